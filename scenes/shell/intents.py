"""What the player means, once, from the raw pygame events: intents (DESIGN.md lesson 8).

A scene that reads intents asks "was Confirm asked for?" rather than "was Return, keypad Enter or Space pressed?",
so the mouse and the keyboard reach its actions by one path, and which key does what is written down in one place:
the key map below (``KEYS``, ``STEPS``, ``TABS``, ``DIGITS``, ``CTRL_KEYS``; while typing, ``TYPING_KEYS`` and the
editing keys). ``intent_of(event)`` turns one event into one intent (or None: an event that asks for nothing, a key
let go, a typed text but while typing, a window's news).

The pointer's intents carry where it is (``Point``, ``Press``, ``Release``, ``Inspect``); the keys' intents are all
``Key`` intents, so what must react to *any* key still can: the pinned card viewer closes on any key, and a press
in the quiet after a telling is still the telling's (scenes/shell/table_base.py). That is why a key the map does
not bind is still an intent, ``OtherKey``, which no screen answers.

Every binding is the one the screens had before they read intents, their oddities included (Space presses no
default; Shift turns an arrow round in one table's hand; Backspace, an Undo, also goes back where nothing waits to
be taken back — the rules screen —, and Space pages down there).

Typing is a mode: while a text field has the keyboard (scenes/ui.py ``TextField``: a name on the setup screen), the
screen asks ``intent_of(event, typing=True)``, and the keys are the field's (``typing_intent``: the caret, the
selection, the clipboard; any other key is typing, its text coming as ``TextInput``), but for the few that finish or
leave it, which keep their meaning (Enter, Escape, Tab, ↑, ↓). Elsewhere typed text asks for nothing: SDL sends it
beside the keys' own events, whatever the screen. Every editing intent is still a ``Key``, for the reason above."""
from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Intent:
    """Something the player asks for."""


# ---------------------------------------------------------------------- the pointer

@dataclass(frozen=True)
class Point(Intent):
    """The pointer moved to ``pos``; ``held``: with a button down (dragging, not resting on something to read)."""
    pos: tuple[int, int]
    held: bool = False


@dataclass(frozen=True)
class Press(Intent):
    """A mouse button went down at ``pos`` (1: left, 2: middle, 3: right; 4 and 5 are an old wheel's)."""
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Inspect(Press):
    """The right button went down at ``pos``: read the card there (the card viewer). Still a press, so what every
    press does (the keyboard's focus leaves, a pinned card closes, the quiet after a telling waits) it does too."""
    button: int = 3


@dataclass(frozen=True)
class Release(Intent):
    """A mouse button came up at ``pos``: a click ends (buttons act on it), a drag drops."""
    pos: tuple[int, int]
    button: int = 1


@dataclass(frozen=True)
class Scroll(Intent):
    """The wheel turned: ``dy`` notches, positive away from the player (up the page)."""
    dy: int


@dataclass(frozen=True)
class PointerLeft(Intent):
    """The pointer left the window: it rests on nothing any more."""


# ---------------------------------------------------------------------- the keys

@dataclass(frozen=True)
class Key(Intent):
    """A key went down (every key's intent is one)."""


@dataclass(frozen=True)
class Confirm(Key):
    """Enter, keypad Enter or Space: act on what has the keyboard's focus. ``default``: with nothing focused, it may
    press the screen's default (its primary button) — Enter may; Space may not (Space presses only what is
    focused; with nothing focused the screens that take it give it its own meaning: a telling shown whole at
    once, a replay played or paused)."""
    default: bool = True


@dataclass(frozen=True)
class Back(Key):
    """Escape: step back — out of a choice half made, a dialog, then the screen."""


@dataclass(frozen=True)
class Step(Key):
    """An arrow: ``dx`` ``dy`` one of (-1, 0), (1, 0), (0, -1) (up), (0, 1) (down). ``shift``: with Shift held (a
    table's hand may walk backwards with Shift on either arrow, as with Shift+Tab)."""
    dx: int
    dy: int
    shift: bool = False


@dataclass(frozen=True)
class NextFocus(Key):
    """Tab: the keyboard's focus on to the next thing to act on."""


@dataclass(frozen=True)
class PreviousFocus(Key):
    """Shift+Tab: the keyboard's focus back to the one before."""


