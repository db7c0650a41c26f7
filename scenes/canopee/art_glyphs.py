"""Canopée's face symbols and glyphs: the category symbols of the corner badge and the glyphs of the scoring and
ability pictograms.

The items are scenes/artkit/pictograms.py's items (``Item``: sized in units, drawn on the supersampled vector
layer, text queued for the final-size pass), fitted and drawn by artkit's layout functions; this module adds
the glyphs Canopée needs (a trunk, a tree, a New Growth pile, a Germination card, a pair mark, the moments of a
turn...). Which layouts each kind has, from the richest to the most compact, is scenes/canopee/art_layouts.py
(its ``kind_layouts`` is what scenes/canopee/faces.py draws); every item records what it tells (``facts``), so a
face can say what it shows.
"""
from __future__ import annotations

import math
from typing import Callable

from ..artkit import CHECK, CREAM, INK, INK_SOFT, SLASH, Item, Vec, mix

Color = tuple[int, int, int]

# the categories, each with its colour (frames, badges) and a symbol of its own shape
CATEGORY_COLOURS: dict[str, tuple[Color, Color]] = {
    # frame top, frame bottom
    "trunk": ((138, 96, 58), (84, 54, 30)),
    "canopy": ((58, 130, 70), (26, 78, 42)),
    "flora": ((46, 132, 112), (20, 84, 70)),
    "seed": ((184, 140, 60), (126, 88, 30)),
    "weather": ((66, 128, 188), (32, 78, 130)),
    "threat": ((184, 66, 46), (116, 32, 24)),
    "wildlife": ((212, 126, 40), (146, 76, 20)),
    "season": ((116, 94, 162), (66, 52, 108)),
}
SYMBOLS = tuple(CATEGORY_COLOURS)
_BARK = (128, 88, 52)
_BARK_DARK = (82, 54, 30)
_LEAF = (84, 160, 78)
_LEAF_DARK = (40, 104, 50)
_PILE = (44, 92, 62)
_GERM = (150, 110, 62)
_GOLD = (232, 180, 52)
_PURPLE = (128, 72, 176)


# --------------------------------------------------------------------------- category symbols (box of half-size s)


def symbol(v: Vec, category: str, cx: float, cy: float, s: float, color) -> None:
    """The category's symbol, filling a box of half-size s: a log (trunk), a crown (canopy), a leaf (flora), a
    sprouting seed (seed), a cloud with a drop (weather), a warning triangle (threat), a paw (wildlife), a turning
    arrow (season). Each a different outline, so categories are told apart without colour."""
    if category == "trunk":
        v.rect((cx - 0.42 * s, cy - 0.8 * s, 0.84 * s, 1.6 * s), color, radius=0.12 * s)
        v.ellipse((cx, cy - 0.8 * s), 0.42 * s, 0.16 * s, color)
        for t in (-0.3, 0.25):
            v.line((cx - 0.12 * s, cy + t * s), (cx + 0.12 * s, cy + (t + 0.25) * s), 0.09 * s, (0, 0, 0, 0))
    elif category == "canopy":
        for dx, dy, r in ((0, -0.3, 0.5), (-0.48, 0.08, 0.4), (0.48, 0.08, 0.4), (0, 0.2, 0.42)):
            v.circle((cx + dx * s, cy + dy * s), r * s, color)
        v.rect((cx - 0.12 * s, cy + 0.4 * s, 0.24 * s, 0.5 * s), color)
    elif category == "flora":
        leaf(v, cx, cy, s * 0.95, color)
    elif category == "seed":
        v.ellipse((cx, cy + 0.32 * s), 0.62 * s, 0.48 * s, color)
        v.polyline([(cx, cy + 0.05 * s), (cx + 0.05 * s, cy - 0.4 * s)], 0.14 * s, color)
        leaf(v, cx + 0.3 * s, cy - 0.55 * s, s * 0.42, color, angle=-40)
        leaf(v, cx - 0.25 * s, cy - 0.5 * s, s * 0.36, color, angle=-140)
    elif category == "weather":
        for dx, dy, r in ((-0.42, 0.0, 0.34), (0.0, -0.22, 0.44), (0.44, 0.02, 0.32)):
            v.circle((cx + dx * s, cy + dy * s), r * s, color)
        v.rect((cx - 0.76 * s, cy, 1.52 * s, 0.32 * s), color, radius=0.16 * s)
        drop(v, cx - 0.1 * s, cy + 0.56 * s, 0.3 * s, color)
    elif category == "threat":
        v.polygon([(cx, cy - 0.9 * s), (cx + 0.95 * s, cy + 0.75 * s), (cx - 0.95 * s, cy + 0.75 * s)], color)
    elif category == "wildlife":
        v.ellipse((cx, cy + 0.36 * s), 0.5 * s, 0.4 * s, color)
        for tx, ty in ((-0.66, -0.14), (-0.25, -0.56), (0.25, -0.56), (0.66, -0.14)):
            v.ellipse((cx + tx * s, cy + ty * s), 0.2 * s, 0.26 * s, color)
    elif category == "season":
        arc = [(cx + 0.62 * s * math.cos(math.radians(a)), cy + 0.62 * s * math.sin(math.radians(a)))
               for a in range(-60, 211, 15)]
        v.polyline(arc, 0.22 * s, color)
        end = arc[-1]
        v.polygon([(end[0] - 0.36 * s, end[1] - 0.05 * s), (end[0] + 0.3 * s, end[1] - 0.2 * s),
                   (end[0] - 0.02 * s, end[1] + 0.4 * s)], color)
        v.circle((cx, cy), 0.16 * s, color)
    else:
        v.circle((cx, cy), 0.5 * s, color)


