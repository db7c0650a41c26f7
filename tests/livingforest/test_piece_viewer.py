"""Reading Living Forest's pieces at the table with the card viewer, as its cards are read: the pointer resting on a
tree (in the dispensers, in any forest, the starting tree too), on a rock of the Circle, on a corner's or a line's
printed bonus shows it large with the rules screen's words, in French and English, every number from the card data;
a right-click pins the whole page. T11's "same action twice" is readable there, and an animal's viewer says the fire
attracting it adds at the end of the round."""
from __future__ import annotations

import pygame
import pytest

from game.livingforest import rules_text as R
from game.livingforest.cards import bundled_rules
from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.cardview import _card_facts, card_page

from ..test_cardview import squash, words
from .rig import set_forest
from .test_rules_text import _changed_rules, page
from .test_table_window import table_for

APP_SIZE = (1280, 720)
GAME = "living-forest"


def a_table(make_app, lang="en", size=None):
    """A 2-player table (Ana, and a computer) whose forests hold trees: T11 and a planted top-left corner in Ana's,
    a tree in the computer's."""
    app = make_app(lang=lang, size=size)
    match = Match(GAME, [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=5)
    st = match.state
    set_forest(st, 0, {(1, 1): "t11", (1, 0): "t5a", (0, 0): "t3b"})
    set_forest(st, 1, {(3, 1): "t8"})
    for sp in st.spirits:
        st._refresh_perm(sp)
    return app, match, table_for(app, match)


def rest_on(app, scene, pos):
    """The pointer moved onto ``pos`` and left there past the viewer's delay: what the viewer shows."""
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    for _ in range(15):
        app.frame(0.05, [])
    return scene.inspector.shown


def shown_words(scene) -> str:
    laid = scene.inspector.laid_out()
    return squash("".join(laid.lines))


def every_piece(scene, match):
    """(a point on screen, the piece id the viewer must show there) for every kind of piece on the table."""
    rules = match.rules
    out = [(rect.center, tree) for tree, rect in scene.tree_slots()]
    mine, theirs = scene.boards[0], scene.boards[1]
    out += [(mine.cell_rect((1, 1)).center, "t11"), (mine.cell_rect((1, 0)).center, "t5a"),
            (mine.cell_rect(tuple(rules.start_cell)).center, "start"), (theirs.cell_rect((3, 1)).center, "t8")]
    for corner in rules.corners:
        planted = tuple(corner.cell) == (0, 0)
        rect = mine.corner_badge_rect(corner, planted=planted)
        out.append((rect.center, R.corner_piece(corner.cell)))
        out.append((theirs.corner_badge_rect(corner).center, R.corner_piece(corner.cell)))
    for line in rules.lines:
        out.append((mine.line_badge_rect(line).center, R.line_piece(line.id)))
        out.append((theirs.line_badge_rect(line).center, R.line_piece(line.id)))
    out += [(scene.circle.rock_centre(i), R.rock_piece(i)) for i in range(len(rules.rocks))]
    return out


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_tree_rock_corner_and_line_opens_the_viewer_with_its_rule(make_app, lang):
    app, match, scene = a_table(make_app, lang)
    pieces = every_piece(scene, match)
    kinds = {kind for _, kind in pieces}
    assert set(R.pieces(match.rules)) <= kinds and {"t11", "start"} <= kinds
    for pos, kind in pieces:
        found = scene.card_at(pos)
        assert found is not None and found[:2] == (GAME, kind), (pos, kind, found)
        assert pygame.Rect(found[2]).collidepoint(pos)
    # resting on one of each kind: the viewer shows it, with the opening of its rules page
    for pos, kind in pieces[::3] + [p for p in pieces if p[1] in ("t11", "start")]:
        assert rest_on(app, scene, pos) == (GAME, kind), kind
        assert scene.inspector.panel_rect is not None
        assert words(card_page(GAME, kind, lang, whole=False)) in shown_words(scene), kind
        _, name, facts = _card_facts(app, GAME, kind, 100, lang)        # the viewer's title and facts
        assert name == R.kind_name(kind, lang, match.rules) and facts == " · ".join(R.facts(kind, lang))
        app.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, app.size[1] - 2), rel=(0, 0),
                                             buttons=(0, 0, 0))])


def test_the_pieces_words_carry_the_data(make_app):
    rules = bundled_rules()
    app, match, scene = a_table(make_app)
    mine = scene.boards[0]
    # T11: the right to take the same kind of action twice, on hover
    rest_on(app, scene, mine.cell_rect((1, 1)).center)
    assert "sameaction" in shown_words(scene) or "samekindofaction" in shown_words(scene)
    assert squash("Cost 11 seeds") in squash(" · ".join(R.facts("t11", "en")))
    # the top-left corner, planted: its bonus with the data's amount; a line with its amount
    corner = rules.corner_at((0, 0))
    rest_on(app, scene, mine.corner_badge_rect(corner, planted=True).center)
    assert scene.inspector.shown == (GAME, "corner:0,0")
    assert squash(f"+{corner.amount} sun") in shown_words(scene) and "once" in shown_words(scene)
    line = rules.lines[1]
    rest_on(app, scene, mine.line_badge_rect(line).center)
    assert squash(f"gives +{line.amount} {line.element}") in shown_words(scene)
    # a rock: its bonus, pinned by a right-click with the whole page (the other rocks of its kind)
    rock = next(i for i, k in enumerate(rules.rocks) if k == "attract")
    at = scene.circle.rock_centre(rock)
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=3)])
    assert scene.inspector.pinned and scene.inspector.shown == (GAME, R.rock_piece(rock))
    others = [str(i + 1) for i, k in enumerate(rules.rocks) if k == "attract" and i != rock]
    assert "abonusAttract" in shown_words(scene) and all(n in shown_words(scene) for n in others)
    assert words(card_page(GAME, R.rock_piece(rock), "en")) in shown_words(scene)
    app.frame(0.016, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)])
    assert not scene.inspector.pinned


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reserve_animal_says_the_fire_attracting_it_adds_at_the_end_of_the_round(make_app, lang):
    app, match, scene = a_table(make_app, lang)
    for level in (1, 2, 3):
        _, card, rect = next(s for s in scene.reserve_slots() if s[0] == level)
        assert rest_on(app, scene, rect.center) == (GAME, str(card))
        fire = match.rules.fire_value[level]
        said = shown_words(scene)
        assert (f"addsafireof{fire}" if lang == "en" else f"ajouteunfeude{fire}") in said
        assert ("endoftheround" if lang == "en" else "findelamanche") in said
        assert str(match.rules.centre_capacity) in said


def test_the_pieces_pages_exist_in_both_languages_and_follow_the_data(tmp_path):
    old, new = bundled_rules(), _changed_rules(tmp_path)
    for kind in R.pieces(old):
        for lang in ("fr", "en"):
            text = page(kind, lang)
            assert len(text.split()) >= 12 and "{" not in text, (kind, lang)
            assert all(R.facts(kind, lang)) and R.kind_name(kind, lang)
            if lang == "fr":
                assert " :" not in R.rules_text(kind, lang) and "'" not in text, kind
        assert page(kind, "fr") != page(kind, "en")
    # numbers changed in a copy of the data: the pieces say the new ones (corner +4 sun, first line +2 water)
    assert "+4 sun" in page("corner:0,0", "en", new) and "+3 sun" not in page("corner:0,0", "en", new)
    first = new.lines[0]
    assert f"+2 {first.element}" in page(R.line_piece(first.id), "en", new)
    assert "never more than 6 fires" in page("20", "en", new)
    assert "never more than 7 fires" in page("20", "en", old)
