"""Canopée's score screen (scenes/canopee/scoring.py) on finished matches of every mode, driven by synthetic
pygame events on the dummy display: the pad's numbers are the engine's, the totals count up before the winners
are crowned, hovering a row lights the cards that scored it, solo shows the Spirit's column, the margin and the
verdict, a challenge's result is recorded once, and everything fits the window in both languages."""
from __future__ import annotations

from datetime import date

import pygame
import pytest

from game import ladder
from game.canopee import scoring as S
from game.canopee.agents import AGENTS
from game.i18n import STRINGS
from game.ladder import Progress, rung_challenge
from game.session import COMPUTER, Match, Seat
from scenes.widgets.scorepad import WIN_FILL
from tests.input import key, move

APP_SIZE = (1280, 720)
DAY = date(2025, 3, 14)


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch):
    monkeypatch.setattr(ladder, "today", lambda: DAY)


def play_out(match: Match, level: str = "random") -> Match:
    """The match played to its end: the humans by a bot of ``level``, the computers by their own."""
    bots = {s: AGENTS[level](match.seed * 8 + s) for s in match.humans}
    while not match.over:
        for seat in sorted(match.state.to_act()):
            agent = match.agents[seat] if seat in match.agents else bots[seat]
            match.state.apply(seat, agent.choose(match.view(seat)))
    return match


def two_players(seed: int = 3) -> Match:
    return play_out(Match("canopee", [Seat("Ana"), Seat("Bea")], seed=seed, options={"card_set": "A"}), "medium")


def four_players(seed: int = 3) -> Match:
    seats = [Seat("Ana"), Seat("Bob", COMPUTER, "medium"), Seat("Cid", COMPUTER, "easy"),
             Seat("Dora Lindqvist", COMPUTER, "medium")]
    return play_out(Match("canopee", seats, seed=seed, options={"card_set": "D"}), "medium")


def solo_win() -> Match:
    """A deal at rung 1's options (the base cards, the easier Spirit), not as a challenge, on which the Medium
    agent beats the Spirit."""
    match = play_out(Match("canopee", [Seat("Ana")], seed=2, solo=True,
                           options=dict(ladder.rung_options("canopee", 0))), "medium")
    assert 0 in match.state.outcome().winners
    return match


def solo_loss() -> Match:
    match = play_out(Match("canopee", [Seat("Ana")], seed=2, solo=True, options={"card_set": "C"}), "random")
    assert match.state.outcome().winners == ()
    return match


def season_change() -> Match:
    """Two players with the Season Change variant and card set D: a Season Change row, vines and orchids."""
    return play_out(Match("canopee", [Seat("Ana"), Seat("Bea", COMPUTER, "easy")], seed=7,
                          options={"card_set": "D", "season_change": True}), "medium")


def three_players() -> Match:
    seats = [Seat("Ana"), Seat("Bob", COMPUTER, "easy"), Seat("Cid", COMPUTER, "medium")]
    return play_out(Match("canopee", seats, seed=4), "medium")


MATCHES = {"2p": two_players, "4p": four_players, "solo win": solo_win, "solo loss": solo_loss,
           "2p season change": season_change, "3p": three_players}


