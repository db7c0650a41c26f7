"""Golden Canopée games (tools/record_golden_canopee.py): every mode, card set and variant, random, easy and
medium seats. A change to the engine made for speed or clarity keeps every one bit for bit."""
from __future__ import annotations

import json

import pytest

from game.core.registry import game_def
from tools.record_golden_canopee import GOLDEN, play, state_hash

pytestmark = pytest.mark.slow      # seeded games played out move by move: the quick run (-m "not slow") leaves them to .ci/run

GAMES = json.loads(GOLDEN.read_text(encoding="utf-8"))


def case_id(g: dict) -> str:
    opts = ",".join(f"{k}={v}" for k, v in g["options"].items())
    return f"{g['seats']}-{g['bot']}{'-' + opts if opts else ''}"


@pytest.mark.parametrize("golden", GAMES, ids=case_id)
def test_the_recorded_moves_replay_to_the_same_game(golden):
    canopee = game_def("canopee")
    solo = golden["seats"] == "solo"
    log = [(seat, canopee.action_from_json(a)) for seat, a in golden["actions"]]
    state = canopee.replay(1 if solo else golden["seats"], golden["seed"], solo, golden["options"] or None, log)
    assert state.is_over
    assert list(state.outcome().totals) == golden["totals"] and list(state.outcome().winners) == golden["winners"]
    assert state_hash(state) == golden["state_sha256"]


@pytest.mark.parametrize("golden", GAMES, ids=case_id)
def test_the_bots_play_the_same_moves_from_the_same_seeds(golden):
    state = play(golden["seats"], golden["options"], golden["bot"], golden["seed"])
    assert [[seat, action.to_json()] for seat, action in state.actions_log()] == golden["actions"]
    assert state_hash(state) == golden["state_sha256"]
