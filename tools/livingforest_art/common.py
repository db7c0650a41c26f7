"""What Living Forest's animal drawings share (animals_a.py, animals_b.py): the backdrop of the Spirit forest and a
small drawing kit, on top of tools/canopee_art/svg.py's SVG writer (imported, not copied).

The mood: a Japanese-inspired enchanted forest at dusk — a gold sky low behind layered misty hills, tall cedar
silhouettes, a red maple branch overhead, moss, and spirit lights (soft glowing orbs) drifting about. None of the
backdrop is drawn with the subject's ink (``INK``): the table cuts each animal out from its first inked element for
its icons (scenes/artkit/painter.py, ``cut_subject``). The setting an animal stands on (a branch, a rock) is
outlined with ``set_ink``, which the cut-out does not treat as the subject's.

Stable API (add, never change a signature):

- re-exported from svg.py: ``Svg``, ``INK``, ``f``, ``ink``, ``set_ink``, ``stroke``, ``leaf_d``, ``smooth_closed``,
  ``smooth_open``, ``blob_d``;
- the scene: ``stage(s, seed, ground_y=148, halo=(120, 96, 104, 70), glow=(190, 30))`` (the backdrop, first),
  ``spirit_lights(s, seed, n=5, box=...)`` (foreground lights, drawn after the animal), ``bough``, ``perch``
  (the backdrop and a branch), ``rock``, ``pond``, ``grass``;
- shapes: ``body`` (a smooth inked shape), ``curve`` (a smooth detail line), ``tube`` (an inked limb or tail along
  a path), ``spine`` (an outline along a centre line), ``mirror``, ``moved``;
- features: ``peeper`` (an eye), ``eye`` (an eye with a coloured iris and pupil), ``nose``, ``whiskers``,
  ``fur`` (a fringe of tufts along a line), ``stripes``, ``spots``, ``blush``.

Every drawing is a function ``(seed) -> str`` (the SVG text, 240 x 180), registered by card id in its module's
``ANIMALS``.
"""
from __future__ import annotations

