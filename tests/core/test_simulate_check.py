"""``ecosysteme simulate --check``: the run that stands behind the README's "no exception, no lost card" figures.

It must check what it says (each invariant after every action, the JSON round trip of each finished game) and,
when something breaks, say which game and how to replay it, in one line, without a traceback.
"""
from __future__ import annotations

import json

import pytest

from game.cli import main
from game.core.registry import game_def, game_ids


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("game_id", game_ids())
def test_a_checked_run_counts_every_action_it_checked(game_id, capsys):
    code, out, err = run(capsys, "simulate", "--game", game_id, "--players", "2", "--games", "3", "--check",
                         "--json")
    assert code == 0, err
    result = json.loads(out)
    # the count is the games' own action logs: the same three games replayed give the same number
    from game.simulate import game_seed, play_one

    actions = sum(len(play_one(game_id, ["random", "random"], game_seed(0, i)).actions_log()) for i in range(3))
    assert result["checked_actions"] == actions > 0


def test_a_broken_invariant_stops_the_run_with_the_game_to_replay(monkeypatch, capsys):
    state_class = type(game_def("canopee").new_state(2, 1))
    calls = {"n": 0}

    def broken(self):
        calls["n"] += 1
        if calls["n"] == 40:
            raise AssertionError("card 17 is in two places")

    monkeypatch.setattr(state_class, "check_invariants", broken)
    code, out, err = run(capsys, "simulate", "--game", "canopee", "--players", "2", "--games", "5", "--check")
    assert code == 1
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert "card 17 is in two places" in err and "seed" in err and "after 39 action(s)" in err


def test_a_json_round_trip_that_changes_the_state_is_caught(monkeypatch, capsys):
    definition = game_def("canopee")
    real = type(definition).state_from_json

    def lossy(self, data):
        state = real(self, data)
        state.points = [p + 1 for p in state.points]        # a reader that gets one number wrong
        return state

    monkeypatch.setattr(type(definition), "state_from_json", lossy)
    code, out, err = run(capsys, "simulate", "--game", "canopee", "--players", "2", "--games", "1", "--check")
    assert code == 1 and "JSON" in err


def test_without_check_the_text_report_claims_nothing_about_invariants(capsys):
    code, out, _ = run(capsys, "simulate", "--game", "canopee", "--players", "2", "--games", "2")
    assert code == 0 and "checked" not in out
    code, out, _ = run(capsys, "simulate", "--game", "canopee", "--solo", "--games", "2", "--check")
    assert code == 0 and out.rstrip().splitlines()[-1].startswith("checked: ")
