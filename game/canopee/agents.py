"""Computer seats for Canopée: each is ``factory(seed)`` of an object whose ``choose(view)`` returns one of the
view's legal actions, reading nothing but the view.

- random: uniform over the legal actions of every decision;
- easy: plausible rules of thumb (keep a pile of two cards or more, grow the tallest tree, throw Threats
  away first...);
- medium: greedy on the engine's own yardstick, ``view.score_if`` (what the forest would score if the season
  ended after the action, with its own weight on what the forest promises), with rules of thumb where an
  action's result is hidden (a draw, a refusal).
"""
from __future__ import annotations

import math
import random
from typing import Any

from ..core.agents import RandomAgent
from . import actions as A
from .cardtable import CANOPY, THREAT, TRUNK
from .evaluate import Outlook


def _by_rank(view: Any, legal: list) -> Any:
    """Trunks first (to give canopies a tree), canopies, the rest, immediate cards last."""

    def rank(a: Any) -> int:
        if type(a) is not A.Choose:
            return 9
        u = a.card
        if view.immediate(u):
            return 3
        cat = view.category(u)
        return 0 if cat == TRUNK else 1 if cat == CANOPY else 2

    return min(legal, key=rank)


def _tallest(view: Any, legal: list) -> Any:
    forest = view.forest(view.seat)
    heights = {t.tid: len(t.trunks) for t in forest.trees}
    trees = [a for a in legal if getattr(a, "tree", -1) >= 0]
    if not trees:
        return legal[0]
    return max(trees, key=lambda a: (heights.get(a.tree, 0), -a.tree))


class EasyAgent:
    """Plausible play: no look-ahead, a few rules of thumb."""

    name = "easy"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        name = view.decision()
        if len(legal) == 1:
            return legal[0]
        if name == "turn_start":
            return A.GO
        if name == "pile":
            spot = view.looking_at()
            size = len(view.pile(spot) or ()) if spot is not None else 0
            if A.REFUSE not in legal or size >= 2 or self.rng.random() < 0.3:
                return A.KEEP
            return A.REFUSE
        if name == "order":
            return _by_rank(view, legal)
        if name == "place_trunk":
            return _tallest(view, legal) if self.rng.random() < 0.7 else A.place_trunk(-1)
        if name == "place_canopy":
            return _tallest(view, legal)
        if name == "lightning_choice":
            return legal[0]
        if name in ("goliath", "renewal"):
            return next((a for a in legal if type(a) is A.Choose), A.DECLINE)
        if name in ("howler", "pitcher", "season_ant", "butterfly"):
            return A.DECLINE
        if name in ("sloth", "collybia_keep"):
            return A.ACCEPT
        if name == "end_turn":
            return A.END_TURN
        choices = [a for a in legal if type(a) is A.Choose]
        if name.endswith("discard") or name in ("ant", "collybia", "blight_tie"):
            threats = [a for a in choices if view.category(a.card) == THREAT]
            if threats:
                return threats[0]
            return max(choices, key=lambda a: (view.score_if(a), -a.card))
        if name in ("germination", "boa", "tamarin", "prestige"):
            if choices:
                return max(choices, key=lambda a: (view.score_if(a), -a.card))
        return legal[int(self.rng.random() * len(legal))]


class MediumAgent:
    """Greedy: the action after which the forest is worth the most (``view.score_if``, weighed by ``OUTLOOK``).
    A pile is kept when what it adds is worth at least what the biggest pile still ahead is expected to bring,
    ``KEEP_PER_CARD`` points a card, give or take ``KEEP_SLACK`` (the last pile: against one card drawn blind).
    The figures were tuned on seeded games against Easy and the Forest Spirit (issue 25)."""

    name = "medium"
    # unfinished trees count in full until the last season (they stay in the forest), and weigh more than the
    # engine's promise says; so do the sets under way
    OUTLOOK = Outlook(trees=1.5, cards=1.25, floor=1.0)
    KEEP_PER_CARD = 1.75
    KEEP_SLACK = -2.5

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def _best(self, view: Any, options: list, floor: float | None = None) -> Any:
        best, best_v = None, floor
        for a, score in zip(options, view.scores_if(options, self.OUTLOOK)):
            v = score + self.rng.random() * 0.01
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        name = view.decision()
        choices = [a for a in legal if type(a) is A.Choose]
        if name == "turn_start":
            for a in legal:
                if type(a) is A.Ability and a.name in ("tamarin", "toucan"):
                    return a
            return A.GO
        if name == "pile":
            if A.REFUSE not in legal:
                return A.KEEP
            return A.KEEP if self._keeps(view) else A.REFUSE
        if name == "order":
            return _by_rank(view, legal)
        if name in ("place_trunk", "place_canopy"):
            best = self._best(view, legal)
            return best if best is not None else _tallest(view, legal)
        if name == "lightning_choice":
            return legal[0]
        if name == "goliath":
            return choices[0] if choices else A.DECLINE
        if name in ("howler", "pitcher", "butterfly", "renewal") and A.DECLINE in legal:
            if name == "renewal" and choices:
                return choices[0]
            return A.DECLINE
        if name in ("sloth", "collybia_keep"):
            return A.ACCEPT
        if name == "end_turn":
            return next((a for a in legal if type(a) is A.Ability and a.name == "hoatzin"), A.END_TURN)
        if name == "season_ant":
            return A.DECLINE
        if name in ("germination", "boa"):
            now = view.value(self.OUTLOOK)
            best = self._best(view, choices, floor=now + 0.5)
            return best if best is not None else A.DECLINE
        if name == "jaguar_target":
            points = view.points()
            return max(legal, key=lambda a: (points[a.seat], -a.seat))
        if choices:
            return self._best(view, choices)
        return legal[int(self.rng.random() * len(legal))]

    def _keeps(self, view: Any) -> bool:
        spot = view.looking_at()
        spots = view.spots()
        ahead = spots[spots.index(spot) + 1:] if spot in spots else ()
        later = max((view.pile_size(s) for s in ahead), default=0)
        gain = view.score_if(A.KEEP, self.OUTLOOK) - view.value(self.OUTLOOK)
        return gain >= self.KEEP_SLACK + self.KEEP_PER_CARD * later


