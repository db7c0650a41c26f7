"""Canopée's game log, event by event: how each public event is told (a turn's piles, cards placed and discarded,
abilities, Droughts and Lightnings; the end of a season step by step, its scores, the end of the game). A mixin
of log.py's describer, which reads the events in order, keeps the entries and the trees, and calls ``on_<kind>``
for each event; every phrase is a string of the catalogue (``clog_*``).
"""
from __future__ import annotations

from ..gamelog import LogItem

# discard reasons named after the card that causes them (the discard frame's name, or the ability's)
_CAUSE_KIND = {"drought_discard": "drought", "lightning_discard": "lightning", "ant": "ant", "collybia": "collybia",
               "tamarin": "tamarin", "jaguar": "jaguar", "blight": "blight", "fire_discard": "fire",
               "disease_discard": "disease"}
_THREAT_HITS = {"fire": "clog_hit_flora", "disease": "clog_hit_wildlife"}    # + "_one" / "_many"
_FLORA_KEYS = ("fern", "bromeliad", "monstera", "weather", "vines", "orchid")
_GAME_END_KEYS = ("wildlife", "marmoset", "lushest_forest")


class EventPhrases:
    """``on_<event kind>(data)`` for every event the log tells. Expects the describer's state (``names``,
    ``trees``, ``looking``...) and its words and entries (``t``, ``card``, ``cards``, ``pile``, ``add``...)."""

    # ------------------------------------------------------------------ a turn

    def on_season_start(self, d: dict) -> None:
        self.started_play = True
        self.season_change = d.get("season_change")
        first = self.names[d["first"]]
        self.add(None, "season", self.t("clog_season_start", season=d["season"], name=first,
                                        cards=self.cards(d["deck"])))
        if self.season_change is not None:
            self.add(None, "season", self.t("clog_season_change", card=self.sc_name()))

    def on_turn(self, d: dict) -> None:
        self.active = d["forest"]
        self.collybia.clear()
        self.collybia_drawn.clear()
        self.open(self.t("clog_turn", turn=d["turn"], name=self.names[self.active]), "turn")

    def on_spirit_trunks(self, d: dict) -> None:
        self.add(d["forest"], "draw", self.t("clog_spirit_trunks", n=len(d["cards"]), card=self.card("trunk_start")))

    def on_look(self, d: dict) -> None:
        self.looking = (d["forest"], d["spot"], d["count"])

    def on_refuse(self, d: dict) -> None:
        look = self.looking
        n = look[2] if look is not None and look[1] == d["spot"] else None
        self.looking = None
        pile = self.pile(d["spot"])
        what = self.t("clog_refused", pile=pile, cards=self.cards(n)) if n is not None else \
            self.t("clog_refused_pile", pile=pile)
        self.add(d["forest"], "pile", what)

    def on_keep(self, d: dict) -> None:
        self.looking = None
        self.add(d["forest"], "pile", self.t("clog_kept", pile=self.pile(d["spot"]), cards=self.cards(d["count"])))

    def on_spirit_take(self, d: dict) -> None:
        self.add(d["forest"], "pile", self.t("clog_kept", pile=self.pile(d["spot"]), cards=self.cards(len(d["cards"]))))
        if d.get("threat_bonus_card"):
            bonus = self.rules.solo.threat_pile_bonus
            self.add(d["forest"], "pile", self.t("clog_spirit_threat", cards=self.cards(bonus), pile=self.pile(2)))

    def on_refuse_all(self, d: dict) -> None:
        n = d["drawn"]
        self.add(d["forest"], "draw", self.t("clog_refuse_all", cards=self.cards(n)) if n else
                 self.t("clog_refuse_all_none"))

    def on_draw(self, d: dict) -> None:
        n = d["count"]
        self.add(d["forest"], "draw", self.t("clog_drew", cards=self.cards(n)) if n else self.t("clog_drew_none"))

    def on_place(self, d: dict) -> None:
        if "tree" in d:
            what = self.tree_text(d)
        else:
            what = self.t("clog_placed", card=self.card(d["kind"]))
        if self.started_play:
            self.add(d["forest"], "place", what, d["kind"])

    def on_immediate(self, d: dict) -> None:
        self.add(d["forest"], "threat", self.t("clog_immediate", card=self.card(d["kind"])), d["kind"])

    def on_lightning(self, d: dict) -> None:
        key = "clog_lightning_draw" if d["mode"] == "draw" else "clog_lightning_discard"
        n = self.rules.threats.lightning_cards
        self.add(d["forest"], "threat", self.t(key, card=self.card("lightning"), a=self.names[d["forest"]],
                                               b=self.names[d["opponent"]], cards=self.cards(n)), "lightning")

    def on_discard(self, d: dict) -> None:
        forest, kind, reason, uid = d["forest"], d["kind"], d.get("reason"), d["card"]
        name = self.card(kind)
        if reason == "seed":
            self.seeds[forest] = self.seeds.get(forest, 0) + 1
            return
        if reason == "collybia" and self.collybia.get(forest) == uid:
            return                        # the Collybia itself: its ability's line says it goes
        if reason == "no_tree":
            self.add(forest, "discard", self.t("clog_no_tree", card=name), kind)
            return
        if reason == "orchid":
            self.add(forest, "discard", self.t("clog_orchid", card=name), kind)
            return
        if reason == "butterfly":
            self.add(forest, "discard", self.t("clog_butterfly_leaves", card=name), kind)
            return
        # where it was: a tree loses a trunk (and falls with its last one) or its canopy
        tid = self.tree_of.pop(uid, None)
        if "tree" in d:                   # a canopy going with its tree's last trunk: told after the cause
            tree = self.trees.get(d["tree"])
            number = tree.number if tree is not None else "?"
            self.falling = self._named(forest, self.t("clog_falls", card=name, tree=number), kind)
            return
        if tid is not None and tid in self.trees:
            tree = self.trees[tid]
            if uid == tree.canopy:
                tree.canopy = -1
            elif uid in tree.trunks:
                tree.trunks.remove(uid)
            what = self.t("clog_discarded_from", card=name, tree=tree.number)
            if not tree.trunks:
                what = self.t("clog_tree_gone", what=what, tree=tree.number)
        else:
            what = self.t("clog_discarded", card=name)
        if reason == "tamarin" or (reason == "collybia" and forest in self.collybia_drawn):
            what = self.t("clog_not_kept", card=name)
        cause = self.cause(reason)
        if cause:
            what = self.t("clog_cause", cause=cause, what=what)
        self.add(forest, "discard", what, kind)

    def _named(self, forest: int, what: str, card: str) -> LogItem:
        entry = self.current
        who = None
        if entry is not None and (entry.kind != "turn" or forest != self.active):
            who = self.names[forest]
        text = what if who is None else f"{self.t('log_who', name=who)} {what}"
        return LogItem("discard", text, what, who, card, forest)

    def cause(self, reason: str | None) -> str:
        if reason == "renewal":
            return self.sc_name()
        kind = _CAUSE_KIND.get(reason or "")
        return self.card(kind) if kind is not None and kind in self.rules.kinds else ""

    def on_ability(self, d: dict) -> None:
        name, forest = d["name"], d["forest"]
        if name in ("ant", "goliath"):
            return                        # their lines are the cards they discard or send back
        card = self.card(name) if name in self.rules.kinds else name
        ab = self.rules.abilities
        if name == "frog":
            what = self.t("clog_frog", card=card, cards=self.cards(d["added"]))
        elif name == "toucan":
            what = self.t("clog_toucan", card=card, pile=self.pile(d["spot"]))
        elif name == "tamarin":
            what = self.t("clog_tamarin", card=card, cards=self.cards(d["drawn"]), keep=ab.tamarin_keep)
        elif name == "collybia":
            self.collybia[forest] = d["card"]
            what = self.t("clog_collybia", card=card, cards=self.cards(ab.collybia_draw))
        elif name == "hoatzin":
            what = self.t("clog_hoatzin", card=card, cards=self.cards(d["stored"]))
        elif name == "sloth":
            what = self.t("clog_sloth", card=card, cards=self.cards(ab.sloth_draw))
        elif name == "boa":
            what = self.t("clog_boa", card=card, pile=self.pile(d["spot"]))
        elif name == "howler":
            what = self.t("clog_howler", card=card, pile=self.pile(d["spot"]), cards=self.cards(len(d["cards"])))
        elif name == "kinkajou":
            what = self.t("clog_kinkajou", card=card)
        else:
            what = self.t("clog_ability", card=card)
        self.add(forest, "ability", what, name if name in self.rules.kinds else None)

    def on_goliath_return(self, d: dict) -> None:
        self.add(d["forest"], "ability", self.t("clog_goliath", card=self.card("goliath"), pile=self.pile(d["spot"])),
                 "goliath")

    def on_collybia(self, d: dict) -> None:
        self.collybia_drawn.add(d["forest"])

    def on_pitcher_store(self, d: dict) -> None:
        self.add(d["forest"], "ability", self.t("clog_pitcher_store", card=self.card("pitcher_plant")),
                 "pitcher_plant")

    def on_pitcher_release(self, d: dict) -> None:
        kinds = d["kinds"] if "kinds" in d else [d["kind"]]
        self.add(d["forest"], "ability", self.t("clog_pitcher_release", card=self.card("pitcher_plant"),
                                                cards=self.kinds(kinds)), "pitcher_plant")

    # ------------------------------------------------------------------ the end of a season

    def on_season_end(self, d: dict) -> None:
        self.open(self.t("clog_season_end", season=d["season"]), "season", d["season"])
        if not self.st.solo:
            self.add(None, "step", self.t("clog_last_pile", name=self.names[d["forest"]]))

    def on_pile_discarded(self, d: dict) -> None:
        self.add(None, "pile", self.t("clog_pile_discarded", pile=self.pile(d["spot"]),
                                      cards=self.cards(len(d["cards"]))))

    def on_step(self, d: dict) -> None:
        what = self.t("clog_step", n=d["step"], name=self.t("clog_step_" + d["name"]))
        self.step = LogItem("step", what, what)

    def on_hoatzin_reveal(self, d: dict) -> None:
        self.add(d["forest"], "ability", self.t("clog_hoatzin_reveal", card=self.card("hoatzin"),
                                                cards=self.kinds(d["kinds"])), "hoatzin")

    def on_threat_bonus(self, d: dict) -> None:
        if d["points"]:
            what = self.t("clog_threat_bonus", a=d["spirit"], b=d["player"], name=self.names[0], points=d["points"])
        else:
            what = self.t("clog_threat_bonus_none", a=d["spirit"], b=d["player"], name=self.names[0])
        self.add(d["forest"], "threat", what)

    def on_jaguar(self, d: dict) -> None:
        self.add(d["forest"], "ability", self.t("clog_jaguar", card=self.card("jaguar"),
                                                target=self.names[d["target"]]), "jaguar")

    def on_butterfly(self, d: dict) -> None:
        key = "clog_butterfly_set_aside" if d.get("source") == "set_aside" else "clog_butterfly"
        self.add(d["forest"], "ability", self.t(key, card=self.card("butterfly"), kind=self.card(d["kind"])),
                 d["kind"])

    def on_migration(self, d: dict) -> None:
        self.add(d["forest"], "score", self.t("clog_sc_points", card=self.sc_name(), points=d["points"]))

    def on_saplings(self, d: dict) -> None:
        self.on_migration(d)

    def on_germinate(self, d: dict) -> None:
        fires = self.t("clog_germinate_fires", n=d["fires"], card=self.card("fire")) if d["fires"] else ""
        self.add(d["forest"], "draw", self.t("clog_germinate", seeds=d["seeds"], seed=self.card("seed"), fires=fires,
                                             cards=self.cards(d["drawn"])))

    def on_germination(self, d: dict) -> None:
        kept, back = len(d["cards"]), d["returned"]
        if not kept:
            what = self.t("clog_germination_none", back=self.cards(back))
        elif back:
            what = self.t("clog_germination", kept=self.cards(kept), back=self.cards(back))
        else:
            what = self.t("clog_germination_all", kept=self.cards(kept))
        self.add(d["forest"], "draw", what)

    def on_blight(self, d: dict) -> None:
        self.add(d["forest"], "threat", self.t("clog_blight", n=d["count"], card=self.card("blight")), "blight")

    def _threat(self, d: dict, kind: str, spread: bool) -> None:
        rule = getattr(self.rules.threats, kind)
        k = rule.spread_discards if spread else rule.discards
        key = "clog_threat_spread" if spread else "clog_threat"
        hit = _THREAT_HITS[kind] + ("_one" if k == 1 else "_many")
        self.add(d["forest"], "threat", self.t(key, n=d["count"], card=self.card(kind), hit=self.t(hit, n=k)), kind)

    def on_fire(self, d: dict) -> None:
        self._threat(d, "fire", False)

    def on_fire_spread(self, d: dict) -> None:
        self._threat(d, "fire", True)

    def on_disease(self, d: dict) -> None:
        self._threat(d, "disease", False)

    def on_disease_spread(self, d: dict) -> None:
        self._threat(d, "disease", True)

    def on_tree_score(self, d: dict) -> None:
        tree = self.trees.get(d["tree"])
        self.add(d["forest"], "score", self.t("clog_tree_score", tree=tree.number if tree else "?",
                                              trunks=self.trunks(d["height"]), points=self.points(d["points"])))

    def on_tallest_tree(self, d: dict) -> None:
        if d.get("forest") is None:
            self.add(None, "score", self.t("clog_tallest_none"))
            return
        tree = self.trees.get(d["tree"])
        self.add(d["forest"], "score", self.t("clog_tallest", tree=tree.number if tree else "?",
                                              trunks=self.trunks(d["height"]), points=d["points"]))

    def on_prestige(self, d: dict) -> None:
        self.add(d["forest"], "score", self.t("clog_prestige", card=self.sc_name(), kind=self.card(d["kind"]),
                                              name=self.names[d["giver"]]), d["kind"])

    def on_flora_score(self, d: dict) -> None:
        sheet = d["points"]
        parts = [f"{self.t('cano_' + key)} {sheet[key]}" for key in _FLORA_KEYS if sheet.get(key)]
        bonus = d.get("season_change") or 0
        if bonus:
            parts.append(f"{self.sc_name()} {bonus:+d}")
        total = sum(sheet.values()) + bonus
        self.add(d["forest"], "score", self.t("clog_flora", points=self.points(total),
                                              parts=f" ({', '.join(parts)})" if parts else ""))

    def on_regeneration(self, d: dict) -> None:
        if d["cards"]:
            self.add(d["forest"], "discard", self.t("clog_regeneration", cards=self.cards(len(d["cards"]))))

    def on_season_scores(self, d: dict) -> None:
        self.flush()
        sheets, totals = d["sheets"], d["points"]
        for f in range(len(self.names)):
            season = sum(sheets.get(str(f), {}).values())
            self.add(f, "score", self.t("clog_season_points", season=season, total=totals[f]))

    def on_game_end(self, d: dict) -> None:
        if self.current is not None:
            self.current.header = self.t("clog_game_end", season=self.current.season)
        outcome = self.st.outcome()
        sheets = outcome.detail.get("sheets") if outcome is not None else None
        totals = d["points"]
        for f in range(len(self.names)):
            sheet = sheets[-1][f] if sheets else {}
            parts = [f"{self.t('cano_wildlife')} {sheet.get('wildlife', 0)}"]
            parts += [f"{self.t('cano_' + key)} {sheet[key]:+d}" for key in _GAME_END_KEYS[1:] if sheet.get(key)]
            self.add(f, "end", self.t("clog_final", parts=", ".join(parts), total=totals[f]))
        winners = list(d["winners"])
        if self.st.solo:
            a, b = totals[0], totals[1]
            key = "clog_solo_win" if winners else "clog_solo_loss"
            self.add(None, "end", self.t(key, name=self.names[0], spirit=self.spirit_name, a=a, b=b))
        elif len(winners) > 1:
            self.add(None, "end", self.t("clog_win_tie", names=self.names_of(winners)))
        elif winners:
            w = winners[0]
            tied = any(totals[f] == totals[w] for f in range(len(self.names)) if f != w)
            self.add(None, "end", self.t("clog_win_wildlife" if tied else "clog_win", name=self.names[w]))
