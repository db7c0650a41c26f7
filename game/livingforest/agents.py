"""Computer seats for Living Forest: each is ``factory(seed)`` of an object whose ``choose(view)`` returns one of
the view's legal actions.

- random: uniform over the legal actions of every decision;
- easy: plausible rules of thumb (reveal while no bust can come, a Fragment on every Varan, put out what the water
  allows, plant the dearest tree, attract the best cards, move to steal or to a useful rock);
- medium: a greedy planner. For each action it can start (and each small choice inside it: which cards, which
  fires, which tree where, how far to move, which tile to steal) it works out the position after it and keeps
  the best: progress toward the three victories (trees, fires, flowers, weighted toward its best one), fire
  safety (its water against the centre's fires, the Varans they would bring), the cards it adds to its deck, the
  tiles it takes from the leader. It looks no further than its own turn, which keeps every choice well under a
  millisecond.

What a seat may know. The agents read the seat's view (``LivingForestView``) through its accessors only, never
its ``state``: Help Lines, discard piles, forests, fires, Fragments, Victory tiles, standees, the face-up reserve
rows, the centre, the supplies and dispensers, the frame of the action under way, the public record (events), and
the view's helpers that read nothing else (budgets, legal cells, the path of a move); the card tables come from
the rules. No accessor shows a reserve stack nor a draw pile's order: the cards in one's own draw pile are worked
out from the public record (the starting deck, the cards one attracted, the Varans received and destroyed, minus
the Help Line and the discard pile), and the cards one put on top oneself are the view's ``known_top``
(tests/livingforest/test_agents.py hands the agents views whose ``state`` raises, and seals the hidden piles).
"""
from __future__ import annotations

import random
from typing import Any

from ..core.agents import RandomAgent
from . import actions as A
from .scoring import ELEMENTS
from .state import tables

SUN, WATER, SEED, WIND, FLOWER = range(5)
CATEGORIES = ("fire", "tree", "flower")
_PLURAL = {"fire": "fires", "tree": "trees", "flower": "flowers"}


# ---------------------------------------------------------------------------- what a seat may read


def _tile_counts(tiles) -> dict[str, int]:
    out = dict.fromkeys(CATEGORIES, 0)
    for _, kind in tiles:
        out[kind] += 1
    return out


def _counts(view: Any, seat: int) -> dict[str, int]:
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


def _solitary_chance(view: Any, record: DeckRecord) -> float:
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


# ---------------------------------------------------------------------------- small choices shared by both


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


# ---------------------------------------------------------------------------- Easy


def _simple_card_value(t: Any, card: int) -> float:
    """Easy's yardstick for a card: its elements, a Solitary symbol a little worse, a Gregarious one better."""
    el = t.el[card]
    return el[SUN] + 1.2 * el[WATER] + el[SEED] + 0.7 * el[WIND] + el[FLOWER] - 0.8 * (t.sym[card] > 0) \
        + 0.8 * (t.sym[card] < 0)


