"""Canopée's card data: the ``games.canopee`` section of data/cards.yaml, checked whole at load.

``check_section(c, game_id, raw)`` is the checker the catalogue calls (through ``GameDef.check_cards``; its parts
are cards_check.py's) (``c`` is the catalogue's ``Checker``: every problem is one line ``cards.yaml:
games.canopee.<entry>: <problem>``). It returns a frozen ``CanopeeRules`` holding every number of the rules, so
that no number of the rules lives in code:

- ``kinds``: every card kind by id (``CardKind``: category, value, species, pair, immediate, advanced, points);
  the wildlife kinds are made from the ``wildlife`` species list (active card ``<species>``, breeding pair
  ``<species>_pair``);
- ``card_sets`` (``base``, ``A``–``D``), ``modes`` (``two``, ``three``, ``four``, ``solo``: seasons, set-aside,
  New Growth deal and refill, awards) and ``deck_for(options, players, solo)``, the rainforest deck of a game;
- ``germination``, ``season_changes``, ``scoring``, ``threats``, ``abilities``, ``turn``, ``solo``.

Pure Python, no pygame; read by the engine (game/canopee/state.py...) and by scoring.py / scorefile.py.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..core.catalogue import Checker, bundled_section, section_from_file
from ..inputs import shown

GAME_ID = "canopee"
# the categories of non-wildlife kinds, and of the wildlife kinds the species list makes
CATEGORIES = ("trunk", "canopy", "flora", "seed", "weather", "threat")
WILDLIFE = "wildlife"
CARD_SET_IDS = ("base", "A", "B", "C", "D")
MODE_IDS = ("two", "three", "four", "solo")
WILDLIFE_CHOICES = ("base", "advanced", "all", "choose")
SPECIES_GROUPS = ("base", "advanced")
DIFFICULTIES = ("easier", "normal", "harder")
NEW_GROWTH_SPOTS = 3
PAIR_SUFFIX = "_pair"
START_TRUNK = "trunk_start"      # the Starting Trunk: in no deck, dealt by the setup
COUNT_MAX = 100
SPECIES_MAX = 30
# every Season Change effect the engine knows, with the numbers (or ids) its card must give
SEASON_EFFECTS: dict[str, tuple[str, ...]] = {
    "prestige": ("takes",),
    "renewal": ("discards",),
    "abundance": ("draw",),
    "giants": ("bonus",),
    "saplings": ("height", "points"),
    "monsoon": ("points",),
    "heatwave": ("points",),
    "blooms": ("of", "points"),
    "migration": ("points",),
    "wildfires": ("spread_at",),
    "plenty": ("draw",),
}
ABILITY_KEYS = ("frog_adds", "boa_takes", "sloth_draw", "tamarin_draw", "tamarin_keep", "hoatzin_stores",
                "ant_discards", "kinkajou_extra", "jaguar_discards", "collybia_discards", "collybia_draw",
                "butterfly_adds", "pitcher_holds")


# --------------------------------------------------------------------------- the rules, as the engine reads them


@dataclass(frozen=True)
class CardKind:
    """One kind of card. ``value``: a trunk's value or a canopy's multiplier (0 otherwise). ``count``: copies in
    the rainforest deck whenever the kind is in play (0 for the Starting Trunk). ``advanced``: one of the
    advanced cards (purple frame). Wildlife: ``species`` and ``pair`` (the breeding-pair card); ``points`` is the
    active card's value, or the pair card's value alone; ``points_with_active`` the pair card's value when the
    forest also holds the active card (equal to ``points`` for an active card)."""

    id: str
    index: int
    names: Mapping[str, str]
    category: str
    count: int
    value: int = 0
    advanced: bool = False
    immediate: bool = False
    species: str | None = None
    pair: bool = False
    points: int = 0
    points_with_active: int = 0

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def is_wildlife(self) -> bool:
        return self.category == WILDLIFE

    @property
    def is_active(self) -> bool:
        """An active wildlife card (the one with an ability)."""
        return self.category == WILDLIFE and not self.pair


@dataclass(frozen=True)
class Species:
    id: str
    names: Mapping[str, str]
    advanced: bool
    active: str            # kind id of its active card
    pair: str              # kind id of its breeding-pair card

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class CardSet:
    """A card set of §12. ``plants``: adds the advanced flora and threats. ``wildlife``: base, advanced, all, or
    choose (``species_counts`` says how many species may be chosen, among every species)."""

    id: str
    names: Mapping[str, str]
    plants: bool
    wildlife: str
    species_counts: tuple[int, ...] = ()

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class Mode:
    """The table for a number of seats. ``deal``/``refill``: cards put on NG1, NG2, NG3 at the start of a season
    / on a spot whose pile was kept (3–4 players: NG1, NG2 the side piles, NG3 the central one).
    ``tallest_tree``: the award's points by season (index 0 = season 1)."""

    id: str
    seasons: int
    set_aside: int
    starting_trunks: int
    deal: tuple[int, ...]
    refill: tuple[int, ...]
    tallest_tree: tuple[int, ...]
    lushest_forest: int
    all_wildlife: bool

    def tallest_tree_points(self, season: int) -> int:
        """The Tallest Tree award of ``season`` (1-based), before any Season Change bonus."""
        return self.tallest_tree[season - 1]

    def season_sizes(self, cards: int) -> tuple[int, ...]:
        """``cards`` split into the seasons' decks as evenly as possible, the extra cards to season 1 first."""
        base, extra = divmod(cards, self.seasons)
        return tuple(base + (1 if s < extra else 0) for s in range(self.seasons))


