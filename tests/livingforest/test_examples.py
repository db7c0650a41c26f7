"""The worked examples of LIVING_FOREST.md reproduced step by step: §5.7 (a draw phase with a Fragment) and §13's
Example 1 (the first two rounds of a 2-player game), Example 2 (a late 3-player round: T11, a corner bonus, the
Circle and its steals, a Varan shortage, the cap of 7 fires) and Example 3 (the end of the game and its
tie-break). Every number the page gives is asserted at the moment it gives it."""
from __future__ import annotations

from collections import Counter

from game.livingforest import actions as A

from .rig import (RULES, VARAN, cid, deal, draw_top_first, give, names, play, reveal_all, set_fires,
                  set_forest, set_fragments, set_help, set_row, set_tiles, totals)

WINTER, SPRING, SUMMER = 0, 1, 2
P1, P2 = 0, 1


def legal_takes(st, seat):
    return sorted(RULES.cards[a.card].names["en"] for a in st.legal_actions(seat) if type(a) is A.Take)


def kinds(st, seat):
    return [a.kind for a in st.legal_actions(seat) if type(a) is A.Act]


# --------------------------------------------------------------------------- §5.7, Example D1


def test_example_d1_a_fragment_cancels_the_varan_then_beetle_forces_the_stop():
    st = deal(2)
    give(st, 0, "draw", "Butterfly", "Bear", "Lynx", "Owl", "Fire Varan", "Beetle")
    set_fragments(st, {0: 1})
    st.resume()
    st.check_invariants()
    varans = st.varan_supply
    assert reveal_all(st, 0, 4) == [-1, 0, 1, 2]           # Butterfly G, Bear S, Lynx S, Owl S: continue
    assert st.decision(0) == "draw"
    play(st, 0, A.REVEAL)                                   # the Fire Varan: B = 3, a forced stop looms
    assert st.spirits[0].balance == 3 and st.decision(0) == "forced"
    assert set(st.legal_actions(0)) == {A.FRAGMENT, A.STOP}
    play(st, 0, A.FRAGMENT)
    assert st.varan_supply == varans + 1                    # the Varan returns to the supply
    assert st.spirits[0].fragments == 0 and st.spirits[0].balance == 2
    assert st.decision(0) == "draw"
    play(st, 0, A.REVEAL)                                   # Beetle: B = 3, no Fragment left: forced stop
    sp = st.spirits[0]
    assert sp.stopped and st.decision(0) is None
    assert names(sp.help) == ["Butterfly", "Bear", "Lynx", "Owl", "Beetle"]
    assert sp.balance == 3 and sp.allowance == 1
    assert totals(st, 0) == (2, 2, 6, 1, 0)
    st.check_invariants()


# --------------------------------------------------------------------------- §13, Example 1


def example1():
    return deal(2, first=P1, decks={
        P1: ["Weasel", "Bear", "Hare", "Goldfish", "Lynx", "Tanuki", "Beetle", "Baboon", "Owl", "Fox", "Fawn",
             "Hummingbird", "Bee", "Wild boar"],
        P2: ["Beetle", "Tanuki", "Owl", "Hummingbird", "Fox", "Goldfish", "Weasel", "Bear", "Hare", "Bee",
             "Baboon", "Fawn", "Lynx", "Wild boar"]},
        rows={1: ["Hedgehog", "Flamingo", "Raven", "Horse"], 2: ["Rooster", "Rhinoceros", "Frog", "Cobra"],
              3: ["Panther", "Bison", "Dolphin", "Deer"]},
        stacks={1: ["Caterpillar", "Squirrel", "Coati", "Lemur"], 2: ["Crane", "Platypus"]})


def test_example_1_setup():
    st = example1()
    assert st.first == P1 and [sp.rock for sp in st.spirits] == [0, 6]
    assert st.centre == [2] and st.varan_supply == 23 and st.fragment_supply == 20
    assert st.fire_supply == {2: 29, 3: 16, 4: 12}
    assert set(st.dispenser.values()) == {2}
    assert st.to_act() == {P1, P2} and st.decision(P1) == "draw"
    assert st.legal_actions(P1) == (A.REVEAL,), "no Stop before the first card"
    st.check_invariants()


