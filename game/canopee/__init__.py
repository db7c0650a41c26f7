"""Canopée (Canopy): grow a rainforest over three seasons — two players, 3–4 players over two seasons, or solo
against the Forest Spirit. ``CANOPEE`` is the game as the registry hands it out (game/core/protocol.py).

Modules: cards (the card data and its checker), scoring (the formulas), scorefile (``ecosysteme score``),
state (the deal, turns, placement, abilities, the Spirit's turn), season (the end of season and of the game),
spirit (the Spirit's choices), evaluate (what a forest is worth now), view (a seat's knowledge), agents (the
computer seats), actions, forest, cardtable, serial (saves).
"""
from __future__ import annotations

import functools
from typing import Any, Mapping, Sequence

from ..core.protocol import GameInfo, OptionSpec

GAME_ID = "canopee"


class CanopeeDef:
    """The protocol's GameDef for Canopée. The card data is read on first use (importing the package is free)."""

    @functools.cached_property
    def rules(self):
        from .cards import bundled_rules

        return bundled_rules()

    @functools.cached_property
    def info(self) -> GameInfo:
        rules = self.rules
        choosing = [s for s in rules.card_sets.values() if s.wildlife == "choose"]
        counts = tuple(sorted({n for s in choosing for n in s.species_counts}))
        options = (
            OptionSpec("card_set", tuple(rules.card_sets), "base"),
            OptionSpec("species", ("random",) + counts, "random"),
            OptionSpec("season_change", (False, True), False, solo=False),
            OptionSpec("difficulty", tuple(rules.solo.difficulties), "normal", multi=False),
            # the seats every table has; a 3-4 player game also takes 2 and 3 (new_state checks the seat)
            OptionSpec("first_player", ("random",) + tuple(range(rules.players_min)), "random", solo=False),
        )
        # the solo automaton's name, per language, as the card data gives it (the Forest Spirit)
        return GameInfo(id=GAME_ID, family="canopee", names=dict(rules.names), players_min=rules.players_min,
                        players_max=rules.players_max, solo=True, options=options, opponent=dict(rules.solo.spirit))

    @functools.cached_property
    def agents(self) -> Mapping[str, Any]:
        from .agents import AGENTS

        return dict(AGENTS)

    def new_state(self, players: int, seed: int, solo: bool = False, options: Mapping[str, Any] | None = None):
        from .state import CanopeeState

        return CanopeeState.new(self.rules, players, seed, solo, options)

    def state_from_json(self, data: Any):
        from .serial import state_from_json
        from .state import CanopeeState

        return state_from_json(data, self.rules, CanopeeState)

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


CANOPEE = CanopeeDef()
