"""Look and feel shared by every scene: palette, buttons, panels, the text field (the fonts are scenes/fonts.py's)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from .fonts import Fonts
from .shell.intents import (Back, Caret, Confirm, Copy, Cut, Erase, Intent, Key, NextFocus, Paste, Point, Press,
                            PreviousFocus, Release, SelectAll, Step, TextInput, intent_of)

# palette: a deep forest-green table, warm parchment panels, one accent for actions
BG_TOP = (24, 48, 40)
BG_BOTTOM = (12, 26, 22)
PANEL = (243, 236, 220)
PANEL_EDGE = (196, 180, 146)
INK = (38, 34, 28)
INK_SOFT = (96, 88, 74)
LIGHT = (246, 242, 230)
LIGHT_SOFT = (190, 204, 192)
ACCENT = (232, 160, 48)
ACCENT_DARK = (184, 116, 24)
GOOD = (96, 180, 110)
BAD = (214, 92, 72)
HIGHLIGHT = (255, 214, 102)


def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((1, max(2, h)))
    for y in range(surf.get_height()):
        t = y / (surf.get_height() - 1)
        surf.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom)])
    return pygame.transform.scale(surf, (max(1, w), max(1, h)))     # rows of one colour: as smoothscale, faster


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, edge=PANEL_EDGE, radius: int = 14,
          shadow: bool = True) -> None:
    if shadow:
        shade = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=radius + 4)
        surface.blit(shade, (rect.x - 2, rect.y + 3))
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)


# what a button pressed makes heard: the app's sound (scenes/app.py sets it; buttons do not know the app)
PRESS_SOUNDS: list = []


def pressed() -> None:
    """A button was pressed (by the pointer or the keys): its click, heard."""
    for hook in PRESS_SOUNDS[-1:]:
        hook()


@dataclass
class Button:
    """A clickable button; ``action`` runs on a click, or on Enter when the keyboard has focused it.

    ``hover`` follows the mouse; ``focus`` is the keyboard's alone (set by ButtonColumn's arrows and Tab), so a
    button the mouse passed over never takes the Enter meant for something else."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect
    primary: bool = False
    enabled: bool = True
    hover: bool = False
    focus: bool = False
    size: int = 24

    def handle(self, event: pygame.event.Event) -> bool:
        """A raw event (the screens that still read them): its intent, if it has one."""
        intent = intent_of(event)
        return intent is not None and self.on_intent(intent)

    def on_intent(self, intent: Intent) -> bool:
        """The pointer lights it; a left click that ends on it presses it (the keyboard reaches it through its
        ButtonColumn's focus)."""
        if not self.enabled:
            self.hover = False
            return False
        if isinstance(intent, Point):
            self.hover = self.rect.collidepoint(intent.pos)
        elif isinstance(intent, Release) and intent.button == 1 and self.rect.collidepoint(intent.pos):
            pressed()
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        lit = self.enabled and (self.hover or self.focus)
        if self.primary:
            fill = ACCENT if lit else ACCENT_DARK
            ink = INK if lit else LIGHT
        else:
            fill = (62, 96, 80) if lit else (40, 70, 58)
            ink = LIGHT
        if not self.enabled:
            fill, ink = (60, 70, 66), (140, 150, 146)
        shade = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shade, border_radius=12)
        pygame.draw.rect(surface, fill, self.rect, border_radius=12)
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(6, 6), width=3, border_radius=14)
        text = fonts.fit(self.label, "bold", self.size, ink, self.rect.w - 20)
        surface.blit(text, text.get_rect(center=self.rect.center))


