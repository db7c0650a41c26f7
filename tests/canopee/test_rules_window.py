"""The rules screen's Canopée pages, driven by real pygame events: the tab and the 3 key open them, the list and
the galleries reach every card by mouse, the arrows, Enter and Up/Down by keyboard; everything fits from
1280×720 to 2560×1440. (Forêt and Savane keep their own tests: tests/ecosysteme/test_rules_scene.py.)"""
from __future__ import annotations

import pygame
import pytest

from game.canopee import rules_text as R
from game.canopee.cards import bundled_rules
from game.i18n import STRINGS
from tests.input import key, move, pointed_click

APP_SIZE = (1280, 720)
SIZES = [(1280, 720), (1366, 768), (1600, 900), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)]


def open_rules(app, game_id="forest"):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene

    app.push(MenuScene(app))
    scene = RulesScene(app, game_id)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def on_screen(scene, rect: pygame.Rect) -> tuple[int, int]:
    """Where a gallery card (content coordinates) is on the screen, scrolled into view first."""
    if rect.y < scene.scroll or rect.bottom > scene.scroll + scene.view.h:
        scene.scroll = min(rect.y, scene.max_scroll)
    return scene.view.x + rect.centerx, scene.view.y + rect.centery - scene.scroll


def entry(scene, section):
    return next(e for e in scene.entries if e.section == section)


# ---------------------------------------------------------------------------- opening Canopée's rules


def test_the_canopee_tab_and_the_3_key_open_its_rules(make_app):
    app = make_app("fr")
    scene = open_rules(app)
    assert set(scene.tabs) == {"forest", "savane", "canopee", "living-forest"}
    assert scene.tabs["canopee"].label == "Canopée"
    pointed_click(app, scene.tabs["canopee"].rect.center)
    assert (scene.game_id, scene.section) == ("canopee", "overview")
    assert scene.title() == STRINGS["cr_overview"]["fr"]
    assert "piles Nouvelle croissance" in scene.text()
    rules = bundled_rules()
    assert scene.title("multi") == f"À {rules.players_min + 1} ou {rules.players_max} joueurs"
    key(app, pygame.K_1)
    assert scene.game_id == "forest"
    key(app, pygame.K_3)
    assert scene.game_id == "canopee"
    key(app, pygame.K_2)
    assert scene.game_id == "savane"
    # a Canopée card page falls back to the overview in another game, and back
    key(app, pygame.K_3)
    scene.select("jaguar")
    key(app, pygame.K_1)
    assert (scene.game_id, scene.section) == ("forest", "overview")
    # a general page both share stays
    key(app, pygame.K_3)
    scene.select("solo")
    pointed_click(app, scene.tabs["savane"].rect.center)
    assert (scene.game_id, scene.section) == ("savane", "solo")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_canopee_page_by_keyboard(make_app, lang):
    """Down walks every page in order: the general pages, then each group's gallery followed by its cards; a
    card page shows its face, a gallery every card of its group, and nothing is empty."""
    app = make_app(lang)
    scene = open_rules(app, "canopee")
    rules = bundled_rules()
    order = scene.sections()
    assert order == list(R.sections(rules))
    seen = [scene.section]
    for _ in range(len(order) - 1):
        key(app, pygame.K_DOWN)
        seen.append(scene.section)
        doc = scene.doc()
        assert doc.blits and doc.height > 0, scene.section
        assert scene.title().strip()
        if scene.section in rules.kinds:
            assert scene.card_rect is not None and scene.card_rect.w >= 150
            assert scene.title() == rules.kinds[scene.section].name(lang)
            assert len(scene.card_buttons) == 2
        elif scene.is_group():
            assert scene.card_rect is None
            assert [k for k, _ in doc.cards] == list(scene.group_kinds())
        else:
            assert scene.card_rect is None and not doc.cards
    assert seen == order
    assert set(rules.kinds) <= set(seen)
    key(app, pygame.K_DOWN)
    assert scene.section == order[0]


@pytest.mark.slow
def test_a_gallery_opens_its_cards_by_mouse(make_app):
    app = make_app("en")
    scene = open_rules(app, "canopee")
    rules = bundled_rules()
    for group, kinds in R.card_groups(rules):
        pointed_click(app, entry(scene, group).rect.center)
        assert scene.section == group and scene.is_group()
        cards = dict(scene.doc().cards)
        assert list(cards) == list(kinds)
        for kind in kinds:
            scene.select(group)
            app.frame(0.016, events=[])
            pos = on_screen(scene, dict(scene.doc().cards)[kind])
            move(app, pos)
            assert scene.card_hover == kind
            pointed_click(app, pos)
            assert scene.section == kind, (group, kind)
            assert scene.card_rect is not None
            # the group's entry stays lit in the list while its card is read
            assert scene.group_of() == group


