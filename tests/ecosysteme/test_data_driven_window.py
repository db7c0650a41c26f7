"""The window takes what it shows from the card data: a data/cards.yaml that passes validation (a kind dropped,
other seat counts, …) opens every screen the same way, never a crash on a card id or a number written in code."""
from __future__ import annotations

import copy
import dataclasses

import pytest
import yaml

import game.core.catalogue as catalogue_module
from game.core.catalogue import default_catalogue, parse_catalogue
from game.resources import resource_path
from game.session import COMPUTER, HUMAN
from tests.input import click

APP_SIZE = (1280, 720)
SHIPPED = yaml.safe_load(resource_path("data", "cards.yaml").read_text(encoding="utf-8"))


# --------------------------------------------------------------------------- edited card data


def drop(doc: dict, game_id: str, *kind_ids: str) -> None:
    game = doc["games"][game_id]
    game["kinds"] = [k for k in game["kinds"] if k["id"] not in kind_ids]


def kind(doc: dict, game_id: str, kind_id: str) -> dict:
    return next(k for k in doc["games"][game_id]["kinds"] if k["id"] == kind_id)


def without_lion(doc: dict) -> None:
    """Savane without its lion: nothing else names it; more grassland keeps the deck big enough for six."""
    drop(doc, "savane", "lion")
    kind(doc, "savane", "grassland")["count"] += 10


def forest_from_three(doc: dict) -> None:
    doc["games"]["forest"]["players"]["min"] = 3


def without_the_pictured_cards(doc: dict) -> None:
    """Every card the menu's fan and the setup's tiles would show, gone (the rules naming them rewritten)."""
    drop(doc, "forest", "fox", "bee", "bear", "stream", "meadow")
    kind(doc, "forest", "trout")["scoring"] = [{"rule": "per_card", "of": ["dragonfly"], "where": "adjacent",
                                               "points": 2}]
    kind(doc, "forest", "dragonfly")["scoring"] = [{"rule": "flat", "points": 1}]
    doc["games"]["forest"]["neutral"]["compares"] = ["wolf"]
    kind(doc, "forest", "deer")["count"] += 80
    drop(doc, "savane", "lion", "giraffe", "gazelle", "waterhole")
    kind(doc, "savane", "cheetah")["scoring"] = [{"rule": "flat", "points": 1}]
    kind(doc, "savane", "zebra")["scoring"].append({"rule": "majority", "measure": "count", "prizes": [5, 2]})
    doc["games"]["savane"]["neutral"]["compares"] = ["zebra"]
    kind(doc, "savane", "grassland")["count"] += 60


def reordered(doc: dict) -> None:
    """Kinds listed the other way round, and a Forêt without its Lapin (nothing to swap)."""
    for game in (doc["games"]["forest"], doc["games"]["savane"]):
        game["kinds"].reverse()
    drop(doc, "forest", "rabbit")
    kind(doc, "forest", "eagle")["scoring"][0]["of"] = ["trout"]


@pytest.fixture
def card_data(monkeypatch):
    """install(edit): the bundled card data becomes the shipped one changed by ``edit(doc)`` (it must still pass
    validation), for the window and the rules alike; the shipped data is back after the test."""

    def install(edit) -> catalogue_module.Catalogue:
        doc = copy.deepcopy(SHIPPED)
        edit(doc)
        edited = parse_catalogue(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False))
        default_catalogue.cache_clear()
        monkeypatch.setattr(catalogue_module, "load_catalogue", lambda path=None, lazy=False: edited)
        assert default_catalogue() is edited
        return edited

    yield install
    default_catalogue.cache_clear()


def frames(app, n: int = 1) -> None:
    for _ in range(n):
        app.frame(0.016, events=[])


def count_button(setup, label: str):
    return next(b for b in setup.column.buttons if b.label == label)


def offered_counts(app, setup) -> list[str]:
    return [b.label for b in setup.column.buttons if b.label.isdigit() or b.label == app.t("solo")]


# --------------------------------------------------------------------------- the pictures of the games


def test_the_pictures_keep_their_cards_when_the_data_has_them():
    from scenes.ecosysteme.cardart import pick_kinds
    from scenes.menu import fan_cards
    from scenes.ecosysteme.screens import EMBLEM

    cat = default_catalogue()
    assert fan_cards(cat) == [("forest", "fox"), ("savane", "giraffe"), ("forest", "bee"), ("savane", "lion"),
                              ("forest", "stream")]      # the menu as it always was
    assert pick_kinds(cat["forest"], EMBLEM["forest"]) == ("bear", "meadow")
    assert pick_kinds(cat["savane"], EMBLEM["savane"]) == ("lion", "waterhole")


