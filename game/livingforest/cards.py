"""Living Forest's card data: the ``games.living-forest`` section of data/cards.yaml, checked whole at load.

``check_section(c, game_id, raw)`` is the checker the catalogue calls (through ``GameDef.check_cards``) (``c`` is the catalogue's
``Checker``: every problem is one line ``cards.yaml: games.living-forest.<entry>: <problem>``). It returns a
frozen ``LivingForestRules`` holding every number of the rules (LIVING_FOREST.md §2), so that none lives in code:

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
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from ..core.catalogue import Checker, bundled_section, section_from_file
from ..inputs import shown

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


def describe(value: Any) -> str:
    from ..core.catalogue import describe as describe  # the catalogue's words for a wrong value

    return describe(value)


def _list(c: Checker, value: Any, where: str, what: str, limit: int = COUNT_MAX) -> list:
    if not isinstance(value, list) or not value:
        c.fail(where, f"expected a list of {what}, found {describe(value)}")
    if len(value) > limit:
        c.fail(where, f"a list of at most {limit} {what}, found {len(value)}")
    return value


def _numbered(c: Checker, value: Any, where: str, keys: tuple[int, ...], what: str) -> dict:
    """A mapping whose keys are exactly the whole numbers ``keys`` (players, levels): the catalogue's mapping()
    names keys as texts, these are numbers."""
    if not isinstance(value, dict):
        c.fail(where, f"expected a mapping of {what}, found {describe(value)}")
    expected = ", ".join(str(k) for k in keys)
    for key in value:
        if isinstance(key, bool) or key not in keys:
            c.fail(where, f"unknown key {shown(key)} (the {what} are {expected})")
    for key in keys:
        if key not in value:
            c.fail(where, f"missing key {key} (the {what} are {expected})")
    return {key: value[key] for key in keys}


def _elements(c: Checker, raw: dict, where: str) -> dict[str, int]:
    """Every element of ELEMENTS from an entry's own keys (absent = 0)."""
    return {e: c.integer(raw.get(e, 0), f"{where}.{e}", -ELEMENT_MAX, ELEMENT_MAX) for e in ELEMENTS}


def _cell(c: Checker, value: Any, where: str, width: int, height: int) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        c.fail(where, f"a cell is a list [x, y], found {describe(value)}")
    x = c.integer(value[0], f"{where}[0]", -NUMBER_MAX, NUMBER_MAX)
    y = c.integer(value[1], f"{where}[1]", -NUMBER_MAX, NUMBER_MAX)
    if not (0 <= x < width and 0 <= y < height):
        c.fail(where, f"the cell ({x}, {y}) is off the {width}x{height} board")
    return x, y


def _unique_names(c: Checker, where: str, named: list[tuple[str, Mapping[str, str]]]) -> None:
    """Two entries with one name would be told apart nowhere (the window shows names)."""
    for lang in ("fr", "en"):
        seen: dict[str, str] = {}
        for entry, names in named:
            if names[lang] in seen:
                c.fail(where, f"{seen[names[lang]]} and {entry} have the same {lang} name {shown(names[lang])}")
            seen[names[lang]] = entry


def check_section(c: Checker, game_id: str, raw: Any) -> LivingForestRules:
    """The ``games.<game_id>`` section of Living Forest, checked whole; its rules (LivingForestRules)."""
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
                     for lv, n in _numbered(c, totals["reserve"], f"{tw}.reserve", LEVELS, "levels").items()}
    total_trees = c.integer(totals["trees"], f"{tw}.trees", 1, len(TREE_IDS))
    total_copies = {p: c.integer(n, f"{tw}.tree_copies.{p}", 1, NUMBER_MAX)
                    for p, n in _numbered(c, totals["tree_copies"], f"{tw}.tree_copies", counts,
                                          "numbers of players").items()}
    total_rocks = c.integer(totals["rocks"], f"{tw}.rocks", 1, ROCKS_MAX)
    total_fires = c.integer(totals["fire_tiles"], f"{tw}.fire_tiles", 1, NUMBER_MAX)

    cards, starting, levels, varan = _check_cards(c, w, raw["cards"], total_starting, total_reserve)
    trees = _check_trees(c, w, raw["trees"], counts, total_trees, total_copies)
    sw = f"{w}.start_tree"
    st = c.mapping(raw["start_tree"], sw, ("id", "name"))
    c.choice(st["id"], f"{sw}.id", (START_TREE,))
    start_tree = TreeType(id=START_TREE, cost=0, elements={e: 0 for e in ELEMENTS}, copies={}, repeat=False,
                          names=c.names(st["name"], f"{sw}.name"))
    _unique_names(c, f"{w}.trees", [(t.id, t.names) for t in (*trees.values(), start_tree)])
    width, height, start_cell, corners, lines = _check_board(c, w, raw["board"])
    rocks, start_rocks, capacity = _check_circle(c, w, raw["circle"], counts, total_rocks)
    fire_tiles, start_fires, fire_value = _check_fires(c, w, raw["fires"], total_fires, capacity)

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
    tiles = _list(c, victory["tiles"], f"{vw}.tiles", "victory tiles", len(VICTORY_KINDS))
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