def round_1(st):
    # Guardian Animals, simultaneous: the two seats interleaved
    b1, b2 = [], []
    for _ in range(5):
        b1 += reveal_all(st, P1, 1)
        b2 += reveal_all(st, P2, 1)
    assert b1 == [0, 1, 1, 1, 2]                 # Weasel, Bear S, Hare, Goldfish, Lynx S
    assert b2 == [1, 1, 2, 2, 3]                 # Beetle S, Tanuki, Owl S, Hummingbird, Fox S
    assert st.spirits[P2].stopped and st.spirits[P2].allowance == 1, "forced, no Fragment"
    assert not st.spirits[P1].stopped
    play(st, P1, A.STOP)
    assert st.spirits[P1].allowance == 2
    assert totals(st, P1) == (4, 4, 2, 1, 0)
    assert totals(st, P2) == (6, 2, 4, 1, 0)
    # Actions, P1 first
    assert st.phase == "action" and st.to_act() == {P1} and st.decision(P1) == "action"
    play(st, P1, A.act("extinguish"))
    assert st.legal_actions(P1) == (A.fire(2),)
    play(st, P1, A.fire(2))
    assert st.centre == [] and st.spirits[P1].fires == [2]
    play(st, P1, A.DONE)
    assert "extinguish" not in kinds(st, P1), "two different actions"
    play(st, P1, A.act("attract"))
    assert legal_takes(st, P1) == ["Flamingo", "Hedgehog", "Horse", "Raven"]
    play(st, P1, A.take(cid("Hedgehog")))
    assert legal_takes(st, P1) == [], "any pair costs 5 or more"
    play(st, P1, A.DONE)
    assert draw_top_first(st, P1)[0] == "Hedgehog" and st.attracted[1] == 1
    assert st.to_act() == {P2}, "P1's allowance is used: P2 plays"
    play(st, P2, A.act("attract"), A.take(cid("Cobra")))
    assert st.attracted == {1: 1, 2: 1, 3: 0}
    play(st, P2, A.DONE)                         # P2's only action: the round ends
    assert draw_top_first(st, P2)[0] == "Cobra"


def test_example_1_round_1():
    st = example1()
    round_1(st)
    # end of round 1
    [check] = [e for e in st.events() if e.kind == "victory_check"]
    assert [(c["trees"], c["fires"], c["flowers"]) for c in check.data["counts"]] == [(2, 2, 1), (2, 1, 1)]
    [varans] = [e for e in st.events() if e.kind == "varans"]
    assert varans.data["fires"] == 0 and varans.data["given"] == [0, 0], "the centre is empty: nothing happens"
    assert st.centre == [2, 3] and sum(st.centre) == 5
    assert st.fire_supply == {2: 28, 3: 15, 4: 12}
    assert names(st.rows[1]) == ["Flamingo", "Raven", "Horse", "Caterpillar"]
    assert names(st.rows[2]) == ["Rooster", "Rhinoceros", "Frog", "Crane"]
    assert len(st.spirits[P1].discard) == len(st.spirits[P2].discard) == 5
    assert draw_top_first(st, P1) == ["Hedgehog", "Tanuki", "Beetle", "Baboon", "Owl", "Fox", "Fawn", "Hummingbird",
                                      "Bee", "Wild boar"]
    assert draw_top_first(st, P2) == ["Cobra", "Goldfish", "Weasel", "Bear", "Hare", "Bee", "Baboon", "Fawn", "Lynx",
                                      "Wild boar"]
    assert st.first == P2, "the Sacred Tree passes to P2"
    assert st.round == 2 and st.phase == "draw"
    st.check_invariants()


