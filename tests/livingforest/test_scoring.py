"""Living Forest's scoring (game/livingforest/scoring.py): the element totals of §6.2, the line bonuses of §2.6,
the victory counts, winners and ranking of §8, checked on the worked examples of LIVING_FOREST.md §13."""
from __future__ import annotations

import pytest

from game.livingforest import scoring
from game.livingforest.cards import bundled_rules
from game.livingforest.scoring import Counts

RULES = bundled_rules()
OWN_TILES = ("fire", "tree", "flower")     # every Spirit starts with these three


def totals(help_line, forest=None):
    t = scoring.element_totals(RULES, help_line, forest or {})
    return tuple(t[e] for e in scoring.ELEMENTS)


def as_tuple(c: Counts):
    return (c.trees, c.fires, c.flowers)


# --------------------------------------------------------------------------- §13 Example 1 (2 players)

# round 1's help lines: P1 Weasel, Bear, Hare, Goldfish, Lynx; P2 Beetle, Tanuki, Owl, Hummingbird, Fox
R1_P1 = [8, 1, 9, 5, 3]
R1_P2 = [2, 6, 14, 11, 4]
# round 2's: P1 Hedgehog, Tanuki, Beetle, Baboon, Owl; P2 Cobra, Goldfish, Weasel, Bear
R2_P1 = [15, 6, 2, 13, 14]
R2_P2 = [53, 5, 8, 1]


def test_example_1_round_1_help_line_totals():
    assert totals(R1_P1) == (4, 4, 2, 1, 0)
    assert totals(R1_P2) == (6, 2, 4, 1, 0)


def test_example_1_round_1_victory_check_nobody_wins():
    p1 = scoring.counts(RULES, R1_P1, {}, [2], OWN_TILES)       # P1 put out the centre's 2
    p2 = scoring.counts(RULES, R1_P2, {}, [], OWN_TILES)
    assert as_tuple(p1) == (2, 2, 1)
    assert as_tuple(p2) == (2, 1, 1)
    assert not p1.eligible(RULES.victory_target) and not p2.eligible(RULES.victory_target)
    assert scoring.winners(RULES, [p1, p2]) == []


def test_example_1_round_2_a_planted_tree_counts_and_a_negative_flower_stays_negative():
    forest = {(2, 0): "t3b"}
    # P1's water is the tree's 1 once planted; Tanuki's -1 flower is the only flower
    assert totals(R2_P1, forest) == (10, 1, 3, 1, -1)
    assert totals(R2_P2) == (6, 4, 2, 0, 2)
    p1 = scoring.counts(RULES, R2_P1, forest, [2], OWN_TILES)
    p2 = scoring.counts(RULES, R2_P2, {}, [3], OWN_TILES)
    assert as_tuple(p1) == (3, 2, 0)
    assert as_tuple(p2) == (2, 2, 3)
    assert scoring.winners(RULES, [p1, p2]) == []


# --------------------------------------------------------------------------- §13 Example 2 (3 players)

WINTER_2 = {(1, 0): "t3a", (1, 1): "t5a", (1, 2): "t6", (2, 0): "t3b", (2, 2): "t4b", (3, 1): "t7"}
WINTER_2_LINE = [35, 48, 41, 12, 7]          # Spider, Crane, Rhinoceros, Bee, Wild boar


def test_example_2_winter_totals_with_columns_1_and_2_complete():
    assert {line.id for line in scoring.completed_lines(RULES, WINTER_2)} == {"column1", "column2"}
    assert totals(WINTER_2_LINE, WINTER_2) == (4, 4, 12, 3, 1)


def test_example_2_trees_planted_this_turn_count_at_once():
    forest = {**WINTER_2, (0, 1): "t11", (0, 0): "t10"}
    # T11 completes no line (the middle row lacks (4,1)); T10 adds 4 sun: 0 + (1 + 2 + 4) + 1 = 8
    assert {line.id for line in scoring.completed_lines(RULES, forest)} == {"column1", "column2"}
    assert scoring.element_totals(RULES, WINTER_2_LINE, forest)["sun"] == 8


