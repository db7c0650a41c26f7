"""Living Forest's card data: the ``games.living-forest`` section of data/cards.yaml, checked whole at load.

``check_section(c, game_id, raw)`` is the checker the catalogue calls (through ``GameDef.check_cards``; its parts
are cards_check.py's) (``c`` is the catalogue's ``Checker``: every problem is one line ``cards.yaml:
games.living-forest.<entry>: <problem>``). It returns a frozen ``LivingForestRules`` holding every number of the
rules (LIVING_FOREST.md §2), so that none lives in code:

- ``cards``: the Guardian Animals by id (``AnimalCard``: level, sun cost, the five element values, symbol), the
  Fire Varan included; ``starting`` (a starting deck) and ``levels`` (the reserve cards of levels 1–3);
- ``trees`` (``TreeType``: cost, elements, copies by number of players, the T11 "same action twice" power), in
  cost order, and ``start_tree``;
- the Forest board (size, start cell, ``corners``, ``lines``), the Circle (``rocks``, ``start_rocks``,
  ``centre_capacity``), the fire tiles, the supplies and the numbers of a turn and of the victory.

What stays in code is vocabulary, not numbers: the element, symbol, tree, corner, line, rock and victory-tile
names the engine, the score files and the window refer to.

Pure Python, no pygame; read by the engine (game/livingforest/), scoring.py and scorefile.py.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..core.catalogue import Checker, bundled_section, section_from_file

GAME_ID = "living-forest"
ELEMENTS = ("sun", "water", "seed", "wind", "flower")
SOLITARY, GREGARIOUS = "S", "G"
SYMBOLS = (SOLITARY, GREGARIOUS)
STARTING_LEVEL = 0                  # AnimalCard.level of a starting card
VARAN_LEVEL = -1                    # AnimalCard.level of the Fire Varan
LEVELS = (1, 2, 3)                  # the reserve levels
TREE_IDS = ("t3a", "t3b", "t4a", "t4b", "t5a", "t5b", "t6", "t7", "t8", "t9", "t10", "t11")
START_TREE = "start"
CORNER_EFFECTS = ("attract", "extinguish", "fragments")
LINE_IDS = ("column1", "column2", "column3", "middle_row")
ROCK_KINDS = ("plant", "fragment", "attract", "extinguish")
VICTORY_KINDS = ("fire", "tree", "flower")

# bounds that keep a typo (a card worth 1e6 sun, a 1000-cell board) from being believed and built
PLAYERS_MAX = 6
ELEMENT_MAX = 20
COST_MAX = 50
COUNT_MAX = 100
BOARD_MAX = 9
ROCKS_MAX = 40
AMOUNT_MAX = 20
NUMBER_MAX = 1000


# --------------------------------------------------------------------------- the rules, as the engine reads them


@dataclass(frozen=True)
class AnimalCard:
    """A Guardian Animal card (or the Fire Varan). ``level``: 0 starting deck, 1–3 reserve, -1 the Varan.
    ``elements`` holds every element of ELEMENTS (0 when the card shows none; may be negative). ``symbol``: "S"
    Solitary, "G" Gregarious, None."""

    id: int
    names: Mapping[str, str]
    level: int
    cost: int
    elements: Mapping[str, int]
    symbol: str | None

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    @property
    def is_varan(self) -> bool:
        return self.level == VARAN_LEVEL


@dataclass(frozen=True)
class TreeType:
    """A Protective Tree type: seed ``cost``, the ``elements`` it adds while planted (every element a key),
    ``copies`` in the dispensers by number of players, ``repeat`` the "same action twice" power (T11)."""

    id: str
    cost: int
    elements: Mapping[str, int]
    copies: Mapping[int, int]
    repeat: bool
    names: Mapping[str, str]

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]


@dataclass(frozen=True)
class Corner:
    """A corner of the Forest board: planting there resolves ``effect`` once — an Attract with sun + ``amount``,
    an Extinguish with water + ``amount``, or ``amount`` Fragments taken."""

    cell: tuple[int, int]
    effect: str
    amount: int


@dataclass(frozen=True)
class LineBonus:
    """A line of the Forest board: while every cell holds a tree (the start cell always does), the forest has
    ``amount`` more of ``element``."""

    id: str
    cells: tuple[tuple[int, int], ...]
    element: str
    amount: int


@dataclass(frozen=True)
class LivingForestRules:
    game_id: str
    names: Mapping[str, str]
    players_min: int
    players_max: int
    cards: Mapping[int, AnimalCard]          # every card by id, in id order, the Varan included
    starting: tuple[int, ...]                # the ids of a starting deck
    levels: Mapping[int, tuple[int, ...]]    # 1/2/3 -> the reserve cards of that level, in id order
    varan: int                               # the Fire Varan's id
    trees: Mapping[str, TreeType]            # the dispensers' types, in cost order
    width: int
    height: int
    start_cell: tuple[int, int]
    corners: tuple[Corner, ...]
    lines: tuple[LineBonus, ...]
    rocks: tuple[str, ...]                   # the Circle's rock bonuses, clockwise from rock 0
    start_rocks: Mapping[int, tuple[int, ...]]   # players -> rock of turn-order position 1, 2, ...
    centre_capacity: int
    fire_tiles: Mapping[int, int]            # value -> tiles in the box
    start_fires: tuple[int, ...]             # values of the fires in the centre at setup
    fire_value: Mapping[int, int]            # reserve level -> value of the fire a purchase adds
    varans: int
    fragments: int
    reserve_row: int
    victory_target: int
    victory_tiles: tuple[str, ...]
    forced_stop: int
    normal_actions: int
    round_cap: int
    # the starting tree (on the start cell from the setup; no cost, no element, no copies in the dispensers)
    start_tree: TreeType | None = field(default=None, repr=False)


    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def card(self, card_id: int) -> AnimalCard:
        return self.cards[card_id]

    def tree(self, tree_id: str) -> TreeType:
        """A tree type by id, the starting tree (``start``) included."""
        if tree_id == START_TREE and self.start_tree is not None:
            return self.start_tree
        return self.trees[tree_id]

    def tree_copies(self, players: int) -> dict[str, int]:
        """The dispensers' contents for ``players``: tree id -> copies, in cost order."""
        return {t.id: t.copies[players] for t in self.trees.values()}

    def corner_at(self, cell: tuple[int, int]) -> Corner | None:
        return next((c for c in self.corners if c.cell == tuple(cell)), None)

    def on_board(self, cell: tuple[int, int]) -> bool:
        x, y = cell
        return 0 <= x < self.width and 0 <= y < self.height


