"""The rules screen: every text in both languages, every section drawn, driven by real pygame events."""
from __future__ import annotations


import pygame

from scenes.ecosysteme.cardart import card_art
import pytest
import yaml

from game.ecosysteme.cards import GAME_IDS
from game.core.catalogue import LANGUAGES, rules_for
from game.i18n import STRINGS
from game.resources import resource_path
from game.ecosysteme.rules_text import GENERAL_SECTIONS, RULES_TEXT, rules_text
from tests.helpers import missing_glyphs
from tests.input import key, pointed_click

SIZES = [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (1280, 1024), (2560, 1080)]


# ---------------------------------------------------------------------------- the texts (no window)


def yaml_kinds() -> dict[str, list[str]]:
    data = yaml.safe_load(resource_path("data", "cards.yaml").read_text(encoding="utf-8"))
    return {gid: [k["id"] for k in data["games"][gid]["kinds"]] for gid in GAME_IDS}   # Forêt's and Savane's


def test_every_kind_of_cards_yaml_has_a_rules_entry_in_both_languages():
    kinds = yaml_kinds()
    assert set(kinds) == set(GAME_IDS)
    for gid, ids in kinds.items():
        assert len(ids) == 11
        for kind_id in ids:
            for lang in LANGUAGES:
                assert rules_text(gid, kind_id, lang).strip(), (gid, kind_id, lang)


def test_the_rules_texts_cover_exactly_the_sections_of_each_game():
    for gid in GAME_IDS:
        expected = set(GENERAL_SECTIONS) | set(rules_for(gid).kind_ids)
        assert set(RULES_TEXT[gid]) == expected, gid
        for section, texts in RULES_TEXT[gid].items():
            assert set(texts) == set(LANGUAGES), (gid, section)
            for lang in LANGUAGES:
                assert texts[lang].strip(), (gid, section, lang)
            assert texts["fr"] != texts["en"], (gid, section)


def test_the_markup_is_well_formed():
    for gid, sections in RULES_TEXT.items():
        for section, texts in sections.items():
            for lang, text in texts.items():
                table_cols = None
                for line in text.split("\n"):
                    line = line.strip()
                    assert not line.startswith("#") or line.startswith("## "), (gid, section, lang, line)
                    if line.startswith("|"):
                        assert line.endswith("|"), (gid, section, lang, line)
                        cols = line.count("|") - 1
                        assert table_cols in (None, cols), (gid, section, lang, line)
                        table_cols = cols
                    else:
                        table_cols = None


def test_the_facts_in_the_texts_follow_the_catalogue():
    """Spot checks: the numbers players read are the ones the game uses."""
    forest, savane = rules_for("forest"), rules_for("savane")
    for lang in LANGUAGES:
        assert str(forest.hand_size) in rules_text("forest", "overview", lang)
        assert str(savane.hand_size) in rules_text("savane", "overview", lang)
        for gid, rules in (("forest", forest), ("savane", savane)):
            solo = rules_text(gid, "solo", lang)
            assert rules.solo.opponent in solo
            for _, margin in rules.solo.levels:
                assert str(margin) in solo, (gid, lang, margin)
        scoring = rules_text("forest", "scoring", lang)
        for points in (12, 7, 3, 0, "−5"):
            assert f"| {points} " in scoring or f"| {points} |" in scoring, (lang, points)


def test_french_texts_use_non_breaking_spaces_before_colons():
    text = rules_text("forest", "overview", "fr")
    assert " :" not in text and "\u00a0:" in text
    assert "\u00a0:" not in rules_text("forest", "overview", "en")
    assert "4\u00a0×\u00a05" in rules_text("savane", "placement", "en")


def test_every_character_of_the_rules_has_a_glyph_in_the_fonts():
    chars = set()
    for gid in GAME_IDS:
        for section in RULES_TEXT[gid]:
            for lang in LANGUAGES:
                chars |= set(rules_text(gid, section, lang))
    for key, texts in STRINGS.items():
        if key.startswith("rules_"):
            for lang in LANGUAGES:
                chars |= set(texts[lang])
    assert missing_glyphs(chars) == []


# ---------------------------------------------------------------------------- the scene


APP_SIZE = (1280, 720)   # the window of make_app (tests/conftest.py) in this module


def rules_scene(app, game_id="forest", under_menu=False):
    from scenes.rules import RulesScene

    if under_menu:
        from scenes.menu import MenuScene

        app.push(MenuScene(app))
    scene = RulesScene(app, game_id)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def wheel(app, y):
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                                precise_x=0.0, precise_y=float(y))])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_section_of_both_games_renders_with_every_string(make_app, lang):
    app = make_app(lang)
    used: list[str] = []
    real_t = app.t

    def spy(k, **fmt):
        used.append(k)
        return real_t(k, **fmt)

    app.t = spy     # (not monkeypatch: it would keep the App alive past pygame.quit())
    for gid in GAME_IDS:
        scene = rules_scene(app, gid)
        seen = [scene.section]
        order = scene.sections()
        assert order[:len(GENERAL_SECTIONS)] == list(GENERAL_SECTIONS)
        assert sorted(order[len(GENERAL_SECTIONS):]) == sorted(rules_for(gid).kind_ids)
        for _ in range(len(order) - 1):
            key(app, pygame.K_DOWN)
            seen.append(scene.section)
            doc = scene.doc()
            assert doc.blits and doc.height > 0, (gid, scene.section)
            assert scene.title().strip()
            if scene.section in GENERAL_SECTIONS:
                assert scene.card_rect is None
            else:
                assert scene.card_rect is not None and scene.card_rect.w >= 150
        assert seen == order
        key(app, pygame.K_DOWN)               # wraps round to the first section
        assert scene.section == order[0]
        app.pop()
    del app.t
    assert used
    for k in set(used):
        assert k in STRINGS, k
        for language in LANGUAGES:
            assert STRINGS[k].get(language, "").strip(), (k, language)