class EasyAgent:
    """Plausible play, no look-ahead: a few rules of thumb."""

    name = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        name = view.decision()
        handler = getattr(self, "_" + name, None)
        if handler is None:
            return legal[int(self.rng.random() * len(legal))]
        return handler(view, legal)

    # the Guardian Animals phase

    def _draw(self, view: Any, legal: tuple) -> Any:
        rules, seat = view.rules, view.seat
        help_line = view.help_line(seat)
        if A.FRAGMENT in legal and help_line and help_line[-1] == rules.varan:
            return A.FRAGMENT                    # a Varan out of the deck for good
        if A.REVEAL in legal and (A.STOP not in legal or view.balance(seat) <= rules.forced_stop - 2
                                  or view.fragments(seat) > 0):
            return A.REVEAL                      # no bust can come, or a Fragment would save it
        return A.STOP if A.STOP in legal else legal[0]

    def _forced(self, view: Any, legal: tuple) -> Any:
        return A.FRAGMENT                        # it revealed at B = 2 only because it held one

    # the action phase

    def _action(self, view: Any, legal: tuple) -> Any:
        kinds = {a.kind for a in legal if type(a) is A.Act}
        if "extinguish" in kinds:
            return A.act("extinguish")
        if "plant" in kinds:
            return A.act("plant")
        if "attract" in kinds and self._worth_attracting(view):
            return A.act("attract")
        if "move" in kinds and self._best_move(view) is not None:
            return A.act("move")
        if "attract" in kinds:
            return A.act("attract")
        if "fragment" in kinds:
            return A.act("fragment")
        return A.END_TURN

    def _worth_attracting(self, view: Any) -> bool:
        t = tables(view.rules)
        budget = view.budget("sun")
        return any(t.cost[c] <= budget and _simple_card_value(t, c) > 1 for c in view.face_up())

    def _attract(self, view: Any, legal: tuple) -> Any:
        t = tables(view.rules)
        takes = [a for a in legal if type(a) is A.Take]
        if not takes:
            return A.DONE
        best = max(takes, key=lambda a: (_simple_card_value(t, a.card), -t.cost[a.card], -a.card))
        if A.DONE in legal and _simple_card_value(t, best.card) <= 0:
            return A.DONE
        return best

    def _attract_order(self, view: Any, legal: tuple) -> Any:
        t = tables(view.rules)
        return min(legal, key=lambda a: (_simple_card_value(t, a.card), a.card))   # the best ends on top

    def _extinguish(self, view: Any, legal: tuple) -> Any:
        fires = [a for a in legal if type(a) is A.Fire]
        return max(fires, key=lambda a: a.value) if fires else A.DONE           # the biggest fire first

    def _plant(self, view: Any, legal: tuple) -> Any:
        rules = view.rules
        return max(legal, key=lambda a: (rules.trees[a.type_id].cost, a.type_id))

    def _plant_cell(self, view: Any, legal: tuple) -> Any:
        rules = view.rules
        cells = [a for a in legal if type(a) is A.Cell]
        forest = view.forest(view.seat)
        filled = set(forest) | {rules.start_cell}

        def rank(a: Any) -> tuple:
            where = (a.x, a.y)
            corner = rules.corner_at(where) is not None
            lines = sum(1 for line in rules.lines if where in line.cells
                        and all(c in filled or c == where for c in line.cells))
            return (lines, corner, self.rng.random())

        return max(cells, key=rank)

    def _best_move(self, view: Any) -> int | None:
        """A distance that steals a tile or ends on a rock whose bonus can be used; None if there is none."""
        wind = view.budget("wind")
        rocks = view.rules.rocks
        best, best_rank = None, None
        for d in range(1, wind + 1):
            end, jumped = view.path(d)
            steals = sum(1 for s in jumped if view.victory_tiles(s))
            kind = rocks[end]
            useful = (view.supplies()["fragments"] > 0) if kind == "fragment" else view.possible(kind)
            if not steals and not useful:
                continue
            rank = (steals, useful and kind != "fragment", -d)
            if best_rank is None or rank > best_rank:
                best, best_rank = d, rank
        return best

    def _move(self, view: Any, legal: tuple) -> Any:
        d = self._best_move(view)
        return A.move(d) if d is not None else legal[0]

    def _steal(self, view: Any, legal: tuple) -> Any:
        counts = _counts(view, view.seat)
        return max(legal, key=lambda a: (counts[a.kind], a.kind))

    def _rock_bonus(self, view: Any, legal: tuple) -> Any:
        return A.ACCEPT

    def _corner_bonus(self, view: Any, legal: tuple) -> Any:
        return A.ACCEPT


# ---------------------------------------------------------------------------- Medium


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


class _Position:
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
        self.counts = _counts(view, seat)
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
        theirs = _counts(self.view, victim)[kind]
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


CLEAR_MARGIN = 0.1          # a suggested action is worth at least this share more than the next one


def suggested_action(view: Any, weights: Weights | None = None) -> Any | None:
    """The normal action Medium values most at the seat's action choice (its ``_action`` without the random tie
    break): the table's default (the orange button, Enter). None where none is clearly best: nothing is worth
    starting (Medium would end its turn), or the next best is worth within CLEAR_MARGIN of it (a Move to an
    Extinguish rock against an Extinguish). Public information only, and no random draw: the same position always
    suggests the same action."""
    if view.decision() != "action":
        return None
    pos = _Position(view, weights or Weights())
    worth = sorted(((pos.kind_value(a.kind), a) for a in view.legal_actions() if type(a) is A.Act),
                   key=lambda va: -va[0])
    if not worth or worth[0][0] <= 0:
        return None
    if len(worth) > 1 and worth[0][0] - worth[1][0] < CLEAR_MARGIN * worth[0][0]:
        return None
    return worth[0][1]


