"""The collection, as every scene shows it: the games the window plays, their names and words, and their emblems
(the menu's shelf, the setup and the challenges screen show the same ones). The one place that knows how each game
of the collection is pictured and named; scenes/menu.py hands these names on to the screens that import them from
there."""
from __future__ import annotations

import weakref

import pygame

from game.i18n import STRINGS

from .games import screens_of
from .ui import LIGHT, PANEL_EDGE

def window_games() -> tuple[str, ...]:
    """The games the window plays, in the collection's order (the registry's games with screens, read when asked:
    a game joins the menu, the setup and the challenges the moment it is registered)."""
    from . import games

    return games.window_games()


def game_info(game_id: str):
    from game.core.registry import game_def

    return game_def(game_id).info


def game_text(app, key: str, game_id: str, **fmt) -> str:
    """The string ``key``, in a game's own wording when it has one (``coll_<key>_<game>``: "the Forest Spirit"
    takes an article, Alban does not)."""
    own = f"coll_{key}_{game_id}"
    return app.t(own if own in STRINGS else key, **fmt)


def opponent_name(app, game_id: str) -> str:
    """The solo opponent's name in the window's language: the game's (GameInfo.opponent), else its card data's."""
    names = game_info(game_id).opponent
    return (names.get(app.lang) or names.get("en", "")) if names else ""


def level_name(app, level: str) -> str:
    """A computer level in the window's words ("Medium"); a level the setup does not offer (a simulation's
    "random"): its id, capitalised."""
    key = f"bot_{level}"
    return app.t(key) if key in STRINGS else level.capitalize()


def short_name(app, game_id: str) -> str:
    """ "Forêt" for "Ecosystème – Forêt": the game's own name without its family's; "Canopée" as it is. Read from
    the head of the game's card data (the name its GameInfo gives), which the menu's first frame needs alone."""
    return app.catalogue.header(game_id).name(app.lang).split("–")[-1].strip()


# emblems made, per app (an app's pictures die with it)
_EMBLEMS: "weakref.WeakKeyDictionary[object, dict]" = weakref.WeakKeyDictionary()


def game_emblem(app, game_id: str, size: int, make: bool = True) -> pygame.Surface | None:
    """A game's emblem, ``size`` pixels high, from its own art: two of its cards' medallions side by side for
    Forêt and Savane (as the setup always showed them), its faces' own for Canopée and Living Forest (each game's
    GameScreens.emblem); a plain medallion with the game's initial for a game that has no art yet. Made once
    per size (``make`` off: None unless it is made already)."""
    cache = _EMBLEMS.setdefault(app, {})
    key = (game_id, size)
    surf = cache.get(key)
    if surf is None and make:
        surf = _make_emblem(app, game_id, size)
        cache[key] = surf
    return surf


def _make_emblem(app, game_id: str, size: int) -> pygame.Surface:
    surf = screens_of(game_id).emblem(app, size)
    if surf is not None:
        return surf
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (58, 110, 84), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, PANEL_EDGE, (size // 2, size // 2), size // 2, width=max(2, size // 20))
    letter = app.fonts.text(short_name(app, game_id)[:1], "title", size // 2, LIGHT)
    surf.blit(letter, letter.get_rect(center=(size // 2, size // 2)))
    return surf