def test_example_1_round_2_and_the_state_after_it():
    st = example1()
    round_1(st)
    assert reveal_all(st, P1, 5) == [0, 0, 1, 1, 2]         # Hedgehog, Tanuki, Beetle S, Baboon, Owl S
    play(st, P1, A.STOP)
    assert reveal_all(st, P2, 4) == [1, 1, 1, 2]            # Cobra S, Goldfish, Weasel, Bear S
    play(st, P2, A.STOP)
    assert totals(st, P1) == (10, 0, 3, 1, -1)
    assert totals(st, P2) == (6, 4, 2, 0, 2)
    assert [sp.allowance for sp in st.spirits] == [2, 2]
    # P2 first now
    assert st.to_act() == {P2}
    play(st, P2, A.act("extinguish"))
    assert st.legal_actions(P2) == (A.fire(2), A.fire(3)), "{2, 3} = 5 is too much"
    play(st, P2, A.fire(3))
    assert st.legal_actions(P2) == (A.DONE,)
    play(st, P2, A.DONE)
    assert st.centre == [2]
    play(st, P2, A.act("attract"), A.take(cid("Horse")), A.take(cid("Caterpillar")), A.DONE)
    assert st.decision(P2) == "attract_order"
    play(st, P2, A.top(cid("Caterpillar")))                 # then Horse, the last, on top by itself
    assert draw_top_first(st, P2)[:2] == ["Horse", "Caterpillar"] and st.attracted[1] == 2
    # P1
    play(st, P1, A.act("plant"))
    assert st.legal_actions(P1) == (A.tree("t3a"), A.tree("t3b"))
    play(st, P1, A.tree("t3b"))
    assert {(a.x, a.y) for a in st.legal_actions(P1) if type(a) is A.Cell} == {(1, 1), (3, 1), (2, 0), (2, 2)}
    play(st, P1, A.cell(2, 0))
    assert st.totals(P1)["water"] == 1
    play(st, P1, A.act("attract"))
    assert legal_takes(st, P1) == sorted(["Flamingo", "Raven", "Rooster", "Rhinoceros", "Frog", "Crane", "Panther",
                                          "Dolphin"])
    play(st, P1, A.take(cid("Rhinoceros")), A.take(cid("Flamingo")))
    assert st.attracted == {1: 3, 2: 1, 3: 0}
    play(st, P1, A.DONE, A.top(cid("Flamingo")))
    # end of round 2
    checks = [e for e in st.events() if e.kind == "victory_check"]
    assert [(c["trees"], c["fires"], c["flowers"]) for c in checks[-1].data["counts"]] == [(3, 2, 0), (2, 2, 3)]
    varans = [e for e in st.events() if e.kind == "varans"][-1]
    assert varans.data["fire"] == 2 and varans.data["fires"] == 1
    assert varans.data["attacked"] == [P1] and varans.data["given"] == [1, 0]
    assert st.varan_supply == 22
    assert st.centre == [2, 2, 2, 2, 3] and sum(st.centre) == 11
    assert st.fire_supply == {2: 25, 3: 14, 4: 12}
    assert names(st.rows[1]) == ["Raven", "Squirrel", "Coati", "Lemur"]
    assert names(st.rows[2]) == ["Rooster", "Frog", "Crane", "Platypus"]
    assert st.first == P1
    # the state after round 2
    p1, p2 = st.spirits
    assert draw_top_first(st, P1) == ["Rhinoceros", "Flamingo", "Fox", "Fawn", "Hummingbird", "Bee", "Wild boar"]
    assert Counter(names(p1.discard)) == Counter(["Weasel", "Bear", "Hare", "Goldfish", "Lynx", "Hedgehog", "Tanuki",
                                                  "Beetle", "Baboon", "Owl", "Fire Varan"])
    assert len(p1.cards()) == 18 == 14 + 3 + 1
    assert p1.fires == [2] and p1.forest == {(2, 0): "t3b"} and st.totals(P1)["water"] == 1
    assert draw_top_first(st, P2) == ["Horse", "Caterpillar", "Hare", "Bee", "Baboon", "Fawn", "Lynx", "Wild boar"]
    assert len(p2.discard) == 9 and len(p2.cards()) == 17 == 14 + 3
    assert p2.fires == [3]
    # conservation
    assert st.fire_supply[2] + st.centre.count(2) + p1.fires.count(2) == 25 + 4 + 1 == 30
    assert st.fire_supply[3] + st.centre.count(3) + p2.fires.count(3) == 14 + 1 + 1 == 16
    st.check_invariants()


