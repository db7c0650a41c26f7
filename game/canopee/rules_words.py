"""Canopée's rules pages, their words: the catalogue of game/canopee/locale/<lang>/rules.po (read the first time a
page is asked for) and its tables, the small phrases every page and placeholder is made of (a count with its
noun, a series, cards of a kind), and what a Season Change card does, told with its own numbers — on its rules
page, among the placeholders and on the card's face at the table.
"""
from __future__ import annotations

from typing import Iterable

from ..core import typeset
from ..core.texts import Catalogue, Table
from ..core.typeset import num, signed
from .cards import CanopeeRules

# The pages, the phrases and the small words are in game/canopee/locale/<lang>/rules.po (game/core/texts.py),
# read the first time a page is asked for: ``general.<section>``, ``group.<group>``, ``ability.<species>`` and
# ``ability_when.<species>``, ``kind.<template>``, ``generic.page``, ``noun.<noun>.one|many``, ``word.<word>``,
# and the phrases the code fills in (``say``): a card page's (``card.*``, ``deck.*``, ``sets.*``), the flora
# table's (``flora.*``), the families' (``family.*``, ``family_role.*``), the placeholders' (``value.*``), a
# Season Change's (``season_change.*``) and ``cards_of.one|many``.

PROSE = Catalogue(__package__, "rules")
GENERAL = Table(PROSE, "general")             # GENERAL[section][lang], as every table here
GROUP_INTRO = Table(PROSE, "group")
ABILITIES = Table(PROSE, "ability")
ABILITY_WHEN = Table(PROSE, "ability_when")
KIND = Table(PROSE, "kind")
GENERIC = Table(PROSE, "generic")
NOUNS = Table(PROSE, "noun")
WORDS = Table(PROSE, "word")


def say(key: str, lang: str, **fmt: object) -> str:
    """A phrase of rules.po, its placeholders filled in."""
    return PROSE.text(key, lang).format(**fmt)


def count(n: int, noun: str, lang: str) -> str:
    """``n`` followed by the noun, singular or plural as the language wants it (French: 0 and 1 singular)."""
    nouns = NOUNS.words(lang)
    one, many = nouns[f"{noun}.one"], nouns[f"{noun}.many"]
    return f"{num(n)} {many if typeset.plural(n, lang) else one}"


def series(items: Iterable[str], lang: str, last: str = "and") -> str:
    """"a, b and c" / "a, b et c"."""
    return typeset.series(items, WORDS.words(lang)[last])


def cards_of(n: int, name: str, lang: str) -> str:
    """``n`` cards of a kind, by its name: "2 Fire cards" / "2 cartes Feu" (``cards_of.one|many``)."""
    return say(f"cards_of.{'many' if typeset.plural(n, lang) else 'one'}", lang, n=num(n), name=name)


def season_change_effect(sc, rules: CanopeeRules, lang: str) -> str:
    """What one Season Change card does, with its own numbers (``season_change.<effect>`` of rules.po)."""
    L = lang
    p = sc.params
    name = (lambda k: rules.kinds[k].name(L) if k in rules.kinds else k)
    e = sc.effect
    if e == "prestige":
        fmt = {"takes": count(p["takes"], "wildlife", L)}
    elif e == "renewal":
        fmt = {"upto": count(p["discards"], "card", L),
               "threats": series((k.name(L) for k in rules.kinds.values() if k.category == "threat"
                                  and not k.immediate), L, "or")}
    elif e == "abundance":
        g = rules.germination
        fmt = {"draw": count(p["draw"], "germination", L), "normal": num(g.draw), "per_fire": signed(g.per_fire),
               "fire": name("fire")}
    elif e == "giants":
        fmt = {"bonus": count(p["bonus"], "point", L)}
    elif e == "saplings":
        fmt = {"height": count(p["height"], "trunk", L), "points": count(p["points"], "point", L)}
    elif e in ("monsoon", "heatwave"):
        fmt = {"kind": name("rain" if e == "monsoon" else "sun"), "rain": name("rain"), "sun": name("sun"),
               "points": count(p["points"], "point", L)}
        e = "lone_weather"
    elif e == "blooms":
        fmt = {"kinds": series((name(k) for k in p["of"]), L), "points": count(p["points"], "point", L)}
    elif e == "migration":
        fmt = {"points": count(p["points"], "point", L)}
    elif e == "wildfires":
        fmt = {"spread": cards_of(p["spread_at"], name("fire"), L), "normal": num(rules.threats.fire.spread_at)}
    elif e == "plenty":
        fmt = {"draw": count(p["draw"], "card", L), "normal": num(rules.turn.refuse_all_draw)}
    else:
        return sc.name(L)
    return PROSE.text(f"season_change.{e}", L).format(**fmt)
