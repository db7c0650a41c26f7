"""The order dialog of the Living Forest table (scenes/livingforest/table.py): two or more attracted cards are put
on the draw pile in the order the player sets — a click picks a card, a second swaps it with the first — then its
own Confirm lays them (the rules lay the last one by themselves). Nothing is played before the Confirm (issue 23:
with two cards, the first click had played both and the second fell on what came next).

``OrderDialog`` is a part of ``LivingForestTable``: its state (``order_draft``, ``order_picked``), its places and
its drawing.
"""
from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, tr
from game.livingforest import actions as A

from ..ui import ACCENT, HIGHLIGHT, INK, LIGHT, panel
from .table_art import aspect
from .table_buttons import ActionButton


class OrderDialog:
    """The attracted cards' order on the draw pile."""

    def order_cards(self) -> list[int]:
        """The attracted cards as they will lie on the draw pile, the one drawn first first: as the player set
        them, else §6.5's default (the last attracted on top). Nothing is played before the player puts them on
        the pile (issue 23: with two cards, the first click had played both and the second fell on what came
        next)."""
        prompt = self.prompt()
        if prompt is None or not prompt.order:
            return []
        key = (len(self.match.state.actions_log()), self.seat, tuple(prompt.order))
        if self.order_draft is None or self.order_draft[0] != key:
            self.order_draft = (key, list(reversed(list(prompt.order))))    # attracted first ends lowest
            self.order_picked = None
        return list(self.order_draft[1])

    def pick_order(self, card: int) -> bool:
        """A click on an attracted card: the first one picked, the second swaps places with it (the same card
        again: put back)."""
        cards = self.order_cards()
        if card not in cards:
            return False
        picked = self.order_picked
        if picked is None or picked not in cards:
            self.order_picked = card
        elif picked == card:
            self.order_picked = None
        else:
            i, j = cards.index(picked), cards.index(card)
            cards[i], cards[j] = cards[j], cards[i]
            self.order_draft = (self.order_draft[0], cards)
            self.order_picked = None
        return True

    def confirm_order(self) -> bool:
        """The cards onto the draw pile as arranged: the one drawn last first, the one drawn first last (the
        rules lay the last card by themselves)."""
        cards = self.order_cards()
        self.order_picked = None
        return self.submit_all(tuple(A.top(c) for c in reversed(cards))[:-1])

    def order_slots(self) -> list[tuple[int, pygame.Rect]]:
        """The attracted cards to put on the draw pile, in the dialog over the seat's area, left to right in the
        order they will be drawn (their numbers in badges astride their top edges)."""
        def make():
            cards = self.order_cards()
            if not cards:
                return []
            box = self.order_box()
            n = len(cards)
            gap = self.geometry().gap
            badge = self.order_badge()
            top = box.y + gap + self.label_h(self.fs(20)) + badge
            room = pygame.Rect(box.x + gap, top, self.order_confirm_rect().x - gap - box.x - gap,
                               box.bottom - gap - top)
            cw = int(min(140 * self.s, (room.w - gap * (n - 1)) / n, room.h / aspect()))
            ch = round(cw * aspect())
            x0 = room.centerx - (n * cw + (n - 1) * gap) // 2
            return [(c, pygame.Rect(x0 + i * (cw + gap), top, cw, ch)) for i, c in enumerate(cards)]
        return self._memo("order_slots", make)

    def order_badge(self) -> int:
        """The radius of a card's number in the order dialog."""
        return max(9, round(11 * self.s))

    def order_box(self) -> pygame.Rect:
        mine = self.geometry().mine
        return mine.rect.inflate(-mine.rect.w // 6, -max(4, mine.rect.h // 12))

    def order_confirm_rect(self) -> pygame.Rect:
        """The order dialog's own button, in its bottom right corner: a second click on it after the cards went
        on the pile lands on the seat's area, never on the next decision's buttons."""
        box = self.order_box()
        gap = self.geometry().gap
        size = self.fs(18)
        w = max(self.app.fonts.get("bold", size).size(tr("lft_order_confirm", lang))[0] for lang in LANGUAGES)
        w += ActionButton.PAD + round(4 * self.s)
        return pygame.Rect(box.right - gap - w, box.bottom - gap - self.button_h(), w, self.button_h())
    def paint_order(self, surface, prompt) -> None:
        box = self.order_box()
        panel(surface, box, radius=14)
        pad = self.geometry().gap
        # the strip below says what to do: the dialog which card comes first, or what the card picked waits for
        picked = self.order_picked
        hint = self.t("lft_order_hint") if picked is None else \
            self.t("lft_order_swap", card=self.match.state.rules.cards[picked].name(self.app.lang))
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
