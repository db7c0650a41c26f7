"""Living Forest's demo: ``ecosysteme --demo --game living-forest --players N`` plays a whole game with computers in
every seat in the window and saves the menu, the table and the score screen."""
from __future__ import annotations

import pygame
import pytest

from game.userdata import Settings

pytestmark = pytest.mark.slow      # whole demo games: the quick run (-m "not slow") leaves them to .ci/run


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path / "data"))
    from scenes.app import App
    from scenes.menu import MenuScene

    app = App(settings=Settings(language="fr"), size=(1600, 900))
    app.push(MenuScene(app))
    yield app
    app.stack.clear()
    app.window.destroy()
    pygame.quit()


# ---------------------------------------------------------------------- the command line


@pytest.fixture
def launched(monkeypatch):
    """The demo the command would open the window on (the window itself stood in for)."""
    import scenes.app

    seen = []

    def run(demo=None, first_scene=None):
        seen.append(demo)
        return 0

    monkeypatch.setattr(scenes.app, "run", run)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_command_starts_a_living_forest_demo_for_two_to_four(launched, players, tmp_path):
    from game.cli import main

    shots = tmp_path / "shots"
    assert main(["--demo", "--game", "living-forest", "--players", str(players), "--seed", "5", "--speed", "3",
                 "--screenshots", str(shots), "--exit-when-done"]) == 0
    assert launched == [{"game": "living-forest", "players": players, "seed": 5, "speed": 3.0,
                         "screenshots": str(shots), "exit_when_done": True, "tour": False}]
    assert shots.is_dir()


@pytest.mark.parametrize("players", ["1", "5"])
def test_a_living_forest_demo_outside_two_to_four_is_one_clear_line(launched, players, capsys):
    from game.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["--demo", "--game", "living-forest", "--players", players])
    assert stop.value.code == 2 and not launched
    assert "--players must be between 2 and 4" in capsys.readouterr().err


def test_the_command_says_living_forest_takes_two_to_four(capsys):
    from game.cli import main

    with pytest.raises(SystemExit):
        main(["--help"])
    assert "Living Forest 2 to 4" in " ".join(capsys.readouterr().out.split())


# ---------------------------------------------------------------------- the whole demo, in the window


def run_demo(app, players, seed, speed, shots=None):
    from scenes.demo import start_demo

    director = start_demo(app, game="living-forest", players=players, seed=seed, speed=speed,
                          screenshots=str(shots) if shots else None, exit_when_done=True)
    for _ in range(60_000):
        if not app.running:
            break
        app.frame(1 / 60, events=[])
    return director


@pytest.mark.parametrize("players", [2, 4])
def test_a_demo_plays_a_whole_living_forest_game_and_saves_the_three_screenshots(app, tmp_path, players):
    from scenes.shell.score_screen import ScoreScreen

    director = run_demo(app, players, seed=7, speed=20.0, shots=tmp_path / "shots")
    assert not app.running and app.exit_code == 0, "--exit-when-done quits with 0 after the score screen"
    assert isinstance(app.top, ScoreScreen) and type(app.top).__name__ == "LivingForestScoring"
    match = app.top.match
    assert match.game_id == "living-forest" and match.over and len(match.seats) == players
    assert all(not seat.human for seat in match.seats)
    assert [p.name for p in director.saved] == ["menu.png", "table.png", "scoring.png"]
    images = [pygame.image.load(str(p)) for p in director.saved]
    assert all(img.get_size() == (1600, 900) for img in images)
    assert len({pygame.image.tobytes(img, "RGB") for img in images}) == 3, "three different screens"


def test_the_same_seed_gives_the_same_living_forest_demo_game(app):
    from game.session import COMPUTER, Match, Seat

    run_demo(app, 3, seed=11, speed=40.0)
    log = app.top.match.state.actions_log()
    again = Match("living-forest", [Seat(f"c{i}", COMPUTER) for i in range(3)], seed=11)
    while not again.over:
        again.play_computers()
    assert again.state.actions_log() == log
