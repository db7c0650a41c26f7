"""The setup's own controls, beside scenes/ui.py's buttons: a name field's place in the keyboard's order, a seat as
an option's value (its badge), a seat's colour as its picture — and the pictures of the seat colours."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..shell.intents import Intent, Release
from ..ui import ACCENT, HIGHLIGHT, INK, LIGHT, PANEL, PANEL_EDGE, Button, TextField


@dataclass
class OptionRow:
    """Where one of the game's options is asked: its name on the left, its values as segments (buttons of the
    column), and the line under them saying what the chosen value means (None: no such line)."""

    option: str
    label: pygame.Rect
    about: pygame.Rect | None


class NameStop(Button):
    """A name field's place in the keyboard focus order: arrows / Tab reach it, Enter or Space on it start
    editing the name. The field itself takes the mouse, so this takes no mouse event; it draws only the
    keyboard's outline around the field, while the field is not being edited (then the field shows its own)."""

    field: TextField | None = None

    def on_intent(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface, fonts) -> None:
        if self.focus and not (self.field and self.field.focus):
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(8, 8), width=3, border_radius=12)


class SeatSegment(Button):
    """A seat as the value of an option (the first player): the seat's badge, the numbered disc in its colour that
    its row shows, so the choice reads the same at every seat count (the line under the row names the seat)."""

    badge: tuple[int, int, int] = PANEL_EDGE

    def draw(self, surface: pygame.Surface, fonts) -> None:
        label, self.label = self.label, ""
        super().draw(surface, fonts)          # the segment itself: its fill, chosen or not, and the focus
        self.label = label
        radius = max(6, min(self.rect.h - 10, self.rect.w - 12) // 2)
        centre = self.rect.center
        pygame.draw.circle(surface, self.badge, centre, radius)
        pygame.draw.circle(surface, LIGHT, centre, radius, width=2)
        number = fonts.text(label, "black", max(10, radius * 5 // 4), badge_ink(self.badge))
        surface.blit(number, number.get_rect(center=centre))


def badge_ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat badge's number: white on the darker colours, ink on a light one (the yellow Spirit)."""
    return INK if 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 165 else (255, 255, 255)


class ColourSwatch(Button):
    """A seat's colour (Living Forest's Spirit), shown as its standee: a click, Enter or Space give the seat the
    next colour no other seat holds; a right click or ← the one before, → the next."""

    picture: pygame.Surface | None = None
    back: Any = None                      # the action giving the colour before

    def on_intent(self, intent: Intent) -> bool:
        if (self.enabled and isinstance(intent, Release) and intent.button == 3
                and self.rect.collidepoint(intent.pos) and self.back is not None):
            self.back()
            return True
        return super().on_intent(intent)

    def draw(self, surface: pygame.Surface, fonts) -> None:
        lit = self.hover or self.focus
        pygame.draw.rect(surface, (250, 246, 236) if lit else PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, ACCENT if lit else PANEL_EDGE, self.rect, width=3 if lit else 1, border_radius=10)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(center=self.rect.center))
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(8, 8), width=3, border_radius=12)


def seat_rgb(game_id: str, colour: str) -> tuple[int, int, int] | None:
    """What a seat colour id of ``game_id`` looks like (its screens' palette); None for "" or an unknown id."""
    from ..games import screens_of

    return screens_of(game_id).seat_rgb(colour) if colour else None


def seat_picture(app, game_id: str, colour: str, height: int) -> pygame.Surface:
    """A seat colour as the setup shows it: the game's picture of it (Living Forest's Spirit standee), or a plain
    disc of the colour."""
    from ..games import screens_of

    height = max(8, height)
    surf = screens_of(game_id).seat_picture(app, colour, height)
    if surf is not None:
        return surf
    surf = pygame.Surface((height * 3 // 4, height), pygame.SRCALPHA)
    r = surf.get_width() // 2
    pygame.draw.circle(surf, seat_rgb(game_id, colour) or PANEL_EDGE, (r, height // 2), r)
    return surf
