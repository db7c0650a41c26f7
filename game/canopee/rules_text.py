"""Canopée's rules for the rules screen, told to a newcomer in French and English (no pygame): the code that fills
the pages in from the card data. Their words are in game/canopee/locale/<lang>/rules.po, which a translator edits.

Two kinds of pages, in the tiny markup of game/ecosysteme/rules_text.py (``## heading``, ``- bullet``, ``| table |``):

- the general pages (``GENERAL_SECTIONS``: the goal, the setup, a turn, placing cards, threats and weather,
  wildlife, the end of a season, the end of the game, solo, 3–4 players, the variants);
- a page per card group (``CARD_GROUPS``: the rules screen shows the group's cards under it) and a page per card
  kind of data/cards.yaml (name, what it scores or does, when, how many in the deck).

No number of the rules is written in the texts: the templates hold no digit at all (a test checks it), and
every number — counts, points, thresholds, awards, deals — is filled in from ``CanopeeRules`` (the card data,
game/canopee/cards.py), with the tables computed by game/canopee/scoring.py's own functions. Change the data and
the pages follow. Every function takes ``rules`` (default: the bundled card data).

Public API: ``GENERAL_SECTIONS``, ``CARD_GROUPS``, ``card_groups(rules)``, ``group_of(kind_id, rules)``,
``sections(rules)``, ``rules_text(section, lang, rules)``, ``deck_line(kind_id, lang, rules)``.

Here: the groups, the card pages and the entry points. The catalogue, its small phrases and the Season Changes'
effects are rules_words.py's; the placeholders the templates are filled with, rules_values.py's.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core.typeset import num
from ..core.typeset import table as _table
from ..core.typeset import tidy as _tidy
from ..core.typeset import typeset as _typeset
from . import scoring as S
from .cards import START_TRUNK, CanopeeRules, CardKind, bundled_rules
from .rules_values import Values, values
from .rules_words import (ABILITIES, ABILITY_WHEN, GENERAL, GENERIC, GROUP_INTRO, KIND, PROSE, WORDS, cards_of, count,
                          say, season_change_effect, series)

LANGUAGES = ("fr", "en")
GENERAL_SECTIONS = ("overview", "setup", "turn", "placing", "threats", "wildlife", "season_end", "game_end",
                    "solo", "multi", "variants")
# the card groups of the rules screen, in the order the pages follow each other, with the categories they hold
CARD_GROUPS = ("cards_trees", "cards_flora", "cards_seeds_weather", "cards_threats", "cards_wildlife_base",
               "cards_wildlife_advanced")
_GROUP_CATEGORIES = {"cards_trees": ("trunk", "canopy"), "cards_flora": ("flora",),
                     "cards_seeds_weather": ("seed", "weather"), "cards_threats": ("threat",)}


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


# ---------------------------------------------------------------------------------------------- the card pages
# The templates (rules.po) hold no digit (every number is a placeholder filled from the data); ``{n_<kind id>}``
# is a card's name in the page's language. A wildlife species without an ``ability.<species>`` gets a page without
# an ability paragraph; a card page's template is its kind's, its category's, or ``generic.page``.

AUTOMATIC = ("jaguar", "marmoset")      # abilities that act by themselves, not once a season on request
SEASON_END = ("kinkajou", "butterfly")  # abilities used only at the end of a season (no "turn it arrived")


def _fill(template: str, mapping: Mapping[str, Any]) -> str:
    return template.format_map(mapping)


def _deck(kind: CardKind, v: Values) -> str:
    """How many copies of a kind are played, and with which card sets (markup bullets)."""
    r, L = v.rules, v.lang
    lines = []
    if kind.id == START_TRUNK:
        lines.append(say("deck.start", L, n=num(r.modes["two"].starting_trunks)))
    elif kind.is_wildlife:
        species = r.species[kind.species]
        in_sets, when_chosen = [], []
        for cs in r.card_sets.values():
            if cs.wildlife == "choose":
                when_chosen.append(cs.id)
            elif cs.wildlife == "all" or (cs.wildlife == "advanced") == species.advanced:
                in_sets.append(cs.id)
        group = PROSE.text("deck.species_advanced" if species.advanced else "deck.species_base", L)
        text = say("deck.wildlife", L, cards=count(kind.count, "card", L), group=group, sets=_sets_phrase(in_sets, L))
        if when_chosen:
            text += say("deck.when_chosen", L, sets=_sets_phrase(when_chosen, L))
        lines.append(text + ".")
        if r.modes["four"].all_wildlife:
            lines.append(say("deck.always", L, players=num(r.players_max)))
    elif kind.advanced:
        sets = _sets_phrase([cs.id for cs in r.card_sets.values() if cs.plants], L)
        lines.append(say("deck.advanced", L, cards=count(kind.count, "card", L), sets=sets))
    else:
        lines.append(say("deck.base", L, cards=count(kind.count, "card", L)))
    germ = dict(r.germination.cards).get(kind.id, 0)
    if germ:
        lines.append(say("deck.germination", L, cards=count(germ, "card", L)))
    if kind.id in r.solo.removed:
        lines.append(PROSE.text("deck.solo_removed", L))
    return "\n".join(lines)


def _sets_phrase(set_ids: Sequence[str], lang: str) -> str:
    """"the base game and card set A", "card sets B and C" / "le jeu de base et l’ensemble A"."""
    parts = []
    if "base" in set_ids:
        parts.append(PROSE.text("sets.base", lang))
    letters = [i for i in set_ids if i != "base"]
    if len(letters) == 1:
        parts.append(say("sets.one", lang, set=letters[0]))
    elif letters:
        parts.append(say("sets.many", lang, sets=series(letters, lang)))
    return series(parts, lang)


def deck_line(kind_id: str, lang: str, rules: CanopeeRules | None = None) -> str:
    """A short line under a card's picture: how many copies, base or advanced ("13 cards · base game")."""
    rules = rules or bundled_rules()
    kind = rules.kinds[kind_id]
    w = WORDS.words(lang)
    if kind_id == START_TRUNK:
        return say("deck_line.start", lang, n=num(rules.modes["two"].starting_trunks))
    return f"{count(kind.count, 'card', lang)} · {w['advanced'] if kind.advanced else w['base_game']}"


