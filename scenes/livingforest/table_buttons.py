"""The strip's buttons on the Living Forest table (scenes/livingforest/table.py): one row of fixed slots — each as
wide as its longest words in either language where the row has room, narrowed toward two lines where it has not,
Undo always at the right end — so that a button that stays offered keeps its place whatever else is offered
(issue 23: Reveal clicked again had slid away); one size of words for the whole row; a greyed button that still
tells why when the pointer rests on it (``ActionButton``).

``StripButtons`` is a part of ``LivingForestTable``: it lays the prompt's choices (scenes/livingforest/
table_prompt.py) out as buttons; the rules decide which are enabled.
"""
from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, tr

from ..shell.intents import Intent, Point
from ..ui import INK, LIGHT, Button
from .table_prompt import Choice


SMALL = 0.8        # a crowded row's slots narrow toward their words on one line at this share of the size


def _breaks(label: str) -> list[tuple[str, str]]:
    """The ways of cutting a label into two lines at a space (never before French punctuation: "Fragment :")."""
    words = label.split(" ")
    return [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))
            if words[i][:1] not in ":;!?»" and words[i - 1] != "«"]


def _two_lines(font, label: str, width: int, height: int) -> list[str] | None:
    """The label cut in two lines that fit ``width`` and together ``height`` at this font (None: they do not)."""
    cuts = _breaks(label)
    if not cuts or 2 * font.get_linesize() > height:
        return None
    a, b = min(cuts, key=lambda ab: max(font.size(ab[0])[0], font.size(ab[1])[0]))
    return [a, b] if max(font.size(a)[0], font.size(b)[0]) <= width else None


def label_lines(fonts, label: str, size: int, width: int, height: int) -> tuple[list[str], int]:
    """How a strip button wears its words in ``width`` × ``height`` at the row's ``size``: (lines, font size). One
    line where it fits, else two (cut where the longer is shortest), else the same at the largest smaller size
    (the words are never cut)."""
    for s in range(size, 9, -1):
        font = fonts.get("bold", s)
        if font.size(label)[0] <= width:
            return [label], s
        two = _two_lines(font, label, width, height)
        if two is not None:
            return two, s
    return [label], 10


def label_size(fonts, label: str, size: int, width: int, height: int) -> int:
    """The size a row may take for this label: the largest down to SMALL of ``size`` at which it reads on one
    line; else the largest at which it reads on two."""
    for s in range(size, max(10, round(size * SMALL)) - 1, -1):
        if fonts.get("bold", s).size(label)[0] <= width:
            return s
    return label_lines(fonts, label, size, width, height)[1]


def label_widths(fonts, label: str, size: int, height: int) -> tuple[int, int, int]:
    """(wanted, small, least): the width of a label's words on one line at ``size``, on one line at SMALL of the
    size, and the least width they can live with (that, or two lines that fit ``height``)."""
    font = fonts.get("bold", max(10, round(size * SMALL)))
    small = narrow = font.size(label)[0]
    if 2 * font.get_linesize() <= height:
        for a, b in _breaks(label):
            narrow = min(narrow, max(font.size(a)[0], font.size(b)[0]))
    return fonts.get("bold", size).size(label)[0], small, narrow


