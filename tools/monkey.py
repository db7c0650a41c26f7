"""Monkey test: seeded random mouse, keyboard and window events through every scene of the real window.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/monkey.py --events 20000 --seed 1
    .venv/bin/python tools/monkey.py --events 5000 --seed 7 --size 1280x720 --lang fr --keep-going
    .venv/bin/python tools/monkey.py --events 2000 --seed 5 --only canopee
    .venv/bin/python tools/monkey.py --events 2000 --seed 5 --only living-forest

Opens the real App on a private temporary data folder (the player's settings and ladder are never touched) and
feeds it random events: mouse motion, clicks and drags biased towards what is on screen (buttons, the menu's
question and tiles, the setup's fields, and what each game's tables and score screens offer: hand cards, legal
cells, lit targets...), right-clicks and resting pointers on cards (the card viewer, pinned or as a tooltip, at the
tables, the score screens and the replays), keys, held keys repeating, typed text, the wheel, window resizes to the
usual screen sizes and to any other (below the minimum size too: the window then asks for room, and gets it a few
actions later), full screen, and the odd QUIT (the app is then opened again, as after any way out). Games are
played to the score screen; now and then the monkey jumps to the scene it has seen least (the menu asking before a
new game replaces an interrupted one, the setup, the rules, and each game's own: a hot-seat table, a game's last
move, a replay...), so that every scene is reached. After every frame the game state's invariants are checked. A
frame without events is run as the main loop runs it (drawn only if the scene says it moves): the picture left on
screen must then be the one the scene would draw. Computers and hints think in a held worker: a job runs when the
monkey releases it, a few frames later, so one seed always gives the same run.

This file is the engine, shared by every game: the run, the events, the jumps, the checks any game's state and
table must pass (the protocol's invariants and JSON round trip, a finished game replayed from its log, the seat on
screen, the hand-off screen) and the summary. It reads the registry and names no game. What is a game's own — its
scenes and their labels, the checks of its table, the decisions it counts, where its players click and drag, the
positions its jumps open — is its package's part, tools/monkey_parts/<package>.py (a ``Part``, subclass of
``GamePart``), found from the registry (tools/parts.py) and imported when a run starts. A game whose package has
no part is still played: reached from the menu, the setup and the rules by clicks and by the jumps every game
shares, its state checked by the protocol and its table by the seat and hand-off checks (``GamePart``'s defaults);
no jump opens its table and no scene of it is required. ``--only GAME`` (a game whose part offers a run of its
own): the jumps go to that game's scenes and decisions only.

Exit status 1 at the first exception or broken invariant (with --keep-going the app is opened again after
each one, and all of them are listed at the end), or when a required scene, a card viewer of a required place or a
decision a game's part counts was never reached.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict, deque
from concurrent.futures import Future
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Callable
from unittest import mock

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import ladder, savegame  # noqa: E402
from game.core.registry import game_def  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402
from game.session import HUMAN, Match, Seat  # noqa: E402
from game.userdata import ENV_DIR, Settings, has_autosave  # noqa: E402
from scenes.shell import match as match_module  # noqa: E402
from scenes.app import MIN_SIZE, App  # noqa: E402
from scenes.games import window_games  # noqa: E402
from scenes.ladder import LadderScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.rules import RulesScene, rules_games  # noqa: E402
from scenes.settings import SettingsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from scenes.shell.table_base import TableBase  # noqa: E402
from scenes.ui import Button, ButtonColumn  # noqa: E402
from tools.parts import part_module, window_packages  # noqa: E402

# the shell's scenes a run must reach (question = the menu asking before a new game replaces the interrupted one):
# listed around the first game's own, then the other games' (the order decides which of the scenes seen least a
# jump picks: it is the order the monkey has always had, so that a seed replays the run it always did)
SHELL_FIRST = ("menu", "question", "setup")
SHELL_LATER = ("ladder", "settings", "rules")
LABELS = {MenuScene: "menu", SetupScene: "setup", LadderScene: "ladder", SettingsScene: "settings",
          RulesScene: "rules"}
DECISION_JUMP = 0.3        # per jump, while a game's decision was never shown (answered): a table at one of them
DECISION_JUMP_ONLY = 0.6   # ... in a run of one game's jumps, whose jumps come twice as often (a short run)
# window sizes players have (a resize picks one of these half the time, else any size)
SCREENS = ((1280, 720), (1280, 800), (1366, 768), (1440, 900), (1536, 864), (1600, 900), (1920, 1080),
           (1920, 1200), (2560, 1440))
JUMP_CHANCE = 1 / 80       # per action: jump to the least-visited scene
STAY_LIMIT = 500           # events in one kind of scene before a jump is due
SMALLEST = (320, 200)      # resizes below the minimum (a window manager may force any size) go down to this
ROOM_CHANCE = 0.3          # per action while the window is too small: give it room, as its message asks
RELEASE_CHANCE = 0.5       # per frame and held job: the worker finishes it
TEXT = "abcdefghijklmnopqrstuvwxyzABCDEFXYZ0123456789   -'.éèàçÉÎôœñßøあ漢🙂"
KEYS = [(pygame.K_LEFT, 3), (pygame.K_RIGHT, 3), (pygame.K_UP, 3), (pygame.K_DOWN, 3), (pygame.K_RETURN, 4),
        (pygame.K_KP_ENTER, 0.5), (pygame.K_ESCAPE, 1.5), (pygame.K_SPACE, 2), (pygame.K_TAB, 3),
        (pygame.K_BACKSPACE, 1), (pygame.K_h, 2), (pygame.K_s, 2), (pygame.K_PAGEUP, 0.5), (pygame.K_PAGEDOWN, 0.5),
        (pygame.K_HOME, 0.5), (pygame.K_END, 0.5), (pygame.K_DELETE, 0.3), (pygame.K_1, 0.7), (pygame.K_2, 0.7),
        (pygame.K_KP_1, 0.2), (pygame.K_KP_2, 0.2), (pygame.K_a, 0.5), (pygame.K_e, 0.5), (pygame.K_z, 0.5),
        (pygame.K_0, 0.3), (pygame.K_9, 0.3), (pygame.K_l, 0.7), (pygame.K_c, 0.3), (pygame.K_v, 0.3),
        (pygame.K_x, 0.3)]
# keys a player holds down (they repeat, KEY_REPEAT in scenes/app.py): arrows, erasing, Tab, the log's pages
HELD_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE,
             pygame.K_TAB, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_e, pygame.K_z)
MISC = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE,
        pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWMOVED, pygame.ACTIVEEVENT, pygame.KEYUP,
        pygame.MOUSEBUTTONUP, pygame.TEXTEDITING, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED)

Point = tuple[int, int]
Frames = list[list[pygame.event.Event]]
Targets = list[tuple[float, pygame.Rect]]


class Broken(AssertionError):
    """A game-state or window invariant does not hold."""


def require(ok: bool, what: str) -> None:
    if not ok:
        raise Broken(what)



def table_way(scene: TableBase) -> str:
    """How a table stands, for its label: "leave" (asking to leave), "privacy" (the hand-off screen), "watch"
    (computers alone), "" (at play)."""
    return "leave" if scene.confirming_leave else "privacy" if scene.private else "watch" if scene.spectating else ""


# ---------------------------------------------------------------------- invariants any game's must hold

def check_seat(scene: TableBase) -> None:
    """Any game's table: the screen belongs to the human whose choice is awaited; the game can always move on;
    a finished game's table only stays to show its last moves."""
    match = scene.match
    if scene.spectating:
        require(not match.humans, "spectating a game with humans")
    else:
        seat = scene.seat
        require(seat is not None and match.seats[seat].human, f"the screen belongs to seat {seat}, not a human")
        waiting = match.waiting_humans()
        # (handing off: in hot-seat, the last to act watches what its action revealed land before the screen passes)
        require(not waiting or seat in waiting or scene.handing_off, f"seat {seat} on screen while {waiting} must "
                "choose")
        require(match.over or bool(waiting) or scene.thinking is not None, "nobody can move: the game is stuck")
    require(not scene.private or match.hot_seat, "the hand-off screen without a second human")
    # a table may stay until the game's end has been told (scores_due), then goes
    require(not match.over or scene.finishing or getattr(scene, "scores_due", False),
            "the game is over but the table stays")


