"""Living Forest's Protective Trees (assets/cards/livingforest/tree-<id>.svg): one original tree per type, drawn
alone on a transparent square (120 x 120, the trunk's foot at the bottom centre) so that the tile
(scenes/livingforest/glyphs.py) composes it with its ground, cost and elements.

Each type is a different tree, its look hinting at what it gives: a birch and an orange tree for the sun, a willow,
a mangrove and a cedar for water, an oak for seeds, pines bent by the wind, blossoms for flowers, a golden ginkgo
for the big sun tree, an old spirit tree with two crowns for the "same action twice" tree; the starting tree is a
young sapling.

    python tools/livingforest_art/trees.py [OUT_DIR]     (default: assets/cards/livingforest)

Uses tools/canopee_art/svg.py's writing helpers (loaded by path: both folders are script folders).
"""
from __future__ import annotations

import importlib.util
import math
import random
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("canopee_svg", _HERE.parent / "canopee_art" / "svg.py")
svg = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(svg)

Svg, blob_d, f, ink, leaf_d, smooth_closed, stroke = (svg.Svg, svg.blob_d, svg.f, svg.ink, svg.leaf_d,
                                                       svg.smooth_closed, svg.stroke)

SIZE = 120
FOOT = 112           # where the trunk meets the ground


def _new() -> Svg:
    s = Svg(SIZE, SIZE)
    s.ellipse(60, FOOT + 1, 30, 5, "#000000", 'opacity="0.18"')       # its shadow on the tile
    return s


def _trunk(s: Svg, top: float, w_top: float, w_bot: float, colour: str, lean: float = 0.0,
           bottom: float = FOOT, cx: float = 60) -> None:
    """A tapering trunk from (cx, bottom) up to ``top``, leaning ``lean`` px at the top, slightly flared at the foot."""
    l0, r0 = cx - w_bot / 2, cx + w_bot / 2
    l1, r1 = cx + lean - w_top / 2, cx + lean + w_top / 2
    mid = (top + bottom) / 2
    d = (f"M{f(l0 - 4)},{f(bottom)} C{f(l0)},{f(bottom - 6)} {f(l1 - lean * 0.3)},{f(mid)} {f(l1)},{f(top)} "
         f"L{f(r1)},{f(top)} C{f(r1 - lean * 0.3)},{f(mid)} {f(r0)},{f(bottom - 6)} {f(r0 + 4)},{f(bottom)} Z")
    s.path(d, colour, ink(2.2))


def _crown(s: Svg, blobs, fill: str, seed: int, shade: str | None = None, width: float = 2.4) -> None:
    """A crown of foliage clumps: one outlined silhouette, then a shade on the lower clumps."""
    rng = random.Random(seed)
    d = " ".join(blob_d(x, y, r, 9, rng, 0.12) for x, y, r in blobs)
    s.path(d, fill, ink(width))
    s.path(d, fill)              # covers the inner outlines, so the crown reads as one mass
    if shade:
        rng = random.Random(seed + 1)
        low = [b for b in blobs if b[1] >= sum(q[1] for q in blobs) / len(blobs)]
        s.path(" ".join(blob_d(x + r * 0.15, y + r * 0.25, r * 0.7, 8, rng, 0.1) for x, y, r in low), shade,
               'opacity="0.55"')


def _dots(s: Svg, points, r: float, fill: str, outline: float = 1.2) -> None:
    for x, y in points:
        s.circle(x, y, r, fill, ink(outline))


def birch() -> str:          # t3a: sun 1 — a slim white birch with a light crown
    s = _new()
    _trunk(s, 40, 7, 10, "#eeeadc")
    for y, w in ((96, 5), (82, 4), (68, 5), (54, 3)):
        s.path(f"M{f(57 - w / 2)},{f(y)} h{f(w)}", "none", stroke("#2b2420", 2))
    _crown(s, [(60, 30, 20), (44, 42, 14), (76, 42, 14), (60, 48, 14)], "#b8d86a", 31, "#8ab848")
    _dots(s, [(52, 26), (68, 34), (58, 42)], 2.2, "#f4e07a", 0.8)
    return s.text()


