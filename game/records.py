"""The player's records: every finished game of the collection, remembered for the Records screen.

Why a file of its own: the ladder keeps only challenge progress, and the archive of finished games
(game/savegame.py ``archive``) keeps only the newest KEEP_GAMES; the records must count every game (games played,
wins, scores over time...) and let each recorded game be replayed. Abandoned games are never recorded: the caller
records a game only once it is over.

Files, in the user data folder (game/userdata.py):

- ``records.json``, the index: ``{"format": 1, "records": [...]}``, one small object per game, oldest first (see
  ``Record.to_json`` for its keys). At most MAX_RECORDS games: recording one more drops the oldest, its saved game
  with it, so the file stays within RECORDS_FILE's limits however long the game is played.
- ``records/<record id>.json``, one per record: the finished match as game/savegame.py saves it, which
  ``load_replay`` reads back for its replay.

A record id is the local time the game ended, the game and the seed ("20260512-143001-forest-1234"): ids sort
as the games ended and name a file anyone can recognise.

Like the settings and the ladder, a file that cannot be read never stops the game: an index that is damaged, too
big or of a newer format is moved aside (``records.json.bad``, never overwritten) and the player is told in one
sentence that the records start again; a single malformed entry is left out alone (and counted), the whole file
being kept aside first, so nothing a player had is lost to a bad line. Writing raises no OSError to the caller:
every write problem comes back as the sentence ``userdata.write_problem`` makes.

Pure Python, no pygame: the Records screen asks, this module answers.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterable

from .errors import SaveError
from .i18n import tr
from .inputs import (MB, NAME_MAX, SAVE_FILE, InputError, Limits, clean_text, is_int, is_iso_date, need,
                     read_json_file)
from .ladder import DAILY, RUNG, challenge_beaten, challenge_margin, solo_margin
from .session import HUMAN, Match
from .userdata import data_dir, read_json, set_aside, write_json_atomic, write_problem

FILE = "records.json"
FOLDER = "records"            # the saved game of each record
FORMAT = 1                    # the index's format: a file of a newer one is kept aside, never guessed at
MAX_RECORDS = 10_000          # games kept in the index (the oldest go first, with their saved games)
FORGOTTEN = "?"               # a forgotten player's name in a game other humans played (Seat's own "no name")

# modes of a recorded game
SOLO = "solo"                 # one human against the game's automaton (Alban, Jhay, the Forest Spirit)
VERSUS = "versus"             # one human against computer seats
HOT_SEAT = "hot-seat"         # two humans or more sharing the screen (computers may sit with them)
WATCHED = "computers"         # computer seats only
MODES = (SOLO, VERSUS, HOT_SEAT, WATCHED)

# One record is at most ~80 values and ~1.5 KB (six seats with names of NAME_MAX characters, a challenge, options);
# MAX_RECORDS of them stay well within these limits, and a bigger file is not one this version wrote.
RECORDS_FILE = Limits("the game records", max_bytes=32 * MB, max_depth=8, max_values=2_000_000, max_text=1_000)


# ---------------------------------------------------------------------------- one record


@dataclass(frozen=True)
class RecordSeat:
    name: str
    level: str | None = None          # the computer's level; None: a human

    @property
    def human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class RecordChallenge:
    source: str                       # ladder.RUNG or ladder.DAILY
    rung: int | None                  # RUNG: the rung's index (0 = the first rung; players count from 1)
    day: str | None                   # DAILY: the challenge's day, ISO
    target: int                       # the margin it asked for (a versus challenge: 0, won by winning)
    opponents: tuple[str, ...]        # a versus challenge's computer levels; (): solo
    margin: int                       # the player's margin (over the automaton, or over the best computer)
    beaten: bool

    @property
    def key(self) -> tuple[str, int | str]:
        """Which challenge it was, for counting attempts: ("rung", index) or ("daily", "2026-05-12")."""
        return (RUNG, self.rung) if self.source == RUNG else (DAILY, self.day)


@dataclass(frozen=True)
class Record:
    """One finished game."""

    id: str                           # ended time, game and seed: unique, sorts as the games ended
    game_id: str
    mode: str                         # SOLO, VERSUS, HOT_SEAT or WATCHED
    seats: tuple[RecordSeat, ...]
    totals: tuple[int, ...]           # each seat's final total; solo: the player's, then the automaton's
    winners: tuple[int, ...]          # seat indices (several: a shared victory; solo: (0,) or ())
    date: str                         # when it ended, local time, ISO ("2026-05-12T14:30:01")
    duration: int | None = None       # seconds from its start to its end (None: the start was not known)
    options: dict = field(default_factory=dict)   # the game's setup options (tuples written as lists)
    margin: int | None = None         # solo: the player's margin over the automaton (ladder.solo_margin)
    challenge: RecordChallenge | None = None
    game_file: str | None = None      # the saved game under records/ (None: none was kept)
    key: str = ""                     # the game's fingerprint, so that one game is never recorded twice

    def seats_of(self, player: str) -> list[int]:
        """The human seats ``player`` sat at (one, unless a hot-seat table gave two seats the same name)."""
        return [i for i, s in enumerate(self.seats) if s.human and s.name == player]

    def humans(self) -> list[str]:
        return [s.name for s in self.seats if s.human]

    def won(self, player: str) -> bool:
        """Whether ``player`` won: one of their seats among the winners. A shared victory (a tie the rules do
        not break) counts as a win for each player sharing it."""
        return any(i in self.winners for i in self.seats_of(player))

    def score(self, player: str) -> int | None:
        """``player``'s final total (their best seat's if they had two), None if they did not play."""
        seats = self.seats_of(player)
        return max(self.totals[i] for i in seats) if seats else None

    def levels(self) -> tuple[str, ...]:
        """The computer levels met in this game, each once."""
        return tuple(dict.fromkeys(s.level for s in self.seats if s.level is not None))

    def to_json(self) -> dict:
        data: dict[str, Any] = {
            "id": self.id, "game": self.game_id, "mode": self.mode,
            "seats": [{"name": s.name, **({"level": s.level} if s.level is not None else {})} for s in self.seats],
            "totals": list(self.totals), "winners": list(self.winners), "date": self.date,
            "duration": self.duration, "options": _json_options(self.options), "margin": self.margin,
            "challenge": None, "game_file": self.game_file, "key": self.key}
        c = self.challenge
        if c is not None:
            data["challenge"] = {"source": c.source, "rung": c.rung, "day": c.day, "target": c.target,
                                 "opponents": list(c.opponents), "margin": c.margin, "beaten": c.beaten}
        return data

    @classmethod
    def from_json(cls, raw: Any) -> "Record":
        """The record ``raw`` describes; ValueError (naming what is wrong) for anything this version would not
        have written. Unknown keys are ignored: a later format-1 writer may add some."""
        need(isinstance(raw, dict), "not an object")
        rid, game, mode = raw.get("id"), raw.get("game"), raw.get("mode")
        need(_is_id(rid), "id")
        need(isinstance(game, str) and game in rid, "game")
        need(mode in MODES, "mode")
        seats_raw = raw.get("seats")
        need(isinstance(seats_raw, list) and 1 <= len(seats_raw) <= 32, "seats")
        seats = []
        for s in seats_raw:
            need(isinstance(s, dict) and isinstance(s.get("name"), str), "a seat")
            level = s.get("level")
            need(level is None or (isinstance(level, str) and level.isidentifier()), "a seat's level")
            seats.append(RecordSeat(_clean_name(s["name"]), level))
        totals, winners = raw.get("totals"), raw.get("winners")
        extra = 1 if mode == SOLO else 0                 # solo: the automaton's total after the player's
        need(isinstance(totals, list) and len(totals) == len(seats) + extra and all(map(is_int, totals)),
             "totals")
        need(isinstance(winners, list) and all(is_int(w) and 0 <= w < len(seats) for w in winners), "winners")
        when, duration = raw.get("date"), raw.get("duration")
        need(_is_datetime(when), "date")
        need(duration is None or (is_int(duration) and duration >= 0), "duration")
        options = raw.get("options", {})
        need(isinstance(options, dict), "options")
        margin = raw.get("margin")
        need(margin is None or is_int(margin), "margin")
        need((margin is not None) == (mode == SOLO), "margin and mode disagree")
        game_file = raw.get("game_file")
        need(game_file is None or game_file == f"{rid}.json", "game_file")
        key = raw.get("key", "")
        need(isinstance(key, str) and len(key) <= 100, "key")
        return cls(rid, game, mode, tuple(seats), tuple(totals), tuple(winners), when, duration, dict(options),
                   margin, _challenge_from_json(raw.get("challenge")), game_file, key)


def _challenge_from_json(raw: Any) -> RecordChallenge | None:
    if raw is None:
        return None
    need(isinstance(raw, dict), "challenge")
    source, rung, day = raw.get("source"), raw.get("rung"), raw.get("day")
    target, opponents, margin, beaten = (raw.get(k) for k in ("target", "opponents", "margin", "beaten"))
    if source == RUNG:
        need(is_int(rung) and rung >= 0 and day is None, "challenge rung")
    else:
        need(source == DAILY and rung is None and is_iso_date(day), "challenge day")
    need(is_int(target) and is_int(margin) and isinstance(beaten, bool), "challenge result")
    need(isinstance(opponents, list) and all(isinstance(o, str) and o.isidentifier() for o in opponents),
         "challenge opponents")
    return RecordChallenge(source, rung, day, target, tuple(opponents), margin, beaten)


# ---------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class Tally:
    """Games and wins of some kind (against one computer level, in solo...)."""

    played: int = 0
    wins: int = 0

    @property
    def rate(self) -> float | None:
        """Wins per game, 0 to 1; None before any game (no rate to show, rather than 0 %)."""
        return self.wins / self.played if self.played else None

    def add(self, won: bool) -> "Tally":
        return Tally(self.played + 1, self.wins + int(won))


@dataclass(frozen=True)
class ChallengeTally:
    attempts: int = 0
    beaten: int = 0                   # finished games that beat it
    best: int | None = None           # the best margin reached


@dataclass(frozen=True)
class Stats:
    """One player's figures over some records (of one game, or of every game)."""

    played: int = 0
    wins: int = 0
    by_level: dict = field(default_factory=dict)      # computer level -> Tally of the games that level played in
    best: int | None = None           # the player's best final total
    average: float | None = None      # and their average
    solo: Tally = Tally()
    best_margin: int | None = None    # solo: the best margin over the automaton
    average_margin: float | None = None
    challenges: dict = field(default_factory=dict)    # RecordChallenge.key -> ChallengeTally

    @property
    def rate(self) -> float | None:
        return self.wins / self.played if self.played else None


