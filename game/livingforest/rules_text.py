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
                          element_amount, series)

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
    fr = L == "fr"
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
                parts.append(f"Grégaires, qui allègent votre balance : {names}." if fr else
                             f"Gregarious, easing your balance: {names}.")
            if lonely:
                parts.append(f"Solitaires, fortes mais risquées : {lonely}." if fr else
                             f"Solitary, strong but risky: {lonely}.")
            note = "\n\n" + "\n".join(f"- {p}" for p in parts)
        mapping.update(level=num(level), size_w=count(len(cards), "card", L), cost_min=num(min(costs)),
                       cost_max=num(max(costs)), fire=num(r.fire_value[level]), note=note,
                       table=v.animals_table([c.id for c in cards], with_cost=True, with_total=False))
        return GROUP_INTRO["animals_level"][L].format_map(mapping)
    return GROUP_INTRO[group][L].format_map(mapping)


def _card_page(card: AnimalCard, v: Values) -> str:
    r, L = v.rules, v.lang
    fr = L == "fr"
    if card.is_varan:
        return GROUP_INTRO["varan"][L].format_map(v)
    lines = ["## Ce qu’elle apporte" if fr else "## What it brings"]
    gains = [e for e in ELEMENTS if card.elements[e]]
    for e in gains:
        n = card.elements[e]
        if n < 0:
            lines.append(f"- {element_amount(e, n, L)} : elle retire à votre total." if fr else
                         f"- {element_amount(e, n, L)}: it takes away from your total.")
        else:
            lines.append(f"- {element_amount(e, n, L)}" + (" : pour la victoire seulement, jamais dépensé."
                                                            if fr and e == "flower" else
                                                            ": toward the victory only, never spent."
                                                            if e == "flower" else ""))
    if not gains:
        lines.append("- Aucun élément : c’est son symbole qui compte." if fr else
                     "- No element: its symbol is what matters.")
    if card.symbol == SOLITARY:
        lines.append("- Solitaire : elle ajoute un à votre balance." if fr else
                     "- Solitary: it adds one to your balance.")
    elif card.symbol == GREGARIOUS:
        lines.append("- Grégaire : elle annule un symbole Solitaire, avant ou après elle." if fr else
                     "- Gregarious: it cancels one Solitary symbol, before or after it.")
    if card.level in r.fire_value:
        # §7.3: every animal attracted in a round, by an action or a bonus, brings its level's fire at its end
        fire = num(r.fire_value[card.level])
        lines.append(f"- L’attirer, par une action ou un bonus, ajoute un feu de {fire} au centre du Cercle à la "
                     f"fin de la manche (jamais plus de {v['capacity_w']} au centre)." if fr else
                     f"- Attracting it, by an action or a bonus, adds a fire of {fire} to the centre of the Circle "
                     f"at the end of the round (never more than {v['capacity_w']} there).")
    lines.append("")
    lines.append("## D’où elle vient" if fr else "## Where it comes from")
    if card.level == STARTING_LEVEL:
        lines.append(f"Une des {count(len(r.starting), 'card', L)} du deck de départ : chaque Esprit en a une dès "
                     f"le début." if fr else
                     f"One of the {count(len(r.starting), 'card', L)} of the starting deck: every Spirit has one from "
                     f"the start.")
    else:
        lines.append(f"Niveau {num(card.level)} de la réserve. Elle coûte {count(card.cost, 'sun', L)} à attirer, "
                     f"puis va sur le dessus de votre pioche : vous la retrouverez en premier à la manche suivante."
                     if fr else
                     f"Level {num(card.level)} of the reserve. It costs {num(card.cost)} sun to attract, then goes "
                     f"on top of your draw pile: you meet it first next round.")
    return "\n".join(lines)


