"""Property tests: the compiled scorer agrees with a plain reading of the rules on random grids."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.catalogue import rules_for
from game.ecosysteme.scoring import frame_from_rows

from .. import oracle

FOREST = rules_for("forest")
SAVANE = rules_for("savane")


def grids(kinds: list[str], empty: bool = False):
    cell = st.sampled_from(kinds + ([None] if empty else []))
    return st.lists(st.lists(cell, min_size=5, max_size=5), min_size=4, max_size=4)


def mirrored(grid):
    return [list(reversed(row)) for row in grid]


def flipped(grid):
    return list(reversed(grid))


@settings(max_examples=300, deadline=None)
@given(grids(oracle.FOREST, empty=True))
def test_forest_single_ecosystem_matches_the_rules(grid):
    sheet = FOREST.scorer.score_frame(frame_from_rows(FOREST, grid))
    expected = oracle.forest_own(grid)
    for kind, points in expected.items():
        if kind in ("stream", "wolf"):
            continue  # comparisons are settled across the table
        assert sheet.kinds[kind] == points, kind


@settings(max_examples=200, deadline=None)
@given(st.lists(grids(oracle.FOREST), min_size=2, max_size=6), st.data())
def test_forest_table_with_comparisons_and_biodiversity(table, data):
    neutral = None
    if len(table) == 2 and data.draw(st.booleans()):
        neutral = data.draw(st.lists(st.sampled_from(oracle.FOREST), max_size=20))
    frames = [frame_from_rows(FOREST, g) for g in table]
    neutral_idx = None if neutral is None else [FOREST.kind(k).index for k in neutral]
    result = FOREST.scorer.score_table(frames, neutral=neutral_idx)
    sheets, totals = oracle.forest_table(table, neutral)
    assert [p.total for p in result.players] == totals
    for got, want in zip(result.players, sheets):
        assert got.kinds == want
        assert got.gaps == sum(1 for v in want.values() if v == 0)
    assert FOREST.scorer.totals(frames, neutral_idx) == totals
    best = max(totals)
    assert result.winners == [i for i, t in enumerate(totals) if t == best]


@settings(max_examples=150, deadline=None)
@given(grids(oracle.FOREST), grids(oracle.FOREST))
def test_forest_solo_opponent_has_no_biodiversity(player, alban):
    frames = [frame_from_rows(FOREST, player), frame_from_rows(FOREST, alban)]
    result = FOREST.scorer.score_table(frames, solo=True)
    _, totals = oracle.forest_table([player, alban], solo=True)
    assert [p.total for p in result.players] == totals
    assert result.players[1].biodiversity is None
    assert result.solo.margin == totals[0] - totals[1]


@settings(max_examples=300, deadline=None)
@given(grids(oracle.SAVANE, empty=True))
def test_savane_single_ecosystem_matches_the_rules_and_best_prey(grid):
    sheet = SAVANE.scorer.score_frame(frame_from_rows(SAVANE, grid))
    want, _ = oracle.savane_own(grid, best=True)
    for kind in oracle.SAVANE[:8]:
        assert sheet.kinds[kind] == want[kind], kind
    # the default lion prey is an optimal choice for the owner (ties may pick another optimum)
    assert sheet.total == sum(want.values())


@settings(max_examples=200, deadline=None)
@given(grids(oracle.SAVANE), grids(oracle.SAVANE))
def test_savane_solo_opponent_prey_is_the_worst_for_it(player, jhay):
    frames = [frame_from_rows(SAVANE, player), frame_from_rows(SAVANE, jhay)]
    result = SAVANE.scorer.score_table(frames, solo=True)
    _, totals = oracle.savane_table([player, jhay], solo=True)
    assert [p.total for p in result.players] == totals


@settings(max_examples=150, deadline=None)
@given(st.lists(grids(oracle.SAVANE), min_size=2, max_size=6))
def test_savane_table_gazelle_herds(table):
    frames = [frame_from_rows(SAVANE, g) for g in table]
    result = SAVANE.scorer.score_table(frames)
    _, totals = oracle.savane_table(table)
    assert [p.total for p in result.players] == totals
    assert all(p.biodiversity is None for p in result.players)


@settings(max_examples=150, deadline=None)
@given(grids(oracle.SAVANE), st.data())
def test_savane_any_valid_owner_prey_choice_is_scored_as_chosen(grid, data):
    frame = frame_from_rows(SAVANE, grid)
    default = SAVANE.scorer.score_frame(frame)
    if not default.lion_picks:
        return
    choice = data.draw(st.permutations(default.lion_candidates)).__getitem__(slice(default.lion_picks))
    chosen = SAVANE.scorer.score_frame(frame, prey_choice=choice)
    want, down = oracle.savane_own(grid, prey_choice=[divmod(i, 5) for i in sorted(choice)])
    assert chosen.total == sum(want.values())
    assert set(chosen.lion_prey) == set(choice)
    assert chosen.total <= default.total  # the default is the owner's best


@settings(max_examples=200, deadline=None)
@given(grids(oracle.FOREST))
def test_forest_scores_do_not_depend_on_mirroring(grid):
    """Every Forêt rule is symmetric: a mirrored ecosystem scores the same."""
    score = FOREST.scorer.score_frame
    base = score(frame_from_rows(FOREST, grid)).kinds
    assert score(frame_from_rows(FOREST, mirrored(grid))).kinds == base
    assert score(frame_from_rows(FOREST, flipped(grid))).kinds == base


@settings(max_examples=200, deadline=None)
@given(grids(oracle.SAVANE))
def test_savane_scores_do_not_depend_on_left_right_mirroring(grid):
    """Vultures look down, so only the left-right mirror keeps a Savane score."""
    score = SAVANE.scorer.score_frame
    assert score(frame_from_rows(SAVANE, mirrored(grid))).total == score(frame_from_rows(SAVANE, grid)).total


@settings(max_examples=200, deadline=None)
@given(grids(oracle.FOREST), st.integers(0, 19))
def test_a_meadow_next_to_bees_never_lowers_the_bee_score(grid, cell):
    r, c = divmod(cell, 5)
    before = FOREST.scorer.score_frame(frame_from_rows(FOREST, grid)).kinds["bee"]
    if grid[r][c] == "bee":
        return
    grid[r][c] = "meadow"
    after = FOREST.scorer.score_frame(frame_from_rows(FOREST, grid)).kinds["bee"]
    assert after >= before
