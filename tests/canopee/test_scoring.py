"""Canopée's scoring (game/canopee/scoring.py): the worked examples of CANOPEE.md §18 to the point, and each
formula of §9, §3.3, §3.6, §11 and §14.6 at its edges. Expected numbers are the rules page's, not the data's."""
from __future__ import annotations

import pytest

from game.canopee import scoring as sc
from game.canopee.cards import bundled_rules
from game.canopee.scoring import Forest, Tree


@pytest.fixture(scope="module")
def rules():
    return bundled_rules()


def T(*trunks, canopy=None, scored=False, awarded=False, at=0):
    return Tree(trunks=tuple(trunks), canopy=canopy, scored=scored, awarded=awarded, completed_at=at)


def season_change(rules, effect):
    return next(card for card in rules.season_changes if card.effect == effect)


# ---------------------------------------------------------------------------- §18 example 1: Maria


def test_example_1_maria_gains_41_in_the_final_scoring(rules):
    maria = Forest(
        trees=[T(1, 2, canopy=2), T(0, canopy=1),                      # this season's trees: 7 and 1
               T(1, 1, canopy=1, scored=True), T(2, canopy=0, scored=True), T(0, 1, canopy=2, scored=True)],
        cards=["bromeliad", "fern", "fern", "fern", "monstera", "rain", "rain", "sun"],
        wildlife=["toucan", "frog", "frog_pair", "sloth_pair"],
    )
    otto = Forest(
        trees=[T(1, 0, 1, canopy=1), T(2, canopy=1, scored=True), T(1, canopy=1, scored=True),
               T(0, 0, canopy=0, scored=True)],
        wildlife=["boa"],
    )
    result = sc.score_season(rules, rules.mode_for(2), 3, [maria, otto], previous=[31, 40])
    m, o = result.sheets
    assert (m["trees"], m["tallest_tree"]) == (8, 0)
    assert m["fern"] + m["bromeliad"] + m["monstera"] == 8
    assert (m["weather"], m["wildlife"], m["lushest_forest"]) == (5, 10, 10)
    assert m["season"] == 41
    assert o["tallest_tree"] == 5 and o["lushest_forest"] == 0 and o["season"] >= 5
    assert result.tallest.height == 3 and result.tallest.marked == (None, 0)


# ---------------------------------------------------------------------------- §18 example 2: a season 1


def ana_season_1(keep_canopy=False, spread_discard="bromeliad"):
    cards = {"fern": 2 + (not keep_canopy), "monstera": 3, "bromeliad": 1, "rain": 1, "sun": 2, "fire": 1}
    cards[spread_discard] -= 1
    trees = [T(0, 2, canopy=2, at=1), T(1, canopy=1 if keep_canopy else None, at=2)]
    return Forest(trees=trees, cards=cards, wildlife=["kinkajou"])


BEA_SEASON_1 = Forest(
    trees=[T(0, 1, 1, canopy=1, at=1), T(2, canopy=0, at=2)],
    cards={"bromeliad": 2, "fern": 1, "monstera": 3, "rain": 2, "sun": 2, "fire": 3, "disease": 2},
    wildlife=["boa"],
)


def test_example_2_season_1_ana_25_bea_37(rules):
    result = sc.score_season(rules, rules.mode_for(2), 1, [ana_season_1(), BEA_SEASON_1])
    ana, bea = result.sheets
    assert (ana["trees"], ana["tallest_tree"], ana["fern"], ana["monstera"], ana["bromeliad"], ana["weather"]) == (
        6, 0, 6, 8, 0, 5)
    assert ana["season"] == 25
    assert (bea["trees"], bea["tallest_tree"], bea["bromeliad"], bea["fern"], bea["monstera"], bea["weather"]) == (
        7, 3, 7, 2, 8, 10)
    assert bea["season"] == 37
    assert result.tallest.marked == (None, 0)           # B1, the 3-trunk tree, takes the award
    assert result.winners is None and "wildlife" not in ana


@pytest.mark.parametrize("discard, expected", [("fern", 25), ("bromeliad", 21), ("monstera", 15)])
def test_example_2_bot_check_keeping_the_canopy(rules, discard, expected):
    ana = ana_season_1(keep_canopy=True, spread_discard=discard)
    result = sc.score_season(rules, rules.mode_for(2), 1, [ana, BEA_SEASON_1])
    assert result.sheets[0]["trees"] == 8
    assert result.sheets[0]["season"] == expected


