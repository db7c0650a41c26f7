"""``CanopeeState.apply_observed``: the same game as ``apply``, each public event shown to a watcher with the state
as it stands right after it (what the table tells an end of season over)."""
from __future__ import annotations

import random

import pytest

from game.canopee import CANOPEE
from game.errors import IllegalAction

MODES = [(2, False, {"card_set": "C", "season_change": True}), (1, True, {"card_set": "B"}),
         (4, False, {"card_set": "A"}), (3, False, {"card_set": "D", "season_change": True})]


@pytest.mark.parametrize("players, solo, options", MODES)
def test_an_observed_game_is_the_same_game_and_each_moment_is_the_rules_own(players, solo, options):
    plain = CANOPEE.new_state(players, 7, solo, options)
    watched = plain.clone()
    rng = random.Random(players)
    seen: list[int] = []
    season_ends = []

    def watch(k, now):
        seen.append(k)
        assert len(now.events()) == k + 1                  # the state right after event k, nothing later
        event = now.events()[k]
        if event.kind == "step" and event.data["step"] == 6:
            season_ends.append(now.clone())
    while not plain.is_over:
        (seat,) = plain.to_act()
        action = rng.choice(plain.legal_actions(seat))
        before = len(watched.events())
        plain.apply(seat, action)
        watched.apply_observed(seat, action, watch)
        assert seen[-(len(watched.events()) - before):] == list(range(before, len(watched.events()))) or \
            len(watched.events()) == before
        assert type(watched._events) is list
    assert watched.to_json() == plain.to_json()
    # right before a season's regeneration: its forests still hold what the season scored
    assert len(season_ends) == plain.mode.seasons
    for state in season_ends:
        assert any(state.forests[f].cards for f in range(state.nf)) and not any(state.spots)
        assert state.to_json() != plain.to_json()


def test_an_illegal_action_observed_changes_nothing():
    st = CANOPEE.new_state(2, 1, False, {})
    before = st.to_json()
    (seat,) = st.to_act()
    with pytest.raises(IllegalAction):
        st.apply_observed(1 - seat, st.legal_actions(seat)[0], lambda k, now: None)
    assert st.to_json() == before and type(st._events) is list
