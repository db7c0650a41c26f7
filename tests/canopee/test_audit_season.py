"""Audit of the end of a season (§8), between seasons (§10) and the end of the game (§11) against CANOPEE.md:
each step done for both players before the next, the last-pile player first (OP-12); W7 (§7.2); Germination
with the Kinkajou and Fire; threats; the Tallest Tree award with ties and ineligible trees; Lushest Forest;
the Pitcher Plant after the last season; the Season Change cards' effects (§3.6) as the engine plays them."""
from __future__ import annotations

from collections import Counter


from game.canopee import actions as A

from .engine_rig import (act, choose_kind, clear_forest, decision, empty_deck, forest_kinds, germination_top, give,
                         new, refresh, season_end, set_pile, take, tree)


def _fresh(card_set="base", **options):
    st = new(2, card_set=card_set, **options)
    clear_forest(st, 0)
    clear_forest(st, 1)
    return st


def _season(st, season):
    """Make the game's current season ``season`` (its deck, its score sheets so far)."""
    st.season = season
    st.deck = st.decks[season - 1]
    st.sheets = [[{} for _ in range(st.nf)] for _ in range(season)]


def _card(sc_id, card_set="base"):
    """A game whose Season Change card is ``sc_id``, forests empty."""
    st = _fresh(card_set, season_change=True)
    st.sc_id = sc_id
    return st


def run(st, *steps):
    """Play these steps in order: an action, or a card kind meaning "choose the card of this kind"."""
    for step in steps:
        act(st, choose_kind(st, step) if isinstance(step, str) else step)


def _decisions(st, pick=-1, season=None):
    """Answer every decision of the season end with legal action ``pick``; the (seat, decision) asked."""
    season = st.season if season is None else season
    asked = []
    while st.season == season and not st.is_over:
        seat, name = decision(st)
        asked.append((seat, name))
        act(st, st.legal_actions(seat)[pick])
    return asked


# ---------------------------------------------------------------------------- the order of the steps


def test_each_step_is_done_by_both_players_before_the_next_the_last_pile_player_first():
    """§8 / OP-12: Germination for seat 1 (last pile) then seat 0, then the Fires of seat 1 then seat 0 — not
    every step of one player before the other's."""
    st = _fresh()
    for f in (0, 1):
        give(st, f, "seed", "fire", "fire", "bromeliad", "monstera", "fern")
    germination_top(st, *["fern", "sun", "bromeliad", "monstera", "rain"] * 2)
    season_end(st, last=1)
    assert _decisions(st) == [(1, "germination"), (0, "germination"), (1, "fire_discard"), (1, "fire_discard"),
                              (0, "fire_discard"), (0, "fire_discard")]


def test_step_1_the_last_pile_players_butterfly_acts_before_the_opponents_jaguar():
    """§8 step 1 in the last-pile order: seat 0 may still use its Butterfly, then the Jaguar finds nothing."""
    st = _fresh("C")
    give(st, 0, "butterfly", "monstera", "monstera")
    st.discard.append(take(st, "monstera"))
    give(st, 1, "jaguar")
    season_end(st, last=0)
    assert decision(st) == (0, "butterfly")
    act(st, A.species("monstera"))
    assert st.sheets[0][0]["monstera"] == 8


def test_step_1_the_last_pile_players_jaguar_strikes_before_the_opponents_butterfly():
    st = _fresh("C")
    give(st, 0, "butterfly", "monstera", "monstera")
    st.discard.append(take(st, "monstera"))
    give(st, 1, "jaguar")
    season_end(st, last=1)
    # the Butterfly was seat 0's only Wildlife: the Jaguar took it before it could act
    assert st.season == 2 and "monstera" not in st.sheets[0][0]
    assert forest_kinds(st, 0) == []


def test_germination_the_last_pile_player_draws_from_the_top_first():
    st = _fresh()
    give(st, 0, "seed")
    give(st, 1, "seed")
    germination_top(st, "fern", "rain", "sun", "monstera", "bromeliad", "trunk_0")
    season_end(st, last=1)
    assert decision(st) == (1, "germination")
    assert sorted(st.kind_of(a.card) for a in st.legal_actions(1) if type(a) is A.Choose) == ["fern", "rain", "sun"]
    act(st, choose_kind(st, "rain"))
    assert decision(st) == (0, "germination")
    assert sorted(st.kind_of(a.card) for a in st.legal_actions(0) if type(a) is A.Choose) == \
        ["bromeliad", "monstera", "trunk_0"]