def test_example_2b_a_tie_in_season_2_both_score_4_on_their_earliest_tree(rules):
    ana = [T(1, 0, canopy=1, at=5), T(0, 2, canopy=2, scored=True, at=1)]      # new h2 listed first
    bea = [T(0, 1, 1, canopy=1, scored=True, awarded=True, at=1), T(2, canopy=0, scored=True, at=2),
           T(1, 1, canopy=1, at=6)]
    award = sc.tallest_tree([ana, bea], sc.award_points(rules.mode_for(2), 2))
    assert award.height == 2
    assert award.points == (4, 4)
    assert award.marked == (1, 2)          # Ana's A1 (completed in season 1); Bea's new tree, B1 excluded


# ---------------------------------------------------------------------------- §18 example 3 and the solo checks


def test_example_3_final_scoring_ana_93_bea_90(rules):
    ana_trees = [T(1, canopy=1, scored=True), T(0, 1, canopy=1, scored=True), T(2, 0, canopy=0, scored=True),
                 T(1, 1, 0, 2, canopy=2, scored=True), T(0, 1, 1)]
    bea_trees = [T(1, canopy=1, scored=True), T(0, canopy=2, scored=True), T(1, 1, 1, canopy=1, scored=True),
                 T(0, 2, 0, canopy=0, scored=True)]
    ana_wildlife = ["boa", "boa_pair", "kinkajou", "ant_pair", "marmoset"]
    bea_wildlife = ["jaguar", "jaguar_pair", "toucan_pair", "tamarin"]
    assert sc.wildlife_points(rules, ana_wildlife) == 10
    assert sc.wildlife_points(rules, bea_wildlife) == 6
    assert sc.marmoset_points(rules, ana_wildlife, ana_trees) == 3
    assert sc.marmoset_points(rules, bea_wildlife, bea_trees) == 0
    lush = sc.lushest_forest([sc.completed_count(ana_trees), sc.completed_count(bea_trees)], 10)
    assert lush == (10, 10)
    totals = [70 + 10 + 3 + lush[0], 74 + 6 + lush[1]]
    assert totals == [93, 90]
    assert sc.winners(totals, [len(ana_wildlife), len(bea_wildlife)]) == (0,)


def test_example_3_solo_checks(rules):
    assert sc.wildlife_points(rules, ["jaguar", "jaguar_pair", "frog_pair", "sloth"], spirit=True) == 20
    assert sc.threat_bonus(rules, spirit_threats=3, player_threats=2) == 7
    assert sc.threat_count(rules, ["fire", "fire", "disease", "rain"]) == 3
    assert sc.vines_points(rules, 2, 5) == 10
    forest = Forest(trees=[T(1, canopy=1, scored=True)] * 5, cards=["vines", "vines"])
    sheet = sc.score_season(rules, rules.mode_for(2), 2, [forest, Forest(trees=[])]).sheets[0]
    assert sheet["vines"] == 10


# ---------------------------------------------------------------------------- each formula at its edges


@pytest.mark.parametrize("ferns, points", [(0, 0), (1, 2), (2, 0), (3, 6), (5, 10), (6, 0), (7, 14)])
def test_ferns_score_only_an_odd_number(rules, ferns, points):
    assert sc.fern_points(rules, ferns) == points


@pytest.mark.parametrize("n, points", [(0, 0), (1, 2), (2, 7), (3, -3), (4, -3), (9, -3)])
def test_bromeliads_score_together(rules, n, points):
    assert sc.bromeliad_points(rules, n) == points


@pytest.mark.parametrize("n, points", [(0, 0), (2, 0), (3, 8), (4, 8), (11, 8)])
def test_monsteras_need_three(rules, n, points):
    assert sc.monstera_points(rules, n) == points


@pytest.mark.parametrize("rain, sun, points", [(0, 0, 0), (3, 0, 0), (1, 1, 5), (2, 1, 5), (3, 4, 15)])
def test_each_rain_and_sun_pair_scores_5(rules, rain, sun, points):
    assert sc.weather_points(rules, rain, sun) == points


@pytest.mark.parametrize("rain, sun, survive", [(0, 0, True), (1, 0, True), (2, 0, False), (1, 3, False),
                                                (4, 3, True)])
def test_orchids_are_discarded_from_a_gap_of_two(rules, rain, sun, survive):
    assert sc.orchids_survive(rules, rain, sun) is survive


def test_orchids_and_vines(rules):
    assert sc.orchid_points(rules, 3) == 9
    assert sc.vines_points(rules, 3, 0) == 0
    unfinished_only = Forest(trees=[T(2, 2), T(1)], cards=["vines"])
    assert sc.flora_weather(rules, unfinished_only.cards, sc.completed_count(unfinished_only.trees))["vines"] == 0


