"""Living Forest's challenges (game/ladder.py's challenges against computer seats): six deals against more and
stronger Spirits, a daily deal against two Medium ones, the table each is played at, and the witness's promise
replayed on a bounded sample. (The Challenges screen's column: tests/livingforest/test_setup_window.py.)"""
from __future__ import annotations

from datetime import date

import pytest

from game import ladder
from game.core.registry import game_def
from game.ladder import DAILY, RUNG, daily_challenge, rung_challenge
from game.session import Match, Seat
from tools.ladder_seeds import witness_margin

GAME = "living-forest"
DAY = date(2026, 12, 7)
STRENGTH = {"medium": 1, "hard": 2}


def test_the_rungs_bring_more_and_stronger_spirits_and_are_won_by_winning():
    rungs = [rung_challenge(GAME, i) for i in range(ladder.rung_count(GAME))]
    assert [c.opponents for c in rungs] == [("medium",), ("medium", "medium"), ("hard",),
                                            ("medium", "medium", "medium"), ("hard", "hard"), ("hard", "hard", "hard")]
    # each rung at least as hard as the one before: as many Spirits or more, and no weaker in all
    weights = [sum(STRENGTH[o] for o in c.opponents) for c in rungs]
    assert weights == sorted(weights) and len(set(c.seed for c in rungs)) == len(rungs)
    assert all(c.versus and c.target == 0 and c.source == RUNG for c in rungs)
    assert ladder.witness(GAME) == "hard" and all(o in game_def(GAME).agents for c in rungs for o in c.opponents)
    seeds = {seed for g in ladder.offered() if g != GAME for seed, _ in ladder.LADDERS[g]}
    assert not seeds & {c.seed for c in rungs}, "every rung is its own deal"


def test_the_daily_deal_is_against_two_medium_spirits_and_changes_every_day():
    today, tomorrow = daily_challenge(GAME, DAY), daily_challenge(GAME, date(2026, 12, 8))
    assert (today.source, today.opponents, today.target) == (DAILY, ("medium", "medium"), 0)
    assert today.seed != tomorrow.seed and today.seed not in {daily_challenge(g, DAY).seed
                                                              for g in ladder.offered() if g != GAME}


def test_a_rung_is_started_at_its_own_table(make_app, monkeypatch):
    from scenes.ladder import start_challenge

    app = make_app("fr")
    started = []
    monkeypatch.setattr("scenes.games.table_scene", lambda app, match: started.append(match) or None)
    monkeypatch.setattr(app, "push", lambda scene: None)
    start_challenge(app, rung_challenge(GAME, 4), name="Zoé")
    match = started[-1]
    assert [s.name for s in match.seats][0] == "Zoé" and not match.solo
    assert [(s.human, s.level if not s.human else None) for s in match.seats] == [
        (True, None), (False, "hard"), (False, "hard")]
    assert match.seed == rung_challenge(GAME, 4).seed and match.challenge == rung_challenge(GAME, 4)


def test_a_versus_rung_refuses_a_table_without_its_computers():
    ch = rung_challenge(GAME, 2)
    with pytest.raises(ValueError, match="its own table"):
        Match(GAME, [Seat("Ana"), Seat("Bob")], seed=ch.seed, challenge=ch)


@pytest.mark.slow
@pytest.mark.parametrize("rung", [0, 2])
def test_a_rung_is_a_deal_the_hard_witness_won_in_the_players_seat(rung):
    """The promise of a rung, replayed (tools/ladder_seeds.py --check replays all six): Hard, in the player's
    seat, blind to every hidden card, won the deal against the rung's computers on its first try."""
    ch = rung_challenge(GAME, rung)
    _, _, _, won = witness_margin((GAME, ch.seed, ch.options, ch.opponents))
    assert won
