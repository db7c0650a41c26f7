"""The Hard computer opponent: legal everywhere, reproducible, blind to what its seat cannot see, and
looking further ahead than Medium. (Its strength over 1000-game runs is measured by ``ecosysteme simulate``;
the figures are in the README.)"""
from __future__ import annotations

import pytest

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.ecosysteme.agents import make_agent
from game.core.catalogue import rules_for
from game.ecosysteme.hard import HardAgent, _halving
from game.ecosysteme.play import play_game
from game.ecosysteme.state import EcosystemeState

pytestmark = pytest.mark.slow      # Hard computers' searches over whole games: the quick run (-m "not slow") leaves them to .ci/run


def _play_until(game: EcosystemeState, agents, picks: int) -> None:
    while not game.is_over and len(game.history) < picks:
        for seat in sorted(game.to_act()):
            game.apply(seat, agents[seat].choose(game.view(seat)))


@pytest.mark.parametrize("game_id", ["forest", "savane"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_hard_only_chooses_legal_actions_in_every_seat_count(game_id, players):
    # EcosystemeState.submit refuses any illegal action; each choice is also checked against the listed legal ones
    rules = rules_for(game_id)
    game = EcosystemeState(rules, players, seed=players * 11)
    agents = [make_agent("hard" if s == 0 else "medium", 40 + s) for s in range(players)]
    while not game.is_over:
        for seat in sorted(game.to_act()):
            action = agents[seat].choose(game.view(seat))
            if seat == 0:
                assert action in game.legal_actions(0)
            game.apply(seat, action)
    assert all(len(eco.cells()) == 20 for eco in game.ecosystems)


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_hard_plays_the_solo_mode_to_the_end_with_legal_placements_and_discards(game_id):
    rules = rules_for(game_id)
    game = EcosystemeState(rules, 1, seed=5, solo=True)
    agent = HardAgent(5)
    kinds = set()
    while not game.is_over:
        action = agent.choose(game.view(0))
        assert action in game.legal_actions(0)
        kinds.add(type(action))
        game.apply(0, action)
    assert kinds == {Pick, Discard} and len(game.opponent) == 20


def test_the_same_seed_gives_the_same_hard_choices():
    rules = rules_for("savane")
    logs = [play_game(rules, [HardAgent(3), make_agent("medium", 4)], seed=8).actions_log() for _ in range(2)]
    assert logs[0] == logs[1]
    solo = [play_game(rules_for("forest"), [HardAgent(6)], seed=2, solo=True).actions_log() for _ in range(2)]
    assert solo[0] == solo[1]


def test_hard_never_reads_a_hidden_hand_or_the_deck():
    # two games that look the same from seat 0 (same hand, same ecosystems) but differ in what seat 0 cannot
    # see: another seat's hand and the deck's order. Hard must choose the same.
    rules = rules_for("forest")
    game = EcosystemeState(rules, 3, seed=17)
    agents = [make_agent("medium", 70 + s) for s in range(3)]
    _play_until(game, agents, 4)
    twin = EcosystemeState.from_json(game.to_json())
    kind_of = twin.kind_of
    # swap a card of seat 1's hand with a card of another kind in the deck, and shuffle the deck
    hand = twin.hands[1]
    i, j = next((i, j) for i, u in enumerate(hand) for j, d in enumerate(twin.deck) if kind_of[u] != kind_of[d])
    hand[i], twin.deck[j] = twin.deck[j], hand[i]
    twin.deck.reverse()
    assert twin.view(0).hand == game.view(0).hand
    assert [kind_of[u] for u in twin.hands[1]] != [kind_of[u] for u in game.hands[1]]
    assert HardAgent(9).choose(twin.view(0)) == HardAgent(9).choose(game.view(0))


def test_hard_sees_the_unseen_pool_as_the_deck_minus_every_visible_card():
    rules = rules_for("forest")
    game = EcosystemeState(rules, 2, seed=4)
    agents = [make_agent("medium", s) for s in range(2)]
    _play_until(game, agents, 6)
    view = game.view(0)
    unseen = HardAgent.unseen(view)
    visible = sum(len(view.ecosystem(s)) for s in range(2)) + len(view.hand) + len(view.neutral_pile)
    assert len(unseen) == len(rules.deck) - visible
    # exactly the cards in the other hands, the neutral's hand, the deck and the discards
    hidden = [game.kind_of[u] for h in game.hands[1:] for u in h] + [game.kind_of[u] for u in game.deck]
    hidden += [game.kind_of[u] for u in game.discarded]
    assert sorted(unseen) == sorted(hidden)


def test_successive_halving_keeps_the_option_with_the_best_play_outs():
    import random

    # option i's play-outs average i (plus noise that cancels out): the last option must win
    options = list(range(9))
    calls = []

    def play_out(option, future):
        calls.append(option)
        return option * 10 + (1 if future < 0.5 else -1)

    assert _halving(options, random.Random(1), 9 * 16, play_out) == 8
    assert len(calls) <= 9 * 16 + 9          # the budget, give or take the rounding of the last round
    assert calls.count(8) > calls.count(0)   # the contenders got more play-outs than the first one out


def test_hard_beats_medium_more_often_than_its_share_over_a_few_games():
    # 1000-game figures are in the README (about 70% in 4-player games); this keeps the ordering honest
    rules = rules_for("savane")
    wins = 0.0
    for seed in range(6):
        game = play_game(rules, [HardAgent(seed), make_agent("medium", seed + 1), make_agent("medium", seed + 2)],
                         seed + 300)
        totals = [p.total for p in game.score().players]
        best = max(totals)
        if totals[0] == best:
            wins += 1 / totals.count(best)
    assert wins >= 3, f"Hard won {wins} of 6 three-player games against two Medium bots"


def test_the_hard_level_is_registered_for_simulate_and_the_window():
    agent = make_agent("hard", 1)
    assert isinstance(agent, HardAgent) and agent.slow
    legal = EcosystemeState(rules_for("forest"), 2, seed=1).legal_actions(0)
    assert isinstance(legal, LegalPicks)
