"""Seat agents: humans and bots choose actions through the same interface, from a SeatView."""
from __future__ import annotations

import random
from typing import Callable, Protocol

from .actions import Action, LegalPicks, Pick
from .bots import EasyAgent, GreedyAgent
from .hard import HardAgent
from .view import SeatView


class Agent(Protocol):
    name: str

    def choose(self, view: SeatView) -> Action: ...


class RandomAgent:
    """Uniform at every step: a card kind of the hand, a legal cell, then (Lapin) no swap or a swap."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        rand = self.rng.random
        if not isinstance(legal, LegalPicks):
            return legal[int(rand() * len(legal))]
        cards = legal.cards
        card = cards[int(rand() * len(cards))]
        cell = legal.cell_at(int(rand() * legal.cell_count))
        swap = legal.random_swap(card, cell, rand) if card in legal.swapping else None
        return Pick(card, cell, swap)



AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "easy": EasyAgent,
    "medium": GreedyAgent,
    "hard": HardAgent,
}


def make_agent(name: str, seed: int) -> Agent:
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ValueError(f"unknown seat type {name!r} (choose from: {', '.join(sorted(AGENTS))})") from None
    return factory(seed)