class MediumAgent:
    """Greedy: the action (and each of its small choices) after which its position is worth the most."""

    name = "medium"
    risk_alone = 0.22         # at B = 2, reveal when a bust is at most this likely (no Fragment to save it)
    risk_fragment = 0.7       # ... and with a Fragment in hand

    def __init__(self, seed: int = 0, weights: Weights | None = None):
        self.rng = random.Random(seed)
        self.w = weights or Weights()
        self.record = DeckRecord()

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        name = view.decision()
        handler = getattr(self, "_" + name, None)
        if handler is None:
            return legal[int(self.rng.random() * len(legal))]
        action = handler(view, legal)
        return action if action in legal else legal[0]

    # the Guardian Animals phase

    def _draw(self, view: Any, legal: tuple) -> Any:
        rules, seat = view.rules, view.seat
        help_line = view.help_line(seat)
        if A.FRAGMENT in legal and help_line and help_line[-1] == rules.varan:
            return A.FRAGMENT
        if A.STOP not in legal:
            return A.REVEAL
        if A.REVEAL not in legal:
            return A.STOP
        if view.balance(seat) <= rules.forced_stop - 2:
            return A.REVEAL                       # no reveal can bust yet
        chance = _solitary_chance(view, self.record)
        limit = self.risk_fragment if view.fragments(seat) > 0 else self.risk_alone
        return A.REVEAL if chance <= limit else A.STOP

    def _forced(self, view: Any, legal: tuple) -> Any:
        # the card that busts against the second action: a second action is nearly always worth more
        card = view.help_line(view.seat)[-1]
        el = tables(view.rules).el[card]
        if sum(el) >= 7:                          # a card this strong is kept, the bust accepted
            return A.STOP
        return A.FRAGMENT

    # the action phase

    def _action(self, view: Any, legal: tuple) -> Any:
        pos = _Position(view, self.w)
        best, best_v = A.END_TURN, 0.0
        for a in legal:
            if type(a) is not A.Act:
                continue
            v = pos.kind_value(a.kind) + self.rng.random() * 1e-6
            if v > best_v:
                best, best_v = a, v
        return best

    def _attract(self, view: Any, legal: tuple) -> Any:
        _, _, plus, _, _, spent = view.frame()
        pos = _Position(view, self.w)
        _, cards = pos.attract(plus, spent)
        if not cards:
            return A.DONE if A.DONE in legal else legal[0]
        card = max(cards, key=lambda c: (pos.card_value(c), -c))
        return A.take(card)

    def _attract_order(self, view: Any, legal: tuple) -> Any:
        pos = _Position(view, self.w)
        return min(legal, key=lambda a: (pos.card_value(a.card), a.card))    # the best ends on top

    def _extinguish(self, view: Any, legal: tuple) -> Any:
        _, _, plus, _, _, spent = view.frame()
        pos = _Position(view, self.w)
        _, chosen = pos.extinguish(plus, spent)
        if not chosen or not any(chosen.values()):
            return A.DONE if A.DONE in legal else legal[0]
        return A.fire(max(v for v, k in chosen.items() if k))

    def _plant(self, view: Any, legal: tuple) -> Any:
        pos = _Position(view, self.w)
        _, best = pos.plant()
        return A.tree(best[0]) if best is not None else legal[0]

    def _plant_cell(self, view: Any, legal: tuple) -> Any:
        tree = view.frame()[2]
        pos = _Position(view, self.w)
        cells = [a for a in legal if type(a) is A.Cell]
        return max(cells, key=lambda a: (pos.tree_value(tree, (a.x, a.y)), -a.y, -a.x))

    def _move(self, view: Any, legal: tuple) -> Any:
        _, d = _Position(view, self.w).move()
        return A.move(d) if d is not None else legal[0]

    def _steal(self, view: Any, legal: tuple) -> Any:
        pos = _Position(view, self.w)
        return max(legal, key=lambda a: (pos.steal_value(a.seat, a.kind), a.kind))

    def _rock_bonus(self, view: Any, legal: tuple) -> Any:
        kind = view.frame()[2]
        return A.ACCEPT if _Position(view, self.w).bonus(kind) > 0 else A.DECLINE

    def _corner_bonus(self, view: Any, legal: tuple) -> Any:
        _, _, effect, amount = view.frame()
        pos = _Position(view, self.w)
        v = pos.attract(plus=amount)[0] if effect == "attract" else pos.extinguish(plus=amount)[0]
        return A.ACCEPT if v > 0 else A.DECLINE


AGENTS = {"random": RandomAgent, "easy": EasyAgent, "medium": MediumAgent}
