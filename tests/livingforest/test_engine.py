"""Living Forest's rules, one by one (LIVING_FOREST.md §5-§8): what a player may do at each decision and what
happens, on positions set by hand (tests/livingforest/rig.py) or dealt from a seed."""
from __future__ import annotations

import json
import random

import pytest

from game.core.registry import game_def
from game.errors import SaveError
from game.livingforest import LIVING_FOREST
from game.livingforest import actions as A

from .rig import (RULES, VARAN, cid, deal, draw_top_first, give, names, play, refused, reveal_all, set_fires,
                  set_forest, set_fragments, set_help, set_row, set_tiles, totals)


def to_actions(st, seat=0, allowance=2, help_line=("Beetle", "Lynx", "Owl", "Bee", "Hare")):
    """Every seat stopped with the given Help Line for ``seat`` (others: one Hare), ``seat`` to act first."""
    st.first = seat
    for s, sp in enumerate(st.spirits):
        set_help(st, s, *(help_line if s == seat else ("Hare",)))
        sp.stopped = True
        sp.allowance = allowance
    st.resume()
    assert st.to_act() == {seat} and st.decision(seat) == "action"
    return st


def kinds(st, seat):
    return [a.kind for a in st.legal_actions(seat) if type(a) is A.Act]


# --------------------------------------------------------------------------- §5 the Guardian Animals phase


def test_everyone_draws_at_once_and_must_reveal_before_stopping():
    st = deal(3, first=1)
    assert st.to_act() == {0, 1, 2}
    for seat in range(3):
        assert st.legal_actions(seat) == (A.REVEAL,)
        refused(st, seat, A.STOP)
    play(st, 2, A.REVEAL)
    assert A.STOP in st.legal_actions(2) and st.legal_actions(0) == (A.REVEAL,)
    play(st, 2, A.STOP)
    assert st.to_act() == {0, 1} and st.decision(2) is None
    refused(st, 2, A.REVEAL)


def test_a_reveal_that_makes_three_solitary_stops_the_seat_at_once_without_a_fragment():
    st = deal(2, decks={0: ["Bear", "Beetle", "Lynx", "Fox", "Owl", "Goldfish", "Tanuki", "Wild boar", "Weasel",
                            "Hare", "Fawn", "Hummingbird", "Bee", "Baboon"]})
    assert reveal_all(st, 0, 3) == [1, 2, 3]
    sp = st.spirits[0]
    assert sp.stopped and sp.allowance == 1 and st.to_act() == {1}
    stop = [e for e in st.events() if e.kind == "stop"][-1]
    assert stop.seat == 0 and stop.data["forced"] and stop.data["reason"] == "bust" and stop.data["allowance"] == 1


def test_a_stop_at_two_keeps_two_actions_and_no_reveal_is_allowed_at_three():
    st = deal(2, decks={0: ["Bear", "Beetle", "Lynx", "Fox", "Owl", "Goldfish", "Tanuki", "Wild boar", "Weasel",
                            "Hare", "Fawn", "Hummingbird", "Bee", "Baboon"]})
    set_fragments(st, {0: 1})
    assert reveal_all(st, 0, 2) == [1, 2]
    play(st, 0, A.STOP)
    assert st.spirits[0].allowance == 2
    st = deal(2, decks={0: ["Bear", "Beetle", "Lynx", "Fox", "Owl", "Goldfish", "Tanuki", "Wild boar", "Weasel",
                            "Hare", "Fawn", "Hummingbird", "Bee", "Baboon"]})
    set_fragments(st, {0: 1})
    reveal_all(st, 0, 3)
    assert st.decision(0) == "forced" and A.REVEAL not in st.legal_actions(0)
    refused(st, 0, A.REVEAL)
    play(st, 0, A.STOP)
    assert st.spirits[0].allowance == 1 and st.spirits[0].fragments == 1


