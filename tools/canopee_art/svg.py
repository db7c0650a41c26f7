"""Small SVG writing helpers for Canopée's card art (original drawings, generated as plain SVG paths)."""
from __future__ import annotations

import math
import random

INK = "#2b2420"        # the outline ink of every subject (scenes/artkit/painter.py's OUTLINE_INK: icons cut there)
W, H = 240, 180


PREC = [1]          # decimals written (the backdrop is written in whole units: it is never looked at closely)


def f(x: float) -> str:
    s = f"{x:.{PREC[0]}f}"
    if s.endswith(".0"):
        s = s[:-2]
    return "0" if s == "-0" else s


def pts(points) -> str:
    return " ".join(f"{f(x)},{f(y)}" for x, y in points)


class Svg:
    def __init__(self, w: int = W, h: int = H):
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self._ids: set[str] = set()

    # -------------------------------------------------------------- defs
    def lin(self, gid: str, stops, vertical: bool = True, x2: str = "0%", y2: str = "100%") -> str:
        if gid not in self._ids:
            self._ids.add(gid)
            a = 'x1="0%" y1="0%" x2="0%" y2="100%"' if vertical else f'x1="0%" y1="0%" x2="{x2}" y2="{y2}"'
            s = "".join(_stop(o, c) for o, c in stops)
            self.defs.append(f'<linearGradient id="{gid}" {a}>{s}</linearGradient>')
        return f"url(#{gid})"

    def rad(self, gid: str, stops, cx: str = "50%", cy: str = "50%", r: str = "50%") -> str:
        if gid not in self._ids:
            self._ids.add(gid)
            s = "".join(_stop(o, c) for o, c in stops)
            self.defs.append(f'<radialGradient id="{gid}" cx="{cx}" cy="{cy}" r="{r}">{s}</radialGradient>')
        return f"url(#{gid})"

    # -------------------------------------------------------------- shapes
    def add(self, tag: str) -> None:
        self.body.append(tag)

    def rect(self, x, y, w, h, fill, extra: str = "") -> None:
        self.add(f'<rect x="{f(x)}" y="{f(y)}" width="{f(w)}" height="{f(h)}" fill="{fill}"{_x(extra)}/>')

    def circle(self, cx, cy, r, fill, extra: str = "") -> None:
        self.add(f'<circle cx="{f(cx)}" cy="{f(cy)}" r="{f(r)}" fill="{fill}"{_x(extra)}/>')

    def ellipse(self, cx, cy, rx, ry, fill, extra: str = "") -> None:
        self.add(f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(rx)}" ry="{f(ry)}" fill="{fill}"{_x(extra)}/>')

    def path(self, d: str, fill: str = "none", extra: str = "") -> None:
        self.add(f'<path d="{d}" fill="{fill}"{_x(extra)}/>')

    def poly(self, points, fill, extra: str = "") -> None:
        self.add(f'<polygon points="{pts(points)}" fill="{fill}"{_x(extra)}/>')

    def group(self, transform: str) -> None:
        self.add(f'<g transform="{transform}">')

    def end(self) -> None:
        self.add("</g>")

    def text(self) -> str:
        head = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {self.w} {self.h}" '
                f'width="{self.w}" height="{self.h}">')
        return "\n".join([head, "<defs>", *self.defs, "</defs>", *self.body, "</svg>"]) + "\n"


def _stop(o, c) -> str:
    if isinstance(c, tuple):
        return f'<stop offset="{o}" stop-color="{c[0]}" stop-opacity="{c[1]}"/>'
    return f'<stop offset="{o}" stop-color="{c}"/>'


def _x(extra: str) -> str:
    return f" {extra}" if extra else ""


def ink(width: float = 2.5) -> str:
    """The subject's outline (soft: round joints), as the existing cards draw theirs."""
    return f'stroke="{INK}" stroke-width="{f(width)}" stroke-linejoin="round" stroke-linecap="round"'


SET = "#2b2421"        # the outline of the setting (a perch, a log): looks like the ink, but is not the subject


def set_ink(width: float = 2.5) -> str:
    """The outline of what the subject sits on: drawn like the ink, left out of the icon's cut-out."""
    return f'stroke="{SET}" stroke-width="{f(width)}" stroke-linejoin="round" stroke-linecap="round"'


def stroke(colour: str, width: float, extra: str = "") -> str:
    s = f'stroke="{colour}" stroke-width="{f(width)}" stroke-linecap="round" stroke-linejoin="round"'
    return f"{s} {extra}" if extra else s


