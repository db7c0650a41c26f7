"""The solo game's only seat is the player's, whatever the setup before it (issue 23, point 6): never a
"Computer n", on every path to a solo game — switching games, switching solo ↔ several, a remembered setup, the
menu's shelf, Play again."""
from __future__ import annotations

import pytest

from game.session import COMPUTER, HUMAN
from game.userdata import SavedSeat, SavedSetup

from tests.input import click

from .test_setup import app, button, open_setup, type_into  # noqa: F401 - app: the fixture

SOLO_GAMES = ("forest", "savane", "canopee")


def every_seat_a_computer(app, setup):
    """Seat 1 (the only human of the default table) becomes a Medium computer, by a click on its segment."""
    click(app, button(setup, app.t("bot_medium"), 0).rect.center)
    assert setup.controllers[: setup.count] == [COMPUTER] * setup.count


def start_and_seats(app, setup):
    click(app, setup.start_rect.center)
    match = app.top.match
    return [(s.name, s.controller) for s in match.seats], match


def test_the_issue_path_all_computers_then_canopee_solo_seats_the_player(app):
    setup = open_setup(app)
    every_seat_a_computer(app, setup)
    click(app, setup.game_tiles["canopee"].center)
    click(app, button(setup, app.t("solo")).rect.center)
    assert setup.fields[0].text == "Player 1"
    seats, match = start_and_seats(app, setup)
    assert seats == [("Player 1", HUMAN)]
    assert match.solo and match.names()[0] == "Player 1"


@pytest.mark.parametrize("game_id", SOLO_GAMES)
def test_solo_after_a_table_of_computers_is_the_player_in_every_game(app, game_id):
    setup = open_setup(app)
    click(app, setup.game_tiles[game_id].center)
    every_seat_a_computer(app, setup)
    click(app, button(setup, app.t("solo")).rect.center)
    assert setup.fields[0].text == "Player 1"
    assert not setup.note()[1]
    seats, _ = start_and_seats(app, setup)
    assert seats == [("Player 1", HUMAN)]


def test_the_human_of_a_table_whose_first_seat_is_a_computer_becomes_the_solo_seat(app):
    """Seat 2 is the human "Ana": solo is Ana's game, and back to several the same people sit at the table."""
    setup = open_setup(app)
    click(app, setup.game_tiles["canopee"].center)
    click(app, button(setup, app.t("human"), 1).rect.center)
    type_into(app, setup.fields[1], "Ana")
    click(app, button(setup, app.t("bot_easy"), 0).rect.center)         # seat 1: an Easy computer
    click(app, button(setup, app.t("solo")).rect.center)
    assert setup.fields[0].text == "Ana"
    click(app, button(setup, "3").rect.center)
    assert [f.text for f in setup.fields] == ["Ana", "Computer 2", "Computer 3"]
    assert setup.controllers[:3] == [HUMAN, COMPUTER, COMPUTER]
    assert setup.level(1) == "easy", "the computer that sat first keeps its level in the seat it moved to"
    assert not setup.duplicate_names()
    click(app, button(setup, app.t("solo")).rect.center)
    seats, _ = start_and_seats(app, setup)
    assert seats == [("Ana", HUMAN)]


def test_a_name_typed_for_a_human_seat_before_names_the_solo_player(app):
    """Ana played seat 1, then made it a computer (the typed name stays on it): solo is still Ana's."""
    setup = open_setup(app)
    type_into(app, setup.fields[0], "Ana")
    every_seat_a_computer(app, setup)
    assert setup.fields[0].text == "Ana"
    type_into(app, setup.fields[0], "HAL")          # the computer renamed: the player is still Ana
    click(app, button(setup, app.t("solo")).rect.center)
    assert setup.fields[0].text == "Ana"


def test_a_remembered_name_names_the_solo_player(app):
    """The player was "Ana" in an earlier game (remembered); a table of computers on screen, then solo: Ana."""
    app.settings.setups = {"canopee": SavedSetup("canopee", 2, (SavedSeat(HUMAN, "medium", "Ana"),
                                                                 SavedSeat(COMPUTER, "easy", "")))}
    app.settings.last_setup = SavedSetup("forest", 3, tuple(SavedSeat(COMPUTER, "medium", "") for _ in range(3)))
    setup = open_setup(app)
    assert setup.controllers[:3] == [COMPUTER] * 3 and setup.fields[0].text == "Computer 1"
    click(app, button(setup, app.t("solo")).rect.center)
    assert setup.fields[0].text == "Ana"
    seats, _ = start_and_seats(app, setup)
    assert seats == [("Ana", HUMAN)]


def test_the_shelf_opening_a_game_in_solo_on_a_table_of_computers(app):
    """The menu's shelf opens a game's setup with a seat count: solo on a remembered table of computers."""
    from scenes.setup import SOLO, SetupScene

    app.settings.last_setup = SavedSetup("forest", 4, tuple(SavedSeat(COMPUTER, "hard", "") for _ in range(4)))
    setup = SetupScene(app, "savane", SOLO)
    app.push(setup)
    app.frame(0.016, events=[])
    assert setup.fields[0].text == "Player 1"
    assert [(s.name, s.controller) for s in setup.seats()] == [("Player 1", HUMAN)]


def test_the_solo_player_stays_the_player_through_play_again_and_the_next_new_game(app):
    setup = open_setup(app)
    every_seat_a_computer(app, setup)
    click(app, setup.game_tiles["forest"].center)
    click(app, button(setup, app.t("solo")).rect.center)
    start_and_seats(app, setup)
    table = app.top
    scores = table.score_scene()
    app.replace(scores)
    scores.play_again()
    assert [(s.name, s.controller) for s in app.top.match.seats] == [("Player 1", HUMAN)]
    app.home()
    setup = open_setup(app)                          # New game opens on the solo setup just played
    assert setup.count == 1 and setup.fields[0].text == "Player 1"
    assert app.settings.last_setup.seats[0].controller == HUMAN
