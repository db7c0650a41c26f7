"""The games of the collection: the one list of them, each imported only when first asked for.

A game is one line here: its id, where its definition (a GameDef, game/core/protocol.py) lives, and where the
window's screens for it live (a ``GameScreens``, scenes/shell/screens.py). Everything shared — the menu, the setup,
the rules, the card viewer, the ladder, the score command, ``simulate``, the saves, the monkey, the screenshot tool
and the frozen build — reads this list and asks each game through those two objects; none names a game.

``game_def(id)`` imports the game's package the first time, so start-up does not grow with the number of games.
``register`` adds a game at run time (a game kept outside the collection's packages, the tests' own small game):
it then plays everywhere a registered game does.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:                  # the protocol's module is not needed to name the games (start-up)
    from .protocol import GameDef


@dataclass(frozen=True)
class Registered:
    id: str
    definition: str       # "package:ATTRIBUTE" of its GameDef
    screens: str = ""     # "module:ATTRIBUTE" of its GameScreens (the window); "": played by the commands only
    card_data: bool = True    # its rules are a section of the bundled data/cards.yaml (else the GameDef has them)

    @property
    def package(self) -> str:
        """The Python package that plays the game (its definition's module)."""
        return self.definition.partition(":")[0]


# in the order the menu shows them
GAMES: dict[str, Registered] = {}


def register(entry: Registered) -> None:
    """Add a game (last in the menu's order); ValueError if its id is taken."""
    if entry.id in GAMES:
        raise ValueError(f"a game {entry.id!r} is already registered")
    GAMES[entry.id] = entry


def unregister(game_id: str) -> None:
    """Take a game registered at run time out again (the tests' own game, once its test is over)."""
    del GAMES[game_id]


register(Registered("forest", "game.ecosysteme:FOREST", "scenes.ecosysteme.screens:FOREST"))
register(Registered("savane", "game.ecosysteme:SAVANE", "scenes.ecosysteme.screens:SAVANE"))
register(Registered("canopee", "game.canopee:CANOPEE", "scenes.canopee.screens:SCREENS"))
register(Registered("living-forest", "game.livingforest:LIVING_FOREST", "scenes.livingforest.screens:SCREENS"))


def game_ids() -> tuple[str, ...]:
    """Every registered game's id, in menu order."""
    return tuple(GAMES)


def _load(where: str) -> Any:
    module, _, attribute = where.partition(":")
    return getattr(importlib.import_module(module), attribute)


def game_def(game_id: str) -> GameDef:
    """The game's definition; KeyError for an unknown id (callers say it in their own words)."""
    return _load(GAMES[game_id].definition)


def game_screens(game_id: str) -> Any:
    """The game's screens (scenes/shell/screens.py GameScreens); KeyError for a game the window does not play."""
    where = GAMES[game_id].screens
    if not where:
        raise KeyError(game_id)
    return _load(where)


def sharing_package(game_id: str) -> tuple[str, ...]:
    """The games played by the same package as ``game_id`` (Forêt and Savane share theirs), in menu order."""
    package = GAMES[game_id].package
    return tuple(g.id for g in GAMES.values() if g.package == package)
