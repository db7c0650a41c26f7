"""Living Forest's end of round (§7), automatic, exactly in the rules' order: the victory check (and the game's
end, §8, or the simulations' round cap, §9), Onibi's Fire Varans, the new fires, the refill of the reserve, the
Help Lines to the discard piles, the Sacred Tree passing on. Mixed into ``state.LivingForestState``."""
from __future__ import annotations

from ..core.protocol import Outcome
from .scoring import ranking, winners

WATER = 1


class RoundEnd:

    def _end_round(self) -> None:
        self.active = -1
        rules = self.rules
        all_counts = self.counts()
        target = rules.victory_target
        self._ev("victory_check", None, round=self.round,
                 counts=[{"trees": c.trees, "fires": c.fires, "flowers": c.flowers, "sum": c.sum,
                          "eligible": c.eligible(target)} for c in all_counts])
        won = winners(rules, all_counts)
        if won:
            self._game_end(all_counts, won, capped=False)
            return
        if self.options.get("round_cap") and self.round >= rules.round_cap:
            # §9's safety cap for simulations: nobody reached 12, the highest S wins (ties share)
            self._game_end(all_counts, ranking(rules, all_counts)[0], capped=True)
            return
        self._onibi_spirits()
        self._onibi_tree()
        self._refill()
        self._help_lines_to_discard()
        self.first = (self.first + 1) % self.players
        self._ev("sacred_tree", self.first)
        self.round += 1
        for level in self.attracted:
            self.attracted[level] = 0
        self._start_draw_phase()

    def _game_end(self, all_counts, won, capped: bool) -> None:
        rules = self.rules
        sums = tuple(c.sum for c in all_counts)
        self.phase = "over"
        self.stack = []
        self._outcome = Outcome(totals=sums, winners=tuple(sorted(won)), detail={
            "round": self.round, "capped": capped,
            "counts": [[c.trees, c.fires, c.flowers] for c in all_counts],
            "eligible": [c.eligible(rules.victory_target) for c in all_counts],
            "ranking": ranking(rules, all_counts)})
        self._ev("game_end", None, winners=list(self._outcome.winners), totals=list(sums), capped=capped,
                 round=self.round)

    def _onibi_spirits(self) -> None:
        """§7.2: every seat whose water is below the centre's fire total gets one Varan per centre fire, dealt
        one by one from the Sacred Tree's holder while the supply lasts."""
        n = len(self.centre)
        strength = sum(self.centre)
        given = [0] * self.players
        attacked = []
        if n:
            attacked = [s for s in self.turn_order() if self.total(s, WATER) < strength]
            varan = self.rules.varan
            for _ in range(n):
                for s in attacked:
                    if self.varan_supply <= 0:
                        break
                    self.varan_supply -= 1
                    self.spirits[s].discard.append(varan)
                    given[s] += 1
                if self.varan_supply <= 0:
                    break
        self._ev("varans", None, fire=strength, fires=n, attacked=attacked, given=given, supply=self.varan_supply,
                 card=self.rules.varan)

    def _onibi_tree(self) -> None:
        """§7.3: a fire per card attracted this round, level 1's first, up to the centre's capacity counting the
        fires already there; a value whose supply is out is skipped; an empty centre gets the setup's fire."""
        rules = self.rules
        added: list[int] = []
        cap = rules.centre_capacity
        full = False
        for level in self.t.levels:
            value = rules.fire_value[level]
            for _ in range(self.attracted[level]):
                if len(self.centre) >= cap:
                    full = True
                    break
                if self.fire_supply.get(value, 0) <= 0:
                    continue
                self.fire_supply[value] -= 1
                self.centre.append(value)
                added.append(value)
            if full:
                break
        topped: list[int] = []
        if not self.centre:
            for value in rules.start_fires:
                if self.fire_supply.get(value, 0) > 0 and len(self.centre) < cap:
                    self.fire_supply[value] -= 1
                    self.centre.append(value)
                    topped.append(value)
        self._ev("new_fires", None, added=added, topped=topped, centre=list(self.centre), full=full,
                 attracted={str(lv): n for lv, n in self.attracted.items()})

    def _refill(self) -> None:
        """§7.4: each row back to its size from its stack, as far as the stack goes."""
        size = self.rules.reserve_row
        for level in self.t.levels:
            row, stack = self.rows[level], self.stacks[level]
            new = []
            while len(row) < size and stack:
                card = stack.pop()
                row.append(card)
                new.append(card)
            self._ev("refill", None, level=level, cards=new, stack=len(stack))

    def _help_lines_to_discard(self) -> None:
        """§7.5: every Help Line card, Varans included, to its owner's discard pile."""
        for seat, sp in enumerate(self.spirits):
            cards = sp.help
            sp.discard.extend(cards)
            sp.help = []
            sp.hsum = [0, 0, 0, 0, 0]
            sp.balance = 0
            self._ev("discard", seat, cards=list(cards))
