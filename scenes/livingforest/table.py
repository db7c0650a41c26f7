"""The Living Forest table: the Circle of Spirits, the reserve and the tree dispensers everyone shares, the seat on
screen's forest, Help Line and piles large, the other Spirits compact beside, and the strip where every decision of
LIVING_FOREST.md §11 is asked — Reveal / Stop and the Fragment in the draw phase, the five actions, the cards to
attract, the fires to put out, the tree dragged onto its cell, the rock to move to, the tile to steal, the bonuses.

The table reads the game only through the seat's view (``self.view``) and submits only actions of
``view.legal_actions()``. The draw phase is simultaneous: the controller (scenes/shell/match.py) shows each human in
turn behind the hand-off screen. Undo works inside the active human's action phase (marks taken when it begins and
at each action, ``Match.rewind``), never after a Reveal, never across a computer's action.

Modules beside this one: table_layout (geometry), table_prompt (each decision's words and choices), table_buttons
(the strip's row of buttons), table_order (the order of attracted cards on the draw pile), table_input (the mouse
and the keys at play), table_show (computers' turns and the end of a round, told step by step), table_states (the
game as it stood at the moment told: drawn meanwhile instead of the live game), table_draw (the drawing, with
table_seat for each seat's area and table_beat for the beat told), table_art (the pictures).
"""
from __future__ import annotations

import pygame

from game.livingforest import actions as A
from game.livingforest.rules_text import rock_piece
from game.session import Match

from ..shell.table_base import TableBase
from ..shell.telling import TellingTable
from ..ui import ACCENT, HIGHLIGHT, LIGHT
from .board import ForestBoard
from .circle import CircleOfSpirits
from .glyphs import seat_colours
from .table_art import aspect
from .table_buttons import StripButtons
from .table_draw import FLIP_SECONDS, Flight, TableDrawing
from .table_hint import LivingForestHint
from .table_input import TableInput
from .table_layout import TableLayout, settle_row, table_layout
from .table_prompt import Choice, Prompt, PromptMaker
from .table_order import OrderDialog
from .table_show import Show
from .table_states import positions as table_positions


