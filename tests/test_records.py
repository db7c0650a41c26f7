"""The player's records (game/records.py): every finished game of every game and mode is remembered, its figures
are the games' own outcomes, each record replays its game, and a damaged, oversized or newer records file is set
aside with one sentence, never a traceback. Games are played for real, by random players and easy computers."""
from __future__ import annotations

import errno
import json
import os
import random
import shutil
import time
from pathlib import Path

import pytest

from game import ladder, records
from game.core.registry import game_def, game_ids
from game.inputs import Limits
from game.ladder import challenge_beaten, challenge_margin, solo_margin
from game.records import FORGOTTEN, HOT_SEAT, SOLO, VERSUS, Records, load_replay, record_game
from game.savegame import match_to_dict
from game.session import COMPUTER, Match, Seat
from tests.helpers import play_to_end

FIXTURE = Path(__file__).parent / "data" / "records_v1.json"
T0 = 1_780_000_000.0        # a fixed clock: 2026-05-28 (local time) - records made in a test have known dates


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))


def play(match: Match, seed: int = 1) -> Match:
    """The game to its end, as the window plays it: computers by their agents, humans by a random legal choice."""
    return play_to_end(match, random.Random(seed))


def challenge_match(ch: ladder.Challenge, name: str = "Ana") -> Match:
    """A challenge's table as the Challenges screen seats it (scenes/ladder.py start_challenge)."""
    seats = [Seat(name)] + [Seat(f"Computer {i + 2}", COMPUTER, level) for i, level in enumerate(ch.opponents)]
    return Match(ch.game_id, seats, seed=ch.seed, solo=not ch.versus, challenge=ch)


def recorded(match: Match, at: float, started: float | None = None) -> records.Record:
    rec, problem = record_game(match, at - 600 if started is None else started, ended=at)
    assert problem is None and rec is not None
    return rec


def tables(game_id: str) -> list[tuple[str, Match]]:
    """Every mode of a game: hot-seat, against one level, against two levels, solo if it has one, its first rung."""
    out = [(HOT_SEAT, Match(game_id, [Seat("Ana"), Seat("Bob")], seed=11)),
           (VERSUS, Match(game_id, [Seat("Ana"), Seat("Easy", COMPUTER, "easy")], seed=12)),
           (VERSUS, Match(game_id, [Seat("Ana"), Seat("Easy", COMPUTER, "easy"), Seat("Rand", COMPUTER, "random")],
                          seed=13))]
    if game_def(game_id).info.solo:
        out.append((SOLO, Match(game_id, [Seat("Ana")], seed=14, solo=True)))
    ch = ladder.rung_challenge(game_id, 0)
    out.append((VERSUS if ch.versus else SOLO, challenge_match(ch)))
    return out


