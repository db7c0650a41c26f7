"""The rules at hand during play (issue 27, point 2): F1, or the *Rules (F1)* button of every table, opens the
rules of the game being played over the table, at the page of the moment; Back, Escape or F1 again returns to
the table as it was — nothing answered, nothing moved on meanwhile."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.games import screens_of, table_scene
from scenes.menu import MenuScene
from scenes.rules import RulesScene
from tests.helpers import look, settle
from tests.input import click, key

APP_SIZE = (1280, 720)


def table(app, game_id: str, seats=None, solo: bool = False, seed: int = 4):
    app.push(MenuScene(app))
    seats = seats or [Seat("Ana", HUMAN), Seat("Computer 2", COMPUTER, "easy"), Seat("Computer 3", COMPUTER, "easy")]
    if game_id in ("canopee", "living-forest") and not solo:
        seats = seats[:2]
    scene = table_scene(app, Match(game_id, seats, seed=seed, solo=solo), autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    settle(app, scene)
    look(app, scene)
    return scene


def f1(app) -> None:
    key(app, pygame.K_F1)


@pytest.mark.parametrize("game_id, solo, section", [
    ("forest", False, "placement"), ("savane", False, "placement"), ("forest", True, "solo"),
    ("canopee", False, "turn"), ("living-forest", False, "draw"),
])
def test_f1_opens_the_game_s_rules_over_the_table_at_the_moment_s_page(make_app, game_id, solo, section):
    app = make_app("en")
    scene = table(app, game_id, seats=[Seat("Ana", HUMAN)] if solo else None, solo=solo)
    log = len(scene.match.state.actions_log())
    f1(app)
    rules = app.top
    assert isinstance(rules, RulesScene) and rules.over is scene and rules.game_id == game_id
    assert rules.section == section
    assert list(rules.tabs) == [game_id], "the game being played alone"
    assert rules.back_button.label == "Back to the game"
    assert "1–4" not in rules.keys_hint and "←/→ game" not in rules.keys_hint, "one tab: no key to choose a game"
    assert rules.keys_hint.endswith("F1: back to the game")
    app.frame(0.016, events=[])                 # drawn over the table's place in the stack
    f1(app)                                     # F1 again: back
    assert app.top is scene and len(scene.match.state.actions_log()) == log


def test_the_rules_button_opens_them_and_back_and_escape_return_to_the_same_moment(make_app):
    app = make_app("fr")
    scene = table(app, "canopee")
    place = scene.rules_button.rect.copy()
    assert scene.rules_button.label == "Règles (F1)" and scene.top_bar.contains(place)
    state = scene.match.state.actions_log()[:]
    click(app, place.center)
    assert isinstance(app.top, RulesScene) and app.top.over is scene
    click(app, app.top.back_button.rect.center)
    assert app.top is scene
    click(app, place.center)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and scene.match.state.actions_log() == state, "nothing answered behind the rules"
    # a move later, the button has not moved
    view = scene.match.view(0)
    scene.controller.submit(view.legal_actions()[0])
    settle(app, scene)
    scene.layout(app.size)
    assert scene.rules_button.rect == place


def test_the_page_follows_the_decision(make_app):
    """Canopée: a pile looked at is a turn's page, a card to place the placing page; Living Forest: the draw
    phase, then the actions."""
    app = make_app("en")
    scene = table(app, "canopee")
    screens = screens_of("canopee")
    match = scene.match
    seen = set()
    for _ in range(200):
        if match.over or len(seen) >= 2:
            break
        if 0 in match.state.to_act():
            decision = match.view(0).decision()
            seen.add(screens.rules_section(match, 0))
            if decision in ("place_trunk", "place_canopy"):
                f1(app)
                assert app.top.section == "placing"
                key(app, pygame.K_ESCAPE)
            scene.controller.submit(match.definition.agents["medium"](1).choose(match.view(0)))
        app.frame(0.5, events=[])
        settle(app, scene)
    assert {"turn", "placing"} <= seen
    lf = table(make_app("en"), "living-forest")
    m = lf.match
    assert screens_of("living-forest").rules_section(m, 0) == "draw"
    easy = m.definition.agents["easy"](1)
    for _ in range(60):
        if m.view(0).decision() not in (None, "draw", "forced"):
            break
        if 0 in m.state.to_act():
            lf.controller.submit(easy.choose(m.view(0)))
        lf.app.frame(0.5, events=[])
        settle(lf.app, lf)
    assert screens_of("living-forest").rules_section(m, 0) in ("actions", "attract", "extinguish", "plant", "move")


def test_f1_is_not_taken_while_leaving_is_asked_and_answers_nothing_in_a_telling_s_quiet(make_app):
    app = make_app("en")
    scene = table(app, "canopee")
    key(app, pygame.K_ESCAPE)
    assert scene.confirming_leave
    f1(app)
    assert app.top is scene and scene.confirming_leave, "the leave question first"
    key(app, pygame.K_ESCAPE)
    assert not scene.confirming_leave
    scene.quiet_until = scene.time + 10.0        # a telling has just ended: keys wait a moment...
    log = len(scene.match.state.actions_log())
    f1(app)                                      # ... but the rules answer nothing: they open
    assert isinstance(app.top, RulesScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and len(scene.match.state.actions_log()) == log
