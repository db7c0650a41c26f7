"""Flora and the Seed."""
from __future__ import annotations

import math
import random

from svg import INK, PREC, Svg, set_ink, backdrop, blob_d, corner_leaves, f, ink, leaf_d, smooth_closed, smooth_open, stroke, vein_d


def _frond(s: Svg, x0, y0, length, angle, curl, fill, vein, pinnae: int = 8) -> None:
    """A fern frond: a curved rachis with paired leaflets shrinking to the tip (one path for all leaflets)."""
    pts = [(x0, y0)]
    for i in range(1, pinnae + 1):
        t = i / pinnae
        a = math.radians(angle + curl * t * t)
        x, y = pts[-1]
        step = length / pinnae
        pts.append((x + math.cos(a) * step, y + math.sin(a) * step))
    d = []
    for i in range(1, pinnae):
        t = i / pinnae
        x, y = pts[i]
        a = angle + curl * t * t
        size = length * 0.34 * (1 - t * 0.7)
        for side in (-1, 1):
            d.append(leaf_d(x, y, size, size * 0.3, a + side * 62 + side * 8 * t))
    s.path(" ".join(d), fill, ink(1.2))
    s.path(smooth_open(pts), "none", stroke(vein, 2.2))


def fern(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "floor", ground_y=128, halo=(120, 110, 100, 60))
    for angle, curl, length in ((-160, 40, 92), (-20, -40, 92), (-128, 30, 96), (-52, -30, 96), (-92, 10, 92)):
        _frond(s, 120, 150, length, angle, curl, "#4e9e48", "#2f6a2c")
    # a young fiddlehead
    s.path("M132,150 C134,132 150,128 150,116 C150,108 140,108 140,114 C140,118 144,119 146,116", "none",
           stroke("#6aa84e", 3.2))
    s.path("M132,150 C134,132 150,128 150,116 C150,108 140,108 140,114", "none", ink(1) + ' opacity="0.5"')
    return s.text()


def bromeliad(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=134, halo=(120, 100, 100, 66))
    # on a mossy branch
    s.path("M-4,132 C60,122 170,128 244,118 L244,140 C170,148 60,144 -4,152 Z",
           s.lin("branch", [(0, "#8a6440"), (1, "#5a3e24")]), set_ink(2.5))
    s.path("M20,128 C40,122 70,124 90,124", "none", stroke("#86b84a", 5, 'opacity="0.9"'))
    # a rosette of stiff banded leaves around a red heart
    for a, length in ((-172, 70), (-8, 70), (-150, 66), (-30, 66), (-128, 60), (-52, 60), (-110, 54), (-70, 54)):
        s.path(leaf_d(120, 126, length, 10, a, 4 if a < -90 else -4), "url(#bleaf)", ink(1.8))
        s.path(vein_d(120, 126, length, a), "none", stroke("#2e6a3a", 1))
    s.lin("bleaf", [(0, "#6fb062"), (1, "#3c7e44")])
    for a, length in ((-125, 36), (-55, 36), (-100, 42), (-80, 42), (-90, 30)):
        s.path(leaf_d(120, 124, length, 7, a), "#e2403a", ink(1.8))
    s.path("M110,112 C112,96 128,96 130,112 C128,118 112,118 110,112 Z", "#f6c23a", ink(1.6))
    for x, y in ((116, 104), (122, 100), (126, 106)):
        s.circle(x, y, 2.2, "#7a3cc8")
    return s.text()


