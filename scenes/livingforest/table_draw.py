"""The Living Forest table's drawing (a mixin of ``LivingForestTable``, scenes/livingforest/table.py).

What changes only with the game (the Circle, the reserve, the dispensers, every seat's area, the strip's words) is
painted once into a layer, rebuilt when the game, the seat on screen, the window or a card's flip changes; a frame
blits that layer, then what follows the pointer (the hovered target, the Move's path, the plant's effects, the
dragged tree), the flying pieces, the flip, the beat of the show, the tooltips.

Every card face goes through ``draw_card`` (a test checks each card drawn is one the view shows).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.livingforest.scoring import ELEMENTS

from ..ui import ACCENT, BAD, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, panel
from .glyphs import lf_glyphs, spirit_rgb
from .table_art import aspect, card_back, card_face, faces
from .table_prompt import plant_effects
from .table_show import FINAL_STEPS, STEPS

FLIP_SECONDS = 0.35
AREA_FILL = (28, 52, 42)
AREA_EDGE = (74, 108, 90)
DIM = (0, 0, 0, 120)
LIT_RING = (24, 30, 26)        # between a lit card and its glow


@dataclass
class Flight:
    """A piece flying across the table: a tree going back to its dispenser, a Varan, a fire, a card."""

    what: str                  # "tree", "varan", "fire", "card"
    kind: object               # the tree id, the fire's value, the card id
    start: tuple[int, int]
    end: tuple[int, int]
    size: int
    duration: float
    delay: float = 0.0
    time: float = 0.0

    def pos(self) -> tuple[int, int]:
        k = max(0.0, min(1.0, (self.time - self.delay) / self.duration))
        k = 1 - (1 - k) ** 2
        return (round(self.start[0] + (self.end[0] - self.start[0]) * k),
                round(self.start[1] + (self.end[1] - self.start[1]) * k))


class TableDrawing:
    """The drawing half of the table (see the module's docstring)."""

    # ------------------------------------------------------------------ pictures

    @property
    def glyphs(self):
        return lf_glyphs(self.app)

    def draw_card(self, surface, card: int, rect: pygame.Rect) -> None:
        """A card face in ``rect`` (its width sets the size)."""
        surface.blit(card_face(self.app, card, rect.w, self.app.lang), rect.topleft)

    def draw_back(self, surface, rect: pygame.Rect) -> None:
        surface.blit(card_back(self.app, rect.w), rect.topleft)

    def put_text(self, surface, text, style, size, colour, pos, width, anchor="topleft", min_size=9) -> pygame.Rect:
        surf = self.app.fonts.fit_or_cut(text, style, size, colour, max(10, width), min_size=min(size, min_size))
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    # ------------------------------------------------------------------ the layer

    def layer_key(self):
        return (self.game_key(), self.seat, self.private, self.app.lang, self.app.size, self.show_log,
                tuple(sorted(self.flips)), self.spectating, self.shown_event(), bool(self.show.queue))

    def draw_side(self, surface) -> None:
        key = self.layer_key()
        if self._layer is None or self._layer_key != key or self._layer.get_size() != surface.get_size():
            self._layer_key = key
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(surface.get_size()).convert()
            self._layer.blit(self.app.background(), (0, 0))
            self.paint_table(self._layer)
        bar = self.top_bar.h
        w, h = surface.get_size()
        surface.blit(self._layer, (0, bar), pygame.Rect(0, bar, w, h - bar))

    def paint_table(self, surface) -> None:
        lay = self.geometry()
        view = self.shown_view()
        # while something is told the table is that moment's: nothing to answer yet
        prompt = None if self.private or self.show.queue else self.prompt()
        self.paint_circle(surface, view, prompt)
        self.paint_supplies(surface, view, lay)
        self.paint_reserve(surface, view, lay, prompt)
        self.paint_dispensers(surface, view, lay, prompt)
        if lay.mine is not None:
            self.paint_seat(surface, view, lay.mine, True, prompt)
        for area in lay.others:
            self.paint_seat(surface, view, area, False, None)
        if not self.private and not self.spectating:
            self.paint_strip(surface, view, lay, prompt)

    # ------------------------------------------------------------------ the Circle, the supplies

    def paint_circle(self, surface, view, prompt, path=None) -> None:
        reachable = None
        lit_fires = ()
        if prompt is not None and prompt.rocks:
            reachable = {rock: a.distance for rock, a in prompt.rocks.items()}
        if prompt is not None and prompt.fires:
            lit_fires = tuple(i for i, v in enumerate(view.centre()) if v in prompt.fires)
        self.circle.draw(surface, view, self.colours, self.app.lang, reachable=reachable, path=path,
                         lit_fires=lit_fires)

    def supply_items(self, view) -> list[tuple[str, object, int, str]]:
        """The supplies: (picture kind, its value, how many are left, the words of its tooltip)."""
        sup = view.supplies()
        items = [("varan", None, sup["varans"], self.t("lft_tip_varans", n=sup["varans"])),
                 ("fragment", None, sup["fragments"], self.t("lft_tip_fragments", n=sup["fragments"]))]
        items += [("fire", v, n, self.t("lft_tip_fires", v=v, n=n)) for v, n in sorted(view.fire_supply().items())]
        return items

    def supply_rects(self) -> list[tuple[pygame.Rect, str]]:
        """Each supply's pill (its picture and its count together, apart from the next) and its tooltip."""
        def make():
            lay = self.geometry()
            rect = lay.supplies
            fonts = self.app.fonts
            label_w = fonts.get("bold", self.fs(15)).size(self.t("lft_supplies"))[0]
            x = rect.x + 4 + label_w + 8
            items = self.supply_items(self.shown_view())
            gap = max(4, lay.gap // 2)
            each = (rect.right - x - gap * (len(items) - 1)) // max(1, len(items))
            out = []
            for _, _, _, tip in items:
                out.append((pygame.Rect(x, rect.y + 1, each, rect.h - 2), tip))
                x += each + gap
            return out
        return self._memo("supply_rects", make)

    def paint_supplies(self, surface, view, lay) -> None:
        rect = lay.supplies
        g = self.glyphs
        label = self.app.fonts.text(self.t("lft_supplies"), "bold", self.fs(15), LIGHT_SOFT)
        surface.blit(label, label.get_rect(midleft=(rect.x + 4, rect.centery)))
        for (kind, value, n, _), (pill, _) in zip(self.supply_items(view), self.supply_rects()):
            pygame.draw.rect(surface, (20, 34, 28), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, AREA_EDGE, pill, 1, border_radius=pill.h // 2)
            size = pill.h - 4
            pic = g.varan_badge(size) if kind == "varan" else g.fragment(size) if kind == "fragment" \
                else g.fire(value, size)
            surface.blit(pic, pic.get_rect(midleft=(pill.x + 3, pill.centery)))
            num = self.app.fonts.fit(str(n), "bold", self.fs(16), LIGHT, max(8, pill.w - size - 8))
            surface.blit(num, num.get_rect(center=((pill.x + 3 + size + pill.right) // 2, pill.centery)))

    # ------------------------------------------------------------------ the reserve, the dispensers

    def paint_reserve(self, surface, view, lay, prompt) -> None:
        stacks = view.stack_sizes()
        fonts = self.app.fonts
        for level, rect in lay.reserve_rows.items():
            label = self.t("lft_level", n=level)
            self.put_text(surface, label, "bold", self.fs(15), LIGHT, (rect.x + 4, rect.y), rect.w - 8)
        # while an Attract asks, every card is lit (the rules' legal Takes: the sun left pays for it) or dimmed,
        # whatever the sun left, none lit included (issue 23: at 9/9 every card had come back to full brightness)
        choosing = prompt is not None and prompt.decision == "attract"
        lit = prompt.cards if choosing else {}
        for level, places in self.reserve_places().items():
            for i, card in enumerate(places):
                if card is None:            # a card taken: its place stays empty until the refill
                    pygame.draw.rect(surface, AREA_EDGE, self.slot_rect(level, i), 2, border_radius=6)
        slots = self.reserve_slots()
        for _, card, rect in slots:
            if card in lit:
                self.paint_glow(surface, rect)
        for level, card, rect in slots:
            self.draw_card(surface, card, rect)
            if card in lit:
                # a dark ring sets the card's own frame (a level 2's is gold) apart from the glow around it
                pygame.draw.rect(surface, LIT_RING, rect.inflate(2, 2), 2, border_radius=6)
            elif choosing:
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill(DIM)
                surface.blit(shade, rect)
        for level in lay.reserve_rows:
            srect = self.stack_rect(level)
            n = stacks.get(level, 0)
            if n:
                self.draw_back(surface, srect)
            else:
                pygame.draw.rect(surface, AREA_EDGE, srect, 1, border_radius=4)
            num = fonts.text(str(n), "black", self.fs(18), LIGHT)
            box = num.get_rect(center=srect.center).inflate(10, 2)
            pygame.draw.rect(surface, (20, 30, 26), box, border_radius=box.h // 2)
            surface.blit(num, num.get_rect(center=box.center))

    def paint_glow(self, surface, rect: pygame.Rect) -> None:
        """The glow of a card that may be clicked: a halo of light outside it, brightest at its edge (a frame
        can be gold, a glow is no frame)."""
        reach = max(7, round(9 * self.s))
        band = max(3, round(3 * self.s))          # full light next to the card's dark ring, then fading out
        halo = pygame.Surface((rect.w + 2 * reach, rect.h + 2 * reach), pygame.SRCALPHA)
        for i in range(reach, 0, -1):
            alpha = 255 if i <= band else round(200 * (1 - (i - band) / (reach - band + 1)) ** 1.3)
            pygame.draw.rect(halo, (*HIGHLIGHT, alpha), pygame.Rect(reach - i, reach - i, rect.w + 2 * i,
                                                                   rect.h + 2 * i), 2, border_radius=6 + i)
        surface.blit(halo, (rect.x - reach, rect.y - reach))

    def paint_dispensers(self, surface, view, lay, prompt) -> None:
        left = view.dispenser()
        lang = self.app.lang
        lit = prompt.trees if prompt is not None else {}
        fonts = self.app.fonts
        for tree, rect in self.tree_slots():
            pic = self.glyphs.tree(tree, rect.w, lang)
            surface.blit(pic, rect)
            n = left.get(tree, 0)
            if not n or (lit and tree not in lit):
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill(DIM if n else (0, 0, 0, 170))
                surface.blit(shade, rect)
            if tree in lit:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), 3, border_radius=8)
            # how many are left, in a pill astride the tile's top edge (clear of its cost and elements)
            num = fonts.text(f"×{n}", "bold", self.fs(13), LIGHT if n else BAD)
            box = num.get_rect().inflate(8, 0)
            box.midright = (rect.right + 2, rect.y)
            pygame.draw.rect(surface, (20, 30, 26), box, border_radius=box.h // 2)
            pygame.draw.rect(surface, AREA_EDGE, box, 1, border_radius=box.h // 2)
            surface.blit(num, num.get_rect(center=box.center))

    # ------------------------------------------------------------------ a seat's area

    def paint_seat(self, surface, view, area, big: bool, prompt) -> None:
        seat = area.seat
        colour = spirit_rgb(self.colours[seat])
        pygame.draw.rect(surface, AREA_FILL, area.rect, border_radius=12)
        active = seat in self.match.game.to_act()
        pygame.draw.rect(surface, HIGHLIGHT if active else colour, area.rect, 3 if active else 2, border_radius=12)
        self.paint_head(surface, view, area, big)
        lit = self.lit_cells() if big and prompt is not None else ()
        self.boards[seat].draw(surface, view.forest(seat), self.app.lang, lit=lit, colour=self.colours[seat])
        self.paint_help(surface, view, area, big)
        self.paint_facts(surface, view, area, big)

    def paint_head(self, surface, view, area, big: bool) -> None:
        """A seat's name, whether it holds the Sacred Tree, what it is doing, and its three victory counts out of
        the target (always in view). The seat on screen in one line; the others' compact panels in two (the
        name and its status above, the counts below), so that a 12-letter name reads whole."""
        seat = area.seat
        head = area.head
        g = self.glyphs
        fonts = self.app.fonts
        line = head.h if big else head.h // 2
        top = pygame.Rect(head.x, head.y, head.w, line)
        counts = top if big else pygame.Rect(head.x, top.bottom, head.w, head.h - line)
        x = head.x
        surface.blit(g.standee(self.colours[seat], line), (x, top.y))
        x += line * 3 // 4 + 4
        if view.first == seat:
            surface.blit(g.sacred_tree(line), (x, top.y))
            x += line + 2
        c = view.counts()[seat]
        target = view.rules.victory_target
        style = "black" if big else "bold"
        fsize = self.fs(18 if big else 14)
        parts = []
        for kind, n in (("flower", c.flowers), ("fire", c.fires), ("tree", c.trees)):
            pic = g.victory(kind, line if big else counts.h * 9 // 10, self.colours[seat])
            num = fonts.text(f"{n}/{target}", style, fsize, HIGHLIGHT if n >= target else LIGHT)
            parts.append((pic, num))
        if big:                                # on the right of the one line
            right = self.pairs_leftwards(surface, parts, head.right, head.centery, 2, 8)
        else:                                  # spread along the second line
            each = counts.w // len(parts)
            for i, (pic, num) in enumerate(parts):
                cx = counts.x + i * each
                surface.blit(pic, pic.get_rect(midleft=(cx, counts.centery)))
                surface.blit(num, num.get_rect(midleft=(cx + pic.get_width() + 3, counts.centery)))
            right = top.right
        names = self.match.names(self.app.lang)
        name = names[seat] if seat < len(names) else "?"
        room = right - x - 6
        status = self.seat_status(view, seat, big)
        # the name first (whole as far as it can be), the status in what is left
        label = fonts.fit_or_cut(name, "bold", self.fs(18 if big else 16), LIGHT, max(20, room - (40 if status else 0)),
                                 min_size=11)
        surface.blit(label, label.get_rect(midleft=(x, top.centery)))
        if status and room - label.get_width() > 30:
            st = fonts.fit_or_cut(status, "italic", self.fs(14 if big else 13), LIGHT_SOFT,
                                  room - label.get_width() - 8, min_size=9)
            surface.blit(st, st.get_rect(midleft=(x + label.get_width() + 8, top.centery)))

    @staticmethod
    def pairs_leftwards(surface, pairs, right: int, cy: int, inner: int, gap: int) -> int:
        """(picture, number) pairs drawn right to left ending at ``right``; returns where the leftmost began."""
        for pic, num in reversed(pairs):
            right -= num.get_width()
            surface.blit(num, num.get_rect(midleft=(right, cy)))
            right -= pic.get_width() + inner
            surface.blit(pic, pic.get_rect(midleft=(right, cy)))
            right -= gap
        return right

    def seat_status(self, view, seat: int, big: bool = False) -> str:
        """What a seat is doing: revealing or stopped (the others' Solitary count too: the seat on screen reads it
        over its Help Line), or its actions."""
        if view.phase == "draw":
            word = self.t("lft_stopped") if view.stopped(seat) else self.t("lft_drawing")
            if big:
                return word
            return f"{word} · {self.t('lft_gauge')} {view.balance(seat)}/{view.rules.forced_stop}"
        if view.phase == "action":
            done = len(view.actions_taken(seat))
            if view.active == seat:
                return self.t("lft_actions_left", n=done, m=view.allowance(seat))
            n = view.allowance(seat)
            return self.t(("lft_allowance_one" if n == 1 else "lft_allowance_many") if big else
                          ("lft_actions_n_one" if n == 1 else "lft_actions_n_many"), n=n)
        return ""

    def help_rects(self) -> list[tuple[int, int, pygame.Rect]]:
        """(seat, card, rect) of every Help Line card on the table (a whole card or a chip)."""
        return [(seat, card, rect) for seat, card, rect, _ in self.help_layout()]

    def help_layout(self) -> list[tuple[int, int, pygame.Rect, bool]]:
        """(seat, card, rect, chip) of every Help Line card. A Help Line whose cards fit at a readable size shows
        them whole (overlapping by at most half); a longer one shows its newest card whole on the right and the
        others as chips — a line each with the animal's token, its name and its elements — in columns, so that
        no card shrinks to a sliver with a cut name."""
        def make():
            lay = self.geometry()
            view = self.shown_view()
            out = []
            for area, big in ([(lay.mine, True)] if lay.mine else []) + [(a, False) for a in lay.others]:
                cards = view.help_line(area.seat)
                rect = area.help
                top = rect.y + (self.label_h(self.fs(14)) if big else 0)
                box = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
                # another seat's cards no larger than the seat on screen's own could be (theirs come first)
                largest = None if big else int(112 * self.s)
                out += [(area.seat, card, r, chip) for card, r, chip in self.lay_help(cards, box, largest)]
            return out
        return self._memo("help_rects", make)

    def lay_help(self, cards, box: pygame.Rect, largest: int | None = None) -> list[tuple[int, pygame.Rect, bool]]:
        n = len(cards)
        if not n:
            return []
        cap = largest or int(150 * self.s)
        full = int(min(box.h / aspect(), cap))
        # whole cards side by side (a card's name is across its middle: an overlap would cut it), in one line or,
        # where the box is tall (a 2-player game's other seat), in two or three, as large as they fit
        best, lines = 0, 1
        for k in (1, 2, 3):
            per = -(-n // k)
            size = int(min((box.h - 4 * (k - 1)) / k / aspect(), cap, (box.w - 4 * (per - 1)) / per))
            if size > best:
                best, lines = size, k
        if best >= min(full, int(62 * self.s)):
            per = -(-n // lines)
            ch = round(best * aspect())
            return [(card, pygame.Rect(box.x + (i % per) * (best + 4), box.y + (i // per) * (ch + 4), best, ch), False)
                    for i, card in enumerate(cards)]
        if full < int(56 * self.s) and n <= 5:
            # cards too small to read anyway (a compact panel's): overlapping by up to half
            cw = int(min(full, box.w / (1 + 0.55 * (n - 1))))
            step = min(cw + 4, (box.w - cw) / max(1, n - 1)) if n > 1 else 0
            return [(card, pygame.Rect(round(box.x + i * step), box.y, cw, round(cw * aspect())), False)
                    for i, card in enumerate(cards)]
        # the newest card whole on the right (where it is large enough to read), the others as chips in columns
        whole = full >= int(56 * self.s)
        cw = min(full, box.w // 3) if whole else 0
        last = pygame.Rect(box.right - cw, box.y, cw, round(cw * aspect()))
        left = pygame.Rect(box.x, box.y, last.x - box.x - (4 if whole else 0), box.h)
        chipped = cards[:-1] if whole else cards
        # chips a little lower rather than too narrow for a name (~110 px a column where it can be)
        tallest = max(14, self.app.fonts.get("bold", self.fs(12)).get_linesize() + 4)
        for chip_h in range(tallest, max(13, int(15 * self.s)) - 1, -1):
            rows = max(1, (left.h + 2) // (chip_h + 2))
            cols = -(-len(chipped) // rows)
            chip_w = (left.w - 3 * (cols - 1)) // cols
            if chip_w >= 110 * self.s:
                break
        rows = -(-len(chipped) // cols)
        out = [(card, pygame.Rect(left.x + (i // rows) * (chip_w + 3), left.y + (i % rows) * (chip_h + 2),
                                  chip_w, chip_h), True) for i, card in enumerate(chipped)]
        return out + ([(cards[-1], last, False)] if whole else [])

    def paint_help(self, surface, view, area, big: bool) -> None:
        if big:
            label = self.t("lft_help_line")
            if view.phase == "draw":            # the Solitary count, once: here, by the cards
                b = view.balance(area.seat)
                label = f"{label} · {self.t('lft_gauge')} {b}/{view.rules.forced_stop}"
            self.put_text(surface, label, "bold", self.fs(14), LIGHT_SOFT, area.help.topleft, area.help.w)
        for seat, card, rect, chip in self.help_layout():
            if seat != area.seat:
                continue
            if chip:
                self.paint_chip(surface, card, rect)
                continue
            flip = self.flips.get(seat)
            if flip is not None and flip[0] == len(view.help_line(seat)) and self._is_last(seat, rect):
                continue                     # the card turning over: drawn by the flip
            self.draw_card(surface, card, rect)

    def paint_chip(self, surface, card_id: int, rect: pygame.Rect) -> None:
        """A Help Line card as one line: its token, its name, its elements (and Solitary / Gregarious)."""
        card = self.match.game.rules.cards[card_id]
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)      # a narrow chip cuts its name, never spills
        self._chip(surface, card, card_id, rect)
        surface.set_clip(clip)

    def _chip(self, surface, card, card_id: int, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        pygame.draw.rect(surface, (240, 232, 210), rect, border_radius=rect.h // 3)
        pygame.draw.rect(surface, (150, 128, 92), rect, 1, border_radius=rect.h // 3)
        size = max(8, rect.h - 5)
        # the elements on the right (and Solitary / Gregarious where there is room), the name in what is left:
        # the token first gives way, then the symbol, so that the name always shows
        els = []
        for e in ELEMENTS:
            if n := card.elements.get(e, 0):
                els.append((self.glyphs.element(e, size), fonts.text(str(n), "bold", self.fs(12), BAD if n < 0 else INK)))
        els_w = sum(p.get_width() + t.get_width() + 4 for p, t in els)
        symbol = self.glyphs.symbol(card.symbol, size) if card.symbol else None
        icon = rect.h - 2
        least = int(40 * self.s)
        with_icon = rect.w - els_w - (symbol.get_width() + 2 if symbol else 0) - icon - 8 >= least
        if symbol is not None and rect.w - els_w - symbol.get_width() - 8 < least:
            symbol = None
        x = rect.x + 4
        if with_icon:
            surface.blit(faces(self.app).icon(str(card_id), icon), (rect.x + 1, rect.y + 1))
            x = rect.x + icon + 3
        right = self.pairs_leftwards(surface, els, rect.right - 3, rect.centery, 1, 3)
        if symbol is not None:
            right -= symbol.get_width() + 1
            surface.blit(symbol, symbol.get_rect(midleft=(right, rect.centery)))
        if not with_icon and right - x - 2 < int(22 * self.s):
            # no room for a readable name (a card with many elements in a narrow chip): its picture says which
            # animal it is better than "…", and a lone "…" is never drawn over the elements (the card viewer
            # tells the rest)
            if right - rect.x - 2 >= icon:
                surface.blit(faces(self.app).icon(str(card_id), icon), (rect.x + 1, rect.y + 1))
            return
        name = fonts.fit_or_cut(card.name(self.app.lang), "bold", self.fs(12), INK, max(16, right - x - 2), min_size=9)
        surface.blit(name, name.get_rect(midleft=(x, rect.centery)))

    def _is_last(self, seat: int, rect: pygame.Rect) -> bool:
        mine = [r for s, _, r in self.help_rects() if s == seat]
        return bool(mine) and mine[-1] is rect

    def paint_facts(self, surface, view, area, big: bool) -> None:
        seat = area.seat
        rect = area.facts
        g = self.glyphs
        fonts = self.app.fonts
        fsize = self.fs(16 if big else 14)
        icon = max(12, int(fonts.get("bold", fsize).get_linesize() * (1.25 if big else 1.0)))
        y = rect.y
        if big:
            # the element totals, live (what each action would be worth)
            totals = view.totals(seat)
            x = rect.x
            each = rect.w // len(ELEMENTS)
            for e in ELEMENTS:
                surface.blit(g.element(e, icon), (x, y))
                num = fonts.text(str(totals[e]), "black", self.fs(20), LIGHT)
                surface.blit(num, num.get_rect(midleft=(x + icon + 3, y + icon // 2)))
                x += each
            y += icon + 6
        # the piles, the Fragments, the fires put out, the Victory tiles
        cw = max(10, int(icon * 0.75))
        ch = round(cw * aspect())
        row_h = max(icon, ch)
        x = rect.x
        back = pygame.Rect(x, y, cw, ch)
        self.draw_back(surface, back)
        n = fonts.text(str(view.draw_size(seat)), "bold", fsize, LIGHT)
        surface.blit(n, n.get_rect(midleft=(back.right + 3, back.centery)))
        x = back.right + n.get_width() + 10
        discard = view.discard(seat)
        drect = pygame.Rect(x, y, cw, ch)
        if discard:
            self.draw_card(surface, discard[-1], drect)
        else:
            pygame.draw.rect(surface, AREA_EDGE, drect, 1, border_radius=3)
        n = fonts.text(str(len(discard)), "bold", fsize, LIGHT)
        surface.blit(n, n.get_rect(midleft=(drect.right + 3, drect.centery)))
        x = drect.right + n.get_width() + 10
        for pic, count in ((g.fragment(icon), view.fragments(seat)), (g.fire(2, icon), len(view.fire_tiles(seat)))):
            if x + icon + 20 > rect.right and not big:
                x = rect.x
                y += row_h + 2
            surface.blit(pic, pic.get_rect(midleft=(x, y + row_h // 2)))
            n = fonts.text(str(count), "bold", fsize, LIGHT)
            surface.blit(n, n.get_rect(midleft=(x + icon + 2, y + row_h // 2)))
            x += icon + n.get_width() + 8
        tiles = view.victory_tiles(seat)
        tsize = max(10, icon * 4 // 5)
        if x + len(tiles) * (tsize + 2) > rect.right:
            x = rect.x
            y += row_h + 2
        for owner, kind in tiles:
            surface.blit(g.victory(kind, tsize, self.colours[owner]), (x, y + (row_h - tsize) // 2))
            x += tsize + 2

    # ------------------------------------------------------------------ the strip

    def paint_strip(self, surface, view, lay, prompt) -> None:
        strip = lay.strip
        panel(surface, strip, radius=12)
        pad = lay.gap
        fonts = self.app.fonts
        if prompt is None:
            text = self.t("lft_stopped_wait") if view.phase == "draw" and view.stopped(self.seat) else ""
            if self.show.queue:
                text = self.t("lft_watch")
            if text:
                self.put_text(surface, text, "italic", self.fs(18), INK_SOFT, (strip.x + pad, strip.y + pad), strip.w)
            return
        y = strip.y + pad
        title_w = strip.w - 2 * pad
        if prompt.decision in ("draw", "forced"):
            # the Solitary gauge at the end of the title's line: the row below needs all its width
            line = self.label_h(self.fs(21))
            gauge = pygame.Rect(0, y, self.gauge_width(view, line), line)
            gauge.right = strip.right - pad
            self.paint_gauge(surface, view, gauge)
            title_w = gauge.x - pad - strip.x - pad
        title = self.put_text(surface, prompt.title, "bold", self.fs(21), INK, (strip.x + pad, y), title_w)
        y = title.bottom
        size = self.fs(16)
        colour = BAD if prompt.decision == "forced" else INK_SOFT
        for line in fonts.wrap_lines(prompt.text, "regular", size, strip.w - 2 * pad)[:2]:
            surf = fonts.fit_or_cut(line, "regular", size, colour, strip.w - 2 * pad, min_size=9)
            surface.blit(surf, (strip.x + pad, y))
            y += fonts.get("regular", size).get_linesize()
        left = pygame.Rect(strip.x + pad, strip.bottom - pad - self.button_h(), self.strip_left_w() - pad,
                           self.button_h())
        if prompt.budget is not None:
            element, used, budget = prompt.budget
            icon = left.h - 4
            surface.blit(self.glyphs.element(element, icon), (left.x, left.y + 2))
            text = self.t("lft_used", used=used, budget=budget)
            self.put_text(surface, text, "black", self.fs(22), INK, (left.x + icon + 6, left.centery), left.w - icon - 6,
                      anchor="midleft")

    def gauge_width(self, view, height: int) -> int:
        """The gauge's width at this height: its word, a slot per symbol up to the forced stop, and the
        Gregarious surplus where there is one (as ``paint_gauge`` draws them)."""
        most = view.rules.forced_stop
        slot = height - 4
        label = self.app.fonts.get("bold", self.fs(15)).size(self.t("lft_gauge"))[0]
        surplus = 0
        if view.balance(self.seat) < 0:
            surplus = slot + 2 + self.app.fonts.get("bold", self.fs(15)).size(f"×{-view.balance(self.seat)}")[0]
        return label + 6 + most * (slot + 4) + surplus

    def paint_gauge(self, surface, view, rect: pygame.Rect) -> None:
        """The Solitary balance as a gauge: one slot per symbol up to the forced stop, the last warned of."""
        most = view.rules.forced_stop
        b = view.balance(self.seat)
        label = self.app.fonts.text(self.t("lft_gauge"), "bold", self.fs(15), INK_SOFT)
        surface.blit(label, label.get_rect(midleft=(rect.x, rect.centery)))
        x = rect.x + label.get_width() + 6
        slot = min(rect.h - 4, (rect.right - x - 4 * most) // max(1, most))
        for i in range(most):
            r = pygame.Rect(x + i * (slot + 4), rect.centery - slot // 2, slot, slot)
            filled = i < b
            danger = i == most - 1
            fill = (BAD if danger else ACCENT) if filled else (226, 216, 190)
            pygame.draw.rect(surface, fill, r, border_radius=slot // 4)
            pygame.draw.rect(surface, BAD if danger else INK_SOFT, r, 2, border_radius=slot // 4)
            if filled:
                pic = self.glyphs.symbol("S", slot - 6)
                surface.blit(pic, pic.get_rect(center=r.center))
        if b < 0:
            pic = self.glyphs.symbol("G", slot - 4)
            txt = self.app.fonts.text(f"×{-b}", "bold", self.fs(15), GOOD)
            x2 = x + most * (slot + 4)
            surface.blit(pic, (x2, rect.centery - pic.get_height() // 2))
            surface.blit(txt, txt.get_rect(midleft=(x2 + pic.get_width() + 2, rect.centery)))

    # ------------------------------------------------------------------ what follows the pointer

    def draw_play(self, surface) -> None:
        if self.seat is None:
            return
        view = self.shown_view()
        lay = self.geometry()
        # the cards this seat put on its own draw pile (its own knowledge: never behind the hand-off screen)
        if lay.mine is not None and not self.spectating:
            top = view.known_top(self.seat)
            if top:
                names = ", ".join(view.rules.cards[c].name(self.app.lang) for c in top)
                rect = lay.mine.facts
                self.put_text(surface, f"{self.t('lft_on_top')} : {names}" if self.app.lang == "fr" else
                          f"{self.t('lft_on_top')}: {names}", "italic", self.fs(14), LIGHT_SOFT,
                          (rect.x, rect.bottom), rect.w, anchor="bottomleft")
        prompt = self.prompt()
        if prompt is None or self.playing_show():
            return
        target = self.target_at(self.hover_pos) if self.drag is None else None
        focus = self.focused()
        for t in (target, focus if focus and focus[0] != "button" else None):
            if t is not None:
                rect = self.target_rect(t)
                if rect is not None:
                    pygame.draw.rect(surface, LIGHT, rect.inflate(8, 8), 3, border_radius=8)
        # the Move: the path and the Spirits jumped for the rock hovered or focused
        rock = None
        for t in (target, focus):
            if t is not None and t[0] == "rock":
                rock = t[1]
        if rock is not None:
            self.paint_circle(surface, view, prompt, path=view.path(prompt.rocks[rock].distance))
            self.move_note(surface, view, prompt, rock)
        # the plant: the effects of the cell hovered (or under the dragged tree)
        cell = None
        if prompt.cells:
            board = self.boards[self.seat]
            pos = self.drag_pos if self.drag is not None else self.hover_pos
            c = board.cell_at(pos)
            if c in prompt.cells and (self.drag is not None or prompt.decision == "plant_cell"):
                cell = c
            if focus is not None and focus[0] == "cell":
                cell = focus[1]
        if cell is not None:
            tree = self.drag[0] if self.drag is not None else prompt.tree
            board = self.boards[self.seat]
            board.draw(surface, view.forest(self.seat), self.app.lang, lit=prompt.cells,
                       hover=(cell, tree) if tree else cell, colour=self.colours[self.seat])
            effects = plant_effects(view.rules, view.forest(self.seat), cell, self.app.lang)
            if effects:
                self.note(surface, " · ".join(effects), board.cell_rect(cell))
        if prompt.order:
            self.paint_order(surface, prompt)

    def target_rect(self, target) -> pygame.Rect | None:
        what, value = target
        if what == "card":
            return next((r for _, c, r in self.reserve_slots() if c == value), None)
        if what == "order":
            return next((r for c, r in self.order_slots() if c == value), None)
        if what == "tree":
            return dict(self.tree_slots()).get(value)
        if what == "fire":
            centre = self.view.centre()
            return self.circle.fire_rect(centre.index(value)) if value in centre else None
        if what == "cell":
            return self.boards[self.seat].cell_rect(value)
        if what == "rock":
            x, y = self.circle.rock_centre(value)
            r = round(self.circle.rock_radius())
            return pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        return None

    def move_note(self, surface, view, prompt, rock: int) -> None:
        d = prompt.rocks[rock].distance
        end, jumped = view.path(d)
        names = self.match.names(self.app.lang)
        if jumped:
            text = self.t("lft_move_jumps", n=d, names=", ".join(names[s] for s in jumped))
        else:
            text = self.t("lft_move_plain", n=d, bonus=self.t("lft_act_" + view.rules.rocks[end]))
        self.note(surface, text, self.target_rect(("rock", rock)))

    def note(self, surface, text: str, near: pygame.Rect) -> None:
        """A small label by a thing on the table (kept inside the window)."""
        fonts = self.app.fonts
        surf = fonts.fit(text, "bold", self.fs(16), INK, self.app.size[0] // 2)
        box = surf.get_rect().inflate(16, 8)
        box.midbottom = (near.centerx, near.y - 4)
        if box.y < self.top_bar.h:
            box.midtop = (near.centerx, near.bottom + 4)
        box.clamp_ip(pygame.Rect(0, self.top_bar.h, *self.app.size))
        pygame.draw.rect(surface, HIGHLIGHT, box, border_radius=box.h // 2)
        surface.blit(surf, surf.get_rect(center=box.center))

    def paint_order(self, surface, prompt) -> None:
        box = self.order_box()
        panel(surface, box, radius=14)
        pad = self.geometry().gap
        # the strip below says what to do: the dialog which card comes first, or what the card picked waits for
        picked = self.order_picked
        hint = self.t("lft_order_hint") if picked is None else \
            self.t("lft_order_swap", card=self.match.game.rules.cards[picked].name(self.app.lang))
        self.put_text(surface, hint, "bold", self.fs(17), INK, (box.x + pad, box.y + pad), box.w - 2 * pad)
        r = self.order_badge()
        for i, (card, rect) in enumerate(self.order_slots()):
            self.draw_card(surface, card, rect)
            if card == picked:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(10, 10), 4, border_radius=9)
            # its place in the pile: 1 is drawn first
            centre = (rect.centerx, rect.y)
            pygame.draw.circle(surface, ACCENT if card == picked else INK, centre, r)
            pygame.draw.circle(surface, LIGHT, centre, r, 2)
            num = self.app.fonts.text(str(i + 1), "black", round(r * 1.3), LIGHT if card != picked else INK)
            surface.blit(num, num.get_rect(center=centre))

    # ------------------------------------------------------------------ on top

    def draw_over(self, surface) -> None:
        if self.seat is None:
            return
        view = self.view
        for seat, (n, t) in self.flips.items():
            rects = [r for s, _, r in self.help_rects() if s == seat]
            line = view.help_line(seat)
            if len(rects) != n or not line:
                continue
            rect = rects[-1]
            k = t / FLIP_SECONDS
            squeeze = abs(math.cos(math.pi * k))
            w = max(1, round(rect.w * squeeze))
            pic = card_back(self.app, rect.w) if k < 0.5 else card_face(self.app, line[-1], rect.w, self.app.lang)
            pic = pygame.transform.smoothscale(pic, (w, rect.h))
            surface.blit(pic, pic.get_rect(center=rect.center))
        for flight in self.flights:
            if flight.time < flight.delay:
                continue
            pos = flight.pos()
            if flight.what == "tree":
                surface.blit(self.glyphs.tree(flight.kind, flight.size, self.app.lang), pos)
            elif flight.what == "varan":
                surface.blit(self.glyphs.varan_badge(flight.size), pos)
            elif flight.what == "fire":
                surface.blit(self.glyphs.fire(flight.kind, flight.size), pos)
        if self.drag is not None:
            tree, offset, _ = self.drag
            size = self.geometry().tree_size
            pic = self.glyphs.tree(tree, size, self.app.lang)
            surface.blit(pic, (self.drag_pos[0] - offset[0], self.drag_pos[1] - offset[1]))
        if self.playing_show():
            self.paint_beat(surface)
        elif self.drag is None and not self.private:
            # what a supply pill counts (a card shows itself in the card viewer)
            tip = next(((t, r) for r, t in self.supply_rects() if r.collidepoint(self.hover_pos)), None)
            if tip is not None:
                self.note(surface, *tip)
        for button in self.column.buttons:
            reason = getattr(button, "reason", "")
            if reason and button.hover and not button.enabled:
                self.note(surface, reason, button.rect)

    # ------------------------------------------------------------------ the show

    def beat_area(self) -> pygame.Rect:
        """Where the panel telling a beat may grow: over the seat on screen's area and the strip under it (nothing
        is asked while something is told)."""
        lay = self.geometry()
        if not lay.mine:
            return lay.centre
        mine = lay.mine.rect
        return pygame.Rect(mine.x + mine.w // 16, mine.y + lay.gap, mine.w - mine.w // 8,
                           lay.strip.bottom - lay.gap - mine.y - lay.gap)

    def beat_rect(self) -> pygame.Rect:
        """The panel telling the current beat (the cards under it are hidden from the card viewer)."""
        beat = self.show.current if self.show.queue else None
        return self.beat_layout(beat)["rect"] if beat is not None else self.beat_area()

    def beat_layout(self, beat) -> dict:
        """The beat's panel measured from its parts as drawn (header, steps, note, each line's picture and
        words, the hint), sized to hold every line of the beat: in one column, else in two where each line reads
        whole in half the width, else (a turn too long for the window) as many of the newest as fit, under a line
        saying how many earlier ones give way — never a first line silently missing (issue 23)."""
        area = self.beat_area()
        fonts = self.app.fonts
        pad = max(8, round(12 * self.s))
        size = self.fs(17)
        icon = round(size * 1.4)
        w = area.w - 2 * pad
        head = fonts.fit_or_cut(beat.header, "title", self.fs(24), INK, w, min_size=12)
        note = fonts.fit_or_cut(beat.note, "bold", self.fs(19), INK, w, min_size=10) if beat.note else None
        hint = fonts.fit_or_cut(self.t("lft_skip"), "italic", self.fs(14), INK_SOFT, w, min_size=9)
        steps_h = 0 if beat.kind == "turn" else round(24 * self.s) + 6
        fixed = pad + head.get_height() + 2 + steps_h + (note.get_height() + 4 if note else 0) + pad \
            + hint.get_height()
        room = area.h - fixed

        def measure(width: int, least: int) -> list[tuple[list[pygame.Surface], int]] | None:
            """Each line's words fitted to ``width`` beside its picture (on two lines where one would shrink
            below ``least``), and its height as drawn; None where a line would not read whole even so."""
            room_w = width - icon - pad // 2
            # one size for every line: the largest at which each reads on one line, down to ``least``, where a
            # line too long for that takes two
            common = size
            while common > least and any(fonts.get("regular", common).size(t)[0] > room_w for t, _ in beat.lines):
                common -= 1
            out = []
            for text, _ in beat.lines:
                parts = [text]
                if fonts.get("regular", common).size(text)[0] > room_w:
                    parts = fonts.wrap_lines(text, "regular", common, room_w)
                    if len(parts) > 2 or any(fonts.get("regular", common).size(p)[0] > room_w for p in parts):
                        return None
                surfs = [fonts.text(p, "regular", common, INK) for p in parts]
                out.append((surfs, max(icon, sum(f.get_height() for f in surfs)) + 2))
            return out

        n = len(beat.lines)
        lines = measure(w, max(10, round(size * 0.8))) or \
            [([fonts.fit_or_cut(t, "regular", size, INK, w - icon - pad // 2, min_size=9)], 0) for t, _ in beat.lines]
        lines = [(surfs, h or max(icon, surfs[0].get_height()) + 2) for surfs, h in lines]
        columns = [list(range(n))]
        col_w = w
        if sum(h for _, h in lines) > room and n > 1:
            half = (w - pad) // 2
            halves = measure(half, max(10, round(size * 0.8)))
            split = -(-n // 2)
            if halves is not None:
                # the split that balances the two columns' heights (the first column never the shorter)
                heights = [h for _, h in halves]
                split = min(range(1, n), key=lambda k: (max(sum(heights[:k]), sum(heights[k:])), -k))
            if halves is not None and max(sum(h for _, h in halves[:split]),
                                          sum(h for _, h in halves[split:])) <= room:
                lines, columns, col_w = halves, [list(range(split)), list(range(split, n))], half
        height = max(sum(lines[i][1] for i in col) for col in columns) if lines else 0
        overflow = height > room                # the newest lines, and how many earlier ones gave way
        height = min(height, room)
        mine = self.geometry().mine
        least = (mine.rect.h if mine else area.h) // 2
        rect = pygame.Rect(area.x, area.y, area.w, min(area.h, max(fixed + height, least)))
        return {"rect": rect, "pad": pad, "head": head, "note": note, "hint": hint, "lines": lines,
                "columns": columns, "col_w": col_w, "icon": icon, "overflow": overflow, "room": height}

    def paint_beat(self, surface) -> None:
        beat = self.show.current
        if beat is None:
            return
        lay = self.beat_layout(beat)
        rect, pad = lay["rect"], lay["pad"]
        fonts = self.app.fonts
        panel(surface, rect, radius=14)
        x, y = rect.x + pad, rect.y + pad
        w = rect.w - 2 * pad
        surface.blit(lay["head"], (x, y))
        y += lay["head"].get_height() + 2
        if beat.kind != "turn":
            y = self.paint_steps(surface, pygame.Rect(x, y, w, round(24 * self.s)), beat)
        if lay["note"] is not None:
            surface.blit(lay["note"], (x, y))
            y += lay["note"].get_height() + 4
        hint = lay["hint"]
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))
        shown = self.show.shown_lines(beat)
        icon = lay["icon"]
        art = faces(self.app)
        drawn = 0
        hidden = 0
        for c, col in enumerate(lay["columns"]):
            cx = x + c * (lay["col_w"] + pad)
            todo = [i for i in col if i < shown]
            if lay["overflow"]:
                # too many lines for the window: the newest, under a line counting the earlier ones
                marker_h = max(icon, fonts.get("italic", self.fs(15)).get_linesize()) + 2
                fit, used = [], marker_h
                for i in reversed(todo):
                    if used + lay["lines"][i][1] > lay["room"]:
                        break
                    fit.insert(0, i)
                    used += lay["lines"][i][1]
                hidden = len(todo) - len(fit)
                yy = y
                if hidden:
                    words = self.t("lft_show_earlier_one" if hidden == 1 else "lft_show_earlier_many", n=hidden)
                    surf = fonts.fit_or_cut(words, "italic", self.fs(15), INK_SOFT, lay["col_w"], min_size=9)
                    surface.blit(surf, (cx + icon + pad // 2, yy + (marker_h - surf.get_height()) // 2))
                    yy += marker_h
                todo = fit
            else:
                yy = y
            for i in todo:
                surfs, h = lay["lines"][i]
                card = beat.lines[i][1]
                if card is not None:
                    surface.blit(art.icon(card, icon), (cx, yy + (h - icon) // 2))
                ty = yy + (h - sum(f.get_height() for f in surfs)) // 2
                for surf in surfs:
                    surface.blit(surf, (cx + icon + pad // 2, ty))
                    ty += surf.get_height()
                yy += h
                drawn += 1
        self.beat_lines_drawn = drawn
        self.beat_lines_hidden = hidden
        self.paint_beat_pieces(surface, beat)

    def paint_steps(self, surface, row: pygame.Rect, beat) -> int:
        steps = FINAL_STEPS if beat.data.get("final") else STEPS
        n = len(steps)
        gap = 4
        cw = (row.w - gap * (n - 1)) // n
        labels = [self.t("lft_step_" + step) for step in steps]
        for i in range(n):
            chip = pygame.Rect(row.x + i * (cw + gap), row.y, cw, row.h)
            current = i == beat.step
            done = i < beat.step
            fill = ACCENT if current else GOOD if done else (214, 204, 180)
            pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
            label = self.app.fonts.fit_or_cut(labels[i], "bold", self.fs(13), INK if current or not done else LIGHT,
                                              chip.w - 8, min_size=8)
            surface.blit(label, label.get_rect(center=chip.center))
        return row.bottom + 6

    def paint_beat_pieces(self, surface, beat) -> None:
        """The step's pieces flying: the Varans to the discard piles, the new fires to the centre, the Sacred
        Tree to its new holder."""
        k = self.show.flight()
        if k >= 1.0:
            return
        lay = self.geometry()
        size = max(16, round(28 * self.s))
        ease = 1 - (1 - k) ** 2
        if beat.kind == "onibi":
            start = self.circle.rect.center
            for seat, n in enumerate(beat.data.get("given", [])):
                if not n:
                    continue
                area = next((a for a in ([lay.mine] if lay.mine else []) + lay.others if a.seat == seat), None)
                if area is None:
                    continue
                end = area.facts.center
                for j in range(min(n, 4)):
                    kk = max(0.0, min(1.0, ease - j * 0.08))
                    pos = (start[0] + (end[0] - start[0]) * kk - size / 2, start[1] + (end[1] - start[1]) * kk)
                    surface.blit(self.glyphs.varan_badge(size), pos)
        elif beat.kind == "fires":
            start = lay.reserve.center
            end = self.circle.rect.center
            for j, value in enumerate(beat.data.get("added", [])):
                kk = max(0.0, min(1.0, ease - j * 0.06))
                pos = (start[0] + (end[0] - start[0]) * kk - size / 2, start[1] + (end[1] - start[1]) * kk)
                surface.blit(self.glyphs.fire(value, size), pos)
        elif beat.kind == "refill":
            # each new card from its level's stack into an empty place of its row (where settle_row lays it)
            free = {lv: [i for i, c in enumerate(places) if c is None] for lv, places in self.reserve_places().items()}
            cw = lay.card_w
            for j, card in enumerate(beat.data.get("cards", [])):
                level = beat.data.get("levels", {}).get(card)
                if level is None or not free.get(level):
                    continue
                start = self.stack_rect(level).topleft
                end = self.slot_rect(level, free[level].pop(0)).topleft
                kk = max(0.0, min(1.0, ease - j * 0.08))
                pos = (start[0] + (end[0] - start[0]) * kk, start[1] + (end[1] - start[1]) * kk)
                self.draw_card(surface, card, pygame.Rect(round(pos[0]), round(pos[1]), cw, round(cw * aspect())))
        elif beat.kind == "sacred" and beat.seat is not None:
            old = (beat.seat - 1) % self.match.game.players
            a = self.circle.rock_centre(self.view.rock(old))
            b = self.circle.rock_centre(self.view.rock(beat.seat))
            pos = (a[0] + (b[0] - a[0]) * ease - size / 2, a[1] + (b[1] - a[1]) * ease - size / 2)
            surface.blit(self.glyphs.sacred_tree(size), pos)
