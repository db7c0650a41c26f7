"""One game, one package: the shared code names no game, no game leans on another, and every registered game
declares every piece the shared code asks it for.

"Shared code" is every module of game/ and scenes/ outside a game's own packages (``game/<package>/``,
``scenes/<package>/``) and outside the registry (game/core/registry.py, the one list of games). A game is named
there by a string literal equal to its id ("canopee") or by an import of its package; neither may appear.

The tools that drive every game — the monkey and the screenshot tool — are shared engines too (``TOOL_ENGINES``):
they read the registry, name no game, and import neither a game's packages nor a game's part of a tool (its
``tools/<tool>_parts/<package>.py``, found from the registry by tools/parts.py).
"""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

from game.core.gamedef import GameDefBase
from game.core.registry import GAMES, game_def, game_screens

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = sorted({entry.package.rpartition(".")[2] for entry in GAMES.values()})    # ecosysteme, canopee...
GAME_IDS = sorted(GAMES)


# the tools' shared engines: checked as shared code (and no game's package name either)
TOOL_ENGINES = ("tools/monkey.py", "tools/screens.py", "tools/parts.py")


def shared_modules() -> list[Path]:
    own = {f"{top}/{package}" for top in ("game", "scenes") for package in PACKAGES}
    files = []
    for top in ("game", "scenes"):
        for path in (ROOT / top).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            if any(rel.startswith(prefix + "/") for prefix in own) or rel == "game/core/registry.py":
                continue
            files.append(path)
    return sorted(files)


def _module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> list[str]:
    """Every module ``path`` imports, absolute (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = _module_of(path) if path.name == "__init__.py" else _module_of(path).rpartition(".")[0]
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append(target)
            found += [f"{target}.{a.name}" for a in node.names]
    return found


def game_package_named(module: str) -> str | None:
    """``game.canopee`` for ``game.canopee.cards`` (or ``scenes.canopee.table``), None for shared modules."""
    parts = module.split(".")
    if len(parts) >= 2 and parts[0] in ("game", "scenes") and parts[1] in PACKAGES:
        return f"{parts[0]}.{parts[1]}"
    return None


def names_in(path: Path) -> Counter:
    """What ``path`` names of the games: each game package it imports (once per import statement) and each
    string literal that is a game id or a game module's dotted name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: Counter = Counter()
    rel = path.relative_to(ROOT).as_posix()
    package = _module_of(path) if path.name == "__init__.py" else _module_of(path).rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join((base if node.level else []) + ([node.module] if node.module else []))
                targets = [target] + [f"{target}.{a.name}" for a in node.names]
            named = {p for p in map(game_package_named, targets) if p}
            for p in named:
                found[(rel, p)] += 1
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
            if text in GAME_IDS:
                found[(rel, text)] += 1
            elif (p := game_package_named(text.partition(":")[0])) is not None and " " not in text:
                found[(rel, p)] += 1
    return found


def test_shared_code_names_no_game():
    found: Counter = Counter()
    for path in shared_modules():
        found += names_in(path)
    assert not found, f"shared code names a game (ask the game through its GameDef or GameScreens): {dict(found)}"


def test_the_tools_engines_name_no_game():
    """The monkey's and the screenshot tool's engines: no game id, no game package imported, and no game's part of
    a tool imported or named (a new game adds its parts and touches nothing here)."""
    found: Counter = Counter()
    for rel in TOOL_ENGINES:
        path = ROOT / rel
        found += names_in(path)
        for module in imported_modules(path):
            if module.startswith("tools.") and "_parts." in module:
                found[(rel, module)] += 1
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in PACKAGES:
                found[(rel, node.value)] += 1
    assert not found, f"a tool's engine names a game (put it in the game's part, tools/<tool>_parts/): {dict(found)}"


def test_the_check_finds_a_planted_game_id(tmp_path):
    planted = ROOT / "game" / "_planted_for_the_test.py"
    planted.write_text('WHICH = "canopee"\nfrom game.livingforest import cards\n', encoding="utf-8")
    try:
        assert names_in(planted) == Counter({("game/_planted_for_the_test.py", "canopee"): 1,
                                             ("game/_planted_for_the_test.py", "game.livingforest"): 1})
        assert planted in shared_modules()
    finally:
        planted.unlink()


@pytest.mark.slow
def test_no_game_imports_another_game():
    found = set()
    for package in PACKAGES:
        for top in ("game", "scenes"):
            for path in (ROOT / top / package).rglob("*.py"):
                for module in imported_modules(path):
                    other = game_package_named(module)
                    if other is not None and not other.endswith("." + package):
                        found.add((path.relative_to(ROOT).as_posix(), other))
    assert not found, f"a game must not lean on another game's package: {sorted(found)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_registered_game_declares_its_pieces(game_id):
    from scenes.shell.screens import GameScreens

    definition = game_def(game_id)
    assert isinstance(definition, GameDefBase), "its hooks' defaults come from GameDefBase"
    assert definition.info.id == game_id
    entry = GAMES[game_id]
    assert entry.package.split(".")[0] == "game" and entry.screens.startswith("scenes."), \
        "its modules are under game/ and scenes/, which build.spec collects whole"
    screens = game_screens(game_id)
    assert isinstance(screens, GameScreens) and screens.game_id == game_id
    for piece in ("table", "score", "card_icon", "card_page", "card_facts"):
        assert getattr(type(screens), piece) is not getattr(GameScreens, piece), f"no {piece}"


@pytest.fixture
def window(tmp_path, monkeypatch):
    import pygame

    from game.userdata import Settings
    from scenes.app import App

    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    app = App(settings=Settings(language="en", animation_speed=0.0), size=(1280, 720))
    yield app
    pygame.quit()


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if GAMES[g].screens])
def test_every_game_of_the_window_has_its_words_in_both_languages_and_its_pictures(game_id, window):
    """What a game brings beside its code: its catalogue of words in French and English (beside its package, where
    build.spec bundles every catalogue), its name in both, its emblem for the collection, and a card picture and
    card page for each card the title screen's fan deals of it."""
    from game.core.catalogue import default_catalogue
    from game.core.texts import catalogue_path
    from game.i18n import LANGUAGES

    definition, screens = game_def(game_id), game_screens(game_id)
    package = GAMES[game_id].package.partition(":")[0]
    for lang in LANGUAGES:
        assert catalogue_path(package, lang, "strings").is_file(), (package, lang)
        assert definition.info.name(lang).strip(), lang
    assert definition.info.name("fr") != game_id
    emblem = screens.emblem(window, 64)
    assert emblem is not None and emblem.get_bounding_rect().w > 32, "an emblem for the collection's shelf"
    for kind in screens.fan_cards(default_catalogue()):
        assert screens.card_face(window, kind, 120, "fr").get_width() == 120, kind
        assert screens.card_icon(window, kind, 40).get_bounding_rect().w > 10, kind
        assert screens.card_page(kind, "fr").strip() and screens.card_page(kind, "en").strip(), kind
