"""The collection on the menu (a tile per game the window plays, each with its emblem, a click or the keyboard
starting a new game of it) and the challenges screen with a column per game, Canopée's included. Driven by
synthetic pygame events on the dummy display; Canopée is put in the window's lists here (scenes.games.window_games,
game.ladder.offered()), as the lead does once its table is in, and its table is stood in for."""
from __future__ import annotations

from datetime import date

import pygame
import pytest

import scenes.ladder
from game import ladder
from game.i18n import LANGUAGES, option_label
from game.ladder import Progress, rung_challenge
from tests.input import click, key

APP_SIZE = (1280, 720)
SIZES = [(1280, 720), (1600, 900), (2560, 1440)]
DAY = date(2025, 3, 14)


@pytest.fixture
def collection(monkeypatch):
    """Canopée in the window and on the challenges screen; the matches the router was asked to open."""
    import scenes.games as games
    from scenes.base import Scene

    opened = []

    class Table(Scene):
        def __init__(self, app, match, **_):
            super().__init__(app)
            self.match = match

        def draw(self, surface):
            surface.fill((0, 0, 0))

    def table_scene(app, match, **options):
        opened.append(match)
        return Table(app, match)

    monkeypatch.setattr(games, "window_games", lambda: ("forest", "savane", "canopee"))
    monkeypatch.setattr(scenes.ladder, "challenge_games", lambda: ("forest", "savane", "canopee"))
    monkeypatch.setattr(games, "table_scene", table_scene)
    monkeypatch.setattr(ladder, "today", lambda: DAY)
    return opened


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def menu_of(app):
    from scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    for _ in range(8):                       # the fan dealt
        app.frame(0.016, events=[])
    return menu


# ---------------------------------------------------------------------- the menu's shelf


def test_the_shelf_shows_the_games_the_window_plays_in_their_order(make_app, monkeypatch):
    import scenes.games as games

    app = make_app()
    menu = menu_of(app)
    assert [t.game_id for t in menu.shelf.buttons] == list(games.window_games()), "read from the list"
    monkeypatch.setattr(games, "window_games", lambda: ("forest", "savane", "canopee"))
    app.home()
    assert [t.game_id for t in menu.shelf.buttons] == ["forest", "savane", "canopee"]
    assert [t.label for t in menu.shelf.buttons] == ["Forest", "Savannah", "Canopy"]
    app.settings.language = "fr"
    app.home()
    assert [t.label for t in menu.shelf.buttons] == ["Forêt", "Savane", "Canopée"]


@pytest.mark.parametrize("game_id", ["forest", "savane", "canopee"])
def test_a_click_on_a_game_opens_the_setup_on_it(make_app, collection, game_id):
    from scenes.setup import SetupScene

    app = make_app()
    menu = menu_of(app)
    tile = next(t for t in menu.shelf.buttons if t.game_id == game_id)
    click(app, tile.rect.center)
    assert isinstance(app.top, SetupScene) and app.top.game_id == game_id
    click(app, app.top.start_rect.center)
    assert collection[-1].game_id == game_id


def test_a_game_of_the_shelf_asks_first_when_a_game_is_interrupted(make_app, collection):
    from game import savegame
    from game.session import COMPUTER, Match, Seat
    from scenes.setup import SetupScene

    app = make_app()
    menu = menu_of(app)
    savegame.autosave(Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER)], seed=3))
    app.home()
    click(app, next(t for t in menu.shelf.buttons if t.game_id == "canopee").rect.center)
    assert menu.asking and app.top is menu
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene) and app.top.game_id == "canopee"
    app.home()
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    assert isinstance(app.top, SetupScene) and app.top.game_id == "forest", "the entry: the last setup (none yet)"
    assert savegame.autosave_path().is_file(), "the interrupted game is still there"


def test_the_keyboard_goes_from_the_entries_to_the_shelf_and_back(make_app, collection):
    from scenes.setup import SetupScene

    app = make_app()
    menu = menu_of(app)
    key(app, pygame.K_DOWN)
    assert menu.column.focus >= 0
    key(app, pygame.K_LEFT)
    assert menu.shelf.focus == 0 and menu.column.focus == -1, "← from the entries: the first game"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert menu.shelf.buttons[menu.shelf.focus].game_id == "canopee"
    key(app, pygame.K_RIGHT)
    assert menu.shelf.focus == -1 and menu.column.buttons[menu.column.focus].label == app.t("new_game"), \
        "→ past the last game: back on New game"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_UP)
    assert menu.shelf.focus == -1 and menu.column.focus >= 0, "↑ goes back to the entries"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene) and app.top.game_id == "savane"


def test_escape_on_the_shelf_still_quits_as_on_the_menu(make_app, collection):
    app = make_app()
    menu_of(app)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_ESCAPE)
    assert not app.running


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("saved", [False, True])
def test_the_shelf_fits_beside_the_entries(make_app, collection, size, saved):
    from game import savegame
    from game.session import COMPUTER, Match, Seat

    app = make_app(size=size)
    if saved:
        savegame.autosave(Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER)], seed=3))
    menu = menu_of(app)
    window = pygame.Rect((0, 0), size)
    tiles = [t.rect for t in menu.shelf.buttons]
    entries = [b.rect for b in menu.column.buttons]
    assert len(tiles) == 3
    for i, tile in enumerate(tiles):
        assert window.contains(tile) and menu.left.contains(tile)
        assert not any(tile.colliderect(e) for e in entries)
        assert all(not tile.colliderect(o) for o in tiles[i + 1:])
        assert tile.top >= menu.shelf_heading.bottom
    assert all(a.centery == b.centery for a, b in zip(tiles, tiles[1:])), "one row"
    cw = menu.card_width
    assert menu.fan_centre[1] + cw * 0.7 < menu.shelf_heading.top + cw * 0.3, "the fan sits above the shelf"
    assert not menu.left.colliderect(pygame.Rect(entries[0].x, 0, 1, size[1])), "the entries stay clear"


