"""Canopée's engine: the deal (§4, §14.1, §15.1), a turn (§5), adding cards to a forest (§6), immediate cards,
the hand-over of seasons and the protocol's promises (illegal actions change nothing)."""
from __future__ import annotations

import pytest

from game.canopee import CANOPEE
from game.canopee import actions as A
from game.errors import IllegalAction

from .engine_rig import (act, clear_forest, conserved, deck_top, decision, empty_deck, forest_kinds, give, new,
                         refresh, set_pile, take, tree)


# ---------------------------------------------------------------------------- the deal


def test_two_players_play_three_seasons_of_34_cards_with_10_set_aside():
    st = new(2)
    assert len(st.set_aside) == 10
    # season 1 dealt 1 + 2 + 3 cards from its 34 onto NG1, NG2, NG3
    assert [len(p) for p in st.spots] == [1, 2, 3]
    assert len(st.deck) + 6 == 34 and [len(d) for d in st.decks[1:]] == [34, 34]
    assert len(st.germ) == 21
    for f in range(2):
        (t,) = st.forests[f].trees
        assert st.kind_of(t.trunks[0]) == "trunk_start" and t.canopy < 0
    assert conserved(st)


@pytest.mark.parametrize("players, seasons, per_season, set_aside", [(3, 2, 51, 10), (4, 2, 63, 0)])
def test_three_and_four_players_play_two_seasons_around_shared_piles(players, seasons, per_season, set_aside):
    st = new(players)
    assert len(st.decks) == seasons and len(st.set_aside) == set_aside
    # a side pile between each pair of neighbours (one card each) and the central pile (two)
    assert [len(p) for p in st.spots] == [1] * players + [2]
    assert len(st.deck) + players + 2 == per_season
    # each seat visits the pile on its right, on its left, then the central one
    assert st.order_of[0] == (players - 1, 0, players) and st.order_of[1] == (0, 1, players)


def test_four_players_bring_every_species_in_whatever_the_card_set():
    st = new(4)
    wildlife = {st.kind_of(u) for u in range(st.ct.size) if st.ct.cat[u] == 6}
    assert {"boa", "goliath", "tamarin", "jaguar_pair"} <= wildlife


def test_solo_the_spirit_gets_a_starting_trunk_each_season_and_the_player_none_on_normal():
    st = new(1, solo=True)
    assert st.forests[0].trees == []
    assert [len(t.trunks) for t in st.forests[1].trees] == [1]
    assert len(st.supply) == 2                      # for seasons 2 and 3
    assert not any(st.kind_of(u) in ("collybia", "pitcher_plant", "lightning") for u in range(st.ct.size))
    easier, harder = new(1, solo=True, difficulty="easier"), new(1, solo=True, difficulty="harder")
    assert len(easier.forests[0].trees) == 1
    assert len(harder.forests[1].trees) == 2 and harder.forests[0].trees == []


def test_card_set_d_draws_six_or_seven_species_unless_they_are_given():
    counts = set()
    for seed in range(12):
        st = new(2, seed=seed, card_set="D")
        assert len(st.species) in (6, 7)
        counts.add(len(st.species))
    assert counts == {6, 7}
    st = new(2, card_set="D", species=["boa", "frog", "ant", "jaguar", "hoatzin", "howler"])
    assert st.species == ("boa", "frog", "ant", "hoatzin", "howler", "jaguar")
    st = new(2, card_set="D", species=7)
    assert len(st.species) == 7


def test_bad_options_are_refused_in_one_sentence():
    for options in ({"card_set": "Z"}, {"species": ["boa"]}, {"colour": 1}, {"difficulty": "brutal"},
                    {"first_player": 5}):
        with pytest.raises(ValueError) as err:
            CANOPEE.new_state(2, 1, False, dict(options, card_set=options.get("card_set", "D")))
        assert "\n" not in str(err.value)


def test_the_season_change_variant_reveals_a_card_each_season_and_is_off_in_solo():
    st = new(2, season_change=True)
    assert st.sc_id is not None
    assert new(1, solo=True, season_change=True).sc_id is None


def test_the_same_seed_deals_the_same_game():
    a, b = new(2, seed=7, card_set="C"), new(2, seed=7, card_set="C")
    assert a.to_json() == b.to_json()
    assert new(2, seed=8, card_set="C").to_json()["decks"] != a.to_json()["decks"]


