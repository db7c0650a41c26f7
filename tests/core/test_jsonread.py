"""The save readers every game shares (game/core/jsonread.py) and the saves players already have.

Canopée's and Living Forest's save readers were moved onto the shared module (issue 15's clean-up): a save a
player made before must still load, be the same game, and play on the same way; a damaged one must still be
refused with one sentence naming the game, never a crash later.
"""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from game.core import jsonread
from game.core.protocol import Outcome
from game.core.registry import game_def
from game.errors import SaveError

SAVES = Path(__file__).parent / "saves"


def play_on(state, steps: int, seed: int) -> None:
    """``steps`` legal actions chosen by a seeded generator, as a table of random players would."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        seats = sorted(state.to_act())
        seat = seats[rng.randrange(len(seats))]
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def digest(value) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


@pytest.mark.parametrize("game_id, name", [("canopee", "canopee_2p_midgame.json"),
                                           ("living-forest", "livingforest_3p_midgame.json")])
def test_a_save_made_before_the_shared_reader_loads_as_the_same_game(game_id, name):
    # saves written by the code before the move (40 random actions into a game, seed 1)
    saved = json.loads((SAVES / name).read_text(encoding="utf-8"))
    state = game_def(game_id).state_from_json(saved)
    assert json.loads(json.dumps(state.to_json())) == saved
    state.check_invariants()
    play_on(state, 30, seed=7)
    state.check_invariants()


def test_a_canopee_save_made_before_plays_on_exactly_as_it_did():
    # the state 30 seeded random actions after loading, as the code before the move reached it (Canopée's
    # engine is pinned by its golden games: this one may not change either)
    saved = json.loads((SAVES / "canopee_2p_midgame.json").read_text(encoding="utf-8"))
    state = game_def("canopee").state_from_json(saved)
    play_on(state, 30, seed=7)
    assert digest(json.loads(json.dumps(state.to_json()))) == \
        "1bbd3ce1f3735ec814959bd1661b185a5d2e5197bedd252c5cc5c2545b9e89a4"


@pytest.mark.parametrize("game_id, name, game_name", [
    ("canopee", "canopee_2p_midgame.json", "Canopée"),
    ("living-forest", "livingforest_3p_midgame.json", "Living Forest")])
def test_a_damaged_save_is_one_sentence_naming_its_game(game_id, name, game_name):
    saved = json.loads((SAVES / name).read_text(encoding="utf-8"))
    game = game_def(game_id)
    for key, value in (("seed", "7"), ("rng", [3, [0] * 625, None]), ("rng", [3, [1, 2], None]),
                       ("stack", None), ("outcome", {"totals": [1.5], "winners": [], "detail": {}})):
        with pytest.raises(SaveError) as caught:
            game.state_from_json(dict(saved, **{key: value}))
        assert str(caught.value).startswith(f"this {game_name} save is damaged (")
    with pytest.raises(SaveError, match=f"^this {game_name} save lacks its 'rng'$"):
        game.state_from_json({k: v for k, v in saved.items() if k != "rng"})
    with pytest.raises(SaveError, match=f"^this save is not a {game_name} game of format 1$"):
        game.state_from_json(dict(saved, format=2))
    with pytest.raises(SaveError, match=f"^this {game_name} save is not a mapping$"):
        game.state_from_json([saved])


def test_read_save_lets_the_readers_own_sentence_through_and_words_any_other_slip():
    def reader(data):
        if data == "own":
            raise SaveError("this Test save is damaged: its cards do not add up")
        return data["x"]

    assert jsonread.read_save("Test", reader, {"x": 3}) == 3
    with pytest.raises(SaveError, match="^this Test save is damaged: its cards do not add up$"):
        jsonread.read_save("Test", reader, "own")
    with pytest.raises(SaveError, match=r"^this Test save is damaged \(KeyError: 'x'\)$"):
        jsonread.read_save("Test", reader, {})
    with pytest.raises(SaveError, match=r"^this Test save is damaged \(TypeError: "):
        jsonread.read_save("Test", reader, 5)


def test_the_readers_take_only_the_type_a_save_wrote():
    assert jsonread.as_int(4) == 4 and jsonread.as_ints([1, 2]) == [1, 2] and jsonread.as_bool(False) is False
    for bad in (True, 1.0, "1", None):
        with pytest.raises(ValueError):
            jsonread.as_int(bad)
    for bad in ((1, 2), [1, "2"], {"a": 1}):
        with pytest.raises(ValueError):
            jsonread.as_ints(bad)
    for bad in (0, 1, "true", None):
        with pytest.raises(ValueError):
            jsonread.as_bool(bad)


def test_a_generator_read_back_draws_what_it_would_have_drawn():
    rng = random.Random(42)
    rng.random()
    copy = jsonread.rng_from_json(json.loads(json.dumps(jsonread.rng_to_json(rng))))
    assert [copy.random() for _ in range(5)] == [rng.random() for _ in range(5)]
    for bad in ([3, [0] * 625, None], [3, list(range(624)), None], [3, "x", None], [True, [1] * 625, None]):
        with pytest.raises((ValueError, TypeError)):
            jsonread.rng_from_json(bad)


def test_stack_frames_and_outcomes_round_trip():
    frame = ("attract", 1, (2, (3, 4)), "x")
    assert jsonread.to_tuples(json.loads(json.dumps(jsonread.to_lists(frame)))) == frame
    outcome = Outcome((12, 9), (0,), {"tie_break": [1, 2]})
    assert jsonread.outcome_from_json(json.loads(json.dumps(jsonread.outcome_to_json(outcome)))) == outcome
    assert jsonread.outcome_to_json(None) is None and jsonread.outcome_from_json(None) is None