@dataclass(frozen=True)
class Undo(Key):
    """Backspace, Delete or Ctrl+Z: take back what waits for Confirm. ``back``: where nothing waits to be taken back,
    it may step back out of the screen instead — Backspace may, as in a browser (the rules screen goes back with it);
    Delete and Ctrl+Z may not."""
    back: bool = False


@dataclass(frozen=True)
class Hint(Key):
    """H: ask the computer for a hint."""


@dataclass(frozen=True)
class ToggleLog(Key):
    """L: hide or show the game log."""


@dataclass(frozen=True)
class Skip(Key):
    """S: let the optional move on offer go (a table's swap)."""


@dataclass(frozen=True)
class Page(Key):
    """Page Up (-1) or Page Down (1): a panel's text a page further."""
    pages: int


@dataclass(frozen=True)
class First(Key):
    """Home: to the start (a replay's first move)."""


@dataclass(frozen=True)
class Last(Key):
    """End: to the end (a replay's last move)."""


@dataclass(frozen=True)
class Choose(Key):
    """A digit, 1 to 9, of the row or the keypad: the ``n``-th of a row of choices (the rules screen's game tabs)."""
    n: int


@dataclass(frozen=True)
class Fullscreen(Key):
    """F11: the window to full screen and back (the app's own: no screen sees it)."""


@dataclass(frozen=True)
class RulesHelp(Key):
    """F1: the rules of the game being played, open at the page of the moment (a table's; the rules screen opened
    over a table closes with it)."""


@dataclass(frozen=True)
class Mute(Key):
    """M: the sound off and back on (the app's own, as F11 is: no screen sees it, but a name being typed)."""


@dataclass(frozen=True)
class OtherKey(Key):
    """A key the map does not bind: it asks for nothing, but it is a key pressed (see the module's docstring)."""
    key: int


# ---------------------------------------------------------------------- the key map: where the keys of intents are bound

KEYS: dict[int, Key] = {
    pygame.K_RETURN: Confirm(), pygame.K_KP_ENTER: Confirm(), pygame.K_SPACE: Confirm(default=False),
    pygame.K_ESCAPE: Back(),
    pygame.K_BACKSPACE: Undo(back=True), pygame.K_DELETE: Undo(),
    pygame.K_h: Hint(), pygame.K_l: ToggleLog(), pygame.K_s: Skip(),
    pygame.K_PAGEUP: Page(-1), pygame.K_PAGEDOWN: Page(1), pygame.K_HOME: First(), pygame.K_END: Last(),
    pygame.K_F11: Fullscreen(), pygame.K_m: Mute(), pygame.K_F1: RulesHelp(),
}
# the arrows: (dx, dy)
STEPS: dict[int, tuple[int, int]] = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                                     pygame.K_DOWN: (0, 1)}
# keys whose meaning Shift turns round: (without Shift, with it)
TABS: dict[int, tuple[Key, Key]] = {pygame.K_TAB: (NextFocus(), PreviousFocus())}
# the digits, of the row and of the keypad: which one of a row of choices
DIGITS: dict[int, int] = {getattr(pygame, f"K_{prefix}{n}"): n for prefix in ("", "KP_") for n in range(1, 10)}
# keys that mean something only with Ctrl held (without it they are other keys)
CTRL_KEYS: dict[int, Key] = {pygame.K_z: Undo()}


# ---------------------------------------------------------------------- typing: a text field has the keyboard

@dataclass(frozen=True)
class TextInput(Intent):
    """Text typed into the field that has the keyboard (a key's character, an input method's word): not a key of
    its own (the key that typed it came as one), so it answers no question."""
    text: str


@dataclass(frozen=True)
class Caret(Key):
    """← (``step`` -1) or → (1) in a text being typed: the caret a character on, a word with Ctrl (``word``);
    Home (-1) or End (1): to the start or the end (``edge``). ``extend``: with Shift, the selection grows."""
    step: int
    word: bool = False
    edge: bool = False
    extend: bool = False


@dataclass(frozen=True)
class Erase(Key):
    """Backspace (``step`` -1) or Delete (1) in a text being typed: the selection, else the character before or
    after the caret (a word with Ctrl: ``word``)."""
    step: int
    word: bool = False


@dataclass(frozen=True)
class SelectAll(Key):
    """Ctrl+A in a text being typed: all of it selected."""


@dataclass(frozen=True)
class Copy(Key):
    """Ctrl+C in a text being typed: the selection to the clipboard."""


@dataclass(frozen=True)
class Cut(Key):
    """Ctrl+X in a text being typed: the selection to the clipboard, and out of the text."""


