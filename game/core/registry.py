"""The games of the collection, by id, imported only when first asked for.

The menu and the commands list games from ``GAMES`` (a few strings, no import); ``game_def(id)`` imports the
game's package the first time, so start-up does not grow with the number of games. Each family's card data
checker is named here too: the catalogue validates every section of data/cards.yaml with its family's checker.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:                  # the protocol's module is not needed to name the games (start-up)
    from .protocol import GameDef


@dataclass(frozen=True)
class Registered:
    id: str
    family: str
    module: str           # the package that plays it
    attribute: str        # its GameDef in that package


# in the order the menu shows them
GAMES: dict[str, Registered] = {
    "forest": Registered("forest", "ecosysteme", "game.ecosysteme", "FOREST"),
    "savane": Registered("savane", "ecosysteme", "game.ecosysteme", "SAVANE"),
    "canopee": Registered("canopee", "canopee", "game.canopee", "CANOPEE"),
    "living-forest": Registered("living-forest", "livingforest", "game.livingforest", "LIVING_FOREST"),
}

# family -> "module:function" checking one section of data/cards.yaml: function(checker, game_id, raw) -> rules
FAMILY_CHECKERS: dict[str, str] = {
    "ecosysteme": "game.ecosysteme.cards:check_ecosysteme",
    "canopee": "game.canopee.cards:check_canopee",
    "livingforest": "game.livingforest.cards:check_livingforest",
}

GAME_IDS: tuple[str, ...] = tuple(GAMES)


def family_of(game_id: str) -> str:
    return GAMES[game_id].family


def game_ids(family: str | None = None) -> tuple[str, ...]:
    """Every registered game's id (of ``family`` only, if given), in menu order."""
    return tuple(g.id for g in GAMES.values() if family is None or g.family == family)


def game_def(game_id: str) -> GameDef:
    """The game's definition; KeyError for an unknown id (callers say it in their own words)."""
    entry = GAMES[game_id]
    return getattr(importlib.import_module(entry.module), entry.attribute)


def family_checker(family: str) -> Callable[..., Any]:
    module, _, function = FAMILY_CHECKERS[family].partition(":")
    return getattr(importlib.import_module(module), function)
