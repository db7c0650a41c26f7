"""The state of the race during play: game.ecosysteme.race.race (the numbers) and scenes.ecosysteme.race.RacePanel (the widget)."""
from __future__ import annotations

import dataclasses

import pygame

from scenes.ecosysteme.cardart import card_art
import pytest

from game.ecosysteme.agents import make_agent
from game.core.catalogue import rules_for
from game.ecosysteme.race import race
from game.ecosysteme.state import EcosystemeState

APP_SIZE = (1280, 720)


def game_after(game_id: str, players: int, seed: int, steps: int, solo: bool = False) -> EcosystemeState:
    """A game played by greedy computers for ``steps`` reveals (solo: turns, each a pick and a gift)."""
    rules = rules_for(game_id)
    game = EcosystemeState(rules, players, seed, solo)
    agents = [make_agent("medium", seed * 10 + i) for i in range(players)]
    done = 0
    while not game.is_over and done < steps:
        before = len(game.history)
        for seat in sorted(game.to_act()):
            game.apply(seat, agents[seat].choose(game.view(seat)))
        done += len(game.history) > before
    return game


def majority_part(rules, frame, kind_id, points):
    """A kind's points minus what its other rules gave (Savane's gazelles score 2 each before their prize)."""
    other = sum(t.points for t in rules.scorer.trace(frame) if t.kind == kind_id and t.rule.type != "majority")
    return points - other


def majority_kinds(rules):
    return [k.id for k in rules.kinds if any(r.type == "majority" for r in k.rules)]


@pytest.mark.parametrize("game_id,players,solo", [("forest", 2, False), ("forest", 4, False), ("savane", 2, False),
                                                  ("savane", 5, False), ("forest", 1, True), ("savane", 1, True)])
def test_the_race_is_the_score_the_grids_would_get_if_they_stopped_now(game_id, players, solo):
    """Every running total, measure and prize of the race is what the final scoring gives those grids: a seat
    shown leading the streams gets the first prize if its grid does not change."""
    for steps in (3, 9, 16, 40):
        game = game_after(game_id, players, seed=steps, steps=steps, solo=solo)
        rules = game.rules
        now = race(game.view(0))
        frames = game.frames()
        neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
        final = rules.scorer.score_table(frames, neutral=neutral, solo=solo)    # the grids scored as they are
        assert now.totals == tuple(p.total for p in final.players)
        assert [c.kind for c in now.comparisons] == majority_kinds(rules)
        for comp in now.comparisons:
            for i, p in enumerate(final.players):
                standing = comp.of(i)
                assert standing.value == p.measures[comp.kind]
                assert standing.prize == majority_part(rules, frames[i], comp.kind, p.kinds[comp.kind])
                if standing.place == 1:
                    assert standing.prize == comp.prizes[0]


def test_a_finished_games_race_is_its_final_score():
    game = game_after("forest", 3, seed=4, steps=99)
    assert game.is_over
    now = race(game.view(1))
    score = game.score()
    assert now.seat == 1 and now.totals == tuple(p.total for p in score.players)
    streams = next(c for c in now.comparisons if c.kind == "stream")
    leader = streams.standings[0]
    assert leader.place == 1 and score.players[leader.player].kinds["stream"] == streams.prizes[0]


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_the_neutral_is_in_the_two_player_race(game_id):
    game = game_after(game_id, 2, seed=5, steps=12)
    rules = game.rules
    now = race(game.view(0))
    assert now.neutral
    pile = game.view(0).neutral_pile
    assert len(pile) == 12
    for comp in now.comparisons:
        neutral = comp.of(None)
        if comp.kind in rules.neutral_compares:
            assert neutral is not None and neutral.value == pile.count(comp.kind) and neutral.prize == 0
        else:
            assert neutral is None
    # with more players there is no neutral
    assert all(comp.of(None) is None for comp in race(game_after(game_id, 3, 5, 4).view(0)).comparisons)


