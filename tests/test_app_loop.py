"""The main loop as it runs for a player: frames drawn only when something changes, on every scene."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, HUMAN, Match, Seat

from .helpers import scoring_for


def finished(game_id: str, players: int) -> Match:
    match = Match(game_id, [Seat(f"P{i}", COMPUTER, "random") for i in range(players)], seed=2)
    while not match.over:
        match.play_computers()
    return match


def scenes(app):
    """(name, a function that shows the scene) for every kind of screen."""
    from scenes.ladder import LadderScene
    from scenes.menu import MenuScene
    from scenes.ecosysteme.replay import ReplayScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    yield "menu", lambda: app.push(MenuScene(app))
    yield "setup", lambda: app.push(SetupScene(app))
    yield "settings", lambda: app.push(SettingsScene(app))
    yield "rules", lambda: app.push(RulesScene(app))
    yield "ladder", lambda: app.push(LadderScene(app))
    yield "table", lambda: app.push(TableScene(app, Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)],
                                                          seed=1)))
    yield "scoring", lambda: scoring_for(app, finished("savane", 3))
    yield "replay", lambda: app.push(ReplayScene(app, finished("forest", 2)))


@pytest.mark.parametrize("name", ["menu", "setup", "settings", "rules", "ladder", "table", "scoring", "replay"])
def test_every_scene_runs_in_the_idle_aware_loop(make_app, name):
    """The loop asks the top scene whether it animates (a method on every scene); a still scene is then not
    drawn again until an event comes, and an event always brings a frame."""
    app = make_app()
    show = dict(scenes(app))[name]
    show()
    for _ in range(3):
        app.frame(0.016, events=[], always_draw=False)
    assert isinstance(app.top.animating(), bool)
    if not app.top.animating():
        drawn = app.frames_drawn
        app.frame(0.016, events=[], always_draw=False)
        assert app.frames_drawn == drawn, "a still screen is not drawn again"
        app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))],
                  always_draw=False)
        assert app.frames_drawn == drawn + 1, "an event brings a frame"


def test_a_table_waiting_for_the_player_is_idle_and_a_placement_waiting_for_confirm_animates(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app(confirm=True)
    scene = TableScene(app, Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=1))
    app.push(scene)
    for _ in range(3):
        app.frame(0.016, events=[], always_draw=False)
    assert app.idle()
    scene.try_pick(scene.view.hand[0], scene.legal().cells[0])
    assert not app.idle(), "the placement's outline pulses"


def test_the_update_that_ends_an_animation_is_drawn(make_app):
    """A card viewer's tooltip comes up in an update, after its delay, and the table is still from then on:
    that frame must reach the screen all the same (the loop asks the scene before and after its update)."""
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    scene = TableScene(app, Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=1))
    app.push(scene)
    _, rect = scene.hand_rects()[0]
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                                 buttons=(0, 0, 0))], always_draw=False)
    while scene.inspector.shown is None:
        drawn = app.frames_drawn
        app.frame(0.1, events=[], always_draw=False)
    assert app.frames_drawn == drawn + 1, "the frame that brought the tooltip up was drawn"
    assert app.idle()
