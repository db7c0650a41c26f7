"""Audit of solo play against the Forest Spirit (§14): its pile choice and the deck draws of its turn (§14.3,
OP-53, OP-54), where its trunks and canopies go (§14.4, OP-56, OP-57), its choices and abilities (§14.5,
§14.6), Goliath's Threats face up (OP-60). The player's turns are played through ``apply``; the Spirit's turn
follows on its own."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import (act, choose_kind, clear_forest, deck_top, decision, empty_deck, forest_kinds,
                         germination_top, give, kinds, new, refresh, season_end, set_pile, tree)

SPIRIT = 1


def _solo(card_set="base"):
    st = new(1, solo=True, card_set=card_set)
    clear_forest(st, 0)
    clear_forest(st, SPIRIT)
    return st


def _player_keeps_ng1(st, *refill):
    """The player keeps NG1 (a Fern), whose refill is ``refill[0]``; then the Spirit plays its turn."""
    set_pile(st, 0, "fern")
    deck_top(st, *refill)
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "pile")          # the Spirit has played: the player's turn again


# ---------------------------------------------------------------------------- its pile (§14.3)


def test_the_spirit_counts_face_down_cards_not_cards():
    """NG1 holds three cards but two are face up: NG3's two face-down cards win."""
    st = _solo()
    set_pile(st, 0, "fire", "disease")
    set_pile(st, 1, "rain")
    set_pile(st, 2, "fern", "fern")
    added, refill, *_ = deck_top(st, "sun", "monstera", "bromeliad", "seed", "rain")
    refresh(st)
    act(st, A.REFUSE)                                # Fire and Disease turned face up, one card added
    act(st, A.KEEP)                                  # NG2: the Rain; refilled with the Monstera
    assert [len(p) for p in st.spots] == [4, 2, 1]  # NG1, NG2 counted as refused (+1), NG3 refilled
    assert forest_kinds(st, SPIRIT) == ["fern", "fern"]
    assert added in st.spots[0] and refill in st.spots[1]


def test_a_face_up_threat_in_the_spirits_pile_adds_no_card_to_ng3():
    """§14.3.4: only a face-down Threat brings the extra card."""
    st = _solo()
    set_pile(st, 0, "fire", "fern")
    set_pile(st, 1, "rain")
    set_pile(st, 2, "monstera")
    deck_top(st, "bromeliad", "sun", "seed", "rain")
    refresh(st)
    act(st, A.REFUSE, A.KEEP)                        # NG1 is Fire (face up), Fern, Bromeliad
    assert kinds(st, st.spots[2]) == ["monstera"]
    assert sorted(forest_kinds(st, SPIRIT)) == ["bromeliad", "fern", "fire"]


def test_a_hidden_threat_in_a_pile_left_of_ng3_still_adds_its_card_to_ng3():
    """§14.3: NG1 refused (+1), NG2 taken and refilled, NG3 +1 for the hidden Drought."""
    st = _solo()
    set_pile(st, 0, "fern")
    set_pile(st, 1, "drought", "fern", "rain")
    set_pile(st, 2, "sun")
    _refill0, to_ng1, to_ng2, to_ng3 = deck_top(st, "seed", "monstera", "bromeliad", "sun")
    refresh(st)
    act(st, A.KEEP)                                  # the player keeps NG1, refilled with the Seed
    assert st.spots[0][-1] == to_ng1 and st.spots[1] == [to_ng2] and st.spots[2][-1] == to_ng3
    assert len(st.spots[2]) == 2


def test_when_the_deck_runs_out_the_refused_piles_are_served_first_then_the_refill():
    """§14.3.5 / OP-54: one card left: it goes to NG1 (left of the chosen NG3), nothing to NG2 or NG3."""
    st = _solo()
    set_pile(st, 0, "fern")
    set_pile(st, 1, "rain")
    set_pile(st, 2, "monstera", "sun", "seed")
    empty_deck(st)
    refill, last = deck_top(st, "fern", "bromeliad")
    refresh(st)
    act(st, A.KEEP)                                  # NG1 refilled: one card left in the deck
    assert st.spots[0] == [refill, last] and kinds(st, st.spots[1]) == ["rain"] and st.spots[2] == []
    assert forest_kinds(st, SPIRIT) == ["monstera", "seed", "sun"]


