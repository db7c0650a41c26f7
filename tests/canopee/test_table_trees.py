"""Canopée's trees and the solo piles' face-up Threats as a player reads them: every trunk's value readable in a
tall stack (the face's corner medallion whole, or the value written on the band of the card that shows), each
tree's height and what it is worth now under it (the rules' scoring, read through the view), and the Threats a
refused solo pile shows face up as whole cards in a row, named, never over one another."""
from __future__ import annotations

import pygame
import pytest

from game.canopee import actions as A
from game.canopee.cardtable import TRUNK
from game.canopee.scoring import tree_points
from game.session import HUMAN, Match, Seat

from . import engine_rig as R
from .test_table_window import press_ready, table_for

SIZES = [(1280, 720), (2560, 1440)]


def tall_trees(make_app, size, lang="en", players=2):
    """A table whose forests hold tall trees: completed and not scored, completed and scored, unfinished."""
    app = make_app(lang=lang, size=size)
    match = Match("canopee", [Seat(f"P{i + 1}", HUMAN) for i in range(players)], seed=3,
                  options={"first_player": 0, "card_set": "C"})
    st = match.state
    for f in range(players):
        R.clear_forest(st, f)
    R.tree(st, 0, ["trunk_start", "trunk_1", "trunk_2", "trunk_0", "trunk_1"], "canopy_2")
    R.tree(st, 0, ["trunk_2", "trunk_1", "trunk_1"], "canopy_1", scored=True)
    R.tree(st, 0, ["trunk_0", "trunk_2"])
    R.tree(st, 1, ["trunk_start", "trunk_2", "trunk_1", "trunk_0"], "canopy_1")
    R.tree(st, 1, ["trunk_1", "trunk_2", "trunk_0", "trunk_1", "trunk_0"])
    R.give(st, 0, "fern", "monstera", "rain", "sun")
    R.give(st, 1, "fern", "bromeliad", "rain")
    R.refresh(st)
    scene = table_for(app, match)
    if scene.private:
        press_ready(app, scene)
    return app, match, scene


def record(monkeypatch, scene, app):
    """Redraw the whole table; what it wrote: ("chip", text, box) for each value written on a tree's card,
    ("text", words) for every line fitted or cut to its room."""
    import scenes.canopee.table_draw as table_draw

    drawn: list[tuple] = []
    real_chip = getattr(table_draw, "value_chip", None)       # (the code before it wrote no values)
    real_fit = app.fonts.fit_or_cut

    def chip(surface, fonts, text, card, band, wood):
        box = real_chip(surface, fonts, text, card, band, wood)
        drawn.append(("chip", text, pygame.Rect(box), pygame.Rect(card)))
        return box

    def fit_or_cut(text, *args, **kw):
        drawn.append(("text", text))
        return real_fit(text, *args, **kw)

    monkeypatch.setattr(table_draw, "value_chip", chip, raising=False)
    monkeypatch.setattr(app.fonts, "fit_or_cut", fit_or_cut)
    scene._side = None
    app.frame(0.016, events=[])
    return drawn


