"""The Canopée table's card pictures: every face, back and icon comes from scenes/canopee/faces.py (``canopee_faces``);
this module only adds the table's own small marks drawn over them (a count badge, the scored tree's token, the
Tallest Tree's crown) so the table's modules draw them alike."""
from __future__ import annotations

import pygame

from ..ui import ACCENT, GOOD, INK, LIGHT, draw_crown


def faces(app):
    """The app's Canopée faces (made once per app by faces.py)."""
    from .faces import canopee_faces

    return canopee_faces(app)


MIN_FACE = 24                 # the narrowest card face drawn; narrower, a card is its icon on a tile
TILE = (22, 44, 36)
TILE_EDGE = (70, 104, 88)


def blit_card(app, surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
    """A card's face in ``rect``; too narrow for a face (four forests on a small window, a Drought offering
    twenty cards), the card's icon on a plain tile: told apart, and readable large in the card viewer."""
    if rect.w >= MIN_FACE:
        surface.blit(faces(app).face(kind, rect.w, app.lang), rect)
        return
    radius = max(2, rect.w // 6)
    pygame.draw.rect(surface, TILE, rect, border_radius=radius)
    pygame.draw.rect(surface, TILE_EDGE, rect, width=1, border_radius=radius)
    icon = faces(app).icon(kind, max(4, rect.w - 2))
    surface.blit(icon, icon.get_rect(center=rect.center))


def aspect() -> float:
    from .faces import ASPECT

    return ASPECT


def card_height(width: int) -> int:
    return round(width * aspect())


def badge(surface: pygame.Surface, fonts, text: str, center: tuple[int, int], size: int,
          fill=INK, ink=LIGHT) -> pygame.Rect:
    """A round-ended label (a count ×3, a pile's size, points +5) centred on ``center``."""
    label = fonts.text(text, "black", max(10, size), ink)
    box = label.get_rect(center=center).inflate(max(8, size // 2 + 4), 2)
    box.w = max(box.w, box.h)
    box.center = center
    pygame.draw.rect(surface, fill, box, border_radius=box.h // 2)
    pygame.draw.rect(surface, LIGHT, box, width=max(1, size // 12), border_radius=box.h // 2)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def scored_token(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """The animal token a scored tree carries (§2): a green disc with a leaf vein, so it reads without colour."""
    radius = max(4, radius)
    pygame.draw.circle(surface, GOOD, center, radius)
    pygame.draw.circle(surface, INK, center, radius, width=max(1, radius // 5))
    x, y = center
    r = radius * 0.55
    pygame.draw.line(surface, LIGHT, (x - r, y + r * 0.6), (x + r * 0.7, y - r * 0.7), max(1, radius // 4))
    pygame.draw.line(surface, LIGHT, (x - r * 0.1, y), (x + r * 0.35, y + r * 0.45), max(1, radius // 5))


def crown(surface: pygame.Surface, center: tuple[int, int], width: int) -> None:
    """The Tallest Tree award on a tree's canopy."""
    w = max(10, width)
    h = round(w * 0.7)
    draw_crown(surface, pygame.Rect(center[0] - w // 2, center[1] - h // 2, w, h), fill=ACCENT)

