"""Score explanations (game/explain.py): in words, from the rules' own steps, adding up to the pad's numbers."""
from __future__ import annotations

import random
import re

import pytest

from game.ecosysteme.agents import make_agent
from game.ecosysteme.cards import GRID_CELLS
from game.core.catalogue import rules_for
from game.ecosysteme.ecosystem import Ecosystem
from game.ecosysteme.explain import (BIODIVERSITY, TOTAL, Explainer, cell_label, gap_table, hunters, pair_prey)
from game.ecosysteme.log import cell_name
from game.i18n import LANGUAGES, STRINGS
from game.ecosysteme.play import play_game
from game.ecosysteme.scoring import frame_from_rows

FOREST = rules_for("forest")
SAVANE = rules_for("savane")
NAMES = ["Ana", "Bob", "Chloé", "Dmitri", "Eve", "Fanny"]


def finished_game(game_id: str, players: int, seed: int, solo: bool = False):
    """A finished game: random and greedy computers mixed, so that both odd and well-built grids come up."""
    rules = rules_for(game_id)
    rng = random.Random(seed)
    agents = [make_agent(rng.choice(("random", "medium")), seed * 10 + i) for i in range(1 if solo else players)]
    return play_game(rules, agents, seed, solo)


def explainer_for(game, lang="en", prey_choices=None):
    score = game.score(prey_choices=prey_choices)
    neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
    names = NAMES[:game.players] + ([game.rules.solo.opponent] if game.solo else [])
    return Explainer(game.rules, game.frames(), score, names, lang, neutral=neutral), score


def rows_of(rules):
    return list(rules.kind_ids) + ([BIODIVERSITY] if rules.biodiversity is not None else []) + [TOTAL]


def pad_value(score, row, i):
    p = score.players[i]
    value = p.total if row == TOTAL else p.biodiversity if row == BIODIVERSITY else p.kinds[row]
    return value or 0


TABLES = [(game_id, players, False) for game_id in ("forest", "savane") for players in range(2, 7)] + \
    [("forest", 1, True), ("savane", 1, True)]


@pytest.mark.parametrize("game_id,players,solo", TABLES)
def test_explained_points_add_up_to_every_row_of_the_pad(game_id, players, solo):
    for seed in range(4):
        game = finished_game(game_id, players, seed * 7 + players, solo)
        assert game.is_over
        ex, score = explainer_for(game, lang=LANGUAGES[seed % 2])
        for i in range(len(score.players)):
            for row in rows_of(game.rules):
                why = ex.row(row, i)
                assert why.points == pad_value(score, row, i), (row, i)
                assert sum(item.points for item in why.items) == why.points, (seed, row, i, why)
                for item in why.items:
                    assert item.text and "{" not in item.text and "}" not in item.text, item.text


def test_every_card_of_a_kind_is_explained_once_with_its_cell():
    """A per-card rule names each card of the kind by its cell, once, with the points it made."""
    for seed in range(6):
        game = finished_game("forest", 3, seed)
        ex, score = explainer_for(game)
        frames = game.frames()
        for i in range(3):
            for kind in ("bee", "bear", "trout", "fox", "eagle", "dragonfly"):
                index = FOREST.kind(kind).index
                cells = [c for c in range(GRID_CELLS) if frames[i][c] == index]
                items = ex.row(kind, i).items
                if not cells:
                    assert [it.points for it in items] == [0]
                    continue
                assert sorted(c for it in items for c in it.cells) == cells
                for item in items:
                    assert cell_label(item.cells[0]) in item.text


def test_a_bear_says_what_it_counted_in_french():
    grid = [["bee", "bear", "bee", "meadow", "meadow"],
            ["fox", "trout", "wolf", "meadow", "stream"],
            ["deer", "eagle", "rabbit", "stream", "stream"],
            ["wolf", "bear", "dragonfly", "stream", "meadow"]]
    frame = frame_from_rows(FOREST, grid)
    score = FOREST.scorer.score_table([frame, frame])
    ex = Explainer(FOREST, [frame, frame], score, ["Ana", "Bob"], "fr")
    bears = ex.row("bear", 0).items
    # B1: two bees beside it, and the trout under it: 2 × 3 = 6
    assert bears[0].points == 6
    assert bears[0].text == "Ours B1\u00a0: 6 (à côté\u00a0: 2 × Abeille, 1 × Truite)"
    assert bears[1].text == "Ours B4\u00a0: 0 (sans Abeille ni Truite à côté)"
    fox = ex.row("fox", 0).items[0]
    assert fox.text == "Renard A2\u00a0: 3 (sans Loup ni Ours à côté)"
    eagle = ex.row("eagle", 0).items[0]
    assert eagle.text == "Aigle B3\u00a0: 4 (à 2 cases ou moins\u00a0: 1 × Truite, 1 × Lapin)"
    deer = ex.row("deer", 0).items[0]
    assert deer.points == 4 and "(1 + 1) × 2 = 4" in deer.text


