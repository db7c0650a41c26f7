"""What every game of the collection implements, so that the session, the saves, the log, the replay, simulate,
the agents and the window work for any of them.

In the spirit of OpenSpiel's Game/State split and boardgame.io's per-player view:

- a ``GameDef`` describes a game (its id, names, seat counts, options) and makes its states;
- a ``State`` is one position: who is to act, each seat's legal actions, ``apply``, a ``View`` per seat, the
  scores, the outcome, a clone and a JSON round trip;
- a multi-step turn is a sequence of small, named decisions: ``view.decision()`` says which one is pending
  ("pile", "place_trunk", "drought_discard", ...), and every choice is one small action, so that bots, hints,
  undo, the log and the window speak the same language for every game;
- ``Event``s (public: who did what) feed the log, the replay, the animations and the hand-off screens.

Pure Python: no pygame. Actions are immutable values with a JSON form (``to_json``) that the game's
``action_from_json`` reads back; the same seed and the same actions always give the same game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Protocol, Sequence, runtime_checkable


class Action(Protocol):
    """One decision of one seat. Immutable, hashable, comparable; ``to_json`` is a JSON value (a list or a
    mapping of plain values) that the game's ``action_from_json`` turns back into an equal action."""

    def to_json(self) -> Any: ...


@dataclass(frozen=True)
class Event:
    """Something that happened, as everyone may know it: ``kind`` names it ("keep", "refuse", "place", ...),
    ``seat`` is who did it (None: the game itself, the automaton), ``data`` holds only public, JSON-ready
    values. A game never puts a hidden card in an event; the seat that saw it learns it from its view."""

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}


@dataclass(frozen=True)
class Outcome:
    """The end of a game: every seat's final total (solo: the player's, then the automaton's, which is not a
    seat), the winning seats (several on a shared victory; in solo, ``(0,)`` or ``()``), and what the game adds
    (a solo level, a tie-break...)."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)


@runtime_checkable
class View(Protocol):
    """What one seat may know of a state, and what it may do. Never holds another seat's secrets nor the order
    of a hidden deck (a test checks it for every game)."""

    seat: int

    def decision(self) -> str | None:
        """The name of the decision this seat must take now, None if it has nothing to decide."""
        ...

    def legal_actions(self) -> Sequence[Action]: ...

    def to_json(self) -> dict:
        """Everything this seat may know, as plain values (what the tests search for leaked secrets)."""
        ...

    def determinize(self, rng: Any) -> "State":
        """A whole state consistent with what this seat knows, its hidden cards (other hands, deck orders,
        looked-at piles it did not see...) dealt again with ``rng``. Searches use it not to peek; the conformance
        suite checks that this seat's ``to_json`` is the same from every such state (a view that depended on a
        hidden card would change)."""
        ...


@runtime_checkable
class State(Protocol):
    game_id: str
    seed: int
    players: int                # seats at the table (a solo game: the player's one, whatever the automaton)
    solo: bool

    def to_act(self) -> frozenset[int]:
        """The seats that must decide now: one on an ordinary turn, several on a simultaneous step (each commits
        on its own), none when the game is over."""
        ...

    def legal_actions(self, seat: int) -> Sequence[Action]: ...

    def apply(self, seat: int, action: Action) -> bool | None:
        """Play ``action`` for ``seat``; IllegalAction (and nothing changed) if it is not legal now. May return
        True when the action made something public happen at once (a reveal), which the window animates."""
        ...

    def view(self, seat: int) -> View: ...

    @property
    def is_over(self) -> bool: ...

    def scores(self) -> list[int]:
        """Every seat's points now (running during the game, final at the end)."""
        ...

    def outcome(self) -> Outcome | None:
        """None until the game is over."""
        ...

    def clone(self) -> "State":
        """An independent copy, random state included: another thread may read or search it."""
        ...

    def to_json(self) -> dict: ...

    def actions_log(self) -> list[tuple[int, Action]]:
        """Every applied (seat, action), in order: with the seed and the options, enough to replay the game."""
        ...

    def events(self) -> list[Event]:
        """Every public event so far, in order."""
        ...

    def check_invariants(self) -> None:
        """AssertionError naming the first broken invariant: every card in exactly one zone (none lost, none
        duplicated), and the game's own (sizes, trees, phases...). For tests, the monkey and debugging."""
        ...


class StateDefaults:
    """The optional parts of a State, each with what a game without it means; every game's State class derives
    from it, so the shared code calls them directly (never ``hasattr``)."""

    solo: bool = False          # a solo game against the game's automaton (a game without a solo mode: never)

    def apply_observed(self, seat: int, action: Action, observe: Callable[[int, Any], None]) -> bool | None:
        """``apply``, calling ``observe(event_index, state_now)`` at each public event inside the action where the
        game can stop there (the replay shows a round's end inside the turn that caused it). By default the
        game cannot: nothing is observed."""
        return self.apply(seat, action)        # type: ignore[attr-defined]

    def turn_order(self) -> Sequence[int]:
        """The seats in the order the game takes them now (several deciding at once are asked in it); (): the
        seats' own order."""
        return ()

    def replay_record(self, step: int) -> Mapping[str, Any] | None:
        """What the game kept of the log entry ``step`` (1-based) beyond its events, for the replay's telling
        (Forêt's and Savane's reveal records); None: nothing."""
        return None

    def log_progress(self) -> tuple:
        """A value that changes whenever the game log of this state would (the log panel redraws then)."""
        return (len(self.events()),)           # type: ignore[attr-defined]