# --------------------------------------------------------------------------- §13, Example 2


def example2():
    st = deal(3, first=WINTER)
    set_row(st, 1, "Beaver", "Meerkat", "Tortoise", "Toucan")
    set_row(st, 2, "Woodpecker", "Salamander", "Marmot", "Koala")
    set_row(st, 3, "Panda", "Gorilla", "Crocodile", "Elephant")
    set_help(st, WINTER, "Spider", "Crane", "Rhinoceros", "Bee", "Wild boar")
    set_help(st, SPRING, "Horned Owl", "Lemur", "Eagle", "Frog", "Goldfish")
    set_help(st, SUMMER, "Hare", "Bear", "Weasel", "Lynx", "Fire Varan")
    # 5 Varans left in the supply: the others in the discards of earlier rounds
    for seat, n in ((WINTER, 6), (SPRING, 6), (SUMMER, 5)):
        give(st, seat, "discard", *["Fire Varan"] * n)
    set_forest(st, WINTER, {(1, 0): "t3a", (1, 1): "t5a", (1, 2): "t6", (2, 0): "t3b", (2, 2): "t4b", (3, 1): "t7"})
    set_forest(st, SPRING, {(2, 0): "t3a", (1, 1): "t3b"})
    set_forest(st, SUMMER, {(1, 1): "t3b", (3, 1): "t4a", (4, 1): "t7"})
    set_fires(st, [2, 3, 3, 4], {WINTER: [2] * 6, SPRING: [2] * 4, SUMMER: [2] * 5})
    set_fragments(st, {WINTER: 4, SPRING: 4, SUMMER: 4})
    for seat, rock in ((WINTER, 1), (SPRING, 3), (SUMMER, 4)):
        st.spirits[seat].rock = rock
    for seat, allowance in ((WINTER, 2), (SPRING, 2), (SUMMER, 1)):
        st.spirits[seat].stopped = True
        st.spirits[seat].allowance = allowance
    st.resume()
    return st


def test_example_2_the_start_of_the_action_phase():
    st = example2()
    assert st.centre == [2, 3, 3, 4] and sum(st.centre) == 12
    assert st.varan_supply == 5 and st.fragment_supply == 8
    assert st.dispenser["t10"] > 0 and st.dispenser["t11"] > 0
    assert [sp.balance for sp in st.spirits] == [1, 2, 3]
    assert totals(st, WINTER) == (4, 4, 12, 3, 1)
    assert totals(st, SPRING) == (9, 7, 1, 5, 1)
    assert totals(st, SUMMER) == (4, 3, 3, 4, 0)
    assert st.phase == "action" and st.to_act() == {WINTER}
    st.check_invariants()


