"""The end-of-game score screen, driven by real pygame events on a dummy display."""
from __future__ import annotations

import random

import pygame
import pytest

from game.actions import LegalPicks, Pick
from game.i18n import LANGUAGES, STRINGS
from game.session import COMPUTER, HUMAN, Match, Seat

from .helpers import scoring_for

NAMES = ["Ana", "Bob", "Chloé", "Dmitri", "Eve", "Françoise-Marie"]


APP_SIZE = (1280, 720)   # the window of make_app (tests/conftest.py) in this module


def finished(game_id: str, players: int, seed: int, humans=(0,), solo: bool = False) -> Match:
    """A finished match: computers play themselves, humans play random legal actions."""
    if solo:
        seats = [Seat("Ana")]
    else:
        seats = [Seat(NAMES[i], HUMAN if i in humans else COMPUTER) for i in range(players)]
    match = Match(game_id, seats, seed=seed, solo=solo)
    rng = random.Random(seed)
    game = match.game
    while not match.over:
        match.play_computers()
        for seat in match.waiting_humans():
            legal = game.legal_actions(seat)
            if isinstance(legal, LegalPicks):
                action = Pick(rng.choice(legal.cards), rng.choice(legal.cells))
            else:
                action = rng.choice(list(legal))
            match.submit(seat, action)
    return match