def test_example_2_victory_check():
    winter = scoring.counts(RULES, WINTER_2_LINE, {**WINTER_2, (0, 1): "t11", (0, 0): "t10"}, [2] * 6, OWN_TILES)
    spring = scoring.counts(RULES, [37, 20, 52, 45, 5], {(2, 0): "t3a", (1, 1): "t3b"}, [3] * 4, OWN_TILES)
    summer = scoring.counts(RULES, [9, 1, 8, 3, RULES.varan], {(1, 1): "t3b", (3, 1): "t4a", (4, 1): "t7"},
                            [2] * 5, OWN_TILES)
    assert as_tuple(winter) == (10, 7, 2)
    assert as_tuple(spring) == (4, 5, 2)
    assert as_tuple(summer) == (5, 6, 1)
    assert scoring.winners(RULES, [winter, spring, summer]) == []


def test_example_2_spring_and_summer_totals_a_varan_gives_nothing():
    assert totals([37, 20, 52, 45, 5], {(2, 0): "t3a", (1, 1): "t3b"}) == (9, 7, 1, 5, 1)
    assert totals([9, 1, 8, 3, RULES.varan], {(1, 1): "t3b", (3, 1): "t4a", (4, 1): "t7"}) == (4, 3, 3, 4, 0)


# --------------------------------------------------------------------------- §13 Example 3 (the tie-break)

WINTER_3 = {(0, 0): "t3a", (1, 0): "t3b", (2, 0): "t4a", (3, 0): "t4b", (4, 0): "t5a",
            (1, 1): "t5b", (3, 1): "t6",
            (1, 2): "t7", (2, 2): "t8", (3, 2): "t3a"}
SPRING_3 = {(0, 1): "t3a", (1, 1): "t3b", (3, 1): "t9", (4, 1): "t5a"}
SUMMER_3 = {(1, 0): "t7", (2, 0): "t5b", (3, 0): "t8", (1, 1): "t3b", (3, 1): "t4a", (2, 2): "t6", (3, 2): "t10"}


def example_3(spring_fires: int = 7):
    winter = scoring.counts(RULES, [10, 18, 6, 4, 42], WINTER_3, [2] * 9, ["fire", "tree", "tree"])
    spring = scoring.counts(RULES, [60, 63, 10, 4], SPRING_3, [3] * spring_fires, ["flower", "fire", "flower"])
    summer = scoring.counts(RULES, [58, 56, 38, 47, 28, 10, 4], SUMMER_3, [4] * 10, ["tree", "fire", "flower"])
    return [winter, spring, summer]


def test_example_3_counts():
    winter, spring, summer = example_3()
    # Winter: 10 tiles, 9 types (a second T3A adds no different tree), columns 1-3 but not the middle row
    assert {line.id for line in scoring.completed_lines(RULES, WINTER_3)} == {"column1", "column2", "column3"}
    assert as_tuple(winter) == (12, 10, 6) and winter.sum == 28
    # Spring's middle row is complete: +2 flowers
    assert as_tuple(spring) == (5, 8, 14) and spring.sum == 27
    assert as_tuple(summer) == (9, 11, 9) and summer.sum == 29
    assert [c.eligible(RULES.victory_target) for c in (winter, spring, summer)] == [True, True, False]


def test_example_3_the_higher_sum_among_the_eligible_wins_and_a_higher_sum_without_12_does_not():
    counts = example_3()
    assert scoring.winners(RULES, counts) == [0]
    assert scoring.ranking(RULES, counts) == [[0], [1], [2]]


def test_example_3_one_more_fire_for_spring_shares_the_victory():
    counts = example_3(spring_fires=8)
    assert counts[1].sum == counts[0].sum == 28
    assert scoring.winners(RULES, counts) == [0, 1]
    assert scoring.ranking(RULES, counts) == [[0, 1], [2]]


# --------------------------------------------------------------------------- line bonuses (§2.6)

@pytest.mark.parametrize("line_id, cells, element, amount", [
    ("column1", [(1, 0), (1, 1), (1, 2)], "water", 1),
    ("column2", [(2, 0), (2, 2)], "sun", 1),                       # the start tree fills (2,1)
    ("column3", [(3, 0), (3, 1), (3, 2)], "wind", 1),
    ("middle_row", [(0, 1), (1, 1), (3, 1), (4, 1)], "flower", 2),
])
def test_a_complete_line_gives_its_bonus_and_one_cell_short_gives_nothing(line_id, cells, element, amount):
    # T11 gives no element: what changes is the line's bonus alone
    forest = {cell: "t11" for cell in cells}
    assert [line.id for line in scoring.completed_lines(RULES, forest)] == [line_id]
    expected = dict.fromkeys(scoring.ELEMENTS, 0)
    expected[element] = amount
    assert scoring.permanent_elements(RULES, forest) == expected
    for missing in cells:
        short = {cell: "t11" for cell in cells if cell != missing}
        assert scoring.completed_lines(RULES, short) == ()
        assert scoring.permanent_elements(RULES, short) == dict.fromkeys(scoring.ELEMENTS, 0)


