"""Playing whole games with an agent in every seat (simulations, demos, tests)."""
from __future__ import annotations

from typing import Sequence

from .agents import Agent
from .cards import GameRules
from .state import Game


def play_game(rules: GameRules, agents: Sequence[Agent], seed: int, solo: bool = False) -> Game:
    """Play a complete game, each seat's agent choosing from its own SeatView; returns the finished game."""
    game = Game(rules, len(agents), seed, solo)
    views = [game.view(seat) for seat in range(game.players)]
    while not game.over:
        for seat in game.waiting_for():
            game.submit(seat, agents[seat].choose(views[seat]))
    return game
