"""Card faces, card backs and kind icons, drawn once per size from the SVG art and the rule data.

A face is built in three passes, so that nothing is ever rescaled per frame and the illustration is never
resampled:

1. the *vector* pass: frame, panels and every glyph of the scoring pictogram, drawn with ``pygame.draw`` on a
   surface 3 or 4 times larger and smooth-scaled down once (that is the anti-aliasing);
2. the illustration, rendered by ``pygame.image.load_sized_svg`` at its exact target size and clipped to its
   window by an anti-aliased alpha mask;
3. the *raster* pass at final size: text (rendered by the font at its final pixel size) and kind icons.

The scoring pictogram is derived from the kind's ``Rule`` objects (type and parameters), never from its id, so
changing ``data/cards.yaml`` changes the face. Every face states the whole rule, whatever its size: small cards
(a hand of 11 at 1280x720 is 56-60 px wide) crop a little of the illustration's sky and ground and choose among
compact layouts (two rows, the points over the targets) the one that tells the most while every item stays
readable; ``CardArt.face_items`` says what a face shows, read from the layout it draws. Animals and
habitats/terrain differ by frame shape (rounded corners against cut corners) and by a corner badge (paw print
against leaf / sun-and-hills), not by colour alone.

Icons (the tokens of the small boards, 14-30 px, and the kinds inside pictograms) must be told apart at a
glance: an animal is cut out of its illustration (everything drawn from its first ink-outlined element on) and
set on a disc of a colour of its own; a habitat or terrain keeps its landscape, in an octagon like its card's
cut corners.
"""
from __future__ import annotations

import colorsys
import io
import math
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence
from xml.parsers import expat

import pygame

from game.catalogue import Catalogue, GameRules, Kind, Rule, default_catalogue
from game.errors import BundledFileError
from game.resources import resource_path

from .ui import PANEL, PANEL_EDGE, load_font

Color = tuple[int, int, int]
Point = tuple[float, float]


class CardArtError(Exception):
    """A card picture cannot be made (bad art file, unknown kind...)."""


class MissingArtError(CardArtError, BundledFileError, FileNotFoundError):
    """An SVG file the cards need is not in assets/cards/."""


class UnreadableArtError(CardArtError, BundledFileError):
    """An SVG file of assets/cards/ is there but cannot be drawn (damaged)."""


# --------------------------------------------------------------------------- looks


@dataclass(frozen=True)
class _Palette:
    frame_top: Color      # frame gradient
    frame_bottom: Color
    inlay: Color          # the thin light line inside the frame
    panel: Color          # pictogram panel
    band: Color           # name band (calm, for contrast)
    band_edge: Color
    highlight: Color      # counted cells of the neighbourhood diagrams
    badge: Color          # category badge disc
    badge_mark: Color     # the symbol on it


_INK: Color = (40, 36, 30)
_INK_SOFT: Color = (112, 104, 90)
_NEGATIVE: Color = (166, 46, 36)
_SLASH: Color = (196, 48, 40)
_CHECK: Color = (46, 128, 70)
_CREAM: Color = (252, 248, 236)
_FACE_DOWN: Color = (62, 68, 82)
_GOLD: Color = (230, 178, 52)
_SILVER: Color = (176, 184, 192)
_BRONZE: Color = (196, 128, 70)

# the counted cells of the pictograms: one colour per game, far from both of its frame colours
_FOREST_LIT: Color = (232, 170, 56)
_SAVANE_LIT: Color = (104, 162, 70)

_PALETTES: dict[tuple[str, bool], _Palette] = {
    # (game id, is animal): Forêt greens (animals) and bark browns (habitats), Savane burnt ochre (animals)
    # and golden ochre (terrain)
    ("forest", True): _Palette(frame_top=(64, 118, 78), frame_bottom=(30, 70, 44), inlay=(206, 226, 168),
                               panel=(232, 240, 222), band=(251, 249, 240), band_edge=(170, 190, 150),
                               highlight=_FOREST_LIT, badge=(36, 82, 52), badge_mark=(250, 244, 222)),
    ("forest", False): _Palette(frame_top=(128, 94, 56), frame_bottom=(82, 58, 32), inlay=(236, 214, 160),
                                panel=(242, 234, 216), band=(251, 248, 238), band_edge=(196, 176, 138),
                                highlight=_FOREST_LIT, badge=(92, 66, 36), badge_mark=(236, 244, 206)),
    ("savane", True): _Palette(frame_top=(196, 116, 48), frame_bottom=(138, 74, 28), inlay=(250, 222, 168),
                               panel=(250, 238, 220), band=(253, 249, 238), band_edge=(214, 180, 136),
                               highlight=_SAVANE_LIT, badge=(128, 66, 24), badge_mark=(255, 240, 210)),
    ("savane", False): _Palette(frame_top=(212, 164, 72), frame_bottom=(160, 114, 36), inlay=(255, 240, 196),
                                panel=(248, 240, 214), band=(253, 250, 238), band_edge=(214, 190, 130),
                                highlight=_SAVANE_LIT, badge=(150, 104, 30), badge_mark=(255, 246, 214)),
}

_WIDTH_CACHE = 16         # faces are kept for this many distinct widths (window resizes make new ones)
_FONTS = {"bold": "Lato-Bold.ttf", "black": "Lato-Black.ttf", "display": "Comfortaa-Bold.ttf"}


def _mix(a: Color, b: Color, t: float) -> Color:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def _supersample(width: int) -> int:
    """How much larger the vector pass draws: 4x for small cards, 3x for large ones (big enough already)."""
    return 4 if width < 160 else 3


# --------------------------------------------------------------------------- vector layer


class _Vec:
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


# --------------------------------------------------------------------------- shapes


def _rounded_pts(x: float, y: float, w: float, h: float, r: float, steps: int = 10) -> list[Point]:
    r = max(0.0, min(r, w / 2, h / 2))
    pts: list[Point] = []
    corners = ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90), (x + r, y + r, 180))
    for cx, cy, start in corners:
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def _chamfer_pts(x: float, y: float, w: float, h: float, c: float) -> list[Point]:
    c = max(0.0, min(c, w / 2, h / 2))
    return [(x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c),
            (x + w - c, y + h), (x + c, y + h), (x, y + h - c), (x, y + c)]


def _card_shape(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """Animals: rounded corners. Habitats and terrain: cut corners."""
    if animal:
        return _rounded_pts(x, y, w, h, corner)
    return _chamfer_pts(x, y, w, h, corner * 0.9)


def _bottom_corners(animal: bool, x: float, y: float, w: float, h: float, corner: float) -> list[Point]:
    """The card shape with only its bottom corners shaped (square at the top)."""
    return [(px, max(py, y)) for px, py in _card_shape(animal, x, y - 2 * corner, w, h + 2 * corner, corner)]


def _alpha_mask(size: tuple[int, int], pts_fn: Callable[[_Vec], None], k: int = 4) -> pygame.Surface:
    """White surface whose alpha is the anti-aliased coverage of the shapes ``pts_fn`` draws in white."""
    v = _Vec(size, k, (255, 255, 255, 0))
    pts_fn(v)
    return v.down()


def _apply_mask(surf: pygame.Surface, mask: pygame.Surface) -> None:
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)


# --------------------------------------------------------------------------- symbols (unit box -1..1)


def _paw(v: _Vec, cx: float, cy: float, s: float, color) -> None:
    """A paw print filling a box of half-size s."""
    v.ellipse((cx, cy + 0.36 * s), 0.5 * s, 0.4 * s, color)
    for tx, ty in ((-0.66, -0.14), (-0.25, -0.56), (0.25, -0.56), (0.66, -0.14)):
        v.ellipse((cx + tx * s, cy + ty * s), 0.2 * s, 0.26 * s, color)


def _leaf(v: _Vec, cx: float, cy: float, s: float, color, vein) -> None:
    ang = math.radians(-40)
    ca, sa = math.cos(ang), math.sin(ang)

    def rot(x: float, y: float) -> Point:
        return cx + (x * ca - y * sa) * s, cy + (x * sa + y * ca) * s

    n = 16
    left = [rot(-0.52 * math.sin(math.pi * i / n) ** 0.9, -0.95 + 1.7 * i / n) for i in range(n + 1)]
    right = [rot(0.52 * math.sin(math.pi * i / n) ** 0.9, -0.95 + 1.7 * i / n) for i in range(n, -1, -1)]
    v.polygon(left + right, color)
    v.polyline([rot(0, 1.0), rot(0, 0.75)], 0.16 * s, color)
    v.polyline([rot(0, 0.62), rot(0, -0.62)], 0.09 * s, vein)


