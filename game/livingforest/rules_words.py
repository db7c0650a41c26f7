"""Living Forest's rules pages, their words: the catalogue of game/livingforest/locale/<lang>/rules.po (read the
first time a page is asked for) and its tables, and the small phrases every page and placeholder is made of — a
count with its noun, a series, an ordinal, an element's amount, a cell's name.
"""
from __future__ import annotations

from typing import Sequence

from ..core import typeset
from ..core.texts import Catalogue, Table, Words
from ..core.typeset import num, signed

# The pages, the phrases and the small words are in game/livingforest/locale/<lang>/rules.po (game/core/texts.py),
# read the first time a page is asked for: ``general.<section>``, ``group.<group>``, ``board.<page>``,
# ``noun.<noun>.one|many``, ``word.<word>``, the names of elements, rocks and corners, and the phrases the code
# fills in (``say``): the placeholders' (``phrase.*``, ``tile.*``, ``action.*``, ``counts.*``), the worked
# examples' (``example.*``) and those of the card, tree and piece pages (``card.*``, ``tree.*``, ``piece.*``...).

_PROSE = Catalogue(__package__, "rules")
GENERAL = Table(_PROSE, "general")             # GENERAL[section][lang], as every table here
GROUP_INTRO = Table(_PROSE, "group")
BOARD = Table(_PROSE, "board")
NOUNS = Words(_PROSE, "noun")                  # NOUNS[lang]["card.one"]
WORDS = Words(_PROSE, "word")                  # WORDS[lang]["card"], as every one below
ELEMENT_TITLES = Words(_PROSE, "element")      # an element's name as a table heading
ROCK_NAMES = Words(_PROSE, "rock")
ROCK_EFFECTS = Words(_PROSE, "rock_effect")
ROCK_GIFTS = Words(_PROSE, "rock_gift")
CORNER_TITLES = Words(_PROSE, "corner")


def say(key: str, lang: str, **fmt: object) -> str:
    """A phrase of rules.po, its placeholders filled in."""
    return _PROSE.text(key, lang).format(**fmt)


def noun_form(noun: str, lang: str, plural: bool) -> str:
    return NOUNS[lang][f"{noun}.{'many' if plural else 'one'}"]


def series(items, lang: str, last: str = "and") -> str:
    """"a, b and c" / "a, b et c" (``last``: "and" or "or")."""
    return typeset.series(items, WORDS[lang][last])


def count(n: int, noun: str, lang: str) -> str:
    """``n`` and the noun, singular or plural as the language wants (French: 0 and 1 take the singular)."""
    return f"{num(n)} {noun_form(noun, lang, typeset.plural(n, lang))}"


def ordinal(n: int, lang: str) -> str:
    """"1st", "2nd" / "1er", "2e". The suffixes follow each language's rule on the number (English: 11-13 take
    "th", 21 "st"...), which a catalogue entry cannot say, so they stay code; the words around them are rules.po's."""
    if lang == "fr":
        return f"{n}er" if n == 1 else f"{n}e"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def element_amount(element: str, n: int, lang: str) -> str:
    """"+2 water" / "+2 eaux"."""
    return f"{signed(n)} {count(n, element, lang).split(' ', 1)[1]}"


def cell_name(cell: Sequence[int], lang: str) -> str:
    """A cell as players count it, from 1 (the same words as the game log)."""
    x, y = cell
    return say("phrase.cell", lang, x=x + 1, y=y + 1)
