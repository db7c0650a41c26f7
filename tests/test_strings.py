"""The texts' catalogues (game/core/texts.py, game/i18n.py): every key of every catalogue — the shared one and
each registered game's — has its text in both languages with the same placeholders, no key lives in two
catalogues, a damaged file is told in one line, and nothing is read before it is needed."""
from __future__ import annotations

import os
import shutil
import string
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import texts
from game.core.registry import GAMES
from game.core.texts import Catalogue, catalogue_path, read_catalogue
from game.errors import BundledFileError
from game.i18n import _UNREADABLE, DOMAIN, LANGUAGES, SHARED, STRINGS, tr

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = (SHARED, *dict.fromkeys(entry.package for entry in GAMES.values()))
# every catalogue of the game: the window's words of each package, and the rules pages of each game's
DOMAINS = [(SHARED, DOMAIN), *((package, domain) for package in PACKAGES[1:] for domain in (DOMAIN, "rules"))]


# rules templates whose languages word a number differently, each with a value of its own made for it (French
# "en garder {kinkajou_extra_n} de plus" where English says "keep {kinkajou_extra_w} more", "2 cards"): the one
# difference allowed, and only here
OWN_WORDING = {("game.canopee", "rules"): {"ability.kinkajou", "kind.seed"},
               ("game.livingforest", "rules"): {"group.varan"}}


def fields(text: str) -> set[str]:
    """The placeholders of a text, as str.format reads them; ``{of_name}`` stands for ``{name}`` (French says
    "de" + the name where English says the name alone: game/i18n.py's tr fills it in)."""
    found = {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}
    return {name[3:] if name.startswith("of_") else name for name in found}


def all_catalogues():
    for package, domain in DOMAINS:
        if domain == "rules" and not catalogue_path(package, "en", domain).exists():
            continue                   # a game may keep its rules elsewhere (none does)
        yield package, domain


@pytest.mark.parametrize("package, domain", list(all_catalogues()))
def test_every_key_has_both_languages_and_the_same_placeholders(package, domain):
    read = {lang: read_catalogue(catalogue_path(package, lang, domain)) for lang in LANGUAGES}
    keys = {lang: set(texts_) for lang, texts_ in read.items()}
    for lang in LANGUAGES:
        for other in LANGUAGES:
            assert keys[lang] <= keys[other], (package, domain, f"in {lang}, not in {other}",
                                               sorted(keys[lang] - keys[other])[:10])
    assert len(keys["en"]) > 5
    different = {key for key in keys["en"] if len({frozenset(fields(read[lang][key])) for lang in LANGUAGES}) > 1}
    assert different == OWN_WORDING.get((package, domain), set()), (package, domain)


def test_every_game_package_has_its_own_catalogue_and_no_key_is_in_two():
    owner: dict[str, str] = {}
    twice = []
    for package in PACKAGES:
        for key in read_catalogue(catalogue_path(package, "en", DOMAIN)):
            if key in owner:
                twice.append((key, owner[key], package))
            owner[key] = package
    assert twice == []
    assert set(owner.values()) == set(PACKAGES), "every game has words of its own"
    # the keys the code builds at run time from a game's id come from that game's own catalogue
    for game_id, entry in GAMES.items():
        for key in (k for k in owner if k.startswith((f"coll_game_tile_{game_id}", f"coll_about_{game_id}_",
                                                      f"coll_note_{game_id}_", f"option_{game_id}_"))):
            assert owner[key] == entry.package, key


def test_strings_reads_as_the_one_dictionary_it_replaces():
    keys = list(STRINGS)
    assert len(keys) == len(set(keys)) == len(STRINGS) > 900
    assert STRINGS["tagline"] == {"fr": "Bâtissez l’écosystème le plus riche", "en": "Build the richest ecosystem"}
    assert "cano_title" in STRINGS and "no_such_key" not in STRINGS and STRINGS.get("no_such_key") is None
    with pytest.raises(KeyError):
        tr("no_such_key", "fr")
    assert tr("game_n", "fr", n=3) == "Partie 3" and tr("game_n", "xx", n=3) == "Game 3"
    assert tr("lfs_winner", "fr", name="Ana") == "Victoire d’Ana !"


def test_the_words_of_a_damaged_install_dialog_are_the_catalogue_s():
    for key, words in _UNREADABLE.items():
        assert dict(STRINGS[key]) == words, key


def test_line_breaks_spaces_and_quotes_survive_the_files():
    assert "\n\n{detail}\n\n" in STRINGS["fatal_data"]["fr"]
    assert STRINGS["cano_game_end"]["fr"] == " et fin de la partie"          # a leading space, kept
    assert all("\r" not in text for key in STRINGS for text in STRINGS[key].values())


# ---------------------------------------------------------------------------- damaged files


