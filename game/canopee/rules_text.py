"""Canopée's rules for the rules screen, told to a newcomer in French and English (pure data, no pygame).

Two kinds of pages, in the tiny markup of game/ecosysteme/rules_text.py (``## heading``, ``- bullet``, ``| table |``):

- the general pages (``GENERAL_SECTIONS``: the goal, the setup, a turn, placing cards, threats and weather,
  wildlife, the end of a season, the end of the game, solo, 3–4 players, the variants);
- a page per card group (``CARD_GROUPS``: the rules screen shows the group's cards under it) and a page per card
  kind of data/cards.yaml (name, what it scores or does, when, how many in the deck).

No number of the rules is written in the texts: the templates below hold no digit at all (a test checks it), and
every number — counts, points, thresholds, awards, deals — is filled in from ``CanopeeRules`` (the card data,
game/canopee/cards.py), with the tables computed by game/canopee/scoring.py's own functions. Change the data and
the pages follow. Every function takes ``rules`` (default: the bundled card data).

Public API: ``GENERAL_SECTIONS``, ``CARD_GROUPS``, ``card_groups(rules)``, ``group_of(kind_id, rules)``,
``sections(rules)``, ``rules_text(section, lang, rules)``, ``deck_line(kind_id, lang, rules)``.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from . import scoring as S
from .cards import NEW_GROWTH_SPOTS, START_TRUNK, WILDLIFE, CanopeeRules, CardKind, bundled_rules

LANGUAGES = ("fr", "en")
GENERAL_SECTIONS = ("overview", "setup", "turn", "placing", "threats", "wildlife", "season_end", "game_end",
                    "solo", "multi", "variants")
# the card groups of the rules screen, in the order the pages follow each other, with the categories they hold
CARD_GROUPS = ("cards_trees", "cards_flora", "cards_seeds_weather", "cards_threats", "cards_wildlife_base",
               "cards_wildlife_advanced")
_GROUP_CATEGORIES = {"cards_trees": ("trunk", "canopy"), "cards_flora": ("flora",),
                     "cards_seeds_weather": ("seed", "weather"), "cards_threats": ("threat",)}

# ---------------------------------------------------------------------------------------------- small words

_NOUNS: dict[str, dict[str, tuple[str, str]]] = {
    "card": {"en": ("card", "cards"), "fr": ("carte", "cartes")},
    "point": {"en": ("point", "points"), "fr": ("point", "points")},
    "trunk": {"en": ("trunk", "trunks"), "fr": ("tronc", "troncs")},
    "season": {"en": ("season", "seasons"), "fr": ("saison", "saisons")},
    "tree": {"en": ("tree", "trees"), "fr": ("arbre", "arbres")},
    "species": {"en": ("species", "species"), "fr": ("espèce", "espèces")},
    "flora": {"en": ("Flora card", "Flora cards"), "fr": ("carte Flore", "cartes Flore")},
    "wildlife": {"en": ("Wildlife card", "Wildlife cards"), "fr": ("carte Faune", "cartes Faune")},
    "threat": {"en": ("Threat card", "Threat cards"), "fr": ("carte Menace", "cartes Menace")},
    "starting_trunk": {"en": ("Starting Trunk", "Starting Trunks"), "fr": ("Tronc de départ", "Troncs de départ")},
    "germination": {"en": ("Germination card", "Germination cards"), "fr": ("carte Germination", "cartes Germination")},
}

_WORDS: dict[str, dict[str, str]] = {
    "en": {"and": "and", "or": "or", "pile": "pile", "the_pile": "pile", "season": "season", "on": "on",
           "or_more": "or more", "in_all": "in all", "nothing": "nothing", "none": "none", "height": "Height",
           "canopy_points": "Points of the canopy", "count": "Cards", "points": "Points", "card": "Card",
           "copies": "Copies", "species": "Species", "active": "Active card", "pair_alone": "Pair card alone",
           "pair_with": "Pair card with its active card", "both": "Both cards", "moment": "When",
           "abilities": "Cards", "set": "Card set", "flora_threats": "Advanced flora and threats",
           "wildlife": "Wildlife", "in_play": "Cards in play (two players)", "difficulty": "Difficulty",
           "your_trunks": "Your Starting Trunks", "spirit_trunks": "Extra Starting Trunks for the Spirit",
           "yes": "yes", "no": "no", "base_wildlife": "the base species", "adv_wildlife": "the advanced species",
           "all_wildlife": "every species", "choose": "{counts} species of your choice", "step": "Step",
           "easier": "Easier", "normal": "Normal", "harder": "Harder", "base_game": "base game",
           "advanced": "advanced card", "per_season": "per season", "kind": "Cards", "base": "Base game",
           "adv": "Advanced cards", "trees_word": "Trunks and canopies"},
    "fr": {"and": "et", "or": "ou", "pile": "pile", "the_pile": "la pile", "season": "saison", "on": "sur",
           "or_more": "ou plus", "in_all": "en tout", "nothing": "rien", "none": "aucune", "height": "Hauteur",
           "canopy_points": "Points de la canopée", "count": "Cartes", "points": "Points", "card": "Carte",
           "copies": "Exemplaires", "species": "Espèce", "active": "Carte active", "pair_alone": "Couple seul",
           "pair_with": "Couple avec sa carte active", "both": "Les deux cartes", "moment": "Quand",
           "abilities": "Cartes", "set": "Ensemble", "flora_threats": "Flore et menaces avancées",
           "wildlife": "Faune", "in_play": "Cartes en jeu (deux joueurs)", "difficulty": "Difficulté",
           "your_trunks": "Vos Troncs de départ", "spirit_trunks": "Troncs de départ en plus pour l’Esprit",
           "yes": "oui", "no": "non", "base_wildlife": "les espèces de base",
           "adv_wildlife": "les espèces avancées", "all_wildlife": "toutes les espèces",
           "choose": "{counts} espèces au choix", "step": "Étape", "easier": "Plus facile", "normal": "Normale",
           "harder": "Plus difficile", "base_game": "jeu de base", "advanced": "carte avancée",
           "per_season": "par saison", "kind": "Cartes", "base": "Jeu de base", "adv": "Cartes avancées",
           "trees_word": "Troncs et canopées"},
}


def num(n: int) -> str:
    """A number as the pages print it: a true minus sign for negative values."""
    return str(n) if n >= 0 else f"−{-n}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else num(n)


def count(n: int, noun: str, lang: str) -> str:
    """``n`` followed by the noun, singular or plural as the language wants it (French: 0 and 1 singular)."""
    one, many = _NOUNS[noun][lang]
    plural = abs(n) > 1 if lang == "fr" else abs(n) != 1
    return f"{num(n)} {many if plural else one}"


def series(items: Iterable[str], lang: str, last: str = "and") -> str:
    """"a, b and c" / "a, b et c"."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_WORDS[lang][last]} {items[-1]}"


def _cards_of(n: int, name: str, lang: str) -> str:
    """``n`` cards of a kind, by its name: "2 Fire cards" / "2 cartes Feu"."""
    plural = abs(n) > 1 if lang == "fr" else abs(n) != 1
    if lang == "fr":
        return f"{num(n)} {'cartes' if plural else 'carte'} {name}"
    return f"{num(n)} {name} {'cards' if plural else 'card'}"


def _table(rows: Sequence[Sequence[Any]]) -> str:
    return "\n".join("| " + " | ".join(str(c) for c in row) + " |" for row in rows)


def _typeset(text: str, lang: str) -> str:
    """Non-breaking spaces: around ×, −, +, = (a sum never breaks across lines) and, in French, before : ; ! ?
    and inside « »."""
    for sign in ("×", "−", "+", "=", "→"):
        text = text.replace(f" {sign} ", f"\u00a0{sign}\u00a0")
    if lang == "fr":
        for mark in (":", ";", "!", "?", "»"):
            text = text.replace(f" {mark}", f"\u00a0{mark}")
        text = text.replace("« ", "«\u00a0")
    return text


# ---------------------------------------------------------------------------------------------- the groups


