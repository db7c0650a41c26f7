"""What the card renderers share: scenes/ecosysteme/cardart.py (Forêt and Savane) and scenes/canopee/faces.py (Canopée)
draw their faces, backs and icons with these pieces.

A face is built in three passes, so that nothing is rescaled per frame and no illustration is resampled: the
vector pass (``Vec``: frame, panels and pictogram glyphs drawn on a surface 3 or 4 times larger, smooth-scaled down
once), the illustration (``load_svg_bytes`` at its exact size, clipped by an ``alpha_mask``), then text at its
final pixel size (``render_text``, ``blit_centered_caps``).

Public API:

- errors: ``CardArtError``, ``MissingArtError``, ``UnreadableArtError``;
- looks: ``Palette``, the inks ``INK``, ``INK_SOFT``, ``NEGATIVE``, ``SLASH``, ``CHECK``, ``CREAM``, ``mix``;
- drawing: ``Vec``, ``supersample``, ``rounded_pts``, ``alpha_mask``, ``apply_mask``, ``gradient_fill``;
- text: ``cap_height``, ``render_text``, ``blit_centered_caps``;
- pictograms: ``Ctx`` and the items ``Item``, ``Text``, ``Icon``, ``Table``, ``Separator`` (a row is a list of
  items, a ``Layout`` a list of rows), ``row_size``, ``fit``, ``layout_size``, ``choose_reduced``,
  ``draw_layout``, ``layout_facts``, ``layout_min_unit``;
- card geometry: ``Metrics``, ``FULL_WIDTH``, ``ART_RATIO``, ``check_width``, ``finish``;
- art files: ``svg_problem``, ``load_svg_bytes``, ``Subject``, ``cut_subject``, ``blit_subject``;
- ``CardPainter``: the base of both renderers (art files read and checked once, fonts, text widths, subjects).
"""
from __future__ import annotations

import colorsys
import io
import math
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence
from xml.parsers import expat

import pygame

from game.errors import BundledFileError

from .pictures import PictureStore
from .fonts import load_font

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


# --------------------------------------------------------------------------- pictogram items


class Ctx:
    """What pictogram items draw with: the vector layer, the raster blits, the renderer and the card's looks.

    Measuring a layout needs only the renderer (its fonts): vec is None then."""

    def __init__(self, art: "CardPainter", game_id: str, vec: Vec | None, pal: Palette):
        self.art = art
        self.game_id = game_id
        self.vec = vec
        self.pal = pal
        self.blits: list[tuple[pygame.Surface, tuple[int, int]]] = []


# The smallest sizes at which the parts of a pictogram still read on screen (final pixels): the fitting
# prefers a layout whose every item stays above its floor.
MIN_ICON_PX = 9.0
MIN_TEXT_PX = 8.0
MIN_CELL_PX = 2.4


class Item:
    """One element of a pictogram row; u is the row's unit height in pixels."""

    fact: Fact | None = None      # what the item tells of the rule, for the renderers' face_items

    def size(self, ctx: Ctx, u: float) -> tuple[float, float]:
        return u, u

    def draw(self, ctx: Ctx, x: float, y: float, u: float) -> None:
        raise NotImplementedError

    def facts(self) -> set[Fact]:
        return {self.fact} if self.fact is not None else set()

    def min_unit(self) -> float:
        """The smallest unit at which this item still reads (0: any)."""
        return 0.0


class Text(Item):
    """A word or figure, sized by the row's unit (``scale`` of it), in a style of CardPainter.font."""

    def __init__(self, text: str, scale: float = 0.92, style: str = "black", color: Color = INK,
                 fact: Fact | None = None):
        self.text, self.scale, self.style, self.color = text, scale, style, color
        self.fact = fact

    def _font(self, ctx: Ctx, u: float) -> pygame.font.Font:
        return ctx.art.font(self.style, max(6, round(u * self.scale)))

    def min_unit(self):
        return MIN_TEXT_PX / self.scale if self.fact is not None else 0.0

    def size(self, ctx, u):
        font = self._font(ctx, u)
        return ctx.art.text_width(font, self.text), cap_height(font)

    def draw(self, ctx, x, y, u):
        font = self._font(ctx, u)
        blit_centered_caps(ctx.blits, font, self.text, self.color, None, x, y + cap_height(font) / 2)