def test_the_neutral_takes_the_wolf_majority_and_ana_is_told_why():
    """Ana's single wolf scores 4, not 8: the neutral's two wolves rank above it, and the ranking says so."""
    ana = [["wolf", "meadow", "meadow", "meadow", "meadow"]] + [["meadow"] * 5] * 3
    bob = [["wolf", "wolf", "wolf", "meadow", "meadow"]] + [["meadow"] * 5] * 3
    frames = [frame_from_rows(FOREST, ana), frame_from_rows(FOREST, bob)]
    neutral = [FOREST.kind("wolf").index] * 2 + [FOREST.kind("fox").index]
    score = FOREST.scorer.score_table(frames, neutral=neutral)
    assert score.players[0].kinds["wolf"] == 4
    ex = Explainer(FOREST, frames, score, ["Ana", "Bob"], "en", neutral=neutral)
    why = ex.row("wolf", 0)
    assert why.points == 4 and [it.points for it in why.items] == [4]
    ranking = [(s.player, s.value, s.place, s.prize) for s in why.comparison.standings]
    assert ranking == [(1, 3, 1, 12), (None, 2, 2, 0), (0, 1, 3, 4)]
    words = [ex.standing_text(why.comparison, s) for s in why.comparison.standings]
    assert words == ["1st · Bob: 3 → 12", "2nd · Neutral player: 2 (scores nothing)", "3rd · Ana: 1 → 4"]
    assert why.items[0].text == "3rd with 1: 4"


def test_biodiversity_lists_the_gaps_and_the_datas_table():
    for seed in range(5):
        game = finished_game("forest", 2, seed)
        ex, score = explainer_for(game, lang="fr")
        for i in range(2):
            why = ex.row(BIODIVERSITY, i)
            p = score.players[i]
            assert why.gaps.gaps == tuple(k for k, v in p.kinds.items() if v == 0)
            assert len(why.gaps.gaps) == p.gaps
            hit = [(label, pts) for label, pts, lit in why.gaps.table if lit]
            assert len(hit) == 1 and hit[0][1] == p.biodiversity
            for kind in why.gaps.gaps:
                assert FOREST.kind(kind).name("fr") in why.items[0].text
    # the table is the data's, equal entries merged and the last one open
    assert gap_table(FOREST.biodiversity, 1) == (("0–2", 12, True), ("3", 7, False), ("4", 3, False),
                                                 ("5", 0, False), ("6+", -5, False))
    assert [hit for _, _, hit in gap_table(FOREST.biodiversity, 9)] == [False] * 4 + [True]


def test_the_solo_opponent_has_no_biodiversity_and_says_so():
    game = finished_game("forest", 1, 3, solo=True)
    ex, score = explainer_for(game)
    why = ex.row(BIODIVERSITY, 1)
    assert why.points == 0 and why.items == () and score.players[1].biodiversity is None
    assert why.own_notes == ("Alban scores no biodiversity.",)


@pytest.mark.slow
def test_savane_flips_and_lion_prey_are_named():
    seen_hunt = seen_flip = 0
    for seed in range(40):
        game = finished_game("savane", 3, seed)
        ex, score = explainer_for(game)
        frames = game.frames()
        for i, p in enumerate(score.players):
            lions = ex.row("lion", i)
            taken = [it for it in lions.items if it.points > 0]
            assert len(taken) == p.lion_picks
            for item in taken:
                prey = re.search(r"takes \w+ ([A-E][1-4])", item.text).group(1)
                assert prey in {cell_label(c) for c in p.lion_prey}
                seen_hunt += 1
            for item in ex.row("cheetah", i).items:
                if item.points:
                    turned = re.search(r"turns (.*) face down", item.text).group(1).split(", ")
                    assert set(turned) <= {cell_label(c) for c in p.face_down}
                    seen_flip += 1
            assert sorted(hunters(SAVANE, frames[i])[:p.lion_picks]) == sorted(p.scoring_cells.get("lion", ())) \
                or p.kinds["lion"] == 0
    assert seen_hunt and seen_flip


def test_another_prey_choice_is_explained_with_its_own_points():
    for seed in range(200):
        game = finished_game("savane", 2, seed)
        p = game.score().players[0]
        if p.lion_picks and len(p.lion_candidates) > p.lion_picks:
            break
    else:
        pytest.fail("no seed gives a lion prey choice")
    other = tuple(sorted(c for c in p.lion_candidates if c not in p.lion_prey)[:1] + list(p.lion_prey[1:]))
    ex, score = explainer_for(game, prey_choices=[other, None])
    assert score.players[0].lion_prey == other
    for row in rows_of(SAVANE):
        why = ex.row(row, 0)
        assert sum(it.points for it in why.items) == pad_value(score, row, 0)
    named = {re.search(r"takes \w+ ([A-E][1-4])", it.text).group(1) for it in ex.row("lion", 0).items if it.points}
    assert named == {cell_label(c) for c in other}


def test_cells_are_named_as_the_game_log_names_them():
    game = finished_game("forest", 2, 5)
    for eco in game.ecosystems:
        for index in range(GRID_CELLS):
            assert cell_label(index) == cell_name(eco, eco.frame_cell(index))
    assert isinstance(game.ecosystems[0], Ecosystem)


def test_pairing_gives_each_hunter_its_nearest_prey_once():
    assert pair_prey([0, 19], [18, 1]) == [(0, 1), (19, 18)]
    assert pair_prey([0], [18, 1]) == [(0, 1)]
    assert pair_prey([0, 5], [1]) == [(0, 1)]


def test_every_explanation_string_exists_in_both_languages():
    for key, texts in STRINGS.items():
        if key.startswith(("why_", "race_")):
            assert all(texts.get(lang) for lang in LANGUAGES), key
            fields = [set(re.findall(r"{(\w+)", texts[lang])) for lang in LANGUAGES]
            assert fields[0] == fields[1], key