def card_groups(rules: CanopeeRules | None = None) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(group id, kind ids in data order) for every group of ``CARD_GROUPS`` that holds a card."""
    rules = rules or bundled_rules()
    out = []
    for group in CARD_GROUPS:
        if group in _GROUP_CATEGORIES:
            cats = _GROUP_CATEGORIES[group]
            kinds = tuple(k.id for k in rules.kinds.values() if k.category in cats)
        else:
            advanced = group == "cards_wildlife_advanced"
            kinds = tuple(k.id for k in rules.kinds.values() if k.is_wildlife and k.advanced == advanced)
        if kinds:
            out.append((group, kinds))
    return tuple(out)


def group_of(kind_id: str, rules: CanopeeRules | None = None) -> str:
    for group, kinds in card_groups(rules):
        if kind_id in kinds:
            return group
    raise KeyError(kind_id)


def sections(rules: CanopeeRules | None = None) -> tuple[str, ...]:
    """Every page in reading order: the general pages, then each card group followed by its cards."""
    out = list(GENERAL_SECTIONS)
    for group, kinds in card_groups(rules):
        out.append(group)
        out.extend(kinds)
    return tuple(out)


# ---------------------------------------------------------------------------------------------- the values


class _Values(dict):
    """Every placeholder of the templates, for one language, computed from the card data."""

    def __init__(self, rules: CanopeeRules, lang: str) -> None:
        super().__init__()
        self.rules, self.lang = rules, lang
        w = _WORDS[lang]
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
            v[f"{key}_at"] = _cards_of(rule.discard_at, name(key), L)
            v[f"{key}_discards_w"] = count(rule.discards, noun, L)
            v[f"{key}_spread_at"] = _cards_of(rule.spread_at, name(key), L)
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
        fr = L == "fr"
        rows = [[w["kind"], w["points"]]]
        if "fern" in r.kinds:
            rows.append([self.name("fern"),
                         (f"nombre impair : {count(sc.fern_odd_each, 'point', L)} par carte ; nombre pair : rien"
                          if fr else f"odd number: {count(sc.fern_odd_each, 'point', L)} per card; even number: "
                                     f"nothing")])
        if "bromeliad" in r.kinds:
            rows.append([self.name("bromeliad"), self.bromeliad_list() + (" (en tout)" if fr else " (in all)")])
        if "monstera" in r.kinds:
            rows.append([self.name("monstera"),
                         (f"{num(sc.monstera_at_least)} ou plus : {count(sc.monstera_points, 'point', L)} en tout"
                          if fr else f"{num(sc.monstera_at_least)} or more: "
                                     f"{count(sc.monstera_points, 'point', L)} in all")])
        if "rain" in r.kinds and "sun" in r.kinds:
            rows.append([f"{self.name('rain')} + {self.name('sun')}",
                         (f"{count(sc.rain_sun_pair, 'point', L)} par paire" if fr
                          else f"{count(sc.rain_sun_pair, 'point', L)} per pair")])
        if "vines" in r.kinds:
            rows.append([self.name("vines"),
                         (f"{count(sc.vines_per_tree, 'point', L)} par arbre achevé, par carte" if fr
                          else f"{count(sc.vines_per_tree, 'point', L)} per completed tree, per card")])
        if "orchid" in r.kinds:
            rows.append([self.name("orchid"), (f"{count(sc.orchid_points, 'point', L)} chacune" if fr
                                               else f"{count(sc.orchid_points, 'point', L)} each")])
        return _table(rows)

    def germination_table(self) -> str:
        w = self.w
        rows = [[w["card"], w["copies"]]]
        rows += [[self.name(kid), num(n)] for kid, n in self.rules.germination.cards]
        return _table(rows)

    def categories_table(self) -> str:
        """Each family of cards with its count in the base game and among the advanced cards."""
        r, L, w = self.rules, self.lang, self.w
        fr = L == "fr"
        what = {
            "trees": ("bâtissent les arbres, qui marquent une fois achevés" if fr
                      else "build trees, which score once completed"),
            "flora": "marque à chaque fin de saison" if fr else "scores at the end of every season",
            "seed": "fait piocher des cartes Germination" if fr else "draws Germination cards",
            "weather": "marque par paires Pluie + Soleil" if fr else "scores in Rain + Sun pairs",
            "threat": "coûtent des cartes" if fr else "cost you cards",
            WILDLIFE: ("marque en fin de partie ; les cartes actives ont une capacité" if fr
                       else "scores at the end of the game; active cards have an ability"),
        }
        labels = {"trees": w["trees_word"], "flora": "Flore" if fr else "Flora",
                  "seed": "Graines" if fr else "Seeds", "weather": "Météo" if fr else "Weather",
                  "threat": "Menaces" if fr else "Threats", WILDLIFE: w["wildlife"]}
        rows = [[w["kind"], w["base"], w["adv"], "Rôle" if fr else "Role"]]
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
            lines.append(f"- {sc.name(self.lang)} : {text}" if self.lang == "fr" else
                         f"- {sc.name(self.lang)}: {text}")
        return "\n".join(lines)

    def tree_example(self) -> str:
        """A worked tree: the two most valuable trunks of the deck under the highest canopy."""
        r = self.rules
        trunks = sorted((k.value for k in r.kinds.values() if k.category == "trunk" and k.count), reverse=True)[:2]
        canopy = max(k.value for k in r.kinds.values() if k.category == "canopy")
        total = S.tree_points(trunks, canopy)
        sums = " + ".join(num(t) for t in trunks)
        values = series((num(t) for t in trunks), self.lang)
        if self.lang == "fr":
            return (f"des troncs de {values} sous une canopée ×{num(canopy)} : "
                    f"{sums} + {num(canopy)} × {num(len(trunks))} = {num(total)}")
        return f"trunks of {values} under a canopy ×{num(canopy)}: {sums} + {num(canopy)} × {num(len(trunks))} = " \
               f"{num(total)}"


def _timing(lang: str) -> list[tuple[str, tuple[str, ...]]]:
    fr = lang == "fr"
    return [
        ("Au début de votre tour" if fr else "At the start of your turn", ("frog", "toucan", "tamarin")),
        ("À tout moment de votre tour" if fr else "Any time in your turn", ("ant", "collybia")),
        ("Juste après avoir refusé une pile" if fr else "Right after refusing a pile", ("boa", "howler")),
        ("Juste après avoir gardé une pile" if fr else "Right after keeping a pile", ("goliath", "pitcher_plant")),
        ("Quand vous avez refusé toutes les piles" if fr else "When you refused every pile", ("sloth",)),
        ("À la fin de votre tour" if fr else "At the end of your turn", ("hoatzin",)),
        ("En fin de saison" if fr else "At the end of a season",
         ("ant", "hoatzin", "jaguar", "butterfly", "kinkajou")),
        ("En fin de partie" if fr else "At the end of the game", ("marmoset",)),
    ]


def season_change_effect(sc, rules: CanopeeRules, lang: str) -> str:
    """What one Season Change card does, with its own numbers."""
    L, fr = lang, lang == "fr"
    p = sc.params
    name = (lambda k: rules.kinds[k].name(L) if k in rules.kinds else k)
    e = sc.effect
    if e == "prestige":
        return (f"si le prix de l’Arbre le plus haut est partagé, chaque joueur à égalité prend "
                f"{count(p['takes'], 'wildlife', L)} dans la forêt d’un adversaire (jamais celle qu’on vient de "
                f"lui prendre)." if fr else
                f"if the Tallest Tree award is tied, each tied player takes {count(p['takes'], 'wildlife', L)} "
                f"from an opponent’s forest (never the one just taken from them).")
    if e == "renewal":
        threats = series((k.name(L) for k in rules.kinds.values() if k.category == "threat" and not k.immediate),
                         L, "or")
        upto = count(p["discards"], "card", L)
        return (f"au début de l’étape des menaces, chacun peut défausser jusqu’à {upto} {threats} de sa forêt."
                if fr else
                f"at the start of the Threats step, each player may discard up to {count(p['discards'], 'card', L)} "
                f"({threats}) from their forest.")
    if e == "abundance":
        g = rules.germination
        return (f"une forêt qui a des Graines pioche {count(p['draw'], 'germination', L)} au lieu de {num(g.draw)} "
                f"(toujours {signed(g.per_fire)} par {name('fire')})." if fr else
                f"a forest with Seeds draws {count(p['draw'], 'germination', L)} instead of {num(g.draw)} (still "
                f"{signed(g.per_fire)} per {name('fire')}).")
    if e == "giants":
        return (f"le prix de l’Arbre le plus haut rapporte {count(p['bonus'], 'point', L)} de plus, à chaque "
                f"gagnant." if fr else
                f"the Tallest Tree award is worth {count(p['bonus'], 'point', L)} more, to every winner.")
    if e == "saplings":
        return (f"chaque arbre décompté cette saison qui a exactement {count(p['height'], 'trunk', L)} rapporte "
                f"{count(p['points'], 'point', L)} de plus." if fr else
                f"each tree scored this season with exactly {count(p['height'], 'trunk', L)} scores "
                f"{count(p['points'], 'point', L)} more.")
    if e in ("monsoon", "heatwave"):
        kind = "rain" if e == "monsoon" else "sun"
        return (f"chaque carte {name(kind)} qui n’est pas dans une paire {name('rain')} + {name('sun')} rapporte "
                f"{count(p['points'], 'point', L)}." if fr else
                f"each {name(kind)} card outside a {name('rain')} + {name('sun')} pair scores "
                f"{count(p['points'], 'point', L)}.")
    if e == "blooms":
        kinds = series((name(k) for k in p["of"]), L)
        return (f"une forêt qui a au moins une carte de chacune de ces plantes — {kinds} — marque "
                f"{count(p['points'], 'point', L)} de plus." if fr else
                f"a forest holding at least one card of each of {kinds} scores {count(p['points'], 'point', L)} "
                f"more.")
    if e == "migration":
        return (f"à l’étape de la faune, la ou les forêts qui ont le plus de cartes Faune (au moins une) "
                f"marquent {count(p['points'], 'point', L)} chacune." if fr else
                f"at the Wildlife step, the forest or forests with the most Wildlife cards (at least one) score "
                f"{count(p['points'], 'point', L)} each.")
    if e == "wildfires":
        normal = rules.threats.fire.spread_at
        return (f"le feu se propage dès {_cards_of(p['spread_at'], name('fire'), L)} au lieu de {num(normal)} ; "
                f"en dessous, il ne se passe rien cette saison." if fr else
                f"fire spreads from {_cards_of(p['spread_at'], name('fire'), L)} instead of {num(normal)}; below "
                f"that, nothing happens this season.")
    if e == "plenty":
        return (f"qui refuse toutes ses piles pioche {count(p['draw'], 'card', L)} au lieu de "
                f"{num(rules.turn.refuse_all_draw)}." if fr else
                f"a player who refuses every pile draws {count(p['draw'], 'card', L)} instead of "
                f"{num(rules.turn.refuse_all_draw)}.")
    return sc.name(L)


# ---------------------------------------------------------------------------------------------- the general pages
# Templates: no digit anywhere (every number is a placeholder filled from the data); ``{n_<kind id>}`` is a card's
# name in the page's language.

GENERAL: dict[str, dict[str, str]] = {
    "overview": {
        "en": """## The goal
Grow the richest patch of rainforest. Over {seasons_w}, you and your opponent take turns adding cards to your own forest: trunks and canopies that make trees, plants, rain and sun, animals — and the threats that come along with them. Points come at the end of every season and at the end of the game; the highest total wins.

## Your forest
Your forest is your own corner of the table, every card face up. Trees grow in it: trunks stacked one on another until a canopy closes the top. Beside the trees, the other cards lie grouped by kind.

## The piles in the middle
Between the players lie {spots} New Growth piles, face down, numbered {first_spot} to {last_spot}, fed by the Season deck. On your turn you look at the piles one after another, in secret, and either take a whole pile or turn it down — and then it grows. The longer a pile waits, the bigger and more tempting it gets, but only the player looking at it knows what it holds.

## The cards
{categories_table}

## Who wins
At the end of the game, wildlife scores and the Lushest Forest award goes to the most completed trees. The highest total wins; on equal points, the player with more Wildlife cards wins; if still equal, the victory is shared.

## Ways to play
The heart of the game is two players. You can also play alone against the {spirit}, or with {multi_min} or {multi_max} players over {multi_seasons_w}. For a first game, keep to the base cards; the card sets A to D bring in the advanced ones.

## In this edition
The game deals the piles, keeps the score and shows each player only what they may see: when several people share the screen, a hand-off screen hides a pile until the right player sits in front of it. The log tells every public event as it happens.""",
        "fr": """## Le but
Faites pousser la parcelle de forêt tropicale la plus riche. Pendant {seasons_w}, vous et votre adversaire ajoutez à tour de rôle des cartes à votre propre forêt : des troncs et des canopées qui forment des arbres, des plantes, de la pluie et du soleil, des animaux… et les menaces qui vont avec. Les points tombent à la fin de chaque saison et à la fin de la partie ; le plus gros total l’emporte.

## Votre forêt
Votre forêt, c’est votre coin de table, toutes cartes visibles. Les arbres y poussent : des troncs empilés les uns sur les autres jusqu’à ce qu’une canopée vienne les coiffer. À côté des arbres, les autres cartes sont rangées par sorte.

## Les piles du milieu
Entre les joueurs se trouvent {spots} piles Nouvelle croissance, face cachée, numérotées de {first_spot} à {last_spot}, alimentées par la pioche Saison. À votre tour, vous regardez ces piles l’une après l’autre, en secret, et vous prenez une pile entière ou vous la laissez — elle grossit alors. Plus une pile attend, plus elle grandit et attire, mais seul le joueur qui la regarde sait ce qu’elle contient.

## Les cartes
{categories_table}

## Qui gagne
En fin de partie, la faune marque ses points et le prix de la Forêt la plus luxuriante revient à qui a le plus d’arbres achevés. Le plus gros total gagne ; à égalité de points, celui qui a le plus de cartes Faune l’emporte ; sinon, la victoire est partagée.

## Façons de jouer
Le cœur du jeu se joue à deux. Vous pouvez aussi jouer seul contre l’{spirit}, ou à {multi_min} ou {multi_max} joueurs en {multi_seasons_w}. Pour une première partie, restez-en aux cartes de base ; les ensembles A à D font entrer les cartes avancées.

## Dans cette édition
Le jeu distribue les piles, tient les scores et ne montre à chacun que ce qu’il a le droit de voir : quand plusieurs personnes partagent l’écran, un écran de passage cache une pile tant que le bon joueur n’est pas devant. Le journal raconte chaque événement public au fil de la partie.""",
    },
    "setup": {
        "en": """## The decks
- The rainforest deck: the {base_total_w} of the base game (a first game uses only these), plus the advanced cards of the chosen card set (see Variants).
- It is shuffled and {set_aside_w} are set aside unseen: nobody will see them this game.
- The rest is split as evenly as possible into {seasons_w}, one deck per season (base game: {base_sizes} cards).
- The {germ_total_w} form their own face-down deck.

## The table
- The first season’s deck deals the New Growth piles face down: {deal_two}.
- Each player starts with {starting_trunks_w} of value {start_value}: a tree of a single trunk, still unfinished.
- The first player is drawn at random or chosen at setup. (The card game gives the honour to whoever last watered a plant.)

## The awards
- The Tallest Tree award, once per season: {tallest_two}.
- The Lushest Forest award, at the end of the game: {lushest_two_w}.

## Other tables
Solo and {multi_min}–{multi_max} players change some of these steps: see their own pages.""",
        "fr": """## Les pioches