def leaf(v: Vec, cx: float, cy: float, s: float, color, angle: float = -45, vein=None) -> None:
    """A leaf of half-size s, its tip along ``angle`` (degrees, screen axes), a stalk behind."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    pts = []
    for i in range(13):
        t = i / 12
        w = math.sin(math.pi * t) ** 0.9 * 0.42
        pts.append((cx + ux * s * (t * 1.7 - 0.85) + nx * s * w, cy + uy * s * (t * 1.7 - 0.85) + ny * s * w))
    for i in range(11, 0, -1):
        t = i / 12
        w = math.sin(math.pi * t) ** 0.9 * 0.42
        pts.append((cx + ux * s * (t * 1.7 - 0.85) - nx * s * w, cy + uy * s * (t * 1.7 - 0.85) - ny * s * w))
    v.polygon(pts, color)
    v.line((cx - ux * s * 0.85, cy - uy * s * 0.85), (cx - ux * s * 1.05, cy - uy * s * 1.05), 0.12 * s, color)
    if vein is not None:
        v.line((cx - ux * s * 0.7, cy - uy * s * 0.7), (cx + ux * s * 0.6, cy + uy * s * 0.6), 0.07 * s, vein)


def drop(v: Vec, cx: float, cy: float, s: float, color) -> None:
    v.circle((cx, cy + 0.2 * s), 0.55 * s, color)
    v.polygon([(cx, cy - 0.9 * s), (cx + 0.5 * s, cy + 0.05 * s), (cx - 0.5 * s, cy + 0.05 * s)], color)


def badge(v: Vec, category: str, cx: float, cy: float, r: float) -> None:
    """The corner badge: a cream ring, the category's dark colour, its symbol in cream."""
    dark = CATEGORY_COLOURS.get(category, CATEGORY_COLOURS["season"])[1]
    v.circle((cx, cy), r, CREAM)
    v.circle((cx, cy), r * 0.84, dark)
    symbol(v, category, cx, cy + (0.04 * r if category == "threat" else 0), r * 0.55, CREAM)
    if category == "threat":     # the warning mark inside the triangle
        v.rect((cx - 0.05 * r, cy - 0.2 * r, 0.1 * r, 0.3 * r), dark, radius=0.05 * r)
        v.circle((cx, cy + 0.24 * r), 0.06 * r, dark)


# --------------------------------------------------------------------------- glyph items


