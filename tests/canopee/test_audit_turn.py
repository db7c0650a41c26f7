"""Audit of a turn against CANOPEE.md (§5, §6, §7): the timing windows W1–W6 (§7.2), "once per season" and
"never in the turn the card arrived" (§7.1), the forced keep (§5.5), the refuse-all draw (§5.4), Drought and
Lightning with the other seat's answers (§6.5, §6.6), protected cards (§6.4, OP-20) and the Pitcher Plant
(§7.5). Each test sets a position up with real cards, plays it through ``apply`` and checks what the rules
page says."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import (act, choose_kind, clear_forest, conserved, deck_top, decision, empty_deck, forest_kinds,
                         give, kinds, new, refresh, season_end, set_pile, take, tree, uid_in)

# a Diverse wildlife game (card set D) holding the species whose windows meet in one turn
ZOO = ["boa", "howler", "sloth", "goliath", "tamarin", "frog", "toucan"]


def _fresh(card_set="base", **options):
    """Seat 0 to play, both forests empty."""
    st = new(2, card_set=card_set, **options)
    clear_forest(st, 0)
    clear_forest(st, 1)
    return st


def _zoo():
    return _fresh("D", species=ZOO)


def _until_own_turn(st, seat=0):
    """The other seats play (keeping a pile when they may, else their first legal action) until ``seat`` starts
    its next turn: the next turn of the same season."""
    turn = st.turn_no
    while True:
        who, name = decision(st)
        if who == seat and st.turn_no != turn and name in ("turn_start", "pile"):
            return
        legal = st.legal_actions(who)
        act(st, A.KEEP if A.KEEP in legal else legal[0])


def run(st, *steps):
    """Play these steps in order, each by the seat whose decision is pending: an action, or a card kind meaning
    "choose the card of this kind" (looked up when its turn comes)."""
    for step in steps:
        act(st, choose_kind(st, step) if isinstance(step, str) else step)


def _cards_of(st, f):
    """Every card of a forest, trees included."""
    fo = st.forests[f]
    return list(fo.cards) + [u for t in fo.trees for u in t.trunks] + [t.canopy for t in fo.trees if t.canopy >= 0]


# ---------------------------------------------------------------------------- W1: start of turn


def test_w1_abilities_are_used_in_any_order_before_the_first_pile():
    """D-13: Toucan, Dart Frog and Tamarin may all be used in W1, in the order the player wants."""
    st = _zoo()
    give(st, 0, "toucan", "frog", "tamarin")
    refresh(st)
    legal = st.legal_actions(0)
    assert {A.ability("frog"), A.ability("tamarin"), A.GO} <= set(legal)
    assert {A.ability("toucan", s) for s in range(3)} <= set(legal)
    act(st, A.ability("toucan", 2))
    assert decision(st) == (0, "turn_start")
    assert set(st.legal_actions(0)) == {A.GO, A.ability("frog"), A.ability("tamarin")}
    act(st, A.ability("frog"))
    assert decision(st) == (0, "turn_start") and A.ability("tamarin") in st.legal_actions(0)


def test_toucan_is_information_only_the_turn_still_starts_at_ng1():
    """§7.3 / OP-32: after looking at NG3 with the Toucan, the player still visits NG1 first."""
    st = _zoo()
    give(st, 0, "toucan")
    refresh(st)
    act(st, A.ability("toucan", 2))
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 0


def test_toucan_offers_only_piles_that_hold_cards():
    """D-11: one of the non-empty spots."""
    st = _zoo()
    give(st, 0, "toucan")
    set_pile(st, 1)
    refresh(st)
    toucan = {a.arg for a in st.legal_actions(0) if type(a) is A.Ability and a.name == "toucan"}
    assert toucan == {0, 2}


def test_dart_frog_fills_ng1_ng2_ng3_in_order_empty_spots_included_until_the_deck_runs_out():
    """§7.3 / OP-31."""
    st = _fresh()
    give(st, 0, "frog")
    set_pile(st, 1)                         # an empty spot still receives a card
    empty_deck(st)
    first, second = deck_top(st, "fern", "rain")
    refresh(st)
    before = [list(p) for p in st.spots]
    act(st, A.ability("frog"))
    assert st.spots[0] == before[0] + [first]
    assert st.spots[1] == [second]
    assert st.spots[2] == before[2]         # the deck ran out before NG3


def test_frog_and_tamarin_are_not_offered_with_an_empty_season_deck():
    """D-10, D-12: they need cards from the Season deck."""
    st = _zoo()
    give(st, 0, "frog", "tamarin")
    empty_deck(st)
    refresh(st)
    assert decision(st) == (0, "pile")
    assert not any(type(a) is A.Ability for a in st.legal_actions(0))


def test_a_wildlife_card_the_tamarin_brings_cannot_act_in_that_turn_but_can_in_the_next():
    """§7.1: a card cannot be activated during the turn in which it entered the forest."""
    st = _zoo()
    give(st, 0, "tamarin")
    deck_top(st, "frog", "fire")
    refresh(st)
    run(st, A.ability("tamarin"), "frog")
    assert "frog" in forest_kinds(st, 0)
    # the Frog arrived this turn and the Tamarin is spent: nothing left for W1, the turn goes to NG1
    assert decision(st) == (0, "pile")
    assert A.ability("frog") not in st.legal_actions(0)
    act(st, A.KEEP)
    _until_own_turn(st)
    assert decision(st) == (0, "turn_start")
    assert A.ability("frog") in st.legal_actions(0)
    assert A.ability("tamarin") not in st.legal_actions(0)      # once per season


# ---------------------------------------------------------------------------- W2: refusing a pile


def test_the_boa_acts_once_per_season():
    """§7.1: each ability at most once per season."""
    st = _zoo()
    give(st, 0, "boa")
    set_pile(st, 0, "fern")
    set_pile(st, 1, "rain")
    refresh(st)
    act(st, A.REFUSE)
    assert decision(st) == (0, "boa")
    act(st, choose_kind(st, "fern"))
    act(st, A.REFUSE)                       # NG2: no second Boa
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 2
    act(st, A.KEEP)
    _until_own_turn(st)
    while decision(st) == (0, "turn_start"):
        act(st, A.GO)
    act(st, A.REFUSE)
    assert decision(st) == (0, "pile")      # a later turn of the same season: still no Boa


def test_a_howler_the_boa_just_took_cannot_discard_that_pile():
    """§7.1: the Howler arrived this turn (through the Boa), so it cannot act on the pile it came from."""
    st = _zoo()
    give(st, 0, "boa")
    set_pile(st, 0, "howler", "fire", "disease")
    (added,) = deck_top(st, "monstera")
    refresh(st)
    run(st, A.REFUSE, "howler")
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 1
    assert kinds(st, st.spots[0]) == ["fire", "disease", "monstera"] and st.spots[0][-1] == added


def test_boa_and_howler_on_the_same_pile_take_one_card_and_discard_the_rest():
    """OP-34: the spot still receives its face-down card."""
    st = _zoo()
    give(st, 0, "boa", "howler")
    rest = set_pile(st, 0, "monstera", "fire", "disease")[1:]
    (added,) = deck_top(st, "rain")
    refresh(st)
    run(st, A.REFUSE, "monstera")
    assert decision(st) == (0, "howler")
    act(st, A.ACCEPT)
    assert "monstera" in forest_kinds(st, 0)
    assert st.discard[-2:] == rest and st.spots[0] == [added]


def test_the_howler_acts_once_per_season():
    st = _zoo()
    give(st, 0, "howler")
    set_pile(st, 0, "fire")
    set_pile(st, 1, "disease")
    refresh(st)
    act(st, A.REFUSE, A.ACCEPT)
    act(st, A.REFUSE)                       # NG2: the Howler is spent
    assert decision(st) == (0, "pile") and st.view(0).looking_at() == 2


# ---------------------------------------------------------------------------- W3: keeping a pile


def test_goliath_can_send_a_drought_back_so_it_never_strikes():
    """§7.4 Goliath: any Threat of the kept pile (a Drought is one) goes back face down, then the normal
    refill card; the Drought does not resolve."""
    st = _zoo()
    give(st, 0, "goliath", "monstera")
    drought = set_pile(st, 0, "drought", "fern")[0]
    (refill,) = deck_top(st, "sun")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "goliath")
    act(st, A.choose(drought))             # no other Threat: the rest is placed at once
    assert forest_kinds(st, 0) == ["fern", "goliath", "monstera"]
    assert st.spots[0] == [drought, refill]
    assert decision(st)[0] == 1


def test_goliath_acts_once_per_season():
    st = _zoo()
    give(st, 0, "goliath")
    set_pile(st, 0, "fire", "fern")
    refresh(st)
    run(st, A.KEEP, "fire")
    _until_own_turn(st)
    while decision(st) == (0, "turn_start"):
        act(st, A.GO)
    set_pile(st, st.view(0).looking_at(), "disease", "rain")
    refresh(st)
    act(st, A.KEEP)
    assert "disease" in forest_kinds(st, 0)         # no Goliath decision this time


def test_a_goliath_the_boa_took_earlier_in_the_turn_cannot_return_threats():
    """§7.1."""
    st = _zoo()
    give(st, 0, "boa")
    set_pile(st, 0, "goliath")
    set_pile(st, 1, "fire", "fern")
    refresh(st)
    run(st, A.REFUSE, "goliath")
    act(st, A.KEEP)
    assert forest_kinds(st, 0) == ["boa", "fern", "fire", "goliath"]


# ---------------------------------------------------------------------------- W4 and the refuse-all draw


def test_a_sloth_the_boa_took_this_turn_does_not_draw_two():
    """§7.1 with W4: the Sloth arrived this turn; refusing every pile draws the usual single card."""
    st = _zoo()
    give(st, 0, "boa")
    set_pile(st, 0, "sloth", "rain")
    *_, drawn, nxt = deck_top(st, "fern", "fern", "fern", "monstera", "sun")
    refresh(st)
    run(st, A.REFUSE, "sloth", A.REFUSE, A.REFUSE)
    assert forest_kinds(st, 0) == ["boa", "monstera", "sloth"]
    assert st.deck[-1] == nxt and decision(st)[0] == 1


def test_refusing_the_third_pile_with_the_last_card_leaves_nothing_to_draw():
    """§5.4: the card added to the refused NG3 was the last one; the draw is skipped, the turn ends."""
    st = _fresh()
    empty_deck(st)
    deck_top(st, "fern", "rain", "sun")
    refresh(st)
    act(st, A.REFUSE, A.REFUSE)
    assert A.REFUSE in st.legal_actions(0)          # one card left: NG3 may still be refused
    act(st, A.REFUSE)
    assert _cards_of(st, 0) == [] and decision(st)[0] == 1
    assert conserved(st)


def test_with_the_deck_empty_ng1_must_be_kept_when_ng2_and_ng3_are_empty():
    """§5.5 / OP-13: a non-empty pile with no non-empty pile after it cannot be refused."""
    st = _fresh()
    set_pile(st, 0, "fern")
    set_pile(st, 1)
    set_pile(st, 2)
    empty_deck(st)
    refresh(st)
    assert decision(st) == (0, "pile") and st.legal_actions(0) == (A.KEEP,)


def test_with_the_deck_empty_a_pile_followed_by_another_may_still_be_refused():
    st = _fresh()
    set_pile(st, 0, "fern")
    set_pile(st, 1)
    set_pile(st, 2, "rain")
    empty_deck(st)
    refresh(st)
    before = list(st.spots[0])
    assert set(st.legal_actions(0)) == {A.KEEP, A.REFUSE}
    act(st, A.REFUSE)
    assert st.spots[0] == before and st.view(0).looking_at() == 2     # nothing to add, the empty NG2 skipped


# ---------------------------------------------------------------------------- W5 and W6


def test_a_hoatzin_kept_this_turn_cannot_store_a_card_at_its_end():
    st = _fresh("C")
    set_pile(st, 0, "hoatzin")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st)[0] == 1 and st.forests[0].hoatzin == []


def test_the_hoatzin_stores_once_per_season_and_not_from_an_empty_deck():
    st = _fresh("C")
    give(st, 0, "hoatzin")
    set_pile(st, 0, "fern")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "end_turn")
    act(st, A.ability("hoatzin"))
    _until_own_turn(st)
    set_pile(st, st.view(0).looking_at(), "rain")
    refresh(st)
    act(st, A.KEEP)
    assert decision(st)[0] == 1 and len(st.forests[0].hoatzin) == 1
    st = _fresh("C")
    give(st, 0, "hoatzin")
    set_pile(st, 0, "fern")
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)
    assert decision(st)[0] == 1


def test_a_drought_stored_under_the_hoatzin_resolves_when_revealed_at_step_0():
    """OP-49: immediate cards out of the Hoatzin resolve on arrival, before anything else of the season end."""
    st = _fresh("C")
    give(st, 0, "hoatzin", "fire", "fern")
    set_pile(st, 0, "rain")
    _refill, drought = deck_top(st, "sun", "drought")
    refresh(st)
    act(st, A.KEEP, A.ability("hoatzin"))
    assert st.forests[0].hoatzin == [drought]
    season_end(st, last=1)
    assert decision(st) == (0, "drought_discard")
    assert {st.kind_of(a.card) for a in st.legal_actions(0)} == {"hoatzin", "fire", "fern", "rain"}
    act(st, choose_kind(st, "fire"))
    assert drought in st.discard


def test_the_leafcutter_ant_is_offered_while_looking_at_a_pile_and_at_the_end_of_the_turn():
    """W6: any time in one's own turn."""
    st = _fresh()
    give(st, 0, "ant", "fire")
    refresh(st)
    act(st, A.GO)
    assert decision(st) == (0, "pile") and A.ability("ant") in st.legal_actions(0)
    act(st, A.KEEP)
    assert decision(st) == (0, "end_turn") and A.ability("ant") in st.legal_actions(0)


