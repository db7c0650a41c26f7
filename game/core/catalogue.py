"""The card data, data/cards.yaml, loaded once and validated loudly: the file, its top level, and the checker
every game's own section reader is written with.

Every problem is reported as one line naming the file, the entry and what is wrong, e.g.
``data/cards.yaml: games.forest.kinds[3] (fox): unknown key 'colour'``.

``load_catalogue`` and ``parse_catalogue`` check every section before they return. The game's own copy
(``default_catalogue``) reads the file and checks its top level at once, and each game's section whole, by the
checker its game declares (``GameDef.check_cards``), the first time that game's rules are asked for: the menu's
first frame checks only the heads of the sections (``header``: the names and players its shelf shows) and the
sections of the games whose cards it shows, and the window checks the rest in the frames just after
(scenes/app.py), so start-up does not grow with the number of games and a damaged section is still reported
before any of its screens opens.
"""
from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Mapping


from .registry import GAMES, game_def
from ..errors import CardDataError
from ..inputs import CARD_DATA, InputError, parse_yaml, read_text, shown
from ..resources import resource_path


LANGUAGES = ("fr", "en")
PLAYERS_MAX = 6           # the most seats the table lays out (and the rulebooks play)
COUNT_MAX = 100           # copies of one card
NUMBER_MAX = 1000         # any other number of the rules (points, sizes)
TEXT_MAX = 60             # a card's or a game's name
LIST_MAX = 30             # a table of points
ID_PATTERN = re.compile(r"[a-z][a-z0-9_]{0,29}")    # a card id names its picture file: nothing else


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
    is checked whole by its game's checker (``GameDef.check_cards``) the first time it is asked for (``catalogue[game_id]``), once."""

    def __init__(self, path: Path, sections: Mapping[str, Any]):
        self.path = path
        self._sections = dict(sections)           # game id -> its section as read, not yet checked
        self._rules: dict[str, Any] = {}
        self._headers: dict[str, GameHeader] = {}

    def __getitem__(self, game_id: str) -> Any:
        rules = self._rules.get(game_id)
        if rules is None:
            section = self._sections[game_id]     # KeyError: not a registered game
            rules = game_def(game_id).check_cards(Checker(self.path), game_id, section)
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

    def header(self, game_id: str) -> GameHeader:
        """A game's names, players and whether it has a solo mode, read from its section's head without checking
        the rest (nor importing the game's checker). Checked with the words every game's checker uses for the
        same entries, within the bounds every game allows (each game's own bounds are checked with its
        section); a section that passed its game's check always has a valid head."""
        header = self._headers.get(game_id)
        if header is None:
            c, raw, where = Checker(self.path), self._sections[game_id], f"games.{game_id}"
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