def stats_of(records: Iterable[Record], player: str) -> Stats:
    """``player``'s figures over ``records`` (those they did not play in count for nothing).

    Decisions: a shared victory is a win for each player in it; a game against computers of several levels
    counts once for each level present (Easy + Hard: one game, and one win if won, against Easy and against Hard);
    a solo game counts in ``played``, ``wins`` and the scores like any other, and in ``solo``; the automaton is
    not a computer level."""
    played = wins = 0
    scores: list[int] = []
    margins: list[int] = []
    by_level: dict[str, Tally] = {}
    solo = Tally()
    challenges: dict[tuple, ChallengeTally] = {}
    for rec in records:
        score = rec.score(player)
        if score is None:
            continue
        won = rec.won(player)
        played, wins = played + 1, wins + int(won)
        scores.append(score)
        for level in rec.levels():
            by_level[level] = by_level.get(level, Tally()).add(won)
        if rec.mode == SOLO:
            solo = solo.add(won)
            margins.append(rec.margin)
        c = rec.challenge
        if c is not None:
            was = challenges.get(c.key, ChallengeTally())
            challenges[c.key] = ChallengeTally(was.attempts + 1, was.beaten + int(c.beaten),
                                               c.margin if was.best is None else max(was.best, c.margin))
    return Stats(played, wins, by_level, max(scores, default=None), sum(scores) / len(scores) if scores else None,
                 solo, max(margins, default=None), sum(margins) / len(margins) if margins else None, challenges)