def test_flora_weather_total_is_the_sum_of_the_sheet(rules):
    # the bots' shortcut (no dict) must add up to the sheet's entries for any counts, edges of each table included
    import itertools

    kinds = ("fern", "bromeliad", "monstera", "rain", "sun", "vines", "orchid")
    for n in itertools.product(range(5), repeat=len(kinds)):
        counts = dict(zip(kinds, n))
        for completed in (0, 3):
            assert sc.flora_weather_total(rules, counts, completed) == sum(
                sc.flora_weather(rules, counts, completed).values()), (counts, completed)
    assert sc.flora_weather_total(rules, {"bromeliad": 9}, 0) == -3


def test_a_season_may_be_negative(rules):
    alone = Forest(trees=[T(0)], cards=["bromeliad"] * 3 + ["seed", "fire"])
    result = sc.score_season(rules, rules.mode_for(2), 1, [alone, Forest(trees=[])])
    assert result.sheets[0]["season"] == -3


def test_trees_score_once_and_only_when_completed(rules):
    assert sc.tree_points([0], 1) == 1                 # the Starting Trunk under a ×1 canopy
    assert sc.tree_points([2, 2, 1], 0) == 5           # a ×0 canopy: the trunks alone
    assert sc.tree_points([1, 1, 1, 1], 2) == 12
    trees = [T(2, 2, 2), T(1, canopy=2, scored=True), T(0, 1, canopy=2)]
    assert sc.trees_points(trees) == 5                 # the unfinished and the already scored give nothing


def test_tallest_tree_edges(rules):
    none = sc.tallest_tree([[T(2, 2, 2)], []], 3)      # unfinished trees never compete
    assert (none.height, none.points, none.marked) == (None, (0, 0), (None, None))
    awarded = sc.tallest_tree([[T(1, 1, 1, canopy=1, scored=True, awarded=True), T(1, canopy=0)], [T(0, 0, canopy=1)]], 4)
    assert awarded.points == (0, 4) and awarded.height == 2
    three = sc.tallest_tree([[T(1, 1, canopy=1)], [T(0, canopy=1)], [T(2, 2, canopy=0)]], 3)
    assert three.points == (3, 0, 3)
    mode4 = rules.mode_for(4)
    assert [sc.award_points(mode4, s) for s in (1, 2)] == [3, 4]
    assert [sc.award_points(rules.mode_for(2), s) for s in (1, 2, 3)] == [3, 4, 5]


def test_season_of_giants_adds_3_also_on_a_tie(rules):
    giants = season_change(rules, "giants")
    points = sc.award_points(rules.mode_for(2), 1, giants)
    assert points == 6
    tie = sc.tallest_tree([[T(1, canopy=1)], [T(2, canopy=1)]], points)
    assert tie.points == (6, 6)
    forests = [Forest(trees=[T(1, canopy=1)]), Forest(trees=[T(2, canopy=1)])]
    result = sc.score_season(rules, rules.mode_for(2), 1, forests, season_change=giants)
    assert [s["tallest_tree"] for s in result.sheets] == [6, 6]


def test_season_of_saplings_pays_each_one_trunk_tree_scored_this_season(rules):
    saplings = season_change(rules, "saplings")
    trees = [T(1, canopy=1), T(0, canopy=2), T(1, 2, canopy=1), T(2, canopy=1, scored=True), T(1)]
    assert sc.saplings_bonus(saplings, sc.new_trees(trees)) == 4
    assert sc.saplings_bonus(None, sc.new_trees(trees)) == 0
    sheet = sc.score_season(rules, rules.mode_for(2), 2, [Forest(trees=trees), Forest(trees=[])],
                            season_change=saplings).sheets[0]
    assert sheet["season_change"] == 4
    assert sheet["season"] == sheet["trees"] + sheet["tallest_tree"] + 4


def test_monsoon_heatwave_and_blooms(rules):
    monsoon, heatwave, blooms = (season_change(rules, e) for e in ("monsoon", "heatwave", "blooms"))
    cards = ["rain"] * 4 + ["sun"]
    assert sc.step5_bonus(monsoon, cards) == 3
    assert sc.step5_bonus(heatwave, cards) == 0
    assert sc.step5_bonus(heatwave, ["sun", "sun"]) == 2
    assert sc.step5_bonus(blooms, ["fern", "bromeliad", "monstera", "monstera"]) == 3
    assert sc.step5_bonus(blooms, ["fern", "fern", "monstera"]) == 0
    assert sc.step5_bonus(season_change(rules, "prestige"), cards) == 0