# ------------------------------------------------------------------ shape makers (path data)


def leaf_d(x, y, length, width, angle_deg, bend: float = 0.0) -> str:
    """A pointed leaf from its base (x, y), ``length`` long, ``width`` wide, along angle (0 = right, -90 = up)."""
    a = math.radians(angle_deg)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    tip = (x + ux * length + nx * bend, y + uy * length + ny * bend)
    c1 = (x + ux * length * 0.3 + nx * width, y + uy * length * 0.3 + ny * width)
    c2 = (x + ux * length * 0.8 + nx * width * 0.7 + nx * bend, y + uy * length * 0.8 + ny * width * 0.7 + ny * bend)
    c3 = (x + ux * length * 0.8 - nx * width * 0.7 + nx * bend, y + uy * length * 0.8 - ny * width * 0.7 + ny * bend)
    c4 = (x + ux * length * 0.3 - nx * width, y + uy * length * 0.3 - ny * width)
    return (f"M{f(x)},{f(y)} C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(tip[0])},{f(tip[1])} "
            f"C{f(c3[0])},{f(c3[1])} {f(c4[0])},{f(c4[1])} {f(x)},{f(y)} Z")


def vein_d(x, y, length, angle_deg, bend: float = 0.0) -> str:
    a = math.radians(angle_deg)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    mid = (x + ux * length * 0.5 + nx * bend * 0.6, y + uy * length * 0.5 + ny * bend * 0.6)
    tip = (x + ux * length * 0.85 + nx * bend, y + uy * length * 0.85 + ny * bend)
    return f"M{f(x)},{f(y)} Q{f(mid[0])},{f(mid[1])} {f(tip[0])},{f(tip[1])}"


def blob_d(cx, cy, r, n: int, rng: random.Random, wobble: float = 0.25) -> str:
    """A soft irregular round blob (foliage clumps), as a closed smooth path."""
    p = []
    for i in range(n):
        a = 2 * math.pi * i / n
        rr = r * (1 + rng.uniform(-wobble, wobble))
        p.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * 0.85))
    return smooth_closed(p)


