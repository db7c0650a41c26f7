"""The setup screen asks what the chosen game needs: Canopée's seats (solo, 2, 3–4), its computers (Easy, Medium),
its card set (base, A–D), D's species drawn or hand-picked, the Season Change cards, the solo difficulty and the first
player — every one reachable by mouse and by keyboard, the match started with exactly what was chosen, and each game's
last setup offered again. Driven by synthetic pygame events on the dummy display.

Canopée's table is another screen's work: the started match is caught where the setup hands it to the router
(scenes.games.table_scene), and Canopée is put in the window's list of games (scenes.games.window_games) here."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core.registry import game_def
from game.i18n import LANGUAGES, option_label
from game.session import COMPUTER, HUMAN
from game.userdata import Settings
from tests.input import click, key

APP_SIZE = (1280, 720)


class Started:
    """What the router was asked to open: the match, on a scene that shows nothing."""

    def __init__(self) -> None:
        self.matches = []


@pytest.fixture
def started(monkeypatch):
    import scenes.games as games
    from scenes.base import Scene

    record = Started()

    class Table(Scene):
        def __init__(self, app, match, **_):
            super().__init__(app)
            self.match = match

        def draw(self, surface):
            surface.fill((0, 0, 0))

    def table_scene(app, match, **options):
        record.matches.append(match)
        return Table(app, match)

    monkeypatch.setattr(games, "window_games", lambda: ("forest", "savane", "canopee"))
    monkeypatch.setattr(games, "table_scene", table_scene)
    return record


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def labels(column):
    return [b.label for b in column.buttons]


def focused(column):
    return next((b for b in column.buttons if b.focus), None)


def open_setup(app):
    """The menu, New game, then Canopée's tile: as a player gets there."""
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    menu = app.top
    click(app, next(b for b in menu.column.buttons if b.label == app.t("new_game")).rect.center)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.game_tiles["canopee"].center)
    assert setup.game_id == "canopee"
    return setup


def segment(setup, option, value):
    """The button of one value of one option (its row is the option's; its label the value's)."""
    row = next(r for r in setup.option_rows if r.option == option)
    found = [b for b in setup.column.buttons if b.label in forms(setup, option, value) and b.rect.top == row.label.top]
    assert len(found) == 1, (option, value, labels(setup.column))
    return found[0]


def forms(setup, option, value):
    """How a value's segment may read: its label, its short form ("A"), a seat by its number ("4")."""
    if value == "pick":
        return {setup.t("coll_choose")}
    label = option_label("canopee", option, value, setup.app.lang)
    return {label, label.split(" · ")[0]} | ({str(value + 1)} if option == "first_player" and type(value) is int
                                             else set())


def count_button(setup, label):
    return next(b for b in setup.column.buttons if b.label == label and b.rect.top == setup.count_row.top)


def seat_buttons(setup, i):
    """Seat i's "who plays" segments, left to right."""
    row = setup.seat_rows[i]
    return [b for b in setup.column.buttons if b.rect.top == row.top + int(3 * setup.k) and b.rect.colliderect(row)]


def start(app, setup, started):
    click(app, setup.start_rect.center)
    assert started.matches, "the table was asked for"
    return started.matches[-1]


# ---------------------------------------------------------------------- what Canopée asks


def test_canopee_offers_solo_two_three_or_four_and_its_own_computers(make_app, started):
    app = make_app()
    setup = open_setup(app)
    rules = app.catalogue["canopee"]
    counts = [b.label for b in setup.column.buttons if b.rect.top == setup.count_row.top]
    assert counts == [app.t("solo")] + [str(n) for n in range(rules.players_min, rules.players_max + 1)]
    click(app, count_button(setup, "2").rect.center)
    agents = [a for a in game_def("canopee").agents if a != "random"]
    assert [b.label for b in seat_buttons(setup, 1)] == [app.t("human")] + [app.t(f"bot_{a}") for a in agents]
    assert agents[-1] == "hard", "Canopée's strongest computer is its Hard, on the collection's search"


@pytest.mark.parametrize("count, asked", [
    (1, ["card_set", "difficulty"]),
    (2, ["card_set", "season_change", "first_player"]),
    (3, ["card_set", "season_change", "first_player"]),
    (4, ["card_set", "season_change", "first_player"]),
])
def test_each_mode_asks_only_its_own_options(make_app, started, count, asked):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, app.t("solo") if count == 1 else str(count)).rect.center)
    assert [r.option for r in setup.option_rows] == asked
    if "first_player" in asked:
        values = [b.label for b in setup.column.buttons
                  if b.rect.top == next(r for r in setup.option_rows if r.option == "first_player").label.top]
        seats = ["random", *range(count)]
        assert len(values) == len(seats) and all(v in forms(setup, "first_player", s) for v, s in zip(values, seats))


