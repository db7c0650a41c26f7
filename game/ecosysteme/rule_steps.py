"""The scoring rules of data/cards.yaml compiled into steps, one family of rule each (per_card, condition, flat,
lines, groups, adjacent_groups, majority, hunt): a step scores its kind in one frame's ``Eval`` and marks the
cards that scored. A mixin of ``Scorer`` (scoring.py), which runs the steps in catalogue order and settles the
comparisons across the table.
"""
from __future__ import annotations

from .cards import GRID_COLS, Rule
from .grid import ADJACENT, ADJACENT_MASK, EMPTY, NEIGHBOURS, Eval, Step, mask_cells


class RuleSteps:
    """The compilers of the rule families. Expects ``Scorer``'s ``rules``, ``nkinds``, ``steps`` and the lion's
    prey helpers (``_default_prey``, ``_check_prey``)."""

    def _targets(self, rule: Rule) -> list[bool]:
        """Membership table indexed by kind (its extra last slot is EMPTY's, always False)."""
        table = [False] * (self.nkinds + 1)
        if "of" in rule.params:
            for kid in rule["of"]:
                table[self._index[kid]] = True
        elif "category" in rule.params:
            for k in self.rules.kinds:
                table[k.index] = k.category == rule["category"]
        else:  # any card (face-down counting)
            table[: self.nkinds] = [True] * self.nkinds
        for kid in rule.get("except", ()):
            table[self._index[kid]] = False
        return table

    def _compile(self, kind: int, rule: Rule) -> Step:
        return getattr(self, f"_rule_{rule.type}")(kind, rule)

    def _rule_per_card(self, kind: int, rule: Rule) -> Step:
        table = NEIGHBOURS[rule["where"]]
        target = self._targets(rule)
        points, base, face = rule["points"], rule["base"], rule["face"]
        distinct, flip = rule["distinct"], rule["flip"]

        if face == "any" and not distinct and not flip and base == 0:
            def step(ev: Eval) -> int:  # the common case, kept lean for simulations
                frame = ev.frame
                total = 0
                scored = []
                for cell in ev.pos[kind]:
                    n = 0
                    for nb in table[cell]:
                        if target[frame[nb]]:
                            n += 1
                    if n:
                        total += n * points
                        scored.append(cell)
                ev.cells[kind] = scored
                return total
            return step

        def step(ev: Eval) -> int:
            frame, down = ev.frame, ev.down
            total = 0
            scored = []
            hunted = []
            for cell in ev.pos[kind]:
                found = []
                for nb in table[cell]:
                    k = frame[nb]
                    if k == EMPTY or not target[k]:
                        continue
                    if face == "down" and not down[nb]:
                        continue
                    if face == "up" and down[nb]:
                        continue
                    found.append(nb)
                n = len({frame[nb] for nb in found}) if distinct else len(found)
                pts = base + n * points
                total += pts
                if pts:
                    scored.append(cell)
                if flip:
                    hunted.extend(found)
            for nb in hunted:  # every card hunted by any card of this kind, once all have scored
                down[nb] = True
            ev.cells[kind] = scored
            return total
        return step

    def _rule_condition(self, kind: int, rule: Rule) -> Step:
        table = NEIGHBOURS[rule["where"]]
        target = self._targets(rule)
        points, want_any = rule["points"], rule["when"] == "any"

        def step(ev: Eval) -> int:
            frame = ev.frame
            scored = []
            for cell in ev.pos[kind]:
                found = False
                for nb in table[cell]:
                    if target[frame[nb]]:
                        found = True
                        break
                if found == want_any:
                    scored.append(cell)
            ev.cells[kind] = scored
            return points * len(scored)
        return step

    def _rule_flat(self, kind: int, rule: Rule) -> Step:
        points = rule["points"]

        def step(ev: Eval) -> int:
            cells = ev.pos[kind]
            ev.cells[kind] = list(cells)
            return points * len(cells)
        return step

    def _rule_lines(self, kind: int, rule: Rule) -> Step:
        points = rule["points"]

        def step(ev: Eval) -> int:
            cells = ev.pos[kind]
            ev.cells[kind] = list(cells)
            rows = {c // GRID_COLS for c in cells}
            cols = {c % GRID_COLS for c in cells}
            return points * (len(rows) + len(cols))
        return step

    def _rule_groups(self, kind: int, rule: Rule) -> Step:
        table = rule["table"]
        last = len(table) - 1

        def step(ev: Eval) -> int:
            total = 0
            scored = 0
            for group in ev.groups(kind):
                pts = table[min(group.bit_count() - 1, last)]
                if pts:
                    total += pts
                    scored |= group
            ev.cells[kind] = mask_cells(scored)
            return total
        return step

    def _rule_adjacent_groups(self, kind: int, rule: Rule) -> Step:
        of = self._index[rule["of"][0]]
        points = rule["points"]

        def step(ev: Eval) -> int:
            if not ev.pos[kind]:
                ev.cells[kind] = []
                return 0
            groups = ev.groups(of)
            total = 0
            scored = []
            for cell in ev.pos[kind]:
                around = ADJACENT_MASK[cell]
                length = 0
                for g in groups:           # each distinct group touching it counts once, whole
                    if g & around:
                        length += g.bit_count()
                if length:
                    total += points * length
                    scored.append(cell)
            ev.cells[kind] = scored
            return total
        return step

    def _rule_majority(self, kind: int, rule: Rule) -> Step:
        largest = rule["measure"] == "largest_group"

        def step(ev: Eval) -> int:
            if largest:
                best = max(ev.groups(kind), key=int.bit_count, default=0)
                ev.measures[kind] = best.bit_count()
                measured = mask_cells(best)
            else:
                measured = ev.pos[kind]
                ev.measures[kind] = len(measured)
            # the cards that would earn a prize (cleared afterwards if no prize is won)
            earlier = ev.cells.get(kind)
            ev.cells[kind] = sorted(set(earlier) | set(measured)) if earlier else list(measured)
            return 0  # prizes are settled across ecosystems afterwards
        return step

    def _rule_hunt(self, kind: int, rule: Rule) -> Step:
        needs = self._targets(Rule("x", {"of": rule["needs"]}))
        prey = self._targets(Rule("x", {"of": rule["prey"]}))
        points = rule["points"]
        position = len(self.steps)  # this step's place: the rules after it feel its flips

        def step(ev: Eval) -> int:
            frame, down = ev.frame, ev.down
            hunters = [cell for cell in ev.pos[kind] if any(needs[frame[nb]] for nb in ADJACENT[cell])]
            if not hunters and not ev.prey_choice:
                return 0
            candidates = tuple(i for i, k in enumerate(frame) if k != EMPTY and prey[k] and not down[i])
            picks = min(len(hunters), len(candidates))
            if ev.prey_choice is None:
                chosen = self._default_prey(ev, self.steps[position + 1:], candidates, picks)
            else:
                chosen = self._check_prey(ev.prey_choice, candidates, picks)
            for cell in chosen:
                down[cell] = True
            ev.hunt = (candidates, picks, chosen)
            ev.cells[kind] = hunters[:picks]
            return points * picks
        return step
