"""Forêt and Savane as games of the collection (game.core.protocol.GameDef): what the registry hands out."""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from ..core.catalogue import rules_for
from ..core.gamedef import GameDefBase
from ..errors import SaveError
from ..inputs import shown

if TYPE_CHECKING:               # the protocol, the state and its modules load on the first game, not with the
    from ..core.challenges import Offer    # definition: the catalogue asks the definition to check the cards at
    from ..core.protocol import Action, GameInfo    # start-up
    from .state import EcosystemeState


class EcosystemeDef(GameDefBase):
    """One game of the Ecosystème family. Its states are ``EcosystemeState``s; it has no setup options (the seat count and
    the solo are the whole setup)."""

    def __init__(self, game_id: str):
        self.id = game_id

    @functools.cached_property
    def info(self) -> GameInfo:
        from ..core.protocol import GameInfo

        rules = rules_for(self.id)
        # the solo automaton (Alban, Jhay) is named alike in both languages
        opponent = {lang: rules.solo.opponent for lang in rules.names}
        return GameInfo(self.id, dict(rules.names), rules.players_min, rules.players_max, solo=True,
                        opponent=opponent)

    @property
    def solo_levels(self) -> tuple[tuple[str, int], ...]:
        return tuple(self.rules.solo.levels)

    def pending_actions(self, state: EcosystemeState) -> tuple[tuple[int, Action], ...]:
        """The picks chosen, not yet revealed (the others have not chosen theirs)."""
        return tuple((seat, pick) for seat, pick in enumerate(state.pending) if pick is not None)

    def challenges(self) -> Offer:
        """The ladder's rungs, witnessed by the Hard bot; the daily deal at the rulebook's normal solo win. Both
        games are in the progress file from its first version on."""
        from ..core.challenges import Offer

        return Offer(RUNGS[self.id], witness="hard", always_written=True)

    def check_cards(self, checker, game_id: str, raw):
        from .cards import check_section

        return check_section(checker, game_id, raw)

    @property
    def rules(self):
        """The game's card data (data/cards.yaml's section), checked on first use."""
        return rules_for(self.id)

    def score_file(self):
        from . import scorefile

        return scorefile

    @property
    def agents(self) -> Mapping[str, Callable[[int], Any]]:
        from .agents import AGENTS        # late: the agents import this family's bots

        return AGENTS

    def _check_options(self, options: Mapping[str, Any] | None) -> None:
        if options:
            raise ValueError(f"{self.info.name('en')} has no options (found {shown(sorted(options))})")

    def new_state(self, players: int, seed: int, solo: bool = False,
                  options: Mapping[str, Any] | None = None) -> EcosystemeState:
        from .state import EcosystemeState

        self._check_options(options)
        return EcosystemeState(rules_for(self.id), players, seed, solo)

    def state_from_json(self, data: Any) -> EcosystemeState:
        from .state import EcosystemeState

        game = EcosystemeState.from_json(data)
        if game.rules.id != self.id:
            raise SaveError(f"the saved state is a game of {game.rules.name('en')}, not of {self.info.name('en')}")
        return game

    def action_from_json(self, data: Any) -> Action:
        from .actions import action_from_json

        return action_from_json(data)

    def replay(self, players: int, seed: int, solo: bool, options: Mapping[str, Any] | None,
               log: Sequence[tuple[int, Action]]) -> EcosystemeState:
        from .state import EcosystemeState

        self._check_options(options)
        return EcosystemeState.replay(self.id, players, seed, solo, log)

    def log_lines(self, state: EcosystemeState, names: Sequence[str], lang: str) -> list:
        from .log import log_lines       # late: only a shown log needs it

        return log_lines(state, names, lang)


# (seed, target margin) per rung, easiest first: the first three targets are the rulebook's easy / normal / hard
# solo wins (§1.4); the higher rungs ask for more. Every deal is one the Hard bot won by its target, blind.
RUNGS = {
    "forest": ((1_245_364, 30), (889_009, 50), (49_595, 70), (421_788, 75), (698_953, 80), (382_193, 85)),
    "savane": ((928_604, 55), (255_489, 75), (556_411, 85), (706_872, 90), (445_545, 95), (1_158_255, 99)),
}

FOREST = EcosystemeDef("forest")
SAVANE = EcosystemeDef("savane")