class HardAgent:
    """Looks ahead with the collection's one search (game/core/search.py): worlds dealt again from what its view
    shows (the piles, decks and other hands it has not seen), a tree over its and the others' decisions, Medium
    playing each future to the end of the season being played (``SeasonHorizon``), where the position is
    judged. More candidates, more play-outs, within ``PLAYOUTS``."""

    name = "hard"
    slow = True                     # thinks for longer than a frame: the window runs it in a worker thread
    PLAYOUTS = (80, 20, 200)        # a decision's play-outs: the first number, and the second per candidate, at most the third

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def budget(self, candidates: int):
        from ..core.search import Budget

        base, per, most = self.PLAYOUTS
        return Budget(playouts=min(most, base + per * candidates))

    def think(self, view: Any):
        """The search's whole answer (the choice and every candidate's figures), for a hint's reason."""
        from ..core.search import search
        from . import CANOPEE

        return search(view, SeasonHorizon(CANOPEE, view.season()), self.rng.getrandbits(31),
                      self.budget(len(view.legal_actions())))

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        if len(legal) == 1:
            return legal[0]
        return self.think(view).action


class SeasonHorizon:
    """The game's definition as Hard's search sees it: a play-out stops once the season being searched is
    scored (in the last season it goes on to the end of the game), and ``judge`` says how each seat stands
    there. A season's end is where the futures part most (new decks, new piles): going further would cost
    two or three times the play-out and add mostly noise. Every other hook is the game's own."""

    def __init__(self, definition: Any, season: int):
        self.definition = definition
        self.season = season

    def __getattr__(self, name: str) -> Any:
        return getattr(self.definition, name)

    def search_cutoff(self, state: Any, steps: int) -> bool:
        return state.season > self.season

    def search_evaluate(self, state: Any) -> list[float]:
        return judge(state)


# How the end of a season stands (``judge``), fitted on 1500 Medium-against-Medium games (2 players and solo):
# the final margin follows the margin of points, wildlife and unfinished trees nearly one for one, and of the
# Lushest Forest as it stands about 0.7 for 1; what is left to play spreads it with this deviation, by the
# number of seasons left (1, 2)
LUSHEST_SHARE = 0.7
SPREAD = (15.0, 18.5)
MARGIN_SCALE = 20.0                 # as search.outcome_rewards


def judge(state: Any) -> list[float]:
    """Each seat's expected reward at the start of a season: the chance of winning (a normal law around the
    margin it stands at, roughly) and a little of the margin itself, weighed as search.outcome_rewards does."""
    from .evaluate import unfinished
    from .scoring import wildlife_points

    rules, mode = state.rules, state.mode
    completed = [sum(1 for t in fo.trees if t.canopy >= 0) for fo in state.forests]
    top = max(completed)
    worth = []
    for f, fo in enumerate(state.forests):
        w = state.points[f] + wildlife_points(rules, state.wildlife_kinds(f), f == state.spirit) + unfinished(state, fo)
        if completed[f] and completed[f] == top:
            w += LUSHEST_SHARE * mode.lushest_forest
        worth.append(w)
    left = max(1, mode.seasons - state.season + 1)
    spread = SPREAD[min(left, len(SPREAD)) - 1]
    rewards = []
    for s in range(state.players):
        margin = worth[s] - max(w for f, w in enumerate(worth) if f != s)
        win = 0.5 + 0.5 * math.tanh(0.85 * margin / spread)
        rewards.append(0.85 * win + 0.15 * (0.5 + 0.5 * math.tanh(margin / MARGIN_SCALE)))
    return rewards


AGENTS = {"random": RandomAgent, "easy": EasyAgent, "medium": MediumAgent, "hard": HardAgent}