def test_rows_0_and_2_and_columns_0_and_4_give_no_bonus():
    # the whole border: rows 0 and 2, columns 0 and 4 are full, (1,1) and (3,1) empty
    edges = {(x, y): "t11" for x in range(5) for y in (0, 2)} | {(0, 1): "t11", (4, 1): "t11"}
    lines = {line.id for line in scoring.completed_lines(RULES, edges)}
    # only column 2, which the start tree completes with the two border cells
    assert lines == {"column2"}


def test_a_full_forest_has_every_line_and_the_trees_elements():
    forest = {(x, y): "t3a" for x in range(5) for y in range(3) if (x, y) != (2, 1)}
    perm = scoring.permanent_elements(RULES, forest)
    # 14 trees of +1 sun, column 2's +1 sun, column 1's water, column 3's wind, the middle row's 2 flowers
    assert perm == {"sun": 15, "water": 1, "seed": 0, "wind": 1, "flower": 2}


def test_the_start_tree_gives_nothing_even_when_written_in_the_forest():
    assert scoring.permanent_elements(RULES, {(2, 1): "start"}) == dict.fromkeys(scoring.ELEMENTS, 0)
    assert as_tuple(scoring.counts(RULES, [], {(2, 1): "start"}, [], [])) == (1, 0, 0)


# --------------------------------------------------------------------------- counts, winners, ranking (§8)

def test_negative_flowers_count_as_they_are():
    # Tanuki -1 flower, Tanuki's own Flower tile cannot lift it above 0
    c = scoring.counts(RULES, [6], {}, [], ["flower"])
    assert c.flowers == 0
    c = scoring.counts(RULES, [6], {}, [], [])
    assert c.flowers == -1 and c.sum == 1 + 0 - 1


def test_negative_sun_is_a_total_not_a_budget():
    # Butterfly -3 sun: the total stays -3 (a budget of 0 is the engine's business)
    assert scoring.element_totals(RULES, [34], {})["sun"] == -3


def test_fire_tiles_count_one_each_whatever_their_value():
    assert scoring.counts(RULES, [], {}, [4, 4, 4], []).fires == 3
    assert scoring.counts(RULES, [], {}, [2, 2, 2], ["fire", "fire"]).fires == 5


def test_duplicate_trees_add_elements_but_not_a_different_tree():
    forest = {(2, 0): "t5a", (2, 2): "t5a"}
    c = scoring.counts(RULES, [], forest, [], [])
    assert c.trees == 2
    # two T5A (+2 sun each) and column 2's +1 sun
    assert scoring.permanent_elements(RULES, forest)["sun"] == 5


def test_twelve_in_any_category_makes_eligible():
    target = RULES.victory_target
    assert Counts(target, 0, 0).eligible(target)
    assert Counts(0, target, 0).eligible(target)
    assert Counts(0, 0, target).eligible(target)
    assert not Counts(target - 1, target - 1, target - 1).eligible(target)


def test_the_only_eligible_player_wins_whatever_the_sums():
    counts = [Counts(11, 11, 11), Counts(12, 0, 0), Counts(1, 1, 1)]
    assert scoring.winners(RULES, counts) == [1]
    assert scoring.ranking(RULES, counts) == [[1], [0], [2]]


def test_ranking_groups_ties_among_the_eligible_and_among_the_others():
    counts = [Counts(5, 5, 5), Counts(12, 2, 2), Counts(2, 12, 2), Counts(6, 4, 5), Counts(1, 1, 1)]
    assert scoring.winners(RULES, counts) == [1, 2]
    assert scoring.ranking(RULES, counts) == [[1, 2], [0, 3], [4]]


def test_nobody_eligible_ranks_everyone_by_sum():
    counts = [Counts(1, 2, 3), Counts(3, 3, 3), Counts(2, 2, 2)]
    assert scoring.winners(RULES, counts) == []
    assert scoring.ranking(RULES, counts) == [[1], [0, 2]]
