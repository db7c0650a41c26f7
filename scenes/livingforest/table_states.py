"""The game as it stood at a moment the table tells (a computer's turn just over, a step of the end of a round),
for the table to draw that moment instead of the live game while it is told.

Every position comes from the rules only: the match's deal and its actions replayed (``definition.replay``), and
for a moment inside one action (the end of a round happens inside the last player's last action) that action
applied once more on a copy, the copy photographed as the rules record each public event (the engine's
``apply_observed``: the victory check, the Varans given, the new fires, the refill, the Sacred Tree). Nothing is worked out here: the states are
the engine's own, read through a seat's view like the live one.
"""
from __future__ import annotations

from typing import Any, Iterable

KEEP = 24           # positions kept (a telling needs a handful at a time)


class Positions:
    """``after(k)``: the game right after its event ``k`` happened, for one match (replays made on demand,
    kept; forgotten when the match's game is no longer the one they came from, an Undo)."""

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
        """The state right after event ``k`` (the live game past the last event)."""
        self._check()
        game = self.match.state
        if not 0 <= k < len(game.event_steps()):
            return game
        if k not in self._kept:
            self.prepare((k,))
        return self._kept.get(k, game)

    def prepare(self, wanted: Iterable[int], along: Iterable[int] = ()) -> None:
        """Work out the positions after each event of ``wanted`` at once (one replay per action they fall in),
        and those of ``along`` that fall in the same actions (the other steps of an end of round: one replay)."""
        self._check()
        game = self.match.state
        steps = game.event_steps()
        by_action: dict[int, set[int]] = {}
        for k in wanted:
            if 0 <= k < len(steps) and k not in self._kept:
                by_action.setdefault(steps[k], set()).add(k)
        for k in along:
            if 0 <= k < len(steps) and k not in self._kept and steps[k] in by_action:
                by_action[steps[k]].add(k)
        for j, ks in sorted(by_action.items()):
            self._kept.update(self._photograph(j, ks))
        if len(self._kept) > KEEP:
            for k in sorted(self._kept)[:len(self._kept) - KEEP]:
                del self._kept[k]

    def _photograph(self, j: int, ks: set[int]) -> dict[int, Any]:
        """The states after the events ``ks``, all made while the ``j``-th action was applied."""
        m = self.match
        actions = m.state.actions_log()
        if j <= 0:          # the deal's own events: the state once dealt
            state = m.definition.new_state(len(m.seats), m.seed, m.solo, m.options or None)
            return {k: state for k in ks}
        state = m.definition.replay(len(m.seats), m.seed, m.solo, m.options or None, actions[:j - 1])
        shots: dict[int, Any] = {}

        def photographed(k: int, now: Any) -> None:
            if k in ks:
                shots[k] = now.clone()

        seat, action = actions[j - 1]
        state.apply_observed(seat, action, photographed)
        return shots
