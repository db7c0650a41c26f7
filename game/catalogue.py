"""The card catalogue: data/cards.yaml, loaded once and validated loudly.

Every problem is reported as one line naming the file, the entry and what is wrong, e.g.
``data/cards.yaml: games.forest.kinds[3] (fox): unknown key 'colour'``.

``load_catalogue`` and ``parse_catalogue`` check every section before they return. The game's own copy
(``default_catalogue``) reads the file and checks its top level at once, and each game's section whole, by its
family's checker, the first time that game's rules are asked for: the menu's first frame checks Forêt's and
Savane's (their cards are on it) and only the heads of the others (``header``: the names and players its shelf
shows), and the window checks the rest in the frames just after (scenes/app.py), so start-up does not grow with
the number of games and a damaged section is still reported before any of its screens opens.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping


from .core.registry import GAMES, family_checker, game_ids
from .errors import CardDataError
from .inputs import CARD_DATA, InputError, parse_yaml, read_text, shown
from .resources import resource_path

GRID_ROWS = 4
GRID_COLS = 5
GRID_CELLS = GRID_ROWS * GRID_COLS
GAME_IDS = game_ids("ecosysteme")     # the games this module's rules describe: Ecosystème's
LANGUAGES = ("fr", "en")
CATEGORIES = ("animal", "habitat", "terrain")
NEIGHBOURHOODS = ("adjacent", "diagonal", "within_2", "straight_2", "below")
MEASURES = ("count", "largest_group")
SOLO_LEVELS = ("easy", "normal", "hard")
PLAYERS_MAX = 6           # the most seats the table lays out (and the rulebooks play)
COUNT_MAX = 100           # copies of one card
NUMBER_MAX = 1000         # any other number of the rules (points, sizes)
TEXT_MAX = 60             # a card's or a game's name
LIST_MAX = 30             # a table of points
ID_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,29}")    # a card id names its picture file: nothing else


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
        from .ecosysteme.scoring import Scorer  # late import: scoring compiles rules from this object

        return Scorer(self)


@dataclass(frozen=True)
class GameHeader:
    """The head of a game's section: what the menu's shelf shows of a game before its rules are needed."""

    names: Mapping[str, str]
    players_min: int
    players_max: int
    solo: bool                 # the section has solo rules (the game has a solo mode)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


class Catalogue:
    """Every registered game's rules, by id. The file's top level is checked when it is read; each game's section
    is checked whole by its family's checker the first time it is asked for (``catalogue[game_id]``), once."""

    def __init__(self, path: Path, sections: Mapping[str, Any]):
        self.path = path
        self._sections = dict(sections)           # game id -> its section as read, not yet checked
        self._rules: dict[str, Any] = {}
        self._headers: dict[str, GameHeader] = {}

    def __getitem__(self, game_id: str) -> Any:
        rules = self._rules.get(game_id)
        if rules is None:
            section = self._sections[game_id]     # KeyError: not a registered game
            rules = family_checker(GAMES[game_id].family)(_Checker(self.path), game_id, section)
            self._rules[game_id] = rules
        return rules

    @property
    def games(self) -> dict[str, Any]:
        """Every game's rules, in menu order (every section checked)."""
        return {gid: self[gid] for gid in self._sections}

    def check_all(self) -> "Catalogue":
        """Every section checked now, in menu order (the first problem raised); the catalogue itself."""
        for gid in self._sections:
            self[gid]
        return self

    def unchecked(self) -> tuple[str, ...]:
        """The games whose section has not been checked yet, in menu order."""
        return tuple(gid for gid in self._sections if gid not in self._rules)

    def family(self, family: str) -> dict[str, Any]:
        """The rules of the games of one family ("ecosysteme": Forêt and Savane), by id, in menu order."""
        return {gid: self[gid] for gid in game_ids(family)}

    def header(self, game_id: str) -> GameHeader:
        """A game's names, players and whether it has a solo mode, read from its section's head without checking
        the rest (nor importing its family's checker). Checked with the words the family's checker uses for the
        same entries, within the bounds every family allows (each family's own bounds are checked with its
        section); a section that passed its family's check always has a valid head."""
        header = self._headers.get(game_id)
        if header is None:
            c, raw, where = _Checker(self.path), self._sections[game_id], f"games.{game_id}"
            for key in ("name", "players"):
                if key not in raw:
                    c.fail(where, f"missing key {shown(key)}")
            names = c.names(raw["name"], f"{where}.name")
            players = c.mapping(raw["players"], f"{where}.players", ("min", "max"))
            low = c.integer(players["min"], f"{where}.players.min", 1, PLAYERS_MAX)
            high = c.integer(players["max"], f"{where}.players.max", low, PLAYERS_MAX)
            header = GameHeader(names, low, high, "solo" in raw)
            self._headers[game_id] = header
        return header


