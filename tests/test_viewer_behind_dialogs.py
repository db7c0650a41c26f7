"""The card viewer sees no pointer behind a dialog (the hot-seat hand-off, the leave question): a card or piece
the pointer rested on before the dialog came (seen: a Circle rock clicked for a Move, the turn ended, the hand-off
came) does not open once the dialog is gone and the pointer is elsewhere."""
from __future__ import annotations

import pygame

from game.session import HUMAN, Match, Seat

from .livingforest.test_table_window import table_for

APP_SIZE = (1280, 720)


def motion(app, pos):
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def test_what_was_hovered_before_the_hand_off_does_not_open_after_it(make_app):
    app = make_app(speed=0.0)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bo", HUMAN)], seed=3)
    scene = table_for(app, match)
    if scene.private:
        scene.reveal_hand()
        app.frame(0.016, events=[])
    _, card, rect = scene.reserve_slots()[0]
    motion(app, rect.center)                        # resting on a reserve card, not yet long enough to open
    assert scene.inspector.shown is None and scene.inspector.waiting
    scene.controller.private = True                 # the hand-off comes (as after a turn ended by that click)
    elsewhere = (app.size[0] // 2, app.size[1] // 2)
    motion(app, elsewhere)                          # the pointer goes to the Ready button
    scene.reveal_hand()
    for _ in range(90):                             # a second and a half, the pointer still
        app.frame(0.016, events=[])
    assert scene.card_under(elsewhere) is None or scene.inspector.shown == scene.card_under(elsewhere)[:2]
    assert scene.inspector.shown != ("living-forest", str(card))