def test_a_card_the_data_lacks_gives_way_to_one_of_the_same_kind_of_card():
    from scenes.ecosysteme.cardart import pick_kinds

    cat = parse_catalogue(yaml.safe_dump(_edited(without_the_pictured_cards), allow_unicode=True))
    forest, savane = cat["forest"], cat["savane"]
    # the first animal (terrain) left, in the data's order, never one twice; no habitat left: any card left
    assert pick_kinds(forest, [("fox", "animal"), ("bee", "animal"), ("stream", "habitat")]) == (
        "trout", "eagle", "dragonfly")
    assert pick_kinds(savane, [("lion", "animal"), ("waterhole", "terrain")]) == ("zebra", "grassland")
    # a kind that is there stays, and is not taken again by a stand-in before it
    assert pick_kinds(savane, [("lion", "animal"), ("zebra", "animal")]) == ("cheetah", "zebra")


def test_a_game_with_fewer_kinds_than_wanted_repeats_them():
    from scenes.ecosysteme.cardart import pick_kinds

    rules = default_catalogue()["forest"]
    one = dataclasses.replace(rules, kinds=rules.kinds[:1], kind_by_id={"bee": rules.kinds[0]})
    assert pick_kinds(one, [("fox", "animal"), ("stream", "habitat")]) == ("bee", "bee")


def _edited(edit) -> dict:
    doc = copy.deepcopy(SHIPPED)
    edit(doc)
    return doc


@pytest.mark.parametrize("edit", [without_lion, without_the_pictured_cards])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_menu_and_the_setup_show_cards_of_the_data(make_app, card_data, edit, lang):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    cat = card_data(edit)
    app = make_app(lang)
    menu = MenuScene(app)
    app.push(menu)
    frames(app, 8)                     # the fan is dealt one card per frame, from the second frame on
    assert menu.dealt == len(menu.fan) == 5
    assert len(set(menu.fan)) == 5
    assert all(kind_id in cat[game_id].kind_ids for game_id, kind_id in menu.fan)
    setup = SetupScene(app)
    app.push(setup)
    for game_id in ("forest", "savane"):
        click(app, setup.game_tiles[game_id].center)     # each tile drawn with its cards, each game chosen
        assert setup.game_id == game_id
    click(app, setup.start_rect.center)
    assert app.top.match.game_id == "savane"


@pytest.mark.parametrize("edit", [without_lion, without_the_pictured_cards])
def test_the_challenges_screen_shows_cards_of_the_data(make_app, card_data, edit):
    from scenes.ladder import LadderScene
    from scenes.ecosysteme.screens import EMBLEM
    from scenes.ecosysteme.cardart import pick_kinds

    cat = card_data(edit)
    app = make_app("en")
    app.push(LadderScene(app))
    frames(app, 3)                     # both games' headers drawn with their emblem cards
    for game_id in ("forest", "savane"):
        assert set(pick_kinds(cat[game_id], EMBLEM[game_id])) <= set(cat[game_id].kind_ids)


def test_setup_offers_only_the_seat_counts_of_the_data(make_app, card_data):
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    card_data(forest_from_three)
    app = make_app()
    setup = SetupScene(app)
    app.push(setup)
    click(app, setup.game_tiles["forest"].center)
    assert offered_counts(app, setup) == [app.t("solo"), "3", "4", "5", "6"]
    click(app, count_button(setup, "3").rect.center)
    click(app, setup.start_rect.center)
    assert isinstance(app.top, TableScene) and len(app.top.match.seats) == 3
    frames(app, 2)


def test_a_table_of_two_becomes_the_nearest_table_not_the_solo_game(make_app, card_data):
    """Two seats of Savane, then Forêt which starts at three: three seats (1 and 3 are as near, but one is
    the solo challenge, another game altogether)."""
    from scenes.setup import SetupScene

    card_data(forest_from_three)
    app = make_app()
    setup = SetupScene(app, "savane", 2)
    app.push(setup)
    frames(app)
    click(app, setup.game_tiles["forest"].center)
    assert setup.count == 3
    assert [s.controller for s in setup.seats()] == [HUMAN, COMPUTER, COMPUTER]
    # and back: solo stays solo
    click(app, count_button(setup, app.t("solo")).rect.center)
    click(app, setup.game_tiles["savane"].center)
    assert setup.count == 1


@pytest.mark.slow
@pytest.mark.parametrize("edit", [without_lion, forest_from_three, without_the_pictured_cards, reordered])
def test_every_game_and_seat_count_the_data_offers_starts_a_table(make_app, card_data, edit):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    cat = card_data(edit)
    app = make_app()
    app.push(MenuScene(app))
    frames(app, 7)
    for game_id in ("forest", "savane"):
        for count in SetupScene(app).counts(game_id):
            setup = SetupScene(app, game_id, count)
            app.push(setup)
            frames(app)
            assert setup.count == count
            click(app, setup.start_rect.center)
            table = app.top
            assert isinstance(table, TableScene)
            assert table.match.rules is cat[game_id] and len(table.match.seats) == count
            frames(app, 2)
            app.home()
