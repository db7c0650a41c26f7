"""The game log panel: every reveal of a game (game.gamelog) in a scrolling panel, with card icons.

    panel = GameLogPanel(app)
    panel.draw(surface, rect, game, names, highlight=None, until=None)   # every frame
    panel.on_intent(intent, rect)                                          # every intent; True when it used it

The newest entry is at the bottom and the panel follows it as the game goes on, unless the player has scrolled
up (scrolling back to the bottom follows again). The mouse wheel scrolls while the pointer is over the panel,
PageUp / PageDown while it is hovered or ``focused`` (a click in the panel focuses it). ``highlight`` is an
entry's ``step`` (the replay's step): that entry is framed and scrolled into view, the later ones dimmed
(0, the deal: every entry dimmed, the list at its top). ``until`` is (an entry's ``step``, n): the log as a table
telling the game has reached it, that entry's first n lines and none of the later entries (a computer's turn,
an end of season whose steps are being shown: its points are not in the log before their step is).
The text is laid out once per game state, width, language and ``until``; a frame only blits the visible lines.

``hovered(rect)`` is what the pointer rests on: an item's line gives that item, an entry's header every item of
the entry (each ``LogItem`` says in its ``spots`` where its cards lie). A table lights those cards on its boards
(``TableBase.log_marks``) and then draws the panel with ``hover=True``, which shades the lines pointed at so the
link shows at both ends.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

import pygame

from game.gamelog import log_lines


from .games import card_icon, screens_of
from .shell.intents import Intent, Page, Point, PointerLeft, Press, Release, Scroll, intent_of
from .ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, panel

FILL = (30, 58, 48)
EDGE = (70, 104, 88)
HEADER_INK = (236, 196, 120)
SWAP_INK = (150, 214, 255)
LIT_FILL = (52, 92, 74)
HOVER_FILL = (44, 80, 64)        # the lines pointed at, whose cards are lit on the boards


@dataclass
class _Line:
    """A laid-out piece of the log: ``surf`` at (x, y) of the content."""

    x: int
    y: int
    surf: pygame.Surface


class GameLogPanel:
    def __init__(self, app, title: bool = True) -> None:
        self.app = app
        self.title = title
        self.scroll = 0                  # pixels of content above the view
        self.follow = True               # keep the newest entry in view
        self.focused = False
        self._mouse: tuple[int, int] | None = None
        self._key = None
        self._lines: list[_Line] = []
        self._icons: list[tuple[int, int, str | None]] = []   # (x, y, kind id, or None: the cards drawn)
        self._bounds: dict[int, tuple[int, int]] = {}                  # step -> (top, bottom) in the content
        # what a pointer may rest on: (top, bottom) in the content, the items it stands for (an item's line:
        # that item; an entry's header: all of the entry's) and the step of its entry (the header: None)
        self._pieces: list[tuple[int, int, tuple, int | None]] = []
        self._content_h = 0
        self._line_h = 20
        self._icon_size = 20
        self._stops: list[int] = [0]
        self._last_highlight: int | None = None
        self._view = pygame.Rect(0, 0, 0, 0)
        self._game_id = ""
        self.content_width = 0

    # ------------------------------------------------------------------ sizes

    def _scale(self) -> float:
        w, h = self.app.size
        return max(0.8, min(w / 1600, h / 900, 1.6))

    def _view_rect(self, rect: pygame.Rect) -> pygame.Rect:
        k = self._scale()
        pad = round(10 * k)
        top = round(38 * k) if self.title else pad
        return pygame.Rect(rect.x + pad, rect.y + top, rect.w - 2 * pad, rect.h - top - pad)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event, rect: pygame.Rect) -> bool:
        """A raw event (the screens that still read them): its intent, if it has one."""
        intent = intent_of(event)
        return intent is not None and self.on_intent(intent, rect)

    def on_intent(self, intent: Intent, rect: pygame.Rect) -> bool:
        if isinstance(intent, (Point, Press, Release)):
            self._mouse = intent.pos
        elif isinstance(intent, PointerLeft):       # the pointer left the window: it rests on nothing here
            self._mouse = None
        if isinstance(intent, Press) and intent.button == 1:
            self.focused = rect.collidepoint(intent.pos)
            return False
        hovered = self._mouse is not None and rect.collidepoint(self._mouse)
        if isinstance(intent, Scroll) and hovered:
            self.scroll_by(-intent.dy * 3 * self._line_h, rect)
            return True
        if isinstance(intent, Page) and (hovered or self.focused):
            page = max(self._line_h, self._view_rect(rect).h - 2 * self._line_h)
            self.scroll_by(intent.pages * page, rect)
            return True
        return False

    def scroll_by(self, dy: int, rect: pygame.Rect) -> None:
        most = self._max_scroll(rect)
        self.scroll = max(0, min(most, self.scroll + dy))
        self.follow = self.scroll >= most

    def _max_scroll(self, rect: pygame.Rect) -> int:
        return max(0, self._content_h - self._view_rect(rect).h)

    def entry_at(self, pos, rect: pygame.Rect) -> int | None:
        """The step of the entry drawn at ``pos`` (as last drawn in ``rect``), if any."""
        view = self._view_rect(rect)
        if not view.collidepoint(pos):
            return None
        y = pos[1] - view.y + self.scroll
        for step, (top, bottom) in self._bounds.items():
            if top <= y < bottom:
                return step
        return None

    def _piece_at(self, pos, rect: pygame.Rect) -> tuple[int, int, tuple, int | None] | None:
        """The piece (an item's line, or an entry's header) drawn whole at ``pos`` as last laid out in ``rect``."""
        if pos is None:
            return None
        view = self._view_rect(rect)
        if not view.collidepoint(pos):
            return None
        y = pos[1] - view.y + self.scroll
        first = self._snap(self.scroll, self._content_h)           # a piece cut by an edge is not drawn
        for piece in self._pieces:
            top, bottom = piece[:2]
            if top <= y < bottom:
                shown = top >= first and bottom - self.scroll <= view.h
                return piece if shown else None
        return None

    def hovered(self, rect: pygame.Rect) -> tuple:
        """The items the pointer rests on in the panel drawn in ``rect`` (``LogItem``s: one for an item's line,
        every item of the entry for its header); () for none."""
        piece = self._piece_at(self._mouse, rect)
        return piece[2] if piece is not None else ()

    def content_rects(self) -> list[pygame.Rect]:
        """Every text piece and icon as last laid out, in content coordinates (x from the view's left edge):
        each fits within ``content_width``, left of the scroll bar."""
        rects = [pygame.Rect((line.x, line.y), line.surf.get_size()) for line in self._lines]
        return rects + [pygame.Rect(x, y, self._icon_size, self._icon_size) for x, y, _ in self._icons]

    def view_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the entries are drawn inside the panel ``rect``; the scroll bar is on its right edge."""
        return self._view_rect(rect)

    # ------------------------------------------------------------------ layout

    def _layout(self, game, names, width: int, until: tuple[int, int] | None = None) -> None:
        key = (id(game), game.seed, game.log_progress(), tuple(names), self.app.lang, width, self._scale(), until)
        if key == self._key:
            return
        self._key = key
        self._game_id = game.game_id
        entries = log_lines(game, names, self.app.lang)
        if until is not None:               # told so far: the later entries not yet, the entry told in part
            step, shown = until
            entries = [e if e.step < step else replace(e, items=e.items[:shown]) for e in entries if e.step <= step]
        k = self._scale()
        fonts = self.app.fonts
        size = round(16 * k)
        head_size = round(14 * k)
        self._line_h = line_h = fonts.text("Éy", "regular", size, LIGHT).get_height()
        icon = round(line_h * 1.2)
        gap = round(8 * k)
        self._lines, self._icons, self._bounds, self._pieces = [], [], {}, []
        self._stops = [0]                # where the view may start: an entry's or a line's top, never mid-line
        y = 0
        if not entries:
            # "nothing yet" in the game's own words (picks revealed, or turns)
            empty = screens_of(self._game_id).log_empty_key() if self._game_id else "log_empty"
            for surf in fonts.wrap(self.app.t(empty), "italic", size, LIGHT_SOFT, width):
                self._lines.append(_Line(0, y, surf))
                y += surf.get_height()
        for entry in entries:
            top = y
            y += round(4 * k)
            head = self._ellipsize(entry.header, "bold", head_size, HEADER_INK, width - 2 * gap)
            self._stops.append(top)
            self._lines.append(_Line(gap, y, head))
            y += head.get_height() + round(2 * k)
            self._pieces.append((top, y, entry.items, entry.step))
            for item in entry.items:
                text_x = gap + icon + gap
                runs = []
                if item.who is not None:
                    runs.append((self.app.t("log_who", name=item.who), "bold",
                                 LIGHT if item.kind == "pick" else LIGHT_SOFT, False))
                what = item.what if item.kind in ("pick", "neutral") else item.what[:1].upper() + item.what[1:]
                runs.append((what, "regular", LIGHT, False))
                if item.swap:                       # a Lapin's swap: a line of its own
                    runs.append((item.swap, "italic", SWAP_INK, True))
                placed = self._flow(runs, size, width - text_x)
                text_h = (max(dy for _, dy, _ in placed) + line_h) if placed else line_h
                height = max(icon, text_h)
                self._stops.append(y)
                for dx, dy, surf in placed:
                    self._lines.append(_Line(text_x + dx, y + (height - text_h) // 2 + dy, surf))
                if item.card is not None or item.kind == "draw":
                    self._icons.append((gap, y + min(height - icon, line_h) // 2, item.card))
                self._pieces.append((y, y + height, (item,), None))
                y += height + round(3 * k)
            y += round(5 * k)
            self._bounds[entry.step] = (top, y)
            y += round(3 * k)
        self._content_h = y
        self._icon_size = icon

    def _flow(self, runs, size: int, width: int) -> list[tuple[int, int, pygame.Surface]]:
        """Runs of (text, style, colour, on a new line) laid out word by word in ``width``: (x, y, surface) per
        piece of a line; a word wider than a whole line is cut with an ellipsis, and French's spaced
        punctuation ("Ana :") never starts a line."""
        fonts = self.app.fonts
        out: list[tuple[int, int, pygame.Surface]] = []
        x = y = 0                       # where the line ends so far
        for text, style, colour, new_line in runs:
            font = fonts.get(style, size)
            space = font.size(" ")[0]
            if new_line and x > 0:
                y += self._line_h
                x = 0
            piece, piece_x = "", 0      # the words of this run on the current line
            words: list[str] = []
            for word in text.split(" "):
                if words and word in (":", ";", "!", "?"):
                    words[-1] += " " + word
                elif word:
                    words.append(word)
            for word in words:
                if piece:
                    fits = piece_x + font.size(f"{piece} {word}")[0] <= width
                else:
                    start = x + space if x > 0 else 0
                    fits = start + font.size(word)[0] <= width
                if fits:
                    if piece:
                        piece = f"{piece} {word}"
                    else:
                        piece, piece_x = word, start
                    continue
                if piece:                           # this run's words so far, then a new line
                    out.append((piece_x, y, fonts.text(piece, style, size, colour)))
                    piece = ""
                    y += self._line_h
                elif x > 0:
                    y += self._line_h
                x = 0
                if font.size(word)[0] > width:
                    surf = self._ellipsize(word, style, size, colour, width)
                    out.append((0, y, surf))
                    x = surf.get_width()
                else:
                    piece, piece_x = word, 0
            if piece:
                out.append((piece_x, y, fonts.text(piece, style, size, colour)))
                x = piece_x + font.size(piece)[0]
        return out

    def _snap(self, scroll: int, most: int) -> int:
        """The first place from ``scroll`` on (up to ``most``) where a line starts, so the view opens on a
        whole line; past the last such place the scroll stays (a line cut at the top is then left out)."""
        later = [stop for stop in self._stops if scroll <= stop <= most]
        return min(later) if later else scroll

    def _ellipsize(self, text: str, style: str, size: int, colour, width: int) -> pygame.Surface:
        font = self.app.fonts.get(style, size)
        if font.size(text)[0] > width:
            while len(text) > 1 and font.size(text + "…")[0] > width:
                text = text[:-1]
            text = text.rstrip() + "…"
        return self.app.fonts.text(text, style, size, colour)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, game, names, highlight: int | None = None,
             hover: bool = False, until: tuple[int, int] | None = None) -> None:
        """``hover``: the lines the pointer rests on (``hovered``) are shaded, their cards lit by the table."""
        k = self._scale()
        panel(surface, rect, color=FILL, edge=EDGE, radius=10, shadow=False)
        view = self._view_rect(rect)
        if view.w < 40 or view.h < 20:
            return
        bar_w = max(4, round(5 * k))
        self.content_width = view.w - bar_w - 2        # the text stops short of the scroll bar
        self._layout(game, names, self.content_width, until)
        if self.title:
            title = self._ellipsize(self.app.t("log_title"), "bold", round(18 * k), LIGHT, view.w)
            surface.blit(title, title.get_rect(midleft=(view.x, rect.y + (view.y - rect.y) // 2 + 1)))
        most = self._max_scroll(rect)
        if highlight != self._last_highlight:
            self._last_highlight = highlight
            if highlight in self._bounds:         # the highlighted entry in view, a little below the top
                top, bottom = self._bounds[highlight]
                if top < self.scroll or bottom > self.scroll + view.h:
                    self.scroll = top - min(view.h // 4, max(0, view.h - (bottom - top)))
                self.follow = False
            elif highlight == 0:                  # the deal: everything is still to come
                self.scroll, self.follow = 0, False
        if self.follow:                 # the newest entry whole at the bottom; a line cut at the top is left out
            self.scroll = most
        else:                           # scrolled back: the view opens on a whole line
            self.scroll = self._snap(max(0, min(most, self.scroll)), most)
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        ox, oy = view.x, view.y - self.scroll
        if highlight in self._bounds:
            top, bottom = self._bounds[highlight]
            lit = pygame.Rect(ox, oy + top, view.w - bar_w - 2, bottom - top)
            pygame.draw.rect(surface, LIT_FILL, lit, border_radius=8)
            pygame.draw.rect(surface, HIGHLIGHT, lit, width=2, border_radius=8)
        piece = self._piece_at(self._mouse, rect) if hover else None
        if piece is not None:                     # the lines whose cards the table lights (a header: its entry's)
            top, bottom, _, step = piece
            if step in self._bounds:
                top, bottom = self._bounds[step]
                top, bottom = top + round(2 * k), bottom - round(3 * k)
            band = pygame.Rect(ox, oy + top - round(2 * k), view.w - bar_w - 2, bottom - top + round(3 * k))
            pygame.draw.rect(surface, HOVER_FILL, band, border_radius=6)
            pygame.draw.rect(surface, HIGHLIGHT, band, width=1, border_radius=6)
        # whole items only: one cut by the top edge is left out entirely (its icon too), as is a line cut by
        # the bottom edge
        first = self._snap(self.scroll, self._content_h)
        for line in self._lines:
            y = oy + line.y
            if line.y < first or y + line.surf.get_height() > view.bottom:
                continue
            surface.blit(line.surf, (ox + line.x, y))
        size = self._icon_size
        for x, y, kind in self._icons:
            at = (ox + x, oy + y)
            if y < first or at[1] + size > view.bottom:      # with its line, never half of it
                continue
            if kind is not None:
                surface.blit(card_icon(self.app, self._game_id, kind, size), at)
            else:
                self._draw_drawn(surface, pygame.Rect(at, (size, size)))
        if highlight is not None:                 # the future, in a replay: dimmed
            later = [top for step, (top, _) in self._bounds.items() if step > highlight]
            if later:
                y = oy + min(later)
                if y < view.bottom:
                    shade = pygame.Surface((view.w, view.bottom - max(y, view.y)), pygame.SRCALPHA)
                    shade.fill((*FILL, 150))
                    surface.blit(shade, (view.x, max(y, view.y)))
        surface.set_clip(clip)
        if most > 0:                               # the scroll bar
            track = pygame.Rect(view.right - bar_w, view.y, bar_w, view.h)
            pygame.draw.rect(surface, (22, 44, 36), track, border_radius=bar_w // 2)
            h = max(bar_w * 3, round(view.h * view.h / self._content_h))
            y = view.y + round((view.h - h) * self.scroll / most)
            pygame.draw.rect(surface, EDGE, (track.x, y, bar_w, h), border_radius=bar_w // 2)

    @staticmethod
    def _draw_drawn(surface: pygame.Surface, box: pygame.Rect) -> None:
        """Cards drawn (solo): two small card backs, fanned."""
        w, h = max(6, box.w * 5 // 10), max(8, box.h * 7 // 10)
        for i, colour in enumerate(((96, 128, 110), (150, 186, 160))):
            card = pygame.Rect(box.x + box.w // 6 + i * box.w // 5, box.y + box.h // 8 + (1 - i) * box.h // 10, w, h)
            pygame.draw.rect(surface, colour, card, border_radius=3)
            pygame.draw.rect(surface, (22, 44, 36), card, width=1, border_radius=3)
