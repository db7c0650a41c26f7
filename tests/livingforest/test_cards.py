"""Living Forest's card data (the games.living-forest section of data/cards.yaml): the shipped data is the game
LIVING_FOREST.md §2 describes, and every kind of damage is refused with one line naming the file and the entry.

Expected numbers are copied from the rules page (§2.3 tables and column totals, §2.5-§2.12, Appendix A), never
read back from the data under test.
"""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from game.core.catalogue import Checker, parse_catalogue
from game.core.registry import GAMES, game_def
from game.errors import CardDataError
from game.livingforest.cards import (ELEMENTS, AnimalCard, LivingForestRules, TreeType, bundled_rules,
                                     check_section, rules_from_file)
from game.resources import resource_path

CARDS = resource_path("data", "cards.yaml")
GAME = "living-forest"


def whole_file() -> dict:
    return yaml.safe_load(CARDS.read_text(encoding="utf-8"))


def dump(data: dict) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)      # the data's order is a rule


def section() -> dict:
    return copy.deepcopy(whole_file()["games"][GAME])


def check(raw) -> LivingForestRules:
    return check_section(Checker(Path("data/cards.yaml")), GAME, raw)


def refused(raw, expected: str, *words: str) -> str:
    with pytest.raises(CardDataError) as info:
        check(raw)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith(f"data/cards.yaml: games.{GAME}." + expected), message
    for word in words:
        assert word in message, message
    return message


@pytest.fixture(scope="module")
def rules() -> LivingForestRules:
    return bundled_rules()


# ---------------------------------------------------------------------------- the shipped data: the animals

# §2.3 "Column totals": level -> (sun, water, seed, wind, flower), (solitary, gregarious)
COLUMN_TOTALS = {
    0: ((9, 6, 9, 2, 1), (5, 0)),
    1: ((15, 10, 12, 9, 4), (3, 3)),
    2: ((21, 7, 14, 5, 8), (2, 3)),
    3: ((12, 13, 9, 10, 13), (1, 1)),
}
# §2.3 cost columns, in id order
COSTS = {
    1: (3, 3, 3, 5, 5, 5, 5, 5, 3, 3, 2, 2, 5, 4, 2, 3, 4, 5, 4, 5, 1, 2, 2),
    2: (6, 8, 5, 6, 8, 5, 6, 6, 7, 9, 6, 10, 9, 10, 6, 5),
    3: (11, 10, 10, 11, 11, 10, 12, 10, 12, 11, 13, 12),
}


def test_the_decks_hold_the_published_cards_in_the_rules_numbering(rules):
    assert rules.starting == tuple(range(1, 15))
    assert rules.levels == {1: tuple(range(15, 38)), 2: tuple(range(38, 54)), 3: tuple(range(54, 66))}
    assert rules.varan == 66
    assert list(rules.cards) == list(range(1, 67))
    for level, ids in [(0, rules.starting), *rules.levels.items()]:
        assert {rules.cards[i].level for i in ids} == {level}


@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_each_level_adds_up_to_the_column_totals_of_the_rules(rules, level):
    ids = rules.starting if level == 0 else rules.levels[level]
    elements, (solitary, gregarious) = COLUMN_TOTALS[level]
    assert tuple(sum(rules.cards[i].elements[e] for i in ids) for e in ELEMENTS) == elements
    assert sum(rules.cards[i].symbol == "S" for i in ids) == solitary
    assert sum(rules.cards[i].symbol == "G" for i in ids) == gregarious


def test_reserve_cards_cost_sun_and_starting_cards_cost_nothing(rules):
    for level, costs in COSTS.items():
        assert tuple(rules.cards[i].cost for i in rules.levels[level]) == costs
    assert all(rules.cards[i].cost == 0 for i in rules.starting)


