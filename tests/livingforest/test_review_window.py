"""Living Forest's window after the last review (brief L8): the steal buttons show the tile they take, a 2-player
game's other seat uses its whole panel for its Help Line, and French sentences built from names elide "de"."""
from __future__ import annotations

import pygame

from game.i18n import tr
from game.livingforest import actions as A
from game.session import COMPUTER, HUMAN, Match, Seat

from .test_table_window import table_for

APP_SIZE = (1280, 720)


def test_the_steal_buttons_show_the_tile_they_take_in_its_owners_colour(make_app):
    from scenes.livingforest.table_buttons import ActionButton
    from scenes.livingforest.table_prompt import PromptMaker

    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3)
    scene = table_for(app, match)
    legal = [A.Steal(1, "fire"), A.Steal(1, "flower")]
    prompt = PromptMaker(scene.view, ["Ana", "Bob"], "en")._steal(legal)
    assert [c.icon for c in prompt.buttons] == [("victory", "fire", 1), ("victory", "flower", 1)]
    icon = scene.choice_icon(prompt.buttons[0])
    assert icon is not None and icon.get_height() <= scene.button_h()
    assert scene.choice_icon(prompt.buttons[0]) is scene.glyphs.victory("fire", icon.get_width(), scene.colours[1])
    # drawn: the picture left of the words, both inside the button
    surface = pygame.Surface((300, 60))
    surface.fill((0, 0, 0))
    button = ActionButton(prompt.buttons[0].label, lambda: None, pygame.Rect(10, 5, 280, 50), icon=icon)
    plain = surface.copy()
    ActionButton(prompt.buttons[0].label, lambda: None, pygame.Rect(10, 5, 280, 50)).draw(plain, app.fonts)
    button.draw(surface, app.fonts)
    left = pygame.Rect(10, 5, 140, 50)
    changed = sum(surface.get_at((x, y)) != plain.get_at((x, y)) for x in range(left.x, left.right, 2)
                  for y in range(left.y, left.bottom, 2))
    assert changed > 50


def test_a_two_player_games_other_seat_fills_its_panel_with_its_help_line(make_app):
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=3)
    scene = table_for(app, match)
    lay = scene.geometry()
    other = lay.others[0]
    inner_bottom = other.rect.bottom - max(4, lay.gap * 2 // 3)
    assert other.help.bottom >= inner_bottom - 2          # no empty lower third under the Help Line
    assert other.rect.contains(other.help)
    # three cards: two lines of readable cards, no larger than the seat on screen's could be
    box = other.help
    laid = scene.lay_help([1, 2, 3], box, int(112 * scene.s))
    assert all(not chip and 90 <= r.w <= 112 * scene.s and box.contains(r) for _, r, chip in laid)


def test_a_steal_in_the_log_reads_in_french_without_de_before_a_name():
    text = tr("lf_log_steal", "fr", tile="feu", other="Ana")
    assert "de Ana" not in text and "Ana" in text and "feu" in text


def test_a_chip_too_narrow_for_a_name_shows_no_lone_ellipsis_over_the_elements(make_app):
    """A card with many elements in a compact panel's narrow chip: the name gives way whole (a "…" used to be
    drawn over the first element), the animal's picture shown where it fits."""
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3)
    scene = table_for(app, match)
    rules = match.rules
    card = max(rules.cards, key=lambda c: sum(1 for v in rules.cards[c].elements.values() if v))
    assert sum(1 for v in rules.cards[card].elements.values() if v) >= 4
    calls = []
    fit = app.fonts.fit_or_cut
    app.fonts.fit_or_cut = lambda text, *a, **kw: (calls.append((text, a[3] if len(a) > 3 else kw)), fit(text, *a, **kw))[1]
    surface = pygame.Surface((400, 40))
    try:
        scene.paint_chip(surface, card, pygame.Rect(0, 0, 110, 17))         # the elements fill it
        assert not calls, calls
        scene.paint_chip(surface, card, pygame.Rect(0, 0, 360, 17))         # room: the name whole
        assert calls and calls[-1][0] == rules.cards[card].name("en")
    finally:
        app.fonts.fit_or_cut = fit


def test_an_empty_log_says_nothing_happened_yet_in_words_that_fit_the_game(make_app):
    # seen in the window: a new Living Forest game's log said "No picks revealed yet", Forêt's words
    from game.session import HUMAN, Match, Seat
    from scenes.gamelog import GameLogPanel

    app = make_app()
    for game_id, said in (("living-forest", "Nothing yet"), ("forest", "No picks")):
        match = Match(game_id, [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=1)
        panel = GameLogPanel(app)
        asked = []
        told = app.t
        app.t = lambda key, **kw: (asked.append(key), told(key, **kw))[1]
        try:
            panel.draw(app.surface, pygame.Rect(0, 0, 300, 400), match.state, match.names(app.lang))
        finally:
            app.t = told
        key = "log_empty" if game_id == "forest" else "log_empty_turns"
        assert key in asked and app.t(key).startswith(said)