class ButtonColumn:
    """A row or column of buttons: the mouse clicks them; arrows / Tab move a keyboard focus and Enter or Space
    press the focused one.

    With no keyboard focus, Enter presses the primary button when ``enter_default`` is set (a dialog's safe
    default), else it is left to the scene. ``on_intent(intent, keys=False)`` leaves every key to the scene: the
    table owns the keyboard (cards and cells) while no dialog is up."""

    def __init__(self, enter_default: bool = False, horizontal: bool = False) -> None:
        self.buttons: list[Button] = []
        self.focus = -1
        self.enter_default = enter_default
        self.horizontal = horizontal      # ←/→ move the focus too (buttons side by side, as in a dialog)

    def set(self, buttons: list[Button], same_places: bool = False) -> None:
        """New buttons (a scene rebuilds them on every change). The keyboard focus stays on the button at its
        place if that one kept its label, else on the button of that label, so it never jumps to another
        button that happens to share its place. ``same_places``: the scene's controls keep their order
        whatever their labels say (the setup screen's seats), so the focus keeps its place."""
        old, focus = self.buttons, self.focus

        def same(i: int) -> bool:           # the button at place i is still the one it was
            return i < len(old) and i < len(buttons) and (same_places or old[i].label == buttons[i].label)

        self.buttons = buttons
        if 0 <= focus < len(old) and not same(focus):     # moved: follow its label (labels may repeat)
            labels = [b.label for b in buttons]
            focus = labels.index(old[focus].label) if old[focus].label in labels else -1
        self.focus = focus if focus < len(buttons) else -1
        for i, b in enumerate(buttons):       # the pointer still rests where it did
            b.hover = b.hover or (same(i) and old[i].hover and b.enabled)
        self._sync()

    def clear_focus(self) -> None:
        self.focus_on(-1)

    def focus_on(self, index: int) -> None:
        """Put the keyboard focus on the button at ``index`` (-1: none)."""
        self.focus = index
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focus = i == self.focus

    def handle(self, event: pygame.event.Event, keys: bool = True) -> bool:
        """A raw event (the screens that still read them): its intent, if it has one."""
        intent = intent_of(event)
        return intent is not None and self.on_intent(intent, keys)

    def on_intent(self, intent: Intent, keys: bool = True) -> bool:
        if isinstance(intent, Key):
            return keys and self._key(intent)
        if isinstance(intent, Press):
            self.clear_focus()            # back to the mouse: the keyboard's outline goes
        for b in self.buttons:
            if b.on_intent(intent):
                return True
        return False

    def _step(self, intent: Key) -> int:
        """How far a key moves the focus: ↓ and Tab on, ↑ and Shift+Tab back, ← / → too in a row."""
        if isinstance(intent, NextFocus):
            return 1
        if isinstance(intent, PreviousFocus):
            return -1
        if isinstance(intent, Step):
            return intent.dy or (intent.dx if self.horizontal else 0)
        return 0

    def _key(self, intent: Key) -> bool:
        if not self.buttons:
            return False
        step = self._step(intent)
        if step:
            enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
            primary = [i for i in enabled if self.buttons[i].primary]
            if self.focus not in enabled and self.enter_default and primary:
                self.focus = primary[0]        # a dialog: the first arrow shows where Enter goes, the default
                self._sync()
            elif enabled:
                pos = enabled.index(self.focus) if self.focus in enabled else -1 if step > 0 else 0
                self.focus = enabled[(pos + step) % len(enabled)]
                self._sync()
            return True
        if isinstance(intent, Confirm):
            if 0 <= self.focus < len(self.buttons):
                button = self.buttons[self.focus]
            elif self.enter_default and intent.default:
                button = next((b for b in self.buttons if b.primary and b.enabled), None)
                if button is None:
                    return False
            else:
                return False
            if button.enabled:
                pressed()
                button.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for b in self.buttons:
            b.draw(surface, fonts)