# ---------------------------------------------------------------------------- W7: the Leafcutter Ant


def test_w7_is_offered_before_each_of_steps_1_to_5_and_no_other():
    """§7.2 W7 / §8: before steps 1, 2, 3, 4 and 5 (not before step 0 or Regeneration)."""
    st = _fresh()
    give(st, 0, "ant", "fire")
    season_end(st, last=0)
    assert _decisions(st, pick=-1) == [(0, "season_ant")] * 5          # Decline is the last action


def test_w7_the_ant_acts_once_per_season_even_at_the_end_of_it():
    st = _fresh()
    give(st, 0, "ant", "fire", "disease")
    season_end(st, last=0)
    run(st, A.ability("ant"), "fire")
    assert st.season == 2                     # no further W7: the season ended without asking
    assert "disease" not in forest_kinds(st, 0)


def test_an_ant_used_during_the_season_is_not_offered_at_its_end():
    st = _fresh()
    give(st, 0, "ant", "fire", "fern")
    refresh(st)
    run(st, A.ability("ant"), "fire")
    season_end(st, last=0)
    assert st.season == 2


def test_an_ant_kept_in_the_last_turn_may_act_at_the_end_of_the_season():
    """OP-30: the turn it arrived is over; the end of a season is not a turn."""
    st = _fresh()
    give(st, 0, "fire")
    set_pile(st, 0)
    set_pile(st, 1)
    set_pile(st, 2, "ant")
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "season_ant")


# ---------------------------------------------------------------------------- step 0


def test_the_orchid_check_comes_after_the_hoatzin_reveal():
    """OP-45: a Rain revealed from the Hoatzin makes the gap 2, so the Orchid is discarded."""
    st = _fresh("C")
    give(st, 0, "hoatzin", "orchid", "rain")
    st.forests[0].hoatzin.append(take(st, "rain"))
    season_end(st, last=0)
    assert "orchid" not in st.sheets[0][0]


# ---------------------------------------------------------------------------- step 2: germination


def test_a_kinkajou_kept_in_the_last_turn_keeps_its_extra_germination_card():
    """OP-30 with §7.3 Kinkajou: one Seed + the Kinkajou -> two cards kept."""
    st = _fresh()
    set_pile(st, 0)
    set_pile(st, 1)
    set_pile(st, 2, "kinkajou", "seed")
    empty_deck(st)
    germination_top(st, "fern", "rain", "sun")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "germination")
    act(st, choose_kind(st, "rain"))
    assert decision(st) == (0, "germination")
    act(st, choose_kind(st, "sun"))
    assert st.sheets[0][0]["weather"] == 5


def test_a_germination_trunk_asks_where_it_goes():
    """D-34: kept trunks are placed like any trunk."""
    st = _fresh()
    tree(st, 0, ["trunk_start"])
    give(st, 0, "seed")
    germination_top(st, "trunk_2", "fern", "rain")
    season_end(st, last=0)
    act(st, choose_kind(st, "trunk_2"))
    assert decision(st) == (0, "place_trunk") and len(st.legal_actions(0)) == 2


def test_a_short_germination_deck_gives_what_it_has():
    """OP-29."""
    st = _fresh()
    give(st, 0, "seed")
    st.set_aside.extend(st.germ[:-2])
    del st.germ[:-2]
    season_end(st, last=0)
    assert decision(st) == (0, "germination")
    assert len([a for a in st.legal_actions(0) if type(a) is A.Choose]) <= 2
    assert sum(1 for e in st.events() if e.kind == "germinate" and e.data["drawn"] == 2) == 1


