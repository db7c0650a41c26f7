"""The game's sound: an effect at each moment that matters and each game family's music, at the player's volumes.

Scenes only say what happened (``app.audio.play("card_lay")``) and which music fits the screen
(``app.audio.music("canopee")``). This module turns that into sound, or into nothing, and never into an error:

- **Lazily.** The mixer is opened by the first sound due once the first frame is on screen, never before it: a
  start-up is not delayed by the sound device (the start-up benchmark measures the first frame), and the menu's
  music starts a moment after the window shows. An effect is loaded from its file the first time it plays, then
  kept; music streams from its file.
- **Without a device.** No sound card, SDL's dummy driver, a mixer that refuses to open: it is tried once, its
  standard error muted meanwhile (ALSA writes a screenful there on a machine without sound), and everything after
  is silent. A sound without its file is silent too.
- **At the player's volumes**: master × effects, master × music (``Settings``: 0 to 1); muted (M, or the
  settings), nothing plays and nothing is opened. While the window is unfocused or minimised, sound pauses if the
  player chose so.

Sound never carries what the screen does not show: every moment that sounds is also drawn.

The device is behind a small backend (``MixerBackend``: pygame.mixer); tests put ``RecordingBackend`` in its place
and read what would have been heard.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from game.resources import resource_path

SOUNDS = ("assets", "sounds")
MUSIC_FADE_MS = 1200         # music comes in and goes out softly (a family's change crosses through silence)
MIXER = dict(frequency=44100, size=-16, channels=2, buffer=1024)


def sound_file(sound_id: str) -> Path:
    """The file of a sound id (assets/sounds/<id>.ogg), wherever the game runs from (checkout or executable)."""
    return resource_path(*SOUNDS, f"{sound_id}.ogg")


class MixerBackend:
    """pygame.mixer: the real device."""

    def __init__(self) -> None:
        self._sounds: dict[str, Any] = {}

    def open(self) -> bool:
        import pygame

        try:
            with _stderr_muted():
                pygame.mixer.init(**MIXER)
            return pygame.mixer.get_init() is not None
        except (pygame.error, OSError, ValueError):
            return False

    def play(self, sound_id: str, volume: float) -> None:
        import pygame

        sound = self._sounds.get(sound_id)
        if sound is None:
            path = sound_file(sound_id)
            try:
                sound = pygame.mixer.Sound(str(path))
            except (pygame.error, OSError, FileNotFoundError):
                sound = False            # no file, or a damaged one: silent, and not read again
            self._sounds[sound_id] = sound
        if sound:
            sound.set_volume(volume)
            sound.play()

    def start_music(self, sound_id: str, volume: float) -> bool:
        import pygame

        try:
            pygame.mixer.music.load(str(sound_file(sound_id)))
            pygame.mixer.music.set_volume(volume)
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_MS)
            return True
        except (pygame.error, OSError, FileNotFoundError):
            return False

    def music_volume(self, volume: float) -> None:
        import pygame

        pygame.mixer.music.set_volume(volume)

    def stop_music(self) -> None:
        import pygame

        pygame.mixer.music.fadeout(MUSIC_FADE_MS // 2)

    def pause(self, paused: bool) -> None:
        import pygame

        if paused:
            pygame.mixer.pause()
            pygame.mixer.music.pause()
        else:
            pygame.mixer.unpause()
            pygame.mixer.music.unpause()

    def close(self) -> None:
        import pygame

        if pygame.mixer.get_init():
            pygame.mixer.quit()


class RecordingBackend:
    """A stand-in for the device (tests): what would have been heard, in order, at which volume."""

    def __init__(self, opens: bool = True) -> None:
        self.opens = opens
        self.opened = 0                  # how often the device was asked to open
        self.played: list[tuple[str, float]] = []
        self.music: list[tuple[str, float]] = []     # music started
        self.music_level: float | None = None
        self.music_stopped = 0
        self.paused = False

    def open(self) -> bool:
        self.opened += 1
        return self.opens

    def play(self, sound_id: str, volume: float) -> None:
        self.played.append((sound_id, volume))

    def start_music(self, sound_id: str, volume: float) -> bool:
        self.music.append((sound_id, volume))
        self.music_level = volume
        return True

    def music_volume(self, volume: float) -> None:
        self.music_level = volume

    def stop_music(self) -> None:
        self.music_stopped += 1

    def pause(self, paused: bool) -> None:
        self.paused = paused

    def close(self) -> None:
        pass

    def ids(self) -> list[str]:
        return [sound_id for sound_id, _ in self.played]


class Audio:
    """The app's sound (``app.audio``): what the scenes ask for, at the settings' volumes."""

    def __init__(self, settings, backend=None) -> None:
        # the settings, or a function giving them (the app's, which a scene may replace)
        self._settings = settings if callable(settings) else (lambda: settings)
        self.backend = backend if backend is not None else MixerBackend()
        self.state: str | None = None        # None: not tried yet; "on": open; "off": no device (tried once)
        self.ready = False                   # a frame after the first is on screen: the device may be opened
        self.frames = 0
        self.active = True                   # the window has the focus and is not minimised
        self.wanted: str | None = None       # the music the screen asks for ("menu", "canopee"...), None: none
        self.playing: str | None = None      # the music playing now

    @property
    def settings(self):
        return self._settings()

    # ------------------------------------------------------------------ volumes

    def effects_level(self) -> float:
        s = self.settings
        return 0.0 if s.muted else _unit(s.master_volume) * _unit(s.effects_volume)

    def music_level(self) -> float:
        s = self.settings
        return 0.0 if s.muted else _unit(s.master_volume) * _unit(s.music_volume)

    # ------------------------------------------------------------------ what the scenes ask

    def play(self, sound_id: str) -> None:
        """An effect, now (nothing if muted, silent, paused, before the first frame or without a device)."""
        level = self.effects_level()
        if level <= 0 or not self.ready or self._paused() or not self._open():
            return
        self.backend.play(sound_id, level)

    def music(self, family: str | None) -> None:
        """The music this screen wants (a family's id, or None for none): started, changed or stopped now if the
        device may be used, else as soon as it may."""
        self.wanted = family
        self._follow()

    def frame_drawn(self) -> None:
        """A frame reached the screen. From the second one on the device may open: the first frame, and the
        events right after it, never wait for the sound device (ALSA's probing takes a tenth of a second)."""
        self.frames += 1
        if not self.ready and self.frames >= 2:
            self.ready = True
            self._follow()

    def set_active(self, active: bool) -> None:
        """The window gained (True) or lost (False) the focus, or was restored / minimised."""
        if active == self.active:
            return
        self.active = active
        if self.state == "on" and self.settings.pause_unfocused:
            self.backend.pause(not active)

    def toggle_mute(self) -> None:
        """M: sound off, or back on at the volumes it had (remembered in the settings)."""
        self.settings.muted = not self.settings.muted
        self.apply()

    def apply(self) -> None:
        """The settings changed (volumes, mute, pausing): the music follows at once."""
        if self.state == "on" and not self.settings.pause_unfocused:
            self.backend.pause(False)
        if self.state == "on" and self.playing is not None:
            level = self.music_level()
            if level <= 0:
                self.backend.stop_music()
                self.playing = None
                return
            self.backend.music_volume(level)
        self._follow()

    def close(self) -> None:
        if self.state == "on":
            self.backend.close()
        self.state = None

    # ------------------------------------------------------------------ inside

    def _paused(self) -> bool:
        return not self.active and self.settings.pause_unfocused

    def _open(self) -> bool:
        if self.state is None:
            self.state = "on" if self.backend.open() else "off"
        return self.state == "on"

    def _follow(self) -> None:
        """The music playing made the one wanted, if the device may be used and the volume is not nil."""
        if not self.ready or self.wanted == self.playing:
            return
        if self.wanted is None or self.music_level() <= 0:
            if self.playing is not None and self.state == "on":
                self.backend.stop_music()
            self.playing = None
            return
        if not self._open():
            return
        if self.backend.start_music(f"music_{self.wanted}", self.music_level()):
            self.playing = self.wanted
            if self._paused():
                self.backend.pause(True)


def _unit(value: Any) -> float:
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return 0.0


class _stderr_muted:
    """Standard error (the file descriptor, where C libraries write) sent to nowhere for a moment: ALSA's lines on
    a machine without a sound card are not the player's business. Python's own errors still raise."""

    def __enter__(self):
        self.saved = None
        fd = 2                   # where C libraries write, whatever Python's sys.stderr is now
        try:
            if sys.stderr is not None:
                sys.stderr.flush()
            self.saved = os.dup(fd)      # no descriptor 2 (a windowed executable): nothing to mute
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, fd)
            os.close(null)
            self.fd = fd
        except OSError:
            self.saved = None
        return self

    def __exit__(self, *exc) -> bool:
        if self.saved is not None:
            os.dup2(self.saved, self.fd)
            os.close(self.saved)
        return False


class EventCues:
    """A table's sounds for what happens in its game: each public event (game.core.protocol.Event) as it comes on
    screen — live, or at the beat a telling shows it — plays the sound its game's screens name for it
    (``GameScreens.sound_of``). The game's past when the table opens (a loaded game) is not played again; a burst
    of events in one frame (a computer's whole turn) plays at most ``MAX_AT_ONCE`` sounds, the first of each kind."""

    MAX_AT_ONCE = 2

    def __init__(self, sound_of, priority: tuple[str, ...] = ()) -> None:
        self.sound_of = sound_of             # event -> sound id or None (GameScreens.sound_of)
        self.priority = priority             # in a burst, these first (a season's end over the cards it moves)
        self.seen: int | None = None

    def update(self, audio: Audio, events: list, shown: int) -> None:
        """``events``: the game's public events; ``shown``: how many of them are on screen now."""
        if self.seen is None or shown < self.seen:     # the table opened, or went back (an undo)
            self.seen = shown
            return
        if shown == self.seen:
            return
        fresh = [self.sound_of(event) for event in events[self.seen:shown]]
        self.seen = shown
        rank = {sound_id: i for i, sound_id in enumerate(self.priority)}
        fresh = sorted((sound_id for sound_id in fresh if sound_id), key=lambda i: rank.get(i, len(rank)))
        played: list[str] = []
        for sound_id in fresh:
            if sound_id and sound_id not in played and len(played) < self.MAX_AT_ONCE:
                played.append(sound_id)
                audio.play(sound_id)
