"""Ecosystème's draft table (Forêt, Savane): the active human's hand and ecosystem, every other ecosystem, the
neutral's pile and the solo opponent, the race, drag and drop, a Lapin's swap, the keyboard cursor, the hint.

The rules decide everything: the lit cells are the LegalPicks the game lists, a drop becomes a Pick
the game accepts or refuses, and the hover preview is the game's own score_if.

What is not Ecosystème's own comes from the shell: the match (whose turn, hand-off, computers and hint in the
worker, autosave, leaving, the end) is scenes/shell/match.py, and the scene plumbing (top bar, log panel,
message, hand-off and leave screens, update loop, draw order) is scenes/shell/table_base.py. This module writes
the board, the hand and the panels, and fills the hooks.
"""
from __future__ import annotations

import math

import pygame

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.errors import IllegalAction
from game.ecosysteme.explain import race as race_of
from game.ecosysteme.log import axis_names
from game.session import Match

from .race import RacePanel
from ..shell.match import REVEAL_SECONDS
from ..shell.table_base import TableBase
from ..ui import ACCENT, BAD, ENTER_KEYS, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, Button, panel

ASPECT = 1.4
HINT = (120, 206, 255)        # the hint's outline: apart from the gold of selection and reveals
DRAW_NOTICE_SECONDS = 2.5


def _cell_rect(origin: tuple[int, int], top_left: tuple[int, int], cw: int, ch: int, gap: int, cell) -> pygame.Rect:
    r, c = cell
    return pygame.Rect(origin[0] + (c - top_left[1]) * (cw + gap), origin[1] + (r - top_left[0]) * (ch + gap), cw, ch)


