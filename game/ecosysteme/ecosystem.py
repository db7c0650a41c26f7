"""One player's ecosystem: the floating 4x5 placement and the Lapin swap.

Cells are ``(row, col)`` relative to the ecosystem's first card, which sits at ``(0, 0)``; the grid
may grow in any direction until its bounding box is 4 rows high or 5 columns wide. Internally the
cells live on a 7x9 board (every place the first card's neighbours could reach) stored as bits of
an int, so legality is a handful of integer operations.
"""
from __future__ import annotations

from typing import Sequence

from .cards import GRID_CELLS, GRID_COLS, GRID_ROWS
from ..errors import IllegalAction

Cell = tuple[int, int]

_BR = 2 * GRID_ROWS - 1          # board rows: -3..3
_BC = 2 * GRID_COLS - 1          # board columns: -4..4
_STRIDE = _BC + 1                # one guard column so that shifting never wraps a row
_R0 = GRID_ROWS - 1              # board row of relative row 0
_C0 = GRID_COLS - 1              # board column of relative column 0
ORIGIN_BIT = _R0 * _STRIDE + _C0
STRIDE = _STRIDE                 # board bits per row: bit // STRIDE is a row, bit % STRIDE a column


def _row_mask(lo: int, hi: int) -> int:
    mask = 0
    for r in range(lo, hi + 1):
        for c in range(_BC):
            mask |= 1 << (r * _STRIDE + c)
    return mask


def _col_mask(lo: int, hi: int) -> int:
    mask = 0
    for r in range(_BR):
        for c in range(lo, hi + 1):
            mask |= 1 << (r * _STRIDE + c)
    return mask


_ROW_MASKS = {(lo, hi): _row_mask(lo, hi) for lo in range(_BR) for hi in range(lo, _BR)}
_COL_MASKS = {(lo, hi): _col_mask(lo, hi) for lo in range(_BC) for hi in range(lo, _BC)}


# indexed by ((bottom * _BR + top) * _BC + right) * _BC + left: the rows allowed by (top, bottom) and the
# columns allowed by (left, right)
_ROW_WINDOWS = [_ROW_MASKS[max(0, bottom - GRID_ROWS + 1), min(_BR - 1, top + GRID_ROWS - 1)]
                for bottom in range(_BR) for top in range(_BR)]
_COL_WINDOWS = [_COL_MASKS[max(0, right - GRID_COLS + 1), min(_BC - 1, left + GRID_COLS - 1)]
                for right in range(_BC) for left in range(_BC)]

_WINDOW = [rows & cols for rows in _ROW_WINDOWS for cols in _COL_WINDOWS]
BOARD_MASK = _row_mask(0, _BR - 1)
# _AROUND[bit]: the board cells orthogonally next to a board cell
_AROUND = [((1 << b << 1) | (1 << b >> 1) | (1 << b << _STRIDE) | (1 << b >> _STRIDE)) & BOARD_MASK
           for b in range(_BR * _STRIDE)]


def bit_of(cell: Cell) -> int:
    """Board bit of a relative cell, or -1 outside the board or not a cell at all."""
    try:
        b = _BIT_OF_CELL.get(cell, -1)
    except TypeError:  # unhashable: not a cell
        return -1
    # (0.0, 0) or (True, 0) would hash like a cell: only two ints are one
    if b >= 0 and (type(cell) is not tuple or type(cell[0]) is not int or type(cell[1]) is not int):
        return -1
    return b


def cell_of(bit: int) -> Cell:
    r, c = divmod(bit, _STRIDE)
    return (r - _R0, c - _C0)


_CELL_OF_BIT = [cell_of(b) for b in range(_BR * _STRIDE)]
_ROW_BITS = (1 << _BC) - 1
# _ROW_CELLS[r][bits]: the cells of board row r whose bits are set, in column order
_ROW_CELLS: list[list[tuple[Cell, ...]]] = []
for _r in range(_BR):
    _cells: list[tuple[Cell, ...]] = [()]
    for _c in range(_BC):             # the rows with column _c as their last cell: the shorter ones plus _c
        _cells += [cells + (cell_of(_r * _STRIDE + _c),) for cells in _cells]
    _ROW_CELLS.append(_cells)
