"""Living Forest's invariants (§12 "Invariants worth asserting"), mixed into ``state.LivingForestState``: what the
conformance suite, the simulations' ``--check`` and the save reader assert after every step."""
from __future__ import annotations

ACTION, OVER, DRAW = "action", "over", "draw"


class Invariants:

    def check_invariants(self, decisions: bool = True) -> None:
        """AssertionError naming the first broken invariant: every card, fire, Varan, Fragment, Victory tile
        and tree in exactly one place; at most 7 fires in the centre; B at most 3; forests grown from the start
        tree; at most the allowance of normal actions, different unless T11; a decision pending while the game
        goes on."""
        rules, t = self.rules, self.t
        varan = rules.varan
        where: dict[int, int] = {}
        for level in t.levels:
            for c in self.rows[level] + self.stacks[level]:
                assert c in t.reserve and t.level[c] == level, f"card {c} in the level {level} reserve"
                where[c] = where.get(c, 0) + 1
            assert len(self.rows[level]) <= rules.reserve_row, f"level {level}: more than a row face up"
        for c in self.transit():
            where[c] = where.get(c, 0) + 1
        varans = self.varan_supply
        fires = dict(self.fire_supply)
        for v in self.centre:
            fires[v] = fires.get(v, 0) + 1
        fragments = self.fragment_supply
        tiles: list[tuple[int, str]] = []
        trees = dict(self.dispenser)
        start = set(rules.starting)
        rocks = set()
        for seat, sp in enumerate(self.spirits):
            own: dict[int, int] = {}
            for c in sp.cards():
                if c == varan:
                    varans += 1
                elif c in start:
                    own[c] = own.get(c, 0) + 1
                else:
                    where[c] = where.get(c, 0) + 1
            assert own == dict.fromkeys(rules.starting, 1), f"seat {seat}: its starting cards are not all there once"
            assert 0 <= sp.known <= len(sp.draw), f"seat {seat}: more known cards than its draw pile holds"
            for v in sp.fires:
                fires[v] = fires.get(v, 0) + 1
            assert sp.fragments >= 0, f"seat {seat}: negative Fragments"
            fragments += sp.fragments
            tiles += sp.tiles
            for tree in sp.forest.values():
                trees[tree] = trees.get(tree, 0) + 1
            balance = sum(t.sym[c] for c in sp.help)
            assert balance == sp.balance, f"seat {seat}: B {sp.balance} is not its Help Line's {balance}"
            assert balance <= rules.forced_stop, f"seat {seat}: B above {rules.forced_stop}"
            hsum = [sum(t.el[c][i] for c in sp.help) for i in range(5)]
            assert hsum == sp.hsum, f"seat {seat}: its Help Line's elements are out of date"
            self._check_forest(seat, sp)
            assert sp.rock not in rocks, f"seat {seat}: a rock shared with another standee"
            rocks.add(sp.rock)
            assert 0 <= sp.rock < len(rules.rocks), f"seat {seat}: off the Circle"
            if self.phase == ACTION:
                assert len(sp.done) <= sp.allowance <= rules.normal_actions, f"seat {seat}: too many actions"
                assert len(set(sp.done)) == len(sp.done) or any(tr in t.repeat for tr in sp.forest.values()), \
                    f"seat {seat}: the same action twice without the tree that allows it"
        bad = sorted(c for c, n in where.items() if n != 1)
        assert not bad, f"reserve cards not in exactly one place: {bad[:5]}"
        assert set(where) == t.reserve, f"reserve cards lost: {sorted(t.reserve - set(where))[:5]}"
        assert varans == rules.varans, f"{varans} Fire Varans instead of {rules.varans}"
        assert fires == dict(rules.fire_tiles), f"fire tiles {fires} instead of {dict(rules.fire_tiles)}"
        assert all(n >= 0 for n in self.fire_supply.values()), "a negative fire supply"
        assert len(self.centre) <= rules.centre_capacity, "more fires in the centre than it holds"
        assert fragments == rules.fragments and self.fragment_supply >= 0, f"{fragments} Fragments"
        expected = sorted((s, k) for s in range(self.players) for k in rules.victory_tiles)
        assert sorted(tiles) == expected, "Victory tiles not each in one place"
        assert trees == rules.tree_copies(self.players), "trees lost or added"
        assert all(n >= 0 for n in self.dispenser.values()), "a dispenser below empty"
        if not decisions:
            return
        if self.phase == OVER:
            assert self._outcome is not None and not self._dec, "a finished game still asking"
        else:
            assert self._dec, "a game going on with no decision pending"
            if self.phase == DRAW:
                assert all(not self.spirits[s].stopped for s in self._dec), "a stopped seat asked to draw"
            else:
                assert set(self._dec) == {self.active}, "someone else than the active seat asked"

    def _check_forest(self, seat: int, sp) -> None:
        rules = self.rules
        start = rules.start_cell
        grown = {start}
        todo = [start]
        while todo:
            c = todo.pop()
            for n in self.t.neighbours[c]:
                if n in sp.forest and n not in grown:
                    grown.add(n)
                    todo.append(n)
        assert start not in sp.forest, f"seat {seat}: a tree planted on the start cell"
        assert set(sp.forest) <= grown, f"seat {seat}: a tree not connected to the start tree"
        assert all(tr in rules.trees for tr in sp.forest.values()), f"seat {seat}: an unknown tree"