def _kind_values(kind: CardKind, v: Values) -> dict[str, str]:
    r, L, w = v.rules, v.lang, v.w
    out: dict[str, str] = {"name": kind.name(L), "value": num(kind.value), "deck": _deck(kind, v), "zero_note": "",
                           "table": "", "tip": "", "extra": "", "example": "", "solo_note": "", "solo_threat": ""}
    if kind.id in r.solo.removed:
        out["solo_note"] = PROSE.text("card.solo_note", L)
    if kind.id in r.solo.threat_kinds:
        out["solo_threat"] = say("card.solo_threat", L, name=kind.name(L), spirit=v["spirit"])
    if kind.category == "trunk" and kind.value == 0:
        out["zero_note"] = PROSE.text("card.zero_trunk", L)
    if kind.category == "canopy":
        heights = range(1, 5)
        out["table"] = _table([[w["height"], *map(num, heights)],
                               [w["canopy_points"], *(num(S.tree_points([0] * h, kind.value)) for h in heights)]])
        if kind.value == 0:
            out["zero_note"] = say("card.zero_canopy", L, n_vines=v["n_vines"])
    if kind.id == "fern":
        out["table"] = v.fern_table()
    elif kind.id == "bromeliad":
        out["table"] = v.bromeliad_table()
        table = r.scoring.bromeliad
        best = max(range(len(table)), key=lambda n: (table[n], -n))
        if table[-1] < table[best]:
            out["tip"] = say("card.bromeliad_tip", L, best=num(best), n_drought=v["n_drought"], n_ant=v["n_ant"])
    elif kind.id == "monstera":
        out["table"] = v.monstera_table()
    elif kind.id == "vines":
        vines, trees = 2, 3
        pts = S.vines_points(r, vines, trees)
        out["example"] = say("card.vines_example", L, vines=cards_of(vines, kind.name(L), L),
                             trees=count(trees, "tree", L), points=count(pts, "point", L))
    elif kind.id == "orchid":
        gap, orchids = r.scoring.orchid_discard_gap, 2
        rain_ok, sun = max(gap - 1, 0), 0
        kept = S.orchid_points(r, orchids) if S.orchids_survive(r, rain_ok, sun) else 0
        rain = v["n_rain"]
        out["example"] = say("card.orchid_example", L, orchids=cards_of(orchids, kind.name(L), L),
                             rain=cards_of(rain_ok, rain, L), n_sun=v["n_sun"], points=count(kept, "point", L),
                             more_rain=cards_of(rain_ok + 1, rain, L), gap=num(rain_ok + 1))
    elif kind.category == "weather":
        pairs = range(1, 5)
        out["table"] = _table([[PROSE.text("card.pairs", L), *map(num, pairs)],
                               [w["points"], *(num(S.weather_points(r, n, n)) for n in pairs)]])
        extra = []
        if "orchid" in r.kinds:
            extra.append(say("card.orchid_wilt", L, n_orchid=v["n_orchid"], n_rain=v["n_rain"], n_sun=v["n_sun"],
                             orchid_gap=v["orchid_gap"]))
        effect = {"rain": "monsoon", "sun": "heatwave"}.get(kind.id)
        for sc in r.season_changes:
            if sc.effect == effect:
                text = season_change_effect(sc, r, L)
                extra.append(say("season_change.line", L, name=sc.name(L), effect=text))
        if extra:
            out["extra"] = PROSE.text("card.also", L) + "\n".join(extra) + "\n"
    if kind.is_wildlife:
        species = r.species[kind.species]
        active, pair = r.kinds[species.active], r.kinds[species.pair]
        ability = (ABILITIES[species.id][L], ABILITY_WHEN[species.id][L]) if species.id in ABILITIES else None
        out.update(species=species.name(L), pair_name=pair.name(L), active_name=active.name(L),
                   points_w=count(active.points, "point", L), pair_w=count(pair.points, "point", L),
                   with_w=count(pair.points_with_active, "point", L),
                   both_w=count(active.points + pair.points_with_active, "point", L))
        if ability:
            lead = _fill(ability[0], v)
            out["ability_lead"] = say("card.ability_lead", L, lead=lead)
            out["when"] = _fill(ability[1], v)
        else:
            out["ability_lead"] = ""
            out["when"] = "—"
        if species.id in AUTOMATIC:
            out["once_note"] = PROSE.text("card.once_automatic", L)
        elif species.id in SEASON_END:
            out["once_note"] = PROSE.text("card.once_season_end", L)
        else:
            out["once_note"] = PROSE.text("card.once_turn", L)
    return out


def _kind_page(kind: CardKind, v: Values) -> str:
    if kind.id == START_TRUNK:
        key = START_TRUNK
    elif kind.is_wildlife:
        key = "pair" if kind.pair else "active"
    elif kind.category in ("trunk", "canopy", "weather"):
        key = kind.category
    else:
        key = kind.id
    template = KIND.get(key) or GENERIC["page"]
    mapping = dict(v)
    mapping.update(_kind_values(kind, v))
    return _fill(template[v.lang], mapping)


def _group_page(group: str, kinds: Sequence[str], v: Values) -> str:
    r, L = v.rules, v.lang
    mapping = dict(v)
    species = {r.kinds[k].species for k in kinds if r.kinds[k].is_wildlife}
    mapping["group_species_w"] = count(len(species), "species", L)
    return _fill(GROUP_INTRO[group][L], mapping)


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
