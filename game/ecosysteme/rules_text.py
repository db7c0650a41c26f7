"""The texts of the in-game rules screen, in French and English (no pygame).

``RULES_TEXT[game_id][section][lang]``: a section is one of ``GENERAL_SECTIONS`` or a card kind id of
data/cards.yaml. The texts are written for this edition (the facts are the rulebooks': counts, points), in
game/ecosysteme/locale/<lang>/rules.po, which a translator edits.

A tiny markup, read by scenes/rules.py, one instruction per line:
    ## Heading        a sub-heading
    - text            a bullet point
    | a | b | c |     a table row (consecutive rows make one table; the first row is the header)
    (empty line)      a paragraph break
    anything else     a paragraph
"""
from __future__ import annotations

from ..core.texts import Catalogue, Table

GENERAL_SECTIONS = ("overview", "placement", "two_players", "solo", "scoring")

# the pages of each game, RULES_TEXT[game_id][section][lang]: game/ecosysteme/locale/<lang>/rules.po, whose keys are
# "<game id>.<section>" (game/core/texts.py), read the first time a page is asked for
_PROSE = Catalogue(__package__, "rules")
RULES_TEXT: dict[str, Table] = {game_id: Table(_PROSE, game_id) for game_id in ("forest", "savane")}


def sections(game_id: str, kind_ids: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Every section of a game's rules: the general ones, then one per card kind."""
    return GENERAL_SECTIONS + tuple(kind_ids)


def rules_text(game_id: str, section: str, lang: str) -> str:
    """The text of one section; French gets its non-breaking spaces before ``: ; ! ?``.

    "4 × 5" or "6 + 4 = 10" never breaks across lines."""
    entry = RULES_TEXT[game_id][section]
    text = entry.get(lang) or entry["en"]
    for sign in ("×", "−", "+", "="):
        text = text.replace(f" {sign} ", f"\u00a0{sign}\u00a0")
    if lang == "fr":
        for mark in (":", ";", "!", "?"):
            text = text.replace(f" {mark}", f"\u00a0{mark}")
    return text