def _check_card(c: Checker, raw: Any, where: str, level: int, expected_id: int) -> AnimalCard:
    if not isinstance(raw, dict) or "id" not in raw:
        c.fail(where, "each card needs an 'id' (its number in the rules)")
    card_id = c.integer(raw["id"], f"{where}.id", 1, NUMBER_MAX)
    if card_id != expected_id:
        # the ids are the rules' numbers, which score files and the engine use: none missing, none twice
        c.fail(f"{where}.id", f"the cards are numbered 1, 2, 3... in this order: expected {expected_id}, "
                              f"found {card_id}")
    where = f"{where} (card {card_id})"
    if level == VARAN_LEVEL:
        c.mapping(raw, where, ("id", "name", "symbol"))
    elif level == STARTING_LEVEL:
        if "cost" in raw:
            c.fail(f"{where}.cost", "a starting card is never bought: it has no cost")
        c.mapping(raw, where, ("id", "name"), ELEMENTS + ("symbol",))
    else:
        c.mapping(raw, where, ("id", "name", "cost"), ELEMENTS + ("symbol",))
    symbol = None
    if "symbol" in raw:
        symbol = c.choice(raw["symbol"], f"{where}.symbol", SYMBOLS)
    return AnimalCard(
        id=card_id, names=c.names(raw["name"], f"{where}.name"), level=level,
        cost=c.integer(raw["cost"], f"{where}.cost", 1, COST_MAX) if "cost" in raw else 0,
        elements=_elements(c, raw, where), symbol=symbol,
    )


def _check_cards(c: Checker, w: str, raw: Any, total_starting: int, total_reserve: Mapping[int, int]):
    cw = f"{w}.cards"
    c.mapping(raw, cw, ("starting", "reserve", "varan"))
    cards: dict[int, AnimalCard] = {}

    def add(items: list, where: str, level: int) -> tuple[int, ...]:
        ids = []
        for i, item in enumerate(items):
            card = _check_card(c, item, f"{where}[{i}]", level, len(cards) + 1)
            cards[card.id] = card
            ids.append(card.id)
        return tuple(ids)

    starting = add(_list(c, raw["starting"], f"{cw}.starting", "cards"), f"{cw}.starting", STARTING_LEVEL)
    if len(starting) != total_starting:
        c.fail(f"{cw}.starting", f"a starting deck of {len(starting)} cards, but totals.starting says "
                                 f"{total_starting}")
    reserve = _numbered(c, raw["reserve"], f"{cw}.reserve", LEVELS, "levels")
    levels: dict[int, tuple[int, ...]] = {}
    for level in LEVELS:
        lw = f"{cw}.reserve.{level}"
        levels[level] = add(_list(c, reserve[level], lw, "cards"), lw, level)
        if len(levels[level]) != total_reserve[level]:
            c.fail(lw, f"level {level} holds {len(levels[level])} cards, but totals.reserve.{level} says "
                       f"{total_reserve[level]}")
    varan = _check_card(c, raw["varan"], f"{cw}.varan", VARAN_LEVEL, len(cards) + 1)
    cards[varan.id] = varan
    _unique_names(c, cw, [(f"card {k.id}", k.names) for k in cards.values()])
    return cards, starting, levels, varan.id