# --------------------------------------------------------------------------- validation helpers


class _Checker:
    """Walks the YAML tree; every failure raises one CardDataError line."""

    def __init__(self, path: Path):
        self.path = path

    def fail(self, where: str, problem: str) -> None:
        raise CardDataError(f"{self.path}: {where}: {problem}")

    def mapping(self, value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(where, f"expected a mapping, found {_describe(value)}")
        for key in value:
            if key not in required and key not in optional:
                allowed = ", ".join(required + optional)
                self.fail(where, f"unknown key {shown(key)} (allowed: {allowed})")
        for key in required:
            if key not in value:
                self.fail(where, f"missing key {shown(key)}")
        return value

    def integer(self, value: Any, where: str, minimum: int | None = None, maximum: int | None = None) -> int:
        # every number of the rules is small: a bound where none is given keeps a typo (1e8 cards, a billion
        # points) from being believed and built
        minimum = -NUMBER_MAX if minimum is None else minimum
        maximum = NUMBER_MAX if maximum is None else maximum
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, f"expected a whole number, found {_describe(value)}")
        if minimum is not None and value < minimum:
            self.fail(where, f"must be at least {minimum}, found {value}")
        if maximum is not None and value > maximum:
            self.fail(where, f"must be at most {maximum}, found {value}")
        return value

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            self.fail(where, f"expected true or false, found {_describe(value)}")
        return value

    def text(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(where, f"expected a non-empty text, found {_describe(value)}")
        if len(value) > TEXT_MAX:
            self.fail(where, f"a text of at most {TEXT_MAX} characters, found {len(value)}")
        # names are drawn by the font renderer (a NUL stops it) and printed on terminals (an escape rewrites them)
        bad = next((ch for ch in value if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")), None)
        if bad is not None:
            self.fail(where, f"{shown(value)} holds the control character U+{ord(bad):04X}")
        return value

    def choice(self, value: Any, where: str, options: tuple[str, ...]) -> str:
        if value not in options:
            self.fail(where, f"expected one of {', '.join(options)}, found {_describe(value)}")
        return value

    def int_list(self, value: Any, where: str, min_len: int = 1) -> tuple[int, ...]:
        if isinstance(value, list) and len(value) > LIST_MAX:
            self.fail(where, f"a list of at most {LIST_MAX} numbers, found {len(value)}")
        if not isinstance(value, list) or len(value) < min_len:
            self.fail(where, f"expected a list of at least {min_len} whole number(s), found {_describe(value)}")
        return tuple(self.integer(v, f"{where}[{i}]") for i, v in enumerate(value))

    def names(self, value: Any, where: str) -> dict[str, str]:
        self.mapping(value, where, LANGUAGES)
        return {lang: self.text(value[lang], f"{where}.{lang}") for lang in LANGUAGES}


def _describe(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {shown(value)}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return type(value).__name__


# rule type -> (required keys, optional keys), besides "rule" itself
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


def _check_rule(c: _Checker, raw: Any, where: str, kind_ids: set[str]) -> Rule:
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
            c.fail(f"{where}.{key}", f"expected a list of card ids, found {_describe(value)}")
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


def check_ecosysteme(c: _Checker, game_id: str, raw: Any) -> GameRules:
    """One Ecosystème section (Forêt, Savane) of the card data, checked whole; its rules."""
    where = f"games.{game_id}"
    c.mapping(
        raw,
        where,
        ("family", "name", "players", "hand_size", "rounds", "picks_per_round", "biodiversity", "neutral", "solo",
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
        c.fail(f"{where}.kinds", f"expected a list of card kinds, found {_describe(kinds_raw)}")
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
            c.fail(f"{kw}.scoring", f"expected a list of rules, found {_describe(scoring)}")
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
        c.fail(f"{where}.neutral.compares", f"expected a list of card ids, found {_describe(compares)}")
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


def parse_catalogue(text: str, path: Path | str = "cards.yaml", lazy: bool = False) -> Catalogue:
    """The catalogue a card-data text holds: its top level checked, and every section too unless ``lazy`` (then
    each is checked when first asked for)."""
    path = Path(path)
    c = _Checker(path)
    try:
        docs = parse_yaml(text, CARD_DATA)
    except InputError as exc:
        raise CardDataError(f"{path}: {exc}") from None
    if len(docs) > 1:
        raise CardDataError(f"{path}: expected one YAML document, found {len(docs)}")
    raw = docs[0] if docs else None
    c.mapping(raw, "top level", ("version", "games"))
    c.integer(raw["version"], "version", 1, 1)
    # one section per registered game; its family says which checker reads it
    games_raw = c.mapping(raw["games"], "games", tuple(GAMES))
    catalogue = Catalogue(path, {gid: games_raw[gid] for gid in GAMES})
    for gid, entry in GAMES.items():
        section = games_raw[gid]
        if not isinstance(section, dict) or "family" not in section:
            c.fail(f"games.{gid}", f"each game's section starts with its family ({entry.family})")
        c.choice(section["family"], f"games.{gid}.family", (entry.family,))
        if not lazy:
            catalogue[gid]
    return catalogue


def load_catalogue(path: Path | str | None = None, lazy: bool = False) -> Catalogue:
    """The catalogue of a card-data file (by default the bundled data/cards.yaml), checked as parse_catalogue
    does."""
    path = Path(path) if path is not None else resource_path("data", "cards.yaml")
    try:
        text = read_text(path, CARD_DATA)
    except InputError as exc:
        if str(exc) == "no such file":
            raise CardDataError(f"{path}: the card data file is missing") from None
        raise CardDataError(f"{path}: {exc}") from None
    return parse_catalogue(text, path, lazy)


@functools.lru_cache(maxsize=1)
def default_catalogue() -> Catalogue:
    """The bundled catalogue, read once per process: the file and its top level checked now, each game's section
    when its rules are first asked for (``Catalogue.check_all`` checks them all at once)."""
    return load_catalogue(lazy=True)


def rules_for(game_id: str) -> GameRules:
    return default_catalogue()[game_id]


# --------------------------------------------------------------------------- one game's section alone


def section_from_file(path: Path | str, game_id: str, checker: Callable[[_Checker, str, Any], Any]) -> Any:
    """The ``games.<game_id>`` section of a card-data file, read with the bounded reader and checked alone by
    ``checker`` (a family checker: ``checker(c, game_id, raw)``), whatever else the file holds or lacks: a game
    that keeps its own copy of the data, and the games' tests, read one section without the whole catalogue.
    CardDataError, one line naming the file, for any problem."""
    path = Path(path)
    try:
        docs = parse_yaml(read_text(path, CARD_DATA), CARD_DATA)
    except InputError as exc:
        raise CardDataError(f"{path}: {exc}") from None
    c = _Checker(path)
    top = c.mapping(docs[0] if len(docs) == 1 else None, "top level", ("version", "games"))
    games = top["games"]
    if not isinstance(games, dict) or game_id not in games:
        c.fail("games", f"missing key {shown(game_id)}")
    return checker(c, game_id, games[game_id])


def bundled_section(game_id: str, checker: Callable[[_Checker, str, Any], Any]) -> Any:
    """A game's bundled rules: the catalogue's once the registry lists the game (checked with every other
    section), else its section of data/cards.yaml checked alone by ``checker``."""
    if game_id in GAMES:
        return default_catalogue()[game_id]
    return section_from_file(resource_path("data", "cards.yaml"), game_id, checker)
