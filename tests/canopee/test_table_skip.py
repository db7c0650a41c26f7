"""Skipping what the Canopée table tells (scenes/canopee/table.py, ``play_intent`` while ``playing_show()``): a click or
Enter goes on to the next beat, Space ends the whole telling at once and gives the table back to the player; the
hint under each beat says both, in French and English."""
from __future__ import annotations

import pytest

import random

import pygame

from game.i18n import STRINGS
from game.session import HUMAN, Match, Seat

from tests.input import key
from .test_table_window import answer, table_for

APP_SIZE = (1280, 720)


def spirit_telling(app):
    """A solo table (animations on) stopped on the Forest Spirit's told turn that ended a season: the season's
    first step is told after it, so two beats wait."""
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=5, solo=True, options={"card_set": "B"})
    scene = table_for(app, match)
    spirit = match.names(app.lang)[1]
    rng = random.Random(3)
    for _ in range(4000):
        beat = scene.show.current if scene.playing_show() else None
        if beat is not None and beat.kind == "turn" and spirit in beat.header and len(scene.show.queue) >= 2:
            assert scene.status()[0] == scene.t("ct_watch")
            assert not [b for b in scene.column.buttons if b.enabled]       # the player waits while it is told
            return scene, match
        assert not match.over
        answer(app, scene, rng)
    raise AssertionError("no Spirit's turn followed by the end of a season was told")


@pytest.mark.slow
def test_enter_tells_the_next_beat_of_the_spirit_s_turn(make_app):
    app = make_app(speed=1.0)
    scene, match = spirit_telling(app)
    beats = list(scene.show.queue)
    key(app, pygame.K_RETURN)
    assert scene.playing_show() and scene.show.queue == beats[1:]       # one beat on: the season's first step
    assert scene.status()[0] == scene.t("ct_watch")
    assert not [b for b in scene.column.buttons if b.enabled]


@pytest.mark.slow
def test_one_space_ends_the_whole_telling_and_gives_the_table_back(make_app):
    app = make_app(speed=1.0)
    scene, match = spirit_telling(app)
    key(app, pygame.K_SPACE)
    assert not scene.show.queue and not scene.playing_show()
    assert scene.status()[0] != scene.t("ct_watch")
    assert match.waiting_humans() == [0] and scene.prompt() is not None          # the player's decision is asked
    assert [b for b in scene.column.buttons if b.enabled] or scene.slots()
    # the next frames do not tell the skipped beats again
    for _ in range(5):
        app.frame(0.016, events=[])
    assert not scene.show.queue
    # with nothing told, Space answers nothing for the player (it only acts on a card or button in focus)
    events = len(match.state.events())
    key(app, pygame.K_SPACE)
    assert len(match.state.events()) == events and scene.prompt() is not None


def test_the_hint_says_how_to_skip_in_both_languages():
    hint = STRINGS["ct_skip"]
    assert "Entrée" in hint["fr"] and "Espace" in hint["fr"]
    assert "Enter" in hint["en"] and "Space" in hint["en"]
