"""The card data as Living Forest's engine reads it at every step — each card's elements, symbol, cost and level
as plain lists indexed by card id, each cell's neighbours, the corners, the reserve levels — worked out once per
rules object and shared by every state, view and computer seat of a process.
"""
from __future__ import annotations

from .cards import GREGARIOUS, SOLITARY, LivingForestRules
from .scoring import ELEMENTS


class Tables:
    """What the engine reads at every step, worked out once per rules object: each card's elements as a
    5-tuple, its symbol as +1 (Solitary) / -1 (Gregarious) / 0, cost and level; each cell's neighbours."""

    def __init__(self, rules: LivingForestRules):
        self.rules = rules
        top = max(rules.cards) + 1
        self.el = [(0, 0, 0, 0, 0)] * top
        self.sym = [0] * top
        self.cost = [0] * top
        self.level = [0] * top
        for cid, card in rules.cards.items():
            self.el[cid] = tuple(card.elements.get(e, 0) for e in ELEMENTS)
            self.sym[cid] = 1 if card.symbol == SOLITARY else -1 if card.symbol == GREGARIOUS else 0
            self.cost[cid] = card.cost
            self.level[cid] = card.level
        self.cells = tuple((x, y) for y in range(rules.height) for x in range(rules.width))
        self.neighbours = {c: tuple((c[0] + dx, c[1] + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                                    if rules.on_board((c[0] + dx, c[1] + dy))) for c in self.cells}
        self.corner = {c.cell: c for c in rules.corners}
        self.repeat = frozenset(t.id for t in rules.trees.values() if t.repeat)
        self.levels = tuple(sorted(rules.levels))
        self.reserve = frozenset(cid for ids in rules.levels.values() for cid in ids)


_TABLES: dict[int, Tables] = {}


def tables(rules: LivingForestRules) -> Tables:
    t = _TABLES.get(id(rules))
    if t is None or t.rules is not rules:
        t = _TABLES[id(rules)] = Tables(rules)
    return t
