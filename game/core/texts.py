"""The game's words in files a translator edits: gettext catalogues (.po), read with polib when first needed.

Each package keeps its own catalogues in its own folder, one file per language and per kind of text::

    <package folder>/locale/<lang>/<domain>.po      game/locale/fr/strings.po, game/canopee/locale/en/rules.po

``strings`` holds the window's words (game/i18n.py: ``tr``), ``rules`` a game's rules pages (its rules_text
module). An entry's ``msgid`` is the key the code asks for and its ``msgstr`` the text in the file's language:
placeholders (``{n}``, ``{name}``) are filled in by the code, ``\\n`` is a line break. An empty ``msgstr``
(untranslated) and a fuzzy entry count as missing, as gettext's own tools count them. A package's folder is
where its modules are: the catalogues travel with the code (the checkout, or the unpacked executable, where
build.spec puts every .po file of game/ beside the modules), so a game adds its files beside its code and
nothing shared names them.

A missing or malformed file is a damaged install: ``BundledFileError``, one line saying which file and where.
Pure Python, no pygame.
"""
from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Iterator, Mapping

from ..errors import BundledFileError

LOCALE = "locale"        # a package's folder of catalogues
CODE_ROOT = Path(__file__).resolve().parents[2]     # the folder that holds the game's package (game/core/texts.py)

# a line of a .po file: a comment, a keyword and its quoted string, a quoted string going on, or nothing. polib is
# lenient where gettext's msgfmt is not (a string left unclosed loses its last letter without a word): each line
# is held to this first, so that a slip in an edit is told with its line number instead of changing a text
_QUOTED = r'"(?:[^"\\]|\\.)*"'
_LINE = re.compile(rf"(?:#.*|(?:msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)[ \t]+{_QUOTED}|{_QUOTED})?")


def catalogue_path(package: str, lang: str, domain: str) -> Path:
    """Where ``package``'s (a module name: "game", "game.canopee") catalogue of ``domain`` in ``lang`` lives."""
    return CODE_ROOT.joinpath(*package.split("."), LOCALE, lang, f"{domain}.po")


def read_catalogue(path: Path) -> dict[str, str]:
    """key -> text of one .po file, in its order; untranslated (empty) and fuzzy entries left out.
    BundledFileError for a file that is missing, unreadable or malformed (a syntax error, a key twice...)."""
    import polib      # read when a first catalogue is: `import game.i18n` alone stays light

    try:
        raw = path.read_bytes()
    except OSError as exc:
        why = "the file is missing" if isinstance(exc, FileNotFoundError) else (exc.strerror or str(exc))
        raise BundledFileError(f"{path}: {why}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BundledFileError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    _check_lines(text, path)
    try:
        entries = polib.pofile(text, encoding="utf-8", check_for_duplicates=True, wrapwidth=0)
    except (OSError, ValueError) as exc:       # polib: OSError "Syntax error in po file (line n)", ValueError twice
        raise BundledFileError(f"{path}: {_polib_problem(exc)}") from None
    if not entries.metadata and not len(entries):
        raise BundledFileError(f"{path}: no catalogue in the file (a gettext .po file is expected)")
    return {entry.msgid: entry.msgstr for entry in entries
            if entry.msgstr and not entry.fuzzy and not entry.obsolete and not entry.msgid_plural}


def _check_lines(text: str, path: Path) -> None:
    keywords = {"msgid": 0, "msgstr": 0}
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.strip()
        if not _LINE.fullmatch(line):
            raise BundledFileError(f"{path}: syntax error (line {number}): {line[:60]!r} is not a line of a .po file")
        word = line.split(" ", 1)[0]
        if word in keywords:
            keywords[word] += 1
            if keywords["msgstr"] not in (keywords["msgid"], keywords["msgid"] - 1):
                raise BundledFileError(f"{path}: syntax error (line {number}): a msgid without its msgstr")
    if keywords["msgstr"] != keywords["msgid"]:
        raise BundledFileError(f"{path}: syntax error (at the end): a msgid without its msgstr")


def _polib_problem(exc: Exception) -> str:
    """polib's words for what is wrong, without the file name it would repeat (its text is passed as a string)."""
    message = " ".join(str(exc).split())
    return message.replace("Syntax error in po file  (", "syntax error (").replace("Syntax error in po file (",
                                                                                   "syntax error (")


class Catalogue:
    """One package's catalogue of one domain: its texts per language, each file read the first time it is asked
    for (and kept). ``texts(lang)`` may raise BundledFileError."""

    def __init__(self, package: str, domain: str) -> None:
        self.package, self.domain = package, domain
        self._texts: dict[str, dict[str, str]] = {}
        self._lock = threading.Lock()       # a bot's thread and the window may ask at the same moment

    def path(self, lang: str) -> Path:
        return catalogue_path(self.package, lang, self.domain)

    def loaded(self, lang: str) -> bool:
        return lang in self._texts

    def texts(self, lang: str) -> dict[str, str]:
        found = self._texts.get(lang)
        if found is None:
            with self._lock:
                found = self._texts.get(lang)
                if found is None:
                    found = self._texts[lang] = read_catalogue(self.path(lang))
        return found

    def text(self, key: str, lang: str, fallback: str = "en") -> str:
        """``key``'s text in ``lang``, else in ``fallback``; KeyError if neither has it."""
        text = self.texts(lang).get(key)
        if text is None and lang != fallback:
            text = self.texts(fallback).get(key)
        if text is None:
            raise KeyError(key)
        return text

    def __repr__(self) -> str:
        return f"Catalogue({self.package!r}, {self.domain!r})"


class Table(Mapping[str, Mapping[str, str]]):
    """The entries of a catalogue whose keys start with ``<prefix>.``, by the rest of their key, each as
    ``{lang: text}`` (``table[name][lang]``, ``name in table``): a rules module reads its pages and words through
    these as it read its dictionaries. Nothing is read before the first look-up; the names and their order are
    the English file's."""

    def __init__(self, catalogue: Catalogue, prefix: str, languages: tuple[str, ...] = ("fr", "en")) -> None:
        self.catalogue, self.prefix, self.languages = catalogue, f"{prefix}.", languages
        self._words: dict[str, dict[str, str]] = {}

    def __getitem__(self, name: str) -> Mapping[str, str]:
        key = self.prefix + name
        found = {lang: text for lang in self.languages if (text := self.catalogue.texts(lang).get(key)) is not None}
        if not found:
            raise KeyError(name)
        return found

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and any(self.prefix + name in self.catalogue.texts(lang) for lang in self.languages)

    def __iter__(self) -> Iterator[str]:
        return (key[len(self.prefix):] for key in self.catalogue.texts("en") if key.startswith(self.prefix))

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def words(self, lang: str) -> dict[str, str]:
        """Every entry in ``lang`` (English where it has none), by name: a language's small words at once."""
        found = self._words.get(lang)
        if found is None:
            found = self._words[lang] = {name: self.catalogue.text(self.prefix + name, lang) for name in self}
        return found


class Words:
    """A table read language first, ``words[lang][name]``: a language's small words (table headings, names)."""

    def __init__(self, catalogue: Catalogue, prefix: str) -> None:
        self.table = Table(catalogue, prefix)

    def __getitem__(self, lang: str) -> dict[str, str]:
        return self.table.words(lang)
