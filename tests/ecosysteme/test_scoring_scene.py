"""The end-of-game score screen, driven by real pygame events on a dummy display."""
from __future__ import annotations

import random

import pygame
import pytest

from game.ecosysteme.actions import LegalPicks, Pick
from game.ecosysteme.explain import cell_label
from game.i18n import LANGUAGES, STRINGS
from game.session import COMPUTER, HUMAN, Match, Seat

from ..helpers import scoring_for
from tests.input import click, key, move

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
    game = match.state
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
        p = match.state.score().players[0]
        if p.lion_picks and len(p.lion_candidates) > p.lion_picks:
            return match
    raise AssertionError("no seed gives the human a lion prey choice")


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


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
    score = match.state.score()
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
    final = [p.total for p in match.state.score().players]
    for skip in ("space", "enter", "click"):
        app = make_app(speed=1.0)
        scene = scoring_for(app, match)
        assert scene.counting
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
        assert not scene.counting
        assert [scene.shown_value("total", i) for i in range(3)] == [str(t) for t in final]


def test_count_up_runs_to_the_final_totals_by_itself(make_app):
    app = make_app(speed=2.0)
    match = finished("savane", 3, seed=5)
    scene = scoring_for(app, match)
    final = [str(p.total) for p in match.state.score().players]
    seen = set()
    for _ in range(400):
        app.frame(0.02, events=[])
        seen.add(scene.shown_value("total", 0))
        if not scene.counting:
            break
    assert not scene.counting
    assert [scene.shown_value("total", i) for i in range(3)] == final
    if int(final[0]) > 5:
        assert len(seen - {""}) > 2             # the total counted up through several values


def test_without_animations_the_final_numbers_show_at_once(make_app):
    app = make_app(speed=0.0)
    match = finished("forest", 2, seed=3)
    scene = scoring_for(app, match)
    assert not scene.counting
    assert scene.shown_value("total", 1) == str(match.state.score().players[1].total)


# ---------------------------------------------------------------------- hovering


def test_hovering_a_row_marks_the_cards_that_scored_it(make_app):
    app = make_app()
    match = finished("forest", 4, seed=2)
    scene = scoring_for(app, match)
    score = match.state.score()
    frames = match.state.frames()
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
    game = match.state
    assert [game.kind_id(uid) for uid in game.opponent] == [match.rules.kinds[k].id for k in scene.frames[1]]
    # the opponent's grid sits in reading order: cell 0 top-left, cell 4 top-right, cell 5 below cell 0
    r = [scene.cell_rect(1, k) for k in range(20)]
    assert r[0].y == r[4].y and r[0].x < r[1].x < r[4].x and r[5].x == r[0].x and r[5].y > r[0].y


# ---------------------------------------------------------------------- Savane: lion prey


def test_savane_lion_prey_change_through_clicks_rescores(make_app):
    app = make_app()
    match = savane_with_prey_choice()
    scene = scoring_for(app, match)
    p = match.state.score().players[0]
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
    want = match.state.score(prey_choices=[chosen, None])
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
        if any(p.lion_picks and len(p.lion_candidates) > p.lion_picks for p in match.state.score().players):
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
    solo = match.state.score().solo
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
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    match = finished("savane", 3, seed=1, humans=(0, 2))
    scene = scoring_for(app, match)
    scene.confirm()
    again = next(b for b in scene.column.buttons if b.label == app.t("score_play_again"))
    click(app, again.rect.center)
    assert isinstance(app.top, TableScene)
    new = app.top.match
    assert new is not match and new.game_id == "savane" and not new.solo
    assert [(s.name, s.controller, s.level) for s in new.seats] == [(s.name, s.controller, s.level) for s in match.seats]
    assert not new.over


def test_play_again_in_solo_stays_solo(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    scene = scoring_for(app, finished("forest", 1, seed=2, solo=True))
    scene.play_again()
    assert isinstance(app.top, TableScene) and app.top.match.solo


# ---------------------------------------------------------------------- languages and window sizes


@pytest.mark.slow
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
            "score_thresholds", "score_confirm", "why_prey_more", "why_pending"} <= used
    for k in used:
        assert k in STRINGS and all(STRINGS[k].get(lg) for lg in LANGUAGES), k
    for k, texts in STRINGS.items():
        if k.startswith(("score_", "why_", "race_")):
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
    boxes = [pad, *grids, *buttons, scene.title_rect] + ([scene.solo_rect] if solo else []) + \
        ([scene.neutral_rect] if scene.neutral_rect is not None else [])
    assert (scene.neutral_rect is not None) == (players == 2 and not solo)
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


