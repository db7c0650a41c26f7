"""The pieces the rest of artkit rests on: the types, the errors, the looks (palettes, inks, ``mix``), the
vector layer (``Vec``, drawn larger and smooth-scaled down once), shapes and masks, and text placed by its
capitals."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from game.errors import BundledFileError


Color = tuple[int, int, int]
Point = tuple[float, float]

Fact = tuple[str, object]


class CardArtError(Exception):
    """A card picture cannot be made (bad art file, unknown kind...)."""


class MissingArtError(CardArtError, BundledFileError, FileNotFoundError):
    """An SVG file the cards need is not in assets/cards/."""


class UnreadableArtError(CardArtError, BundledFileError):
    """An SVG file of assets/cards/ is there but cannot be drawn (damaged)."""


# --------------------------------------------------------------------------- looks


@dataclass(frozen=True)
class Palette:
    """The colours of a card face: Forêt's and Savane's per game and category, Canopée's per category."""

    frame_top: Color      # frame gradient
    frame_bottom: Color
    inlay: Color          # the thin light line inside the frame
    panel: Color          # pictogram panel
    band: Color           # name band (calm, for contrast)
    band_edge: Color
    highlight: Color      # counted cells of the neighbourhood diagrams
    badge: Color          # category badge disc
    badge_mark: Color     # the symbol on it


INK: Color = (40, 36, 30)
INK_SOFT: Color = (112, 104, 90)
NEGATIVE: Color = (166, 46, 36)
SLASH: Color = (196, 48, 40)
CHECK: Color = (46, 128, 70)
CREAM: Color = (252, 248, 236)


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour a share t of the way from a to b."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def supersample(width: int) -> int:
    """How much larger the vector pass draws: 4x for small cards, 3x for large ones (big enough already), 2x for
    the largest (the card viewer and the rules' pages at 2560x1440: a 600 px face drawn 3x took two layers of
    18 MB at once, for edges that look the same)."""
    return 4 if width < 160 else 3 if width < 400 else 2


# --------------------------------------------------------------------------- vector layer


