"""Living Forest's actions: one small, immutable value per decision of a seat (LIVING_FOREST.md §11).

The pending decision (``view.decision()``, listed in ``DECISIONS``) gives an action its meaning. Multi-part
actions are sequences of these small decisions, so that a bot, a hint and the window speak the same language:
an Attract is ``Act("attract")`` then ``Take(card)``... then ``Done()`` (then ``Top(card)`` for the order on the
draw pile), a Move is ``Act("move")``, ``Move(distance)``, a ``Steal`` per jumped Spirit, and the rock bonus.

Choices made against the brief's vocabulary, and why:

- ``Steal(seat, kind)`` names a tile by its kind only (§11 A6 "choose by type"). When the robbed Spirit holds
  several tiles of that kind in different colours, the thief takes back its own colour first, else the robbed
  Spirit's own, else the lowest seat's: a colour never changes a count (§2.10), and taking one's own tile back is
  what §13 Example 2 shows.
- A steal with a single kind to take resolves by itself (§11 A6: "auto if only one type").
- A forced stop with no Fragment in hand resolves by itself (§5.3: the player "must stop at once"); with a
  Fragment it is the decision "forced" (Fragment or Stop).
- A turn whose allowance is used, or with no legal normal action left, ends by itself (§6.3, §6.10).
- Every other decision is asked even when a single action is legal (the window and the bots play those at once).

Actions are cached (the same action is the same object), so a legal list is rebuilt without allocating and an
action is found in it by identity first.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("fragment", "attract", "extinguish", "plant", "move")    # the five normal actions, §6.4-§6.8


@dataclass(frozen=True, slots=True)
class Reveal:
    """draw: turn the top card of one's draw pile into the Help Line (reshuffling the discard if needed)."""

    def to_json(self) -> list:
        return ["reveal"]


@dataclass(frozen=True, slots=True)
class Stop:
    """draw / forced: end one's Guardian Animals phase."""

    def to_json(self) -> list:
        return ["stop"]


@dataclass(frozen=True, slots=True)
class Fragment:
    """draw / forced: return a Fragment to remove the card just revealed (§5.5)."""

    def to_json(self) -> list:
        return ["fragment"]


@dataclass(frozen=True, slots=True)
class Act:
    """action: start a normal action of this kind (one of ``KINDS``)."""

    kind: str

    def to_json(self) -> list:
        return ["act", self.kind]


@dataclass(frozen=True, slots=True)
class EndTurn:
    """action: end one's turn, giving up the actions left."""

    def to_json(self) -> list:
        return ["end_turn"]


@dataclass(frozen=True, slots=True)
class Take:
    """attract: take this face-up reserve card (it fits the sun left)."""

    card: int

    def to_json(self) -> list:
        return ["take", self.card]


@dataclass(frozen=True, slots=True)
class Done:
    """attract / extinguish: end the action (with none taken: a bonus declined)."""

    def to_json(self) -> list:
        return ["done"]


@dataclass(frozen=True, slots=True)
class Top:
    """attract_order: the next attracted card put on the draw pile (the last one put ends on top)."""

    card: int

    def to_json(self) -> list:
        return ["top", self.card]


@dataclass(frozen=True, slots=True)
class Fire:
    """extinguish: put out one centre fire of this value (it fits the water left)."""

    value: int

    def to_json(self) -> list:
        return ["fire", self.value]


@dataclass(frozen=True, slots=True)
class Tree:
    """plant: the tree type to plant (``"t3a"``...)."""

    type_id: str

    def to_json(self) -> list:
        return ["tree", self.type_id]


@dataclass(frozen=True, slots=True)
class Cell:
    """plant_cell: where the chosen tree goes (x column 0-4, y row 0-2)."""

    x: int
    y: int

    def to_json(self) -> list:
        return ["cell", self.x, self.y]


@dataclass(frozen=True, slots=True)
class Back:
    """plant_cell: choose another tree instead."""

    def to_json(self) -> list:
        return ["back"]


@dataclass(frozen=True, slots=True)
class Move:
    """move: go this many unoccupied rocks clockwise (1 to the wind budget)."""

    distance: int

    def to_json(self) -> list:
        return ["move", self.distance]


@dataclass(frozen=True, slots=True)
class Steal:
    """steal: take a Victory tile of this kind from this jumped Spirit."""

    seat: int
    kind: str

    def to_json(self) -> list:
        return ["steal", self.seat, self.kind]


@dataclass(frozen=True, slots=True)
class Accept:
    """rock_bonus / corner_bonus: take the bonus action."""

    def to_json(self) -> list:
        return ["accept"]


@dataclass(frozen=True, slots=True)
class Decline:
    """rock_bonus / corner_bonus: do without it."""

    def to_json(self) -> list:
        return ["decline"]


Action = Any   # one of the classes above