# ---------------------------------------------------------------------- the neutral's pile


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_two_player_screen_shows_the_neutral_pile_and_its_counts(make_app, size, game_id):
    app = make_app(lang="fr", size=size)
    match = finished(game_id, 2, seed=8)
    scene = scoring_for(app, match)
    game = match.state
    pile = [game.kind_id(uid) for uid in game.neutral_pile]
    assert len(pile) == 20
    counts = scene.neutral_counts()
    compares = list(match.rules.neutral_compares)
    assert [k for k, _, compared in counts if compared] == compares          # the compared kinds first, from the data
    assert {k: n for k, n, _ in counts} == {k: pile.count(k) for k in set(pile) | set(compares)}
    strip = scene.neutral_rect
    window = pygame.Rect((0, 0), size)
    assert window.contains(strip)
    for box in [scene.pad_rect, *[scene.grid_rect(i) for i in range(2)], *[b.rect for b in scene.column.buttons]]:
        assert not strip.colliderect(box), box
    spots = scene._neutral_spots()
    assert sorted(k for k, _, _ in spots) == sorted(k for k, _, _ in counts)
    for _, rect, _ in spots:
        assert strip.contains(rect)
    # hovering a compared kind's row lights its chip too; pointing at the chip lights the row
    move(app, scene.row_rect(compares[0]).center)
    app.frame(0.016, events=[])
    kind, rect, _ = spots[0]
    move(app, rect.center)
    assert scene.hover_row == kind
    # more than two players: no neutral
    assert scoring_for(make_app(size=size), finished(game_id, 3, seed=8)).neutral_rect is None


# ---------------------------------------------------------------------- why a row scored what it did


def hover_cell(app, scene, row, player):
    """The pointer on a pad row, in a player's column (None: on the row's label)."""
    rect = scene.row_rect(row)
    x = scene.header_rect(player).centerx if player is not None else rect.x + 8
    move(app, (x, rect.centery))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("game_id,players,solo", [("forest", 2, False), ("savane", 4, False), ("forest", 6, False),
                                                  ("forest", 1, True), ("savane", 1, True)])
def test_hovering_a_row_explains_it_beside_the_row(make_app, size, game_id, players, solo):
    app = make_app(lang="fr", size=size)
    match = finished(game_id, players, seed=12, solo=solo)
    scene = scoring_for(app, match)
    scene.confirm()
    window = pygame.Rect((0, 0), size)
    buttons = [b.rect for b in scene.column.buttons]
    for row in scene.rows:
        for player in [None, *range(scene.count)]:
            hover_cell(app, scene, row, player)
            assert scene.hover_row == row and scene.hover_col == player
            laid = scene.why_layout()
            assert laid is not None
            panel_rect = laid["rect"]
            assert window.contains(panel_rect)
            assert not panel_rect.colliderect(scene.row_rect(row))        # never over the hovered row
            assert not any(panel_rect.colliderect(b) for b in buttons)
            assert laid["lines"][-1][0][1] != "…", (row, player)          # everything said, nothing cut
            if player is not None and row in match.rules.kind_ids:
                why = scene.explainer.row(row, player)
                said = " ".join(line[1] for line, _ in laid["lines"] if line[0] != "chips")
                for item in why.items:
                    if not item.prize:
                        assert item.text.split(" (")[0] in said
                assert laid["points"] == expected(scene.score, row, player)
            app.frame(0.016, events=[])
    move(app, (2, 2))
    assert scene.why_layout() is None


def test_the_wolf_row_shows_the_neutral_in_the_ranking(make_app):
    app = make_app(lang="en")
    for seed in range(60):
        match = finished("forest", 2, seed)
        neutral_wolves = sum(1 for uid in match.state.neutral_pile if match.state.kind_id(uid) == "wolf")
        if neutral_wolves and match.state.score().players[0].measures["wolf"]:
            break
    scene = scoring_for(app, match)
    hover_cell(app, scene, "wolf", 0)
    words = [line[1] for line, _ in scene.why_layout()["lines"]]
    assert any(w.startswith(("1st", "2nd", "3rd")) and "Neutral player" in w and f": {neutral_wolves} (" in w
               for w in words), words
    mine = [line for line, _ in scene.why_layout()["lines"] if line[0] == "text" and line[3]]
    assert len(mine) == 1 and "Ana" in mine[0][1]
    assert mine[0][1].endswith(f"→ {scene.score.players[0].kinds['wolf']}")


def test_no_explanation_while_the_totals_count_up(make_app):
    app = make_app(speed=1.0)
    scene = scoring_for(app, finished("forest", 3, seed=2))
    hover_cell(app, scene, "bee", 0)
    assert scene.counting and scene.why_layout() is None
    key(app, pygame.K_SPACE)
    hover_cell(app, scene, "bee", 0)
    assert scene.why_layout() is not None


# ---------------------------------------------------------------------- lion prey: clear, and no winner before Confirm


def test_no_winner_crown_or_verdict_before_the_prey_are_confirmed(make_app):
    app = make_app()
    match = savane_with_prey_choice()
    scene = scoring_for(app, match)
    assert not scene.confirmed
    assert scene.shown_winners() == set()
    app.frame(0.016, events=[])
    assert "score_winner" not in scene.used_keys and "score_tie" not in scene.used_keys
    assert "why_pending" in scene.used_keys
    click(app, scene.column.buttons[0].rect.center)           # Confirm scores
    assert scene.confirmed
    assert scene.shown_winners() == set(scene.score.winners)
    scene.used_keys.clear()
    app.frame(0.016, events=[])
    assert {"score_winner", "score_tie"} & scene.used_keys