def test_the_printed_values_win_where_the_game_park_data_is_wrong(rules):
    # §2.3 / §10 #3: Toucan -1 water, Cobra 1 seed and 2 flowers, Tapir 4 water
    toucan, cobra, tapir = rules.cards[33], rules.cards[53], rules.cards[65]
    assert (toucan.name("en"), toucan.elements["water"], toucan.elements["seed"], toucan.elements["sun"]) == \
        ("Toucan", -1, 0, -2)
    assert (cobra.name("en"), cobra.elements["seed"], cobra.elements["flower"]) == ("Cobra", 1, 2)
    assert (tapir.name("en"), tapir.elements["water"], tapir.elements["seed"], tapir.symbol) == ("Tapir", 4, 0, "S")
    # a few whole cards, as a player reads them
    spider = rules.cards[35]
    assert (spider.cost, dict(spider.elements), spider.symbol) == (
        1, {"sun": 2, "water": 0, "seed": 4, "wind": 0, "flower": 0}, "S")
    assert rules.cards[6].elements["flower"] == -1 and rules.cards[6].symbol is None      # Tanuki


def test_the_fire_varan_is_a_solitary_card_with_nothing_else(rules):
    varan = rules.cards[rules.varan]
    assert isinstance(varan, AnimalCard) and varan.is_varan
    assert (varan.level, varan.cost, varan.symbol) == (-1, 0, "S")
    assert all(v == 0 for v in varan.elements.values())
    assert (varan.name("fr"), varan.name("en")) == ("Varan de feu", "Fire Varan")
    assert rules.varans == 23


def test_every_card_is_named_in_french_and_english_and_no_two_share_a_name(rules):
    for card in rules.cards.values():
        assert set(card.elements) == set(ELEMENTS), card.id
        assert card.name("fr").strip() and card.name("en").strip(), card.id
    for lang in ("fr", "en"):
        names = [card.name(lang) for card in rules.cards.values()]
        assert len(set(names)) == len(names), lang
    assert [rules.cards[i].name("en") for i in (1, 14, 37, 54, 64)] == [
        "Bear", "Owl", "Horned Owl", "Praying mantis", "Deer"]
    assert [rules.cards[i].name("fr") for i in (1, 2, 5, 14)] == ["Ours", "Scarabée", "Poisson rouge", "Chouette"]
    assert rules.name("fr") == rules.name("en") == "Living Forest"
    assert rules.cards[1].name("de") == "Bear"          # an unknown language falls back to English


# ---------------------------------------------------------------------------- the shipped data: trees, boards

# §2.5: id -> (cost, element, value, copies for 2 / 3 / 4 players)
TREE_TABLE = {
    "t3a": (3, "sun", 1, (2, 3, 4)), "t3b": (3, "water", 1, (2, 3, 4)), "t4a": (4, "wind", 1, (2, 3, 4)),
    "t4b": (4, "flower", 1, (2, 3, 4)), "t5a": (5, "sun", 2, (2, 3, 4)), "t5b": (5, "seed", 1, (2, 3, 4)),
    "t6": (6, "water", 2, (2, 3, 3)), "t7": (7, "wind", 2, (2, 3, 3)), "t8": (8, "water", 3, (2, 3, 3)),
    "t9": (9, "flower", 2, (2, 2, 2)), "t10": (10, "sun", 4, (2, 2, 2)), "t11": (11, None, 0, (2, 2, 2)),
}


def test_the_twelve_tree_types_have_the_costs_elements_and_copies_of_the_rules(rules):
    assert list(rules.trees) == list(TREE_TABLE)          # in cost order
    for tid, (cost, element, value, copies) in TREE_TABLE.items():
        tree = rules.trees[tid]
        assert isinstance(tree, TreeType) and tree.cost == cost, tid
        assert dict(tree.elements) == {e: (value if e == element else 0) for e in ELEMENTS}, tid
        assert dict(tree.copies) == dict(zip((2, 3, 4), copies)), tid
        assert tree.repeat == (tid == "t11"), tid
    assert [sum(t.copies[p] for t in rules.trees.values()) for p in (2, 3, 4)] == [24, 33, 39]
    assert rules.tree_copies(3)["t9"] == 2


