"""Which action made which event of a Living Forest game, for the positions a table tells
(scenes/shell/positions.py): the engine counts it (``event_steps``). The end of a round happens inside the last
player's last action: its moments (the victory check, the Varans given, the new fires, the refill, the Sacred Tree)
are photographed inside that action."""
from __future__ import annotations

from typing import Any

from ..shell.positions import Positions


def event_actions(game: Any) -> list[int]:
    return game.event_steps()


def positions(match: Any) -> Positions:
    return Positions(match, event_actions)
