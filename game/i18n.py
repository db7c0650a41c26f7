"""The game's two languages. Card names come from data/cards.yaml; other words from the catalogues.

Every string of the window has a key (``tr(key, lang)``). Its texts live in gettext catalogues, files a
translator edits (game/core/texts.py): the shared words (menu, settings, setup, scores...) in game/locale/, and
each game's own beside its package (game/canopee/locale/...), found from the packages game/core/registry.py
names, so that a game adds its words without touching anything shared. A catalogue is read the first time one of
its words is asked for: the menu's first frame reads the shared one alone (in the window's language).

``STRINGS`` is every key's texts as ``{lang: text}``, read-only; reading it all (iterating it) reads every
catalogue. A key lives in one catalogue only (tests/test_strings.py checks it), so the order in which they are
searched changes no text.
"""
from __future__ import annotations

import locale
import os
from typing import Iterator, Mapping

from .core.texts import Catalogue
from .errors import BundledFileError

LANGUAGES = ("fr", "en")
SHARED = "game"                # the package whose catalogue holds the shared words
DOMAIN = "strings"

# what the dialog reporting a damaged install says when the damaged file is the shared catalogue itself (the
# same words as there: tests/test_strings.py checks they are)
_UNREADABLE = {
    "fatal_title": {"fr": "Ecosystème – erreur", "en": "Ecosystème – error"},
    "fatal_ok": {"fr": "Fermer", "en": "Close"},
    "fatal_data": {"fr": "Un fichier du jeu est absent ou abîmé :\n\n{detail}\n\n"
                         "Réinstaller le jeu devrait le réparer.",
                   "en": "A file of the game is missing or damaged:\n\n{detail}\n\n"
                         "Reinstalling the game should repair it."},
}


def _game_packages() -> tuple[str, ...]:
    """The packages of the registered games, in the registry's order, each once (Forêt and Savane share one)."""
    from .core.registry import GAMES

    return tuple(dict.fromkeys(entry.package for entry in GAMES.values()))


class Strings(Mapping[str, Mapping[str, str]]):
    """Every key's texts, ``{lang: text}``, from the shared catalogue and the games' (each read when reached)."""

    def __init__(self) -> None:
        self.shared = Catalogue(SHARED, DOMAIN)
        self._games: tuple[Catalogue, ...] | None = None

    def catalogues(self) -> tuple[Catalogue, ...]:
        """The shared catalogue first, then one per game package."""
        if self._games is None:
            self._games = tuple(Catalogue(package, DOMAIN) for package in _game_packages())
        return (self.shared, *self._games)

    def _search(self, lang: str) -> Iterator[Catalogue]:
        """The catalogues to look a key up in: the shared one, the games' already read in ``lang``, then the
        others (read as they are reached)."""
        yield self.shared
        games = self.catalogues()[1:]
        yield from (c for c in games if c.loaded(lang))
        yield from (c for c in games if not c.loaded(lang))

    def find(self, key: str, lang: str) -> str | None:
        """``key``'s text in ``lang`` alone (None where no catalogue has it)."""
        for catalogue in self._search(lang):
            text = catalogue.texts(lang).get(key)
            if text is not None:
                return text
        return None

    def text(self, key: str, lang: str) -> str:
        """``key``'s text in ``lang``, in English where that language lacks it; KeyError if no catalogue has it."""
        text = self.find(key, lang) if lang in LANGUAGES else None
        if text is None and lang != "en":
            text = self.find(key, "en")
        if text is None:
            raise KeyError(key)
        return text

    def __getitem__(self, key: str) -> Mapping[str, str]:
        texts = {lang: text for lang in LANGUAGES if (text := self.find(key, lang)) is not None}
        if not texts:
            raise KeyError(key)
        return texts

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and any(self.find(key, lang) is not None for lang in LANGUAGES)

    def __iter__(self) -> Iterator[str]:
        seen: dict[str, None] = {}
        for catalogue in self.catalogues():
            for lang in LANGUAGES:
                seen.update(dict.fromkeys(catalogue.texts(lang)))
        return iter(seen)

    def __len__(self) -> int:
        return sum(1 for _ in self)


STRINGS = Strings()


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


ELIDING = "aeiouyhàâäéèêëîïôöùûüÿœæ"       # French "de" elides before these ("d’Ana", "de Benoît")


def of_name(name: str) -> str:
    """French "de" before a name, elided before a vowel or a mute h: "d’Ana", "d’Ordinateur 2", "de Benoît"."""
    name = name.strip()
    return f"d’{name}" if name and name[:1].lower() in ELIDING else f"de {name}"


def tr(key: str, lang: str, **fmt: object) -> str:
    """``key``'s text in ``lang`` (English where it has none), formatted. A French text takes ``{of_names}``
    where it says "de" + the ``names`` it is given (``{of_name}`` for ``name``): the names come from the players,
    so the elision ("Victoire d’Ana") is decided here, not written in the string."""
    try:
        text = STRINGS.text(key, lang)
    except BundledFileError:
        if key not in _UNREADABLE:
            raise
        text = _UNREADABLE[key].get(lang) or _UNREADABLE[key]["en"]
    if not fmt:
        return text
    if "{of_name" in text:
        for field in ("name", "names"):
            if field in fmt and f"of_{field}" not in fmt:
                fmt[f"of_{field}"] = of_name(str(fmt[field]))
    return text.format(**fmt)


def option_label(game_id: str, option_id: str, value: object, lang: str) -> str:
    """What the setup shows for one value of a game's option (GameInfo.options): ``option_<id>_<value>``, a
    game's own ``option_<game>_<id>_<value>`` first if it has one; the value as written if neither exists."""
    return _option_text(game_id, f"{option_id}_{value}", lang) or str(value)


def option_name(game_id: str, option_id: str, lang: str) -> str:
    """The name of a game's option, as the setup labels it (``option_<id>``)."""
    return _option_text(game_id, option_id, lang) or option_id


def _option_text(game_id: str, key: str, lang: str) -> str | None:
    for name in (f"option_{game_id}_{key}", f"option_{key}"):
        if name in STRINGS:
            return tr(name, lang)
    return None
