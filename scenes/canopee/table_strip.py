"""The strip of the Canopée table (scenes/canopee/table.py): what is in front of the seat on screen — the question
asked (its title and line), the cards it concerns (a pile, the cards kept, a draw, a dialog's cards to choose) and
its buttons — and the abilities on their forest cards; the legal targets lit while a card is placed, the card
laid on its target waiting for Confirm.

``StripParts`` is a part of ``CanopeeTable``: the strip's places, its cards (``Slot``) and buttons, and their
drawing. The prompt (scenes/canopee/table_prompt.py) says what is asked; the rules say what is legal.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.canopee.log import pile_name

from ..shell.intents import Intent, Point
from ..ui import ACCENT, ACCENT_DARK, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, Button, panel
from .table_art import aspect
from .table_draw import MINI_EDGE, MINI_FILL
from ..shell.hint import HINT_INK
from .table_prompt import ABILITY_KIND, Choice, Item, Prompt

# the card kind -> the ability its button uses
ABILITY_NAME = {kind: name for name, kind in ABILITY_KIND.items()}


def head_rect(strip: pygame.Rect, pad: int, head_h: int) -> pygame.Rect:
    return pygame.Rect(strip.x + pad, strip.y + pad, strip.w - 2 * pad, head_h)
@dataclass
class AbilityButton(Button):
    """An ability on its forest card. Lit (it may be used now): a button as wide and tall as its words need, over
    the card's foot. Unlit: a small mark on the right of the card's picture, clear of its name and points, so a
    card that acts is known as one; its words show while the pointer rests on it."""

    def on_intent(self, intent: Intent) -> bool:
        if not self.enabled:                 # nothing to press, but the pointer over the mark shows its words
            if isinstance(intent, Point):
                self.hover = self.rect.collidepoint(intent.pos)
            return False
        return super().on_intent(intent)

    def draw(self, surface: pygame.Surface, fonts) -> None:
        rect = self.rect
        if not self.enabled:
            r = rect.w // 2
            pygame.draw.circle(surface, (0, 0, 0), (rect.centerx, rect.centery + 1), r)
            pygame.draw.circle(surface, MINI_FILL, rect.center, r)
            pygame.draw.circle(surface, LIGHT_SOFT, rect.center, r, width=max(1, r // 6))
            _spark(surface, rect.center, r * 0.62, ACCENT)
            if self.hover:
                text = fonts.text(self.label, "bold", self.size, LIGHT)
                tip = text.get_rect().inflate(12, 4)
                tip.midright = (rect.x - 2, rect.centery)
                if tip.x < 0:
                    tip.midleft = (rect.right + 2, rect.centery)
                pygame.draw.rect(surface, MINI_FILL, tip, border_radius=tip.h // 2)
                pygame.draw.rect(surface, LIGHT_SOFT, tip, width=1, border_radius=tip.h // 2)
                surface.blit(text, text.get_rect(center=tip.center))
            return
        lit = self.hover or self.focus
        radius = rect.h // 2
        pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=radius)
        pygame.draw.rect(surface, ACCENT if lit else ACCENT_DARK, rect, border_radius=radius)
        pygame.draw.rect(surface, INK if lit else LIGHT, rect, width=1, border_radius=radius)
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width=3, border_radius=radius + 3)
        text = fonts.fit(self.label, "bold", self.size, INK if lit else LIGHT, rect.w - 8, min_size=9)
        surface.blit(text, text.get_rect(center=rect.center))


def _spark(surface, centre, r: float, colour) -> None:
    """A four-pointed spark: the mark of a card that has an ability."""
    x, y = centre
    k = r * 0.3
    pygame.draw.polygon(surface, colour, [(x, y - r), (x + k, y - k), (x + r, y), (x + k, y + k), (x, y + r),
                                          (x - k, y + k), (x - r, y), (x - k, y - k)])


@dataclass
class Slot:
    """A card in the strip: ``uid`` (-1: a kind only), the item it answers (clickable) or draggable."""

    uid: int
    kind: str
    rect: pygame.Rect
    item: Item | None = None
    draggable: bool = False
    label: str = ""


@dataclass
class Staged:
    """A card laid on its target, waiting for Confirm (nothing submitted yet: Undo takes it back)."""

    uid: int
    kind: str
    target: tuple
    actions: tuple


class StripParts:
    """The strip's places, cards and buttons, and their drawing."""

    def strip_parts(self) -> dict[str, pygame.Rect]:
        def make():
            strip = self.strip
            pad = self.gap
            head_h = self.label_h(self.fs(22)) + 2 * self.label_h(self.fs(17)) + pad
            prompt = self.prompt()
            labels = [c.label for c in self.strip_buttons(prompt)] if prompt is not None else []
            if prompt is not None and self.app.settings.confirm_picks and (prompt.items or self.draggable()):
                # Confirm and Undo come with a choice: room is kept for them, so the cards keep their places
                labels += [self.t("ct_confirm"), self.t("ct_undo")]
            body_h = strip.h - head_h - 2 * pad
            if prompt is not None and not self.sub and not prompt.shown and not prompt.items:
                # nothing but answers (Lightning's, the Jaguar's...): the buttons take the whole width
                buttons = pygame.Rect(strip.x + pad, strip.y + head_h + pad, strip.w - 2 * pad, body_h)
                cards = pygame.Rect(strip.x + pad, buttons.y, 0, body_h)
                return {"head": head_rect(strip, pad, head_h), "cards": cards, "buttons": buttons}
            # the buttons' column as wide as their words need (within a quarter of the strip): the cards the
            # most room (a Drought on a big forest offers a dozen)
            font = self.app.fonts.get("bold", self.fs(20))
            widest = max((font.size(label)[0] for label in labels), default=0)
            bw = min(int(strip.w * 0.27), max(int(strip.w * 0.15), widest + int(56 * self.s))) if labels else 0
            buttons = pygame.Rect(strip.right - pad - bw, strip.y + head_h + pad, bw, body_h)
            cards = pygame.Rect(strip.x + pad, strip.y + head_h + pad, strip.w - 3 * pad - bw, body_h)
            return {"head": head_rect(strip, pad, head_h), "cards": cards, "buttons": buttons}
        return self._memo("strip_parts", make)

    def slots(self) -> list[Slot]:
        """The cards shown in the strip: the context (a pile, a kept pile, a draw) and the cards to click."""
        def make():
            prompt = self.prompt()
            if prompt is None or self.sub:
                return []
            view = self.view
            entries: list[tuple[int, str, Item | None, bool, str]] = []
            items_by_uid = {it.uid: it for it in prompt.items if it.uid >= 0}
            drag = set(self.draggable())
            for u in prompt.shown:
                item = items_by_uid.pop(u, None)
                entries.append((u, view.kind(u), item, u in drag, item.label if item else ""))
            for it in prompt.items:
                if it.uid < 0 or it.uid in items_by_uid:
                    entries.append((it.uid, it.kind, it, False, it.label))
            if self.staged is not None:
                entries = [e for e in entries if e[0] != self.staged.uid]
            if not entries:
                return []
            area = self.strip_parts()["cards"]
            n = len(entries)
            gap = self.gap
            label = self.label_h(self.fs(15))

            def width(rows: int) -> int:
                across = -(-n // rows)
                return int(min(150 * self.s, (area.w - gap * (across - 1)) / across,
                               ((area.h - gap * (rows - 1)) / rows - label) / aspect()))
            # many cards to choose from (a Drought on a big forest) wrap onto more rows when that makes them larger
            rows = max((1, 2, 3), key=lambda r: (width(r), -r))
            across = -(-n // rows)
            cw = width(rows)
            ch = round(cw * aspect())
            out = []
            for i, (u, kind, item, draggable, lab) in enumerate(entries):
                row, col = divmod(i, across)
                in_row = min(across, n - row * across)
                x0 = area.x + max(0, (area.w - (in_row * cw + (in_row - 1) * gap)) // 2)
                rect = pygame.Rect(x0 + col * (cw + gap), area.y + row * (ch + label + gap), cw, ch)
                out.append(Slot(u, kind, rect, item, draggable, lab))
            return out
        return self._memo("slots", make)

    def strip_buttons(self, prompt: Prompt) -> list[Choice]:
        if self.sub == "toucan":
            out = [Choice(self.t("ct_peek_at", pile=pile_name(self.match.state, a.arg, self.app.lang,
                                                                   self.match.names(self.app.lang))), (a,))
                   for a in prompt.toucan]
            return out + [Choice(self.t("ct_cancel"), (), local="cancel")]
        if self.staged is not None or self.selected is not None:
            return [Choice(self.t("ct_confirm"), (), primary=True, local="confirm"),
                    Choice(self.t("ct_undo"), (), local="undo")]
        return list(prompt.buttons)

    def play_buttons(self) -> list[Button]:
        if self.seat is None or self.private or self.playing_show() or self.spectating:
            return []                        # behind the hand-off screen: Ready alone
        prompt = self.prompt()
        if prompt is None:
            return []
        buttons = []
        area = self.strip_parts()["buttons"]
        choices = self.strip_buttons(prompt)
        if choices:
            gap = self.gap
            n = len(choices)
            # a column beside the cards; across the strip, as a grid, when there are no cards
            cols = 1 if area.w < self.strip.w * 0.6 else min(n, 3 if n > 4 else n)
            rows = -(-n // cols)
            bw = min((area.w - gap * (cols - 1)) // cols, int(360 * self.s))
            bh = min(int(52 * self.s), (area.h - gap * (rows - 1)) // rows)
            x0 = area.centerx - (cols * bw + (cols - 1) * gap) // 2
            for i, choice in enumerate(choices):
                r, c = divmod(i, cols)
                rect = pygame.Rect(x0 + c * (bw + gap), area.y + r * (bh + gap), bw, bh)
                enabled = bool(choice.actions) or bool(choice.local)
                button = Button(choice.label, lambda c=choice: self.press(c), rect, primary=choice.primary,
                                enabled=enabled, size=self.fs(20))
                button.hint_action = choice.actions[0] if len(choice.actions) == 1 else None
                button.local = choice.local          # "confirm", "undo"...: the lesson points at Confirm
                buttons.append(button)
        # the abilities on their cards, lit when they may be used now; in the player's own turn the others are
        # there too, unlit, so a card that acts is known as one
        if not self.sub and self.staged is None and self.selected is None:
            layout = self.my_forest()
            ab = self.match.state.rules.abilities
            counts = {"frog": ab.frog_adds, "tamarin": ab.tamarin_draw}
            cards: dict[int, object] = dict(prompt.abilities)
            if prompt.mode in ("window", "pile", "place"):
                for group in layout.groups:
                    name = ABILITY_NAME.get(group.kind)
                    if name is not None and not any(u in cards for u in group.uids):
                        cards[group.uids[0]] = name
            wanted = []
            for uid, action in cards.items():
                rect = layout.card_rect(uid)
                if rect is None:
                    continue
                name = action if isinstance(action, str) else action.name
                label = self.t("ct_ab_" + name, n=counts.get(name, 0))
                wanted.append((rect, label, not isinstance(action, str), action))
            # lit: a readable button on the card's foot; unlit: a small mark clear of the card's points
            places = self.ability_places(layout, [w[:3] for w in wanted])
            for (rect, label, lit, action), button in zip(wanted, places):
                ability = AbilityButton(label, (lambda a=action: self.use_ability(a)) if lit else (lambda: None),
                                        button, primary=lit, enabled=lit, size=self.ability_size())
                ability.hint_action = action if lit else None
                buttons.append(ability)
        if self.hint_offered():
            waiting = self.controller.hint_job is not None
            buttons.append(Button(self.t("ct_hint_thinking" if waiting else "ct_hint_button"), self.request_hint,
                                  self.hint_button_rect(), enabled=self.hint_available and not waiting,
                                  size=self.fs(18)))
        return buttons
    def draw_play(self, surface) -> None:
        if self.playing_show():         # the table is the moment told: the question's marks wait for the live one
            self._draw_strip(surface)
            return
        self._draw_targets(surface)
        lit = self.forest_items()
        for item, rect in lit:          # the cards a dialog offers, lit where they lie too
            state = self.item_state(item)
            if state == "chosen":
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=4, border_radius=10)
            else:                       # while a choice waits for Confirm, the others only faintly
                pygame.draw.rect(surface, GOOD if state == "offered" else MINI_EDGE, rect.inflate(4, 4), width=2,
                                 border_radius=8)
        if lit:                         # the outlines pass over the corners of the cards: the counts go on top
            self._group_badges(surface, self.my_forest(), False)
            for _, _, layout in self.mini_layouts():
                self._group_badges(surface, layout, True)
        self._draw_strip(surface)
        self.draw_hint_marks(surface)   # over the strip: its buttons and cards may be what the hint names

    def _draw_targets(self, surface) -> None:
        """While a card is placed: its legal targets light up (every possible target outlined faintly)."""
        prompt = self.prompt()
        if prompt is None or prompt.mode != "place":
            return
        layout = self.my_forest()
        card = self.drag[0] if self.drag else self.aiming
        lit = set(self.card_targets(card)) if card is not None else set()
        every = set()
        for u in self.draggable():
            every.update(self.card_targets(u))
        focus = self.focused()
        for target in every:
            rect = self.target_rect(target, layout)
            if rect is None:
                continue
            on = target in lit
            colour = HIGHLIGHT if on else (70, 120, 96)
            width = 4 if on and target == self.hover_target else 3 if on else 2
            pygame.draw.rect(surface, colour, rect, width=width, border_radius=10)
            if focus is not None and focus == ("target", target):
                pygame.draw.rect(surface, ACCENT, rect.inflate(8, 8), width=4, border_radius=12)
            if on:
                self._draw_target_preview(surface, card, target, rect)
        if self.staged is not None:
            rect = self.target_rect(self.staged.target, layout)
            if rect is not None:
                face = pygame.Rect(0, 0, layout.cw, layout.ch)
                face.center = rect.center
                self.draw_card(surface, self.staged.uid, self.staged.kind, face)
                pulse = 0.5 + 0.5 * math.sin(self.time * 5)
                colour = tuple(int(c * (0.75 + 0.25 * pulse)) for c in ACCENT)
                pygame.draw.rect(surface, colour, face.inflate(8, 8), width=4, border_radius=12)

    def target_preview(self, uid: int, target) -> str | None:
        """What placing card ``uid`` on ``target`` makes of the tree, before it is placed: a canopy, the tree's
        points at this season's end; a trunk, the tree's new height (the rules' tree_outlook)."""
        from game.canopee.cardtable import CANOPY, TRUNK
        from game.canopee.scoring import tree_outlook

        what, tid = target
        st = self.match.state
        ct = st.ct
        if what != "tree" or ct.cat[uid] not in (CANOPY, TRUNK):
            return None
        tree = next((t for t in st.forests[self.seat].trees if t.tid == tid), None)
        if tree is None:
            return None
        trunks = [ct.val[u] for u in tree.trunks]
        if ct.cat[uid] == CANOPY:
            look = tree_outlook(trunks, ct.val[uid], False, ())
            return self.t("ct_preview_canopy", points=look.points)
        return self.t("ct_preview_trunk", height=len(trunks) + 1)

    def _draw_target_preview(self, surface, uid: int, target, rect: pygame.Rect) -> None:
        words = self.target_preview(uid, target)
        if not words:
            return
        spot = self.my_forest().tree(target[1])
        place = spot.crown if spot is not None else rect     # where the canopy goes: empty on these trees
        text = self.app.fonts.fit(words, "black", self.fs(17), INK, place.w - 6)
        badge = text.get_rect(center=place.center).inflate(10, 4)
        pygame.draw.rect(surface, HIGHLIGHT, badge, border_radius=badge.h // 2)
        surface.blit(text, text.get_rect(center=badge.center))

    def _draw_strip(self, surface) -> None:
        fonts = self.app.fonts
        strip = self.strip
        panel(surface, strip, color=PANEL, radius=14, shadow=False)
        parts = self.strip_parts()
        head = parts["head"]
        prompt = self.prompt()
        if prompt is None or self.telling_season() is not None:
            names = self.match.names(self.app.lang)
            waiting = self.computers_thinking or sorted(self.match.state.to_act())
            if self.telling_season() is not None:       # the next turn's question waits for the season's end
                text = self.t("ct_watch")
            elif self.spectating:
                text = self.t("demo_hint")
            elif waiting and not self.match.over:
                text = self.t("ct_waiting", name=names[waiting[0]])
            else:
                text = ""
            line = fonts.fit(text, "bold", self.fs(20), INK_SOFT, head.w)
            surface.blit(line, line.get_rect(center=strip.center))
            return
        title_text = prompt.title
        line_text = prompt.line
        line_ink = INK_SOFT
        hint = self.shown_hint
        if self.sub == "toucan":
            title_text, line_text = self.t("ct_toucan_title", card=self._card_name("toucan")), self.t("ct_toucan_line")
        elif self.staged is not None or self.selected is not None:
            line_text = self.t("ct_confirm_line")
        elif hint is not None:                  # the hint in words, in the question's place
            line_text, line_ink = self._memo("hint_text", lambda: self.hint_text(hint)), HINT_INK
        # the Hint button keeps the head's top right corner
        text_w = head.w - (self.hint_button_rect().w + self.gap if self.hint_offered() else 0)
        title = fonts.fit(title_text, "title", self.fs(22), INK, text_w)
        surface.blit(title, (head.x, head.y))
        y = head.y + title.get_height()
        size = self.fs(17)
        wrapped = fonts.wrap_lines(line_text, "regular", size, text_w)
        while len(wrapped) > 2 and size > 11:
            size -= 1
            wrapped = fonts.wrap_lines(line_text, "regular", size, text_w)
        for text in wrapped[:2]:
            surf = fonts.fit(text, "regular", size, line_ink, text_w)
            surface.blit(surf, (head.x, y))
            y += surf.get_height()
        focus = self.focused()
        label_size = self.fs(15)
        for slot in self.slots():
            if self.drag is not None and slot.uid == self.drag[0]:
                pygame.draw.rect(surface, (214, 204, 180), slot.rect, border_radius=8)
                continue
            if any(f.kind == slot.kind and f.end == slot.rect for f in self.flights):
                continue                          # flying back to here
            state = self.item_state(slot.item) if slot.item is not None else ""
            face = slot.rect.move(0, -self.lift()) if state == "chosen" else slot.rect
            self.draw_card(surface, slot.uid, slot.kind, face)
            if state == "chosen":       # lifted, in a bright frame
                pygame.draw.rect(surface, HIGHLIGHT, face.inflate(8, 8), width=4, border_radius=11)
            elif state == "dimmed":     # another card was chosen: this one waits in the shade
                self._shade_card(surface, face)
                pygame.draw.rect(surface, MINI_EDGE, face.inflate(6, 6), width=2, border_radius=10)
            elif state == "offered":
                pygame.draw.rect(surface, GOOD, face.inflate(6, 6), width=3, border_radius=10)
            elif slot.draggable:
                pygame.draw.rect(surface, ACCENT, slot.rect.inflate(4, 4), width=2, border_radius=9)
            if focus is not None and (focus == ("card", slot.uid) or (focus[0] == "item" and focus[1] is slot.item)):
                pygame.draw.rect(surface, ACCENT, slot.rect.inflate(12, 12), width=4, border_radius=12)
            if self.aiming == slot.uid:
                pygame.draw.rect(surface, HIGHLIGHT, slot.rect.inflate(12, 12), width=4, border_radius=12)
            if slot.label:
                text = fonts.fit_or_cut(slot.label, "bold", label_size, INK, slot.rect.w + self.gap - 2,
                                        min_size=min(label_size, 9))
                surface.blit(text, text.get_rect(midtop=(slot.rect.centerx, slot.rect.bottom + 2)))

    def lift(self) -> int:
        """How far the card chosen in a dialog is drawn above its place while Confirm is asked (its place, the
        one a click finds, does not move)."""
        return max(4, self.gap)

    def _shade_card(self, surface, rect: pygame.Rect) -> None:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (20, 26, 22, 125), shade.get_rect(), border_radius=max(3, round(rect.w * 0.085)))
        surface.blit(shade, rect)