def _monstera_leaf(s: Svg, bx, by, length, angle, fill, splits: int = 3) -> None:
    """A monstera leaf from its stalk's end (bx, by) along ``angle``: a heart with a pointed tip, cut by deep
    splits from the rim towards the midrib, and a row of small holes along it."""
    a0 = math.radians(angle)
    ux, uy = math.cos(a0), math.sin(a0)
    nx, ny = -uy, ux
    half = length * 0.46

    def at(t, side, k=1.0):
        # t along the midrib 0..1, side -1/1, k: share of the half-width
        w = half * math.sin(math.pi * min(1.0, t * 1.05)) ** 0.8 * (1 if t > 0.04 else 0.4) * k
        x = bx + ux * length * t + nx * w * side
        y = by + uy * length * t + ny * w * side
        return x, y

    cuts = [(i + 0.5) / (splits + 1) + 0.06 for i in range(splits + 1)]
    lobes = []
    for side in (-1, 1):
        edges = [0.02] + [c for c in cuts[:-1]] + [1.0]
        for i in range(len(edges) - 1):
            t0, t1 = edges[i] + (0.025 if i else 0), edges[i + 1] - (0.025 if i < len(edges) - 2 else 0)
            outer = [at(t0 + (t1 - t0) * j / 3, side) for j in range(4)]
            inner = [at(t1 - 0.02, side, 0.3), at(t0 + 0.02, side, 0.3)]
            lobes.append(outer + inner)
    PREC[0] = 0
    try:
        s.path(" ".join(smooth_closed(p) for p in lobes), fill, ink(2))
    finally:
        PREC[0] = 1
    # the solid middle of the leaf over the lobes' inner ends: the splits run from the rim to it
    body = [at(t, 1, 0.42) for t in (0.03, 0.2, 0.4, 0.6, 0.8, 0.97)]
    body += [at(t, -1, 0.42) for t in (0.97, 0.8, 0.6, 0.4, 0.2, 0.03)]
    s.path(smooth_closed(body), fill)
    spine = [at(t, 1, 0) for t in (0, 0.5, 1)]
    s.path(f"M{f(spine[0][0])},{f(spine[0][1])} L{f(spine[2][0])},{f(spine[2][1])}", "none", stroke("#1f5a2e", 2.6))
    for t in (0.3, 0.55):
        for side in (-1, 1):
            x, y = at(t, side, 0.28)
            s.ellipse(x, y, 2.2, 2.2, "#c8e4b4", ink(1))


def monstera(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=138, halo=(120, 90, 104, 72))
    grad = s.lin("mleaf", [(0, "#56ac58"), (1, "#23703a")])
    s.path("M120,170 C116,150 100,134 84,124 M120,170 C124,150 140,134 156,124 M120,170 C120,150 118,120 120,110",
           "none", stroke("#3c7e3a", 3.4))
    _monstera_leaf(s, 84, 124, 74, -148, grad)
    _monstera_leaf(s, 156, 124, 74, -32, grad)
    _monstera_leaf(s, 120, 110, 84, -90, grad)
    return s.text()


def collybia(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "floor", ground_y=124, halo=(120, 112, 96, 56))
    # a rotting log carrying a cluster of small mushrooms
    s.path("M-4,150 C40,138 200,136 244,146 L244,172 C200,180 40,180 -4,176 Z",
           s.lin("log", [(0, "#8a6440"), (1, "#4e3420")]), set_ink(2.5))
    s.ellipse(30, 160, 10, 8, "#c8a272", set_ink(1.8))
    s.path("M60,148 C90,144 130,146 180,146", "none", stroke("#6e4c2e", 1.4))
    caps = s.rad("cap", [(0, "#f2b873"), (1, "#b86a2a")], "40%", "30%", "70%")
    for x, h, r in ((92, 42, 16), (114, 60, 20), (136, 50, 17), (156, 34, 13), (76, 28, 11), (172, 22, 9)):
        base = 146
        top = base - h
        s.path(f"M{f(x - 3)},{f(base)} C{f(x - 4)},{f(top + h * 0.5)} {f(x - 2)},{f(top + 4)} {f(x - 1)},{f(top + 2)} "
               f"L{f(x + 1)},{f(top + 2)} C{f(x + 2)},{f(top + 4)} {f(x + 4)},{f(top + h * 0.5)} {f(x + 3)},{f(base)} Z",
               "#f4ead2", ink(1.8))
        s.path(f"M{f(x - r)},{f(top + 3)} C{f(x - r)},{f(top - r * 0.9)} {f(x + r)},{f(top - r * 0.9)} "
               f"{f(x + r)},{f(top + 3)} C{f(x + r * 0.5)},{f(top + 6)} {f(x - r * 0.5)},{f(top + 6)} {f(x - r)},{f(top + 3)} Z",
               caps, ink(2))
        s.ellipse(x - r * 0.3, top - r * 0.35, r * 0.25, r * 0.12, "#fbe0b0", 'opacity="0.8"')
    return s.text()


