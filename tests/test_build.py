"""The double-click executable: build.spec bundles every module the game imports by name, and the built
executable plays a demo of every game the window plays, its replay and its rules, headless, and exits 0."""
from __future__ import annotations

import ast
import importlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from types import SimpleNamespace

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game", "scenes")          # the game's own code, all of it bundled

# Every place that imports a module by a name made at run time (which PyInstaller's analysis cannot follow), as
# (file, function): the names each one imports are enumerated in test_the_spec_bundles_every_module_imported_by_name.
# A new such place must be added here, with the names it imports added there.
IMPORTS_BY_NAME = {
    ("game/core/registry.py", "_load"),             # GAMES: a game's GameDef and its GameScreens
    ("game/core/gamedef.py", "module"),             # a PackageGameDef's modules: cards, state, serial...
}


def run_spec(workpath: Path) -> dict:
    """What build.spec hands PyInstaller's Analysis, read by running the spec with PyInstaller's own
    collect_submodules and a stand-in for its build steps (no build)."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is installed with the test extras")
    seen: dict = {}

    def analysis(scripts, **options):
        seen.update(options)
        return SimpleNamespace(pure=[], scripts=[], binaries=[], datas=[])

    spec = {"SPECPATH": str(ROOT), "workpath": str(workpath), "Analysis": analysis, "PYZ": lambda *a, **k: None,
            "EXE": lambda *a, **k: None}
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), spec)
    return seen


def spec_hidden_imports(tmp_path: Path) -> set[str]:
    return set(run_spec(tmp_path)["hiddenimports"])


def source_modules() -> set[str]:
    """Every module of the game's packages, from the files in the checkout."""
    found = set()
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            found.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def imports_by_name() -> set[tuple[str, str]]:
    """(file, function) of every call of importlib.import_module or __import__ in the game's packages."""
    found = set()
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for function in ast.walk(tree):
                if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    continue
                for node in ast.walk(function):
                    if isinstance(node, ast.Call):
                        name = getattr(node.func, "attr", None) or getattr(node.func, "id", None)
                        if name in ("import_module", "__import__"):
                            found.add((path.relative_to(ROOT).as_posix(), function.name))
            # at a module's top level too
            top = [n for n in tree.body if not isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))]
            for node in (n for statement in top for n in ast.walk(statement)):
                if isinstance(node, ast.Call) and (getattr(node.func, "attr", None) or getattr(node.func, "id", None)) \
                        in ("import_module", "__import__"):
                    found.add((path.relative_to(ROOT).as_posix(), "<module>"))
    return found


@pytest.mark.slow
def test_the_spec_bundles_every_module_imported_by_name(tmp_path):
    hidden = spec_hidden_imports(tmp_path)
    # every module of game/ and scenes/, without a list to keep: a new game's screens are in
    missing = sorted(source_modules() - hidden)
    assert not missing, f"build.spec leaves out {missing}"

    # and every name the game imports by name, from the tables that name them
    assert imports_by_name() == IMPORTS_BY_NAME, "a new import by name: add it and the names it imports here"
    from game.core import registry
    from game.core.gamedef import PackageGameDef

    named = [entry.definition for entry in registry.GAMES.values()]
    named += [entry.screens for entry in registry.GAMES.values() if entry.screens]
    # a PackageGameDef imports its package's modules by the names gamedef.py (or anyone) asks it for
    sources = "\n".join(p.read_text(encoding="utf-8") for package in PACKAGES for p in (ROOT / package).rglob("*.py"))
    modules = set(re.findall(r"\.module\(\"(\w+)\"\)", sources))
    assert {"cards", "state", "serial", "actions", "log", "agents"} <= modules
    for game_id in registry.game_ids():
        definition = registry.game_def(game_id)
        if isinstance(definition, PackageGameDef):
            named += [f"{definition.package}.{name}:" for name in sorted(modules)]
    assert {"scenes.canopee.screens:SCREENS", "scenes.livingforest.screens:SCREENS"} <= set(named)
    for spec in named:
        module, _, attribute = spec.partition(":")
        assert module in hidden, f"{spec} is imported by name but build.spec does not bundle {module}"
        loaded = importlib.import_module(module)
        assert not attribute or hasattr(loaded, attribute), spec


@pytest.mark.slow
def test_the_spec_leaves_out_no_module_the_game_imports(tmp_path):
    excludes = run_spec(tmp_path)["excludes"]
    excludes = set(excludes)
    # simulate --workers imports multiprocessing; the packaged game simulates in one process instead
    allowed = {("game/simulate.py", "multiprocessing")}
    found = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                         [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else [])
                for name in names:
                    left_out = [e for e in excludes if name == e or name.startswith(e + ".")]
                    where = (path.relative_to(ROOT).as_posix(), name)
                    if left_out and where not in allowed:
                        found.append(where)
    assert not found, f"imported by the game but left out of the executable: {found}"


# --------------------------------------------------------------------------- the built executable

