"""Bad input around Canopée is one clear sentence and exit code 2, never a traceback: a damaged Canopée section of
the card data, a malformed Canopée score file, an unknown game, option or seat type."""
from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from game.core.catalogue import default_catalogue
from game.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent


def run(capsys, *argv):
    capsys.readouterr()
    try:
        code = main(list(argv))
    except SystemExit as exc:          # argparse's usage errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def damaged_cards(tmp_path, monkeypatch):
    """The bundled card data replaced by a copy changed by ``damage(text) -> text``."""
    def install(damage):
        root = tmp_path / "bundle"
        shutil.copytree(ROOT / "data", root / "data")
        cards = root / "data" / "cards.yaml"
        cards.write_text(damage(cards.read_text(encoding="utf-8")), encoding="utf-8")
        monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
        default_catalogue.cache_clear()
    yield install
    default_catalogue.cache_clear()


@pytest.mark.parametrize("damage, words", [
    (lambda t: t.replace("  canopee:\n", "  canopee:\n    colour: green\n", 1), ["games.canopee", "colour"]),
    (lambda t: t.replace("category: trunk, value: 1,", "category: trunk, value: one,"), ["games.canopee", "one"]),
    (lambda t: t[:t.index("  canopee:")], ["games", "canopee"]),
])
def test_a_damaged_canopee_section_is_one_line_for_every_command(capsys, damaged_cards, damage, words):
    damaged_cards(damage)
    for argv in (["simulate", "--game", "forest", "--players", "2", "--games", "1"],
                 ["score", str(ROOT / "examples" / "canopee-season3.yaml")]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and out == "", err
        assert err.count("\n") == 1 and err.startswith("ecosysteme: ") and "cards.yaml" in err
        assert "Traceback" not in err
        for word in words:
            assert word in err, (word, err)


def test_a_malformed_canopee_score_file_is_one_line(capsys, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("game: canopee\nseason: 9\nplayers: [{name: Ana}, {name: Ben}]\n", encoding="utf-8")
    code, out, err = run(capsys, "score", str(path))
    assert code == 2 and err.count("\n") == 1 and "game 1" in err and "season" in err


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--game", "jungle", "--players", "2"], ["--game", "jungle"]),
    (["simulate", "--game", "canopee", "--players", "2", "--options", "card_set=Z"], ["card_set", "'Z'"]),
    (["simulate", "--game", "canopee", "--players", "2", "--options", "colour=red"], ["colour=red", "options:"]),
    (["simulate", "--game", "canopee", "--solo", "--options", "season_change=true"], ["season_change", "solo"]),
    (["simulate", "--game", "canopee", "--players", "5"], ["--players", "2 and 4"]),
    (["simulate", "--game", "canopee", "--players", "2", "--seats", "expert,random"], ["'expert'", "easy, hard, medium"]),
])
def test_an_unknown_game_option_or_seat_type_is_the_usage_line(capsys, argv, words):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    last = err.strip().splitlines()[-1]
    assert "error:" in last and "Traceback" not in err
    for word in words:
        assert word in last, (word, last)
