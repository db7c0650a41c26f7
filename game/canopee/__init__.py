"""Canopée (Canopy): grow a rainforest over three seasons — two players, 3–4 players over two seasons, or solo
against the Forest Spirit. ``CANOPEE`` is the game as the registry hands it out (game/core/protocol.py).

Modules: cards (the card data and its checker), scoring (the formulas), scorefile (``ecosysteme score``),
state (the deal, the protocol, the engine's loop) with the mixins of its state: turn (a turn's steps, the Spirit's
turn), abilities (the abilities of a turn), placing (cards entering and leaving a forest), season and
season_effects (the end of season and of the game), zones (every card's zone, the invariants, the remap of hidden
cards); options, shuffle, events, frames, cardtable (the numbered cards and their shortcuts); spirit (the Spirit's
choices), evaluate (what a forest is worth now), view (a seat's knowledge), agents (the computer seats), actions,
forest, serial (saves), log and log_phrases (the game log).
"""
from __future__ import annotations

import functools
from typing import Any, Mapping

from ..core.challenges import Offer, Options, options_of
from ..core.gamedef import PackageGameDef
from ..core.protocol import GameInfo, OptionSpec, Pick, PickItem

GAME_ID = "canopee"
DEFAULT_SET = "base"          # the card set of a first game (the setup's default)
SPECIES = "species"           # the option of a set whose species are chosen (§12, set D)


class CanopeeDef(PackageGameDef):
    """The protocol's GameDef for Canopée. The card data is read on first use (importing the package is free);
    ``rules``, ``agents``, saves, actions, replays and the log come from the package's modules (PackageGameDef)."""

    package = __name__
    state_class = "CanopeeState"
    # a save leaves out the history that the seed and the moves rebuild (game/savegame.py): it then grows by
    # the moves alone (~0.2 KB a round), not by every event told
    replayed_keys = ("events", "actions")

    @functools.cached_property
    def info(self) -> GameInfo:
        rules = self.rules
        choosing = [s for s in rules.card_sets.values() if s.wildlife == "choose"]
        counts = tuple(sorted({n for s in choosing for n in s.species_counts}))
        options = (
            OptionSpec("card_set", tuple(rules.card_sets), DEFAULT_SET),
            # drawn at random, a count drawn at random, or hand-picked (``option_pick``: a tuple of species ids)
            OptionSpec(SPECIES, ("random",) + counts, "random"),
            OptionSpec("season_change", (False, True), False, solo=False),
            OptionSpec("difficulty", tuple(rules.solo.difficulties), "normal", multi=False),
            # the seats every table has; a 3-4 player game also takes 2 and 3 (new_state checks the seat)
            OptionSpec("first_player", ("random",) + tuple(range(rules.players_min)), "random", solo=False),
        )
        # the solo automaton's name, per language, as the card data gives it (the Forest Spirit)
        return GameInfo(id=GAME_ID, names=dict(rules.names), players_min=rules.players_min,
                        players_max=rules.players_max, solo=True, options=options, opponent=dict(rules.solo.spirit))

    # ------------------------------------------------------------------ options that depend on one another

    @functools.cached_property
    def _species_items(self) -> tuple[PickItem, ...]:
        """Every species, in the card data's order, shown by its active card and under its group (the window's
        headings: base then advanced wildlife)."""
        return tuple(PickItem(s.id, dict(s.names), icon=s.active, group="adv" if s.advanced else "base")
                     for s in self.rules.species.values())

    def option_pick(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> Pick | None:
        """The species are hand-picked (6 or 7, says the card data) only for a set that chooses its wildlife (D),
        and only in a mode that does not put every species in anyway (§12: the card data's all_wildlife)."""
        if option_id != SPECIES:
            return None
        rules = self.rules
        set_id = options.get("card_set", DEFAULT_SET)
        card_set = rules.card_sets.get(set_id) if isinstance(set_id, str) else None
        if card_set is None or card_set.wildlife != "choose":
            return None
        try:
            mode = rules.mode_for(players, solo)
        except ValueError:
            return None
        if mode.all_wildlife:
            return None
        return Pick(self._species_items, tuple(card_set.species_counts))

    def option_matters(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> bool:
        """The species option (drawn or picked) means something only where they may be picked: any other set
        or mode decides the species itself."""
        if option_id == SPECIES:
            return self.option_pick(option_id, options, players, solo) is not None
        return True

    def option_words(self, lang: str) -> dict[str, str]:
        """{counts}: how many species a set may be played with ("6 or 7"); {removed}: the cards a solo game
        leaves out ("Collybia, Pitcher Plant and Lightning")."""
        from ..i18n import tr

        rules = self.rules
        counts = sorted({n for s in rules.card_sets.values() for n in s.species_counts})
        names = [rules.kinds[k].names.get(lang) or rules.kinds[k].names["en"]
                 for k in rules.solo.removed if k in rules.kinds]
        removed = ", ".join(names[:-1]) + tr("coll_and", lang) + names[-1] if len(names) > 1 else "".join(names)
        return {"counts": tr("coll_species_or", lang).join(str(n) for n in counts), "removed": removed}

    # ------------------------------------------------------------------ the rest of the protocol

    def challenges(self) -> Offer:
        return CHALLENGES

    def new_state(self, players: int, seed: int, solo: bool = False, options: Mapping[str, Any] | None = None):
        from .state import CanopeeState

        return CanopeeState.new(self.rules, players, seed, solo, options)


def _deal(card_set: str, difficulty: str) -> Options:
    return options_of({"card_set": card_set, "difficulty": difficulty})


# The rulebook has no margin levels but three difficulties (§14.1), which the rungs climb while the margins rise:
# the base game at each difficulty, then the harder Spirit with the advanced cards: plants and threats (A), then
# wildlife too (C), then a random choice of species (D). The daily is the rulebook's standard solo game, the base
# cards at normal difficulty, to be won outright: the Spirit wins a tie of totals unless the player holds more
# wildlife cards (§14.6), and a challenge counts margins, so the promise is a margin of 1. Every rung's deal is one
# the witness (the Hard computer) reached the target on, blind. Rungs 3 and 4 were given new deals when the witness
# became Hard (issue 25): it did not reach 10 and 15 on the old ones in five tries; the other four kept theirs, and
# with them the players' records (game/ladder.py keeps a rung open above a replaced one a player had climbed past).
CHALLENGES = Offer(
    rungs=((2_821_245, 1), (904_847, 5), (57_514, 10), (97_109, 15), (12_078_556, 20), (20_591_481, 25)),
    witness="hard",
    rung_options=(_deal("base", "easier"), _deal("base", "normal"), _deal("base", "harder"),
                  _deal("A", "harder"), _deal("C", "harder"), _deal("D", "harder")),
    daily_options=_deal("base", "normal"), daily_target=1, level_option="difficulty")

CANOPEE = CanopeeDef()
