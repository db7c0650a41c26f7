"""Canopée's Hard (issue 25, not offered yet): the shared search with Medium playing the futures. It plays whole
games through legal actions only, and its seed decides its game."""
from __future__ import annotations

from game.canopee import CANOPEE
from game.canopee.agents import HardAgent


class SmallHard(HardAgent):
    PLAYOUTS = (6, 1, 10)          # a few play-outs: the test is about the plumbing, not the strength


def play(seed: int) -> tuple[list, tuple]:
    state = CANOPEE.new_state(2, seed, False, None)
    agents = [SmallHard(seed), CANOPEE.agents["medium"](seed + 1)]
    while not state.is_over:
        (seat,) = state.to_act()
        state.apply(seat, agents[seat].choose(state.view(seat)))
    return state.actions_log(), state.outcome().totals


def test_hard_plays_a_whole_game_and_its_seed_decides_it():
    first = play(4)
    assert first == play(4)
    assert len(first[0]) > 40


def test_the_budget_grows_with_the_candidates_within_its_bounds():
    hard = HardAgent(0)
    base, per, most = HardAgent.PLAYOUTS
    assert hard.budget(2).playouts == base + 2 * per
    assert hard.budget(500).playouts == most
