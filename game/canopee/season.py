"""The end of a season (§8), step by step, and the end of the game (§11): a mixin of ``CanopeeState``.

Each step is resolved for every forest before the next step, the last-pile player first (solo: the player,
then the Spirit). The step frame pushes that step's work as frames — the Leafcutter Ant's window (W7) for
each player first, for steps 1 to 5 — and each frame does its part when it comes up, so a choice made for one
forest is seen by the next. Every step leaves public events for the window to animate.

Here: entering the end of a season, the step frame, the Leafcutter Ant's window, the scoring steps (4: trees,
5: flora and weather, 6: regeneration), the next season and the end of the game. What the cards do in steps 0
to 3 is season_effects.py's; the frames' names are frames.py's.
"""
from __future__ import annotations

from typing import Any

from ..core.protocol import Outcome
from . import actions as A
from . import scoring as S
from .actions import DECLINE
from .cardtable import GERMINATION, WILDLIFE
from .frames import (ANY, BLIGHT, BUTTERFLY, DISCARD, DISEASE, EOS, FIRE, FLORA_STEP, GERM_PICK, GERMINATE,
                     HOATZIN_REVEAL, JAGUAR, MIGRATION, ORCHIDS, OVER, PLACE, PLAY, PRESTIGE, REGEN, RENEWAL,
                     SEASON_END, THREAT_BONUS, THREAT_COUNT, TREES, W7)
from .season_effects import SeasonEffects

STEP_NAMES = ("close", "wildlife", "seeds", "threats", "trees", "flora", "regeneration")


class _ScoreTree:
    """A tree as scoring.py reads it: trunk values, the canopy's multiplier (None: unfinished)."""

    __slots__ = ("trunks", "canopy", "scored", "awarded", "completed_at")

    def __init__(self, trunks, canopy, scored, awarded, completed_at):
        self.trunks = trunks
        self.canopy = canopy
        self.scored = scored
        self.awarded = awarded
        self.completed_at = completed_at


class _AwardTree:
    """A completed tree never awarded, as the Tallest Tree award reads it (scoring.tallest_tree: its height and
    when it was completed; the trunks' values do not count, so the uids stand for them)."""

    __slots__ = ("trunks", "completed_at")
    canopy = 0                # completed
    awarded = False
    scored = False

    def __init__(self, tree):
        self.trunks = tree.trunks
        self.completed_at = tree.completed