@pytest.mark.parametrize("game_id", game_ids())
def test_every_mode_of_every_game_is_recorded_with_the_game_s_own_outcome(game_id):
    played = []
    for n, (mode, match) in enumerate(tables(game_id)):
        play(match, seed=n)
        rec = recorded(match, T0 + 3600 * n)
        outcome = match.state.outcome()
        assert rec.mode == mode and rec.game_id == game_id
        assert rec.totals == tuple(outcome.totals) and rec.winners == tuple(outcome.winners)
        assert [(s.name, s.level) for s in rec.seats] == [(s.name, None if s.human else s.level) for s in match.seats]
        assert rec.duration == 600 and rec.date.startswith(time.strftime("%Y-%m-%d", time.localtime(T0 + 3600 * n)))
        assert rec.options == json.loads(json.dumps(dict(match.options)))
        assert rec.margin == (solo_margin(outcome) if match.solo else None)
        assert (folder := records.folder() / rec.game_file).is_file(), folder
        played.append((match, outcome))
    recs, problem = Records.load()
    assert problem is None and len(recs.records) == len(played)
    assert recs.players(game_id) == ["Ana", "Bob"] and recs.players("no-such-game") == []

    # Ana's figures, worked out here from the outcomes themselves
    stats = recs.stats(game_id, "Ana")
    wins = [0 in o.winners for _, o in played]          # Ana is seat 0 at every table
    scores = [o.totals[0] for _, o in played]
    assert (stats.played, stats.wins) == (len(played), sum(wins))
    assert stats.rate == pytest.approx(sum(wins) / len(played))
    assert stats.best == max(scores) and stats.average == pytest.approx(sum(scores) / len(scores))
    for level in ("easy", "random", "medium"):
        at = [won for (m, _), won in zip(played, wins) if any(not s.human and s.level == level for s in m.seats)]
        tally = stats.by_level.get(level)
        assert ((tally.played, tally.wins) if tally else (0, 0)) == (len(at), sum(at)), level
    solo = [(o, won) for (m, o), won in zip(played, wins) if m.solo]
    assert (stats.solo.played, stats.solo.wins) == (len(solo), sum(w for _, w in solo))
    margins = [solo_margin(o) for o, _ in solo]
    assert stats.best_margin == max(margins, default=None)
    assert stats.average_margin == (pytest.approx(sum(margins) / len(margins)) if margins else None)
    ch_match, ch_outcome = played[-1]
    ch = ch_match.challenge
    assert stats.challenges == {("rung", 0): records.ChallengeTally(
        1, int(challenge_beaten(ch, ch_outcome)), challenge_margin(ch, ch_outcome))}
    # Bob sat at the hot-seat table only
    bob = recs.stats(game_id, "Bob")
    assert (bob.played, bob.wins, bob.best) == (1, int(1 in played[0][1].winners), played[0][1].totals[1])
    assert bob.by_level == {} and bob.solo.played == 0 and bob.rate in (0.0, 1.0)
    # the last games newest first, the scores over time oldest first
    assert [r.id for r in recs.last_games(game_id, "Ana", n=2)] == [r.id for r in recs.records[::-1][:2]]
    assert [s for _, s in recs.score_series(game_id, "Ana")] == scores


def test_a_beaten_challenge_and_a_lost_one_count_as_two_attempts_one_beaten(monkeypatch):
    seed, target = ladder.LADDERS["forest"][0]
    lost = play(challenge_match(ladder.rung_challenge("forest", 0)))
    assert not challenge_beaten(lost.challenge, lost.state.outcome())      # random play never reaches rung 1's 30
    recorded(lost, T0)
    monkeypatch.setitem(ladder.LADDERS, "forest", ((seed, -1000),) + tuple(ladder.LADDERS["forest"][1:]))
    won = play(challenge_match(ladder.rung_challenge("forest", 0)), seed=2)
    rec = recorded(won, T0 + 60)
    assert rec.challenge.beaten and rec.challenge.target == -1000 and rec.challenge.rung == 0
    tally = Records.load()[0].stats("forest", "Ana").challenges[("rung", 0)]
    assert (tally.attempts, tally.beaten) == (2, 1)
    assert tally.best == max(solo_margin(lost.state.outcome()), solo_margin(won.state.outcome()))


def test_a_daily_challenge_is_counted_by_its_day():
    from datetime import date

    ch = ladder.daily_challenge("savane", date(2026, 5, 12))
    rec = recorded(play(challenge_match(ch)), T0)
    assert rec.challenge.key == ("daily", "2026-05-12") and rec.challenge.rung is None
    assert list(Records.load()[0].stats("savane", "Ana").challenges) == [("daily", "2026-05-12")]


def test_several_levels_count_for_each_and_a_shared_victory_is_a_win_for_each():
    seats = (records.RecordSeat("Ana"), records.RecordSeat("Bob"), records.RecordSeat("E", "easy"),
             records.RecordSeat("H", "hard"))
    tie = records.Record("20260101-100000-forest-1", "forest", HOT_SEAT, seats, (40, 40, 30, 12), (0, 1),
                         "2026-01-01T10:00:00")
    lost = records.Record("20260102-100000-forest-2", "forest", VERSUS, seats[:1] + seats[3:], (10, 50), (1,),
                          "2026-01-02T10:00:00")
    ana = records.stats_of([tie, lost], "Ana")
    assert (ana.played, ana.wins) == (2, 1)
    assert ana.by_level == {"easy": records.Tally(1, 1), "hard": records.Tally(2, 1)}
    assert ana.by_level["hard"].rate == 0.5 and records.Tally().rate is None
    assert records.stats_of([tie], "Bob").wins == 1
    assert records.stats_of([tie, lost], "Nobody") == records.Stats()