def vines(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, vines=0, halo=(120, 90, 110, 76))
    # a trunk on the left the lianas climb, then hang in loops across the scene
    s.path("M24,-4 L20,184 L52,184 L48,-4 Z", s.lin("t", [(0, "#8a6440"), (1, "#4e3420")], vertical=False,
                                                     x2="100%", y2="0%"), set_ink(2.5))
    rng = random.Random(seed)
    for y0, sag, colour in ((20, 70, "#6e5a2a"), (40, 100, "#7a6430"), (8, 128, "#5e4e22")):
        d = f"M36,{y0} C90,{y0 + sag} 170,{y0 + sag} 244,{y0 + 10}"
        s.path(d, "none", stroke(INK, 6.5))
        s.path(d, "none", stroke(colour, 4))
        for k in range(7):
            t = (k + 0.5) / 7
            x = 36 + (244 - 36) * t
            y = y0 + sag * 4 * t * (1 - t) * 0.75 + 10 * t
            a = rng.choice((-60, -120, 60, 120)) + rng.uniform(-15, 15)
            s.path(leaf_d(x, y, 15, 6, a), "#5fae4e", ink(1.5))
    for x, y0, length in ((178, 40, 100), (96, 56, 90)):
        d = f"M{x},{y0} C{x + 6},{y0 + length * 0.4} {x - 6},{y0 + length * 0.7} {x + 2},{y0 + length}"
        s.path(d, "none", stroke(INK, 4.5))
        s.path(d, "none", stroke("#7a6430", 2.5))
    return s.text()


def orchid(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=140, halo=(130, 84, 100, 70))
    # a branch with aerial roots and the orchid's arching spray of flowers
    s.path("M-4,118 C60,106 150,112 244,96 L244,112 C150,126 60,122 -4,134 Z",
           s.lin("br", [(0, "#8a6440"), (1, "#5a3e24")]), set_ink(2.5))
    for x in (56, 70, 84):
        s.path(f"M{x},124 C{x - 2},140 {x + 4},150 {x},164", "none", stroke("#c8cfae", 2.4))
    for a in (-150, -30, -165):
        s.path(leaf_d(70, 118, 34, 9, a), "#3f8a44", ink(1.8))
    s.path("M72,112 C90,70 140,48 196,56", "none", stroke("#4f7a3a", 2.4))
    for x, y, r in ((104, 74, 13), (132, 58, 15), (164, 54, 14), (190, 60, 11)):
        for k in range(5):
            a = math.radians(-90 + 72 * k)
            s.path(leaf_d(x, y, r, r * 0.5, math.degrees(a)), "#f4f0fa", ink(1.5))
        s.path(f"M{f(x - r * 0.35)},{f(y)} C{f(x - r * 0.4)},{f(y + r * 0.9)} {f(x + r * 0.4)},{f(y + r * 0.9)} "
               f"{f(x + r * 0.35)},{f(y)} Z", "#c43c8c", ink(1.4))
        s.circle(x, y - 1, r * 0.16, "#f6d23a")
    return s.text()


