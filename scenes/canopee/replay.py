"""Canopée's replay: every position of a game from the deal to the end, one entry of its log at a time.

The positions are the rules' own (game.replay.replay_steps: the seed and the saved actions played again, a
step wherever an entry of the game log ends); the scene only shows them, through public information only: the
replay's viewer is nobody in particular, so everything is read through the view of a seat that never looks at a
pile nor holds a card (``NOBODY``); an end of season is shown as the season scored it, before its regeneration step
clears the forests. On screen: every forest (its trees — trunks under their canopy, numbered as
the log numbers them, scored and crowned trees marked — and its other cards grouped with counts; in solo the
Forest Spirit's too), the season and its Season Change card, the decks' and the New Growth piles' sizes (their
backs: never a card of a pile, but for the Threats a solo game turns face up for everyone), the scores so far,
the log beside with the step's entry framed, and the final scores and the winners at the end. The cards the
step's entry placed are outlined.

The controls are every replay's (scenes/shell/replay_base.py, whose scene this one extends): ← / → step, Home /
End, Space plays or pauses (a step a second), a click on a log entry goes to that step, Escape goes back (and quits
when the replay is the only scene, as with ``ecosysteme replay FILE``). Resting the pointer on a card shows it
large with its rule; a right-click pins it.
"""
from __future__ import annotations

from pathlib import Path

import pygame

from game.canopee.log import tree_numbers
from game.gamelog import log_lines
from game.ladder import solo_margin
from game.session import Match

from ..shell.replay_base import ReplayBase
from .replay_draw import ReplayDrawing
from .table_art import aspect
from .table_layout import ForestLayout, PilesLayout, face_up_rows, forest_layout, piles_ring, piles_row


