"""The games the window plays, and the one place that knows which screens play each.

Every game of the registry (game/core/registry.py) is played by the commands and the tests; the window opens
only the games listed here. A save of another game (the autosave, a file given to ``ecosysteme replay``) is kept
and said, never opened on a table that does not know it. The menu, the setup, the ladder, the demo and the
score screen's *Play again* ask here for a game's table and score screen (``table_scene``, ``score_scene``):
no scene builds another game's screen itself. Each game's screens are imported only when first asked for.
"""
from __future__ import annotations

import importlib

from game.core.registry import family_of

# family -> its screens, "module:class": the table, the score screen and (None: not yet) the replay
SCREENS: dict[str, tuple[str, str, str | None]] = {
    "ecosysteme": ("scenes.ecosysteme.table:TableScene", "scenes.ecosysteme.scoring:ScoringScene",
                   "scenes.ecosysteme.replay:ReplayScene"),
    "canopee": ("scenes.canopee.table:CanopeeTable", "scenes.canopee.scoring:CanopeeScoring",
                "scenes.canopee.replay:CanopeeReplay"),
    "livingforest": ("scenes.livingforest.table:LivingForestTable", "scenes.livingforest.scoring:LivingForestScoring",
                     "scenes.livingforest.replay:LivingForestReplay"),
}

# family -> "module:function" giving the app's card pictures for that family (an object with ``icon(kind,
# size)``); absent: the app's own (``app.cards``, Forêt's and Savane's art, which takes the game id too)
FACES: dict[str, str] = {
    "canopee": "scenes.canopee.faces:canopee_faces",
    "livingforest": "scenes.livingforest.faces:lf_faces",
}

WINDOW_GAMES: tuple[str, ...] = ("forest", "savane", "canopee", "living-forest")


def in_window(game_id: str) -> bool:
    return game_id in WINDOW_GAMES


def _screen(game_id: str, which: int):
    module, _, name = SCREENS[family_of(game_id)][which].partition(":")
    return getattr(importlib.import_module(module), name)


def card_icon(app, game_id: str, kind: str, size: int):
    """A small square picture of a card kind of ``game_id`` (the log panel's icons, counts)."""
    maker = FACES.get(family_of(game_id))
    if maker is None:
        return app.cards.icon(game_id, kind, size)
    module, _, name = maker.partition(":")
    return getattr(importlib.import_module(module), name)(app).icon(kind, size)


def has_replay(game_id: str) -> bool:
    """Whether the window can replay a finished game of ``game_id`` (the score screen offers *Replay*)."""
    return in_window(game_id) and SCREENS[family_of(game_id)][2] is not None


def replay_scene(app, match, source=None):
    """The replay of ``match`` (``source``: the saved file it was read from, if any)."""
    return _screen(match.game_id, 2)(app, match, source)


def table_scene(app, match, **options):
    """The table that plays ``match`` (``options``: e.g. ``autosave=False`` for the demo)."""
    return _screen(match.game_id, 0)(app, match, **options)


def score_scene(app, match):
    """The score screen of ``match``, a finished game."""
    return _screen(match.game_id, 1)(app, match)