# ---------------------------------------------------------------------------- its trees (§14.4)


def test_with_one_unfinished_tree_the_spirits_trunk_starts_a_new_tree_even_against_a_taller_player():
    """§14.4 rule 1 comes first."""
    st = _solo()
    own = tree(st, SPIRIT, ["trunk_1"])
    tree(st, 0, ["trunk_0", "trunk_0", "trunk_0"])
    set_pile(st, 1, "trunk_2", "fern")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    assert [len(t.trunks) for t in st.forests[SPIRIT].trees] == [1, 1] and st.forests[SPIRIT].trees[0] is own


def test_a_player_tree_that_already_won_the_award_does_not_make_the_spirit_chase():
    """§14.4 rule 2 / OP-56: the player's tree must never have won an award; so rule 3 applies and the trunk
    brings the shorter tree up."""
    st = _solo()
    tall = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    short = tree(st, SPIRIT, ["trunk_1"])
    tree(st, 0, ["trunk_0"] * 3, "canopy_1", scored=True, awarded=True)
    set_pile(st, 1, "trunk_2", "fern")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    assert len(short.trunks) == 2 and len(tall.trunks) == 2


def test_the_same_player_tree_not_yet_awarded_makes_the_spirit_grow_its_tallest():
    st = _solo()
    tall = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    short = tree(st, SPIRIT, ["trunk_1"])
    tree(st, 0, ["trunk_0"] * 3, "canopy_1", scored=True)
    set_pile(st, 1, "trunk_2", "fern")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    assert len(tall.trunks) == 3 and len(short.trunks) == 1


def test_with_its_unfinished_trees_all_as_tall_as_its_tallest_the_trunk_goes_on_the_second_oldest():
    """§14.4 rule 3 / OP-57: none is shorter -> the oldest unfinished tree that is not the oldest tallest."""
    st = _solo()
    first = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    second = tree(st, SPIRIT, ["trunk_0", "trunk_2"])
    third = tree(st, SPIRIT, ["trunk_0", "trunk_1"])
    set_pile(st, 1, "trunk_2", "fern")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    assert [len(t.trunks) for t in (first, second, third)] == [2, 3, 2]


def test_a_spirit_canopy_goes_on_the_oldest_of_its_tallest_unfinished_trees():
    st = _solo()
    first = tree(st, SPIRIT, ["trunk_1"])
    second = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    third = tree(st, SPIRIT, ["trunk_0", "trunk_2"])
    set_pile(st, 1, "canopy_1", "fern")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    assert second.canopy >= 0 and first.canopy < 0 and third.canopy < 0


def test_the_spirit_places_trunks_before_canopies():
    """§14.4 / OP-55: with no tree at all, the trunk comes first and the canopy completes it."""
    st = _solo()
    set_pile(st, 1, "canopy_2", "trunk_1")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    (t,) = st.forests[SPIRIT].trees
    assert st.kind_of(t.canopy) == "canopy_2" and kinds(st, t.trunks) == ["trunk_1"]


# ---------------------------------------------------------------------------- its choices and abilities


def test_among_discards_of_equal_value_the_spirit_gives_up_a_threat_first():
    """§14.5 tie rule (2): Threat before Seed. Its two Threats against none keep the +7 either way."""
    st = _solo()
    give(st, SPIRIT, "seed", "fire", "disease")
    give(st, 0, "rain")
    set_pile(st, 1, "drought", "monstera")
    set_pile(st, 2)
    _player_keeps_ng1(st, "rain")
    left = forest_kinds(st, SPIRIT)
    assert len(left) == 3 and {"seed", "monstera"} < set(left) and len({"fire", "disease"} & set(left)) == 1