def test_a_fragment_removes_only_the_card_just_revealed_once_and_sends_it_to_the_discard():
    st = deal(2, decks={0: ["Hare", "Bee", "Fawn", "Bear", "Beetle", "Lynx", "Fox", "Owl", "Goldfish", "Tanuki",
                            "Wild boar", "Weasel", "Hummingbird", "Baboon"]})
    set_fragments(st, {0: 2})
    st.resume()
    assert A.FRAGMENT not in st.legal_actions(0), "nothing revealed yet"
    play(st, 0, A.REVEAL)
    assert A.FRAGMENT in st.legal_actions(0)
    play(st, 0, A.FRAGMENT)
    sp = st.spirits[0]
    assert sp.help == [] and names(sp.discard) == ["Hare"] and sp.fragments == 1 and st.fragment_supply == 19
    assert A.FRAGMENT not in st.legal_actions(0), "one Fragment per card"
    refused(st, 0, A.FRAGMENT)
    play(st, 0, A.REVEAL, A.REVEAL)
    play(st, 0, A.FRAGMENT)                                 # on Fawn, the card just revealed, not on Bee
    assert names(sp.help) == ["Bee"] and names(sp.discard) == ["Hare", "Fawn"] and sp.fragments == 0
    play(st, 0, A.REVEAL)
    assert A.FRAGMENT not in st.legal_actions(0), "no Fragment left"
    st.check_invariants()


def test_a_fragment_on_a_fire_varan_returns_it_to_the_supply_for_good():
    st = deal(2)
    give(st, 0, "draw", "Fire Varan")
    set_fragments(st, {0: 1})
    st.resume()
    supply = st.varan_supply
    play(st, 0, A.REVEAL, A.FRAGMENT)
    assert st.varan_supply == supply + 1 and VARAN not in st.spirits[0].cards()
    st.check_invariants()


def test_gregarious_cards_cancel_solitary_symbols_in_any_order_but_not_their_elements():
    st = deal(2, decks={0: ["Bear", "Beetle", "Lynx", "Fox", "Owl", "Goldfish", "Tanuki", "Wild boar", "Weasel",
                            "Hare", "Fawn", "Hummingbird", "Bee", "Baboon"]})
    give(st, 0, "draw", "Butterfly", "Toucan")
    st.resume()
    assert reveal_all(st, 0, 6) == [-1, -2, -1, 0, 1, 2]
    assert not st.spirits[0].stopped
    assert totals(st, 0)[0] == -3 - 2 + 3 + 2, "Butterfly -3 and Toucan -2 sun, Beetle 3, Lynx 2"


def test_the_discard_is_reshuffled_only_when_a_reveal_finds_the_draw_pile_empty():
    st = deal(2)
    sp = st.spirits[0]
    kept = sp.draw[:]
    sp.discard, sp.draw = kept[:-1], kept[-1:]              # one card left to draw, the rest discarded
    st.resume()
    play(st, 0, A.REVEAL)
    assert sp.draw == [] and len(sp.discard) == 13, "no reshuffle while a card was left"
    assert not [e for e in st.events() if e.kind == "reshuffle"]
    play(st, 0, A.REVEAL)
    [shuffle] = [e for e in st.events() if e.kind == "reshuffle"]
    assert shuffle.seat == 0 and shuffle.data["cards"] == 13
    assert sp.discard == [] and len(sp.draw) == 12 and len(sp.help) == 2, "the Help Line stays out"
    st.check_invariants()


def test_a_seat_with_no_card_left_stops_by_itself():
    st = deal(2)
    give(st, 0, "draw", "Chimpanzee", "Toucan", "Butterfly")    # 3 Gregarious on top of 14 cards, 5 Solitary
    st.resume()
    sp = st.spirits[0]
    reveal_all(st, 0, 16)
    assert not sp.stopped and st.legal_actions(0) == (A.REVEAL, A.STOP)
    play(st, 0, A.REVEAL)
    assert sp.stopped and sp.balance == 2 and sp.allowance == 2 and not sp.draw and not sp.discard
    stop = [e for e in st.events() if e.kind == "stop"][-1]
    assert stop.data["forced"] and stop.data["reason"] == "no_card"
    st.check_invariants()


# --------------------------------------------------------------------------- §6 the Action phase