def test_unkept_germination_cards_go_under_the_deck_in_the_order_they_were_drawn():
    """§8 step 2.3 [DD] "in drawn order": put under the deck one after the other, the first drawn comes back
    first when the deck has cycled."""
    st = _fresh()
    give(st, 0, "seed")
    fern, rain, sun = germination_top(st, "fern", "rain", "sun")
    season_end(st, last=0)
    act(st, A.choose(fern))
    # the Germination deck's top is the end of the list: Rain lies just above Sun near the bottom (the kept Fern
    # went under them at the regeneration, step 6), so Rain is drawn again before Sun
    assert st.germ.index(sun) + 1 == st.germ.index(rain)
    assert st.germ.index(rain) < 3


def test_several_seeds_keep_one_card_each_but_draw_three_plus_fire():
    """§8 step 2: the draw stays at 3 (+1 per Fire) however many Seeds."""
    st = _fresh()
    give(st, 0, "seed", "seed", "seed")
    germination_top(st, "fern", "rain", "sun", "monstera")
    season_end(st, last=0)
    drawn = {st.kind_of(a.card) for a in st.legal_actions(0) if type(a) is A.Choose}
    assert drawn == {"fern", "rain", "sun"}
    run(st, "fern", "rain")
    assert decision(st) == (0, "germination")          # a third card may still be kept
    act(st, choose_kind(st, "sun"))
    assert st.sheets[0][0]["weather"] == 5 and st.sheets[0][0]["fern"] == 2


def test_season_of_abundance_draws_four_plus_one_per_fire():
    """SC-03."""
    st = _card("sc03")
    give(st, 0, "seed", "fire")
    germination_top(st, "fern", "rain", "sun", "monstera", "bromeliad", "trunk_0")
    season_end(st, last=0)
    drawn = {st.kind_of(a.card) for a in st.legal_actions(0) if type(a) is A.Choose}
    assert drawn == {"fern", "rain", "sun", "monstera", "bromeliad"}


# ---------------------------------------------------------------------------- step 3: threats


def test_two_spreading_forests_make_each_player_discard_twice():
    """OP-24: cumulative; the owner of 3+ Fire does not also discard 2."""
    st = _fresh()
    give(st, 0, "fire", "fire", "fire", "fern", "fern", "fern", "monstera")
    give(st, 1, "fire", "fire", "fire", "fern", "fern", "fern", "monstera")
    season_end(st, last=0)
    assert Counter(_decisions(st, pick=0)) == {(0, "fire_discard"): 2, (1, "fire_discard"): 2}


def test_a_spreading_fire_and_the_other_players_own_two_fires_both_apply():
    """§8 step 3: seat 0's three Fire make everyone discard 1; seat 1's two Fire make it discard 2 more."""
    st = _fresh()
    give(st, 0, "fire", "fire", "fire", "fern", "fern", "monstera")
    give(st, 1, "fire", "fire", "fern", "monstera", "monstera", "bromeliad")
    season_end(st, last=0)
    assert _decisions(st, pick=0) == [(0, "fire_discard"), (1, "fire_discard"), (1, "fire_discard"),
                                      (1, "fire_discard")]


def test_blight_counts_the_advanced_flora_as_species():
    """§8 step 3 / OP-47: with two Vines and one Fern, the Blight takes a Vines."""
    st = _fresh("A")
    tree(st, 0, ["trunk_0"], "canopy_0", scored=True, awarded=True)
    give(st, 0, "blight", "vines", "vines", "fern")
    season_end(st, last=0)
    assert st.sheets[0][0] == {"vines": 1, "fern": 2}


def test_season_of_wildfires_replaces_the_two_fire_discard_by_a_spread():
    """SC-10: two Fire spread (everyone discards 1) and the owner does not also discard 2."""
    st = _card("sc10")
    give(st, 0, "fire", "fire", "fern", "fern", "fern")
    give(st, 1, "monstera", "monstera")
    season_end(st, last=0)
    assert _decisions(st, pick=0) == [(0, "fire_discard"), (1, "fire_discard")]
    assert "fern" not in st.sheets[0][0]                 # two Ferns left: an even number


def test_a_season_may_score_negative_points():
    """§9: no floor (three Bromeliads and nothing else)."""
    st = _fresh()
    give(st, 0, "bromeliad", "bromeliad", "bromeliad")
    season_end(st, last=0)
    assert st.points[0] == -3


