"""The challenges screen and a challenge's score screen, driven by real pygame events on a dummy display."""
from __future__ import annotations

import random
from datetime import date

import pygame
import pytest

from game import ladder
from game.ecosysteme.actions import LegalPicks, Pick
from game.i18n import LANGUAGES, STRINGS
from game.ladder import Challenge, Progress, daily_challenge, rung_challenge
from game.session import Match, Seat

from .helpers import scoring_for
from tests.input import click, key

APP_SIZE = (1280, 720)   # the window of make_app (tests/conftest.py) in this module
DAY = date(2025, 3, 14)


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch):
    monkeypatch.setattr(ladder, "today", lambda: DAY)


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def button(scene, label):
    return next(b for b in scene.column.buttons if b.label == label)


def labels(scene):
    return [b.label for b in scene.column.buttons]


def open_ladder(app):
    """The menu, then a click on its Challenges entry."""
    from scenes.ladder import LadderScene
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    click(app, button(app.top, app.t("challenges")).rect.center)
    assert isinstance(app.top, LadderScene)
    app.frame(0.016, events=[])
    return app.top


def play_out(app, table):
    """Finish the solo game at the table with the keyboard (Enter places the first card at the first legal
    cell, Enter gives the first card away), as tests/ecosysteme/test_table.py plays it."""
    from scenes.ecosysteme.table import TableScene

    steps = 0
    while isinstance(app.top, TableScene):
        if table.discarding:
            key(app, pygame.K_RETURN)
        else:
            key(app, pygame.K_RETURN)
            key(app, pygame.K_RETURN)
            if table.pending_rabbit:
                key(app, pygame.K_s)
        steps += 1
        assert steps <= 80, "the game should be over long before"
    return app.top


def finished(challenge: Challenge, seed: int = 1) -> Match:
    """A challenge match played to its end with random legal moves (no window needed)."""
    match = Match(challenge.game_id, [Seat("Ana")], seed=challenge.seed, solo=True, challenge=challenge)
    rng = random.Random(seed)
    while not match.over:
        legal = match.state.legal_actions(0)
        action = Pick(rng.choice(legal.cards), rng.choice(legal.cells)) if isinstance(legal, LegalPicks) \
            else rng.choice(list(legal))
        match.submit(0, action)
    return match


# ---------------------------------------------------------------------- starting a challenge