def example2_played():
    st = example2()
    # Winter: Plant T11, then Plant again thanks to it, on the top-left corner: a bonus Attract with 8 + 3
    play(st, WINTER, A.act("plant"))
    assert A.tree("t11") in st.legal_actions(WINTER)
    play(st, WINTER, A.tree("t11"), A.cell(0, 1))
    assert "middle_row" not in [e.data["lines"] for e in st.events() if e.kind == "plant"][-1]
    assert "plant" in kinds(st, WINTER), "the same action twice: T11 is planted"
    play(st, WINTER, A.act("plant"), A.tree("t10"), A.cell(0, 0))
    assert st.decision(WINTER) == "corner_bonus"
    assert st.totals(WINTER)["sun"] == 8
    play(st, WINTER, A.ACCEPT)
    assert "Panda" in legal_takes(st, WINTER) and "Elephant" not in legal_takes(st, WINTER), "budget 11"
    play(st, WINTER, A.take(cid("Panda")), A.DONE)
    assert draw_top_first(st, WINTER)[0] == "Panda" and st.attracted[3] == 1
    # Spring: Move 4 over Summer to rock 8, steal Summer's Fire tile, bonus Attract, then a normal Attract
    assert st.to_act() == {SPRING}
    play(st, SPRING, A.act("move"))
    assert st.legal_actions(SPRING) == tuple(A.move(d) for d in range(1, 6))
    assert st.path(SPRING, 1)[0] == 5 and st.path(SPRING, 5)[0] == 9
    play(st, SPRING, A.move(4))
    assert st.spirits[SPRING].rock == 8
    assert st.decision(SPRING) == "steal"
    play(st, SPRING, A.steal(SUMMER, "fire"))
    assert (SUMMER, "fire") in st.spirits[SPRING].tiles
    assert st.decision(SPRING) == "rock_bonus"
    play(st, SPRING, A.ACCEPT)
    play(st, SPRING, A.take(cid("Woodpecker")), A.take(cid("Beaver")), A.DONE, A.top(cid("Beaver")))
    assert st.attracted == {1: 1, 2: 1, 3: 1}
    assert "attract" in kinds(st, SPRING), "a rock bonus does not count as Attract"
    play(st, SPRING, A.act("attract"))
    assert "Koala" in legal_takes(st, SPRING)
    play(st, SPRING, A.take(cid("Koala")), A.DONE)
    assert st.attracted == {1: 1, 2: 2, 3: 1}
    # Summer: Move 4 over Spring to rock 9 (Fragment), take Summer-Fire back, 1 Fragment
    assert st.to_act() == {SUMMER}
    play(st, SUMMER, A.act("move"))
    assert st.legal_actions(SUMMER) == tuple(A.move(d) for d in range(1, 5))
    assert sorted(st.spirits[SPRING].tiles) == [(SPRING, "fire"), (SPRING, "flower"), (SPRING, "tree"),
                                                (SUMMER, "fire")]
    play(st, SUMMER, A.move(4))
    assert st.spirits[SUMMER].rock == 9
    play(st, SUMMER, A.steal(SPRING, "fire"))
    return st


def test_example_2_the_round_and_its_end():
    st = example2_played()
    assert sorted(st.spirits[SUMMER].tiles) == [(SUMMER, "fire"), (SUMMER, "flower"), (SUMMER, "tree")]
    assert st.spirits[SUMMER].fragments == 5 and st.fragment_supply == 7
    # end of round: the victory check
    check = [e for e in st.events() if e.kind == "victory_check"][-1]
    assert [(c["trees"], c["fires"], c["flowers"]) for c in check.data["counts"]] == [(10, 7, 2), (4, 5, 2),
                                                                                       (5, 6, 1)]
    assert not any(c["eligible"] for c in check.data["counts"])
    # Onibi: F = 12, n = 4, everyone attacked, 5 Varans dealt round-robin from Winter
    varans = [e for e in st.events() if e.kind == "varans"][-1]
    assert varans.data["fire"] == 12 and varans.data["fires"] == 4
    assert varans.data["attacked"] == [WINTER, SPRING, SUMMER]
    assert varans.data["given"] == [2, 2, 1] and st.varan_supply == 0
    # new fires: a 2, two 3s, and the cap stops Panda's 4
    assert st.centre == [2, 3, 3, 4, 2, 3, 3] and sum(st.centre) == 20
    fires = [e for e in st.events() if e.kind == "new_fires"][-1]
    assert fires.data["added"] == [2, 3, 3] and fires.data["full"]
    # refill: L1 +1, L2 +2, L3 +1
    refills = {e.data["level"]: len(e.data["cards"]) for e in st.events() if e.kind == "refill"}
    assert refills == {1: 1, 2: 2, 3: 1}
    assert all(len(r) == 4 for r in st.rows.values())
    # Help Lines to the discards, Summer's Varan too; the Sacred Tree to Spring
    assert all(not sp.help for sp in st.spirits)
    assert st.spirits[SUMMER].discard.count(VARAN) == 5 + 1 + 1
    assert st.first == SPRING and st.round == 2 and st.phase == "draw"
    st.check_invariants()


