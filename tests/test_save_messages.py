"""What a player reads when a save cannot be resumed (issue 23 point 19): one sentence, in the words of the
menu's notice, for every game: no "unknown game" for a game the collection has, no full stop in the middle of
the sentence ("…lacks its 'solo'.; the file is kept…"), no capital letter after the colon but a game's name.
"""
from __future__ import annotations

import json
import random

import pytest

from game import savegame
from game.core.registry import game_ids
from game.errors import SaveError
from game.i18n import tr
from game.session import Match, Seat


def a_save(game_id: str) -> dict:
    solo = game_id in ("forest", "savane")
    seats = [Seat("Ana", "human")] if solo else [Seat("Ana", "human"), Seat("Bo", "human")]
    match = Match(game_id, seats, seed=7, solo=solo)
    rng = random.Random(7)
    for _ in range(6):
        if match.over:
            break
        seat = min(match.state.to_act())
        match.state.apply(seat, rng.choice(match.state.legal_actions(seat)))
    return json.loads(json.dumps(savegame.match_to_dict(match)))


def damaged(game_id: str):
    """(what was done, the save) for the ways a hand or a disk damages a save's state."""
    data = a_save(game_id)
    key = next(k for k in data["state"] if k not in ("format", "game"))
    yield f"its state lacks {key!r}", {**data, "state": {k: v for k, v in data["state"].items() if k != key}}
    yield "its state is a list", {**data, "state": [1, 2]}
    yield "its state is of another format", {**data, "state": {**data["state"], "format": 99}}
    for other in game_ids():
        if other != game_id:
            yield f"its state is a {other} game's", {**data, "state": a_save(other)["state"]}


CASES = [(game_id, what, save) for game_id in game_ids() for what, save in damaged(game_id)]


def shown_to_the_player(tmp_path, monkeypatch, save: dict) -> tuple[str, str]:
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    savegame.autosave_path().write_text(json.dumps(save), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        savegame.load_autosave()
    error = str(caught.value)
    return tr("save_damaged", "en", error=error), tr("save_damaged", "fr", error=error)


@pytest.mark.parametrize("game_id, what, save", CASES, ids=[f"{g}: {w}" for g, w, _ in CASES])
def test_a_damaged_save_is_said_in_one_clean_sentence(tmp_path, monkeypatch, game_id, what, save):
    english, french = shown_to_the_player(tmp_path, monkeypatch, save)
    error = english.removeprefix("The saved game could not be resumed: ").removesuffix(". Start a new one.")
    assert error != english
    for text in (english, french):
        assert ".;" not in text and ". ." not in text and ".." not in text.replace("…", "") and "\n" not in text
    # a clause inside the notice: no capital after the colon (a game's name may start one) and no full stop
    first = error.split()[0]
    assert first[0].islower() or first in ("Canopée", "Living", "Forêt", "Savane"), error
    assert "the file is kept as autosave.json.bad" in error
    assert not error.split(";")[0].endswith(".")
    if what.endswith("game's"):
        # a game the collection has is never called unknown: the state is not the one the header names
        assert "unknown game" not in error and "not the game its header describes" in error