SORTS = ("date", "game", "player")


def sorted_by(records: Iterable[Record], by: str = "date", newest_first: bool = True) -> list[Record]:
    """``records`` in the screen's order: by date (newest first unless told), or grouped by game (in the
    collection's menu order) or by the first human's name, each group by date."""
    from .core.registry import game_ids

    if by not in SORTS:
        raise ValueError(f"records sort by {', '.join(SORTS)}, not {by!r}")
    dated = sorted(records, key=lambda r: (r.date, r.id), reverse=newest_first)
    if by == "game":
        order = {gid: i for i, gid in enumerate(game_ids())}
        return sorted(dated, key=lambda r: (order.get(r.game_id, len(order)), r.game_id))
    if by == "player":
        return sorted(dated, key=lambda r: (r.humans() or [""])[0].casefold())
    return dated


# ---------------------------------------------------------------------------- the index


@dataclass
class Records:
    """Every recorded game, oldest first."""

    records: list[Record] = field(default_factory=list)
    skipped: int = 0                  # entries of the file left out as malformed

    # ------------------------------------------------------------------ questions

    def games(self, game_id: str | None = None, player: str | None = None) -> list[Record]:
        """The records of one game (None: all), in which ``player`` sat (None: anyone), oldest first."""
        return [r for r in self.records
                if (game_id is None or r.game_id == game_id) and (player is None or r.seats_of(player))]

    def players(self, game_id: str | None = None) -> list[str]:
        """The human names seen (in one game's records, or in all), alphabetically; computers are not players."""
        names = {n for r in self.games(game_id) for n in r.humans() if n != FORGOTTEN}
        return sorted(names, key=lambda n: (n.casefold(), n))

    def stats(self, game_id: str | None, player: str) -> Stats:
        """``player``'s figures in one game (None: over every game; scores then mix games)."""
        return stats_of(self.games(game_id, player), player)

    def last_games(self, game_id: str | None = None, player: str | None = None, n: int = 20) -> list[Record]:
        """The newest ``n`` records, newest first."""
        return sorted_by(self.games(game_id, player))[:max(n, 0)]

    def score_series(self, game_id: str | None, player: str) -> list[tuple[str, int]]:
        """(date, final total) of each of ``player``'s games, oldest first: the chart of scores over time."""
        return [(r.date, r.score(player)) for r in sorted_by(self.games(game_id, player), newest_first=False)]

    def find(self, key: str) -> Record | None:
        return next((r for r in self.records if r.key == key), None)

    # ------------------------------------------------------------------ the file

    def to_json(self) -> dict:
        return {"format": FORMAT, "records": [r.to_json() for r in self.records]}

    @classmethod
    def from_json(cls, data: Any) -> "Records":
        """The records of an index's JSON; ValueError if it is not an index at all (malformed entries alone are
        skipped and counted). ``FutureFormat`` for an index of a newer format."""
        need(isinstance(data, dict), "not a JSON object")
        fmt = data.get("format")
        need(is_int(fmt) and fmt >= 1, "no format version")
        if fmt > FORMAT:
            raise FutureFormat(fmt)
        entries = data.get("records")
        need(isinstance(entries, list), "no records")
        records, seen, skipped = [], set(), 0
        for raw in entries:
            try:
                rec = Record.from_json(raw)
                need(rec.id not in seen, "the same id twice")
            except ValueError:
                skipped += 1
                continue
            seen.add(rec.id)
            records.append(rec)
        records.sort(key=lambda r: (r.date, r.id))
        return cls(records[-MAX_RECORDS:], skipped + max(len(records) - MAX_RECORDS, 0))

    @classmethod
    def load(cls, lang: str = "en") -> tuple["Records", str | None]:
        """The records (or none) and, if the index could not be read whole, one sentence for the player: damaged
        or too big (``records_damaged``), of a newer version (``records_future``), both with the file set aside;
        some entries left out (``records_skipped``), the whole file copied aside as it was and the readable
        entries written back."""
        path = index_path()
        data, aside = read_json(path, RECORDS_FILE)
        if aside is not None:
            return cls(), tr("records_damaged", lang, file=FILE, aside=aside)
        if data is None:
            return cls(), None
        try:
            records = cls.from_json(data)
        except FutureFormat:
            return cls(), tr("records_future", lang, file=FILE, aside=set_aside(path).name)
        except Exception:    # noqa: BLE001 - whatever the file holds, the records restart and the file is kept
            return cls(), tr("records_damaged", lang, file=FILE, aside=set_aside(path).name)
        if records.skipped:
            # the file as it was is kept (for a bug report, or a later fix), then the readable entries are written
            # back at once: the next load is clean and tells nothing again (nor makes another copy)
            aside = _copy_aside(path)
            if aside != path.name:
                try:
                    records.save()
                except OSError:      # left as it was: said again next time, which is true
                    pass
            return records, tr("records_skipped", lang, file=FILE, n=records.skipped, aside=aside)
        return records, None

    def save(self) -> None:
        """Write the index atomically (OSError: see ``write_problem``)."""
        write_json_atomic(index_path(), self.to_json(), compact=True, max_bytes=RECORDS_FILE.max_bytes)