def _check_trees(c: Checker, w: str, raw: Any, counts: tuple[int, ...], total: int,
                 total_copies: Mapping[int, int]) -> dict[str, TreeType]:
    tw = f"{w}.trees"
    items = _list(c, raw, tw, "tree types", len(TREE_IDS))
    trees: dict[str, TreeType] = {}
    for i, t in enumerate(items):
        where = f"{tw}[{i}]"
        if not isinstance(t, dict) or "id" not in t:
            c.fail(where, "each tree type needs an 'id'")
        tree_id = t["id"]
        if tree_id not in TREE_IDS:
            c.fail(f"{where}.id", f"unknown tree id {shown(tree_id)} (tree ids: {', '.join(TREE_IDS)})")
        if tree_id in trees:
            c.fail(where, f"duplicate tree id {shown(tree_id)}")
        where = f"{where} ({tree_id})"
        c.mapping(t, where, ("id", "name", "cost", "copies"), ELEMENTS + ("repeat",))
        copies = {p: c.integer(n, f"{where}.copies.{p}", 0, COUNT_MAX)
                  for p, n in _numbered(c, t["copies"], f"{where}.copies", counts, "numbers of players").items()}
        tree = TreeType(id=tree_id, cost=c.integer(t["cost"], f"{where}.cost", 1, COST_MAX),
                        elements=_elements(c, t, where), copies=copies,
                        repeat=c.boolean(t.get("repeat", False), f"{where}.repeat"),
                        names=c.names(t["name"], f"{where}.name"))
        if not tree.repeat and not any(tree.elements.values()):
            c.fail(where, "a tree without an element needs a power (repeat: true)")
        previous = next(reversed(trees.values()), None)
        if previous is not None and previous.cost > tree.cost:
            c.fail(where, f"the trees are listed in cost order: {tree_id} (cost {tree.cost}) comes after "
                          f"{previous.id} (cost {previous.cost})")
        trees[tree_id] = tree
    if len(trees) != total:
        c.fail(tw, f"{len(trees)} tree types, but totals.trees says {total}")
    for players in counts:
        found = sum(t.copies[players] for t in trees.values())
        if found != total_copies[players]:
            c.fail(tw, f"the copies for {players} players add up to {found} trees, but totals.tree_copies.{players} "
                       f"says {total_copies[players]}")
    return trees


def _check_board(c: Checker, w: str, raw: Any):
    bw = f"{w}.board"
    c.mapping(raw, bw, ("width", "height", "start", "corners", "lines"))
    width = c.integer(raw["width"], f"{bw}.width", 1, BOARD_MAX)
    height = c.integer(raw["height"], f"{bw}.height", 1, BOARD_MAX)
    start = _cell(c, raw["start"], f"{bw}.start", width, height)
    corner_cells = {(x, y) for x in (0, width - 1) for y in (0, height - 1)}
    if start in corner_cells:
        c.fail(f"{bw}.start", f"the start cell {start} is a corner: a corner is reached by growing out to it")
    corners: list[Corner] = []
    for i, item in enumerate(_list(c, raw["corners"], f"{bw}.corners", "corners", len(corner_cells))):
        cw = f"{bw}.corners[{i}]"
        c.mapping(item, cw, ("cell", "effect", "amount"))
        cell = _cell(c, item["cell"], f"{cw}.cell", width, height)
        if cell not in corner_cells:
            c.fail(f"{cw}.cell", f"the cell {cell} is not a corner of the {width}x{height} board")
        if any(k.cell == cell for k in corners):
            c.fail(f"{cw}.cell", f"the corner {cell} is listed twice")
        corners.append(Corner(cell=cell, effect=c.choice(item["effect"], f"{cw}.effect", CORNER_EFFECTS),
                              amount=c.integer(item["amount"], f"{cw}.amount", 1, AMOUNT_MAX)))
    columns = {x: {(x, y) for y in range(height)} for x in range(width)}
    rows = {y: {(x, y) for x in range(width)} for y in range(height)}
    lines: list[LineBonus] = []
    for i, item in enumerate(_list(c, raw["lines"], f"{bw}.lines", "lines", len(LINE_IDS))):
        lw = f"{bw}.lines[{i}]"
        if not isinstance(item, dict) or "id" not in item:
            c.fail(lw, "each line needs an 'id'")
        line_id = c.choice(item["id"], f"{lw}.id", LINE_IDS)
        lw = f"{lw} ({line_id})"
        c.mapping(item, lw, ("id", "cells", "element", "amount"))
        if any(line.id == line_id for line in lines):
            c.fail(lw, f"duplicate line id {shown(line_id)}")
        cells = tuple(_cell(c, v, f"{lw}.cells[{j}]", width, height)
                      for j, v in enumerate(_list(c, item["cells"], f"{lw}.cells", "cells", BOARD_MAX)))
        if len(set(cells)) != len(cells):
            c.fail(f"{lw}.cells", "a cell is listed twice")
        if set(cells) not in list(columns.values()) + list(rows.values()):
            c.fail(f"{lw}.cells", f"a line is a whole column ({height} cells) or a whole row ({width} cells) of the "
                                  f"board, found {', '.join(str(cell) for cell in cells)}")
        if any(set(line.cells) == set(cells) for line in lines):
            c.fail(f"{lw}.cells", "another line has the same cells")
        lines.append(LineBonus(id=line_id, cells=cells, element=c.choice(item["element"], f"{lw}.element", ELEMENTS),
                               amount=c.integer(item["amount"], f"{lw}.amount", 1, AMOUNT_MAX)))
    return width, height, start, tuple(corners), tuple(lines)