def test_the_ant_may_discard_unfinished_trees_and_unscored_canopies_but_never_a_scored_tree():
    """§6.4 / OP-20 / OP-36."""
    st = _fresh()
    give(st, 0, "ant", "fern")
    scored = tree(st, 0, ["trunk_2"], "canopy_2", scored=True)
    fresh = tree(st, 0, ["trunk_1"], "canopy_1")
    unfinished = tree(st, 0, ["trunk_0"])
    refresh(st)
    act(st, A.ability("ant"))
    options = {a.card for a in st.legal_actions(0)}
    assert options == {uid_in(st, 0, "ant"), uid_in(st, 0, "fern"), fresh.trunks[0], fresh.canopy,
                       unfinished.trunks[0]}
    assert not options & set(scored.trunks + [scored.canopy])


def test_the_collybia_needs_another_unprotected_card_and_a_season_deck():
    """§7.5 / OP-43."""
    st = _fresh("A")
    (coll,) = give(st, 0, "collybia")
    tree(st, 0, ["trunk_2"], "canopy_2", scored=True)         # protected: not a card to give up
    refresh(st)
    assert A.ability("collybia", coll) not in st.legal_actions(0)
    tree(st, 0, ["trunk_0"])
    refresh(st)
    assert A.ability("collybia", coll) in st.legal_actions(0)
    empty_deck(st)
    refresh(st)
    assert A.ability("collybia", coll) not in st.legal_actions(0)


