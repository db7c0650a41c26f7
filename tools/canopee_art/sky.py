"""Weather, threats, the Season Change card, the backs and the emblem."""
from __future__ import annotations

import math
import random

from svg import INK, Svg, set_ink, backdrop, blob_d, corner_leaves, f, ink, leaf_d, pts, smooth_closed, smooth_open, stroke, vein_d


def _cloud(s: Svg, cx, cy, w, fill, outline: float = 2.5) -> None:
    h = w * 0.42
    p = [(cx - w * 0.5, cy + h * 0.3), (cx - w * 0.42, cy - h * 0.1), (cx - w * 0.22, cy - h * 0.45),
         (cx + w * 0.02, cy - h * 0.62), (cx + w * 0.26, cy - h * 0.4), (cx + w * 0.46, cy - h * 0.08),
         (cx + w * 0.5, cy + h * 0.3)]
    d = f"M{f(p[0][0])},{f(p[0][1])}"
    for (x0, y0), (x1, y1) in zip(p, p[1:]):
        mx, my = (x0 + x1) / 2, (y0 + y1) / 2
        dx, dy = x1 - x0, y1 - y0
        d += f" Q{f(mx + dy * 0.55)},{f(my - dx * 0.55)} {f(x1)},{f(y1)}"
    d += " Z"
    s.path(d, fill, ink(outline))


def rain(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "storm", ground_y=146, vines=1, glow=(40, 20), halo=(120, 80, 110, 60))
    grey = s.lin("cloud", [(0, "#f4f7f8"), (1, "#b8c6cc")])
    _cloud(s, 96, 58, 112, grey)
    _cloud(s, 160, 46, 88, grey)
    rng = random.Random(seed)
    for k in range(16):
        x = 56 + k * 9 + rng.uniform(-3, 3)
        y = 84 + rng.uniform(0, 50)
        s.path(f"M{f(x)},{f(y)} C{f(x - 4)},{f(y + 7)} {f(x - 4)},{f(y + 12)} {f(x)},{f(y + 12)} "
               f"C{f(x + 4)},{f(y + 12)} {f(x + 4)},{f(y + 7)} {f(x)},{f(y)} Z", "#5aaee8", ink(1.4))
    # a broad leaf catching the rain, a drop running off its tip
    s.path(leaf_d(40, 170, 90, 20, -18, -6), "#4f9e48", ink(2.2))
    s.path(vein_d(40, 170, 90, -18, -6), "none", stroke("#2f6a2c", 1.4))
    s.path("M124,148 C121,154 121,158 124,158 C127,158 127,154 124,148 Z", "#5aaee8", ink(1.2))
    return s.text()


def sun(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "sky", ground_y=146, vines=1, glow=(120, 60), halo=(120, 70, 100, 70))
    # the sun breaking through a gap in the canopy, its rays down to the floor
    for k in range(7):
        a = math.radians(60 + k * 10)
        x2, y2 = 120 + math.cos(a) * 220, 62 + math.sin(a) * 220
        x3, y3 = 120 + math.cos(a + 0.05) * 220, 62 + math.sin(a + 0.05) * 220
        s.poly([(120, 62), (x2, y2), (x3, y3)], "#fff6c0", 'opacity="0.35"')
    for k in range(12):
        a = math.radians(k * 30)
        r1, r2 = 34, 50 if k % 2 else 44
        s.path(f"M{f(120 + math.cos(a) * r1)},{f(62 + math.sin(a) * r1)} L{f(120 + math.cos(a) * r2)},"
               f"{f(62 + math.sin(a) * r2)}", "none", ink(7))
        s.path(f"M{f(120 + math.cos(a) * r1)},{f(62 + math.sin(a) * r1)} L{f(120 + math.cos(a) * r2)},"
               f"{f(62 + math.sin(a) * r2)}", "none", stroke("#ffc83a", 4))
    s.circle(120, 62, 28, s.rad("sunc", [(0, "#fff4a0"), (0.7, "#ffd23a"), (1, "#f6a824")], "40%", "35%", "70%"),
             ink(2.8))
    # leaves turned up to it
    for x, a in ((70, -70), (170, -110), (96, -80), (146, -100)):
        s.path(leaf_d(x, 172, 44, 11, a), "#5fae4e", ink(2))
        s.path(vein_d(x, 172, 44, a), "none", stroke("#2f6a2c", 1.2))
    return s.text()