def test_a_two_player_game_by_mouse_starts_with_every_option_chosen(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    click(app, seat_buttons(setup, 0)[0].rect.center)                       # Human
    click(app, seat_buttons(setup, 1)[1].rect.center)                       # Easy
    click(app, segment(setup, "card_set", "C").rect.center)
    click(app, segment(setup, "season_change", True).rect.center)
    click(app, segment(setup, "first_player", 1).rect.center)
    match = start(app, setup, started)
    assert match.game_id == "canopee" and not match.solo
    assert [(s.controller, s.level) for s in match.seats] == [(HUMAN, "medium"), (COMPUTER, "easy")]
    assert match.options == {"card_set": "C", "season_change": True, "first_player": 1}
    assert match.state.options["card_set"] == "C" and match.state.options["season_change"] is True


def test_set_d_plays_a_random_or_a_counted_draw_of_species(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    assert "species" not in [r.option for r in setup.option_rows], "the species matter only for set D"
    click(app, segment(setup, "card_set", "D").rect.center)
    assert [r.option for r in setup.option_rows][:2] == ["card_set", "species"]
    click(app, segment(setup, "species", 7).rect.center)
    match = start(app, setup, started)
    assert match.options["card_set"] == "D" and match.options["species"] == 7
    assert len(match.state.species) == 7


def test_hand_picked_species_by_mouse(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    click(app, segment(setup, "species", "pick").rect.center)
    dialog = setup.picker
    assert dialog is not None
    rules = app.catalogue["canopee"]
    wanted = ["boa", "frog", "jaguar", "marmoset", "tamarin", "howler"]
    done = next(b for b in dialog.column.buttons if b.label == app.t("coll_species_done"))
    for n, sid in enumerate(wanted):
        assert not next(b for b in dialog.column.buttons if b.label == app.t("coll_species_done")).enabled, \
            f"Done waits for a count the game allows ({n} chosen)"
        tile = dialog.tiles[list(rules.species).index(sid)]
        click(app, tile.center)
    done = next(b for b in dialog.column.buttons if b.label == app.t("coll_species_done"))
    assert done.enabled
    click(app, done.rect.center)
    assert setup.picker is None
    assert segment(setup, "species", "pick").primary
    assert [s.id for s in setup.picked_items("species")] == [s for s in rules.species if s in wanted]
    match = start(app, setup, started)
    assert match.options["species"] == tuple(s for s in rules.species if s in wanted)
    assert set(match.state.species) == set(wanted)


def test_the_species_dialog_caps_the_count_and_escape_keeps_the_choice_before(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    click(app, segment(setup, "species", "pick").rect.center)
    dialog = setup.picker
    for tile in dialog.tiles:                           # every species clicked: only as many as allowed stay
        click(app, tile.center)
    assert len(dialog.picked) == max(dialog.counts)
    click(app, next(b for b in dialog.column.buttons if b.label == app.t("coll_species_done")).rect.center)
    chosen = setup.choices["species"]
    click(app, segment(setup, "species", "pick").rect.center)
    assert setup.picker.picked == set(chosen), "the dialog opens on the species chosen"
    click(app, next(b for b in setup.picker.column.buttons if b.label == app.t("coll_species_clear")).rect.center)
    assert not setup.picker.picked
    key(app, pygame.K_ESCAPE)
    assert setup.picker is None and setup.choices["species"] == chosen, "Escape changes nothing"
    from scenes.setup import SetupScene

    assert isinstance(app.top, SetupScene), "and stays on the setup"


def test_draw_at_random_picks_a_count_the_rules_allow(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "3").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    click(app, segment(setup, "species", "pick").rect.center)
    draw = next(b for b in setup.picker.column.buttons if b.label == app.t("coll_species_draw"))
    for _ in range(5):
        click(app, draw.rect.center)
        assert len(setup.picker.picked) in setup.picker.counts
    click(app, next(b for b in setup.picker.column.buttons if b.label == app.t("coll_species_done")).rect.center)
    match = start(app, setup, started)
    assert len(match.seats) == 3 and set(match.state.species) == set(setup.choices["species"])


def test_a_solo_game_asks_the_difficulty_and_plays_against_the_spirit(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, app.t("solo")).rect.center)
    assert not seat_buttons(setup, 0), "solo: no seat kinds"
    click(app, segment(setup, "card_set", "A").rect.center)
    click(app, segment(setup, "difficulty", "harder").rect.center)
    spirit = game_def("canopee").info.opponent["en"]
    assert spirit in setup.note()[0]
    assert setup.about(next(s for s in setup.offered_options() if s.id == "card_set")) == \
        app.t("coll_about_canopee_card_set_A_solo", removed="Collybia, Pitcher Plant and Lightning")
    match = start(app, setup, started)
    assert match.solo and len(match.seats) == 1
    assert match.options == {"card_set": "A", "difficulty": "harder"}


def test_four_players_put_every_species_in_and_offer_each_seat_first(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "4").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    assert "species" not in [r.option for r in setup.option_rows], "four players play every species"
    assert app.t("coll_note_all_wildlife") in setup.note()[0]
    click(app, segment(setup, "first_player", 3).rect.center)
    for i in (1, 2):
        click(app, seat_buttons(setup, i)[0].rect.center)                   # two more humans
    match = start(app, setup, started)
    assert [s.controller for s in match.seats] == [HUMAN, HUMAN, HUMAN, COMPUTER]
    assert match.options == {"card_set": "D", "season_change": False, "first_player": 3}


def test_a_first_player_beyond_the_table_falls_back_to_the_default(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "4").rect.center)
    click(app, segment(setup, "first_player", 3).rect.center)
    click(app, count_button(setup, "2").rect.center)
    assert segment(setup, "first_player", "random").primary
    assert start(app, setup, started).options["first_player"] == "random"


# ---------------------------------------------------------------------- the keyboard alone


def tab_to(app, column, wanted, limit=80):
    for _ in range(limit):
        b = focused(column)
        if b is not None and wanted(b):
            return b
        key(app, pygame.K_TAB)
    raise AssertionError("never reached by Tab")


@pytest.mark.slow
def test_every_canopee_option_is_reached_and_chosen_with_the_keyboard(make_app, started):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    app = make_app()
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    menu = app.top
    tab_to(app, menu.column, lambda b: b.label == app.t("new_game"))
    key(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, SetupScene)
    tab_to(app, setup.column, lambda b: b.rect == setup.game_tiles["canopee"])
    key(app, pygame.K_RETURN)
    assert setup.game_id == "canopee"
    tab_to(app, setup.column, lambda b: b.label == "3" and b.rect.top == setup.count_row.top)
    key(app, pygame.K_SPACE)
    assert setup.count == 3
    chosen = {("card_set", "D"), ("season_change", True), ("first_player", 2)}
    for option, value in sorted(chosen, key=str):
        tab_to(app, setup.column, lambda b: b is segment(setup, option, value))
        key(app, pygame.K_RETURN)
        assert segment(setup, option, value).primary, (option, value)
    # the species, hand-picked: the dialog takes the keyboard; arrows walk the species, Space ticks
    tab_to(app, setup.column, lambda b: b is segment(setup, "species", "pick"))
    key(app, pygame.K_RETURN)
    dialog = setup.picker
    assert dialog is not None
    assert focused(dialog.column) is dialog.column.buttons[0], "the focus on the first species"
    key(app, pygame.K_SPACE)
    for _ in range(5):
        key(app, pygame.K_RIGHT)
        key(app, pygame.K_SPACE)
    assert len(dialog.picked) == 6
    tab_to(app, dialog.column, lambda b: b.label == app.t("coll_species_done"))
    key(app, pygame.K_RETURN)
    assert setup.picker is None and len(setup.choices["species"]) == 6
    assert focused(setup.column) is segment(setup, "species", "pick"), "the focus is back where it was"
    # a seat made Easy, then Start
    tab_to(app, setup.column, lambda b: b in seat_buttons(setup, 2) and b.label == app.t("bot_easy"))
    key(app, pygame.K_RETURN)
    tab_to(app, setup.column, lambda b: b.label == app.t("start"))
    key(app, pygame.K_RETURN)
    match = started.matches[-1]
    assert match.options == {"card_set": "D", "species": setup.choices["species"], "season_change": True,
                             "first_player": 2}
    assert [(s.controller, s.level) for s in match.seats][2] == (COMPUTER, "easy")
    rules = app.catalogue["canopee"]
    assert setup.choices["species"] == tuple(list(rules.species)[:6]), "the first six, ticked in order"


# ---------------------------------------------------------------------- each game remembers its setup


def test_each_game_comes_back_as_it_was_last_played(make_app, started):
    from scenes.setup import SetupScene

    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "3").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    click(app, segment(setup, "species", 6).rect.center)
    click(app, segment(setup, "season_change", True).rect.center)
    click(app, seat_buttons(setup, 2)[1].rect.center)                       # seat 3: Easy
    start(app, setup, started)
    app.home()
    # then a Forêt game of five
    setup = SetupScene(app, "forest")
    app.push(setup)
    app.frame(0.016, events=[])
    click(app, count_button(setup, "5").rect.center)
    start(app, setup, started)
    app.home()

    saved = Settings.load()[0]
    assert saved.last_setup.game_id == "forest" and set(saved.setups) == {"canopee", "forest"}
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    assert (setup.game_id, setup.count) == ("forest", 5), "New game opens on the last game played"
    # choosing Canopée here: the table stays (five seats, fitted to Canopée's four), its options come back
    click(app, setup.game_tiles["canopee"].center)
    assert setup.count == 4
    assert setup.match_options() == {"card_set": "D", "season_change": True, "first_player": "random"}
    click(app, count_button(setup, "3").rect.center)
    assert setup.match_options() == {"card_set": "D", "species": 6, "season_change": True, "first_player": "random"}
    click(app, segment(setup, "season_change", False).rect.center)
    click(app, setup.game_tiles["forest"].center)
    click(app, setup.game_tiles["canopee"].center)
    assert setup.match_options()["season_change"] is False, "as set here before going to another game"
    app.home()
    # opened on Canopée (the menu's shelf): Canopée's whole last setup, its seats too
    setup = SetupScene(app, "canopee")
    app.push(setup)
    app.frame(0.016, events=[])
    assert setup.count == 3 and [s.level for s in setup.seats()][2] == "easy"
    assert setup.match_options() == {"card_set": "D", "species": 6, "season_change": True, "first_player": "random"}


def test_the_menus_shelf_opens_the_setup_on_that_games_last_setup(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, app.t("solo")).rect.center)
    click(app, segment(setup, "difficulty", "easier").rect.center)
    start(app, setup, started)
    app.home()
    menu = app.top
    tile = next(b for b in menu.shelf.buttons if b.game_id == "canopee")
    click(app, tile.rect.center)
    if menu.asking:                     # the table stand-in saved nothing, but a real one would have
        click(app, next(b for b in menu.dialog.buttons if b.label == app.t("new_game")).rect.center)
    setup = app.top
    assert setup.game_id == "canopee" and setup.count == 1
    assert setup.match_options() == {"card_set": "base", "difficulty": "easier"}


