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

A turn's steps live in ``turn.CanopeeTurn``, the end of a season's in ``season.SeasonSteps`` (both mixed in
here); the frames' names in ``frames``.

All randomness comes from ``self.rng``, seeded once: the same seed and actions give the same game.
"""
from __future__ import annotations

import random
from operator import attrgetter
from typing import Any, Mapping

from ..core.protocol import StateDefaults
from ..core.protocol import Event, Outcome
from ..errors import IllegalAction
from . import actions as A
from .actions import KEEP, REFUSE
from .cards import CanopeeRules
from .cardtable import (ARRIVES_CANOPY, ARRIVES_IMMEDIATE, ARRIVES_TRUNK, CANOPY, FLORA, GERMINATION, THREAT, TRUNK,
                        WILDLIFE, CardTable)
from .forest import Forest, Tree
from .frames import (ANY, BOA_PITCHER, CARD, COLLYBIA, COLLYBIA_KEEP, DISCARD, DRAW, END, FLORA_ONLY, KEEPF, OVER,
                     PLACE, PLAY, REFILL, REFUSEF, SPIRIT, SPIRIT_TURN, START, TAMARIN, TURN, WILDLIFE_ONLY)
from .season import SeasonSteps
from .turn import _START_FRAME, CanopeeTurn, _by_kind, _without
from .view import CanopeeView

GAME_ID = "canopee"
FORMAT = 1

DEFAULT_OPTIONS = {"card_set": "base", "species": "random", "season_change": False, "difficulty": "normal",
                   "first_player": "random"}


def normalise_options(rules: CanopeeRules, players: int, solo: bool,
                      options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options of a game, every one given (defaults filled in); ValueError, one sentence, for a bad one."""
    given = dict(options or {})
    unknown = sorted(set(given) - set(DEFAULT_OPTIONS), key=str)
    if unknown:
        raise ValueError(f"unknown Canopée option {unknown[0]!r:.40} (options: {', '.join(DEFAULT_OPTIONS)})")
    out = dict(DEFAULT_OPTIONS)
    out.update(given)
    if out["card_set"] not in rules.card_sets:
        raise ValueError(f"unknown card set {out['card_set']!r:.40} (card sets: {', '.join(rules.card_sets)})")
    card_set = rules.card_sets[out["card_set"]]
    species = out["species"]
    if isinstance(species, (list, tuple)):
        species = tuple(species)
        if card_set.wildlife == "choose":
            rules.species_in_play({"card_set": out["card_set"], "species": species}, players, solo)
        out["species"] = species
    elif species != "random" and not (type(species) is int and species in card_set.species_counts) \
            and not (type(species) is int and card_set.wildlife != "choose"):
        counts = ", ".join(str(n) for n in card_set.species_counts) or "none"
        raise ValueError(f"the species option is 'random', a number of species ({counts}) or a list of species, "
                         f"not {species!r:.40}")
    if type(out["season_change"]) is not bool:
        raise ValueError(f"the season_change option is true or false, not {out['season_change']!r:.40}")
    if solo:
        out["season_change"] = False          # not played in solo (§13)
    if out["difficulty"] not in rules.solo.difficulties:
        raise ValueError(f"unknown difficulty {out['difficulty']!r:.40} "
                         f"(difficulties: {', '.join(rules.solo.difficulties)})")
    first = out["first_player"]
    if first != "random" and not (type(first) is int and 0 <= first < max(players, 1)):
        raise ValueError(f"the first player is 'random' or a seat from 0 to {max(players, 1) - 1}, "
                         f"not {first!r:.40}")
    return out


_ABILITY_SPECIES = ("frog", "toucan", "tamarin", "ant", "hoatzin", "sloth", "boa", "howler", "goliath", "kinkajou",
                    "jaguar", "butterfly", "marmoset")
