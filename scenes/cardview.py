"""The card viewer: any small card on screen can be read large, with its rule in words.

A scene keeps one ``CardInspector``, passes it every intent first (``on_intent``; ``handle`` for a raw event) with
a ``card_at(pos)`` function (what card is under a screen position), ticks it in ``update`` and draws it last. Resting the pointer on a card for a
moment shows a tooltip beside it (the face large, the kind's name, its rule, its count in the deck); a
right-click opens the card pinned in the middle of the window, over a dim shade, with the whole page the rules
screen has for that card, until a click or a key closes it.

The words are the rules screen's own (each game's page per kind, ``GameScreens.card_page``): the tooltip shows the
page's opening rule (the text before its first sub-heading), the pinned viewer the whole page. The markup is read
as the rules screen reads it (scenes/rules_doc.py): headings, bullets, tables, paragraph breaks.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.typeset import markup_blocks

from .rules_doc import HEADING, TABLE_HEAD, TABLE_ROW
from .shell.intents import Inspect, Intent, Key, Point, PointerLeft, Press, Release, Scroll, intent_of
from .ui import ACCENT, INK, INK_SOFT, PANEL_EDGE, panel

HOVER_DELAY = 0.6            # seconds of resting on one card before its tooltip shows
SHADE = (0, 0, 0, 150)       # behind the pinned viewer
SITUATION = (40, 104, 56)    # a card's situation where it lies (a Canopée tree's points): green, apart from the rule

# (game_id, kind_id), or (game_id, kind_id, situation): each game's screens give its words and pictures
# (GameScreens); a situation is a sentence on this very card where it lies (a Canopée tree's height and points)
Card = tuple


# ---------------------------------------------------------------------------- the words


def card_page(game_id: str, kind_id: str, lang: str, whole: bool = True) -> str:
    """The rules screen's page for a kind, in its markup: whole, or only its opening rule (everything before
    the first sub-heading; the examples, tips and details follow under headings)."""
    from .games import screens_of

    text = screens_of(game_id).card_page(kind_id, lang)
    if whole:
        return text
    lines = text.split("\n")
    heads = [i for i, line in enumerate(lines) if line.strip().startswith("## ")] + [len(lines)]
    if heads[0] == 0 and len(heads) > 1:
        # a page that opens on a heading (a Living Forest card: "What it gives"): its first section, untitled
        return "\n".join(lines[1:heads[1]]).strip()
    return "\n".join(lines[:heads[0]]).strip()


def _card_facts(app, game_id: str, kind_id: str, width: int, lang: str) -> tuple[pygame.Surface, str, str]:
    """(face, name, category · count) of a card of any game."""
    from .games import screens_of

    return screens_of(game_id).card_facts(app, kind_id, width, lang)


def page_blocks(text: str) -> list[tuple]:
    """The page's blocks (game.core.typeset.markup_blocks) with runs of blank lines made one gap and none at
    either end: the viewer's panel spaces paragraphs evenly."""
    blocks: list[tuple] = []
    for block in markup_blocks(text):
        if block == ("gap",) and (not blocks or blocks[-1] == ("gap",)):
            continue
        blocks.append(block)
    while blocks and blocks[-1] == ("gap",):
        blocks.pop()
    return blocks


# ---------------------------------------------------------------------------- the widget


@dataclass
class _Laid:
    """One card's viewer laid out for a window size, in panel coordinates."""

    size: tuple[int, int]
    face: pygame.Surface
    face_pos: tuple[int, int]
    blits: list[tuple[pygame.Surface, tuple[int, int]]] = field(default_factory=list)
    boxes: list[tuple[tuple, pygame.Rect, int]] = field(default_factory=list)   # (colour, rect, width; 0: fill)
    lines: list[str] = field(default_factory=list)    # the rule's words as drawn (table cells row by row)


