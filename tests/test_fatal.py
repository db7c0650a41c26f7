"""A damaged install or a bug stops the window with a dialog the player sees (the windowed executable has no
terminal), never a traceback or a silent exit; stderr gets the same words for whoever has one."""
from __future__ import annotations

import ast
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

import pygame

from scenes.ecosysteme.cardart import card_art
import pytest

pytestmark = pytest.mark.slow      # damaged bundles started as subprocesses: the quick run (-m "not slow") leaves them to .ci/run

ROOT = Path(__file__).resolve().parent.parent

# Runs the game's command line in a child process whose bundled files come from argv[1] (the lookup honours a
# PyInstaller root, as in the executable), with the system dialog replaced by a recorder: the dialogs shown
# are printed on stdout as one Python literal.
CHILD = """
import sys
sys._MEIPASS = sys.argv[1]
import pygame
shown = []
def message_box(title, message=None, message_type="info", parent_window=None, buttons=("OK",), **kw):
    shown.append({"title": title, "message": message, "type": message_type, "buttons": list(buttons)})
    return 0
pygame.display.message_box = message_box
from game.cli import main
try:
    code = main(sys.argv[2:])
finally:
    print(repr(shown))
sys.exit(code)
"""


def bundle(tmp_path: Path) -> Path:
    """A copy of the files the executable bundles (data/, assets/, pyproject.toml), to damage."""
    root = tmp_path / "bundle"
    root.mkdir()
    shutil.copytree(ROOT / "data", root / "data")
    shutil.copytree(ROOT / "assets", root / "assets")
    shutil.copy(ROOT / "pyproject.toml", root)
    return root


def launch(root: Path, tmp_path: Path, *args: str, lang: str = "en") -> tuple[int, list[dict], str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(tmp_path / "userdata"), "LC_ALL": "fr_FR.UTF-8" if lang == "fr" else "C"}
    if not args:
        env["ECOSYSTEME_QUIT_AFTER_FIRST_FRAME"] = "1"     # a window that does open closes after its first frame
    proc = subprocess.run([sys.executable, "-c", CHILD, str(root), *args], capture_output=True, text=True,
                          cwd=tmp_path, env=env, timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr
    return proc.returncode, ast.literal_eval(proc.stdout.strip().splitlines()[-1]), proc.stderr


@pytest.mark.parametrize("lang, words", [("en", "Reinstalling the game"), ("fr", "Réinstaller le jeu")])
def test_broken_card_data_opens_a_dialog_naming_the_file(tmp_path, lang, words):
    root = bundle(tmp_path)
    cards = root / "data" / "cards.yaml"
    cards.write_text(cards.read_text(encoding="utf-8").replace("count: 10", "count: -1", 1), encoding="utf-8")
    code, shown, err = launch(root, tmp_path, lang=lang)
    assert code == 2
    assert len(shown) == 1
    dialog = shown[0]
    assert dialog["type"] == "error"
    assert dialog["title"].startswith("Ecosystème")
    # named by its place in the game, not by the executable's temporary folder
    where = f"{Path('data', 'cards.yaml')}: games.forest.kinds[2] (trout).count"
    assert where in dialog["message"]
    assert str(root) not in dialog["message"]
    assert words in dialog["message"]
    assert dialog["buttons"] == (["Close"] if lang == "en" else ["Fermer"])
    assert where in err                          # the same words on stderr


DEMO = ("--demo", "--game", "forest", "--players", "2", "--exit-when-done", "--speed", "8")


def remove(path: Path) -> None:
    path.unlink()


def spoil(path: Path) -> None:
    path.write_bytes(b"<svg this is not")


def empty(path: Path) -> None:
    path.write_bytes(b"")                        # a download or a copy cut short


def cut_short(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])     # half a download: the beginning is right, the rest missing


def scramble(path: Path) -> None:
    path.write_bytes(random.Random(path.name).randbytes(path.stat().st_size))   # a disk's garbage in its place


@pytest.mark.parametrize("damage, where, args, words", [
    (remove, "data/cards.yaml", (), "the card data file is missing"),
    (remove, "assets/fonts/Lato-Italic.ttf", (), "font missing"),                 # before any window opens
    (spoil, "assets/fonts/Lato-Regular.ttf", DEMO, "font unreadable"),           # pygame-ce alone would crash
    (empty, "assets/fonts/Lato-Bold.ttf", DEMO, "font unreadable"),              # pygame-ce raises ValueError
    (remove, "assets/cards/lion.svg", (), "card art missing"),
    (spoil, "assets/cards/bee.svg", DEMO, "card art unreadable"),                # found when first drawn
    (empty, "data/cards.yaml", (), "top level"),
    (cut_short, "assets/fonts/Lato-Italic.ttf", (), "font unreadable"),          # opens, then draws nothing
    (cut_short, "assets/cards/stream.svg", DEMO, "card art unreadable"),         # SDL draws half a picture
    (scramble, "assets/cards/meadow.svg", DEMO, "card art unreadable"),
], ids=["no card data", "no font", "damaged font", "empty font", "no card picture",
        "card picture damaged mid-game", "empty card data", "font cut short", "card picture cut short",
        "card picture scrambled"])
