"""The challenge ladder's rules and the player's progress file (game/ladder.py, no window)."""
from __future__ import annotations

import json
from datetime import date, timedelta

import pytest

from game import ladder
from scenes.ladder import challenge_games
from game.core.catalogue import rules_for
from game.ladder import DAILY, RUNG, Challenge, Progress, daily_challenge, daily_seed, rung_challenge
from game.session import Match, Seat

DAY = date(2025, 3, 14)


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def win(game_id: str, index: int) -> int:
    return ladder.LADDERS[game_id][index][1]


# ---------------------------------------------------------------------- the ladders


def test_targets_climb_from_the_rulebook_levels():
    assert [t for _, t in ladder.LADDERS["forest"]] == [30, 50, 70, 75, 80, 85]
    assert [t for _, t in ladder.LADDERS["savane"]] == [55, 75, 85, 90, 95, 99]
    for game_id in ("forest", "savane"):          # the games whose rulebook grades solo wins by levels
        levels = rules_for(game_id).solo.levels
        assert [(ladder.rung_level(game_id, i), win(game_id, i)) for i in range(3)] == list(levels)
        assert [ladder.rung_level(game_id, i) for i in range(3, 6)] == [None, None, None]


def test_every_rung_is_its_own_fixed_deal():
    seeds = [seed for rungs in ladder.LADDERS.values() for seed, _ in rungs]
    assert len(set(seeds)) == len(seeds)
    ch = rung_challenge("savane", 2)
    assert (ch.game_id, ch.source, ch.rung, ch.number, ch.day) == ("savane", RUNG, 2, 3, None)
    assert (ch.seed, ch.target) == ladder.LADDERS["savane"][2]
    # the same seed deals the same cards to every player: two matches on a rung start identically
    a = Match("savane", [Seat("Ana")], seed=ch.seed, solo=True, challenge=ch)
    b = Match("savane", [Seat("Bob")], seed=ch.seed, solo=True, challenge=ch)
    assert a.view(0).hand == b.view(0).hand and a.state.deck == b.state.deck


def test_a_challenge_and_its_match_cannot_disagree():
    ch = rung_challenge("forest", 0)
    assert Match("forest", [Seat("Ana")], seed=ch.seed, solo=True, challenge=ch).challenge is ch
    with pytest.raises(ValueError):
        Match("forest", [Seat("Ana")], seed=ch.seed + 1, solo=True, challenge=ch)
    with pytest.raises(ValueError):
        Match("savane", [Seat("Ana")], seed=ch.seed, solo=True, challenge=ch)
    with pytest.raises(ValueError):
        Match("forest", [Seat("Ana"), Seat("Bob")], seed=ch.seed, challenge=ch)
    assert Match("forest", [Seat("Ana")], seed=3, solo=True).challenge is None      # plain solo games unchanged
    with pytest.raises(ValueError):
        Challenge("forest", RUNG, 1, 30, rung=6)                 # beyond the ladder
    with pytest.raises(ValueError):
        Challenge("forest", DAILY, 1, 30)                        # a daily needs its day


# ---------------------------------------------------------------------- the daily challenge


def test_the_daily_seed_is_stable_and_differs_by_day_and_game():
    # pinned: the same on every computer, every run and every Python (a hash() seed would change per process)
    assert daily_seed("forest", DAY) == 899357412
    assert daily_seed("forest", DAY) == daily_seed("forest", date(2025, 3, 14))
    days = [DAY + timedelta(days=n) for n in range(120)]
    assert len({daily_seed("forest", d) for d in days}) == len(days)
    assert all(daily_seed("forest", d) != daily_seed("savane", d) for d in days)
    assert all(0 <= daily_seed(g, d) < 2 ** 31 for g in challenge_games() for d in days)


def test_the_daily_target_is_the_rulebook_normal_win():
    assert daily_challenge("forest", DAY).target == 50
    assert daily_challenge("savane", DAY).target == 75
    ch = daily_challenge("savane", DAY)
    assert (ch.source, ch.day, ch.rung, ch.seed) == (DAILY, DAY, None, daily_seed("savane", DAY))