class LivingForestTable(LivingForestHint, TableDrawing, TableInput, StripButtons, OrderDialog, TellingTable, TableBase):
    def __init__(self, app, match: Match, autosave: bool = True, **kw) -> None:
        # the table's own state first: the match starts in TableBase.__init__ and calls the hooks
        rules = match.state.rules
        self.colours = seat_colours(match)
        self.circle = CircleOfSpirits(app, rules)
        self.boards = [ForestBoard(app, rules) for _ in range(match.state.players)]
        self.show = Show()
        self.positions = table_positions(match)       # the game as it stood at the moment being told
        self.places: dict[int, list[int | None]] = {}     # each reserve row's cards in their places
        # what was played before this screen opened (a game resumed) is not told again
        self.show.feed(match.state, match.names(app.lang), app.lang, set(), silent=True)
        self._fed = None
        self.drag: tuple[str, tuple[int, int], tuple[int, int]] | None = None   # (tree, grab offset, press pos)
        self.drag_pos = (0, 0)
        self.hover_pos = (-1, -1)
        self.focus = -1                         # keyboard: index in ``focusables``
        self.flights: list[Flight] = []
        self.flips: dict[int, tuple[int, float]] = {}    # seat -> (help line length, time) of the card turning
        self._help_seen: list[int] | None = None
        self.marks: list[int] = []              # undo points of the active human's turn
        self.mark_turn: tuple | None = None
        self.until = False                      # "reveal until a Solitary" running
        self.scores_due = False
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._slot_widths: dict[tuple, object] = {}
        # the order of attracted cards on the draw pile, set on the table before anything is played: (the
        # decision it is for, the cards drawn first first), and the card clicked first for a swap
        self.order_draft: tuple[tuple, list[int]] | None = None
        self.order_picked: int | None = None
        super().__init__(app, match, autosave)
        self._feed()
        self._sync_marks()

    # ------------------------------------------------------------------ the controller's hooks

    def turn_began(self, new_seat: bool) -> None:
        self.drag = None
        self.focus = -1
        self.until = False
        self._feed()
        self._sync_marks()

    def accepted(self) -> None:
        self.message = None
        self.focus = -1
        self._feed()
        self._sync_marks()

    def refresh(self) -> None:
        self._sync_marks()
        super().refresh()

    def show_scores(self) -> None:
        self._feed()
        if self.show.queue:
            self.scores_due = True           # the last round's end plays first
            return
        self.app.replace(self.score_scene())

    def score_scene(self):
        from .scoring import LivingForestScoring

        return LivingForestScoring(self.app, self.match)

    def memo_key(self):
        return self.app.lang, self.shown_event(), self.order_draft, self.order_picked

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: round 3 has begun and nothing moves."""
        st = self.match.state
        return st.round >= 3 and not self.show.queue and not self.flights and not self.flips \
            and self.reveal_timer <= 0

    def title(self) -> str:
        return self.match.state.rules.name(self.app.lang)

    # ------------------------------------------------------------------ the show

    def _feed(self) -> None:
        """Tell what the game did since the last frame (nothing with animations off: it is only marked seen)."""
        if self._fed == self.game_key():
            return
        self._fed = self.game_key()
        game = self.match.state
        if self.app.settings.animation_speed:
            self.show.feed(game, self.match.names(self.app.lang), self.app.lang, set(self.match.humans),
                           tell_turns=not self.spectating)
            self.reveal_timer = max(self.reveal_timer, self.show.remaining())
        else:
            self.show.seen_events = len(game.events())

    def log_state(self):
        """The log as the moment told stands: a round's end shows its lines step by step, never ahead."""
        return self.shown_state() if self.playing_show() else self.match.state

    def shown_event(self) -> int | None:
        """While a beat is told, the event right after which the game is drawn (None: the live game): a turn
        over the state it left, an end-of-round step over the state before it while its pieces fly, then after."""
        beat = self.show.current if self.show.queue else None
        if beat is None or beat.after is None:
            return None
        if beat.before is not None and self.show.flight() < 1.0:
            return beat.before
        return beat.after

    def shown_state(self):
        """The game the table draws: the position being told, else the live game (states from the rules only,
        worked out once per beat, see table_states)."""
        k = self.shown_event()
        if k is None:
            return self.match.state
        beat = self.show.current
        own = [i for i in (beat.before, beat.after) if i is not None]
        along = [i for b in self.show.queue for i in (b.before, b.after) if i is not None]
        self.positions.prepare(own, along)
        return self.positions.after(k)

    def shown_view(self):
        """The seat on screen's view of the game drawn (never more than that seat sees)."""
        return self.shown_state().view(self.seat if self.seat is not None else 0)

    # ------------------------------------------------------------------ undo (§11 "Undo policy")

    def _sync_marks(self) -> None:
        """The active human's turn: a mark where it began (the marks of another turn are forgotten)."""
        view = self.view
        if view is None or self.spectating or view.phase != "action" or view.active != self.seat:
            self.marks = []
            self.mark_turn = None
            return
        turn = (view.round, self.seat)          # a seat has one turn a round
        if turn != self.mark_turn:
            self.mark_turn = turn
            self.marks = [self.match.undo_mark()] if not view.actions_taken(self.seat) else []

    def may_undo(self) -> bool:
        now = self.match.undo_mark()
        return bool(self.marks) and any(m < now for m in self.marks) and not self.spectating

    def undo(self) -> None:
        if not self.may_undo():
            return
        now = self.match.undo_mark()
        target = max(m for m in self.marks if m < now)
        self.match.rewind(target)
        self.marks = [m for m in self.marks if m <= target]
        self.message = None
        self.focus = -1
        self.drag = None
        self.order_draft = None
        self._help_seen = None
        self.refresh()

    # ------------------------------------------------------------------ the prompt

    def prompt(self) -> Prompt | None:
        def make():
            view = self.view
            if view is None or self.spectating or self.seat not in self.match.state.to_act():
                return None
            return PromptMaker(view, self.match.names(self.app.lang), self.app.lang).make()
        return self._memo("prompt", make)

    def lit_cells(self) -> tuple:
        prompt = self.prompt()
        if prompt is None or prompt.decision not in ("plant", "plant_cell"):
            return ()
        return tuple(prompt.cells)

    # ------------------------------------------------------------------ layout

    def strip_height(self) -> int:
        fonts = self.app.fonts
        pad = max(6, self.app.size[0] // 180)
        return (2 * pad + fonts.get("bold", self.fs(21)).get_linesize()
                + 2 * fonts.get("regular", self.fs(16)).get_linesize() + self.button_h() + pad)

    def button_h(self) -> int:
        return int(42 * self.s)

    def geometry(self) -> TableLayout:
        def make():
            seat = self.seat if self.seat is not None else 0
            lay = table_layout(self.app.size, self.s, self.top_bar.h, self.match.state.players, seat,
                               self.show_log, aspect(), self.label_h(self.fs(17)), self.strip_height())
            self.circle.layout(lay.circle)
            areas = ([lay.mine] if lay.mine else []) + lay.others
            for area in areas:
                self.boards[area.seat].layout(area.board)
            return lay
        return self._memo("geometry", make)

    def place(self, size: tuple[int, int]) -> None:
        self._layer_key = None

    def label_h(self, size: int) -> int:
        return self.app.fonts.get("bold", size).get_linesize()

    def log_rect(self) -> pygame.Rect | None:
        return self.geometry().log

    def message_place(self) -> tuple[tuple[int, int], int]:
        strip = self.geometry().strip
        return (strip.centerx, strip.y - 2), strip.w

    # where the things a click answers lie

    def slot_rect(self, level: int, i: int) -> pygame.Rect:
        """The i-th place of a reserve row (``rules.reserve_row`` places, then the level's stack)."""
        lay = self.geometry()
        rect = lay.reserve_rows[level]
        cw = lay.card_w
        ch = round(cw * aspect())
        step = cw + lay.gap // 2
        size = self.match.state.rules.reserve_row
        span = size * step + int(cw * 0.62)
        x0 = rect.x + max(0, (rect.w - span) // 2)
        return pygame.Rect(x0 + i * step, rect.y + self.label_h(self.fs(15)), cw, ch)

    def reserve_places(self) -> dict[int, list[int | None]]:
        """Each level's places, left to right: the card lying there or None. A card taken leaves its place empty
        (the others never slide) until the refill lays new cards there (``settle_row``)."""
        def make():
            view = self.shown_view()
            size = view.rules.reserve_row
            for level, row in view.rows().items():
                self.places[level] = settle_row(self.places.get(level, []), list(row), size)
            return {level: list(p) for level, p in self.places.items()}
        return self._memo("reserve_places", make)

    def reserve_slots(self) -> list[tuple[int, int, pygame.Rect]]:
        """(level, card, rect) of every face-up reserve card."""
        def make():
            return [(level, card, self.slot_rect(level, i)) for level, places in self.reserve_places().items()
                    for i, card in enumerate(places) if card is not None]
        return self._memo("reserve_slots", make)

    def stack_rect(self, level: int) -> pygame.Rect:
        last = self.slot_rect(level, self.match.state.rules.reserve_row)
        w = int(last.w * 0.62)
        h = round(w * aspect())
        return pygame.Rect(last.x, last.centery - h // 2, w, h)

    def tree_slots(self) -> list[tuple[str, pygame.Rect]]:
        def make():
            lay = self.geometry()
            trees = list(self.match.state.rules.trees)
            size = lay.tree_size
            per_row = (len(trees) + 1) // 2             # two rows (six tiles each)
            step = min(size + lay.gap, (lay.dispensers.w - size) // max(1, per_row - 1))
            x0 = lay.dispensers.x + (lay.dispensers.w - (step * (per_row - 1) + size)) // 2
            # each tile's count astride its top edge: half a pill above each row
            pill = self.label_h(self.fs(13)) // 2
            row_step = max(size + pill + lay.gap // 2, (lay.dispensers.h - pill) // 2)
            y0 = lay.dispensers.y + pill + max(0, (lay.dispensers.h - pill - row_step - size) // 2)
            return [(t, pygame.Rect(x0 + (i % per_row) * step, y0 + (i // per_row) * row_step, size, size))
                    for i, t in enumerate(trees)]
        return self._memo("tree_slots", make)

    # ------------------------------------------------------------------ actions

    def submit_all(self, actions) -> bool:
        for i, action in enumerate(actions):
            if i and action not in self.match.state.legal_actions(self.seat):
                return False
            if isinstance(action, A.Act):
                self.marks.append(self.match.undo_mark())
            if not self._submit(action):
                return False
        return True

    def press(self, choice: Choice) -> None:
        if choice.local == "undo":
            self.undo()
        elif choice.local == "order_confirm":
            self.confirm_order()
        elif choice.local == "until":
            self.reveal_until()
        elif choice.actions:
            self.submit_all(choice.actions)

    def reveal_until(self) -> None:
        """§11 D3: reveal until a Solitary card shows (or the draw must stop, or a Fragment question comes)."""
        seat = self.seat
        rules = self.match.state.rules
        for _ in range(60):
            view = self.match.view(seat)
            if view.decision() != "draw" or A.REVEAL not in view.legal_actions():
                break
            if not self._submit(A.REVEAL) or self.seat != seat:
                break
            help_line = self.match.view(seat).help_line(seat)
            if not help_line or rules.cards[help_line[-1]].symbol == "S":
                break

    # ------------------------------------------------------------------ every frame

    def before_update(self, dt: float) -> None:
        self._feed()
        speed = max(self.app.settings.animation_speed, 0.0) * self.spectator_speed
        telling = bool(self.show.queue)
        if speed and telling and not (self.private or self.confirming_leave):
            self.show.update(dt * speed)          # the beats play while the table is in view
        elif not speed:
            self.show.skip()
        if telling and not self.show.queue:
            self._buttons()                       # the strip's buttons come back
        if self.show.queue:
            self.reveal_timer = self.show.remaining()
        elif not speed:
            self.reveal_timer = 0.0
        self._watch_help_lines()
        step = dt * max(speed, 0.01)
        for flight in self.flights:
            flight.time += step
        self.flights = [f for f in self.flights if f.time < f.delay + f.duration]
        self.flips = {s: (n, t + step) for s, (n, t) in self.flips.items() if t + step < FLIP_SECONDS}

    def after_update(self, dt: float) -> None:
        self.scores_when_told()

    def _watch_help_lines(self) -> None:
        """A Help Line that grew by a card: that card turns over into it (a short flip)."""
        game = self.match.state
        lengths = [len(game.view(s).help_line(s)) for s in range(game.players)]
        old, self._help_seen = self._help_seen, lengths
        if old is None or len(old) != len(lengths) or not self.app.settings.animation_speed:
            return
        for s, (a, b) in enumerate(zip(old, lengths)):
            if b == a + 1:
                self.flips[s] = (b, 0.0)

    def moving(self) -> bool:
        return bool(self.flights) or bool(self.flips) or self.drag is not None or self.scores_due or \
            self.telling_moves()

    # ------------------------------------------------------------------ the top bar

    def progress_text(self) -> str:
        st = self.shown_state() if self.playing_show() else self.match.state
        beat = self.show.current if self.playing_show() else None
        if beat is not None and beat.kind != "turn":
            return self.t("lft_show_end", n=st.round)
        return self.t("lft_progress", n=st.round, phase=self.t("lft_phase_" + st.phase))

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """Whose screen it is and what to do; a demo's seat; the telling going on; a computer thinking."""
        names = self.match.names(self.app.lang)
        name = names[self.seat] if self.seat is not None else ""
        thinking = self.computers_thinking
        prompt = None if self.spectating or self.playing_show() or thinking else self.prompt()
        for due, text, colour in (
                (self.spectating, lambda: self.t("watching", name=name), ACCENT),
                (self.playing_show(), lambda: self.t("lft_watch"), HIGHLIGHT),
                (bool(thinking), lambda: self.t("thinking_one", name=names[thinking[0]]), HIGHLIGHT),
                (prompt is not None, lambda: self.t("lft_your_turn", name=name, what=prompt.title), ACCENT)):
            if due:
                return text(), colour
        return "", LIGHT

    # ------------------------------------------------------------------ the card viewer

    def card_at(self, pos):
        if self.private:
            return None
        if self.playing_show() and self.beat_rect().collidepoint(pos):
            return None                      # the panel telling the beat hides the cards under it
        for _, card, rect in self.reserve_slots():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        for card, rect in self.order_slots():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        for seat, card, rect in self.help_rects():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        return self.piece_at(pos)

    def piece_at(self, pos):
        """The trees (dispensers, forests), the Circle's rocks and the boards' corner and line bonuses: read in the
        card viewer as the cards are (the forests as drawn now, a moment told included)."""
        for tree, rect in self.tree_slots():
            if rect.collidepoint(pos):
                return "living-forest", tree, rect
        lay = self.geometry()
        view = self.shown_view()
        for area in ([lay.mine] if lay.mine else []) + lay.others:
            found = self.boards[area.seat].piece_at(pos, view.forest(area.seat))
            if found is not None:
                return ("living-forest",) + found
        rock = self.circle.rock_at(pos)
        if rock is not None:
            return "living-forest", rock_piece(rock), self.circle.rock_rect(rock)
        return None