# what ``_bind_table`` sets (see ``_shortcuts``)
_SHORTCUT_NAMES = tuple("_u_" + name for name in _ABILITY_SPECIES) + (
    "_collybias", "_pitchers", "_w1_cards", "_w5_cards", "_w1_set", "_w5_set", "_w6_set", "_keep_cards",
    "_refuse_cards", "_refuse_adds")
# every attribute of a state: ``__slots__``, no instance dict, so that the engine's many reads of its own
# attributes and calls of its own methods take Python's fastest paths
_STATE_ATTRS = (
    "rules", "mode", "ct", "players", "seed", "solo", "options", "species", "nf", "spirit", "shared", "order_of",
    "rng", "season", "decks", "deck", "set_aside", "germ", "discard", "supply", "spots", "face_up", "forests",
    "points", "sheets", "sc_deck", "sc_id", "phase", "is_over", "active", "turn_no", "last_pile", "eos_order",
    "threat_snapshot", "prestige_taken", "used", "arrived", "looking", "peek", "next_tree", "next_completion",
    "stack", "_events", "_event_objects", "_actions", "_outcome", "_dseat", "_dname", "_dlegal", "_views") + _SHORTCUT_NAMES


class CanopeeState(CanopeeTurn, SeasonSteps, StateDefaults):
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
            bound = self.ct.bound = _shortcuts(self.ct)
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
        watched = _WatchedEvents(plain)
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

    # ------------------------------------------------------------------ adding cards to a forest

    def _h_place(self, fr: tuple) -> bool:
        _, f, cards = fr
        stack = self.stack
        n = len(cards)
        if n == 0:
            stack.pop()
            return False
        ct = self.ct
        arrival, kind = ct.arrival, ct.kind
        if n > 1:
            mask = 0
            for u in cards:
                mask |= arrival[u]
            if mask and self._order_matters(cards, mask):
                legal = A.chooses(_by_kind(cards, kind))
                if f == self.active and self.phase == PLAY and f != self.spirit:
                    legal += self._w6(f)
                return self._ask(f, "order", legal)
        # any order gives the same forest: one after the other, until a card needs a decision. A card with
        # nothing to decide (flora, weather, wildlife...: the usual pile) is added here without a call; the
        # frame is left with the cards still to come only before a card that may ask something
        fo_cards, arrived, events = self.forests[f].cards, self.arrived, self._events
        last = n - 1
        for i in range(n):
            u = cards[i]
            if not arrival[u]:
                fo_cards.append(u)
                arrived.add(u)
                events.append(("place", f, u, kind[u]))
                if i == last:
                    stack.pop()
                continue
            if i < last:
                stack[-1] = (PLACE, f, cards[i + 1:])
            else:
                stack.pop()
            depth = len(stack)
            self._arrive(f, u)
            if len(stack) != depth:
                return False
        return False

    def _order_matters(self, cards: tuple, mask: int = -1) -> bool:
        """Whether the order of these cards can change anything (§6.1): a canopy with a trunk (which tree it
        tops), an immediate card with any other kind (what a Drought may take, what a Lightning draws onto).
        Otherwise every order gives the same forest and no "order" decision is asked. ``mask``: the ``or`` of
        the cards' ``CardTable.arrival`` codes when the caller has it."""
        if mask < 0:
            arrival = self.ct.arrival
            mask = 0
            for u in cards:
                mask |= arrival[u]
        if mask & ARRIVES_TRUNK and mask & ARRIVES_CANOPY:
            return True
        if mask & ARRIVES_IMMEDIATE:
            kind = self.ct.kind
            first = kind[cards[0]]
            for u in cards:
                if kind[u] != first:
                    return True
        return False

    def _a_place(self, fr: tuple, a: Any) -> None:
        _, f, cards = fr
        if type(a) is A.Choose:
            self.stack[-1] = (PLACE, f, _without(cards, a.card))
            self._arrive(f, a.card)
        else:
            self._use_ability(f, a)

    def _arrive(self, f: int, u: int) -> None:
        """Card ``u`` enters forest ``f`` (§6): a trunk or canopy finds its tree, an immediate card resolves."""
        c = self.ct.cat[u]
        fo = self.forests[f]
        if c == TRUNK:
            for t in fo.trees:
                if t.canopy < 0:
                    self.stack.append((CARD, f, u, "trunk"))
                    return
            self._new_tree(f, u)
        elif c == CANOPY:
            unfinished = [t for t in fo.trees if t.canopy < 0]
            if not unfinished:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="no_tree")
            elif len(unfinished) == 1:
                self._top(f, unfinished[0], u)
            else:
                self.stack.append((CARD, f, u, "canopy"))
        elif self.ct.immediate[u]:
            kind = self.ct.kind[u]
            self._to_discard(u)
            self._ev("immediate", f, card=u, kind=kind)
            if kind == "lightning":
                self.stack.append((CARD, f, u, "lightning"))
            else:
                self.stack.append((DISCARD, f, self.rules.threats.drought_discards, "drought_discard", ANY))
        else:
            fo.cards.append(u)
            self.arrived.add(u)
            self._events.append(("place", f, u, self.ct.kind[u]))

    def _new_tree(self, f: int, trunk: int) -> None:
        tid = self.next_tree
        self.next_tree += 1
        self.forests[f].trees.append(Tree(tid, [trunk]))
        self._events.append(("place", f, {"card": trunk, "kind": self.ct.kind[trunk], "tree": tid,
                                          "new_tree": True}))

    def _grow(self, f: int, tree: Tree, trunk: int) -> None:
        tree.trunks.append(trunk)
        self._events.append(("place", f, {"card": trunk, "kind": self.ct.kind[trunk], "tree": tree.tid}))

    def _top(self, f: int, tree: Tree, canopy: int) -> None:
        tree.canopy = canopy
        tree.completed = self.next_completion
        self.next_completion += 1
        self._events.append(("place", f, {"card": canopy, "kind": self.ct.kind[canopy], "tree": tree.tid,
                                          "completes": True}))

    def _h_card(self, fr: tuple) -> bool:
        _, f, u, what = fr
        fo = self.forests[f]
        if what == "lightning":
            opponents = [s for s in range(self.nf) if s != f and s != self.spirit] or \
                        [s for s in range(self.nf) if s != f]
            return self._ask(f, "lightning_choice", [A.lightning(m, o) for m in A.LIGHTNING_MODES
                                                     for o in opponents])
        if what == "trunk":
            # a new tree, or any unfinished one
            legal = [A.NEW_TREE]
            trunk_on = A.place_trunk
            for t in fo.trees:
                if t.canopy < 0:
                    legal.append(trunk_on(t.tid))
            if len(legal) == 1:
                self.stack.pop()
                self._new_tree(f, u)
                return False
            self._dseat = f
            self._dname = "place_trunk"
            self._dlegal = tuple(legal)
            return True
        unfinished = [t for t in fo.trees if t.canopy < 0]
        if len(unfinished) <= 1:
            self.stack.pop()
            if unfinished:
                self._top(f, unfinished[0], u)
            else:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="no_tree")
            return False
        return self._ask(f, "place_canopy", [A.place_canopy(t.tid) for t in unfinished])

    def _a_card(self, fr: tuple, a: Any) -> bool | None:
        _, f, u, what = fr
        stack = self.stack
        stack.pop()
        if what == "trunk" or what == "canopy":
            if what == "canopy":
                self._top(f, self.forests[f].tree(a.tree), u)
            elif a.tree < 0:
                self._new_tree(f, u)
            else:
                self._grow(f, self.forests[f].tree(a.tree), u)
            # the last card of a kept pile (the usual case): the turn ends as the frames would end it
            if len(stack) == 2:
                keep = stack[1]
                turn = stack[0]
                if keep[0] == KEEPF and keep[4] == REFILL and not keep[6] and turn[0] == TURN and turn[2] == END:
                    stack.pop()
                    return self._refill_end(keep[1], keep[2], keep[3])
        else:
            n = self.rules.threats.lightning_cards
            self._ev("lightning", f, mode=a.mode, opponent=a.opponent)
            if a.mode == "draw":
                self.stack.append((DRAW, a.opponent, n))
                self.stack.append((DRAW, f, n))
            else:
                self.stack.append((DISCARD, a.opponent, n, "lightning_discard", ANY))
                self.stack.append((DISCARD, f, n, "lightning_discard", ANY))

    def _h_draw(self, fr: tuple) -> bool:
        _, f, n = fr
        self.stack.pop()
        drawn = tuple(self._draw(n))
        self._ev("draw", f, count=len(drawn))
        if drawn:
            self.stack.append((PLACE, f, drawn))
        return False

    # ------------------------------------------------------------------ discarding

    def _eligible(self, f: int, what: str) -> list[int]:
        fo = self.forests[f]
        cat = self.ct.cat
        if what == ANY:
            out = list(fo.cards)
            for t in fo.trees:
                if not t.scored:
                    out.extend(t.trunks)
                    if t.canopy >= 0:
                        out.append(t.canopy)
            return out
        if what == FLORA_ONLY:
            return [u for u in fo.cards if cat[u] == FLORA]
        if what == WILDLIFE_ONLY:
            return [u for u in fo.cards if cat[u] == WILDLIFE]
        imm = self.ct.immediate
        return [u for u in fo.cards if cat[u] == THREAT and not imm[u]]

    def _h_discard(self, fr: tuple) -> bool:
        _, f, n, name, what = fr
        if n <= 0:
            self.stack.pop()
            return False
        elig = self._eligible(f, what)
        if len(elig) <= n:
            # nothing to choose: all of them go (or nothing, §6.5 / OP-23)
            self.stack.pop()
            for u in elig:
                if self._holds(f, u):          # a canopy goes with its tree's last trunk
                    self._discard_from(f, u, name)
            return False
        return self._ask(f, name, A.chooses(elig))

    def _a_discard(self, fr: tuple, a: Any) -> None:
        _, f, n, name, what = fr
        if n > 1:
            self.stack[-1] = (DISCARD, f, n - 1, name, what)
        else:
            self.stack.pop()
        self._discard_from(f, a.card, name)

    def _holds(self, f: int, u: int) -> bool:
        fo = self.forests[f]
        if u in fo.cards:
            return True
        return any(u in t.trunks or t.canopy == u for t in fo.trees)

    def _discard_from(self, f: int, u: int, reason: str) -> None:
        """Card ``u`` leaves forest ``f`` for the discard pile (a Germination card: under its deck). A tree
        losing its last trunk goes with its canopy; a tree losing its canopy is unfinished again; a Pitcher
        Plant lets its card into the forest at once."""
        fo = self.forests[f]
        c = self.ct.cat[u]
        kind = self.ct.kind
        if c == TRUNK or c == CANOPY:
            for t in fo.trees:
                if c == TRUNK and u in t.trunks:
                    t.trunks.remove(u)
                    if not t.trunks:
                        fo.trees.remove(t)
                        if t.canopy >= 0:
                            self._to_discard(t.canopy)
                            self._ev("discard", f, card=t.canopy, kind=kind[t.canopy], reason=reason, tree=t.tid)
                    break
                if c == CANOPY and t.canopy == u:
                    t.canopy = -1
                    t.completed = -1
                    break
            self._to_discard(u)
            self._ev("discard", f, card=u, kind=kind[u], reason=reason)
            return
        fo.cards.remove(u)
        self._to_discard(u)
        self._ev("discard", f, card=u, kind=kind[u], reason=reason)
        held = fo.pitcher.pop(u, -1) if fo.pitcher else -1
        if held >= 0:
            self._ev("pitcher_release", f, plant=u, card=held, kind=kind[held])
            self.stack.append((PLACE, f, (held,)))

    def _to_discard(self, u: int) -> None:
        if self.ct.origin[u] == GERMINATION:
            self.germ.insert(0, u)
        else:
            self.discard.append(u)

    # ------------------------------------------------------------------ reading the state

    @property
    def season_change(self):
        return self.rules.season_change(self.sc_id) if self.sc_id is not None else None

    @property
    def spots_count(self) -> int:
        return len(self.spots)

    def kind_of(self, uid: int) -> str:
        return self.ct.kind[uid]

    def frames_cards(self) -> list[int]:
        """Cards in transit: in a pending frame (a kept pile, cards waiting to be placed, a draw)."""
        out: list[int] = []
        for fr in self.stack:
            name = fr[0]
            if name == KEEPF:
                out.extend(fr[5])
                out.extend(fr[6])
            elif name == PLACE or name == COLLYBIA_KEEP:
                out.extend(fr[2])
            elif name == CARD and fr[3] != "lightning":
                out.append(fr[2])
            elif name == REFUSEF and fr[3] == BOA_PITCHER:
                out.append(fr[4])
            elif name == TAMARIN:
                out.extend(fr[2])
                out.extend(fr[4])
            elif name == "germ_pick":
                out.extend(fr[2])
        return out

    def zones(self) -> dict[str, list[int]]:
        """Every card by zone (each card in exactly one of them: the invariant the tests check)."""
        z: dict[str, list[int]] = {
            "set_aside": list(self.set_aside), "germination": list(self.germ), "discard": list(self.discard),
            "supply": list(self.supply), "transit": self.frames_cards(),
        }
        for s, deck in enumerate(self.decks):
            z[f"deck{s + 1}"] = list(deck)
        for i, pile in enumerate(self.spots):
            z[f"spot{i}"] = list(pile)
        for f, fo in enumerate(self.forests):
            z[f"forest{f}"] = fo.all_cards()
        return z

    def check_invariants(self) -> None:
        """AssertionError naming the first broken one: every card in exactly one zone, Germination cards only
        where they may be, trees well formed, forests' cards in their right places, points adding up to the
        score sheets, a decision pending for a seat while the game goes on."""
        ct = self.ct
        seen = [0] * ct.size
        zones = self.zones()
        for zone, cards in zones.items():
            for u in cards:
                assert type(u) is int and 0 <= u < ct.size, f"unknown card {u!r} in {zone}"
                seen[u] += 1
        lost = [u for u, n in enumerate(seen) if n != 1]
        assert not lost, f"cards not in exactly one zone: {lost[:5]}"
        origin, cat, imm = ct.origin, ct.cat, ct.immediate
        for zone in ["set_aside", "supply"] + [z for z in zones if z.startswith(("deck", "spot"))]:
            assert all(origin[u] != GERMINATION for u in zones[zone]), f"a Germination card in {zone}"
        assert all(origin[u] == GERMINATION for u in self.germ), "a rainforest card in the Germination deck"
        for f, fo in enumerate(self.forests):
            for t in fo.trees:
                assert t.trunks, f"forest {f}: a tree without a trunk"
                assert all(cat[u] == TRUNK for u in t.trunks), f"forest {f}: a tree holds a non-trunk"
                assert t.canopy < 0 or cat[t.canopy] == CANOPY, f"forest {f}: a tree topped by a non-canopy"
                assert t.canopy >= 0 or not (t.scored or t.awarded), f"forest {f}: an unfinished tree scored"
            for u in fo.cards:
                assert cat[u] not in (TRUNK, CANOPY) and not imm[u], f"forest {f}: {ct.kind[u]} among its cards"
            for plant in fo.pitcher:
                assert plant in fo.cards and ct.kind[plant] == "pitcher_plant", f"forest {f}: a store without plant"
        for f in range(self.nf):
            assert self.points[f] == sum(sum(season[f].values()) for season in self.sheets), \
                f"forest {f}: points {self.points[f]} do not add up to its score sheets"
        assert self.is_over == (self.phase == OVER), "is_over does not say whether the phase is over"
        if self.phase == OVER:
            assert self._outcome is not None and not self.stack, "a finished game with work left"
            assert self._dseat == -1 and not self._dlegal, "a finished game with a decision pending"
        else:
            assert 0 <= self._dseat < self.players and self._dlegal, "a game going on with no decision pending"

    def remap(self, mapping: Mapping[int, int]) -> None:
        """Put card ``mapping[u]`` wherever card ``u`` lies, for the hidden cards a determinization deals again
        (decks, set-aside cards, unseen piles and stores, other seats' cards in hand)."""
        if not mapping:
            return
        get = mapping.get

        def m(cards):
            return [get(u, u) for u in cards]

        for d in self.decks:
            d[:] = m(d)
        self.set_aside[:] = m(self.set_aside)
        self.germ[:] = m(self.germ)
        for pile in self.spots:
            pile[:] = m(pile)
        for fo in self.forests:
            fo.hoatzin[:] = m(fo.hoatzin)
            fo.pitcher = {p: get(c, c) for p, c in fo.pitcher.items()}
        if self.peek is not None:
            self.peek = (self.peek[0], self.peek[1], tuple(m(self.peek[2])))
        layout = _FRAME_CARDS
        stack = []
        for fr in self.stack:
            fields = layout.get(fr[0])
            if fields:
                fr = list(fr)
                for i in fields:
                    fr[i] = tuple(m(fr[i])) if isinstance(fr[i], tuple) else get(fr[i], fr[i])
                fr = tuple(fr)
            stack.append(fr)
        self.stack = stack

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


