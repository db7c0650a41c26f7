"""Living Forest's game state: the setup (§3), the Guardian Animals phase (§5), the loop that asks for decisions,
the protocol (game/core/protocol.py), the invariants, copies.

How it runs. In the Guardian Animals phase every seat still drawing decides at the same time (``to_act`` is
all of them; each seat's decision depends on nothing another seat does). In the action phase, ``stack`` is a
list of small frames (tuples of plain values), each a piece of work still to do: the active seat's turn, an
Attract under way (the cards taken so far, the sun spent), the order of attracted cards on the draw pile, a
tree waiting for its cell, a move's steals, a rock or corner bonus... ``_run`` works on the top frame until one
needs a decision; a bonus pushes its frames above the action that caused it, so it resolves first, as §6.9
wants. The Guardian Animals phase's decisions live in ``draw_phase.DrawPhase``, the action phase in
``turn.LivingForestTurn``, the end of round (§7) in ``endround.RoundEnd``; a seat's belongings are
``spirit.Spirit``, the card data as the engine reads it ``tables``, the options' check ``options``.

All randomness comes from ``self.rng``, seeded once and used only for shuffles (the reserve stacks, the
starting decks, the reshuffles of a discard pile) and, when the option says so, the first player: the same
seed and the same actions give the same game. ``state_from_setup`` builds a game with given orders instead
(the worked examples of §5.7 and §13).

A draw pile is a list whose END is its top (a reveal pops it); a reserve stack too. Lists given by people
(``state_from_setup``) are top first, like the rules' examples.
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..core.protocol import StateDefaults
from ..core.protocol import Event, Outcome
from ..errors import IllegalAction
from .cards import LivingForestRules
from .draw_phase import DrawPhase
from .endround import RoundEnd
from .invariants import Invariants
from .options import normalise_options
from .scoring import ELEMENTS, Counts, counts, permanent_elements
from .spirit import Spirit
from .tables import tables
from .turn import LivingForestTurn
from .view import LivingForestView

GAME_ID = "living-forest"
DRAW, ACTION, OVER = "draw", "action", "over"
SUN, WATER, SEED, WIND, FLOWER = range(5)


class LivingForestState(DrawPhase, LivingForestTurn, RoundEnd, Invariants, StateDefaults):
    game_id = GAME_ID

    # ------------------------------------------------------------------ making a game

    @classmethod
    def new(cls, rules: LivingForestRules, players: int, seed: int,
            options: Mapping[str, Any] | None = None) -> "LivingForestState":
        if not rules.players_min <= players <= rules.players_max:
            raise ValueError(f"Living Forest is played by {rules.players_min} to {rules.players_max} players, "
                             f"not {players}")
        opts = normalise_options(rules, players, options)
        st = cls.__new__(cls)
        st._init_empty(rules, players, seed, opts, random.Random(seed))
        rng = st.rng
        first = rng.randrange(players) if opts["first_player"] == "random" else opts["first_player"]
        stacks = {}
        for level in st.t.levels:
            cards = list(rules.levels[level])
            rng.shuffle(cards)
            stacks[level] = cards
        decks = []
        for _ in range(players):
            deck = list(rules.starting)
            rng.shuffle(deck)
            decks.append(deck)
        st._setup(first, decks, stacks)
        st._run()
        return st

    def _init_empty(self, rules: LivingForestRules, players: int, seed: int, options: dict,
                    rng: random.Random) -> None:
        self.rules = rules
        self.t = tables(rules)
        self.players = players
        self.seed = seed
        self.options = options
        self.rng = rng
        self.round = 1
        self.first = 0                       # the Sacred Tree's holder
        self.phase = DRAW
        self.active = -1                     # whose turn it is in the action phase
        self.turn_pos = 0                    # how many turns of this action phase have begun
        self.spirits = [Spirit() for _ in range(players)]
        self.rows: dict[int, list[int]] = {level: [] for level in self.t.levels}     # face-up, in slot order
        self.stacks: dict[int, list[int]] = {level: [] for level in self.t.levels}   # the end is the top
        self.dispenser = rules.tree_copies(players)
        self.fire_supply = dict(rules.fire_tiles)
        self.centre: list[int] = []
        self.varan_supply = rules.varans
        self.fragment_supply = rules.fragments
        self.attracted = {level: 0 for level in self.t.levels}   # cards attracted this round, by level (§7.3)
        self.stack: list[tuple] = []
        self._events: list[tuple[str, int | None, dict]] = []
        self._event_at: list[int] = []       # how many actions had been applied when each event happened
        self._event_objects: list[Event] = []
        self._actions: list[tuple[int, Any]] = []
        self._outcome: Outcome | None = None
        self._dec: dict[int, tuple[str, tuple]] = {}   # seat -> (decision, legal actions)
        self._views: list[LivingForestView | None] = [None] * players

    def _setup(self, first: int, decks: Sequence[list[int]], stacks: Mapping[int, list[int]]) -> None:
        """§3 from given orders (a deck and a stack: their END is the top)."""
        rules = self.rules
        self.first = first
        for level in self.t.levels:
            stack = list(stacks[level])
            self.rows[level] = [stack.pop() for _ in range(min(rules.reserve_row, len(stack)))]
            self.stacks[level] = stack
        for value in rules.start_fires:
            self.fire_supply[value] -= 1
            self.centre.append(value)
        rocks = rules.start_rocks[self.players]
        for pos in range(self.players):
            seat = (first + pos) % self.players
            sp = self.spirits[seat]
            sp.draw = list(decks[seat])
            sp.rock = rocks[pos]
            sp.tiles = [(seat, kind) for kind in rules.victory_tiles]
        self._ev("setup", None, first=first, rocks=[sp.rock for sp in self.spirits],
                 rows={str(lv): list(r) for lv, r in self.rows.items()}, centre=list(self.centre))
        self._start_draw_phase()

    # ------------------------------------------------------------------ protocol

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def to_act(self) -> frozenset[int]:
        return frozenset(self._dec)

    def decision(self, seat: int) -> str | None:
        d = self._dec.get(seat)
        return d[0] if d is not None else None

    def legal_actions(self, seat: int) -> tuple:
        d = self._dec.get(seat)
        return d[1] if d is not None else ()

    def apply(self, seat: int, action: Any) -> bool:
        if self.phase == OVER:
            raise IllegalAction("the game is over")
        d = self._dec.get(seat)
        if d is None:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        name, legal = d
        for other in legal:
            if other is action:
                break
        else:
            if action not in legal:
                raise IllegalAction(f"{_describe(action)} is not a legal {name} decision now")
        self._actions.append((seat, action))
        revealed = False
        if self.phase == DRAW:
            revealed = self._apply_draw(seat, action)
            self._refresh_draw(seat)
        else:
            self._APPLY[name](self, seat, action)
            self._run()
        return revealed

    def view(self, seat: int) -> LivingForestView:
        # a view is a live window on this state (it copies nothing): each seat's is made once and kept
        views = self._views
        if 0 <= seat < len(views):
            v = views[seat]
            if v is None:
                v = views[seat] = LivingForestView(self, seat)
            return v
        return LivingForestView(self, seat)

    def counts(self) -> list[Counts]:
        """Every seat's three victory counts now (§8)."""
        rules = self.rules
        return [counts(rules, sp.help, sp.forest, sp.fires, [k for _, k in sp.tiles]) for sp in self.spirits]

    def scores(self) -> list[int]:
        """S = Trees + Fires + Flowers per seat: the final totals once the game is over (§8)."""
        if self._outcome is not None:
            return list(self._outcome.totals)
        return [c.sum for c in self.counts()]

    def outcome(self) -> Outcome | None:
        return self._outcome

    def actions_log(self) -> list[tuple[int, Any]]:
        return list(self._actions)

    def events(self) -> list[Event]:
        objects = self._event_objects
        for kind, seat, data in self._events[len(objects):]:
            objects.append(Event(kind, seat, data))
        return list(objects)

    def event_steps(self) -> list[int]:
        """For each event, how many actions of ``actions_log`` had been applied when it happened."""
        return list(self._event_at)

    # ------------------------------------------------------------------ reading the state

    def total(self, seat: int, element: int) -> int:
        """§6.2's Total(p, e) (element by its index in ELEMENTS), without any temporary corner +N."""
        sp = self.spirits[seat]
        return sp.hsum[element] + sp.perm[element]

    def totals(self, seat: int) -> dict[str, int]:
        sp = self.spirits[seat]
        return {e: sp.hsum[i] + sp.perm[i] for i, e in enumerate(ELEMENTS)}

    def turn_order(self) -> list[int]:
        return [(self.first + i) % self.players for i in range(self.players)]

    def face_up(self) -> list[int]:
        """Every face-up reserve card, level by level, in slot order."""
        return [c for level in self.t.levels for c in self.rows[level]]

    # ------------------------------------------------------------------ the loop

    def _ev(self, kind: str, seat: int | None = None, /, **data: Any) -> None:
        """A public event (its data plain JSON values)."""
        self._events.append((kind, seat, data))
        self._event_at.append(len(self._actions))
        if self._observe is not None:
            self._observe(len(self._events) - 1, self)

    _observe: Any = None        # apply_observed's watcher while it runs

    def apply_observed(self, seat: int, action: Any, observe: Any) -> bool:
        """``apply``, calling ``observe(k, state)`` right after each public event ``k`` the action makes, with the
        state as it stands at that moment: the window draws the moments inside one action (the end of a round
        happens within the last player's last action). ``observe`` must not change the state; it clones it to
        keep it. The game played is the same as with ``apply``."""
        self._observe = observe
        try:
            return self.apply(seat, action)
        finally:
            del self._observe

    def _run(self) -> None:
        """Work on until some seat must decide (or the game is over)."""
        while True:
            if self.phase == OVER:
                self._dec = {}
                return
            if self.phase == DRAW:
                self._dec = {}
                for seat in range(self.players):
                    if not self.spirits[seat].stopped:
                        self._refresh_draw(seat, settle=False)
                if self._dec:
                    return
                self._start_action_phase()
                continue
            if not self.stack:
                self._next_turn()
                continue
            frame = self.stack[-1]
            asked = self._HANDLE[frame[0]](self, frame)
            if asked is not None:
                self._dec = {frame[1]: asked}
                return

    # ------------------------------------------------------------------ a round's first phase, the sums kept

    def _start_draw_phase(self) -> None:
        """The Guardian Animals phase (§5) begins: every seat draws again (draw_phase.py)."""
        self.phase = DRAW
        self.active = -1
        for sp in self.spirits:
            sp.stopped = False
            sp.frag_ok = False
            sp.allowance = 0
            sp.done = []
        self._ev("round", None, round=self.round, first=self.first)

    def _refresh_perm(self, sp: Spirit) -> None:
        perm = permanent_elements(self.rules, sp.forest)
        sp.perm = [perm[e] for e in ELEMENTS]

    def recompute(self) -> None:
        """Work out every cached number (Help Line sums, B, forest elements) from the zones again: after a
        test or a reader set the zones by hand."""
        for sp in self.spirits:
            sp.hsum = [0, 0, 0, 0, 0]
            sp.balance = 0
            cards, sp.help = sp.help, []
            for c in cards:
                self._add_help(sp, c)
            self._refresh_perm(sp)

    def resume(self) -> None:
        """Ask for the next decision again (after a test set the state by hand)."""
        self.recompute()
        self._run()

    # ------------------------------------------------------------------ copies and JSON

    def clone(self) -> "LivingForestState":
        st = self.__class__.__new__(self.__class__)
        st.__dict__.update(self.__dict__)
        st.rng = random.Random()
        st.rng.setstate(self.rng.getstate())
        st.spirits = [sp.copy() for sp in self.spirits]
        st.rows = {lv: list(r) for lv, r in self.rows.items()}
        st.stacks = {lv: list(s) for lv, s in self.stacks.items()}
        st.dispenser = dict(self.dispenser)
        st.fire_supply = dict(self.fire_supply)
        st.centre = list(self.centre)
        st.attracted = dict(self.attracted)
        st.stack = list(self.stack)
        st._events = list(self._events)
        st._event_at = list(self._event_at)
        st._event_objects = list(self._event_objects)
        st._actions = list(self._actions)
        st._dec = dict(self._dec)
        st._views = [None] * self.players          # its own views, not this state's
        st.__dict__.pop("_observe", None)          # a copy made while observed is not observed
        return st

    def to_json(self) -> dict:
        from .serial import state_to_json

        return state_to_json(self)