class BoardView:
    """Where the cells of one ecosystem are drawn: fits the cards and the legal cells in ``area``."""

    def __init__(self, cells: list, extra: list, area: pygame.Rect, max_width: int) -> None:
        shown = list(cells) + list(extra) or [(0, 0)]
        self.top = min(r for r, _ in shown)
        self.left = min(c for _, c in shown)
        rows = max(r for r, _ in shown) - self.top + 1
        cols = max(c for _, c in shown) - self.left + 1
        self.rows = range(self.top, self.top + rows)
        self.cols = range(self.left, self.left + cols)
        gap = 6
        cw = int(min(max_width, (area.w - gap * (cols - 1)) / cols, (area.h - gap * (rows - 1)) / rows / ASPECT))
        self.cw, self.ch, self.gap = cw, int(cw * ASPECT), gap
        width = cols * cw + (cols - 1) * gap
        height = rows * self.ch + (rows - 1) * gap
        self.origin = (area.centerx - width // 2, area.centery - height // 2)

    def rect(self, cell) -> pygame.Rect:
        return _cell_rect(self.origin, (self.top, self.left), self.cw, self.ch, self.gap, cell)

    def cell_at(self, pos, cells) -> tuple[int, int] | None:
        for cell in cells:
            if self.rect(cell).collidepoint(pos):
                return cell
        return None



class TableScene(TableBase):
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
        game = self.match.game
        return (len(game.history), game.phase, len(game.opponent), self.seat)

    def game_key(self) -> tuple:
        """Changes whenever the game does: a reveal, a pick submitted, a solo step."""
        game = self.match.game
        return len(game.history), game.phase, tuple(p is not None for p in game.pending), len(game.opponent)

    def memo_key(self):
        return self.pending_rabbit, self.staged

    def hint_put_away(self) -> bool:
        # put away while a card of theirs waits on the board, and back if they take it back
        return bool(self.pending_rabbit) or self.staged is not None

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: the second round has just begun and its reveal is over."""
        return len(self.match.game.history) >= 10 and self.reveal_timer <= 0

    def title(self) -> str:
        return self.match.game.rules.name(self.app.lang)

    @property
    def discarding(self) -> bool:
        return self.match.solo and self.match.game.phase == "discard"

    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        bar = self.top_bar.h
        hand_h = int(min(max(150, h * 0.21), 300))
        side = int(min(max(240, w * 0.16), 420))
        self.hand_area = pygame.Rect(side + 20, h - hand_h - 8, w - 2 * side - 40, hand_h)
        cols_h = h - bar - 10 - hand_h - 26
        self.left_col = pygame.Rect(10, bar + 10, side, cols_h)
        self.right_col = pygame.Rect(w - side - 10, bar + 10, side, cols_h)
        self.board_area = pygame.Rect(side + 30, bar + 14, w - 2 * side - 60, cols_h - 8)
        if not self.show_log and not any(rect.x == self.right_col.x for _, _, rect in self.mini_boards()):
            # the log put away and no small board on the right: the board takes the empty column
            self.board_area.w = w - 20 - self.board_area.x

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
        return self.match.game.pending[self.seat] is None and self.staged is None

    # ------------------------------------------------------------------ geometry

    def board(self) -> BoardView:
        def make() -> BoardView:
            eco = self.match.game.ecosystems[self.seat]
            extra = list(self.legal().cells) if isinstance(self.legal(), LegalPicks) else []
            room = self.label_room()         # the column letters above, the row numbers on the left
            a = self.board_area
            area = pygame.Rect(a.x + room, a.y + room, a.w - 2 * room, a.h - room)
            return BoardView(eco.cells(), extra, area, int(150 * self.s))
        return self._memo("board", make)

    def label_room(self) -> int:
        return self.fs(20)

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

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        return self._memo("hand", self._hand_rects)

    def running_score(self):
        if self.staged is not None:        # what the placement waiting for its confirmation would score
            return self._memo("score", lambda: self.match.game.score_if(self.seat, self.staged))
        return self._memo("score", lambda: self.match.game.score().players[self.seat])

    def _hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        hand = list(self.view.hand) if self.view else []
        if not hand:
            return []
        area = self.hand_area
        cw = int(min(130 * self.s, (area.w - 10 * (len(hand) - 1)) / len(hand), (area.h - 20) / ASPECT))
        ch = int(cw * ASPECT)
        total = len(hand) * cw + (len(hand) - 1) * 10
        x0 = area.centerx - total // 2
        return [(kind, pygame.Rect(x0 + i * (cw + 10), area.bottom - ch - 6, cw, ch)) for i, kind in enumerate(hand)]

    def mini_boards(self) -> list[tuple[str, object, pygame.Rect]]:
        """(label, what, rect) for every other ecosystem, the neutral pile and the solo opponent."""
        game = self.match.game
        names = self.match.names()
        totals = self.race().totals             # every seat's running score on its panel
        items = [(self.t("table_mini_score", name=names[i], total=totals[i]), ("eco", i))
                 for i in range(game.players) if i != self.seat]
        if game.has_neutral:
            items.append((f"{self.t('neutral')} · {len(game.neutral_pile)}", ("neutral", None)))
        if self.match.solo:
            label = self.t("table_opponent_score", name=self.match.opponent_name, n=len(game.opponent),
                           turns=game.rules.solo.turns, total=totals[-1])
            items.append((label, ("opponent", None)))
        # three to a column; a crowded table with the log shown puts four on the left when they stay big
        # enough, so the log keeps room to read; with the log put away the right column's boards share its
        # whole height (no empty column)
        per_col = 3
        if len(items) > 4 and self.show_log and (self.left_col.h - 30) // 4 >= int(105 * self.s):
            per_col = 4
        columns = [(self.left_col, items[:per_col]), (self.right_col, items[per_col:])]
        slots = []
        for col, members in columns:
            count = per_col if (col is self.left_col or self.show_log) else max(1, len(members))
            height = (col.h - 10 * (count - 1)) // count
            for k, (label, what) in enumerate(members):
                slots.append((label, what, pygame.Rect(col.x, col.y + k * (height + 10), col.w, height)))
        return slots

    def race(self):
        """The state of the race (every total, the comparisons with the neutral, solo's margin), from the
        rules through this seat's view; asked again only when the game changes."""
        return self._memo("race", lambda: race_of(self.view))

    def _free_right(self) -> pygame.Rect:
        """The right column below its small boards."""
        right = [rect for _, _, rect in self.mini_boards() if rect.x == self.right_col.x]
        top = max(rect.bottom for rect in right) + 10 if right else self.right_col.y
        return pygame.Rect(self.right_col.x, top, self.right_col.w, self.right_col.bottom - top)

    def race_rect(self) -> pygame.Rect | None:
        """The race panel's place: the top of the right column's free room."""
        def make() -> pygame.Rect | None:
            free = self._free_right()
            least = int(RacePanel.min_size(self.race())[1] * min(self.s, 1.3))
            roomy = int(least * 1.4)              # larger type where the log keeps room to read all the same
            height = roomy if free.h - roomy - 10 >= int(220 * self.s) else least
            return pygame.Rect(free.x, free.y, free.w, height) if free.h >= height else None
        return self._memo("race_rect", make)

    def log_rect(self) -> pygame.Rect | None:
        """The game log's place: the right column below its small boards and the race, if there is room."""
        def make() -> pygame.Rect | None:
            free = self._free_right()
            race = self.race_rect()
            top = race.bottom + 10 if race is not None else free.y
            rect = pygame.Rect(free.x, top, free.w, free.bottom - top)
            return rect if rect.h >= int(120 * self.s) else None
        return self._memo("log", make)

    def log_marks(self, items) -> list[pygame.Rect]:
        """The cards of the log lines pointed at, where they lie now (``LogItem.spots``): on this seat's board, on
        the other seats' small boards, in the neutral's pile or on the solo opponent's grid."""
        tokens = {(what, idx): cards for _, what, idx, _, _, cards in self.mini_contents()}
        staged = self.staged.swap if self.staged is not None else None
        marks = []
        for item in items:
            for spot in item.spots:
                if spot[0] == "eco":
                    _, seat, r, c = spot
                    cell = (r, c)
                    if seat == self.seat:
                        if staged is not None and cell in staged:    # a swap laid down, waiting for Confirm
                            cell = staged[1] if cell == staged[0] else staged[0]
                        marks.append(self.board().rect(cell))
                    else:
                        marks += [rect for rect, at, _ in tokens.get(("eco", seat), ()) if at == cell]
                elif spot[0] in ("neutral", "opponent"):
                    cards = tokens.get((spot[0], None), ())
                    if 0 <= spot[1] < len(cards):
                        marks.append(cards[spot[1]][0])
        return marks

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
        return self._submit(pick)

    def undo(self) -> None:
        """Take back the placement not yet confirmed (and a Lapin waiting for its swap): the card is in hand."""
        if self.staged is not None or self.pending_rabbit is not None:
            self._set_staged(None)

    def try_swap(self, a, b) -> bool:
        kind, cell = self.pending_rabbit
        try:
            self.match.game.check(self.seat, Pick(kind, cell, (a, b)))
        except IllegalAction:
            self.message = self.t("bad_swap")
            return False
        return self._stage(Pick(kind, cell, (a, b)))

    def try_discard(self, kind: str) -> bool:
        if not self._submit(Discard(kind)):
            return False
        drawn = self.match.game.last_draw
        if drawn and not self.match.over:          # solo: show what was drawn (1, or 5 after a full row)
            self.draw_notice = (drawn, DRAW_NOTICE_SECONDS)
        return True

    # ------------------------------------------------------------------ input

    def play_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            self._hover(event.pos)
            return self.dragging is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

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
                return True
            return False
        for i, (kind, rect) in enumerate(self.hand_rects()):
            if rect.collidepoint(pos):
                self.dragging = kind
                self.selected = i
                self.drag_offset = (pos[0] - rect.x, pos[1] - rect.y)
                self.drag_pos = pos
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
                return self.try_swap(start, target)
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
                return self.try_pick(kind, cell)
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
        now = self.match.game.score().players[self.seat].total
        return self.match.game.score_if(self.seat, pick).total - now

    def _swappable_cells(self) -> list:
        eco = self.match.game.ecosystems[self.seat]
        return eco.cells() + ([self.pending_rabbit[1]] if self.pending_rabbit else [])

    def _key(self, event: pygame.event.Event) -> bool:
        hand = self.hand_rects()
        undo_keys = (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_ESCAPE)
        if event.key in undo_keys or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if self.staged is not None or self.pending_rabbit:
                self.undo()
                return True
        if self.staged is not None:
            if event.key in ENTER_KEYS:
                return self.confirm()
        if event.key == pygame.K_h and self.hint_available and not self.pending_rabbit:
            self.request_hint()
            return True
        if self.pending_rabbit:
            if event.key == pygame.K_s:
                self.skip_swap()
                return True
            cells = self._swappable_cells()
            return self._move_cursor(event, cells, on_enter=self._keyboard_swap)
        if self.cursor is None:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB) and hand:
                step = -1 if event.key == pygame.K_LEFT or (event.mod & pygame.KMOD_SHIFT) else 1
                self.selected = (self.selected + step) % len(hand)
                return True
            if event.key in ENTER_KEYS and hand:
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
        if event.key == pygame.K_ESCAPE:
            self.cursor = None
            return True
        kind = hand[min(self.selected, len(hand) - 1)][0]
        return self._move_cursor(event, cells, on_enter=lambda cell: self.try_pick(kind, cell))

    def _keyboard_swap(self, cell) -> None:
        if self.swap_from is None:
            self.swap_from = cell
        elif cell != self.swap_from:
            self.try_swap(self.swap_from, cell)

    def _move_cursor(self, event, cells, on_enter) -> bool:
        if not cells:
            return False
        if self.cursor not in cells:
            self.cursor = cells[0]
        if event.key == pygame.K_TAB:
            self.cursor = cells[(cells.index(self.cursor) + 1) % len(cells)]
            return True
        moves = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0)}
        if event.key in moves:
            dr, dc = moves[event.key]
            r, c = self.cursor
            ahead = [x for x in cells if (x[0] - r) * dr + (x[1] - c) * dc > 0]
            if ahead:
                self.cursor = min(ahead, key=lambda x: (abs(x[0] - r) + abs(x[1] - c), x))
            return True
        if event.key in ENTER_KEYS:
            cell = self.cursor
            on_enter(cell)
            if not self.pending_rabbit or self.swap_from is None:
                self.cursor = None if not self.pending_rabbit else self.cursor
            return True
        return False

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

    # ------------------------------------------------------------------ drawing

    def draw_side(self, surface) -> None:
        self._draw_minis(surface)
        race = self.race_rect()
        if race is not None:
            self.race_panel.draw(surface, race, self.race(), self.match.names(), self.seat, self.app.fonts,
                                 self.app.cards, self.app.lang, self.s)

    def draw_play(self, surface) -> None:
        self._draw_board(surface)
        self._draw_hand(surface)

    def message_place(self) -> tuple[tuple[int, int], int]:
        return (self.board_area.centerx, self.hand_area.y - 4), self.board_area.w

    def draw_notes(self, surface) -> None:
        if self.draw_notice:
            self._draw_draw_notice(surface)

    def draw_over(self, surface) -> None:
        if self.dragging == "swap" and self.swap_from is not None:
            # a Lapin's swap: the card taken follows the pointer (its cell stays outlined)
            kind = self.placed().get(self.swap_from)
            if kind is not None:
                face = self.app.cards.face(self.match.game_id, kind, self.board().cw, self.app.lang)
                surface.blit(face, face.get_rect(center=self.drag_pos))
        if self.dragging and self.dragging != "swap":
            width = self.hand_rects()[0][1].w if self.hand_rects() else 100
            face = self.app.cards.face(self.match.game_id, self.dragging, width, self.app.lang)
            at = (self.drag_pos[0] - self.drag_offset[0], self.drag_pos[1] - self.drag_offset[1])
            surface.blit(face, at)
            if self.preview:   # what this card would score there, in a badge on the card's corner
                delta = self.preview[1]
                text = self.app.fonts.text(f"{delta:+d}", "black", 26, LIGHT)
                badge = text.get_rect(center=(at[0] + face.get_width(), at[1])).inflate(18, 8)
                pygame.draw.rect(surface, GOOD if delta > 0 else BAD if delta < 0 else INK_SOFT, badge,
                                 border_radius=badge.h // 2)
                pygame.draw.rect(surface, LIGHT, badge, width=2, border_radius=badge.h // 2)
                surface.blit(text, text.get_rect(center=badge.center))

    def progress_text(self) -> str:
        game = self.match.game
        if self.match.solo:
            return self.t("solo_status", turn=game.turn, turns=game.rules.solo.turns)
        arrow = "→" if game.direction == "left" else "←"
        return self.t("round_status", round=game.round, pick=game.pick, picks=game.rules.picks_per_round,
                      arrow=arrow, direction=self.t(f"pass_{game.direction}"))

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The top bar's right-hand line: whose turn it is and what to do, or who is still thinking."""
        name = self.match.names()[self.seat]
        game = self.match.game
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

    def _draw_minis(self, surface) -> None:
        fonts, game, gid = self.app.fonts, self.match.game, self.match.game_id
        chosen = game.view(self.seat).chosen
        thinking = self.computers_thinking
        last = len(game.neutral_pile) - 1
        for label, what, idx, rect, slots, tokens in self.mini_contents():
            panel(surface, rect, color=(30, 58, 48), edge=(70, 104, 88), radius=10, shadow=False)
            head = fonts.fit(label, "bold", self.fs(18), LIGHT, rect.w - int(44 * self.s))
            surface.blit(head, (rect.x + 10, rect.y + 4))
            if what == "eco" and not game.solo and chosen[idx]:
                # this seat has chosen (what, nobody sees until the reveal): a check mark
                cx, cy = rect.right - int(20 * self.s), rect.y + int(16 * self.s)
                pygame.draw.circle(surface, GOOD, (cx, cy), int(10 * self.s))
                pygame.draw.lines(surface, LIGHT, False, [(cx - 5, cy), (cx - 1, cy + 4), (cx + 5, cy - 4)], 3)
            elif what == "eco" and idx in thinking:
                self._draw_thinking(surface, (rect.right - int(30 * self.s), rect.y + int(16 * self.s)))
            for slot in slots:
                pygame.draw.rect(surface, (22, 44, 36), slot, border_radius=4)
            recent = self._recent(idx) if what == "eco" else None
            for n, (token, cell, kind) in enumerate(tokens):
                surface.blit(self.app.cards.icon(gid, kind, token.w), token)
                if (what == "eco" and cell == recent) or (what == "neutral" and n == last and self.reveal_timer > 0):
                    self._reveal_fx(surface, token, 4 if what == "eco" else token.w // 2)
            if what == "opponent" and self.discarding:
                pygame.draw.rect(surface, HIGHLIGHT, rect, width=3, border_radius=10)

    def _draw_thinking(self, surface, centre) -> None:
        """Three dots rising in turn: this computer is thinking."""
        r = max(3, int(3.5 * self.s))
        for i in range(3):
            lift = max(0.0, math.sin(self.time * 7 - i * 0.9)) * 5 * self.s
            pygame.draw.circle(surface, HIGHLIGHT, (centre[0] + (i - 1) * 3 * r, int(centre[1] - lift)), r)

    def _recent(self, seat: int):
        if self.reveal_timer <= 0 or not self.match.game.history:
            return None
        record = self.match.game.history[-1]
        actions = record.get("actions", [])
        return actions[seat].cell if seat < len(actions) else None

    def _reveal_fx(self, surface, rect: pygame.Rect, radius: int) -> None:
        """The reveal: a fresh card flashes and a ring spreads from it, fading out."""
        p = 1.0 - self.reveal_timer / REVEAL_SECONDS          # 0 → 1 over the reveal
        grow = int(4 + 18 * p)
        fx = pygame.Surface((rect.w + 2 * grow, rect.h + 2 * grow), pygame.SRCALPHA)
        if p < 0.45:
            flash = int(170 * (1 - p / 0.45))
            pygame.draw.rect(fx, (255, 250, 225, flash), (grow, grow, rect.w, rect.h), border_radius=radius)
        ring = int(255 * (1 - p))
        pygame.draw.rect(fx, (*HIGHLIGHT[:3], ring), fx.get_rect(), width=3, border_radius=radius + grow)
        surface.blit(fx, (rect.x - grow, rect.y - grow))

    @staticmethod
    def _mini_geometry(area, cells, fixed=False) -> tuple[list[pygame.Rect], list[tuple[pygame.Rect, tuple, str]]]:
        """A small board's empty slots and its cards' (rect, cell, kind), laid out in ``area``."""
        if fixed or not cells:
            top, left, rows, cols = 0, 0, 4, 5
        else:
            top = min(r for (r, _), _ in cells)
            left = min(c for (_, c), _ in cells)
            rows = max(max(r for (r, _), _ in cells) - top + 1, 4)
            cols = max(max(c for (_, c), _ in cells) - left + 1, 5)
        size = int(min((area.w - 3 * (cols - 1)) / cols, (area.h - 3 * (rows - 1)) / rows))
        x0 = area.centerx - (cols * size + (cols - 1) * 3) // 2
        y0 = area.centery - (rows * size + (rows - 1) * 3) // 2
        slots = [pygame.Rect(x0 + c * (size + 3), y0 + r * (size + 3), size, size)
                 for r in range(rows) for c in range(cols)]
        tokens = [(pygame.Rect(x0 + (c - left) * (size + 3), y0 + (r - top) * (size + 3), size, size), (r, c), kind)
                  for (r, c), kind in cells]
        return slots, tokens

    @staticmethod
    def _pile_geometry(area, kinds) -> list[tuple[pygame.Rect, str]]:
        size = max(18, min(30, area.w // 7))
        return [(pygame.Rect(area.x + (i % 7) * (size + 3), area.y + (i // 7) * (size + 3), size, size), kind)
                for i, kind in enumerate(kinds)]

    def mini_contents(self) -> list[tuple[str, str, object, pygame.Rect, pygame.Rect, list]]:
        """Every small board as drawn: (label, what, index, its panel, its inner area, its cards as
        (rect, cell or None, kind)), and the empty slots for grids; for drawing and for the card viewer."""
        def make():
            game = self.match.game
            out = []
            head_h = int(30 * self.s)
            for label, (what, idx), rect in self.mini_boards():
                inner = pygame.Rect(rect.x + 8, rect.y + head_h, rect.w - 16, rect.h - head_h - 8)
                if what == "eco":
                    cells = [(cell, game.kind_id(uid)) for cell, uid in game.ecosystems[idx].items()]
                    slots, tokens = self._mini_geometry(inner, cells)
                elif what == "opponent":
                    cells = [(divmod(i, 5), game.kind_id(uid)) for i, uid in enumerate(game.opponent)]
                    slots, tokens = self._mini_geometry(inner, cells, fixed=True)
                else:
                    slots = []
                    tokens = [(r, None, kind) for r, kind in
                              self._pile_geometry(inner, [game.kind_id(u) for u in game.neutral_pile])]
                out.append((label, what, idx, rect, slots, tokens))
            return out
        return self._memo("minis", make)

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
        return None

    def placed(self) -> dict:
        """What lies on this seat's board as the player sees it: the ecosystem, plus a Lapin waiting for its
        swap, a placement waiting for Confirm (its swap made), or a pick waiting for the others' reveal."""
        game = self.match.game
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

    def _draw_board(self, surface) -> None:
        gid, lang = self.match.game_id, self.app.lang
        board = self.board()
        legal = self.legal()
        card = self.choosing_card()
        cells = list(legal.cells) if isinstance(legal, LegalPicks) and not self.pending_rabbit else []
        lit = cells if card is not None else []
        for cell in cells:
            rect = board.rect(cell)
            colour = (70, 120, 96) if cell not in lit else HIGHLIGHT
            pygame.draw.rect(surface, colour, rect, width=3 if cell in lit else 2, border_radius=10)
        recent = self._recent(self.seat)
        for cell, kind in self.placed().items():
            rect = board.rect(cell)
            surface.blit(self.app.cards.face(gid, kind, board.cw, lang), rect)
            if cell == recent:
                self._reveal_fx(surface, rect, 10)
            if cell == self.swap_from or (self.pending_rabbit and cell == self.cursor):
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width=4, border_radius=12)
        if self.cursor is not None and not self.pending_rabbit:
            pygame.draw.rect(surface, ACCENT, board.rect(self.cursor).inflate(8, 8), width=4, border_radius=12)
        if self.staged is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            colour = tuple(int(c * (0.75 + 0.25 * pulse)) for c in ACCENT)
            for cell in (self.staged.cell, *(self.staged.swap or ())):
                pygame.draw.rect(surface, colour, board.rect(cell).inflate(8, 8), width=4, border_radius=12)
        hint = self.shown_hint
        if isinstance(hint, Pick):
            self._draw_hint_pick(surface, board, hint, ghost=card is None)
        if card is not None:
            self._draw_gains(surface, board, self.gains(card))
        self._draw_labels(surface, board)          # last: no outline may strike through a letter

    def _draw_labels(self, surface, board: BoardView) -> None:
        """Column letters and row numbers, the names the game log uses, so a line of it can be checked."""
        rows, cols = axis_names(self.match.game.ecosystems[self.seat], board.rows, board.cols)
        size = max(12, self.fs(15))
        for c, name in cols.items():
            rect = board.rect((board.top, c))
            text = self.app.fonts.text(name, "bold", size, LIGHT_SOFT)
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        for r, name in rows.items():
            rect = board.rect((r, board.left))
            text = self.app.fonts.text(name, "bold", size, LIGHT_SOFT)
            surface.blit(text, text.get_rect(midright=(rect.x - 5, rect.centery)))

    def _draw_gains(self, surface, board: BoardView, gains: dict) -> None:
        """Every lit cell says what the card would score there; the best ones wear a gold ring."""
        if not gains:
            return
        best = max(gains.values())
        ring = best > min(gains.values())         # where every cell is worth the same, no cell is the best
        size = max(13, self.fs(19))
        for cell, delta in gains.items():
            rect = board.rect(cell)
            if ring and delta == best:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(10, 10), width=3, border_radius=14)
            text = self.app.fonts.text(f"{delta:+d}", "black", size, LIGHT)
            badge = text.get_rect(center=rect.center).inflate(max(12, size // 2 + 6), 4)
            badge.h = max(badge.h, text.get_height())
            badge.center = rect.center
            pygame.draw.rect(surface, GOOD if delta > 0 else BAD if delta < 0 else INK_SOFT, badge,
                             border_radius=badge.h // 2)
            pygame.draw.rect(surface, LIGHT, badge, width=2, border_radius=badge.h // 2)
            surface.blit(text, text.get_rect(center=badge.center))

    def _draw_hint_pick(self, surface, board, hint: Pick, ghost: bool = True) -> None:
        """The suggested card as a ghost on its cell, and the two cards of its swap outlined and linked.
        While a card is being placed the ghost stays away (it would hide the lit cell and its score): the
        hinted cell keeps only its blue outline, outside the cell's own."""
        rect = board.rect(hint.cell)
        if not ghost:
            pygame.draw.rect(surface, HINT, rect.inflate(18, 18), width=3, border_radius=16)
            return
        pulse = 0.5 + 0.5 * math.sin(self.time * 4)
        key = (hint.card, board.cw, self.app.lang)
        if self._ghost is None or self._ghost[0] != key:   # a copy of the shared face, made once per hint
            self._ghost = (key, self.app.cards.face(self.match.game_id, hint.card, board.cw, self.app.lang).copy())
        ghost = self._ghost[1]
        ghost.set_alpha(150 + int(60 * pulse))
        surface.blit(ghost, rect)
        pygame.draw.rect(surface, HINT, rect.inflate(8, 8), width=4, border_radius=12)
        if hint.swap is not None:
            a, b = (board.rect(c) for c in hint.swap)
            for r in (a, b):
                pygame.draw.rect(surface, HINT, r.inflate(14, 14), width=3, border_radius=14)
            pygame.draw.line(surface, HINT, a.center, b.center, max(3, int(4 * self.s)))
            for r in (a, b):
                pygame.draw.circle(surface, HINT, r.center, max(6, int(8 * self.s)))

    def _hand_gap(self) -> int:
        """The hand's place left empty: its card lies on the board (-1: none)."""
        kinds = [k for k, _ in self.hand_rects()]

        def slot(kind: str) -> int:          # the selected card if it is of that kind (a hand may hold two)
            if self.selected < len(kinds) and kinds[self.selected] == kind:
                return self.selected
            return kinds.index(kind) if kind in kinds else -1

        mine = self.match.game.pending[self.seat] if not self.spectating else None
        if self.staged is not None:          # waiting for its confirmation
            return slot(self.staged.card)
        if mine is not None:                 # chosen, waiting for the reveal
            return slot(mine.card)
        if self.pending_rabbit:              # a Lapin on the board waiting for its swap
            return slot(self.pending_rabbit[0])
        return -1

    def _draw_hand(self, surface) -> None:
        gid, lang = self.match.game_id, self.app.lang
        strip = pygame.Rect(self.hand_area.x - 10, self.hand_area.y - 6, self.hand_area.w + 20, self.hand_area.h + 4)
        pygame.draw.rect(surface, (8, 18, 14), strip, border_radius=16)
        if self.handing_off:         # this hand was passed on: it is the next holder's to see, not the room's
            text = self.app.fonts.fit(self.t("table_revealing"), "bold", self.fs(22), LIGHT_SOFT, strip.w - 20)
            surface.blit(text, text.get_rect(center=strip.center))
            self._draw_score_panel(surface)
            self._draw_hint_panel(surface)
            return
        hand = self.hand_rects()
        placed = self._hand_gap()
        kinds = [k for k, _ in hand]
        hint = self.shown_hint
        hinted = kinds.index(hint.card) if hint is not None and hint.card in kinds else -1
        for i, (kind, rect) in enumerate(hand):
            if (kind == self.dragging and i == self.selected) or i == placed:
                pygame.draw.rect(surface, (30, 50, 42), rect, border_radius=10)
                continue
            lift = -12 if i == self.selected and (self.cursor is not None or self.discarding) else 0
            surface.blit(self.app.cards.face(gid, kind, rect.w, lang), rect.move(0, lift))
            if i == self.selected:
                pygame.draw.rect(surface, ACCENT, rect.move(0, lift).inflate(6, 6), width=3, border_radius=12)
            if i == hinted:
                pygame.draw.rect(surface, HINT, rect.move(0, lift).inflate(14, 14), width=4, border_radius=14)
        self._draw_score_panel(surface)
        self._draw_hint_panel(surface)

    def _draw_score_panel(self, surface) -> None:
        """The running score by kind (and Forêt's biodiversity), beside the hand."""
        fonts, gid = self.app.fonts, self.match.game_id
        score = self.running_score()
        box = pygame.Rect(self.hand_area.right + 20, self.hand_area.y - 6, self.app.size[0] - self.hand_area.right - 30,
                          self.hand_area.h + 4)
        panel(surface, box, color=PANEL, radius=12, shadow=False)
        title_key = "their_score" if self.spectating else "your_score"
        title = fonts.fit(self.t(title_key, name=self.match.names()[self.seat], total=score.total), "bold",
                          self.fs(19), INK, box.w - 20)
        surface.blit(title, (box.x + 10, box.y + 6))
        kinds = list(self.match.rules.kinds)
        footer = score.biodiversity is not None
        top = box.y + 10 + title.get_height()
        rows = -(-len(kinds) // 3)
        row_h = min(int(30 * self.s), (box.bottom - top - (24 * self.s if footer else 0) - 6) // rows)
        icon = max(14, row_h - 4)
        col_w = (box.w - 20) // 3
        for n, kind in enumerate(kinds):
            x = box.x + 10 + (n % 3) * col_w
            y = top + (n // 3) * row_h
            surface.blit(self.app.cards.icon(gid, kind.id, icon), (x, y))
            pts = score.kinds[kind.id]
            text = fonts.text(str(pts), "bold", self.fs(16), INK if pts else INK_SOFT)
            surface.blit(text, text.get_rect(midleft=(x + icon + 5, y + icon // 2)))
        if footer:
            # with the gaps that make it, so a first turn's −5 is not a mystery
            line = fonts.fit(self.t("table_biodiversity", points=score.biodiversity, gaps=score.gaps), "bold",
                             self.fs(15), BAD if score.biodiversity < 0 else INK, box.w - 20)
            surface.blit(line, line.get_rect(bottomleft=(box.x + 10, box.bottom - 6)))

    def hint_rect(self) -> pygame.Rect:
        return pygame.Rect(10, self.hand_area.y - 6, self.hand_area.x - 30, self.hand_area.h + 4)

    def _draw_hint_panel(self, surface) -> None:
        fonts = self.app.fonts
        left = self.hint_rect()
        if self.staged is not None:                      # Undo and Confirm sit at the bottom
            left = pygame.Rect(left.x, left.y, left.w, left.h - int(114 * self.s))
        elif self.pending_rabbit or self.hint_available:   # the Skip or Hint button sits at the bottom
            left = pygame.Rect(left.x, left.y, left.w, left.h - int(60 * self.s))
        panel(surface, left, color=PANEL, radius=12, shadow=False)
        hint = self.shown_hint
        if hint is not None:
            lines = self.hint_text(hint)
        elif self.spectating:
            lines = self.t("demo_hint")
        elif self.staged is not None:
            lines = self.t("placed_help")
        elif self.discarding:
            lines = self.t("discard_hint", name=self.match.opponent_name)
        elif self.pending_rabbit:
            lines = self.t("swap_keys")
        elif self.match.solo:
            solo = self.match.rules.solo
            lines = self.t("solo_hint", name=self.match.opponent_name, draw=solo.draw, row=solo.draw_after_row) \
                + "\n" + self.t("keys_short")
        else:
            lines = self.t("drag_hint")
        size = self.fs(16)
        wrapped = fonts.wrap(lines, "regular", size, INK, left.w - 20)
        while size > 11 and len(wrapped) * (wrapped[0].get_height() - 2) > left.h - 12:
            size -= 1
            wrapped = fonts.wrap(lines, "regular", size, INK, left.w - 20)
        y = left.y + 8
        for line in wrapped:
            surface.blit(line, (left.x + 10, y))
            y += line.get_height() - 2

    def hint_text(self, hint) -> str:
        """The suggestion in words, with what it earns now (the rules' count, through this seat's view)."""
        card = self.match.rules.kind(hint.card).name(self.app.lang)
        view = self.view
        if isinstance(hint, Discard):
            gain = self._memo("hint_gain", lambda: view.opponent_gain_if(hint.card))
            return self.t("hint_discard", card=card, name=self.match.opponent_name) + " " \
                + self.t("table_hint_discard_gain", name=self.match.opponent_name, gain=gain)
        text = self.t("hint_pick", card=card)
        if hint.swap is not None:
            text += " " + self.t("hint_swap")
        gain = self._memo("hint_gain", lambda: view.gain_if(hint))
        return text + " " + self.t("table_hint_gain" if gain > 0 else "table_hint_gain_later", gain=gain)

    def draw_notice_text(self) -> str | None:
        if not self.draw_notice:
            return None
        n = self.draw_notice[0]
        if n == self.match.rules.solo.draw_after_row:
            return self.t("drew_row", n=n, name=self.match.opponent_name)
        return self.t("drew_one" if n == 1 else "drew_many", n=n)

    def _draw_draw_notice(self, surface) -> None:
        """Solo: the cards just drawn are outlined (the top bar says how many)."""
        n = self.draw_notice[0]
        for _, rect in self.hand_rects()[-n:]:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=12)
