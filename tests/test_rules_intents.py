"""The rules screen takes intents (scenes/shell/intents.py), as every screen but the setup does: the keyboard's and
the pointer's reach the same actions by the same path. Two screens side by side, one driven by keys and one by the
pointer, end on the same game, page and scroll: a tab clicked or chosen by its digit or the arrows, a section
clicked or walked to, a gallery's card clicked or chosen by the arrows and opened with Enter, a card page's
previous / next buttons or the arrows, the scroll bar dragged to its ends or Home and End; the wheel and the keys
scroll the same panel; the back button, Escape and Backspace leave. The games are found by what their pages offer,
never by name."""
from __future__ import annotations

import pygame

from scenes.shell.intents import (Back, Choose, Confirm, First, Last, NextFocus, Page, Point, PreviousFocus, Press,
                                  Release, Scroll, Step, Undo)

from tests.input import key

APP_SIZE = (1280, 720)


def open_rules(app, game_id=None):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene

    app.push(MenuScene(app))
    scene = RulesScene(app, game_id)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def pair(make_app, game_id=None):
    """Two rules screens on the same page: one for the keys, one for the pointer."""
    return open_rules(make_app(), game_id), open_rules(make_app(), game_id)


def click(scene, pos) -> None:
    """A left click, as the pointer's intents: it comes to ``pos``, presses and releases there."""
    scene.take(Point(pos))
    scene.take(Press(pos))
    scene.take(Release(pos))


def where(scene) -> tuple:
    return scene.game_id, scene.section, scene.scroll


def walk_to(scene, section) -> None:
    """Down through the sections, as the keys go, until ``section`` is read."""
    for _ in scene.sections():
        if scene.section == section:
            return
        assert scene.take(Step(0, 1))
    assert scene.section == section


def gallery_game(make_app) -> str:
    """The first game whose rules pages show card groups as galleries, with previous / next on a card's page."""
    from scenes.rules import rules_games

    scene = open_rules(make_app())
    for n, game_id in enumerate(rules_games(), start=1):
        scene.take(Choose(n))
        if scene.pages.card_steps and any(len(kinds) > 2 for _, kinds in scene.card_groups()):
            return game_id
    raise AssertionError("no game's rules pages have a gallery")


def test_a_tab_clicked_and_its_digit_or_the_arrows_choose_the_same_game(make_app):
    from scenes.rules import rules_games

    games = rules_games()
    assert len(games) >= 2
    keys, pointer = pair(make_app)
    for n, game_id in reversed(list(enumerate(games, start=1))):
        assert keys.take(Choose(n))
        click(pointer, pointer.tabs[game_id].rect.center)
        assert where(keys) == where(pointer) == (game_id, keys.sections()[0], 0)
    # → and ← go to the neighbouring tab from a general page (none past either end), Shift or not
    assert keys.take(Step(1, 0)) and keys.game_id == games[1]
    click(pointer, pointer.tabs[games[1]].rect.center)
    assert where(keys) == where(pointer)
    assert keys.take(Step(-1, 0, shift=True)) and keys.game_id == games[0]
    assert keys.take(Step(-1, 0)) and keys.game_id == games[0]
    assert keys.take(Choose(len(games) + 1)) and keys.game_id == games[0], "a digit past the last tab does nothing"


def test_a_section_clicked_and_walked_to_by_the_keys_is_the_same_page(make_app):
    keys, pointer = pair(make_app)
    order = keys.sections()
    entries = {e.section: e for e in pointer.entries}
    for intent, section in ((Step(0, 1), order[1]), (NextFocus(), order[2]), (PreviousFocus(), order[1]),
                            (Step(0, -1), order[0])):
        assert keys.take(intent)
        click(pointer, entries[section].rect.center)
        assert where(keys) == where(pointer) == (keys.game_id, section, 0)
    assert keys.take(PreviousFocus()) and keys.section == order[-1], "round the list"


