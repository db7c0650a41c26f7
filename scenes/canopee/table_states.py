"""Which action made which event of a Canopée game, for the positions a table tells (scenes/shell/positions.py):
the game log's count (``log.action_marks``). A season ends inside the action that ends its last turn, with a Forest
Spirit's turn and the next season's deal: those moments are photographed inside that action. The last event is the
live game's own moment."""
from __future__ import annotations

from bisect import bisect_right
from typing import Any

from game.canopee.log import action_marks
from ..shell.positions import Positions


def event_actions(game: Any) -> list[int] | None:
    """For each event but the last, the action that made it (0: the deal): the first action whose count of events
    passes it."""
    marks = action_marks(game)
    if marks is None:
        return None
    return [bisect_right(marks, k) for k in range(len(game.events()) - 1)]


def positions(match: Any) -> Positions:
    return Positions(match, event_actions)
