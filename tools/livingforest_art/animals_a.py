"""Living Forest's Guardian Animals of ids 1–33 and the Fire Varan (66): one original drawing per species, as plain
SVG paths, in the style of common.py (the Spirit forest at dusk; the animal outlined in ink, drawn after its
backdrop so that the table can cut it out for the icons).

Each function takes a seed (the backdrop's variation) and returns the SVG text (240 x 180). ``ANIMALS`` registers
them by card id; tools/livingforest_art/gen.py writes them all.
"""
from __future__ import annotations

import math
import random
from typing import Callable

from common import (INK, LIGHT, LIGHT_GLOW, Svg, blob_d, blush, body, curve, eye, f, fur, ink, leaf_d, mirror,
                    nose, peeper, perch, pond, rock, spine, stage, stroke, whiskers)

BROWN = "#8a5a34"
BROWN_DARK = "#5e3a20"
BROWN_LIGHT = "#c8976a"


def bear(seed: int) -> str:
    """A brown bear walking to the left: the shoulder hump, small round ears, a long pale muzzle, heavy paws."""
    s = Svg()
    stage(s, seed, ground_y=146, halo=(112, 104, 100, 64))
    # the far legs, darker, behind the body
    body(s, [(96, 108), (94, 146), (98, 152), (116, 152), (116, 140), (118, 110)], BROWN_DARK)
    body(s, [(168, 108), (170, 144), (174, 151), (192, 151), (190, 138), (186, 106)], BROWN_DARK)
    # the body: a high hump over the shoulders, the back sloping to a round rump
    body(s, [(72, 92), (80, 70), (98, 58), (120, 62), (150, 66), (178, 74), (196, 92), (196, 114), (184, 128),
             (150, 132), (112, 132), (86, 126), (72, 110)], s.lin("fur", [(0, "#9a6a40"), (1, BROWN)]))
    fur(s, [(86, 64), (98, 57), (112, 58), (124, 62)], 4.5, "#9a6a40", side=-1)
    curve(s, [(150, 76), (162, 92), (160, 112)], BROWN_DARK, 1.6, 'opacity="0.7"')
    curve(s, [(104, 78), (112, 96), (108, 116)], BROWN_DARK, 1.6, 'opacity="0.7"')
    # the near legs: thick, with broad paws and pale claws
    body(s, [(80, 104), (78, 146), (82, 154), (106, 154), (106, 142), (104, 112)], BROWN)
    body(s, [(150, 110), (152, 146), (156, 154), (180, 154), (178, 140), (176, 112)], BROWN)
    for x in (84, 152):
        for k in range(3):
            s.path(f"M{x + 4 + k * 6},154 l-2,4", "none", stroke("#efe2c8", 1.8))
    # the head: low and forward, a long muzzle
    body(s, [(84, 82), (76, 70), (60, 66), (44, 70), (32, 80), (20, 90), (18, 100), (28, 106), (46, 108), (66, 106),
             (82, 98)], BROWN)
    body(s, [(34, 84), (22, 92), (20, 100), (30, 105), (44, 104), (46, 92)], BROWN_LIGHT, 2.0)
    # the ears: small and round
    for x, y in ((58, 64), (72, 66)):
        s.circle(x, y, 7.5, BROWN, ink(2.2))
        s.circle(x, y + 0.5, 3.6, BROWN_DARK)
    nose(s, 22, 92, 9)
    curve(s, [(22, 100), (30, 103), (36, 101)], INK, 1.4)
    peeper(s, 50, 82, 2.8)
    s.path("M45,77 Q50,75 55,78", "none", stroke(BROWN_DARK, 1.4))
    return s.text()


def beetle(seed: int) -> str:
    """A Japanese rhinoceros beetle (kabutomushi) on a branch: the glossy domed wing cases, the long forked horn
    rising from its head, the short horn on its thorax, six spiny legs."""
    s = Svg()
    perch(s, seed, 132, 124, halo=(120, 96, 100, 66), thick=15)
    shell = s.lin("shell", [(0, "#8a3e20"), (0.5, "#5a2414"), (1, "#2e120a")])
    # the legs (far ones first, darker)
    for x0, y0, x1, y1, x2, y2 in ((92, 112, 80, 130, 70, 134), (122, 116, 126, 132, 118, 136),
                                   (150, 114, 168, 130, 176, 134)):
        s.path(f"M{x0},{y0} L{x1},{y1} L{x2},{y2}", "none", stroke(INK, 5))
        s.path(f"M{x0},{y0} L{x1},{y1} L{x2},{y2}", "none", stroke("#4a1e10", 2.6))
        for t in (0.4, 0.7):
            sx, sy = x1 + (x2 - x1) * t, y1 + (y2 - y1) * t
            s.path(f"M{sx},{sy} l0,-4", "none", stroke(INK, 1.3))
    # the wing cases: a long glossy dome
    body(s, [(100, 84), (130, 72), (166, 74), (192, 88), (200, 104), (190, 118), (160, 124), (124, 122), (102, 112)],
         shell)
    curve(s, [(104, 96), (150, 94), (198, 102)], INK, 1.6)
    s.path("M120,80 C140,74 164,76 180,84", "none", stroke("#e0a070", 3.5, 'opacity="0.7"'))
    # the thorax with its short forked horn
    body(s, [(70, 92), (78, 78), (94, 74), (106, 80), (108, 100), (100, 114), (80, 114), (70, 104)], shell)
    body(s, [(86, 78), (94, 62), (100, 56), (104, 60), (98, 66), (96, 78)], "#4a1c10", 2)
    s.path("M80,86 C86,80 96,80 100,84", "none", stroke("#e0a070", 2.5, 'opacity="0.7"'))
    # the head and the great horn sweeping up and forward, forked at the tip
    body(s, [(50, 98), (58, 88), (72, 88), (76, 102), (66, 110), (54, 108)], "#3a160c")
    body(s, [(52, 94), (44, 76), (40, 56), (30, 40), (26, 30), (34, 34), (36, 26), (42, 36), (48, 56), (56, 78),
             (62, 92)], s.lin("horn", [(0, "#2e120a"), (1, "#6a2c16")]), 2.2)
    s.path("M46,84 C44,70 40,58 34,46", "none", stroke("#c88050", 1.6, 'opacity="0.7"'))
    # the near legs
    for x0, y0, x1, y1, x2, y2 in ((80, 110, 66, 128, 56, 136), (112, 118, 110, 134, 100, 140),
                                   (142, 120, 156, 136, 166, 140)):
        s.path(f"M{x0},{y0} L{x1},{y1} L{x2},{y2}", "none", stroke(INK, 6))
        s.path(f"M{x0},{y0} L{x1},{y1} L{x2},{y2}", "none", stroke("#6a2c16", 3.2))
    peeper(s, 62, 98, 1.8, "#c88050")
    curve(s, [(50, 104), (42, 110), (40, 116)], INK, 1.4)
    return s.text()


def lynx(seed: int) -> str:
    """A lynx sitting, facing us: the black ear tufts, the flared cheek ruff, a spotted tawny coat, big paws."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 90, 90, 74))
    tawny = s.lin("tawny", [(0, "#d8a868"), (1, "#b07c44")])
    # the short black-tipped tail curled at its side
    body(s, [(150, 136), (168, 128), (180, 134), (176, 146), (156, 148)], "#c08a50", 2.2)
    body(s, [(170, 129), (180, 134), (178, 142), (172, 140)], INK, 0)
    # the seated body
    body(s, [(96, 84), (144, 84), (160, 118), (162, 146), (140, 152), (100, 152), (78, 146), (80, 118)], tawny)
    body(s, [(108, 92), (132, 92), (138, 124), (120, 140), (102, 124)], "#f2e4c8", 0)
    for x, y in ((90, 110), (96, 128), (150, 112), (146, 130), (86, 138), (154, 140), (112, 134), (130, 134)):
        s.ellipse(x, y, 2.4, 1.8, "#6a4424")
    # the front legs and paws
    for x in (104, 136):
        body(s, [(x - 10, 116), (x + 10, 116), (x + 11, 146), (x + 13, 154), (x - 13, 154), (x - 11, 146)], tawny, 2.2)
        for k in (-5, 0, 5):
            s.path(f"M{x + k},150 l0,4", "none", stroke(INK, 1.2))
    # the ears with their tufts (behind the head)
    for side in (-1, 1):
        ear = [(120 + side * 14, 40), (120 + side * 30, 14), (120 + side * 36, 44)]
        body(s, ear, "#b07c44", 2.4)
        body(s, [(120 + side * 20, 38), (120 + side * 29, 22), (120 + side * 31, 40)], "#5a3a22", 0)
        s.path(f"M{120 + side * 30},16 L{120 + side * 33},2 L{120 + side * 28},15", INK, ink(1.4))
    # the head with the cheek ruff flaring out and down on each side
    body(s, [(92, 46), (108, 34), (132, 34), (148, 46), (160, 66), (152, 74), (158, 84), (140, 88), (120, 92),
             (100, 88), (82, 84), (88, 74), (80, 66)], tawny)
    for side in (-1, 1):
        s.path(f"M{120 + side * 30},60 L{120 + side * 40},68 L{120 + side * 30},70 L{120 + side * 38},80 "
               f"L{120 + side * 26},78", "none", stroke("#6a4424", 1.4))
    body(s, [(106, 66), (120, 62), (134, 66), (136, 80), (120, 86), (104, 80)], "#f6ead2", 0)
    for side in (-1, 1):
        eye(s, 120 + side * 12, 56, 5, "#c8b838", slit=True)
        s.path(f"M{120 + side * 6},50 L{120 + side * 16},46", "none", stroke("#6a4424", 1.6))
    nose(s, 120, 68, 8, "#c87868")
    s.path("M120,71 L120,75 M112,75 Q116,79 120,75 Q124,79 128,75", "none", stroke(INK, 1.4))
    for side in (-1, 1):
        whiskers(s, 120 + side * 8, 72, 22, side)
    return s.text()


def fox(seed: int) -> str:
    """A red fox trotting to the left: the pointed black-backed ears, the long snout, a white chest, black
    stockings and the great brush of a tail with its white tip."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(116, 98, 104, 62))
    red = s.lin("red", [(0, "#e8783a"), (1, "#c2541e")])
    # the tail, raised and bushy, white-tipped
    body(s, [(176, 98), (196, 86), (214, 82), (230, 92), (232, 108), (220, 120), (200, 122), (184, 112)], red)
    body(s, [(216, 84), (230, 92), (234, 106), (222, 104), (214, 94)], "#fbf6ee", 2.2)
    # the far legs, dark
    body(s, [(92, 114), (86, 140), (82, 146), (92, 148), (96, 142), (104, 116)], "#3a2418", 2.2)
    body(s, [(160, 112), (170, 138), (168, 146), (178, 148), (180, 138), (172, 110)], "#3a2418", 2.2)
    # the body
    body(s, [(76, 94), (96, 82), (132, 82), (164, 84), (182, 96), (180, 112), (162, 120), (120, 120), (92, 118),
             (76, 110)], red)
    # the near legs with black stockings
    for x0, x1 in ((102, 96), (150, 152)):
        body(s, [(x0 - 8, 110), (x0 + 8, 110), (x1 + 6, 140), (x1 + 9, 150), (x1 - 6, 150), (x1 - 5, 140)],
             "#c2541e", 2.2)
        body(s, [(x1 - 5, 134), (x1 + 5, 134), (x1 + 9, 150), (x1 - 6, 150)], "#2a1a12", 2.2)
    # the head: white chest and cheeks, a long snout
    body(s, [(88, 80), (82, 66), (70, 60), (52, 64), (36, 72), (24, 80), (30, 86), (52, 90), (72, 100), (88, 100)],
         red)
    body(s, [(86, 92), (70, 96), (52, 90), (34, 84), (30, 86), (48, 94), (66, 108), (84, 110), (92, 100)], "#fbf6ee",
         2.0)
    for x0 in (64, 80):
        body(s, [(x0 - 8, 64), (x0 - 2, 40), (x0 + 8, 62)], "#c2541e", 2.2)
        body(s, [(x0 - 5, 60), (x0 - 2, 46), (x0 + 4, 60)], "#2a1a12", 0)
    nose(s, 24, 80, 7)
    eye(s, 54, 70, 3.2, "#c88a20")
    curve(s, [(28, 85), (40, 88)], INK, 1.2)
    return s.text()


