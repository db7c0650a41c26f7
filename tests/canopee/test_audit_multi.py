"""Audit of the 3–4 player variant (§15) against CANOPEE.md: each seat's NG1 / NG2 / NG3 around shared side
piles and the central pile, abilities limited to one's own three piles, two seasons with awards of 3 then 4
and Lushest Forest 5, ties for awards (OP-18), spreading threats hitting everyone, the Jaguar's chosen
victim (D-33), the first player after a tie (OP-14) and the Season of Prestige around the table (§13)."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import act, choose_kind, clear_forest, decision, forest_kinds, give, new, refresh, season_end, tree


def _table(players=3, card_set="base", **options):
    st = new(players, card_set=card_set, **options)
    for f in range(players):
        clear_forest(st, f)
    return st


def test_four_players_each_see_the_side_pile_on_their_right_then_left_then_the_centre():
    """§15.1: every side spot is NG1 for one neighbour and NG2 for the other; the centre is everyone's NG3."""
    st = _table(4)
    assert [len(p) for p in st.spots] == [1, 1, 1, 1, 2]
    orders = [st.order_of[s] for s in range(4)]
    assert all(order[2] == 4 for order in orders)
    for s in range(4):
        right, left = orders[s][0], orders[s][1]
        assert orders[(s - 1) % 4][1] == right and orders[(s + 1) % 4][0] == left


def test_a_refused_central_pile_gets_one_card_like_any_other():
    """§15.2: each refused pile gets 1 card; only keeping the centre refills it with 2."""
    st = _table()
    before = [len(p) for p in st.spots]
    refresh(st)
    act(st, A.REFUSE, A.REFUSE, A.REFUSE)
    order = st.order_of[0]
    for spot in order:
        assert len(st.spots[spot]) == before[spot] + 1


def test_the_dart_frog_feeds_only_the_players_own_three_piles():
    """§15.2 / §7.3."""
    st = _table()
    give(st, 0, "frog")
    refresh(st)
    before = [len(p) for p in st.spots]
    act(st, A.ability("frog"))
    mine = set(st.order_of[0])
    assert [len(p) - b for p, b in zip(st.spots, before)] == [1 if s in mine else 0 for s in range(len(st.spots))]


def test_the_toucan_looks_only_at_the_players_own_piles():
    st = _table()
    give(st, 0, "toucan")
    refresh(st)
    spots = {a.arg for a in st.legal_actions(0) if type(a) is A.Ability and a.name == "toucan"}
    assert spots == set(st.order_of[0])


def test_three_players_score_the_award_3_then_4_and_lushest_forest_5_after_two_seasons():
    """§15.3."""
    st = _table()
    tree(st, 0, ["trunk_0", "trunk_0"], "canopy_0")
    season_end(st, last=0)
    assert st.season == 2 and st.sheets[0][0]["tallest_tree"] == 3
    tree(st, 1, ["trunk_1", "trunk_1", "trunk_1"], "canopy_0")
    season_end(st, last=1)
    assert st.is_over
    assert st.sheets[1][1]["tallest_tree"] == 4
    # one completed tree each for seats 0 and 1: both take the 5 points, seat 2 none
    assert [st.sheets[1][f]["lushest_forest"] for f in range(3)] == [5, 5, 0]


def test_every_player_tied_for_the_award_scores_it():
    """OP-18."""
    st = _table()
    for f in range(3):
        tree(st, f, ["trunk_1"], "canopy_1")
    season_end(st, last=2)
    assert [st.sheets[0][f]["tallest_tree"] for f in range(3)] == [3, 3, 3]


def test_three_fires_make_every_player_at_the_table_discard_a_flora():
    """§15.2 / §8 step 3."""
    st = _table()
    give(st, 1, "fire", "fire", "fire", "fern", "fern")
    give(st, 0, "monstera", "monstera")
    give(st, 2, "bromeliad", "bromeliad")
    season_end(st, last=0)
    asked = []
    while st.season == 1:
        seat, name = decision(st)
        asked.append((seat, name))
        act(st, st.legal_actions(seat)[0])
    assert sorted(asked) == [(0, "fire_discard"), (1, "fire_discard"), (2, "fire_discard")]
    assert "monstera" not in st.sheets[0][0] and st.sheets[0][2]["bromeliad"] == 2     # one of each left


def test_the_jaguar_owner_chooses_who_discards():
    """D-33: at 3–4 players the owner picks the opponent."""
    st = _table(card_set="C")
    give(st, 0, "jaguar")
    give(st, 1, "howler")
    give(st, 2, "goliath")
    season_end(st, last=0)
    assert decision(st) == (0, "jaguar_target")
    assert set(st.legal_actions(0)) == {A.target(1), A.target(2)}
    act(st, A.target(2))
    assert forest_kinds(st, 2) == [] and forest_kinds(st, 1) == ["howler"]


def test_a_tie_for_fewest_points_goes_to_the_first_tied_player_clockwise_after_the_last_pile_player():
    """OP-14 at 3 players: seat 1 kept the last pile; seats 0 and 2 are tied on 0 -> seat 2 starts."""
    st = _table()
    give(st, 1, "monstera", "monstera", "monstera")
    season_end(st, last=1)
    assert st.points == [0, 8, 0] and decision(st)[0] == 2
    st = _table()
    give(st, 2, "monstera", "monstera", "monstera")
    season_end(st, last=2)
    assert decision(st)[0] == 0


def test_season_of_prestige_goes_around_the_tied_players_clockwise_from_the_last_pile_player():
    """§13: each tied player takes from the next tied player clockwise."""
    st = _table(season_change=True)
    st.sc_id = "sc01"
    for f in range(3):
        tree(st, f, ["trunk_1"], "canopy_1")
    give(st, 0, "boa")
    give(st, 1, "frog")
    give(st, 2, "sloth")
    season_end(st, last=1)
    assert decision(st) == (1, "prestige")
    act(st, choose_kind(st, "sloth"))           # seat 1 takes from seat 2
    assert decision(st) == (2, "prestige")
    act(st, choose_kind(st, "boa"))             # seat 2 takes from seat 0
    assert decision(st) == (0, "prestige")
    act(st, choose_kind(st, "frog"))            # seat 0 takes from seat 1 (the Frog; the Sloth is seat 1's now)
    assert [forest_kinds(st, f) for f in range(3)] == [["frog"], ["sloth"], ["boa"]]
