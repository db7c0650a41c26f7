"""Wildlife, Collybia and Pitcher Plant abilities (§7) in their timing windows (§7.2): each usable once per
season, never in the turn its card arrived, only by its owner, and what it does."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import (act, choose_kind, clear_forest, conserved, deck_top, decision, forest_kinds, give, new,
                         refresh, season_end, set_pile, uid_in)


def _turn(card_set="base"):
    """Seat 0 to play, its forest empty."""
    st = new(2, card_set=card_set)
    clear_forest(st, 0)
    return st


def test_dart_frog_adds_a_card_to_each_pile_before_the_turn_once_a_season():
    st = _turn()
    give(st, 0, "frog")
    refresh(st)
    assert decision(st) == (0, "turn_start")
    before = [len(p) for p in st.spots]
    act(st, A.ability("frog"))
    assert [len(p) for p in st.spots] == [n + 1 for n in before]
    # nothing else to do before the piles: the turn goes on to NG1, and the Frog is spent for the season
    assert decision(st) == (0, "pile")
    assert st.used == {uid_in(st, 0, "frog")}
    st.active, st.stack[:] = 0, []
    st._start_turn(0)
    st._run()
    assert A.ability("frog") not in st.legal_actions(0)     # the next turn of the same season
    st.used.clear()                                          # what a new season does
    refresh(st)
    assert A.ability("frog") in st.legal_actions(0)


def test_an_ability_cannot_be_used_in_the_turn_its_card_arrived():
    st = _turn()
    set_pile(st, 0, "ant")
    give(st, 0, "fire")
    refresh(st)
    act(st, A.KEEP)                               # the Ant arrives
    assert decision(st)[0] == 1                   # no end-of-turn window offered for it
    # the next turn it is usable
    act(st, *([A.KEEP] if st.legal_actions(1)[0] is A.KEEP else [A.GO, A.KEEP]))
    while decision(st)[0] == 1:
        act(st, st.legal_actions(1)[0])
    assert A.ability("ant") in st.legal_actions(0)


def test_toucan_shows_its_owner_one_pile_and_nobody_else():
    st = _turn()
    give(st, 0, "toucan")
    pile = set_pile(st, 2, "fern", "disease", "rain")
    refresh(st)
    act(st, A.ability("toucan", 2))
    assert sorted(st.view(0).pile_known(2)) == sorted(pile)
    assert st.view(1).pile_known(2) == []
    assert all(str(u) not in st.view(1).to_json()["cards"] for u in pile)


def test_tamarin_draws_two_keeps_one_and_discards_the_other():
    st = _turn(card_set="C")
    give(st, 0, "tamarin")
    deck_top(st, "monstera", "fire")
    refresh(st)
    act(st, A.ability("tamarin"))
    assert decision(st) == (0, "tamarin")
    act(st, choose_kind(st, "monstera"))
    assert forest_kinds(st, 0) == ["monstera", "tamarin"]
    assert st.kind_of(st.discard[-1]) == "fire"
    assert decision(st) == (0, "turn_start") or decision(st) == (0, "pile")


def test_leafcutter_ant_discards_any_unprotected_card_during_the_turn():
    st = _turn()
    give(st, 0, "ant", "disease")
    refresh(st)
    act(st, A.ability("ant"))
    assert decision(st) == (0, "ant")
    act(st, choose_kind(st, "disease"))
    assert forest_kinds(st, 0) == ["ant"]


def test_leafcutter_ant_may_also_be_used_before_an_end_of_season_step():
    st = new(2)
    clear_forest(st, 0)
    clear_forest(st, 1)
    give(st, 0, "ant", "fire", "fire", "fern", "fern")
    season_end(st, last=0)
    assert decision(st) == (0, "season_ant")             # before step 1
    act(st, A.ability("ant"))
    act(st, choose_kind(st, "fire"))
    # one Fire left: no Fire step, the two Ferns stay
    assert st.sheets[0][0] == {}
    assert forest_kinds(st, 0) == ["ant"]


def test_boa_takes_one_card_of_a_refused_pile_which_still_gets_its_new_card():
    st = _turn()
    give(st, 0, "boa")
    set_pile(st, 0, "monstera", "fire")
    refresh(st)
    act(st, A.REFUSE)
    assert decision(st) == (0, "boa")
    act(st, choose_kind(st, "monstera"))
    assert forest_kinds(st, 0) == ["boa", "monstera"]
    assert [st.kind_of(u) for u in st.spots[0][:1]] == ["fire"] and len(st.spots[0]) == 2
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 1


def test_howler_discards_the_refused_pile_and_the_spot_still_gets_a_card():
    st = _turn(card_set="C")
    give(st, 0, "howler")
    pile = list(set_pile(st, 0, "fire", "disease"))
    refresh(st)
    act(st, A.REFUSE)
    assert decision(st) == (0, "howler")
    act(st, A.ACCEPT)
    assert st.discard[-2:] == pile and len(st.spots[0]) == 1


def test_goliath_sends_the_threats_of_a_kept_pile_back_face_down():
    st = _turn(card_set="C")
    give(st, 0, "goliath")
    set_pile(st, 0, "fern", "fire", "disease")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "goliath")
    returned = [choose_kind(st, "fire").card]
    act(st, choose_kind(st, "fire"))
    returned.append(choose_kind(st, "disease").card)
    act(st, choose_kind(st, "disease"))
    assert forest_kinds(st, 0) == ["fern", "goliath"]
    assert st.spots[0][:2] == returned and len(st.spots[0]) == 3
    # returned face down: no event names them
    for e in st.events():
        assert e.data.get("card") not in returned and not set(e.data.get("cards", ())) & set(returned)


def test_sloth_draws_two_when_every_pile_is_refused():
    st = _turn()
    give(st, 0, "sloth")
    deck_top(st, "fern", "fern", "fern", "rain", "sun")
    refresh(st)
    act(st, A.REFUSE, A.REFUSE, A.REFUSE)
    assert decision(st) == (0, "sloth")
    act(st, A.ACCEPT)
    assert forest_kinds(st, 0) == ["rain", "sloth", "sun"]


def test_season_of_plenty_draws_two_and_three_with_the_sloth():
    st = new(2, season_change=True)
    st.sc_id = "sc11"
    clear_forest(st, 0)
    give(st, 0, "sloth")
    deck_top(st, "fern", "fern", "fern", "rain", "sun", "monstera")
    refresh(st)
    act(st, A.REFUSE, A.REFUSE, A.REFUSE, A.ACCEPT)
    assert forest_kinds(st, 0) == ["monstera", "rain", "sloth", "sun"]


def test_hoatzin_stores_the_top_card_unseen_and_reveals_it_at_the_end_of_the_season():
    st = _turn(card_set="C")
    give(st, 0, "hoatzin")
    set_pile(st, 0, "rain")
    refill, stored = deck_top(st, "sun", "fern")      # the kept pile's refill, then the stored card
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "end_turn")
    act(st, A.ability("hoatzin"))                 # then nothing else to do: the turn ends
    assert st.forests[0].hoatzin == [stored]
    for seat in (0, 1):
        view = st.view(seat).to_json()
        assert str(stored) not in view["cards"] and view["forests"][0]["hoatzin"] == 1
    season_end(st, last=1)
    assert st.sheets[0][0]["fern"] == 2              # revealed at step 0, scored at step 5
    assert any(e.kind == "hoatzin_reveal" for e in st.events())


def test_a_pitcher_plant_holds_a_card_of_a_kept_pile_and_releases_it_after_regeneration():
    st = _turn(card_set="A")
    (plant,) = give(st, 0, "pitcher_plant")
    set_pile(st, 0, "fern", "monstera")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "pitcher")
    monstera = next(a.card for a in st.legal_actions(0) if type(a) is A.Store and st.kind_of(a.card) == "monstera")
    act(st, A.store(monstera, plant))
    assert st.forests[0].pitcher == {plant: monstera}
    assert str(monstera) in st.view(0).to_json()["cards"]
    assert str(monstera) not in st.view(1).to_json()["cards"]
    season_end(st, last=0)
    # the plant was discarded at step 6, its card came into the forest for the next season
    assert st.season == 2 and forest_kinds(st, 0) == ["monstera"]
    assert conserved(st)


def test_a_pitcher_plant_discarded_early_releases_its_card_at_once():
    st = _turn(card_set="A")
    (plant,) = give(st, 0, "pitcher_plant")
    (held,) = [u for u in give(st, 0, "sun")]
    st.forests[0].cards.remove(held)
    st.forests[0].pitcher[plant] = held
    set_pile(st, 0, "drought")
    refresh(st)
    act(st, A.KEEP, A.DECLINE)                    # nothing under the plant this time
    assert forest_kinds(st, 0) == ["sun"]                 # the plant was the only target
    assert conserved(st)


def test_collybia_discards_itself_and_another_card_then_the_drawn_card_is_kept_or_not():
    st = _turn(card_set="A")
    (coll,) = give(st, 0, "collybia")
    give(st, 0, "fire")
    (drawn,) = deck_top(st, "monstera")
    refresh(st)
    act(st, A.ability("collybia", coll))
    assert decision(st) == (0, "collybia")
    act(st, choose_kind(st, "fire"))
    assert decision(st) == (0, "collybia_keep")
    assert str(drawn) in st.view(0).to_json()["cards"] and str(drawn) not in st.view(1).to_json()["cards"]
    act(st, A.ACCEPT)
    assert forest_kinds(st, 0) == ["monstera"]


def test_jaguar_makes_the_opponent_discard_a_random_wildlife_card_at_the_end_of_the_season():
    st = new(2, card_set="C")
    clear_forest(st, 0)
    clear_forest(st, 1)
    give(st, 0, "jaguar")
    give(st, 1, "howler", "goliath")
    season_end(st, last=1)
    assert len(forest_kinds(st, 1)) == 1
    assert any(e.kind == "jaguar" for e in st.events())


def test_butterfly_brings_a_plant_of_a_species_already_held_from_the_discard_pile():
    st = new(2, card_set="C")
    clear_forest(st, 0)
    clear_forest(st, 1)
    give(st, 0, "butterfly", "monstera", "monstera")
    from .engine_rig import take
    st.discard.append(take(st, "monstera"))
    season_end(st, last=0)
    assert decision(st) == (0, "butterfly")
    assert A.species("monstera") in st.legal_actions(0) and A.species("fern") not in st.legal_actions(0)
    act(st, A.species("monstera"))
    assert st.sheets[0][0]["monstera"] == 8
    assert "butterfly" not in forest_kinds(st, 0)


def test_kinkajou_keeps_one_more_germination_card():
    st = new(2)
    clear_forest(st, 0)
    clear_forest(st, 1)
    give(st, 0, "kinkajou", "seed")
    season_end(st, last=0)
    act(st, st.legal_actions(0)[1])
    assert decision(st) == (0, "germination")      # a second card may still be kept
    act(st, st.legal_actions(0)[1])
    assert st.season == 2 or decision(st)[1] != "germination"


def test_lightning_at_three_players_names_the_opponent_who_shares_it():
    st = new(3, card_set="A")
    for f in range(3):
        clear_forest(st, f)
    set_pile(st, 2, "lightning")            # seat 0's NG1: the side pile on its right
    deck_top(st, "fern", "rain", "sun", "monstera")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "lightning_choice")
    assert {a.opponent for a in st.legal_actions(0)} == {1, 2}
    act(st, A.lightning("draw", 2))
    assert forest_kinds(st, 0) == ["fern", "rain"] and forest_kinds(st, 2) == ["monstera", "sun"]
    assert forest_kinds(st, 1) == []