@dataclass(frozen=True)
class Paste(Key):
    """Ctrl+V in a text being typed: the clipboard's text in place of the selection."""


# the keys that finish the text (Enter, keypad Enter, Escape: Space is typing), and those that leave it for the
# screen to move its focus on (Tab, Shift+Tab, ↑, ↓), with the meaning they have everywhere
TYPING_KEYS: dict[int, Key] = {pygame.K_RETURN: Confirm(), pygame.K_KP_ENTER: Confirm(), pygame.K_ESCAPE: Back()}
LEAVING_KEYS = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)
# the caret's keys: (step, to the edge)
CARET_KEYS: dict[int, tuple[int, bool]] = {pygame.K_LEFT: (-1, False), pygame.K_RIGHT: (1, False),
                                           pygame.K_HOME: (-1, True), pygame.K_END: (1, True)}
ERASE_KEYS: dict[int, int] = {pygame.K_BACKSPACE: -1, pygame.K_DELETE: 1}
# keys that edit only with Ctrl (or Cmd on a Mac) held: without it they are typing
COMMAND_KEYS: dict[int, Key] = {pygame.K_a: SelectAll(), pygame.K_c: Copy(), pygame.K_x: Cut(), pygame.K_v: Paste()}


def typing_intent(key: int, mod: int = 0) -> Key:
    """What a key pressed (with the modifiers ``mod``) asks for while a text field has the keyboard; a key that
    edits nothing is typing (``OtherKey``: the field keeps it, its text comes as ``TextInput``)."""
    shift = bool(mod & pygame.KMOD_SHIFT)
    command = bool(mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    if key in TYPING_KEYS:
        return TYPING_KEYS[key]
    if key in LEAVING_KEYS:
        return key_intent(key, mod)
    if command and key in COMMAND_KEYS:
        return COMMAND_KEYS[key]
    if key in CARET_KEYS:
        step, edge = CARET_KEYS[key]
        return Caret(step, word=command and not edge, edge=edge, extend=shift)
    if key in ERASE_KEYS:
        return Erase(ERASE_KEYS[key], word=command)
    return OtherKey(key)


# ---------------------------------------------------------------------- the translator

def key_intent(key: int, mod: int = 0) -> Key:
    """What a key pressed (with the modifiers ``mod``) asks for."""
    shift = bool(mod & pygame.KMOD_SHIFT)
    if key in KEYS:
        return KEYS[key]
    if key in STEPS:
        return Step(*STEPS[key], shift=shift)
    if key in TABS:
        return TABS[key][shift]
    if key in DIGITS:
        return Choose(DIGITS[key])
    if key in CTRL_KEYS and mod & pygame.KMOD_CTRL:
        return CTRL_KEYS[key]
    return OtherKey(key)


def intent_of(event: pygame.event.Event, typing: bool = False) -> Intent | None:
    """The intent of one pygame event (None: it asks for nothing). ``typing``: a text field has the keyboard, its
    keys are the field's (``typing_intent``) and typed text is an intent (``TextInput``)."""
    kind = event.type
    if kind == pygame.KEYDOWN:
        return (typing_intent if typing else key_intent)(event.key, getattr(event, "mod", 0))
    if kind == pygame.TEXTINPUT:
        return TextInput(event.text) if typing else None
    if kind == pygame.MOUSEMOTION:
        return Point(tuple(event.pos), any(getattr(event, "buttons", ())))
    if kind == pygame.MOUSEBUTTONDOWN:
        return Inspect(tuple(event.pos)) if event.button == 3 else Press(tuple(event.pos), event.button)
    if kind == pygame.MOUSEBUTTONUP:
        return Release(tuple(event.pos), event.button)
    if kind == pygame.MOUSEWHEEL:
        return Scroll(event.y)
    if kind == pygame.WINDOWLEAVE:
        return PointerLeft()
    return None


def focus_step(intent: Intent) -> int:
    """How far a key moves a keyboard focus along a list of things to act on: Tab, → and ↓ one on; Shift+Tab, ← and
    ↑ one back (0: none of them)."""
    if isinstance(intent, NextFocus):
        return 1
    if isinstance(intent, PreviousFocus):
        return -1
    if isinstance(intent, Step):
        return intent.dx + intent.dy
    return 0


# what answers a question: a key, or a mouse button going down or up (moving the pointer or the wheel never does)
ANSWERING = (Key, Press, Release)