PYINSTALLER = shutil.which("pyinstaller", path=str(Path(sys.executable).parent))
# the games the window plays (scenes.games.window_games, checked below), with a quick table of each
DEMOS = {"forest": 3, "savane": 2, "canopee": 2, "living-forest": 2}
SHOTS = ["lesson.png", "menu.png", "records.png", "replay.png", "rules.png", "scoring.png", "table.png"]


@pytest.mark.slow
@pytest.mark.skipif(PYINSTALLER is None, reason="PyInstaller is installed with the test extras (pip install -e '.[test]')")
def test_the_executable_builds_and_plays_every_game_its_replay_and_its_rules(tmp_path):
    from scenes.games import window_games

    assert set(DEMOS) == set(window_games()), "a demo of every game the window plays"
    dist, work = tmp_path / "dist", tmp_path / "build"
    build = subprocess.run([PYINSTALLER, "--noconfirm", "--distpath", str(dist), "--workpath", str(work),
                            str(ROOT / "build.spec")], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr[-2000:]
    exe = dist / ("Ecosysteme.exe" if sys.platform == "win32" else "Ecosysteme")
    assert exe.is_file()
    # from a foreign folder: nothing may be read from, or written to, the current directory
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(tmp_path / "data")}

    # the four demos at once (each its own user data folder), each with the tour: the replay stepped through,
    # the rules on the game's tab and the records with a recorded game's replay, every screen screenshot
    runs = {}
    from game import records
    from game.session import Match, Seat
    from tests.test_records import play

    for game_id, players in DEMOS.items():
        # a game of this one the player finished before: the tour opens its replay from the Records screen
        with records.at(tmp_path / "data" / game_id):
            _, problem = records.record_game(play(Match(game_id, [Seat("Ana"), Seat("Bob")], seed=2)), None)
        assert problem is None
        shots = tmp_path / "shots" / game_id
        runs[game_id] = (shots, subprocess.Popen(
            [str(exe), "--demo", "--game", game_id, "--players", str(players), "--seed", "5", "--speed", "100",
             "--tour", "--screenshots", str(shots), "--exit-when-done"],
            cwd=elsewhere, env={**env, "ECOSYSTEME_DATA_DIR": str(tmp_path / "data" / game_id)},
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True))
    try:
        for game_id, (shots, run) in runs.items():
            out, err = run.communicate(timeout=600)
            assert run.returncode == 0, (game_id, err[-2000:])
            if sys.platform != "win32":      # a windowed Windows build has no stdout: the screenshots say it
                assert f"ecosysteme demo: replay of {game_id} stepped through" in out, (game_id, out)
                assert f"ecosysteme demo: rules of {game_id}, page 4 of" in out, (game_id, out)
                assert f"ecosysteme demo: a recorded game of {game_id} replayed from the records" in out, (game_id,
                                                                                                         out)
                # Learn to play, from the game's tile and its setup: the lesson's first steps by the pointer
                assert f"ecosysteme demo: lesson of {game_id}: step 4 of" in out, (game_id, out)
            assert sorted(p.name for p in shots.iterdir()) == SHOTS, game_id
            pictures = {p.read_bytes() for p in shots.iterdir()}
            assert len(pictures) == len(SHOTS), f"{game_id}: seven different screens"
    finally:
        for _, run in runs.values():
            if run.poll() is None:
                run.kill()
    assert list(elsewhere.iterdir()) == []

    # the version of pyproject.toml, read from the bundled copy
    wanted = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)[1]
    shown = subprocess.run([str(exe), "--version"], cwd=elsewhere, env=env, capture_output=True, text=True,
                           timeout=120)
    assert shown.stdout.strip() == f"ecosysteme {wanted}"
    # the bundle leaves multiprocessing out (start-up time): simulations run in one process, same results
    sim = subprocess.run([str(exe), "simulate", "--game", "savane", "--players", "3", "--games", "6", "--seed", "4",
                          "--workers", "2", "--json"], cwd=elsewhere, env=env, capture_output=True, text=True,
                         timeout=300)
    assert sim.returncode == 0, sim.stderr[-2000:]
    assert "--workers is ignored" in sim.stderr
    from game.simulate import simulate

    here = simulate("savane", ["random"] * 3, 6, seed=4)
    assert json.loads(sim.stdout)["mean_score"] == here.to_json()["mean_score"]
    assert list(elsewhere.iterdir()) == []


# --------------------------------------------------------------------------- the card art, archived

def test_the_spec_bundles_the_card_art_as_one_archive_and_every_other_file_as_it_is(tmp_path):
    datas = run_spec(tmp_path)["datas"]
    bundled = {(Path(source).relative_to(ROOT if Path(source).is_relative_to(ROOT) else tmp_path).as_posix(), target)
               for source, target in datas}
    assert ("data", "data") in bundled and ("assets/fonts", "assets/fonts") in bundled
    assert ("cards.zip", "assets") in bundled and ("pyproject.toml", ".") in bundled
    assert not any(source.startswith("assets/cards") for source, _ in bundled), "no loose card art"
    with zipfile.ZipFile(tmp_path / "cards.zip") as archive:
        names = set(archive.namelist())
    art = ROOT / "assets" / "cards"
    assert names == {p.relative_to(art).as_posix() for p in art.rglob("*") if p.is_file()}


