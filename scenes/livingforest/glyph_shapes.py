"""The colours and vector shapes of Living Forest's pieces (scenes/livingforest/glyphs.py makes the pictures; the
board and the Circle draw some of them on their own layers): each element's and symbol's colours, the fire, the
Fragment, the gold and the leaves, and the silhouettes drawn on a ``Vec`` layer — the element symbols, Solitary /
Gregarious, the flame, the leaf and the crest — each with its own outline, so that shapes are told apart without
colour.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from ..artkit import Vec, mix

Color = tuple[int, int, int]

INK: Color = (38, 32, 26)
WHITE: Color = (255, 252, 242)

# each element: (fill, outline)
ELEMENT_COLOURS: dict[str, tuple[Color, Color]] = {
    "sun": ((250, 190, 40), (134, 78, 8)),
    "water": ((70, 150, 232), (18, 58, 122)),
    "seed": ((196, 132, 64), (84, 50, 20)),
    "wind": ((176, 226, 226), (26, 96, 110)),
    "flower": ((236, 98, 156), (118, 28, 72)),
}
SYMBOL_COLOURS: dict[str, tuple[Color, Color]] = {
    "S": ((44, 38, 62), (226, 220, 240)),      # Solitary: a dark crescent, light rim
    "G": ((250, 248, 240), (52, 46, 40)),      # Gregarious: three light discs, dark rim
}
FIRE_RED: Color = (176, 40, 24)
FIRE_DARK: Color = (92, 16, 10)
FLAME: Color = (248, 128, 32)
FLAME_CORE: Color = (255, 218, 84)
FRAGMENT: tuple[Color, Color] = ((178, 206, 252), (40, 52, 116))
GOLD: Color = (234, 192, 72)
GOLD_DARK: Color = (128, 90, 20)
LEAF: Color = (72, 150, 70)
LEAF_DARK: Color = (30, 84, 40)
BARK: Color = (118, 80, 46)


# --------------------------------------------------------------------------- shapes (centre cx, cy; half-size s)


def outlined(v: Vec, draw: Callable[[Color], None], fill: Color, ink: Color, w: float) -> None:
    """A shape with an outline of width w: drawn in ink at eight offsets, then in its fill (a stroke that works
    for any shape, compound ones included)."""
    for i in range(8):
        a = math.pi * i / 4
        v_dx, v_dy = w * math.cos(a), w * math.sin(a)
        draw_shifted(v, draw, ink, v_dx, v_dy)
    draw(fill)


def draw_shifted(v: Vec, draw: Callable[[Color], None], colour: Color, dx: float, dy: float) -> None:
    """Run ``draw`` with the layer's origin moved by (dx, dy) final pixels."""
    k = v.k
    layer = pygame.Surface(v.surf.get_size(), pygame.SRCALPHA)
    keep, v.surf = v.surf, layer
    try:
        draw(colour)
    finally:
        v.surf = keep
    v.surf.blit(layer, (round(dx * k), round(dy * k)))


def _drop_pts(cx: float, cy: float, s: float) -> list[tuple[float, float]]:
    """A water drop, tip up."""
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        pts.append((cx + 0.74 * s * math.sin(t) * math.sin(t / 2), cy + 0.1 * s - 0.88 * s * math.cos(t)))
    return pts


def _tongue(cx: float, cy: float, s: float, lean: float) -> list[tuple[float, float]]:
    """One tongue of fire: a drop whose tip (at cy - 0.75 s) leans sideways by ``lean`` s, its round foot at
    cy + 0.85 s."""
    pts = []
    for i in range(48):
        t = 2 * math.pi * i / 48
        up = math.cos(t)
        x = cx + 0.66 * s * math.sin(t) * math.sin(t / 2) + lean * s * ((1 + up) / 2) ** 3
        y = cy + 0.2 * s - (0.95 if up > 0 else 0.65) * s * up
        pts.append((x, y))
    return pts


