"""The monkey's bookkeeping: the held worker that runs the computers' jobs when the seed says, and the summary
of a run (its failures, the scenes, card viewers and decisions it reached)."""
from __future__ import annotations

import functools
import random
import re
import traceback
from collections import Counter, defaultdict
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Callable


RELEASE_CHANCE = 0.5       # per frame and held job: the worker finishes it


class InlineWorker:
    """Stands in for the records' thread (scenes/shell/recorder.py): a job runs at once, in this thread, so that a
    record written or the records read are there at the same frame in every run of a seed."""

    def submit(self, fn, *args, **kwargs) -> Future:
        future: Future = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except Exception as exc:    # noqa: BLE001 - the screen reads the failure from the future, as from the thread
            future.set_exception(exc)
        return future


class HeldWorker:
    """Stands in for the table's worker thread: a job runs (in this thread) only when the monkey releases it,
    so when the computers' choices and hints land is the seed's decision, not the scheduler's."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Callable[[], object], Future]] = []
        self.done = 0

    def submit(self, fn, *args, **kwargs) -> Future:
        future: Future = Future()
        self.jobs.append((functools.partial(fn, *args, **kwargs), future))
        return future

    def release(self, rng: random.Random) -> list[str]:
        """Finish each held job with RELEASE_CHANCE; the tracebacks of those that failed."""
        held, failed = [], []
        for job, future in self.jobs:
            if rng.random() >= RELEASE_CHANCE:
                held.append((job, future))
                continue
            future.set_running_or_notify_cancel()
            self.done += 1
            try:
                future.set_result(job())
            except Exception as exc:    # noqa: BLE001 - the table copes (a legal card); the run reports it
                failed.append(traceback.format_exc())
                future.set_exception(exc)
        self.jobs = held
        return failed


@dataclass
class Failure:
    event: int          # events sent so far
    scene: str
    text: str           # the traceback, or the broken invariant

    @property
    def signature(self) -> str:
        """The error (numbers left out) and the places it went through: the same bug met twice, once."""
        lines = [line.strip() for line in self.text.strip().splitlines()]
        return re.sub(r"-?\d+", "#", lines[-1]) + "".join(line for line in lines if line.startswith("File "))


@dataclass
class Summary:
    seed: int
    size: tuple[int, int]
    lang: str
    only: str | None = None     # a game's id: a run whose jumps go to that game's scenes only
    events: int = 0
    frames: int = 0
    checks: int = 0             # frames whose game state was checked (a table or score screen on top)
    states: int = 0             # distinct game states checked in full (JSON round trip included)
    games_started: int = 0
    game_kinds: Counter = field(default_factory=Counter)   # games started: hot-seat, solo, one human, watched
    games_finished: int = 0
    restarts: int = 0
    jumps: int = 0
    jobs: int = 0               # computers' choices and hints worked out by the (held) worker
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)
    viewers: Counter = field(default_factory=Counter)   # frames with the card viewer up, per scene and way
    stills: int = 0             # frames left undrawn by the main loop, their picture checked
    # per game whose part counts decisions: the decisions shown on its table (once per position), answered there by
    # the monkey's input, and aimed at by the jumps to its table
    decisions: defaultdict = field(default_factory=lambda: defaultdict(Counter))
    answered: defaultdict = field(default_factory=lambda: defaultdict(Counter))
    targets: defaultdict = field(default_factory=lambda: defaultdict(Counter))
    failures: list[Failure] = field(default_factory=list)
    digest: str = ""
    # what the run must see, from the games' parts: the scenes, the card viewers (place and way) and, per game
    # counting decisions, (game id, its name, its decisions, what its jumps aim at: the one "shown" or "answered"
    # least)
    required: tuple[str, ...] = ()
    required_viewers: tuple[str, ...] = ()
    counted: tuple[tuple[str, str, tuple[str, ...], str], ...] = ()

    def counters(self, game: str) -> tuple[Counter, Counter]:
        """A game's decisions shown on its table and answered there."""
        return self.decisions[game], self.answered[game]

    def missing(self, viewers: bool = True, decisions: bool | None = None) -> list[str]:
        """The required scenes never reached and (``viewers``) the card viewers never seen and (``decisions``, as
        ``viewers`` unless said: what a long run must see) the decisions counted never shown."""
        decisions = viewers if decisions is None else decisions
        return [label for label in self.required if not self.scenes[label]] + \
            [f"the card viewer ({what})" for what in self.required_viewers if viewers and not self.viewers[what]] + \
            [f"the {title} decision {name}" for game, title, names, _ in self.counted if decisions
             for name in names if not self.decisions[game][name]]

    def report(self) -> str:
        kinds = ", ".join(f"{n} {kind}" for kind, n in self.game_kinds.most_common())
        lines = [f"monkey: seed {self.seed}, {self.events} events, {self.size[0]}x{self.size[1]}, {self.lang}"
                 + (f", jumps to {self.only}'s scenes only" if self.only else ""),
                 f"  {self.frames} frames in {self.seconds:.1f} s; invariants checked in {self.checks} frames, "
                 f"{self.states} distinct game states",
                 f"  games: {self.games_started} started ({kinds}), {self.games_finished} played to the score screen; "
                 f"{self.restarts} app restarts; {self.jumps} jumps to a scene; {self.jobs} worker jobs",
                 f"  {self.stills} frames left undrawn by the main loop (a still scene), their picture checked",
                 "  card viewer up, frames: " + (", ".join(f"{what} {n}" for what, n in sorted(self.viewers.items()))
                                                  or "none"),
                 "  events per scene:"]
        lines += [f"    {label:<16} {n:>6}" for label, n in self.scenes.most_common()]
        for game, title, names, least in self.counted:
            shown, answered = self.counters(game)
            targets = self.targets[game]
            lines.append(f"  {title} decisions shown on the table: {sum(1 for name in names if shown[name])} of "
                         f"{len(names)}, answered there: {sum(1 for name in names if answered[name])}; "
                         f"{sum(targets.values())} jumps to a table at the decision {least} least (aimed at)")
            lines += [f"    {name:<18} shown {shown[name]:>4}, answered {answered[name]:>4}, aimed at "
                      f"{targets[name]:>3}" for name in names]
        missing = self.missing()
        lines.append(f"  not reached: {', '.join(missing)}" if missing else "  every scene reached")
        lines.append(f"  digest {self.digest} (the same seed, size and language give the same digest)")
        distinct: dict[str, list[Failure]] = {}
        for failure in self.failures:
            distinct.setdefault(failure.signature, []).append(failure)
        lines.append(f"  failures: {len(self.failures)} ({len(distinct)} distinct)" if self.failures
                     else "  failures: none")
        for same in distinct.values():
            first = same[0]
            lines.append(f"\n--- {len(same)}x, first at event {first.event} (seed {self.seed}, scene {first.scene}):")
            lines.append(first.text.rstrip())
        return "\n".join(lines)