def test_solo_verdict_waits_for_the_prey_confirmation(make_app):
    app = make_app()
    for seed in range(300):
        match = finished("savane", 1, seed, solo=True)
        p = match.state.score().players[0]
        if p.lion_picks and len(p.lion_candidates) > p.lion_picks:
            break
    scene = scoring_for(app, match)
    assert not scene.confirmed
    info = scene.solo_summary()
    assert info["result"] is None and info["level"] is None and not any(got for _, _, got in info["thresholds"])
    assert info["margin"] == match.state.score().solo.margin
    scene.confirm()
    assert scene.solo_summary()["result"] is not None


def test_the_prey_choice_says_which_lion_took_which_card(make_app):
    app = make_app(lang="fr")
    match = savane_with_prey_choice()
    scene = scoring_for(app, match)
    p = scene.score.players[0]
    frame = scene.frames[0]
    pairs = scene.prey_pairs(0)
    assert len(pairs) == p.lion_picks
    assert sorted(prey for _, prey in pairs) == sorted(p.lion_prey)
    lion = match.rules.kind("lion").index
    assert all(frame[l] == lion for l, _ in pairs)
    words = scene.prey_words(0)
    for l, prey in pairs:
        assert f"Lion {cell_label(l)} → " in words
        assert f"{match.rules.kinds[frame[prey]].name('fr')} {cell_label(prey)}" in words
    # the band says it
    app.frame(0.016, events=[])
    assert "why_prey_band" in scene.used_keys
    # give a prey back: that lion waits for its prey, in words
    click(app, scene.cell_rect(0, p.lion_prey[0]).center)
    assert any(prey is None for _, prey in scene.prey_pairs(0))
    assert "proie à choisir" in scene.prey_words(0)
    scene.used_keys.clear()
    app.frame(0.016, events=[])
    assert "why_prey_more" in scene.used_keys
    # another prey: the words follow the new choice
    other = next(c for c in p.lion_candidates if c not in p.lion_prey)
    click(app, scene.cell_rect(0, other).center)
    assert other in [prey for _, prey in scene.prey_pairs(0)]
    assert cell_label(other) in scene.prey_words(0)


# ---------------------------------------------------------------------- the card viewer


def test_cards_of_the_grids_and_the_neutral_pile_can_be_read(make_app):
    app = make_app()
    match = finished("forest", 2, seed=8)
    scene = scoring_for(app, match)
    frame = scene.frames[1]
    move(app, scene.cell_rect(1, 7).center)
    for _ in range(50):
        app.frame(0.02, events=[])
    assert scene.inspector.shown == ("forest", match.rules.kinds[frame[7]].id)
    kind, rect, _ = scene._neutral_spots()[0]
    move(app, rect.center)
    for _ in range(50):
        app.frame(0.02, events=[])
    assert scene.inspector.shown == ("forest", kind)
    # a right-click pins it; a key closes it without leaving the scores
    app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3),
                             event(pygame.MOUSEBUTTONUP, pos=rect.center, button=3)])
    assert scene.inspector.pinned
    key(app, pygame.K_ESCAPE)
    assert not scene.inspector.pinned and app.top is scene


def test_a_left_click_on_a_prey_still_chooses_it_with_the_viewer_there(make_app):
    app = make_app()
    scene = scoring_for(app, savane_with_prey_choice())
    first = scene.score.players[0].lion_prey[0]
    move(app, scene.cell_rect(0, first).center)
    for _ in range(50):
        app.frame(0.02, events=[])
    assert scene.inspector.shown is not None
    click(app, scene.cell_rect(0, first).center)
    assert first not in scene.editing[0]


@pytest.mark.slow
def test_random_pointer_and_keys_never_break_the_score_screen(make_app):
    """Seeded random moves, clicks (left and right) and keys over every part of the screen: the panel never
    covers the hovered row, the pad keeps the rules' numbers."""
    rng = random.Random(4)
    for game_id, players, solo in (("savane", 2, False), ("forest", 1, True), ("savane", 1, True)):
        app = make_app(lang=rng.choice(LANGUAGES))
        match = savane_with_prey_choice() if (game_id, players) == ("savane", 2) else \
            finished(game_id, players, seed=5, solo=solo)
        scene = scoring_for(app, match)
        w, h = app.size
        for n in range(150):
            if app.top is not scene:
                break
            pos = (rng.randrange(w), rng.randrange(h))
            roll = rng.random()
            if roll < 0.6:
                move(app, pos)
            elif roll < 0.85:
                button = 3 if rng.random() < 0.3 else 1
                if button == 1 and any(b.rect.collidepoint(pos) for b in scene.column.buttons):
                    continue                      # the buttons leave the screen; they have their own tests
                app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                                         event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])
            else:
                key(app, rng.choice([pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_h]))
            app.frame(rng.choice([0.016, 0.3]), events=[])
            laid = scene.why_layout()
            if laid is not None:
                assert not laid["rect"].colliderect(scene.row_rect(scene.hover_row))
            if n % 10 == 0:
                want = match.state.score(prey_choices=scene.chosen if any(scene.chosen) else None)
                assert [p.total for p in scene.score.players] == [p.total for p in want.players]
