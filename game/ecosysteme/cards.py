"""Forêt's and Savane's cards: their section of data/cards.yaml, checked whole (``check_section``).

The shared reader and checker are game/core/catalogue.py; ``rules_for`` there hands out these rules.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.catalogue import COUNT_MAX, ID_PATTERN, PLAYERS_MAX, Checker, describe
from ..inputs import shown

GRID_ROWS = 4
GRID_COLS = 5
GRID_CELLS = GRID_ROWS * GRID_COLS
GAME_IDS = ("forest", "savane")     # the games these rules describe
CATEGORIES = ("animal", "habitat", "terrain")
NEIGHBOURHOODS = ("adjacent", "diagonal", "within_2", "straight_2", "below")
MEASURES = ("count", "largest_group")
SOLO_LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Rule:
    """One scoring rule of a kind; ``params`` holds the rule's own keys (validated)."""

    type: str
    params: Mapping[str, Any]

    def __getitem__(self, key: str) -> Any:
        return self.params[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.params.get(key, default)


@dataclass(frozen=True)
class Kind:
    id: str
    index: int
    names: Mapping[str, str]
    category: str
    count: int
    rules: tuple[Rule, ...]
    on_place: str | None = None

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def swaps_on_place(self) -> bool:
        return self.on_place == "swap"


@dataclass(frozen=True)
class SoloRules:
    opponent: str
    hand_size: int
    turns: int
    draw: int
    draw_after_row: int
    opponent_biodiversity: bool
    opponent_choices: str
    levels: tuple[tuple[str, int], ...]  # ascending margins: (("easy", 30), ("normal", 50), ...)

    def level_for(self, margin: int) -> str | None:
        """The best level a margin reaches, or None for a loss."""
        reached = None
        for name, needed in self.levels:
            if margin >= needed:
                reached = name
        return reached


@dataclass(frozen=True)
class GameRules:
    id: str
    names: Mapping[str, str]
    players_min: int
    players_max: int
    hand_size: int
    rounds: int
    picks_per_round: int
    biodiversity: tuple[int, ...] | None
    neutral_compares: tuple[str, ...]
    solo: SoloRules
    kinds: tuple[Kind, ...]
    kind_by_id: Mapping[str, Kind] = field(repr=False)
    deck: tuple[int, ...] = field(repr=False)  # card uid -> kind index, in catalogue order

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def kind(self, kind_id: str) -> Kind:
        return self.kind_by_id[kind_id]

    @property
    def kind_ids(self) -> tuple[str, ...]:
        return tuple(k.id for k in self.kinds)

    def biodiversity_points(self, gaps: int) -> int:
        table = self.biodiversity or (0,)
        return table[min(gaps, len(table) - 1)]

    @functools.cached_property
    def scorer(self):
        from .scoring import Scorer  # late import: scoring compiles rules from this object

        return Scorer(self)



_RULE_KEYS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "per_card": (("where", "points"), ("of", "category", "except", "face", "distinct", "base", "flip")),
    "condition": (("of", "where", "when", "points"), ()),
    "flat": (("points",), ()),
    "lines": (("points",), ()),
    "groups": (("table",), ()),
    "adjacent_groups": (("of", "points"), ()),
    "majority": (("measure", "prizes"), ()),
    "hunt": (("needs", "prey", "points"), ()),
}


