"""Living Forest from the menu: its tile on the collection's shelf, its setup (2-4 seats, Human / Easy / Medium,
names, the first player, and each seat's Spirit colour, chosen by mouse and keyboard, never two alike), the setup
remembered, and the challenges screen leaving it out (no solo, so no ladder). Driven by synthetic pygame events on
the dummy display; the table the router opens is stood in for."""
from __future__ import annotations

import pygame
import pytest

from game.core.registry import game_def
from game.i18n import LANGUAGES, STRINGS
from game.session import COMPUTER, HUMAN
from game.userdata import SavedSeat, SavedSetup, Settings
from tests.test_collection_menu import menu_of
from tests.test_setup import type_into
from tests.test_setup_options import event, tab_to
from tests.test_setup_options import open_setup as canopee_setup
from tests.test_setup_options import started as canopee_started  # noqa: F401 (a fixture, wrapped below)
from tests.input import click, key

APP_SIZE = (1280, 720)
SIZES = [(1280, 720), (1600, 900), (2560, 1440)]
GAMES = ("forest", "savane", "canopee", "living-forest")
SPIRITS = game_def("living-forest").info.seat_colours


@pytest.fixture
def started(canopee_started, monkeypatch):
    """The matches the router was asked to open (on a scene showing nothing), with all four games in the window
    (Canopée's fixture lists the three it was written for)."""
    import scenes.games as games

    monkeypatch.setattr(games, "window_games", lambda: GAMES)
    return canopee_started.matches


def open_setup(app):
    """The menu, New game, then Living Forest's tile: as a player gets there."""
    setup = canopee_setup(app)
    click(app, setup.game_tiles["living-forest"].center)
    assert setup.game_id == "living-forest"
    return setup


def count_button(setup, label):
    return next(b for b in setup.column.buttons if b.label == label and b.rect.top == setup.count_row.top)


def seat_buttons(setup, i):
    """Seat i's "who plays" segments, left to right."""
    row = setup.seat_rows[i]
    return sorted((b for b in setup.column.buttons if b.rect.top == row.top + int(3 * setup.k)
                   and b.rect.colliderect(row)), key=lambda b: b.rect.x)


def shown_colours(setup):
    return [setup.colours[i] for i in range(setup.count)]


def start(app, setup, started):
    click(app, setup.start_rect.center)
    assert started, "the table was asked for"
    return started[-1]


# ---------------------------------------------------------------------- the setup: seats, kinds, names, colours


def test_living_forest_is_two_to_four_players_each_human_easy_medium_or_hard(make_app, started):
    app = make_app()
    setup = open_setup(app)
    counts = [b.label for b in setup.column.buttons if b.rect.top == setup.count_row.top]
    assert counts == ["2", "3", "4"], "no solo: Living Forest has none"
    for n in (2, 3, 4):
        click(app, count_button(setup, str(n)).rect.center)
        assert setup.count == n and len(setup.seat_rows) == n
        assert len(setup.swatches()) == n, "a colour per seat"
        assert [b.label for b in seat_buttons(setup, 0)] == [app.t("human"), app.t("bot_easy"), app.t("bot_medium"),
                                                             app.t("bot_hard")]
        assert len(set(shown_colours(setup))) == n and set(shown_colours(setup)) <= set(SPIRITS)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_seats_set_by_mouse_start_a_match_that_has_them(make_app, started, count):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, str(count)).rect.center)
    type_into(app, setup.fields[0], "Ana")
    click(app, seat_buttons(setup, 1)[0].rect.center)                   # seat 2: a human
    type_into(app, setup.fields[1], "Bea")
    if count >= 3:
        click(app, seat_buttons(setup, 2)[1].rect.center)               # seat 3: Easy
    click(app, setup.swatches()[0].rect.center)                         # seat 1: the next free colour
    match = start(app, setup, started)
    assert match.game_id == "living-forest" and not match.solo
    seats = match.seats
    assert [s.name for s in seats[:2]] == ["Ana", "Bea"] and seats[0].human and seats[1].human
    if count >= 3:
        assert seats[2].controller == COMPUTER and seats[2].level == "easy" and seats[2].name == app.t("computer_n", n=3)
    assert all(s.level == "medium" for s in seats[3:]) and all(not s.human for s in seats[2:])
    colours = [s.colour for s in seats]
    assert len(set(colours)) == count and set(colours) <= set(SPIRITS), "every Spirit its own colour"
    # seat 1 was green (the first colour); the next free one after it is the first no other seat holds
    free = [c for c in SPIRITS[1:] if c not in colours[1:]]
    assert colours[0] == (free[0] if free else SPIRITS[1])
    assert match.view(0).legal_actions(), "the game is on"
    from scenes.livingforest.glyphs import seat_colours

    assert seat_colours(match) == colours, "the table shows the colours chosen"