class ActionButton(Button):
    """A strip button that, greyed, still tells why when the pointer rests on it (the rules' reason); its words on
    two lines where one would have to shrink too far (a row's fixed slots are sized for their longest words)."""

    PAD = 20           # the words' margin inside the button, both sides together (as Button's)

    def __init__(self, *args, reason: str = "", key: str = "", icon: pygame.Surface | None = None, **kw) -> None:
        super().__init__(*args, **kw)
        self.reason = reason
        self.key = key
        self.icon = icon          # a picture left of the words (the tile a steal takes)

    def draw(self, surface: pygame.Surface, fonts) -> None:
        label, self.label = self.label, ""      # the shell draws the button, the words are drawn here
        super().draw(surface, fonts)
        self.label = label
        ink = LIGHT if self.enabled else (140, 150, 146)
        if self.primary and self.enabled and (self.hover or self.focus):
            ink = INK
        if self.icon is None:
            lines, size = label_lines(fonts, label, self.size, self.rect.w - self.PAD, self.rect.h - 4)
            surfs = [fonts.text(line, "bold", size, ink) for line in lines]
            step = fonts.get("bold", size).get_linesize()
            top = self.rect.centery - step * len(surfs) // 2
            for i, text in enumerate(surfs):
                surface.blit(text, text.get_rect(center=(self.rect.centerx, top + step * i + step // 2)))
            return
        gap = max(4, self.icon.get_width() // 4)
        text = fonts.fit(label, "bold", self.size, ink, self.rect.w - self.PAD - self.icon.get_width() - gap)
        x = self.rect.centerx - (self.icon.get_width() + gap + text.get_width()) // 2
        surface.blit(self.icon, self.icon.get_rect(midleft=(x, self.rect.centery)))
        surface.blit(text, text.get_rect(midleft=(x + self.icon.get_width() + gap, self.rect.centery)))

    def on_intent(self, intent: Intent) -> bool:
        if not self.enabled:
            if isinstance(intent, Point):
                self.hover = self.rect.collidepoint(intent.pos)
            return False
        return super().on_intent(intent)


class StripButtons:
    """The strip's row of buttons."""

    def play_buttons(self) -> list[Button]:
        if self.seat is None or self.private or self.playing_show() or self.spectating:
            return []
        buttons: list[Button] = []
        prompt = self.prompt()
        choices = list(prompt.buttons) if prompt is not None else []
        view = self.view
        if view is not None and view.phase == "action" and view.active == self.seat and prompt is not None:
            choices.append(Choice(self.t("lft_undo"), (), local="undo" if self.may_undo() else "", key="undo"))
        if not choices:
            return buttons
        icons = {c.key: self.choice_icon(c) for c in choices}
        slots = dict(prompt.slots)
        for choice in choices:                   # a button the decision's slots do not name: its own words
            if choice.key != "undo":
                slots.setdefault(choice.key, (choice.label,))
        own = {"order_confirm": self.order_confirm_rect} if prompt.order else {}     # a dialog's own button
        row = [(key, labels, icons.get(key)) for key, labels in slots.items() if key not in own]
        rects = self.row_rects(row, undo=any(c.key == "undo" for c in choices))
        # one size of words for the whole row: the largest at which every label each slot may wear fits it (on
        # two lines where it must), so that neither the words' size nor the places change with what is offered
        size = self.fs(18)
        for key, labels, icon in row:
            size = min(size, self.slot_size(labels, rects[key], icon))
        rects.update({key: place() for key, place in own.items()})
        for choice in choices:
            button = ActionButton(choice.label, lambda c=choice: self.press(c), rects[choice.key],
                                  primary=choice.primary, enabled=choice.enabled, size=size,
                                  reason=choice.reason, key=choice.key, icon=icons[choice.key])
            button.hint_action = choice.actions[0] if len(choice.actions) == 1 else None
            buttons.append(button)
        if self.hint_offered():                  # the strip's top right corner, whatever the question
            waiting = self.controller.hint_job is not None
            buttons.append(Button(self.t("lft_hint_thinking" if waiting else "lft_hint_button"), self.request_hint,
                                  self.hint_button_rect(), enabled=self.hint_available and not waiting,
                                  size=self.fs(16)))
        return buttons

    def slot_size(self, labels: tuple[str, ...], rect: pygame.Rect, icon: pygame.Surface | None) -> int:
        """The largest font size (up to the strip's) at which each of a slot's labels fits its button."""
        width = rect.w - ActionButton.PAD - (icon.get_width() + max(4, icon.get_width() // 4) if icon else 0)
        key = ("size", labels, width, rect.h, icon is not None, self.fs(18))
        found = self._slot_widths.get(key)
        if found is None:
            fonts = self.app.fonts
            if icon is not None:             # beside a picture: one line
                found = min(next((s for s in range(self.fs(18), 9, -1)
                                  if fonts.get("bold", s).size(label)[0] <= width), 10) for label in labels)
            else:
                found = min(label_size(fonts, label, self.fs(18), width, rect.h - 4) for label in labels)
            self._slot_widths[key] = found
        return found

    def row_rects(self, slots: list[tuple[str, tuple[str, ...], pygame.Surface | None]],
                  undo: bool) -> dict[str, pygame.Rect]:
        """Where each slot of the strip's row lies: Undo (in the action phase) always at the right end, as wide as
        its words, the same in every decision of the turn; the decision's slots right-aligned before it, each as
        wide as its longest words (in either language) where the row has room, narrowed toward the least its words
        can live with (two lines) where it has not. Nothing depends on which buttons are offered now nor on their
        words, so a button that stays offered keeps its place (issue 23: Reveal clicked again had slid away)."""
        area = self.button_area()
        gap = self.geometry().gap
        size = self.fs(18)
        pad = ActionButton.PAD + round(4 * self.s)
        out: dict[str, pygame.Rect] = {}
        right = area.right
        if undo:
            w = max(self.app.fonts.get("bold", size).size(tr("lft_undo", lang))[0] for lang in LANGUAGES) + pad
            out["undo"] = pygame.Rect(right - w, area.y, w, area.h)
            right -= w + gap
        widths = []
        for _, labels, icon in slots:
            extra = pad + (icon.get_width() + max(4, icon.get_width() // 4) if icon is not None else 0)
            widths.append([w + extra for w in self.slot_widths(labels, size, area.h - 4, icon is not None)])
        if not widths:
            return out
        room = right - area.x - gap * (len(widths) - 1)
        wanted, small, least = (sum(w[k] for w in widths) for k in range(3))
        if wanted <= room:                       # every label on one line at its size
            sizes = [w for w, _, _ in widths]
        elif small <= room:                      # on one line, a little smaller
            t = (room - small) / (wanted - small)
            sizes = [int(m + (w - m) * t) for w, m, _ in widths]
        elif least < room:                       # some on two lines
            t = (room - least) / (small - least)
            sizes = [int(n + (m - n) * t) for _, m, n in widths]
        else:
            sizes = [int(n * room / least) for _, _, n in widths]
        x = right - sum(sizes) - gap * (len(sizes) - 1)
        for (key, _, _), w in zip(slots, sizes):
            out[key] = pygame.Rect(x, area.y, w, area.h)
            x += w + gap
        return out

    def slot_widths(self, labels: tuple[str, ...], size: int, height: int, one_line: bool) -> tuple[int, int, int]:
        """The widest (wanted, small, least) of a slot's labels (``label_widths``; worked out once per size: a
        Fragment slot has a label per card and language). ``one_line``: a button with a picture keeps its words
        whole on one line."""
        key = (labels, size, height, one_line)
        found = self._slot_widths.get(key)
        if found is None:
            fonts = self.app.fonts
            triples = [label_widths(fonts, label, size, height) for label in labels]
            found = tuple(max(t[k] if not one_line else t[0] for t in triples) for k in range(3))
            self._slot_widths[key] = found
        return found

    def choice_icon(self, choice: Choice) -> pygame.Surface | None:
        """The picture a button shows beside its words: the Victory tile a steal takes, in its owner's colour."""
        if choice.icon[:1] == ("victory",):
            _, kind, seat = choice.icon
            return self.glyphs.victory(kind, round(self.button_h() * 0.62), self.colours[seat])
        return None

    def button_area(self) -> pygame.Rect:
        strip = self.geometry().strip
        pad = self.geometry().gap
        left = self.strip_left_w()
        return pygame.Rect(strip.x + pad + left, strip.bottom - pad - self.button_h(), strip.w - 2 * pad - left,
                           self.button_h())

    def strip_left_w(self) -> int:
        """The strip's left part (the running total of an Attract or an Extinguish) before the buttons."""
        prompt = self.prompt()
        if prompt is None:
            return 0
        if prompt.budget is not None:
            return int(self.geometry().strip.w * 0.22)
        return 0                             # the Solitary gauge: on the title's line (the row needs the room)