# ---------------------------------------------------------------------------- a turn


def test_a_turn_looks_at_the_piles_in_order_and_a_kept_pile_enters_the_forest_then_is_refilled():
    st = new(2)
    set_pile(st, 0, "fern")
    set_pile(st, 1, "rain", "sun")
    refresh(st)
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 0
    act(st, A.REFUSE)                       # NG1 goes back with one more card
    assert len(st.spots[0]) == 2
    assert st.view(0).looking_at() == 1
    act(st, A.KEEP)
    assert forest_kinds(st, 0) == ["rain", "sun"]
    assert len(st.spots[1]) == 1            # refilled with one card
    assert decision(st)[0] == 1             # the turn passed
    assert conserved(st)


def test_refusing_all_three_piles_draws_the_top_card_of_the_season_deck():
    st = new(2)
    *added, drawn = deck_top(st, "fern", "rain", "sun", "monstera")
    refresh(st)
    act(st, A.REFUSE, A.REFUSE, A.REFUSE)     # each refused pile took the next card of the deck
    assert [st.spots[i][-1] for i in range(3)] == added
    assert st.forests[0].cards == [drawn]
    assert [len(p) for p in st.spots] == [2, 3, 4]


def test_with_the_deck_empty_the_last_pile_cannot_be_refused():
    st = new(2)
    set_pile(st, 2, "fern")
    empty_deck(st)
    refresh(st)
    act(st, A.REFUSE, A.REFUSE)             # NG1 and NG2 may still be refused
    assert st.view(0).looking_at() == 2
    assert st.legal_actions(0) == (A.KEEP,)


def test_the_season_ends_when_the_last_pile_is_kept_and_its_taker_resolves_first():
    st = new(2)
    set_pile(st, 0)
    set_pile(st, 1)
    set_pile(st, 2, "fern")
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)
    assert st.season == 2 and st.last_pile == 0 and st.eos_order == (0, 1)
    assert [len(p) for p in st.spots] == [1, 2, 3]


def test_the_player_with_fewer_points_starts_the_next_season_and_a_tie_goes_to_the_other_player():
    st = new(2)
    for spot in range(3):
        set_pile(st, spot)
    set_pile(st, 2, "rain")
    give(st, 1, "monstera", "monstera", "monstera")        # 8 points for seat 1
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)
    assert st.points == [0, 8] and decision(st)[0] == 0
    st = new(2)
    for spot in range(3):
        set_pile(st, spot)
    set_pile(st, 2, "rain")
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)                            # seat 0 took the last pile, 0-0: seat 1 starts
    assert st.points == [0, 0] and decision(st)[0] == 1


def test_an_illegal_action_is_refused_and_changes_nothing():
    st = new(2)
    before = st.to_json()
    with pytest.raises(IllegalAction):
        st.apply(1, A.KEEP)                    # not seat 1's decision
    with pytest.raises(IllegalAction):
        st.apply(0, A.place_trunk(-1))         # not a pile decision
    with pytest.raises(IllegalAction):
        st.apply(0, A.choose(10_000))
    assert st.to_json() == before


def test_actions_read_back_from_json_are_the_same_actions():
    for a in (A.GO, A.KEEP, A.REFUSE, A.ACCEPT, A.DECLINE, A.END_TURN, A.choose(3), A.place_trunk(-1),
              A.place_canopy(4), A.ability("toucan", 2), A.lightning("draw", 1), A.store(5, 6),
              A.species("fern"), A.target(2)):
        assert CANOPEE.action_from_json(a.to_json()) == a
    for bad in (None, [], ["jump"], ["choose", "x"], ["choose", True], ["ability", "fly", 1], {"keep": 1}):
        with pytest.raises(ValueError):
            CANOPEE.action_from_json(bad)


# ---------------------------------------------------------------------------- placing cards (§6)


def _keep_pile(*kinds, f_setup=None, seed=1):
    st = new(2, seed=seed)
    set_pile(st, 0, *kinds)
    if f_setup:
        f_setup(st)
    refresh(st)
    act(st, A.KEEP)
    return st


