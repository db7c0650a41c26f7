"""The thirteen species (one picture per species: the breeding pair's face shows the pair marker)."""
from __future__ import annotations

import math
import random

from svg import INK, Svg, set_ink, backdrop, blob_d, corner_leaves, f, ink, leaf_d, smooth_closed, smooth_open, stroke, vein_d


def P(points, dx=0.0, dy=0.0, k=1.0, flip=False, cx=0.0):
    """Points moved/scaled (and mirrored about x = cx when flip)."""
    out = []
    for x, y in points:
        if flip:
            x = 2 * cx - x
        out.append((x * k + dx, y * k + dy))
    return out


def shape(s: Svg, points, fill, width=2.5, extra=""):
    s.path(smooth_closed(points), fill, ink(width) + (" " + extra if extra else ""))


def branch(s: Svg, y0: float, y1: float, thick: float = 14, seed: int = 1, leaves: bool = True) -> None:
    """A mossy branch across the scene from the left (y0) to the right (y1). Part of the subject (inked)."""
    s.path(f"M-6,{f(y0 - thick / 2)} C80,{f(y0 - thick / 2 - 6)} 160,{f(y1 - thick / 2 + 4)} 246,{f(y1 - thick / 2)} "
           f"L246,{f(y1 + thick / 2)} C160,{f(y1 + thick / 2 + 4)} 80,{f(y0 + thick / 2 - 6)} -6,{f(y0 + thick / 2)} Z",
           s.lin("branch", [(0, "#9a7048"), (1, "#5a3e24")]), set_ink(2.5))
    s.path(f"M10,{f(y0 - thick / 2 + 1)} C40,{f(y0 - thick / 2 - 2)} 70,{f(y0 - thick / 2 - 3)} 96,"
           f"{f(y0 - thick / 2 - 2)}", "none", stroke("#8cc054", 3.5, 'opacity="0.9"'))
    if leaves:
        rng = random.Random(seed)
        for x in (30, 200):
            y = y0 + (y1 - y0) * x / 240
            for a in (-120, -60, 60, 120):
                s.path(leaf_d(x + rng.uniform(-6, 6), y, 20, 6, a + rng.uniform(-10, 10)), "#5fae4e", set_ink(1.5))


def eye(s: Svg, x, y, r, iris="#2b2420", shine=True):
    s.circle(x, y, r, iris, ink(max(1.0, r * 0.35)))
    if shine:
        s.circle(x - r * 0.35, y - r * 0.35, r * 0.35, "#ffffff")


# ------------------------------------------------------------------------------------------------ species


def boa(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 90, 110, 70))
    branch(s, 112, 100, seed=seed)
    # an emerald boa draped in coils over the branch, head resting on top
    body = "M40,96 C40,140 86,146 92,110 C98,78 140,80 142,110 C144,146 190,144 188,102 C186,80 170,72 158,76"
    s.path(body, "none", stroke(INK, 17))
    s.path(body, "none", stroke("#2fa84a", 12.5))
    s.path(body, "none", stroke("#7ed66a", 4, 'opacity="0.7"'))
    for x, y in ((46, 124), (74, 134), (96, 96), (124, 86), (140, 126), (166, 138), (186, 114)):
        s.path(f"M{x - 3},{y - 2} l3,3 l3,-3", "none", stroke("#f2f8e0", 1.8))
    # tail end and head
    s.path("M40,96 C40,86 44,80 50,78", "none", stroke(INK, 9))
    s.path("M40,96 C40,86 44,80 50,78", "none", stroke("#2fa84a", 5.5))
    shape(s, [(150, 70), (160, 64), (176, 64), (186, 70), (184, 78), (170, 82), (156, 80)], "#36b04e")
    s.path("M158,76 C166,78 176,78 184,74", "none", stroke("#eef6c8", 2))
    eye(s, 168, 68, 2.6, "#e8b020")
    s.path("M168,66 L168,70", "none", stroke(INK, 1.2))
    return s.text()


