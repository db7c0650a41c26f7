"""The items a Forêt or Savane card's scoring pictogram is made of, beyond artkit's own (text, icons, tables,
separators): the points, the kinds and categories counted, the neighbourhood grid, the lines, the groups, the
podium, the flip, the hunt's arrow... each sized in units and drawn on the card's vector layer.
scenes/ecosysteme/pictogram.py says which of them state each rule."""
from __future__ import annotations

import math
from typing import Sequence

from ..artkit import (CREAM, INK, INK_SOFT, MIN_CELL_PX, MIN_ICON_PX, MIN_TEXT_PX, NEGATIVE, ROW_GAP, Item, Text,
                     blit_centered_caps, cap_height, draw_layout, layout_facts, layout_min_unit, mix, row_size)
from .card_looks import BRONZE, FACE_DOWN, GOLD, SILVER, category_badge


_NEIGHBOURHOOD_CELLS: dict[str, tuple[int, int, tuple[int, int], set[tuple[int, int]]]] = {
    # where -> (rows, cols, own cell, counted cells)
    "adjacent": (3, 3, (1, 1), {(0, 1), (1, 0), (1, 2), (2, 1)}),
    "diagonal": (3, 3, (1, 1), {(0, 0), (0, 2), (2, 0), (2, 2)}),
    "within_2": (5, 5, (2, 2), {(r, c) for r in range(5) for c in range(5) if 0 < abs(r - 2) + abs(c - 2) <= 2}),
    "straight_2": (5, 5, (2, 2), {(0, 2), (4, 2), (2, 0), (2, 4)}),
    "below": (4, 3, (0, 1), {(1, 1), (2, 1), (3, 1)}),
}


def points_item(points: int, scale: float = 0.92) -> Text:
    text = f"+{points}" if points > 0 else (f"\u2212{-points}" if points < 0 else "0")
    return Text(text, scale, "black", NEGATIVE if points < 0 else INK, ("points", points))


def base_item(points: int, scale: float = 1.15) -> Text:
    """The points a card starts from before its per-card points (the elephant's 6)."""
    return Text(str(points), scale, fact=("base", points))


class Values(Text):
    """A compact list of numbers ("12·8·4"), for prizes or a group table where a podium or table cannot fit."""

    def __init__(self, values: Sequence[int], what: str, scale: float = 0.86):
        super().__init__("\u00b7".join(str(v) for v in values), scale, fact=(what, tuple(values)))


class Badge(Item):
    """A category as a target ("any animal"): the same badge as the cards' corner badge."""

    def __init__(self, category: str):
        self.category = category
        self.fact = ("category", category)

    def min_unit(self):
        return MIN_ICON_PX

    def draw(self, ctx, x, y, u):
        category_badge(ctx.vec, self.category, ctx.game_id, x + u / 2, y + u / 2, u / 2)


class FaceDown(Item):
    """A face-down card."""

    fact = ("face_down", True)

    def min_unit(self):
        return MIN_ICON_PX

    def size(self, ctx, u):
        return u * 0.72, u

    def draw(self, ctx, x, y, u):
        w, h = u * 0.72, u
        v = ctx.vec
        v.rect((x, y, w, h), FACE_DOWN, radius=u * 0.12)
        v.rect((x + u * 0.09, y + u * 0.09, w - u * 0.18, h - u * 0.18), mix(FACE_DOWN, CREAM, 0.55),
               radius=u * 0.06, width=max(0.6, u * 0.05))
        cx, cy = x + w / 2, y + h / 2
        d = u * 0.17
        v.polygon([(cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3), (cx - d, cy)], mix(FACE_DOWN, CREAM, 0.7))


