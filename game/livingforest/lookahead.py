"""What Living Forest gives the collection's one search (game/core/search.py) for its Hard level: where a
play-out stops, and what the position it stops at is worth to each seat.

Living Forest games are long (6 to 10 rounds of some 60 decisions each with four players), so a play-out does not go
to the end: it stops at the start of the next round (``round_start``), once the round under way is played out
by the policy, and ``win_chances`` judges the position there. At that moment every Help Line is in its discard
pile: what is left is what lasts (the victory counts without this round's Help Line, the forest's permanent
elements, the Fragments) and what a seat's deck will bring in the rounds to come (its cards' elements and
symbols, per card).

``win_chances`` is a conditional logit: each seat's score is ``FEATURE_WEIGHTS`` · ``features(state, seat)``
and its chance of winning the softmax of the scores over the seats. The weights were fitted (maximum likelihood,
a little ridge) on the 25,866 positions at the start of rounds 2 and later of 3,600 Medium-against-Medium games
with 2, 3 and 4 players (tools/lf_fit_lookahead.py, its defaults, makes them again): the search's play-outs are
Medium's, and the chances are those of a Medium game going on from there. On the games a fit without them held
out, the logit's log loss is 0.959 against 1.168 for "every seat as likely".

It reads a world the search dealt (a determinized state): the composition of a seat's deck is public (the
record of what it attracted and received), only its order is hidden, and nothing here reads an order.
Pure Python, no pygame.
"""
from __future__ import annotations

import math
from typing import Any

from .tables import tables

REVEALS = 5.0       # about how many cards a Help Line holds: a deck's flowers per card times this, next round

# (name, weight): the features of ``features`` in their order, and their weight in a seat's score
FEATURE_WEIGHTS = (
    ("trees", -0.0656), ("fires", 0.2529), ("flowers", 0.1008),
    ("trees_near", 0.0388), ("fires_near", -0.0097), ("flowers_near", 0.0433),
    ("best", 0.4509), ("best_near", 0.0333),
    ("deck_sun", -0.7759), ("deck_water", 0.2103), ("deck_seed", 0.6627), ("deck_wind", 2.2662),
    ("deck_flower", 0.2703),
    ("forest_sun", 0.0576), ("forest_water", 0.1293), ("forest_seed", 0.3236), ("forest_wind", 0.3240),
    ("solitary", -6.2603), ("gregarious", 2.4917), ("fragments", 0.0792), ("first", 0.1421), ("deck_size", 0.0398),
)
FEATURE_NAMES = tuple(name for name, _ in FEATURE_WEIGHTS)
_WEIGHTS = tuple(w for _, w in FEATURE_WEIGHTS)


def round_start(state: Any) -> bool:
    """Whether ``state`` stands at the start of a round's Guardian Animals phase, nobody having revealed yet."""
    return state.phase == "draw" and not any(sp.help for sp in state.spirits)


def features(state: Any, seat: int, counts: Any = None) -> list[float]:
    """``seat``'s facts that the logit weighs (FEATURE_NAMES), at the start of a round: its three victory counts,
    how far each is past half the target (squared), its best count (the flowers with what its deck's flowers
    would add to a Help Line) and how far past two thirds of the target, its deck's elements and Solitary and
    Gregarious symbols per card, its forest's permanent elements, its Fragments, whether it holds the Sacred Tree
    (it plays first this round), its deck's size. ``counts``: the state's ``counts()``, if the caller has them."""
    rules = state.rules
    t = tables(rules)
    target = rules.victory_target
    half, near = target / 2, 2 * target / 3
    sp = state.spirits[seat]
    c = (counts or state.counts())[seat]
    trees, fires, flowers = c.trees, c.fires, c.flowers
    cards = sp.cards()
    n = max(1, len(cards))
    el = [0, 0, 0, 0, 0]
    solitary = gregarious = 0
    for card in cards:
        e = t.el[card]
        for i in range(5):
            el[i] += e[i]
        s = t.sym[card]
        solitary += s > 0
        gregarious += s < 0
    per = [e / n for e in el]
    best = max(trees, fires, flowers + REVEALS * per[4])
    perm = sp.perm
    return [trees, fires, flowers,
            max(0, trees - half) ** 2, max(0, fires - half) ** 2, max(0, flowers - half) ** 2,
            best, max(0, best - near) ** 2,
            per[0], per[1], per[2], per[3], per[4],
            perm[0], perm[1], perm[2], perm[3],
            solitary / n, gregarious / n, sp.fragments, 1.0 if state.first == seat else 0.0, len(cards)]


def scores(state: Any, weights: tuple[float, ...] = _WEIGHTS) -> list[float]:
    """Each seat's score (the logit's linear part)."""
    counts = state.counts()
    return [sum(w * f for w, f in zip(weights, features(state, s, counts))) for s in range(state.players)]


def win_chances(state: Any, weights: tuple[float, ...] = _WEIGHTS) -> list[float]:
    """Each seat's chance of winning from ``state`` (they add up to 1): the softmax of the scores."""
    z = scores(state, weights)
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = sum(e)
    return [v / total for v in e]