def smooth_closed(p) -> str:
    """A closed Catmull-Rom-like curve through the points (as cubic Béziers)."""
    n = len(p)
    d = f"M{f(p[0][0])},{f(p[0][1])}"
    for i in range(n):
        p0, p1, p2, p3 = p[i - 1], p[i], p[(i + 1) % n], p[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f" C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(p2[0])},{f(p2[1])}"
    return d + " Z"


def smooth_open(p) -> str:
    n = len(p)
    d = f"M{f(p[0][0])},{f(p[0][1])}"
    for i in range(n - 1):
        p0, p1, p2 = p[max(0, i - 1)], p[i], p[i + 1]
        p3 = p[min(n - 1, i + 2)]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d += f" C{f(c1[0])},{f(c1[1])} {f(c2[0])},{f(c2[1])} {f(p2[0])},{f(p2[1])}"
    return d


# ------------------------------------------------------------------ the rainforest backdrop

MOODS = {
    # sky top, sky bottom, far foliage, mid foliage, ground top, ground bottom, glow
    "forest": ("#cfe9c6", "#9fd0a8", "#8fc49a", "#5f9e6e", "#5c8f46", "#34612c", "#fff8d8"),
    "floor": ("#b9dcb2", "#86bd8e", "#77ac82", "#4b8a5a", "#6a8a3e", "#3c5a24", "#f6f2cc"),
    "sky": ("#a6d8f0", "#d8f0e2", "#9ccaa6", "#6aa878", "#5c8f46", "#34612c", "#fffbe6"),
    "storm": ("#6f8496", "#aebfc4", "#7f9a8e", "#4f6e5c", "#4c6a3c", "#2c4424", "#e8eef0"),
    "fire": ("#f2b27a", "#f6dca0", "#b89a6a", "#8a6a44", "#6a5030", "#3e2c18", "#fff0c0"),
    "sick": ("#d6dca0", "#b8c88a", "#a6b27a", "#7a8a52", "#6e6e3a", "#44441e", "#f4f0c8"),
    "dry": ("#f0d8a4", "#e8c48a", "#c8aa78", "#a08458", "#b08a52", "#7a5a30", "#fff4d0"),
    "dusk": ("#c8b8e0", "#f2d2b0", "#9aa8a4", "#6a8274", "#54703e", "#2e4a26", "#fff0d8"),
    "deep": ("#a8d6b4", "#6eae84", "#6aa47a", "#3f7e52", "#4a7a38", "#28481e", "#f0f6d0"),
}


def backdrop(s: Svg, seed: int, mood: str = "forest", ground_y: float = 132, glow=(190, 30),
             halo=(120, 96, 104, 70), vines: int = 2, far_trunks: int = 4) -> None:
    """Sky through the canopy, far trunks, foliage layers, hanging vines, the forest floor and a halo behind the
    subject. Nothing here carries the subject's ink (the icon cut-out starts at the first inked element)."""
    PREC[0] = 0
    try:
        _backdrop(s, seed, mood, ground_y, glow, halo, vines, far_trunks)
    finally:
        PREC[0] = 1


def _backdrop(s, seed, mood, ground_y, glow, halo, vines, far_trunks) -> None:
    rng = random.Random(seed)
    sky_t, sky_b, far, mid, g_t, g_b, glow_c = MOODS[mood]
    s.rect(0, 0, s.w, s.h, s.lin("sky", [(0, sky_t), (1, sky_b)]))
    gx, gy = glow
    s.circle(gx, gy, 70, s.rad("glow", [(0, (glow_c, 0.95)), (0.4, (glow_c, 0.45)), (1, (glow_c, 0))]))
    # far trunks, pale and straight
    for _ in range(far_trunks):
        x = rng.uniform(8, s.w - 8)
        w = rng.uniform(4, 9)
        s.path(f"M{f(x - w / 2)},0 L{f(x - w * 0.7)},{f(ground_y)} L{f(x + w * 0.7)},{f(ground_y)} "
               f"L{f(x + w / 2)},0 Z", far, 'opacity="0.8"')
    # the canopy overhead: clumps along the top edge
    x, d = -10.0, []
    while x < s.w + 10:
        r = rng.uniform(16, 26)
        d.append(blob_d(x, rng.uniform(-6, 8), r, 6, rng))
        x += r * rng.uniform(1.1, 1.5)
    s.path(" ".join(d), mid)
    # far foliage band behind the ground
    x, d = -10.0, []
    while x < s.w + 10:
        r = rng.uniform(12, 22)
        d.append(blob_d(x, ground_y - rng.uniform(4, 16), r, 6, rng))
        x += r * rng.uniform(1.0, 1.4)
    s.path(" ".join(d), far)
    # hanging vines
    for _ in range(vines):
        vx = rng.uniform(10, s.w - 10)
        length = rng.uniform(40, 90)
        sway = rng.uniform(-12, 12)
        s.path(f"M{f(vx)},0 C{f(vx + sway)},{f(length * 0.4)} {f(vx - sway)},{f(length * 0.7)} "
               f"{f(vx + sway * 0.5)},{f(length)}", "none", stroke(mid, 1.6))
        for k in range(3):
            t = (k + 1) / 4
            lx, ly = vx + sway * (0.5 - t) * 0.8, length * t
            s.path(leaf_d(lx, ly, 8, 3, 60 if k % 2 else 120), mid)
    # the floor
    s.path(f"M0,{f(ground_y)} C60,{f(ground_y - 8)} 150,{f(ground_y + 6)} 240,{f(ground_y - 4)} V{s.h} H0 Z",
           s.lin("ground", [(0, g_t), (1, g_b)]))
    # leaf litter and small plants along the floor
    for _ in range(5):
        lx = rng.uniform(0, s.w)
        ly = rng.uniform(ground_y + 6, s.h - 4)
        s.path(leaf_d(lx, ly, rng.uniform(7, 12), rng.uniform(2.5, 4), rng.uniform(-170, -10)), g_t, 'opacity="0.7"')
    hx, hy, hrx, hry = halo
    s.ellipse(hx, hy, hrx, hry, s.rad("halo", [(0, ("#ffffff", 0.5)), (0.6, ("#ffffff", 0.2)), (1, ("#ffffff", 0))]))


def corner_leaves(s: Svg, seed: int, colour: str = "#3f7a44", dark: str = "#2d5e34") -> None:
    """Big foreground leaves in the lower corners (framing the scene), without ink."""
    rng = random.Random(seed + 7)
    for x, y, angles in ((-4, s.h + 4, (-70, -40, -15)), (s.w + 4, s.h + 4, (-110, -140, -165))):
        for a in angles:
            length = rng.uniform(34, 48)
            s.path(leaf_d(x, y, length, length * 0.28, a + rng.uniform(-6, 6), rng.uniform(-4, 4)), colour)
            s.path(vein_d(x, y, length, a), "none", stroke(dark, 1.1, 'opacity="0.6"'))
