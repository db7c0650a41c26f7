"""``ecosysteme score`` reads Living Forest victory checks beside the other games' documents: the JSON contract
of issue 15, a score pad in French or English, and one line with exit code 2 for any malformed document."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main

ROOT = Path(__file__).resolve().parents[2]

# LIVING_FOREST.md §13 Example 3: Winter 28 and Spring 27 both reach 12, Summer's 29 reaches none
EXAMPLE_3 = """game: living-forest
players:
  - name: Winter
    forest:
      - [t3a, t3b, t4a, t4b, t5a]
      - [-, t5b, start, t6, -]
      - [-, t7, t8, t3a, -]
    help_line: [10, 18, 6, 4, 42]
    fire_tiles: [2, 2, 2, 2, 3, 3, 3, 4, 4]
    victory_tiles: [fire, tree, tree]
  - name: Spring
    forest:
      - [-, -, -, -, -]
      - [t3a, t3b, start, t9, t5a]
      - [-, -, -, -, -]
    help_line: [60, 63, 10, 4]
    fire_tiles: [2, 2, 2, 3, 3, 4, 4]
    victory_tiles: [flower, fire, flower]
  - name: Summer
    forest:
      - [-, t7, t5b, t8, -]
      - [-, t3b, start, t4a, -]
      - [-, -, t6, t10, -]
    help_line: [58, 56, 38, 47, 28, 10, 4, varan]
    fire_tiles: [2, 2, 2, 2, 2, 3, 3, 3, 4, 4]
    victory_tiles: [tree, fire, flower]
"""
# §13 Example 1's first victory check: nobody is near 12
ROUND_1 = """game: living-forest
players:
  - name: P1
    forest:
      - [-, -, -, -, -]
      - [-, -, start, -, -]
      - [-, -, -, -, -]
    help_line: [8, 1, 9, 5, 3]
    fire_tiles: [2]
    victory_tiles: [fire, tree, flower]
  - name: P2
    help_line: [2, 6, 14, 11, 4]
    victory_tiles: [fire, tree, flower]
