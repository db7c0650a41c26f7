"""The items of a Living Forest card face's element panel (scenes/livingforest/faces.py lays them out with
scenes/artkit/pictograms.py's layouts): an element's value on its chip, and the Fire Varan's badge.
"""
from __future__ import annotations

from ..artkit import CREAM, INK, NEGATIVE, Ctx, Item, cap_height, mix, render_text, rounded_pts

Color = tuple[int, int, int]

NEGATIVE_CHIP: Color = (252, 222, 214)


class Chip(Item):
    """An element's value: its symbol with the number beside it, on a rounded chip (red-edged, red number with a
    minus sign when negative)."""

    def __init__(self, element: str, value: int, compact: bool = False):
        self.element, self.value = element, value
        self.fact = ("element", (element, value))
        self.text = f"\u2212{-value}" if value < 0 else str(value)
        # where the symbol and the number start, and the room after the number, in units (tighter on small cards)
        self._pads = (0.03, 0.98, 0.2) if compact else (0.08, 1.06, 0.3)

    def min_unit(self):
        return 11.0

    def _font(self, ctx: Ctx, u: float):
        return ctx.art.font("black", max(7, round(u * 0.86)))

    def size(self, ctx, u):
        return u * (self._pads[1] + self._pads[2]) + ctx.art.text_width(self._font(ctx, u), self.text), u

    def draw(self, ctx, x, y, u):
        w, h = self.size(ctx, u)
        neg = self.value < 0
        fill = NEGATIVE_CHIP if neg else mix(ctx.pal.panel, CREAM, 0.75)
        edge = NEGATIVE if neg else mix(ctx.pal.frame_bottom, CREAM, 0.35)
        ctx.vec.polygon(rounded_pts(x, y, w, h, h / 2), edge)
        t = max(0.8, u * 0.08)
        ctx.vec.polygon(rounded_pts(x + t, y + t, w - 2 * t, h - 2 * t, h / 2 - t), fill)
        g = max(4, round(u * 0.92))
        pic = ctx.art.glyphs.element(self.element, g)
        ctx.blits.append((pic, (round(x + u * self._pads[0]), round(y + (h - g) / 2))))
        font = self._font(ctx, u)
        surf, base = render_text(font, self.text, NEGATIVE if neg else INK)
        ctx.blits.append((surf, (round(x + u * self._pads[1]), round(y + h / 2 + cap_height(font) / 2 - base))))


class Varan(Item):
    """The Fire Varan's panel: its badge (it brings nothing; its Solitary symbol counts against)."""

    fact = ("varan", True)
    SCALE = 1.6

    def size(self, ctx, u):
        return u * self.SCALE, u * self.SCALE

    def draw(self, ctx, x, y, u):
        ctx.blits.append((ctx.art.glyphs.varan_badge(max(4, round(u * self.SCALE))), (round(x), round(y))))
