"""The looks of Forêt's and Savane's cards (scenes/ecosysteme/cardart.py draws them): each game's palettes for its
animals and for its habitats or terrain, the medal colours, the card shapes (rounded corners for animals, cut
corners for the others) and the category badges (a paw print on a disc, a leaf or a sun over hills on an octagon).
"""
from __future__ import annotations

import math

from ..artkit import Color, Palette, Point, Vec, rounded_pts


# --------------------------------------------------------------------------- colours

FACE_DOWN: Color = (62, 68, 82)
GOLD: Color = (230, 178, 52)
SILVER: Color = (176, 184, 192)
BRONZE: Color = (196, 128, 70)

# the counted cells of the pictograms: one colour per game, far from both of its frame colours
_FOREST_LIT: Color = (232, 170, 56)
_SAVANE_LIT: Color = (104, 162, 70)

PALETTES: dict[tuple[str, bool], Palette] = {
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


# --------------------------------------------------------------------------- shapes


def chamfer_pts(x: float, y: float, w: float, h: float, c: float) -> list[Point]:
    c = max(0.0, min(c, w / 2, h / 2))
    return [(x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
            (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)]


def card_shape(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """Animals: rounded corners. Habitats and terrain: cut corners."""
    if animal:
        return rounded_pts(x, y, w, h, corner)
    return chamfer_pts(x, y, w, h, corner * 0.9)


def bottom_corners(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """The card shape with only its bottom corners shaped (square at the top)."""
    return [(px, max(py, y)) for px, py in card_shape(animal, x, y - 2 * corner, w, h + 2 * corner, corner)]


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


def category_badge(v: Vec, category: str, game_id: str, cx: float, cy: float, r: float) -> None:
    """The category symbol on its badge: a disc for animals, an octagon for habitats and terrain."""
    animal = category == "animal"
    pal = PALETTES[(game_id, animal)]
    if animal:
        v.circle((cx, cy), r, pal.badge_mark)
        v.circle((cx, cy), r * 0.84, pal.badge)
        _paw(v, cx, cy + 0.02 * r, r * 0.52, pal.badge_mark)
    else:
        c = r * 0.42
        v.polygon(chamfer_pts(cx - r, cy - r, 2 * r, 2 * r, c), pal.badge_mark)
        ri = r * 0.84
        v.polygon(chamfer_pts(cx - ri, cy - ri, 2 * ri, 2 * ri, c * 0.84), pal.badge)
        if category == "terrain":
            _sun_hills(v, cx, cy + 0.02 * r, r * 0.6, pal.badge_mark)
        else:
            _leaf(v, cx, cy, r * 0.62, pal.badge_mark, pal.badge)