- La pioche Forêt tropicale : les {base_total_w} du jeu de base (une première partie s’en tient là), plus les cartes avancées de l’ensemble choisi (voir Variantes).
- On la mélange et on met {set_aside_w} de côté sans les regarder : personne ne les verra de la partie.
- Le reste est partagé aussi également que possible en {seasons_w}, une pioche par saison (jeu de base : {base_sizes} cartes).
- Les {germ_total_w} forment leur propre pioche, face cachée.

## La table
- La pioche de la première saison garnit les piles Nouvelle croissance, face cachée : {deal_two}.
- Chaque joueur commence avec {starting_trunks_w} de valeur {start_value} : un arbre d’un seul tronc, encore inachevé.
- Le premier joueur est tiré au sort ou choisi à la préparation de la partie. (Le jeu de cartes laisse cet honneur à la dernière personne qui a arrosé une plante.)

## Les prix
- Le prix de l’Arbre le plus haut, une fois par saison : {tallest_two}.
- Le prix de la Forêt la plus luxuriante, en fin de partie : {lushest_two_w}.

## Autres tables
Le solo et les parties à {multi_min}–{multi_max} joueurs changent certaines de ces étapes : voir leurs pages.""",
    },
    "turn": {
        "en": """## Look, then keep or refuse
On your turn you visit the piles in order: {piles_in_order} (an empty spot is skipped). For each pile:
- Look at it: only you see its cards.
- Keep it: every card of the pile goes into your forest (see Placing cards). You then put {refill_two} from the Season deck face down on the empty spot, and your turn ends.
- Or refuse it: put its cards back face down, add {refuse_adds_w} from the Season deck on top, and move on to the next pile. A pile you refused stays closed to you for the rest of the turn.

## Refusing every pile
If you turn every pile down, you draw {refuse_all_w} from the Season deck into your forest — that one you cannot refuse.

## When the Season deck is empty
Play goes on: a refused pile no longer grows and a kept pile is no longer refilled. But the last pile on offer cannot be refused: while the deck is empty, a pile with no other pile after it must be kept. The table says so when it happens, and the Refuse button stays off.

## The end of the season
The season ends with the turn in which the last pile is taken. Whoever took it settles every end-of-season step first (see End of a season).

## Abilities during your turn
Some cards act at set moments: at the start of your turn, right after a refusal or a keep, when you refused everything, at the end of your turn, or whenever you like during it. The Wildlife page lists them; the table offers an ability only when it can be used.

## Tips
- Refusing a pile makes it bigger for your opponent: think about what they need.
- A pile your opponent just refused holds at least one card they did not want… and one they have not seen.""",
        "fr": """## Regarder, puis garder ou refuser
À votre tour, vous passez les piles en revue dans l’ordre : {piles_in_order} (un emplacement vide est sauté). Pour chaque pile :
- Regardez-la : vous seul en voyez les cartes.
- Gardez-la : toutes ses cartes entrent dans votre forêt (voir Poser les cartes). Vous posez ensuite {refill_two} de la pioche Saison, face cachée, sur l’emplacement vidé, et votre tour s’achève.
- Ou refusez-la : reposez ses cartes face cachée, ajoutez-y {refuse_adds_w} de la pioche Saison, et passez à la pile suivante. Une pile refusée vous reste fermée jusqu’à la fin du tour.

## Tout refuser
Si vous refusez toutes les piles, vous piochez {refuse_all_w} de la pioche Saison pour votre forêt — et celle-là, impossible de la refuser.

## Quand la pioche Saison est vide
On continue : une pile refusée ne grossit plus et une pile prise n’est plus regarnie. Mais la dernière pile proposée ne peut pas être refusée : tant que la pioche est vide, une pile qui n’a plus aucune pile après elle doit être prise. La table le signale quand c’est le cas, et le bouton Refuser reste éteint.

## La fin de la saison
La saison s’achève avec le tour où la dernière pile est prise. Le joueur qui l’a prise règle chaque étape de fin de saison en premier (voir Fin de saison).

## Les capacités pendant votre tour
Certaines cartes agissent à des moments précis : au début de votre tour, juste après un refus ou une prise, quand vous avez tout refusé, à la fin de votre tour, ou quand vous voulez pendant celui-ci. La page Faune les récapitule ; la table ne propose une capacité que lorsqu’elle peut servir.

## Conseils
- Refuser une pile la grossit pour votre adversaire : pensez à ce qui lui manque.
- Une pile que votre adversaire vient de refuser contient au moins une carte dont il n’a pas voulu… et une qu’il n’a pas vue.""",
    },
    "placing": {
        "en": """## One card at a time, in your order
The cards of a kept pile enter your forest one by one, in the order you choose, each settled before the next. The order can matter: lay a trunk before a canopy so that the canopy has a tree to close, or lay your other cards before a {n_drought} so that it may take one of them.

## Trunks
A trunk starts a new tree or goes on one of your unfinished trees (a tree without a canopy). You may have as many trees as you like. A tree’s height is its number of trunks; their order does not matter.

## Canopies
A canopy closes an unfinished tree: from then on that tree never grows again. If you have an unfinished tree, the canopy must go on one of them, your choice; if you have none, the canopy is discarded.

## What a tree is worth
At the end of the season in which it was completed, a tree scores the values of its trunks plus its canopy’s multiplier times its height. For instance, {tree_example}. An unfinished tree scores nothing, but it stays until the end of the game and may be finished later.

## Scored trees are safe
Once scored, a tree is marked and protected: no card can discard or move its trunks or its canopy. Unfinished trees, and trees completed but not scored yet, may still lose cards.

## Everything else
Flora, Seeds, Weather, Threats and Wildlife lie in your forest, grouped by kind. {immediate} strike the moment they arrive, then go to the discard pile: they never stay.

## On the table
Drag each card onto its place: the places it may take light up. When only one place or one order is possible, the game does it for you.""",
        "fr": """## Une carte à la fois, dans votre ordre
Les cartes d’une pile prise entrent dans votre forêt une par une, dans l’ordre que vous choisissez, chacune réglée avant la suivante. L’ordre peut compter : posez un tronc avant une canopée pour que celle-ci ait un arbre à coiffer, ou posez vos autres cartes avant une {n_drought} pour qu’elle puisse en emporter une.

## Les troncs
Un tronc commence un nouvel arbre ou vient grandir l’un de vos arbres inachevés (un arbre sans canopée). Vous pouvez avoir autant d’arbres que vous voulez. La hauteur d’un arbre est son nombre de troncs ; leur ordre n’a pas d’importance.

## Les canopées
Une canopée achève un arbre inachevé : cet arbre ne grandira plus jamais. Si vous avez un arbre inachevé, la canopée doit aller sur l’un d’eux, à votre choix ; si vous n’en avez aucun, elle est défaussée.

## Ce que vaut un arbre
À la fin de la saison où il a été achevé, un arbre marque les valeurs de ses troncs plus le multiplicateur de sa canopée fois sa hauteur. Par exemple, {tree_example}. Un arbre inachevé ne marque rien, mais il reste jusqu’à la fin de la partie et pourra être achevé plus tard.

## Les arbres décomptés sont à l’abri
Une fois décompté, un arbre est marqué et protégé : aucune carte ne peut défausser ni déplacer ses troncs ou sa canopée. Les arbres inachevés, et ceux achevés mais pas encore décomptés, peuvent encore perdre des cartes.

## Tout le reste
La Flore, les Graines, la Météo, les Menaces et la Faune s’installent dans votre forêt, rangées par sorte. {immediate} frappent dès leur arrivée, puis partent à la défausse : elles ne restent jamais.

## Sur la table
Faites glisser chaque carte à sa place : les places possibles s’éclairent. Quand une seule place ou un seul ordre est possible, le jeu s’en charge.""",
    },
    "threats": {
        "en": """## Weather
{n_rain} and {n_sun} score in pairs at the end of every season: each {n_rain} matched with a {n_sun} earns {rain_sun_w}; a card without a partner earns nothing. The advanced {n_orchid} wilts when your {n_rain} and {n_sun} cards differ by {orchid_gap} or more.

## Threats that wait for the season’s end
{threats_staying} sit in your forest until the Threats step of the end of the season; they are counted as the step begins.
- {n_fire}: from {fire_at}, you discard {fire_discards_w} of your choice. From {fire_spread_at} the fire spreads instead: every player, you included, discards {fire_spread_w}.
- {n_disease}: the same with wildlife. From {disease_at}, you discard {disease_discards_w}; from {disease_spread_at}, every player discards {disease_spread_w}.
- {n_blight} (advanced): for each one, you discard {blight_w} of the plant you hold most of (if two are tied, you choose).
Several spreading forests add up, and a forest short of cards discards what it has. Each {n_fire} also draws {germ_per_fire_w} more for a forest with Seeds. At Regeneration every threat is discarded: a threat only lasts one season.

## Threats that strike at once
- {n_drought}: as it arrives you discard {drought_w} of your forest — anything but the {n_drought} itself or a part of a scored tree — then the {n_drought} goes. A fine way to be rid of a {n_fire} or a {n_disease}! With nothing to discard, only the {n_drought} goes.
- {n_lightning} (advanced): as it arrives you choose: you and your opponent each draw {lightning_w} from the Season deck, or you each discard {lightning_w} of your choice (never a part of a scored tree). You go first, then it is discarded. With {multi_min}–{multi_max} players you pick the opponent.""",
        "fr": """## La météo
La {n_rain} et le {n_sun} marquent par paires à chaque fin de saison : chaque carte {n_rain} associée à une carte {n_sun} rapporte {rain_sun_w} ; une carte sans partenaire ne rapporte rien. L’{n_orchid} (avancée) se fane quand vos cartes {n_rain} et {n_sun} diffèrent de {orchid_gap} ou plus.

## Les menaces qui attendent la fin de saison
{threats_staying} restent dans votre forêt jusqu’à l’étape des menaces de la fin de saison ; on les compte au début de cette étape.
- {n_fire} : à partir de {fire_at}, vous défaussez {fire_discards_w} de votre choix. À partir de {fire_spread_at}, l’incendie se propage à la place : chaque joueur, vous compris, défausse {fire_spread_w}.
- {n_disease} : la même chose avec la faune. À partir de {disease_at}, vous défaussez {disease_discards_w} ; à partir de {disease_spread_at}, chaque joueur défausse {disease_spread_w}.
- {n_blight} (avancée) : pour chacune, vous défaussez {blight_w} de la plante que vous avez en plus grand nombre (en cas d’égalité, vous choisissez).
Plusieurs forêts en feu s’additionnent, et une forêt qui n’a pas assez de cartes défausse ce qu’elle a. Chaque carte {n_fire} fait aussi piocher {germ_per_fire_w} de plus à une forêt qui a des Graines. À la Régénération, toutes les menaces sont défaussées : une menace ne dure qu’une saison.

## Les menaces qui frappent tout de suite
- {n_drought} : à son arrivée, vous défaussez {drought_w} de votre forêt — n’importe laquelle, sauf la {n_drought} elle-même ou une partie d’un arbre décompté — puis la {n_drought} s’en va. Idéal pour se débarrasser d’un {n_fire} ou d’une {n_disease} ! S’il n’y a rien à défausser, seule la {n_drought} s’en va.
- {n_lightning} (avancée) : à son arrivée, vous choisissez : votre adversaire et vous piochez chacun {lightning_w} de la pioche Saison, ou vous défaussez chacun {lightning_w} de votre choix (jamais une partie d’un arbre décompté). Vous commencez, puis elle est défaussée. À {multi_min}–{multi_max} joueurs, vous choisissez l’adversaire.""",
    },
    "wildlife": {
        "en": """## Two cards per species
Each species of animal has two cards. The active card, with a text, has an ability. The breeding pair card has none, but it is worth more when the same forest also holds its species’ active card.

## Points at the end of the game
Wildlife scores once, at the end of the game: an active card its own value; a pair card its low value alone, its high value next to its active card. With both cards, both values add up.
{species_table}
{negative_note}

## Wildlife stays
Wildlife is not discarded at the end of a season: it stays until the end of the game, unless a card removes it ({n_disease}, {n_drought}, {n_lightning}, {n_ant}, {n_collybia}, {n_jaguar}…).

