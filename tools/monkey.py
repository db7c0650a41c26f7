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

This file is the engine, shared by every game: the run, its frames and checks, and the jumps; the events it sends
are tools/monkey_events.py's, the checks any game's state and table must pass (the protocol's invariants and JSON
round trip, a finished game replayed from its log, the seat on screen, the hand-off screen) and a part's defaults
tools/monkey_kit.py's, the held worker and the summary tools/monkey_report.py's. It reads the registry and names
no game. What is a game's own — its
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
import sys
import tempfile
import time
import traceback
from collections import deque
from contextlib import ExitStack
from datetime import date, timedelta
from pathlib import Path
from typing import Callable
from unittest import mock

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import ladder, savegame  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402
from game.session import Match  # noqa: E402
from game.userdata import ENV_DIR, Settings, has_autosave  # noqa: E402
from scenes.shell import match as match_module  # noqa: E402
from scenes.shell import recorder as recorder_module  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.games import window_games  # noqa: E402
from scenes.ladder import LadderScene  # noqa: E402
from scenes.records import RecordsScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.rules import RulesScene, rules_games  # noqa: E402
from scenes.settings import SettingsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from game.tutorial import scripts as tutorial_scripts  # noqa: E402
from scenes.shell.table_base import TableBase  # noqa: E402
from tools.parts import part_module, window_packages  # noqa: E402
from tools.monkey_events import ROOM_CHANCE, SMALLEST, Events  # noqa: E402
from tools.monkey_kit import GamePart, check_still, describe, require  # noqa: E402
from tools.monkey_report import Failure, HeldWorker, InlineWorker, Summary  # noqa: E402

# the shell's scenes a run must reach (question = the menu asking before a new game replaces the interrupted one):
# listed around the first game's own, then the other games' (the order decides which of the scenes seen least a
# jump picks: it is the order the monkey has always had, so that a seed replays the run it always did)
SHELL_FIRST = ("menu", "question", "setup")
SHELL_LATER = ("ladder", "settings", "rules", "records", "rules over table", "lesson")
LABELS = {MenuScene: "menu", SetupScene: "setup", LadderScene: "ladder", SettingsScene: "settings",
          RulesScene: "rules", RecordsScene: "records"}
DECISION_JUMP = 0.3        # per jump, while a game's decision was never shown (answered): a table at one of them
DECISION_JUMP_ONLY = 0.6   # ... in a run of one game's jumps, whose jumps come twice as often (a short run)
JUMP_CHANCE = 1 / 80       # per action: jump to the least-visited scene
STAY_LIMIT = 500           # events in one kind of scene before a jump is due


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


class Stop(Exception):
    """The first failure ends a run without --keep-going."""


class Monkey(Events):
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
        if isinstance(scene, TableBase) and scene.coach is not None:
            return "lesson"                 # Learn to play: any game's lesson on its table
        part = self.part_for(scene)
        label = part.label(scene) if part is not None else None
        if label is not None:
            return label
        if isinstance(scene, MenuScene) and scene.asking:
            return "question"
        if isinstance(scene, RulesScene) and scene.over is not None:
            return "rules over table"
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
            "records": lambda: RecordsScene(app),
            "question": lambda: None,
        }
        for part in self.parts:
            scenes.update(part.jumps())
        self.summary.jumps += 1
        self.stay = 0
        try:
            if label == "rules over table":        # a table of any game, then its rules by F1, as at play
                tables = [part.TABLE for part in self.parts if part.TABLE in scenes]
                app.home(scenes[rng.choice(tables)]())
                app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
                return
            if label == "lesson":                  # Learn to play, from the setup's button, as a player opens it
                setup = SetupScene(app, rng.choice(sorted(tutorial_scripts())))
                app.home(setup)
                setup.learn()
                return
            if label == "question" and not has_autosave():     # the question needs an interrupted game
                progress = rng.random() * 0.9
                savegame.autosave(self.part_of[any_game].interrupted(any_game, progress))
            app.home(scenes[label]())
            if label == "question":
                app.top.new_game()
        except Exception:   # noqa: BLE001 - a scene that cannot open on a legal game is a failure too
            self.fail(traceback.format_exc(), f"jump to {label}")


def run_monkey(events: int = 20000, seed: int = 1, size: tuple[int, int] = (1600, 900), lang: str = "en",
               keep_going: bool = False, smallest: tuple[int, int] = SMALLEST, only: str | None = None) -> Summary:
    """A monkey run on a private temporary data folder; the same arguments give the same run. ``only`` (a game of
    ``own_runs()``: "canopee", "living-forest"): the jumps go to that game's scenes and decisions only (the rest is
    reached by the run's clicks)."""
    with tempfile.TemporaryDirectory(prefix="ecosysteme-monkey-") as data, ExitStack() as stack:
        monkey = Monkey(seed, size, lang, keep_going, smallest, only)
        stack.enter_context(mock.patch.dict(os.environ, {ENV_DIR: data}))
        stack.enter_context(mock.patch.object(match_module, "WORKER", monkey.worker))
        stack.enter_context(mock.patch.object(recorder_module, "RECORDER", InlineWorker()))
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