def test_a_gallery_card_clicked_and_chosen_by_the_arrows_then_enter_open_the_same_page(make_app):
    game_id = gallery_game(make_app)
    keys, pointer = pair(make_app, game_id)
    group, kinds = next((g, k) for g, k in keys.card_groups() if len(k) > 2)
    walk_to(keys, group)
    click(pointer, next(e for e in pointer.entries if e.section == group).rect.center)
    assert where(keys) == where(pointer) == (game_id, group, 0)
    # the keys: → twice chooses the third card, Enter opens it
    assert keys.take(Step(1, 0)) and keys.take(Step(1, 0)) and keys.take(Step(-1, 0)) and keys.take(Step(1, 0))
    assert keys.keyboard_focus and keys.card_focus == 2
    assert keys.take(Confirm())
    # the pointer: a click on that card in the gallery
    rect = dict(pointer.doc().cards)[kinds[2]]
    pointer.scroll = min(rect.y, pointer.max_scroll)
    click(pointer, (pointer.view.x + rect.centerx, pointer.view.y + rect.centery - pointer.scroll))
    assert where(keys) == where(pointer) == (game_id, kinds[2], 0)
    # on a card's page → and ← are its next and previous buttons (round the group)
    previous, following = pointer.card_buttons
    for step, button, card in ((1, following, kinds[3 % len(kinds)]), (-1, previous, kinds[2]),
                               (-1, previous, kinds[1])):
        assert keys.take(Step(step, 0))
        click(pointer, button.rect.center)
        assert where(keys) == where(pointer) == (game_id, card, 0)
        previous, following = pointer.card_buttons
    # Enter away from a gallery is left unused; Space pages (below)
    assert not keys.take(Confirm())


def long_page(scene) -> None:
    """Walk to the first page of the current game whose text scrolls."""
    for _ in scene.sections():
        if scene.max_scroll > 0:
            return
        scene.take(Step(0, 1))
    raise AssertionError("no page scrolls at this size")


def test_the_scroll_bar_and_the_keys_reach_the_same_ends_and_the_wheel_and_the_keys_scroll_alike(make_app):
    keys, pointer = pair(make_app)
    long_page(keys)
    long_page(pointer)
    assert where(keys) == where(pointer)
    line = keys.app.fonts.get("regular", keys.body_size).get_linesize()
    page = max(40, keys.view.h - 2 * line)
    # the end: End, or the scroll bar's thumb dragged to the bottom
    assert keys.take(Last())
    bar = pointer.bar
    assert pointer.take(Press(bar.center))
    assert pointer.take(Point((bar.centerx, bar.bottom + 50), held=True))
    assert pointer.take(Release((bar.centerx, bar.bottom + 50)))
    assert where(keys) == where(pointer) and keys.scroll == keys.max_scroll > 0
    # the start: Home, or the thumb dragged back to the top
    assert keys.take(First())
    assert pointer.take(Press(bar.center))
    assert pointer.take(Point((bar.centerx, bar.y - 50), held=True))
    assert pointer.take(Release((bar.centerx, bar.y - 50)))
    assert where(keys) == where(pointer) == (keys.game_id, keys.section, 0)
    # down and up: Page Down and Space a page, the wheel three lines a notch (towards the player: down)
    assert keys.take(Page(1)) and keys.scroll == min(page, keys.max_scroll)
    assert keys.take(Page(-1)) and keys.scroll == 0
    assert keys.take(Confirm(default=False)) and keys.scroll == min(page, keys.max_scroll)
    assert pointer.take(Scroll(-1)) and pointer.scroll == min(3 * line, pointer.max_scroll)
    assert pointer.take(Scroll(10 ** 4)) and pointer.scroll == 0


def test_the_back_button_escape_and_backspace_leave_delete_does_not(make_app):
    from scenes.menu import MenuScene

    keys, pointer = pair(make_app)
    assert not keys.take(Undo()), "Delete and Ctrl+Z: nothing to take back here, and they do not leave"
    assert keys.app.top is keys
    assert not keys.take(Back()), "Escape is the app's: it leaves the screens that leave it unused"
    assert keys.take(Undo(back=True)) and isinstance(keys.app.top, MenuScene), "Backspace leaves, as in a browser"
    click(pointer, pointer.back_button.rect.center)
    assert isinstance(pointer.app.top, MenuScene)
    again = open_rules(keys.app)
    key(keys.app, pygame.K_ESCAPE)                  # the whole way: a real key through the app
    assert keys.app.top is not again and isinstance(keys.app.top, MenuScene)