def goldfish(seed: int) -> str:
    """A fancy goldfish in a lily pond: the round orange body, the long double veil tail, a high dorsal fin, big
    eyes, scales."""
    s = Svg()
    stage(s, seed, ground_y=120, halo=(120, 110, 100, 60))
    s.rect(0, 58, 240, 122, s.lin("water", [(0, ("#8fc8c0", 0.85)), (1, ("#2f6a70", 0.95))]))
    for x, y in ((20, 70), (90, 64), (170, 72), (60, 170), (200, 160)):
        s.path(f"M{x},{y} q10,-3 20,0", "none", stroke("#e0f4ee", 1.3, 'opacity="0.7"'))
    orange = s.rad("gold", [(0, "#ffc060"), (0.6, "#f07a28"), (1, "#d0501a")], "40%", "40%", "70%")
    # the veil tail, two translucent lobes trailing to the right
    body(s, [(150, 110), (176, 84), (206, 76), (226, 88), (212, 104), (228, 118), (208, 122), (184, 120)],
         "#f69a48", 2.2, 'fill-opacity="0.85"')
    body(s, [(150, 114), (180, 122), (214, 132), (226, 150), (200, 150), (176, 138)], "#f08a38", 2.2,
         'fill-opacity="0.85"')
    for pts in (((156, 108), (190, 90), (214, 84)), ((158, 112), (196, 108), (218, 114)),
                ((156, 116), (190, 132), (214, 144))):
        curve(s, pts, "#c85018", 1.2, 'opacity="0.7"')
    # the dorsal fin
    body(s, [(96, 84), (112, 56), (132, 58), (146, 76), (136, 86)], "#f69a48", 2.2)
    curve(s, [(112, 62), (118, 80)], "#c85018", 1.1)
    curve(s, [(126, 62), (130, 80)], "#c85018", 1.1)
    # the body
    body(s, [(60, 108), (72, 88), (100, 78), (132, 80), (154, 96), (158, 112), (146, 128), (116, 136), (84, 132),
             (64, 122)], orange)
    for x, y in ((104, 96), (118, 94), (132, 98), (110, 110), (124, 110), (138, 112), (118, 124), (132, 124)):
        s.path(f"M{x - 5},{y - 3} q5,6 10,0", "none", stroke("#c85018", 1.1, 'opacity="0.8"'))
    # the pectoral and ventral fins
    body(s, [(94, 118), (84, 138), (100, 134), (106, 122)], "#f69a48", 1.8)
    eye(s, 78, 102, 6.5, "#f4e0b0")
    curve(s, [(60, 112), (66, 114)], INK, 1.4)
    for x, y, r in ((52, 94, 3), (46, 80, 2.2), (50, 66, 1.6)):
        s.circle(x, y, r, "none", stroke("#ffffff", 1, 'opacity="0.8"'))
    # lily pads floating on the surface (the setting)
    for x, y, r in ((176, 60, 22), (36, 62, 14)):
        s.path(f"M{x},{y} L{x + r},{y - 2} A{r},{r * 0.3} 0 1 1 {x + r * 0.7},{y - r * 0.25} Z", "#5f9a4a",
               stroke("#2b2421", 1.4))
    return s.text()


def tanuki(seed: int) -> str:
    """A tanuki (raccoon dog) standing plump and round: the dark mask round its eyes, the pale muzzle, small round
    ears, black legs and a thick bushy tail without rings."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 100, 100, 62))
    coat = s.lin("coat", [(0, "#a88a64"), (1, "#7a6044")])
    # the bushy tail
    body(s, [(170, 104), (190, 98), (208, 104), (214, 118), (204, 130), (186, 128), (172, 118)], coat)
    body(s, [(200, 104), (210, 108), (214, 118), (206, 126), (200, 116)], "#3a2c20", 0)
    # the far legs
    body(s, [(98, 118), (96, 146), (110, 148), (112, 120)], "#2a2018", 2.2)
    body(s, [(160, 118), (164, 144), (176, 146), (174, 120)], "#2a2018", 2.2)
    # the round body, a dark shoulder band
    body(s, [(82, 100), (100, 80), (140, 76), (174, 88), (184, 108), (176, 126), (144, 134), (106, 132), (86, 120)],
         coat)
    fur(s, [(100, 82), (122, 76), (146, 78), (170, 88)], 3.5, "#a88a64", side=-1)
    body(s, [(104, 84), (118, 80), (124, 106), (116, 128), (104, 124), (98, 104)], "#4a3a2a", 0, 'opacity="0.55"')
    # the near legs
    body(s, [(108, 120), (106, 148), (122, 150), (124, 122)], "#2a2018", 2.2)
    body(s, [(150, 124), (152, 148), (168, 150), (166, 122)], "#2a2018", 2.2)
    # the head: a broad face, the dark mask, the pale muzzle and brows
    body(s, [(66, 62), (88, 56), (104, 66), (108, 86), (100, 104), (80, 110), (58, 104), (44, 92), (48, 74)], coat)
    for x in (66, 96):
        body(s, [(x - 8, 62), (x - 2, 48), (x + 8, 60)], "#6a5038", 2.2)
    body(s, [(48, 80), (58, 72), (72, 76), (80, 84), (94, 76), (104, 82), (100, 96), (80, 98), (60, 96), (48, 92)],
         "#2e241c", 0)
    body(s, [(56, 66), (72, 64), (88, 66), (96, 72), (82, 76), (64, 74)], "#e8dcc4", 0)
    body(s, [(60, 94), (80, 92), (90, 100), (78, 110), (62, 106)], "#efe6d2", 2.0)
    eye(s, 62, 84, 3.2, "#3a2a1a")
    eye(s, 90, 84, 3.2, "#3a2a1a")
    nose(s, 75, 96, 8)
    s.path("M75,99 L75,102 M70,102 Q72.5,105 75,102 Q77.5,105 80,102", "none", stroke(INK, 1.3))
    return s.text()


def wild_boar(seed: int) -> str:
    """A wild boar trotting to the left: a heavy dark bristly body with a crest of bristles along the spine, a long
    snout with its flat disc, curved tusks, small pointed ears, thin legs."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(118, 100, 104, 60))
    hide = s.lin("hide", [(0, "#6a5444"), (1, "#3e3028")])
    # far legs
    body(s, [(94, 116), (90, 146), (100, 148), (106, 118)], "#2e241e", 2.2)
    body(s, [(168, 114), (172, 144), (182, 146), (180, 116)], "#2e241e", 2.2)
    # the body: high shoulders, a wedge-shaped head
    body(s, [(66, 92), (90, 70), (130, 68), (170, 76), (194, 94), (192, 116), (170, 126), (120, 126), (86, 122)], hide)
    fur(s, [(84, 76), (104, 66), (130, 66), (156, 72), (180, 82)], 5, "#4a3a30", side=-1, every=6)
    for pts in (((100, 84), (108, 100), (104, 116)), ((140, 80), (146, 98), (144, 116)), ((170, 90), (176, 108))):
        curve(s, pts, "#2a201a", 1.4, 'opacity="0.7"')
    # the thin tail with its tuft
    curve(s, [(192, 96), (202, 100), (204, 110)], INK, 2.2)
    # near legs with hooves
    for x in (104, 156):
        body(s, [(x - 9, 116), (x + 9, 116), (x + 5, 142), (x - 5, 142)], "#4e3e34", 2.2)
        body(s, [(x - 6, 140), (x + 6, 140), (x + 6, 150), (x - 6, 150)], "#1e1814", 2)
    # the head and snout
    body(s, [(76, 80), (60, 82), (40, 92), (24, 102), (22, 112), (40, 114), (60, 112), (82, 108)], hide)
    s.ellipse(22, 107, 4, 6.5, "#d8a898", ink(2))
    s.circle(21, 105, 1, INK)
    s.circle(21, 109, 1, INK)
    # the tusks
    body(s, [(40, 110), (36, 100), (32, 94), (38, 98), (44, 108)], "#f6f0de", 1.6)
    body(s, [(70, 70), (64, 56), (74, 64), (80, 74)], "#4e3e34", 2)
    peeper(s, 52, 94, 2.4, "#2a1a10")
    curve(s, [(26, 114), (40, 116), (50, 112)], INK, 1.3)
    return s.text()