def check_state(game, definition) -> None:
    """A game of the protocol (game/core/protocol.py): its engine's own invariants and the JSON round trip of its
    saves."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    data = game.to_json()
    require(definition.state_from_json(data).to_json() == data,
            f"the {definition.info.name('en')} game does not survive its JSON")


def check_replays(match: Match) -> None:
    """A finished game of the protocol played again from its match's seats, seed and options and its log ends the
    same (the replay, a saved game, 'ecosysteme replay' and an Undo that rewinds all rest on it, from the same)."""
    game, definition = match.state, match.definition
    again = definition.replay(len(match.seats), match.seed, match.solo, match.options or None, game.actions_log())
    require(again.to_json() == game.to_json(),
            f"the finished {definition.info.name('en')} game does not replay from its log")


def check_hand_off(scene: TableBase) -> bool:
    """A table asking decisions of a seat: the seat checks, and behind the hand-off screen nothing but Ready.
    Whether the table is at play for a seat (its strip is then checked)."""
    check_seat(scene)
    if scene.private and not scene.confirming_leave:
        labels = [b.label for b in scene.column.buttons]
        require(labels == [scene.t("ready")], f"behind the hand-off screen the buttons are {labels}")
    if scene.handing_off and not (scene.private or scene.confirming_leave):
        # hot-seat: a telling plays for the table, then the screen passes; nothing may be answered meanwhile
        # (the seat on screen is the one who played last, no longer asked anything)
        labels = [b.label for b in scene.column.buttons if b.enabled]
        require(not labels, f"while the screen is being handed on the buttons {labels} can be pressed")
    return not (scene.seat is None or scene.spectating or scene.private or scene.handing_off or scene.match.over)


def check_still(app: App, was_animating: bool) -> None:
    """A frame the main loop did not draw (the scene said nothing moves) left the last picture on screen: it must
    be what the scene would draw now, or the player looks at a stale screen until the next event.
    ``was_animating``: what the scene's animating() said before this frame's update."""
    shown = pygame.image.tobytes(app.surface, "RGB")
    fresh = pygame.Surface(app.surface.get_size())
    app.top.draw(fresh)
    now = pygame.image.tobytes(fresh, "RGB")
    if now == shown:
        return
    w, h = fresh.get_size()

    def pixels(y: int, x0: int = 0, x1: int = w) -> slice:
        return slice((y * w + x0) * 3, (y * w + x1) * 3)
    rows = [y for y in range(h) if now[pixels(y)] != shown[pixels(y)]]
    sample = rows[::max(1, len(rows) // 40)] + rows[-1:]      # the columns, from about 40 of the changed rows
    cols = [x for x in range(w) if any(now[pixels(y, x, x + 1)] != shown[pixels(y, x, x + 1)] for y in sample)]
    where = f"x {cols[0]}-{cols[-1]}, y {rows[0]}-{rows[-1]}" if cols else f"y {rows[0]}-{rows[-1]}"
    why = ("it stopped moving in this frame's update and its last change was never drawn" if was_animating else
           "it changed in update() while it said nothing moves")
    # the details first, the kind of defect on the last line (a failure's signature: the same defect met again)
    raise Broken(f"the picture left on screen differs at {where} of {w}x{h}; {still_state(app.top)}\n"
                 f"the screen is stale: {type(app.top).__name__}.animating() is False, {why}")


def still_state(scene) -> str:
    """What may have changed unseen, for a stale-screen report."""
    parts = []
    inspector = getattr(scene, "inspector", None)
    if inspector is not None:
        parts.append(f"card viewer {'pinned ' if inspector.pinned else ''}{inspector.shown}")
    for name in ("reveal_timer", "draw_notice", "staged", "hint", "thinking", "message", "private", "handing_off"):
        if hasattr(scene, name):
            value = getattr(scene, name)
            parts.append(f"{name} {round(value, 3) if isinstance(value, float) else value!r}")
    return ", ".join(parts)


# ---------------------------------------------------------------------- a game's part

class GamePart:
    """A game package's part of the monkey (tools/monkey_parts/<package>.py subclasses it as ``Part``), one per run,
    for the package's registered games (``game_ids``). These defaults are what a game whose package has no part
    gets: no scene of it required, no jump to it, no card viewer or decision counted; its state checked by the
    protocol (``check_invariants``, the JSON round trip of its saves, a finished game replayed from its log), its
    table by the seat checks and the hand-off screen once per position; the clicks go to the buttons on screen."""

    REQUIRED: tuple[str, ...] = ()   # the labels of its scenes a run must reach
    VIEWERS: tuple[str, ...] = ()    # the places (scene labels) whose card viewer a run must see, pinned and hovered
    OWN_RUN = False                  # offers a run of its own jumps (``--only``, its one game)
    KIND = None                      # its games' kinds' prefix in the summary (None: the game's id and a space)
    DECISIONS: tuple[str, ...] = ()  # the decisions its tables ask, counted when shown and answered there
    TITLE = ""                       # the game's name in the summary's lines on its decisions
    LEAST = "shown"                  # what its decision jumps count (the decision shown or answered least)
    AIM = ""                         # the jump label that opens its table at a decision the run lacks

    def __init__(self, monkey: Monkey, game_ids: tuple[str, ...]) -> None:
        self.monkey = monkey
        self.game_ids = game_ids

    @property
    def rng(self) -> random.Random:
        return self.monkey.rng

    @property
    def app(self) -> App:
        return self.monkey.app

    @property
    def summary(self) -> Summary:
        return self.monkey.summary

    # ------------------------------------------------------------------ what is on screen

    def label(self, scene) -> str | None:
        """The label of one of its scenes (the summary's, REQUIRED's), None: the engine's (the class's name)."""
        return None

    def viewer_place(self, scene) -> str | None:
        """Where the card viewer of one of its scenes counts (VIEWERS), None: nowhere."""
        return None

    def targets(self, scene) -> Targets | None:
        """The clickable places of one of its scenes, with weights (its buttons included), None: its buttons."""
        return None

    def card_rects(self, scene) -> list[pygame.Rect] | None:
        """Where the cards of one of its scenes lie (the card viewer's spots are drawn in them), None: none."""
        return None

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something in one of its scenes, None: anywhere."""
        return None

    def drags_matter(self, scene: TableBase) -> bool:
        """Whether drags are likely at its table now (they are weighted up at a table at play)."""
        return True

    # ------------------------------------------------------------------ checks

    def kind(self, match: Match) -> str:
        """The summary's kind of game: its prefix, then hot-seat, solo, one human or watched."""
        return (f"{match.game_id} " if self.KIND is None else self.KIND) + game_kind(match)

    def state_key(self, game) -> tuple:
        """What tells one position of a game from the next (the state's identity first, then what moves)."""
        return id(game), len(game.actions_log()), game.is_over, tuple(sorted(game.to_act()))

    def check_scene(self, scene) -> None:
        """Checks of one of its scenes, every frame, before the game's."""

    def check_position(self, scene, key: tuple) -> None:
        """Checks of one of its scenes once the game's position (``key``) is known: a table's, once per position
        and way it stands."""
        if isinstance(scene, TableBase):
            self.monkey.check_table_once(scene, key, (), check_hand_off)

    def check_state(self, game, definition) -> None:
        """A game's state, once per position."""
        check_state(game, definition)

    def check_finished(self, match: Match) -> None:
        """A game seen to its end, once."""
        check_replays(match)

    # ------------------------------------------------------------------ jumps

    def draw_first(self, rng: random.Random) -> None:
        """Its draws at every jump, before the engine's (whatever scene the jump opens: a seed's numbers stay put)."""

    def draw_last(self, rng: random.Random) -> None:
        """Its draws at every jump, after the engine's."""

    def jumps(self) -> dict[str, Callable[[], object]]:
        """The scenes a jump opens, by label (each of REQUIRED and VIEWERS, and AIM): the scene, or None for the
        menu. Called at each jump, after the draws."""
        return {}

    def aiming(self) -> bool:
        """Whether its AIM jumps are still wanted (a decision never shown, or answered too few times)."""
        return False

    def interrupted(self, game_id: str, progress: float) -> Match:
        """A game of ``game_id`` in progress, for the menu's question (a new game replaces it): here a new one, all
        its seats people (the engine cannot play a game forward on its own)."""
        info = game_def(game_id).info
        players = min(max(2, info.players_min), info.players_max)
        return Match(game_id, [Seat(f"P{i + 1}", HUMAN) for i in range(players)], seed=self.rng.getrandbits(31))


def game_parts() -> list[tuple[tuple[str, ...], type[GamePart]]]:
    """Each package of the games the window plays (in menu order): its games' ids and its part's class
    (``GamePart`` for a package without one)."""
    parts = []
    for package, game_ids in window_packages().items():
        module = part_module("monkey", package)
        parts.append((game_ids, module.Part if module is not None else GamePart))
    return parts


def own_runs() -> tuple[str, ...]:
    """The games a run of their own jumps can be asked for (``--only``)."""
    return tuple(game_id for game_ids, part in game_parts() if part.OWN_RUN for game_id in game_ids)


# ---------------------------------------------------------------------- the run

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


class Stop(Exception):
    """The first failure ends a run without --keep-going."""


class Monkey:
    def __init__(self, seed: int, size: tuple[int, int], lang: str, keep_going: bool,
                 smallest: tuple[int, int], only: str | None = None) -> None:
        self.rng = random.Random(seed)
        self.size = size
        self.smallest = smallest
        self.keep_going = keep_going
        # the games' parts (tools/monkey_parts/), and each game's
        self.parts = [part(self, game_ids) for game_ids, part in game_parts()]
        self.part_of = {game_id: part for part in self.parts for game_id in part.game_ids}
        self.summary = Summary(seed, size, lang, only)
        self.summary.required, self.summary.required_viewers, self.summary.counted = self.plan(only)
        self.worker = HeldWorker()
        self.app: App | None = None
        self.limit = 0
        self.stay = 0                                   # events since the top scene's type last changed
        self.last_type: type | None = None
        self.matches: dict[int, tuple[Match, bool]] = {}   # every match seen (kept: ids stay unique)
        self.checked = None                             # the game state last checked
        self.table_checked = None                       # the table's state last checked (once per position)
        # per game counting decisions: the decision last shown on its table: state, position, seat, name
        self.shown: dict[str, tuple] = {}
        self.hash = hashlib.sha1()
        self.recent = deque(maxlen=12)                  # the last frames' events, for a failure report

    def plan(self, only: str | None) -> tuple[tuple[str, ...], tuple[str, ...], tuple]:
        """What the run must see: the scenes (SHELL_FIRST, the first game's, SHELL_LATER, the others'), the card
        viewers, the decisions counted; in a run of one game's jumps (``only``), that game's alone."""
        parts = self.parts
        if only is not None:
            part = self.part_of.get(only)
            if part is None or not part.OWN_RUN:
                raise ValueError(f"no run of its own for {only!r} (one of {', '.join(own_runs())})")
            parts = [part]
            scenes = part.REQUIRED
        else:
            scenes = SHELL_FIRST + (parts[0].REQUIRED if parts else ()) + SHELL_LATER + \
                tuple(label for part in parts[1:] for label in part.REQUIRED)
        viewers = tuple(f"{place} {how}" for part in parts for place in part.VIEWERS for how in ("pinned", "tooltip"))
        counted = tuple((game, part.TITLE, part.DECISIONS, part.LEAST) for part in parts if part.DECISIONS
                        for game in part.game_ids)
        return scenes, viewers, counted

    def part_for(self, scene) -> GamePart | None:
        """The part of the game a scene shows (its match's), None for the shell's scenes."""
        return self.part_of.get(getattr(getattr(scene, "match", None), "game_id", None))

    # ------------------------------------------------------------------ the app

    def open(self) -> None:
        settings, notice = Settings.load()
        self.app = App(settings=settings, size=self.size, notice=notice)
        self.app.push(MenuScene(self.app))

    def close(self) -> None:
        if self.app is not None:
            self.app.stack.clear()
            self.app.window.destroy()
            self.app = None
        self.worker.jobs.clear()
        self.checked = None
        self.table_checked = None
        self.shown = {}

    def restart(self) -> None:
        self.close()
        self.open()
        self.summary.restarts += 1

    def system_random(self) -> random.Random:
        """Stands in for random.SystemRandom, which the scenes draw new deals from."""
        return random.Random(self.rng.getrandbits(32))

    def run(self, events: int) -> Summary:
        self.limit = events
        start = time.perf_counter()
        Settings(language=self.summary.lang, animation_speed=1.0).save()
        self.open()
        try:
            while self.summary.events < events:
                self.act()
        except Stop:
            pass
        finally:
            self.close()
            pygame.quit()
        self.summary.seconds = time.perf_counter() - start
        self.summary.digest = self.hash.hexdigest()[:16]
        self.summary.jobs = self.worker.done
        return self.summary

    def fail(self, text: str, scene: str) -> None:
        w, h = self.app.size
        failure = Failure(self.summary.events, f"{scene}, {w}x{h}", text)
        self.summary.failures.append(failure)
        print(f"monkey: FAILURE at event {failure.event} (seed {self.summary.seed}, scene {failure.scene})\n"
              f"last frames: {' | '.join(self.recent)}\n{text}", file=sys.stderr)
        if not self.keep_going:
            raise Stop
        self.restart()

    # ------------------------------------------------------------------ frames and checks

    def frame(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        events = events[: self.limit - self.summary.events]
        label = self.label()
        self.summary.frames += 1
        self.summary.events += len(events)
        self.summary.scenes[label] += len(events)
        scene_type = type(app.top)
        self.stay = self.stay + len(events) if scene_type is self.last_type else 0
        self.last_type = scene_type
        if events:
            self.recent.append(f"{label}: " + ", ".join(map(describe, events)))
        try:
            # with no event, as the main loop: the frame is drawn only if the scene moves (or asked for it)
            top = app.top
            was_animating = top.animating() if top is not None and not events else True
            drawn = app.frame(self.dt(), events, always_draw=bool(events))
            if app.running and app.top is not None:
                if not drawn:
                    self.summary.stills += 1
                    check_still(app, was_animating)
                self.check()
        except Exception:   # noqa: BLE001 - whatever escapes the window is what the monkey looks for
            self.fail(traceback.format_exc(), label)
            return
        if not app.running or app.top is None:
            self.restart()
            return
        failed = self.worker.release(self.rng)
        if failed:
            self.fail(failed[0], label + " (a worker job)")

    def dt(self) -> float:
        return self.rng.choice((1 / 60,) * 12 + (1 / 30, 1 / 30, 0.1, 0.0))

    def check(self) -> None:
        app = self.app
        require(app.surface.get_size() == app.window.size,
                f"drawing on {app.surface.get_size()} in a {app.window.size} window")
        scene = app.top
        place = self.viewer_place(scene)
        inspector = getattr(scene, "inspector", None)
        if place and inspector is not None and inspector.shown is not None and not app.too_small:
            self.summary.viewers[f"{place} {'pinned' if inspector.pinned else 'tooltip'}"] += 1
        self.hash.update(self.label().encode())
        part = self.part_for(scene)
        if part is not None:
            part.check_scene(scene)
        match = getattr(scene, "match", None)
        if not isinstance(match, Match):
            return
        game = match.state
        part = part or GamePart(self, (match.game_id,))     # (a game the window does not play: the defaults)
        self.summary.checks += 1
        if id(match) not in self.matches:
            self.matches[id(match)] = (match, not match.over)
            if not match.over:
                self.summary.games_started += 1
                self.summary.game_kinds[part.kind(match)] += 1
        key = part.state_key(game)
        changed = key != self.checked
        if changed and part.DECISIONS:
            self.count_answer(game, match.game_id, key[1])      # before the next decision is counted as shown
        part.check_position(scene, key)
        if not changed:
            return
        self.checked = key
        self.hash.update(repr(key[1:]).encode())
        part.check_state(game, match.definition)
        self.summary.states += 1
        if match.over and self.matches[id(match)][1]:
            self.matches[id(match)] = (match, False)
            self.summary.games_finished += 1
            part.check_finished(match)

    def check_table_once(self, scene: TableBase, key: tuple, stands: tuple, check: Callable) -> None:
        """``check`` a table once per position (``key``) and way it stands (``stands``: what else changes the
        screen, beyond the seat, the hand-off screen, leaving, watching, the window's size and the log)."""
        table_key = key + (scene.seat, scene.private, scene.confirming_leave, scene.spectating, self.app.size,
                           scene.show_log) + stands
        if table_key != self.table_checked:
            self.table_checked = table_key
            check(scene)

    def check_decisions(self, scene, key: tuple, game: str, stands: tuple, check: Callable) -> None:
        """A table that asks its game's decisions one by one: ``check`` once per position and way it stands; the
        decision on screen counted once per position, while nothing is being told and the window has room."""
        app = self.app
        self.check_table_once(scene, key, stands, check)
        if scene.seat is None or scene.spectating or scene.private or scene.confirming_leave or app.too_small \
                or scene.playing_show() or scene.match.over:
            return
        prompt = scene.prompt()
        position = key[:2]
        shown = self.shown.get(game)
        if prompt is not None and (shown is None or shown[:2] != position):
            self.shown[game] = position + (scene.seat, prompt.decision)
            self.summary.counters(game)[0][prompt.decision] += 1
            self.hash.update(prompt.decision.encode())

    def count_answer(self, state, game: str, actions: int) -> None:
        """The decision last shown on a table of ``game`` was answered if the seat asked is among those that acted
        since (in a phase the seats play at the same time, a computer may act first)."""
        shown = self.shown.pop(game, None)
        if shown is not None and shown[0] == id(state) and actions > shown[1] \
                and any(seat == shown[2] for seat, _ in state.actions_log()[shown[1]:actions]):
            self.summary.counters(game)[1][shown[3]] += 1

    # ------------------------------------------------------------------ choosing what to do

    def label(self) -> str:
        """What is on screen: the top scene, or the message asking for a larger window."""
        return "too small" if self.app.too_small else self.scene_label(self.app.top)

    def scene_label(self, scene) -> str:
        part = self.part_for(scene)
        label = part.label(scene) if part is not None else None
        if label is not None:
            return label
        if isinstance(scene, MenuScene) and scene.asking:
            return "question"
        return LABELS.get(type(scene), type(scene).__name__.removesuffix("Scene").lower())

    def viewer_place(self, scene) -> str | None:
        """Where a scene's card viewer counts (the run's viewers), None for a scene without one."""
        part = self.part_for(scene)
        return part.viewer_place(scene) if part is not None else None

    def act(self) -> None:
        # jumps come twice as often in a run of one game's jumps, and three times as often (staying half as long)
        # while a scene of the run was never seen: a short run of the whole window has some twenty to see
        unseen = not all(self.summary.scenes[label] for label in self.summary.required)
        if self.stay > STAY_LIMIT // (2 if unseen else 1) or self.rng.random() < JUMP_CHANCE * (
                2 if self.summary.only else 1) * (3 if unseen else 1):
            self.jump()
            return
        app = self.app
        playing = isinstance(app.top, TableBase) and not app.top.private
        part = self.part_for(app.top)
        if playing and part is not None and not part.drags_matter(app.top):
            playing = False     # (a table whose drags mean something only at some moments)
        place = self.viewer_place(app.top)
        viewer = 0 if place is None else 5 if isinstance(app.top, TableBase) else 10    # the card viewer's
        actions = [(10, self.move), (8, self.click), (30, self.click_target), (35 if playing else 12, self.drag),
                   (16, self.press), (3, self.hold), (4 if self.typing() else 1, self.type_text), (3, self.wheel),
                   (4, self.idle), (viewer, self.inspect), (1, self.resize), (0.3, self.fullscreen),
                   (1, self.misc), (0.05, self.quit)]
        action = self.rng.choices([a for _, a in actions], [w for w, _ in actions])[0]
        if app.too_small and self.rng.random() < ROOM_CHANCE:
            action = self.fullscreen if app.settings.fullscreen else functools.partial(self.resize, shrink=False)
        try:
            frames = action()
        except Exception:   # noqa: BLE001 - a scene that cannot answer where its buttons are is broken too
            self.fail(traceback.format_exc(), self.label() + " (read by the monkey)")
            return
        for events in frames:
            if self.app is not app or self.summary.events >= self.limit:
                return
            self.frame(events)

    def point(self, rect: pygame.Rect | None = None) -> Point:
        if rect is None:
            w, h = self.app.size
            if self.rng.random() < 0.03:                   # a drag can go past the window's edge
                return self.rng.randint(-40, w + 40), self.rng.randint(-40, h + 40)
            return self.rng.randrange(w), self.rng.randrange(h)
        return rect.x + self.rng.randrange(max(1, rect.w)), rect.y + self.rng.randrange(max(1, rect.h))

    def button(self) -> int:
        return self.rng.choices((1, 2, 3, 4, 5), (20, 1, 2, 1, 1))[0]

    def typing(self) -> bool:
        return any(f.focus for f in getattr(self.app.top, "fields", ()))

    # ------------------------------------------------------------------ mouse

    def move(self) -> Frames:
        return [[motion(self.point(), (0, 0, 0))] for _ in range(self.rng.randint(1, 3))]

    def click(self) -> Frames:
        at = self.point()
        button = self.button()
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button, touch=False)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button, touch=False)
        return [[motion(at, (0, 0, 0)), down, up]] if self.rng.random() < 0.5 else [[down], [up]]

    def click_target(self) -> Frames:
        targets = self.targets(self.app.top)
        if not targets:
            return self.click()
        rect = self.rng.choices([r for _, r in targets], [w for w, _ in targets])[0]
        at = self.point(rect)
        frames = [[motion(at, (0, 0, 0))]]
        frames += [[pygame.event.Event(kind, pos=at, button=1, touch=False)]
                   for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        return frames

    def drag(self) -> Frames:
        start, end = self.drag_ends(self.app.top) or (self.point(), self.point())
        button = 1 if self.rng.random() < 0.9 else self.button()
        held = (1, 0, 0) if button == 1 else (0, 0, 1)
        steps = self.rng.randint(1, 5)
        frames = [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)]]
        for i in range(1, steps + 1):
            at = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            frames.append([motion(at, held)])
        frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False)])
        return frames

    def wheel(self) -> Frames:
        y = self.rng.choice((-3, -1, -1, 1, 1, 3))
        return [[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                    touch=False)] for _ in range(self.rng.randint(1, 4))]

    def inspect(self) -> Frames:
        """A card read in the viewer: right-clicked (pinned), or the pointer resting on it (the tooltip)."""
        scene = self.app.top
        spots = self.card_spots(scene)
        if not spots:
            return self.move()
        at = self.rng.choice(spots)
        if self.rng.random() < 0.4:
            down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3, touch=False)
            up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=3, touch=False)
            return [[motion(at, (0, 0, 0))], [down], [up]]
        # resting: no event for a while, as many frames as the viewer's delay takes at the frames' pace, or fewer
        return [[motion(at, (0, 0, 0))]] + [[] for _ in range(self.rng.randint(10, 60))]

    def card_spots(self, scene) -> list[Point]:
        """Screen points over a card the scene's viewer would show (its card_at says so)."""
        card_at = getattr(scene, "card_at", None)
        if card_at is None or getattr(scene, "inspector", None) is None or self.app.too_small:
            return []
        part = self.part_for(scene)
        rects = (part.card_rects(scene) if part is not None else None) or []
        points = [self.point(rect) for rect in rects] + [self.point() for _ in range(40)]
        return [p for p in points if card_at(p)]

    # ------------------------------------------------------------------ keyboard

    def press(self) -> Frames:
        key = self.rng.choices([k for k, _ in KEYS], [w for _, w in KEYS])[0]
        mod = self.rng.choices((pygame.KMOD_NONE, pygame.KMOD_SHIFT, pygame.KMOD_CTRL), (20, 3, 1))[0]
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
        if char and self.typing():
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=char))
        if self.rng.random() < 0.5:
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0))
        return [events]

    def hold(self) -> Frames:
        """A key held down: KEYDOWN, then the key repeat's further KEYDOWNs (no KEYUP between) every other frame
        or so, then KEYUP; a character is typed again with each repeat."""
        key = self.rng.choice(HELD_KEYS)
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.15 else pygame.KMOD_NONE
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        typing = bool(char) and self.typing()

        def down() -> list[pygame.event.Event]:
            events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
            return events + ([pygame.event.Event(pygame.TEXTINPUT, text=char)] if typing else [])
        frames = [down()]
        for _ in range(self.rng.randint(2, 30)):
            frames.append(down() if self.rng.random() < 0.55 else [])
        frames.append([pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)])
        return frames

    def type_text(self) -> Frames:
        n = self.rng.choice((1, 1, 2, 3, 8, 24))
        return [[pygame.event.Event(pygame.TEXTINPUT, text="".join(self.rng.choice(TEXT) for _ in range(n)))]]

    # ------------------------------------------------------------------ the window

    def resize(self, shrink: bool | None = None) -> Frames:
        """A new window size: at least the minimum or, ``shrink`` (30% of the time unless said), under it, as a
        window manager that ignores the minimum may force it."""
        if shrink is None:
            shrink = self.rng.random() < 0.3
        low, high = (self.smallest, MIN_SIZE) if shrink else (MIN_SIZE, (2560, 1440))
        if not shrink and self.rng.random() < 0.5:
            size = self.rng.choice(SCREENS)
        else:
            size = (self.rng.randint(low[0], high[0]), self.rng.randint(low[1], high[1]))
        window = self.app.window
        window.minimum_size = (1, 1) if shrink else MIN_SIZE
        window.size = size
        w, h = window.size
        return [[pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
                 pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
                 pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]]

    def fullscreen(self) -> Frames:
        return [[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)]]

    def misc(self) -> Frames:
        kind = self.rng.choice(MISC)
        attrs = {pygame.KEYUP: {"key": pygame.K_RETURN, "mod": 0, "unicode": "", "scancode": 0},
                 pygame.MOUSEBUTTONUP: {"pos": self.point(), "button": 1, "touch": False},
                 pygame.TEXTEDITING: {"text": "é", "start": 0, "length": 1},
                 pygame.WINDOWMOVED: {"x": 10, "y": 10}}.get(kind, {})
        return [[pygame.event.Event(kind, **attrs)]]

    def quit(self) -> Frames:
        return [[pygame.event.Event(pygame.QUIT)]]

    def idle(self) -> Frames:
        return [[] for _ in range(self.rng.randint(1, 40))]

    # ------------------------------------------------------------------ what is on screen

    def targets(self, scene) -> Targets:
        """Clickable places with weights: the primary button is the likeliest next step (the menu is a hub); a
        game's scenes, as its part says."""
        part = self.part_for(scene)
        found = part.targets(scene) if part is not None else None
        if found is not None:
            return found
        found = button_targets(scene, 1.0 if isinstance(scene, MenuScene) else 3.0)
        if isinstance(scene, MenuScene) and not scene.asking:     # the collection's tiles: a new game of each
            found += [(1.0, tile.rect) for tile in scene.shelf.buttons]
        elif isinstance(scene, SetupScene):   # every chosen option is lit (primary) here: Start gets its own weight
            if scene.picker is None:          # (a pick dialog, set D's species: its buttons alone)
                found += [(1.0, f.rect) for f in scene.fields] + [(5.0, scene.start_rect)]
        elif isinstance(scene, LadderScene):
            found += [(1.0, tile.rect) for tiles in scene.columns for tile in tiles]
        elif isinstance(scene, RulesScene):
            found += [(1.0, entry.rect) for entry in scene.entries]
        return found

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something: the rules' scroll bar, and what a game's part says of its scenes."""
        if isinstance(scene, RulesScene):
            return self.point(scene.bar), (scene.bar.centerx, self.point()[1])
        part = self.part_for(scene)
        return part.drag_ends(scene) if part is not None else None

    # ------------------------------------------------------------------ jumps

    def jump(self) -> None:
        """Straight to the required scene with the fewest events so far (as a player gets there in the end); once
        every scene was seen, while a game's part still aims at its decisions (one never shown, or answered too
        few times), now and then to a table of that game at the decision shown (answered) least, and while a card
        viewer of the run's was never seen, now and then to its scene."""
        app, rng, summary = self.app, self.rng, self.summary
        chance = DECISION_JUMP_ONLY if summary.only else DECISION_JUMP
        required = summary.required
        fewest = min(summary.scenes[label] for label in required)
        aims = [part.AIM for part in self.parts if part.AIM and part.aiming()
                and (summary.only is None or summary.only in part.game_ids)]
        # every scene first (a short run must see them all), then the decisions too: each game's aim its own chance,
        # in menu order
        label = next((aim for aim in aims if rng.random() < chance), None) if fewest else None
        # ... and, in a run of the whole window, the card viewers: half the other jumps go to a scene whose viewer
        # was never up (pinned or as a tooltip)
        lacking = sorted({what.rpartition(" ")[0] for what in summary.required_viewers if not summary.viewers[what]})
        if label is None and fewest and lacking and not summary.only and rng.random() < 0.5:
            label = rng.choice(lacking)
        if label is None:
            label = rng.choice([label for label in required if summary.scenes[label] == fewest])
        for part in self.parts:
            part.draw_first(rng)
        any_game = rng.choice(window_games())     # the screens every game has
        for part in self.parts:
            part.draw_last(rng)
        rules = rules_games()
        rules_game = any_game if any_game in rules else rules[0]      # (a game without rules pages: the first's)
        scenes = {
            "menu": lambda: None,
            "setup": lambda: SetupScene(app, any_game, rng.randint(1, 6)),
            "settings": lambda: SettingsScene(app),
            "rules": lambda: RulesScene(app, rules_game),
            "ladder": lambda: LadderScene(app),
            "question": lambda: None,
        }
        for part in self.parts:
            scenes.update(part.jumps())
        self.summary.jumps += 1
        self.stay = 0
        try:
            if label == "question" and not has_autosave():     # the question needs an interrupted game
                progress = rng.random() * 0.9
                savegame.autosave(self.part_of[any_game].interrupted(any_game, progress))
            app.home(scenes[label]())
            if label == "question":
                app.top.new_game()
        except Exception:   # noqa: BLE001 - a scene that cannot open on a legal game is a failure too
            self.fail(traceback.format_exc(), f"jump to {label}")


