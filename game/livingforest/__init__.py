"""Living Forest, the fourth game (issue 15): 2-4 Spirits of Nature push their luck drawing Guardian Animals,
then attract animals, put out fires, plant Protective Trees and move on the Circle of Spirits, until one reaches
12 Sacred Flowers, 12 fires or 12 different trees (LIVING_FOREST.md). ``LIVING_FOREST`` is the game as the
registry hands it out (game/core/protocol.py).

Modules: cards (the card data and its checker), scoring (§6.2 totals, §8 counts and winners), scorefile
(``ecosysteme score``), state (the setup, the draw phase, the protocol), turn (the action phase), endround
(§7), view (a seat's knowledge), serial (saves), actions (the small decisions), agents (the computer seats).
"""
from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

from ..core.protocol import GameInfo, OptionSpec

GAME_ID = "living-forest"


class LivingForestDef:
    """The protocol's GameDef for Living Forest. The card data is read on first use (importing the package is
    free)."""

    @functools.cached_property
    def rules(self):
        from .cards import bundled_rules

        return bundled_rules()

    @functools.cached_property
    def info(self) -> GameInfo:
        rules = self.rules
        options = (
            # the seats every table has; a 3-4 player game also takes 2 and 3 (new_state checks the seat)
            OptionSpec("first_player", ("random",) + tuple(range(rules.players_min)), "random"),
            # §9's safety cap for games between computers: after round ``rules.round_cap`` the highest S wins
            OptionSpec("round_cap", (False, True), False),
        )
        return GameInfo(id=GAME_ID, family="livingforest", names=dict(rules.names), players_min=rules.players_min,
                        players_max=rules.players_max, solo=False, options=options)

    @functools.cached_property
    def agents(self) -> Mapping[str, Any]:
        from .agents import AGENTS

        return dict(AGENTS)

    def new_state(self, players: int, seed: int, solo: bool = False, options: Mapping[str, Any] | None = None):
        from .state import LivingForestState

        if solo:
            raise ValueError("Living Forest has no solo mode")
        return LivingForestState.new(self.rules, players, seed, options)

    def state_from_json(self, data: Any):
        from .serial import state_from_json
        from .state import LivingForestState

        return state_from_json(data, self.rules, LivingForestState)

    def action_from_json(self, data: Any):
        from .actions import action_from_json

        return action_from_json(data)

    def replay(self, players: int, seed: int, solo: bool, options: Mapping[str, Any] | None,
               log: Sequence[tuple[int, Any]]):
        state = self.new_state(players, seed, solo, options)
        for seat, action in log:
            state.apply(seat, action)
        return state

    def log_lines(self, state: Any, names: Sequence[str], lang: str) -> list:
        from .log import log_lines

        return log_lines(state, names, lang)


LIVING_FOREST = LivingForestDef()
