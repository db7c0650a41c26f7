"""Many seeded games with a bot in every seat: win shares, mean scores, solo margins, speed."""
from __future__ import annotations

import json
import signal
import sys
import time
from collections import deque
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterable, Iterator, Mapping, Sequence

from .core.catalogue import rules_for
from .core.registry import game_def


def game_seed(run_seed: int, index: int) -> int:
    """The seed of the index-th game of a run: any single game can be replayed on its own."""
    return (run_seed * 1_000_003 + index) % (2**63)


@dataclass
class SimulationResult:
    game_id: str
    seats: list[str]
    solo: bool
    games: int
    seed: int
    seconds: float
    wins: list[float]                  # ties shared: a k-way tie gives 1/k to each
    score_sums: list[int]
    # solo only: how many games ended with each margin. Counted, not listed: a run of a billion games keeps a
    # few hundred numbers, not a billion
    margin_counts: dict[int, int] = field(default_factory=dict)
    levels: dict[str, int] = field(default_factory=dict)        # solo: games whose best level is this
    checked: bool = False             # every invariant was checked after every action (``check``)
    actions: int = 0                  # the actions played, counted when checked
    # games played in rounds (Living Forest): how many games lasted each number of rounds, and how many were
    # stopped by the simulations' round cap instead of a victory (§9). Empty for a game without rounds
    round_counts: dict[int, int] = field(default_factory=dict)
    capped: int = 0

    @property
    def margins(self) -> list[int]:
        """Solo: every game's margin, in ascending order (a list as long as the run: for small runs)."""
        return [m for m, count in sorted(self.margin_counts.items()) for _ in range(count)]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def win_share(self, seat: int) -> float:
        return self.wins[seat] / self.games

    def mean_score(self, seat: int) -> float:
        return self.score_sums[seat] / self.games

    def reached(self, level: str) -> float:
        """Solo: share of games that reached this level or a higher one."""
        names = [name for name, _ in rules_for(self.game_id).solo.levels]
        at_least = names[names.index(level):]
        return sum(self.levels.get(n, 0) for n in at_least) / self.games

    def to_json(self) -> dict:
        out = {
            "game": self.game_id,
            "seats": self.seats,
            "solo": self.solo,
            "games": self.games,
            "seed": self.seed,
            "games_per_second": round(self.games_per_second, 1),
            "win_share": [round(self.win_share(i), 4) for i in range(len(self.seats))],
            "mean_score": [round(self.mean_score(i), 2) for i in range(len(self.seats))],
        }
        if self.checked:
            out["checked_actions"] = self.actions
        if self.round_counts:
            out["rounds"] = rounds_summary(self.round_counts)
            out["capped"] = self.capped
        if self.solo and not _has_levels(self.game_id):     # a win or a loss against the automaton
            out["margin"] = margin_summary(self.margin_counts)
            out["levels"] = {name: self.levels.get(name, 0) for name in ("win", "loss")}
        elif self.solo:
            names = [name for name, _ in rules_for(self.game_id).solo.levels]
            out["margin"] = margin_summary(self.margin_counts)
            out["levels"] = {name: self.levels.get(name, 0) for name in names + ["loss"]}
            out["reached"] = {name: round(self.reached(name), 4) for name in names}
        return out


def margin_summary(margins: Sequence[int] | Mapping[int, int]) -> dict:
    """Mean, extremes, deciles and median of the solo margins: a list of margins, or margin -> number of games.

    The same figures as the statistics module's fmean, quantiles(n=10, method="inclusive") and median over the
    sorted margins, read from the counts without building the list."""
    counts: Mapping[int, int] = margins if isinstance(margins, Mapping) else _counted(margins)
    ordered = sorted((m, c) for m, c in counts.items() if c > 0)
    total = sum(c for _, c in ordered)

    def nth(k: int) -> int:        # the k-th smallest margin, from 0
        for m, c in ordered:
            if k < c:
                return m
            k -= c
        raise IndexError(k)

    if total > 1:
        # statistics.quantiles, inclusive method: interpolate between the j-th and (j+1)-th margins
        q = []
        for i in range(1, 10):
            j, delta = divmod(i * (total - 1), 10)
            q.append((nth(j) * (10 - delta) + nth(j + 1) * delta) / 10)
    else:
        q = [nth(0)] * 9
    half = total // 2
    median = nth(half) if total % 2 else (nth(half - 1) + nth(half)) / 2
    return {
        "mean": round(sum(m * c for m, c in ordered) / total, 2),
        "min": ordered[0][0],
        "p10": q[0],
        "median": median,
        "p90": q[8],
        "max": ordered[-1][0],
    }


