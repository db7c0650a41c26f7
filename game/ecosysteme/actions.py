"""Small, hashable actions and the list of every legal one for a seat."""
from __future__ import annotations

from collections import Counter
from operator import itemgetter
from typing import Callable, Iterator, NamedTuple, Sequence, Union

from .ecosystem import Cell, cells_of_mask, nth_cell_of_mask

Swap = tuple[Cell, Cell]


class Pick(NamedTuple):
    """Choose a card of your hand and its cell; a Lapin may add one swap of two cards."""

    card: str
    cell: Cell
    swap: Swap | None = None

    def to_json(self) -> dict:
        return {"card": self.card, "cell": list(self.cell),
                "swap": None if self.swap is None else [list(self.swap[0]), list(self.swap[1])]}


class Discard(NamedTuple):
    """Solo mode: the card of your hand that goes into the opponent's ecosystem."""

    card: str

    def to_json(self) -> dict:
        return {"discard": self.card}


Action = Union[Pick, Discard]


def _cell(value) -> Cell:
    r, c = value
    if type(r) is not int or type(c) is not int:
        raise ValueError(f"a cell is two whole numbers, not {value!r}")
    return (r, c)


def normalise_swap(swap: Sequence[Sequence[int]] | None) -> Swap | None:
    """The swap as two (row, col) tuples, smaller first; ValueError if it is not two cells."""
    if swap is None:
        return None
    a, b = (_cell(cell) for cell in swap)
    return (a, b) if a <= b else (b, a)


def action_from_json(data: dict) -> Action:
    """Inverse of ``to_json``; raises ValueError on anything else."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is a mapping, not {type(data).__name__}")
    if set(data) == {"discard"} and isinstance(data["discard"], str):
        return Discard(data["discard"])
    if set(data) == {"card", "cell", "swap"} and isinstance(data["card"], str):
        cell = data["cell"]
        if not (isinstance(cell, list) and len(cell) == 2 and all(isinstance(v, int) for v in cell)):
            raise ValueError(f"bad cell {cell!r}")
        swap = data["swap"]
        if swap is not None:
            if not (isinstance(swap, list) and len(swap) == 2
                    and all(isinstance(c, list) and len(c) == 2 and all(isinstance(v, int) for v in c) for c in swap)):
                raise ValueError(f"bad swap {swap!r}")
        return Pick(data["card"], (cell[0], cell[1]), normalise_swap(swap))
    raise ValueError(f"not an action: {data!r}")


class LegalPicks(Sequence[Pick]):
    """Every legal Pick of a seat, without building them all up front.

    Order: by card (in hand order), then cell (reading order), then no swap before every swap.
    ``cards``, ``cells`` and ``swaps(card, cell)`` answer the UI's narrower questions.
    """

    __slots__ = ("cards", "swapping", "_mask", "_cells", "_placed_source", "_placed_list", "_pairs", "_blocks")

    def __init__(self, cards: tuple[str, ...], cell_mask: int, swapping: frozenset[str],
                 placed: Callable[[], Sequence[tuple[Cell, str]]] | None):
        """A snapshot of one seat's choices: ``cell_mask`` is its ecosystem's legal-cell mask;
        ``placed`` gives that ecosystem's (cell, kind) pairs from a frozen copy, and is needed
        only when a card of the hand allows a swap."""
        self.cards = cards
        self._mask = cell_mask
        self._cells: tuple[Cell, ...] | None = None
        self.swapping = swapping          # card ids that allow a swap when placed
        self._placed_source = placed
        self._placed_list: Sequence[tuple[Cell, str]] | None = None
        self._pairs: list[Swap] | None = None
        self._blocks: list[int] | None = None

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The legal cells, in reading order."""
        if self._cells is None:
            self._cells = cells_of_mask(self._mask)
        return self._cells

    @property
    def cell_count(self) -> int:
        return self._mask.bit_count()

    def cell_at(self, index: int) -> Cell:
        """``cells[index]`` without building the whole tuple (for bots that draw one cell)."""
        if self._cells is not None:
            return self._cells[index]
        return nth_cell_of_mask(self._mask, index)

    @property
    def _placed(self) -> Sequence[tuple[Cell, str]]:
        if self._placed_list is None:
            self._placed_list = self._placed_source() if self._placed_source is not None else ()
        return self._placed_list

    def _existing_pairs(self) -> list[Swap]:
        if self._pairs is None:
            placed = self._placed
            self._pairs = [
                (a, b) if a <= b else (b, a)
                for i, (a, ka) in enumerate(placed)
                for (b, kb) in placed[i + 1:]
                if ka != kb
            ]
        return self._pairs

    def swaps(self, card: str, cell: Cell) -> list[Swap]:
        """The swaps allowed after placing ``card`` at ``cell`` (empty unless the card swaps)."""
        if card not in self.swapping:
            return []
        fresh = [(cell, c) if cell <= c else (c, cell) for c, k in self._placed if k != card]
        return self._existing_pairs() + fresh

    def swap_count(self, card: str) -> int:
        """How many swaps placing ``card`` allows (the same at every cell)."""
        if card not in self.swapping:
            return 0
        placed = self._placed
        n = len(placed)
        counts = Counter(map(itemgetter(1), placed))
        alike = sum(m * (m - 1) // 2 for m in counts.values())
        return n * (n - 1) // 2 - alike + n - counts.get(card, 0)

    def random_swap(self, card: str, cell: Cell, rand: Callable[[], float]) -> Swap | None:
        """Uniformly one of "no swap" and every allowed swap, without listing them all."""
        count = self.swap_count(card)
        if int(rand() * (count + 1)) == 0:
            return None
        cells = [c for c, _ in self._placed] + [cell]
        kinds = [k for _, k in self._placed] + [card]
        m = len(cells)
        while True:  # rejection keeps every allowed pair equally likely; one exists since count > 0
            i, j = int(rand() * m), int(rand() * m)
            if kinds[i] != kinds[j]:
                a, b = cells[i], cells[j]
                return (a, b) if a <= b else (b, a)

    def per_cell(self, card: str) -> int:
        return 1 + self.swap_count(card)

    def _block_sizes(self) -> list[int]:
        if self._blocks is None:
            n = len(self.cells)
            self._blocks = [n * self.per_cell(card) for card in self.cards]
        return self._blocks

    def __len__(self) -> int:
        return sum(self._block_sizes())

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        for card, size in zip(self.cards, self._block_sizes()):
            if index < size:
                per = size // len(self.cells)
                cell = self.cells[index // per]
                k = index % per
                if k == 0:
                    return Pick(card, cell, None)
                return Pick(card, cell, self.swaps(card, cell)[k - 1])
            index -= size
        raise IndexError("legal action index out of range")

    def __iter__(self) -> Iterator[Pick]:
        for card in self.cards:
            for cell in self.cells:
                yield Pick(card, cell, None)
                for swap in self.swaps(card, cell):
                    yield Pick(card, cell, swap)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Pick) or action.card not in self.cards or action.cell not in self.cells:
            return False
        if action.swap is None:
            return True
        try:
            swap = normalise_swap(action.swap)
        except (TypeError, ValueError):
            return False
        return swap in self.swaps(action.card, action.cell)

    def __repr__(self) -> str:
        return f"LegalPicks(cards={self.cards}, cells={self.cells}, count={len(self)})"
