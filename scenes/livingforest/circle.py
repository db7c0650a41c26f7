"""The Circle of Spirits: 12 rocks in a ring (rock 0 at the top, then clockwise in ``rules.rocks``' order) with
their bonuses, each seat's standee on its rock in its Spirit colour, the centre's fires with their values and their
total (what Onibi compares with each player's water, §7.2), the Sacred Tree by the first player's standee.

For a Move the table passes ``reachable`` (rock -> distance: numbers on the rocks a Move can reach), ``path`` (as
``view.path(d)`` gives it: (rock reached, seats jumped), or the rocks passed in order) and ``chosen`` (the
destination picked); ``lit_fires`` glow (fires the water left can put out), ``hover`` is a hovered fire's index.

``CircleOfSpirits(app, rules)``: ``layout(rect)``, ``draw(surface, view, colours, lang, reachable=None, path=None,
chosen=None, lit_fires=(), hover=None)``, ``rock_at(pos)``, ``rock_centre(i)``, ``rock_rect(i)``, ``fire_at(pos)``,
``fire_rect(i)``. Works from ~300 px to ~900 px across. ``rock_picture``: the card viewer's picture of a rock.
"""
from __future__ import annotations

import math

import pygame

from ..artkit import Vec, mix
from .glyph_shapes import FIRE_DARK, GOLD, INK, WHITE, shape
from .glyphs import lf_glyphs

_GROUND = (44, 70, 48)
_GROUND_LIGHT = (70, 102, 66)
_PATH = (120, 108, 84)
_ROCK = (146, 142, 134)
_ROCK_DARK = (84, 80, 76)
_ROCK_LIGHT = (196, 192, 182)
_POOL = (58, 44, 36)
_PATH_INK = (255, 232, 120)
_JUMP_INK = (240, 96, 60)

RING = 0.35            # the rocks' ring radius, in the circle's diameter
ROCK = 0.078           # a rock's radius
INNER = 0.25          # the centre's radius