@pytest.mark.parametrize("game_id,marks", [("forest", (30, 50, 70)), ("savane", (55, 75, 85))])
def test_solo_margin_against_the_datas_level_marks(game_id, marks):
    game = game_after(game_id, 1, seed=2, steps=14, solo=True)
    now = race(game.view(0))
    score = game.score()
    solo = now.solo
    assert solo.opponent_total == score.players[1].total
    assert solo.margin == score.players[0].total - score.players[1].total
    assert tuple(need for _, need, _ in solo.levels) == marks
    assert [got for _, need, got in solo.levels] == [solo.margin >= need for need in marks]
    missing = [need for need in marks if solo.margin < need]
    if missing:
        assert solo.to_next == missing[0] - solo.margin
    # the marks come from the data: other data, other marks
    rules = game.rules
    other = dataclasses.replace(rules, solo=dataclasses.replace(rules.solo, levels=(("easy", -500), ("normal", 0),
                                                                                     ("hard", 500))))

    class View:                         # the same seat's view, over the other data
        def __getattr__(self, name):
            return getattr(game.view(0), name)
        rules = other

    changed = race(View()).solo
    assert [need for _, need, _ in changed.levels] == [-500, 0, 500]
    assert changed.levels[0][2] and changed.next_level in ("normal", "hard")
    assert changed.to_next == (0 if solo.margin < 0 else 500) - solo.margin


# ---------------------------------------------------------------------------------------------- the widget


class RecordingFonts:
    """The app's fonts, noting the smallest text size asked for (fit_or_cut: its floor)."""

    def __init__(self, fonts):
        self.fonts = fonts
        self.smallest = 99

    def get(self, style, size):
        return self.fonts.get(style, size)

    def text(self, text, style, size, color):
        self.smallest = min(self.smallest, size)
        return self.fonts.text(text, style, size, color)

    def fit_or_cut(self, text, style, size, color, max_width, min_size):
        self.smallest = min(self.smallest, min_size)
        return self.fonts.fit_or_cut(text, style, size, color, max_width, min_size)


CASES = [("forest", 2, False, ["Ana", "Bob"]), ("forest", 6, False, ["Ana", "Bob", "Chloé", "Dmitri", "Eve",
                                                                      "Françoise-Marie"]),
         ("savane", 4, False, ["Ana", "Bob", "Chloé", "Dmitri"]), ("forest", 1, True, ["Ana", "Alban"]),
         ("savane", 1, True, ["Ana", "Jhay"])]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_panel_draws_inside_its_rect_at_every_size_and_stays_readable(make_app, lang):
    from scenes.ecosysteme.race import MIN_TEXT, RacePanel

    app = make_app(lang=lang)
    widget = RacePanel()
    fonts = RecordingFonts(app.fonts)
    surface = pygame.Surface((700, 400))
    for game_id, players, solo, names in CASES:
        now = race(game_after(game_id, players, 3, 30 if solo else 12, solo).view(0))
        for size in ((240, 110), (300, 150), (420, 220), (260, 200), (420, 110)):
            if size[0] < widget.min_size(now)[0]:
                continue
            surface.fill((1, 2, 3))
            rect = pygame.Rect((50, 60), size)
            widget.draw(surface, rect, now, names, 0, fonts, card_art(app), lang, 1.0)
            untouched = pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255)).count()
            assert untouched < surface.get_width() * surface.get_height() - rect.w * rect.h // 2   # it drew
            copy = surface.copy()
            copy.fill((1, 2, 3), rect)
            everywhere = pygame.mask.from_threshold(copy, (1, 2, 3), (1, 1, 1, 255)).count()
            assert everywhere == surface.get_width() * surface.get_height(), (game_id, size)   # nothing outside
    assert fonts.smallest >= MIN_TEXT


def test_the_least_useful_lines_give_way_in_a_low_rect():
    from scenes.ecosysteme.race import RacePanel

    now = race(game_after("forest", 1, 3, 30, solo=True).view(0))
    widget = RacePanel()
    assert [w for w, _ in widget.lines(now, 220)] == ["head", "total", "comparison", "comparison", "solo", "marks"]
    assert [w for w, _ in widget.lines(now, 110)] == ["head", "total", "comparison", "comparison", "solo"]
    assert [w for w, _ in widget.lines(now, 70)] == ["head", "total", "comparison"]
    assert widget.min_size(now)[1] > 110
    six = race(game_after("forest", 6, 3, 5).view(0))
    assert widget.min_size(six)[0] > 300 and widget.min_size(race(game_after("forest", 3, 3, 5).view(0))) == \
        RacePanel.MIN_SIZE


def test_column_heads_tell_seats_with_alike_names_apart(make_app):
    """Default computer names are cut alike in a narrow column ("Compu…" ×3): they are written short instead."""
    from scenes.ecosysteme.race import _heads

    app = make_app()
    heads = _heads(app.fonts, ["Player 1", "Computer 2", "Computer 3", "Computer 4"], 14, 40)
    assert len(set(heads)) == 4
    assert heads[1:] == ["C2", "C3", "C4"]
    assert _heads(app.fonts, ["Ana", "Bob"], 14, 40) == ["Ana", "Bob"], "names that fit are kept"
