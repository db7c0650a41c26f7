"""The scene interface (after Tuxemon's state stack): the app keeps a stack; the top scene gets events."""
from __future__ import annotations

import pygame


class Scene:
    """One screen. Drawing never changes state; ``handle`` returns True when it used the event."""

    #: leaving this scene with Escape asks for confirmation first
    confirm_leave = False

    def __init__(self, app) -> None:
        self.app = app

    def enter(self) -> None:
        """Became the top scene (pushed, or uncovered)."""

    def exit(self) -> None:
        """Stopped being the top scene."""

    def layout(self, size: tuple[int, int]) -> None:
        """Place widgets for this window size (called on enter and on every resize)."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def animating(self) -> bool:
        """Something on screen moves or may change without an event (an animation, a timer, a computer
        thinking): the app draws every frame while this is true, and only after events when it is false.
        A scene that can tell when it is still says so; the default keeps drawing."""
        return True

    def typing(self) -> bool:
        """A text field has the keyboard: the app's own keys (M for the sound) are typed letters then."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def back(self) -> None:
        """Escape or the back button: leave this scene."""
        self.app.pop()

    def t(self, key: str, **fmt) -> str:
        return self.app.t(key, **fmt)
