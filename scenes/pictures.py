"""The pictures an app keeps: one store with a byte budget, shared by every picture cache.

Card faces, icons, the pieces of Living Forest, rendered labels... are made once per size and kept, because
making one costs from a tenth of a millisecond (a label) to tens of milliseconds (a large face drawn from its
SVG). Kept without a bound they grew with every window size and every card seen: a long session at 2560x1440
held hundreds of them. Here every cache of pictures is a ``Shelf`` of the app's one ``PictureStore``: a mapping
with its own keys, whose entries count against the store's budget (width x height x bytes per pixel of every
Surface in an entry). A lookup stamps its entry with the frame (``tick``); when a new entry takes the total over
the budget, the entries of any shelf used longest ago go until a quarter of the budget is free again (so the
sorting that choice takes is rare), the new one never (``shelf[key] = make(); return shelf[key]`` always works).
A picture that goes stays valid for whoever still holds it; the next lookup makes it again, the same pixels.

After a window resize the app keeps only what the first frame at the new size drew (``forget_before`` the stamp
of that frame): the pictures of the old size would not be asked for again before the budget pushed them out.

The fonts the text and the card painters draw with are the store's too: the ``FONTS_KEPT`` last used stay open.

A shelf that dies (its painter or scene gone) takes its pictures' bytes out of the store's count.
"""
from __future__ import annotations

import ctypes
import itertools
import sys
import weakref
from collections import OrderedDict
from collections.abc import Iterator, MutableMapping
from typing import Any, Callable

import pygame

MB = 1 << 20
# a frame at 2560x1440 uses at most ~17 MB of pictures (the busiest Living Forest table in bench_memory's
# sessions): room for a few scenes' worth, so that going back and forth between them makes little twice
DEFAULT_BUDGET = 48 * MB
# fonts kept open per store, the least recently used closed first: a frame draws in ~20 (style, size) pairs, and
# every window size asks for sizes of its own
FONTS_KEPT = 64
_OTHER_BYTES = 64            # what a value without a Surface counts (a layout, a size): its keeping, not pixels


def picture_bytes(value: Any, depth: int = 0) -> int:
    """The pixel bytes ``value`` holds: a Surface's width x height x bytes per pixel, summed over the Surfaces
    of a tuple or list (nested up to 3 deep); another value counts a few bytes."""
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize()
    if isinstance(value, (tuple, list)) and depth < 3:
        return sum(picture_bytes(v, depth + 1) for v in value) or _OTHER_BYTES
    return _OTHER_BYTES


class PictureStore:
    """The budget, the frame clock and the fonts of an app's shelves of pictures; see the module's docstring."""

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        self.budget = budget
        self.bytes = 0                                         # pixel bytes held now, every shelf's
        self.clock = 0                                         # advanced once per frame by the app (tick)
        self.made = 0                                          # entries put in
        self.evicted = 0                                       # entries pushed out by the budget
        self._shelves: weakref.WeakSet[Shelf] = weakref.WeakSet()
        self._order = itertools.count()                        # entries' order of making (ties of a stamp)
        self._fonts: OrderedDict[tuple[str, int], Any] = OrderedDict()   # (file, pixel size) -> open font
        self.fonts_opened = 0

    def __len__(self) -> int:
        return sum(len(shelf) for shelf in list(self._shelves))

    def shelf(self, name: str) -> "Shelf":
        """A new mapping of pictures kept in this store (``name`` says whose, for a reader of the counts)."""
        shelf = Shelf(self, name)
        self._shelves.add(shelf)
        # its pictures leave the count when it dies (the tally, not the shelf, outlives it)
        weakref.finalize(shelf, self._release, shelf._tally)
        return shelf

    def font(self, file_name: str, size: int, load: Callable[[str, int], Any]) -> Any:
        """The font of a file at a pixel size (``load(file_name, size)`` opens it), shared by the text and the card
        painters of the store; the FONTS_KEPT last used stay open (each holds its glyphs, ~0.3 MB)."""
        key = (file_name, size)
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = load(file_name, size)
            self.fonts_opened += 1
            if len(self._fonts) > FONTS_KEPT:
                self._fonts.popitem(last=False)
        else:
            self._fonts.move_to_end(key)
        return font

    def tick(self) -> int:
        """A new frame: what is used from now on is used by it. Gives the frame's stamp."""
        self.clock += 1
        return self.clock

    def forget_before(self, stamp: int) -> int:
        """Drop every picture not used since ``stamp`` (a ``tick``); gives the bytes freed."""
        freed = 0
        for shelf in list(self._shelves):
            for key, entry in list(shelf._d.items()):
                if entry[2] < stamp:
                    freed += shelf._drop(key)
        return freed

    def clear(self) -> None:
        for shelf in list(self._shelves):
            shelf.clear()

    def by_shelf(self) -> dict[str, tuple[int, int]]:
        """Entries and bytes held per shelf name (shelves of one name summed), for measuring."""
        out: dict[str, tuple[int, int]] = {}
        for shelf in list(self._shelves):
            n, b = out.get(shelf.name, (0, 0))
            out[shelf.name] = (n + len(shelf), b + shelf._tally[0])
        return out

    # ------------------------------------------------------------------ used by Shelf

    def _release(self, tally: list[int]) -> None:
        self.bytes -= tally[0]
        tally[0] = 0

    def _evict(self, keep: "Shelf", key: Any) -> None:
        """Over the budget: the entries used longest ago go (never ``keep[key]``, just put in) until a quarter of
        the budget is free."""
        entries = sorted((entry[2], entry[3], shelf, k) for shelf in list(self._shelves)
                         for k, entry in shelf._d.items() if not (shelf is keep and k == key))
        goal = self.budget * 3 // 4
        for _, _, shelf, k in entries:
            if self.bytes <= goal:
                break
            shelf._drop(k)
            self.evicted += 1


