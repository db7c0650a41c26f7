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
from .rules_words import ROCK_NAMES, count, series


class WorkedExamples:
    """The examples, each a placeholder's text. Expects ``rules``, ``lang`` and ``w`` (the words) of ``Values``."""

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
        names = ROCK_NAMES[L]
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