def _tree_page(tree: TreeType, v: Values) -> str:
    r, L = v.rules, v.lang
    fr = L == "fr"
    if tree.id == START_TREE:
        return ("Il se dresse sur la case du centre de chaque forêt dès la mise en place "
                f"({v['start_cell']}), à la couleur de l’Esprit.\n\n"
                "- Il n’a ni coût ni élément et ne bouge jamais.\n"
                "- Il compte pour un arbre différent dans la victoire par les arbres.\n"
                "- Il remplit sa case pour les lignes qui la traversent, et vos premiers arbres poussent à côté de lui."
                if fr else
                "It stands on the centre cell of every forest from the setup "
                f"({v['start_cell']}), in the Spirit's colour.\n\n"
                "- It has no cost and no element, and never moves.\n"
                "- It counts as one different tree toward the tree victory.\n"
                "- It fills its cell for the lines through it, and your first trees grow next to it.")
    lines = ["## Ce qu’il apporte" if fr else "## What it gives"]
    if tree.repeat:
        lines.append("- " + v["repeat_paragraph"].split("\n", 1)[1])
    if any(tree.elements.values()):
        lines.append(f"- {v.amounts(tree.elements)}, " + ("dans chaque action et chaque manche, dès qu’il est planté."
                                                          if fr else "in every action and every round, from the "
                                                                     "moment it is planted."))
    lines.append("- Une nouvelle sorte d’arbre pour la victoire par les arbres, la première fois que vous le plantez."
                 if fr else "- A new kind of tree toward the tree victory, the first time you plant one.")
    lines.append("")
    lines.append("## Le planter" if fr else "## Planting it")
    lines.append(f"Il coûte {count(tree.cost, 'seed', L)}." if fr else f"It costs {count(tree.cost, 'seed', L)}.")
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
    fr = L == "fr"
    if what == "rock":
        return ("Cercle des Esprits" if fr else "Circle of Spirits",
                f"Rocher {num(it + 1)} sur {num(len(r.rocks))}, dans le sens des aiguilles d’une montre" if fr else
                f"Rock {num(it + 1)} of {num(len(r.rocks))}, counted clockwise")
    if what == "corner":
        return (f"Plateau forêt · {cell_name(it.cell, L)}" if fr else f"Forest board · {cell_name(it.cell, L)}",
                "Une fois, quand un arbre y est planté" if fr else "Once, when a tree is planted there")
    to_plant = [c for c in it.cells if tuple(c) != tuple(r.start_cell)]
    return ("Plateau forêt · bonus de ligne" if fr else "Forest board · line bonus",
            (f"{count(len(to_plant), 'cell', L)} à planter" if fr else f"{count(len(to_plant), 'cell', L)} to plant"))


def _rock_page(rock: int, v: Values) -> str:
    r, L = v.rules, v.lang
    fr = L == "fr"
    kind = r.rocks[rock]
    gift = ROCK_GIFTS[L][kind]
    totals = "" if kind == "fragment" else (", avec vos totaux habituels" if fr else ", with your usual totals")
    lines = [f"Arrêtez votre Esprit sur ce rocher avec un déplacement et il vous donne {gift}{totals}." if fr else
             f"Stop your Spirit on this rock with a Move and it gives you {gift}{totals}."]
    if kind == "fragment":
        lines.append("Vous le prenez aussitôt, s’il en reste ; il ne compte pour aucune de vos actions." if fr else
                     "You take it at once, if any are left; it counts as none of your actions.")
    else:
        lines.append("Le bonus est gratuit et vous pouvez le refuser ; il ne vous empêche pas de faire aussi cette "
                     "action normalement." if fr else
                     "The bonus is free and you may turn it down; it does not stop you taking that action normally "
                     "too.")
    others = [num(i + 1) for i, k in enumerate(r.rocks) if k == kind and i != rock]
    lines += ["", "## Le même bonus" if fr else "## The same bonus"]
    if not others:
        lines.append("Aucun autre rocher ne le donne." if fr else "No other rock gives it.")
    elif len(others) == 1:
        lines.append(f"Le rocher {others[0]} le donne aussi." if fr else f"Rock {others[0]} gives it too.")
    else:
        lines.append(f"Les rochers {series(others, L)} le donnent aussi." if fr else
                     f"Rocks {series(others, L)} give it too.")
    lines += ["", "## L’atteindre" if fr else "## Reaching it",
              "Vous avancez dans le sens des aiguilles d’une montre, d’une distance allant d’un rocher à votre total "
              "de vent. Un rocher occupé par un autre Esprit est sauté et ne compte pas, et vous ne pouvez jamais "
              "vous y arrêter ; chaque Esprit sauté vous donne une de ses tuiles Victoire, avant le bonus." if fr else
              "You walk clockwise, from one rock up to your wind total. A rock where another Spirit stands is jumped "
              "and not counted, and you can never stop on it; each Spirit you jump gives you one of its Victory "
              "tiles, before the bonus."]
    return "\n".join(lines)


