"""The window, the scene stack and the main loop."""
from __future__ import annotations

import gc
import os
import sys
import time
import traceback
import weakref
from pathlib import Path
from typing import Callable

import pygame

from game import __version__
from game.core.catalogue import default_catalogue
from game.errors import BundledFileError
from game.i18n import LANGUAGES, default_language, tr
from game.resources import resource_root
from game.userdata import Settings, data_dir, remove_leftovers, storage_problem

from .base import Scene
from .fonts import Fonts, check_fonts
from .pictures import PictureStore, give_back
from .shell.audio import Audio
from .shell.intents import Back, Fullscreen, Mute, intent_of
from . import ui
from .ui import BG_BOTTOM, BG_TOP, LIGHT, vertical_gradient

MIN_SIZE = (1280, 720)
PREFERRED_SIZE = (1600, 900)
FPS = 60
IDLE_WAIT_MS = 250          # a still screen sleeps on the event queue; it still looks at its timers this often
IDLE_POLL_S = 0.010         # ... looking at the queue every 10 ms (the first input after a rest waits ≤ 10 ms)
KEY_REPEAT = (400, 35)      # a held key repeats (Backspace in a name, arrows on the board) like a desktop's
RESIZE_EVENTS = (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE)
# events after which the window must be drawn again though no scene asked: uncovered, restored, focus back
# the window's focus and visibility: sound pauses while it is away, if the player chose so
_ACTIVE_EVENTS = {pygame.WINDOWFOCUSGAINED: True, pygame.WINDOWFOCUSLOST: False, pygame.WINDOWRESTORED: True,
                  pygame.WINDOWMINIMIZED: False}
_REDRAW_EVENTS = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                  pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE, pygame.ACTIVEEVENT)


