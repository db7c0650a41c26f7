"""Seeded random playouts through the legal-action interface, checking the invariants every game keeps."""
from __future__ import annotations

import random

import pytest

from game.ecosysteme.actions import LegalPicks
from game.ecosysteme.agents import RandomAgent
from game.core.catalogue import rules_for
from game.ecosysteme.play import play_game
from game.ecosysteme.state import EcosystemeState

from .. import oracle

pytestmark = pytest.mark.slow      # long seeded play-outs: the quick run (-m "not slow") leaves them to .ci/run

SEAT_COUNTS = [2, 3, 4, 5, 6]


def all_places(game: EcosystemeState) -> list[int]:
    """Every card uid in the game, wherever it lies."""
    uids = list(game.deck) + list(game.neutral_pile) + list(game.opponent) + list(game.discarded)
    for hand in game.hands:
        uids += hand
    for eco in game.ecosystems:
        uids += [uid for _, uid in eco.items()]
    return uids


def assert_cards_conserved(game: EcosystemeState) -> None:
    uids = all_places(game)
    assert sorted(uids) == list(range(len(game.rules.deck))), "a card was lost or duplicated"


def assert_full_rectangle(game: EcosystemeState) -> None:
    for eco in game.ecosystems:
        cells = eco.cells()
        assert len(cells) == 20
        rows = {r for r, _ in cells}
        cols = {c for _, c in cells}
        assert len(rows) == 4 and len(cols) == 5
        assert max(rows) - min(rows) == 3 and max(cols) - min(cols) == 4


def check_legal_actions(game: EcosystemeState, seat: int, rng: random.Random) -> None:
    """The listed actions are exactly the rules' legal ones (cells checked by an independent oracle)."""
    legal = game.legal_actions(seat)
    assert len(legal) > 0, "no legal action before the end of the game"
    if not isinstance(legal, LegalPicks):
        assert sorted(a.card for a in legal) == sorted(set(game.view(seat).hand))
        return
    eco = game.ecosystems[seat]
    assert set(legal.cells) == oracle.legal_cells(set(eco.cells()))
    assert set(legal.cards) == set(game.view(seat).hand)
    # a sample of the listed actions (all of them when small) must each pass the engine's own check
    actions = list(legal) if len(legal) <= 200 else [legal[rng.randrange(len(legal))] for _ in range(200)]
    for action in actions:
        assert game.is_legal(seat, action), action
        assert action in legal
    assert len(set(actions)) == len(actions) or len(legal) > 200


def run_checked_game(game_id: str, players: int, seed: int, solo: bool = False, deep: bool = False) -> EcosystemeState:
    rules = rules_for(game_id)
    game = EcosystemeState(rules, players, seed, solo)
    agents = [RandomAgent(seed * 10 + s) for s in range(game.players)]
    rng = random.Random(seed)
    steps = 0
    while not game.is_over:
        for seat in sorted(game.to_act()):
            if deep:
                check_legal_actions(game, seat, rng)
            game.apply(seat, agents[seat].choose(game.view(seat)))
            steps += 1
        if deep:
            assert_cards_conserved(game)
    assert game.legal_actions(0) == ()
    assert_full_rectangle(game)
    assert_cards_conserved(game)
    return game


@pytest.mark.parametrize("game_id", ["forest", "savane"])
@pytest.mark.parametrize("players", SEAT_COUNTS)
def test_many_random_games_keep_the_invariants(game_id, players):
    """300 games per game and seat count: full 4x5 ecosystems, no card lost or duplicated."""
    rules = rules_for(game_id)
    for seed in range(300):
        agents = [RandomAgent(seed * 10 + s) for s in range(players)]
        game = play_game(rules, agents, seed)
        assert_full_rectangle(game)
        assert_cards_conserved(game)
        # cards left unused: only what no hand needed
        dealt = rules.hand_size * rules.rounds * (players + (1 if players == 2 else 0))
        assert len(game.deck) == len(rules.deck) - dealt
        if rules.hand_size > rules.picks_per_round:
            assert len(game.discarded) == (rules.hand_size - rules.picks_per_round) * rules.rounds * len(game.hands)
        else:
            assert game.discarded == []
        if players == 2:
            assert len(game.neutral_pile) == 20
        else:
            assert game.neutral_pile == []


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_many_random_solo_games_keep_the_invariants(game_id):
    rules = rules_for(game_id)
    for seed in range(500):
        game = play_game(rules, [RandomAgent(seed)], seed, solo=True)
        assert_full_rectangle(game)
        assert_cards_conserved(game)
        assert len(game.opponent) == 20
        assert len(game.discarded) == 1          # the last card left in hand
        assert game.hands == [[]]


@pytest.mark.parametrize("game_id", ["forest", "savane"])
@pytest.mark.parametrize("players", SEAT_COUNTS)
def test_legal_actions_are_exactly_the_legal_moves(game_id, players):
    for seed in range(8):
        run_checked_game(game_id, players, 1000 + seed, deep=True)


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_legal_actions_in_solo_are_exactly_the_legal_moves(game_id):
    for seed in range(20):
        run_checked_game(game_id, 1, 2000 + seed, solo=True, deep=True)


@pytest.mark.parametrize("game_id,players,solo", [("forest", 2, False), ("savane", 5, False),
                                                   ("forest", 6, False), ("savane", 1, True)])
def test_replay_from_the_seed_and_actions_is_identical(game_id, players, solo):
    for seed in range(20):
        game = play_game(rules_for(game_id), [RandomAgent(seed + s) for s in range(players)], seed, solo)
        again = EcosystemeState.replay(game_id, players, seed, solo, game.actions_log())
        assert again.to_json() == game.to_json()
        assert again.score().players[0].kinds == game.score().players[0].kinds


@pytest.mark.parametrize("game_id,players,solo", [("forest", 2, False), ("savane", 3, False),
                                                   ("forest", 6, False), ("forest", 1, True),
                                                   ("savane", 1, True)])
def test_json_round_trip_is_exact_at_every_step(game_id, players, solo):
    """Saved at any moment (pending picks included), a game resumes exactly as it would have gone on."""
    seed = 77
    rules = rules_for(game_id)
    game = EcosystemeState(rules, players, seed, solo)
    agents = [RandomAgent(seed + s) for s in range(game.players)]
    while not game.is_over:
        for seat in sorted(game.to_act()):
            text = game.to_text()
            restored = EcosystemeState.from_text(text)
            assert restored.to_text() == text
            action = agents[seat].choose(game.view(seat))
            game.apply(seat, action)
            restored.apply(seat, action)
            assert restored.to_text() == game.to_text()  # same RNG state: neutral draws and deals agree
    assert EcosystemeState.from_text(game.to_text()).score().players[0].total == game.score().players[0].total


def test_same_seed_same_deal_different_seed_different_deal():
    a, b, c = EcosystemeState.new("forest", 4, seed=5), EcosystemeState.new("forest", 4, seed=5), EcosystemeState.new("forest", 4, seed=6)
    assert a.hands == b.hands and a.deck == b.deck
    assert a.hands != c.hands
