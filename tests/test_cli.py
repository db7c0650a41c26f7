"""The ``ecosysteme`` command: ``score`` finished games from YAML files, ``simulate`` bot games.

The expected scores below are worked out by hand from the rules (ECOSYSTEME.md §1-§3), cell by cell.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.cli import main
from game.simulate import simulate

ROOT = Path(__file__).resolve().parent.parent
COMMAND = Path(sys.executable).parent / "ecosysteme"   # the installed console script of this venv

# ---------------------------------------------------------------------------- score files

# Forêt, two players, with the neutral pile.
#
# Ana                                         (rows 1-4, columns 1-5)
#   meadow meadow meadow meadow    meadow     meadow: one group of 5 -> 15
#   bee    bee    deer   stream    stream     bees: each has one meadow above -> 3 + 3 = 6
#   wolf   wolf   wolf   stream    trout      deer: 1 row + 1 column -> 2 x 2 = 4
#   fox    rabbit eagle  dragonfly bear       trout: streams left and above -> 2 x 2 = 4
#                                             bear: the trout above -> 2; fox: next to a wolf -> 0
#                                             eagle: rabbit 1 away (trout is 3 away) -> 2
#                                             dragonfly: touches the 3-stream -> 3; rabbit 1
#                                             stream: longest 3; wolves: 3
# Ben
#   stream stream stream stream    stream     stream: longest 5; wolves: 1
#   wolf   bear   bee    meadow    fox        bee: meadow right -> 3; bear: bee right -> 2
#   deer   deer   trout  meadow    eagle      fox: no wolf/bear around -> 3
#   rabbit rabbit rabbit dragonfly meadow     trout: no stream/dragonfly around -> 0
#                                             eagle: trout 2 away (rabbits 3+ away) -> 2
#                                             dragonfly: no stream -> 0; deer: 1 row + 2 cols -> 6
#                                             rabbits 3; meadows: a group of 2 (3) and of 1 (0) -> 3
# Neutral: 3 streams (one connected stream of 3) and 2 wolves.
#   streams (8/5): Ben 5 -> 8; Ana 3 -> 2nd -> 5 (the neutral's 3 ties with her)
#   wolves (12/8/4): Ana 3 -> 12; neutral 2 -> 2nd; Ben 1 -> 3rd -> 4
# Ana: 6+2+4+0+2+3+4+1+15+5+12 = 54, one gap (fox) -> +12 = 66
# Ben: 3+2+0+3+2+0+6+3+3+8+4 = 34, two gaps (trout, dragonfly) -> +12 = 46
ANA = """\
  - name: Ana
    grid:
      - [meadow, meadow, meadow, meadow, meadow]
      - [bee, bee, deer, stream, stream]
      - [wolf, wolf, wolf, stream, trout]
      - [fox, rabbit, eagle, dragonfly, bear]
"""
BEN = """\
  - name: Ben
    grid:
      - [stream, stream, stream, stream, stream]
      - [wolf, bear, bee, meadow, fox]
      - [deer, deer, trout, meadow, eagle]
      - [rabbit, rabbit, rabbit, dragonfly, meadow]