def _describe(action: Any) -> str:
    to_json = getattr(action, "to_json", None)
    try:
        return repr(to_json()) if callable(to_json) else repr(action)[:80]
    except Exception:                                # an object pretending to be an action
        return repr(type(action).__name__)


def state_from_setup(rules: LivingForestRules, players: int, *, first: int = 0,
                     decks: Sequence[Sequence[int]] | None = None,
                     rows: Mapping[int, Sequence[int]] | None = None,
                     stacks: Mapping[int, Sequence[int]] | None = None,
                     seed: int = 0, options: Mapping[str, Any] | None = None) -> LivingForestState:
    """A game dealt from given orders (every list TOP FIRST, as the rules' examples write them): each seat's
    starting deck (the whole of it), and per reserve level the face-up row and the top of the stack — the
    level's other cards go under the given ones in id order. What is not given is dealt as ``new`` would."""
    opts = dict(options or {})
    opts["first_player"] = first
    opts = normalise_options(rules, players, opts)
    st = LivingForestState.__new__(LivingForestState)
    st._init_empty(rules, players, seed, opts, random.Random(seed))
    rng = st.rng
    out_stacks = {}
    for level in st.t.levels:
        row = list((rows or {}).get(level, ()))
        top = list((stacks or {}).get(level, ()))
        given = set(row) | set(top)
        assert len(given) == len(row) + len(top) and given <= set(rules.levels[level]), \
            f"level {level}: cards given twice or of another level"
        rest = [c for c in rules.levels[level] if c not in given]
        if not row and not top:
            rng.shuffle(rest)
        # the stack's end is its top: the rest at the bottom, then the given top, then the row (dealt first)
        out_stacks[level] = rest[::-1] + top[::-1] + row[::-1]
    out_decks = []
    for seat in range(players):
        if decks is not None and decks[seat] is not None:
            deck = list(decks[seat])
            assert sorted(deck) == sorted(rules.starting), f"seat {seat}: not a starting deck"
            out_decks.append(deck[::-1])
        else:
            deck = list(rules.starting)
            rng.shuffle(deck)
            out_decks.append(deck)
    st._setup(first, out_decks, out_stacks)
    st._run()
    return st
