"""Forêt's and Savane's card faces, card backs and kind icons, drawn once per size from the SVG art and the rule
data, with the pieces every card renderer shares (scenes/artkit.py: the vector layer, masks, text, the pictogram
items and their fitting, the card geometry, the art files).

A face is built in three passes, so that nothing is ever rescaled per frame and the illustration is never
resampled:

1. the *vector* pass: frame, panels and every glyph of the scoring pictogram, drawn with ``pygame.draw`` on a
   surface 3 or 4 times larger and smooth-scaled down once (that is the anti-aliasing);
2. the illustration, rendered by ``pygame.image.load_sized_svg`` at its exact target size and clipped to its
   window by an anti-aliased alpha mask;
3. the *raster* pass at final size: text (rendered by the font at its final pixel size) and kind icons.

The scoring pictogram is derived from the kind's ``Rule`` objects (type and parameters), never from its id, so
changing ``data/cards.yaml`` changes the face. Every face states the whole rule, whatever its size: small cards
(a hand of 11 at 1280x720 is 56-60 px wide) crop a little of the illustration's sky and ground and choose among
compact layouts (two rows, the points over the targets) the one that tells the most while every item stays
readable; ``CardArt.face_items`` says what a face shows, read from the layout it draws. Animals and
habitats/terrain differ by frame shape (rounded corners against cut corners) and by a corner badge (paw print
against leaf / sun-and-hills), not by colour alone.

Icons (the tokens of the small boards, 14-30 px, and the kinds inside pictograms) must be told apart at a
glance: an animal is cut out of its illustration (everything drawn from its first ink-outlined element on) and
set on a disc of a colour of its own; a habitat or terrain keeps its landscape, in an octagon like its card's
cut corners.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import pygame

from game.ecosysteme.cards import GAME_IDS, GameRules, Kind, Rule
from game.core.catalogue import Catalogue, default_catalogue
from game.errors import BundledFileError
from game.resources import resource_path

from ..artkit import (ART_RATIO, CHECK, CREAM, FULL_WIDTH, INK, INK_SOFT, MIN_CELL_PX, MIN_ICON_PX, MIN_TEXT_PX,
                     NEGATIVE, ROW_GAP, SLASH, CardArtError, CardPainter, Color, Ctx, Fact, Icon, Item, Layout,
                     Metrics, MissingArtError, Palette, Point, Row, Separator, Subject, Table, Text, Vec, alpha_mask,
                     apply_mask, blit_centered_caps, blit_subject, cap_height, check_width, choose_reduced,
                     draw_layout, finish, fit, gradient_fill, layout_facts, layout_min_unit, layout_size, mix,
                     render_text, rounded_pts, row_size, supersample)
from ..pictures import PictureStore
from ..ui import PANEL, PANEL_EDGE


# --------------------------------------------------------------------------- looks


_FACE_DOWN: Color = (62, 68, 82)
_GOLD: Color = (230, 178, 52)
_SILVER: Color = (176, 184, 192)
_BRONZE: Color = (196, 128, 70)

# the counted cells of the pictograms: one colour per game, far from both of its frame colours
_FOREST_LIT: Color = (232, 170, 56)
_SAVANE_LIT: Color = (104, 162, 70)

_PALETTES: dict[tuple[str, bool], Palette] = {
    # (game id, is animal): Forêt greens (animals) and bark browns (habitats), Savane burnt ochre (animals)
    # and golden ochre (terrain)
    ("forest", True): Palette(frame_top=(64, 118, 78), frame_bottom=(30, 70, 44), inlay=(206, 226, 168),
                              panel=(232, 240, 222), band=(251, 249, 240), band_edge=(170, 190, 150),
                              highlight=_FOREST_LIT, badge=(36, 82, 52), badge_mark=(250, 244, 222)),
    ("forest", False): Palette(frame_top=(128, 94, 56), frame_bottom=(82, 58, 32), inlay=(236, 214, 160),
                               panel=(242, 234, 216), band=(251, 248, 238), band_edge=(196, 176, 138),
                               highlight=_FOREST_LIT, badge=(92, 66, 36), badge_mark=(236, 244, 206)),
    ("savane", True): Palette(frame_top=(196, 116, 48), frame_bottom=(138, 74, 28), inlay=(250, 222, 168),
                              panel=(250, 238, 220), band=(253, 249, 238), band_edge=(214, 180, 136),
                              highlight=_SAVANE_LIT, badge=(128, 66, 24), badge_mark=(255, 240, 210)),
    ("savane", False): Palette(frame_top=(212, 164, 72), frame_bottom=(160, 114, 36), inlay=(255, 240, 196),
                               panel=(248, 240, 214), band=(253, 250, 238), band_edge=(214, 190, 130),
                               highlight=_SAVANE_LIT, badge=(150, 104, 30), badge_mark=(255, 246, 214)),
}

_WIDTH_CACHE = 16         # faces are kept for this many distinct widths (window resizes make new ones)


# --------------------------------------------------------------------------- shapes


def _chamfer_pts(x: float, y: float, w: float, h: float, c: float) -> list[Point]:
    c = max(0.0, min(c, w / 2, h / 2))
    return [(x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
            (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)]


def _card_shape(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """Animals: rounded corners. Habitats and terrain: cut corners."""
    if animal:
        return rounded_pts(x, y, w, h, corner)
    return _chamfer_pts(x, y, w, h, corner * 0.9)


def _bottom_corners(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """The card shape with only its bottom corners shaped (square at the top)."""
    return [(px, max(py, y)) for px, py in _card_shape(animal, x, y - 2 * corner, w, h + 2 * corner, corner)]


# --------------------------------------------------------------------------- symbols (unit box -1..1)


def _paw(v: Vec, cx: float, cy: float, s: float, color) -> None:
    """A paw print filling a box of half-size s."""
    v.ellipse((cx, cy + 0.36 * s), 0.5 * s, 0.4 * s, color)
    for tx, ty in ((-0.66, -0.14), (-0.25, -0.56), (0.25, -0.56), (0.66, -0.14)):
        v.ellipse((cx + tx * s, cy + ty * s), 0.2 * s, 0.26 * s, color)


def _leaf(v: Vec, cx: float, cy: float, s: float, color, vein) -> None:
    ang = math.radians(-40)
    ca, sa = math.cos(ang), math.sin(ang)

    def rot(x: float, y: float) -> Point:
        return cx + (x * ca - y * sa) * s, cy + (x * sa + y * ca) * s

    n = 16
    left = [rot(-0.52 * math.sin(math.pi * i / n) ** 0.9, -0.95 + 1.7 * i / n) for i in range(n + 1)]
    right = [rot(0.52 * math.sin(math.pi * i / n) ** 0.9, -0.95 + 1.7 * i / n) for i in range(n, -1, -1)]
    v.polygon(left + right, color)
    v.polyline([rot(0, 1.0), rot(0, 0.75)], 0.16 * s, color)
    v.polyline([rot(0, 0.62), rot(0, -0.62)], 0.09 * s, vein)


def _sun_hills(v: Vec, cx: float, cy: float, s: float, color) -> None:
    sx, sy = cx + 0.28 * s, cy - 0.28 * s
    for i in range(8):
        a = math.pi * i / 4
        v.polyline([(sx + math.cos(a) * 0.44 * s, sy + math.sin(a) * 0.44 * s),
                    (sx + math.cos(a) * 0.6 * s, sy + math.sin(a) * 0.6 * s)], 0.11 * s, color)
    v.circle((sx, sy), 0.3 * s, color)
    pts = []
    for i in range(25):
        x = -0.95 + 1.9 * i / 24
        y = 0.78 - max(0.62 * math.exp(-((x + 0.32) / 0.42) ** 2), 0.42 * math.exp(-((x - 0.5) / 0.34) ** 2))
        pts.append((cx + x * s, cy + y * s))
    v.polygon(pts + [(cx + 0.95 * s, cy + 0.78 * s), (cx - 0.95 * s, cy + 0.78 * s)], color)


def _category_badge(v: Vec, category: str, game_id: str, cx: float, cy: float, r: float) -> None:
    """The category symbol on its badge: a disc for animals, an octagon for habitats and terrain."""
    animal = category == "animal"
    pal = _PALETTES[(game_id, animal)]
    if animal:
        v.circle((cx, cy), r, pal.badge_mark)
        v.circle((cx, cy), r * 0.84, pal.badge)
        _paw(v, cx, cy + 0.02 * r, r * 0.52, pal.badge_mark)
    else:
        c = r * 0.42
        v.polygon(_chamfer_pts(cx - r, cy - r, 2 * r, 2 * r, c), pal.badge_mark)
        ri = r * 0.84
        v.polygon(_chamfer_pts(cx - ri, cy - ri, 2 * ri, 2 * ri, c * 0.84), pal.badge)
        if category == "terrain":
            _sun_hills(v, cx, cy + 0.02 * r, r * 0.6, pal.badge_mark)
        else:
            _leaf(v, cx, cy, r * 0.62, pal.badge_mark, pal.badge)


# --------------------------------------------------------------------------- pictogram items

_NEIGHBOURHOOD_CELLS: dict[str, tuple[int, int, tuple[int, int], set[tuple[int, int]]]] = {
    # where -> (rows, cols, own cell, counted cells)
    "adjacent": (3, 3, (1, 1), {(0, 1), (1, 0), (1, 2), (2, 1)}),
    "diagonal": (3, 3, (1, 1), {(0, 0), (0, 2), (2, 0), (2, 2)}),
    "within_2": (5, 5, (2, 2), {(r, c) for r in range(5) for c in range(5) if 0 < abs(r - 2) + abs(c - 2) <= 2}),
    "straight_2": (5, 5, (2, 2), {(0, 2), (4, 2), (2, 0), (2, 4)}),
    "below": (4, 3, (0, 1), {(1, 1), (2, 1), (3, 1)}),
}


def _points(points: int, scale: float = 0.92) -> Text:
    text = f"+{points}" if points > 0 else (f"\u2212{-points}" if points < 0 else "0")
    return Text(text, scale, "black", NEGATIVE if points < 0 else INK, ("points", points))


def _base(points: int, scale: float = 1.15) -> Text:
    """The points a card starts from before its per-card points (the elephant's 6)."""
    return Text(str(points), scale, fact=("base", points))


class _Values(Text):
    """A compact list of numbers ("12·8·4"), for prizes or a group table where a podium or table cannot fit."""

    def __init__(self, values: Sequence[int], what: str, scale: float = 0.86):
        super().__init__("\u00b7".join(str(v) for v in values), scale, fact=(what, tuple(values)))


class _Badge(Item):
    """A category as a target ("any animal"): the same badge as the cards' corner badge."""

    def __init__(self, category: str):
        self.category = category
        self.fact = ("category", category)

    def min_unit(self):
        return MIN_ICON_PX

    def draw(self, ctx, x, y, u):
        _category_badge(ctx.vec, self.category, ctx.game_id, x + u / 2, y + u / 2, u / 2)


class _FaceDown(Item):
    """A face-down card."""

    fact = ("face_down", True)

    def min_unit(self):
        return MIN_ICON_PX

    def size(self, ctx, u):
        return u * 0.72, u

    def draw(self, ctx, x, y, u):
        w, h = u * 0.72, u
        v = ctx.vec
        v.rect((x, y, w, h), _FACE_DOWN, radius=u * 0.12)
        v.rect((x + u * 0.09, y + u * 0.09, w - u * 0.18, h - u * 0.18), mix(_FACE_DOWN, CREAM, 0.55),
               radius=u * 0.06, width=max(0.6, u * 0.05))
        cx, cy = x + w / 2, y + h / 2
        d = u * 0.17
        v.polygon([(cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3), (cx - d, cy)], mix(_FACE_DOWN, CREAM, 0.7))


class _Grid(Item):
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


class _Lines(Item):
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


class _Group(Item):
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


class _Length(Item):
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


class _Stack(Item):
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


class _Crown(Item):
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
        v.polygon(inner, _GOLD)
        for px, py in ((0.0, 0.2), (0.5, 0.05), (1.0, 0.2)):
            v.circle((x + w * px, y + h * py), u * 0.09, dark)


class _Podium(Item):
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
        colors = (_GOLD, _SILVER, _BRONZE)
        for i, prize in enumerate(self.prizes):
            sh = u * (1.1 - 0.38 * i / max(1, n - 1)) if n > 1 else u * 1.1
            sx = x + i * sw
            color = mix(colors[min(i, 2)], CREAM, 0.25)
            v.rect((sx, bottom - sh, sw - u * 0.05, sh), mix(colors[min(i, 2)], INK, 0.3), radius=u * 0.12)
            v.rect((sx + u * 0.05, bottom - sh + u * 0.05, sw - u * 0.15, sh - u * 0.1), color, radius=u * 0.09)
            blit_centered_caps(ctx.blits, font, str(prize), INK, sx + (sw - u * 0.05) / 2, None,
                               bottom - sh + u * 0.08 + cap * 0.75)


class _Flip(Item):
    """Turn a card face down: a face-down card under a curved arrow."""

    fact = ("flip", True)

    def min_unit(self):
        return MIN_ICON_PX

    def size(self, ctx, u):
        return u * 1.0, u

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        _FaceDown().draw(ctx, x + u * 0.3, y + u * 0.16, u * 0.84)
        ink = mix(ctx.pal.frame_bottom, INK, 0.3)
        cx, cy, r = x + u * 0.42, y + u * 0.52, u * 0.4
        arc = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(150, 301, 10)]
        v.polyline(arc, u * 0.1, CREAM)
        v.polyline(arc, u * 0.065, ink)
        end = arc[-1]
        a = u * 0.2
        v.polygon([(end[0] + a * 0.9, end[1] - a * 0.1), (end[0] - a * 0.35, end[1] - a * 0.75),
                   (end[0] - a * 0.2, end[1] + a * 0.6)], ink)


