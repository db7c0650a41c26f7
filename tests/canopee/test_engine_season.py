"""The end of a season played by the engine (§8) and the end of the game (§11): the worked examples of §18
step by step, then each step's rules on its own."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import (act, choose_kind, clear_forest, conserved, decision, forest_kinds, germination_top, give,
                         new, season_end, tree)


def _example_2():
    """§18 example 2: Ana (seat 0) and Bea (seat 1) when drafting ends; Bea kept the last pile."""
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    tree(st, 0, ["trunk_start", "trunk_2"], "canopy_2")
    tree(st, 0, ["trunk_1"])
    give(st, 0, "fern", "fern", "monstera", "monstera", "bromeliad", "rain", "sun", "sun", "seed", "fire",
         "kinkajou")
    tree(st, 1, ["trunk_start", "trunk_1", "trunk_1"], "canopy_1")
    tree(st, 1, ["trunk_2"], "canopy_0")
    give(st, 1, "bromeliad", "bromeliad", "bromeliad", "fern", "monstera", "monstera", "monstera", "rain", "rain",
         "sun", "sun", "fire", "fire", "fire", "disease", "disease", "toucan", "boa", "sloth_pair")
    germination_top(st, "fern", "canopy_1", "sun", "monstera")
    season_end(st, last=1)
    return st


def test_example_2_the_end_of_season_one_step_by_step():
    st = _example_2()
    # step 2: Ana's Seed and Fire draw 4 Germination cards; with the Kinkajou she keeps 2
    assert decision(st) == (0, "germination")
    assert sorted(st.kind_of(a.card) for a in st.legal_actions(0) if type(a) is A.Choose) == \
        ["canopy_1", "fern", "monstera", "sun"]
    act(st, choose_kind(st, "monstera"))
    act(st, choose_kind(st, "fern"))
    assert forest_kinds(st, 0).count("fern") == 3 and "seed" not in forest_kinds(st, 0)
    # step 3: Bea's three Fires spread: Bea first, then Ana, each discards a Flora of their choice
    assert decision(st) == (1, "fire_discard")
    act(st, choose_kind(st, "bromeliad"))
    assert decision(st) == (0, "fire_discard")
    act(st, choose_kind(st, "bromeliad"))
    # Bea's two Diseases: she discards two of her Wildlife
    assert decision(st) == (1, "disease_discard")
    act(st, choose_kind(st, "toucan"))
    act(st, choose_kind(st, "sloth_pair"))
    # steps 4-6 need nothing more: season 1 totals, Ana (fewer points) starts season 2
    assert st.points == [25, 37]
    assert st.sheets[0][0] == {"trees": 6, "fern": 6, "monstera": 8, "weather": 5}
    assert st.sheets[0][1] == {"trees": 7, "tallest_tree": 3, "bromeliad": 7, "fern": 2, "monstera": 8,
                               "weather": 10}
    assert st.season == 2 and decision(st)[0] == 0
    # regeneration kept the trees and the wildlife; the Germination Fern and Monstera went back under their deck
    assert forest_kinds(st, 0) == ["kinkajou"] and forest_kinds(st, 1) == ["boa"]
    assert [len(t.trunks) for t in st.forests[0].trees] == [2, 1]
    assert sorted(st.kind_of(u) for u in st.germ[:2]) == ["fern", "monstera"]
    b1 = st.forests[1].trees[0]
    assert b1.scored and b1.awarded and not st.forests[0].trees[0].awarded
    assert conserved(st)


def test_example_2_bot_line_keeping_the_canopy_completes_a_second_tree_for_the_same_points():
    st = _example_2()
    act(st, choose_kind(st, "canopy_1"))         # the canopy tops A2 at once
    act(st, choose_kind(st, "monstera"))
    act(st, choose_kind(st, "bromeliad"))        # Bea's spread, Bea
    act(st, choose_kind(st, "fern"))             # Ana loses a Fern (one left: 2 points)
    act(st, choose_kind(st, "toucan"))
    act(st, choose_kind(st, "sloth_pair"))
    assert st.points[0] == 25
    assert sum(1 for t in st.forests[0].trees if t.canopy >= 0) == 2


def test_example_3_the_end_of_the_game_with_wildlife_marmoset_and_lushest_forest():
    species = ["boa", "kinkajou", "ant", "toucan", "marmoset", "jaguar", "tamarin"]
    st = new(2, card_set="D", species=species)
    for f in range(2):
        clear_forest(st, f)
    # heights 1, 2, 2, 4 (the 4 won an award earlier) and an unfinished 3, which never counts
    for trunks in (["trunk_0"], ["trunk_0", "trunk_0"], ["trunk_1", "trunk_1"]):
        tree(st, 0, trunks, "canopy_1", scored=True)
    tree(st, 0, ["trunk_1"] * 4, "canopy_1", scored=True, awarded=True)
    tree(st, 0, ["trunk_2"] * 3)
    give(st, 0, "boa", "boa_pair", "kinkajou", "ant_pair", "marmoset")
    # heights 1, 1, 3, 3
    tree(st, 1, ["trunk_0"], "canopy_1", scored=True)
    tree(st, 1, ["trunk_0"], "canopy_1", scored=True)
    tree(st, 1, ["trunk_0", "trunk_1", "trunk_2"], "canopy_0", scored=True)
    tree(st, 1, ["trunk_2", "trunk_start", "trunk_start"], "canopy_2", scored=True)
    give(st, 1, "jaguar", "jaguar_pair", "toucan_pair", "tamarin")
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    st.points = [70, 69]
    season_end(st, last=0, step=2)          # the Jaguar's discard of step 1 is already done
    assert st.is_over
    assert st.sheets[2][1]["tallest_tree"] == 5
    out = st.outcome()
    assert out.totals == (93, 90) and out.winners == (0,)
    assert st.sheets[2][0]["wildlife"] == 10 and st.sheets[2][0]["marmoset"] == 3
    assert st.sheets[2][0]["lushest_forest"] == 10 and st.sheets[2][1]["lushest_forest"] == 10
    assert st.sheets[2][1]["wildlife"] == 6


def test_a_final_tie_goes_to_the_most_wildlife_cards_then_is_shared():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "boa")                  # 2 points, one wildlife card
    give(st, 1, "frog")                 # 2 points, one wildlife card
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    season_end(st, last=0)
    assert st.outcome().totals == (2, 2) and st.outcome().winners == (0, 1)
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "toucan", "toucan_pair")            # 1 + 4 = 5, two cards
    give(st, 1, "boa", "sloth")                     # 2 + 2 = 4 ...
    st.points = [0, 1]                              # ... + 1 = 5, two cards
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    season_end(st, last=0)
    assert st.outcome().totals == (5, 5) and st.outcome().winners == (0, 1)


# ---------------------------------------------------------------------------- each step


def test_tallest_tree_tie_both_score_and_older_scored_trees_stay_eligible():
    """§18 example 2b."""
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    a1 = tree(st, 0, ["trunk_0", "trunk_2"], "canopy_2", scored=True)
    tree(st, 0, ["trunk_1", "trunk_1"], "canopy_1")
    tree(st, 1, ["trunk_2"], "canopy_0", scored=True)
    tree(st, 1, ["trunk_1", "trunk_1", "trunk_1"], "canopy_1", scored=True, awarded=True)
    tree(st, 1, ["trunk_0", "trunk_1"], "canopy_1")
    st.season = 2
    st.deck = st.decks[1]
    st.sheets = [[{}, {}], [{}, {}]]
    season_end(st, last=0)
    assert st.sheets[1][0]["tallest_tree"] == 4 and st.sheets[1][1]["tallest_tree"] == 4
    assert a1.awarded                                     # the earliest completed of Ana's two
    assert st.forests[1].trees[2].awarded


def test_two_fires_make_their_owner_discard_two_flora_and_one_fire_nothing():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "fire", "fire", "fern", "fern", "monstera")
    give(st, 1, "fire", "fern")
    season_end(st, last=1)
    assert decision(st) == (0, "fire_discard")
    act(st, choose_kind(st, "fern"))
    act(st, choose_kind(st, "fern"))
    assert st.sheets[0][0] == {}                  # the Monstera alone scores nothing
    assert st.sheets[0][1]["fern"] == 2           # seat 1 kept its fern


def test_with_too_few_flora_a_fire_takes_what_there_is_without_asking():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "fire", "fire", "fern")
    season_end(st, last=0)
    assert st.season == 2 and st.sheets[0][0] == {}


def test_disease_spreading_from_three_makes_every_player_discard_a_wildlife_card():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "disease", "disease", "disease", "boa", "frog")
    give(st, 1, "sloth", "toucan")
    season_end(st, last=1)
    assert decision(st) == (0, "disease_discard")
    act(st, choose_kind(st, "frog"))
    assert decision(st) == (1, "disease_discard")          # off-turn answer of the other player
    act(st, choose_kind(st, "toucan"))
    assert forest_kinds(st, 0) == ["boa"] and forest_kinds(st, 1) == ["sloth"]


def test_germination_draws_three_plus_one_per_fire_and_keeps_one_per_seed():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "seed", "seed", "fire")
    germination_top(st, "rain", "sun", "fern", "monstera", "bromeliad")
    season_end(st, last=0)
    assert decision(st) == (0, "germination")
    drawn = [a.card for a in st.legal_actions(0) if type(a) is A.Choose]
    assert sorted(st.kind_of(u) for u in drawn) == ["fern", "monstera", "rain", "sun"]
    act(st, choose_kind(st, "rain"))
    act(st, choose_kind(st, "sun"))
    assert st.sheets[0][0]["weather"] == 5
    assert st.kind_of(st.germ[-1]) == "bromeliad"               # the fifth card was not drawn


def test_without_seeds_nothing_is_drawn_even_with_a_kinkajou():
    st = new(2)
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "kinkajou", "fire")
    before = list(st.germ)
    season_end(st, last=0)
    assert st.germ == before


def test_orchids_wilt_when_rain_and_sun_differ_by_two():
    st = new(2, card_set="A")
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "orchid", "orchid", "rain", "rain")
    give(st, 1, "orchid", "rain", "sun")
    season_end(st, last=0)
    assert st.sheets[0][0] == {}
    assert st.sheets[0][1] == {"orchid": 3, "weather": 5}


def test_blight_discards_from_the_most_held_species_asking_only_on_a_tie():
    st = new(2, card_set="A")
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "blight", "blight", "fern", "fern", "fern", "monstera", "monstera")
    season_end(st, last=0)
    # first Blight: Fern (3) is the most held; second: Fern 2 and Monstera 2 tie -> the owner chooses
    assert decision(st) == (0, "blight_tie")
    assert sorted(st.kind_of(a.card) for a in st.legal_actions(0)) == ["fern", "monstera"]
    act(st, choose_kind(st, "fern"))
    assert st.sheets[0][0] == {"fern": 2}


def test_vines_score_per_completed_tree_of_any_season():
    st = new(2, card_set="A")
    for f in range(2):
        clear_forest(st, f)
    for _ in range(4):
        tree(st, 0, ["trunk_0"], "canopy_1", scored=True)
    tree(st, 0, ["trunk_0"], "canopy_1")
    give(st, 0, "vines", "vines")
    season_end(st, last=0)
    assert st.sheets[0][0]["vines"] == 10


def test_season_of_wildfires_spreads_from_two_fires():
    st = new(2, season_change=True)
    st.sc_id = "sc10"
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "fire", "fire", "fern")
    give(st, 1, "fern", "fern", "fern")
    season_end(st, last=0)
    assert decision(st) == (1, "fire_discard")            # seat 0's single fern went without asking
    act(st, choose_kind(st, "fern"))
    assert st.sheets[0][1].get("fern", 0) == 0


def test_season_of_renewal_lets_each_player_discard_a_threat_before_they_count():
    st = new(2, season_change=True)
    st.sc_id = "sc02"
    for f in range(2):
        clear_forest(st, f)
    give(st, 0, "fire", "fire", "fern", "monstera")
    season_end(st, last=0)
    assert decision(st) == (0, "renewal")
    act(st, choose_kind(st, "fire"))
    assert st.sheets[0][0] == {"fern": 2}                   # one fire left: nothing burns


def test_season_of_prestige_tied_players_take_a_wildlife_card_from_each_other_never_the_one_just_taken():
    st = new(2, season_change=True)
    st.sc_id = "sc01"
    for f in range(2):
        clear_forest(st, f)
    tree(st, 0, ["trunk_0"], "canopy_1")
    tree(st, 1, ["trunk_0"], "canopy_1")
    give(st, 0, "boa", "frog")
    give(st, 1, "sloth")
    season_end(st, last=1)
    assert decision(st) == (1, "prestige")
    act(st, choose_kind(st, "boa"))
    assert decision(st) == (0, "prestige")
    assert [st.kind_of(a.card) for a in st.legal_actions(0)] == ["sloth"]     # not the Boa back
    act(st, choose_kind(st, "sloth"))
    assert forest_kinds(st, 0) == ["frog", "sloth"] and forest_kinds(st, 1) == ["boa"]


def test_every_step_is_announced_for_the_window():
    st = new(2)
    season_end(st, last=0)
    steps = [e.data["name"] for e in st.events() if e.kind == "step"]
    assert steps == ["close", "wildlife", "seeds", "threats", "trees", "flora", "regeneration"]
    assert any(e.kind == "season_scores" for e in st.events())
