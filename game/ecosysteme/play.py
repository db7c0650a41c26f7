"""Playing whole games with an agent in every seat (simulations, demos, tests)."""
from __future__ import annotations

from typing import Sequence

from .agents import Agent
from .cards import GameRules
from .state import EcosystemeState


def play_game(rules: GameRules, agents: Sequence[Agent], seed: int, solo: bool = False) -> EcosystemeState:
    """Play a complete game, each seat's agent choosing from its own SeatView; returns the finished game."""
    game = EcosystemeState(rules, len(agents), seed, solo)
    views = [game.view(seat) for seat in range(game.players)]
    while not game.is_over:
        for seat in sorted(game.to_act()):
            game.apply(seat, agents[seat].choose(views[seat]))
    return game
