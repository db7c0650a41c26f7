"""The Canopée table's hint (H, or the Hint button at the top right of the question): what the Hard computer would
do in the player's place, shown and never played — its answer said in words in the question's place, with its
reason (what the forest would be worth if the season ended after it, and its chance of winning over the futures
the search played out from here, to the season's end and judged there), and the button, card or tree it names lit in the hint's blue.

The hint is the search's ``Choice`` (game/core/search.py) from the shared controller (scenes/shell/match.py), or
a bare action where there was nothing to search. The words come from the question on screen (its buttons'
labels, its cards' names and tree captions), the figures from the seat's view and the search: nothing here
decides anything.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.canopee import actions as A

from ..shell.hint import chance_words, draw_marks, hint_action
from .table_place import targets_of
from .table_prompt import ABILITY_KIND

class CanopeeHint:
    """The table's part: the hint's button, words and marks (mixed into CanopeeTable)."""

    @property
    def hint_available(self) -> bool:
        if not self.controller.may_hint() or self.seat not in self.match.state.to_act():
            return False
        # not while a move is half made (a card staged, a choice waiting for Confirm, the Toucan's piles)
        return (self.prompt() is not None and self.staged is None and self.selected is None and not self.sub
                and not self.playing_show() and self.telling_season() is None)

    def hint_offered(self) -> bool:
        """The Hint button is on the question (lit or not): a human's own question is on screen."""
        return self.controller.may_hint() and self.prompt() is not None and not self.playing_show() \
            and self.telling_season() is None

    def hint_put_away(self) -> bool:
        if self.sub == "toucan":            # the Toucan's pile still to pick: the hint that named it names the pile
            action = hint_action(self.controller.current_hint())
            return not (type(action) is A.Ability and action.name == "toucan")
        return self.staged is not None or self.selected is not None or bool(self.sub) or self.drag is not None

    def shown_as(self, action: Any) -> Any:
        """The hinted action as the question offers it: identical cards outside the trees are one card to click
        (scenes/canopee/table_prompt.py), and the search may have named another copy than the one clicked."""
        prompt = self.prompt()
        if type(action) is not A.Choose or prompt is None or any(action in item.actions for item in prompt.items):
            return action
        kind = self.view.kind(action.card)
        same = next((item for item in prompt.items if item.count > 1 and item.kind == kind), None)
        return same.actions[0] if same is not None else action

    def hint_button_rect(self) -> pygame.Rect:
        """The Hint button's place: the top right of the question, the same for every question (it never moves
        under the pointer)."""
        head = self.strip_parts()["head"]
        font = self.app.fonts.get("bold", self.fs(18))
        width = max(font.size(self.t(key))[0] for key in ("ct_hint_button", "ct_hint_thinking")) + round(36 * self.s)
        return pygame.Rect(head.right - width, head.y, width, round(38 * self.s))

    # ------------------------------------------------------------------ words

    def _what(self, action: Any) -> str:
        """The hinted action in the question's own words."""
        prompt = self.prompt()
        view = self.view
        if prompt is not None:
            for choice in prompt.buttons:
                if choice.actions and choice.actions[0] == action:
                    return choice.label
            for item in prompt.items:
                if action in item.actions:
                    card = self._card_name(item.kind)
                    return f"{card} ({item.label})" if item.label and not item.label.startswith("×") else card
        t = type(action)
        if t is A.Choose and view is not None:
            card = self._card_name(view.kind(action.card))
            return self.t("ct_hint_first", card=card) if view.decision() == "order" else card
        if t in (A.PlaceTrunk, A.PlaceCanopy):
            if action.tree < 0:
                return self.t("ct_hint_new_tree")
            number = self._tree_number(action.tree)
            return self.t("ct_hint_on_tree", tree=self.t("ct_tree", n=number))
        if t is A.Ability:
            card = self._card_name(ABILITY_KIND.get(action.name, action.name))
            if action.name == "toucan":     # which pile it looks at
                return self.t("ct_hint_ability_pile", card=card, pile=action.arg + 1)
            return self.t("ct_hint_ability", card=card)
        return str(action.to_json()[0])

    def _tree_number(self, tid: int) -> int:
        from game.canopee.log import tree_numbers

        return tree_numbers(self.match.state).get(tid, 0)

    def hint_text(self, hint: Any) -> str:
        """The hint in words: what, then why (the forest's worth after it, its estimated chance of winning)."""
        action = hint_action(hint)
        parts = [self.t("ct_hint", what=self._what(self.shown_as(action)))]
        view = self.view
        if view is not None and action in view.legal_actions():
            gain = round(view.score_if(action) - view.value())
            if gain:
                parts.append(self.t("ct_hint_gain_one" if abs(gain) == 1 else "ct_hint_gain", gain=f"{gain:+d}"))
        parts += chance_words(hint, self.t, "ct_hint")
        return " ".join(parts)

    # ------------------------------------------------------------------ marks

    def hint_marks(self, hint: Any) -> list[pygame.Rect]:
        """Where the hinted answer is on screen: its button, its card in the strip or the forest, the tree it
        goes on, its ability's button."""
        action = self.shown_as(hint_action(hint))
        prompt = self.prompt()
        if prompt is None:
            return []
        marks = []
        for button in self.column.buttons:
            if getattr(button, "hint_action", None) == action:
                marks.append(button.rect)
        for slot in self.slots():
            if slot.item is not None and action in slot.item.actions:
                marks.append(slot.rect)
        for item, rect in self.forest_items():
            if action in item.actions:
                marks.append(rect)
        t = type(action)
        if t is A.Choose and prompt.mode == "place":
            kind = self.view.kind(action.card)
            marks += [slot.rect for slot in self.slots() if slot.kind == kind][:1]
        if t in (A.PlaceTrunk, A.PlaceCanopy):
            card = self.view.in_hand().get("placing", [-1])[-1]
            for target, actions in targets_of(self.match.state, self.seat, prompt.decision, self.legal(),
                                              card).items():
                if action in actions:
                    rect = self.target_rect(target)
                    if rect is not None:        # inside the target's own outline, clear of its caption
                        marks.append(rect.inflate(-6, -6))
        return marks

    def coach_marks(self, action: Any) -> list[pygame.Rect]:
        """Learn to play: where ``action`` is — a card laid or chosen and waiting: the Confirm button; a card to place: the
        card in the strip, then where it goes (the hint's marks: the lesson's arrow points at the last)."""
        if self.staged is not None or self.selected is not None:
            return [b.rect for b in self.column.buttons if getattr(b, "local", None) == "confirm"]
        marks = self.hint_marks(action)
        if type(action) in (A.PlaceTrunk, A.PlaceCanopy):
            card = self.view.in_hand().get("placing", [-1])[-1]
            marks = [slot.rect for slot in self.slots() if slot.uid == card][:1] + marks
        prompt = self.prompt()
        if type(action) is A.Choose and prompt is not None and prompt.mode == "place":
            # a card of the kept pile, to drag into the forest: the card, then where it would go first
            kind = self.view.kind(action.card)
            slot = next((sl for sl in self.slots() if sl.uid == action.card), None) \
                or next((sl for sl in self.slots() if sl.kind == kind and sl.draggable), None)
            if slot is not None:
                ends = [self.target_rect(target) for target, actions in self.card_targets(slot.uid).items()
                        if actions and actions[0].to_json()[:1] == action.to_json()[:1]]
                marks = [slot.rect] + [r for r in ends if r is not None][:1]
        return marks

    def coach_spot(self, name: str) -> list[pygame.Rect]:
        """Learn to play: the places a Canopée lesson names — "piles", "decks", "opponent" (the others' forests),
        "forest" (the player's)."""
        if name == "piles":
            return list(self.piles().spots)
        if name == "decks":
            return list(self.deck_rects().values())
        if name == "opponent":
            return [rect for _, rect in self.mini_rects()]
        if name == "forest":
            return [self.forest_area]
        return []

    def coach_confirming(self) -> bool:
        return self.staged is not None or self.selected is not None

    def draw_hint_marks(self, surface: pygame.Surface) -> None:
        hint = self.shown_hint
        if hint is None or self.playing_show():
            return
        draw_marks(surface, self.hint_marks(hint))