class Grid(Item):
    """A neighbourhood diagram: the card's cell (dark) and the cells it counts (highlighted)."""

    def __init__(self, where: str):
        self.rows, self.cols, self.own, self.counted = _NEIGHBOURHOOD_CELLS[where]
        self.fact = ("where", where)

    def _cell(self, u):
        return u * (0.36 if self.rows <= 3 else 0.27)

    def min_unit(self):
        return MIN_CELL_PX / self._cell(1.0)

    def size(self, ctx, u):
        c = self._cell(u)
        return self.cols * c, self.rows * c

    def draw(self, ctx, x, y, u):
        c = self._cell(u)
        gap = max(0.5, c * 0.14)
        v, pal = ctx.vec, ctx.pal
        v.rect((x - gap, y - gap, self.cols * c + gap, self.rows * c + gap), mix(pal.panel, INK, 0.08),
               radius=c * 0.35)
        for r in range(self.rows):
            for col in range(self.cols):
                cell = (x + col * c, y + r * c, c - gap, c - gap)
                if (r, col) == self.own:
                    v.rect(cell, pal.frame_bottom, radius=c * 0.2)
                    v.circle((cell[0] + cell[2] / 2, cell[1] + cell[3] / 2), cell[2] * 0.2, CREAM)
                elif (r, col) in self.counted:
                    v.rect(cell, pal.highlight, radius=c * 0.2)
                else:
                    v.rect(cell, mix(pal.panel, CREAM, 0.6), radius=c * 0.2)


class Lines(Item):
    """Every row and every column holding such a card: the 4x5 ecosystem with the card's row and column lit
    from edge to edge."""

    rows, cols, own = 4, 5, (1, 3)
    fact = ("lines", True)

    def size(self, ctx, u):
        c = u * 0.3
        return self.cols * c, self.rows * c

    def min_unit(self):
        return MIN_CELL_PX / 0.3

    def draw(self, ctx, x, y, u):
        c = u * 0.3
        gap = max(0.5, c * 0.16)
        v, pal = ctx.vec, ctx.pal
        r0, c0 = self.own
        v.rect((x - gap / 2, y - gap / 2, self.cols * c + gap, self.rows * c + gap), mix(pal.panel, INK, 0.08),
               radius=c * 0.3)
        # the lit row and column as two continuous bars, then the cells on top
        v.rect((x, y + r0 * c, self.cols * c - gap, c - gap), pal.highlight, radius=c * 0.25)
        v.rect((x + c0 * c, y, c - gap, self.rows * c - gap), pal.highlight, radius=c * 0.25)
        for r in range(self.rows):
            for col in range(self.cols):
                cell = (x + col * c, y + r * c, c - gap, c - gap)
                if (r, col) == self.own:
                    v.rect(cell, pal.frame_bottom, radius=c * 0.2)
                    v.circle((cell[0] + cell[2] / 2, cell[1] + cell[3] / 2), cell[2] * 0.2, CREAM)
                elif r != r0 and col != c0:
                    v.rect(cell, mix(pal.panel, CREAM, 0.6), radius=c * 0.2)


class Group(Item):
    """A connected group of cards: four cells joined in an L."""

    cells = ((0, 0), (1, 0), (1, 1), (1, 2))
    fact = ("group", True)

    def size(self, ctx, u):
        return u * 1.2, u * 0.8

    def draw(self, ctx, x, y, u):
        c = u * 0.4
        v, pal = ctx.vec, ctx.pal
        dark = pal.frame_bottom
        for r, col in self.cells:  # one dark outline around the union: cells drawn slightly larger first
            v.rect((x + col * c - c * 0.08, y + r * c - c * 0.08, c * 1.16, c * 1.16), dark, radius=c * 0.3)
        for r, col in self.cells:
            v.rect((x + col * c + c * 0.06, y + r * c + c * 0.06, c * 0.88, c * 0.88), pal.highlight, radius=c * 0.22)
        for (r1, c1), (r2, c2) in zip(self.cells, self.cells[1:]):
            a = (x + (c1 + 0.5) * c, y + (r1 + 0.5) * c)
            b = (x + (c2 + 0.5) * c, y + (r2 + 0.5) * c)
            v.line(a, b, c * 0.16, dark)
        for r, col in self.cells:
            v.circle((x + (col + 0.5) * c, y + (r + 0.5) * c), c * 0.17, dark)


