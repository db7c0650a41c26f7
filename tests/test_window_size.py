"""A window below the minimum size: SDL refuses it, and when a window manager forces it anyway, the game
says so and waits, with nothing clicked blind and nothing lost."""
from __future__ import annotations

import pygame

from game.session import COMPUTER, Match, Seat
from scenes.app import MIN_SIZE
from scenes.ui import LIGHT


def event(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_sdl_keeps_the_window_at_its_minimum(make_app):
    app = make_app(size=(1280, 720))
    app.window.size = (800, 500)
    app.frame(0.016, [event(pygame.WINDOWRESIZED, x=800, y=500), event(pygame.VIDEORESIZE, size=(800, 500),
                                                                       w=800, h=500)])
    assert app.window.size == MIN_SIZE and app.surface.get_size() == MIN_SIZE


def test_forced_smaller_the_game_asks_for_room_ignores_clicks_and_resumes(make_app):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app("fr", size=(1280, 720))
    app.push(MenuScene(app))
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER)], seed=2)
    table = TableScene(app, match)
    app.push(table)
    app.frame(0.016, [])
    before = match.state.to_text()
    window_surface = app.surface
    app.surface = pygame.Surface((900, 560))          # what a window manager forcing the size would give
    assert app.too_small and app.size == MIN_SIZE      # the scenes keep a layout they can draw
    seen = []
    app.frame_hooks.append(lambda a: seen.append(a.surface.get_at((450, 280))))
    kind, card = table.hand_rects()[0]
    cell = table.board().rect(table.legal().cells[0]).center
    clicks = [event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1),
              event(pygame.MOUSEMOTION, pos=cell, rel=(1, 1), buttons=(1, 0, 0)),
              event(pygame.MOUSEBUTTONUP, pos=cell, button=1),
              event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)]
    t0 = table.time
    app.frame(0.5, clicks)
    assert app.running and app.top is table and not table.confirming_leave
    assert match.state.to_text() == before and table.dragging is None
    assert table.time == t0                            # the table waits (no thinking, no timers)
    small = app.surface                                # the message, in light letters across the middle
    light = sum(small.get_at((x, y))[:3] == LIGHT for x in range(0, 900, 2) for y in range(260, 300))
    assert light > 50
    assert "agrandissez-la à au moins 1280 × 720" in app.t("window_too_small", w=1280, h=720)
    assert seen == []                                  # the scene was not drawn (nor the frame hooks run)
    app.surface = window_surface                       # given room again: the table is back as it was
    app.frame(0.016, [])
    assert table.time > t0 and match.state.to_text() == before