## Using an ability
- Each ability works at most once per season; all are ready again when the next season starts.
- Not in the turn the card arrived in your forest; at the end of that same season, it may.
- Abilities are optional, except the {n_jaguar}’s and the {n_hoatzin}’s reveal, which happen by themselves.
- On the table an ability is a button on its card, lit only when it can be used.

## When each card acts
{timing_table}""",
        "fr": """## Deux cartes par espèce
Chaque espèce animale a deux cartes. La carte active, avec un texte, a une capacité. La carte couple n’en a pas, mais elle vaut davantage quand la même forêt abrite aussi la carte active de son espèce.

## Les points en fin de partie
La faune marque une seule fois, en fin de partie : une carte active sa propre valeur ; une carte couple sa petite valeur seule, sa grande valeur à côté de sa carte active. Avec les deux cartes, les deux valeurs s’additionnent.
{species_table}
{negative_note}

## La faune reste
La faune n’est pas défaussée en fin de saison : elle reste jusqu’à la fin de la partie, sauf si une carte l’en chasse ({n_disease}, {n_drought}, {n_lightning}, {n_ant}, {n_collybia}, {n_jaguar}…).

## Utiliser une capacité
- Chaque capacité sert au plus une fois par saison ; toutes redeviennent disponibles au début de la saison suivante.
- Pas pendant le tour où la carte est arrivée dans votre forêt ; à la fin de cette même saison, si.
- Les capacités sont facultatives, sauf celle du {n_jaguar} et la révélation du {n_hoatzin}, qui se font d’elles-mêmes.
- Sur la table, une capacité est un bouton sur sa carte, allumé seulement quand elle peut servir.

## Quand chaque carte agit
{timing_table}""",
    },
    "season_end": {
        "en": """When the last pile has been taken, the season is scored step by step. Every player does a step before the next one begins, starting with the player who took the last pile. Before each step from {ant_steps}, the owner of a {n_ant} may use it.

## {step0} · Before scoring
- The cards under a {n_hoatzin} are revealed and join its forest.
- {n_orchid} cards wilt in a forest whose {n_rain} and {n_sun} cards differ by {orchid_gap} or more.
- Solo: the Threat cards are counted for the {spirit}’s bonus.

## {step1} · Wildlife
The {n_jaguar} strikes; the {n_butterfly} may bring a plant.

## {step2} · Seeds
A forest holding at least one {n_seed} draws {germ_draw_w}, plus {germ_per_fire_w} per {n_fire}. Its owner keeps up to {germ_keep_w} per {n_seed} ({n_kinkajou}: {kinkajou_extra_w} more), places them like any other card and puts the rest under the Germination deck. Then the Seeds are discarded. Without a {n_seed}, nothing is drawn.

## {step3} · Threats
{threats_staying}, forest after forest (see Threats and weather).

## {step4} · Trees
Each completed tree not scored yet earns its trunks’ values plus its canopy’s multiplier times its height, and is marked as scored.
Then the Tallest Tree award: the tallest completed tree that never won it — scored this season or before, in any forest — earns its owner {tallest_two}. Tied players each earn the full award. That tree can never win it again. With no completed tree anywhere, nobody wins it.

## {step5} · Flora and weather
{flora_table}

## {step6} · Regeneration
Every card except the trees and the wildlife is discarded: flora, weather, threats. A {n_pitcher_plant}’s hidden card then enters its forest, ready for the next season.

## The next season
The next season’s deck takes over and the piles are dealt again ({deal_two}). Once-per-season abilities are ready again. The player with the fewest points starts; on equal points, the one who did not take the last pile.""",
        "fr": """Une fois la dernière pile prise, la saison se décompte étape par étape. Chaque joueur règle une étape avant de passer à la suivante, en commençant par celui qui a pris la dernière pile. Avant chaque étape de {ant_steps}, le propriétaire d’une {n_ant} peut s’en servir.

## {step0} · Avant le décompte
- Les cartes cachées sous un {n_hoatzin} sont révélées et rejoignent sa forêt.
- Les cartes {n_orchid} se fanent dans une forêt dont les cartes {n_rain} et {n_sun} diffèrent de {orchid_gap} ou plus.
- Solo : on compte les cartes Menace pour le bonus de l’{spirit}.

## {step1} · Faune
Le {n_jaguar} attaque ; le {n_butterfly} peut apporter une plante.

## {step2} · Graines
Une forêt qui a au moins une {n_seed} pioche {germ_draw_w}, plus {germ_per_fire_w} par carte {n_fire}. Son propriétaire en garde jusqu’à {germ_keep_w} par {n_seed} ({n_kinkajou} : {kinkajou_extra_w} de plus), les pose comme n’importe quelle carte et glisse les autres sous la pioche Germination. Puis les Graines sont défaussées. Sans {n_seed}, on ne pioche rien.

## {step3} · Menaces
{threats_staying}, forêt après forêt (voir Menaces et météo).

## {step4} · Arbres
Chaque arbre achevé et pas encore décompté rapporte les valeurs de ses troncs plus le multiplicateur de sa canopée fois sa hauteur, et il est marqué comme décompté.
Vient ensuite le prix de l’Arbre le plus haut : l’arbre achevé le plus haut qui ne l’a jamais gagné — décompté cette saison ou avant, dans n’importe quelle forêt — rapporte à son propriétaire {tallest_two}. À égalité, chacun touche le prix entier. Cet arbre ne pourra plus jamais le gagner. Sans aucun arbre achevé, personne ne le gagne.

## {step5} · Flore et météo
{flora_table}

## {step6} · Régénération
Toutes les cartes sauf les arbres et la faune sont défaussées : flore, météo, menaces. La carte cachée sous une {n_pitcher_plant} entre alors dans sa forêt, prête pour la saison suivante.

## La saison suivante
La pioche de la saison suivante prend le relais et les piles sont garnies à nouveau ({deal_two}). Les capacités « une fois par saison » redeviennent disponibles. Le joueur qui a le moins de points commence ; à égalité, celui qui n’a pas pris la dernière pile.""",
    },
    "game_end": {
        "en": """The game ends with its last season: after {seasons_w} with two players or solo, {multi_seasons_w} with {multi_min}–{multi_max} players. Once that season is scored:

## Wildlife
Each forest scores its Wildlife cards (every value is on the Wildlife page).

## {n_marmoset}
Its owner scores {marmoset_w} per different height among their completed trees.

## The Lushest Forest
The forest with the most completed trees — scored or not, from any season; unfinished trees do not count — earns {lushest_two_w} ({lushest_multi_w} with {multi_min}–{multi_max} players). Tied forests each earn it. Without a single completed tree, nobody does.

## The winner
The highest total wins. On equal points, the player with the most Wildlife cards wins; if still equal, the victory is shared (solo: the {spirit} wins).

## On the score screen
Each season is a column, with a row per source of points: trees, the Tallest Tree, each plant, the weather, the wildlife, the Lushest Forest. Rest the pointer on a row to see the cards behind it.""",
        "fr": """La partie s’achève avec sa dernière saison : après {seasons_w} à deux ou en solo, {multi_seasons_w} à {multi_min}–{multi_max} joueurs. Une fois cette saison décomptée :

## La faune
Chaque forêt marque ses cartes Faune (toutes les valeurs sont sur la page Faune).

## {n_marmoset}
Son propriétaire marque {marmoset_w} par hauteur différente parmi ses arbres achevés.

## La Forêt la plus luxuriante
La forêt qui a le plus d’arbres achevés — décomptés ou non, de n’importe quelle saison ; les arbres inachevés ne comptent pas — gagne {lushest_two_w} ({lushest_multi_w} à {multi_min}–{multi_max} joueurs). Les forêts à égalité le gagnent chacune. Sans un seul arbre achevé, personne ne le gagne.

## Le vainqueur
Le plus gros total l’emporte. À égalité de points, le joueur qui a le plus de cartes Faune gagne ; sinon, la victoire est partagée (en solo : l’{spirit} gagne).

## Sur l’écran des scores
Chaque saison est une colonne, avec une ligne par source de points : arbres, Arbre le plus haut, chaque plante, météo, faune, Forêt la plus luxuriante. Posez le pointeur sur une ligne pour voir les cartes qui l’ont rapportée.""",
    },
    "solo": {
        "en": """## Against the Forest Spirit
Alone, you face the {spirit}, an automaton that grows its own forest by fixed rules. The game plays its turns for it and shows each one: the pile it takes, the cards it adds to the other piles, where its trunks go.

## Setting up
- {solo_start_phrase}
- At the start of every season the {spirit} receives {spirit_trunks_w}.
- The difficulty adds Starting Trunks:
{difficulty_table}
- {solo_removed_phrase} The Season Change variant is not played.

## Your turns
You play ordinary turns and always start the season. Whenever you refuse a pile, its Threat cards are turned face up and stay so: from then on everyone can see them.

## The Spirit’s turn
- It takes the pile with the most face-down cards; on a tie, the one with the fewest face-up cards; then the lowest-numbered.
- Every non-empty pile before the one it takes counts as refused: each gets {refuse_adds_w} from the Season deck.
- The spot it emptied is refilled as usual.
- If its pile held a face-down Threat, {the_p_last} gets {threat_pile_bonus_w} more.
- The cards then enter its forest: trunks first, then canopies, then the others, the {n_drought} last.

## Its trees
- A trunk starts a new tree as long as the Spirit has at most one unfinished tree.
- Otherwise, if you own a tree taller than all of its own (counting only trees that never won the Tallest Tree award), the trunk goes on its tallest unfinished tree: it chases you.
- Otherwise the trunk raises another unfinished tree towards the height of its tallest.
- A canopy always closes its tallest unfinished tree (with none, it is discarded).

## Its choices
When a card makes it choose (a {n_drought}, a {n_fire}, a {n_disease}, a {n_blight}, Germination cards), it takes whatever gives it the most points right now, awards included; when that is equal, whatever completes a tree.

## Its points
- Threat bonus: at the end of a season, if the Spirit holds more Threat cards ({threat_kinds}) than you, it scores {threat_bonus_w}, counted before the threats strike.
- Its wildlife has no ability; its wildlife points are multiplied by {wildlife_factor}, and a negative value counts as {wildlife_floor}.
- Its threats hurt you as usual when they spread, and your {n_jaguar} makes it discard.

## Winning
Beat the Spirit’s total. On equal points, the player with more Wildlife cards wins; if still equal, the Spirit wins.""",
        "fr": """## Contre l’Esprit de la forêt
En solo, vous affrontez l’{spirit}, un automate qui fait pousser sa propre forêt selon des règles fixes. Le jeu joue ses tours à sa place et les montre un à un : la pile qu’il prend, les cartes qu’il ajoute aux autres piles, l’endroit où vont ses troncs.

## La mise en place
- {solo_start_phrase}
- Au début de chaque saison, l’{spirit} reçoit {spirit_trunks_w}.
- La difficulté ajoute des Troncs de départ :
{difficulty_table}
- {solo_removed_phrase} La variante des changements de saison ne se joue pas.

## Vos tours
Vous jouez des tours ordinaires et commencez toujours la saison. Chaque fois que vous refusez une pile, ses cartes Menace sont retournées face visible et le restent : tout le monde peut alors les voir.

## Le tour de l’Esprit
- Il prend la pile qui a le plus de cartes face cachée ; à égalité, celle qui a le moins de cartes face visible ; puis celle qui a le plus petit numéro.
- Chaque pile non vide avant celle qu’il prend compte comme refusée : chacune reçoit {refuse_adds_w} de la pioche Saison.
- L’emplacement qu’il a vidé est regarni comme d’habitude.
- Si sa pile contenait une Menace face cachée, {the_p_last} reçoit {threat_pile_bonus_w} de plus.
- Les cartes entrent ensuite dans sa forêt : les troncs d’abord, puis les canopées, puis le reste, la {n_drought} en dernier.

