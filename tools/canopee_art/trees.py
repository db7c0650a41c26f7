"""Trunks and canopies."""
from __future__ import annotations

import math
import random

from svg import Svg, backdrop, blob_d, corner_leaves, f, ink, leaf_d, smooth_closed, stroke, vein_d

BARK = {
    0: ("#b9b49a", "#8f8a70", "#6e6a52"),     # young, smooth, pale
    1: ("#a4774a", "#7a5230", "#5a3a20"),     # brown
    2: ("#7e5636", "#5a3a22", "#3c2614"),     # old and dark
}


def _trunk_body(s: Svg, cx: float, top: float, bottom: float, w_top: float, w_bot: float, tone: int,
                roots: bool, seed: int) -> None:
    light, mid, dark = BARK[tone]
    grad = s.lin(f"bark{tone}", [(0, light), (0.55, mid), (1, dark)], vertical=False, x2="100%", y2="0%")
    rng = random.Random(seed)
    l_top, r_top = cx - w_top / 2, cx + w_top / 2
    l_bot, r_bot = cx - w_bot / 2, cx + w_bot / 2
    if roots:
        d = (f"M{f(l_top)},{f(top)} C{f(l_top - 2)},{f(bottom - 40)} {f(l_bot + 4)},{f(bottom - 18)} "
             f"{f(l_bot - 26)},{f(bottom)} L{f(r_bot + 26)},{f(bottom)} C{f(r_bot - 4)},{f(bottom - 18)} "
             f"{f(r_top + 2)},{f(bottom - 40)} {f(r_top)},{f(top)} Z")
    else:
        d = (f"M{f(l_top)},{f(top)} C{f(l_top - 1)},{f((top + bottom) / 2)} {f(l_bot)},{f(bottom - 20)} "
             f"{f(l_bot)},{f(bottom)} L{f(r_bot)},{f(bottom)} C{f(r_bot)},{f(bottom - 20)} "
             f"{f(r_top + 1)},{f((top + bottom) / 2)} {f(r_top)},{f(top)} Z")
    s.path(d, grad, ink(3))
    # bark furrows
    n = 3 + tone * 2
    for i in range(n):
        t = (i + 0.5) / n
        x0 = l_top + (r_top - l_top) * t
        x1 = l_bot + (r_bot - l_bot) * t * (0.9 if roots else 1) + (w_bot * 0.05 if roots else 0)
        wob = rng.uniform(-3, 3)
        s.path(f"M{f(x0)},{f(top + 6)} C{f(x0 + wob)},{f((top + bottom) * 0.45)} {f(x1 - wob)},"
               f"{f((top + bottom) * 0.6)} {f(x1)},{f(bottom - 10)}", "none",
               stroke(dark, 1.2 + tone * 0.5, 'opacity="0.55"'))
    # light on the left edge
    s.path(f"M{f(l_top + 3)},{f(top + 4)} C{f(l_top + 2)},{f((top + bottom) / 2)} {f(l_bot + 5)},"
           f"{f(bottom - 24)} {f(l_bot + 6)},{f(bottom - 8)}", "none", stroke("#fff6e0", 2, 'opacity="0.35"'))


def _moss(s: Svg, cx: float, cy: float, r: float, seed: int, colour: str = "#7cb04a") -> None:
    rng = random.Random(seed)
    s.path(blob_d(cx, cy, r, 8, rng, 0.3), colour, 'opacity="0.9"')
    for _ in range(4):
        s.circle(cx + rng.uniform(-r, r) * 0.7, cy + rng.uniform(-r, r) * 0.5, r * 0.22, "#a6d05e")


def trunk(value: int, seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=140, far_trunks=5, vines=2, halo=(120, 90, 70, 90))
    corner_leaves(s, seed)
    w_top = {0: 30, 1: 42, 2: 58}[value]
    w_bot = {0: 36, 1: 52, 2: 74}[value]
    _trunk_body(s, 120, -4, 156, w_top, w_bot, value, roots=value == 2, seed=seed)
    if value == 0:
        # a young trunk: a few shoots and a pale lichen patch
        s.path(leaf_d(134, 70, 24, 7, -30), "#78b85a", ink(2))
        s.path(vein_d(134, 70, 24, -30), "none", stroke("#4f8a3a", 1))
        s.path(leaf_d(106, 104, 20, 6, -150), "#6aa84e", ink(2))
        s.ellipse(114, 40, 5, 8, "#d6dcc0", 'opacity="0.8"')
    elif value == 1:
        # a knot and moss on the bark, a small epiphyte
        s.ellipse(128, 78, 5, 8, "#4a2e18", ink(2))
        _moss(s, 102, 112, 10, seed)
        for a in (-150, -110, -70, -30):
            s.path(leaf_d(128, 44, 18, 4.5, a), "#5e9e3c", ink(1.6))
        s.circle(128, 42, 3.5, "#e2463a", ink(1.4))
    else:
        # an ancient trunk: a hollow, a strangler fig's roots, moss and ferns
        s.path("M110,64 C108,52 128,50 128,64 C130,78 110,80 110,64 Z", "#2a1a0e", ink(2.2))
        for x0, sway in ((92, 8), (146, -8), (118, 5)):
            s.path(f"M{x0},-4 C{x0 + sway},40 {x0 - sway},90 {x0 + sway * 0.6},150", "none",
                   stroke("#8a6a44", 4.5, 'opacity="0.95"'))
            s.path(f"M{x0},-4 C{x0 + sway},40 {x0 - sway},90 {x0 + sway * 0.6},150", "none",
                   stroke("#b08a5c", 1.6, 'opacity="0.8"'))
        _moss(s, 136, 104, 12, seed + 1)
        _moss(s, 100, 30, 9, seed + 2)
        for a in (-160, -130, -100):
            s.path(leaf_d(98, 120, 22, 5, a), "#4f9a48", ink(1.6))
    return s.text()


