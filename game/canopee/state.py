"""Canopée's game state: the deal, the turns, the placement of cards, the abilities, the Forest Spirit's turns.

How it runs: ``stack`` is a list of small immutable frames (tuples), each a piece of work still to do — a turn
at one of its stages, a kept pile being taken, cards waiting to be placed, a card asking where it goes, cards
to discard, one end-of-season step... ``_run`` works on the top frame until one needs a decision from a seat:
that decision (its name, its seat, its legal actions) is then pending until ``apply``. An effect that brings
more work (a Lightning's draws, a Pitcher Plant releasing its card) pushes frames above the current one, so it
resolves first, depth first, as the rules want. Frames are tuples of plain values: a clone copies the list,
and the JSON form is the list itself.

The Forest Spirit (solo) is forest 1 but not a seat: its turns are one frame, and the decisions that fall to
it are taken at once by ``spirit.choose`` from the same legal actions a seat would get.

Mixed in here: a turn's steps (``turn.CanopeeTurn``), the abilities used in it (``abilities.Abilities``),
cards entering and leaving a forest (``placing.Placing``), the end of a season (``season.SeasonSteps``), and
every card's zone with the invariants over them (``zones.CardZones``). The frames' names are in ``frames``, the
options' check in ``options``, the card table and its shortcuts in ``cardtable``, the events' forms in
``events``.

All randomness comes from ``self.rng``, seeded once: the same seed and actions give the same game.
"""
from __future__ import annotations

import random
from operator import attrgetter
from typing import Any, Mapping

from ..core.protocol import StateDefaults
from ..core.protocol import Event, Outcome
from ..errors import IllegalAction
from .abilities import Abilities
from .actions import KEEP, REFUSE
from .cards import CanopeeRules
from .cardtable import SHORTCUT_NAMES, WILDLIFE, CardTable, card_table, shortcuts
from .events import WatchedEvents, event_data
from .forest import Forest
from .frames import (CARD, COLLYBIA, COLLYBIA_KEEP, DISCARD, DRAW, KEEPF, OVER, PLACE, PLAY, REFUSEF, SPIRIT,
                     SPIRIT_TURN, START, TAMARIN, TURN)
from .options import normalise_options
from .placing import Placing
from .season import SeasonSteps
from .shuffle import shuffle
from .turn import _START_FRAME, CanopeeTurn
from .view import CanopeeView
from .zones import CardZones

GAME_ID = "canopee"

# every attribute of a state: ``__slots__``, no instance dict, so that the engine's many reads of its own
# attributes and calls of its own methods take Python's fastest paths
_STATE_ATTRS = (
    "rules", "mode", "ct", "players", "seed", "solo", "options", "species", "nf", "spirit", "shared", "order_of",
    "rng", "season", "decks", "deck", "set_aside", "germ", "discard", "supply", "spots", "face_up", "forests",
    "points", "sheets", "sc_deck", "sc_id", "phase", "is_over", "active", "turn_no", "last_pile", "eos_order",
    "threat_snapshot", "prestige_taken", "used", "arrived", "looking", "peek", "next_tree", "next_completion",
    "stack", "_events", "_event_objects", "_actions", "_outcome", "_dseat", "_dname", "_dlegal", "_views") + SHORTCUT_NAMES