class Shelf(MutableMapping):
    """One cache's pictures in a PictureStore: a mapping whose entries may go when the store needs room (a
    lookup then misses and the caller makes the picture again). ``get`` and ``[]`` stamp the entry as used."""

    __hash__ = object.__hash__                             # one shelf is one cache, whatever it holds
    __eq__ = object.__eq__

    def __init__(self, store: PictureStore, name: str) -> None:
        self.store, self.name = store, name
        self._d: dict[Any, list] = {}                          # key -> [value, bytes, last use, order made]
        self._tally = [0]                                      # its bytes (shared with its finalizer)

    def get(self, key: Any, default: Any = None) -> Any:
        entry = self._d.get(key)
        if entry is None:
            return default
        entry[2] = self.store.clock
        return entry[0]

    def __getitem__(self, key: Any) -> Any:
        entry = self._d[key]
        entry[2] = self.store.clock
        return entry[0]

    def __setitem__(self, key: Any, value: Any) -> None:
        store = self.store
        if key in self._d:
            self._drop(key)
        size = picture_bytes(value)
        self._d[key] = [value, size, store.clock, next(store._order)]
        self._tally[0] += size
        store.bytes += size
        store.made += 1
        if store.bytes > store.budget:
            store._evict(self, key)

    def __delitem__(self, key: Any) -> None:
        if key not in self._d:
            raise KeyError(key)
        self._drop(key)

    def _drop(self, key: Any) -> int:
        size = self._d.pop(key)[1]
        self._tally[0] -= size
        self.store.bytes -= size
        return size

    def __contains__(self, key: Any) -> bool:
        return key in self._d

    def __iter__(self) -> Iterator:
        return iter(list(self._d))

    def __len__(self) -> int:
        return len(self._d)

    def clear(self) -> None:
        for key in list(self._d):
            self._drop(key)

    def __repr__(self) -> str:
        return f"<Shelf {self.name!r}: {len(self)} pictures, {self._tally[0]} bytes>"

def _malloc_trim():
    """glibc's malloc_trim, or None (another C library, or none found): see give_back."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


_TRIM = _malloc_trim()


def give_back() -> None:
    """Hand the memory freed in the C heap back to the system (after a scene or a window size's pictures went).

    glibc keeps freed blocks for reuse, and once a large picture was freed it serves every picture up to that size
    from its heap rather than from pages of their own: pictures freed in the middle of that heap stayed resident,
    a hundred MB after a few resizes. malloc_trim gives their whole pages back. Other systems' allocators return
    large blocks on their own: nothing to do there."""
    if _TRIM is not None:
        _TRIM(0)
