"""A Canopée game's options (card set, species, Season Change, solo difficulty, first player): their defaults, and
the check of a set given to a new game or read from a save.
"""
from __future__ import annotations

from typing import Any, Mapping

from .cards import CanopeeRules

DEFAULT_OPTIONS = {"card_set": "base", "species": "random", "season_change": False, "difficulty": "normal",
                   "first_player": "random"}


def normalise_options(rules: CanopeeRules, players: int, solo: bool,
                      options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options of a game, every one given (defaults filled in); ValueError, one sentence, for a bad one."""
    given = dict(options or {})
    unknown = sorted(set(given) - set(DEFAULT_OPTIONS), key=str)
    if unknown:
        raise ValueError(f"unknown Canopée option {unknown[0]!r:.40} (options: {', '.join(DEFAULT_OPTIONS)})")
    out = dict(DEFAULT_OPTIONS)
    out.update(given)
    if out["card_set"] not in rules.card_sets:
        raise ValueError(f"unknown card set {out['card_set']!r:.40} (card sets: {', '.join(rules.card_sets)})")
    card_set = rules.card_sets[out["card_set"]]
    species = out["species"]
    if isinstance(species, (list, tuple)):
        species = tuple(species)
        if card_set.wildlife == "choose":
            rules.species_in_play({"card_set": out["card_set"], "species": species}, players, solo)
        out["species"] = species
    elif species != "random" and not (type(species) is int and species in card_set.species_counts) \
            and not (type(species) is int and card_set.wildlife != "choose"):
        counts = ", ".join(str(n) for n in card_set.species_counts) or "none"
        raise ValueError(f"the species option is 'random', a number of species ({counts}) or a list of species, "
                         f"not {species!r:.40}")
    if type(out["season_change"]) is not bool:
        raise ValueError(f"the season_change option is true or false, not {out['season_change']!r:.40}")
    if solo:
        out["season_change"] = False          # not played in solo (§13)
    if out["difficulty"] not in rules.solo.difficulties:
        raise ValueError(f"unknown difficulty {out['difficulty']!r:.40} "
                         f"(difficulties: {', '.join(rules.solo.difficulties)})")
    first = out["first_player"]
    if first != "random" and not (type(first) is int and 0 <= first < max(players, 1)):
        raise ValueError(f"the first player is 'random' or a seat from 0 to {max(players, 1) - 1}, "
                         f"not {first!r:.40}")
    return out
