"""Living Forest's Hard (issue 25, not offered yet): the shared search (game/core/search.py) with Medium playing
the rest of the round and lookahead.py judging the next round's start. It plays whole games through legal
actions only and its seed decides its game; it reads its seat's view only (a view whose ``state`` raises, and the
same choice in every world the seat cannot tell apart); the play-outs stop at a round's start and the position
there is worth each seat a reward in [0, 1].

Its strength and think time are measured by hand (the issue's figures), not here: whole games of Hard are slow."""
from __future__ import annotations

import copy
import random

from game.core.search import Choice, next_seat
from game.livingforest import LIVING_FOREST
from game.livingforest import actions as A
from game.livingforest.agents import AGENTS, HardAgent, MediumAgent
from game.livingforest.lookahead import FEATURE_NAMES, features, round_start, win_chances
from tests.livingforest.test_agents import BlindView


class SmallHard(HardAgent):
    PLAYOUTS = (4, 1, 8)        # a few play-outs: these tests are about the plumbing, not the strength


def new(players: int, seed: int):
    return LIVING_FOREST.new_state(players, seed, options={"round_cap": True})


def play(state, agents, each=None):
    """Play to the end, the seats in turn order; ``each(state, seat, agent)`` may return the action to play."""
    while not state.is_over:
        seat = next_seat(state)
        action = each(state, seat, agents[seat]) if each is not None else None
        if action is None:
            action = agents[seat].choose(state.view(seat))
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    return state


def test_hard_is_a_slow_seat_with_a_generator_of_its_own_and_is_offered():
    hard = HardAgent(7)
    assert hard.name == "hard" and hard.slow
    assert isinstance(hard.rng, random.Random) and hard.rng.random() == random.Random(7).random()
    assert AGENTS["hard"] is HardAgent


def test_hard_plays_a_whole_game_through_a_view_that_hides_the_state_and_its_seed_decides_it():
    logs = []
    for _ in range(2):
        state = new(2, 12)
        agents = [SmallHard(3), MediumAgent(4)]

        def each(st, seat, agent):
            return agent.choose(BlindView(st.view(seat))) if seat == 0 else None

        play(state, agents, each)
        assert state.outcome().winners
        logs.append([(s, a.to_json()) for s, a in state.actions_log()])
    assert logs[0] == logs[1] and len(logs[0]) > 100
    assert any(s == 0 and a[0] == "cell" for s, a in logs[0]), "Hard planted: the game went through its search"


def test_a_choice_is_the_same_in_every_world_the_seat_cannot_tell_apart():
    # at Hard's searched decisions, a twin of the game with every hidden pile dealt again: Hard, in the same inner
    # state, searches the same worlds and chooses the same action
    rng = random.Random(5)
    state = new(3, 21)
    agents = [MediumAgent(1), SmallHard(2), MediumAgent(3)]
    compared = differed = 0

    def each(st, seat, agent):
        nonlocal compared, differed
        view = st.view(seat)
        if seat != 1 or len(view.legal_actions()) < 2 or not agent.searched(view) or st.round > 4:
            return None
        twin = view.determinize(rng)
        differed += [sp.draw for sp in twin.spirits] != [sp.draw for sp in st.spirits]
        theirs = copy.deepcopy(agent).think(twin.view(seat))
        mine = agent.think(view)
        assert (mine.action, mine.stats) == (theirs.action, theirs.stats), view.decision()
        compared += 1
        return mine.action

    play(state, agents, each)
    assert compared > 10 and differed > compared / 2, (compared, differed)


def test_think_gives_the_search_figures_and_never_goes_back_to_choose_another_tree():
    state = new(2, 33)
    agents = [MediumAgent(1), MediumAgent(2)]
    while not (state.decision(0) == "plant_cell" and len(state.legal_actions(0)) > 2):
        seat = next_seat(state)
        state.apply(seat, agents[seat].choose(state.view(seat)))
    assert A.BACK in state.legal_actions(0)
    choice = SmallHard(9).think(state.view(0))
    cells = len(state.legal_actions(0)) - 1
    assert isinstance(choice, Choice) and choice.playouts == SmallHard(0).budget(cells).playouts
    assert choice.action in state.legal_actions(0) and choice.action is not A.BACK
    assert all(a is not A.BACK for a, _, _ in choice.stats)
    assert sum(visits for _, visits, _ in choice.stats) == choice.playouts
    assert all(0.0 <= mean <= 1.0 for _, _, mean in choice.stats)


def round_starts(players: int, seed: int):
    """Every round's start of a Medium game (from round 2), as a copy of the state."""
    state = new(players, seed)
    agents = [MediumAgent(s) for s in range(players)]
    found = []
    while not state.is_over:
        if state.round >= 2 and round_start(state) and (not found or found[-1].round != state.round):
            found.append(state.clone())
        seat = next_seat(state)
        state.apply(seat, agents[seat].choose(state.view(seat)))
    return found


def test_the_budget_grows_with_the_candidates_within_its_bounds():
    base, per, most = HardAgent.PLAYOUTS
    assert HardAgent(0).budget(2).playouts == base + 2 * per
    assert HardAgent(0).budget(100).playouts == most


def test_play_outs_stop_at_a_rounds_start_and_the_position_is_worth_a_reward_in_0_1_to_each_seat():
    starts = round_starts(4, 8)
    assert len(starts) >= 4
    for st in starts:
        assert not LIVING_FOREST.search_cutoff(st, 0)         # where a play-out begins, it goes on
        assert LIVING_FOREST.search_cutoff(st, 3)
        rewards = LIVING_FOREST.search_evaluate(st)
        assert len(rewards) == 4 and all(0.0 <= r <= 1.0 for r in rewards)
        assert abs(sum(win_chances(st)) - 1.0) < 1e-9
        assert len(features(st, 0)) == len(FEATURE_NAMES)
        # one reveal later, the round is under way: no cut
        after = st.clone()
        after.apply(next_seat(after), A.REVEAL)
        assert not round_start(after) and not LIVING_FOREST.search_cutoff(after, 3)


def test_a_seat_near_a_victory_is_judged_the_likeliest_winner():
    st = round_starts(3, 4)[0]
    before = win_chances(st)
    rich = min(range(3), key=lambda s: before[s])            # the seat judged least likely to win...
    st.spirits[rich].fires.extend([2] * (st.rules.victory_target - 2))    # ...with ten more fires put out
    after = win_chances(st)
    assert after[rich] > 0.5 and after[rich] == max(after) and after[rich] > before[rich]
