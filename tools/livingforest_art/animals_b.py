"""Living Forest's Guardian Animals of ids 34-65: one original drawing per species, as plain SVG paths.

Each function takes a seed (the backdrop's variation) and returns the SVG text. The backdrop and its setting (a
branch, a rock, a pond) are painted first without the subject's ink, the animal after, outlined in ink: the table
cuts the animal out from its first inked element for the card icons (scenes/artkit/painter.py, ``cut_subject``).

Run ``python animals_b.py [OUT_DIR]`` to write only these ids (tools/livingforest_art/gen.py writes them all).
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path
from typing import Callable

_HERE = Path(__file__).resolve().parent
if str(_HERE) not in sys.path:
    sys.path.insert(0, str(_HERE))

from common import (INK, Svg, body, bough, curve, f, ink, leaf_d, mirror, peeper, pond, rock,  # noqa: E402
                    set_ink, smooth_closed, spine, stage, stroke, tube)


# ------------------------------------------------------------------------------------------------ drawing kit


def canvas(seed: int, ground_y: float = 148, halo=(120, 96, 104, 70), glow=(190, 30)) -> Svg:
    """A new picture with the Spirit forest painted behind where the animal will stand."""
    s = Svg()
    stage(s, seed, ground_y=ground_y, halo=halo, glow=glow)
    return s


def leg(s: Svg, top, foot, half_top: float, half_foot: float, fill, width: float = 2.2) -> None:
    """A leg as a rounded tapering column from the body (``top``) down to the ground (``foot``)."""
    (x, y), (x1, y1) = top, foot
    body(s, [(x - half_top, y), (x1 - half_foot, y1), (x1 + half_foot, y1), (x + half_top, y)], fill, width)


# ------------------------------------------------------------------------------------------------ species


def butterfly(seed: int) -> str:
    """A swallowtail: pale yellow wings barred in black, blue and orange spots, the long hindwing tails."""
    s = canvas(seed, halo=(120, 90, 110, 76))
    # the flower it is about to land on (setting)
    s.path("M120,182 C118,168 122,160 120,150", "none", stroke("#4f7a3a", 3))
    for k in range(6):
        s.path(leaf_d(120, 152, 11, 5, -90 + k * 60), "#f4d0e0", set_ink(1.3))
    s.circle(120, 152, 3.2, "#f0c040")
    for side in (-1, 1):
        def X(pts):
            return [(120 + side * dx, y) for dx, y in pts]
        fore = [(4, 80), (22, 50), (52, 30), (80, 24), (88, 34), (72, 66), (40, 88), (8, 90)]
        hind = [(6, 92), (40, 94), (60, 110), (56, 130), (46, 140), (46, 164), (38, 164), (34, 144), (16, 134),
                (6, 114)]
        body(s, X(hind), "#1e1a16", 2.4)
        body(s, X([(10, 96), (38, 98), (50, 110), (44, 124), (22, 128), (10, 112)]), "#f6e27a", 0)
        body(s, X(fore), "#1e1a16", 2.4)
        body(s, X([(10, 80), (26, 54), (52, 38), (70, 36), (62, 60), (38, 80)]), "#f6e27a", 0)
        # the black bars across the forewing, from its leading edge inward
        for dx0, y0, dx1, y1 in ((24, 56, 22, 76), (38, 44, 40, 70), (54, 36, 58, 52)):
            s.path(f"M{f(120 + side * dx0)},{f(y0)} L{f(120 + side * dx1)},{f(y1)}", "none", stroke("#1e1a16", 4))
        for dx, y in ((80, 30), (76, 44), (70, 58)):
            s.circle(120 + side * dx, y, 2.2, "#f6e27a")
        for dx, y in ((52, 114), (50, 126), (40, 134)):
            s.circle(120 + side * dx, y, 2.6, "#5a8ae0")
        s.circle(120 + side * 24, 132, 3.6, "#f08a2a", stroke("#1e1a16", 1))
    body(s, [(116, 66), (120, 60), (124, 66), (124, 118), (120, 126), (116, 118)], "#2a2420", 2)
    curve(s, [(118, 64), (112, 50), (104, 42)], INK, 1.6)
    curve(s, [(122, 64), (128, 50), (136, 42)], INK, 1.6)
    s.circle(104, 42, 2.2, INK)
    s.circle(136, 42, 2.2, INK)
    return s.text()


def spider(seed: int) -> str:
    """A garden orb-weaver in the middle of its dewy web: round striped abdomen with its white cross."""
    s = canvas(seed, halo=(120, 86, 100, 80))
    cx, cy = 120.0, 86.0
    spokes = 14
    web = []
    for k in range(spokes):
        a = 2 * math.pi * k / spokes + 0.1
        web.append(f"M{f(cx)},{f(cy)} L{f(cx + math.cos(a) * 130)},{f(cy + math.sin(a) * 100)}")
    for r in range(14, 100, 9):
        p = []
        for k in range(spokes + 1):
            a = 2 * math.pi * k / spokes + 0.1
            p.append((cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r))
        web.append("M" + " L".join(f"{f(x)},{f(y)}" for x, y in p))
    s.path(" ".join(web), "none", stroke("#fbf6e4", 0.9, 'opacity="0.75"'))
    rng = random.Random(seed)
    for _ in range(14):
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(24, 90)
        s.circle(cx + math.cos(a) * r * 1.25, cy + math.sin(a) * r, rng.uniform(1.2, 2), "#ffffff", 'opacity="0.8"')
    # eight legs, two joints each, banded
    for side in (-1, 1):
        for i, (kx, ky, ex, ey) in enumerate(((20, -34, 34, -58), (26, -14, 50, -26), (26, 12, 48, 30),
                                              (18, 30, 30, 56))):
            y0 = cy + 12 + i * 4
            d = (f"M{f(cx + side * 6)},{f(y0)} L{f(cx + side * kx)},{f(y0 + ky)} "
                 f"L{f(cx + side * ex)},{f(y0 + ey)}")
            s.path(d, "none", stroke(INK, 6))
            s.path(d, "none", stroke("#b8763a", 3))
            s.path(d, "none", stroke("#3a2414", 3, 'stroke-dasharray="3 4"'))
    # cephalothorax (head up) then the big abdomen below
    body(s, [(110, 92), (114, 80), (126, 80), (130, 92), (126, 102), (114, 102)], "#8a4e24", 2.2)
    s.circle(116, 84, 1.6, INK)
    s.circle(124, 84, 1.6, INK)
    ab = s.rad("orb", [(0, "#e0a060"), (0.6, "#b0642a"), (1, "#7a3e18")], "45%", "35%", "70%")
    body(s, [(100, 118), (104, 102), (120, 96), (136, 102), (140, 118), (134, 136), (120, 144), (106, 136)], ab)
    curve(s, [(104, 124), (112, 128), (120, 130), (128, 128), (136, 124)], "#5a2a10", 2)
    curve(s, [(106, 134), (114, 138), (120, 139), (126, 138), (134, 134)], "#5a2a10", 2)
    for x, y in ((120, 104), (120, 110), (120, 116), (120, 122), (114, 112), (108, 112), (126, 112), (132, 112)):
        s.circle(x, y, 2, "#fff6e0")
    return s.text()


def hippopotamus(seed: int) -> str:
    """A hippo wading in a pool, its great mouth wide open on two tusks."""
    s = canvas(seed, ground_y=138, halo=(120, 100, 110, 64))
    s.ellipse(120, 150, 118, 18, "#6a9ab0", 'opacity="0.85"')
    skin = s.rad("hip", [(0, "#b4a0aa"), (0.7, "#85707e"), (1, "#5e4e5a")], "45%", "30%", "75%")
    # body, half in the water
    body(s, [(96, 84), (132, 66), (180, 70), (214, 92), (220, 126), (206, 148), (140, 152), (96, 146), (86, 116)],
         skin)
    curve(s, [(112, 140), (150, 146), (200, 140)], "#e8c8d0", 3, 'opacity="0.5"')
    # lower jaw, mouth inside, upper jaw with the nostrils and the eye
    body(s, [(100, 112), (72, 120), (42, 122), (30, 130), (44, 140), (80, 140), (104, 132)], skin)
    body(s, [(98, 108), (72, 116), (42, 118), (34, 122), (40, 96), (64, 84), (96, 92)], "#d86a7a", 2)
    for x0, y0, x1, y1 in ((44, 120, 46, 106), (72, 116, 74, 104)):
        s.path(f"M{x0},{y0} L{x0 + 6},{y0} L{x1 + 2},{y1} Z", "#f6f0de", ink(1.4))
    s.ellipse(104, 44, 5, 7, "#85707e", ink(1.8))
    s.ellipse(88, 54, 11, 9, "#9a8490", ink(2.2))
    body(s, [(108, 96), (100, 66), (86, 56), (64, 46), (36, 40), (22, 50), (32, 62), (60, 76), (84, 98)], skin)
    s.path("M80,55 C84,52 92,51 98,54", "none", stroke("#9a8490", 5))
    peeper(s, 90, 52, 3.2, "#2a1a1a")
    s.ellipse(30, 48, 3, 2, "#3a2a30")
    s.ellipse(42, 44, 3, 2, "#3a2a30")
    # ripples around the body
    s.path("M70,146 C100,140 140,156 226,146", "none", stroke("#dff2f6", 2.4, 'opacity="0.85"'))
    s.path("M28,142 C40,138 60,140 74,144", "none", stroke("#dff2f6", 2, 'opacity="0.85"'))
    return s.text()


def horned_owl(seed: int) -> str:
    """A great horned owl on a bough: the ear tufts, the round orange eyes, the barred chest."""
    s = canvas(seed, halo=(120, 92, 86, 80), glow=(60, 28))
    bough(s, 156, 150, 14, seed)
    plum = s.rad("owl", [(0, "#b08a5e"), (0.7, "#7a5a3a"), (1, "#5a3e26")], "50%", "40%", "70%")
    body(s, [(90, 150), (84, 118), (88, 86), (100, 66), (120, 60), (140, 66), (152, 86), (156, 118), (150, 150),
             (120, 160)], plum)
    body(s, [(102, 150), (98, 120), (104, 100), (120, 96), (136, 100), (142, 120), (138, 150), (120, 156)], "#d8bc8c",
         0)
    for y in range(108, 152, 7):
        for x in (108, 120, 132):
            s.path(f"M{x - 5},{y + (x % 3)} q5,3 10,0", "none", stroke("#5a3e26", 1.6))
    # ear tufts
    for side in (-1, 1):
        body(s, [(120 + side * 10, 66), (120 + side * 28, 34), (120 + side * 32, 38), (120 + side * 30, 70)], plum,
             2.2)
    # wings at the sides
    body(s, [(92, 96), (84, 124), (90, 150), (102, 152), (100, 120)], "#6a4a2e", 2.2)
    body(s, mirror([(92, 96), (84, 124), (90, 150), (102, 152), (100, 120)]), "#6a4a2e", 2.2)
    # the facial discs, the eyes, the beak, the white throat
    for side in (-1, 1):
        s.circle(120 + side * 13, 84, 14, "#c88a4a", ink(1.8))
        peeper(s, 120 + side * 12, 84, 7.5, "#f4a018", "#1a1210")
    s.path("M120,78 L112,70 M120,78 L128,70", "none", stroke("#3a2a1a", 2))
    s.path("M115,92 L125,92 L120,104 Z", "#3a2e24", ink(1.4))
    s.ellipse(120, 106, 11, 3.5, "#f4ecd8")
    for side in (-1, 1):
        for k in (-4, 0, 4):
            s.path(f"M{120 + side * 14 + k},152 l{side},6", "none", stroke("#5a4a3a", 2.4))
    return s.text()


def woodpecker(seed: int) -> str:
    """A green woodpecker on a trunk: green coat, red crown, black mask, the chisel beak and flying chips."""
    s = canvas(seed, halo=(120, 96, 90, 80), glow=(50, 30))
    bark = s.lin("trunk", [(0, "#9a7650"), (1, "#5a4028")], vertical=False, x2="100%", y2="0%")
    s.path("M152,-4 L148,184 L206,184 L198,-4 Z", bark, set_ink(2.4))
    curve(s, [(164, 6), (162, 60), (168, 120), (164, 178)], "#4a3220", 1.4, 'opacity="0.6"')
    curve(s, [(184, 10), (186, 70), (180, 130), (186, 178)], "#4a3220", 1.4, 'opacity="0.6"')
    s.ellipse(158, 66, 3, 5, "#3a2614")
    green = s.rad("pv", [(0, "#a8c860"), (0.7, "#6e9a3a"), (1, "#4a7028")], "40%", "35%", "70%")
    # stiff tail propped on the bark
    body(s, [(134, 140), (144, 176), (152, 176), (150, 140)], "#4a6a2a", 2.2)
    body(s, [(130, 80), (116, 100), (112, 126), (124, 148), (142, 156), (152, 138), (150, 104), (146, 84)], green)
    body(s, [(126, 96), (118, 116), (124, 138), (140, 146), (142, 118), (138, 98)], "#5e8a34", 2)
    for y in (108, 118, 128, 138):
        curve(s, [(124, y), (131, y + 3), (140, y + 2)], "#e8e0a0", 1.6)
    s.ellipse(138, 150, 6, 4, "#e8d040", ink(1.4))
    # head, red crown to the nape, black mask and moustache, beak to the bark
    body(s, [(120, 70), (124, 52), (138, 46), (150, 54), (152, 70), (142, 82), (126, 84)], "#c8d890")
    body(s, [(122, 60), (128, 48), (140, 44), (150, 52), (146, 56), (132, 56), (124, 64)], "#d8282a", 2)
    s.path("M150,56 L172,60 L150,66 Z", "#5a5a5a", ink(1.8))
    s.path("M134,60 C140,56 148,58 150,62 L146,66 C140,64 136,64 134,60 Z", "#1a1a1a")
    s.path("M142,70 C136,74 132,74 128,72", "none", stroke("#1a1a1a", 3))
    peeper(s, 143, 61, 2.6, "#f4f0e0", "#1a1a1a", False)
    for x, y in ((144, 116), (147, 128)):
        s.path(f"M{x},{y} q6,-4 9,0 M{x},{y} q6,2 8,6", "none", stroke("#4a4a4a", 2))
    rng = random.Random(seed)
    for _ in range(5):
        x, y = rng.uniform(170, 190), rng.uniform(44, 76)
        a = rng.uniform(0, 180)
        s.path(leaf_d(x, y, 6, 1.6, a), "#e8c890", ink(0.9))
    return s.text()


def badger(seed: int) -> str:
    """A badger trotting over the floor: grey coat, black legs, the white face with its two black stripes."""
    s = canvas(seed, ground_y=140, halo=(124, 110, 110, 56))
    grey = s.lin("bdg", [(0, "#b4b0a8"), (0.6, "#8a8680"), (1, "#5a5652")])
    for x, y in ((74, 122), (154, 122)):
        leg(s, (x, y), (x + 4, y + 32), 9, 6, "#2a2624")
        s.ellipse(x + 6, y + 32, 9, 4, "#2a2624", ink(1.8))
    body(s, [(40, 118), (52, 94), (96, 82), (150, 84), (180, 98), (178, 126), (150, 140), (80, 142), (48, 136)], grey)
    curve(s, [(56, 132), (100, 138), (150, 134), (174, 124)], "#2a2624", 5)
    for x, y in ((92, 126), (168, 124)):
        leg(s, (x, y), (x + 2, y + 30), 10, 6.5, "#2a2624")
        s.ellipse(x + 4, y + 30, 10, 4.5, "#2a2624", ink(1.8))
        for k in (-4, 0, 4):
            s.path(f"M{x + 8 + k},{y + 32} l2,3", "none", stroke("#e8e2d4", 1.4))
    for x in range(60, 170, 12):
        s.path(f"M{x},{92 + (x % 5)} l6,8", "none", stroke("#e0dcd4", 1.4, 'opacity="0.8"'))
    s.path("M40,118 L26,112 L38,128 Z", "#8a8680", ink(2))
    # the head towards us
    for side in (-1, 1):
        s.ellipse(186 + side * 18, 84, 6, 5, "#2a2624", ink(1.8))
        s.ellipse(186 + side * 18, 82, 3, 2.4, "#f4f0e6")
    body(s, [(166, 86), (186, 78), (206, 86), (208, 104), (196, 126), (186, 136), (176, 126), (164, 104)], "#f4f0e6")
    for side in (-1, 1):
        s.path(smooth_closed([(186 + side * 6, 80), (186 + side * 14, 80), (186 + side * 12, 110),
                              (186 + side * 4, 126), (186 + side * 2, 110)]), "#2a2624")
        peeper(s, 186 + side * 9, 100, 2.4, "#2a2624", None, True)
    s.ellipse(186, 132, 5, 3.5, INK)
    return s.text()


def rooster(seed: int) -> str:
    """A rooster crowing: red comb and wattles, golden hackles, the arching dark tail."""
    s = canvas(seed, ground_y=150, halo=(124, 96, 104, 74), glow=(36, 30))
    # tail sickles (drawn first, behind the body)
    for d, w in (("M146,104 C170,70 198,52 214,70 C222,84 214,104 206,118", 9),
                 ("M148,110 C172,86 196,80 204,100 C208,112 202,124 196,132", 8),
                 ("M146,116 C164,104 180,106 184,122 C186,130 182,138 176,142", 7)):
        tube(s, d, "#1e3a36", w)
    curve(s, [(150, 102), (172, 72), (196, 60), (210, 70)], "#3a8a6a", 2, 'opacity="0.8"')
    # legs
    for x in (112, 130):
        s.path(f"M{x},132 L{x - 2},154 M{x - 2},154 l-8,2 M{x - 2},154 l6,2", "none", stroke(INK, 5.5))
        s.path(f"M{x},132 L{x - 2},154 M{x - 2},154 l-8,2 M{x - 2},154 l6,2", "none", stroke("#e8b830", 3))
    red = s.rad("roo", [(0, "#e06a3a"), (0.7, "#b0401e"), (1, "#7a2a14")], "40%", "35%", "70%")
    body(s, [(86, 104), (100, 88), (132, 90), (152, 100), (154, 120), (134, 138), (102, 138), (86, 124)], red)
    body(s, [(104, 104), (124, 98), (146, 108), (138, 124), (112, 124)], "#8a2a14", 2)
    curve(s, [(110, 112), (124, 110), (140, 114)], "#e0904a", 1.6)
    # golden neck hackles, head, comb, wattles, beak
    body(s, [(88, 108), (76, 84), (74, 62), (86, 50), (100, 58), (104, 82), (108, 98)], "#e8a040")
    for y in (70, 80, 90):
        curve(s, [(82, y), (90, y + 8), (98, y + 14)], "#b87020", 1.4)
    body(s, [(76, 60), (72, 48), (78, 40), (84, 32), (90, 40), (96, 32), (100, 42), (94, 52), (84, 54)], "#e02a2a", 2)
    s.path("M74,54 L58,58 L74,64 Z", "#f0c030", ink(1.8))
    body(s, [(72, 64), (76, 80), (82, 74), (80, 64)], "#e02a2a", 1.8)
    s.circle(80, 58, 6, "#e84a3a")
    peeper(s, 82, 54, 2.4, "#f0a020", "#1a1010", True)
    return s.text()


def rhinoceros(seed: int) -> str:
    """A rhinoceros: heavy grey body in folds, the two horns on its long head, the pointed ears."""
    s = canvas(seed, ground_y=146, halo=(124, 104, 112, 64))
    skin = s.lin("rhi", [(0, "#a8a6a0"), (0.7, "#7e7c76"), (1, "#5e5c56")])
    legs = [(84, 124), (110, 128), (166, 126), (192, 122)]
    for i, (x, y) in enumerate(legs):
        shade = "#6e6c66" if i in (1, 3) else "#84827c"
        leg(s, (x, y - 10), (x, y + 30), 12, 12, shade, 2.4)
        s.path(f"M{x - 10},{y + 30} l4,-5 l4,5 l4,-5 l4,5 l4,-5", "none", stroke(INK, 1.4))
    body(s, [(70, 84), (110, 64), (162, 66), (200, 80), (212, 108), (200, 132), (150, 136), (90, 134), (66, 110)],
         skin)
    curve(s, [(100, 70), (94, 100), (100, 130)], "#5e5c56", 2)
    curve(s, [(176, 74), (182, 104), (176, 130)], "#5e5c56", 2)
    curve(s, [(110, 128), (150, 132), (180, 126)], "#5e5c56", 1.6)
    s.path("M210,100 C218,108 218,118 214,124", "none", stroke(INK, 3))
    # head lowered to the left, the two horns
    body(s, [(82, 84), (60, 86), (38, 100), (22, 118), (28, 130), (50, 130), (76, 118), (90, 102)], skin)
    s.path("M26,120 C18,104 16,90 20,72 C28,90 36,106 40,118 Z", "#d8ccb0", ink(2.2))
    s.path("M46,108 C44,100 46,94 50,88 C54,96 56,102 56,108 Z", "#d8ccb0", ink(2))
    body(s, [(74, 84), (70, 66), (78, 70), (84, 82)], "#84827c", 2)
    peeper(s, 62, 104, 2.4, "#1a1a1a")
    curve(s, [(30, 126), (36, 124)], INK, 1.8)
    curve(s, [(56, 112), (62, 118), (66, 114)], "#5e5c56", 1.4)
    return s.text()


def goat(seed: int) -> str:
    """A goat on a rock: the swept-back horns, the beard, the slit pupils, the short upright tail."""
    s = canvas(seed, ground_y=150, halo=(116, 92, 100, 72))
    rock(s, 134, 140, 150, foot=184)
    coat = s.lin("goat", [(0, "#fbf6ea"), (1, "#d8cdb8")])
    for x, x1 in ((96, 94), (168, 170)):
        tube(s, f"M{x},118 L{x1},142", "#d8cdb8", 5)
    body(s, [(80, 96), (116, 84), (164, 86), (186, 98), (184, 120), (160, 128), (104, 128), (82, 120)], coat)
    for x, x1 in ((106, 108), (178, 180)):
        tube(s, f"M{x},120 L{x1},144", "#efe6d4", 5.5)
        s.path(f"M{x1 - 3},144 l6,0 l-1,5 l-4,0 Z", "#3a2e24", ink(1.2))
    for x in (94, 170):
        s.path(f"M{x - 3},142 l6,0 l-1,5 l-4,0 Z", "#3a2e24", ink(1.2))
    s.path("M184,100 L194,86 L190,104 Z", "#efe6d4", ink(1.8))
    curve(s, [(110, 94), (140, 92), (168, 96)], "#c8bca4", 2)
    # neck and head, the horns, ear, beard
    body(s, [(84, 104), (70, 80), (66, 62), (80, 58), (96, 76), (104, 96)], coat)
    tube(s, "M70,50 C76,32 92,26 102,40", "#8a7a62", 5)
    body(s, [(76, 48), (60, 50), (46, 64), (40, 78), (48, 84), (62, 74), (80, 64)], coat)
    body(s, [(76, 58), (94, 62), (92, 68), (78, 64)], "#efe6d4", 1.8)
    body(s, [(46, 82), (50, 100), (56, 96), (56, 80)], "#d8cdb8", 1.6)
    s.circle(62, 58, 4, "#d8a030", ink(1.4))
    s.path("M59,58 L65,58", "none", stroke("#1a1410", 2.2))
    s.ellipse(44, 74, 1.8, 1.2, INK)
    curve(s, [(42, 80), (48, 80)], INK, 1.4)
    return s.text()


def bull(seed: int) -> str:
    """A bull pawing the ground: the dark heavy body, the high shoulders, the horns curving up, a tail tuft."""
    s = canvas(seed, ground_y=150, halo=(124, 100, 112, 64))
    coat = s.lin("bull", [(0, "#6a4232"), (0.6, "#4a2a20"), (1, "#2e1a14")])
    tube(s, "M206,92 C214,110 210,128 214,140", "#4a2a20", 3)
    for x, y, x1 in ((96, 120, 94), (186, 118, 190)):
        leg(s, (x, y), (x1, y + 36), 10, 6, "#3a221a", 2.2)
    s.path(smooth_closed([(208, 136), (220, 138), (218, 152), (210, 150)]), "#2a1610", ink(1.6))
    body(s, [(68, 88), (90, 60), (132, 62), (180, 70), (208, 86), (210, 118), (190, 132), (110, 136), (76, 128),
             (62, 106)], coat)
    curve(s, [(96, 70), (120, 64), (150, 66)], "#8a5a44", 3, 'opacity="0.6"')
    curve(s, [(150, 80), (156, 104), (150, 124)], "#2a1610", 1.6)
    for x, y, x1 in ((108, 124, 110), (174, 122, 170)):
        leg(s, (x, y), (x1, y + 34), 11, 6.5, "#4a2a20", 2.2)
        s.path(f"M{x1 - 7},{y + 34} l13,0 l0,5 l-13,0 Z", "#1a100c", ink(1.2))
    # the lowered head, horns, ear, muzzle
    body(s, [(74, 80), (52, 80), (38, 94), (34, 116), (44, 126), (60, 122), (72, 106), (82, 92)], coat)
    s.path("M56,84 C46,74 44,62 52,52 C54,62 60,72 64,80 Z", "#efe2c4", ink(2))
    s.path("M70,82 C76,70 84,64 92,62 C88,70 82,78 76,86 Z", "#efe2c4", ink(2))
    body(s, [(72, 90), (88, 94), (84, 100), (72, 98)], "#5a3428", 1.8)
    body(s, [(34, 110), (40, 104), (54, 108), (56, 122), (42, 128)], "#8a6454", 1.8)
    s.ellipse(40, 114, 2, 2.6, INK)
    peeper(s, 56, 96, 2.6, "#1a0e0a")
    for x, y in ((22, 120), (16, 126)):
        s.circle(x, y, 3.5, "#ffffff", 'opacity="0.7"')
    return s.text()


def salamander(seed: int) -> str:
    """A fire salamander on a mossy stone, seen from above: glossy black with its bright yellow blotches."""
    s = canvas(seed, ground_y=124, halo=(120, 110, 110, 50))
    s.path(smooth_closed([(14, 170), (30, 128), (90, 110), (170, 108), (226, 126), (232, 170)]),
           s.lin("stone", [(0, "#8aa070"), (1, "#546a44")]), set_ink(2.4))
    s.path("M40,128 C70,116 120,114 150,116", "none", stroke("#a8c878", 5, 'opacity="0.6"'))
    sp = [(28, 162), (46, 158), (70, 146), (96, 132), (120, 130), (146, 136), (170, 134), (190, 124)]
    hw = [1, 3, 5, 8, 10, 10.5, 9.5, 8]
    for x, y, side in ((104, 130, -1), (110, 134, 1), (160, 134, -1), (166, 136, 1)):
        kx, ky = x + 10 * (1 if x > 130 else -0.4), y + side * 14
        tube(s, f"M{x},{y} L{kx},{ky} L{kx + 6},{ky + side * 4}", "#1e1c1a", 3.5)
        for a in (-30, 0, 30):
            r = math.radians(a + (90 if side > 0 else -90))
            s.path(f"M{f(kx + 6)},{f(ky + side * 4)} l{f(math.cos(r) * 5)},{f(math.sin(r) * 5)}", "none",
                   stroke(INK, 2.4))
    glossy = s.lin("sal", [(0, "#3a3836"), (1, "#141312")])
    body(s, spine(sp, hw), glossy)
    body(s, [(184, 118), (200, 112), (214, 116), (218, 126), (208, 134), (192, 132)], glossy)
    for x, y, r in ((60, 150, 3), (86, 136, 4.5), (104, 128, 4), (124, 134, 4.5), (138, 128, 3.5), (156, 138, 4.2),
                    (176, 128, 4), (198, 116, 3.5), (200, 130, 3.2)):
        s.ellipse(x, y, r * 1.3, r, "#f2c018")
    for x, y in ((204, 114), (206, 132)):
        peeper(s, x, y, 3, "#1a1a1a")
    curve(s, [(100, 128), (140, 126), (170, 124)], "#8a8a8a", 1.6, 'opacity="0.7"')
    return s.text()


def frog(seed: int) -> str:
    """A green frog on a lily pad by a lotus flower: the golden eye, the folded leg, the eardrum."""
    s = canvas(seed, ground_y=132, halo=(116, 100, 100, 66))
    pond(s, 132, seed)
    s.path("M24,150 C24,138 80,132 128,134 C178,136 214,142 212,154 C210,166 160,170 118,170 C70,170 24,164 24,150 "
           "Z M118,152 L150,136 L160,140 Z", "#5aa04a", set_ink(2.2))
    for k in range(6):
        s.path(leaf_d(196, 122, 15, 6, -90 + (k - 2.5) * 26), "#f4b8cc", set_ink(1.3))
    s.circle(196, 118, 3.2, "#f4d040")
    green = s.rad("frog", [(0, "#a8d060"), (0.6, "#6aa83e"), (1, "#467a28")], "45%", "30%", "75%")
    # back leg folded alongside, the webbed foot forward
    body(s, [(110, 146), (88, 150), (84, 156), (100, 156), (118, 152)], "#5a9636", 1.8)
    body(s, [(66, 112), (78, 92), (96, 80), (120, 82), (146, 94), (162, 116), (154, 140), (126, 148), (96, 144),
             (74, 128)], green)
    body(s, [(120, 128), (134, 106), (156, 108), (164, 126), (152, 144), (124, 146)], "#5a9636", 2.2)
    body(s, [(70, 118), (86, 130), (104, 136), (92, 144), (76, 136)], "#d8e098", 0)
    body(s, [(78, 126), (74, 146), (66, 152), (82, 154), (88, 132)], "#6aa83e", 2)
    for x, y, r in ((116, 96, 4), (132, 100, 3), (144, 112, 3.5), (106, 108, 2.6), (140, 128, 3)):
        s.ellipse(x, y, r * 1.2, r, "#3a6a24")
    s.circle(102, 94, 4.5, "#8a6a2a", ink(1.2))
    s.circle(88, 80, 8, "#6aa83e", ink(2))
    s.circle(88, 80, 5.6, "#e0a830")
    s.ellipse(88, 80, 3.6, 1.8, "#1a1a10")
    s.circle(86, 78, 1.4, "#ffffff")
    curve(s, [(66, 110), (84, 108), (100, 104)], INK, 1.6)
    s.circle(70, 98, 1.2, INK)
    return s.text()


def marmot(seed: int) -> str:
    """A marmot standing up on its rock in the sun: plump, paws on its chest, small ears, long front teeth."""
    s = canvas(seed, ground_y=150, halo=(120, 90, 80, 80), glow=(60, 28))
    rock(s, 124, 148, 150, foot=184)
    fur = s.rad("mar", [(0, "#c8a070"), (0.6, "#9a7248"), (1, "#6e4e30")], "45%", "30%", "75%")
    body(s, [(146, 138), (170, 144), (182, 156), (164, 158), (142, 152)], "#5a3e26", 2.2)
    body(s, [(98, 154), (90, 126), (96, 100), (110, 88), (130, 88), (144, 100), (150, 126), (142, 154),
             (120, 160)], fur)
    body(s, [(106, 150), (102, 126), (110, 106), (130, 106), (138, 126), (134, 150), (120, 154)], "#dcc090", 0)
    for x in (104, 136):
        leg(s, (x, 152), (x, 160), 7, 9, "#6e4e30", 1.8)
    for side in (-1, 1):
        s.circle(120 + side * 14, 60, 5.5, "#7a5a3a", ink(2))
    body(s, [(100, 80), (102, 62), (120, 52), (138, 62), (140, 80), (130, 94), (110, 94)], fur)
    s.ellipse(120, 82, 11, 8, "#e8d4a8")
    s.path("M100,70 C108,64 132,64 140,70", "none", stroke("#5a3e26", 3, 'opacity="0.5"'))
    s.path("M116,88 L116,94 L124,94 L124,88 Z", "#fff8e8", ink(1.2))
    s.path("M120,88 L120,94", "none", stroke(INK, 1))
    s.ellipse(120, 79, 4, 3, "#3a2418")
    peeper(s, 111, 70, 2.8, "#1a1008")
    peeper(s, 129, 70, 2.8, "#1a1008")
    for side in (-1, 1):
        body(s, [(120 + side * 4, 102), (120 + side * 14, 100), (120 + side * 16, 110), (120 + side * 6, 114)],
             "#9a7248", 1.8)
    return s.text()


def platypus(seed: int) -> str:
    """A platypus paddling across a stream: the soft duck bill, the flat tail, the webbed feet."""
    s = canvas(seed, ground_y=112, halo=(124, 104, 110, 50))
    pond(s, 116, seed)
    fur = s.lin("pla", [(0, "#a0704a"), (1, "#6a4428")])
    for x, y in ((96, 126), (156, 128)):
        s.path(f"M{x},{y} L{x - 12},{y + 10} L{x - 2},{y + 12} L{x + 4},{y + 16} L{x + 8},{y + 8} Z", "#3a2a24",
               ink(1.8))
    body(s, [(168, 100), (206, 94), (226, 104), (214, 120), (170, 120)], "#5a3a24")
    for x in (186, 198, 210):
        curve(s, [(x, 100), (x - 2, 116)], "#3a2618", 1.2)
    body(s, [(70, 104), (96, 90), (140, 88), (172, 98), (178, 114), (150, 126), (100, 126), (72, 118)], fur)
    curve(s, [(96, 96), (130, 92), (160, 98)], "#c89a6a", 3, 'opacity="0.6"')
    body(s, [(74, 100), (52, 96), (30, 100), (24, 108), (30, 116), (52, 116), (74, 114)], "#4a4a52")
    curve(s, [(30, 108), (70, 108)], "#2a2a30", 1.2)
    s.circle(36, 102, 1.4, "#1a1a1e")
    s.circle(42, 101, 1.4, "#1a1a1e")
    peeper(s, 82, 101, 2.4, "#1a100a")
    s.path("M60,122 C80,118 100,130 120,126 C140,124 160,132 190,124", "none", stroke("#e8f6f8", 2.4,
                                                                                    'opacity="0.9"'))
    return s.text()


def crane(seed: int) -> str:
    """A red-crowned crane standing on one leg among the reeds: white and black, the red cap, the long bill."""
    s = canvas(seed, ground_y=150, halo=(122, 86, 84, 84))
    for x, h in ((40, 70), (52, 90), (192, 84), (204, 64), (214, 96)):
        s.path(f"M{x},184 C{x + 2},{184 - h * 0.6} {x - 4},{184 - h * 0.9} {x + 2},{184 - h}", "none",
               stroke("#6a8a4a", 2.6))
        s.path(leaf_d(x + 2, 184 - h, 12, 2.5, -100), "#8a6a3a")
    for d in ("M132,116 L130,166", "M138,116 L146,138 L134,146"):
        s.path(d, "none", stroke(INK, 5))
        s.path(d, "none", stroke("#4a4a48", 2.5))
    s.path("M130,166 l-9,2 M130,166 l8,2", "none", stroke(INK, 2.2))
    body(s, [(160, 96), (186, 94), (202, 110), (190, 126), (166, 122)], "#1e1e1e", 2.2)
    for k in range(3):
        curve(s, [(170, 104 + k * 6), (190, 110 + k * 6)], "#4a4a4a", 1.2)
    body(s, [(96, 96), (116, 84), (150, 86), (176, 98), (170, 114), (144, 122), (112, 118), (98, 108)], "#fbfbf6")
    curve(s, [(120, 100), (144, 102), (164, 100)], "#d8d8d0", 2)
    tube(s, "M102,98 C92,84 90,66 94,48", "#1e1e1e", 8)
    s.path("M98,94 C90,80 88,66 91,52", "none", stroke("#fbfbf6", 3))
    body(s, [(86, 44), (92, 34), (104, 34), (108, 42), (100, 50), (90, 50)], "#1e1e1e", 2)
    s.path("M104,38 C102,34 96,32 92,34 L94,38 Z", "#e02a2a")
    s.path("M88,42 L62,50 L88,47 Z", "#8a9a6a", ink(1.6))
    peeper(s, 93, 41, 1.8, "#1a1a1a", None, False)
    s.circle(92.4, 40.4, 0.6, "#ffffff")
    return s.text()


def loris(seed: int) -> str:
    """A slow loris holding on to a bough: the huge round eyes in their dark rings, the pale stripe between."""
    s = canvas(seed, ground_y=150, halo=(120, 94, 90, 76), glow=(190, 26))
    bough(s, 150, 126, 14, seed)
    fur = s.rad("lor", [(0, "#d8c0a0"), (0.6, "#a88a6a"), (1, "#7a6048")], "45%", "35%", "75%")
    body(s, [(92, 102), (100, 90), (136, 90), (150, 104), (152, 128), (136, 142), (104, 144), (90, 126)], fur)
    for d in ("M100,118 C92,130 88,138 92,146", "M146,116 C152,124 154,130 150,136"):
        tube(s, d, "#a88a6a", 8)
    for x, y in ((92, 146), (150, 136)):
        s.circle(x, y, 5, "#c8aa88", ink(1.6))
    for side in (-1, 1):
        s.circle(120 + side * 26, 66, 6, "#b09070", ink(2))
    body(s, [(92, 74), (98, 54), (120, 46), (142, 54), (148, 74), (138, 92), (120, 98), (102, 92)], fur)
    for side in (-1, 1):
        s.path(smooth_closed([(120 + side * 4, 58), (120 + side * 18, 54), (120 + side * 26, 68),
                              (120 + side * 20, 84), (120 + side * 6, 80)]), "#5a3a24")
        s.circle(120 + side * 14, 68, 7.5, "#3a2414", ink(1.6))
        s.circle(120 + side * 14, 68, 5, "#1a0e08")
        s.circle(120 + side * 12, 66, 2, "#ffffff")
    s.path("M118,50 L122,50 L123,80 L117,80 Z", "#f4ecdc")
    s.ellipse(120, 84, 4, 3, "#c89080", ink(1.2))
    curve(s, [(114, 90), (120, 92), (126, 90)], INK, 1.2)
    return s.text()


def koala(seed: int) -> str:
    """A koala hugging a gum tree: the big fluffy ears, the great dark nose, grey fur, white chest."""
    s = canvas(seed, ground_y=150, halo=(120, 92, 90, 80), glow=(50, 30))
    bark = s.lin("gum", [(0, "#d8d0c0"), (1, "#9a9282")], vertical=False, x2="100%", y2="0%")
    s.path("M146,-4 L140,184 L184,184 L178,-4 Z", bark, set_ink(2.4))
    for y in (30, 92, 150):
        s.path(smooth_closed([(150, y), (168, y - 6), (176, y + 8), (158, y + 14)]), "#b8a890", 'opacity="0.7"')
    for a in (-150, -120, -30):
        s.path(leaf_d(178, 20, 26, 5, a + 60), "#7aa08a", set_ink(1.3))
    fur = s.rad("koa", [(0, "#c8c8cc"), (0.6, "#9a9aa0"), (1, "#6e6e76")], "40%", "35%", "75%")
    tube(s, "M130,108 C146,104 158,98 166,96", "#9a9aa0", 11)
    body(s, [(92, 104), (102, 90), (132, 88), (148, 104), (150, 134), (134, 152), (104, 152), (90, 132)], fur)
    body(s, [(104, 110), (118, 102), (132, 110), (130, 140), (116, 146), (104, 136)], "#f0ece4", 0)
    tube(s, "M136,134 C150,136 160,134 168,130", "#9a9aa0", 11)
    for x, y in ((168, 96), (170, 130)):
        for k in (-4, 0, 4):
            s.path(f"M{x + 2},{y + k} l6,{k * 0.5}", "none", stroke(INK, 1.8))
    for side in (-1, 1):
        cx = 118 + side * 30
        s.circle(cx, 52, 17, "#9a9aa0", ink(2.4))
        s.circle(cx + side * 2, 53, 10, "#f4f0ea")
        for k in range(7):
            a = math.radians(200 + side * 0 + k * 24) if side < 0 else math.radians(-20 - k * 24 + 180 + 180)
            s.path(f"M{f(cx + math.cos(a) * 10)},{f(53 + math.sin(a) * 10)} l{f(math.cos(a) * 5)},{f(math.sin(a) * 5)}",
                   "none", stroke("#f4f0ea", 1.6))
    body(s, [(92, 70), (98, 50), (118, 42), (138, 50), (144, 70), (134, 90), (118, 96), (102, 90)], fur)
    s.path(smooth_closed([(118, 62), (126, 66), (128, 80), (118, 88), (108, 80), (110, 66)]), "#26242a",
           ink(1.6))
    s.ellipse(115, 68, 2.5, 3, "#6a6a72")
    peeper(s, 104, 66, 2.6, "#1a1a1e")
    peeper(s, 132, 66, 2.6, "#1a1a1e")
    return s.text()


def leopard(seed: int) -> str:
    """A leopard stalking over the floor: golden coat strewn with rosettes, the long tail curled at its tip."""
    s = canvas(seed, ground_y=150, halo=(120, 108, 112, 56))
    coat = s.lin("leo", [(0, "#f2c468"), (0.7, "#d89a3a"), (1, "#b87a2a")])
    for x, y, x1 in ((84, 116, 80), (172, 112, 180)):
        leg(s, (x, y), (x1, y + 36), 7, 4.5, "#c88a34", 2.2)
        s.ellipse(x1 - 2, y + 37, 7, 3.5, "#c88a34", ink(1.8))
    tube(s, "M190,100 C208,112 214,136 206,150 C202,158 210,164 218,156", "#e0a848", 6)
    body(s, [(54, 100), (66, 88), (86, 80), (104, 88), (140, 90), (166, 82), (186, 90), (194, 106), (182, 120),
             (150, 118), (112, 122), (74, 124), (56, 114)], coat)
    curve(s, [(82, 120), (112, 120), (148, 116)], "#fbeed0", 4, 'opacity="0.8"')
    rng = random.Random(seed)
    for x, y in ((76, 100), (92, 94), (108, 102), (124, 94), (140, 102), (156, 94), (170, 104), (100, 114),
                 (132, 114), (160, 116), (84, 110), (116, 108), (148, 108), (182, 110)):
        r = rng.uniform(3, 4.2)
        s.circle(x, y, r, "#c07a28", stroke("#2b2420", 1.8, f'stroke-dasharray="{f(r * 1.4)} {f(r * 0.6)}"'))
    for x, y, x1 in ((98, 116, 94), (158, 112, 156)):
        leg(s, (x, y), (x1, y + 38), 8, 5.5, coat, 2.2)
        s.ellipse(x1 - 3, y + 39, 8, 4, coat, ink(1.8))
    for x, y in ((52, 76), (34, 72)):
        body(s, [(x - 6, y + 6), (x - 2, y - 6), (x + 6, y + 4)], "#d89a3a", 1.8)
    body(s, [(64, 94), (58, 80), (44, 74), (30, 76), (22, 88), (24, 102), (38, 110), (56, 106)], coat)
    body(s, [(22, 96), (30, 94), (38, 102), (30, 110)], "#fbeed0", 1.4)
    s.path("M20,92 L27,92 L23,97 Z", "#b85a4a")
    curve(s, [(23, 97), (24, 102), (30, 104)], INK, 1.2)
    peeper(s, 36, 88, 2.6, "#b8c040", "#1a1a10")
    for x, y in ((46, 96), (52, 86), (54, 100), (44, 104)):
        s.circle(x, y, 1.4, "#4a2a10")
    return s.text()


def eagle(seed: int) -> str:
    """An eagle soaring, wings spread to the fingertip feathers: white head, hooked yellow beak, white tail."""
    s = canvas(seed, ground_y=156, halo=(120, 90, 116, 70))
    brown = s.lin("egl", [(0, "#6a4a30"), (1, "#3a2618")])
    for side in (-1, 1):
        wing = [(8, 86), (30, 72), (60, 64), (92, 56), (104, 74), (102, 96), (84, 102), (70, 100), (64, 108),
                (56, 100), (48, 106), (42, 96), (32, 100), (28, 92), (16, 94)]
        body(s, [(120 + side * (120 - x), y) for x, y in wing], brown, 2.4)
        for k in range(4):
            curve(s, [(120 + side * (112 - 16 - k * 14), 70 + k * 2), (120 + side * (112 - 10 - k * 14), 94)],
                  "#8a6a4a", 1.4)
        curve(s, [(120 + side * 20, 62), (120 + side * 60, 62), (120 + side * 100, 78)], "#8a6a4a", 2)
    body(s, [(108, 126), (132, 126), (142, 150), (120, 156), (98, 150)], "#f6f2ea", 2.2)
    for x in (112, 120, 128):
        curve(s, [(x, 132), (x, 150)], "#d0c8b8", 1.2)
    body(s, [(104, 70), (120, 62), (136, 70), (138, 100), (130, 126), (110, 126), (102, 100)], brown)
    for x in (112, 128):
        s.path(f"M{x},120 l-3,8 M{x},120 l0,9 M{x},120 l3,8", "none", stroke("#e8b830", 2.4))
    body(s, [(106, 68), (106, 52), (118, 42), (132, 46), (136, 60), (132, 72), (118, 76)], "#fbfaf4")
    s.path("M108,50 C100,48 94,52 92,58 C96,56 100,58 102,62 L110,60 Z", "#f0b828", ink(1.8))
    peeper(s, 114, 52, 2.2, "#e8c040", "#1a1208", False)
    s.path("M110,50 L118,48", "none", stroke("#5a4a3a", 1.4))
    return s.text()


def cobra(seed: int) -> str:
    """A cobra reared from its coils, its hood spread with the spectacle mark, the forked tongue out."""
    s = canvas(seed, ground_y=148, halo=(120, 90, 96, 80))
    scale = s.lin("cob", [(0, "#b89a50"), (1, "#7a6028")])
    body(s, spine([(186, 156), (204, 160), (218, 154), (224, 146)], [6, 4.5, 3, 1]), "#9a7e3a", 2.2)
    for cx, cy, rx, ry, w, c in ((122, 154, 68, 13, 14, "#8a6e34"), (122, 142, 46, 10, 13, "#9a7e3a")):
        tube(s, f"M{cx - rx},{cy} a{rx},{ry} 0 1,0 {2 * rx},0 a{rx},{ry} 0 1,0 {-2 * rx},0", c, w)
    tube(s, "M130,148 C104,136 100,116 116,96", "#9a7e3a", 14)
    body(s, [(120, 34), (100, 42), (86, 64), (90, 92), (106, 112), (120, 118), (134, 112), (150, 92), (154, 64),
             (140, 42)], scale)
    body(s, [(120, 50), (108, 58), (104, 80), (112, 102), (120, 108), (128, 102), (136, 80), (132, 58)],
         "#f0dca0", 1.6)
    for y in range(64, 104, 8):
        curve(s, [(110, y), (120, y + 2), (130, y)], "#c8aa68", 1.2)
    s.path("M110,66 C110,58 118,58 120,64 C122,58 130,58 130,66 C130,72 122,72 120,68 C118,72 110,72 110,66 Z",
           "none", stroke("#3a2a10", 2))
    body(s, [(108, 40), (112, 30), (120, 26), (128, 30), (132, 40), (126, 48), (114, 48)], "#a88a40", 2)
    peeper(s, 113, 36, 2.2, "#1a1a08")
    peeper(s, 127, 36, 2.2, "#1a1a08")
    s.path("M120,48 L120,56 L117,60 M120,56 L123,60", "none", stroke("#d02a2a", 1.6))
    return s.text()


def praying_mantis(seed: int) -> str:
    """A praying mantis on a stem: the triangle head with its big eyes, the folded spiny forelegs, long wings."""
    s = canvas(seed, ground_y=150, halo=(124, 96, 100, 70))
    s.path("M20,184 C60,150 150,140 236,134", "none", stroke("#3a5a2a", 8))
    s.path("M20,184 C60,150 150,140 236,134", "none", stroke("#7aa04a", 4.5))
    s.path(leaf_d(190, 137, 44, 10, -30), "#8ab85a", set_ink(1.6))
    green = s.lin("man", [(0, "#b8e070"), (1, "#6aa83a")])
    for d in ("M130,118 L116,134 L112,146", "M150,120 L160,132 L164,142", "M170,120 L186,128 L196,138"):
        s.path(d, "none", stroke(INK, 4))
        s.path(d, "none", stroke("#8ac050", 1.8))
    body(s, [(122, 114), (160, 106), (204, 108), (222, 118), (200, 128), (150, 128), (126, 124)], green)
    body(s, [(130, 112), (170, 104), (214, 112), (190, 116), (150, 116)], "#d8f0a0", 1.6)
    for x in (150, 170, 190):
        curve(s, [(x - 10, 110), (x, 114)], "#7aa84a", 1)
    tube(s, "M126,118 C114,108 102,90 96,66", "#8ac050", 6)
    # raptorial forelegs folded, spines along them
    tube(s, "M100,78 L96,104 L80,84", "#9ad060", 5.5)
    tube(s, "M80,84 L86,100", "#9ad060", 3)
    for k in range(4):
        x, y = 96 - k * 4, 100 - k * 5
        s.path(f"M{x},{y} l-4,-1", "none", stroke(INK, 1.4))
    body(s, [(82, 50), (104, 46), (98, 58), (92, 68), (86, 58)], "#a8d868", 2)
    s.ellipse(84, 50, 5, 5, "#c8e878", ink(1.6))
    s.ellipse(102, 47, 5, 5, "#c8e878", ink(1.6))
    s.circle(84, 50, 1.6, "#3a4a20")
    s.circle(101, 47, 1.6, "#3a4a20")
    curve(s, [(90, 46), (82, 28), (66, 18)], INK, 1.2)
    curve(s, [(96, 45), (96, 26), (88, 12)], INK, 1.2)
    return s.text()


def panther(seed: int) -> str:
    """A black panther sitting, tail wrapped round its paws: glossy black, ghost rosettes, green-gold eyes."""
    s = canvas(seed, ground_y=152, halo=(120, 96, 96, 76), glow=(196, 28))
    coat = s.rad("pan", [(0, "#4a4856"), (0.6, "#2a2832"), (1, "#18161c")], "40%", "30%", "80%")
    body(s, [(120, 150), (118, 116), (132, 94), (160, 92), (176, 112), (176, 144), (160, 156), (130, 156)], coat)
    body(s, [(86, 92), (94, 74), (116, 70), (134, 86), (134, 124), (124, 154), (96, 154), (90, 124)], coat)
    for x, y in ((150, 110), (162, 124), (146, 132), (160, 140), (126, 104)):
        s.circle(x, y, 4, "none", stroke("#4a4858", 1.4, 'stroke-dasharray="5 2" opacity="0.45"'))
    for x in (100, 116):
        leg(s, (x, 110), (x, 152), 6, 7, "#24222a", 2)
    tube(s, "M172,148 C160,166 110,166 84,156 C76,152 78,146 86,148", "#2a2832", 7)
    curve(s, [(140, 100), (162, 100)], "#6a6a84", 2.4, 'opacity="0.6"')
    for side in (-1, 1):
        body(s, [(104 + side * 14, 48), (104 + side * 18, 30), (104 + side * 6, 38)], "#2a2832", 2)
    body(s, [(82, 58), (88, 40), (104, 34), (120, 40), (126, 58), (118, 74), (104, 80), (90, 74)], coat)
    body(s, [(96, 66), (104, 62), (112, 66), (110, 76), (98, 76)], "#3a3844", 1.4)
    s.path("M101,64 L107,64 L104,68 Z", "#5a4a5a")
    for x in (96, 112):
        s.ellipse(x, 54, 4.4, 3.4, "#c8e040", ink(1.4))
        s.ellipse(x, 54, 1.2, 3, "#101008")
    curve(s, [(98, 72), (104, 74), (110, 72)], "#5a5a6a", 1.2)
    return s.text()


def gorilla(seed: int) -> str:
    """A silverback sitting: the crested head, the heavy brow, the broad shoulders and long arms on knuckles."""
    s = canvas(seed, ground_y=150, halo=(120, 96, 110, 74))
    fur = s.rad("gor", [(0, "#5a5858"), (0.6, "#343232"), (1, "#1e1c1c")], "50%", "35%", "75%")
    body(s, [(76, 150), (72, 110), (86, 80), (110, 70), (130, 70), (154, 80), (168, 110), (164, 150), (120, 158)],
         fur)
    body(s, [(100, 94), (120, 88), (140, 94), (144, 120), (130, 136), (110, 136), (96, 120)], "#2a2626", 1.6)
    curve(s, [(106, 104), (120, 110), (134, 104)], "#4a4444", 1.6)
    for side in (-1, 1):
        tube(s, f"M{120 + side * 36},84 C{120 + side * 56},100 {120 + side * 60},130 {120 + side * 58},146",
             "#3a3838", 16)
        s.path(f"M{120 + side * 38},86 C{120 + side * 52},98 {120 + side * 56},112 {120 + side * 56},120", "none",
               stroke("#b8b8bc", 3, 'opacity="0.6"'))
        s.ellipse(120 + side * 58, 150, 11, 6, "#242020", ink(2))
        body(s, [(120 + side * 24, 140), (120 + side * 30, 156), (120 + side * 10, 158), (120 + side * 8, 146)],
             "#2a2626", 2)
    body(s, [(98, 72), (102, 50), (120, 36), (138, 50), (142, 72), (134, 88), (106, 88)], fur)
    body(s, [(104, 66), (120, 60), (136, 66), (136, 80), (126, 88), (114, 88), (104, 80)], "#24201e", 1.6)
    s.path("M102,62 C110,56 130,56 138,62 L136,66 C128,62 112,62 104,66 Z", "#3a3636", ink(1.4))
    peeper(s, 112, 68, 2.2, "#6a3a1a")
    peeper(s, 128, 68, 2.2, "#6a3a1a")
    s.path("M114,78 C116,74 124,74 126,78", "none", stroke("#4a4444", 2))
    s.circle(117, 79, 1.4, "#0a0808")
    s.circle(123, 79, 1.4, "#0a0808")
    return s.text()


def bison(seed: int) -> str:
    """A bison: the huge shaggy hump and mane, the bearded head held low, short black horns."""
    s = canvas(seed, ground_y=150, halo=(124, 100, 112, 66))
    dark, light = "#4a2e1c", "#8a5e3a"
    for x, x1 in ((172, 176), (100, 98)):
        leg(s, (x, 122), (x1, 156), 8, 5.5, "#5a3a24", 2.2)
    tube(s, "M204,100 C210,112 208,124 212,132", light, 3)
    s.path(smooth_closed([(208, 128), (218, 132), (214, 144), (206, 140)]), dark, ink(1.6))
    body(s, [(118, 84), (170, 80), (200, 92), (208, 118), (190, 134), (130, 136)],
         s.lin("bih", [(0, "#9a6a42"), (1, "#6a4428")]))
    for x, x1 in ((186, 188), (124, 122)):
        leg(s, (x, 124), (x1, 156), 8, 5.5, "#6a4428", 2.2)
    body(s, [(58, 96), (70, 62), (100, 42), (130, 48), (150, 74), (152, 118), (132, 140), (92, 144), (62, 130)],
         s.rad("bim", [(0, "#7a5234"), (1, dark)], "60%", "30%", "70%"))
    rng = random.Random(seed)
    for _ in range(22):
        x, y = rng.uniform(70, 144), rng.uniform(52, 136)
        s.path(f"M{f(x)},{f(y)} q{f(rng.uniform(-3, 3))},5 {f(rng.uniform(-2, 2))},9", "none",
               stroke("#a87a50", 1.3, 'opacity="0.7"'))
    for x in (84, 112):
        leg(s, (x, 128), (x, 156), 12, 6, dark, 2.2)
    body(s, [(68, 92), (48, 96), (34, 112), (32, 128), (42, 136), (58, 132), (72, 118)], dark)
    body(s, [(40, 132), (44, 154), (52, 158), (60, 146), (62, 132)], "#3a2416", 2)
    s.path("M56,98 C50,90 50,82 58,76 C58,84 62,90 64,96 Z", "#1a1410", ink(1.6))
    s.ellipse(36, 124, 1.6, 2.2, "#0a0806")
    peeper(s, 50, 108, 2.4, "#1a0e08")
    s.path("M58,100 L66,108", "none", stroke("#2a1a10", 3))
    return s.text()


def chameleon(seed: int) -> str:
    """A chameleon on a branch: the helmet casque, the turret eye, the mitten feet, the tail rolled in a spiral."""
    s = canvas(seed, ground_y=156, halo=(124, 100, 104, 66), glow=(200, 28))
    bough(s, 132, 124, 12, seed)
    skin = s.lin("cha", [(0, "#9ad858"), (0.6, "#4aa850"), (1, "#2a8a6a")])
    tail = [(86, 116), (66, 122), (50, 136), (48, 154), (60, 164), (74, 160), (78, 148), (70, 142), (63, 148)]
    body(s, spine(tail, [8, 7.5, 6.5, 5.5, 4.5, 3.8, 3.2, 2.6, 2]), "#5ab050", 2.2)
    for x, y, d in ((100, 122, -1), (150, 120, 1)):
        tube(s, f"M{x},{y} L{x + d * 8},{y + 8} L{x + d * 4},{y + 10}", "#4aa850", 5)
    body(s, [(78, 118), (86, 96), (110, 80), (140, 78), (166, 90), (174, 110), (160, 122), (120, 126)], skin)
    for x, c in ((100, "#f07aa0"), (118, "#f0c040"), (136, "#40b0c8"), (154, "#f07aa0")):
        s.path(f"M{x},{86 + (x - 100) * -0.1} C{x + 4},100 {x - 2},110 {x + 2},122", "none",
               stroke(c, 4, 'opacity="0.75"'))
    curve(s, [(90, 114), (130, 120), (166, 112)], "#e8f0a0", 2.4, 'opacity="0.8"')
    for x, y, d in ((90, 122, -1), (160, 118, 1)):
        tube(s, f"M{x},{y - 4} L{x + d * 6},{y + 8} L{x + d * 2},{y + 10}", "#5ab050", 5.5)
        s.circle(x + d * 2, y + 10, 3.5, "#5ab050", ink(1.4))
    body(s, [(160, 96), (166, 70), (186, 80), (202, 98), (196, 112), (172, 116)], "#6ac050")
    curve(s, [(168, 74), (174, 88), (172, 100)], "#3a8a40", 1.4)
    curve(s, [(196, 106), (186, 108), (178, 106)], INK, 1.6)
    s.circle(182, 96, 8, "#7ad058", ink(1.8))
    for r in (5.5, 3.2):
        s.circle(182, 96, r, "none", stroke("#3a8a40", 1))
    s.circle(184, 95, 1.8, "#1a1a10")
    return s.text()


def crocodile(seed: int) -> str:
    """A crocodile on the river bank: the long toothy snout, the bumpy scutes along its back, the long tail."""
    s = canvas(seed, ground_y=128, halo=(120, 118, 116, 40))
    pond(s, 150, seed)
    olive = s.lin("cro", [(0, "#8aa060"), (0.6, "#5a7240"), (1, "#3e5230")])
    for x, d in ((84, -1), (168, 1)):
        tube(s, f"M{x},128 L{x + d * 10},142 L{x + d * 2},146", "#4e6638", 6)
    tail = [(176, 114), (198, 120), (216, 128), (236, 128)]
    body(s, spine(tail, [14, 10, 6, 1.5]), olive)
    body(s, [(58, 112), (90, 98), (150, 98), (182, 108), (188, 126), (150, 134), (90, 134), (60, 130)], olive)
    curve(s, [(70, 130), (120, 132), (176, 128)], "#c8d098", 3, 'opacity="0.7"')
    for x in range(72, 226, 10):
        y = 100 if x < 180 else 100 + (x - 180) * 0.55
        s.path(f"M{x},{f(y + 1)} l4,-5 l4,5", "#3e5230", ink(1.2))
    for x, d in ((100, -1), (150, 1)):
        tube(s, f"M{x},128 L{x + d * 12},142 L{x + d * 4},148", "#5a7240", 6.5)
        s.path(f"M{x + d * 4 - 5},149 l10,0", "none", stroke(INK, 2))
    body(s, [(64, 122), (40, 124), (16, 124), (18, 130), (40, 134), (62, 134)], "#6e8a4c", 2)
    body(s, [(66, 106), (40, 108), (18, 114), (12, 120), (40, 122), (66, 122)], olive)
    s.path("M16,121 l3,4 l3,-4 l3,4 l3,-4 l3,4 l3,-4 l3,4 l3,-4 l3,4 l3,-4 l3,4 l3,-4 l3,4", "#fbf6e4",
           stroke(INK, 0.8))
    s.ellipse(58, 102, 7, 5, "#6e8a4c", ink(1.8))
    s.ellipse(58, 101, 3.4, 2.6, "#e8c030")
    s.ellipse(58, 101, 0.9, 2.4, "#1a1a08")
    s.circle(16, 113, 1.4, INK)
    return s.text()


def elephant(seed: int) -> str:
    """An elephant raising its trunk: the wide ear, the ivory tusk, the heavy legs."""
    s = canvas(seed, ground_y=154, halo=(124, 96, 112, 76))
    skin = s.lin("ele", [(0, "#b0acb0"), (0.6, "#8a868c"), (1, "#66626a")])
    for x, y in ((112, 124), (192, 120)):
        leg(s, (x, y), (x, y + 38), 12, 12, "#76727a", 2.4)
    s.path("M212,96 C218,110 216,120 220,128", "none", stroke(INK, 3))
    body(s, [(88, 76), (126, 52), (180, 54), (210, 74), (216, 108), (202, 134), (130, 140), (92, 126)], skin)
    for x, y in ((96, 128), (176, 126)):
        leg(s, (x, y), (x, y + 36), 13, 13, "#8a868c", 2.4)
        for k in (-6, 0, 6):
            s.ellipse(x + k, y + 35, 3, 1.6, "#e8e2d6")
    trunk = [(52, 96), (44, 114), (34, 124), (22, 120), (16, 106), (18, 92), (26, 86)]
    body(s, spine(trunk, [9, 8, 7, 6, 5, 4.4, 4]), skin)
    for k in range(4):
        x, y = trunk[k + 1]
        s.path(f"M{x - 5},{y - 4} l8,6", "none", stroke("#5a565e", 1.2))
    body(s, [(90, 70), (72, 54), (52, 58), (42, 76), (44, 96), (56, 108), (76, 108), (96, 96)], skin)
    s.path("M56,104 C52,116 44,124 34,126 C44,118 48,110 50,102 Z", "#f6f0e0", ink(1.8))
    body(s, [(84, 60), (106, 46), (128, 58), (132, 90), (118, 118), (98, 114), (86, 92)], "#9a969c")
    curve(s, [(96, 62), (116, 60), (122, 88), (110, 108)], "#c0a8b0", 3, 'opacity="0.6"')
    peeper(s, 62, 78, 2.4, "#2a1a14")
    curve(s, [(56, 72), (64, 70)], "#5a565e", 1.4)
    return s.text()


def dolphin(seed: int) -> str:
    """A dolphin leaping in an arc over the waves: the beak, the curved dorsal fin, the tail flukes."""
    s = canvas(seed, ground_y=132, halo=(124, 92, 104, 66))
    s.path("M0,136 C40,128 80,142 120,134 C160,126 200,140 240,132 L240,180 L0,180 Z",
           s.lin("sea", [(0, "#6ab0c8"), (1, "#2a6a8a")]))
    for x in (20, 90, 170):
        s.path(f"M{x},{150 + x % 20} q10,-6 20,0 q10,6 20,0", "none", stroke("#d8f0f4", 1.8, 'opacity="0.7"'))
    grey = s.lin("dol", [(0, "#6a8ea8"), (1, "#3e6080")])
    sp = [(196, 136), (182, 106), (158, 80), (126, 68), (94, 74), (70, 92), (58, 108)]
    body(s, [(196, 134), (208, 146), (212, 134), (206, 124), (192, 132), (176, 126), (180, 142), (192, 140)],
         "#4a6e8a", 2.2)
    body(s, [(150, 74), (152, 52), (166, 44), (162, 58), (166, 80)], "#4a6e8a", 2.2)
    body(s, spine(sp, [2, 8, 13, 15, 14, 10, 4]), grey)
    curve(s, [(186, 112), (164, 92), (132, 82), (100, 84), (80, 98), (66, 108)], "#e0eef4", 6)
    body(s, [(108, 86), (106, 104), (118, 100), (116, 86)], "#4a6e8a", 1.8)
    body(s, [(64, 98), (50, 108), (44, 114), (54, 114), (66, 108)], grey, 2)
    peeper(s, 76, 88, 2.4, "#1a2a3a")
    curve(s, [(62, 106), (72, 100)], INK, 1.2)
    rng = random.Random(seed)
    for _ in range(7):
        x, y = rng.uniform(176, 216), rng.uniform(112, 140)
        s.circle(x, y, rng.uniform(1.4, 2.8), "#e8f6fa")
    return s.text()


def dog(seed: int) -> str:
    """A hound sitting up, tongue out: the long soft ears, the white blaze and chest, the red collar."""
    s = canvas(seed, ground_y=152, halo=(120, 96, 90, 76))
    tan, white, black = "#c8803a", "#fbf6ec", "#2e2620"
    tube(s, "M150,132 C168,124 176,108 172,92", tan, 7)
    s.path("M172,92 l-1,-6", "none", stroke(white, 6))
    body(s, [(86, 148), (88, 116), (100, 96), (140, 96), (156, 118), (160, 148), (120, 156)], tan)
    body(s, [(122, 98), (140, 96), (154, 112), (152, 124), (138, 112)], black, 0)
    for side in (-1, 1):
        s.ellipse(120 + side * 30, 138, 14, 16, tan, ink(2.2))
        s.ellipse(120 + side * 36, 152, 9, 4.5, white, ink(1.8))
    body(s, [(104, 104), (120, 100), (132, 108), (130, 132), (120, 140), (108, 132)], white, 0)
    for x in (108, 130):
        leg(s, (x, 116), (x, 152), 7, 8, white, 2)
        s.path(f"M{x - 3},152 l0,-4 M{x + 2},152 l0,-4", "none", stroke("#b8ae9e", 1))
    body(s, [(96, 58), (104, 42), (120, 38), (136, 42), (144, 58), (140, 76), (120, 88), (100, 76)], tan)
    s.path("M116,40 L124,40 L130,76 L110,76 Z", white)
    body(s, [(106, 74), (120, 68), (134, 74), (132, 88), (120, 94), (108, 88)], white, 1.8)
    body(s, [(116, 86), (124, 86), (125, 98), (120, 102), (115, 98)], "#e86a7a", 1.4)
    s.ellipse(120, 76, 6, 4.5, "#1a1412", ink(1.2))
    curve(s, [(112, 84), (120, 86), (128, 84)], INK, 1.4)
    for side in (-1, 1):
        body(s, [(120 + side * 20, 46), (120 + side * 30, 48), (120 + side * 34, 70), (120 + side * 28, 86),
                 (120 + side * 20, 74)], "#8a4e22", 2.2)
        peeper(s, 120 + side * 10, 60, 2.8, "#3a1e10")
    s.path("M100,92 C112,100 128,100 140,92", "none", stroke(INK, 7))
    s.path("M100,92 C112,100 128,100 140,92", "none", stroke("#d02a2a", 4))
    s.circle(120, 102, 3.4, "#f0c030", ink(1.2))
    return s.text()


def panda(seed: int) -> str:
    """A giant panda sitting, chewing bamboo: black ears, eye patches, arms and legs on the white body."""
    s = canvas(seed, ground_y=152, halo=(120, 96, 96, 76))
    white, black = "#fbfaf4", "#222024"
    body(s, [(84, 148), (80, 114), (94, 92), (146, 92), (160, 114), (156, 148), (120, 158)], white)
    for side in (-1, 1):
        body(s, [(120 + side * 8, 140), (120 + side * 36, 132), (120 + side * 44, 150), (120 + side * 30, 162),
                 (120 + side * 10, 156)], black, 2.2)
        s.ellipse(120 + side * 32, 150, 6, 5, "#5a5458")
    body(s, [(86, 96), (100, 88), (140, 88), (154, 96), (150, 110), (120, 104), (90, 110)], black, 2)
    # the bamboo in its paw
    s.path("M150,160 L170,40", "none", stroke(INK, 8))
    s.path("M150,160 L170,40", "none", stroke("#8ac050", 5))
    for y in (70, 100, 130):
        x = 150 + (160 - y) / 6
        s.path(f"M{f(x - 4)},{y} l8,0", "none", stroke("#4a7a2a", 1.6))
    for a, y in ((-40, 52), (-150, 60), (-20, 80)):
        s.path(leaf_d(168 - (y - 40) / 6, y, 24, 5, a), "#6ab048", ink(1.4))
    tube(s, "M96,104 C100,116 120,120 148,112", black, 14)
    body(s, [(90, 70), (96, 50), (120, 40), (144, 50), (150, 70), (140, 88), (120, 94), (100, 88)], white)
    for side in (-1, 1):
        s.circle(120 + side * 24, 46, 9, black, ink(2))
        s.path(smooth_closed([(120 + side * 6, 62), (120 + side * 16, 56), (120 + side * 22, 66),
                              (120 + side * 16, 78), (120 + side * 8, 74)]), black)
        s.circle(120 + side * 13, 65, 2.4, "#fbfaf4")
        s.circle(120 + side * 13, 65, 1.3, "#101010")
    s.ellipse(120, 76, 4.4, 3, black)
    curve(s, [(114, 83), (120, 86), (126, 83)], INK, 1.4)
    s.circle(150, 110, 8, black, ink(1.8))
    return s.text()


def deer(seed: int) -> str:
    """A red deer stag, head raised: the great branching antlers, the russet coat, the pale rump."""
    s = canvas(seed, ground_y=154, halo=(120, 84, 100, 84))
    coat = s.lin("dee", [(0, "#c07a44"), (0.7, "#985a30"), (1, "#6e4020")])
    for x, y, x1 in ((96, 110, 92), (172, 108, 180)):
        tube(s, f"M{x},{y} L{x1},{y + 24} L{x1},{y + 48}", "#7a4a28", 5)
        s.path(f"M{x1 - 3},{y + 48} l6,0 l0,4 l-6,0 Z", INK)
    body(s, [(84, 96), (110, 84), (160, 84), (184, 92), (190, 110), (176, 120), (112, 122), (86, 112)], coat)
    s.ellipse(184, 102, 7, 10, "#f0e0c8", ink(1.8))
    curve(s, [(100, 116), (140, 120), (176, 116)], "#e0c4a0", 3, 'opacity="0.7"')
    for x, y, x1 in ((108, 112, 112), (162, 112, 164)):
        tube(s, f"M{x},{y} L{x1},{y + 22} L{x1 - 2},{y + 44}", "#985a30", 5.5)
        s.path(f"M{x1 - 5},{y + 44} l6,0 l0,4 l-6,0 Z", INK)
    body(s, [(88, 100), (76, 74), (74, 58), (88, 52), (98, 68), (108, 92)], coat)
    s.path("M80,76 C84,86 92,94 100,98", "none", stroke("#5a3418", 4, 'opacity="0.5"'))
    antler = "#e8d8b8"
    for dx, shade in ((8, "#c8b898"), (0, antler)):
        tube(s, f"M{78 + dx},48 C{70 + dx},36 {74 + dx},24 {92 + dx},16", shade, 3.5)
        for x0, y0, x1, y1 in ((72, 38, 58, 32), (73, 29, 62, 20), (82, 21, 80, 10), (90, 17, 102, 11)):
            tube(s, f"M{x0 + dx},{y0} L{x1 + dx},{y1}", shade, 2.6)
    body(s, [(86, 48), (70, 48), (54, 58), (48, 68), (56, 72), (72, 66), (88, 62)], coat)
    body(s, [(84, 52), (98, 44), (96, 52), (88, 58)], "#b07040", 1.8)
    s.ellipse(50, 66, 2.4, 1.8, INK)
    peeper(s, 70, 56, 2.4, "#1a0e08")
    return s.text()


def tapir(seed: int) -> str:
    """A Malayan tapir: black fore and hind, the white saddle, the short mobile snout, white-rimmed ears."""
    s = canvas(seed, ground_y=150, halo=(124, 104, 112, 64))
    black, white = "#262428", "#ecebe6"
    for x, y in ((90, 122), (178, 120)):
        leg(s, (x, y), (x, y + 34), 10, 10, "#1a181c", 2.2)
    body(s, [(62, 96), (92, 74), (150, 72), (190, 84), (206, 108), (196, 130), (130, 136), (78, 130), (58, 114)],
         s.lin("tap", [(0, "#3a3840"), (1, "#1a181c")]))
    s.path(smooth_closed([(118, 76), (150, 73), (186, 84), (202, 106), (192, 127), (146, 133), (126, 108)]), white)
    curve(s, [(134, 90), (160, 88), (186, 96)], "#ffffff", 3, 'opacity="0.6"')
    for x, y in ((102, 124), (166, 122)):
        leg(s, (x, y), (x, y + 34), 11, 11, "#2a282e", 2.2)
        s.path(f"M{x - 9},{y + 34} l4,-4 l4,4 l4,-4 l4,4", "none", stroke("#5a5a60", 1.2))
    body(s, [(70, 90), (52, 86), (36, 94), (28, 104), (40, 114), (62, 114), (74, 106)], black)
    body(s, [(36, 96), (18, 100), (12, 110), (20, 114), (32, 112)], "#323036", 2)
    curve(s, [(22, 104), (26, 110)], "#5a5a60", 1.2)
    s.ellipse(68, 78, 6, 9, black, ink(2))
    s.path("M63,72 C64,68 72,68 73,72", "none", stroke(white, 2))
    peeper(s, 52, 96, 2, "#5a4a3a")
    return s.text()


ANIMALS: dict[int, Callable[[int], str]] = {
    34: butterfly,
    35: spider,
    36: hippopotamus,
    37: horned_owl,
    38: woodpecker,
    39: badger,
    40: rooster,
    41: rhinoceros,
    42: goat,
    43: bull,
    44: salamander,
    45: frog,
    46: marmot,
    47: platypus,
    48: crane,
    49: loris,
    50: koala,
    51: leopard,
    52: eagle,
    53: cobra,
    54: praying_mantis,
    55: panther,
    56: gorilla,
    57: bison,
    58: chameleon,
    59: crocodile,
    60: elephant,
    61: dolphin,
    62: dog,
    63: panda,
    64: deer,
    65: tapir,
}


if __name__ == "__main__":
    # python animals_b.py [OUT_DIR]: writes only these ids, through gen.py (its file names and folder); loaded by
    # path, as tools/canopee_art (on sys.path for svg.py) has a gen.py of its own
    import importlib.util
    spec = importlib.util.spec_from_file_location("livingforest_gen", _HERE / "gen.py")
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    sys.exit(gen.main([sys.argv[1] if len(sys.argv) > 1 else str(gen.OUT), *map(str, sorted(ANIMALS))]))