def test_every_tree_is_named_in_french_and_english(rules):
    for tree in (*rules.trees.values(), rules.start_tree):
        assert tree.name("fr").strip() and tree.name("en").strip(), tree.id
    assert len({t.name("fr") for t in rules.trees.values()}) == 12
    assert rules.trees["t3a"].name("fr") == "Arbre protecteur 3 (soleil)"
    start = rules.tree("start")
    assert start.id == "start" and start.cost == 0 and not any(start.elements.values()) and not start.copies


def test_the_forest_board_corners_and_lines(rules):
    assert (rules.width, rules.height, rules.start_cell) == (5, 3, (2, 1))
    assert {c.cell: (c.effect, c.amount) for c in rules.corners} == {
        (0, 0): ("attract", 3), (4, 0): ("fragments", 2), (0, 2): ("fragments", 2), (4, 2): ("extinguish", 2)}
    assert rules.corner_at((4, 2)).effect == "extinguish" and rules.corner_at((2, 0)) is None
    lines = {line.id: (set(line.cells), line.element, line.amount) for line in rules.lines}
    assert lines == {
        "column1": ({(1, 0), (1, 1), (1, 2)}, "water", 1),
        "column2": ({(2, 0), (2, 1), (2, 2)}, "sun", 1),
        "column3": ({(3, 0), (3, 1), (3, 2)}, "wind", 1),
        "middle_row": ({(0, 1), (1, 1), (2, 1), (3, 1), (4, 1)}, "flower", 2),
    }
    assert rules.on_board((4, 2)) and not rules.on_board((5, 0))


def test_the_circle_the_fires_and_the_numbers_of_a_turn(rules):
    assert rules.rocks == ("plant", "fragment", "attract", "fragment", "extinguish", "fragment",
                           "plant", "fragment", "attract", "fragment", "extinguish", "fragment")
    assert rules.start_rocks == {2: (0, 6), 3: (2, 6, 10), 4: (0, 6, 9, 3)}
    assert rules.centre_capacity == 7
    assert rules.fire_tiles == {2: 30, 3: 16, 4: 12} and sum(rules.fire_tiles.values()) == 58
    assert rules.start_fires == (2,)
    assert rules.fire_value == {1: 2, 2: 3, 3: 4}
    assert (rules.varans, rules.fragments, rules.reserve_row) == (23, 20, 4)
    assert (rules.victory_target, rules.victory_tiles) == (12, ("fire", "tree", "flower"))
    assert (rules.forced_stop, rules.normal_actions, rules.round_cap) == (3, 2, 60)
    assert (rules.players_min, rules.players_max, rules.game_id) == (2, 4, GAME)


def test_the_rules_cannot_be_changed_by_whoever_reads_them(rules):
    with pytest.raises(AttributeError):
        rules.victory_target = 5
    with pytest.raises(AttributeError):
        rules.cards[1].cost = 3


# ---------------------------------------------------------------------------- damaged data is refused


def renumber(raw: dict) -> None:
    """Give every card its place as its id again (after a card was taken out)."""
    cards = raw["cards"]
    n = 0
    for group in (cards["starting"], *cards["reserve"].values(), [cards["varan"]]):
        for card in group:
            n += 1
            card["id"] = n


def test_the_shipped_section_passes_its_own_checker():
    assert check(section()) == bundled_rules()


def test_a_missing_card_is_refused():
    raw = section()
    del raw["cards"]["reserve"][1][5]                       # Lemur (20)
    refused(raw, "cards.reserve.1[5].id", "expected 20, found 21")
    raw = section()
    raw["cards"]["reserve"][2].pop()                         # Cobra, the last of level 2
    renumber(raw)
    refused(raw, "cards.reserve.2:", "15 cards", "totals.reserve.2 says 16")


