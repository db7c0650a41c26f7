"""The Canopée table takes intents (scenes/shell/intents.py): the keyboard's and the pointer's reach the same
actions by the same path — a card dropped on its target and Enter on that target both ``drop`` it there, a click on
Confirm and Enter with nothing focused both ``confirm``."""
from __future__ import annotations

import random

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.canopee.table import CanopeeTable
from scenes.shell.intents import Confirm, NextFocus, Point, Press, Release, Undo

from ..helpers import record_calls
from .test_table_window import button, table_for, until


def focus(scene, wanted) -> None:
    for _ in range(len(scene.focusables()) + 1):
        if scene.focused() == wanted:
            return
        scene.take(NextFocus())
    raise AssertionError(f"no keyboard focus reaches {wanted}")


def test_a_drop_and_enter_on_a_target_lay_the_same_card_and_confirm_by_one_method(make_app, monkeypatch):
    app = make_app(confirm=True)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=7)
    scene = table_for(app, match)
    rng = random.Random(5)
    until(app, scene, match, "place", rng)
    drops = record_calls(monkeypatch, CanopeeTable, "drop")
    confirms = record_calls(monkeypatch, CanopeeTable, "confirm")
    before = match.state.to_json()
    uid = scene.draggable()[0]
    target = sorted(scene.card_targets(uid))[0]
    slot = next(s for s in scene.slots() if s.uid == uid)
    end = scene.target_rect(target).center

    scene.take(Press(slot.rect.center))       # the pointer: dragged onto the target
    scene.take(Point(end, held=True))
    scene.take(Release(end))
    by_pointer = scene.staged
    assert by_pointer is not None and drops == [(uid, target)]
    assert scene.take(Undo()) and scene.staged is None

    focus(scene, ("card", uid))               # the keyboard: the card, then its target
    scene.take(Confirm())
    focus(scene, ("target", target))
    scene.take(Confirm())
    assert drops == [(uid, target), (uid, target)] and scene.staged == by_pointer
    assert match.state.to_json() == before     # laid down, nothing played yet

    scene.take(Confirm())                     # Enter with nothing focused: Confirm
    assert confirms == [()] and match.state.to_json() != before

    # the next placement: a click on the Confirm button ends in the same method
    until(app, scene, match, "place", rng)
    uid = scene.draggable()[0]
    target = sorted(scene.card_targets(uid))[0]
    focus(scene, ("card", uid))
    scene.take(Confirm())
    focus(scene, ("target", target))
    scene.take(Confirm())
    assert scene.staged is not None
    confirm = button(scene, scene.t("ct_confirm"))
    scene.take(Press(confirm.rect.center))
    scene.take(Release(confirm.rect.center))
    assert confirms == [(), ()] and scene.staged is None
