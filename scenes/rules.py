"""The rules screen: every game's rules, in French and English, one section at a time, with the cards.

A tab per game that has rules pages (each game's ``GameScreens.rules_pages``, a ``PagedRules``). Forêt and Savane
(scenes/ecosysteme/rules_pages.py): on the left the sections (overview, placement, two players, solo, scoring) and
one entry per card kind, grouped habitats/terrain then animals; the texts live in game/ecosysteme/rules_text.py. Canopée: on the left its general sections (goal, setup, a turn... variants) and its card
groups (trees, flora, seeds and weather, threats, base and advanced wildlife); a group's page shows its cards as
a gallery (click one to read its page), a card's page shows the card face large beside its text, with
previous/next buttons. Its texts are made from the card data by game/canopee/rules_text.py. Living Forest is
shown the same way (``PagedRules``: its general pages, then its material — the starting deck, the three reserve
levels, the Fire Varan and the Protective Trees as galleries, the forest board and the Circle — from
game/livingforest/rules_text.py, with scenes/livingforest's card faces and tree tiles). All use the same tiny
markup (headings, bullets, tables). Right: a parchment reading panel.

Keys: 1–4 choose the game; Left/Right go to the neighbouring tab, and on Canopée's and Living Forest's card and
group pages step through the cards (Enter opens the card chosen in a gallery); Up/Down or Tab move between
sections; PageUp/PageDown (and Space), Home/End and the mouse wheel scroll the panel; Escape and Backspace go back.
The keys, the pointer and the wheel reach the screen as intents (scenes/shell/intents.py), as on every other
screen but the setup.

This module holds the screen's content (the game's pages), its actions and the player's input; where everything
goes is scenes/rules_layout.py's, a page's text set for the panel scenes/rules_doc.py's, the drawing
scenes/rules_draw.py's.
"""
from __future__ import annotations

import pygame

from .base import Scene
from .games import screens_of
from .rules_doc import Doc, RulesDoc
from .rules_draw import RulesDraw
from .rules_layout import Entry, RulesLayout, rules_games
from .shell.intents import (Choose, Confirm, First, Intent, Key, Last, NextFocus, Page, Point, Press, PreviousFocus,
                             Release, RulesHelp, Scroll, Step, Undo, focus_step, intent_of)
from .shell.rules_pages import PagedRules
from .ui import Button

# rules_games is the tabs' (scenes/rules_layout.py), handed on: the monkey and the screenshots open every tab
__all__ = ["RulesScene", "rules_games"]