def test_a_click_gives_the_next_colour_no_other_seat_holds_and_a_right_click_the_one_before(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    assert shown_colours(setup) == list(SPIRITS[:2]), "seats take the colours in order"
    swatch = setup.swatches()[0]
    click(app, swatch.rect.center)
    assert shown_colours(setup) == [SPIRITS[2], SPIRITS[1]], "seat 2's colour is skipped"
    click(app, setup.swatches()[0].rect.center)
    assert shown_colours(setup) == [SPIRITS[3], SPIRITS[1]]
    click(app, setup.swatches()[0].rect.center)
    assert shown_colours(setup) == [SPIRITS[0], SPIRITS[1]], "round the colours, skipping the one held"
    click(app, setup.swatches()[0].rect.center, button=3)
    assert shown_colours(setup) == [SPIRITS[3], SPIRITS[1]], "a right click goes back"


def test_with_every_colour_held_a_click_swaps_with_the_seat_holding_the_next(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "4").rect.center)
    assert shown_colours(setup) == list(SPIRITS)
    click(app, setup.swatches()[0].rect.center)
    assert shown_colours(setup) == [SPIRITS[1], SPIRITS[0], SPIRITS[2], SPIRITS[3]]
    click(app, setup.swatches()[3].rect.center, button=3)
    assert shown_colours(setup) == [SPIRITS[1], SPIRITS[0], SPIRITS[3], SPIRITS[2]]
    assert len(set(shown_colours(setup))) == 4