@dataclass(frozen=True)
class OptionSpec:
    """One choice the setup offers for a game ("card_set", "season_change"...): its values, in the order shown,
    and the default. Names shown to players come from game/i18n.py (``option_<id>`` and ``option_<id>_<value>``)."""

    id: str
    values: tuple[Any, ...]
    default: Any
    solo: bool = True          # offered in solo games
    multi: bool = True         # offered in games of several players


@dataclass(frozen=True)
class PickItem:
    """One thing a player may pick by hand for an option (see ``Pick``): its id (what the option's value lists),
    its names per language, the card kind whose picture shows it (None: no picture), and the group it is shown
    under ("": none; the window's words for a group are its ``coll_<option>_<group>`` string)."""

    id: str
    names: Mapping[str, str]
    icon: str | None = None
    group: str = ""

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class Pick:
    """An option's value picked by hand, beside its listed values (OptionSpec.values): a tuple of distinct item
    ids, as many as one of ``counts``, in the order of ``items`` (the game's data order)."""

    items: tuple[PickItem, ...]
    counts: tuple[int, ...]

    def valid(self, picked: Any) -> bool:
        """Whether ``picked`` is a choice this pick allows (any order)."""
        if not isinstance(picked, (tuple, list)) or not all(isinstance(p, str) for p in picked):
            return False
        ids = {item.id for item in self.items}
        return len(picked) in self.counts and len(set(picked)) == len(picked) and all(p in ids for p in picked)

    def ordered(self, picked: Any) -> tuple[str, ...]:
        """The picked ids as the option's value: in the items' order, whatever order they were picked in."""
        chosen = set(picked)
        return tuple(item.id for item in self.items if item.id in chosen)


@dataclass(frozen=True)
class GameInfo:
    """What the menu and the setup need to know before any state exists."""

    id: str
    names: Mapping[str, str]   # per language
    players_min: int
    players_max: int
    solo: bool                 # a solo mode against an automaton exists
    options: tuple[OptionSpec, ...] = ()
    opponent: Mapping[str, str] = field(default_factory=dict)   # the solo automaton's name, per language
    # the colours a player may choose for their seat, as ids in the order seats take them by default (Living
    # Forest's Spirits; cosmetic, kept in Seat.colour); (): the game has none and the setup asks for none. The
    # window alone knows what each id looks like.
    seat_colours: tuple[str, ...] = ()

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


class GameDef(Protocol):
    """A game of the collection, as the registry hands it out."""

    info: GameInfo
    agents: Mapping[str, Callable[[int], Any]]     # seat type -> factory(seed) of an agent with choose(view)

    def new_state(self, players: int, seed: int, solo: bool = False,
                  options: Mapping[str, Any] | None = None) -> State: ...

    def state_from_json(self, data: Any) -> State:
        """A state from ``State.to_json``; SaveError (one sentence) for anything damaged."""
        ...

    def action_from_json(self, data: Any) -> Action:
        """An action from ``Action.to_json``; ValueError for anything else."""
        ...

    def replay(self, players: int, seed: int, solo: bool, options: Mapping[str, Any] | None,
               log: Sequence[tuple[int, Action]]) -> State:
        """The state the actions of ``log`` lead to from the deal (IllegalAction if one is not legal)."""
        ...

    def log_lines(self, state: State, names: Sequence[str], lang: str) -> list[Any]:
        """The game log of ``state`` so far in ``lang`` (game.gamelog.LogEntry's, oldest first), public
        information only: what game.gamelog.log_lines answers for this game. ``names``: the seats' names."""
        ...

    # Optional: the keys of ``State.to_json`` that the seed and the actions rebuild whole (the game's history:
    # its events, its own copy of the actions). A save leaves them out, so its size grows with the moves only,
    # and loading fills them in from the replay it makes anyway (game/savegame.py). Absent: none.
    replayed_keys: tuple[str, ...]

    # A game whose options depend on one another says so (GameDefBase's defaults: every option of its mode is
    # asked, each from its listed values).

    def option_pick(self, option_id: str, options: Mapping[str, Any], players: int,
                    solo: bool) -> Pick | None:
        """Whether option ``option_id`` may also be picked by hand at this table (``players`` seats, ``solo``),
        given the other ``options`` as chosen (raw: possibly missing or not offered): what to pick from and how
        many, or None."""
        ...

    def option_matters(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> bool:
        """Whether option ``option_id`` of this table's mode changes anything, given the other ``options`` as
        chosen: an option that does not is not asked (and not passed to ``new_state``)."""
        ...

    def option_words(self, lang: str) -> Mapping[str, str]:
        """Words from the game's data that the window's lines on its options fill in (``{name}`` placeholders
        of its strings), in ``lang``."""
        ...