class CircleOfSpirits:
    """The Circle widget; ``layout`` it in a rect, then ``draw`` a view in it."""

    def __init__(self, app, rules):
        self.app = app
        self.rules = rules
        self.glyphs = lf_glyphs(app)
        self.rect = pygame.Rect(0, 0, 0, 0)      # the circle's square
        self._fires = 0                          # how many fires the last draw showed (fire_rect's layout)
        self._background: pygame.Surface | None = None
        self._bg_size = 0
        # what the last draw showed (tests and the table's tooltips read them)
        self.standees: dict[int, pygame.Rect] = {}
        self.shown_total = 0
        self.shown_path: list[int] = []
        self.shown_jumped: set[int] = set()

    # ------------------------------------------------------------------ geometry

    @property
    def n_rocks(self) -> int:
        return len(self.rules.rocks)

    @property
    def diameter(self) -> int:
        return self.rect.w

    def layout(self, rect) -> None:
        """The largest square centred in ``rect``."""
        rect = pygame.Rect(rect)
        d = max(40, min(rect.w, rect.h))
        self.rect = pygame.Rect(0, 0, d, d)
        self.rect.center = rect.center

    def rock_angle(self, i: int) -> float:
        """Rock i's angle (radians, screen coordinates): rock 0 at the top, then clockwise."""
        return -math.pi / 2 + 2 * math.pi * i / self.n_rocks

    def rock_centre(self, i: int) -> tuple[int, int]:
        a = self.rock_angle(i)
        cx, cy = self.rect.center
        r = RING * self.diameter
        return round(cx + r * math.cos(a)), round(cy + r * math.sin(a))

    def rock_radius(self) -> float:
        return ROCK * self.diameter

    def rock_at(self, pos) -> int | None:
        """The rock under a screen point (its disc, a little enlarged for the finger), or None."""
        reach = self.rock_radius() * 1.15
        best, best_d = None, reach
        for i in range(self.n_rocks):
            x, y = self.rock_centre(i)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= best_d:
                best, best_d = i, d
        return best

    def rock_rect(self, i: int) -> pygame.Rect:
        """The square round rock i (the card viewer keeps clear of it)."""
        x, y = self.rock_centre(i)
        r = round(self.rock_radius())
        return pygame.Rect(x - r, y - r, 2 * r, 2 * r)

    def fire_rects(self, n: int) -> list[pygame.Rect]:
        """Where n fires lie in the centre: the printed fire spaces (rules.centre_capacity, up to 4 a row, rows
        centred, above the total badge), filled in order; more fires than spaces share a denser grid."""
        if n <= 0:
            return []
        spaces = max(n, self.rules.centre_capacity)
        cx, cy = self.rect.center
        ri = INNER * self.diameter
        cols = min(4, spaces)
        rows = math.ceil(spaces / cols)
        step = min(1.56 * ri / cols, 1.06 * ri / rows)
        size = max(6, round(step * 0.9))
        top = cy - 0.2 * ri - rows * step / 2
        out = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, spaces - row * cols)
            x = cx + (col - (in_row - 1) / 2) * step
            y = top + (row + 0.5) * step
            out.append(pygame.Rect(round(x - size / 2), round(y - size / 2), size, size))
        return out

    def fire_rect(self, i: int) -> pygame.Rect:
        """The rect of the i-th fire of ``view.centre()`` as last drawn."""
        return self.fire_rects(max(self._fires, i + 1))[i]

    def fire_at(self, pos) -> int | None:
        """The index (in ``view.centre()``) of the fire under a screen point, or None."""
        for i, r in enumerate(self.fire_rects(self._fires)):
            if r.collidepoint(pos):
                return i
        return None

    def standee_rect(self, seat: int) -> pygame.Rect:
        """Where the last draw put ``seat``'s standee."""
        return self.standees[seat]

    def total_rect(self) -> pygame.Rect:
        """The badge of the centre's fire total."""
        cx, cy = self.rect.center
        ri = INNER * self.diameter
        w, h = round(0.9 * ri), round(0.36 * ri)
        return pygame.Rect(round(cx - w / 2), round(cy + 0.58 * ri - h / 2), w, h)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, view, colours, lang: str, reachable=None, path=None, chosen=None,
             lit_fires=(), hover=None) -> None:
        if self.diameter <= 0:
            return
        surface.blit(self._printed(), self.rect.topleft)
        g = self.glyphs
        rr = self.rock_radius()
        seats = range(view.players)
        on_rock = {}
        for s in seats:
            on_rock.setdefault(view.rock(s), []).append(s)
        mover = view.active if getattr(view, "active", -1) >= 0 else view.seat
        passed, jumped_seats = self._path(view, path, mover)
        self.shown_path, self.shown_jumped = passed, jumped_seats
        self.standees = {}
        if passed:
            self._draw_path(surface, view.rock(mover), passed)
        reach = dict(reachable or {})
        for i in range(self.n_rocks):
            x, y = self.rock_centre(i)
            if i in reach:
                pygame.draw.circle(surface, _PATH_INK, (x, y), round(rr * 1.12), max(2, round(rr * 0.12)))
            if chosen is not None and i == chosen:
                pygame.draw.circle(surface, WHITE, (x, y), round(rr * 1.2), max(2, round(rr * 0.16)))
        # standees, the rocks at the top first so that a lower one stands in front
        order = sorted(on_rock, key=lambda i: self.rock_centre(i)[1])
        height = max(12, round(rr * 2.1))
        for rock in order:
            group = on_rock[rock]
            x, y = self.rock_centre(rock)
            for k, s in enumerate(group):
                colour = colours[s] if s < len(colours) else None
                pic = g.standee(colour, height)
                dx = (k - (len(group) - 1) / 2) * pic.get_width() * 0.6
                r = pic.get_rect(midbottom=(round(x + dx), round(y + rr * 0.55)))
                surface.blit(pic, r)
                self.standees[s] = r
                if s in jumped_seats:
                    pygame.draw.ellipse(surface, _JUMP_INK, r.inflate(round(rr * 0.3), round(rr * 0.2)),
                                        max(2, round(rr * 0.1)))
        for rock in on_rock:
            self._occupied_bonus(surface, rock)
        self._draw_sacred(surface, view)
        for i, d in reach.items():
            self._distance(surface, i, d)
        self._draw_fires(surface, view.centre(), set(lit_fires), hover)

    def _path(self, view, path, mover: int) -> tuple[list[int], set[int]]:
        """The rocks passed (in order, the destination last) and the seats jumped, from either form of ``path``."""
        if not path:
            return [], set()
        if len(path) == 2 and isinstance(path[1], (tuple, list, set, frozenset)):
            end, jumped = path
            start = view.rock(mover)
            rocks = []
            i = start
            for _ in range(self.n_rocks):
                i = (i + 1) % self.n_rocks
                rocks.append(i)
                if i == end:
                    break
            return rocks, set(jumped)
        rocks = [int(r) for r in path]
        jumped = {s for s in range(view.players) if s != mover and view.rock(s) in rocks[:-1]}
        return rocks, jumped

    def _draw_path(self, surface: pygame.Surface, start: int, rocks: list[int]) -> None:
        """The way from the mover's rock to the destination: a bright arc along the ring's inner edge (the rocks'
        bonuses stay visible), ending in an arrowhead, a tick at each rock passed."""
        cx, cy = self.rect.center
        rr = self.rock_radius()
        r = RING * self.diameter - rr * 1.22
        a0 = self.rock_angle(start)
        steps = (rocks[-1] - start) % self.n_rocks or self.n_rocks
        a1 = a0 + 2 * math.pi * steps / self.n_rocks - 0.08
        n = max(2, steps * 8)
        pts = [(cx + r * math.cos(a0 + (a1 - a0) * t / n), cy + r * math.sin(a0 + (a1 - a0) * t / n))
               for t in range(n + 1)]
        w = max(3, round(rr * 0.22))
        pygame.draw.lines(surface, INK, False, pts, w + 2)
        pygame.draw.lines(surface, _PATH_INK, False, pts, w)
        for i in rocks[:-1]:
            a = self.rock_angle(i)
            pygame.draw.circle(surface, INK, (round(cx + r * math.cos(a)), round(cy + r * math.sin(a))), w + 1)
            pygame.draw.circle(surface, _PATH_INK, (round(cx + r * math.cos(a)), round(cy + r * math.sin(a))), w)
        # the arrowhead, pointing along the ring (clockwise)
        tip = (cx + r * math.cos(a1 + 0.06), cy + r * math.sin(a1 + 0.06))
        tangent = (-math.sin(a1), math.cos(a1))
        normal = (math.cos(a1), math.sin(a1))
        back = (tip[0] - tangent[0] * w * 3, tip[1] - tangent[1] * w * 3)
        head = [tip, (back[0] + normal[0] * w * 1.8, back[1] + normal[1] * w * 1.8),
                (back[0] - normal[0] * w * 1.8, back[1] - normal[1] * w * 1.8)]
        pygame.draw.polygon(surface, INK, head)
        inner = [(p[0] * 0.8 + sum(q[0] for q in head) / 3 * 0.2, p[1] * 0.8 + sum(q[1] for q in head) / 3 * 0.2)
                 for p in head]
        pygame.draw.polygon(surface, _PATH_INK, inner)

    def _distance(self, surface: pygame.Surface, rock: int, d: int) -> None:
        """A reachable rock's distance, on a yellow disc at the rock's outer edge."""
        rr = self.rock_radius()
        x, y = self.rock_centre(rock)
        a = self.rock_angle(rock)
        rad = max(7, round(rr * 0.42))
        pic = self.glyphs.cached(("lf-circle-distance", rad, d), lambda: self._distance_pic(rad, d))
        at = (round(x + rr * 0.95 * math.cos(a)), round(y + rr * 0.95 * math.sin(a)))
        surface.blit(pic, pic.get_rect(center=at))

    def _distance_pic(self, rad: int, d: int) -> pygame.Surface:
        size = 2 * rad + 4
        v = Vec((size, size), 4)
        v.circle((size / 2, size / 2), rad + 2, INK)
        v.circle((size / 2, size / 2), rad, _PATH_INK)
        surf = v.down()
        self.glyphs.number(surf, str(d), (size / 2, size / 2), round(rad * 1.3), colour=INK, ink=_PATH_INK)
        return surf

    def _occupied_bonus(self, surface: pygame.Surface, rock: int) -> None:
        """A rock's bonus again, small, outside the ring: the standee on it hides the printed one."""
        rr = self.rock_radius()
        a = self.rock_angle(rock) - 0.2
        r = RING * self.diameter + rr * 0.95
        cx, cy = self.rect.center
        at = (round(cx + r * math.cos(a)), round(cy + r * math.sin(a)))
        size = max(8, round(rr * 0.7))
        pygame.draw.circle(surface, _ROCK_DARK, at, round(size * 0.62))
        pygame.draw.circle(surface, _ROCK, at, round(size * 0.55))
        pic = self.glyphs.rock_bonus(self.rules.rocks[rock], round(size * 0.8))
        surface.blit(pic, pic.get_rect(center=at))

    def _draw_sacred(self, surface: pygame.Surface, view) -> None:
        first = view.first
        if not 0 <= first < view.players:
            return
        rock = view.rock(first)
        rr = self.rock_radius()
        x, y = self.rock_centre(rock)
        a = self.rock_angle(rock) + 0.22
        size = max(10, round(rr * 0.95))
        pic = self.glyphs.sacred_tree(size)
        r = RING * self.diameter + rr * 0.9
        cx, cy = self.rect.center
        surface.blit(pic, pic.get_rect(center=(round(cx + r * math.cos(a)), round(cy + r * math.sin(a)))))

    def _draw_fires(self, surface: pygame.Surface, values, lit: set[int], hover) -> None:
        values = list(values)
        self._fires = len(values)
        g = self.glyphs
        rects = self.fire_rects(len(values))
        for i, (value, r) in enumerate(zip(values, rects)):
            if i in lit:
                glow = r.inflate(round(r.w * 0.24), round(r.h * 0.24))
                pygame.draw.rect(surface, (255, 226, 110), glow, border_radius=round(r.w * 0.28))
            pic = g.fire(value, r.w if i != hover else round(r.w * 1.1))
            surface.blit(pic, pic.get_rect(center=r.center))
            if i == hover:
                pygame.draw.rect(surface, WHITE, pic.get_rect(center=r.center).inflate(4, 4), 2,
                                 border_radius=round(r.w * 0.22))
        self.shown_total = sum(values)
        self._draw_total(surface, self.shown_total)

    def _draw_total(self, surface: pygame.Surface, total: int) -> None:
        r = self.total_rect()
        pic = self.glyphs.cached(("lf-circle-total", r.size, total), lambda: self._total_pic(r.size, total))
        surface.blit(pic, r.topleft)

    def _total_pic(self, size: tuple[int, int], total: int) -> pygame.Surface:
        """The centre's total: a dark pill, a flame, the sum of the fires' values."""
        w, h = size
        v = Vec((w, h), 4)
        v.rect((0, 0, w, h), INK, radius=h / 2)
        v.rect((2, 2, w - 4, h - 4), FIRE_DARK, radius=h / 2 - 2)
        shape(v, "flame", h * 0.62, h / 2, h * 0.36, (248, 128, 32))
        shape(v, "flame", h * 0.62, h * 0.6, h * 0.2, (255, 218, 84))
        surf = v.down()
        self.glyphs.number(surf, str(total), (w / 2 + w * 0.14, h / 2), round(h * 0.66))
        return surf

    def _spaces(self, v: Vec) -> None:
        """The centre's printed fire spaces: soot-dark hollows where the fires will come."""
        ox, oy = self.rect.topleft
        for r in self.fire_rects(self.rules.centre_capacity):
            x, y = r.x - ox, r.y - oy
            v.rect((x, y, r.w, r.h), (40, 28, 22), radius=r.w * 0.2)
            v.rect((x + r.w * 0.08, y + r.h * 0.08, r.w * 0.84, r.h * 0.84), (84, 52, 36), radius=r.w * 0.16)
            shape(v, "flame", x + r.w / 2, y + r.h * 0.52, r.w * 0.28, (110, 66, 44))

    def _printed(self) -> pygame.Surface:
        """The Circle as printed: a mossy glade, a stone path, 12 rocks with their bonuses, an ember pool."""
        d = self.diameter
        if self._background is not None and self._bg_size == d:
            return self._background
        v = Vec((d, d), 3 if d < 500 else 2)
        c = d / 2
        v.circle((c, c), d * 0.5, mix(_GROUND, INK, 0.3))
        v.circle((c, c), d * 0.48, _GROUND)
        for i in range(40):
            a = i * 2.399
            rad = d * (0.1 + 0.36 * ((i * 37) % 17) / 17)
            v.ellipse((c + rad * math.cos(a), c + rad * math.sin(a)), d * 0.03, d * 0.015, _GROUND_LIGHT)
        v.circle((c, c), d * (RING + 0.03), _PATH)
        v.circle((c, c), d * (RING - 0.03), _GROUND)
        v.circle((c, c), d * INNER, mix(_POOL, INK, 0.4))
        for k in range(6):
            v.circle((c, c), d * (INNER - 0.01) * (1 - k * 0.12), mix(_POOL, (110, 60, 34), k / 6))
        rr = ROCK * d
        for i in range(self.n_rocks):
            a = self.rock_angle(i)
            x, y = c + RING * d * math.cos(a), c + RING * d * math.sin(a)
            v.circle((x, y), rr, _ROCK_DARK)
            v.circle((x - rr * 0.06, y - rr * 0.08), rr * 0.9, _ROCK)
            v.ellipse((x - rr * 0.25, y - rr * 0.35), rr * 0.4, rr * 0.22, _ROCK_LIGHT)
        self._spaces(v)
        surf = v.down()
        icon = max(8, round(rr * 1.05))
        for i, bonus in enumerate(self.rules.rocks):
            a = self.rock_angle(i)
            x, y = c + RING * d * math.cos(a), c + RING * d * math.sin(a)
            pic = self.glyphs.rock_bonus(bonus, icon)
            surf.blit(pic, pic.get_rect(center=(round(x), round(y))))
        self._background = surf
        self._bg_size = d
        return surf