def score_screen(app, match: Match):
    """The score screen of a finished match, over the menu (as the game shows it)."""
    from scenes.canopee.scoring import CanopeeScoring
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    scene = CanopeeScoring(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def labels(scene) -> list[str]:
    return [b.label for b in scene.column.buttons]


@pytest.mark.parametrize("mode", list(MATCHES))
def test_the_pad_shows_the_engines_numbers(make_app, mode):
    match = MATCHES[mode]()
    scene = score_screen(make_app(), match)
    state, sm = match.state, scene.summary
    outcome = state.outcome()
    seasons = state.mode.seasons
    assert [scene.pad.shown_cell("total", f, None) for f in range(sm.forests)] == [str(t) for t in outcome.totals]
    for f in range(sm.forests):
        for s in range(1, seasons + 1):
            sheet = state.sheets[s - 1][f]
            assert scene.pad.shown_cell("total", f, s) == str(sum(sheet.values()))
            for key in ("trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather"):
                assert scene.cell(key, f, s) == sheet.get(key, 0), (key, f, s)
            end = [k for k in scene.rows if k == "wildlife" or k.startswith("wildlife:")]
            assert sum(scene.cell(k, f, s) or 0 for k in end) == sheet.get("wildlife", 0)
            if s < seasons:
                assert all(scene.cell(k, f, s) is None for k in end + ["lushest_forest"]), \
                    "the end of the game scores once, in the last season"
        # each row's game column is the sum of its seasons
        for key in scene.rows:
            values = [scene.cell(key, f, s) for s in range(1, seasons + 1)]
            if any(v is not None for v in values):
                assert scene.cell(key, f, None) == sum(v or 0 for v in values), key
    crowned = set(outcome.winners) or {sm.spirit}          # solo: the Spirit when the player did not win
    assert scene.shown_winners() == crowned
    assert labels(scene) == ["Play again", "Replay", "Menu"]


def test_the_totals_count_up_before_the_winners_are_crowned(make_app):
    match = two_players()
    app = make_app(speed=1.0)
    scene = score_screen(app, match)
    winner = match.state.outcome().winners[0]
    assert scene.counting and scene.shown_winners() == set(), "nobody is crowned while the totals count up"
    head = scene.pad.header_rects[winner]
    assert app.surface.get_at((head.x + 6, head.bottom + 4))[:3] != WIN_FILL
    app.frame(0.5, events=[])
    shown = scene.pad.shown_cell("total", winner, None)
    assert shown != str(match.state.outcome().totals[winner]), "still counting"
    key(app, pygame.K_SPACE)               # Space shows everything at once
    assert not scene.counting
    assert scene.pad.shown_cell("total", winner, None) == str(match.state.outcome().totals[winner])
    assert scene.shown_winners() == {winner}
    app.frame(0.016, events=[])
    assert app.surface.get_at((head.x + 6, head.bottom + 4))[:3] == WIN_FILL, "the winner's columns in gold"
    # a game left to count by itself gets there too
    app2 = make_app(speed=1.0)
    scene2 = score_screen(app2, two_players())
    for _ in range(200):
        app2.frame(0.05, events=[])
        if not scene2.counting:
            break
    assert not scene2.counting and scene2.shown_winners() == {winner}


def _row_with_discarded_cards(scene, keys=("bromeliad", "fern", "weather", "monstera")):
    """A flora or weather row, a forest and a season whose cards left the forest (shown in the strip)."""
    for key in keys:
        for f in range(scene.count):
            for s in range(1, scene.summary.played + 1):
                if scene.summary.cards_of(f, key, s) and key in scene.rows:
                    return key, f, s
    pytest.fail("no flora or weather scored in this game")


def _outlined(surface, rect) -> bool:
    """The lit outline (HIGHLIGHT) drawn round a card: looked for just outside its left edge."""
    from scenes.ui import HIGHLIGHT

    return any(surface.get_at((rect.x - 1, y))[:3] == HIGHLIGHT for y in range(rect.y, rect.bottom, 3))


@pytest.mark.parametrize("mode", list(MATCHES))
def test_hovering_a_row_lights_the_cards_that_scored_it(make_app, mode):
    app = make_app()
    match = MATCHES[mode]()
    scene = score_screen(app, match)
    sm = scene.summary
    # a season's cell of a flora row: that forest's cards of that season, in its strip (they left the forest)
    key, f, s = _row_with_discarded_cards(scene)
    move(app, (scene.pad.sub_rects[(f, s)].centerx, scene.pad.row_rects[key].centery))
    assert (scene.hover_row, scene.hover_col, scene.hover_season) == (key, f, s)
    cards = set(sm.cards_of(f, key, s))
    assert scene.lit_cards() == {f: frozenset(cards)}
    strip = scene.strip_cards(f)
    assert {u for u, _ in strip} == cards
    assert all(_outlined(app.surface, r) for _, r in strip)
    assert all(not scene.strip_cards(g) for g in range(scene.count) if g != f), "only the pointed player's"
    # the row's label: every forest, every season
    move(app, (scene.pad.row_rects[key].x + 8, scene.pad.row_rects[key].centery))
    assert scene.hover_col is None and scene.hover_season is None
    for g in range(scene.count):
        assert scene.lit_cards()[g] == frozenset(sm.cards_of(g, key))
    # the trees row: the scored trees light on the boards, the other cards are dimmed
    f = next(g for g in range(scene.count) if sm.cards_of(g, "trees"))
    move(app, (scene.pad.sub_rects[(f, None)].centerx, scene.pad.row_rects["trees"].centery))
    lit = scene.lit_cards()[f]
    assert lit == frozenset(sm.cards_of(f, "trees"))
    on_board = dict(scene.board_cards(f))
    assert lit <= set(on_board), "the trees stay in the forest: lit where they stand"
    tree_rects = [r for _, r, uids in scene._boards[f]["trees"] if uids & lit]
    assert tree_rects and all(_outlined(app.surface, r.inflate(4, 4).move(2, 0)) for r in tree_rects)
    # away from the pad: nothing lit
    move(app, (2, 2))
    assert scene.hover_row is None and scene.lit_cards() == {}


def test_the_wildlife_and_the_lushest_forest_light_the_final_forest(make_app):
    app = make_app()
    scene = score_screen(app, two_players())
    for key in [k for k in scene.rows if k.startswith("wildlife") or k == "lushest_forest"]:
        move(app, (scene.pad.row_rects[key].x + 8, scene.pad.row_rects[key].centery))
        for f in range(scene.count):
            lit = scene.lit_cards()[f]
            assert lit <= {u for u, _ in scene.board_cards(f)}, key
            assert lit == frozenset(scene.row_cards(key, f)), key


def test_the_boards_show_every_forest_as_it_ends(make_app):
    match = four_players()
    scene = score_screen(make_app(), match)
    for f, fo in enumerate(match.state.forests):
        expected = set(fo.cards) | {u for t in fo.trees for u in t.trunks + ([t.canopy] if t.canopy >= 0 else [])}
        assert {u for u, _ in scene.board_cards(f)} == expected
        assert all(scene.board_rect(f).contains(r) for _, r in scene.board_cards(f))


def test_solo_shows_the_spirits_column_its_bonus_and_the_verdict(make_app):
    app = make_app()
    for match, won in ((solo_win(), True), (solo_loss(), False)):
        scene = score_screen(app, match)
        outcome = match.state.outcome()
        spirit = scene.spirit
        assert spirit == 1 and scene.names[spirit] == "Forest Spirit"
        assert all(scene.cell("threat_bonus", 0, s) is None for s in (1, 2, 3, None)), "the Spirit's alone"
        assert scene.cell("threat_bonus", spirit, None) == sum(
            match.state.sheets[s][spirit].get("threat_bonus", 0) for s in range(3))
        # its wildlife doubled, never negative
        wildlife = [match.state.ct.kind[u] for u in match.state.forests[spirit].cards
                    if match.state.ct.cat[u] == 6]
        rows = [k for k in scene.rows if k == "wildlife" or k.startswith("wildlife:")]
        assert sum(scene.cell(k, spirit, None) for k in rows) == S.wildlife_points(match.state.rules, wildlife, True)
        info = scene.solo_summary()
        assert info["margin"] == ladder.solo_margin(outcome) == outcome.totals[0] - outcome.totals[1]
        assert info["won"] is won
        assert info["result"] == ("Ana wins!" if won else "The Forest Spirit wins")
        assert scene.shown_winners() == ({0} if won else {spirit}), "the Spirit is crowned when it wins"
        assert scene.challenge is None and labels(scene) == ["Play again", "Replay", "Menu"]


@pytest.mark.slow          # the rung played by its witness, Hard, whose decisions take a tenth of a second each
def test_a_challenge_records_its_result_once(make_app):
    from scenes.menu import MenuScene

    challenge = rung_challenge("canopee", 0)
    match = Match("canopee", [Seat("Ana")], seed=challenge.seed, solo=True, challenge=challenge)
    witness = AGENTS["hard"](challenge.seed)           # as tools/ladder_seeds.py plays the rung
    while not match.over:
        match.state.apply(0, witness.choose(match.view(0)))
    margin = ladder.solo_margin(match.state.outcome())
    assert margin >= challenge.target
    app = make_app()
    scene = score_screen(app, match)
    rec = Progress.load()[0].rung("canopee", 0)
    assert (rec.beaten, rec.best, rec.attempts) == (True, margin, 1)
    info = scene.challenge_summary()
    assert info["beaten"] and info["margin"] == margin
    assert labels(scene) == ["Retry", "Next rung", "Challenges", "Replay", "Menu"]
    # another screen of the same game, more frames, leaving: still one game
    score_screen(app, match)
    for _ in range(3):
        app.frame(0.016, events=[])
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    assert Progress.load()[0].rung("canopee", 0).attempts == 1


def test_replay_is_hidden_for_a_game_the_window_cannot_replay(make_app, monkeypatch):
    from scenes import games

    monkeypatch.setattr(games, "has_replay", lambda game_id: False)
    scene = score_screen(make_app(), two_players())
    assert labels(scene) == ["Play again", "Menu"]


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_word_exists_in_both_languages(make_app, lang):
    app = make_app(lang=lang)
    for make in MATCHES.values():
        scene = score_screen(app, make())
        for key in scene.rows:              # hover every row: the strips' words too
            move(app, (scene.pad.row_rects[key].x + 8, scene.pad.row_rects[key].centery))
        for k in scene.used_keys:
            assert k in STRINGS and STRINGS[k].get("fr") and STRINGS[k].get("en"), k
    assert any(k.startswith("cs_") for k in scene.used_keys)


def _inside_and_apart(scene) -> None:
    c = scene.content
    boxes = [scene.pad.rect] + [scene.board_rect(f) for f in range(scene.count)]
    if scene.match.solo:
        boxes.append(scene.solo_rect)
    for box in boxes:
        assert c.contains(box), (box, c)
        assert not box.colliderect(scene.band)
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for f in range(scene.count):
        board = scene._boards[f]
        assert board["rect"].contains(board["strip"])
        assert all(board["rect"].contains(r) for _, r in scene.board_cards(f))
        assert not any(board["strip"].colliderect(r) for _, r in scene.board_cards(f))
    assert scene.pad.row_h >= round(20 * scene.s), "the pad's rows stay readable"


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("mode", ["2p", "solo loss", "4p", "3p", "2p season change"])
def test_the_screen_fits_the_window(make_app, size, mode):
    app = make_app(size=size)
    scene = score_screen(app, MATCHES[mode]())
    _inside_and_apart(scene)
    key_, f, s = _row_with_discarded_cards(scene)
    move(app, (scene.pad.sub_rects[(f, s)].centerx, scene.pad.row_rects[key_].centery))
    strip = scene._boards[f]["strip"]
    assert all(strip.contains(r) or r.x >= strip.right - 4 for _, r in scene.strip_cards(f))


def test_play_again_deals_a_new_game_with_the_same_seats_and_options(make_app):
    app = make_app()
    match = four_players()
    scene = score_screen(app, match)
    button = next(b for b in scene.column.buttons if b.label == "Play again")
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    table = app.top
    assert table is not scene and table.match is not match and not table.match.over
    assert [(s.name, s.controller, s.level) for s in table.match.seats] == [(s.name, s.controller, s.level) for s in match.seats]
    assert table.match.options == match.options and table.match.game_id == "canopee"


def test_pointing_a_name_lights_that_forest(make_app):
    app = make_app()
    scene = score_screen(app, two_players())
    move(app, scene.pad.header_rects[1].center)
    assert scene.hover_player == 1
    move(app, scene._boards[0]["name_rect"].center)
    assert scene.hover_player == 0
    move(app, (2, 2))
    assert scene.hover_player is None


def test_resting_on_a_card_never_breaks_the_screen(make_app):
    """A card of a board or of a strip is offered to the card viewer once the viewer reads Canopée cards (until
    then none is, rather than a failure on the first one)."""
    app = make_app()
    scene = score_screen(app, two_players())
    key_, f, s = _row_with_discarded_cards(scene)
    move(app, (scene.pad.sub_rects[(f, s)].centerx, scene.pad.row_rects[key_].centery))
    uid, rect = scene.strip_cards(f)[0]
    assert scene.card_at(rect.center) in (None, ("canopee", scene.summary.kinds[uid], rect))
    uid, rect = scene.board_cards(f)[-1]
    move(app, rect.center)
    found = scene.card_at(rect.center)
    assert found in (None, ("canopee", scene.summary.kinds[uid], rect))
    for _ in range(30):
        app.frame(0.05, events=[])
    assert scene.inspector.shown == (None if found is None else found[:2])


def _value_areas(scene, f: int) -> list[tuple[int, pygame.Rect, bool]]:
    """What must stay in sight of each card on forest ``f``'s board, in drawing order: a tree's trunk or canopy
    its corner medallion (the trunk's value, the canopy's multiplier: the next card of the tree covers the rest);
    any other card its name band and the points under it. (uid, area, in a tree)."""
    from scenes.artkit import Metrics
    from scenes.canopee.faces import CanopeeFaces

    in_trees = set().union(*(uids for _, _, uids in scene._boards[f]["trees"]))
    out = []
    for uid, r in scene.board_cards(f):
        m = Metrics.for_width(r.w, r.h)
        if uid in in_trees:
            x, y, w, h = CanopeeFaces.medallion_rect(r.w, r.h)
            out.append((uid, pygame.Rect(r.x + x, r.y + y, w, h), True))
        else:
            band_y = round(m.band[1])
            out.append((uid, pygame.Rect(r.x, r.y + band_y, r.w, r.h - band_y), False))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("mode", ["2p", "3p", "4p", "solo win", "solo loss", "2p season change"])
def test_no_card_on_a_board_hides_another_cards_name_or_value(make_app, size, mode):
    """Wildlife and other cards side by side, never over each other's names; each card of a tree shows its
    medallion above the next one (at 1280×720 the cards overlapped to "Jagu", "Butte", and the trunks' values
    and canopies' "×1" were half hidden)."""
    scene = score_screen(make_app(size=size), MATCHES[mode]())
    for f in range(scene.count):
        cards = scene.board_cards(f)
        areas = _value_areas(scene, f)
        for k, (uid, area, in_tree) in enumerate(areas):
            # a tree's card is covered by the cards drawn after it only; any other card by none at all
            others = cards[k + 1:] if in_tree else cards[:k] + cards[k + 1:]
            for other, r in others:
                cover = area.clip(r)
                assert cover.w <= 1 or cover.h <= 1, (mode, size, f, scene.summary.kinds[uid],
                                                      scene.summary.kinds[other], area, r)
        assert scene.card_w >= 24 and all(scene.board_rect(f).contains(r) for _, r in cards)