def weasel(seed: int) -> str:
    """A weasel bounding to the left: a long slim body arched in the middle, a small flat head with round ears,
    the cream throat and belly, short legs, a short tail."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 104, 106, 56))
    coat = s.lin("coat", [(0, "#a8683a"), (1, "#7c4624")])
    # the far legs
    body(s, [(80, 124), (74, 144), (84, 146), (90, 126)], "#6a3a1e", 2.0)
    body(s, [(166, 120), (176, 142), (186, 142), (176, 118)], "#6a3a1e", 2.0)
    # the long arched body and the short tail
    body(s, [(184, 112), (204, 106), (222, 110), (220, 116), (204, 116), (188, 122)], coat, 2.2)
    body(s, [(64, 110), (86, 102), (116, 86), (140, 80), (164, 88), (184, 106), (190, 120), (176, 128), (150, 112),
             (124, 108), (100, 118), (78, 128), (62, 124)], coat)
    body(s, [(70, 124), (96, 116), (122, 106), (148, 110), (174, 126), (150, 116), (124, 112), (98, 122), (76, 130)],
         "#f6ead0", 0)
    # the near legs
    body(s, [(92, 118), (86, 146), (98, 148), (102, 120)], coat, 2.0)
    body(s, [(170, 118), (184, 144), (196, 144), (182, 114)], coat, 2.0)
    # the head, raised and alert
    body(s, [(74, 104), (64, 92), (50, 86), (36, 88), (26, 96), (30, 104), (46, 110), (64, 118)], coat)
    body(s, [(30, 102), (46, 108), (62, 116), (70, 110), (52, 106), (36, 100)], "#f6ead0", 1.6)
    s.circle(62, 86, 6, coat, ink(2))
    s.circle(62, 87, 3, "#5a3018")
    nose(s, 27, 96, 5)
    eye(s, 44, 92, 3, "#2a1a10")
    whiskers(s, 32, 100, 14, -1, "#3a2a1a")
    return s.text()


def hare(seed: int) -> str:
    """A hare sitting up in the grass: the very long black-tipped ears, a big amber eye, long hind feet, a
    speckled brown coat and the white scut."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 92, 90, 74))
    coat = s.lin("coat", [(0, "#b88a5a"), (1, "#8a6238")])
    # the body, rounded haunch
    body(s, [(96, 90), (120, 78), (150, 84), (172, 104), (176, 128), (166, 144), (130, 148), (104, 140), (92, 118)],
         coat)
    body(s, [(172, 116), (182, 112), (186, 122), (176, 128)], "#fbf6ee", 2)
    # the long hind foot and the haunch line
    body(s, [(120, 140), (150, 144), (168, 142), (170, 150), (112, 152), (110, 146)], coat, 2.2)
    curve(s, [(150, 100), (160, 118), (156, 136)], "#5e3e20", 1.5)
    # the front legs
    body(s, [(92, 114), (88, 148), (100, 150), (104, 116)], coat, 2.2)
    # the ears, upright and long, black tips
    for x0, lean in ((92, -6), (106, 4)):
        body(s, [(x0 - 6, 60), (x0 - 10 + lean, 30), (x0 - 6 + lean, 8), (x0 + 2 + lean, 6), (x0 + 6 + lean, 28),
                 (x0 + 6, 58)], coat, 2.2)
        body(s, [(x0 - 7 + lean, 14), (x0 - 6 + lean, 8), (x0 + 2 + lean, 6), (x0 + 5 + lean, 16)], INK, 0)
        body(s, [(x0 - 4, 56), (x0 - 6 + lean, 30), (x0 - 2 + lean, 18), (x0 + 3 + lean, 30), (x0 + 3, 56)],
             "#e8b8a0", 0)
    # the head
    body(s, [(78, 76), (84, 60), (100, 54), (114, 60), (118, 76), (108, 92), (90, 96), (76, 90)], coat)
    body(s, [(76, 84), (84, 90), (96, 94), (92, 86), (82, 80)], "#efe2cc", 0)
    eye(s, 100, 70, 4.4, "#d0962a")
    nose(s, 78, 80, 5, "#8a4a3a")
    whiskers(s, 80, 84, 16, -1, "#3a2a1a")
    for x, y in ((130, 96), (140, 108), (122, 112), (150, 124), (134, 126)):
        s.path(f"M{x},{y} l3,2", "none", stroke("#5e3e20", 1.2))
    return s.text()


def fawn(seed: int) -> str:
    """A fawn standing in the moss: long thin legs, large ears, big dark eyes, a reddish coat dotted with white
    spots along its back."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(124, 96, 96, 70))
    coat = s.lin("coat", [(0, "#d08a4c"), (1, "#a8642e")])
    # far legs
    for x0, x1 in ((96, 92), (160, 166)):
        body(s, [(x0 - 5, 108), (x0 + 5, 108), (x1 + 3, 146), (x1 + 3, 152), (x1 - 4, 152), (x1 - 3, 146)],
             "#8a5228", 2.0)
    # the body with its spots and the short white-edged tail
    body(s, [(82, 92), (102, 82), (140, 82), (170, 86), (182, 98), (176, 114), (150, 118), (110, 118), (88, 112)], coat)
    body(s, [(176, 90), (186, 86), (188, 96), (180, 100)], "#f6ecdc", 2)
    for x, y in ((106, 90), (118, 88), (130, 90), (142, 88), (154, 90), (166, 94), (112, 100), (136, 100),
                 (160, 104), (124, 98), (148, 98)):
        s.ellipse(x, y, 2.4, 1.8, "#fbf4e6")
    body(s, [(96, 108), (130, 114), (166, 112), (150, 118), (110, 118)], "#f0dcc0", 0)
    # near legs with small hooves
    for x0, x1 in ((106, 104), (150, 154)):
        body(s, [(x0 - 6, 108), (x0 + 6, 108), (x1 + 3, 146), (x1 + 3, 152), (x1 - 4, 152), (x1 - 3, 146)], coat,
             2.0)
        s.path(f"M{x1 - 4},150 L{x1 + 3},150", "none", stroke(INK, 3))
    # the neck and head, looking at us over its shoulder
    body(s, [(84, 96), (76, 72), (80, 62), (96, 62), (102, 86)], coat)
    body(s, [(70, 50), (86, 44), (100, 50), (104, 62), (96, 76), (86, 84), (76, 80), (68, 66)], coat)
    body(s, [(78, 70), (86, 82), (94, 74), (88, 66)], "#f6ecdc", 0)
    # the large ears, spread wide
    for x, y, a in ((74, 50, -160), (100, 50, -20)):
        s.path(leaf_d(x, y, 26, 9, a), "#c07a40", ink(2.2))
        s.path(leaf_d(x + (-3 if a < -90 else 3), y - 1, 18, 5, a), "#f0c8b0")
    eye(s, 78, 60, 4, "#2a1a10")
    eye(s, 96, 60, 4, "#2a1a10")
    nose(s, 87, 76, 6)
    return s.text()


def hummingbird(seed: int) -> str:
    """A hummingbird hovering at a hanging flower: the long needle beak, an iridescent green back, the ruby throat,
    wings blurred in a fan above it."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(110, 96, 96, 64))
    # the flower it drinks from (the setting): a hanging trumpet on a stem
    s.path("M214,0 C210,30 200,50 196,66", "none", stroke("#4f7a3a", 3))
    s.path("M196,64 L182,86 C176,96 186,102 194,94 L206,72 Z", "#d8405a", stroke("#2b2421", 1.8))
    s.path("M182,88 l-6,6 M186,94 l-4,8 M190,92 l0,8", "none", stroke("#f6d050", 1.6))
    # the wings, a blurred fan of feathers (behind)
    for k, a in enumerate((-150, -125, -100)):
        r = math.radians(a)
        tip = (112 + 66 * math.cos(r), 88 + 66 * math.sin(r))
        body(s, [(108, 88), (tip[0] - 10, tip[1] + 4), tip, (tip[0] + 10, tip[1] + 6), (120, 90)],
             "#c8e0d8", 1.6, 'fill-opacity="0.7"')
    # the tail
    body(s, [(86, 118), (62, 138), (58, 150), (72, 146), (78, 152), (96, 126)], "#2e6a4a", 2.0)
    # the body, leaning forward toward the flower
    body(s, [(90, 118), (94, 96), (112, 82), (136, 78), (150, 86), (148, 104), (130, 118), (106, 128)],
         s.lin("green", [(0, "#4cc48a"), (1, "#1e7a54")]))
    body(s, [(104, 124), (120, 112), (140, 102), (134, 116), (118, 124)], "#f2eee2", 0)
    # the head and ruby throat
    body(s, [(130, 86), (136, 70), (152, 64), (166, 70), (168, 84), (158, 96), (140, 100)], "#2e9a66")
    body(s, [(144, 90), (160, 86), (166, 84), (160, 98), (146, 102), (136, 100)], "#d0203c", 1.8)
    s.path("M150,96 l4,-6 M156,96 l2,-6", "none", stroke("#ff8090", 1.2))
    # the needle beak reaching into the flower
    s.path("M166,76 L190,84 L166,80 Z", INK, ink(1.6))
    eye(s, 154, 74, 3.2, "#1a1410")
    return s.text()


def bee(seed: int) -> str:
    """A honeybee on a flower: the fuzzy golden body banded in black, clear veined wings, big dark eyes, bent
    antennae."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 90, 100, 70))
    # the flower (the setting): a pink bloom below
    for k in range(6):
        a = math.radians(-90 + k * 60)
        s.ellipse(120 + 26 * math.cos(a), 150 + 12 * math.sin(a), 22, 11, "#f4a8c8",
                  f'transform="rotate({k * 60} {f(120 + 26 * math.cos(a))} {f(150 + 12 * math.sin(a))})" '
                  'stroke="#2b2421" stroke-width="1.4"')
    s.circle(120, 150, 14, "#f6c840", 'stroke="#2b2421" stroke-width="1.4"')
    # the far wings
    body(s, [(118, 74), (128, 34), (150, 20), (164, 28), (156, 52), (130, 80)], "#e6f2f6", 1.6, 'fill-opacity="0.7"')
    # the striped abdomen
    fuzz = s.lin("fuzz", [(0, "#f6c43c"), (1, "#d8921c")])
    body(s, [(130, 96), (150, 82), (176, 84), (196, 96), (204, 112), (194, 126), (170, 130), (146, 122)], fuzz)
    for pts in (((150, 86), (146, 104), (152, 122)), ((168, 84), (164, 106), (170, 128)),
                ((186, 90), (184, 110), (188, 126))):
        s.path(f"M{pts[0][0]},{pts[0][1]} Q{pts[1][0]},{pts[1][1]} {pts[2][0]},{pts[2][1]}", "none",
               stroke("#2a1e14", 8))
    s.path("M204,112 l8,2", "none", stroke(INK, 2))
    # the legs
    for x0, y0, x1, y1 in ((104, 110, 96, 138), (120, 114, 120, 140), (138, 116, 150, 140)):
        s.path(f"M{x0},{y0} L{x1},{y1}", "none", stroke(INK, 3.2))
    # the fuzzy thorax and the head
    body(s, [(96, 96), (104, 80), (124, 76), (140, 86), (140, 106), (126, 116), (104, 114)], "#c88a30")
    body(s, [(70, 98), (74, 84), (88, 78), (102, 86), (104, 102), (92, 112), (76, 110)], "#3a2a1c")
    s.ellipse(90, 92, 8, 11, "#1a1410", ink(1.4))
    s.circle(87, 87, 2.4, "#ffffff")
    # the antennae
    s.path("M80,82 Q76,64 62,58 M88,80 Q90,62 80,50", "none", stroke(INK, 2))
    # the near wing, over the body
    body(s, [(122, 80), (146, 46), (172, 36), (184, 44), (170, 66), (140, 86)], "#eef8fa", 1.6, 'fill-opacity="0.75"')
    curve(s, [(130, 78), (156, 54), (178, 44)], "#8aa6b0", 1, 'opacity="0.8"')
    return s.text()


def baboon(seed: int) -> str:
    """A baboon sitting on a rock: the long dog-like muzzle, close-set eyes under a heavy brow, a cape of fur over
    the shoulders, an olive coat, the crooked tail."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 96, 100, 66))
    rock(s, 128, 124, 140, 170)
    coat = s.lin("coat", [(0, "#a69a68"), (1, "#7a6e44")])
    # the crooked tail hanging down the rock
    s.path("M170,120 C190,110 196,124 194,150", "none", stroke(INK, 9))
    s.path("M170,120 C190,110 196,124 194,150", "none", stroke("#8a7e50", 5))
    # the sitting body, the haunch and the arm
    body(s, [(110, 76), (140, 70), (166, 88), (176, 118), (168, 132), (128, 134), (100, 126), (96, 100)], coat)
    curve(s, [(144, 100), (158, 114), (154, 128)], "#5a5030", 1.5)
    body(s, [(96, 100), (92, 122), (90, 134), (104, 136), (108, 124), (110, 104)], coat, 2.2)
    # the cape of long fur over the shoulders
    body(s, [(92, 62), (118, 52), (148, 62), (160, 82), (144, 92), (120, 94), (100, 92), (86, 80)], "#b4a878")
    fur(s, [(150, 84), (132, 94), (110, 94), (90, 84)], 5, "#b4a878", side=-1, every=8)
    # the head: a mane round it, a heavy brow over close-set eyes, the long dark muzzle sloping down like a dog's
    body(s, [(92, 44), (106, 30), (126, 30), (138, 44), (136, 66), (120, 80), (98, 78), (88, 62)], "#b4a878")
    fur(s, [(90, 46), (104, 30), (126, 30), (138, 44)], 4, "#b4a878", side=-1, every=6)
    body(s, [(112, 46), (96, 46), (80, 50), (68, 58), (64, 68), (68, 78), (84, 84), (104, 80), (118, 68)], "#6a5a52")
    s.path("M78,56 Q94,52 108,54 M76,62 Q92,60 106,62", "none", stroke("#8a7a70", 1.2))
    s.ellipse(67, 66, 2.2, 2.8, "#1a1410")
    s.path("M67,74 Q80,80 98,76", "none", stroke("#2a2018", 1.5))
    body(s, [(100, 64), (116, 60), (124, 72), (112, 80)], "#b4a878", 0)
    s.path("M98,46 Q110,40 126,46", "none", stroke("#6a5e3a", 3.5))
    eye(s, 110, 52, 3.2, "#c8922a")
    eye(s, 122, 52, 3, "#c8922a")
    return s.text()


