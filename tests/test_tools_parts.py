"""The tools' engines find each game's part from the registry, and play a game without one by generic means.

The monkey (tools/monkey.py) and the screenshot tool (tools/screens.py) name no game
(tests/test_architecture_games.py); each game package's part is ``tools/<tool>_parts/<package>.py``
(tools/parts.py). These tests check that the parts are found where the registry says, that a package without one
is told apart from a part that fails to import, and what a game without a part gets from the monkey: its state
checked by the protocol, a game of it made for the menu's question, and (slow) a whole run that plays it through the
shell's scenes alone."""
from __future__ import annotations

import random
import types

import pytest

from game.core.registry import GAMES, Registered, register, unregister
from game.session import HUMAN, Match, Seat
from tests.fifth.pebbles import GAME_ID, GreedyAgent
from tools import monkey, monkey_kit, parts
from tools.parts import part_module, window_packages


@pytest.fixture
def pebbles(tmp_path, monkeypatch):
    """The tests' fifth game registered (played by the commands, not the window: its package has no tool part)."""
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    register(Registered(GAME_ID, "tests.fifth.pebbles:PEBBLES", card_data=False))
    yield
    unregister(GAME_ID)


def test_each_package_of_the_window_s_games_is_found_with_its_parts():
    packages = window_packages()
    assert list(packages) == list(dict.fromkeys(e.package.rpartition(".")[2] for e in GAMES.values() if e.screens))
    assert sum(packages.values(), ()) == tuple(g for g, e in GAMES.items() if e.screens)     # menu order
    for package in packages:
        part = part_module("monkey", package)
        assert part is not None and issubclass(part.Part, monkey.GamePart), package
        shots = part_module("screens", package)
        assert shots is not None and callable(shots.Shots.run), package
    assert [game_ids for game_ids, _ in monkey.game_parts()] == list(packages.values())


def test_a_package_without_a_part_is_none_and_a_broken_part_raises(monkeypatch, pebbles):
    assert "fifth" not in window_packages()              # (no screens: the window does not play it)
    assert part_module("monkey", "fifth") is None and part_module("screens", "fifth") is None

    def broken(name):                                    # a part that exists, and imports a module that does not
        raise ModuleNotFoundError("No module named 'pygame_extras'", name="pygame_extras")
    monkeypatch.setattr(parts, "importlib", types.SimpleNamespace(import_module=broken))
    with pytest.raises(ModuleNotFoundError, match="pygame_extras"):
        part_module("monkey", "canopee")


def test_a_game_without_a_part_is_checked_by_the_protocol(pebbles):
    """GamePart's defaults on a game no part knows: a position's key moves with each action, the state's
    invariants and JSON round trip hold, a finished game replays from its log; a broken state is caught."""
    owner = types.SimpleNamespace(rng=random.Random(4))
    part = monkey.GamePart(owner, (GAME_ID,))
    match = Match(GAME_ID, [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3)
    assert part.kind(match) == f"{GAME_ID} hot-seat"
    game, agents = match.state, [GreedyAgent(1), GreedyAgent(2)]
    keys = []
    while not game.is_over:
        keys.append(part.state_key(game))
        part.check_state(game, match.definition)
        (seat,) = sorted(game.to_act())[:1]
        game.apply(seat, agents[seat].choose(game.view(seat)))
    part.check_state(game, match.definition)
    part.check_finished(match)
    assert len(set(keys)) == len(keys)
    game.river.append(game.rows[0][0])                  # one pebble in two places
    with pytest.raises(monkey_kit.Broken):
        part.check_state(game, match.definition)
    # the menu's question needs an interrupted game of it: a new one, every seat a person
    interrupted = part.interrupted(GAME_ID, 0.5)
    assert interrupted.game_id == GAME_ID and not interrupted.over and all(s.human for s in interrupted.seats)


def test_only_a_game_whose_part_offers_it_has_a_run_of_its_own():
    assert monkey.own_runs() == ("canopee", "living-forest")
    with pytest.raises(ValueError, match="no run of its own"):
        monkey.Monkey(1, (1600, 900), "en", False, monkey.SMALLEST, only="forest")


@pytest.mark.slow
def test_a_run_plays_a_game_without_its_part_by_the_generic_means(monkeypatch):
    """Living Forest's part hidden: the run requires none of its scenes and counts none of its decisions; opened (and
    reopened after each way out) on a hot-seat table of it made by GamePart's defaults, the monkey plays it by its
    buttons and checks it by the protocol and the seat and hand-off checks, and nothing breaks."""
    from scenes.games import table_scene

    found = monkey.part_module
    monkeypatch.setattr(monkey, "part_module",
                        lambda tool, package: None if package == "livingforest" else found(tool, package))

    class OnTheTable(monkey.Monkey):
        def open(self) -> None:
            super().open()
            match = self.part_of["living-forest"].interrupted("living-forest", 0.0)
            self.app.push(table_scene(self.app, match))

    monkeypatch.setattr(monkey, "Monkey", OnTheTable)
    summary = monkey.run_monkey(events=600, seed=4)
    assert not summary.failures, summary.report()
    assert not [label for label in summary.required if label.startswith("lf")]
    assert [title for _, title, _, _ in summary.counted] == ["Canopée"]
    assert summary.game_kinds["living-forest hot-seat"] and summary.scenes["livingforesttable"], summary.report()


@pytest.mark.slow
def test_the_screenshot_tool_shoots_every_game_to_the_end(tmp_path):
    """The tool runs every game's part through (a part that reaches into a scene by a name the scene no longer has
    stops the run): each screenshot it counts is on disk, and nothing failed."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECOSYSTEME_DATA_DIR=str(tmp_path / "data"))
    out = tmp_path / "shots"
    done = subprocess.run([sys.executable, "tools/screens.py", "--out", str(out), "--size", "1280x720", "--lang", "fr"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-2000:]
    told = int(done.stdout.strip().splitlines()[-1].split()[0])
    shots = sorted(out.glob("*.png"))
    assert told == len(shots) and told >= 20 * len([p for p in window_packages() if part_module("screens", p)])