class CanopeeState(CanopeeTurn, Abilities, Placing, SeasonSteps, CardZones, StateDefaults):
    __slots__ = _STATE_ATTRS + ("__weakref__",)     # weak references as before the slots
    game_id = GAME_ID

    # ------------------------------------------------------------------ making a game

    @classmethod
    def new(cls, rules: CanopeeRules, players: int, seed: int, solo: bool = False,
            options: Mapping[str, Any] | None = None) -> "CanopeeState":
        if solo:
            players = 1
        mode = rules.mode_for(players, solo)
        opts = normalise_options(rules, players, solo, options)
        rng = random.Random(seed)
        card_set = rules.card_sets[opts["card_set"]]
        # the species of a set that chooses: as given, or drawn (how many, then which)
        species: tuple[str, ...] = ()
        if card_set.wildlife == "choose" and not mode.all_wildlife:
            chosen = opts["species"]
            if not isinstance(chosen, tuple):
                count = chosen if type(chosen) is int else card_set.species_counts[
                    rng.randrange(len(card_set.species_counts))]
                chosen = tuple(rng.sample(list(rules.species), count))
            species = tuple(s for s in rules.species if s in chosen)
        difficulty = rules.solo.difficulties[opts["difficulty"]]
        if solo:
            starting = (difficulty.player_trunks + difficulty.spirit_trunks
                        + rules.solo.spirit_trunks_per_season * mode.seasons)
        else:
            starting = mode.starting_trunks * players
        table = card_table(rules, opts["card_set"], species, players, solo, starting)

        st = cls.__new__(cls)
        st._init_empty(rules, table, players, seed, solo, opts, species, rng)
        rainforest = list(table.rainforest)
        shuffle(rng, rainforest)
        st.set_aside = rainforest[:mode.set_aside]
        rest = rainforest[mode.set_aside:]
        st.decks = []
        at = 0
        for size in mode.season_sizes(len(rest)):
            st.decks.append(rest[at:at + size])
            at += size
        st.germ = list(table.germination)
        shuffle(rng, st.germ)
        st.supply = list(table.starting)
        if opts["season_change"]:
            st.sc_deck = [sc.id for sc in rules.season_changes]
            rng.shuffle(st.sc_deck)
        # the Starting Trunks of the seats: an unfinished one-trunk tree each
        per_seat = difficulty.player_trunks if solo else mode.starting_trunks
        for f in range(players):
            for _ in range(per_seat):
                st._new_tree(f, st.supply.pop())
        if solo:
            first = 0
        elif opts["first_player"] == "random":
            first = rng.randrange(players)
        else:
            first = opts["first_player"]
        st._start_season(first, extra_spirit_trunks=difficulty.spirit_trunks if solo else 0)
        st._run()
        return st

    def _init_empty(self, rules: CanopeeRules, table: CardTable, players: int, seed: int, solo: bool,
                    options: dict, species: tuple[str, ...], rng: random.Random | None = None) -> None:
        self.rules = rules
        self.mode = rules.mode_for(players, solo)
        self.ct = table
        self.players = players
        self.seed = seed
        self.solo = solo
        self.options = options
        self.species = species                   # the species a choosing card set drew or was given
        self.nf = players + (1 if solo else 0)   # forests: the seats, then the Spirit
        self.spirit = SPIRIT if solo else -1
        self.shared = players >= 3               # side piles between neighbours and a central pile
        n_spots = players + 1 if self.shared else 3
        # each seat's NG1, NG2, NG3 (3-4 players: the side pile on its right, on its left, the central one)
        if self.shared:
            self.order_of = tuple(((s - 1) % players, s, players) for s in range(players))
        else:
            self.order_of = tuple((0, 1, 2) for _ in range(self.nf))
        self.rng = rng if rng is not None else random.Random(seed)
        self.season = 1
        self.decks: list[list[int]] = []
        self.set_aside: list[int] = []
        self.germ: list[int] = []                # top = the end of the list
        self.discard: list[int] = []             # the most recent on the end
        self.supply: list[int] = []              # Starting Trunks not dealt yet (the Spirit's next seasons)
        self.spots: list[list[int]] = [[] for _ in range(n_spots)]
        self.face_up: set[int] = set()           # solo: Threats turned face up in the piles
        self.forests = [Forest() for _ in range(self.nf)]
        self.points = [0] * self.nf
        self.sheets: list[list[dict[str, int]]] = []   # per season, per forest: points by score key
        self.sc_deck: list[str] = []
        self.sc_id: str | None = None
        self.phase = PLAY
        self.is_over = False                     # phase == OVER, kept as a plain value: read before every move
        self.active = 0
        self.turn_no = 0
        self.last_pile = -1
        self.eos_order: tuple[int, ...] = ()
        self.threat_snapshot: list[tuple[int, int, int]] = []
        self.prestige_taken: dict[int, int] = {}
        self.used: set[int] = set()              # ability cards used this season
        self.arrived: set[int] = set()           # cards that entered a forest during the current turn
        self.looking: tuple[int, int] | None = None        # (seat, spot) of the pile being looked at
        self.peek: tuple[int, int, tuple[int, ...]] | None = None   # Toucan: (seat, spot, cards seen)
        self.next_tree = 0
        self.next_completion = 0
        self.stack: list[tuple] = []
        self._events: list[tuple[str, int | None, dict]] = []
        self._event_objects: list[Event] = []
        self._actions: list[tuple[int, Any]] = []
        self._outcome: Outcome | None = None
        self._dseat = -1
        self._dname: str | None = None
        self._dlegal: tuple = ()
        self._views: list | None = None          # the seats' views, made on first use (``view``)
        self._bind_table()

    def _bind_table(self) -> None:
        """Shortcuts to the ability cards of this game (-1: not in it), read at every decision. Worked out once
        per card table (a simulation deals thousands of games from the same one)."""
        bound = self.ct.bound
        if bound is None:
            bound = self.ct.bound = shortcuts(self.ct)
        for name, value in bound.items():
            setattr(self, name, value)

    # ------------------------------------------------------------------ protocol

    def to_act(self) -> frozenset[int]:
        # a finished game has no seat to decide (``_dseat`` -1: see ``check_invariants``)
        seat = self._dseat
        return _SEATS[seat] if seat >= 0 else _NOBODY

    def legal_actions(self, seat: int) -> tuple:
        # built once per decision (a tuple: bots and the window may read it as often as they like)
        if seat != self._dseat or self.phase == OVER:
            return ()
        return self._dlegal

    def decision(self, seat: int) -> str | None:
        return self._dname if seat == self._dseat and self.phase != OVER else None

    def apply(self, seat: int, action: Any) -> None:
        if seat != self._dseat or self.is_over:
            if self.is_over:
                raise IllegalAction("the game is over")
            raise IllegalAction(f"it is not seat {seat}'s turn to decide")
        legal = self._dlegal
        # the legal actions are shared objects: found by identity (the first two at once: Keep and Refuse)
        if not legal or (legal[0] is not action and (len(legal) < 2 or legal[1] is not action)):
            for other in legal:
                if other is action:
                    break
            else:
                if action not in legal:
                    raise IllegalAction(f"{_describe_action(action)} is not a legal {self._dname} decision now")
        self._actions.append((seat, action))
        frame = self.stack[-1]
        # an applier returns True when it went on itself to the next decision (a pile refused or kept the usual
        # way: the hot path of a game); otherwise the loop works on from the top frame. Keep and Refuse are
        # legal in a "pile" decision only, whose frame is the turn's (TURN, seat, VISIT, k): straight to them
        if action is KEEP:
            done = self._keep_pile(seat, frame[3])
        elif action is REFUSE:
            done = self._refuse_pile(seat, frame[3])
        else:
            done = _APPLIERS[frame[0]](self, frame, action)
        if not done:
            self._run()

    def apply_observed(self, seat: int, action: Any, observe: Any) -> None:
        """``apply``, calling ``observe(k, state)`` right after each public event ``k`` the action makes, with the
        state as it stands at that moment (the end of a season happens inside the action that ends its last turn:
        the window shows the forests as they were at each of its steps). ``observe`` must not change the state;
        it clones it to keep it. The game played is the same as with ``apply`` (the events go to a watching list
        only for this call)."""
        plain = self._events
        watched = WatchedEvents(plain)
        watched.state, watched.observe = self, observe
        self._events = watched
        try:
            self.apply(seat, action)
        finally:
            plain.extend(watched[len(plain):])
            self._events = plain

    def scores(self) -> list[int]:
        return self.points[:self.players]

    def all_points(self) -> list[int]:
        """Every forest's points, the Spirit's last in solo."""
        return list(self.points)

    def outcome(self) -> Outcome | None:
        return self._outcome

    def actions_log(self) -> list[tuple[int, Any]]:
        return list(self._actions)

    def events(self) -> list[Event]:
        objects = self._event_objects
        players = self.players
        for event in self._events[len(objects):]:
            kind, forest, data = event[0], event[1], event_data(event)
            if forest is None:
                objects.append(Event(kind, None, data))
            else:
                objects.append(Event(kind, forest if forest < players else None, dict(data, forest=forest)))
        return list(objects)

    def view(self, seat: int) -> CanopeeView:
        # A view is a live window on this state (it copies nothing), so each seat's is made once and kept: a
        # simulation asks for one at every decision. The state and its views refer to each other until the
        # game ends (``_game_end`` lets them go, so a finished game is freed at once; an abandoned one, by
        # the garbage collector).
        views = self._views
        if views is None:
            views = self._views = [None] * self.nf
        if 0 <= seat < len(views):
            v = views[seat]
            if v is None:
                v = views[seat] = _make_view(self, seat)
            return v
        return _make_view(self, seat)

    # ------------------------------------------------------------------ the engine's loop

    def _ask(self, seat: int, name: str, legal: list) -> bool:
        self._dseat = seat
        self._dname = name
        self._dlegal = tuple(legal)
        return True

    def _run(self) -> None:
        stack = self.stack
        handlers = _HANDLERS
        while True:
            if not stack:
                if self.phase == OVER:
                    self._dseat, self._dname, self._dlegal = -1, None, ()
                    return
                self._next()
                continue
            frame = stack[-1]
            if handlers[frame[0]](self, frame):
                if self._dseat == self.spirit:
                    from .spirit import choose
                    self._resolve(choose(self, self._dname, self._dlegal))
                    continue
                return

    def _resolve(self, action: Any) -> None:
        # the Spirit's decisions never come from a turn's frames, whose appliers alone may go on by themselves;
        # and were one to, the loop asking the top frame again finds the same decision
        frame = self.stack[-1]
        _APPLIERS[frame[0]](self, frame, action)

    def _ev(self, name: str, forest: int | None = None, /, **data: Any) -> None:
        """A public event; ``forest`` is who it concerns (a seat, or the Spirit: then its seat is None)."""
        self._events.append((name, forest, data))

    # ------------------------------------------------------------------ seasons and turns

    def _start_season(self, first: int, extra_spirit_trunks: int = 0) -> None:
        self.deck = self.decks[self.season - 1]
        self.used.clear()
        self.prestige_taken = {}
        self.sheets.append([{} for _ in range(self.nf)])
        if self.options["season_change"]:
            self.sc_id = self.sc_deck.pop() if self.sc_deck else None
        deal = self.mode.deal
        if self.shared:
            counts = [deal[0]] * self.players + [deal[2]]
        else:
            counts = list(deal)
        deck = self.deck
        for spot, n in enumerate(counts):
            for _ in range(n):
                if deck:
                    self.spots[spot].append(deck.pop())
        self._ev("season_start", None, season=self.season, first=first, season_change=self.sc_id,
                 deck=len(deck))
        self._start_turn(first)
        if self.solo:
            trunks = tuple(self.supply.pop() for _ in range(min(len(self.supply),
                           self.rules.solo.spirit_trunks_per_season + extra_spirit_trunks)))
            if trunks:
                self._ev("spirit_trunks", SPIRIT, cards=list(trunks))
                self.stack.append((PLACE, SPIRIT, trunks))

    def _start_turn(self, f: int) -> None:
        self.active = f
        self.turn_no += 1
        self.arrived.clear()
        self.peek = None
        self.looking = None
        self._events.append(("turn", f, self.turn_no))
        if f == self.spirit:
            self.stack.append((SPIRIT_TURN,))
        else:
            self.stack.append((TURN, f, START, 0))

    def _next(self) -> None:
        """The stack is empty during play: the turn that ended hands over, or the season ends."""
        cur = self.active
        nxt = (cur + 1) % self.nf
        if not self.deck and (all(not self.spots[s] for s in self.order_of[nxt]) if self.shared
                              else not any(self.spots)):
            self._begin_season_end(cur)
            return
        # the next turn begins (as ``_start_turn``, without the call: once a turn)
        self.active = nxt
        self.turn_no += 1
        self.arrived.clear()
        self.peek = None
        self.looking = None
        self._events.append(("turn", nxt, self.turn_no))
        if nxt == self.spirit:
            self.stack.append((SPIRIT_TURN,))
        else:
            self.stack.append(_START_FRAME[nxt])

    def _draw(self, n: int) -> list[int]:
        deck = self.deck
        out = []
        while n > 0 and deck:
            out.append(deck.pop())
            n -= 1
        return out

    def _forced_keep(self, seat: int, k: int) -> bool:
        """With the season deck empty, the last non-empty pile of the seat's three must be kept (§5.5)."""
        if self.deck:
            return False
        spots, order = self.spots, self.order_of[seat]
        return all(not spots[order[j]] for j in range(k + 1, 3))

    # ------------------------------------------------------------------ reading the state

    @property
    def season_change(self):
        return self.rules.season_change(self.sc_id) if self.sc_id is not None else None

    @property
    def spots_count(self) -> int:
        return len(self.spots)

    def kind_of(self, uid: int) -> str:
        return self.ct.kind[uid]

    def wildlife_kinds(self, f: int) -> list[str]:
        cat, kind = self.ct.cat, self.ct.kind
        return [kind[u] for u in self.forests[f].cards if cat[u] == WILDLIFE]

    def counts(self, f: int) -> dict[str, int]:
        """How many cards of each kind forest ``f`` holds outside its trees."""
        kind = self.ct.kind
        n: dict[str, int] = {}
        for u in self.forests[f].cards:
            k = kind[u]
            n[k] = n.get(k, 0) + 1
        return n

    # ------------------------------------------------------------------ copies and JSON

    def clone(self) -> "CanopeeState":
        st = self.__class__.__new__(self.__class__)
        for name, value in zip(_STATE_ATTRS, _read_state(self)):
            setattr(st, name, value)
        st.rng = random.Random()
        st.rng.setstate(self.rng.getstate())
        st._views = None                         # its own views, not this state's
        st.decks = [list(x) for x in self.decks]
        st.deck = st.decks[st.season - 1]
        for name in ("set_aside", "germ", "discard", "supply", "sc_deck", "stack", "_events", "_actions",
                     "threat_snapshot", "points"):
            setattr(st, name, list(getattr(self, name)))
        st._event_objects = list(self._event_objects)
        st.spots = [list(p) for p in self.spots]
        st.face_up = set(self.face_up)
        st.forests = [fo.copy() for fo in self.forests]
        st.sheets = [[dict(s) for s in season] for season in self.sheets]
        st.prestige_taken = dict(self.prestige_taken)
        st.used = set(self.used)
        st.arrived = set(self.arrived)
        return st

    def to_json(self) -> dict:
        from .serial import state_to_json

        return state_to_json(self)