## Ses arbres
- Un tronc commence un nouvel arbre tant que l’Esprit a au plus un arbre inachevé.
- Sinon, si vous avez un arbre plus haut que tous les siens (en ne comptant que les arbres qui n’ont jamais gagné le prix de l’Arbre le plus haut), le tronc va sur son arbre inachevé le plus haut : il vous poursuit.
- Sinon, le tronc fait grandir un autre arbre inachevé vers la hauteur de son plus haut.
- Une canopée coiffe toujours son arbre inachevé le plus haut (s’il n’en a aucun, elle est défaussée).

## Ses choix
Quand une carte l’oblige à choisir (une {n_drought}, un {n_fire}, une {n_disease}, une {n_blight}, des cartes Germination), il prend ce qui lui rapporte le plus de points tout de suite, prix compris ; à égalité, ce qui achève un arbre.

## Ses points
- Bonus des menaces : à la fin d’une saison, si l’Esprit a plus de cartes Menace ({threat_kinds}) que vous, il marque {threat_bonus_w}, comptés avant que les menaces frappent.
- Sa faune n’a aucune capacité ; ses points de faune sont multipliés par {wildlife_factor}, et une valeur négative compte pour {wildlife_floor}.
- Ses menaces vous touchent comme d’habitude quand elles se propagent, et votre {n_jaguar} l’oblige à défausser.

## Gagner
Battez le total de l’Esprit. À égalité de points, celui qui a le plus de cartes Faune gagne ; sinon, c’est l’Esprit qui gagne.""",
    },
    "multi": {
        "en": """## The table
With {multi_min} or {multi_max} players, one central pile serves everyone and a side pile lies between each pair of neighbours, shared by those two only. For you, the side pile on your right is your {p1}, the one on your left your {p2}, and the central pile your {p_last}. The table shows which piles are yours.

## Setting up
- {multi_min} players: the usual deck of the chosen card set, {set_aside_three_phrase}. {multi_max} players: every wildlife species joins the deck, base and advanced, {set_aside_four_phrase}.
- The deck is split into {multi_seasons_w}.
- The first deal puts {side_deal_w} on each side pile and {central_deal_w} on the central pile.
- Each player starts with {starting_trunks_w}.

## Playing
- Turns go round the table.
- You visit your right pile, your left pile, then the central one, keeping or refusing as usual; each refused pile gets {refuse_adds_w}.
- A kept side pile is refilled with {refill_side}, the central pile with {refill_central}.
- Abilities that touch piles only touch your own three (the {n_frog} adds to your side piles and the central one).
- A {n_lightning} hits you and one opponent of your choice; with the {n_jaguar} you choose who discards.
- A forest where fire or disease spreads makes every player discard.

## The end of a season
The season ends when the player whose turn it is has no pile left to take: their three spots and the deck are empty. Piles left elsewhere are discarded. Each step is settled by the player who took the last pile, then round the table.

## The awards
Tallest Tree: {tallest_multi}; tied players all earn it. Lushest Forest, at the end: {lushest_multi_w}.""",
        "fr": """## La table
À {multi_min} ou {multi_max} joueurs, une pile centrale sert à tout le monde et une pile latérale est posée entre chaque paire de voisins, pour eux deux seulement. Pour vous, la pile latérale à votre droite est votre {p1}, celle de gauche votre {p2}, et la pile centrale votre {p_last}. La table montre quelles piles sont les vôtres.

## La mise en place
- À {multi_min} joueurs : la pioche habituelle de l’ensemble choisi, {set_aside_three_phrase}. À {multi_max} joueurs : toutes les espèces animales entrent dans la pioche, de base et avancées, {set_aside_four_phrase}.
- La pioche est partagée en {multi_seasons_w}.
- La première distribution met {side_deal_w} sur chaque pile latérale et {central_deal_w} sur la pile centrale.
- Chaque joueur commence avec {starting_trunks_w}.

## Le jeu
- On joue chacun son tour, autour de la table.
- Vous passez en revue votre pile de droite, votre pile de gauche, puis la centrale, en gardant ou refusant comme d’habitude ; chaque pile refusée reçoit {refuse_adds_w}.
- Une pile latérale prise reçoit ensuite {refill_side}, la pile centrale {refill_central}.
- Les capacités qui touchent les piles ne concernent que vos trois piles (le {n_frog} ajoute à vos piles latérales et à la centrale).
- La {n_lightning} vous frappe, vous et un adversaire de votre choix ; avec le {n_jaguar}, vous choisissez qui défausse.
- Une forêt où l’incendie ou la maladie se propage fait défausser tous les joueurs.

## La fin d’une saison
La saison s’achève quand le joueur dont c’est le tour n’a plus aucune pile à prendre : ses trois emplacements et la pioche sont vides. Les piles restées ailleurs sont défaussées. Chaque étape est réglée par celui qui a pris la dernière pile, puis autour de la table.

## Les prix
Arbre le plus haut : {tallest_multi} ; à égalité, tous le touchent. Forêt la plus luxuriante, en fin de partie : {lushest_multi_w}.""",
    },
    "variants": {
        "en": """## Card sets
The advanced cards join the game through card sets; the rest of the setup stays the same.
{card_sets_table}
The advanced flora and threats are {adv_flora_threats}. With card set {choose_set}, the species are picked at setup, by hand or at random. With {multi_max} players every species is in the deck, whatever the set.

## The Season Change variant
A Season Change card is revealed at the start of each season: its rule holds for the whole season, and the next season brings a new one. It can be played with {multi_min}–{multi_max} players, but not solo.
{season_changes}""",
        "fr": """## Les ensembles de cartes
Les cartes avancées entrent en jeu par des ensembles de cartes ; le reste de la mise en place ne change pas.
{card_sets_table}
La flore et les menaces avancées : {adv_flora_threats}. Avec l’ensemble {choose_set}, les espèces sont choisies à la préparation, à la main ou au hasard. À {multi_max} joueurs, toutes les espèces sont dans la pioche, quel que soit l’ensemble.

## La variante des changements de saison
Une carte Changement de saison est révélée au début de chaque saison : sa règle vaut pour toute la saison, et la saison suivante en apporte une nouvelle. Elle se joue à {multi_min}–{multi_max} joueurs, mais pas en solo.
{season_changes}""",
    },
}

# the introduction of each card group's page (the rules screen lays the group's cards out below it)
GROUP_INTRO: dict[str, dict[str, str]] = {
    "cards_trees": {
        "en": """A tree is a stack of trunks closed by a canopy. It scores at the end of the season in which it is completed: the values of its trunks plus the canopy’s multiplier times its height (for instance {tree_example}). Trees stay all game; once scored, they are safe from every card.""",
        "fr": """Un arbre est une pile de troncs coiffée d’une canopée. Il marque à la fin de la saison où il a été achevé : les valeurs de ses troncs plus le multiplicateur de la canopée fois sa hauteur (par exemple {tree_example}). Les arbres restent toute la partie ; une fois décomptés, plus aucune carte ne peut les toucher.""",
    },
    "cards_flora": {
        "en": """Plants score at the end of every season, each species in its own way, then leave at Regeneration. The advanced ones come with the card sets that add plants and threats.""",
        "fr": """Les plantes marquent à chaque fin de saison, chaque espèce à sa façon, puis partent à la Régénération. Les plantes avancées arrivent avec les ensembles qui ajoutent plantes et menaces.""",
    },
    "cards_seeds_weather": {
        "en": """Seeds fetch Germination cards at the end of the season; {n_rain} and {n_sun} score in pairs.""",
        "fr": """Les Graines font piocher des cartes Germination en fin de saison ; la {n_rain} et le {n_sun} marquent par paires.""",
    },
    "cards_threats": {
        "en": """Threats cost you cards. {threats_staying} wait for the end of the season; {immediate} strike as soon as they arrive. All of them are gone by the next season.""",
        "fr": """Les menaces vous coûtent des cartes. {threats_staying} attendent la fin de la saison ; {immediate} frappent dès leur arrivée. Aucune ne survit à la saison suivante.""",
    },
    "cards_wildlife_base": {
        "en": """The base game’s {group_species_w}. Each has an active card with an ability and a breeding pair card; wildlife stays all game and scores at its end.""",
        "fr": """Les {group_species_w} du jeu de base. Chacune a une carte active, avec une capacité, et une carte couple ; la faune reste toute la partie et marque à la fin.""",
    },
    "cards_wildlife_advanced": {
        "en": """The {group_species_w} of the advanced cards, brought in by the card sets that change the wildlife (and always with {multi_max} players). Each has an active card with an ability and a breeding pair card.""",
        "fr": """Les {group_species_w} des cartes avancées, amenées par les ensembles qui changent la faune (et toujours à {multi_max} joueurs). Chacune a une carte active, avec une capacité, et une carte couple.""",
    },
}

# ---------------------------------------------------------------------------------------------- the card pages
# Each wildlife species' ability: (what it does, when), in the page's language. A species of the data missing
# here gets a page without an ability paragraph; one listed here but absent from the data is simply unused.

ABILITIES: dict[str, dict[str, tuple[str, str]]] = {
    "boa": {
        "en": ("when you refuse a pile, you may take {boa_takes_w} of your choice from it into your forest. The rest "
               "goes back on the spot, the pile still gets its card from the deck, and your turn goes on.",
               "Right after refusing a pile."),
        "fr": ("quand vous refusez une pile, vous pouvez y prendre {boa_takes_w} de votre choix pour votre forêt. Le "
               "reste retourne sur l’emplacement, la pile reçoit quand même sa carte de la pioche, et votre tour "
               "continue.",
               "Juste après avoir refusé une pile."),
    },
    "frog": {
        "en": ("at the start of your turn, before looking at any pile, you may add {frog_adds_w} from the Season deck "
               "to each New Growth pile (with {multi_min}–{multi_max} players, to your own three piles only).",
               "At the start of your turn, before the first pile, while the Season deck is not empty."),
        "fr": ("au début de votre tour, avant de regarder la moindre pile, vous pouvez ajouter {frog_adds_w} de la "
               "pioche Saison sur chaque pile Nouvelle croissance (à {multi_min}–{multi_max} joueurs, sur vos "
               "trois piles seulement).",
               "Au début de votre tour, avant la première pile, tant que la pioche Saison n’est pas vide."),
    },
    "ant": {
        "en": ("you may discard {ant_discards_w} of your forest (never a part of a scored tree).",
               "Any time during your turn, or at the end of the season before one of its steps."),
        "fr": ("vous pouvez défausser {ant_discards_w} de votre forêt (jamais une partie d’un arbre décompté).",
               "À tout moment de votre tour, ou en fin de saison avant l’une de ses étapes."),
    },
    "kinkajou": {
        "en": ("when you draw Germination cards at the end of the season, you may keep {kinkajou_extra_w} more.",
               "At the Seeds step of the end of the season. It needs a {n_seed} in your forest: without one, nothing "
               "is drawn."),
        "fr": ("quand vous piochez des cartes Germination en fin de saison, vous pouvez en garder {kinkajou_extra_n} "
               "de plus.",
               "À l’étape des Graines de la fin de saison. Il faut une {n_seed} dans votre forêt : sans elle, on ne "
               "pioche rien."),
    },
    "sloth": {
        "en": ("if you refuse every pile, you draw {sloth_draw_w} from the Season deck instead of {refuse_all_n}, and "
               "they all go into your forest.",
               "When you have refused every pile, before drawing."),
        "fr": ("si vous refusez toutes les piles, vous piochez {sloth_draw_w} de la pioche Saison au lieu de "
               "{refuse_all_n}, et toutes entrent dans votre forêt.",
               "Quand vous avez refusé toutes les piles, avant de piocher."),
    },
    "toucan": {
        "en": ("at the start of your turn, you may look at every card of one New Growth pile of your choice.",
               "At the start of your turn. What you see stays with you, and you still visit the piles in order, "
               "from {the_p1}."),
        "fr": ("au début de votre tour, vous pouvez regarder toutes les cartes d’une pile Nouvelle croissance de "
               "votre choix.",
               "Au début de votre tour. Ce que vous voyez reste pour vous, et vous passez quand même les piles en "
               "revue dans l’ordre, depuis {the_p1}."),
    },
    "goliath": {
        "en": ("when you keep a pile, you may put its Threat cards back on the spot face down instead of taking them "
               "(face up in solo). The spot is then refilled as usual.",
               "Right after keeping a pile, before placing its cards."),
        "fr": ("quand vous gardez une pile, vous pouvez reposer ses cartes Menace face cachée sur l’emplacement au "
               "lieu de les prendre (face visible en solo). L’emplacement est ensuite regarni comme d’habitude.",
               "Juste après avoir gardé une pile, avant de poser ses cartes."),
    },
    "hoatzin": {
        "en": ("at the end of your turn, you may slide {hoatzin_stores_w} from the top of the Season deck face down "
               "under the {n_hoatzin}, without looking. When the season ends, everything under it is revealed and "
               "joins your forest.",
               "At the end of your turn; the reveal comes by itself, at the very start of the end of the season."),
        "fr": ("à la fin de votre tour, vous pouvez glisser {hoatzin_stores_w} du dessus de la pioche Saison "
               "sous le {n_hoatzin}, face cachée, sans la regarder. En fin de saison, tout ce qu’il cache est révélé "
               "et rejoint votre forêt.",
               "À la fin de votre tour ; la révélation se fait d’elle-même, tout au début de la fin de saison."),
    },
    "howler": {
        "en": ("when you refuse a pile, you may discard the whole pile instead of putting it back. The spot still "
               "gets its card from the deck.",
               "Right after refusing a pile."),
        "fr": ("quand vous refusez une pile, vous pouvez la défausser entièrement au lieu de la reposer. "
               "L’emplacement reçoit quand même sa carte de la pioche.",
               "Juste après avoir refusé une pile."),
    },
    "jaguar": {
        "en": ("at the end of every season, your opponent discards {jaguar_wildlife_w} at random. With "
               "{multi_min}–{multi_max} players, you choose which player.",
               "At the Wildlife step of every season’s end."),
        "fr": ("à la fin de chaque saison, votre adversaire défausse {jaguar_wildlife_w} au hasard. À "
               "{multi_min}–{multi_max} joueurs, vous choisissez quel joueur.",
               "À l’étape de la faune de chaque fin de saison."),
    },
    "marmoset": {
        "en": ("at the end of the game, you score {marmoset_w} per different height among your completed trees.",
               "At the end of the game."),
        "fr": ("en fin de partie, vous marquez {marmoset_w} par hauteur différente parmi vos arbres achevés.",
               "En fin de partie."),
    },
    "butterfly": {
        "en": ("at the end of the season, you may discard this {n_butterfly} to add to your forest "
               "{butterfly_adds_w} of a plant you already hold ({butterfly_flora}). It comes from the discard pile, "
               "or failing that from the cards set aside.",
               "At the Wildlife step of the end of the season."),
        "fr": ("en fin de saison, vous pouvez défausser ce {n_butterfly} pour ajouter à votre forêt "
               "{butterfly_adds_w} d’une plante que vous avez déjà ({butterfly_flora}). Elle vient de la défausse, "
               "ou à défaut des cartes mises de côté.",
               "À l’étape de la faune de la fin de saison."),
    },
    "tamarin": {
        "en": ("at the start of your turn, before looking at any pile, you may draw {tamarin_draw_w} from the Season "
               "deck: {tamarin_keep_w} goes into your forest, the rest is discarded.",
               "At the start of your turn, before the first pile."),
        "fr": ("au début de votre tour, avant de regarder la moindre pile, vous pouvez piocher {tamarin_draw_w} de "
               "la pioche Saison : vous gardez {tamarin_keep_w} pour votre forêt et défaussez le reste.",
               "Au début de votre tour, avant la première pile."),
    },
}
AUTOMATIC = ("jaguar", "marmoset")      # abilities that act by themselves, not once a season on request
SEASON_END = ("kinkajou", "butterfly")  # abilities used only at the end of a season (no "turn it arrived")

# a page per card kind: the template of its category (or of the kind itself), filled with the general values and
# the kind's own
KIND: dict[str, dict[str, str]] = {
    "trunk_start": {
        "en": """The {name} is a trunk of value {value} that belongs to no deck: each player starts the game with {starting_trunks_w}, a tree of a single trunk waiting for more trunks and a canopy. Otherwise it behaves like any trunk.

## Solo
{solo_start_phrase} The {spirit} receives {spirit_trunks_w} at the start of every season, and the difficulty hands out more:
{difficulty_table}

## In the deck
{deck}""",
        "fr": """Le {name} est un tronc de valeur {value} qui n’appartient à aucune pioche : chaque joueur commence la partie avec {starting_trunks_w}, un arbre d’un seul tronc qui attend d’autres troncs et une canopée. Pour le reste, c’est un tronc comme les autres.

## Solo
{solo_start_phrase} L’{spirit} reçoit {spirit_trunks_w} au début de chaque saison, et la difficulté en distribue d’autres :
{difficulty_table}

## Dans la pioche
{deck}""",
    },
    "trunk": {
        "en": """A trunk of value {value}. It starts a new tree or goes on one of your unfinished trees. Its value counts once its tree is completed: at the end of that season the tree scores its trunks’ values plus the canopy’s multiplier times its height.{zero_note}

## When
As it arrives, you choose: a new tree, or one of your unfinished trees. With no unfinished tree, it starts a new one.

## In the deck
{deck}""",
        "fr": """Un tronc de valeur {value}. Il commence un nouvel arbre ou vient grandir l’un de vos arbres inachevés. Sa valeur compte une fois son arbre achevé : à la fin de cette saison, l’arbre marque les valeurs de ses troncs plus le multiplicateur de la canopée fois sa hauteur.{zero_note}

## Quand
À son arrivée, vous choisissez : un nouvel arbre, ou l’un de vos arbres inachevés. Sans arbre inachevé, il en commence un nouveau.

## Dans la pioche
{deck}""",
    },
    "canopy": {
        "en": """A canopy ×{value}. It closes one of your unfinished trees, which then never grows again. At the end of that season the tree scores its trunks’ values plus {value} × its height.{zero_note}
{table}

## No way around it
If you have an unfinished tree, the canopy must go on one of them (your choice); with none, it is discarded. Place your trunks first if you want it to close a taller tree.

## In the deck
{deck}""",
        "fr": """Une canopée ×{value}. Elle achève l’un de vos arbres inachevés, qui ne grandira plus jamais. À la fin de cette saison, l’arbre marque les valeurs de ses troncs plus {value} × sa hauteur.{zero_note}
{table}

## Pas moyen d’y échapper
Si vous avez un arbre inachevé, la canopée doit aller sur l’un d’eux (à votre choix) ; sinon, elle est défaussée. Posez d’abord vos troncs si vous voulez qu’elle coiffe un arbre plus haut.

## Dans la pioche
{deck}""",
    },
    "fern": {
        "en": """{name}s score together at the end of every season: an odd number of them earns {fern_each_w} per card, an even number earns nothing.
{table}

## Tip
One card too many and they all fall silent: a {n_drought} or a {n_ant} can set the count right.

## In the deck
{deck}""",
        "fr": """Les cartes {name} marquent ensemble à chaque fin de saison : en nombre impair, elles rapportent {fern_each_w} par carte ; en nombre pair, rien du tout.
{table}

## Conseil
Une carte de trop et toutes se taisent : une {n_drought} ou une {n_ant} peut rétablir le compte.

## Dans la pioche
{deck}""",
    },
    "bromeliad": {
        "en": """{name}s score together at the end of every season: {bromeliad_list}, in all.
{table}
{tip}
## In the deck
{deck}""",
        "fr": """Les cartes {name} marquent ensemble à chaque fin de saison : {bromeliad_list}, en tout.
{table}
{tip}
## Dans la pioche
{deck}""",
    },
    "monstera": {
        "en": """{name}s score together at the end of every season: {monstera_at_least} or more earn {monstera_w} in all; fewer earn nothing.
{table}

## In the deck
{deck}""",
        "fr": """Les cartes {name} marquent ensemble à chaque fin de saison : à partir de {monstera_at_least}, elles rapportent {monstera_w} en tout ; en dessous, rien.
{table}

## Dans la pioche
{deck}""",
    },
    "collybia": {
        "en": """During your turn you may discard this {name} plus {collybia_discards_w} of your forest (never a part of a scored tree), then draw {collybia_draw_w} from the Season deck: add it to your forest or discard it.

## When
Any time during your turn, between two actions, while the Season deck is not empty. Each {name} works once, since it is discarded.

## Points
None: it is a tool, not a treasure.{solo_note}

## In the deck
{deck}""",
        "fr": """Pendant votre tour, vous pouvez défausser cette {name} plus {collybia_discards_w} de votre forêt (jamais une partie d’un arbre décompté), puis piocher {collybia_draw_w} de la pioche Saison : vous l’ajoutez à votre forêt ou vous la défaussez.

## Quand
À tout moment de votre tour, entre deux actions, tant que la pioche Saison n’est pas vide. Chaque {name} ne sert qu’une fois, puisqu’elle est défaussée.

## Points
Aucun : c’est un outil, pas un trésor.{solo_note}

## Dans la pioche
{deck}""",
    },
    "vines": {
        "en": """Each {name} card scores {vines_w} per completed tree in your forest at the end of every season — trees completed in earlier seasons count too.

## Example
{example}

## Tip
A small tree counts as much as a tall one here: a quick canopy on a short trunk feeds your {name}.

## In the deck
{deck}""",
        "fr": """Chaque carte {name} rapporte {vines_w} par arbre achevé de votre forêt à chaque fin de saison — les arbres achevés lors des saisons précédentes comptent aussi.

## Exemple
{example}

## Conseil
Ici, un petit arbre compte autant qu’un grand : une canopée posée vite sur un tronc court nourrit vos {name}.

## Dans la pioche
{deck}""",
    },
    "orchid": {
        "en": """Each {name} scores {orchid_w} at the end of every season — unless your {n_rain} and {n_sun} cards differ by {orchid_gap} or more: then it wilts and is discarded before any scoring.

## Example
{example}

## In the deck
{deck}""",
        "fr": """Chaque {name} rapporte {orchid_w} à chaque fin de saison — sauf si vos cartes {n_rain} et {n_sun} diffèrent de {orchid_gap} ou plus : elle se fane alors et part à la défausse avant tout décompte.

## Exemple
{example}

## Dans la pioche
{deck}""",
    },
    "pitcher_plant": {
        "en": """Whenever you take cards from a pile — by keeping it, or with the {n_boa} — you may slide one of those cards face down under a {name} instead of adding it. A plant holds at most {pitcher_holds_w}; a new card pushes the old one into your forest. When the plant leaves your forest, at the latest at Regeneration, its card enters your forest face up and stays there into the next season.

## When
Right after keeping a pile (or taking a card with the {n_boa}), before placing the cards.

## Points
None itself, but the card it hides escapes the end of the season.{solo_note}

## In the deck
{deck}""",
        "fr": """Chaque fois que vous prenez des cartes dans une pile — en la gardant, ou avec le {n_boa} — vous pouvez glisser l’une de ces cartes face cachée sous une {name} au lieu de l’ajouter. Une plante garde au plus {pitcher_holds_w} ; une nouvelle carte pousse l’ancienne dans votre forêt. Quand la plante quitte votre forêt, au plus tard à la Régénération, sa carte entre face visible dans votre forêt et y reste pour la saison suivante.

## Quand
Juste après avoir gardé une pile (ou pris une carte avec le {n_boa}), avant de poser les cartes.

## Points
Aucun par elle-même, mais la carte qu’elle cache échappe à la fin de la saison.{solo_note}

