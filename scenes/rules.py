"""The rules screen: every game's rules, in French and English, one section at a time, with the cards.

A tab per game that has rules pages (each game's ``GameScreens.rules_pages``, a ``PagedRules``). Forêt and Savane
(scenes/ecosysteme/rules_pages.py): on the left the sections (overview, placement, two players, solo, scoring) and
one entry per card kind, grouped habitats/terrain then animals; the texts live in game/ecosysteme/rules_text.py. Canopée: on the left its general sections (goal, setup, a turn... variants) and its card
groups (trees, flora, seeds and weather, threats, base and advanced wildlife); a group's page shows its cards as
a gallery (click one to read its page), a card's page shows the card face large beside its text, with
previous/next buttons. Its texts are made from the card data by game/canopee/rules_text.py. Living Forest is
shown the same way (``PagedRules``: its general pages, then its material — the starting deck, the three reserve
levels, the Fire Varan and the Protective Trees as galleries, the forest board and the Circle — from
game/livingforest/rules_text.py, with scenes/livingforest's card faces and tree tiles). All use the same tiny
markup (headings, bullets, tables). Right: a parchment reading panel.

Keys: 1–4 choose the game; Left/Right go to the neighbouring tab, and on Canopée's and Living Forest's card and
group pages step through the cards (Enter opens the card chosen in a gallery); Up/Down or Tab move between sections; PageUp/PageDown, Home/End and the mouse wheel scroll
the panel; Escape goes back.
"""
from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field

import pygame

from game.core.typeset import markup_blocks

from .base import Scene
from .games import screens_of
from .shell.rules_pages import PagedRules
from .ui import (ACCENT, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE, Button, panel)

HEADING = (44, 96, 68)          # sub-headings on the parchment
TABLE_HEAD = (226, 214, 186)    # table header row
TABLE_ROW = (236, 228, 208)     # every other table row
ITEM = (40, 70, 58)
ITEM_HOVER = (62, 96, 80)


def rules_games() -> tuple[str, ...]:
    """The games of the tabs: every game the window plays that has rules pages, in menu order."""
    from .games import window_games

    return tuple(g for g in window_games() if screens_of(g).has_rules)



def _plain(text: str) -> str:
    """The text with its capitals' accents taken off (the marks that rise above the font's ascent)."""
    return "".join(unicodedata.normalize("NFD", c)[0] if c.isupper() and c != "Ç" else c for c in text)


def baseline_shift(fonts, text: str, style: str, size: int) -> int:
    """How far SDL_ttf pushed this line down to make room for a capital's accent (É, À...).

    A line starting with such a letter is drawn lower in its surface than a line without one; subtract
    this from the line's y to keep every baseline on the grid."""
    if text.isascii() or text == _plain(text):
        return 0
    drawn = fonts.text(text, style, size, (0, 0, 0)).get_bounding_rect()
    bare = fonts.text(_plain(text), style, size, (0, 0, 0)).get_bounding_rect()
    return max(0, drawn.bottom - bare.bottom) if drawn.h and bare.h else 0


def fit_size(fonts, text: str, style: str, size: int, max_width: int, min_size: int = 10) -> int:
    """The size ``Fonts.fit`` would pick."""
    while size > min_size and fonts.get(style, size).size(text)[0] > max_width:
        size -= 1
    return size


@dataclass
class Entry:
    """One line of the section list."""

    section: str
    rect: pygame.Rect
    kind: bool = False          # drawn with its card's icon (a card kind, or a Canopée card group)