class RulesScene(RulesLayout, RulesDoc, RulesDraw, Scene):
    """The rules screen: its content (the game's pages), its actions and the player's input; where things go, the
    text laid out and the drawing are its mixins'."""

    def __init__(self, app, game_id: str | None = None, section: str | None = None, over=None) -> None:
        """``section``: the page to open on (else the game's first); ``over``: the table this screen was opened
        over (F1 at play): its game's tab alone, and *Back to the game* (or F1 again) returns to it as it was."""
        super().__init__(app)
        self.over = over
        self._pages: tuple[str, PagedRules] | None = None    # (game id, its pages) once asked for
        self.game_id = game_id if game_id in rules_games() else rules_games()[0]
        self.section = self.sections()[0]
        self.scroll = 0
        self.entries: list[Entry] = []
        self.headers: list[tuple[str, pygame.Rect]] = []
        self.hover: str | None = None
        self.tabs: dict[str, Button] = {}
        self.back_button: Button | None = None
        self._doc_key: tuple | None = None
        self._doc: Doc | None = None
        self._fade: pygame.Surface | None = None
        self.dragging = False                   # the scroll bar's thumb is held
        # Canopée: the gallery's card under the pointer and the one the arrows chose (shown once they are used)
        self.card_hover: str | None = None
        self.card_focus = 0
        self.keyboard_focus = False
        self.card_buttons: list[Button] = []    # previous / next on a card's page
        if section is not None and section in self.sections():
            self.section = section               # (laid out on entering, as the first section would be)

    def tab_games(self) -> tuple[str, ...]:
        """The games with a tab: every game's rules, or over a table the game being played alone."""
        return (self.game_id,) if self.over is not None else rules_games()

    # ------------------------------------------------------------------ content

    @property
    def rules(self):
        return self.app.catalogue[self.game_id]

    @property
    def pages(self) -> PagedRules:
        """The game's pages (its screens' ``rules_pages``), made again when the game or its card data changes."""
        cached = self._pages
        if cached is None or cached[0] != self.game_id or cached[1].rules is not self.rules:
            cached = self._pages = (self.game_id, screens_of(self.game_id).rules_pages(self.app))
        return cached[1]

    def card_groups(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """Canopée, Living Forest: (group, card ids) of every card group, in page order."""
        return self.pages.card_groups()

    def group_of(self, section: str | None = None) -> str | None:
        """The card group a card's or a group's page belongs to (None for any other page)."""
        section = section or self.section
        for group, kinds in self.card_groups():
            if section == group or section in kinds:
                return group
        return None

    def is_group(self, section: str | None = None) -> bool:
        section = section or self.section
        return any(section == g for g, _ in self.card_groups())

    def group_kinds(self, section: str | None = None) -> tuple[str, ...]:
        group = self.group_of(section)
        return dict(self.card_groups()).get(group, ()) if group else ()

    def sections(self) -> list[str]:
        """Every section of the current game, in list order (what Up/Down walk through). Canopée and Living
        Forest: their general pages, then each card group followed by its cards (and Living Forest's board
        pages)."""
        return self.pages.sections()

    def is_kind(self, section: str | None = None) -> bool:
        section = section or self.section
        return self.pages.is_kind(section)

    def title(self, section: str | None = None) -> str:
        section = section or self.section
        pages = self.pages
        return pages.kind_name(section, self.app.lang) if pages.is_kind(section) else pages.title(section)

    def text(self, section: str | None = None) -> str:
        return self.pages.text(section or self.section, self.app.lang)

    def tab_label(self, game_id: str) -> str:
        return screens_of(game_id).rules_tab(self.app)

    @property
    def keys_hint(self) -> str:
        keys = self.pages.t("keys")
        if self.over is None:
            return keys
        # over a table, one tab: the keys that choose a game ("1–4 game", "←/→ game") have nothing to do
        game_word = self.t("rules_keys").split(" · ")[1]           # "←/→ game" in the window's language
        parts = [part for part in keys.split(" · ") if not part.startswith("1–") and part != game_word]
        return " · ".join(parts + [self.t("rules_keys_over")])

    # ------------------------------------------------------------------ layout

    # ------------------------------------------------------------------ actions

    def _picker(self, game_id: str):
        return lambda: self.set_game(game_id)

    def set_game(self, game_id: str) -> None:
        if game_id == self.game_id or game_id not in rules_games():
            return
        self.game_id = game_id
        if self.section not in self.sections() or self.is_kind() or self.is_group():
            self.section = self.sections()[0]      # the other game has other cards (and other pages)
        self.card_hover, self.card_focus, self.keyboard_focus = None, 0, False
        self.scroll = 0
        self.layout(self.app.size)

    def select(self, section: str) -> None:
        if section not in self.sections():
            return
        if section != self.section:
            if self.is_group(section):
                # back on a gallery: the arrows start from the card just read, if it is one of this group's
                kinds = self.group_kinds(section)
                self.card_focus = kinds.index(self.section) if self.section in kinds else 0
            self.section = section
            self.scroll = 0
            self.card_hover = None
            self._layout_reading()

    def step(self, delta: int) -> None:
        order = self.sections()
        self.select(order[(order.index(self.section) + delta) % len(order)])

    def step_card(self, delta: int) -> None:
        """Canopée: the previous / next card of the group (round the group) on a card's page; on a gallery, move
        the arrows' choice."""
        kinds = self.group_kinds()
        if not kinds:
            return
        if self.is_group():
            self.keyboard_focus = True
            self.card_focus = (self.card_focus + delta) % len(kinds)
            self._show_focus()
        elif self.section in kinds:
            self.select(kinds[(kinds.index(self.section) + delta) % len(kinds)])

    def _show_focus(self) -> None:
        """Scroll a gallery so that the card the arrows chose is in view."""
        doc = self.doc()
        if not doc.cards:
            return
        rect = doc.cards[min(self.card_focus, len(doc.cards) - 1)][1]
        line_h = self.app.fonts.get("bold", round(14 * self.s)).get_linesize() * 2 + round(10 * self.s)
        if rect.y < self.scroll:
            self.scroll = rect.y
        elif rect.bottom + line_h > self.scroll + self.view.h:
            self.scroll = rect.bottom + line_h - self.view.h
        self._clamp_scroll()

    def open_focused(self) -> None:
        """Enter on a gallery: the chosen card's page."""
        kinds = self.group_kinds()
        if self.is_group() and kinds:
            self.select(kinds[min(self.card_focus, len(kinds) - 1)])

    def card_at(self, pos) -> str | None:
        """The gallery card under the pointer (Canopée's group pages), if it is in view."""
        if not self.is_group() or not self.view.collidepoint(pos):
            return None
        x, y = pos[0] - self.view.x, pos[1] - self.view.y + self.scroll
        return next((kind for kind, rect in self.doc().cards if rect.collidepoint(x, y)), None)

    @property
    def max_scroll(self) -> int:
        return max(0, self.doc().height - self.view.h)

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    def scroll_by(self, dy: int) -> None:
        self.scroll += dy
        self._clamp_scroll()

    # ------------------------------------------------------------------ input: intents (scenes/shell/intents.py)

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        """The pointer lights the buttons, the list's entries and a gallery's cards, drags the scroll bar's thumb
        and clicks (a left click ends on what it acts on); the wheel scrolls the panel; the keys are ``_key``'s."""
        if isinstance(intent, Key):
            return self._key(intent)
        buttons = [*self.tabs.values(), self.back_button, *self.card_buttons]
        if isinstance(intent, Point):
            for b in buttons:
                b.on_intent(intent)
            self.hover = next((e.section for e in self.entries if e.rect.collidepoint(intent.pos)), None)
            self.card_hover = self.card_at(intent.pos)
            if self.card_hover:
                self.keyboard_focus = False
            if self.dragging:
                self._drag_bar(intent.pos[1])
            return self.dragging
        if isinstance(intent, Press) and intent.button == 1:
            self.dragging = bool(self.max_scroll) and self.bar.inflate(round(12 * self.s), 0).collidepoint(intent.pos)
            if self.dragging:
                self._drag_bar(intent.pos[1])
            return self.dragging
        if isinstance(intent, Release) and intent.button == 1:
            if self.dragging:
                self.dragging = False
                return True
            for b in buttons:
                if b.on_intent(intent):
                    return True
            for entry in self.entries:
                if entry.rect.collidepoint(intent.pos):
                    self.select(entry.section)
                    return True
            kind = self.card_at(intent.pos)
            if kind:
                self.select(kind)
                return True
            return False
        if isinstance(intent, Scroll):
            self.scroll_by(-round(intent.dy * 3 * self.app.fonts.get("regular", self.body_size).get_linesize()))
            return True
        return False

    def _drag_bar(self, y: int) -> None:
        t = (y - self.bar.y) / max(1, self.bar.h)
        self.scroll = round(t * self.max_scroll)
        self._clamp_scroll()

    def _key(self, intent: Key) -> bool:
        """The digits choose the game's tab; ← → step through a group's cards, else to the neighbouring tab; Enter
        opens the card chosen in a gallery; ↑ ↓ and Tab walk the sections; Page Up / Down (and Space) page the
        panel, Home and End go to its ends; Backspace goes back (Escape too, through the app)."""
        page = max(40, self.view.h - self.app.fonts.get("regular", self.body_size).get_linesize() * 2)
        if isinstance(intent, Choose):
            if intent.n <= len(self.tab_games()):
                self.set_game(self.tab_games()[intent.n - 1])
        elif isinstance(intent, Step) and intent.dx and self.group_of():
            self.step_card(intent.dx)
        elif isinstance(intent, Confirm) and intent.default and self.is_group():
            self.open_focused()
        elif isinstance(intent, Step) and intent.dx:
            # the neighbouring tab (none past the last)
            i = self.tab_games().index(self.game_id) + intent.dx
            if 0 <= i < len(self.tab_games()):
                self.set_game(self.tab_games()[i])
        elif isinstance(intent, Step):
            self.step(intent.dy)
        elif isinstance(intent, (NextFocus, PreviousFocus)):
            self.step(focus_step(intent))
        elif isinstance(intent, Page):
            self.scroll_by(intent.pages * page)
        elif isinstance(intent, Confirm) and not intent.default:      # Space: a page down, as in a browser
            self.scroll_by(page)
        elif isinstance(intent, First):
            self.scroll = 0
        elif isinstance(intent, Last):
            self.scroll = self.max_scroll
        elif isinstance(intent, Undo) and intent.back:
            self.back()
        elif isinstance(intent, RulesHelp) and self.over is not None:
            self.back()                 # F1 again: back to the game
        else:
            return False          # Escape reaches Scene.back through the app
        return True

    # ------------------------------------------------------------------ drawing

    def animating(self) -> bool:
        return False        # nothing moves here: drawn only after events