def test_two_different_actions_unless_t11_is_planted_and_then_full_budgets_each_time():
    st = to_actions(deal(2), help_line=("Beetle", "Lynx", "Weasel", "Tanuki", "Hare"))   # 10 sun
    assert st.totals(0)["sun"] == 10
    play(st, 0, A.act("attract"), A.take(cid(names(st.rows[1])[0])), A.DONE)
    assert "attract" not in kinds(st, 0)
    refused(st, 0, A.act("attract"))
    st = to_actions(deal(2), help_line=("Beetle", "Lynx", "Weasel", "Tanuki", "Hare"))
    set_forest(st, 0, {(1, 1): "t11"})
    st.resume()
    set_row(st, 2, "Marmot", "Badger", "Goat", "Crane")      # 7, 8, 8, 6
    play(st, 0, A.act("attract"), A.take(cid("Marmot")))
    assert A.DONE in st.legal_actions(0)
    assert all(RULES.cards[a.card].cost <= 3 for a in st.legal_actions(0) if type(a) is A.Take), "3 sun left"
    play(st, 0, A.DONE)
    assert "attract" in kinds(st, 0), "T11: the same action twice"
    play(st, 0, A.act("attract"))
    assert A.take(cid("Badger")) in st.legal_actions(0), "the full 10 sun again"
    play(st, 0, A.take(cid("Badger")), A.DONE)
    assert st.to_act() == {1}


def test_t11_planted_by_the_first_action_allows_the_repeat_and_an_allowance_of_one_ends_the_turn():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Rhinoceros"))   # seeds 2+2+1+2+3 = 10
    set_help(st, 0, "Owl", "Bear", "Bee", "Wild boar", "Rhinoceros", "Praying mantis")
    st.resume()
    assert st.totals(0)["seed"] == 14
    play(st, 0, A.act("plant"), A.tree("t11"), A.cell(1, 1))
    assert "plant" in kinds(st, 0)
    st = to_actions(deal(2), allowance=1)
    play(st, 0, A.act("fragment"))
    assert st.to_act() == {1}, "an allowance of 1: the turn is over"


def test_the_turn_may_end_early_and_ends_by_itself_without_any_legal_action():
    st = to_actions(deal(2))
    play(st, 0, A.END_TURN)
    assert st.to_act() == {1}
    # nothing possible: no sun, water, seed, wind, and no Fragment in the supply
    st = deal(2)
    set_fragments(st, {0: 10, 1: 10})
    st.first = 0
    for s, sp in enumerate(st.spirits):
        set_help(st, s, "Fawn")
        sp.stopped, sp.allowance = True, 2
    set_fires(st, [], {})
    st.resume()
    assert st.round == 2, "no seat had a legal action: straight to the next round"
    ends = [e for e in st.events() if e.kind == "end_turn"]
    assert [(e.seat, e.data["passed"]) for e in ends] == [(0, False), (1, False)]


def test_take_a_fragment_is_illegal_with_an_empty_supply():
    st = deal(2)
    set_fragments(st, {0: 10, 1: 10})
    to_actions(st)
    assert "fragment" not in kinds(st, 0)
    refused(st, 0, A.act("fragment"))


def test_attract_fits_the_budget_card_by_card_and_puts_the_cards_on_top_in_the_chosen_order():
    st = to_actions(deal(2), help_line=("Beetle", "Lynx", "Weasel", "Hare"))    # 7 sun
    set_row(st, 1, "Spider", "Beaver", "Hedgehog", "Lemur")     # 1, 2, 3, 5
    set_row(st, 2, "Rooster", "Bull", "Frog", "Crane")          # 5, 5, 6, 6
    play(st, 0, A.act("attract"))
    assert A.DONE not in st.legal_actions(0), "at least one card"
    refused(st, 0, A.DONE)
    play(st, 0, A.take(cid("Lemur")))                            # 2 sun left
    takes = {names([a.card])[0] for a in st.legal_actions(0) if type(a) is A.Take}
    assert takes == {"Spider", "Beaver"}
    refused(st, 0, A.take(cid("Hedgehog")))
    play(st, 0, A.take(cid("Spider")))                           # 1 left
    assert st.legal_actions(0) == (A.DONE,), "the budget is not used up, but nothing more fits"
    play(st, 0, A.DONE)
    assert st.decision(0) == "attract_order"
    assert set(st.legal_actions(0)) == {A.top(cid("Lemur")), A.top(cid("Spider"))}
    play(st, 0, A.top(cid("Spider")))
    assert draw_top_first(st, 0)[:2] == ["Lemur", "Spider"], "the last one put ends on top"
    assert st.view(0).own_top() == [cid("Lemur"), cid("Spider")]
    assert "own_top" not in st.view(1).to_json()["seats"][0]
    assert len(st.rows[1]) == 2, "empty slots wait for the end of the round"


