"""The pictures the Living Forest table asks for, in one place: the card faces (``lf_faces``) at any size the
table needs, the smallest ones (an opponent's piles) scaled down from the faces' smallest width once and kept."""
from __future__ import annotations

import pygame

from .faces import ASPECT, lf_faces

MIN_WIDTH = 24          # the faces' smallest width (artkit.check_width)


def faces(app):
    """The app's Living Forest card faces."""
    return lf_faces(app)


def aspect() -> float:
    return ASPECT


def _small(app, key: tuple, make, width: int) -> pygame.Surface:
    cache = getattr(app, "_lf_small_cards", None)
    if cache is None:
        cache = app._lf_small_cards = app.pictures.shelf("lf small cards")
    surf = cache.get(key)
    if surf is None:
        big = make(MIN_WIDTH)
        surf = cache[key] = pygame.transform.smoothscale(big, (width, round(width * ASPECT)))
    return surf


def card_face(app, card: int, width: int, lang: str) -> pygame.Surface:
    art = faces(app)
    if width >= MIN_WIDTH:
        return art.card(card, width, lang)
    return _small(app, ("card", card, width, lang), lambda w: art.card(card, w, lang), width)


def card_back(app, width: int) -> pygame.Surface:
    art = faces(app)
    if width >= MIN_WIDTH:
        return art.back(width)
    return _small(app, ("back", width), art.back, width)