del _r, _c, _cells
# _FRAME_BITS[top-left bit]: the 20 board bits of the 4x5 frame starting there, in reading order
_FRAME_BITS = [tuple(base + r * _STRIDE + c for r in range(GRID_ROWS) for c in range(GRID_COLS))
               for base in range(_BR * _STRIDE)]
_BIT_OF_CELL = {cell_of(b): b for b in range(_BR * _STRIDE) if b % _STRIDE < _BC}


def cells_of_mask(mask: int) -> tuple[Cell, ...]:
    """The cells of a board mask, in reading order."""
    cells: tuple[Cell, ...] = ()
    for r in range(_BR):
        row = mask >> (r * _STRIDE) & _ROW_BITS
        if row:
            cells += _ROW_CELLS[r][row]
    return cells


def nth_cell_of_mask(mask: int, index: int) -> Cell:
    """``cells_of_mask(mask)[index]`` without building the tuple (IndexError past the end)."""
    if index < 0:
        index += mask.bit_count()
    if index < 0:
        raise IndexError("cell index out of range")
    for _ in range(index):
        mask &= mask - 1
    if not mask:
        raise IndexError("cell index out of range")
    return _CELL_OF_BIT[(mask & -mask).bit_length() - 1]


BOARD_BITS = _BR * _STRIDE        # board bits are 0 .. BOARD_BITS - 1
# AROUND_BITS[bit]: the board bits orthogonally next to a board bit (for bots' fast play-outs)
AROUND_BITS = [tuple(n for n in range(_BR * _STRIDE) if _AROUND[b] >> n & 1) for b in range(_BR * _STRIDE)]


def _bits_at(offsets: tuple[tuple[int, int], ...]) -> list[tuple[int, ...]]:
    out = []
    for b in range(BOARD_BITS):
        r, c = divmod(b, _STRIDE)
        out.append(tuple((r + dr) * _STRIDE + c + dc for dr, dc in offsets
                         if c < _BC and 0 <= r + dr < _BR and 0 <= c + dc < _BC))
    return out


# the board bits diagonally next to a board bit, and two cells away in a straight line
DIAGONAL_BITS = _bits_at(((-1, -1), (-1, 1), (1, -1), (1, 1)))
STRAIGHT_2_BITS = _bits_at(((-2, 0), (2, 0), (0, -2), (0, 2)))


def placed_kinds(board: dict[int, int], kind_of_uid: Sequence[str]) -> list[tuple[Cell, str]]:
    """(cell, kind) of a board's cards, in reading order."""
    return [(_CELL_OF_BIT[b], kind_of_uid[board[b]]) for b in sorted(board)]


