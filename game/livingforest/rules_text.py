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

Public API: ``GENERAL_SECTIONS``, ``CARD_GROUPS``, ``BOARD_PAGES``, ``card_groups(rules)``, ``group_of(kind,
rules)``, ``kinds(rules)``, ``sections(rules)``, ``kind_name(kind, lang, rules)``, ``rules_text(section, lang,
rules)``, ``facts(kind, lang, rules)``, ``pieces(rules)``, ``piece(kind, rules)``.
"""
from __future__ import annotations

import functools
from itertools import combinations
from typing import Mapping, Sequence

from ..core import typeset
from ..core.texts import Catalogue, Table, Words
from ..core.typeset import num, signed
from ..core.typeset import table as _table
from ..core.typeset import tidy as _tidy
from ..core.typeset import typeset as _typeset
from . import scoring
from .cards import (ELEMENTS, GREGARIOUS, LEVELS, SOLITARY, START_TREE, STARTING_LEVEL, AnimalCard,
                    LivingForestRules, TreeType, bundled_rules)

LANGUAGES = ("fr", "en")
GENERAL_SECTIONS = ("overview", "setup", "draw", "actions", "attract", "extinguish", "plant", "move", "round_end",
                    "victory")
CARD_GROUPS = ("animals_start", *(f"animals_{level}" for level in LEVELS), "varan", "trees")
BOARD_PAGES = ("board", "circle")

# ---------------------------------------------------------------------------------------------- words

# The pages, the phrases and the small words are in game/livingforest/locale/<lang>/rules.po (game/core/texts.py),
# read the first time a page is asked for: ``general.<section>``, ``group.<group>``, ``board.<page>``,
# ``noun.<noun>.one|many``, ``word.<word>``, and the names of elements, rocks and corners.

_PROSE = Catalogue(__package__, "rules")
GENERAL = Table(_PROSE, "general")             # GENERAL[section][lang], as every table here
GROUP_INTRO = Table(_PROSE, "group")
BOARD = Table(_PROSE, "board")
_NOUNS = Words(_PROSE, "noun")                 # _NOUNS[lang]["card.one"]
_WORDS = Words(_PROSE, "word")                 # _WORDS[lang]["card"], as every one below
_ELEMENT_TITLES = Words(_PROSE, "element")     # an element's name as a table heading
_ROCK_NAMES = Words(_PROSE, "rock")
_ROCK_EFFECTS = Words(_PROSE, "rock_effect")
_ROCK_GIFTS = Words(_PROSE, "rock_gift")
_CORNER_TITLES = Words(_PROSE, "corner")


def _noun(noun: str, lang: str, plural: bool) -> str:
    return _NOUNS[lang][f"{noun}.{'many' if plural else 'one'}"]


def series(items, lang: str, last: str = "and") -> str:
    """"a, b and c" / "a, b et c" (``last``: "and" or "or")."""
    return typeset.series(items, _WORDS[lang][last])


def count(n: int, noun: str, lang: str) -> str:
    """``n`` and the noun, singular or plural as the language wants (French: 0 and 1 take the singular)."""
    plural = abs(n) >= 2 if lang == "fr" else abs(n) != 1
    return f"{num(n)} {_noun(noun, lang, plural)}"


def ordinal(n: int, lang: str) -> str:
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def element_amount(element: str, n: int, lang: str) -> str:
    """"+2 water" / "+2 eaux"."""
    return f"{signed(n)} {count(n, element, lang).split(' ', 1)[1]}"


def cell_name(cell: Sequence[int], lang: str) -> str:
    """A cell as players count it, from 1 (the same words as the game log)."""
    x, y = cell
    return f"colonne {x + 1}, rangée {y + 1}" if lang == "fr" else f"column {x + 1}, row {y + 1}"


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


# ---------------------------------------------------------------------------------------------- the values


class _Values(dict):
    """Every placeholder of the templates, for one language, computed from the card data."""

    def __init__(self, rules: LivingForestRules, lang: str) -> None:
        super().__init__()
        self.rules, self.lang = rules, lang
        self.w = _WORDS[lang]
        r, L, v = rules, lang, self
        fr = L == "fr"
        v["game"] = r.name(L)
        v["p_min"], v["p_max"] = num(r.players_min), num(r.players_max)
        v["target"] = num(r.victory_target)
        v["target_w"] = v["target"]
        # the decks
        start = [r.card(i) for i in r.starting]
        v["start_deck_w"] = count(len(start), "card", L)
        solitary = sum(c.symbol == SOLITARY for c in start)
        gregarious = sum(c.symbol == GREGARIOUS for c in start)
        v["start_solitary_w"] = count(solitary, "solitary", L)
        v["start_gregarious_w"] = self.some(gregarious, "gregarious")
        reserve_solitary = sum(r.card(i).symbol == SOLITARY for lv in LEVELS for i in r.levels.get(lv, ()))
        reserve_gregarious = sum(r.card(i).symbol == GREGARIOUS for lv in LEVELS for i in r.levels.get(lv, ()))
        v["reserve_solitary_w"] = self.some(reserve_solitary, "solitary")
        v["reserve_gregarious_w"] = self.some(reserve_gregarious, "gregarious")
        v["levels_n"] = num(len(LEVELS))
        v["row"] = num(r.reserve_row)
        v["row_w"] = count(r.reserve_row, "card", L)
        v["row_total"] = num(r.reserve_row * len(LEVELS))
        v["reserve_w"] = count(sum(len(r.levels.get(lv, ())) for lv in LEVELS), "card", L)
        v["level_sizes"] = series((count(len(r.levels.get(lv, ())), "card", L) for lv in LEVELS), L)
        v["first_level"], v["last_level"] = num(LEVELS[0]), num(LEVELS[-1])
        # fires
        values = sorted(r.fire_tiles)
        v["fire_total_w"] = count(sum(r.fire_tiles.values()), "fire_tile", L)
        v["fire_split"] = series(((f"{num(n)} de valeur {num(val)}" if fr else f"{num(n)} of value {num(val)}")
                                  for val, n in r.fire_tiles.items()), L)
        v["fire_values"] = series((num(x) for x in values), L, "or")
        v["start_fires"] = self.fires_phrase(r.start_fires)
        v["fire_by_level"] = series(((f"un feu de {num(r.fire_value[lv])} pour le niveau {num(lv)}" if fr else
                                      f"a fire of {num(r.fire_value[lv])} for level {num(lv)}") for lv in LEVELS), L)
        v["capacity"] = num(r.centre_capacity)
        v["capacity_w"] = count(r.centre_capacity, "fire", L)
        # supplies
        v["varans_w"] = count(r.varans, "varan", L)
        v["varans"] = num(r.varans)
        v["fragments_w"] = count(r.fragments, "fragment", L)
        v["tiles_w"] = count(len(r.victory_tiles), "tile", L)
        v["tile_kinds"] = series((self.tile_name(k) for k in r.victory_tiles), L)
        # the turn
        v["forced"] = num(r.forced_stop)
        v["warn"] = num(r.forced_stop - 1)
        v["normal_w"] = count(r.normal_actions, "action", L)
        v["normal"] = num(r.normal_actions)
        repeat = next((t for t in r.trees.values() if t.repeat), None)
        v["repeat_cost"] = num(repeat.cost) if repeat else ""
        v["repeat_name"] = repeat.name(L) if repeat else ""
        v["round_cap_w"] = count(r.round_cap, "round", L)
        # the board and the circle
        v["board_size"] = f"{num(r.width)}\u00a0×\u00a0{num(r.height)}"
        v["cells_w"] = count(r.width * r.height, "cell", L)
        v["start_cell"] = cell_name(r.start_cell, L)
        v["rocks_w"] = count(len(r.rocks), "rock", L)
        v["first_rock"] = num(1)
        v["corners_table"] = self.corners_table()
        v["lines_table"] = self.lines_table()
        v["rock_kinds_table"] = self.rock_kinds_table()
        v["start_rocks_table"] = self.start_rocks_table()
        v["trees_table"] = self.trees_table()
        v["tree_types"] = num(len(r.trees))
        v["copies_by_players"] = series(((f"{count(sum(t.copies[p] for t in r.trees.values()), 'tree', L)} à "
                                          f"{num(p)} joueurs" if fr else
                                          f"{count(sum(t.copies[p] for t in r.trees.values()), 'tree', L)} with "
                                          f"{num(p)} players") for p in range(r.players_min, r.players_max + 1)), L)
        v["cheapest_tree"] = num(min(t.cost for t in r.trees.values()))
        v["dearest_tree"] = num(max(t.cost for t in r.trees.values()))
        v["levels_table"] = self.levels_table()
        v["actions_table"] = self.actions_table()
        v["counts_table"] = self.counts_table()
        # the worked examples
        v["draw_example"] = self.draw_example()
        v["totals_example"] = self.totals_example()
        v["extinguish_example"] = self.extinguish_example()
        v["move_example"] = self.move_example()
        v["victory_example"] = self.victory_example()
        v["repeat_paragraph"] = self.repeat_paragraph(repeat)
        v["corner_list"] = series((self.corner_effect(c) for c in r.corners), L)

    # -------------------------------------------------------------- small phrases

    def some(self, n: int, noun: str) -> str:
        """``count``, but "no Gregarious card" / "aucune carte Grégaire" for none."""
        if n:
            return count(n, noun, self.lang)
        one = _noun(noun, self.lang, False)
        return f"aucune {one}" if self.lang == "fr" else f"no {one}"

    def amounts(self, elements: Mapping[str, int]) -> str:
        """"+1 water, +2 seeds" (the elements a card or tree shows, in the rules' order)."""
        parts = [element_amount(e, elements[e], self.lang) for e in ELEMENTS if elements.get(e)]
        return ", ".join(parts) if parts else self.w["nothing"]

    def fires_phrase(self, fires: Sequence[int]) -> str:
        fr = self.lang == "fr"
        if not fires:
            return "aucun feu" if fr else "no fire"
        return series(((f"un feu de {num(f)}" if fr else f"a fire of {num(f)}") for f in fires), self.lang)

    def tile_name(self, kind: str) -> str:
        fr = self.lang == "fr"
        return {"fire": "Feu" if fr else "Fire", "tree": "Arbre" if fr else "Tree",
                "flower": "Fleur" if fr else "Flower"}[kind]

    def corner_name(self, cell: tuple[int, int]) -> str:
        r, w = self.rules, self.w
        vertical = "top" if cell[1] == 0 else "bottom"
        horizontal = "left" if cell[0] == 0 else "right"
        return w[f"{vertical}_{horizontal}"] if cell[1] in (0, r.height - 1) else cell_name(cell, self.lang)

    def corner_effect(self, corner) -> str:
        L = self.lang
        fr = L == "fr"
        if corner.effect == "fragments":
            return f"prendre {count(corner.amount, 'fragment', L)}" if fr else \
                f"take {count(corner.amount, 'fragment', L)}"
        element = "sun" if corner.effect == "attract" else "water"
        act = (_ROCK_NAMES[L][corner.effect]).lower() if fr else _ROCK_NAMES[L][corner.effect]
        if fr:
            return f"{act} en bonus, avec {element_amount(element, corner.amount, L)}"
        return f"a bonus {act} with {element_amount(element, corner.amount, L)}"

    def line_name(self, line) -> str:
        w = self.w
        xs = {c[0] for c in line.cells}
        ys = {c[1] for c in line.cells}
        if len(xs) == 1:
            return f"{w['column']} {num(next(iter(xs)) + 1)}"
        y = next(iter(ys))
        if self.rules.height % 2 == 1 and y == self.rules.height // 2:
            return w["middle_row"]
        return f"{w['row']} {num(y + 1)}"

    # -------------------------------------------------------------- tables

    def corners_table(self) -> str:
        w = self.w
        rows = [[w["corner"], w["cell"], w["bonus"]]]
        for c in self.rules.corners:
            rows.append([self.corner_name(c.cell), cell_name(c.cell, self.lang), self.corner_effect(c)])
        return _table(rows)

    def lines_table(self) -> str:
        w = self.w
        rows = [[w["line"], w["to_plant"], w["bonus"]]]
        start = tuple(self.rules.start_cell)
        for line in self.rules.lines:
            need = [c for c in line.cells if tuple(c) != start]
            rows.append([self.line_name(line), num(len(need)), element_amount(line.element, line.amount, self.lang)])
        return _table(rows)

    def rock_kinds_table(self) -> str:
        """Each kind of rock once, with the rocks that carry it."""
        w, L = self.w, self.lang
        rows = [[w["bonus"], "Ce qu’il donne" if L == "fr" else "What it gives", w["rocks"]]]
        for kind in dict.fromkeys(self.rules.rocks):
            where = [num(i + 1) for i, k in enumerate(self.rules.rocks) if k == kind]
            rows.append([_ROCK_NAMES[L][kind], _ROCK_EFFECTS[L][kind], ", ".join(where)])
        return _table(rows)

    def start_rocks_table(self) -> str:
        r, w, L = self.rules, self.w, self.lang
        most = max(len(v) for v in r.start_rocks.values())
        rows = [[w["players"], *(f"{ordinal(i + 1, L)} {'joueur' if L == 'fr' else 'player'}" for i in range(most))]]
        for players, rocks in r.start_rocks.items():
            rows.append([num(players), *(num(x + 1) for x in rocks), *([""] * (most - len(rocks)))])
        return _table(rows)

    def trees_table(self) -> str:
        r, w, L = self.rules, self.w, self.lang
        counts_ = range(r.players_min, r.players_max + 1)
        head = [w["tree"], w["cost"], w["adds"]]
        head += [(f"{num(p)} joueurs" if L == "fr" else f"{num(p)} players") for p in counts_]
        rows = [head]
        for t in r.trees.values():
            adds = w["repeat"] if t.repeat and not any(t.elements.values()) else self.amounts(t.elements)
            rows.append([t.name(L), num(t.cost), adds, *(num(t.copies[p]) for p in counts_)])
        return _table(rows)

    def levels_table(self) -> str:
        r, w = self.rules, self.w
        rows = [[w["level"], w["cards"], w["costs"], w["fire"]]]
        for lv in LEVELS:
            ids = r.levels.get(lv, ())
            if not ids:
                continue
            costs = [r.card(i).cost for i in ids]
            rows.append([num(lv), num(len(ids)), f"{num(min(costs))} – {num(max(costs))}", num(r.fire_value[lv])])
        return _table(rows)

    def actions_table(self) -> str:
        L = self.lang
        fr = L == "fr"
        head = ["Action", "Payée avec" if fr else "Paid with", "Ce qu’elle fait" if fr else "What it does"]
        rows = [head,
                ["Fragment", "—", "prendre un Fragment de la réserve" if fr else "take a Fragment from the supply"],
                ["Attirer" if fr else "Attract", _ELEMENT_TITLES[L]["sun"],
                 "prendre des animaux visibles de la réserve" if fr else "take face-up animals from the reserve"],
                ["Éteindre" if fr else "Extinguish", _ELEMENT_TITLES[L]["water"],
                 "prendre des feux au centre du Cercle" if fr else "take fires from the centre of the Circle"],
                ["Planter" if fr else "Plant", _ELEMENT_TITLES[L]["seed"],
                 "planter un arbre dans votre forêt" if fr else "plant one tree in your forest"],
                ["Se déplacer" if fr else "Move", _ELEMENT_TITLES[L]["wind"],
                 "avancer votre Esprit sur le Cercle" if fr else "walk your Spirit round the Circle"]]
        return _table(rows)

    def counts_table(self) -> str:
        L, w = self.lang, self.w
        fr = L == "fr"
        rows = [[w["category"], w["counts"]],
                [w["trees"], ("l’arbre de départ, plus chaque sorte d’arbre plantée (un doublon ne compte pas), "
                              "plus "
                              "vos tuiles Victoire Arbre" if fr else
                              "your starting tree, plus each kind of tree planted (a second copy adds nothing), "
                              "plus the Tree Victory tiles you hold")],
                [w["fires"], ("chaque tuile feu éteinte, quelle que soit sa valeur, plus vos tuiles Victoire Feu"
                              if fr else "each fire tile you put out, whatever its value, plus the Fire Victory "
                                         "tiles you hold")],
                [w["flowers"], ("votre total de fleurs (Ligne d’aide, arbres, rangée du milieu), plus vos tuiles "
                                "Victoire Fleur" if fr else
                                "your flower total (Help Line, trees, middle row), plus the Flower Victory tiles "
                                "you hold")]]
        return _table(rows)

    def animals_table(self, ids: Sequence[int], with_cost: bool, with_total: bool) -> str:
        r, w, L = self.rules, self.w, self.lang
        head = [w["card"]] + ([w["cost"]] if with_cost else []) + [_ELEMENT_TITLES[L][e] for e in ELEMENTS]
        rows = [head + [w["symbol"]]]
        totals = dict.fromkeys(ELEMENTS, 0)
        for i in ids:
            card = r.card(i)
            cells = [card.name(L)] + ([num(card.cost)] if with_cost else [])
            cells += [num(card.elements[e]) if card.elements[e] else "·" for e in ELEMENTS]
            rows.append(cells + [w[card.symbol] if card.symbol else ""])
            for e in ELEMENTS:
                totals[e] += card.elements[e]
        if with_total:
            solitary = sum(r.card(i).symbol == SOLITARY for i in ids)
            rows.append([w["total"]] + ([""] if with_cost else []) + [num(totals[e]) for e in ELEMENTS]
                        + [f"{num(solitary)} × {w['S']}"])
        return _table(rows)

    # -------------------------------------------------------------- worked examples

    def draw_example(self) -> str:
        """Reveals from the starting deck up to the forced stop, then a Gregarious card's effect."""
        r, L = self.rules, self.lang
        fr = L == "fr"
        solitary = [r.card(i) for i in r.starting if r.card(i).symbol == SOLITARY]
        plain = [r.card(i) for i in r.starting if r.card(i).symbol is None]
        gregarious = next((r.card(i) for lv in LEVELS for i in r.levels.get(lv, ())
                           if r.card(i).symbol == GREGARIOUS), None)
        need = r.forced_stop
        if len(solitary) < need or not plain:
            return ""
        order = [plain[0]] + solitary[:need - 1]
        steps, balance = [], 0
        for card in order:
            balance += card.symbol == SOLITARY
            steps.append(f"{card.name(L)} ({num(balance)})")
        last = solitary[need - 1]
        lines = [
            (f"- Vous révélez {series(steps, L)} : la balance (entre parenthèses) est à {num(balance)}, la jauge "
             f"vous prévient. Vous pouvez vous arrêter avec {count(r.normal_actions, 'action', L)}." if fr else
             f"- You reveal {series(steps, L)}: the balance (in brackets) is {num(balance)} and the gauge warns "
             f"you. You may stop with {count(r.normal_actions, 'action', L)}."),
            (f"- Vous tentez votre chance et révélez {last.name(L)}, Solitaire : la balance atteint "
             f"{num(balance + 1)} : vous devez vous arrêter avec une seule action — sauf si vous dépensez un "
             f"Fragment pour "
             f"retirer {last.name(L)}." if fr else
             f"- You push your luck and reveal {last.name(L)}, Solitary: the balance reaches {num(balance + 1)} and "
             f"you are stopped with one action only — unless you spend a Fragment to remove {last.name(L)}."),
        ]
        if gregarious is not None:
            lines.append(
                f"- Si une carte Grégaire comme {gregarious.name(L)} était sortie plus tôt, la même suite vous "
                f"laisserait à "
                f"{num(balance)} : vous pourriez encore révéler." if fr else
                f"- Had {gregarious.name(L)} (Gregarious) come out earlier, the same cards would leave you at "
                f"{num(balance)}: you could still reveal.")
        return "\n".join(lines)

    def totals_example(self) -> str:
        """A seed total: three starting cards (one negative) and a planted tree that gives seeds."""
        r, L = self.rules, self.lang
        fr = L == "fr"
        start = [r.card(i) for i in r.starting]
        positive = [c for c in start if c.elements["seed"] > 0][:2]
        negative = next((c for c in start if c.elements["seed"] < 0), None)
        tree = next((t for t in r.trees.values() if t.elements["seed"] > 0), None)
        if len(positive) < 2 or negative is None or tree is None:
            return ""
        cells = [(x, y) for y in range(r.height) for x in range(r.width)]
        sx, sy = r.start_cell
        cell = next(c for c in cells if abs(c[0] - sx) + abs(c[1] - sy) == 1)
        help_line = [c.id for c in (*positive, negative)]
        total = scoring.element_totals(r, help_line, {cell: tree.id})["seed"]
        parts = [c.elements["seed"] for c in (*positive, negative)] + [tree.elements["seed"]]
        sums = " ".join([num(parts[0])] + [f"{'+' if p >= 0 else '−'} {num(abs(p))}" for p in parts[1:]])
        names = series((c.name(L) for c in (*positive, negative)), L)
        if fr:
            return (f"Votre Ligne d’aide montre {names}, et {tree.name(L)} pousse dans votre forêt. Votre total de "
                    f"graines : {sums} = {num(total)}.")
        return (f"Your Help Line shows {names}, and {tree.name(L)} grows in your forest. Your seed total: "
                f"{sums} = {num(total)}.")

    def extinguish_example(self) -> str:
        """One fire of each value in the centre and water for the smallest and the largest together."""
        L = self.lang
        fr = L == "fr"
        values = sorted(self.rules.fire_tiles)
        if len(values) < 2:
            return ""
        water = values[0] + values[-1]
        fits = [set(c) for n in range(1, len(values) + 1) for c in combinations(range(len(values)), n)
                if sum(values[i] for i in c) <= water]
        best = [c for c in fits if not any(c < other for other in fits)]
        choices = series((" + ".join(num(values[i]) for i in sorted(c)) for c in best), L, "or")
        every = sum(values)
        centre = ", ".join(num(x) for x in values)
        if fr:
            return (f"Au centre : {centre}. Avec {count(water, 'water', L)}, vous prenez {choices} — jamais tout "
                    f"({num(every)}).")
        return (f"In the centre: {centre}. With {num(water)} water you take {choices} — never all of them "
                f"({num(every)}).")

    def move_example(self) -> str:
        """From the first rock, another Spirit on the next one, a wind of three."""
        r, L = self.rules, self.lang
        fr = L == "fr"
        n = len(r.rocks)
        wind = min(3, n - 2)
        if wind < 1:
            return ""
        here, other = 0, 1
        reach = []
        rock = here
        for d in range(1, wind + 1):
            rock = (rock + 1) % n
            while rock == other:
                rock = (rock + 1) % n
            reach.append((d, rock))
        names = _ROCK_NAMES[L]
        options = series(((f"{num(d)} → rocher {num(k + 1)} ({names[r.rocks[k]]})" if fr else
                           f"{num(d)} → rock {num(k + 1)} ({names[r.rocks[k]]})") for d, k in reach), L)
        if fr:
            return (f"Vous êtes sur le rocher {num(here + 1)}, un autre Esprit sur le rocher {num(other + 1)}, et "
                    f"vous avez {count(wind, 'wind', L)} : {options}. Quel que soit votre choix, vous sautez cet "
                    f"Esprit et lui prenez une tuile Victoire.")
        return (f"You stand on rock {num(here + 1)}, another Spirit on rock {num(other + 1)}, and you have "
                f"{num(wind)} wind: {options}. Whichever you choose, you jump that Spirit and take one of its "
                f"Victory tiles.")

    def victory_example(self) -> str:
        """Two players reach the target in the same round; the sums decide; a third does not count."""
        r, L, w = self.rules, self.lang, self.w
        fr = L == "fr"
        t = r.victory_target
        players = [("Alex", scoring.Counts(trees=t, fires=max(t - 3, 0), flowers=max(t - 6, 0))),
                   ("Sam", scoring.Counts(trees=max(t - 7, 0), fires=max(t - 4, 0), flowers=t + 1)),
                   ("Lou", scoring.Counts(trees=t - 1, fires=t - 1, flowers=t - 1))]
        won = scoring.winners(r, [c for _, c in players])
        rows = [[w["player"], w["trees"], w["fires"], w["flowers"], w["sum"], w["reached"]]]
        for name, c in players:
            rows.append([name, num(c.trees), num(c.fires), num(c.flowers), num(c.sum),
                         w["yes"] if c.eligible(t) else w["no"]])
        winner = series((players[i][0] for i in won), L)
        lou = players[2][1]
        if fr:
            tail = (f"{winner} gagne : sa somme est la plus haute parmi ceux qui ont atteint {num(t)}. Lou a la plus "
                    f"grosse somme ({num(lou.sum)}) mais n’a atteint {num(t)} nulle part : Lou ne peut pas gagner.")
        else:
            tail = (f"{winner} wins: the highest sum among those who reached {num(t)}. Lou has the biggest sum "
                    f"({num(lou.sum)}) but reached {num(t)} nowhere, so Lou cannot win.")
        return _table(rows) + "\n\n" + tail

    def repeat_paragraph(self, repeat: TreeType | None) -> str:
        L = self.lang
        if repeat is None:
            return ""
        if L == "fr":
            return (f"## L’arbre de coût {num(repeat.cost)}\n"
                    f"Une fois cet arbre planté dans votre forêt, vous pouvez refaire une action du même type, "
                    f"de nouveau avec tout votre total. Planté par votre première action, il compte déjà pour la "
                    f"suivante. Il ne donne pas d’action en plus : seulement le droit de répéter.")
        return (f"## The cost-{num(repeat.cost)} tree\n"
                f"Once this tree grows in your forest, you may take the same kind of action again, with your "
                f"whole total once more. Planted by your first action, it already counts for the next one. It gives "
                f"no extra action: only the right to repeat.")


class _Same:
    """A rules object as a cache key, equal only to itself (its mappings make the rules unhashable)."""

    def __init__(self, rules: LivingForestRules) -> None:
        self.rules = rules

    def __hash__(self) -> int:
        return id(self.rules)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.rules is self.rules


@functools.lru_cache(maxsize=8)         # the bundled rules, and a few others in tests
def _values_for(key: _Same, lang: str) -> _Values:
    return _Values(key.rules, lang)


def values(rules: LivingForestRules | None, lang: str) -> _Values:
    """Every placeholder for one language (made once per rules object and language)."""
    return _values_for(_Same(rules or bundled_rules()), lang)


# ---------------------------------------------------------------------------------------------- the data pages
# The templates (rules.po) hold no digit (every number is a placeholder filled from the data).


def _group_page(group: str, ids: Sequence[str], v: _Values) -> str:
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


def _card_page(card: AnimalCard, v: _Values) -> str:
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


def _tree_page(tree: TreeType, v: _Values) -> str:
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


def _corner_title(corner, v: _Values) -> str:
    r = v.rules
    if corner.cell[0] in (0, r.width - 1) and corner.cell[1] in (0, r.height - 1):
        vertical = "top" if corner.cell[1] == 0 else "bottom"
        horizontal = "left" if corner.cell[0] == 0 else "right"
        return _CORNER_TITLES[v.lang][f"{vertical}_{horizontal}"]
    return f"{v.w['corner']} · {cell_name(corner.cell, v.lang)}"


def _piece_name(found: tuple[str, object], v: _Values) -> str:
    what, it = found
    L = v.lang
    if what == "rock":
        return f"{v.w['rock']} {num(it + 1)} · {_ROCK_NAMES[L][v.rules.rocks[it]]}"
    if what == "corner":
        return _corner_title(it, v)
    return f"{v.line_name(it)} · {element_amount(it.element, it.amount, L)}"


def _piece_facts(found: tuple[str, object], v: _Values) -> tuple[str, str]:
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


def _rock_page(rock: int, v: _Values) -> str:
    r, L = v.rules, v.lang
    fr = L == "fr"
    kind = r.rocks[rock]
    gift = _ROCK_GIFTS[L][kind]
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


def _corner_page(corner, v: _Values) -> str:
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
        act = _ROCK_NAMES[L][corner.effect]
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


def _line_page(line, v: _Values) -> str:
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


def _piece_page(found: tuple[str, object], v: _Values) -> str:
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
    w = _WORDS["fr" if fr else "en"]
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