def test_extinguish_fits_the_water_budget_fire_by_fire():
    st = to_actions(deal(2), help_line=("Goldfish", "Hummingbird", "Bear", "Lynx", "Fox", "Hare"))   # 2+1+1+1+1 = 6
    set_fires(st, [2, 3, 4, 4], {})
    st.resume()
    assert st.totals(0)["water"] == 6
    play(st, 0, A.act("extinguish"))
    assert st.legal_actions(0) == (A.fire(2), A.fire(3), A.fire(4))
    play(st, 0, A.fire(4))
    assert st.legal_actions(0) == (A.fire(2), A.DONE), "{4, 4} = 8 does not fit"
    refused(st, 0, A.fire(4))
    play(st, 0, A.fire(2), A.DONE)
    assert sorted(st.spirits[0].fires) == [2, 4] and sorted(st.centre) == [3, 4]


def test_plant_needs_an_empty_cell_next_to_a_tree_and_back_chooses_another_tree():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))   # 7 seeds
    set_forest(st, 0, {(2, 0): "t3a"})
    st.resume()
    play(st, 0, A.act("plant"))
    assert st.legal_actions(0) == tuple(A.tree(t) for t in ("t3a", "t3b", "t4a", "t4b", "t5a", "t5b", "t6", "t7"))
    play(st, 0, A.tree("t7"))
    cells = {(a.x, a.y) for a in st.legal_actions(0) if type(a) is A.Cell}
    assert cells == {(1, 0), (3, 0), (1, 1), (3, 1), (2, 2)}
    refused(st, 0, A.cell(0, 0))
    refused(st, 0, A.cell(2, 1))
    play(st, 0, A.BACK)
    assert st.decision(0) == "plant"
    play(st, 0, A.tree("t4b"), A.cell(3, 0))
    assert st.spirits[0].forest == {(2, 0): "t3a", (3, 0): "t4b"} and st.dispenser["t4b"] == 1
    assert st.totals(0)["flower"] == 1
    st.check_invariants()


def test_a_tree_type_runs_out_of_the_dispensers():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))
    set_forest(st, 1, {(2, 0): "t3a", (2, 2): "t3a"})
    st.resume()
    play(st, 0, A.act("plant"))
    assert A.tree("t3a") not in st.legal_actions(0)


def test_a_completed_line_counts_at_once_for_the_next_action():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))   # 7 seeds, 1 wind
    set_forest(st, 0, {(2, 0): "t3a", (3, 0): "t3a", (3, 1): "t3b"})
    st.resume()
    wind = st.totals(0)["wind"]
    play(st, 0, A.act("plant"), A.tree("t3b"), A.cell(3, 2))
    plant = [e for e in st.events() if e.kind == "plant"][-1]
    assert plant.data["lines"] == ["column3"]
    assert st.totals(0)["wind"] == wind + 1
    play(st, 0, A.act("move"))
    assert len(st.legal_actions(0)) == wind + 1


def test_the_corner_fragments_take_what_the_supply_has():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))
    set_forest(st, 0, {(3, 1): "t3a", (4, 1): "t3a"})
    set_fragments(st, {1: 19})
    st.resume()
    play(st, 0, A.act("plant"), A.tree("t3b"), A.cell(4, 0))
    assert st.spirits[0].fragments == 1 and st.fragment_supply == 0
    corner = [e for e in st.events() if e.kind == "corner"][-1]
    assert corner.data["result"] == "taken" and corner.data["taken"] == 1
    st.check_invariants()


def test_the_extinguish_corner_adds_two_water_to_that_bonus_only_and_does_not_count_as_an_action():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))   # 1 water (Bear)
    set_forest(st, 0, {(3, 1): "t3a", (4, 1): "t3a"})
    set_fires(st, [3, 4], {})
    st.resume()
    assert st.totals(0)["water"] == 1
    play(st, 0, A.act("plant"), A.tree("t5a"), A.cell(4, 2))
    assert st.decision(0) == "corner_bonus"
    play(st, 0, A.ACCEPT)
    assert st.legal_actions(0) == (A.fire(3), A.DONE), "1 + 2 = 3 water"
    play(st, 0, A.fire(3), A.DONE)
    assert "extinguish" not in kinds(st, 0), "1 water without the bonus"
    assert st.spirits[0].done == ["plant"]
    # a corner bonus that cannot do anything fizzles without asking
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))
    set_forest(st, 0, {(3, 1): "t3a", (4, 1): "t3a"})
    set_fires(st, [4], {})
    st.resume()
    play(st, 0, A.act("plant"), A.tree("t5a"), A.cell(4, 2))
    assert st.decision(0) == "action"
    assert [e for e in st.events() if e.kind == "corner"][-1].data["result"] == "fizzled"