def test_the_best_margin_of_each_day_is_kept():
    p = Progress()
    today = daily_challenge("forest", DAY)
    results = [p.record(today, m, DAY) for m in (40, 61, 55)]
    rec = p.daily_result("forest", DAY)
    assert (rec.best, rec.beaten, rec.attempts) == (61, True, 3)
    assert [r.new_best for r in results] == [True, True, False]
    assert [r.beaten for r in results] == [False, True, True]
    assert [r.first_win for r in results] == [False, True, False]
    assert all(r.unlocked is None for r in results)
    # a game started before midnight and finished after counts for the day it was dealt
    p.record(daily_challenge("forest", DAY + timedelta(days=1)), 12, DAY + timedelta(days=1))
    p.record(today, 70, DAY + timedelta(days=1))
    assert p.daily_result("forest", DAY).best == 70
    assert p.daily_result("forest", DAY + timedelta(days=1)).best == 12
    assert p.daily_result("savane", DAY) is None
    assert p.rungs == Progress().rungs, "a daily challenge climbs no ladder"


# ---------------------------------------------------------------------- unlocking and records


def test_rung_one_is_open_and_each_win_opens_the_next():
    p = Progress()
    for game_id in challenge_games():
        assert [p.is_open(game_id, i) for i in range(6)] == [True] + [False] * 5
    assert not p.is_open("forest", 6) and not p.is_open("forest", -1)
    lost = p.record(rung_challenge("forest", 0), win("forest", 0) - 1, DAY)
    assert not lost.beaten and lost.unlocked is None and not p.is_open("forest", 1)
    won = p.record(rung_challenge("forest", 0), win("forest", 0), DAY)      # exactly the target is enough
    assert won.beaten and won.first_win and won.unlocked == 1
    assert [p.is_open("forest", i) for i in range(6)] == [True, True] + [False] * 4
    assert p.current_rung("forest") == 1
    assert [p.is_open("savane", i) for i in range(6)] == [True] + [False] * 5, "each game climbs its own ladder"
    for i in range(1, 6):
        result = p.record(rung_challenge("forest", i), win("forest", i) + 3, DAY)
        assert result.unlocked == (i + 1 if i < 5 else None)
    assert p.beaten_count("forest") == 6 and p.current_rung("forest") == 5


def test_a_record_keeps_the_best_margin_its_date_and_counts_the_games():
    p = Progress()
    ch = rung_challenge("savane", 0)
    days = [DAY + timedelta(days=n) for n in range(4)]
    results = [p.record(ch, margin, day) for margin, day in zip((35, 20, 35, 48), days)]
    rec = p.rung("savane", 0)
    assert (rec.best, rec.best_date, rec.attempts) == (48, days[3].isoformat(), 4)
    assert [r.new_best for r in results] == [True, False, False, True]
    assert [r.previous_best for r in results] == [None, 35, 35, 35]
    p.record(ch, -12, days[3] + timedelta(days=1))
    assert (p.rung("savane", 0).best, p.rung("savane", 0).best_date) == (48, days[3].isoformat())
    # an equal margin later does not move the date of the best
    p2 = Progress()
    p2.record(ch, 30, days[0])
    p2.record(ch, 30, days[2])
    assert p2.rung("savane", 0).best_date == days[0].isoformat()


def test_a_rung_once_beaten_stays_beaten_and_unlocks_only_once():
    p = Progress()
    ch = rung_challenge("forest", 2)
    p.record(rung_challenge("forest", 0), 40, DAY)
    p.record(rung_challenge("forest", 1), 60, DAY)
    first = p.record(ch, 75, DAY)
    loss = p.record(ch, -5, DAY)
    again = p.record(ch, 90, DAY)
    assert first.unlocked == 3 and first.first_win
    assert not loss.beaten and loss.unlocked is None
    assert again.beaten and not again.first_win and again.unlocked is None
    assert p.rung("forest", 2).beaten and p.is_open("forest", 3)


# ---------------------------------------------------------------------- the file


def test_progress_round_trip_through_the_file(data):
    p = Progress()
    p.record(rung_challenge("forest", 0), 44, DAY)
    p.record(rung_challenge("forest", 1), 12, DAY + timedelta(days=1))
    p.record(daily_challenge("savane", DAY), 80, DAY)
    p.save()
    assert json.loads((data / "ladder.json").read_text(encoding="utf-8"))["format"] == ladder.FORMAT
    loaded, problem = Progress.load("en")
    assert problem is None
    assert loaded == p
    assert loaded.is_open("forest", 1) and not loaded.is_open("forest", 2)
    assert loaded.rung("forest", 0).best_date == "2025-03-14"
    assert loaded.daily_result("savane", DAY).best == 80


