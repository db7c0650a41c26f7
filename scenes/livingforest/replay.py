"""Living Forest's replay: every position of a game from the deal to the end, one entry of its log at a time.

The positions are the rules' own (game.replay.replay_steps: the seed and the saved actions played again, a step
wherever an entry of the game log ends — a round's Guardian Animals phase, a turn, an end of round). The scene
only shows them, through public information only: everything is read through the view of a seat that is nobody
(the shell's ``NOBODY``), so no draw pile's order (not even the cards a seat put on its own pile) and no reserve
stack's order can show; a pile is a size.

On screen: the Circle of Spirits (L3's ``CircleOfSpirits``: the standees, the rocks, the centre's fires and
their total), the three face-up reserve rows with their stacks' sizes and the supplies under it; beside them every
Spirit's panel — its name in its colour, its three counts out of the target, its forest (L3's ``ForestBoard``),
its Help Line, its piles' sizes, fires put out, Fragments and Victory tiles — the panel of the Spirit whose turn
the step tells outlined; the sums under them (crowned at the end); the log beside, the step's entry framed.

The controls are every replay's (scenes/shell/replay_base.py, whose scene this one extends): ← / → step, Home / End,
Space plays or pauses, a click on a log entry goes to that step, Escape goes back (and quits when the replay is
the only scene). Resting the pointer on a card shows it large once the card viewer reads Living Forest's cards.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.livingforest.summary import winner_title
from game.session import Match

from ..shell.replay_base import ReplayBase
from ..ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, draw_crown, panel
from .board import ForestBoard
from .circle import CircleOfSpirits
from .faces import lf_faces
from .glyphs import lf_glyphs, seat_colours, spirit_rgb

FILL = (30, 58, 48)
EDGE = (70, 104, 88)
COUNTS = (("flower", "flowers"), ("fire", "fires"), ("tree", "trees"))   # (Victory tile kind, Counts field)


class LivingForestReplay(ReplayBase):
    """The replay of a Living Forest match (finished, or an autosave up to where it is)."""

    def __init__(self, app, match: Match, source: Path | str | None = None) -> None:
        super().__init__(app, match, source)
        self.names = match.names(app.lang)
        self.rules = match.rules
        self.colours = seat_colours(match)
        self.boards = [ForestBoard(app, self.rules) for _ in range(len(match.seats))]
        self.circle = CircleOfSpirits(app, self.rules)
        self.drawn: list[tuple[int, pygame.Rect]] = []      # every card drawn by the last frame (tests read it)
        self._turns = self._entry_seats()

    # ------------------------------------------------------------------ what the rules say, publicly

    def counts(self, index: int | None = None):
        """Every Spirit's three counts at a step (scoring.Counts)."""
        return self.view(index).counts()

    def _entry_seats(self) -> list[int | None]:
        """For each log entry, the seat whose turn it tells (None: a Guardian Animals phase, an end of round).
        The log opens an entry at each "round", "turn" and "victory_check" event (game/livingforest/log.py)."""
        out: list[int | None] = []
        for event in self.final.events():
            if event.kind == "turn":
                out.append(event.seat)
            elif event.kind in ("round", "victory_check"):
                out.append(None)
        return out

    def acting(self, index: int | None = None) -> int | None:
        """The seat whose turn the step's entry tells, if any."""
        index = self.index if index is None else index
        if index == 0 or index > len(self._turns):
            return None
        return self._turns[index - 1]

    # ------------------------------------------------------------------ the words around it

    def counter_key(self) -> str:
        return "lfs_step"

    def score_summary(self) -> dict:
        """The strip under the forests: each Spirit's sum S (the tie-break), and at the end the verdict."""
        counts = self.counts()
        won = self.winners()
        players = [(self.names[s] if s < len(self.names) else str(s + 1), c.sum, s in won)
                   for s, c in enumerate(counts)]
        verdict = None
        if self.finished:
            names = [self.names[s] for s in self.final.outcome().winners]
            if names:
                verdict = winner_title(names, self.app.lang)
        return {"title": self.t("lfs_sum"), "players": players, "verdict": verdict}

    # ------------------------------------------------------------------ layout

    def _place_boards(self) -> None:
        """The shell's layout (scenes/shell/replay_base.py: the top bar, the log, the strip, the buttons) leaves
        ``boards_area``: the Circle's column on its left, the Spirits' panels beside it."""
        s, area = self.s, self.boards_area
        self.gap = max(3, round(8 * s))
        left_w = min(round(area.h * 0.58), round(area.w * 0.34))
        self.left = pygame.Rect(area.x, area.y, left_w, area.h)
        self.forests_area = pygame.Rect(self.left.right + self.m, area.y, area.right - self.left.right - self.m,
                                        area.h)
        self._place_table()
        self._place_forests()

    def _place_table(self) -> None:
        """The left column: the Circle on top, the three reserve rows under it, the supplies' line last."""
        col, pad = self.left, self.gap
        inner = col.inflate(-2 * pad, -2 * pad)
        self.supplies_line = pygame.Rect(inner.x, inner.bottom - self.fs(18), inner.w, self.fs(18))
        fonts = self.app.fonts
        label_w = max(fonts.get("bold", self.fs(13)).size(self.t("lfs_level", n=3))[0],
                      fonts.get("regular", self.fs(12)).size(self.t("lfs_stack", n=88))[0]) + pad
        # the reserve: three rows of four icons beside each row's level and stack size
        slots = self.rules.reserve_row
        icon = min((inner.w - label_w - (slots - 1) * pad // 2) // slots, round(inner.h * 0.12))
        self.icon = max(16, icon)
        rows_h = 3 * self.icon + 2 * (pad // 2)
        reserve_top = self.supplies_line.y - pad - rows_h
        self.reserve_title_h = self.fs(18)
        circle_h = reserve_top - self.reserve_title_h - pad - inner.y
        self.circle.layout(pygame.Rect(inner.x, inner.y, inner.w, max(40, circle_h)))
        self.reserve_title = pygame.Rect(inner.x, reserve_top - self.reserve_title_h, inner.w, self.reserve_title_h)
        self.reserve_rows: dict[int, tuple[pygame.Rect, list[pygame.Rect]]] = {}
        y = reserve_top
        for level in (1, 2, 3):
            label = pygame.Rect(inner.x, y, label_w, self.icon)
            cards = [pygame.Rect(inner.x + label_w + k * (self.icon + pad // 2), y, self.icon, self.icon)
                     for k in range(slots)]
            self.reserve_rows[level] = (label, cards)
            y += self.icon + pad // 2

    def _place_forests(self) -> None:
        """One panel per Spirit, on as many columns as gives the boards the most room."""
        area, gap = self.forests_area, self.gap
        n = len(self.match.seats)
        best = None
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            w = (area.w - (cols - 1) * gap) // cols
            h = (area.h - (rows - 1) * gap) // rows
            parts = self._panel_parts(pygame.Rect(0, 0, w, h))
            board = ForestBoard(self.app, self.rules)
            board.layout(parts["board"])
            if best is None or board.cell > best[0]:
                best = (board.cell, cols, w, h)
        _, cols, w, h = best
        # a board keeps its proportions: the height it leaves unused goes, the panels then centred as a block
        probe = ForestBoard(self.app, self.rules)
        parts = self._panel_parts(pygame.Rect(0, 0, w, h))
        probe.layout(parts["board"])
        h -= parts["board"].h - probe.rect.h
        rows = -(-n // cols)
        top = area.y + (area.h - rows * h - (rows - 1) * gap) // 2
        self.panels = []
        for seat in range(n):
            r, c = divmod(seat, cols)
            rect = pygame.Rect(area.x + c * (w + gap), top + r * (h + gap), w, h)
            parts = self._panel_parts(rect)
            self.panels.append(parts)
            self.boards[seat].layout(parts["board"])

    def _panel_parts(self, rect: pygame.Rect) -> dict[str, pygame.Rect]:
        """A Spirit's panel: the header (name, counts), the board, the Help Line's row, the facts' line."""
        pad = self.gap
        inner = rect.inflate(-2 * pad, -2 * pad)
        line_h = self.fs(26)
        # the counts on a line of their own when the name would have too little room beside them
        head_h = line_h if inner.w >= self.counts_width(line_h) + 3 * line_h + self.fs(120) else 2 * line_h
        # the piles' sizes and the tiles held: on one line, or on two in a narrow panel (words kept readable)
        facts_h = self.fs(22) * (1 if inner.w >= self.fs(330) else 2)
        help_h = max(self.fs(22), min(round(inner.h * 0.16), self.fs(44)))
        head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
        facts = pygame.Rect(inner.x, inner.bottom - facts_h, inner.w, facts_h)
        help_row = pygame.Rect(inner.x, facts.y - pad // 2 - help_h, inner.w, help_h)
        top = head.bottom + pad // 2
        board = pygame.Rect(inner.x, top, inner.w, max(10, help_row.y - pad // 2 - top))
        return {"rect": rect, "head": head, "board": board, "help": help_row, "facts": facts}

    def counts_width(self, line_h: int) -> int:
        """How wide the three counts are in a header ``line_h`` high ("12/12" each, with its tile)."""
        num = self.app.fonts.get("black", self.fs(15)).size(f"{self.rules.victory_target}/{self.rules.victory_target}")
        return 3 * (num[0] + round(line_h * 0.85) + round(2 * self.s)) + 2 * round(8 * self.s)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = []
        super().draw(surface)

    def draw_card(self, surface: pygame.Surface, card: int, rect: pygame.Rect) -> None:
        """Every card the replay draws goes through here (a test checks that each is public at its step)."""
        self.drawn.append((card, pygame.Rect(rect)))
        surface.blit(lf_faces(self.app).icon(str(card), rect.w), rect)

    def _draw_table(self, surface: pygame.Surface) -> None:
        fonts, view = self.app.fonts, self.view()
        panel(surface, self.left, color=FILL, edge=EDGE, radius=max(6, round(10 * self.s)), shadow=False)
        self.circle.draw(surface, view, self.colours, self.app.lang)
        title = fonts.fit_or_cut(self.t("lfs_reserve"), "bold", self.fs(15), LIGHT, self.reserve_title.w, 10)
        surface.blit(title, title.get_rect(midleft=self.reserve_title.midleft))
        rows, stacks = view.rows(), view.stack_sizes()
        for level, (label, cards) in self.reserve_rows.items():
            name = fonts.text(self.t("lfs_level", n=level), "bold", self.fs(13), LIGHT)
            surface.blit(name, (label.x, label.y))
            size = fonts.fit_or_cut(self.t("lfs_stack", n=stacks.get(level, 0)), "regular", self.fs(12),
                                    LIGHT_SOFT, label.w - 2, 9)
            surface.blit(size, (label.x, label.y + name.get_height()))
            row = rows.get(level, ())
            for k, rect in enumerate(cards):
                if k < len(row):
                    self.draw_card(surface, row[k], rect)
                else:
                    pygame.draw.rect(surface, EDGE, rect, width=max(1, round(2 * self.s)),
                                     border_radius=rect.w // 2)
        supplies = view.supplies()
        text = fonts.fit_or_cut(self.t("lfs_supplies", **supplies), "regular", self.fs(14), LIGHT_SOFT,
                                self.supplies_line.w, 9)
        surface.blit(text, text.get_rect(midleft=self.supplies_line.midleft))

    def _draw_board(self, surface: pygame.Surface, seat: int) -> None:
        s, fonts, view, g = self.s, self.app.fonts, self.view(), lf_glyphs(self.app)
        parts = self.panels[seat]
        rect, head = parts["rect"], parts["head"]
        acting = seat == self.acting()
        won = seat in self.winners()
        colour = spirit_rgb(self.colours[seat])
        panel(surface, rect, color=FILL, edge=HIGHLIGHT if acting else EDGE, radius=max(6, round(10 * s)),
              shadow=False)
        if acting:
            pygame.draw.rect(surface, HIGHLIGHT, rect, width=max(2, round(3 * s)), border_radius=max(6, round(10 * s)))
        # the header: standee, crown, name (the Sacred Tree's holder marked), the three counts on the right
        line_h = self.fs(26)
        two_rows = head.h >= 2 * line_h
        top = pygame.Rect(head.x, head.y, head.w, line_h)
        below = pygame.Rect(head.x, head.y + line_h, head.w, line_h) if two_rows else top
        x = top.x
        standee = g.standee(self.colours[seat], line_h)
        surface.blit(standee, (x, top.y))
        x += standee.get_width() + round(4 * s)
        if view.first == seat:
            tree = g.sacred_tree(line_h)
            surface.blit(tree, (x, top.y))
            x += tree.get_width() + round(4 * s)
        if won:
            ch = round(line_h * 0.6)
            draw_crown(surface, pygame.Rect(x, top.centery - ch // 2, round(ch * 1.3), ch))
            x += round(ch * 1.3) + round(4 * s)
        counts = view.counts()[seat]
        target = self.rules.victory_target
        right = below.right
        # the counts as large as the panel lets them be (a narrow panel shrinks them, never past its edge)
        shrink = min(1.0, below.w / self.counts_width(line_h))
        icon = round(line_h * 0.85 * shrink)
        for kind, field in reversed(COUNTS):
            n = getattr(counts, field)
            num = fonts.text(f"{n}/{target}", "black" if n >= target else "bold", max(9, round(self.fs(15) * shrink)),
                             HIGHLIGHT if n >= target else LIGHT)
            right -= num.get_width()
            surface.blit(num, num.get_rect(midleft=(right, below.centery)))
            pic = g.victory(kind, icon, self.colours[seat])
            right -= pic.get_width() + round(2 * s)
            surface.blit(pic, pic.get_rect(midleft=(right, below.centery)))
            right -= round(8 * s)
        room = (top.right if two_rows else right) - x - 4
        name = fonts.fit_or_cut(self.names[seat] if seat < len(self.names) else str(seat + 1), "bold", self.fs(17),
                                HIGHLIGHT if won or acting else colour_ink(colour), max(20, room), 10)
        surface.blit(name, name.get_rect(midleft=(x, top.centery)))
        self.boards[seat].draw(surface, view.forest(seat), self.app.lang, colour=self.colours[seat])
        self._draw_help(surface, view, seat, parts["help"])
        self._draw_facts(surface, view, seat, parts["facts"])

    def _draw_help(self, surface: pygame.Surface, view, seat: int, row: pygame.Rect) -> None:
        """The Help Line's cards in the order revealed, overlapping when the row is short of room."""
        cards = view.help_line(seat)
        if not cards:
            text = self.app.fonts.fit_or_cut(self.t("lfs_help_empty"), "italic", self.fs(13), LIGHT_SOFT, row.w, 9)
            surface.blit(text, text.get_rect(midleft=row.midleft))
            return
        size = row.h
        step = size + round(3 * self.s)
        if len(cards) > 1 and (len(cards) - 1) * step + size > row.w:
            step = max(3, (row.w - size) // (len(cards) - 1))
        for k, card in enumerate(cards):
            self.draw_card(surface, card, pygame.Rect(row.x + k * step, row.y, size, size))

    def _draw_facts(self, surface: pygame.Surface, view, seat: int, line: pygame.Rect) -> None:
        """The piles' sizes, then the fires put out, the Fragments and the Victory tiles held."""
        s, fonts, g = self.s, self.app.fonts, lf_glyphs(self.app)
        two = line.h >= 2 * self.fs(22)
        first = pygame.Rect(line.x, line.y, line.w, line.h // 2) if two else line
        text = fonts.fit_or_cut(self.t("lfs_piles", draw=view.draw_size(seat), discard=len(view.discard(seat))),
                                "regular", self.fs(13), LIGHT_SOFT, line.w if two else line.w // 2, self.fs(11))
        surface.blit(text, text.get_rect(midleft=first.midleft))
        line = pygame.Rect(line.x, first.bottom, line.w, line.bottom - first.bottom) if two else line
        x = line.x if two else line.x + text.get_width() + round(10 * s)
        size = line.h - 2
        fires = view.fire_tiles(seat)
        pieces: list[tuple[pygame.Surface, int]] = []
        if fires:
            pieces.append((g.fire(max(fires), size), len(fires)))
        if view.fragments(seat):
            pieces.append((g.fragment(size), view.fragments(seat)))
        for owner, kind in view.victory_tiles(seat):
            pieces.append((g.victory(kind, size, self.colours[owner] if 0 <= owner < len(self.colours) else ""), 1))
        for pic, n in pieces:
            if x + pic.get_width() > line.right:
                break
            surface.blit(pic, (x, line.y + 1))
            x += pic.get_width()
            if n > 1:
                num = fonts.text(f"×{n}", "bold", self.fs(13), LIGHT)
                surface.blit(num, num.get_rect(midleft=(x + 1, line.centery)))
                x += num.get_width() + 2
            x += round(6 * s)

    # ------------------------------------------------------------------ input: the card under the pointer

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card drawn under a screen position at this step."""
        for card, rect in reversed(self.drawn):
            if rect.collidepoint(pos):
                return self.match.game_id, str(card), rect
        return None


def colour_ink(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A Spirit's colour lightened for a name on the dark panel."""
    return tuple(min(255, round(c * 0.55 + 255 * 0.45)) for c in colour)