def test_a_bonus_attract_may_be_declined_or_ended_with_nothing():
    st = to_actions(deal(2), help_line=("Owl", "Bear", "Bee", "Wild boar", "Hare"))
    set_forest(st, 0, {(1, 1): "t3a", (1, 0): "t3a"})
    st.resume()
    play(st, 0, A.act("plant"), A.tree("t5b"), A.cell(0, 0), A.ACCEPT)
    assert A.DONE in st.legal_actions(0), "a bonus: done with none declines it"
    play(st, 0, A.DONE)
    assert st.decision(0) == "action" and st.attracted == {1: 0, 2: 0, 3: 0}


def test_moving_jumps_occupied_rocks_steals_once_per_spirit_and_may_go_round():
    st = deal(4, first=0)
    for seat, rock in enumerate((0, 1, 2, 5)):
        st.spirits[seat].rock = rock
    to_actions(st, help_line=("Owl", "Hare", "Wolf", "Dog", "Horned Owl"))    # wind 1 + 1 + 2 + 3 + 3 = 10
    assert st.totals(0)["wind"] == 10
    assert st.path(0, 1) == (3, [1, 2])
    assert st.path(0, 3) == (6, [1, 2, 3])
    assert st.path(0, 9) == (0, [1, 2, 3]), "its own starting rock, left empty, counts"
    end, jumped = st.path(0, 10)
    assert end == 3 and jumped == [1, 2, 3], "round the Circle: each Spirit once"
    set_tiles(st, {1: [(1, "fire")], 2: [], 3: [(3, "tree"), (3, "flower"), (3, "fire"), (2, "fire"),
                                                (2, "tree"), (2, "flower")]})
    st.spirits[0].tiles = [(0, "fire"), (0, "tree"), (0, "flower")]
    play(st, 0, A.act("move"), A.move(3))
    # seat 1 holds one kind: taken by itself; seat 2 holds none; seat 3 is asked
    assert (1, "fire") in st.spirits[0].tiles and st.spirits[1].tiles == []
    assert st.decision(0) == "steal"
    assert set(st.legal_actions(0)) == {A.steal(3, "fire"), A.steal(3, "tree"), A.steal(3, "flower")}
    play(st, 0, A.steal(3, "tree"))
    assert (3, "tree") in st.spirits[0].tiles, "the robbed Spirit's own colour when the thief's is not there"
    assert st.spirits[0].rock == 6 and st.rules.rocks[6] == "plant"


def test_a_rock_bonus_that_cannot_happen_fizzles_and_a_fragment_rock_resolves_itself():
    st = to_actions(deal(2), help_line=("Hare", "Fawn"))      # 1 wind, nothing else
    st.spirits[0].rock, st.spirits[1].rock = 0, 6
    play(st, 0, A.act("move"), A.move(1))                      # rock 1: Fragment
    assert st.spirits[0].fragments == 1
    assert [e for e in st.events() if e.kind == "rock_bonus"][-1].data["result"] == "taken"
    st = to_actions(deal(2), help_line=("Hare", "Fawn"))
    st.spirits[0].rock, st.spirits[1].rock = 1, 6
    play(st, 0, A.act("move"), A.move(1))                      # rock 2: Attract with 0 sun
    assert st.decision(0) == "action"
    assert [e for e in st.events() if e.kind == "rock_bonus"][-1].data["result"] == "fizzled"


def test_a_rock_bonus_plant_may_be_declined():
    st = to_actions(deal(2), help_line=("Hare", "Owl", "Bear"))   # 2 wind, 4 seeds
    st.spirits[0].rock, st.spirits[1].rock = 10, 1
    play(st, 0, A.act("move"), A.move(2))                      # 11, then 0 (1 is occupied: not counted)
    assert st.spirits[0].rock == 0 and st.decision(0) == "rock_bonus"
    play(st, 0, A.DECLINE)
    assert st.decision(0) == "action" and "plant" in kinds(st, 0)


