"""Canopée's score pad (scenes/canopee/scoring.py shows it): the shell's ScorePad (scenes/widgets/scorepad.py) with
each player's column grouped — one column per season, then the game's — under a second header row naming the
seasons.
"""
from __future__ import annotations

import pygame

from ..ui import ACCENT_DARK, INK, INK_SOFT, PANEL_EDGE
from ..widgets.scorepad import HEAD, ScorePad, fit_text

SUBHEAD = 0.95                  # the seasons' header row, in row heights
WILDLIFE = "wildlife"           # the one row standing for every species when they do not fit
TOTAL = "total"                 # the pad's total row


class SeasonPad(ScorePad):
    """A ScorePad whose player columns are groups: one column per season, then the game's (season None).
    ``cell(row, player, season)`` gives a number (None: blank); ``value(row, player)`` — what the shell reads —
    is the game's column. ``header_rects`` are the players' groups (pointing a group's header, or one of its
    season headers, lights that player); pointing a row remembers the season column under the pointer
    (``pointed_season``, None on the game's column or the labels)."""

    def __init__(self, app, rows, names, seasons: int, cell, label, sub_label, icon=None, rules_above=(),
                 speed: float = 0.0, on_row=None, on_header=None) -> None:
        self.cell = cell
        self.seasons = seasons
        self.subs: tuple[int | None, ...] = tuple(range(1, seasons + 1)) + (None,)
        self.sub_label = sub_label
        super().__init__(app, rows, names, lambda key, i: cell(key, i, None), label, icon=icon,
                         rules_above=rules_above, speed=speed, on_row=on_row, on_header=on_header)
        self.sub_rects: dict[tuple[int, int | None], pygame.Rect] = {}
        self.pointed_season: int | None = None
        # the cell the screen outlines in the hovered row: a player's column, a season of it (None: all)
        self.cell_column: int | None = None
        self.cell_season: int | None = None
        self.type_h = 0

    # ------------------------------------------------------------------ numbers

    def shown_cell(self, key: str, i: int, season: int | None) -> str:
        """The text a cell shows now ("" while hidden or blank); the totals count up."""
        if not self.row_shown(self.rows.index(key)):
            return ""
        v = self.cell(key, i, season)
        if v is None:
            return ""
        if key == self.total:
            v = round(v * self.count_progress())
        return str(v)

    # ------------------------------------------------------------------ size and place

    def metrics(self, row_h: int, factor: float) -> tuple[int, int, int]:
        """(label column width, one season column's width, inner padding)."""
        fonts = self.app.fonts
        pad = self.padding(row_h)
        label_font = fonts.get("bold", self.label_size(row_h))
        label_w = max(label_font.size(self.label(k))[0] for k in self.rows)
        label_col = pad + self.icon_room(row_h) + label_w + pad
        col = max(round(row_h * factor), fonts.get("black", self.total_size(row_h)).size("888")[0] + pad)
        return label_col, col, pad

    def width(self, row_h: int, factor: float) -> int:
        label_col, col, pad = self.metrics(row_h, factor)
        return label_col + len(self.names) * len(self.subs) * col + pad

    def height(self, row_h: int) -> int:
        return round(row_h * (len(self.rows) + HEAD + SUBHEAD)) + 2 * self.padding(row_h)

    def place(self, rect: pygame.Rect, row_h: int, label_col: int, col_w: int, pad: int, s: float,
              type_h: int | None = None) -> None:
        """As ScorePad's; ``type_h``: the row height the texts are sized for (and ``metrics`` measured), when
        the rows are spread further apart than that to fill the height."""
        self.type_h = type_h or row_h
        self.rect, self.row_h, self.label_col, self.s = rect, row_h, label_col, s
        x0 = rect.x + label_col
        head_h, sub_h = round(row_h * HEAD), round(row_h * SUBHEAD)
        group_w = col_w * len(self.subs)
        y = rect.y + pad
        self.header_rects = [pygame.Rect(x0 + i * group_w, y, group_w, head_h) for i in range(len(self.names))]
        self.sub_rects = {(i, sub): pygame.Rect(x0 + i * group_w + k * col_w, y + head_h, col_w, sub_h)
                          for i in range(len(self.names)) for k, sub in enumerate(self.subs)}
        y += head_h + sub_h
        self.row_rects = {}
        for key in self.rows:
            self.row_rects[key] = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h)
            y += row_h
        rect.h = y + pad - rect.y

    # ------------------------------------------------------------------ pointing

    def sub_at(self, x: int) -> tuple[int, int | None] | None:
        """(player, season) of the column under ``x`` (season None: the game's column)."""
        for key, r in self.sub_rects.items():
            if r.x <= x < r.right:
                return key
        return None

    def hover(self, pos) -> bool:
        sub = self.sub_at(pos[0])
        self.pointed_season = sub[1] if sub is not None else None
        for (i, _), r in self.sub_rects.items():
            if r.collidepoint(pos):
                if self.on_header is not None:
                    self.on_header(i)
                return True
        return super().hover(pos)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, winners=(), hover_row: str | None = None,
             hover_column: int | None = None) -> None:
        fonts, row_h, s = self.app.fonts, self.row_h, self.s
        th = self.type_h                   # the texts' size
        cell_column, cell_season = self.cell_column, self.cell_season
        self.draw_frame(surface, winners, hover_column)
        body_bottom = self.row_rects[self.total].bottom
        value_size, total_size = self.value_size(th), self.total_size(th)
        for n, key in enumerate(self.rows):
            rect = self.draw_row(surface, n, key, hover_row, th)
            for (i, sub), col in self.sub_rects.items():
                text = self.shown_cell(key, i, sub)
                if not text:
                    continue
                game_col = sub is None
                if key == self.total:
                    ink = ACCENT_DARK if i in winners and game_col else INK
                    surf = fonts.text(text, "black", total_size if game_col else value_size, ink)
                else:
                    ink = INK if text != "0" else INK_SOFT
                    style = ("black" if game_col else "bold") if text != "0" else "regular"
                    surf = fonts.text(text, style, value_size, ink)
                surface.blit(surf, surf.get_rect(center=(col.centerx, rect.centery + 1)))
            if key == hover_row and cell_column is not None:
                # the cell (or the player's group) the pointer is on
                cells = [r for (i, sub), r in self.sub_rects.items()
                         if i == cell_column and (cell_season is None or sub == cell_season)]
                if cell_season is not None:
                    cell = pygame.Rect(cells[0].x + 1, rect.y + 1, cells[0].w - 2, rect.h - 2)
                else:
                    cell = pygame.Rect(cells[0].x + 1, rect.y + 1, cells[-1].right - cells[0].x - 2, rect.h - 2)
                pygame.draw.rect(surface, INK, cell, width=max(1, round(2 * s)), border_radius=5)
        # the groups: a line between players, the game's column set apart, the season headers
        sub_size = max(11, round(th * 0.42))
        line_top, line_bottom = self.header_rects[0].y + round(row_h * 0.2), body_bottom
        for i, head in enumerate(self.header_rects):
            if i:
                pygame.draw.line(surface, PANEL_EDGE, (head.x, line_top), (head.x, line_bottom), 2)
            game_col = self.sub_rects[(i, None)]
            pygame.draw.line(surface, PANEL_EDGE, (game_col.x, game_col.y + 3), (game_col.x, body_bottom), 1)
        for (i, sub), r in self.sub_rects.items():
            text = self.sub_label(sub)
            style = "black" if sub is None else "bold"
            surf = fit_text(fonts, text, style, sub_size, INK if sub is None else INK_SOFT, r.w - 4)
            surface.blit(surf, surf.get_rect(center=r.center))
        self.draw_names(surface, winners, th)