def shape_flame(v: Vec, cx: float, cy: float, s: float, colour) -> None:
    """A flame: a tall tongue leaning right and a small one on its left."""
    v.polygon(_tongue(cx + 0.08 * s, cy, s, 0.28), colour)
    v.polygon(_tongue(cx - 0.36 * s, cy + 0.32 * s, s * 0.55, -0.5), colour)


def shape(v: Vec, kind: str, cx: float, cy: float, s: float, colour: Color) -> None:
    """One symbol's silhouette in one colour, filling a box of half-size s: the elements (sun, water, seed, wind,
    flower), Solitary (a crescent), Gregarious (three discs), a flame, a fragment, a tree, a sapling."""
    c = colour
    if kind == "sun":
        v.circle((cx, cy), 0.5 * s, c)
        for i in range(8):
            a = math.pi * i / 4
            tip = (cx + 0.98 * s * math.cos(a), cy + 0.98 * s * math.sin(a))
            l = (cx + 0.58 * s * math.cos(a - 0.3), cy + 0.58 * s * math.sin(a - 0.3))
            r = (cx + 0.58 * s * math.cos(a + 0.3), cy + 0.58 * s * math.sin(a + 0.3))
            v.polygon([l, tip, r], c)
    elif kind == "water":
        v.polygon(_drop_pts(cx, cy, s), c)
    elif kind == "seed":
        # an acorn: a nut and its cap
        v.ellipse((cx, cy + 0.24 * s), 0.5 * s, 0.62 * s, c)
        v.ellipse((cx, cy - 0.3 * s), 0.72 * s, 0.36 * s, c)
        v.rect((cx - 0.09 * s, cy - 0.92 * s, 0.18 * s, 0.4 * s), c, radius=0.06 * s)
    elif kind == "wind":
        s *= 0.8                  # its curls reach beyond the strokes: kept inside the box
        w = 0.28 * s
        v.polyline([(cx - 0.9 * s, cy - 0.5 * s), (cx + 0.35 * s, cy - 0.5 * s)], w, c)
        _curl(v, cx + 0.35 * s, cy - 0.78 * s, 0.28 * s, w, c)
        v.polyline([(cx - 0.95 * s, cy + 0.02 * s), (cx + 0.6 * s, cy + 0.02 * s)], w, c)
        _curl(v, cx + 0.6 * s, cy - 0.26 * s, 0.28 * s, w, c)
        v.polyline([(cx - 0.7 * s, cy + 0.55 * s), (cx + 0.2 * s, cy + 0.55 * s)], w, c)
        _curl(v, cx + 0.2 * s, cy + 0.83 * s, 0.28 * s, w, c, down=True)
    elif kind == "flower":
        for i in range(5):
            a = -math.pi / 2 + 2 * math.pi * i / 5
            v.circle((cx + 0.52 * s * math.cos(a), cy + 0.52 * s * math.sin(a)), 0.4 * s, c)
        v.circle((cx, cy), 0.4 * s, c)
    elif kind == "S":
        # a crescent: a disc with a bite out of it (drawn as a disc minus a disc, on its own layer)
        layer = Vec(v.size, v.k)
        layer.circle((cx, cy), 0.9 * s, c)
        layer.circle((cx + 0.42 * s, cy - 0.3 * s), 0.66 * s, (0, 0, 0, 0))
        v.surf.blit(layer.surf, (0, 0))
    elif kind == "G":
        for dx, dy in ((0, -0.42), (-0.48, 0.36), (0.48, 0.36)):
            v.circle((cx + dx * s, cy + dy * s), 0.46 * s, c)
    elif kind == "flame":
        shape_flame(v, cx, cy, s, c)
    elif kind == "fragment":
        v.polygon([(cx, cy - s), (cx + 0.52 * s, cy - 0.34 * s), (cx + 0.4 * s, cy + 0.56 * s), (cx, cy + s),
                   (cx - 0.46 * s, cy + 0.5 * s), (cx - 0.5 * s, cy - 0.28 * s)], c)
    elif kind == "tree":
        v.rect((cx - 0.13 * s, cy + 0.1 * s, 0.26 * s, 0.85 * s), c)
        for dx, dy, r in ((0, -0.45, 0.48), (-0.42, -0.05, 0.4), (0.42, -0.05, 0.4), (0, 0.05, 0.4)):
            v.circle((cx + dx * s, cy + dy * s), r * s, c)
    elif kind == "sapling":
        v.ellipse((cx, cy + 0.62 * s), 0.8 * s, 0.26 * s, c)
        v.polyline([(cx, cy + 0.6 * s), (cx, cy - 0.1 * s)], 0.16 * s, c)
        _leaf(v, cx + 0.36 * s, cy - 0.32 * s, 0.46 * s, -30, c)
        _leaf(v, cx - 0.34 * s, cy - 0.14 * s, 0.38 * s, 200, c)
    else:
        raise ValueError(f"unknown Living Forest symbol {kind!r}")