def test_a_trunk_asks_for_its_tree_when_an_unfinished_one_exists_and_starts_a_new_tree_otherwise():
    st = _keep_pile("trunk_2")
    assert decision(st) == (0, "place_trunk")
    (start,) = st.forests[0].trees
    assert set(st.legal_actions(0)) == {A.place_trunk(-1), A.place_trunk(start.tid)}
    act(st, A.place_trunk(start.tid))
    assert [st.kind_of(u) for u in start.trunks] == ["trunk_start", "trunk_2"]
    st = _keep_pile("trunk_2", f_setup=lambda s: clear_forest(s, 0))
    assert [len(t.trunks) for t in st.forests[0].trees] == [1]     # no decision: a new tree


def test_a_canopy_tops_the_only_unfinished_tree_asks_between_several_and_is_discarded_with_none():
    st = _keep_pile("canopy_2")
    (t,) = st.forests[0].trees
    assert st.kind_of(t.canopy) == "canopy_2" and decision(st)[0] == 1
    st = _keep_pile("canopy_2", f_setup=lambda s: tree(s, 0, ["trunk_1"]))
    assert decision(st) == (0, "place_canopy") and len(st.legal_actions(0)) == 2
    st = _keep_pile("canopy_1", f_setup=lambda s: clear_forest(s, 0))
    assert st.forests[0].trees == [] and st.kind_of(st.discard[-1]) == "canopy_1"


def test_the_owner_orders_a_pile_whose_order_matters_a_trunk_first_gives_its_canopy_a_tree():
    st = _keep_pile("canopy_1", "trunk_1", f_setup=lambda s: clear_forest(s, 0))
    assert decision(st) == (0, "order")
    trunk = next(a for a in st.legal_actions(0) if st.kind_of(a.card) == "trunk_1")
    act(st, trunk)
    (t,) = st.forests[0].trees
    assert st.kind_of(t.canopy) == "canopy_1" and len(t.trunks) == 1


def test_cards_whose_order_cannot_matter_are_added_without_asking():
    st = _keep_pile("fern", "rain", "seed")
    assert forest_kinds(st, 0) == ["fern", "rain", "seed"] and decision(st)[0] == 1


def test_drought_discards_another_unprotected_card_never_a_scored_tree():
    def setup(s):
        clear_forest(s, 0)
        tree(s, 0, ["trunk_2"], "canopy_2", scored=True)
        give(s, 0, "fire", "fern")
    st = _keep_pile("drought", f_setup=setup)
    assert decision(st) == (0, "drought_discard")
    options = {st.kind_of(a.card) for a in st.legal_actions(0)}
    assert options == {"fire", "fern"}
    fire = next(a for a in st.legal_actions(0) if st.kind_of(a.card) == "fire")
    act(st, fire)
    assert forest_kinds(st, 0) == ["fern"]
    assert {st.kind_of(u) for u in st.discard[-2:]} == {"drought", "fire"}


def test_a_lone_drought_with_one_target_takes_it_and_with_none_only_itself_goes():
    st = _keep_pile("drought", f_setup=lambda s: clear_forest(s, 0) or give(s, 0, "disease"))
    assert st.forests[0].cards == [] and decision(st)[0] == 1
    st = _keep_pile("drought", f_setup=lambda s: clear_forest(s, 0))
    assert st.kind_of(st.discard[-1]) == "drought" and decision(st)[0] == 1


def test_a_drought_removing_an_unfinished_trees_only_trunk_removes_the_tree():
    st = _keep_pile("drought")                   # the Starting Trunk is the only card
    assert st.forests[0].trees == []


def test_lightning_draw_gives_two_cards_to_its_owner_then_to_the_opponent():
    st = new(2, card_set="A")
    set_pile(st, 0, "lightning")
    deck_top(st, "fern", "fern", "rain", "sun")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "lightning_choice")
    act(st, A.lightning("draw", 1))
    assert forest_kinds(st, 0) == ["fern", "fern"] and forest_kinds(st, 1) == ["rain", "sun"]


