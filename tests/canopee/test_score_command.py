"""``ecosysteme score`` reads Canopée end-of-season files beside Forêt and Savane ones: the JSON contract of the
issue, a score pad in French or English, and one line for a malformed document."""
from __future__ import annotations

import json

from game.cli import main

MARIA = """game: canopee
season: 3
players:
  - name: Maria
    previous: 31
    trees:
      - {trunks: [1, 2], canopy: 2}
      - {trunks: [1, 1, 0], canopy: 1, scored: true, awarded: true}
      - {trunks: [2]}
    cards: [fern, fern, fern, bromeliad, rain, sun]
    wildlife: [frog, frog_pair, toucan]
  - name: Otto
    trees:
      - {trunks: [0, 1, 2], canopy: 1}
    cards: [monstera, monstera, monstera]
    wildlife: [sloth]
"""
FOREST = """game: forest
players:
  - name: Ana
    grid:
      - [bee, meadow, meadow, stream, stream]
      - [bee, meadow, meadow, stream, stream]
      - [bee, meadow, meadow, stream, stream]
      - [bee, meadow, meadow, stream, stream]
  - name: Ben
    grid:
      - [wolf, meadow, meadow, stream, stream]
      - [wolf, meadow, meadow, stream, stream]
      - [wolf, meadow, meadow, stream, stream]
      - [wolf, meadow, meadow, stream, stream]
"""


def run(capsys, *argv):
    capsys.readouterr()
    code = main(list(argv))
    return code, *capsys.readouterr()


def test_a_canopee_season_scores_to_the_json_contract(tmp_path, capsys):
    path = tmp_path / "season.yaml"
    path.write_text(MARIA, encoding="utf-8")
    code, out, err = run(capsys, "score", str(path), "--json")
    assert code == 0 and err == ""
    line = json.loads(out)
    assert line["game"] == "canopee" and line["season"] == 3 and line["winners"] == ["Maria"]
    maria, otto = (p["scores"] for p in line["players"])
    # Maria's new tree: trunks 1 + 2 and a x2 canopy over 2 trunks; Otto's 3-trunk tree takes season 3's award
    assert (maria["trees"], otto["trees"], otto["tallest_tree"], maria["tallest_tree"]) == (7, 6, 5, 0)
    assert (maria["fern"], maria["bromeliad"], maria["weather"], otto["monstera"]) == (6, 2, 5, 8)
    assert (maria["wildlife"], otto["wildlife"], maria["lushest_forest"]) == (8, 2, 10)
    assert maria["total"] == 31 + maria["season"] and otto["total"] == otto["season"]


def test_canopee_and_forest_documents_share_a_file_each_with_its_own_pad(tmp_path, capsys):
    path = tmp_path / "mixed.yaml"
    path.write_text(FOREST + "---\n" + MARIA, encoding="utf-8")
    code, out, err = run(capsys, "score", str(path), "--lang", "fr")
    assert code == 0 and err == ""
    assert "Partie 2 – Canopée" in out and "Gagnant·e : Maria" in out
    code, out, _ = run(capsys, "score", str(path), "--json")
    assert [json.loads(line)["game"] for line in out.splitlines()] == ["forest", "canopee"]


def test_a_malformed_canopee_document_is_one_line(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(MARIA.replace("canopy: 2}", "canopy: 7}"), encoding="utf-8")
    code, out, err = run(capsys, "score", str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("ecosysteme: ") and "game 1" in err and "Maria" in err
