"""The rules screen's Living Forest pages, driven by real pygame events: its tab and the 4 key open them, the list
and the galleries reach every page and every card by mouse, Up/Down, the arrows and Enter by keyboard; the card
pages show L1's faces and L3's tree tiles, the board and Circle pages their pictures; everything fits from 1280×720
to 2560×1440 in both languages."""
from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from game.i18n import STRINGS
from game.livingforest import rules_text as R
from game.livingforest.cards import bundled_rules
from tests.canopee.test_rules_window import entry, on_screen, open_rules
from tests.input import key, move, pointed_click

APP_SIZE = (1280, 720)
GAME = "living-forest"


def every_page(app, scene):
    """Open each page of the scene's game in turn (drawn once), yielding its section."""
    for section in scene.sections():
        scene.select(section)
        app.frame(0.016, events=[])
        yield section


def test_the_tab_and_the_4_key_open_living_forest(make_app):
    app = make_app("fr")
    scene = open_rules(app)
    assert list(scene.tabs) == ["forest", "savane", "canopee", GAME]
    assert scene.tabs[GAME].label == "Living Forest"
    pointed_click(app, scene.tabs[GAME].rect.center)
    assert (scene.game_id, scene.section) == (GAME, "overview")
    assert scene.title() == STRINGS["lfr_overview"]["fr"]
    assert "Animaux Gardiens" in scene.text()
    key(app, pygame.K_1)
    assert scene.game_id == "forest"
    key(app, pygame.K_4)
    assert scene.game_id == GAME
    # on a general page the arrows go to the neighbouring tab: Canopée on the left, nothing on the right
    key(app, pygame.K_RIGHT)
    assert scene.game_id == GAME
    key(app, pygame.K_LEFT)
    assert (scene.game_id, scene.section) == ("canopee", "overview")
    key(app, pygame.K_RIGHT)
    assert scene.game_id == GAME
    # a card's page falls back to the overview in another game; a general page both share stays
    for page, kept in (("35", "overview"), ("setup", "setup"), ("t11", "overview"), ("board", "overview")):
        key(app, pygame.K_4)
        scene.select(page)
        key(app, pygame.K_3)
        assert (scene.game_id, scene.section) == ("canopee", kept), page


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_page_by_keyboard(make_app, lang):
    """Down walks every page in order: the general pages, each group's gallery followed by its cards, the board and
    the Circle; a card's page shows its face (a tree its square tile), a gallery all its cards, and nothing is
    empty."""
    app = make_app(lang)
    scene = open_rules(app, GAME)
    rules = bundled_rules()
    order = scene.sections()
    assert order == list(R.sections(rules))

    def walk():
        yield scene.section
        for _ in order[1:]:
            key(app, pygame.K_DOWN)
            yield scene.section

    seen = []
    for section in walk():
        seen.append(section)
        doc = scene.doc()
        assert doc.height > 0 and doc.blits and scene.title().strip(), section
        if section in R.kinds(rules):
            card = scene.card_rect
            assert scene.title() == R.kind_name(section, lang, rules) and len(scene.card_buttons) == 2
            assert card is not None and card.w >= 150
            assert (card.w == card.h) == (not section.isdigit()), section      # a tree's tile is square
        else:
            assert scene.card_rect is None, section
            gallery = [k for k, _ in doc.cards]
            assert gallery == (list(scene.group_kinds()) if scene.is_group() else []), section
    assert seen == order and set(R.kinds(rules)) <= set(seen)
    key(app, pygame.K_DOWN)                                   # round to the first page
    assert scene.section == order[0]


def test_the_board_and_the_circle_pages_show_their_pictures(make_app):
    app = make_app("en")
    scene = open_rules(app, GAME)
    for section in R.BOARD_PAGES:
        scene.select(section)
        app.frame(0.016, events=[])
        pictures = [surf for surf, _ in scene.doc().blits if surf.get_height() > 200]
        assert len(pictures) == 1, section
        # under the opening paragraph, before the tables
        first_table = min(rect.y for _, rect in scene.doc().boxes)
        top = next(y for surf, (_, y) in scene.doc().blits if surf is pictures[0])
        assert top < first_table, section
    assert scene.pages.figure("overview", 400) is None