def starting_trunk(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=124, far_trunks=3, vines=1, glow=(60, 36), halo=(120, 110, 90, 60))
    corner_leaves(s, seed)
    # a short, sturdy first trunk on its roots, a fresh shoot on top: where the first tree grows from
    _trunk_body(s, 120, 62, 158, 40, 50, 1, roots=True, seed=seed)
    s.ellipse(120, 62, 20, 6, "#d8b884", ink(2.5))
    for r in (14, 9, 4):
        s.ellipse(120, 62, r, r * 0.3, "none", stroke("#a47a48", 1))
    s.path("M120,62 C118,48 124,36 122,24", "none", stroke("#4f8a3a", 3.2))
    s.path(leaf_d(122, 30, 26, 9, -20), "#7cc05a", ink(2))
    s.path(vein_d(122, 30, 26, -20), "none", stroke("#4f8a3a", 1))
    s.path(leaf_d(121, 40, 22, 8, -165), "#6ab04e", ink(2))
    s.path(vein_d(121, 40, 22, -165), "none", stroke("#4f8a3a", 1))
    # a ring of stones around its foot, as a marker of the start
    for x, y, r in ((80, 152, 7), (94, 160, 6), (148, 160, 6), (162, 152, 7)):
        s.ellipse(x, y, r * 1.3, r, "#b6b0a0", ink(1.8))
    return s.text()


def canopy(mult: int, seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "sky", ground_y=160, far_trunks=0, vines=0, glow=(200, 24), halo=(120, 80, 110, 70))
    rng = random.Random(seed)
    # the top of the trunk carrying the crown
    s.path("M110,180 C112,150 112,130 114,118 L126,118 C128,130 128,150 130,180 Z",
           s.lin("bark", [(0, "#a4774a"), (1, "#5a3a20")], vertical=False, x2="100%", y2="0%"), ink(2.5))
    if mult == 0:
        # a thin crown: bare branches, a few leaves, a broken limb
        for x1, y1, x2, y2 in ((120, 120, 80, 70), (120, 120, 164, 62), (120, 120, 118, 48), (96, 88, 70, 84),
                               (150, 84, 176, 92)):
            s.path(f"M{x1},{y1} Q{(x1 + x2) / 2 + 6},{(y1 + y2) / 2} {x2},{y2}", "none", stroke("#6a4a2c", 5))
        s.path("M120,120 Q100,96 80,70", "none", ink(1.2) + ' opacity="0.6"')
        for cx, cy, r in ((82, 66, 12), (160, 58, 14), (118, 44, 11)):
            s.path(blob_d(cx, cy, r, 7, rng, 0.3), "#8aa84e", ink(2))
        for x, y, a in ((70, 84, -150), (176, 92, -20), (104, 96, -120)):
            s.path(leaf_d(x, y, 12, 4, a), "#b8a04a", ink(1.4))
    else:
        big = mult == 2
        clumps = ([(120, 62, 46), (76, 80, 32), (164, 78, 34), (96, 40, 30), (146, 38, 32), (120, 92, 30)]
                  if big else [(120, 70, 38), (86, 84, 26), (154, 82, 27), (104, 52, 24), (138, 50, 25)])
        dark, light = ("#2f7a3a", "#5fae4e") if big else ("#3d8744", "#6cb458")
        s.path(smooth_closed([(cx + r * math.cos(a) * 1.02, cy + r * math.sin(a) * 0.92)
                              for cx, cy, r in clumps for a in (math.pi * 0.9, math.pi * 0.5, 0.1)][:12]),
               dark, 'opacity="0.0"')
        for cx, cy, r in clumps:
            s.path(blob_d(cx, cy, r, 9, rng, 0.12), s.rad(f"crown{mult}", [(0, light), (1, dark)], "40%", "35%", "70%"),
                   ink(2.5))
        for cx, cy, r in clumps:
            for _ in range(3):
                a = rng.uniform(0, 2 * math.pi)
                s.path(leaf_d(cx + math.cos(a) * r * 0.5, cy + math.sin(a) * r * 0.5, r * 0.45, r * 0.14,
                              math.degrees(a) - 90), "#8fd070", 'opacity="0.55"')
        if big:
            # flowering emergent crown with a parrot
            for _ in range(14):
                cx, cy, r = clumps[rng.randrange(len(clumps))]
                a = rng.uniform(0, 2 * math.pi)
                x, y = cx + math.cos(a) * r * 0.75, cy + math.sin(a) * r * 0.7
                s.circle(x, y, 3.4, "#f06a9a", ink(1.2))
                s.circle(x, y, 1.2, "#ffe066")
            s.path("M176,44 C182,30 198,30 202,42 C206,56 194,66 184,64 C178,62 174,54 176,44 Z", "#e23c2e", ink(2))
            s.path("M184,64 C182,74 186,84 190,90 L196,88 C194,80 192,70 190,64 Z", "#2f6fd0", ink(1.8))
            s.path("M196,40 C204,38 210,42 208,48 C204,46 200,46 196,46 Z", "#f2e0b0", ink(1.6))
            s.circle(192, 42, 2.2, INK_DOT)
    return s.text()


INK_DOT = "#2b2420"
