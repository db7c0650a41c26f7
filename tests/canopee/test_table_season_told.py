"""The end of a Canopée season told at the table as a player watches it: over the forests as they were when the
season ended (the cards being scored in view, not the next season's cleared forests and dealt piles), its log
lines appearing with the steps (the season's points not in the log before their step), the telling in the strip
under the forests rather than over them."""
from __future__ import annotations

import pytest

import random

import pygame

from game.canopee import CANOPEE
from game.session import COMPUTER, HUMAN, Match, Seat

from .test_table_window import answer, table_for

APP_SIZE = (1280, 720)


def until_step(app, scene, match, step: int, seed: int = 8):
    """Play the seat on screen's decisions (clicking through what is told) until the end of the first season is
    told at ``step``; that beat, at its start."""
    rng = random.Random(seed)
    for _ in range(3000):
        beat = scene.show.current if scene.playing_show() else None
        if beat is not None and beat.kind == "step" and beat.step == step:
            return beat
        answer(app, scene, rng)
    raise AssertionError(f"the end of a season never reached step {step}")


def moment(match, season: int, step: int):
    """The game right when the end of ``season`` began ``step`` (played again from the deal, the rules'
    position photographed as they make that step's event)."""
    state = CANOPEE.new_state(len(match.seats), match.seed, match.solo, match.options or None)
    shots = []

    def watch(k, now):
        event = now.events()[k]
        if event.kind == "step" and event.data == {"season": season, "step": step, "name": event.data["name"]}:
            shots.append(now.clone())
    for seat, action in match.state.actions_log():
        state.apply_observed(seat, action, watch)
        if shots:
            return shots[0]
    raise AssertionError("no such step in the game")


def forest_cards(fo) -> set[int]:
    return set(fo.cards) | {u for t in fo.trees for u in t.trunks + ([t.canopy] if t.canopy >= 0 else [])}


def drawn_over(app, scene, monkeypatch) -> list[tuple[int, pygame.Rect]]:
    """Every card face the table draws in one whole frame."""
    drawn: list[tuple[int, pygame.Rect]] = []
    real = scene.draw_card
    monkeypatch.setattr(scene, "draw_card", lambda s, uid, kind, rect: (drawn.append((uid, pygame.Rect(rect))),
                                                                         real(s, uid, kind, rect)))
    scene._side = None
    app.frame(0.001, events=[])
    monkeypatch.setattr(scene, "draw_card", real)
    return drawn


def logged(app, scene, monkeypatch) -> list[str]:
    """The words of every line the game log panel lays out in one frame."""
    from scenes.gamelog import GameLogPanel

    words: list[str] = []
    real = GameLogPanel._flow

    def flow(self, runs, size, width):
        words.append(" ".join(text for text, *_ in runs))
        return real(self, runs, size, width)
    monkeypatch.setattr(GameLogPanel, "_flow", flow)
    scene.log._key = None                     # laid out again this frame
    app.frame(0.001, events=[])
    monkeypatch.setattr(GameLogPanel, "_flow", real)
    return words


def season_entry(match, header: str):
    from game.gamelog import log_lines

    return next(e for e in log_lines(match.state, match.names("en"), "en") if e.header == header)