def _flame(s: Svg, cx, base, h, w, outer, inner) -> None:
    d = (f"M{f(cx - w / 2)},{f(base)} C{f(cx - w * 0.7)},{f(base - h * 0.4)} {f(cx - w * 0.1)},{f(base - h * 0.55)} "
         f"{f(cx - w * 0.2)},{f(base - h)} C{f(cx + w * 0.3)},{f(base - h * 0.7)} {f(cx + w * 0.75)},"
         f"{f(base - h * 0.45)} {f(cx + w / 2)},{f(base)} Z")
    s.path(d, outer, ink(2.2))
    hi, wi = h * 0.55, w * 0.5
    d = (f"M{f(cx - wi / 2)},{f(base)} C{f(cx - wi * 0.6)},{f(base - hi * 0.5)} {f(cx)},{f(base - hi * 0.6)} "
         f"{f(cx - wi * 0.1)},{f(base - hi)} C{f(cx + wi * 0.4)},{f(base - hi * 0.6)} {f(cx + wi * 0.6)},"
         f"{f(base - hi * 0.4)} {f(cx + wi / 2)},{f(base)} Z")
    s.path(d, inner)


def fire(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "fire", ground_y=140, vines=1, glow=(120, 100), halo=(120, 110, 100, 60))
    rng = random.Random(seed)
    for _ in range(5):
        s.path(blob_d(rng.uniform(40, 200), rng.uniform(20, 60), rng.uniform(16, 26), 7, rng), "#8a7a70",
               'opacity="0.35"')
    outer = s.lin("flame", [(0, "#ffd23a"), (1, "#e2401e")])
    for cx, h, w in ((84, 70, 40), (156, 78, 42), (120, 110, 56)):
        _flame(s, cx, 156, h, w, outer, "#fff1a0")
    # charred branches in the blaze
    s.path("M60,162 L184,150 M78,146 L170,162", "none", stroke(INK, 7))
    s.path("M60,162 L184,150 M78,146 L170,162", "none", stroke("#4a3020", 4))
    for x, y in ((100, 60), (140, 48), (168, 78), (76, 86)):
        s.circle(x, y, 2, "#ffb040")
    return s.text()


def disease(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "sick", ground_y=140, vines=2, halo=(120, 96, 100, 66))
    # a sick leaf, yellowed and spotted, a cloud of spores drifting off it
    s.path("M120,170 C120,150 116,130 118,112", "none", stroke("#6a6a2a", 3.4))
    s.path(leaf_d(118, 116, 96, 34, -88, 8), s.lin("sl", [(0, "#c8c458"), (1, "#8a9a3a")]), ink(2.4))
    s.path(vein_d(118, 116, 96, -88, 8), "none", stroke("#5a5a22", 1.6))
    rng = random.Random(seed)
    for x, y, r in ((108, 80, 7), (132, 64, 6), (112, 48, 5), (128, 96, 8), (122, 34, 4), (104, 104, 5)):
        s.circle(x, y, r, "#6a4a22", ink(1.2))
        s.circle(x, y, r * 0.5, "#3e2a14")
    for _ in range(16):
        x, y = rng.uniform(140, 210), rng.uniform(24, 90)
        s.circle(x, y, rng.uniform(1.5, 3.5), "#a88ac8", 'opacity="0.85"')
    for a in (-30, -150):
        s.path(leaf_d(118, 150, 44, 12, a), "#9aa44a", ink(2))
    return s.text()


def drought(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "dry", ground_y=112, vines=0, far_trunks=2, glow=(190, 34), halo=(120, 120, 104, 44))
    # cracked earth with a withered plant
    s.path("M0,118 C60,112 180,114 240,110 V180 H0 Z", s.lin("earth", [(0, "#d2a060"), (1, "#a0703a")]), set_ink(2.4))
    cracks = ("M20,130 L48,140 L60,162 L52,180 M48,140 L82,132 L110,150 L104,180 M110,150 L150,138 L160,120 "
              "M150,138 L184,156 L176,180 M184,156 L220,140 L240,150 M82,132 L88,118 M60,162 L24,170")
    s.path(cracks, "none", stroke("#5a3a1a", 2.6))
    s.path("M120,134 C118,120 122,100 118,84", "none", stroke("#8a6a3a", 3))
    for x, y, a in ((119, 100, -150), (119, 108, -30), (118, 88, -120)):
        s.path(leaf_d(x, y, 26, 7, a + 60 if a < -90 else a + 50, 6), "#b89a4a", ink(1.8))
    s.path(leaf_d(150, 130, 20, 6, 10), "#a0804a", ink(1.6))
    return s.text()