def willow() -> str:         # t3b: water 1 — a weeping willow
    s = _new()
    _trunk(s, 46, 10, 16, "#8a6a48", lean=-3)
    _crown(s, [(56, 34, 22), (74, 36, 18), (40, 40, 14)], "#7ab48a", 32)
    rng = random.Random(33)
    for i in range(9):
        x = 30 + i * 7.5
        length = rng.uniform(34, 52)
        s.path(f"M{f(x)},{f(40)} C{f(x - 3)},{f(40 + length * 0.5)} {f(x + 2)},{f(40 + length * 0.8)} "
               f"{f(x - 1)},{f(40 + length)}", "none", stroke("#2b2420", 5))
        s.path(f"M{f(x)},{f(40)} C{f(x - 3)},{f(40 + length * 0.5)} {f(x + 2)},{f(40 + length * 0.8)} "
               f"{f(x - 1)},{f(40 + length)}", "none", stroke("#8cc4a0", 3))
    for x, y in ((44, 58), (70, 62), (58, 72)):
        s.path(f"M{f(x)},{f(y)} q3,4 0,7 q-3,-3 0,-7 Z", "#6ab0e6", ink(0.9))       # drops on the fronds
    return s.text()


def pine() -> str:           # t4a: wind 1 — a pine in three tiers
    s = _new()
    _trunk(s, 80, 7, 11, "#7a5232")
    for top, half, y in ((10, 16, 44), (28, 24, 66), (46, 32, 90)):
        s.poly([(60, top), (60 + half, y), (60 - half, y)], "#3f8a5e", ink(2.3))
        s.path(f"M{f(60 - half * 0.7)},{f(y - 3)} L{f(60 + half * 0.7)},{f(y - 3)}", "none",
               stroke("#2e6a46", 2, 'opacity="0.7"'))
    for x, y in ((30, 30), (92, 24), (96, 40)):
        s.path(f"M{f(x)},{f(y)} q8,-6 16,0", "none", stroke("#9ad4d4", 2.2))        # a breeze
    return s.text()


def cherry() -> str:         # t4b: flower 1 — a small blossoming cherry
    s = _new()
    _trunk(s, 56, 8, 12, "#6e4a38", lean=4)
    s.path("M64,62 C70,52 80,48 86,44", "none", stroke("#2b2420", 6))
    s.path("M64,62 C70,52 80,48 86,44", "none", stroke("#6e4a38", 3.5))
    _crown(s, [(60, 36, 18), (42, 46, 14), (80, 40, 16), (62, 52, 14)], "#f4b8cc", 41, "#e48aa8")
    for x, y in ((48, 34), (66, 28), (80, 46), (56, 50), (40, 50)):
        for k in range(5):
            a = math.radians(72 * k - 90)
            s.circle(x + 2.6 * math.cos(a), y + 2.6 * math.sin(a), 1.8, "#ffffff")
        s.circle(x, y, 1.3, "#e04a7a")
    return s.text()


def orange() -> str:         # t5a: sun 2 — a round orange tree
    s = _new()
    _trunk(s, 60, 8, 12, "#8a6040")
    _crown(s, [(60, 40, 26), (38, 48, 16), (82, 48, 16)], "#4e9a3e", 51, "#357a2e")
    _dots(s, [(46, 34), (70, 30), (60, 50), (80, 50), (40, 52), (64, 38)], 4, "#f59a24")
    return s.text()


