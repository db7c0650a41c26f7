"""Where a tool's part for one game package lives, found from the registry (game/core/registry.py).

The monkey (tools/monkey.py) and the screenshot tool (tools/screens.py) are shared engines: they read the registry
and name no game. What is a game's own — its scenes, the checks of its table, how a jump reaches one of its
positions, the screens worth a picture — is that game package's part of the tool, the module named after the
package in the tool's parts folder: ``game.canopee`` -> ``tools/monkey_parts/canopee.py`` and
``tools/screens_parts/canopee.py``. A new game adds its modules there and touches nothing shared. A part is imported
the first time a run asks for it; a game whose package has none is left to the engine's generic means (each engine
says which).
"""
from __future__ import annotations

import importlib
from types import ModuleType

from game.core.registry import GAMES


def window_packages() -> dict[str, tuple[str, ...]]:
    """The packages of the games the window plays, by their short name (``game.canopee`` -> ``canopee``), each with
    its games' ids; both in menu order (Forêt and Savane share theirs)."""
    found: dict[str, tuple[str, ...]] = {}
    for entry in GAMES.values():
        if entry.screens:
            name = entry.package.rpartition(".")[2]
            found[name] = found.get(name, ()) + (entry.id,)
    return found


def part_module(tool: str, package: str) -> ModuleType | None:
    """``tools/<tool>_parts/<package>.py``, imported; None when the package has no part for that tool (an error
    inside a part that exists is raised, never taken for a missing part)."""
    name = f"tools.{tool}_parts.{package}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"tools.{tool}_parts"):
            return None
        raise
