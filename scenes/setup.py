"""New game: which game, how many seats (or solo), who sits where. It opens on the last setup played."""
from __future__ import annotations

import random

import pygame

from game.session import COMPUTER, HUMAN, Match, Seat
from game.userdata import SavedSeat, SavedSetup

from .base import Scene
from .cardart import pick_kinds
from .ui import BAD, HIGHLIGHT, INK, INK_SOFT, PANEL_EDGE, Button, ButtonColumn, TextField, panel

GAMES = ("forest", "savane")
SOLO = 1                      # the seat count that means the solo challenge
DEFAULT_GAME, DEFAULT_COUNT = "forest", 4
# the cards on each game's tile, as (preferred kind, its category): another of the game's kinds stands in for one
# the card data lacks (cardart.pick_kinds)
EMBLEM = {"forest": (("bear", "animal"), ("meadow", "habitat")),
          "savane": (("lion", "animal"), ("waterhole", "terrain"))}
SEAT_COLOURS = [(196, 98, 60), (64, 122, 176), (112, 150, 64), (150, 90, 160), (200, 156, 40), (70, 150, 140)]
NAME_LEN = 16
LEVELS = ("easy", "medium", "hard")          # the computer opponents offered (game.agents.AGENTS)
# the segments of a seat's "who plays" control: a human, or a computer at one of the levels
PLAYS = [(HUMAN, None)] + [(COMPUTER, level) for level in LEVELS]


class NameStop(Button):
    """A name field's place in the keyboard focus order: arrows / Tab reach it, Enter or Space on it start
    editing the name. The field itself takes the mouse, so this takes no mouse event; it draws only the
    keyboard's outline around the field, while the field is not being edited (then the field shows its own)."""

    field: TextField | None = None

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, fonts) -> None:
        if self.focus and not (self.field and self.field.focus):
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(8, 8), width=3, border_radius=12)


