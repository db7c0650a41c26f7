"""Look and feel shared by every scene: palette, fonts, cached text, buttons, panels."""
from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pygame
import pygame.freetype

from game.errors import BundledFileError
from game.resources import resource_path

# palette: a deep forest-green table, warm parchment panels, one accent for actions
BG_TOP = (24, 48, 40)
BG_BOTTOM = (12, 26, 22)
PANEL = (243, 236, 220)
PANEL_EDGE = (196, 180, 146)
INK = (38, 34, 28)
INK_SOFT = (96, 88, 74)
LIGHT = (246, 242, 230)
LIGHT_SOFT = (190, 204, 192)
ACCENT = (232, 160, 48)
ACCENT_DARK = (184, 116, 24)
GOOD = (96, 180, 110)
BAD = (214, 92, 72)
HIGHLIGHT = (255, 214, 102)

ACCENTED_CAPITALS = "ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ"

FONT_FILES = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "italic": "Lato-Italic.ttf",
    "title": "Comfortaa-Bold.ttf",
}


_CHECKED_FONTS: set[Path] = set()


def load_font(file_name: str, size: int) -> pygame.font.Font:
    """A font of assets/fonts/; a missing or damaged file is a BundledFileError (a damaged install).

    Each file is first opened once with pygame.freetype, which refuses a damaged one: pygame-ce's Font accepts
    some unreadable files and then crashes on first use (pygame-ce pull request 3064)."""
    path = resource_path("assets", "fonts", file_name)
    try:
        if path not in _CHECKED_FONTS:
            if not pygame.freetype.get_init():
                pygame.freetype.init()
            pygame.freetype.Font(str(path))
            _CHECKED_FONTS.add(path)
        return pygame.font.Font(str(path), size)
    except (OSError, pygame.error) as exc:
        problem = "missing" if not path.is_file() else f"unreadable ({exc})"
        raise BundledFileError(f"font {problem}: {path}") from None


def missing_fonts() -> list[Path]:
    """The font files of assets/fonts/ the game uses that are not there."""
    paths = [resource_path("assets", "fonts", name) for name in sorted(set(FONT_FILES.values()))]
    return [p for p in paths if not p.is_file()]


class Fonts:
    """pygame fonts by (style, pixel size), opened once."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._rooms: dict[pygame.font.Font, int] = {}
        self._wrapped: dict[tuple, list[str]] = {}   # the hint panels re-wrap the same text every frame

    def get(self, style: str, size: int) -> pygame.font.Font:
        key = (style, size)
        font = self._fonts.get(key)
        if font is None:
            font = load_font(FONT_FILES[style], size)
            self._fonts[key] = font
        return font

    def text(self, text: str, style: str, size: int, color) -> pygame.Surface:
        """Rendered text, cached: the same label is never rendered twice per frame."""
        key = (text, style, size, tuple(color))
        surf = self._text.get(key)
        if surf is None:
            surf = self._render(self.get(style, size), text, color)
            self._text[key] = surf
            if len(self._text) > 2000:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
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
        while size > min_size and self.get(style, size).size(text)[0] > max_width:
            size -= 1
        return self.text(text, style, size, color)

    def fit_or_cut(self, text: str, style: str, size: int, color, max_width: int,
                   min_size: int) -> pygame.Surface:
        """The text shrunk to ``max_width`` (down to ``min_size``), then cut with an ellipsis if still too long."""
        surf = self.fit(text, style, size, color, max_width, min_size=min_size)
        if surf.get_width() <= max_width:
            return surf
        font = self.get(style, min_size)
        while len(text) > 1 and font.size(text + "…")[0] > max_width:
            text = text[:-1]
        return self.text(text.rstrip() + "…", style, min_size, color)

    def wrap_lines(self, text: str, style: str, size: int, max_width: int) -> list[str]:
        """The text broken into lines (at spaces and newlines) that fit ``max_width``; cached like ``text``."""
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


def vertical_gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((1, max(2, h)))
    for y in range(surf.get_height()):
        t = y / (surf.get_height() - 1)
        surf.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom)])
    return pygame.transform.smoothscale(surf, (max(1, w), max(1, h)))


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, edge=PANEL_EDGE, radius: int = 14,
          shadow: bool = True) -> None:
    if shadow:
        shade = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=radius + 4)
        surface.blit(shade, (rect.x - 2, rect.y + 3))
    pygame.draw.rect(surface, color, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width=2, border_radius=radius)


@dataclass
class Button:
    """A clickable, keyboard-focusable button; ``action`` runs on click or Enter."""

    label: str
    action: Callable[[], None]
    rect: pygame.Rect
    primary: bool = False
    enabled: bool = True
    hover: bool = False
    focus: bool = False
    size: int = 24

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        lit = self.enabled and (self.hover or self.focus)
        if self.primary:
            fill = ACCENT if lit else ACCENT_DARK
            ink = INK if lit else LIGHT
        else:
            fill = (62, 96, 80) if lit else (40, 70, 58)
            ink = LIGHT
        if not self.enabled:
            fill, ink = (60, 70, 66), (140, 150, 146)
        shade = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shade, border_radius=12)
        pygame.draw.rect(surface, fill, self.rect, border_radius=12)
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(6, 6), width=3, border_radius=14)
        text = fonts.fit(self.label, "bold", self.size, ink, self.rect.w - 20)
        surface.blit(text, text.get_rect(center=self.rect.center))


class ButtonColumn:
    """Buttons stacked vertically with arrow-key / Tab focus and Enter to press."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.focus = -1

    def set(self, buttons: list[Button]) -> None:
        self.buttons = buttons
        self.focus = min(self.focus, len(buttons) - 1)
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focus = i == self.focus

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.buttons:
            step = {pygame.K_DOWN: 1, pygame.K_TAB: 1, pygame.K_UP: -1}.get(event.key)
            if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                step = -1
            if step:
                enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
                if enabled:
                    pos = enabled.index(self.focus) if self.focus in enabled else -1 if step > 0 else 0
                    self.focus = enabled[(pos + step) % len(enabled)]
                    self._sync()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.focus < len(self.buttons):
                button = self.buttons[self.focus]
                if button.enabled:
                    button.action()
                return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.hover:
                    self.focus = i
            self._sync()
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        for b in self.buttons:
            b.draw(surface, fonts)


