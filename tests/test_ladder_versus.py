"""Challenges played against computer seats (game/ladder.py's versus challenges, Living Forest's kind): the
player in seat 0 against computers of the rung's levels, won by winning the game. Here on a ladder set up for the
test (two rungs and a daily deal of Living Forest), so that the mechanism is checked apart from the deals the
game ships (tests/livingforest/test_ladder.py checks those)."""
from __future__ import annotations

import json
from datetime import date

import pytest

from game import ladder, savegame
from game.core.challenges import Offer
from game.core.protocol import Outcome
from game.errors import SaveError
from game.ladder import Challenge, Progress, daily_challenge, rung_challenge
from game.session import COMPUTER, Match, Seat
from tools.ladder_seeds import play_witness, witness_margin

GAME = "living-forest"
DAY = date(2026, 12, 7)
OFFER = Offer(rungs=((101, 0), (202, 0)), witness="medium", rung_opponents=(("easy",), ("easy", "medium")),
              daily_opponents=("medium",), tries=2)


@pytest.fixture
def versus(tmp_path, monkeypatch):
    """Living Forest with the test's ladder, and a fresh data folder."""
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    monkeypatch.setitem(ladder.OFFERS, GAME, OFFER)
    monkeypatch.setitem(ladder.LADDERS, GAME, OFFER.rungs)


def versus_match(ch: Challenge, name: str = "Ana") -> Match:
    seats = [Seat(name)] + [Seat(f"C{i}", COMPUTER, level) for i, level in enumerate(ch.opponents, start=2)]
    return Match(ch.game_id, seats, seed=ch.seed, challenge=ch)


def test_a_versus_rung_names_its_computers_and_is_won_by_winning(versus):
    first, second = rung_challenge(GAME, 0), rung_challenge(GAME, 1)
    assert first.versus and first.opponents == ("easy",) and second.opponents == ("easy", "medium")
    assert (first.target, ladder.daily_target(GAME)) == (0, 0)
    day = daily_challenge(GAME, DAY)
    assert day.versus and day.opponents == ("medium",)
    # won: in the winners, whatever the totals; not won: a bigger total that did not win
    assert ladder.challenge_beaten(first, Outcome(totals=(5, 9), winners=(0,)))
    assert not ladder.challenge_beaten(first, Outcome(totals=(9, 5), winners=(1,)))
    assert ladder.challenge_margin(second, Outcome(totals=(7, 3, 9), winners=(0,))) == -2


def test_a_versus_challenge_is_played_at_its_own_table_only(versus):
    ch = rung_challenge(GAME, 1)
    match = versus_match(ch)
    assert [s.human for s in match.seats] == [True, False, False] and not match.solo
    assert [match.seats[i].level for i in (1, 2)] == ["easy", "medium"]
    wrong = [
        [Seat("Ana"), Seat("C2", COMPUTER, "medium"), Seat("C3", COMPUTER, "easy")],      # the levels swapped
        [Seat("Ana"), Seat("C2", COMPUTER, "easy")],                                      # one computer short
        [Seat("Ana"), Seat("Bob"), Seat("C3", COMPUTER, "medium")],                       # a human helping
        [Seat("C1", COMPUTER, "easy"), Seat("C2", COMPUTER, "easy"), Seat("C3", COMPUTER, "medium")],
    ]
    for seats in wrong:
        with pytest.raises(ValueError, match="its own table"):
            Match(GAME, seats, seed=ch.seed, challenge=ch)


def test_a_versus_challenge_survives_a_save_and_an_edited_one_is_refused(versus):
    ch = rung_challenge(GAME, 1)
    match = versus_match(ch)
    match.play_computers()
    saved = json.loads(json.dumps(savegame.match_to_dict(match)))
    assert saved["challenge"]["opponents"] == ["easy", "medium"]
    resumed = savegame.match_from_dict(saved)
    assert resumed.challenge == ch and resumed.state.to_json() == match.state.to_json()
    for seats, level in (([1], "hard"), ([1, 2], "medium")):
        edited = json.loads(json.dumps(saved))
        for i in seats:                    # the table made easier (or harder) behind the challenge's back
            edited["seats"][i]["level"] = level
        with pytest.raises(SaveError):
            savegame.match_from_dict(edited)
    edited = json.loads(json.dumps(saved))
    edited["challenge"]["opponents"] = ["easy"]
    with pytest.raises(SaveError, match="not one the game offers"):
        savegame.match_from_dict(edited)


def test_progress_counts_a_win_not_a_margin_and_names_the_computers(versus, tmp_path):
    progress = Progress()
    ch = rung_challenge(GAME, 0)
    lost = progress.record(ch, 4, DAY, won=False)
    assert not lost.beaten and not progress.is_open(GAME, 1) and progress.rung(GAME, 0).best == 4
    won = progress.record(ch, -1, DAY, won=True)
    assert won.beaten and won.first_win and won.unlocked == 1 and progress.is_open(GAME, 1)
    progress.save()
    data = json.loads((tmp_path / ladder.FILE).read_text(encoding="utf-8"))
    assert [r["opponents"] for r in data["games"][GAME]["rungs"]] == [["easy"], ["easy", "medium"]]
    assert Progress.load()[0].rung(GAME, 0).beaten
    # a record made against other computers (the rung changed in an update) does not count for this rung
    data["games"][GAME]["rungs"][0]["opponents"] = ["hard"]
    (tmp_path / ladder.FILE).write_text(json.dumps(data), encoding="utf-8")
    again, problem = Progress.load()
    assert problem is None and not again.rung(GAME, 0).beaten and again.rung(GAME, 0).attempts == 0


def test_the_witness_sits_in_the_players_seat_against_the_rungs_computers(versus):
    ch = rung_challenge(GAME, 1)
    state = play_witness(GAME, ch.seed, ch.options, ch.opponents)
    assert state.is_over and len(state.outcome().totals) == 3
    # the computers are seeded as a match seeds them: the same game as a match whose player plays the witness
    match = versus_match(ch)
    witness = match.definition.agents["medium"](ch.seed)
    while not match.over:
        if match.waiting_computers():          # the window lets them answer at once
            match.play_computers()
        else:
            seat = match.active_human()
            match.submit(seat, witness.choose(match.view(seat)))
    assert match.state.actions_log() == state.actions_log()
    _, _, margin, won = witness_margin((GAME, ch.seed, ch.options, ch.opponents))
    assert margin == ladder.versus_margin(state.outcome()) and won == (0 in state.outcome().winners)


def test_the_score_screen_says_won_or_not_and_counts_the_games_not_a_best_margin(versus, make_app):
    from scenes.livingforest.scoring import LivingForestScoring
    from scenes.menu import MenuScene

    ch = rung_challenge(GAME, 0)
    match = versus_match(ch)
    player = match.definition.agents["medium"](5)
    while not match.over:
        if match.waiting_computers():
            match.play_computers()
        else:
            match.submit(0, player.choose(match.view(0)))
    won = 0 in match.state.outcome().winners
    app = make_app("en")
    app.push(MenuScene(app))
    scene = LivingForestScoring(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    info = scene.challenge_summary()
    assert info["beaten"] is won and info["verdict"] == ("Won!" if won else "Not won")
    names = [match.names()[i] for i in match.state.outcome().winners]
    assert all(name in info["margin_text"] for name in names), "the banner names who won"
    assert [label for _, label, _ in info["chips"]][:2] == ["Target: win", "1 game"]
    assert Progress.load()[0].rung(GAME, 0).beaten is won
