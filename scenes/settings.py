"""Settings, on two tabs: *General* (language, full screen, animation speed, confirming each pick) and *Sound*
(sound on or off — M anywhere —, the master, effects and music volumes, and whether sound pauses while the window
is in the background). Saved at once in the user data folder; the sound follows at once (scenes/shell/audio.py)."""
from __future__ import annotations

import pygame

from game.i18n import LANGUAGES
from game.userdata import write_problem

from .base import Scene
from .ui import INK, INK_SOFT, Button, ButtonColumn, panel

SPEEDS = (0.0, 0.5, 1.0, 2.0)
SPEED_NAMES = {0.0: "speed_none", 0.5: "speed_slow", 1.0: "speed_normal", 2.0: "speed_fast"}
LEVELS = (0.0, 0.25, 0.5, 0.75, 1.0)         # a volume's steps
TABS = ("general", "sound")


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.column = ButtonColumn()
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.problem: str | None = None
        self.tab = "general"

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.k = k = max(1.0, min(w / 1600, h / 900))
        s = self.app.settings
        if self.tab == "general":
            speed = min(SPEEDS, key=lambda v: abs(v - s.animation_speed))
            # every choice visible, the current one lit (a segmented control per setting)
            choices = [
                ("language", [(self.t(f"lang_{lang}"), lang == s.language, self._set_language(lang))
                              for lang in LANGUAGES]),
                ("fullscreen", [(self.t(key), value == s.fullscreen, self._set_fullscreen(value))
                                for key, value in (("off", False), ("on", True))]),
                ("animations", [(self.t(SPEED_NAMES[v]), v == speed, self._set_speed(v)) for v in SPEEDS]),
                ("setting_confirm", [(self.t(key), value == s.confirm_picks, self._set_confirm(value))
                                     for key, value in (("off", False), ("on", True))]),
            ]
        else:
            def steps(name: str):
                now = min(LEVELS, key=lambda v: abs(v - getattr(s, name)))
                return [(self.t("percent", n=round(v * 100)), v == now,
                         self._set(name, v)) for v in LEVELS]
            choices = [
                ("setting_sound", [(self.t(key), value != s.muted, self._set("muted", not value))
                                   for key, value in (("off", False), ("on", True))]),
                ("setting_master", steps("master_volume")),
                ("setting_effects", steps("effects_volume")),
                ("setting_music", steps("music_volume")),
                ("setting_unfocused", [(self.t(key), value == s.pause_unfocused, self._set("pause_unfocused", value))
                                       for key, value in (("unfocused_play", False), ("unfocused_pause", True))]),
            ]
        rows = 5        # the longer tab's: the box, its tabs and Back stay where they are on both tabs
        self.box = pygame.Rect(0, 0, int(860 * k), int((196 + rows * 78 + 100) * k))
        self.box.center = (w // 2, h // 2)
        buttons, self.rows = [], []
        # the tabs under the title: where they are never moves (the same two buttons on both tabs)
        tab_w = int(200 * k)
        x0 = self.box.centerx - tab_w - int(4 * k)
        for i, tab in enumerate(TABS):
            rect = pygame.Rect(x0 + i * (tab_w + int(8 * k)), self.box.y + int(92 * k), tab_w, int(48 * k))
            buttons.append(Button(self.t(f"settings_tab_{tab}"), self._show(tab), rect, primary=tab == self.tab,
                                  size=int(20 * k)))
        for i, (key, options) in enumerate(choices):
            row = pygame.Rect(self.box.x + int(40 * k), self.box.y + int((166 + i * 78) * k), self.box.w - int(80 * k),
                              int(64 * k))
            self.rows.append((key, row))
            seg_w = min(int(130 * k), int(row.w * 0.62) // len(options))
            x = row.right - len(options) * seg_w
            for j, (label, current, action) in enumerate(options):
                rect = pygame.Rect(x + j * seg_w, row.y + int(6 * k), seg_w - int(8 * k), int(52 * k))
                buttons.append(Button(label, self._then_relayout(action), rect, primary=current, size=int(20 * k)))
        buttons.append(Button(self.t("back"), self.back,
                              pygame.Rect(self.box.centerx - int(130 * k), self.box.bottom - int(84 * k), int(260 * k),
                                          int(58 * k)), size=int(24 * k)))
        self.column.set(buttons)
        self._muted_shown = s.muted

    def _show(self, tab: str):
        def run() -> None:
            if self.tab != tab:
                self.tab = tab
                self.layout(self.app.size)
        return run

    def _set(self, name: str, value):
        """A sound setting, heard at once (the music's volume, the mute)."""
        def run() -> None:
            setattr(self.app.settings, name, value)
            self.app.audio.apply()
            if name == "effects_volume" or name == "master_volume":
                self.app.audio.play("button")       # the new level, heard
        return run

    def _set_language(self, lang: str):
        def run() -> None:
            self.app.settings.language = lang
        return run

    def _set_fullscreen(self, on: bool):
        def run() -> None:
            if self.app.settings.fullscreen != on:
                self.app.toggle_fullscreen()
        return run

    def _set_confirm(self, on: bool):
        def run() -> None:
            self.app.settings.confirm_picks = on
        return run

    def _set_speed(self, speed: float):
        def run() -> None:
            self.app.settings.animation_speed = speed
        return run

    def _then_relayout(self, action):
        def run() -> None:
            action()
            self._save()
            self.layout(self.app.size)
        return run

    def _save(self) -> None:
        try:
            self.app.settings.save()
            self.problem = None
        except OSError as exc:           # in the player's words: settings.json and why, not an errno
            self.problem = self.t("data_settings_failed", error=write_problem(exc, self.app.lang))

    def handle(self, event: pygame.event.Event) -> bool:
        return self.column.handle(event)

    def update(self, dt: float) -> None:
        if self.tab == "sound" and self._muted_shown != self.app.settings.muted:
            self.layout(self.app.size)           # M pressed here: the Sound row shows it

    def animating(self) -> bool:
        return False        # nothing moves here: drawn only after events

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts = self.app.fonts
        panel(surface, self.box)
        title = fonts.text(self.t("settings"), "title", int(40 * self.k), INK)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + int(28 * self.k))))
        for key, row in self.rows:
            label = fonts.text(self.t(key), "bold", int(26 * self.k), INK)
            surface.blit(label, label.get_rect(midleft=(row.x, row.centery + 2)))
        if self.problem:
            msg = fonts.fit(self.problem, "regular", 16, INK_SOFT, self.box.w - 60)
            surface.blit(msg, msg.get_rect(midbottom=(self.box.centerx, self.box.bottom - 90)))
        self.column.draw(surface, fonts)