def _corner_page(corner, v: Values) -> str:
    L = v.lang
    fr = L == "fr"
    lines = [f"Plantez un arbre sur ce coin, quel qu’il soit, et il vous donne son bonus une fois, aussitôt : "
             f"{v.corner_effect(corner)}." if fr else
             f"Plant a tree on this corner, whatever the tree, and it gives you its bonus once, at once: "
             f"{v.corner_effect(corner)}."]
    if corner.effect == "fragments":
        lines.append("Vous les prenez aussitôt, autant que la réserve en a." if fr else
                     "You take them at once, as many as the supply holds.")
    else:
        element = "sun" if corner.effect == "attract" else "water"
        act = ROCK_NAMES[L][corner.effect]
        extra = element_amount(element, corner.amount, L)
        lines.append(f"Le bonus de {extra} ne vaut que pour cette action {act} en bonus. Elle est gratuite : elle "
                     f"ne compte pas dans vos actions ni pour son type, et vous pouvez la refuser." if fr else
                     f"The extra {extra} counts for that bonus {act} only. It is free: it uses none of your actions "
                     f"and does not count as its kind, and you may turn it down.")
    lines += ["", "## L’atteindre" if fr else "## Reaching it",
              "Un coin ne s’atteint qu’en poussant la forêt jusqu’à lui : chaque arbre se plante à côté d’un arbre "
              "déjà là, au-dessus, en dessous, à gauche ou à droite, jamais en diagonale." if fr else
              "A corner can only be reached by growing out toward it: each tree goes next to one already there — "
              "above, below, left or right, never diagonally."]
    return "\n".join(lines)


def _line_page(line, v: Values) -> str:
    r, L = v.rules, v.lang
    fr = L == "fr"
    amount = element_amount(line.element, line.amount, L)
    to_plant = [c for c in line.cells if tuple(c) != tuple(r.start_cell)]
    lines = [f"Tant que chaque case de cette ligne a un arbre, votre forêt donne {amount}, à chaque action et à "
             f"chaque manche, dès que la ligne est complète." if fr else
             f"While every cell of this line holds a tree, your forest gives {amount}, in every action and every "
             f"round, from the moment the line is complete."]
    if len(to_plant) < len(line.cells):
        lines.append(f"Votre arbre de départ remplit déjà sa case : vous plantez les "
                     f"{count(len(to_plant), 'cell', L)} restantes." if fr else
                     f"Your starting tree already fills its cell: you plant the other "
                     f"{count(len(to_plant), 'cell', L)}.")
    else:
        lines.append(f"Vous plantez ses {count(len(to_plant), 'cell', L)}." if fr else
                     f"You plant all {count(len(to_plant), 'cell', L)}.")
    lines += ["", "## Ce qu’il compte" if fr else "## What it counts for",
              "Comme l’élément d’un arbre : pour vos actions, contre l’attaque d’Onibi (l’eau) et pour la victoire par "
              "les fleurs, tant que la ligne reste pleine — et un arbre planté ne part jamais." if fr else
              "Like a tree's element: for your actions, against Onibi's attack (water) and toward the flower victory, "
              "for as long as the line is full — and a planted tree never leaves."]
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
    fr = lang == "fr"
    w = WORDS["fr" if fr else "en"]
    kind = str(kind)
    if kind.isdigit():
        card = rules.card(int(kind))
        if card.is_varan:
            first = count(rules.varans, "varan", lang)
        elif card.level == STARTING_LEVEL:
            first = w["start"]
        else:
            first = (f"Niveau {num(card.level)} · coût {num(card.cost)}" if fr else
                     f"Level {num(card.level)} · cost {num(card.cost)}")
        second = w[card.symbol] if card.symbol else w["none"]
        return first, second[:1].upper() + second[1:]
    found = piece(kind, rules)
    if found is not None:
        return _piece_facts(found, values(rules, "fr" if fr else "en"))
    tree = rules.tree(kind)
    if kind == START_TREE:
        return ("Sur la case du centre" if fr else "On the centre cell",
                "Sans coût ni élément" if fr else "No cost, no element")
    v = values(rules, lang)
    gives = w["repeat"] if tree.repeat and not any(tree.elements.values()) else v.amounts(tree.elements)
    return (f"Coût {count(tree.cost, 'seed', lang)}" if fr else f"Cost {count(tree.cost, 'seed', lang)}",
            gives[:1].upper() + gives[1:])