def test_colours_stay_distinct_when_seats_come_and_go(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    click(app, setup.swatches()[1].rect.center)               # seat 2: blue -> red
    click(app, setup.swatches()[1].rect.center)               # -> yellow
    assert shown_colours(setup) == [SPIRITS[0], SPIRITS[3]]
    click(app, count_button(setup, "4").rect.center)
    colours = shown_colours(setup)
    assert colours[:2] == [SPIRITS[0], SPIRITS[3]], "the seats there keep theirs"
    assert sorted(colours) == sorted(SPIRITS)
    # a seat that left, coming back to a table where its colour was taken meanwhile, takes a free one
    click(app, count_button(setup, "2").rect.center)
    click(app, setup.swatches()[1].rect.center)
    kept = shown_colours(setup)
    click(app, count_button(setup, "3").rect.center)
    assert shown_colours(setup)[:2] == kept and len(set(shown_colours(setup))) == 3


def test_the_swatchs_words_offer_the_arrows_only_to_the_keyboards_focus(make_app, started):
    # seen in the window: the pointer resting on a standee showed "Click (or ← →)", but the arrows answer the
    # keyboard's focus only, which the pointer never moves, so pressing them did nothing
    from scenes.setup import ColourSwatch

    app = make_app()
    setup = open_setup(app)
    swatch = setup.swatches()[1]
    app.frame(0.016, events=[event(pygame.MOUSEMOTION, pos=swatch.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    text, _ = setup.note()
    assert "←" not in text and "Click" in text
    tab_to(app, setup.column, lambda b: isinstance(b, ColourSwatch))
    text, _ = setup.note()
    assert "← →" in text


def test_every_seat_is_set_by_the_keyboard_alone(make_app, started):
    from scenes.setup import ColourSwatch, NameStop

    app = make_app()
    setup = open_setup(app)
    column = setup.column
    tab_to(app, column, lambda b: b.label == "3" and b.rect.top == setup.count_row.top)
    key(app, pygame.K_RETURN)
    assert setup.count == 3
    # seat 1's colour: Enter the next free, → the next, ← back
    swatch = tab_to(app, column, lambda b: isinstance(b, ColourSwatch))
    assert swatch is setup.swatches()[0]
    key(app, pygame.K_RETURN)
    assert shown_colours(setup)[0] == SPIRITS[3]
    key(app, pygame.K_RIGHT)
    assert shown_colours(setup)[0] == SPIRITS[0]
    key(app, pygame.K_LEFT)
    assert shown_colours(setup)[0] == SPIRITS[3]
    # the note says what the focused standee is, in words (not by its colour alone)
    assert app.t("lfu_colour_yellow") in setup.note()[0]
    # seat 1's name, typed
    stop = tab_to(app, column, lambda b: isinstance(b, NameStop))
    assert stop.field is setup.fields[0]
    key(app, pygame.K_RETURN)
    app.frame(0.016, events=[event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="", scancode=0)]
              + [event(pygame.TEXTINPUT, text=ch) for ch in "Zoé"])
    key(app, pygame.K_TAB)                    # leaves the name, on to the next control
    assert setup.fields[0].text == "Zoé"
    # seat 2: a human, by its segment
    tab_to(app, column, lambda b: b.label == app.t("human") and setup.seat_rows[1].colliderect(b.rect))
    key(app, pygame.K_SPACE)
    # seat 3 at Easy
    tab_to(app, column, lambda b: b.label == app.t("bot_easy") and setup.seat_rows[2].colliderect(b.rect))
    key(app, pygame.K_RETURN)
    tab_to(app, column, lambda b: b.label == app.t("start"))
    key(app, pygame.K_RETURN)
    match = started[-1]
    assert [(s.name, s.controller, s.colour) for s in match.seats[:2]] == [("Zoé", HUMAN, SPIRITS[3]),
                                                                     (app.t("player_n", n=2), HUMAN, SPIRITS[1])]
    assert match.seats[2].level == "easy" and match.seats[2].colour == SPIRITS[2]


def test_the_first_player_is_random_or_a_seat_of_the_table(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "3").rect.center)
    row = next(r for r in setup.option_rows if r.option == "first_player")
    segments = [b for b in setup.column.buttons if b.rect.top == row.label.top and b.rect.x > row.label.right]
    assert len(segments) == 4, "random, or one of the three seats"
    click(app, segments[-1].rect.center)
    match = start(app, setup, started)
    assert match.options["first_player"] == 2 and match.state.view(0).first == 2


# ---------------------------------------------------------------------- remembered


def test_the_last_living_forest_setup_comes_back_with_its_colours(make_app, started, tmp_path):
    from scenes.setup import SetupScene

    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "3").rect.center)
    type_into(app, setup.fields[0], "Ana")
    click(app, setup.swatches()[0].rect.center)                 # green -> yellow
    click(app, setup.swatches()[2].rect.center)                 # red -> green
    played = [s.colour for s in start(app, setup, started).seats]
    assert played == [SPIRITS[3], SPIRITS[1], SPIRITS[0]]
    # the next New game, and after a restart (settings.json read again)
    again = SetupScene(app)
    assert again.game_id == "living-forest" and again.count == 3 and shown_colours(again) == played
    loaded, problem = Settings.load()
    assert problem is None and [s.colour for s in loaded.setups["living-forest"].seats] == played
    # a Forêt game played since: Living Forest's tile brings its own setup back, colours included
    app.home()
    setup = SetupScene(app, "forest", 3)
    app.push(setup)
    app.frame(0.016, events=[])
    assert not setup.swatches(), "no colour for Forêt"
    forest = start(app, setup, started)
    assert all(s.colour == "" for s in forest.seats)
    app.home()
    setup = SetupScene(app, "living-forest")
    assert shown_colours(setup) == played
    # switching games on the screen too
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    assert setup.game_id == "forest"
    click(app, setup.game_tiles["living-forest"].center)
    assert shown_colours(setup) == played