# --------------------------------------------------------------------------- §13, Example 3


def example3(spring_extra_fire: bool = False):
    st = deal(3, first=WINTER)
    set_forest(st, WINTER, {(0, 0): "t3a", (1, 0): "t3b", (2, 0): "t4a", (3, 0): "t4b", (4, 0): "t5a",
                            (1, 1): "t5b", (3, 1): "t6", (1, 2): "t7", (2, 2): "t8", (3, 2): "t3a"})
    set_forest(st, SPRING, {(0, 1): "t3a", (1, 1): "t3b", (3, 1): "t9", (4, 1): "t5a"})
    # Summer: 7 different types, no flower, the middle row open
    set_forest(st, SUMMER, {(1, 1): "t3b", (3, 1): "t4a", (2, 0): "t5a", (2, 2): "t5b", (1, 0): "t6",
                            (3, 0): "t7", (1, 2): "t8"})
    set_help(st, WINTER, "Fawn", "Ram", "Tanuki", "Fox", "Goat")
    set_help(st, SPRING, "Elephant", "Panda", "Fawn", "Fox")
    set_help(st, SUMMER, "Chameleon", "Gorilla", "Woodpecker", "Platypus", "Cockatoo", "Fawn", "Fox")
    set_fires(st, [], {WINTER: [2] * 9, SPRING: [2] * (8 if spring_extra_fire else 7), SUMMER: [2] * 10})
    set_tiles(st, {WINTER: [(WINTER, "fire"), (WINTER, "tree"), (SUMMER, "tree")],
                   SPRING: [(WINTER, "flower"), (SPRING, "fire"), (SPRING, "flower")],
                   SUMMER: [(SPRING, "tree"), (SUMMER, "fire"), (SUMMER, "flower")]})
    # the end of an Action phase: Summer, last in turn order, is to end its turn
    for sp in st.spirits:
        sp.stopped = True
        sp.allowance = 2
    st.resume()
    play(st, WINTER, A.END_TURN)
    play(st, SPRING, A.END_TURN)
    assert st.to_act() == {SUMMER} and not st.is_over
    st.check_invariants()
    return st


def test_example_3_counts_and_the_tie_break():
    st = example3()
    counts = st.counts()
    assert (counts[WINTER].trees, counts[WINTER].fires, counts[WINTER].flowers, counts[WINTER].sum) == (12, 10, 6, 28)
    assert (counts[SPRING].flowers, counts[SPRING].trees, counts[SPRING].fires, counts[SPRING].sum) == (14, 5, 8, 27)
    assert (counts[SUMMER].fires, counts[SUMMER].trees, counts[SUMMER].flowers, counts[SUMMER].sum) == (11, 9, 9, 29)
    play(st, SUMMER, A.END_TURN)
    assert st.is_over and st.to_act() == frozenset()
    outcome = st.outcome()
    assert outcome.winners == (WINTER,), "the higher S among the eligible; Summer's 29 does not count"
    assert outcome.totals == (28, 27, 29) and st.scores() == [28, 27, 29]
    assert outcome.detail["eligible"] == [True, True, False]
    assert [e.kind for e in st.events()][-2:] == ["victory_check", "game_end"], "no Onibi after a victory"
    st.check_invariants()


def test_example_3_one_more_fire_for_spring_shares_the_victory():
    st = example3(spring_extra_fire=True)
    play(st, SUMMER, A.END_TURN)
    assert st.outcome().winners == (WINTER, SPRING)
    assert st.outcome().totals[:2] == (28, 28)
