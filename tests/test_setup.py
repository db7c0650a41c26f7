"""The new-game screen, driven by clicks and typing as a player would."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, HUMAN
from game.userdata import Settings
from tests.input import click


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(settings=Settings(language="en", animation_speed=0.0), size=(1280, 720))
    app.push(MenuScene(app))
    yield app
    pygame.quit()


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

    menu = app.top
    click(app, button(menu, app.t("new_game")).rect.center)
    if menu.asking:                 # a game played before is saved (interrupted): New game asks first
        click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene)
    return app.top


def test_two_humans_and_a_computer_start_a_savane_table(app):
    from scenes.ecosysteme.table import TableScene

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
    assert [(s.name, s.controller) for s in table.match.seats] == [("Ana", HUMAN), ("Ben", HUMAN),
                                                             ("Computer 3", COMPUTER)]
    assert table.match.hot_seat and not table.match.state.has_neutral


def test_two_seats_bring_the_neutral_and_one_seat_is_the_solo(app):
    setup = open_setup(app)
    click(app, button(setup, "2").rect.center)
    assert app.t("neutral_note")[:20] in setup.note()[0]
    click(app, setup.start_rect.center)
    assert app.top.match.state.has_neutral and not app.top.match.solo
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
    from scenes.setup import NameStop

    # a name's place in the keyboard order is the field itself (its outline drawn just around it)
    assert [b.rect for b in setup.column.buttons if isinstance(b, NameStop)] == [f.rect for f in setup.fields]
    rects = [b.rect for b in setup.column.buttons if not isinstance(b, NameStop)] + [f.rect.inflate(8, 8)
                                                                                     for f in setup.fields]
    for i, rect in enumerate(rects):
        assert setup.box.contains(rect)
        for other in rects[i + 1:]:
            assert not rect.colliderect(other), (rect, other)


def key_event(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def test_a_click_into_a_name_selects_it_so_typing_replaces_the_default(app):
    setup = open_setup(app)
    field = setup.fields[1]
    click(app, field.rect.center)
    app.frame(0.016, events=[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "Ben"])
    assert field.text == "Ben"


def test_a_click_goes_straight_from_one_name_into_another(app):
    setup = open_setup(app)
    click(app, setup.fields[0].rect.center)
    click(app, setup.fields[2].rect.center)
    assert setup.fields[2].focus and not setup.fields[0].focus
    app.frame(0.016, events=[pygame.event.Event(pygame.TEXTINPUT, text="Zoé")])
    assert [f.text for f in setup.fields[:3]] == ["Player 1", "Computer 2", "Zoé"]


def test_names_are_trimmed_and_an_empty_name_is_the_default(app):
    setup = open_setup(app)
    click(app, button(setup, "3").rect.center)
    type_into(app, setup.fields[0], "  Ana  ")
    type_into(app, setup.fields[1], "   ")
    click(app, setup.start_rect.center)
    assert [s.name for s in app.top.match.seats] == ["Ana", "Computer 2", "Computer 3"]


def test_new_game_offers_the_last_setup_again(app):
    setup = open_setup(app)
    click(app, setup.game_tiles["savane"].center)
    click(app, button(setup, "5").rect.center)
    type_into(app, setup.fields[0], "Ana")
    click(app, button(setup, app.t("human"), 2).rect.center)        # seat 3: a human, "Player 3"
    click(app, button(setup, app.t("bot_hard"), 1).rect.center)     # seat 2: hard
    click(app, button(setup, app.t("bot_easy"), 4).rect.center)     # seat 5: easy
    type_into(app, setup.fields[3], "Robot")
    click(app, setup.start_rect.center)
    played = [(s.name, s.controller, s.level if s.controller == COMPUTER else None) for s in app.top.match.seats]
    app.home()

    setup = open_setup(app)
    assert setup.game_id == "savane" and setup.count == 5
    assert [(s.name, s.controller, s.level if s.controller == COMPUTER else None) for s in setup.seats()] == played
    lit = {b.label for b in setup.column.buttons if b.primary}
    assert "5" in lit and app.t("bot_hard") in lit and app.t("bot_easy") in lit

    # and after a restart: it is in settings.json
    saved = Settings.load()[0]
    assert saved.last_setup is not None and saved.last_setup.game_id == "savane"


def test_a_solo_setup_is_remembered(app):
    setup = open_setup(app)
    click(app, button(setup, app.t("solo")).rect.center)
    type_into(app, setup.fields[0], "Zoé")
    click(app, setup.start_rect.center)
    app.home()
    setup = open_setup(app)
    assert setup.count == 1 and setup.fields[0].text == "Zoé"
    assert "Alban" in setup.note()[0]


def test_untouched_names_are_remembered_as_defaults_in_the_language_of_the_day(app):
    setup = open_setup(app)
    click(app, button(setup, "3").rect.center)
    click(app, setup.start_rect.center)
    app.home()
    app.settings.language = "fr"
    app.home()
    setup = open_setup(app)
    assert [f.text for f in setup.fields] == ["Joueur 1", "Ordinateur 2", "Ordinateur 3"]


@pytest.mark.parametrize("remembered", [
    {"game": "chess", "count": 3, "seats": []},
    {"game": "forest", "count": 9, "seats": [{"kind": "human", "level": "medium", "name": ""}] * 9},
    {"game": "forest", "count": 2, "seats": [{"kind": "human", "level": "medium", "name": ""},
                                             {"kind": "alien", "level": "medium", "name": ""}]},
    {"game": "forest", "count": 2, "seats": [{"kind": "human", "level": "medium", "name": ""},
                                             {"kind": "computer", "level": "godlike", "name": ""}]},
    {"game": "forest", "count": 0, "seats": []},
    {"game": "savane", "count": 3, "seats": [{"kind": "human", "level": "medium", "name": "A"}]},
    "savane",
])
def test_a_damaged_or_out_of_range_remembered_setup_gives_the_defaults(tmp_path, remembered):
    import json

    from scenes.app import App
    from scenes.setup import SetupScene

    (tmp_path / "settings.json").write_text(json.dumps({"language": "en", "last_setup": remembered}))
    settings, problem = Settings.load()
    assert problem is None and settings.language == "en"
    app = App(settings=settings, size=(1280, 720))
    try:
        setup = SetupScene(app)
        app.push(setup)
        app.frame(0.016, events=[])
        assert (setup.game_id, setup.count) == ("forest", 4)
        assert [(s.name, s.controller) for s in setup.seats()] == [("Player 1", HUMAN), ("Computer 2", COMPUTER),
                                                             ("Computer 3", COMPUTER), ("Computer 4", COMPUTER)]
    finally:
        app.stack.clear()
        app.window.destroy()


def test_the_seat_counts_offered_come_from_the_catalogue(app):
    setup = open_setup(app)
    for game_id in ("forest", "savane"):
        click(app, setup.game_tiles[game_id].center)
        rules = app.catalogue[game_id]
        offered = [b.label for b in setup.column.buttons if b.label.isdigit() or b.label == app.t("solo")]
        assert offered == [app.t("solo")] + [str(n) for n in range(rules.players_min, rules.players_max + 1)]


def test_a_name_is_reached_and_edited_with_the_keyboard_alone(app):
    setup = open_setup(app)
    for _ in range(40):                       # Tab through the controls to the first seat's name
        if setup.fields[0].focus or any(b.focus and b.rect == setup.fields[0].rect for b in setup.column.buttons):
            break
        app.frame(0.016, events=[key_event(pygame.K_TAB)])
    app.frame(0.016, events=[key_event(pygame.K_RETURN)])
    assert setup.fields[0].focus and setup.fields[0].selected_text() == "Player 1"
    app.frame(0.016, events=[e for ch in "Ana" for e in (key_event(ord(ch.lower()), unicode=ch),
                                                         pygame.event.Event(pygame.TEXTINPUT, text=ch))])
    app.frame(0.016, events=[key_event(pygame.K_RETURN)])
    assert not setup.fields[0].focus and setup.seats()[0].name == "Ana"


def test_space_on_a_name_starts_editing_without_typing_a_space(app):
    setup = open_setup(app)
    for _ in range(40):
        if any(b.focus and b.rect == setup.fields[0].rect for b in setup.column.buttons):
            break
        app.frame(0.016, events=[key_event(pygame.K_TAB)])
    # SDL sends the key, then its text
    app.frame(0.016, events=[key_event(pygame.K_SPACE, unicode=" "), pygame.event.Event(pygame.TEXTINPUT, text=" ")])
    assert setup.fields[0].focus and setup.fields[0].selected_text() == "Player 1"


def test_a_name_being_edited_survives_a_resize(app):
    setup = open_setup(app)
    click(app, setup.fields[1].rect.center)
    app.frame(0.016, events=[pygame.event.Event(pygame.TEXTINPUT, text="Bé")])
    app.window.size = (1600, 900)
    app._resized()
    app.frame(0.016, events=[pygame.event.Event(pygame.TEXTINPUT, text="a")])
    assert setup.fields[1].focus and setup.fields[1].text == "Béa"