class Length(Item):
    """The length of a group: a chain of cells over a double-headed measuring arrow."""

    fact = ("length", True)

    def size(self, ctx, u):
        return u * 1.3, u * 0.9

    def draw(self, ctx, x, y, u):
        v, pal = ctx.vec, ctx.pal
        c = u * 1.3 / 3
        dark = mix(pal.frame_bottom, INK, 0.3)
        for i in range(3):
            v.rect((x + i * c + c * 0.06, y, c * 0.88, c * 0.88), pal.highlight, radius=c * 0.22)
        v.line((x + c * 0.5, y + c * 0.44), (x + c * 2.5, y + c * 0.44), c * 0.14, dark)
        ay = y + u * 0.78
        a = u * 0.16
        v.line((x + a, ay), (x + u * 1.3 - a, ay), u * 0.07, dark)
        v.polygon([(x, ay), (x + a * 1.3, ay - a * 0.8), (x + a * 1.3, ay + a * 0.8)], dark)
        v.polygon([(x + u * 1.3, ay), (x + u * 1.3 - a * 1.3, ay - a * 0.8), (x + u * 1.3 - a * 1.3, ay + a * 0.8)],
                  dark)


class Stack(Item):
    """How many cards: a small fanned stack."""

    fact = ("count", True)

    def size(self, ctx, u):
        return u * 0.95, u

    def draw(self, ctx, x, y, u):
        v, pal = ctx.vec, ctx.pal
        w, h = u * 0.56, u * 0.78
        for i, t in enumerate((0.55, 0.3, 0.0)):
            ox, oy = x + i * u * 0.19, y + (2 - i) * u * 0.11
            v.rect((ox, oy, w, h), pal.frame_bottom, radius=u * 0.1)
            v.rect((ox + u * 0.05, oy + u * 0.05, w - u * 0.1, h - u * 0.1), mix(pal.highlight, CREAM, t),
                   radius=u * 0.06)


class Crown(Item):
    """Compared between the ecosystems: the best ones win prizes."""

    fact = ("majority", True)

    def size(self, ctx, u):
        return u * 1.05, u * 0.8

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        w, h = u * 1.05, u * 0.8
        dark = (150, 104, 20)
        base = y + h * 0.98
        pts = [(x + w * 0.06, base), (x + w * 0.0, y + h * 0.26), (x + w * 0.3, y + h * 0.55),
               (x + w * 0.5, y + h * 0.1),
               (x + w * 0.7, y + h * 0.55), (x + w * 1.0, y + h * 0.26), (x + w * 0.94, base)]
        v.polygon(pts, dark)
        inner = [(x + w * 0.14, base - h * 0.1), (x + w * 0.1, y + h * 0.42), (x + w * 0.32, y + h * 0.68),
                 (x + w * 0.5, y + h * 0.3), (x + w * 0.68, y + h * 0.68), (x + w * 0.9, y + h * 0.42),
                 (x + w * 0.86, base - h * 0.1)]
        v.polygon(inner, GOLD)
        for px, py in ((0.0, 0.2), (0.5, 0.05), (1.0, 0.2)):
            v.circle((x + w * px, y + h * py), u * 0.09, dark)


class Podium(Item):
    """Comparison prizes on a podium: 1st, 2nd, 3rd... from left to right, each step lower, its prize on it."""

    def __init__(self, prizes: Sequence[int]):
        self.prizes = tuple(prizes)
        self.fact = ("prizes", self.prizes)

    def facts(self):
        return {self.fact, ("places", len(self.prizes))}    # gold, silver, bronze steps

    def min_unit(self):
        return MIN_TEXT_PX / 0.62

    def _font(self, ctx, u):
        return ctx.art.font("black", max(6, round(u * 0.62)))

    def _step_w(self, ctx, u):
        font = self._font(ctx, u)
        return max(u * 0.8, max(ctx.art.text_width(font, str(p)) for p in self.prizes) + u * 0.22)

    def size(self, ctx, u):
        return self._step_w(ctx, u) * len(self.prizes), u * 1.1

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        font = self._font(ctx, u)
        cap = cap_height(font)
        sw = self._step_w(ctx, u)
        bottom = y + u * 1.1
        n = len(self.prizes)
        colors = (GOLD, SILVER, BRONZE)
        for i, prize in enumerate(self.prizes):
            sh = u * (1.1 - 0.38 * i / max(1, n - 1)) if n > 1 else u * 1.1
            sx = x + i * sw
            color = mix(colors[min(i, 2)], CREAM, 0.25)
            v.rect((sx, bottom - sh, sw - u * 0.05, sh), mix(colors[min(i, 2)], INK, 0.3), radius=u * 0.12)
            v.rect((sx + u * 0.05, bottom - sh + u * 0.05, sw - u * 0.15, sh - u * 0.1), color, radius=u * 0.09)
            blit_centered_caps(ctx.blits, font, str(prize), INK, sx + (sw - u * 0.05) / 2, None,
                               bottom - sh + u * 0.08 + cap * 0.75)


