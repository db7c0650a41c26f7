"""The games the window plays: a table, a score screen and a replay exist for them.

Every game of the registry (game/core/registry.py) is played by the commands and the tests; the window opens
only these. A save of another game (the autosave, a file given to ``ecosysteme replay``) is kept and said, never
opened on a table that does not know it. Canopée joins with its table (the next issue).
"""
from __future__ import annotations

WINDOW_GAMES: tuple[str, ...] = ("forest", "savane")


def in_window(game_id: str) -> bool:
    return game_id in WINDOW_GAMES