def _check_rule(c: Checker, raw: Any, where: str, kind_ids: set[str]) -> Rule:
    if not isinstance(raw, dict) or "rule" not in raw:
        c.fail(where, "each scoring entry needs a 'rule' key")
    rule_type = c.choice(raw["rule"], f"{where}.rule", tuple(_RULE_KEYS))
    required, optional = _RULE_KEYS[rule_type]
    c.mapping(raw, where, ("rule",) + required, optional)

    def kinds_list(key: str) -> tuple[str, ...]:
        value = raw[key]
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value:
            c.fail(f"{where}.{key}", f"expected a list of card ids, found {describe(value)}")
        for i, kid in enumerate(value):
            if not isinstance(kid, str) or kid not in kind_ids:
                c.fail(f"{where}.{key}[{i}]", f"unknown card id {shown(kid)}")
        return tuple(value)

    params: dict[str, Any] = {}
    if "where" in raw:
        params["where"] = c.choice(raw["where"], f"{where}.where", NEIGHBOURHOODS)
    if "points" in raw:
        params["points"] = c.integer(raw["points"], f"{where}.points")
    for key in ("of", "except", "needs", "prey"):
        if key in raw:
            params[key] = kinds_list(key)
    if rule_type == "adjacent_groups":
        if len(params["of"]) != 1:
            c.fail(f"{where}.of", "adjacent_groups takes exactly one card id")
    if rule_type == "per_card":
        if ("of" in raw) == ("category" in raw) and raw.get("face") != "down":
            c.fail(where, "per_card needs exactly one of 'of' or 'category'")
        if "category" in raw:
            params["category"] = c.choice(raw["category"], f"{where}.category", CATEGORIES)
        params["face"] = c.choice(raw.get("face", "any"), f"{where}.face", ("any", "up", "down"))
        params["distinct"] = c.boolean(raw.get("distinct", False), f"{where}.distinct")
        params["flip"] = c.boolean(raw.get("flip", False), f"{where}.flip")
        params["base"] = c.integer(raw.get("base", 0), f"{where}.base")
    if rule_type == "condition":
        params["when"] = c.choice(raw["when"], f"{where}.when", ("any", "none"))
    if rule_type == "groups":
        params["table"] = c.int_list(raw["table"], f"{where}.table")
    if rule_type == "majority":
        params["measure"] = c.choice(raw["measure"], f"{where}.measure", MEASURES)
        params["prizes"] = c.int_list(raw["prizes"], f"{where}.prizes")
    return Rule(rule_type, params)