def test_a_record_replays_the_very_game_it_records():
    match = play(Match("canopee", [Seat("Ana"), Seat("Easy", COMPUTER, "easy")], seed=5))
    rec = recorded(match, T0)
    again, problem = load_replay(rec)
    assert problem is None
    assert again.state.to_json() == match.state.to_json()
    assert match_to_dict(again)["actions"] == match_to_dict(match)["actions"]


def test_the_same_finished_game_is_recorded_once_and_a_game_played_again_is_a_new_one():
    match = play(Match("savane", [Seat("Ana"), Seat("Easy", COMPUTER, "easy")], seed=7))
    first = recorded(match, T0, started=T0 - 90)
    second, problem = record_game(match, T0 - 90, ended=T0 + 30)      # the score screen asking again
    assert problem is None and second == first
    assert len(Records.load()[0].records) == 1
    again = play(Match("savane", [Seat("Ana"), Seat("Easy", COMPUTER, "easy")], seed=7))
    third = recorded(again, T0, started=T0 - 50)       # the same deal and moves, another sitting, the same second
    assert third.id == first.id + "-2" and third.key != first.key
    assert len(list(records.folder().glob("*.json"))) == 2
    with pytest.raises(ValueError):
        record_game(Match("savane", [Seat("Ana"), Seat("Bob")], seed=8), None)


def test_the_index_keeps_the_newest_games_and_drops_the_oldest_with_their_saved_games(monkeypatch):
    monkeypatch.setattr(records, "MAX_RECORDS", 3)
    recs = [recorded(play(Match("forest", [Seat("Ana"), Seat("Bot", COMPUTER, "random")], seed=s)), T0 + s)
            for s in range(5)]
    kept = Records.load()[0].records
    assert [r.id for r in kept] == [r.id for r in recs[2:]]
    assert sorted(p.name for p in records.folder().glob("*.json")) == sorted(r.game_file for r in recs[2:])


# ---------------------------------------------------------------------------- damaged files


def _one_sentence(text: str) -> None:
    assert text and "\n" not in text and "Traceback" not in text and text.rstrip().endswith(".")


@pytest.mark.parametrize("content, key", [
    (b"{not json", "records_damaged"),
    (b"[1, 2, 3]", "records_damaged"),
    (b'{"format": 1, "records": "many"}', "records_damaged"),
    (b'{"records": []}', "records_damaged"),
    (b"\xff\xfe\x00garbage", "records_damaged"),
    (b'{"format": 2, "records": [], "what": "a newer version"}', "records_future"),
])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_damaged_or_newer_index_is_set_aside_in_one_sentence(content, key, lang):
    path = records.index_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    recs, problem = Records.load(lang)
    assert recs.records == [] and recs.skipped == 0
    _one_sentence(problem)
    assert "records.json" in problem and "records.json.bad" in problem
    future = "newer" if lang == "en" else "récente"
    assert (future in problem) == (key == "records_future")
    assert not path.exists() and (path.parent / "records.json.bad").read_bytes() == content
    # recording goes on in a new index, the set-aside file untouched
    rec, again = record_game(play(Match("forest", [Seat("Ana")], seed=3, solo=True)), None, lang=lang)
    assert rec is not None and again is None
    assert len(Records.load()[0].records) == 1 and (path.parent / "records.json.bad").read_bytes() == content


def test_an_oversized_index_is_set_aside_too(monkeypatch):
    recorded(play(Match("forest", [Seat("Ana")], seed=3, solo=True)), T0)
    path = records.index_path()
    size = path.stat().st_size
    monkeypatch.setattr(records, "RECORDS_FILE", Limits("the game records", max_bytes=size - 1, max_depth=8,
                                                        max_values=2_000_000, max_text=1_000))
    recs, problem = Records.load()
    assert recs.records == []
    _one_sentence(problem)
    assert "records.json.bad" in problem and (path.parent / "records.json.bad").stat().st_size == size