def owl(seed: int) -> str:
    """A barn owl on a branch, facing us: the white heart-shaped face disc, dark eyes, golden-buff wings flecked
    with grey, a pale speckled breast."""
    s = Svg()
    perch(s, seed, 140, 132, halo=(120, 86, 84, 78))
    buff = s.lin("buff", [(0, "#e2b874"), (1, "#b88a4a")])
    # the body and folded wings
    body(s, [(92, 74), (120, 66), (148, 74), (160, 104), (152, 134), (120, 144), (88, 134), (80, 104)], buff)
    body(s, [(100, 92), (120, 86), (140, 92), (146, 120), (120, 138), (94, 120)], "#fbf4e6", 1.6)
    for x, y in ((110, 104), (124, 100), (132, 112), (116, 118), (126, 126), (108, 124)):
        s.circle(x, y, 1.2, "#8a6a4a")
    for side in (-1, 1):
        curve(s, [(120 + side * 32, 86), (120 + side * 38, 110), (120 + side * 30, 134)], "#8a6038", 1.4)
        for y in (94, 106, 118):
            s.circle(120 + side * 34, y, 1.3, "#8a8a8a")
    # the talons on the branch
    for x in (108, 132):
        s.path(f"M{x - 5},138 l0,5 M{x},138 l0,6 M{x + 5},138 l0,5", "none", stroke("#5a4a3a", 2.2))
    # the head with its heart-shaped face
    body(s, [(84, 52), (96, 30), (120, 24), (144, 30), (156, 52), (148, 74), (120, 84), (92, 74)], buff)
    body(s, [(120, 40), (108, 32), (94, 38), (90, 56), (100, 72), (120, 82), (140, 72), (150, 56), (146, 38),
             (132, 32)], "#fbf8f0", 1.8)
    curve(s, [(120, 40), (120, 64)], "#d8b890", 1.6)
    for side in (-1, 1):
        s.circle(120 + side * 14, 52, 5.5, "#1a1410", ink(1.2))
        s.circle(120 + side * 14 - 1.8, 50, 1.6, "#ffffff")
    body(s, [(117, 62), (123, 62), (120, 70)], "#d8b890", 1.2)
    return s.text()


def hedgehog(seed: int) -> str:
    """A hedgehog snuffling to the left: a dome of brown spines tipped pale, the pointed snout with its black
    nose, a bright eye, small feet."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 110, 100, 56))
    # the feet
    for x in (88, 104, 150, 166):
        body(s, [(x - 5, 136), (x + 5, 136), (x + 6, 148), (x - 6, 148)], "#7a5a3c", 1.8)
    # the face and belly under the spines
    body(s, [(60, 120), (76, 104), (104, 102), (120, 128), (96, 142), (68, 138)], "#d8b890")
    # the dome of spines: rows of pointed spikes
    dome = [(84, 112), (96, 80), (124, 64), (156, 64), (184, 80), (198, 104), (196, 134), (170, 142), (120, 142),
            (96, 136)]
    body(s, dome, "#6a4a30")
    rng = random.Random(seed)
    d = []
    for row in range(4):
        k = 1 - row * 0.2
        n = 10 - row
        for i in range(n):
            a = math.radians(190 + (i + 0.5 + rng.uniform(-0.2, 0.2)) * 160 / n)
            cx, cy = 144 + 48 * k * math.cos(a), 118 + 50 * k * math.sin(a)
            tip = (cx + 14 * math.cos(a + 0.5), cy + 14 * math.sin(a + 0.5))
            d.append(f"M{f(cx - 4 * math.sin(a))},{f(cy + 4 * math.cos(a))} L{f(tip[0])},{f(tip[1])} "
                     f"L{f(cx + 4 * math.sin(a))},{f(cy - 4 * math.cos(a))}")
    s.path(" ".join(d), "#9a7650", ink(1.1))
    fur(s, [(88, 110), (98, 84), (122, 66), (156, 62), (184, 76), (200, 102), (200, 132)], 7, "#b89068", side=-1,
        every=7)
    # the snout
    body(s, [(86, 108), (70, 110), (50, 118), (40, 124), (46, 130), (66, 132), (88, 128)], "#e6cca4")
    s.circle(41, 125, 3.4, INK)
    eye(s, 74, 116, 3.2, "#1a1410")
    s.path("M70,103 Q74,98 80,102", "none", stroke("#7a5a3c", 2))
    whiskers(s, 50, 126, 10, -1, "#5a4a3a")
    return s.text()


def caterpillar(seed: int) -> str:
    """A fat green caterpillar climbing a stem with its many round segments, a yellow-ringed black band on each,
    stubby legs and a round face."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 90, 100, 64))
    # the twig and a big leaf (the setting)
    s.path("M0,150 C60,140 140,132 240,112", "none", stroke("#2b2421", 9))
    s.path("M0,150 C60,140 140,132 240,112", "none", stroke("#6a5034", 6))
    s.path(leaf_d(180, 124, 60, 22, -60, 4), "#6aa45a", stroke("#2b2421", 1.6))
    # the segments, from the tail to the head, arching over the twig
    pts = [(196, 112), (184, 102), (172, 94), (160, 90), (148, 90), (136, 94), (124, 102), (112, 110), (100, 116),
           (88, 120), (76, 120), (64, 116), (54, 108)]
    for i, (x, y) in enumerate(pts):
        r = 12 if 1 < i < len(pts) - 1 else 10
        body(s, [(x - r, y), (x - r * 0.7, y - r * 0.8), (x, y - r), (x + r * 0.7, y - r * 0.8), (x + r, y),
                 (x + r * 0.7, y + r * 0.8), (x, y + r), (x - r * 0.7, y + r * 0.8)], "#8ed04a", 2.0)
        if 0 < i < len(pts) - 1:
            s.path(f"M{x - 6},{y - 6} Q{x},{y - 10} {x + 6},{y - 6}", "none", stroke("#1e1a14", 3))
            s.circle(x - 5, y - 4, 1.6, "#f6c840")
            s.circle(x + 5, y - 4, 1.6, "#f6c840")
        if i % 2 == 0 and 0 < i < len(pts) - 1:
            s.path(f"M{x},{y + r - 1} l0,5", "none", stroke(INK, 3))
    # the head
    body(s, [(34, 98), (44, 88), (58, 88), (64, 100), (58, 112), (42, 114), (32, 108)], "#a6e060")
    eye(s, 46, 98, 3, "#1a1410")
    s.path("M36,108 Q40,111 44,108", "none", stroke(INK, 1.3))
    s.path("M48,88 Q46,78 40,74 M56,90 Q58,80 62,76", "none", stroke(INK, 1.6))
    return s.text()


def flamingo(seed: int) -> str:
    """A flamingo standing on one leg in the shallows: the pink plumage, the S-curved neck, the bent black-tipped
    beak, the other leg folded."""
    s = Svg()
    stage(s, seed, ground_y=140, halo=(120, 96, 84, 74))
    pond(s, 140, seed)
    pink = s.lin("pink", [(0, "#f8a8b8"), (1, "#e86a88")])
    # the standing leg, and the folded one
    s.path("M128,112 L128,130 L124,160", "none", stroke(INK, 6))
    s.path("M128,112 L128,130 L124,160", "none", stroke("#e8708a", 3))
    s.path("M136,114 L150,130 L134,132", "none", stroke(INK, 6))
    s.path("M136,114 L150,130 L134,132", "none", stroke("#e8708a", 3))
    s.ellipse(124, 160, 10, 2.5, "#ffffff", 'opacity="0.5"')
    # the body, tail feathers dark at the tip
    body(s, [(98, 96), (118, 80), (150, 80), (178, 92), (188, 104), (170, 116), (132, 120), (104, 114)], pink)
    body(s, [(170, 94), (194, 98), (200, 108), (186, 110), (176, 106)], "#2e2420", 2.0)
    curve(s, [(120, 92), (146, 98), (174, 98)], "#d05070", 1.5)
    # the long S neck and the head
    s.path("M110,90 C96,80 94,62 104,50 C114,38 112,24 100,22", "none", stroke(INK, 11))
    s.path("M110,90 C96,80 94,62 104,50 C114,38 112,24 100,22", "none", stroke("#f49aae", 7))
    body(s, [(92, 16), (102, 14), (110, 20), (106, 28), (94, 28)], "#f49aae", 2.0)
    body(s, [(92, 18), (82, 22), (78, 32), (82, 40), (84, 32), (94, 26)], "#f2ece0", 1.8)
    body(s, [(80, 30), (78, 36), (82, 40), (84, 34)], INK, 0)
    eye(s, 98, 19, 1.8, "#f0c040")
    return s.text()


