"""The Records screen (scenes/records.py), driven as a player would: from the menu, its figures checked against the
outcomes of real recorded games of every game and mode, its chart, its list sorted and paged, a game's replay
opened from it, a player forgotten and the records cleared (each asked first), and a damaged, oversized or newer
records file told in one sentence."""
from __future__ import annotations

import json
import shutil

import pygame
import pytest

from game import records
from game.i18n import tr
from game.records import SOLO, Records
from scenes.games import window_games
from scenes.collection import level_name
from scenes.records import ALL_GAMES, EVERYONE, RecordsScene
from scenes.shell.recorder import settle
from tests.input import click, key, move
from tests.test_records import T0, play, recorded, tables

APP_SIZE = (1600, 900)


@pytest.fixture(scope="module")
def recorded_folder(tmp_path_factory):
    """A data folder holding every mode of every window game, played to its end and recorded (one game an hour
    apart), and the matches themselves: [(record, match)], oldest first."""
    folder = tmp_path_factory.mktemp("records")
    mp = pytest.MonkeyPatch()
    mp.setenv("ECOSYSTEME_DATA_DIR", str(folder))
    played = []
    n = 0
    for game_id in window_games():
        for mode, match in tables(game_id):
            play(match, seed=n)
            played.append((recorded(match, T0 + 3600 * n), match))
            n += 1
    mp.undo()
    return folder, played


@pytest.fixture
def games(recorded_folder, tmp_path):
    """The recorded games, copied into this test's data folder (make_app's)."""
    source, played = recorded_folder
    shutil.copytree(source, tmp_path, dirs_exist_ok=True)
    return played


def open_records(app) -> RecordsScene:
    """From the menu, by its Records button, the records read."""
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    menu = app.top
    button = next(b for b in menu.column.buttons if b.label == app.t("records"))
    click(app, button.rect.center)
    scene = app.top
    assert isinstance(scene, RecordsScene)
    wait(app)
    return scene


def wait(app) -> None:
    """The records' thread done, and its answer taken by the screen."""
    settle()
    app.frame(0.016, events=[])


def expected(played, game_id, player):
    """The figures from the matches themselves (not from game.records): (played, wins, best, average, by level)."""
    mine = [(rec, m) for rec, m in played if m.game_id == game_id and any(s.name == player and s.controller == "human"
                                                                          for s in m.seats)]
    wins, scores, levels = 0, [], {}
    for rec, m in mine:
        out = m.state.outcome()
        seats = [i for i, s in enumerate(m.seats) if s.name == player and s.controller == "human"]
        won = any(i in out.winners for i in seats)
        wins += won
        scores.append(max(out.totals[i] for i in seats))
        for level in dict.fromkeys(s.level for s in m.seats if s.controller != "human"):
            p, w = levels.get(level, (0, 0))
            levels[level] = (p + 1, w + won)
    return len(mine), wins, max(scores), sum(scores) / len(scores), levels


def figure(scene, label):
    return next(f.value for f in scene.figures() if f.label == label)


# ---------------------------------------------------------------------------- opening and figures