# --------------------------------------------------------------------------- the checker


def check_section(c: Checker, game_id: str, raw: Any) -> LivingForestRules:
    """The ``games.<game_id>`` section of Living Forest, checked whole; its rules (LivingForestRules). Its parts
    are checked by cards_check.py, which builds the classes above (hence imported here, when a section is first
    read)."""
    from .cards_check import (check_board, check_cards, check_circle, check_fires, check_trees, checked_list,
                              numbered, unique_names)

    w = f"games.{game_id}"
    c.mapping(raw, w, ("name", "players", "totals", "cards", "trees", "start_tree", "board", "circle",
                       "fires", "supplies", "reserve_row", "turn", "victory", "round_cap"))
    names = c.names(raw["name"], f"{w}.name")
    players = c.mapping(raw["players"], f"{w}.players", ("min", "max"))
    pmin = c.integer(players["min"], f"{w}.players.min", 1, PLAYERS_MAX)
    pmax = c.integer(players["max"], f"{w}.players.max", pmin, PLAYERS_MAX)
    counts = tuple(range(pmin, pmax + 1))

    tw = f"{w}.totals"
    totals = c.mapping(raw["totals"], tw, ("starting", "reserve", "trees", "tree_copies", "rocks", "fire_tiles"))
    total_starting = c.integer(totals["starting"], f"{tw}.starting", 1, COUNT_MAX)
    total_reserve = {lv: c.integer(n, f"{tw}.reserve.{lv}", 1, COUNT_MAX)
                     for lv, n in numbered(c, totals["reserve"], f"{tw}.reserve", LEVELS, "levels").items()}
    total_trees = c.integer(totals["trees"], f"{tw}.trees", 1, len(TREE_IDS))
    total_copies = {p: c.integer(n, f"{tw}.tree_copies.{p}", 1, NUMBER_MAX)
                    for p, n in numbered(c, totals["tree_copies"], f"{tw}.tree_copies", counts,
                                          "numbers of players").items()}
    total_rocks = c.integer(totals["rocks"], f"{tw}.rocks", 1, ROCKS_MAX)
    total_fires = c.integer(totals["fire_tiles"], f"{tw}.fire_tiles", 1, NUMBER_MAX)

    cards, starting, levels, varan = check_cards(c, w, raw["cards"], total_starting, total_reserve)
    trees = check_trees(c, w, raw["trees"], counts, total_trees, total_copies)
    sw = f"{w}.start_tree"
    st = c.mapping(raw["start_tree"], sw, ("id", "name"))
    c.choice(st["id"], f"{sw}.id", (START_TREE,))
    start_tree = TreeType(id=START_TREE, cost=0, elements={e: 0 for e in ELEMENTS}, copies={}, repeat=False,
                          names=c.names(st["name"], f"{sw}.name"))
    unique_names(c, f"{w}.trees", [(t.id, t.names) for t in (*trees.values(), start_tree)])
    width, height, start_cell, corners, lines = check_board(c, w, raw["board"])
    rocks, start_rocks, capacity = check_circle(c, w, raw["circle"], counts, total_rocks)
    fire_tiles, start_fires, fire_value = check_fires(c, w, raw["fires"], total_fires, capacity)

    uw = f"{w}.supplies"
    supplies = c.mapping(raw["supplies"], uw, ("varans", "fragments"))
    varans = c.integer(supplies["varans"], f"{uw}.varans", 1, COUNT_MAX)
    fragments = c.integer(supplies["fragments"], f"{uw}.fragments", 0, COUNT_MAX)
    reserve_row = c.integer(raw["reserve_row"], f"{w}.reserve_row", 1, COUNT_MAX)
    for level in LEVELS:
        if len(levels[level]) < reserve_row:
            c.fail(f"{w}.reserve_row", f"level {level} holds {len(levels[level])} cards, fewer than a reserve row "
                                       f"of {reserve_row}")
    turn = c.mapping(raw["turn"], f"{w}.turn", ("forced_stop", "normal_actions"))
    forced_stop = c.integer(turn["forced_stop"], f"{w}.turn.forced_stop", 1, AMOUNT_MAX)
    # a forced stop leaves one action fewer, so a turn has at least two
    normal_actions = c.integer(turn["normal_actions"], f"{w}.turn.normal_actions", 2, 5)
    vw = f"{w}.victory"
    victory = c.mapping(raw["victory"], vw, ("target", "tiles"))
    target = c.integer(victory["target"], f"{vw}.target", 1, NUMBER_MAX)
    tiles = checked_list(c, victory["tiles"], f"{vw}.tiles", "victory tiles", len(VICTORY_KINDS))
    for i, kind in enumerate(tiles):
        c.choice(kind, f"{vw}.tiles[{i}]", VICTORY_KINDS)
    if sorted(tiles) != sorted(VICTORY_KINDS):
        c.fail(f"{vw}.tiles", f"each Spirit holds one tile of each category ({', '.join(VICTORY_KINDS)}), "
                              f"found {', '.join(tiles)}")
    round_cap = c.integer(raw["round_cap"], f"{w}.round_cap", 1, NUMBER_MAX)

    return LivingForestRules(
        game_id=game_id, names=names, players_min=pmin, players_max=pmax, cards=cards, starting=starting,
        levels=levels, varan=varan, trees=trees, width=width, height=height, start_cell=start_cell,
        corners=corners, lines=lines, rocks=rocks, start_rocks=start_rocks, centre_capacity=capacity,
        fire_tiles=fire_tiles, start_fires=start_fires, fire_value=fire_value, varans=varans, fragments=fragments,
        reserve_row=reserve_row, victory_target=target, victory_tiles=tuple(tiles), forced_stop=forced_stop,
        normal_actions=normal_actions, round_cap=round_cap, start_tree=start_tree,
    )


# --------------------------------------------------------------------------- loading


@functools.lru_cache(maxsize=1)
def bundled_rules() -> LivingForestRules:
    """The bundled Living Forest rules, checked once per process: the catalogue's (once the registry lists the
    game), else the section of data/cards.yaml checked alone."""
    return bundled_section(GAME_ID, check_section)


def rules_from_file(path: Path | str, game_id: str = GAME_ID) -> LivingForestRules:
    """The Living Forest section of a card-data file, read with the catalogue's bounded reader and checked alone
    (CardDataError, one line, for any problem)."""
    return section_from_file(path, game_id, check_section)