class Glyph(Item):
    """A small drawing in a pictogram (u: the row's unit). ``name`` picks the drawing; ``fact`` what it tells."""

    def __init__(self, name: str, fact=None, scale: float = 1.0):
        self.name, self.scale = name, scale
        self.fact = fact if fact is not None else ("glyph", name)
        self.w = _WIDTHS.get(name, 1.0)

    def min_unit(self):
        return 9.0 / self.scale

    def size(self, ctx, u):
        return u * self.w * self.scale, u * self.scale

    def draw(self, ctx, x, y, u):
        _DRAW[self.name](ctx.vec, x, y, u * self.scale)


_WIDTHS = {"trunk": 0.5, "tree": 0.8, "height": 0.9, "card": 0.72, "germ": 0.72, "pile": 0.95, "keep": 1.1,
           "refuse": 1.1, "refuse_all": 1.5, "everyone": 1.2, "opponent": 0.8, "pair": 1.15, "bolt": 0.62,
           "eye": 1.1, "turn_start": 1.0, "turn_end": 1.0, "own_turn": 1.0, "season_end": 0.9, "game_end": 0.8,
           "heights": 1.2, "random": 0.9, "most": 1.0, "flora": 0.9, "wildlife": 0.9, "threat": 1.0, "under": 0.9,
           "seed": 0.9, "discard": 0.72}


def _card(v: Vec, x, y, w, h, fill, edge, u):
    v.rect((x, y, w, h), edge, radius=u * 0.1)
    v.rect((x + u * 0.06, y + u * 0.06, w - u * 0.12, h - u * 0.12), fill, radius=u * 0.06)


def _g_trunk(v, x, y, u):
    v.rect((x + u * 0.04, y + u * 0.08, u * 0.42, u * 0.86), _BARK_DARK, radius=u * 0.08)
    v.rect((x + u * 0.1, y + u * 0.12, u * 0.3, u * 0.78), _BARK, radius=u * 0.05)
    v.line((x + u * 0.2, y + u * 0.3), (x + u * 0.22, y + u * 0.7), u * 0.05, _BARK_DARK)


def _g_tree(v, x, y, u):
    v.rect((x + u * 0.3, y + u * 0.45, u * 0.2, u * 0.55), _BARK_DARK, radius=u * 0.04)
    for dx, dy, r in ((0.4, 0.28, 0.26), (0.2, 0.42, 0.2), (0.6, 0.42, 0.2)):
        v.circle((x + dx * u, y + dy * u), r * u + u * 0.04, _LEAF_DARK)
    for dx, dy, r in ((0.4, 0.28, 0.26), (0.2, 0.42, 0.2), (0.6, 0.42, 0.2)):
        v.circle((x + dx * u, y + dy * u), r * u, _LEAF)


def _g_height(v, x, y, u):
    # three trunk segments stacked, a measuring arrow beside them: "per trunk"
    for i in range(3):
        v.rect((x + u * 0.04, y + u * (0.06 + i * 0.31), u * 0.4, u * 0.27), _BARK_DARK, radius=u * 0.05)
        v.rect((x + u * 0.09, y + u * (0.1 + i * 0.31), u * 0.3, u * 0.19), _BARK, radius=u * 0.03)
    ax = x + u * 0.66
    v.line((ax, y + u * 0.14), (ax, y + u * 0.86), u * 0.07, INK_SOFT)
    a = u * 0.13
    v.polygon([(ax, y), (ax - a, y + a * 1.3), (ax + a, y + a * 1.3)], INK_SOFT)
    v.polygon([(ax, y + u), (ax - a, y + u - a * 1.3), (ax + a, y + u - a * 1.3)], INK_SOFT)


def _g_card(v, x, y, u):
    _card(v, x, y + u * 0.02, u * 0.7, u * 0.96, (250, 246, 232), INK_SOFT, u)
    v.rect((x + u * 0.14, y + u * 0.16, u * 0.42, u * 0.34), (150, 190, 140), radius=u * 0.04)


def _g_discard(v, x, y, u):
    _g_card(v, x, y, u)
    d = u * 0.2
    cx, cy = x + u * 0.35, y + u * 0.62
    v.line((cx - d, cy - d), (cx + d, cy + d), u * 0.1, SLASH)
    v.line((cx - d, cy + d), (cx + d, cy - d), u * 0.1, SLASH)


