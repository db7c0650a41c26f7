"""Monkey test: seeded random mouse, keyboard and window events through every scene of the real window.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/monkey.py --events 20000 --seed 1
    .venv/bin/python tools/monkey.py --events 5000 --seed 7 --size 1280x720 --lang fr --keep-going

Opens the real App on a private temporary data folder (the player's settings and ladder are never touched) and
feeds it random events: mouse motion, clicks and drags biased towards what is on screen (buttons, the menu's
question, hand cards, legal cells, tiles, lion prey), right-clicks and resting pointers on cards (the card
viewer, pinned or as a tooltip, at the table, the score screen and the replay), keys, held keys repeating,
typed text, the wheel, window resizes to the usual screen sizes and to any other (below the minimum size too:
the window then asks for room, and gets it a few actions later), full screen, and the odd QUIT (the app is then
opened again, as after any way out). Games are played to the score screen; now and then the monkey jumps to
the scene it has seen least (a hot-seat table, a Lapin about to swap, a game's last pick, the menu asking
before a new game replaces an interrupted one, a replay...), so that every scene is reached. After every frame
the game state's invariants are checked. A frame without events is run as the main loop runs it (drawn only
if the scene says it moves): the picture left on screen must then be the one the scene would draw. Computers
and hints think in a held worker: a job runs when the monkey releases it, a few frames later, so one seed
always gives the same run.

Exit status 1 at the first exception or broken invariant (with --keep-going the app is opened again after
each one, and all of them are listed at the end), or when a scene of REQUIRED or a card viewer of VIEWERS
was never reached.
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
from collections import Counter, deque
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
from game.ecosysteme.actions import LegalPicks  # noqa: E402
from game.catalogue import GRID_CELLS  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402
from game.session import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.ecosysteme.state import Game  # noqa: E402
from game.userdata import ENV_DIR, Settings, has_autosave  # noqa: E402
from scenes.shell import match as match_module  # noqa: E402
from scenes.app import MIN_SIZE, App  # noqa: E402
from scenes.ladder import LadderScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.replay import ReplayScene  # noqa: E402
from scenes.rules import RulesScene  # noqa: E402
from scenes.scoring import ScoringScene  # noqa: E402
from scenes.settings import SettingsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from scenes.table import TableScene  # noqa: E402
from scenes.ui import Button, ButtonColumn  # noqa: E402

# the scenes a run must reach: swap = the table waiting for a Lapin's swap, privacy = the hot-seat hand-off screen,
# question = the menu asking before a new game replaces the interrupted one
REQUIRED = ("menu", "question", "setup", "table", "swap", "privacy", "scoring", "replay", "ladder", "settings",
            "rules")
LABELS = {MenuScene: "menu", SetupScene: "setup", ScoringScene: "scoring", LadderScene: "ladder",
          SettingsScene: "settings", RulesScene: "rules", ReplayScene: "replay"}
# the scenes with a card viewer, and how it must have been seen in each: pinned (a right-click) and as a tooltip
VIEWER_SCENES = {TableScene: "table", ScoringScene: "scoring", ReplayScene: "replay"}
VIEWERS = tuple(f"{place} {how}" for place in VIEWER_SCENES.values() for how in ("pinned", "tooltip"))
# window sizes players have (a resize picks one of these half the time, else any size)
SCREENS = ((1280, 720), (1280, 800), (1366, 768), (1440, 900), (1536, 864), (1600, 900), (1920, 1080),
           (1920, 1200), (2560, 1440))
GAMES = ("forest", "savane")
LEVELS = ("easy", "easy", "medium", "medium", "hard")    # computers of forced games (Hard thinks longest)
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


class Broken(AssertionError):
    """A game-state or window invariant does not hold."""


def require(ok: bool, what: str) -> None:
    if not ok:
        raise Broken(what)


def scene_label(scene) -> str:
    if isinstance(scene, TableScene):
        if scene.confirming_leave:
            return "leave"
        if scene.private:
            return "privacy"
        if scene.pending_rabbit:
            return "swap"
        if scene.spectating:
            return "watch"
        return "discard" if scene.discarding else "table"
    if isinstance(scene, MenuScene) and scene.asking:
        return "question"
    return LABELS.get(type(scene), type(scene).__name__.removesuffix("Scene").lower())


# ---------------------------------------------------------------------- invariants

def check_game(game: Game) -> None:
    """Every card in one place, ecosystems within 4x5 and connected, hand sizes (the game's own invariants),
    and the JSON round trip."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    require(Game.from_text(game.to_text()).to_dict() == game.to_dict(), "the game does not survive its JSON")


def check_table(scene: TableScene) -> None:
    """The screen belongs to the human whose choice is awaited; the game can always move on."""
    match, game = scene.match, scene.match.game
    if scene.spectating:
        require(not match.humans, "spectating a game with humans")
    else:
        seat = scene.seat
        require(seat is not None and match.seats[seat].human, f"the screen belongs to seat {seat}, not a human")
        waiting = match.waiting_humans()
        require(not waiting or seat in waiting, f"seat {seat} on screen while {waiting} must choose")
        require(game.over or bool(waiting) or scene.thinking is not None, "nobody can move: the game is stuck")
        if scene.pending_rabbit:
            kind, cell = scene.pending_rabbit
            require(game.pending[seat] is None and kind in match.view(seat).hand
                    and game.ecosystems[seat].is_legal(cell), f"a swap pending for {scene.pending_rabbit}")
    require(not scene.private or match.hot_seat, "the hand-off screen without a second human")
    require(not game.over or scene.finishing, "the game is over but the table stays")


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
    failures: list[Failure] = field(default_factory=list)
    digest: str = ""

    def missing(self, viewers: bool = True) -> list[str]:
        """The scenes of REQUIRED never reached and (``viewers``) the card viewers of VIEWERS never seen."""
        return [label for label in REQUIRED if not self.scenes[label]] + \
            [f"the card viewer ({what})" for what in VIEWERS if viewers and not self.viewers[what]]

    def report(self) -> str:
        kinds = ", ".join(f"{n} {kind}" for kind, n in self.game_kinds.most_common())
        lines = [f"monkey: seed {self.seed}, {self.events} events, {self.size[0]}x{self.size[1]}, {self.lang}",
                 f"  {self.frames} frames in {self.seconds:.1f} s; invariants checked in {self.checks} frames, "
                 f"{self.states} distinct game states",
                 f"  games: {self.games_started} started ({kinds}), {self.games_finished} played to the score screen; "
                 f"{self.restarts} app restarts; {self.jumps} jumps to a scene; {self.jobs} worker jobs",
                 f"  {self.stills} frames left undrawn by the main loop (a still scene), their picture checked",
                 "  card viewer up, frames: " + (", ".join(f"{what} {n}" for what, n in sorted(self.viewers.items()))
                                                  or "none"),
                 "  events per scene:"]
        lines += [f"    {label:<10} {n:>6}" for label, n in self.scenes.most_common()]
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
                 smallest: tuple[int, int]) -> None:
        self.rng = random.Random(seed)
        self.size = size
        self.smallest = smallest
        self.keep_going = keep_going
        self.summary = Summary(seed, size, lang)
        self.worker = HeldWorker()
        self.app: App | None = None
        self.limit = 0
        self.stay = 0                                   # events since the top scene's type last changed
        self.last_type: type | None = None
        self.matches: dict[int, tuple[Match, bool]] = {}   # every match seen (kept: ids stay unique)
        self.checked = None                             # the game state last checked
        self.hash = hashlib.sha1()
        self.recent = deque(maxlen=12)                  # the last frames' events, for a failure report

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
        place = VIEWER_SCENES.get(type(scene))
        inspector = getattr(scene, "inspector", None)
        if place and inspector is not None and inspector.shown is not None and not app.too_small:
            self.summary.viewers[f"{place} {'pinned' if inspector.pinned else 'tooltip'}"] += 1
        self.hash.update(self.label().encode())
        if isinstance(scene, TableScene):
            check_table(scene)
        match = getattr(scene, "match", None)
        if not isinstance(match, Match):
            return
        game = match.game
        self.summary.checks += 1
        if id(match) not in self.matches:
            self.matches[id(match)] = (match, not game.over)
            if not game.over:
                self.summary.games_started += 1
                self.summary.game_kinds[game_kind(match)] += 1
        key = (id(game), len(game.history), game.phase, tuple(p is None for p in game.pending), len(game.opponent))
        if key == self.checked:
            return
        self.checked = key
        self.hash.update(repr(key[1:]).encode())
        check_game(game)
        self.summary.states += 1
        if game.over and self.matches[id(match)][1]:
            self.matches[id(match)] = (match, False)
            self.summary.games_finished += 1

    # ------------------------------------------------------------------ choosing what to do

    def label(self) -> str:
        """What is on screen: the top scene, or the message asking for a larger window."""
        return "too small" if self.app.too_small else scene_label(self.app.top)

    def act(self) -> None:
        if self.stay > STAY_LIMIT or self.rng.random() < JUMP_CHANCE:
            self.jump()
            return
        app = self.app
        playing = isinstance(app.top, TableScene) and not app.top.private
        viewer = {TableScene: 5, ScoringScene: 10, ReplayScene: 10}.get(type(app.top), 0)   # the card viewer's
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
        rects: list[pygame.Rect] = []
        if isinstance(scene, TableScene) and scene.seat is not None:
            rects += [rect for _, rect in scene.hand_rects()]
            board = scene.board()
            rects += [board.rect(cell) for cell in scene.placed()]
            rects += [token for *_, tokens in scene.mini_contents() for token, _, _ in tokens]
        elif isinstance(scene, ScoringScene):
            rects += [scene.cell_rect(i, k) for i in range(scene.count) for k in range(GRID_CELLS)]
        elif isinstance(scene, ReplayScene) and hasattr(scene, "blocks"):
            rects += [scene.cell_rect(n, k) for n, (what, seat) in enumerate(scene.slots())
                      for k in scene.board(what, seat)[0]]
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

    def targets(self, scene) -> list[tuple[float, pygame.Rect]]:
        """Clickable places with weights: the primary button is the likeliest next step (the menu is a hub)."""
        lit = 1.0 if isinstance(scene, MenuScene) else 3.0
        found = [(lit if b.primary else 1.0, b.rect) for b in buttons(scene)]
        if isinstance(scene, SetupScene):     # every chosen option is lit (primary) here: Start gets its own weight
            found += [(1.0, f.rect) for f in scene.fields] + [(5.0, scene.start_rect)]
        elif isinstance(scene, TableScene) and scene.seat is not None and not scene.private \
                and not scene.confirming_leave:
            found += [(1.0, rect) for _, rect in scene.hand_rects()]
            legal = scene.legal()
            if isinstance(legal, LegalPicks):
                board = scene.board()
                found += [(0.5, board.rect(cell)) for cell in legal.cells]
            found += [(0.3, rect) for _, _, rect in scene.mini_boards()]
        elif isinstance(scene, ScoringScene):
            found += [(2.0, scene.cell_rect(i, k)) for i in scene.choosable
                      for k in scene.score.players[i].lion_candidates]
            found += [(0.2, scene.row_rect(key)) for key in scene.rows]
            found += [(0.2, scene.header_rect(i)) for i in range(scene.count)]
        elif isinstance(scene, LadderScene):
            found += [(1.0, tile.rect) for tiles in scene.columns for tile in tiles]
        elif isinstance(scene, RulesScene):
            found += [(1.0, entry.rect) for entry in scene.entries]
        return found

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something: a hand card to a legal cell (or to the solo opponent), a Lapin's swap,
        the rules' scroll bar."""
        if isinstance(scene, RulesScene):
            return self.point(scene.bar), (scene.bar.centerx, self.point()[1])
        if not isinstance(scene, TableScene) or scene.seat is None or scene.spectating or scene.private \
                or scene.confirming_leave:
            return None
        board = scene.board()
        if scene.pending_rabbit:
            cells = scene.match.game.ecosystems[scene.seat].cells() + [scene.pending_rabbit[1]]
            a, b = self.rng.sample(cells, 2) if len(cells) > 1 else (cells[0], cells[0])
            return self.point(board.rect(a)), self.point(board.rect(b))
        hand = scene.hand_rects()
        if not hand:
            return None
        rect = self.rng.choice(hand)[1]
        if scene.discarding:
            opponent = [r for _, what, r in scene.mini_boards() if what[0] == "opponent"]
            return self.point(rect), self.point(opponent[0] if opponent else None)
        legal = scene.legal()
        if not isinstance(legal, LegalPicks) or not legal.cells:
            return self.point(rect), self.point()
        swapping = [r for k, r in hand if legal.swap_count(k)]
        if swapping and self.rng.random() < 0.6:     # a Lapin that can swap: take it, for the swap screen
            rect = self.rng.choice(swapping)
        return self.point(rect), self.point(board.rect(self.rng.choice(legal.cells)))

    # ------------------------------------------------------------------ jumps

    def jump(self) -> None:
        """Straight to the required scene with the fewest events so far (as a player gets there in the end)."""
        fewest = min(self.summary.scenes[label] for label in REQUIRED)
        label = self.rng.choice([label for label in REQUIRED if self.summary.scenes[label] == fewest])
        app, rng = self.app, self.rng
        game_id = rng.choice(GAMES)
        hot_seat = rng.randint(2, 4)
        scenes = {
            "menu": lambda: None,
            "setup": lambda: SetupScene(app, game_id, rng.randint(1, 6)),
            "settings": lambda: SettingsScene(app),
            "rules": lambda: RulesScene(app, game_id),
            "ladder": lambda: LadderScene(app),
            "table": lambda: TableScene(app, self.new_match(game_id, humans=1, progress=rng.random())),
            "privacy": lambda: TableScene(app, self.new_match(game_id, humans=hot_seat, progress=rng.random())),
            "swap": lambda: TableScene(app, self.rabbit_match()),
            "scoring": lambda: TableScene(app, self.last_pick_match()),
            "replay": lambda: self.replay(game_id),
            "question": lambda: None,
        }
        self.summary.jumps += 1
        self.stay = 0
        try:
            if label == "question" and not has_autosave():     # the question needs an interrupted game
                savegame.autosave(self.new_match(game_id, humans=rng.randint(1, 2), progress=rng.random() * 0.9))
            app.home(scenes[label]())
            if label == "question":
                app.top.new_game()
        except Exception:   # noqa: BLE001 - a scene that cannot open on a legal game is a failure too
            self.fail(traceback.format_exc(), f"jump to {label}")

    def replay(self, game_id: str) -> ReplayScene:
        """The replay of a game played some or all of the way, opened on one of its steps."""
        scene = ReplayScene(self.app, self.new_match(game_id, humans=self.rng.randint(0, 2),
                                                     progress=self.rng.choice((1.0, self.rng.random()))))
        scene.go(self.rng.randint(0, scene.last))
        return scene

    def new_match(self, game_id: str, humans: int, progress: float = 0.0, solo: bool = False) -> Match:
        """A new match (``humans`` humans, then computers up to 2-6 seats), played ``progress`` of the way."""
        rng = self.rng
        count = 1 if solo else max(humans, rng.randint(2, 6))
        seats = [Seat(f"P{i + 1}", HUMAN) if i < humans else Seat(f"C{i + 1}", COMPUTER, rng.choice(LEVELS))
                 for i in range(count)]
        match = Match(game_id, seats, seed=rng.getrandbits(31), solo=solo)
        game = match.game
        steps = game.rules.solo.turns * 2 if solo else game.rules.rounds * game.rules.picks_per_round
        self.play(match, int(progress * (steps - 1)))
        return match

    def play(self, match: Match, steps: int, until: Callable[[Match], bool] = lambda m: False) -> None:
        """Random legal choices for the humans, the computers' own for the rest: ``steps`` reveals (or solo steps)."""
        rng = random.Random(self.rng.getrandbits(32))
        game = match.game
        for _ in range(steps):
            if game.over or until(match):
                return
            for seat in match.waiting_humans():
                legal = game.legal_actions(seat)
                match.submit(seat, legal[rng.randrange(len(legal))])
            match.play_computers()

    def rabbit_match(self) -> Match:
        """A Forêt match where the first human holds a Lapin that can swap (the table's swap screen is a drag away)."""
        while True:
            match = self.new_match("forest", humans=self.rng.randint(1, 2))

            def ready(m: Match) -> bool:
                legal = m.game.legal_actions(0)
                return isinstance(legal, LegalPicks) and any(legal.swap_count(k) for k in legal.cards)
            self.play(match, 19, until=ready)
            if not match.over and ready(match):
                return match

    def last_pick_match(self) -> Match:
        """A match one choice from its end: a hot-seat or solo game, or a challenge of the ladder."""
        rng = self.rng
        if rng.random() < 0.3:
            game_id = rng.choice(GAMES)
            if rng.random() < 0.5:
                challenge = ladder.daily_challenge(game_id, ladder.today())
            else:
                progress, _ = ladder.Progress.load(self.summary.lang)
                challenge = ladder.rung_challenge(game_id, progress.current_rung(game_id))
            match = Match(game_id, [Seat("P1", HUMAN)], seed=challenge.seed, solo=True, challenge=challenge)
            self.play(match, match.rules.solo.turns * 2 - 1)
            return match
        solo = rng.random() < 0.3
        return self.new_match(rng.choice(GAMES), humans=1 if solo else rng.randint(1, 3), progress=1.0, solo=solo)


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
    column = getattr(scene, "column", None)
    found = list(column.buttons) if isinstance(column, ButtonColumn) else []
    found += [b for b in (getattr(scene, "back_button", None), getattr(scene, "dismiss_button", None)) if b]
    found += list(getattr(scene, "tabs", {}).values())
    found += [b for b in getattr(scene, "buttons", ()) if isinstance(b, Button)]
    return [b for b in found if b.enabled]


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
               keep_going: bool = False, smallest: tuple[int, int] = SMALLEST) -> Summary:
    """A monkey run on a private temporary data folder; the same arguments give the same run."""
    with tempfile.TemporaryDirectory(prefix="ecosysteme-monkey-") as data, ExitStack() as stack:
        monkey = Monkey(seed, size, lang, keep_going, smallest)
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
    args = parser.parse_args(argv)
    summary = run_monkey(args.events, args.seed, args.size, args.lang, args.keep_going, args.smallest)
    print(summary.report())
    return 1 if summary.failures or summary.missing() else 0


if __name__ == "__main__":
    sys.exit(main())
