"""The replay shows each turn at its own moment, even the last turn of a round, whose last action also ends the
round (the end of round happens inside that action): the turn's step is the table before the end of round,
the end of round's step the table after it."""
from __future__ import annotations

from game.replay import replay_steps
from game.session import COMPUTER, Match, Seat


def test_a_rounds_last_turn_is_replayed_before_its_end_of_round():
    match = Match("living-forest", [Seat("Ana", COMPUTER, "easy"), Seat("Bob", COMPUTER, "easy")], seed=21)
    while not match.over and match.state.round < 3:
        match.play_computers()
    steps = replay_steps(match)
    entries = match.definition.log_lines(match.state, match.names(), "en")
    checked = 0
    for entry, before, after in zip(entries[1:], steps[1:], steps[2:]):
        nxt = entries[after.index - 1]
        if entry.header.startswith("Round 1 · ") and nxt.header == "Round 1 · end of round":
            # the same action ended both: the turn's step still shows round 1 with its Help Lines on the table
            assert entry.actions == nxt.actions
            assert before.state.round == 1 and any(before.state.view(0).help_line(s) for s in range(2))
            # the end of round's step: the Help Lines discarded, the new fires in the centre
            assert not any(after.state.view(0).help_line(s) for s in range(2))
            assert after.state.view(0).centre() != before.state.view(0).centre()
            checked += 1
    assert checked == 1