class Vec:
    """A drawing surface k times larger than the target; ``down()`` smooth-scales it once (anti-aliasing).

    Coordinates given to the methods are final-size pixels (floats)."""

    def __init__(self, size: tuple[int, int], k: int, clear: tuple[int, int, int, int] = (0, 0, 0, 0)):
        self.size = size
        self.k = k
        self.surf = pygame.Surface((size[0] * k, size[1] * k), pygame.SRCALPHA)
        # fully transparent pixels still take part in smoothscale's averaging: give them the colour of the
        # shapes that will border them, so edges do not get a dark fringe
        self.surf.fill(clear)

    def p(self, x: float, y: float) -> tuple[int, int]:
        return round(x * self.k), round(y * self.k)

    def polygon(self, pts: Sequence[Point], color, width: float = 0) -> None:
        w = 0 if not width else max(1, round(width * self.k))
        pygame.draw.polygon(self.surf, color, [self.p(*q) for q in pts], w)

    def circle(self, c: Point, r: float, color, width: float = 0) -> None:
        w = 0 if not width else max(1, round(width * self.k))
        pygame.draw.circle(self.surf, color, self.p(*c), max(1, round(r * self.k)), w)

    def ellipse(self, c: Point, rx: float, ry: float, color) -> None:
        k = self.k
        pygame.draw.ellipse(self.surf, color, pygame.Rect(round((c[0] - rx) * k), round((c[1] - ry) * k),
                                                          max(1, round(2 * rx * k)), max(1, round(2 * ry * k))))

    def rect(self, r: tuple[float, float, float, float], color, radius: float = 0, width: float = 0) -> None:
        k = self.k
        x0, y0 = round(r[0] * k), round(r[1] * k)
        x1, y1 = round((r[0] + r[2]) * k), round((r[1] + r[3]) * k)
        w = 0 if not width else max(1, round(width * k))
        pygame.draw.rect(self.surf, color, pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0)), w,
                         border_radius=max(0, round(radius * k)))

    def line(self, a: Point, b: Point, width: float, color) -> None:
        self.polyline([a, b], width, color)

    def polyline(self, pts: Sequence[Point], width: float, color) -> None:
        """A thick line with round joints and caps."""
        k = self.k
        w = max(1, round(width * k))
        scaled = [self.p(*q) for q in pts]
        for a, b in zip(scaled, scaled[1:]):
            _thick_segment(self.surf, color, a, b, w)
        for q in scaled:
            pygame.draw.circle(self.surf, color, q, max(1, w // 2))

    def down(self) -> pygame.Surface:
        return pygame.transform.smoothscale(self.surf, self.size)


def _thick_segment(surf: pygame.Surface, color, a: tuple[int, int], b: tuple[int, int], w: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return
    nx, ny = -dy / length * w / 2, dx / length * w / 2
    pygame.draw.polygon(surf, color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                      (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])


# --------------------------------------------------------------------------- shapes and masks


def rounded_pts(x: float, y: float, w: float, h: float, r: float, steps: int = 10) -> list[Point]:
    """The outline of a rectangle with rounded corners of radius r, as points (for Vec.polygon)."""
    r = max(0.0, min(r, w / 2, h / 2))
    pts: list[Point] = []
    corners = ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90), (x + r, y + r, 180))
    for cx, cy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def alpha_mask(size: tuple[int, int], pts_fn: Callable[[Vec], None], k: int = 4) -> pygame.Surface:
    """White surface whose alpha is the anti-aliased coverage of the shapes ``pts_fn`` draws in white."""
    v = Vec(size, k, (255, 255, 255, 0))
    pts_fn(v)
    return v.down()


def apply_mask(surf: pygame.Surface, mask: pygame.Surface) -> None:
    """Clip a picture by a mask of alpha_mask (its alpha multiplied by the mask's)."""
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


def gradient_fill(v: Vec, pts: Sequence[Point], top: Color, bottom: Color) -> None:
    """Fill a polygon with a vertical gradient (drawn row by row inside the shape's mask)."""
    w, h = v.surf.get_size()
    grad = pygame.Surface((1, 2), pygame.SRCALPHA)
    grad.set_at((0, 0), (*top, 255))
    grad.set_at((0, 1), (*bottom, 255))
    grad = pygame.transform.smoothscale(grad, (w, h))
    shape = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(shape, (255, 255, 255, 255), [v.p(*q) for q in pts])
    grad.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    v.surf.blit(grad, (0, 0))


# --------------------------------------------------------------------------- text


def cap_height(font: pygame.font.Font) -> int:
    """The height of the font's capitals and digits, in pixels."""
    m = font.metrics("8")[0]
    return m[3] if m else font.get_ascent()


def render_text(font: pygame.font.Font, text: str, color) -> tuple[pygame.Surface, int]:
    """The rendered text and the row of its baseline in that surface.

    SDL_ttf moves the whole line down when a glyph (É) rises above the font's ascent, so the baseline is not
    always at ``get_ascent()``: it is found from the glyph metrics, so accented names sit on the same line."""
    tops = [m[3] for m in font.metrics(text) if m]
    rise = max(0, max(tops, default=0) - font.get_ascent())
    return font.render(text, True, color), font.get_ascent() + rise


def blit_centered_caps(ctx_blits: list, font: pygame.font.Font, text: str, color, cx: float | None,
                       left: float | None, mid_y: float) -> None:
    """Queue a text whose capitals/digits are centred on mid_y (horizontally centred on cx, or from left)."""
    surf, base = render_text(font, text, color)
    cap = cap_height(font)
    x = left if cx is None else cx - surf.get_width() / 2
    ctx_blits.append((surf, (round(x), round(mid_y + cap / 2 - base))))