def test_a_record_made_on_another_deal_does_not_count_for_a_changed_rung(data, monkeypatch):
    """If an update changes a rung's deal, the win on the old deal does not carry over to the new one."""
    p = Progress()
    p.record(rung_challenge("forest", 0), 44, DAY)
    p.record(rung_challenge("forest", 1), 60, DAY)
    p.save()
    changed = dict(ladder.LADDERS)
    old_seed, target = ladder.LADDERS["forest"][1]
    changed["forest"] = (ladder.LADDERS["forest"][0], (old_seed + 1, target)) + ladder.LADDERS["forest"][2:]
    for game_id, rungs in changed.items():
        monkeypatch.setitem(ladder.LADDERS, game_id, rungs)
    loaded, problem = Progress.load("en")
    assert problem is None
    assert loaded.rung("forest", 0).beaten and loaded.rung("forest", 0).best == 44
    assert loaded.rung("forest", 1) == ladder.RungRecord(), "rung 2's new deal has not been played"
    assert loaded.is_open("forest", 1) and not loaded.is_open("forest", 2)


def test_a_player_who_climbed_past_a_replaced_deal_keeps_the_rungs_reached(data, monkeypatch):
    """An update replaces rung 3's deal: its old win no longer counts, but the rungs the player had reached above it
    stay open (rung 4's win is kept, rung 5 is open), and rung 3 is open to be played again."""
    p = Progress()
    for i in range(4):
        p.record(rung_challenge("forest", i), win("forest", i), DAY)
    p.save()
    old_seed, target = ladder.LADDERS["forest"][2]
    changed = ladder.LADDERS["forest"][:2] + ((old_seed + 1, target),) + ladder.LADDERS["forest"][3:]
    monkeypatch.setitem(ladder.LADDERS, "forest", changed)
    loaded, problem = Progress.load("en")
    assert problem is None and loaded.rung("forest", 2) == ladder.RungRecord()
    assert [loaded.rung("forest", i).beaten for i in range(6)] == [True, True, False, True, False, False]
    assert [loaded.is_open("forest", i) for i in range(6)] == [True, True, True, True, True, False]
    assert loaded.current_rung("forest") == 2


def test_no_file_is_a_fresh_start_without_a_message(data):
    progress, problem = Progress.load("fr")
    assert progress == Progress() and problem is None
    assert not (data / "ladder.json").exists() and not (data / "ladder.json.bad").exists()


def test_a_file_from_a_shorter_ladder_keeps_its_rungs(data):
    """Rungs added to a ladder later: the rungs already played keep their records, the new ones start fresh."""
    p = Progress()
    p.record(rung_challenge("forest", 0), 44, DAY)
    raw = p.to_json()
    raw["games"]["forest"]["rungs"] = raw["games"]["forest"]["rungs"][:2]
    del raw["games"]["savane"]
    (data / "ladder.json").write_text(json.dumps(raw), encoding="utf-8")
    loaded, problem = Progress.load("en")
    assert problem is None and loaded == p


def _valid() -> dict:
    p = Progress()
    p.record(rung_challenge("forest", 0), 44, DAY)
    p.record(daily_challenge("forest", DAY), 51, DAY)
    return p.to_json()


def _with(change) -> bytes:
    raw = _valid()
    change(raw)
    return json.dumps(raw).encode("utf-8")


def _set(path, value):
    def change(raw):
        *parents, last = path
        node = raw
        for k in parents:
            node = node[k]
        node[last] = value
    return change


DAMAGED = {
    "garbage bytes": b"\x00\xff\xfe\x9c garbage \x81",
    "truncated": json.dumps(_valid()).encode("utf-8")[:57],
    "empty": b"",
    "a list": b"[1, 2, 3]",
    "unknown format": _with(_set(["format"], 99)),
    "no format": _with(lambda raw: raw.pop("format")),
    "rungs not a list": _with(_set(["games", "forest", "rungs"], {"0": {}})),
    "unknown game": _with(_set(["games", "jungle"], {"rungs": []})),
    "negative attempts": _with(_set(["games", "forest", "rungs", 0, "attempts"], -1)),
    "attempts a bool": _with(_set(["games", "forest", "rungs", 0, "attempts"], True)),
    "best a string": _with(_set(["games", "forest", "rungs", 0, "best"], "44")),
    "beaten never played": _with(_set(["games", "forest", "rungs", 1, "beaten"], True)),
    "not a date": _with(_set(["games", "forest", "rungs", 0, "best_date"], "yesterday")),
    "rung beyond the ladder": _with(lambda raw: raw["games"]["forest"]["rungs"].append(
        {"beaten": False, "best": None, "best_date": None, "attempts": 0})),
    "daily key not a date": _with(_set(["games", "forest", "daily", "2025-13-40"],
                                       {"best": 3, "beaten": False, "attempts": 1})),
    "daily zero attempts": _with(_set(["games", "forest", "daily", "2025-03-14", "attempts"], 0)),
}


