"""Living Forest's rules pages (game/livingforest/rules_text.py and its rules_*.py): every animal, tree, corner, line
and rock is on a page in both languages, every number a page shows is the card data's (a copy of data/cards.yaml
with other numbers gives pages with those numbers), and no number of the rules is typed into the texts."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import yaml

from game.core.texts import catalogue_path, read_catalogue
from game.i18n import STRINGS
from game.livingforest import rules_text as R
from game.livingforest.cards import ELEMENTS, LEVELS, bundled_rules, rules_from_file
from game.resources import resource_path
from tests.helpers import missing_glyphs

LANGS = ("fr", "en")


def page(section, lang, rules=None) -> str:
    """A page, its non-breaking spaces made plain (for searching)."""
    return R.rules_text(section, lang, rules).replace("\u00a0", " ")


def tables(text: str) -> list[list[list[str]]]:
    """Every table of a page: rows of cells, the header row first."""
    out, rows = [], []
    for line in text.split("\n") + [""]:
        if line.startswith("|"):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
        elif rows:
            out.append(rows)
            rows = []
    return out


def table_rows(text: str, first_heading: str) -> dict[str, list[str]]:
    """The rows (by first cell) of the page's table whose first heading is ``first_heading``."""
    table = next(t for t in tables(text) if t[0][0] == first_heading)
    return {row[0]: row[1:] for row in table[1:]}


def shown(n: int) -> str:
    return str(n) if n >= 0 else f"−{-n}"


# ---------------------------------------------------------------------------- every page, both languages


def test_every_page_is_written_in_both_languages():
    rules = bundled_rules()
    sections = R.sections(rules)
    assert sections[:len(R.GENERAL_SECTIONS)] == R.GENERAL_SECTIONS
    assert len(sections) == len(set(sections))
    for section in sections:
        fr, en = page(section, "fr"), page(section, "en")
        assert fr != en, section
        for lang, text in (("fr", fr), ("en", en)):
            assert len(text.split()) >= 12, (section, lang)           # a real page, not a stub
            assert "{" not in text and "}" not in text, (section, lang)
    for kind in R.kinds(rules):
        for lang in LANGS:
            assert all(line.strip() for line in R.facts(kind, lang, rules)), (kind, lang)
            assert R.kind_name(kind, lang, rules)


def test_every_animal_and_tree_has_its_page_and_a_row_in_its_group():
    rules = bundled_rules()
    sections = R.sections(rules)
    names = {lang: {} for lang in LANGS}
    for card in rules.cards.values():
        assert str(card.id) in sections
        group = R.group_of(str(card.id), rules)
        assert sections.index(group) < sections.index(str(card.id))   # the group's page comes first
        for lang in LANGS:
            text = page(group, lang)
            if card.is_varan:
                assert str(rules.varans) in text
            else:
                assert card.name(lang) in table_rows(text, "Carte" if lang == "fr" else "Card"), (card.id, lang)
            names[lang][card.id] = card.name(lang)
    for tree in [*rules.trees.values(), rules.start_tree]:
        assert tree.id in sections and R.group_of(tree.id, rules) == "trees"
        for lang in LANGS:
            if tree.id != "start":
                assert tree.name(lang) in table_rows(page("trees", lang), "Arbre" if lang == "fr" else "Tree")
    # the groups hold every card and tree exactly once
    held = [k for _, ids in R.card_groups(rules) for k in ids]
    assert sorted(held) == sorted([str(i) for i in rules.cards] + [*rules.trees, "start"])


def test_the_general_pages_cover_the_game():
    en = {s: page(s, "en") for s in R.GENERAL_SECTIONS}
    fr = {s: page(s, "fr") for s in R.GENERAL_SECTIONS}
    for section, words in {
        "overview": ["12 different Protective Trees", "12 fires put out", "12 Sacred Flowers", "biggest sum",
                     "hand-off screen", "undo"],
        "setup": ["Sacred Tree", "face up", "starting deck"],
        "draw": ["Reveal", "Stop", "Solitary", "Gregarious", "balance to 3", "one action only", "Fragment",
                 "discard pile is shuffled"],
        "actions": ["different kinds", "The cost-11 tree", "Bonus actions", "whole total", "Extinguish"],
        "attract": ["top of your draw pile", "choose their order"],
        "extinguish": ["whatever its value"],
        "plant": ["next to a cell that holds a tree", "never diagonally", "The corners", "The lines"],
        "move": ["jumped and not counted", "Victory tiles", "The rock's bonus"],
        "round_end": ["below that sum", "one Fire Varan per fire tile", "Equal water is enough", "Sacred Tree passes",
                      "never holds more than 7 fires"],
        "victory": ["highest sum", "share the victory", "cannot win"],
    }.items():
        for word in words:
            assert word in en[section], (section, word)
    assert "arrêt forcé" in fr["draw"] and "Grégaire" in fr["draw"]


