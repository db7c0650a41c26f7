"""The rules screen drawn: the title bar and its tabs, the section list (the page read and its group lit, the one
under the pointer lighter), the key hint, and the parchment panel — the page's title, a card's face with its facts,
the text scrolled and faded at its foot, a gallery's rings (the card pointed at, the arrows' choice), the scroll
bar. A mixin of ``RulesScene`` (scenes/rules.py); drawing changes nothing."""
from __future__ import annotations

import pygame

from .rules_doc import TABLE_HEAD, baseline_shift, fit_size
from .ui import ACCENT, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE, panel

ITEM = (40, 70, 58)
ITEM_HOVER = (62, 96, 80)


class RulesDraw:
    """What ``RulesScene`` shows, drawn from its layout and its state."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts = self.app.fonts
        title = fonts.fit(self.t("rules_title"), "title", self.title_size, LIGHT, self.title_max_w)
        surface.blit(title, title.get_rect(midleft=self.title_pos))
        for button in self.tabs.values():
            button.draw(surface, fonts)
        if self.back_button:
            self.back_button.draw(surface, fonts)
        self._draw_list(surface)
        for i, line in enumerate(fonts.wrap(self.keys_hint, "regular", self.hint_size, LIGHT_SOFT,
                                            self.hint_rect.w)):
            surface.blit(line, (self.hint_rect.x, self.hint_rect.y + i * line.get_height()))
        self._draw_panel(surface)

    def _draw_list(self, surface: pygame.Surface) -> None:
        fonts, u = self.app.fonts, self.u
        for key, rect in self.headers:
            label = fonts.fit(self.t(key).upper(), "bold", round(15 * u), LIGHT_SOFT, rect.w)
            surface.blit(label, label.get_rect(bottomleft=(rect.x + round(4 * u), rect.bottom - round(6 * u))))
        group = self.group_of()
        for entry in self.entries:
            chosen = entry.section == self.section or entry.section == group
            fill = ACCENT if chosen else ITEM_HOVER if entry.section == self.hover else ITEM
            ink = INK if chosen else LIGHT
            rect = entry.rect
            pygame.draw.rect(surface, (0, 0, 0), rect.move(0, 2), border_radius=10)
            pygame.draw.rect(surface, fill, rect, border_radius=10)
            x = rect.x + round(12 * u)
            if entry.with_icon:
                size = rect.h - round(10 * u)
                icon = self._entry_icon(entry.section, size)
                surface.blit(icon, icon.get_rect(midleft=(rect.x + round(6 * u), rect.centery)))
                x = rect.x + round(6 * u) + icon.get_width() + round(6 * u)
            name = self.title(entry.section)
            size = fit_size(fonts, name, "bold", round(19 * u), rect.right - x - round(6 * u))
            label = fonts.text(name, "bold", size, ink)
            surface.blit(label, label.get_rect(midleft=(x, rect.centery - baseline_shift(fonts, name, "bold", size))))

    def _entry_icon(self, section: str, size: int) -> pygame.Surface:
        return self.pages.icon(section, size)     # a kind; a card group (its first card's); a board page

    def _draw_panel(self, surface: pygame.Surface) -> None:
        fonts, s = self.app.fonts, self.s
        panel(surface, self.panel)
        title = self.title()
        size = fit_size(fonts, title, "title", self.heading_size, self.panel.w - 2 * self.pad)
        shift = baseline_shift(fonts, title, "title", size)
        surface.blit(fonts.text(title, "title", size, INK), (self.heading_pos[0], self.heading_pos[1] - shift))
        pygame.draw.line(surface, PANEL_EDGE, (self.panel.x + self.pad, self.rule_y),
                         (self.panel.right - self.pad, self.rule_y), max(1, round(2 * s)))
        if self.card_rect is not None:
            self._draw_card(surface)
        self._draw_text(surface)

    def _draw_card(self, surface: pygame.Surface) -> None:
        """A card's page: its face large, a soft shadow under it, two fact lines below (and, for Canopée and
        Living Forest, the previous / next buttons)."""
        fonts, s, lang = self.app.fonts, self.s, self.app.lang
        face = self.pages.face(self.section, self.card_rect.w, lang)
        facts = self.pages.facts(self.section, lang)
        shade = pygame.Surface(face.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 55), shade.get_rect(), border_radius=round(face.get_width() * 0.07))
        surface.blit(shade, (self.card_rect.x + round(2 * s), self.card_rect.y + round(4 * s)))
        surface.blit(face, self.card_rect.topleft)
        y = self.facts_y
        for text, style in zip(facts, ("bold", "regular")):
            line = fonts.fit(text, style, round(17 * s), INK_SOFT, self.card_rect.w)
            surface.blit(line, line.get_rect(midtop=(self.card_rect.centerx, y)))
            y += line.get_height()
        for button in self.card_buttons:
            button.draw(surface, fonts)

    def _draw_text(self, surface: pygame.Surface) -> None:
        doc, view = self.doc(), self.view
        self._clamp_scroll()
        clip = surface.get_clip()
        surface.set_clip(view.clip(clip) if clip else view)
        ox, oy = view.x, view.y - self.scroll
        for color, rect in doc.boxes:
            moved = rect.move(ox, oy)
            if moved.bottom >= view.y and moved.y <= view.bottom:
                if color == PANEL_EDGE:
                    pygame.draw.rect(surface, color, moved, width=max(1, round(self.s)), border_radius=6)
                else:
                    pygame.draw.rect(surface, color, moved)
        for surf, (x, y) in doc.blits:
            if oy + y + surf.get_height() >= view.y and oy + y <= view.bottom:
                surface.blit(surf, (ox + x, oy + y))
        for i, (kind, rect) in enumerate(doc.cards):      # a gallery: the card pointed at, the arrows' choice
            focused = self.keyboard_focus and i == self.card_focus
            if kind == self.card_hover or focused:
                ring = rect.move(ox, oy).inflate(round(8 * self.s), round(8 * self.s))
                pygame.draw.rect(surface, HIGHLIGHT if focused else ACCENT, ring, width=max(2, round(3 * self.s)),
                                 border_radius=round(10 * self.s))
        left = self.max_scroll - self.scroll
        if left > 0:            # the text goes on below: fade it out (no more than what is hidden)
            fade = self._fade_surface(view.w)
            height = min(fade.get_height(), left)
            surface.blit(fade, (view.x, view.bottom - height), pygame.Rect(0, fade.get_height() - height,
                                                                          view.w, height))
        surface.set_clip(clip)
        if self.max_scroll:
            pygame.draw.rect(surface, TABLE_HEAD, self.bar, border_radius=self.bar.w // 2)
            thumb_h = max(round(30 * self.s), round(self.bar.h * view.h / doc.height))
            thumb_y = self.bar.y + round((self.bar.h - thumb_h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, INK_SOFT, pygame.Rect(self.bar.x, thumb_y, self.bar.w, thumb_h),
                             border_radius=self.bar.w // 2)

    def _fade_surface(self, width: int) -> pygame.Surface:
        """The parchment fading in at the foot of a text that goes on below."""
        height = round(28 * self.s)
        if self._fade is None or self._fade.get_size() != (width, height):
            self._fade = pygame.Surface((width, height), pygame.SRCALPHA)
            for y in range(height):
                self._fade.fill((*PANEL, round(235 * y / (height - 1))), pygame.Rect(0, y, width, 1))
        return self._fade
