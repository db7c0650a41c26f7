"""The shared search (game/core/search.py), over every registered game and the tests' fifth one: it answers with
one of the seat's legal actions, reads the game only through the seat's view (its legal actions and a world dealt
from what it knows), spends exactly its play-out budget, and gives the same answer for the same seed."""
from __future__ import annotations

import random

import pytest

from game.core.registry import GAMES, Registered, game_def, register, unregister
from game.core.search import Budget, outcome_rewards, search
from tests.fifth.pebbles import GAME_ID as PEBBLES

BUDGET = Budget(playouts=24, seconds=None, depth=6)


@pytest.fixture(scope="module", autouse=True)
def pebbles():
    register(Registered(PEBBLES, "tests.fifth.pebbles:PEBBLES", card_data=False))
    yield
    unregister(PEBBLES)


def positions(game_id: str, players: int, seed: int, every: int = 9, most: int = 4):
    """A few positions of a seeded random game: (state, seat to decide) with more than one legal action."""
    definition = game_def(game_id)
    state = definition.new_state(players, seed, False, None)
    rng = random.Random(seed)
    found, step = [], 0
    while not state.is_over and len(found) < most:
        seat = min(state.to_act())
        legal = state.legal_actions(seat)
        if len(legal) > 1 and step % every == 0:
            found.append((state.clone(), seat))
        state.apply(seat, legal[int(rng.random() * len(legal))])
        step += 1
    return found


class OnlyTheView:
    """A seat's view that lets the search read nothing but what the search may use: its seat, its legal actions,
    and a world dealt from what the seat knows."""

    def __init__(self, view) -> None:
        self._view = view
        self.seat = view.seat

    def legal_actions(self):
        return self._view.legal_actions()

    def determinize(self, rng):
        return self._view.determinize(rng)


GAME_IDS = sorted(GAMES) + [PEBBLES]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_search_answers_a_legal_action_through_the_view_alone_and_again_for_the_same_seed(game_id):
    definition = game_def(game_id)
    players = max(2, definition.info.players_min)
    cases = positions(game_id, players, seed=3)
    assert cases, "the game has decisions to search"
    for state, seat in cases[:2]:
        view = OnlyTheView(state.view(seat))
        first = search(view, definition, seed=11, budget=BUDGET)
        assert first.action in state.legal_actions(seat)
        assert first.playouts == BUDGET.playouts
        assert sum(visits for _, visits, _ in first.stats) == BUDGET.playouts
        assert all(0.0 <= mean <= 1.0 for _, _, mean in first.stats)
        # the hint's figure: each candidate's share of won futures, beside its visits
        assert len(first.chances) == len(first.stats) and all(0.0 <= c <= 1.0 for c in first.chances)
        assert first.chance(first.action) == first.chances[0]
        again = search(OnlyTheView(state.view(seat)), definition, seed=11, budget=BUDGET)
        assert (again.action, again.stats) == (first.action, first.stats)
        before = state.to_json()
        search(view, definition, seed=12, budget=BUDGET)
        assert state.to_json() == before, "the search plays on worlds of its own, never on the game"


def test_a_single_legal_action_is_answered_without_searching():
    class One:
        seat = 0

        def legal_actions(self):
            return ["only"]

        def determinize(self, rng):
            raise AssertionError("nothing to search")

    choice = search(One(), game_def(PEBBLES), seed=1, budget=BUDGET)
    assert (choice.action, choice.playouts) == ("only", 0)


def test_the_reward_is_mostly_the_win_and_a_little_the_margin():
    class Finished:
        def __init__(self, totals, winners):
            self.totals, self.winners = totals, winners

        def outcome(self):
            from game.core.protocol import Outcome

            return Outcome(self.totals, self.winners)

        def scores(self):
            return list(self.totals)

    big, small = outcome_rewards(Finished((80, 20), (0,))), outcome_rewards(Finished((50, 48), (0,)))
    assert big[0] > small[0] > 0.85 > 0.15 > small[1] > big[1] >= 0
    shared = outcome_rewards(Finished((40, 40), (0, 1)))
    assert shared[0] == shared[1] and 0.4 < shared[0] < 0.6