@dataclass(frozen=True)
class TurnRules:
    refuse_adds: int       # cards added to a refused pile
    refuse_all_draw: int   # cards drawn when every pile was refused


@dataclass(frozen=True)
class ScoringRules:
    fern_odd_each: int                 # per fern when their number is odd (even: 0)
    bromeliad: tuple[int, ...]         # points by number of bromeliads, the last entry for any larger number
    monstera_at_least: int
    monstera_points: int
    rain_sun_pair: int
    vines_per_tree: int
    orchid_points: int
    orchid_discard_gap: int            # orchids are discarded when |rain - sun| reaches this
    marmoset_per_height: int


@dataclass(frozen=True)
class ThreatRule:
    """Fire or Disease at step 3: from ``discard_at`` cards the owner discards ``discards`` cards of the
    ``hits`` category; from ``spread_at`` every player discards ``spread_discards`` instead."""

    hits: str
    discard_at: int
    discards: int
    spread_at: int
    spread_discards: int


@dataclass(frozen=True)
class ThreatRules:
    fire: ThreatRule
    disease: ThreatRule
    blight_discards: int
    drought_discards: int
    lightning_cards: int


@dataclass(frozen=True)
class AbilityRules:
    frog_adds: int
    boa_takes: int
    sloth_draw: int
    tamarin_draw: int
    tamarin_keep: int
    hoatzin_stores: int
    ant_discards: int
    kinkajou_extra: int
    jaguar_discards: int
    collybia_discards: int
    collybia_draw: int
    butterfly_adds: int
    pitcher_holds: int


@dataclass(frozen=True)
class GerminationRules:
    draw: int
    per_fire: int
    keep_per_seed: int
    cards: tuple[tuple[str, int], ...]     # (kind id, copies), in data order

    def deck(self) -> list[str]:
        """The kind id of every Germination card, in data order (the engine shuffles)."""
        return [kid for kid, n in self.cards for _ in range(n)]

    def draws(self, fires: int, base: int | None = None) -> int:
        """Cards drawn by a forest with Seeds and ``fires`` Fire (``base``: a Season of Abundance's draw)."""
        return (self.draw if base is None else base) + self.per_fire * fires


@dataclass(frozen=True)
class SeasonChange:
    """A Season Change card: ``effect`` names its rule, ``params`` its numbers (or, for ``of``, kind ids)."""

    id: str
    index: int
    names: Mapping[str, str]
    effect: str
    params: Mapping[str, Any]

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def __getitem__(self, key: str) -> Any:
        return self.params[key]


@dataclass(frozen=True)
class Difficulty:
    player_trunks: int
    spirit_trunks: int


@dataclass(frozen=True)
class SoloRules:
    spirit: Mapping[str, str]              # its name, per language
    removed: tuple[str, ...]               # kinds left out of a solo deck
    spirit_trunks_per_season: int
    threat_pile_bonus: int
    threat_bonus: int
    threat_kinds: tuple[str, ...]
    wildlife_factor: int
    wildlife_floor: int
    difficulties: Mapping[str, Difficulty]

    def spirit_name(self, lang: str = "en") -> str:
        return self.spirit.get(lang) or self.spirit["en"]