import math
import random
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent
for _p in (_HERE, _HERE.parent / "canopee_art"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from svg import (INK, PREC, Svg, blob_d, f, ink, leaf_d, set_ink, smooth_closed, smooth_open,  # noqa: E402,F401
                 stroke)

W, H = 240, 180

# the Spirit forest's colours
SKY_TOP = "#4f7d6c"        # dusk green overhead
SKY_MID = "#a9c08c"
SKY_LOW = "#f1d89a"        # gold at the horizon
HILL_FAR = "#a7bfa0"
HILL_NEAR = "#7fa587"
CEDAR = "#52806a"
MOSS_TOP = "#6f9a4c"
MOSS_BOTTOM = "#3c6234"
MAPLE = ("#d9583a", "#e9843e", "#c8402e")
LIGHT = "#fff3c4"          # a spirit light's core
LIGHT_GLOW = "#ffe9a0"


# ------------------------------------------------------------------------------------------------ the scene


def stage(s: Svg, seed: int, ground_y: float = 148, halo=(120, 96, 104, 70), glow=(190, 30)) -> None:
    """The Spirit forest behind the subject: the sky, the hills, the cedars, the maple overhead, the mossy ground,
    a few far spirit lights and a soft halo where the animal stands (``halo``: cx, cy, rx, ry). ``glow``: where the
    low sun shines through. Written in whole units (never looked at closely), to keep the files small."""
    PREC[0] = 0
    try:
        _stage(s, random.Random(seed), ground_y, halo, glow)
    finally:
        PREC[0] = 1


def _stage(s: Svg, rng: random.Random, ground_y: float, halo, glow) -> None:
    s.rect(0, 0, W, H, s.lin("sky", [(0, SKY_TOP), (0.55, SKY_MID), (1, SKY_LOW)]))
    gx, gy = glow
    s.circle(gx, gy + 40, 80, s.rad("sun", [(0, (LIGHT, 0.9)), (0.35, (LIGHT_GLOW, 0.45)), (1, (LIGHT_GLOW, 0))]))
    # two layers of misty hills, the far one paler
    for colour, base, amp, op in ((HILL_FAR, ground_y - 52, 16, "0.9"), (HILL_NEAR, ground_y - 30, 12, "0.85")):
        pts = [(-10, H)]
        x = -10.0
        while x < W + 20:
            pts.append((x, base - rng.uniform(0, amp)))
            x += rng.uniform(26, 44)
        pts.append((W + 10, H))
        s.path(smooth_open(pts) + " Z", colour, f'opacity="{op}"')
        s.rect(0, base - 4, W, 10, "#ffffff", 'opacity="0.18"')           # mist on the hill's foot
    # tall cedars, dark and narrow, in a loose row
    n = rng.randint(4, 6)
    for k in range(n):
        x = (k + rng.uniform(0.15, 0.85)) * W / n
        top = rng.uniform(10, 40)
        w = rng.uniform(10, 16)
        foot = ground_y + 2
        tiers = []
        for k in range(5):
            y0 = top + (foot - top) * k / 5
            half = w * (0.35 + 0.13 * k)
            tiers.append(f"M{f(x)},{f(y0)} L{f(x + half)},{f(y0 + (foot - top) / 4)} "
                         f"L{f(x - half)},{f(y0 + (foot - top) / 4)} Z")
        s.path(" ".join(tiers), CEDAR, 'opacity="0.75"')
    # a maple branch reaching in from a top corner: small seven-point leaves
    left = rng.random() < 0.5
    x0 = -4 if left else W + 4
    s.path(f"M{f(x0)},6 Q{f(x0 + (40 if left else -40))},2 {f(x0 + (78 if left else -78))},14", "none",
           stroke("#5a3a2a", 3, 'opacity="0.8"'))
    for k in range(7):
        t = (k + 1) / 8
        lx = x0 + (78 if left else -78) * t + rng.uniform(-6, 6)
        ly = 6 + 10 * t + rng.uniform(-4, 8)
        _maple_leaf(s, lx, ly, rng.uniform(6, 9), rng.uniform(0, 360), MAPLE[k % 3])
    # the mossy ground
    s.path(f"M0,{f(ground_y)} C60,{f(ground_y - 7)} 150,{f(ground_y + 5)} {W},{f(ground_y - 4)} V{H} H0 Z",
           s.lin("moss", [(0, MOSS_TOP), (1, MOSS_BOTTOM)]))
    for _ in range(4):
        gx0 = rng.uniform(0, W)
        s.path(blob_d(gx0, ground_y + rng.uniform(4, 14), rng.uniform(8, 14), 6, rng), "#86ad58", 'opacity="0.6"')
    # far spirit lights, small and faint
    _lights(s, rng, 4, (10, 30, W - 20, ground_y - 50), 2.6, 0.8)
    hx, hy, hrx, hry = halo
    s.ellipse(hx, hy, hrx, hry, s.rad("halo", [(0, ("#fffbe6", 0.55)), (0.6, ("#fffbe6", 0.2)),
                                              (1, ("#fffbe6", 0))]))


def _maple_leaf(s: Svg, x: float, y: float, r: float, turn: float, colour: str) -> None:
    """A Japanese maple leaf: seven pointed lobes round a centre."""
    pts = []
    for k in range(14):
        a = math.radians(turn + k * 360 / 14)
        rr = r if k % 2 == 0 else r * 0.42
        pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
    s.poly(pts, colour)


def _lights(s: Svg, rng: random.Random, n: int, box, r: float, opacity: float) -> None:
    x, y, w, h = box
    glow = s.rad("spirit", [(0, (LIGHT, 1)), (0.3, (LIGHT_GLOW, 0.7)), (1, (LIGHT_GLOW, 0))])
    for _ in range(n):
        cx, cy = rng.uniform(x, x + w), rng.uniform(y, y + h)
        rr = r * rng.uniform(0.8, 1.3)
        s.circle(cx, cy, rr * 4, glow, f'opacity="{opacity:.2g}"')
        s.circle(cx, cy, rr * 0.8, LIGHT)


def spirit_lights(s: Svg, seed: int, n: int = 5, box=(8, 20, 224, 120)) -> None:
    """Spirit lights drifting in front of the scene (drawn after the animal; no ink, so icons leave them out
    only when they lie outside the animal's box — keep ``box`` clear of it or ``n`` small)."""
    _lights(s, random.Random(seed * 7 + 3), n, box, 2.4, 0.85)


def bough(s: Svg, y0: float, y1: float, thick: float = 14, seed: int = 1) -> None:
    """A mossy branch across the scene from the left (y0) to the right (y1): the setting, outlined but not the
    subject."""
    s.path(f"M-6,{f(y0 - thick / 2)} C80,{f(y0 - thick / 2 - 5)} 160,{f(y1 - thick / 2 + 4)} 246,{f(y1 - thick / 2)} "
           f"L246,{f(y1 + thick / 2)} C160,{f(y1 + thick / 2 + 4)} 80,{f(y0 + thick / 2 - 5)} -6,{f(y0 + thick / 2)} Z",
           s.lin("bough", [(0, "#8a6a4a"), (1, "#54402c")]), set_ink(2.4))
    s.path(f"M14,{f(y0 - thick / 2)} C50,{f(y0 - thick / 2 - 3)} 80,{f(y0 - thick / 2 - 3)} 104,"
           f"{f(y0 - thick / 2 - 1)}", "none", stroke("#8cbf5a", 3.2, 'opacity="0.9"'))
    rng = random.Random(seed)
    for x in (24, 214):
        y = y0 + (y1 - y0) * x / 240
        for a in (-130, -70, 60):
            s.path(leaf_d(x + rng.uniform(-5, 5), y, 17, 5, a + rng.uniform(-10, 10)), "#6aa45a", set_ink(1.4))


def perch(s: Svg, seed: int, y0: float, y1: float, halo=(120, 90, 96, 70), thick: float = 14) -> None:
    """The scene of an animal sitting on a branch: the backdrop (its ground low), then the branch from y0 to y1."""
    stage(s, seed, ground_y=150, halo=halo)
    bough(s, y0, y1, thick, seed)


def rock(s: Svg, cx: float, top: float, w: float, foot: float = 160) -> None:
    """A mossy rock, ``w`` wide, from ``top`` down to ``foot`` (the setting)."""
    pts = [(cx - w / 2, foot), (cx - w * 0.46, top + (foot - top) * 0.45), (cx - w * 0.3, top + 2),
           (cx + w * 0.05, top - 2), (cx + w * 0.34, top + 4), (cx + w / 2, foot)]
    s.path(smooth_closed(pts), s.lin("rock", [(0, "#a5a79a"), (1, "#6c6e66")]), set_ink(2.2))
    s.path(f"M{f(cx - w * 0.3)},{f(top + 3)} C{f(cx - w * 0.1)},{f(top - 3)} {f(cx + w * 0.15)},{f(top - 1)} "
           f"{f(cx + w * 0.32)},{f(top + 5)}", "none", stroke("#8cbf5a", 4, 'opacity="0.85"'))


def pond(s: Svg, y: float, seed: int = 1) -> None:
    """Still water from ``y`` to the bottom, with ripples (the setting)."""
    s.rect(0, y, W, H - y, s.lin("pond", [(0, "#7fb6b0"), (1, "#3f7a80")]))
    rng = random.Random(seed)
    for _ in range(5):
        x, yy = rng.uniform(10, W - 30), rng.uniform(y + 6, H - 6)
        s.path(f"M{f(x)},{f(yy)} q8,-3 16,0", "none", stroke("#d8f0ea", 1.4, 'opacity="0.8"'))


def grass(s: Svg, x: float, y: float, seed: int = 1, colour: str = "#5f8f40") -> None:
    """A tuft of grass blades rising from (x, y), in front of the animal's feet (no ink)."""
    rng = random.Random(seed)
    for k in range(5):
        a = -90 + (k - 2) * 16 + rng.uniform(-6, 6)
        s.path(leaf_d(x + (k - 2) * 2, y, rng.uniform(10, 16), 2.2, a), colour)


# ------------------------------------------------------------------------------------------------ shapes


def body(s: Svg, points, fill, width: float = 2.5, extra: str = "") -> None:
    """A smooth closed shape through the points, inked (``width`` 0: no outline, e.g. a marking on the coat)."""
    attrs = [ink(width)] if width else []
    if extra:
        attrs.append(extra)
    s.path(smooth_closed(points), fill, " ".join(attrs))


def curve(s: Svg, points, colour: str = INK, width: float = 2.0, extra: str = "") -> None:
    """A smooth open line through the points (fur lines, folds, a mouth)."""
    s.path(smooth_open(points), "none", stroke(colour, width, extra))


def tube(s: Svg, d: str, fill: str, width: float) -> None:
    """A leg, a tail or a neck along the path ``d``: an inked stroke with the colour inside it."""
    s.path(d, "none", stroke(INK, width + 4.5))
    s.path(d, "none", stroke(fill, width))


def spine(points, half_widths):
    """The outline of a body along a centre line (a tail, a snake, a trunk): each point with its half width; give
    the result to ``body``."""
    n = len(points)
    left, right = [], []
    for i, (x, y) in enumerate(points):
        (ax, ay), (bx, by) = points[max(0, i - 1)], points[min(n - 1, i + 1)]
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = (ay - by) / length, (bx - ax) / length
        w = half_widths[i]
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    return left + right[::-1]


def mirror(points, cx: float = 120.0):
    """The points mirrored about the vertical line x = cx (the other ear, the other leg)."""
    return [(2 * cx - x, y) for x, y in points]


def moved(points, dx: float = 0.0, dy: float = 0.0, k: float = 1.0):
    """The points scaled by ``k`` about the origin, then moved by (dx, dy)."""
    return [(x * k + dx, y * k + dy) for x, y in points]


# ------------------------------------------------------------------------------------------------ features


def peeper(s: Svg, x, y, r, iris: str = INK, pupil: str | None = None, shine: bool = True) -> None:
    """A round eye: the iris (inked), an optional pupil, a highlight."""
    s.circle(x, y, r, iris, ink(max(1.0, r * 0.3)))
    if pupil:
        s.circle(x, y, r * 0.55, pupil)
    if shine:
        s.circle(x - r * 0.33, y - r * 0.33, r * 0.3, "#ffffff")


def eye(s: Svg, x, y, r, iris: str = "#6a4a2a", slit: bool = False) -> None:
    """An eye with a coloured iris and a dark pupil (round, or a vertical slit for cats and reptiles)."""
    s.circle(x, y, r, iris, ink(max(0.9, r * 0.28)))
    if slit:
        s.ellipse(x, y, r * 0.28, r * 0.8, INK)
    else:
        s.circle(x, y, r * 0.58, INK)
    s.circle(x - r * 0.3, y - r * 0.32, r * 0.28, "#ffffff")


def nose(s: Svg, x, y, w, colour: str = INK) -> None:
    """A soft rounded-triangle nose, ``w`` wide, centred on (x, y)."""
    h = w * 0.62
    s.path(f"M{f(x - w / 2)},{f(y - h / 2)} Q{f(x)},{f(y - h * 0.8)} {f(x + w / 2)},{f(y - h / 2)} "
           f"Q{f(x + w * 0.2)},{f(y + h / 2)} {f(x)},{f(y + h / 2)} Q{f(x - w * 0.2)},{f(y + h / 2)} "
           f"{f(x - w / 2)},{f(y - h / 2)} Z", colour, ink(max(0.8, w * 0.12)))
    s.ellipse(x - w * 0.12, y - h * 0.2, w * 0.14, h * 0.12, "#ffffff", 'opacity="0.5"')


def whiskers(s: Svg, x, y, length: float, side: int = 1, colour: str = "#f4efe4") -> None:
    """Three whiskers fanning out from (x, y) to one side (``side`` 1 right, -1 left)."""
    for k, a in enumerate((-14, 0, 14)):
        r = math.radians(a)
        ex, ey = x + side * length * math.cos(r), y + length * math.sin(r)
        s.path(f"M{f(x)},{f(y)} Q{f((x + ex) / 2)},{f((y + ey) / 2 - 2)} {f(ex)},{f(ey)}", "none",
               stroke(colour, 0.9, 'opacity="0.9"'))


def fur(s: Svg, points, length: float, colour: str, side: int = 1, every: float = 7.0) -> None:
    """A fringe of pointed tufts along a line (a ruff, a mane, a shaggy edge): ``side`` 1 to the line's right
    as it runs, -1 its left. Inked thinly, so the tufts belong to the animal."""
    d = []
    for (ax, ay), (bx, by) in zip(points, points[1:]):
        seg = math.hypot(bx - ax, by - ay)
        if seg < 1e-6:
            continue
        ux, uy = (bx - ax) / seg, (by - ay) / seg
        nx, ny = -uy * side, ux * side
        steps = max(1, round(seg / every))
        for k in range(steps):
            t0, t1 = k / steps, (k + 1) / steps
            p0 = (ax + (bx - ax) * t0, ay + (by - ay) * t0)
            p1 = (ax + (bx - ax) * t1, ay + (by - ay) * t1)
            tip = ((p0[0] + p1[0]) / 2 + nx * length + ux * length * 0.4,
                   (p0[1] + p1[1]) / 2 + ny * length + uy * length * 0.4)
            d.append(f"M{f(p0[0])},{f(p0[1])} L{f(tip[0])},{f(tip[1])} L{f(p1[0])},{f(p1[1])}")
    if d:
        s.path(" ".join(d), colour, ink(1.2))


def stripes(s: Svg, marks, colour: str, width: float = 3.0) -> None:
    """Coat stripes: each mark a list of points drawn as a tapered smooth line (no ink)."""
    for pts in marks:
        s.path(smooth_open(pts), "none", stroke(colour, width))


def spots(s: Svg, centres, r: float, colour: str) -> None:
    """Round coat spots (no ink)."""
    for x, y in centres:
        s.circle(x, y, r, colour)


def blush(s: Svg, x, y, r, colour: str = "#f2a0a0") -> None:
    """A soft cheek blush (the style's warm touch)."""
    s.ellipse(x, y, r, r * 0.62, colour, 'opacity="0.6"')
