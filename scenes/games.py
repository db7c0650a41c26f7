"""The games the window plays, as the registry (game/core/registry.py) lists them, and their screens.

Every game of the registry is played by the commands and the tests; the window opens the games whose registry line
names screens (a ``GameScreens``, scenes/shell/screens.py). A save of another game (the autosave, a file given to
``ecosysteme replay``) is kept and said, never opened on a table that does not know it. The menu, the setup, the
ladder, the demo and the score screen's *Play again* ask here for a game's table and score screen: no scene
builds another game's screen itself. Each game's screens are imported only when first asked for.
"""
from __future__ import annotations

from game.core.registry import GAMES, game_screens


def window_games() -> tuple[str, ...]:
    """The games the window plays, in menu order."""
    return tuple(g.id for g in GAMES.values() if g.screens)


def in_window(game_id: str) -> bool:
    return game_id in window_games()


def screens_of(game_id: str):
    """The game's GameScreens (KeyError for a game the window does not play)."""
    return game_screens(game_id)


def card_icon(app, game_id: str, kind: str, size: int):
    """A small square picture of a card kind of ``game_id`` (the log panel's icons, counts)."""
    return screens_of(game_id).card_icon(app, kind, size)


def has_replay(game_id: str) -> bool:
    """Whether the window can replay a finished game of ``game_id`` (the score screen offers *Replay*)."""
    return in_window(game_id) and screens_of(game_id).has_replay


def replay_scene(app, match, source=None):
    """The replay of ``match`` (``source``: the saved file it was read from, if any)."""
    return screens_of(match.game_id).replay(app, match, source)


def table_scene(app, match, **options):
    """The table that plays ``match`` (``options``: e.g. ``autosave=False`` for the demo)."""
    return screens_of(match.game_id).table(app, match, **options)


def score_scene(app, match):
    """The score screen of ``match``, a finished game."""
    return screens_of(match.game_id).score(app, match)


def run_replay(match, source=None) -> int:
    """``ecosysteme replay FILE``: the window with the game's replay as its only scene (Escape or Back quits)."""
    from .app import run

    return run(first_scene=lambda app: replay_scene(app, match, source))
