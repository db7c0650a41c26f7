"""A small line chart of counts round by round: rounds on the x axis, one line per player in the player's
colour, a target line across (the count that wins), drawn with plain pygame calls on a dark slate panel.

``RoundChart(app, round_label)`` is one panel: ``layout(rect, s, x_labels=True)`` places it (the plot inside
leaves room for the title, the y axis' numbers and, when asked, the rounds under it), ``draw(surface, ...)``
draws the lines, ``index_at(pos)`` tells which round the pointer is over (for a guide line and the values at that
round). Several charts stacked share their y range (``low``, ``high``) so that their lines compare at a glance,
and the rounds' numbers under the last one only.

Lines that run together (every player at 0 fires in the first rounds) would hide one another: each line is
shifted by a pixel or two from its neighbours, and its points and its end carry a marker of its own shape
(circle, square, triangle, diamond), so a player is told apart without the colour too.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from ..ui import HIGHLIGHT, LIGHT, LIGHT_SOFT

SLATE = (30, 38, 44)
SLATE_EDGE = (86, 104, 112)
GRID = (52, 64, 72)
OUTLINE = (12, 16, 20)
MARKERS = ("circle", "square", "triangle", "diamond")
MARKED_POINTS = 24            # up to this many rounds every point carries its marker; more: the ends only


@dataclass(frozen=True)
class Line:
    """One player's line: its name (the values' box), its colour, a value per round, drawn thicker when
    ``strong`` (a winner), its marker's shape."""
    label: str
    colour: tuple[int, int, int]
    values: tuple[int, ...]
    strong: bool = False
    marker: str = "circle"


def nice_step(span: float, room: float, least: float) -> int:
    """The smallest of 1, 2, 5, 10, 20... whose ticks stand at least ``least`` pixels apart when ``span`` units
    take ``room`` pixels."""
    step = 1
    while step * room / max(1.0, span) < least:
        step = step * 5 // 2 if str(step)[0] == "2" else step * 2
    return step


def draw_marker(surface: pygame.Surface, shape: str, centre: tuple[float, float], r: float, colour,
                edge=OUTLINE) -> None:
    """A line's marker: its own shape, filled in the line's colour, a dark rim."""
    cx, cy = centre
    if shape == "square":
        pts = [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    elif shape == "triangle":
        pts = [(cx, cy - r * 1.2), (cx + r * 1.1, cy + r * 0.8), (cx - r * 1.1, cy + r * 0.8)]
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.25), (cx + r * 1.25, cy), (cx, cy + r * 1.25), (cx - r * 1.25, cy)]
    else:
        pygame.draw.circle(surface, edge, (round(cx), round(cy)), round(r) + 1)
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), max(1, round(r) - 1))
        return
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, edge, pts, max(1, round(r / 3)))


