"""The base of a game's rules pages made from its card data (Canopée, Living Forest): what the rules screen
(scenes/rules.py) asks a game's pages for. Each game's own are in ``scenes/<game>/rules_pages.py``, handed out by its
screens (``GameScreens.rules_pages``)."""
from __future__ import annotations

import pygame


class PagedRules:
    """A game whose rules pages are made from its card data (Canopée, Living Forest): general pages listed one per
    line, then material entries two per line with an icon — card groups shown as galleries, each card with a page
    of its own. Each game says where its texts, names, pictures and UI words (``prefix``) come from."""

    prefix = ""
    headed_kinds = False     # the list: general pages, then the grid of card groups (True: kinds under headings)
    card_steps = True        # a card's page has previous / next buttons through its group

    def __init__(self, app, rules) -> None:
        self.app, self.rules = app, rules

    @property
    def module(self):
        raise NotImplementedError

    def t(self, key: str, **fmt) -> str:
        return self.app.t(f"{self.prefix}_{key}", **fmt)

    def card_groups(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return self.module.card_groups(self.rules)

    def sections(self) -> list[str]:
        return list(self.module.sections(self.rules))

    def text(self, section: str, lang: str) -> str:
        return self.module.rules_text(section, lang, self.rules)

    def grid(self) -> list[str]:
        """The entries of the material grid (two per line, with an icon): the card groups."""
        return [g for g, _ in self.card_groups()]

    def general(self) -> list[str]:
        """The entries listed one per line: every page that is neither a card nor in the grid."""
        grid = set(self.grid())
        return [s for s in self.sections() if s not in grid and not self.is_kind(s)]

    def kind_groups(self) -> list[tuple[str, list[str]]]:
        """(heading key, kind ids) of a list with headed kinds (``headed_kinds``)."""
        return []

    def figure(self, section: str, width: int) -> pygame.Surface | None:
        """A picture under a page's text (None: the page has none)."""
        return None

    def label(self, kind: str, lang: str) -> str:
        """What a gallery writes under a card: its name."""
        return self.kind_name(kind, lang)

    # what each game fills in
    def is_kind(self, section: str) -> bool:
        raise NotImplementedError

    def kind_name(self, kind: str, lang: str) -> str:
        raise NotImplementedError

    def title(self, section: str) -> str:
        raise NotImplementedError

    def aspect(self, kind: str) -> float:
        raise NotImplementedError

    def face(self, kind: str, width: int, lang: str) -> pygame.Surface:
        raise NotImplementedError

    def icon(self, section: str, size: int) -> pygame.Surface:
        raise NotImplementedError

    def facts(self, kind: str, lang: str) -> tuple[str, str]:
        raise NotImplementedError