@dataclass(frozen=True)
class CanopeeRules:
    id: str
    names: Mapping[str, str]
    players_min: int
    players_max: int
    kinds: Mapping[str, CardKind]           # in data order: trunks, canopies, flora..., then wildlife
    species: Mapping[str, Species]          # in data order
    card_sets: Mapping[str, CardSet]
    modes: Mapping[str, Mode]
    turn: TurnRules
    scoring: ScoringRules
    threats: ThreatRules
    abilities: AbilityRules
    germination: GerminationRules
    season_changes: tuple[SeasonChange, ...]
    solo: SoloRules
    season_change_by_id: Mapping[str, SeasonChange] = field(repr=False, default_factory=dict)


    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def kind(self, kind_id: str) -> CardKind:
        return self.kinds[kind_id]

    @property
    def kind_ids(self) -> tuple[str, ...]:
        return tuple(self.kinds)

    def of_category(self, category: str) -> tuple[str, ...]:
        """Kind ids of one category, in data order (``flora`` gives the Blight's species)."""
        return tuple(k.id for k in self.kinds.values() if k.category == category)

    def mode_for(self, players: int, solo: bool = False) -> Mode:
        """The table of a game: ``solo`` (one player against the Spirit), else 2, 3 or 4 players."""
        if solo:
            return self.modes["solo"]
        by_count = {2: "two", 3: "three", 4: "four"}
        if players not in by_count or not self.players_min <= players <= self.players_max:
            raise ValueError(f"{self.name('en')} is played by {self.players_min} to {self.players_max} players, "
                             f"not {players}")
        return self.modes[by_count[players]]

    def species_in_play(self, options: Mapping[str, Any] | None = None, players: int = 2,
                        solo: bool = False) -> tuple[str, ...]:
        """The species whose two cards are in the deck. ``options["card_set"]`` (default ``base``); for a set
        that chooses (D), ``options["species"]`` lists the chosen species. ValueError for a bad option."""
        options = options or {}
        set_id = options.get("card_set", "base")
        if set_id not in self.card_sets:
            raise ValueError(f"unknown card set {shown(set_id)} (card sets: {', '.join(self.card_sets)})")
        card_set = self.card_sets[set_id]
        mode = self.mode_for(players, solo)
        everyone = tuple(self.species)
        if mode.all_wildlife or card_set.wildlife == "all":
            return everyone
        if card_set.wildlife in ("base", "advanced"):
            advanced = card_set.wildlife == "advanced"
            return tuple(s.id for s in self.species.values() if s.advanced == advanced)
        chosen = options.get("species")
        counts = " or ".join(str(n) for n in card_set.species_counts)
        if not isinstance(chosen, (list, tuple)) or len(chosen) not in card_set.species_counts:
            raise ValueError(f"card set {set_id} needs a list of {counts} species")
        for sid in chosen:
            if sid not in self.species:
                raise ValueError(f"unknown species {shown(sid)} (species: {', '.join(everyone)})")
        if len(set(chosen)) != len(chosen):
            raise ValueError(f"card set {set_id} needs {counts} different species")
        return tuple(s for s in everyone if s in chosen)    # data order, whatever the order given

    def deck_for(self, options: Mapping[str, Any] | None = None, players: int = 2,
                 solo: bool = False) -> list[str]:
        """The kind id of every card of the rainforest deck of a game, before shuffling and setting aside, in
        data order. ``options``: ``card_set`` (base, A, B, C, D; default base) and, for D, ``species`` (the
        chosen species ids). 4 players add every species; solo leaves out ``solo.removed``. ValueError for a
        bad option."""
        options = options or {}
        species = set(self.species_in_play(options, players, solo))
        card_set = self.card_sets[options.get("card_set", "base")]
        removed = set(self.solo.removed) if solo else set()
        deck: list[str] = []
        for kind in self.kinds.values():
            if kind.id in removed or kind.count == 0:
                continue
            if kind.is_wildlife:
                if kind.species not in species:
                    continue
            elif kind.advanced and not card_set.plants:
                continue
            deck.extend([kind.id] * kind.count)
        return deck

    def season_deck_sizes(self, options: Mapping[str, Any] | None = None, players: int = 2,
                          solo: bool = False) -> tuple[int, ...]:
        """How many cards each season's deck holds once the set-aside cards are removed (§3.7)."""
        mode = self.mode_for(players, solo)
        return mode.season_sizes(len(self.deck_for(options, players, solo)) - mode.set_aside)

    def season_change(self, sc_id: str) -> SeasonChange:
        return self.season_change_by_id[sc_id]


# --------------------------------------------------------------------------- the checker


