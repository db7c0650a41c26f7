"""Getting around: Escape always goes back, F11 toggles full screen, settings apply at once and are saved."""
from __future__ import annotations

import pygame
import pytest

from game.session import COMPUTER, Match, Seat
from game.userdata import Settings
from tests.input import click, key


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


def test_escape_leaves_every_screen_for_the_menu(app):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.ecosysteme.scoring import ScoringScene
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
    assert lit == ["Général", "Français", "Non", "Rapides", "Oui"], "each setting shows its current choice"


def test_the_sound_tab_sets_the_volumes_at_once_and_keeps_its_buttons_in_place(app):
    """The Sound tab: the mute and each volume lit as they are, changed by a click, saved at once and heard at once
    (the music's level follows); the tabs and Back are where they were on the other tab."""
    from scenes.settings import SettingsScene
    from scenes.shell.audio import Audio, RecordingBackend

    backend = RecordingBackend()
    app.audio = Audio(lambda: app.settings, backend)
    app.audio.music("menu")
    app.frame(0.016, events=[])                  # on screen (two frames): the sound may start
    app.frame(0.016, events=[])
    click(app, next(b for b in app.top.column.buttons if b.label == app.t("settings")).rect.center)
    scene = app.top
    assert isinstance(scene, SettingsScene)
    fixed = {b.label: b.rect.copy() for b in scene.column.buttons if b.label in (app.t("settings_tab_general"),
                                                                            app.t("settings_tab_sound"), app.t("back"))}
    click(app, fixed[app.t("settings_tab_sound")].center)
    assert {b.label: b.rect for b in scene.column.buttons if b.label in fixed} == fixed
    assert backend.music == [("music_menu", 0.75 * 0.5)]
    assert backend.ids() == ["button", "button"], "each button pressed clicks (Settings, then the Sound tab)"
    music_row = [b for b in scene.column.buttons if b.rect.y == scene.rows[3][1].y + round(6 * scene.k)]
    assert [b.label for b in music_row] == ["0%", "25%", "50%", "75%", "100%"]
    click(app, music_row[4].rect.center)
    assert app.settings.music_volume == 1.0 and Settings.load()[0].music_volume == 1.0
    assert backend.music_level == 0.75, "heard at once: master × music"
    lit = [b.label for b in scene.column.buttons if b.primary]
    assert lit == [app.t("settings_tab_sound"), app.t("on"), "75%", "75%", "100%", app.t("unfocused_pause")]
    key(app, pygame.K_m)                          # M, here too: muted, the row says so, remembered
    assert app.settings.muted and Settings.load()[0].muted and backend.music_stopped == 1
    assert app.t("off") in [b.label for b in scene.column.buttons if b.primary]


# ---------------------------------------------------------------- New game over an interrupted game


def focused(scene_column):
    return next((b for b in scene_column.buttons if b.focus), None)


def tab_to(app, column, wanted, limit=40):
    """Press Tab until the keyboard focus is on ``wanted(button)`` (keys only, as a keyboard player would)."""
    for _ in range(limit):
        b = focused(column)
        if b is not None and wanted(b):
            return b
        key(app, pygame.K_TAB)
    raise AssertionError("never reached by Tab")


def type_keys(app, text):
    events = []
    for ch in text:
        events.append(pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), mod=0, unicode=ch, scancode=0))
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.frame(0.016, events=events)


def interrupted_game():
    from game import savegame

    match = Match("savane", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)], seed=5)
    savegame.autosave(match)
    return savegame.autosave_path().read_bytes()


def menu_with_a_saved_game(app):
    from scenes.menu import MenuScene

    saved = interrupted_game()
    app.home()                              # the menu lays itself out again: Continue appears
    assert isinstance(app.top, MenuScene)
    return saved