def pitcher_plant(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "floor", ground_y=130, halo=(120, 96, 100, 70))
    body = s.lin("pit", [(0, "#a8c850"), (0.55, "#c0602e"), (1, "#7a2a1e")], vertical=False, x2="100%", y2="0%")
    for a in (-165, -15, -140, -40):
        s.path(leaf_d(120, 166, 50, 9, a), "#5e9e3c", ink(1.8))
    for x, h, w in ((80, 92, 20), (120, 116, 24), (160, 84, 19)):
        base = 164
        top = base - h
        # a slim foot, a swollen belly, a waist and a flared mouth
        s.path(f"M{f(x - w * 0.2)},{f(base)} C{f(x - w * 0.9)},{f(base - h * 0.3)} {f(x - w * 0.7)},{f(top + h * 0.35)} "
               f"{f(x - w * 0.5)},{f(top + 12)} C{f(x - w * 0.5)},{f(top + 6)} {f(x - w * 0.8)},{f(top + 2)} "
               f"{f(x - w * 0.75)},{f(top)} L{f(x + w * 0.75)},{f(top - 3)} C{f(x + w * 0.8)},{f(top + 2)} "
               f"{f(x + w * 0.5)},{f(top + 6)} {f(x + w * 0.5)},{f(top + 12)} C{f(x + w * 0.7)},{f(top + h * 0.35)} "
               f"{f(x + w * 0.9)},{f(base - h * 0.3)} {f(x + w * 0.2)},{f(base)} Z", body, ink(2.2))
        s.ellipse(x, top - 1.5, w * 0.78, w * 0.28, "#e8c050", ink(1.8))
        s.ellipse(x, top - 1, w * 0.55, w * 0.17, "#4a1a12")
        s.path(f"M{f(x - w * 0.5)},{f(top - 4)} C{f(x - w * 0.3)},{f(top - w * 1.2)} {f(x + w * 1.2)},{f(top - w * 1.3)} "
               f"{f(x + w * 0.8)},{f(top - 6)} Z", "#c8683a", ink(1.8))
        for k in range(3):
            yy = top + 18 + k * h * 0.2
            s.path(f"M{f(x - w * 0.5)},{f(yy)} C{f(x - w * 0.1)},{f(yy + 4)} {f(x + w * 0.2)},{f(yy - 4)} "
                   f"{f(x + w * 0.55)},{f(yy + 2)}", "none", stroke("#6e1e16", 1.3, 'opacity="0.7"'))
    return s.text()


def seed(seed_: int) -> str:
    s = Svg()
    backdrop(s, seed_, "floor", ground_y=120, halo=(120, 112, 90, 56))
    # a big nut split open on the soil, its first root and shoot
    s.path("M120,160 C110,150 118,140 112,132", "none", stroke("#e8e0c0", 3))
    s.path("M74,132 C70,102 98,84 122,86 C150,88 170,108 164,134 C158,158 118,166 96,160 C82,156 76,146 74,132 Z",
           s.rad("nut", [(0, "#c88a4a"), (1, "#7a4a22")], "35%", "30%", "75%"), ink(2.8))
    s.path("M86,110 C100,98 130,94 150,104", "none", stroke("#5a3418", 1.6, 'opacity="0.7"'))
    s.path("M80,130 C100,122 140,120 160,128", "none", stroke("#5a3418", 1.6, 'opacity="0.6"'))
    s.path("M118,90 C116,70 122,56 132,44", "none", stroke("#5e9e3c", 4))
    s.path(leaf_d(132, 46, 28, 10, -30), "#7cc05a", ink(2))
    s.path(vein_d(132, 46, 28, -30), "none", stroke("#4f8a3a", 1))
    s.path(leaf_d(130, 48, 24, 9, -150), "#6ab04e", ink(2))
    s.path(vein_d(130, 48, 24, -150), "none", stroke("#4f8a3a", 1))
    s.path("M96,158 C92,166 98,172 92,178 M108,162 C110,170 104,174 108,180", "none", stroke("#e8e0c0", 2))
    _ = (blob_d, corner_leaves)
    return s.text()
