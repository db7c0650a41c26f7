"""The sound service (scenes/shell/audio.py): nothing opened before the first frame, effects and music at the
player's volumes, mute (M) remembered, paused in the background if chosen, and silent without a sound device."""
from __future__ import annotations

import os
import subprocess
import sys

import pygame
import pytest

from game.userdata import Settings
from scenes.shell.audio import Audio, MixerBackend, RecordingBackend
from tests.input import key


def audio(**settings) -> tuple[Audio, RecordingBackend]:
    backend = RecordingBackend()
    return Audio(Settings(**settings), backend), backend


def on_screen(sound: Audio) -> None:
    """The window's first frames drawn: the sound may start."""
    sound.frame_drawn()
    sound.frame_drawn()


def test_nothing_is_opened_or_heard_before_the_first_frame_is_on_screen():
    sound, backend = audio()
    sound.play("button")
    sound.music("menu")
    assert backend.opened == 0 and backend.played == [] and backend.music == []
    sound.frame_drawn()                   # the first frame: the sound still waits (it never delays that one)
    assert backend.opened == 0
    sound.frame_drawn()                   # the next: the menu's music starts, the device opened once
    assert backend.opened == 1 and backend.music == [("music_menu", 0.75 * 0.5)]
    sound.play("button")
    sound.play("card_lay")
    assert backend.played == [("button", 0.75 * 0.75), ("card_lay", 0.75 * 0.75)] and backend.opened == 1


def test_volumes_multiply_and_a_nil_volume_or_mute_plays_nothing():
    sound, backend = audio(master_volume=0.5, effects_volume=0.5, music_volume=1.0)
    on_screen(sound)
    sound.play("win")
    sound.music("canopee")
    assert backend.played == [("win", 0.25)] and backend.music == [("music_canopee", 0.5)]
    sound.settings.music_volume = 0.0
    sound.apply()
    assert backend.music_stopped == 1 and sound.playing is None
    sound.settings.music_volume = 0.25
    sound.apply()
    assert backend.music[-1] == ("music_canopee", 0.125), "back at its new level"
    sound.toggle_mute()
    sound.play("win")
    assert backend.played == [("win", 0.25)] and backend.music_stopped == 2
    sound.toggle_mute()
    assert backend.music[-1] == ("music_canopee", 0.125), "unmuted: the same music at the same level"
    sound.music("livingforest")
    assert backend.music[-1][0] == "music_livingforest"
    sound.music(None)
    assert sound.playing is None and backend.music_stopped == 3


def test_the_background_pauses_the_sound_only_if_the_player_chose_it():
    sound, backend = audio()
    on_screen(sound)
    sound.music("menu")
    sound.set_active(False)
    assert backend.paused
    sound.play("button")
    assert backend.played == [], "no effect while paused"
    sound.set_active(True)
    assert not backend.paused
    sound.settings.pause_unfocused = False
    sound.apply()
    sound.set_active(False)
    sound.play("button")
    assert not backend.paused and backend.ids() == ["button"]


def test_no_device_is_tried_once_and_everything_after_is_silent():
    backend = RecordingBackend(opens=False)
    sound = Audio(Settings(), backend)
    on_screen(sound)
    sound.music("menu")
    for _ in range(5):
        sound.play("button")
    assert backend.opened == 1 and backend.played == [] and sound.state == "off"


def test_the_real_mixer_fails_quietly_without_a_device(monkeypatch, capfd):
    """A mixer that cannot open (no sound card): False, nothing on the terminal, and the game goes on silent."""
    def refuse(**_):
        os.write(2, b"ALSA lib confmisc.c:767:(parse_card) cannot find card '0'\n")
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sound = Audio(Settings(), MixerBackend())
    on_screen(sound)
    sound.play("button")
    sound.music("menu")
    assert sound.state == "off"
    out, err = capfd.readouterr()
    assert "ALSA" not in err and out == ""


def test_the_dummy_driver_plays_every_sound_without_a_word(capfd):
    """SDL's dummy audio driver (the tests', a machine without sound): the real mixer opens or not, every sound
    and the music are asked for, and nothing raises or prints."""
    sound = Audio(Settings(), MixerBackend())
    on_screen(sound)
    for sound_id in ("button", "card_lay", "no_such_sound"):
        sound.play(sound_id)
    sound.music("menu")
    sound.close()
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_m_mutes_and_unmutes_anywhere_but_in_a_name_being_typed_and_it_is_remembered(make_app):
    from game.userdata import Settings as Saved

    app = make_app("en")
    app.audio = Audio(lambda: app.settings, RecordingBackend())
    app.frame(0.016, events=[])
    key(app, pygame.K_m)
    assert app.settings.muted and Saved.load()[0].muted
    key(app, pygame.K_m)
    assert not app.settings.muted and not Saved.load()[0].muted


