"""Where everything of the rules screen goes, for a window size: the title bar (title, one tab per game, the back
button), the section list on the left (general pages one per line, card kinds or groups two per line with their
icon, scaled down to fit), the key hint at its foot, and the reading panel — a card's face and its previous / next
buttons on a card's page, the scrolling text and its bar. A mixin of ``RulesScene`` (scenes/rules.py)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .games import screens_of
from .ui import LIGHT_SOFT, Button


def rules_games() -> tuple[str, ...]:
    """The games of the tabs: every game the window plays that has rules pages, in menu order."""
    from .games import window_games

    return tuple(g for g in window_games() if screens_of(g).has_rules)


@dataclass
class Entry:
    """One line of the section list."""

    section: str
    rect: pygame.Rect
    with_icon: bool = False     # drawn with its card's icon (a card kind, or a Canopée card group)


class RulesLayout:
    """The rules screen's places, set by ``layout`` on every resize and by ``_layout_reading`` on every page."""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        fonts = self.app.fonts
        s = max(1.0, min(w / 1280, h / 720, 2.0))
        self.s = s
        m = round(20 * s)
        self.margin = m
        bar_h = round(52 * s)
        # the title bar: title, the two game tabs, the back button
        self.title_size = round(34 * s)
        title_w = fonts.get("title", self.title_size).size(self.t("rules_title"))[0]
        self.title_pos = (m, m + bar_h // 2)
        back = pygame.Rect(0, 0, round(150 * s), bar_h)
        back.topright = (w - m, m)
        over = getattr(self, "over", None) is not None
        if over:                     # opened over a table: back to the game, wider for its words
            back.w = round(230 * s)
            back.topright = (w - m, m)
        self.back_button = Button(self.t("rules_back_to_game") if over else self.t("back"), self.back, back,
                                  size=round(22 * s))
        tab_w = round(170 * s)
        tab_gap = round(10 * s)
        tab_x = m + min(title_w, round(360 * s)) + round(30 * s)
        games = self.tab_games()
        tab_x = min(tab_x, back.x - m - len(games) * tab_w - (len(games) - 1) * tab_gap)
        self.tabs = {}
        for i, gid in enumerate(games):
            rect = pygame.Rect(tab_x + i * (tab_w + tab_gap), m, tab_w, bar_h)
            self.tabs[gid] = Button(self.tab_label(gid), self._picker(gid), rect, primary=gid == self.game_id,
                                    size=round(22 * s))
        self.title_max_w = tab_x - m - round(16 * s)
        body_top = m + bar_h + round(16 * s)
        # the left column: the section list, with the key hint at its foot
        col = pygame.Rect(m, body_top, round(290 * s), h - m - body_top)
        self.column = col
        self.hint_size = round(15 * s)
        hint_lines = fonts.wrap(self.keys_hint, "regular", self.hint_size, LIGHT_SOFT, col.w)
        line_h = fonts.get("regular", self.hint_size).get_linesize()
        self.hint_rect = pygame.Rect(col.x, col.bottom - line_h * len(hint_lines), col.w, line_h * len(hint_lines))
        area = pygame.Rect(col.x, col.y, col.w, self.hint_rect.y - round(10 * s) - col.y)
        if self.pages.headed_kinds:
            self._layout_list(area)
        else:
            self._layout_paged_list(area)
        # the reading panel
        self.panel = pygame.Rect(col.right + m, body_top, w - m - (col.right + m), h - m - body_top)
        pad = round(26 * s)
        self.pad = pad
        self.heading_size = round(30 * s)
        head_h = fonts.get("title", self.heading_size).get_linesize()
        self.heading_pos = (self.panel.x + pad, self.panel.y + round(18 * s))
        self.rule_y = self.heading_pos[1] + head_h + round(6 * s)
        top = self.rule_y + round(14 * s)
        self.content = pygame.Rect(self.panel.x + pad, top, self.panel.w - 2 * pad,
                                   self.panel.bottom - round(12 * s) - top)
        self.body_size = round(20 * s)
        self._layout_reading()

    def _layout_list(self, area: pygame.Rect) -> None:
        """The section buttons, scaled down (never up) so that the whole list fits ``area``."""
        general, groups = self.pages.general(), self.pages.kind_groups()
        rows = sum((len(kinds) + 1) // 2 for _, kinds in groups)
        need = len(general) * 46 + len(groups) * 30 + rows * 46   # at scale 1
        u = min(self.s, area.h / need)
        self.u = u
        item_h, gap, head_h = round(40 * u), round(6 * u), round(30 * u)
        self.entries, self.headers = [], []
        y = area.y
        for section in general:
            self.entries.append(Entry(section, pygame.Rect(area.x, y, area.w, item_h)))
            y += item_h + gap
        half = (area.w - gap) // 2
        for heading, kinds in groups:
            self.headers.append((heading, pygame.Rect(area.x, y, area.w, head_h)))
            y += head_h
            for i, kind_id in enumerate(kinds):
                x = area.x + (i % 2) * (half + gap)
                self.entries.append(Entry(kind_id, pygame.Rect(x, y, half, item_h), with_icon=True))
                if i % 2 == 1 or i == len(kinds) - 1:
                    y += item_h + gap

    def _layout_paged_list(self, area: pygame.Rect) -> None:
        """Canopée's and Living Forest's list: the general pages one per line, then a heading ("the cards", "the
        material") over the grid entries (card groups...), two per line, each with an icon; scaled down (never
        up) so that the whole list fits ``area``."""
        pages = self.pages
        grid, sections = pages.grid(), pages.general()
        rows = (len(grid) + 1) // 2
        need = len(sections) * 46 + 30 + rows * 46     # at scale 1
        u = min(self.s, area.h / need)
        self.u = u
        item_h, gap, head_h = round(40 * u), round(6 * u), round(30 * u)
        self.entries, self.headers = [], []
        y = area.y
        for section in sections:
            self.entries.append(Entry(section, pygame.Rect(area.x, y, area.w, item_h)))
            y += item_h + gap
        self.headers.append((f"{pages.prefix}_cards", pygame.Rect(area.x, y, area.w, head_h)))
        y += head_h
        half = (area.w - gap) // 2
        for i, section in enumerate(grid):
            x = area.x + (i % 2) * (half + gap)
            self.entries.append(Entry(section, pygame.Rect(x, y, half, item_h), with_icon=True))
            if i % 2 == 1 or i == len(grid) - 1:
                y += item_h + gap

    def _layout_reading(self) -> None:
        """Where the card (card sections) and the scrolling text go inside the panel."""
        s, c = self.s, self.content
        self.bar_w = max(6, round(8 * s))
        self.card_buttons = []
        if self.pages.card_steps and self.is_kind():
            self._layout_paged_card()
            return
        if self.is_kind():
            facts_h = 2 * self.app.fonts.get("bold", round(17 * s)).get_linesize() + round(10 * s)
            card_w = int(min((c.h - facts_h) / 1.4, c.w * 0.34, 330 * s))
            self.card_rect = pygame.Rect(c.x, c.y, card_w, round(card_w * 1.4))
            self.facts_y = self.card_rect.bottom + round(10 * s)
            left = self.card_rect.right + round(30 * s)
        else:
            self.card_rect = None
            left = c.x
        self.view = pygame.Rect(left, c.y, c.right - left - self.bar_w - round(12 * s), c.h)
        self.bar = pygame.Rect(self.view.right + round(12 * s), c.y, self.bar_w, c.h)
        self._clamp_scroll()

    def _layout_paged_card(self) -> None:
        """A Canopée or Living Forest card's page: its face (a tree's tile) on the left, two fact lines and the
        previous / next buttons under it, the text on the right."""
        aspect = self.pages.aspect(self.section)
        s, c = self.s, self.content
        fonts = self.app.fonts
        facts_h = 2 * fonts.get("bold", round(17 * s)).get_linesize() + round(10 * s)
        button_h = round(38 * s)
        below = facts_h + button_h + round(10 * s)
        card_w = int(min((c.h - below) / aspect, c.w * 0.34, 330 * s))
        self.card_rect = pygame.Rect(c.x, c.y, card_w, round(card_w * aspect))
        self.facts_y = self.card_rect.bottom + round(10 * s)
        row = pygame.Rect(c.x, self.facts_y + facts_h, card_w, button_h)
        half = (row.w - round(8 * s)) // 2
        size = round(17 * s)
        self.card_buttons = [
            Button(self.pages.t("prev"), lambda: self.step_card(-1), pygame.Rect(row.x, row.y, half, row.h),
                   size=size),
            Button(self.pages.t("next"), lambda: self.step_card(1), pygame.Rect(row.right - half, row.y, half, row.h),
                   size=size),
        ]
        left = self.card_rect.right + round(30 * s)
        self.view = pygame.Rect(left, c.y, c.right - left - self.bar_w - round(12 * s), c.h)
        self.bar = pygame.Rect(self.view.right + round(12 * s), c.y, self.bar_w, c.h)
        self._clamp_scroll()