def ram(seed: int) -> str:
    """A ram standing on a rock: the heavy spiral horns curling round its ears, a thick fleece of curls, a long
    pale face, dark legs."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 96, 100, 64))
    rock(s, 130, 136, 160, 172)
    wool = "#f2ead8"
    # legs
    for x in (96, 112, 150, 166):
        body(s, [(x - 5, 118), (x + 5, 118), (x + 4, 142), (x - 4, 142)], "#4a3e36", 1.8)
    # the fleece: a cloud of curls
    rng = random.Random(seed)
    body(s, [(86, 98), (100, 80), (140, 76), (176, 84), (190, 104), (180, 124), (140, 128), (100, 126)], wool)
    for _ in range(18):
        x, y = rng.uniform(96, 182), rng.uniform(86, 120)
        s.path(f"M{f(x - 4)},{f(y)} a4,4 0 1 1 6,3", "none", stroke("#c8bca4", 1.4))
    # the head: long, pale, Roman nose
    body(s, [(94, 82), (80, 74), (62, 82), (52, 100), (56, 112), (70, 114), (86, 104), (98, 94)], "#e6dcc6")
    s.ellipse(56, 106, 3, 2, "#8a7a6a")
    eye(s, 72, 88, 2.6, "#c89a40")
    # the spiral horn curling back and round
    s.path("M84,76 C96,58 122,60 124,82 C126,100 106,106 98,96 C92,88 100,80 108,84", "none", stroke(INK, 14))
    s.path("M84,76 C96,58 122,60 124,82 C126,100 106,106 98,96 C92,88 100,80 108,84", "none", stroke("#c8a870", 10))
    for t in range(6):
        a = math.radians(-150 + t * 40)
        s.path(f"M{f(106 + 14 * math.cos(a))},{f(80 + 14 * math.sin(a))} l{f(4 * math.cos(a))},{f(4 * math.sin(a))}",
               "none", stroke("#8a6a40", 1.2))
    return s.text()


def wolf(seed: int) -> str:
    """A grey wolf howling on a rise: the raised muzzle, pointed ears, a thick ruff, the grey coat pale
    underneath, the bushy tail hanging down."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 90, 96, 70), glow=(60, 20))
    rock(s, 122, 132, 170, 176)
    grey = s.lin("grey", [(0, "#a4aab0"), (1, "#6a7078")])
    # tail
    body(s, [(162, 112), (178, 118), (186, 136), (180, 146), (170, 136), (160, 124)], grey, 2.2)
    # the sitting body
    body(s, [(110, 78), (134, 74), (160, 96), (170, 124), (160, 140), (120, 142), (104, 128), (100, 100)], grey)
    body(s, [(104, 96), (120, 92), (126, 118), (118, 136), (104, 128)], "#e6e8ea", 0)
    body(s, [(104, 110), (100, 138), (96, 142), (110, 144), (114, 114)], grey, 2.2)
    curve(s, [(146, 104), (156, 122), (150, 138)], "#4a5058", 1.5)
    # the head thrown back, muzzle to the sky, mouth open
    body(s, [(96, 88), (92, 66), (84, 48), (76, 34), (74, 24), (84, 22), (98, 32), (114, 38), (130, 50), (134, 72),
             (120, 90)], grey)
    fur(s, [(98, 92), (94, 74), (90, 60)], 5, "#a4aab0", side=-1, every=5)
    fur(s, [(130, 66), (126, 84)], 5, "#a4aab0", side=1, every=5)
    body(s, [(80, 30), (88, 44), (98, 56), (94, 42), (86, 32)], "#e6e8ea", 0)
    body(s, [(80, 32), (76, 40), (84, 44), (88, 38)], "#3a2024", 1.4)
    for x0 in (110, 124):
        body(s, [(x0 - 6, 42), (x0 + 2, 22), (x0 + 8, 46)], "#6a7078", 2.2)
    s.ellipse(76, 24, 3, 2.2, INK)
    s.path("M104,42 Q109,39 113,44", "none", stroke(INK, 1.8))
    return s.text()


def lemur(seed: int) -> str:
    """A ring-tailed lemur sitting on a branch: the long tail in black and white rings curling up, the white face
    with its dark eye patches and orange eyes, a pointed black nose."""
    s = Svg()
    perch(s, seed, 130, 122, halo=(110, 90, 96, 72))
    grey = s.lin("lemurgrey", [(0, "#b4aca4"), (1, "#8a827c")])
    # the tail, rising in a curl, ringed
    tail = "M132,118 C170,120 196,100 196,70 C196,44 180,26 164,28"
    s.path(tail, "none", stroke(INK, 16))
    s.path(tail, "none", stroke("#f4f0ea", 11))
    s.path(tail, "none", stroke("#2a2422", 11, 'stroke-dasharray="9 9"'))
    # the body sitting hunched
    body(s, [(92, 84), (116, 76), (138, 90), (142, 116), (128, 128), (100, 128), (88, 112)], grey)
    body(s, [(98, 96), (112, 92), (120, 112), (110, 126), (98, 116)], "#f2ece6", 0)
    body(s, [(96, 108), (90, 124), (98, 128), (106, 112)], grey, 2.0)
    # the head: a fox-like face, white with black eye patches and muzzle
    body(s, [(84, 56), (96, 46), (114, 48), (122, 62), (116, 80), (104, 92), (92, 90), (80, 76)], "#f6f2ee")
    for x in (86, 118):
        body(s, [(x - 6, 54), (x - 2, 40), (x + 6, 52)], "#f6f2ee", 2.0)
    patch = [(92, 62), (100, 60), (104, 70), (96, 74)]          # the left eye's patch; the right one mirrors it
    for pts, x in ((patch, 98), (mirror(patch, 105), 112)):
        body(s, pts, "#2a2422", 0)
        eye(s, x, 67, 3.2, "#f08a20")
    body(s, [(100, 78), (110, 78), (108, 92), (102, 92)], "#6a6460", 0)
    s.ellipse(105, 90, 3.5, 2.5, INK)
    return s.text()


def squirrel(seed: int) -> str:
    """A red squirrel sitting up on a branch with an acorn in its paws: the great bushy tail curled up its back,
    the ear tufts, a white belly."""
    s = Svg()
    perch(s, seed, 140, 134, halo=(120, 90, 96, 72))
    red = s.lin("red", [(0, "#d87838"), (1, "#a85220")])
    # the tail, a big S of fur behind the back
    body(s, [(130, 130), (150, 118), (164, 96), (160, 70), (148, 50), (160, 36), (182, 36), (196, 52), (196, 82),
             (184, 112), (162, 134), (140, 140)], red)
    fur(s, [(196, 56), (198, 84), (186, 112), (164, 134)], 5, "#d87838", side=-1, every=7)
    curve(s, [(176, 50), (182, 74), (174, 104), (156, 126)], "#7a3a14", 1.5)
    # the body sitting up
    body(s, [(104, 86), (124, 76), (146, 92), (150, 120), (138, 134), (110, 134), (98, 116)], red)
    body(s, [(108, 96), (122, 92), (130, 114), (120, 130), (106, 122)], "#f8eede", 0)
    body(s, [(118, 124), (146, 128), (150, 136), (116, 136)], red, 2.0)
    # the acorn held up to its mouth
    body(s, [(88, 92), (96, 88), (100, 96), (96, 106), (90, 104)], "#c08a40", 1.8)
    body(s, [(86, 92), (92, 84), (100, 88), (98, 94)], "#7a5028", 1.8)
    body(s, [(96, 96), (108, 94), (112, 104), (100, 108)], red, 2.0)
    # the head with its ear tufts
    body(s, [(90, 70), (100, 56), (118, 56), (128, 70), (122, 86), (104, 92), (88, 86), (84, 78)], red)
    for x in (100, 118):
        body(s, [(x - 6, 60), (x - 1, 40), (x + 6, 58)], red, 2.0)
        s.path(f"M{x - 1},42 L{x - 4},32 M{x - 1},42 L{x + 2},31", "none", stroke("#a85220", 2.4))
    body(s, [(84, 76), (94, 80), (100, 88), (88, 88)], "#f8eede", 0)
    eye(s, 104, 70, 3.4, "#1a1410")
    s.circle(85, 78, 2, INK)
    return s.text()


def tortoise(seed: int) -> str:
    """A tortoise walking to the left: the high domed shell of ringed plates, scaly elephant-like legs, a wrinkled
    neck and a beaked head."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 106, 104, 56))
    skin = "#9a8a5e"
    # legs
    for x, far in ((90, True), (170, True), (102, False), (158, False)):
        body(s, [(x - 9, 120), (x + 9, 120), (x + 10, 148), (x - 10, 148)], "#7a6c48" if far else skin, 2.0)
        if not far:
            s.path(f"M{x - 7},148 l0,-3 M{x},148 l0,-3 M{x + 7},148 l0,-3", "none", stroke(INK, 1.4))
    # the neck and head
    body(s, [(92, 118), (72, 106), (56, 98), (42, 98), (34, 106), (40, 116), (58, 118), (80, 128)], skin)
    s.path("M60,104 q6,4 12,2 M64,112 q6,2 12,0", "none", stroke("#6a5c3a", 1.2))
    eye(s, 46, 104, 2.6, "#2a1a10")
    s.path("M34,110 Q40,113 48,112", "none", stroke(INK, 1.3))
    # the shell: a dome with a rim, hexagonal plates
    body(s, [(76, 124), (86, 92), (110, 72), (140, 68), (170, 78), (190, 100), (194, 124), (136, 130)],
         s.lin("shell", [(0, "#a88a4a"), (1, "#6a5428")]))
    body(s, [(72, 122), (136, 128), (196, 122), (196, 130), (136, 136), (72, 130)], "#5a4620", 2.0)
    for cx, cy, r in ((112, 96, 13), (140, 88, 13), (168, 98, 13), (126, 114, 11), (154, 114, 11), (92, 112, 9),
                      (182, 114, 9)):
        pts = [(cx + r * math.cos(math.radians(a)), cy + r * 0.8 * math.sin(math.radians(a))) for a in range(0, 360, 60)]
        s.poly(pts, "#c8a860", ink(1.4))
        s.poly([(cx + (x - cx) * 0.5, cy + (y - cy) * 0.5) for x, y in pts], "none", stroke("#8a6a30", 1))
    return s.text()


def coati(seed: int) -> str:
    """A coati walking to the left with its long ringed tail held straight up, the long upturned snout, a white
    masked face, small round ears."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 100, 104, 60))
    coat = s.lin("coat", [(0, "#a87444"), (1, "#7a4e28")])
    # the tail, straight up and ringed
    tail = "M176,100 C188,80 194,56 190,20"
    s.path(tail, "none", stroke(INK, 15))
    s.path(tail, "none", stroke("#c89a64", 10.5))
    s.path(tail, "none", stroke("#4a3020", 10.5, 'stroke-dasharray="7 7"'))
    # far legs
    body(s, [(96, 116), (92, 146), (102, 148), (106, 118)], "#3a2a1c", 2.0)
    body(s, [(160, 114), (166, 144), (176, 146), (172, 114)], "#3a2a1c", 2.0)
    # the body
    body(s, [(80, 100), (100, 84), (140, 80), (172, 88), (186, 106), (176, 122), (140, 126), (100, 124)], coat)
    # near legs
    body(s, [(106, 118), (104, 148), (116, 150), (118, 120)], "#4a3220", 2.0)
    body(s, [(150, 120), (152, 148), (164, 150), (162, 118)], "#4a3220", 2.0)
    # the head and the long, mobile, upturned snout
    body(s, [(92, 90), (80, 78), (64, 78), (50, 84), (36, 86), (24, 82), (20, 88), (30, 96), (52, 100), (76, 106),
             (92, 104)], coat)
    s.ellipse(21, 85, 3, 4, INK, ink(1))
    body(s, [(52, 88), (62, 84), (72, 88), (66, 96), (54, 96)], "#f2e6d2", 0)
    s.circle(74, 74, 5, coat, ink(2))
    eye(s, 64, 86, 2.6, "#1a1410")
    return s.text()


