"""The game's two languages. Card names come from data/cards.yaml; other words from here."""
from __future__ import annotations

import locale
import os

LANGUAGES = ("fr", "en")

STRINGS: dict[str, dict[str, str]] = {
    "biodiversity": {"fr": "Biodiversité", "en": "Biodiversity"},
    "total": {"fr": "Total", "en": "Total"},
    "winner": {"fr": "Gagnant·e", "en": "Winner"},
    "winners": {"fr": "Gagnant·es (égalité)", "en": "Winners (tie)"},
    "game_n": {"fr": "Partie {n}", "en": "Game {n}"},
    "margin": {"fr": "Écart", "en": "Margin"},
    "level": {"fr": "Niveau", "en": "Level"},
    "level_easy": {"fr": "victoire facile", "en": "easy win"},
    "level_normal": {"fr": "victoire normale", "en": "normal win"},
    "level_hard": {"fr": "victoire difficile", "en": "hard win"},
    "level_loss": {"fr": "défaite", "en": "loss"},
    "lion_prey": {"fr": "Proies des lions", "en": "Lion prey"},
}


def default_language() -> str:
    """French when the system speaks French, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def tr(key: str, lang: str, **fmt: object) -> str:
    text = STRINGS[key].get(lang) or STRINGS[key]["en"]
    return text.format(**fmt) if fmt else text
