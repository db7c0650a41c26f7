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


def test_nothing_is_opened_or_heard_before_the_first_frame_is_on_screen():
    sound, backend = audio()
    sound.play("button")
    sound.music("menu")
    assert backend.opened == 0 and backend.played == [] and backend.music == []
    sound.frame_drawn()                   # the menu is on screen: its music starts, the device opened once
    assert backend.opened == 1 and backend.music == [("music_menu", 0.75 * 0.5)]
    sound.play("button")
    sound.play("card_lay")
    assert backend.played == [("button", 0.75 * 0.75), ("card_lay", 0.75 * 0.75)] and backend.opened == 1


def test_volumes_multiply_and_a_nil_volume_or_mute_plays_nothing():
    sound, backend = audio(master_volume=0.5, effects_volume=0.5, music_volume=1.0)
    sound.frame_drawn()
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
    sound.frame_drawn()
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
    sound.frame_drawn()
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
    sound.frame_drawn()
    sound.play("button")
    sound.music("menu")
    assert sound.state == "off"
    out, err = capfd.readouterr()
    assert "ALSA" not in err and out == ""


def test_the_dummy_driver_plays_every_sound_without_a_word(capfd):
    """SDL's dummy audio driver (the tests', a machine without sound): the real mixer opens or not, every sound
    and the music are asked for, and nothing raises or prints."""
    sound = Audio(Settings(), MixerBackend())
    sound.frame_drawn()
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


@pytest.mark.slow
def test_the_game_starts_without_a_sound_device_and_says_nothing_alarming(tmp_path):
    """The window's first frame with no sound device at all (SDL told to use one that does not exist): it starts,
    draws, quits, and the terminal shows no ALSA or mixer error."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="nosuchdriver",
               ECOSYSTEME_DATA_DIR=str(tmp_path), ECOSYSTEME_QUIT_AFTER_FIRST_FRAME="1")
    done = subprocess.run([sys.executable, "-m", "game"], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "ALSA" not in done.stderr and "mixer" not in done.stderr.lower() and "Traceback" not in done.stderr