def _curl(v: Vec, cx: float, cy: float, r: float, w: float, c, down: bool = False) -> None:
    """The curled end of a wind stroke: three quarters of a circle."""
    sign = -1 if down else 1
    pts = [(cx + r * math.cos(math.radians(a)), cy + sign * r * math.sin(math.radians(a)))
           for a in range(90, -181, -15)]
    v.polyline(pts, w, c)


def _leaf(v: Vec, cx: float, cy: float, s: float, angle: float, c) -> None:
    """A leaf (two arcs) centred on (cx, cy), its tip at ``angle`` degrees."""
    a = math.radians(angle)
    pts = []
    for i in range(21):
        t = -1 + 2 * i / 20
        x, y = t * s, 0.42 * s * (1 - t * t)
        pts.append((x, y))
    pts += [(x, -y) for x, y in reversed(pts)]
    v.polygon([(cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)) for x, y in pts], c)


def crest(v: Vec, colour_id: str | None, cx: float, w: float, h: float, c) -> None:
    """A standee's crest: leaf horns (green), a drop (blue), flame tufts (red), a ray crown (yellow)."""
    if colour_id == "blue":
        v.polygon(_drop_pts(cx, h * 0.16, h * 0.15), c)
    elif colour_id == "red":
        for dx, top in ((-0.2, 0.1), (0.0, 0.02), (0.2, 0.1)):
            x = cx + dx * w
            v.polygon([(x - w * 0.11, h * 0.24), (x - w * 0.02, h * (top + 0.06)), (x + w * 0.02, h * top),
                       (x + w * 0.11, h * 0.24)], c)
    elif colour_id == "yellow":
        for a in (-150, -120, -90, -60, -30):
            r = math.radians(a)
            tip = (cx + w * 0.42 * math.cos(r), h * 0.3 + h * 0.27 * math.sin(r))
            base = [(cx + w * 0.2 * math.cos(r + s_), h * 0.3 + h * 0.15 * math.sin(r + s_)) for s_ in (-0.3, 0.3)]
            v.polygon([base[0], tip, base[1]], c)
    else:
        _leaf(v, cx - w * 0.2, h * 0.16, h * 0.13, -120, c)
        _leaf(v, cx + w * 0.2, h * 0.16, h * 0.13, -60, c)


def draw_symbol(v: Vec, kind: str, cx: float, cy: float, s: float, outline: float | None = None) -> None:
    """An element or S/G symbol in its colours with its outline, on a vector layer (for pieces that show one)."""
    fill, ink = ELEMENT_COLOURS.get(kind) or SYMBOL_COLOURS[kind]
    w = max(0.6, s * 0.11) if outline is None else outline
    outlined(v, lambda col: shape(v, kind, cx, cy, s * 0.9, col), fill, ink, w)
    if kind == "sun":
        v.circle((cx - 0.14 * s, cy - 0.14 * s), 0.16 * s, mix(fill, WHITE, 0.55))
    elif kind == "flower":
        v.circle((cx, cy), 0.28 * s, (252, 214, 70))
    elif kind == "water":
        v.ellipse((cx - 0.2 * s, cy + 0.12 * s), 0.1 * s, 0.2 * s, mix(fill, WHITE, 0.6))
    elif kind == "seed":
        v.ellipse((cx, cy - 0.27 * s), 0.6 * s, 0.24 * s, mix(fill, INK, 0.35))
