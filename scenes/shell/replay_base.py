"""The frame of a game's replay: every position of a saved game from the deal to the end, one step at a time.

The positions are the rules' own (game.savegame.replay_steps: the seed and the saved actions played again); a
replay only shows them. ``ReplayBase`` keeps what every game's replay shares: stepping through the steps (← / →,
Home / End, Space plays or pauses at a step a second, a click on a log entry goes to its step), the buttons under
the boards (Back, Previous, Play / Pause, Next) and the keys' reminder beside them, the top bar (the title, the
game's name, the step counter, the step's entry, "game in progress" for an autosave, the file's name), the game
log beside with the step's entry framed, the strip of scores under the boards (a chip per player, the winners
crowned, the verdict at the end), the card viewer, Escape (back, and quit when the replay is the only scene, as
with ``ecosysteme replay FILE``).

A game's replay is a subclass. It gives: ``slots`` and ``_draw_slot`` (its boards; by default the shared table
then a board per seat, drawn by ``_draw_table`` and ``_draw_board`` over ``board_count`` boards),
``_place_boards`` (they are laid in ``boards_area``; or the whole ``layout``), ``score_summary`` (the strip),
``counter_key`` (the words of the step counter), ``card_at`` (for the card viewer), and where its log's entries
or its end differ: ``step_header``, ``finished``, ``winners``.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.gamelog import log_lines
from game.savegame import replay_steps
from game.session import Match

from ..base import Scene
from ..cardview import CardInspector
from ..gamelog import GameLogPanel
from ..ui import ACCENT, HIGHLIGHT, INK, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE, Button, draw_crown, panel
from .intents import Back, Confirm, First, Intent, Last, Release, Step, intent_of

STEP_SECONDS = 1.0            # playing: one step a second
WIN_FILL = (250, 222, 140)    # a winner's chip in the strip
NOBODY = -1                   # the viewer of a public view: no seat, so nothing a seat alone knows
TABLE = "table"               # the default slots: what every player shares, then each seat's board
BOARD = "board"                # ... then each seat's board


class ReplayBase(Scene):
    """The replay of a match (finished, or an autosave up to where it is)."""

    def __init__(self, app, match: Match, source: Path | str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.source = Path(source) if source is not None else None   # the saved file, when opened from one
        self.steps = replay_steps(match)
        self.final = self.steps[-1].state        # the last position
        self.names = match.names()
        self.index = 0
        self.playing = False
        self.timer = 0.0
        self.log = GameLogPanel(app)
        self.log.focused = True                 # PageUp / PageDown scroll the log wherever the mouse is
        self.buttons: list[Button] = []
        self._headers = [entry.header for entry in log_lines(self.final, self.names, app.lang)]
        self.inspector = CardInspector(app)

    # ------------------------------------------------------------------ what the rules say

    @property
    def last(self) -> int:
        return len(self.steps) - 1

    @property
    def step(self):
        return self.steps[self.index]

    @property
    def state(self):
        """The game's state at the shown step."""
        return self.step.state

    def view(self, index: int | None = None):
        """The public view of a step: nobody's (``NOBODY``), so nothing a seat alone knows."""
        index = self.index if index is None else index
        return self.steps[index].state.view(NOBODY)

    @property
    def finished(self) -> bool:
        """The last step of a game that is over (an autosave's last step is not)."""
        return self.index == self.last and self.final.is_over

    def winners(self) -> set[int]:
        """The seats crowned: the game's winners, at its end only."""
        return set(self.final.outcome().winners) if self.finished else set()

    # ------------------------------------------------------------------ moving

    def go(self, index: int) -> None:
        self.index = max(0, min(self.last, index))
        self.timer = 0.0
        if self.index == self.last:
            self.playing = False
        self._buttons()

    def next(self) -> None:
        self.playing = False
        self.go(self.index + 1)

    def previous(self) -> None:
        self.playing = False
        self.go(self.index - 1)

    def first(self) -> None:
        self.playing = False
        self.go(0)

    def end(self) -> None:
        self.playing = False
        self.go(self.last)

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
        elif self.last > 0:
            if self.index == self.last:            # from the end: play it again from the deal
                self.index = 0
            self.playing = True
            self.timer = 0.0
        self._buttons()

    def animating(self) -> bool:
        return self.playing or self.inspector.waiting      # still between steps when not playing

    def update(self, dt: float) -> None:
        self.inspector.update(dt)
        if not self.playing:
            return
        self.timer += dt
        while self.playing and self.timer >= STEP_SECONDS:
            self.timer -= STEP_SECONDS
            self.index += 1
            if self.index >= self.last:
                self.index = self.last
                self.playing = False
                self.timer = 0.0
            self._buttons()

    # ------------------------------------------------------------------ layout

    def fs(self, size: float) -> int:
        """A type size for this window, never below a readable one."""
        return max(10, round(size * self.s))

    def layout(self, size: tuple[int, int]) -> None:
        """The top bar, the log on the right, the buttons' bar at the bottom, the strip of scores under the
        boards; the boards get ``boards_area`` (``_place_boards``)."""
        w, h = size
        s = self.s = max(0.6, min(w / 1280, h / 720))
        m = self.m = round(14 * s)
        self.top_bar = pygame.Rect(0, 0, w, round(54 * s))
        self.bottom = pygame.Rect(m, h - m - round(50 * s), w - 2 * m, round(50 * s))
        log_w = max(round(280 * s), min(round(520 * s), int(w * 0.27)))
        body_top = self.top_bar.bottom + m
        body_h = self.bottom.y - m - body_top
        self.log_rect = pygame.Rect(w - m - log_w, body_top, log_w, body_h)
        self.main = pygame.Rect(m, body_top, self.log_rect.x - 2 * m, body_h)
        self.strip = pygame.Rect(self.main.x, self.main.bottom - round(52 * s), self.main.w, round(52 * s))
        self.boards_area = pygame.Rect(self.main.x, self.main.y, self.main.w,
                                       self.strip.y - round(12 * s) - self.main.y)
        self._place_boards()
        self._buttons()

    def _place_boards(self) -> None:
        """The game's boards in ``boards_area``."""

    def _buttons(self) -> None:
        if not hasattr(self, "bottom"):
            return
        s, fonts, bar = self.s, self.app.fonts, self.bottom
        size = max(15, round(20 * s))
        font = fonts.get("bold", size)

        def width(*labels: str) -> int:
            return max(round(130 * s), max(font.size(t)[0] for t in labels) + round(40 * s))

        back = Button(self.t("back"), self.back, pygame.Rect(bar.x, bar.y, width(self.t("back")), bar.h), size=size)
        labels = (self.t("replay_previous"), self.t("replay_play"), self.t("replay_pause"), self.t("replay_next"))
        bw = width(*labels)
        gap = round(12 * s)
        total = 3 * bw + 2 * gap
        x = max(back.rect.right + gap, self.main.centerx - total // 2)
        play = self.t("replay_pause") if self.playing else self.t("replay_play")
        self.buttons = [
            back,
            Button(self.t("replay_previous"), self.previous, pygame.Rect(x, bar.y, bw, bar.h), size=size,
                   enabled=self.index > 0),
            Button(play, self.toggle_play, pygame.Rect(x + bw + gap, bar.y, bw, bar.h), primary=True, size=size,
                   enabled=self.last > 0),
            Button(self.t("replay_next"), self.next, pygame.Rect(x + 2 * (bw + gap), bar.y, bw, bar.h), size=size,
                   enabled=self.index < self.last),
        ]
        self.keys_x = x + 3 * bw + 2 * gap + round(20 * s)

    # ------------------------------------------------------------------ input

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card drawn under a screen position at this step: (game id, card id, its rect on screen)."""
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def key_action(self, intent: Intent):
        """What a key does here: ← / → a move back or on, Home / End to the deal or the end, Space plays or pauses
        (None: nothing)."""
        if isinstance(intent, Step) and not intent.dy:
            return self.previous if intent.dx < 0 else self.next
        if isinstance(intent, First):
            return self.first
        if isinstance(intent, Last):
            return self.end
        if isinstance(intent, Confirm) and not intent.default:     # Space (Enter is no key of the replay)
            return self.toggle_play
        return None

    def take(self, intent: Intent) -> bool:
        if self.inspector.on_intent(intent, self.card_at):
            return True
        action = self.key_action(intent)
        if action is not None:
            action()
            return True
        if isinstance(intent, Back):
            self.back()
            return True
        used = self.log.on_intent(intent, self.log_rect)
        self.log.focused = True                 # a click elsewhere does not take PageUp / PageDown away
        if used:
            return True
        for button in self.buttons:
            if button.on_intent(intent):
                return True
        if isinstance(intent, Release) and intent.button == 1:
            step = self.log.entry_at(intent.pos, self.log_rect)
            if step is not None:
                self.playing = False
                self.go(step)
                return True
        return False

    # ------------------------------------------------------------------ the boards

    def board_count(self) -> int:
        """How many boards the default slots show after the table: one per seat."""
        return len(self.match.seats)

    def slots(self) -> list[tuple[str, int | None]]:
        """What the boards show, in order: (what, seat) each; by default the table, then a board per seat."""
        return [(TABLE, None)] + [(BOARD, f) for f in range(self.board_count())]

    def _draw_slot(self, surface: pygame.Surface, n: int, what: str, seat: int | None) -> None:
        if what == TABLE:
            self._draw_table(surface)
        else:
            self._draw_board(surface, seat)

    def _draw_table(self, surface: pygame.Surface) -> None:
        """What every player shares at this step (the default slots' first)."""

    def _draw_board(self, surface: pygame.Surface, seat: int) -> None:
        """A seat's board at this step (the default slots' others)."""

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        self._draw_top_bar(surface)
        for n, (what, seat) in enumerate(self.slots()):
            self._draw_slot(surface, n, what, seat)
        self._draw_strip(surface)
        self.log.draw(surface, self.log_rect, self.final, self.names, highlight=self.index)
        for button in self.buttons:
            button.draw(surface, self.app.fonts)
        keys = self._fit(self.t("replay_keys"), "regular", max(12, round(15 * self.s)), LIGHT_SOFT,
                         self.bottom.right - self.keys_x)
        if keys is not None:
            surface.blit(keys, keys.get_rect(midright=(self.bottom.right, self.bottom.centery)))
        self.inspector.draw(surface)

    def counter_key(self) -> str:
        """The words of the step counter after the deal ("Step {n} / {total}")."""
        raise NotImplementedError

    def counter_text(self) -> str:
        if self.index == 0:
            return self.t("replay_deal")
        return self.t(self.counter_key(), n=self.index, total=self.last)

    def step_header(self) -> str | None:
        """The heading of the log entry the step shows ("Turn 5 · Ana", "End of season 1"); None at the deal."""
        return self._headers[self.index - 1] if self.index else None

    def info_parts(self) -> list[str]:
        """The top bar's right-hand side, most useful first: the step's entry, "game in progress" for an
        autosave, the file's name."""
        parts = []
        header = self.step_header()
        if header is not None:
            parts.append(header)
        if not self.final.is_over:
            parts.append(self.t("replay_in_progress"))
        if self.source is not None:
            parts.append(self.source.name)
        return parts

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        s, bar, fonts = self.s, self.top_bar, self.app.fonts
        pygame.draw.rect(surface, (10, 22, 18), bar)
        title = fonts.text(self.t("replay_title"), "title", round(24 * s), LIGHT)
        surface.blit(title, title.get_rect(midleft=(self.m, bar.centery)))
        counter = fonts.text(self.counter_text(), "black", round(24 * s), HIGHLIGHT)
        centre = counter.get_rect(center=(self.main.centerx, bar.centery))
        centre.x = max(centre.x, self.m + title.get_width() + round(20 * s))
        surface.blit(counter, centre)
        x = self.m + title.get_width() + round(16 * s)
        sub = self._fit(self.final.rules.name(self.app.lang), "italic", round(17 * s), LIGHT_SOFT,
                        centre.x - x - round(16 * s))
        if sub is not None:
            surface.blit(sub, sub.get_rect(midleft=(x, bar.centery + round(2 * s))))
        room = self.log_rect.right - centre.right - round(24 * s)
        parts, size = self.info_parts(), round(18 * s)
        font = fonts.get("bold", size)
        while len(parts) > 1 and font.size("  ·  ".join(parts))[0] > room:
            parts.pop()                         # the least useful part goes first
        info = self._fit("  ·  ".join(parts), "bold", size, LIGHT_SOFT, room)
        if info is not None:
            surface.blit(info, info.get_rect(midright=(self.log_rect.right, bar.centery)))

    def score_summary(self) -> dict:
        """The strip under the boards: {"title", "players": [(name, points, crowned)], "verdict" (None until
        the end)}."""
        raise NotImplementedError

    def _draw_strip(self, surface: pygame.Surface) -> None:
        s, strip, fonts = self.s, self.strip, self.app.fonts
        info = self.score_summary()
        final = info["verdict"] is not None
        panel(surface, strip, color=PANEL if final else (30, 58, 48), edge=PANEL_EDGE if final else (70, 104, 88),
              radius=max(6, round(10 * s)), shadow=final)
        ink, soft = (INK, (96, 88, 74)) if final else (LIGHT, LIGHT_SOFT)
        inner = strip.inflate(-round(24 * s), 0)
        title = fonts.text(info["title"], "bold", max(13, round(17 * s)), soft)
        surface.blit(title, title.get_rect(midleft=(inner.x, strip.centery)))
        x = inner.x + title.get_width() + round(18 * s)
        right = inner.right
        if info["verdict"]:
            verdict = self._fit(info["verdict"], "black", max(14, round(20 * s)), ACCENT if final else ink,
                                max(60, inner.w // 3))
            if verdict is not None:
                surface.blit(verdict, verdict.get_rect(midright=(right, strip.centery)))
                right -= verdict.get_width() + round(18 * s)
        players = info["players"]
        if not players:
            return
        gap, pad = round(10 * s), round(8 * s)
        chip_h = strip.h - round(16 * s)
        name_size, points_size = max(12, round(17 * s)), max(14, round(20 * s))
        crown_h = round(chip_h * 0.42)
        crown_w = round(crown_h * 1.3) + round(6 * s)
        points = [fonts.text(str(total), "black", points_size, ink) for _, total, _ in players]
        natural = [2 * pad + (crown_w if won else 0) + fonts.get("bold", name_size).size(name)[0] + round(10 * s)
                   + p.get_width() for (name, _, won), p in zip(players, points)]
        widths = self._share(natural, right - x - gap * (len(players) - 1))
        for (name, total, won), surf, chip_w in zip(players, points, widths):
            chip = pygame.Rect(x, strip.centery - chip_h // 2, chip_w, chip_h)
            if won:
                pygame.draw.rect(surface, WIN_FILL, chip, border_radius=max(4, round(8 * s)))
            surface.blit(surf, surf.get_rect(midright=(chip.right - pad, chip.centery)))
            nx = chip.x + pad
            if won:
                draw_crown(surface, pygame.Rect(nx, chip.centery - crown_h // 2 - 1, round(crown_h * 1.3), crown_h))
                nx += crown_w
            label = self._fit(name, "bold", name_size, ink, chip.right - pad - surf.get_width() - round(10 * s) - nx)
            if label is not None:
                surface.blit(label, label.get_rect(midleft=(nx, chip.centery)))
            x += chip_w + gap

    @staticmethod
    def _share(natural: list[int], room: int) -> list[int]:
        """Widths for the score chips: each its natural width if they all fit, else the widest ones cut to
        one common width so that they do."""
        if sum(natural) <= room:
            return natural
        lo, hi = 0, max(natural)
        while lo < hi:                       # the largest cap at which the chips still fit
            cap = (lo + hi + 1) // 2
            if sum(min(n, cap) for n in natural) <= room:
                lo = cap
            else:
                hi = cap - 1
        return [min(n, lo) for n in natural]

    def _fit(self, text: str, style: str, size: int, color, max_width: int) -> pygame.Surface | None:
        """The text shrunk to ``max_width`` (down to a readable size), then cut with an ellipsis; None when
        there is no room at all."""
        if not text or max_width < 12:
            return None
        return self.app.fonts.fit_or_cut(text, style, size, color, max_width, max(11, round(size * 0.75)))
