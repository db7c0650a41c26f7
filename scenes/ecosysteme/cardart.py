"""Forêt's and Savane's card faces, card backs and kind icons, drawn once per size from the SVG art and the rule
data, with the pieces every card renderer shares (scenes/artkit/: the vector layer, masks, text, the pictogram
items and their fitting, the card geometry, the art files).

A face is built in three passes, so that nothing is ever rescaled per frame and the illustration is never
resampled:

1. the *vector* pass: frame, panels and every glyph of the scoring pictogram, drawn with ``pygame.draw`` on a
   surface 3 or 4 times larger and smooth-scaled down once (that is the anti-aliasing);
2. the illustration, rendered by ``pygame.image.load_sized_svg`` at its exact target size and clipped to its
   window by an anti-aliased alpha mask;
3. the *raster* pass at final size: text (rendered by the font at its final pixel size) and kind icons.

The scoring pictogram is derived from the kind's ``Rule`` objects (type and parameters), never from its id, so
changing ``data/cards.yaml`` changes the face (scenes/ecosysteme/pictogram.py: its items and layouts; the palettes,
card shapes and category badges are scenes/ecosysteme/card_looks.py). Every face states the whole rule, whatever its
size: small cards (a hand of 11 at 1280x720 is 56-60 px wide) crop a little of the illustration's sky and ground and
choose among compact layouts (two rows, the points over the targets) the one that tells the most while every item
stays readable; ``CardArt.face_items`` says what a face shows, read from the layout it draws. Animals and
habitats/terrain differ by frame shape (rounded corners against cut corners) and by a corner badge (paw print
against leaf / sun-and-hills), not by colour alone.

Icons (the tokens of the small boards, 14-30 px, and the kinds inside pictograms) must be told apart at a
glance: an animal is cut out of its illustration (everything drawn from its first ink-outlined element on) and
set on a disc of a colour of its own; a habitat or terrain keeps its landscape, in an octagon like its card's
cut corners.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import pygame

from game.ecosysteme.cards import GAME_IDS, GameRules, Kind
from game.core.catalogue import Catalogue, default_catalogue
from game.errors import BundledFileError
from game.resources import resource_path

from ..artkit import (ART_RATIO, CHECK, CREAM, FULL_WIDTH, INK, SLASH, CardArtError, CardPainter, Color, Ctx, Fact,
                     Layout, Metrics, MissingArtError, Subject, Vec, alpha_mask, apply_mask, blit_subject,
                     cap_height, check_width, choose_reduced, draw_layout, finish, fit, gradient_fill, layout_facts,
                     layout_min_unit, layout_size, mix, render_text, rounded_pts, supersample)
from ..pictures import PictureStore
from ..ui import PANEL, PANEL_EDGE
from .card_looks import PALETTES, bottom_corners, card_shape, category_badge, chamfer_pts
from .pictogram import kind_layouts


_WIDTH_CACHE = 16         # faces are kept for this many distinct widths (window resizes make new ones)


# --------------------------------------------------------------------------- the renderer


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


_CROP_TOP = 0.5         # the share of a cropped illustration taken off its top (the rest off its bottom)


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


class CardArt(CardPainter):
    """Renders card faces, backs and kind icons; every picture is made once per size and cached."""

    ASPECT = 1.4

    def __init__(self, catalogue: Catalogue | None = None, pictures: PictureStore | None = None):
        super().__init__(pictures)
        self.catalogue = catalogue if catalogue is not None else default_catalogue()
        shelf = self.pictures.shelf
        self._bodies: dict[tuple[str, str, int], pygame.Surface] = shelf("card bodies")
        self._faces: dict[tuple[str, str, int, str], pygame.Surface] = shelf("card faces")
        self._backs: dict[tuple[str, int], pygame.Surface] = shelf("card backs")
        self._tiles: dict[tuple[str, str, int], pygame.Surface] = shelf("card tiles")
        self._icons: dict[tuple[str, str, int, str | None], pygame.Surface] = shelf("card icons")
        self._pictos: dict[tuple[str, str, int], _Pictogram] = {}
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
            check_width(width)
            self._touch_width(width)
            body = self._body(game_id, kind_id, width)
            surf = body.copy()
            self._draw_name(surf, game_id, kind_id, width, lang)
            surf = finish(surf)
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
            check_width(width)
            self._touch_width(width)
            h = self.height_for(width)
            art = self.load_svg(self._back_path(game_id), (width, h), f"the {game_id} card back")
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            surf.blit(art, ((width - art.get_width()) // 2, (h - art.get_height()) // 2))
            apply_mask(surf, alpha_mask((width, h), lambda v: v.polygon(
                rounded_pts(0, 0, width, h, width * 0.085), (255, 255, 255, 255))))
            surf = finish(surf)
            self._backs[key] = surf
        return surf

    def icon(self, game_id: str, kind_id: str, size: int) -> pygame.Surface:
        return self.marked_icon(game_id, kind_id, size, None)

    def missing_art(self) -> list[Path]:
        """Every SVG the catalogue needs that is not there (illustrations of every kind, both backs)."""
        ecosysteme = {g: self.catalogue[g] for g in GAME_IDS}       # the games this module draws
        paths = [self.art_path(kind.id) for game in ecosysteme.values() for kind in game.kinds]
        paths += [self._back_path(game_id) for game_id in ecosysteme]
        return [p for p in paths if not p.is_file()]

    # ------------------------------------------------------------------ files

    @staticmethod
    def art_path(kind_id: str) -> Path:
        return resource_path("assets", "cards", f"{kind_id}.svg")

    @staticmethod
    def _back_path(game_id: str) -> Path:
        return resource_path("assets", "cards", f"back-{game_id}.svg")

    def _kind(self, game_id: str, kind_id: str) -> Kind:
        try:
            return self.catalogue[game_id].kind(kind_id)
        except KeyError:
            raise CardArtError(f"no card {kind_id!r} in the game {game_id!r}") from None

    def _illustration(self, game_id: str, kind_id: str, size: tuple[int, int]) -> pygame.Surface:
        return self.load_svg(self.art_path(kind_id), size, f"the {game_id} card {kind_id!r}")

    def _touch_width(self, width: int) -> None:
        self._widths[width] = None
        self._widths.move_to_end(width)
        while len(self._widths) > _WIDTH_CACHE:
            old, _ = self._widths.popitem(last=False)
            for cache, at in ((self._faces, 2), (self._bodies, 2), (self._backs, 1), (self._pictos, 2)):
                for key in [k for k in cache if k[at] == old]:
                    del cache[key]

    # ------------------------------------------------------------------ icons

    def marked_icon(self, game_id: str, kind_id: str, size: int, mark: str | None) -> pygame.Surface:
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
        pal = PALETTES[(game_id, animal)]
        subject = self.subject(kind_id) if animal else None
        r = size / 2

        def outline(v: Vec, inset: float, color, width: float = 0) -> None:
            if animal:
                v.circle((r, r), r - inset, color, width=width)
            else:
                v.polygon(chamfer_pts(inset, inset, size - 2 * inset, size - 2 * inset, size * 0.27), color,
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
        apply_mask(surf, alpha_mask((size, size), lambda v: outline(v, 0.25, (255, 255, 255, 255))))
        ring = Vec((size, size), 4, (*pal.frame_bottom, 0))
        outline(ring, 0.25, pal.frame_bottom, width=max(1.0, size * 0.07))
        if mark == "no":
            # a red ring on the icon's edge and one slash: the picture stays recognisable
            t = max(1.2, size * 0.085)
            d = r * 0.66
            outline(ring, 0.25, SLASH, width=t)
            ring.line((r - d, r - d), (r + d, r + d), t + max(1.0, size * 0.06), (255, 255, 255))
            ring.line((r - d, r - d), (r + d, r + d), t, SLASH)
        elif mark == "yes":
            cr = size * 0.24
            cx, cy = size - cr - 0.2, size - cr - 0.2
            ring.circle((cx, cy), cr, (255, 255, 255))
            ring.circle((cx, cy), cr * 0.82, CHECK)
            ring.polyline([(cx - cr * 0.42, cy + cr * 0.02), (cx - cr * 0.1, cy + cr * 0.34),
                           (cx + cr * 0.45, cy - cr * 0.32)], cr * 0.22, (255, 255, 255))
        surf.blit(ring.down(), (0, 0))
        surf = finish(surf)
        self._icons[key] = surf
        return surf

    def _draw_token(self, surf: pygame.Surface, game_id: str, kind_id: str, subject: "Subject",
                    size: int) -> None:
        """The animal alone, as large as the disc allows, on its kind's colour (lighter towards the top)."""
        tint = self._tints(game_id)[kind_id]
        grad = pygame.Surface((1, 2), pygame.SRCALPHA)
        grad.set_at((0, 0), (*mix(tint, CREAM, 0.45), 255))
        grad.set_at((0, 1), (*tint, 255))
        surf.blit(pygame.transform.smoothscale(grad, (size, size)), (0, 0))
        blit_subject(surf, subject, size, _TOKEN_FILL, f"the icon of {kind_id!r}")

    def _tints(self, game_id: str) -> dict[str, Color]:
        """One background colour per animal of a game, all different, chosen so that the tokens (background
        and animal together) differ as much as possible: the most colourful animal first, each one takes the
        free colour of _TINTS that sets its token farthest from the tokens already made, among those that
        stand out from the animal itself (a game with more animals than colours gets lighter variants)."""
        tints = self._game_tints.get(game_id)
        if tints is not None:
            return tints
        subjects = [(kind.id, self.subject(kind.id)) for kind in self.catalogue[game_id].kinds
                    if kind.category == "animal"]
        subjects = [(kid, sub) for kid, sub in subjects if sub is not None]
        free = list(_TINTS)
        while len(free) < len(subjects):
            free += [mix(c, CREAM, 0.5) for c in _TINTS]
        tints = {}
        looks: list[Color] = []
        for kid, sub in sorted(subjects, key=lambda item: -item[1].saturation):
            contrasted = [c for c in free if _hue_distance(c, sub.colour) >= _TINT_CONTRAST] or free
            tint = max(contrasted, key=lambda c: (min((math.dist(mix(c, sub.colour, 0.5), look) for look in looks),
                                                      default=0.0), math.dist(c, sub.colour)))
            free.remove(tint)
            tints[kid] = tint
            looks.append(mix(tint, sub.colour, 0.5))
        self._game_tints[game_id] = tints
        return tints

    # ------------------------------------------------------------------ faces

    def _body(self, game_id: str, kind_id: str, width: int) -> pygame.Surface:
        """Everything but the name (the part shared by both languages)."""
        key = (game_id, kind_id, width)
        body = self._bodies.get(key)
        if body is not None:
            return body
        check_width(width)
        kind = self._kind(game_id, kind_id)
        animal = kind.category == "animal"
        pal = PALETTES[(game_id, animal)]
        h = self.height_for(width)
        m = Metrics.for_width(width, h)
        k = supersample(width)
        wx, wy, ww, wh = m.window
        iw, ih = round(ww), round(wh)
        # first: a missing file names this card; drawn at its own ratio, then cropped to the window
        art = self._illustration(game_id, kind_id, (iw, max(ih, round(iw * ART_RATIO))))

        # 1. vector pass: frame, band, panel, pictogram glyphs
        vec = Vec((width, h), k, (*pal.frame_bottom, 0))
        outer = card_shape(animal, 0, 0, width, h, m.corner)
        gradient_fill(vec, outer, pal.frame_top, pal.frame_bottom)
        inset = m.border * 0.42
        vec.polygon(card_shape(animal, inset, inset, width - 2 * inset, h - 2 * inset, m.corner - inset * 0.7),
                    pal.inlay, width=max(0.5, width * 0.006))
        bx, by, bw, bh = m.band
        vec.rect((bx, by, bw, bh), pal.band)
        vec.rect((bx, by + bh - max(0.6, bh * 0.05), bw, max(0.6, bh * 0.05)), pal.band_edge)
        px, py, pw, ph = m.panel
        inner_corner = max(1.0, m.corner - m.border)
        vec.polygon(bottom_corners(animal, px, py, pw, ph, inner_corner), pal.panel)

        picto = self._pictogram(game_id, kind_id, width)
        ctx = Ctx(self, game_id, vec, pal)
        draw_layout(ctx, picto.layout, picto.box, picto.unit)
        body = vec.down()

        # 2. the illustration, at its exact size, clipped to its window
        pic = pygame.Surface((iw, ih), pygame.SRCALPHA)
        pic.fill(pal.panel)
        pic.blit(art, ((iw - art.get_width()) // 2, round((ih - art.get_height()) * _CROP_TOP)))
        wc = max(1.0, m.corner - m.border)
        apply_mask(pic, alpha_mask((iw, ih), lambda v: (
            v.polygon(card_shape(animal, 0, 0, iw, ih + wc * 3, wc), (255, 255, 255, 255)))))
        body.blit(pic, (round(wx), round(wy)))

        # 3. overlay: window edge and category badge (they straddle the illustration)
        over = Vec((width, h), k, (*pal.badge_mark, 0))
        edge = max(0.6, width * 0.008)
        over.rect((round(wx) - 0.2, round(wy) + ih - edge, round(ww) + 0.4, edge * 1.4),
                  mix(pal.frame_bottom, INK, 0.3))
        br = max(6.5, width * 0.085)
        bcx = m.border + br * 0.95
        category_badge(over, kind.category, game_id, bcx, bcx, br)
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
        check_width(width)
        kind = self._kind(game_id, kind_id)
        m = Metrics.for_width(width, self.height_for(width))
        px, py, pw, ph = m.panel
        pad = max(2.0, width * 0.03)
        box = (px + pad, py + pad * 0.8, pw - 2 * pad, ph - pad * 1.6)
        full = width >= FULL_WIDTH
        ctx = Ctx(self, game_id, None, PALETTES[(game_id, kind.category == "animal")])
        if full:
            # the first layout that keeps the pictogram near its full size, else the largest one
            u_cap = max(width * 0.18, 20.0)
            best: tuple[Layout, float] | None = None
            for layout in kind_layouts(kind, full):
                u = fit(ctx, layout, box[2], box[3], u_cap)
                if u >= u_cap * 0.8:
                    best = (layout, u)
                    break
                if best is None or u > best[1]:
                    best = (layout, u)
            assert best is not None
            layout, u = best
        else:
            layout, u = choose_reduced(ctx, kind_layouts(kind, full), box, min(box[3], width * 0.3))
        picto = _Pictogram(layout, u, box, layout_size(ctx, layout, u))
        self._pictos[key] = picto
        return picto

    def face_items(self, game_id: str, kind_id: str, width: int) -> set[Fact]:
        """What the pictogram of a face of this width shows of the kind's rules, as (item type, value) pairs,
        read from the very layout the face draws: ("points", 2), ("base", 6), ("kind", "bee"), ("kind_no",
        "wolf") crossed out, ("kind_yes", "tree") required, ("category", "animal"), ("where", "adjacent"),
        ("face_down", True), ("distinct", True), ("flip", True), ("swap", True), ("lines", True),
        ("group", True), ("count", True), ("length", True), ("majority", True), ("table", (0, 3, ...)),
        ("prizes", (12, 8, 4))."""
        return layout_facts(self._pictogram(game_id, kind_id, width).layout)

    def face_fit(self, game_id: str, kind_id: str, width: int) -> "PictogramFit":
        """How the pictogram of a face of this width fits its panel: the unit it is drawn at, the smallest unit
        at which all of its items still read, the size it takes and the box it must fit."""
        picto = self._pictogram(game_id, kind_id, width)
        return PictogramFit(picto.unit, layout_min_unit(picto.layout), picto.used, picto.box[2:])

    def _draw_name(self, surf: pygame.Surface, game_id: str, kind_id: str, width: int, lang: str) -> None:
        kind = self._kind(game_id, kind_id)
        m = Metrics.for_width(width, surf.get_height())
        bx, by, bw, bh = m.band
        avail = bw - max(2.0, width * 0.04)
        name = kind.name(lang)
        px = max(8, round(bh * 0.74))
        floor = max(10, round(bh * 0.66))
        font = self.font("black", px)
        while px > floor and font.size(name)[0] > avail:
            px -= 1
            font = self.font("black", px)
        text, base = render_text(font, name, INK)
        if text.get_width() > avail:  # still too long at the smallest size: condense it a little, once
            text = pygame.transform.smoothscale(text, (int(avail), text.get_height()))
        cap = cap_height(font)
        # the capitals are centred in the band, whatever accents rise above them or descenders fall below
        baseline = by + bh / 2 + cap / 2 - bh * 0.03
        surf.blit(text, (round(bx + (bw - text.get_width()) / 2), round(baseline - base)))


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


def _edge_colour(art: pygame.Surface, row: int) -> tuple[int, int, int, int]:
    """The average colour of one row of the middle half of a picture (to extend its sky or ground)."""
    w = art.get_width()
    strip = art.subsurface((w // 4, row, max(1, w // 2), 1))
    c = pygame.transform.average_color(strip)
    return c[0], c[1], c[2], 255


def card_art(app) -> CardArt:
    """The app's Forêt and Savane card art (one per app, its pictures in the app's store), made at the first call:
    its files are checked then (the menu's first frame draws Forêt's and Savane's cards)."""
    art = getattr(app, "_ecosysteme_art", None)
    if art is None:
        art = app._ecosysteme_art = CardArt(app.catalogue, pictures=app.pictures)
    return art