def _sun_hills(v: _Vec, cx: float, cy: float, s: float, color) -> None:
    sx, sy = cx + 0.28 * s, cy - 0.28 * s
    for i in range(8):
        a = math.pi * i / 4
        v.polyline([(sx + math.cos(a) * 0.44 * s, sy + math.sin(a) * 0.44 * s),
                    (sx + math.cos(a) * 0.6 * s, sy + math.sin(a) * 0.6 * s)], 0.11 * s, color)
    v.circle((sx, sy), 0.3 * s, color)
    pts = []
    for i in range(25):
        x = -0.95 + 1.9 * i / 24
        y = 0.78 - max(0.62 * math.exp(-((x + 0.32) / 0.42) ** 2), 0.42 * math.exp(-((x - 0.5) / 0.34) ** 2))
        pts.append((cx + x * s, cy + y * s))
    v.polygon(pts + [(cx + 0.95 * s, cy + 0.78 * s), (cx - 0.95 * s, cy + 0.78 * s)], color)


def _category_badge(v: _Vec, category: str, game_id: str, cx: float, cy: float, r: float) -> None:
    """The category symbol on its badge: a disc for animals, an octagon for habitats and terrain."""
    animal = category == "animal"
    pal = _PALETTES[(game_id, animal)]
    if animal:
        v.circle((cx, cy), r, pal.badge_mark)
        v.circle((cx, cy), r * 0.84, pal.badge)
        _paw(v, cx, cy + 0.02 * r, r * 0.52, pal.badge_mark)
    else:
        c = r * 0.42
        v.polygon(_chamfer_pts(cx - r, cy - r, 2 * r, 2 * r, c), pal.badge_mark)
        ri = r * 0.84
        v.polygon(_chamfer_pts(cx - ri, cy - ri, 2 * ri, 2 * ri, c * 0.84), pal.badge)
        if category == "terrain":
            _sun_hills(v, cx, cy + 0.02 * r, r * 0.6, pal.badge_mark)
        else:
            _leaf(v, cx, cy, r * 0.62, pal.badge_mark, pal.badge)


# --------------------------------------------------------------------------- pictogram items

_NEIGHBOURHOOD_CELLS: dict[str, tuple[int, int, tuple[int, int], set[tuple[int, int]]]] = {
    # where -> (rows, cols, own cell, counted cells)
    "adjacent": (3, 3, (1, 1), {(0, 1), (1, 0), (1, 2), (2, 1)}),
    "diagonal": (3, 3, (1, 1), {(0, 0), (0, 2), (2, 0), (2, 2)}),
    "within_2": (5, 5, (2, 2), {(r, c) for r in range(5) for c in range(5) if 0 < abs(r - 2) + abs(c - 2) <= 2}),
    "straight_2": (5, 5, (2, 2), {(0, 2), (4, 2), (2, 0), (2, 4)}),
    "below": (4, 3, (0, 1), {(1, 1), (2, 1), (3, 1)}),
}


class _Ctx:
    """What pictogram items draw with: the vector layer, the raster blits, the renderer and the card's looks.

    Measuring a layout needs only the renderer (its fonts): vec is None then."""

    def __init__(self, art: "CardArt", game_id: str, vec: _Vec | None, pal: _Palette):
        self.art = art
        self.game_id = game_id
        self.vec = vec
        self.pal = pal
        self.blits: list[tuple[pygame.Surface, tuple[int, int]]] = []


Fact = tuple[str, object]

# The smallest sizes at which the parts of a pictogram still read on screen (final pixels): the fitting
# prefers a layout whose every item stays above its floor.
_MIN_ICON_PX = 9.0
_MIN_TEXT_PX = 8.0
_MIN_CELL_PX = 2.4


class _Item:
    """One element of a pictogram row; u is the row's unit height in pixels."""

    fact: Fact | None = None      # what the item tells of the rule, for CardArt.face_items

    def size(self, ctx: _Ctx, u: float) -> tuple[float, float]:
        return u, u

    def draw(self, ctx: _Ctx, x: float, y: float, u: float) -> None:
        raise NotImplementedError

    def facts(self) -> set[Fact]:
        return {self.fact} if self.fact is not None else set()

    def min_unit(self) -> float:
        """The smallest unit at which this item still reads (0: any)."""
        return 0.0


class _Text(_Item):
    def __init__(self, text: str, scale: float = 0.92, style: str = "black", color: Color = _INK,
                 fact: Fact | None = None):
        self.text, self.scale, self.style, self.color = text, scale, style, color
        self.fact = fact

    def _font(self, ctx: _Ctx, u: float) -> pygame.font.Font:
        return ctx.art._font(self.style, max(6, round(u * self.scale)))

    def min_unit(self):
        return _MIN_TEXT_PX / self.scale if self.fact is not None else 0.0

    def size(self, ctx, u):
        font = self._font(ctx, u)
        return ctx.art._text_width(font, self.text), _cap_height(font)

    def draw(self, ctx, x, y, u):
        font = self._font(ctx, u)
        _blit_centered_caps(ctx.blits, font, self.text, self.color, None, x, y + _cap_height(font) / 2)


def _cap_height(font: pygame.font.Font) -> int:
    m = font.metrics("8")[0]
    return m[3] if m else font.get_ascent()


def _render(font: pygame.font.Font, text: str, color) -> tuple[pygame.Surface, int]:
    """The rendered text and the row of its baseline in that surface.

    SDL_ttf moves the whole line down when a glyph (É) rises above the font's ascent, so the baseline is not
    always at ``get_ascent()``: it is found from the glyph metrics, so accented names sit on the same line."""
    tops = [m[3] for m in font.metrics(text) if m]
    rise = max(0, max(tops, default=0) - font.get_ascent())
    return font.render(text, True, color), font.get_ascent() + rise


def _blit_centered_caps(ctx_blits: list, font: pygame.font.Font, text: str, color, cx: float | None,
                        left: float | None, mid_y: float) -> None:
    """Queue a text whose capitals/digits are centred on mid_y (horizontally centred on cx, or from left)."""
    surf, base = _render(font, text, color)
    cap = _cap_height(font)
    x = left if cx is None else cx - surf.get_width() / 2
    ctx_blits.append((surf, (round(x), round(mid_y + cap / 2 - base))))


def _points(points: int, scale: float = 0.92) -> _Text:
    text = f"+{points}" if points > 0 else (f"\u2212{-points}" if points < 0 else "0")
    return _Text(text, scale, "black", _NEGATIVE if points < 0 else _INK, ("points", points))


def _base(points: int, scale: float = 1.15) -> _Text:
    """The points a card starts from before its per-card points (the elephant's 6)."""
    return _Text(str(points), scale, fact=("base", points))


class _Values(_Text):
    """A compact list of numbers ("12·8·4"), for prizes or a group table where a podium or table cannot fit."""

    def __init__(self, values: Sequence[int], what: str, scale: float = 0.86):
        super().__init__("\u00b7".join(str(v) for v in values), scale, fact=(what, tuple(values)))


class _Icon(_Item):
    """The round picture of a kind, optionally crossed out ("none of these") or ticked ("at least one")."""

    def __init__(self, kind_id: str, mark: str | None = None, scale: float = 1.0):
        self.kind_id, self.mark, self.scale = kind_id, mark, scale
        self.fact = ("kind" if mark is None else f"kind_{mark}", kind_id)

    def size(self, ctx, u):
        s = max(4, round(u * self.scale))
        return s, s

    def min_unit(self):
        return _MIN_ICON_PX / self.scale

    def draw(self, ctx, x, y, u):
        s = max(4, round(u * self.scale))
        ctx.blits.append((ctx.art._marked_icon(ctx.game_id, self.kind_id, s, self.mark), (round(x), round(y))))


class _Badge(_Item):
    """A category as a target ("any animal"): the same badge as the cards' corner badge."""

    def __init__(self, category: str):
        self.category = category
        self.fact = ("category", category)

    def min_unit(self):
        return _MIN_ICON_PX

    def draw(self, ctx, x, y, u):
        _category_badge(ctx.vec, self.category, ctx.game_id, x + u / 2, y + u / 2, u / 2)


class _FaceDown(_Item):
    """A face-down card."""

    fact = ("face_down", True)

    def min_unit(self):
        return _MIN_ICON_PX

    def size(self, ctx, u):
        return u * 0.72, u

    def draw(self, ctx, x, y, u):
        w, h = u * 0.72, u
        v = ctx.vec
        v.rect((x, y, w, h), _FACE_DOWN, radius=u * 0.12)
        v.rect((x + u * 0.09, y + u * 0.09, w - u * 0.18, h - u * 0.18), _mix(_FACE_DOWN, _CREAM, 0.55),
               radius=u * 0.06, width=max(0.6, u * 0.05))
        cx, cy = x + w / 2, y + h / 2
        d = u * 0.17
        v.polygon([(cx, cy - d * 1.3), (cx + d, cy), (cx, cy + d * 1.3), (cx - d, cy)], _mix(_FACE_DOWN, _CREAM, 0.7))