def test_fire_never_takes_seeds_weather_or_threats():
    """OP-27 / §8 step 3: only Flora; with no Flora, two Fire take nothing."""
    st = _fresh()
    give(st, 0, "fire", "fire", "rain", "sun", "disease")
    season_end(st, last=0)
    assert st.season == 2 and st.sheets[0][0] == {"weather": 5}


# ---------------------------------------------------------------------------- step 4: trees


def test_an_unfinished_tree_never_competes_for_the_tallest_tree():
    st = _fresh()
    tree(st, 0, ["trunk_0", "trunk_1", "trunk_1", "trunk_2"])
    tree(st, 0, ["trunk_0"], "canopy_0")
    tree(st, 1, ["trunk_0", "trunk_0"], "canopy_1")
    season_end(st, last=0)
    assert st.sheets[0][1]["tallest_tree"] == 3 and "tallest_tree" not in st.sheets[0][0]


def test_an_awarded_tree_never_wins_again_so_a_shorter_tree_may():
    """OP-15: the opponent's 2-trunk tree beats seat 0's awarded 4-trunk tree and its new 1-trunk tree."""
    st = _fresh()
    tree(st, 0, ["trunk_1"] * 4, "canopy_1", scored=True, awarded=True)
    tree(st, 0, ["trunk_0"], "canopy_0")
    tree(st, 1, ["trunk_0", "trunk_0"], "canopy_0")
    _season(st, 2)
    season_end(st, last=0)
    assert st.sheets[1][1]["tallest_tree"] == 4 and "tallest_tree" not in st.sheets[1][0]


def test_no_completed_tree_anywhere_means_no_tallest_tree_award():
    """OP-16."""
    st = _fresh()
    tree(st, 0, ["trunk_2"] * 3)
    season_end(st, last=0)
    assert all("tallest_tree" not in sheet for sheet in st.sheets[0])


def test_a_tree_scored_in_an_earlier_season_is_not_scored_again():
    st = _fresh()
    tree(st, 0, ["trunk_2", "trunk_2"], "canopy_2", scored=True)
    season_end(st, last=0)
    assert "trees" not in st.sheets[0][0] and st.sheets[0][0]["tallest_tree"] == 3


# ---------------------------------------------------------------------------- Season Change cards (§3.6)


def test_season_of_giants_adds_three_to_a_tied_award_in_the_engine():
    """SC-04."""
    st = _card("sc04")
    tree(st, 0, ["trunk_0"], "canopy_0")
    tree(st, 1, ["trunk_0"], "canopy_0")
    season_end(st, last=0)
    assert st.sheets[0][0]["tallest_tree"] == 6 and st.sheets[0][1]["tallest_tree"] == 6


def test_season_of_saplings_pays_only_the_one_trunk_trees_scored_this_season():
    """SC-05."""
    st = _card("sc05")
    tree(st, 0, ["trunk_1"], "canopy_1", scored=True)       # scored in an earlier season
    tree(st, 0, ["trunk_1"], "canopy_1")
    tree(st, 0, ["trunk_1", "trunk_1"], "canopy_1")
    season_end(st, last=0)
    assert st.sheets[0][0]["season_change"] == 2


def test_season_of_monsoon_and_heatwave_pay_the_unpaired_weather():
    """SC-06, SC-07."""
    st = _card("sc06")
    give(st, 0, "rain", "rain", "rain", "sun")
    give(st, 1, "sun", "sun")
    season_end(st, last=0)
    assert st.sheets[0][0] == {"weather": 5, "season_change": 2} and "season_change" not in st.sheets[0][1]
    st = _card("sc07")
    give(st, 0, "rain", "rain", "rain", "sun")
    give(st, 1, "sun", "sun")
    season_end(st, last=0)
    assert st.sheets[0][0] == {"weather": 5} and st.sheets[0][1] == {"season_change": 2}


def test_season_of_blooms_needs_a_fern_a_bromeliad_and_a_monstera_after_the_threats():
    """SC-08 at step 5: seat 1 lost its only Monstera to its two Fires."""
    st = _card("sc08")
    give(st, 0, "fern", "bromeliad", "monstera")
    give(st, 1, "fern", "bromeliad", "monstera", "fire", "fire")
    season_end(st, last=0)
    run(st, "monstera", "fern")
    assert st.sheets[0][0]["season_change"] == 3 and "season_change" not in st.sheets[0][1]