def test_the_collybia_is_consumed():
    st = _fresh("A")
    (coll,) = give(st, 0, "collybia", "fire", "disease")[:1]
    deck_top(st, "fern")
    refresh(st)
    run(st, A.ability("collybia", coll), "fire", A.DECLINE)
    assert forest_kinds(st, 0) == ["disease"] and coll in st.discard
    assert not any(type(a) is A.Ability for a in st.legal_actions(0))


# ---------------------------------------------------------------------------- the Pitcher Plant (§7.5)


def test_storing_under_a_full_pitcher_plant_lets_its_old_card_into_the_forest():
    st = _fresh("A")
    (plant,) = give(st, 0, "pitcher_plant")
    old = take(st, "sun")
    st.forests[0].pitcher[plant] = old
    fern, monstera = set_pile(st, 0, "fern", "monstera")
    refresh(st)
    act(st, A.KEEP, A.store(monstera, plant))
    assert st.forests[0].pitcher == {plant: monstera}
    assert forest_kinds(st, 0) == ["fern", "pitcher_plant", "sun"]


def test_one_card_of_a_kept_pile_goes_under_a_pitcher_plant_even_with_two_plants():
    """§7.5: "you may place one of those cards" per take (D-20's "one card per plant per take" reads
    otherwise; the rule text is followed here)."""
    st = _fresh("A")
    plants = give(st, 0, "pitcher_plant", "pitcher_plant")
    fern, monstera, rain = set_pile(st, 0, "fern", "monstera", "rain")
    refresh(st)
    act(st, A.KEEP, A.store(fern, plants[0]))
    assert decision(st)[0] == 1                       # no second store: the rest went into the forest
    assert st.forests[0].pitcher == {plants[0]: fern} and {monstera, rain} <= set(st.forests[0].cards)