def _g_germ(v, x, y, u):
    _card(v, x, y + u * 0.02, u * 0.7, u * 0.96, _GERM, mix(_GERM, INK, 0.5), u)
    cx, cy = x + u * 0.35, y + u * 0.56
    v.ellipse((cx, cy + u * 0.08), u * 0.16, u * 0.12, CREAM)
    v.line((cx, cy), (cx + u * 0.04, cy - u * 0.18), u * 0.05, CREAM)
    leaf(v, cx + u * 0.1, cy - u * 0.22, u * 0.1, CREAM, -40)


def _pile(v, x, y, u):
    for i in range(3):
        ox, oy = x + i * u * 0.09, y + (2 - i) * u * 0.07
        _card(v, ox, oy, u * 0.62, u * 0.84, mix(_PILE, CREAM, 0.25 * i), mix(_PILE, INK, 0.4), u)
    cx, cy = x + u * 0.18 + u * 0.31, y + u * 0.42
    v.circle((cx, cy), u * 0.12, mix(_PILE, CREAM, 0.7))


def _mark(v, cx, cy, r, ok: bool):
    v.circle((cx, cy), r, (255, 255, 255))
    v.circle((cx, cy), r * 0.82, CHECK if ok else SLASH)
    if ok:
        v.polyline([(cx - r * 0.42, cy + r * 0.02), (cx - r * 0.1, cy + r * 0.34), (cx + r * 0.45, cy - r * 0.32)],
                   r * 0.24, (255, 255, 255))
    else:
        d = r * 0.36
        v.line((cx - d, cy - d), (cx + d, cy + d), r * 0.22, (255, 255, 255))
        v.line((cx - d, cy + d), (cx + d, cy - d), r * 0.22, (255, 255, 255))


def _g_pile(v, x, y, u):
    _pile(v, x, y, u)


def _g_keep(v, x, y, u):
    _pile(v, x, y, u)
    _mark(v, x + u * 0.84, y + u * 0.74, u * 0.24, True)


def _g_refuse(v, x, y, u):
    _pile(v, x, y, u)
    _mark(v, x + u * 0.84, y + u * 0.74, u * 0.24, False)


def _g_refuse_all(v, x, y, u):
    for i in range(3):
        _card(v, x + i * u * 0.42, y + u * 0.1, u * 0.5, u * 0.7, _PILE, mix(_PILE, INK, 0.4), u)
    _mark(v, x + u * 1.26, y + u * 0.76, u * 0.24, False)


def _head(v, cx, cy, s, color):
    v.circle((cx, cy - s * 0.45), s * 0.32, color)
    v.ellipse((cx, cy + s * 0.38), s * 0.5, s * 0.42, color)


def _g_everyone(v, x, y, u):
    for dx, t in ((0.3, 0.3), (0.9, 0.3), (0.6, 0.0)):
        _head(v, x + dx * u, y + u * (0.55 + (0.08 if t else 0)), u * 0.48, mix(INK_SOFT, CREAM, t))


def _g_opponent(v, x, y, u):
    _head(v, x + u * 0.4, y + u * 0.55, u * 0.56, INK_SOFT)
    v.circle((x + u * 0.66, y + u * 0.2), u * 0.13, SLASH)


def _heart(v, cx, cy, s, color):
    v.circle((cx - s * 0.28, cy - s * 0.12), s * 0.32, color)
    v.circle((cx + s * 0.28, cy - s * 0.12), s * 0.32, color)
    v.polygon([(cx - s * 0.58, cy), (cx + s * 0.58, cy), (cx, cy + s * 0.62)], color)


def pair_mark(v: Vec, x, y, u, ring=CREAM) -> None:
    """The breeding pair: two hearts side by side, on a ring (u: the mark's height)."""
    w = u * 1.15
    v.rect((x, y, w, u), ring, radius=u * 0.5)
    v.rect((x + u * 0.08, y + u * 0.08, w - u * 0.16, u * 0.84), (196, 62, 96), radius=u * 0.42)
    _heart(v, x + w * 0.36, y + u * 0.5, u * 0.4, CREAM)
    _heart(v, x + w * 0.64, y + u * 0.5, u * 0.4, (255, 214, 226))