def test_a_button_clicks_in_the_newest_window_and_no_closed_window_is_kept_alive(tmp_path, monkeypatch):
    """The button's click is the newest app's, and the hook holds it weakly: an app kept alive by the hook would
    be freed only during a later window's life and take that window's surface with it (a test's window had shown a
    size of 67 million pixels)."""
    import gc
    import weakref

    from scenes import ui
    from scenes.app import App

    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    first = App(settings=Settings(language="en"), size=(1280, 720))
    gone = weakref.ref(first)
    first.window.destroy()
    del first
    gc.collect()
    assert gone() is None, "a closed window's app is garbage at once, not when the next window opens"
    second = App(settings=Settings(language="en"), size=(1280, 720))
    second.audio = Audio(lambda: second.settings, RecordingBackend())
    on_screen(second.audio)
    ui.pressed()
    assert second.audio.backend.ids() == ["button"]
    second.window.destroy()


@pytest.mark.slow
def test_the_game_starts_without_a_sound_device_and_says_nothing_alarming(tmp_path):
    """The window's first frame with no sound device at all (SDL told to use one that does not exist): it starts,
    draws, quits, and the terminal shows no ALSA or mixer error."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="nosuchdriver",
               ECOSYSTEME_DATA_DIR=str(tmp_path), ECOSYSTEME_QUIT_AFTER_FIRST_FRAME="1")
    done = subprocess.run([sys.executable, "-m", "game"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr and "mixer" not in done.stderr.lower() and "Traceback" not in done.stderr


def test_the_menu_plays_its_music_and_each_table_its_familys(make_app):
    from game.session import HUMAN, Match, Seat
    from scenes.games import table_scene
    from scenes.menu import MenuScene

    app = make_app("en")
    backend = RecordingBackend()
    app.audio = Audio(lambda: app.settings, backend)
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    app.frame(0.016, events=[])
    assert backend.music == [("music_menu", 0.375)]
    for game_id, family in (("forest", "ecosysteme"), ("canopee", "canopee"), ("living-forest", "livingforest")):
        match = Match(game_id, [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3)
        app.push(table_scene(app, match, autosave=False))
        app.frame(0.016, events=[])
        assert backend.music[-1][0] == f"music_{family}"
        app.pop()
        app.frame(0.016, events=[])
        assert backend.music[-1][0] == "music_menu", "back at the menu, its music"


def test_events_are_heard_as_they_come_on_screen_not_the_past_and_not_a_flood():
    from game.core.protocol import Event
    from scenes.shell.audio import EventCues
    from scenes.canopee.screens import CanopeeScreens
    from scenes.livingforest.screens import LivingForestScreens

    sound, backend = audio()
    on_screen(sound)
    cues = EventCues(CanopeeScreens("canopee").sound_of)
    past = [Event("look", 0), Event("keep", 0)]
    cues.update(sound, past, 2)
    assert backend.ids() == [], "a loaded game's past is not played again"
    events = past + [Event("refuse", 0), Event("place", 0, {"kind": "canopy_1", "tree": 3, "forest": 0}),
                     Event("fire", None), Event("disease", None)]
    cues.update(sound, events, 3)            # a telling's beat: the refusal only
    cues.update(sound, events, 6)            # the rest in one frame: two sounds at most, in order
    assert backend.ids() == ["pile_refuse", "tree_complete", "threat_fire"]
    lf = EventCues(LivingForestScreens("living-forest").sound_of)
    lf.update(sound, [], 0)
    lf.update(sound, [Event("stop", 0, {"reason": "bust"})], 1)
    lf.update(sound, [Event("stop", 0, {"reason": "bust"}), Event("stop", 1, {"reason": "chosen"})], 2)
    assert backend.ids()[-1:] == ["solitary"], "the third Solitary is heard; a chosen stop is silent"


def test_every_sound_a_game_names_has_its_file():
    from game.resources import resource_path
    from scenes.shell.audio import sound_file
    import yaml

    manifest = yaml.safe_load(resource_path("assets", "sounds", "manifest.yaml").read_text(encoding="utf-8"))
    ids = set(manifest["sounds"]) if "sounds" in manifest else set(manifest)
    from scenes.canopee.screens import CanopeeScreens
    from scenes.ecosysteme.screens import EcosystemeScreens
    from scenes.livingforest.screens import LivingForestScreens

    named = {"button", "tree_complete"}
    for screens in (CanopeeScreens("canopee"), EcosystemeScreens("forest"), LivingForestScreens("living-forest")):
        named |= set(screens.sounds.values()) | {f"music_{screens.music}"}
    named.add("music_menu")
    assert named <= ids and all(sound_file(i).is_file() for i in named)


def test_the_table_and_score_screen_are_heard_at_their_moments(make_app):
    """A real Canopée solo game played through its table: the piles looked at, kept or refused, cards laid,
    threats and the season's count are heard as they come on screen; the score screen ticks while its points
    count up, then says win or loss once — and a button pressed clicks."""
    from game.session import HUMAN, Match, Seat
    from scenes.games import score_scene, table_scene
    from tests.helpers import settle

    app = make_app("en")
    backend = RecordingBackend()
    app.audio = Audio(lambda: app.settings, backend)
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=5, solo=True)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    medium = match.definition.agents["medium"](1)
    for _ in range(3000):
        if match.over:
            break
        settle(app, scene)
        if scene.playing_show():
            app.frame(0.5, events=[])
            continue
        if 0 in match.state.to_act():
            scene.controller.submit(medium.choose(match.view(0)))
        app.frame(0.05, events=[])
    assert match.over
    heard = set(backend.ids())
    assert {"pile_look", "pile_keep", "pile_refuse", "card_lay", "season_end"} <= heard, heard
    backend.played.clear()
    app.settings.animation_speed = 1.0           # the points count up (the tests' app shows them at once)
    score = score_scene(app, match)
    app.push(score)
    for _ in range(400):
        app.frame(0.05, events=[])
    ids = backend.ids()
    assert "points_tick" in ids and ids[-1] in ("win", "loss") and ids.count("win") + ids.count("loss") == 1
    won = 0 in match.state.outcome().winners
    assert ids[-1] == ("win" if won else "loss")
    # the finished game is in the player's records once (two score screens of it, one record), with its figures
    from game.records import Records
    import time as _time

    end = _time.monotonic() + 20
    while _time.monotonic() < end and not Records.load()[0].games():
        app.frame(0.05, events=[])
    _time.sleep(0.5)
    records, problem = Records.load()
    assert problem is None and len(records.games()) == 1
    record = records.games()[0]
    assert record.game_id == "canopee" and record.duration is not None and list(record.totals) == list(match.state.outcome().totals)


def test_your_turn_is_heard_at_a_hand_over_and_after_the_computers_took_a_while_never_after_one_s_own_move(make_app):
    """Hot-seat: the next person asked hears it; against computers: heard when their turns took a while on screen,
    not for a choice that follows the player's own at once."""
    from game.session import HUMAN, Match, Seat
    from scenes.games import table_scene
    from scenes.shell.table_base import YOUR_TURN_AFTER

    app = make_app("en")
    backend = RecordingBackend()
    app.audio = Audio(lambda: app.settings, backend)
    on_screen(app.audio)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    assert "your_turn" not in backend.ids(), "the first person asked at the table's opening: nothing to call"
    first = match.active_human()
    medium = match.definition.agents["medium"](1)
    while match.active_human() == first:
        scene.controller.submit(medium.choose(match.view(first)))
        app.frame(0.016, events=[])
    assert match.active_human() != first and backend.ids().count("your_turn") == 1

    backend.played.clear()
    scene._asker, scene._away = match.active_human(), 0.0     # the person was just asked...
    match.active_human, real = (lambda: None), match.active_human
    app.frame(YOUR_TURN_AFTER / 2, events=[])           # ... a short wait: the next ask is quiet
    match.active_human = real
    app.frame(0.016, events=[])
    assert "your_turn" not in backend.ids()
    match.active_human = lambda: None
    for _ in range(3):
        app.frame(YOUR_TURN_AFTER / 2, events=[])       # the others took a while
    match.active_human = real
    app.frame(0.016, events=[])
    assert backend.ids().count("your_turn") == 1
    del match.active_human