def rock_picture(app, rules, rock: int, size: int) -> pygame.Surface:
    """The card viewer's picture of rock ``rock``: the Circle as printed, ``size`` px across, that rock ringed in
    gold, and its bonus large in the centre."""
    circle = CircleOfSpirits(app, rules)
    circle.layout(pygame.Rect(0, 0, size, size))

    def make() -> pygame.Surface:
        surf = circle._printed().copy()
        rr = circle.rock_radius()
        at = circle.rock_centre(rock)
        ring = max(2, round(rr * 0.2))
        pygame.draw.circle(surf, INK, at, round(rr * 1.18) + 1, ring + 2)
        pygame.draw.circle(surf, GOLD, at, round(rr * 1.18), ring)
        c = size // 2
        big = round(INNER * size * 0.78)
        pygame.draw.circle(surf, _ROCK_DARK, (c, c), big)
        pygame.draw.circle(surf, _ROCK, (c - 1, c - 1), round(big * 0.92))
        pygame.draw.circle(surf, GOLD, (c, c), big, ring)
        pic = circle.glyphs.rock_bonus(rules.rocks[rock], round(big * 1.3))
        surf.blit(pic, pic.get_rect(center=(c, c)))
        return surf
    return circle.glyphs.cached(("lf-viewer-rock", rock, size), make)