class Icon(Item):
    """The round picture of a kind, optionally crossed out ("none of these") or ticked ("at least one")."""

    def __init__(self, kind_id: str, mark: str | None = None, scale: float = 1.0):
        self.kind_id, self.mark, self.scale = kind_id, mark, scale
        self.fact = ("kind" if mark is None else f"kind_{mark}", kind_id)

    def size(self, ctx, u):
        s = max(4, round(u * self.scale))
        return s, s

    def min_unit(self):
        return MIN_ICON_PX / self.scale

    def draw(self, ctx, x, y, u):
        s = max(4, round(u * self.scale))
        ctx.blits.append((ctx.art.marked_icon(ctx.game_id, self.kind_id, s, self.mark), (round(x), round(y))))


class Table(Item):
    """A group-size table: sizes (small) over points (bold)."""

    def __init__(self, table: Sequence[int]):
        self.table = tuple(table)
        n = len(self.table)
        self.heads = [str(i + 1) for i in range(n - 1)] + [f"{n}+"]
        self.fact = ("table", self.table)

    def facts(self):
        return {self.fact, ("sizes", len(self.table))}      # the group sizes above the points

    def min_unit(self):
        return (MIN_TEXT_PX - 1) / 0.5        # the group sizes, the smaller of its two lines of figures

    def _fonts(self, ctx, u):
        return ctx.art.font("bold", max(6, round(u * 0.5))), ctx.art.font("black", max(6, round(u * 0.64)))

    def _col_w(self, ctx, u):
        small, big = self._fonts(ctx, u)
        widest = max(max(ctx.art.text_width(small, h) for h in self.heads),
                     max(ctx.art.text_width(big, str(p)) for p in self.table))
        return widest + u * 0.34

    def size(self, ctx, u):
        return self._col_w(ctx, u) * len(self.table), u * 1.25

    def draw(self, ctx, x, y, u):
        small, big = self._fonts(ctx, u)
        cw = self._col_w(ctx, u)
        v, pal = ctx.vec, ctx.pal
        w = cw * len(self.table)
        split = y + u * 0.5
        v.rect((x, y, w, u * 1.25), mix(pal.panel, CREAM, 0.7), radius=u * 0.18)
        v.rect((x, y, w, u * 0.5), mix(pal.panel, INK, 0.1), radius=u * 0.18)
        v.rect((x, split - u * 0.18, w, u * 0.18), mix(pal.panel, INK, 0.1))
        for i in range(1, len(self.table)):
            v.line((x + i * cw, split + u * 0.12), (x + i * cw, y + u * 1.13), max(0.5, u * 0.04),
                   mix(pal.panel, INK, 0.2))
        for i, (head, pts) in enumerate(zip(self.heads, self.table)):
            cx = x + (i + 0.5) * cw
            for font, text, color, mid in ((small, head, INK_SOFT, y + u * 0.25),
                                           (big, str(pts), INK, y + u * 0.87)):
                blit_centered_caps(ctx.blits, font, text, color, cx, None, mid)


class Separator(Item):
    """A thin vertical separator between two rules of one kind."""

    def size(self, ctx, u):
        return u * 0.12, u * 0.9

    def draw(self, ctx, x, y, u):
        ctx.vec.line((x + u * 0.06, y + u * 0.05), (x + u * 0.06, y + u * 0.85), max(0.6, u * 0.05),
                     mix(ctx.pal.panel, INK, 0.3))


# --------------------------------------------------------------------------- layouts


Row = list[Item]
Layout = list[Row]
ITEM_GAP = 0.2     # between items of a row, in units
ROW_GAP = 0.22     # between rows