def test_the_view_tells_each_tree_s_height_and_worth_by_the_rules():
    st = R.new(2, seed=3, card_set="C")
    R.clear_forest(st, 0)
    done = R.tree(st, 0, ["trunk_start", "trunk_1", "trunk_2"], "canopy_2")
    old = R.tree(st, 0, ["trunk_2", "trunk_1"], "canopy_1", scored=True)
    open_tree = R.tree(st, 0, ["trunk_0", "trunk_2"])
    R.refresh(st)
    values = {v.tid: v for v in st.view(1).trees(0)}         # public: any seat's view tells them
    assert (values[done.tid].height, values[done.tid].trunks, values[done.tid].multiplier) == (3, (0, 1, 2), 2)
    assert values[done.tid].points == 0 + 1 + 2 + 2 * 3 == values[done.tid].scores_now
    assert values[old.tid].points == 2 + 1 + 1 * 2 and values[old.tid].scores_now == 0     # scored already
    assert values[open_tree.tid].points is None and values[open_tree.tid].scores_now == 0  # unfinished
    assert values[open_tree.tid].height == 2
    # what the end of the season adds for the trees is what the view said
    R.season_end(st, 0, step=4)
    scored = {e.data["tree"]: e.data["points"] for e in st.events() if e.kind == "tree_score"}
    assert scored == {done.tid: values[done.tid].scores_now}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_every_trunk_s_value_reads_in_a_tall_tree(make_app, monkeypatch, size, lang):
    from scenes.canopee.faces import CanopeeFaces
    from scenes.canopee.table_art import MIN_FACE

    app, match, scene = tall_trees(make_app, size, lang)
    drawn = record(monkeypatch, scene, app)
    chips = [(text, box, card) for what, *rest in drawn if what == "chip" for text, box, card in [rest]]
    st = match.state
    layouts = [(scene.seat, scene.my_forest())] + [(f, layout) for f, _, layout in scene.mini_layouts()]
    checked = 0
    for f, layout in layouts:
        for spot in layout.trees:
            rects = [rect for _, rect in spot.cards]
            for i, (uid, rect) in enumerate(spot.cards):
                kind = st.rules.kinds[st.ct.kind[uid]]
                text = str(kind.value) if st.ct.cat[uid] == TRUNK else f"×{kind.value}"
                base = i == len(spot.cards) - 1
                shows = rect.h if base else rects[i + 1].y - rect.y        # how much of the card is in view
                if rect.w >= MIN_FACE and shows >= CanopeeFaces.corner_depth(rect.w):
                    continue                     # the face's own medallion shows whole
                mine = [box for t, box, card in chips if card == rect]
                assert len(mine) == 1 and [t for t, _, card in chips if card == rect] == [text], (f, uid)
                box = mine[0]
                assert box.h >= 9 and rect.contains(box)
                # within the band of the card that shows: the next card down does not cover it
                if not base:
                    assert box.bottom <= rect.y + shows + 1, (box, rect, shows)
                checked += 1
    if size == (1280, 720):      # the small forests there are too low for a tall tree's faces to show whole
        assert checked, "no value hidden by a stack in these forests"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_each_tree_shows_its_height_and_what_it_scores_now(make_app, monkeypatch, size, lang):
    app, match, scene = tall_trees(make_app, size, lang)
    drawn = record(monkeypatch, scene, app)
    texts = [rest[0] for what, *rest in drawn if what == "text"]
    st = match.state
    mine = {v.tid: v for v in st.view(0).trees(0)}
    trunks = {"en": "trunks", "fr": "troncs"}[lang]
    points = {tid: (f"+{v.points} pts" if v.scores_now else f"{v.points} pts" if v.points is not None else
                    ("0 pts" if lang == "en" else "0 pt")) for tid, v in mine.items()}
    for tid, v in mine.items():                        # the seat's own forest, in words
        assert f"{v.height} {trunks} · {points[tid]}" in texts, (tid, texts)
    for v in st.view(0).trees(1):                      # another forest, small: its height sign, its figures
        assert f"{v.height} · {'+' if v.scores_now else ''}{v.points or 0}" in texts
    assert {v.points for v in mine.values()} == {0 + 1 + 2 + 0 + 1 + 2 * 5, tree_points((2, 1, 1), 1), None}
    # each line sits under its tree, clear of the other trees' cards
    layout = scene.my_forest()
    for spot in layout.trees:
        assert spot.foot.h and spot.foot.y >= spot.rect.bottom
        for other in layout.trees:
            assert not any(spot.foot.colliderect(r) for _, r in other.cards)
        assert scene.forest_area.contains(spot.foot)


def solo_threats(make_app, size, lang):
    """A solo table after the player refused a pile holding three Threats: they lie face up on it."""
    app = make_app(lang=lang, size=size)
    match = Match("canopee", [Seat("Zoé", HUMAN)], seed=3, solo=True)
    st = match.state
    R.set_pile(st, 0, "disease", "drought", "fire")
    R.refresh(st)
    R.act(st, A.REFUSE)
    up = [u for u in st.spots[0] if u in st.face_up]
    assert len(up) == 3
    return app, match, table_for(app, match), up


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_refused_solo_pile_shows_its_face_up_threats_whole_and_named(make_app, monkeypatch, size, lang):
    from scenes.canopee.faces import canopee_faces

    app, match, scene, up = solo_threats(make_app, size, lang)
    faces = canopee_faces(app)
    drawn: list[tuple[int, pygame.Rect]] = []
    real = scene.draw_card
    monkeypatch.setattr(scene, "draw_card", lambda s, uid, kind, rect: (drawn.append((uid, pygame.Rect(rect))),
                                                                         real(s, uid, kind, rect)))
    scene._side = None
    app.frame(0.016, events=[])
    thumbs = [(uid, rect) for uid, rect in drawn if uid in up and not scene.strip.colliderect(rect)]
    assert sorted(uid for uid, _ in thumbs) == sorted(up)          # each once, outside the strip
    for i, (uid, rect) in enumerate(thumbs):
        assert scene.left_col.contains(rect)                        # whole, in the table's column
        assert not any(rect.colliderect(other) for _, other in thumbs[i + 1:])
        assert not any(rect.colliderect(pile) for pile in scene.piles().spots)
        kind = match.state.ct.kind[uid]
        name, px, squeeze = faces.name_fit(kind, rect.w, lang)
        assert "…" not in name and px >= 9 and squeeze >= 0.75, (kind, rect.w, name, px, squeeze)
        assert scene.card_at(rect.center)[1] == kind                # and read large in the card viewer