def archived_bundle(tmp_path: Path) -> Path:
    """The files the executable bundles, as build.spec lays them out: the card art in assets/cards.zip."""
    from game.resources import write_art_archive

    root = tmp_path / "bundle"
    shutil.copytree(ROOT / "data", root / "data")
    shutil.copytree(ROOT / "assets", root / "assets", ignore=shutil.ignore_patterns("cards"))
    write_art_archive(ROOT / "assets" / "cards", root / "assets" / "cards.zip")
    shutil.copy(ROOT / "pyproject.toml", root)
    return root


def test_the_archived_card_art_reads_as_the_files_and_draws_the_same_pictures(tmp_path, monkeypatch):
    import pygame

    from game.core.catalogue import default_catalogue
    from game.resources import ArchivedPath, resource_path
    from game.userdata import Settings
    from scenes import menu as menu_module
    from scenes.app import App
    from scenes.menu import MenuScene

    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path / "data"))

    def pictures() -> list[bytes]:
        """Every game's emblem and a card face of each game, as the window draws them."""
        default_catalogue.cache_clear()
        app = App(settings=Settings(language="fr"), size=(1280, 720))
        try:
            menu = MenuScene(app)
            app.push(menu)
            for _ in range(8):
                app.frame(0.016, events=[])
            drawn = [pygame.image.tobytes(app.surface, "RGB")]
            drawn += [pygame.image.tobytes(menu_module.game_emblem(app, g, 90), "RGBA") for g in menu_module.window_games()]
            from scenes.games import card_icon

            for game_id, kind in (("forest", "bear"), ("savane", "lion"), ("canopee", "fern"), ("living-forest", "1")):
                drawn.append(pygame.image.tobytes(card_icon(app, game_id, kind, 64), "RGBA"))
            return drawn
        finally:
            pygame.quit()
            default_catalogue.cache_clear()

    from_files = pictures()
    root = archived_bundle(tmp_path)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)
    art = ROOT / "assets" / "cards"
    for real in sorted(p for p in art.rglob("*") if p.is_file()):
        path = resource_path("assets", "cards", *real.relative_to(art).parts)
        assert isinstance(path, ArchivedPath)
        assert str(path) == str(root.joinpath("assets", "cards", *real.relative_to(art).parts)), "named as the file"
        assert path.is_file() and path.exists() and not path.is_dir()
        assert path.read_bytes() == real.read_bytes()
    assert resource_path("assets", "cards", "canopee").is_dir()
    missing = resource_path("assets", "cards", "jaguar.svg")
    assert not missing.is_file() and not missing.exists()
    with pytest.raises(FileNotFoundError):
        missing.read_bytes()
    assert not isinstance(resource_path("assets", "fonts", "Lato-Bold.ttf"), ArchivedPath)
    assert pictures() == from_files, "the same pictures from the archive"


@pytest.mark.slow
def test_a_damaged_art_archive_stops_the_window_with_the_dialog_naming_a_card_picture(tmp_path):
    from .test_fatal import DEMO, launch

    root = archived_bundle(tmp_path)
    archive = root / "assets" / "cards.zip"
    with zipfile.ZipFile(archive) as z:
        bear = z.getinfo("bear.svg")                  # Forêt's emblem: drawn just after the menu's first frame
        start = bear.header_offset + 30 + len(bear.filename.encode()) + len(bear.extra)
    data = bytearray(archive.read_bytes())
    data[start + 100: start + 400] = bytes(300)       # a stretch of the disk's zeros inside that picture
    archive.write_bytes(bytes(data))
    code, shown, _ = launch(root, tmp_path, *DEMO)
    assert code == 2 and len(shown) == 1 and shown[0]["type"] == "error"
    message = shown[0]["message"]
    assert f"card art unreadable: {Path('assets', 'cards', 'bear.svg')}" in message, message
    assert "the card art archive cards.zip is damaged" in message
    assert "Reinstalling the game" in message
    archive.write_bytes(b"")                                            # nothing of it left
    code, shown, _ = launch(root, tmp_path, *DEMO)
    assert code == 2 and "the card art archive cards.zip is damaged" in shown[0]["message"]


def test_the_spec_bundles_every_catalogue_beside_its_package(tmp_path):
    """Every .po file of game/ (the shared words and each game's, found by a pattern, not a list) lands in the
    bundle at its place in the package, where game/core/texts.py reads it."""
    datas = run_spec(tmp_path)["datas"]
    bundled = {(Path(source).resolve().relative_to(ROOT).as_posix(), target) for source, target in datas
               if source.endswith(".po")}
    expected = {(path.relative_to(ROOT).as_posix(), path.parent.relative_to(ROOT).as_posix())
                for path in (ROOT / "game").rglob("locale/*/*.po")}
    assert len(expected) >= 14 and bundled == expected
