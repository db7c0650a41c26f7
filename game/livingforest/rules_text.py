"""Living Forest's rules for the rules screen, told to a newcomer in French and English (no pygame): the code that
fills the pages in from the card data. Their words are in game/livingforest/locale/<lang>/rules.po, which a
translator edits.

The same shape as game/canopee/rules_text.py, in its tiny markup (``## heading``, ``- bullet``, ``| table |``):

- the general pages (``GENERAL_SECTIONS``): the goal, the setup, the Guardian Animals phase, the actions, each of
  Attract / Extinguish / Plant / Move, the end of a round and the victory;
- a page per card group (``CARD_GROUPS``: the starting deck, the three reserve levels, the Fire Varan, the
  Protective Trees; the rules screen shows the group's cards under its table) and a page per card or tree;
- the printed pages (``BOARD_PAGES``): the forest board's corners and lines, the Circle's rocks;
- the pieces the table's card viewer shows when hovered (``pieces(rules)``): each rock ("rock:3"), corner
  ("corner:0,0") and line bonus ("line:column1"), told in the same words; ``kind_name`` and ``facts`` know them.

Section ids: the names above; a card is its id as a string ("12", "66"), a tree its id ("t5a", "start") — the
ids scenes/livingforest/faces.py's ``icon`` takes. No number of the rules is written in the texts: the templates
hold no digit at all (a test checks it), and every count, cost, value and example is filled in from
``LivingForestRules`` (game/livingforest/cards.py), the examples worked out with game/livingforest/scoring.py.
Change the data and the pages follow. Every function takes ``rules`` (default: the bundled card data).

Here: the groups, the data pages, the pieces and the entry points. The catalogue and its small phrases are
rules_words.py's, the placeholders the templates are filled with rules_values.py's, their worked examples
rules_examples.py's.

Public API: ``GENERAL_SECTIONS``, ``CARD_GROUPS``, ``BOARD_PAGES``, ``card_groups(rules)``, ``group_of(kind,
rules)``, ``kinds(rules)``, ``sections(rules)``, ``kind_name(kind, lang, rules)``, ``rules_text(section, lang,
rules)``, ``facts(kind, lang, rules)``, ``pieces(rules)``, ``piece(kind, rules)``.
"""
from __future__ import annotations

from typing import Sequence

from ..core.typeset import num
from ..core.typeset import table as _table
from ..core.typeset import tidy as _tidy
from ..core.typeset import typeset as _typeset
from .cards import (ELEMENTS, GREGARIOUS, LEVELS, SOLITARY, START_TREE, STARTING_LEVEL, AnimalCard,
                    LivingForestRules, TreeType, bundled_rules)
from .rules_values import Values, values
from .rules_words import (BOARD, CORNER_TITLES, GENERAL, GROUP_INTRO, ROCK_GIFTS, ROCK_NAMES, WORDS, cell_name, count,
                          element_amount, say, series)

LANGUAGES = ("fr", "en")
GENERAL_SECTIONS = ("overview", "setup", "draw", "actions", "attract", "extinguish", "plant", "move", "round_end",
                    "victory")
CARD_GROUPS = ("animals_start", *(f"animals_{level}" for level in LEVELS), "varan", "trees")
BOARD_PAGES = ("board", "circle")


# ---------------------------------------------------------------------------------------------- the groups


def kind_name(kind: str, lang: str, rules: LivingForestRules | None = None) -> str:
    rules = rules or bundled_rules()
    kind = str(kind)
    if kind.isdigit():
        return rules.card(int(kind)).name(lang)
    found = piece(kind, rules)
    if found is not None:
        return _piece_name(found, values(rules, lang if lang in LANGUAGES else "en"))
    return rules.tree(kind).name(lang)


