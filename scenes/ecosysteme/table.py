"""Ecosystème's draft table (Forêt, Savane): the active human's hand and ecosystem, every other ecosystem, the
neutral's pile and the solo opponent, the race, drag and drop, a Lapin's swap, the keyboard cursor, the hint.

The rules decide everything: the lit cells are the LegalPicks the game lists, a drop becomes a Pick
the game accepts or refuses, and the hover preview is the game's own score_if.

What is not Ecosystème's own comes from the shell: the match (whose turn, hand-off, computers and hint in the
worker, autosave, leaving, the end) is scenes/shell/match.py, and the scene plumbing (top bar, log panel,
message, hand-off and leave screens, update loop, draw order) is scenes/shell/table_base.py. This module keeps
the table's state, its actions and the hooks; beside it, table_layout (where things go), table_input (the mouse
and the keys at play) and table_draw (the board, the hand and the panels).
"""
from __future__ import annotations

import pygame

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.errors import IllegalAction
from game.ecosysteme.race import race as race_of
from game.session import Match

from .race import RacePanel
from ..shell.table_base import TableBase
from ..ui import ACCENT, HIGHLIGHT, Button
from .table_draw import TableDrawing
from .table_input import TableInput
from .table_layout import TableLayout

DRAW_NOTICE_SECONDS = 2.5


