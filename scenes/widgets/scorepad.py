"""The score pad: rows (what scores) × player columns, as on a paper score pad.

``ScorePad`` draws a label column (an optional icon and a name per row) and one column per player under a
header of names (one line, else two, else cut). The numbers appear row by row, then the last row (the total)
counts up; ``skip`` shows everything at once. The winners' columns are filled in gold and crowned, their totals
in the accent colour; the hovered row is filled, a player's column can be outlined. Pointing at a row calls
``on_row(row, column)`` (column None on the labels), at a header ``on_header(column)``: the screen decides what
that lights (the row's cards, an explanation).

Any game's score screen reuses it as it is: it gives the rows (the last is the total), the names, a
``value(row, column)`` function (None: blank), the row labels and icons, the rows with a rule above them; it
plans the pad's size with ``metrics`` and ``height`` and sets it with ``place``. What stays the game's own: what
a row means and what hovering it shows. ``fit_text`` (shrink, then cut with an ellipsis) is how the score
screens fit a text into a width. A pad whose columns are laid out otherwise (Canopée's, a column per season)
draws with the same pieces: ``draw_frame`` (the paper, the winners' columns), ``draw_row`` (a row's band, icon
and label) and ``draw_names`` (the headers and the crowns).
"""
from __future__ import annotations

from typing import Callable, Collection, Sequence

import pygame

from ..ui import ACCENT, ACCENT_DARK, INK, INK_SOFT, PANEL_EDGE, draw_crown, panel

ROW_STEP = 0.11          # seconds between two rows appearing (at animation speed 1)
COUNT_UP = 1.2           # seconds for the totals to count up
HEAD = 1.75              # the header row, in row heights
STRIPE = (234, 226, 206)
WIN_FILL = (250, 222, 140)
HOVER_FILL = (255, 236, 170)


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def fit_text(fonts, text: str, style: str, size: int, color, max_width: int) -> pygame.Surface:
    """The text shrunk to ``max_width`` (down to a readable size), then cut with an ellipsis."""
    return fonts.fit_or_cut(text, style, size, color, max_width, max(11, round(size * 0.7)))


