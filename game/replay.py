"""Any game of the collection again, position by position: the replay's steps.

The match's own actions are played again from the deal through its GameDef (``new_state``, then ``apply`` for
each, which refuses an illegal one), and a position is kept wherever an entry of the game log ends
(game.gamelog: entry ``k`` is step ``k``; step 0 is the deal). So the replay and the log always agree, for Forêt
and Savane (a reveal, a solo turn) as for Canopée (a turn, an end of season).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .gamelog import log_lines


@dataclass
class Step:
    """One step of a replay: ``state``, the game after ``index`` entries of the log (0: the deal), read only.
    ``record``: for Forêt and Savane, the history record of the reveal (solo: the turn) that step ``index``
    made; None at the deal and for other games."""

    index: int
    state: Any
    record: dict | None


def replay_steps(match: Any) -> list[Step]:
    """Every position of ``match``'s game from the deal, one per entry of its log. An entry its actions have not
    reached yet (a Forêt / Savane solo turn waiting for its discard) has no step."""
    final = match.state
    definition = match.definition
    actions = final.actions_log()
    live = definition.new_state(len(match.seats), match.seed, match.solo, match.options or None)
    steps = [Step(0, live.clone(), None)]
    played = 0
    entries = log_lines(final, match.names(), "en")
    # action number -> the last event of each entry it completes: where several entries end within one action (a
    # Living Forest turn whose last action ends the round), each is shown at its own moment when the game can say
    # them (apply_observed), else all after the action
    closing: dict[int, set[int]] = {}
    for e in entries:
        if e.events:
            closing.setdefault(e.actions, set()).add(e.events - 1)
    moments: dict[int, Any] = {}        # event index -> the state right after it, inside the action just played
    for entry in entries:
        if entry.actions > len(actions):
            break
        while played < entry.actions:
            seat, action = actions[played]
            played += 1
            inside = closing.get(played)
            moments = {}
            if inside:
                live.apply_observed(seat, action,
                                    lambda k, now: moments.__setitem__(k, now.clone()) if k in inside else None)
            else:
                live.apply(seat, action)      # IllegalAction if the log holds a move the rules refuse
        last = entry.events - 1
        if entry.events and entry.events < len(live.events()) and last in moments:
            shown = moments[last]             # a moment inside the action: a copy already
        else:
            shown = live.clone()
        steps.append(Step(len(steps), shown, live.replay_record(entry.step)))
    return steps