def test_the_menu_opens_the_records_on_the_newest_game_and_back_returns(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    newest = games[-1][0]
    assert scene.game == newest.game_id and scene.player == "Ana"
    click(app, scene.back_button.rect.center)
    assert type(app.top).__name__ == "MenuScene"


@pytest.mark.parametrize("game_id", window_games())
def test_a_player_s_figures_in_each_game_are_the_games_own_outcomes(make_app, games, game_id):
    app = make_app("en")
    scene = open_records(app)
    scene.choose_game(game_id)
    scene.choose_player("Ana")
    n, wins, best, average, levels = expected(games, game_id, "Ana")
    assert figure(scene, "Games played") == str(n)
    assert figure(scene, "Wins").startswith(f"{wins}  (")
    assert figure(scene, "Best score") == str(best)
    assert figure(scene, "Average score") == f"{average:.1f}"
    for level, (p, w) in levels.items():
        assert figure(scene, level_name(app, level)).startswith(f"{w} / {p}"), level
    solo = [rec for rec, m in games if m.game_id == game_id and m.solo]
    if solo:
        margins = [rec.margin for rec in solo]
        assert figure(scene, "Best margin") == f"{max(margins):+d}"
        heading = [f.label for f in scene.figures() if f.value is None]
        assert any(h.startswith("Solo against") for h in heading), heading
    hot = [m for _, m in games if m.game_id == game_id and sum(s.controller == "human" for s in m.seats) > 1]
    assert ("Between friends, one screen" in [f.label for f in scene.figures()]) == bool(hot)
    # the challenge: the first rung was played once
    assert figure(scene, "Ladder rungs beaten / tried").endswith("/ 1")
    app.frame(0.016, events=[])          # and it is drawn


def test_everyone_is_a_table_of_players_and_a_click_on_one_chooses_them(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    scene.choose_game("canopee")
    scene.choose_player(EVERYONE)
    head, rows = scene.table()
    assert head[0] == "Player"
    assert [r.player for r in rows] == ["Ana", "Bob"], "Ana played every mode, Bob the hot-seat game alone"
    ana = next(r for r in rows if r.player == "Ana")
    n, wins, best, average, _ = expected(games, "canopee", "Ana")
    assert ana.cells[1:] == (str(n), str(wins), app.t("percent", n=round(100 * wins / n)), str(best), f"{average:.1f}")
    app.frame(0.016, events=[])          # the table drawn: its rows can be clicked
    rect = next(rect for rect, name in scene.table_rects if name == "Bob")
    click(app, rect.center)
    assert scene.player == "Bob" and scene.figures()[0].value == "1"


def test_a_player_in_every_game_is_a_line_per_game_and_their_total(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    click(app, scene.game_tabs[0][1].center)          # All games
    assert scene.game is ALL_GAMES and scene.player == "Ana"
    head, rows = scene.table()
    assert rows[-1].cells[0] == app.t("records_all_games") and rows[-1].total
    per_game = rows[:-1]
    assert len(per_game) == len(window_games())
    total = sum(expected(games, g, "Ana")[0] for g in window_games())
    assert rows[-1].cells[1] == str(total) == str(len(games)), "Ana sat at every recorded game"


def test_the_chart_is_the_player_s_scores_in_order_beside_the_best_opponent_s(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    scene.choose_game("forest")
    scene.choose_player("Ana")
    numbers, mine, theirs, _ = scene.chart_series()
    played = [(rec, m) for rec, m in games if m.game_id == "forest"]
    assert numbers == list(range(1, len(played) + 1))
    assert mine == [rec.score("Ana") for rec, _ in played]
    solo = [i for i, (rec, m) in enumerate(played) if m.solo]
    for i in solo:
        assert theirs[i] == played[i][0].totals[-1], "solo: the automaton's total"
    for i, (rec, m) in enumerate(played):
        if not m.solo:
            assert theirs[i] == max(t for j, t in enumerate(rec.totals) if m.seats[j].name != "Ana")
    move(app, scene.chart.plot.center)                 # the pointer over the chart: a game's values shown
    assert scene.chart_hover is not None


# ---------------------------------------------------------------------------- the list and the replays


def test_the_list_sorts_by_date_by_game_and_by_player_and_turns_its_pages(make_app, games):
    app = make_app("en", size=(1280, 720))
    scene = open_records(app)
    click(app, scene.game_tabs[0][1].center)
    scene.choose_player(EVERYONE)
    listed = scene.listed()
    assert [r.id for r in listed] == [rec.id for rec, _ in reversed(games)], "newest first"
    click(app, dict(scene.sort_tabs)["game"].center)
    order = {g: i for i, g in enumerate(window_games())}
    assert [order[r.game_id] for r in scene.listed()] == sorted(order[r.game_id] for r in listed)
    click(app, dict(scene.sort_tabs)["player"].center)
    firsts = [r.humans()[0].casefold() for r in scene.listed()]
    assert firsts == sorted(firsts)
    assert scene.pages() > 1 and len(scene.rows) == scene.per_page
    first_page = [row.record.id for row in scene.rows]
    click(app, scene.page_next.center)
    assert scene.page == 1 and [row.record.id for row in scene.rows] != first_page
    place = scene.page_next.copy()
    click(app, scene.page_prev.center)
    assert scene.page == 0 and scene.page_next == place, "the page buttons never move"
    for row in scene.rows:
        assert scene.list_panel.contains(row.rect)


@pytest.mark.parametrize("game_id", window_games())
def test_a_click_on_a_game_opens_its_replay_and_back_comes_back(make_app, games, game_id):
    app = make_app("en")
    scene = open_records(app)
    scene.choose_game(game_id)
    row = scene.rows[0]
    click(app, row.rect.center)
    replay = app.top
    assert replay is not scene and replay.match.game_id == game_id
    assert tuple(replay.match.state.outcome().totals) == row.record.totals
    app.frame(0.016, events=[])
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_the_keyboard_chooses_a_game_a_player_and_opens_a_replay(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    key(app, pygame.K_3)                       # the third tab: Savannah
    assert scene.game == window_games()[1]
    key(app, pygame.K_RIGHT)
    assert scene.player != "Ana"
    key(app, pygame.K_LEFT)
    assert scene.player == "Ana"
    key(app, pygame.K_DOWN)
    assert scene.focus_row == 0
    key(app, pygame.K_RETURN)
    assert app.top is not scene and app.top.match.game_id == window_games()[1]


def test_a_game_whose_replay_is_gone_says_so_and_stays(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    row = scene.rows[0]
    (records.folder() / row.record.game_file).unlink()
    click(app, row.rect.center)
    assert app.top is scene
    assert scene.problem == tr("records_replay_missing", "en", file=f"records/{row.record.game_file}")
    app.frame(0.016, events=[])
    click(app, scene.dismiss_button.rect.center)
    assert scene.problem is None


# ---------------------------------------------------------------------------- forgetting and clearing


def test_forgetting_a_player_asks_first_and_keeps_the_others_games(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    scene.choose_player("Bob")
    click(app, scene.forget_button.rect.center)
    assert scene.asking == "forget" and "Bob" in scene.question_text()
    keep = next(b for b in scene.dialog.buttons if b.label == "Keep")
    click(app, keep.rect.center)
    assert scene.asking is None
    assert "Bob" in Records.load()[0].players()
    click(app, scene.forget_button.rect.center)
    yes = next(b for b in scene.dialog.buttons if b.label == "Forget")
    click(app, yes.rect.center)
    wait(app)
    kept = Records.load()[0]
    assert "Bob" not in kept.players() and "Bob" not in scene.players()
    assert len(kept.records) == len(games), "Bob only played beside Ana: every game stays, Bob's name as '?'"
    assert scene.player is EVERYONE


def test_clearing_asks_first_and_leaves_nothing_behind(make_app, games):
    app = make_app("en")
    scene = open_records(app)
    click(app, scene.clear_button.rect.center)
    assert scene.asking == "clear" and str(len(games)) in scene.question_text()
    key(app, pygame.K_ESCAPE)                          # Escape answers no
    assert scene.asking is None and app.top is scene and len(Records.load()[0].records) == len(games)
    click(app, scene.clear_button.rect.center)
    click(app, next(b for b in scene.dialog.buttons if b.label == "Clear all").rect.center)
    wait(app)
    assert Records.load()[0].records == [] and not list(records.folder().glob("*.json"))
    assert scene.records.records == [] and not scene.clear_button.enabled and not scene.forget_button.enabled
    app.frame(0.016, events=[])                        # the empty screen drawn


def test_no_records_is_an_empty_screen_with_nothing_to_forget_or_clear(make_app):
    app = make_app("fr")
    scene = open_records(app)
    assert scene.records.records == [] and scene.problem is None
    assert not scene.clear_button.enabled and not scene.forget_button.enabled
    assert scene.listed() == [] and scene.figures() == [] and scene.chart_series()[0] == []
    click(app, scene.clear_button.rect.center)
    assert scene.asking is None


# ---------------------------------------------------------------------------- files the screen cannot read whole


@pytest.mark.parametrize("content, key_", [
    ("{ this is not json", "records_damaged"),
    (json.dumps({"format": 99, "records": []}), "records_future"),
    (" " * (records.RECORDS_FILE.max_bytes + 10), "records_damaged"),
], ids=["damaged", "newer", "oversized"])
def test_a_file_that_cannot_be_read_is_one_sentence_over_the_screen(make_app, tmp_path, content, key_):
    (tmp_path / records.FILE).write_text(content, encoding="utf-8")
    app = make_app("en")
    scene = open_records(app)
    assert scene.problem == tr(key_, "en", file=records.FILE, aside=records.FILE + ".bad")
    assert (tmp_path / (records.FILE + ".bad")).read_text(encoding="utf-8") == content, "the file is kept aside"
    assert scene.records.records == []
    app.frame(0.016, events=[])
    key(app, pygame.K_RETURN)
    assert scene.problem is None and app.top is scene


def test_entries_left_out_are_said_with_the_games_that_could_be_read(make_app, games, tmp_path):
    path = tmp_path / records.FILE
    data = json.loads(path.read_text(encoding="utf-8"))
    data["records"][0]["mode"] = "chess"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app("en")
    scene = open_records(app)
    assert scene.problem is not None and scene.problem.startswith("1 games of your records")
    assert len(scene.records.records) == len(games) - 1


# ---------------------------------------------------------------------------- a game just finished, and sizes


def test_a_game_finished_in_the_window_is_on_the_screen_when_it_opens(make_app):
    from game.session import Match, Seat
    from scenes.games import score_scene

    app = make_app("en")
    match = play(Match("canopee", [Seat("Zoé")], seed=5, solo=True), seed=5)
    app.push(score_scene(app, match))
    for _ in range(3):
        app.frame(0.5, events=[])
    scene = open_records(app)
    assert scene.game == "canopee" and scene.player == "Zoé"
    assert scene.listed()[0].mode == SOLO and scene.listed()[0].totals == tuple(match.state.outcome().totals)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_nothing_overlaps_or_leaves_the_window(make_app, games, size):
    app = make_app("fr", size=size)
    scene = open_records(app)
    window = pygame.Rect((0, 0), size)
    boxes = [scene.figures_panel, scene.chart_panel, scene.list_panel]
    buttons = [scene.back_button.rect, scene.forget_button.rect, scene.clear_button.rect]
    tabs = [rect for _, rect in scene.game_tabs] + [scene.player_prev, scene.player_box, scene.player_next]
    for group in (boxes, buttons, tabs):
        for i, a in enumerate(group):
            assert window.contains(a)
            assert not any(a.colliderect(b) for b in group[i + 1:]), (a, group)
    assert not any(b.colliderect(p) for b in buttons for p in boxes)
    assert not any(t.colliderect(p) for t in tabs for p in boxes)
    sorts = [rect for _, rect in scene.sort_tabs]
    assert all(scene.list_panel.contains(r) for r in sorts + [scene.page_prev, scene.page_next])
    assert not scene.list_title.colliderect(sorts[0])
    for name in ("forget", "clear"):
        getattr(scene, f"ask_{name}")()
        assert window.contains(scene.question_box)
        scene._answer_no()


def test_a_game_left_before_its_end_is_not_recorded_not_even_from_a_score_screen(make_app):
    """Leaving a game (Escape, then yes) records nothing, and a score screen shown for a game not over (the
    window can show one: Play again's tests do) records nothing when it goes to the menu: never a loss."""
    from game.session import COMPUTER, Match, Seat
    from scenes.games import table_scene

    from scenes.menu import MenuScene

    app = make_app("en")
    app.push(MenuScene(app))
    match = Match("canopee", [Seat("Zoé"), Seat("Computer 2", COMPUTER, "easy")], seed=5)
    table = table_scene(app, match, autosave=False)
    app.push(table)
    for _ in range(5):
        app.frame(0.1, events=[])
    key(app, pygame.K_ESCAPE)
    assert table.confirming_leave
    app.frame(0.016, events=[])
    click(app, next(b for b in table.column.buttons if b.label == app.t("leave_yes")).rect.center)
    assert isinstance(app.top, MenuScene)
    scores = table.score_scene()
    app.push(scores)
    app.frame(0.1, events=[])
    scores.menu()
    settle()
    assert not match.over and Records.load()[0].records == []
    scene = open_records(app)
    assert scene.records.records == [] and scene.player is EVERYONE