# --------------------------------------------------------------------------- §7 the end of the round


def end_round_with(st, centre, water_help):
    """Every seat stopped with the given Help Lines and no action: the round ends at once."""
    st.first = 0
    set_fires(st, centre, {})
    for s, sp in enumerate(st.spirits):
        set_help(st, s, *water_help[s])
        sp.stopped, sp.allowance = True, 0
    st.resume()


def test_equal_water_is_safe_and_each_attacked_seat_gets_one_varan_per_fire():
    st = deal(3)
    end_round_with(st, [2, 3], [("Goldfish", "Hummingbird", "Bear", "Fox"), ("Goldfish", "Hummingbird"),
                                ("Fawn",)])                # water 5 (= F: safe), 3, 0
    varans = [e for e in st.events() if e.kind == "varans"][-1]
    assert varans.data["fire"] == 5 and varans.data["attacked"] == [1, 2] and varans.data["given"] == [0, 2, 2]
    assert st.spirits[2].discard.count(VARAN) == 2 and st.varan_supply == 19
    st.check_invariants()


def test_the_varans_are_dealt_one_by_one_from_the_first_player_while_the_supply_lasts():
    st = deal(3)
    for seat, n in ((0, 8), (1, 8), (2, 5)):
        give(st, seat, "discard", *["Fire Varan"] * n)
    assert st.varan_supply == 2
    end_round_with(st, [2, 2, 2], [("Fawn",), ("Fawn",), ("Fawn",)])
    assert st.first == 1
    varans = [e for e in st.events() if e.kind == "varans"][-1]
    assert varans.data["given"] == [1, 1, 0] and st.varan_supply == 0
    st.check_invariants()


def test_the_empty_centre_gets_one_fire_and_a_value_out_of_supply_is_skipped():
    st = deal(2)
    end_round_with(st, [], [("Fawn",), ("Fawn",)])
    assert st.centre == [2]
    st = deal(3)
    st.first = 0
    set_fires(st, [], {0: [2] * 10, 1: [2] * 10, 2: [2] * 10})     # every value-2 tile held, 11 fires each
    st.attracted[1], st.attracted[2] = 2, 1
    for s, sp in enumerate(st.spirits):
        set_help(st, s, "Fawn")
        sp.stopped, sp.allowance = True, 0
    # the attracted cards must be somewhere: on the seats' draw piles
    for card in (st.rows[1][0], st.rows[1][1], st.rows[2][0]):
        st.rows[RULES.cards[card].level].remove(card)
        st.spirits[0].draw.append(card)
    st.resume()
    assert st.centre == [3], "no value-2 tile left: level 1's fires skipped, level 2's added"
    st.check_invariants()


def test_victory_is_checked_only_at_the_end_of_the_round():
    st = to_actions(deal(2), help_line=("Goldfish", "Hummingbird", "Bear", "Fox", "Fawn"))   # water 6
    set_fires(st, [2, 2, 2], {0: [2] * 9})
    st.resume()
    play(st, 0, A.act("extinguish"), A.fire(2), A.fire(2))
    assert st.counts()[0].fires == 12 and not st.is_over, "the action phase goes on"
    play(st, 0, A.DONE, A.END_TURN)
    assert not st.is_over and st.to_act() == {1}
    play(st, 1, A.END_TURN)
    assert st.is_over and st.outcome().winners == (0,)


def test_the_round_cap_ends_a_simulation_on_the_highest_sum():
    st = deal(2, options={"round_cap": True})
    st.round = RULES.round_cap
    end_round_with(st, [], [("Fawn",), ("Hare",)])
    assert st.is_over and st.outcome().detail["capped"]
    assert st.outcome().winners == (0,)
    st = deal(2)
    st.round = RULES.round_cap
    end_round_with(st, [], [("Fawn",), ("Hare",)])
    assert not st.is_over, "without the option, no cap"


# --------------------------------------------------------------------------- protocol


def test_illegal_actions_are_refused_and_change_nothing():
    st = to_actions(deal(2), help_line=("Beetle", "Lynx", "Weasel", "Hare"))
    refused(st, 1, A.act("attract"))                   # not seat 1's turn
    refused(st, 0, A.REVEAL)                           # not a draw decision
    refused(st, 0, A.take(cid("Hedgehog")))
    refused(st, 0, A.Act("dance"))
    refused(st, 7, A.END_TURN)
    refused(st, 0, "end_turn")