def oak() -> str:            # t5b: seed 1 — a broad oak with acorns
    s = _new()
    _trunk(s, 52, 14, 22, "#7a5434")
    for sx in (-1, 1):
        s.path(f"M60,70 C{f(60 + sx * 10)},62 {f(60 + sx * 20)},58 {f(60 + sx * 28)},52", "none",
               stroke("#2b2420", 7))
        s.path(f"M60,70 C{f(60 + sx * 10)},62 {f(60 + sx * 20)},58 {f(60 + sx * 28)},52", "none",
               stroke("#7a5434", 4.5))
    _crown(s, [(60, 30, 20), (36, 40, 18), (84, 40, 18), (24, 54, 11), (96, 54, 11), (60, 46, 16)],
           "#6a9a3a", 52, "#4e7a2a")
    for x, y in ((42, 50), (74, 52), (58, 30)):
        s.ellipse(x, y + 2.5, 3, 4, "#c08848", ink(1))
        s.ellipse(x, y - 0.5, 4, 2.2, "#6a4424", ink(1))
    return s.text()


def mangrove() -> str:       # t6: water 2 — a mangrove on arching roots over water
    s = _new()
    s.ellipse(60, FOOT, 44, 6, "#6ab0e6", ink(1.6))
    for x0, x1 in ((60, 30), (60, 44), (60, 76), (60, 90)):
        s.path(f"M{f(x0)},84 C{f((x0 + x1) / 2)},80 {f(x1)},92 {f(x1)},{f(FOOT)}", "none", stroke("#2b2420", 6))
        s.path(f"M{f(x0)},84 C{f((x0 + x1) / 2)},80 {f(x1)},92 {f(x1)},{f(FOOT)}", "none", stroke("#9a7a54", 3.5))
    _trunk(s, 44, 9, 12, "#9a7a54", bottom=88)
    _crown(s, [(60, 30, 20), (40, 38, 15), (80, 38, 15), (60, 44, 14)], "#2f8a6a", 61, "#1f6a52")
    s.path("M36,108 q6,-3 12,0 M70,110 q6,-3 12,0", "none", stroke("#ffffff", 1.4, 'opacity="0.8"'))
    return s.text()


def windswept() -> str:      # t7: wind 2 — a pine bent by the wind, its crown streaming
    s = _new()
    d = "M52,112 C50,92 54,76 66,64 C74,56 82,50 86,40 L92,42 C88,54 80,62 74,70 C64,82 62,96 66,112 Z"
    s.path(d, "#8a6244", ink(2.2))
    for x, y, w in ((80, 36, 36), (62, 52, 30), (88, 56, 22)):
        s.path(f"M{f(x - w * 0.6)},{f(y)} C{f(x - w * 0.4)},{f(y - 12)} {f(x + w * 0.5)},{f(y - 10)} "
               f"{f(x + w * 0.6)},{f(y - 2)} C{f(x + w * 0.4)},{f(y + 6)} {f(x - w * 0.3)},{f(y + 6)} "
               f"{f(x - w * 0.6)},{f(y)} Z", "#4a8a6a", ink(2.2))
    for y in (24, 40, 74):
        s.path(f"M10,{f(y)} q12,-6 24,0 q6,3 10,-2", "none", stroke("#9ad4d4", 2.4))
    return s.text()


def cedar() -> str:          # t8: water 3 — a great cedar, its flat tiers holding rain
    s = _new()
    _trunk(s, 20, 8, 16, "#6a4a34")
    for y, half in ((22, 16), (40, 28), (58, 38), (76, 46)):
        s.path(f"M{f(60 - half)},{f(y + 6)} C{f(60 - half * 0.6)},{f(y - 6)} {f(60 + half * 0.6)},{f(y - 6)} "
               f"{f(60 + half)},{f(y + 6)} Z", "#2e6e5a", ink(2.2))
        s.path(f"M{f(60 - half * 0.7)},{f(y + 4)} L{f(60 + half * 0.7)},{f(y + 4)}", "none",
               stroke("#5aa0c8", 2, 'opacity="0.8"'))
    return s.text()


