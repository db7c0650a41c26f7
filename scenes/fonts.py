"""The fonts every scene writes with: the bundled font files (checked before any text is drawn: a missing or
damaged one is a damaged install), and ``Fonts``, the app's fonts by style and size with its cached text — rendered
with room for a capital's accent, fitted to a width, cut, wrapped. scenes/ui.py's widgets draw their labels with it;
the card painters (scenes/artkit/) load their own sizes through ``load_font``."""
from __future__ import annotations

import io
import os
import unicodedata
import weakref
from pathlib import Path

import pygame
import pygame.freetype

from game.errors import BundledFileError
from game.resources import resource_path

from .pictures import PictureStore


ACCENTED_CAPITALS = "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ"

FONT_FILES = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
    "title": "Comfortaa-Bold.ttf",
}


_CHECKED_FONTS: set[Path] = set()
_FONT_BYTES: dict[Path, bytes] = {}


def load_font(file_name: str, size: int) -> pygame.font.Font:
    """A font of assets/fonts/; a missing or damaged file is a BundledFileError (a damaged install).

    The font reads its file from memory, not from the path: pygame-ce's Font opened by path keeps its file open
    as long as it lives, so the caches (one font per style and pixel size, more sizes at each window size) held
    dozens of descriptors, and one freed after pygame.font.quit() never closes its file at all (pygame-ce skips
    TTF_CloseFont then). Each file is read once; every BytesIO over it shares the same bytes."""
    path = resource_path("assets", "fonts", file_name)
    check_font(path)
    try:
        data = _FONT_BYTES.get(path)
        if data is None:
            data = _FONT_BYTES[path] = path.read_bytes()
        return pygame.font.Font(io.BytesIO(data), size)     # its own BytesIO: each font seeks on its own
    except (OSError, ValueError, pygame.error) as exc:
        problem = "missing" if not path.is_file() else f"unreadable ({exc})"
        raise BundledFileError(f"font {problem}: {path}") from None


def check_font(path: Path) -> None:
    """Raise a BundledFileError naming a font file that is missing or damaged (checked once per file).

    pygame.freetype refuses an empty or scrambled file, where pygame-ce's Font accepts some and then crashes on
    first use (pygame-ce pull request 3064); neither notices a file cut short, which opens and then draws its
    text blank: the font's table directory must point inside the file."""
    if path in _CHECKED_FONTS:
        return
    try:
        if not pygame.freetype.get_init():
            pygame.freetype.init()
        pygame.freetype.Font(str(path))
        problem = _font_table_problem(path)
    except (OSError, ValueError, pygame.error) as exc:     # ValueError: an empty file
        problem = "missing" if not path.is_file() else f"unreadable ({exc})"
        raise BundledFileError(f"font {problem}: {path}") from None
    if problem:
        raise BundledFileError(f"font unreadable ({problem}): {path}")
    _CHECKED_FONTS.add(path)


def _font_table_problem(path: Path) -> str | None:
    """Whether every table a TrueType / OpenType file lists lies within the file (reads its first bytes only)."""
    with open(path, "rb") as fh:
        head = fh.read(12)
        if len(head) < 12:
            return "too short to be a font"
        if head[:4] not in (b"\x00\x01\x00\x00", b"OTTO", b"true"):
            return None                     # a collection or another format: freetype's word is all there is
        tables = int.from_bytes(head[4:6], "big")
        directory = fh.read(16 * tables)
        size = fh.seek(0, os.SEEK_END)
    if len(directory) < 16 * tables:
        return "cut short: its table directory is incomplete"
    for i in range(tables):
        record = directory[16 * i: 16 * i + 16]
        offset, length = int.from_bytes(record[8:12], "big"), int.from_bytes(record[12:16], "big")
        if offset + length > size:
            tag = record[:4].decode("latin-1").strip()
            return f"cut short: {size} bytes, its table {tag!r} ends at byte {offset + length}"
    return None


def font_paths() -> list[Path]:
    """Every font file of assets/fonts/ the window uses."""
    return [resource_path("assets", "fonts", name) for name in sorted(set(FONT_FILES.values()))]


def missing_fonts() -> list[Path]:
    """The font files of assets/fonts/ the game uses that are not there."""
    return [p for p in font_paths() if not p.is_file()]


def check_fonts() -> None:
    """At start-up, before any text is drawn: a BundledFileError naming every missing font, else the first
    damaged one."""
    missing = missing_fonts()
    if missing:
        raise BundledFileError("font missing: " + ", ".join(str(p) for p in missing))
    for path in font_paths():
        check_font(path)