def frog(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=146, halo=(120, 100, 100, 62))
    # on a broad leaf
    s.path(leaf_d(16, 150, 210, 40, -8, -8), s.lin("lf", [(0, "#5fae4e"), (1, "#3a8a3e")]), set_ink(2.5))
    s.path(vein_d(16, 150, 210, -8, -8), "none", stroke("#2f6a2c", 1.6))
    blue = s.rad("frog", [(0, "#7ad0ff"), (0.6, "#2a8ee0"), (1, "#1a5cb0")], "40%", "35%", "70%")
    # back legs
    shape(s, [(88, 128), (70, 122), (62, 134), (76, 142), (100, 140)], blue)
    shape(s, [(60, 138), (50, 144), (66, 146), (80, 142)], blue, 2)
    # body and head
    shape(s, [(84, 116), (98, 94), (126, 84), (152, 88), (166, 100), (160, 118), (132, 130), (100, 132)], blue)
    # front legs
    shape(s, [(148, 116), (156, 130), (152, 140), (162, 142), (166, 128), (160, 112)], blue, 2.2)
    shape(s, [(120, 124), (116, 138), (106, 144), (118, 146), (128, 134)], blue, 2.2)
    for x, y, r in ((104, 104, 5), (118, 98, 4), (98, 118, 4), (126, 112, 5), (112, 122, 3.5), (140, 104, 3.5),
                    (82, 130, 3), (72, 134, 2.5)):
        s.ellipse(x, y, r, r * 0.8, "#101820")
    s.circle(150, 90, 8, "#1a5cb0", ink(2))
    eye(s, 151, 90, 5.5, "#101820")
    s.path("M156,104 C160,106 164,104 166,100", "none", stroke(INK, 1.6))
    return s.text()


def ant(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "floor", ground_y=134, halo=(120, 104, 110, 60))
    branch(s, 140, 128, 12, seed=seed, leaves=False)
    red = s.rad("ant", [(0, "#d8703a"), (1, "#8a3a16")], "40%", "35%", "70%")

    def one(x, y, k, leaf_colour):
        # legs first, then the three body parts, then the leaf piece held up in its jaws
        for lx, ly, fx, fy in ((-8, 0, -22, 14), (0, 2, -6, 16), (6, 0, 16, 14), (-8, 0, -20, -6), (6, 0, 20, 4)):
            s.path(f"M{f(x + lx * k)},{f(y + ly * k)} L{f(x + (lx + fx) * 0.55 * k + lx * 0.45 * k)},"
                   f"{f(y + (ly + fy * 0.5) * k)} L{f(x + (lx + fx) * k)},{f(y + (ly + fy) * k)}", "none",
                   stroke(INK, 2.2 * k))
        shape(s, P([(-34, 2), (-26, -8), (-14, -6), (-12, 4), (-24, 10)], x, y, k), red, 2.2)
        shape(s, P([(-12, 0), (-6, -6), (4, -4), (6, 2), (-4, 4)], x, y, k), red, 2.2)
        shape(s, P([(6, -2), (12, -12), (24, -12), (28, -2), (20, 6), (10, 4)], x, y, k), red, 2.2)
        eye(s, x + 20 * k, y - 6 * k, 2 * k, INK, False)
        s.path(f"M{f(x + 22 * k)},{f(y - 12 * k)} C{f(x + 28 * k)},{f(y - 26 * k)} {f(x + 34 * k)},{f(y - 28 * k)} "
               f"{f(x + 38 * k)},{f(y - 26 * k)}", "none", stroke(INK, 1.6 * k))
        s.path(f"M{f(x + 26 * k)},{f(y)} L{f(x + 30 * k)},{f(y - 6 * k)}", "none", stroke(INK, 2 * k))
        leaf = P([(28, -4), (22, -36), (36, -62), (58, -50), (54, -22)], x, y, k)
        shape(s, leaf, leaf_colour, 2)
        s.path(f"M{f(x + 28 * k)},{f(y - 4 * k)} L{f(x + 44 * k)},{f(y - 48 * k)}", "none", stroke("#2f6a2c", 1.2))

    one(150, 124, 1.25, "#6cc050")
    one(58, 128, 0.85, "#8ad060")
    return s.text()