def game_kind(match: Match) -> str:
    if match.solo:
        return "solo"
    if not match.humans:
        return "watched"
    return "hot-seat" if match.hot_seat else "one human"


def buttons(scene) -> list[Button]:
    """The enabled buttons of a scene (its button column or list, back and tab buttons; the menu's question's
    alone while it is asked)."""
    if isinstance(scene, MenuScene) and scene.asking:
        return [b for b in scene.dialog.buttons if b.enabled]
    if isinstance(scene, SetupScene) and scene.picker is not None:      # a pick dialog takes the clicks
        return [b for b in scene.picker.column.buttons if b.enabled]
    column = getattr(scene, "column", None)
    found = list(column.buttons) if isinstance(column, ButtonColumn) else []
    found += [b for b in (getattr(scene, "back_button", None), getattr(scene, "dismiss_button", None)) if b]
    found += list(getattr(scene, "tabs", {}).values())
    found += [b for b in getattr(scene, "buttons", ()) if isinstance(b, Button)]
    return [b for b in found if b.enabled]



def button_targets(scene, lit: float = 3.0) -> Targets:
    """The scene's enabled buttons as click targets: the primary ones weighing ``lit``, the others 1."""
    return [(lit if b.primary else 1.0, b.rect) for b in buttons(scene)]


