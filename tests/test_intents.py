"""The translator from pygame events to intents (scenes/shell/intents.py): every key binding, the mouse's buttons and
wheel, and what asks for nothing. The bindings are written out here one by one, not read from the key map: a key
that changes meaning must change this list too."""
from __future__ import annotations

import pygame
import pytest

from scenes.shell.intents import (ANSWERING, Back, Caret, Choose, Confirm, Copy, Cut, Erase, First, Fullscreen, Hint,
                                  Inspect, Key, Last, NextFocus, OtherKey, Page, Paste, Point, PointerLeft, Press,
                                  PreviousFocus, Release, Scroll, SelectAll, Skip, Step, TextInput, ToggleLog, Undo,
                                  intent_of)

from tests.input import event

SHIFT, CTRL = pygame.KMOD_SHIFT, pygame.KMOD_CTRL


def down(key: int, mod: int = 0, typing: bool = False):
    return intent_of(event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0), typing=typing)


BINDINGS = [
    (pygame.K_RETURN, 0, Confirm()),
    (pygame.K_KP_ENTER, 0, Confirm()),
    (pygame.K_SPACE, 0, Confirm(default=False)),
    (pygame.K_ESCAPE, 0, Back()),
    (pygame.K_LEFT, 0, Step(-1, 0)),
    (pygame.K_RIGHT, 0, Step(1, 0)),
    (pygame.K_UP, 0, Step(0, -1)),
    (pygame.K_DOWN, 0, Step(0, 1)),
    (pygame.K_LEFT, SHIFT, Step(-1, 0, shift=True)),
    (pygame.K_RIGHT, SHIFT, Step(1, 0, shift=True)),
    (pygame.K_TAB, 0, NextFocus()),
    (pygame.K_TAB, SHIFT, PreviousFocus()),
    (pygame.K_TAB, pygame.KMOD_RSHIFT, PreviousFocus()),
    (pygame.K_BACKSPACE, 0, Undo(back=True)),
    (pygame.K_DELETE, 0, Undo()),
    (pygame.K_z, CTRL, Undo()),
    (pygame.K_z, pygame.KMOD_LCTRL | SHIFT, Undo()),
    (pygame.K_h, 0, Hint()),
    (pygame.K_l, 0, ToggleLog()),
    (pygame.K_s, 0, Skip()),
    (pygame.K_PAGEUP, 0, Page(-1)),
    (pygame.K_PAGEDOWN, 0, Page(1)),
    (pygame.K_HOME, 0, First()),
    (pygame.K_END, 0, Last()),
    (pygame.K_F11, 0, Fullscreen()),
    (pygame.K_1, 0, Choose(1)),
    (pygame.K_4, 0, Choose(4)),
    (pygame.K_9, 0, Choose(9)),
    (pygame.K_KP_1, 0, Choose(1)),
    (pygame.K_KP_4, 0, Choose(4)),
    (pygame.K_KP_9, 0, Choose(9)),
    # modifiers change nothing but Tab's direction, Ctrl+Z and the arrows' Shift (as the screens always read them)
    (pygame.K_RETURN, SHIFT, Confirm()),
    (pygame.K_SPACE, CTRL, Confirm(default=False)),
    (pygame.K_h, CTRL, Hint()),
    (pygame.K_ESCAPE, SHIFT, Back()),
    (pygame.K_BACKSPACE, CTRL, Undo(back=True)),
    (pygame.K_2, SHIFT, Choose(2)),
]


@pytest.mark.parametrize("key, mod, intent", BINDINGS,
                         ids=[f"{pygame.key.name(k) or k}{'+mod' if m else ''}" for k, m, _ in BINDINGS])
def test_every_key_binding(key, mod, intent):
    assert down(key, mod) == intent


def test_a_key_without_binding_asks_for_nothing():
    """An unbound key is no command any screen answers — only "a key went down" (OtherKey), which the pinned card
    viewer (any key closes it) and the quiet after a telling (any press waits) still need to see."""
    for key, mod in ((pygame.K_a, 0), (pygame.K_q, CTRL), (pygame.K_z, 0), (pygame.K_F5, 0), (pygame.K_LSHIFT, SHIFT),
                     (pygame.K_0, 0), (pygame.K_KP_0, 0)):
        intent = down(key, mod)
        assert intent == OtherKey(key)
        assert isinstance(intent, Key) and isinstance(intent, ANSWERING)


def test_a_key_event_without_mod_reads_as_no_modifier():
    assert intent_of(event(pygame.KEYDOWN, key=pygame.K_TAB)) == NextFocus()


def test_mouse_buttons():
    assert intent_of(event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=1)) == Press((10, 20), 1)
    assert intent_of(event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=2)) == Press((10, 20), 2)
    right = intent_of(event(pygame.MOUSEBUTTONDOWN, pos=(10, 20), button=3))
    assert right == Inspect((10, 20)) and right.button == 3
    assert isinstance(right, Press), "a right press is still a press: the focus leaves, a pinned card closes"
    assert intent_of(event(pygame.MOUSEBUTTONDOWN, pos=(1, 2), button=4)) == Press((1, 2), 4)
    for button in (1, 2, 3):
        assert intent_of(event(pygame.MOUSEBUTTONUP, pos=(5, 6), button=button)) == Release((5, 6), button)