class TextField:
    """A one-line text entry that behaves like a desktop one.

    Entering the field (a click into it, or ``focus_in`` from the keyboard) selects all its text, so typing
    replaces a default name at once; a further click places the caret, a drag selects. ←/→ (Ctrl: by word),
    Home/End move the caret, Shift with them extends the selection, Ctrl+A selects all; Backspace/Delete
    remove the selection or the character beside the caret; Ctrl+C/X/V use the clipboard. Every KEYDOWN acts,
    so a held key repeats with the app's key repeat. Enter or Escape finish; Tab, ↑ and ↓ finish and are left
    to the scene, to move the keyboard focus on. Only printable characters get in (see ``clean``), never more
    than ``max_len``.

    It takes intents (``on_intent``), its keys read as typing (scenes/shell/intents.py ``typing_intent``) while it
    has the keyboard: the screen around it translates its events with ``typing`` set then."""

    SELECTION = (64, 122, 176)          # the selected text's background, white text on it
    SELECTED_INK = (255, 255, 255)

    def __init__(self, text: str, rect: pygame.Rect, max_len: int = 16, size: int = 22) -> None:
        self.max_len = max_len
        self.size = size
        self.rect = rect
        self.focus = False
        self.blink = 0.0
        self.text = text
        self._dragging = False
        self._skip_text: str | None = None   # the TEXTINPUT of the key that opened the field (Space), not typed
        # where the text was last drawn: its left edge and the x of every caret position, for clicks
        self._origin = rect.x + 12
        self._edges: list[int] = []
        self._edges_key: tuple | None = None

    # ------------------------------------------------------------------ the text, caret and selection

    @staticmethod
    def clean(text: str) -> str:
        """Only what a name may hold: a NUL, a tab, a newline or any other control or format character (from a
        key, a paste or a file) is dropped, not drawn as a box or passed on to the font renderer."""
        return "".join(ch for ch in text if ch.isprintable())

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, value: str) -> None:
        self._text = self.clean(value)[: self.max_len]
        self.caret = self.anchor = len(self._text)     # anchor: the selection's other end (== caret: none)

    def selection(self) -> tuple[int, int]:
        return min(self.caret, self.anchor), max(self.caret, self.anchor)

    def selected_text(self) -> str:
        start, end = self.selection()
        return self._text[start:end]

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self._text)

    def focus_in(self, swallow: str | None = None) -> None:
        """Take the keyboard with all the text selected. ``swallow``: the text of the key that did it (Space
        pressed on the field's place in the focus order), which SDL sends next and must not replace the name."""
        self.focus = True
        self.select_all()
        self.blink = 0.0
        self._skip_text = swallow
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)     # an input method's candidate window opens by the field

    def focus_out(self) -> None:
        self.focus = False
        self._dragging = False
        self.anchor = self.caret

    def _move(self, to: int, extend: bool) -> None:
        self.caret = max(0, min(len(self._text), to))
        if not extend:
            self.anchor = self.caret
        self.blink = 0.0

    def _replace(self, start: int, end: int, new: str) -> None:
        """``new`` (cleaned, and cut to the room left) in place of text[start:end]; the caret after it."""
        room = self.max_len - (len(self._text) - (end - start))
        new = self.clean(new)[: max(0, room)]
        self._text = self._text[:start] + new + self._text[end:]
        self.caret = self.anchor = start + len(new)
        self.blink = 0.0

    def insert(self, new: str) -> None:
        start, end = self.selection()
        if start == end and len(self._text) >= self.max_len:
            return                                   # full: a keystroke changes nothing, not even the caret
        self._replace(start, end, new)

    def _word_edge(self, pos: int, step: int) -> int:
        """Where Ctrl+←/→ (and Ctrl+Backspace/Delete) go from ``pos``: the start of this or the previous word,
        the end of this or the next."""
        text = self._text
        if step < 0:
            while pos > 0 and text[pos - 1].isspace():
                pos -= 1
            while pos > 0 and not text[pos - 1].isspace():
                pos -= 1
        else:
            while pos < len(text) and text[pos].isspace():
                pos += 1
            while pos < len(text) and not text[pos].isspace():
                pos += 1
        return pos

    def _index_at(self, x: int) -> int:
        """The caret position nearest to ``x`` on screen, by the text as last drawn."""
        if not self._edges:
            return len(self._text)
        rel = x - self._origin
        return min(range(len(self._edges)), key=lambda i: abs(self._edges[i] - rel))

    # ------------------------------------------------------------------ events

    def handle(self, event: pygame.event.Event) -> bool:
        """A raw event (a test of the field alone): its intent, typing while the field has the keyboard."""
        intent = intent_of(event, typing=self.focus)
        return intent is not None and self.on_intent(intent)

    def on_intent(self, intent: Intent) -> bool:
        """A press enters the field or places its caret, a drag selects; with the keyboard, typing and the
        editing keys. False: not the field's (a press elsewhere leaves it, but is the screen's too)."""
        if isinstance(intent, Press) and intent.button == 1:
            was = self.focus
            if not self.rect.collidepoint(intent.pos):
                if was:
                    self.focus_out()
                return was
            if not was:
                self.focus_in()                     # entering: everything selected, typing replaces it
            else:
                self._move(self._index_at(intent.pos[0]), extend=False)
                self._dragging = True
            return True
        if isinstance(intent, Point) and self._dragging:
            self._move(self._index_at(intent.pos[0]), extend=True)
            return True
        if isinstance(intent, Release) and intent.button == 1:
            self._dragging = False
            return self.rect.collidepoint(intent.pos)
        if not self.focus:
            return False
        if isinstance(intent, TextInput):
            skip, self._skip_text = self._skip_text, None
            if intent.text != skip:
                self.insert(intent.text)
            return True
        if isinstance(intent, Key):
            self._skip_text = None
            return self._key(intent)
        return False

    def _key(self, intent: Key) -> bool:
        start, end = self.selection()
        if isinstance(intent, (Confirm, Back)):
            self.focus_out()
            return True
        if isinstance(intent, (NextFocus, PreviousFocus, Step)):
            self.focus_out()
            return False                            # the scene moves the keyboard focus on
        if isinstance(intent, SelectAll):
            self.select_all()
        elif isinstance(intent, (Copy, Cut)):
            if start != end:
                try:
                    pygame.scrap.put_text(self._text[start:end])
                except pygame.error:
                    pass                            # no clipboard (a headless display): nothing to copy to
                if isinstance(intent, Cut):
                    self._replace(start, end, "")
        elif isinstance(intent, Paste):
            try:
                pasted = pygame.scrap.get_text()
            except pygame.error:
                pasted = ""
            self.insert(pasted)
        elif isinstance(intent, Caret) and not intent.edge:
            if start != end and not intent.extend:  # an arrow collapses a selection to its side
                self._move(start if intent.step < 0 else end, extend=False)
            else:
                to = self._word_edge(self.caret, intent.step) if intent.word else self.caret + intent.step
                self._move(to, extend=intent.extend)
        elif isinstance(intent, Caret):
            self._move(0 if intent.step < 0 else len(self._text), extend=intent.extend)
        elif isinstance(intent, Erase):
            if start == end:
                other = self._word_edge(self.caret, intent.step) if intent.word else self.caret + intent.step
                start, end = sorted((self.caret, max(0, min(len(self._text), other))))
            self._replace(start, end, "")
        return True                                 # every other key is typing: it belongs to the field

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, fonts: Fonts, dt: float = 0.0) -> None:
        self.blink = (self.blink + dt) % 1.0
        pygame.draw.rect(surface, (255, 252, 244), self.rect, border_radius=8)
        pygame.draw.rect(surface, HIGHLIGHT if self.focus else PANEL_EDGE, self.rect, width=2, border_radius=8)
        text = self._text
        size = self.size                            # as Fonts.fit: the largest size that fits the field
        while size > 10 and fonts.get("bold", size).size(text)[0] > self.rect.w - 24:
            size -= 1
        if self._edges_key != (text, size):
            font = fonts.get("bold", size)
            self._edges = [font.size(text[:i])[0] for i in range(len(text) + 1)]
            self._edges_key = (text, size)
        self._origin = x0 = self.rect.x + 12
        top, bottom = self.rect.y + self.rect.h // 5, self.rect.bottom - self.rect.h // 5
        start, end = self.selection() if self.focus else (0, 0)
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-4, -4).clip(clip))     # a long name never spills out
        if start != end:
            pygame.draw.rect(surface, self.SELECTION,
                             (x0 + self._edges[start], top, self._edges[end] - self._edges[start], bottom - top))
        # before, selected, after: the selected part in white on the selection
        for a, b, ink in ((0, start, INK), (start, end, self.SELECTED_INK), (end, len(text), INK)):
            if a < b:
                piece = fonts.text(text[a:b], "bold", size, ink)
                surface.blit(piece, piece.get_rect(midleft=(x0 + self._edges[a], self.rect.centery)))
        surface.set_clip(clip)
        if self.focus and start == end and self.blink < 0.6:
            x = x0 + self._edges[self.caret] + 1
            pygame.draw.line(surface, INK, (x, top), (x, bottom), 2)

def draw_crown(surface: pygame.Surface, box: pygame.Rect, fill=ACCENT) -> None:
    """The winner's crown, drawn to fill ``box``."""
    x, y, w, h = box
    pts = [(x, y + h), (x, y + h * 0.25), (x + w * 0.27, y + h * 0.58), (x + w * 0.5, y),
           (x + w * 0.73, y + h * 0.58), (x + w, y + h * 0.25), (x + w, y + h)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, width=max(1, round(w / 14)))
    for px in (x, x + w * 0.5, x + w):
        py = y + (0 if px == x + w * 0.5 else h * 0.25)
        pygame.draw.circle(surface, fill, (round(px), round(py)), max(2, round(w / 10)))
        pygame.draw.circle(surface, INK, (round(px), round(py)), max(2, round(w / 10)), width=1)