class _Grid(_Item):
    """A neighbourhood diagram: the card's cell (dark) and the cells it counts (highlighted)."""

    def __init__(self, where: str):
        self.rows, self.cols, self.own, self.counted = _NEIGHBOURHOOD_CELLS[where]
        self.fact = ("where", where)

    def _cell(self, u):
        return u * (0.36 if self.rows <= 3 else 0.27)

    def min_unit(self):
        return _MIN_CELL_PX / self._cell(1.0)

    def size(self, ctx, u):
        c = self._cell(u)
        return self.cols * c, self.rows * c

    def draw(self, ctx, x, y, u):
        c = self._cell(u)
        gap = max(0.5, c * 0.14)
        v, pal = ctx.vec, ctx.pal
        v.rect((x - gap, y - gap, self.cols * c + gap, self.rows * c + gap), _mix(pal.panel, _INK, 0.08),
               radius=c * 0.35)
        for r in range(self.rows):
            for col in range(self.cols):
                cell = (x + col * c, y + r * c, c - gap, c - gap)
                if (r, col) == self.own:
                    v.rect(cell, pal.frame_bottom, radius=c * 0.2)
                    v.circle((cell[0] + cell[2] / 2, cell[1] + cell[3] / 2), cell[2] * 0.2, _CREAM)
                elif (r, col) in self.counted:
                    v.rect(cell, pal.highlight, radius=c * 0.2)
                else:
                    v.rect(cell, _mix(pal.panel, _CREAM, 0.6), radius=c * 0.2)


class _Lines(_Item):
    """Every row and every column holding such a card: the 4x5 ecosystem with the card's row and column lit
    from edge to edge."""

    rows, cols, own = 4, 5, (1, 3)
    fact = ("lines", True)

    def size(self, ctx, u):
        c = u * 0.3
        return self.cols * c, self.rows * c

    def min_unit(self):
        return _MIN_CELL_PX / 0.3

    def draw(self, ctx, x, y, u):
        c = u * 0.3
        gap = max(0.5, c * 0.16)
        v, pal = ctx.vec, ctx.pal
        r0, c0 = self.own
        v.rect((x - gap / 2, y - gap / 2, self.cols * c + gap, self.rows * c + gap), _mix(pal.panel, _INK, 0.08),
               radius=c * 0.3)
        # the lit row and column as two continuous bars, then the cells on top
        v.rect((x, y + r0 * c, self.cols * c - gap, c - gap), pal.highlight, radius=c * 0.25)
        v.rect((x + c0 * c, y, c - gap, self.rows * c - gap), pal.highlight, radius=c * 0.25)
        for r in range(self.rows):
            for col in range(self.cols):
                cell = (x + col * c, y + r * c, c - gap, c - gap)
                if (r, col) == self.own:
                    v.rect(cell, pal.frame_bottom, radius=c * 0.2)
                    v.circle((cell[0] + cell[2] / 2, cell[1] + cell[3] / 2), cell[2] * 0.2, _CREAM)
                elif r != r0 and col != c0:
                    v.rect(cell, _mix(pal.panel, _CREAM, 0.6), radius=c * 0.2)


class _Group(_Item):
    """A connected group of cards: four cells joined in an L."""

    cells = ((0, 0), (1, 0), (1, 1), (1, 2))
    fact = ("group", True)

    def size(self, ctx, u):
        return u * 1.2, u * 0.8

    def draw(self, ctx, x, y, u):
        c = u * 0.4
        v, pal = ctx.vec, ctx.pal
        dark = pal.frame_bottom
        for r, col in self.cells:  # one dark outline around the union: cells drawn slightly larger first
            v.rect((x + col * c - c * 0.08, y + r * c - c * 0.08, c * 1.16, c * 1.16), dark, radius=c * 0.3)
        for r, col in self.cells:
            v.rect((x + col * c + c * 0.06, y + r * c + c * 0.06, c * 0.88, c * 0.88), pal.highlight, radius=c * 0.22)
        for (r1, c1), (r2, c2) in zip(self.cells, self.cells[1:]):
            a = (x + (c1 + 0.5) * c, y + (r1 + 0.5) * c)
            b = (x + (c2 + 0.5) * c, y + (r2 + 0.5) * c)
            v.line(a, b, c * 0.16, dark)
        for r, col in self.cells:
            v.circle((x + (col + 0.5) * c, y + (r + 0.5) * c), c * 0.17, dark)


class _Length(_Item):
    """The length of a group: a chain of cells over a double-headed measuring arrow."""

    fact = ("length", True)

    def size(self, ctx, u):
        return u * 1.3, u * 0.9

    def draw(self, ctx, x, y, u):
        v, pal = ctx.vec, ctx.pal
        c = u * 1.3 / 3
        dark = _mix(pal.frame_bottom, _INK, 0.3)
        for i in range(3):
            v.rect((x + i * c + c * 0.06, y, c * 0.88, c * 0.88), pal.highlight, radius=c * 0.22)
        v.line((x + c * 0.5, y + c * 0.44), (x + c * 2.5, y + c * 0.44), c * 0.14, dark)
        ay = y + u * 0.78
        a = u * 0.16
        v.line((x + a, ay), (x + u * 1.3 - a, ay), u * 0.07, dark)
        v.polygon([(x, ay), (x + a * 1.3, ay - a * 0.8), (x + a * 1.3, ay + a * 0.8)], dark)
        v.polygon([(x + u * 1.3, ay), (x + u * 1.3 - a * 1.3, ay - a * 0.8), (x + u * 1.3 - a * 1.3, ay + a * 0.8)],
                  dark)


class _Stack(_Item):
    """How many cards: a small fanned stack."""

    fact = ("count", True)

    def size(self, ctx, u):
        return u * 0.95, u

    def draw(self, ctx, x, y, u):
        v, pal = ctx.vec, ctx.pal
        w, h = u * 0.56, u * 0.78
        for i, t in enumerate((0.55, 0.3, 0.0)):
            ox, oy = x + i * u * 0.19, y + (2 - i) * u * 0.11
            v.rect((ox, oy, w, h), pal.frame_bottom, radius=u * 0.1)
            v.rect((ox + u * 0.05, oy + u * 0.05, w - u * 0.1, h - u * 0.1), _mix(pal.highlight, _CREAM, t),
                   radius=u * 0.06)


class _Crown(_Item):
    """Compared between the ecosystems: the best ones win prizes."""

    fact = ("majority", True)

    def size(self, ctx, u):
        return u * 1.05, u * 0.8

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        w, h = u * 1.05, u * 0.8
        dark = (150, 104, 20)
        base = y + h * 0.98
        pts = [(x + w * 0.06, base), (x + w * 0.0, y + h * 0.26), (x + w * 0.3, y + h * 0.55),
               (x + w * 0.5, y + h * 0.1),
               (x + w * 0.7, y + h * 0.55), (x + w * 1.0, y + h * 0.26), (x + w * 0.94, base)]
        v.polygon(pts, dark)
        inner = [(x + w * 0.14, base - h * 0.1), (x + w * 0.1, y + h * 0.42), (x + w * 0.32, y + h * 0.68),
                 (x + w * 0.5, y + h * 0.3), (x + w * 0.68, y + h * 0.68), (x + w * 0.9, y + h * 0.42),
                 (x + w * 0.86, base - h * 0.1)]
        v.polygon(inner, _GOLD)
        for px, py in ((0.0, 0.2), (0.5, 0.05), (1.0, 0.2)):
            v.circle((x + w * px, y + h * py), u * 0.09, dark)


class _Podium(_Item):
    """Comparison prizes on a podium: 1st, 2nd, 3rd... from left to right, each step lower, its prize on it."""

    def __init__(self, prizes: Sequence[int]):
        self.prizes = tuple(prizes)
        self.fact = ("prizes", self.prizes)

    def facts(self):
        return {self.fact, ("places", len(self.prizes))}    # gold, silver, bronze steps

    def min_unit(self):
        return _MIN_TEXT_PX / 0.62

    def _font(self, ctx, u):
        return ctx.art._font("black", max(6, round(u * 0.62)))

    def _step_w(self, ctx, u):
        font = self._font(ctx, u)
        return max(u * 0.8, max(ctx.art._text_width(font, str(p)) for p in self.prizes) + u * 0.22)

    def size(self, ctx, u):
        return self._step_w(ctx, u) * len(self.prizes), u * 1.1

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        font = self._font(ctx, u)
        cap = _cap_height(font)
        sw = self._step_w(ctx, u)
        bottom = y + u * 1.1
        n = len(self.prizes)
        colors = (_GOLD, _SILVER, _BRONZE)
        for i, prize in enumerate(self.prizes):
            sh = u * (1.1 - 0.38 * i / max(1, n - 1)) if n > 1 else u * 1.1
            sx = x + i * sw
            color = _mix(colors[min(i, 2)], _CREAM, 0.25)
            v.rect((sx, bottom - sh, sw - u * 0.05, sh), _mix(colors[min(i, 2)], _INK, 0.3), radius=u * 0.12)
            v.rect((sx + u * 0.05, bottom - sh + u * 0.05, sw - u * 0.15, sh - u * 0.1), color, radius=u * 0.09)
            _blit_centered_caps(ctx.blits, font, str(prize), _INK, sx + (sw - u * 0.05) / 2, None,
                                bottom - sh + u * 0.08 + cap * 0.75)


