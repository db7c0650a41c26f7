"""Getting around: Escape always goes back, F11 toggles full screen, settings apply at once and are saved."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, Match, Seat
from game.userdata import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(settings=Settings(language="en", animation_speed=0.0), size=(1280, 720))
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    yield app
    pygame.quit()


def key(app, k):
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def click(app, pos):
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def test_escape_leaves_every_screen_for_the_menu(app):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.scoring import ScoringScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    finished = Match("forest", [Seat("A", COMPUTER), Seat("B", COMPUTER), Seat("C", COMPUTER)], seed=1)
    while not finished.over:
        finished.play_computers()
    for make in (lambda: SetupScene(app), lambda: SettingsScene(app), lambda: RulesScene(app, "savane"),
                 lambda: ScoringScene(app, finished)):
        app.push(make())
        app.frame(0.016, events=[])
        key(app, pygame.K_ESCAPE)
        assert isinstance(app.top, MenuScene), type(make()).__name__
    key(app, pygame.K_ESCAPE)                   # Escape on the menu quits
    assert not app.running


def test_f11_toggles_full_screen_from_any_screen_and_remembers_it(app):
    from scenes.settings import SettingsScene

    app.push(SettingsScene(app))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    assert Settings.load()[0].fullscreen, "saved at once"
    assert app.surface.get_size() == app.window.size
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and not Settings.load()[0].fullscreen


def test_settings_change_by_clicks_apply_at_once_and_are_saved(app):
    from scenes.settings import SettingsScene

    click(app, next(b for b in app.top.column.buttons if b.label == app.t("settings")).rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    click(app, next(b for b in scene.column.buttons if b.label == "Français").rect.center)
    assert app.lang == "fr"
    assert any(b.label == "Retour" for b in scene.column.buttons), "the screen speaks French at once"
    click(app, next(b for b in scene.column.buttons if b.label == "Rapides").rect.center)
    saved = Settings.load()[0]
    assert saved.language == "fr" and saved.animation_speed == 2.0
    lit = [b.label for b in scene.column.buttons if b.primary]
    assert lit == ["Français", "Non", "Rapides", "Oui"], "each setting shows its current choice"
