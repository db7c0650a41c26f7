"""Living Forest's pieces as pictures: the element symbols, Solitary / Gregarious, fire tiles, Fragments, Victory
tiles, Spirit standees, the Sacred Tree, the rock bonuses, the Varan badge and the Protective Tree tiles.

Every piece is drawn with scenes/artkit/base.py's supersampled vectors (``Vec``: drawn 3-4 times larger, smooth-scaled
down once), so it reads at 14 px and stays crisp at 96 px; numbers are rendered at their final pixel size. Each
picture is made once per (piece, size) and cached: callers blit it and must not draw on it.

Public API (issue 16's context): ``SPIRIT_COLOURS``, ``seat_colours(match)``, ``lf_glyphs(app) -> Glyphs`` with
``element``, ``symbol``, ``fire``, ``fragment``, ``victory``, ``standee``, ``sacred_tree``, ``rock_bonus``,
``varan_badge``, ``tree`` (+ ``colour_id`` for the starting tree), ``number`` (a digit with an outline) and
``cached`` (a picture made once per key), ``spirit_rgb``. For drawing on a ``Vec`` layer, in
scenes/livingforest/glyph_shapes.py with the pieces' colours: ``shape`` (a symbol's silhouette), ``draw_symbol`` (an
element or S/G in its colours and outline). Shapes are told apart without colour (each element, symbol, bonus and
Spirit has its own outline), so a colour-blind player or a greyed-out piece still reads.
"""
from __future__ import annotations

import math
from pathlib import Path
from typing import Callable

import pygame

from game.livingforest.cards import ELEMENTS, START_TREE, bundled_rules
from game.resources import resource_path

from ..artkit import CardPainter, Vec, gradient_fill, mix, render_text, rounded_pts, supersample
from .glyph_shapes import (BARK, ELEMENT_COLOURS, FIRE_DARK, FIRE_RED, FLAME, FLAME_CORE, FRAGMENT, GOLD, GOLD_DARK,
                           INK, LEAF, LEAF_DARK, SYMBOL_COLOURS, WHITE, Color, crest, draw_symbol, outlined, shape)

# the four Spirits, in the order a seat without a chosen colour gets them
SPIRIT_COLOURS: dict[str, Color] = {
    "green": (70, 158, 86),
    "blue": (62, 120, 204),
    "red": (206, 72, 60),
    "yellow": (232, 184, 48),
}

ROCK_BONUSES = ("plant", "fragment", "attract", "extinguish")
VICTORY_KINDS = ("fire", "tree", "flower")


def seat_colours(match) -> list[str]:
    """Each seat's Spirit colour id: its ``Seat.colour`` when it is one of SPIRIT_COLOURS and no earlier seat took
    it, else the first colour nobody took, in SPIRIT_COLOURS' order."""
    chosen: list[str | None] = []
    taken: set[str] = set()
    for seat in match.seats:
        colour = getattr(seat, "colour", "") or ""
        if colour in SPIRIT_COLOURS and colour not in taken:
            chosen.append(colour)
            taken.add(colour)
        else:
            chosen.append(None)
    free = [c for c in SPIRIT_COLOURS if c not in taken]
    out: list[str] = []
    for colour in chosen:
        if colour is None:
            colour = free.pop(0) if free else next(iter(SPIRIT_COLOURS))
        out.append(colour)
    return out


def spirit_rgb(colour_id: str | None) -> Color:
    """A Spirit colour id's RGB (an unknown id: the first colour, so a bad save still draws)."""
    return SPIRIT_COLOURS.get(colour_id or "", next(iter(SPIRIT_COLOURS.values())))


# --------------------------------------------------------------------------- the pieces