class _Table(_Item):
    """A group-size table: sizes (small) over points (bold)."""

    def __init__(self, table: Sequence[int]):
        self.table = tuple(table)
        n = len(self.table)
        self.heads = [str(i + 1) for i in range(n - 1)] + [f"{n}+"]
        self.fact = ("table", self.table)

    def facts(self):
        return {self.fact, ("sizes", len(self.table))}      # the group sizes above the points

    def min_unit(self):
        return (_MIN_TEXT_PX - 1) / 0.5        # the group sizes, the smaller of its two lines of figures

    def _fonts(self, ctx, u):
        return ctx.art._font("bold", max(6, round(u * 0.5))), ctx.art._font("black", max(6, round(u * 0.64)))

    def _col_w(self, ctx, u):
        small, big = self._fonts(ctx, u)
        widest = max(max(ctx.art._text_width(small, h) for h in self.heads),
                     max(ctx.art._text_width(big, str(p)) for p in self.table))
        return widest + u * 0.34

    def size(self, ctx, u):
        return self._col_w(ctx, u) * len(self.table), u * 1.25

    def draw(self, ctx, x, y, u):
        small, big = self._fonts(ctx, u)
        cw = self._col_w(ctx, u)
        v, pal = ctx.vec, ctx.pal
        w = cw * len(self.table)
        split = y + u * 0.5
        v.rect((x, y, w, u * 1.25), _mix(pal.panel, _CREAM, 0.7), radius=u * 0.18)
        v.rect((x, y, w, u * 0.5), _mix(pal.panel, _INK, 0.1), radius=u * 0.18)
        v.rect((x, split - u * 0.18, w, u * 0.18), _mix(pal.panel, _INK, 0.1))
        for i in range(1, len(self.table)):
            v.line((x + i * cw, split + u * 0.12), (x + i * cw, y + u * 1.13), max(0.5, u * 0.04),
                   _mix(pal.panel, _INK, 0.2))
        for i, (head, pts) in enumerate(zip(self.heads, self.table)):
            cx = x + (i + 0.5) * cw
            for font, text, color, mid in ((small, head, _INK_SOFT, y + u * 0.25),
                                           (big, str(pts), _INK, y + u * 0.87)):
                _blit_centered_caps(ctx.blits, font, text, color, cx, None, mid)


class _Flip(_Item):
    """Turn a card face down: a face-down card under a curved arrow."""

    fact = ("flip", True)

    def min_unit(self):
        return _MIN_ICON_PX

    def size(self, ctx, u):
        return u * 1.0, u

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        _FaceDown().draw(ctx, x + u * 0.3, y + u * 0.16, u * 0.84)
        ink = _mix(ctx.pal.frame_bottom, _INK, 0.3)
        cx, cy, r = x + u * 0.42, y + u * 0.52, u * 0.4
        arc = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a))) for a in range(150, 301, 10)]
        v.polyline(arc, u * 0.1, _CREAM)
        v.polyline(arc, u * 0.065, ink)
        end = arc[-1]
        a = u * 0.2
        v.polygon([(end[0] + a * 0.9, end[1] - a * 0.1), (end[0] - a * 0.35, end[1] - a * 0.75),
                   (end[0] - a * 0.2, end[1] + a * 0.6)], ink)


class _Swap(_Item):
    """Swap two cards: two opposed arrows."""

    fact = ("swap", True)

    def size(self, ctx, u):
        return u * 0.95, u * 0.8

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = _mix(ctx.pal.frame_bottom, _INK, 0.3)
        w = u * 0.95
        a = u * 0.22
        for yy, right in ((y + u * 0.22, True), (y + u * 0.58, False)):
            v.line((x + a * 0.4, yy), (x + w - a * 0.4, yy), u * 0.085, ink)
            if right:
                v.polygon([(x + w, yy), (x + w - a, yy - a * 0.75), (x + w - a, yy + a * 0.75)], ink)
            else:
                v.polygon([(x, yy), (x + a, yy - a * 0.75), (x + a, yy + a * 0.75)], ink)


class _Distinct(_Item):
    """Different kinds: a not-equal sign."""

    fact = ("distinct", True)

    def size(self, ctx, u):
        return u * 0.6, u * 0.7

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = _INK
        w = u * 0.6
        for yy in (y + u * 0.24, y + u * 0.46):
            v.line((x + u * 0.04, yy), (x + w - u * 0.04, yy), u * 0.08, ink)
        v.line((x + w * 0.68, y + u * 0.02), (x + w * 0.32, y + u * 0.68), u * 0.08, ink)


class _Arrow(_Item):
    """Then: a right arrow."""

    def size(self, ctx, u):
        return u * 0.55, u * 0.5

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        ink = _INK_SOFT
        yy = y + u * 0.25
        v.line((x, yy), (x + u * 0.35, yy), u * 0.08, ink)
        v.polygon([(x + u * 0.55, yy), (x + u * 0.3, yy - u * 0.2), (x + u * 0.3, yy + u * 0.2)], ink)


class _Separator(_Item):
    """A thin vertical separator between two rules of one kind."""

    def size(self, ctx, u):
        return u * 0.12, u * 0.9

    def draw(self, ctx, x, y, u):
        ctx.vec.line((x + u * 0.06, y + u * 0.05), (x + u * 0.06, y + u * 0.85), max(0.6, u * 0.05),
                     _mix(ctx.pal.panel, _INK, 0.3))


class _Column(_Item):
    """Rows of items stacked into one item (e.g. the points above the icons, beside a diagram)."""

    def __init__(self, rows: list[list[_Item]]):
        self.rows = [row for row in rows if row]

    def facts(self):
        return _layout_facts(self.rows)

    def min_unit(self):
        return _layout_min_unit(self.rows)

    def size(self, ctx, u):
        sizes = [_row_size(ctx, row, u) for row in self.rows]
        return max(s[0] for s in sizes), sum(s[1] for s in sizes) + _ROW_GAP * u * (len(sizes) - 1)

    def draw(self, ctx, x, y, u):
        w, _ = self.size(ctx, u)
        _draw_layout(ctx, self.rows, (x, y, w, self.size(ctx, u)[1]), u)


Row = list[_Item]
Layout = list[Row]
_ITEM_GAP = 0.2     # between items of a row, in units
_ROW_GAP = 0.22     # between rows


def _layout_facts(layout: Layout) -> set[Fact]:
    return {fact for row in layout for item in row for fact in item.facts()}


def _layout_min_unit(layout: Layout) -> float:
    return max((item.min_unit() for row in layout for item in row), default=0.0)


# --------------------------------------------------------------------------- rules -> pictograms


def _targets(rule: Rule) -> list[_Item]:
    """What a per_card / condition rule counts, as icons or badges."""
    items: list[_Item] = []
    for kid in rule.get("of") or ():
        items.append(_Icon(kid))
    if rule.get("category"):
        items.append(_Badge(rule["category"]))
    if rule.get("face") == "down" and not items:
        items.append(_FaceDown())
    elif rule.get("face") == "down":
        items.insert(0, _FaceDown())
    return items


def _compact(lead: Row, head: Row, what: Row, diagram: Row, tail: Row) -> list[Layout]:
    """The reduced layouts of a rule for small cards, most explicit first; each one states the whole rule.

    lead: what comes before everything (a base and its separator); head: the points; what: what is counted
    or required (icons, badges, marks); diagram: where (a neighbourhood), the first thing left out when room
    is short; tail: what follows (a flip)."""
    options: list[Layout] = []
    for shown in (diagram, []):
        options.append([[*lead, *head, *what, *shown, *tail]])                       # one row
        if what:
            options.append([[*lead, _Column([head, what]), *shown, *tail]])          # points over the targets
            options.append([[*lead, *head, *shown, *tail], what])                    # two rows
    return options


