"""The score screen of Forêt and Savane, at the address the scenes, tests and tools import it from.

The screen itself is scenes/ecosysteme/scoring.py, built on the shell's score screen frame
(scenes/shell/score_screen.py), the score pad (scenes/widgets/scorepad.py) and the challenge result
(scenes/shell/challenge.py).
"""
from __future__ import annotations

from .ecosysteme.scoring import ScoringScene

__all__ = ["ScoringScene"]
