"""The 4x5 grid of an ecosystem as the scoring reads it: a frame's cells and their neighbourhoods (adjacent,
diagonal, within two, straight two, below), frame cells as bits (a kind's connected groups grow by shifts), and
``Eval``, the mutable context of one frame while its rules are scored (where each kind lies, the cards turned face
down, the groups, what each rule marked).
"""
from __future__ import annotations

from typing import Callable, Sequence

from .cards import GRID_CELLS, GRID_COLS, GRID_ROWS

EMPTY = -1


def _neighbourhoods() -> dict[str, tuple[tuple[int, ...], ...]]:
    def cells(pred: Callable[[int, int, int, int], bool]) -> tuple[tuple[int, ...], ...]:
        table = []
        for r in range(GRID_ROWS):
            for c in range(GRID_COLS):
                table.append(
                    tuple(
                        rr * GRID_COLS + cc
                        for rr in range(GRID_ROWS)
                        for cc in range(GRID_COLS)
                        if (rr, cc) != (r, c) and pred(r, c, rr, cc)
                    )
                )
        return tuple(table)

    return {
        "adjacent": cells(lambda r, c, rr, cc: abs(r - rr) + abs(c - cc) == 1),
        "diagonal": cells(lambda r, c, rr, cc: abs(r - rr) == 1 and abs(c - cc) == 1),
        "within_2": cells(lambda r, c, rr, cc: abs(r - rr) + abs(c - cc) <= 2),
        "straight_2": cells(lambda r, c, rr, cc: (r == rr and abs(c - cc) == 2) or (c == cc and abs(r - rr) == 2)),
        "below": cells(lambda r, c, rr, cc: c == cc and rr > r),
    }


NEIGHBOURS = _neighbourhoods()
ADJACENT = NEIGHBOURS["adjacent"]


def frame_cell(index: int) -> tuple[int, int]:
    """(row, column) of a frame index."""
    return divmod(index, GRID_COLS)


_FULL = (1 << GRID_CELLS) - 1
_NOT_FIRST_COL = _FULL & ~sum(1 << (r * GRID_COLS) for r in range(GRID_ROWS))
_NOT_LAST_COL = _FULL & ~sum(1 << (r * GRID_COLS + GRID_COLS - 1) for r in range(GRID_ROWS))
_BIT = tuple(1 << i for i in range(GRID_CELLS))
ADJACENT_MASK = tuple(sum(1 << nb for nb in ADJACENT[i]) for i in range(GRID_CELLS))


def mask_cells(mask: int) -> list[int]:
    """Frame cells of a bit mask, in reading order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Eval:
    """Mutable per-frame context while one ecosystem is scored."""

    __slots__ = ("frame", "pos", "down", "groups_memo", "cells", "measures", "hunt", "prey_choice", "chooser")

    def __init__(self, frame: Sequence[int], nkinds: int, prey_choice=None, chooser: str = "best"):
        self.frame = frame
        pos: list[list[int]] = [[] for _ in range(nkinds + 1)]  # last list collects EMPTY
        for i, k in enumerate(frame):
            pos[k].append(i)
        self.pos = pos
        self.down = [False] * GRID_CELLS
        self.groups_memo: dict[int, list[int]] = {}
        self.cells: dict[int, list[int]] = {}
        self.measures: dict[int, int] = {}
        self.hunt: tuple[tuple[int, ...], int, tuple[int, ...]] | None = None
        self.prey_choice = prey_choice
        self.chooser = chooser

    def groups(self, kind: int) -> list[int]:
        """The connected groups of a kind, as bit masks of frame cells."""
        memo = self.groups_memo.get(kind)
        if memo is not None:
            return memo
        remaining = sum(map(_BIT.__getitem__, self.pos[kind]))
        groups = []
        while remaining:
            g = remaining & -remaining
            while True:
                grown = (g | ((g << 1) & _NOT_FIRST_COL) | ((g >> 1) & _NOT_LAST_COL)
                         | (g << GRID_COLS) | (g >> GRID_COLS)) & remaining
                if grown == g:
                    break
                g = grown
            groups.append(g)
            remaining ^= g
        self.groups_memo[kind] = groups
        return groups

    def fork(self) -> "Eval":
        """A copy sharing the read-only parts, for trying out choices."""
        trial = Eval.__new__(Eval)
        trial.frame, trial.pos, trial.groups_memo = self.frame, self.pos, self.groups_memo
        trial.down = list(self.down)
        trial.cells, trial.measures, trial.hunt = {}, {}, None
        trial.prey_choice, trial.chooser = None, self.chooser
        return trial


Step = Callable[[Eval], int]
