"""A key that skips a telling never answers the decision after it (issue 23 point 7; the developers' guide).

A player pressing Enter (or clicking) through a told computer turn or a season's end presses once more than there
were beats. That press, and every press of the same burst, belongs to the telling: it must not take a Canopée
pile unseen, reveal a Living Forest card, or pass a hand-off screen. The mechanism is the tables' shared one
(scenes/shell/table_base.py, QUIET_AFTER_TELLING); once the player has looked (a pause), keys work again.
"""
from __future__ import annotations

import random

import pygame
import pytest

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.shell.table_base import QUIET_AFTER_TELLING

from .canopee.test_table_skip import spirit_telling
from .helpers import settle
from tests.input import key

APP_SIZE = (1280, 720)
BURST = 0.12          # seconds between two presses of a player pressing through a telling (seen: 0.1-0.2 s)


def enter(app, dt=BURST):
    app.frame(dt, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                             scancode=0)])


def click(app, pos, dt=BURST):
    app.frame(dt, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


@pytest.mark.slow
def test_enter_pressed_through_canopee_s_season_end_does_not_answer_the_next_pile(make_app):
    app = make_app(speed=1.0)
    scene, match = spirit_telling(app)
    moves = len(match.state.actions_log())
    beats = len(scene.show.queue)
    for _ in range(beats + 4):             # one press a beat, and four more of the same burst
        enter(app)
    assert not scene.playing_show()
    assert len(match.state.actions_log()) == moves        # nothing answered: the decision has not been seen
    assert match.waiting_humans() == [0] and scene.prompt() is not None
    # once the player has looked, the keys are the table's again (Tab moves the keyboard's focus)
    app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
    before = scene.focused()
    key(app, pygame.K_TAB)
    assert scene.focused() != before


@pytest.mark.slow
def test_clicks_through_canopee_s_telling_do_not_answer_the_next_decision(make_app):
    app = make_app(speed=1.0)
    scene, match = spirit_telling(app)
    moves = len(match.state.actions_log())
    for _ in range(len(scene.show.queue) + 3):
        # clicking through, on whatever lies under the pointer: a button, a card, the forest
        buttons = [b for b in scene.column.buttons if b.enabled]
        click(app, buttons[0].rect.center if buttons else scene.forest_area.center)
    assert not scene.playing_show()
    assert len(match.state.actions_log()) == moves


def lf_computer_turn_told(app):
    """A Living Forest table (animations on) telling the computer's turn (two beats or more); the player's
    decision comes next."""
    from scenes.livingforest.table import LivingForestTable

    from .livingforest.test_table_window import answer

    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=4)
    app.push(LivingForestTable(app, match, autosave=False))
    scene = app.top
    rng = random.Random(3)
    for _ in range(2000):
        if scene.playing_show() and len(scene.show.queue) >= 2 and not scene.private:
            return scene, match
        answer(app, scene, rng)
    raise AssertionError("the computer's turn was not told")


def mine(match) -> list:
    return [a.to_json() for s, a in match.state.actions_log() if s == 0]


def test_enter_pressed_through_a_living_forest_turn_told_does_not_answer_the_next_decision(make_app):
    app = make_app(speed=1.0)
    scene, match = lf_computer_turn_told(app)
    before = mine(match)
    for _ in range(len(scene.show.queue) + 4):
        enter(app)
    assert not scene.playing_show()
    assert mine(match) == before                          # the player's decision: nothing answered
    assert match.waiting_humans() == [0] and scene.prompt() is not None
    # a deliberate Enter, after looking, is the table's again (it answers with the decision's default)
    app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
    enter(app, 0.016)
    assert len(mine(match)) == len(before) + 1


def test_a_burst_keeps_the_table_quiet_until_the_presses_stop(make_app):
    """Every press of the burst makes the table wait again: pressing on for two seconds answers nothing."""
    app = make_app(speed=1.0)
    scene, match = lf_computer_turn_told(app)
    before = mine(match)
    for _ in range(len(scene.show.queue) + 16):
        enter(app)
    assert mine(match) == before