class FutureFormat(ValueError):
    """An index written by a newer version of the game."""


_AT = threading.local()        # a thread's own data folder (``at``): a worker records where its game was played


@contextmanager
def at(root: Path):
    """The records of ``root`` (a data folder) for this thread meanwhile: the score screen hands its recording to a
    worker thread with the folder it was played in, which a later change of the folder (a test's) cannot move."""
    before = getattr(_AT, "root", None)
    _AT.root = root
    try:
        yield
    finally:
        _AT.root = before


def _root() -> Path:
    root = getattr(_AT, "root", None)
    return root if root is not None else data_dir()


def index_path() -> Path:
    return _root() / FILE


def folder() -> Path:
    return _root() / FOLDER


# ---------------------------------------------------------------------------- recording a game


def fingerprint(match: Match, started: float | None) -> str:
    """What makes a finished game this game: its deal (game, seed, options, solo), its table, its moves, and
    when it started if the caller knows. ``record_game`` records a fingerprint once, so that the score screen (or
    the window coming back to it) may call it again for the same game without counting it twice; the same deal
    played move for move again is a new game as long as its start time is given."""
    content = {"game": match.game_id, "seed": match.seed, "solo": match.solo,
               "options": _json_options(match.options),
               "seats": [[s.name, s.controller, s.level] for s in match.seats],
               "actions": [[seat, action.to_json()] for seat, action in match.state.actions_log()],
               "started": None if started is None else round(started, 3)}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def make_record(match: Match, started: float | None, ended: float, key: str, rid: str) -> Record:
    """The record of a finished ``match`` (no file written)."""
    outcome = match.state.outcome()
    humans = len(match.humans)
    mode = SOLO if match.solo else HOT_SEAT if humans > 1 else VERSUS if humans == 1 else WATCHED
    seats = tuple(RecordSeat(s.name, None if s.controller == HUMAN else s.level) for s in match.seats)
    ch = match.challenge
    challenge = None if ch is None else RecordChallenge(
        ch.source, ch.rung, None if ch.day is None else ch.day.isoformat(), ch.target, tuple(ch.opponents),
        challenge_margin(ch, outcome), challenge_beaten(ch, outcome))
    duration = None if started is None else max(int(round(ended - started)), 0)
    return Record(rid, match.game_id, mode, seats, tuple(outcome.totals), tuple(outcome.winners),
                  time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(ended)), duration,
                  _json_options(match.options), solo_margin(outcome) if match.solo else None, challenge,
                  f"{rid}.json", key)