class Ecosystem:
    """The cards one player has placed. Holds card uids; ``kind_of`` maps a uid to its kind index."""

    __slots__ = ("board", "occupied", "near", "count", "top", "bottom", "left", "right", "_legal")

    def __init__(self) -> None:
        self.board: dict[int, int] = {}   # bit -> card uid
        self.occupied = 0
        self.near = 0                     # empty cells orthogonally next to a card
        self.count = 0
        self.top = self.bottom = _R0      # bounding box, in board rows/columns
        self.left = self.right = _C0
        self._legal: int | None = None

    # ------------------------------------------------------------------ questions

    def legal_mask(self) -> int:
        if self._legal is None:
            if not self.count:
                self._legal = 1 << ORIGIN_BIT
            else:   # next to a card, and keeping the bounding box within 4 x 5
                self._legal = self.near & _WINDOW[((self.bottom * _BR + self.top) * _BC + self.right) * _BC + self.left]
        return self._legal

    def legal_cells(self) -> tuple[Cell, ...]:
        """Every cell where the next card may go, in reading order."""
        return cells_of_mask(self._legal if self._legal is not None else self.legal_mask())

    def legal_bit(self, cell: Cell) -> int:
        """The board bit of ``cell`` if the next card may go there, else -1."""
        b = bit_of(cell)
        if b >= 0 and (self._legal if self._legal is not None else self.legal_mask()) >> b & 1:
            return b
        return -1

    def is_legal(self, cell: Cell) -> bool:
        return self.legal_bit(cell) >= 0

    def card_at(self, cell: Cell) -> int | None:
        b = bit_of(cell)
        return self.board.get(b) if b >= 0 else None

    def cells(self) -> list[Cell]:
        """Occupied cells in reading order."""
        return [_CELL_OF_BIT[b] for b in sorted(self.board)]

    def items(self) -> list[tuple[Cell, int]]:
        """(cell, card uid) of every placed card, in reading order."""
        board, table = self.board, _CELL_OF_BIT
        return [(table[b], board[b]) for b in sorted(board)]

    @property
    def full(self) -> bool:
        return self.count >= GRID_CELLS

    @property
    def origin(self) -> Cell:
        """Relative cell of the top-left corner of the 4x5 frame (the bounding box's top-left)."""
        return (self.top - _R0, self.left - _C0)

    def frame(self, kind_of: Sequence[int]) -> list[int]:
        """The 20-cell frame (kind indices, -1 empty) anchored at the bounding box's top-left.

        ``kind_of`` maps a card uid to its kind index; when its last item is -1 (as in
        ``EcosystemeState.frame_kinds``) it is used as is, empty cells reading uid -1.
        """
        if not kind_of or kind_of[-1] != -1:
            kind_of = (*kind_of, -1)
        get = self.board.get
        return [kind_of[get(b, -1)] for b in _FRAME_BITS[self.top * _STRIDE + self.left]]

    def frame_index(self, cell: Cell) -> int:
        """Position of a relative cell within :meth:`frame` (valid for occupied cells)."""
        r, c = cell
        fr, fc = r - (self.top - _R0), c - (self.left - _C0)
        return fr * GRID_COLS + fc

    def frame_cell(self, index: int) -> Cell:
        """Relative cell of a frame position."""
        fr, fc = divmod(index, GRID_COLS)
        return (fr + self.top - _R0, fc + self.left - _C0)

    # ------------------------------------------------------------------ changes

    def copy(self) -> "Ecosystem":
        twin = Ecosystem.__new__(Ecosystem)
        twin.board = dict(self.board)
        twin.occupied, twin.near, twin.count = self.occupied, self.near, self.count
        twin.top, twin.bottom, twin.left, twin.right = self.top, self.bottom, self.left, self.right
        twin._legal = self._legal
        return twin

    def place(self, uid: int, cell: Cell) -> None:
        b = bit_of(cell)
        if b < 0 or not (self.legal_mask() >> b & 1):
            raise IllegalAction(f"cell {cell} is not a legal place for the next card")
        self.place_bit(uid, b)

    def place_bit(self, uid: int, b: int) -> None:
        """Place at a board bit already known to be legal (bots' play-outs: no checks)."""
        self.board[b] = uid
        self.occupied |= 1 << b
        self.near = (self.near | _AROUND[b]) & ~self.occupied
        r, c = divmod(b, _STRIDE)      # the box starts as the origin, where the first card goes
        if r < self.top:
            self.top = r
        elif r > self.bottom:
            self.bottom = r
        if c < self.left:
            self.left = c
        elif c > self.right:
            self.right = c
        self.count += 1
        self._legal = None

    def swap(self, a: Cell, b: Cell) -> None:
        ba, bb = bit_of(a), bit_of(b)
        if ba not in self.board or bb not in self.board or ba == bb:
            raise IllegalAction(f"a swap needs two different occupied cells, not {a} and {b}")
        board = self.board
        board[ba], board[bb] = board[bb], board[ba]

    # ------------------------------------------------------------------ persistence

    def to_list(self) -> list[list[int]]:
        """``[[row, col, uid], ...]`` in placement-independent reading order."""
        return [[r, c, uid] for (r, c), uid in self.items()]

    @classmethod
    def from_list(cls, items: list[list[int]]) -> "Ecosystem":
        eco = cls()
        for r, c, uid in items:
            b = bit_of((r, c))
            if b < 0 or b in eco.board:
                raise ValueError(f"bad ecosystem cell {(r, c)}")
            eco.board[b] = uid
            eco.occupied |= 1 << b
        for b in eco.board:
            eco.near |= _AROUND[b]
        eco.near &= ~eco.occupied
        eco.count = len(eco.board)
        if eco.board:
            rows = [b // _STRIDE for b in eco.board]
            cols = [b % _STRIDE for b in eco.board]
            eco.top, eco.bottom, eco.left, eco.right = min(rows), max(rows), min(cols), max(cols)
            if eco.bottom - eco.top >= GRID_ROWS or eco.right - eco.left >= GRID_COLS:
                raise ValueError("ecosystem does not fit in 4x5")
            if ORIGIN_BIT not in eco.board:
                raise ValueError("an ecosystem's first card is at (0, 0)")
        return eco
