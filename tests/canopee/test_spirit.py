"""Solo against the Forest Spirit (§14): its automatic turn (pile choice, refused piles, the extra card for a
hidden Threat), where its trunks and canopies go, its choices by the evaluation V, the face-up Threats of the
piles the player refuses, its bonuses, and who wins a tie."""
from __future__ import annotations

from game.canopee import actions as A
from game.canopee.frames import SPIRIT_TURN

from .engine_rig import (act, choose_kind, clear_forest, conserved, decision, forest_kinds, give, new, refresh,
                         season_end, set_pile, take, tree)

SPIRIT = 1


def spirit_plays(st) -> None:
    """The Spirit's turn now, then the player's."""
    st.looking = None
    st.stack[:] = [(SPIRIT_TURN,)]
    st.active = SPIRIT
    st._run()


def test_the_rulebook_example_turn_most_hidden_cards_a_hidden_threat_adds_a_card_to_ng3_drought_takes_a_trunk():
    st = new(1, solo=True)
    set_pile(st, 0, "monstera")
    set_pile(st, 1, "rain", "sun")
    set_pile(st, 2, "trunk_0", "fern", "drought")
    spirit_plays(st)
    # NG3 had the most face-down cards; NG1 and NG2 count as refused (+1 each); NG3 gets its refill and one
    # more card for the hidden Drought
    assert [len(p) for p in st.spots] == [2, 3, 2]
    spirit = st.forests[SPIRIT]
    # the trunk started a new tree (it had one unfinished tree), the Fern stayed, the Drought took a 0 trunk
    assert forest_kinds(st, SPIRIT) == ["fern"]
    assert len(spirit.trees) == 1
    dropped = [e.data["kind"] for e in st.events() if e.kind == "discard" and e.data.get("reason") == "drought_discard"]
    assert dropped in (["trunk_start"], ["trunk_0"])
    assert decision(st) == (0, "pile")
    assert conserved(st)


def test_the_spirit_takes_the_pile_with_fewest_face_up_cards_on_a_tie_then_the_leftmost():
    st = new(1, solo=True)
    fire, fern = set_pile(st, 0, "fire", "fern")
    set_pile(st, 1, "rain")
    set_pile(st, 2)
    st.face_up.add(fire)
    spirit_plays(st)
    assert forest_kinds(st, SPIRIT) == ["rain"]
    st = new(1, solo=True)
    set_pile(st, 0, "fern")
    set_pile(st, 1, "rain")
    set_pile(st, 2)
    spirit_plays(st)
    assert forest_kinds(st, SPIRIT) == ["fern"]


def test_a_pile_the_player_refuses_shows_its_threats_to_everyone():
    st = new(1, solo=True)
    fire, fern = set_pile(st, 0, "fire", "fern")
    refresh(st)
    act(st, A.REFUSE)
    assert fire in st.face_up and fern not in st.face_up
    assert fire in st.view(0).pile_known(0) and fern not in st.view(0).pile_known(0)
    assert st.view(0).to_json()["spots"][0]["face_up"] == [fire]


def test_spirit_trunks_start_a_tree_with_at_most_one_unfinished_then_chase_a_taller_player_tree():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    a = tree(st, SPIRIT, ["trunk_0"])
    b = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    tree(st, 0, ["trunk_2", "trunk_2", "trunk_2"])                # taller than every Spirit tree
    set_pile(st, 0, "trunk_2")
    set_pile(st, 1)
    set_pile(st, 2)
    spirit_plays(st)
    assert len(b.trunks) == 3 and len(a.trunks) == 1              # onto its tallest unfinished tree


def test_spirit_trunks_otherwise_bring_another_tree_up_to_its_tallest():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    a = tree(st, SPIRIT, ["trunk_0"])
    b = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    set_pile(st, 0, "trunk_2")
    set_pile(st, 1)
    set_pile(st, 2)
    spirit_plays(st)
    assert len(a.trunks) == 2 and len(b.trunks) == 2