def printable(text: str) -> str:
    """``text`` without what the font renderer refuses or would draw as garbage: control characters (a NUL
    makes SDL_ttf raise), lone surrogates and other non-characters. Names come from saves, replays and the
    keyboard, so every text drawn goes through here."""
    if text.isprintable():
        return text
    # not str.isprintable() alone: it also refuses the no-break spaces French typography puts before ":"
    return "".join(ch for ch in text if ch == "\n" or unicodedata.category(ch) not in ("Cc", "Cs"))


class Fonts:
    """pygame fonts by (style, pixel size) and rendered text, kept in the app's pictures (``pictures``: its
    PictureStore, whose fonts the card painters share; without one, a store of its own)."""

    def __init__(self, pictures: PictureStore | None = None) -> None:
        self.pictures = pictures if pictures is not None else PictureStore()
        self._text = self.pictures.shelf("text")
        self._rooms: weakref.WeakKeyDictionary[pygame.font.Font, int] = weakref.WeakKeyDictionary()
        self._wrapped: dict[tuple, list[str]] = {}   # the hint panels re-wrap the same text every frame
        self._fits: dict[tuple, int] = {}            # fit's size per (text, style, size, max_width, min_size)

    def get(self, style: str, size: int) -> pygame.font.Font:
        return self.pictures.font(FONT_FILES[style], size, load_font)

    def text(self, text: str, style: str, size: int, color) -> pygame.Surface:
        """Rendered text, cached: the same label is never rendered twice per frame."""
        text = printable(text)
        key = (text, style, size, tuple(color))
        surf = self._text.get(key)
        if surf is None:
            surf = self._render(self.get(style, size), text, color)
            self._text[key] = surf
        return surf

    def _render(self, font: pygame.font.Font, text: str, color) -> pygame.Surface:
        """Rendered so that every text of one font has the same height and baseline.

        SDL_ttf moves a whole line down when a glyph (É, Â) rises above the font's ascent, so "Élise" would sit
        lower than "Fanny". Every line gets room for the tallest capital accent instead, baseline at the same row."""
        surf = font.render(text, True, color)
        room = self._accent_room(font)
        if not room:
            return surf
        tops = [m[3] for m in font.metrics(text) if m]
        rise = max(0, max(tops, default=0) - font.get_ascent())
        out = pygame.Surface((surf.get_width(), surf.get_height() + room), pygame.SRCALPHA)
        out.blit(surf, (0, room - rise))
        return out

    def _accent_room(self, font: pygame.font.Font) -> int:
        room = self._rooms.get(font)
        if room is None:
            tops = [m[3] for m in font.metrics(ACCENTED_CAPITALS) if m]
            room = self._rooms[font] = max(0, max(tops, default=0) - font.get_ascent())
        return room

    def fit(self, text: str, style: str, size: int, color, max_width: int, min_size: int = 10) -> pygame.Surface:
        """The text at the largest size up to ``size`` that fits ``max_width``."""
        text = printable(text)
        key = (text, style, size, max_width, min_size)
        fitted = self._fits.get(key)
        if fitted is None:
            # each size tried opens a font: remembered, a label fitted every frame opens only the one it is drawn in
            fitted = size
            while fitted > min_size and self.get(style, fitted).size(text)[0] > max_width:
                fitted -= 1
            if len(self._fits) > 2000:
                self._fits.clear()
            self._fits[key] = fitted
        return self.text(text, style, fitted, color)

    def fit_or_cut(self, text: str, style: str, size: int, color, max_width: int,
                   min_size: int) -> pygame.Surface:
        """The text shrunk to ``max_width`` (down to ``min_size``), then cut with an ellipsis if still too long."""
        text = printable(text)
        surf = self.fit(text, style, size, color, max_width, min_size=min_size)
        if surf.get_width() <= max_width:
            return surf
        font = self.get(style, min_size)
        while len(text) > 1 and font.size(text + "…")[0] > max_width:
            text = text[:-1]
        return self.text(text.rstrip() + "…", style, min_size, color)

    def wrap_lines(self, text: str, style: str, size: int, max_width: int) -> list[str]:
        """The text broken into lines (at spaces and newlines) that fit ``max_width``; cached like ``text``."""
        text = printable(text)
        key = (text, style, size, max_width)
        cached = self._wrapped.get(key)
        if cached is not None:
            return cached
        font = self.get(style, size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                trial = f"{line} {word}".strip()
                if font.size(trial)[0] <= max_width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        if len(self._wrapped) > 500:
            self._wrapped.clear()
        self._wrapped[key] = lines
        return lines

    def wrap(self, text: str, style: str, size: int, color, max_width: int) -> list[pygame.Surface]:
        return [self.text(line, style, size, color) for line in self.wrap_lines(text, style, size, max_width)]