def blight(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "sick", ground_y=136, vines=1, halo=(120, 96, 104, 66))
    # a plant rotting where it stands: drooping leaves blackened with rot, grey mould spreading on them
    rng = random.Random(seed)
    s.path("M120,172 C118,150 122,128 118,106", "none", stroke("#5a4a26", 4))
    leaves = ((118, 112, -150, 20), (118, 112, -30, -20), (119, 132, -165, 14), (119, 132, -15, -14),
              (118, 106, -95, 10))
    for x, y, a, bend in leaves:
        s.path(leaf_d(x, y, 56, 15, a, bend), s.lin("bl", [(0, "#9a8a3a"), (1, "#5e4e26")]), ink(2.2))
        s.path(vein_d(x, y, 56, a, bend), "none", stroke("#3e3018", 1.3))
    for x, y, r in ((82, 104, 7), (152, 106, 6), (100, 128, 5), (142, 130, 6), (118, 74, 5), (70, 118, 4)):
        s.path(blob_d(x, y, r, 7, rng, 0.35), "#2e2414", 'opacity="0.85"')
    d = []
    for x, y, r in ((90, 100, 6), (146, 100, 5), (126, 80, 4), (108, 124, 4)):
        d.append(blob_d(x, y, r, 9, rng, 0.45))
    s.path(" ".join(d), "#e8eadc", 'opacity="0.9"')
    for _ in range(12):
        s.circle(rng.uniform(80, 160), rng.uniform(70, 132), rng.uniform(0.8, 1.8), "#f4f4ea", 'opacity="0.9"')
    # fallen rotten leaves at its foot
    for x, a in ((96, 10), (146, 170)):
        s.path(leaf_d(x, 168, 22, 6, a), "#4a3a1e", ink(1.6))
    return s.text()


def lightning(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "storm", ground_y=150, vines=1, glow=(120, 40), halo=(120, 90, 90, 80))
    dark = s.lin("sc", [(0, "#7a8a98"), (1, "#4a5866")])
    _cloud(s, 84, 44, 120, dark)
    _cloud(s, 164, 40, 100, dark)
    bolt = [(128, 52), (104, 104), (122, 104), (100, 164), (150, 92), (130, 92), (150, 52)]
    s.poly(bolt, "#ffe24a", ink(2.8))
    s.poly([(131, 60), (114, 98), (126, 98)], "#fffbe0", 'opacity="0.8"')
    for x, y in ((84, 120), (170, 130), (60, 90)):
        s.path(f"M{x},{y} l-6,10", "none", stroke("#cfe0ee", 2))
    return s.text()


def season(seed: int) -> str:
    """The Season Change cards' shared picture: the year's turn over the rainforest (sun, rain, a falling
    leaf and a new shoot around a circle)."""
    s = Svg()
    backdrop(s, seed, "dusk", ground_y=146, vines=1, glow=(120, 86), halo=(120, 86, 100, 70))
    cx, cy, r = 120, 86, 50
    s.circle(cx, cy, r, "none", stroke(INK, 7, 'opacity="0.9"'))
    s.circle(cx, cy, r, "none", stroke("#f6e6c0", 4))
    for k in range(4):
        a = math.radians(-90 + 90 * k + 20)
        x, y = cx + math.cos(a) * r, cy + math.sin(a) * r
        ta = a + math.pi / 2
        s.poly([(x + math.cos(ta) * 9, y + math.sin(ta) * 9), (x + math.cos(ta + 2.3) * 7, y + math.sin(ta + 2.3) * 7),
                (x + math.cos(ta - 2.3) * 7, y + math.sin(ta - 2.3) * 7)], "#f6e6c0", ink(1.8))
    # sun (top), rain (right), leaf fall (bottom), shoot (left)
    s.circle(cx, cy - r, 13, "#ffd23a", ink(2))
    for k in range(3):
        x = cx + r - 6 + k * 6
        y = cy - 6 + (k % 2) * 10
        s.path(f"M{x},{y} c-3,5 -3,9 0,9 c3,0 3,-4 0,-9 Z", "#5aaee8", ink(1.3))
    s.path(leaf_d(cx - 10, cy + r + 4, 24, 8, -20), "#e0883a", ink(1.8))
    s.path(leaf_d(cx - r, cy + 10, 20, 7, -80), "#7cc05a", ink(1.8))
    s.path(leaf_d(cx - r, cy + 6, 16, 6, -140), "#6ab04e", ink(1.8))
    # the tree the year turns around
    s.path(f"M{cx - 4},{cy + 30} L{cx - 3},{cy + 6} L{cx + 3},{cy + 6} L{cx + 4},{cy + 30} Z", "#8a6440", ink(2))
    rng = random.Random(seed)
    for dx, dy, r in ((0, -6, 16), (-12, 4, 11), (12, 4, 11)):
        s.path(blob_d(cx + dx, cy + dy, r, 8, rng, 0.12), "#5fae4e", ink(2))
    return s.text()