def test_a_damaged_index_is_told_by_the_recording_that_finds_it():
    path = records.index_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{", encoding="utf-8")
    rec, problem = record_game(play(Match("savane", [Seat("Ana")], seed=3, solo=True)), None)
    assert rec is not None
    _one_sentence(problem)
    assert "records.json.bad" in problem


def test_malformed_entries_are_left_out_alone_and_the_file_is_kept_as_it_was():
    good = [recorded(play(Match("forest", [Seat("Ana"), Seat("Bob")], seed=s)), T0 + s) for s in range(2)]
    path = records.index_path()
    data = json.loads(path.read_text(encoding="utf-8"))
    entry = data["records"][0]
    bad = [42, {}, {**entry, "totals": [1]}, {**entry, "winners": [7]}, {**entry, "date": "yesterday"},
           {**entry, "mode": "chess"}, {**entry, "id": "../../etc"}, {**entry, "seats": [{"name": 3}]},
           {**entry, "margin": 5}, {**entry, "challenge": {"source": "rung", "rung": -1}},
           {**entry, "game_file": "../settings.json"}, dict(entry)]           # the last: the same id again
    data["records"] += bad
    text = json.dumps(data)
    path.write_text(text, encoding="utf-8")
    recs, problem = Records.load("fr")
    assert [r.id for r in recs.records] == [r.id for r in good] and recs.skipped == len(bad)
    _one_sentence(problem)
    assert str(len(bad)) in problem and "records.json.bad" in problem
    assert (path.parent / "records.json.bad").read_text(encoding="utf-8") == text    # the file as it was, aside
    assert recs.stats("forest", "Ana").played == 2
    # the readable entries were written back: the next load is clean, and makes no second copy
    assert Records.load() == (Records(recs.records), None)
    assert sorted(p.name for p in path.parent.iterdir()) == ["records", "records.json", "records.json.bad"]


def _fixture_entry(challenge: bool) -> dict:
    """A record of the format-1 fixture, with a challenge or without."""
    entries = json.loads(FIXTURE.read_text(encoding="utf-8"))["records"]
    return next(dict(e) for e in entries if (e.get("challenge") is not None) == challenge)


def _challenge_with(**changes) -> dict:
    entry = _fixture_entry(challenge=True)
    return {**entry, "challenge": {**entry["challenge"], **changes}}


# what Record.from_json / Records.from_json say of each bad value, word for word
BAD_ENTRIES = {
    "not an object": (lambda: [1], "not an object"),
    "totals a bool": (lambda: {**_fixture_entry(False), "totals": [38, True]}, "totals"),
    "winners a float": (lambda: {**_fixture_entry(False), "winners": [1.0]}, "winners"),
    "duration a bool": (lambda: {**_fixture_entry(False), "duration": True}, "duration"),
    "duration negative": (lambda: {**_fixture_entry(False), "duration": -1}, "duration"),
    "date with no time": (lambda: {**_fixture_entry(False), "date": "2026-05-28"}, "date"),
    "margin a string": (lambda: {**_fixture_entry(True), "margin": "-82"}, "margin"),
    "challenge a list": (lambda: {**_fixture_entry(True), "challenge": []}, "challenge"),
    "challenge rung a bool": (lambda: _challenge_with(rung=True), "challenge rung"),
    "challenge rung with a day": (lambda: _challenge_with(day="2026-05-31"), "challenge rung"),
    "daily day no date": (lambda: _challenge_with(source="daily", rung=None, day="2026-02-30"), "challenge day"),
    "daily day too long": (lambda: _challenge_with(source="daily", rung=None, day="2026-05-31T10"),
                           "challenge day"),
    "daily day a number": (lambda: _challenge_with(source="daily", rung=None, day=20260531), "challenge day"),
    "target a bool": (lambda: _challenge_with(target=False), "challenge result"),
}


@pytest.mark.parametrize("name", list(BAD_ENTRIES))
def test_each_bad_value_of_an_entry_is_named_in_its_own_words(name):
    make, said = BAD_ENTRIES[name]
    with pytest.raises(ValueError) as caught:
        records.Record.from_json(make())
    assert type(caught.value) is ValueError and str(caught.value) == said


def test_a_daily_challenges_record_reads_with_its_day():
    rec = records.Record.from_json(_challenge_with(source="daily", rung=None, day="2026-05-31"))
    assert rec.challenge.day == "2026-05-31" and rec.challenge.rung is None


@pytest.mark.parametrize("data, said", [([], "not a JSON object"), ({"records": []}, "no format version"),
                                        ({"format": True, "records": []}, "no format version"),
                                        ({"format": 0, "records": []}, "no format version"),
                                        ({"format": 1}, "no records")])
def test_an_index_that_is_no_index_is_named_in_its_own_words(data, said):
    with pytest.raises(ValueError) as caught:
        Records.from_json(data)
    assert type(caught.value) is ValueError and str(caught.value) == said


# ---------------------------------------------------------------------------- the file of this version


def test_the_records_of_format_1_still_read(tmp_path):
    """tests/data/records_v1.json was written by the first version of the records (game/records.py, format 1,
    from five seeded games: two of Forêt, one against an Easy computer and one hot-seat with Bob, a Savane solo, the
    first rung of Canopée, a Living Forest against Easy and Random): every later version must read it, figures
    included. Its saved games are not kept in the repository."""
    shutil.copy(FIXTURE, records.index_path())
    recs, problem = Records.load()
    assert problem is None and recs.skipped == 0
    assert [r.game_id for r in recs.records] == ["forest", "forest", "savane", "canopee", "living-forest"]
    assert recs.players() == ["Ana", "Bob"] and recs.players("savane") == ["Ana"]
    forest = recs.stats("forest", "Ana")
    assert (forest.played, forest.wins, forest.best, forest.average) == (2, 1, 40, 39.0)
    assert forest.by_level == {"easy": records.Tally(1, 0)}
    savane = recs.stats("savane", "Ana")
    assert (savane.solo.played, savane.solo.wins, savane.best_margin, savane.average_margin) == (1, 0, -5, -5.0)
    canopee = recs.stats("canopee", "Ana")
    assert canopee.challenges == {("rung", 0): records.ChallengeTally(1, 0, -82)}
    assert recs.stats("canopee", "Ana").by_level == {}
    lf = recs.stats("living-forest", "Ana")
    assert (lf.played, lf.wins, lf.by_level) == (1, 0, {"easy": records.Tally(1, 0), "random": records.Tally(1, 0)})
    assert recs.stats(None, "Ana").played == 5 and recs.stats(None, "Bob").played == 1
    assert [r.game_id for r in recs.last_games(n=2)] == ["living-forest", "canopee"]
    assert [r.game_id for r in records.sorted_by(recs.records, "game")] == \
        ["forest", "forest", "savane", "canopee", "living-forest"]
    # the saved games are not in the repository: the replay says so, in one sentence naming the file
    match, problem = load_replay(recs.records[0])
    assert match is None
    _one_sentence(problem)
    assert recs.records[0].game_file in problem


def test_a_damaged_saved_game_is_one_sentence():
    rec = recorded(play(Match("forest", [Seat("Ana")], seed=3, solo=True)), T0)
    (records.folder() / rec.game_file).write_text('{"kind": "ecosysteme-game"', encoding="utf-8")
    match, problem = load_replay(rec)
    assert match is None
    _one_sentence(problem)
    assert rec.game_file in problem and str(records.folder()) not in problem


# ---------------------------------------------------------------------------- forgetting


def test_forgetting_a_player_removes_their_own_games_and_renames_them_at_shared_tables():
    alone = recorded(play(Match("forest", [Seat("Ana"), Seat("Bot", COMPUTER, "easy")], seed=1)), T0)
    shared = recorded(play(Match("savane", [Seat("Ana"), Seat("Bob")], seed=2)), T0 + 60)
    other = recorded(play(Match("savane", [Seat("Bob")], seed=3, solo=True)), T0 + 120)
    assert records.forget_player("Ana") is None
    recs = Records.load()[0]
    assert [r.id for r in recs.records] == [shared.id, other.id]
    assert [s.name for s in recs.records[0].seats] == [FORGOTTEN, "Bob"]
    assert recs.players() == ["Bob"] and recs.stats(None, "Ana").played == 0
    assert recs.stats("savane", "Bob").played == 2
    assert not (records.folder() / alone.game_file).exists()
    # the shared game's replay is still there, without the name
    saved = (records.folder() / shared.game_file).read_text(encoding="utf-8")
    assert "Ana" not in saved
    match, problem = load_replay(recs.records[0])
    assert problem is None and [s.name for s in match.seats] == [FORGOTTEN, "Bob"]
    assert "Ana" not in records.index_path().read_text(encoding="utf-8")


def test_clearing_forgets_every_game_and_its_replay():
    for s in range(2):
        recorded(play(Match("canopee", [Seat("Ana"), Seat("Bot", COMPUTER, "random")], seed=s)), T0 + s)
    assert records.clear() is None
    assert Records.load() == (Records(), None)
    assert list(records.folder().glob("*")) == []


# ---------------------------------------------------------------------------- writes


def _failing_replace(only: str | None = None):
    """os.replace failing as on a full disk (for every file, or for ``only``), the rename being write_json_atomic's
    last step: anything it writes is then left as it was."""
    real = os.replace

    def replace(src, dst, *args, **kwargs):
        if only is None or Path(dst).name == only:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(src, dst, *args, **kwargs)
    return replace


@pytest.mark.parametrize("only", [None, "records.json"])
def test_a_failed_write_leaves_the_index_whole_and_says_why(monkeypatch, only):
    first = recorded(play(Match("forest", [Seat("Ana")], seed=3, solo=True)), T0)
    path = records.index_path()
    before = path.read_bytes()
    second = play(Match("forest", [Seat("Ana")], seed=4, solo=True))
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", _failing_replace(only))
        rec, problem = record_game(second, None, lang="en")
        assert rec is None
        _one_sentence(problem + ".")
        assert "disk is full" in problem and ("records.json" in problem if only else "forest-4.json" in problem)
        assert path.read_bytes() == before
        # no saved game without its record, and no temporary file left
        assert sorted(p.name for p in path.parent.rglob("*") if p.is_file()) == \
            sorted(["records.json", first.game_file])
        # forgetting and clearing fail the same way, the records as they were
        assert "disk is full" in records.forget_player("Ana")
        assert "disk is full" in records.clear()
        assert path.read_bytes() == before
    assert [r.id for r in Records.load()[0].records] == [first.id]


def test_sorting_by_game_player_and_date():
    recs = [recorded(play(Match(g, [Seat(n), Seat("Bot", COMPUTER, "random")], seed=i)), T0 + i)
            for i, (g, n) in enumerate([("living-forest", "Zoé"), ("forest", "bob"), ("canopee", "Ana")])]
    assert [r.game_id for r in records.sorted_by(recs, "game")] == ["forest", "canopee", "living-forest"]
    assert [r.humans()[0] for r in records.sorted_by(recs, "player")] == ["Ana", "bob", "Zoé"]
    assert records.sorted_by(recs) == recs[::-1] and records.sorted_by(recs, newest_first=False) == recs
    with pytest.raises(ValueError):
        records.sorted_by(recs, "colour")


def test_a_worker_records_in_the_folder_it_was_given_whatever_the_folder_is_now(tmp_path, monkeypatch):
    """The score screen hands the recording to a worker thread with its data folder: a folder changed meanwhile
    (a test's next one) does not receive it."""
    import threading

    played_in, later = tmp_path / "played", tmp_path / "later"
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(later))
    match = play(Match("forest", [Seat("Ana"), Seat("Bot", COMPUTER, "easy")], seed=4))
    done = []
    worker = threading.Thread(target=lambda: done.append(records_at(played_in, match)))
    worker.start()
    worker.join()
    assert done and done[0][0] is not None
    assert (played_in / records.FILE).exists() and not (later / records.FILE).exists()
    with records.at(played_in):
        assert len(records.Records.load()[0].games()) == 1
    assert records.Records.load()[0].games() == []


def records_at(root, match):
    with records.at(root):
        return records.record_game(match, 1.0, 2.0)