class CanopeeReplay(ReplayDrawing, ReplayBase):
    """The replay of a Canopée match (finished, or an autosave up to where it is)."""

    def __init__(self, app, match: Match, source: Path | str | None = None) -> None:
        super().__init__(app, match, source)
        self.names = match.names(app.lang)         # the Forest Spirit named in the window's language
        self._entries = log_lines(self.final, self.names, app.lang)
        self._memo: dict[tuple, object] = {}       # (what, step) -> what the rules say there (never changes)
        self._layouts: dict[int, list[ForestLayout]] = {}   # per step, for the window's size
        self._as_scored(match)

    def _as_scored(self, match: Match) -> None:
        """Each end of a season but the game's: its step shows the forests as the season scored them, right
        before its regeneration step clears them (the rules' own position, photographed inside the action that
        ended the season: table_states), with the season's points; not the next season already dealt."""
        from game.canopee.season import STEP_NAMES
        from game.replay import Step

        from .table_states import positions as table_positions

        regeneration = STEP_NAMES.index("regeneration")
        clearing = [k for k, e in enumerate(self.final.events()) if e.kind == "step"
                    and e.data["step"] == regeneration]
        ends = [entry.step for entry in self._entries if any(item.kind == "step" for item in entry.items)
                and not any(item.kind == "end" for item in entry.items)]
        positions = table_positions(match)
        positions.prepare(clearing)
        for step, k in zip(ends, clearing):
            if step < self.last:
                self.steps[step] = Step(step, positions.after(k), self.steps[step].record)

    # ------------------------------------------------------------------ what the rules say, publicly

    def _memoized(self, what: str, index: int, make):
        key = (what, index)
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def points(self, index: int | None = None) -> list[int]:
        """Every forest's points at a step (the Spirit's last in solo)."""
        return self.view(index).points()

    def numbers(self, index: int | None = None) -> dict[int, int]:
        """Each tree's number as the log names it, at a step."""
        index = self.index if index is None else index
        return self._memoized("numbers", index, lambda: tree_numbers(self.steps[index].state))

    def forest_cards(self, index: int | None = None) -> set[int]:
        """Every card in a forest at a step (its trees' and its other cards; not the stores)."""
        index = self.index if index is None else index

        def make() -> set[int]:
            out: set[int] = set()
            for fo in self.steps[index].state.forests:
                out.update(fo.cards)
                for t in fo.trees:
                    out.update(t.trunks)
                    if t.canopy >= 0:
                        out.add(t.canopy)
            return out
        return self._memoized("forest", index, make)

    def fresh(self, index: int | None = None) -> set[int]:
        """The cards the step's log entry placed and still in their forest (outlined on screen).

        The log tells every placement from the first season's start on, in the order of the game's events, one
        "place" line each: so the entry's placements in a forest are that forest's placements numbered from
        the count of the earlier entries' lines on. (The step's position alone cannot tell them: several
        entries may end on the same action — a seat's turn, the Forest Spirit's, an end of season and the next
        season's set-up.)"""
        index = self.index if index is None else index

        def make() -> set[int]:
            if index == 0 or index > len(self._entries):
                return set()
            placed = self._placements()
            before: dict[int, int] = {}
            for entry in self._entries[:index - 1]:
                for item in entry.items:
                    if item.kind == "place":
                        before[item.seat] = before.get(item.seat, 0) + 1
            mine: dict[int, int] = {}
            for item in self._entries[index - 1].items:
                if item.kind == "place":
                    mine[item.seat] = mine.get(item.seat, 0) + 1
            out: set[int] = set()
            for f, n in mine.items():
                first = before.get(f, 0)
                out.update(placed.get(f, [])[first:first + n])
            return out & self.forest_cards(index)
        return self._memoized("fresh", index, make)

    def _placements(self) -> dict[int, list[int]]:
        """Each forest's cards in the order the log tells them placed (from the first season's start on)."""
        def make() -> dict[int, list[int]]:
            placed: dict[int, list[int]] = {}
            started = False
            for event in self.final.events():
                started = started or event.kind == "season_start"
                if started and event.kind == "place":
                    placed.setdefault(event.data["forest"], []).append(event.data["card"])
            return placed
        return self._memoized("placements", -1, make)

    def acting(self, index: int | None = None) -> set[int]:
        """The forests whose turn the step's entry tells (none for the deal and an end of season)."""
        index = self.index if index is None else index
        if index == 0 or index > len(self._entries):
            return set()
        return {item.seat for item in self._entries[index - 1].items
                if item.kind == "pile" and item.seat is not None}

    def winners(self) -> set[int]:
        """The forests crowned at the end: the winning seats; in solo the Spirit when the player lost."""
        won = super().winners()
        if self.finished and self.final.solo and not won:
            won = {self.final.spirit}
        return won

    # ------------------------------------------------------------------ the words around it

    def counter_key(self) -> str:
        return "crp_step"

    def score_summary(self) -> dict:
        """The strip under the forests: (name, points, crowned) per forest, and at the end the verdict."""
        points = self.points()
        won = self.winners()
        players = [(self.names[f] if f < len(self.names) else str(f + 1), p, f in won)
                   for f, p in enumerate(points)]
        verdict = None
        if self.finished:
            outcome = self.final.outcome()
            if self.final.solo:
                margin = self.t("score_margin", margin=f"{solo_margin(outcome):+d}")
                result = self.t("crp_solo_won" if outcome.winners else "level_loss")
                verdict = f"{margin} · {result}"
            else:
                names = [self.names[f] for f in outcome.winners]
                verdict = self.t("score_winner", names=names[0]) if len(names) == 1 else \
                    self.t("score_tie", names=", ".join(names))
        return {"title": self.t("replay_final" if self.finished else "replay_scores"), "players": players,
                "verdict": verdict}

    # ------------------------------------------------------------------ layout

    def line_h(self, size: int) -> int:
        return self.app.fonts.get("bold", size).get_linesize()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.s = max(0.6, min(w / 1280, h / 720))
        m = self.m = round(14 * s)
        self.gap = max(3, round(6 * s))
        self.top_bar = pygame.Rect(0, 0, w, round(54 * s))
        self.bottom = pygame.Rect(m, h - m - round(50 * s), w - 2 * m, round(50 * s))
        body_top = self.top_bar.bottom + m
        body_h = self.bottom.y - m - body_top
        log_w = max(round(250 * s), int(w * 0.22))
        left_w = max(round(200 * s), int(w * 0.17))
        self.log_rect = pygame.Rect(w - m - log_w, body_top, log_w, body_h)
        self.left = pygame.Rect(m, body_top, left_w, body_h)
        self.main = pygame.Rect(self.left.right + m, body_top, self.log_rect.x - m - self.left.right - m, body_h)
        self.strip = pygame.Rect(self.main.x, self.main.bottom - round(52 * s), self.main.w, round(52 * s))
        self.forests_area = pygame.Rect(self.main.x, self.main.y, self.main.w,
                                        self.strip.y - round(10 * s) - self.main.y)
        self._place_forests()
        self._place_table()
        self._layouts = {}
        self._buttons()

    def _place_forests(self) -> None:
        """One panel per forest, on as many columns as gives them the roomiest shape (a short last row's
        panels share its whole width)."""
        area, gap = self.forests_area, round(10 * self.s)
        n = self.final.nf
        best, best_cols = -1.0, 1
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            w = (area.w - (cols - 1) * gap) / cols
            h = (area.h - (rows - 1) * gap) / rows
            room = min(w, h * 1.6)               # a forest is wider than high: its trees side by side
            if room > best:
                best, best_cols = room, cols
        cols = best_cols
        rows = -(-n // cols)
        h = (area.h - (rows - 1) * gap) // rows
        self.panels: list[pygame.Rect] = []
        for f in range(n):
            r, c = divmod(f, cols)
            in_row = min(cols, n - r * cols)
            w = (area.w - (in_row - 1) * gap) // in_row
            self.panels.append(pygame.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h))
        self.head_h = self.line_h(self.fs(17)) + self.gap

    def forest_body(self, f: int) -> pygame.Rect:
        rect = self.panels[f]
        pad = self.gap
        return pygame.Rect(rect.x + pad, rect.y + self.head_h, rect.w - 2 * pad, rect.h - self.head_h - pad)

    def forest_layouts(self, index: int | None = None) -> list[ForestLayout]:
        """Where each forest's trees and grouped cards lie at a step (table_layout.forest_layout)."""
        index = self.index if index is None else index
        laid = self._layouts.get(index)
        if laid is None:
            st = self.steps[index].state
            view = self.view(index)
            ct = st.ct
            order = {k: i for i, k in enumerate(st.rules.kinds)}
            numbers = self.numbers(index)
            laid = []
            for f in range(st.nf):
                body = self.forest_body(f)

                def lay(split: float = 0.62, side: float = 0.0, fo=view.forest(f), body=body) -> ForestLayout:
                    return forest_layout(fo, numbers, ct.kind.__getitem__, ct.cat.__getitem__, order.__getitem__,
                                         body, aspect(), round(120 * self.s), False, self.line_h(self.fs(13)),
                                         self.gap, split=split, side=side)
                # the trees above the other cards, or beside them in a wide panel; the line between them where
                # the smaller of the two kinds of cards is the largest
                options = [lay(split=share / 20) for share in range(8, 16)]
                if body.w > 1.2 * body.h:
                    options += [lay(side=share / 20) for share in range(6, 15)]
                laid.append(max(options, key=lambda lo: min(lo.cw if lo.trees else 10 ** 4,
                                                            lo.group_w if lo.groups else 10 ** 4)))
            self._layouts[index] = laid
        return laid

    def _place_table(self) -> None:
        """The left column: the season and its Season Change card, the decks, the New Growth piles."""
        col, pad, st = self.left, self.gap + round(4 * self.s), self.final
        x, w = col.x + pad, col.w - 2 * pad
        y = col.y + pad
        self.season_line = pygame.Rect(x, y, w, self.line_h(self.fs(18)))
        y = self.season_line.bottom + pad
        self.sc_card: pygame.Rect | None = None
        if st.options.get("season_change"):
            cw = min(round(66 * self.s), w // 3)
            self.sc_card = pygame.Rect(x, y, cw, round(cw * aspect()))
            y = self.sc_card.bottom + pad
        dw = min(round(52 * self.s), (w - 2 * pad) // 3)
        dh = round(dw * aspect())
        step = (w - dw) // 2
        self.decks = {name: pygame.Rect(x + i * step, y, dw, dh)
                      for i, name in enumerate(("deck", "germination", "discard"))}
        y += dh + self.line_h(self.fs(13)) + pad
        self.piles_title = pygame.Rect(x, y, w, self.line_h(self.fs(15)))
        y = self.piles_title.bottom + round(2 * self.s)
        area = pygame.Rect(x, y, w, col.bottom - pad - y)
        if st.shared:
            self.piles: PilesLayout = piles_ring(area, aspect(), st.players, 0, round(90 * self.s),
                                                 self.line_h(self.fs(13)) + 4)
        else:
            label = self.line_h(self.fs(14)) + 4
            below = label + round(8 * self.s) if st.solo else 0     # "2 face down" under a solo pile
            area.h -= below
            self.piles = piles_row(area, aspect(), round(100 * self.s), round(14 * self.s), label)

    # ------------------------------------------------------------------ the boards: the table, then each forest

    def board_count(self) -> int:
        return self.final.nf                 # the Forest Spirit's forest too, in solo

    def face_up(self, spot: int) -> list[tuple[int, pygame.Rect]]:
        """What everyone knows of a pile at this step: the Threats a solo game turned face up on it (never its
        other cards), whole and named in a row under the piles (table_layout.face_up_rows), (uid, rect) each."""
        for s, _, row in self.face_up_rows():
            if s == spot:
                return row
        return []

    def face_up_rows(self) -> list[tuple[int, pygame.Rect, list[tuple[int, pygame.Rect]]]]:
        """Every pile's face-up Threats at this step: (spot, its row's title rect, [(uid, rect)])."""
        def make():
            view = self.view()
            ups = {spot: view.pile_known(spot) for spot in range(len(self.piles.spots))}
            if not any(ups.values()):
                return []
            pad = self.gap + round(4 * self.s)
            col = self.left.inflate(-2 * pad, -2 * pad)
            top = max(r.bottom for r in self.piles.spots) + round(8 * self.s) + self.line_h(self.fs(13)) + self.gap
            rows = face_up_rows(col, top, [(spot, len(cards)) for spot, cards in ups.items()], aspect(),
                                round(80 * self.s), self.gap, self.line_h(self.fs(13)))
            return [(spot, title, list(zip(ups[spot], rects))) for spot, title, rects in rows]
        return self._memoized(("face_up", self.app.size), self.index, make)

    # ------------------------------------------------------------------ input: the card under the pointer

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card drawn under a screen position at this step: ("canopee", kind id, its rect on screen)."""
        if not hasattr(self, "panels"):
            return None
        st, view = self.state, self.view()
        for f, rect in enumerate(self.panels):
            if rect.collidepoint(pos):
                hit = self.forest_layouts()[f].cards_at(pos)
                if hit is not None:
                    return st.game_id, view.kind(hit[1]), hit[2]
                return None
        if self.sc_card is not None and st.sc_id is not None and self.sc_card.collidepoint(pos):
            return st.game_id, st.sc_id, self.sc_card
        discard = self.decks["discard"]
        if st.discard and discard.collidepoint(pos):
            return st.game_id, view.kind(st.discard[-1]), discard
        for spot in range(len(self.piles.spots)):
            for u, rect in reversed(self.face_up(spot)):        # the one drawn last lies on top
                if rect.collidepoint(pos):
                    return st.game_id, view.kind(u), rect
        return None
