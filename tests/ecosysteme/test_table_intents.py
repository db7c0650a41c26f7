"""Forêt's and Savane's table takes intents (scenes/shell/intents.py): the keyboard's and the pointer's reach the
same actions by the same path — a card dropped on a cell and Enter on that cell both end in ``try_pick``, a click
on Confirm and Enter both in ``confirm``."""
from __future__ import annotations

from game.session import Match
from scenes.ecosysteme.table import TableScene
from scenes.shell.intents import Confirm, Point, Press, Release, Undo

from ..helpers import record_calls, settle
from .test_table import table_for, three_seats


def drop(scene, start, end) -> None:
    scene.take(Press(start))
    scene.take(Point(end, held=True))
    scene.take(Release(end))


def test_a_drop_and_enter_place_the_same_card_and_confirm_by_one_method(make_app, monkeypatch):
    app = make_app(confirm=True)
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    picks = record_calls(monkeypatch, TableScene, "try_pick")
    confirms = record_calls(monkeypatch, TableScene, "confirm")
    kind, card = scene.hand_rects()[0]
    cell = scene.legal().cells[0]

    drop(scene, card.center, scene.board().rect(cell).center)       # the pointer
    by_pointer = scene.staged
    assert by_pointer is not None and picks == [(kind, cell)]
    assert scene.take(Undo())
    assert scene.staged is None

    scene.take(Confirm())                     # the keyboard: the first card, then its first cell
    scene.take(Confirm())
    assert picks == [(kind, cell), (kind, cell)] and scene.staged == by_pointer

    confirm = next(b for b in scene.column.buttons if b.label == scene.t("confirm_pick"))
    scene.take(Press(confirm.rect.center))    # a click on Confirm
    scene.take(Release(confirm.rect.center))
    assert len(confirms) == 1 and scene.view.ecosystem(0) == {cell: kind}
    settle(app, scene)                        # the computers' picks land: the next pick

    kind, _ = scene.hand_rects()[0]
    scene.take(Confirm())
    scene.take(Confirm())
    assert scene.staged is not None
    assert scene.take(Confirm())              # Enter: the same confirmation
    assert len(confirms) == 2 and len(scene.view.ecosystem(0)) == 2
