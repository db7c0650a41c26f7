"""Where Ecosystème's draft table (scenes/ecosysteme/table.py) puts things: the board of the seat on screen
(``BoardView``: its cards and legal cells fitted in the board's area), the hand, the small boards of the other
seats, the neutral's pile and the solo opponent, the race and the game log in the right column.

``TableLayout`` is a part of ``TableScene``: its geometry, memoised with the scene's derived state.
"""
from __future__ import annotations

import pygame

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.tutorial import matches

from .race import RacePanel

ASPECT = 1.4
LESSON_SIDE = 260      # the least width of the lesson's panel in the log's place (scenes/shell/coach.py)


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


class TableLayout:
    """The table's geometry."""

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        bar = self.top_bar.h
        hand_h = int(min(max(150, h * 0.21), 300))
        side = int(min(max(240, w * 0.16), 420))
        if getattr(self.match, "tutorial", False):
            # a lesson's panel takes the log's place only if it is wide enough (scenes/shell/coach.py's rect):
            # narrower, it would fall back to a box over the score panel and the hand's last cards
            side = max(side, round(LESSON_SIDE * self.s))
        self.hand_area = pygame.Rect(side + 20, h - hand_h - 8, w - 2 * side - 40, hand_h)
        cols_h = h - bar - 10 - hand_h - 26
        self.left_col = pygame.Rect(10, bar + 10, side, cols_h)
        self.right_col = pygame.Rect(w - side - 10, bar + 10, side, cols_h)
        self.board_area = pygame.Rect(side + 30, bar + 14, w - 2 * side - 60, cols_h - 8)
        if not self.show_log and not any(rect.x == self.right_col.x for _, _, rect in self.mini_boards()):
            # the log put away and no small board on the right: the board takes the empty column
            self.board_area.w = w - 20 - self.board_area.x

    def board(self) -> BoardView:
        def make() -> BoardView:
            eco = self.match.state.ecosystems[self.seat]
            extra = list(self.legal().cells) if isinstance(self.legal(), LegalPicks) else []
            room = self.label_room()         # the column letters above, the row numbers on the left
            a = self.board_area
            area = pygame.Rect(a.x + room, a.y + room, a.w - 2 * room, a.h - room)
            return BoardView(eco.cells(), extra, area, int(150 * self.s))
        return self._memo("board", make)

    def label_room(self) -> int:
        return self.fs(20)

    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        return self._memo("hand", self._hand_rects)

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
        game = self.match.state
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

    # ------------------------------------------------------------------ Learn to play: where a move is

    def score_rect(self) -> pygame.Rect:
        """The running score panel beside the hand (as table_draw's ``_draw_score_panel`` lays it)."""
        return pygame.Rect(self.hand_area.right + 20, self.hand_area.y - 6,
                           self.app.size[0] - self.hand_area.right - 30, self.hand_area.h + 4)

    def _hand_card(self, kind: str) -> list[pygame.Rect]:
        """The hand card of ``kind`` (the selected one if the hand holds two), as a one-rect list."""
        hand = self.hand_rects()
        if self.selected < len(hand) and hand[self.selected][0] == kind:
            return [hand[self.selected][1]]
        return [rect for k, rect in hand if k == kind][:1]

    def _button_of(self, action) -> list[pygame.Rect]:
        return [b.rect for b in self.column.buttons if b.action == action]

    def coach_marks(self, action) -> list[pygame.Rect]:
        """Learn to play: where the lesson's move is on screen, for the step on screen (scenes/shell/coach.py).

        A Pick is its hand card and its cell; once laid down and awaiting Confirm, the Confirm button (another
        placement laid down: Undo, and the cell asked); while a Lapin waits for its swap, the two cells of the
        swap asked (no swap asked: the Skip button). A step that names no cell (its ``do`` gives the card
        only) rings the card alone: the player chooses the cell. A Discard is its hand card."""
        if isinstance(action, Discard):
            return self._hand_card(action.card)
        if not isinstance(action, Pick):
            return []
        board = self.board()
        coach = getattr(self, "coach", None)
        shown = coach.step() if coach is not None else None
        do = shown[1].do if shown is not None else None
        any_cell = isinstance(do, dict) and "cell" not in do

        def asked(pick) -> bool:          # the step's own move (by the step's words, else the very action)
            return matches(do, pick) if do is not None else pick == action

        if self.staged is not None:
            if asked(self.staged):
                return self._button_of(self.confirm)
            return self._button_of(self.undo) + ([] if any_cell else [board.rect(action.cell)])
        if self.pending_rabbit:
            kind, cell = self.pending_rabbit
            if kind == action.card and (any_cell or cell == action.cell):
                if action.swap is not None:
                    return [board.rect(c) for c in action.swap]
                return self._button_of(self.skip_swap)
        marks = self._hand_card(action.card)
        return marks if any_cell else marks + [board.rect(action.cell)]

    def coach_confirming(self) -> bool:
        return self.staged is not None

    def coach_gesture(self, action) -> list[pygame.Rect]:
        """Where the pointer goes to make ``action``: a step that leaves the cell open rings the card alone, but
        the card still goes to a cell (the action's)."""
        marks = self.coach_marks(action)
        if isinstance(action, Pick) and self.staged is None and not self.pending_rabbit and len(marks) == 1:
            marks = marks + [self.board().rect(action.cell)]
        return marks

    def coach_spot(self, name: str) -> list[pygame.Rect]:
        """Learn to play: the places a lesson's step names (``point``): "race" (the race panel), "score" (the
        running score beside the hand), "hand", "board" (this seat's cards and lit cells), "neutral" (the
        two-player neutral's pile), "opponent" (the other seats' small boards); [] for any other name."""
        if name == "race":
            rect = self.race_rect()
            return [rect] if rect is not None else []
        if name == "score":
            return [self.score_rect()]
        if name == "hand":
            hand = [rect for _, rect in self.hand_rects()]
            return [hand[0].unionall(hand[1:])] if hand else []
        if name == "board":
            board = self.board()
            cells = list(self.placed()) + (list(self.legal().cells) if isinstance(self.legal(), LegalPicks) else [])
            rects = [board.rect(c) for c in cells]
            return [rects[0].unionall(rects[1:])] if rects else []
        if name in ("neutral", "opponent"):
            what = "neutral" if name == "neutral" else "eco"
            return [rect for _, (kind, _), rect in self.mini_boards() if kind == what]
        return []

    def message_place(self) -> tuple[tuple[int, int], int]:
        return (self.board_area.centerx, self.hand_area.y - 4), self.board_area.w

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
            game = self.match.state
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

    def _hand_gap(self) -> int:
        """The hand's place left empty: its card lies on the board (-1: none)."""
        kinds = [k for k, _ in self.hand_rects()]

        def slot(kind: str) -> int:          # the selected card if it is of that kind (a hand may hold two)
            if self.selected < len(kinds) and kinds[self.selected] == kind:
                return self.selected
            return kinds.index(kind) if kind in kinds else -1

        mine = self.match.state.pending[self.seat] if not self.spectating else None
        if self.staged is not None:          # waiting for its confirmation
            return slot(self.staged.card)
        if mine is not None:                 # chosen, waiting for the reveal
            return slot(mine.card)
        if self.pending_rabbit:              # a Lapin on the board waiting for its swap
            return slot(self.pending_rabbit[0])
        return -1
