"""Golden games: Forêt and Savane, every mode and bot, recorded before the multi-game refactor
(tools/record_golden.py). A refactor keeps every one bit for bit — the same moves from the same seeds, the same
totals, the same final state — and the saves of that version still load as the same games."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import savegame
from game.ecosysteme.actions import action_from_json
from game.ecosysteme.state import EcosystemeState
from tools.record_golden import GOLDEN, play_case, state_hash

pytestmark = pytest.mark.slow      # seeded games played out move by move: the quick run (-m "not slow") leaves them to .ci/run

GAMES = json.loads((GOLDEN / "ecosysteme_games.json").read_text(encoding="utf-8"))


def case_id(g: dict) -> str:
    return f"{g['game']}-{g['seats']}-{g['bot']}"


def test_the_golden_set_covers_every_mode():
    modes = {(g["game"], g["seats"], g["bot"]) for g in GAMES}
    for game in ("forest", "savane"):
        for bot in ("random", "medium", "hard"):
            assert (game, "solo", bot) in modes and (game, 2, bot) in modes and (game, 6, bot) in modes
        assert {count for g, count, _ in modes if g == game} == {"solo", 2, 3, 4, 5, 6}


@pytest.mark.parametrize("golden", GAMES, ids=case_id)
def test_the_recorded_moves_replay_to_the_same_game(golden):
    solo = golden["seats"] == "solo"
    log = [(seat, action_from_json(a)) for seat, a in golden["actions"]]
    game = EcosystemeState.replay(golden["game"], 1 if solo else golden["seats"], golden["seed"], solo, log)
    assert game.is_over
    neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
    assert list(game.rules.scorer.totals(game.frames(), neutral, game.solo)) == golden["totals"]
    assert state_hash(game) == golden["state_sha256"]


@pytest.mark.parametrize("golden", GAMES, ids=case_id)
def test_the_bots_play_the_same_moves_from_the_same_seeds(golden):
    game = play_case(golden["game"], golden["seats"], golden["bot"], golden["seed"])
    assert [[seat, action.to_json()] for seat, action in game.actions_log()] == golden["actions"]
    assert state_hash(game) == golden["state_sha256"]


@pytest.mark.parametrize("name", ["in_progress", "finished_challenge"])
def test_saves_of_the_version_before_the_refactor_load_as_the_same_games(name):
    expect = json.loads((GOLDEN / "saves" / f"{name}.expect.json").read_text(encoding="utf-8"))
    match = savegame.load_match(Path(GOLDEN / "saves" / f"{name}.json"))
    assert state_hash(match.state) == expect["state_sha256"]
    assert [[s.name, s.controller, s.level] for s in match.seats] == expect["seats"]
    assert match.over == expect["over"]
