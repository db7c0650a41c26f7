"""Ecosystème's score screen (Forêt, Savane): every ecosystem's final grid beside the score pad, the lion prey
choice, the neutral's pile, and why each row scored what it did.

The pad has the kinds as rows and the players as columns (the solo opponent last). Hovering a row lights, in
every grid, the cards that scored that kind, and a panel beside the row (over the pad's other rows, never over
the hovered one) says why, from game.ecosysteme.explain: in a player's column that player's cards one by one, the
ranking of a comparison, the biodiversity gaps and table; on the row's label every player in a line. Hovering
a column header (or a grid's name) lights that player's grid. In a two-player game the neutral's pile is shown
under the grids, the kinds it compares first, with their counts.

In Savane the owner of a lion that hunts may change its prey by clicking the circled cards, and the pad is
rescored at once; each hunting lion and its prey carry the same number, joined by an arrow, and the band says
it in words ("Lion B2 → Gazelle C4"). Nobody is crowned, and no winner or level is announced, before "Confirm
scores" freezes the choice: a prey can change the winner.

Any card of the grids or of the neutral's strip can be read with the card viewer (scenes.cardview): rest the
pointer on it, or right-click it.

The frame is the shell's (scenes/shell/score_screen.py): the title, the pad and its count-up
(scenes/widgets/scorepad.py), the solo banner, a challenge's result (scenes/shell/challenge.py), the buttons
(play again, watch the replay, the menu). This module keeps the pad's numbers, the prey choice and the hovering,
and plans how the pad and the grids share the screen; scenes/ecosysteme/scoring_grids.py draws the grids, the prey
and the neutral's strip, scoring_why.py the explanations.
"""
from __future__ import annotations

import pygame

from game.ecosysteme.cards import GRID_COLS, GRID_ROWS
from game.ecosysteme.explain import Explainer, cell_label, hunters, pair_prey
from game.session import Match

from .cardart import card_art
from ..shell.score_screen import ScoreScreen
from ..widgets.scorepad import HEAD
from .scoring_grids import ScoreGrids
from .scoring_why import WhyPanel

DIM = (10, 20, 16, 150)
COLUMN_WIDTHS = (2.9, 2.15, 1.7)   # a player column, in row heights: roomy first, narrow if the grids need it