"""
FOREST_DUO = "game: forest\nplayers:\n" + ANA + BEN + "neutral: {stream: 3, wolf: 2}\n"
ANA_SCORES = {"bee": 6, "bear": 2, "trout": 4, "fox": 0, "eagle": 2, "dragonfly": 3, "deer": 4, "rabbit": 1,
              "meadow": 15, "stream": 5, "wolf": 12, "biodiversity": 12, "total": 66}
BEN_SCORES = {"bee": 3, "bear": 2, "trout": 0, "fox": 3, "eagle": 2, "dragonfly": 0, "deer": 6, "rabbit": 3,
              "meadow": 3, "stream": 8, "wolf": 4, "biodiversity": 12, "total": 46}

# Savane solo against Jhay (scored in the table's order; no biodiversity).
#
# Zoé
#   grassland grassland grassland grassland tree      waterholes: (3,1) sees a zebra -> 2;
#   zebra     lion      gazelle   giraffe   tree        (4,5) sees an elephant and a vulture -> 4
#   waterhole tree      tree      gazelle   elephant  grassland: groups of 4 (16) and 2 (4) -> 20
#   grassland grassland hyena     vulture   waterhole trees: rows 1,2,3 + columns 2,3,5 -> 12
#                                                     gazelles 2 x 2 + herd 1st (Jhay has none) 5 -> 9
#                                                     zebra: one grassland above -> 3; giraffe: tree -> 5
#   lion (2,2) has grassland above: takes 1 of the face-up zebra (2,1), gazelles (2,3), (3,4) -> 4.
#   Best for Zoé: gazelle (2,3), which the hyena at (4,3) sees 2 cells up -> hyena 3; the elephant
#   keeps its face-up gazelle neighbour (3,4) -> 6 - 2 = 4.  vulture: nothing below -> 0.
#   Zoé: 6 + 20 + 12 + 9 + 3 + 5 + 0 + 4 + 4 + 3 + 0 = 66
# Jhay: elephants among hyenas and vultures, nothing face down:
#   elephants (1,2) (1,4) (2,1) (2,5) have 3 animal neighbours -> 0; (2,3) (3,2) (3,4) have 4 -> -2
#   Jhay: -6.  Margin 72: easy win (55), short of normal (75).
ZOE = """\
  - name: Zoé
    grid:
      - [grassland, grassland, grassland, grassland, tree]
      - [zebra, lion, gazelle, giraffe, tree]
      - [waterhole, tree, tree, gazelle, elephant]
      - [grassland, grassland, hyena, vulture, waterhole]
"""
JHAY = """\
  - name: Jhay
    grid:
      - [hyena, elephant, hyena, elephant, hyena]
      - [elephant, vulture, elephant, vulture, elephant]
      - [hyena, elephant, hyena, elephant, hyena]
      - [vulture, vulture, vulture, vulture, vulture]
"""
SAVANE_SOLO = "game: savane\nsolo: true\nplayers:\n" + ZOE + JHAY
ZOE_SCORES = {"waterhole": 6, "grassland": 20, "tree": 12, "gazelle": 9, "zebra": 3, "giraffe": 5, "cheetah": 0,
              "lion": 4, "elephant": 4, "hyena": 3, "vulture": 0, "total": 66}
JHAY_SCORES = {"waterhole": 0, "grassland": 0, "tree": 0, "gazelle": 0, "zebra": 0, "giraffe": 0, "cheetah": 0,
               "lion": 0, "elephant": -6, "hyena": 0, "vulture": 0, "total": -6}

# Two identical ecosystems (every kind at most half the deck): a tie, and tied comparisons share
# the 1st prize: streams 8 each, wolves 12 each. 54 - 5 - 12 + 8 + 12 = 57, one gap -> 69 each.
FOREST_TIE = "game: forest\nplayers:\n" + ANA + ANA.replace("name: Ana", "name: Cleo")


def write(tmp_path: Path, text: str, name: str = "game.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(list(argv))
    except SystemExit as exc:          # argparse: --version, usage errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def score_json(capsys, path: str) -> list[dict]:
    code, out, err = run(capsys, "score", path, "--json")
    assert (code, err) == (0, "")
    return [json.loads(line) for line in out.splitlines()]


def pad_rows(pad: str, players: int) -> dict[str, list[int]]:
    """Rows of a text score pad: label -> one number per player (every cell filled)."""
    rows = {}
    for line in pad.splitlines()[2:]:
        if set(line) <= {"-"} or ":" in line:
            continue
        parts = line.rsplit(None, players)
        label = parts[0].strip()
        rows[label] = [int(v) for v in parts[1:]]
    return rows


# ---------------------------------------------------------------------------- score: numbers


def test_forest_two_players_with_the_neutral_json(tmp_path, capsys):
    [game] = score_json(capsys, write(tmp_path, FOREST_DUO))
    assert game == {
        "game": "forest",
        "players": [{"name": "Ana", "scores": ANA_SCORES}, {"name": "Ben", "scores": BEN_SCORES}],
        "winners": ["Ana"],
    }
    assert list(game["players"][0]["scores"]) == [*ANA_SCORES]   # kinds in rulebook order, then bio, total


def test_the_neutral_pile_changes_the_comparisons(tmp_path, capsys):
    # without the neutral's 2 wolves Ben's single wolf is 2nd (8) instead of 3rd (4)
    [game] = score_json(capsys, write(tmp_path, "game: forest\nplayers:\n" + ANA + BEN))
    ben = game["players"][1]["scores"]
    assert ben["wolf"] == 8
    assert ben["total"] == 46 + 4
    # 4 neutral wolves beat Ana's 3: she drops to 2nd (8), Ben to 3rd (4)
    four = FOREST_DUO.replace("wolf: 2}", "wolf: 4}")
    [game] = score_json(capsys, write(tmp_path, four))
    assert [p["scores"]["wolf"] for p in game["players"]] == [8, 4]
    # 6 neutral streams beat Ben's 5: he takes the 2nd prize, Ana (3) takes nothing
    six = FOREST_DUO.replace("stream: 3", "stream: 6")
    [game] = score_json(capsys, write(tmp_path, six))
    assert [p["scores"]["stream"] for p in game["players"]] == [0, 5]
    # Ana's stream is now a gap: 2 gaps, still 12 for biodiversity
    assert game["players"][0]["scores"]["biodiversity"] == 12


def test_savane_solo_json(tmp_path, capsys):
    [game] = score_json(capsys, write(tmp_path, SAVANE_SOLO))
    assert game == {
        "game": "savane",
        "players": [{"name": "Zoé", "scores": ZOE_SCORES}, {"name": "Jhay", "scores": JHAY_SCORES}],
        "winners": ["Zoé"],
        "solo": {"margin": 72, "level": "easy"},
    }
    assert "biodiversity" not in game["players"][0]["scores"]


def test_an_explicit_lion_prey_is_scored_as_chosen(tmp_path, capsys):
    # Zoé's lion takes the gazelle at row 3, column 4 instead: the elephant loses its face-up
    # neighbour (6) and the hyena sees nothing face down (0): 66 + 2 - 3 = 65
    text = SAVANE_SOLO.replace("  - name: Zoé\n", "  - name: Zoé\n    prey: [[3, 4]]\n")
    [game] = score_json(capsys, write(tmp_path, text))
    zoe = game["players"][0]["scores"]
    assert (zoe["lion"], zoe["elephant"], zoe["hyena"], zoe["total"]) == (4, 6, 0, 65)
    assert game["solo"] == {"margin": 71, "level": "easy"}


def test_a_solo_loss(tmp_path, capsys):
    # Jhay with plain terrain: trees on rows 1 and 3 (2 rows + 5 columns -> 14) and two separate
    # rows of 5 grassland (16 + 16): 46. Zoé's 66 is only 20 ahead: a loss, and Jhay wins.
    jhay = """\
  - name: Jhay
    grid:
      - [tree, tree, tree, tree, tree]
      - [grassland, grassland, grassland, grassland, grassland]
      - [tree, tree, tree, tree, tree]
      - [grassland, grassland, grassland, grassland, grassland]