class _Swap(Item):
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


class _Distinct(Item):
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


class _Arrow(Item):
    """Then: a right arrow."""

    def size(self, ctx, u):
        return u * 0.55, u * 0.5

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = INK_SOFT
        yy = y + u * 0.25
        v.line((x, yy), (x + u * 0.35, yy), u * 0.08, ink)
        v.polygon([(x + u * 0.55, yy), (x + u * 0.3, yy - u * 0.2), (x + u * 0.3, yy + u * 0.2)], ink)


class _Column(Item):
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


# --------------------------------------------------------------------------- rules -> pictograms


def _targets(rule: Rule) -> list[Item]:
    """What a per_card / condition rule counts, as icons or badges."""
    items: list[Item] = []
    for kid in rule.get("of") or ():
        items.append(Icon(kid))
    if rule.get("category"):
        items.append(_Badge(rule["category"]))
    if rule.get("face") == "down" and not items:
        items.append(_FaceDown())
    elif rule.get("face") == "down":
        items.insert(0, _FaceDown())
    return items


def _compact(lead: Row, head: Row, what: Row, diagram: Row, tail: Row) -> list[Layout]:
    """The reduced layouts of a rule for small cards, most explicit first; each one states the whole rule.

    lead: what comes before everything (a base and its separator); head: the points; what: what is counted
    or required (icons, badges, marks); diagram: where (a neighbourhood), the first thing left out when room
    is short; tail: what follows (a flip)."""
    options: list[Layout] = []
    for shown in (diagram, []):
        options.append([[*lead, *head, *what, *shown, *tail]])                       # one row
        if what:
            options.append([[*lead, _Column([head, what]), *shown, *tail]])          # points over the targets
            options.append([[*lead, *head, *shown, *tail], what])                    # two rows
    return options


