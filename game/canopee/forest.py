"""A player's forest: its trees (trunks and a canopy) and its other cards, with the stores under a Hoatzin and
under Pitcher Plants. Plain containers of card uids; what the cards are is the state's card table."""
from __future__ import annotations

from typing import Any


class Tree:
    """A column of trunk cards, topped by a canopy once completed. ``tid`` names it for the whole game;
    ``completed`` orders completions (the earliest completed wins a Tallest Tree award among equals)."""

    __slots__ = ("tid", "trunks", "canopy", "scored", "awarded", "completed")

    def __init__(self, tid: int, trunks: list[int] | None = None, canopy: int = -1, scored: bool = False,
                 awarded: bool = False, completed: int = -1):
        self.tid = tid
        self.trunks = trunks if trunks is not None else []
        self.canopy = canopy            # -1: unfinished
        self.scored = scored            # counted at a Tree step: protected from now on
        self.awarded = awarded          # has won a Tallest Tree award: never eligible again
        self.completed = completed      # order of completion, -1 while unfinished

    @property
    def height(self) -> int:
        return len(self.trunks)

    @property
    def finished(self) -> bool:
        return self.canopy >= 0

    def copy(self) -> "Tree":
        return Tree(self.tid, self.trunks[:], self.canopy, self.scored, self.awarded, self.completed)

    def to_json(self) -> dict:
        return {"id": self.tid, "trunks": list(self.trunks), "canopy": self.canopy, "scored": self.scored,
                "awarded": self.awarded, "completed": self.completed}

    @classmethod
    def from_json(cls, data: Any) -> "Tree":
        return cls(data["id"], list(data["trunks"]), data["canopy"], data["scored"], data["awarded"],
                   data["completed"])


class Forest:
    """``cards``: every card of the forest outside its trees, in arrival order. ``hoatzin``: the cards stored
    unseen under the Hoatzin (revealed at the end of the season). ``pitcher``: Pitcher Plant uid -> the card
    held under it."""

    __slots__ = ("trees", "cards", "hoatzin", "pitcher")

    def __init__(self, trees: list[Tree] | None = None, cards: list[int] | None = None,
                 hoatzin: list[int] | None = None, pitcher: dict[int, int] | None = None):
        self.trees = trees if trees is not None else []
        self.cards = cards if cards is not None else []
        self.hoatzin = hoatzin if hoatzin is not None else []
        self.pitcher = pitcher if pitcher is not None else {}

    def copy(self) -> "Forest":
        return Forest([t.copy() for t in self.trees], self.cards[:], self.hoatzin[:], dict(self.pitcher))

    def tree(self, tid: int) -> Tree | None:
        for t in self.trees:
            if t.tid == tid:
                return t
        return None

    def unfinished(self) -> list[Tree]:
        return [t for t in self.trees if t.canopy < 0]

    def completed(self) -> list[Tree]:
        return [t for t in self.trees if t.canopy >= 0]

    def all_cards(self) -> list[int]:
        """Every card of the forest, trees and stores included (for the card count)."""
        out = list(self.cards)
        for t in self.trees:
            out.extend(t.trunks)
            if t.canopy >= 0:
                out.append(t.canopy)
        out.extend(self.hoatzin)
        out.extend(self.pitcher.values())
        return out

    def to_json(self) -> dict:
        return {"trees": [t.to_json() for t in self.trees], "cards": list(self.cards),
                "hoatzin": list(self.hoatzin), "pitcher": [[p, c] for p, c in self.pitcher.items()]}

    @classmethod
    def from_json(cls, data: Any) -> "Forest":
        return cls([Tree.from_json(t) for t in data["trees"]], list(data["cards"]), list(data["hoatzin"]),
                   {p: c for p, c in data["pitcher"]})
