"""The worked examples of Living Forest's rules pages (a draw up to the forced stop, a seed total, an
extinguish, a move, a shared victory, the repeating tree), played out on the card data with scoring.py, so that
they stay true when the data changes. A mixin of ``rules_values.Values``, whose placeholders they fill.
"""
from __future__ import annotations

from itertools import combinations

from ..core.typeset import num
from ..core.typeset import table as _table
from . import scoring
from .cards import GREGARIOUS, LEVELS, SOLITARY, TreeType
from .rules_words import ROCK_NAMES, count, say, series


class WorkedExamples:
    """The examples, each a placeholder's text. Expects ``rules``, ``lang`` and ``w`` (the words) of ``Values``."""

    def draw_example(self) -> str:
        """Reveals from the starting deck up to the forced stop, then a Gregarious card's effect."""
        r, L = self.rules, self.lang
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
        lines = [say("example.draw_reveal", L, steps=series(steps, L), balance=num(balance),
                     actions=count(r.normal_actions, "action", L)),
                 say("example.draw_push", L, last=last.name(L), next=num(balance + 1))]
        if gregarious is not None:
            lines.append(say("example.draw_gregarious", L, name=gregarious.name(L), balance=num(balance)))
        return "\n".join(lines)

    def totals_example(self) -> str:
        """A seed total: three starting cards (one negative) and a planted tree that gives seeds."""
        r, L = self.rules, self.lang
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
        return say("example.totals", L, names=names, tree=tree.name(L), sums=sums, total=num(total))

    def extinguish_example(self) -> str:
        """One fire of each value in the centre and water for the smallest and the largest together."""
        L = self.lang
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
        return say("example.extinguish", L, centre=centre, water=count(water, "water", L), choices=choices,
                   every=num(every))

    def move_example(self) -> str:
        """From the first rock, another Spirit on the next one, a wind of three."""
        r, L = self.rules, self.lang
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
        names = ROCK_NAMES[L]
        options = series((say("example.move_option", L, distance=num(d), rock=num(k + 1), name=names[r.rocks[k]])
                          for d, k in reach), L)
        return say("example.move", L, here=num(here + 1), other=num(other + 1), wind=count(wind, "wind", L),
                   options=options)

    def victory_example(self) -> str:
        """Two players reach the target in the same round; the sums decide; a third does not count."""
        r, L, w = self.rules, self.lang, self.w
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
        tail = say("example.victory", L, winner=winner, target=num(t), lou_sum=num(lou.sum))
        return _table(rows) + "\n\n" + tail

    def repeat_paragraph(self, repeat: TreeType | None) -> str:
        L = self.lang
        if repeat is None:
            return ""
        return say("example.repeat", L, cost=num(repeat.cost))