class ScoringScene(WhyPanel, ScoreGrids, ScoreScreen):
    def __init__(self, app, match: Match) -> None:
        # the game's data first: ScoreScreen.__init__ makes the pad from it and may record a challenge
        self.match = match
        self.state = match.state
        self.rules = match.rules
        self.game_id = match.game_id
        self.frames = self.state.frames()
        self.kind_ids = list(self.rules.kind_ids)
        self.score = self.state.score()
        self.count = len(self.score.players)
        self.rows: list[str] = self.kind_ids + (["biodiversity"] if self.rules.biodiversity is not None else []) \
            + ["total"]
        # the two-player neutral's pile (kind ids): it scores nothing but takes part in the comparisons
        self.neutral: list[str] | None = [self.state.kind_id(uid) for uid in self.state.neutral_pile] \
            if self.state.has_neutral else None
        self._explainer: Explainer | None = None
        self._score_version = 0                 # counts the rescorings (a lion prey changed): explanations follow
        # lion prey: the players (human seats) who may change it, their choice being edited, the last full one
        self.choosable = [i for i in range(self.count)
                          if self._human(i) and self.score.players[i].lion_picks > 0
                          and len(self.score.players[i].lion_candidates) > self.score.players[i].lion_picks]
        self.editing: dict[int, list[int]] = {i: list(self.score.players[i].lion_prey) for i in self.choosable}
        self.chosen: list[tuple[int, ...] | None] = [None] * self.count
        self.confirmed = not self.choosable
        # hovering
        self.hover_cell: tuple[int, int] | None = None
        self.hover_col: int | None = None       # the player column under the pointer in a hovered pad row
        self.hover_on_pad = False               # the row is hovered on the pad (not through a grid's card)
        self._grid_rects: list[pygame.Rect] = []
        self._cell_rects: list[list[pygame.Rect]] = []
        # the kind whose cards hunt (Savane's lion), for the badge on the prey the owner may choose
        self.hunter_kind = next((k.id for k in self.rules.kinds if any(r.type == "hunt" for r in k.rules)), None)
        super().__init__(app, match)

    # ------------------------------------------------------------------ the shell's hooks

    def rules_above(self) -> tuple[str, ...]:
        return ("biodiversity",)

    def row_icon(self, key: str, size: int) -> pygame.Surface | None:
        return card_art(self.app).icon(self.game_id, key, size) if key in self.kind_ids else None

    def winners(self) -> list[int]:
        return list(self.score.winners)

    def solo_result(self) -> tuple[int, str | None] | None:
        solo = self.score.solo
        return None if solo is None else (solo.margin, solo.level)

    def solo_levels(self) -> list[tuple[str, int]]:
        return list(self.rules.solo.levels)

    def game_name(self) -> str:
        return self.rules.name(self.app.lang)

    def ready_to_confirm(self) -> bool:
        return not any(self.prey_missing(i) for i in self.editing)

    def pending_title(self) -> str:
        return self.t("why_pending")

    def pending_band(self) -> str:
        missing = [i for i in self.editing if self.prey_missing(i) > 0]
        if missing:
            i = missing[0]
            return self.t("why_prey_more", name=self.names[i], pairs=self.prey_words(i), n=self.prey_missing(i))
        return " ".join(self.t("why_prey_band", name=self.names[i], pairs=self.prey_words(i)) for i in self.editing)

    def band_hint(self) -> str:
        return self.t("why_hover_hint")

    # ------------------------------------------------------------------ small helpers
    def _human(self, i: int) -> bool:
        return i < len(self.match.seats) and self.match.seats[i].human

    def kind_name(self, kind_id: str) -> str:
        return self.rules.kind(kind_id).name(self.app.lang)

    def row_label(self, key: str) -> str:
        if key in ("biodiversity", "total"):
            return self.t(key)
        return self.kind_name(key)

    def value(self, key: str, i: int) -> int | None:
        """The score pad's number for a row and a player (None: blank)."""
        p = self.score.players[i]
        if key == "total":
            return p.total
        if key == "biodiversity":
            return p.biodiversity
        return p.kinds[key]

    # ------------------------------------------------------------------ highlights

    @property
    def highlighted_cells(self) -> dict[int, frozenset[int]]:
        """Frame cells (0..19) lit in each grid: those that scored the hovered kind."""
        if self.hover_row not in self.kind_ids:
            return {}
        return {i: frozenset(p.scoring_cells.get(self.hover_row, ())) for i, p in enumerate(self.score.players)}

    @property
    def highlighted_grid(self) -> int | None:
        """The player whose grid is lit (hovering their column header or their grid's name)."""
        return self.hover_player

    # ------------------------------------------------------------------ lion prey

    def face_down(self, i: int) -> set[int]:
        """Cells of ecosystem ``i`` shown face down: the current score's, with the prey being chosen."""
        p = self.score.players[i]
        down = set(p.face_down)
        if i in self.editing:
            down -= set(p.lion_prey)
            down |= set(self.editing[i])
        return down

    def prey_missing(self, i: int) -> int:
        return self.score.players[i].lion_picks - len(self.editing.get(i, ()))

    def can_choose(self, i: int, cell: int) -> bool:
        return not self.confirmed and i in self.editing and cell in self.score.players[i].lion_candidates

    def toggle_prey(self, i: int, cell: int) -> bool:
        """Click on a candidate: take it as prey, or give it back. Rescores once the choice is complete."""
        if not self.can_choose(i, cell):
            return False
        choice = self.editing[i]
        picks = self.score.players[i].lion_picks
        if cell in choice:
            choice.remove(cell)
        else:
            choice.append(cell)
            while len(choice) > picks:      # the oldest prey gives way to the new one
                choice.pop(0)
        if len(choice) == picks:
            self.chosen[i] = tuple(sorted(choice))
            self.rescore()
        self._buttons()
        return True

    def rescore(self) -> None:
        choices = self.chosen if any(c is not None for c in self.chosen) else None
        self.score = self.state.score(prey_choices=choices)
        self._explainer = None
        self._score_version += 1

    def prey_pairs(self, i: int) -> list[tuple[int, int | None]]:
        """Which hunting lion of ecosystem ``i`` takes which prey now (the choice being made, else the score's):
        (lion cell, prey cell), a prey still to choose as None. The rules only say how many prey the lions take;
        the pairing (game.ecosysteme.explain.pair_prey) is for showing it."""
        p = self.score.players[i]
        if not p.lion_picks:
            return []
        lions = hunters(self.rules, self.frames[i])[:p.lion_picks]
        prey = self.editing[i] if not self.confirmed and i in self.editing else p.lion_prey
        pairs: list[tuple[int, int | None]] = list(pair_prey(lions, prey))
        paired = {lion for lion, _ in pairs}
        return pairs + [(lion, None) for lion in lions if lion not in paired]

    def prey_words(self, i: int) -> str:
        """The prey choice in words: "Lion B2 → Gazelle C4 · Lion D1 → prey to choose"."""
        frame = self.frames[i]
        parts = []
        for lion, prey in self.prey_pairs(i):
            hunter = f"{self.kind_name(self.kind_ids[frame[lion]])} {cell_label(lion)}"
            target = self.t("why_prey_to_choose") if prey is None else \
                f"{self.kind_name(self.kind_ids[frame[prey]])} {cell_label(prey)}"
            parts.append(f"{hunter} → {target}")
        return " · ".join(parts)

    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        s = self.s
        self.name_h = round(24 * s)
        self.card_gap = max(2, round(3 * s))
        self.block_gap = round((22 if self.count <= 4 else 14) * s)
        self.neutral_h = round(66 * s) if self.neutral is not None else 0   # the neutral's strip under the grids

        best = None
        for variant in ("side", "stacked"):
            for factor in COLUMN_WIDTHS:
                plan = self._plan(variant, factor)
                if plan is None:
                    continue
                # a roomier pad wins unless the grids would lose more than a tenth of their size
                if best is None or plan["card"] > best["card"] * 1.1 + 1:
                    best = plan
        if best is None:        # far below the minimum window size: squeeze rather than fail
            best = self._plan("side", COLUMN_WIDTHS[-1], force=True)
        self.plan = best
        self._place(best)

    def _plan(self, variant: str, factor: float, force: bool = False) -> dict | None:
        """One way to share the content area (pad beside or above the grids), or None if it does not fit."""
        s, c = self.s, self.content
        n = self.count
        if variant == "side":
            row_h = int((c.h - 12) / (len(self.rows) + HEAD + 0.6))
            row_h = min(row_h, round(38 * s))
            if row_h < round(20 * s) and not force:
                return None
            label_col, col, pad = self.pad.metrics(row_h, factor)
            pad_w = label_col + n * col + pad
            pad_rect = pygame.Rect(c.x, c.y, pad_w, min(c.h, self.pad.height(row_h)))
            area = pygame.Rect(pad_rect.right + self.block_gap, c.y, c.right - pad_rect.right - self.block_gap, c.h)
        else:
            row_h = round(26 * s)
            label_col, col, pad = self.pad.metrics(row_h, factor)
            pad_w = label_col + n * col + pad
            pad_rect = pygame.Rect(c.x, c.y, pad_w, self.pad.height(row_h))
            if self.solo_h and c.right - pad_rect.right - self.block_gap < 500 * s:
                return None      # the solo banner sits beside the pad: it needs the room
            area = pygame.Rect(c.x, pad_rect.bottom + self.block_gap, c.w, c.bottom - pad_rect.bottom - self.block_gap)
        if (pad_rect.w > c.w or area.w < 100 or area.h < 100) and not force:
            return None
        grids_area = pygame.Rect(area)
        if self.solo_h and variant == "side":
            grids_area.y += self.solo_h + self.block_gap
            grids_area.h -= self.solo_h + self.block_gap
        if self.neutral_h:
            grids_area.h -= self.neutral_h + self.block_gap
        card, cols = self._fit_grids(grids_area, n)
        if card < 24:
            if not force:
                return None
            card = 24
        return {"variant": variant, "row_h": row_h, "label_col": label_col, "col": col, "pad": pad,
                "pad_rect": pad_rect, "area": area, "grids_area": grids_area, "card": card, "cols": cols}

    def _fit_grids(self, area: pygame.Rect, n: int) -> tuple[int, int]:
        g, gb = self.card_gap, self.block_gap
        best = (0, 1)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            by_w = ((area.w - (cols - 1) * gb) / cols - (GRID_COLS - 1) * g) / GRID_COLS
            by_h = ((area.h - (rows - 1) * gb) / rows - self.name_h - (GRID_ROWS - 1) * g) / (GRID_ROWS * 1.4)
            w = int(min(by_w, by_h, 88 * self.s))
            if w > best[0]:
                best = (w, cols)
        return best

    def _place(self, plan: dict) -> None:
        self.pad.place(plan["pad_rect"], plan["row_h"], plan["label_col"], plan["col"], plan["pad"], self.s)
        # the grids
        card, cols = plan["card"], plan["cols"]
        self.card_w, self.card_h = card, round(card * 1.4)
        g, gb = self.card_gap, self.block_gap
        bw = GRID_COLS * card + (GRID_COLS - 1) * g
        bh = self.name_h + GRID_ROWS * self.card_h + (GRID_ROWS - 1) * g
        rows = -(-self.count // cols)
        area = plan["grids_area"]
        total_w = cols * bw + (cols - 1) * gb
        total_h = rows * bh + (rows - 1) * gb
        ox = area.x + (area.w - total_w) // 2
        oy = area.y + max(0, (area.h - total_h) // 3)
        self._grid_rects, self._cell_rects, self._name_rects = [], [], []
        for i in range(self.count):
            r, c = divmod(i, cols)
            bx, by = ox + c * (bw + gb), oy + r * (bh + gb)
            self._grid_rects.append(pygame.Rect(bx, by, bw, bh))
            self._name_rects.append(pygame.Rect(bx, by, bw, self.name_h))
            cells = []
            for k in range(GRID_ROWS * GRID_COLS):
                rr, cc = divmod(k, GRID_COLS)
                cells.append(pygame.Rect(bx + cc * (card + g), by + self.name_h + rr * (self.card_h + g),
                                         card, self.card_h))
            self._cell_rects.append(cells)
        self.neutral_rect = None
        if self.neutral_h:      # under the grids, centred, wide enough for its chips
            width = max(total_w, min(area.w, round(620 * self.s)))
            self.neutral_rect = pygame.Rect(area.centerx - width // 2, oy + total_h + gb, width, self.neutral_h)
        if self.solo_h:
            a = plan["area"]
            if plan["variant"] == "side":
                self.solo_rect = pygame.Rect(a.x, a.y, a.w, self.solo_h)
            else:
                right = self.pad_rect.right + self.block_gap
                self.solo_rect = pygame.Rect(right, self.pad_rect.y, self.content.right - right,
                                             min(self.pad_rect.h, self.solo_h))
        self._dim = pygame.Surface((card, self.card_h), pygame.SRCALPHA)
        self._dim.fill(DIM)
        self._soft_dim = pygame.Surface((card, self.card_h), pygame.SRCALPHA)
        self._soft_dim.fill((10, 20, 16, 80))

    # ------------------------------------------------------------------ geometry for tests and input

    def cell_rect(self, i: int, index: int) -> pygame.Rect:
        return self._cell_rects[i][index]

    def grid_rect(self, i: int) -> pygame.Rect:
        return self._grid_rects[i]

    def _cell_at(self, pos) -> tuple[int, int] | None:
        for i, grid in enumerate(self._grid_rects):
            if grid.collidepoint(pos):
                for k, rect in enumerate(self._cell_rects[i]):
                    if rect.collidepoint(pos):
                        return i, k
        return None

    def pad_row(self, key: str, column: int | None) -> None:
        self.hover_row = key
        self.hover_on_pad = True
        self.hover_col = column

    def hover(self, pos) -> None:
        self.hover_row = self.hover_player = self.hover_cell = self.hover_col = None
        self.hover_on_pad = False
        if self.pad.hover(pos):                 # a row (pad_row), or a column header (pad_header)
            return
        for i, rect in enumerate(self._name_rects):
            if rect.collidepoint(pos):
                self.hover_player = i
                return
        cell = self._cell_at(pos)
        if cell is not None:
            self.hover_cell = cell
            kind = self.frames[cell[0]][cell[1]]
            if kind >= 0 and cell[1] not in self.face_down(cell[0]):
                self.hover_row = self.kind_ids[kind]
            return
        spot = self._neutral_at(pos)
        if spot is not None and spot[0] in self.kind_ids:
            self.hover_row = spot[0]

    # ------------------------------------------------------------------ input

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: (game id, kind id, its rect) of a grid's card
        (face down too: its kind is public) or of a kind in the neutral's strip."""
        cell = self._cell_at(pos)
        if cell is not None:
            kind = self.frames[cell[0]][cell[1]]
            return (self.game_id, self.kind_ids[kind], self._cell_rects[cell[0]][cell[1]]) if kind >= 0 else None
        spot = self._neutral_at(pos)
        if spot is not None:
            return self.game_id, spot[0], spot[1]
        return None

    def click(self, pos) -> bool:
        cell = self._cell_at(pos)
        return cell is not None and self.toggle_prey(*cell)

    # ------------------------------------------------------------------ drawing

    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_grids(surface)
        self._draw_neutral(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_why(surface)