"""
CANOPEE = (ROOT / "examples" / "canopee-season3.yaml").read_text(encoding="utf-8")


def run(capsys, *argv):
    capsys.readouterr()
    code = main(list(argv))
    return code, *capsys.readouterr()


def score(tmp_path, capsys, text, *options):
    path = tmp_path / "check.yaml"
    path.write_text(text, encoding="utf-8")
    return run(capsys, "score", str(path), *options)


# --------------------------------------------------------------------------- the JSON contract


def test_example_3_scores_to_the_json_contract_exactly(tmp_path, capsys):
    code, out, err = score(tmp_path, capsys, EXAMPLE_3, "--json")
    assert code == 0 and err == ""
    assert out.count("\n") == 1
    line = json.loads(out)
    assert list(line) == ["game", "players", "winners"]
    assert line["game"] == "living-forest" and line["winners"] == ["Winter"]
    assert [p["name"] for p in line["players"]] == ["Winter", "Spring", "Summer"]
    keys = ["sun", "water", "seed", "wind", "flower", "trees", "fires", "flowers", "sum", "eligible"]
    for p in line["players"]:
        assert list(p) == ["name", "scores"] and list(p["scores"]) == keys
    winter, spring, summer = (p["scores"] for p in line["players"])
    assert winter == {"sun": 4 + 1 + 5, "water": 1 + 2 + 3 + 1 + 1, "seed": 1 + 1, "wind": 1 + 2 + 1,
                      "flower": 5 + 1, "trees": 12, "fires": 10, "flowers": 6, "sum": 28, "eligible": True}
    assert (spring["trees"], spring["fires"], spring["flowers"], spring["sum"]) == (5, 8, 14, 27)
    assert spring["flower"] == 8 + 2 + 2 and spring["eligible"] is True
    assert (summer["trees"], summer["fires"], summer["flowers"], summer["sum"]) == (9, 11, 9, 29)
    assert summer["eligible"] is False


def test_nobody_eligible_gives_no_winner(tmp_path, capsys):
    code, out, _ = score(tmp_path, capsys, ROUND_1, "--json")
    assert code == 0
    line = json.loads(out)
    assert line["winners"] == []
    p1, p2 = (p["scores"] for p in line["players"])
    # a player without a forest has only the start tree; without tiles listed, none
    assert (p1["sun"], p1["water"], p1["seed"], p1["wind"], p1["flower"]) == (4, 4, 2, 1, 0)
    assert (p1["trees"], p1["fires"], p1["flowers"]) == (2, 2, 1)
    assert (p2["trees"], p2["fires"], p2["flowers"], p2["eligible"]) == (2, 1, 1, False)


def test_a_tie_on_the_sum_shares_the_victory_in_player_order(tmp_path, capsys):
    text = EXAMPLE_3.replace("fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "fire_tiles: [2, 2, 2, 3, 3, 4, 4, 4]")
    code, out, _ = score(tmp_path, capsys, text, "--json")
    assert code == 0 and json.loads(out)["winners"] == ["Winter", "Spring"]
    code, out, _ = score(tmp_path, capsys, text, "--lang", "en")
    assert "Winners (tie): Winter, Spring" in out


def test_negative_flowers_are_printed_as_they_are(tmp_path, capsys):
    text = ROUND_1.replace("help_line: [2, 6, 14, 11, 4]", "help_line: [6]").replace(
        "victory_tiles: [fire, tree, flower]\n", "victory_tiles: [fire, tree]\n", 2)
    code, out, _ = score(tmp_path, capsys, text, "--json")
    assert code == 0
    p2 = json.loads(out)["players"][1]["scores"]
    assert p2["flower"] == -1 and p2["flowers"] == -1 and p2["sum"] == 2 + 1 - 1


def test_the_example_file_scores(capsys):
    code, out, err = run(capsys, "score", str(ROOT / "examples" / "living-forest.yaml"), "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["winners"] == ["Winter"]


def test_living_forest_and_canopee_documents_share_a_file(tmp_path, capsys):
    code, out, err = score(tmp_path, capsys, CANOPEE + "---\n" + EXAMPLE_3, "--json")
    assert code == 0 and err == ""
    assert [json.loads(line)["game"] for line in out.splitlines()] == ["canopee", "living-forest"]
    code, out, _ = score(tmp_path, capsys, CANOPEE + "---\n" + EXAMPLE_3, "--lang", "fr")
    assert "Partie 2 – Living Forest – vérification de la victoire" in out


# --------------------------------------------------------------------------- the score pad


def test_the_english_pad(tmp_path, capsys):
    code, out, err = score(tmp_path, capsys, EXAMPLE_3, "--lang", "en")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Living Forest – victory check"
    assert lines[1].split() == ["Winter", "Spring", "Summer"]
    rows = {line.rsplit(None, 3)[0].strip(): line.split()[-3:] for line in lines[2:-1] if not line.startswith("-")}
    assert rows["Different trees"] == ["12", "5", "9"]
    assert rows["Fires"] == ["10", "8", "11"]
    assert rows["Sacred flowers"] == ["6", "14", "9"]
    assert rows["Sum (tie-break)"] == ["28", "27", "29"]
    assert rows["12 reached"] == ["yes", "yes", "no"]
    assert rows["Sun"] == ["10", "5", "10"] and rows["Flower"] == ["6", "12", "8"]
    assert lines[-1] == "Winner: Winter"


def test_the_french_pad(tmp_path, capsys):
    code, out, _ = score(tmp_path, capsys, EXAMPLE_3, "--lang", "fr")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Living Forest – vérification de la victoire"
    for label in ("Soleil", "Eau", "Graine", "Vent", "Fleur", "Arbres différents", "Feux", "Fleurs sacrées",
                  "Somme (départage)"):
        assert any(line.startswith(label + " ") for line in lines), label
    assert any(line.startswith("12 atteint") and line.split()[-3:] == ["oui", "oui", "non"] for line in lines)
    assert lines[-1] == "Gagnant·e : Winter"


def test_the_pad_says_when_nobody_reaches_12(tmp_path, capsys):
    _, out, _ = score(tmp_path, capsys, ROUND_1, "--lang", "en")
    assert out.splitlines()[-1] == "Nobody reaches 12: the game goes on"
    _, out, _ = score(tmp_path, capsys, ROUND_1, "--lang", "fr")
    assert out.splitlines()[-1] == "Personne n’atteint 12 : la partie continue"


# --------------------------------------------------------------------------- bad input: one sentence, exit 2

SPRING_FOREST = "      - [t3a, t3b, start, t9, t5a]\n"


def sub(old, new, count=1):
    assert EXAMPLE_3.count(old) >= count, old
    return EXAMPLE_3.replace(old, new, count)


BAD = [
    # (the damaged document, words the message must hold)
    (sub("t5b, start, t6", "t5b, start, t12"), ["Winter", "row 2, column 4", "'t12'", "not a tree"]),
    (sub("[t3a, t3b, t4a, t4b, t5a]", "[T3A, t3b, t4a, t4b, t5a]"), ["Winter", "'T3A'", "not a tree"]),
    (sub("      - [-, t7, t8, t3a, -]\n", ""), ["Winter", "3 rows of 5", "found 2 rows"]),
    (sub("[-, t7, t8, t3a, -]", "[-, t7, t8, t3a]"), ["Winter", "row 3", "5 cells", "found 4"]),
    (sub("[-, t5b, start, t6, -]", "[-, t5b, -, t6, -]"), ["Winter", "no start tree", "row 2, column 3"]),
    (sub(SPRING_FOREST, "      - [t3a, t3b, t9, start, t5a]\n"), ["Spring", "start tree", "not at row 2, column 4"]),
    (sub("[-, -, -, -, -]\n      - [t3a", "[-, -, start, -, -]\n      - [t3a"), ["Spring", "2 start trees"]),
    (sub("[-, t7, t8, t3a, -]", "[t7, -, t8, t3a, -]"), ["Winter", "row 3, column 1", "not connected"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [60, 63, 10, 66]"), ["Spring", "66", "not a card", "varan"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [60, 0, 10, 4]"), ["Spring", "help_line", "0 is not a card"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [60, 63, 10, fox]"), ["Spring", "'fox'", "not a card"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [60, 63, 10, 10]"), ["Spring", "card 10", "twice"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [60, 63, 42, 4]"), ["card 42", "2 help lines", "only one"]),
    (sub("help_line: [60, 63, 10, 4]", "help_line: [1, 2, 3, 4]"), ["Spring", "4 more Solitary", "stops at 3"]),
    (sub("fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "fire_tiles: [2, 5]"), ["Spring", "fire_tiles", "2, 3, 4", "not 5"]),
    (sub("fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "fire_tiles: [2, 3.0]"), ["Spring", "fire_tiles", "not 3.0"]),
    (sub("fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "fire_tiles: 7"), ["Spring", "'fire_tiles' must be a list", "not 7"]),
    (sub("fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "fire_tiles: [4, 4, 4, 4, 4, 4, 4, 4, 4]"),
     ["13 fire tiles of value 4", "only 12"]),
    (sub("victory_tiles: [flower, fire, flower]", "victory_tiles: [flower, water]"),
     ["Spring", "'water'", "not a victory tile"]),
    (sub("victory_tiles: [flower, fire, flower]", "victory_tiles: [flower, fire, flower, flower]"),
     ["4 flower victory tiles", "3-player game has only 3"]),
    (sub("[t3a, t3b, start, t9, t5a]", "[t3a, t3a, start, t9, t5a]"), ["4 t3a trees", "3-player game", "only 3"]),
    (sub("game: living-forest", "game: living-forest\nseason: 2"), ["unknown key 'season'"]),
    (sub("    help_line: [60, 63, 10, 4]", "    hand: [60, 63, 10, 4]"), ["Spring", "unknown key 'hand'"]),
    (sub("  - name: Spring", "  - name: Winter"), ["two players have this name"]),
    (EXAMPLE_3.split("  - name: Spring")[0], ["played by 2 to 4 players", "found 1"]),
    (sub("forest:\n      - [-, -, -, -, -]\n" + SPRING_FOREST + "      - [-, -, -, -, -]\n", "forest: big\n"),
     ["Spring", "3 rows of 5", "found 'big'"]),
]


@pytest.mark.parametrize("text, words", BAD, ids=[" ".join(w)[:40] for _, w in BAD])
def test_a_bad_document_is_one_sentence_and_exit_2(tmp_path, capsys, text, words):
    code, out, err = score(tmp_path, capsys, text)
    assert code == 2 and out == "", err
    assert err.count("\n") == 1 and err.startswith("ecosysteme: ") and "game 1" in err, err
    assert "Traceback" not in err
    for word in words:
        assert word in err, (word, err)


def test_a_gregarious_card_lets_a_fourth_solitary_stand_in_the_help_line(tmp_path, capsys):
    # Bear, Beetle, Lynx, Fox are Solitary, Butterfly Gregarious: the balance is 3, a legal forced stop
    text = sub("help_line: [60, 63, 10, 4]", "help_line: [1, 2, 3, 4, 34]")
    code, out, err = score(tmp_path, capsys, text, "--json")
    assert code == 0 and err == ""
    assert json.loads(out)["players"][1]["scores"]["sun"] == 3 + 2 - 3 + 1 + 2


def test_five_players_are_too_many(tmp_path, capsys):
    one = "  - name: {n}\n    help_line: [1]\n"
    text = "game: living-forest\nplayers:\n" + "".join(one.format(n=n) for n in "ABCDE")
    code, _, err = score(tmp_path, capsys, text)
    assert code == 2 and "played by 2 to 4 players, found 5" in err


def test_tree_copies_follow_the_player_count(tmp_path, capsys):
    # two players: 2 copies of each tree in the dispensers, so a third T3A is one too many
    two = ("game: living-forest\nplayers:\n"
           "  - name: A\n    forest:\n      - [-, -, t3a, -, -]\n      - [-, t3a, start, t3a, -]\n"
           "      - [-, -, -, -, -]\n"
           "  - name: B\n")
    code, _, err = score(tmp_path, capsys, two)
    assert code == 2 and "3 t3a trees" in err and "2-player game" in err and "only 2" in err


def test_every_score_pad_string_has_both_languages_and_the_same_fields():
    import re

    from game.i18n import LANGUAGES, STRINGS

    keys = [k for k in STRINGS if k.startswith("lf_score_")]
    assert len(keys) >= 16
    for key in keys:
        assert all(STRINGS[key].get(lang, "").strip() for lang in LANGUAGES), key
        fields = [set(re.findall(r"{(\w+)", STRINGS[key][lang])) for lang in LANGUAGES]
        assert all(f == fields[0] for f in fields), key
