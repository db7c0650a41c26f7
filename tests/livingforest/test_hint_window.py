"""Living Forest's hint in the window, driven by real pygame events on the dummy display: at every kind of decision
a first game meets (the draw phase, the choice of an action, attracting, putting out fires, planting, moving) the
hint (the button at the strip's top right, or H) shows the strongest computer's choice without playing it, says it
in words, and lights what it names; the Hint button never moves."""
from __future__ import annotations

import time

import pygame
import pytest

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.livingforest.table_hint import hint_action
from tests.input import key, pointed_click

APP_SIZE = (1600, 900)


def frame(app):
    app.frame(0.016, events=[])


def settle(app, scene, limit=60.0):
    end = time.monotonic() + limit
    while scene.thinking is not None or scene.hint_job is not None:
        assert time.monotonic() < end, "the worker never finished"
        time.sleep(0.005)
        frame(app)


def table_at(make_app, lang, wanted, seed=7):
    """A 2-player table (Ana against a Medium computer), Ana's decisions played by Medium through her view until
    ``wanted`` is hers to answer with more than one legal choice."""
    from scenes.livingforest.table import LivingForestTable

    app = make_app(lang)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=seed)
    scene = LivingForestTable(app, match, autosave=False)
    app.push(scene)
    frame(app)
    medium = match.definition.agents["medium"](1)
    for _ in range(3000):
        settle(app, scene)
        assert not match.over, f"the game ended before a {wanted} decision"
        if scene.playing_show():
            scene.skip()
            frame(app)
            continue
        if 0 in match.state.to_act():
            view = match.view(0)
            if view.decision() == wanted and len(view.legal_actions()) > 1:
                app.frame(1.0, events=[])          # the player looks at the question before asking
                return app, match, scene
            scene.controller.submit(medium.choose(view))
        frame(app)
    raise AssertionError(f"no {wanted} decision came")


@pytest.mark.parametrize("wanted", ["draw", "action", "attract", "extinguish", "plant", "plant_cell", "move"])
def test_h_shows_the_hint_in_words_and_lights_it_without_playing_it(make_app, wanted):
    app, match, scene = table_at(make_app, "en", wanted)
    before = match.state.to_json()
    key(app, pygame.K_h)
    settle(app, scene)
    frame(app)
    hint = scene.shown_hint
    assert hint is not None and hint_action(hint) in match.state.legal_actions(0)
    assert match.state.to_json() == before, "a hint changes nothing in the game"
    assert scene.hint_text(hint).startswith("Hint: ") and scene.hint_marks(hint), "said and lit"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_button_asks_once_and_stays_where_it_was(make_app, lang):
    app, match, scene = table_at(make_app, lang, "action")
    button = next(b for b in scene.column.buttons if b.label == scene.t("lft_hint_button"))
    place = button.rect.copy()
    pointed_click(app, place.center)
    settle(app, scene)
    frame(app)
    assert scene.shown_hint is not None
    again = next(b for b in scene.column.buttons if b.label == scene.t("lft_hint_button"))
    assert again.rect == place, "the Hint button does not move"
    # the hinted action's button is lit: played through it, the hint goes with the decision it was for
    action = hint_action(scene.shown_hint)
    lit = [b for b in scene.column.buttons if getattr(b, "hint_action", None) == action]
    assert lit and lit[0].rect in scene.hint_marks(scene.shown_hint)
    pointed_click(app, lit[0].rect.center)
    frame(app)
    assert scene.shown_hint is None
