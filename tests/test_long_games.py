"""Any game the window allows saves and resumes, however long: a Living Forest table of people has no round cap
(LIVING_FOREST.md §9), so its save must grow slowly with the game and stay within what loading accepts.

Issue 23 point 4: the save grew ~4 KB a round (every event told, the actions twice, indented), and past the 1 MB
limit *Continue* refused a 245-round game and set it aside. A save now keeps the moves and leaves out what the
seed and the moves rebuild (``GameDef.replayed_keys``); saves of the previous format still load.
"""
from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from game import savegame
from game.errors import SaveError
from game.inputs import SAVE_FILE
from game.session import COMPUTER, Match, Seat

GOLDEN = Path(__file__).resolve().parent / "golden" / "saves"
QUIET = ("stop", "end_turn")


def play(match: Match, rng: random.Random, rounds: int, busy: float) -> None:
    """Play every seat (people's seats too) until round ``rounds`` begins: a random legal move with probability
    ``busy``, else a quiet one (stop drawing, end the turn) when there is one, so that nobody wins early."""
    st = match.state
    while not st.is_over and st.round < rounds:
        seat = min(st.to_act())
        legal = st.legal_actions(seat)
        quiet = [a for a in legal if a.to_json()[0] in QUIET]
        st.apply(seat, rng.choice(quiet) if quiet and rng.random() > busy else rng.choice(legal))


def compact(data) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def values(tree) -> int:
    """Values as game.inputs.check_tree counts them: every container and scalar."""
    if isinstance(tree, dict):
        return 1 + sum(1 + values(v) for v in tree.values())
    if isinstance(tree, list):
        return 1 + sum(values(v) for v in tree)
    return 1


def play_to_end(match: Match, rng: random.Random) -> None:
    st = match.state
    while not st.is_over:
        seat = min(st.to_act())
        st.apply(seat, rng.choice(st.legal_actions(seat)))


