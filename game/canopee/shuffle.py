"""The deal's shuffle: exactly what ``random.shuffle`` gives for the same generator, without its method call per
card where this Python's algorithm was checked to be the one reproduced here.
"""
from __future__ import annotations

import random


def _shuffle_fast(rng: random.Random, cards: list) -> None:
    """``rng.shuffle(cards)``, the same draws and the same order, without a method call per card (a game
    shuffles its ~130 cards at the deal). Used only where it was checked to match (``_SHUFFLE``)."""
    getrandbits = rng.getrandbits
    steps = _SHUFFLE_STEPS.get(len(cards))
    if steps is None:
        # for each position from the last: its index, how many cards it may swap with, their bit length
        steps = _SHUFFLE_STEPS[len(cards)] = tuple((i, i + 1, (i + 1).bit_length())
                                                   for i in range(len(cards) - 1, 0, -1))
    for i, n, k in steps:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _shuffle_checked() -> bool:
    """Whether ``_shuffle_fast`` gives what this Python's ``random.shuffle`` gives (it reproduces its algorithm,
    which a future Python might change): a few seeds and sizes, once at import."""
    for seed in (0, 2024):
        for size in (0, 1, 2, 9, 140):
            a, b = random.Random(seed), random.Random(seed)
            x, y = list(range(size)), list(range(size))
            a.shuffle(x)
            _shuffle_fast(b, y)
            if x != y or a.getstate() != b.getstate():
                return False
    return True


_SHUFFLE = _shuffle_checked()


def shuffle(rng: random.Random, cards: list) -> None:
    """Shuffle ``cards`` in place with ``rng``: exactly ``rng.shuffle(cards)``, faster where it may be."""
    if _SHUFFLE and type(rng) is random.Random:
        _shuffle_fast(rng, cards)
    else:
        rng.shuffle(cards)
