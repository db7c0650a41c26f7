"""The game as it stood at a moment a table tells (another player's turn just over, a step of the end of a round
or season), for the table to draw that moment instead of the live game while it is told.

Every position comes from the rules only: the match's deal and its actions played again (the definition's
``new_state`` and ``apply``), and for a moment inside one action (a round or season ends inside the action that
ends its last turn) that action applied on the copy with the engine's ``apply_observed``, the copy photographed
as the rules make each public event. Nothing is worked out here: the states are the engine's own, read through a
seat's view like the live one. Which action made which event is the game's to say (``event_actions``)."""
from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

KEEP = 24           # positions kept (a telling needs a handful at a time)

# a game's events -> for each event that can be told from a position (its index), the action that made it: j for
# the j-th action of ``actions_log()`` (from 1), 0 for the deal; None when the game's events do not come from its
# actions (the live game is then shown)
EventActions = Callable[[Any], Sequence[int] | None]


class Positions:
    """``after(k)``: the game right after its event ``k`` happened, for one match (replays made on demand, kept;
    forgotten when the match's game is no longer the one they came from: an Undo, a new game)."""

    def __init__(self, match: Any, event_actions: EventActions) -> None:
        self.match = match
        self.event_actions = event_actions
        self._game = None
        self._kept: dict[int, Any] = {}
        self._steps: tuple[int, Sequence[int] | None] = (-1, None)   # (events counted, the game's answer)

    def _check(self) -> Sequence[int] | None:
        game = self.match.state
        if game is not self._game:
            self._game, self._kept, self._steps = game, {}, (-1, None)
        events = len(game.events())
        if self._steps[0] != events:       # the game moved on: ask again (once per event, not once per frame)
            self._steps = (events, self.event_actions(game))
        return self._steps[1]

    def after(self, k: int) -> Any:
        """The state right after event ``k`` (the live game past the last event told, or when the game's events
        do not come from its actions)."""
        steps = self._check()
        game = self.match.state
        if steps is None or not 0 <= k < len(steps):
            return game
        if k not in self._kept:
            self.prepare((k,))
        return self._kept.get(k, game)

    def prepare(self, wanted: Iterable[int], along: Iterable[int] = ()) -> None:
        """Work out the positions after each event of ``wanted`` at once (one replay of the game, each action that
        made one of them applied observed), and those of ``along`` that fall in the same actions (the other steps
        of an end of round: no more replaying)."""
        steps = self._check()
        if steps is None:
            return
        by_action: dict[int, set[int]] = {}
        for k in wanted:
            if 0 <= k < len(steps) and k not in self._kept:
                by_action.setdefault(steps[k], set()).add(k)
        for k in along:
            if 0 <= k < len(steps) and k not in self._kept and steps[k] in by_action:
                by_action[steps[k]].add(k)
        if not by_action:
            return
        self._kept.update(self._photograph(by_action))
        if len(self._kept) > KEEP:
            for k in sorted(self._kept)[:len(self._kept) - KEEP]:
                del self._kept[k]

    def _photograph(self, by_action: dict[int, set[int]]) -> dict[int, Any]:
        m = self.match
        actions = m.state.actions_log()
        state = m.definition.new_state(len(m.seats), m.seed, m.solo, m.options or None)
        shots: dict[int, Any] = {k: state.clone() for k in by_action.pop(0, ())}
        wanted: set[int] = set()

        def photographed(k: int, now: Any) -> None:
            if k in wanted:
                shots[k] = now.clone()

        for j, (seat, action) in enumerate(actions[:max(by_action, default=0)], start=1):
            wanted = by_action.get(j, set())
            if wanted:
                state.apply_observed(seat, action, photographed)
            else:
                state.apply(seat, action)
        return shots
