"""The replay of a saved game: every position from the deal to the end, one reveal (solo: one turn) at a time.

The positions are the rules' own (game.savegame.replay_steps: the seed and the saved actions played again);
the scene only shows them: every ecosystem at that step, the neutral's pile or the solo opponent's grid, the
scores as they stand, the game log beside with the step's entry framed, and the final scores at the end.
Every board is drawn on its final 4×5 grid, columns A–E and rows 1–4 marked, so the cards never move from
one step to the next and the log's cell names ("B2") can be read off the board.

Keys: ← / → step, Home / End, Space plays or pauses (one step a second), Escape goes back (and quits when the
replay is the only scene, as with ``ecosysteme replay FILE``). A click on a log entry goes to that step.
Resting the pointer on any card (an ecosystem's, the neutral's pile, the solo opponent's grid) shows it large
with its rule; a right-click pins it (scenes/cardview.py).
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.ecosysteme.cards import GRID_COLS, GRID_ROWS
from game.ecosysteme.log import COLUMNS
from game.gamelog import log_lines
from game.savegame import replay_steps
from game.ecosysteme.scoring import GameScore
from game.session import Match

from ..base import Scene
from ..cardview import CardInspector
from ..gamelog import GameLogPanel
from ..ui import (ACCENT, HIGHLIGHT, INK, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE, Button, draw_crown, panel)

STEP_SECONDS = 1.0            # playing: one step a second
SWAP = (120, 206, 255)        # a Lapin's swap (the hint's blue on the table)
SLOT = (22, 44, 36)           # an empty cell
WIN_FILL = (250, 222, 140)


class ReplayScene(Scene):
    def __init__(self, app, match: Match, source: Path | str | None = None) -> None:
        super().__init__(app)
        self.match = match
        self.source = Path(source) if source is not None else None   # the saved file, when opened from one
        self.steps = replay_steps(match)
        self.final = self.steps[-1].game        # the last position: its grids anchor every step's boards
        self.names = match.names()
        self.index = 0
        self.playing = False
        self.timer = 0.0
        self.log = GameLogPanel(app)
        self.log.focused = True                 # PageUp / PageDown scroll the log wherever the mouse is
        self._scores: dict[int, GameScore] = {}
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
    def game(self):
        """The game at the shown step."""
        return self.step.game

    def score(self, index: int | None = None) -> GameScore:
        """The scores at a step (the final ones at the last step of a finished game)."""
        index = self.index if index is None else index
        if index not in self._scores:
            self._scores[index] = self.steps[index].game.score()
        return self._scores[index]

    @property
    def finished(self) -> bool:
        return self.index == self.last and self.final.is_over

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

    def layout(self, size: tuple[int, int]) -> None:
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
        self.boards_area = pygame.Rect(self.main.x, self.main.y, self.main.w, self.strip.y - round(12 * s) - self.main.y)
        self._place_boards()
        self._buttons()

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

    def handle(self, event: pygame.event.Event) -> bool:
        if self.inspector.handle(event, self.card_at):
            return True
        if event.type == pygame.KEYDOWN:
            action = {pygame.K_LEFT: self.previous, pygame.K_RIGHT: self.next, pygame.K_HOME: self.first,
                      pygame.K_END: self.end, pygame.K_SPACE: self.toggle_play}.get(event.key)
            if action is not None:
                action()
                return True
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
        used = self.log.handle(event, self.log_rect)
        self.log.focused = True                 # a click elsewhere does not take PageUp / PageDown away
        if used:
            return True
        for button in self.buttons:
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            step = self.log.entry_at(event.pos, self.log_rect)
            if step is not None:
                self.playing = False
                self.go(step)
                return True
        return False

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

    def counter_text(self) -> str:
        if self.index == 0:
            return self.t("replay_deal")
        key = "replay_turn" if self.final.solo else "replay_pick"
        return self.t(key, n=self.index, total=self.last)

    def info_parts(self) -> list[str]:
        """The top bar's right-hand side, most useful first: the round and pick (solo: the counter says the
        turn already), "game in progress" for an autosave, the file's name."""
        parts = []
        if self.index and not self.final.solo:
            parts.append(self._headers[self.index - 1])
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

    def _slot_label(self, what: str, seat: int | None) -> str:
        game = self.game
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
        game, record = self.game, self.step.record
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
        return self.app.cards.face_or_tile(game_id, kind, self.cw, self.app.lang)

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