def _describe_action(action: Any) -> str:
    to_json = getattr(action, "to_json", None)
    return repr(to_json()) if callable(to_json) else repr(action)[:80]


_SEATS = [frozenset((s,)) for s in range(8)]
_NOBODY: frozenset[int] = frozenset()
_new_view = object.__new__


def _make_view(state: "CanopeeState", seat: int) -> CanopeeView:
    v = _new_view(CanopeeView)          # without a call to __init__
    v.state = state
    v.seat = seat
    return v

_read_state = attrgetter(*_STATE_ATTRS)

_HANDLERS: dict[str, Any] = {}
_APPLIERS: dict[str, Any] = {}


def _register() -> None:
    for name, h, a in (
        (TURN, CanopeeState._h_turn, CanopeeState._a_turn),
        (KEEPF, CanopeeState._h_keep, CanopeeState._a_keep),
        (REFUSEF, CanopeeState._h_refuse, CanopeeState._a_refuse),
        (PLACE, CanopeeState._h_place, CanopeeState._a_place),
        (CARD, CanopeeState._h_card, CanopeeState._a_card),
        (DRAW, CanopeeState._h_draw, None),
        (DISCARD, CanopeeState._h_discard, CanopeeState._a_discard),
        (COLLYBIA, CanopeeState._h_collybia, CanopeeState._a_collybia),
        (COLLYBIA_KEEP, CanopeeState._h_collybia_keep, CanopeeState._a_collybia_keep),
        (TAMARIN, CanopeeState._h_tamarin, CanopeeState._a_tamarin),
        (SPIRIT_TURN, CanopeeState._h_spirit_turn, None),
    ):
        _HANDLERS[name] = h
        if a is not None:
            _APPLIERS[name] = a
    _HANDLERS.update(SeasonSteps.handlers())
    _APPLIERS.update(SeasonSteps.appliers())


_register()
