"""The checker of Canopée's card data, section by section: the card kinds, the wildlife species and their pairs,
the card sets, the modes, scoring, threats, Germination, the Season Changes and the solo rules, and the last
check that every mode and card set deals a playable game. ``cards.check_section`` calls these on the parts of
``games.canopee`` and assembles their ``CanopeeRules``; each problem is one line naming its entry.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..core.catalogue import ID_PATTERN, Checker
from ..inputs import shown
from .cards import (CARD_SET_IDS, CATEGORIES, COUNT_MAX, DIFFICULTIES, MODE_IDS, NEW_GROWTH_SPOTS, PAIR_SUFFIX,
                    SEASON_EFFECTS, SPECIES_GROUPS, SPECIES_MAX, START_TRUNK, WILDLIFE, WILDLIFE_CHOICES, CanopeeRules,
                    CardKind, CardSet, Difficulty, GerminationRules, Mode, ScoringRules, SeasonChange, SoloRules,
                    Species, ThreatRule, ThreatRules)

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


def check_kinds(c: Checker, w: str, raw: Any) -> dict[str, CardKind]:
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


def check_wildlife(c: Checker, w: str, raw: Any, kinds: dict[str, CardKind]) -> dict[str, Species]:
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


def check_card_sets(c: Checker, w: str, raw: Any, n_species: int) -> dict[str, CardSet]:
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


def check_modes(c: Checker, w: str, raw: Any) -> dict[str, Mode]:
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


def check_scoring(c: Checker, w: str, raw: Any) -> ScoringRules:
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


def check_threats(c: Checker, w: str, raw: Any) -> ThreatRules:
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


def check_germination(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> GerminationRules:
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


def check_season_changes(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> tuple[SeasonChange, ...]:
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


def check_solo(c: Checker, w: str, raw: Any, kinds: Mapping[str, CardKind]) -> SoloRules:
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


def check_every_deck(c: Checker, w: str, rules: CanopeeRules) -> None:
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