def _press_sound(app_ref: Callable[[], "App | None"]) -> Callable[[], None]:
    """The click of a button pressed in the app ``app_ref`` points to, while it lives."""
    def press() -> None:
        app = app_ref()
        if app is not None:
            app.audio.play("button")
    return press


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
CRASH_LOG = "crash.log"


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = None,
                 notice: str | None = None) -> None:
        # the window, its events and text; not pygame.init(), which also opens the sound device at once (the sound
        # opens it later, lazily: scenes/shell/audio.py) and makes ALSA print a screenful on a machine without one
        pygame.display.init()
        pygame.font.init()
        self.settings = settings if settings is not None else Settings.load()[0]
        # the sound: nothing is opened until a sound is due after the first frame (scenes/shell/audio.py)
        self.audio = Audio(lambda: self.settings)
        # a button's click: the newest app's (tests make several), held weakly: a module's list that kept the app
        # alive would free its window only during a later window's life, and take that window's surface with it
        ui.PRESS_SOUNDS[:] = [_press_sound(weakref.ref(self))]
        self.catalogue = default_catalogue()
        self.version = __version__
        self.window = pygame.Window(f"Ecosystème {__version__}", size or initial_size(), resizable=True)
        self.window.minimum_size = MIN_SIZE
        pygame.key.set_repeat(*KEY_REPEAT)
        self.surface = self.window.get_surface()
        # every picture the scenes keep (card faces, icons, text...) in one store with a byte budget
        self.pictures = PictureStore()
        self.fonts = Fonts(self.pictures)
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.exit_code = 0
        self.notice = notice                 # a one-off message for the menu (e.g. settings reset)
        # the data folder, made and write-tested once: if nothing can be saved, the menu says so (and why) once,
        # and no later failed save says it again (write_failure_told); the game plays all the same
        self.storage_problem = storage_problem(self.lang)
        self.write_failure_told = self.storage_problem is not None
        if self.storage_problem:
            self.notice = f"{notice}\n{self.storage_problem}" if notice else self.storage_problem
        else:
            remove_leftovers()               # temporary files of saves killed half-way, in an earlier session
        self._background: pygame.Surface | None = None
        self.frame_hooks: list[Callable[["App"], None]] = []   # demo mode, screenshots
        self.frames_drawn = 0                # how many frames reached the screen (the idle loop draws none)
        self._dirty = True                   # something changed that no event or animation says: draw once
        self._left = False                   # a scene left the stack: its garbage is collected next frame
        self._forget = False                 # resized: the pictures of the size before the last are let go
        self._size_stamp = 0                 # the frame that first drew at the window's last size but one
        self._drawn_since_rest = False       # a frame was drawn since the screen last rested
        check_fonts()           # every font, missing or damaged, named before a text is drawn
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
        """The size scenes lay themselves out for: the window's, never below MIN_SIZE (see too_small)."""
        w, h = self.surface.get_size()
        return max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])

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

    def toggle_mute(self) -> None:
        """M: the sound off, or back on as it was; remembered (the settings file), and said on screen."""
        self.audio.toggle_mute()
        self.redraw()
        try:
            self.settings.save()
        except OSError:
            pass

    def _resized(self) -> None:
        """Every scene lays itself out again for the window as it is now. Called on every resize event and
        full-screen toggle, whatever the sizes say: pygame-ce has already resized the window surface when the
        event arrives, so comparing sizes would skip the very layout the event is for."""
        self.surface = self.window.get_surface()
        for scene in self.stack:
            scene.layout(self.size)
        self._dirty = True
        self._forget = True

    @property
    def too_small(self) -> bool:
        """SDL keeps the window at least MIN_SIZE, but a window manager may still force it smaller: then the
        scenes keep their layout for MIN_SIZE, off screen, and a message asks for more room."""
        w, h = self.surface.get_size()
        return w < MIN_SIZE[0] or h < MIN_SIZE[1]

    def _draw_too_small(self) -> None:
        surface = self.surface
        surface.fill(BG_BOTTOM)
        w, h = surface.get_size()
        text = self.t("window_too_small", w=MIN_SIZE[0], h=MIN_SIZE[1])
        lines = self.fonts.wrap(text, "bold", 20, LIGHT, max(80, w - 40))
        y = max(0, h // 2 - sum(line.get_height() for line in lines) // 2)
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += line.get_height()

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
        self._dirty = True

    def pop(self) -> None:
        if self.stack:
            self.stack.pop().exit()
            self._left = True
        if self.top:
            self.top.layout(self.size)
            self.top.enter()
            self._dirty = True
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().exit()
            self._left = True
        self.push(scene)

    def home(self, scene: Scene | None = None) -> None:
        """Back to the bottom scene (the menu), then push ``scene`` if given."""
        while len(self.stack) > 1:
            self.stack.pop().exit()
            self._left = True
        if scene is not None:
            self.push(scene)
        elif self.top:
            self.top.layout(self.size)
            self.top.enter()
            self._dirty = True

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ------------------------------------------------------------------ the loop

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in RESIZE_EVENTS:
            self._resized()
            return
        if event.type in _REDRAW_EVENTS:
            self._dirty = True
        if event.type in _ACTIVE_EVENTS:
            self.audio.set_active(_ACTIVE_EVENTS[event.type])
        intent = intent_of(event)
        if isinstance(intent, Fullscreen):
            self.toggle_fullscreen()
            return
        if isinstance(intent, Mute) and not (self.top is not None and self.top.typing()):
            self.toggle_mute()
            return
        if self.too_small:                # the scene is not on screen: no click may land on it blind
            return
        top = self.top
        if top is None:
            return
        if top.handle(event):
            return
        if isinstance(intent, Back):          # Escape the scene left unused: leave it
            top.back()

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None, always_draw: bool = True) -> bool:
        """One frame: events, update, then draw and flip (tests drive the app through this, drawing every
        frame). With ``always_draw`` off (the main loop) the screen is drawn only if an event came, the scene
        animates, or something else changed; returns whether it was drawn."""
        if self._left:
            # a scene that left is garbage in reference cycles (its buttons call its methods...): freed now, with
            # its pictures, rather than at the collector's next full pass, which may be many scenes later
            self._left = False
            gc.collect()
            give_back()
        stamp = self.pictures.tick()
        events = pygame.event.get() if events is None else events
        if self.frames_drawn and self.catalogue.unchecked():
            # the card data the first frame did not need, one game's section per frame just after it: a damaged
            # one stops the game (run's dialog) before the player can open any of its screens
            self.catalogue[self.catalogue.unchecked()[0]]
        for event in events:
            self.dispatch(event)
        if not self.running or self.top is None:
            return False
        if self.too_small:
            self._draw_too_small()
            self.window.flip()
            return True
        top = self.top
        moving = top.animating()         # asked before the update too: the update that ends an animation (a
        top.update(dt)                   # reveal done, a tooltip up after its delay) changes the screen
        if self.top is not top:          # the scene moved on in its update (the score screen after the table)
            self._dirty = True
        if not (always_draw or events or self._dirty or self.frame_hooks or moving or self.top.animating()):
            if self._drawn_since_rest:
                # the screen rests (the loop waits for events): the C heap gives back what the frames freed
                self._drawn_since_rest = False
                give_back()
            return False
        self._dirty = False
        self._drawn_since_rest = True
        self.top.draw(self.surface)
        if self._forget:
            # the first frame at a new size has drawn: what neither it nor the frames at the size before drew (a
            # resize storm's sizes, but not those of a window toggled back and forth: full screen) goes
            self._forget = False
            self.pictures.forget_before(self._size_stamp)
            self._size_stamp = stamp
            give_back()
        for hook in list(self.frame_hooks):
            hook(self)
        self.window.flip()
        self.frames_drawn += 1
        self.audio.frame_drawn()
        return True

    def redraw(self) -> None:
        """Ask for one more frame on screen (a change that came from neither an event nor an animation)."""
        self._dirty = True

    def idle(self) -> bool:
        """Nothing on screen moves: the loop may sleep until an event comes."""
        return not (self._dirty or self.frame_hooks or self.too_small or (self.top and self.top.animating())
                    or self.catalogue.unchecked())

    @staticmethod
    def _wait_for_events() -> list[pygame.event.Event]:
        """The events of a still screen, waited for in short sleeps (at most IDLE_WAIT_MS, then the scene's
        timers are looked at). Not pygame.event.wait(timeout): it polls inside, waking ~900 times a second,
        which costs a still window about three times the CPU of sleeping 10 ms between looks."""
        end = time.monotonic() + IDLE_WAIT_MS / 1000
        while True:
            events = pygame.event.get()
            if events or time.monotonic() >= end:
                return events
            time.sleep(IDLE_POLL_S)

    def run(self) -> int:
        dt = 0.0
        events = None
        while self.running:
            # the first frame is drawn at once; then frames are paced at FPS while something moves, and a still
            # screen waits on the event queue instead of drawing the same picture 60 times a second
            self.frame(dt, events, always_draw=False)
            if self.idle():
                events = self._wait_for_events()
                dt = min(self.clock.tick() / 1000.0, 0.1)
            else:
                events = None
                dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
        return self.exit_code