class RoundChart:
    def __init__(self, app, round_label: Callable[[int], str] = str) -> None:
        self.app = app
        self.round_label = round_label        # a round in words, for the values' box ("Round 4")
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.plot = pygame.Rect(0, 0, 0, 0)
        self.s = 1.0
        self.x_labels = True
        self._xs: list[float] = []

    # ------------------------------------------------------------------ size and place

    def label_size(self) -> int:
        return max(12, round(15 * self.s))

    def title_h(self) -> int:
        return round(self.label_size() * 1.6)

    def layout(self, rect: pygame.Rect, s: float, x_labels: bool = True) -> None:
        """The panel in ``rect``; the plot inside it leaves room for the title at the top, the y numbers on the
        left, the round numbers under it (``x_labels``) and the target's label on the right."""
        self.rect, self.s, self.x_labels = pygame.Rect(rect), s, x_labels
        size = self.label_size()
        digits = self.app.fonts.get("bold", size).size("-88")[0]
        pad = round(8 * s)
        top = rect.y + self.title_h()
        bottom = rect.bottom - pad - (round(size * 1.4) if x_labels else 0)
        left = rect.x + pad + digits + round(6 * s)
        self.plot = pygame.Rect(left, top, max(10, rect.right - round(14 * s) - left), max(10, bottom - top))

    # ------------------------------------------------------------------ reading positions

    def x_of(self, index: int, count: int) -> float:
        """Where round ``index`` (0-based, of ``count``) stands across the plot."""
        if count <= 1:
            return self.plot.centerx
        return self.plot.x + index * self.plot.w / (count - 1)

    def y_of(self, value: float, low: float, high: float) -> float:
        return self.plot.bottom - (value - low) * self.plot.h / max(1e-6, high - low)

    def index_at(self, pos, count: int) -> int | None:
        """The round (0-based) nearest the pointer when it is over the panel, else None."""
        if count <= 0 or not self.rect.collidepoint(pos):
            return None
        if count == 1:
            return 0
        t = (pos[0] - self.plot.x) / max(1, self.plot.w)
        return max(0, min(count - 1, round(t * (count - 1))))

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, title: str, rounds: Sequence[int], lines: Sequence[Line], low: int,
             high: int, target: int | None = None, target_label: str = "", icon: pygame.Surface | None = None,
             shown: float = 1.0, focus: int | None = None, dim: bool = False, hover: int | None = None,
             lit: bool = False) -> None:
        """The panel: ``title`` (after ``icon``), the y axis from ``low`` to ``high``, the ``target`` line, each
        line up to ``shown`` (0..1: the part of the rounds drawn, for a count-up), ``focus`` (a line's index)
        drawn over the others dimmed, the whole panel dimmed (``dim``) or outlined (``lit``), and at round
        index ``hover`` a guide with every line's value."""
        s, fonts = self.s, self.app.fonts
        rect, plot = self.rect, self.plot
        radius = max(6, round(9 * s))
        pygame.draw.rect(surface, SLATE, rect, border_radius=radius)
        pygame.draw.rect(surface, HIGHLIGHT if lit else SLATE_EDGE, rect, width=max(1, round((2 if lit else 1) * s)),
                         border_radius=radius)
        size = self.label_size()
        # the title
        x = rect.x + round(10 * s)
        ty = rect.y + self.title_h() // 2
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, ty)))
            x += icon.get_width() + round(6 * s)
        head = fonts.fit_or_cut(title, "bold", round(size * 1.1), LIGHT, rect.right - x - round(10 * s),
                                min_size=max(11, size - 3))
        surface.blit(head, head.get_rect(midleft=(x, ty)))
        # the y axis: a line per step, its number on the left; the target always numbered
        step = nice_step(high - low, plot.h, size * 1.5)
        first = math.ceil(low / step) * step
        ticks = list(range(first, high + 1, step))
        for v in ticks:
            y = round(self.y_of(v, low, high))
            pygame.draw.line(surface, GRID, (plot.x, y), (plot.right, y), 1)
            if target is not None and abs(v - target) * plot.h / max(1, high - low) < size:
                continue            # the target's own number stands there
            num = fonts.text(str(v), "bold", size, LIGHT_SOFT)
            surface.blit(num, num.get_rect(midright=(plot.x - round(6 * s), y)))
        pygame.draw.line(surface, SLATE_EDGE, (plot.x, plot.y), (plot.x, plot.bottom), 1)
        zero = round(self.y_of(0, low, high))
        pygame.draw.line(surface, SLATE_EDGE, (plot.x, zero), (plot.right, zero), 1)
        count = len(rounds)
        self._draw_rounds(surface, rounds)
        if target is not None and low <= target <= high:
            self._draw_target(surface, target, target_label, low, high)
        if hover is not None and 0 <= hover < count:
            gx = round(self.x_of(hover, count))
            pygame.draw.line(surface, LIGHT_SOFT, (gx, plot.y), (gx, plot.bottom), 1)
        # the lines: the focused one last, over the others
        order = [i for i in range(len(lines)) if i != focus] + ([focus] if focus is not None else [])
        for i in order:
            faded = dim or (focus is not None and i != focus)
            self._draw_line(surface, lines[i], i, len(lines), low, high, shown, faded)
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((SLATE[0], SLATE[1], SLATE[2], 120))
            surface.blit(veil, rect)
        if hover is not None and 0 <= hover < count and not dim:
            self._draw_values(surface, rounds[hover], lines, hover, shown)

    def _draw_rounds(self, surface: pygame.Surface, rounds: Sequence[int]) -> None:
        """The rounds' numbers under the plot (as many as stand apart), a tick at each."""
        s, plot, count = self.s, self.plot, len(rounds)
        for k in range(count):
            x = round(self.x_of(k, count))
            pygame.draw.line(surface, SLATE_EDGE, (x, plot.bottom), (x, plot.bottom + round(3 * s)), 1)
        if not self.x_labels or not count:
            return
        fonts, size = self.app.fonts, self.label_size()
        widest = fonts.get("bold", size).size(str(max(rounds)))[0]
        span = max(1, count - 1)
        every = nice_step(span, plot.w, widest + round(10 * s)) if count > 1 else 1
        for k in range(count):
            if k % every and k != count - 1:
                continue
            x = self.x_of(k, count)
            if k != count - 1 and count - 1 - k < every and (self.x_of(count - 1, count) - x) < widest + 8 * s:
                continue         # the last round's number is shown: a number too close before it gives way
            num = fonts.text(str(rounds[k]), "bold", size, LIGHT_SOFT)
            surface.blit(num, num.get_rect(midtop=(round(x), plot.bottom + round(4 * s))))

    def _draw_target(self, surface: pygame.Surface, target: int, label: str, low: int, high: int) -> None:
        """The winning count: a dashed gold line across, its number on the axis and its words above the line's
        start."""
        s, plot, fonts = self.s, self.plot, self.app.fonts
        y = round(self.y_of(target, low, high))
        dash, gap = round(10 * s), round(6 * s)
        width = max(2, round(2 * s))
        x = plot.x
        while x < plot.right:
            pygame.draw.line(surface, HIGHLIGHT, (x, y), (min(plot.right, x + dash), y), width)
            x += dash + gap
        size = self.label_size()
        num = fonts.text(str(target), "black", size, HIGHLIGHT)
        surface.blit(num, num.get_rect(midright=(plot.x - round(6 * s), y)))
        if label:
            words = fonts.fit_or_cut(label, "bold", size, HIGHLIGHT, plot.w // 2, min_size=max(10, size - 3))
            # at the left, where every line starts low: the lines' ends (the last values) stay uncovered; above
            # the line, or under it when the plot's top leaves no room (the title is there)
            spot = words.get_rect(bottomleft=(plot.x + round(6 * s), y - round(3 * s)))
            if spot.y < plot.y:
                spot.top = y + round(4 * s)
            surface.blit(words, spot)

    def _draw_line(self, surface: pygame.Surface, line: Line, i: int, n: int, low: int, high: int, shown: float,
                   faded: bool) -> None:
        s = self.s
        count = len(line.values)
        if not count:
            return
        # lines on the same values run side by side, a little apart, rather than one over the other
        shift = (i - (n - 1) / 2) * max(1.5, 2.2 * s)
        pts = [(self.x_of(k, count), self.y_of(v, low, high) + shift) for k, v in enumerate(line.values)]
        reach = max(0.0, min(1.0, shown)) * (count - 1)
        whole = int(reach)
        drawn = pts[:whole + 1]
        if whole < count - 1 and reach > whole:          # the segment being drawn
            (x0, y0), (x1, y1) = pts[whole], pts[whole + 1]
            t = reach - whole
            drawn.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
        colour = line.colour
        if faded:
            colour = tuple(round(c * 0.45 + b * 0.55) for c, b in zip(colour, SLATE))
        width = max(2, round((4 if line.strong else 3) * s))
        if len(drawn) > 1:
            if not faded:
                pygame.draw.lines(surface, OUTLINE, False, drawn, width + max(2, round(2 * s)))
            pygame.draw.lines(surface, colour, False, drawn, width)
            for p in drawn[1:-1]:             # round joints
                pygame.draw.circle(surface, colour, (round(p[0]), round(p[1])), max(1, width // 2))
        r = max(3, round((5 if line.strong else 4) * s))
        if count <= MARKED_POINTS:
            for p in drawn[:whole + 1]:
                draw_marker(surface, line.marker, p, r * 0.8, colour)
        if drawn:
            draw_marker(surface, line.marker, drawn[-1], r * 1.15, colour)

    def _draw_values(self, surface: pygame.Surface, round_no: int, lines: Sequence[Line], index: int,
                     shown: float) -> None:
        """A box by the guide: the round, then each line's marker, name and value there (highest first)."""
        s, fonts, plot = self.s, self.app.fonts, self.plot
        count = max((len(line.values) for line in lines), default=0)
        if shown < 1.0 and index > shown * (count - 1):
            return
        size = self.label_size()
        rows = sorted((line for line in lines if index < len(line.values)), key=lambda ln: -ln.values[index])
        head = fonts.text(self.round_label(round_no), "bold", size, LIGHT_SOFT)
        texts = [fonts.fit_or_cut(f"{ln.label}  {ln.values[index]}", "bold", size, LIGHT, round(220 * s),
                                  min_size=max(10, size - 3)) for ln in rows]
        pad = round(6 * s)
        mark = round(size * 0.9)
        w = max([head.get_width()] + [t.get_width() + mark + pad for t in texts]) + 2 * pad
        lh = round(size * 1.3)
        h = lh * (len(texts) + 1) + 2 * pad
        gx = self.x_of(index, count)
        box = pygame.Rect(0, 0, w, h)
        box.top = plot.y + round(4 * s)
        box.left = round(gx + 10 * s)
        if box.right > self.rect.right - pad:
            box.right = round(gx - 10 * s)
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, OUTLINE, box, border_radius=max(4, round(6 * s)))
        pygame.draw.rect(surface, SLATE_EDGE, box, width=1, border_radius=max(4, round(6 * s)))
        y = box.y + pad
        surface.blit(head, (box.x + pad, y))
        for ln, text in zip(rows, texts):
            y += lh
            draw_marker(surface, ln.marker, (box.x + pad + mark / 2, y + text.get_height() / 2), mark * 0.35,
                        ln.colour)
            surface.blit(text, (box.x + pad + mark + pad // 2, y))
