"""The checker of Living Forest's card data, section by section: the Guardian Animals (the starting deck, the
reserve levels, the Fire Varan), the Protective Trees, the Forest board (its corners and lines), the Circle of
Spirits, the fire tiles, and the small checks they share. ``cards.check_section`` calls these on the parts of
``games.living-forest`` and assembles their ``LivingForestRules``; each problem is one line naming its entry.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping

from ..core.catalogue import Checker
from ..inputs import shown
from .cards import (AMOUNT_MAX, BOARD_MAX, CORNER_EFFECTS, COST_MAX, COUNT_MAX, ELEMENT_MAX, ELEMENTS, LEVELS,
                    LINE_IDS, NUMBER_MAX, ROCK_KINDS, ROCKS_MAX, STARTING_LEVEL, SYMBOLS, TREE_IDS, VARAN_LEVEL,
                    AnimalCard, Corner, LineBonus, TreeType)


def describe(value: Any) -> str:
    from ..core.catalogue import describe as describe  # the catalogue's words for a wrong value

    return describe(value)


def checked_list(c: Checker, value: Any, where: str, what: str, limit: int = COUNT_MAX) -> list:
    if not isinstance(value, list) or not value:
        c.fail(where, f"expected a list of {what}, found {describe(value)}")
    if len(value) > limit:
        c.fail(where, f"a list of at most {limit} {what}, found {len(value)}")
    return value


def numbered(c: Checker, value: Any, where: str, keys: tuple[int, ...], what: str) -> dict:
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


def unique_names(c: Checker, where: str, named: list[tuple[str, Mapping[str, str]]]) -> None:
    """Two entries with one name would be told apart nowhere (the window shows names)."""
    for lang in ("fr", "en"):
        seen: dict[str, str] = {}
        for entry, names in named:
            if names[lang] in seen:
                c.fail(where, f"{seen[names[lang]]} and {entry} have the same {lang} name {shown(names[lang])}")
            seen[names[lang]] = entry


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


def check_cards(c: Checker, w: str, raw: Any, total_starting: int, total_reserve: Mapping[int, int]):
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

    starting = add(checked_list(c, raw["starting"], f"{cw}.starting", "cards"), f"{cw}.starting", STARTING_LEVEL)
    if len(starting) != total_starting:
        c.fail(f"{cw}.starting", f"a starting deck of {len(starting)} cards, but totals.starting says "
                                 f"{total_starting}")
    reserve = numbered(c, raw["reserve"], f"{cw}.reserve", LEVELS, "levels")
    levels: dict[int, tuple[int, ...]] = {}
    for level in LEVELS:
        lw = f"{cw}.reserve.{level}"
        levels[level] = add(checked_list(c, reserve[level], lw, "cards"), lw, level)
        if len(levels[level]) != total_reserve[level]:
            c.fail(lw, f"level {level} holds {len(levels[level])} cards, but totals.reserve.{level} says "
                       f"{total_reserve[level]}")
    varan = _check_card(c, raw["varan"], f"{cw}.varan", VARAN_LEVEL, len(cards) + 1)
    cards[varan.id] = varan
    unique_names(c, cw, [(f"card {k.id}", k.names) for k in cards.values()])
    return cards, starting, levels, varan.id


def check_trees(c: Checker, w: str, raw: Any, counts: tuple[int, ...], total: int,
                 total_copies: Mapping[int, int]) -> dict[str, TreeType]:
    tw = f"{w}.trees"
    items = checked_list(c, raw, tw, "tree types", len(TREE_IDS))
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
                  for p, n in numbered(c, t["copies"], f"{where}.copies", counts, "numbers of players").items()}
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


def check_board(c: Checker, w: str, raw: Any):
    bw = f"{w}.board"
    c.mapping(raw, bw, ("width", "height", "start", "corners", "lines"))
    width = c.integer(raw["width"], f"{bw}.width", 1, BOARD_MAX)
    height = c.integer(raw["height"], f"{bw}.height", 1, BOARD_MAX)
    start = _cell(c, raw["start"], f"{bw}.start", width, height)
    corner_cells = {(x, y) for x in (0, width - 1) for y in (0, height - 1)}
    if start in corner_cells:
        c.fail(f"{bw}.start", f"the start cell {start} is a corner: a corner is reached by growing out to it")
    corners: list[Corner] = []
    for i, item in enumerate(checked_list(c, raw["corners"], f"{bw}.corners", "corners", len(corner_cells))):
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
    for i, item in enumerate(checked_list(c, raw["lines"], f"{bw}.lines", "lines", len(LINE_IDS))):
        lw = f"{bw}.lines[{i}]"
        if not isinstance(item, dict) or "id" not in item:
            c.fail(lw, "each line needs an 'id'")
        line_id = c.choice(item["id"], f"{lw}.id", LINE_IDS)
        lw = f"{lw} ({line_id})"
        c.mapping(item, lw, ("id", "cells", "element", "amount"))
        if any(line.id == line_id for line in lines):
            c.fail(lw, f"duplicate line id {shown(line_id)}")
        cells = tuple(_cell(c, v, f"{lw}.cells[{j}]", width, height)
                      for j, v in enumerate(checked_list(c, item["cells"], f"{lw}.cells", "cells", BOARD_MAX)))
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


def check_circle(c: Checker, w: str, raw: Any, counts: tuple[int, ...], total: int):
    cw = f"{w}.circle"
    c.mapping(raw, cw, ("rocks", "start_rocks", "centre_capacity"))
    rocks = tuple(c.choice(r, f"{cw}.rocks[{i}]", ROCK_KINDS)
                  for i, r in enumerate(checked_list(c, raw["rocks"], f"{cw}.rocks", "rocks", ROCKS_MAX)))
    if len(rocks) != total:
        c.fail(f"{cw}.rocks", f"{len(rocks)} rocks, but totals.rocks says {total}")
    start_rocks: dict[int, tuple[int, ...]] = {}
    for players, value in numbered(c, raw["start_rocks"], f"{cw}.start_rocks", counts,
                                    "numbers of players").items():
        sw = f"{cw}.start_rocks.{players}"
        items = checked_list(c, value, sw, "rocks", ROCKS_MAX)
        if len(items) != players:
            c.fail(sw, f"one starting rock per player ({players}), found {len(items)}")
        chosen = tuple(c.integer(r, f"{sw}[{i}]", 0, len(rocks) - 1) for i, r in enumerate(items))
        if len(set(chosen)) != len(chosen):
            c.fail(sw, "two players start on the same rock")
        start_rocks[players] = chosen
    capacity = c.integer(raw["centre_capacity"], f"{cw}.centre_capacity", 1, COUNT_MAX)
    return rocks, start_rocks, capacity


def check_fires(c: Checker, w: str, raw: Any, total: int, capacity: int):
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
                for level, value in numbered(c, raw["by_level"], f"{fw}.by_level", LEVELS, "levels").items()}
    return tiles, start, by_level


def _fire_value(c: Checker, value: Any, where: str, tiles: Mapping[int, int]) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value not in tiles:
        c.fail(where, f"expected one of the fire values {', '.join(map(str, tiles))}, found {describe(value)}")
    return value