def test_the_game_switch_keys_and_tabs(make_app):
    app = make_app("fr")
    scene = rules_scene(app)
    assert scene.game_id == "forest"
    key(app, pygame.K_2)
    assert scene.game_id == "savane"
    key(app, pygame.K_LEFT)
    assert scene.game_id == "forest"
    key(app, pygame.K_RIGHT)
    assert scene.game_id == "savane"
    key(app, pygame.K_RIGHT)              # the next tab, whichever game it shows
    assert scene.game_id == "canopee"
    key(app, pygame.K_LEFT)
    assert scene.game_id == "savane"
    key(app, pygame.K_1)
    assert scene.game_id == "forest"
    # a general section stays when the game changes; a card section falls back to the overview
    scene.select("solo")
    key(app, pygame.K_2)
    assert (scene.game_id, scene.section) == ("savane", "solo")
    scene.select("lion")
    pointed_click(app, scene.tabs["forest"].rect.center)
    assert (scene.game_id, scene.section) == ("forest", "overview")
    assert "Alban" in scene.text("solo") and "Jhay" not in scene.text("solo")


def test_sections_by_keyboard_and_mouse(make_app):
    app = make_app("en")
    scene = rules_scene(app)
    key(app, pygame.K_TAB)
    assert scene.section == "placement"
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.section == "overview"
    key(app, pygame.K_UP)                 # wraps to the last card
    assert scene.section == scene.sections()[-1]
    entry = next(e for e in scene.entries if e.section == "eagle")
    pointed_click(app, entry.rect.center)
    assert scene.section == "eagle" and scene.card_rect is not None
    assert scene.hover == "eagle"


def test_long_sections_scroll(make_app):
    app = make_app("fr")
    scene = rules_scene(app)
    scene.select("scoring")
    app.frame(0.016, events=[])
    assert scene.max_scroll > 0 and scene.scroll == 0
    key(app, pygame.K_PAGEDOWN)
    assert 0 < scene.scroll <= scene.max_scroll
    key(app, pygame.K_PAGEUP)
    assert scene.scroll == 0
    wheel(app, -1)
    assert scene.scroll > 0
    wheel(app, 5)
    assert scene.scroll == 0
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    for _ in range(5):
        key(app, pygame.K_PAGEDOWN)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    # dragging the scroll bar
    bar = scene.bar
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, bar.y), button=1),
                             pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.centerx, bar.bottom), rel=(0, 1),
                                                buttons=(1, 0, 0)),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.centerx, bar.bottom), button=1)])
    assert scene.scroll == scene.max_scroll
    assert scene.section == "scoring"
    # a new section starts at the top
    key(app, pygame.K_DOWN)
    assert scene.scroll == 0


def test_escape_and_the_back_button_leave(make_app):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene

    app = make_app("en")
    rules_scene(app, under_menu=True)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and app.running
    scene = RulesScene(app, "savane")
    app.push(scene)
    app.frame(0.016, events=[])
    pointed_click(app, scene.back_button.rect.center)
    assert isinstance(app.top, MenuScene) and app.running


def test_the_menu_opens_the_rules(make_app):
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene

    app = make_app("fr")
    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.016, events=[])
    rules_button = next(b for b in menu.column.buttons if b.label == app.t("rules"))
    pointed_click(app, rules_button.rect.center)
    assert isinstance(app.top, RulesScene)


def _inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.contains(inner)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_everything_fits_without_overlap(make_app, size):
    for lang in LANGUAGES:
        app = make_app(lang, size)
        screen = pygame.Rect((0, 0), size)
        scene = rules_scene(app)
        for gid in GAME_IDS:
            scene.set_game(gid)
            fixed = [b.rect for b in scene.tabs.values()] + [scene.back_button.rect, scene.panel, scene.hint_rect]
            fixed += [e.rect for e in scene.entries] + [r for _, r in scene.headers]
            for i, a in enumerate(fixed):
                assert _inside(screen, a), (size, lang, gid, a)
                for b in fixed[i + 1:]:
                    assert not a.colliderect(b), (size, lang, gid, a, b)
            # the title stops before the tabs
            title_w = app.fonts.fit(scene.t("rules_title"), "title", scene.title_size, (0, 0, 0),
                                    scene.title_max_w).get_width()
            assert scene.title_pos[0] + title_w < min(b.rect.x for b in scene.tabs.values())
            for section in scene.sections():
                scene.select(section)
                app.frame(0.016, events=[])
                assert _inside(scene.panel, scene.content)
                assert _inside(scene.content, scene.view) and _inside(scene.panel, scene.bar)
                assert not scene.view.colliderect(scene.bar)
                if scene.card_rect is not None:
                    assert _inside(scene.content, scene.card_rect)
                    assert not scene.card_rect.colliderect(scene.view)
                    face = card_art(app).face(gid, section, scene.card_rect.w, lang)
                    assert face.get_height() <= scene.content.bottom - scene.card_rect.y
                heading = app.fonts.fit(scene.title(), "title", scene.heading_size, (0, 0, 0),
                                        scene.panel.w - 2 * scene.pad)
                assert heading.get_width() <= scene.panel.w - 2 * scene.pad
                for surf, (x, _) in scene.doc().blits:
                    assert x >= 0 and x + surf.get_width() <= scene.view.w, (size, lang, gid, section)
