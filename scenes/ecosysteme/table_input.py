"""The input of Ecosystème's draft table (scenes/ecosysteme/table.py) while the human on screen plays: a hand card
dragged to a lit cell (the hover preview says what it would score there, the rules' count), a placement picked up
again, a Lapin's swap dragged between two cards, a solo discard dropped on the opponent's grid; and the keyboard —
the hand selected with ← / → or Tab, Enter to choose its cell with the arrows, S to skip a swap, H for a hint,
Backspace or Escape to take a placement back. Both come as intents (scenes/shell/intents.py): a drop and Enter on
a cell end in the same ``try_pick``, a click on Confirm and Enter in the same ``confirm``.

``TableInput`` is a part of ``TableScene``: it reads the scene's layout and answers through its actions
(``try_pick``, ``try_swap``, ``try_discard``, ``confirm``, ``undo``), which the rules accept or refuse.
"""
from __future__ import annotations

from game.ecosysteme.actions import LegalPicks, Pick

from ..shell.intents import (Back, Confirm, Hint, Key, NextFocus, PreviousFocus, Skip, 
                             Step, Undo)


class TableInput:
    """Mouse and keys at play."""

    def _pointed(self, pos) -> bool:
        self._hover(pos)
        return self.dragging is not None

    def _mouse_down(self, pos) -> bool:
        if self.staged is not None and self.board().rect(self.staged.cell).collidepoint(pos):
            kind = self.staged.card           # picked up again: back in hand, and in the hand being dragged
            self.undo()
            for i, (k, rect) in enumerate(self.hand_rects()):
                if k == kind:
                    self.dragging, self.selected = kind, i
                    self.drag_offset = (rect.w // 2, rect.h // 2)
                    self.drag_pos = pos
                    break
            return True
        if self.pending_rabbit:
            cell = self.board().cell_at(pos, self._swappable_cells())
            if cell is not None:
                self.swap_from = cell
                self.dragging = "swap"
                self.drag_pos = pos
                self.app.audio.play("card_pick")
                return True
            return False
        for i, (kind, rect) in enumerate(self.hand_rects()):
            if rect.collidepoint(pos):
                self.dragging = kind
                self.selected = i
                self.drag_offset = (pos[0] - rect.x, pos[1] - rect.y)
                self.drag_pos = pos
                self.app.audio.play("card_pick")
                return True
        return False

    def _mouse_up(self, pos) -> bool:
        kind, self.dragging = self.dragging, None
        self.preview = None
        if kind is None:
            return False
        if kind == "swap":
            target = self.board().cell_at(pos, self._swappable_cells())
            start, self.swap_from = self.swap_from, None
            if target is not None and start is not None and target != start:
                self.app.audio.play("swap")
                return self.try_swap(start, target)
            self.app.audio.play("card_back")
            return True
        if self.discarding:
            for label, what, rect in self.mini_boards():
                if what[0] == "opponent" and rect.collidepoint(pos):
                    return self.try_discard(kind)
            if not any(rect.collidepoint(pos) for _, rect in self.hand_rects()):
                self.message = self.t("discard_here", name=self.match.opponent_name)
            return True
        legal = self.legal()
        if isinstance(legal, LegalPicks):
            cell = self.board().cell_at(pos, legal.cells)
            if cell is not None:
                self.app.audio.play("card_lay")
                return self.try_pick(kind, cell)
        self.app.audio.play("card_back")
        return True   # dropped elsewhere: the card flies back to the hand

    def _hover(self, pos) -> None:
        self.hover_cell = None
        if self.dragging and self.dragging != "swap" and not self.discarding:
            legal = self.legal()
            if isinstance(legal, LegalPicks):
                cell = self.board().cell_at(pos, legal.cells)
                if cell is not None and cell != (self.preview or (None, None))[0]:
                    self.preview = (cell, self._delta(Pick(self.dragging, cell)))
                elif cell is None:
                    self.preview = None

    def _delta(self, pick: Pick) -> int:
        now = self.match.state.score().players[self.seat].total
        return self.match.state.score_if(self.seat, pick).total - now

    def _swappable_cells(self) -> list:
        eco = self.match.state.ecosystems[self.seat]
        return eco.cells() + ([self.pending_rabbit[1]] if self.pending_rabbit else [])

    @staticmethod
    def _hand_step(intent: Key) -> int:
        """How far a key moves the selection in the hand: → and Tab one on, ← and Shift+Tab one back; Shift turns
        → back too (0: not a key of the hand)."""
        if isinstance(intent, Step) and intent.dx and not intent.dy:
            return -1 if intent.dx < 0 or intent.shift else 1
        if isinstance(intent, NextFocus):
            return 1
        if isinstance(intent, PreviousFocus):
            return -1
        return 0

    def _key(self, intent: Key) -> bool:
        hand = self.hand_rects()
        if isinstance(intent, (Undo, Back)):
            if self.staged is not None or self.pending_rabbit:
                self.undo()
                return True
        if self.staged is not None:
            if isinstance(intent, Confirm):
                return self.confirm()
        if isinstance(intent, Hint) and self.hint_available and not self.pending_rabbit:
            self.request_hint()
            return True
        if self.pending_rabbit:
            if isinstance(intent, Skip):
                self.skip_swap()
                return True
            cells = self._swappable_cells()
            return self._move_cursor(intent, cells, on_enter=self._keyboard_swap)
        if self.cursor is None:
            step = self._hand_step(intent)
            if step and hand:
                self.selected = (self.selected + step) % len(hand)
                return True
            if isinstance(intent, Confirm) and hand:
                kind = hand[min(self.selected, len(hand) - 1)][0]
                if self.discarding:
                    return self.try_discard(kind)
                legal = self.legal()
                if isinstance(legal, LegalPicks) and legal.cells:
                    self.cursor = legal.cells[0]
                return True
            return False
        legal = self.legal()
        cells = list(legal.cells) if isinstance(legal, LegalPicks) else []
        if isinstance(intent, Back):
            self.cursor = None
            return True
        kind = hand[min(self.selected, len(hand) - 1)][0]
        return self._move_cursor(intent, cells, on_enter=lambda cell: self.try_pick(kind, cell))

    def _keyboard_swap(self, cell) -> None:
        if self.swap_from is None:
            self.swap_from = cell
        elif cell != self.swap_from:
            self.try_swap(self.swap_from, cell)

    def _move_cursor(self, intent: Key, cells, on_enter) -> bool:
        """The keyboard's cursor over ``cells``: the arrows to the nearest cell that way, Tab (and Shift+Tab: both
        walk on) to the next, Enter to ``on_enter`` the cell."""
        if not cells:
            return False
        if self.cursor not in cells:
            self.cursor = cells[0]
        if isinstance(intent, (NextFocus, PreviousFocus)):
            self.cursor = cells[(cells.index(self.cursor) + 1) % len(cells)]
            return True
        if isinstance(intent, Step):
            dr, dc = intent.dy, intent.dx
            r, c = self.cursor
            ahead = [x for x in cells if (x[0] - r) * dr + (x[1] - c) * dc > 0]
            if ahead:
                self.cursor = min(ahead, key=lambda x: (abs(x[0] - r) + abs(x[1] - c), x))
            return True
        if isinstance(intent, Confirm):
            cell = self.cursor
            on_enter(cell)
            if not self.pending_rabbit or self.swap_from is None:
                self.cursor = None if not self.pending_rabbit else self.cursor
            return True
        return False
