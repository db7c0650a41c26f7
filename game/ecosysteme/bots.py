"""Computer opponents that weigh their moves with the engine's own scoring.

They read the game only through their SeatView (their own hand, the public ecosystems and piles), choose
among the legal actions the rules list, and draw every random choice from their own seeded generator, so the
same seed gives the same choices.

- ``GreedyAgent`` (Medium): the legal (card, cell, swap) that raises its total the most right now, comparison
  prizes settled against the other ecosystems as they stand; in solo, the discard that leaves the best margin.
- ``EasyAgent`` (Easy): a plausible beginner. It considers one card kind of its hand at a time in a random
  order, takes the first that scores anything at a reasonable cell, and often overlooks the best cell or swap.
"""
from __future__ import annotations

import random
from typing import Iterable

from .actions import Action, LegalPicks, Pick
from .cards import GRID_CELLS
from .grid import EMPTY
from .view import SeatView


class _Weigher:
    """What a move is worth to one seat now: its total once the move is made, rivals as they stand."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        rules = view.rules
        self.scorer = rules.scorer
        frames = view.frames()
        self.frames = frames
        seat = view.seat
        rival_frames = [f for i, f in enumerate(frames) if i != seat]
        neutral = [rules.kind(k).index for k in view.neutral_pile] if view.has_neutral else None
        self.rivals = self.scorer.rival_values(rival_frames, neutral)
        self.now = self.scorer.total_against(frames[seat], self.rivals)

    def gain(self, pick: Pick) -> int:
        return self.scorer.total_against(self.view.frame_after(pick), self.rivals) - self.now

    def solo_margin(self, discard: str) -> int:
        """The margin (player − opponent) if ``discard`` goes into the opponent's grid."""
        rules = self.view.rules
        opponent = [rules.kind(k).index for k in self.view.opponent]
        frame = opponent + [rules.kind(discard).index] + [EMPTY] * (GRID_CELLS - len(opponent) - 1)
        mine, theirs = self.scorer.totals([self.frames[0], frame], solo=True)
        return mine - theirs


def _picks(legal: LegalPicks, cards: Iterable[str], swaps: bool = True) -> Iterable[Pick]:
    for card in cards:
        for cell in legal.cells:
            yield Pick(card, cell)
            if swaps and card in legal.swapping:
                for swap in legal.swaps(card, cell):
                    yield Pick(card, cell, swap)


def _best(options: Iterable[tuple[int, Action]], rng: random.Random) -> Action:
    """The highest-valued option; equal values are broken at random (with the agent's own generator)."""
    best_value, best = None, []
    for value, action in options:
        if best_value is None or value > best_value:
            best_value, best = value, [action]
        elif value == best_value:
            best.append(action)
    return best[int(rng.random() * len(best))]


class GreedyAgent:
    """Medium: the best immediate gain over every legal (card, cell, swap); in solo the kindest discard."""

    name = "medium"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        weigh = _Weigher(view)
        if not isinstance(legal, LegalPicks):
            return _best(((weigh.solo_margin(d.card), d) for d in legal), self.rng)
        return _best(((weigh.gain(p), p) for p in _picks(legal, legal.cards)), self.rng)


class EasyAgent:
    """Easy: looks at its cards one at a time and settles for the first decent spot it sees."""

    name = "easy"
    LOOK = 0.5          # the share of the legal cells it looks at for each card

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        rng = self.rng
        if not isinstance(legal, LegalPicks):             # solo: gives away a random card
            return legal[int(rng.random() * len(legal))]
        weigh = _Weigher(view)
        cards = list(legal.cards)
        rng.shuffle(cards)
        cells = list(legal.cells)
        fallback = None
        for card in cards:
            seen = rng.sample(cells, max(1, round(len(cells) * self.LOOK)))
            value, pick = max(((weigh.gain(Pick(card, c)), Pick(card, c)) for c in seen),
                              key=lambda vp: vp[0])
            if value > 0:
                return pick                                  # the first card that scores anything
            if fallback is None:
                fallback = pick
        return fallback