def test_a_missing_or_damaged_bundled_file_opens_one_dialog_naming_it(tmp_path, damage, where, args, words):
    root = bundle(tmp_path)
    damage(root / where)
    code, shown, _ = launch(root, tmp_path, *args)
    assert code == 2
    assert len(shown) == 1
    assert shown[0]["type"] == "error"
    assert str(Path(where)) in shown[0]["message"] and words in shown[0]["message"]
    assert "Reinstalling the game" in shown[0]["message"]


def test_the_intact_bundle_shows_no_dialog(tmp_path):
    root = bundle(tmp_path)
    code, shown, _ = launch(root, tmp_path, *DEMO)
    assert (code, shown) == (0, [])


def test_a_bug_stops_with_a_dialog_and_a_crash_log(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    from scenes import app as app_module
    from scenes.menu import MenuScene

    def broken_draw(self, surface):
        raise ZeroDivisionError("a bug in the menu")

    shown = []
    monkeypatch.setattr(MenuScene, "draw", broken_draw)
    monkeypatch.setattr(pygame.display, "message_box",
                        lambda title, message, **kw: shown.append((title, message)) or 0)
    assert app_module.run() == 3
    log = tmp_path / "crash.log"
    assert log.is_file()
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text and "ZeroDivisionError: a bug in the menu" in text and "broken_draw" in text
    assert len(shown) == 1
    assert "ZeroDivisionError: a bug in the menu" in shown[0][1]
    assert str(log) in shown[0][1]
    assert "Traceback" not in shown[0][1]


def test_without_a_message_system_the_words_still_reach_stderr(capsys):
    # SDL's dummy driver has no message system: pygame raises, and the report must not
    from scenes.app import report_fatal

    report_fatal("fatal_data", "en", detail="/somewhere/data/cards.yaml: the card data file is missing")
    err = capsys.readouterr().err
    assert "the card data file is missing" in err and "Reinstalling the game" in err


# --------------------------------------------------------------------------- every bundled file, in-process

WINDOW_FILES = (["data/cards.yaml"]
                + sorted(f"assets/fonts/{p.name}" for p in (ROOT / "assets" / "fonts").glob("*.ttf"))
                + sorted(f"assets/cards/{p.name}" for p in (ROOT / "assets" / "cards").glob("*.svg")))
# not among them: assets/icon.png is the executable's icon (build.spec), which the window never reads


def use(rel: str) -> None:
    """What the window does with a bundled file: the window opened (App.__init__ reads the card data, looks at the
    fonts and the art), then the file drawn with: a text in its font, a card face and icon, a card back."""
    from game.core.catalogue import default_catalogue
    from game.userdata import Settings
    from scenes.app import App
    from scenes.fonts import FONT_FILES

    default_catalogue.cache_clear()
    app = App(settings=Settings(language="en"), size=(1280, 720))
    try:
        path = Path(rel)
        if path.suffix == ".ttf":
            styles = [style for style, name in FONT_FILES.items() if name == path.name]
            assert styles, f"{rel} is bundled but no text uses it"
            for style in styles:
                app.fonts.text("Écosystème", style, 20, (0, 0, 0))
        elif path.stem.startswith("back-"):
            card_art(app).back(path.stem.removeprefix("back-"), 60)
        elif path.suffix == ".svg":
            games = [game_id for game_id, rules in {g: app.catalogue[g] for g in ("forest", "savane")}.items() if path.stem in rules.kind_ids]
            assert games, f"{rel} is bundled but no card uses it"
            for game_id in games:
                card_art(app).face(game_id, path.stem, 60, "en")
                card_art(app).icon(game_id, path.stem, 24)
    finally:
        app.window.destroy()


@pytest.fixture
def bundle_in_process(tmp_path, monkeypatch):
    """A copy of the bundle that this process reads its bundled files from (as the executable does)."""
    from game.core.catalogue import default_catalogue

    root = bundle(tmp_path)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path / "userdata"))
    pygame.display.init()
    pygame.font.init()
    yield root
    default_catalogue.cache_clear()              # the shipped data again for the next test
    pygame.quit()


def test_the_intact_bundle_has_every_file_the_window_reads(bundle_in_process):
    for rel in WINDOW_FILES:
        use(rel)


@pytest.mark.parametrize("damage", [empty, cut_short, scramble], ids=["empty", "cut short", "scrambled"])
def test_every_bundled_file_damaged_is_named_as_a_damaged_install(bundle_in_process, damage):
    """Each file the window reads, damaged in its turn: the error is the damaged-install one (the dialog
    fatal_data, see run()), naming that file, never another exception (the bug dialog)."""
    from game.errors import BundledFileError

    for rel in WINDOW_FILES:
        path = bundle_in_process / rel
        intact = path.read_bytes()
        damage(path)
        try:
            with pytest.raises(BundledFileError) as caught:
                use(rel)
            assert str(path) in str(caught.value), (rel, str(caught.value))
        finally:
            path.write_bytes(intact)