def test_new_game_asks_before_replacing_an_interrupted_game_and_back_keeps_it(app):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    saved = menu_with_a_saved_game(app)
    menu = app.top
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, MenuScene) and menu.asking, "a question, not the setup screen"
    labels = [b.label for b in menu.dialog.buttons]
    assert labels == [app.t("continue"), app.t("new_game"), app.t("back")]
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("back")).rect.center)
    assert not menu.asking and isinstance(app.top, MenuScene)
    from game import savegame

    assert savegame.autosave_path().read_bytes() == saved, "the interrupted game is untouched"
    # Escape closes the question; it does not quit the game
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    key(app, pygame.K_ESCAPE)
    assert not menu.asking and app.running
    # a click outside the question does nothing behind it
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    quit_button = next(b for b in menu.column.buttons if b.label == app.t("quit"))
    click(app, quit_button.rect.center)
    assert app.running and menu.asking
    # New game: the setup screen; the interrupted game stays saved until the new one saves
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene)
    assert savegame.autosave_path().read_bytes() == saved
    key(app, pygame.K_ESCAPE)                    # changed their mind on the setup screen: still kept
    assert isinstance(app.top, MenuScene) and savegame.autosave_path().read_bytes() == saved
    assert [b.label for b in menu.column.buttons][0] == app.t("continue")
    # started: the new game is the one saved now
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    click(app, app.top.start_rect.center)
    assert savegame.load_autosave().seed == app.top.match.seed != 5


def test_the_question_can_continue_the_interrupted_game(app):
    from scenes.ecosysteme.table import TableScene

    menu_with_a_saved_game(app)
    menu = app.top
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("continue")).rect.center)
    assert isinstance(app.top, TableScene)
    assert [s.name for s in app.top.match.seats] == ["Ana", "Bob", "Cid"] and app.top.match.seed == 5


def test_the_question_says_which_game_waits(app):
    menu_with_a_saved_game(app)
    menu = app.top
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    assert "Ana" in menu.waiting and app.catalogue["savane"].name("en") in menu.waiting


def test_the_question_with_the_keyboard(app):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    menu_with_a_saved_game(app)
    menu = app.top
    tab_to(app, menu.column, lambda b: b.label == app.t("new_game"))
    key(app, pygame.K_RETURN)
    assert menu.asking
    assert focused(menu.dialog).label == app.t("continue"), "opened from the keyboard: the focus is in it"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert focused(menu.dialog).label == app.t("back")
    key(app, pygame.K_LEFT)
    assert focused(menu.dialog).label == app.t("new_game")
    key(app, pygame.K_ESCAPE)
    assert not menu.asking and isinstance(app.top, MenuScene) and app.running
    key(app, pygame.K_RETURN)                  # New game still has the focus: the question again
    assert menu.asking
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)


def test_without_an_interrupted_game_new_game_goes_straight_to_the_setup(app):
    from scenes.setup import SetupScene

    click(app, next(b for b in app.top.column.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene)


def test_keyboard_alone_from_the_menu_to_a_game(app):
    """New game → setup → a started game with keys only: Tab/arrows, Enter, typing."""
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    menu = app.top
    tab_to(app, menu.column, lambda b: b.label == app.t("new_game"))
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, setup.column, lambda b: b.rect == setup.game_tiles["savane"])
    key(app, pygame.K_RETURN)
    tab_to(app, setup.column, lambda b: b.label == "3")
    key(app, pygame.K_SPACE)
    assert setup.game_id == "savane" and setup.count == 3
    tab_to(app, setup.column, lambda b: b.rect == setup.fields[0].rect)
    key(app, pygame.K_RETURN)
    type_keys(app, "Ana")
    key(app, pygame.K_TAB)                     # out of the name, on to the next control: the seat's type
    assert not setup.fields[0].focus and focused(setup.column).label == app.t("human")
    tab_to(app, setup.column, lambda b: b.rect == setup.fields[1].rect)
    for _ in range(4):                          # Human, Easy, Medium, Hard
        key(app, pygame.K_TAB)
    assert focused(setup.column).label == app.t("bot_hard")
    key(app, pygame.K_RETURN)
    for _ in range(4):                          # and back up to the seat's name
        key(app, pygame.K_UP)
    assert focused(setup.column).rect == setup.fields[1].rect
    tab_to(app, setup.column, lambda b: b.label == app.t("start"))
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.match.game_id == "savane"
    assert [(s.name, s.controller) for s in table.match.seats] == [("Ana", "human"), ("Computer 2", "computer"),
                                                             ("Computer 3", "computer")]
    assert table.match.seats[1].level == "hard"