def _rule_layouts(rule: Rule, kind: Kind) -> tuple[list[Layout], list[Layout]]:
    """(full layouts, reduced layouts) for one rule, each list in order of preference.

    Full layouts are for large cards; reduced ones for small cards say the same thing (every kind, category,
    exception, condition, prey, the points, flips...) in less room: no multiplication signs, two rows."""
    t, p = rule.type, rule.params
    cross = Text("\u00d7", 0.72, "bold", INK_SOFT)
    if t == "per_card":
        targets = _targets(rule)
        extra: list[Item] = []
        if p.get("distinct"):
            extra.append(_Distinct())
        for kid in p.get("except") or ():
            extra.append(Icon(kid, "no"))
        flip: list[Item] = [_Flip()] if p.get("flip") else []
        tail: list[Item] = [_Grid(p["where"]), *flip]
        pts = _points(p["points"])
        if p.get("base"):
            base = _base(p["base"])
            full = [[[base, Separator(), pts, cross, *targets, *extra, *tail]],
                    [[base, Separator(), _Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead: list[Item] = [_base(p["base"], 1.0), Separator()]
        else:
            full = [[[pts, cross, *targets, *extra, *tail]],
                    [[_Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead = []
        return full, _compact(lead, [pts], [*targets, *extra], [_Grid(p["where"])], flip)
    if t == "condition":
        mark = "yes" if p["when"] == "any" else "no"
        icons = [Icon(kid, mark) for kid in p["of"]]
        pts = _points(p["points"])
        full = [[[pts, *icons, _Grid(p["where"])]], [[_Column([[pts], icons]), _Grid(p["where"])]]]
        return full, _compact([], [pts], icons, [_Grid(p["where"])], [])
    if t == "flat":
        pts = _points(p["points"], 1.1)
        extra = [_Swap()] if kind.swaps_on_place else []
        return [[[pts, *extra]]], [[[_points(p["points"]), *extra]]]
    if t == "lines":
        pts = _points(p["points"])
        return [[[pts, cross, _Lines()]]], [[[pts, _Lines()]], [[pts], [_Lines()]]]
    if t == "groups":
        table = p["table"]
        full = [[[_Group(), Table(table)]], [[_Group()], [Table(table)]]]
        values = _Values(table, "table")
        return full, [*full, [[_Group(), values]], [[_Group()], [values]]]
    if t == "adjacent_groups":
        kid = p["of"][0]
        pts = _points(p["points"])
        full = [[[pts, cross, Icon(kid), _Length(), _Grid("adjacent")]],
                [[_Column([[pts, cross], [Icon(kid), _Length()]]), _Grid("adjacent")]]]
        return full, _compact([], [pts], [Icon(kid), _Length()], [_Grid("adjacent")], [])
    if t == "majority":
        measure: Item = _Group() if p["measure"] == "largest_group" else _Stack()
        prizes = p["prizes"]
        full = [[[_Crown(), measure, _Podium(prizes)]], [[_Crown(), measure], [_Podium(prizes)]]]
        values = _Values(prizes, "prizes")
        return full, [*full, [[_Crown(), measure, values]], [[_Crown(), measure], [values]]]
    if t == "hunt":
        needs = [Icon(kid, "yes") for kid in p["needs"]]
        prey = [Icon(kid) for kid in p["prey"]]
        pts = _points(p["points"])
        full = [[[*needs, _Grid("adjacent"), _Arrow(), pts, _Flip(), *prey]],
                [[*needs, _Grid("adjacent"), _Arrow()], [pts, _Flip(), *prey]]]
        reduced = [*full,
                   [[*needs, _Arrow(), pts, _Flip(), *prey]],
                   [[*needs, _Arrow(), pts], [_Flip(), *prey]],
                   [[*needs, _Arrow()], [pts, _Flip(), *prey]]]
        return full, reduced
    raise CardArtError(f"no pictogram for the scoring rule {t!r} of {kind.id!r}")


def _kind_layouts(kind: Kind, full: bool) -> list[Layout]:
    per_rule = [_rule_layouts(rule, kind)[0 if full else 1] for rule in kind.rules]
    if len(per_rule) == 1:
        return per_rule[0]
    if not full:
        # every rule side by side (each as a column) or one under the other, for each rule's options in turn
        layouts: list[Layout] = []
        for i in range(max(len(options) for options in per_rule)):
            chosen = [options[min(i, len(options) - 1)] for options in per_rule]
            side: Row = []
            for n, layout in enumerate(chosen):
                side += ([Separator()] if n else []) + [_Column(layout)]
            layouts += [[side], [row for layout in chosen for row in layout]]
        return layouts
    firsts = [options[0] for options in per_rule]
    stacked: Layout = [row for layout in firsts for row in layout]
    one_row: Row = []
    for i, layout in enumerate(firsts):
        if i:
            one_row.append(Separator())
        for row in layout:
            one_row.extend(row)
    return [[one_row], stacked]


# --------------------------------------------------------------------------- the renderer


@dataclass(frozen=True)
class _Pictogram:
    layout: Layout
    unit: float
    box: tuple[float, float, float, float]
    used: tuple[float, float]


@dataclass(frozen=True)
class PictogramFit:
    """How a face's pictogram fits its panel (CardArt.face_fit), in pixels."""

    unit: float                     # the unit height it is drawn at (an icon's size)
    floor: float                    # the smallest unit at which every one of its items still reads
    used: tuple[float, float]       # width and height it takes
    box: tuple[float, float]        # width and height it has


_CROP_TOP = 0.5         # the share of a cropped illustration taken off its top (the rest off its bottom)


def pick_kinds(rules: GameRules, wanted: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """The kinds a game shows as its picture (the menu's fan, a game's tile), one per wanted (kind id, category):
    that kind when the game's card data has it, else the game's first kind of that category, in catalogue order,
    not shown yet, else its first kind not shown yet (repeated if the game has fewer kinds than wanted). The data
    as shipped gets the chosen cards; edited data (a kind renamed or dropped) gets others, never a card the game
    lacks."""
    present = set(rules.kind_ids)
    chosen: list[str | None] = [kid if kid in present else None for kid, _ in wanted]
    for i, (_, category) in enumerate(wanted):
        if chosen[i] is None:
            free = [k for k in rules.kinds if k.id not in chosen]
            same = [k for k in free if k.category == category]
            chosen[i] = (same or free)[0].id if free else rules.kinds[i % len(rules.kinds)].id
    return tuple(str(kid) for kid in chosen)


class CardArt(CardPainter):
    """Renders card faces, backs and kind icons; every picture is made once per size and cached."""

    ASPECT = 1.4

    def __init__(self, catalogue: Catalogue | None = None, pictures: PictureStore | None = None):
        super().__init__(pictures)
        self.catalogue = catalogue if catalogue is not None else default_catalogue()
        shelf = self.pictures.shelf
        self._bodies: dict[tuple[str, str, int], pygame.Surface] = shelf("card bodies")
        self._faces: dict[tuple[str, str, int, str], pygame.Surface] = shelf("card faces")
        self._backs: dict[tuple[str, int], pygame.Surface] = shelf("card backs")
        self._tiles: dict[tuple[str, str, int], pygame.Surface] = shelf("card tiles")
        self._icons: dict[tuple[str, str, int, str | None], pygame.Surface] = shelf("card icons")
        self._pictos: dict[tuple[str, str, int], _Pictogram] = {}
        self._game_tints: dict[str, dict[str, Color]] = {}
        self._widths: OrderedDict[int, None] = OrderedDict()
        missing = self.missing_art()
        if missing:
            raise MissingArtError("card art missing: " + ", ".join(str(p) for p in missing))

    # ------------------------------------------------------------------ public API

    @classmethod
    def height_for(cls, width: int) -> int:
        return round(width * cls.ASPECT)

    def face(self, game_id: str, kind_id: str, width: int, lang: str) -> pygame.Surface:
        key = (game_id, kind_id, width, lang)
        surf = self._faces.get(key)
        if surf is None:
            check_width(width)
            self._touch_width(width)
            body = self._body(game_id, kind_id, width)
            surf = body.copy()
            self._draw_name(surf, game_id, kind_id, width, lang)
            surf = finish(surf)
            self._faces[key] = surf
        else:
            self._widths.move_to_end(width)
        return surf

    def face_or_tile(self, game_id: str, kind_id: str, width: int, lang: str) -> pygame.Surface:
        """The card face; at a width too small for the card art, a plain tile with the kind's icon."""
        try:
            return self.face(game_id, kind_id, width, lang)
        except BundledFileError:
            raise                                  # a damaged picture is not a size problem
        except CardArtError:
            key = (game_id, kind_id, width)
            tile = self._tiles.get(key)
            if tile is None:
                tile = pygame.Surface((width, self.height_for(width)), pygame.SRCALPHA)
                pygame.draw.rect(tile, PANEL, tile.get_rect(), border_radius=4)
                pygame.draw.rect(tile, PANEL_EDGE, tile.get_rect(), width=1, border_radius=4)
                icon = self.icon(game_id, kind_id, max(4, width - 6))
                tile.blit(icon, icon.get_rect(center=tile.get_rect().center))
                self._tiles[key] = tile
            return tile

    def back(self, game_id: str, width: int) -> pygame.Surface:
        key = (game_id, width)
        surf = self._backs.get(key)
        if surf is None:
            check_width(width)
            self._touch_width(width)
            h = self.height_for(width)
            art = self.load_svg(self._back_path(game_id), (width, h), f"the {game_id} card back")
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            surf.blit(art, ((width - art.get_width()) // 2, (h - art.get_height()) // 2))
            apply_mask(surf, alpha_mask((width, h), lambda v: v.polygon(
                rounded_pts(0, 0, width, h, width * 0.085), (255, 255, 255, 255))))
            surf = finish(surf)
            self._backs[key] = surf
        return surf

    def icon(self, game_id: str, kind_id: str, size: int) -> pygame.Surface:
        return self.marked_icon(game_id, kind_id, size, None)

    def missing_art(self) -> list[Path]:
        """Every SVG the catalogue needs that is not there (illustrations of every kind, both backs)."""
        ecosysteme = {g: self.catalogue[g] for g in GAME_IDS}       # the games this module draws
        paths = [self.art_path(kind.id) for game in ecosysteme.values() for kind in game.kinds]
        paths += [self._back_path(game_id) for game_id in ecosysteme]
        return [p for p in paths if not p.is_file()]

    # ------------------------------------------------------------------ files

    @staticmethod
    def art_path(kind_id: str) -> Path:
        return resource_path("assets", "cards", f"{kind_id}.svg")

    @staticmethod
    def _back_path(game_id: str) -> Path:
        return resource_path("assets", "cards", f"back-{game_id}.svg")

    def _kind(self, game_id: str, kind_id: str) -> Kind:
        try:
            return self.catalogue[game_id].kind(kind_id)
        except KeyError:
            raise CardArtError(f"no card {kind_id!r} in the game {game_id!r}") from None

    def _illustration(self, game_id: str, kind_id: str, size: tuple[int, int]) -> pygame.Surface:
        return self.load_svg(self.art_path(kind_id), size, f"the {game_id} card {kind_id!r}")

    def _touch_width(self, width: int) -> None:
        self._widths[width] = None
        self._widths.move_to_end(width)
        while len(self._widths) > _WIDTH_CACHE:
            old, _ = self._widths.popitem(last=False)
            for cache, at in ((self._faces, 2), (self._bodies, 2), (self._backs, 1), (self._pictos, 2)):
                for key in [k for k in cache if k[at] == old]:
                    del cache[key]

    # ------------------------------------------------------------------ icons

    def marked_icon(self, game_id: str, kind_id: str, size: int, mark: str | None) -> pygame.Surface:
        """A kind's token: an animal cut out of its illustration on a disc of its own colour; a habitat or
        terrain as its landscape in an octagon (the cut corners of its card). Both are made to be told apart
        at 14 px: silhouettes and colours differ from kind to kind, and shapes between animals and the rest."""
        key = (game_id, kind_id, size, mark)
        surf = self._icons.get(key)
        if surf is not None:
            return surf
        if size < 4:
            raise CardArtError(f"icon size must be at least 4 pixels, got {size}")
        kind = self._kind(game_id, kind_id)
        animal = kind.category == "animal"
        pal = _PALETTES[(game_id, animal)]
        subject = self.subject(kind_id) if animal else None
        r = size / 2

        def outline(v: Vec, inset: float, color, width: float = 0) -> None:
            if animal:
                v.circle((r, r), r - inset, color, width=width)
            else:
                v.polygon(_chamfer_pts(inset, inset, size - 2 * inset, size - 2 * inset, size * 0.27), color,
                          width=width)

        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if subject is not None:
            self._draw_token(surf, game_id, kind_id, subject, size)
        else:
            # the illustration nearly as wide as the icon (the subject is not always centred, so little is cut
            # off the sides); the strips left above and below continue its sky and its ground
            ah = round(size * 0.86)
            art = self._illustration(game_id, kind_id, (round(ah * 4 / 3), ah))
            top = (size - art.get_height()) // 2
            surf.fill(_edge_colour(art, 0), (0, 0, size, top + 1))
            surf.fill(_edge_colour(art, art.get_height() - 1), (0, top + art.get_height() - 1, size, size))
            surf.blit(art, ((size - art.get_width()) // 2, top))
        apply_mask(surf, alpha_mask((size, size), lambda v: outline(v, 0.25, (255, 255, 255, 255))))
        ring = Vec((size, size), 4, (*pal.frame_bottom, 0))
        outline(ring, 0.25, pal.frame_bottom, width=max(1.0, size * 0.07))
        if mark == "no":
            # a red ring on the icon's edge and one slash: the picture stays recognisable
            t = max(1.2, size * 0.085)
            d = r * 0.66
            outline(ring, 0.25, SLASH, width=t)
            ring.line((r - d, r - d), (r + d, r + d), t + max(1.0, size * 0.06), (255, 255, 255))
            ring.line((r - d, r - d), (r + d, r + d), t, SLASH)
        elif mark == "yes":
            cr = size * 0.24
            cx, cy = size - cr - 0.2, size - cr - 0.2
            ring.circle((cx, cy), cr, (255, 255, 255))
            ring.circle((cx, cy), cr * 0.82, CHECK)
            ring.polyline([(cx - cr * 0.42, cy + cr * 0.02), (cx - cr * 0.1, cy + cr * 0.34),
                           (cx + cr * 0.45, cy - cr * 0.32)], cr * 0.22, (255, 255, 255))
        surf.blit(ring.down(), (0, 0))
        surf = finish(surf)
        self._icons[key] = surf
        return surf

    def _draw_token(self, surf: pygame.Surface, game_id: str, kind_id: str, subject: "Subject",
                    size: int) -> None:
        """The animal alone, as large as the disc allows, on its kind's colour (lighter towards the top)."""
        tint = self._tints(game_id)[kind_id]
        grad = pygame.Surface((1, 2), pygame.SRCALPHA)
        grad.set_at((0, 0), (*mix(tint, CREAM, 0.45), 255))
        grad.set_at((0, 1), (*tint, 255))
        surf.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0))
        blit_subject(surf, subject, size, _TOKEN_FILL, f"the icon of {kind_id!r}")

    def _tints(self, game_id: str) -> dict[str, Color]:
        """One background colour per animal of a game, all different, chosen so that the tokens (background
        and animal together) differ as much as possible: the most colourful animal first, each one takes the
        free colour of _TINTS that sets its token farthest from the tokens already made, among those that
        stand out from the animal itself (a game with more animals than colours gets lighter variants)."""
        tints = self._game_tints.get(game_id)
        if tints is not None:
            return tints
        subjects = [(kind.id, self.subject(kind.id)) for kind in self.catalogue[game_id].kinds
                    if kind.category == "animal"]
        subjects = [(kid, sub) for kid, sub in subjects if sub is not None]
        free = list(_TINTS)
        while len(free) < len(subjects):
            free += [mix(c, CREAM, 0.5) for c in _TINTS]
        tints = {}
        looks: list[Color] = []
        for kid, sub in sorted(subjects, key=lambda item: -item[1].saturation):
            contrasted = [c for c in free if _hue_distance(c, sub.colour) >= _TINT_CONTRAST] or free
            tint = max(contrasted, key=lambda c: (min((math.dist(mix(c, sub.colour, 0.5), look) for look in looks),
                                                      default=0.0), math.dist(c, sub.colour)))
            free.remove(tint)
            tints[kid] = tint
            looks.append(mix(tint, sub.colour, 0.5))
        self._game_tints[game_id] = tints
        return tints

    # ------------------------------------------------------------------ faces

    def _body(self, game_id: str, kind_id: str, width: int) -> pygame.Surface:
        """Everything but the name (the part shared by both languages)."""
        key = (game_id, kind_id, width)
        body = self._bodies.get(key)
        if body is not None:
            return body
        check_width(width)
        kind = self._kind(game_id, kind_id)
        animal = kind.category == "animal"
        pal = _PALETTES[(game_id, animal)]
        h = self.height_for(width)
        m = Metrics.for_width(width, h)
        k = supersample(width)
        wx, wy, ww, wh = m.window
        iw, ih = round(ww), round(wh)
        # first: a missing file names this card; drawn at its own ratio, then cropped to the window
        art = self._illustration(game_id, kind_id, (iw, max(ih, round(iw * ART_RATIO))))

        # 1. vector pass: frame, band, panel, pictogram glyphs
        vec = Vec((width, h), k, (*pal.frame_bottom, 0))
        outer = _card_shape(animal, 0, 0, width, h, m.corner)
        gradient_fill(vec, outer, pal.frame_top, pal.frame_bottom)
        inset = m.border * 0.42
        vec.polygon(_card_shape(animal, inset, inset, width - 2 * inset, h - 2 * inset, m.corner - inset * 0.7),
                    pal.inlay, width=max(0.5, width * 0.006))
        bx, by, bw, bh = m.band
        vec.rect((bx, by, bw, bh), pal.band)
        vec.rect((bx, by + bh - max(0.6, bh * 0.05), bw, max(0.6, bh * 0.05)), pal.band_edge)
        px, py, pw, ph = m.panel
        inner_corner = max(1.0, m.corner - m.border)
        vec.polygon(_bottom_corners(animal, px, py, pw, ph, inner_corner), pal.panel)

        picto = self._pictogram(game_id, kind_id, width)
        ctx = Ctx(self, game_id, vec, pal)
        draw_layout(ctx, picto.layout, picto.box, picto.unit)
        body = vec.down()

        # 2. the illustration, at its exact size, clipped to its window
        pic = pygame.Surface((iw, ih), pygame.SRCALPHA)
        pic.fill(pal.panel)
        pic.blit(art, ((iw - art.get_width()) // 2, round((ih - art.get_height()) * _CROP_TOP)))
        wc = max(1.0, m.corner - m.border)
        apply_mask(pic, alpha_mask((iw, ih), lambda v: (
            v.polygon(_card_shape(animal, 0, 0, iw, ih + wc * 3, wc), (255, 255, 255, 255)))))
        body.blit(pic, (round(wx), round(wy)))

        # 3. overlay: window edge and category badge (they straddle the illustration)
        over = Vec((width, h), k, (*pal.badge_mark, 0))
        edge = max(0.6, width * 0.008)
        over.rect((round(wx) - 0.2, round(wy) + ih - edge, round(ww) + 0.4, edge * 1.4),
                  mix(pal.frame_bottom, INK, 0.3))
        br = max(6.5, width * 0.085)
        bcx = m.border + br * 0.95
        _category_badge(over, kind.category, game_id, bcx, bcx, br)
        body.blit(over.down(), (0, 0))

        for surf, pos in ctx.blits:
            body.blit(surf, pos)
        self._bodies[key] = body
        return body

    def _pictogram(self, game_id: str, kind_id: str, width: int) -> "_Pictogram":
        """The pictogram a face of this width draws: its layout, unit and box (kept with the faces)."""
        key = (game_id, kind_id, width)
        picto = self._pictos.get(key)
        if picto is not None:
            return picto
        check_width(width)
        kind = self._kind(game_id, kind_id)
        m = Metrics.for_width(width, self.height_for(width))
        px, py, pw, ph = m.panel
        pad = max(2.0, width * 0.03)
        box = (px + pad, py + pad * 0.8, pw - 2 * pad, ph - pad * 1.6)
        full = width >= FULL_WIDTH
        ctx = Ctx(self, game_id, None, _PALETTES[(game_id, kind.category == "animal")])
        if full:
            # the first layout that keeps the pictogram near its full size, else the largest one
            u_cap = max(width * 0.18, 20.0)
            best: tuple[Layout, float] | None = None
            for layout in _kind_layouts(kind, full):
                u = fit(ctx, layout, box[2], box[3], u_cap)
                if u >= u_cap * 0.8:
                    best = (layout, u)
                    break
                if best is None or u > best[1]:
                    best = (layout, u)
            assert best is not None
            layout, u = best
        else:
            layout, u = choose_reduced(ctx, _kind_layouts(kind, full), box, min(box[3], width * 0.3))
        picto = _Pictogram(layout, u, box, layout_size(ctx, layout, u))
        self._pictos[key] = picto
        return picto

    def face_items(self, game_id: str, kind_id: str, width: int) -> set[Fact]:
        """What the pictogram of a face of this width shows of the kind's rules, as (item type, value) pairs,
        read from the very layout the face draws: ("points", 2), ("base", 6), ("kind", "bee"), ("kind_no",
        "wolf") crossed out, ("kind_yes", "tree") required, ("category", "animal"), ("where", "adjacent"),
        ("face_down", True), ("distinct", True), ("flip", True), ("swap", True), ("lines", True),
        ("group", True), ("count", True), ("length", True), ("majority", True), ("table", (0, 3, ...)),
        ("prizes", (12, 8, 4))."""
        return layout_facts(self._pictogram(game_id, kind_id, width).layout)

    def face_fit(self, game_id: str, kind_id: str, width: int) -> "PictogramFit":
        """How the pictogram of a face of this width fits its panel: the unit it is drawn at, the smallest unit
        at which all of its items still read, the size it takes and the box it must fit."""
        picto = self._pictogram(game_id, kind_id, width)
        return PictogramFit(picto.unit, layout_min_unit(picto.layout), picto.used, picto.box[2:])

    def _draw_name(self, surf: pygame.Surface, game_id: str, kind_id: str, width: int, lang: str) -> None:
        kind = self._kind(game_id, kind_id)
        m = Metrics.for_width(width, surf.get_height())
        bx, by, bw, bh = m.band
        avail = bw - max(2.0, width * 0.04)
        name = kind.name(lang)
        px = max(8, round(bh * 0.74))
        floor = max(10, round(bh * 0.66))
        font = self.font("black", px)
        while px > floor and font.size(name)[0] > avail:
            px -= 1
            font = self.font("black", px)
        text, base = render_text(font, name, INK)
        if text.get_width() > avail:  # still too long at the smallest size: condense it a little, once
            text = pygame.transform.smoothscale(text, (int(avail), text.get_height()))
        cap = cap_height(font)
        # the capitals are centred in the band, whatever accents rise above them or descenders fall below
        baseline = by + bh / 2 + cap / 2 - bh * 0.03
        surf.blit(text, (round(bx + (bw - text.get_width()) / 2), round(baseline - base)))


_TOKEN_FILL = 0.84         # the animal's larger side, in diameters of its icon
# the animals' token backgrounds: light natural colours, far enough apart to be told apart at a glance
_TINT_CONTRAST = 48        # how far a token's background must be from its animal's colour (_hue_distance)


def _hue_distance(tint: Color, colour: Sequence[float]) -> float:
    """How different two colours are, lightness aside: the second is brought to the first one's brightness
    (a brown deer on a light clay background is hard to see, however lighter the clay is)."""
    k = max(tint) / max(1.0, max(colour))
    return math.dist(tint, [c * k for c in colour])
_TINTS: tuple[Color, ...] = (
    (164, 204, 240),   # sky
    (186, 226, 150),   # young leaves
    (246, 226, 140),   # straw
    (236, 164, 130),   # clay
    (120, 200, 190),   # lagoon
    (200, 180, 236),   # dusk
    (246, 244, 236),   # chalk
    (240, 170, 200),   # heather
    (140, 156, 180),   # slate
    (206, 182, 140),   # sand
)


def _edge_colour(art: pygame.Surface, row: int) -> tuple[int, int, int, int]:
    """The average colour of one row of the middle half of a picture (to extend its sky or ground)."""
    w = art.get_width()
    strip = art.subsurface((w // 4, row, max(1, w // 2), 1))
    c = pygame.transform.average_color(strip)
    return c[0], c[1], c[2], 255


