"""Pictograms: the items a card's rule is drawn with (``Text``, ``Icon``, ``Table``, ``Separator``; a renderer adds
its own ``Item``), sized in units and drawn on the vector layer with their text queued for the final-size pass, and
the layouts they make (a row is a list of items, a ``Layout`` a list of rows): measured, fitted to a panel, the
reduced one of a small card chosen, drawn."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from .base import CREAM, INK, INK_SOFT, Color, Fact, Palette, Vec, blit_centered_caps, cap_height, mix

if TYPE_CHECKING:
    from .painter import CardPainter


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
