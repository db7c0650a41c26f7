"""The challenge ladders and the daily challenges, with the player's progress on them — for any game of the
collection that offers challenges.

A rung is a fixed deal (a seed and the game options it is played with: every player gets the same cards in the
same order) and a target margin over the solo opponent (Alban, Jhay, the Forest Spirit) — or, in a game whose
challenges are played against computer seats (Living Forest), the computers' levels, and the game to be won.
Rung 1 is always open; beating rung n (a margin at least its target, or a win) opens rung n+1. The daily challenge
is one deal per game and per day, the same for everyone, at the game's daily target; its best margin of each day
is kept.

What a game offers is data its definition declares (``GameDef.challenges``: an ``Offer``, game/core/challenges.py:
its rungs' seeds and targets, each rung's options, the daily options and target, the witness agent). The games'
definitions are read the first time a ladder is asked for, never by importing this.

Progress lives in the user data folder (``ladder.json``). Like the settings, a damaged file never stops the
game: it is moved aside as ``ladder.json.bad`` and the player is told, in their language, that progress restarts.
Pure Python: the scenes read this, they never decide who unlocked what.
"""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from datetime import date
from collections.abc import MutableMapping
from typing import Any

from .core.challenges import Offer, Options, options_of
from .core.registry import game_def
from .i18n import tr
from .inputs import is_int, is_iso_date, need, shown
from .userdata import data_dir, read_json, set_aside, write_json_atomic

RUNG = "rung"
DAILY = "daily"
FILE = "ladder.json"
FORMAT = 1               # the file's format version: a file of another version is not guessed at

class _FromGames(MutableMapping):
    """game id -> what ``pick`` takes of its Offer (GameDef.challenges), for every registered game that offers
    challenges, in menu order: read from the games' definitions the first time it is asked (importing this module
    imports no game). Tests may set an entry (a rung's target changed for a sure win)."""

    def __init__(self, pick) -> None:
        self._pick = pick
        self._table: dict[str, Any] | None = None

    def _read(self) -> dict[str, Any]:
        if self._table is None:
            from .core.registry import game_def, game_ids

            offers = {gid: game_def(gid).challenges() for gid in game_ids()}
            self._table = {gid: self._pick(offer) for gid, offer in offers.items() if offer is not None}
        return self._table

    def __getitem__(self, game_id: str) -> Any:
        return self._read()[game_id]

    def __setitem__(self, game_id: str, value: Any) -> None:
        self._read()[game_id] = value

    def __delitem__(self, game_id: str) -> None:
        del self._read()[game_id]

    def __iter__(self):
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())

    def forget(self) -> None:
        """Read the games again when next asked (a game registered or taken out since)."""
        self._table = None


# Every game's Offer (game/core/challenges.py), and its rungs as (seed, target margin), easiest first.
OFFERS: MutableMapping[str, Offer] = _FromGames(lambda offer: offer)
LADDERS: MutableMapping[str, tuple[tuple[int, int], ...]] = _FromGames(lambda offer: offer.rungs)


def offered() -> tuple[str, ...]:
    """Every game that offers challenges (progress is kept for each of them), in menu order."""
    return tuple(LADDERS)


def today() -> date:
    """The local date; the scenes call this one place so that tests can set the day."""
    return date.today()


# ---------------------------------------------------------------------- challenges


@dataclass(frozen=True)
class Challenge:
    """One challenge game to play: a rung of a ladder, or a day's daily challenge."""

    game_id: str
    source: str                     # RUNG (a rung of the ladder) or DAILY (a day's deal)
    seed: int
    target: int                     # the margin to reach (at least) over the solo opponent (versus: 0)
    rung: int | None = None         # RUNG: the index in LADDERS[game_id], 0 for the first rung
    day: date | None = None         # DAILY: the day it belongs to
    options: Options = ()           # the game options of the deal (a mapping is accepted); (): none
    opponents: tuple[str, ...] = () # the computer seats' levels (seats 1, 2...) of a versus challenge; (): solo

    def __post_init__(self) -> None:
        if self.game_id not in LADDERS:
            raise ValueError(f"no challenges for the game {shown(self.game_id)}")
        if self.source == RUNG:
            if self.rung is None or not 0 <= self.rung < len(LADDERS[self.game_id]) or self.day is not None:
                raise ValueError(f"a rung challenge needs a rung index of the ladder, not {shown(self.rung)}")
        elif self.source == DAILY:
            if self.day is None or self.rung is not None:
                raise ValueError("a daily challenge needs its day")
        else:
            raise ValueError(f"a challenge is a {RUNG} or a {DAILY}, not {shown(self.source)}")
        object.__setattr__(self, "options", options_of(self.options))     # one spelling: equal deals compare equal
        opponents = self.opponents
        if not (isinstance(opponents, (tuple, list)) and all(isinstance(o, str) and o.isidentifier()
                                                             for o in opponents)):
            raise ValueError(f"a challenge's opponents are computer levels, not {shown(opponents)}")
        object.__setattr__(self, "opponents", tuple(opponents))

    @property
    def versus(self) -> bool:
        """Played against computer seats (won by winning the game), not solo against the game's opponent."""
        return bool(self.opponents)

    @property
    def number(self) -> int | None:
        """The rung as players count it (1 for the first), None for a daily challenge."""
        return None if self.rung is None else self.rung + 1

    @property
    def option_map(self) -> dict[str, Any]:
        """The deal's game options as ``Match(options=...)`` and ``GameDef.new_state`` take them ({}: none)."""
        return dict(self.options)


