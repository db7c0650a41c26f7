"""Living Forest's rules pages, made from its card data (game/livingforest/rules_text.py), with its cards, trees,
board and Circle of Spirits drawn."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..shell.rules_pages import PagedRules


class LivingForestRules(PagedRules):
    prefix = "lfr"

    @property
    def module(self):
        from game.livingforest import rules_text

        return rules_text

    def grid(self) -> list[str]:
        return super().grid() + list(self.module.BOARD_PAGES)

    def is_kind(self, section: str) -> bool:
        return section in self.module.kinds(self.rules)

    def kind_name(self, kind: str, lang: str) -> str:
        return self.module.kind_name(kind, lang, self.rules)

    def title(self, section: str) -> str:
        level = section.rsplit("_", 1)[-1]
        if section.startswith("animals_") and level.isdigit():
            return self.t("animals_level", n=int(level))
        return self.t(section)

    def aspect(self, kind: str) -> float:
        from .faces import ASPECT

        return ASPECT if kind.isdigit() else 1.0        # a tree is a square tile

    def face(self, kind: str, width: int, lang: str) -> pygame.Surface:
        if kind.isdigit():
            from .faces import lf_faces

            return lf_faces(self.app).card(int(kind), width, lang)
        from .glyphs import lf_glyphs

        return lf_glyphs(self.app).tree(kind, width, lang)

    def icon(self, section: str, size: int) -> pygame.Surface:
        from .faces import lf_faces
        from .glyphs import SPIRIT_COLOURS, lf_glyphs

        if section == "board":                      # the forest: its starting tree
            return lf_faces(self.app).icon(self.module.START_TREE, size)
        if section == "circle":                     # the Circle: a Spirit's standee
            return lf_glyphs(self.app).standee(next(iter(SPIRIT_COLOURS)), size)
        return lf_faces(self.app).icon(dict(self.card_groups())[section][0], size)

    def facts(self, kind: str, lang: str) -> tuple[str, str]:
        return self.module.facts(kind, lang, self.rules)

    def label(self, kind: str, lang: str) -> str:
        """Under a tree's tile, what it gives (its name repeats its cost, which the tile shows); a card's name."""
        if kind.isdigit() or kind == self.module.START_TREE:
            return self.kind_name(kind, lang)
        return self.facts(kind, lang)[1]

    def figure(self, section: str, width: int) -> pygame.Surface | None:
        """The forest board's page: the printed board, empty but for the starting tree, its bonuses showing. The
        Circle's page: the Circle at the setup of a game with the most players (standees on their starting rocks,
        the first fire in the centre)."""
        if section == "board":
            from .board import ForestBoard

            widget = ForestBoard(self.app, self.rules)
            widget.layout(pygame.Rect(0, 0, width, round(width * 0.62)))
        elif section == "circle":
            from .circle import CircleOfSpirits

            widget = CircleOfSpirits(self.app, self.rules)
            widget.layout(pygame.Rect(0, 0, width, round(width * 0.62)))
        else:
            return None
        widget.layout(pygame.Rect((0, 0), widget.rect.size))        # drawn on its own surface, at its origin
        surf = pygame.Surface(widget.rect.size, pygame.SRCALPHA)
        if section == "board":
            widget.draw(surf, {}, self.app.lang)
        else:
            from .glyphs import SPIRIT_COLOURS

            setup = _CircleAtSetup(self.rules, self.rules.players_max)
            widget.draw(surf, setup, list(SPIRIT_COLOURS), self.app.lang)
        return surf


@dataclass
class _CircleAtSetup:
    """What the Circle widget reads of a game (a view's ``players``, ``rock``, ``first``, ``centre``...), at the
    setup of a game of ``players``: seat k is k-th in turn order, on its starting rock; the setup's fires."""

    rules: object
    players: int
    first: int = 0
    active: int = -1
    seat: int = 0

    def rock(self, seat: int) -> int:
        return self.rules.start_rocks[self.players][seat]

    def centre(self) -> list[int]:
        return list(self.rules.start_fires)
