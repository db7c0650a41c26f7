"""The input of the Living Forest table (scenes/livingforest/table.py) while the human on screen plays: a click
answers the pending decision where it lands (a reserve card, a fire, a tree to drag onto a cell or to click, a
cell, a rock, an attracted card to order), Tab / arrows move the focus over those and the buttons, Enter acts,
Escape steps back, Backspace or Ctrl+Z undoes.

``TableInput`` is a part of ``LivingForestTable``: what a click or a key answers is the prompt's mapping to the
rules' legal actions (scenes/livingforest/table_prompt.py); it submits through the table's ``submit_all``. The
mouse and the keys come as intents (scenes/shell/intents.py) and meet in ``actions_for``: a click on a card and
Enter on the focused card submit the same action.
"""
from __future__ import annotations

from game.livingforest import actions as A

from ..shell.intents import Back, Confirm, Hint, Key, Undo, focus_step
from .table_draw import Flight

FLY_BACK_SECONDS = 0.3
CLICK_SLOP = 6              # a press and release closer than this is a click, not a drag
# what a click on the table answers -> the prompt's mapping of it to its action
TARGET_FIELDS = {"order": "order", "card": "cards", "fire": "fires", "tree": "trees", "cell": "cells",
                 "rock": "rocks"}


class TableInput:
    """Mouse and keys at play."""

    def _pointed(self, pos) -> bool:
        self.hover_pos = pos
        return self.drag is not None

    def target_at(self, pos) -> tuple[str, object] | None:
        """What a click at ``pos`` answers in the pending decision (None: nothing)."""
        prompt = self.prompt()
        if prompt is None:
            return None
        if prompt.order:
            for card, rect in self.order_slots():
                if rect.collidepoint(pos):
                    return ("order", card)
            return None
        if prompt.cards:
            for _, card, rect in self.reserve_slots():
                if card in prompt.cards and rect.collidepoint(pos):
                    return ("card", card)
        if prompt.fires:
            i = self.circle.fire_at(pos)
            if i is not None:
                centre = self.view.centre()
                if i < len(centre) and centre[i] in prompt.fires:
                    return ("fire", centre[i])
        if prompt.trees:
            for tree, rect in self.tree_slots():
                if tree in prompt.trees and rect.collidepoint(pos):
                    return ("tree", tree)
        if prompt.cells and prompt.decision == "plant_cell":
            cell = self.boards[self.seat].cell_at(pos)
            if cell in prompt.cells:
                return ("cell", cell)
        if prompt.rocks:
            rock = self.circle.rock_at(pos)
            if rock in prompt.rocks:
                return ("rock", rock)
        return None

    def actions_for(self, target) -> tuple:
        prompt = self.prompt()
        what, value = target
        found = getattr(prompt, TARGET_FIELDS[what]).get(value)
        return (found,) if found is not None else ()

    def _mouse_down(self, pos) -> bool:
        target = self.target_at(pos)
        if target is None:
            return False
        if target[0] == "tree":
            rect = dict(self.tree_slots())[target[1]]
            self.drag = (target[1], (pos[0] - rect.x, pos[1] - rect.y), pos)
            self.drag_pos = pos
            self.focus = -1
            self.app.audio.play("card_pick")
            return True
        self.focus = -1
        if target[0] == "order":
            return self.pick_order(target[1])
        return self.submit_all(self.actions_for(target))

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return False
        tree, offset, start = self.drag
        self.drag = None
        prompt = self.prompt()
        if prompt is None or tree not in prompt.trees:
            return True
        if abs(pos[0] - start[0]) <= CLICK_SLOP and abs(pos[1] - start[1]) <= CLICK_SLOP:
            # a click on a tree: chosen; the cell is clicked next (Another tree takes it back)
            return self.submit_all((prompt.trees[tree],))
        cell = self.boards[self.seat].cell_at(pos)
        if cell is not None and cell in prompt.cells:
            return self.submit_all((prompt.trees[tree], A.cell(*cell)))
        # anywhere else: the tree flies back to its dispenser and nothing changes
        self.app.audio.play("card_back")
        home = dict(self.tree_slots())[tree]
        if self.app.settings.animation_speed:
            self.flights.append(Flight("tree", tree, (pos[0] - offset[0], pos[1] - offset[1]), home.topleft,
                                       home.w, FLY_BACK_SECONDS))
        if self.boards[self.seat].rect.collidepoint(pos):
            self.message = self.t("lft_not_there")
        return True

    # keyboard: Tab / arrows move the focus over the things to click and the buttons, Enter acts

    def focusables(self) -> list[tuple[str, object]]:
        """What Tab reaches, in the table's reading order: the things a click answers, then the buttons."""
        if (prompt := self.prompt()) is None:
            return []
        out: list[tuple[str, object]] = [("order", c) for c, _ in self.order_slots()]
        out += [("card", c) for _, c, _ in self.reserve_slots() if c in prompt.cards]
        if prompt.fires:
            seen = set()
            for v in self.view.centre():
                if v in prompt.fires and v not in seen:
                    seen.add(v)
                    out.append(("fire", v))
        out += [("tree", t) for t, _ in self.tree_slots() if t in prompt.trees]
        if prompt.decision == "plant_cell":
            out += [("cell", c) for c in prompt.cells]
        out += [("rock", r) for r in sorted(prompt.rocks, key=lambda r: prompt.rocks[r].distance)]
        out += [("button", i) for i, b in enumerate(self.column.buttons) if b.enabled]
        return out

    def focused(self) -> tuple[str, object] | None:
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def _key(self, intent: Key) -> bool:
        if isinstance(intent, Hint):
            if self.hint_available:
                self.request_hint()
            return True
        if isinstance(intent, Undo):
            if self.may_undo():
                self.undo()
                return True
            return False
        if isinstance(intent, Back):
            prompt = self.prompt()
            if self.focus >= 0:
                self.focus = -1
                self.column.clear_focus()
                return True
            if prompt is not None and A.BACK in self.view.legal_actions():
                return self.submit_all((A.BACK,))
            return False
        items = self.focusables()
        step = focus_step(intent)
        if step and items:
            self.focus = (self.focus + step) % len(items) if 0 <= self.focus < len(items) else (len(items) - 1 if step < 0 else 0)
            self._sync_focus(items)
            return True
        if not isinstance(intent, Confirm) or not items:
            return False
        if not 0 <= self.focus < len(items):
            # Enter with nothing focused: the strip's primary button (Space presses what has the focus only)
            primary = next((b for b in self.column.buttons if b.primary and b.enabled), None)
            if primary is None or not intent.default:
                return False
            primary.action()
            return True
        what, value = items[self.focus]
        if what == "order":                      # the focus stays on the place: Tab to another card, Enter swaps
            return self.pick_order(value)
        self.focus = -1
        self.column.clear_focus()
        if what == "button":
            self.column.buttons[value].action()
            return True
        return self.submit_all(self.actions_for((what, value)))

    def _sync_focus(self, items) -> None:
        """The button column's own focus follows the table's when it is on a button."""
        on = items[self.focus] if 0 <= self.focus < len(items) else None
        if on is not None and on[0] == "button":
            self.column.focus_on(on[1])
        else:
            self.column.clear_focus()
