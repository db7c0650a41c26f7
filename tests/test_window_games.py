"""The window opens each game on its own screens (scenes/games.py), and a save of a game it does not play is kept
and said, never opened on another game's table.

Continue on a Canopée autosave opens the Canopée table on the same position; a save of a game the window does not
play (simulated by taking Canopée out of the window's list) is named in one sentence by Continue and the
new-game question, and the file is not touched.
"""
from __future__ import annotations

import random

import pytest

from game import savegame
from game.session import COMPUTER, Match, Seat
import scenes.games
from scenes.games import in_window, window_games
from tests.input import click


def canopee_autosave(game_id: str = "canopee") -> tuple[bytes, list]:
    match = Match(game_id, [Seat("Ana"), Seat("Bob", COMPUTER, "easy")], seed=3)
    rng = random.Random(1)
    for _ in range(12):
        if match.waiting_computers():
            match.play_computers()
        else:
            seat = match.active_human()
            legal = match.view(seat).legal_actions()
            match.submit(seat, legal[rng.randrange(len(legal))])
    savegame.autosave(match)
    return savegame.autosave_path().read_bytes(), [(seat, a.to_json()) for seat, a in match.state.actions_log()]


def test_the_window_plays_the_four_games():
    assert window_games() == ("forest", "savane", "canopee", "living-forest") and all(in_window(g) for g in window_games())


def test_continue_opens_a_canopee_game_on_its_own_table(make_app):
    from scenes.canopee.table import CanopeeTable
    from scenes.menu import MenuScene

    _, moves = canopee_autosave()
    app = make_app("en")
    app.push(MenuScene(app))
    menu = app.top
    assert menu.column.buttons[0].label == app.t("continue")
    click(app, menu.column.buttons[0].rect.center)
    assert isinstance(app.top, CanopeeTable)
    # the same game, from where it was left (the computer may already have played on)
    resumed = [(seat, a.to_json()) for seat, a in app.top.match.state.actions_log()]
    assert resumed[:len(moves)] == moves and app.top.match.seed == 3


def test_continue_opens_a_living_forest_game_on_its_own_table(make_app):
    from scenes.livingforest.table import LivingForestTable
    from scenes.menu import MenuScene

    _, moves = canopee_autosave("living-forest")
    app = make_app("en")
    app.push(MenuScene(app))
    click(app, app.top.column.buttons[0].rect.center)
    assert isinstance(app.top, LivingForestTable)
    resumed = [(seat, a.to_json()) for seat, a in app.top.match.state.actions_log()]
    assert resumed[:len(moves)] == moves and app.top.match.seed == 3


@pytest.mark.parametrize("lang, name", [("fr", "Canopée"), ("en", "Canopy")])
def test_a_save_of_a_game_the_window_does_not_play_is_kept_and_said(make_app, monkeypatch, lang, name):
    from scenes.menu import MenuScene

    monkeypatch.setattr(scenes.games, "window_games", lambda: ("forest", "savane"))
    saved, _ = canopee_autosave()
    app = make_app(lang)
    app.push(MenuScene(app))
    menu = app.top
    click(app, menu.column.buttons[0].rect.center)
    assert app.top is menu                                  # no table opened
    assert name in app.notice and "\n" not in app.notice
    assert savegame.autosave_path().read_bytes() == saved   # kept for the commands
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    assert name in menu.waiting and "Ana" in menu.waiting


def test_the_score_screen_replays_a_canopee_game_in_its_own_replay(make_app):
    from scenes.canopee.replay import CanopeeReplay
    from scenes.games import has_replay, score_scene

    match = Match("canopee", [Seat("Ana"), Seat("Bob", COMPUTER, "easy")], seed=4)
    rng = random.Random(2)
    while not match.over:
        if match.waiting_computers():
            match.play_computers()
        else:
            seat = match.active_human()
            legal = match.view(seat).legal_actions()
            match.submit(seat, legal[rng.randrange(len(legal))])
    assert has_replay("canopee")
    app = make_app("en")
    app.push(score_scene(app, match))
    scores = app.top
    scores.skip()
    app.frame(0.016, [])
    replay = next(b for b in scores.column.buttons if b.action == scores.replay)
    click(app, replay.rect.center)
    assert isinstance(app.top, CanopeeReplay) and app.top.match is match
