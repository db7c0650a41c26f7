"""The input of the Canopée table (scenes/canopee/table.py) while the seat on screen plays: a card of the strip
dragged onto one of its legal targets (a tree, a new tree's place, the forest) or clicked to be chosen, a dialog's
card clicked where it lies in a forest, a card picked up again; the keyboard — Tab / arrows over the cards and
buttons, Enter to act (on a card: then its target), Escape, Backspace or Ctrl+Z to step back. While a beat is
told, the shell's telling takes the input (scenes/shell/telling.py).

``TableInput`` is a part of ``CanopeeTable``: where a card may go is the engine's answer (table_place.py); it acts
through the table's ``drop``, ``choose_item``, ``confirm`` and ``undo``, which the mouse and the keys (both as
intents: scenes/shell/intents.py) reach alike — a card dropped on a target and Enter on that target both ``drop``.
"""
from __future__ import annotations

import pygame

from ..shell.intents import Back, Confirm, Hint, Key, Undo, focus_step
from .table_draw import Flight
from .table_layout import ForestLayout
from .table_prompt import Item


class TableInput:
    """Mouse and keys at play."""

    def target_at(self, pos, uid: int):
        """The legal target of ``uid`` under ``pos`` (None: none)."""
        layout = self.my_forest()
        for target in self.card_targets(uid):
            rect = self.target_rect(target, layout)
            if rect is not None and rect.collidepoint(pos):
                return target
        return None

    def target_rect(self, target, layout: ForestLayout | None = None) -> pygame.Rect | None:
        layout = layout or self.my_forest()
        what, tid = target
        if what == "tree":
            spot = layout.tree(tid)
            return spot.rect.inflate(self.gap, self.gap) if spot else None
        if what == "new":
            return layout.new_tree.inflate(self.gap, self.gap) if layout.new_tree else None
        return self.forest_zone(layout)

    def forest_zone(self, layout: ForestLayout) -> pygame.Rect:
        """The forest as a drop target for cards that go among its cards: anywhere in it (no card that goes
        there has a tree to go to as well, so the two kinds of target never compete)."""
        return self.forest_area.inflate(-self.gap, -self.gap)

    def _pointed(self, pos) -> bool:
        if self.drag is not None:
            self.hover_target = self.target_at(pos, self.drag[0])
        return self.drag is not None

    def _mouse_down(self, pos) -> bool:
        prompt = self.prompt()
        if prompt is None:
            return False
        if self.staged is not None:
            rect = self.target_rect(self.staged.target)
            if rect is not None and rect.collidepoint(pos):
                self.undo()                  # picked up again
                return True
        for slot in self.slots():
            if not slot.rect.collidepoint(pos):
                continue
            if slot.draggable:
                self.staged = None
                self.drag = (slot.uid, slot.kind, (pos[0] - slot.rect.x, pos[1] - slot.rect.y))
                self.drag_pos = pos
                self.app.audio.play("card_pick")
                self.focus = -1
                return True
            if slot.item is not None:
                self.choose_item(slot.item)
                return True
        # a card to choose may be clicked where it lies in a forest too
        for item, rect in self.forest_items():
            if rect.collidepoint(pos):
                self.choose_item(item)
                return True
        return False

    def forest_items(self) -> list[tuple[Item, pygame.Rect]]:
        """The dialog's cards as they lie in the forests: (item, the card's rect there)."""
        def make():
            prompt = self.prompt()
            if prompt is None or prompt.mode != "dialog" or not prompt.items:
                return []
            layouts = [self.my_forest()] + [layout for _, _, layout in self.mini_layouts()]
            out = []
            for item in prompt.items:
                if item.uid < 0:
                    continue
                for layout in layouts:
                    rect = layout.card_rect(item.uid)
                    if rect is not None:
                        out.append((item, rect))
                        break
            return out
        return self._memo("forest_items", make)

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return False
        uid, kind, offset = self.drag
        self.drag = None
        self.hover_target = None
        target = self.target_at(pos, uid)
        if target is not None and self.drop(uid, target):
            if self.staged is not None:
                self.app.audio.play("card_lay")     # held for Confirm: laid (the placement itself sounds once played)
            return True
        self.app.audio.play("card_back" if target is None else "refuse_drop")
        # anywhere else: the card flies back to its place in the strip and nothing changes
        home = next((s.rect for s in self.slots() if s.uid == uid), None)
        if home is not None and self.app.settings.animation_speed:
            self.flights.append(Flight((pos[0] - offset[0], pos[1] - offset[1]), home, kind, 0.0, uid=uid))
        if target is None and self.forest_area.collidepoint(pos):
            self.message = self.t("ct_not_there")
        return True

    # keyboard: Tab / arrows move the focus over the cards and buttons, Enter acts, Escape steps back

    def focusables(self) -> list[tuple[str, object]]:
        prompt = self.prompt()
        if prompt is None:
            return []
        if self.aiming is not None:
            return [("target", t) for t in self.card_targets(self.aiming)]
        out: list[tuple[str, object]] = []
        for slot in self.slots():
            if slot.draggable:
                out.append(("card", slot.uid))
            elif slot.item is not None:
                out.append(("item", slot.item))
        out += [("button", i) for i, b in enumerate(self.column.buttons) if b.enabled]
        return out

    def _key(self, intent: Key) -> bool:
        if isinstance(intent, Hint):
            if self.hint_available:
                self.request_hint()
            return True
        if isinstance(intent, (Back, Undo)):
            if self.aiming is not None:
                self.aiming = None
                self.focus = -1
                return True
            if self.staged is not None or self.selected is not None or self.sub:
                self.undo()
                return True
            return False
        items = self.focusables()
        if not items:
            return False
        step = focus_step(intent)
        if step:
            self.focus = (self.focus + step) % len(items) if 0 <= self.focus < len(items) else (
                0 if step > 0 else len(items) - 1)
            self._sync_focus(items)
            return True
        if isinstance(intent, Confirm):
            if not 0 <= self.focus < len(items):
                if not intent.default:       # Space presses what has the focus only
                    return False
                if self.staged is not None or self.selected is not None:
                    return self.confirm()
                primary = next((b for b in self.column.buttons if b.primary and b.enabled), None)
                if primary is not None:
                    primary.action()
                    return True
                return False
            what, value = items[self.focus]
            if what == "button":
                self.column.buttons[value].action()
            elif what == "item":
                if self.selected == value:   # Enter again on the card chosen: that choice confirmed
                    self.confirm()
                else:
                    self.choose_item(value)
            elif what == "card":
                self.aiming = value
                self.focus = 0
                self._sync_focus(self.focusables())
            elif what == "target":
                uid, self.aiming = self.aiming, None
                self.focus = -1
                if not self.drop(uid, value):
                    self.message = self.t("ct_not_there")
            return True
        return False

    def _sync_focus(self, items) -> None:
        if 0 <= self.focus < len(items) and items[self.focus][0] == "button":
            self.column.focus_on(items[self.focus][1])
        else:
            self.column.clear_focus()

    def focused(self) -> tuple[str, object] | None:
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None