def _check_circle(c: Checker, w: str, raw: Any, counts: tuple[int, ...], total: int):
    cw = f"{w}.circle"
    c.mapping(raw, cw, ("rocks", "start_rocks", "centre_capacity"))
    rocks = tuple(c.choice(r, f"{cw}.rocks[{i}]", ROCK_KINDS)
                  for i, r in enumerate(_list(c, raw["rocks"], f"{cw}.rocks", "rocks", ROCKS_MAX)))
    if len(rocks) != total:
        c.fail(f"{cw}.rocks", f"{len(rocks)} rocks, but totals.rocks says {total}")
    start_rocks: dict[int, tuple[int, ...]] = {}
    for players, value in _numbered(c, raw["start_rocks"], f"{cw}.start_rocks", counts,
                                    "numbers of players").items():
        sw = f"{cw}.start_rocks.{players}"
        items = _list(c, value, sw, "rocks", ROCKS_MAX)
        if len(items) != players:
            c.fail(sw, f"one starting rock per player ({players}), found {len(items)}")
        chosen = tuple(c.integer(r, f"{sw}[{i}]", 0, len(rocks) - 1) for i, r in enumerate(items))
        if len(set(chosen)) != len(chosen):
            c.fail(sw, "two players start on the same rock")
        start_rocks[players] = chosen
    capacity = c.integer(raw["centre_capacity"], f"{cw}.centre_capacity", 1, COUNT_MAX)
    return rocks, start_rocks, capacity


def _check_fires(c: Checker, w: str, raw: Any, total: int, capacity: int):
    fw = f"{w}.fires"
    c.mapping(raw, fw, ("tiles", "start", "by_level"))
    tiles_raw = raw["tiles"]
    if not isinstance(tiles_raw, dict) or not tiles_raw:
        c.fail(f"{fw}.tiles", f"expected a mapping of fire values to tiles, found {describe(tiles_raw)}")
    tiles: dict[int, int] = {}
    for value, n in tiles_raw.items():
        c.integer(value, f"{fw}.tiles", 1, AMOUNT_MAX)          # the key: a fire's value
        tiles[value] = c.integer(n, f"{fw}.tiles.{value}", 0, NUMBER_MAX)
    tiles = dict(sorted(tiles.items()))
    if sum(tiles.values()) != total:
        c.fail(f"{fw}.tiles", f"the tiles add up to {sum(tiles.values())}, but totals.fire_tiles says {total}")
    start_items = raw["start"]
    if not isinstance(start_items, list):
        c.fail(f"{fw}.start", f"expected a list of fire values, found {describe(start_items)}")
    start = tuple(_fire_value(c, v, f"{fw}.start[{i}]", tiles) for i, v in enumerate(start_items))
    if len(start) > capacity:
        c.fail(f"{fw}.start", f"the setup puts {len(start)} fires in the centre, but it holds {capacity}")
    for value, n in Counter(start).items():
        if n > tiles[value]:
            c.fail(f"{fw}.start", f"the setup puts {n} fire(s) of value {value} in the centre, but the box holds "
                                  f"{tiles[value]}")
    by_level = {level: _fire_value(c, value, f"{fw}.by_level.{level}", tiles)
                for level, value in _numbered(c, raw["by_level"], f"{fw}.by_level", LEVELS, "levels").items()}
    return tiles, start, by_level


def _fire_value(c: Checker, value: Any, where: str, tiles: Mapping[int, int]) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in tiles:
        c.fail(where, f"expected one of the fire values {', '.join(map(str, tiles))}, found {describe(value)}")
    return value


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