def record_game(match: Match, started: float | None, ended: float | None = None,
                lang: str = "en") -> tuple[Record | None, str | None]:
    """Record a finished game: its saved game under records/, then the index, each written atomically.

    ``started``/``ended``: time.time() at its start and end (``ended`` None: now). Returns (the record, None);
    (the record, a sentence) when it was recorded but the index had to be started again (damaged, newer);
    (None, a sentence worded by ``userdata.write_problem``) when it could not be written, the files left as they
    were. Recording the same finished game again (same fingerprint, see ``fingerprint``) writes nothing and
    returns the first record: the caller needs no flag of its own. Never raises for I/O."""
    if not match.over:
        raise ValueError("only a finished game is recorded")
    ended = time.time() if ended is None else ended
    records, problem = Records.load(lang)
    key = fingerprint(match, started)
    known = records.find(key)
    if known is not None:
        return known, problem
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(ended))
    base = rid = f"{stamp}-{match.game_id}-{match.seed}"
    taken = {r.id for r in records.records}
    n = 2
    while rid in taken or (folder() / f"{rid}.json").exists():
        rid, n = f"{base}-{n}", n + 1
    record = make_record(match, started, ended, key, rid)
    from .savegame import save_match          # savegame imports the ladder and the session: read when recording

    saved = folder() / record.game_file
    try:
        save_match(match, saved)
    except OSError as exc:
        return None, write_problem(exc, lang)
    dropped = []
    records.records.append(record)
    if len(records.records) > MAX_RECORDS:
        dropped = records.records[:-MAX_RECORDS]
        del records.records[:-MAX_RECORDS]
    try:
        records.save()
    except OSError as exc:
        _remove(saved)                      # the index does not name it: no file without its record
        return None, write_problem(exc, lang)
    for old in dropped:
        _remove_saved(old)
    return record, problem