def test_a_card_the_boa_takes_may_go_under_a_pitcher_plant():
    st = _fresh("D", species=ZOO)
    (plant,) = give(st, 0, "boa", "pitcher_plant")[1:]
    monstera = set_pile(st, 0, "monstera", "fire")[0]
    refresh(st)
    act(st, A.REFUSE, A.choose(monstera))
    assert decision(st) == (0, "pitcher")
    act(st, A.store(monstera, plant))
    assert st.forests[0].pitcher == {plant: monstera} and "monstera" not in forest_kinds(st, 0)


def test_cards_drawn_from_the_deck_never_go_under_a_pitcher_plant():
    """OP-46: only cards taken from New Growth piles."""
    st = _fresh("A")
    give(st, 0, "pitcher_plant")
    *_, drawn = deck_top(st, "fern", "fern", "fern", "monstera")
    refresh(st)
    act(st, A.REFUSE, A.REFUSE, A.REFUSE)
    assert drawn in st.forests[0].cards and st.forests[0].pitcher == {}


# ---------------------------------------------------------------------------- placing cards (§6)


def test_a_trunk_never_grows_a_completed_tree_and_a_canopy_never_tops_one():
    """§6.2, §6.3."""
    st = _fresh()
    done = tree(st, 0, ["trunk_1"], "canopy_1")
    open_ = tree(st, 0, ["trunk_1"])
    set_pile(st, 0, "trunk_2")
    refresh(st)
    act(st, A.KEEP)
    assert set(st.legal_actions(0)) == {A.place_trunk(-1), A.place_trunk(open_.tid)}
    assert A.place_trunk(done.tid) not in st.legal_actions(0)
    act(st, A.place_trunk(-1))
    assert decision(st)[0] == 1