def test_old_and_damaged_colours_in_settings_load(tmp_path, monkeypatch):
    """A settings file from before seat colours (no "colour"), and colours a hand may have damaged: the setup
    loads, the colour alone falls back to the seat's default."""
    seat = {"kind": "human", "level": "medium", "name": ""}
    old = SavedSetup.from_json({"game": "living-forest", "count": 2, "seats": [seat, dict(seat)]})
    assert old is not None and [s.colour for s in old.seats] == ["", ""]
    damaged = SavedSetup.from_json({"game": "living-forest", "count": 3, "seats": [
        dict(seat, colour=7), dict(seat, colour="blue\x00"), dict(seat, colour="yellow")]})
    assert damaged is not None and [s.colour for s in damaged.seats] == ["", "", "yellow"]


def test_a_remembered_setup_with_unknown_or_repeated_colours_gets_distinct_ones(make_app, started):
    from scenes.setup import SetupScene

    app = make_app()
    seats = (SavedSeat(HUMAN, "medium", "", "purple"), SavedSeat(COMPUTER, "easy", "", "red"),
             SavedSeat(COMPUTER, "medium", "", "red"))
    app.settings.setups = {"living-forest": SavedSetup("living-forest", 3, seats, {})}
    app.settings.last_setup = app.settings.setups["living-forest"]
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    assert setup.game_id == "living-forest" and setup.count == 3
    colours = shown_colours(setup)
    assert colours[1] == "red" and len(set(colours)) == 3 and set(colours) <= set(SPIRITS)


def test_the_other_games_ask_no_colour(make_app, started):
    app = make_app()
    setup = open_setup(app)
    for gid in ("forest", "savane", "canopee"):
        click(app, setup.game_tiles[gid].center)
        assert setup.game_id == gid and not setup.swatches() and not setup.palette()
        assert all(seat.colour == "" for seat in setup.seats())
    assert all(not game_def(g).info.seat_colours for g in ("forest", "savane", "canopee"))


# ---------------------------------------------------------------------- it all fits


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count", [2, 4])
def test_every_control_fits_inside_the_panel_without_overlap(make_app, started, size, lang, count):
    from scenes.setup import NameStop, SetupScene

    app = make_app(lang=lang, size=size)
    setup = SetupScene(app, "living-forest", count)
    app.push(setup)
    app.frame(0.016, events=[])
    controls = [b.rect for b in setup.column.buttons if not isinstance(b, NameStop)]
    controls += [f.rect.inflate(8, 8) for f in setup.fields] + [r.label for r in setup.option_rows]
    outside = [rect for rect in controls if not setup.box.contains(rect)]
    touching = [(rect, controls[j]) for i, rect in enumerate(controls)
                for j in rect.collidelistall(controls) if j > i]
    assert not outside and not touching, (outside, touching)
    assert len(setup.game_tiles) == 4
    # each swatch shows its standee inside it
    for swatch in setup.swatches():
        assert swatch.picture is not None and swatch.picture.get_height() <= swatch.rect.h
        assert swatch.picture.get_width() <= swatch.rect.w


@pytest.mark.parametrize("size", SIZES)
def test_four_games_fit_the_menus_shelf(make_app, started, size):
    app = make_app(size=size)
    menu = menu_of(app)
    tiles = menu.shelf.buttons
    assert [t.game_id for t in tiles] == list(GAMES)
    screen = pygame.Rect((0, 0), size)
    entries = [b.rect for b in menu.column.buttons]
    for i, tile in enumerate(tiles):
        assert screen.contains(tile.rect) and tile.rect.w >= 100
        assert all(not tile.rect.colliderect(entry) for entry in entries)
        assert all(not tile.rect.colliderect(other.rect) for other in tiles[i + 1:])