class _WatchedEvents(list):
    """The state's events while an action is applied observed (``CanopeeState.apply_observed``): each event made
    is shown to the watcher with the state, once it is in the list. The engine appends its events in many places
    (some through a local name for speed); they all reach this list's ``append``."""

    __slots__ = ("state", "observe")

    def append(self, event: Any) -> None:
        list.append(self, event)
        self.observe(len(self) - 1, self.state)


# An event is kept as (kind, forest, data mapping); the most frequent ones as (kind, forest, value, ...), their
# values in the order below, without a mapping nor a tuple of their own (a simulation plays thousands of games).
# ``event_data`` gives every event its mapping.
EVENT_FIELDS = {"turn": ("turn",), "look": ("spot", "count"), "keep": ("spot", "count"), "refuse": ("spot",),
                "end_turn": (), "refill": ("spot", "count"), "put_back": ("spot", "count"),
                "place": ("card", "kind")}


def event_data(event: tuple) -> dict:
    """The data mapping of a kept event."""
    if len(event) == 3 and type(event[2]) is dict:
        return event[2]
    return dict(zip(EVENT_FIELDS[event[0]], event[2:]))


def _shuffle_fast(rng: random.Random, cards: list) -> None:
    """``rng.shuffle(cards)``, the same draws and the same order, without a method call per card (a game
    shuffles its ~130 cards at the deal). Used only where it was checked to match (``_SHUFFLE``)."""
    getrandbits = rng.getrandbits
    steps = _SHUFFLE_STEPS.get(len(cards))
    if steps is None:
        # for each position from the last: its index, how many cards it may swap with, their bit length
        steps = _SHUFFLE_STEPS[len(cards)] = tuple((i, i + 1, (i + 1).bit_length())
                                                   for i in range(len(cards) - 1, 0, -1))
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _shuffle_checked() -> bool:
    """Whether ``_shuffle_fast`` gives what this Python's ``random.shuffle`` gives (it reproduces its algorithm,
    which a future Python might change): a few seeds and sizes, once at import."""
    for seed in (0, 2024):
        for size in (0, 1, 2, 9, 140):
            a, b = random.Random(seed), random.Random(seed)
            x, y = list(range(size)), list(range(size))
            a.shuffle(x)
            _shuffle_fast(b, y)
            if x != y or a.getstate() != b.getstate():
                return False
    return True


