"""A save of a game the window does not play yet (Canopée, played by the commands) is kept and said, never opened.

The menu's Continue and its "a game is waiting" question name it; the save is not touched, so the game can still
be played on from the commands, and nothing crashes on a table that does not know the game.
"""
from __future__ import annotations

import random

import pygame

from game import savegame
from game.session import COMPUTER, Match, Seat
from scenes.games import WINDOW_GAMES, in_window


def click(app, pos):
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])


def canopee_autosave() -> bytes:
    match = Match("canopee", [Seat("Ana"), Seat("Bob", COMPUTER, "easy")], seed=3)
    rng = random.Random(1)
    for _ in range(12):
        if match.waiting_computers():
            match.play_computers()
        else:
            seat = match.active_human()
            legal = match.view(seat).legal_actions()
            match.submit(seat, legal[rng.randrange(len(legal))])
    savegame.autosave(match)
    return savegame.autosave_path().read_bytes()


def test_the_window_plays_forest_and_savane():
    assert WINDOW_GAMES == ("forest", "savane") and not in_window("canopee")


def test_continue_on_a_canopee_save_says_so_and_keeps_it(make_app):
    from scenes.menu import MenuScene

    saved = canopee_autosave()
    for lang, name in (("fr", "Canopée"), ("en", "Canopy")):
        app = make_app(lang)
        app.push(MenuScene(app))
        menu = app.top
        assert menu.column.buttons[0].label == app.t("continue")
        click(app, menu.column.buttons[0].rect.center)
        assert app.top is menu                                  # no table opened
        assert name in app.notice and "\n" not in app.notice
        assert savegame.autosave_path().read_bytes() == saved   # kept for the commands
        # the question before a new game names it too
        click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
        assert name in menu.waiting and "Ana" in menu.waiting