@dataclass
class Doc:
    """A section's text laid out for one width: blits and boxes in content coordinates."""

    blits: list[tuple[pygame.Surface, tuple[int, int]]]
    boxes: list[tuple[tuple[int, int, int], pygame.Rect]]
    height: int
    cards: list[tuple[str, pygame.Rect]] = field(default_factory=list)    # a Canopée gallery: kind, its face


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self._pages: tuple[str, PagedRules] | None = None    # (game id, its pages) once asked for
        self.game_id = game_id if game_id in rules_games() else rules_games()[0]
        self.section = self.sections()[0]
        self.scroll = 0
        self.entries: list[Entry] = []
        self.headers: list[tuple[str, pygame.Rect]] = []
        self.hover: str | None = None
        self.tabs: dict[str, Button] = {}
        self.back_button: Button | None = None
        self._doc_key: tuple | None = None
        self._doc: Doc | None = None
        self._fade: pygame.Surface | None = None
        self.dragging = False                   # the scroll bar's thumb is held
        # Canopée: the gallery's card under the pointer and the one the arrows chose (shown once they are used)
        self.card_hover: str | None = None
        self.card_focus = 0
        self.keyboard_focus = False
        self.card_buttons: list[Button] = []    # previous / next on a card's page

    # ------------------------------------------------------------------ content

    @property
    def rules(self):
        return self.app.catalogue[self.game_id]

    @property
    def pages(self) -> PagedRules:
        """The game's pages (its screens' ``rules_pages``), made again when the game or its card data changes."""
        cached = self._pages
        if cached is None or cached[0] != self.game_id or cached[1].rules is not self.rules:
            cached = self._pages = (self.game_id, screens_of(self.game_id).rules_pages(self.app))
        return cached[1]

    def card_groups(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Canopée, Living Forest: (group, card ids) of every card group, in page order."""
        return self.pages.card_groups()

    def group_of(self, section: str | None = None) -> str | None:
        """The card group a card's or a group's page belongs to (None for any other page)."""
        section = section or self.section
        for group, kinds in self.card_groups():
            if section == group or section in kinds:
                return group
        return None

    def is_group(self, section: str | None = None) -> bool:
        section = section or self.section
        return any(section == g for g, _ in self.card_groups())

    def group_kinds(self, section: str | None = None) -> tuple[str, ...]:
        group = self.group_of(section)
        return dict(self.card_groups()).get(group, ()) if group else ()

    def sections(self) -> list[str]:
        """Every section of the current game, in list order (what Up/Down walk through). Canopée and Living
        Forest: their general pages, then each card group followed by its cards (and Living Forest's board
        pages)."""
        return self.pages.sections()

    def is_kind(self, section: str | None = None) -> bool:
        section = section or self.section
        return self.pages.is_kind(section)

    def title(self, section: str | None = None) -> str:
        section = section or self.section
        pages = self.pages
        return pages.kind_name(section, self.app.lang) if pages.is_kind(section) else pages.title(section)

    def text(self, section: str | None = None) -> str:
        return self.pages.text(section or self.section, self.app.lang)

    def tab_label(self, game_id: str) -> str:
        return screens_of(game_id).rules_tab(self.app)

    @property
    def keys_hint(self) -> str:
        return self.pages.t("keys")

    # ------------------------------------------------------------------ layout

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
        self.back_button = Button(self.t("back"), self.back, back, size=round(22 * s))
        tab_w = round(170 * s)
        tab_gap = round(10 * s)
        tab_x = m + min(title_w, round(360 * s)) + round(30 * s)
        tab_x = min(tab_x, back.x - m - len(rules_games()) * tab_w - (len(rules_games()) - 1) * tab_gap)
        self.tabs = {}
        for i, gid in enumerate(rules_games()):
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
                self.entries.append(Entry(kind_id, pygame.Rect(x, y, half, item_h), kind=True))
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
            self.entries.append(Entry(section, pygame.Rect(x, y, half, item_h), kind=True))
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

    # ------------------------------------------------------------------ text layout

    def doc(self) -> Doc:
        key = (self.game_id, self.section, self.app.lang, self.view.w, self.view.h, self.body_size)
        if self._doc_key != key or self._doc is None:
            figure = self.pages.figure(self.section, min(self.view.w, round(620 * self.s)))
            if figure is not None:
                self._doc = self._lay_out_with_figure(self.text(), figure)
            else:
                self._doc = self._lay_out(self.text(), self.view.w)
            if self.is_group():
                self._lay_gallery(self._doc)
            self._doc_key = key
        return self._doc

    def _lay_out_with_figure(self, text: str, figure: pygame.Surface) -> Doc:
        """A page with a picture (Living Forest's board and Circle): its opening paragraph, the picture centred
        under it, then the rest of the text — the picture first explains what the tables below name."""
        head, sep, rest = text.partition("\n\n")
        doc = self._lay_out(head, self.view.w)
        y = doc.height + round(12 * self.s)
        doc.blits.append((figure, ((self.view.w - figure.get_width()) // 2, y)))
        y += figure.get_height() + round(6 * self.s)
        if sep:
            tail = self._lay_out(rest, self.view.w)
            doc.blits += [(surf, (x, ty + y)) for surf, (x, ty) in tail.blits]
            doc.boxes += [(colour, rect.move(0, y)) for colour, rect in tail.boxes]
            y += tail.height
        doc.height = y
        return doc

    def _lay_gallery(self, doc: Doc) -> None:
        """A card group's page (Canopée, Living Forest): under its text, a hint and the group's cards as faces
        (tiles for trees) with their names, as large as fits the panel's height (scrolling only when even the
        smallest size does not fit)."""
        pages = self.pages
        fonts, s, lang = self.app.fonts, self.s, self.app.lang
        inset = round(6 * s)            # room for the ring around a card pointed at
        width = self.view.w - 2 * inset
        y = doc.height + round(10 * s)
        hint_size = round(16 * s)
        for line in fonts.wrap_lines(pages.t("gallery_hint"), "regular", hint_size, width):
            doc.blits.append((fonts.text(line, "regular", hint_size, INK_SOFT),
                              (0, y - baseline_shift(fonts, line, "regular", hint_size))))
            y += fonts.get("regular", hint_size).get_linesize()
        y += round(12 * s) + inset
        kinds = self.group_kinds()
        n = len(kinds)
        aspect = pages.aspect(kinds[0])
        gap, label_size = round(14 * s), round(14 * s)
        label_h = 2 * fonts.get("bold", label_size).get_linesize()
        lo, hi = round(84 * s), round(160 * s)
        room = self.view.h - y

        def grid(cols: int) -> tuple[int, int, int]:
            card_w = min(hi, (width - (cols - 1) * gap) // cols)
            rows = math.ceil(n / cols)
            return card_w, rows, rows * (round(card_w * aspect) + round(6 * s) + label_h + gap)

        options = [(cols, *grid(cols)) for cols in range(1, n + 1)]
        usable = [o for o in options if o[1] >= lo] or [options[0]]
        fitting = [o for o in usable if o[3] <= room]
        cols, card_w, rows, _ = max(fitting or usable, key=lambda o: (o[1], -o[0]) if fitting else (o[0], o[1]))
        card_h = round(card_w * aspect)
        for i, kind in enumerate(kinds):
            r, c = divmod(i, cols)
            in_row = min(cols, n - r * cols)
            x0 = inset + (width - (in_row * card_w + (in_row - 1) * gap)) // 2
            rect = pygame.Rect(x0 + c * (card_w + gap), y + r * (card_h + round(6 * s) + label_h + gap), card_w,
                               card_h)
            doc.blits.append((pages.face(kind, card_w, lang), rect.topleft))
            ly = rect.bottom + round(6 * s)
            name = pages.label(kind, lang)
            lines = fonts.wrap_lines(name, "bold", label_size, card_w + gap - round(4 * s))[:2]
            for line in lines:
                surf = fonts.fit_or_cut(line, "bold", label_size, INK, card_w + gap - round(4 * s), 9)
                doc.blits.append((surf, (rect.centerx - surf.get_width() // 2,
                                         ly - baseline_shift(fonts, line, "bold", label_size))))
                ly += fonts.get("bold", label_size).get_linesize()
            doc.cards.append((kind, rect))
        doc.height = y + rows * (card_h + round(6 * s) + label_h + gap)

    def _lay_out(self, text: str, width: int) -> Doc:
        fonts, s = self.app.fonts, self.s
        size = self.body_size
        line_h = fonts.get("regular", size).get_linesize()
        para_gap = round(line_h * 0.55)
        blits: list[tuple[pygame.Surface, tuple[int, int]]] = []
        boxes: list[tuple[tuple[int, int, int], pygame.Rect]] = []
        y = top = round(4 * s)          # room for a first capital's accent
        for block in markup_blocks(text):
            kind = block[0]
            if kind == "gap":
                y += para_gap
            elif kind == "heading":
                if y > top:
                    y += round(line_h * 0.5)
                y = self._paragraph(block[1], "bold", round(size * 1.15), HEADING, 0, width, y, blits)
                y += round(4 * s)
            elif kind == "table":
                y += round(4 * s)
                y = self._lay_table(block[1], width, y, blits, boxes) + round(6 * s)
            elif kind == "bullet":
                indent = round(24 * s)
                bullet = fonts.text("•", "bold", size, ACCENT)
                blits.append((bullet, (round(6 * s), y)))
                y = self._paragraph(block[1], "regular", size, INK, indent, width, y, blits)
                y += round(3 * s)
            else:
                y = self._paragraph(block[1], "regular", size, INK, 0, width, y, blits)
        return Doc(blits, boxes, y)

    def _paragraph(self, text: str, style: str, size: int, color, x: int, width: int, y: int, blits) -> int:
        """Wrap ``text`` into ``width`` starting at (x, y); returns the y below it."""
        fonts = self.app.fonts
        line_h = fonts.get(style, size).get_linesize()
        for line in fonts.wrap_lines(text, style, size, width - x):
            blits.append((fonts.text(line, style, size, color), (x, y - baseline_shift(fonts, line, style, size))))
            y += line_h
        return y

    def _lay_table(self, rows: list[list[str]], width: int, y: int, blits, boxes) -> int:
        """A table: header row and first column in bold; the font shrinks until it fits ``width``."""
        fonts, s = self.app.fonts, self.s
        ncols = max(len(r) for r in rows)
        rows = [r + [""] * (ncols - len(r)) for r in rows]
        hpad, vpad = round(12 * s), round(5 * s)
        size = self.body_size
        while True:
            def style(r: int, c: int) -> str:
                return "bold" if r == 0 or c == 0 else "regular"
            widths = [max(fonts.get(style(r, c), size).size(rows[r][c])[0] for r in range(len(rows))) + 2 * hpad
                      for c in range(ncols)]
            if sum(widths) <= width or size <= 10:
                break
            size -= 1
        row_h = fonts.get("regular", size).get_linesize() + 2 * vpad
        total_w = sum(widths)
        for r, row in enumerate(rows):
            rect = pygame.Rect(0, y, total_w, row_h)
            if r == 0:
                boxes.append((TABLE_HEAD, rect))
            elif r % 2 == 0:
                boxes.append((TABLE_ROW, rect))
            x = 0
            for c, cell in enumerate(row):
                surf = fonts.text(cell, style(r, c), size, INK)
                cx = x + hpad if c == 0 else x + (widths[c] - surf.get_width()) // 2
                blits.append((surf, (cx, y + vpad - baseline_shift(fonts, cell, style(r, c), size))))
                x += widths[c]
            y += row_h
        boxes.append((PANEL_EDGE, pygame.Rect(0, y - row_h * len(rows), total_w, row_h * len(rows))))
        return y

    # ------------------------------------------------------------------ actions

    def _picker(self, game_id: str):
        return lambda: self.set_game(game_id)

    def set_game(self, game_id: str) -> None:
        if game_id == self.game_id or game_id not in rules_games():
            return
        self.game_id = game_id
        if self.section not in self.sections() or self.is_kind() or self.is_group():
            self.section = self.sections()[0]      # the other game has other cards (and other pages)
        self.card_hover, self.card_focus, self.keyboard_focus = None, 0, False
        self.scroll = 0
        self.layout(self.app.size)

    def select(self, section: str) -> None:
        if section not in self.sections():
            return
        if section != self.section:
            if self.is_group(section):
                # back on a gallery: the arrows start from the card just read, if it is one of this group's
                kinds = self.group_kinds(section)
                self.card_focus = kinds.index(self.section) if self.section in kinds else 0
            self.section = section
            self.scroll = 0
            self.card_hover = None
            self._layout_reading()

    def step(self, delta: int) -> None:
        order = self.sections()
        self.select(order[(order.index(self.section) + delta) % len(order)])

    def step_card(self, delta: int) -> None:
        """Canopée: the previous / next card of the group (round the group) on a card's page; on a gallery, move
        the arrows' choice."""
        kinds = self.group_kinds()
        if not kinds:
            return
        if self.is_group():
            self.keyboard_focus = True
            self.card_focus = (self.card_focus + delta) % len(kinds)
            self._show_focus()
        elif self.section in kinds:
            self.select(kinds[(kinds.index(self.section) + delta) % len(kinds)])

    def _show_focus(self) -> None:
        """Scroll a gallery so that the card the arrows chose is in view."""
        doc = self.doc()
        if not doc.cards:
            return
        rect = doc.cards[min(self.card_focus, len(doc.cards) - 1)][1]
        line_h = self.app.fonts.get("bold", round(14 * self.s)).get_linesize() * 2 + round(10 * self.s)
        if rect.y < self.scroll:
            self.scroll = rect.y
        elif rect.bottom + line_h > self.scroll + self.view.h:
            self.scroll = rect.bottom + line_h - self.view.h
        self._clamp_scroll()

    def open_focused(self) -> None:
        """Enter on a gallery: the chosen card's page."""
        kinds = self.group_kinds()
        if self.is_group() and kinds:
            self.select(kinds[min(self.card_focus, len(kinds) - 1)])

    def card_at(self, pos) -> str | None:
        """The gallery card under the pointer (Canopée's group pages), if it is in view."""
        if not self.is_group() or not self.view.collidepoint(pos):
            return None
        x, y = pos[0] - self.view.x, pos[1] - self.view.y + self.scroll
        return next((kind for kind, rect in self.doc().cards if rect.collidepoint(x, y)), None)

    @property
    def max_scroll(self) -> int:
        return max(0, self.doc().height - self.view.h)

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def scroll_by(self, dy: int) -> None:
        self.scroll += dy
        self._clamp_scroll()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        buttons = [*self.tabs.values(), self.back_button, *self.card_buttons]
        if event.type == pygame.MOUSEMOTION:
            for b in buttons:
                b.handle(event)
            self.hover = next((e.section for e in self.entries if e.rect.collidepoint(event.pos)), None)
            self.card_hover = self.card_at(event.pos)
            if self.card_hover:
                self.keyboard_focus = False
            if self.dragging:
                self._drag_bar(event.pos[1])
            return self.dragging
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.dragging = bool(self.max_scroll) and self.bar.inflate(round(12 * self.s), 0).collidepoint(event.pos)
            if self.dragging:
                self._drag_bar(event.pos[1])
            return self.dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.dragging:
                self.dragging = False
                return True
            for b in buttons:
                if b.handle(event):
                    return True
            for entry in self.entries:
                if entry.rect.collidepoint(event.pos):
                    self.select(entry.section)
                    return True
            kind = self.card_at(event.pos)
            if kind:
                self.select(kind)
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-round(event.y * 3 * self.app.fonts.get("regular", self.body_size).get_linesize()))
            return True
        return False

    def _drag_bar(self, y: int) -> None:
        t = (y - self.bar.y) / max(1, self.bar.h)
        self.scroll = round(t * self.max_scroll)
        self._clamp_scroll()

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        page = max(40, self.view.h - self.app.fonts.get("regular", self.body_size).get_linesize() * 2)
        digits = {pygame.K_1: 0, pygame.K_KP_1: 0, pygame.K_2: 1, pygame.K_KP_2: 1, pygame.K_3: 2, pygame.K_KP_3: 2,
                  pygame.K_4: 3, pygame.K_KP_4: 3}
        if key in digits:
            if digits[key] < len(rules_games()):
                self.set_game(rules_games()[digits[key]])
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and self.group_of():
            self.step_card(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.is_group():
            self.open_focused()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            # the neighbouring tab (none past the last)
            i = rules_games().index(self.game_id) + (1 if key == pygame.K_RIGHT else -1)
            if 0 <= i < len(rules_games()):
                self.set_game(rules_games()[i])
        elif key == pygame.K_DOWN:
            self.step(1)
        elif key == pygame.K_UP:
            self.step(-1)
        elif key == pygame.K_TAB:
            self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
            self.scroll_by(page)
        elif key == pygame.K_PAGEUP:
            self.scroll_by(-page)
        elif key == pygame.K_HOME:
            self.scroll = 0
        elif key == pygame.K_END:
            self.scroll = self.max_scroll
        elif key == pygame.K_BACKSPACE:
            self.back()
        else:
            return False          # Escape reaches Scene.back through the app
        return True

    # ------------------------------------------------------------------ drawing

    def animating(self) -> bool:
        return False        # nothing moves here: drawn only after events

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts = self.app.fonts
        title = fonts.fit(self.t("rules_title"), "title", self.title_size, LIGHT, self.title_max_w)
        surface.blit(title, title.get_rect(midleft=self.title_pos))
        for button in self.tabs.values():
            button.draw(surface, fonts)
        if self.back_button:
            self.back_button.draw(surface, fonts)
        self._draw_list(surface)
        for i, line in enumerate(fonts.wrap(self.keys_hint, "regular", self.hint_size, LIGHT_SOFT,
                                            self.hint_rect.w)):
            surface.blit(line, (self.hint_rect.x, self.hint_rect.y + i * line.get_height()))
        self._draw_panel(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        fonts, u = self.app.fonts, self.u
        for key, rect in self.headers:
            label = fonts.fit(self.t(key).upper(), "bold", round(15 * u), LIGHT_SOFT, rect.w)
            surface.blit(label, label.get_rect(bottomleft=(rect.x + round(4 * u), rect.bottom - round(6 * u))))
        group = self.group_of()
        for entry in self.entries:
            chosen = entry.section == self.section or entry.section == group
            fill = ACCENT if chosen else ITEM_HOVER if entry.section == self.hover else ITEM
            ink = INK if chosen else LIGHT
            rect = entry.rect
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=10)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            x = rect.x + round(12 * u)
            if entry.kind:
                size = rect.h - round(10 * u)
                icon = self._entry_icon(entry.section, size)
                surface.blit(icon, icon.get_rect(midleft=(rect.x + round(6 * u), rect.centery)))
                x = rect.x + round(6 * u) + icon.get_width() + round(6 * u)
            name = self.title(entry.section)
            size = fit_size(fonts, name, "bold", round(19 * u), rect.right - x - round(6 * u))
            label = fonts.text(name, "bold", size, ink)
            surface.blit(label, label.get_rect(midleft=(x, rect.centery - baseline_shift(fonts, name, "bold", size))))

    def _entry_icon(self, section: str, size: int) -> pygame.Surface:
        return self.pages.icon(section, size)     # a kind; a card group (its first card's); a board page

    def _draw_panel(self, surface: pygame.Surface) -> None:
        fonts, s = self.app.fonts, self.s
        panel(surface, self.panel)
        title = self.title()
        size = fit_size(fonts, title, "title", self.heading_size, self.panel.w - 2 * self.pad)
        shift = baseline_shift(fonts, title, "title", size)
        surface.blit(fonts.text(title, "title", size, INK), (self.heading_pos[0], self.heading_pos[1] - shift))
        pygame.draw.line(surface, PANEL_EDGE, (self.panel.x + self.pad, self.rule_y),
                         (self.panel.right - self.pad, self.rule_y), max(1, round(2 * s)))
        if self.card_rect is not None:
            self._draw_card(surface)
        self._draw_text(surface)

    def _draw_card(self, surface: pygame.Surface) -> None:
        """A card's page: its face large, a soft shadow under it, two fact lines below (and, for Canopée and
        Living Forest, the previous / next buttons)."""
        fonts, s, lang = self.app.fonts, self.s, self.app.lang
        face = self.pages.face(self.section, self.card_rect.w, lang)
        facts = self.pages.facts(self.section, lang)
        shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 55), shade.get_rect(), border_radius=round(face.get_width() * 0.07))
        surface.blit(shade, (self.card_rect.x + round(2 * s), self.card_rect.y + round(4 * s)))
        surface.blit(face, self.card_rect.topleft)
        y = self.facts_y
        for text, style in zip(facts, ("bold", "regular")):
            line = fonts.fit(text, style, round(17 * s), INK_SOFT, self.card_rect.w)
            surface.blit(line, line.get_rect(midtop=(self.card_rect.centerx, y)))
            y += line.get_height()
        for button in self.card_buttons:
            button.draw(surface, fonts)

    def _draw_text(self, surface: pygame.Surface) -> None:
        doc, view = self.doc(), self.view
        self._clamp_scroll()
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        ox, oy = view.x, view.y - self.scroll
        for color, rect in doc.boxes:
            moved = rect.move(ox, oy)
            if moved.bottom >= view.y and moved.y <= view.bottom:
                if color == PANEL_EDGE:
                    pygame.draw.rect(surface, color, moved, width=max(1, round(self.s)), border_radius=6)
                else:
                    pygame.draw.rect(surface, color, moved)
        for surf, (x, y) in doc.blits:
            if oy + y + surf.get_height() >= view.y and oy + y <= view.bottom:
                surface.blit(surf, (ox + x, oy + y))
        for i, (kind, rect) in enumerate(doc.cards):      # a gallery: the card pointed at, the arrows' choice
            focused = self.keyboard_focus and i == self.card_focus
            if kind == self.card_hover or focused:
                ring = rect.move(ox, oy).inflate(round(8 * self.s), round(8 * self.s))
                pygame.draw.rect(surface, HIGHLIGHT if focused else ACCENT, ring, width=max(2, round(3 * self.s)),
                                 border_radius=round(10 * self.s))
        left = self.max_scroll - self.scroll
        if left > 0:            # the text goes on below: fade it out (no more than what is hidden)
            fade = self._fade_surface(view.w)
            height = min(fade.get_height(), left)
            surface.blit(fade, (view.x, view.bottom - height), pygame.Rect(0, fade.get_height() - height,
                                                                          view.w, height))
        surface.set_clip(clip)
        if self.max_scroll:
            pygame.draw.rect(surface, TABLE_HEAD, self.bar, border_radius=self.bar.w // 2)
            thumb_h = max(round(30 * self.s), round(self.bar.h * view.h / doc.height))
            thumb_y = self.bar.y + round((self.bar.h - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, INK_SOFT, pygame.Rect(self.bar.x, thumb_y, self.bar.w, thumb_h),
                             border_radius=self.bar.w // 2)

    def _fade_surface(self, width: int) -> pygame.Surface:
        """The parchment fading in at the foot of a text that goes on below."""
        height = round(28 * self.s)
        if self._fade is None or self._fade.get_size() != (width, height):
            self._fade = pygame.Surface((width, height), pygame.SRCALPHA)
            for y in range(height):
                self._fade.fill((*PANEL, round(235 * y / (height - 1))), pygame.Rect(0, y, width, 1))
        return self._fade