@pytest.mark.parametrize("name", list(DAMAGED))
def test_a_damaged_file_is_set_aside_and_progress_restarts(data, name):
    content = DAMAGED[name]
    path = data / "ladder.json"
    path.write_bytes(content)
    progress, problem = Progress.load("en")
    assert progress == Progress(), "a fresh ladder"
    assert problem and "ladder.json.bad" in problem and "scratch" in problem
    assert (data / "ladder.json.bad").read_bytes() == content, "the damaged copy is kept, byte for byte"
    assert not path.exists()
    # the next save works and loads cleanly
    progress.record(rung_challenge("savane", 0), 60, DAY)
    progress.save()
    again, problem = Progress.load("en")
    assert problem is None and again.rung("savane", 0).beaten and again.is_open("savane", 1)


# what Progress.from_json says of each damage, word for word (the message names the first thing wrong)
NAMED = {
    "a list": ([1, 2, 3], "the file is not a JSON object"),
    "no format": (_with(lambda raw: raw.pop("format")), "no format version"),
    "format a bool": (_with(_set(["format"], True)), "no format version"),
    "format a string": (_with(_set(["format"], "1")), "no format version"),
    "unknown format": (_with(_set(["format"], 99)), f"format version 99, this game reads {ladder.FORMAT}"),
    "attempts a bool": (_with(_set(["games", "forest", "rungs", 0, "attempts"], True)), "forest.rungs[0].attempts"),
    "negative attempts": (_with(_set(["games", "forest", "rungs", 0, "attempts"], -1)), "forest.rungs[0].attempts"),
    "best a float": (_with(_set(["games", "forest", "rungs", 0, "best"], 44.0)), "forest.rungs[0].best"),
    "seed a bool": (_with(_set(["games", "forest", "rungs", 0, "seed"], False)), "forest.rungs[0].seed"),
    "best_date no date": (_with(_set(["games", "forest", "rungs", 0, "best_date"], "2025-02-30")),
                          "forest.rungs[0].best_date"),
    "best_date too short": (_with(_set(["games", "forest", "rungs", 0, "best_date"], "2025-3-14")),
                            "forest.rungs[0].best_date"),
    "best_date a number": (_with(_set(["games", "forest", "rungs", 0, "best_date"], 20250314)),
                           "forest.rungs[0].best_date"),
    "daily key no date": (_with(_set(["games", "forest", "daily", "2025-13-40"],
                                     {"best": 3, "beaten": False, "attempts": 1})),
                          "forest.daily: '2025-13-40' is not a date"),
    "daily key with a time": (_with(_set(["games", "forest", "daily", "2025-03-14T10:00"],
                                         {"best": 3, "beaten": False, "attempts": 1})),
                              "forest.daily: '2025-03-14T10:00' is not a date"),
    "daily best a bool": (_with(_set(["games", "forest", "daily", "2025-03-14", "best"], True)),
                          "forest.daily[2025-03-14].best"),
}


@pytest.mark.parametrize("name", list(NAMED))
def test_each_damage_is_named_in_its_own_words(name):
    content, said = NAMED[name]
    with pytest.raises(ValueError) as caught:
        Progress.from_json(json.loads(content) if isinstance(content, bytes) else content)
    assert type(caught.value) is ValueError and str(caught.value) == said


def test_the_damaged_message_speaks_the_players_language(data):
    (data / "ladder.json").write_bytes(b"{oops")
    _, problem = Progress.load("fr")
    assert "illisible" in problem and "ladder.json.bad" in problem and "’" in problem


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_the_top_rung_is_a_deal_the_hard_bot_has_beaten(game_id):
    """Every rung is a promise that its deal can be won by its margin; tools/ladder_seeds.py --check replays
    them all, this replays the hardest of each ladder (the Hard bot plays it as a player, blind to the deck)."""
    from tools.ladder_seeds import witness_margin

    seed, target = ladder.LADDERS[game_id][-1]
    assert witness_margin((game_id, seed))[2] >= target


@pytest.mark.slow
@pytest.mark.parametrize("rung", [0, 5])
def test_a_canopee_rung_is_a_deal_the_hard_witness_reached_its_target_on(rung):
    """Canopée's ladder: each rung is a deal and a difficulty (and card set) on which the witness, Hard playing
    through its own view (blind to the deck and the Spirit's piles), reached the target (tools/ladder_seeds.py
    --check replays all six; here the first and the top one)."""
    from tools.ladder_seeds import witness_margin

    seed, target = ladder.LADDERS["canopee"][rung]
    assert ladder.witness("canopee") == "hard"
    assert witness_margin(("canopee", seed, ladder.rung_options("canopee", rung)))[2] >= target