def _furry_tail(s, d, fill, width, ringed=None):
    s.path(d, "none", stroke(INK, width + 4.5))
    s.path(d, "none", stroke(fill, width))
    if ringed:
        s.path(d, "none", stroke(ringed, width, f'stroke-dasharray="{f(width * 0.8)} {f(width * 1.2)}"'))


def kinkajou(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 94, 110, 70), glow=(60, 30))
    branch(s, 118, 104, seed=seed)
    fur = s.rad("kk", [(0, "#e8b86a"), (0.7, "#c08040"), (1, "#9a6028")], "40%", "35%", "70%")
    # prehensile tail curled around the branch
    _furry_tail(s, "M84,108 C60,112 46,130 60,136 C72,140 76,126 66,122", "#b87a3a", 9)
    shape(s, [(78, 96), (96, 80), (130, 78), (156, 88), (160, 104), (140, 114), (100, 116), (80, 110)], fur)
    for x in (96, 140):
        shape(s, [(x - 6, 108), (x - 8, 122), (x + 4, 126), (x + 6, 110)], fur, 2.2)
    # head turned to us, big dark eyes, small round ears
    s.circle(150, 70, 6, "#c08040", ink(2))
    s.circle(178, 70, 6, "#c08040", ink(2))
    shape(s, [(146, 86), (148, 72), (164, 64), (180, 72), (182, 86), (172, 98), (156, 98)], fur)
    shape(s, [(158, 88), (164, 84), (170, 88), (168, 96), (160, 96)], "#d8a060", 1.6)
    eye(s, 157, 80, 4.4)
    eye(s, 172, 80, 4.4)
    s.ellipse(164, 90, 3, 2.2, INK)
    return s.text()


def sloth(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 92, 96, 76), glow=(180, 24))
    branch(s, 40, 34, 12, seed=seed)
    fur = s.rad("sl", [(0, "#c8b48a"), (0.7, "#9a8460"), (1, "#7a6444")], "40%", "30%", "75%")
    # hanging under the branch by its long arms and legs, long claws over the bark
    for x0, x1 in ((70, 90), (176, 152)):
        s.path(f"M{x0},38 C{x0 + 4},70 {x1 - 8},86 {x1},104", "none", stroke(INK, 17))
        s.path(f"M{x0},38 C{x0 + 4},70 {x1 - 8},86 {x1},104", "none", stroke("#9a8460", 12.5))
        for k in (-5, 0, 5):
            s.path(f"M{x0 + k},40 c2,-8 4,-10 8,-10", "none", stroke("#3a3026", 2.2))
    shape(s, [(84, 100), (96, 84), (124, 80), (154, 88), (160, 110), (146, 132), (114, 136), (90, 124)], fur)
    for x in (100, 116, 132, 146):
        s.path(f"M{x},{96 + (x % 3) * 4} c3,8 -2,14 2,20", "none", stroke("#6e5a3e", 1.4, 'opacity="0.7"'))
    # the round face with its mask and smile
    shape(s, [(96, 118), (100, 104), (120, 98), (138, 104), (142, 120), (130, 134), (108, 134)], "#e8dcc0")
    s.path("M100,114 C104,108 112,110 116,118 C112,122 104,122 100,114 Z M140,114 C136,108 128,110 124,118 "
           "C128,122 136,122 140,114 Z", "#3a2a1c")
    eye(s, 109, 115, 2.4, "#120c08")
    eye(s, 131, 115, 2.4, "#120c08")
    s.ellipse(120, 124, 3.5, 2.4, INK)
    s.path("M112,128 C116,132 124,132 128,128", "none", stroke(INK, 1.6))
    s.path("M106,100 C112,96 128,96 134,100", "none", stroke("#7a5a3a", 3, 'opacity="0.6"'))
    return s.text()


