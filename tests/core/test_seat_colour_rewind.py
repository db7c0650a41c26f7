"""A seat's chosen colour survives a save, and an undo takes a human's actions back to the same game.

Living Forest's players choose their Spirit's colour (cosmetic, LIVING_FOREST.md §11 S2): it must come back with
*Continue* and *Play again*, and saves of before (no colour) must still load. Its Undo (§11's policy) takes a
turn's actions back: the game must then be exactly the game those remaining actions make.
"""
from __future__ import annotations

import pytest

from game import savegame
from game.session import COMPUTER, HUMAN, Match, Seat


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))


def test_a_chosen_colour_comes_back_from_a_save_and_a_seat_without_one_loads():
    match = Match("living-forest", [Seat("Ana", HUMAN, colour="blue"), Seat("Bob", COMPUTER, "easy")], seed=5)
    data = savegame.match_to_dict(match)
    assert data["seats"][0]["colour"] == "blue" and "colour" not in data["seats"][1]
    back = savegame.match_from_dict(data)
    assert [s.colour for s in back.seats] == ["blue", ""]


def test_a_colour_that_is_not_a_name_is_refused_in_a_save():
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=5)
    data = savegame.match_to_dict(match)
    data["seats"][0]["colour"] = "\x1b[31m"
    with pytest.raises(savegame.SaveError):
        savegame.match_from_dict(data)


def _play_until_action_phase(match: Match) -> None:
    while match.state.view(match.active_human()).decision() != "action":
        seat = match.active_human()
        view = match.view(seat)
        legal = view.legal_actions()
        stop = [a for a in legal if type(a).__name__ == "Stop"]
        match.submit(seat, stop[0] if stop and view.help_line(seat) else legal[0])


def test_rewind_takes_a_turns_actions_back_to_the_same_game():
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=9)
    _play_until_action_phase(match)
    seat = match.active_human()
    mark = match.undo_mark()
    before = match.state.to_json()
    act = match.view(seat).legal_actions()[0]
    match.submit(seat, act)
    assert match.state.to_json() != before
    match.rewind(mark)
    assert match.state.to_json() == before
    assert match.view(seat).legal_actions() == match.state.view(seat).legal_actions()


def test_rewind_refuses_to_take_back_a_computers_action():
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=3)
    match.play_computers()
    with pytest.raises(ValueError):
        match.rewind(0)
