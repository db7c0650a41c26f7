"""What any game's computer seats can share: the uniform random player. It reads only the seat's view and takes
any of its legal actions with equal chance (Forêt and Savane's own, in game/ecosysteme/agents.py, also draws a pick's card
before its cell)."""
from __future__ import annotations

import random
from typing import Any


class RandomAgent:
    """Uniform over the legal actions of every decision."""

    name = "random"

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)

    def choose(self, view: Any) -> Any:
        legal = view.legal_actions()
        return legal[int(self.rng.random() * len(legal))]
