"""Demo mode: a whole game with computers in every seat, in the real window, with optional screenshots."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.session import COMPUTER, Match, Seat


class DemoDirector:
    """A frame hook that walks the app from the menu through a computer game to the score screen."""

    def __init__(self, game: str, players: int, seed: int, speed: float, screenshots: Path | None,
                 exit_when_done: bool) -> None:
        self.game, self.players, self.seed = game, players, seed
        self.speed = max(0.1, speed)
        self.screenshots = screenshots
        self.exit_when_done = exit_when_done
        self.frames = 0
        self.stage = "menu"
        self.wait = 0.0
        self.saved: list[Path] = []

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
        if self.stage == "menu" and self.frames >= 5:
            self.shot(app, "menu")
            names = [app.t("computer_n", n=i + 1) for i in range(self.players)]
            match = Match(self.game, [Seat(n, COMPUTER) for n in names], seed=self.seed)
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
                    self.stage = "done"
                    if self.exit_when_done:
                        app.quit(0)


def start_demo(app, game: str = "forest", players: int = 4, seed: int = 1, speed: float = 1.0,
               screenshots: str | None = None, exit_when_done: bool = False) -> DemoDirector:
    director = DemoDirector(game, players, seed, speed, Path(screenshots) if screenshots else None, exit_when_done)
    app.frame_hooks.append(director)
    return director