def test_season_of_migration_pays_the_most_wildlife_if_any(rules):
    migration = season_change(rules, "migration")
    assert sc.migration_points(migration, [2, 3, 3]) == (0, 3, 3)
    assert sc.migration_points(migration, [0, 0]) == (0, 0)
    assert sc.migration_points(None, [2, 1]) == (0, 0)
    forests = [Forest(trees=[], wildlife=["boa", "frog"]), Forest(trees=[], wildlife=["ant"])]
    sheets = sc.score_season(rules, rules.mode_for(2), 1, forests, season_change=migration).sheets
    assert [s["season_change"] for s in sheets] == [3, 0] and [s["season"] for s in sheets] == [3, 0]


def test_wildlife_pair_alone_and_with_its_active_card(rules):
    assert sc.wildlife_points(rules, ["kinkajou_pair"]) == 1
    assert sc.wildlife_points(rules, ["kinkajou_pair", "kinkajou"]) == 6
    assert sc.wildlife_points(rules, ["jaguar"]) == -2
    assert sc.wildlife_points(rules, ["goliath", "goliath_pair"]) == 4
    assert sc.wildlife_points(rules, []) == 0
    # the Spirit: negative values count 0, the whole doubled
    assert sc.wildlife_points(rules, ["goliath"], spirit=True) == 0
    assert sc.wildlife_points(rules, ["toucan", "toucan_pair"], spirit=True) == 10


def test_marmoset_counts_distinct_heights_of_completed_trees_for_its_holder(rules):
    trees = [T(1, canopy=1), T(0, canopy=1), T(1, 1, canopy=0), T(2, 2, 2)]
    assert sc.marmoset_points(rules, ["marmoset"], trees) == 2            # heights 1 and 2; the unfinished h3 not
    assert sc.marmoset_points(rules, ["marmoset_pair"], trees) == 0
    assert sc.marmoset_points(rules, ["marmoset"], trees, spirit=True) == 0
    assert sc.marmoset_points(rules, ["marmoset"], []) == 0


def test_lushest_forest(rules):
    assert sc.lushest_forest([5, 4], 10) == (10, 0)
    assert sc.lushest_forest([3, 3, 1, 3], 5) == (5, 5, 0, 5)
    assert sc.lushest_forest([0, 0], 10) == (0, 0)


def test_winner_and_tie_breaks(rules):
    assert sc.winners([50, 60], [3, 1]) == (1,)
    assert sc.winners([60, 60], [2, 3]) == (1,)           # most wildlife cards
    assert sc.winners([60, 60, 10], [3, 3, 9]) == (0, 1)   # still tied: shared
    assert sc.winners([60, 60], [3, 3], solo=True) == (1,)  # solo: the Spirit wins a full tie
    assert sc.winners([61, 60], [0, 3], solo=True) == (0,)
    assert sc.winners([-4, -9], [0, 0]) == (0,)


def test_threat_bonus_needs_strictly_more(rules):
    assert sc.threat_bonus(rules, 2, 2) == 0
    assert sc.threat_bonus(rules, 0, 1) == 0
    assert sc.threat_bonus(rules, 1, 0) == 7


def test_solo_end_of_game_through_score_season(rules):
    player = Forest(trees=[T(1, canopy=1, scored=True, awarded=True)], wildlife=["marmoset", "jaguar"], threats=1)
    spirit = Forest(trees=[T(0, canopy=1, scored=True, awarded=True)], wildlife=["jaguar_pair", "marmoset_pair", "goliath"],
                    threats=2)
    result = sc.score_season(rules, rules.mode_for(1, True), 3, [player, spirit], solo=True, previous=[30, 23])
    p, s = result.sheets
    assert (p["threat_bonus"], s["threat_bonus"]) == (0, 7)
    assert (p["wildlife"], p["marmoset"]) == (-2, 1)
    assert s["wildlife"] == 2 * (3 + 2 + 0) and s["marmoset"] == 0
    assert p["lushest_forest"] == s["lushest_forest"] == 10
    # player 30 + (-2 + 1 + 10) = 39; Spirit 23 + 7 + 10 + 10 = 50
    assert result.winners == (1,)


def test_score_season_refuses_a_season_the_game_does_not_have(rules):
    with pytest.raises(ValueError):
        sc.score_season(rules, rules.mode_for(3), 3, [Forest(trees=[])] * 3)
