"""Canopée's card data: the ``games.canopee`` section of data/cards.yaml, checked whole at load.

``check_section(c, game_id, raw)`` is the checker the catalogue calls (through ``GameDef.check_cards``) (``c`` is the catalogue's
``Checker``: every problem is one line ``cards.yaml: games.canopee.<entry>: <problem>``). It returns a frozen
``CanopeeRules`` holding every number of the rules, so that no number of the rules lives in code:

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

from ..core.catalogue import ID_PATTERN, Checker, bundled_section, section_from_file
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


def describe(value: Any) -> str:
    from ..core.catalogue import describe as describe  # the catalogue's words for a wrong value

    return describe(value)


def _id(c: Checker, value: Any, where: str) -> str:
    kid = c.text(value, where)
    if not ID_PATTERN.fullmatch(kid):
        c.fail(where, f"an id is lower-case letters, digits and _ (a picture's file name), found {shown(kid)}")
    return kid


def _list(c: Checker, value: Any, where: str, what: str) -> list:
    if not isinstance(value, list) or not value:
        c.fail(where, f"expected a list of {what}, found {describe(value)}")
    if len(value) > SPECIES_MAX * 2:
        c.fail(where, f"a list of at most {SPECIES_MAX * 2} {what}, found {len(value)}")
    return value


def _ids_of(c: Checker, value: Any, where: str, known: Mapping[str, Any], what: str = "card ids") -> tuple[str, ...]:
    items = _list(c, value, where, what)
    for i, kid in enumerate(items):
        if not isinstance(kid, str) or kid not in known:
            c.fail(f"{where}[{i}]", f"unknown id {shown(kid)}")
    if len(set(items)) != len(items):
        c.fail(where, "an id is listed twice")
    return tuple(items)


def _flag(c: Checker, raw: dict, key: str, where: str) -> bool:
    return c.boolean(raw.get(key, False), f"{where}.{key}")


def _counts_list(c: Checker, value: Any, where: str, size: int, minimum: int = 0) -> tuple[int, ...]:
    numbers = c.int_list(value, where)
    if len(numbers) != size:
        c.fail(where, f"expected {size} numbers, found {len(numbers)}")
    for i, n in enumerate(numbers):
        c.integer(n, f"{where}[{i}]", minimum, COUNT_MAX)
    return numbers


def check_section(c: Checker, game_id: str, raw: Any) -> CanopeeRules:
    """The ``games.<game_id>`` section of Canopée, checked whole; its rules (CanopeeRules)."""
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

    kinds = _check_kinds(c, w, raw["kinds"])
    species = _check_wildlife(c, w, raw["wildlife"], kinds)
    card_sets = _check_card_sets(c, w, raw["card_sets"], len(species))
    modes = _check_modes(c, w, raw["modes"])
    if modes["two"].seasons != modes["solo"].seasons:
        c.fail(f"{w}.modes.solo.seasons", "a solo game has as many seasons as a two-player game")

    tw = f"{w}.turn"
    turn_raw = c.mapping(raw["turn"], tw, ("refuse_adds", "refuse_all_draw"))
    turn = TurnRules(refuse_adds=c.integer(turn_raw["refuse_adds"], f"{tw}.refuse_adds", 0, 10),
                     refuse_all_draw=c.integer(turn_raw["refuse_all_draw"], f"{tw}.refuse_all_draw", 0, 10))
    scoring = _check_scoring(c, w, raw["scoring"])
    threats = _check_threats(c, w, raw["threats"])
    aw = f"{w}.abilities"
    ab_raw = c.mapping(raw["abilities"], aw, ABILITY_KEYS)
    abilities = AbilityRules(**{k: c.integer(ab_raw[k], f"{aw}.{k}", 0, 10) for k in ABILITY_KEYS})
    if abilities.tamarin_keep > abilities.tamarin_draw:
        c.fail(f"{aw}.tamarin_keep", f"keeps at most the {abilities.tamarin_draw} cards it draws, "
                                     f"found {abilities.tamarin_keep}")
    germination = _check_germination(c, w, raw["germination"], kinds)
    season_changes = _check_season_changes(c, w, raw["season_changes"], kinds)
    solo = _check_solo(c, w, raw["solo"], kinds)

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
    _check_every_deck(c, w, rules)
    return rules


def _check_kinds(c: Checker, w: str, raw: Any) -> dict[str, CardKind]:
    items = _list(c, raw, f"{w}.kinds", "card kinds")
    kinds: dict[str, CardKind] = {}
    for i, k in enumerate(items):
        kw = f"{w}.kinds[{i}]"
        if not isinstance(k, dict) or "id" not in k:
            c.fail(kw, "each kind needs an 'id'")
        kid = _id(c, k["id"], f"{kw}.id")
        if kid in kinds:
            c.fail(kw, f"duplicate card id {shown(kid)}")
        kw = f"{kw} ({kid})"
        c.mapping(k, kw, ("id", "name", "category"), ("value", "base", "advanced", "immediate"))
        category = c.choice(k["category"], f"{kw}.category", CATEGORIES)
        if "value" in k and category not in ("trunk", "canopy"):
            c.fail(f"{kw}.value", "only trunks and canopies have a value")
        if category in ("trunk", "canopy") and "value" not in k:
            c.fail(kw, f"missing key 'value' (a {category}'s {'value' if category == 'trunk' else 'multiplier'})")
        if "base" in k and "advanced" in k:
            c.fail(kw, "a kind is either in the base deck or among the advanced cards, not both")
        count_key = "advanced" if "advanced" in k else "base"
        count = c.integer(k.get(count_key, 0), f"{kw}.{count_key}", 0 if kid == START_TRUNK else 1, COUNT_MAX)
        if kid == START_TRUNK and count:
            c.fail(f"{kw}.{count_key}", "the Starting Trunk is in no deck: the setup deals it")
        kinds[kid] = CardKind(
            id=kid, index=len(kinds), names=c.names(k["name"], f"{kw}.name"), category=category, count=count,
            value=c.integer(k.get("value", 0), f"{kw}.value", 0, 10), advanced=count_key == "advanced",
            immediate=_flag(c, k, "immediate", kw),
        )
    if START_TRUNK not in kinds:
        c.fail(f"{w}.kinds", f"missing the Starting Trunk ({shown(START_TRUNK)})")
    if kinds[START_TRUNK].category != "trunk":
        c.fail(f"{w}.kinds", f"{shown(START_TRUNK)} must be a trunk")
    for category in ("trunk", "canopy", "flora", "weather", "threat"):
        if not any(k.category == category and k.count for k in kinds.values()):
            c.fail(f"{w}.kinds", f"no {category} card in any deck")
    return kinds


def _check_wildlife(c: Checker, w: str, raw: Any, kinds: dict[str, CardKind]) -> dict[str, Species]:
    ww = f"{w}.wildlife"
    c.mapping(raw, ww, ("copies", "pair_label", "species"))
    copies = c.integer(raw["copies"], f"{ww}.copies", 1, COUNT_MAX)
    label = c.names(raw["pair_label"], f"{ww}.pair_label")
    items = _list(c, raw["species"], f"{ww}.species", "species")
    if len(items) > SPECIES_MAX:
        c.fail(f"{ww}.species", f"at most {SPECIES_MAX} species, found {len(items)}")
    species: dict[str, Species] = {}
    for i, s in enumerate(items):
        sw = f"{ww}.species[{i}]"
        if not isinstance(s, dict) or "id" not in s:
            c.fail(sw, "each species needs an 'id'")
        sid = _id(c, s["id"], f"{sw}.id")
        sw = f"{sw} ({sid})"
        c.mapping(s, sw, ("id", "group", "name", "active", "pair", "pair_with_active"))
        if sid in species:
            c.fail(sw, f"duplicate species {shown(sid)}")
        for kid in (sid, sid + PAIR_SUFFIX):
            if kid in kinds:
                c.fail(sw, f"the card id {shown(kid)} is already a card kind")
        advanced = c.choice(s["group"], f"{sw}.group", SPECIES_GROUPS) == "advanced"
        sp_names = c.names(s["name"], f"{sw}.name")
        active = c.integer(s["active"], f"{sw}.active", -20, 20)
        pair = c.integer(s["pair"], f"{sw}.pair", -20, 20)
        with_active = c.integer(s["pair_with_active"], f"{sw}.pair_with_active", -20, 20)
        pair_names = {lang: c.text(f"{sp_names[lang]} ({label[lang]})", f"{sw}.name.{lang}") for lang in sp_names}
        common = dict(category=WILDLIFE, count=copies, advanced=advanced, species=sid)
        kinds[sid] = CardKind(id=sid, index=len(kinds), names=sp_names, points=active, points_with_active=active,
                              **common)
        kinds[sid + PAIR_SUFFIX] = CardKind(id=sid + PAIR_SUFFIX, index=len(kinds), names=pair_names, pair=True,
                                            points=pair, points_with_active=with_active, **common)
        species[sid] = Species(id=sid, names=sp_names, advanced=advanced, active=sid, pair=sid + PAIR_SUFFIX)
    for group in SPECIES_GROUPS:
        if not any(s.advanced == (group == "advanced") for s in species.values()):
            c.fail(f"{ww}.species", f"no species of the {group} group")
    return species


def _check_card_sets(c: Checker, w: str, raw: Any, n_species: int) -> dict[str, CardSet]:
    cw = f"{w}.card_sets"
    c.mapping(raw, cw, CARD_SET_IDS)
    sets: dict[str, CardSet] = {}
    for set_id in CARD_SET_IDS:
        sw = f"{cw}.{set_id}"
        s = c.mapping(raw[set_id], sw, ("name", "plants", "wildlife"), ("species",))
        wildlife = c.choice(s["wildlife"], f"{sw}.wildlife", WILDLIFE_CHOICES)
        counts: tuple[int, ...] = ()
        if wildlife == "choose":
            if "species" not in s:
                c.fail(sw, "missing key 'species' (how many species may be chosen)")
            counts = c.int_list(s["species"], f"{sw}.species")
            for i, n in enumerate(counts):
                c.integer(n, f"{sw}.species[{i}]", 1, n_species)
        elif "species" in s:
            c.fail(f"{sw}.species", "only a card set whose wildlife is 'choose' says how many species")
        sets[set_id] = CardSet(id=set_id, names=c.names(s["name"], f"{sw}.name"),
                               plants=c.boolean(s["plants"], f"{sw}.plants"), wildlife=wildlife,
                               species_counts=counts)
    return sets


def _check_modes(c: Checker, w: str, raw: Any) -> dict[str, Mode]:
    mw = f"{w}.modes"
    c.mapping(raw, mw, MODE_IDS)
    modes: dict[str, Mode] = {}
    for mode_id in MODE_IDS:
        ow = f"{mw}.{mode_id}"
        m = c.mapping(raw[mode_id], ow, ("seasons", "set_aside", "starting_trunks", "deal", "refill", "tallest_tree",
                                         "lushest_forest", "all_wildlife"))
        seasons = c.integer(m["seasons"], f"{ow}.seasons", 1, 10)
        tallest = c.int_list(m["tallest_tree"], f"{ow}.tallest_tree")
        if len(tallest) != seasons:
            c.fail(f"{ow}.tallest_tree", f"one award per season ({seasons}), found {len(tallest)}")
        for i, v in enumerate(tallest):
            c.integer(v, f"{ow}.tallest_tree[{i}]", 0, 100)
        deal = _counts_list(c, m["deal"], f"{ow}.deal", NEW_GROWTH_SPOTS, 1)
        modes[mode_id] = Mode(
            id=mode_id, seasons=seasons, set_aside=c.integer(m["set_aside"], f"{ow}.set_aside", 0, COUNT_MAX),
            starting_trunks=c.integer(m["starting_trunks"], f"{ow}.starting_trunks", 0, 5), deal=deal,
            refill=_counts_list(c, m["refill"], f"{ow}.refill", NEW_GROWTH_SPOTS),
            tallest_tree=tallest, lushest_forest=c.integer(m["lushest_forest"], f"{ow}.lushest_forest", 0, 100),
            all_wildlife=c.boolean(m["all_wildlife"], f"{ow}.all_wildlife"),
        )
    return modes


def _check_scoring(c: Checker, w: str, raw: Any) -> ScoringRules:
    sw = f"{w}.scoring"
    c.mapping(raw, sw, ("fern_odd_each", "bromeliad", "monstera", "rain_sun_pair", "vines_per_tree", "orchid",
                        "marmoset_per_height"))
    bromeliad = c.int_list(raw["bromeliad"], f"{sw}.bromeliad", 2)
    if bromeliad[0] != 0:
        c.fail(f"{sw}.bromeliad[0]", f"no bromeliad scores nothing, found {bromeliad[0]}")
    monstera = c.mapping(raw["monstera"], f"{sw}.monstera", ("at_least", "points"))
    orchid = c.mapping(raw["orchid"], f"{sw}.orchid", ("points", "discard_gap"))
    return ScoringRules(
        fern_odd_each=c.integer(raw["fern_odd_each"], f"{sw}.fern_odd_each", -20, 20),
        bromeliad=bromeliad,
        monstera_at_least=c.integer(monstera["at_least"], f"{sw}.monstera.at_least", 1, COUNT_MAX),
        monstera_points=c.integer(monstera["points"], f"{sw}.monstera.points", -100, 100),
        rain_sun_pair=c.integer(raw["rain_sun_pair"], f"{sw}.rain_sun_pair", -20, 20),
        vines_per_tree=c.integer(raw["vines_per_tree"], f"{sw}.vines_per_tree", -20, 20),
        orchid_points=c.integer(orchid["points"], f"{sw}.orchid.points", -20, 20),
        orchid_discard_gap=c.integer(orchid["discard_gap"], f"{sw}.orchid.discard_gap", 1, COUNT_MAX),
        marmoset_per_height=c.integer(raw["marmoset_per_height"], f"{sw}.marmoset_per_height", -20, 20),
    )


def _check_threats(c: Checker, w: str, raw: Any) -> ThreatRules:
    tw = f"{w}.threats"
    c.mapping(raw, tw, ("fire", "disease", "blight_discards", "drought_discards", "lightning_cards"))
    rules = {}
    for key, hits in (("fire", "flora"), ("disease", "wildlife")):
        rw = f"{tw}.{key}"
        r = c.mapping(raw[key], rw, ("hits", "discard_at", "discards", "spread_at", "spread_discards"))
        c.choice(r["hits"], f"{rw}.hits", (hits,))
        discard_at = c.integer(r["discard_at"], f"{rw}.discard_at", 1, COUNT_MAX)
        spread_at = c.integer(r["spread_at"], f"{rw}.spread_at", discard_at, COUNT_MAX)
        rules[key] = ThreatRule(hits=hits, discard_at=discard_at,
                                discards=c.integer(r["discards"], f"{rw}.discards", 0, 10), spread_at=spread_at,
                                spread_discards=c.integer(r["spread_discards"], f"{rw}.spread_discards", 0, 10))
    return ThreatRules(
        fire=rules["fire"], disease=rules["disease"],
        blight_discards=c.integer(raw["blight_discards"], f"{tw}.blight_discards", 0, 10),
        drought_discards=c.integer(raw["drought_discards"], f"{tw}.drought_discards", 0, 10),
        lightning_cards=c.integer(raw["lightning_cards"], f"{tw}.lightning_cards", 0, 10),
    )


def _check_germination(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> GerminationRules:
    gw = f"{w}.germination"
    c.mapping(raw, gw, ("draw", "per_fire", "keep_per_seed", "cards"))
    cards = raw["cards"]
    if not isinstance(cards, dict) or not cards:
        c.fail(f"{gw}.cards", f"expected a mapping of card ids to copies, found {describe(cards)}")
    pairs = []
    for kid, n in cards.items():
        if not isinstance(kid, str) or kid not in kinds:
            c.fail(f"{gw}.cards", f"unknown card id {shown(kid)}")
        kind = kinds[kid]
        if kind.is_wildlife or kind.immediate or kid == START_TRUNK:
            c.fail(f"{gw}.cards.{kid}", "a Germination card is a tree, flora, seed, weather or threat card of a "
                                        "deck, never wildlife, an immediate card or the Starting Trunk")
        pairs.append((kid, c.integer(n, f"{gw}.cards.{kid}", 1, COUNT_MAX)))
    return GerminationRules(draw=c.integer(raw["draw"], f"{gw}.draw", 0, 20),
                            per_fire=c.integer(raw["per_fire"], f"{gw}.per_fire", 0, 10),
                            keep_per_seed=c.integer(raw["keep_per_seed"], f"{gw}.keep_per_seed", 0, 10),
                            cards=tuple(pairs))


def _check_season_changes(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> tuple[SeasonChange, ...]:
    sw = f"{w}.season_changes"
    items = _list(c, raw, sw, "Season Change cards")
    cards: list[SeasonChange] = []
    seen: set[str] = set()
    for i, s in enumerate(items):
        cw = f"{sw}[{i}]"
        if not isinstance(s, dict) or "id" not in s:
            c.fail(cw, "each Season Change card needs an 'id'")
        sid = _id(c, s["id"], f"{cw}.id")
        cw = f"{cw} ({sid})"
        if sid in seen or sid in kinds:
            c.fail(cw, f"duplicate id {shown(sid)}")
        seen.add(sid)
        if "effect" not in s:
            c.fail(cw, "missing key 'effect'")
        effect = c.choice(s["effect"], f"{cw}.effect", tuple(SEASON_EFFECTS))
        c.mapping(s, cw, ("id", "name", "effect") + SEASON_EFFECTS[effect])
        params: dict[str, Any] = {}
        for key in SEASON_EFFECTS[effect]:
            if key == "of":
                params[key] = _ids_of(c, s[key], f"{cw}.of", kinds)
            else:
                params[key] = c.integer(s[key], f"{cw}.{key}", 0, 100)
        cards.append(SeasonChange(id=sid, index=i, names=c.names(s["name"], f"{cw}.name"), effect=effect,
                                  params=params))
    return tuple(cards)


def _check_solo(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> SoloRules:
    sw = f"{w}.solo"
    c.mapping(raw, sw, ("spirit", "removed", "spirit_trunks_per_season", "threat_pile_bonus", "threat_bonus",
                        "threat_kinds", "wildlife_factor", "wildlife_floor", "difficulties"))
    removed = _ids_of(c, raw["removed"], f"{sw}.removed", kinds)
    threat_kinds = _ids_of(c, raw["threat_kinds"], f"{sw}.threat_kinds", kinds)
    for i, kid in enumerate(threat_kinds):
        if kinds[kid].category != "threat" or kinds[kid].immediate:
            c.fail(f"{sw}.threat_kinds[{i}]", f"{shown(kid)} is not a threat that stays in a forest")
    dw = f"{sw}.difficulties"
    diffs_raw = c.mapping(raw["difficulties"], dw, DIFFICULTIES)
    difficulties = {}
    for d in DIFFICULTIES:
        dr = c.mapping(diffs_raw[d], f"{dw}.{d}", ("player_trunks", "spirit_trunks"))
        difficulties[d] = Difficulty(player_trunks=c.integer(dr["player_trunks"], f"{dw}.{d}.player_trunks", 0, 5),
                                     spirit_trunks=c.integer(dr["spirit_trunks"], f"{dw}.{d}.spirit_trunks", 0, 5))
    return SoloRules(
        spirit=c.names(raw["spirit"], f"{sw}.spirit"), removed=removed,
        spirit_trunks_per_season=c.integer(raw["spirit_trunks_per_season"], f"{sw}.spirit_trunks_per_season", 0, 5),
        threat_pile_bonus=c.integer(raw["threat_pile_bonus"], f"{sw}.threat_pile_bonus", 0, 10),
        threat_bonus=c.integer(raw["threat_bonus"], f"{sw}.threat_bonus", 0, 100),
        threat_kinds=threat_kinds,
        wildlife_factor=c.integer(raw["wildlife_factor"], f"{sw}.wildlife_factor", 0, 10),
        wildlife_floor=c.integer(raw["wildlife_floor"], f"{sw}.wildlife_floor", -20, 20),
        difficulties=difficulties,
    )


def _check_every_deck(c: Checker, w: str, rules: CanopeeRules) -> None:
    """Every card set at every table must leave enough cards for each season's first deal."""
    for set_id, card_set in rules.card_sets.items():
        choices: list[tuple[str, ...] | None] = [None]
        if card_set.wildlife == "choose":
            everyone = tuple(rules.species)
            choices = [everyone[:n] for n in card_set.species_counts]
        for species in choices:
            options = {"card_set": set_id} if species is None else {"card_set": set_id, "species": species}
            for mode in rules.modes.values():
                if mode.id == "solo":
                    players, solo = 1, True
                else:
                    players, solo = {"two": 2, "three": 3, "four": 4}[mode.id], False
                    if not rules.players_min <= players <= rules.players_max:
                        continue
                try:
                    deck = rules.deck_for(options, players, solo)
                except ValueError as exc:       # a set choosing more species than exist
                    c.fail(f"{w}.card_sets.{set_id}", str(exc))
                in_play = len(deck) - mode.set_aside
                smallest = min(mode.season_sizes(max(in_play, 0)))
                if smallest < sum(mode.deal):
                    c.fail(f"{w}.modes.{mode.id}",
                           f"card set {set_id} leaves {max(in_play, 0)} cards in play after setting "
                           f"{mode.set_aside} aside: a season of {smallest} cannot deal its {sum(mode.deal)} "
                           f"New Growth cards")


@functools.lru_cache(maxsize=1)
def bundled_rules() -> CanopeeRules:
    """The bundled Canopée rules, checked once per process: the catalogue's (the registry lists the game), else
    the section of data/cards.yaml checked alone."""
    return bundled_section(GAME_ID, check_section)


def rules_from_file(path: Path | str, game_id: str = "canopee") -> CanopeeRules:
    """The Canopée section of a card-data file, read with the catalogue's bounded reader and checked alone
    (CardDataError, one line, for any problem)."""
    return section_from_file(path, game_id, check_section)
