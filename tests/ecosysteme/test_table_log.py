"""The game log beside the table: every reveal in words, in the right column's free room, L hides it."""
from __future__ import annotations

import pygame

from game.gamelog import log_lines
from game.session import COMPUTER, Match, Seat

from ..helpers import settle
from tests.input import key


def test_the_log_follows_the_reveals_and_l_hides_it(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app("fr", size=(1280, 720))
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)], seed=6)
    scene = TableScene(app, match)
    app.push(scene)
    drawn = []
    original = scene.log.draw
    scene.log.draw = lambda surface, rect, game, names, highlight=None, **kw: (
        drawn.append((rect.copy(), len(log_lines(game, names, app.lang)))), original(surface, rect, game, names))
    for _ in range(3):
        settle(app, scene)
        legal = scene.legal()
        scene.try_pick(legal.cards[0], legal.cells[0])
        if scene.pending_rabbit:
            scene.skip_swap()
        settle(app, scene)
        app.frame(0.016, [])
    rect, entries = drawn[-1]
    assert entries == len(match.state.history) == 3        # one entry per reveal, as they come
    assert rect.x == scene.right_col.x and rect.h >= 300  # the free right column (two opponents on the left)
    lines = log_lines(match.state, match.names(), "fr")
    assert lines[0].items[0].text.startswith("Ana : ")
    key(app, pygame.K_l)
    count = len(drawn)
    app.frame(0.016, [])
    assert len(drawn) == count                            # hidden
    key(app, pygame.K_l)
    app.frame(0.016, [])
    assert len(drawn) == count + 2                        # back (drawn in both frames since)


def test_six_players_leave_the_log_the_last_slot(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app("en", size=(1280, 720))
    match = Match("savane", [Seat("Ana")] + [Seat(n, COMPUTER) for n in "BCDEF"], seed=2)
    scene = TableScene(app, match)
    app.push(scene)
    rect = scene.log_rect()
    minis = [r for _, _, r in scene.mini_boards()]
    assert rect is not None and not any(rect.colliderect(r) for r in minis)
    assert rect.bottom == scene.right_col.bottom
