"""Forêt's and Savane's rules pages (game/ecosysteme/rules_text.py), with their card art: the general sections one
per line, then every card kind under its category's heading (habitats and terrain, then animals), each kind with
a page of its own showing its card."""
from __future__ import annotations

import pygame

from game.ecosysteme.rules_text import GENERAL_SECTIONS, rules_text

from .cardart import card_art
from ..shell.rules_pages import PagedRules

GROUP_KEYS = {"habitat": "rules_group_habitat", "terrain": "rules_group_terrain", "animal": "rules_group_animal"}
ASPECT = 1.4                     # a card's height over its width


class EcosystemeRules(PagedRules):
    prefix = "rules"
    headed_kinds = True          # the list: every kind under its category's heading, no galleries
    card_steps = False           # a card's page has no previous / next buttons

    def card_groups(self) -> tuple:
        return ()                # no galleries: each kind is listed under its heading

    def sections(self) -> list[str]:
        return list(GENERAL_SECTIONS) + [k for _, kinds in self.kind_groups() for k in kinds]

    def general(self) -> list[str]:
        return list(GENERAL_SECTIONS)

    def kind_groups(self) -> list[tuple[str, list[str]]]:
        """(heading key, kind ids): the habitats/terrain first, then the animals, in catalogue order."""
        groups: dict[str, list[str]] = {}
        for kind in self.rules.kinds:
            groups.setdefault(kind.category, []).append(kind.id)
        order = sorted(groups, key=lambda c: c == "animal")
        return [(GROUP_KEYS.get(c, "rules_group_animal"), groups[c]) for c in order]

    def text(self, section: str, lang: str) -> str:
        return rules_text(self.rules.id, section, lang)

    def is_kind(self, section: str) -> bool:
        return section not in GENERAL_SECTIONS

    def kind_name(self, kind: str, lang: str) -> str:
        return self.rules.kind(kind).name(lang)

    def title(self, section: str) -> str:
        return self.t(section)

    def aspect(self, kind: str) -> float:
        return ASPECT

    def face(self, kind: str, width: int, lang: str) -> pygame.Surface:
        return card_art(self.app).face(self.rules.id, kind, width, lang)

    def icon(self, section: str, size: int) -> pygame.Surface:
        return card_art(self.app).icon(self.rules.id, section, size)

    def facts(self, kind: str, lang: str) -> tuple[str, str]:
        card = self.rules.kind(kind)
        return self.app.t("rules_count", n=card.count), self.app.t(f"rules_cat_{card.category}")
