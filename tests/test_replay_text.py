"""``ecosysteme replay FILE --text``: a saved game told as text, for any game; a game the window cannot replay is
told as text without the flag instead of reaching another game's replay scene."""
from __future__ import annotations

import random

import pytest

from game import savegame
from game.cli import main
from game.gamelog import log_lines
from game.session import COMPUTER, Match, Seat


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))


def finished(game_id: str, seed: int) -> Match:
    match = Match(game_id, [Seat("Ana"), Seat("Bob", COMPUTER, "easy")], seed)
    rng = random.Random(seed)
    while not match.over:
        if match.waiting_computers():
            match.play_computers()
        else:
            seat = match.active_human()
            legal = match.view(seat).legal_actions()
            match.submit(seat, legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("game_id, flags", [("canopee", ["--text"]), ("forest", ["--text"])])
def test_a_saved_game_is_told_entry_by_entry_with_its_result(game_id, flags, tmp_path, capsys):
    match = finished(game_id, 4)
    path = tmp_path / "game.json"
    savegame.save_match(match, path)
    assert main(["replay", str(path), "--lang", "en", *flags]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(match.definition.info.name("en")) and "Ana, Bob" in out[0]
    entries = log_lines(match.state, match.names(), "en")
    numbered = [line for line in out if line[:4].strip().rstrip(".").isdigit()]
    assert len(numbered) == len(entries) > 10
    assert numbered[-1].endswith(entries[-1].text)
    totals = match.state.outcome().totals
    assert out[-2] == f"Total: Ana {totals[0]}, Bob {totals[1]}" or out[-1] == f"Total: Ana {totals[0]}, Bob {totals[1]}"
    winners = [match.names()[i] for i in match.state.outcome().winners]
    assert out[-1].endswith(", ".join(winners))


def test_a_game_without_a_replay_in_the_window_is_told_as_text(tmp_path, capsys, monkeypatch):
    from scenes.canopee.screens import CanopeeScreens
    from scenes.shell.screens import GameScreens

    monkeypatch.setattr(CanopeeScreens, "replay", GameScreens.replay)      # its screens offer no replay
    capsys.readouterr()                   # (pygame's greeting, if these imports were its first)
    match = finished("canopee", 5)
    path = tmp_path / "game.json"
    savegame.save_match(match, path)
    assert main(["replay", str(path), "--lang", "en"]) == 0          # no window opened: the dummy run ends
    assert capsys.readouterr().out.startswith("Canopy · Ana, Bob")


def test_the_text_speaks_french(tmp_path, capsys):
    match = finished("canopee", 6)
    path = tmp_path / "game.json"
    savegame.save_match(match, path)
    assert main(["replay", str(path), "--lang", "fr", "--text"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Canopée") and "Total :" in out
    assert log_lines(match.state, match.names(), "fr")[0].text in out


def test_a_solo_game_names_the_forest_spirit_in_the_players_language(tmp_path, capsys):
    match = Match("canopee", [Seat("Ana")], 8, solo=True)
    rng = random.Random(8)
    while not match.over:
        legal = match.view(0).legal_actions()
        match.submit(0, legal[rng.randrange(len(legal))])
    assert match.names("fr") == ["Ana", "Esprit de la forêt"] and match.names("en") == ["Ana", "Forest Spirit"]
    path = tmp_path / "solo.json"
    savegame.save_match(match, path)
    for lang, spirit, total in (("fr", "Esprit de la forêt", "Total :"), ("en", "Forest Spirit", "Total:")):
        assert main(["replay", str(path), "--lang", lang, "--text"]) == 0
        out = capsys.readouterr().out.splitlines()
        assert out[0].startswith("Canopée · Solo · Ana") if lang == "fr" else out[0].startswith("Canopy · Solo · Ana")
        total_line = next(line for line in out if line.startswith(total))
        assert f"{spirit} {match.state.outcome().totals[1]}" in total_line