def toucan(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=150, halo=(116, 90, 100, 76), glow=(200, 30))
    branch(s, 142, 132, seed=seed)
    # perched, body black with the yellow bib, the great rainbow bill
    shape(s, [(70, 88), (80, 66), (100, 58), (114, 70), (118, 102), (110, 132), (96, 146), (80, 138), (70, 114)],
          "#1e1a18")
    s.path("M96,146 L86,168 L104,166 Z", "#1e1a18", ink(2))
    shape(s, [(100, 62), (112, 66), (118, 82), (112, 96), (100, 96), (94, 80)], "#ffd83a", 2)
    s.path("M104,98 C110,100 114,98 116,94", "none", stroke("#e2401e", 3))
    bill = s.lin("bill", [(0, "#7ac04a"), (0.45, "#7ac04a"), (0.5, "#f6a824"), (0.8, "#f6a824"), (0.85, "#e2401e"),
                          (1, "#e2401e")], vertical=False, x2="100%", y2="0%")
    s.path("M110,66 C130,54 170,54 196,68 C200,72 196,76 190,76 C166,80 132,84 112,82 Z", bill, ink(2.4))
    s.path("M112,82 C132,80 160,76 192,74", "none", stroke(INK, 1.6))
    s.path("M118,62 C124,58 134,58 140,60", "none", stroke("#4a8a8a", 4, 'opacity="0.6"'))
    s.ellipse(104, 70, 6, 5, "#9ad04a", ink(1.4))
    eye(s, 104, 70, 2.6)
    for x in (94, 104):
        s.path(f"M{x},140 L{x - 2},150 M{x},140 L{x + 4},150", "none", stroke("#4a6aa8", 2.6))
    return s.text()


def goliath(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "floor", ground_y=120, halo=(120, 110, 104, 56))
    hair = s.rad("gs", [(0, "#a07850"), (0.7, "#6a4a2e"), (1, "#4a321e")], "40%", "35%", "70%")
    # eight hairy legs, jointed, then the body
    legs = ((-1, -60, -40), (-1, -30, -50), (-1, 10, -52), (-1, 40, -44), (1, -60, -40), (1, -30, -50), (1, 10, -52),
            (1, 40, -44))
    for side, a, r in legs:
        ang = math.radians(a)
        x0, y0 = 120 + side * 14, 124
        kx, ky = x0 + side * math.cos(ang) * (-r) * 0.9, y0 + math.sin(ang) * 34 - 18
        ex, ey = kx + side * 26 + side * (a / 3), y0 + 36 + a * 0.3
        d = f"M{f(x0)},{f(y0)} L{f(kx)},{f(ky)} L{f(ex)},{f(ey)}"
        s.path(d, "none", stroke(INK, 9))
        s.path(d, "none", stroke("#7a5636", 5.5))
        s.path(d, "none", stroke("#e0c8a0", 5.5, 'stroke-dasharray="1.2 9" opacity="0.8"'))
    shape(s, [(96, 150), (98, 134), (120, 126), (142, 134), (144, 152), (132, 170), (108, 170)], hair)
    shape(s, [(102, 120), (106, 104), (120, 98), (134, 104), (138, 120), (128, 130), (112, 130)], hair)
    for x, y in ((116, 104), (124, 104), (112, 108), (128, 108)):
        s.circle(x, y, 1.7, "#101010")
    for x in (112, 128):
        s.path(f"M{x},98 C{x},90 {x + (4 if x > 120 else -4)},86 {x + (2 if x > 120 else -2)},82", "none",
               stroke(INK, 4))
    for _ in range(24):
        rng = random.Random(_ + seed)
        x, y = rng.uniform(100, 140), rng.uniform(130, 168)
        s.path(f"M{f(x)},{f(y)} l{f(rng.uniform(-3, 3))},-3", "none", stroke("#c8a878", 1, 'opacity="0.8"'))
    return s.text()


