"""The game as it stood at a moment the Canopée table tells (another player's turn just over, a step of the end of a
season), for the table to draw that moment instead of the live game while it is told.

The idea is Living Forest's (scenes/livingforest/table_states.py): every position comes from the rules only, the
match's deal and its actions played again (``definition.replay``), and for a moment inside one action (a season
ends inside the action that ends its last turn, with a Forest Spirit's turn and the next season's deal) that action
applied once more on a copy, the copy photographed as the rules make each public event (the engine's
``apply_observed``). Which action made which event is the game log's count (``log.action_marks``). Nothing is
worked out here: the states are the engine's own, read through a seat's view like the live one.
"""
from __future__ import annotations

from bisect import bisect_right
from typing import Any, Iterable

from game.canopee.log import action_marks

KEEP = 24           # positions kept (a telling needs a handful at a time)


class Positions:
    """``after(k)``: the game right after its event ``k`` happened, for one match (replays made on demand, kept;
    forgotten when the match's game is no longer the one they came from)."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self._game = None
        self._kept: dict[int, Any] = {}

    def _check(self) -> None:
        game = self.match.state
        if game is not self._game:
            self._game = game
            self._kept = {}

    def after(self, k: int) -> Any:
        """The state right after event ``k`` (the live game past the last event, or when the game's events do not
        come from its actions)."""
        self._check()
        game = self.match.state
        if not 0 <= k < len(game.events()) - 1:
            return game
        if k not in self._kept:
            self.prepare((k,))
        return self._kept.get(k, game)

    def prepare(self, wanted: Iterable[int]) -> None:
        """Work out the positions after each event of ``wanted`` at once: one replay of the game, each action
        that made one of them applied observed."""
        self._check()
        game = self.match.state
        marks = action_marks(game)
        if marks is None:
            return
        last = len(game.events()) - 1
        ks = sorted({k for k in wanted if 0 <= k < last and k not in self._kept})
        if not ks:
            return
        by_action: dict[int, set[int]] = {}
        for k in ks:
            # the action that made event k: the first whose count of events passes k (0: the deal made it)
            by_action.setdefault(bisect_right(marks, k), set()).add(k)
        self._kept.update(self._photograph(by_action))
        if len(self._kept) > KEEP:
            for k in sorted(self._kept)[:len(self._kept) - KEEP]:
                del self._kept[k]

    def _photograph(self, by_action: dict[int, set[int]]) -> dict[int, Any]:
        m = self.match
        actions = m.state.actions_log()
        state = m.definition.new_state(len(m.seats), m.seed, m.solo, m.options or None)
        shots: dict[int, Any] = {k: state.clone() for k in by_action.pop(0, ())}

        def photographed(k: int, now: Any) -> None:
            if k in wanted:
                shots[k] = now.clone()

        wanted: set[int] = set()
        for j, (seat, action) in enumerate(actions[:max(by_action, default=0)], start=1):
            wanted = by_action.get(j, set())
            if wanted:
                state.apply_observed(seat, action, photographed)
            else:
                state.apply(seat, action)
        return shots
