"""The computer opponents: legal, reproducible, and as strong as their level says."""
from __future__ import annotations

import random

import pytest

from game.ecosysteme.actions import LegalPicks
from game.ecosysteme.agents import AGENTS, make_agent
from game.ecosysteme.bots import EasyAgent, GreedyAgent
from game.core.catalogue import rules_for
from game.ecosysteme.play import play_game
from game.ecosysteme.state import EcosystemeState

BOTS = ("easy", "medium")


@pytest.mark.parametrize("game_id", ["forest", "savane"])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bots_only_choose_legal_actions_in_every_seat_count(game_id, players):
    # EcosystemeState.submit refuses (raises) any illegal action, so a finished game means every choice was legal
    rules = rules_for(game_id)
    seats = [make_agent(BOTS[s % 2] if s < 3 else "random", 100 * players + s) for s in range(players)]
    game = play_game(rules, seats, seed=players * 7)
    assert game.is_over
    assert all(len(eco.cells()) == 20 for eco in game.ecosystems)


@pytest.mark.parametrize("game_id", ["forest", "savane"])
@pytest.mark.parametrize("bot", BOTS)
def test_bots_play_the_solo_mode_to_the_end(game_id, bot):
    for seed in range(3):
        game = play_game(rules_for(game_id), [make_agent(bot, seed)], seed, solo=True)
        assert game.is_over and len(game.opponent) == 20
        assert game.score().solo is not None


def test_the_same_seed_gives_the_same_bot_choices():
    rules = rules_for("forest")
    logs = []
    for _ in range(2):
        game = play_game(rules, [GreedyAgent(3), EasyAgent(4), GreedyAgent(5)], seed=21)
        logs.append(game.actions_log())
    assert logs[0] == logs[1]
    other = play_game(rules, [GreedyAgent(3), EasyAgent(99), GreedyAgent(5)], seed=21)
    assert other.actions_log() != logs[0], "the bots' own seeds matter (ties and Easy's choices)"


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_a_frame_weighed_against_its_rivals_scores_as_the_whole_table_does(game_id):
    # total_against (what bots use) must agree with score_table (what the score screen shows)
    rules = rules_for(game_id)
    scorer = rules.scorer
    for seed in range(12):
        players = 2 + seed % 5
        game = play_game(rules, [make_agent("random", seed * 10 + s) for s in range(players)], seed)
        frames = game.frames()
        neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
        totals = scorer.totals(frames, neutral)
        for seat, frame in enumerate(frames):
            rivals = scorer.rival_values([f for i, f in enumerate(frames) if i != seat], neutral)
            assert scorer.total_against(frame, rivals) == totals[seat], (seed, seat)


def test_medium_takes_the_best_immediate_gain_including_swaps():
    rules = rules_for("forest")
    rng = random.Random(5)
    checked = 0
    for seed in range(6):
        game = EcosystemeState(rules, 3, seed)
        agents = [make_agent("random", seed * 3 + s) for s in range(3)]
        for _ in range(rng.randrange(3, 15)):            # somewhere in the middle of a game
            for seat in sorted(game.to_act()):
                game.apply(seat, agents[seat].choose(game.view(seat)))
        view = game.view(0)
        legal = view.legal_actions()
        assert isinstance(legal, LegalPicks)
        before = view.score().players[0].total
        best = max(view.score_if(p).total for p in legal) - before
        choice = GreedyAgent(seed).choose(view)
        assert choice in legal
        assert view.score_if(choice).total - before == best
        checked += 1
    assert checked == 6


def test_in_solo_medium_gives_the_opponent_the_card_that_leaves_the_best_margin():
    rules = rules_for("savane")
    game = EcosystemeState(rules, 1, 4, solo=True)
    agent = GreedyAgent(1)
    for _ in range(6):                 # a few turns in, then look at one discard choice closely
        game.apply(0, agent.choose(game.view(0)))
        game.apply(0, agent.choose(game.view(0)))
    game.apply(0, agent.choose(game.view(0)))
    view = game.view(0)
    options = view.legal_actions()
    margins = {}
    for discard in options:
        trial = EcosystemeState.from_text(game.to_text())
        trial.apply(0, discard)
        margins[discard] = trial.score().solo.margin
    assert margins[agent.choose(view)] == max(margins.values())


def test_medium_beats_easy_and_easy_beats_random_over_a_few_games():
    # the full strength figures (1000 games) are in the README; this keeps the order of the levels honest
    rules = rules_for("forest")
    wins = {"medium": 0, "easy": 0}
    for seed in range(8):
        game = play_game(rules, [GreedyAgent(seed), EasyAgent(seed + 50)], seed)
        mine, theirs = game.score().players[0].total, game.score().players[1].total
        wins["medium"] += mine > theirs
        game = play_game(rules, [EasyAgent(seed), make_agent("random", seed + 50)], seed)
        wins["easy"] += game.score().players[0].total > game.score().players[1].total
    assert wins["medium"] >= 6 and wins["easy"] >= 6


def test_the_levels_are_registered_for_simulate_and_the_window():
    assert {"random", "easy", "medium"} <= set(AGENTS)
    assert isinstance(make_agent("medium", 1), GreedyAgent) and isinstance(make_agent("easy", 1), EasyAgent)
