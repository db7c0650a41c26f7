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
  millisecond;
- hard: the collection's one search (game/core/search.py) over worlds dealt from its
  view, Medium playing the rest of the round in each, the next round's start judged by lookahead.py.

What a seat may know. The agents read the seat's view (``LivingForestView``) through its accessors only, never
its ``state``: Help Lines, discard piles, forests, fires, Fragments, Victory tiles, standees, the face-up reserve
rows, the centre, the supplies and dispensers, the frame of the action under way, the public record (events), and
the view's helpers that read nothing else (budgets, legal cells, the path of a move); the card tables come from
the rules. No accessor shows a reserve stack nor a draw pile's order: the cards in one's own draw pile are worked
out from the public record (the starting deck, the cards one attracted, the Varans received and destroyed, minus
the Help Line and the discard pile), and the cards one put on top oneself are the view's ``known_top``
(tests/livingforest/test_agents.py hands the agents views whose ``state`` raises, and seals the hidden piles).

Here: the agents and their choices; what a seat reads and Medium's yardstick are evaluate.py's.
"""
from __future__ import annotations

import random
from typing import Any

from ..core.agents import RandomAgent
from . import actions as A
from .evaluate import (FLOWER, SEED, SUN, WATER, WIND, DeckRecord, Position, Weights, solitary_chance,
                       victory_counts)
from .tables import tables


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
        counts = victory_counts(view, view.seat)
        return max(legal, key=lambda a: (counts[a.kind], a.kind))

    def _rock_bonus(self, view: Any, legal: tuple) -> Any:
        return A.ACCEPT

    def _corner_bonus(self, view: Any, legal: tuple) -> Any:
        return A.ACCEPT


# ---------------------------------------------------------------------------- Medium


CLEAR_MARGIN = 0.1          # a suggested action is worth at least this share more than the next one


def suggested_action(view: Any, weights: Weights | None = None) -> Any | None:
    """The normal action Medium values most at the seat's action choice (its ``_action`` without the random tie
    break): the table's default (the orange button, Enter). None where none is clearly best: nothing is worth
    starting (Medium would end its turn), or the next best is worth within CLEAR_MARGIN of it (a Move to an
    Extinguish rock against an Extinguish). Public information only, and no random draw: the same position always
    suggests the same action."""
    if view.decision() != "action":
        return None
    pos = Position(view, weights or Weights())
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
        chance = solitary_chance(view, self.record)
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
        pos = Position(view, self.w)
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
        pos = Position(view, self.w)
        _, cards = pos.attract(plus, spent)
        if not cards:
            return A.DONE if A.DONE in legal else legal[0]
        card = max(cards, key=lambda c: (pos.card_value(c), -c))
        return A.take(card)

    def _attract_order(self, view: Any, legal: tuple) -> Any:
        pos = Position(view, self.w)
        return min(legal, key=lambda a: (pos.card_value(a.card), a.card))    # the best ends on top

    def _extinguish(self, view: Any, legal: tuple) -> Any:
        _, _, plus, _, _, spent = view.frame()
        pos = Position(view, self.w)
        _, chosen = pos.extinguish(plus, spent)
        if not chosen or not any(chosen.values()):
            return A.DONE if A.DONE in legal else legal[0]
        return A.fire(max(v for v, k in chosen.items() if k))

    def _plant(self, view: Any, legal: tuple) -> Any:
        pos = Position(view, self.w)
        _, best = pos.plant()
        return A.tree(best[0]) if best is not None else legal[0]

    def _plant_cell(self, view: Any, legal: tuple) -> Any:
        tree = view.frame()[2]
        pos = Position(view, self.w)
        cells = [a for a in legal if type(a) is A.Cell]
        return max(cells, key=lambda a: (pos.tree_value(tree, (a.x, a.y)), -a.y, -a.x))

    def _move(self, view: Any, legal: tuple) -> Any:
        _, d = Position(view, self.w).move()
        return A.move(d) if d is not None else legal[0]

    def _steal(self, view: Any, legal: tuple) -> Any:
        pos = Position(view, self.w)
        return max(legal, key=lambda a: (pos.steal_value(a.seat, a.kind), a.kind))

    def _rock_bonus(self, view: Any, legal: tuple) -> Any:
        kind = view.frame()[2]
        return A.ACCEPT if Position(view, self.w).bonus(kind) > 0 else A.DECLINE

    def _corner_bonus(self, view: Any, legal: tuple) -> Any:
        _, _, effect, amount = view.frame()
        pos = Position(view, self.w)
        v = pos.attract(plus=amount)[0] if effect == "attract" else pos.extinguish(plus=amount)[0]
        return A.ACCEPT if v > 0 else A.DECLINE


# ---------------------------------------------------------------------------- Hard


class HardAgent:
    """Looks ahead with the collection's one search (game/core/search.py): worlds dealt again from what its view
    shows (the order of every draw pile and reserve stack), a tree over its and the others' decisions, Medium
    playing the rest of the round, and the position at the next round's start judged by lookahead.py's chances
    of winning. The draw decisions where no reveal can bust are Medium's (a reveal: nothing to weigh); every
    other decision is searched, with more play-outs for more candidates (``PLAYOUTS``)."""

    name = "hard"
    slow = True                     # the window runs it in a worker thread
    PLAYOUTS = (32, 8, 96)          # a decision's play-outs: the first number, and the second per candidate, at most the third
    EXPLORATION = 0.3               # UCB1's constant: chances of winning differ by a few hundredths

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.medium = MediumAgent()
        self.medium.rng = self.rng          # one generator (a save keeps ``rng``): Medium's ties draw from it

    def budget(self, candidates: int):
        from ..core.search import Budget

        base, per, most = self.PLAYOUTS
        return Budget(playouts=min(most, base + per * candidates), exploration=self.EXPLORATION)

    def searched(self, view: Any) -> bool:
        """Whether the decision is worth a search: not a draw where no reveal can bust."""
        if view.decision() != "draw":
            return True
        return view.balance(view.seat) >= view.rules.forced_stop - 1

    def think(self, view: Any):
        """The search's whole answer (the choice and every candidate's figures), for a hint's reason."""
        from ..core.search import search
        from . import LIVING_FOREST

        candidates = LIVING_FOREST.search_shortlist(view, view.seat, view.legal_actions())
        return search(view, LIVING_FOREST, self.rng.getrandbits(31), self.budget(len(candidates)))

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if not self.searched(view):
            return self.medium.choose(view)
        return self.think(view).action


AGENTS = {"random": RandomAgent, "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent}
