"""The window, the scene stack and the main loop."""
from __future__ import annotations

import os
import sys
from typing import Callable

import pygame

from game import __version__
from game.catalogue import default_catalogue
from game.i18n import tr
from game.userdata import Settings

from .base import Scene
from .ui import BG_BOTTOM, BG_TOP, Fonts, vertical_gradient

MIN_SIZE = (1280, 720)
PREFERRED_SIZE = (1600, 900)
FPS = 60


def initial_size() -> tuple[int, int]:
    """The preferred window size, shrunk to fit the screen (but not below the minimum)."""
    try:
        desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        desk_w, desk_h = PREFERRED_SIZE
    w = max(MIN_SIZE[0], min(PREFERRED_SIZE[0], int(desk_w * 0.92)))
    h = max(MIN_SIZE[1], min(PREFERRED_SIZE[1], int(desk_h * 0.88)))
    return w, h


FIRST_FRAME_ENV = "ECOSYSTEME_QUIT_AFTER_FIRST_FRAME"   # set by the start-up benchmark


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 notice: str | None = None) -> None:
        pygame.init()
        self.settings = settings if settings is not None else Settings.load()[0]
        self.catalogue = default_catalogue()
        self.version = __version__
        self.window = pygame.Window(f"Ecosystème {__version__}", size or initial_size(), resizable=True)
        self.window.minimum_size = MIN_SIZE
        self.surface = self.window.get_surface()
        self.fonts = Fonts()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.notice = notice                 # a one-off message for the menu (e.g. settings reset)
        self._background: pygame.Surface | None = None
        self.frame_hooks: list[Callable[["App"], None]] = []   # demo mode, screenshots
        from .cardart import CardArt

        self.cards = CardArt(self.catalogue)
        if self.settings.fullscreen:
            self.window.set_fullscreen(True)
            self.surface = self.window.get_surface()

    # ------------------------------------------------------------------ language and looks

    @property
    def lang(self) -> str:
        return self.settings.language

    def t(self, key: str, **fmt) -> str:
        return tr(key, self.lang, **fmt)

    @property
    def size(self) -> tuple[int, int]:
        return self.surface.get_size()

    def background(self) -> pygame.Surface:
        if self._background is None or self._background.get_size() != self.size:
            self._background = vertical_gradient(self.size, BG_TOP, BG_BOTTOM)
        return self._background

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.window.set_fullscreen(True)
        else:
            self.window.set_windowed()
        self._resized()
        try:
            self.settings.save()
        except OSError:
            pass

    def _resized(self) -> None:
        self.surface = self.window.get_surface()
        for scene in self.stack:
            scene.layout(self.size)

    # ------------------------------------------------------------------ the stack

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.exit()
        self.stack.append(scene)
        scene.layout(self.size)
        scene.enter()

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
        if self.top:
            self.top.layout(self.size)
            self.top.enter()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def home(self, scene: Scene | None = None) -> None:
        """Back to the bottom scene (the menu), then push ``scene`` if given."""
        while len(self.stack) > 1:
            self.stack.pop().exit()
        if scene is not None:
            self.push(scene)
        elif self.top:
            self.top.layout(self.size)
            self.top.enter()

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ------------------------------------------------------------------ the loop

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE):
            if self.surface.get_size() != self.window.size:
                self._resized()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.top
        if top is None:
            return
        if top.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            top.back()

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw, flip (tests drive the app through this)."""
        for event in (pygame.event.get() if events is None else events):
            self.dispatch(event)
        if not self.running or self.top is None:
            return
        self.top.update(dt)
        self.top.draw(self.surface)
        for hook in list(self.frame_hooks):
            hook(self)
        self.window.flip()

    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(min(dt, 0.1))
        return self.exit_code


def run(demo: dict | None = None) -> int:
    """Open the window on the menu (or run a demo game) until the player quits."""
    from .cardart import CardArtError

    settings, notice = Settings.load()
    try:
        app = App(settings, notice=notice)
    except (CardArtError, pygame.error) as exc:
        print(f"ecosysteme: the game cannot start: {exc}", file=sys.stderr)
        pygame.quit()
        return 2
    from .menu import MenuScene

    app.push(MenuScene(app))
    if demo is not None:
        from .demo import start_demo

        start_demo(app, **demo)
    if os.environ.get(FIRST_FRAME_ENV):
        # bench/bench_startup.py: launch to the first menu frame on screen, then quit
        app.frame_hooks.append(lambda app: app.quit(0))
    code = app.run()
    pygame.quit()
    return code
