"""The card catalogue (data/cards.yaml): the real file matches the rulebooks, and every kind of
malformed data is refused with one readable line naming the file, the entry and the problem.

Expected values are copied from the rules (/work/shared/rules/ECOSYSTEME.md §1-§3), never read back
from the catalogue under test.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from game.core.catalogue import default_catalogue, load_catalogue, parse_catalogue, rules_for
from game.errors import CardDataError
from game.ecosysteme.scoring import frame_from_rows

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "data" / "cards.yaml"
REAL_TEXT = CARDS.read_text(encoding="utf-8")

# ---------------------------------------------------------------------------- the rulebook tables

# id: (French, English, count, category)  -- §2
FOREST_TABLE = {
    "bee": ("Abeille", "Bee", 8, "animal"),
    "bear": ("Ours", "Bear", 12, "animal"),
    "trout": ("Truite", "Trout", 10, "animal"),
    "fox": ("Renard", "Fox", 12, "animal"),
    "eagle": ("Aigle", "Eagle", 8, "animal"),
    "dragonfly": ("Libellule", "Dragonfly", 8, "animal"),
    "deer": ("Cerf", "Deer", 12, "animal"),
    "rabbit": ("Lapin", "Rabbit", 8, "animal"),
    "meadow": ("Clairière", "Meadow", 20, "habitat"),
    "stream": ("Ruisseau", "Stream", 20, "habitat"),
    "wolf": ("Loup", "Wolf", 12, "animal"),
}
# §3: "Animal kinds: gazelle, zebra, giraffe, cheetah, lion, elephant, hyena, vulture.
#      Terrain: waterhole, grassland, tree."
SAVANE_TABLE = {
    "waterhole": ("Point d'eau", "Waterhole", 10, "terrain"),
    "grassland": ("Prairie", "Grassland", 20, "terrain"),
    "tree": ("Arbre", "Tree", 14, "terrain"),
    "gazelle": ("Gazelle", "Gazelle", 20, "animal"),
    "zebra": ("Zèbre", "Zebra", 12, "animal"),
    "giraffe": ("Girafe", "Giraffe", 10, "animal"),
    "cheetah": ("Guépard", "Cheetah", 10, "animal"),
    "lion": ("Lion", "Lion", 10, "animal"),
    "elephant": ("Éléphant", "Elephant", 8, "animal"),
    "hyena": ("Hyène", "Hyena", 10, "animal"),
    "vulture": ("Vautour", "Vulture", 8, "animal"),
}
TABLES = {"forest": FOREST_TABLE, "savane": SAVANE_TABLE}


@pytest.fixture(scope="module")
def real():
    return load_catalogue(CARDS)


# ---------------------------------------------------------------------------- the real file


def test_the_real_file_has_eleven_kinds_per_game_in_rulebook_order(real):
    assert list(real.games) == ["forest", "savane", "canopee", "living-forest"]
    assert list(real.games)[:2] == ["forest", "savane"]
    assert real["forest"].kind_ids == (
        "bee", "bear", "trout", "fox", "eagle", "dragonfly", "deer", "rabbit", "meadow", "stream", "wolf")
    # Savane scores in this order (flips happen at their place), so the order itself is a rule
    assert real["savane"].kind_ids == (
        "waterhole", "grassland", "tree", "gazelle", "zebra", "giraffe", "cheetah", "lion", "elephant",
        "hyena", "vulture")


@pytest.mark.parametrize("game_id,total", [("forest", 130), ("savane", 132)])
def test_card_counts_match_the_rulebook(real, game_id, total):
    rules = real[game_id]
    assert {k.id: k.count for k in rules.kinds} == {kid: row[2] for kid, row in TABLES[game_id].items()}
    assert sum(k.count for k in rules.kinds) == total
    assert len(rules.deck) == total
    for kind in rules.kinds:   # the deck holds exactly `count` cards of each kind
        assert rules.deck.count(kind.index) == kind.count


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_french_and_english_names_and_categories(real, game_id):
    rules = real[game_id]
    for kid, (fr, en, _, category) in TABLES[game_id].items():
        kind = rules.kind(kid)
        assert kind.name("fr") == fr
        assert kind.name("en") == en
        assert kind.category == category, kid


def test_game_names(real):
    assert real["forest"].name("fr") == "Ecosystème – Forêt"
    assert real["savane"].name("fr") == "Ecosystème – Savane"
    assert real["forest"].name("en") == "Ecosystem – Forest"


def test_deal_sizes_and_players(real):
    forest, savane = real["forest"], real["savane"]
    assert (forest.hand_size, savane.hand_size) == (10, 11)
    for rules in (forest, savane):
        assert (rules.players_min, rules.players_max) == (2, 6)
        assert (rules.rounds, rules.picks_per_round) == (2, 10)   # 20 cards fill the 4x5 grid
    # §1: at 6 players Forêt uses at most 120 cards, Savane all 132
    assert 6 * forest.hand_size * forest.rounds == 120
    assert 6 * savane.hand_size * savane.rounds == len(savane.deck) == 132


def test_only_the_rabbit_swaps_when_placed(real):
    swapping = [k.id for g in (real["forest"], real["savane"]) for k in g.kinds if k.swaps_on_place]
    assert swapping == ["rabbit"]


def test_neutral_player_compares_streams_and_wolves_or_gazelles(real):
    assert real["forest"].neutral_compares == ("stream", "wolf")
    assert real["savane"].neutral_compares == ("gazelle",)


@pytest.mark.parametrize("game_id,opponent,levels", [
    ("forest", "Alban", (("easy", 30), ("normal", 50), ("hard", 70))),
    ("savane", "Jhay", (("easy", 55), ("normal", 75), ("hard", 85))),
])
def test_solo_opponents_and_win_levels(real, game_id, opponent, levels):
    solo = real[game_id].solo
    assert solo.opponent == opponent
    assert solo.levels == levels
    assert (solo.hand_size, solo.turns, solo.draw, solo.draw_after_row) == (10, 20, 1, 5)
    assert solo.opponent_biodiversity is False
    easy, normal, hard = (m for _, m in levels)
    assert solo.level_for(easy - 1) is None           # a smaller margin is a loss
    assert solo.level_for(-40) is None
    assert solo.level_for(easy) == "easy"
    assert solo.level_for(normal - 1) == "easy"
    assert solo.level_for(normal) == "normal"
    assert solo.level_for(hard) == "hard"
    assert solo.level_for(hard + 100) == "hard"


def test_jhay_lion_prey_is_chosen_worst_for_jhay(real):
    assert real["savane"].solo.opponent_choices == "worst"


def test_forest_biodiversity_table(real):
    # §2: gaps <=2 -> 12, 3 -> 7, 4 -> 3, 5 -> 0, 6+ -> -5
    forest = real["forest"]
    expected = {0: 12, 1: 12, 2: 12, 3: 7, 4: 3, 5: 0, 6: -5, 7: -5, 11: -5}
    assert {g: forest.biodiversity_points(g) for g in expected} == expected
    assert real["savane"].biodiversity is None          # Savane has no biodiversity score


def test_the_bundled_catalogue_is_loaded_once_and_is_the_real_file(real):
    assert default_catalogue() is default_catalogue()
    assert rules_for("forest") is default_catalogue()["forest"]
    assert default_catalogue()["savane"].kind_ids == real["savane"].kind_ids
    assert default_catalogue().path.resolve() == CARDS.resolve()


# ---------------------------------------------------------------------------- malformed data


def mutated(edit) -> str:
    """The real YAML with one change applied, dumped back to text."""
    data = yaml.safe_load(REAL_TEXT)
    edit(data)
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def refused(text: str, entry: str, *words: str, path: str = "cards.yaml") -> str:
    """Parse `text`; it must fail with one line '<path>: <entry>: <problem>' holding every word."""
    with pytest.raises(CardDataError) as info:
        parse_catalogue(text, path)
    message = str(info.value)
    assert "\n" not in message, message
    assert message.startswith(f"{path}: {entry}: "), message
    for word in words:
        assert word in message, (word, message)
    return message


def forest_kind(data, kid):
    return next(k for k in data["games"]["forest"]["kinds"] if k["id"] == kid)


def test_an_unchanged_dump_of_the_real_file_parses():
    # the mutation helper itself introduces no problem: each refusal below is the one change
    catalogue = parse_catalogue(mutated(lambda d: None), "cards.yaml")
    assert catalogue["forest"].kind_ids == load_catalogue(CARDS)["forest"].kind_ids


def test_unknown_key_on_a_kind():
    text = mutated(lambda d: forest_kind(d, "fox").update(colour="red"))
    refused(text, "games.forest.kinds[3] (fox)", "unknown key 'colour'")


@pytest.mark.parametrize("value,words", [
    ("twelve", ("expected a whole number", "'twelve'")),
    ("12", ("expected a whole number", "'12'")),
    (12.5, ("expected a whole number", "12.5")),
    (True, ("expected a whole number", "true")),
    (-3, ("at least 1", "-3")),
    (0, ("at least 1", "0")),
    (None, ("expected a whole number", "nothing")),
])
def test_wrong_type_or_value_of_count(value, words):
    text = mutated(lambda d: forest_kind(d, "fox").update(count=value))
    refused(text, "games.forest.kinds[3] (fox).count", *words)


def test_a_missing_french_name():
    text = mutated(lambda d: forest_kind(d, "rabbit")["name"].pop("fr"))
    refused(text, "games.forest.kinds[7] (rabbit).name", "missing key 'fr'")


def test_a_missing_count():
    text = mutated(lambda d: d["games"]["savane"]["kinds"][8].pop("count"))
    refused(text, "games.savane.kinds[8] (elephant)", "missing key 'count'")


def test_a_duplicate_card_id():
    text = mutated(lambda d: forest_kind(d, "fox").update(id="bee"))
    refused(text, "games.forest.kinds[3]", "duplicate card id 'bee'")


def test_a_rule_naming_an_unknown_card():
    def edit(d):
        forest_kind(d, "bear")["scoring"][0]["of"] = ["bee", "salmon"]
    refused(mutated(edit), "games.forest.kinds[1] (bear).scoring[0].of[1]", "unknown card id 'salmon'")


def test_a_rule_naming_a_card_of_the_other_game():
    def edit(d):
        forest_kind(d, "bee")["scoring"][0]["of"] = ["grassland"]
    refused(mutated(edit), "games.forest.kinds[0] (bee).scoring[0].of[0]", "unknown card id 'grassland'")


def test_a_rule_with_a_nested_list_of_card_ids():
    # a stray pair of brackets in the YAML: must be a CardDataError like any other problem
    def edit(d):
        forest_kind(d, "bee")["scoring"][0]["of"] = [["meadow"]]
    refused(mutated(edit), "games.forest.kinds[0] (bee).scoring[0].of[0]", "unknown card id")


def test_an_unknown_rule_type():
    def edit(d):
        forest_kind(d, "deer")["scoring"][0]["rule"] = "rows_and_columns"
    refused(mutated(edit), "games.forest.kinds[6] (deer).scoring[0].rule", "'rows_and_columns'", "per_card")


def test_a_rule_with_a_key_it_does_not_take():
    def edit(d):
        forest_kind(d, "deer")["scoring"][0]["table"] = [1, 2]
    refused(mutated(edit), "games.forest.kinds[6] (deer).scoring[0]", "unknown key 'table'")


def test_an_unknown_where():
    def edit(d):
        forest_kind(d, "eagle")["scoring"][0]["where"] = "nearby"
    refused(mutated(edit), "games.forest.kinds[4] (eagle).scoring[0].where", "'nearby'", "within_2")


def test_counts_too_small_for_six_players():
    # Forêt: 6 players x 10 cards x 2 rounds = 120; 130 - 11 meadows leaves 119
    text = mutated(lambda d: forest_kind(d, "meadow").update(count=9))
    refused(text, "games.forest.kinds", "119 cards", "6 players need 120")


def test_savane_needs_every_card_at_six_players():
    def edit(d):
        d["games"]["savane"]["kinds"][0]["count"] = 9
    refused(mutated(edit), "games.savane.kinds", "131 cards", "6 players need 132")


@pytest.mark.parametrize("rounds,picks", [(3, 10), (2, 9), (1, 10)])
def test_rounds_times_picks_must_fill_the_grid(rounds, picks):
    def edit(d):
        d["games"]["forest"]["rounds"] = rounds
        d["games"]["forest"]["picks_per_round"] = picks
    refused(mutated(edit), "games.forest", "20", f"{rounds} x {picks}")


@pytest.mark.parametrize("levels", [
    {"easy": 50, "normal": 30, "hard": 70},
    {"easy": 30, "normal": 80, "hard": 70},
])
def test_solo_levels_must_increase(levels):
    def edit(d):
        d["games"]["forest"]["solo"]["levels"] = levels
    refused(mutated(edit), "games.forest.solo.levels", "must grow")


def test_equal_solo_levels_are_refused_too():
    # easy = normal would make the easy win unreachable; the validator's own message says they
    # "must grow from easy to normal to hard"
    def edit(d):
        d["games"]["savane"]["solo"]["levels"] = {"easy": 75, "normal": 75, "hard": 85}
    refused(mutated(edit), "games.savane.solo.levels", "must grow")


def test_a_missing_solo_level():
    def edit(d):
        d["games"]["forest"]["solo"]["levels"].pop("hard")
    refused(mutated(edit), "games.forest.solo.levels", "missing key 'hard'")


def test_invalid_yaml_names_the_line():
    lines = REAL_TEXT.splitlines()
    target = next(i for i, line in enumerate(lines) if "id: eagle" in line) + 3
    assert lines[target] == "        count: 8"
    lines[target] = "        count: 8: 9"          # a second colon: not valid YAML on this very line
    message = refused("\n".join(lines) + "\n", f"line {target + 1}", "not valid YAML")
    assert message.startswith("cards.yaml: line ")


def test_invalid_yaml_tab_indentation():
    text = REAL_TEXT.replace("    hand_size: 10\n", "\thand_size: 10\n", 1)
    line = REAL_TEXT[: REAL_TEXT.index("    hand_size: 10\n")].count("\n") + 1
    refused(text, f"line {line}", "not valid YAML")


def test_an_empty_file():
    refused("", "top level", "expected a mapping", "nothing")


def test_a_missing_file(tmp_path):
    path = tmp_path / "nowhere" / "cards.yaml"
    with pytest.raises(CardDataError) as info:
        load_catalogue(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    assert "missing" in message


def test_a_file_that_is_not_utf8(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_bytes(REAL_TEXT.encode("latin-1", errors="replace"))   # é, è... as single bytes
    with pytest.raises(CardDataError) as info:
        load_catalogue(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: ")
    assert "cannot be read" in message


def test_load_catalogue_names_the_path_it_was_given(tmp_path):
    path = tmp_path / "my cards.yaml"
    path.write_text(mutated(lambda d: forest_kind(d, "wolf").update(count="many")), encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        load_catalogue(path)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: games.forest.kinds[10] (wolf).count: ")


def test_a_top_level_unknown_key():
    refused(mutated(lambda d: d.update(cards=[])), "top level", "unknown key 'cards'")


def test_an_unsupported_version():
    refused(mutated(lambda d: d.update(version=2)), "version", "at most 1", "2")


def test_a_missing_game():
    refused(mutated(lambda d: d["games"].pop("savane")), "games", "missing key 'savane'")


def test_an_unknown_game():
    def edit(d):
        d["games"]["jungle"] = d["games"]["forest"]
    refused(mutated(edit), "games", "unknown key 'jungle'")


def test_the_neutral_compares_only_majority_kinds():
    def edit(d):
        d["games"]["forest"]["neutral"]["compares"] = ["stream", "bee"]
    refused(mutated(edit), "games.forest.neutral.compares[1]", "'bee'", "majority")


def test_an_unknown_category():
    text = mutated(lambda d: forest_kind(d, "meadow").update(category="plant"))
    refused(text, "games.forest.kinds[8] (meadow).category", "'plant'", "habitat")


def test_a_broken_bundled_file_stops_the_command_with_one_line(tmp_path):
    # the bundled-file lookup honours a PyInstaller root; point it at a copy with one bad count
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "cards.yaml").write_text(
        mutated(lambda d: forest_kind(d, "bee").update(count=-1)), encoding="utf-8")
    code = ("import sys; sys._MEIPASS = sys.argv[1]; from game.cli import main; "
            "sys.exit(main(['simulate', '--game', 'forest', '--players', '3', '--games', '1']))")
    proc = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "games.forest.kinds[0] (bee).count" in proc.stderr
    assert str(tmp_path / "data" / "cards.yaml") in proc.stderr


# ---------------------------------------------------------------------------- numbers live in the YAML


def scorer_with(edit, game_id):
    return parse_catalogue(mutated(edit), "cards.yaml")[game_id]


BEE_BETWEEN_MEADOWS = [
    ["meadow", "bee", "meadow", None, None],
    [None, None, None, None, None],
    [None, None, None, None, None],
    [None, None, None, None, None],
]


def test_bee_points_come_from_the_yaml():
    real = parse_catalogue(REAL_TEXT)["forest"]
    assert real.scorer.score_frame(frame_from_rows(real, BEE_BETWEEN_MEADOWS)).kinds["bee"] == 6   # 2 x 3

    def edit(d):
        forest_kind(d, "bee")["scoring"][0]["points"] = 4
    rules = scorer_with(edit, "forest")
    sheet = rules.scorer.score_frame(frame_from_rows(rules, BEE_BETWEEN_MEADOWS))
    assert sheet.kinds["bee"] == 8


def test_meadow_group_table_comes_from_the_yaml():
    def edit(d):
        forest_kind(d, "meadow")["scoring"][0]["table"] = [1, 2]
    rules = scorer_with(edit, "forest")
    # two separate single meadows: 1 each with the edited table (0 each in the rulebook)
    assert rules.scorer.score_frame(frame_from_rows(rules, BEE_BETWEEN_MEADOWS)).kinds["meadow"] == 2


def test_eagle_reach_comes_from_the_yaml():
    rows = [["eagle", None, "rabbit", None, None]] + [[None] * 5] * 3   # rabbit two cells away
    real = parse_catalogue(REAL_TEXT)["forest"]
    assert real.scorer.score_frame(frame_from_rows(real, rows)).kinds["eagle"] == 2

    def edit(d):
        forest_kind(d, "eagle")["scoring"][0]["where"] = "adjacent"
    rules = scorer_with(edit, "forest")
    assert rules.scorer.score_frame(frame_from_rows(rules, rows)).kinds["eagle"] == 0


def test_wolf_prizes_and_biodiversity_come_from_the_yaml():
    def edit(d):
        forest_kind(d, "wolf")["scoring"][0]["prizes"] = [20, 1]
        d["games"]["forest"]["biodiversity"]["by_gaps"] = [100, 50]
    rules = scorer_with(edit, "forest")
    empty = [None] * 5
    one_wolf = frame_from_rows(rules, [["wolf", None, None, None, None], empty, empty, empty])
    two_wolves = frame_from_rows(rules, [["wolf", "wolf", None, None, None], empty, empty, empty])
    result = rules.scorer.score_table([one_wolf, two_wolves])
    assert [p.kinds["wolf"] for p in result.players] == [1, 20]
    # 10 gaps each: the edited table's last entry
    assert [p.biodiversity for p in result.players] == [50, 50]
    assert [p.total for p in result.players] == [51, 70]


def test_elephant_base_comes_from_the_yaml():
    def edit(d):
        d["games"]["savane"]["kinds"][8]["scoring"][0]["base"] = 9
    rules = scorer_with(edit, "savane")
    rows = [["elephant", "zebra", None, None, None]] + [[None] * 5] * 3
    assert rules.scorer.score_frame(frame_from_rows(rules, rows)).kinds["elephant"] == 9 - 2


def test_solo_levels_and_counts_come_from_the_yaml():
    def edit(d):
        d["games"]["forest"]["solo"]["levels"] = {"easy": 10, "normal": 20, "hard": 40}
        forest_kind(d, "wolf")["count"] = 13
    rules = scorer_with(edit, "forest")
    assert rules.solo.level_for(10) == "easy"
    assert rules.solo.level_for(39) == "normal"
    assert len(rules.deck) == 131