class TextField:
    """A one-line text entry: click or Tab to focus, type, Backspace, Enter to finish."""

    def __init__(self, text: str, rect: pygame.Rect, max_len: int = 16, size: int = 22) -> None:
        self.text = text
        self.size = size
        self.rect = rect
        self.max_len = max_len
        self.focus = False
        self.blink = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.focus
            self.focus = self.rect.collidepoint(event.pos)
            if self.focus:
                pygame.key.start_text_input()
            return self.focus or was
        if not self.focus:
            return False
        if event.type == pygame.TEXTINPUT:
            self.text = (self.text + event.text)[: self.max_len]
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.focus = False
                return event.key != pygame.K_TAB
            return True   # typing keys belong to the field
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts, dt: float = 0.0) -> None:
        self.blink = (self.blink + dt) % 1.0
        pygame.draw.rect(surface, (255, 252, 244), self.rect, border_radius=8)
        pygame.draw.rect(surface, HIGHLIGHT if self.focus else PANEL_EDGE, self.rect, width=2, border_radius=8)
        text = fonts.fit(self.text or " ", "bold", self.size, INK, self.rect.w - 24)
        pos = text.get_rect(midleft=(self.rect.x + 12, self.rect.centery))
        surface.blit(text, pos)
        if self.focus and self.blink < 0.6:
            x = pos.right + 2 if self.text else self.rect.x + 12
            pygame.draw.line(surface, INK, (x, self.rect.y + self.rect.h // 5), (x, self.rect.bottom - self.rect.h // 5), 2)


def draw_crown(surface: pygame.Surface, box: pygame.Rect, fill=ACCENT) -> None:
    """The winner's crown, drawn to fill ``box``."""
    x, y, w, h = box
    pts = [(x, y + h), (x, y + h * 0.25), (x + w * 0.27, y + h * 0.58), (x + w * 0.5, y),
           (x + w * 0.73, y + h * 0.58), (x + w, y + h * 0.25), (x + w, y + h)]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, INK, pts, width=max(1, round(w / 14)))
    for px in (x, x + w * 0.5, x + w):
        py = y + (0 if px == x + w * 0.5 else h * 0.25)
        pygame.draw.circle(surface, fill, (round(px), round(py)), max(2, round(w / 10)))
        pygame.draw.circle(surface, INK, (round(px), round(py)), max(2, round(w / 10)), width=1)