def test_a_wrong_starting_deck_size_is_refused():
    raw = section()
    raw["cards"]["starting"].pop()
    renumber(raw)
    refused(raw, "cards.starting:", "a starting deck of 13 cards", "totals.starting says 14")
    raw = section()
    raw["cards"]["starting"].append({"id": 15, "name": {"fr": "Loutre", "en": "Otter"}, "water": 1})
    renumber(raw)
    refused(raw, "cards.starting:", "15 cards")


def test_a_bad_element_is_refused():
    raw = section()
    raw["cards"]["starting"][0]["fire"] = 2
    refused(raw, "cards.starting[0] (card 1):", "unknown key 'fire'", "sun, water, seed, wind, flower")
    raw = section()
    raw["cards"]["reserve"][3][0]["seed"] = "4"
    refused(raw, "cards.reserve.3[0] (card 54).seed:", "whole number")
    raw = section()
    raw["cards"]["reserve"][3][0]["seed"] = 400
    refused(raw, "cards.reserve.3[0] (card 54).seed:", "at most 20")
    raw = section()
    raw["board"]["lines"][0]["element"] = "earth"
    refused(raw, "board.lines[0] (column1).element:", "'earth'", "flower")


def test_a_bad_card_entry_is_refused():
    raw = section()
    raw["cards"]["reserve"][1][0]["symbol"] = "X"
    refused(raw, "cards.reserve.1[0] (card 15).symbol:", "S, G")
    raw = section()
    raw["cards"]["starting"][2]["cost"] = 2
    refused(raw, "cards.starting[2] (card 3).cost:", "no cost")
    raw = section()
    del raw["cards"]["reserve"][2][0]["cost"]
    refused(raw, "cards.reserve.2[0] (card 38):", "missing key 'cost'")
    raw = section()
    raw["cards"]["varan"]["water"] = 1
    refused(raw, "cards.varan (card 66):", "unknown key 'water'")
    raw = section()
    raw["cards"]["reserve"][1][3]["name"]["fr"] = "Ours"
    refused(raw, "cards:", "card 1 and card 18", "'Ours'")
    raw = section()
    del raw["cards"]["reserve"][1][0]["name"]["en"]
    refused(raw, "cards.reserve.1[0] (card 15).name:", "missing key 'en'")
    raw = section()
    raw["cards"]["reserve"][4] = raw["cards"]["reserve"][3]
    refused(raw, "cards.reserve:", "unknown key 4")


def test_a_tree_with_an_unknown_id_or_wrong_numbers_is_refused():
    raw = section()
    raw["trees"][0]["id"] = "t12"
    refused(raw, "trees[0].id:", "unknown tree id 't12'", "t3a")
    raw = section()
    raw["trees"][1]["id"] = "t3a"
    refused(raw, "trees[1]:", "duplicate tree id 't3a'")
    raw = section()
    raw["trees"][6]["copies"][4] = 4
    refused(raw, "trees:", "4 players add up to 40", "says 39")
    raw = section()
    del raw["trees"][2]["copies"][3]
    refused(raw, "trees[2] (t4a).copies:", "missing key 3")
    raw = section()
    raw["trees"][0], raw["trees"][4] = raw["trees"][4], raw["trees"][0]
    refused(raw, "trees[1] (t3b):", "cost order")
    raw = section()
    del raw["trees"][11]["repeat"]
    refused(raw, "trees[11] (t11):", "without an element")
    raw = section()
    raw["trees"].pop()
    refused(raw, "trees:", "11 tree types", "says 12")


