"""A Living Forest game's options (who plays first, the safety round cap of computer games): their defaults, and
the check of a set given to a new game or read from a save.
"""
from __future__ import annotations

from typing import Any, Mapping

from .cards import LivingForestRules

DEFAULT_OPTIONS: dict[str, Any] = {"first_player": "random", "round_cap": False}


def normalise_options(rules: LivingForestRules, players: int, options: Mapping[str, Any] | None) -> dict:
    """Every option given (defaults filled in); ValueError, one sentence, for a bad one."""
    given = dict(options or {})
    unknown = sorted((k for k in given if k not in DEFAULT_OPTIONS), key=str)
    if unknown:
        raise ValueError(f"unknown Living Forest option {unknown[0]!r:.40} (options: {', '.join(DEFAULT_OPTIONS)})")
    out = dict(DEFAULT_OPTIONS)
    out.update(given)
    first = out["first_player"]
    if first != "random" and not (type(first) is int and 0 <= first < players):
        raise ValueError(f"the first player is 'random' or a seat from 0 to {players - 1}, not {first!r:.40}")
    if type(out["round_cap"]) is not bool:
        raise ValueError(f"the round_cap option is true or false, not {out['round_cap']!r:.40}")
    return out
