"""Living Forest's victory screen (scenes/livingforest/scoring.py) on matches played to their end by computer
seats, driven by synthetic pygame events on the dummy display: the pad shows the engine's counts and sums, the
sums count up before anyone is crowned, the sentence says who reached 12 and with what, the tie-break is marked
when it decided, the round-by-round charts draw every Spirit's line, and everything fits the window in both
languages, 1280×720 to 2560×1440, for 2 to 4 players."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import STRINGS
from game.livingforest import actions as A
from game.livingforest.summary import CATEGORIES
from game.session import COMPUTER, Match, Seat
from scenes.ui import ACCENT
from scenes.widgets.scorepad import WIN_FILL

from . import test_examples as examples
from .rig import play
from tests.input import click, key, move

APP_SIZE = (1280, 720)
NAMES = ["Ana", "Ben", "Cléo", "Dora Lindqvist"]


def finished(players: int, seed: int) -> Match:
    """A match of computer seats (Easy and Medium in turn) played by ``play_computers`` until it is over."""
    seats = [Seat(NAMES[i], COMPUTER, ("easy", "medium")[i % 2]) for i in range(players)]
    match = Match("living-forest", seats, seed=seed)
    while not match.over:
        match.play_computers()
    return match


def two_players() -> Match:
    return finished(2, 5)


def four_players() -> Match:
    return finished(4, 5)


def tie_break() -> Match:
    """Two players both at 12 (Ana 12 fires, Ben 13 trees): the sum decides (29 against 26)."""
    match = finished(2, 26)
    assert len(match.state.outcome().detail["eligible"]) == 2 and all(match.state.outcome().detail["eligible"])
    return match


def shared() -> Match:
    """Three players, two at 12 with the same sum: they share the victory."""
    match = finished(3, 58)
    assert len(match.state.outcome().winners) == 2
    return match


MATCHES = {"2p": two_players, "4p": four_players, "tie-break": tie_break, "shared": shared}


def score_screen(app, match: Match):
    from scenes.livingforest.scoring import LivingForestScoring
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    scene = LivingForestScoring(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def labels(scene) -> list[str]:
    return [b.label for b in scene.column.buttons]


@pytest.mark.parametrize("mode", list(MATCHES))
def test_the_pad_shows_the_engines_counts_and_sums(make_app, mode):
    match = MATCHES[mode]()
    scene = score_screen(make_app(), match)
    state = match.state
    outcome = state.outcome()
    for i, counts in enumerate(state.counts()):
        assert [scene.pad.shown_value(k, i) for k in CATEGORIES] == \
            [str(counts.flowers), str(counts.fires), str(counts.trees)]
        assert scene.pad.shown_value("sum", i) == str(outcome.totals[i])
    assert scene.shown_winners() == set(outcome.winners)
    assert scene.summary.rounds == tuple(range(1, state.round + 1))


def test_the_sums_count_up_before_the_winner_is_crowned_and_told(make_app):
    match = four_players()
    app = make_app(speed=1.0)
    scene = score_screen(app, match)
    winner = match.state.outcome().winners[0]
    assert scene.counting and scene.shown_winners() == set(), "nobody is crowned while the sums count up"
    head = scene.pad.header_rects[winner]
    assert app.surface.get_at((head.x + 6, head.bottom + 4))[:3] != WIN_FILL
    app.frame(0.6, events=[])
    assert scene.pad.shown_value("sum", winner) != str(match.state.outcome().totals[winner]), "still counting"
    key(app, pygame.K_SPACE)
    assert not scene.counting and scene.shown_winners() == {winner}
    app.frame(0.016, events=[])
    assert app.surface.get_at((head.x + 6, head.bottom + 4))[:3] == WIN_FILL, "the winner's column in gold"
    # a screen left to count by itself gets there too
    app2 = make_app(speed=1.0)
    scene2 = score_screen(app2, four_players())
    for _ in range(200):
        app2.frame(0.05, events=[])
        if not scene2.counting:
            break
    assert not scene2.counting and scene2.shown_winners() == {winner}


def test_the_sentence_says_who_reached_12_and_with_what(make_app):
    match = two_players()
    scene = score_screen(make_app(), match)
    counts = match.state.counts()
    winner = match.state.outcome().winners[0]
    loser = 1 - winner
    reached = [k for k in CATEGORIES if getattr(counts[winner], k) >= 12]
    assert reached, "the only winner reached 12 somewhere"
    words = {"flowers": "flowers", "fires": "fires", "trees": "trees"}
    assert scene.verdict(winner) == f"{NAMES[winner]}: {getattr(counts[winner], reached[0])} {words[reached[0]]}"
    assert scene.verdict(loser).startswith(f"{NAMES[loser]}: nothing at 12")
    assert scene.tie_break_text() == "A single Spirit at 12: no tie-break"
    assert not scene.pad.decided
    fr = score_screen(make_app("fr"), match)
    assert fr.verdict(winner).startswith(f"{NAMES[winner]} : {getattr(counts[winner], reached[0])} ")


def test_a_tie_break_game_marks_the_sum_that_decided(make_app):
    app = make_app()
    match = tie_break()
    scene = score_screen(app, match)
    sm = scene.summary
    assert sm.tie_break and not sm.shared and scene.pad.decided
    assert scene.tie_break_text() == "Several Spirits at 12: the sum of the three counts decides"
    winner = match.state.outcome().winners[0]
    totals = match.state.outcome().totals
    assert scene.sums_text().startswith(f"Sums: {NAMES[winner]} {totals[winner]}")
    # the sum row outlined in the accent colour
    row = scene.pad.row_rects["sum"]
    assert any(app.surface.get_at((row.x + 3, y))[:3] == ACCENT for y in range(row.y, row.bottom))
    # a game the sum did not decide has no outline there
    app2 = make_app()
    plain = score_screen(app2, two_players())
    row2 = plain.pad.row_rects["sum"]
    assert not any(app2.surface.get_at((row2.x + 3, y))[:3] == ACCENT for y in range(row2.y, row2.bottom))


def test_equal_sums_share_the_victory(make_app):
    scene = score_screen(make_app(), shared())
    assert len(scene.shown_winners()) == 2
    assert scene.tie_break_text().endswith("Equal sums: the victory is shared")


@pytest.mark.parametrize("make, badge", [(shared, "lfs_shared_badge"), (tie_break, "lfs_decided")])
def test_the_badge_says_shared_when_equal_sums_decided_nothing(make_app, make, badge):
    # seen in the window: a shared victory wore the badge "decided" beside "Equal sums: the victory is shared"
    app = make_app()
    scene = score_screen(app, make())
    asked = []
    told = scene.t
    scene.t = lambda key, **kw: (asked.append(key), told(key, **kw))[1]
    scene.draw(app.surface)
    assert badge in asked and ({"lfs_shared_badge", "lfs_decided"} - {badge}).isdisjoint(asked)


def test_example_3_the_higher_sum_among_those_at_12_wins(make_app):
    """§13's Example 3 (a position set by hand): Summer's 29 does not count, Winter's 28 beats Spring's 27."""
    st = examples.example3()
    play(st, examples.SUMMER, A.END_TURN)
    match = Match("living-forest", [Seat("Winter"), Seat("Spring"), Seat("Summer")], seed=0)
    match.state = st
    scene = score_screen(make_app(), match)
    assert scene.shown_winners() == {examples.WINTER}
    assert scene.verdict(0) == "Winter: 12 trees"
    assert scene.verdict(1) == "Spring: 14 flowers"
    assert scene.verdict(2) == "Summer: nothing at 12 (best 11 fires)"
    assert scene.sums_text() == "Sums: Winter 28 · Spring 27", "only the Spirits at 12 are compared"


def _colour_pixels(surface, rect, colour) -> int:
    return sum(1 for x in range(rect.x, rect.right, 2) for y in range(rect.y, rect.bottom, 2)
               if surface.get_at((x, y))[:3] == colour)


@pytest.mark.parametrize("mode", ["2p", "4p"])
def test_the_charts_draw_every_spirits_line_with_the_target(make_app, mode):
    from scenes.livingforest.glyphs import spirit_rgb
    from scenes.ui import HIGHLIGHT

    app = make_app()
    match = MATCHES[mode]()
    scene = score_screen(app, match)
    for k, chart in enumerate(scene.charts):
        assert app.surface.get_rect().contains(chart.rect)
        for seat in range(len(match.seats)):
            colour = spirit_rgb(scene.colours[seat])
            assert _colour_pixels(app.surface, chart.plot.inflate(12, 12), colour) > 0, (k, seat)
        # the dashed target line at 12
        y = round(chart.y_of(12, *scene.chart_range()))
        assert any(app.surface.get_at((x, y))[:3] == HIGHLIGHT for x in range(chart.plot.x, chart.plot.right))
    # each line ends at the final count
    sm = scene.summary
    for seat in range(len(match.seats)):
        assert sm.series(seat, "fires")[-1] == match.state.counts()[seat].fires


def test_pointing_a_row_a_name_or_a_chart_follows_the_counts(make_app):
    app = make_app()
    match = four_players()
    scene = score_screen(app, match)
    # a pad row lights its chart
    row = scene.pad.row_rects["trees"]
    move(app, (row.x + 10, row.centery))
    assert scene.hover_row == "trees" and scene.chart_lit() == 2
    # a name in the legend: that Spirit's lines over the others
    legend = scene.legend_rects[3]
    move(app, legend.center)
    assert scene.hover_player == 3
    # a chart: the round under the pointer
    chart = scene.charts[1]
    last = len(scene.summary.history) - 1
    move(app, (chart.plot.right - 2, chart.plot.centery))
    assert scene.hover_chart == 1 and scene.hover_index == last
    move(app, (chart.plot.x + 2, chart.plot.centery))
    assert scene.hover_index == 0
    move(app, (2, 2))
    assert scene.hover_chart is None and scene.hover_player is None


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("mode", ["2p", "4p", "shared"])
def test_everything_fits_the_window(make_app, size, lang, mode):
    app = make_app(lang, size=size)
    scene = score_screen(app, MATCHES[mode]())
    screen = app.surface.get_rect()
    boxes = [scene.pad.rect, scene.verdict_rect, scene.chart_area]
    for r in boxes + [b.rect for b in scene.column.buttons] + [c.rect for c in scene.charts]:
        assert screen.contains(r), r
    assert not scene.pad.rect.colliderect(scene.chart_area)
    assert not scene.verdict_rect.colliderect(scene.chart_area)
    assert not scene.verdict_rect.colliderect(scene.pad.rect)
    for a, b in zip(scene.charts, scene.charts[1:]):
        assert not a.rect.colliderect(b.rect)
    for r in boxes:
        assert not any(r.colliderect(b.rect) for b in scene.column.buttons)
    # the legend stays right of the charts' heading, inside the chart area
    for r in scene.legend_rects:
        assert scene.chart_area.contains(r)
    # the verdicts all fit under the pad (one line per Spirit, the tie-break words)
    assert scene.verdict_lines_fit()
    # every word on screen exists in both languages
    for k in scene.used_keys:
        assert k in STRINGS and STRINGS[k].get("fr") and STRINGS[k].get("en"), k


def test_the_buttons_play_again_and_menu(make_app, monkeypatch):
    from scenes.livingforest.table import LivingForestTable

    app = make_app()
    match = two_players()
    scene = score_screen(app, match)
    import scenes.games as games

    if not games.has_replay("living-forest"):
        assert labels(scene) == ["Play again", "Menu"], "no Replay while the window has none"
    monkeypatch.setattr(games, "has_replay", lambda game_id: True)
    scene.layout(app.size)
    assert labels(scene) == ["Play again", "Replay", "Menu"]
    play_again = next(b for b in scene.column.buttons if b.label == "Play again")
    click(app, play_again.rect.center)
    table = app.top
    assert isinstance(table, LivingForestTable)
    assert [s.name for s in table.match.seats] == [s.name for s in match.seats]
    assert table.match.seed != match.seed or table.match is not match


def test_the_round_chart_draws_a_single_round_and_negative_counts(make_app):
    """A game over in its first round has one point per line; flowers below zero stretch the axis down."""
    from scenes.widgets.roundchart import Line, RoundChart

    app = make_app()
    chart = RoundChart(app, lambda n: f"Round {n}")
    chart.layout(pygame.Rect(20, 20, 500, 200), 1.0)
    lines = [Line("Ana", (200, 60, 60), (-2,)), Line("Ben", (60, 60, 200), (12,), strong=True, marker="square")]
    chart.draw(app.surface, "Flowers", [1], lines, -2, 13, target=12, target_label="12 to win", hover=0)
    assert chart.index_at(chart.plot.center, 1) == 0
    assert chart.index_at((0, 0), 1) is None
    assert chart.y_of(-2, -2, 13) == chart.plot.bottom and chart.y_of(13, -2, 13) == chart.plot.y
    # many rounds: the rounds' numbers thin out, the last one always written
    many = [Line("Ana", (200, 60, 60), tuple(range(100)))]
    chart.draw(app.surface, "Fires", list(range(1, 101)), many, 0, 100, target=12)
    assert chart.index_at((chart.plot.right, chart.plot.centery), 100) == 99


def test_a_capped_game_says_the_round_limit_decided(make_app):
    seats = [Seat("Ana", COMPUTER, "random"), Seat("Ben", COMPUTER, "random")]
    match = Match("living-forest", seats, seed=3, options={"round_cap": True})
    while not match.over:
        match.play_computers()
    scene = score_screen(make_app(), match)
    assert scene.tie_break_text() == "Round limit: nobody at 12, the highest sum wins"
    totals = match.state.outcome().totals
    order = sorted(range(2), key=lambda s: -totals[s])
    assert scene.sums_text() == "Sums: " + " · ".join(f"{NAMES[s]} {totals[s]}" for s in order)
    assert scene.verdict_lines_fit()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_computers_names_read_whole_in_the_legend_and_the_pad(make_app, size, lang):
    """Four "Ordinateur N" seats: the legend takes a second row rather than cutting them ("Ordinateu…"), the pad's
    columns are wide enough for the longest word of each name, and the title elides "de" in French."""
    from game.i18n import tr

    names = [tr("computer_n", lang, n=i + 1) for i in range(4)]
    match = Match("living-forest", [Seat(n, COMPUTER, "easy") for n in names], seed=5)
    while not match.over:
        match.play_computers()
    app = make_app(lang, size=size)
    scene = score_screen(app, match)
    size = scene.legend_size()
    for name, r in zip(names, scene.legend_rects):
        # the marker (a size wide) and the whole name at the legend's size
        assert app.fonts.get("bold", size).size(name)[0] + size <= r.w, (name, r)
        assert scene.chart_area.contains(r)
    assert not any(a.colliderect(b) for i, a in enumerate(scene.legend_rects) for b in scene.legend_rects[i + 1:])
    assert all(scene.charts[0].rect.y >= r.bottom for r in scene.legend_rects)
    header = min(h.w for h in scene.pad.header_rects) - 8
    small = app.fonts.get("black", max(11, round(max(12, round(scene.pad.row_h * 0.5)) * 0.75)))
    assert all(small.size(w)[0] <= header for n in names for w in n.split())
    winner = names[match.state.outcome().winners[0]]
    assert scene._winners_text() == (f"Victoire d’{winner} !" if lang == "fr" else f"{winner} wins!")