@pytest.mark.slow
def test_every_group_and_card_by_mouse(make_app):
    """The list's material entries open each group; every card of a gallery opens its page when clicked."""
    app = make_app("en")
    scene = open_rules(app, GAME)
    rules = bundled_rules()
    for section in R.GENERAL_SECTIONS:
        pointed_click(app, entry(scene, section).rect.center)
        assert scene.section == section
    for group, kinds in R.card_groups(rules):
        pointed_click(app, entry(scene, group).rect.center)
        assert scene.section == group and scene.is_group()
        assert [k for k, _ in scene.doc().cards] == list(kinds)
        for kind in kinds:                              # back to the gallery from the list, then the card
            pointed_click(app, entry(scene, group).rect.center)
            target = on_screen(scene, dict(scene.doc().cards)[kind])
            move(app, target)
            assert scene.card_hover == kind
            pointed_click(app, target)
            assert (scene.section, scene.group_of()) == (kind, group)     # its group stays lit in the list
    for section in R.BOARD_PAGES:
        pointed_click(app, entry(scene, section).rect.center)
        assert scene.section == section and not scene.is_group()


def test_cards_by_keyboard_and_the_buttons(make_app):
    app = make_app("fr")
    scene = open_rules(app, GAME)
    scene.select("trees")
    app.frame(0.016, events=[])
    kinds = scene.group_kinds()
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.keyboard_focus and scene.card_focus == 2
    key(app, pygame.K_RETURN)
    assert scene.section == kinds[2]
    pointed_click(app, scene.card_buttons[1].rect.center)           # next
    assert scene.section == kinds[3]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.section == kinds[1]
    scene.select(kinds[0])
    pointed_click(app, scene.card_buttons[0].rect.center)           # previous, round the group
    assert scene.section == kinds[-1] == "start"
    assert scene.game_id == GAME


@pytest.mark.slow
def test_the_list_and_the_facts_use_their_strings(make_app):
    app = make_app("en")
    used: list[str] = []
    app.t = lambda k, _t=app.t, **fmt: used.append(k) or _t(k, **fmt)      # every UI word the pages ask for
    scene = open_rules(app, GAME)
    assert list(every_page(app, scene)) == scene.sections()
    del app.t
    lfr = {k for k in used if k.startswith("lfr_")}
    assert {"lfr_cards", "lfr_keys", "lfr_gallery_hint", "lfr_prev", "lfr_next", "lfr_animals_level"} <= lfr
    for k in set(used):
        assert k in STRINGS and all(STRINGS[k][lang].strip() for lang in ("fr", "en")), k
    assert not any(k.startswith("cr_") for k in used)        # Canopée's words stay Canopée's


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
def test_living_forest_pages_fit_without_overlap(make_app, size):
    for lang in ("fr", "en"):
        app = make_app(lang, size)
        screen = pygame.Rect((0, 0), size)
        scene = open_rules(app, GAME)
        fixed = [scene.back_button.rect, scene.panel, scene.hint_rect, *(b.rect for b in scene.tabs.values()),
                 *(e.rect for e in scene.entries), *(r for _, r in scene.headers)]
        assert all(screen.contains(r) for r in fixed), (size, lang)
        assert not [(a, b) for a, b in combinations(fixed, 2) if a.colliderect(b)], (size, lang)
        assert min(e.rect.h for e in scene.entries) >= 28       # the list stays readable
        for section in every_page(app, scene):
            assert scene.content.contains(scene.view) and scene.panel.contains(scene.bar)
            for surf, (x, _) in scene.doc().blits:
                assert x >= 0 and x + surf.get_width() <= scene.view.w, (size, lang, section)
            if scene.card_rect is not None:
                assert scene.content.contains(scene.card_rect) and not scene.card_rect.colliderect(scene.view)
                for button in scene.card_buttons:
                    assert scene.content.contains(button.rect) and not button.rect.colliderect(scene.view)
            cards = [r for _, r in scene.doc().cards]
            assert all(0 <= r.x and r.right <= scene.view.w for r in cards), (size, lang, section)
            assert not [(a, b) for a, b in combinations(cards, 2) if a.colliderect(b)], (size, lang, section)
