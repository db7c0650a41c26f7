"""What a game declares of its challenges (``GameDef.challenges``): its ladder's rungs and how its deals are
played. The ladders, the daily deals and the player's progress on them are game/ladder.py's, for any game that
declares an ``Offer``. Pure data, no import of any game: a game's package imports this freely."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..inputs import shown

# A deal's game options, as sorted (name, value) pairs: comparable, hashable, and one spelling per set of options.
Options = tuple[tuple[str, Any], ...]


def options_of(values: Mapping[str, Any] | Any = ()) -> Options:
    """Game options in their one form (sorted pairs) from a mapping or pairs; ValueError for a name not a text."""
    pairs = values.items() if isinstance(values, Mapping) else values
    out = []
    for pair in pairs:
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2 and isinstance(pair[0], str)):
            raise ValueError(f"a game option is a name and a value, not {shown(pair)}")
        out.append((pair[0], pair[1]))
    if len({name for name, _ in out}) != len(out):
        raise ValueError("a game option is given twice")
    return tuple(sorted(out, key=lambda pair: pair[0]))


@dataclass(frozen=True)
class Offer:
    """How a game offers its challenges. Every rung is a deal on which the witness agent, playing blind to the deck
    as a player would, reached at least the target (found and checked with tools/ladder_seeds.py; tests replay the
    top rungs): each rung is a promise that its deal can be won by that margin."""

    rungs: tuple[tuple[int, int], ...]     # (seed, target margin) per rung, easiest first
    witness: str                           # the agent (GameDef.agents) whose margin makes every rung a promise
    rung_options: tuple[Options, ...] = ()  # the game options of each rung's deal, in the rungs' order; (): none
    daily_options: Options = ()            # the game options of every daily deal
    daily_target: int | None = None        # None: the game's "normal" solo level (GameDef.solo_levels)
    level_option: str | None = None        # the option naming a rung's level (Canopée: its difficulty); None: the
    #                                        solo level (GameDef.solo_levels) whose margin is the rung's target
    always_written: bool = False           # ladder.json holds the game from the start (the file's first games),
    #                                        else once one of its challenges is played
    # A game whose challenges are played against computer seats rather than a solo opponent (Living Forest): the
    # levels of each rung's computers (the player at seat 0, they after in this order) and of the daily deal's. Such
    # a challenge is won by winning the game (its target is then 0, the margin over the best other total only
    # told), the witness sitting in the player's seat against these computers (seeded as a match seeds them).
    rung_opponents: tuple[tuple[str, ...], ...] = ()
    daily_opponents: tuple[str, ...] = ()
    # the promise: the witness reached each rung's target (or won) with at least one of its first ``tries``
    # generator seeds (the deal's seed, then the next ones; tools/ladder_seeds.py --check says which)
    tries: int = 1

    @property
    def versus(self) -> bool:
        """The challenges are played against computer seats (won by winning), not against a solo opponent."""
        return bool(self.rung_opponents)
