"""What Living Forest's computer seats know and weigh: what a seat may read of the game (its victory counts, the
cards in its own draw pile as the public record tells them, the chance of a Solitary card next), the small
optimisations its choices share (the best cards within a budget, the sets of fires water can put out), and the
Medium agent's yardstick — ``Weights``, and ``Position``, the worth of each action and small choice from where
the seat stands. Public information only (see agents.py, which chooses with these).
"""
from __future__ import annotations

from typing import Any

from .scoring import ELEMENTS
from .tables import tables

SUN, WATER, SEED, WIND, FLOWER = range(5)
CATEGORIES = ("fire", "tree", "flower")
_PLURAL = {"fire": "fires", "tree": "trees", "flower": "flowers"}


# ---------------------------------------------------------------------------- what a seat may read


def _tile_counts(tiles) -> dict[str, int]:
    out = dict.fromkeys(CATEGORIES, 0)
    for _, kind in tiles:
        out[kind] += 1
    return out


def victory_counts(view: Any, seat: int) -> dict[str, int]:
    """The seat's three victory counts now (§8), from its public zones."""
    tiles = _tile_counts(view.victory_tiles(seat))
    return {"tree": 1 + len(set(view.forest(seat).values())) + tiles["tree"],
            "fire": len(view.fire_tiles(seat)) + tiles["fire"],
            "flower": view.totals(seat)["flower"] + tiles["flower"]}


class DeckRecord:
    """The cards in a seat's own draw pile, as the public record tells them (never the pile's order): one's
    cards are the starting deck, the cards one attracted ("top" events), the Varans one received, less the
    Varans a Fragment sent back; the draw pile is what of them is neither in the Help Line nor in the discard
    pile. Kept up to date from the new events only, and read again from the start for another game or seat, or
    a history that changed (an undo, a game loaded)."""

    def __init__(self) -> None:
        self._seat = -1
        self._read = 0
        self._last: Any = None             # the last event read: the history goes on from it, or is another one
        self._owned: dict[int, int] = {}

    def owned(self, view: Any) -> dict[int, int]:
        rules, seat = view.rules, view.seat
        events = view.events()
        read = self._read
        if seat != self._seat or len(events) < read or (read and events[read - 1] is not self._last):
            self._seat, read = seat, 0
            self._owned = {}
            for c in rules.starting:
                self._owned[c] = self._owned.get(c, 0) + 1
        owned = self._owned
        varan = rules.varan
        for e in events[read:]:
            if e.kind == "top" and e.seat == seat:
                owned[e.data["card"]] = owned.get(e.data["card"], 0) + 1
            elif e.kind == "varans":
                n = e.data["given"][seat]
                if n:
                    owned[varan] = owned.get(varan, 0) + n
            elif e.kind == "fragment" and e.seat == seat and e.data.get("varan"):
                owned[varan] -= 1
        self._read = len(events)
        self._last = events[-1] if events else None
        return owned

    def draw_pile(self, view: Any) -> dict[int, int]:
        """Card -> copies in the seat's draw pile."""
        pile = dict(self.owned(view))
        for zone in (view.help_line(view.seat), view.discard(view.seat)):
            for c in zone:
                pile[c] -= 1
        return {c: n for c, n in pile.items() if n > 0}


def solitary_chance(view: Any, record: DeckRecord) -> float:
    """The chance that the next card revealed raises B (a Solitary card), as far as the seat can know."""
    sym = tables(view.rules).sym
    top = view.known_top(view.seat)
    if top:
        return 1.0 if sym[top[0]] > 0 else 0.0
    size = view.draw_size(view.seat)
    if size:
        pile = record.draw_pile(view)
        cards = sum(pile.values())
        solitary = sum(n for c, n in pile.items() if sym[c] > 0)
    else:                                   # a reveal reshuffles the discard pile first (§5.4)
        discard = view.discard(view.seat)
        cards = len(discard)
        solitary = sum(1 for c in discard if sym[c] > 0)
    return solitary / cards if cards else 0.0


# ---------------------------------------------------------------------------- small optimisations inside a choice