def layout_facts(layout: Layout) -> set[Fact]:
    """What a layout tells, as (item type, value) pairs (what a face shows, for face_items)."""
    return {fact for row in layout for item in row for fact in item.facts()}


def layout_min_unit(layout: Layout) -> float:
    """The smallest unit at which every item of a layout still reads."""
    return max((item.min_unit() for row in layout for item in row), default=0.0)


_REDUCED_KEEP = 0.75    # a small card prefers a more telling layout drawn at least this share of the largest


def row_size(ctx: Ctx, row: Row, u: float) -> tuple[float, float]:
    """The width and height a row of items takes at unit u."""
    sizes = [item.size(ctx, u) for item in row]
    gap = u * ITEM_GAP
    return sum(s[0] for s in sizes) + gap * (len(sizes) - 1), max(s[1] for s in sizes)


def fit(ctx: Ctx, layout: Layout, w: float, h: float, u_cap: float) -> float:
    """The largest unit height (<= u_cap) at which every row fits the box."""

    def fits(u: float) -> bool:
        sizes = [row_size(ctx, row, u) for row in layout]
        total_h = sum(s[1] for s in sizes) + u * ROW_GAP * (len(sizes) - 1)
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


def layout_size(ctx: Ctx, layout: Layout, u: float) -> tuple[float, float]:
    """The width and height a layout takes at unit u."""
    sizes = [row_size(ctx, row, u) for row in layout]
    return max(s[0] for s in sizes), sum(s[1] for s in sizes) + u * ROW_GAP * (len(sizes) - 1)


def choose_reduced(ctx: Ctx, layouts: list[Layout], box: tuple[float, float, float, float],
                   u_cap: float) -> tuple[Layout, float]:
    """The layout of a small card: of those whose every item still reads at the unit they fit and that are
    drawn nearly as large as the largest one, the one that tells the most (a neighbourhood diagram, a table's
    group sizes), then the largest; if none reads, the largest."""
    fitted = [(layout, fit(ctx, layout, box[2], box[3], u_cap)) for layout in layouts]
    readable = [(layout, u) for layout, u in fitted if u >= layout_min_unit(layout)]
    pool = readable or fitted
    largest = max(u for _, u in pool)
    near = [(layout, u) for layout, u in pool if u >= largest * _REDUCED_KEEP]
    return max(near, key=lambda option: (len(layout_facts(option[0])), option[1]))


def draw_layout(ctx: Ctx, layout: Layout, box: tuple[float, float, float, float], u: float) -> None:
    """Draw a layout at unit u, every row centred in the box, the rows centred together."""
    x, y, w, h = box
    sizes = [row_size(ctx, row, u) for row in layout]
    total_h = sum(s[1] for s in sizes) + u * ROW_GAP * (len(sizes) - 1)
    top = y + (h - total_h) / 2
    for row, (rw, rh) in zip(layout, sizes):
        left = x + (w - rw) / 2
        for item in row:
            iw, ih = item.size(ctx, u)
            item.draw(ctx, left, top + (rh - ih) / 2, u)
            left += iw + u * ITEM_GAP
        top += rh + u * ROW_GAP


# --------------------------------------------------------------------------- card geometry


FULL_WIDTH = 100        # from this card width on, the full pictograms (with their × signs, podiums, tables)
ART_RATIO = 0.75        # height / width of the illustrations (their viewBox is 240 x 180)
_SMALL_RATIO = 0.58     # the illustration window of the smallest cards: the art is cropped, the rule gets room
_SMALL_WIDTH = 56       # the width of the smallest cards the table deals (a hand of 11 at 1280x720)


def _window_ratio(w: int) -> float:
    """Height / width of the illustration window: the art's own ratio on full-size cards; on small cards a
    little of its sky and ground is cropped (linearly more as the card shrinks), so that the pictogram below
    has the room to state the whole rule."""
    if w >= FULL_WIDTH:
        return ART_RATIO
    t = min(1.0, (FULL_WIDTH - w) / (FULL_WIDTH - _SMALL_WIDTH))
    return ART_RATIO + (_SMALL_RATIO - ART_RATIO) * t


@dataclass(frozen=True)
class Metrics:
    """Where everything sits on a card of a given width (floats, final pixels)."""

    w: int
    h: int
    border: float
    corner: float
    window: tuple[float, float, float, float]     # the illustration
    band: tuple[float, float, float, float]       # the name
    panel: tuple[float, float, float, float]      # the pictogram

    @classmethod
    def for_width(cls, w: int, h: int) -> "Metrics":
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


def check_width(width: int) -> None:
    """Refuse a card width that is not a whole number of at least 24 pixels (CardArtError)."""
    if not isinstance(width, int) or width < 24:
        raise CardArtError(f"card width must be a whole number of at least 24 pixels, got {width!r}")


def finish(surf: pygame.Surface) -> pygame.Surface:
    """convert_alpha when a display mode is set (faster blits); a plain SRCALPHA surface otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


# --------------------------------------------------------------------------- art files


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


def load_svg_bytes(svg: bytes, size: tuple[int, int], path: Path, what: str) -> pygame.Surface:
    """An SVG document drawn at a size; UnreadableArtError naming the file and what needs it if SDL cannot."""
    try:
        return pygame.image.load_sized_svg(io.BytesIO(svg), size)
    except (pygame.error, OSError, ValueError) as exc:
        raise UnreadableArtError(f"card art unreadable: {path} (needed for {what}): {exc}") from None


OUTLINE_INK = "#2b2420"   # the ink every animal of our illustrations is outlined with


@dataclass(frozen=True)
class Subject:
    """The animal of an illustration: an SVG of it alone, where it lies in the picture, and its colour."""

    path: Path
    svg: bytes
    view: tuple[float, float]                        # the picture's size (its viewBox)
    bbox: tuple[float, float, float, float]          # the animal's box in the picture
    colour: Color                                    # its average colour
    saturation: float


def cut_subject(path: Path, data: bytes) -> Subject | None:
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
        if depth >= 1 and attrs.get("stroke") == OUTLINE_INK:
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
    pic = load_svg_bytes(svg, (probe_w, round(probe_w * view[3] / view[2])), path, "its icon")
    box = pic.get_bounding_rect(min_alpha=32)
    if box.w == 0 or box.h == 0:
        return None
    k = view[2] / pic.get_width()
    r, g, b, _ = pygame.transform.average_color(pic, box, consider_alpha=True)
    _, saturation, _ = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
    return Subject(path, svg, (view[2], view[3]), (box.x * k, box.y * k, box.w * k, box.h * k), (r, g, b),
                   saturation)


def blit_subject(surf: pygame.Surface, subject: Subject, size: int, fill: float, what: str) -> None:
    """Draw a subject centred on a square picture of ``size`` pixels, its larger side ``fill`` of that size."""
    bx, by, bw, bh = subject.bbox
    f = fill * size / max(bw, bh)           # pixels per unit of the picture
    vw, vh = subject.view
    pic = load_svg_bytes(subject.svg, (max(1, round(vw * f)), max(1, round(vh * f))), subject.path, what)
    sx = pic.get_width() / vw                      # the scale it was really drawn at
    surf.blit(pic, (round(size / 2 - (bx + bw / 2) * sx), round(size / 2 - (by + bh / 2) * sx)))


# --------------------------------------------------------------------------- the renderers' base


_FONTS = {"bold": "Lato-Bold.ttf", "black": "Lato-Black.ttf", "display": "Comfortaa-Bold.ttf"}


class CardPainter:
    """The base of the card renderers (CardArt, CanopeeFaces): its art files read and checked once, its fonts by
    style and size, the text widths its pictograms measure and the subjects cut out of its illustrations. A
    renderer says where a picture's file is (``art_path``) and draws the kind icons of its pictograms
    (``marked_icon``)."""

    def __init__(self, pictures: PictureStore | None = None):
        if not pygame.font.get_init():
            pygame.font.init()
        # the pictures it makes are kept in the app's store (``pictures``), else in one of its own
        self.pictures = pictures if pictures is not None else PictureStore()
        self._text_widths: weakref.WeakKeyDictionary[pygame.font.Font, dict[str, int]] = weakref.WeakKeyDictionary()
        self._svgs: dict[Path, bytes] = {}                      # art files read and checked (see svg)
        self._subjects: dict[str, Subject | None] = {}

    def art_path(self, art_id: str) -> Path:
        """The SVG file of a picture."""
        raise NotImplementedError

    def marked_icon(self, game_id: str, kind_id: str, size: int, mark: str | None) -> pygame.Surface:
        """A kind's round picture, ``size`` pixels square, as pictograms show it (Icon): ``mark`` None, "no"
        (crossed out) or "yes" (ticked)."""
        raise NotImplementedError

    def fit_name(self, names: list[str], avail: float, px: int, floor: int,
                 least: float) -> tuple[str, int, float]:
        """A card's name band: the first of ``names`` (the whole name, then shorter ones) that fits ``avail``
        pixels in the black face, its size brought down from ``px`` to no less than ``floor`` and then squeezed
        sideways by no more than ``least``; the last one if none does. Gives (name, size, squeeze)."""
        start = px
        for name in names:
            px = start
            while px > floor and self.text_width(self.font("black", px), name) > avail:
                px -= 1
            wide = self.text_width(self.font("black", px), name)
            squeeze = min(1.0, avail / wide) if wide else 1.0
            if squeeze >= least:
                break
        return name, px, squeeze

    def token(self, art_id: str, size: int, top: Color, bottom: Color, fill: float, what: str,
              light: tuple[float, float] = (0.75, 0.4)) -> tuple[pygame.Surface, Vec]:
        """A round token of a picture: its subject cut out on a disc shaded from ``top`` (lightened towards cream by
        ``light``, top then bottom), the subject's larger side ``fill`` diameters. Gives the disc and its ring (in
        ``bottom``, not yet laid over) for the caller to mark before ``surf.blit(ring.down(), (0, 0))``."""
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        grad = pygame.Surface((1, 2), pygame.SRCALPHA)
        grad.set_at((0, 0), (*mix(top, CREAM, light[0]), 255))
        grad.set_at((0, 1), (*mix(top, CREAM, light[1]), 255))
        surf.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0))
        subject = self.subject(art_id)
        if subject is not None:
            blit_subject(surf, subject, size, fill, what)
        r = size / 2
        apply_mask(surf, alpha_mask((size, size), lambda v: v.circle((r, r), r - 0.25, (255, 255, 255, 255))))
        ring = Vec((size, size), 4, (*bottom, 0))
        ring.circle((r, r), r - 0.25, bottom, width=max(1.0, size * 0.07))
        return surf, ring

    def svg(self, path: Path, what: str) -> bytes:
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

    def load_svg(self, path: Path, size: tuple[int, int], what: str) -> pygame.Surface:
        """An art file drawn at a size (``what`` needs it: named if the file is missing or damaged)."""
        return load_svg_bytes(self.svg(path, what), size, path, what)

    def font(self, style: str, px: int) -> pygame.font.Font:
        """The card font of a style ("bold", "black", "display") at a pixel size, loaded once."""
        return self.pictures.font(_FONTS[style], px, load_font)

    def text_width(self, font: pygame.font.Font, text: str) -> int:
        """font.size(text)[0], remembered (as long as the font lives): fitting a pictogram measures the same
        texts many times."""
        widths = self._text_widths.get(font)
        if widths is None:
            widths = self._text_widths[font] = {}
        width = widths.get(text)
        if width is None:
            width = widths[text] = font.size(text)[0]
        return width

    def subject(self, art_id: str) -> Subject | None:
        """The subject of a picture without its backdrop (cut once), or None for a landscape."""
        if art_id not in self._subjects:
            path = self.art_path(art_id)
            self._subjects[art_id] = cut_subject(path, self.svg(path, f"the icon of {art_id!r}"))
        return self._subjects[art_id]