def test_the_end_of_a_season_is_told_over_the_forests_it_scores(make_app, monkeypatch):
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=14)
    scene = table_for(app, match)
    beat = until_step(app, scene, match, 5)                      # flora and weather
    live = match.state
    assert live.season == beat.season + 1                        # the next season is already dealt
    then = moment(match, beat.season, 5)
    drawn = drawn_over(app, scene, monkeypatch)
    # both forests as they were at step 5: laid out card for card, and drawn (a group of a kind as its first card)
    layouts = [(0, scene.forest_area, scene.my_forest())] + [(g, rect, lo) for g, rect, lo in scene.mini_layouts()]
    for f, area, layout in layouts:
        expected = forest_cards(then.forests[f])
        laid = {u for t in layout.trees for u, _ in t.cards} | {u for g in layout.groups for u in g.uids}
        assert laid == expected, f
        here = {uid for uid, rect in drawn if area.colliderect(rect)}
        faces = {u for t in layout.trees for u, _ in t.cards} | {g.uids[0] for g in layout.groups}
        assert faces <= here and here <= expected | set(then.discard), f
    cleared = forest_cards(then.forests[0]) - forest_cards(live.forests[0])
    assert cleared                                               # the flora scored, gone from the live forest
    assert {then.ct.kind[u] for u in cleared} <= {g.kind for g in scene.my_forest().groups}
    # the season, its piles (none dealt yet), its decks
    assert scene.board().season == beat.season and not any(scene.board().spots)
    assert all(len(p) == 0 for p in scene.board().spots) and any(live.spots)
    # the telling is in the strip, under the forests: none of them is covered
    assert scene.telling_season() is beat
    panel_drawn = scene.strip
    assert not panel_drawn.colliderect(scene.forest_area)


@pytest.mark.slow
def test_the_season_s_log_lines_come_with_its_steps(make_app, monkeypatch):
    app = make_app(speed=1.0)
    # a deal whose first season ends with threats to resolve, so that step 3 has lines to tell
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=16)
    scene = table_for(app, match)
    beat = until_step(app, scene, match, 4)                      # trees
    entry = season_entry(match, beat.header)
    nf = len(match.state.forests)
    totals = [item.what for item in entry.items[-nf:]]           # "+21 this season, 40 in all"
    assert all("this season" in what for what in totals)
    trees = [item.what for item in entry.items if item.kind == "score" and "Tree" in item.what]
    words = " | ".join(logged(app, scene, monkeypatch))
    assert not any(what in words for what in totals)             # the season's points: not before their step
    assert not any(what in words for what in trees)              # nor this step's lines before they are shown
    assert "Step 3" in words and "Step 4" in words               # the steps told so far
    # the step's lines come into the log as they are shown
    while scene.show.current is beat and scene.show.shown_lines(beat) < len(beat.lines):
        app.frame(0.1, events=[])
    words = " | ".join(logged(app, scene, monkeypatch))
    assert all(what in words for what in trees) and not any(what in words for what in totals)
    # the later entries (the next season's first turn) wait too
    assert "Season 2" not in words
    # on to the last step: its points come with it
    for _ in range(10):
        if scene.show.current is not None and scene.show.current.step == 6:
            break
        app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                    scancode=0)])
    last = scene.show.current
    assert last is not None and last.step == 6
    while scene.show.current is last and scene.show.shown_lines(last) < len(last.lines):
        app.frame(0.1, events=[])
    words = " | ".join(logged(app, scene, monkeypatch))
    assert all(what in words for what in totals)
    # the telling over, the log is whole
    key_space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    app.frame(0.016, events=[key_space])
    assert not scene.playing_show()
    words = " | ".join(logged(app, scene, monkeypatch))
    assert "Season 2" in words


def test_each_step_shows_the_forests_before_it_then_after_it(make_app, monkeypatch):
    """The last step (regeneration) tells the forests' cards going over the forests still holding them, then shows
    them cleared."""
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=14)
    scene = table_for(app, match)
    beat = until_step(app, scene, match, 6)
    before = moment(match, beat.season, 6)
    going = set(before.forests[0].cards) - set(match.state.forests[0].cards)     # all but the wildlife
    assert going

    def in_forest():
        return {uid for uid, rect in drawn_over(app, scene, monkeypatch) if scene.forest_area.colliderect(rect)}
    first = {before.ct.kind[u] for u in going}
    shown = in_forest()
    assert first <= {before.ct.kind[u] for u in shown}
    while scene.show.current is beat and scene.show.shown_lines(beat) < len(beat.lines):
        app.frame(0.1, events=[])
    assert scene.show.current is beat                            # still told: the forests as the step left them
    shown = in_forest()
    assert not shown & going and not {before.ct.kind[u] for u in shown} & (first - {match.state.ct.kind[u] for u
                                                                                     in match.state.forests[0].cards})