def test_pointer_moves():
    assert intent_of(event(pygame.MOUSEMOTION, pos=(3, 4), rel=(0, 0), buttons=(0, 0, 0))) == Point((3, 4))
    assert intent_of(event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 1), buttons=(1, 0, 0))) == Point((3, 4), True)
    assert intent_of(event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 1), buttons=(0, 0, 1))) == Point((3, 4), True)
    assert intent_of(event(pygame.MOUSEMOTION, pos=(3, 4))) == Point((3, 4)), "no buttons said: none held"
    assert intent_of(event(pygame.WINDOWLEAVE)) == PointerLeft()


def test_wheel():
    assert intent_of(event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)) == Scroll(1)
    assert intent_of(event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)) == Scroll(-3)
    assert not isinstance(Scroll(1), ANSWERING), "the wheel answers no question"


def test_events_that_ask_for_nothing():
    for e in (event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="", scancode=0),
              event(pygame.TEXTINPUT, text="a"), event(pygame.WINDOWFOCUSLOST), event(pygame.WINDOWENTER),
              event(pygame.USEREVENT)):
        assert intent_of(e) is None


def test_intents_are_values():
    """Immutable and compared by value: a screen may keep one, a test may build one."""
    assert Press((1, 2)) == Press((1, 2), 1) and hash(Press((1, 2))) == hash(Press((1, 2), 1))
    assert Press((1, 2), 3) != Inspect((1, 2)), "what the translator gives for a right press is Inspect"
    with pytest.raises(AttributeError):
        Confirm().default = False


META = pygame.KMOD_META

# while a text field has the keyboard (a name on the setup screen): its keys, as scenes/ui.py TextField reads them
TYPING = [
    (pygame.K_RETURN, 0, Confirm()),
    (pygame.K_KP_ENTER, 0, Confirm()),
    (pygame.K_ESCAPE, 0, Back()),
    (pygame.K_SPACE, 0, OtherKey(pygame.K_SPACE)),          # a space typed, not a press: its text comes next
    (pygame.K_TAB, 0, NextFocus()),
    (pygame.K_TAB, SHIFT, PreviousFocus()),
    (pygame.K_UP, 0, Step(0, -1)),
    (pygame.K_DOWN, 0, Step(0, 1)),
    (pygame.K_LEFT, 0, Caret(-1)),
    (pygame.K_RIGHT, 0, Caret(1)),
    (pygame.K_LEFT, SHIFT, Caret(-1, extend=True)),
    (pygame.K_RIGHT, CTRL, Caret(1, word=True)),
    (pygame.K_LEFT, META | SHIFT, Caret(-1, word=True, extend=True)),
    (pygame.K_HOME, 0, Caret(-1, edge=True)),
    (pygame.K_END, SHIFT, Caret(1, edge=True, extend=True)),
    (pygame.K_HOME, CTRL, Caret(-1, edge=True)),
    (pygame.K_BACKSPACE, 0, Erase(-1)),
    (pygame.K_DELETE, 0, Erase(1)),
    (pygame.K_BACKSPACE, CTRL, Erase(-1, word=True)),
    (pygame.K_a, CTRL, SelectAll()),
    (pygame.K_c, CTRL, Copy()),
    (pygame.K_x, META, Cut()),
    (pygame.K_v, CTRL, Paste()),
    # typing: letters are text, whatever they bind elsewhere (no hint, no skip, no undo while a name is typed)
    (pygame.K_a, 0, OtherKey(pygame.K_a)),
    (pygame.K_h, 0, OtherKey(pygame.K_h)),
    (pygame.K_s, SHIFT, OtherKey(pygame.K_s)),
    (pygame.K_z, CTRL, OtherKey(pygame.K_z)),
    (pygame.K_PAGEUP, 0, OtherKey(pygame.K_PAGEUP)),
]


@pytest.mark.parametrize("key, mod, intent", TYPING,
                         ids=[f"{pygame.key.name(k) or k}{'+mod' if m else ''}" for k, m, _ in TYPING])
def test_every_typing_binding(key, mod, intent):
    assert down(key, mod, typing=True) == intent
    assert isinstance(intent, Key), "a key typed is still a key pressed"


def test_typed_text_is_an_intent_only_while_typing():
    """SDL sends a key's text beside its KEYDOWN on every screen: it means something only to a field being typed
    into, and the field keeps what the key itself asked (Space's text after Space opened the field)."""
    assert intent_of(event(pygame.TEXTINPUT, text="é"), typing=True) == TextInput("é")
    assert intent_of(event(pygame.TEXTINPUT, text="é")) is None
    assert not isinstance(TextInput("a"), ANSWERING)


def test_typing_changes_no_pointer_intent():
    for e in (event(pygame.MOUSEBUTTONDOWN, pos=(1, 2), button=1), event(pygame.MOUSEBUTTONUP, pos=(1, 2), button=1),
              event(pygame.MOUSEMOTION, pos=(1, 2), rel=(1, 1), buttons=(1, 0, 0))):
        assert intent_of(e, typing=True) == intent_of(e)