def _rule_layouts(rule: Rule, kind: Kind) -> tuple[list[Layout], list[Layout]]:
    """(full layouts, reduced layouts) for one rule, each list in order of preference.

    Full layouts are for large cards; reduced ones for small cards say the same thing (every kind, category,
    exception, condition, prey, the points, flips...) in less room: no multiplication signs, two rows."""
    t, p = rule.type, rule.params
    cross = _Text("\u00d7", 0.72, "bold", _INK_SOFT)
    if t == "per_card":
        targets = _targets(rule)
        extra: list[_Item] = []
        if p.get("distinct"):
            extra.append(_Distinct())
        for kid in p.get("except") or ():
            extra.append(_Icon(kid, "no"))
        flip: list[_Item] = [_Flip()] if p.get("flip") else []
        tail: list[_Item] = [_Grid(p["where"]), *flip]
        pts = _points(p["points"])
        if p.get("base"):
            base = _base(p["base"])
            full = [[[base, _Separator(), pts, cross, *targets, *extra, *tail]],
                    [[base, _Separator(), _Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead: list[_Item] = [_base(p["base"], 1.0), _Separator()]
        else:
            full = [[[pts, cross, *targets, *extra, *tail]],
                    [[_Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead = []
        return full, _compact(lead, [pts], [*targets, *extra], [_Grid(p["where"])], flip)
    if t == "condition":
        mark = "yes" if p["when"] == "any" else "no"
        icons = [_Icon(kid, mark) for kid in p["of"]]
        pts = _points(p["points"])
        full = [[[pts, *icons, _Grid(p["where"])]], [[_Column([[pts], icons]), _Grid(p["where"])]]]
        return full, _compact([], [pts], icons, [_Grid(p["where"])], [])
    if t == "flat":
        pts = _points(p["points"], 1.1)
        extra = [_Swap()] if kind.swaps_on_place else []
        return [[[pts, *extra]]], [[[_points(p["points"]), *extra]]]
    if t == "lines":
        pts = _points(p["points"])
        return [[[pts, cross, _Lines()]]], [[[pts, _Lines()]], [[pts], [_Lines()]]]
    if t == "groups":
        table = p["table"]
        full = [[[_Group(), _Table(table)]], [[_Group()], [_Table(table)]]]
        values = _Values(table, "table")
        return full, [*full, [[_Group(), values]], [[_Group()], [values]]]
    if t == "adjacent_groups":
        kid = p["of"][0]
        pts = _points(p["points"])
        full = [[[pts, cross, _Icon(kid), _Length(), _Grid("adjacent")]],
                [[_Column([[pts, cross], [_Icon(kid), _Length()]]), _Grid("adjacent")]]]
        return full, _compact([], [pts], [_Icon(kid), _Length()], [_Grid("adjacent")], [])
    if t == "majority":
        measure: _Item = _Group() if p["measure"] == "largest_group" else _Stack()
        prizes = p["prizes"]
        full = [[[_Crown(), measure, _Podium(prizes)]], [[_Crown(), measure], [_Podium(prizes)]]]
        values = _Values(prizes, "prizes")
        return full, [*full, [[_Crown(), measure, values]], [[_Crown(), measure], [values]]]
    if t == "hunt":
        needs = [_Icon(kid, "yes") for kid in p["needs"]]
        prey = [_Icon(kid) for kid in p["prey"]]
        pts = _points(p["points"])
        full = [[[*needs, _Grid("adjacent"), _Arrow(), pts, _Flip(), *prey]],
                [[*needs, _Grid("adjacent"), _Arrow()], [pts, _Flip(), *prey]]]
        reduced = [*full,
                   [[*needs, _Arrow(), pts, _Flip(), *prey]],
                   [[*needs, _Arrow(), pts], [_Flip(), *prey]],
                   [[*needs, _Arrow()], [pts, _Flip(), *prey]]]
        return full, reduced
    raise CardArtError(f"no pictogram for the scoring rule {t!r} of {kind.id!r}")


def _kind_layouts(kind: Kind, full: bool) -> list[Layout]:
    per_rule = [_rule_layouts(rule, kind)[0 if full else 1] for rule in kind.rules]
    if len(per_rule) == 1:
        return per_rule[0]
    if not full:
        # every rule side by side (each as a column) or one under the other, for each rule's options in turn
        layouts: list[Layout] = []
        for i in range(max(len(options) for options in per_rule)):
            chosen = [options[min(i, len(options) - 1)] for options in per_rule]
            side: Row = []
            for n, layout in enumerate(chosen):
                side += ([_Separator()] if n else []) + [_Column(layout)]
            layouts += [[side], [row for layout in chosen for row in layout]]
        return layouts
    firsts = [options[0] for options in per_rule]
    stacked: Layout = [row for layout in firsts for row in layout]
    one_row: Row = []
    for i, layout in enumerate(firsts):
        if i:
            one_row.append(_Separator())
        for row in layout:
            one_row.extend(row)
    return [[one_row], stacked]


def _row_size(ctx: _Ctx, row: Row, u: float) -> tuple[float, float]:
    sizes = [item.size(ctx, u) for item in row]
    gap = u * _ITEM_GAP
    return sum(s[0] for s in sizes) + gap * (len(sizes) - 1), max(s[1] for s in sizes)


def _fit(ctx: _Ctx, layout: Layout, w: float, h: float, u_cap: float) -> float:
    """The largest unit height (<= u_cap) at which every row fits the box."""

    def fits(u: float) -> bool:
        sizes = [_row_size(ctx, row, u) for row in layout]
        total_h = sum(s[1] for s in sizes) + u * _ROW_GAP * (len(sizes) - 1)
        return total_h <= h and max(s[0] for s in sizes) <= w

    if fits(u_cap):
        return u_cap
    lo, hi = 2.0, u_cap
    if not fits(lo):
        return lo
    for _ in range(12):     # to within a thousandth of the unit: far below a pixel
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo


def _layout_size(ctx: _Ctx, layout: Layout, u: float) -> tuple[float, float]:
    sizes = [_row_size(ctx, row, u) for row in layout]
    return max(s[0] for s in sizes), sum(s[1] for s in sizes) + u * _ROW_GAP * (len(sizes) - 1)


def _choose_reduced(ctx: _Ctx, layouts: list[Layout], box: tuple[float, float, float, float],
                    u_cap: float) -> tuple[Layout, float]:
    """The layout of a small card: of those whose every item still reads at the unit they fit and that are
    drawn nearly as large as the largest one, the one that tells the most (a neighbourhood diagram, a table's
    group sizes), then the largest; if none reads, the largest."""
    fitted = [(layout, _fit(ctx, layout, box[2], box[3], u_cap)) for layout in layouts]
    readable = [(layout, u) for layout, u in fitted if u >= _layout_min_unit(layout)]
    pool = readable or fitted
    largest = max(u for _, u in pool)
    near = [(layout, u) for layout, u in pool if u >= largest * _REDUCED_KEEP]
    return max(near, key=lambda option: (len(_layout_facts(option[0])), option[1]))


def _draw_layout(ctx: _Ctx, layout: Layout, box: tuple[float, float, float, float], u: float) -> None:
    x, y, w, h = box
    sizes = [_row_size(ctx, row, u) for row in layout]
    total_h = sum(s[1] for s in sizes) + u * _ROW_GAP * (len(sizes) - 1)
    top = y + (h - total_h) / 2
    for row, (rw, rh) in zip(layout, sizes):
        left = x + (w - rw) / 2
        for item in row:
            iw, ih = item.size(ctx, u)
            item.draw(ctx, left, top + (rh - ih) / 2, u)
            left += iw + u * _ITEM_GAP
        top += rh + u * _ROW_GAP


# --------------------------------------------------------------------------- the renderer

_FULL_WIDTH = 100       # from this card width on, the full pictograms (with their × signs, podiums, tables)
_REDUCED_KEEP = 0.75    # a small card prefers a more telling layout drawn at least this share of the largest


@dataclass(frozen=True)
class _Pictogram:
    layout: Layout
    unit: float
    box: tuple[float, float, float, float]
    used: tuple[float, float]


@dataclass(frozen=True)
class PictogramFit:
    """How a face's pictogram fits its panel (CardArt.face_fit), in pixels."""

    unit: float                     # the unit height it is drawn at (an icon's size)
    floor: float                    # the smallest unit at which every one of its items still reads
    used: tuple[float, float]       # width and height it takes
    box: tuple[float, float]        # width and height it has


_ART_RATIO = 0.75       # height / width of the illustrations (their viewBox is 240 x 180)
_SMALL_RATIO = 0.58     # the illustration window of the smallest cards: the art is cropped, the rule gets room
_SMALL_WIDTH = 56       # the width of the smallest cards the table deals (a hand of 11 at 1280x720)
_CROP_TOP = 0.5         # the share of a cropped illustration taken off its top (the rest off its bottom)


def _window_ratio(w: int) -> float:
    """Height / width of the illustration window: the art's own ratio on full-size cards; on small cards a
    little of its sky and ground is cropped (linearly more as the card shrinks), so that the pictogram below
    has the room to state the whole rule."""
    if w >= _FULL_WIDTH:
        return _ART_RATIO
    t = min(1.0, (_FULL_WIDTH - w) / (_FULL_WIDTH - _SMALL_WIDTH))
    return _ART_RATIO + (_SMALL_RATIO - _ART_RATIO) * t


@dataclass(frozen=True)
class _Metrics:
    """Where everything sits on a card of a given width (floats, final pixels)."""

    w: int
    h: int
    border: float
    corner: float
    window: tuple[float, float, float, float]     # the illustration
    band: tuple[float, float, float, float]       # the name
    panel: tuple[float, float, float, float]      # the pictogram

    @classmethod
    def for_width(cls, w: int, h: int) -> "_Metrics":
        border = max(2.5, w * 0.042)
        corner = w * 0.085
        ix, iw = border, w - 2 * border
        ih = iw * _window_ratio(w)
        window = (ix, border, iw, ih)
        band_h = max(16.0, w * 0.155)
        band = (ix, border + ih, iw, band_h)
        gap = max(1.5, border * 0.5)
        py = band[1] + band_h + gap
        panel = (ix, py, iw, h - border - py)
        return cls(w, h, border, corner, window, band, panel)


def pick_kinds(rules: GameRules, wanted: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """The kinds a game shows as its picture (the menu's fan, a game's tile), one per wanted (kind id, category):
    that kind when the game's card data has it, else the game's first kind of that category, in catalogue order,
    not shown yet, else its first kind not shown yet (repeated if the game has fewer kinds than wanted). The data
    as shipped gets the chosen cards; edited data (a kind renamed or dropped) gets others, never a card the game
    lacks."""
    present = set(rules.kind_ids)
    chosen: list[str | None] = [kid if kid in present else None for kid, _ in wanted]
    for i, (_, category) in enumerate(wanted):
        if chosen[i] is None:
            free = [k for k in rules.kinds if k.id not in chosen]
            same = [k for k in free if k.category == category]
            chosen[i] = (same or free)[0].id if free else rules.kinds[i % len(rules.kinds)].id
    return tuple(str(kid) for kid in chosen)


class CardArt:
    """Renders card faces, backs and kind icons; every picture is made once per size and cached."""

    ASPECT = 1.4

    def __init__(self, catalogue: Catalogue | None = None):
        self.catalogue = catalogue if catalogue is not None else default_catalogue()
        if not pygame.font.get_init():
            pygame.font.init()
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text_widths: dict[tuple[int, str], int] = {}     # by id of a font of self._fonts (never freed)
        self._bodies: dict[tuple[str, str, int], pygame.Surface] = {}
        self._faces: dict[tuple[str, str, int, str], pygame.Surface] = {}
        self._backs: dict[tuple[str, int], pygame.Surface] = {}
        self._tiles: dict[tuple[str, str, int], pygame.Surface] = {}
        self._icons: dict[tuple[str, str, int, str | None], pygame.Surface] = {}
        self._pictos: dict[tuple[str, str, int], _Pictogram] = {}
        self._subjects: dict[str, _Subject | None] = {}
        self._svgs: dict[Path, bytes] = {}                      # art files read and checked (see _svg)
        self._game_tints: dict[str, dict[str, Color]] = {}
        self._widths: OrderedDict[int, None] = OrderedDict()
        missing = self.missing_art()
        if missing:
            raise MissingArtError("card art missing: " + ", ".join(str(p) for p in missing))

    # ------------------------------------------------------------------ public API

    @classmethod
    def height_for(cls, width: int) -> int:
        return round(width * cls.ASPECT)

    def face(self, game_id: str, kind_id: str, width: int, lang: str) -> pygame.Surface:
        key = (game_id, kind_id, width, lang)
        surf = self._faces.get(key)
        if surf is None:
            _check_width(width)
            self._touch_width(width)
            body = self._body(game_id, kind_id, width)
            surf = body.copy()
            self._draw_name(surf, game_id, kind_id, width, lang)
            surf = _finish(surf)
            self._faces[key] = surf
        else:
            self._widths.move_to_end(width)
        return surf

    def face_or_tile(self, game_id: str, kind_id: str, width: int, lang: str) -> pygame.Surface:
        """The card face; at a width too small for the card art, a plain tile with the kind's icon."""
        try:
            return self.face(game_id, kind_id, width, lang)
        except BundledFileError:
            raise                                  # a damaged picture is not a size problem
        except CardArtError:
            key = (game_id, kind_id, width)
            tile = self._tiles.get(key)
            if tile is None:
                tile = pygame.Surface((width, self.height_for(width)), pygame.SRCALPHA)
                pygame.draw.rect(tile, PANEL, tile.get_rect(), border_radius=4)
                pygame.draw.rect(tile, PANEL_EDGE, tile.get_rect(), width=1, border_radius=4)
                icon = self.icon(game_id, kind_id, max(4, width - 6))
                tile.blit(icon, icon.get_rect(center=tile.get_rect().center))
                self._tiles[key] = tile
            return tile

    def back(self, game_id: str, width: int) -> pygame.Surface:
        key = (game_id, width)
        surf = self._backs.get(key)
        if surf is None:
            _check_width(width)
            self._touch_width(width)
            h = self.height_for(width)
            art = self._load_svg(self._back_path(game_id), (width, h), f"the {game_id} card back")
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            surf.blit(art, ((width - art.get_width()) // 2, (h - art.get_height()) // 2))
            _apply_mask(surf, _alpha_mask((width, h), lambda v: v.polygon(
                _rounded_pts(0, 0, width, h, width * 0.085), (255, 255, 255, 255))))
            surf = _finish(surf)
            self._backs[key] = surf
        return surf

    def icon(self, game_id: str, kind_id: str, size: int) -> pygame.Surface:
        return self._marked_icon(game_id, kind_id, size, None)

    def missing_art(self) -> list[Path]:
        """Every SVG the catalogue needs that is not there (illustrations of every kind, both backs)."""
        ecosysteme = self.catalogue.family("ecosysteme")       # the games this module draws
        paths = [self._art_path(kind.id) for game in ecosysteme.values() for kind in game.kinds]
        paths += [self._back_path(game_id) for game_id in ecosysteme]
        return [p for p in paths if not p.is_file()]

    # ------------------------------------------------------------------ files

    @staticmethod
    def _art_path(kind_id: str) -> Path:
        return resource_path("assets", "cards", f"{kind_id}.svg")

    @staticmethod
    def _back_path(game_id: str) -> Path:
        return resource_path("assets", "cards", f"back-{game_id}.svg")

    def _kind(self, game_id: str, kind_id: str) -> Kind:
        try:
            return self.catalogue[game_id].kind(kind_id)
        except KeyError:
            raise CardArtError(f"no card {kind_id!r} in the game {game_id!r}") from None

    def _svg(self, path: Path, what: str) -> bytes:
        """An art file's bytes, read once and checked whole: SDL's SVG reader draws an empty, cut-short or
        scrambled file as a blank or half picture without a word, so a damaged install would go unnoticed."""
        data = self._svgs.get(path)
        if data is None:
            if not path.is_file():
                raise MissingArtError(f"card art missing: {path} (needed for {what})")
            try:
                data = path.read_bytes()
            except OSError as exc:
                raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): "
                                         f"{exc.strerror or exc}") from None
            problem = svg_problem(data)
            if problem:
                raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): {problem}")
            self._svgs[path] = data
        return data

    def _load_svg(self, path: Path, size: tuple[int, int], what: str) -> pygame.Surface:
        return _load_svg_bytes(self._svg(path, what), size, path, what)

    def _illustration(self, game_id: str, kind_id: str, size: tuple[int, int]) -> pygame.Surface:
        return self._load_svg(self._art_path(kind_id), size, f"the {game_id} card {kind_id!r}")

    def _font(self, style: str, px: int) -> pygame.font.Font:
        key = (style, px)
        font = self._fonts.get(key)
        if font is None:
            font = load_font(_FONTS[style], px)
            self._fonts[key] = font
        return font

    def _text_width(self, font: pygame.font.Font, text: str) -> int:
        """font.size(text)[0], remembered: fitting a pictogram measures the same texts many times."""
        key = (id(font), text)
        width = self._text_widths.get(key)
        if width is None:
            width = self._text_widths[key] = font.size(text)[0]
        return width

    def _touch_width(self, width: int) -> None:
        self._widths[width] = None
        self._widths.move_to_end(width)
        while len(self._widths) > _WIDTH_CACHE:
            old, _ = self._widths.popitem(last=False)
            for cache, at in ((self._faces, 2), (self._bodies, 2), (self._backs, 1), (self._pictos, 2)):
                for key in [k for k in cache if k[at] == old]:
                    del cache[key]

    # ------------------------------------------------------------------ icons

    def _marked_icon(self, game_id: str, kind_id: str, size: int, mark: str | None) -> pygame.Surface:
        """A kind's token: an animal cut out of its illustration on a disc of its own colour; a habitat or
        terrain as its landscape in an octagon (the cut corners of its card). Both are made to be told apart
        at 14 px: silhouettes and colours differ from kind to kind, and shapes between animals and the rest."""
        key = (game_id, kind_id, size, mark)
        surf = self._icons.get(key)
        if surf is not None:
            return surf
        if size < 4:
            raise CardArtError(f"icon size must be at least 4 pixels, got {size}")
        kind = self._kind(game_id, kind_id)
        animal = kind.category == "animal"
        pal = _PALETTES[(game_id, animal)]
        subject = self._subject(kind_id) if animal else None
        r = size / 2

        def outline(v: _Vec, inset: float, color, width: float = 0) -> None:
            if animal:
                v.circle((r, r), r - inset, color, width=width)
            else:
                v.polygon(_chamfer_pts(inset, inset, size - 2 * inset, size - 2 * inset, size * 0.27), color,
                          width=width)

        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        if subject is not None:
            self._draw_token(surf, game_id, kind_id, subject, size)
        else:
            # the illustration nearly as wide as the icon (the subject is not always centred, so little is cut
            # off the sides); the strips left above and below continue its sky and its ground
            ah = round(size * 0.86)
            art = self._illustration(game_id, kind_id, (round(ah * 4 / 3), ah))
            top = (size - art.get_height()) // 2
            surf.fill(_edge_colour(art, 0), (0, 0, size, top + 1))
            surf.fill(_edge_colour(art, art.get_height() - 1), (0, top + art.get_height() - 1, size, size))
            surf.blit(art, ((size - art.get_width()) // 2, top))
        _apply_mask(surf, _alpha_mask((size, size), lambda v: outline(v, 0.25, (255, 255, 255, 255))))
        ring = _Vec((size, size), 4, (*pal.frame_bottom, 0))
        outline(ring, 0.25, pal.frame_bottom, width=max(1.0, size * 0.07))
        if mark == "no":
            # a red ring on the icon's edge and one slash: the picture stays recognisable
            t = max(1.2, size * 0.085)
            d = r * 0.66
            outline(ring, 0.25, _SLASH, width=t)
            ring.line((r - d, r - d), (r + d, r + d), t + max(1.0, size * 0.06), (255, 255, 255))
            ring.line((r - d, r - d), (r + d, r + d), t, _SLASH)
        elif mark == "yes":
            cr = size * 0.24
            cx, cy = size - cr - 0.2, size - cr - 0.2
            ring.circle((cx, cy), cr, (255, 255, 255))
            ring.circle((cx, cy), cr * 0.82, _CHECK)
            ring.polyline([(cx - cr * 0.42, cy + cr * 0.02), (cx - cr * 0.1, cy + cr * 0.34),
                           (cx + cr * 0.45, cy - cr * 0.32)], cr * 0.22, (255, 255, 255))
        surf.blit(ring.down(), (0, 0))
        surf = _finish(surf)
        self._icons[key] = surf
        return surf

    def _draw_token(self, surf: pygame.Surface, game_id: str, kind_id: str, subject: "_Subject",
                    size: int) -> None:
        """The animal alone, as large as the disc allows, on its kind's colour (lighter towards the top)."""
        tint = self._tints(game_id)[kind_id]
        grad = pygame.Surface((1, 2), pygame.SRCALPHA)
        grad.set_at((0, 0), (*_mix(tint, _CREAM, 0.45), 255))
        grad.set_at((0, 1), (*tint, 255))
        surf.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0))
        bx, by, bw, bh = subject.bbox
        f = _TOKEN_FILL * size / max(bw, bh)           # pixels per unit of the picture
        vw, vh = subject.view
        pic = _load_svg_bytes(subject.svg, (max(1, round(vw * f)), max(1, round(vh * f))), subject.path,
                              f"the icon of {kind_id!r}")
        sx = pic.get_width() / vw                      # the scale it was really drawn at
        surf.blit(pic, (round(size / 2 - (bx + bw / 2) * sx), round(size / 2 - (by + bh / 2) * sx)))

    def _subject(self, kind_id: str) -> "_Subject | None":
        """The animal of a kind's illustration without its backdrop (cached), or None for a landscape."""
        if kind_id in self._subjects:
            return self._subjects[kind_id]
        path = self._art_path(kind_id)
        subject = _cut_subject(path, self._svg(path, f"the icon of {kind_id!r}"))
        self._subjects[kind_id] = subject
        return subject

    def _tints(self, game_id: str) -> dict[str, Color]:
        """One background colour per animal of a game, all different, chosen so that the tokens (background
        and animal together) differ as much as possible: the most colourful animal first, each one takes the
        free colour of _TINTS that sets its token farthest from the tokens already made, among those that
        stand out from the animal itself (a game with more animals than colours gets lighter variants)."""
        tints = self._game_tints.get(game_id)
        if tints is not None:
            return tints
        subjects = [(kind.id, self._subject(kind.id)) for kind in self.catalogue[game_id].kinds
                    if kind.category == "animal"]
        subjects = [(kid, sub) for kid, sub in subjects if sub is not None]
        free = list(_TINTS)
        while len(free) < len(subjects):
            free += [_mix(c, _CREAM, 0.5) for c in _TINTS]
        tints = {}
        looks: list[Color] = []
        for kid, sub in sorted(subjects, key=lambda item: -item[1].saturation):
            contrasted = [c for c in free if _hue_distance(c, sub.colour) >= _TINT_CONTRAST] or free
            tint = max(contrasted, key=lambda c: (min((math.dist(_mix(c, sub.colour, 0.5), look) for look in looks),
                                                      default=0.0), math.dist(c, sub.colour)))
            free.remove(tint)
            tints[kid] = tint
            looks.append(_mix(tint, sub.colour, 0.5))
        self._game_tints[game_id] = tints
        return tints

    # ------------------------------------------------------------------ faces

    def _body(self, game_id: str, kind_id: str, width: int) -> pygame.Surface:
        """Everything but the name (the part shared by both languages)."""
        key = (game_id, kind_id, width)
        body = self._bodies.get(key)
        if body is not None:
            return body
        _check_width(width)
        kind = self._kind(game_id, kind_id)
        animal = kind.category == "animal"
        pal = _PALETTES[(game_id, animal)]
        h = self.height_for(width)
        m = _Metrics.for_width(width, h)
        k = _supersample(width)
        wx, wy, ww, wh = m.window
        iw, ih = round(ww), round(wh)
        # first: a missing file names this card; drawn at its own ratio, then cropped to the window
        art = self._illustration(game_id, kind_id, (iw, max(ih, round(iw * _ART_RATIO))))

        # 1. vector pass: frame, band, panel, pictogram glyphs
        vec = _Vec((width, h), k, (*pal.frame_bottom, 0))
        outer = _card_shape(animal, 0, 0, width, h, m.corner)
        _gradient_fill(vec, outer, pal.frame_top, pal.frame_bottom)
        inset = m.border * 0.42
        vec.polygon(_card_shape(animal, inset, inset, width - 2 * inset, h - 2 * inset, m.corner - inset * 0.7),
                    pal.inlay, width=max(0.5, width * 0.006))
        bx, by, bw, bh = m.band
        vec.rect((bx, by, bw, bh), pal.band)
        vec.rect((bx, by + bh - max(0.6, bh * 0.05), bw, max(0.6, bh * 0.05)), pal.band_edge)
        px, py, pw, ph = m.panel
        inner_corner = max(1.0, m.corner - m.border)
        vec.polygon(_bottom_corners(animal, px, py, pw, ph, inner_corner), pal.panel)

        picto = self._pictogram(game_id, kind_id, width)
        ctx = _Ctx(self, game_id, vec, pal)
        _draw_layout(ctx, picto.layout, picto.box, picto.unit)
        body = vec.down()

        # 2. the illustration, at its exact size, clipped to its window
        pic = pygame.Surface((iw, ih), pygame.SRCALPHA)
        pic.fill(pal.panel)
        pic.blit(art, ((iw - art.get_width()) // 2, round((ih - art.get_height()) * _CROP_TOP)))
        wc = max(1.0, m.corner - m.border)
        _apply_mask(pic, _alpha_mask((iw, ih), lambda v: (
            v.polygon(_card_shape(animal, 0, 0, iw, ih + wc * 3, wc), (255, 255, 255, 255)))))
        body.blit(pic, (round(wx), round(wy)))

        # 3. overlay: window edge and category badge (they straddle the illustration)
        over = _Vec((width, h), k, (*pal.badge_mark, 0))
        edge = max(0.6, width * 0.008)
        over.rect((round(wx) - 0.2, round(wy) + ih - edge, round(ww) + 0.4, edge * 1.4),
                  _mix(pal.frame_bottom, _INK, 0.3))
        br = max(6.5, width * 0.085)
        bcx = m.border + br * 0.95
        _category_badge(over, kind.category, game_id, bcx, bcx, br)
        body.blit(over.down(), (0, 0))

        for surf, pos in ctx.blits:
            body.blit(surf, pos)
        self._bodies[key] = body
        return body

    def _pictogram(self, game_id: str, kind_id: str, width: int) -> "_Pictogram":
        """The pictogram a face of this width draws: its layout, unit and box (kept with the faces)."""
        key = (game_id, kind_id, width)
        picto = self._pictos.get(key)
        if picto is not None:
            return picto
        _check_width(width)
        kind = self._kind(game_id, kind_id)
        m = _Metrics.for_width(width, self.height_for(width))
        px, py, pw, ph = m.panel
        pad = max(2.0, width * 0.03)
        box = (px + pad, py + pad * 0.8, pw - 2 * pad, ph - pad * 1.6)
        full = width >= _FULL_WIDTH
        ctx = _Ctx(self, game_id, None, _PALETTES[(game_id, kind.category == "animal")])
        if full:
            # the first layout that keeps the pictogram near its full size, else the largest one
            u_cap = max(width * 0.18, 20.0)
            best: tuple[Layout, float] | None = None
            for layout in _kind_layouts(kind, full):
                u = _fit(ctx, layout, box[2], box[3], u_cap)
                if u >= u_cap * 0.8:
                    best = (layout, u)
                    break
                if best is None or u > best[1]:
                    best = (layout, u)
            assert best is not None
            layout, u = best
        else:
            layout, u = _choose_reduced(ctx, _kind_layouts(kind, full), box, min(box[3], width * 0.3))
        picto = _Pictogram(layout, u, box, _layout_size(ctx, layout, u))
        self._pictos[key] = picto
        return picto

    def face_items(self, game_id: str, kind_id: str, width: int) -> set[Fact]:
        """What the pictogram of a face of this width shows of the kind's rules, as (item type, value) pairs,
        read from the very layout the face draws: ("points", 2), ("base", 6), ("kind", "bee"), ("kind_no",
        "wolf") crossed out, ("kind_yes", "tree") required, ("category", "animal"), ("where", "adjacent"),
        ("face_down", True), ("distinct", True), ("flip", True), ("swap", True), ("lines", True),
        ("group", True), ("count", True), ("length", True), ("majority", True), ("table", (0, 3, ...)),
        ("prizes", (12, 8, 4))."""
        return _layout_facts(self._pictogram(game_id, kind_id, width).layout)

    def face_fit(self, game_id: str, kind_id: str, width: int) -> "PictogramFit":
        """How the pictogram of a face of this width fits its panel: the unit it is drawn at, the smallest unit
        at which all of its items still read, the size it takes and the box it must fit."""
        picto = self._pictogram(game_id, kind_id, width)
        return PictogramFit(picto.unit, _layout_min_unit(picto.layout), picto.used, picto.box[2:])

    def _draw_name(self, surf: pygame.Surface, game_id: str, kind_id: str, width: int, lang: str) -> None:
        kind = self._kind(game_id, kind_id)
        m = _Metrics.for_width(width, surf.get_height())
        bx, by, bw, bh = m.band
        avail = bw - max(2.0, width * 0.04)
        name = kind.name(lang)
        px = max(8, round(bh * 0.74))
        floor = max(10, round(bh * 0.66))
        font = self._font("black", px)
        while px > floor and font.size(name)[0] > avail:
            px -= 1
            font = self._font("black", px)
        text, base = _render(font, name, _INK)
        if text.get_width() > avail:  # still too long at the smallest size: condense it a little, once
            text = pygame.transform.smoothscale(text, (int(avail), text.get_height()))
        cap = _cap_height(font)
        # the capitals are centred in the band, whatever accents rise above them or descenders fall below
        baseline = by + bh / 2 + cap / 2 - bh * 0.03
        surf.blit(text, (round(bx + (bw - text.get_width()) / 2), round(baseline - base)))


_OUTLINE_INK = "#2b2420"   # the ink every animal of our illustrations is outlined with
_TOKEN_FILL = 0.84         # the animal's larger side, in diameters of its icon
# the animals' token backgrounds: light natural colours, far enough apart to be told apart at a glance
_TINT_CONTRAST = 48        # how far a token's background must be from its animal's colour (_hue_distance)


def _hue_distance(tint: Color, colour: Sequence[float]) -> float:
    """How different two colours are, lightness aside: the second is brought to the first one's brightness
    (a brown deer on a light clay background is hard to see, however lighter the clay is)."""
    k = max(tint) / max(1.0, max(colour))
    return math.dist(tint, [c * k for c in colour])
_TINTS: tuple[Color, ...] = (
    (164, 204, 240),   # sky
    (186, 226, 150),   # young leaves
    (246, 226, 140),   # straw
    (236, 164, 130),   # clay
    (120, 200, 190),   # lagoon
    (200, 180, 236),   # dusk
    (246, 244, 236),   # chalk
    (240, 170, 200),   # heather
    (140, 156, 180),   # slate
    (206, 182, 140),   # sand
)


@dataclass(frozen=True)
class _Subject:
    """The animal of an illustration: an SVG of it alone, where it lies in the picture, and its colour."""

    path: Path
    svg: bytes
    view: tuple[float, float]                        # the picture's size (its viewBox)
    bbox: tuple[float, float, float, float]          # the animal's box in the picture
    colour: Color                                    # its average colour
    saturation: float


def _cut_subject(path: Path, data: bytes) -> _Subject | None:
    """The illustration without its backdrop, or None when nothing in it is outlined (a landscape).

    Our pictures paint their backdrop first (sky, ground, far trees, none of it outlined) and then the animal,
    outlined in ink: the subject is everything from the first top-level element drawn with that ink on (the
    definitions of gradients are kept). The file (``data``, checked by svg_problem) is cut as bytes, where expat
    says its elements start."""
    starts: list[int] = []           # where each top-level element starts
    tags: list[str] = []
    inked: list[bool] = []
    root: dict[str, str] = {}
    depth = 0
    end = len(data)
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        nonlocal depth
        if depth == 0:
            root.update(attrs)
        elif depth == 1:
            starts.append(parser.CurrentByteIndex)
            tags.append(tag)
            inked.append(False)
        if depth >= 1 and attrs.get("stroke") == _OUTLINE_INK:
            inked[-1] = True
        depth += 1

    def stop(tag: str) -> None:
        nonlocal depth, end
        depth -= 1
        if depth == 0:
            end = parser.CurrentByteIndex

    parser.StartElementHandler, parser.EndElementHandler = start, stop
    try:
        parser.Parse(data, True)
        view = [float(x) for x in root.get("viewBox", "").replace(",", " ").split()]
        if len(view) != 4:
            view = [0.0, 0.0, float(root.get("width", "0")), float(root.get("height", "0"))]
    except (expat.ExpatError, ValueError) as exc:
        raise UnreadableArtError(f"card art unreadable: {path}: {exc}") from None
    first = next((i for i, ink in enumerate(inked) if ink and not tags[i].endswith("defs")), None)
    if first is None or view[2] <= 0 or view[3] <= 0:
        return None
    bounds = starts + [end]
    kept = [data[bounds[i]:bounds[i + 1]] for i in range(first) if tags[i].endswith("defs")]
    svg = data[:starts[0]] + b"".join(kept) + data[starts[first]:]
    # where it lies and its colour, from a small rendering
    probe_w = 48
    pic = _load_svg_bytes(svg, (probe_w, round(probe_w * view[3] / view[2])), path, "its icon")
    box = pic.get_bounding_rect(min_alpha=32)
    if box.w == 0 or box.h == 0:
        return None
    k = view[2] / pic.get_width()
    r, g, b, _ = pygame.transform.average_color(pic, box, consider_alpha=True)
    _, saturation, _ = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    return _Subject(path, svg, (view[2], view[3]), (box.x * k, box.y * k, box.w * k, box.h * k), (r, g, b),
                    saturation)


def svg_problem(data: bytes) -> str | None:
    """What makes an art file unusable, or None: it must be a whole, well-formed XML document whose root is an
    <svg> with a size. Catches the damage SDL's reader lets through: an empty or cut-short file, bytes of
    something else (a truncated document is never well-formed: its root element is left open)."""
    root: dict[str, str] = {}
    tags: list[str] = []
    parser = expat.ParserCreate()

    def start(tag: str, attrs: dict[str, str]) -> None:
        if not tags:
            root.update(attrs)
        tags.append(tag)

    parser.StartElementHandler = start
    try:
        parser.Parse(data, True)
    except expat.ExpatError as exc:
        return f"not a whole SVG file ({expat.ErrorString(exc.code)}, line {exc.lineno})"
    if tags[0].rpartition(":")[2] != "svg":
        return "not an SVG picture"
    if not root.get("viewBox") and not (root.get("width") and root.get("height")):
        return "an SVG picture without a size"
    return None


def _load_svg_bytes(svg: bytes, size: tuple[int, int], path: Path, what: str) -> pygame.Surface:
    try:
        return pygame.image.load_sized_svg(io.BytesIO(svg), size)
    except (pygame.error, OSError, ValueError) as exc:
        raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): {exc}") from None


def _edge_colour(art: pygame.Surface, row: int) -> tuple[int, int, int, int]:
    """The average colour of one row of the middle half of a picture (to extend its sky or ground)."""
    w = art.get_width()
    strip = art.subsurface((w // 4, row, max(1, w // 2), 1))
    c = pygame.transform.average_color(strip)
    return c[0], c[1], c[2], 255


def _check_width(width: int) -> None:
    if not isinstance(width, int) or width < 24:
        raise CardArtError(f"card width must be a whole number of at least 24 pixels, got {width!r}")


def _gradient_fill(v: _Vec, pts: Sequence[Point], top: Color, bottom: Color) -> None:
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


def _finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha when a display mode is set (faster blits); a plain SRCALPHA surface otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf
