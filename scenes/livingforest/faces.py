"""Living Forest's card pictures: every Guardian Animal's face (ids 1–65) and the Fire Varan's (66), the draw
piles' back, the icons the log and counts show, and the game's emblem.

Public API (issue 16's context; one ``LivingForestFaces`` per app, from ``lf_faces(app)``):

- ``ASPECT``: a card's height over its width (``round(width * ASPECT)``);
- ``card(card_id, width, lang)``: a card's face, readable from 56 px (the table's smallest reserve card) to 400;
- ``back(width)``: a draw pile's back (the Spirit forest);
- ``icon(kind, size)``: ``kind`` a card id as a string ("12", "66": the animal cut out of its illustration on a
  disc of its level's colour) or a tree id ("t5a", "start": the Protective Tree tile);
- ``emblem(size)``: the menu's emblem; ``name(kind, lang)``; ``art_path(art_id)``;
- ``picture(kind, width, lang)``: what the card viewer shows large (a card, a tree, a rock, a corner, a line);
- ``face_items(card_id, width)``: what a face of that width shows, read from the layout it draws (tests, the
  viewer): ("element", (name, value)), ("symbol", "S"|"G"), ("cost", n), ("level", n), ("varan", True).

A face is drawn as Canopée's are (scenes/artkit/): the vector frame, badges and element chips on a supersampled
layer smooth-scaled down once; the illustration (assets/cards/livingforest/<slug>.svg, slug = the English name
lowercased, spaces as dashes) rendered at its exact size and clipped; text at its final size. Layout: the
illustration on top with the Solitary / Gregarious symbol large in its top-left corner and the sun cost (a sun badge
of the level's colour: white, yellow, orange) in its top-right corner; the name band; the element panel (each
element's symbol with its value, scenes/livingforest/face_items.py; a negative value in red on a red-edged chip with
a minus sign); the level as pips on the frame's foot (level 0, the starting deck, has none and a wooden frame).

A missing or damaged SVG raises artkit's ``MissingArtError`` / ``UnreadableArtError``: one line naming the file.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from pathlib import Path

import pygame

from game.i18n import STRINGS
from game.livingforest.cards import ELEMENTS, LivingForestRules, bundled_rules
from game.livingforest.rules_text import kind_name, piece
from game.resources import resource_path

from ..artkit import (CREAM, INK, CardArtError, CardPainter, Ctx, Item, MissingArtError, Palette, Vec,
                      alpha_mask, apply_mask, cap_height, check_width, draw_layout, finish, fit,
                      gradient_fill, layout_facts, layout_size, mix, render_text, rounded_pts, supersample)
from .face_items import Chip, Varan
from .glyphs import lf_glyphs

ASPECT = 1.4
GAME_ID = "livingforest"
ART_RATIO = 0.75            # the illustrations' height over width (viewBox 240 x 180)
SMALL = 80                  # under this width: the art is cropped a little, the panel gets the room
_WIDTHS_KEPT = 16           # faces are kept for this many widths
_ICON_FILL = 0.86           # the animal's larger side, in diameters of its icon

Color = tuple[int, int, int]

# frame (top, bottom) by level: 0 the starting deck (wood), 1-3 the reserve (the cost badge's white, yellow and
# orange, as printed), -1 the Fire Varan (embers)
FRAMES: dict[int, tuple[Color, Color]] = {
    0: ((176, 142, 96), (104, 74, 44)),
    1: ((150, 176, 150), (74, 104, 82)),
    2: ((226, 192, 86), (150, 110, 28)),
    3: ((234, 140, 62), (160, 70, 26)),
    -1: ((222, 82, 42), (110, 22, 14)),
}
# the cost badge by level (white, yellow, orange on the printed cards)
COST_BADGES: dict[int, Color] = {1: (250, 248, 238), 2: (250, 214, 80), 3: (246, 150, 56)}
PIP: Color = (255, 246, 214)
def slug(english_name: str) -> str:
    """The file name of an animal's picture: its English name lowercased, spaces as dashes."""
    return english_name.strip().lower().replace(" ", "-")


def _palette(level: int) -> Palette:
    top, bottom = FRAMES.get(level, FRAMES[0])
    return Palette(frame_top=top, frame_bottom=bottom, inlay=mix(top, CREAM, 0.6),
                   panel=mix(mix(top, CREAM, 0.82), (240, 236, 214), 0.5), band=(252, 249, 238),
                   band_edge=mix(top, CREAM, 0.35), highlight=(232, 180, 52), badge=bottom, badge_mark=CREAM)


class LivingForestFaces(CardPainter):
    """Living Forest's card pictures, made once per size and kept (see the module's docstring)."""

    def __init__(self, app=None, rules: LivingForestRules | None = None, strict: bool = True):
        super().__init__(getattr(app, "pictures", None))     # its pictures in the app's store
        self.app = app
        self.rules = rules if rules is not None else bundled_rules()
        self._glyphs = None
        self._bodies: dict[tuple[int, int], pygame.Surface] = self.pictures.shelf("lf bodies")
        self._faces: dict[tuple[int, int, str], pygame.Surface] = self.pictures.shelf("lf faces")
        self._panels: dict[tuple[int, int], tuple] = {}
        self._other: dict[tuple, pygame.Surface] = self.pictures.shelf("lf pictures")
        self._widths: OrderedDict[int, None] = OrderedDict()
        if strict:
            missing = self.missing_art()
            if missing:
                raise MissingArtError("card art missing: " + ", ".join(str(p) for p in missing))

    @property
    def glyphs(self):
        """The pieces' pictures (element and symbol glyphs): the app's, or our own without an app."""
        if self._glyphs is None:
            from .glyphs import Glyphs
            self._glyphs = lf_glyphs(self.app) if self.app is not None else Glyphs(None, self.rules)
        return self._glyphs

    # ------------------------------------------------------------------ what a card is

    def _card(self, card_id: int):
        card = self.rules.cards.get(card_id) if isinstance(card_id, int) else None
        if card is None:
            raise CardArtError(f"no Living Forest card {card_id!r}")
        return card

    def name(self, kind: str, lang: str) -> str:
        kind = str(kind)
        if kind.isdigit():
            return self._card(int(kind)).name(lang)
        try:
            if piece(kind, self.rules) is not None:
                return kind_name(kind, lang, self.rules)       # a rock, a corner, a line: "Rock 3 · Attract"
            return self.rules.tree(kind).name(lang)
        except KeyError:
            raise CardArtError(f"no Living Forest card or tree {kind!r}") from None

    def picture(self, kind: str, width: int, lang: str) -> pygame.Surface:
        """What the card viewer shows large: a card's face, a tree's tile, or a printed piece (a rock on the
        Circle, a corner or a line bonus on the forest board, ringed in gold where it lies)."""
        kind = str(kind)
        if kind.isdigit():
            return self.card(int(kind), width, lang)
        found = piece(kind, self.rules)
        if found is None:
            return self.glyphs.tree(kind, width, lang)
        from .board import piece_picture
        from .circle import rock_picture

        if found[0] == "rock":
            return rock_picture(self.app, self.rules, found[1], width)
        return piece_picture(self.app, self.rules, found, width, lang)

    def short_name(self, card_id: int, lang: str) -> str:
        """The name a small card writes: ``lff_short_<id>`` where the whole name is too long, else the name."""
        entry = STRINGS.get(f"lff_short_{card_id}")
        if entry:
            return entry.get(lang) or entry["en"]
        return self._card(card_id).name(lang)

    def art_id(self, card_id: int) -> str:
        return slug(self._card(card_id).names["en"])

    @staticmethod
    def art_path(art_id: str) -> Path:
        return resource_path("assets", "cards", GAME_ID, f"{art_id}.svg")

    def missing_art(self) -> list[Path]:
        """Every SVG the cards need that is not there (the animals, the back, the emblem)."""
        ids = {self.art_id(c) for c in self.rules.cards} | {"back", "emblem"}
        return [p for p in map(self.art_path, sorted(ids)) if not p.is_file()]

    def marked_icon(self, game_id, kind_id, size, mark):
        return self.icon(kind_id, size)

    def _touch(self, width: int) -> None:
        self._widths[width] = None
        self._widths.move_to_end(width)
        while len(self._widths) > _WIDTHS_KEPT:
            old, _ = self._widths.popitem(last=False)
            for cache in (self._faces, self._bodies, self._panels):
                for key in [k for k in cache if k[1] == old]:
                    del cache[key]

    # ------------------------------------------------------------------ geometry

    @staticmethod
    def geometry(width: int) -> dict[str, tuple[float, float, float, float]]:
        """Where everything sits on a face of this width (final pixels): "window" (the illustration), "band" (the
        name), "panel" (the elements), "foot" (the level pips, on the frame)."""
        h = round(width * ASPECT)
        border = max(2.5, width * 0.045)
        iw = width - 2 * border
        # small cards crop a little of the art's sky and ground: their element values get the room
        ratio = ART_RATIO if width >= 100 else ART_RATIO - 0.2 * min(1.0, (100 - width) / 44)
        ih = iw * ratio
        band_h = max(13.0, width * 0.15)
        foot = max(3.5, width * 0.05)
        top_panel = border + ih + band_h
        return {"window": (border, border, iw, ih), "band": (border, border + ih, iw, band_h),
                "panel": (border, top_panel, iw, h - foot - border * 0.6 - top_panel),
                "foot": (border, h - foot - border * 0.6, iw, foot)}

    @staticmethod
    def _corner(width: int) -> float:
        return width * 0.08

    def symbol_size(self, width: int) -> int:
        """The Solitary / Gregarious symbol's size: large (the players count them at a glance)."""
        return max(15, round(width * 0.2))

    def cost_radius(self, width: int) -> float:
        return max(8.5, width * 0.1)

    # ------------------------------------------------------------------ faces

    def card(self, card_id: int, width: int, lang: str) -> pygame.Surface:
        key = (card_id, width, lang)
        surf = self._faces.get(key)
        if surf is None:
            card = self._card(card_id)
            check_width(width)
            self._touch(width)
            surf = self._body(card, width).copy()
            self._draw_name(surf, card, width, lang)
            surf = self._faces[key] = finish(surf)
        return surf

    def _panel(self, card, width: int) -> tuple:
        """(layout, unit, box) of the element panel at this width (the chips in one row, or two when that draws
        them larger)."""
        key = (card.id, width)
        panel = self._panels.get(key)
        if panel is not None:
            return panel
        px, py, pw, ph = self.geometry(width)["panel"]
        pad = max(1.5, width * 0.03)
        box = (px + pad, py + pad * 0.6, pw - 2 * pad, ph - pad * 1.2)
        ctx = Ctx(self, GAME_ID, None, _palette(card.level))
        chips: list[Item] = [Chip(e, card.elements[e], width < SMALL) for e in ELEMENTS if card.elements.get(e)]
        if card.is_varan:
            chips = [Varan()]
        u_cap = max(12.0, width * 0.16)
        if not chips:
            panel = ([], u_cap, box)
        else:
            options = [[chips]]
            if len(chips) > 2:
                half = (len(chips) + 1) // 2
                options.append([chips[:half], chips[half:]])
            if len(chips) > 4:
                options.append([chips[:2], chips[2:4], chips[4:]])
            fitted = [(layout, fit(ctx, layout, box[2], box[3], u_cap)) for layout in options]
            layout, u = max(fitted, key=lambda lu: lu[1] + (0.01 if len(lu[0]) == 1 else 0))
            panel = (layout, u, box)
        self._panels[key] = panel
        return panel

    def _body(self, card, width: int) -> pygame.Surface:
        """Everything but the name (the part both languages share)."""
        key = (card.id, width)
        body = self._bodies.get(key)
        if body is not None:
            return body
        pal = _palette(card.level)
        h = round(width * ASPECT)
        geo = self.geometry(width)
        k = supersample(width)
        corner = self._corner(width)

        vec = Vec((width, h), k, (*pal.frame_bottom, 0))
        gradient_fill(vec, rounded_pts(0, 0, width, h, corner), pal.frame_top, pal.frame_bottom)
        inset = geo["window"][0] * 0.4
        vec.polygon(rounded_pts(inset, inset, width - 2 * inset, h - 2 * inset, corner - inset * 0.7), pal.inlay,
                    width=max(0.5, width * 0.006))
        bx, by, bw, bh = geo["band"]
        vec.rect((bx, by, bw, bh), pal.band)
        px, py, pw, ph = geo["panel"]
        inner = max(1.0, corner - geo["window"][0])
        vec.polygon([(x, max(y, py)) for x, y in rounded_pts(px, py - 2 * inner, pw, ph + 2 * inner, inner)],
                    pal.panel)
        vec.rect((bx, by + bh - max(0.6, bh * 0.05), bw, max(0.6, bh * 0.05)), pal.band_edge)
        self._pips(vec, card, geo["foot"])
        ctx = Ctx(self, GAME_ID, vec, pal)
        layout, u, box = self._panel(card, width)
        if layout:
            draw_layout(ctx, layout, box, u)
        body = vec.down()

        # the illustration, cropped to its window (a little of its sky and ground on small cards)
        wx, wy, ww, wh = geo["window"]
        iw, ih = round(ww), round(wh)
        pic = pygame.Surface((iw, ih), pygame.SRCALPHA)
        pic.fill(pal.panel)
        art = self.load_svg(self.art_path(self.art_id(card.id)), (iw, round(iw * ART_RATIO)),
                            f"the Living Forest card {card.id} ({card.names['en']})")
        pic.blit(art, ((iw - art.get_width()) // 2, round((ih - art.get_height()) * 0.55)))
        wc = max(1.0, corner - wx)
        apply_mask(pic, alpha_mask((iw, ih), lambda v: v.polygon(rounded_pts(0, 0, iw, ih + wc * 3, wc),
                                                                 (255, 255, 255, 255))))
        body.blit(pic, (round(wx), round(wy)))

        over = Vec((width, h), k, (*CREAM, 0))
        edge = max(0.6, width * 0.008)
        over.rect((round(wx) - 0.2, round(wy) + ih - edge, round(ww) + 0.4, edge * 1.4), mix(pal.frame_bottom, INK, 0.3))
        if card.cost:
            self._cost_badge(over, card.level, width, geo)
        if card.symbol:
            # a plate under the symbol, so that it reads on any sky (the Gregarious discs are light)
            cx, cy, r = self._symbol_centre(width, geo)
            over.circle((cx, cy), r * 1.08, mix(pal.frame_bottom, INK, 0.2))
            over.circle((cx, cy), r * 0.98, (236, 232, 218) if card.symbol == "G" else (250, 248, 240))
        body.blit(over.down(), (0, 0))
        for surf, pos in ctx.blits:
            body.blit(surf, pos)
        if card.symbol:
            cx, cy, r = self._symbol_centre(width, geo)
            size = self.symbol_size(width)
            body.blit(self.glyphs.symbol(card.symbol, size), (round(cx - size / 2), round(cy - size / 2)))
        if card.cost:
            self._cost_text(body, card.cost, width, geo)
        self._bodies[key] = body
        return body

    def _symbol_centre(self, width: int, geo) -> tuple[float, float, float]:
        """Where the Solitary / Gregarious symbol sits (the illustration's top-left corner), and its radius."""
        wx, wy, _, _ = geo["window"]
        r = self.symbol_size(width) / 2
        d = max(1.0, width * 0.015)
        return wx + d + r, wy + d + r, r

    def _pips(self, v: Vec, card, foot) -> None:
        """The level as 1-3 small diamonds on the frame's foot (the starting deck and the Varan: none)."""
        if card.level < 1:
            return
        x, y, w, h = foot
        r = h * 0.5
        gap = r * 2.8
        left = x + w / 2 - gap * (card.level - 1) / 2
        cy = y + h / 2
        for i in range(card.level):
            cx = left + i * gap
            v.polygon([(cx, cy - r * 1.3), (cx + r * 1.05, cy), (cx, cy + r * 1.3), (cx - r * 1.05, cy)], PIP)
            v.polygon([(cx, cy - r * 0.85), (cx + r * 0.65, cy), (cx, cy + r * 0.85), (cx - r * 0.65, cy)], INK)

    def _cost_centre(self, width: int, geo) -> tuple[float, float, float]:
        wx, wy, ww, _ = geo["window"]
        r = self.cost_radius(width)
        return wx + ww - r * 1.12, wy + r * 1.12, r

    def _cost_badge(self, v: Vec, level: int, width: int, geo) -> None:
        """The sun cost: a sun of the level's colour (rays round a disc), inked."""
        cx, cy, r = self._cost_centre(width, geo)
        colour = COST_BADGES.get(level, COST_BADGES[1])
        rays = []
        for i in range(24):
            a = math.radians(i * 15)
            rr = r * (1.1 if i % 2 == 0 else 0.86)
            rays.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr))
        v.polygon(rays, (96, 62, 16))
        inner = [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.86) for x, y in rays]
        v.polygon(inner, mix(colour, (250, 190, 40), 0.35))
        v.circle((cx, cy), r * 0.74, (96, 62, 16))
        v.circle((cx, cy), r * 0.66, colour)

    def _cost_text(self, surf: pygame.Surface, cost: int, width: int, geo) -> None:
        cx, cy, r = self._cost_centre(width, geo)
        text = str(cost)
        px = max(9, round(r * 1.0))
        while px > 8 and self.text_width(self.font("black", px), text) > r * 1.25:
            px -= 1
        font = self.font("black", px)
        rendered, base = render_text(font, text, INK)
        surf.blit(rendered, (round(cx - rendered.get_width() / 2), round(cy + cap_height(font) / 2 - base)))

    def name_fit(self, card_id: int, width: int, lang: str) -> tuple[str, int, float]:
        """How a face writes its name: (the text, its pixel size, how much it is condensed: 1.0 not at all)."""
        bx, by, bw, bh = self.geometry(width)["band"]
        avail = bw - max(2.0, width * 0.04)
        card = self._card(card_id)
        names = [card.name(lang)]
        short = self.short_name(card_id, lang)
        if short != names[0]:
            names.append(short)
        least = 0.85 if width < SMALL else 0.8 if width < 160 else 0.65
        floor = max(9, round(bh * 0.56))
        return self.fit_name(names, avail, max(8, round(min(bh * 0.72, width * 0.2))), floor, least)

    def _draw_name(self, surf: pygame.Surface, card, width: int, lang: str) -> None:
        bx, by, bw, bh = self.geometry(width)["band"]
        name, px, squeeze = self.name_fit(card.id, width, lang)
        font = self.font("black", px)
        text, base = render_text(font, name, INK)
        if squeeze < 1.0:
            text = pygame.transform.smoothscale(text, (max(1, int(text.get_width() * squeeze)), text.get_height()))
        baseline = by + bh / 2 + cap_height(font) / 2 - bh * 0.03
        surf.blit(text, (round(bx + (bw - text.get_width()) / 2), round(baseline - base)))

    def face_items(self, card_id: int, width: int) -> set[tuple[str, object]]:
        """What a face of this width shows, from the layout it draws (see the module's docstring)."""
        card = self._card(card_id)
        layout, _, _ = self._panel(card, width)
        facts = layout_facts(layout)
        if card.symbol:
            facts.add(("symbol", card.symbol))
        if card.cost:
            facts.add(("cost", card.cost))
        if card.level >= 0:
            facts.add(("level", card.level))
        return facts

    def panel_fit(self, card_id: int, width: int) -> tuple[float, tuple[float, float], tuple]:
        """(the unit the element chips are drawn at, the size they take, the panel box they fit in)."""
        layout, u, box = self._panel(self._card(card_id), width)
        ctx = Ctx(self, GAME_ID, None, _palette(self._card(card_id).level))
        return u, (layout_size(ctx, layout, u) if layout else (0.0, 0.0)), box

    # ------------------------------------------------------------------ backs, icons, emblem

    def back(self, width: int) -> pygame.Surface:
        """A draw pile's back (the Spirit forest), ``round(width * ASPECT)`` high."""
        key = ("back", width)
        surf = self._other.get(key)
        if surf is None:
            check_width(width)
            h = round(width * ASPECT)
            art = self.load_svg(self.art_path("back"), (width, h), "the Living Forest card back")
            surf = pygame.Surface((width, h), pygame.SRCALPHA)
            surf.blit(art, ((width - art.get_width()) // 2, (h - art.get_height()) // 2))
            apply_mask(surf, alpha_mask((width, h), lambda v: v.polygon(
                rounded_pts(0, 0, width, h, self._corner(width)), (255, 255, 255, 255))))
            surf = self._other[key] = finish(surf)
        return surf

    def icon(self, kind: str, size: int) -> pygame.Surface:
        """A card's token (its animal on a disc of its level's colour) or a tree's tile, ``size`` px square."""
        kind = str(kind)
        if not isinstance(size, int) or size < 4:
            raise CardArtError(f"icon size must be at least 4 pixels, got {size!r}")
        key = ("icon", kind, size)
        surf = self._other.get(key)
        if surf is None:
            if kind.isdigit():
                surf = self._card_icon(self._card(int(kind)), size)
            else:
                self.name(kind, "en")           # an unknown id is named
                surf = self.glyphs.tree(kind, size)
            surf = self._other[key] = finish(surf)
        return surf

    def _card_icon(self, card, size: int) -> pygame.Surface:
        top, bottom = FRAMES.get(card.level, FRAMES[0])
        surf, ring = self.token(self.art_id(card.id), size, top, bottom, _ICON_FILL,
                                f"the icon of the Living Forest card {card.id}", light=(0.78, 0.45))
        surf.blit(ring.down(), (0, 0))
        return surf

    def emblem(self, size: int) -> pygame.Surface:
        """Living Forest's emblem (a round medallion), ``size`` pixels square."""
        key = ("emblem", size)
        surf = self._other.get(key)
        if surf is None:
            if not isinstance(size, int) or size < 4:
                raise CardArtError(f"emblem size must be at least 4 pixels, got {size!r}")
            surf = self._other[key] = finish(self.load_svg(self.art_path("emblem"), (size, size),
                                                           "the Living Forest emblem"))
        return surf


def lf_faces(app) -> LivingForestFaces:
    """The app's Living Forest faces (one per app, its pictures cached); made at the first call."""
    faces = getattr(app, "_lf_faces", None)
    if faces is None:
        faces = app._lf_faces = LivingForestFaces(app)
    return faces
