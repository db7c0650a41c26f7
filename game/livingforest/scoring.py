"""Living Forest's scoring, as pure functions: element totals (§6.2), line bonuses (§2.6), the three victory
counts (§8), the winners and the digital ranking.

Every number comes from ``LivingForestRules`` (game/livingforest/cards.py); this module imports no engine,
so the engine, the bots, the UI and the ``ecosysteme score`` command all ask the same questions here.

A forest is a mapping cell -> tree type id (``"t3a"`` ...), the start cell left out: ``rules.start_cell``
always holds the start tree, which gives no element but fills its cell for the lines. A help line is a
sequence of card ids, the Fire Varan (``rules.varan``) included; it gives no element.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from .cards import ELEMENTS     # re-exported: the order every total shows them

__all__ = ["ELEMENTS", "Counts", "completed_lines", "permanent_elements", "help_line_elements", "element_totals",
           "counts", "winners", "ranking"]

Cell = tuple[int, int]


def _planted(rules: Any, forest: Mapping[Cell, str]) -> Mapping[Cell, str]:
    """The planted trees only: a caller that wrote the start cell in (as ``"start"`` or anything) must not
    get the start tree counted as a planted type."""
    start = rules.start_cell
    if start in forest:
        return {cell: tree for cell, tree in forest.items() if cell != start}
    return forest


def completed_lines(rules: Any, forest: Mapping[Cell, str]) -> tuple:
    """The line bonuses (§2.6) whose every cell holds a tree, in the rules' order; the start cell always
    counts as holding one."""
    start = rules.start_cell
    return tuple(line for line in rules.lines if all(c in forest or c == start for c in line.cells))


def permanent_elements(rules: Any, forest: Mapping[Cell, str]) -> dict[str, int]:
    """What a forest gives every action, every round: the planted trees' elements plus the completed lines'
    bonuses. The start tree gives nothing; no corner bonus is permanent."""
    totals = dict.fromkeys(ELEMENTS, 0)
    trees = rules.trees
    for tree in _planted(rules, forest).values():
        for element, value in trees[tree].elements.items():
            totals[element] += value
    for line in completed_lines(rules, forest):
        totals[line.element] += line.amount
    return totals


def help_line_elements(rules: Any, help_line: Sequence[int]) -> dict[str, int]:
    """The sum of each element over the help line's cards (negative values included; a Varan gives 0)."""
    totals = dict.fromkeys(ELEMENTS, 0)
    cards = rules.cards
    for card_id in help_line:
        for element, value in cards[card_id].elements.items():
            totals[element] += value
    return totals


def element_totals(rules: Any, help_line: Sequence[int], forest: Mapping[Cell, str]) -> dict[str, int]:
    """§6.2's Total(p, e) for every element: help line + planted trees + completed lines, without the
    temporary corner +N. May be negative; a budget is ``max(0, total)``, flowers count as they are."""
    totals = help_line_elements(rules, help_line)
    for element, value in permanent_elements(rules, forest).items():
        totals[element] += value
    return totals


@dataclass(frozen=True)
class Counts:
    """One player's three victory counts (§8)."""
    trees: int
    fires: int
    flowers: int

    @property
    def sum(self) -> int:
        """S, the tie-break between eligible players."""
        return self.trees + self.fires + self.flowers

    def eligible(self, target: int) -> bool:
        """Whether one category reaches the victory target (12)."""
        return max(self.trees, self.fires, self.flowers) >= target


def counts(rules: Any, help_line: Sequence[int], forest: Mapping[Cell, str], fire_tiles: Sequence[int],
           victory_tiles: Sequence[str]) -> Counts:
    """§8: Trees = the start tree + the distinct planted types + Tree victory tiles; Fires = the fire tiles
    held (whatever their value) + Fire victory tiles; Flowers = the flower total + Flower victory tiles.
    ``victory_tiles`` are the kinds held ("fire", "tree", "flower"), whoever's colour."""
    held = list(victory_tiles)
    start_tree = 1
    trees = start_tree + len(set(_planted(rules, forest).values())) + held.count("tree")
    fires = len(fire_tiles) + held.count("fire")
    flowers = element_totals(rules, help_line, forest)["flower"] + held.count("flower")
    return Counts(trees=trees, fires=fires, flowers=flowers)


def winners(rules: Any, all_counts: Sequence[Counts]) -> list[int]:
    """§8: the indices of the winners. The only eligible player wins; among several, the highest S wins and
    a tie on S shares the victory; nobody eligible: nobody wins (the game goes on)."""
    eligible = [i for i, c in enumerate(all_counts) if c.eligible(rules.victory_target)]
    if len(eligible) <= 1:
        return eligible
    best = max(all_counts[i].sum for i in eligible)
    return [i for i in eligible if all_counts[i].sum == best]


def ranking(rules: Any, all_counts: Sequence[Counts]) -> list[list[int]]:
    """§8's digital ranking: the eligible players by S, then the others by S, highest first; players tied
    (same eligibility, same S) share a place. Groups list the player indices in seat order."""
    def key(i: int) -> tuple[int, int]:
        c = all_counts[i]
        return (0 if c.eligible(rules.victory_target) else 1, -c.sum)

    groups: list[list[int]] = []
    for i in sorted(range(len(all_counts)), key=key):
        if groups and key(groups[-1][0]) == key(i):
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups
