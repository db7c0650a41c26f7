"""Every placeholder of Canopée's rules pages, for one language, worked out from the card data: the counts,
points, thresholds, awards and deals the templates name, the tables (flora, Germination, families, species,
timings, card sets, difficulties) computed with scoring.py's own functions, the Season Changes and a worked
tree. Made once per rules object and language (``values``).
"""
from __future__ import annotations

from typing import Sequence

from ..core.typeset import num
from ..core.typeset import table as _table
from . import scoring as S
from .cards import NEW_GROWTH_SPOTS, START_TRUNK, WILDLIFE, CanopeeRules, bundled_rules
from .rules_words import PROSE, WORDS, cards_of, count, say, season_change_effect, series


class Values(dict):
    """Every placeholder of the templates, for one language, computed from the card data."""

    def __init__(self, rules: CanopeeRules, lang: str) -> None:
        super().__init__()
        self.rules, self.lang = rules, lang
        w = WORDS.words(lang)
        self.w = w
        r, L = rules, lang
        two, three, four, solo = (r.modes[m] for m in ("two", "three", "four", "solo"))
        name = self.name
        v = self
        v["game"] = r.name(L)
        v["spots"] = num(NEW_GROWTH_SPOTS)
        for i in range(1, NEW_GROWTH_SPOTS + 1):
            v[f"p{i}"] = f"{w['pile']} {i}"
            v[f"the_p{i}"] = f"{w['the_pile']} {i}"
        v["p_last"] = v[f"p{NEW_GROWTH_SPOTS}"]
        v["first_spot"], v["last_spot"] = num(1), num(NEW_GROWTH_SPOTS)
        v["the_p_last"] = v[f"the_p{NEW_GROWTH_SPOTS}"]
        v["piles_in_order"] = series([v[f"the_p{i}"] for i in range(1, NEW_GROWTH_SPOTS + 1)], L)
        v["players_min"], v["players_max"] = num(r.players_min), num(r.players_max)
        v["multi_min"], v["multi_max"] = num(r.players_min + 1), num(r.players_max)
        # the decks
        v["seasons"] = num(two.seasons)
        v["seasons_w"] = count(two.seasons, "season", L)
        v["multi_seasons_w"] = self.by_table("seasons", lambda m: count(m.seasons, "season", L))
        v["set_aside_w"] = count(two.set_aside, "card", L)
        base_total = sum(k.count for k in r.kinds.values() if not k.advanced)
        adv_total = sum(k.count for k in r.kinds.values() if k.advanced)
        v["base_total_w"] = count(base_total, "card", L)
        v["adv_total_w"] = count(adv_total, "card", L)
        v["base_sizes"] = series((num(n) for n in r.season_deck_sizes({"card_set": "base"}, 2)), L)
        v["deal_two"] = self.deal(two.deal)
        v["deal_multi"] = self.deal(three.deal, multi=True)
        v["refill_two"] = self.deal(two.refill) if len(set(two.refill)) > 1 else count(two.refill[0], "card", L)
        v["refill_side"] = count(three.refill[0], "card", L)
        v["refill_central"] = count(three.refill[-1], "card", L)
        v["refuse_adds_w"] = count(r.turn.refuse_adds, "card", L)
        v["refuse_all_w"] = count(r.turn.refuse_all_draw, "card", L)
        v["germ_total_w"] = count(len(r.germination.deck()), "germination", L)
        start = r.kinds[START_TRUNK]
        v["start_name"] = start.name(L)
        v["start_value"] = num(start.value)
        v["starting_trunks_w"] = count(two.starting_trunks, "starting_trunk", L)
        # the awards
        v["tallest_two"] = self.awards(two.tallest_tree)
        v["tallest_multi"] = self.awards(three.tallest_tree)
        v["lushest_two_w"] = count(two.lushest_forest, "point", L)
        v["lushest_multi_w"] = count(three.lushest_forest, "point", L)
        # flora and weather
        sc = r.scoring
        v["fern_each_w"] = count(sc.fern_odd_each, "point", L)
        v["rain_sun_w"] = count(sc.rain_sun_pair, "point", L)
        v["monstera_at_least"] = num(sc.monstera_at_least)
        v["monstera_w"] = count(sc.monstera_points, "point", L)
        v["vines_w"] = count(sc.vines_per_tree, "point", L)
        v["orchid_w"] = count(sc.orchid_points, "point", L)
        v["orchid_gap"] = num(sc.orchid_discard_gap)
        v["marmoset_w"] = count(sc.marmoset_per_height, "point", L)
        v["bromeliad_list"] = self.bromeliad_list()
        v["flora_table"] = self.flora_table()
        # threats
        th = r.threats
        for key, rule, noun in (("fire", th.fire, "flora"), ("disease", th.disease, "wildlife")):
            v[f"{key}_at"] = cards_of(rule.discard_at, name(key), L)
            v[f"{key}_discards_w"] = count(rule.discards, noun, L)
            v[f"{key}_spread_at"] = cards_of(rule.spread_at, name(key), L)
            v[f"{key}_spread_w"] = count(rule.spread_discards, noun, L)
        v["drought_w"] = count(th.drought_discards, "card", L)
        v["blight_w"] = count(th.blight_discards, "flora", L)
        v["lightning_w"] = count(th.lightning_cards, "card", L)
        # germination
        g = r.germination
        v["germ_draw_w"] = count(g.draw, "germination", L)
        v["germ_per_fire_w"] = count(g.per_fire, "card", L)
        v["germ_keep_w"] = count(g.keep_per_seed, "card", L)
        v["germ_table"] = self.germination_table()
        # abilities
        ab = r.abilities
        for key in ("frog_adds", "boa_takes", "sloth_draw", "tamarin_draw", "tamarin_keep", "hoatzin_stores",
                    "ant_discards", "kinkajou_extra", "jaguar_discards", "collybia_discards", "collybia_draw",
                    "butterfly_adds", "pitcher_holds"):
            v[f"{key}_w"] = count(getattr(ab, key), "card", L)
        v["tamarin_rest_w"] = count(max(ab.tamarin_draw - ab.tamarin_keep, 0), "card", L)
        v["butterfly_flora"] = series((name(k) for k in self.butterfly_kinds()), L, "or")
        # solo
        so = r.solo
        v["spirit"] = so.spirit_name(L)
        v["spirit_trunks_w"] = count(so.spirit_trunks_per_season, "starting_trunk", L)
        v["solo_start_w"] = count(solo.starting_trunks, "starting_trunk", L)
        v["threat_pile_bonus_w"] = count(so.threat_pile_bonus, "card", L)
        v["threat_bonus_w"] = count(so.threat_bonus, "point", L)
        v["threat_kinds"] = series((name(k) for k in so.threat_kinds), L, "or")
        v["wildlife_factor"] = num(so.wildlife_factor)
        v["wildlife_floor"] = num(so.wildlife_floor)
        v["solo_removed"] = series((name(k) for k in so.removed), L) or w["none"]
        v["difficulty_table"] = self.difficulty_table()
        # 3-4 players
        v["set_aside_three_w"] = count(three.set_aside, "card", L)
        v["set_aside_four_w"] = count(four.set_aside, "card", L)
        # the lists of names
        v["threats_staying"] = series((k.name(L) for k in r.kinds.values()
                                       if k.category == "threat" and not k.immediate), L)
        v["immediate"] = series((k.name(L) for k in r.kinds.values() if k.immediate), L)
        v["adv_flora_threats"] = series((k.name(L) for k in r.kinds.values()
                                         if k.advanced and not k.is_wildlife), L)
        v["species_count"] = num(len(r.species))
        v["categories_table"] = self.categories_table()
        v["species_table"] = self.species_table()
        v["timing_table"] = self.timing_table()
        v["card_sets_table"] = self.card_sets_table()
        v["season_changes"] = self.season_changes()
        v["tree_example"] = self.tree_example()
        for step in range(7):
            v[f"step{step}"] = f"{w['step']} {step}"

    # -------------------------------------------------------------- helpers

    def name(self, kind_id: str) -> str:
        kind = self.rules.kinds.get(kind_id)
        return kind.name(self.lang) if kind else kind_id

    def by_table(self, what: str, show) -> str:
        """One phrase for 3 and 4 players when the two tables agree, else both."""
        three, four = self.rules.modes["three"], self.rules.modes["four"]
        a, b = show(three), show(four)
        return a if a == b else f"{a} / {b}"

    def deal(self, numbers: Sequence[int], multi: bool = False) -> str:
        """"1 card on pile 1, 2 cards on pile 2 and 3 cards on pile 3"."""
        w = self.w
        parts = []
        for i, n in enumerate(numbers, start=1):
            parts.append(f"{count(n, 'card', self.lang)} {w['on']} {self[f'the_p{i}']}")
        return series(parts, self.lang)

    def awards(self, points: Sequence[int]) -> str:
        w = self.w
        return series((f"{count(p, 'point', self.lang)} ({w['season']} {s})" for s, p in enumerate(points, 1)),
                      self.lang)

    def butterfly_kinds(self) -> tuple[str, ...]:
        return tuple(k.id for k in self.rules.kinds.values() if k.category == "flora" and not k.advanced)

    def bromeliad_list(self) -> str:
        table = self.rules.scoring.bromeliad
        L, w = self.lang, self.w
        parts = []
        for n in range(1, len(table)):
            label = f"{num(n)} {w['or_more']}" if n == len(table) - 1 else num(n)
            parts.append(f"{label} → {count(table[n], 'point', L)}")
        return series(parts, L)

    def fern_table(self) -> str:
        r, w = self.rules, self.w
        ns = range(1, 7)
        return _table([[self.name("fern"), *map(num, ns)],
                       [w["points"], *(num(S.fern_points(r, n)) for n in ns)]])

    def bromeliad_table(self) -> str:
        table, w = self.rules.scoring.bromeliad, self.w
        ns = range(1, len(table))
        heads = [f"{num(n)} {w['or_more']}" if n == len(table) - 1 else num(n) for n in ns]
        return _table([[self.name("bromeliad"), *heads],
                       [w["points"], *(num(S.bromeliad_points(self.rules, n)) for n in ns)]])

    def monstera_table(self) -> str:
        at_least, w = self.rules.scoring.monstera_at_least, self.w
        ns = range(1, at_least + 1)
        heads = [f"{num(n)} {w['or_more']}" if n == at_least else num(n) for n in ns]
        return _table([[self.name("monstera"), *heads],
                       [w["points"], *(num(S.monstera_points(self.rules, n)) for n in ns)]])

    def flora_table(self) -> str:
        """Step 5's scoring, one row per kind that scores there."""
        r, L, w = self.rules, self.lang, self.w
        sc = r.scoring
        rows = [[w["kind"], w["points"]]]
        if "fern" in r.kinds:
            rows.append([self.name("fern"), say("flora.fern", L, points=count(sc.fern_odd_each, "point", L))])
        if "bromeliad" in r.kinds:
            rows.append([self.name("bromeliad"), say("flora.bromeliad", L, list=self.bromeliad_list())])
        if "monstera" in r.kinds:
            rows.append([self.name("monstera"), say("flora.monstera", L, at_least=num(sc.monstera_at_least),
                                                    points=count(sc.monstera_points, "point", L))])
        if "rain" in r.kinds and "sun" in r.kinds:
            rows.append([f"{self.name('rain')} + {self.name('sun')}",
                         say("flora.rain_sun", L, points=count(sc.rain_sun_pair, "point", L))])
        if "vines" in r.kinds:
            rows.append([self.name("vines"), say("flora.vines", L, points=count(sc.vines_per_tree, "point", L))])
        if "orchid" in r.kinds:
            rows.append([self.name("orchid"), say("flora.orchid", L, points=count(sc.orchid_points, "point", L))])
        return _table(rows)

    def germination_table(self) -> str:
        w = self.w
        rows = [[w["card"], w["copies"]]]
        rows += [[self.name(kid), num(n)] for kid, n in self.rules.germination.cards]
        return _table(rows)

    def categories_table(self) -> str:
        """Each family of cards with its count in the base game and among the advanced cards."""
        r, L, w = self.rules, self.lang, self.w
        families = ("trees", "flora", "seed", "weather", "threat", WILDLIFE)
        what = {key: PROSE.text(f"family_role.{key}", L) for key in families}
        labels = {"trees": w["trees_word"], WILDLIFE: w["wildlife"],
                  **{key: PROSE.text(f"family.{key}", L) for key in ("flora", "seed", "weather", "threat")}}
        rows = [[w["kind"], w["base"], w["adv"], PROSE.text("family.role", L)]]
        for key, cats in (("trees", ("trunk", "canopy")), ("flora", ("flora",)), ("seed", ("seed",)),
                          ("weather", ("weather",)), ("threat", ("threat",)), (WILDLIFE, (WILDLIFE,))):
            base = sum(k.count for k in r.kinds.values() if k.category in cats and not k.advanced)
            adv = sum(k.count for k in r.kinds.values() if k.category in cats and k.advanced)
            if base or adv:
                rows.append([labels[key], num(base) if base else "–", num(adv) if adv else "–", what[key]])
        return _table(rows)

    def species_table(self) -> str:
        r, w = self.rules, self.w
        rows = [[w["species"], w["active"], w["pair_alone"], w["pair_with"], w["both"]]]
        for sp in r.species.values():
            active, pair = r.kinds[sp.active], r.kinds[sp.pair]
            rows.append([sp.name(self.lang), num(active.points), num(pair.points), num(pair.points_with_active),
                         num(active.points + pair.points_with_active)])
        return _table(rows)

    def timing_table(self) -> str:
        """Which abilities act when, named from the data (a species left out of the data is left out here)."""
        L = self.lang
        rows = [[self.w["moment"], self.w["abilities"]]]
        for moment, kinds in _timing(L):
            names = [self.name(k) for k in kinds if k in self.rules.kinds]
            if names:
                rows.append([moment, series(names, L)])
        return _table(rows)

    def card_sets_table(self) -> str:
        r, L, w = self.rules, self.lang, self.w
        rows = [[w["set"], w["flora_threats"], w["wildlife"], w["in_play"]]]
        for cs in r.card_sets.values():
            if cs.wildlife == "choose":
                wild = w["choose"].format(counts=series((num(n) for n in cs.species_counts), L, "or"))
                sizes = []
                for n in cs.species_counts:
                    options = {"card_set": cs.id, "species": tuple(r.species)[:n]}
                    sizes.append(num(len(r.deck_for(options, 2)) - r.modes["two"].set_aside))
                in_play = series(sizes, L, "or")
            else:
                wild = {"base": w["base_wildlife"], "advanced": w["adv_wildlife"],
                        "all": w["all_wildlife"]}[cs.wildlife]
                in_play = num(len(r.deck_for({"card_set": cs.id}, 2)) - r.modes["two"].set_aside)
            label = cs.name(L) if cs.id == "base" else f"{cs.id} · {cs.name(L)}"
            rows.append([label, w["yes"] if cs.plants else w["no"], wild, in_play])
        return _table(rows)

    def difficulty_table(self) -> str:
        w = self.w
        rows = [[w["difficulty"], w["your_trunks"], w["spirit_trunks"]]]
        for key, d in self.rules.solo.difficulties.items():
            rows.append([w.get(key, key), num(d.player_trunks), num(d.spirit_trunks)])
        return _table(rows)

    def season_changes(self) -> str:
        """One bullet per Season Change card: its name and its effect with the card's own numbers."""
        lines = []
        for sc in self.rules.season_changes:
            text = season_change_effect(sc, self.rules, self.lang)
            lines.append(say("season_change.line", self.lang, name=sc.name(self.lang), effect=text))
        return "\n".join(lines)

    def tree_example(self) -> str:
        """A worked tree: the two most valuable trunks of the deck under the highest canopy."""
        r = self.rules
        trunks = sorted((k.value for k in r.kinds.values() if k.category == "trunk" and k.count), reverse=True)[:2]
        canopy = max(k.value for k in r.kinds.values() if k.category == "canopy")
        total = S.tree_points(trunks, canopy)
        sums = " + ".join(num(t) for t in trunks)
        values = series((num(t) for t in trunks), self.lang)
        return say("value.tree_example", self.lang, values=values, canopy=num(canopy), sums=sums,
                   trunks=num(len(trunks)), total=num(total))


# when the abilities act (``timing.<moment>``: the rows of the wildlife page's table), and by which species
_TIMING = (("turn_start", ("frog", "toucan", "tamarin")), ("any_time", ("ant", "collybia")),
           ("after_refusing", ("boa", "howler")), ("after_keeping", ("goliath", "pitcher_plant")),
           ("refused_all", ("sloth",)), ("turn_end", ("hoatzin",)),
           ("season_end", ("ant", "hoatzin", "jaguar", "butterfly", "kinkajou")), ("game_end", ("marmoset",)))


def _timing(lang: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(PROSE.text(f"timing.{moment}", lang), kinds) for moment, kinds in _TIMING]



def _more_values(v: Values) -> None:
    """The placeholders whose phrase depends on a value (a zero, a missing card...)."""
    r, L = v.rules, v.lang
    three, four, solo = (r.modes[m] for m in ("three", "four", "solo"))
    for kid, kind in r.kinds.items():
        v[f"n_{kid}"] = kind.name(L)
    v["refuse_all_n"] = num(r.turn.refuse_all_draw)
    v["kinkajou_extra_n"] = num(r.abilities.kinkajou_extra)
    v["jaguar_wildlife_w"] = count(r.abilities.jaguar_discards, "wildlife", L)
    v["ant_steps"] = say("value.ant_steps", L, first=num(1), last=num(5))
    negatives = [k.name(L) for k in r.kinds.values() if k.is_wildlife and min(k.points, k.points_with_active) < 0]
    v["negative_note"] = say("value.negative_note", L, names=series(negatives, L)) if negatives else ""
    if solo.starting_trunks:
        v["solo_start_phrase"] = say("value.solo_start", L, trunks=count(solo.starting_trunks, "starting_trunk", L))
    else:
        v["solo_start_phrase"] = PROSE.text("value.solo_start_none", L)
    removed = [r.kinds[k].name(L) for k in r.solo.removed if k in r.kinds]
    v["solo_removed_phrase"] = say("value.solo_removed", L, names=series(removed, L)) if removed else ""

    def set_aside(mode) -> str:
        if mode.set_aside == 0:
            return PROSE.text("value.set_aside_none", L)
        return say("value.set_aside", L, cards=count(mode.set_aside, "card", L))

    v["set_aside_three_phrase"] = set_aside(three)
    v["set_aside_four_phrase"] = set_aside(four)
    v["side_deal_w"] = count(three.deal[0], "card", L)
    v["central_deal_w"] = count(three.deal[-1], "card", L)
    choosing = [cs.id for cs in r.card_sets.values() if cs.wildlife == "choose"]
    v["choose_set"] = series(choosing, L, "or")
    v["flora_names"] = series([r.kinds[k].name(L) for k in r.of_category("flora")], L)


def values(rules: CanopeeRules | None, lang: str) -> Values:
    """Every placeholder for one language (cached per rules object and language)."""
    rules = rules or bundled_rules()
    key = (id(rules), lang)
    cached = _CACHE.get(key)
    if cached is None or cached.rules is not rules:
        if len(_CACHE) > 8:           # other card data (tests): keep only a few
            _CACHE.clear()
        cached = Values(rules, lang)
        _more_values(cached)
        _CACHE[key] = cached
    return cached


_CACHE: dict[tuple[int, str], Values] = {}