def rounds_summary(round_counts: Mapping[int, int]) -> dict:
    """Min, median, mean, max of the rounds per game, and the histogram (rounds -> games, every number of rounds
    from the fewest to the most, zeros included), from rounds -> number of games."""
    ordered = sorted((r, c) for r, c in round_counts.items() if c > 0)
    total = sum(c for _, c in ordered)

    def nth(k: int) -> int:
        for r, c in ordered:
            if k < c:
                return r
            k -= c
        raise IndexError(k)

    half = total // 2
    low, high = ordered[0][0], ordered[-1][0]
    return {
        "min": low,
        "median": nth(half) if total % 2 else (nth(half - 1) + nth(half)) / 2,
        "mean": round(sum(r * c for r, c in ordered) / total, 2),
        "max": high,
        "histogram": {str(r): round_counts.get(r, 0) for r in range(low, high + 1)},
    }


def simulation_options(game_id: str, options: Mapping[str, Any] | None) -> dict:
    """The options a game between computers is played with: those given, and the safety round cap on when the
    game has one (Living Forest's ``round_cap``, §9 / §10 #49: for bots-only games, so that every game ends)
    unless the options say otherwise."""
    out = dict(options or {})
    if "round_cap" not in out and any(o.id == "round_cap" for o in game_def(game_id).info.options):
        out["round_cap"] = True
    return out