def _knapsack(items: list[tuple[float, int, Any]], budget: int) -> tuple[float, list]:
    """The most valuable set of (value, cost, item) within ``budget`` (values <= 0 are never worth taking)."""
    items = [it for it in items if it[0] > 0 and it[1] <= budget]
    if not items:
        return 0.0, []
    best: list[tuple[float, tuple]] = [(0.0, ())] * (budget + 1)
    for i, (value, cost, _) in enumerate(items):
        for b in range(budget, cost - 1, -1):
            v = best[b - cost][0] + value
            if v > best[b][0]:
                best[b] = (v, best[b - cost][1] + (i,))
    v, chosen = max(best, key=lambda x: x[0])
    return v, [items[i][2] for i in chosen]


def _fire_sets(centre: list[int], budget: int):
    """Every multiset of centre fires within ``budget``, as value -> how many (small: at most 7 fires)."""
    have: dict[int, int] = {}
    for v in centre:
        have[v] = have.get(v, 0) + 1
    values = sorted(have)
    out = []

    def rec(i: int, left: int, chosen: dict[int, int]) -> None:
        if i == len(values):
            out.append(dict(chosen))
            return
        v = values[i]
        for k in range(min(have[v], left // v) + 1):
            chosen[v] = k
            rec(i + 1, left - k * v, chosen)
        del chosen[v]

    rec(0, budget, {})
    return out


# ---------------------------------------------------------------------------- Medium's yardstick


class Weights:
    """Medium's yardstick, in "victory points" (one more in a category is worth about ``category``)."""

    category = 1.0            # one more in a category
    best_bonus = 2.0          # ... more in the category the seat is closest to winning with
    closer = 6.0              # ... more per step already made (a category near 12 is worth finishing)
    win = 100.0               # reaching 12 (the game ends at this round's check)
    element = (0.45, 0.7, 0.55, 0.3, 0.5)    # one element on a card drawn, by ELEMENTS order
    plan_element = 0.35       # ... more for the element of the seat's best category
    solitary = 0.9            # a Solitary symbol on a card in the deck (busts)
    gregarious = 0.6          # a Gregarious symbol (more cards revealed)
    horizon = 1.6             # how many times an attracted card is expected to count
    permanent = 3.0           # a permanent element (a tree, a line) is worth this many drawn ones
    varan = 1.0               # one Fire Varan received
    fragment = 0.6            # one Fragment held (fewer once several are held)
    steal_deny = 0.6          # a tile taken from a rival, per how close the rival is to 12
    fire_added = 0.1          # a new fire that an attracted card brings, per point of value
    repeat_tree = 2.0         # the cost-11 tree's power (the same action twice)
    open_cell = 0.08          # a cell next to the forest that opens a corner or finishes a line later


class _Board:
    """The forest board's fixed facts, worked out once per rules object: each tree's elements (ELEMENTS order),
    the cost-11 tree, each cell's corner, the lines through it, its neighbours, the cells worth reaching."""

    def __init__(self, rules: Any):
        self.rules = rules
        order = ("sun", "water", "seed", "wind", "flower")
        self.tree_el = {tid: tuple(tt.elements.get(e, 0) for e in order) for tid, tt in rules.trees.items()}
        self.repeat = frozenset(tid for tid, tt in rules.trees.items() if tt.repeat)
        cells = [(x, y) for y in range(rules.height) for x in range(rules.width)]
        self.corner = {c.cell: (c.effect, c.amount) for c in rules.corners}
        self.lines_at = {cell: tuple((order.index(line.element), line.amount, tuple(line.cells))
                                     for line in rules.lines if cell in line.cells) for cell in cells}
        self.neighbours = {(x, y): tuple(n for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                                         if rules.on_board(n)) for x, y in cells}
        self.interesting = frozenset(c for c in cells if c in self.corner or self.lines_at[c])


_BOARDS: dict[int, _Board] = {}


def _board(rules: Any) -> _Board:
    b = _BOARDS.get(id(rules))
    if b is None or b.rules is not rules:
        b = _BOARDS[id(rules)] = _Board(rules)
    return b


class Position:
    """What Medium weighs about its own position at one decision (public information only)."""

    def __init__(self, view: Any, w: Weights):
        seat = view.seat
        self.view, self.seat, self.w = view, seat, w
        self.rules = view.rules
        self.t = tables(self.rules)
        # the public facts read again and again while weighing the candidates (nothing moves during a choice)
        totals = view.totals(seat)
        self.totals = [totals[e] for e in ELEMENTS]
        self.forest = view.forest(seat)
        self.fragments = view.fragments(seat)
        self.centre = view.centre()
        self.face_up = view.face_up()
        self.fragment_supply = view.supplies()["fragments"]
        self.counts = victory_counts(view, seat)
        target = self.rules.victory_target
        best = max(CATEGORIES, key=lambda c: (self.counts[c], c == "fire", c == "tree"))
        self.best = best
        self.won = max(self.counts.values()) >= target
        # a category near the target is worth more per step
        self.cat_w = {c: w.category * (1.0 + w.closer * max(0, self.counts[c]) / target)
                      + (w.best_bonus if c == best else 0.0) for c in CATEGORIES}
        plan_el = {"fire": WATER, "tree": SEED, "flower": FLOWER}[best]
        self.el_w = [w.element[i] + (w.plan_element if i == plan_el else 0.0) for i in range(5)]
        self.types = set(self.forest.values())
        board = _board(self.rules)
        self.has_repeat = any(x in board.repeat for x in self.types)
        self.filled = set(self.forest) | {self.rules.start_cell}

    # the pieces of a position's worth

    def gain(self, trees: int = 0, fires: int = 0, flowers: int = 0) -> float:
        """What adding these to the counts is worth (reaching 12 included)."""
        counts, cat_w, target = self.counts, self.cat_w, self.rules.victory_target
        v = cat_w["tree"] * trees + cat_w["fire"] * fires + cat_w["flower"] * flowers
        if not self.won and (counts["tree"] + trees >= target or counts["fire"] + fires >= target
                             or counts["flower"] + flowers >= target):
            v += self.w.win
        return v

    def risk(self, water: int, centre_sum: int, centre_n: int) -> float:
        """The Varans Onibi would bring at this round's end (§7.2), the others' later turns not counted."""
        return self.w.varan * centre_n if centre_n and water < centre_sum else 0.0

    def card_value(self, card: int) -> float:
        t, w = self.t, self.w
        el = t.el[card]
        v = sum(self.el_w[i] * el[i] for i in range(5))
        s = t.sym[card]
        v += -w.solitary if s > 0 else w.gregarious if s < 0 else 0.0
        return w.horizon * v

    def fragment_value(self) -> float:
        return self.w.fragment / (1 + 0.5 * self.fragments)

    # the actions

    def attract(self, plus: int = 0, spent: int = 0) -> tuple[float, list[int]]:
        """The best cards to attract with the sun left (and what they are worth)."""
        t = self.t
        budget = self.view.budget("sun", plus) - spent
        fw = self.w.fire_added
        values = self.rules.fire_value
        items = [(self.card_value(c) - fw * values[t.level[c]], t.cost[c], c) for c in self.face_up]
        return _knapsack(items, budget)

    def extinguish(self, plus: int = 0, spent: int = 0, plan_water: int = 0) -> tuple[float, dict[int, int]]:
        """The best fires to put out with the water left: the most tiles, then the safest centre."""
        budget = self.view.budget("water", plus) - spent
        centre = self.centre
        total, n = sum(centre), len(centre)
        water = self.totals[WATER] + plan_water
        before = self.risk(water, total, n)
        best_v, best = 0.0, {}
        for chosen in _fire_sets(centre, budget):
            k = sum(chosen.values())
            if not k:
                continue
            value = sum(v * m for v, m in chosen.items())
            gain = self.gain(fires=k) + before - self.risk(water, total - value, n - k) + 0.02 * value
            if gain > best_v:
                best_v, best = gain, chosen
        return best_v, best

    def tree_value(self, tree: str, cell: tuple[int, int], cache: dict | None = None) -> float:
        """What planting ``tree`` on ``cell`` is worth: a new type, its element for good (and now), a line it
        completes, the corner's bonus (with the tree's element already counting), what it opens. ``cache``:
        the bonus actions' worth, shared by the candidates of one decision."""
        w, board = self.w, _board(self.rules)
        el = board.tree_el[tree]
        filled = self.filled
        gained = list(el)
        for element, amount, cells in board.lines_at[cell]:
            if all(c in filled or c == cell for c in cells):
                gained[element] += amount
        flowers = gained[FLOWER]
        new = tree not in self.types
        v = self.gain(1 if new else 0, 0, flowers) if new or flowers else 0.0
        el_w, permanent = self.el_w, w.permanent
        v += permanent * (el_w[SUN] * gained[SUN] + el_w[WATER] * gained[WATER] + el_w[SEED] * gained[SEED]
                          + el_w[WIND] * gained[WIND] + 0.5 * el_w[FLOWER] * flowers)
        water = gained[WATER]
        if water:
            centre = self.centre
            v += self.risk(self.totals[WATER], sum(centre), len(centre)) \
                - self.risk(self.totals[WATER] + water, sum(centre), len(centre))
        if tree in board.repeat and not self.has_repeat:
            v += w.repeat_tree
        corner = board.corner.get(cell)
        if corner is not None:
            effect, amount = corner
            if effect == "fragments":
                v += min(amount, self.fragment_supply) * self.fragment_value()
            else:
                extra = gained[SUN] if effect == "attract" else water
                key = (effect, extra)
                if cache is None or key not in cache:
                    value = self.attract(plus=amount + extra)[0] if effect == "attract" \
                        else self.extinguish(plus=amount + extra, plan_water=water)[0]
                    if cache is None:
                        cache = {}
                    cache[key] = value
                v += cache[key]
        # what the tree opens: cells of unfinished lines and corners now reachable
        for n in board.neighbours[cell]:
            if n not in filled and n in board.interesting:
                v += w.open_cell
        return v

    def plant(self) -> tuple[float, tuple[str, tuple[int, int]] | None]:
        view = self.view
        cells = view.plant_cells()
        best_v, best = 0.0, None
        cache: dict = {}
        for tree in view.plantable():
            for cell in cells:
                v = self.tree_value(tree, cell, cache)
                if best is None or v > best_v:
                    best_v, best = v, (tree, cell)
        return best_v, best

    def steal_value(self, victim: int, kind: str) -> float:
        theirs = victory_counts(self.view, victim)[kind]
        deny = self.w.steal_deny * max(0, theirs - 5) / 6
        return self.gain(**{_PLURAL[kind]: 1}) + deny

    def move(self) -> tuple[float, int | None]:
        view = self.view
        wind = view.budget("wind")
        best_v, best = 0.0, None
        bonus_cache: dict[str, float] = {}
        for d in range(1, wind + 1):
            end, jumped = view.path(d)
            v = 0.0
            for victim in jumped:
                kinds = {k for _, k in view.victory_tiles(victim)}
                if kinds:
                    v += max(self.steal_value(victim, k) for k in kinds)
            kind = self.rules.rocks[end]
            if kind not in bonus_cache:
                bonus_cache[kind] = self.bonus(kind)
            v += bonus_cache[kind] - 0.01 * d
            if best is None or v > best_v:
                best_v, best = v, d
        return best_v, best

    def bonus(self, kind: str) -> float:
        if kind == "fragment":
            return self.fragment_value() if self.fragment_supply > 0 else 0.0
        if kind == "attract":
            return self.attract()[0]
        if kind == "extinguish":
            return self.extinguish()[0]
        return self.plant()[0]

    def kind_value(self, kind: str) -> float:
        if kind == "fragment":
            return self.fragment_value()
        if kind == "attract":
            return self.attract()[0]
        if kind == "extinguish":
            return self.extinguish()[0]
        if kind == "plant":
            return self.plant()[0]
        return self.move()[0]
