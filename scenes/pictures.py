"""The pictures an app keeps: one least-recently-used store with a byte budget, shared by every picture cache.

Card faces, icons, the pieces of Living Forest, rendered labels... are made once per size and kept, because
making one costs from a tenth of a millisecond (a label) to tens of milliseconds (a large face drawn from its
SVG). Kept without a bound they grew with every window size and every card seen: a long session at 2560x1440
held hundreds of them. Here every cache of pictures is a ``Shelf`` of the app's one ``PictureStore``: a mapping
with its own keys, whose entries count against the store's budget (width x height x bytes per pixel of every
Surface in an entry). When a new entry takes the total over the budget, the least recently used entries of any
shelf go, the new one never (so ``shelf[key] = make(); return shelf[key]`` always works). A picture that goes
stays valid for whoever still holds it; the next lookup makes it again, the same pixels.

After a window resize the store keeps only what the first frame at the new size drew (``mark`` then
``forget_before``): the pictures of the old size would not be asked for again before the budget pushed them out.

A shelf that dies (its painter or scene gone) takes its entries out of the store at the store's next change.
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
# enough for the largest frame's pictures with room to spare (bench/bench_memory.py measures the frames' own
# use: at most ~25 MB at 2560x1440, a 6-player table with the card viewer up)
DEFAULT_BUDGET = 64 * MB
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
    """Pictures by (shelf, key), least recently used first, their bytes summed; see the module's docstring."""

    def __init__(self, budget: int = DEFAULT_BUDGET) -> None:
        self.budget = budget
        self.bytes = 0                                         # pixel bytes held now
        self.clock = 0                                         # advanced once per frame by the app (tick)
        self.made = 0                                          # entries put in
        self.evicted = 0                                       # entries pushed out by the budget
        self._entries: OrderedDict[tuple, list] = OrderedDict()   # (shelf id, key) -> [value, bytes, last use]
        self._keys: dict[int, dict[Any, None]] = {}            # shelf id -> its keys (insertion order)
        self._names: dict[int, str] = {}                       # shelf id -> its name
        self._ids = itertools.count(1)
        self._dead: list[int] = []                             # shelves gone, their entries not yet dropped
        self._fonts: OrderedDict[tuple[str, int], Any] = OrderedDict()   # (file, pixel size) -> open font
        self.fonts_opened = 0

    def __len__(self) -> int:
        return len(self._entries)

    def shelf(self, name: str) -> "Shelf":
        """A new mapping of pictures kept in this store (``name`` says whose, for a reader of the counts)."""
        sid = next(self._ids)
        shelf = Shelf(self, sid, name)
        self._keys[sid] = {}
        self._names[sid] = name
        weakref.finalize(shelf, self._dead.append, shelf.sid)
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
        entries = self._entries
        while entries:
            (sid, key), entry = next(iter(entries.items()))
            if entry[2] >= stamp:
                break
            del entries[sid, key]
            self._keys[sid].pop(key, None)
            self.bytes -= entry[1]
            freed += entry[1]
        return freed

    def clear(self) -> None:
        self._entries.clear()
        for keys in self._keys.values():
            keys.clear()
        self.bytes = 0

    def by_shelf(self) -> dict[str, tuple[int, int]]:
        """Entries and bytes held per shelf name (shelves of one name summed), for measuring."""
        out: dict[str, tuple[int, int]] = {}
        for (sid, _), (_, size, _) in self._entries.items():
            name = self._names.get(sid, "?")
            n, b = out.get(name, (0, 0))
            out[name] = (n + 1, b + size)
        return out

    # ------------------------------------------------------------------ used by Shelf

    def _get(self, sid: int, key: Any) -> Any:
        entry = self._entries.get((sid, key))
        if entry is None:
            return None
        self._entries.move_to_end((sid, key))
        entry[2] = self.clock
        return entry[0]

    def _put(self, sid: int, key: Any, value: Any) -> None:
        if self._dead:
            self._drop_dead()
        size = picture_bytes(value)
        old = self._entries.pop((sid, key), None)
        if old is not None:
            self.bytes -= old[1]
        self._entries[sid, key] = [value, size, self.clock]
        self._keys[sid][key] = None
        self.bytes += size
        self.made += 1
        entries = self._entries
        while self.bytes > self.budget and len(entries) > 1:
            (osid, okey), entry = entries.popitem(last=False)
            self._keys[osid].pop(okey, None)
            self.bytes -= entry[1]
            self.evicted += 1

    def _delete(self, sid: int, key: Any) -> None:
        entry = self._entries.pop((sid, key))
        self._keys[sid].pop(key, None)
        self.bytes -= entry[1]

    def _drop_dead(self) -> None:
        while self._dead:
            sid = self._dead.pop()
            self._names.pop(sid, None)
            for key in self._keys.pop(sid, {}):
                entry = self._entries.pop((sid, key), None)
                if entry is not None:
                    self.bytes -= entry[1]


class Shelf(MutableMapping):
    """One cache's pictures in a PictureStore: a mapping whose entries may go when the store needs room (a
    lookup then misses and the caller makes the picture again). ``get`` and ``[]`` count as a use."""

    def __init__(self, store: PictureStore, sid: int, name: str) -> None:
        self.store, self.sid, self.name = store, sid, name

    def get(self, key: Any, default: Any = None) -> Any:
        value = self.store._get(self.sid, key)
        return default if value is None else value

    def __getitem__(self, key: Any) -> Any:
        value = self.store._get(self.sid, key)
        if value is None:
            raise KeyError(key)
        return value

    def __setitem__(self, key: Any, value: Any) -> None:
        self.store._put(self.sid, key, value)

    def __delitem__(self, key: Any) -> None:
        self.store._delete(self.sid, key)

    def __contains__(self, key: Any) -> bool:
        return (self.sid, key) in self.store._entries

    def __iter__(self) -> Iterator:
        return iter(list(self.store._keys.get(self.sid, ())))

    def __len__(self) -> int:
        return len(self.store._keys.get(self.sid, ()))

    def clear(self) -> None:
        for key in list(self):
            del self[key]

    def __repr__(self) -> str:
        return f"<Shelf {self.name!r}: {len(self)} pictures>"


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