def _g_pair(v, x, y, u):
    pair_mark(v, x, y, u)


def bolt(v: Vec, x, y, u, color=_GOLD, edge=INK) -> None:
    """The immediate card's lightning bolt (u: its height)."""
    pts = [(0.62, 0.0), (0.12, 0.56), (0.36, 0.56), (0.2, 1.0), (0.86, 0.38), (0.56, 0.38), (0.78, 0.0)]
    v.polygon([(x + px * u * 0.8, y + py * u) for px, py in pts], edge)
    inner = [(0.62, 0.1), (0.24, 0.5), (0.45, 0.5), (0.33, 0.84), (0.74, 0.44), (0.47, 0.44), (0.66, 0.1)]
    v.polygon([(x + px * u * 0.8, y + py * u) for px, py in inner], color)


def _g_bolt(v, x, y, u):
    bolt(v, x, y, u)


def _g_eye(v, x, y, u):
    cx, cy = x + u * 0.55, y + u * 0.5
    top = [(cx + u * 0.5 * math.cos(math.radians(a)), cy - u * 0.32 * math.sin(math.radians(a))) for a in
           range(0, 181, 15)]
    bottom = [(cx + u * 0.5 * math.cos(math.radians(a)), cy + u * 0.32 * math.sin(math.radians(a))) for a in
              range(180, -1, -15)]
    v.polygon(top + bottom, INK_SOFT)
    v.polygon([(px, cy + (py - cy) * 0.78) for px, py in top + bottom], (255, 255, 255))
    v.circle((cx, cy), u * 0.2, (60, 110, 160))
    v.circle((cx, cy), u * 0.09, INK)


def _moment(v, x, y, u, where: str):
    """A turn as a bar from its start to its end, the moment marked by a gold triangle."""
    v.rect((x + u * 0.05, y + u * 0.44, u * 0.9, u * 0.12), INK_SOFT, radius=u * 0.05)
    for tx in (0.05, 0.95):
        v.rect((x + u * (tx - 0.04), y + u * 0.28, u * 0.08, u * 0.44), INK_SOFT, radius=u * 0.03)
    px = {"start": 0.2, "end": 0.8, "any": 0.5}[where]
    a = u * 0.2
    cx, cy = x + u * px, y + u * 0.5
    v.polygon([(cx - a, cy - a * 1.2), (cx + a * 1.1, cy), (cx - a, cy + a * 1.2)], INK)
    v.polygon([(cx - a * 0.65, cy - a * 0.7), (cx + a * 0.55, cy), (cx - a * 0.65, cy + a * 0.7)], _GOLD)
    if where == "any":
        for ox in (-0.3, 0.3):
            v.circle((x + u * (0.5 + ox), cy), u * 0.06, _GOLD)


def _g_turn_start(v, x, y, u):
    _moment(v, x, y, u, "start")


def _g_turn_end(v, x, y, u):
    _moment(v, x, y, u, "end")


def _g_own_turn(v, x, y, u):
    _moment(v, x, y, u, "any")


def _g_season_end(v, x, y, u):
    # an hourglass: the season running out
    c = INK_SOFT
    v.rect((x + u * 0.1, y + u * 0.04, u * 0.7, u * 0.1), c, radius=u * 0.04)
    v.rect((x + u * 0.1, y + u * 0.86, u * 0.7, u * 0.1), c, radius=u * 0.04)
    v.polygon([(x + u * 0.18, y + u * 0.14), (x + u * 0.72, y + u * 0.14), (x + u * 0.45, y + u * 0.5)], c)
    v.polygon([(x + u * 0.18, y + u * 0.86), (x + u * 0.72, y + u * 0.86), (x + u * 0.45, y + u * 0.5)], c)
    v.polygon([(x + u * 0.26, y + u * 0.8), (x + u * 0.64, y + u * 0.8), (x + u * 0.45, y + u * 0.62)], _GOLD)


