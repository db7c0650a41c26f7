"""Canopée's challenges (game/ladder.py over the protocol): its rungs and daily deal with their options, the match
and the save that carry them, its progress in ladder.json, and what stays as it was for Forêt and Savane."""
from __future__ import annotations

import json
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pygame
import pytest

from game import ladder, savegame
from scenes.ladder import challenge_games
from game.core.protocol import Outcome
from game.core.registry import game_def
from game.errors import SaveError
from game.ladder import DAILY, RUNG, Challenge, Progress, daily_challenge, rung_challenge
from game.session import Match, Seat
from tools.ladder_seeds import play_witness

DAY = date(2025, 3, 14)
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def challenge_match(challenge: Challenge, **kw) -> Match:
    return Match(challenge.game_id, [Seat("Ana")], seed=challenge.seed, solo=True, challenge=challenge, **kw)


def advance(match: Match, steps: int) -> None:
    """The player's first ``steps`` decisions, made by the Medium agent through the player's view."""
    agent = match.definition.agents["medium"](1)
    for _ in range(steps):
        seat = match.active_human()
        match.submit(seat, agent.choose(match.view(seat)))


# ---------------------------------------------------------------------- the ladder


def test_the_rungs_climb_the_spirits_difficulties_and_the_margins():
    rungs = [rung_challenge("canopee", i) for i in range(ladder.rung_count("canopee"))]
    order = ("easier", "normal", "harder")
    levels = [ladder.rung_level("canopee", i) for i in range(len(rungs))]
    assert levels[:3] == list(order) and set(levels[3:]) == {"harder"}
    assert all(c.option_map["difficulty"] == level for c, level in zip(rungs, levels))
    targets = [c.target for c in rungs]
    assert targets[0] >= 1 and targets == sorted(set(targets)), "a win at least, then ever larger margins"
    # the advanced cards come in once the Spirit is at its hardest, one more family of them per rung
    assert [c.option_map["card_set"] for c in rungs] == ["base", "base", "base", "A", "C", "D"]
    difficulties = game_def("canopee").rules.solo.difficulties
    sets = game_def("canopee").rules.card_sets
    assert all(c.option_map["difficulty"] in difficulties and c.option_map["card_set"] in sets for c in rungs)


def test_every_game_offers_its_challenges_through_consistent_data():
    assert ladder.offered() == ("forest", "savane", "canopee", "living-forest")
    assert set(challenge_games()) <= set(ladder.offered())
    seeds = [seed for rungs in ladder.LADDERS.values() for seed, _ in rungs]
    assert len(set(seeds)) == len(seeds), "every rung of every game is its own deal"
    for game_id in ladder.offered():
        offer = ladder.OFFERS[game_id]
        assert len(offer.rung_options) in (0, ladder.rung_count(game_id))
        assert offer.witness in game_def(game_id).agents
        for i in range(ladder.rung_count(game_id)):          # each rung's deal is one the game can deal
            ch = rung_challenge(game_id, i)                   # solo, or the player and the rung's computers
            assert all(level in game_def(game_id).agents for level in ch.opponents)
            game_def(game_id).new_state(1 + len(ch.opponents), ch.seed, not ch.versus, ch.option_map or None)


def test_forest_and_savane_challenges_have_no_options_and_are_as_before():
    for game_id in ("forest", "savane"):
        assert all(rung_challenge(game_id, i).options == () for i in range(ladder.rung_count(game_id)))
        assert daily_challenge(game_id, DAY).options == ()
    assert rung_challenge("forest", 2) == Challenge("forest", RUNG, 49_595, 70, rung=2)


def test_the_daily_is_a_win_on_the_base_cards_at_normal_difficulty():
    ch = daily_challenge("canopee", DAY)
    assert (ch.source, ch.day, ch.target, ch.seed) == (DAILY, DAY, 1, ladder.daily_seed("canopee", DAY))
    assert ch.option_map == {"card_set": "base", "difficulty": "normal"}
    assert ch.seed not in {daily_challenge(g, DAY).seed for g in ("forest", "savane")}