def test_every_corner_line_and_rock_is_on_a_page():
    rules = bundled_rules()
    for lang in LANGS:
        board, circle, plant = page("board", lang), page("circle", lang), page("plant", lang)
        for text in (board, plant):
            corners = next(t for t in tables(text) if t[0][0] in ("Coin", "Corner"))[1:]
            assert len(corners) == len(rules.corners)
            for corner, row in zip(rules.corners, corners):
                x, y = corner.cell
                assert row[1] == (f"colonne {x + 1}, rangée {y + 1}" if lang == "fr" else f"column {x + 1}, row {y + 1}")
                assert f"{corner.amount} " in row[2] or f"+{corner.amount} " in row[2], (lang, row)
            lines = next(t for t in tables(text) if t[0][0] in ("Ligne", "Line"))[1:]
            assert len(lines) == len(rules.lines)
            for line, row in zip(rules.lines, lines):
                to_plant = [c for c in line.cells if tuple(c) != tuple(rules.start_cell)]
                assert row[1] == str(len(to_plant)) and row[2].startswith(f"+{line.amount} "), (lang, row)
        # the rocks: each kind once, with every rock that carries it (counted from 1)
        rocks = next(t for t in tables(circle) if t[0][0] == "Bonus")[1:]
        listed = {int(n) - 1: row[0] for row in rocks for n in row[2].split(", ")}
        assert sorted(listed) == list(range(len(rules.rocks)))
        assert len({row[0] for row in rocks}) == len(set(rules.rocks))
        # and the starting rocks of every table size
        start = next(t for t in tables(circle) if t[0][0] in ("Joueurs", "Players"))[1:]
        for players, row in zip(rules.start_rocks, start):
            assert row[0] == str(players)
            assert [c for c in row[1:] if c] == [str(r + 1) for r in rules.start_rocks[players]]


def test_the_numbers_of_the_tables_are_the_data():
    rules = bundled_rules()
    for lang in LANGS:
        card_head = "Carte" if lang == "fr" else "Card"
        for level in LEVELS:
            rows = table_rows(page(f"animals_{level}", lang), card_head)
            for card_id in rules.levels[level]:
                card = rules.card(card_id)
                row = rows[card.name(lang)]
                assert row[0] == str(card.cost)
                assert row[1:6] == [shown(card.elements[e]) if card.elements[e] else "·" for e in ELEMENTS]
                assert bool(row[6]) == bool(card.symbol)
        rows = table_rows(page("animals_start", lang), card_head)
        for card_id in rules.starting:
            card = rules.card(card_id)
            assert rows[card.name(lang)][:5] == [shown(card.elements[e]) if card.elements[e] else "·"
                                                 for e in ELEMENTS]
        trees = table_rows(page("trees", lang), "Arbre" if lang == "fr" else "Tree")
        for tree in rules.trees.values():
            row = trees[tree.name(lang)]
            assert row[0] == str(tree.cost)
            assert row[2:] == [str(tree.copies[p]) for p in range(rules.players_min, rules.players_max + 1)]
            for e, n in tree.elements.items():
                if n:
                    assert row[1].startswith(f"+{n} ")
        levels = table_rows(page("attract", lang), "Niveau" if lang == "fr" else "Level")
        for level in LEVELS:
            costs = [rules.card(i).cost for i in rules.levels[level]]
            assert levels[str(level)] == [str(len(rules.levels[level])), f"{min(costs)} – {max(costs)}",
                                          str(rules.fire_value[level])]


def test_the_worked_examples_add_up():
    """The examples' sums are the scoring module's (not typed): the seed total, the fires, the sums."""
    en = {s: page(s, "en") for s in ("actions", "extinguish", "victory")}
    total = re.search(r"Your seed total: ([−+\d ]+) = (\d+)", en["actions"])
    terms = [int(t.replace("−", "-")) for t in re.findall(r"[−+]?\s?\d+", total.group(1).replace(" ", ""))]
    assert sum(terms) == int(total.group(2))
    water = int(re.search(r"With (\d+) water", en["extinguish"]).group(1))
    for choice in re.search(r"you take (.*?) —", en["extinguish"]).group(1).replace(" or ", ", ").split(", "):
        assert sum(int(x) for x in choice.split(" + ")) <= water
    rows = table_rows(en["victory"], "Player")
    for name, row in rows.items():
        assert int(row[3]) == sum(int(x) for x in row[:3]), name


# ---------------------------------------------------------------------------- typography and markup


def test_french_typography_and_markup():
    for section in R.sections():
        fr, en = R.rules_text(section, "fr"), R.rules_text(section, "en")
        assert " :" not in fr and " ;" not in fr and "'" not in fr, section
        assert "\u00a0:" not in en, section
        for lang, text in (("fr", fr), ("en", en)):
            for table in tables(text):
                assert len({len(row) for row in table}) == 1, (section, lang, table[0])
            for line in text.split("\n"):
                assert not line.startswith("#") or line.startswith("## "), (section, lang, line)


