"""Canopée's Hard (issue 25, not offered yet): the shared search with Medium playing the futures. It plays whole
games through legal actions only, and its seed decides its game."""
from __future__ import annotations

from game.canopee import CANOPEE
from game.canopee.agents import HardAgent, SeasonHorizon, judge


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


def test_hard_is_a_slow_agent_and_its_hint_is_the_search_answer():
    state = CANOPEE.new_state(2, 3, False, None)
    while len(state.legal_actions(min(state.to_act()))) < 2:
        seat = min(state.to_act())
        state.apply(seat, state.legal_actions(seat)[0])
    view = state.view(min(state.to_act()))
    choice = SmallHard(1).think(view)
    assert HardAgent.slow is True
    assert choice.action in view.legal_actions() and choice.playouts == SmallHard(1).budget(len(view.legal_actions())).playouts
    assert sum(visits for _, visits, _ in choice.stats) == choice.playouts


def _at_season(players: int, solo: bool, season: int):
    state = CANOPEE.new_state(players, 8, solo, None)
    agents = [CANOPEE.agents["medium"](s) for s in range(players)]
    while state.season < season:
        seat = min(state.to_act())
        state.apply(seat, agents[seat].choose(state.view(seat)))
    return state


def test_the_search_stops_at_the_end_of_the_season_and_judges_the_standing_there():
    state = _at_season(2, False, 2)
    horizon = SeasonHorizon(CANOPEE, 1)
    assert horizon.search_cutoff(state, 5) and not SeasonHorizon(CANOPEE, 2).search_cutoff(state, 5)
    assert horizon.search_policy(0, 1).name == "medium"         # the other hooks are the game's
    rewards = horizon.search_evaluate(state)
    assert len(rewards) == 2 and all(0.0 < r < 1.0 for r in rewards)
    # points ahead make a seat's standing better, and the other's worse
    state.points[0] += 30
    ahead = judge(state)
    assert ahead[0] > rewards[0] + 0.2 and ahead[1] < rewards[1] - 0.2


def test_a_solo_standing_counts_the_spirit_as_the_one_to_beat():
    state = _at_season(1, True, 3)
    before = judge(state)
    assert len(before) == 1
    state.points[1] += 40           # the Spirit's
    assert judge(state)[0] < before[0] - 0.2
