"""New game: which game, how many seats (or solo), who sits where."""
from __future__ import annotations

import random

import pygame

from game.session import COMPUTER, HUMAN, Match, Seat

from .base import Scene
from .ui import INK, INK_SOFT, Button, ButtonColumn, TextField, panel

GAMES = ("forest", "savane")
COUNTS = (1, 2, 3, 4, 5, 6)   # 1 = solo


class SetupScene(Scene):
    def __init__(self, app, game_id: str = "forest", count: int = 4) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.count = count
        self.names = [self.t("player_n", n=i + 1) for i in range(6)]
        self.kinds = [HUMAN] + [COMPUTER] * 5
        self.fields: list[TextField] = []
        self.column = ButtonColumn()
        self.dt = 0.0

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self._store_names()
        w, h = size
        self.box = pygame.Rect(0, 0, min(1100, w - 80), min(660, h - 60))
        self.box.center = (w // 2, h // 2)
        x0 = self.box.x + 40
        buttons: list[Button] = []
        # the game
        self.game_row = pygame.Rect(x0, self.box.y + 96, self.box.w - 80, 56)
        for i, gid in enumerate(GAMES):
            rect = pygame.Rect(self.game_row.x + 220 + i * 250, self.game_row.y, 230, 52)
            buttons.append(Button(self.app.catalogue[gid].name(self.app.lang), self._pick_game(gid), rect,
                                  primary=gid == self.game_id, size=22))
        # the seat count
        self.count_row = pygame.Rect(x0, self.game_row.bottom + 22, self.box.w - 80, 56)
        for i, n in enumerate(COUNTS):
            rect = pygame.Rect(self.count_row.x + 220 + i * 84, self.count_row.y, 74, 52)
            label = self.t("solo") if n == 1 else str(n)
            buttons.append(Button(label, self._pick_count(n), rect, primary=n == self.count, size=22))
        # the seats
        self.fields = []
        top = self.count_row.bottom + 30
        row_h = 52 if self.box.h >= 640 else 46
        self.seat_rows = []
        for i in range(self.count):
            row = pygame.Rect(x0, top + i * (row_h + 8), self.box.w - 80, row_h)
            self.seat_rows.append(row)
            self.fields.append(TextField(self.names[i], pygame.Rect(row.x + 220, row.y, 300, row_h - 4)))
            if self.count > 1:
                label = self.t("human" if self.kinds[i] == HUMAN else "computer")
                buttons.append(Button(label, self._toggle_kind(i), pygame.Rect(row.x + 540, row.y, 200, row_h - 4),
                                      size=20))
        self.start_rect = pygame.Rect(0, 0, 260, 60)
        self.start_rect.bottomright = (self.box.right - 40, self.box.bottom - 28)
        back = pygame.Rect(0, 0, 200, 60)
        back.bottomleft = (self.box.x + 40, self.box.bottom - 28)
        buttons.append(Button(self.t("back"), self.back, back))
        buttons.append(Button(self.t("start"), self.start, self.start_rect, primary=True, size=26))
        self.column.set(buttons)

    def _store_names(self) -> None:
        for i, field in enumerate(self.fields):
            self.names[i] = field.text.strip() or self.t("player_n", n=i + 1)

    def _pick_game(self, gid: str):
        def pick() -> None:
            self.game_id = gid
            self.layout(self.app.size)
        return pick

    def _pick_count(self, n: int):
        def pick() -> None:
            self.count = n
            self.layout(self.app.size)
        return pick

    def _toggle_kind(self, i: int):
        def toggle() -> None:
            self.kinds[i] = COMPUTER if self.kinds[i] == HUMAN else HUMAN
            self.layout(self.app.size)
        return toggle

    # ------------------------------------------------------------------ starting

    def seats(self) -> list[Seat]:
        self._store_names()
        if self.count == 1:
            return [Seat(self.names[0], HUMAN)]
        return [Seat(self.names[i], self.kinds[i]) for i in range(self.count)]

    def start(self) -> None:
        from .table import TableScene

        match = Match(self.game_id, self.seats(), seed=random.SystemRandom().randrange(2**31), solo=self.count == 1)
        self.app.push(TableScene(self.app, match))

    # ------------------------------------------------------------------ events and drawing

    def handle(self, event: pygame.event.Event) -> bool:
        for field in self.fields:
            if field.handle(event):
                return True
        return self.column.handle(event)

    def update(self, dt: float) -> None:
        self.dt = dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts = self.app.fonts
        panel(surface, self.box)
        title = fonts.text(self.t("setup_title"), "title", 40, INK)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 26)))
        for key, row in (("choose_game", self.game_row), ("players", self.count_row)):
            label = fonts.text(self.t(key), "bold", 24, INK)
            surface.blit(label, label.get_rect(midleft=(row.x, row.y + 27)))
        for i, row in enumerate(self.seat_rows):
            label = fonts.text(f"{i + 1}.", "bold", 22, INK_SOFT)
            surface.blit(label, label.get_rect(midleft=(row.x + 180, row.centery)))
        for field in self.fields:
            field.draw(surface, fonts, self.dt)
        rules = self.app.catalogue[self.game_id]
        note = None
        if self.count == 1:
            note = self.t("solo_note", name=rules.solo.opponent, easy=rules.solo.levels[0][1])
        elif self.count == 2:
            note = self.t("neutral_note")
        if note:
            top = self.seat_rows[-1].bottom + 24 if self.seat_rows else self.count_row.bottom + 24
            for i, line in enumerate(fonts.wrap(note, "italic", 20, INK_SOFT, self.box.w - 80)):
                surface.blit(line, (self.box.x + 40, top + i * 26))
        self.column.draw(surface, fonts)
