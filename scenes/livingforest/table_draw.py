"""The Living Forest table's drawing (a mixin of ``LivingForestTable``, scenes/livingforest/table.py; each seat's
area is table_seat.py, the beat told table_beat.py).

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

from ..ui import ACCENT, BAD, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, panel
from .glyphs import lf_glyphs
from .table_art import card_back, card_face
from .table_beat import BeatDrawing
from .table_prompt import plant_effects
from .table_seat import AREA_EDGE, SeatDrawing

FLIP_SECONDS = 0.35
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


class TableDrawing(SeatDrawing, BeatDrawing):
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
        right = strip.right - pad          # the title's line ends at the Hint button, when it is offered
        if self.hint_offered():
            right = self.hint_button_rect().x - pad
        title_w = right - strip.x - pad
        gauge = self.gauge_rect(view, prompt)
        if gauge is not None:
            self.paint_gauge(surface, view, gauge)
            title_w = gauge.x - pad - strip.x - pad
        title = self.put_text(surface, prompt.title, "bold", self.fs(21), INK, (strip.x + pad, y), title_w)
        y = title.bottom
        size = self.fs(16)
        colour = BAD if prompt.decision == "forced" else INK_SOFT
        text = prompt.text
        hint = self.shown_hint
        if hint is not None:                 # the hint in words, in the help's place
            from ..shell.hint import HINT_INK

            text, colour = self.hint_text(hint), HINT_INK
        # two lines: a longer text (a hint, a warning of the round's end) a little smaller rather than cut
        while len(fonts.wrap_lines(text, "regular", size, strip.w - 2 * pad)) > 2 and size > 11:
            size -= 1
        for line in fonts.wrap_lines(text, "regular", size, strip.w - 2 * pad)[:2]:
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

    def gauge_rect(self, view, prompt) -> pygame.Rect | None:
        """Where the Solitary gauge is drawn: at the end of the strip's title line (the row below needs all its
        width), left of the Hint button when it is offered; None when the question is not the draw's."""
        if prompt is None or prompt.decision not in ("draw", "forced"):
            return None
        lay = self.geometry()
        strip, pad = lay.strip, lay.gap
        right = strip.right - pad
        if self.hint_offered():
            right = self.hint_button_rect().x - pad
        line = self.label_h(self.fs(21))
        gauge = pygame.Rect(0, strip.y + pad, self.gauge_width(view, line), line)
        gauge.right = right
        return gauge

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
                self.put_text(surface, self.t("lft_on_top", names=names), "italic", self.fs(14), LIGHT_SOFT,
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
