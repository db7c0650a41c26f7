"""The replay of a saved game of Forêt or Savane: every position from the deal to the end, one reveal (solo: one
turn) at a time.

The positions are the rules' own (game.savegame.replay_steps: the seed and the saved actions played again);
the scene only shows them: every ecosystem at that step, the neutral's pile or the solo opponent's grid, the
scores as they stand, the game log beside with the step's entry framed, and the final scores at the end.
Every board is drawn on its final 4×5 grid, columns A–E and rows 1–4 marked, so the cards never move from
one step to the next and the log's cell names ("B2") can be read off the board.

The stepping, the buttons, the keys, the top bar, the log and the strip of scores are every replay's
(scenes/shell/replay_base.py): ← / → step, Home / End, Space plays or pauses (one step a second), Escape goes back
(and quits when the replay is the only scene, as with ``ecosysteme replay FILE``). A click on a log entry goes to
that step. Resting the pointer on any card (an ecosystem's, the neutral's pile, the solo opponent's grid) shows it
large with its rule; a right-click pins it (scenes/cardview.py).
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.ecosysteme.cards import GRID_COLS, GRID_ROWS
from game.ecosysteme.log import COLUMNS
from game.ecosysteme.scoring import GameScore
from game.session import Match

from .cardart import card_art
from ..shell.replay_base import ReplayBase
from ..ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, draw_crown

SWAP = (120, 206, 255)        # a Lapin's swap (the hint's blue on the table)
SLOT = (22, 44, 36)           # an empty cell


class ReplayScene(ReplayBase):
    """The replay of a Forêt or Savane match: a 4×5 board per ecosystem, the neutral's pile, the solo
    opponent's cards."""

    def __init__(self, app, match: Match, source: Path | str | None = None) -> None:
        super().__init__(app, match, source)
        self._scores: dict[int, GameScore] = {}

    # ------------------------------------------------------------------ what the rules say

    def score(self, index: int | None = None) -> GameScore:
        """The scores at a step (the final ones at the last step of a finished game)."""
        index = self.index if index is None else index
        if index not in self._scores:
            self._scores[index] = self.steps[index].state.score()
        return self._scores[index]

    # ------------------------------------------------------------------ layout

    def slots(self) -> list[tuple[str, int | None]]:
        """What the boards show: ("seat", i) per ecosystem, then ("neutral", None) or ("opponent", None)."""
        game = self.final
        out: list[tuple[str, int | None]] = [("seat", i) for i in range(game.players)]
        if game.has_neutral:
            out.append(("neutral", None))
        if game.solo:
            out.append(("opponent", None))
        return out

    def _place_boards(self) -> None:
        """Every board on the final position's 4×5 grid (the cards never move from one step to the next), on as
        many columns as gives the cards the most room."""
        s, area = self.s, self.boards_area
        n = len(self.slots())
        self.gap = g = max(2, round(3 * s))
        self.block_gap = gb = round(18 * s)
        self.name_h = round(26 * s)
        self.label = round(15 * s)             # the column letters' row and the row numbers' column
        best = (0, 1)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            by_w = ((area.w - (cols - 1) * gb) / cols - self.label - (GRID_COLS - 1) * g) / GRID_COLS
            by_h = ((area.h - (rows - 1) * gb) / rows - self.name_h - self.label - (GRID_ROWS - 1) * g) \
                / (GRID_ROWS * 1.4)
            cw = int(min(by_w, by_h, 110 * s))
            if cw > best[0]:
                best = (cw, cols)
        cw, cols = best
        self.cw, self.ch = max(8, cw), round(max(8, cw) * 1.4)
        bw = self.label + GRID_COLS * self.cw + (GRID_COLS - 1) * g
        bh = self.name_h + self.label + GRID_ROWS * self.ch + (GRID_ROWS - 1) * g
        rows = -(-n // cols)
        ox = area.x + (area.w - (cols * bw + (cols - 1) * gb)) // 2
        oy = area.y + max(0, (area.h - (rows * bh + (rows - 1) * gb)) // 2)
        self.blocks = []
        for i in range(n):
            r, c = divmod(i, cols)
            if r == rows - 1 and n % cols:      # a short last row is centred
                ox_row = area.x + (area.w - ((n % cols) * bw + (n % cols - 1) * gb)) // 2
            else:
                ox_row = ox
            self.blocks.append(pygame.Rect(ox_row + c * (bw + gb), oy + r * (bh + gb), bw, bh))

    def cell_rect(self, block: int, index: int) -> pygame.Rect:
        """Where frame cell ``index`` (0–19, reading order) of a board is drawn."""
        b = self.blocks[block]
        r, c = divmod(index, GRID_COLS)
        return pygame.Rect(b.x + self.label + c * (self.cw + self.gap),
                           b.y + self.name_h + self.label + r * (self.ch + self.gap), self.cw, self.ch)

    # ------------------------------------------------------------------ input

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card drawn under a screen position at this step: (game id, kind id, its rect on screen)."""
        if not hasattr(self, "blocks"):
            return None
        gid = self.final.rules.id
        for n, (what, seat) in enumerate(self.slots()):
            if not self.blocks[n].collidepoint(pos):
                continue
            for k, kind in self.board(what, seat)[0].items():
                rect = self.cell_rect(n, k)
                if rect.collidepoint(pos):
                    return gid, kind, rect
        return None

    # ------------------------------------------------------------------ drawing

    def counter_key(self) -> str:
        return "replay_turn" if self.final.solo else "replay_pick"

    def step_header(self) -> str | None:
        """The round and pick ("Round 2 · pick 3"); in solo none, as the counter says the turn already."""
        return None if self.final.solo else super().step_header()

    def _slot_label(self, what: str, seat: int | None) -> str:
        game = self.state
        if what == "seat":
            return self.names[seat] if seat < len(self.names) else str(seat + 1)
        if what == "neutral":
            return f"{self.t('neutral')} · {len(game.neutral_pile)}"
        return f"{self.match.opponent_name} · {len(game.opponent)}/{game.rules.solo.turns}"

    def _draw_slot(self, surface: pygame.Surface, n: int, what: str, seat: int | None) -> None:
        s, block = self.s, self.blocks[n]
        winners = set(self.score().winners) if self.finished else set()
        player = seat if what == "seat" else (1 if what == "opponent" else None)
        # the name (the scores are in the strip under the boards), a crown for the winners
        label = self._slot_label(what, seat)
        x = block.x + self.label
        if player in winners:
            ch = round(self.name_h * 0.55)
            draw_crown(surface, pygame.Rect(x, block.y + (self.name_h - ch) // 2 - 2, round(ch * 1.3), ch))
            x += round(ch * 1.3) + round(6 * s)
        ink = HIGHLIGHT if player in winners else LIGHT
        text = self._fit(label, "black" if player in winners else "bold", max(13, round(18 * s)), ink, block.right - x)
        if text is not None:
            surface.blit(text, text.get_rect(midleft=(x, block.y + self.name_h // 2 - 2)))
        cards, fresh, swapped = self.board(what, seat)
        if what == "seat":                     # the grid's names, as the log says them
            font = max(10, round(12 * s))
            for c in range(GRID_COLS):
                mark = self.app.fonts.text(COLUMNS[c], "bold", font, LIGHT_SOFT)
                r = self.cell_rect(n, c)
                surface.blit(mark, mark.get_rect(midbottom=(r.centerx, r.y - 1)))
            for row in range(GRID_ROWS):
                mark = self.app.fonts.text(str(row + 1), "bold", font, LIGHT_SOFT)
                r = self.cell_rect(n, row * GRID_COLS)
                surface.blit(mark, mark.get_rect(midright=(r.x - round(4 * s), r.centery)))
        gid = self.final.rules.id
        for k in range(GRID_COLS * GRID_ROWS):
            rect = self.cell_rect(n, k)
            kind = cards.get(k)
            if kind is None:
                pygame.draw.rect(surface, SLOT, rect, border_radius=max(3, round(5 * s)))
            else:
                surface.blit(self._face(gid, kind), rect)
        width = max(2, round(3 * s))
        for k in fresh:
            pygame.draw.rect(surface, HIGHLIGHT, self.cell_rect(n, k).inflate(width + 2, width + 2), width=width,
                             border_radius=max(4, round(6 * s)))
        if swapped:
            a, b = (self.cell_rect(n, k) for k in swapped)
            for r in (a, b):
                pygame.draw.rect(surface, SWAP, r.inflate(2 * width + 4, 2 * width + 4), width=width,
                                 border_radius=max(5, round(7 * s)))
            ends = [(r.centerx, r.y + r.h * 3 // 10) for r in (a, b)]    # across the pictures, not the names
            pygame.draw.line(surface, SWAP, *ends, width)
            for end in ends:
                pygame.draw.circle(surface, SWAP, end, max(4, round(6 * s)))

    def board(self, what: str, seat: int | None) -> tuple[dict[int, str], set[int], list[int]]:
        """What a board shows at this step, by frame cell (0–19, reading order): the cards (kind ids), the
        cells of this step's new cards, and the two cells of this step's Lapin swap (or none). An ecosystem
        sits on its final grid; the neutral's pile and the solo opponent's cards fill theirs in order."""
        game, record = self.state, self.step.record
        fresh: set[int] = set()
        swapped: list[int] = []
        if what == "seat":
            ref = self.final.ecosystems[seat]
            cards = {ref.frame_index(cell): game.kind_id(uid) for cell, uid in game.ecosystems[seat].items()}
            if record is not None and seat < len(record["actions"]):
                pick = record["actions"][seat]
                fresh.add(ref.frame_index(pick.cell))
                if pick.swap is not None:
                    swapped = [ref.frame_index(c) for c in pick.swap]
            return cards, fresh, swapped
        pile = game.neutral_pile if what == "neutral" else game.opponent
        cards = {i: game.kind_id(uid) for i, uid in enumerate(pile)}
        new = record is not None and record.get("neutral" if what == "neutral" else "discard") is not None
        if new and pile:
            fresh.add(len(pile) - 1)
        return cards, fresh, swapped

    def _face(self, game_id: str, kind: str) -> pygame.Surface:
        return card_art(self.app).face_or_tile(game_id, kind, self.cw, self.app.lang)

    def score_summary(self) -> dict:
        """The strip under the boards: (name, total, winner) per player, and at the end the verdict."""
        score = self.score()
        names = self.names
        players = [(names[i] if i < len(names) else str(i + 1), p.total, self.finished and i in score.winners)
                   for i, p in enumerate(score.players)]
        verdict = None
        if self.finished:
            if score.solo is not None:
                level = self.t(f"level_{score.solo.level or 'loss'}")
                verdict = f"{self.t('score_margin', margin=f'{score.solo.margin:+d}')} · {level}"
            else:
                won = [names[i] for i in score.winners]
                verdict = self.t("score_winner", names=won[0]) if len(won) == 1 else \
                    self.t("score_tie", names=", ".join(won))
        return {"title": self.t("replay_final" if self.finished else "replay_scores"), "players": players,
                "verdict": verdict}
