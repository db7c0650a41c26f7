"""The victory screen's summary of a Living Forest game (game/livingforest/summary.py): the engine's counts and
winners exactly, who reached 12 and with what, whether the tie-break sum decided, and the counts round by round."""
from __future__ import annotations

import random

import pytest

from game.livingforest import actions as A
from game.livingforest.scoring import ranking
from game.livingforest.summary import CATEGORIES, summarize
from game.session import Match, Seat

from . import test_examples as examples
from .rig import RULES, play

TARGET = RULES.victory_target


def finished(players: int, seed: int, levels=("easy", "medium", "random")) -> Match:
    seats = [Seat(f"P{i}", "computer", levels[(seed + i) % len(levels)]) for i in range(players)]
    match = Match("living-forest", seats, seed=seed)
    while not match.over:
        match.play_computers()
    return match


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_summary_shows_the_engines_counts_winners_and_ranking(players, seed):
    state = finished(players, seed).state
    sm = summarize(state)
    outcome = state.outcome()
    assert sm.over and sm.players == players and sm.target == TARGET
    assert list(sm.counts) == state.counts()
    assert sm.winners == outcome.winners
    assert sm.sums == outcome.totals
    assert [list(g) for g in sm.ranking] == ranking(RULES, state.counts())
    # who reached 12, and with which counts
    for seat, counts in enumerate(sm.counts):
        assert sm.reached[seat] == tuple(k for k in CATEGORIES if getattr(counts, k) >= TARGET)
    assert set(sm.winners) <= set(sm.eligible) or sm.capped
    # one victory check per round played, the last one the final counts
    assert sm.rounds == tuple(range(1, state.round + 1))
    assert sm.history[-1][1] == sm.counts
    assert all(len(counts) == players for _, counts in sm.history)
    # S decided exactly when several players reached 12
    assert sm.tie_break == (len(sm.eligible) > 1)
    assert sm.shared == (len(outcome.winners) > 1)
    assert sm.place(sm.winners[0]) == 1


def test_a_game_under_way_has_no_winner_yet_and_a_history_of_the_rounds_ended():
    match = Match("living-forest", [Seat("A", "computer", "easy"), Seat("B", "computer", "easy")], seed=11)
    while match.state.round < 4:
        match.play_computers()
    sm = summarize(match.state)
    assert not sm.over and sm.winners == () and not sm.shared
    assert list(sm.counts) == match.state.counts()
    assert sm.rounds == (1, 2, 3)
    assert sm.series(0, "trees")[0] >= 1, "the start tree counts from the first round"


def test_the_summary_reads_no_hidden_order():
    """Shuffling every draw pile and reserve stack (what nobody sees) changes nothing the summary says."""
    state = finished(3, 7).state
    other = state.clone()
    rng = random.Random(3)
    for sp in other.spirits:
        rng.shuffle(sp.draw)
    for stack in other.stacks.values():
        rng.shuffle(stack)
    assert summarize(other) == summarize(state)


def test_example_3_the_tie_break_decides_between_the_two_at_12():
    st = examples.example3()
    play(st, examples.SUMMER, A.END_TURN)
    sm = summarize(st)
    assert sm.over and sm.winners == (examples.WINTER,)
    assert sm.reached == (("trees",), ("flowers",), ())
    assert sm.sums == (28, 27, 29)
    assert sm.tie_break and not sm.shared, "Winter's 28 beats Spring's 27; Summer's 29 never counted"
    assert [list(g) for g in sm.ranking] == [[0], [1], [2]]
    assert sm.history[-1][1] == tuple(st.counts())


def test_example_3_with_one_more_fire_the_tie_break_shares_the_victory():
    st = examples.example3(spring_extra_fire=True)
    play(st, examples.SUMMER, A.END_TURN)
    sm = summarize(st)
    assert sm.winners == (0, 1) and sm.tie_break and sm.shared
    assert sm.place(0) == sm.place(1) == 1 and sm.place(2) == 3


def test_a_single_player_at_12_wins_without_the_tie_break():
    for seed in range(1, 40):
        state = finished(2, seed).state
        sm = summarize(state)
        if len(sm.eligible) == 1:
            assert not sm.tie_break and sm.winners == sm.eligible
            return
    pytest.fail("no game with a single player at 12 among 40 seeds")


def test_a_game_the_round_cap_ended_says_so_and_the_sum_decided():
    """§9's cap (games between computers): nobody at 12 after the last round, the highest sum wins."""
    seats = [Seat("A", "computer", "random"), Seat("B", "computer", "random")]
    match = Match("living-forest", seats, seed=3, options={"round_cap": True})
    while not match.over:
        match.play_computers()
    sm = summarize(match.state)
    assert sm.capped and sm.eligible == () and sm.tie_break
    assert sm.round == RULES.round_cap and sm.rounds[-1] == RULES.round_cap
    assert sm.winners == match.state.outcome().winners == tuple(sm.ranking[0])


def test_the_winner_line_elides_de_before_a_vowel_in_french():
    from game.i18n import of_name, tr
    from game.livingforest.summary import winner_title

    assert winner_title(["Ana"], "fr") == "Victoire d’Ana !"
    assert winner_title(["Ordinateur 2"], "fr") == "Victoire d’Ordinateur 2 !"
    assert winner_title(["Élodie"], "fr") == "Victoire d’Élodie !"
    assert winner_title(["Benoît"], "fr") == "Victoire de Benoît !"
    assert winner_title(["Ana"], "en") == "Ana wins!"
    assert winner_title(["Ana", "Ben"], "en") == "Tie: Ana, Ben"
    assert of_name("Hugo") == "d’Hugo" and of_name("Zoé") == "de Zoé"
    # every game's victory line: Forêt, Savane and Canopée's score screens and replays say it the same way
    assert tr("score_winner", "fr", names="Ana") == "Victoire d’Ana !"
    assert tr("score_winner", "fr", names="Benoît") == "Victoire de Benoît !"
    assert tr("score_winner", "en", names="Ana") == "Ana wins!"