def test_a_corner_off_the_board_or_off_a_corner_is_refused():
    raw = section()
    raw["board"]["corners"][1]["cell"] = [5, 0]
    refused(raw, "board.corners[1].cell:", "(5, 0) is off the 5x3 board")
    raw = section()
    raw["board"]["corners"][1]["cell"] = [2, 0]
    refused(raw, "board.corners[1].cell:", "(2, 0) is not a corner")
    raw = section()
    raw["board"]["corners"][1]["cell"] = [0, 0]
    refused(raw, "board.corners[1].cell:", "listed twice")
    raw = section()
    raw["board"]["corners"][0]["effect"] = "plant"
    refused(raw, "board.corners[0].effect:", "'plant'", "attract, extinguish, fragments")
    raw = section()
    raw["board"]["start"] = [0, 0]
    refused(raw, "board.start:", "corner")


def test_a_line_must_lie_on_the_board_and_be_a_whole_row_or_column():
    raw = section()
    raw["board"]["lines"][0]["cells"][2] = [1, 3]
    refused(raw, "board.lines[0] (column1).cells[2]:", "(1, 3) is off the 5x3 board")
    raw = section()
    raw["board"]["lines"][3]["cells"].pop()
    refused(raw, "board.lines[3] (middle_row).cells:", "whole column", "whole row")
    raw = section()
    raw["board"]["lines"][1]["id"] = "column1"
    refused(raw, "board.lines[1] (column1):", "duplicate line id")
    raw = section()
    raw["board"]["lines"][1]["id"] = "diagonal"
    refused(raw, "board.lines[1].id:", "'diagonal'")


def test_the_circle_and_its_starting_rocks_are_checked():
    raw = section()
    raw["circle"]["rocks"].pop()
    refused(raw, "circle.rocks:", "11 rocks", "says 12")
    raw = section()
    raw["circle"]["rocks"][3] = "teleport"
    refused(raw, "circle.rocks[3]:", "'teleport'")
    raw = section()
    raw["circle"]["start_rocks"][3] = [2, 6, 6]
    refused(raw, "circle.start_rocks.3:", "same rock")
    raw = section()
    raw["circle"]["start_rocks"][4] = [0, 6, 9, 12]
    refused(raw, "circle.start_rocks.4[3]:", "at most 11")
    raw = section()
    raw["circle"]["start_rocks"][2] = [0]
    refused(raw, "circle.start_rocks.2:", "one starting rock per player (2), found 1")
    raw = section()
    del raw["circle"]["start_rocks"][4]
    refused(raw, "circle.start_rocks:", "missing key 4")


def test_the_fire_tiles_must_cover_the_setup_and_the_purchases():
    raw = section()
    raw["fires"]["tiles"] = {2: 0, 3: 46, 4: 12}
    refused(raw, "fires.start:", "1 fire(s) of value 2", "holds 0")
    raw = section()
    raw["fires"]["tiles"][2] = 29
    refused(raw, "fires.tiles:", "add up to 57", "says 58")
    raw = section()
    raw["fires"]["by_level"][3] = 5
    refused(raw, "fires.by_level.3:", "2, 3, 4", "number 5")
    raw = section()
    raw["fires"]["start"] = [2] * 8
    raw["fires"]["tiles"][2] = 30
    refused(raw, "fires.start:", "8 fires", "holds 7")


def test_the_other_numbers_are_checked():
    raw = section()
    raw["victory"]["tiles"] = ["fire", "tree", "tree"]
    refused(raw, "victory.tiles:", "one tile of each category")
    raw = section()
    raw["turn"]["normal_actions"] = 1
    refused(raw, "turn.normal_actions:", "at least 2")
    raw = section()
    raw["reserve_row"] = 13
    refused(raw, "reserve_row:", "level 3 holds 12 cards")
    raw = section()
    raw["colour"] = "green"
    with pytest.raises(CardDataError, match=r"^data/cards.yaml: games.living-forest: unknown key 'colour'"):
        check(raw)
    raw = section()
    del raw["round_cap"]
    with pytest.raises(CardDataError, match=r"^data/cards.yaml: games.living-forest: missing key 'round_cap'$"):
        check(raw)