def test_menu_to_ladder_to_rung_one_starts_a_solo_table_on_its_deal(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    ladder_scene = open_ladder(app)
    click(app, ladder_scene.tile("forest", 0).rect.center)
    assert isinstance(app.top, TableScene)
    match = app.top.match
    seed, target = ladder.LADDERS["forest"][0]
    assert match.solo and match.game_id == "forest" and match.seed == seed
    assert match.challenge == rung_challenge("forest", 0) and match.challenge.target == target
    assert [s.name for s in match.seats] == ["You"]


def test_leaving_a_challenge_game_returns_to_the_ladder(make_app):
    from scenes.ladder import LadderScene
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    ladder_scene = open_ladder(app)
    click(app, ladder_scene.tile("forest", 0).rect.center)
    assert isinstance(app.top, TableScene)
    key(app, pygame.K_ESCAPE)                       # leave? ... yes
    click(app, button(app.top, app.t("leave_yes")).rect.center)
    assert isinstance(app.top, LadderScene)
    assert [type(s) for s in app.stack] == [MenuScene, LadderScene]


def test_the_daily_tile_starts_todays_deal(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app(lang="fr")
    scene = open_ladder(app)
    click(app, scene.tile("savane", None).rect.center)
    assert isinstance(app.top, TableScene)
    match = app.top.match
    assert match.challenge == daily_challenge("savane", DAY)
    assert match.seed == ladder.daily_seed("savane", DAY) and match.game_id == "savane"
    assert match.seats[0].name == "Vous"


@pytest.mark.slow
def test_a_locked_rung_does_not_start_and_says_which_to_beat(make_app):
    app = make_app()
    scene = open_ladder(app)
    depth = len(app.stack)
    assert scene.state(scene.tile("forest", 2)) == "locked"
    click(app, scene.tile("forest", 2).rect.center)
    assert app.top is scene and len(app.stack) == depth
    assert scene.message == "Rung 3 is locked: beat rung 2 first."
    # the message goes away by itself
    for _ in range(250):
        app.frame(0.016, events=[])
    assert scene.message is None


def test_the_keyboard_walks_the_tiles_and_enter_plays(make_app):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    scene = open_ladder(app)
    key(app, pygame.K_DOWN)
    assert scene._focused() is scene.tile("forest", 0), "the first arrow lands on the rung to play"
    key(app, pygame.K_DOWN)
    assert scene._focused() is scene.tile("forest", 1)
    key(app, pygame.K_RETURN)
    assert app.top is scene and "locked" in scene.message
    for _ in range(3):
        key(app, pygame.K_UP)
    assert scene._focused() is scene.tile("forest", None)
    key(app, pygame.K_RIGHT)
    assert scene._focused() is scene.tile("savane", None)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.match.challenge == daily_challenge("savane", DAY)
    app.home()
    scene = open_ladder(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_the_ladder_shows_progress_from_the_file(make_app):
    p = Progress()
    p.record(rung_challenge("forest", 0), 41, date(2025, 3, 2))
    p.record(rung_challenge("forest", 1), 12, date(2025, 3, 9))
    p.record(daily_challenge("savane", DAY), 80, DAY)
    p.save()
    app = make_app()
    scene = open_ladder(app)
    assert [scene.state(scene.tile("forest", i)) for i in range(6)] == ["beaten", "open"] + ["locked"] * 4
    assert scene.state(scene.tile("savane", 0)) == "open"
    assert scene.state(scene.tile("savane", None)) == "beaten"       # 80 >= 75 today
    assert scene.state(scene.tile("forest", None)) == "open"
    assert scene.progress.rung("forest", 0).best == 41


def test_a_damaged_progress_file_is_reported_then_dismissed(make_app, tmp_path):
    from scenes.ecosysteme.table import TableScene

    (tmp_path / "ladder.json").write_bytes(b"\x00\xff not json")
    app = make_app()
    scene = open_ladder(app)
    assert scene.problem and "ladder.json.bad" in scene.problem
    assert (tmp_path / "ladder.json.bad").read_bytes() == b"\x00\xff not json"
    click(app, scene.tile("forest", 0).rect.center)      # the first click only puts the notice away
    assert scene.problem is None and app.top is scene
    click(app, scene.tile("forest", 0).rect.center)
    assert isinstance(app.top, TableScene)


# ---------------------------------------------------------------------- finishing a challenge


@pytest.mark.slow
def test_winning_rung_one_records_it_and_opens_rung_two(make_app, monkeypatch, tmp_path):
    from scenes.ladder import LadderScene
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene

    seed = ladder.LADDERS["forest"][0][0]
    monkeypatch.setitem(ladder.LADDERS, "forest", ((seed, -500),) + ladder.LADDERS["forest"][1:])   # a sure win
    app = make_app()
    scene = open_ladder(app)
    click(app, scene.tile("forest", 0).rect.center)
    scoring = play_out(app, app.top)
    assert isinstance(scoring, ScoringScene) and scoring.confirmed
    margin = scoring.match.state.score().solo.margin
    saved, problem = Progress.load()
    assert problem is None
    rec = saved.rung("forest", 0)
    assert (rec.beaten, rec.best, rec.best_date, rec.attempts) == (True, margin, "2025-03-14", 1)
    assert saved.is_open("forest", 1)
    # the banner: target reached, a new best, rung 2 unlocked
    info = scoring.challenge_summary()
    assert info["beaten"] and info["verdict"] == "Target reached!"
    assert [(kind, lit) for kind, _, lit in info["chips"]] == [("target", True), ("best", True), ("unlocked", True)]
    assert info["chips"][2][1] == "Rung 2 unlocked!"
    assert labels(scoring) == ["Retry", "Next rung", "Challenges", "Replay", "Menu"]
    # more frames, or leaving, never counts the game twice
    for _ in range(5):
        app.frame(0.016, events=[])
    click(app, button(scoring, "Challenges").rect.center)
    assert Progress.load()[0].rung("forest", 0).attempts == 1
    ladder_scene = app.top
    assert isinstance(ladder_scene, LadderScene)
    assert ladder_scene.state(ladder_scene.tile("forest", 0)) == "beaten"
    assert ladder_scene.state(ladder_scene.tile("forest", 1)) == "open"
    click(app, ladder_scene.tile("forest", 1).rect.center)
    assert isinstance(app.top, TableScene) and app.top.match.challenge == rung_challenge("forest", 1)


def test_a_missed_target_offers_retry_on_the_same_deal(make_app, monkeypatch):
    from scenes.ecosysteme.table import TableScene

    seed = ladder.LADDERS["savane"][0][0]
    monkeypatch.setitem(ladder.LADDERS, "savane", ((seed, 500),) + ladder.LADDERS["savane"][1:])   # a sure loss
    app = make_app()
    match = finished(rung_challenge("savane", 0))
    scene = scoring_for(app, match)
    scene.confirm()
    info = scene.challenge_summary()
    assert info["beaten"] is False and info["verdict"] == f"Missed by {500 - scene.score.solo.margin}"
    assert [kind for kind, _, _ in info["chips"]] == ["target", "best"]
    assert labels(scene) == ["Retry", "Challenges", "Replay", "Menu"]
    saved = Progress.load()[0]
    assert saved.rung("savane", 0).attempts == 1 and not saved.rung("savane", 0).beaten
    assert not saved.is_open("savane", 1)
    click(app, button(scene, "Retry").rect.center)
    assert isinstance(app.top, TableScene)
    again = app.top.match
    assert again is not match and again.challenge == match.challenge and again.seed == match.seed
    assert again.view(0).hand == Match("savane", [Seat("X")], seed=seed, solo=True).view(0).hand
    assert Progress.load()[0].rung("savane", 0).attempts == 1


def test_next_rung_is_offered_whenever_it_is_open(make_app):
    """Replaying a rung already beaten: even a loss offers the next rung."""
    from scenes.ecosysteme.table import TableScene

    p = Progress()
    p.record(rung_challenge("forest", 0), 99, DAY)
    p.save()
    app = make_app()
    scene = scoring_for(app, finished(rung_challenge("forest", 0)))
    result = scene.challenge_result
    assert result is not None and result.unlocked is None
    assert "Next rung" in labels(scene)
    assert any(kind == "best" and not lit for kind, _, lit in scene.challenge_summary()["chips"]), \
        "not a new best: the chip shows the best so far"
    click(app, button(scene, "Next rung").rect.center)
    assert isinstance(app.top, TableScene) and app.top.match.challenge == rung_challenge("forest", 1)


def test_the_verdict_waits_for_the_count_up(make_app, monkeypatch):
    seed = ladder.LADDERS["forest"][0][0]
    monkeypatch.setitem(ladder.LADDERS, "forest", ((seed, -500),) + ladder.LADDERS["forest"][1:])   # a sure win
    app = make_app(speed=1.0)
    scene = scoring_for(app, finished(rung_challenge("forest", 0)))
    assert scene.counting
    info = scene.challenge_summary()
    assert info["verdict"] is None and [kind for kind, _, lit in info["chips"] if lit] == []
    assert "Next rung" not in labels(scene), "the unlock is not given away before the totals are counted"
    key(app, pygame.K_SPACE)
    assert scene.challenge_summary()["verdict"] == "Target reached!"
    assert labels(scene) == ["Retry", "Next rung", "Challenges", "Replay", "Menu"]


def test_a_daily_result_is_kept_for_the_day(make_app):
    app = make_app()
    match = finished(daily_challenge("forest", DAY))
    scene = scoring_for(app, match)
    rec = Progress.load()[0].daily_result("forest", DAY)
    assert rec is not None and rec.best == match.state.score().solo.margin and rec.attempts == 1
    assert labels(scene) == ["Retry", "Challenges", "Replay", "Menu"]
    assert scene.challenge_label() == "Daily challenge · 14 Mar"


def lion_choice_match(monkeypatch) -> Match:
    """A finished Savane rung-1 game (on a deal found for it) where the player may change the lion prey."""
    for seed in range(400):
        monkeypatch.setitem(ladder.LADDERS, "savane", ((seed, 55),) + ladder.LADDERS["savane"][1:])
        match = finished(rung_challenge("savane", 0), seed)
        p = match.state.score().players[0]
        if p.lion_picks and len(p.lion_candidates) > p.lion_picks:
            return match
    pytest.fail("no deal gives the player a lion prey choice")


def test_the_lion_prey_choice_is_confirmed_before_the_result_counts(make_app, monkeypatch, tmp_path):
    match = lion_choice_match(monkeypatch)
    p = match.state.score().players[0]
    app = make_app()
    scene = scoring_for(app, match)
    assert not scene.confirmed and scene.challenge_result is None
    assert not (tmp_path / "ladder.json").exists(), "nothing is recorded while the prey can change"
    assert labels(scene)[0] == app.t("score_confirm")
    # take another prey, then confirm: the margin recorded is the rescored one
    other = next(c for c in p.lion_candidates if c not in p.lion_prey)
    click(app, scene.cell_rect(0, other).center)
    click(app, button(scene, app.t("score_confirm")).rect.center)
    assert scene.confirmed
    rec = Progress.load()[0].rung("savane", 0)
    assert rec.attempts == 1 and rec.best == scene.score.solo.margin


def test_leaving_before_confirming_still_counts_the_game_once(make_app, monkeypatch):
    from scenes.menu import MenuScene

    match = lion_choice_match(monkeypatch)
    app = make_app()
    scoring_for(app, match)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert Progress.load()[0].rung("savane", 0).attempts == 1


def test_a_second_score_screen_for_the_same_game_does_not_count_it_again(make_app):
    app = make_app()
    match = finished(rung_challenge("forest", 0))
    scoring_for(app, match)
    scoring_for(app, match)
    assert Progress.load()[0].rung("forest", 0).attempts == 1


def test_a_plain_solo_game_records_nothing(make_app, tmp_path):
    app = make_app()
    match = Match("forest", [Seat("Ana")], seed=4, solo=True)
    rng = random.Random(4)
    while not match.over:
        legal = match.state.legal_actions(0)
        match.submit(0, Pick(rng.choice(legal.cards), rng.choice(legal.cells)) if isinstance(legal, LegalPicks)
                     else rng.choice(list(legal)))
    scene = scoring_for(app, match)
    assert labels(scene) == [app.t("score_play_again"), app.t("score_replay"), app.t("score_menu")]
    assert scene.challenge_summary() is None
    assert not (tmp_path / "ladder.json").exists()


# ---------------------------------------------------------------------- sizes and languages


SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
def test_the_menu_column_fits_with_the_new_entry(make_app, size):
    app = make_app(size=size)
    from scenes.menu import MenuScene

    menu = MenuScene(app)
    app.push(menu)
    app.frame(0.016, events=[])
    window = pygame.Rect((0, 0), size)
    rects = [b.rect for b in menu.column.buttons]
    assert [b.label for b in menu.column.buttons][:2] == ["New game", "Challenges"]
    assert all(window.contains(r) for r in rects)
    assert all(a.bottom < b.top for a, b in zip(rects, rects[1:]))
    assert menu.title_top + menu.title_h <= rects[0].top


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_ladder_fits_the_window_without_overlap(make_app, size, lang):
    app = make_app(lang=lang, size=size)
    scene = open_ladder(app)
    window = pygame.Rect((0, 0), size)
    for box, header, tiles in zip(scene.panels, scene.headers, scene.columns):
        assert window.contains(box) and box.contains(header)
        rects = [header] + [t.rect for t in tiles]
        for r in rects:
            assert box.contains(r), (r, box)
        assert all(a.bottom < b.top for a, b in zip(rects, rects[1:])), "tiles top to bottom, apart"
        assert min(t.rect.h for t in tiles) >= 44 * scene.s, "room for two lines of text"
    assert not scene.panels[0].colliderect(scene.panels[1])
    back = scene.back_button.rect
    assert window.contains(back) and not any(back.colliderect(p) for p in scene.panels)
    app.frame(0.016, events=[])


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_the_challenge_banner_fits_beside_the_score_pad(make_app, size, game_id):
    app = make_app(lang="fr", size=size)
    scene = scoring_for(app, finished(rung_challenge(game_id, 0)))
    scene.confirm()
    window = pygame.Rect((0, 0), size)
    boxes = [scene.pad_rect, scene.solo_rect, scene.title_rect] + [scene.grid_rect(i) for i in range(2)] + \
        [b.rect for b in scene.column.buttons]
    for box in boxes:
        assert window.contains(box), box
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            assert not boxes[a].colliderect(boxes[b]), (boxes[a], boxes[b])
    app.frame(0.016, events=[])


def test_every_challenge_string_exists_in_both_languages():
    keys = [k for k in STRINGS if k.startswith("ladder_") or k in (
        "challenges", "score_challenge_rung", "score_challenge_daily", "score_target", "score_target_met",
        "score_target_missed", "score_new_best", "score_best", "score_unlocked", "score_top", "score_retry",
        "score_next_rung", "score_not_saved")]
    assert len(keys) > 25
    for k in keys:
        assert all(STRINGS[k].get(lang) for lang in LANGUAGES), k
    assert len(STRINGS["ladder_months"]["fr"].split("|")) == len(STRINGS["ladder_months"]["en"].split("|")) == 12
