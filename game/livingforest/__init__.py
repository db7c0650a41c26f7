"""Living Forest, the fourth game (issue 15): 2-4 Spirits of Nature push their luck drawing Guardian Animals,
then attract animals, put out fires, plant Protective Trees and move on the Circle of Spirits, until one reaches
12 Sacred Flowers, 12 fires or 12 different trees (LIVING_FOREST.md). ``LIVING_FOREST`` is the game as the
registry hands it out (game/core/protocol.py).

Modules: cards (the card data and its checker), scoring (§6.2 totals, §8 counts and winners), scorefile
(``ecosysteme score``), state (the setup, the loop, the protocol), draw_phase (the Guardian Animals phase),
turn (the action phase), endround (§7), invariants, spirit (a seat's belongings), tables (the card data as the
engine reads it), options, view (a seat's knowledge), serial (saves), actions (the small decisions), agents (the
computer seats), evaluate (what a computer seat reads and weighs), lookahead (where the shared search's play-outs
stop and what the position there is worth).
"""
from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

from ..core.challenges import Offer
from ..core.gamedef import PackageGameDef
from ..core.protocol import GameInfo, OptionSpec

GAME_ID = "living-forest"
# the challenge ladder's deals, (seed, target): won by winning (see CHALLENGES)
RUNGS = ((10_000, 0), (17_919, 0), (41_676, 0), (81_271, 0), (73_352, 0), (25_838, 0))
# each player's Spirit, by its colour (§1: cosmetic), in the order seats take them unless a player chooses
SPIRITS = ("green", "blue", "red", "yellow")


class LivingForestDef(PackageGameDef):
    """The protocol's GameDef for Living Forest. The card data is read on first use (importing the package is
    free); ``rules``, saves, actions, replays and the log come from the package's modules (PackageGameDef)."""

    package = __name__
    state_class = "LivingForestState"
    # a save leaves out the history that the seed and the moves rebuild (game/savegame.py): it then grows by
    # the moves alone (~0.2 KB a round), not by every event told
    replayed_keys = ("events", "actions")

    @functools.cached_property
    def info(self) -> GameInfo:
        rules = self.rules
        options = (
            # the seats every table has; a 3-4 player game also takes 2 and 3 (new_state checks the seat)
            OptionSpec("first_player", ("random",) + tuple(range(rules.players_min)), "random"),
            # §9's safety cap for games between computers: after round ``rules.round_cap`` the highest S wins
            OptionSpec("round_cap", (False, True), False),
        )
        return GameInfo(id=GAME_ID, names=dict(rules.names), players_min=rules.players_min,
                        players_max=rules.players_max, solo=False, options=options, seat_colours=SPIRITS)

    def option_matters(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> bool:
        """The round cap is §9's safety net for games between computers (``simulate``, ``--options``): a table
        the window sets up has people at it, who play to a victory, so its setup does not ask."""
        return option_id != "round_cap"

    @functools.cached_property
    def agents(self) -> Mapping[str, Any]:
        from .agents import AGENTS

        return dict(AGENTS)

    @property
    def round_cap(self) -> int | None:
        return self.rules.round_cap

    def challenges(self):
        return CHALLENGES

    # ------------------------------------------------------------------ the shared search (lookahead.py)

    def search_shortlist(self, view: Any, seat: int, legal: Sequence[Any]) -> Sequence[Any]:
        """Every legal action but Back (choose another tree instead of a cell): a search that could go back would
        weigh the same trees again one level down, and might go back and forth for ever."""
        from .actions import BACK

        return [a for a in legal if a is not BACK] if BACK in legal else legal

    def search_cutoff(self, state: Any, steps: int) -> bool:
        """A play-out stops at the start of the next round: the round under way is played out, the rest judged."""
        from .lookahead import round_start

        return steps > 0 and round_start(state)

    def search_evaluate(self, state: Any) -> list[float]:
        """Each seat's chance of winning from the round's start (lookahead.win_chances), on the scale of a finished
        game's rewards (search.outcome_rewards: mostly the win, the margin's share taken as even)."""
        from .lookahead import win_chances

        return [0.85 * p + 0.075 for p in win_chances(state)]

    def new_state(self, players: int, seed: int, solo: bool = False, options: Mapping[str, Any] | None = None):
        from .state import LivingForestState

        if solo:
            raise ValueError("Living Forest has no solo mode")
        return LivingForestState.new(self.rules, players, seed, options)


# The challenges: Living Forest has no solo opponent, so each deal is played against computer Spirits, more and
# stronger from rung to rung (one Medium, two, one Hard, three Medium, two Hard, three Hard), and won by winning the
# game. Every rung's deal is one the witness (Hard, in the player's seat, against the rung's computers seeded as a
# match seeds them) won on its first try (tools/ladder_seeds.py --search, then --check). The daily deal: against
# two Medium Spirits.
CHALLENGES = Offer(
    rungs=RUNGS,
    witness="hard",
    rung_opponents=(("medium",), ("medium", "medium"), ("hard",), ("medium", "medium", "medium"),
                    ("hard", "hard"), ("hard", "hard", "hard")),
    daily_opponents=("medium", "medium"),
    tries=1,
)

LIVING_FOREST = LivingForestDef()