def hoatzin(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 86, 96, 76))
    branch(s, 140, 132, seed=seed)
    body = s.rad("ho", [(0, "#c8a070"), (0.6, "#8a5a34"), (1, "#5e3a20")], "40%", "30%", "75%")
    # long tail, plump body, chestnut wing, the spiky crest, blue face and red eye
    shape(s, [(70, 120), (40, 146), (34, 162), (50, 160), (84, 134)], "#5a3a22")
    s.path("M40,156 L52,150", "none", stroke("#e8d4a0", 3))
    shape(s, [(74, 112), (92, 88), (122, 82), (144, 96), (146, 120), (126, 138), (94, 138)], body)
    shape(s, [(84, 108), (100, 94), (126, 96), (132, 112), (112, 126), (90, 124)], "#7a3a1e", 2.2)
    s.path("M92,110 C104,106 118,106 126,110 M94,118 C104,114 114,114 122,118", "none", stroke("#e8c890", 1.6))
    shape(s, [(136, 90), (142, 72), (158, 66), (172, 74), (170, 90), (154, 98)], "#c8a070")
    for k in range(6):
        a = math.radians(-150 + k * 18)
        x0, y0 = 154 + math.cos(a) * 8, 68 + math.sin(a) * 6
        x1, y1 = 154 + math.cos(a) * 24, 64 + math.sin(a) * 20
        s.path(f"M{f(x0)},{f(y0)} L{f(x1)},{f(y1)}", "none", stroke(INK, 4.5))
        s.path(f"M{f(x0)},{f(y0)} L{f(x1)},{f(y1)}", "none", stroke("#b06a30", 2.4))
    s.ellipse(160, 78, 7, 6, "#4aa8e0", ink(1.4))
    eye(s, 161, 78, 3, "#c02020")
    s.path("M170,80 L182,84 L170,88 Z", "#3a2a1c", ink(1.4))
    for x in (108, 122):
        s.path(f"M{x},136 L{x},146", "none", stroke("#4a3a2a", 3))
    return s.text()


def howler(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 96, 100, 76), glow=(200, 30))
    branch(s, 46, 40, 12, seed=seed)
    fur = s.rad("hw", [(0, "#4a4440"), (0.7, "#242020"), (1, "#141212")], "40%", "30%", "75%")
    # hanging by its tail, holding on with one arm, howling
    _furry_tail(s, "M150,104 C170,90 176,64 166,48 C160,38 150,40 152,48", "#242020", 7)
    shape(s, [(96, 100), (110, 82), (138, 80), (156, 96), (154, 122), (136, 140), (108, 138), (94, 120)], fur)
    s.path("M104,92 C100,72 96,58 98,44", "none", stroke(INK, 11))
    s.path("M104,92 C100,72 96,58 98,44", "none", stroke("#2a2424", 7))
    s.path("M140,132 C146,146 150,156 156,160 M110,134 C104,148 100,156 96,160", "none", stroke(INK, 10))
    s.path("M140,132 C146,146 150,156 156,160 M110,134 C104,148 100,156 96,160", "none", stroke("#2a2424", 6))
    # the head, the open mouth of the howl, sound rings
    shape(s, [(70, 100), (76, 84), (94, 78), (108, 86), (110, 104), (100, 118), (82, 118)], fur)
    shape(s, [(78, 98), (84, 90), (98, 90), (104, 100), (98, 112), (84, 112)], "#6a5a50", 2)
    s.ellipse(88, 106, 6, 7, "#8a2020", ink(1.8))
    eye(s, 84, 94, 2.2, "#e0a020", False)
    eye(s, 97, 94, 2.2, "#e0a020", False)
    for r in (10, 18, 26):
        s.path(f"M{f(70 - r * 0.6)},{f(96 - r * 0.8)} Q{f(66 - r)},{f(106)} {f(70 - r * 0.6)},{f(116 + r * 0.8)}",
               "none", stroke("#fdf6d8", 2.4, 'opacity="0.9"'))
    return s.text()