def test_lightning_discard_asks_the_opponent_off_turn_for_its_two_cards():
    st = new(2, card_set="A")
    set_pile(st, 0, "lightning")
    give(st, 0, "fern", "rain", "sun")
    give(st, 1, "fire", "monstera", "bromeliad")
    refresh(st)
    act(st, A.KEEP, A.lightning("discard", 1))
    assert decision(st) == (0, "lightning_discard")
    act(st, next(a for a in st.legal_actions(0) if st.kind_of(a.card) == "rain"))
    act(st, next(a for a in st.legal_actions(0) if st.kind_of(a.card) == "sun"))
    assert st.to_act() == frozenset({1}) and st.decision(1) == "lightning_discard"
    act(st, next(a for a in st.legal_actions(1) if st.kind_of(a.card) == "fire"))
    act(st, next(a for a in st.legal_actions(1) if st.kind_of(a.card) == "trunk_start"))
    assert forest_kinds(st, 0) == ["fern"] and forest_kinds(st, 1) == ["bromeliad", "monstera"]
    assert st.forests[1].trees == [] and decision(st)[0] == 1       # then seat 1's own turn
    assert conserved(st)


def test_a_germination_card_that_leaves_a_forest_goes_under_the_germination_deck():
    st = new(2)
    g = take(st, "fern", germination=True)
    st.forests[0].cards.append(g)
    set_pile(st, 0, "drought")
    refresh(st)
    act(st, A.KEEP)
    act(st, A.choose(g))
    assert st.germ[0] == g and g not in st.discard


# ---------------------------------------------------------------------------- 3-4 players (§15)


def test_keeping_the_central_pile_refills_it_with_two_cards_a_side_pile_with_one():
    st = new(3)
    set_pile(st, 2)                     # seat 0's NG1 (on its right) empty, NG2 (spot 0) empty
    set_pile(st, 0)
    set_pile(st, 3, "fern")             # the central pile
    refresh(st)
    assert st.view(0).looking_at() == 3
    act(st, A.KEEP)
    assert len(st.spots[3]) == 2
    st = new(3)
    set_pile(st, 2, "rain")
    refresh(st)
    act(st, A.KEEP)
    assert len(st.spots[2]) == 1


def test_the_forced_keep_concerns_only_the_players_own_three_piles():
    st = new(3)
    set_pile(st, 2)
    set_pile(st, 0, "fern")
    set_pile(st, 3)
    set_pile(st, 1, "rain")             # between seats 1 and 2: not one of seat 0's piles
    empty_deck(st)
    refresh(st)
    assert st.view(0).looking_at() == 0 and st.legal_actions(0) == (A.KEEP,)


def test_at_three_players_the_season_ends_when_the_next_player_has_nothing_to_take_and_the_rest_is_discarded():
    st = new(3)
    set_pile(st, 2)
    set_pile(st, 0, "fern")
    set_pile(st, 3)
    set_pile(st, 1, "rain", "sun")          # seat 1's NG2: it still has a pile
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)                     # seat 1's piles: spot 0 (now empty), spot 1, the centre -> it plays
    assert st.season == 1 and decision(st) == (1, "pile")
    act(st, A.KEEP)                     # seat 2's piles are spots 1, 2, 3: all empty, deck empty
    assert st.season == 2 and st.last_pile == 1 and st.eos_order == (1, 2, 0)
    # seat 0 takes the last pile seat 1 could reach: the pile between seats 2 and 0 is discarded
    st = new(3)
    left = set_pile(st, 2, "rain", "sun")
    set_pile(st, 0, "fern")
    set_pile(st, 1)
    set_pile(st, 3)
    empty_deck(st)
    refresh(st)
    act(st, A.REFUSE, A.KEEP)
    assert st.season == 2 and st.last_pile == 0
    assert st.discard[:2] == left
    assert conserved(st)


def test_the_game_describes_itself_for_the_menu_and_the_setup():
    info = CANOPEE.info
    assert info.id == "canopee"
    assert info.name("fr") == "Canopée" and info.name("en") == "Canopy"
    assert (info.players_min, info.players_max, info.solo) == (2, 4, True)
    options = {o.id: o for o in info.options}
    assert options["card_set"].values == ("base", "A", "B", "C", "D")
    assert options["species"].values == ("random", 6, 7)
    assert options["season_change"].solo is False
    assert options["difficulty"].values == ("easier", "normal", "harder") and options["difficulty"].multi is False
    assert options["first_player"].values[0] == "random"
    assert set(CANOPEE.agents) == {"random", "easy", "medium", "hard"}