def test_among_discards_of_equal_value_the_spirit_gives_up_an_unpaired_weather_before_a_seed_or_flora():
    """§14.5 tie rule (2): the second Rain pairs with nothing; losing it, the Seed or the lone Monstera costs
    nothing, and the Rain goes first."""
    st = _solo()
    give(st, SPIRIT, "rain", "rain", "sun", "seed")
    set_pile(st, 1, "drought", "monstera")
    set_pile(st, 2)
    _player_keeps_ng1(st, "fern")
    assert sorted(forest_kinds(st, SPIRIT)) == ["monstera", "rain", "seed", "sun"]


def test_the_player_resolves_each_end_of_season_step_before_the_spirit_even_when_it_took_the_last_pile():
    """§14.2: the player draws Germination cards first."""
    st = _solo()
    give(st, 0, "seed")
    give(st, SPIRIT, "seed")
    germination_top(st, "fern", "rain", "sun", "monstera", "monstera", "monstera")
    season_end(st, last=SPIRIT)
    assert decision(st) == (0, "germination")
    assert {st.kind_of(a.card) for a in st.legal_actions(0) if type(a) is A.Choose} == {"fern", "rain", "sun"}


def test_the_spirits_kinkajou_does_nothing():
    """§14.6: its active abilities have no effect: one Seed keeps one Germination card."""
    st = _solo()
    give(st, SPIRIT, "kinkajou", "seed", "rain", "rain")
    germination_top(st, "sun", "sun", "fern")
    season_end(st, last=0)
    assert st.sheets[0][SPIRIT]["weather"] == 5


def test_the_spirits_spreading_fire_reaches_the_player():
    """§14.6: threats work normally for the Spirit."""
    st = _solo()
    give(st, SPIRIT, "fire", "fire", "fire", "fern")
    give(st, 0, "monstera", "fern")
    season_end(st, last=0)
    assert decision(st) == (0, "fire_discard")
    act(st, choose_kind(st, "monstera"))
    assert st.sheets[0][0] == {"fern": 2}


def test_the_spirit_contests_the_tallest_tree_and_lushest_forest_awards():
    st = _solo()
    tree(st, SPIRIT, ["trunk_0", "trunk_0"], "canopy_1")
    tree(st, SPIRIT, ["trunk_0"], "canopy_1")
    tree(st, 0, ["trunk_1"], "canopy_1")
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    season_end(st, last=0)
    assert st.sheets[2][SPIRIT]["tallest_tree"] == 5 and "tallest_tree" not in st.sheets[2][0]
    assert st.sheets[2][SPIRIT]["lushest_forest"] == 10 and st.sheets[2][0]["lushest_forest"] == 0


def test_goliath_returns_threats_face_up_in_solo():
    """OP-60: the returned Fire lies face up on NG1, for everyone to see."""
    st = _solo("C")
    give(st, 0, "goliath")
    fire = set_pile(st, 0, "fire", "fern")[0]
    refresh(st)
    act(st, A.KEEP, A.choose(fire))
    # the Spirit then took NG3 (three face-down cards); NG1 got one more card on top of the Fire
    assert decision(st) == (0, "pile") and fire in st.spots[0] and fire in st.face_up
    assert fire in st.view(0).to_json()["spots"][0]["face_up"]


def test_a_goliath_returned_threat_counts_as_face_up_in_the_spirits_choice():
    """OP-60 with §14.3.1: NG1 (the Fire face up + one face-down card) ties NG3 (one face-down card) on
    face-down cards; NG3 has fewer face-up cards, so the Spirit takes it and NG1 counts as refused."""
    st = _solo("C")
    give(st, 0, "goliath")
    fire = set_pile(st, 0, "fire", "fern")[0]
    set_pile(st, 1)
    set_pile(st, 2, "rain")
    empty_deck(st)
    refill, nxt = deck_top(st, "monstera", "sun")
    refresh(st)
    act(st, A.KEEP, A.choose(fire))
    assert forest_kinds(st, SPIRIT) == ["rain"]
    assert st.spots[0] == [fire, refill, nxt] and fire in st.face_up