def jaguar(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 100, 110, 66))
    branch(s, 124, 114, 18, seed=seed)
    fur = s.lin("jg", [(0, "#f6c060"), (1, "#d08a2a")])
    # lying along the branch, tail hanging, head raised
    _furry_tail(s, "M46,118 C30,130 28,150 36,162", "#e0a040", 7, ringed="#2b2420")
    shape(s, [(40, 112), (60, 94), (110, 90), (160, 92), (184, 104), (180, 118), (140, 124), (80, 124), (46, 122)], fur)
    s.path("M70,120 C90,126 150,126 176,118", "none", stroke("#fbecc8", 4, 'opacity="0.7"'))
    rng = random.Random(seed)
    for x, y in ((64, 104), (80, 98), (96, 106), (112, 98), (126, 106), (142, 100), (156, 108), (88, 114), (120, 116),
                 (150, 116), (74, 112), (166, 100)):
        r = rng.uniform(3.4, 4.6)
        s.circle(x, y, r, "none", stroke("#2b2420", 1.9))
        s.circle(x + 0.6, y + 0.4, r * 0.35, "#3a2010")
    # front paws over the branch's edge
    for x in (168, 186):
        shape(s, [(x - 8, 116), (x - 6, 130), (x + 6, 132), (x + 8, 118)], fur, 2.2)
    # head with round ears
    s.circle(170, 70, 7, "#e0a040", ink(2))
    s.circle(200, 72, 7, "#e0a040", ink(2))
    shape(s, [(164, 86), (168, 70), (186, 64), (204, 72), (208, 88), (198, 102), (178, 104)], fur)
    shape(s, [(180, 92), (186, 88), (194, 92), (192, 100), (184, 100)], "#fbecc8", 1.6)
    s.ellipse(187, 91, 3.5, 2.4, "#4a2a1a")
    eye(s, 178, 82, 3.2, "#6a8a20")
    eye(s, 196, 82, 3.2, "#6a8a20")
    for x, y in ((172, 74), (186, 72), (200, 78)):
        s.circle(x, y, 1.5, "#3a2010")
    return s.text()


def marmoset(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=150, halo=(112, 92, 80, 76), glow=(60, 30))
    # clinging to a vertical trunk: the smallest monkey, its ringed tail hanging down
    s.path("M128,-4 L122,184 L170,184 L164,-4 Z", s.lin("tk", [(0, "#a4774a"), (1, "#5a3a20")], vertical=False,
                                                         x2="100%", y2="0%"), set_ink(2.5))
    s.path("M140,10 C138,60 146,110 142,170 M154,20 C156,70 150,120 156,176", "none", stroke("#4a2e18", 1.4,
                                                                                              'opacity="0.6"'))
    fur = s.rad("mm", [(0, "#c8b080"), (0.7, "#8a7a50"), (1, "#6a5a38")], "40%", "30%", "75%")
    _furry_tail(s, "M112,128 C110,146 116,160 108,176", "#8a7a50", 6, ringed="#3a3020")
    shape(s, [(100, 96), (110, 80), (128, 80), (134, 100), (128, 124), (112, 132), (100, 118)], fur)
    for y in (86, 120):
        s.path(f"M120,{y} L136,{y - 4}", "none", stroke(INK, 7))
        s.path(f"M120,{y} L136,{y - 4}", "none", stroke("#8a7a50", 3.5))
    shape(s, [(88, 78), (92, 62), (108, 56), (122, 64), (122, 80), (110, 90), (94, 88)], fur)
    shape(s, [(94, 76), (100, 68), (114, 68), (116, 78), (106, 86)], "#e8dcb8", 1.6)
    eye(s, 101, 74, 2.6)
    eye(s, 111, 74, 2.6)
    s.ellipse(106, 81, 2, 1.5, INK)
    for x, y in ((90, 64), (120, 64)):
        s.path(f"M{x},{y} l{-6 if x < 100 else 6},-6", "none", stroke("#e8dcb8", 3))
    return s.text()