_SHUFFLE = _shuffle_checked()


def shuffle(rng: random.Random, cards: list) -> None:
    """Shuffle ``cards`` in place with ``rng``: exactly ``rng.shuffle(cards)``, faster where it may be."""
    if _SHUFFLE and type(rng) is random.Random:
        _shuffle_fast(rng, cards)
    else:
        rng.shuffle(cards)


_TABLES: dict[tuple, CardTable] = {}


def card_table(rules: CanopeeRules, card_set: str, species: tuple[str, ...], players: int, solo: bool,
               starting: int) -> CardTable:
    """The card table of a mode, made once per process (a simulation deals thousands of identical decks)."""
    key = (id(rules), card_set, species, players, solo, starting)
    table = _TABLES.get(key)
    if table is None or table.rules is not rules:
        deck = rules.deck_for({"card_set": card_set, "species": species}, players, solo)
        table = _TABLES[key] = CardTable(rules, deck, rules.germination.deck(), starting)
    return table


def _describe_action(action: Any) -> str:
    to_json = getattr(action, "to_json", None)
    return repr(to_json()) if callable(to_json) else repr(action)[:80]


# where each frame holds cards (positions of a uid or of a tuple of uids), for ``remap``
_FRAME_CARDS = {KEEPF: (5, 6), REFUSEF: (4,), PLACE: (2,), CARD: (2,), COLLYBIA_KEEP: (2,), TAMARIN: (2, 4),
                "germ_pick": (2, 3)}