def test_a_500_round_living_forest_game_saves_and_continues(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    match = Match("living-forest", [Seat("Ana", "human"), Seat("Bo", "human")], seed=1712)
    play(match, random.Random(1712), 500, busy=0.3)
    assert match.state.round == 500 and not match.over
    savegame.autosave(match)
    size = savegame.autosave_path().stat().st_size
    assert size < SAVE_FILE.max_bytes // 10          # far from the limit, not just under it
    resumed = savegame.load_autosave()               # what Continue does
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.state.actions_log() == match.state.actions_log()
    # the game goes on from there, and saves and resumes again
    rng = random.Random(5)
    play(resumed, rng, 520, busy=0.3)
    savegame.autosave(resumed)
    again = savegame.load_autosave()
    assert again.state.round == 520 and again.state.to_json() == resumed.state.to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_a_living_forest_save_grows_by_its_moves_alone(players):
    """A whole game of random play (the busiest): the save's growth per round is a few hundred bytes, so the
    limit holds thousands of rounds (game/inputs.py SAVE_FILE says how many)."""
    seats = [Seat(f"P{i}", "human") for i in range(players)]
    sizes = []
    for seed in (1, 2, 3):
        start = savegame.match_to_dict(Match("living-forest", seats, seed=seed))
        match = Match("living-forest", seats, seed=seed)
        play_to_end(match, random.Random(seed))
        end = savegame.match_to_dict(match)
        rounds = match.state.round
        sizes.append(((len(compact(end)) - len(compact(start))) / rounds, (values(end) - values(start)) / rounds))
    per_round = max(size for size, _ in sizes)
    per_round_values = max(count for _, count in sizes)
    assert per_round < 150 * players                  # was ~1 700 bytes a round per player, indented ~4 000
    # the rounds the limits hold, after the deal and the computers' random states (~16 KB, ~2 000 values)
    assert (SAVE_FILE.max_bytes - 32 * 1024) / per_round > 4_000 / players
    assert (SAVE_FILE.max_values - 4_000) / per_round_values > 4_000 / players


def test_a_save_that_would_be_refused_is_not_written_and_the_previous_one_stays(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    match = Match("living-forest", [Seat("Ana", "human"), Seat("Bo", "human")], seed=3)
    play(match, random.Random(3), 3, busy=1.0)
    savegame.autosave(match)
    before = savegame.autosave_path().read_bytes()
    monkeypatch.setattr(savegame, "SAVE_FILE", SAVE_FILE.__class__(**{**SAVE_FILE.__dict__, "max_bytes": 1000}))
    play(match, random.Random(4), 4, busy=1.0)
    with pytest.raises(OSError) as caught:
        savegame.autosave(match)
    assert savegame.autosave_path().read_bytes() == before
    from game.userdata import write_problem

    assert write_problem(caught.value, "en") == "autosave.json: the game has grown too long to be saved"
    assert "trop longue" in write_problem(caught.value, "fr")


@pytest.mark.parametrize("name, game", [("livingforest_format1.json", "living-forest"),
                                        ("canopee_format1.json", "canopee")])
def test_saves_of_the_previous_format_still_load(tmp_path, monkeypatch, name, game):
    """Files written by the version before (format 1: the whole state, events and all)."""
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    shutil.copy(GOLDEN / name, tmp_path / "autosave.json")
    data = json.loads((GOLDEN / name).read_text(encoding="utf-8"))
    assert data["format"] == 1 and "events" in data["state"]
    match = savegame.load_autosave()
    assert match.game_id == game and match.state.to_json() == data["state"]
    # saved again in today's format, it leaves the history out and loads the same
    savegame.autosave(match)
    now = json.loads(savegame.autosave_path().read_text(encoding="utf-8"))
    assert now["format"] == savegame.FORMAT and "events" not in now["state"]
    assert savegame.load_autosave().state.to_json() == data["state"]


@pytest.mark.parametrize("game, seats", [("living-forest", [Seat("Ana", "human"), Seat("Bo", COMPUTER)]),
                                         ("canopee", [Seat("Ana", "human"), Seat("Bo", "human")])])
def test_a_save_without_its_history_is_still_checked_against_its_moves(game, seats):
    match = Match(game, seats, seed=9)
    rng = random.Random(9)
    for _ in range(40):
        seat = min(match.state.to_act())
        match.state.apply(seat, rng.choice(match.state.legal_actions(seat)))
    data = savegame.match_to_dict(match)
    assert "events" not in data["state"] and "actions" not in data["state"]
    assert savegame.match_from_dict(json.loads(json.dumps(data))).state.to_json() == match.state.to_json()
    edited = json.loads(json.dumps(data))
    edited["actions"].pop()
    with pytest.raises(SaveError, match="changed|damaged"):
        savegame.match_from_dict(edited)
    edited = json.loads(json.dumps(data))
    edited["seed"] += 1
    with pytest.raises(SaveError, match="header|changed|damaged"):
        savegame.match_from_dict(edited)


@pytest.mark.slow
def test_continue_opens_a_500_round_living_forest_game_on_its_table(make_app):
    """The player's way back: the menu's Continue, on the table, at round 500 (make_app's data folder)."""
    import pygame

    from scenes.livingforest.table import LivingForestTable
    from scenes.menu import MenuScene

    match = Match("living-forest", [Seat("Ana", "human"), Seat("Bo", "human")], seed=1712)
    play(match, random.Random(1712), 500, busy=0.3)
    app = make_app("fr")
    savegame.autosave(match)
    app.push(MenuScene(app))
    button = app.top.column.buttons[0]
    assert button.label == app.t("continue")
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=button.rect.center),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=button.rect.center)])
    assert isinstance(app.top, LivingForestTable)
    assert app.top.match.state.round == 500
    assert app.top.match.state.to_json() == match.state.to_json()
    assert savegame.autosave_path().exists()          # not set aside