def raccoon(seed: int) -> str:
    """A raccoon standing up at the water's edge, washing a pebble in its hand-like paws: the black bandit mask
    under white brows, the grey coat, the tail in black rings."""
    s = Svg()
    stage(s, seed, ground_y=140, halo=(120, 92, 96, 70))
    pond(s, 146, seed)
    grey = s.lin("grey", [(0, "#a8a8a4"), (1, "#72726e")])
    # the ringed tail
    tail = "M136,132 C160,136 178,130 192,112"
    s.path(tail, "none", stroke(INK, 17))
    s.path(tail, "none", stroke("#c8c4bc", 12.5))
    s.path(tail, "none", stroke("#2a2826", 12.5, 'stroke-dasharray="8 8"'))
    # the body sitting up
    body(s, [(100, 82), (126, 76), (146, 98), (150, 128), (136, 144), (106, 144), (92, 126), (92, 100)], grey)
    body(s, [(104, 100), (120, 96), (128, 122), (118, 138), (104, 128)], "#dcdad4", 0)
    body(s, [(104, 136), (132, 138), (136, 148), (100, 148)], "#5a5a56", 2.0)
    # the arms, the paws together round a pebble
    for x0 in (100, 124):
        body(s, [(x0 - 4, 100), (x0 + 6, 104), (x0 - 4 + (6 if x0 < 110 else -10), 124),
                 (x0 - 10 + (6 if x0 < 110 else -8), 122)], "#5a5a56", 2.0)
    s.ellipse(108, 126, 6, 4.5, "#b8b0a0", ink(1.6))
    for x in (100, 116):
        s.path(f"M{x},122 l-2,4 M{x + 3},122 l0,5", "none", stroke(INK, 1.2))
    # the head: pointed muzzle, the mask, white brows and muzzle, rounded ears
    body(s, [(90, 60), (104, 48), (126, 50), (136, 64), (128, 80), (114, 88), (98, 86), (86, 74)], grey)
    for x in (98, 128):
        body(s, [(x - 7, 56), (x - 2, 42), (x + 6, 54)], grey, 2.0)
        s.path(f"M{x - 4},54 L{x - 2},46 L{x + 3},54", "#f2f0ea")
    body(s, [(88, 66), (100, 60), (112, 66), (124, 60), (136, 66), (130, 76), (112, 74), (94, 76)], "#1e1c1a", 0)
    s.path("M92,60 Q100,54 110,60 M114,60 Q124,54 132,60", "none", stroke("#f6f4ee", 3))
    body(s, [(104, 74), (120, 74), (116, 88), (108, 88)], "#f6f4ee", 0)
    eye(s, 102, 68, 2.8, "#3a2a1a")
    eye(s, 122, 68, 2.8, "#3a2a1a")
    s.ellipse(112, 84, 3.4, 2.4, INK)
    return s.text()


def beaver(seed: int) -> str:
    """A beaver on the bank gnawing a branch: the broad flat scaly tail, the big orange front teeth, a round brown
    body, small ears, webbed hind feet."""
    s = Svg()
    stage(s, seed, ground_y=140, halo=(120, 100, 100, 60))
    pond(s, 150, seed)
    brown = s.lin("brown", [(0, "#9a6a40"), (1, "#6a4424")])
    # the flat tail, cross-hatched
    body(s, [(160, 128), (186, 122), (214, 126), (222, 138), (208, 148), (180, 146), (162, 140)], "#4a3a34")
    for x in range(178, 218, 7):
        s.path(f"M{x},126 L{x - 6},146", "none", stroke("#6a5a54", 1))
    s.path("M172,136 L216,136", "none", stroke("#6a5a54", 1))
    # the body
    body(s, [(82, 104), (100, 80), (134, 74), (162, 90), (172, 118), (162, 140), (120, 146), (90, 136)], brown)
    fur(s, [(100, 82), (130, 74), (158, 86)], 3, "#9a6a40", side=-1, every=6)
    body(s, [(132, 136), (158, 136), (168, 146), (130, 148)], "#4a3a34", 2.0)
    # the branch held in its paws (the setting)
    s.path("M40,116 L120,100", "none", stroke("#2b2421", 8))
    s.path("M40,116 L120,100", "none", stroke("#8a6a44", 5))
    s.path("M56,113 L52,102 M98,104 L100,94", "none", stroke("#2b2421", 2))
    body(s, [(88, 108), (96, 100), (104, 104), (98, 114)], "#5a3a20", 1.8)
    # the head
    body(s, [(68, 78), (84, 68), (104, 72), (110, 90), (100, 104), (80, 108), (62, 102), (58, 90)], brown)
    s.circle(96, 70, 5, "#7a5030", ink(2))
    body(s, [(58, 92), (66, 86), (76, 92), (72, 100), (60, 100)], "#b88a60", 0)
    s.ellipse(60, 90, 4, 3, INK)
    body(s, [(64, 100), (72, 100), (71, 110), (65, 110)], "#f0a030", 1.4)
    s.path("M68,100 L68,110", "none", stroke(INK, 0.9))
    eye(s, 80, 82, 3, "#1a1410")
    whiskers(s, 62, 96, 12, -1, "#3a2a1a")
    return s.text()


def raven(seed: int) -> str:
    """A raven on a branch, head cocked: glossy blue-black plumage, the heavy arched beak, shaggy throat
    feathers, a wedge-shaped tail."""
    s = Svg()
    perch(s, seed, 136, 130, halo=(120, 90, 96, 70))
    black = s.lin("black", [(0, "#3a3e52"), (1, "#16161e")])
    # the tail
    body(s, [(150, 112), (188, 132), (196, 146), (176, 144), (142, 122)], "#1e1e28", 2.2)
    # the body and folded wing
    body(s, [(86, 86), (106, 70), (136, 74), (160, 96), (160, 118), (140, 130), (110, 128), (90, 112)], black)
    body(s, [(112, 82), (140, 80), (168, 106), (176, 128), (150, 122), (120, 104)], "#262836")
    for y in (96, 106, 116):
        curve(s, [(124, y - 8), (150, y + 2), (168, y + 16)], "#4a5068", 1.2)
    s.path("M112,80 C124,74 136,76 144,82", "none", stroke("#6a74a0", 2.5, 'opacity="0.7"'))
    # feet
    for x in (112, 128):
        s.path(f"M{x},126 L{x},134 M{x - 5},136 L{x},132 L{x + 5},136", "none", stroke("#1a1a1a", 2.4))
    # the head and the heavy beak
    body(s, [(84, 58), (96, 46), (114, 48), (120, 62), (112, 80), (92, 86), (80, 76)], black)
    fur(s, [(84, 78), (96, 88)], 5, "#262836", side=1, every=4)
    body(s, [(86, 56), (66, 56), (50, 64), (64, 68), (86, 70)], "#1a1a22", 2.2)
    s.path("M50,64 Q60,61 86,63", "none", stroke("#5a6070", 1.2))
    eye(s, 98, 58, 3, "#3a2a1a")
    return s.text()


def bat(seed: int) -> str:
    """A fruit bat flying at dusk, wings spread: the leathery wings stretched between long fingers, a fox-like furry
    head with big ears, a furry body."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 84, 110, 64), glow=(120, 40))
    wing = s.lin("wing", [(0, "#6a4a58"), (1, "#3e2a34")])
    for side in (-1, 1):
        def X(pts, side=side):
            return [(120 + side * dx, y) for dx, y in pts]
        # the wing membrane, scalloped between the fingers
        body(s, X([(8, 70), (30, 56), (62, 40), (96, 36), (108, 56), (100, 76), (86, 70), (76, 88), (60, 82),
                   (48, 100), (32, 92), (14, 104)]), wing)
        for dx, y in ((96, 36), (86, 70), (60, 82), (32, 92)):
            s.path(f"M{120 + side * 10},{72} L{120 + side * 40},{50} L{120 + side * dx},{y}", "none",
                   stroke("#2a1a22", 1.6))
        s.path(f"M{120 + side * 40},50 l{side * -4},-6", "none", stroke(INK, 2))
    # the furry body and head
    body(s, [(108, 66), (120, 58), (132, 66), (134, 96), (126, 112), (114, 112), (106, 96)], "#8a5a3a")
    body(s, [(104, 50), (110, 38), (120, 36), (130, 38), (136, 50), (132, 62), (120, 68), (108, 62)], "#a06a3e")
    for side in (-1, 1):
        body(s, [(120 + side * 6, 40), (120 + side * 14, 22), (120 + side * 18, 40)], "#6a4a38", 2.0)
    body(s, [(112, 54), (120, 50), (128, 54), (124, 64), (116, 64)], "#7a5238", 0)
    s.ellipse(120, 58, 3, 2, INK)
    eye(s, 113, 48, 2.8, "#1a1410")
    eye(s, 127, 48, 2.8, "#1a1410")
    for side in (-1, 1):
        s.path(f"M{120 + side * 6},112 l{side * 2},6", "none", stroke(INK, 2))
    return s.text()


def cockatoo(seed: int) -> str:
    """A sulphur-crested cockatoo on a branch: white plumage, the raised fan of yellow crest feathers, a hooked
    dark beak, a bare pale ring round its eye."""
    s = Svg()
    perch(s, seed, 142, 136, halo=(120, 86, 90, 76))
    white = s.lin("white", [(0, "#ffffff"), (1, "#e0e4e6")])
    # the tail
    body(s, [(132, 124), (150, 150), (142, 168), (128, 164), (120, 130)], "#eef0ee", 2.2)
    # the body
    body(s, [(96, 88), (116, 72), (140, 80), (150, 104), (144, 130), (124, 140), (104, 132), (94, 112)], white)
    curve(s, [(128, 88), (144, 106), (142, 128)], "#b8c0c4", 1.4)
    for y in (100, 110, 120):
        curve(s, [(130, y), (140, y + 4)], "#c8d0d4", 1)
    for x in (112, 128):
        s.path(f"M{x - 4},138 l0,6 M{x + 2},138 l0,6", "none", stroke("#5a5a5a", 2.6))
    # the crest: long yellow feathers fanned up and back
    for k, a in enumerate((-160, -140, -120, -100, -80)):
        s.path(leaf_d(110, 50, 38 - k * 2, 6, a + 10, -4), "#f6d030", ink(1.6))
    # the head
    body(s, [(90, 56), (100, 44), (118, 44), (128, 58), (124, 76), (108, 84), (94, 78), (86, 68)], white)
    s.circle(106, 58, 5, "#e8eef4", ink(1))
    eye(s, 106, 58, 2.8, "#1a1410")
    # the hooked beak
    body(s, [(90, 62), (80, 62), (72, 70), (74, 80), (80, 76), (84, 72), (92, 74)], "#3a3a3e", 2.0)
    body(s, [(88, 74), (80, 78), (86, 82), (94, 78)], "#4a4a4e", 1.6)
    return s.text()


def meerkat(seed: int) -> str:
    """A meerkat standing sentinel on its hind legs: slim and upright, the dark patches round its eyes, small
    dark ears, the paws held at its chest, a thin dark-tipped tail as a prop."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 90, 80, 76))
    # the burrow's mound (the setting)
    s.path("M60,160 C80,136 160,136 180,160 Z", "#b89a6a", stroke("#2b2421", 2))
    s.ellipse(150, 152, 14, 5, "#3a2a1a")
    tan = s.lin("tan", [(0, "#d8b888"), (1, "#a88858")])
    # the tail propped on the ground
    s.path("M130,136 C146,140 156,144 164,146", "none", stroke(INK, 7))
    s.path("M130,136 C146,140 156,144 164,146", "none", stroke("#b89868", 3.5))
    s.path("M158,145 L164,146", "none", stroke(INK, 3.5))
    # the upright body
    body(s, [(108, 60), (128, 56), (138, 84), (140, 116), (134, 144), (106, 144), (100, 116), (100, 84)], tan)
    body(s, [(110, 76), (124, 74), (128, 110), (120, 138), (110, 128)], "#efe0c4", 0)
    for y in (94, 102, 110):
        s.path(f"M{136},{y} l-6,2", "none", stroke("#8a6a40", 1.2))
    # the paws held at the chest
    for x in (108, 124):
        body(s, [(x - 4, 78), (x + 4, 80), (x + 2, 96), (x - 4, 94)], tan, 1.8)
        s.path(f"M{x - 4},96 l0,3 M{x},96 l0,3", "none", stroke(INK, 1.2))
    # the feet
    body(s, [(104, 140), (118, 140), (120, 148), (100, 148)], tan, 1.8)
    body(s, [(122, 140), (136, 140), (140, 148), (120, 148)], tan, 1.8)
    # the head, a pointed snout, dark eye patches
    body(s, [(104, 40), (114, 30), (128, 30), (136, 40), (134, 52), (124, 62), (110, 62), (102, 52)], tan)
    for x in (105, 135):
        s.circle(x, 38, 4, "#3a2a1a", ink(1.6))
    body(s, [(108, 38), (116, 36), (118, 44), (110, 46)], "#3a2a1a", 0)
    body(s, [(124, 36), (132, 38), (130, 46), (122, 44)], "#3a2a1a", 0)
    eye(s, 113, 41, 2.4, "#1a1410")
    eye(s, 127, 41, 2.4, "#1a1410")
    body(s, [(114, 50), (126, 50), (122, 60), (118, 60)], "#c8a878", 0)
    s.ellipse(120, 58, 2.8, 2, INK)
    return s.text()