def test_previous_and_next_go_round_the_group(make_app):
    app = make_app("fr")
    scene = open_rules(app, "canopee")
    kinds = scene.group_kinds("cards_wildlife_base")
    scene.select(kinds[0])
    app.frame(0.016, events=[])
    prev, nxt = scene.card_buttons
    pointed_click(app, nxt.rect.center)
    assert scene.section == kinds[1]
    pointed_click(app, scene.card_buttons[0].rect.center)
    assert scene.section == kinds[0]
    pointed_click(app, scene.card_buttons[0].rect.center)          # round the group, never out of it
    assert scene.section == kinds[-1]
    key(app, pygame.K_RIGHT)
    assert scene.section == kinds[0]
    key(app, pygame.K_LEFT)
    assert scene.section == kinds[-1]
    assert scene.game_id == "canopee"                       # the arrows move through cards, not games


def test_a_gallery_by_keyboard(make_app):
    app = make_app("en")
    scene = open_rules(app, "canopee")
    order = scene.sections()
    while not scene.is_group():
        key(app, pygame.K_DOWN)
    group = scene.section
    kinds = scene.group_kinds()
    assert not scene.keyboard_focus
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.keyboard_focus and scene.card_focus == 2
    key(app, pygame.K_RETURN)
    assert scene.section == kinds[2]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)
    assert scene.section == kinds[0]
    key(app, pygame.K_UP)                                   # back on the gallery, the arrows on the card just read
    assert scene.section == group and scene.card_focus == 0
    key(app, pygame.K_LEFT)                                 # round the gallery
    assert scene.card_focus == len(kinds) - 1
    key(app, pygame.K_RETURN)
    assert scene.section == kinds[-1]
    # on a general page, Left goes to the tab on the left; Escape leaves
    scene.select(order[0])
    key(app, pygame.K_LEFT)
    assert scene.game_id == "savane"
    from scenes.menu import MenuScene

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_a_long_page_scrolls_and_a_new_page_starts_at_the_top(make_app):
    app = make_app("fr")
    scene = open_rules(app, "canopee")
    scene.select("season_end")
    app.frame(0.016, events=[])
    assert scene.max_scroll > 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_DOWN)
    assert scene.scroll == 0


@pytest.mark.slow
def test_the_list_and_the_card_facts_use_their_strings(make_app):
    app = make_app("fr")
    used: list[str] = []
    real_t = app.t

    def spy(k, **fmt):
        used.append(k)
        return real_t(k, **fmt)

    app.t = spy
    scene = open_rules(app, "canopee")
    for section in scene.sections():
        scene.select(section)
        app.frame(0.016, events=[])
    del app.t
    for k in set(used):
        assert k in STRINGS and all(STRINGS[k][lang].strip() for lang in ("fr", "en")), k
    assert {"cr_cards", "cr_keys", "cr_gallery_hint", "cr_prev", "cr_next", "cr_cat_active", "cr_cat_pair",
            "cr_cat_immediate"} <= set(used)


def _inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_canopee_pages_fit_without_overlap(make_app, size):
    for lang in ("fr", "en"):
        app = make_app(lang, size)
        screen = pygame.Rect((0, 0), size)
        scene = open_rules(app, "canopee")
        fixed = [b.rect for b in scene.tabs.values()] + [scene.back_button.rect, scene.panel, scene.hint_rect]
        fixed += [e.rect for e in scene.entries] + [r for _, r in scene.headers]
        for i, a in enumerate(fixed):
            assert _inside(screen, a), (size, lang, a)
            for b in fixed[i + 1:]:
                assert not a.colliderect(b), (size, lang, a, b)
        # the list stays readable: its entries are not squeezed below a usable height
        assert min(e.rect.h for e in scene.entries) >= 28
        for section in scene.sections():
            scene.select(section)
            app.frame(0.016, events=[])
            assert _inside(scene.content, scene.view) and _inside(scene.panel, scene.bar)
            for surf, (x, _) in scene.doc().blits:
                assert x >= 0 and x + surf.get_width() <= scene.view.w, (size, lang, section)
            if scene.card_rect is not None:
                assert _inside(scene.content, scene.card_rect) and not scene.card_rect.colliderect(scene.view)
                for button in scene.card_buttons:
                    assert _inside(scene.content, button.rect) and not button.rect.colliderect(scene.view)
                    assert not button.rect.colliderect(scene.card_rect)
            cards = [r for _, r in scene.doc().cards]
            for i, a in enumerate(cards):
                assert a.x >= 0 and a.right <= scene.view.w, (size, lang, section)
                for b in cards[i + 1:]:
                    assert not a.colliderect(b), (size, lang, section)
            if cards and size[1] >= 720:
                # a gallery shows all its cards at once, large enough to read their names
                assert scene.max_scroll == 0 or size == (2560, 1080), (size, lang, section, scene.max_scroll)
                assert cards[0].w >= 84