def test_the_hand_off_screen_is_not_passed_by_the_telling_s_keys(make_app):
    """Hot-seat Living Forest: a round's end is told, then the screen goes to the Sacred Tree holder. The burst of
    Enter that went through the telling leaves the hand-off screen up; a press after a look passes it."""
    from .livingforest.test_round_handoff import ready, strip_button
    from .livingforest.test_table_window import table_for

    app = make_app(speed=1.0)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bo", HUMAN)], seed=7, options={"first_player": 1})
    scene = table_for(app, match)
    handed = 0
    for _ in range(3000):
        if match.state.round > 3 or handed >= 2:
            break
        if scene.playing_show() and scene.show.current.kind == "check":     # a round's end begins
            seen_private = False
            for _ in range(len(scene.show.queue) + 4):
                enter(app)
                seen_private = seen_private or scene.private
                assert not seen_private or scene.private, "the telling's burst passed the hand-off screen"
            if seen_private:
                handed += 1
                app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
                enter(app, 0.016)                 # a deliberate press: the screen is passed
                assert not scene.private
            continue
        app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
        if scene.private:
            click(app, ready(scene).rect.center, 0.016)
        elif scene.playing_show():
            click(app, scene.geometry().centre.center, 0.016)
        elif scene.prompt() is not None:
            b = strip_button(scene, "stop") or strip_button(scene, "act:fragment") or \
                strip_button(scene, "end_turn") or next(b for b in scene.column.buttons if b.enabled)
            click(app, b.rect.center, 0.016)
    assert handed >= 2, "no round's end was followed by a hand-off"


@pytest.mark.slow
def test_canopee_hot_seat_tells_the_computer_s_turn_and_the_season_s_end_before_the_hand_off(make_app):
    """As in Living Forest: what the table watches together (a computer's turn, a season's end) is told over the
    screen of the one who played last, then the screen is passed; the burst that went through the telling does not
    pass it."""
    from scenes.canopee.table import CanopeeTable

    from .canopee.test_table_window import answer

    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bo", HUMAN), Seat("Cy", COMPUTER)], seed=2)
    scene = CanopeeTable(app, match, autosave=False)
    app.push(scene)
    rng = random.Random(1)
    kinds = set()
    for _ in range(6000):
        if match.over or {"turn", "season"} <= kinds:
            break
        if not (scene.playing_show() and not scene.private):
            answer(app, scene, rng)
            continue
        kinds.add("season" if scene.show.current.season is not None else "turn")
        seen_private = False
        for _ in range(len(scene.show.queue) + 4):
            enter(app)
            seen_private = seen_private or scene.private
            assert not seen_private or scene.private, "the telling's burst passed the hand-off screen"
        assert not scene.playing_show()
        assert scene.private, "the hand-off comes once the telling is over"
    assert {"turn", "season"} <= kinds


@pytest.mark.parametrize("game_id", ["canopee", "living-forest"])     # (Forêt: Enter answers nothing unpicked)
def test_enter_pressed_twice_on_the_hand_off_screen_does_not_answer_the_decision_behind_it(make_app, game_id):
    """The press that passes the hand-off screen shows the player's decision; the second press of the same
    burst (Enter pressed twice, seen in the window: Living Forest's Attract taken unseen) must not answer it."""
    from scenes.games import table_scene

    app = make_app(speed=1.0)
    match = Match(game_id, [Seat("Ana", HUMAN), Seat("Bo", HUMAN)], seed=7)
    app.push(table_scene(app, match, autosave=False))
    scene = app.top
    for _ in range(100):                  # the first player is asked to take the screen
        app.frame(0.1, events=[])
        if scene.private:
            break
    assert scene.private
    app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
    moves = len(match.state.actions_log())
    enter(app, 0.016)                     # "I'm ready": the screen is passed
    assert not scene.private
    enter(app)                            # pressed twice: the decision is not answered unseen
    assert len(match.state.actions_log()) == moves and not scene.private
    app.frame(QUIET_AFTER_TELLING + 0.05, events=[])
    enter(app, 0.016)                     # a press after a look is the table's (its default answer)
    assert len(match.state.actions_log()) > moves
