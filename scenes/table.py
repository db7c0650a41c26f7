"""The draft table of Forêt and Savane, at the address the scenes, tests and tools import it from.

The table itself is scenes/ecosysteme/table.py, built on the generic match controller (scenes/shell/match.py)
and table plumbing (scenes/shell/table_base.py). ``WORKER`` is looked up here by the table, so a harness that
replaces ``scenes.table.WORKER`` (tools/monkey.py) holds its jobs.
"""
from __future__ import annotations

from .ecosysteme.table import ASPECT, DRAW_NOTICE_SECONDS, HINT, BoardView, TableScene
from .shell.match import REVEAL_SECONDS, WORKER

__all__ = ["ASPECT", "DRAW_NOTICE_SECONDS", "HINT", "REVEAL_SECONDS", "WORKER", "BoardView", "TableScene"]