def _g_game_end(v, x, y, u):
    # a finishing flag
    v.rect((x + u * 0.1, y + u * 0.04, u * 0.08, u * 0.92), INK_SOFT, radius=u * 0.03)
    v.rect((x + u * 0.18, y + u * 0.06, u * 0.56, u * 0.4), INK, radius=u * 0.03)
    c = u * 0.14
    for r in range(3):
        for col in range(4):
            if (r + col) % 2 == 0:
                v.rect((x + u * 0.18 + col * c, y + u * 0.06 + r * c * 0.95, c, c * 0.95), (250, 250, 250))


def _g_heights(v, x, y, u):
    for i, h in enumerate((0.45, 0.7, 0.95)):
        bx = x + i * u * 0.4
        v.rect((bx + u * 0.12, y + u * (1 - h) + u * 0.2, u * 0.12, u * (h - 0.2)), _BARK_DARK)
        v.circle((bx + u * 0.18, y + u * (1 - h) + u * 0.16), u * 0.16, _LEAF)


def _g_random(v, x, y, u):
    v.rect((x + u * 0.05, y + u * 0.1, u * 0.8, u * 0.8), INK_SOFT, radius=u * 0.16)
    v.rect((x + u * 0.11, y + u * 0.16, u * 0.68, u * 0.68), (250, 250, 250), radius=u * 0.12)
    for px, py in ((0.28, 0.33), (0.45, 0.5), (0.62, 0.67)):
        v.circle((x + u * px, y + u * py), u * 0.07, INK)


def _g_most(v, x, y, u):
    # three stacks of leaves, the tallest crowned
    for i, n in enumerate((1, 3, 2)):
        for k in range(n):
            leaf(v, x + u * (0.17 + i * 0.33), y + u * (0.85 - k * 0.22), u * 0.14, _LEAF_DARK if i == 1 else _LEAF,
                 angle=-90)
    cx = x + u * 0.5
    v.polygon([(cx - u * 0.16, y + u * 0.2), (cx - u * 0.16, y + u * 0.02), (cx - u * 0.06, y + u * 0.12),
               (cx, y), (cx + u * 0.06, y + u * 0.12), (cx + u * 0.16, y + u * 0.02), (cx + u * 0.16, y + u * 0.2)],
              _GOLD)


def _g_cat(category):
    def draw(v, x, y, u):
        cx, cy = x + u * 0.45, y + u * 0.5
        symbol(v, category, cx, cy, u * 0.45, CATEGORY_COLOURS[category][1])
        if category == "threat":
            v.rect((cx - u * 0.04, cy - u * 0.12, u * 0.08, u * 0.2), CREAM, radius=u * 0.03)
            v.circle((cx, cy + u * 0.18), u * 0.05, CREAM)
    return draw


def _g_under(v, x, y, u):
    # a face-down card slipping under another
    _card(v, x + u * 0.2, y, u * 0.62, u * 0.8, mix(_PILE, CREAM, 0.2), mix(_PILE, INK, 0.4), u)
    _card(v, x, y + u * 0.2, u * 0.62, u * 0.8, (250, 246, 232), INK_SOFT, u)


_DRAW: dict[str, Callable] = {
    "trunk": _g_trunk, "tree": _g_tree, "height": _g_height, "card": _g_card, "discard": _g_discard,
    "germ": _g_germ, "pile": _g_pile, "keep": _g_keep, "refuse": _g_refuse, "refuse_all": _g_refuse_all,
    "everyone": _g_everyone, "opponent": _g_opponent, "pair": _g_pair, "bolt": _g_bolt, "eye": _g_eye,
    "turn_start": _g_turn_start, "turn_end": _g_turn_end, "own_turn": _g_own_turn, "season_end": _g_season_end,
    "game_end": _g_game_end, "heights": _g_heights, "random": _g_random, "most": _g_most, "under": _g_under,
    "flora": _g_cat("flora"), "wildlife": _g_cat("wildlife"), "threat": _g_cat("threat"), "seed": _g_cat("seed"),
}

__all__ = ["CATEGORY_COLOURS", "SYMBOLS", "Glyph", "badge", "bolt", "pair_mark", "symbol"]