def describe(event: pygame.event.Event) -> str:
    """An event in a few words, for a failure report."""
    attrs = {k: v for k, v in event.dict.items() if k in ("pos", "button", "text", "y", "size")}
    if "key" in event.dict:
        attrs["key"] = pygame.key.name(event.key) or event.key
        attrs.update({"mod": event.mod} if event.mod else {})
    return f"{pygame.event.event_name(event.type)}{attrs or ''}"


def motion(at: Point, held: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=held, touch=False)


def run_monkey(events: int = 20000, seed: int = 1, size: tuple[int, int] = (1600, 900), lang: str = "en",
               keep_going: bool = False, smallest: tuple[int, int] = SMALLEST, only: str | None = None) -> Summary:
    """A monkey run on a private temporary data folder; the same arguments give the same run. ``only`` (a game of
    ``own_runs()``: "canopee", "living-forest"): the jumps go to that game's scenes and decisions only (the rest is
    reached by the run's clicks)."""
    with tempfile.TemporaryDirectory(prefix="ecosysteme-monkey-") as data, ExitStack() as stack:
        monkey = Monkey(seed, size, lang, keep_going, smallest, only)
        stack.enter_context(mock.patch.dict(os.environ, {ENV_DIR: data}))
        stack.enter_context(mock.patch.object(match_module, "WORKER", monkey.worker))
        stack.enter_context(mock.patch.object(ladder, "today", lambda: date(2025, 1, 1) + timedelta(days=seed % 365)))
        stack.enter_context(mock.patch("random.SystemRandom", monkey.system_random))
        return monkey.run(events)


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=parse_size, default=(1600, 900), help="window size, WxH")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--smallest", type=parse_size, default=SMALLEST,
                        help="the smallest window a resize below the minimum size makes, WxH")
    parser.add_argument("--keep-going", action="store_true", help="open the app again after a failure, list all")
    parser.add_argument("--only", choices=own_runs(), help="jump to this game's scenes and decisions only")
    args = parser.parse_args(argv)
    summary = run_monkey(args.events, args.seed, args.size, args.lang, args.keep_going, args.smallest, args.only)
    print(summary.report())
    return 1 if summary.failures or summary.missing() else 0


if __name__ == "__main__":
    # the games' parts import this engine as tools.monkey: run that module, not a second copy of it named __main__
    from tools.monkey import main as run_main
    sys.exit(run_main())
