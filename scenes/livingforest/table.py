"""The Living Forest table: the Circle of Spirits, the reserve and the tree dispensers everyone shares, the seat on
screen's forest, Help Line and piles large, the other Spirits compact beside, and the strip where every decision of
LIVING_FOREST.md §11 is asked — Reveal / Stop and the Fragment in the draw phase, the five actions, the cards to
attract, the fires to put out, the tree dragged onto its cell, the rock to move to, the tile to steal, the bonuses.

The table reads the game only through the seat's view (``self.view``) and submits only actions of
``view.legal_actions()``. The draw phase is simultaneous: the controller (scenes/shell/match.py) shows each human in
turn behind the hand-off screen. Undo works inside the active human's action phase (marks taken when it begins and
at each action, ``Match.rewind``), never after a Reveal, never across a computer's action.

Modules beside this one: table_layout (geometry), table_prompt (each decision's words and choices), table_show
(computers' turns and the end of a round, told step by step), table_states (the game as it stood at the moment
told: drawn meanwhile instead of the live game), table_draw (the drawing), table_art (the pictures).
"""
from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, tr
from game.livingforest import actions as A
from game.livingforest.rules_text import rock_piece
from game.session import Match

from ..shell.table_base import TableBase
from ..shell.telling import TellingTable
from ..ui import ACCENT, ENTER_KEYS, HIGHLIGHT, INK, LIGHT, Button
from .board import ForestBoard
from .circle import CircleOfSpirits
from .glyphs import seat_colours
from .table_art import aspect
from .table_draw import FLIP_SECONDS, Flight, TableDrawing
from .table_layout import TableLayout, settle_row, table_layout
from .table_prompt import Choice, Prompt, PromptMaker
from .table_show import Show
from .table_states import Positions

FLY_BACK_SECONDS = 0.3
CLICK_SLOP = 6
# what a click on the table answers -> the prompt's mapping of it to its action
TARGET_FIELDS = {"order": "order", "card": "cards", "fire": "fires", "tree": "trees", "cell": "cells",
                 "rock": "rocks"}
STEP_KEYS = {pygame.K_TAB: 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}              # a press and release closer than this is a click, not a drag


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

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            if event.type == pygame.MOUSEMOTION:
                self.hover = self.rect.collidepoint(event.pos)
            return False
        return super().handle(event)