class SeasonSteps(SeasonEffects):
    """End-of-season and end-of-game frames, over the first steps' (``SeasonEffects``). Expects the attributes and
    helpers of ``CanopeeState``."""

    __slots__ = ()

    # ------------------------------------------------------------------ entering the end of a season

    def _begin_season_end(self, last: int) -> None:
        self.phase = SEASON_END
        self.last_pile = last
        self.looking = None
        self.peek = None
        if self.solo:
            self.eos_order = (0, 1)
        else:
            self.eos_order = tuple((last + i) % self.nf for i in range(self.nf))
        # 3-4 players: piles no one could take any more are discarded (§15.3)
        for s, pile in enumerate(self.spots):
            if pile:
                self.face_up.difference_update(pile)
                self._ev("pile_discarded", None, spot=s, cards=list(pile), kinds=self.ct.kinds_of(pile))
                for u in pile:
                    self._to_discard(u)
                self.spots[s] = []
        self._ev("season_end", last, season=self.season)
        self.stack.append((EOS, 0))

    def score_trees(self, f: int) -> list[_ScoreTree]:
        val = self.ct.val
        return [_ScoreTree([val[u] for u in t.trunks], val[t.canopy] if t.canopy >= 0 else None, t.scored,
                           t.awarded, t.completed) for t in self.forests[f].trees]

    def _add(self, f: int, key: str, points: int) -> None:
        if points:
            sheet = self.sheets[-1][f]
            sheet[key] = sheet.get(key, 0) + points
            self.points[f] += points

    def _h_eos(self, fr: tuple) -> bool:
        step = fr[1]
        order = self.eos_order
        if step >= len(STEP_NAMES):
            self.stack.pop()
            self._season_over()
            return False
        self.stack[-1] = (EOS, step + 1)
        self._events.append(("step", None, {"season": self.season, "step": step, "name": STEP_NAMES[step]}))
        frames: list[tuple] = []
        # only the frames that may do something here (a simulation ends thousands of seasons)
        ant = self._u_ant
        if 1 <= step <= 5 and ant >= 0:
            spirit, forests = self.spirit, self.forests
            for f in order:
                if f != spirit and ant in forests[f].cards:
                    frames.append((W7, f))
        if self.sc_id is None:
            sc = effect = None
        else:
            sc = self.season_change
            effect = sc.effect
        if step == 0:
            frames += [(HOATZIN_REVEAL, f) for f in order if self.forests[f].hoatzin]
            if "orchid" in self.ct.of_kind:
                frames.append((ORCHIDS,))
            if self.solo:
                frames.append((THREAT_BONUS,))
        elif step == 1:
            jaguar, butterfly = self._u_jaguar, self._u_butterfly
            for f in order:
                cards = self.forests[f].cards
                if jaguar >= 0 and jaguar in cards:
                    frames.append((JAGUAR, f))
                if butterfly >= 0 and butterfly in cards:
                    frames.append((BUTTERFLY, f))
            if effect == "migration":
                frames.append((MIGRATION,))
        elif step == 2:
            frames += [(GERMINATE, f) for f in order]
        elif step == 3:
            if effect == "renewal":
                frames += [(RENEWAL, f, sc["discards"]) for f in order]
            frames.append((THREAT_COUNT,))
            for f in order:
                frames += [(BLIGHT, f, -1), (FIRE, f), (DISEASE, f)]
        elif step == 4:
            frames.append((TREES,))
        elif step == 5:
            frames.append((FLORA_STEP,))
        else:
            frames.append((REGEN,))
        if len(frames) == 1:
            self.stack.append(frames[0])
        else:
            self.stack.extend(reversed(frames))
        return False

    # ------------------------------------------------------------------ W7: the Leafcutter Ant before a step

    def _h_w7(self, fr: tuple) -> bool:
        f = fr[1]
        if self._can_season(f, self._u_ant) and self._has_discardable(f):
            return self._ask(f, "season_ant", [A.ability("ant"), DECLINE])
        self.stack.pop()
        return False

    def _a_w7(self, fr: tuple, a: Any) -> None:
        f = fr[1]
        self.stack.pop()
        if a is not DECLINE:
            self.used.add(self._u_ant)
            self._ev("ability", f, name="ant")
            self.stack.append((DISCARD, f, self.rules.abilities.ant_discards, "ant", ANY))

    # ------------------------------------------------------------------ step 4: trees

    def _h_trees(self, fr: tuple) -> bool:
        self.stack.pop()
        sc = self.season_change
        val = self.ct.val
        forests = self.forests
        events = self._events
        for f in self.eos_order:
            scored_now = []
            for t in forests[f].trees:
                if t.canopy < 0 or t.scored:
                    continue
                values = [val[u] for u in t.trunks]
                points = S.tree_points(values, val[t.canopy])
                t.scored = True
                if sc is not None:       # only a Season Change card reads the trees scored now
                    scored_now.append(_ScoreTree(values, val[t.canopy], True, t.awarded, t.completed))
                events.append(("tree_score", f, {"tree": t.tid, "height": len(values), "points": points}))
                self._add(f, "trees", points)
            bonus = S.saplings_bonus(sc, scored_now) if scored_now else 0
            if bonus:
                self._ev("saplings", f, points=bonus)
                self._add(f, "season_change", bonus)
        # the award among the trees that may win it (completed, never awarded): the award reads their heights
        # and completion order only (``_AwardTree``)
        eligible = [[t for t in fo.trees if t.canopy >= 0 and not t.awarded] for fo in forests]
        award = S.tallest_tree([[_AwardTree(t) for t in trees] for trees in eligible],
                               S.award_points(self.mode, self.season, sc))
        winners = []
        for f in self.eos_order:
            i = award.marked[f]
            if i is not None:
                tree = eligible[f][i]
                tree.awarded = True
                winners.append(f)
                self._add(f, "tallest_tree", award.points[f])
                self._ev("tallest_tree", f, tree=tree.tid, height=award.height, points=award.points[f])
        if not winners:
            self._ev("tallest_tree", None, tree=None, height=None, points=0)
        if sc is not None and sc.effect == "prestige" and len(winners) > 1:
            frames = [(PRESTIGE, taker, winners[(i + 1) % len(winners)], sc["takes"])
                      for i, taker in enumerate(winners)]
            self.stack.extend(reversed(frames))
        return False

    def _h_prestige(self, fr: tuple) -> bool:
        _, taker, giver, n = fr
        cat = self.ct.cat
        forbidden = self.prestige_taken.get(taker, -1)
        wildlife = [u for u in self.forests[giver].cards if cat[u] == WILDLIFE and u != forbidden]
        if n <= 0 or not wildlife:
            self.stack.pop()
            return False
        return self._ask(taker, "prestige", A.chooses(wildlife))

    def _a_prestige(self, fr: tuple, a: Any) -> None:
        _, taker, giver, n = fr
        self.stack[-1] = (PRESTIGE, taker, giver, n - 1)
        self.forests[giver].cards.remove(a.card)
        self.forests[taker].cards.append(a.card)
        self.prestige_taken[giver] = a.card
        self._ev("prestige", taker, giver=giver, card=a.card, kind=self.ct.kind[a.card])

    # ------------------------------------------------------------------ step 5: flora and weather

    def _h_flora_step(self, fr: tuple) -> bool:
        self.stack.pop()
        sc = self.season_change
        rules, forests, sheets, totals = self.rules, self.forests, self.sheets[-1], self.points
        for f in self.eos_order:
            counts = self.counts(f)
            completed = 0
            for t in forests[f].trees:
                if t.canopy >= 0:
                    completed += 1
            sheet = S.flora_weather(rules, counts, completed)
            mine = sheets[f]
            for key, points in sheet.items():           # as ``_add``, key by key
                if points:
                    mine[key] = mine.get(key, 0) + points
                    totals[f] += points
            bonus = S.step5_bonus(sc, counts) if sc is not None else 0
            if bonus:
                self._add(f, "season_change", bonus)
            self._events.append(("flora_score", f, {"points": dict(sheet), "season_change": bonus}))
        return False

    # ------------------------------------------------------------------ step 6: regeneration

    def _h_regeneration(self, fr: tuple) -> bool:
        self.stack.pop()
        ct = self.ct
        cat, origin, kind, germination = ct.cat, ct.origin, ct.kind, ct.germination_set
        germ, discard, events = self.germ, self.discard, self._events
        released: list[tuple[int, tuple[int, ...]]] = []
        for f in self.eos_order:
            fo = self.forests[f]
            gone, stay = [], []
            for u in fo.cards:
                if cat[u] == WILDLIFE:
                    stay.append(u)
                else:
                    gone.append(u)
            fo.cards = stay
            # to the discard pile, a Germination card under its deck (as ``_to_discard``, card by card)
            if not germination.isdisjoint(gone):
                for u in gone:
                    if origin[u] == GERMINATION:
                        germ.insert(0, u)
                    else:
                        discard.append(u)
            else:
                discard.extend(gone)
            pitcher = fo.pitcher
            held = [pitcher.pop(u) for u in gone if u in pitcher] if pitcher else []
            events.append(("regeneration", f, {"cards": gone, "kinds": [kind[u] for u in gone]}))
            if held:
                self._ev("pitcher_release", f, cards=held, kinds=self.ct.kinds_of(held))
                released.append((f, tuple(held)))
        for f, cards in reversed(released):
            self.stack.append((PLACE, f, cards))
        return False

    # ------------------------------------------------------------------ between seasons, the end of the game

    def _season_over(self) -> None:
        scores = {str(f): dict(s) for f, s in enumerate(self.sheets[-1])}
        self._ev("season_scores", None, season=self.season, sheets=scores, points=list(self.points))
        if self.season >= self.mode.seasons:
            self._game_end()
            return
        self.season += 1
        self.phase = PLAY
        if self.solo:
            first = 0
        else:
            low = min(self.points[:self.players])
            n = self.players
            first = next(s for s in ((self.last_pile + i) % n for i in range(1, n + 1)) if self.points[s] == low)
        self._start_season(first)

    def _game_end(self) -> None:
        sheet = self.sheets[-1]
        wildlife_cards = []
        completed = []
        for f in range(self.nf):
            spirit = f == self.spirit
            wildlife = self.wildlife_kinds(f)
            wildlife_cards.append(len(wildlife))
            done = 0
            for t in self.forests[f].trees:
                if t.canopy >= 0:
                    done += 1
            completed.append(done)
            self._add(f, "wildlife", S.wildlife_points(self.rules, wildlife, spirit))
            # the trees as scoring reads them, made only for a forest the Marmoset's ability may score
            trees = self.score_trees(f) if "marmoset" in wildlife else ()
            self._add(f, "marmoset", S.marmoset_points(self.rules, wildlife, trees, spirit))
        for f, points in enumerate(S.lushest_forest(completed, self.mode.lushest_forest)):
            self._add(f, "lushest_forest", points)
        for f in range(self.nf):
            for key in S.GAME_END_KEYS:
                sheet[f].setdefault(key, 0)
        won = S.winners(self.points, wildlife_cards, self.solo)
        winners = tuple(w for w in won if w < self.players)
        detail: dict[str, Any] = {"wildlife_cards": wildlife_cards, "completed_trees": completed,
                                  "sheets": [[dict(s) for s in season] for season in self.sheets]}
        if self.solo:
            detail["spirit"] = self.points[1]
            detail["margin"] = self.points[0] - self.points[1]
            detail["difficulty"] = self.options["difficulty"]
        self.phase = OVER
        self.is_over = True
        self._views = None                 # the views refer to the state: let them go with it
        self._outcome = Outcome(tuple(self.points), winners, detail)
        self._ev("game_end", None, points=list(self.points), winners=list(winners),
                 wildlife_cards=wildlife_cards)

    # ------------------------------------------------------------------ dispatch tables

    @classmethod
    def handlers(cls) -> dict[str, Any]:
        return {EOS: cls._h_eos, W7: cls._h_w7, HOATZIN_REVEAL: cls._h_hoatzin_reveal, ORCHIDS: cls._h_orchids,
                THREAT_BONUS: cls._h_threat_bonus, JAGUAR: cls._h_jaguar, BUTTERFLY: cls._h_butterfly,
                MIGRATION: cls._h_migration, GERMINATE: cls._h_germinate, GERM_PICK: cls._h_germ_pick,
                RENEWAL: cls._h_renewal, THREAT_COUNT: cls._h_threat_count, BLIGHT: cls._h_blight,
                FIRE: cls._h_fire, DISEASE: cls._h_disease, TREES: cls._h_trees, PRESTIGE: cls._h_prestige,
                FLORA_STEP: cls._h_flora_step, REGEN: cls._h_regeneration}

    @classmethod
    def appliers(cls) -> dict[str, Any]:
        return {W7: cls._a_w7, JAGUAR: cls._a_jaguar, BUTTERFLY: cls._a_butterfly, GERM_PICK: cls._a_germ_pick,
                RENEWAL: cls._a_renewal, BLIGHT: cls._a_blight, PRESTIGE: cls._a_prestige}