## Dans la pioche
{deck}""",
    },
    "seed": {
        "en": """At the end of the season, a forest holding {name}s draws {germ_draw_w}, plus {germ_per_fire_w} per {n_fire} in it. Its owner keeps up to {germ_keep_w} per {name}, places them like any card and puts the rest under the Germination deck; then the {name}s are discarded.

## Good to know
- More {name}s do not draw more cards: they let you keep more of them.
- A {name} is not Flora: {n_fire} and {n_blight} cannot take it.
- With the {n_kinkajou}, you keep {kinkajou_extra_w} more.

## The Germination deck
{germ_table}

## In the deck
{deck}""",
        "fr": """En fin de saison, une forêt qui a des cartes {name} pioche {germ_draw_w}, plus {germ_per_fire_w} par carte {n_fire} qu’elle contient. Son propriétaire en garde jusqu’à {germ_keep_w} par {name}, les pose comme n’importe quelle carte et glisse le reste sous la pioche Germination ; puis les cartes {name} sont défaussées.

## Bon à savoir
- Plus de cartes {name} ne font pas piocher davantage : elles permettent d’en garder plus.
- Une {name} n’est pas une carte Flore : le {n_fire} et la {n_blight} ne peuvent pas la prendre.
- Avec le {n_kinkajou}, vous pouvez en garder {kinkajou_extra_n} de plus.

## La pioche Germination
{germ_table}

## Dans la pioche
{deck}""",
    },
    "weather": {
        "en": """Each {n_rain} matched with a {n_sun} earns {rain_sun_w} at the end of every season; a card left without a partner earns nothing.
{table}
{extra}
## In the deck
{deck}""",
        "fr": """Chaque carte {n_rain} associée à une carte {n_sun} rapporte {rain_sun_w} à chaque fin de saison ; une carte restée sans partenaire ne rapporte rien.
{table}
{extra}
## Dans la pioche
{deck}""",
    },
    "fire": {
        "en": """{name} waits for the end of the season. From {fire_at} in your forest, you discard {fire_discards_w} of your choice; from {fire_spread_at}, the fire spreads instead: every player, you included, discards {fire_spread_w}.

## When
At the Threats step of the end of the season, counted as the step begins.

## Also
- With Seeds in your forest, each {name} draws {germ_per_fire_w} more from the Germination deck.
- Every {name} is discarded at Regeneration.{solo_threat}

## In the deck
{deck}""",
        "fr": """Le {name} attend la fin de la saison. À partir de {fire_at} dans votre forêt, vous défaussez {fire_discards_w} de votre choix ; à partir de {fire_spread_at}, l’incendie se propage à la place : chaque joueur, vous compris, défausse {fire_spread_w}.

## Quand
À l’étape des menaces de la fin de saison, en comptant au début de l’étape.

## Aussi
- Si vous avez des Graines, chaque carte {name} fait piocher {germ_per_fire_w} de plus dans la pioche Germination.
- Toutes les cartes {name} sont défaussées à la Régénération.{solo_threat}

## Dans la pioche
{deck}""",
    },
    "disease": {
        "en": """{name} waits for the end of the season. From {disease_at} in your forest, you discard {disease_discards_w} of your choice; from {disease_spread_at}, it spreads instead: every player, you included, discards {disease_spread_w}.

## When
At the Threats step of the end of the season, counted as the step begins.

## Also
- Wildlife stays all game, so a loss to {name} is a loss for good.
- Every {name} is discarded at Regeneration.{solo_threat}

## In the deck
{deck}""",
        "fr": """La {name} attend la fin de la saison. À partir de {disease_at} dans votre forêt, vous défaussez {disease_discards_w} de votre choix ; à partir de {disease_spread_at}, elle se propage à la place : chaque joueur, vous compris, défausse {disease_spread_w}.

## Quand
À l’étape des menaces de la fin de saison, en comptant au début de l’étape.

## Aussi
- La faune reste toute la partie : un animal perdu à cause de la {name} l’est pour de bon.
- Toutes les cartes {name} sont défaussées à la Régénération.{solo_threat}

## Dans la pioche
{deck}""",
    },
    "drought": {
        "en": """As soon as it arrives, you discard {drought_w} of your forest — any card but the {name} itself or a part of a scored tree — then the {name} is discarded too. With nothing else to discard, only the {name} goes.

## When
At once, as you place it. Place the pile’s other cards first if you would like one of them gone.

## Tip
Good news when you hold a {n_fire} or a {n_disease} to get rid of.

## In the deck
{deck}""",
        "fr": """Dès son arrivée, vous défaussez {drought_w} de votre forêt — n’importe laquelle, sauf la {name} elle-même ou une partie d’un arbre décompté — puis la {name} est défaussée à son tour. S’il n’y a rien d’autre à défausser, seule la {name} s’en va.

## Quand
Tout de suite, au moment où vous la posez. Posez d’abord les autres cartes de la pile si vous voulez vous débarrasser de l’une d’elles.

## Conseil
Une bonne nouvelle quand vous avez un {n_fire} ou une {n_disease} à faire disparaître.

## Dans la pioche
{deck}""",
    },
    "blight": {
        "en": """At the Threats step of the end of the season, each {name} makes you discard {blight_w} of the plant you hold the most of; if several are tied, you choose. Every kind of Flora counts as its own plant: {flora_names}.

## Also
- Every {name} is discarded at Regeneration.{solo_threat}

## In the deck
{deck}""",
        "fr": """À l’étape des menaces de la fin de saison, chaque {name} vous fait défausser {blight_w} de la plante que vous avez en plus grand nombre ; en cas d’égalité, vous choisissez. Chaque sorte de Flore compte comme une plante à part : {flora_names}.

## Aussi
- Toutes les cartes {name} sont défaussées à la Régénération.{solo_threat}

## Dans la pioche
{deck}""",
    },
    "lightning": {
        "en": """As soon as it arrives, you choose: you and your opponent each draw {lightning_w} from the Season deck, or you each discard {lightning_w} of your choice (never a part of a scored tree). You go first; then the {name} is discarded.

## When
At once, as you place it.

## With {multi_min}–{multi_max} players
You choose which opponent shares it with you.{solo_note}

## In the deck
{deck}""",
        "fr": """Dès son arrivée, vous choisissez : votre adversaire et vous piochez chacun {lightning_w} de la pioche Saison, ou vous défaussez chacun {lightning_w} de votre choix (jamais une partie d’un arbre décompté). Vous commencez ; puis la {name} est défaussée.

## Quand
Tout de suite, au moment où vous la posez.

## À {multi_min}–{multi_max} joueurs
Vous choisissez l’adversaire qui la subit avec vous.{solo_note}

## Dans la pioche
{deck}""",
    },
    "active": {
        "en": """Active card of the {species}. At the end of the game: {points_w}.{ability_lead}

## When
{when}
{once_note}

## Its pair card
The {pair_name} scores {pair_w} alone, {with_w} when this card shares its forest: {both_w} for the two together.

## For the {spirit}
In solo, the {spirit}’s wildlife has no ability; its wildlife points are multiplied by {wildlife_factor}, and a negative value counts as {wildlife_floor}.

## In the deck
{deck}""",
        "fr": """Carte active de l’espèce {species}. En fin de partie : {points_w}.{ability_lead}

## Quand
{when}
{once_note}

## Sa carte couple
La carte {pair_name} rapporte {pair_w} seule, {with_w} quand cette carte partage sa forêt : {both_w} pour les deux ensemble.

## Pour l’{spirit}
En solo, la faune de l’{spirit} n’a aucune capacité ; ses points de faune sont multipliés par {wildlife_factor}, et une valeur négative compte pour {wildlife_floor}.

## Dans la pioche
{deck}""",
    },
    "pair": {
        "en": """Breeding pair card of the {species}, with no ability. At the end of the game: {pair_w} alone, {with_w} if your forest also holds the {active_name}.

## Its active card
The {active_name} scores {points_w}.{ability_lead}

## In the deck
{deck}""",
        "fr": """Carte couple de l’espèce {species}, sans capacité. En fin de partie : {pair_w} seule, {with_w} si votre forêt abrite aussi la carte {active_name}.

## Sa carte active
La carte {active_name} rapporte {points_w}.{ability_lead}

## Dans la pioche
{deck}""",
    },
}


# ---------------------------------------------------------------------------------------------- building pages


def _more_values(v: _Values) -> None:
    """The placeholders whose phrase depends on a value (a zero, a missing card...)."""
    r, L = v.rules, v.lang
    fr = L == "fr"
    three, four, solo = (r.modes[m] for m in ("three", "four", "solo"))
    for kid, kind in r.kinds.items():
        v[f"n_{kid}"] = kind.name(L)
    v["refuse_all_n"] = num(r.turn.refuse_all_draw)
    v["kinkajou_extra_n"] = num(r.abilities.kinkajou_extra)
    v["jaguar_wildlife_w"] = count(r.abilities.jaguar_discards, "wildlife", L)
    v["ant_steps"] = f"{num(1)} {'à' if fr else 'to'} {num(5)}"
    negatives = [k.name(L) for k in r.kinds.values() if k.is_wildlife and min(k.points, k.points_with_active) < 0]
    v["negative_note"] = ((f"Certaines valeurs sont négatives ({series(negatives, L)}) : une capacité puissante se "
                           f"paie." if fr else f"Some values are negative ({series(negatives, L)}): a strong ability "
                                               f"comes at a price.") if negatives else "")
    if solo.starting_trunks:
        v["solo_start_phrase"] = (f"Vous commencez chacun avec {count(solo.starting_trunks, 'starting_trunk', L)}."
                                  if fr else f"You each start with {count(solo.starting_trunks, 'starting_trunk', L)}.")
    else:
        v["solo_start_phrase"] = ("Ni vous ni l’Esprit ne recevez de Tronc de départ à la mise en place." if fr
                                  else "Neither you nor the Spirit gets a Starting Trunk at setup.")
    removed = [r.kinds[k].name(L) for k in r.solo.removed if k in r.kinds]
    v["solo_removed_phrase"] = ((f"{series(removed, L)} sont retirées de la pioche." if fr
                                 else f"{series(removed, L)} are left out of the deck.") if removed else "")

    def set_aside(mode) -> str:
        if mode.set_aside == 0:
            return "sans rien mettre de côté" if fr else "with nothing set aside"
        return (f"{count(mode.set_aside, 'card', L)} mises de côté" if fr
                else f"{count(mode.set_aside, 'card', L)} set aside")

    v["set_aside_three_phrase"] = set_aside(three)
    v["set_aside_four_phrase"] = set_aside(four)
    v["side_deal_w"] = count(three.deal[0], "card", L)
    v["central_deal_w"] = count(three.deal[-1], "card", L)
    choosing = [cs.id for cs in r.card_sets.values() if cs.wildlife == "choose"]
    v["choose_set"] = series(choosing, L, "or")
    v["flora_names"] = series([r.kinds[k].name(L) for k in r.of_category("flora")], L)


def values(rules: CanopeeRules | None, lang: str) -> _Values:
    """Every placeholder for one language (cached per rules object and language)."""
    rules = rules or bundled_rules()
    key = (id(rules), lang)
    cached = _CACHE.get(key)
    if cached is None or cached.rules is not rules:
        if len(_CACHE) > 8:           # other card data (tests): keep only a few
            _CACHE.clear()
        cached = _Values(rules, lang)
        _more_values(cached)
        _CACHE[key] = cached
    return cached


_CACHE: dict[tuple[int, str], _Values] = {}


def _fill(template: str, mapping: Mapping[str, Any]) -> str:
    return template.format_map(mapping)


def _deck(kind: CardKind, v: _Values) -> str:
    """How many copies of a kind are played, and with which card sets (markup bullets)."""
    r, L = v.rules, v.lang
    fr = L == "fr"
    lines = []
    if kind.id == START_TRUNK:
        lines.append(f"- Hors pioche : chaque joueur en reçoit {num(r.modes['two'].starting_trunks)} à la mise en "
                     f"place." if fr else
                     f"- In no deck: each player receives {num(r.modes['two'].starting_trunks)} at setup.")
    elif kind.is_wildlife:
        species = r.species[kind.species]
        in_sets, when_chosen = [], []
        for cs in r.card_sets.values():
            if cs.wildlife == "choose":
                when_chosen.append(cs.id)
            elif cs.wildlife == "all" or (cs.wildlife == "advanced") == species.advanced:
                in_sets.append(cs.id)
        where = _sets_phrase(in_sets, L)
        group = ("une espèce avancée" if species.advanced else "une espèce de base") if fr else \
                ("an advanced species" if species.advanced else "a base species")
        text = (f"- {count(kind.count, 'card', L)}, {group} : en jeu avec {where}" if fr else
                f"- {count(kind.count, 'card', L)}, {group}: in play with {where}")
        if when_chosen:
            text += (f", et avec {_sets_phrase(when_chosen, L)} si l’espèce est choisie" if fr else
                     f", and with {_sets_phrase(when_chosen, L)} when the species is chosen")
        lines.append(text + ".")
        if r.modes["four"].all_wildlife:
            lines.append(f"- Toujours à {num(r.players_max)} joueurs." if fr else
                         f"- Always with {num(r.players_max)} players.")
    elif kind.advanced:
        sets = _sets_phrase([cs.id for cs in r.card_sets.values() if cs.plants], L)
        lines.append(f"- {count(kind.count, 'card', L)}, carte avancée : en jeu avec {sets}." if fr
                     else f"- {count(kind.count, 'card', L)}, an advanced card: in play with {sets}.")
    else:
        lines.append(f"- {count(kind.count, 'card', L)} dans le jeu de base, donc dans tous les ensembles." if fr
                     else f"- {count(kind.count, 'card', L)} in the base game, so in every card set.")
    germ = dict(r.germination.cards).get(kind.id, 0)
    if germ:
        lines.append(f"- Et {count(germ, 'card', L)} dans la pioche Germination." if fr else
                     f"- And {count(germ, 'card', L)} in the Germination deck.")
    if kind.id in r.solo.removed:
        lines.append("- En solo, elle est retirée de la pioche." if fr else "- Left out of the deck in solo.")
    return "\n".join(lines)


def _sets_phrase(set_ids: Sequence[str], lang: str) -> str:
    """"the base game and card set A", "card sets B and C" / "le jeu de base et l’ensemble A"."""
    fr = lang == "fr"
    parts = []
    if "base" in set_ids:
        parts.append("le jeu de base" if fr else "the base game")
    letters = [i for i in set_ids if i != "base"]
    if len(letters) == 1:
        parts.append(f"l’ensemble {letters[0]}" if fr else f"card set {letters[0]}")
    elif letters:
        parts.append(f"les ensembles {series(letters, lang)}" if fr else f"card sets {series(letters, lang)}")
    return series(parts, lang)


def deck_line(kind_id: str, lang: str, rules: CanopeeRules | None = None) -> str:
    """A short line under a card's picture: how many copies, base or advanced ("13 cards · base game")."""
    rules = rules or bundled_rules()
    kind = rules.kinds[kind_id]
    w = _WORDS[lang]
    if kind_id == START_TRUNK:
        return ("Hors pioche : {} par joueur" if lang == "fr" else "In no deck: {} per player").format(
            num(rules.modes["two"].starting_trunks))
    return f"{count(kind.count, 'card', lang)} · {w['advanced'] if kind.advanced else w['base_game']}"