class LivingForestTable(TableDrawing, TellingTable, TableBase):
    def __init__(self, app, match: Match, autosave: bool = True, **kw) -> None:
        # the table's own state first: the match starts in TableBase.__init__ and calls the hooks
        rules = match.game.rules
        self.colours = seat_colours(match)
        self.circle = CircleOfSpirits(app, rules)
        self.boards = [ForestBoard(app, rules) for _ in range(match.game.players)]
        self.show = Show()
        self.positions = Positions(match)       # the game as it stood at the moment being told
        self.places: dict[int, list[int | None]] = {}     # each reserve row's cards in their places
        # what was played before this screen opened (a game resumed) is not told again
        self.show.feed(match.game, match.names(app.lang), app.lang, set(), silent=True)
        self._fed = None
        self.drag: tuple[str, tuple[int, int], tuple[int, int]] | None = None   # (tree, grab offset, press pos)
        self.drag_pos = (0, 0)
        self.hover_pos = (-1, -1)
        self.focus = -1                         # keyboard: index in ``focusables``
        self.flights: list[Flight] = []
        self.flips: dict[int, tuple[int, float]] = {}    # seat -> (help line length, time) of the card turning
        self._help_seen: list[int] | None = None
        self.marks: list[int] = []              # undo points of the active human's turn
        self.mark_turn: tuple | None = None
        self.until = False                      # "reveal until a Solitary" running
        self.scores_due = False
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._slot_widths: dict[tuple, object] = {}
        # the order of attracted cards on the draw pile, set on the table before anything is played: (the
        # decision it is for, the cards drawn first first), and the card clicked first for a swap
        self.order_draft: tuple[tuple, list[int]] | None = None
        self.order_picked: int | None = None
        super().__init__(app, match, autosave)
        self._feed()
        self._sync_marks()

    # ------------------------------------------------------------------ the controller's hooks

    def turn_began(self, new_seat: bool) -> None:
        self.drag = None
        self.focus = -1
        self.until = False
        self._feed()
        self._sync_marks()

    def accepted(self) -> None:
        self.message = None
        self.focus = -1
        self._feed()
        self._sync_marks()

    def refresh(self) -> None:
        self._sync_marks()
        super().refresh()

    def show_scores(self) -> None:
        self._feed()
        if self.show.queue:
            self.scores_due = True           # the last round's end plays first
            return
        self.app.replace(self.score_scene())

    def score_scene(self):
        from .scoring import LivingForestScoring

        return LivingForestScoring(self.app, self.match)

    def hint_put_away(self) -> bool:
        return True                          # no hint button on this table

    def memo_key(self):
        return self.app.lang, self.shown_event(), self.order_draft, self.order_picked

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: round 3 has begun and nothing moves."""
        st = self.match.game
        return st.round >= 3 and not self.show.queue and not self.flights and not self.flips \
            and self.reveal_timer <= 0

    def title(self) -> str:
        return self.match.game.rules.name(self.app.lang)

    # ------------------------------------------------------------------ the show

    def _feed(self) -> None:
        """Tell what the game did since the last frame (nothing with animations off: it is only marked seen)."""
        if self._fed == self.game_key():
            return
        self._fed = self.game_key()
        game = self.match.game
        if self.app.settings.animation_speed:
            self.show.feed(game, self.match.names(self.app.lang), self.app.lang, set(self.match.humans),
                           tell_turns=not self.spectating)
            self.reveal_timer = max(self.reveal_timer, self.show.remaining())
        else:
            self.show.seen_events = len(game.events())

    def log_state(self):
        """The log as the moment told stands: a round's end shows its lines step by step, never ahead."""
        return self.shown_state() if self.playing_show() else self.match.game

    def shown_event(self) -> int | None:
        """While a beat is told, the event right after which the game is drawn (None: the live game): a turn
        over the state it left, an end-of-round step over the state before it while its pieces fly, then after."""
        beat = self.show.current if self.show.queue else None
        if beat is None or beat.after is None:
            return None
        if beat.before is not None and self.show.flight() < 1.0:
            return beat.before
        return beat.after

    def shown_state(self):
        """The game the table draws: the position being told, else the live game (states from the rules only,
        worked out once per beat, see table_states)."""
        k = self.shown_event()
        if k is None:
            return self.match.game
        beat = self.show.current
        own = [i for i in (beat.before, beat.after) if i is not None]
        along = [i for b in self.show.queue for i in (b.before, b.after) if i is not None]
        self.positions.prepare(own, along)
        return self.positions.after(k)

    def shown_view(self):
        """The seat on screen's view of the game drawn (never more than that seat sees)."""
        return self.shown_state().view(self.seat if self.seat is not None else 0)

    # ------------------------------------------------------------------ undo (§11 "Undo policy")

    def _sync_marks(self) -> None:
        """The active human's turn: a mark where it began (the marks of another turn are forgotten)."""
        view = self.view
        if view is None or self.spectating or view.phase != "action" or view.active != self.seat:
            self.marks = []
            self.mark_turn = None
            return
        turn = (view.round, self.seat)          # a seat has one turn a round
        if turn != self.mark_turn:
            self.mark_turn = turn
            self.marks = [self.match.undo_mark()] if not view.actions_taken(self.seat) else []

    def may_undo(self) -> bool:
        now = self.match.undo_mark()
        return bool(self.marks) and any(m < now for m in self.marks) and not self.spectating

    def undo(self) -> None:
        if not self.may_undo():
            return
        now = self.match.undo_mark()
        target = max(m for m in self.marks if m < now)
        self.match.rewind(target)
        self.marks = [m for m in self.marks if m <= target]
        self.message = None
        self.focus = -1
        self.drag = None
        self.order_draft = None
        self._help_seen = None
        self.refresh()

    # ------------------------------------------------------------------ the prompt

    def prompt(self) -> Prompt | None:
        def make():
            view = self.view
            if view is None or self.spectating or self.seat not in self.match.game.to_act():
                return None
            return PromptMaker(view, self.match.names(self.app.lang), self.app.lang).make()
        return self._memo("prompt", make)

    def lit_cells(self) -> tuple:
        prompt = self.prompt()
        if prompt is None or prompt.decision not in ("plant", "plant_cell"):
            return ()
        return tuple(prompt.cells)

    # ------------------------------------------------------------------ layout

    def strip_height(self) -> int:
        fonts = self.app.fonts
        pad = max(6, self.app.size[0] // 180)
        return (2 * pad + fonts.get("bold", self.fs(21)).get_linesize()
                + 2 * fonts.get("regular", self.fs(16)).get_linesize() + self.button_h() + pad)

    def button_h(self) -> int:
        return int(42 * self.s)

    def geometry(self) -> TableLayout:
        def make():
            seat = self.seat if self.seat is not None else 0
            lay = table_layout(self.app.size, self.s, self.top_bar.h, self.match.game.players, seat,
                               self.show_log, aspect(), self.label_h(self.fs(17)), self.strip_height())
            self.circle.layout(lay.circle)
            areas = ([lay.mine] if lay.mine else []) + lay.others
            for area in areas:
                self.boards[area.seat].layout(area.board)
            return lay
        return self._memo("geometry", make)

    def place(self, size: tuple[int, int]) -> None:
        self._layer_key = None

    def label_h(self, size: int) -> int:
        return self.app.fonts.get("bold", size).get_linesize()

    def log_rect(self) -> pygame.Rect | None:
        return self.geometry().log

    def message_place(self) -> tuple[tuple[int, int], int]:
        strip = self.geometry().strip
        return (strip.centerx, strip.y - 2), strip.w

    # where the things a click answers lie

    def slot_rect(self, level: int, i: int) -> pygame.Rect:
        """The i-th place of a reserve row (``rules.reserve_row`` places, then the level's stack)."""
        lay = self.geometry()
        rect = lay.reserve_rows[level]
        cw = lay.card_w
        ch = round(cw * aspect())
        step = cw + lay.gap // 2
        size = self.match.game.rules.reserve_row
        span = size * step + int(cw * 0.62)
        x0 = rect.x + max(0, (rect.w - span) // 2)
        return pygame.Rect(x0 + i * step, rect.y + self.label_h(self.fs(15)), cw, ch)

    def reserve_places(self) -> dict[int, list[int | None]]:
        """Each level's places, left to right: the card lying there or None. A card taken leaves its place empty
        (the others never slide) until the refill lays new cards there (``settle_row``)."""
        def make():
            view = self.shown_view()
            size = view.rules.reserve_row
            for level, row in view.rows().items():
                self.places[level] = settle_row(self.places.get(level, []), list(row), size)
            return {level: list(p) for level, p in self.places.items()}
        return self._memo("reserve_places", make)

    def reserve_slots(self) -> list[tuple[int, int, pygame.Rect]]:
        """(level, card, rect) of every face-up reserve card."""
        def make():
            return [(level, card, self.slot_rect(level, i)) for level, places in self.reserve_places().items()
                    for i, card in enumerate(places) if card is not None]
        return self._memo("reserve_slots", make)

    def stack_rect(self, level: int) -> pygame.Rect:
        last = self.slot_rect(level, self.match.game.rules.reserve_row)
        w = int(last.w * 0.62)
        h = round(w * aspect())
        return pygame.Rect(last.x, last.centery - h // 2, w, h)

    def tree_slots(self) -> list[tuple[str, pygame.Rect]]:
        def make():
            lay = self.geometry()
            trees = list(self.match.game.rules.trees)
            size = lay.tree_size
            per_row = (len(trees) + 1) // 2             # two rows (six tiles each)
            step = min(size + lay.gap, (lay.dispensers.w - size) // max(1, per_row - 1))
            x0 = lay.dispensers.x + (lay.dispensers.w - (step * (per_row - 1) + size)) // 2
            # each tile's count astride its top edge: half a pill above each row
            pill = self.label_h(self.fs(13)) // 2
            row_step = max(size + pill + lay.gap // 2, (lay.dispensers.h - pill) // 2)
            y0 = lay.dispensers.y + pill + max(0, (lay.dispensers.h - pill - row_step - size) // 2)
            return [(t, pygame.Rect(x0 + (i % per_row) * step, y0 + (i // per_row) * row_step, size, size))
                    for i, t in enumerate(trees)]
        return self._memo("tree_slots", make)

    def order_cards(self) -> list[int]:
        """The attracted cards as they will lie on the draw pile, the one drawn first first: as the player set
        them, else §6.5's default (the last attracted on top). Nothing is played before the player puts them on
        the pile (issue 23: with two cards, the first click had played both and the second fell on what came
        next)."""
        prompt = self.prompt()
        if prompt is None or not prompt.order:
            return []
        key = (len(self.match.game.actions_log()), self.seat, tuple(prompt.order))
        if self.order_draft is None or self.order_draft[0] != key:
            self.order_draft = (key, list(reversed(list(prompt.order))))    # attracted first ends lowest
            self.order_picked = None
        return list(self.order_draft[1])

    def pick_order(self, card: int) -> bool:
        """A click on an attracted card: the first one picked, the second swaps places with it (the same card
        again: put back)."""
        cards = self.order_cards()
        if card not in cards:
            return False
        picked = self.order_picked
        if picked is None or picked not in cards:
            self.order_picked = card
        elif picked == card:
            self.order_picked = None
        else:
            i, j = cards.index(picked), cards.index(card)
            cards[i], cards[j] = cards[j], cards[i]
            self.order_draft = (self.order_draft[0], cards)
            self.order_picked = None
        return True

    def confirm_order(self) -> bool:
        """The cards onto the draw pile as arranged: the one drawn last first, the one drawn first last (the
        rules lay the last card by themselves)."""
        cards = self.order_cards()
        self.order_picked = None
        return self.submit_all(tuple(A.top(c) for c in reversed(cards))[:-1])

    def order_slots(self) -> list[tuple[int, pygame.Rect]]:
        """The attracted cards to put on the draw pile, in the dialog over the seat's area, left to right in the
        order they will be drawn (their numbers in badges astride their top edges)."""
        def make():
            cards = self.order_cards()
            if not cards:
                return []
            box = self.order_box()
            n = len(cards)
            gap = self.geometry().gap
            badge = self.order_badge()
            top = box.y + gap + self.label_h(self.fs(20)) + badge
            room = pygame.Rect(box.x + gap, top, self.order_confirm_rect().x - gap - box.x - gap,
                               box.bottom - gap - top)
            cw = int(min(140 * self.s, (room.w - gap * (n - 1)) / n, room.h / aspect()))
            ch = round(cw * aspect())
            x0 = room.centerx - (n * cw + (n - 1) * gap) // 2
            return [(c, pygame.Rect(x0 + i * (cw + gap), top, cw, ch)) for i, c in enumerate(cards)]
        return self._memo("order_slots", make)

    def order_badge(self) -> int:
        """The radius of a card's number in the order dialog."""
        return max(9, round(11 * self.s))

    def order_box(self) -> pygame.Rect:
        mine = self.geometry().mine
        return mine.rect.inflate(-mine.rect.w // 6, -max(4, mine.rect.h // 12))

    def order_confirm_rect(self) -> pygame.Rect:
        """The order dialog's own button, in its bottom right corner: a second click on it after the cards went
        on the pile lands on the seat's area, never on the next decision's buttons."""
        box = self.order_box()
        gap = self.geometry().gap
        size = self.fs(18)
        w = max(self.app.fonts.get("bold", size).size(tr("lft_order_confirm", lang))[0] for lang in LANGUAGES)
        w += ActionButton.PAD + round(4 * self.s)
        return pygame.Rect(box.right - gap - w, box.bottom - gap - self.button_h(), w, self.button_h())

    # ------------------------------------------------------------------ buttons

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
            buttons.append(ActionButton(choice.label, lambda c=choice: self.press(c), rects[choice.key],
                                        primary=choice.primary, enabled=choice.enabled, size=size,
                                        reason=choice.reason, key=choice.key, icon=icons[choice.key]))
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

    # ------------------------------------------------------------------ actions

    def submit_all(self, actions) -> bool:
        for i, action in enumerate(actions):
            if i and action not in self.match.game.legal_actions(self.seat):
                return False
            if isinstance(action, A.Act):
                self.marks.append(self.match.undo_mark())
            if not self._submit(action):
                return False
        return True

    def press(self, choice: Choice) -> None:
        if choice.local == "undo":
            self.undo()
        elif choice.local == "order_confirm":
            self.confirm_order()
        elif choice.local == "until":
            self.reveal_until()
        elif choice.actions:
            self.submit_all(choice.actions)

    def reveal_until(self) -> None:
        """§11 D3: reveal until a Solitary card shows (or the draw must stop, or a Fragment question comes)."""
        seat = self.seat
        rules = self.match.game.rules
        for _ in range(60):
            view = self.match.view(seat)
            if view.decision() != "draw" or A.REVEAL not in view.legal_actions():
                break
            if not self._submit(A.REVEAL) or self.seat != seat:
                break
            help_line = self.match.view(seat).help_line(seat)
            if not help_line or rules.cards[help_line[-1]].symbol == "S":
                break

    # ------------------------------------------------------------------ input

    def play_event(self, event: pygame.event.Event) -> bool:
        if self.playing_show():
            return self.show_event(event)
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = event.pos
            self.drag_pos = event.pos
            return self.drag is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def target_at(self, pos) -> tuple[str, object] | None:
        """What a click at ``pos`` answers in the pending decision (None: nothing)."""
        prompt = self.prompt()
        if prompt is None:
            return None
        if prompt.order:
            for card, rect in self.order_slots():
                if rect.collidepoint(pos):
                    return ("order", card)
            return None
        if prompt.cards:
            for _, card, rect in self.reserve_slots():
                if card in prompt.cards and rect.collidepoint(pos):
                    return ("card", card)
        if prompt.fires:
            i = self.circle.fire_at(pos)
            if i is not None:
                centre = self.view.centre()
                if i < len(centre) and centre[i] in prompt.fires:
                    return ("fire", centre[i])
        if prompt.trees:
            for tree, rect in self.tree_slots():
                if tree in prompt.trees and rect.collidepoint(pos):
                    return ("tree", tree)
        if prompt.cells and prompt.decision == "plant_cell":
            cell = self.boards[self.seat].cell_at(pos)
            if cell in prompt.cells:
                return ("cell", cell)
        if prompt.rocks:
            rock = self.circle.rock_at(pos)
            if rock in prompt.rocks:
                return ("rock", rock)
        return None

    def actions_for(self, target) -> tuple:
        prompt = self.prompt()
        what, value = target
        found = getattr(prompt, TARGET_FIELDS[what]).get(value)
        return (found,) if found is not None else ()

    def _mouse_down(self, pos) -> bool:
        target = self.target_at(pos)
        if target is None:
            return False
        if target[0] == "tree":
            rect = dict(self.tree_slots())[target[1]]
            self.drag = (target[1], (pos[0] - rect.x, pos[1] - rect.y), pos)
            self.drag_pos = pos
            self.focus = -1
            return True
        self.focus = -1
        if target[0] == "order":
            return self.pick_order(target[1])
        return self.submit_all(self.actions_for(target))

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return False
        tree, offset, start = self.drag
        self.drag = None
        prompt = self.prompt()
        if prompt is None or tree not in prompt.trees:
            return True
        if abs(pos[0] - start[0]) <= CLICK_SLOP and abs(pos[1] - start[1]) <= CLICK_SLOP:
            # a click on a tree: chosen; the cell is clicked next (Another tree takes it back)
            return self.submit_all((prompt.trees[tree],))
        cell = self.boards[self.seat].cell_at(pos)
        if cell is not None and cell in prompt.cells:
            return self.submit_all((prompt.trees[tree], A.cell(*cell)))
        # anywhere else: the tree flies back to its dispenser and nothing changes
        home = dict(self.tree_slots())[tree]
        if self.app.settings.animation_speed:
            self.flights.append(Flight("tree", tree, (pos[0] - offset[0], pos[1] - offset[1]), home.topleft,
                                       home.w, FLY_BACK_SECONDS))
        if self.boards[self.seat].rect.collidepoint(pos):
            self.message = self.t("lft_not_there")
        return True

    # keyboard: Tab / arrows move the focus over the things to click and the buttons, Enter acts

    def focusables(self) -> list[tuple[str, object]]:
        """What Tab reaches, in the table's reading order: the things a click answers, then the buttons."""
        if (prompt := self.prompt()) is None:
            return []
        out: list[tuple[str, object]] = [("order", c) for c, _ in self.order_slots()]
        out += [("card", c) for _, c, _ in self.reserve_slots() if c in prompt.cards]
        if prompt.fires:
            seen = set()
            for v in self.view.centre():
                if v in prompt.fires and v not in seen:
                    seen.add(v)
                    out.append(("fire", v))
        out += [("tree", t) for t, _ in self.tree_slots() if t in prompt.trees]
        if prompt.decision == "plant_cell":
            out += [("cell", c) for c in prompt.cells]
        out += [("rock", r) for r in sorted(prompt.rocks, key=lambda r: prompt.rocks[r].distance)]
        out += [("button", i) for i, b in enumerate(self.column.buttons) if b.enabled]
        return out

    def focused(self) -> tuple[str, object] | None:
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    def _key(self, event) -> bool:
        key = event.key
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE) or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if self.may_undo():
                self.undo()
                return True
            return False
        if key == pygame.K_ESCAPE:
            prompt = self.prompt()
            if self.focus >= 0:
                self.focus = -1
                self.column.clear_focus()
                return True
            if prompt is not None and A.BACK in self.view.legal_actions():
                return self.submit_all((A.BACK,))
            return False
        items = self.focusables()
        step = STEP_KEYS.get(key)
        if step and items:
            if key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                step = -1
            self.focus = (self.focus + step) % len(items) if 0 <= self.focus < len(items) else (len(items) - 1 if step < 0 else 0)
            self._sync_focus(items)
            return True
        if key not in ENTER_KEYS or not items:
            return False
        if not 0 <= self.focus < len(items):
            # Enter with nothing focused: the strip's primary button (Space is left to others)
            primary = next((b for b in self.column.buttons if b.primary and b.enabled), None)
            if primary is None or key == pygame.K_SPACE:
                return False
            primary.action()
            return True
        what, value = items[self.focus]
        if what == "order":                      # the focus stays on the place: Tab to another card, Enter swaps
            return self.pick_order(value)
        self.focus = -1
        self.column.clear_focus()
        if what == "button":
            self.column.buttons[value].action()
            return True
        return self.submit_all(self.actions_for((what, value)))

    def _sync_focus(self, items) -> None:
        """The button column's own focus follows the table's when it is on a button."""
        on = items[self.focus] if 0 <= self.focus < len(items) else None
        if on is not None and on[0] == "button":
            self.column.focus_on(on[1])
        else:
            self.column.clear_focus()

    # ------------------------------------------------------------------ every frame

    def before_update(self, dt: float) -> None:
        self._feed()
        speed = max(self.app.settings.animation_speed, 0.0) * self.spectator_speed
        telling = bool(self.show.queue)
        if speed and telling and not (self.private or self.confirming_leave):
            self.show.update(dt * speed)          # the beats play while the table is in view
        elif not speed:
            self.show.skip()
        if telling and not self.show.queue:
            self._buttons()                       # the strip's buttons come back
        if self.show.queue:
            self.reveal_timer = self.show.remaining()
        elif not speed:
            self.reveal_timer = 0.0
        self._watch_help_lines()
        step = dt * max(speed, 0.01)
        for flight in self.flights:
            flight.time += step
        self.flights = [f for f in self.flights if f.time < f.delay + f.duration]
        self.flips = {s: (n, t + step) for s, (n, t) in self.flips.items() if t + step < FLIP_SECONDS}

    def after_update(self, dt: float) -> None:
        self.scores_when_told()

    def _watch_help_lines(self) -> None:
        """A Help Line that grew by a card: that card turns over into it (a short flip)."""
        game = self.match.game
        lengths = [len(game.view(s).help_line(s)) for s in range(game.players)]
        old, self._help_seen = self._help_seen, lengths
        if old is None or len(old) != len(lengths) or not self.app.settings.animation_speed:
            return
        for s, (a, b) in enumerate(zip(old, lengths)):
            if b == a + 1:
                self.flips[s] = (b, 0.0)

    def moving(self) -> bool:
        return bool(self.flights) or bool(self.flips) or self.drag is not None or self.scores_due or \
            self.telling_moves()

    # ------------------------------------------------------------------ the top bar

    def progress_text(self) -> str:
        st = self.shown_state() if self.playing_show() else self.match.game
        beat = self.show.current if self.playing_show() else None
        if beat is not None and beat.kind != "turn":
            return self.t("lft_show_end", n=st.round)
        return self.t("lft_progress", n=st.round, phase=self.t("lft_phase_" + st.phase))

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """Whose screen it is and what to do; a demo's seat; the telling going on; a computer thinking."""
        names = self.match.names(self.app.lang)
        name = names[self.seat] if self.seat is not None else ""
        thinking = self.computers_thinking
        prompt = None if self.spectating or self.playing_show() or thinking else self.prompt()
        for due, text, colour in (
                (self.spectating, lambda: self.t("watching", name=name), ACCENT),
                (self.playing_show(), lambda: self.t("lft_watch"), HIGHLIGHT),
                (bool(thinking), lambda: self.t("thinking_one", name=names[thinking[0]]), HIGHLIGHT),
                (prompt is not None, lambda: self.t("lft_your_turn", name=name, what=prompt.title), ACCENT)):
            if due:
                return text(), colour
        return "", LIGHT

    # ------------------------------------------------------------------ the card viewer

    def card_at(self, pos):
        if self.private:
            return None
        if self.playing_show() and self.beat_rect().collidepoint(pos):
            return None                      # the panel telling the beat hides the cards under it
        for _, card, rect in self.reserve_slots():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        for card, rect in self.order_slots():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        for seat, card, rect in self.help_rects():
            if rect.collidepoint(pos):
                return "living-forest", str(card), rect
        return self.piece_at(pos)

    def piece_at(self, pos):
        """The trees (dispensers, forests), the Circle's rocks and the boards' corner and line bonuses: read in the
        card viewer as the cards are (the forests as drawn now, a moment told included)."""
        for tree, rect in self.tree_slots():
            if rect.collidepoint(pos):
                return "living-forest", tree, rect
        lay = self.geometry()
        view = self.shown_view()
        for area in ([lay.mine] if lay.mine else []) + lay.others:
            found = self.boards[area.seat].piece_at(pos, view.forest(area.seat))
            if found is not None:
                return ("living-forest",) + found
        rock = self.circle.rock_at(pos)
        if rock is not None:
            return "living-forest", rock_piece(rock), self.circle.rock_rect(rock)
        return None
