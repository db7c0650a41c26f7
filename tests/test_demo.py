"""Demo mode: a whole computer game in the window, with screenshots of the menu, the table and the scores."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.userdata import Settings

pytestmark = pytest.mark.slow      # demos run as subprocesses: the quick run (-m "not slow") leaves them to .ci/run

ROOT = Path(__file__).resolve().parent.parent
COMMAND = Path(sys.executable).parent / "ecosysteme"


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path / "data"))
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(settings=Settings(language="fr"), size=(1600, 900))
    app.push(MenuScene(app))
    yield app
    pygame.quit()


@pytest.mark.parametrize("game_id, players", [("forest", 4), ("savane", 2)])
def test_a_demo_plays_a_whole_game_and_saves_the_three_screenshots(app, tmp_path, game_id, players):
    from scenes.demo import start_demo
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene

    shots = tmp_path / "shots"
    director = start_demo(app, game=game_id, players=players, seed=7, speed=8.0, screenshots=str(shots),
                          exit_when_done=True)
    seen_table_at: list[int] = []
    for _ in range(20_000):
        if not app.running:
            break
        app.frame(1 / 60, events=[])
        top = app.top
        if isinstance(top, TableScene) and not seen_table_at:
            seen_table_at.append(len(top.match.state.history))
    assert not app.running and app.exit_code == 0, "--exit-when-done quits with 0 after the score screen"
    assert isinstance(app.top, ScoringScene)
    assert app.top.match.over and len(app.top.match.seats) == players
    assert all(not seat.human for seat in app.top.match.seats)
    assert [p.name for p in director.saved] == ["menu.png", "table.png", "scoring.png"]
    images = [pygame.image.load(str(p)) for p in director.saved]
    assert all(img.get_size() == (1600, 900) for img in images)
    raw = [pygame.image.tobytes(img, "RGB") for img in images]
    assert len(set(raw)) == 3, "three different screens"


def test_the_same_seed_gives_the_same_demo_game(app):
    from scenes.demo import start_demo

    start_demo(app, game="savane", players=3, seed=11, speed=20.0, exit_when_done=True)
    while app.running:
        app.frame(1 / 60, events=[])
    log = app.top.match.state.actions_log()
    from game.session import COMPUTER, Match, Seat

    again = Match("savane", [Seat(f"c{i}", COMPUTER) for i in range(3)], seed=11)
    while not again.over:
        again.play_computers()
    assert again.state.actions_log() == log


def run_command(*argv: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECOSYSTEME_DATA_DIR=str(cwd))
    return subprocess.run([str(COMMAND), *argv], capture_output=True, text=True, cwd=cwd, env=env, timeout=180)


def test_the_installed_command_runs_a_demo_to_the_end(tmp_path):
    proc = run_command("--demo", "--game", "savane", "--players", "2", "--seed", "3", "--speed", "25",
                       "--screenshots", "out", "--exit-when-done", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["menu.png", "scoring.png", "table.png"]


@pytest.mark.parametrize("argv, words", [
    (["--players", "7"], "--players must be between 2 and 6"),
    (["--players", "two"], "invalid int value"),
    (["--speed", "0"], "--speed must be more than 0"),
    (["--game", "jungle"], "invalid choice"),
    (["--screenshots", "a-file/shots"], "--screenshots: cannot make the folder"),
])
def test_bad_demo_arguments_are_one_clear_line(tmp_path, argv, words):
    (tmp_path / "a-file").write_text("not a folder")
    proc = run_command("--demo", *argv, "--exit-when-done", cwd=tmp_path)
    assert proc.returncode == 2
    assert words in proc.stderr
    assert "Traceback" not in proc.stderr


def test_the_tour_steps_through_the_replay_then_turns_pages_of_the_games_rules(app, tmp_path, capsys):
    """--tour: from the score screen, as a player would: Replay, every step with →, back, Menu, Rules, the game's
    tab, a few pages down, back to the menu, Records and a recorded game's replay, back to the menu, then the
    game's tile, Learn to play and the lesson's first steps by the pointer, and Leave; each screen shot and said
    once it is on screen."""
    from scenes.demo import TOUR_PAGES, start_demo
    from scenes.menu import MenuScene
    from scenes.ecosysteme.replay import ReplayScene
    from scenes.rules import RulesScene

    from game.records import record_game
    from game.session import Match, Seat
    from tests.test_records import play

    # a game the player finished before, in the records: the tour replays it from the Records screen
    _, problem = record_game(play(Match("canopee", [Seat("Ana")], seed=2, solo=True)), None)
    assert problem is None
    director = start_demo(app, game="savane", players=2, seed=3, speed=100.0, screenshots=str(tmp_path / "shots"),
                          exit_when_done=True, tour=True)
    steps: set[int] = set()
    last = None
    pages = []
    for _ in range(30_000):
        if not app.running:
            break
        app.frame(1 / 60, events=[])
        top = app.top
        if isinstance(top, ReplayScene):
            steps.add(top.index)
            last = top.last
        elif isinstance(top, RulesScene):
            pages.append((top.game_id, top.sections().index(top.section)))
    assert not app.running and app.exit_code == 0
    assert director.reached == ["replay", "rules", "records", "lesson"]
    assert last is not None and steps == set(range(last + 1)), "every step of the game shown"
    assert pages[0] == ("forest", 0) and pages[-1] == ("savane", TOUR_PAGES), "the game's own tab, pages turned"
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert [p.name for p in director.saved] == ["menu.png", "table.png", "scoring.png", "replay.png", "rules.png",
                                                "records.png", "lesson.png"]
    out = capsys.readouterr().out
    assert "ecosysteme demo: records of 1 games, 1 listed" in out, "the demo's own game is nobody's"
    assert "ecosysteme demo: a recorded game of canopee replayed from the records" in out
    assert f"ecosysteme demo: replay of savane stepped through, step {last} of {last}" in out
    assert f"ecosysteme demo: rules of savane, page {TOUR_PAGES + 1} of " in out
    # Learn to play from the game's tile and its setup: a telling step, then moves made where the panel points
    assert "ecosysteme demo: lesson of savane: step 4 of 20" in out
    from game import tutorial

    assert tutorial.saved_lesson("savane") is not None, "left with Leave: the lesson is kept"


def test_the_tour_is_an_option_of_the_demo(tmp_path):
    proc = run_command("--tour", cwd=tmp_path)
    assert proc.returncode == 2 and "--tour is an option of the demo" in proc.stderr
    shown = run_command("--help", cwd=tmp_path)
    assert "--tour" in shown.stdout and "replay" in shown.stdout
