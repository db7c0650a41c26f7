"""The solo banner of a score screen: the margin over the automaton, large, a verdict beside it in a frame, and
a row of chips under them (the levels' thresholds, or a challenge's target, best and unlock).

Any game with a solo mode reuses it: ``draw_margin_head`` draws the panel and its first line and says where
the chips go, ``draw_chips`` lays out and draws a row of ``Chip``s. What a game gives: the words and whether each
chip is reached (scenes/shell/score_screen.py works them out from the game's margin and levels).
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..ui import BAD, GOOD, INK, LIGHT, PANEL_EDGE, panel
from .scorepad import STRIPE, fit_text


@dataclass(frozen=True)
class Chip:
    """One chip: its words, its fill, its outline (colour, width in pixels at scale 1: 0 for a hairline), the
    text's ink and weight, and a drawn tick (reached: shown by more than the colour)."""

    label: str
    fill: tuple = STRIPE
    edge: tuple = PANEL_EDGE
    edge_width: int = 0
    ink: tuple = INK
    style: str = "bold"
    tick: bool = False


def draw_margin_head(surface: pygame.Surface, fonts, box: pygame.Rect, s: float, margin_text: str,
                     verdict: str | None, good: bool) -> tuple[pygame.Rect, int, int]:
    """The banner's panel and first line: the margin, large, and the verdict beside it in a frame.
    Returns the panel's inner rect and the top and height left for the chips under it."""
    panel(surface, box, radius=max(8, round(12 * s)))
    inner = box.inflate(-round(28 * s), -round(16 * s))
    big = fit_text(fonts, margin_text, "black", round(34 * s), INK, inner.w // 2)
    surface.blit(big, big.get_rect(topleft=(inner.x, inner.y)))
    if verdict is not None:
        colour = GOOD if good else BAD
        x = inner.x + big.get_width() + round(24 * s)
        res = fit_text(fonts, verdict, "black", round(26 * s), colour, inner.right - x - round(10 * s))
        res_rect = res.get_rect(bottomleft=(x, inner.y + big.get_height() - round(2 * s)))
        pygame.draw.rect(surface, colour, res_rect.inflate(round(14 * s), round(6 * s)),
                         width=max(2, round(2 * s)), border_radius=8)
        surface.blit(res, res_rect)
    chip_y = inner.y + big.get_height() + round(12 * s)
    return inner, chip_y, max(round(24 * s), inner.bottom - chip_y)


def draw_chip(surface: pygame.Surface, fonts, rect: pygame.Rect, chip: Chip, s: float) -> None:
    pygame.draw.rect(surface, chip.fill, rect, border_radius=8)
    width = max(2, round(chip.edge_width * s)) if chip.edge_width else 1
    pygame.draw.rect(surface, chip.edge, rect, width=width, border_radius=8)
    tick = round(rect.h * 0.45) if chip.tick else 0
    text = fit_text(fonts, chip.label, chip.style, max(13, round(18 * s)), chip.ink,
                    rect.w - 14 - (tick + round(8 * s) if tick else 0))
    where = text.get_rect(center=rect.center)
    if tick:      # a drawn tick (the font has none): reached is shown by more than the colour
        where.x += (tick + round(8 * s)) // 2
        tx, ty = where.x - round(8 * s) - tick, rect.centery
        pygame.draw.lines(surface, LIGHT, False, [(tx, ty), (tx + tick * 0.38, ty + tick * 0.4),
                                                  (tx + tick, ty - tick * 0.45)], max(2, round(3 * s)))
    surface.blit(text, where)


def draw_chips(surface: pygame.Surface, fonts, x: int, right: int, y: int, h: int, chips: list[Chip], s: float,
               slots: int | None = None) -> None:
    """A row of chips from ``x`` to ``right`` (``slots`` places, default one per chip: a row that fills in as a
    result comes keeps its chips where they are)."""
    count = slots or len(chips)
    if not count:
        return
    gap = round(10 * s)
    chip_w = (right - x - gap * (count - 1)) // count
    for n, chip in enumerate(chips):
        draw_chip(surface, fonts, pygame.Rect(x + n * (chip_w + gap), y, chip_w, h), chip, s)