def test_season_of_migration_counts_wildlife_after_the_jaguar():
    """SC-09 scores at the end of step 1, so after the Jaguar's discard."""
    st = _card("sc09", "C")
    give(st, 0, "howler")
    give(st, 1, "jaguar")
    season_end(st, last=1)
    assert st.sheets[0][1] == {"season_change": 3} and "season_change" not in st.sheets[0][0]


def test_season_of_prestige_does_nothing_without_a_tie_and_a_player_with_no_wildlife_gives_nothing():
    """SC-01 / §13."""
    st = _card("sc01")
    tree(st, 0, ["trunk_0", "trunk_0"], "canopy_0")
    tree(st, 1, ["trunk_0"], "canopy_0")
    give(st, 0, "boa")
    give(st, 1, "frog")
    season_end(st, last=0)
    assert st.season == 2 and forest_kinds(st, 0) == ["boa"] and forest_kinds(st, 1) == ["frog"]
    st = _card("sc01")
    tree(st, 0, ["trunk_0"], "canopy_0")
    tree(st, 1, ["trunk_0"], "canopy_0")
    give(st, 1, "frog")
    season_end(st, last=0)
    assert decision(st) == (0, "prestige")
    act(st, choose_kind(st, "frog"))
    assert st.season == 2 and forest_kinds(st, 0) == ["frog"] and forest_kinds(st, 1) == []


def test_a_new_season_change_card_is_revealed_each_season():
    """§13: one card per season, replaced at the next."""
    st = _fresh(season_change=True)
    seen = [st.sc_id]
    for season in (1, 2):
        season_end(st, last=0)
        assert st.season == season + 1
        seen.append(st.sc_id)
    assert len(set(seen)) == 3 and None not in seen


# ---------------------------------------------------------------------------- between seasons


def test_once_per_season_abilities_are_ready_again_next_season():
    """§10.3."""
    st = _fresh()
    give(st, 0, "frog")
    refresh(st)
    act(st, A.ability("frog"))
    season_end(st, last=1)
    assert st.season == 2 and decision(st) == (0, "turn_start")
    assert A.ability("frog") in st.legal_actions(0)


def test_unfinished_trees_and_wildlife_stay_everything_else_goes_at_regeneration():
    """§8 step 6."""
    st = _fresh()
    unfinished = tree(st, 0, ["trunk_1", "trunk_2"])
    give(st, 0, "boa", "boa_pair", "fire", "disease", "rain", "fern")
    season_end(st, last=0)
    assert st.forests[0].trees == [unfinished] and len(unfinished.trunks) == 2
    assert forest_kinds(st, 0) == ["boa", "boa_pair"]


# ---------------------------------------------------------------------------- the end of the game


def _last_season(st):
    _season(st, st.mode.seasons)


def test_lushest_forest_counts_every_completed_tree_of_any_season_and_never_an_unfinished_one():
    """§11.2."""
    st = _fresh()
    tree(st, 0, ["trunk_0"], "canopy_1", scored=True, awarded=True)
    tree(st, 0, ["trunk_1"], "canopy_1")
    for _ in range(3):
        tree(st, 1, ["trunk_2"])
    tree(st, 1, ["trunk_0"], "canopy_1", scored=True)
    _last_season(st)
    season_end(st, last=0)
    assert st.sheets[2][0]["lushest_forest"] == 10 and st.sheets[2][1]["lushest_forest"] == 0


def test_nobody_with_a_completed_tree_means_no_lushest_forest():
    st = _fresh()
    tree(st, 0, ["trunk_0"])
    _last_season(st)
    season_end(st, last=0)
    assert st.sheets[2][0]["lushest_forest"] == 0 and st.sheets[2][1]["lushest_forest"] == 0


