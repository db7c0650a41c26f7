"""Demo mode: a whole game with computers in every seat, in the real window, with optional screenshots.

With the tour, the demo goes on as a player would from the score screen: *Replay*, every step of the game
stepped through with →, back to the scores, *Menu*, *Rules*, the game's own tab and a few pages turned (Down),
back to the menu, *Records* (the demo's own game is nobody's: the games there are the data folder's), the first
game listed opened in its replay and back, then to the menu; where the game has a lesson, its tile on the menu,
*Learn to play*, the lesson's first steps by the pointer, and Leave. Each screen of the tour is screenshot
(replay.png, rules.png, records.png, lesson.png) and said on stdout once it is on screen; a screen that does not come within its time ends the demo with an error (exit 1).
"""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.session import COMPUTER, Match, Seat

TOUR_PAGES = 3            # pages of the game's rules the tour turns
LESSON_STEPS = 3           # the lesson's steps the tour takes (a telling, its first moves)
STAGE_FRAMES = 1800       # frames a stage of the tour may wait for its screen (30 s at 60 frames a second)


def _say(line: str, err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    if stream is not None:              # None in a windowed Windows build
        print(f"ecosysteme demo: {line}", file=stream, flush=True)


class DemoDirector:
    """A frame hook that walks the app from the menu through a computer game to the score screen (and, with the
    tour, through its replay and rules)."""

    def __init__(self, game: str, players: int, seed: int, speed: float, screenshots: Path | None,
                 exit_when_done: bool, tour: bool = False) -> None:
        self.game_id, self.players, self.seed = game, players, seed
        self.speed = max(0.1, speed)
        self.screenshots = screenshots
        self.exit_when_done = exit_when_done
        self.tour = tour
        self.frames = 0
        self.stage = "menu"
        self.wait = 0.0
        self.saved: list[Path] = []
        self.reached: list[str] = []      # the tour's screens, as they were seen on screen
        self._stage_frames = 0            # frames spent in the tour's current stage
        self._pause = 0                   # frames until the tour's next key
        self.pages = 0                    # pages of the rules turned

    def shot(self, app, name: str) -> None:
        if self.screenshots is None:
            return
        path = self.screenshots / f"{name}.png"
        try:
            self.screenshots.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.surface, str(path))
        except (OSError, pygame.error) as exc:     # a full disk must not end the show
            print(f"ecosysteme: could not save the screenshot {path}: {exc}", file=sys.stderr)
            return
        self.saved.append(path)

    def __call__(self, app) -> None:
        from .games import table_scene
        from .shell.score_screen import ScoreScreen
        from .shell.table_base import TableBase

        self.frames += 1
        if self.stage == "menu" and self.frames >= 5 and self._menu_ready(app.top):
            self.shot(app, "menu")
            names = [app.t("computer_n", n=i + 1) for i in range(self.players)]
            match = Match(self.game_id, [Seat(n, COMPUTER) for n in names], seed=self.seed)
            table = table_scene(app, match, autosave=False)   # a show: the player's saved game stays
            table.pick_interval = 0.7 / self.speed
            table.spectator_speed = self.speed
            app.push(table)
            self.stage = "table"
        elif self.stage == "table":
            top = app.top
            if isinstance(top, TableBase) and top.mid_game():
                self.shot(app, "table")     # mid-game, as the table says
                self.stage = "playing"
        elif self.stage in ("playing", "scoring"):
            if isinstance(app.top, ScoreScreen):
                if self.stage != "scoring":
                    self.stage = "scoring"
                    self.wait = 0.0
                if not app.top.counting:         # the count-up has finished: the final pad
                    self.wait += 1 / 60
                if self.wait >= 1.0 / self.speed:
                    self.shot(app, "scoring")
                    if self.tour:
                        self._click(app, app.top.column.buttons, app.t("score_replay"))
                        self._next("replay")
                    else:
                        self._done(app)
        elif self.stage != "done":
            self._tour(app)

    # ------------------------------------------------------------------ the tour

    @staticmethod
    def _menu_ready(top) -> bool:
        """The menu has made its pictures (the shelf's emblems, the fan), one per frame after the first."""
        return getattr(top, "emblems_made", True) and getattr(top, "dealt", 0) >= len(getattr(top, "fan", ()))

    def _next(self, stage: str) -> None:
        self.stage = stage
        self._stage_frames = 0
        self._pause = 0

    def _done(self, app) -> None:
        self.stage = "done"
        if self.exit_when_done:
            app.quit(0)

    def _step_frames(self, seconds: float) -> int:
        """Frames between two keys of the tour: ``seconds`` at speed 1, every frame from a high speed on."""
        return max(1, round(seconds * 60 / self.speed))

    def _tour(self, app) -> None:
        from game.tutorial import has_tutorial

        from .menu import MenuScene
        from .records import RecordsScene
        from .setup import SetupScene
        from .shell.replay_base import ReplayBase
        from .rules import RulesScene
        from .shell.score_screen import ScoreScreen

        self._stage_frames += 1
        if self._stage_frames > STAGE_FRAMES:
            _say(f"the tour did not reach the {self.stage} of {self.game_id}", err=True)
            self.stage = "done"
            app.quit(1)
            return
        if self._pause > 0:
            self._pause -= 1
            return
        top = app.top
        if self.stage == "replay" and isinstance(top, ReplayBase):
            if top.index < top.last:                # every step of the game, one → at a time
                self._key(app, pygame.K_RIGHT)
                self._pause = self._step_frames(0.35)
                return
            self.shot(app, "replay")
            self.reached.append("replay")
            _say(f"replay of {self.game_id} stepped through, step {top.index} of {top.last}")
            self._key(app, pygame.K_ESCAPE)         # back to the scores, as they were
            self._next("scores")
        elif self.stage == "scores" and isinstance(top, ScoreScreen):
            self._click(app, top.column.buttons, app.t("score_menu"))
            self._next("menu_again")
        elif self.stage == "menu_again" and isinstance(top, MenuScene):
            self._click(app, top.column.buttons, app.t("rules"))
            self._next("rules")
        elif self.stage == "rules" and isinstance(top, RulesScene):
            if top.game_id != self.game_id:            # the game's own tab
                self._click(app, [top.tabs[self.game_id]], top.tabs[self.game_id].label)
                self._pause = self._step_frames(0.5)
                return
            if self.pages < TOUR_PAGES:             # a few pages turned
                self._key(app, pygame.K_DOWN)
                self.pages += 1
                self._pause = self._step_frames(0.8)
                return
            sections = top.sections()
            self.shot(app, "rules")
            self.reached.append("rules")
            _say(f"rules of {self.game_id}, page {sections.index(top.section) + 1} of {len(sections)}")
            self._key(app, pygame.K_ESCAPE)         # back to the menu
            self._next("to_records")
        elif self.stage == "to_records" and isinstance(top, MenuScene):
            self._click(app, top.column.buttons, app.t("records"))
            self._next("records")
        elif self.stage == "records" and isinstance(top, RecordsScene) and not top.loading():
            self.shot(app, "records")
            self.reached.append("records")
            _say(f"records of {len(top.records.records)} games, {len(top.rows)} listed")
            if top.rows:                            # the newest game listed, replayed from the records
                row = top.rows[0].rect.center
                self._click_at(app, row)
                self._next("records_replay")
            else:
                self._key(app, pygame.K_ESCAPE)
                self._next("to_lesson" if has_tutorial(self.game_id) else "leaving")
        elif self.stage == "records_replay" and isinstance(top, ReplayBase):
            _say(f"a recorded game of {top.match.game_id} replayed from the records, step {top.index} of {top.last}")
            self._key(app, pygame.K_ESCAPE)         # back to the records, then to the menu
            self._next("records_back")
        elif self.stage == "records_back" and isinstance(top, RecordsScene):
            self._key(app, pygame.K_ESCAPE)
            self._next("to_lesson" if has_tutorial(self.game_id) else "leaving")
        elif self.stage == "to_lesson" and isinstance(top, MenuScene):
            # Learn to play: the game's tile on the menu's shelf, then Learn to play on its setup
            tile = next(t for t in top.shelf.buttons if t.game_id == self.game_id)
            self._click_at(app, tile.rect.center)
            self._next("lesson_setup")
        elif self.stage == "lesson_setup" and isinstance(top, SetupScene) and top.learn_button is not None:
            self._click(app, [top.learn_button], top.learn_button.label)
            self._next("lesson")
        elif self.stage == "lesson" and getattr(top, "coach", None) is not None:
            self._lesson(app, top)
        elif self.stage == "lesson_leave" and getattr(top, "confirming_leave", False):
            self._click(app, top.column.buttons, app.t("leave_yes"))
            self._next("leaving")
        elif self.stage == "leaving" and isinstance(top, MenuScene):
            self._done(app)

    def _lesson(self, app, table) -> None:
        """The lesson's first steps by the pointer, as a player takes them: Next on a telling step, a click or a
        drag where the panel points; then its screenshot, and Escape and Leave (the lesson is kept)."""
        coach = table.coach
        if table.thinking is not None or table.playing_show() or coach.state() == "watch" \
                or table.time < max(table.quiet_until, coach.quiet_until):
            return
        if coach.lesson.index >= LESSON_STEPS or coach.state() != "step":
            self.shot(app, "lesson")
            self.reached.append("lesson")
            _say(f"lesson of {self.game_id}: step {coach.lesson.index + 1} of {len(coach.lesson.script.steps)}")
            self._key(app, pygame.K_ESCAPE)
            self._next("lesson_leave")
            return
        _, step = coach.step()
        if step.telling:
            self._click(app, coach.buttons.buttons, app.t("tut_next"))
        else:
            marks = coach.gesture()
            if len(marks) == 1:
                self._click_at(app, marks[0].center)
            elif marks:
                self._drag(app, marks[0].center, marks[-1].center)
        self._pause = self._step_frames(0.5)

    @classmethod
    def _click(cls, app, buttons, label: str) -> None:
        """A click on the button ``label`` of ``buttons``, as the mouse makes it (through the app's events)."""
        button = next(b for b in buttons if b.label == label)
        cls._click_at(app, button.rect.center)

    @staticmethod
    def _drag(app, start, end) -> None:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for i in range(1, 5):
            pos = (start[0] + (end[0] - start[0]) * i // 4, start[1] + (end[1] - start[1]) * i // 4)
            app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    @staticmethod
    def _click_at(app, pos) -> None:
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    @staticmethod
    def _key(app, key: int) -> None:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def start_demo(app, game: str | None = None, players: int = 4, seed: int = 1, speed: float = 1.0,
               screenshots: str | None = None, exit_when_done: bool = False, tour: bool = False) -> DemoDirector:
    if game is None:                          # the first game of the menu
        from .games import window_games

        game = window_games()[0]
    director = DemoDirector(game, players, seed, speed, Path(screenshots) if screenshots else None, exit_when_done,
                            tour)
    app.frame_hooks.append(director)
    return director
