"""The Records screen drawn (scenes/records.py lays it out and answers the player): the filters, the figures or
their table, the chart of scores, the last games, the bottom's buttons, and the question or the sentence over it."""
from __future__ import annotations

import pygame

from .collection import game_emblem, short_name
from .ui import ACCENT, ACCENT_DARK, BAD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL_EDGE, panel
from .widgets.notice import shade
from .widgets.roundchart import Line

TAB = (40, 70, 58)
TAB_LIT = (62, 96, 80)
ROW_LIT = (252, 240, 206)
STRIPE = (236, 228, 208)
PLAYER_LINE = (232, 160, 48)        # the player's scores on the chart
RIVAL_LINE = (120, 170, 210)        # the best opponent's
RESULT_INK = {"won": (46, 128, 62), "shared": (46, 128, 62), "lost": (170, 64, 48), "other": INK_SOFT}


class RecordsDraw:
    """Drawing of ``RecordsScene``."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts, px = self.app.fonts, self.px
        w, _ = surface.get_size()
        title = fonts.text(self.t("records_title"), "title", px(46), LIGHT)
        surface.blit(title, title.get_rect(midtop=(w // 2, self.title_y)))
        if self.records is None:
            self._draw_waiting(surface)
        elif not self.records.records:
            self._draw_empty(surface)
        else:
            self._draw_filters(surface)
            self._draw_figures(surface)
            self._draw_chart(surface)
            self._draw_list(surface)
        self.back_button.draw(surface, fonts)
        self.forget_button.draw(surface, fonts)
        self.clear_button.draw(surface, fonts)
        if self.records is not None and self._pending is not None:
            self._draw_busy(surface)
        if self.asking:
            self._draw_question(surface)
        self.notice.draw(surface)

    # ------------------------------------------------------------------ states

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        w, h = surface.get_size()
        text = fonts.text(self.t("records_reading"), "italic", px(26), LIGHT_SOFT)
        surface.blit(text, text.get_rect(center=(w // 2, h // 2)))

    def _draw_busy(self, surface: pygame.Surface) -> None:
        """A job on the records (forgetting, clearing) under way: said at the bottom, between the buttons."""
        fonts, px = self.app.fonts, self.px
        room = self.forget_button.rect.x - self.back_button.rect.right - px(40)
        text = fonts.fit(self.t("records_working"), "italic", px(20), LIGHT_SOFT, room)
        surface.blit(text, text.get_rect(midleft=(self.back_button.rect.right + px(20),
                                                  self.back_button.rect.centery)))

    def _draw_empty(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        w, h = surface.get_size()
        width = min(px(900), w - px(80))
        head = fonts.fit(self.t("records_none"), "bold", px(30), INK, width - px(60))
        lines = fonts.wrap(self.t("records_none_more"), "regular", px(22), INK_SOFT, width - px(100))
        box = pygame.Rect(0, 0, width, px(40) + head.get_height() + px(22) + sum(ln.get_height() for ln in lines)
                          + px(44))
        box.center = (w // 2, h // 2 - px(20))
        panel(surface, box)
        surface.blit(head, head.get_rect(midtop=(box.centerx, box.y + px(40))))
        y = box.y + px(40) + head.get_height() + px(22)
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()

    # ------------------------------------------------------------------ the filters

    def _draw_filters(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        for i, (game_id, rect) in enumerate(self.game_tabs):
            chosen = game_id == self.game
            self._tab(surface, rect, chosen)
            label = self.t("records_all_games") if game_id is None else short_name(self.app, game_id)
            ink = INK if chosen else LIGHT
            x = rect.x + px(12)
            if game_id is not None:
                emblem = game_emblem(self.app, game_id, px(30))
                if emblem.get_width() <= rect.w // 3:
                    surface.blit(emblem, emblem.get_rect(midleft=(x, rect.centery)))
                    x += emblem.get_width() + px(8)
            text = fonts.fit(label, "bold", px(21), ink, rect.right - x - px(10))
            surface.blit(text, text.get_rect(midleft=(x, rect.centery)))
        # the player picker: ‹ name ›
        for rect, left in ((self.player_prev, True), (self.player_next, False)):
            self._tab(surface, rect, False)
            self._arrow(surface, rect, left, LIGHT)
        pygame.draw.rect(surface, (20, 40, 34), self.player_box, border_radius=px(10))
        pygame.draw.rect(surface, PANEL_EDGE, self.player_box, width=max(1, px(2)), border_radius=px(10))
        name = self.t("records_everyone") if self.player is None else self.player
        count = len(self.players())
        label = fonts.fit(name, "bold", px(22), HIGHLIGHT if self.player is not None else LIGHT,
                          self.player_box.w - px(24))
        surface.blit(label, label.get_rect(center=(self.player_box.centerx, self.player_box.centery - px(7))))
        sub = fonts.fit(self.t("records_players", n=count), "regular", px(14), LIGHT_SOFT, self.player_box.w - px(24))
        surface.blit(sub, sub.get_rect(center=(self.player_box.centerx, self.player_box.bottom - px(11))))

    def _tab(self, surface: pygame.Surface, rect: pygame.Rect, chosen: bool, lit: bool = False) -> None:
        px = self.px
        fill = ACCENT if chosen else TAB_LIT if lit else TAB
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, px(3)), border_radius=px(10))
        pygame.draw.rect(surface, fill, rect, border_radius=px(10))

    def _arrow(self, surface: pygame.Surface, rect: pygame.Rect, left: bool, colour) -> None:
        """A triangle pointing left or right (the fonts' arrows differ between them: drawn, the same everywhere)."""
        cx, cy, r = rect.centerx, rect.centery, max(5, rect.h // 5)
        if left:
            pts = [(cx + r * 0.6, cy - r), (cx + r * 0.6, cy + r), (cx - r * 0.8, cy)]
        else:
            pts = [(cx - r * 0.6, cy - r), (cx - r * 0.6, cy + r), (cx + r * 0.8, cy)]
        pygame.draw.polygon(surface, colour, pts)

    # ------------------------------------------------------------------ the figures

    def _panel_title(self, surface: pygame.Surface, box: pygame.Rect, text: str) -> int:
        fonts, px = self.app.fonts, self.px
        head = fonts.fit(text, "bold", px(24), INK, box.w - px(40))
        surface.blit(head, (box.x + px(20), box.y + px(14)))
        return box.y + px(14) + head.get_height() + px(10)

    def _draw_figures(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        box = self.figures_panel
        panel(surface, box)
        game = self.t("records_all_games") if self.game is None else short_name(self.app, self.game)
        who = self.t("records_everyone") if self.player is None else self.player
        y = self._panel_title(surface, box, f"{who}  ·  {game}")
        self.table_rects = []
        head, rows = self.table()
        if head:
            self._draw_table(surface, pygame.Rect(box.x + px(16), y, box.w - px(32), box.bottom - y - px(14)),
                             head, rows)
            return
        figures = self.figures()
        if not figures:
            text = fonts.fit(self.t("records_no_games_here"), "italic", px(20), INK_SOFT, box.w - px(40))
            surface.blit(text, (box.x + px(20), y + px(8)))
            return
        line = max(px(24), min(px(34), (box.bottom - px(14) - y) // max(1, len(figures))))
        size = max(12, min(px(20), round(line * 0.62)))
        left, right = box.x + px(22), box.right - px(22)
        for fig in figures:
            if y + line > box.bottom - px(8):
                break
            if fig.value is None:        # a heading
                text = fonts.fit(fig.label, "bold", size, ACCENT_DARK, right - left)
                surface.blit(text, text.get_rect(midleft=(left, y + line // 2 + px(2))))
                pygame.draw.line(surface, PANEL_EDGE, (left, y + line - px(2)), (right, y + line - px(2)), 1)
            else:
                value = fonts.fit(fig.value, "bold", size, INK, (right - left) // 2)
                surface.blit(value, value.get_rect(midright=(right, y + line // 2)))
                label = fonts.fit(fig.label, "regular", size, INK_SOFT, right - left - value.get_width() - px(16))
                surface.blit(label, label.get_rect(midleft=(left + px(10), y + line // 2)))
            y += line

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, head, rows) -> None:
        fonts, px = self.app.fonts, self.px
        # the names' column a third; the others share the rest, a date (the last column of five) twice a number
        weights = [1.0] * (len(head) - 1)
        if len(head) == 5:
            weights[-1] = 2.0
        first_w = round(area.w * 0.32)
        unit = (area.w - first_w) / sum(weights)
        widths = [first_w] + [round(unit * wt) for wt in weights]
        xs = [area.x]
        for width in widths[:-1]:
            xs.append(xs[-1] + width)
        size = px(17)
        line = px(32)
        y = area.y

        def cells(texts, style, ink, y):
            for i, text in enumerate(texts):
                surf = fonts.fit(text, style, size, ink, widths[i] - px(10))
                if i == 0:
                    surface.blit(surf, surf.get_rect(midleft=(xs[i] + px(6), y + line // 2)))
                else:
                    surface.blit(surf, surf.get_rect(midright=(xs[i] + widths[i] - px(6), y + line // 2)))
        cells(head, "bold", INK_SOFT, y)
        y += line
        pygame.draw.line(surface, PANEL_EDGE, (area.x, y - px(2)), (area.right, y - px(2)), 1)
        fit = max(1, (area.bottom - y) // line)
        shown = rows if len(rows) <= fit else rows[:fit - 1]
        for i, row in enumerate(shown):
            rect = pygame.Rect(area.x, y, area.w, line)
            if row.player is not None:
                self.table_rects.append((rect, row.player))
                lit = self.hover_table is not None and self.hover_table == len(self.table_rects) - 1
                if lit:
                    pygame.draw.rect(surface, ROW_LIT, rect, border_radius=px(6))
                elif i % 2:
                    pygame.draw.rect(surface, STRIPE, rect, border_radius=px(6))
            elif i % 2:
                pygame.draw.rect(surface, STRIPE, rect, border_radius=px(6))
            if row.total:
                pygame.draw.line(surface, PANEL_EDGE, (area.x, y), (area.right, y), 1)
            cells(row.cells, "bold" if row.total else "regular", INK, y)
            y += line
        if len(shown) < len(rows):
            more = fonts.fit(self.t("records_more", n=len(rows) - len(shown)), "italic", size, INK_SOFT, area.w)
            surface.blit(more, more.get_rect(midleft=(area.x + px(6), y + line // 2)))

    # ------------------------------------------------------------------ the chart

    def _draw_chart(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        numbers, mine, theirs, _ = self.chart_series()
        if not numbers:
            panel(surface, self.chart_panel, color=(30, 38, 44), edge=(86, 104, 112))
            why = self.t("records_chart_choose") if self.records.records else ""
            for i, line in enumerate(fonts.wrap(why, "italic", px(20), LIGHT_SOFT, self.chart_panel.w - px(80))):
                surface.blit(line, line.get_rect(center=(self.chart_panel.centerx,
                                                         self.chart_panel.centery + i * line.get_height())))
            return
        # the best opponent's line where every game had one (a chart line has a value at every game)
        rival = [v for v in theirs if v is not None]
        lines = [Line(self.player, PLAYER_LINE, tuple(mine), strong=True, marker="circle")]
        if len(rival) == len(theirs):
            lines.append(Line(self.t("records_chart_rival"), RIVAL_LINE, tuple(rival), marker="square"))
        values = [v for ln in lines for v in ln.values]
        low, high = min(0, min(values)), max(values)
        step = max(1, (high - low) // 8)
        high = high + step
        shown_all = numbers[0] == 1          # the player's every game, or their last CHART_GAMES
        title = self.t("records_chart_title") if shown_all else self.t("records_chart_title_last", n=len(numbers))
        self.chart.draw(surface, title, numbers, lines, low, high, hover=self.chart_hover)
        # the key: which line is whose, in the title's row at the right
        x = self.chart_panel.right - px(14)
        for ln in reversed(lines):
            text = fonts.fit(ln.label, "bold", px(15), LIGHT, px(180))
            at = text.get_rect(midright=(x, self.chart_panel.y + self.chart.title_h() // 2))
            surface.blit(text, at)
            pygame.draw.line(surface, ln.colour, (at.x - px(30), at.centery), (at.x - px(8), at.centery),
                             max(2, px(3)))
            x = at.x - px(44)

    # ------------------------------------------------------------------ the last games

    def _draw_list(self, surface: pygame.Surface) -> None:
        fonts, px = self.app.fonts, self.px
        panel(surface, self.list_panel)
        listed = self.listed()
        title = fonts.fit(self.t("records_last_games", n=len(listed)), "bold", px(22), INK, self.list_title.w)
        surface.blit(title, title.get_rect(midleft=(self.list_title.x + px(4), self.list_title.centery)))
        for key, rect in self.sort_tabs:
            chosen = key == self.sort
            pygame.draw.rect(surface, ACCENT if chosen else (226, 214, 186), rect, border_radius=px(8))
            text = fonts.fit(self.t(f"records_sort_{key}"), "bold", px(17), INK, rect.w - px(12))
            surface.blit(text, text.get_rect(center=rect.center))
        pages = self.pages()
        for rect, left in ((self.page_prev, True), (self.page_next, False)):
            live = (self.page > 0) if left else (self.page < pages - 1)
            pygame.draw.rect(surface, (226, 214, 186) if live else (236, 230, 214), rect, border_radius=px(8))
            self._arrow(surface, rect, left, INK if live else (190, 180, 160))
        page = fonts.fit(self.t("records_page", n=self.page + 1, total=pages), "bold", px(17), INK_SOFT,
                         self.page_box.w)
        surface.blit(page, page.get_rect(center=self.page_box.center))
        for i, row in enumerate(self.rows):
            self._draw_row(surface, row, i)

    def _draw_row(self, surface: pygame.Surface, row, i: int) -> None:
        fonts, px = self.app.fonts, self.px
        r, rect = row.record, row.rect
        lit = i == self.hover_row or i == self.focus_row
        if lit:
            pygame.draw.rect(surface, ROW_LIT, rect, border_radius=px(8))
        elif i % 2:
            pygame.draw.rect(surface, STRIPE, rect, border_radius=px(8))
        if i == self.focus_row:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(px(4), px(4)), width=max(2, px(3)),
                             border_radius=px(10))
        size = px(17)
        cy = rect.centery
        # the columns, from the left: when, which game and how, who scored what; from the right: the replay
        # mark, how long, the result
        x = rect.x + px(10)
        when = fonts.fit(self.when_words(r), "regular", size, INK_SOFT, px(160))
        surface.blit(when, when.get_rect(midleft=(x, cy)))
        x += px(168)
        if self.game is None:         # every game listed: which one (one game chosen: its tab says it)
            game = fonts.fit(short_name(self.app, r.game_id), "bold", size, INK, px(118))
            surface.blit(game, game.get_rect(midleft=(x, cy)))
            x += px(124)
        mode = fonts.fit(self.mode_words(r), "regular", size, INK_SOFT, px(104))
        surface.blit(mode, mode.get_rect(midleft=(x, cy)))
        x += px(110)
        right = rect.right - px(10)
        mark = pygame.Rect(0, 0, px(24), px(24))
        mark.midright = (right, cy)
        replayable = r.game_file is not None
        if replayable:
            pygame.draw.circle(surface, ACCENT_DARK if lit else (200, 170, 110), mark.center, mark.w // 2)
            self._arrow(surface, mark.inflate(-px(4), -px(4)), False, LIGHT)
        right = mark.x - px(10)
        duration = self.duration_words(r)
        if duration:
            dur = fonts.fit(duration, "regular", size, INK_SOFT, px(70))
            surface.blit(dur, dur.get_rect(midright=(right, cy)))
        right -= px(78)
        kind, words = self.result_of(r)
        res = fonts.fit(words, "bold", size, RESULT_INK[kind], px(150))
        surface.blit(res, res.get_rect(midright=(right, cy)))
        right = min(right - res.get_width(), right - px(100)) - px(14)
        seats = fonts.fit_or_cut(self.seats_words(r), "regular", size, INK, right - x, min_size=max(10, size - 2))
        surface.blit(seats, seats.get_rect(midleft=(x, cy)))

    # ------------------------------------------------------------------ over the screen

    def _draw_question(self, surface: pygame.Surface) -> None:
        fonts, px, box = self.app.fonts, self.px, self.question_box
        shade(surface)
        panel(surface, box)
        y = box.y + px(30)
        for line in fonts.wrap(self.question_text(), "regular", px(22), INK, box.w - px(70)):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += fonts.get("regular", px(22)).get_linesize()
        pygame.draw.line(surface, BAD, (box.x + px(30), box.y + px(12)), (box.right - px(30), box.y + px(12)),
                         max(2, px(3)))
        self.dialog.draw(surface, fonts)
