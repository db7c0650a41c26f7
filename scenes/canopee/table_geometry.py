"""Where the Canopée table's parts lie (scenes/canopee/table.py): the left column (the season and the scores, the
decks, the New Growth piles, solo's face-up Threats), the forests (the seat on screen's large, the others small in
the right column above the game log) and the strip, laid out with table_layout.py's functions and memoised with
the scene's derived state.

``TableGeometry`` is a part of ``CanopeeTable``.
"""
from __future__ import annotations

import pygame

from .table_art import aspect, value_depth
from .table_layout import ForestLayout, PilesLayout, face_up_rows, forest_layout, piles_ring, piles_row


class TableGeometry:
    """The table's places."""

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        st = self.match.state
        bar = self.top_bar.h
        gap = max(6, w // 160)
        self.gap = gap
        left_w = int(w * (0.23 if st.shared else 0.2))
        right_w = int(w * 0.22)
        self.left_col = pygame.Rect(gap, bar + gap, left_w, h - bar - 2 * gap)
        self.right_col = pygame.Rect(w - right_w - gap, bar + gap, right_w, h - bar - 2 * gap)
        cx = self.left_col.right + gap
        cw = self.right_col.x - gap - cx
        strip_h = int(h * 0.31)
        self.strip = pygame.Rect(cx, h - gap - strip_h, cw, strip_h)
        self.forest_area = pygame.Rect(cx, bar + gap, cw, self.strip.y - gap - bar - gap)

    def others(self) -> list[int]:
        st = self.match.state
        seat = self.seat if self.seat is not None else 0
        return [f for f in range(len(st.forests)) if f != seat]

    def mini_rects(self) -> list[tuple[int, pygame.Rect]]:
        def make():
            others = self.others()
            col = self.right_col
            gap = self.gap
            n = len(others)
            if not others:
                return []
            share = 1.0 if not self.show_log else (0.42 if n == 1 else 0.66 if n == 2 else 0.74)
            total = int(col.h * share) - (gap if self.show_log else 0)
            each = (total - gap * (n - 1)) // n
            return [(f, pygame.Rect(col.x, col.y + i * (each + gap), col.w, each)) for i, f in enumerate(others)]
        return self._memo("minis", make)

    def log_rect(self) -> pygame.Rect | None:
        def make():
            minis = self.mini_rects()
            top = (minis[-1][1].bottom + self.gap) if minis else self.right_col.y
            rect = pygame.Rect(self.right_col.x, top, self.right_col.w, self.right_col.bottom - top)
            return rect if rect.h >= int(100 * self.s) else None
        return self._memo("log", make)

    def label_h(self, size: int) -> int:
        return self.app.fonts.get("bold", size).get_linesize()

    def my_forest(self) -> ForestLayout:
        def make():
            seat = self.seat if self.seat is not None else 0
            fo = self.board_view().forest(seat)
            targets = set()
            if not self.spectating:
                for u in self.draggable():
                    targets.update(self.card_targets(u))
            area = self.forest_area.inflate(-2 * self.gap, -2 * self.gap)
            area.y += self.label_h(self.fs(20)) + self.gap // 2
            area.h -= self.label_h(self.fs(20)) + self.gap // 2
            return self._forest_layout(fo, area, int(150 * self.s), ("new", -1) in targets, self.fs(16),
                                       foot_size=self.foot_size(False))
        return self._memo("my_forest", make)

    def foot_size(self, small: bool) -> int:
        """The type size of the line under each tree (its height and points), never below a readable size."""
        return max(10, self.fs(11)) if small else max(12, self.fs(14))

    def _forest_layout(self, fo, area, max_w, new_tree, label_size, side: float = 0.0,
                       foot_size: int = 0) -> ForestLayout:
        st = self.match.state
        ct = st.ct
        order = {k: i for i, k in enumerate(st.rules.kinds)}
        return forest_layout(fo, self.numbers(), ct.kind.__getitem__, ct.cat.__getitem__, order.__getitem__,
                             area, aspect(), max_w, new_tree, self.label_h(label_size), max(3, self.gap // 2),
                             side=side, foot_h=self.label_h(foot_size) if foot_size else 0, depth=value_depth)

    def mini_layouts(self) -> list[tuple[int, pygame.Rect, ForestLayout]]:
        def make():
            st = self.board()
            out = []
            for f, rect in self.mini_rects():
                head = self.label_h(self.fs(17))
                area = pygame.Rect(rect.x + 6, rect.y + head + 4, rect.w - 12, rect.h - head - 8)
                side = 0.45 if area.w > 1.8 * area.h else 0.0
                out.append((f, rect, self._forest_layout(st.forests[f], area, int(70 * self.s), False,
                                                         self.fs(12), side, foot_size=self.foot_size(True))))
            return out
        return self._memo("minis_layout", make)

    def left_parts(self) -> dict[str, pygame.Rect]:
        """The left column: the season and scores on top, the decks, then the piles."""
        def make():
            st = self.board()
            col = self.left_col
            pad = self.gap
            lh = self.label_h(self.fs(18))
            lines = 1 + (1 if st.sc_id is not None or st.options.get("season_change") else 0) + len(st.forests)
            info = pygame.Rect(col.x, col.y, col.w, pad * 2 + lines * lh)
            deck_w = min(int(col.w / 5.2), int(70 * self.s))
            deck_h = round(deck_w * aspect()) + self.label_h(self.fs(15)) + pad
            decks = pygame.Rect(col.x, info.bottom + pad, col.w, deck_h + pad)
            piles = pygame.Rect(col.x, decks.bottom + pad, col.w, col.bottom - decks.bottom - pad)
            return {"info": info, "decks": decks, "piles": piles, "deck_w": pygame.Rect(0, 0, deck_w, 0)}
        return self._memo("left", make)

    def piles(self) -> PilesLayout:
        def make():
            st = self.match.state
            area = self.left_parts()["piles"].inflate(-2 * self.gap, -2 * self.gap)
            if st.shared:                    # the note on the order of the seat's piles goes on top
                area.y += self.label_h(self.fs(14))
                area.h -= self.label_h(self.fs(14))
                me = self.seat if self.seat is not None else 0
                return piles_ring(area, aspect(), st.players, me, int(110 * self.s), self.label_h(self.fs(15)) + 4)
            return piles_row(area, aspect(), int(120 * self.s), self.gap, self.label_h(self.fs(16)) + 4)
        return self._memo("piles", make)

    def face_up_rows(self) -> list[tuple[int, pygame.Rect, list[tuple[int, pygame.Rect]]]]:
        """Solo: the Threats lying face up on the piles, each pile's in a row of whole cards under the piles,
        (spot, the row's title rect, [(uid, card rect)]), the cards as large as the column's room allows."""
        def make():
            st = self.board()
            if not st.solo:
                return []
            ups = {spot: [u for u in pile if u in st.face_up] for spot, pile in enumerate(st.spots)}
            col = self.left_parts()["piles"].inflate(-2 * self.gap, -2 * self.gap)
            # under the piles' lines (who looks, how many cards are hidden: see table_draw's _draw_piles)
            below = max(r.bottom for r in self.piles().spots) + self.label_h(self.fs(13)) + 8 + \
                self.label_h(self.fs(14)) + self.gap
            rows = face_up_rows(col, below, [(spot, len(cards)) for spot, cards in ups.items()], aspect(),
                                int(90 * self.s), self.gap, self.label_h(self.fs(14)))
            return [(spot, title, list(zip(ups[spot], rects))) for spot, title, rects in rows]
        return self._memo("face_up", make)

    def deck_rects(self) -> dict[str, pygame.Rect]:
        def make():
            parts = self.left_parts()
            box = parts["decks"]
            dw = parts["deck_w"].w
            dh = round(dw * aspect())
            gap = (box.w - 3 * dw) // 4
            y = box.y + self.gap // 2
            return {name: pygame.Rect(box.x + gap + i * (dw + gap), y, dw, dh)
                    for i, name in enumerate(("deck", "germination", "discard"))}
        return self._memo("decks", make)
