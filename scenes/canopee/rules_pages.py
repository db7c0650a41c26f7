"""Canopée's rules pages, made from its card data (game/canopee/rules_text.py), with its card faces."""
from __future__ import annotations

import pygame

from ..shell.rules_pages import PagedRules


class CanopeeRules(PagedRules):
    prefix = "cr"

    @property
    def module(self):
        from game.canopee import rules_text

        return rules_text

    def is_kind(self, section: str) -> bool:
        return section in self.rules.kinds

    def kind_name(self, kind: str, lang: str) -> str:
        return self.rules.kind(kind).name(lang)

    def title(self, section: str) -> str:
        # (the 3-4 player page's title says the table's counts, from the data)
        return self.t(section, a=self.rules.players_min + 1, b=self.rules.players_max)

    def aspect(self, kind: str) -> float:
        from .faces import ASPECT

        return ASPECT

    def face(self, kind: str, width: int, lang: str) -> pygame.Surface:
        from .faces import canopee_faces

        return canopee_faces(self.app).face(kind, width, lang)

    def icon(self, section: str, size: int) -> pygame.Surface:
        from .faces import canopee_faces       # a card group: the icon of its first card

        return canopee_faces(self.app).icon(dict(self.card_groups())[section][0], size)

    def facts(self, kind: str, lang: str) -> tuple[str, str]:
        card = self.rules.kind(kind)
        if card.is_wildlife:
            category = "cr_cat_pair" if card.pair else "cr_cat_active"
        elif card.immediate:
            category = "cr_cat_immediate"
        else:
            category = f"cr_cat_{card.category}"
        return self.module.deck_line(kind, lang, self.rules), self.app.t(category)
