"""The rules screen's reading panel, laid out: a page's text in the tiny markup of the rules pages (headings,
bullets, tables, paragraph breaks; game.core.typeset), set for the panel's width once per page, language and size
— with a picture under its first paragraph (Living Forest's board and Circle) or a gallery of the group's cards
under it (Canopée's and Living Forest's card groups). The card viewer (scenes/cardview.py) sets its text in the
same colours. A mixin of ``RulesScene`` (scenes/rules.py)."""
from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass, field

import pygame

from game.core.typeset import markup_blocks

from .ui import ACCENT, INK, INK_SOFT, PANEL_EDGE

HEADING = (44, 96, 68)          # sub-headings on the parchment
TABLE_HEAD = (226, 214, 186)    # table header row
TABLE_ROW = (236, 228, 208)     # every other table row


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
class Doc:
    """A section's text laid out for one width: blits and boxes in content coordinates."""

    blits: list[tuple[pygame.Surface, tuple[int, int]]]
    boxes: list[tuple[tuple[int, int, int], pygame.Rect]]
    height: int
    cards: list[tuple[str, pygame.Rect]] = field(default_factory=list)    # a Canopée gallery: kind, its face


class RulesDoc:
    """The text of the page shown, laid out (``doc``) for the reading panel ``RulesLayout`` placed."""

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