"""
    # Zoé uses 4 trees and 6 grassland: 14 trees (the whole deck) and 16 grassland in all
    [game] = score_json(capsys, write(tmp_path, "game: savane\nsolo: true\nplayers:\n" + ZOE + jhay))
    jhay_scores = game["players"][1]["scores"]
    assert (jhay_scores["tree"], jhay_scores["grassland"], jhay_scores["total"]) == (14, 32, 46)
    assert game["solo"] == {"margin": 66 - 46, "level": None}
    assert game["winners"] == ["Jhay"]


def test_forest_solo_alban_gets_no_biodiversity(tmp_path, capsys):
    text = "game: forest\nsolo: true\nplayers:\n" + ANA + BEN.replace("name: Ben", "name: Alban")
    [game] = score_json(capsys, write(tmp_path, text))
    ana, alban = (p["scores"] for p in game["players"])
    assert "biodiversity" not in alban
    assert ana["biodiversity"] == 12
    # no neutral: wolves 3 vs 1 -> 12 / 8; streams 3 vs 5 -> 5 / 8
    assert (ana["wolf"], alban["wolf"], ana["stream"], alban["stream"]) == (12, 8, 5, 8)
    assert alban["total"] == 34 + 4              # Ben's 34 with the 8-point wolf, no biodiversity
    assert ana["total"] == 66
    assert game["solo"] == {"margin": 66 - 38, "level": None}      # 28 < 30: a loss
    assert game["winners"] == ["Alban"]


def test_a_tie_is_a_shared_win(tmp_path, capsys):
    [game] = score_json(capsys, write(tmp_path, FOREST_TIE))
    assert [p["scores"]["total"] for p in game["players"]] == [69, 69]
    assert [p["scores"]["stream"] for p in game["players"]] == [8, 8]
    assert [p["scores"]["wolf"] for p in game["players"]] == [12, 12]
    assert game["winners"] == ["Ana", "Cleo"]
    code, out, _ = run(capsys, "score", write(tmp_path, FOREST_TIE), "--lang", "en")
    assert code == 0
    assert out.splitlines()[-1] == "Winners (tie): Ana, Cleo"


def test_a_multi_document_file_gives_one_json_line_per_game(tmp_path, capsys):
    path = write(tmp_path, "---\n" + FOREST_DUO + "---\n" + SAVANE_SOLO + "---\n" + FOREST_TIE)
    code, out, err = run(capsys, "score", path, "--json")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == 3
    games = [json.loads(line) for line in lines]
    assert [g["game"] for g in games] == ["forest", "savane", "forest"]
    assert [g["winners"] for g in games] == [["Ana"], ["Zoé"], ["Ana", "Cleo"]]
    assert [[p["scores"]["total"] for p in g["players"]] for g in games] == [[66, 46], [66, -6], [69, 69]]
    assert "solo" not in games[0] and "solo" not in games[2]


# ---------------------------------------------------------------------------- score: the text pad


def test_text_score_pad_in_english(tmp_path, capsys):
    code, out, err = run(capsys, "score", write(tmp_path, FOREST_DUO), "--lang", "en")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "Ecosystem – Forest"
    assert lines[1].split() == ["Ana", "Ben"]
    rows = pad_rows(out, 2)
    assert list(rows) == ["Bee", "Bear", "Trout", "Fox", "Eagle", "Dragonfly", "Deer", "Rabbit", "Meadow",
                          "Stream", "Wolf", "Biodiversity", "Total"]
    assert [v[0] for v in rows.values()] == list(ANA_SCORES.values())
    assert [v[1] for v in rows.values()] == list(BEN_SCORES.values())
    assert lines[-1] == "Winner: Ana"
    # the total is set apart by a rule line
    assert set(lines[lines.index(next(l for l in lines if l.startswith("Total"))) - 1]) == {"-"}


def test_text_score_pad_in_french(tmp_path, capsys):
    code, out, _ = run(capsys, "score", write(tmp_path, FOREST_DUO), "--lang", "fr")
    assert code == 0
    assert out.splitlines()[0] == "Ecosystème – Forêt"
    rows = pad_rows(out, 2)
    assert list(rows) == ["Abeille", "Ours", "Truite", "Renard", "Aigle", "Libellule", "Cerf", "Lapin",
                          "Clairière", "Ruisseau", "Loup", "Biodiversité", "Total"]
    assert rows["Abeille"] == [6, 3]
    assert rows["Total"] == [66, 46]
    assert out.splitlines()[-1] == "Gagnant·e: Ana"


def test_savane_pad_has_no_biodiversity_row_and_shows_the_solo_level(tmp_path, capsys):
    code, out, _ = run(capsys, "score", write(tmp_path, SAVANE_SOLO), "--lang", "fr")
    assert code == 0
    rows = pad_rows(out, 2)
    assert list(rows) == ["Point d'eau", "Prairie", "Arbre", "Gazelle", "Zèbre", "Girafe", "Guépard", "Lion",
                          "Éléphant", "Hyène", "Vautour", "Total"]
    assert rows["Éléphant"] == [4, -6]
    assert rows["Total"] == [66, -6]
    assert "Biodiversité" not in out
    assert "Proies des lions – Zoé: [2, 3]" in out.splitlines()       # the lion took row 2, column 3
    assert out.splitlines()[-1] == "Écart: +72 → victoire facile"


def test_forest_solo_pad_leaves_alban_biodiversity_blank(tmp_path, capsys):
    text = "game: forest\nsolo: true\nplayers:\n" + ANA + BEN.replace("name: Ben", "name: Alban")
    code, out, _ = run(capsys, "score", write(tmp_path, text), "--lang", "en")
    assert code == 0
    bio = next(line for line in out.splitlines() if line.startswith("Biodiversity"))
    assert bio.split() == ["Biodiversity", "12"]
    assert out.splitlines()[-1] == "Margin: +28 → loss"


def test_multi_document_pad_numbers_the_games(tmp_path, capsys):
    path = write(tmp_path, FOREST_DUO + "---\n" + SAVANE_SOLO)
    code, out, _ = run(capsys, "score", path, "--lang", "en")
    assert code == 0
    blocks = out.split("\n\n")
    assert len(blocks) == 2
    assert blocks[0].splitlines()[0] == "Game 1 – Ecosystem – Forest"
    assert blocks[1].splitlines()[0] == "Game 2 – Ecosystem – Savannah"
    assert pad_rows(blocks[1], 2)["Total"] == [66, -6]


def test_the_pad_language_follows_the_system(tmp_path, capsys, monkeypatch):
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    _, out, _ = run(capsys, "score", write(tmp_path, FOREST_DUO))
    assert "Biodiversité" in out
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    _, out, _ = run(capsys, "score", write(tmp_path, FOREST_DUO))
    assert "Biodiversity" in out and "Abeille" not in out


def test_the_installed_command_scores_a_file(tmp_path):
    path = write(tmp_path, FOREST_DUO + "---\n" + SAVANE_SOLO)
    proc = subprocess.run([str(COMMAND), "score", path, "--json"], capture_output=True, text=True,
                          cwd=tmp_path, timeout=60, env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert (proc.returncode, proc.stderr) == (0, "")
    games = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [g["players"][0]["scores"] for g in games] == [ANA_SCORES, ZOE_SCORES]


def test_the_installed_command_reports_a_bad_file_without_traceback(tmp_path):
    path = write(tmp_path, FOREST_DUO + "---\n" + FOREST_DUO.replace("[bee, bee,", "[bee, beee,"))
    proc = subprocess.run([str(COMMAND), "score", path], capture_output=True, text=True, cwd=tmp_path,
                          timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1
    assert "game 2" in proc.stderr and "'beee'" in proc.stderr


# ---------------------------------------------------------------------------- score: bad files


def refused(capsys, path: str, *words: str) -> str:
    code, out, err = run(capsys, "score", path, "--json")
    assert code == 2
    assert out == ""
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err
    assert err.startswith("ecosysteme: ")
    for word in words:
        assert word in err, (word, err)
    return err


def second_game(tmp_path, bad: str) -> str:
    """A file whose first game is good and whose second is `bad`."""
    return write(tmp_path, FOREST_DUO + "---\n" + bad)


def test_a_nonexistent_file(tmp_path, capsys):
    refused(capsys, str(tmp_path / "missing.yaml"), "missing.yaml", "no such file")


def test_a_directory(tmp_path, capsys):
    refused(capsys, str(tmp_path), str(tmp_path), "folder")


def test_a_binary_file(tmp_path, capsys):
    path = tmp_path / "photo.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe\x80")
    refused(capsys, str(path), "photo.png", "not a text file")


def test_invalid_yaml(tmp_path, capsys):
    path = write(tmp_path, FOREST_DUO + "---\ngame: forest\nplayers: [unclosed\n")
    refused(capsys, path, "not valid YAML", "line")


def test_an_empty_file(tmp_path, capsys):
    refused(capsys, write(tmp_path, "# nothing yet\n"), "no game")


def test_an_unknown_game(tmp_path, capsys):
    refused(capsys, second_game(tmp_path, SAVANE_SOLO.replace("game: savane", "game: jungle")),
            "game 2", "'jungle'", "forest, savane, canopee or living-forest")


def test_a_grid_row_of_the_wrong_length(tmp_path, capsys):
    bad = FOREST_DUO.replace("[bee, bee, deer, stream, stream]", "[bee, bee, deer, stream]")
    refused(capsys, second_game(tmp_path, bad), "game 2", "player 'Ana'", "row 2", "5", "found 4")


def test_an_unknown_card_names_its_row_and_column(tmp_path, capsys):
    bad = SAVANE_SOLO.replace("[zebra, lion, gazelle,", "[zebra, lion, gazele,")
    refused(capsys, second_game(tmp_path, bad), "game 2", "player 'Zoé'", "row 2, column 3", "'gazele'")


def test_a_card_of_the_other_game(tmp_path, capsys):
    bad = FOREST_DUO.replace("[fox, rabbit, eagle,", "[fox, lion, eagle,")
    refused(capsys, second_game(tmp_path, bad), "game 2", "row 4, column 2", "'lion'")


def test_a_grid_cell_that_is_not_a_card_id(tmp_path, capsys):
    # a typo inside a flow list ("meadow: 2") makes that cell a mapping
    bad = FOREST_DUO.replace("[meadow, meadow, meadow, meadow, meadow]",
                             "[meadow, meadow, meadow, meadow, meadow: 2]")
    refused(capsys, second_game(tmp_path, bad), "game 2", "row 1, column 5")


def test_a_grid_of_three_rows(tmp_path, capsys):
    bad = FOREST_DUO.replace("      - [fox, rabbit, eagle, dragonfly, bear]\n", "")
    refused(capsys, second_game(tmp_path, bad), "game 2", "player 'Ana'", "4 rows")


@pytest.mark.parametrize("players", [1, 7])
def test_a_wrong_player_count(tmp_path, capsys, players):
    # grids of a single kind each would exceed the deck; only the count matters here
    names = [f"P{i}" for i in range(players)]
    body = "".join(ANA.replace("name: Ana", f"name: {n}") for n in names)
    refused(capsys, second_game(tmp_path, "game: forest\nplayers:\n" + body), "game 2", "2 to 6", f"found {players}")


def test_duplicate_player_names(tmp_path, capsys):
    bad = "game: forest\nplayers:\n" + ANA + BEN.replace("name: Ben", "name: Ana")
    refused(capsys, second_game(tmp_path, bad), "game 2", "'Ana'", "two players have this name")


def test_a_neutral_with_three_players(tmp_path, capsys):
    third = BEN.replace("name: Ben", "name: Cy")
    bad = "game: forest\nplayers:\n" + ANA + BEN + third + "neutral: {stream: 1}\n"
    refused(capsys, second_game(tmp_path, bad), "game 2", "neutral", "two-player")


def test_a_neutral_with_a_negative_count(tmp_path, capsys):
    refused(capsys, second_game(tmp_path, FOREST_DUO.replace("wolf: 2", "wolf: -2")),
            "game 2", "neutral", "'wolf'", "-2")


def test_a_neutral_with_an_unknown_card(tmp_path, capsys):
    refused(capsys, second_game(tmp_path, FOREST_DUO.replace("wolf: 2", "gazelle: 2")),
            "game 2", "neutral", "'gazelle'")


def test_solo_with_three_players(tmp_path, capsys):
    bad = SAVANE_SOLO + ZOE.replace("name: Zoé", "name: Max")
    refused(capsys, second_game(tmp_path, bad), "game 2", "solo", "two players", "found 3")


def test_more_cards_of_a_kind_than_the_game_has(tmp_path, capsys):
    # Ana 3 wolves + Ben 1 + neutral 9 = 13 wolves; Forêt has 12
    refused(capsys, second_game(tmp_path, FOREST_DUO.replace("wolf: 2", "wolf: 9")),
            "game 2", "13 'wolf'", "only 12")


def test_more_cards_than_the_game_has_across_grids(tmp_path, capsys):
    # five players with Ana's grid: 5 x 5 = 25 meadows (the deck has 20), the first kind over the limit
    body = "".join(ANA.replace("name: Ana", f"name: P{i}") for i in range(5))
    refused(capsys, second_game(tmp_path, "game: forest\nplayers:\n" + body), "game 2", "25 'meadow'", "only 20")


@pytest.mark.parametrize("prey,words", [
    ("[[1, 1]]", ("lions",)),                 # a grassland is not prey
    ("[[2, 3], [3, 4]]", ("exactly 1",)),     # one hunting lion takes one prey
    ("[]", ("exactly 1",)),
    ("[[5, 1]]", ("outside the grid",)),
    ("[[2, 3], [2, 3]]", ("different",)),
    ("[2, 3]", ("[row, column]",)),
])
def test_an_invalid_lion_prey_choice(tmp_path, capsys, prey, words):
    bad = SAVANE_SOLO.replace("  - name: Zoé\n", f"  - name: Zoé\n    prey: {prey}\n")
    refused(capsys, second_game(tmp_path, bad), "game 2", *words)


def test_prey_for_an_ecosystem_whose_lions_do_not_hunt(tmp_path, capsys):
    # Jhay has no lion at all: a prey choice for Jhay cannot be right and must not be silently ignored
    bad = SAVANE_SOLO.replace("  - name: Jhay\n", "  - name: Jhay\n    prey: [[4, 1]]\n")
    refused(capsys, second_game(tmp_path, bad), "game 2", "Jhay")


def test_prey_in_forest(tmp_path, capsys):
    bad = FOREST_DUO.replace("  - name: Ana\n", "  - name: Ana\n    prey: [[1, 1]]\n")
    refused(capsys, second_game(tmp_path, bad), "game 2", "'prey'", "lions")


def test_an_unknown_key(tmp_path, capsys):
    refused(capsys, second_game(tmp_path, FOREST_DUO + "winner: Ana\n"), "game 2", "unknown key 'winner'")


def test_a_good_first_game_and_a_bad_second_game_print_nothing(tmp_path, capsys):
    path = second_game(tmp_path, FOREST_DUO.replace("name: Ben", "name: Ana"))
    for extra in ([], ["--lang", "en"]):
        code, out, err = run(capsys, "score", path, *extra)
        assert (code, out) == (2, "")
        assert "game 2" in err and "game 1" not in err


# ---------------------------------------------------------------------------- simulate


def simulate_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, "simulate", *argv, "--json")
    assert (code, err) == (0, "")
    assert len(out.splitlines()) == 1
    return json.loads(out)


FOUR = ("--game", "forest", "--players", "4", "--seats", "random,random,random,random", "--games", "50")


def test_simulate_four_players(capsys):
    result = simulate_json(capsys, *FOUR, "--seed", "3")
    assert result["games"] == 50
    assert result["seed"] == 3
    assert result["seats"] == ["random"] * 4
    assert result["games_per_second"] > 0
    assert len(result["win_share"]) == len(result["mean_score"]) == 4
    assert sum(result["win_share"]) == pytest.approx(1, abs=1e-3)   # ties shared, not counted twice
    assert all(0 <= share <= 1 for share in result["win_share"])
    # random Forêt ecosystems score tens of points
    assert all(10 < mean < 120 for mean in result["mean_score"])


@pytest.mark.parametrize("game_id,players", [("forest", 6), ("savane", 2), ("savane", 5)])
def test_win_shares_sum_to_one_even_with_ties(game_id, players):
    result = simulate(game_id, ["random"] * players, 40, seed=11)
    assert sum(result.wins) == pytest.approx(40)
    # a k-way tie gives 1/k to each winner (k <= 6: every share is a multiple of 1/60)
    assert all(w * 60 == pytest.approx(round(w * 60)) for w in result.wins)
    if (game_id, players) == ("forest", 6):
        # this run has tied games: they show as half wins, and the total is still 40
        assert any(w % 1 for w in result.wins)


def test_the_same_seed_gives_the_same_results(capsys):
    first = simulate_json(capsys, *FOUR, "--seed", "3")
    again = simulate_json(capsys, *FOUR, "--seed", "3")
    other = simulate_json(capsys, *FOUR, "--seed", "4")
    for result in (first, again, other):
        result.pop("games_per_second")
    assert first == again
    other.pop("seed"), first.pop("seed")
    assert other != first


def test_simulate_two_players_uses_the_neutral(capsys):
    result = simulate_json(capsys, "--game", "forest", "--players", "2", "--games", "30", "--seed", "1")
    assert result["seats"] == ["random", "random"]
    assert sum(result["win_share"]) == pytest.approx(1, abs=1e-3)


def test_simulate_text_output(capsys):
    code, out, err = run(capsys, "simulate", *FOUR, "--seed", "3")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert "50 games" in lines[0] and "seed 3" in lines[0] and "games/s" in lines[0]
    seats = [line for line in lines if re.match(r"^\d\s+random\s", line)]
    assert len(seats) == 4
    shares = [float(re.search(r"([\d.]+)%", line).group(1)) for line in seats]
    assert sum(shares) == pytest.approx(100, abs=0.5)


def test_simulate_solo_json(capsys):
    result = simulate_json(capsys, "--game", "forest", "--solo", "--games", "50", "--seed", "3")
    assert result["solo"] is True
    assert result["seats"] == ["random"]
    levels = result["levels"]
    assert list(levels) == ["easy", "normal", "hard", "loss"]
    assert sum(levels.values()) == 50
    margin = result["margin"]
    assert margin["min"] <= margin["p10"] <= margin["median"] <= margin["p90"] <= margin["max"]
    assert margin["min"] <= margin["mean"] <= margin["max"]
    # reaching a level is the solo win; reached["easy"] includes the normal and hard wins
    won = (levels["easy"] + levels["normal"] + levels["hard"]) / 50
    assert result["reached"]["easy"] == pytest.approx(won)
    assert result["win_share"] == [pytest.approx(won)]
    assert (levels["loss"] == 50) == (margin["max"] < 30)


def test_simulate_solo_levels_agree_with_the_margins():
    for game_id in ("forest", "savane"):
        result = simulate(game_id, ["random"], 30, seed=5, solo=True)
        thresholds = {"forest": (30, 50, 70), "savane": (55, 75, 85)}[game_id]

        def level(m):
            return next((name for name, t in zip(("hard", "normal", "easy"), thresholds[::-1]) if m >= t), "loss")
        counted = {}
        for m in result.margins:
            counted[level(m)] = counted.get(level(m), 0) + 1
        assert {k: v for k, v in result.levels.items() if v} == counted
        assert len(result.margins) == 30


def test_simulate_solo_text(capsys):
    code, out, err = run(capsys, "simulate", "--game", "savane", "--solo", "--games", "20", "--seed", "2")
    assert (code, err) == (0, "")
    assert "Jhay" in out
    margin_line = next(line for line in out.splitlines() if line.startswith("margin over Jhay"))
    assert "mean" in margin_line and "median" in margin_line
    levels_line = next(line for line in out.splitlines() if line.startswith("levels reached"))
    assert "easy (≥55)" in levels_line and "normal (≥75)" in levels_line and "hard (≥85)" in levels_line
    easy = float(re.search(r"easy \(≥55\) ([\d.]+)%", levels_line).group(1))
    loss = float(re.search(r"losses ([\d.]+)%", levels_line).group(1))
    assert easy + loss == pytest.approx(100)


@pytest.mark.parametrize("argv,words", [
    (["--game", "forest", "--players", "7"], ["--players", "2", "6"]),
    (["--game", "forest", "--players", "1"], ["--players", "2", "6"]),
    (["--game", "forest", "--players", "3", "--seats", "random,random"], ["--seats", "2", "3"]),
    (["--game", "forest", "--players", "2", "--seats", "random,genius"], ["'genius'", "random"]),
    (["--game", "forest", "--players", "2", "--games", "0"], ["--games"]),
    (["--game", "forest", "--players", "2", "--games", "-4"], ["--games"]),
    (["--players", "2"], ["--game"]),
    (["--game", "forest", "--players", "2", "--solo"], ["--solo", "--players"]),
    (["--game", "forest"], ["--players", "--solo"]),
    (["--game", "jungle", "--players", "2"], ["jungle"]),
    (["--game", "forest", "--players", "two"], ["two"]),
])
def test_simulate_argument_errors(capsys, argv, words):
    code, out, err = run(capsys, "simulate", *argv)
    assert code == 2
    assert out == ""
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert "error:" in last
    for word in words:
        assert word in last, (word, err)


def test_the_installed_command_simulates_and_refuses_bad_arguments(tmp_path):
    proc = subprocess.run([str(COMMAND), "simulate", "--game", "savane", "--players", "3", "--games", "5",
                           "--seed", "9", "--json"], capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert (proc.returncode, proc.stderr) == (0, "")
    assert json.loads(proc.stdout)["games"] == 5
    proc = subprocess.run([str(COMMAND), "simulate", "--game", "forest", "--players", "7"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr and "--players" in proc.stderr


# ---------------------------------------------------------------------------- version


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_version(capsys):
    code, out, _ = run(capsys, "--version")
    assert code == 0
    assert out.strip() == f"ecosysteme {project_version()}"
    assert re.fullmatch(r"ecosysteme \d+\.\d+\.\d+\S*", out.strip())


def test_version_of_the_installed_command_and_module(tmp_path):
    for argv in ([str(COMMAND)], [sys.executable, "-m", "game.cli"]):
        proc = subprocess.run([*argv, "--version"], capture_output=True, text=True, cwd=ROOT, timeout=60)
        assert proc.returncode == 0
        assert proc.stdout.strip() == f"ecosysteme {project_version()}"


def test_simulate_results_do_not_depend_on_the_number_of_worker_processes():
    from game.simulate import simulate

    one = simulate("savane", ["random"] * 3, 40, seed=9, workers=1)
    two = simulate("savane", ["random"] * 3, 40, seed=9, workers=2)
    assert (one.wins, one.score_sums) == (two.wins, two.score_sums)
    solo_one = simulate("forest", ["random"], 30, seed=2, solo=True, workers=1)
    solo_two = simulate("forest", ["random"], 30, seed=2, solo=True, workers=2)
    assert solo_one.margins == solo_two.margins and solo_one.levels == solo_two.levels
