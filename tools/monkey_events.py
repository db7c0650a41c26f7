"""The monkey's hands: the mouse, keyboard and window events a run sends, biased towards what is on screen. A
mixin of tools/monkey.py's ``Monkey`` (it reads the run's random source, app and summary)."""
from __future__ import annotations

import pygame

from scenes.app import MIN_SIZE
from scenes.ladder import LadderScene
from scenes.menu import MenuScene
from scenes.rules import RulesScene
from scenes.setup import SetupScene
from tools.monkey_kit import Frames, Point, Targets, button_targets, motion

# window sizes players have (a resize picks one of these half the time, else any size)
SCREENS = ((1280, 720), (1280, 800), (1366, 768), (1440, 900), (1536, 864), (1600, 900), (1920, 1080),
           (1920, 1200), (2560, 1440))
SMALLEST = (320, 200)      # resizes below the minimum (a window manager may force any size) go down to this
ROOM_CHANCE = 0.3          # per action while the window is too small: give it room, as its message asks
TEXT = "abcdefghijklmnopqrstuvwxyzABCDEFXYZ0123456789   -'.éèàçÉÎôœñßøあ漢🙂"
KEYS = [(pygame.K_LEFT, 3), (pygame.K_RIGHT, 3), (pygame.K_UP, 3), (pygame.K_DOWN, 3), (pygame.K_RETURN, 4),
        (pygame.K_KP_ENTER, 0.5), (pygame.K_ESCAPE, 1.5), (pygame.K_SPACE, 2), (pygame.K_TAB, 3),
        (pygame.K_BACKSPACE, 1), (pygame.K_h, 2), (pygame.K_s, 2), (pygame.K_PAGEUP, 0.5), (pygame.K_PAGEDOWN, 0.5),
        (pygame.K_HOME, 0.5), (pygame.K_END, 0.5), (pygame.K_DELETE, 0.3), (pygame.K_1, 0.7), (pygame.K_2, 0.7),
        (pygame.K_KP_1, 0.2), (pygame.K_KP_2, 0.2), (pygame.K_a, 0.5), (pygame.K_e, 0.5), (pygame.K_z, 0.5),
        (pygame.K_0, 0.3), (pygame.K_9, 0.3), (pygame.K_l, 0.7), (pygame.K_c, 0.3), (pygame.K_v, 0.3),
        (pygame.K_x, 0.3)]
# keys a player holds down (they repeat, KEY_REPEAT in scenes/app.py): arrows, erasing, Tab, the log's pages
HELD_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE,
             pygame.K_TAB, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_e, pygame.K_z)
MISC = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE,
        pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWMOVED, pygame.ACTIVEEVENT, pygame.KEYUP,
        pygame.MOUSEBUTTONUP, pygame.TEXTEDITING, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED)


