"""The player's hands in the scene tests: real pygame events posted through one frame of the app, as the window
receives them (DESIGN.md lesson 9). Every scene test clicks, types and points with these, not copies of them."""
from __future__ import annotations

import pygame

FRAME = 0.016            # one frame at 60 per second


def event(kind, **attrs) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def click(app, pos, button: int = 1, dt: float = FRAME, hover: bool = False) -> None:
    """A click (press and release) at ``pos`` in one frame; ``hover``: the pointer moves there first, in the same
    frame (a scene that lights what is under the pointer sees it there)."""
    events = [event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))] if hover else []
    events += [event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
               event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    app.frame(dt, events=events)


def key(app, k: int, mod: int = 0, dt: float = FRAME, unicode: str = "") -> None:
    """A key pressed (KEYDOWN) in one frame."""
    app.frame(dt, events=[event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])


def move(app, pos, dt: float = FRAME, held: bool = False) -> None:
    """The pointer moves to ``pos`` (a drag when ``held``: the left button down)."""
    app.frame(dt, events=[event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1) if held else (0, 0),
                                buttons=(1, 0, 0) if held else (0, 0, 0))])


def pointed_click(app, pos, button: int = 1, dt: float = FRAME) -> None:
    """The pointer moves to ``pos`` and clicks there, in one frame (what lights under the pointer is seen)."""
    click(app, pos, button, dt, hover=True)


def drag(app, start, end) -> None:
    """A drag and drop: pressed at ``start``, moved through the midpoint to ``end`` (one frame), released there
    (the next)."""
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    app.frame(FRAME, events=[event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                             event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                             event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0))])
    app.frame(FRAME, events=[event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