class Flip(Item):
    """Turn a card face down: a face-down card under a curved arrow."""

    fact = ("flip", True)

    def min_unit(self):
        return MIN_ICON_PX

    def size(self, ctx, u):
        return u * 1.0, u

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        FaceDown().draw(ctx, x + u * 0.3, y + u * 0.16, u * 0.84)
        ink = mix(ctx.pal.frame_bottom, INK, 0.3)
        cx, cy, r = x + u * 0.42, y + u * 0.52, u * 0.4
        arc = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(150, 301, 10)]
        v.polyline(arc, u * 0.1, CREAM)
        v.polyline(arc, u * 0.065, ink)
        end = arc[-1]
        a = u * 0.2
        v.polygon([(end[0] + a * 0.9, end[1] - a * 0.1), (end[0] - a * 0.35, end[1] - a * 0.75),
                   (end[0] - a * 0.2, end[1] + a * 0.6)], ink)


class Swap(Item):
    """Swap two cards: two opposed arrows."""

    fact = ("swap", True)

    def size(self, ctx, u):
        return u * 0.95, u * 0.8

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = mix(ctx.pal.frame_bottom, INK, 0.3)
        w = u * 0.95
        a = u * 0.22
        for yy, right in ((y + u * 0.22, True), (y + u * 0.58, False)):
            v.line((x + a * 0.4, yy), (x + w - a * 0.4, yy), u * 0.085, ink)
            if right:
                v.polygon([(x + w, yy), (x + w - a, yy - a * 0.75), (x + w - a, yy + a * 0.75)], ink)
            else:
                v.polygon([(x, yy), (x + a, yy - a * 0.75), (x + a, yy + a * 0.75)], ink)


class Distinct(Item):
    """Different kinds: a not-equal sign."""

    fact = ("distinct", True)

    def size(self, ctx, u):
        return u * 0.6, u * 0.7

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = INK
        w = u * 0.6
        for yy in (y + u * 0.24, y + u * 0.46):
            v.line((x + u * 0.04, yy), (x + w - u * 0.04, yy), u * 0.08, ink)
        v.line((x + w * 0.68, y + u * 0.02), (x + w * 0.32, y + u * 0.68), u * 0.08, ink)


class Arrow(Item):
    """Then: a right arrow."""

    def size(self, ctx, u):
        return u * 0.55, u * 0.5

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = INK_SOFT
        yy = y + u * 0.25
        v.line((x, yy), (x + u * 0.35, yy), u * 0.08, ink)
        v.polygon([(x + u * 0.55, yy), (x + u * 0.3, yy - u * 0.2), (x + u * 0.3, yy + u * 0.2)], ink)


class Column(Item):
    """Rows of items stacked into one item (e.g. the points above the icons, beside a diagram)."""

    def __init__(self, rows: list[list[Item]]):
        self.rows = [row for row in rows if row]

    def facts(self):
        return layout_facts(self.rows)

    def min_unit(self):
        return layout_min_unit(self.rows)

    def size(self, ctx, u):
        sizes = [row_size(ctx, row, u) for row in self.rows]
        return max(s[0] for s in sizes), sum(s[1] for s in sizes) + ROW_GAP * u * (len(sizes) - 1)

    def draw(self, ctx, x, y, u):
        w, _ = self.size(ctx, u)
        draw_layout(ctx, self.rows, (x, y, w, self.size(ctx, u)[1]), u)