class Glyphs(CardPainter):
    """Living Forest's piece pictures, cached by (piece, size). See the module's docstring."""

    def __init__(self, app=None, rules=None):
        super().__init__(getattr(app, "pictures", None))     # its pictures in the app's store
        self.app = app
        self.rules = rules or bundled_rules()
        self._cache = self.pictures.shelf("lf pieces")

    @staticmethod
    def art_path(art_id: str) -> Path:
        return resource_path("assets", "cards", "livingforest", f"{art_id}.svg")

    def marked_icon(self, game_id, kind_id, size, mark):       # pictograms are L1's faces' business
        raise NotImplementedError

    # ------------------------------------------------------------------ plumbing

    def cached(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = make()
        return surf

    @staticmethod
    def _vec(w: int, h: int) -> Vec:
        return Vec((max(1, w), max(1, h)), supersample(max(w, h)))

    def _disc(self, size: int, rim: Color, face: Color) -> tuple[Vec, float]:
        """A round token's layer: its rim and face drawn; the centre."""
        v = self._vec(size, size)
        c = size / 2
        v.circle((c, c), size * 0.49, rim)
        v.circle((c, c), size * 0.43, face)
        return v, c

    def number(self, surf: pygame.Surface, text: str, centre: tuple[float, float], px: int,
               colour: Color = WHITE, ink: Color = INK) -> None:
        """A number at its final pixel size with a dark outline, its digits centred on ``centre``."""
        font = self.font("black", max(6, px))
        body, base = render_text(font, text, colour)
        rim, _ = render_text(font, text, ink)
        m = font.metrics("8")[0]
        cap = m[3] if m else font.get_ascent()
        x = round(centre[0] - body.get_width() / 2)
        y = round(centre[1] + cap / 2 - base)
        o = max(1, round(px / 12))
        for dx in (-o, 0, o):
            for dy in (-o, 0, o):
                if dx or dy:
                    surf.blit(rim, (x + dx, y + dy))
        surf.blit(body, (x, y))

    # ------------------------------------------------------------------ symbols

    def element(self, name: str, size: int) -> pygame.Surface:
        """An element's symbol (sun, water, seed, wind, flower), ``size`` px square."""
        if name not in ELEMENTS:
            raise ValueError(f"unknown element {name!r}")
        return self.cached(("element", name, size), lambda: self._symbol_pic(name, size))

    def symbol(self, sym: str, size: int) -> pygame.Surface:
        """The Solitary ("S": a dark crescent) or Gregarious ("G": three light discs) symbol."""
        if sym not in SYMBOL_COLOURS:
            raise ValueError(f"unknown symbol {sym!r}")
        return self.cached(("symbol", sym, size), lambda: self._symbol_pic(sym, size))

    def _symbol_pic(self, kind: str, size: int) -> pygame.Surface:
        v = self._vec(size, size)
        draw_symbol(v, kind, size / 2, size / 2, size * 0.46, outline=max(0.7, size * 0.05))
        return v.down()

    # ------------------------------------------------------------------ tiles and tokens

    def fire(self, value: int, size: int) -> pygame.Surface:
        """A fire tile: a dark red tile, a flame, its value."""
        def make() -> pygame.Surface:
            v = self._vec(size, size)
            s = size / 2
            v.polygon(rounded_pts(0.5, 0.5, size - 1, size - 1, size * 0.2), FIRE_DARK)
            v.polygon(rounded_pts(size * 0.07, size * 0.07, size * 0.86, size * 0.86, size * 0.15), FIRE_RED)
            shape(v, "flame", s, s * 1.02, s * 0.78, FLAME)
            shape(v, "flame", s, s * 1.2, s * 0.46, FLAME_CORE)
            surf = v.down()
            self.number(surf, str(value), (s, s * 1.12), round(size * 0.56))
            return surf
        return self.cached(("fire", value, size), make)

    def fragment(self, size: int) -> pygame.Surface:
        """A Fragment: a faceted spirit crystal."""
        def make() -> pygame.Surface:
            v = self._vec(size, size)
            c, s = size / 2, size * 0.42
            fill, ink = FRAGMENT
            outlined(v, lambda col: shape(v, "fragment", c, c, s, col), fill, ink, max(0.7, size * 0.05))
            v.polygon([(c, c - s * 0.9), (c + 0.42 * s, c - 0.3 * s), (c, c + 0.1 * s)], mix(fill, WHITE, 0.6))
            v.polygon([(c, c + 0.1 * s), (c + 0.36 * s, c + 0.5 * s), (c, c + 0.9 * s)], mix(fill, ink, 0.3))
            return v.down()
        return self.cached(("fragment", size), make)

    def victory(self, kind: str, size: int, colour_id: str) -> pygame.Surface:
        """A Victory tile (fire / tree / flower) in a Spirit's colour: a hexagon rimmed in the Spirit's colour, the
        kind's picture large and in its own colours on a light face (a white silhouette on the colour was a blob
        below 24 px: the counts beside a name are drawn at 14-20 px)."""
        if kind not in VICTORY_KINDS:
            raise ValueError(f"unknown victory tile {kind!r}")

        def make() -> pygame.Surface:
            v = self._vec(size, size)
            c = size / 2

            def hexagon(r: float) -> list[tuple[float, float]]:
                return [(c + r * size * math.cos(math.radians(60 * i + 30)),
                         c + r * size * math.sin(math.radians(60 * i + 30))) for i in range(6)]
            col = spirit_rgb(colour_id)
            v.polygon(hexagon(0.5), mix(col, INK, 0.5))
            v.polygon(hexagon(0.44), col)
            v.polygon(hexagon(0.35), mix(col, WHITE, 0.86))
            s = size * 0.3
            if kind == "flower":
                draw_symbol(v, "flower", c, c, s, outline=max(0.5, size * 0.03))
            elif kind == "fire":
                outlined(v, lambda k: shape(v, "flame", c, c * 1.04, s, k), FLAME, FIRE_DARK, max(0.5, size * 0.03))
                shape(v, "flame", c, c * 1.16, s * 0.55, FLAME_CORE)
            else:
                outlined(v, lambda k: shape(v, "tree", c, c, s, k), LEAF, LEAF_DARK, max(0.5, size * 0.03))
                v.rect((c - s * 0.13, c + s * 0.12, s * 0.26, s * 0.8), BARK)
            return v.down()
        return self.cached(("victory", kind, size, colour_id), make)

    def standee(self, colour_id: str, height: int) -> pygame.Surface:
        """A Spirit standee ``height`` px tall (0.7 as wide): a hooded forest spirit with leaf horns, on a base."""
        def make() -> pygame.Surface:
            h = height
            w = max(1, round(h * 0.7))
            v = self._vec(w, h)
            col = spirit_rgb(colour_id)
            dark = mix(col, INK, 0.55)
            cx = w / 2
            lw = max(0.7, h * 0.03)
            v.ellipse((cx, h * 0.92), w * 0.46, h * 0.07, mix(INK, (90, 80, 70), 0.3))

            def body(c: Color) -> None:
                # its crest (each Spirit its own, so they differ by shape too), then the hooded body
                crest(v, colour_id, cx, w, h, c)
                pts = [(cx - w * 0.4, h * 0.9), (cx - w * 0.34, h * 0.5)]
                pts += [(cx + w * 0.34 * math.cos(math.radians(a)), h * 0.42 + h * 0.26 * math.sin(math.radians(a)))
                        for a in range(180, 361, 12)]
                pts += [(cx + w * 0.34, h * 0.5), (cx + w * 0.4, h * 0.9)]
                v.polygon(pts, c)

            outlined(v, body, col, dark, lw)
            v.ellipse((cx, h * 0.43), w * 0.22, h * 0.13, WHITE)
            for dx in (-0.09, 0.09):
                v.ellipse((cx + dx * w, h * 0.43), w * 0.045, h * 0.045, INK)
            v.ellipse((cx, h * 0.72), w * 0.12, h * 0.1, mix(col, WHITE, 0.45))
            return v.down()
        return self.cached(("standee", colour_id, height), make)

    def sacred_tree(self, size: int) -> pygame.Surface:
        """The Sacred Tree, the first player's token: a golden disc with a tree."""
        def make() -> pygame.Surface:
            v, c = self._disc(size, GOLD_DARK, GOLD)
            shape(v, "tree", c, c, size * 0.33, LEAF_DARK)
            v.rect((c - size * 0.04, c + size * 0.03, size * 0.08, size * 0.28), BARK)
            return v.down()
        return self.cached(("sacred", size), make)

    def rock_bonus(self, bonus: str, size: int) -> pygame.Surface:
        """A rock's bonus: plant (a sapling), fragment (a crystal), attract (a card pulled in), extinguish (a drop on
        a flame)."""
        if bonus not in ROCK_BONUSES:
            raise ValueError(f"unknown rock bonus {bonus!r}")

        def make() -> pygame.Surface:
            v = self._vec(size, size)
            c, s = size / 2, size * 0.46
            lw = max(0.7, size * 0.05)
            if bonus == "plant":
                outlined(v, lambda col: shape(v, "sapling", c, c, s, col), LEAF, LEAF_DARK, lw)
            elif bonus == "fragment":
                return self.fragment(size).copy()
            elif bonus == "attract":
                # a Guardian Animal card (a paw print) and the sun that pays for it
                sun_fill, sun_ink = ELEMENT_COLOURS["sun"]
                v.polygon(rounded_pts(c - 0.72 * s, c - 0.74 * s, 1.1 * s, 1.56 * s, 0.16 * s), sun_ink)
                v.polygon(rounded_pts(c - 0.6 * s, c - 0.62 * s, 0.86 * s, 1.32 * s, 0.1 * s), WHITE)
                paw = (112, 70, 36)
                v.ellipse((c - 0.17 * s, c + 0.26 * s), 0.26 * s, 0.22 * s, paw)
                for tx, ty in ((-0.46, -0.02), (-0.28, -0.26), (-0.04, -0.26), (0.12, -0.02)):
                    v.ellipse((c + tx * s, c + ty * s), 0.1 * s, 0.13 * s, paw)
                outlined(v, lambda col: shape(v, "sun", c + 0.5 * s, c - 0.52 * s, 0.4 * s, col), sun_fill,
                          sun_ink, lw)
            else:
                # a flame, and the drop that puts it out
                shape(v, "flame", c + 0.18 * s, c + 0.12 * s, 0.86 * s, FIRE_DARK)
                shape(v, "flame", c + 0.18 * s, c + 0.16 * s, 0.74 * s, FLAME)
                fill, ink = ELEMENT_COLOURS["water"]
                outlined(v, lambda col: shape(v, "water", c - 0.42 * s, c - 0.3 * s, 0.56 * s, col), fill, ink, lw)
            return v.down()
        return self.cached(("rock", bonus, size), make)

    def varan_badge(self, size: int) -> pygame.Surface:
        """The Fire Varan's badge: a lizard on a red disc."""
        def make() -> pygame.Surface:
            v, c = self._disc(size, FIRE_DARK, FLAME)
            s = size * 0.4
            lw = max(1.0, size * 0.07)
            v.ellipse((c, c), 0.2 * s, 0.5 * s, INK)
            v.ellipse((c, c - 0.62 * s), 0.16 * s, 0.22 * s, INK)
            v.polyline([(c, c + 0.4 * s), (c + 0.18 * s, c + 0.7 * s), (c + 0.05 * s, c + 0.95 * s),
                        (c - 0.22 * s, c + 0.98 * s)], lw * 0.8, INK)
            for sy, ty in ((-0.25, -0.5), (0.25, 0.5)):
                for sx in (-1, 1):
                    v.polyline([(c, c + sy * s), (c + sx * 0.5 * s, c + (sy + 0.05) * s),
                                (c + sx * 0.6 * s, c + ty * s)], lw * 0.7, INK)
            return v.down()
        return self.cached(("varan", size), make)

    # ------------------------------------------------------------------ Protective Tree tiles

    def tree(self, tree_id: str, size: int, lang: str = "en", colour_id: str | None = None) -> pygame.Surface:
        """A Protective Tree tile, ``size`` px square: its tree, its seed cost (top left), its elements (bottom),
        the T11 "same action twice" mark. ``"start"``: the starting tree (no cost, no element), in the Spirit's
        colour when ``colour_id`` is given."""
        kind = self.rules.tree(tree_id)          # KeyError for an unknown id

        def make() -> pygame.Surface:
            start = tree_id == START_TREE
            spirit = spirit_rgb(colour_id) if start and colour_id else None
            # the tile: a wooden edge (the Spirit's colour for a starting tree) round a meadow
            v = self._vec(size, size)
            edge = mix(spirit, INK, 0.35) if spirit else (96, 74, 46)
            v.polygon(rounded_pts(0.5, 0.5, size - 1, size - 1, size * 0.16), edge)
            inner = rounded_pts(size * 0.06, size * 0.06, size * 0.88, size * 0.88, size * 0.11)
            top, bottom = ((mix(spirit, WHITE, 0.72), mix(spirit, WHITE, 0.45)) if spirit
                           else ((226, 236, 190), (176, 204, 128)))
            gradient_fill(v, inner, top, bottom)
            surf = v.down()
            # the tree, as large as the tile allows (its foot on the meadow)
            pic_size = round(size * 0.86)
            pic = self.load_svg(self.art_path(f"tree-{tree_id}"), (pic_size, pic_size), f"the tree tile {tree_id}")
            surf.blit(pic, (round((size - pic_size) / 2), round(size * 0.9 - pic_size)))
            self._tree_marks(surf, kind, size)
            return surf
        return self.cached(("tree", tree_id, size, colour_id), make)

    def _tree_marks(self, surf: pygame.Surface, kind, size: int) -> None:
        """A tree tile's printed marks: the seed cost on a plaque (top left), the elements it adds or the T11 mark
        (bottom right). Below 20 px only the elements show (a cost would not read)."""
        gains = [(e, n) for e, n in kind.elements.items() if n]
        v = self._vec(size, size)
        plaque = (250, 244, 222)
        edge = (84, 62, 36)
        tiny = size < 20
        u = size * (0.24 if size < 40 else 0.15)         # the marks' height
        cost_box = None
        px = round(u * 0.95)
        if kind.cost and not tiny:
            text_w = self.font("black", max(6, px)).size(str(kind.cost))[0]
            pad = u * 0.28
            w = pad * 2 + text_w + (u * 0.95 if size >= 40 else 0)
            cost_box = (size * 0.05, size * 0.05, w, u * 1.1)
            x, y, bw, bh = cost_box
            v.polygon(rounded_pts(*cost_box, u * 0.35), edge)
            v.polygon(rounded_pts(x + 1, y + 1, bw - 2, bh - 2, u * 0.3), plaque)
            if size >= 40:
                draw_symbol(v, "seed", x + bw - pad - u * 0.42, y + bh / 2, u * 0.42)
        mark_r = u * (0.75 if tiny else 0.62)
        cx, cy = size * 0.95 - mark_r, size * 0.95 - mark_r
        numbers = []
        if kind.repeat:
            self._repeat_mark(v, cx, cy, mark_r)
        for e, n in gains:
            if not tiny:
                w = mark_r * 2 + u * 0.8
                box = (size * 0.95 - w, cy - mark_r, w, mark_r * 2)
                v.polygon(rounded_pts(*box, mark_r), edge)
                v.polygon(rounded_pts(box[0] + 1, box[1] + 1, box[2] - 2, box[3] - 2, mark_r - 1), plaque)
                numbers.append((str(n), (box[0] + u * 0.5, cy)))
            draw_symbol(v, e, cx, cy, mark_r * 0.95)
        surf.blit(v.down(), (0, 0))
        if cost_box:
            x, y, bw, bh = cost_box
            mid = x + u * 0.28 + text_w / 2
            self.number(surf, str(kind.cost), (mid, y + bh / 2), px, colour=INK, ink=plaque)
        for text, at in numbers:
            self.number(surf, text, at, px, colour=INK, ink=plaque)

    @staticmethod
    def _repeat_mark(v: Vec, cx: float, cy: float, s: float) -> None:
        """T11's "same action twice": two arrows chasing each other round a circle."""
        v.circle((cx, cy), s, (250, 246, 230))
        ink = (70, 50, 120)
        for start in (20, 200):
            pts = [(cx + 0.62 * s * math.cos(math.radians(a)), cy + 0.62 * s * math.sin(math.radians(a)))
                   for a in range(start, start + 131, 10)]
            v.polyline(pts, 0.2 * s, ink)
            a = math.radians(start + 140)
            tip = (cx + 0.62 * s * math.cos(a), cy + 0.62 * s * math.sin(a))
            back = math.radians(start + 115)
            l = (cx + 0.35 * s * math.cos(back), cy + 0.35 * s * math.sin(back))
            r = (cx + 0.9 * s * math.cos(back), cy + 0.9 * s * math.sin(back))
            v.polygon([l, tip, r], ink)


def lf_glyphs(app) -> Glyphs:
    """The app's Living Forest pieces (one per app, its pictures cached); made at the first call."""
    glyphs = getattr(app, "_lf_glyphs", None)
    if glyphs is None:
        glyphs = app._lf_glyphs = Glyphs(app)
    return glyphs