def _kind_values(kind: CardKind, v: _Values) -> dict[str, str]:
    r, L, w = v.rules, v.lang, v.w
    fr = L == "fr"
    out: dict[str, str] = {"name": kind.name(L), "value": num(kind.value), "deck": _deck(kind, v), "zero_note": "",
                           "table": "", "tip": "", "extra": "", "example": "", "solo_note": "", "solo_threat": ""}
    if kind.id in r.solo.removed:
        out["solo_note"] = ("\n\n## Solo\nElle ne se joue pas en solo." if fr else
                            "\n\n## Solo\nIt is not played solo.")
    if kind.id in r.solo.threat_kinds:
        out["solo_threat"] = (f"\n- En solo, chaque carte {kind.name(L)} compte pour le bonus des menaces de "
                              f"l’{v['spirit']}." if fr else
                              f"\n- In solo, each {kind.name(L)} counts towards the {v['spirit']}’s threat bonus.")
    if kind.category == "trunk" and kind.value == 0:
        out["zero_note"] = (" Seul, il ne rapporte rien, mais il grandit l’arbre d’un tronc, et la canopée multiplie "
                            "la hauteur." if fr else
                            " On its own it earns nothing, but it makes the tree one trunk taller, and the canopy "
                            "multiplies the height.")
    if kind.category == "canopy":
        heights = range(1, 5)
        out["table"] = _table([[w["height"], *map(num, heights)],
                               [w["canopy_points"], *(num(S.tree_points([0] * h, kind.value)) for h in heights)]])
        if kind.value == 0:
            out["zero_note"] = (f" Elle n’ajoute rien aux troncs, mais l’arbre compte comme achevé : pour l’Arbre le "
                                f"plus haut, la Forêt la plus luxuriante et les {v['n_vines']}." if fr else
                                f" It adds nothing to the trunks, but the tree counts as completed: for the Tallest "
                                f"Tree, the Lushest Forest and the {v['n_vines']}.")
    if kind.id == "fern":
        out["table"] = v.fern_table()
    elif kind.id == "bromeliad":
        out["table"] = v.bromeliad_table()
        table = r.scoring.bromeliad
        best = max(range(len(table)), key=lambda n: (table[n], -n))
        if table[-1] < table[best]:
            out["tip"] = (f"\n## Conseil\nAu-delà de {num(best)}, chaque carte de plus coûte des points : une "
                          f"{v['n_drought']} ou une {v['n_ant']} peut en retirer une.\n" if fr else
                          f"\n## Tip\nPast {num(best)}, every extra card costs points: a {v['n_drought']} or a "
                          f"{v['n_ant']} can take one away.\n")
    elif kind.id == "monstera":
        out["table"] = v.monstera_table()
    elif kind.id == "vines":
        vines, trees = 2, 3
        pts = S.vines_points(r, vines, trees)
        out["example"] = (f"{_cards_of(vines, kind.name(L), L)} et {count(trees, 'tree', L)} achevés : "
                          f"{count(pts, 'point', L)} à chaque fin de saison." if fr else
                          f"{_cards_of(vines, kind.name(L), L)} and {count(trees, 'tree', L)} completed: "
                          f"{count(pts, 'point', L)} at every season’s end.")
    elif kind.id == "orchid":
        gap, orchids = r.scoring.orchid_discard_gap, 2
        rain_ok, sun = max(gap - 1, 0), 0
        kept = S.orchid_points(r, orchids) if S.orchids_survive(r, rain_ok, sun) else 0
        rain = v["n_rain"]
        out["example"] = (f"Avec {_cards_of(orchids, kind.name(L), L)} et {_cards_of(rain_ok, rain, L)} sans "
                          f"{v['n_sun']} : {count(kept, 'point', L)}. Avec {_cards_of(rain_ok + 1, rain, L)}, l’écart "
                          f"atteint {num(gap + (rain_ok + 1 - gap))} : elles se fanent et ne rapportent rien."
                          if fr else
                          f"With {_cards_of(orchids, kind.name(L), L)} and {_cards_of(rain_ok, rain, L)} but no "
                          f"{v['n_sun']}: {count(kept, 'point', L)}. With {_cards_of(rain_ok + 1, rain, L)}, the gap "
                          f"reaches {num(rain_ok + 1)}: they wilt and earn nothing.")
    elif kind.category == "weather":
        pairs = range(1, 5)
        out["table"] = _table([["Paires" if fr else "Pairs", *map(num, pairs)],
                               [w["points"], *(num(S.weather_points(r, n, n)) for n in pairs)]])
        extra = []
        if "orchid" in r.kinds:
            extra.append(f"- Les cartes {v['n_orchid']} se fanent quand {v['n_rain']} et {v['n_sun']} diffèrent de "
                         f"{v['orchid_gap']} ou plus." if fr else
                         f"- {v['n_orchid']} cards wilt when {v['n_rain']} and {v['n_sun']} differ by "
                         f"{v['orchid_gap']} or more.")
        effect = {"rain": "monsoon", "sun": "heatwave"}.get(kind.id)
        for sc in r.season_changes:
            if sc.effect == effect:
                text = season_change_effect(sc, r, L)
                extra.append(f"- {sc.name(L)} : {text}" if fr else f"- {sc.name(L)}: {text}")
        if extra:
            out["extra"] = ("\n## Aussi\n" if fr else "\n## Also\n") + "\n".join(extra) + "\n"
    if kind.is_wildlife:
        species = r.species[kind.species]
        active, pair = r.kinds[species.active], r.kinds[species.pair]
        ability = ABILITIES.get(species.id, {}).get(L)
        out.update(species=species.name(L), pair_name=pair.name(L), active_name=active.name(L),
                   points_w=count(active.points, "point", L), pair_w=count(pair.points, "point", L),
                   with_w=count(pair.points_with_active, "point", L),
                   both_w=count(active.points + pair.points_with_active, "point", L))
        if ability:
            lead = _fill(ability[0], v)
            out["ability_lead"] = f" Capacité : {lead}" if fr else f" Ability: {lead}"
            out["when"] = _fill(ability[1], v)
        else:
            out["ability_lead"] = ""
            out["when"] = "—"
        if species.id in AUTOMATIC:
            out["once_note"] = "Cela se fait tout seul." if fr else "It happens by itself."
        elif species.id in SEASON_END:
            out["once_note"] = ("Une fois par saison, même si la carte est arrivée pendant cette saison." if fr else
                                "Once per season, even in the season the card arrived.")
        else:
            out["once_note"] = ("Une fois par saison, et jamais pendant le tour où la carte est arrivée dans votre "
                                "forêt." if fr else
                                "Once per season, and never in the turn the card arrived in your forest.")
    return out


def _kind_page(kind: CardKind, v: _Values) -> str:
    if kind.id == START_TRUNK:
        key = START_TRUNK
    elif kind.is_wildlife:
        key = "pair" if kind.pair else "active"
    elif kind.category in ("trunk", "canopy", "weather"):
        key = kind.category
    else:
        key = kind.id
    template = KIND.get(key) or _GENERIC
    mapping = dict(v)
    mapping.update(_kind_values(kind, v))
    return _fill(template[v.lang], mapping)


# a kind the texts do not know yet (a new card in the data): its name, category and count, still from the data
_GENERIC = {
    "en": """{name}.

## In the deck
{deck}""",
    "fr": """{name}.

## Dans la pioche
{deck}""",
}


def _group_page(group: str, kinds: Sequence[str], v: _Values) -> str:
    r, L = v.rules, v.lang
    mapping = dict(v)
    species = {r.kinds[k].species for k in kinds if r.kinds[k].is_wildlife}
    mapping["group_species_w"] = count(len(species), "species", L)
    return _fill(GROUP_INTRO[group][L], mapping)


def _tidy(text: str) -> str:
    """No run of blank lines, none at the ends (a placeholder left empty leaves no hole)."""
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        if not line.strip() and (not out or not out[-1].strip()):
            continue
        out.append(line.rstrip())
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out)


def rules_text(section: str, lang: str, rules: CanopeeRules | None = None) -> str:
    """The text of one page: a general section, a card group or a card kind (KeyError for anything else)."""
    rules = rules or bundled_rules()
    lang = lang if lang in LANGUAGES else "en"
    v = values(rules, lang)
    if section in GENERAL:
        text = _fill(GENERAL[section][lang], v)
    elif section in rules.kinds:
        text = _kind_page(rules.kinds[section], v)
    else:
        groups = dict(card_groups(rules))
        if section not in groups:
            raise KeyError(section)
        text = _group_page(section, groups[section], v)
    return _typeset(_tidy(text), lang)