def check_section(c: Checker, game_id: str, raw: Any) -> CanopeeRules:
    """The ``games.<game_id>`` section of Canopée, checked whole; its rules (CanopeeRules). Its parts are checked
    by cards_check.py, which builds the classes above (hence imported here, when a section is first read)."""
    from .cards_check import (check_card_sets, check_every_deck, check_germination, check_kinds, check_modes,
                              check_scoring, check_season_changes, check_solo, check_threats, check_wildlife)

    w = f"games.{game_id}"
    c.mapping(raw, w, ("name", "players", "totals", "kinds", "wildlife", "card_sets", "modes", "turn",
                       "scoring", "threats", "abilities", "germination", "season_changes", "solo"))
    names = c.names(raw["name"], f"{w}.name")
    players = c.mapping(raw["players"], f"{w}.players", ("min", "max"))
    pmin = c.integer(players["min"], f"{w}.players.min", 2, 4)
    pmax = c.integer(players["max"], f"{w}.players.max", pmin, 4)
    totals = c.mapping(raw["totals"], f"{w}.totals", ("base", "advanced", "germination", "season_changes"))
    for key in ("base", "advanced", "germination", "season_changes"):
        c.integer(totals[key], f"{w}.totals.{key}", 1, 1000)

    kinds = check_kinds(c, w, raw["kinds"])
    species = check_wildlife(c, w, raw["wildlife"], kinds)
    card_sets = check_card_sets(c, w, raw["card_sets"], len(species))
    modes = check_modes(c, w, raw["modes"])
    if modes["two"].seasons != modes["solo"].seasons:
        c.fail(f"{w}.modes.solo.seasons", "a solo game has as many seasons as a two-player game")

    tw = f"{w}.turn"
    turn_raw = c.mapping(raw["turn"], tw, ("refuse_adds", "refuse_all_draw"))
    turn = TurnRules(refuse_adds=c.integer(turn_raw["refuse_adds"], f"{tw}.refuse_adds", 0, 10),
                     refuse_all_draw=c.integer(turn_raw["refuse_all_draw"], f"{tw}.refuse_all_draw", 0, 10))
    scoring = check_scoring(c, w, raw["scoring"])
    threats = check_threats(c, w, raw["threats"])
    aw = f"{w}.abilities"
    ab_raw = c.mapping(raw["abilities"], aw, ABILITY_KEYS)
    abilities = AbilityRules(**{k: c.integer(ab_raw[k], f"{aw}.{k}", 0, 10) for k in ABILITY_KEYS})
    if abilities.tamarin_keep > abilities.tamarin_draw:
        c.fail(f"{aw}.tamarin_keep", f"keeps at most the {abilities.tamarin_draw} cards it draws, "
                                     f"found {abilities.tamarin_keep}")
    germination = check_germination(c, w, raw["germination"], kinds)
    season_changes = check_season_changes(c, w, raw["season_changes"], kinds)
    solo = check_solo(c, w, raw["solo"], kinds)

    # the totals of §2 / §3.7: the counts must add up to the published decks
    base_total = sum(k.count for k in kinds.values() if not k.advanced)
    advanced_total = sum(k.count for k in kinds.values() if k.advanced)
    for key, found, where in (("base", base_total, f"{w}.kinds"), ("advanced", advanced_total, f"{w}.kinds"),
                              ("germination", len(germination.deck()), f"{w}.germination.cards"),
                              ("season_changes", len(season_changes), f"{w}.season_changes")):
        if found != totals[key]:
            c.fail(where, f"the counts add up to {found} cards, but totals.{key} says {totals[key]}")

    rules = CanopeeRules(
        id=game_id, names=names, players_min=pmin, players_max=pmax, kinds=kinds, species=species,
        card_sets=card_sets, modes=modes, turn=turn, scoring=scoring, threats=threats, abilities=abilities,
        germination=germination, season_changes=season_changes, solo=solo,
        season_change_by_id={sc.id: sc for sc in season_changes},
    )
    check_every_deck(c, w, rules)
    return rules


@functools.lru_cache(maxsize=1)
def bundled_rules() -> CanopeeRules:
    """The bundled Canopée rules, checked once per process: the catalogue's (the registry lists the game), else
    the section of data/cards.yaml checked alone."""
    return bundled_section(GAME_ID, check_section)


def rules_from_file(path: Path | str, game_id: str = "canopee") -> CanopeeRules:
    """The Canopée section of a card-data file, read with the catalogue's bounded reader and checked alone
    (CardDataError, one line, for any problem)."""
    return section_from_file(path, game_id, check_section)