def back(kind: str) -> str:
    """The backs: New Growth (rainforest cards: deep green, a canopy medallion) and Germination (earth brown, a
    seed medallion). 240 x 336 (the cards' 1.4 ratio)."""
    s = Svg(240, 336)
    growth = kind == "growth"
    c0, c1, c2 = (("#3f8a5a", "#21583a", "#163e28") if growth else ("#a07a44", "#6e4e28", "#4a321a"))
    s.rect(0, 0, 240, 336, s.rad("bg", [(0, c0), (0.7, c1), (1, c2)], r="70%"))
    rng = random.Random(5 if growth else 6)
    light = "#9fd690" if growth else "#e8cf98"
    for row in range(9):
        for col in range(6):
            x = col * 44 + (22 if row % 2 else 0) - 4
            y = row * 40 + 4
            s.path(leaf_d(x, y, 16, 6, -60 - 60 * ((row + col) % 2)), light, 'opacity="0.18"')
    s.rect(12, 12, 216, 312, "none", stroke(light, 2.5, 'opacity="0.7" rx="14"'))
    s.rect(20, 20, 200, 296, "none", stroke(light, 1.2, 'opacity="0.45" rx="10"'))
    s.circle(120, 168, 64, s.rad("med", [(0, c0), (1, c1)]), stroke(light, 4))
    s.circle(120, 168, 56, "none", stroke(light, 1.4, 'opacity="0.6"'))
    if growth:
        # a tree: trunk and crown
        s.path("M112,222 L114,180 L126,180 L128,222 Z", "#8a6440", ink(2))
        for cx, cy, r in ((120, 150, 26), (98, 166, 18), (142, 166, 18), (120, 174, 16)):
            s.path(blob_d(cx, cy, r, 9, rng, 0.1), "#5fae4e", ink(2.2))
        s.path(leaf_d(120, 156, 16, 5, -90), "#9fd690", 'opacity="0.7"')
    else:
        # a seed sprouting
        s.path("M92,196 C90,176 104,164 120,164 C138,164 152,178 148,198 C144,214 118,220 104,214 C96,210 92,204 "
               "92,196 Z", "#c88a4a", ink(2.4))
        s.path("M118,166 C116,150 122,138 130,128", "none", stroke("#5e9e3c", 3.4))
        s.path(leaf_d(130, 130, 24, 8, -30), "#7cc05a", ink(1.8))
        s.path(leaf_d(128, 132, 20, 7, -150), "#6ab04e", ink(1.8))
    return s.text()


def emblem() -> str:
    """Canopée's emblem for the menu: a round medallion, a great tree's crown with a toucan, on the forest."""
    s = Svg(200, 200)
    rng = random.Random(9)
    s.circle(100, 100, 96, s.rad("ring", [(0, "#2f7a4a"), (1, "#163e28")]), stroke("#e8d8a0", 5))
    s.circle(100, 100, 84, s.lin("sk", [(0, "#cfe9c6"), (1, "#7fbf8a")]))
    s.path("M26.1,140 C60,128 140,128 173.9,140 A84,84 0 0 1 26.1,140 Z", "#3f7a44")
    s.path("M92,174 L95,112 L105,112 L108,174 Z", s.lin("bk", [(0, "#a4774a"), (1, "#5a3a20")], vertical=False,
                                                       x2="100%", y2="0%"), ink(2.5))
    for cx, cy, r in ((100, 76, 34), (70, 92, 24), (130, 92, 24), (86, 58, 22), (116, 56, 22)):
        s.path(blob_d(cx, cy, r, 9, rng, 0.1), s.rad("cr", [(0, "#6cb458"), (1, "#2f7a3a")], "40%", "35%", "70%"),
               ink(2.5))
    # a toucan on the crown
    s.path("M120,96 C118,84 126,76 134,78 C142,80 144,92 140,104 C136,112 126,112 122,106 Z", "#2b2420", ink(2))
    s.path("M126,88 C128,82 134,82 136,86 C134,92 128,94 126,88 Z", "#f6e6a0")
    s.path("M134,84 C146,78 164,80 170,88 C160,92 146,94 136,92 Z", "#f6a824", ink(2))
    s.path("M140,86 C150,84 160,84 168,88", "none", stroke("#e2401e", 2))
    s.circle(131, 85, 2, "#2b2420")
    s.circle(100, 100, 84, "none", stroke("#e8d8a0", 2.5))
    _ = (corner_leaves, pts, smooth_closed, smooth_open, vein_d)
    return s.text()
