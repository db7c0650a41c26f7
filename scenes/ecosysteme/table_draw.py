"""The drawing of Ecosystème's draft table (scenes/ecosysteme/table.py): the small boards (a check mark once a seat
has chosen, the thinking dots, the reveal's flash), the race, the seat's board with its column and row names and
the lit cells (what the card would score on each), the hint's see-through card, the hand, the running score beside
it, the panel of hints and keys, the dragged card, solo's draw notice.

``TableDrawing`` is a part of ``TableScene``: it reads the scene's layout and state; it decides nothing.
"""
from __future__ import annotations

import math

import pygame

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.ecosysteme.log import axis_names

from .cardart import card_art
from ..shell.hint import HINT
from ..shell.match import REVEAL_SECONDS
from ..ui import ACCENT, BAD, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, panel
from .table_layout import BoardView


class TableDrawing:
    """What the table draws."""

    def draw_side(self, surface) -> None:
        self._draw_minis(surface)
        race = self.race_rect()
        if race is not None:
            self.race_panel.draw(surface, race, self.race(), self.match.names(), self.seat, self.app.fonts,
                                 card_art(self.app), self.app.lang, self.s)

    def draw_play(self, surface) -> None:
        self._draw_board(surface)
        self._draw_hand(surface)

    def draw_notes(self, surface) -> None:
        if self.draw_notice:
            self._draw_draw_notice(surface)

    def draw_over(self, surface) -> None:
        if self.dragging == "swap" and self.swap_from is not None:
            # a Lapin's swap: the card taken follows the pointer (its cell stays outlined)
            kind = self.placed().get(self.swap_from)
            if kind is not None:
                face = card_art(self.app).face(self.match.game_id, kind, self.board().cw, self.app.lang)
                surface.blit(face, face.get_rect(center=self.drag_pos))
        if self.dragging and self.dragging != "swap":
            width = self.hand_rects()[0][1].w if self.hand_rects() else 100
            face = card_art(self.app).face(self.match.game_id, self.dragging, width, self.app.lang)
            at = (self.drag_pos[0] - self.drag_offset[0], self.drag_pos[1] - self.drag_offset[1])
            surface.blit(face, at)
            if self.preview:   # what this card would score there, in a badge on the card's corner
                delta = self.preview[1]
                text = self.app.fonts.text(f"{delta:+d}", "black", 26, LIGHT)
                badge = text.get_rect(center=(at[0] + face.get_width(), at[1])).inflate(18, 8)
                pygame.draw.rect(surface, GOOD if delta > 0 else BAD if delta < 0 else INK_SOFT, badge,
                                 border_radius=badge.h // 2)
                pygame.draw.rect(surface, LIGHT, badge, width=2, border_radius=badge.h // 2)
                surface.blit(text, text.get_rect(center=badge.center))

    def _draw_minis(self, surface) -> None:
        fonts, game, gid = self.app.fonts, self.match.state, self.match.game_id
        chosen = game.view(self.seat).chosen
        thinking = self.computers_thinking
        last = len(game.neutral_pile) - 1
        for label, what, idx, rect, slots, tokens in self.mini_contents():
            panel(surface, rect, color=(30, 58, 48), edge=(70, 104, 88), radius=10, shadow=False)
            head = fonts.fit(label, "bold", self.fs(18), LIGHT, rect.w - int(44 * self.s))
            surface.blit(head, (rect.x + 10, rect.y + 4))
            if what == "eco" and not game.solo and chosen[idx]:
                # this seat has chosen (what, nobody sees until the reveal): a check mark
                cx, cy = rect.right - int(20 * self.s), rect.y + int(16 * self.s)
                pygame.draw.circle(surface, GOOD, (cx, cy), int(10 * self.s))
                pygame.draw.lines(surface, LIGHT, False, [(cx - 5, cy), (cx - 1, cy + 4), (cx + 5, cy - 4)], 3)
            elif what == "eco" and idx in thinking:
                self._draw_thinking(surface, (rect.right - int(30 * self.s), rect.y + int(16 * self.s)))
            for slot in slots:
                pygame.draw.rect(surface, (22, 44, 36), slot, border_radius=4)
            recent = self._recent(idx) if what == "eco" else None
            for n, (token, cell, kind) in enumerate(tokens):
                surface.blit(card_art(self.app).icon(gid, kind, token.w), token)
                if (what == "eco" and cell == recent) or (what == "neutral" and n == last and self.reveal_timer > 0):
                    self._reveal_fx(surface, token, 4 if what == "eco" else token.w // 2)
            if what == "opponent" and self.discarding:
                pygame.draw.rect(surface, HIGHLIGHT, rect, width=3, border_radius=10)

    def _draw_thinking(self, surface, centre) -> None:
        """Three dots rising in turn: this computer is thinking."""
        r = max(3, int(3.5 * self.s))
        for i in range(3):
            lift = max(0.0, math.sin(self.time * 7 - i * 0.9)) * 5 * self.s
            pygame.draw.circle(surface, HIGHLIGHT, (centre[0] + (i - 1) * 3 * r, int(centre[1] - lift)), r)

    def _recent(self, seat: int):
        if self.reveal_timer <= 0 or not self.match.state.history:
            return None
        record = self.match.state.history[-1]
        actions = record.get("actions", [])
        return actions[seat].cell if seat < len(actions) else None

    def _reveal_fx(self, surface, rect: pygame.Rect, radius: int) -> None:
        """The reveal: a fresh card flashes and a ring spreads from it, fading out."""
        p = 1.0 - self.reveal_timer / REVEAL_SECONDS          # 0 → 1 over the reveal
        grow = int(4 + 18 * p)
        fx = pygame.Surface((rect.w + 2 * grow, rect.h + 2 * grow), pygame.SRCALPHA)
        if p < 0.45:
            flash = int(170 * (1 - p / 0.45))
            pygame.draw.rect(fx, (255, 250, 225, flash), (grow, grow, rect.w, rect.h), border_radius=radius)
        ring = int(255 * (1 - p))
        pygame.draw.rect(fx, (*HIGHLIGHT[:3], ring), fx.get_rect(), width=3, border_radius=radius + grow)
        surface.blit(fx, (rect.x - grow, rect.y - grow))

    def _draw_board(self, surface) -> None:
        gid, lang = self.match.game_id, self.app.lang
        board = self.board()
        legal = self.legal()
        card = self.choosing_card()
        cells = list(legal.cells) if isinstance(legal, LegalPicks) and not self.pending_rabbit else []
        lit = cells if card is not None else []
        for cell in cells:
            rect = board.rect(cell)
            colour = (70, 120, 96) if cell not in lit else HIGHLIGHT
            pygame.draw.rect(surface, colour, rect, width=3 if cell in lit else 2, border_radius=10)
        recent = self._recent(self.seat)
        for cell, kind in self.placed().items():
            rect = board.rect(cell)
            surface.blit(card_art(self.app).face(gid, kind, board.cw, lang), rect)
            if cell == recent:
                self._reveal_fx(surface, rect, 10)
            if cell == self.swap_from or (self.pending_rabbit and cell == self.cursor):
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), width=4, border_radius=12)
        if self.cursor is not None and not self.pending_rabbit:
            pygame.draw.rect(surface, ACCENT, board.rect(self.cursor).inflate(8, 8), width=4, border_radius=12)
        if self.staged is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            colour = tuple(int(c * (0.75 + 0.25 * pulse)) for c in ACCENT)
            for cell in (self.staged.cell, *(self.staged.swap or ())):
                pygame.draw.rect(surface, colour, board.rect(cell).inflate(8, 8), width=4, border_radius=12)
        hint = self.shown_hint
        if isinstance(hint, Pick):
            self._draw_hint_pick(surface, board, hint, ghost=card is None)
        if card is not None:
            self._draw_gains(surface, board, self.gains(card))
        self._draw_labels(surface, board)          # last: no outline may strike through a letter

    def _draw_labels(self, surface, board: BoardView) -> None:
        """Column letters and row numbers, the names the game log uses, so a line of it can be checked."""
        rows, cols = axis_names(self.match.state.ecosystems[self.seat], board.rows, board.cols)
        size = max(12, self.fs(15))
        for c, name in cols.items():
            rect = board.rect((board.top, c))
            text = self.app.fonts.text(name, "bold", size, LIGHT_SOFT)
            surface.blit(text, text.get_rect(midbottom=(rect.centerx, rect.y - 2)))
        for r, name in rows.items():
            rect = board.rect((r, board.left))
            text = self.app.fonts.text(name, "bold", size, LIGHT_SOFT)
            surface.blit(text, text.get_rect(midright=(rect.x - 5, rect.centery)))

    def _draw_gains(self, surface, board: BoardView, gains: dict) -> None:
        """Every lit cell says what the card would score there; the best ones wear a gold ring."""
        if not gains:
            return
        best = max(gains.values())
        ring = best > min(gains.values())         # where every cell is worth the same, no cell is the best
        size = max(13, self.fs(19))
        for cell, delta in gains.items():
            rect = board.rect(cell)
            if ring and delta == best:
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(10, 10), width=3, border_radius=14)
            text = self.app.fonts.text(f"{delta:+d}", "black", size, LIGHT)
            badge = text.get_rect(center=rect.center).inflate(max(12, size // 2 + 6), 4)
            badge.h = max(badge.h, text.get_height())
            badge.center = rect.center
            pygame.draw.rect(surface, GOOD if delta > 0 else BAD if delta < 0 else INK_SOFT, badge,
                             border_radius=badge.h // 2)
            pygame.draw.rect(surface, LIGHT, badge, width=2, border_radius=badge.h // 2)
            surface.blit(text, text.get_rect(center=badge.center))

    def _draw_hint_pick(self, surface, board, hint: Pick, ghost: bool = True) -> None:
        """The suggested card as a ghost on its cell, and the two cards of its swap outlined and linked.
        While a card is being placed the ghost stays away (it would hide the lit cell and its score): the
        hinted cell keeps only its blue outline, outside the cell's own."""
        rect = board.rect(hint.cell)
        if not ghost:
            pygame.draw.rect(surface, HINT, rect.inflate(18, 18), width=3, border_radius=16)
            return
        pulse = 0.5 + 0.5 * math.sin(self.time * 4)
        key = (hint.card, board.cw, self.app.lang)
        if self._ghost is None or self._ghost[0] != key:   # a copy of the shared face, made once per hint
            self._ghost = (key, card_art(self.app).face(self.match.game_id, hint.card, board.cw, self.app.lang).copy())
        ghost = self._ghost[1]
        ghost.set_alpha(150 + int(60 * pulse))
        surface.blit(ghost, rect)
        pygame.draw.rect(surface, HINT, rect.inflate(8, 8), width=4, border_radius=12)
        if hint.swap is not None:
            a, b = (board.rect(c) for c in hint.swap)
            for r in (a, b):
                pygame.draw.rect(surface, HINT, r.inflate(14, 14), width=3, border_radius=14)
            pygame.draw.line(surface, HINT, a.center, b.center, max(3, int(4 * self.s)))
            for r in (a, b):
                pygame.draw.circle(surface, HINT, r.center, max(6, int(8 * self.s)))

    def _draw_hand(self, surface) -> None:
        gid, lang = self.match.game_id, self.app.lang
        strip = pygame.Rect(self.hand_area.x - 10, self.hand_area.y - 6, self.hand_area.w + 20, self.hand_area.h + 4)
        pygame.draw.rect(surface, (8, 18, 14), strip, border_radius=16)
        if self.handing_off:         # this hand was passed on: it is the next holder's to see, not the room's
            text = self.app.fonts.fit(self.t("table_revealing"), "bold", self.fs(22), LIGHT_SOFT, strip.w - 20)
            surface.blit(text, text.get_rect(center=strip.center))
            self._draw_score_panel(surface)
            self._draw_hint_panel(surface)
            return
        hand = self.hand_rects()
        placed = self._hand_gap()
        kinds = [k for k, _ in hand]
        hint = self.shown_hint
        hinted = kinds.index(hint.card) if hint is not None and hint.card in kinds else -1
        for i, (kind, rect) in enumerate(hand):
            if (kind == self.dragging and i == self.selected) or i == placed:
                pygame.draw.rect(surface, (30, 50, 42), rect, border_radius=10)
                continue
            lift = -12 if i == self.selected and (self.cursor is not None or self.discarding) else 0
            surface.blit(card_art(self.app).face(gid, kind, rect.w, lang), rect.move(0, lift))
            if i == self.selected:
                pygame.draw.rect(surface, ACCENT, rect.move(0, lift).inflate(6, 6), width=3, border_radius=12)
            if i == hinted:
                pygame.draw.rect(surface, HINT, rect.move(0, lift).inflate(14, 14), width=4, border_radius=14)
        self._draw_score_panel(surface)
        self._draw_hint_panel(surface)

    def _draw_score_panel(self, surface) -> None:
        """The running score by kind (and Forêt's biodiversity), beside the hand."""
        fonts, gid = self.app.fonts, self.match.game_id
        score = self.running_score()
        box = pygame.Rect(self.hand_area.right + 20, self.hand_area.y - 6, self.app.size[0] - self.hand_area.right - 30,
                          self.hand_area.h + 4)
        panel(surface, box, color=PANEL, radius=12, shadow=False)
        title_key = "their_score" if self.spectating else "your_score"
        title = fonts.fit(self.t(title_key, name=self.match.names()[self.seat], total=score.total), "bold",
                          self.fs(19), INK, box.w - 20)
        surface.blit(title, (box.x + 10, box.y + 6))
        kinds = list(self.match.rules.kinds)
        footer = score.biodiversity is not None
        top = box.y + 10 + title.get_height()
        rows = -(-len(kinds) // 3)
        row_h = min(int(30 * self.s), (box.bottom - top - (24 * self.s if footer else 0) - 6) // rows)
        icon = max(14, row_h - 4)
        col_w = (box.w - 20) // 3
        for n, kind in enumerate(kinds):
            x = box.x + 10 + (n % 3) * col_w
            y = top + (n // 3) * row_h
            surface.blit(card_art(self.app).icon(gid, kind.id, icon), (x, y))
            pts = score.kinds[kind.id]
            text = fonts.text(str(pts), "bold", self.fs(16), INK if pts else INK_SOFT)
            surface.blit(text, text.get_rect(midleft=(x + icon + 5, y + icon // 2)))
        if footer:
            # with the gaps that make it, so a first turn's −5 is not a mystery
            line = fonts.fit(self.t("table_biodiversity", points=score.biodiversity, gaps=score.gaps), "bold",
                             self.fs(15), BAD if score.biodiversity < 0 else INK, box.w - 20)
            surface.blit(line, line.get_rect(bottomleft=(box.x + 10, box.bottom - 6)))

    def hint_rect(self) -> pygame.Rect:
        return pygame.Rect(10, self.hand_area.y - 6, self.hand_area.x - 30, self.hand_area.h + 4)

    def _draw_hint_panel(self, surface) -> None:
        fonts = self.app.fonts
        left = self.hint_rect()
        if self.staged is not None:                      # Undo and Confirm sit at the bottom
            left = pygame.Rect(left.x, left.y, left.w, left.h - int(114 * self.s))
        elif self.pending_rabbit or self.hint_available:   # the Skip or Hint button sits at the bottom
            left = pygame.Rect(left.x, left.y, left.w, left.h - int(60 * self.s))
        panel(surface, left, color=PANEL, radius=12, shadow=False)
        hint = self.shown_hint
        if hint is not None:
            lines = self.hint_text(hint)
        elif self.spectating:
            lines = self.t("demo_hint")
        elif self.staged is not None:
            lines = self.t("placed_help")
        elif self.discarding:
            lines = self.t("discard_hint", name=self.match.opponent_name)
        elif self.pending_rabbit:
            lines = self.t("swap_keys")
        elif self.match.solo:
            solo = self.match.rules.solo
            lines = self.t("solo_hint", name=self.match.opponent_name, draw=solo.draw, row=solo.draw_after_row) \
                + "\n" + self.t("keys_short")
        else:
            lines = self.t("drag_hint")
        size = self.fs(16)
        wrapped = fonts.wrap(lines, "regular", size, INK, left.w - 20)
        while size > 11 and len(wrapped) * (wrapped[0].get_height() - 2) > left.h - 12:
            size -= 1
            wrapped = fonts.wrap(lines, "regular", size, INK, left.w - 20)
        y = left.y + 8
        for line in wrapped:
            surface.blit(line, (left.x + 10, y))
            y += line.get_height() - 2

    def hint_text(self, hint) -> str:
        """The suggestion in words, with what it earns now (the rules' count, through this seat's view)."""
        card = self.match.rules.kind(hint.card).name(self.app.lang)
        view = self.view
        if isinstance(hint, Discard):
            gain = self._memo("hint_gain", lambda: view.opponent_gain_if(hint.card))
            return self.t("hint_discard", card=card, name=self.match.opponent_name) + " " \
                + self.t("table_hint_discard_gain", name=self.match.opponent_name, gain=gain)
        text = self.t("hint_pick", card=card)
        if hint.swap is not None:
            text += " " + self.t("hint_swap")
        gain = self._memo("hint_gain", lambda: view.gain_if(hint))
        return text + " " + self.t("table_hint_gain" if gain > 0 else "table_hint_gain_later", gain=gain)

    def draw_notice_text(self) -> str | None:
        if not self.draw_notice:
            return None
        n = self.draw_notice[0]
        if n == self.match.rules.solo.draw_after_row:
            return self.t("drew_row", n=n, name=self.match.opponent_name)
        return self.t("drew_one" if n == 1 else "drew_many", n=n)

    def _draw_draw_notice(self, surface) -> None:
        """Solo: the cards just drawn are outlined (the top bar says how many)."""
        n = self.draw_notice[0]
        for _, rect in self.hand_rects()[-n:]:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=12)
