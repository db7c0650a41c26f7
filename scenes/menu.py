"""The main menu."""
from __future__ import annotations

import math

import pygame

from .base import Scene
from .ui import LIGHT, LIGHT_SOFT, Button, ButtonColumn, panel

FAN = [("forest", "fox"), ("savane", "giraffe"), ("forest", "bee"), ("savane", "lion"), ("forest", "stream")]


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.column = ButtonColumn()
        self.time = 0.0
        self._tilted: dict = {}

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        bw, bh, gap = 360, 62, 18
        x = int(w * 0.62) - bw // 2
        y = h // 2 - (4 * bh + 3 * gap) // 2 + 40
        entries = [
            ("new_game", self.new_game, True),
            ("rules", self.rules, False),
            ("settings", self.open_settings, False),
            ("quit", self.app.quit, False),
        ]
        self.column.set([
            Button(self.t(key), action, pygame.Rect(x, y + i * (bh + gap), bw, bh), primary=primary, size=26)
            for i, (key, action, primary) in enumerate(entries)
        ])
        self.card_width = max(110, min(190, h // 5))

    def enter(self) -> None:
        self.layout(self.app.size)

    def _rotated(self, game_id: str, kind: str, width: int, angle: float) -> pygame.Surface:
        """A tilted card face, cached per half degree so the sway costs no rotation per frame."""
        key = (game_id, kind, width, angle, self.app.lang)
        surf = self._tilted.get(key)
        if surf is None:
            face = self.app.cards.face(game_id, kind, width, self.app.lang)
            surf = pygame.transform.rotozoom(face, -angle, 1.0)
            self._tilted[key] = surf
        return surf

    def new_game(self) -> None:
        from .setup import SetupScene

        self.app.push(SetupScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.app.notice:
            self.app.notice = None
        return self.column.handle(event)

    def update(self, dt: float) -> None:
        self.time += dt * max(self.app.settings.animation_speed, 0.0)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        w, h = surface.get_size()
        fonts = self.app.fonts
        # a gently swaying fan of cards on the left
        cw = self.card_width
        cx, cy = int(w * 0.27), int(h * 0.56)
        for i, (game_id, kind) in enumerate(FAN):
            angle = (i - 2) * 11 + math.sin(self.time * 0.8 + i) * 1.5
            rotated = self._rotated(game_id, kind, cw, round(angle * 2) / 2)
            dx = (i - 2) * cw * 0.48
            dy = abs(i - 2) * cw * 0.12
            surface.blit(rotated, rotated.get_rect(center=(cx + dx, cy + dy)))
        title = fonts.text("Ecosystème", "title", 84, LIGHT)
        right = self.column.buttons[0].rect.centerx if self.column.buttons else w // 2
        surface.blit(title, title.get_rect(midbottom=(right, self.column.buttons[0].rect.top - 90)))
        tag = fonts.text(self.t("tagline"), "italic", 26, LIGHT_SOFT)
        surface.blit(tag, tag.get_rect(midbottom=(right, self.column.buttons[0].rect.top - 40)))
        subtitle = fonts.text("Forêt · Savane", "bold", 22, (214, 190, 120))
        surface.blit(subtitle, subtitle.get_rect(midtop=(right, title.get_rect(midbottom=(right, self.column.buttons[0].rect.top - 90)).bottom - 6)))
        self.column.draw(surface, fonts)
        version = fonts.text(self.t("version", v=self.app.version), "regular", 16, LIGHT_SOFT)
        surface.blit(version, version.get_rect(bottomright=(w - 16, h - 12)))
        if self.app.notice:
            lines = fonts.wrap(self.app.notice, "regular", 18, (60, 40, 30), 520)
            box = pygame.Rect(0, 0, 560, 24 + 24 * len(lines))
            box.midbottom = (w // 2, h - 40)
            panel(surface, box)
            for i, line in enumerate(lines):
                surface.blit(line, (box.x + 20, box.y + 12 + 24 * i))