def test_every_days_deal_can_be_played_to_its_end():
    """The witness need not win the daily challenge, but every day's deal must be a legal game to the end."""
    margins = []
    for n in range(60):
        ch = daily_challenge("canopee", DAY + timedelta(days=n))
        state = play_witness("canopee", ch.seed, ch.options, player="medium")
        state.check_invariants()
        assert state.outcome().detail["difficulty"] == "normal"
        margins.append(ladder.solo_margin(state.outcome()))
    assert len(set(margins)) > 10, "sixty different deals"


def test_the_margin_is_the_protocols_for_every_game():
    state = play_witness("canopee", 5, ladder.options_of({"difficulty": "harder"}), player="medium")
    outcome = state.outcome()
    assert ladder.solo_margin(outcome) == outcome.totals[0] - outcome.totals[1] == outcome.detail["margin"]
    from game.ecosysteme.agents import GreedyAgent
    from game.core.catalogue import rules_for
    from game.ecosysteme.play import play_game

    forest = play_game(rules_for("forest"), [GreedyAgent(3)], 3, solo=True)
    assert ladder.solo_margin(forest.outcome()) == forest.score().solo.margin
    assert ladder.solo_margin(Outcome((40, 52), ())) == -12          # a game that states no margin


def test_importing_the_ladder_imports_no_game():
    code = ("import sys, game.ladder, game.savegame as s; "
            "print(sorted(m for m in sys.modules if m.startswith('game.canopee')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


# ---------------------------------------------------------------------- the match and its save


def test_a_challenge_match_is_dealt_with_the_challenges_options():
    ch = rung_challenge("canopee", 0)
    match = challenge_match(ch)
    assert match.options == {"card_set": "base", "difficulty": "easier"}
    assert match.state.options["difficulty"] == "easier"
    assert challenge_match(ch, options={"difficulty": "easier", "card_set": "base"}).challenge is ch
    # the same seed at another difficulty or with other cards is another deal: it would not earn the rung
    for other in ({"difficulty": "normal", "card_set": "base"}, {"difficulty": "easier", "card_set": "C"},
                  {"difficulty": "easier"}):
        with pytest.raises(ValueError, match="options"):
            challenge_match(ch, options=other)
    with pytest.raises(ValueError):
        Match("canopee", [Seat("Ana")], seed=ch.seed + 1, solo=True, challenge=ch)
    with pytest.raises(ValueError):
        Match("forest", [Seat("Ana")], seed=ch.seed, solo=True, challenge=ch)


def test_a_canopee_challenge_is_saved_and_resumed_with_its_options():
    for ch in (rung_challenge("canopee", 3), daily_challenge("canopee", DAY)):
        match = challenge_match(ch)
        advance(match, 12)
        data = json.loads(json.dumps(savegame.match_to_dict(match)))
        assert data["challenge"]["options"] == ch.option_map
        resumed = savegame.match_from_dict(data)
        assert resumed.challenge == ch and resumed.options == ch.option_map
        assert resumed.state.to_json() == match.state.to_json()


def test_a_save_whose_challenge_was_made_easier_is_refused():
    ch = rung_challenge("canopee", 2)                  # the harder Spirit
    match = challenge_match(ch)
    advance(match, 6)
    original = savegame.match_to_dict(match)

    def edited(change, words="damaged"):
        data = json.loads(json.dumps(original))
        change(data)
        with pytest.raises(SaveError, match=words):
            savegame.match_from_dict(data)

    def easier_everywhere(d):      # a consistent game at the easier difficulty, but not the rung's deal
        d["options"]["difficulty"] = d["challenge"]["options"]["difficulty"] = "easier"
    edited(easier_everywhere, "not one the game offers")
    edited(lambda d: d["challenge"].pop("options"), "not one the game offers")
    edited(lambda d: d["options"].__setitem__("difficulty", "normal"), "its own game, seed and options")
    edited(lambda d: d["challenge"].__setitem__("options", "harder"))
    edited(lambda d: d["challenge"]["options"].__setitem__("season_change", True), "not one the game offers")


def test_an_ecosysteme_challenge_is_saved_as_before(data):
    """A save of the version before options names its challenge with these five fields; it still loads, and a
    Forêt or Savane challenge is still written exactly so (older versions read it)."""
    ch = rung_challenge("forest", 1)
    match = challenge_match(ch)
    saved = savegame.match_to_dict(match)
    assert set(saved["challenge"]) == {"kind", "seed", "target", "rung", "day"} and "options" not in saved
    assert savegame.match_from_dict(saved).challenge == ch


# ---------------------------------------------------------------------- progress


def test_canopee_progress_climbs_its_own_ladder_and_round_trips(data):
    p = Progress()
    first = p.record(rung_challenge("canopee", 0), 3, DAY)
    assert first.beaten and first.unlocked == 1 and p.is_open("canopee", 1) and not p.is_open("canopee", 2)
    assert not p.record(rung_challenge("canopee", 1), 4, DAY).beaten
    p.record(daily_challenge("canopee", DAY), 0, DAY)
    assert not p.daily_result("canopee", DAY).beaten, "a tie is the Spirit's: the daily asks for a win"
    assert p.beaten_count("forest") == 0 and p.beaten_count("canopee") == 1
    p.save()
    raw = json.loads((data / "ladder.json").read_text(encoding="utf-8"))
    assert raw["format"] == 1
    assert raw["games"]["canopee"]["rungs"][0]["options"] == {"card_set": "base", "difficulty": "easier"}
    loaded, problem = Progress.load("en")
    assert problem is None and loaded == p


def test_a_file_without_canopee_is_written_as_before(data):
    """Until a Canopée challenge is played, ladder.json is what the versions before Canopée wrote and read."""
    p = Progress()
    p.record(rung_challenge("forest", 0), 44, DAY)
    raw = p.to_json()
    assert set(raw["games"]) == {"forest", "savane"}
    assert all(set(r) == {"beaten", "best", "best_date", "attempts", "seed"}
               for g in ("forest", "savane") for r in raw["games"][g]["rungs"])
    (data / "ladder.json").write_text(json.dumps(raw), encoding="utf-8")
    loaded, problem = Progress.load("en")
    assert problem is None and loaded == p and loaded.rung("canopee", 0) == ladder.RungRecord()


def test_a_canopee_record_made_at_another_difficulty_does_not_count(data):
    """An update that changes a rung's options (its difficulty, its cards) changes its deal: the win on the old
    one does not carry over, even on the same seed."""
    p = Progress()
    p.record(rung_challenge("canopee", 0), 9, DAY)
    p.record(rung_challenge("canopee", 1), 9, DAY)
    raw = p.to_json()
    raw["games"]["canopee"]["rungs"][1]["options"]["difficulty"] = "easier"
    (data / "ladder.json").write_text(json.dumps(raw), encoding="utf-8")
    loaded, problem = Progress.load("en")
    assert problem is None
    assert loaded.rung("canopee", 0).beaten and loaded.rung("canopee", 1) == ladder.RungRecord()
    raw["games"]["canopee"]["rungs"][1]["options"] = ["not", "a", "mapping"]
    (data / "ladder.json").write_text(json.dumps(raw), encoding="utf-8")
    fresh, problem = Progress.load("en")
    assert fresh == Progress() and problem and "ladder.json.bad" in problem


# ---------------------------------------------------------------------- the window


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_challenges_screen_shows_canopee_beside_forest_savane_and_living_forest(make_app, size):
    from scenes.ladder import LadderScene

    app = make_app("fr", size)
    scene = LadderScene(app)
    app.push(scene)
    app.frame(0.016, events=[])
    assert [tiles[0].game_id for tiles in scene.columns] == ["forest", "savane", "canopee", "living-forest"]
    # the daily first, then every rung of Canopée's ladder
    assert len(scene.columns[2]) == 1 + ladder.rung_count("canopee")
    # four columns side by side inside the window, each tile inside its own column
    window = pygame.Rect((0, 0), size)
    assert all(window.contains(box) for box in scene.panels)
    assert all(a.right < b.left for a, b in zip(scene.panels, scene.panels[1:]))
    assert all(scene.panels[c].contains(tile.rect) for c, tiles in enumerate(scene.columns) for tile in tiles)