class CardInspector:
    """Hover or right-click a card to read it. See the module's docstring; the scene owns one."""

    def __init__(self, app) -> None:
        self.app = app
        self._pos: tuple[int, int] | None = None      # the pointer, while it may be resting on a card
        self._hover: Card | None = None               # the card under it
        self._hover_rect: pygame.Rect | None = None   # that card's rect on screen, when card_at gives it
        self._rest = 0.0                              # how long the pointer has rested on that card
        self._shown: Card | None = None
        self._pinned = False
        self._swallow: set[int] = set()               # mouse buttons whose release belongs to the viewer
        self._card_at = None
        self._laid: dict[tuple, _Laid] = {}
        self._shade: pygame.Surface | None = None
        self.panel_rect: pygame.Rect | None = None    # where the viewer was last drawn

    # ------------------------------------------------------------------ state

    @property
    def shown(self) -> Card | None:
        """The card on view (tooltip or pinned), or None."""
        return self._shown

    @property
    def pinned(self) -> bool:
        return self._shown is not None and self._pinned

    @property
    def waiting(self) -> bool:
        """The pointer rests on a card whose tooltip is not up yet: the scene must keep ticking (the app draws
        a still scene only after events)."""
        return self._hover is not None and self._shown is None and not self._pinned

    def cancel(self) -> None:
        """Hide now and forget the hover: nothing shows again before the pointer moves."""
        self._shown = None
        self._pinned = False
        self._hover = None
        self._hover_rect = None
        self._pos = None
        self._rest = 0.0

    def _close(self) -> None:
        self._shown = None
        self._pinned = False
        self._rest = 0.0              # the card under the pointer may show again after a fresh rest

    @staticmethod
    def _split(found) -> tuple[Card | None, pygame.Rect | None]:
        """card_at's answer: (game_id, kind_id), or (game_id, kind_id, rect) so the tooltip keeps off it."""
        if not found:
            return None, None
        card = (found[0], found[1]) + ((found[3],) if len(found) > 3 and found[3] else ())
        rect = pygame.Rect(found[2]) if len(found) > 2 and found[2] is not None else None
        return card, rect

    def _point_at(self, pos, card_at) -> None:
        card, rect = self._split(card_at(pos))
        self._pos = pos
        self._hover_rect = rect
        if card != self._hover:
            self._hover = card
            self._rest = 0.0
            if not self._pinned:
                self._shown = None

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event, card_at) -> bool:
        """A raw event (the screens that still read them): its intent, if it has one."""
        intent = intent_of(event)
        return intent is not None and self.on_intent(intent, card_at)

    def on_intent(self, intent: Intent, card_at) -> bool:
        """card_at(pos) -> (game_id, kind_id) | None, the card under a screen position (a third item, the
        card's rect, lets the tooltip keep clear of the whole card). True when the viewer used the intent."""
        self._card_at = card_at
        if isinstance(intent, Press):
            self._swallow.discard(intent.button)     # a new press: any release still awaited went astray
        if isinstance(intent, Release) and intent.button in self._swallow:
            self._swallow.discard(intent.button)
            return True                      # the release of a click that opened or closed the viewer
        if self.pinned:
            if isinstance(intent, Press) and intent.button in (1, 2, 3):
                self._close()
                self._swallow.add(intent.button)
                return True
            if isinstance(intent, Key):
                self._close()                # any key, Escape included: it closes the viewer, not the scene
                return True
            if isinstance(intent, Point):
                self._point_at(intent.pos, card_at)
                return False                 # moving the pointer neither closes it nor is hidden from the scene
            if isinstance(intent, (Scroll, Press)):
                return True                  # nothing under the shade scrolls while it is open
            return False
        if isinstance(intent, Point):
            if intent.held:
                self.cancel()                # a button held: the player is dragging, not reading
            else:
                self._point_at(intent.pos, card_at)
            return False
        if isinstance(intent, Inspect):
            card, rect = self._split(card_at(intent.pos))
            if card is not None:
                self._pos, self._hover, self._hover_rect = intent.pos, card, rect
                self._shown, self._pinned = card, True
                self._swallow.add(intent.button)
                return True
        if isinstance(intent, Press):
            self._close()                    # a click does something else: the tooltip makes way
            return False
        if isinstance(intent, PointerLeft):
            self.cancel()
        return False

    def update(self, dt: float) -> None:
        """Count the rest on a card; the tooltip shows after HOVER_DELAY. The card under a resting pointer is
        asked again every frame: a replay step or a redeal can change it, or leave nothing there. A tooltip that
        comes or goes here (not on an event) asks the window for a frame: a still scene is drawn only after
        events, and would leave the old tooltip on screen (the monkey's stale-screen check found it in a replay)."""
        shown = self._shown
        self._update(dt)
        if self._shown != shown:
            self.app.redraw()

    def _update(self, dt: float) -> None:
        if self._pinned or self._pos is None or self._card_at is None:
            return
        self._point_at(self._pos, self._card_at)
        if self._hover is None:
            self._rest = 0.0
            self._shown = None
            return
        self._rest += dt
        if self._rest >= HOVER_DELAY:
            self._shown = self._hover

    # ------------------------------------------------------------------ layout

    def scale(self) -> float:
        w, h = self.app.size
        return min(w / 1280, h / 720)

    def laid_out(self, card: Card | None = None, pinned: bool | None = None) -> _Laid:
        """The viewer of ``card`` (default: the one shown) laid out for the window, cached."""
        card = card or self._shown
        pinned = self.pinned if pinned is None else pinned
        key = (card, pinned, self.app.lang, self.app.size)
        laid = self._laid.get(key)
        if laid is None:
            if len(self._laid) > 32:
                self._laid.clear()
            laid = self._laid[key] = self._lay_out(card, pinned)
        return laid

    def _lay_out(self, card: Card, pinned: bool) -> _Laid:
        s, (_, h), fonts, lang = self.scale(), self.app.size, self.app.fonts, self.app.lang
        game_id, kind_id = card[0], card[1]
        situation = card[2] if len(card) > 2 else None
        pad, gap = round(16 * s), round(18 * s)
        margin = round(10 * s)
        col_w = round((390 if pinned else 300) * s)
        face_w = round((240 if pinned else 190) * s)
        note_size = max(12, round(14 * s))
        note = self.app.t("view_close" if pinned else "view_pin")
        note_lines = fonts.wrap_lines(note, "italic", note_size, (face_w + gap + col_w) if pinned else col_w)
        note_h = len(note_lines) * fonts.get("italic", note_size).get_linesize()
        room = h - 2 * margin - 2 * pad - (note_h + round(10 * s) if pinned else 0)
        face_w = max(24, min(face_w, int(room / 1.4)))
        face, name, facts = _card_facts(self.app, game_id, kind_id, face_w, lang)
        text = card_page(game_id, kind_id, lang, whole=pinned)
        body = max(12, round(17 * s))
        while True:                      # the text shrinks (never below a readable size) to fit the window
            laid = _Laid((0, 0), face, (pad, pad))
            x0 = pad + face.get_width() + gap
            bottom = self._column(laid, name, facts, text, x0, pad, col_w, body, s, situation)
            if bottom - pad <= room or body <= 12:
                break
            body -= 1
        text_h = bottom - pad
        if pinned:
            inner_h = max(face.get_height(), text_h)
            y = pad + inner_h + round(10 * s)
            for line in note_lines:
                surf = fonts.text(line, "italic", note_size, INK_SOFT)
                laid.blits.append((surf, (pad + (face.get_width() + gap + col_w - surf.get_width()) // 2, y)))
                y += surf.get_height()
            height = y + pad
        else:                            # the hint sits under the text, beside the face when there is room
            line_h = fonts.get("italic", note_size).get_linesize()
            y = max(bottom + round(8 * s), pad + face.get_height() - note_h)
            for line in note_lines:
                laid.blits.append((fonts.text(line, "italic", note_size, INK_SOFT), (x0, y)))
                y += line_h
            height = max(pad + face.get_height(), y) + pad
        laid.size = (pad + face.get_width() + gap + col_w + pad, min(height, h - 2 * margin))
        return laid

    def _column(self, laid: _Laid, name: str, facts: str, text: str, x0: int, y: int, width: int, body: int,
                s: float, situation: str | None = None) -> int:
        """The name, the facts, the card's situation where it lies (if any) and the rule, from (x0, y) down a
        column ``width`` wide; returns the bottom."""
        fonts = self.app.fonts
        title = fonts.fit(name, "title", max(16, round(26 * s)), INK, width, min_size=14)
        laid.blits.append((title, (x0, y)))
        y += title.get_height() + round(2 * s)
        facts_size = max(12, round(15 * s))
        for line in fonts.wrap_lines(facts, "bold", facts_size, width):
            surf = fonts.text(line, "bold", facts_size, INK_SOFT)
            laid.blits.append((surf, (x0, y)))
            y += surf.get_height()
        if situation:
            y += round(4 * s)
            for line in fonts.wrap_lines(situation, "bold", facts_size, width):
                surf = fonts.text(line, "bold", facts_size, SITUATION)
                laid.blits.append((surf, (x0, y)))
                y += surf.get_height()
        y += round(6 * s)
        laid.boxes.append((PANEL_EDGE, pygame.Rect(x0, y, width, max(1, round(2 * s))), 0))
        y += round(10 * s)
        line_h = fonts.get("regular", body).get_linesize()
        blocks = page_blocks(text)
        for n, block in enumerate(blocks):
            what = block[0]
            if what == "gap":
                y += round(line_h * 0.45)
            elif what == "heading":
                if n:
                    y += round(line_h * 0.3)
                y = self._wrap(laid, block[1], "bold", body, HEADING, x0, width, y)
                y += round(2 * s)
            elif what == "para":
                y = self._wrap(laid, block[1], "regular", body, INK, x0, width, y)
            elif what == "bullet":
                indent = round(16 * s)
                laid.blits.append((fonts.text("•", "bold", body, ACCENT), (x0 + round(3 * s), y)))
                y = self._wrap(laid, block[1], "regular", body, INK, x0 + indent, width - indent, y)
            else:
                y = self._table(laid, block[1], x0, width, y + round(4 * s), body, s) + round(4 * s)
        return y

    def _wrap(self, laid: _Laid, text: str, style: str, size: int, color, x: int, width: int, y: int) -> int:
        fonts = self.app.fonts
        line_h = fonts.get(style, size).get_linesize()
        for line in fonts.wrap_lines(text, style, size, width):
            laid.blits.append((fonts.text(line, style, size, color), (x, y)))
            laid.lines.append(line)
            y += line_h
        return y

    def _table(self, laid: _Laid, rows: list[list[str]], x0: int, width: int, y: int, body: int,
               s: float) -> int:
        """A small table, header row and first column in bold; the font shrinks a little to fit, and a table
        still too wide for the column is turned on its side (its rows become columns)."""
        fonts = self.app.fonts
        ncols = max(len(r) for r in rows)
        rows = [r + [""] * (ncols - len(r)) for r in rows]
        laid.lines.extend(cell for row in rows for cell in row if cell)
        hpad, vpad = round(8 * s), round(3 * s)

        def widths(grid, size):
            return [max(fonts.get("bold" if r == 0 or c == 0 else "regular", size).size(grid[r][c])[0]
                        for r in range(len(grid))) + 2 * hpad for c in range(len(grid[0]))]

        grid, size = rows, body
        while sum(widths(grid, size)) > width and size > max(12, body - 3):
            size -= 1
        if sum(widths(grid, size)) > width:
            grid = [list(col) for col in zip(*rows)]
            size = body
            while sum(widths(grid, size)) > width and size > 10:
                size -= 1
        cols = widths(grid, size)
        row_h = fonts.get("regular", size).get_linesize() + 2 * vpad
        total = sum(cols)
        for r, row in enumerate(grid):
            rect = pygame.Rect(x0, y + r * row_h, total, row_h)
            if r == 0:
                laid.boxes.append((TABLE_HEAD, rect, 0))
            elif r % 2 == 0:
                laid.boxes.append((TABLE_ROW, rect, 0))
            x = x0
            for c, cell in enumerate(row):
                style = "bold" if r == 0 or c == 0 else "regular"
                surf = fonts.text(cell, style, size, INK)
                cx = x + hpad if c == 0 else x + (cols[c] - surf.get_width()) // 2
                laid.blits.append((surf, (cx, rect.y + vpad)))
                x += cols[c]
        laid.boxes.append((PANEL_EDGE, pygame.Rect(x0, y, total, row_h * len(grid)), max(1, round(s))))
        return y + row_h * len(grid)

    # ------------------------------------------------------------------ where it goes

    def place(self, size: tuple[int, int], pinned: bool, keep_clear=()) -> pygame.Rect:
        """The viewer's rect on screen: pinned, centred; as a tooltip, beside the card under the pointer (or
        the pointer itself when card_at gives no rect), never over it, clear of the ``keep_clear`` rects (the
        scene's buttons) where a side allows it, and always inside the window."""
        w, h = self.app.size
        s = self.scale()
        margin = round(10 * s)
        box = pygame.Rect((0, 0), size)
        screen = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        if pinned or self._pos is None:
            box.center = (w // 2, h // 2)
            return box.clamp(screen)
        avoid = self._hover_rect
        if avoid is None or not avoid.collidepoint(self._pos):
            reach = round(14 * s)           # the pointer and a little around it
            avoid = pygame.Rect(self._pos[0] - reach, self._pos[1] - reach, 2 * reach, 2 * reach)
        gap = round(12 * s)
        px, py = self._pos
        tries = [
            pygame.Rect(avoid.right + gap, py - box.h // 3, *size),        # right of the card
            pygame.Rect(avoid.x - gap - box.w, py - box.h // 3, *size),    # left of it
            pygame.Rect(px - box.w // 2, avoid.bottom + gap, *size),       # below
            pygame.Rect(px - box.w // 2, avoid.y - gap - box.h, *size),    # above
        ]
        best, best_cover = None, None
        for rect in tries:          # the first side where, kept inside the window, it covers nothing (the card
            moved = rect.clamp(screen)     # first, then the buttons), else the one covering the least
            over = moved.clip(avoid)
            buttons = sum(moved.clip(r).w * moved.clip(r).h for r in keep_clear)
            cover = (over.w * over.h, buttons)
            if cover == (0, 0):
                return moved
            if best_cover is None or cover < best_cover:
                best, best_cover = moved, cover
        return best

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, keep_clear=()) -> None:
        """Drawn last, over the whole scene; a tooltip keeps off the ``keep_clear`` rects where it can."""
        card = self._shown
        if card is None:
            self.panel_rect = None
            return
        pinned = self._pinned
        laid = self.laid_out(card, pinned)
        s = self.scale()
        if pinned:
            if self._shade is None or self._shade.get_size() != surface.get_size():
                self._shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self._shade.fill(SHADE)
            surface.blit(self._shade, (0, 0))
        rect = self.place(laid.size, pinned, keep_clear)
        self.panel_rect = rect
        panel(surface, rect, radius=max(8, round(12 * s)))
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-2, -2).clip(clip))
        fx, fy = rect.x + laid.face_pos[0], rect.y + laid.face_pos[1]
        shadow = pygame.Surface(laid.face.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 60), shadow.get_rect(), border_radius=round(laid.face.get_width() * 0.07))
        surface.blit(shadow, (fx + round(2 * s), fy + round(4 * s)))
        surface.blit(laid.face, (fx, fy))
        for color, box, width in laid.boxes:
            moved = box.move(rect.topleft)
            if width:
                pygame.draw.rect(surface, color, moved, width=width, border_radius=max(3, round(5 * s)))
            else:
                pygame.draw.rect(surface, color, moved)
        for surf, (x, y) in laid.blits:
            surface.blit(surf, (rect.x + x, rect.y + y))
        surface.set_clip(clip)

    def text_blits(self) -> list[pygame.Rect]:
        """Every text and box of the viewer on screen as last drawn (for checks that nothing leaves it)."""
        if self._shown is None or self.panel_rect is None:
            return []
        laid = self.laid_out()
        out = [pygame.Rect(self.panel_rect.x + x, self.panel_rect.y + y, *surf.get_size())
               for surf, (x, y) in laid.blits]
        out += [box.move(self.panel_rect.topleft) for _, box, _ in laid.boxes]
        out.append(pygame.Rect(self.panel_rect.x + laid.face_pos[0], self.panel_rect.y + laid.face_pos[1],
                               *laid.face.get_size()))
        return out
