"""The monkey test: seeded random mouse, keyboard and window events through every scene of the real window, the
game's invariants checked after every frame. The full count is a script: tools/monkey.py --events 20000."""
from __future__ import annotations

import pytest

from game.errors import SaveError
from game.state import Game
from tools.monkey import REQUIRED, Broken, check_game, run_monkey


def test_random_input_reaches_every_scene_and_breaks_nothing():
    summary = run_monkey(events=2000, seed=3)
    assert not summary.failures, summary.report()
    assert summary.events == 2000
    assert not summary.missing(), summary.report()
    assert all(summary.scenes[label] for label in REQUIRED)
    assert summary.checks >= 1000 and summary.states >= 30, summary.report()
    assert summary.games_finished >= 1, summary.report()


def test_one_seed_gives_one_run_in_french_on_the_smallest_window():
    first = run_monkey(events=500, seed=11, size=(1280, 720), lang="fr")
    assert not first.failures, first.report()
    again = run_monkey(events=500, seed=11, size=(1280, 720), lang="fr")
    assert (again.digest, again.frames, again.scenes) == (first.digest, first.frames, first.scenes)


def test_the_invariants_catch_a_broken_game():
    game = Game.new("forest", 3, seed=1)
    check_game(game)
    game.hands[0].append(game.deck.pop())          # one hand a card too many
    with pytest.raises(Broken, match="hand sizes"):
        check_game(game)
    game.hands[0][-1] = game.hands[1][0]           # ... and that card in two hands at once
    with pytest.raises(SaveError):
        check_game(game)