def butterfly(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "forest", ground_y=146, halo=(120, 86, 110, 76), glow=(190, 30))
    blue = s.rad("morpho", [(0, "#9ae8ff"), (0.55, "#2a9ae8"), (1, "#1a4aa8")], "50%", "50%", "60%")
    # a blue morpho, wings open, dark borders with white spots; a flower below
    for side in (-1, 1):
        fw = [(120, 86), (120 + side * 40, 40), (120 + side * 86, 36), (120 + side * 90, 60), (120 + side * 60, 96)]
        hw = [(120, 92), (120 + side * 60, 96), (120 + side * 76, 124), (120 + side * 50, 146), (120 + side * 14, 120)]
        s.path(smooth_closed(fw), "#1a2a4a", ink(2.4))
        s.path(smooth_closed([(x * 0.82 + 120 * 0.18 + side * 2, y * 0.82 + 86 * 0.18) for x, y in fw]), blue)
        s.path(smooth_closed(hw), "#1a2a4a", ink(2.4))
        s.path(smooth_closed([(x * 0.8 + 120 * 0.2 + side * 2, y * 0.8 + 100 * 0.2) for x, y in hw]), blue)
        for x, y in ((120 + side * 80, 44), (120 + side * 84, 56), (120 + side * 66, 132)):
            s.circle(x, y, 2.3, "#ffffff")
    shape(s, [(116, 70), (120, 64), (124, 70), (124, 124), (120, 130), (116, 124)], "#2a2420", 2)
    s.path("M118,66 C114,54 108,48 102,46 M122,66 C126,54 132,48 138,46", "none", stroke(INK, 1.8))
    s.path("M120,178 C120,164 118,156 120,150", "none", stroke("#4f8a3a", 3))
    for k in range(5):
        s.path(leaf_d(120, 156, 12, 6, -90 + k * 72), "#f06a9a", set_ink(1.4))
    s.circle(120, 156, 3.4, "#ffe066")
    return s.text()


def tamarin(seed: int) -> str:
    s = Svg()
    backdrop(s, seed, "deep", ground_y=150, halo=(120, 92, 100, 74), glow=(200, 30))
    branch(s, 128, 118, seed=seed)
    gold = s.rad("tm", [(0, "#ffd070"), (0.6, "#f0982a"), (1, "#c86a14")], "40%", "30%", "75%")
    _furry_tail(s, "M80,120 C62,130 56,150 60,170", "#e88a24", 7)
    shape(s, [(76, 112), (92, 96), (124, 94), (146, 104), (144, 118), (120, 126), (88, 124)], gold)
    for x in (96, 134):
        shape(s, [(x - 6, 118), (x - 7, 132), (x + 5, 132), (x + 5, 118)], gold, 2.2)
    # the golden mane around the dark bare face
    mane = []
    for k in range(16):
        a = math.pi * 2 * k / 16
        r = 30 if k % 2 else 23
        mane.append((156 + math.cos(a) * r, 80 + math.sin(a) * r * 0.95))
    s.path(smooth_closed(mane), gold, ink(2.4))
    shape(s, [(146, 84), (148, 72), (158, 68), (168, 72), (170, 84), (164, 96), (152, 96)], "#5a3a2a", 2)
    eye(s, 153, 80, 2.6, "#2a1a10")
    eye(s, 164, 80, 2.6, "#2a1a10")
    s.ellipse(158, 88, 2.4, 1.6, "#1a100a")
    s.path("M153,92 C156,94 160,94 163,92", "none", stroke("#1a100a", 1.4))
    _ = (blob_d, corner_leaves, smooth_open, vein_d)
    return s.text()
