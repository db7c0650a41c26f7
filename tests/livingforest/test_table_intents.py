"""The Living Forest table takes intents (scenes/shell/intents.py): the keyboard's and the pointer's reach the same
actions by the same path — a click on a tree and Enter on the focused tree submit the same action through
``submit_all``, and so do Escape and a click on Another tree."""
from __future__ import annotations

from game.livingforest import actions as A
from game.session import HUMAN, Match, Seat
from scenes.livingforest.table import LivingForestTable
from scenes.shell.intents import Back, Confirm, NextFocus, Press, Release

from ..helpers import record_calls
from .test_table_window import button, can_plant, play_until, table_for


def focus(scene, wanted) -> None:
    for _ in range(len(scene.focusables()) + 1):
        if scene.focused() == wanted:
            return
        scene.take(NextFocus())
    raise AssertionError(f"no keyboard focus reaches {wanted}")


def click(scene, pos) -> None:
    scene.take(Press(pos))
    scene.take(Release(pos))


def test_a_click_and_enter_on_a_tree_submit_the_same_action(make_app, monkeypatch):
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=5)
    scene = table_for(app, match)
    play_until(app, scene, match, can_plant, seed=2)
    if scene.prompt().decision == "action":
        click(scene, button(scene, "act:plant").rect.center)
    submitted = record_calls(monkeypatch, LivingForestTable, "submit_all")
    tree = sorted(scene.prompt().trees)[-1]
    chosen = (scene.prompt().trees[tree],)

    focus(scene, ("tree", tree))              # the keyboard
    scene.take(Confirm())
    assert submitted == [(chosen,)] and scene.prompt().decision == "plant_cell"
    assert scene.take(Back())                 # Escape: Another tree
    assert submitted[-1] == ((A.BACK,),) and scene.prompt().decision == "plant"

    click(scene, dict(scene.tree_slots())[tree].center)       # the pointer: the same tree
    assert submitted[-1] == (chosen,) and scene.prompt().decision == "plant_cell"
    click(scene, button(scene, "back").rect.center)          # the Another tree button: the same as Escape
    assert submitted[-1] == ((A.BACK,),) and scene.prompt().decision == "plant"
