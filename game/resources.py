"""One place that knows where the game's bundled files live.

From source the root is the repository (the parent of this package); in a PyInstaller build it is
the unpacked bundle (``sys._MEIPASS``). Nothing is ever read relative to the current directory.
"""
from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled file, e.g. ``resource_path("data", "cards.yaml")``."""
    return resource_root().joinpath(*parts)