def test_a_level_a_game_lacks_shows_as_medium_there_and_comes_back(make_app, started, monkeypatch):
    from scenes.setup import SetupScene

    monkeypatch.delitem(game_def("canopee").agents, "hard")     # a game without a Hard computer
    app = make_app()
    setup = SetupScene(app, "forest", 3)
    app.push(setup)
    app.frame(0.016, events=[])
    click(app, [b for b in setup.column.buttons if b.label == app.t("bot_hard")][1].rect.center)   # seat 2: Hard
    click(app, setup.game_tiles["canopee"].center)
    assert setup.seats()[1].level == "medium"
    lit = [b.label for b in seat_buttons(setup, 1) if b.primary]
    assert lit == [app.t("bot_medium")]
    click(app, setup.game_tiles["forest"].center)
    assert setup.seats()[1].level == "hard"


def test_a_settings_file_without_setups_or_with_damaged_options_loads(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    seat = {"kind": "human", "level": "medium", "name": "Ana"}
    (tmp_path / "settings.json").write_text(json.dumps({
        "language": "en",
        "last_setup": {"game": "canopee", "count": 1, "seats": [seat],
                       "options": {"card_set": "D", "species": ["boa", 3], "bad key": 1, "season_change": True}},
        "setups": {"forest": {"game": "savane", "count": 1, "seats": [seat]},     # filed under another game
                   "canopee": "damaged",
                   "savane": {"game": "savane", "count": 1, "seats": [seat], "options": [1, 2]}},
    }))
    settings, problem = Settings.load()
    assert problem is None
    assert settings.last_setup.options == {"card_set": "D", "season_change": True}
    assert set(settings.setups) == {"savane"} and settings.setups["savane"].options == {}


def test_options_no_longer_offered_give_the_default(make_app, started, tmp_path):
    """A remembered value the game does not offer (a card set since removed, a seat beyond the table) is the
    game's default, never an error at Start."""
    from game.userdata import SavedSeat, SavedSetup
    from scenes.setup import SetupScene

    app = make_app()
    seats = (SavedSeat(HUMAN, "medium", ""), SavedSeat(COMPUTER, "easy", ""))
    app.settings.last_setup = SavedSetup("canopee", 2, seats,
                                         {"card_set": "Z", "first_player": 5, "season_change": "yes"})
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    assert setup.game_id == "canopee"
    match = start(app, setup, started)
    assert match.options == {"card_set": "base", "season_change": False, "first_player": "random"}


# ---------------------------------------------------------------------- it fits


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("count, choices", [
    (1, {"card_set": "D", "species": ("boa", "frog", "ant", "kinkajou", "sloth", "toucan", "jaguar")}),
    (2, {"card_set": "D", "species": ("boa", "frog", "ant", "kinkajou", "sloth", "toucan")}),
    (3, {"card_set": "D"}),
    (4, {"card_set": "C"}),
])
def test_every_control_fits_inside_the_panel_without_overlap(make_app, started, size, lang, count, choices):
    from scenes.setup import NameStop, SetupScene

    app = make_app(lang=lang, size=size)
    setup = SetupScene(app, "canopee", count)
    setup.choices.update(choices)
    app.push(setup)
    app.frame(0.016, events=[])
    rects = [b.rect for b in setup.column.buttons if not isinstance(b, NameStop)] + \
        [f.rect.inflate(8, 8) for f in setup.fields]
    rects += [r.label for r in setup.option_rows] + [r.about for r in setup.option_rows if r.about]
    for i, rect in enumerate(rects):
        assert setup.box.contains(rect), rect
        for other in rects[i + 1:]:
            assert not rect.colliderect(other), (rect, other)
    # the note sits between Back and Start, clear of both
    assert not setup.note_box.colliderect(setup.start_rect)
    assert all(not setup.note_box.colliderect(b.rect) for b in setup.column.buttons if b.label == app.t("back"))
    setup.open_pick("species")
    app.frame(0.016, events=[])
    if setup.picker is not None:
        dialog = setup.picker
        boxes = [b.rect for b in dialog.column.buttons] + [rect for _, rect in dialog.headings]
        for i, rect in enumerate(boxes):
            assert dialog.box.contains(rect)
            for other in boxes[i + 1:]:
                assert not rect.colliderect(other), (rect, other)


def test_every_collection_string_exists_in_both_languages():
    from game.i18n import STRINGS

    keys = [k for k in STRINGS if k.startswith("coll_")]
    assert len(keys) > 30
    for k in keys:
        assert all(STRINGS[k].get(lang) for lang in LANGUAGES), k


def test_the_arrows_walk_the_species_grid_by_rows(make_app, started):
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    click(app, segment(setup, "card_set", "D").rect.center)
    tab_to(app, setup.column, lambda b: b is segment(setup, "species", "pick"))
    key(app, pygame.K_RETURN)
    dialog = setup.picker
    names = [b.label for b in dialog.column.buttons]
    species = list(app.catalogue["canopee"].species.values())
    assert names[:len(species)] == [s.names["en"] for s in species]
    key(app, pygame.K_DOWN)                  # under the first base species: the fifth
    assert dialog.column.focus == 4
    key(app, pygame.K_DOWN)                  # the first advanced species, under the base group
    assert species[dialog.column.focus].advanced and dialog.column.focus == 6
    key(app, pygame.K_UP)
    assert dialog.column.focus == 4
    for _ in range(5):
        key(app, pygame.K_DOWN)              # down to the buttons under the grid, and no further
    assert dialog.column.buttons[dialog.column.focus].label == app.t("coll_species_draw")


# ---------------------------------------------------------------------- the game says what may be hand-picked


def _modes(info):
    """Every table of a game: (players, solo)."""
    return ([(1, True)] if info.solo else []) + [(n, False) for n in range(info.players_min, info.players_max + 1)]


def test_canopee_offers_its_species_to_pick_exactly_where_its_card_data_says():
    from game.canopee import CANOPEE
    rules = CANOPEE.rules
    for set_id, card_set in rules.card_sets.items():
        for players, solo in _modes(CANOPEE.info):
            options = {"card_set": set_id, "season_change": True}
            pick = CANOPEE.option_pick("species", options, players, solo)
            chooses = card_set.wildlife == "choose" and not rules.mode_for(players, solo).all_wildlife
            assert (pick is not None) == chooses, (set_id, players, solo)
            assert CANOPEE.option_matters("species", options, players, solo) == chooses
            if pick is None:
                continue
            assert pick.counts == tuple(card_set.species_counts)
            assert [item.id for item in pick.items] == list(rules.species), "every species, in the data's order"
            for item in pick.items:
                species = rules.species[item.id]
                assert item.icon == species.active and item.name("fr") == species.names["fr"]
                assert item.group == ("adv" if species.advanced else "base")
    # nothing else is picked by hand, and a damaged choice of card set picks nothing
    for spec in CANOPEE.info.options:
        if spec.id != "species":
            assert CANOPEE.option_pick(spec.id, {"card_set": "D"}, 2, False) is None
            assert CANOPEE.option_matters(spec.id, {"card_set": "D"}, 2, False)
    for damaged in ({}, {"card_set": "Z"}, {"card_set": ["D"]}, {"card_set": None}):
        assert CANOPEE.option_pick("species", damaged, 2, False) is None, damaged


def test_a_game_without_picks_asks_every_option_of_its_mode():
    forest = game_def("forest")
    assert forest.option_pick("anything", {}, 2, False) is None
    assert forest.option_matters("anything", {}, 2, False) is True
    assert forest.option_words("fr") == {}


def test_a_pick_allows_only_distinct_known_items_in_an_allowed_count():
    from game.core.protocol import Pick, PickItem

    pick = Pick(tuple(PickItem(i, {"en": i.upper()}) for i in "abcde"), (2, 3))
    assert pick.valid(("a", "b")) and pick.valid(("e", "a", "c")) and pick.valid(["b", "d"])
    for bad in ((), ("a",), ("a", "b", "c", "d"), ("a", "a"), ("a", "z"), ("a", 1), "ab", None, 2):
        assert not pick.valid(bad), bad
    assert pick.ordered({"e", "a", "c"}) == ("a", "c", "e"), "the items' order, whatever the order picked"
    assert PickItem("x", {"en": "Ex"}).name("fr") == "Ex", "English when the language has no name"


def test_every_pick_of_every_game_has_its_words_in_both_languages():
    """The pick dialog's words are the option's (or the game's own): a game offering a pick names them all."""
    import itertools

    from game.core.registry import game_ids
    from game.i18n import STRINGS

    found = 0
    for game_id in game_ids():
        game = game_def(game_id)
        specs = game.info.options
        for players, solo in _modes(game.info):
            for values in itertools.product(*(spec.values for spec in specs)):
                options = {spec.id: value for spec, value in zip(specs, values)}
                for spec in specs:
                    pick = game.option_pick(spec.id, options, players, solo)
                    if pick is None:
                        continue
                    found += 1
                    assert pick.items and pick.counts and max(pick.counts) <= len(pick.items)
                    parts = {"title", "intro", "count", "draw", "clear", "done", "or"}
                    parts |= {item.group for item in pick.items if item.group}
                    for part in parts:
                        keys = [f"coll_{game_id}_{spec.id}_{part}", f"coll_{spec.id}_{part}"]
                        key = next((k for k in keys if k in STRINGS), None)
                        assert key is not None, keys
                        assert all(STRINGS[key].get(lang) for lang in LANGUAGES), key
                    for item in pick.items:
                        assert all(item.names.get(lang) for lang in LANGUAGES), item
    assert found, "Canopée's set D offers its species"


def test_the_setup_offers_whatever_pick_the_game_declares(make_app, started, monkeypatch):
    """No game's name in the setup: it asks the game. Here Canopée is made to offer three made-up species to pick
    two of, with any card set: the row, the Choose… segment, the dialog and the match's options follow."""
    from game.canopee import CanopeeDef
    from game.core.protocol import Pick, PickItem

    items = (PickItem("x1", {"en": "Xenops", "fr": "Sittine"}),
             PickItem("x2", {"en": "Yapok", "fr": "Yapock"}),
             PickItem("x3", {"en": "Zorro", "fr": "Renard"}))
    offered = {"on": True}

    def option_pick(self, option_id, options, players, solo):
        return Pick(items, (2,)) if option_id == "species" and offered["on"] else None

    monkeypatch.setattr(CanopeeDef, "option_pick", option_pick)
    app = make_app()
    setup = open_setup(app)
    click(app, count_button(setup, "2").rect.center)
    assert [r.option for r in setup.option_rows][:2] == ["card_set", "species"], "asked with the base set too"
    click(app, segment(setup, "species", "pick").rect.center)
    dialog = setup.picker
    assert [b.label for b in dialog.column.buttons][:3] == ["Xenops", "Yapok", "Zorro"]
    assert not dialog.headings, "items without a group: no heading"
    assert dialog.counts == (2,)
    click(app, dialog.tiles[2].center)
    click(app, dialog.tiles[0].center)
    click(app, dialog.done_button.rect.center)
    assert setup.picker is None and setup.choices["species"] == ("x1", "x3")
    assert [item.id for item in setup.picked_items("species")] == ["x1", "x3"]
    assert setup.match_options()["species"] == ("x1", "x3")
    # the game no longer offers it (here: its data changed): the row is not asked, the choice is kept for later
    offered["on"] = False
    setup.layout(app.size)
    assert "species" not in [r.option for r in setup.option_rows] and "species" not in setup.match_options()
    assert setup.chosen_options()["species"] == ("x1", "x3")


def test_a_hand_picked_setup_saved_by_the_previous_version_comes_back(tmp_path, monkeypatch, make_app, started):
    """settings.json as the previous version wrote it (the species a JSON list, in the card data's order): the
    setup opens on it, Choose… lit, and starts the game with those species; saved again in the same form."""
    from scenes.setup import SetupScene

    app = make_app()
    rules = app.catalogue["canopee"]
    picked = ["boa", "frog", "jaguar", "marmoset", "tamarin", "howler", "ant"]
    in_order = [s for s in rules.species if s in picked]
    seats = [{"kind": "human", "level": "medium", "name": ""}, {"kind": "computer", "level": "easy", "name": ""}]
    saved = {"game": "canopee", "count": 2, "seats": seats,
             "options": {"card_set": "D", "species": in_order, "season_change": True}}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "en", "last_setup": saved, "setups": {"canopee": saved}}))
    app.settings = Settings.load()[0]
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    assert segment(setup, "species", "pick").primary
    assert [item.id for item in setup.picked_items("species")] == in_order
    assert setup.about(next(s for s in setup.offered_options() if s.id == "species")) == \
        app.t("coll_about_canopee_species_pick", n=7)
    assert setup.about(next(s for s in setup.offered_options() if s.id == "card_set")) == \
        app.t("coll_about_canopee_card_set_D", counts="6 or 7")
    match = start(app, setup, started)
    assert match.options == {"card_set": "D", "species": tuple(in_order), "season_change": True,
                             "first_player": "random"}
    assert set(match.state.species) == set(picked)
    written = json.loads(path.read_text())
    assert written["setups"]["canopee"]["options"] == saved["options"]
    assert written["last_setup"]["options"] == saved["options"]


def test_the_protocol_and_the_setup_name_no_game():
    """game/core/protocol.py serves every game; the setup asks the games (no Canopée branch in its code)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    protocol = (root / "game" / "core" / "protocol.py").read_text(encoding="utf-8")
    assert "canop" not in protocol.lower() and "species" not in protocol.lower()
    imported = {alias.name for node in ast.walk(ast.parse(protocol)) if isinstance(node, ast.Import)
                for alias in node.names} | {node.module for node in ast.walk(ast.parse(protocol))
                                            if isinstance(node, ast.ImportFrom)}
    assert not any(name and name.startswith("pygame") for name in imported)
    code: set[str] = set()
    modules = sorted((root / "scenes" / "setup").glob("*.py"))
    assert len(modules) > 1, "the setup is the package scenes/setup/"
    for module in modules:
        tree = ast.parse(module.read_text(encoding="utf-8"))
        literals = {node.value for node in ast.walk(tree)
                    if isinstance(node, ast.Constant) and isinstance(node.value, str)}
        docstrings = {ast.get_docstring(node, clean=False) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))}
        code |= literals - docstrings
    assert not any("canopee" in s.lower() or "species" in s.lower() for s in code), \
        [s for s in code if "canopee" in s.lower() or "species" in s.lower()]
