"""Where every card of a game lies: its zones (decks, piles, forests, discards, cards in transit in the pending
frames), the invariants the tests, the monkey and a save's check hold a state to, and the remap of hidden cards a
determinization deals again. A mixin of ``CanopeeState``: nothing here changes a game being played.
"""
from __future__ import annotations

from typing import Mapping

from .cardtable import CANOPY, GERMINATION, TRUNK
from .frames import BOA_PITCHER, CARD, COLLYBIA_KEEP, GERM_PICK, KEEPF, OVER, PLACE, REFUSEF, TAMARIN

# where each frame holds cards (positions of a uid or of a tuple of uids), for ``remap``
_FRAME_CARDS = {KEEPF: (5, 6), REFUSEF: (4,), PLACE: (2,), CARD: (2,), COLLYBIA_KEEP: (2,), TAMARIN: (2, 4),
                GERM_PICK: (2, 3)}


class CardZones:
    """Every card by zone, the state's invariants, the remap of hidden cards. Expects the attributes of
    ``CanopeeState``."""

    __slots__ = ()

    def frames_cards(self) -> list[int]:
        """Cards in transit: in a pending frame (a kept pile, cards waiting to be placed, a draw)."""
        out: list[int] = []
        for fr in self.stack:
            name = fr[0]
            if name == KEEPF:
                out.extend(fr[5])
                out.extend(fr[6])
            elif name == PLACE or name == COLLYBIA_KEEP:
                out.extend(fr[2])
            elif name == CARD and fr[3] != "lightning":
                out.append(fr[2])
            elif name == REFUSEF and fr[3] == BOA_PITCHER:
                out.append(fr[4])
            elif name == TAMARIN:
                out.extend(fr[2])
                out.extend(fr[4])
            elif name == GERM_PICK:
                out.extend(fr[2])
        return out

    def zones(self) -> dict[str, list[int]]:
        """Every card by zone (each card in exactly one of them: the invariant the tests check)."""
        z: dict[str, list[int]] = {
            "set_aside": list(self.set_aside), "germination": list(self.germ), "discard": list(self.discard),
            "supply": list(self.supply), "transit": self.frames_cards(),
        }
        for s, deck in enumerate(self.decks):
            z[f"deck{s + 1}"] = list(deck)
        for i, pile in enumerate(self.spots):
            z[f"spot{i}"] = list(pile)
        for f, fo in enumerate(self.forests):
            z[f"forest{f}"] = fo.all_cards()
        return z

    def check_invariants(self) -> None:
        """AssertionError naming the first broken one: every card in exactly one zone, Germination cards only
        where they may be, trees well formed, forests' cards in their right places, points adding up to the
        score sheets, a decision pending for a seat while the game goes on."""
        ct = self.ct
        seen = [0] * ct.size
        zones = self.zones()
        for zone, cards in zones.items():
            for u in cards:
                assert type(u) is int and 0 <= u < ct.size, f"unknown card {u!r} in {zone}"
                seen[u] += 1
        lost = [u for u, n in enumerate(seen) if n != 1]
        assert not lost, f"cards not in exactly one zone: {lost[:5]}"
        origin, cat, imm = ct.origin, ct.cat, ct.immediate
        for zone in ["set_aside", "supply"] + [z for z in zones if z.startswith(("deck", "spot"))]:
            assert all(origin[u] != GERMINATION for u in zones[zone]), f"a Germination card in {zone}"
        assert all(origin[u] == GERMINATION for u in self.germ), "a rainforest card in the Germination deck"
        for f, fo in enumerate(self.forests):
            for t in fo.trees:
                assert t.trunks, f"forest {f}: a tree without a trunk"
                assert all(cat[u] == TRUNK for u in t.trunks), f"forest {f}: a tree holds a non-trunk"
                assert t.canopy < 0 or cat[t.canopy] == CANOPY, f"forest {f}: a tree topped by a non-canopy"
                assert t.canopy >= 0 or not (t.scored or t.awarded), f"forest {f}: an unfinished tree scored"
            for u in fo.cards:
                assert cat[u] not in (TRUNK, CANOPY) and not imm[u], f"forest {f}: {ct.kind[u]} among its cards"
            for plant in fo.pitcher:
                assert plant in fo.cards and ct.kind[plant] == "pitcher_plant", f"forest {f}: a store without plant"
        for f in range(self.nf):
            assert self.points[f] == sum(sum(season[f].values()) for season in self.sheets), \
                f"forest {f}: points {self.points[f]} do not add up to its score sheets"
        assert self.is_over == (self.phase == OVER), "is_over does not say whether the phase is over"
        if self.phase == OVER:
            assert self._outcome is not None and not self.stack, "a finished game with work left"
            assert self._dseat == -1 and not self._dlegal, "a finished game with a decision pending"
        else:
            assert 0 <= self._dseat < self.players and self._dlegal, "a game going on with no decision pending"

    def remap(self, mapping: Mapping[int, int]) -> None:
        """Put card ``mapping[u]`` wherever card ``u`` lies, for the hidden cards a determinization deals again
        (decks, set-aside cards, unseen piles and stores, other seats' cards in hand)."""
        if not mapping:
            return
        get = mapping.get

        def m(cards):
            return [get(u, u) for u in cards]

        for d in self.decks:
            d[:] = m(d)
        self.set_aside[:] = m(self.set_aside)
        self.germ[:] = m(self.germ)
        for pile in self.spots:
            pile[:] = m(pile)
        for fo in self.forests:
            fo.hoatzin[:] = m(fo.hoatzin)
            fo.pitcher = {p: get(c, c) for p, c in fo.pitcher.items()}
        if self.peek is not None:
            self.peek = (self.peek[0], self.peek[1], tuple(m(self.peek[2])))
        layout = _FRAME_CARDS
        stack = []
        for fr in self.stack:
            fields = layout.get(fr[0])
            if fields:
                fr = list(fr)
                for i in fields:
                    fr[i] = tuple(m(fr[i])) if isinstance(fr[i], tuple) else get(fr[i], fr[i])
                fr = tuple(fr)
            stack.append(fr)
        self.stack = stack