def _counted(margins: Iterable[int]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for m in margins:
        counts[m] = counts.get(m, 0) + 1
    return counts


class BrokenGame(Exception):
    """A checked game broke an invariant or its JSON round trip (``check``): which game, and how to replay it."""


def play_one(game_id: str, seats: Sequence[str], seed: int, solo: bool = False,
             options: Mapping[str, Any] | None = None, check: bool = False):
    """One whole game of any registered game, an agent of the named type in every seat, every action through the
    legal check (``apply``); the finished state. Seat ``i``'s agent is seeded ``seed * 8 + i``.

    ``check``: the game's invariants (every card in exactly one zone, and the game's own) are checked after every
    action, and at the end the state must come back unchanged from its JSON; a failure is a BrokenGame naming
    the seed and the action. A game with a safety round cap for computer games plays with it unless ``options``
    turns it off (``simulation_options``)."""
    definition = game_def(game_id)
    options = simulation_options(game_id, options)
    agents = [definition.agents[name](seed * 8 + seat) for seat, name in enumerate(seats)]
    state = definition.new_state(1 if solo else len(seats), seed, solo, options)
    if not check:
        while not state.is_over:
            seat = min(state.to_act())      # the lowest seat first: Forêt and Savane's simultaneous picks in order
            state.apply(seat, agents[seat].choose(state.view(seat)))
        return state
    played = 0
    try:
        state.check_invariants()
        while not state.is_over:
            seat = min(state.to_act())
            state.apply(seat, agents[seat].choose(state.view(seat)))
            played += 1
            state.check_invariants()
        data = state.to_json()
        back = definition.state_from_json(json.loads(json.dumps(data)))
        if back.to_json() != data:
            raise AssertionError("the state read back from its JSON differs from the state written")
    except Exception as exc:    # noqa: BLE001 - whatever broke, said with what replays it
        raise BrokenGame(f"{game_id} game of seed {seed} ({len(seats)} seat(s){', solo' if solo else ''}"
                         f"{', options ' + str(dict(options)) if options else ''}), after {played} action(s): "
                         f"{type(exc).__name__}: {exc}") from exc
    return state


def _play_chunk(job: tuple) -> list[tuple[list[int], list[int], Any, int, Any, bool]]:
    """(totals, winners, solo level, actions, rounds, capped) of a range of games of a run (in a worker process
    when there are several); rounds None for a game that is not played in rounds."""
    game_id, seats, solo, seed, options, check, indices = job
    out = []
    for index in indices:
        state = play_one(game_id, seats, game_seed(seed, index), solo, options, check)
        outcome = state.outcome()
        detail = outcome.detail
        out.append((list(outcome.totals), list(outcome.winners), detail.get("level"),
                    len(state.actions_log()) if check else 0, detail.get("round"), bool(detail.get("capped"))))
    return out


def simulate(game_id: str, seats: Sequence[str], games: int, seed: int, solo: bool = False,
             workers: int = 1, options: Mapping[str, Any] | None = None, check: bool = False) -> SimulationResult:
    """Play ``games`` seeded games of any registered game. Every game depends only on (seed, its index), so the
    results are the same whatever the number of worker processes. ``check``: see ``play_one``."""
    n = len(seats)
    result = SimulationResult(game_id=game_id, seats=list(seats), solo=solo, games=games, seed=seed, seconds=0.0,
                              wins=[0.0] * n, score_sums=[0] * n, checked=check)
    start = time.perf_counter()
    workers = max(1, min(workers, games))
    size = max(1, min(50, games // (workers * 4) or 1))
    # made one by one as the games are played: a run of a billion games is never a list of its jobs
    jobs = ((game_id, tuple(seats), solo, seed, dict(options or {}), check, range(i, min(i + size, games)))
            for i in range(0, games, size))
    with _played(jobs, workers) as chunks:
        for totals, winners, level, actions, rounds, capped in (t for chunk in chunks for t in chunk):
            result.actions += actions
            if rounds is not None:
                result.round_counts[rounds] = result.round_counts.get(rounds, 0) + 1
                result.capped += capped
            winners = [i for i in winners if i < n]      # solo: the automaton is not a seat
            for i in winners:
                result.wins[i] += 1 / len(winners)
            for i in range(n):
                result.score_sums[i] += totals[i]
            if solo:
                margin = totals[0] - totals[1]
                result.margin_counts[margin] = result.margin_counts.get(margin, 0) + 1
                level = level or ("loss" if _has_levels(game_id) else ("win" if winners else "loss"))
                result.levels[level] = result.levels.get(level, 0) + 1
    result.seconds = time.perf_counter() - start
    return result


def _has_levels(game_id: str) -> bool:
    """Whether the game's solo grades a win by levels (Forêt, Savane: easy, normal, hard)."""
    return bool(game_def(game_id).solo_levels)


IN_FLIGHT_PER_WORKER = 4     # chunks handed to the pool ahead of the one being summed, per worker


@contextmanager
def _played(jobs: Iterable[tuple], workers: int) -> Iterator[Iterator[list[list[int]]]]:
    """The totals of each chunk of games, in the order of the jobs.

    With several workers, a pool plays them, with at most ``IN_FLIGHT_PER_WORKER * workers`` chunks handed out
    at a time (a Pool's own map reads its whole iterable ahead). On any way out other than the end — Ctrl-C
    above all — the pool is terminated before the exception goes on: no worker is left behind, and none has
    been waited for."""
    if workers == 1:
        yield map(_play_chunk, jobs)
        return
    import multiprocessing     # here: the packaged game leaves it out (see build.spec)

    context = multiprocessing.get_context("spawn" if sys.platform != "linux" else "fork")
    pool = None
    try:
        with _interrupts_held():
            # the workers start with Ctrl-C held (and then ignore it, see _ignore_interrupts): one that died of
            # it in the middle of a chunk would leave the pool waiting for that chunk forever
            pool = context.Pool(workers, initializer=_ignore_interrupts)
        yield _in_order(pool, jobs, IN_FLIGHT_PER_WORKER * workers)
        pool.close()
        pool.join()
    except BaseException:
        if pool is not None:
            with _interrupts_held():     # a second Ctrl-C must not cut the clean-up short
                pool.terminate()
                pool.join()
        raise


def _in_order(pool, jobs: Iterable[tuple], window: int) -> Iterator[list[list[int]]]:
    pending: deque = deque()
    for job in jobs:
        pending.append(pool.apply_async(_play_chunk, (job,)))
        if len(pending) >= window:
            yield pending.popleft().get()
    while pending:
        yield pending.popleft().get()


def _ignore_interrupts() -> None:
    """A pool worker's start: Ctrl-C in a terminal reaches every process of the command; only the parent acts
    on it (it terminates the pool)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def _interrupts_held() -> Iterator[None]:
    """Hold Ctrl-C (SIGINT) back in this thread, and in the processes and threads it starts meanwhile; one that
    came in is delivered on the way out. Where signals cannot be held (Windows), nothing is held."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