def check_section(c: Checker, game_id: str, raw: Any) -> GameRules:
    """One Ecosystème section (Forêt, Savane) of the card data, checked whole; its rules."""
    where = f"games.{game_id}"
    c.mapping(
        raw,
        where,
        ("name", "players", "hand_size", "rounds", "picks_per_round", "biodiversity", "neutral", "solo",
         "kinds"),
    )
    names = c.names(raw["name"], f"{where}.name")
    players = c.mapping(raw["players"], f"{where}.players", ("min", "max"))
    pmin = c.integer(players["min"], f"{where}.players.min", 2, PLAYERS_MAX)
    pmax = c.integer(players["max"], f"{where}.players.max", pmin, PLAYERS_MAX)
    hand_size = c.integer(raw["hand_size"], f"{where}.hand_size", 1)
    rounds = c.integer(raw["rounds"], f"{where}.rounds", 1)
    picks = c.integer(raw["picks_per_round"], f"{where}.picks_per_round", 1, hand_size)
    if rounds * picks != GRID_CELLS:
        c.fail(where, f"rounds x picks_per_round must fill the {GRID_ROWS}x{GRID_COLS} grid ({GRID_CELLS}), "
                      f"found {rounds} x {picks}")

    biodiversity = None
    if raw["biodiversity"] is not None:
        bio = c.mapping(raw["biodiversity"], f"{where}.biodiversity", ("by_gaps",))
        biodiversity = c.int_list(bio["by_gaps"], f"{where}.biodiversity.by_gaps")

    # kinds first: the other sections refer to them
    kinds_raw = raw["kinds"]
    if not isinstance(kinds_raw, list) or not kinds_raw:
        c.fail(f"{where}.kinds", f"expected a list of card kinds, found {describe(kinds_raw)}")
    ids: list[str] = []
    for i, k in enumerate(kinds_raw):
        kw = f"{where}.kinds[{i}]"
        if not isinstance(k, dict) or "id" not in k:
            c.fail(kw, "each kind needs an 'id'")
        kid = c.text(k["id"], f"{kw}.id")
        if not ID_PATTERN.fullmatch(kid):
            c.fail(f"{kw}.id", f"a card id is lower-case letters, digits and _ (a picture's file name), found "
                               f"{shown(kid)}")
        if kid in ids:
            c.fail(kw, f"duplicate card id {shown(kid)}")
        ids.append(kid)
    id_set = set(ids)
    kinds: list[Kind] = []
    for i, k in enumerate(kinds_raw):
        kw = f"{where}.kinds[{i}] ({k['id']})"
        c.mapping(k, kw, ("id", "name", "category", "count", "scoring"), ("on_place",))
        scoring = k["scoring"]
        if not isinstance(scoring, list) or not scoring:
            c.fail(f"{kw}.scoring", f"expected a list of rules, found {describe(scoring)}")
        rules = tuple(_check_rule(c, r, f"{kw}.scoring[{j}]", id_set) for j, r in enumerate(scoring))
        on_place = None
        if "on_place" in k:
            on_place = c.choice(k["on_place"], f"{kw}.on_place", ("swap",))
        kinds.append(
            Kind(
                id=k["id"],
                index=i,
                names=c.names(k["name"], f"{kw}.name"),
                category=c.choice(k["category"], f"{kw}.category", CATEGORIES),
                count=c.integer(k["count"], f"{kw}.count", 1, COUNT_MAX),
                rules=rules,
                on_place=on_place,
            )
        )

    neutral = c.mapping(raw["neutral"], f"{where}.neutral", ("compares",))
    compares = neutral["compares"]
    if not isinstance(compares, list) or not compares:
        c.fail(f"{where}.neutral.compares", f"expected a list of card ids, found {describe(compares)}")
    for i, kid in enumerate(compares):
        if not isinstance(kid, str) or kid not in id_set:
            c.fail(f"{where}.neutral.compares[{i}]", f"unknown card id {shown(kid)}")
        if not any(r.type == "majority" for r in kinds[ids.index(kid)].rules):
            c.fail(f"{where}.neutral.compares[{i}]", f"{shown(kid)} has no majority rule to compare")

    sw = f"{where}.solo"
    solo = c.mapping(
        raw["solo"], sw,
        ("opponent", "hand_size", "turns", "draw", "draw_after_row", "opponent_biodiversity", "levels"),
        ("opponent_choices",),
    )
    levels = c.mapping(solo["levels"], f"{sw}.levels", SOLO_LEVELS)
    level_pairs = tuple((name, c.integer(levels[name], f"{sw}.levels.{name}", 1)) for name in SOLO_LEVELS)
    margins = [m for _, m in level_pairs]
    if any(a >= b for a, b in zip(margins, margins[1:])):
        c.fail(f"{sw}.levels", "margins must grow from easy to normal to hard")
    solo_rules = SoloRules(
        opponent=c.text(solo["opponent"], f"{sw}.opponent"),
        hand_size=c.integer(solo["hand_size"], f"{sw}.hand_size", 2),
        turns=c.integer(solo["turns"], f"{sw}.turns", GRID_CELLS, GRID_CELLS),
        draw=c.integer(solo["draw"], f"{sw}.draw", 1),
        draw_after_row=c.integer(solo["draw_after_row"], f"{sw}.draw_after_row", 1),
        opponent_biodiversity=c.boolean(solo["opponent_biodiversity"], f"{sw}.opponent_biodiversity"),
        opponent_choices=c.choice(solo.get("opponent_choices", "worst"), f"{sw}.opponent_choices", ("worst", "best")),
        levels=level_pairs,
    )

    deck = tuple(k.index for k in kinds for _ in range(k.count))
    needed = pmax * hand_size * rounds
    if len(deck) < needed:
        c.fail(f"{where}.kinds", f"the counts add up to {len(deck)} cards, but {pmax} players need {needed}")
    solo_needed = _solo_cards_needed(solo_rules)
    if len(deck) < solo_needed:
        c.fail(f"{where}.kinds", f"the counts add up to {len(deck)} cards, but the solo mode needs {solo_needed}")

    return GameRules(
        id=game_id,
        names=names,
        players_min=pmin,
        players_max=pmax,
        hand_size=hand_size,
        rounds=rounds,
        picks_per_round=picks,
        biodiversity=biodiversity,
        neutral_compares=tuple(compares),
        solo=solo_rules,
        kinds=tuple(kinds),
        kind_by_id={k.id: k for k in kinds},
        deck=deck,
    )


def _solo_cards_needed(solo: SoloRules) -> int:
    total = solo.hand_size
    for turn in range(1, solo.turns):
        total += solo.draw_after_row if turn % GRID_COLS == 0 else solo.draw
    return total


