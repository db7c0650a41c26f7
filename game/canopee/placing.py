"""Cards entering and leaving a forest (§6): a pile's cards placed in order (asking the order when it matters),
a trunk or canopy finding its tree, an immediate card resolving (Lightning, Drought), draws, and discards (a tree
losing its last trunk, a Pitcher Plant releasing its card, a Germination card going under its deck). A mixin of
``CanopeeState``: the turn, the abilities and the end of a season all put cards in and take them out through
these frames (PLACE, CARD, DRAW, DISCARD of frames.py).
"""
from __future__ import annotations

from typing import Any

from . import actions as A
from .cardtable import (ARRIVES_CANOPY, ARRIVES_IMMEDIATE, ARRIVES_TRUNK, CANOPY, FLORA, GERMINATION, THREAT, TRUNK,
                        WILDLIFE)
from .forest import Tree
from .frames import ANY, CARD, DISCARD, DRAW, END, FLORA_ONLY, KEEPF, PLACE, PLAY, REFILL, TURN, WILDLIFE_ONLY


class Placing:
    """The frames that add cards to a forest and take them away. Expects the attributes and helpers of
    ``CanopeeState``."""

    __slots__ = ()

    # ------------------------------------------------------------------ adding cards to a forest

    def _h_place(self, fr: tuple) -> bool:
        _, f, cards = fr
        stack = self.stack
        n = len(cards)
        if n == 0:
            stack.pop()
            return False
        ct = self.ct
        arrival, kind = ct.arrival, ct.kind
        if n > 1:
            mask = 0
            for u in cards:
                mask |= arrival[u]
            if mask and self._order_matters(cards, mask):
                legal = A.chooses(by_kind(cards, kind))
                if f == self.active and self.phase == PLAY and f != self.spirit:
                    legal += self._w6(f)
                return self._ask(f, "order", legal)
        # any order gives the same forest: one after the other, until a card needs a decision. A card with
        # nothing to decide (flora, weather, wildlife...: the usual pile) is added here without a call; the
        # frame is left with the cards still to come only before a card that may ask something
        fo_cards, arrived, events = self.forests[f].cards, self.arrived, self._events
        last = n - 1
        for i in range(n):
            u = cards[i]
            if not arrival[u]:
                fo_cards.append(u)
                arrived.add(u)
                events.append(("place", f, u, kind[u]))
                if i == last:
                    stack.pop()
                continue
            if i < last:
                stack[-1] = (PLACE, f, cards[i + 1:])
            else:
                stack.pop()
            depth = len(stack)
            self._arrive(f, u)
            if len(stack) != depth:
                return False
        return False

    def _order_matters(self, cards: tuple, mask: int = -1) -> bool:
        """Whether the order of these cards can change anything (§6.1): a canopy with a trunk (which tree it
        tops), an immediate card with any other kind (what a Drought may take, what a Lightning draws onto).
        Otherwise every order gives the same forest and no "order" decision is asked. ``mask``: the ``or`` of
        the cards' ``CardTable.arrival`` codes when the caller has it."""
        if mask < 0:
            arrival = self.ct.arrival
            mask = 0
            for u in cards:
                mask |= arrival[u]
        if mask & ARRIVES_TRUNK and mask & ARRIVES_CANOPY:
            return True
        if mask & ARRIVES_IMMEDIATE:
            kind = self.ct.kind
            first = kind[cards[0]]
            for u in cards:
                if kind[u] != first:
                    return True
        return False

    def _a_place(self, fr: tuple, a: Any) -> None:
        _, f, cards = fr
        if type(a) is A.Choose:
            self.stack[-1] = (PLACE, f, without(cards, a.card))
            self._arrive(f, a.card)
        else:
            self._use_ability(f, a)

    def _arrive(self, f: int, u: int) -> None:
        """Card ``u`` enters forest ``f`` (§6): a trunk or canopy finds its tree, an immediate card resolves."""
        c = self.ct.cat[u]
        fo = self.forests[f]
        if c == TRUNK:
            for t in fo.trees:
                if t.canopy < 0:
                    self.stack.append((CARD, f, u, "trunk"))
                    return
            self._new_tree(f, u)
        elif c == CANOPY:
            unfinished = [t for t in fo.trees if t.canopy < 0]
            if not unfinished:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="no_tree")
            elif len(unfinished) == 1:
                self._top(f, unfinished[0], u)
            else:
                self.stack.append((CARD, f, u, "canopy"))
        elif self.ct.immediate[u]:
            kind = self.ct.kind[u]
            self._to_discard(u)
            self._ev("immediate", f, card=u, kind=kind)
            if kind == "lightning":
                self.stack.append((CARD, f, u, "lightning"))
            else:
                self.stack.append((DISCARD, f, self.rules.threats.drought_discards, "drought_discard", ANY))
        else:
            fo.cards.append(u)
            self.arrived.add(u)
            self._events.append(("place", f, u, self.ct.kind[u]))

    def _new_tree(self, f: int, trunk: int) -> None:
        tid = self.next_tree
        self.next_tree += 1
        self.forests[f].trees.append(Tree(tid, [trunk]))
        self._events.append(("place", f, {"card": trunk, "kind": self.ct.kind[trunk], "tree": tid,
                                          "new_tree": True}))

    def _grow(self, f: int, tree: Tree, trunk: int) -> None:
        tree.trunks.append(trunk)
        self._events.append(("place", f, {"card": trunk, "kind": self.ct.kind[trunk], "tree": tree.tid}))

    def _top(self, f: int, tree: Tree, canopy: int) -> None:
        tree.canopy = canopy
        tree.completed = self.next_completion
        self.next_completion += 1
        self._events.append(("place", f, {"card": canopy, "kind": self.ct.kind[canopy], "tree": tree.tid,
                                          "completes": True}))

    def _h_card(self, fr: tuple) -> bool:
        _, f, u, what = fr
        fo = self.forests[f]
        if what == "lightning":
            opponents = [s for s in range(self.nf) if s != f and s != self.spirit] or \
                        [s for s in range(self.nf) if s != f]
            return self._ask(f, "lightning_choice", [A.lightning(m, o) for m in A.LIGHTNING_MODES
                                                     for o in opponents])
        if what == "trunk":
            # a new tree, or any unfinished one
            legal = [A.NEW_TREE]
            trunk_on = A.place_trunk
            for t in fo.trees:
                if t.canopy < 0:
                    legal.append(trunk_on(t.tid))
            if len(legal) == 1:
                self.stack.pop()
                self._new_tree(f, u)
                return False
            self._dseat = f
            self._dname = "place_trunk"
            self._dlegal = tuple(legal)
            return True
        unfinished = [t for t in fo.trees if t.canopy < 0]
        if len(unfinished) <= 1:
            self.stack.pop()
            if unfinished:
                self._top(f, unfinished[0], u)
            else:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="no_tree")
            return False
        return self._ask(f, "place_canopy", [A.place_canopy(t.tid) for t in unfinished])

    def _a_card(self, fr: tuple, a: Any) -> bool | None:
        _, f, u, what = fr
        stack = self.stack
        stack.pop()
        if what == "trunk" or what == "canopy":
            if what == "canopy":
                self._top(f, self.forests[f].tree(a.tree), u)
            elif a.tree < 0:
                self._new_tree(f, u)
            else:
                self._grow(f, self.forests[f].tree(a.tree), u)
            # the last card of a kept pile (the usual case): the turn ends as the frames would end it
            if len(stack) == 2:
                keep = stack[1]
                turn = stack[0]
                if keep[0] == KEEPF and keep[4] == REFILL and not keep[6] and turn[0] == TURN and turn[2] == END:
                    stack.pop()
                    return self._refill_end(keep[1], keep[2], keep[3])
        else:
            n = self.rules.threats.lightning_cards
            self._ev("lightning", f, mode=a.mode, opponent=a.opponent)
            if a.mode == "draw":
                self.stack.append((DRAW, a.opponent, n))
                self.stack.append((DRAW, f, n))
            else:
                self.stack.append((DISCARD, a.opponent, n, "lightning_discard", ANY))
                self.stack.append((DISCARD, f, n, "lightning_discard", ANY))

    def _h_draw(self, fr: tuple) -> bool:
        _, f, n = fr
        self.stack.pop()
        drawn = tuple(self._draw(n))
        self._ev("draw", f, count=len(drawn))
        if drawn:
            self.stack.append((PLACE, f, drawn))
        return False

    # ------------------------------------------------------------------ discarding

    def _eligible(self, f: int, what: str) -> list[int]:
        fo = self.forests[f]
        cat = self.ct.cat
        if what == ANY:
            out = list(fo.cards)
            for t in fo.trees:
                if not t.scored:
                    out.extend(t.trunks)
                    if t.canopy >= 0:
                        out.append(t.canopy)
            return out
        if what == FLORA_ONLY:
            return [u for u in fo.cards if cat[u] == FLORA]
        if what == WILDLIFE_ONLY:
            return [u for u in fo.cards if cat[u] == WILDLIFE]
        imm = self.ct.immediate
        return [u for u in fo.cards if cat[u] == THREAT and not imm[u]]

    def _h_discard(self, fr: tuple) -> bool:
        _, f, n, name, what = fr
        if n <= 0:
            self.stack.pop()
            return False
        elig = self._eligible(f, what)
        if len(elig) <= n:
            # nothing to choose: all of them go (or nothing, §6.5 / OP-23)
            self.stack.pop()
            for u in elig:
                if self._holds(f, u):          # a canopy goes with its tree's last trunk
                    self._discard_from(f, u, name)
            return False
        return self._ask(f, name, A.chooses(elig))

    def _a_discard(self, fr: tuple, a: Any) -> None:
        _, f, n, name, what = fr
        if n > 1:
            self.stack[-1] = (DISCARD, f, n - 1, name, what)
        else:
            self.stack.pop()
        self._discard_from(f, a.card, name)

    def _holds(self, f: int, u: int) -> bool:
        fo = self.forests[f]
        if u in fo.cards:
            return True
        return any(u in t.trunks or t.canopy == u for t in fo.trees)

    def _discard_from(self, f: int, u: int, reason: str) -> None:
        """Card ``u`` leaves forest ``f`` for the discard pile (a Germination card: under its deck). A tree
        losing its last trunk goes with its canopy; a tree losing its canopy is unfinished again; a Pitcher
        Plant lets its card into the forest at once."""
        fo = self.forests[f]
        c = self.ct.cat[u]
        kind = self.ct.kind
        if c == TRUNK or c == CANOPY:
            for t in fo.trees:
                if c == TRUNK and u in t.trunks:
                    t.trunks.remove(u)
                    if not t.trunks:
                        fo.trees.remove(t)
                        if t.canopy >= 0:
                            self._to_discard(t.canopy)
                            self._ev("discard", f, card=t.canopy, kind=kind[t.canopy], reason=reason, tree=t.tid)
                    break
                if c == CANOPY and t.canopy == u:
                    t.canopy = -1
                    t.completed = -1
                    break
            self._to_discard(u)
            self._ev("discard", f, card=u, kind=kind[u], reason=reason)
            return
        fo.cards.remove(u)
        self._to_discard(u)
        self._ev("discard", f, card=u, kind=kind[u], reason=reason)
        held = fo.pitcher.pop(u, -1) if fo.pitcher else -1
        if held >= 0:
            self._ev("pitcher_release", f, plant=u, card=held, kind=kind[held])
            self.stack.append((PLACE, f, (held,)))

    def _to_discard(self, u: int) -> None:
        if self.ct.origin[u] == GERMINATION:
            self.germ.insert(0, u)
        else:
            self.discard.append(u)


def without(cards: tuple, u: int) -> tuple:
    i = cards.index(u)
    return cards[:i] + cards[i + 1:]


def by_kind(cards, kind: tuple[str, ...]) -> list[int]:
    """One card of each kind, in order: choosing between identical cards is no choice."""
    seen = set()
    out = []
    for u in cards:
        k = kind[u]
        if k not in seen:
            seen.add(k)
            out.append(u)
    return out