def test_rules_from_file_names_the_file_and_the_missing_section(tmp_path):
    path = tmp_path / "cards.yaml"
    data = whole_file()
    assert rules_from_file(CARDS) == bundled_rules()
    del data["games"][GAME]
    path.write_text(dump(data), encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml: games: missing key 'living-forest'$"):
        rules_from_file(path)
    data = whole_file()
    data["games"][GAME]["board"]["width"] = 0
    path.write_text(dump(data), encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        rules_from_file(path)
    assert str(info.value) == f"{path}: games.{GAME}.board.width: must be at least 1, found 0"


# ---------------------------------------------------------------------------- the catalogue


def test_the_catalogue_reads_the_section_with_the_games_own_checker():
    assert GAMES[GAME].definition == "game.livingforest:LIVING_FOREST" and GAMES[GAME].card_data
    raw = whole_file()["games"][GAME]
    assert game_def(GAME).check_cards(Checker(CARDS), GAME, raw) == check_section(Checker(CARDS), GAME, raw)


def test_the_whole_catalogue_still_loads_with_the_other_games_unchanged(monkeypatch):
    text = CARDS.read_text(encoding="utf-8")
    catalogue = parse_catalogue(text, "data/cards.yaml")
    assert catalogue[GAME] == rules_from_file(CARDS)
    # the catalogue as it was before Living Forest: the other games' rules are the same
    monkeypatch.delitem(GAMES, GAME)
    data = whole_file()
    del data["games"][GAME]
    without = parse_catalogue(dump(data), "data/cards.yaml")
    for gid in ("forest", "savane", "canopee"):
        assert catalogue[gid] == without[gid], gid
    assert catalogue["forest"].kind_ids[:3] == ("bee", "bear", "trout")
    assert catalogue["canopee"].name("en") == "Canopy"


def test_the_catalogue_checks_the_living_forest_section_too():
    data = whole_file()
    data["games"][GAME]["trees"][0]["id"] = "t12"
    with pytest.raises(CardDataError, match=r"^data/cards.yaml: games.living-forest.trees\[0\].id: unknown tree id"):
        parse_catalogue(dump(data), "data/cards.yaml")


def test_a_missing_living_forest_section_is_refused():
    data = whole_file()
    del data["games"][GAME]
    with pytest.raises(CardDataError, match=r"games: missing key 'living-forest'$"):
        parse_catalogue(dump(data), "data/cards.yaml")


def test_an_unknown_section_is_still_refused():
    data = whole_file()
    data["games"]["living-forest-2"] = data["games"][GAME]      # a section no registered game reads
    with pytest.raises(CardDataError, match=r"games: unknown key 'living-forest-2'"):
        parse_catalogue(dump(data), "data/cards.yaml")
    data = whole_file()
    data["games"]["jungle"] = {"name": "jungle"}                   # a game nobody registered
    with pytest.raises(CardDataError, match=r"games: unknown key 'jungle'"):
        parse_catalogue(dump(data), "data/cards.yaml")


def _leaves(node, path=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _leaves(value, path + (i,))
    yield path


@pytest.mark.slow
def test_any_wrong_value_anywhere_is_one_card_data_error_never_a_crash():
    # every entry of the section, replaced by values of the wrong shape: the checker answers with its one-line
    # error (or accepts a value that happens to fit), never with a Python exception
    base = section()
    hostile = (None, [], {}, "x", -1, 10 ** 9, True)
    for path in list(_leaves(base)):
        for value in hostile:
            raw = copy.deepcopy(base)
            if not path:
                continue
            parent = raw
            for key in path[:-1]:
                parent = parent[key]
            parent[path[-1]] = value
            try:
                check(raw)
            except CardDataError as exc:
                assert "\n" not in str(exc) and str(exc).startswith("data/cards.yaml: games.living-forest")
