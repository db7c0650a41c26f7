"""What every table's hint shares: its colours, the action a hint names, the sentence of its figures and its
outlines. A hint is the strongest computer's answer from the controller (scenes/shell/match.py): the search's
``Choice`` (game/core/search.py) when that computer searches, else a bare action."""
from __future__ import annotations

from typing import Any, Callable, Iterable

import pygame

from game.core.search import Choice as SearchChoice

HINT = (120, 206, 255)          # the hint's outline: apart from the gold of selection and reveals
HINT_INK = (28, 92, 140)        # the hint's words on a cream panel


def hint_action(hint: Any) -> Any:
    """The action a hint names (a search's Choice, or a bare action)."""
    return hint.action if isinstance(hint, SearchChoice) else hint


def chance_words(hint: Any, t: Callable[..., str], prefix: str) -> list[str]:
    """The search's figures in a sentence (``prefix`` + "_chance" / "_chance_alone" keys: its estimated chance of
    winning, and the next best choice's); none for a bare action. The search picks the choice it looked at most,
    whose estimate the next one's may equal or pass by a point or two (less looked at): then both are said to be
    about as good ("_chance_close"), not the hint a worse choice."""
    if not isinstance(hint, SearchChoice) or not hint.chances:
        return []
    pct = round(100 * hint.chances[0])
    if len(hint.chances) > 1:
        alt = round(100 * hint.chances[1])
        return [t(prefix + ("_chance_close" if alt >= pct else "_chance"), n=hint.playouts, pct=pct, alt=alt)]
    return [t(prefix + "_chance_alone", n=hint.playouts, pct=pct)]


def draw_marks(surface: pygame.Surface, rects: Iterable[pygame.Rect]) -> None:
    """What a hint names, outlined in the hint's blue."""
    for rect in rects:
        pygame.draw.rect(surface, HINT, rect.inflate(10, 10), width=4, border_radius=12)