def horse(seed: int) -> str:
    """A chestnut horse galloping to the left: the long head, the flowing dark mane and tail, slender legs with
    hooves, a white blaze."""
    s = Svg()
    stage(s, seed, ground_y=150, halo=(120, 94, 106, 66))
    coat = s.lin("coat", [(0, "#c07a44"), (1, "#8a4c22")])
    mane = "#3a2418"
    # the tail streaming behind
    body(s, [(184, 84), (204, 78), (222, 88), (226, 110), (214, 104), (206, 94), (196, 100)], mane)
    # far legs
    s.path("M92,108 L72,124 L60,126", "none", stroke(INK, 9))
    s.path("M92,108 L72,124 L60,126", "none", stroke("#7a4420", 5.5))
    s.path("M172,108 L190,128 L206,136", "none", stroke(INK, 9))
    s.path("M172,108 L190,128 L206,136", "none", stroke("#7a4420", 5.5))
    # the body
    body(s, [(80, 86), (100, 74), (140, 74), (176, 78), (190, 92), (182, 112), (150, 118), (104, 116), (84, 106)], coat)
    # near legs, reaching
    for d in ("M100,110 L86,132 L80,148", "M166,112 L160,134 L170,150"):
        s.path(d, "none", stroke(INK, 10))
        s.path(d, "none", stroke("#a86232", 6.5))
    for x, y in ((80, 148), (170, 150)):
        s.rect(x - 5, y - 2, 10, 5, "#2a2018", ink(1.4))
    # the neck and head reaching forward
    body(s, [(84, 94), (72, 72), (62, 54), (52, 46), (36, 50), (22, 60), (20, 68), (30, 72), (46, 70), (58, 80),
             (70, 102)], coat)
    body(s, [(34, 56), (28, 62), (30, 66), (38, 62)], "#f6eee0", 0)
    s.ellipse(24, 66, 2, 1.4, INK)
    body(s, [(54, 46), (58, 34), (64, 46)], "#8a4c22", 2.0)
    eye(s, 48, 56, 2.6, "#1a1410")
    # the mane along the neck
    fur(s, [(58, 46), (70, 58), (80, 74), (92, 84)], 9, mane, side=-1, every=6)
    return s.text()


def axolotl(seed: int) -> str:
    """An axolotl in a pond: the pink smiling face, three feathery gill stalks on each side of its broad head,
    small dark eyes, little fingered legs, a long finned tail."""
    s = Svg()
    stage(s, seed, ground_y=120, halo=(120, 110, 100, 60))
    s.rect(0, 62, 240, 118, s.lin("water", [(0, ("#8fc8c0", 0.85)), (1, ("#2f6a70", 0.95))]))
    s.path("M0,160 C60,150 160,156 240,150 L240,180 L0,180 Z", "#4a6a40", stroke("#2b2421", 1.6))
    pink = s.lin("axo", [(0, "#ffc4d0"), (1, "#f098ae")])
    # the tail with its fin
    body(s, [(150, 118), (184, 112), (218, 104), (232, 108), (214, 124), (180, 132), (150, 134)], "#f8b0c0", 2.2)
    # legs
    for x, y, dx in ((96, 130, -6), (140, 134, 6), (108, 134, -2), (152, 136, 8)):
        s.path(f"M{x},{y - 8} L{x + dx},{y + 8}", "none", stroke(INK, 6))
        s.path(f"M{x},{y - 8} L{x + dx},{y + 8}", "none", stroke("#f8a8bc", 3))
        s.path(f"M{x + dx - 3},{y + 11} L{x + dx},{y + 8} L{x + dx + 3},{y + 11}", "none", stroke(INK, 1.4))
    # the body
    body(s, [(84, 110), (110, 102), (150, 106), (166, 118), (150, 132), (110, 134), (86, 126)], pink)
    curve(s, [(120, 104), (140, 106), (160, 112)], "#e07890", 1.2)
    # the gills: three feathery stalks on each side of the broad head, fanning out
    for x0, y0, angles in ((52, 92, (-120, -150, -180)), (94, 92, (-60, -30, 0))):
        for a in angles:
            r = math.radians(a)
            tip = (x0 + 24 * math.cos(r), y0 + 22 * math.sin(r))
            d = f"M{x0},{y0} L{f(tip[0])},{f(tip[1])}"
            s.path(d, "none", stroke(INK, 6.5))
            s.path(d, "none", stroke("#e0507a", 3.5))
            for t in (0.4, 0.65, 0.9):
                px, py = x0 + (tip[0] - x0) * t, y0 + (tip[1] - y0) * t
                s.path(f"M{f(px)},{f(py)} l{f(5 * math.cos(r + 1.1))},{f(5 * math.sin(r + 1.1))} "
                       f"M{f(px)},{f(py)} l{f(5 * math.cos(r - 1.1))},{f(5 * math.sin(r - 1.1))}", "none",
                       stroke("#e0507a", 2))
    # the broad head, smiling
    body(s, [(46, 96), (56, 82), (78, 78), (96, 86), (100, 102), (92, 116), (70, 120), (50, 112)], pink)
    eye(s, 62, 94, 2.6, "#1a1410")
    eye(s, 84, 94, 2.6, "#1a1410")
    s.path("M60,106 Q72,114 86,106", "none", stroke(INK, 1.6))
    blush(s, 56, 104, 4)
    blush(s, 90, 104, 4)
    return s.text()


def chimpanzee(seed: int) -> str:
    """A chimpanzee sitting on a branch: the black coat, the pale bare face with its heavy brow and wide mouth, the
    big round ears, long arms."""
    s = Svg()
    perch(s, seed, 140, 132, halo=(120, 92, 96, 70), thick=15)
    black = s.lin("chimp", [(0, "#3e3430"), (1, "#1e1816")])
    # the body, legs folded
    body(s, [(92, 84), (120, 74), (150, 84), (160, 112), (152, 134), (120, 140), (90, 132), (84, 108)], black)
    body(s, [(96, 118), (120, 112), (148, 120), (150, 138), (92, 138)], "#2a2220", 2.0)
    # the long arms reaching down to the branch
    for d in ("M98,92 C84,108 84,124 92,136", "M146,92 C160,108 160,124 152,136"):
        s.path(d, "none", stroke(INK, 14))
        s.path(d, "none", stroke("#2e2624", 10))
    for x in (92, 152):
        body(s, [(x - 7, 132), (x + 7, 132), (x + 8, 140), (x - 8, 140)], "#c8a088", 1.8)
    # the ears
    for x in (92, 148):
        s.circle(x, 58, 9, "#c8a088", ink(2.2))
        s.circle(x, 58, 4.5, "#a87e68")
    # the head: black hair round a pale face
    body(s, [(96, 44), (110, 32), (130, 32), (144, 44), (146, 64), (136, 80), (104, 80), (94, 64)], black)
    body(s, [(102, 52), (112, 46), (128, 46), (138, 52), (140, 66), (132, 80), (120, 84), (108, 80), (100, 66)],
         "#d8b49a", 2.0)
    s.path("M104,54 Q112,48 119,54 Q128,48 136,54", "none", stroke("#8a6a58", 2.4))
    eye(s, 112, 58, 2.8, "#4a2a14")
    eye(s, 128, 58, 2.8, "#4a2a14")
    s.ellipse(117, 66, 1.2, 1, INK)
    s.ellipse(123, 66, 1.2, 1, INK)
    s.path("M108,72 Q120,80 132,72", "none", stroke(INK, 1.6))
    return s.text()