def test_a_canopy_placed_before_the_trunk_of_its_pile_completes_the_tree_already_there():
    """§6.3: the owner orders the pile; canopy first tops the existing unfinished tree, then the trunk starts a
    new tree."""
    st = _fresh()
    old = tree(st, 0, ["trunk_1"])
    canopy = set_pile(st, 0, "canopy_1", "trunk_2")[0]
    refresh(st)
    act(st, A.KEEP, A.choose(canopy))
    assert old.canopy == canopy
    assert [len(t.trunks) for t in st.forests[0].trees] == [1, 1] and decision(st)[0] == 1


def test_cards_of_the_same_pile_placed_before_a_drought_become_its_targets():
    """§6.5: the owner may place a Fire first so that the Drought takes it."""
    st = _fresh()
    give(st, 0, "fern")
    fire = set_pile(st, 0, "drought", "fire")[1]
    refresh(st)
    act(st, A.KEEP)
    assert decision(st) == (0, "order")
    act(st, A.choose(fire))
    assert decision(st) == (0, "drought_discard") and A.choose(fire) in st.legal_actions(0)
    act(st, A.choose(fire))
    assert forest_kinds(st, 0) == ["fern"]


def test_a_drought_taking_the_canopy_of_an_unscored_tree_reopens_it_for_another_canopy():
    """OP-22."""
    st = _fresh()
    t = tree(st, 0, ["trunk_1", "trunk_1"], "canopy_0")
    set_pile(st, 0, "drought", "canopy_2")
    refresh(st)
    act(st, A.KEEP)
    act(st, next(a for a in st.legal_actions(0) if st.kind_of(a.card) == "drought"))
    act(st, A.choose(t.canopy))
    assert st.kind_of(t.canopy) == "canopy_2" and len(t.trunks) == 2