def card_groups(rules: LivingForestRules | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(group id, its cards or trees in data order) for every group of ``CARD_GROUPS`` that holds one."""
    rules = rules or bundled_rules()
    cards = {"animals_start": rules.starting, "varan": (rules.varan,),
             **{f"animals_{level}": rules.levels.get(level, ()) for level in LEVELS}}
    trees = (*rules.trees, *((START_TREE,) if rules.start_tree is not None else ()))
    members = ((g, trees if g == "trees" else tuple(str(i) for i in cards[g])) for g in CARD_GROUPS)
    return tuple((g, ids) for g, ids in members if ids)


def group_of(kind: str, rules: LivingForestRules | None = None) -> str:
    """The group a card or tree belongs to (KeyError for anything else)."""
    found = [g for g, ids in card_groups(rules) if kind in ids]
    if not found:
        raise KeyError(kind)
    return found[0]


def kinds(rules: LivingForestRules | None = None) -> tuple[str, ...]:
    """Every card and tree that has its own page."""
    return tuple(k for _, ids in card_groups(rules) for k in ids)


def sections(rules: LivingForestRules | None = None) -> tuple[str, ...]:
    """Every page in reading order: the general pages, each card group followed by its cards, the board pages."""
    grouped = (page for group, ids in card_groups(rules) for page in (group, *ids))
    return (*GENERAL_SECTIONS, *grouped, *BOARD_PAGES)


# ---------------------------------------------------------------------------------------------- the data pages
# The templates (rules.po) hold no digit (every number is a placeholder filled from the data).


def _group_page(group: str, ids: Sequence[str], v: Values) -> str:
    r, L = v.rules, v.lang
    mapping = dict(v)
    if group == "animals_start":
        mapping["table"] = v.animals_table([int(i) for i in ids], with_cost=False, with_total=True)
        return GROUP_INTRO[group][L].format_map(mapping)
    if group.startswith("animals_"):
        level = int(group.rsplit("_", 1)[1])
        cards = [r.card(int(i)) for i in ids]
        costs = [c.cost for c in cards]
        symbols = [c for c in cards if c.symbol]
        note = ""
        if symbols:
            names = series((c.name(L) for c in symbols if c.symbol == GREGARIOUS), L)
            lonely = series((c.name(L) for c in symbols if c.symbol == SOLITARY), L)
            parts = []
            if names:
                parts.append(say("group_note.gregarious", L, names=names))
            if lonely:
                parts.append(say("group_note.solitary", L, lonely=lonely))
            note = "\n\n" + "\n".join(f"- {p}" for p in parts)
        mapping.update(level=num(level), size_w=count(len(cards), "card", L), cost_min=num(min(costs)),
                       cost_max=num(max(costs)), fire=num(r.fire_value[level]), note=note,
                       table=v.animals_table([c.id for c in cards], with_cost=True, with_total=False))
        return GROUP_INTRO["animals_level"][L].format_map(mapping)
    return GROUP_INTRO[group][L].format_map(mapping)


def _card_page(card: AnimalCard, v: Values) -> str:
    r, L = v.rules, v.lang
    if card.is_varan:
        return GROUP_INTRO["varan"][L].format_map(v)
    lines = [say("card.brings", L)]
    gains = [e for e in ELEMENTS if card.elements[e]]
    for e in gains:
        n = card.elements[e]
        amount = element_amount(e, n, L)
        if n < 0:
            lines.append(say("card.takes_away", L, amount=amount))
        elif e == "flower":
            lines.append(say("card.flower", L, amount=amount))
        else:
            lines.append(f"- {amount}")
    if not gains:
        lines.append(say("card.no_element", L))
    if card.symbol == SOLITARY:
        lines.append(say("card.solitary", L))
    elif card.symbol == GREGARIOUS:
        lines.append(say("card.gregarious", L))
    if card.level in r.fire_value:
        # §7.3: every animal attracted in a round, by an action or a bonus, brings its level's fire at its end
        fire = num(r.fire_value[card.level])
        lines.append(say("card.fire", L, fire=fire, capacity_w=v["capacity_w"]))
    lines.append("")
    lines.append(say("card.comes_from", L))
    if card.level == STARTING_LEVEL:
        lines.append(say("card.from_start", L, cards=count(len(r.starting), "card", L)))
    else:
        lines.append(say("card.from_level", L, level=num(card.level), cost=count(card.cost, "sun", L)))
    return "\n".join(lines)


def _tree_page(tree: TreeType, v: Values) -> str:
    r, L = v.rules, v.lang
    if tree.id == START_TREE:
        return say("tree.start", L, start_cell=v["start_cell"])
    lines = [say("tree.gives", L)]
    if tree.repeat:
        lines.append("- " + v["repeat_paragraph"].split("\n", 1)[1])
    if any(tree.elements.values()):
        lines.append(say("tree.elements", L, amounts=v.amounts(tree.elements)))
    lines.append(say("tree.new_kind", L))
    lines.append("")
    lines.append(say("tree.planting", L))
    lines.append(say("tree.cost", L, seeds=count(tree.cost, "seed", L)))
    lines.append("")
    counts_ = range(r.players_min, r.players_max + 1)
    rows = [[v.w["players"], *(num(p) for p in counts_)],
            [v.w["copies"], *(num(tree.copies[p]) for p in counts_)]]
    lines.append(_table(rows))
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------------- the pieces
# The printed pieces of the boards as the card viewer shows them when hovered at the table (not pages of the rules
# screen, whose "board" and "circle" pages hold them all): a rock of the Circle ("rock:<index>", from 0), a corner
# of the forest board ("corner:<x>,<y>") and a line bonus ("line:<line id>").


def rock_piece(rock: int) -> str:
    return f"rock:{rock}"


def corner_piece(cell: Sequence[int]) -> str:
    return f"corner:{cell[0]},{cell[1]}"


def line_piece(line_id: str) -> str:
    return f"line:{line_id}"


def pieces(rules: LivingForestRules | None = None) -> tuple[str, ...]:
    """Every rock, corner and line the card viewer can show, as ids."""
    rules = rules or bundled_rules()
    return (*(rock_piece(i) for i in range(len(rules.rocks))), *(corner_piece(c.cell) for c in rules.corners),
            *(line_piece(line.id) for line in rules.lines))


def piece(kind: str, rules: LivingForestRules | None = None) -> tuple[str, object] | None:
    """("rock", its index), ("corner", the Corner) or ("line", the LineBonus) for a piece id; None for anything
    else (a card, a tree, a page)."""
    rules = rules or bundled_rules()
    what, _, rest = str(kind).partition(":")
    if what == "rock" and rest.isdigit() and int(rest) < len(rules.rocks):
        return "rock", int(rest)
    if what == "corner":
        return next((("corner", c) for c in rules.corners if corner_piece(c.cell) == kind), None)
    if what == "line":
        return next((("line", line) for line in rules.lines if line.id == rest), None)
    return None


def _corner_title(corner, v: Values) -> str:
    r = v.rules
    if corner.cell[0] in (0, r.width - 1) and corner.cell[1] in (0, r.height - 1):
        vertical = "top" if corner.cell[1] == 0 else "bottom"
        horizontal = "left" if corner.cell[0] == 0 else "right"
        return CORNER_TITLES[v.lang][f"{vertical}_{horizontal}"]
    return f"{v.w['corner']} · {cell_name(corner.cell, v.lang)}"


def _piece_name(found: tuple[str, object], v: Values) -> str:
    what, it = found
    L = v.lang
    if what == "rock":
        return f"{v.w['rock']} {num(it + 1)} · {ROCK_NAMES[L][v.rules.rocks[it]]}"
    if what == "corner":
        return _corner_title(it, v)
    return f"{v.line_name(it)} · {element_amount(it.element, it.amount, L)}"


def _piece_facts(found: tuple[str, object], v: Values) -> tuple[str, str]:
    what, it = found
    r, L = v.rules, v.lang
    if what == "rock":
        return say("piece.circle", L), say("piece.rock", L, rock=num(it + 1), rocks=num(len(r.rocks)))
    if what == "corner":
        return say("piece.corner", L, cell=cell_name(it.cell, L)), say("piece.corner_when", L)
    to_plant = [c for c in it.cells if tuple(c) != tuple(r.start_cell)]
    return say("piece.line", L), say("piece.line_cells", L, cells=count(len(to_plant), "cell", L))


def _rock_page(rock: int, v: Values) -> str:
    r, L = v.rules, v.lang
    kind = r.rocks[rock]
    gift = ROCK_GIFTS[L][kind]
    totals = "" if kind == "fragment" else say("rock_page.totals", L)
    lines = [say("rock_page.gives", L, gift=gift, totals=totals),
             say("rock_page.fragment" if kind == "fragment" else "rock_page.bonus", L)]
    others = [num(i + 1) for i, k in enumerate(r.rocks) if k == kind and i != rock]
    lines += ["", say("rock_page.same", L)]
    if not others:
        lines.append(say("rock_page.alone", L))
    elif len(others) == 1:
        lines.append(say("rock_page.one_other", L, rock=others[0]))
    else:
        lines.append(say("rock_page.others", L, rocks=series(others, L)))
    lines += ["", say("piece.reaching", L), say("rock_page.reach", L)]
    return "\n".join(lines)


def _corner_page(corner, v: Values) -> str:
    L = v.lang
    lines = [say("corner_page.gives", L, effect=v.corner_effect(corner))]
    if corner.effect == "fragments":
        lines.append(say("corner_page.fragments", L))
    else:
        element = "sun" if corner.effect == "attract" else "water"
        act = ROCK_NAMES[L][corner.effect]
        extra = element_amount(element, corner.amount, L)
        lines.append(say("corner_page.bonus", L, extra=extra, act=act))
    lines += ["", say("piece.reaching", L), say("corner_page.reach", L)]
    return "\n".join(lines)


def _line_page(line, v: Values) -> str:
    r, L = v.rules, v.lang
    amount = element_amount(line.element, line.amount, L)
    to_plant = [c for c in line.cells if tuple(c) != tuple(r.start_cell)]
    cells = count(len(to_plant), "cell", L)
    lines = [say("line_page.gives", L, amount=amount),
             say("line_page.start_fills" if len(to_plant) < len(line.cells) else "line_page.plant_all", L,
                 cells=cells),
             "", say("line_page.counts", L), say("line_page.counts_text", L)]
    return "\n".join(lines)


def _piece_page(found: tuple[str, object], v: Values) -> str:
    what, it = found
    if what == "rock":
        return _rock_page(it, v)
    if what == "corner":
        return _corner_page(it, v)
    return _line_page(it, v)


def rules_text(section: str, lang: str, rules: LivingForestRules | None = None) -> str:
    """The text of one page: a general section, a card group, a card or a tree, or a board page (KeyError for
    anything else)."""
    rules = rules or bundled_rules()
    lang = lang if lang in LANGUAGES else "en"
    v = values(rules, lang)
    section = str(section)
    groups = dict(card_groups(rules))
    if section in GENERAL:
        text = GENERAL[section][lang].format_map(v)
    elif section in BOARD:
        text = BOARD[section][lang].format_map(v)
    elif section in groups:
        text = _group_page(section, groups[section], v)
    elif section.isdigit() and int(section) in rules.cards:
        text = _card_page(rules.card(int(section)), v)
    elif section in rules.trees or (section == START_TREE and rules.start_tree is not None):
        text = _tree_page(rules.tree(section), v)
    elif (found := piece(section, rules)) is not None:
        text = _piece_page(found, v)
    else:
        raise KeyError(section)
    return _typeset(_tidy(text), lang)


def facts(kind: str, lang: str, rules: LivingForestRules | None = None) -> tuple[str, str]:
    """Two short lines under a card's or a tree's picture: where it comes from and its cost; its symbol or what
    it gives ("Level 2 · cost 6 sun", "Solitary")."""
    rules = rules or bundled_rules()
    lang = lang if lang in LANGUAGES else "en"
    w = WORDS[lang]
    kind = str(kind)
    if kind.isdigit():
        card = rules.card(int(kind))
        if card.is_varan:
            first = count(rules.varans, "varan", lang)
        elif card.level == STARTING_LEVEL:
            first = w["start"]
        else:
            first = say("facts.level_cost", lang, level=num(card.level), cost=num(card.cost))
        second = w[card.symbol] if card.symbol else w["none"]
        return first, second[:1].upper() + second[1:]
    found = piece(kind, rules)
    if found is not None:
        return _piece_facts(found, values(rules, lang))
    tree = rules.tree(kind)
    if kind == START_TREE:
        return say("facts.start_tree", lang), say("facts.start_tree_gives", lang)
    v = values(rules, lang)
    gives = w["repeat"] if tree.repeat and not any(tree.elements.values()) else v.amounts(tree.elements)
    return say("facts.tree_cost", lang, seeds=count(tree.cost, "seed", lang)), gives[:1].upper() + gives[1:]