def toucan(seed: int) -> str:
    """A toco toucan on a branch: the enormous orange beak with its black tip, black plumage, the white throat, a
    blue ring round the eye, red under the tail."""
    s = Svg()
    perch(s, seed, 136, 130, halo=(124, 90, 96, 72))
    # the tail hanging down
    body(s, [(150, 118), (164, 150), (158, 170), (144, 168), (138, 124)], "#1a1a1e", 2.2)
    # the body
    body(s, [(118, 70), (140, 68), (160, 92), (162, 118), (150, 132), (126, 132), (112, 112), (110, 86)],
         s.lin("tblack", [(0, "#2e2e36"), (1, "#141418")]))
    body(s, [(114, 74), (128, 72), (134, 90), (122, 100), (112, 92)], "#fbf6e6", 0)
    body(s, [(140, 126), (154, 124), (152, 132), (140, 132)], "#d8302c", 0)
    for x in (128, 142):
        s.path(f"M{x - 4},130 l0,6 M{x + 2},130 l0,6", "none", stroke("#4a5a8a", 2.6))
    # the head
    body(s, [(112, 68), (118, 54), (134, 52), (142, 64), (138, 78), (120, 82)], "#1e1e24")
    s.circle(128, 64, 5, "#4ab0e0", ink(1.4))
    eye(s, 128, 64, 2.6, "#1a1410")
    # the great beak
    body(s, [(116, 58), (96, 48), (70, 48), (46, 56), (34, 66), (50, 70), (76, 70), (100, 72), (116, 74)],
         s.lin("beak", [(0, "#ffd040"), (1, "#f07820")], vertical=False))
    body(s, [(46, 56), (34, 66), (50, 70), (56, 60)], "#1a1a1e", 0)
    s.path("M40,64 Q80,60 114,66", "none", stroke(INK, 1.4))
    s.path("M112,56 L112,74", "none", stroke("#e05a20", 2))
    return s.text()


def fire_varan(seed: int) -> str:
    """The Fire Varan: a great monitor lizard wreathed in flames, low and menacing, glowing cracks in its dark
    scales, the forked tongue out, embers rising."""
    s = Svg()
    stage(s, seed, ground_y=148, halo=(120, 104, 110, 66))
    # the glow of the fire round it
    s.ellipse(120, 112, 116, 54, s.rad("blaze", [(0, ("#ff8a30", 0.7)), (0.6, ("#ff6a20", 0.3)), (1, ("#ff4a10", 0))]))
    rng = random.Random(seed)
    # flames licking up behind
    for x in range(40, 210, 16):
        h = rng.uniform(26, 46)
        s.path(f"M{x - 9},{112} C{x - 10},{112 - h * 0.5} {x + 4},{112 - h * 0.6} {x},{112 - h} "
               f"C{x + 10},{112 - h * 0.5} {x + 12},{112 - h * 0.2} {x + 9},{112} Z", "#f8902c", 'opacity="0.9"')
        s.path(f"M{x - 4},{112} C{x - 4},{112 - h * 0.3} {x + 2},{112 - h * 0.4} {x + 1},{112 - h * 0.6} "
               f"C{x + 5},{112 - h * 0.3} {x + 6},{112 - h * 0.1} {x + 4},{112} Z", "#ffd060")
    hide = s.lin("varan", [(0, "#6a2418"), (1, "#2a0e0a")])
    # the tail sweeping round behind
    body(s, spine([(176, 112), (200, 118), (220, 130), (230, 146), (214, 150)], [12, 9, 6, 3, 1]), hide)
    # far legs
    for x0, x1 in ((88, 72), (168, 186)):
        s.path(f"M{x0},120 L{x1},136 L{x1 - 6},146", "none", stroke(INK, 11))
        s.path(f"M{x0},120 L{x1},136 L{x1 - 6},146", "none", stroke("#4a1a10", 7))
    # the long low body
    body(s, [(62, 104), (90, 92), (140, 90), (178, 100), (186, 116), (164, 128), (110, 130), (70, 122)], hide)
    # glowing cracks in the scales
    for pts in (((96, 100), (108, 108), (120, 102), (132, 112)), ((140, 98), (152, 106), (166, 104)),
                ((104, 118), (118, 122), (134, 118), (150, 122)), ((190, 122), (206, 128), (218, 138))):
        curve(s, pts, "#ffb040", 2.2)
    fur(s, [(70, 100), (100, 90), (140, 88), (176, 98), (200, 114)], 6, "#8a2a14", side=-1, every=9)
    # near legs, claws spread
    for x0, x1 in ((100, 92), (156, 164)):
        s.path(f"M{x0},122 L{x1},142", "none", stroke(INK, 13))
        s.path(f"M{x0},122 L{x1},142", "none", stroke("#5a1e12", 9))
        s.path(f"M{x1 - 8},150 L{x1 - 4},144 L{x1},151 L{x1 + 4},144 L{x1 + 8},150", "none", stroke(INK, 2))
    # the head: flat, long, low, jaws a little apart, the forked tongue
    body(s, [(76, 98), (56, 94), (36, 96), (20, 102), (18, 108), (34, 112), (56, 114), (76, 116)], hide)
    s.path("M20,108 L48,108", "none", stroke("#ffb040", 1.6))
    s.path("M18,106 L4,104 L-2,98 M4,104 L0,110", "none", stroke("#e0302a", 2))
    body(s, [(44, 96), (50, 90), (60, 92), (56, 98)], "#8a2a14", 1.6)
    s.circle(52, 98, 3.2, "#ffd040", ink(1.2))
    s.ellipse(52, 98, 0.9, 2.6, INK)
    # embers rising
    for _ in range(8):
        x, y = rng.uniform(30, 220), rng.uniform(20, 80)
        s.circle(x, y, rng.uniform(1.2, 2.4), "#ffc050", 'opacity="0.9"')
    return s.text()


ANIMALS: dict[int, Callable[[int], str]] = {
    1: bear,
    2: beetle,
    3: lynx,
    4: fox,
    5: goldfish,
    6: tanuki,
    7: wild_boar,
    8: weasel,
    9: hare,
    10: fawn,
    11: hummingbird,
    12: bee,
    13: baboon,
    14: owl,
    15: hedgehog,
    16: caterpillar,
    17: flamingo,
    18: ram,
    19: wolf,
    20: lemur,
    21: squirrel,
    22: tortoise,
    23: coati,
    24: raccoon,
    25: beaver,
    26: raven,
    27: bat,
    28: cockatoo,
    29: meerkat,
    30: horse,
    31: axolotl,
    32: chimpanzee,
    33: toucan,
    66: fire_varan,
}


# ------------------------------------------------------------------------------------------------ back, emblem

GOLD = "#e8c468"
GOLD_DARK = "#9a7428"


def _sacred_tree(s: Svg, cx: float, foot: float, size: float, seed: int, leaf: str, light: str) -> None:
    """The Sacred Tree: a short twisted trunk under a broad crown of cloud-like lobes (no ink: an ornament)."""
    rng = random.Random(seed)
    k = size / 100
    s.path(f"M{f(cx - 9 * k)},{f(foot)} C{f(cx - 6 * k)},{f(foot - 24 * k)} {f(cx - 14 * k)},{f(foot - 40 * k)} "
           f"{f(cx - 4 * k)},{f(foot - 56 * k)} L{f(cx + 6 * k)},{f(foot - 56 * k)} C{f(cx + 12 * k)},"
           f"{f(foot - 40 * k)} {f(cx + 6 * k)},{f(foot - 24 * k)} {f(cx + 11 * k)},{f(foot)} Z", leaf)
    d = []
    for dx, dy, r in ((0, -78, 26), (-30, -66, 20), (30, -66, 20), (-18, -92, 18), (18, -92, 18), (-44, -56, 13),
                      (44, -56, 13)):
        d.append(blob_d(cx + dx * k, foot + dy * k, r * k, 7, rng, 0.12))
    s.path(" ".join(d), leaf)
    for dx, dy in ((-22, -80), (16, -70), (0, -98), (30, -88), (-36, -62)):
        s.circle(cx + dx * k, foot + dy * k, 2.2 * k, light)


def _glow(s: Svg, x: float, y: float, r: float) -> None:
    s.circle(x, y, r * 4, s.rad("lightglow", [(0, (LIGHT, 1)), (0.3, (LIGHT_GLOW, 0.6)), (1, (LIGHT_GLOW, 0))]))
    s.circle(x, y, r, LIGHT)


def back() -> str:
    """The draw piles' back: the Sacred Tree in gold on a deep forest green, in a gold frame, among spirit
    lights."""
    s = Svg(200, 280)
    s.rect(0, 0, 200, 280, s.lin("night", [(0, "#1f4a3e"), (0.6, "#2c5e44"), (1, "#173a30")]))
    s.circle(100, 150, 96, s.rad("aura", [(0, ("#f6dc8a", 0.55)), (0.5, ("#f6dc8a", 0.18)), (1, ("#f6dc8a", 0))]))
    s.rect(9, 9, 182, 262, "none", f'rx="14" {stroke(GOLD, 3)}')
    s.rect(16, 16, 168, 248, "none", f'rx="10" {stroke(GOLD_DARK, 1.4)}')
    for x, y, a in ((16, 16, 45), (184, 16, 135), (184, 264, 225), (16, 264, 315)):
        for t in (-24, 0, 24):
            r = math.radians(a + t)
            s.path(f"M{f(x)},{f(y)} L{f(x + 20 * math.cos(r))},{f(y + 20 * math.sin(r))}", "none",
                   stroke(GOLD_DARK, 1.6))
        s.circle(x, y, 4, GOLD)
    s.circle(100, 150, 62, "none", stroke(GOLD, 2.2))
    s.circle(100, 150, 56, "none", stroke(GOLD_DARK, 1))
    _sacred_tree(s, 100, 196, 92, 3, GOLD, "#fff6d0")
    s.path("M60,198 Q100,190 140,198", "none", stroke(GOLD, 2.4))
    rng = random.Random(8)
    for _ in range(9):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(70, 96)
        _glow(s, 100 + math.cos(a) * r * 0.85, 150 + math.sin(a) * r * 1.15, rng.uniform(1.6, 2.6))
    return s.text()


def emblem() -> str:
    """Living Forest's emblem: a round medallion, the Sacred Tree at dusk with a spirit light, a gold ring."""
    s = Svg(200, 200)
    s.circle(100, 100, 97, GOLD_DARK)
    s.circle(100, 100, 92, s.lin("dusk", [(0, "#3f6f5e"), (0.6, "#9fb886"), (1, "#f0d08a")]))
    s.circle(100, 120, 60, s.rad("sunset", [(0, ("#fff3c4", 0.9)), (1, ("#fff3c4", 0))]))
    # the hills and the mossy ground, as segments of the medallion's disc (the SVG reader has no clipping)
    s.path("M17.2,140 C50,128 90,142 120,134 C150,128 170,136 182.8,140 A92,92 0 0 1 17.2,140 Z", "#7fa587")
    s.path("M22.8,150 C60,146 140,154 177.2,150 A92,92 0 0 1 22.8,150 Z", "#3c6234")
    _sacred_tree(s, 100, 158, 112, 5, "#2f5a3c", "#fff3c4")
    for x, y, r in ((52, 70, 3), (150, 62, 2.6), (136, 112, 2.2), (64, 118, 2)):
        _glow(s, x, y, r)
    s.circle(100, 100, 92, "none", stroke(GOLD, 4))
    s.circle(100, 100, 85, "none", stroke("#fff3c4", 1, 'opacity="0.6"'))
    return s.text()