# ---------------------------------------------------------------------------- Lightning (§6.6)


def test_lightning_draw_with_a_short_deck_serves_the_owner_first():
    """§6.6.2: the owner draws 2, the opponent what is left."""
    st = _fresh("A")
    set_pile(st, 0, "lightning")
    empty_deck(st)
    deck_top(st, "fern", "rain", "sun")
    refresh(st)
    act(st, A.KEEP, A.lightning("draw", 1))
    assert forest_kinds(st, 0) == ["fern", "rain"] and forest_kinds(st, 1) == ["sun"]
    assert st.spots[0] == [] and decision(st)[0] == 1         # no card left for the refill


def test_a_drought_drawn_by_lightning_resolves_before_the_opponent_draws():
    """§6.6.4 / OP-48: depth first."""
    st = _fresh("A")
    give(st, 0, "fire")
    set_pile(st, 0, "lightning")
    deck_top(st, "drought", "fern", "rain", "sun")
    refresh(st)
    act(st, A.KEEP, A.lightning("draw", 1))
    # the owner's two cards first: the Fern before the Drought so the Drought may take the Fire
    assert decision(st) == (0, "order")
    act(st, choose_kind(st, "fern"))
    assert decision(st) == (0, "drought_discard") and forest_kinds(st, 1) == []
    act(st, choose_kind(st, "fire"))
    assert forest_kinds(st, 0) == ["fern"] and forest_kinds(st, 1) == ["rain", "sun"]


def test_the_opponent_places_a_trunk_drawn_by_lightning_off_turn():
    """D-26: the opponent answers during the owner's turn, then the owner's turn goes on."""
    st = new(2, card_set="A")
    clear_forest(st, 0)
    set_pile(st, 0, "lightning", "fern")
    deck_top(st, "rain", "sun", "trunk_2", "monstera")
    refresh(st)
    run(st, A.KEEP, "lightning", A.lightning("draw", 1))
    # seat 1 drew the Trunk and the Monstera: it has an unfinished tree, so it says where the Trunk goes
    assert decision(st) == (1, "place_trunk") and st.active == 0
    act(st, A.place_trunk(-1))
    assert sorted(len(t.trunks) for t in st.forests[1].trees) == [1, 1]
    assert forest_kinds(st, 1) == ["monstera"]
    # then the rest of seat 0's pile, and the turn passes
    assert forest_kinds(st, 0) == ["fern", "rain", "sun"]
    assert decision(st) == (1, "pile") and st.active == 1


def test_lightning_discard_spares_scored_trees_and_takes_what_it_can():
    """§6.6.3 / OP-20: fewer than 2 eligible cards -> discard what there is; a scored tree is protected."""
    st = _fresh("A")
    give(st, 0, "fire", "disease", "rain")
    scored = tree(st, 1, ["trunk_2"], "canopy_2", scored=True)
    give(st, 1, "fern")
    set_pile(st, 0, "lightning")
    refresh(st)
    run(st, A.KEEP, A.lightning("discard", 1), "fire", "disease")
    assert forest_kinds(st, 1) == [] and st.forests[1].trees == [scored] and scored.canopy >= 0
    assert forest_kinds(st, 0) == ["rain"] and decision(st)[0] == 1
