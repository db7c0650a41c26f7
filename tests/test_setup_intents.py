"""The setup screen takes intents (scenes/shell/intents.py), not raw events: the pointer and the keyboard reach
its controls, its names and its pick dialog by one path, ``SetupScene.take``, and the one raw event it reads is
translated in ``handle`` — as typing while a name has the keyboard."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.session import COMPUTER, HUMAN
from scenes.shell.intents import Back, Caret, Confirm, Erase, NextFocus, Point, Press, Release, Step, TextInput

APP_SIZE = (1280, 720)


@pytest.fixture
def setup(make_app):
    from scenes.setup import SetupScene

    app = make_app()
    scene = SetupScene(app, "savane", 4)
    app.push(scene)
    app.frame(0.016, events=[])            # drawn once: a name's caret positions are known
    return scene


def point_at(scene, pos) -> None:
    """A click as intents: the pointer there, the left button down and up."""
    for intent in (Point(pos), Press(pos), Release(pos)):
        scene.take(intent)


def tab_to(scene, found) -> None:
    """Tab until the control ``found(button)`` picks has the keyboard's focus (the buttons are made anew on every
    change, so they are looked up each time)."""
    for _ in range(len(scene.column.buttons) + 1):
        if any(b.focus and found(b) for b in scene.column.buttons):
            return
        scene.take(NextFocus())
    raise AssertionError("no such control on the focus's way")


@pytest.mark.parametrize("how", ["pointer", "keys"])
def test_pointer_and_keyboard_reach_the_same_table(setup, how):
    """Three seats, and the first seat's name typed: by clicks, or by Tab and Enter alone."""
    three = next(b for b in setup.column.buttons if b.label == "3")
    if how == "pointer":
        point_at(setup, three.rect.center)
        point_at(setup, setup.fields[0].rect.center)
    else:
        tab_to(setup, lambda b: b.label == "3")
        setup.take(Confirm())
        tab_to(setup, lambda b: b.rect == setup.fields[0].rect)
        setup.take(Confirm())
    assert setup.fields[0].focus and setup.fields[0].selected_text() == "Player 1", "entering selects the name"
    setup.take(TextInput("Ana"))
    setup.take(Confirm())
    assert not setup.fields[0].focus
    assert setup.count == 3
    assert [(seat.name, seat.controller) for seat in setup.seats()] == [("Ana", HUMAN), ("Computer 2", COMPUTER),
                                                                   ("Computer 3", COMPUTER)]


def test_a_name_is_edited_by_typing_intents_and_left_by_an_arrow(setup):
    field = setup.fields[0]
    point_at(setup, field.rect.center)
    setup.take(Caret(1, edge=True))          # End: the selection goes, the caret at the end
    setup.take(Erase(-1))                    # Backspace: "Player "
    setup.take(TextInput("9"))
    assert field.focus and field.text == "Player 9"
    assert setup.take(Step(0, 1)) and not field.focus, "↓ leaves the name, and the screen moves its focus on"
    assert setup.column.focus >= 0
    assert setup.seats()[0].name == "Player 9"


def test_typed_text_with_no_name_being_edited_types_nothing(setup):
    names = [f.text for f in setup.fields]
    assert not setup.take(TextInput("x"))
    assert [f.text for f in setup.fields] == names


def test_the_pick_dialog_takes_the_same_intents(make_app):
    """Canopée's species of set D, picked by hand: a click and Tab + Enter tick the same species; Escape (Back)
    cancels, leaving the choice as it was."""
    from scenes.setup import PICK, SetupScene

    ticked = []
    for how in ("pointer", "keys"):
        app = make_app()
        setup = SetupScene(app, "canopee", 2)
        app.push(setup)
        setup._set_option("card_set", "D")()
        before = setup.choices.get("species")
        setup._set_option("species", PICK)()
        dialog = setup.picker
        assert dialog is not None
        if how == "pointer":
            point_at(setup, dialog.tiles[0].center)
        else:
            setup.take(NextFocus())
            setup.take(Confirm())
        ticked.append(set(dialog.picked))
        setup.take(Back())
        assert setup.picker is None and setup.choices.get("species") == before
    assert ticked[0] == ticked[1] and len(ticked[0]) == 1


def test_the_setup_reads_no_raw_event_but_in_handle():
    """Raw input becomes intents in one place (scenes/shell/intents.py): the setup's modules test no event type and
    no key, and translate events only in the scene's ``handle``."""
    package = Path(__file__).resolve().parents[1] / "scenes" / "setup"
    raw = re.compile(r"pygame\.(KEYDOWN|KEYUP|MOUSE\w+|TEXTINPUT|K_\w+)|event\.(type|key|button|pos|text)")
    translating = []
    for module in sorted(package.glob("*.py")):
        source = module.read_text(encoding="utf-8")
        assert not raw.search(source), (module.name, raw.search(source).group())
        if "intent_of(" in source:
            translating.append(module.name)
    assert translating == ["scene.py"]
