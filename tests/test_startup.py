"""Start-up: the menu's first frame waits only for what it shows. Forêt's and Savane's card data are checked before
it (their cards are on the menu), the other games' only at their heads (their names and players on the shelf);
their whole sections are checked in the frames just after, and the shelf's emblems are made then, one per frame.
A damaged section is still reported with the same one-line dialog, before any of its screens can open."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.core.catalogue import default_catalogue, parse_catalogue
from game.core.registry import GAMES, game_def, game_ids
from game.errors import CardDataError

from .test_fatal import DEMO, bundle, launch

ROOT = Path(__file__).resolve().parent.parent
CARDS = (ROOT / "data" / "cards.yaml").read_text(encoding="utf-8")
LATER = ("canopee", "living-forest")         # the games whose card data the first frame does not need whole

FIRST_FRAME = """
import os, sys
os.environ["ECOSYSTEME_QUIT_AFTER_FIRST_FRAME"] = "1"
from game.cli import main
code = main([])
from game.core.catalogue import default_catalogue
unchecked = getattr(default_catalogue(), "unchecked", lambda: "every section")()
from game.i18n import STRINGS
words = [c.package for c in STRINGS.catalogues() for lang in ("fr", "en") if c.loaded(lang)]
print(repr({"code": code, "unchecked": unchecked, "words": words,
            "modules": sorted(m for m in sys.modules if m.split(".")[0] in ("game", "scenes"))}))
"""


def test_the_menus_first_frame_checks_only_the_card_data_it_shows(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(tmp_path)}
    proc = subprocess.run([sys.executable, "-c", FIRST_FRAME], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    seen = ast.literal_eval(proc.stdout.strip().splitlines()[-1])
    assert seen["code"] == 0
    loaded = set(seen["modules"])
    # no other game's card checker, no other game's package or pictures (only its screens' light index, which
    # the menu asks for each game's fan cards)
    checkers = {f"{entry.package}.cards" for entry in GAMES.values()} - {"game.ecosysteme.cards"}
    assert not checkers & loaded, sorted(checkers & loaded)
    others = [m for m in loaded if m.startswith(("game.canopee", "game.livingforest", "scenes.canopee",
                                                 "scenes.livingforest"))
              and m not in ("scenes.canopee", "scenes.livingforest", "scenes.canopee.screens",
                            "scenes.livingforest.screens")]
    assert not others, others
    assert seen["unchecked"] == LATER
    assert seen["words"] == ["game"], "the shared words alone, in the window's language: no game's catalogue"


@pytest.fixture
def fresh_catalogue():
    default_catalogue.cache_clear()          # the bundled data read again, as at a start
    yield
    default_catalogue.cache_clear()


def test_the_rest_is_checked_and_the_emblems_made_in_the_frames_just_after(make_app, fresh_catalogue):
    from scenes import collection
    from scenes.menu import MenuScene

    app = make_app()                         # animations off: the same picture every frame once made
    menu = MenuScene(app)
    app.push(menu)
    assert default_catalogue() is app.catalogue and app.catalogue.unchecked() == LATER
    app.frame(0.016, events=[])
    assert app.catalogue.unchecked() == LATER
    assert all(tile.emblem(app.fonts, make=False) is None for tile in menu.shelf.buttons), "drawn after the first"
    assert not app.idle(), "the loop keeps going while there is start-up work left"
    app.frame(0.016, events=[])
    assert app.catalogue.unchecked() == LATER[1:], "one game's section per frame"
    for _ in range(6):
        app.frame(0.016, events=[])
    assert app.catalogue.unchecked() == ()
    assert menu.emblems_made and menu.dealt == len(menu.fan)
    assert app.idle(), "then a still menu sleeps"
    made = pygame.image.tobytes(app.surface, "RGB")
    # the same menu with every emblem drawn when the frame needs it, as before: the same picture
    collection._EMBLEMS.pop(app, None)
    for tile in menu.shelf.buttons:
        tile.make_emblem = True
    app.redraw()
    app.frame(0.016, events=[])
    assert pygame.image.tobytes(app.surface, "RGB") == made


def test_the_shelf_shows_what_each_games_definition_says(fresh_catalogue):
    catalogue = default_catalogue()
    for game_id in game_ids():
        head, info = catalogue.header(game_id), game_def(game_id).info
        assert (dict(head.names), head.players_min, head.players_max, head.solo) == \
               (dict(info.names), info.players_min, info.players_max, info.solo), game_id


@pytest.mark.parametrize("old, new", [
    ('name: {fr: "Canopée", en: "Canopy"}', 'name: {fr: "Canopée"}'),
    ("players: {min: 2, max: 4}          # and solo, against the Forest Spirit", "players: {min: 2}"),
    ("players: {min: 2, max: 4}          # and solo, against the Forest Spirit", "players: {min: two, max: 4}"),
    ('name: {fr: "Living Forest", en: "Living Forest"}', 'name: {fr: "Living Forest", en: "Living\\u0007Forest"}'),
    ("    players: {min: 2, max: 4}\n    # what the lists", "    players: {min: 3, max: 2}\n    # what the lists"),
])
def test_a_damaged_head_is_told_before_the_first_frame_in_the_checkers_words(old, new):
    assert old in CARDS
    text = CARDS.replace(old, new, 1)
    with pytest.raises(CardDataError) as whole:
        parse_catalogue(text, "data/cards.yaml")
    lazy = parse_catalogue(text, "data/cards.yaml", lazy=True)
    with pytest.raises(CardDataError) as head:
        for game_id in game_ids():
            lazy.header(game_id)
    assert str(head.value) == str(whole.value)


def test_another_games_damaged_section_stops_the_window_just_after_its_first_frame(tmp_path):
    root = bundle(tmp_path)
    cards = root / "data" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace("refuse_adds: 1", "refuse_adds: -1", 1), encoding="utf-8")
    code, shown, err = launch(root, tmp_path, *DEMO)       # a Forêt demo: Canopée's table never asked for
    assert code == 2
    assert len(shown) == 1 and shown[0]["type"] == "error"
    where = f"{Path('data', 'cards.yaml')}: games.canopee.turn.refuse_adds: must be at least 0, found -1"
    assert where in shown[0]["message"] and "Reinstalling the game" in shown[0]["message"]
    assert "Traceback" not in err


def test_a_damaged_head_of_another_game_stops_the_window_before_its_first_frame(tmp_path):
    root = bundle(tmp_path)
    cards = root / "data" / "cards.yaml"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('name: {fr: "Living Forest", en: "Living Forest"}',
                                  'name: {fr: "Living Forest", en: ""}', 1), encoding="utf-8")
    code, shown, _ = launch(root, tmp_path)      # told to quit after the first frame: the shelf needs the name
    assert code == 2 and len(shown) == 1
    assert f"{Path('data', 'cards.yaml')}: games.living-forest.name.en: expected a non-empty text" in shown[0]["message"]
