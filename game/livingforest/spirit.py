"""One seat of Living Forest, its Spirit of Nature: everything it owns and where it stands in the round (§12),
with the sums the engine keeps up to date as its cards and trees come and go.
"""
from __future__ import annotations


class Spirit:
    """One seat's belongings (§12): its piles, Help Line, forest, fires, Fragments, Victory tiles, rock, and
    where it stands in this round's phases. ``hsum`` (the Help Line's elements), ``balance`` (B, §5.3) and
    ``perm`` (the forest's elements, §6.2) are kept up to date as cards and trees come and go."""

    __slots__ = ("draw", "known", "discard", "help", "frag_ok", "stopped", "allowance", "done", "forest", "fires",
                 "fragments", "tiles", "rock", "hsum", "balance", "perm")

    def __init__(self) -> None:
        self.draw: list[int] = []            # the end is the top
        self.known = 0                       # cards on top of ``draw`` its owner put there (attracted)
        self.discard: list[int] = []
        self.help: list[int] = []            # the Help Line, in the order revealed
        self.frag_ok = False                 # the card just revealed may still be removed with a Fragment
        self.stopped = False
        self.allowance = 0                   # normal actions this round (§5.6)
        self.done: list[str] = []            # the normal actions taken this turn, by kind
        self.forest: dict[tuple[int, int], str] = {}     # cell -> tree type id, the start cell left out
        self.fires: list[int] = []           # values of the fires put out
        self.fragments = 0
        self.tiles: list[tuple[int, str]] = []   # Victory tiles held: (colour = the seat they came with, kind)
        self.rock = 0
        self.hsum = [0, 0, 0, 0, 0]
        self.balance = 0
        self.perm = [0, 0, 0, 0, 0]

    def copy(self) -> "Spirit":
        s = Spirit.__new__(Spirit)
        s.draw, s.known, s.discard, s.help = list(self.draw), self.known, list(self.discard), list(self.help)
        s.frag_ok, s.stopped, s.allowance, s.done = self.frag_ok, self.stopped, self.allowance, list(self.done)
        s.forest, s.fires, s.fragments = dict(self.forest), list(self.fires), self.fragments
        s.tiles, s.rock = list(self.tiles), self.rock
        s.hsum, s.balance, s.perm = list(self.hsum), self.balance, list(self.perm)
        return s

    def cards(self) -> list[int]:
        """Every card this seat owns, wherever it lies in its own zones."""
        return self.draw + self.discard + self.help
