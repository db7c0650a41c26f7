"""Canopée's card pictures: every card kind's face, the two backs (New Growth, Germination), kind icons and the
game's emblem, drawn once per size from the SVG art of assets/cards/canopee/ and the card data.

Public API (one ``CanopeeFaces`` per app, from ``canopee_faces(app)``):

- ``face(kind, width, lang)``: the card face, ``round(width * ASPECT)`` high, readable from 48 to 400 px wide;
  ``kind`` is a card kind id of ``bundled_rules()`` or a Season Change card id (``sc01``...);
- ``back(width, pile="growth")``: a card back, ``pile`` "growth" (New Growth piles) or "germination";
- ``icon(kind, size)``: a square picture for logs and counts (the subject cut out of its illustration, on a disc
  of its category's colour);
- ``emblem(size)``: Canopée's emblem for the menu; ``name(kind, lang)``: the card's name;
- ``face_items(kind, width)``: what a face of that width shows, read from the layout it draws (tests, the viewer).

A face is drawn as scenes/ecosysteme/cardart.py draws Forêt's, with the same pieces (scenes/artkit/): the vector frame, badges
and pictogram glyphs on a supersampled layer smooth-scaled down once; the illustration rendered by
``pygame.image.load_sized_svg`` at its exact size, clipped by an anti-aliased mask; text at its final size.
Layout, top to bottom: the illustration (the category symbol in its top-left corner; a trunk's value or a
canopy's multiplier in a large medallion in its top-right corner, the pair mark or the immediate card's bolt
there otherwise), the name band, and the pictogram panel (how the card scores or what it does, from the data).
Small cards (under 80 px) show the kind's short name (``cf_short_<kind>``) and a compact pictogram.

A missing or damaged SVG raises artkit's ``MissingArtError`` / ``UnreadableArtError``: one line naming the file
(the window reports it as it reports Forêt's).
"""
from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from game.canopee.cards import CanopeeRules, CardKind, bundled_rules
from game.i18n import STRINGS
from game.resources import resource_path

from ..artkit import (CREAM, INK, SLASH, CardArtError, CardPainter, Ctx, Metrics, MissingArtError, Palette, Vec,
                      alpha_mask, apply_mask, cap_height, check_width, choose_reduced, draw_layout,
                      finish, fit, gradient_fill, layout_facts, layout_min_unit, layout_size, mix, render_text,
                      rounded_pts, supersample)
from ..fonts import Fonts
from .art_glyphs import CATEGORY_COLOURS, badge, bolt, pair_mark, symbol
from .art_layouts import kind_layouts

ASPECT = 1.4
GAME_ID = "canopee"
SEASON = "season"            # the category of the Season Change cards (one shared picture)
PILES = ("growth", "germination")
SMALL = 80                   # under this width: short names and compact pictograms
_FULL = 130                  # from this width: the full pictograms
_EFFECT_WIDTH = 150         # from this width a Season Change card writes its effect
_WIDTHS_KEPT = 16            # faces are kept for this many widths (window resizes make new ones)
_ICON_FILL = 0.84            # the subject's larger side, in diameters of its icon


def _palette(category: str) -> Palette:
    top, bottom = CATEGORY_COLOURS.get(category, CATEGORY_COLOURS[SEASON])
    return Palette(frame_top=top, frame_bottom=bottom, inlay=mix(top, CREAM, 0.6),
                   panel=mix(mix(top, CREAM, 0.86), (236, 244, 228), 0.5), band=(251, 249, 240),
                   band_edge=mix(top, CREAM, 0.45), highlight=(232, 180, 52), badge=bottom, badge_mark=CREAM)


class CanopeeFaces(CardPainter):
    """Canopée's card pictures, each made once per size and kept (see the module's docstring)."""

    def __init__(self, rules: CanopeeRules | None = None, pictures=None):
        super().__init__(pictures)                         # its pictures in the app's store
        self.rules = rules if rules is not None else bundled_rules()
        self._bodies: dict[tuple[str, int], pygame.Surface] = self.pictures.shelf("canopee bodies")
        self._faces: dict[tuple[str, int, str], pygame.Surface] = self.pictures.shelf("canopee faces")
        self._pictos: dict[tuple[str, int], tuple] = {}
        self._other: dict[tuple, pygame.Surface] = self.pictures.shelf("canopee pictures")  # backs, icons, emblems
        self._words = Fonts(self.pictures)                 # the Season Change cards' sentences
        self._widths: OrderedDict[int, None] = OrderedDict()
        missing = self.missing_art()
        if missing:
            raise MissingArtError("card art missing: " + ", ".join(str(p) for p in missing))

    # ------------------------------------------------------------------ what a card is

    def kinds(self) -> tuple[str, ...]:
        """Every card this module draws: the card kinds, then the Season Change cards."""
        return tuple(self.rules.kinds) + tuple(sc.id for sc in self.rules.season_changes)

    def category(self, kind: str) -> str:
        k = self.rules.kinds.get(kind)
        if k is not None:
            return k.category
        if kind in self.rules.season_change_by_id:
            return SEASON
        raise CardArtError(f"no card {kind!r} in the game {GAME_ID!r}")

    def name(self, kind: str, lang: str) -> str:
        k = self.rules.kinds.get(kind)
        if k is not None:
            return k.name(lang)
        if kind in self.rules.season_change_by_id:
            return self.rules.season_change(kind).name(lang)
        raise CardArtError(f"no card {kind!r} in the game {GAME_ID!r}")

    def short_name(self, kind: str, lang: str) -> str:
        """The name small cards show: ``cf_short_<kind>`` (a pair card: its species'), else the whole name."""
        k = self.rules.kinds.get(kind)
        pair = k is not None and k.pair and k.species in self.rules.species
        entry = STRINGS.get(f"cf_short_{k.species if pair else kind}")
        if entry:
            return entry.get(lang) or entry["en"]
        return self.rules.species[k.species].name(lang) if pair else self.name(kind, lang)

    def art_id(self, kind: str) -> str:
        """The picture a card shows: its kind's, its species' for a breeding pair, one shared by the Season
        Change cards."""
        k = self.rules.kinds.get(kind)
        if k is None:
            self.category(kind)          # an unknown id is named
            return SEASON
        return k.species if k.pair and k.species else kind

    # ------------------------------------------------------------------ files

    @staticmethod
    def art_path(art_id: str) -> Path:
        return resource_path("assets", "cards", GAME_ID, f"{art_id}.svg")

    def missing_art(self) -> list[Path]:
        """Every SVG the cards need that is not there (illustrations, backs, emblem)."""
        ids = {self.art_id(k) for k in self.kinds()} | {f"back_{p}" for p in PILES} | {"emblem"}
        return [p for p in map(self.art_path, sorted(ids)) if not p.is_file()]

    def _picture(self, art_id: str, size: tuple[int, int], what: str) -> pygame.Surface:
        return self.load_svg(self.art_path(art_id), size, what)

    def _touch(self, width: int) -> None:
        self._widths[width] = None
        self._widths.move_to_end(width)
        while len(self._widths) > _WIDTHS_KEPT:
            old, _ = self._widths.popitem(last=False)
            for cache, at in ((self._faces, 1), (self._bodies, 1), (self._pictos, 1)):
                for key in [k for k in cache if k[at] == old]:
                    del cache[key]

    # ------------------------------------------------------------------ faces

    def face(self, kind: str, width: int, lang: str) -> pygame.Surface:
        key = (kind, width, lang)
        surf = self._faces.get(key)
        if surf is None:
            check_width(width)
            self._touch(width)
            surf = self._body(kind, width).copy()
            self._draw_name(surf, kind, width, lang)
            if self.category(kind) == SEASON:
                self._draw_effect(surf, kind, width, lang)
            surf = self._faces[key] = finish(surf)
        return surf

    def _metrics(self, width: int) -> Metrics:
        m = Metrics.for_width(width, round(width * ASPECT))
        if width < SMALL:
            # a taller name band on small cards: the name is their first reading
            bx, by, bw, bh = m.band
            grow = max(0.0, width * 0.27 - bh)
            px, py, pw, ph = m.panel
            m = Metrics(m.w, m.h, m.border, m.corner, m.window, (bx, by, bw, bh + grow),
                        (px, py + grow, pw, ph - grow))
        return m

    def _body(self, kind_id: str, width: int) -> pygame.Surface:
        """Everything but the name (the part both languages share)."""
        key = (kind_id, width)
        body = self._bodies.get(key)
        if body is not None:
            return body
        category = self.category(kind_id)
        kind = self.rules.kinds.get(kind_id)
        pal = _palette(category)
        h = round(width * ASPECT)
        m = self._metrics(width)
        k = supersample(width)
        wx, wy, ww, wh = m.window
        iw, ih = round(ww), round(wh)
        art = self._picture(self.art_id(kind_id), (iw, max(ih, round(iw * 0.75))),
                            f"the {GAME_ID} card {kind_id!r}")

        vec = Vec((width, h), k, (*pal.frame_bottom, 0))
        outer = rounded_pts(0, 0, width, h, m.corner)
        gradient_fill(vec, outer, pal.frame_top, pal.frame_bottom)
        inset = m.border * 0.42
        vec.polygon(rounded_pts(inset, inset, width - 2 * inset, h - 2 * inset, m.corner - inset * 0.7), pal.inlay,
                    width=max(0.5, width * 0.006))
        bx, by, bw, bh = m.band
        vec.rect((bx, by, bw, bh), pal.band)
        vec.rect((bx, by + bh - max(0.6, bh * 0.05), bw, max(0.6, bh * 0.05)), pal.band_edge)
        px, py, pw, ph = m.panel
        inner = max(1.0, m.corner - m.border)
        vec.polygon([(x, max(y, py)) for x, y in rounded_pts(px, py - 2 * inner, pw, ph + 2 * inner, inner)],
                    pal.panel)
        if kind is not None and kind.advanced:
            # the advanced cards' purple mark (the printed cards' purple frame on the number)
            r = max(1.6, width * 0.025)
            cx, cy = width - m.border * 0.5 - r * 0.2, h - m.corner * 0.5 - r * 0.2
            vec.polygon([(cx, cy - r * 1.3), (cx + r, cy), (cx, cy + r * 1.3), (cx - r, cy)], (150, 86, 200))
        ctx = Ctx(self, GAME_ID, vec, pal)
        picto = self._pictogram(kind_id, width) if kind is not None else None
        if picto is not None:
            layout, unit, box, _ = picto
            draw_layout(ctx, layout, box, unit)
        body = vec.down()

        pic = pygame.Surface((iw, ih), pygame.SRCALPHA)
        pic.fill(pal.panel)
        pic.blit(art, ((iw - art.get_width()) // 2, round((ih - art.get_height()) * 0.5)))
        wc = max(1.0, m.corner - m.border)
        apply_mask(pic, alpha_mask((iw, ih), lambda v: v.polygon(rounded_pts(0, 0, iw, ih + wc * 3, wc),
                                                                 (255, 255, 255, 255))))
        body.blit(pic, (round(wx), round(wy)))

        over = Vec((width, h), k, (*CREAM, 0))
        edge = max(0.6, width * 0.008)
        over.rect((round(wx) - 0.2, round(wy) + ih - edge, round(ww) + 0.4, edge * 1.4),
                  mix(pal.frame_bottom, INK, 0.3))
        br = self._badge_radius(width)
        bc = m.border + br * 0.95
        badge(over, category, bc, bc, br)
        self._corner_mark(over, ctx, kind, width, m)
        body.blit(over.down(), (0, 0))
        for surf, pos in ctx.blits:
            body.blit(surf, pos)
        self._bodies[key] = body
        return body

    @staticmethod
    def _badge_radius(width: int) -> float:
        return max(7.5, width * 0.085)

    @staticmethod
    def _medallion_radius(width: int) -> float:
        """The trunk value / canopy multiplier medallion: large on small cards (readable at 48 px)."""
        return max(12.5, width * 0.14)

    @classmethod
    def medallion_rect(cls, width: int, height: int) -> tuple[int, int, int, int]:
        """(x, y, w, h) of a trunk's or canopy's corner medallion on a face of this size, from the face's top
        left: what a stack of cards must leave showing for the value to read whole."""
        m = Metrics.for_width(width, height)
        side = round(2 * cls._medallion_radius(width))
        return width - round(m.border) - side, round(m.border), side, side

    @classmethod
    def corner_depth(cls, width: int) -> int:
        """How much of a trunk's or canopy's top must show for its corner medallion to read whole (a tree's
        cards stacked on a board step down by at least this)."""
        border = Metrics.for_width(width, round(width * ASPECT)).border
        return int(border + 2 * cls._medallion_radius(width) + 0.999) + max(2, round(width * 0.03))

    def _corner_mark(self, v: Vec, ctx: Ctx, kind: CardKind | None, width: int, m: Metrics) -> None:
        """Top-right corner: a trunk's value or a canopy's multiplier (large), the pair mark, the immediate bolt."""
        if kind is None:
            return
        wx, wy, ww, _ = m.window
        right = wx + ww
        if kind.category in ("trunk", "canopy"):
            r = self._medallion_radius(width)
            cx, cy = right - r * 0.98, wy + r * 0.98
            wood = kind.category == "trunk"
            ring, fill = ((90, 56, 28), (236, 206, 150)) if wood else ((28, 84, 44), (214, 240, 196))
            v.circle((cx, cy), r, CREAM)
            v.circle((cx, cy), r * 0.9, ring)
            v.circle((cx, cy), r * 0.76, fill)
            if wood:        # growth rings
                v.circle((cx, cy), r * 0.62, mix(fill, ring, 0.25), width=max(0.5, r * 0.04))
            text, px = self.medallion(kind.id, width)
            font = self.font("black", px)
            surf, base = render_text(font, text, INK)
            cap = cap_height(font)
            ctx.blits.append((surf, (round(cx - surf.get_width() / 2), round(cy + cap / 2 - base))))
        elif kind.pair:
            u = max(8.0, width * 0.1)
            pair_mark(v, right - u * 1.25, wy + u * 0.2, u)
        elif kind.immediate:
            u = max(10.0, width * 0.13)
            v.circle((right - u * 0.6, wy + u * 0.6), u * 0.6, CREAM)
            bolt(v, right - u * 0.6 - u * 0.36, wy + u * 0.14, u * 0.92)

    def medallion(self, kind_id: str, width: int) -> tuple[str, int] | None:
        """The value a trunk shows ("2") or the multiplier a canopy shows ("×2") in its corner, with the pixel
        size of its figures; None for other cards."""
        kind = self.rules.kinds.get(kind_id)
        if kind is None or kind.category not in ("trunk", "canopy"):
            return None
        wood = kind.category == "trunk"
        r = self._medallion_radius(width)
        text = str(kind.value) if wood else f"\u00d7{kind.value}"
        px = max(9, round(r * (1.25 if wood else 0.98)))
        while px > 8 and self.text_width(self.font("black", px), text) > r * 1.5:
            px -= 1
        return text, px

    def _pictogram(self, kind_id: str, width: int) -> tuple:
        """(layout, unit, box, used) of a face's pictogram, chosen to read at that width (kept per width)."""
        key = (kind_id, width)
        picto = self._pictos.get(key)
        if picto is not None:
            return picto
        kind = self.rules.kinds[kind_id]
        m = self._metrics(width)
        px, py, pw, ph = m.panel
        pad = max(1.5, width * 0.03)
        box = (px + pad, py + pad * 0.7, pw - 2 * pad, ph - pad * 1.4)
        ctx = Ctx(self, GAME_ID, None, _palette(kind.category))
        full = width >= _FULL
        layouts = kind_layouts(self.rules, kind, full)
        if full:
            # the richest layout drawn near the full size, else the one drawn largest
            u_cap = max(width * 0.15, 14.0)
            fitted = [(layout, fit(ctx, layout, box[2], box[3], u_cap)) for layout in layouts]
            layout, u = next((lu for lu in fitted if lu[1] >= u_cap * 0.8), max(fitted, key=lambda lu: lu[1]))
        else:
            # the tiniest cards draw their pictogram as large as they can; others keep the options close in size
            # so the one that tells the most wins
            layout, u = choose_reduced(ctx, layouts, box, min(box[3], width * (0.3 if width < 64 else 0.22)))
        picto = self._pictos[key] = (layout, u, box, layout_size(ctx, layout, u))
        return picto

    def face_items(self, kind: str, width: int) -> set[tuple[str, object]]:
        """What a face of this width shows: its category symbol, its corner mark and the pictogram's facts (as
        CardArt's ``face_items``: ("symbol", "trunk"), ("value", 2), ("multiplier", 1), ("pair", True),
        ("immediate", True), ("advanced", True), ("points", 5), ("table", (...)), ("timing", "turn_start")...)."""
        category = self.category(kind)
        facts: set[tuple[str, object]] = {("symbol", category)}
        k = self.rules.kinds.get(kind)
        if k is None:
            return facts | {("effect", True)}
        if k.category == "trunk":
            facts.add(("value", k.value))
        elif k.category == "canopy":
            facts.add(("multiplier", k.value))
        if k.pair:
            facts.add(("pair", True))
        if k.immediate:
            facts.add(("immediate", True))
        if k.advanced:
            facts.add(("advanced", True))
        return facts | layout_facts(self._pictogram(kind, width)[0])

    def face_fit(self, kind: str, width: int) -> tuple[float, float]:
        """(unit drawn at, smallest unit at which every item reads) of a face's pictogram."""
        layout, u, _, _ = self._pictogram(kind, width)
        return u, layout_min_unit(layout)

    def name_fit(self, kind: str, width: int, lang: str) -> tuple[str, int, float]:
        """How a face writes its name: (the text, its pixel size, how much it is condensed: 1.0 not at all)."""
        m = self._metrics(width)
        bw, bh = m.band[2], m.band[3]
        avail = bw - max(2.0, width * 0.04)
        k = self.rules.kinds.get(kind)
        # a breeding pair's band names its species (the pair mark in the corner says the rest); a name too long
        # for the band gives way to the short one rather than be squeezed out of shape
        whole = self.rules.species[k.species].name(lang) if k is not None and k.pair else self.name(kind, lang)
        names = ([whole] if width >= SMALL else []) + [self.short_name(kind, lang)]
        least = 0.75 if width < 160 else 0.6
        floor = max(9, round(bh * 0.55)) if width < SMALL else max(10, round(bh * 0.62))
        return self.fit_name(names, avail, max(8, round(min(bh * 0.74, width * 0.2))), floor, least)

    def _draw_name(self, surf: pygame.Surface, kind: str, width: int, lang: str) -> None:
        bx, by, bw, bh = self._metrics(width).band
        name, px, squeeze = self.name_fit(kind, width, lang)
        font = self.font("black", px)
        text, base = render_text(font, name, INK)
        if squeeze < 1.0:      # still too long at the smallest size: condense it, once
            text = pygame.transform.smoothscale(text, (max(1, int(text.get_width() * squeeze)), text.get_height()))
        cap = cap_height(font)
        baseline = by + bh / 2 + cap / 2 - bh * 0.03
        surf.blit(text, (round(bx + (bw - text.get_width()) / 2), round(baseline - base)))

    def _draw_effect(self, surf: pygame.Surface, kind: str, width: int, lang: str) -> None:
        """A Season Change card's panel: its effect in words (the cards differ only by it), or, on a card too small
        for the words to read, the Season Change symbol large (the name band names the card)."""
        m = self._metrics(width)
        px, py, pw, ph = m.panel
        pad = max(2.0, width * 0.045)
        # the words only where every card's fit (the cards of a row look alike), else the symbol
        text = season_change_text(self.rules, kind, lang) if width >= _EFFECT_WIDTH else ""
        size = max(9, round(width * 0.075))
        while text:
            font = self._words.get("bold", size)
            lines = self._words.wrap_lines(text, "bold", size, round(pw - 2 * pad))
            if len(lines) * font.get_linesize() <= ph - 2 * pad:
                y = py + (ph - len(lines) * font.get_linesize()) / 2
                for line in lines:
                    rendered = font.render(line, True, INK)
                    surf.blit(rendered, (round(px + (pw - rendered.get_width()) / 2), round(y)))
                    y += font.get_linesize()
                return
            if size <= 9:
                break
            size -= 1
        v = Vec((round(pw), round(ph)), 4, (*CATEGORY_COLOURS[SEASON][1], 0))
        symbol(v, SEASON, pw / 2, ph / 2, min(pw, ph) * 0.42, CATEGORY_COLOURS[SEASON][1])
        surf.blit(v.down(), (round(px), round(py)))

    # ------------------------------------------------------------------ backs, icons, emblem

    def back(self, width: int, pile: str = "growth") -> pygame.Surface:
        """A card back: ``pile`` "growth" (the New Growth piles, the Season deck) or "germination"."""
        if pile not in PILES:
            raise CardArtError(f"no {GAME_ID} card back {pile!r} (backs: {', '.join(PILES)})")
        key = ("back", pile, width)
        surf = self._other.get(key)
        if surf is None:
            check_width(width)
            h = round(width * ASPECT)
            art = self._picture(f"back_{pile}", (width, h), f"the {GAME_ID} {pile} card back")
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            surf.blit(art, ((width - art.get_width()) // 2, (h - art.get_height()) // 2))
            apply_mask(surf, alpha_mask((width, h), lambda v: v.polygon(
                rounded_pts(0, 0, width, h, width * 0.085), (255, 255, 255, 255))))
            surf = self._other[key] = finish(surf)
        return surf

    def icon(self, kind: str, size: int) -> pygame.Surface:
        return self.marked_icon(GAME_ID, kind, size, None)

    def marked_icon(self, game_id: str, kind: str, size: int, mark: str | None) -> pygame.Surface:
        """A kind's token: its subject cut out of its illustration, on a disc of its category's colour (lighter
        at the top), ringed in the category's dark colour; ``mark`` "no" crosses it out (pictograms)."""
        key = ("icon", kind, size, mark)
        surf = self._other.get(key)
        if surf is not None:
            return surf
        if size < 4:
            raise CardArtError(f"icon size must be at least 4 pixels, got {size}")
        category = self.category(kind)
        top, bottom = CATEGORY_COLOURS.get(category, CATEGORY_COLOURS[SEASON])
        surf, ring = self.token(self.art_id(kind), size, top, bottom, _ICON_FILL, f"the icon of {kind!r}")
        r = size / 2
        k = self.rules.kinds.get(kind)
        if k is not None and k.pair:
            # a breeding pair shares its species' picture: its token carries the pair mark
            u = max(3.0, size * 0.36)
            pair_mark(ring, size - u * 1.15, size - u, u)
        if mark == "no":
            t = max(1.2, size * 0.085)
            d = r * 0.66
            ring.circle((r, r), r - 0.25, SLASH, width=t)
            ring.line((r - d, r - d), (r + d, r + d), t, SLASH)
        surf.blit(ring.down(), (0, 0))
        surf = self._other[key] = finish(surf)
        return surf

    def emblem(self, size: int) -> pygame.Surface:
        """Canopée's emblem (a round medallion), ``size`` pixels square."""
        key = ("emblem", size)
        surf = self._other.get(key)
        if surf is None:
            if size < 4:
                raise CardArtError(f"emblem size must be at least 4 pixels, got {size}")
            surf = self._other[key] = finish(self._picture("emblem", (size, size), f"the {GAME_ID} emblem"))
        return surf


def season_change_text(rules: CanopeeRules, sc_id: str, lang: str) -> str:
    """A Season Change card's effect in words (the rules screen's own sentence), capitalised."""
    try:
        from game.canopee.rules_words import season_change_effect
    except ImportError:          # the rules pages not there: the card shows its name only
        return ""
    text = season_change_effect(rules.season_change(sc_id), rules, lang)
    return text[:1].upper() + text[1:]


def canopee_faces(app) -> CanopeeFaces:
    """The app's Canopée faces (one per app, its pictures cached); made at the first call."""
    faces = getattr(app, "_canopee_faces", None)
    if faces is None:
        faces = app._canopee_faces = CanopeeFaces(pictures=getattr(app, "pictures", None))
    return faces
