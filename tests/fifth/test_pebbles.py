"""A fifth game joins through the public registry API alone and is played by every shared part of the collection:
the conformance suite, the game log and the replay, ``simulate``, a save and its loading, the autosave and the
match controller (its worker thread, a human's moves, the hot-seat hand-off, the score screen asked for).

Pebbles (tests/fifth/pebbles.py) is registered for each test and taken out after it: nothing shared names it."""
from __future__ import annotations

import json
import random

import pytest

from game import savegame
from game.cli import main
from game.core.registry import GAMES, Registered, game_def, game_ids, register, unregister
from game.session import COMPUTER, Match, Seat
from scenes.shell.match import MatchController
from tests.core import test_conformance as conformance
from tests.core import test_log_replay as log_replay
from tests.core import test_match_saves as match_saves

from .pebbles import GAME_ID, PEBBLES, PebblesState

ENTRY = Registered(GAME_ID, "tests.fifth.pebbles:PEBBLES", card_data=False)


@pytest.fixture(autouse=True)
def pebbles(tmp_path, monkeypatch):
    """Pebbles registered (last in the menu's order), a data folder of the test's own."""
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    register(ENTRY)
    yield
    unregister(GAME_ID)


def test_it_is_registered_through_the_public_api_only():
    assert game_ids()[-1] == GAME_ID and game_def(GAME_ID) is PEBBLES and GAMES[GAME_ID].package == "tests.fifth.pebbles"
    with pytest.raises(ValueError):
        register(ENTRY)                       # one id, one game


# ---------------------------------------------------------------------------- the conformance suite


CASES = [(GAME_ID, *mode) for mode in conformance.modes(PEBBLES)]


@pytest.mark.parametrize("case", CASES, ids=conformance.case_id)
def test_the_conformance_suite_plays_it(case):
    conformance.test_random_games_end_with_every_invariant_kept(case)
    conformance.test_the_same_seed_and_actions_give_the_same_game_and_json_round_trips_mid_game(case)
    conformance.test_an_illegal_action_is_refused_and_changes_nothing(case)
    conformance.test_no_view_depends_on_what_its_seat_cannot_see(case)


def test_the_conformance_suite_would_catch_a_view_that_shows_a_hidden_hand(monkeypatch):
    """The suite can fail on this game: a view that tells another seat's hand is caught."""
    from .pebbles import PebblesView

    honest = PebblesView.to_json
    monkeypatch.setattr(PebblesView, "to_json", lambda self: {**honest(self), "all": [sorted(h) for h in self.state.hands]})
    with pytest.raises(AssertionError):
        conformance.test_no_view_depends_on_what_its_seat_cannot_see((GAME_ID, 3, False, {}))


# ---------------------------------------------------------------------------- the log and the replay


@pytest.mark.parametrize("players", (2, 3))
def test_the_log_and_the_replay_tell_it(players):
    log_replay.test_the_replay_ends_on_the_game_and_the_log_has_an_entry_per_step((GAME_ID, players, False))
    log_replay.test_no_log_names_a_card_no_public_event_showed((GAME_ID, players, False))


def test_the_log_never_names_a_pebble_drawn_from_the_deck():
    match = log_replay.finished(GAME_ID, 3, False, 4)
    draws = [e for e in match.state.events() if e.kind == "draw"]
    assert draws and all(e.data == {} for e in draws)
    from game.gamelog import log_lines

    for entry in log_lines(match.state, match.names(), "en"):
        for item in entry.items:
            assert item.kind != "draw" or item.card is None


# ---------------------------------------------------------------------------- simulate


def test_simulate_plays_and_checks_it(capsys):
    assert main(["simulate", "--game", GAME_ID, "--players", "3", "--seats", "medium,random,random",
                 "--games", "40", "--seed", "3", "--check", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 40 and result["checked_actions"] > 40 * 8
    assert main(["simulate", "--game", GAME_ID, "--players", "2", "--games", "10"]) == 0
    assert "Pebbles, 2 players, 10 games" in capsys.readouterr().out


# ---------------------------------------------------------------------------- saves


@pytest.mark.parametrize("game_id, solo", [(GAME_ID, False)])
def test_a_save_of_it_plays_on_and_a_changed_one_is_refused(game_id, solo, tmp_path):
    match_saves.test_a_game_saved_mid_way_plays_on_exactly_as_if_never_interrupted(game_id, solo, tmp_path)
    match_saves.test_the_autosave_keeps_a_game_in_progress_and_archives_it_once_finished(game_id, solo)
    match_saves.test_a_save_whose_moves_were_edited_is_refused_in_one_sentence(game_id, tmp_path)
    match_saves.test_a_damaged_autosave_is_set_aside_with_one_sentence(game_id)
    match_saves.test_the_hint_is_a_legal_choice_of_the_seat_asking(game_id, solo)


def test_its_state_survives_a_save_with_a_pick_half_made(tmp_path):
    match = Match(GAME_ID, [Seat("Ana"), Seat("Bob")], seed=8)
    seat = match.active_human()
    match.submit(seat, match.view(seat).legal_actions()[0])          # placed, the take still to come
    path = tmp_path / "half.json"
    savegame.save_match(match, path)
    loaded = savegame.load_match(path)
    assert loaded.state.to_json() == match.state.to_json() and loaded.view(seat).decision() == "take"
    assert isinstance(loaded.state, PebblesState)


# ---------------------------------------------------------------------------- the match controller


def test_the_match_controller_runs_it_with_no_table(make_app):
    from tests.test_shell import Host, run_until, thinking_in_the_worker

    app = make_app()
    match = Match(GAME_ID, [Seat("Ana"), Seat("Bob", COMPUTER, "medium"), Seat("Cid", COMPUTER, "random")], seed=6)
    threads = thinking_in_the_worker(match)
    host = Host(match)
    controller = MatchController(app, match, host=host)
    controller.start()
    rng = random.Random(2)
    while not match.over:
        run_until(controller, lambda: match.over or (controller.seat == 0 and 0 in match.state.to_act()
                                                    and controller.thinking is None))
        if not match.over:
            legal = match.view(0).legal_actions()
            controller.submit(legal[rng.randrange(len(legal))])
    run_until(controller, lambda: controller.finished)
    assert threads and all(name.startswith("ecosysteme-bots") for name in threads)
    assert host.scores_shown == 1 and match.state.outcome() is not None
    assert savegame.finished_games() and not savegame.autosave_path().exists()


def test_the_screen_is_passed_between_two_humans(make_app):
    from tests.test_shell import Host

    app = make_app()
    match = Match(GAME_ID, [Seat("Ana"), Seat("Bea")], seed=5)
    host = Host(match)
    controller = MatchController(app, match, host=host)
    controller.start()
    first = controller.seat
    assert controller.private, "the first player's screen starts hidden"
    controller.reveal_hand()
    while controller.seat == first:                          # a place, then a take
        controller.submit(match.view(first).legal_actions()[0])
    assert controller.seat == 1 - first and controller.private and host.turns[-1] is True