# ---------------------------------------------------------------------------- forgetting


def forget_player(name: str, lang: str = "en") -> str | None:
    """Forget ``name`` (exact spelling): the games where they were the only human are removed with their saved
    games; in a game other humans played too, their seat is renamed FORGOTTEN ("?") in the index and in the saved
    game, so the others keep their records and their replays, and the name is nowhere. None, or the sentence of
    a write problem (the index is then as before)."""
    records, _ = Records.load(lang)
    kept, removed, renamed = [], [], []
    for rec in records.records:
        if not rec.seats_of(name):
            kept.append(rec)
        elif all(n == name for n in rec.humans()):
            removed.append(rec)
        else:
            seats = tuple(RecordSeat(FORGOTTEN, None) if s.human and s.name == name else s for s in rec.seats)
            renamed.append(replace(rec, seats=seats))
            kept.append(renamed[-1])
    if not removed and not renamed:
        return None
    try:
        for rec in renamed:
            _rename_in_saved_game(rec, name)
        Records(kept).save()
    except OSError as exc:
        return write_problem(exc, lang)
    for rec in removed:
        _remove_saved(rec)
    return None


def clear(lang: str = "en") -> str | None:
    """Forget every game: an empty index is written (atomically), then every saved game of the records goes.
    None, or the sentence of a write problem (the records are then as before)."""
    try:
        Records().save()
    except OSError as exc:
        return write_problem(exc, lang)
    try:
        files = list(folder().glob("*.json"))
    except OSError:
        files = []
    for path in files:
        _remove(path)
    return None