def test_spirit_canopies_go_on_its_tallest_unfinished_tree():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    a = tree(st, SPIRIT, ["trunk_0"])
    b = tree(st, SPIRIT, ["trunk_1", "trunk_1"])
    set_pile(st, 0, "canopy_2")
    set_pile(st, 1)
    set_pile(st, 2)
    spirit_plays(st)
    assert b.canopy >= 0 and a.canopy < 0


def test_the_spirit_discards_what_costs_it_least_for_fire():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    give(st, SPIRIT, "fire", "fire", "fern", "monstera", "monstera", "monstera", "bromeliad", "bromeliad",
         "bromeliad")
    season_end(st, last=SPIRIT)
    # two flora to lose: a Bromeliad (3 -> 2 turns -3 into 7), then the Fern (2) rather than a Monstera (8);
    # its two Fires against none also earned the threat bonus
    assert st.sheets[0][SPIRIT] == {"bromeliad": 7, "monstera": 8, "threat_bonus": 7}


def test_threat_bonus_when_the_spirit_holds_more_threats_counted_before_they_resolve():
    """§18 solo check: 2 Fire + 1 Disease against 1 Fire + 1 Blight."""
    st = new(1, solo=True, card_set="C")
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    give(st, SPIRIT, "fire", "fire", "disease")
    give(st, 0, "fire", "blight")
    season_end(st, last=0)
    assert st.sheets[0][SPIRIT]["threat_bonus"] == 7


def test_the_spirits_wildlife_is_doubled_and_never_negative():
    """§18 solo check: Jaguar (-2 -> 0), Jaguar pair with its active card 6, lone Dart Frog pair 2, Sloth 2."""
    st = new(1, solo=True, card_set="D", species=["jaguar", "frog", "sloth", "boa", "ant", "toucan"])
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    give(st, SPIRIT, "jaguar", "jaguar_pair", "frog_pair", "sloth")
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    season_end(st, last=0)
    assert st.sheets[2][SPIRIT]["wildlife"] == 20
    # and its Jaguar made no one discard
    assert not any(e.kind == "jaguar" for e in st.events())


def test_the_players_jaguar_makes_the_spirit_discard():
    st = new(1, solo=True, card_set="C")
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    give(st, 0, "jaguar")
    give(st, SPIRIT, "howler")
    season_end(st, last=0)
    assert forest_kinds(st, SPIRIT) == []


def test_a_tie_after_the_wildlife_cards_goes_to_the_spirit():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    st.season = 3
    st.deck = st.decks[2]
    st.sheets = [[{}, {}], [{}, {}], [{}, {}]]
    season_end(st, last=0)
    out = st.outcome()
    assert out.totals == (0, 0) and out.winners == ()
    assert out.detail["margin"] == 0


def test_the_player_starts_every_season_and_the_spirit_gets_a_trunk_each():
    st = new(1, solo=True)
    set_pile(st, 0)
    set_pile(st, 1)
    set_pile(st, 2, "rain")
    from .engine_rig import empty_deck
    empty_deck(st)
    refresh(st)
    act(st, A.KEEP)
    assert st.season == 2 and decision(st)[0] == 0
    starting = [u for t in st.forests[SPIRIT].trees for u in t.trunks if st.kind_of(u) == "trunk_start"]
    assert len(starting) == 2


def test_the_spirit_keeps_germination_cards_that_raise_its_value():
    st = new(1, solo=True)
    clear_forest(st, SPIRIT)
    clear_forest(st, 0)
    give(st, SPIRIT, "seed", "monstera", "monstera")
    from .engine_rig import germination_top
    germination_top(st, "rain", "monstera", "sun")
    season_end(st, last=0)
    assert st.sheets[0][SPIRIT]["monstera"] == 8
    assert choose_kind is not None and take is not None