def test_the_menus_living_forest_tile_opens_its_setup(make_app, started):
    app = make_app()
    menu = menu_of(app)
    tile = next(t for t in menu.shelf.buttons if t.game_id == "living-forest")
    assert tile.label == game_def("living-forest").info.name("en")
    click(app, tile.rect.center)
    setup = app.top
    assert type(setup).__name__ == "SetupScene" and setup.game_id == "living-forest"
    assert setup.count in (2, 3, 4)


def test_the_living_forest_tile_shows_its_players_and_no_solo(make_app, started):
    from scenes.menu import opponent_name

    app = make_app(lang="fr")
    assert opponent_name(app, "living-forest") == ""
    setup = open_setup(app)
    app.frame(0.016, events=[])          # drawn: the tile says "2 à 4 joueurs" (no solo sentence to fail on)
    assert setup.game_id == "living-forest"


# ---------------------------------------------------------------------- the challenges screen


def test_the_challenges_screen_shows_living_forests_ladder_and_opens_a_rung_at_its_table(make_app):
    """Living Forest's challenges against computer Spirits are the Challenges screen's fourth column: its daily
    deal and six rungs, the first open; clicking it opens the table with the player against that rung's computer,
    and nothing is written to the progress before a game is finished."""
    from game import ladder
    from scenes.ladder import LadderScene, challenge_games
    from scenes.livingforest.table import LivingForestTable

    assert challenge_games()[-1] == "living-forest"
    with pytest.raises(ValueError):     # a rung beyond its ladder
        ladder.Challenge("living-forest", ladder.RUNG, 1, 1, rung=ladder.rung_count("living-forest"))
    app = make_app()
    menu = menu_of(app)
    click(app, next(b for b in menu.column.buttons if b.label == app.t("challenges")).rect.center)
    screen = app.top
    assert isinstance(screen, LadderScene)
    app.frame(0.016, events=[])
    column = screen.columns[challenge_games().index("living-forest")]
    assert [t.index for t in column] == [None, 0, 1, 2, 3, 4, 5]
    assert [screen.state(t) for t in column[1:]] == ["open"] + ["locked"] * 5
    assert all(screen.level_text("living-forest", i) == "" for i in range(6))        # no level chip: who, below
    assert screen.deal_texts("living-forest", 3) == [app.t("ladder_versus", who=f"3 × {app.t('bot_medium')}")]
    click(app, column[3].rect.center)            # a locked rung: it says which to beat first, nothing opens
    assert app.top is screen and screen.message
    click(app, column[1].rect.center)
    table = app.top
    assert isinstance(table, LivingForestTable)
    match = table.match
    assert match.challenge == ladder.rung_challenge("living-forest", 0) and not match.solo
    assert [(s.human, None if s.human else s.level) for s in match.seats] == [(True, None), (False, "medium")]
    progress, problem = ladder.Progress.load()
    assert problem is None and "living-forest" not in progress.to_json()["games"]


def test_every_setup_string_exists_in_both_languages():
    keys = [k for k in STRINGS if k.startswith("lfu_")]
    assert keys and all(set(STRINGS[k]) >= set(LANGUAGES) for k in keys)
    assert all(f"lfu_colour_{c}" in STRINGS for c in SPIRITS), "every Spirit's colour has its name"


def test_the_games_colours_are_the_pieces_colours_in_the_same_order():
    """The game names the Spirits' colours (GameInfo.seat_colours), the pieces say what each looks like: the same
    ids in the same order, so the setup's default colours are the table's (glyphs.seat_colours)."""
    glyphs = pytest.importorskip("scenes.livingforest.glyphs")
    assert tuple(glyphs.SPIRIT_COLOURS) == SPIRITS
