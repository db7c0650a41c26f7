"""New game: which game, how many seats (or solo), who sits where."""
from __future__ import annotations

import random

import pygame

from game.session import COMPUTER, HUMAN, Match, Seat

from .base import Scene
from .ui import BAD, INK, INK_SOFT, PANEL_EDGE, Button, ButtonColumn, TextField, panel

GAMES = ("forest", "savane")
COUNTS = (1, 2, 3, 4, 5, 6)   # 1 = solo
EMBLEM = {"forest": ("bear", "meadow"), "savane": ("lion", "waterhole")}   # the cards on each game's tile
SEAT_COLOURS = [(196, 98, 60), (64, 122, 176), (112, 150, 64), (150, 90, 160), (200, 156, 40), (70, 150, 140)]
NAME_LEN = 16
LEVELS = ("easy", "medium", "hard")          # the computer opponents offered (game.agents.AGENTS)
# the segments of a seat's "who plays" control: a human, or a computer at one of the levels
PLAYS = [(HUMAN, None)] + [(COMPUTER, level) for level in LEVELS]


class SetupScene(Scene):
    def __init__(self, app, game_id: str = "forest", count: int = 4) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.count = count
        self.kinds = [HUMAN] + [COMPUTER] * 5
        self.levels = ["medium"] * 6
        self.names = [self._default_name(i) for i in range(6)]
        self.fields: list[TextField] = []
        self.column = ButtonColumn()
        self.dt = 0.0

    # ------------------------------------------------------------------ names

    def _default_name(self, i: int) -> str:
        return self.t("player_n" if self.kinds[i] == HUMAN else "computer_n", n=i + 1)

    def _is_default(self, i: int, name: str) -> bool:
        return name in {self.t("player_n", n=i + 1), self.t("computer_n", n=i + 1), ""}

    def _store_names(self) -> None:
        for i, field in enumerate(self.fields):
            self.names[i] = field.text.strip() or self._default_name(i)

    def duplicate_names(self) -> bool:
        self._store_names()
        names = [n.casefold() for n in self.names[: self.count]]
        return len(set(names)) != len(names)

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self._store_names()
        w, h = size
        self.k = k = max(1.0, min(w / 1600, h / 900))     # larger windows: everything larger

        def px(v: float) -> int:
            return int(v * k)

        self.box = pygame.Rect(0, 0, min(px(1240), w - 40), min(px(660), h - 50))
        self.box.center = (w // 2, h // 2)
        x0 = self.box.x + px(40)
        inner_w = self.box.w - px(80)
        label_w = px(190)
        buttons: list[Button] = []
        # the game: two tiles with a pair of its cards
        self.game_row = pygame.Rect(x0, self.box.y + px(92), inner_w, px(96))
        tile_w = (inner_w - label_w - px(20)) // 2
        self.game_tiles: dict[str, pygame.Rect] = {}
        for i, gid in enumerate(GAMES):
            rect = pygame.Rect(self.game_row.x + label_w + i * (tile_w + px(20)), self.game_row.y, tile_w, px(96))
            self.game_tiles[gid] = rect
            buttons.append(Button("", self._pick_game(gid), rect, primary=gid == self.game_id))
        # the seat count
        self.count_row = pygame.Rect(x0, self.game_row.bottom + px(20), inner_w, px(52))
        for i, n in enumerate(COUNTS):
            width = px(96) if n == 1 else px(64)
            x = self.count_row.x + label_w + (0 if n == 1 else px(96 + 12) + (i - 1) * px(74))
            label = self.t("solo") if n == 1 else str(n)
            buttons.append(Button(label, self._pick_count(n), pygame.Rect(x, self.count_row.y, width, px(52)),
                                  primary=n == self.count, size=px(22)))
        # the seats: one column up to three, then two columns of three
        self.fields = []
        self.seat_rows: list[pygame.Rect] = []
        top = self.count_row.bottom + px(28)
        cols = 1 if self.count <= 3 else 2
        col_w = inner_w if cols == 1 else (inner_w - px(30)) // 2
        row_h = px(50)
        for i in range(self.count):
            col, line = divmod(i, 3)
            row = pygame.Rect(x0 + col * (col_w + px(30)), top + line * (row_h + px(12)), col_w, row_h)
            self.seat_rows.append(row)
            toggle_w = 0 if self.count == 1 else min(px(520), col_w - px(46 + 16 + 190))
            field_x = row.x + px(46)
            field_w = min(px(300), row.right - field_x - toggle_w - px(16))
            self.fields.append(TextField(self.names[i], pygame.Rect(field_x, row.y, field_w, row_h), NAME_LEN,
                                         size=px(22)))
            if self.count > 1:
                part = toggle_w // len(PLAYS)
                toggle_x = row.right - toggle_w
                labels = [self.t(kind) if level is None else self.t(f"bot_{level}") for kind, level in PLAYS]
                size = self._segment_size(labels, part - px(4) - 20, px(18))
                for j, (kind, level) in enumerate(PLAYS):
                    rect = pygame.Rect(toggle_x + j * part, row.y + px(3), part - px(4), row_h - px(6))
                    chosen = self.kinds[i] == kind and (level is None or self.levels[i] == level)
                    buttons.append(Button(labels[j], self._set_kind(i, kind, level), rect, primary=chosen,
                                          size=size))
        self.note_top = top + min(self.count, 3) * (row_h + px(12)) + px(8)
        self.start_rect = pygame.Rect(0, 0, px(260), px(60))
        self.start_rect.bottomright = (self.box.right - px(40), self.box.bottom - px(26))
        back = pygame.Rect(0, 0, px(200), px(60))
        back.bottomleft = (self.box.x + px(40), self.box.bottom - px(26))
        buttons.append(Button(self.t("back"), self.back, back, size=px(24)))
        self.start_button = Button(self.t("start"), self.start, self.start_rect, primary=True, size=px(26))
        buttons.append(self.start_button)
        self.column.set(buttons)
        self._refresh_start()

    def _segment_size(self, labels: list[str], width: int, size: int) -> int:
        """One type size for a row of segments: the largest (up to ``size``) at which every label fits."""
        fonts = self.app.fonts
        while size > 11 and any(fonts.get("bold", size).size(label)[0] > width for label in labels):
            size -= 1
        return size

    def _refresh_start(self) -> None:
        self.start_button.enabled = not self.duplicate_names()

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

    def _set_kind(self, i: int, kind: str, level: str | None = None):
        def choose() -> None:
            self._store_names()
            default = self._is_default(i, self.names[i])
            self.kinds[i] = kind
            if level is not None:
                self.levels[i] = level
            if default:                       # an untouched name follows the seat: "Player 2" / "Computer 2"
                self.names[i] = self._default_name(i)
                self.fields[i].text = self.names[i]
            self.layout(self.app.size)
        return choose

    # ------------------------------------------------------------------ starting

    def seats(self) -> list[Seat]:
        self._store_names()
        if self.count == 1:
            return [Seat(self.names[0], HUMAN)]
        return [Seat(self.names[i], self.kinds[i], self.levels[i]) for i in range(self.count)]

    def start(self) -> None:
        from .table import TableScene

        if self.duplicate_names():
            return
        match = Match(self.game_id, self.seats(), seed=random.SystemRandom().randrange(2**31), solo=self.count == 1)
        self.app.push(TableScene(self.app, match))

    # ------------------------------------------------------------------ events and drawing

    def handle(self, event: pygame.event.Event) -> bool:
        for field in self.fields:
            if field.handle(event):
                self._refresh_start()
                return True
        return self.column.handle(event)

    def update(self, dt: float) -> None:
        self.dt = dt

    def note(self) -> tuple[str, bool] | None:
        """The line under the seats: why Start is off, or what the chosen mode means."""
        if self.duplicate_names():
            return self.t("same_names"), True
        rules = self.app.catalogue[self.game_id]
        if self.count == 1:
            levels = ", ".join(f"{points} ({self.t('score_level_' + level).lower()})"
                               for level, points in rules.solo.levels)
            return self.t("solo_note", name=rules.solo.opponent, levels=levels), False
        if self.count == 2:
            return self.t("neutral_note"), False
        if all(k == COMPUTER for k in self.kinds[: self.count]):
            return self.t("watch_note"), False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts, lang, k = self.app.fonts, self.app.lang, self.k

        def px(v: float) -> int:
            return int(v * k)

        panel(surface, self.box)
        title = fonts.text(self.t("setup_title"), "title", px(40), INK)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + px(24))))
        for key, row in (("choose_game", self.game_row), ("players", self.count_row)):
            label = fonts.text(self.t(key), "bold", px(24), INK)
            surface.blit(label, label.get_rect(midleft=(row.x, row.centery)))
        self.column.draw(surface, fonts)
        # the game tiles: two of its cards, its name and who plays it
        for gid, rect in self.game_tiles.items():
            rules = self.app.catalogue[gid]
            chosen = gid == self.game_id
            ink = INK if chosen else (246, 242, 230)
            size = px(58)
            for n, kind in enumerate(EMBLEM[gid]):
                icon = self.app.cards.icon(gid, kind, size)
                surface.blit(icon, icon.get_rect(midleft=(rect.x + px(14) + n * (size - px(18)), rect.centery)))
            text_x = rect.x + px(14) + 2 * size - px(18) + px(14)
            name = fonts.fit(rules.name(lang), "bold", px(22), ink, rect.right - text_x - px(12))
            surface.blit(name, (text_x, rect.y + px(18)))
            sub = fonts.fit(self.t("game_tile", low=rules.players_min, high=rules.players_max,
                                   name=rules.solo.opponent), "regular", px(16), ink, rect.right - text_x - px(12))
            surface.blit(sub, (text_x, rect.y + px(54)))
        # the seats
        for i, row in enumerate(self.seat_rows):
            badge = pygame.Rect(row.x, row.centery - px(18), px(36), px(36))
            pygame.draw.ellipse(surface, SEAT_COLOURS[i], badge)
            number = fonts.text(str(i + 1), "black", px(20), (255, 255, 255))
            surface.blit(number, number.get_rect(center=badge.center))
        for field in self.fields:
            field.draw(surface, fonts, self.dt)
        note = self.note()
        if note:
            text, warning = note
            colour = BAD if warning else INK_SOFT
            y = self.note_top
            for line in fonts.wrap(text, "italic", px(20), colour, self.box.w - px(80))[:3]:
                surface.blit(line, (self.box.x + px(40), y))
                y += line.get_height()
        pygame.draw.line(surface, PANEL_EDGE, (self.box.x + px(30), self.count_row.bottom + px(12)),
                         (self.box.right - px(30), self.count_row.bottom + px(12)), 1)