def test_every_character_has_a_glyph_in_the_fonts():
    chars = {c for s in R.sections() for lang in LANGS for c in R.rules_text(s, lang)}
    chars |= {c for key, texts in STRINGS.items() if key.startswith("lfr_") for text in texts.values() for c in text}
    assert missing_glyphs(chars) == []


def test_no_number_is_typed_into_the_texts():
    """Not one digit in the templates, phrases or table headings: every number on a page is filled in from the
    card data. (The sources are read as Python — rules_text.py and the rules_*.py modules it is made of: only their
    strings are looked at, docstrings left out; and every text of its catalogue.)"""
    sources = sorted(Path(R.__file__).parent.glob("rules_*.py"))
    assert len(sources) > 1 and Path(R.__file__) in sources
    literals = []
    for source in sources:
        tree = ast.parse(source.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef))
                      and node.body and isinstance(node.body[0], ast.Expr)}
        literals += [(f"{source.name}:{node.lineno}", node.value) for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]
    # and the templates of its catalogue (game/livingforest/locale/<lang>/rules.po), by key
    literals += [(key, text) for lang in LANGS
                 for key, text in read_catalogue(catalogue_path("game.livingforest", lang, "rules")).items()]
    assert len(literals) > 150
    assert [(n, text[:50]) for n, text in literals if re.search(r"\d", re.sub(r"\{\w+\}", "", text))] == []


# ---------------------------------------------------------------------------- the pages follow the data


def _changed_rules(tmp_path: Path):
    """The card data with a dozen numbers changed (its totals kept consistent so that it loads)."""
    with open(resource_path("data", "cards.yaml"), encoding="utf-8") as source:
        data = yaml.safe_load(source)
    lf = data["games"]["living-forest"]
    lf["victory"]["target"] = 15
    lemur = next(c for c in lf["cards"]["reserve"][1] if c["id"] == 20)
    lemur["cost"], lemur["sun"] = 7, 6
    lf["board"]["corners"][0]["amount"] = 4
    lf["board"]["lines"][0]["amount"] = 2
    lf["circle"]["start_rocks"][2] = [0, 5]
    lf["circle"]["centre_capacity"] = 6
    lf["reserve_row"] = 5
    lf["turn"] = {"forced_stop": 4, "normal_actions": 3}
    t9 = next(t for t in lf["trees"] if t["id"] == "t9")
    t9["cost"], t9["copies"][2] = 10, 3
    lf["totals"]["tree_copies"][2] += 1
    lf["supplies"]["varans"] = 19
    changed = tmp_path / "living-forest.yaml"
    with open(changed, "w", encoding="utf-8") as out:
        yaml.safe_dump(data, out, allow_unicode=True, sort_keys=False)
    return rules_from_file(changed)


def test_the_pages_follow_the_data(tmp_path):
    """Numbers changed in a copy of the data: each page says the new number and no longer the old one."""
    old, new = bundled_rules(), _changed_rules(tmp_path)
    checks = [
        ("overview", "15 different Protective Trees", "12 different Protective Trees"),
        ("victory", "A single Spirit with 15 or more", "A single Spirit with 12 or more"),
        ("animals_1", "| Lemur | 7 | 6 |", "| Lemur | 5 | 4 |"),
        ("20", "It costs 7 sun to attract", "It costs 5 sun to attract"),
        ("plant", "a bonus Attract with +4 sun", "a bonus Attract with +3 sun"),
        ("board", "| Column 2 | 3 | +2 water |", "| Column 2 | 3 | +1 water |"),
        ("circle", "| 2 | 1 | 6 |", "| 2 | 1 | 7 |"),
        ("round_end", "never holds more than 6 fires", "never holds more than 7 fires"),
        ("attract", "5 cards of each level lie face up", "4 cards of each level lie face up"),
        ("draw", "brings your balance to 4", "brings your balance to 3"),
        ("draw", "stop now with 3 actions", "stop now with 2 actions"),
        ("trees", "| Protective tree 9 (flower) | 10 | +2 flowers | 3 | 2 | 2 |",
         "| Protective tree 9 (flower) | 9 | +2 flowers | 2 | 2 | 2 |"),
        ("setup", "25 trees with 2 players", "24 trees with 2 players"),
        ("varan", "There are 19 Fire Varans", "There are 23 Fire Varans"),
    ]
    for section, now, was in checks:
        before, after = page(section, "en", old), page(section, "en", new)
        assert was in before, (section, was)
        assert now in after, (section, now, after)
        assert was not in after, (section, was)
    assert "15 Fleurs sacrées" in page("overview", "fr", new)
    assert R.facts("20", "fr", new)[0] == "Niveau 1 · coût 7"
    # the draw example follows the new forced stop: one more Solitary card before it
    assert page("draw", "en", new).count("(3)") == 1 and "reaches 4" in page("draw", "en", new)
