"""Where everything of the setup screen goes, for a window size: the game tiles, the seat counts, a row per seat
(badge, colour, name, who plays it), a row per option of the game, Back and Start — made anew as buttons of one
``ButtonColumn`` on every change. A mixin of ``SetupScene`` (scene.py)."""
from __future__ import annotations

import pygame

from game.i18n import option_label
from game.tutorial import has_tutorial

from ..collection import level_name
from ..learn import lesson_waiting
from ..menu import window_games
from ..ui import Button, TextField
from .seats import NAME_LEN, PICK, SEAT_OPTIONS, SOLO
from .widgets import ColourSwatch, NameStop, OptionRow, SeatSegment, seat_picture


class SetupLayout:
    """The setup's controls placed for a window size (``layout``), and how big their labels may be."""

    def layout(self, size: tuple[int, int]) -> None:
        self._store_names()
        self._fit_solo()
        self._fit_colours()
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
        # the game: one tile per game of the collection, its emblem, its name and who plays it
        self.game_row = pygame.Rect(x0, self.box.y + px(92), inner_w, px(96))
        games = window_games()
        tile_gap = px(20)
        if len(games) > 3:
            # four games and more: the row's labels take only their own width, and the tiles the rest
            font = self.app.fonts.get("bold", px(24))
            label_w = min(label_w, max(font.size(self.t(key))[0] for key in ("choose_game", "players")) + px(24))
            tile_gap = px(12)
        tile_w = (inner_w - label_w - (len(games) - 1) * tile_gap) // max(1, len(games))
        self.game_tiles: dict[str, pygame.Rect] = {}
        for i, gid in enumerate(games):
            rect = pygame.Rect(self.game_row.x + label_w + i * (tile_w + tile_gap), self.game_row.y, tile_w, px(96))
            self.game_tiles[gid] = rect
            buttons.append(Button("", self._pick_game(gid), rect, primary=gid == self.game_id))
        # the seat count
        self.count_row = pygame.Rect(x0, self.game_row.bottom + px(20), inner_w, px(52))
        for i, n in enumerate(self.counts()):
            width = px(96) if n == SOLO else px(64)
            first = self.counts()[0]
            x = self.count_row.x + label_w + (0 if n == SOLO else (px(96 + 12) if first == SOLO else 0)
                                              + (i - (1 if first == SOLO else 0)) * px(74))
            label = self.t("solo") if n == SOLO else str(n)
            buttons.append(Button(label, self._pick_count(n), pygame.Rect(x, self.count_row.y, width, px(52)),
                                  primary=n == self.count, size=px(22)))
        top = self.count_row.bottom + px(28)
        self.start_rect = pygame.Rect(0, 0, px(260), px(60))
        self.start_rect.bottomright = (self.box.right - px(40), self.box.bottom - px(26))
        back = pygame.Rect(0, 0, px(200), px(60))
        back.bottomleft = (self.box.x + px(40), self.box.bottom - px(26))
        # Learn to play (or resume the lesson left half-way), left of Start, where the game has a lesson
        self.learn_button = None
        if has_tutorial(self.game_id):
            learn = pygame.Rect(0, 0, px(280), px(60))
            learn.bottomright = (self.start_rect.x - px(20), self.start_rect.bottom)
            label = self.t("learn_resume" if lesson_waiting(self.game_id) else "learn_to_play")
            self.learn_button = Button(label, self.learn, learn, size=px(22))
        right_end = self.learn_button.rect.x if self.learn_button is not None else self.start_rect.x
        specs = self.offered_options()
        self.fields = []
        self.seat_rows: list[pygame.Rect] = []
        self.option_rows = []
        if not specs:
            # the seats: one column up to three, then two columns of three
            cols = 1 if self.count <= 3 else 2
            col_w = inner_w if cols == 1 else (inner_w - px(30)) // 2
            row_h = px(50)
            self._layout_seats(buttons, x0, top, col_w, row_h, lines=3,
                               toggle_w=min(px(520), col_w - px(46 + 16 + 190)))
            self.note_top = top + min(self.count, 3) * (row_h + px(12)) + px(8)
            self.note_box = pygame.Rect(self.box.x + px(40), self.note_top, self.box.w - px(80),
                                        max(0, back.top - px(8) - self.note_top))
        else:
            # the seats on the left, one under the other; the game's options on the right
            seats_w = (inner_w - px(40)) // 2
            room = back.top - px(12) - top
            row_h = min(px(50), room // max(1, self.count) - px(12))
            toggle_w = min(len(self.plays()) * px(96), seats_w - px(46 + 16 + 160))
            self._layout_seats(buttons, x0, top, seats_w, row_h, lines=max(1, self.count), toggle_w=toggle_w)
            self._layout_options(buttons, specs, pygame.Rect(x0 + seats_w + px(40), top, inner_w - seats_w - px(40),
                                                             room))
            # the note sits between Back and Start
            self.note_top = back.y
            self.note_box = pygame.Rect(back.right + px(24), back.y - px(4),
                                        right_end - back.right - px(48), back.h + px(8))
        buttons.append(Button(self.t("back"), self.back, back, size=px(24)))
        if self.learn_button is not None:
            buttons.append(self.learn_button)
        self.start_button = Button(self.t("start"), self.start, self.start_rect, primary=True, size=px(26))
        buttons.append(self.start_button)
        self._set_buttons(buttons)
        self._refresh_start()
        if editing is not None and editing[0] < len(self.fields):
            i, caret, anchor = editing
            self.fields[i].focus_in()
            self.fields[i].caret, self.fields[i].anchor = caret, anchor
        if self.picker is not None:
            self.picker.layout(size)
        self.offer.layout(k)

    def _layout_seats(self, buttons: list[Button], x0: int, top: int, col_w: int, row_h: int, lines: int,
                      toggle_w: int) -> None:
        """One row per seat: its badge, its name, and (but in solo) who plays it; ``lines`` rows to a column."""
        k = self.k

        def px(v: float) -> int:
            return int(v * k)

        plays = self.plays()
        labels = [self.t(controller) if level is None else self._level_label(level) for controller, level in plays]
        coloured = bool(self.palette())
        for i in range(self.count):
            col, line = divmod(i, lines)
            row = pygame.Rect(x0 + col * (col_w + px(30)), top + line * (row_h + px(12)), col_w, row_h)
            self.seat_rows.append(row)
            width = 0 if self.count == SOLO else toggle_w
            field_x = row.x + px(46)
            if coloured:
                # the seat's colour, as its Spirit's standee, between its number and its name
                swatch = ColourSwatch("", self._cycle(i, 1), pygame.Rect(field_x, row.y, px(44), row_h))
                swatch.back, swatch.picture = self._cycle(i, -1), seat_picture(self.app, self.game_id,
                                                                                self.colours[i], row_h - px(8))
                buttons.append(swatch)
                field_x = swatch.rect.right + px(10)
            field_w = min(px(300), row.right - field_x - width - px(16))
            field = TextField(self.names[i], pygame.Rect(field_x, row.y, field_w, row_h), NAME_LEN, size=px(22))
            self.fields.append(field)
            stop = NameStop("", self._edit(i), field.rect)
            stop.field = field
            buttons.append(stop)
            if self.count != SOLO:
                part = width // len(plays)
                toggle_x = row.right - width
                size = self._segment_size(labels, part - px(4) - 20, px(18))
                for j, (controller, level) in enumerate(plays):
                    rect = pygame.Rect(toggle_x + j * part, row.y + px(3), part - px(4), row_h - px(6))
                    chosen = self.controllers[i] == controller and (level is None or self.level(i) == level)
                    buttons.append(Button(labels[j], self._set_controller(i, controller, level), rect, primary=chosen,
                                          size=size))


    def _level_label(self, level: str) -> str:
        return level_name(self.app, level)

    def _layout_options(self, buttons: list[Button], specs: list, area: pygame.Rect) -> None:
        """One row per option: its name, its values as segments, and a line on what the chosen one means."""
        k = self.k

        def px(v: float) -> int:
            return int(v * k)

        label_w = px(172)
        seg_h, about_h, gap = px(40), px(22), px(8)
        y = area.y
        self.pick_segments = {}
        for spec in specs:
            values = self.values(spec)
            seg_x = area.x + label_w + px(12)
            total = area.right - seg_x + px(6)                 # each segment then gives px(6) back as a gap
            part = total // len(values)
            labels = self._value_labels(spec, values, part - px(6) - 16)
            widths = [part] * len(values)
            size = self._segment_size(labels, part - px(6) - 16, px(18))
            if size < px(16) or spec.id in SEAT_OPTIONS:
                # crowded (or seats, at any count): each segment as wide as its label asks ("Random" wider than a
                # seat's badge), the row filled
                font = self.app.fonts.get("bold", px(18))
                natural = [max(px(52), font.size(label)[0] + 16 + px(6) + px(8)) for label in labels]
                widths = [n * total // sum(natural) for n in natural]
                size = min(self._segment_size([label], width - px(6) - 16, px(18))
                           for label, width in zip(labels, widths))
            x = seg_x
            for j, value in enumerate(values):
                rect = pygame.Rect(x, y, widths[j] - px(6), seg_h)
                x += widths[j]
                seat = spec.id in SEAT_OPTIONS and type(value) is int
                segment = (SeatSegment if seat else Button)(labels[j], self._set_option(spec.id, value), rect,
                                                            primary=self.is_chosen(spec, value), size=size)
                if seat:
                    segment.badge = self.badge_colour(value)
                buttons.append(segment)
                if value == PICK:
                    self.pick_segments[spec.id] = buttons[-1]
            about = pygame.Rect(area.x, y + seg_h + px(2), area.w, about_h) if self._has_about(spec) else None
            self.option_rows.append(OptionRow(spec.id, pygame.Rect(area.x, y, label_w, seg_h), about))
            y += seg_h + (about_h + px(2) if about else 0) + gap

    def _value_labels(self, spec, values: list, width: int) -> list[str]:
        """The segments' labels: each value's label, or its short form (before " · ": "A" for "A · plants &
        threats") when the full ones would not fit at a readable size (the line under the row says it whole)."""
        lang = self.app.lang
        labels = [self.t("coll_choose") if v == PICK else option_label(self.game_id, spec.id, v, lang) for v in values]
        if spec.id in SEAT_OPTIONS:
            # a seat by its number, drawn as its badge (SeatSegment) at every seat count; the line under the row
            # names it
            labels = [str(v + 1) if type(v) is int else label for v, label in zip(values, labels)]
        if self._segment_size(labels, width, int(18 * self.k)) < int(15 * self.k):
            labels = [label.split(" · ")[0] for label in labels]
        return labels

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

    def swatches(self) -> list[ColourSwatch]:
        """The seats' colour controls, in seat order ([] for a game without seat colours)."""
        return [b for b in self.column.buttons if isinstance(b, ColourSwatch)]

    def _refresh_start(self) -> None:
        self.start_button.enabled = not self.duplicate_names()