def _rename_in_saved_game(rec: Record, name: str) -> None:
    """Rename ``name``'s seats FORGOTTEN in the record's saved game (a name is no part of the state: the save
    still loads). A saved game that is missing or cannot be read is deleted: the name must not stay in it."""
    if rec.game_file is None:
        return
    path = folder() / rec.game_file
    try:
        data = read_json_file(path, SAVE_FILE)
        for seat in data["seats"]:
            if seat.get("kind") == HUMAN and seat.get("name") == name:
                seat["name"] = FORGOTTEN
    except (InputError, KeyError, TypeError, AttributeError):
        _remove(path)
        return
    write_json_atomic(path, data, compact=True, max_bytes=SAVE_FILE.max_bytes)


# ---------------------------------------------------------------------------- replays


def load_replay(record: Record, lang: str = "en") -> tuple[Match | None, str | None]:
    """The recorded game's match, for its replay: (match, None), or (None, one sentence) when its saved game is
    missing, damaged or not the game the record describes."""
    if record.game_file is None:
        return None, tr("records_replay_missing", lang, file=f"{FOLDER}/{record.id}.json")
    shown_file = f"{FOLDER}/{record.game_file}"
    path = folder() / record.game_file
    try:
        if not path.is_file():
            return None, tr("records_replay_missing", lang, file=shown_file)
    except OSError:
        return None, tr("records_replay_missing", lang, file=shown_file)
    from .savegame import load_match

    try:
        match = load_match(path)
    except SaveError as exc:
        return None, tr("records_replay_damaged", lang, file=shown_file, why=_why(exc, path))
    if match.game_id != record.game_id or not match.over or tuple(match.state.outcome().totals) != record.totals:
        return None, tr("records_replay_damaged", lang, file=shown_file,
                        why="it is not the game this record describes")
    return match, None


def _why(exc: SaveError, path: Path) -> str:
    """A SaveError's words without the full path it may start with (the sentence already names the file)."""
    text = str(exc)
    full = f"{path}: "
    return text[len(full):] if text.startswith(full) else text.replace(str(path), path.name)


# ---------------------------------------------------------------------------- helpers


def _remove_saved(rec: Record) -> None:
    if rec.game_file is not None:
        _remove(folder() / rec.game_file)


def _remove(path: Path) -> None:
    try:
        path.unlink()
    except OSError:       # gone already, or not ours to delete: a stray file is harmless, never a crash
        pass


def _copy_aside(path: Path) -> str:
    """Copy ``path`` beside itself the way userdata.set_aside names a damaged copy, leaving it in place; the
    copy's name (the file's own if no copy could be made)."""
    aside = path.with_name(path.name + ".bad")
    n = 2
    while aside.exists() and n <= 20:
        aside = path.with_name(f"{path.name}.{n}.bad")
        n += 1
    try:
        shutil.copyfile(path, aside)
    except OSError:
        return path.name
    return aside.name


def _json_options(options: Any) -> dict:
    """A match's options as JSON writes and reads them back equal (tuples as lists)."""
    return {k: list(v) if isinstance(v, tuple) else v for k, v in dict(options or {}).items()}


@lru_cache(maxsize=4096)
def _clean_name(name: str) -> str:
    """A name of the file as a Seat would keep it (a hand-edited file may hold anything). Cached: the same few
    names fill thousands of records, and cleaning looks at every character (a third of reading a full index)."""
    return clean_text(name, NAME_MAX) or FORGOTTEN


def _is_id(value: Any) -> bool:
    return (isinstance(value, str) and 0 < len(value) <= 80 and value.isascii()
            and all(ch.isalnum() or ch == "-" for ch in value))


def _is_datetime(value: Any) -> bool:
    from datetime import datetime

    if not isinstance(value, str) or len(value) != 19:
        return False
    try:
        datetime.fromisoformat(value)
    except ValueError:
        return False
    return True