class TableScene(TableDrawing, TableInput, TableLayout, TableBase):
    def __init__(self, app, match: Match, autosave: bool = True) -> None:
        # the table's own state first: the match starts in TableBase.__init__ and its hooks reset some of it
        self.dragging: str | None = None       # kind id of the hand card being dragged
        self.drag_pos = (0, 0)
        self.drag_offset = (0, 0)
        self.selected = 0                      # keyboard: selected hand card
        self.cursor: tuple[int, int] | None = None   # keyboard: selected cell
        self.pending_rabbit: tuple[str, tuple[int, int]] | None = None   # placed, waiting for swap/skip
        self.staged: Pick | None = None        # placed on the board, waiting for Confirm (or Undo)
        self.swap_from: tuple[int, int] | None = None
        self.draw_notice: tuple[int, float] | None = None   # solo: (cards drawn, seconds left on screen)
        self.hover_cell = None
        self.preview = None
        self.race_panel = RacePanel()           # every total, the comparisons, solo's margin: the state of the race
        self._ghost: tuple[tuple, pygame.Surface] | None = None   # the hinted card's see-through face
        super().__init__(app, match, autosave)

    # ------------------------------------------------------------------ the match controller's hooks

    def turn_began(self, new_seat: bool) -> None:
        if new_seat:
            self.selected = 0
            self.cursor = None
        self.pending_rabbit = None
        self.staged = None
        self.swap_from = None

    def accepted(self) -> None:
        self.message = None
        self.pending_rabbit = None
        self.swap_from = None
        self.cursor = None              # a new choice starts from the hand (a Lapin's swap had kept it)
        self.preview = None

    def score_scene(self):
        from .scoring import ScoringScene

        return ScoringScene(self.app, self.match)

    def state_key(self):
        game = self.match.state
        return (len(game.history), game.phase, len(game.opponent), self.seat)

    def game_key(self) -> tuple:
        """Changes whenever the game does: a reveal, a pick submitted, a solo step."""
        game = self.match.state
        return len(game.history), game.phase, tuple(p is not None for p in game.pending), len(game.opponent)

    def memo_key(self):
        return self.pending_rabbit, self.staged

    def hint_put_away(self) -> bool:
        # put away while a card of theirs waits on the board, and back if they take it back
        return bool(self.pending_rabbit) or self.staged is not None

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: the second round has just begun and its reveal is over."""
        return len(self.match.state.history) >= 10 and self.reveal_timer <= 0

    def title(self) -> str:
        return self.match.state.rules.name(self.app.lang)

    @property
    def discarding(self) -> bool:
        return self.match.solo and self.match.state.phase == "discard"

    # ------------------------------------------------------------------ buttons

    def play_buttons(self) -> list[Button]:
        k = self.s
        buttons = []
        if self.staged is not None:
            # Confirm and Undo at the bottom of the panel beside the hand, under the explanation
            hint = self.hint_rect()
            bh = int(46 * k)
            buttons.append(Button(self.t("undo_pick"), self.undo,
                                  pygame.Rect(hint.x + 10, hint.bottom - 2 * bh - int(16 * k), hint.w - 20, bh),
                                  size=self.fs(18)))
            buttons.append(Button(self.t("confirm_pick"), self.confirm,
                                  pygame.Rect(hint.x + 10, hint.bottom - bh - int(8 * k), hint.w - 20, bh),
                                  primary=True, size=self.fs(20)))
        elif self.pending_rabbit:
            # in the hint panel beside the hand, under the swap instructions
            hint = self.hint_rect()
            buttons.append(Button(self.t("skip_swap"), self.skip_swap,
                                  pygame.Rect(hint.x + 10, hint.bottom - int(54 * k), hint.w - 20, int(46 * k)),
                                  primary=True, size=self.fs(20)))
        elif self.hint_available:
            hint = self.hint_rect()
            waiting = self.hint_job is not None
            buttons.append(Button(self.t("hint_thinking" if waiting else "hint_button"), self.request_hint,
                                  pygame.Rect(hint.x + 10, hint.bottom - int(54 * k), hint.w - 20, int(46 * k)),
                                  enabled=not waiting, size=self.fs(20)))
        return buttons

    @property
    def hint_available(self) -> bool:
        if not self.controller.may_hint():
            return False
        # not once this seat's pick is in, nor while a placement waits for its confirmation
        return self.match.state.pending[self.seat] is None and self.staged is None

    # ------------------------------------------------------------------ what the rules say

    def gains(self, card: str) -> dict:
        """What ``card`` would add to this seat's total on each legal cell now (the rules' count): shown on
        every lit cell while the card is dragged or chosen with the keyboard, so the best cell shows at once."""
        def make() -> dict:
            legal = self.legal()
            if not isinstance(legal, LegalPicks) or card not in legal.cards:
                return {}
            view = self.view
            return {cell: view.gain_if(Pick(card, cell)) for cell in legal.cells}
        return self._memo(("gains", card), make)

    def running_score(self):
        if self.staged is not None:        # what the placement waiting for its confirmation would score
            return self._memo("score", lambda: self.match.state.score_if(self.seat, self.staged))
        return self._memo("score", lambda: self.match.state.score().players[self.seat])

    def race(self):
        """The state of the race (every total, the comparisons with the neutral, solo's margin), from the
        rules through this seat's view; asked again only when the game changes."""
        return self._memo("race", lambda: race_of(self.view))

    # ------------------------------------------------------------------ actions

    def try_pick(self, kind: str, cell) -> bool:
        """Place ``kind`` at ``cell`` if the rules allow it (a Lapin then waits for its swap)."""
        legal = self.legal()
        if not isinstance(legal, LegalPicks) or Pick(kind, cell) not in legal:
            self.message = self.t("not_there")
            return False
        self.staged = None                 # another card (or cell) replaces a placement not yet confirmed
        if kind in legal.swapping and legal.swap_count(kind):
            self.pending_rabbit = (kind, cell)
            self.swap_from = None
            self._buttons()
            return True
        return self._stage(Pick(kind, cell))

    def skip_swap(self) -> None:
        if self.pending_rabbit:
            kind, cell = self.pending_rabbit
            self._stage(Pick(kind, cell))

    def _stage(self, pick: Pick) -> bool:
        """A legal placement: played at once, or (the "confirm each pick" setting) laid on the board to be
        confirmed or taken back. Nothing is submitted before the confirmation, so nothing hidden shows."""
        if not self.app.settings.confirm_picks:
            return self._submit(pick)
        self._set_staged(pick)
        return True

    def _set_staged(self, pick: Pick | None) -> None:
        """The placement waiting for Confirm (None: none, the card is back in hand); a Lapin's swap is over."""
        self.staged = pick
        self.pending_rabbit = None
        self.swap_from = None
        self.cursor = None
        self.message = None
        self._buttons()

    def confirm(self) -> bool:
        pick, self.staged = self.staged, None
        if pick is None:
            return False
        if self._submit(pick):
            return True
        self._buttons()       # refused, or held by a lesson's step: Confirm and Undo go, the card is back in hand
        return False

    def undo(self) -> None:
        """Take back the placement not yet confirmed (and a Lapin waiting for its swap): the card is in hand."""
        if self.staged is not None or self.pending_rabbit is not None:
            self._set_staged(None)

    def try_swap(self, a, b) -> bool:
        kind, cell = self.pending_rabbit
        try:
            self.match.state.check(self.seat, Pick(kind, cell, (a, b)))
        except IllegalAction:
            self.message = self.t("bad_swap")
            return False
        return self._stage(Pick(kind, cell, (a, b)))

    def try_discard(self, kind: str) -> bool:
        if not self._submit(Discard(kind)):
            return False
        drawn = self.match.state.last_draw
        if drawn and not self.match.over:          # solo: show what was drawn (1, or 5 after a full row)
            self.draw_notice = (drawn, DRAW_NOTICE_SECONDS)
        return True

    # ------------------------------------------------------------------ every frame

    def before_update(self, dt: float) -> None:
        if self.seat is not None:            # the hand shrinks as it passes: the selection stays on a card
            self.selected = max(0, min(self.selected, len(self.hand_rects()) - 1))

    def after_update(self, dt: float) -> None:
        if self.draw_notice:
            n, left = self.draw_notice
            left -= dt * max(self.app.settings.animation_speed, 0.5)
            self.draw_notice = (n, left) if left > 0 else None

    def moving(self) -> bool:
        """A notice runs, or a placement waiting for Confirm pulses."""
        return bool(self.draw_notice) or self.staged is not None

    # ------------------------------------------------------------------ the top bar, the card viewer, the board

    def progress_text(self) -> str:
        game = self.match.state
        if self.match.solo:
            return self.t("solo_status", turn=game.turn, turns=game.rules.solo.turns)
        arrow = "→" if game.direction == "left" else "←"
        return self.t("round_status", round=game.round, pick=game.pick, picks=game.rules.picks_per_round,
                      arrow=arrow, direction=self.t(f"pass_{game.direction}"))

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The top bar's right-hand line: whose turn it is and what to do, or who is still thinking."""
        name = self.match.names()[self.seat]
        game = self.match.state
        if self.draw_notice and not self.discarding:
            return self.draw_notice_text(), HIGHLIGHT
        if self.spectating:
            return self.t("watching", name=name), ACCENT
        if self.handing_off:
            return self.t("table_revealing"), HIGHLIGHT
        if self.discarding:
            return self.t("your_discard", name=name, opponent=self.match.opponent_name), ACCENT
        if self.pending_rabbit:
            return self.t("your_swap", name=name), ACCENT
        if self.staged is not None:
            return self.t("table_confirm_status", name=name), ACCENT
        waiting = self.computers_thinking
        if game.pending[self.seat] is not None and waiting:
            names = self.match.names()
            if len(waiting) == 1:
                return self.t("thinking_one", name=names[waiting[0]]), HIGHLIGHT
            return self.t("thinking_many", n=len(waiting)), HIGHLIGHT
        return self.t("your_pick", name=name), ACCENT

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: in the hand, on the board, on the small
        boards and the neutral's pile. Nothing while a card is dragged or the screen is being passed."""
        if self.seat is None or self.private or self.dragging or self.handing_off:
            return None
        gid = self.match.game_id
        hand = self.hand_rects()
        hidden = self._hand_gap()
        for i, (kind, rect) in enumerate(hand):
            if i != hidden and rect.collidepoint(pos):
                return gid, kind, rect
        board = self.board()
        for cell, kind in self.placed().items():
            rect = board.rect(cell)
            if rect.collidepoint(pos):
                return gid, kind, rect
        for *_, tokens in self.mini_contents():
            for rect, _, kind in tokens:
                if rect.collidepoint(pos):
                    return gid, kind, rect
        return self._label_at(pos) or self._race_line_at(pos)

    def _label_at(self, pos):
        """A column letter or row number of the board (the names the log gives cells): the grid's rules."""
        from game.ecosysteme.log import axis_names

        from .screens import GRID_LOOKUP

        board = self.board()
        rows, cols = axis_names(self.match.state.ecosystems[self.seat], board.rows, board.cols)
        size = max(12, self.fs(15))
        for c, name in cols.items():
            cell = board.rect((board.top, c))
            label = pygame.Rect(cell.x, cell.y - round(size * 1.5), cell.w, round(size * 1.5))
            if label.collidepoint(pos):
                return self.match.game_id, GRID_LOOKUP, label, self.t("eco_look_column", name=name)
        for r, name in rows.items():
            cell = board.rect((r, board.left))
            label = pygame.Rect(cell.x - round(size * 2.2), cell.y, round(size * 2.2), cell.h)
            if label.collidepoint(pos):
                return self.match.game_id, GRID_LOOKUP, label, self.t("eco_look_row", name=name)
        return None

    def _race_line_at(self, pos):
        """A comparison line of the race panel: its kind's card, and how the comparison stands now."""
        place = self.race_rect()
        if place is None:
            return None
        race = self.race()
        found = self.race_panel.comparison_at(place, race, self.s, pos)
        if found is None:
            return None
        comp = race.comparisons[found[0]]
        names = self.match.names()
        parts = []
        for st in comp.standings:
            who = self.t("race_neutral") if st.player is None else \
                names[st.player] if st.player < len(names) else str(st.player + 1)
            parts.append(f"{who} {st.value}" + (f" → +{st.prize}" if st.prize else ""))
        return self.match.game_id, comp.kind, found[1], self.t("race_look", standings=" · ".join(parts))

    def placed(self) -> dict:
        """What lies on this seat's board as the player sees it: the ecosystem, plus a Lapin waiting for its
        swap, a placement waiting for Confirm (its swap made), or a pick waiting for the others' reveal."""
        game = self.match.state
        placed = {cell: game.kind_id(uid) for cell, uid in game.ecosystems[self.seat].items()}
        if self.pending_rabbit:
            placed[self.pending_rabbit[1]] = self.pending_rabbit[0]
        staged = self.staged
        if staged is not None:            # laid down, not confirmed: drawn as it would be, swap included
            placed[staged.cell] = staged.card
            if staged.swap is not None:
                a, b = staged.swap
                placed[a], placed[b] = placed[b], placed[a]
        mine = game.pending[self.seat] if not self.spectating else None
        if mine is not None:              # chosen, waiting for the others: it lies there until the reveal
            placed[mine.cell] = mine.card
        return placed

    def choosing_card(self) -> str | None:
        """The hand card being placed: dragged, or chosen with the keyboard and looking for its cell."""
        if self.dragging and self.dragging != "swap" and not self.discarding:
            return self.dragging
        if self.cursor is not None and not self.pending_rabbit:
            hand = self.hand_rects()
            if hand:
                return hand[min(self.selected, len(hand) - 1)][0]
        return None

