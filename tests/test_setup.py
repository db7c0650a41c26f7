"""The new-game screen, driven by clicks and typing as a player would."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, HUMAN
from game.userdata import Settings


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(settings=Settings(language="en", animation_speed=0.0), size=(1280, 720))
    app.push(MenuScene(app))
    yield app
    pygame.quit()


def click(app, pos):
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def button(scene, label, nth=0):
    return [b for b in scene.column.buttons if b.label == label][nth]


def type_into(app, field, text):
    click(app, field.rect.center)
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)
              for _ in field.text]
    events += [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text]
    events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.frame(0.016, events=events)


def open_setup(app):
    from scenes.setup import SetupScene

    click(app, button(app.top, app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene)
    return app.top


def test_two_humans_and_a_computer_start_a_savane_table(app):
    from scenes.table import TableScene

    setup = open_setup(app)
    click(app, setup.game_tiles["savane"].center)
    click(app, button(setup, "3").rect.center)
    type_into(app, setup.fields[0], "Ana")
    click(app, button(setup, app.t("human"), 1).rect.center)      # seat 2 becomes a human
    assert setup.fields[1].text == "Player 2", "an untouched name follows the seat kind"
    type_into(app, setup.fields[1], "Ben")
    click(app, setup.start_rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.game_id == "savane"
    assert [(s.name, s.kind) for s in table.match.seats] == [("Ana", HUMAN), ("Ben", HUMAN),
                                                             ("Computer 3", COMPUTER)]
    assert table.match.hot_seat and not table.match.game.has_neutral


def test_two_seats_bring_the_neutral_and_one_seat_is_the_solo(app):
    setup = open_setup(app)
    click(app, button(setup, "2").rect.center)
    assert app.t("neutral_note")[:20] in setup.note()[0]
    click(app, setup.start_rect.center)
    assert app.top.match.game.has_neutral and not app.top.match.solo
    app.home()
    setup = open_setup(app)
    click(app, button(setup, app.t("solo")).rect.center)
    assert not [b for b in setup.column.buttons if b.label == app.t("computer")], "solo has no seat kinds"
    assert "Alban" in setup.note()[0] and "30" in setup.note()[0]
    click(app, setup.start_rect.center)
    assert app.top.match.solo and len(app.top.match.seats) == 1


def test_two_seats_with_the_same_name_cannot_start(app):
    from scenes.setup import SetupScene

    setup = open_setup(app)
    click(app, button(setup, "3").rect.center)
    type_into(app, setup.fields[0], "Léa")
    type_into(app, setup.fields[2], "léa")
    assert not setup.start_button.enabled
    assert setup.note() == (app.t("same_names"), True)
    click(app, setup.start_rect.center)
    assert isinstance(app.top, SetupScene), "nothing starts"
    type_into(app, setup.fields[2], "Zoé")
    assert setup.start_button.enabled


def test_names_survive_changing_the_game_and_the_count(app):
    setup = open_setup(app)
    type_into(app, setup.fields[0], "Ana")
    click(app, setup.game_tiles["savane"].center)
    click(app, button(setup, "6").rect.center)
    assert setup.fields[0].text == "Ana" and len(setup.fields) == 6


def test_escape_goes_back_to_the_menu(app):
    from scenes.menu import MenuScene

    open_setup(app)
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("count", [1, 2, 6])
def test_every_control_fits_inside_the_panel_without_overlap(app, size, count):
    from scenes.setup import SetupScene

    app.window.size = size
    app._resized()
    setup = SetupScene(app, "forest", count)
    app.push(setup)
    app.frame(0.016, events=[])
    rects = [b.rect for b in setup.column.buttons] + [f.rect for f in setup.fields]
    for i, rect in enumerate(rects):
        assert setup.box.contains(rect)
        for other in rects[i + 1:]:
            assert not rect.colliderect(other), (rect, other)
