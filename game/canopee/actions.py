"""Canopée's actions: one small, immutable value per decision of a seat.

The decision pending (``view.decision()``) gives an action its meaning: ``Choose(card)`` is the card to keep
after a Tamarin's draw, the card a Drought discards, the next card of a kept pile to place... Cards are named
by their uid (an index into the game's card table, see ``state.CanopeeState.kind_of``); trees by their tree id
(stable for the whole game, unlike their place in the forest).

Actions are cached: the same action is the same object, so building the legal list for a decision allocates
nothing once a game has warmed up, and checking an action against that list is an identity test.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Go:
    """turn_start: done with the start-of-turn abilities, look at the first pile."""

    def to_json(self) -> list:
        return ["go"]


@dataclass(frozen=True, slots=True)
class EndTurn:
    """end_turn: the turn is over (after any end-of-turn ability)."""

    def to_json(self) -> list:
        return ["end_turn"]


@dataclass(frozen=True, slots=True)
class Keep:
    """pile: take every card of the pile being looked at."""

    def to_json(self) -> list:
        return ["keep"]


@dataclass(frozen=True, slots=True)
class Refuse:
    """pile: put the pile back (with one more card) and go on to the next one."""

    def to_json(self) -> list:
        return ["refuse"]


@dataclass(frozen=True, slots=True)
class Accept:
    """Yes to an optional effect: Howler (discard the refused pile), Sloth (draw 2), Collybia (keep the drawn
    card), Season ant window (use the Leafcutter Ant now)."""

    def to_json(self) -> list:
        return ["accept"]


@dataclass(frozen=True, slots=True)
class Decline:
    """No, or done: Boa takes nothing, Goliath returns no more Threats, no Pitcher Plant store, keep no more
    Germination cards, no Renewal discard, no Butterfly, no Prestige card to take..."""

    def to_json(self) -> list:
        return ["decline"]


@dataclass(frozen=True, slots=True)
class Ability:
    """Use a card's ability in one of the seat's own windows: "frog", "toucan" (arg: the spot to look at),
    "tamarin", "ant", "collybia" (arg: the Collybia's uid), "hoatzin"."""

    name: str
    arg: int = -1

    def to_json(self) -> list:
        return ["ability", self.name, self.arg]


@dataclass(frozen=True, slots=True)
class Choose:
    """Pick one card (by uid): what it does is the pending decision's."""

    card: int

    def to_json(self) -> list:
        return ["choose", self.card]


@dataclass(frozen=True, slots=True)
class PlaceTrunk:
    """place_trunk: on the unfinished tree ``tree`` (a tree id), or -1 to start a new tree."""

    tree: int

    def to_json(self) -> list:
        return ["place_trunk", self.tree]


@dataclass(frozen=True, slots=True)
class PlaceCanopy:
    """place_canopy: on the unfinished tree ``tree`` (a tree id)."""

    tree: int

    def to_json(self) -> list:
        return ["place_canopy", self.tree]


@dataclass(frozen=True, slots=True)
class Lightning:
    """lightning_choice: "draw" (you and ``opponent`` draw 2) or "discard" (you and ``opponent`` discard 2)."""

    mode: str
    opponent: int

    def to_json(self) -> list:
        return ["lightning", self.mode, self.opponent]


@dataclass(frozen=True, slots=True)
class Store:
    """pitcher: put ``card`` (just taken from a pile) face down under the Pitcher Plant ``plant``."""

    card: int
    plant: int

    def to_json(self) -> list:
        return ["store", self.card, self.plant]


@dataclass(frozen=True, slots=True)
class Species:
    """butterfly: the Flora kind to fetch ("fern", "bromeliad", "monstera")."""

    kind: str

    def to_json(self) -> list:
        return ["species", self.kind]


@dataclass(frozen=True, slots=True)
class Target:
    """jaguar_target (3-4 players): the seat that discards a random Wildlife card."""

    seat: int

    def to_json(self) -> list:
        return ["target", self.seat]


Action = Any   # one of the classes above

# Every decision a seat may be asked (``view.decision()``), the window it belongs to (CANOPEE.md §7.2, §17)
# and the actions it takes. A decision with a single possible outcome is never asked, except a forced "pile".
DECISIONS: dict[str, str] = {
    "turn_start": "W1: Go, or Ability frog / toucan(spot) / tamarin, or W6 ant / collybia(card)",
    "pile": "D-16: Keep or Refuse the pile looked at (Keep alone when forced), or W6 ant / collybia(card)",
    "goliath": "W3: Choose a Threat of the kept pile to send back, or Decline (done)",
    "pitcher": "W3/W2: Store(card, plant) under a Pitcher Plant, or Decline",
    "boa": "W2: Choose a card of the refused pile, or Decline",
    "howler": "W2: Accept (discard the refused pile) or Decline",
    "sloth": "W4: Accept (draw 2) or Decline (draw 1)",
    "order": "D-21: Choose the next card to add (one per kind), or W6 ant / collybia(card) in one's own turn",
    "place_trunk": "D-22: PlaceTrunk(tree id) or PlaceTrunk(-1) for a new tree",
    "place_canopy": "D-23: PlaceCanopy(tree id)",
    "drought_discard": "D-24: Choose the card the Drought discards",
    "lightning_choice": "D-25: Lightning(draw | discard, opponent)",
    "lightning_discard": "D-26: Choose a card to discard (owner, then the opponent off-turn)",
    "tamarin": "D-12: Choose the drawn card to keep (the other is discarded)",
    "ant": "D-14 / D-30: Choose the card the Leafcutter Ant discards",
    "collybia": "D-15: Choose the other card discarded with the Collybia",
    "collybia_keep": "D-15: Accept (add the drawn card) or Decline (discard it)",
    "end_turn": "W5: EndTurn, or Ability hoatzin, or W6 ant / collybia(card)",
    "season_ant": "W7: Ability ant before an end-of-season step, or Decline",
    "jaguar_target": "D-33 (3-4 players): Target(seat) that discards a random Wildlife card",
    "butterfly": "D-32: Species(kind) to bring back, or Decline",
    "germination": "D-34: Choose a Germination card to keep, or Decline (done)",
    "renewal": "D-35: Choose a Threat to discard, or Decline",
    "blight_tie": "D-36: Choose a card of the tied species the Blight takes",
    "fire_discard": "D-37: Choose a Flora card to discard (owner, or every player when the fire spreads)",
    "disease_discard": "D-38: Choose a Wildlife card to discard (likewise)",
    "prestige": "D-39: Choose the opponent's Wildlife card to take",
}

GO = Go()
END_TURN = EndTurn()
NEW_TREE = PlaceTrunk(-1)
KEEP = Keep()
REFUSE = Refuse()
ACCEPT = Accept()
DECLINE = Decline()

_SINGLETONS = {"go": GO, "end_turn": END_TURN, "keep": KEEP, "refuse": REFUSE, "accept": ACCEPT,
               "decline": DECLINE}
ABILITIES = ("frog", "toucan", "tamarin", "ant", "collybia", "hoatzin")
LIGHTNING_MODES = ("draw", "discard")

# every parameterised action made once: legal lists are rebuilt at every decision
_choose: dict[int, Choose] = {}
_trunk: dict[int, PlaceTrunk] = {-1: NEW_TREE}
_canopy: dict[int, PlaceCanopy] = {}
_ability: dict[tuple[str, int], Ability] = {}
_store: dict[tuple[int, int], Store] = {}
_lightning: dict[tuple[str, int], Lightning] = {}
_species: dict[str, Species] = {}
_target: dict[int, Target] = {}


def choose(card: int) -> Choose:
    a = _choose.get(card)
    if a is None:
        a = _choose[card] = Choose(card)
    return a


def chooses(cards) -> list[Choose]:
    """``[choose(u) for u in cards]``: the cards seen before are looked up without a call per card."""
    if type(cards) is not list and type(cards) is not tuple:
        cards = list(cards)
    try:
        return list(map(_choose.__getitem__, cards))
    except KeyError:
        return [choose(u) for u in cards]


def place_trunk(tree: int) -> PlaceTrunk:
    a = _trunk.get(tree)
    if a is None:
        a = _trunk[tree] = PlaceTrunk(tree)
    return a


def place_canopy(tree: int) -> PlaceCanopy:
    a = _canopy.get(tree)
    if a is None:
        a = _canopy[tree] = PlaceCanopy(tree)
    return a


def ability(name: str, arg: int = -1) -> Ability:
    key = (name, arg)
    a = _ability.get(key)
    if a is None:
        a = _ability[key] = Ability(name, arg)
    return a


def store(card: int, plant: int) -> Store:
    key = (card, plant)
    a = _store.get(key)
    if a is None:
        a = _store[key] = Store(card, plant)
    return a


def lightning(mode: str, opponent: int) -> Lightning:
    key = (mode, opponent)
    a = _lightning.get(key)
    if a is None:
        a = _lightning[key] = Lightning(mode, opponent)
    return a


def species(kind: str) -> Species:
    a = _species.get(kind)
    if a is None:
        a = _species[kind] = Species(kind)
    return a


def target(seat: int) -> Target:
    a = _target.get(seat)
    if a is None:
        a = _target[seat] = Target(seat)
    return a


def _int(value: Any, what: str) -> int:
    if type(value) is not int or not -1 <= value < 1_000_000:
        raise ValueError(f"{what} must be a small whole number, not {value!r}")
    return value


def action_from_json(data: Any) -> Action:
    """The action ``to_json`` wrote; ValueError for anything else."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"a Canopée action is a list starting with its name, not {data!r:.80}")
    name, args = data[0], data[1:]
    if name in _SINGLETONS and not args:
        return _SINGLETONS[name]
    if name == "choose" and len(args) == 1:
        return choose(_int(args[0], "a card"))
    if name == "place_trunk" and len(args) == 1:
        return place_trunk(_int(args[0], "a tree"))
    if name == "place_canopy" and len(args) == 1:
        return place_canopy(_int(args[0], "a tree"))
    if name == "ability" and len(args) == 2 and args[0] in ABILITIES:
        return ability(args[0], _int(args[1], "an ability's card or spot"))
    if name == "store" and len(args) == 2:
        return store(_int(args[0], "a card"), _int(args[1], "a plant"))
    if name == "lightning" and len(args) == 2 and args[0] in LIGHTNING_MODES:
        return lightning(args[0], _int(args[1], "a seat"))
    if name == "species" and len(args) == 1 and isinstance(args[0], str) and len(args[0]) <= 40:
        return species(args[0])
    if name == "target" and len(args) == 1:
        return target(_int(args[0], "a seat"))
    raise ValueError(f"not a Canopée action: {data!r:.80}")