class ScorePad:
    def __init__(self, app, rows: Sequence[str], names: Sequence[str], value: Callable[[str, int], int | None],
                 label: Callable[[str], str], icon: Callable[[str, int], pygame.Surface | None] | None = None,
                 rules_above: Collection[str] = (), speed: float = 0.0,
                 on_row: Callable[[str, int | None], None] | None = None,
                 on_header: Callable[[int], None] | None = None) -> None:
        self.app = app
        self.rows = list(rows)
        self.total = self.rows[-1]
        self.names = list(names)
        self.value = value
        self.label = label
        self.icon = icon
        self.rules_above = set(rules_above) | {self.total}
        self.on_row = on_row
        self.on_header = on_header
        # the count-up
        self.speed = speed
        self.anim_time = 0.0
        self.anim_length = (len(self.rows) - 1) * ROW_STEP + COUNT_UP
        self.counting = speed > 0
        # placed by ``place``
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.row_h = 0
        self.label_col = 0
        self.s = 1.0
        self.header_rects: list[pygame.Rect] = []
        self.row_rects: dict[str, pygame.Rect] = {}

    # ------------------------------------------------------------------ the count-up

    def row_shown(self, row: int) -> bool:
        return not self.counting or self.anim_time >= row * ROW_STEP

    def count_progress(self) -> float:
        if not self.counting:
            return 1.0
        return ease((self.anim_time - (len(self.rows) - 1) * ROW_STEP) / COUNT_UP)

    def shown_value(self, key: str, i: int) -> str:
        """The text the pad shows now for a row and a player ("" while hidden or blank)."""
        if not self.row_shown(self.rows.index(key)):
            return ""
        v = self.value(key, i)
        if v is None:
            return ""
        if key == self.total:
            v = round(v * self.count_progress())
        return str(v)

    def skip(self) -> None:
        """Show the final numbers now."""
        self.counting = False
        self.anim_time = self.anim_length

    def advance(self, dt: float) -> bool:
        """Run the count-up; True on the frame it ends."""
        if not self.counting:
            return False
        self.anim_time += dt * self.speed
        return self.anim_time >= self.anim_length

    # ------------------------------------------------------------------ size and place

    @staticmethod
    def label_size(row_h: int) -> int:
        return max(12, round(row_h * 0.48))

    @staticmethod
    def value_size(row_h: int) -> int:
        return max(13, round(row_h * 0.52))

    @staticmethod
    def total_size(row_h: int) -> int:
        return max(14, round(row_h * 0.62))

    @staticmethod
    def icon_size(row_h: int) -> int:
        return max(12, row_h - max(6, round(row_h * 0.26)))

    @staticmethod
    def padding(row_h: int) -> int:
        return max(6, round(row_h * 0.3))

    def icon_room(self, row_h: int) -> int:
        """The label column's room for the icons (none for a pad without icons)."""
        return self.icon_size(row_h) + round(row_h * 0.3) if self.icon is not None else 0

    def metrics(self, row_h: int, factor: float) -> tuple[int, int, int]:
        """(label column width, player column width, inner padding) for a row height; a player column is
        ``factor`` row heights wide, never narrower than a three-digit total."""
        fonts = self.app.fonts
        pad = self.padding(row_h)
        label_font = fonts.get("bold", self.label_size(row_h))
        label_w = max(label_font.size(self.label(k))[0] for k in self.rows)
        label_col = pad + self.icon_room(row_h) + label_w + pad
        col = round(row_h * factor)
        col = max(col, fonts.get("black", self.total_size(row_h)).size("888")[0] + 2 * pad)
        return label_col, col, pad

    def width(self, row_h: int, factor: float) -> int:
        label_col, col, pad = self.metrics(row_h, factor)
        return label_col + len(self.names) * col + pad

    def height(self, row_h: int) -> int:
        return round(row_h * (len(self.rows) + HEAD)) + 2 * self.padding(row_h)

    def place(self, rect: pygame.Rect, row_h: int, label_col: int, col_w: int, pad: int, s: float) -> None:
        """Lay the pad out in ``rect`` (its height is set to the pad's own)."""
        self.rect, self.row_h, self.label_col, self.s = rect, row_h, label_col, s
        x0 = rect.x + label_col
        head_h = round(row_h * HEAD)
        y = rect.y + pad
        self.header_rects = [pygame.Rect(x0 + i * col_w, y, col_w, head_h) for i in range(len(self.names))]
        y += head_h
        self.row_rects = {}
        for key in self.rows:
            self.row_rects[key] = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h)
            y += row_h
        rect.h = y + pad - rect.y

    # ------------------------------------------------------------------ pointing

    def column_at(self, x: int) -> int | None:
        return next((i for i, head in enumerate(self.header_rects) if head.x <= x < head.right), None)

    def hover(self, pos) -> bool:
        """Tell the screen what the pointer is on (a row, a header); False if not on the pad's rows or headers."""
        for key, rect in self.row_rects.items():
            if rect.collidepoint(pos):
                if self.on_row is not None:
                    self.on_row(key, self.column_at(pos[0]))
                return True
        for i, rect in enumerate(self.header_rects):
            if rect.collidepoint(pos):
                if self.on_header is not None:
                    self.on_header(i)
                return True
        return False

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, winners: Collection[int] = (), hover_row: str | None = None,
             hover_column: int | None = None) -> None:
        fonts, row_h = self.app.fonts, self.row_h
        self.draw_frame(surface, winners, hover_column)
        # rows
        value_size, total_size = self.value_size(row_h), self.total_size(row_h)
        for n, key in enumerate(self.rows):
            rect = self.draw_row(surface, n, key, hover_row, row_h)
            for i, head in enumerate(self.header_rects):
                text = self.shown_value(key, i)
                if not text:
                    continue
                if key == self.total:
                    ink = ACCENT_DARK if i in winners else INK
                    surf = fonts.text(text, "black", total_size, ink)
                else:
                    ink = INK if text != "0" else INK_SOFT
                    surf = fonts.text(text, "bold" if text != "0" else "regular", value_size, ink)
                surface.blit(surf, surf.get_rect(center=(head.centerx, rect.centery + 1)))
        self.draw_names(surface, winners, row_h)

    def draw_frame(self, surface: pygame.Surface, winners: Collection[int], hover_column: int | None) -> None:
        """The pad's paper and its column fills: the winners' (gold), the hovered one outlined."""
        panel(surface, self.rect, radius=max(8, round(12 * self.s)))
        body_top = self.header_rects[0].y
        body_bottom = self.row_rects[self.total].bottom
        for i, head in enumerate(self.header_rects):
            column = pygame.Rect(head.x + 2, body_top, head.w - 4, body_bottom - body_top)
            if i in winners:
                pygame.draw.rect(surface, WIN_FILL, column, border_radius=8)
            if i == hover_column:
                pygame.draw.rect(surface, ACCENT, column, width=3, border_radius=8)

    def draw_row(self, surface: pygame.Surface, n: int, key: str, hover_row: str | None, size_h: int) -> pygame.Rect:
        """Row ``n``'s band (filled when hovered, else striped every other row; a rule above it where asked),
        its icon and its label, the texts sized for rows ``size_h`` high. Returns the row's rect."""
        fonts, pad = self.app.fonts, self.rect
        rect = self.row_rects[key]
        if key == hover_row:
            pygame.draw.rect(surface, HOVER_FILL, rect, border_radius=6)
            pygame.draw.rect(surface, ACCENT_DARK, rect, width=2, border_radius=6)
        elif n % 2 == 1 and key != self.total:
            stripe = pygame.Surface(rect.size, pygame.SRCALPHA)
            stripe.fill((120, 100, 60, 28))
            surface.blit(stripe, rect)
        if key in self.rules_above:
            y = rect.y - 1
            pygame.draw.line(surface, PANEL_EDGE, (rect.x, y), (rect.right, y), 2 if key == self.total else 1)
        x = pad.x + self.padding(size_h)
        icon = self.icon(key, self.icon_size(size_h)) if self.icon is not None else None
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, rect.centery)))
        label_x = x + self.icon_room(size_h)
        style = "black" if key == self.total else "bold"
        label = fit_text(fonts, self.label(key), style, self.label_size(size_h), INK,
                         pad.x + self.label_col - label_x - 4)
        surface.blit(label, label.get_rect(midleft=(label_x, rect.centery + 1)))
        return rect

    def draw_names(self, surface: pygame.Surface, winners: Collection[int], size_h: int) -> None:
        """The headers: each player's name at the foot of its header, a crown over the winners'."""
        for i, head in enumerate(self.header_rects):
            name_style = "black" if i in winners else "bold"
            crown_h = round(size_h * 0.55)
            lines = self.name_lines(self.names[i], name_style, max(12, round(size_h * 0.5)), head.w - 8)
            y = head.bottom - round(size_h * 0.1)
            for line in reversed(lines):
                surface.blit(line, line.get_rect(midbottom=(head.centerx, y)))
                y -= line.get_height() - 2
            if i in winners:
                cw = round(crown_h * 1.3)
                top = min(head.y + round(size_h * 0.1), y - crown_h)
                draw_crown(surface, pygame.Rect(head.centerx - cw // 2, top, cw, crown_h))

    def name_lines(self, name: str, style: str, size: int, width: int) -> list[pygame.Surface]:
        """A player's name for a header: one line, else two (split at a space or hyphen), else cut."""
        fonts = self.app.fonts
        min_size = max(11, round(size * 0.75))
        for px in range(size, min_size - 1, -1):
            if fonts.get(style, px).size(name)[0] <= width:
                return [fonts.text(name, style, px, INK)]
        breaks = [k + 1 for k, ch in enumerate(name) if ch in " -"][:-1] if name[-1:] in " -" else \
            [k + 1 for k, ch in enumerate(name) if ch in " -"]
        if breaks:
            for px in range(size, min_size - 1, -1):
                font = fonts.get(style, px)
                k = min(breaks, key=lambda b: max(font.size(name[:b].strip())[0], font.size(name[b:].strip())[0]))
                parts = [name[:k].strip(), name[k:].strip()]
                if all(font.size(part)[0] <= width for part in parts):
                    return [fonts.text(part, style, px, INK) for part in parts]
        return [fit_text(fonts, name, style, size, INK, width)]
