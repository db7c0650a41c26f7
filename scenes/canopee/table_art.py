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


def value_depth(width: int) -> int:
    """How much of a trunk's or canopy's top must show for the value in its corner to read whole (0 for a card
    too narrow for a face: it shows no value of its own)."""
    if width < MIN_FACE:
        return 0
    from .faces import CanopeeFaces

    return CanopeeFaces.corner_depth(width)


def value_chip(surface: pygame.Surface, fonts, text: str, card: pygame.Rect, band: int, wood: bool) -> pygame.Rect:
    """A tree card's value (a trunk's "2", a canopy's "×2") written over the top ``band`` pixels of ``card``, the
    part of it that shows above the card laid over it: where the face's corner medallion lies, covering what
    shows of it (cut by the card below), in the medallion's colours; at least a readable 9 px high."""
    h = max(9, band - 2)
    if card.w >= MIN_FACE:
        from .faces import CanopeeFaces

        mx, my, side, _ = CanopeeFaces.medallion_rect(card.w, card.h)
        box = pygame.Rect(card.x + mx - 1, card.y + 1, side + 2, h)
    else:                                        # a card drawn as its icon: against its right edge
        box = pygame.Rect(0, 0, max(h, card.w // 2), h)
        box.topright = (card.right - 1, card.y + 1)
    ring, fill = ((90, 56, 28), (236, 206, 150)) if wood else ((28, 84, 44), (214, 240, 196))
    label = fonts.fit(text, "black", max(8, round(h * 0.95)), INK, min(box.w + 4, card.w - 4), min_size=8)
    box.w = min(card.w - 2, max(box.w, label.get_width() + 4))
    box.right = min(box.right, card.right - 1)
    radius = min(h // 2, box.w // 3)
    pygame.draw.rect(surface, fill, box, border_radius=radius)
    pygame.draw.rect(surface, ring, box, width=max(1, h // 9), border_radius=radius)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def height_mark(surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
    """A tree's height sign: a thin upright arrow with a head at each end (the glyph of the fonts reads badly at
    small sizes)."""
    x = rect.centerx
    half, head = max(2, rect.w // 2), max(3, rect.h // 4)
    pygame.draw.line(surface, colour, (x, rect.y + head - 1), (x, rect.bottom - head), max(1, rect.w // 3))
    pygame.draw.polygon(surface, colour, [(x, rect.y), (x - half, rect.y + head), (x + half, rect.y + head)])
    pygame.draw.polygon(surface, colour, [(x, rect.bottom), (x - half, rect.bottom - head),
                                          (x + half, rect.bottom - head)])


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