def report_fatal(key: str, lang: str | None = None, **fmt: object) -> None:
    """Tell the player why the game stops, in a system dialog: the windowed executable has no terminal, so a
    message on stderr alone would be a silent exit. The same words go to stderr for whoever has one."""
    if lang not in LANGUAGES:
        try:
            lang = Settings.load()[0].language
        except Exception:   # noqa: BLE001 - already on the way out: any language will do
            lang = default_language()
    # a bundled file by its place in the game (data/cards.yaml), not by the executable's temporary folder
    root = str(resource_root()) + os.sep
    fmt = {k: v.replace(root, "") if isinstance(v, str) else v for k, v in fmt.items()}
    title, text = tr("fatal_title", lang), tr(key, lang, **fmt)
    if sys.stderr is not None:       # None in a windowed Windows build
        print(f"ecosysteme: {text}", file=sys.stderr)
    try:
        pygame.display.message_box(title, text, message_type="error", buttons=(tr("fatal_ok", lang),))
    except pygame.error:
        pass                         # no message system (headless, SDL's dummy driver): stderr is all there is


def write_crash_log() -> Path | None:
    """The current exception's traceback, for a bug report, in crash.log of the user data folder."""
    try:
        path = data_dir() / CRASH_LOG
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"Ecosystème {__version__}, {time.strftime('%Y-%m-%d %H:%M:%S')}\n\n"
                        f"{traceback.format_exc()}", encoding="utf-8")
        return path
    except OSError:
        return None


def run(demo: dict | None = None, first_scene: Callable[[App], Scene] | None = None) -> int:
    """Open the window on the menu (or run a demo game, or open on ``first_scene(app)`` alone, as
    ``ecosysteme replay`` does) until the player quits."""
    try:
        settings, notice = Settings.load()   # the App keeps this object: its language is the player's, always
    except OSError:                          # a data folder that cannot even be looked into: the App says so
        settings, notice = Settings(language=default_language()), None

    def stop(key: str, code: int, **fmt: object) -> int:
        pygame.quit()
        report_fatal(key, settings.language, **fmt)
        return code

    try:
        try:
            app = App(settings, notice=notice)
        except pygame.error as exc:          # no display to open a window on
            return stop("fatal_start", 2, detail=str(exc))
        return _run(app, demo, first_scene)
    except BundledFileError as exc:          # at start, or on the way (a card picture drawn for the first time)
        return stop("fatal_data", 2, detail=str(exc))
    except Exception as exc:                 # noqa: BLE001 - a bug: a dialog and a crash log, not a silent exit
        log = write_crash_log()
        if log is None and sys.stderr is not None:
            traceback.print_exc()
        return stop("fatal_bug", 3, detail=f"{type(exc).__name__}: {exc}", log=str(log) if log else "stderr")


def _run(app: App, demo: dict | None, first_scene: Callable[[App], Scene] | None) -> int:
    from .menu import MenuScene

    app.push(MenuScene(app) if first_scene is None else first_scene(app))
    # what the start made lives as long as the window (the card data, the menu...): out of the collector's sight,
    # the full pass after a scene leaves (App.frame) looks only at what came later (a few ms, not ~30)
    gc.freeze()
    if demo is not None:
        from .demo import start_demo

        start_demo(app, **demo)
    if os.environ.get(FIRST_FRAME_ENV):
        # bench/bench_startup.py: launch to the first frame on screen, then quit
        app.frame_hooks.append(lambda app: app.quit(0))
    code = app.run()
    pygame.quit()
    return code