class Checker:
    """Walks the YAML tree; every failure raises one CardDataError line."""

    def __init__(self, path: Path):
        self.path = path

    def fail(self, where: str, problem: str) -> None:
        raise CardDataError(f"{self.path}: {where}: {problem}")

    def mapping(self, value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(where, f"expected a mapping, found {describe(value)}")
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
            self.fail(where, f"expected a whole number, found {describe(value)}")
        if minimum is not None and value < minimum:
            self.fail(where, f"must be at least {minimum}, found {value}")
        if maximum is not None and value > maximum:
            self.fail(where, f"must be at most {maximum}, found {value}")
        return value

    def boolean(self, value: Any, where: str) -> bool:
        if not isinstance(value, bool):
            self.fail(where, f"expected true or false, found {describe(value)}")
        return value

    def text(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or not value.strip():
            self.fail(where, f"expected a non-empty text, found {describe(value)}")
        if len(value) > TEXT_MAX:
            self.fail(where, f"a text of at most {TEXT_MAX} characters, found {len(value)}")
        # names are drawn by the font renderer (a NUL stops it) and printed on terminals (an escape rewrites them)
        bad = next((ch for ch in value if unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co", "Cn")), None)
        if bad is not None:
            self.fail(where, f"{shown(value)} holds the control character U+{ord(bad):04X}")
        return value

    def choice(self, value: Any, where: str, options: tuple[str, ...]) -> str:
        if value not in options:
            self.fail(where, f"expected one of {', '.join(options)}, found {describe(value)}")
        return value

    def int_list(self, value: Any, where: str, min_len: int = 1) -> tuple[int, ...]:
        if isinstance(value, list) and len(value) > LIST_MAX:
            self.fail(where, f"a list of at most {LIST_MAX} numbers, found {len(value)}")
        if not isinstance(value, list) or len(value) < min_len:
            self.fail(where, f"expected a list of at least {min_len} whole number(s), found {describe(value)}")
        return tuple(self.integer(v, f"{where}[{i}]") for i, v in enumerate(value))

    def names(self, value: Any, where: str) -> dict[str, str]:
        self.mapping(value, where, LANGUAGES)
        return {lang: self.text(value[lang], f"{where}.{lang}") for lang in LANGUAGES}


def describe(value: Any) -> str:
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

def parse_catalogue(text: str, path: Path | str = "cards.yaml", lazy: bool = False) -> Catalogue:
    """The catalogue a card-data text holds: its top level checked, and every section too unless ``lazy`` (then
    each is checked when first asked for)."""
    path = Path(path)
    c = Checker(path)
    try:
        docs = parse_yaml(text, CARD_DATA)
    except InputError as exc:
        raise CardDataError(f"{path}: {exc}") from None
    if len(docs) > 1:
        raise CardDataError(f"{path}: expected one YAML document, found {len(docs)}")
    raw = docs[0] if docs else None
    c.mapping(raw, "top level", ("version", "games"))
    c.integer(raw["version"], "version", 1, 1)
    # one section per registered game that keeps its cards here; the game's own checker reads it
    bundled = tuple(gid for gid, entry in GAMES.items() if entry.card_data)
    games_raw = c.mapping(raw["games"], "games", bundled)
    catalogue = Catalogue(path, {gid: games_raw[gid] for gid in bundled})
    for gid in bundled:
        section = games_raw[gid]
        if not isinstance(section, dict):
            c.fail(f"games.{gid}", f"expected a mapping, found {describe(section)}")
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


def rules_for(game_id: str) -> Any:
    """A registered game's rules, its section of the bundled card data checked on first use."""
    return default_catalogue()[game_id]


# --------------------------------------------------------------------------- one game's section alone


def section_from_file(path: Path | str, game_id: str, checker: Callable[[Checker, str, Any], Any]) -> Any:
    """The ``games.<game_id>`` section of a card-data file, read with the bounded reader and checked alone by
    ``checker`` (a game's checker: ``checker(c, game_id, raw)``), whatever else the file holds or lacks: a game
    that keeps its own copy of the data, and the games' tests, read one section without the whole catalogue.
    CardDataError, one line naming the file, for any problem."""
    path = Path(path)
    try:
        docs = parse_yaml(read_text(path, CARD_DATA), CARD_DATA)
    except InputError as exc:
        raise CardDataError(f"{path}: {exc}") from None
    c = Checker(path)
    top = c.mapping(docs[0] if len(docs) == 1 else None, "top level", ("version", "games"))
    games = top["games"]
    if not isinstance(games, dict) or game_id not in games:
        c.fail("games", f"missing key {shown(game_id)}")
    return checker(c, game_id, games[game_id])


def bundled_section(game_id: str, checker: Callable[[Checker, str, Any], Any]) -> Any:
    """A game's bundled rules: the catalogue's once the registry lists the game (checked with every other
    section), else its section of data/cards.yaml checked alone by ``checker``."""
    if game_id in GAMES and GAMES[game_id].card_data:
        return default_catalogue()[game_id]
    return section_from_file(resource_path("data", "cards.yaml"), game_id, checker)