def rung_count(game_id: str) -> int:
    return len(LADDERS[game_id])


def rung_options(game_id: str, index: int) -> Options:
    """The game options rung ``index``'s deal is played with (() when the game's rungs have none)."""
    per_rung = OFFERS[game_id].rung_options
    return per_rung[index] if per_rung else ()


def rung_opponents(game_id: str, index: int) -> tuple[str, ...]:
    """The computer levels rung ``index``'s deal is played against (() in a game whose challenges are solo)."""
    per_rung = OFFERS[game_id].rung_opponents
    return per_rung[index] if per_rung else ()


def rung_challenge(game_id: str, index: int) -> Challenge:
    seed, target = LADDERS[game_id][index]
    return Challenge(game_id, RUNG, seed, target, rung=index, options=rung_options(game_id, index),
                     opponents=rung_opponents(game_id, index))


def daily_seed(game_id: str, day: date) -> int:
    """A seed from the game and the day: the same on every computer and every run (hashlib, unlike hash())."""
    digest = hashlib.sha256(f"ecosysteme/daily/{game_id}/{day.isoformat()}".encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFF_FFFF


def daily_target(game_id: str) -> int:
    """The game's daily target: its own (Canopée: a win), else the rulebook's "normal" solo win."""
    target = OFFERS[game_id].daily_target
    if target is None and OFFERS[game_id].versus:
        return 0                         # won by winning the game
    return dict(game_def(game_id).solo_levels)["normal"] if target is None else target


def daily_challenge(game_id: str, day: date) -> Challenge:
    return Challenge(game_id, DAILY, daily_seed(game_id, day), daily_target(game_id), day=day,
                     options=OFFERS[game_id].daily_options, opponents=OFFERS[game_id].daily_opponents)


def is_genuine(challenge: Challenge) -> bool:
    """Whether a challenge is one the game offers: a rung's own deal (seed and options) and target, or the day's
    deal at the daily target. A save naming rung 5 with target 1 (or another deal, or the same seed at an easier
    difficulty) is not, and must not record a result."""
    if challenge.source == RUNG:
        return challenge == rung_challenge(challenge.game_id, challenge.rung)
    return challenge == daily_challenge(challenge.game_id, challenge.day)


def rung_level(game_id: str, index: int) -> str | None:
    """The rulebook's level of a rung: for Forêt and Savane the solo level ("easy", "normal", "hard") whose
    margin is the rung's target (None for the rungs above them); for Canopée the difficulty the deal is played
    at ("easier", "normal", "harder")."""
    option = OFFERS[game_id].level_option
    if option is not None:
        return dict(rung_options(game_id, index)).get(option)
    target = LADDERS[game_id][index][1]
    return next((name for name, margin in game_def(game_id).solo_levels if margin == target), None)


def witness(game_id: str) -> str:
    """The agent (a key of the game's ``GameDef.agents``) that vouches for the game's rungs."""
    return OFFERS[game_id].witness


def versus_margin(outcome: Any) -> int:
    """The player's (seat 0's) total minus the best other total, at the end of a game against computer seats."""
    totals = outcome.totals
    return totals[0] - max(totals[1:])


def challenge_margin(challenge: Challenge, outcome: Any) -> int:
    """The player's margin at the end of a challenge game: over the solo opponent, or over the best computer."""
    return versus_margin(outcome) if challenge.versus else solo_margin(outcome)


def challenge_beaten(challenge: Challenge, outcome: Any) -> bool:
    """Whether a finished challenge game beat it: the target margin reached, or (versus) the game won."""
    if challenge.versus:
        return 0 in outcome.winners
    return challenge_margin(challenge, outcome) >= challenge.target


def solo_margin(outcome: Any) -> int:
    """The player's margin over the solo opponent at the end of a solo game, from the protocol's ``Outcome``: the
    margin the game states (``detail["margin"]``), else seat 0's total minus the automaton's (the last total)."""
    margin = outcome.detail.get("margin")
    return margin if is_int(margin) else outcome.totals[0] - outcome.totals[-1]


# ---------------------------------------------------------------------- progress


@dataclass
class RungRecord:
    beaten: bool = False
    best: int | None = None         # the best margin reached on this rung (None: never finished)
    best_date: str | None = None    # ISO date of that best
    attempts: int = 0               # finished games on this rung


@dataclass
class DailyRecord:
    best: int
    beaten: bool = False
    attempts: int = 1


@dataclass(frozen=True)
class RecordResult:
    """What a finished challenge game changed, for the score screen."""

    margin: int
    beaten: bool                    # this game reached the target
    first_win: bool                 # ... and the challenge had never been beaten before
    new_best: bool                  # this game's margin is the best so far (true for a first game)
    previous_best: int | None
    unlocked: int | None            # the rung index this game opened, if any


def _fresh_rungs() -> dict[str, list[RungRecord]]:
    return {g: [RungRecord() for _ in ladder] for g, ladder in LADDERS.items()}


@dataclass
class Progress:
    rungs: dict[str, list[RungRecord]] = field(default_factory=_fresh_rungs)
    daily: dict[str, dict[str, DailyRecord]] = field(default_factory=lambda: {g: {} for g in LADDERS})

    # ------------------------------------------------------------------ questions

    def rung(self, game_id: str, index: int) -> RungRecord:
        return self.rungs[game_id][index]

    def is_open(self, game_id: str, index: int) -> bool:
        """Rung 1 always; rung n+1 once rung n is beaten — or once any rung from it up is: a player who climbed
        past a rung whose deal an update replaced (its record then no longer counts) keeps the rungs they reached."""
        if not 0 <= index < rung_count(game_id):
            return False
        rungs = self.rungs[game_id]
        return index == 0 or rungs[index - 1].beaten or any(rec.beaten for rec in rungs[index:])

    def current_rung(self, game_id: str) -> int:
        """The rung to play next: the first open one not beaten yet (the last one when all are beaten)."""
        for i, rec in enumerate(self.rungs[game_id]):
            if not rec.beaten and self.is_open(game_id, i):
                return i
        return rung_count(game_id) - 1

    def beaten_count(self, game_id: str) -> int:
        return sum(rec.beaten for rec in self.rungs[game_id])

    def daily_result(self, game_id: str, day: date) -> DailyRecord | None:
        return self.daily[game_id].get(day.isoformat())

    # ------------------------------------------------------------------ a finished game

    def record(self, challenge: Challenge, margin: int, today: date, won: bool | None = None) -> RecordResult:
        """Count a finished challenge game with the player's margin, played (finished) on ``today``. ``won``:
        whether the player won the game, which alone beats a versus challenge (None: the margin decides)."""
        beaten = margin >= challenge.target if won is None else won
        if challenge.source == DAILY:
            key = challenge.day.isoformat()      # the challenge's day, even when the game ends after midnight
            rec = self.daily[challenge.game_id].get(key)
            if rec is None:
                self.daily[challenge.game_id][key] = DailyRecord(best=margin, beaten=beaten, attempts=1)
                return RecordResult(margin, beaten, beaten, True, None, None)
            previous, was_beaten = rec.best, rec.beaten
            rec.attempts += 1
            rec.best = max(rec.best, margin)
            rec.beaten = was_beaten or beaten
            return RecordResult(margin, beaten, beaten and not was_beaten, margin > previous, previous, None)
        game_id, index = challenge.game_id, challenge.rung
        next_was_open = self.is_open(game_id, index + 1)
        rec = self.rungs[game_id][index]
        previous, was_beaten = rec.best, rec.beaten
        rec.attempts += 1
        new_best = previous is None or margin > previous
        if new_best:
            rec.best, rec.best_date = margin, today.isoformat()
        rec.beaten = was_beaten or beaten          # a later loss never takes a win back
        unlocked = index + 1 if not next_was_open and self.is_open(game_id, index + 1) else None
        return RecordResult(margin, beaten, beaten and not was_beaten, new_best, previous, unlocked)

    # ------------------------------------------------------------------ the file

    def played(self, game_id: str) -> bool:
        """Whether any challenge of the game was ever finished (a rung or a day)."""
        return bool(self.daily[game_id]) or any(r.attempts for r in self.rungs[game_id])

    def to_json(self) -> dict[str, Any]:
        # each rung names its deal (seed, and options when it has some), so that a record of a changed deal is
        # not counted for the new one (from_json)
        return {"format": FORMAT,
                "games": {g: {"rungs": [{**asdict(r), "seed": seed, **_options_json(g, i), **_opponents_json(g, i)}
                                        for i, (r, (seed, _)) in enumerate(zip(self.rungs[g], LADDERS[g]))],
                              "daily": {day: asdict(r) for day, r in sorted(self.daily[g].items())}}
                          for g in LADDERS if OFFERS[g].always_written or self.played(g)}}

    @classmethod
    def from_json(cls, data: Any) -> "Progress":
        """Progress from the file's JSON; ValueError names the first thing wrong.

        Every value is checked, and one bad value (a negative attempt count, more rungs than the ladder has, a
        date that is no date) makes the whole file damaged: a file in that state was not written by this game,
        so none of it is trusted, and the player is told rather than silently given half their progress."""
        need(isinstance(data, dict), "the file is not a JSON object")
        need(is_int(data.get("format")), "no format version")
        need(data["format"] == FORMAT, f"format version {data['format']}, this game reads {FORMAT}")
        games = data.get("games")
        need(isinstance(games, dict), "no games")
        progress = cls()
        for game_id, entry in games.items():
            need(game_id in LADDERS, f"unknown game {shown(game_id)}")
            need(isinstance(entry, dict), f"{game_id}: not an object")
            rungs = entry.get("rungs", [])
            need(isinstance(rungs, list), f"{game_id}.rungs: not a list")
            # fewer rungs than the ladder is fine (rungs added since); more is not ours
            need(len(rungs) <= rung_count(game_id), f"{game_id}.rungs: {len(rungs)} rungs, the ladder has "
                                                    f"{rung_count(game_id)}")
            for i, raw in enumerate(rungs):
                record = _rung_record(raw, f"{game_id}.rungs[{i}]")
                seed = raw.get("seed")
                need(seed is None or is_int(seed), f"{game_id}.rungs[{i}].seed")
                options = raw.get("options", {})
                need(isinstance(options, dict), f"{game_id}.rungs[{i}].options")
                opponents = raw.get("opponents", [])
                need(isinstance(opponents, list) and all(isinstance(o, str) for o in opponents),
                     f"{game_id}.rungs[{i}].opponents")
                # a record of another deal (the ladder's deals were changed in an update) does not count here
                if (seed is None or seed == LADDERS[game_id][i][0]) and \
                        options_of(options) == rung_options(game_id, i) and \
                        tuple(opponents) == rung_opponents(game_id, i):
                    progress.rungs[game_id][i] = record
            daily = entry.get("daily", {})
            need(isinstance(daily, dict), f"{game_id}.daily: not an object")
            for day, raw in daily.items():
                need(is_iso_date(day), f"{game_id}.daily: {shown(day)} is not a date")
                progress.daily[game_id][day] = _daily_record(raw, f"{game_id}.daily[{day}]")
        return progress

    @classmethod
    def load(cls, lang: str = "en") -> tuple["Progress", str | None]:
        """The saved progress (or a fresh one) and, if the file was damaged, a message for the player."""
        path = data_dir() / FILE
        data, aside = read_json(path)
        if aside is not None:
            return cls(), tr("ladder_damaged", lang, file=FILE, aside=aside)
        if data is None:
            return cls(), None
        try:
            return cls.from_json(data), None
        except Exception:    # noqa: BLE001 - whatever the file holds, progress restarts and the file is kept
            return cls(), tr("ladder_damaged", lang, file=FILE, aside=set_aside(path).name)

    def save(self) -> None:
        write_json_atomic(data_dir() / FILE, self.to_json())


def _options_json(game_id: str, index: int) -> dict[str, Any]:
    """A rung's options as its record in the file names them: nothing for a rung without options."""
    options = rung_options(game_id, index)
    return {"options": dict(options)} if options else {}


def _opponents_json(game_id: str, index: int) -> dict[str, Any]:
    """A versus rung's computers as its record in the file names them: nothing for a solo rung."""
    opponents = rung_opponents(game_id, index)
    return {"opponents": list(opponents)} if opponents else {}


def _rung_record(raw: Any, where: str) -> RungRecord:
    need(isinstance(raw, dict), f"{where}: not an object")
    beaten, best, best_date, attempts = (raw.get(k) for k in ("beaten", "best", "best_date", "attempts"))
    need(isinstance(beaten, bool), f"{where}.beaten")
    need(is_int(attempts) and attempts >= 0, f"{where}.attempts")
    need(best is None or is_int(best), f"{where}.best")
    need(best_date is None or is_iso_date(best_date), f"{where}.best_date")
    # a best needs a date and a game behind it, and a win a best
    need((best is None) == (best_date is None) == (attempts == 0), f"{where}: best, date and attempts disagree")
    need(not beaten or best is not None, f"{where}: beaten without a game")
    return RungRecord(beaten, best, best_date, attempts)


def _daily_record(raw: Any, where: str) -> DailyRecord:
    need(isinstance(raw, dict), f"{where}: not an object")
    best, beaten, attempts = raw.get("best"), raw.get("beaten"), raw.get("attempts")
    need(is_int(best), f"{where}.best")
    need(isinstance(beaten, bool), f"{where}.beaten")
    need(is_int(attempts) and attempts >= 1, f"{where}.attempts")
    return DailyRecord(best, beaten, attempts)
