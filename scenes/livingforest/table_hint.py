"""The Living Forest table's hint (H, or the Hint button at the top right of the strip): what the Hard computer
would do in the player's place, shown and never played — said in words in the strip's place for its help, with
its reason (its estimated chance of winning over the futures the search played out, against the next best
choice), and the button, card, fire, tree, cell or rock it names lit in the hint's blue.

The hint is the search's ``Choice`` (game/core/search.py) from the shared controller (scenes/shell/match.py), or
a bare action where there was nothing to search. The words come from the question on screen and the rules'
names; nothing here decides anything.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.livingforest import actions as A
from game.livingforest.log import cell_name

from ..shell.hint import chance_words, draw_marks, hint_action

class LivingForestHint:
    """The table's part: the hint's button, words and marks (mixed into LivingForestTable)."""

    @property
    def hint_available(self) -> bool:
        if not self.controller.may_hint() or self.seat not in self.match.state.to_act():
            return False
        return self.prompt() is not None and not self.playing_show() and self.drag is None

    def hint_offered(self) -> bool:
        """The Hint button is on the strip (lit or not): a human's own question is on screen."""
        return self.controller.may_hint() and self.prompt() is not None and not self.playing_show()

    def hint_put_away(self) -> bool:
        return self.drag is not None or self.order_picked is not None

    def layer_key(self):
        # the strip (in the table's cached layer) says the hint once it has come
        return super().layer_key() + (self.shown_hint is not None,)

    def hint_button_rect(self) -> pygame.Rect:
        """The Hint button's place: the top right of the strip, the same for every question (it never moves
        under the pointer; the Solitary gauge sits left of it)."""
        lay = self.geometry()
        strip, pad = lay.strip, lay.gap
        font = self.app.fonts.get("bold", self.fs(16))
        width = max(font.size(self.t(key))[0] for key in ("lft_hint_button", "lft_hint_thinking")) + round(28 * self.s)
        height = self.label_h(self.fs(21))
        return pygame.Rect(strip.right - pad - width, strip.y + pad, width, height)

    # ------------------------------------------------------------------ words

    def _what(self, action: Any) -> str:
        """The hinted action in the question's own words."""
        prompt = self.prompt()
        rules = self.match.state.rules
        lang = self.app.lang
        if prompt is not None:
            for choice in prompt.buttons:
                if choice.actions and choice.actions[0] == action:
                    return choice.label
        t = type(action)
        if t is A.Take:
            return self.t("lft_hint_take", card=rules.cards[action.card].name(lang))
        if t is A.Top:
            return self.t("lft_hint_top", card=rules.cards[action.card].name(lang))
        if t is A.Fire:
            return self.t("lft_hint_fire", n=action.value)
        if t is A.Tree:
            return self.t("lft_hint_tree", tree=rules.trees[action.type_id].name(lang))
        if t is A.Cell:
            return self.t("lft_hint_cell", cell=cell_name((action.x, action.y), lang))
        if t is A.Move:
            return self.t("lft_hint_move_one" if action.distance == 1 else "lft_hint_move", n=action.distance)
        return str(action.to_json()[0])

    def hint_text(self, hint: Any) -> str:
        """The hint in words: what, then why (its estimated chance of winning against the next best)."""
        parts = [self.t("lft_hint", what=self._what(hint_action(hint)))]
        parts += chance_words(hint, self.t, "lft_hint")
        return " ".join(parts)

    # ------------------------------------------------------------------ marks

    def hint_marks(self, hint: Any) -> list[pygame.Rect]:
        """Where the hinted answer is on screen."""
        action = hint_action(hint)
        prompt = self.prompt()
        if prompt is None:
            return []
        marks = [b.rect for b in self.column.buttons if getattr(b, "hint_action", None) == action]
        t = type(action)
        view = self.view
        if t is A.Take:
            marks += [rect for _, card, rect in self.reserve_slots() if card == action.card]
        elif t is A.Top:
            marks += [rect for card, rect in self.order_slots() if card == action.card]
        elif t is A.Fire:
            centre = view.centre()
            rects = [self.circle.fire_rect(i) for i, v in enumerate(centre) if v == action.value]
            marks += rects[:1]
        elif t is A.Tree:
            marks += [rect for tree, rect in self.tree_slots() if tree == action.type_id]
        elif t is A.Cell:
            marks.append(self.boards[self.seat].cell_rect((action.x, action.y)))
        elif t is A.Move:
            end, _ = view.path(action.distance)
            marks.append(self.circle.rock_rect(end))
        return marks

    # ------------------------------------------------------------------ Learn to play

    def coach_spot(self, name: str) -> list[pygame.Rect]:
        """The places a lesson's step names (data/tutorials/living-forest.yaml): "gauge" the Solitary gauge (while
        the draw is asked), "circle" the Circle of Spirits, "fires" the centre's fires and their total, "forest" the
        seat's forest board, "reserve" the animals to attract, "dispensers" the trees to plant."""
        if self.seat is None:
            return []
        lay = self.geometry()
        if name == "gauge":
            gauge = self.gauge_rect(self.view, self.prompt())
            return [gauge] if gauge is not None else []
        if name == "circle":
            return [pygame.Rect(self.circle.rect)]
        if name == "fires":
            rects = self.circle.fire_rects(len(self.view.centre())) + [self.circle.total_rect()]
            return [rects[0].unionall(rects[1:])]
        if name == "forest":
            return [pygame.Rect(self.boards[self.seat].rect)]
        if name == "reserve":
            return [pygame.Rect(lay.reserve_rows[level]) for level in sorted(lay.reserve_rows)]
        if name == "dispensers":
            return [pygame.Rect(lay.dispensers)]
        return []

    def draw_play(self, surface: pygame.Surface) -> None:
        super().draw_play(surface)
        self.draw_hint_marks(surface)

    def draw_hint_marks(self, surface: pygame.Surface) -> None:
        hint = self.shown_hint
        if hint is None or self.playing_show():
            return
        draw_marks(surface, self.hint_marks(hint))