def test_each_game_has_its_own_emblem(make_app, collection):
    from scenes.menu import game_emblem

    app = make_app()
    pictures = {}
    for game_id in ("forest", "savane", "canopee"):
        emblem = game_emblem(app, game_id, 64)
        assert emblem.get_height() == 64 and emblem.get_bounding_rect().w > 32, game_id
        pictures[game_id] = pygame.image.tobytes(emblem, "RGBA")
        assert game_emblem(app, game_id, 64) is emblem, "made once"
    assert len(set(pictures.values())) == 3
    try:
        from scenes.canopee.faces import canopee_faces
    except ImportError:
        return
    own = canopee_faces(app).emblem(64)
    assert pictures["canopee"] == pygame.image.tobytes(own, "RGBA"), "Canopée's emblem is its faces' emblem"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tile_lights_under_the_pointer_and_under_the_keyboard(make_app, collection, lang):
    app = make_app(lang=lang)
    menu = menu_of(app)
    key(app, pygame.K_LEFT)
    assert menu.shelf.buttons[0].focus
    app.frame(0.016, events=[event(pygame.MOUSEMOTION, pos=menu.shelf.buttons[2].rect.center, rel=(0, 0),
                                   buttons=(0, 0, 0))])
    assert menu.shelf.buttons[2].hover and not menu.shelf.buttons[1].hover


# ---------------------------------------------------------------------- the challenges, three columns


def open_ladder(app):
    from scenes.ladder import LadderScene

    menu_of(app)
    click(app, next(b for b in app.top.column.buttons if b.label == app.t("challenges")).rect.center)
    assert isinstance(app.top, LadderScene)
    app.frame(0.016, events=[])
    return app.top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_three_columns_fit_the_window_without_overlap(make_app, collection, size, lang):
    app = make_app(lang=lang, size=size)
    scene = open_ladder(app)
    window = pygame.Rect((0, 0), size)
    assert len(scene.panels) == 3
    for box, header, tiles in zip(scene.panels, scene.headers, scene.columns):
        assert window.contains(box) and box.contains(header)
        rects = [header] + [t.rect for t in tiles]
        assert all(box.contains(r) for r in rects)
        assert all(a.bottom < b.top for a, b in zip(rects, rects[1:]))
        assert min(t.rect.h for t in tiles) >= 44 * scene.s
    for i, box in enumerate(scene.panels):
        assert all(not box.colliderect(other) for other in scene.panels[i + 1:])
    assert not any(scene.back_button.rect.colliderect(p) for p in scene.panels)
    assert scene.bottom_bar.right <= scene.panels[-1].right


def test_two_columns_are_laid_out_as_they_always_were(make_app, monkeypatch):
    """Forêt and Savane alone: the columns of 700 (at 1600×900) that the screen always had."""
    monkeypatch.setattr(scenes.ladder, "challenge_games", lambda: ("forest", "savane"))
    app = make_app(size=(1600, 900))
    scene = open_ladder(app)
    assert [p.w for p in scene.panels] == [700, 700] and scene.panels[1].x - scene.panels[0].right == 40
    assert not scene.compact


def test_a_canopee_rung_shows_its_difficulty_cards_and_target_and_starts_its_deal(make_app, collection):
    app = make_app()
    scene = open_ladder(app)
    for i in range(ladder.rung_count("canopee")):
        options = dict(ladder.rung_options("canopee", i))
        level = ladder.rung_level("canopee", i)
        assert scene.level_text("canopee", i) == option_label("canopee", "difficulty", level, "en")
        assert scene.deal_texts("canopee", i)[0] == option_label("canopee", "card_set", options["card_set"], "en")
    assert scene.level_text("forest", 0) == app.t("score_level_easy")
    assert scene.deal_texts("forest", 0) == [""], "Forêt's rungs have no card sets"
    # the target on the tile is the rung's
    assert scene.tile("canopee", 3).challenge.target == ladder.LADDERS["canopee"][3][1]
    click(app, scene.tile("canopee", 0).rect.center)
    match = collection[-1]
    assert match.game_id == "canopee" and match.solo
    assert match.challenge == rung_challenge("canopee", 0)
    assert match.options == dict(ladder.rung_options("canopee", 0))


def test_the_keyboard_reaches_the_third_column_and_plays_its_daily(make_app, collection):
    app = make_app()
    scene = open_ladder(app)
    key(app, pygame.K_DOWN)
    assert scene._focused() is scene.tile("forest", 0)
    key(app, pygame.K_UP)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene._focused() is scene.tile("canopee", None)
    key(app, pygame.K_RIGHT)
    assert scene._focused() is scene.tile("canopee", None), "the last column stays"
    key(app, pygame.K_RETURN)
    match = collection[-1]
    assert match.game_id == "canopee" and match.challenge == ladder.daily_challenge("canopee", DAY)


def test_canopee_progress_shows_in_its_column(make_app, collection):
    p = Progress()
    p.record(rung_challenge("canopee", 0), 12, date(2025, 3, 9))
    p.record(rung_challenge("canopee", 1), 2, date(2025, 3, 10))       # below the target of 5
    p.save()
    app = make_app(lang="fr")
    scene = open_ladder(app)
    assert [scene.state(scene.tile("canopee", i)) for i in range(3)] == ["beaten", "open", "locked"]
    assert scene.progress.beaten_count("canopee") == 1
    click(app, scene.tile("canopee", 2).rect.center)
    assert scene.message == app.t("ladder_locked_hint", n=3, prev=2) and not collection