_SEATS = [frozenset((s,)) for s in range(8)]
_NOBODY: frozenset[int] = frozenset()
_new_view = object.__new__


def _make_view(state: "CanopeeState", seat: int) -> CanopeeView:
    v = _new_view(CanopeeView)          # without a call to __init__
    v.state = state
    v.seat = seat
    return v

_read_state = attrgetter(*_STATE_ATTRS)


def _shortcuts(ct: CardTable) -> dict[str, Any]:
    """The state attributes ``_bind_table`` sets for a card table: ``_u_<species>``, the uid of each ability
    card (-1: not in this game), the Collybias and Pitcher Plants, and the cards that may act in each window."""
    uid = ct.uid_of_active.get
    b: dict[str, Any] = {"_u_" + name: uid(name, -1) for name in _ABILITY_SPECIES}
    kinds = ct.kind
    collybias = tuple(u for u in ct.rainforest if kinds[u] == "collybia")
    pitchers = tuple(u for u in ct.rainforest if kinds[u] == "pitcher_plant")
    b["_collybias"], b["_pitchers"] = collybias, pitchers
    # the cards that may act at the start / the end of a turn, those of this game only
    b["_w1_cards"] = tuple(u for u in (b["_u_frog"], b["_u_toucan"], b["_u_tamarin"], b["_u_ant"]) if u >= 0) \
        + collybias
    b["_w5_cards"] = tuple(u for u in (b["_u_ant"], b["_u_hoatzin"]) if u >= 0) + collybias
    # the same as sets, and the cards that may act in a pile's window (W6) or when a pile is kept or refused:
    # one look at a forest's cards tells whether the slow path is needed
    b["_w1_set"] = frozenset(b["_w1_cards"])
    b["_w5_set"] = frozenset(b["_w5_cards"])
    b["_w6_set"] = frozenset(u for u in (b["_u_ant"],) + collybias if u >= 0)
    b["_keep_cards"] = frozenset(u for u in (b["_u_goliath"],) + pitchers if u >= 0)
    b["_refuse_cards"] = frozenset(u for u in (b["_u_boa"], b["_u_howler"]) if u >= 0)
    b["_refuse_adds"] = ct.rules.turn.refuse_adds
    return b

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