def test_a_game_is_saved_and_read_back_mid_draw_phase_and_mid_action():
    definition = game_def("living-forest")
    st = definition.new_state(3, 5)
    play(st, 0, A.REVEAL)
    play(st, 2, A.REVEAL)
    back = definition.state_from_json(json.loads(json.dumps(st.to_json())))
    assert back.to_json() == st.to_json() and back.to_act() == st.to_act()
    st = to_actions(deal(2), help_line=("Beetle", "Lynx", "Weasel", "Hare"))
    set_row(st, 1, "Spider", "Beaver", "Hedgehog", "Lemur")
    play(st, 0, A.act("attract"), A.take(cid("Spider")))
    back = definition.state_from_json(json.loads(json.dumps(st.to_json())))
    assert back.to_json() == st.to_json() and back.legal_actions(0) == st.legal_actions(0)
    back.check_invariants()
    data = st.to_json()
    data["spirits"][0]["help"].append(cid("Spider"))    # a card in two places
    with pytest.raises(SaveError):
        definition.state_from_json(data)
    with pytest.raises(SaveError):
        definition.state_from_json({"format": 1})


def test_views_hide_draw_piles_and_stacks():
    st = LIVING_FOREST.new_state(2, 4)
    seen = json.dumps(st.view(0).to_json())
    assert "draw" in seen
    view = st.view(0).to_json()
    assert view["seats"][1]["draw"] == 14 and view["stacks"] == {"1": 19, "2": 12, "3": 8}
    other = st.view(0).determinize(random.Random(1))
    assert other.view(0).to_json() == view and other.spirits[1].draw != st.spirits[1].draw


def test_options_are_checked():
    with pytest.raises(ValueError):
        LIVING_FOREST.new_state(2, 1, options={"first_player": 3})
    with pytest.raises(ValueError):
        LIVING_FOREST.new_state(2, 1, options={"colour": "blue"})
    with pytest.raises(ValueError):
        LIVING_FOREST.new_state(5, 1)
    with pytest.raises(ValueError):
        LIVING_FOREST.new_state(1, 1, solo=True)
    assert LIVING_FOREST.new_state(4, 1, options={"first_player": 3}).first == 3


def test_the_setup_follows_the_player_count():
    for players, rocks in ((2, (0, 6)), (3, (2, 6, 10)), (4, (0, 6, 9, 3))):
        st = LIVING_FOREST.new_state(players, 7, options={"first_player": 1})
        assert [st.spirits[(1 + i) % players].rock for i in range(players)] == list(rocks)
        assert st.dispenser == RULES.tree_copies(players)
        assert all(len(r) == 4 for r in st.rows.values()) and st.centre == [2]
        assert all(sorted(sp.draw) == sorted(RULES.starting) for sp in st.spirits)
        st.check_invariants()


def test_apply_observed_plays_the_same_game_and_shows_each_moment_of_an_end_of_round():
    # the window draws the moments inside one action (the end of a round comes within the last player's last
    # action): every event is shown once, in order, with the state as it stood then, and the game is unchanged
    from game.livingforest import LIVING_FOREST
    from game.livingforest.agents import AGENTS

    state = LIVING_FOREST.new_state(3, 12)
    twin = state.clone()
    agents = [AGENTS["easy"](i) for i in range(3)]
    seen_round_end = False
    while not state.is_over and state.round < 4:
        seat = min(state.to_act())
        action = agents[seat].choose(state.view(seat))
        before = len(state.events())
        moments = []
        state.apply_observed(seat, action, lambda k, st: moments.append((k, st.events()[k].kind, st.round,
                                                                          tuple(st.view(0).centre()))))
        twin.apply(seat, action)
        assert [k for k, *_ in moments] == list(range(before, len(state.events())))
        kinds = [kind for _, kind, *_ in moments]
        if "new_fires" in kinds:
            seen_round_end = True
            check = kinds.index("victory_check")
            # Onibi compares with the fires as they stood: the new fires are not there yet at the check
            assert moments[check][3] != moments[-1][3] or moments[check][2] != moments[-1][2]
    assert seen_round_end and state.to_json() == twin.to_json()
    assert "_observe" not in state.__dict__