def magnolia() -> str:       # t9: flower 2 — a magnolia with big violet flowers
    s = _new()
    _trunk(s, 58, 8, 12, "#7a5a4a", lean=-2)
    for sx in (-1, 1):
        s.path(f"M59,70 C{f(59 + sx * 8)},62 {f(59 + sx * 16)},56 {f(59 + sx * 24)},46", "none",
               stroke("#2b2420", 5.5))
        s.path(f"M59,70 C{f(59 + sx * 8)},62 {f(59 + sx * 16)},56 {f(59 + sx * 24)},46", "none",
               stroke("#7a5a4a", 3))
    _crown(s, [(60, 34, 18), (38, 42, 15), (82, 42, 15)], "#7aa05a", 91, "#5a8040")
    for x, y in ((42, 32), (60, 22), (78, 32), (52, 44), (70, 46), (32, 48), (88, 48)):
        for a in (-90, -30, -150):
            s.path(leaf_d(x, y + 3, 9, 4, a), "#c46ad0", ink(1))
        s.circle(x, y + 2, 1.8, "#fbe7f4")
    return s.text()


def ginkgo() -> str:         # t10: sun 4 — a tall golden ginkgo
    s = _new()
    _trunk(s, 18, 8, 14, "#7a5a3a")
    rng = random.Random(101)
    for x, y, r in ((60, 22, 16), (42, 40, 16), (78, 40, 16), (50, 62, 15), (72, 62, 15), (60, 46, 14)):
        s.path(blob_d(x, y, r, 9, rng, 0.1), "#f2c22e", ink(2.2))
    for x, y in ((60, 22), (42, 40), (78, 40), (50, 62), (72, 62)):
        s.path(f"M{f(x)},{f(y + 5)} l-6,-9 q6,-4 12,0 Z", "#fbe27a", ink(1))         # fan leaves
    s.circle(60, 44, 6, "#fff3b0", ink(1.2))
    return s.text()


def spirit() -> str:         # t11: same action twice — an old spirit tree, twisted, with two crowns
    s = _new()
    s.path("M44,112 C50,92 42,78 50,62 C56,52 50,44 44,38 L52,34 C60,44 64,52 62,62 C66,52 72,44 78,36 L86,40 "
           "C78,50 72,60 70,72 C68,88 76,98 80,112 Z", "#6a5a6e", ink(2.2))
    s.path("M56,96 C62,88 58,80 62,72", "none", stroke("#9a8aa8", 1.6))
    _crown(s, [(40, 30, 17), (28, 40, 10)], "#5e9a8e", 111, "#3e7a6e")
    _crown(s, [(84, 30, 17), (96, 40, 10)], "#8a78c4", 112, "#6a58a4")
    for x, y in ((40, 30), (84, 30)):
        s.path(f"M{f(x - 6)},{f(y)} a6,6 0 1,1 6,6", "none", stroke("#f6f0ff", 2))        # spirit swirls
    return s.text()


def sapling() -> str:        # start: the starting tree, a young tree
    s = _new()
    _trunk(s, 56, 5, 8, "#8a6444")
    s.path(leaf_d(61, 60, 22, 8, -40), "#8ac85a", ink(1.8))
    s.path(leaf_d(59, 66, 20, 7, -145), "#7ab84e", ink(1.8))
    _crown(s, [(60, 40, 16), (48, 48, 11), (72, 48, 11)], "#6ab04e", 7, "#4e9040")
    s.circle(60, 34, 3, "#fff6c8", 'opacity="0.8"')
    return s.text()


TREES = {
    "t3a": birch, "t3b": willow, "t4a": pine, "t4b": cherry, "t5a": orange, "t5b": oak, "t6": mangrove,
    "t7": windswept, "t8": cedar, "t9": magnolia, "t10": ginkgo, "t11": spirit, "start": sapling,
}


def write(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for tree_id, draw in TREES.items():
        path = out / f"tree-{tree_id}.svg"
        path.write_text(draw(), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else _HERE.parent.parent / "assets" / "cards" / "livingforest"
    for p in write(target):
        print(p)
