"""Every placeholder of Living Forest's rules pages, for one language, worked out from the card data: the counts,
costs and values the templates name, the phrases and the tables (corners, lines, rocks, trees, levels, actions);
the worked examples are rules_examples.py's. Made once per rules object and language (``values``).
"""
from __future__ import annotations

import functools
from typing import Mapping, Sequence

from ..core.typeset import num
from ..core.typeset import table as _table
from .cards import ELEMENTS, GREGARIOUS, LEVELS, SOLITARY, LivingForestRules, bundled_rules
from .rules_examples import WorkedExamples
from .rules_words import (ELEMENT_TITLES, ROCK_EFFECTS, ROCK_NAMES, WORDS, cell_name, count, element_amount, noun_form,
                          ordinal, say, series)


class Values(WorkedExamples, dict):
    """Every placeholder of the templates, for one language, computed from the card data."""

    def __init__(self, rules: LivingForestRules, lang: str) -> None:
        super().__init__()
        self.rules, self.lang = rules, lang
        self.w = WORDS[lang]
        r, L, v = rules, lang, self
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
        v["fire_split"] = series((say("phrase.fire_split", L, n=num(n), value=num(val))
                                  for val, n in r.fire_tiles.items()), L)
        v["fire_values"] = series((num(x) for x in values), L, "or")
        v["start_fires"] = self.fires_phrase(r.start_fires)
        v["fire_by_level"] = series((say("phrase.fire_of_level", L, value=num(r.fire_value[lv]), level=num(lv))
                                     for lv in LEVELS), L)
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
        v["copies_by_players"] = series((say("phrase.trees_with_players", L,
                                             trees=count(sum(t.copies[p] for t in r.trees.values()), "tree", L),
                                             players=num(p)) for p in range(r.players_min, r.players_max + 1)), L)
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
        one = noun_form(noun, self.lang, False)
        return say("phrase.none_of", self.lang, one=one)

    def amounts(self, elements: Mapping[str, int]) -> str:
        """"+1 water, +2 seeds" (the elements a card or tree shows, in the rules' order)."""
        parts = [element_amount(e, elements[e], self.lang) for e in ELEMENTS if elements.get(e)]
        return ", ".join(parts) if parts else self.w["nothing"]

    def fires_phrase(self, fires: Sequence[int]) -> str:
        if not fires:
            return say("phrase.no_fire", self.lang)
        return series((say("phrase.fire_of", self.lang, value=num(f)) for f in fires), self.lang)

    def tile_name(self, kind: str) -> str:
        return say(f"tile.{kind}", self.lang)

    def corner_name(self, cell: tuple[int, int]) -> str:
        r, w = self.rules, self.w
        vertical = "top" if cell[1] == 0 else "bottom"
        horizontal = "left" if cell[0] == 0 else "right"
        return w[f"{vertical}_{horizontal}"] if cell[1] in (0, r.height - 1) else cell_name(cell, self.lang)

    def corner_effect(self, corner) -> str:
        L = self.lang
        if corner.effect == "fragments":
            return say("phrase.corner_fragments", L, fragments=count(corner.amount, "fragment", L))
        element = "sun" if corner.effect == "attract" else "water"
        return say("phrase.corner_bonus", L, effect=ROCK_EFFECTS[L][corner.effect],
                   amount=element_amount(element, corner.amount, L))

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
        rows = [[w["bonus"], w["what_it_gives"], w["rocks"]]]
        for kind in dict.fromkeys(self.rules.rocks):
            where = [num(i + 1) for i, k in enumerate(self.rules.rocks) if k == kind]
            rows.append([ROCK_NAMES[L][kind], ROCK_EFFECTS[L][kind], ", ".join(where)])
        return _table(rows)

    def start_rocks_table(self) -> str:
        r, w, L = self.rules, self.w, self.lang
        most = max(len(v) for v in r.start_rocks.values())
        rows = [[w["players"], *(say("phrase.nth_player", L, nth=ordinal(i + 1, L)) for i in range(most))]]
        for players, rocks in r.start_rocks.items():
            rows.append([num(players), *(num(x + 1) for x in rocks), *([""] * (most - len(rocks)))])
        return _table(rows)

    def trees_table(self) -> str:
        r, w, L = self.rules, self.w, self.lang
        counts_ = range(r.players_min, r.players_max + 1)
        head = [w["tree"], w["cost"], w["adds"]]
        head += [say("phrase.players", L, n=num(p)) for p in counts_]
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
        L, w = self.lang, self.w
        rows = [[w["action"], w["paid_with"], w["what_it_does"]]]
        # each action and the element it is paid with (a Fragment is taken for nothing)
        for action, element in (("fragment", None), ("attract", "sun"), ("extinguish", "water"), ("plant", "seed"),
                                ("move", "wind")):
            rows.append([say(f"action.{action}", L), ELEMENT_TITLES[L][element] if element else "—",
                         say(f"action_does.{action}", L)])
        return _table(rows)

    def counts_table(self) -> str:
        L, w = self.lang, self.w
        rows = [[w["category"], w["counts"]]]
        rows += [[w[what], say(f"counts.{what}", L)] for what in ("trees", "fires", "flowers")]
        return _table(rows)

    def animals_table(self, ids: Sequence[int], with_cost: bool, with_total: bool) -> str:
        r, w, L = self.rules, self.w, self.lang
        head = [w["card"]] + ([w["cost"]] if with_cost else []) + [ELEMENT_TITLES[L][e] for e in ELEMENTS]
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


class _Same:
    """A rules object as a cache key, equal only to itself (its mappings make the rules unhashable)."""

    def __init__(self, rules: LivingForestRules) -> None:
        self.rules = rules

    def __hash__(self) -> int:
        return id(self.rules)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.rules is self.rules


@functools.lru_cache(maxsize=8)         # the bundled rules, and a few others in tests
def _values_for(key: _Same, lang: str) -> Values:
    return Values(key.rules, lang)


def values(rules: LivingForestRules | None, lang: str) -> Values:
    """Every placeholder for one language (made once per rules object and language)."""
    return _values_for(_Same(rules or bundled_rules()), lang)