def test_a_pitcher_plants_card_released_after_the_last_season_counts_for_wildlife_and_lushest_forest():
    """§7.5 corner cases: a released canopy completes a tree that counts for Lushest Forest but never scores
    tree points; a released Wildlife card scores."""
    st = _fresh("A")
    tree(st, 0, ["trunk_2", "trunk_2"])
    plant_a, plant_b = give(st, 0, "pitcher_plant", "pitcher_plant")
    st.forests[0].pitcher = {plant_a: take(st, "canopy_2"), plant_b: take(st, "boa")}
    _last_season(st)
    season_end(st, last=0)
    assert st.is_over
    sheet = st.sheets[2][0]
    assert sheet["lushest_forest"] == 10 and sheet["wildlife"] == 2 and "trees" not in sheet
    assert st.forests[0].trees[0].canopy >= 0


def test_the_butterfly_falls_back_on_the_set_aside_cards_and_is_idle_without_a_source():
    """OP-40."""
    st = _fresh("C")
    give(st, 0, "butterfly", "monstera", "monstera")
    for u in [u for u in st.discard if st.kind_of(u) == "monstera"]:
        st.discard.remove(u)
        st.deck.insert(0, u)
    if not any(st.kind_of(u) == "monstera" for u in st.set_aside):
        st.set_aside.append(take(st, "monstera"))
    season_end(st, last=0)
    assert A.species("monstera") in st.legal_actions(0)
    act(st, A.species("monstera"))
    assert st.sheets[0][0]["monstera"] == 8
    st = _fresh("C")
    give(st, 0, "butterfly", "fern")
    # every other Fern out of the Butterfly's reach (in the last season's deck): no source, no decision
    for zone in [st.discard, st.set_aside, st.deck] + st.spots:
        for u in [u for u in zone if st.kind_of(u) == "fern"]:
            zone.remove(u)
            st.decks[2].insert(0, u)
    season_end(st, last=0)
    assert st.season == 2 and forest_kinds(st, 0) == ["butterfly"]


def test_the_butterfly_brings_back_the_most_recently_discarded_copy():
    """OP-40."""
    st = _fresh("C")
    give(st, 0, "butterfly", "monstera", "monstera")
    older, newer = take(st, "monstera"), take(st, "monstera")
    st.discard += [older, take(st, "fern"), newer, take(st, "rain")]
    season_end(st, last=0)
    act(st, A.species("monstera"))
    (fetched,) = [e.data["card"] for e in st.events() if e.kind == "butterfly"]
    assert fetched == newer and st.sheets[0][0]["monstera"] == 8


def test_a_drought_a_pitcher_plant_releases_after_regeneration_resolves_then():
    """OP-49 / §7.5: the released card enters the forest after Regeneration; a Drought then takes one of the
    cards that remain (wildlife, unfinished trees)."""
    st = _fresh("A")
    unfinished = tree(st, 0, ["trunk_1"])
    give(st, 0, "boa", "fern")
    (plant,) = give(st, 0, "pitcher_plant")
    st.forests[0].pitcher[plant] = take(st, "drought")
    season_end(st, last=0)
    assert st.season == 1 and decision(st) == (0, "drought_discard")
    assert {a.card for a in st.legal_actions(0)} == {unfinished.trunks[0], st.forests[0].cards[0]}
    act(st, choose_kind(st, "boa"))
    assert st.season == 2 and forest_kinds(st, 0) == []


def test_the_jaguar_picks_at_random_among_the_opponents_wildlife():
    """§7.4: uniform over that forest's wildlife (seeded): over a few games both cards get taken."""
    lost = set()
    for seed in range(24):
        st = new(2, seed=seed, card_set="C")
        clear_forest(st, 0)
        clear_forest(st, 1)
        give(st, 0, "jaguar")
        give(st, 1, "howler", "goliath")
        season_end(st, last=0)
        (kept,) = forest_kinds(st, 1)
        lost.add({"howler": "goliath", "goliath": "howler"}[kept])
    assert lost == {"howler", "goliath"}


def test_the_season_decks_and_piles_are_dealt_again_for_the_next_season():
    """§10.1–10.2: the next deck becomes current and NG1/NG2/NG3 get 1/2/3 cards."""
    st = _fresh()
    nxt = list(st.decks[1])
    season_end(st, last=0)
    assert [len(p) for p in st.spots] == [1, 2, 3]
    assert sorted(st.deck + [u for p in st.spots for u in p]) == sorted(nxt)