class Events:
    """What the monkey does with the mouse, the keys and the window (``Monkey`` mixes it in)."""

    def point(self, rect: pygame.Rect | None = None) -> Point:
        if rect is None:
            w, h = self.app.size
            if self.rng.random() < 0.03:                   # a drag can go past the window's edge
                return self.rng.randint(-40, w + 40), self.rng.randint(-40, h + 40)
            return self.rng.randrange(w), self.rng.randrange(h)
        return rect.x + self.rng.randrange(max(1, rect.w)), rect.y + self.rng.randrange(max(1, rect.h))

    def button(self) -> int:
        return self.rng.choices((1, 2, 3, 4, 5), (20, 1, 2, 1, 1))[0]

    def typing(self) -> bool:
        return any(f.focus for f in getattr(self.app.top, "fields", ()))

    # ------------------------------------------------------------------ mouse

    def move(self) -> Frames:
        return [[motion(self.point(), (0, 0, 0))] for _ in range(self.rng.randint(1, 3))]

    def click(self) -> Frames:
        at = self.point()
        button = self.button()
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button, touch=False)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button, touch=False)
        return [[motion(at, (0, 0, 0)), down, up]] if self.rng.random() < 0.5 else [[down], [up]]

    def click_target(self) -> Frames:
        targets = self.targets(self.app.top)
        if not targets:
            return self.click()
        rect = self.rng.choices([r for _, r in targets], [w for w, _ in targets])[0]
        at = self.point(rect)
        frames = [[motion(at, (0, 0, 0))]]
        frames += [[pygame.event.Event(kind, pos=at, button=1, touch=False)]
                   for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        return frames

    def drag(self) -> Frames:
        start, end = self.drag_ends(self.app.top) or (self.point(), self.point())
        button = 1 if self.rng.random() < 0.9 else self.button()
        held = (1, 0, 0) if button == 1 else (0, 0, 1)
        steps = self.rng.randint(1, 5)
        frames = [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)]]
        for i in range(1, steps + 1):
            at = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            frames.append([motion(at, held)])
        frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False)])
        return frames

    def wheel(self) -> Frames:
        y = self.rng.choice((-3, -1, -1, 1, 1, 3))
        return [[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                    touch=False)] for _ in range(self.rng.randint(1, 4))]

    def inspect(self) -> Frames:
        """A card read in the viewer: right-clicked (pinned), or the pointer resting on it (the tooltip)."""
        scene = self.app.top
        spots = self.card_spots(scene)
        if not spots:
            return self.move()
        at = self.rng.choice(spots)
        if self.rng.random() < 0.4:
            down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3, touch=False)
            up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=3, touch=False)
            return [[motion(at, (0, 0, 0))], [down], [up]]
        # resting: no event for a while, as many frames as the viewer's delay takes at the frames' pace, or fewer
        return [[motion(at, (0, 0, 0))]] + [[] for _ in range(self.rng.randint(10, 60))]

    def card_spots(self, scene) -> list[Point]:
        """Screen points over a card the scene's viewer would show (its card_at says so)."""
        card_at = getattr(scene, "card_at", None)
        if card_at is None or getattr(scene, "inspector", None) is None or self.app.too_small:
            return []
        part = self.part_for(scene)
        rects = (part.card_rects(scene) if part is not None else None) or []
        points = [self.point(rect) for rect in rects] + [self.point() for _ in range(40)]
        return [p for p in points if card_at(p)]

    # ------------------------------------------------------------------ keyboard

    def press(self) -> Frames:
        key = self.rng.choices([k for k, _ in KEYS], [w for _, w in KEYS])[0]
        mod = self.rng.choices((pygame.KMOD_NONE, pygame.KMOD_SHIFT, pygame.KMOD_CTRL), (20, 3, 1))[0]
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
        if char and self.typing():
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=char))
        if self.rng.random() < 0.5:
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0))
        return [events]

    def hold(self) -> Frames:
        """A key held down: KEYDOWN, then the key repeat's further KEYDOWNs (no KEYUP between) every other frame
        or so, then KEYUP; a character is typed again with each repeat."""
        key = self.rng.choice(HELD_KEYS)
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.15 else pygame.KMOD_NONE
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        typing = bool(char) and self.typing()

        def down() -> list[pygame.event.Event]:
            events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
            return events + ([pygame.event.Event(pygame.TEXTINPUT, text=char)] if typing else [])
        frames = [down()]
        for _ in range(self.rng.randint(2, 30)):
            frames.append(down() if self.rng.random() < 0.55 else [])
        frames.append([pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)])
        return frames

    def type_text(self) -> Frames:
        n = self.rng.choice((1, 1, 2, 3, 8, 24))
        return [[pygame.event.Event(pygame.TEXTINPUT, text="".join(self.rng.choice(TEXT) for _ in range(n)))]]

    # ------------------------------------------------------------------ the window

    def resize(self, shrink: bool | None = None) -> Frames:
        """A new window size: at least the minimum or, ``shrink`` (30% of the time unless said), under it, as a
        window manager that ignores the minimum may force it."""
        if shrink is None:
            shrink = self.rng.random() < 0.3
        low, high = (self.smallest, MIN_SIZE) if shrink else (MIN_SIZE, (2560, 1440))
        if not shrink and self.rng.random() < 0.5:
            size = self.rng.choice(SCREENS)
        else:
            size = (self.rng.randint(low[0], high[0]), self.rng.randint(low[1], high[1]))
        window = self.app.window
        window.minimum_size = (1, 1) if shrink else MIN_SIZE
        window.size = size
        w, h = window.size
        return [[pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
                 pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
                 pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]]

    def fullscreen(self) -> Frames:
        return [[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)]]

    def misc(self) -> Frames:
        kind = self.rng.choice(MISC)
        attrs = {pygame.KEYUP: {"key": pygame.K_RETURN, "mod": 0, "unicode": "", "scancode": 0},
                 pygame.MOUSEBUTTONUP: {"pos": self.point(), "button": 1, "touch": False},
                 pygame.TEXTEDITING: {"text": "é", "start": 0, "length": 1},
                 pygame.WINDOWMOVED: {"x": 10, "y": 10}}.get(kind, {})
        return [[pygame.event.Event(kind, **attrs)]]

    def quit(self) -> Frames:
        return [[pygame.event.Event(pygame.QUIT)]]

    def idle(self) -> Frames:
        return [[] for _ in range(self.rng.randint(1, 40))]

    # ------------------------------------------------------------------ what is on screen

    def targets(self, scene) -> Targets:
        """Clickable places with weights: the primary button is the likeliest next step (the menu is a hub); a
        game's scenes, as its part says."""
        part = self.part_for(scene)
        found = part.targets(scene) if part is not None else None
        if found is not None:
            return found
        found = button_targets(scene, 1.0 if isinstance(scene, MenuScene) else 3.0)
        if isinstance(scene, MenuScene) and not scene.asking:     # the collection's tiles: a new game of each
            found += [(1.0, tile.rect) for tile in scene.shelf.buttons]
        elif isinstance(scene, SetupScene):   # every chosen option is lit (primary) here: Start gets its own weight
            if scene.picker is None:          # (a pick dialog, set D's species: its buttons alone)
                found += [(1.0, f.rect) for f in scene.fields] + [(5.0, scene.start_rect)]
        elif isinstance(scene, LadderScene):
            found += [(1.0, tile.rect) for tiles in scene.columns for tile in tiles]
        elif isinstance(scene, RulesScene):
            found += [(1.0, entry.rect) for entry in scene.entries]
        return found

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something: the rules' scroll bar, and what a game's part says of its scenes."""
        if isinstance(scene, RulesScene):
            return self.point(scene.bar), (scene.bar.centerx, self.point()[1])
        part = self.part_for(scene)
        return part.drag_ends(scene) if part is not None else None