@pytest.mark.parametrize("content, words", [
    (b'msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "c"\n', "already exists"),
    (b'msgid "a"\nmsgstr "b\n', "syntax error"),
    (b'msgid "a"\nmsgstr "b"\nthis is not a catalogue\n', "syntax error"),
    (b'msgid "a"\nmsgstr "\xe9t\xe9"\n', "not UTF-8"),
    (b"", "no catalogue"),
])
def test_a_malformed_catalogue_is_one_line_naming_the_file(tmp_path, content, words):
    path = tmp_path / "strings.po"
    path.write_bytes(content)
    with pytest.raises(BundledFileError) as caught:
        read_catalogue(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ") and words in message and "\n" not in message, message


def test_a_missing_catalogue_is_one_line_naming_the_file(tmp_path):
    with pytest.raises(BundledFileError, match="the file is missing"):
        read_catalogue(tmp_path / "nothing.po")
    catalogue = Catalogue("game.nothing", DOMAIN)
    with pytest.raises(BundledFileError, match=r"nothing.locale.fr.strings\.po: the file is missing"):
        catalogue.texts("fr")


def _copy_of_the_code(tmp_path: Path) -> Path:
    """Every catalogue of the checkout, laid out as in it (what game/core/texts.py reads from CODE_ROOT)."""
    root = tmp_path / "code"
    for path in (ROOT / "game").rglob("*.po"):
        target = root / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, target)
    return root


CHILD = """
import sys
from pathlib import Path
import game.core.texts as texts
texts.CODE_ROOT = Path(sys.argv[1])
from game.cli import main
sys.exit(main(sys.argv[2:]))
"""


def _run(root: Path, tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(tmp_path / "userdata"), "ECOSYSTEME_QUIT_AFTER_FIRST_FRAME": "1", "LC_ALL": "C"}
    return subprocess.run([sys.executable, "-c", CHILD, str(root), *args], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120)


@pytest.mark.slow
def test_a_damaged_shared_catalogue_stops_the_window_with_the_damaged_file_dialog(tmp_path):
    root = _copy_of_the_code(tmp_path)
    shared = root / "game" / "locale" / "en" / "strings.po"
    shared.write_text(shared.read_text(encoding="utf-8").replace('msgid "tagline"', 'msgid "tagline', 1),
                      encoding="utf-8")
    done = _run(root, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert "A file of the game is missing or damaged" in done.stderr
    assert f"{shared}: syntax error (line " in done.stderr


def test_a_damaged_game_catalogue_is_told_when_one_of_its_words_is_asked_for(tmp_path, monkeypatch):
    from game.i18n import Strings

    root = _copy_of_the_code(tmp_path)
    damaged = root / "game" / "ecosysteme" / "locale" / "en" / "strings.po"
    damaged.write_text('msgid "x"\n', encoding="utf-8")
    monkeypatch.setattr(texts, "CODE_ROOT", root)
    strings = Strings()
    assert strings.text("quit", "en") == "Quit"                  # the shared words are whole
    with pytest.raises(BundledFileError) as caught:
        strings.text("why_card", "en")
    assert str(caught.value).startswith(f"{damaged}: syntax error") and "\n" not in str(caught.value)


# ---------------------------------------------------------------------------- read when needed


LAZY = """
import sys
import game.i18n as i18n
from game.i18n import STRINGS, tr
def loaded():
    return [(c.package, lang) for c in STRINGS.catalogues() for lang in i18n.LANGUAGES if c.loaded(lang)]
print(repr((loaded(), "polib" in sys.modules)))
tr("tagline", "fr")
print(repr(loaded()))
tr("cano_title", "en", game="Canopée", season=1)
print(repr(loaded()))
"""


def test_importing_game_i18n_reads_no_catalogue_and_a_word_reads_its_own():
    done = subprocess.run([sys.executable, "-c", LAZY], capture_output=True, text=True, cwd=ROOT, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0, done.stderr
    first, shared, game = (eval(line) for line in done.stdout.strip().splitlines())  # noqa: S307 - our own repr
    assert first == ([], False), "importing game.i18n reads nothing, not even polib"
    assert shared == [("game", "fr")], "a shared word reads the shared catalogue alone, in its language"
    assert ("game.canopee", "en") in game and ("game.livingforest", "en") not in game
    assert all(lang == "en" or package == "game" for package, lang in game)


def test_texts_reads_each_file_once(monkeypatch):
    calls = []
    real = texts.read_catalogue
    monkeypatch.setattr(texts, "read_catalogue", lambda path: calls.append(path) or real(path))
    catalogue = Catalogue(SHARED, DOMAIN)
    for _ in range(3):
        assert catalogue.text("quit", "fr") == "Quitter"
    assert len(calls) == 1