def savane_with_prey_choice() -> Match:
    """A two-player Savane game where the human's lions hunt and could take other prey."""
    for seed in range(300):
        match = finished("savane", 2, seed)
        p = match.game.score().players[0]
        if p.lion_picks and len(p.lion_candidates) > p.lion_picks:
            return match
    raise AssertionError("no seed gives the human a lion prey choice")


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def key(app, k):
    app.frame(0.016, events=[event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def move(app, pos):
    app.frame(0.016, events=[event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click(app, pos):
    app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                             event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def expected(score, key_, i):
    p = score.players[i]
    value = p.total if key_ == "total" else p.biodiversity if key_ == "biodiversity" else p.kinds[key_]
    return "" if value is None else str(value)


# ---------------------------------------------------------------------- the pad shows the score


@pytest.mark.parametrize("game_id,players,solo", [("forest", 4, False), ("savane", 2, False), ("forest", 1, True),
                                                  ("savane", 1, True), ("forest", 6, False)])
def test_every_pad_value_is_the_game_score(make_app, game_id, players, solo):
    app = make_app()
    match = finished(game_id, players, seed=7, solo=solo)
    scene = scoring_for(app, match)
    score = match.game.score()
    kinds = list(match.rules.kind_ids)
    assert scene.rows[:len(kinds)] == kinds and scene.rows[-1] == "total"
    assert ("biodiversity" in scene.rows) == (game_id == "forest")
    assert scene.names == match.names()
    assert len(scene.names) == len(score.players) == (2 if solo else players)
    for key_ in scene.rows:
        for i in range(len(score.players)):
            assert scene.shown_value(key_, i) == expected(score, key_, i), (key_, i)
    if solo and game_id == "forest":
        assert scene.shown_value("biodiversity", 1) == ""          # Alban has no biodiversity
        assert scene.names[1] == "Alban"
    if solo and game_id == "savane":
        assert scene.names[1] == "Jhay"
    assert scene.score.winners == score.winners


def test_count_up_starts_blank_and_skipping_shows_final_totals(make_app):
    match = finished("forest", 3, seed=11)
    final = [p.total for p in match.game.score().players]
    for skip in ("space", "enter", "click"):
        app = make_app(speed=1.0)
        scene = scoring_for(app, match)
        assert scene.animating
        assert [scene.shown_value("total", i) for i in range(3)] == ["", "", ""]
        assert scene.shown_value("bee", 0) != "" and scene.shown_value("wolf", 0) == ""   # rows come in order
        if skip == "space":
            key(app, pygame.K_SPACE)
        elif skip == "enter":
            key(app, pygame.K_RETURN)
        else:
            # a click anywhere, even on a button, only skips
            click(app, app.top.column.buttons[0].rect.center)
            assert app.top is scene
        assert not scene.animating
        assert [scene.shown_value("total", i) for i in range(3)] == [str(t) for t in final]


def test_count_up_runs_to_the_final_totals_by_itself(make_app):
    app = make_app(speed=2.0)
    match = finished("savane", 3, seed=5)
    scene = scoring_for(app, match)
    final = [str(p.total) for p in match.game.score().players]
    seen = set()
    for _ in range(400):
        app.frame(0.02, events=[])
        seen.add(scene.shown_value("total", 0))
        if not scene.animating:
            break
    assert not scene.animating
    assert [scene.shown_value("total", i) for i in range(3)] == final
    if int(final[0]) > 5:
        assert len(seen - {""}) > 2             # the total counted up through several values


def test_without_animations_the_final_numbers_show_at_once(make_app):
    app = make_app(speed=0.0)
    match = finished("forest", 2, seed=3)
    scene = scoring_for(app, match)
    assert not scene.animating
    assert scene.shown_value("total", 1) == str(match.game.score().players[1].total)


# ---------------------------------------------------------------------- hovering


def test_hovering_a_row_marks_the_cards_that_scored_it(make_app):
    app = make_app()
    match = finished("forest", 4, seed=2)
    scene = scoring_for(app, match)
    score = match.game.score()
    frames = match.game.frames()
    checked = 0
    for kind in match.rules.kind_ids:
        move(app, scene.row_rect(kind).center)
        assert scene.hover_row == kind
        lit = scene.highlighted_cells
        assert lit == {i: frozenset(p.scoring_cells.get(kind, ())) for i, p in enumerate(score.players)}
        index = match.rules.kind(kind).index
        for i, cells in lit.items():
            assert all(frames[i][c] == index for c in cells)
            checked += len(cells)
    assert checked > 0
    # deer: the cards lit are exactly the deer of each grid (every deer counts for its row and column)
    move(app, scene.row_rect("deer").center)
    deer = match.rules.kind("deer").index
    for i, cells in scene.highlighted_cells.items():
        if score.players[i].kinds["deer"]:
            assert cells == {c for c in range(20) if frames[i][c] == deer}
    # leaving the pad lights nothing
    move(app, (2, 2))
    assert scene.highlighted_cells == {} and scene.highlighted_grid is None


def test_hovering_a_column_header_lights_that_players_grid(make_app):
    app = make_app()
    match = finished("forest", 3, seed=4)
    scene = scoring_for(app, match)
    for i in range(3):
        move(app, scene.header_rect(i).center)
        assert scene.highlighted_grid == i
        assert scene.highlighted_cells == {}


def test_solo_opponent_grid_is_in_reading_order(make_app):
    app = make_app()
    match = finished("forest", 1, seed=9, solo=True)
    scene = scoring_for(app, match)
    game = match.game
    assert [game.kind_id(uid) for uid in game.opponent] == [match.rules.kinds[k].id for k in scene.frames[1]]
    # the opponent's grid sits in reading order: cell 0 top-left, cell 4 top-right, cell 5 below cell 0
    r = [scene.cell_rect(1, k) for k in range(20)]
    assert r[0].y == r[4].y and r[0].x < r[1].x < r[4].x and r[5].x == r[0].x and r[5].y > r[0].y


# ---------------------------------------------------------------------- Savane: lion prey


def test_savane_lion_prey_change_through_clicks_rescores(make_app):
    app = make_app()
    match = savane_with_prey_choice()
    scene = scoring_for(app, match)
    p = match.game.score().players[0]
    assert scene.choosable == [0] and not scene.confirmed
    assert list(scene.editing[0]) == list(p.lion_prey)                      # the best choice preselected
    assert set(p.lion_prey) <= scene.face_down(0)
    # give back the first prey: the choice is incomplete, the score stays, Confirm waits
    first = p.lion_prey[0]
    click(app, scene.cell_rect(0, first).center)
    assert first not in scene.editing[0]
    assert scene.score.players[0].lion_prey == p.lion_prey
    confirm = scene.column.buttons[0]
    assert not confirm.enabled
    # take another candidate: the choice is complete, the pad is rescored with it
    other = next(c for c in p.lion_candidates if c not in p.lion_prey)
    click(app, scene.cell_rect(0, other).center)
    chosen = tuple(sorted([c for c in p.lion_prey if c != first] + [other]))
    want = match.game.score(prey_choices=[chosen, None])
    assert scene.score.players[0].lion_prey == chosen
    assert other in scene.face_down(0) and first not in scene.face_down(0)
    for key_ in scene.rows:
        for i in range(2):
            assert scene.shown_value(key_, i) == expected(want, key_, i)
    # confirm freezes the choice
    assert scene.column.buttons[0].enabled
    click(app, scene.column.buttons[0].rect.center)
    assert scene.confirmed
    click(app, scene.cell_rect(0, first).center)
    assert scene.score.players[0].lion_prey == chosen


def test_computer_seats_do_not_offer_a_prey_choice(make_app):
    app = make_app()
    for seed in range(300):
        match = finished("savane", 3, seed, humans=())
        if any(p.lion_picks and len(p.lion_candidates) > p.lion_picks for p in match.game.score().players):
            break
    scene = scoring_for(app, match)
    assert scene.choosable == [] and scene.confirmed
    labels = [b.label for b in scene.column.buttons]
    assert app.t("score_confirm") not in labels


# ---------------------------------------------------------------------- solo


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_solo_shows_margin_level_and_thresholds(make_app, game_id):
    app = make_app()
    match = finished(game_id, 1, seed=1, solo=True)
    scene = scoring_for(app, match)
    solo = match.game.score().solo
    info = scene.solo_summary()
    assert info["margin"] == solo.margin
    assert f"{solo.margin:+d}" in info["margin_text"]
    assert info["level"] == solo.level
    assert info["result"].lower() == app.t(f"level_{solo.level or 'loss'}").lower()
    levels = match.rules.solo.levels
    assert [name for name, _, _ in info["thresholds"]] == [name for name, _ in levels]
    for (name, label, reached), (_, need) in zip(info["thresholds"], levels):
        assert str(need) in label and reached == (solo.margin >= need)


def test_solo_banner_while_counting_has_no_result_yet(make_app):
    app = make_app(speed=1.0)
    scene = scoring_for(app, finished("forest", 1, seed=1, solo=True))
    assert scene.solo_summary()["result"] is None
    key(app, pygame.K_SPACE)
    assert scene.solo_summary()["result"] is not None


# ---------------------------------------------------------------------- leaving


def test_escape_and_menu_go_to_the_menu(make_app):
    from scenes.menu import MenuScene

    app = make_app()
    scoring_for(app, finished("forest", 2, seed=1))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    scene = scoring_for(app, finished("forest", 2, seed=1))
    menu = next(b for b in scene.column.buttons if b.label == app.t("score_menu"))
    click(app, menu.rect.center)
    assert isinstance(app.top, MenuScene)


def test_play_again_starts_a_new_match_with_the_same_seats(make_app):
    from scenes.table import TableScene

    app = make_app()
    match = finished("savane", 3, seed=1, humans=(0, 2))
    scene = scoring_for(app, match)
    scene.confirm()
    again = next(b for b in scene.column.buttons if b.label == app.t("score_play_again"))
    click(app, again.rect.center)
    assert isinstance(app.top, TableScene)
    new = app.top.match
    assert new is not match and new.game_id == "savane" and not new.solo
    assert [(s.name, s.kind, s.level) for s in new.seats] == [(s.name, s.kind, s.level) for s in match.seats]
    assert not new.over


def test_play_again_in_solo_stays_solo(make_app):
    from scenes.table import TableScene

    app = make_app()
    scene = scoring_for(app, finished("forest", 1, seed=2, solo=True))
    scene.play_again()
    assert isinstance(app.top, TableScene) and app.top.match.solo


# ---------------------------------------------------------------------- languages and window sizes


@pytest.mark.parametrize("lang", LANGUAGES)
def test_renders_in_both_languages_without_missing_strings(make_app, lang):
    used: set[str] = set()
    for game_id, players, solo in (("forest", 4, False), ("savane", 2, False), ("forest", 1, True),
                                   ("savane", 1, True)):
        app = make_app(lang=lang, speed=1.0)
        match = savane_with_prey_choice() if game_id == "savane" and not solo else \
            finished(game_id, players, seed=3, solo=solo)
        scene = scoring_for(app, match)
        app.frame(0.2, events=[])
        key(app, pygame.K_SPACE)
        move(app, scene.row_rect(match.rules.kind_ids[0]).center)
        move(app, scene.header_rect(0).center)
        if scene.editing:
            first = scene.editing[0][0]
            click(app, scene.cell_rect(0, first).center)      # the "choose more prey" hint
        app.frame(0.016, events=[])
        used |= scene.used_keys
    assert {"score_title", "score_skip", "total", "score_menu", "score_play_again", "score_margin",
            "score_thresholds", "score_confirm", "score_prey_more"} <= used
    for k in used:
        assert k in STRINGS and all(STRINGS[k].get(lg) for lg in LANGUAGES), k
    for k, texts in STRINGS.items():
        if k.startswith("score_"):
            assert all(texts.get(lg) for lg in LANGUAGES), k


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("game_id,players,solo", [("forest", 6, False), ("savane", 6, False), ("forest", 2, False),
                                                  ("savane", 1, True)])
def test_layout_fits_the_window_without_overlap(make_app, size, game_id, players, solo):
    app = make_app(lang="fr", size=size)
    scene = scoring_for(app, finished(game_id, players, seed=6, solo=solo))
    window = pygame.Rect((0, 0), size)
    pad = scene.pad_rect
    grids = [scene.grid_rect(i) for i in range(scene.count)]
    buttons = [b.rect for b in scene.column.buttons]
    boxes = [pad, *grids, *buttons, scene.title_rect] + ([scene.solo_rect] if solo else [])
    for box in boxes:
        assert window.contains(box), box
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            assert not boxes[a].colliderect(boxes[b]), (boxes[a], boxes[b])
    for key_ in scene.rows:
        assert pad.contains(scene.row_rect(key_))
    for i in range(scene.count):
        assert pad.contains(scene.header_rect(i))
        for k in range(20):
            assert scene.grid_rect(i).contains(scene.cell_rect(i, k))
    assert scene.card_w >= 40 and scene.row_h >= 22
    app.frame(0.016, events=[])
