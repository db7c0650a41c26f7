"""The session, the autosave and the archive work for every game of the collection, through the protocol only.

A player's game must survive a quit at any point: saved mid-game, read back, and played on, it is the same game
as if nothing had happened (the computers' generators included); a finished game is archived for its replay; a
save that was tampered with is refused with one sentence. Run over every registered game, so a new game gets
these guarantees (or fails them) the day it is registered.
"""
from __future__ import annotations

import json
import random

import pytest

from game import savegame
from game.core.registry import GAMES, game_def, game_ids
from game.errors import SaveError
from game.session import COMPUTER, HUMAN, Match, Seat
from tests.helpers import play_decisions, play_to_end


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))


def tables():
    """Per game: a hot-seat pair with a computer, and solo when the game has it."""
    out = []
    for game_id in game_ids():
        info = game_def(game_id).info
        out.append(pytest.param(game_id, False, id=f"{game_id}-table"))
        if info.solo:
            out.append(pytest.param(game_id, True, id=f"{game_id}-solo"))
    return out


def new_match(game_id: str, solo: bool, seed: int = 11) -> Match:
    if solo:
        seats = [Seat("Ana", HUMAN)]
    else:
        seats = [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "random"), Seat("Cleo", HUMAN)]
        if game_def(game_id).info.players_max < 3:
            seats = seats[:2]
    return Match(game_id, seats, seed, solo)


play = play_decisions           # (tests/helpers.py)


def finish(match: Match, rng: random.Random) -> None:
    play_to_end(match, rng)


@pytest.mark.parametrize("game_id, solo", tables())
def test_a_game_saved_mid_way_plays_on_exactly_as_if_never_interrupted(game_id, solo, tmp_path):
    match = new_match(game_id, solo)
    play(match, 25, random.Random(1))
    assert not match.over
    path = tmp_path / "mid.json"
    savegame.save_match(match, path)
    back = savegame.load_match(path)
    assert back.state.to_json() == match.state.to_json()
    assert [s.name for s in back.seats] == [s.name for s in match.seats]
    # the same human choices from here give the same game: the computers' generators were saved too
    finish(match, random.Random(2))
    finish(back, random.Random(2))
    assert back.state.to_json() == match.state.to_json()
    assert back.state.outcome() == match.state.outcome()


@pytest.mark.parametrize("game_id, solo", tables())
def test_the_autosave_keeps_a_game_in_progress_and_archives_it_once_finished(game_id, solo):
    match = new_match(game_id, solo, seed=5)
    play(match, 10, random.Random(3))
    savegame.autosave(match)
    assert savegame.load_autosave().state.to_json() == match.state.to_json()
    finish(match, random.Random(4))
    savegame.autosave(match)
    assert not savegame.autosave_path().exists()         # nothing left to continue
    [kept] = savegame.finished_games()
    assert game_id in kept.name
    replayed = savegame.load_match(kept)
    assert replayed.over and replayed.state.outcome() == match.state.outcome()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_save_whose_moves_were_edited_is_refused_in_one_sentence(game_id, tmp_path):
    match = new_match(game_id, False, seed=3)
    play(match, 30, random.Random(5))
    data = savegame.match_to_dict(match)
    data["actions"] = data["actions"][:-1]                # one move less than the state shows
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        savegame.load_match(path)
    message = str(caught.value)
    assert "\n" not in message and "changed" in message


@pytest.mark.parametrize("game_id", game_ids())
def test_a_save_of_another_game_header_is_refused(game_id, tmp_path):
    match = new_match(game_id, False, seed=3)
    play(match, 5, random.Random(6))
    data = savegame.match_to_dict(match)
    other = next(g for g in game_ids() if GAMES[g].package != GAMES[game_id].package)
    data["game"] = other
    path = tmp_path / "other.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        savegame.load_match(path)
    assert "\n" not in str(caught.value)


@pytest.mark.slow
@pytest.mark.parametrize("game_id, solo", tables())
def test_the_hint_is_a_legal_choice_of_the_seat_asking(game_id, solo):
    match = new_match(game_id, solo, seed=9)
    rng = random.Random(7)
    for _ in range(6):
        play(match, 4, rng)
        seat = match.active_human()
        if seat is None:
            continue
        hint = match.hinter(seat)()
        hint = getattr(hint, "action", hint)        # a Hard on the shared search answers its whole Choice
        assert hint in list(match.view(seat).legal_actions())


@pytest.mark.parametrize("game_id", game_ids())
def test_a_damaged_autosave_is_set_aside_with_one_sentence(game_id):
    match = new_match(game_id, False, seed=2)
    play(match, 12, random.Random(8))
    savegame.autosave(match)
    path = savegame.autosave_path()
    data = json.loads(path.read_text())
    data["state"]["seed"] = data["state"].get("seed", 0) + 1 if isinstance(data["state"], dict) else 0
    damaged = json.dumps(data)[:-40]                      # changed, then cut short as a crash would
    path.write_text(damaged)
    with pytest.raises(SaveError) as caught:
        savegame.load_autosave()
    message = str(caught.value)
    assert "\n" not in message and "autosave.json.bad" in message
    assert not path.exists()
    assert (path.parent / "autosave.json.bad").read_text() == damaged     # its bytes kept, never overwritten
