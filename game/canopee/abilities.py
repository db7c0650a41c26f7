"""The abilities a seat uses in its own turn (§7): which it may use at the start of its turn (Poison Dart Frog,
Toucan, Tamarin) and at any time in it (Leafcutter Ant, Collybia), what each does when used, and the frames of
the two that ask more: the Collybia's discards and its draw kept or not, the Tamarin's cards kept one by one.
A mixin of ``CanopeeState``; the turn (turn.py) offers these windows between its steps, the end of a season
(season.py) asks ``_can_season``.
"""
from __future__ import annotations

from typing import Any

from ..errors import IllegalAction
from . import actions as A
from .actions import ACCEPT, DECLINE, GO
from .frames import ANY, COLLYBIA, COLLYBIA_KEEP, DISCARD, PLACE, TAMARIN
from .placing import by_kind, without

# the abilities offered most, made once (``actions.ability`` hands out one object per ability)
_ANT = A.ability("ant")
_FROG = A.ability("frog")
_TAMARIN = A.ability("tamarin")


class Abilities:
    """The abilities of a seat's turn. Expects the attributes and helpers of ``CanopeeState``."""

    __slots__ = ()

    # ------------------------------------------------------------------ abilities

    def _can(self, f: int, uid: int) -> bool:
        """The active card ``uid`` may be used in its owner's turn: in ``f``'s forest, unused this season, not
        arrived this turn (the Spirit's abilities do nothing)."""
        return (uid >= 0 and uid not in self.used and uid not in self.arrived and f != self.spirit
                and uid in self.forests[f].cards)

    def _can_season(self, f: int, uid: int) -> bool:
        """The same at the end of a season, which is no one's turn (a card that arrived may be used)."""
        return uid >= 0 and uid not in self.used and f != self.spirit and uid in self.forests[f].cards

    def _has_discardable(self, f: int, besides: int = -1) -> bool:
        fo = self.forests[f]
        for u in fo.cards:
            if u != besides:
                return True
        for t in fo.trees:
            if not t.scored:
                return True
        return False

    def _w6(self, seat: int) -> list:
        """Leafcutter Ant and Collybia: any time in the seat's own turn."""
        cards = self.forests[seat].cards
        ant = self._u_ant
        if not self._collybias and ant not in cards:
            return []          # the usual case, decided in one look
        out = []
        # as ``_can(seat, ant) and _has_discardable(seat)``: a forest holding its ant has a card to discard
        if (ant >= 0 and ant not in self.used and ant not in self.arrived and seat != self.spirit
                and ant in cards):
            out.append(_ANT)
        if self._collybias and self.deck:
            cards = self.forests[seat].cards
            for c in self._collybias:
                if c in cards and self._has_discardable(seat, c):
                    out.append(A.ability("collybia", c))
        return out

    def _w1(self, seat: int) -> list:
        cards = self.forests[seat].cards
        if self._w1_set.isdisjoint(cards):
            return [GO]          # no card of this seat acts before its piles: the usual case
        legal = [GO]
        deck, used, arrived = self.deck, self.used, self.arrived
        ok = seat != self.spirit
        # each as ``_can``: in the forest, unused this season, not arrived this turn
        frog = self._u_frog
        if deck and ok and frog >= 0 and frog in cards and frog not in used and frog not in arrived:
            legal.append(_FROG)
        toucan = self._u_toucan
        if ok and toucan >= 0 and toucan in cards and toucan not in used and toucan not in arrived:
            for spot in self.order_of[seat]:
                if self.spots[spot]:
                    legal.append(A.ability("toucan", spot))
        tamarin = self._u_tamarin
        if deck and ok and tamarin >= 0 and tamarin in cards and tamarin not in used and tamarin not in arrived:
            legal.append(_TAMARIN)
        legal += self._w6(seat)
        return legal

    def _use_ability(self, seat: int, a: Any) -> None:
        name = a.name
        ab = self.rules.abilities
        if name == "frog":
            self.used.add(self._u_frog)
            added = 0
            for spot in self.order_of[seat]:
                for _ in range(ab.frog_adds):
                    if self.deck:
                        self.spots[spot].append(self.deck.pop())
                        added += 1
            self._ev("ability", seat, name="frog", added=added)
        elif name == "toucan":
            self.used.add(self._u_toucan)
            self.peek = (seat, a.arg, tuple(self.spots[a.arg]))
            self._ev("ability", seat, name="toucan", spot=a.arg)
        elif name == "tamarin":
            self.used.add(self._u_tamarin)
            drawn = tuple(self._draw(ab.tamarin_draw))
            self._ev("ability", seat, name="tamarin", drawn=len(drawn))
            if len(drawn) <= ab.tamarin_keep:
                self.stack.append((PLACE, seat, drawn))
            else:
                self.stack.append((TAMARIN, seat, drawn, ab.tamarin_keep, ()))
        elif name == "ant":
            self.used.add(self._u_ant)
            self._ev("ability", seat, name="ant")
            self.stack.append((DISCARD, seat, ab.ant_discards, "ant", ANY))
        elif name == "collybia":
            self._ev("ability", seat, name="collybia", card=a.arg)
            self.stack.append((COLLYBIA, seat, a.arg, ab.collybia_discards))
        elif name == "hoatzin":
            self.used.add(self._u_hoatzin)
            stored = self._draw(ab.hoatzin_stores)
            self.forests[seat].hoatzin.extend(stored)
            self._ev("ability", seat, name="hoatzin", stored=len(stored))
        else:                                     # pragma: no cover - the legal list never offers it
            raise IllegalAction(f"no ability {name}")


    # ------------------------------------------------------------------ Collybia and Tamarin

    def _h_collybia(self, fr: tuple) -> bool:
        _, f, c, n = fr
        elig = [u for u in self._eligible(f, ANY) if u != c]
        if n <= 0 or not elig:
            self.stack.pop()
            self._ev("collybia", f)
            self.stack.append((COLLYBIA_KEEP, f, tuple(self._draw(self.rules.abilities.collybia_draw))))
            if c in self.forests[f].cards:
                self._discard_from(f, c, "collybia")
            return False
        return self._ask(f, "collybia", [A.choose(u) for u in elig])

    def _a_collybia(self, fr: tuple, a: Any) -> None:
        _, f, c, n = fr
        self.stack[-1] = (COLLYBIA, f, c, n - 1)
        self._discard_from(f, a.card, "collybia")

    def _h_collybia_keep(self, fr: tuple) -> bool:
        _, f, cards = fr
        if not cards:
            self.stack.pop()
            return False
        return self._ask(f, "collybia_keep", [ACCEPT, DECLINE])

    def _a_collybia_keep(self, fr: tuple, a: Any) -> None:
        _, f, cards = fr
        self.stack.pop()
        if a is ACCEPT:
            self.stack.append((PLACE, f, cards))
        else:
            for u in cards:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="collybia")

    def _h_tamarin(self, fr: tuple) -> bool:
        _, f, cards, keep, kept = fr
        if keep <= 0 or not cards:
            self.stack.pop()
            for u in cards:
                self._to_discard(u)
                self._ev("discard", f, card=u, kind=self.ct.kind[u], reason="tamarin")
            if kept:
                self.stack.append((PLACE, f, kept))
            return False
        options = by_kind(cards, self.ct.kind)
        if len(options) == 1:
            self._a_tamarin(fr, A.choose(options[0]))
            return False
        return self._ask(f, "tamarin", [A.choose(u) for u in options])

    def _a_tamarin(self, fr: tuple, a: Any) -> None:
        _, f, cards, keep, kept = fr
        self.stack[-1] = (TAMARIN, f, without(cards, a.card), keep - 1, kept + (a.card,))
