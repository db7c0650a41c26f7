"""The memory the window keeps is bounded whatever the session does (issue 23, point 10): the pictures it keeps
(card faces, icons, pieces, labels) stay within one byte budget at any number of sizes, the fonts it keeps open
within a count, a scene that closes is freed with its pictures at once, and a resize lets the old size's
pictures go. The peak of a whole session is measured by bench/bench_memory.py, not here."""
from __future__ import annotations

import pytest

import gc
import weakref
from collections import deque

import pygame

from scenes.ecosysteme.cardart import card_art

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.pictures import DEFAULT_BUDGET, FONTS_KEPT, MB, PictureStore, picture_bytes

APP_SIZE = (1280, 720)


def held(app) -> tuple[int, int]:
    """(pixel bytes of every Surface, fonts) reachable from the app: its attributes, its scenes', their
    dictionaries, lists and tuples, however a cache keeps them."""
    seen: set[int] = set()
    total = fonts = 0
    todo = deque([app])
    while todo:
        obj = todo.popleft()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, pygame.Surface):
            total += picture_bytes(obj)
        elif isinstance(obj, pygame.font.Font):
            fonts += 1
        elif isinstance(obj, dict):
            todo.extend(obj.values())
            todo.extend(k for k in obj if isinstance(k, (tuple, pygame.Surface, pygame.font.Font)))
        elif isinstance(obj, (list, tuple, set, frozenset, deque)):
            todo.extend(obj)
        elif isinstance(obj, weakref.WeakKeyDictionary):
            todo.extend(obj.values())
        elif hasattr(obj, "__dict__") and not isinstance(obj, type) and type(obj).__module__.split(".")[0] in (
                "scenes", "game", "collections"):
            todo.extend(vars(obj).values())
    return total, fonts


def resize(app, size) -> None:
    app.window.size = size
    app.frame(0.016, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]),
                      pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


# --------------------------------------------------------------------------- the store


def surf(w: int, h: int = 100) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)        # 4 bytes a pixel


def test_the_store_keeps_the_last_used_pictures_within_its_budget():
    store = PictureStore(budget=1_000_000)
    faces, icons = store.shelf("faces"), store.shelf("icons")
    for i in range(20):
        store.tick()                                      # a frame
        faces.get(i - 1)                                  # the previous face drawn again
        faces[i] = surf(500)                              # 200 000 bytes
        icons[i] = surf(50)                               # 20 000
        assert store.bytes <= store.budget
        assert store.bytes == sum(v[1] for shelf in (faces, icons) for v in shelf._d.values())
    assert 19 in faces and 18 in faces and 19 in icons    # this frame's pictures stayed
    assert 0 not in faces and 0 not in icons              # the oldest went
    assert store.evicted > 0


def test_a_picture_larger_than_the_budget_is_kept_until_the_next_one():
    store = PictureStore(budget=100_000)
    shelf = store.shelf("faces")
    big = shelf["big"] = surf(1000)                       # 400 000 bytes: over the budget alone
    assert shelf["big"] is big                            # what was just put in can be read back
    shelf["small"] = surf(10)
    assert "big" not in shelf and store.bytes <= store.budget


def test_a_shelf_that_dies_takes_its_pictures_out_of_the_store():
    store = PictureStore()
    kept, dropped = store.shelf("kept"), store.shelf("dropped")
    kept["a"] = surf(100)
    dropped["b"] = surf(1000)
    del dropped                                           # its painter or scene gone
    gc.collect()
    assert store.bytes == 100 * 100 * 4 and len(store) == 1


def test_forgetting_keeps_only_what_was_used_since_the_mark():
    store = PictureStore()
    shelf = store.shelf("faces")
    shelf["old"], shelf["both"] = surf(10), surf(10)
    stamp = store.tick()
    shelf.get("both")
    shelf["new"] = surf(10)
    store.forget_before(stamp)
    assert sorted(shelf) == ["both", "new"]


# --------------------------------------------------------------------------- the window


@pytest.mark.slow
def test_card_faces_and_labels_at_many_sizes_stay_within_the_pictures_budget(make_app):
    from scenes.canopee.faces import canopee_faces
    from scenes.livingforest.faces import lf_faces

    app = make_app()
    canopee, lf = canopee_faces(app), lf_faces(app)
    window = 3 * app.surface.get_width() * app.surface.get_height() * 4      # the screen, its background...
    for width in range(320, 680, 18):                     # 20 widths: a resize storm's large cards, up to the viewer's
        card_art(app).face("forest", "bear", width, "en")
        card_art(app).face("savane", app.catalogue["savane"].kinds[0].id, width, "fr")
        canopee.face(canopee.kinds()[3], width, "en")
        lf.card(10, width, "en")
        card_art(app).icon("forest", "bear", width // 4)
        for n in range(60):
            app.fonts.text(f"{width} px, label {n} of the ones a long session draws", "bold", 40, (255, 255, 255))
        assert held(app)[0] <= DEFAULT_BUDGET + window
    assert app.pictures.bytes <= app.pictures.budget == DEFAULT_BUDGET
    # what is drawn last is still there: a frame does not make its pictures twice
    face = lf.card(10, 662, "en")
    assert lf.card(10, 662, "en") is face


@pytest.mark.slow
def test_a_resize_storm_keeps_a_bounded_number_of_fonts_open(make_app):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    app.push(MenuScene(app))
    app.push(TableScene(app, Match("forest", [Seat("Ana", HUMAN)] + [Seat(f"C{i}", COMPUTER) for i in range(5)],
                                   seed=3)))
    app.frame(0.016, [])
    for i in range(24):                                   # the window's edge dragged: every size its own fonts
        resize(app, (1280 + i * 53, 720 + i * 29))
    assert held(app)[1] <= FONTS_KEPT


@pytest.mark.slow
def test_after_a_resize_the_pictures_of_the_other_sizes_go(make_app):
    from scenes.canopee.table import CanopeeTable
    from scenes.menu import MenuScene

    def table(app):
        app.push(MenuScene(app))
        app.push(CanopeeTable(app, Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=11),
                              autosave=False))
        app.frame(0.016, [])

    storm = make_app(size=(1280, 720))
    table(storm)
    for size in [(2560, 1440), (1920, 1080), (2400, 1300), (2200, 1200), (2000, 1250), (1600, 900), (1280, 720)]:
        resize(storm, size)
    toggled = make_app(size=(1600, 900))
    table(toggled)
    resize(toggled, (1280, 720))
    # after the storm the table holds what it holds after a window toggled between its last two sizes (kept, so
    # that full screen on and off makes nothing twice), give or take the layouts' pictures of the menu under it
    assert held(storm)[0] <= held(toggled)[0] + 4 * MB


def test_a_scene_that_closes_is_freed_with_its_pictures(make_app):
    from scenes.livingforest.table import LivingForestTable
    from scenes.menu import MenuScene

    app = make_app(size=(1920, 1080))
    app.push(MenuScene(app))
    table = LivingForestTable(app, Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=5),
                              autosave=False)
    app.push(table)
    for _ in range(5):
        app.frame(0.016, [])
    gone = weakref.ref(table)
    layers = [weakref.ref(v) for v in vars(table).values() if isinstance(v, pygame.Surface)]
    assert layers                                         # the table keeps a picture of its own (its layer)
    del table
    gc.collect()                                          # the table has been open a while: its objects are old
    app.pop()                                             # Escape, the leave dialog's Leave...
    app.frame(0.016, [])
    app.frame(0.016, [])
    assert gone() is None                                 # not left for the collector's next full pass
    assert all(layer() is None for layer in layers)
