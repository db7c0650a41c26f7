"""The first four steps of the end of a season (§8), what the cards do before the forests are scored: the close
(the Hoatzin's stored cards, Orchids without their weather, the Forest Spirit's threat bonus), wildlife (Jaguar,
Butterfly, the Migration season change), seeds (Germination, the Kinkajou's extra card) and threats (Renewal,
Blight, Fire, Disease and their spread). A mixin of ``CanopeeState`` under ``season.SeasonSteps``, which pushes
these frames step by step and scores the forests afterwards.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from . import actions as A
from . import scoring as S
from .actions import DECLINE
from .cardtable import FLORA, SEED, WILDLIFE
from .frames import BLIGHT, DISCARD, FLORA_ONLY, GERM_PICK, PLACE, RENEWAL, THREATS_ONLY, WILDLIFE_ONLY


class SeasonEffects:
    """The end of a season's steps 0 to 3. Expects the attributes and helpers of ``CanopeeState``."""

    __slots__ = ()

    # ------------------------------------------------------------------ step 0: Hoatzin, Orchids, the Spirit's bonus

    def _h_hoatzin_reveal(self, fr: tuple) -> bool:
        f = fr[1]
        self.stack.pop()
        fo = self.forests[f]
        if fo.hoatzin:
            cards = tuple(fo.hoatzin)
            fo.hoatzin = []
            self._ev("hoatzin_reveal", f, cards=list(cards), kinds=self.ct.kinds_of(cards))
            self.stack.append((PLACE, f, cards))
        return False

    def _h_orchids(self, fr: tuple) -> bool:
        self.stack.pop()
        kind = self.ct.kind
        for f in self.eos_order:
            n = self.counts(f)
            if n.get("orchid", 0) and not S.orchids_survive(self.rules, n.get("rain", 0), n.get("sun", 0)):
                for u in [u for u in self.forests[f].cards if kind[u] == "orchid"]:
                    self._discard_from(f, u, "orchid")
        return False

    def _h_threat_bonus(self, fr: tuple) -> bool:
        self.stack.pop()
        player = S.threat_count(self.rules, self.counts(0))
        spirit = S.threat_count(self.rules, self.counts(1))
        bonus = S.threat_bonus(self.rules, spirit, player)
        self._ev("threat_bonus", 1, spirit=spirit, player=player, points=bonus)
        self._add(1, "threat_bonus", bonus)
        return False

    # ------------------------------------------------------------------ step 1: wildlife

    def _h_jaguar(self, fr: tuple) -> bool:
        f = fr[1]
        uid = self._u_jaguar
        if uid < 0 or f == self.spirit or uid not in self.forests[f].cards:
            self.stack.pop()
            return False
        others = [g for g in range(self.nf) if g != f]
        if len(others) > 1:
            return self._ask(f, "jaguar_target", [A.target(g) for g in others])
        self.stack.pop()
        self._jaguar_strikes(f, others[0])
        return False

    def _a_jaguar(self, fr: tuple, a: Any) -> None:
        self.stack.pop()
        self._jaguar_strikes(fr[1], a.seat)

    def _jaguar_strikes(self, f: int, target: int) -> None:
        cat = self.ct.cat
        for _ in range(self.rules.abilities.jaguar_discards):
            wildlife = [u for u in self.forests[target].cards if cat[u] == WILDLIFE]
            self._ev("jaguar", f, target=target)
            if not wildlife:
                return
            self._discard_from(target, wildlife[self.rng.randrange(len(wildlife))], "jaguar")

    def butterfly_kinds(self) -> tuple[str, ...]:
        """The plants a Butterfly may bring: the base game's Flora (Fern, Bromeliad, Monstera)."""
        return tuple(k.id for k in self.rules.kinds.values() if k.category == "flora" and not k.advanced)

    def _butterfly_options(self, f: int) -> list:
        kind = self.ct.kind
        held = {kind[u] for u in self.forests[f].cards}
        out = []
        for k in self.butterfly_kinds():
            if k in held and (any(kind[u] == k for u in self.discard) or any(kind[u] == k for u in self.set_aside)):
                out.append(A.species(k))
        return out

    def _h_butterfly(self, fr: tuple) -> bool:
        f = fr[1]
        uid = self._u_butterfly
        if uid >= 0 and f != self.spirit and uid in self.forests[f].cards:
            options = self._butterfly_options(f)
            if options:
                return self._ask(f, "butterfly", [DECLINE] + options)
        self.stack.pop()
        return False

    def _a_butterfly(self, fr: tuple, a: Any) -> None:
        f = fr[1]
        self.stack.pop()
        if a is DECLINE:
            return
        kind = self.ct.kind
        self._discard_from(f, self._u_butterfly, "butterfly")
        fetched = []
        for _ in range(self.rules.abilities.butterfly_adds):
            for zone, name in ((self.discard, "discard"), (self.set_aside, "set_aside")):
                found = next((i for i in range(len(zone) - 1, -1, -1) if kind[zone[i]] == a.kind), -1)
                if found >= 0:
                    fetched.append(zone.pop(found))
                    self._ev("butterfly", f, kind=a.kind, source=name, card=fetched[-1])
                    break
        if fetched:
            self.stack.append((PLACE, f, tuple(fetched)))

    def _h_migration(self, fr: tuple) -> bool:
        self.stack.pop()
        counts = [len(self.wildlife_kinds(f)) for f in range(self.nf)]
        for f, points in enumerate(S.migration_points(self.season_change, counts)):
            if points:
                self._ev("migration", f, points=points)
                self._add(f, "season_change", points)
        return False

    # ------------------------------------------------------------------ step 2: seeds

    def _h_germinate(self, fr: tuple) -> bool:
        f = fr[1]
        self.stack.pop()
        cat, kind = self.ct.cat, self.ct.kind
        seeds = fires = 0
        for u in self.forests[f].cards:
            if cat[u] == SEED:
                seeds += 1
            elif kind[u] == "fire":
                fires += 1
        if not seeds:
            return False
        sc = self.season_change
        base = sc["draw"] if sc is not None and sc.effect == "abundance" else None
        n = self.rules.germination.draws(fires, base)
        drawn = []
        while n > 0 and self.germ:
            drawn.append(self.germ.pop())
            n -= 1
        allowed = seeds * self.rules.germination.keep_per_seed
        cap = allowed + (self.rules.abilities.kinkajou_extra if self._can_season(f, self._u_kinkajou) else 0)
        self._ev("germinate", f, seeds=seeds, fires=fires, drawn=len(drawn))
        self.stack.append((GERM_PICK, f, tuple(drawn), (), cap, allowed))
        return False

    def _h_germ_pick(self, fr: tuple) -> bool:
        _, f, drawn, kept, cap, allowed = fr
        rest = [u for u in drawn if u not in kept]
        if len(kept) < cap and rest:
            kind = self.ct.kind
            seen = set()
            legal = [DECLINE]
            for u in rest:
                if kind[u] not in seen:
                    seen.add(kind[u])
                    legal.append(A.choose(u))
            return self._ask(f, "germination", legal)
        self._germination_done(fr)
        return False

    def _a_germ_pick(self, fr: tuple, a: Any) -> None:
        _, f, drawn, kept, cap, allowed = fr
        if a is DECLINE:
            self._germination_done(fr)
            return
        kept = kept + (a.card,)
        if len(kept) > allowed:
            self.used.add(self._u_kinkajou)
            self._ev("ability", f, name="kinkajou")
        self.stack[-1] = (GERM_PICK, f, drawn, kept, cap, allowed)

    def _germination_done(self, fr: tuple) -> None:
        _, f, drawn, kept, cap, allowed = fr
        self.stack.pop()
        unkept = [u for u in drawn if u not in kept]
        self.germ[0:0] = unkept[::-1]    # under the deck face down, one after the other in drawn order (§8 step 2.3)
        cat = self.ct.cat
        self._ev("germination", f, cards=list(kept), kinds=self.ct.kinds_of(kept), returned=len(unkept))
        for u in [u for u in self.forests[f].cards if cat[u] == SEED]:
            self._discard_from(f, u, "seed")
        if kept:
            self.stack.append((PLACE, f, kept))

    # ------------------------------------------------------------------ step 3: threats

    def _h_renewal(self, fr: tuple) -> bool:
        _, f, n = fr
        threats = self._eligible(f, THREATS_ONLY)
        if n <= 0 or not threats:
            self.stack.pop()
            return False
        return self._ask(f, "renewal", [DECLINE] + A.chooses(threats))

    def _a_renewal(self, fr: tuple, a: Any) -> None:
        _, f, n = fr
        if a is DECLINE:
            self.stack.pop()
            return
        self.stack[-1] = (RENEWAL, f, n - 1)
        self._discard_from(f, a.card, "renewal")

    def _h_threat_count(self, fr: tuple) -> bool:
        self.stack.pop()
        snap = []
        kind = self.ct.kind
        for fo in self.forests:
            fire = disease = blight = 0
            for u in fo.cards:
                k = kind[u]
                if k == "fire":
                    fire += 1
                elif k == "disease":
                    disease += 1
                elif k == "blight":
                    blight += 1
            snap.append((fire, disease, blight))
        self.threat_snapshot = snap
        return False

    def _h_blight(self, fr: tuple) -> bool:
        _, f, left = fr
        if left < 0:
            left = self.threat_snapshot[f][2] * self.rules.threats.blight_discards
            if left:
                self._ev("blight", f, count=self.threat_snapshot[f][2])
        if left <= 0:
            self.stack.pop()
            return False
        cat, kind = self.ct.cat, self.ct.kind
        flora = [u for u in self.forests[f].cards if cat[u] == FLORA]
        if left <= 0 or not flora:
            self.stack.pop()
            return False
        self.stack[-1] = (BLIGHT, f, left)
        counts = Counter(kind[u] for u in flora)
        top = max(counts.values())
        tied = []
        seen = set()
        for u in flora:
            if counts[kind[u]] == top and kind[u] not in seen:
                seen.add(kind[u])
                tied.append(u)
        if len(tied) == 1:
            self._a_blight(self.stack[-1], A.choose(tied[0]))
            return False
        return self._ask(f, "blight_tie", A.chooses(tied))

    def _a_blight(self, fr: tuple, a: Any) -> None:
        _, f, left = fr
        self.stack[-1] = (BLIGHT, f, left - 1)
        self._discard_from(f, a.card, "blight")

    def _spread(self, f: int, index: int, rule, name: str, hits: str) -> None:
        n = self.threat_snapshot[f][index]
        if n == 0 and rule.discard_at > 0 and rule.spread_at > 0 and self.sc_id is None:
            return                     # no such threat in this forest: nothing can happen
        sc = self.season_change
        wildfires = sc is not None and sc.effect == "wildfires" and index == 0
        spread_at = sc["spread_at"] if wildfires else rule.spread_at
        order = self.eos_order
        if n >= spread_at:
            start = order.index(f)
            everyone = order[start:] + order[:start]
            self._ev(name + "_spread", f, count=n)
            for g in reversed(everyone):
                self.stack.append((DISCARD, g, rule.spread_discards, name + "_discard", hits))
        elif n >= rule.discard_at and not wildfires:
            self._ev(name, f, count=n)
            self.stack.append((DISCARD, f, rule.discards, name + "_discard", hits))

    def _h_fire(self, fr: tuple) -> bool:
        self.stack.pop()
        self._spread(fr[1], 0, self.rules.threats.fire, "fire", FLORA_ONLY)
        return False

    def _h_disease(self, fr: tuple) -> bool:
        self.stack.pop()
        self._spread(fr[1], 1, self.rules.threats.disease, "disease", WILDLIFE_ONLY)
        return False