class SetupScene(Scene):
    """``game_id`` and ``count`` given: that game and seat count; else the last setup played (see
    ``SavedSetup``), or Forêt for four."""

    def __init__(self, app, game_id: str | None = None, count: int | None = None) -> None:
        super().__init__(app)
        seats = max(app.catalogue[g].players_max for g in GAMES)
        self.game_id, self.count = DEFAULT_GAME, DEFAULT_COUNT
        self.kinds = [HUMAN] + [COMPUTER] * (seats - 1)
        self.levels = ["medium"] * seats
        self.names = [""] * seats                 # "" until filled: the seat's default name
        self._restore(app.settings.last_setup)
        self.names = [name or self._default_name(i) for i, name in enumerate(self.names)]
        if game_id is not None:
            self.game_id = game_id
        if count is not None:
            self.count = count
        self._fit_count()
        self.fields: list[TextField] = []
        self.column = ButtonColumn()
        self.dt = 0.0
        self.mouse = (-1, -1)                     # where the pointer was last seen (for hover after a re-layout)
        self._key = None                          # the key being handled (Space opening a name is not typed)

    # ------------------------------------------------------------------ what is offered, and the last setup

    def counts(self, game_id: str | None = None) -> tuple[int, ...]:
        """The seat counts a game offers, from its rules: solo, then its players' minimum to maximum."""
        rules = self.app.catalogue[game_id or self.game_id]
        return (SOLO,) + tuple(range(rules.players_min, rules.players_max + 1))

    def _fit_count(self) -> None:
        """A count the game does not offer (another game's) becomes the nearest one it does: a table of several
        stays a table of several (two seats where the other game starts at three become three, not the solo game)."""
        offered = self.counts()
        if self.count not in offered:
            alike = [n for n in offered if (n == SOLO) == (self.count == SOLO)] or offered
            self.count = min(alike, key=lambda n: (abs(n - self.count), n))

    def _restore(self, saved: SavedSetup | None) -> None:
        """The last setup played, if it still fits what the games offer; anything else is ignored whole (the
        defaults stay), never fatal: the settings file may be old, hand-edited or damaged."""
        if saved is None or saved.game not in GAMES or saved.count not in self.counts(saved.game):
            return
        if len(saved.seats) != saved.count or saved.count > len(self.kinds):
            return
        for seat in saved.seats:
            if seat.kind not in (HUMAN, COMPUTER) or seat.level not in LEVELS:
                return
        if saved.count == SOLO and saved.seats[0].kind != HUMAN:
            return
        self.game_id, self.count = saved.game, saved.count
        for i, seat in enumerate(saved.seats):
            self.kinds[i], self.levels[i] = seat.kind, seat.level
            self.names[i] = seat.name[:NAME_LEN].strip()

    def _remember(self) -> None:
        """Keep this setup in the settings for the next New game; names left at their default are kept as
        "" so that they follow the language."""
        seats = tuple(SavedSeat(seat.kind, self.levels[i], "" if self._is_default(i, seat.name) else seat.name)
                      for i, seat in enumerate(self.seats()))
        self.app.settings.last_setup = SavedSetup(self.game_id, self.count, seats)
        try:
            self.app.settings.save()
        except OSError:
            pass               # a full or read-only disk: the game starts all the same, the setup is not kept

    # ------------------------------------------------------------------ names

    def _default_name(self, i: int) -> str:
        return self.t("player_n" if self.kinds[i] == HUMAN else "computer_n", n=i + 1)

    def _is_default(self, i: int, name: str) -> bool:
        return name in {self.t("player_n", n=i + 1), self.t("computer_n", n=i + 1), ""}

    def _store_names(self) -> None:
        # the name as it will be played: no leading or trailing spaces, and an empty one is the default
        for i, field in enumerate(self.fields):
            self.names[i] = field.text.strip() or self._default_name(i)

    def duplicate_names(self) -> bool:
        self._store_names()
        names = [n.casefold() for n in self.names[: self.count]]
        return len(set(names)) != len(names)

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self._store_names()
        # a name being edited stays so through a resize (the fields are made anew)
        editing = next(((i, f.caret, f.anchor) for i, f in enumerate(self.fields) if f.focus), None)
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
        for i, n in enumerate(self.counts()):
            width = px(96) if n == SOLO else px(64)
            x = self.count_row.x + label_w + (0 if n == SOLO else px(96 + 12) + (i - 1) * px(74))
            label = self.t("solo") if n == SOLO else str(n)
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
            toggle_w = 0 if self.count == SOLO else min(px(520), col_w - px(46 + 16 + 190))
            field_x = row.x + px(46)
            field_w = min(px(300), row.right - field_x - toggle_w - px(16))
            field = TextField(self.names[i], pygame.Rect(field_x, row.y, field_w, row_h), NAME_LEN, size=px(22))
            self.fields.append(field)
            stop = NameStop("", self._edit(i), field.rect)
            stop.field = field
            buttons.append(stop)
            if self.count != SOLO:
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
        self._set_buttons(buttons)
        self._refresh_start()
        if editing is not None and editing[0] < len(self.fields):
            i, caret, anchor = editing
            self.fields[i].focus_in()
            self.fields[i].caret, self.fields[i].anchor = caret, anchor

    def _set_buttons(self, buttons: list[Button]) -> None:
        """The column's new buttons, the keyboard focus at the same place (the controls keep their order
        whatever is chosen, and many share a label: each seat's Human / Easy / …); hover from the pointer."""
        self.column.set(buttons, same_places=True)
        for b in buttons:
            b.hover = b.enabled and b.rect.collidepoint(self.mouse)

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
            self._fit_count()
            self.layout(self.app.size)
        return pick

    def _pick_count(self, n: int):
        def pick() -> None:
            self.count = n
            self.layout(self.app.size)
        return pick

    def _edit(self, i: int):
        def edit() -> None:
            # Space opened the name: SDL sends its " " next, which must not replace the selected name
            self.fields[i].focus_in(swallow=" " if self._key == pygame.K_SPACE else None)
        return edit

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
        if self.count == SOLO:
            return [Seat(self.names[0], HUMAN)]
        return [Seat(self.names[i], self.kinds[i], self.levels[i]) for i in range(self.count)]

    def start(self) -> None:
        from .games import table_scene

        if self.duplicate_names():
            return
        match = Match(self.game_id, self.seats(), seed=random.SystemRandom().randrange(2**31),
                      solo=self.count == SOLO)
        self._remember()
        self.app.push(table_scene(self.app, match))

    # ------------------------------------------------------------------ events and drawing

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # every field sees a press: the one left loses the focus, the one clicked takes it
            for field in self.fields:
                field.handle(event)
            self._refresh_start()
            entered = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(event.pos)), None)
            if entered is not None:
                # Tab goes on from this name, as from any control
                self.column.focus_on(next(j for j, b in enumerate(self.column.buttons)
                                        if isinstance(b, NameStop) and b.field is self.fields[entered]))
                return True
            return self.column.handle(event)
        for field in self.fields:
            if field.handle(event):
                self._refresh_start()
                return True
        # Tab, ↑ and ↓ leave a name being edited and come here, to move the focus on
        self._key = event.key if event.type == pygame.KEYDOWN else None
        try:
            return self.column.handle(event)
        finally:
            self._key = None

    def update(self, dt: float) -> None:
        self.dt = dt

    def animating(self) -> bool:
        return any(f.focus for f in self.fields)        # the caret blinks; nothing else moves here

    def note(self) -> tuple[str, bool] | None:
        """The line under the seats: why Start is off, or what the chosen mode means."""
        if self.duplicate_names():
            return self.t("same_names"), True
        rules = self.app.catalogue[self.game_id]
        if self.count == SOLO:
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
            for n, kind in enumerate(pick_kinds(rules, EMBLEM[gid])):
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
            pygame.draw.ellipse(surface, SEAT_COLOURS[i % len(SEAT_COLOURS)], badge)
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
