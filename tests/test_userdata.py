"""Settings in the user data folder: saved at once, and a damaged file never stops the game."""
from __future__ import annotations

import json

import pygame
import pytest

from game.userdata import Settings


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def test_settings_round_trip(data):
    Settings(language="fr", fullscreen=True, animation_speed=2.0).save()
    settings, problem = Settings.load()
    assert problem is None
    assert settings == Settings(language="fr", fullscreen=True, animation_speed=2.0)


@pytest.mark.parametrize("content", ["{not json", "\x00\xff\xfe", ""])
def test_a_damaged_file_is_set_aside_and_the_defaults_used(data, content):
    (data / "settings.json").write_bytes(content.encode("latin-1"))
    settings, problem = Settings.load()
    assert settings.animation_speed == 1.0 and not settings.fullscreen
    assert "settings.json.bad" in problem
    assert (data / "settings.json.bad").read_bytes() == content.encode("latin-1"), "the damaged copy is kept"
    assert not (data / "settings.json").exists()


def test_wrong_values_are_ignored_one_by_one(data):
    (data / "settings.json").write_text(json.dumps({"language": "fr", "fullscreen": "yes", "animation_speed": 99}))
    settings, problem = Settings.load()
    assert problem is None
    assert settings.language == "fr" and settings.fullscreen is False and settings.animation_speed == 1.0


def test_a_file_that_is_not_an_object(data):
    (data / "settings.json").write_text("[1, 2, 3]")
    settings, problem = Settings.load()
    assert "settings.json" in problem and settings.animation_speed == 1.0


def test_the_menu_tells_the_player_in_their_language_and_a_click_dismisses_it(data, monkeypatch):
    import game.userdata
    from scenes.app import App
    from scenes.menu import MenuScene

    monkeypatch.setattr(game.userdata, "default_language", lambda: "fr")
    (data / "settings.json").write_text("{broken")
    settings, notice = Settings.load()
    assert settings.language == "fr" and "illisibles" in notice and "settings.json.bad" in notice
    app = App(settings=settings, size=(1280, 720), notice=notice)
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    assert app.notice == notice
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert app.notice is None
    pygame.quit()


def test_a_settings_file_of_the_previous_version_loads_unchanged(data):
    old = {"language": "fr", "fullscreen": True, "animation_speed": 2.0, "confirm_picks": False}
    (data / "settings.json").write_text(json.dumps(old))
    settings, problem = Settings.load()
    assert problem is None
    assert settings == Settings(language="fr", fullscreen=True, animation_speed=2.0, confirm_picks=False)
    assert settings.last_setup is None
    assert json.loads((data / "settings.json").read_text()) == old, "loading never rewrites the file"


def test_a_settings_file_with_remembered_setups_keeps_its_keys(data):
    """The remembered setups of the previous version (its keys: a setup's "game", a seat's "kind") load into the
    renamed fields (game_id, controller), and a save writes the same keys back, so neither version loses them."""
    from game.userdata import SavedSeat, SavedSetup

    seats = [{"kind": "human", "level": "medium", "name": "Zoé", "colour": ""},
             {"kind": "computer", "level": "hard", "name": "", "colour": ""}]
    canopee = {"game": "canopee", "count": 2, "seats": seats, "options": {"seasons": "base"}}
    old = {"language": "fr", "fullscreen": False, "animation_speed": 1.0, "confirm_picks": True,
           "last_setup": canopee, "setups": {"canopee": canopee}}
    (data / "settings.json").write_text(json.dumps(old), encoding="utf-8")
    settings, problem = Settings.load()
    expected = SavedSetup("canopee", 2, (SavedSeat("human", "medium", "Zoé"), SavedSeat("computer", "hard", "")),
                          {"seasons": "base"})
    assert problem is None and settings.last_setup == expected and settings.setups == {"canopee": expected}
    assert (settings.last_setup.game_id, settings.last_setup.seats[1].controller) == ("canopee", "computer")
    settings.save()
    sound = {"master_volume": 0.75, "effects_volume": 0.75, "music_volume": 0.5, "muted": False,
             "pause_unfocused": True}
    assert json.loads((data / "settings.json").read_text(encoding="utf-8")) == {**old, **sound}, \
        "the same keys back, and the sound's (their defaults) beside them"


def test_the_sound_settings_are_remembered_and_a_wrong_value_is_ignored_alone(data):
    raw = {"language": "en", "master_volume": 0.25, "effects_volume": 1, "music_volume": 1.5, "muted": True,
           "pause_unfocused": "no"}
    (data / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
    settings, problem = Settings.load()
    assert problem is None
    assert (settings.master_volume, settings.effects_volume, settings.music_volume) == (0.25, 1.0, 0.5)
    assert settings.muted and settings.pause_unfocused, "1.5 and 'no' are not values: their defaults stay"


def test_the_last_setup_round_trips(data):
    from game.userdata import SavedSeat, SavedSetup

    setup = SavedSetup("savane", 3, (SavedSeat("human", "medium", "Ana"), SavedSeat("computer", "hard", ""),
                                     SavedSeat("human", "medium", "Zoé")))
    Settings(language="en", last_setup=setup).save()
    settings, problem = Settings.load()
    assert problem is None and settings.last_setup == setup
    assert settings == Settings(language="en", last_setup=setup)


@pytest.mark.parametrize("remembered", [
    "forest", 4, [1, 2], None, {},
    {"game": 3, "count": 1, "seats": [{"kind": "human", "level": "medium", "name": "A"}]},
    {"game": "forest", "count": "1", "seats": [{"kind": "human", "level": "medium", "name": "A"}]},
    {"game": "forest", "count": True, "seats": [{"kind": "human", "level": "medium", "name": "A"}]},
    {"game": "forest", "count": 2, "seats": [{"kind": "human", "level": "medium", "name": "A"}]},
    {"game": "forest", "count": 1, "seats": {"kind": "human"}},
    {"game": "forest", "count": 1, "seats": ["human"]},
    {"game": "forest", "count": 1, "seats": [{"kind": "human", "level": "medium", "name": 7}]},
    {"game": "forest", "count": 1, "seats": [{"kind": "human", "name": "A"}]},
    {"game": "forest", "count": 10 ** 9, "seats": []},
])
def test_a_damaged_remembered_setup_is_ignored_and_the_rest_kept(data, remembered):
    (data / "settings.json").write_text(json.dumps({"language": "fr", "fullscreen": True,
                                                    "last_setup": remembered}))
    settings, problem = Settings.load()
    assert problem is None
    assert settings.language == "fr" and settings.fullscreen and settings.last_setup is None


def test_a_remembered_name_loses_its_control_characters(data):
    (data / "settings.json").write_text(json.dumps({"last_setup": {"game": "forest", "count": 1, "seats": [
        {"kind": "human", "level": "medium", "name": " Ana\u0000\n "}]}}))
    settings, _ = Settings.load()
    assert settings.last_setup.seats[0].name == "Ana"
