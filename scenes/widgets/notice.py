"""A sentence over a screen until the player puts it away: a file that could not be read whole (the challenges',
the records'), a replay that cannot open. The screen behind is shaded; any click, Enter, Space or Escape
dismisses it, and nothing else reaches the screen meanwhile."""
from __future__ import annotations

import pygame

from ..shell.intents import Back, Confirm, Intent, Key, Press, Release
from ..ui import INK, Button, panel

SHADE = (6, 14, 12, 170)


def shade(surface: pygame.Surface) -> None:
    """The screen behind a notice or a question, darkened."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill(SHADE)
    surface.blit(veil, (0, 0))


class Notice:
    """``sentence`` (None: no notice up); ``layout`` places it for the window, ``take`` answers the player's input
    while it is up (True: the input was the notice's), ``draw`` draws it over the screen."""

    def __init__(self, app) -> None:
        self.app = app
        self.sentence: str | None = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.button: Button | None = None
        self.s = 1.0

    def __bool__(self) -> bool:
        return self.sentence is not None

    def tell(self, sentence: str, s: float) -> None:
        self.sentence = sentence
        self.layout(s)

    def dismiss(self) -> None:
        self.sentence = None
        self.button = None

    def layout(self, s: float) -> None:
        """Sized to its words, in the middle of the window, with its OK button (``s``: the screen's scale)."""
        if self.sentence is None:
            return
        self.s = s

        def px(v: float) -> int:
            return round(v * s)

        w, h = self.app.size
        fonts = self.app.fonts
        width = px(760)
        lines = fonts.wrap_lines(self.sentence, "regular", px(22), width - px(80))
        line_h = fonts.get("regular", px(22)).get_linesize()
        self.box = pygame.Rect(0, 0, width, px(40) + len(lines) * line_h + px(24) + px(56) + px(30))
        self.box.center = (w // 2, h // 2)
        ok = pygame.Rect(0, 0, px(200), px(56))
        ok.midbottom = (self.box.centerx, self.box.bottom - px(28))
        self.button = Button(self.app.t("ladder_dismiss"), self.dismiss, ok, primary=True, focus=True, size=px(24))

    def take(self, intent: Intent) -> bool:
        """While it is up: a click, Enter, Space or Escape puts it away; the pointer lights its button; every key
        and press is its own."""
        if self.sentence is None:
            return False
        if (isinstance(intent, Release) and intent.button == 1) or isinstance(intent, (Confirm, Back)):
            self.dismiss()
            return True
        if self.button is not None:
            self.button.on_intent(intent)
        return isinstance(intent, (Key, Press))

    def draw(self, surface: pygame.Surface) -> None:
        if self.sentence is None:
            return
        fonts, s, box = self.app.fonts, self.s, self.box
        shade(surface)
        panel(surface, box)
        y = box.y + round(36 * s)
        size = round(22 * s)
        for line in fonts.wrap(self.sentence, "regular", size, INK, box.w - round(80 * s)):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += fonts.get("regular", size).get_linesize()
        if self.button is not None:
            self.button.draw(surface, fonts)


class NoticeHolder:
    """A screen with a ``notice`` (a ``Notice``): its sentence read and set as the screen's ``problem``, its OK
    button as ``dismiss_button`` (the monkey and the tests read both)."""

    notice: Notice

    @property
    def problem(self) -> str | None:
        return self.notice.sentence

    @problem.setter
    def problem(self, sentence: str | None) -> None:
        self.notice.sentence = sentence

    @property
    def dismiss_button(self) -> Button | None:
        return self.notice.button

    def dismiss(self) -> None:
        self.notice.dismiss()


class Question(Notice):
    """A sentence over the screen with two answers (``yes``, the primary, at the right; ``no`` at the left, also
    Escape's); each button at its place whatever the words. Enter answers the focused button, else yes."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.answers: tuple[tuple[str, object], tuple[str, object]] | None = None
        self.buttons: list[Button] = []

    def ask(self, sentence: str, yes: tuple[str, object], no: tuple[str, object], s: float) -> None:
        self.answers = (yes, no)
        self.tell(sentence, s)

    def dismiss(self) -> None:
        super().dismiss()
        self.buttons = []

    def layout(self, s: float) -> None:
        super().layout(s)
        if self.sentence is None or self.answers is None:
            return
        ok = self.button
        self.button = None
        gap, bw = round(24 * s), round(300 * s)
        (yes_label, yes), (no_label, no) = self.answers
        no_rect = pygame.Rect(0, ok.rect.y, bw, ok.rect.h)
        no_rect.right = self.box.centerx - gap // 2
        yes_rect = pygame.Rect(self.box.centerx + gap // 2, ok.rect.y, bw, ok.rect.h)
        self.buttons = [Button(no_label, self._answer(no), no_rect, size=round(22 * s)),
                        Button(yes_label, self._answer(yes), yes_rect, primary=True, size=round(22 * s))]

    def _answer(self, action):
        def answer() -> None:
            self.dismiss()
            action()
        return answer

    def take(self, intent: Intent) -> bool:
        if self.sentence is None:
            return False
        for button in self.buttons:
            if button.on_intent(intent):
                return True
        if isinstance(intent, Back):
            self.buttons[0].action()
            return True
        if isinstance(intent, Confirm):
            self.buttons[1].action()
            return True
        return isinstance(intent, (Key, Press, Release))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.sentence is not None:
            for button in self.buttons:
                button.draw(surface, self.app.fonts)