# Every decision a seat may be asked (``view.decision()``) and the actions it takes.
DECISIONS: dict[str, str] = {
    "draw": "§5.2/§5.5: Reveal (B <= 2, a card left), Stop (not with an empty Help Line while a card is left), "
            "Fragment (on the card just revealed, once)",
    "forced": "§5.3: a reveal just made B = 3 and a Fragment is held: Fragment (cancel that card) or Stop",
    "action": "§6.3: Act(kind) for each legal normal action (precondition, different actions unless T11), "
              "or EndTurn",
    "attract": "§6.5: Take(card) a face-up reserve card within the sun left, or Done (after one card; "
               "a bonus: Done with none declines it)",
    "attract_order": "§6.5: Top(card): the next attracted card put on the draw pile (the last ends on top)",
    "extinguish": "§6.6: Fire(value) a centre fire within the water left, or Done (as attract)",
    "plant": "§6.7: Tree(type) an affordable tree still in the dispensers",
    "plant_cell": "§6.7: Cell(x, y) an empty cell next to a tree, or Back (choose another tree)",
    "move": "§6.8: Move(distance) 1 to the wind budget, counting unoccupied rocks only",
    "steal": "§6.8: Steal(seat, kind) a Victory tile from a jumped Spirit (asked when it holds two kinds or more)",
    "rock_bonus": "§6.8: Accept or Decline the bonus of the rock reached (Plant, Attract, Extinguish)",
    "corner_bonus": "§6.7/§2.6: Accept or Decline the corner's bonus Attract (+3 sun) or Extinguish (+2 water)",
}

REVEAL = Reveal()
STOP = Stop()
FRAGMENT = Fragment()
END_TURN = EndTurn()
DONE = Done()
BACK = Back()
ACCEPT = Accept()
DECLINE = Decline()

_SINGLETONS = {"reveal": REVEAL, "stop": STOP, "fragment": FRAGMENT, "end_turn": END_TURN, "done": DONE,
               "back": BACK, "accept": ACCEPT, "decline": DECLINE}

ACTS = {k: Act(k) for k in KINDS}
_take: dict[int, Take] = {}
_top: dict[int, Top] = {}
_fire: dict[int, Fire] = {}
_tree: dict[str, Tree] = {}
_cell: dict[tuple[int, int], Cell] = {}
_move: dict[int, Move] = {}
_steal: dict[tuple[int, str], Steal] = {}


def act(kind: str) -> Act:
    return ACTS[kind]


def take(card: int) -> Take:
    a = _take.get(card)
    if a is None:
        a = _take[card] = Take(card)
    return a


def top(card: int) -> Top:
    a = _top.get(card)
    if a is None:
        a = _top[card] = Top(card)
    return a


def fire(value: int) -> Fire:
    a = _fire.get(value)
    if a is None:
        a = _fire[value] = Fire(value)
    return a


def tree(type_id: str) -> Tree:
    a = _tree.get(type_id)
    if a is None:
        a = _tree[type_id] = Tree(type_id)
    return a


def cell(x: int, y: int) -> Cell:
    key = (x, y)
    a = _cell.get(key)
    if a is None:
        a = _cell[key] = Cell(x, y)
    return a


def move(distance: int) -> Move:
    a = _move.get(distance)
    if a is None:
        a = _move[distance] = Move(distance)
    return a


def steal(seat: int, kind: str) -> Steal:
    key = (seat, kind)
    a = _steal.get(key)
    if a is None:
        a = _steal[key] = Steal(seat, kind)
    return a


def _int(value: Any, what: str) -> int:
    if type(value) is not int or not -1 <= value < 1_000_000:
        raise ValueError(f"{what} must be a small whole number, not {value!r:.40}")
    return value


def _word(value: Any, what: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= 40:
        raise ValueError(f"{what} must be a short word, not {value!r:.40}")
    return value


def action_from_json(data: Any) -> Action:
    """The action ``to_json`` wrote; ValueError for anything else."""
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError(f"a Living Forest action is a list starting with its name, not {data!r:.80}")
    name, args = data[0], data[1:]
    if name in _SINGLETONS and not args:
        return _SINGLETONS[name]
    if name == "act" and len(args) == 1 and args[0] in ACTS:
        return ACTS[args[0]]
    if name == "take" and len(args) == 1:
        return take(_int(args[0], "a card"))
    if name == "top" and len(args) == 1:
        return top(_int(args[0], "a card"))
    if name == "fire" and len(args) == 1:
        return fire(_int(args[0], "a fire's value"))
    if name == "tree" and len(args) == 1:
        return tree(_word(args[0], "a tree type"))
    if name == "cell" and len(args) == 2:
        return cell(_int(args[0], "a column"), _int(args[1], "a row"))
    if name == "move" and len(args) == 1:
        return move(_int(args[0], "a distance"))
    if name == "steal" and len(args) == 2:
        return steal(_int(args[0], "a seat"), _word(args[1], "a Victory tile kind"))
    raise ValueError(f"not a Living Forest action: {data!r:.80}")
