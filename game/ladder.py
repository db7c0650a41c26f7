"""The solo challenge ladders and the daily challenges, with the player's progress on them — for any game of the
collection that offers challenges.

A rung is a fixed deal (a seed and the game options it is played with: every player gets the same cards in the
same order) and a target margin over the solo opponent (Alban, Jhay, the Forest Spirit). Rung 1 is always open;
beating rung n (a margin at least its target) opens rung n+1. The daily challenge is one deal per game and per
day, the same for everyone, at the game's daily target; its best margin of each day is kept.

What a game offers is data read here, never code of the game: its rungs (``LADDERS``: seed and target) and its
``Offer`` (each rung's options, the daily options and target, the witness agent). The games' packages are imported
only when a rulebook level or a witness is asked for (the registry's lazy ``game_def``), never by importing this.

Progress lives in the user data folder (``ladder.json``). Like the settings, a damaged file never stops the
game: it is moved aside as ``ladder.json.bad`` and the player is told, in their language, that progress restarts.
Pure Python: the scenes read this, they never decide who unlocked what.
"""
from __future__ import annotations

import hashlib
from dataclasses import asdict, dataclass, field
from datetime import date
from typing import Any, Mapping

from .core.catalogue import rules_for
from .i18n import tr
from .inputs import shown
from .userdata import data_dir, read_json, set_aside, write_json_atomic

RUNG = "rung"
DAILY = "daily"
FILE = "ladder.json"
FORMAT = 1               # the file's format version: a file of another version is not guessed at

# A deal's game options, as sorted (name, value) pairs: comparable, hashable, and one spelling per set of options.
Options = tuple[tuple[str, Any], ...]


def options_of(values: Mapping[str, Any] | Any = ()) -> Options:
    """Game options in their one form (sorted pairs) from a mapping or pairs; ValueError for a name not a text."""
    pairs = values.items() if isinstance(values, Mapping) else values
    out = []
    for pair in pairs:
        if not (isinstance(pair, (tuple, list)) and len(pair) == 2 and isinstance(pair[0], str)):
            raise ValueError(f"a game option is a name and a value, not {shown(pair)}")
        out.append((pair[0], pair[1]))
    if len({name for name, _ in out}) != len(out):
        raise ValueError("a game option is given twice")
    return tuple(sorted(out, key=lambda pair: pair[0]))


# (seed, target margin) per rung, easiest first, for every game that offers challenges.
# Forêt, Savane: the first three targets are the rulebook's easy / normal / hard solo wins (§1.4); the higher
# rungs ask for more. Canopée: the rulebook has no margin levels but three difficulties (§14.1), which the rungs
# climb (each rung's options, in OFFERS) while the margins rise.
# Every deal is one on which the game's witness agent (Offer.witness: Forêt and Savane's Hard bot, Canopée's
# Medium agent), playing blind to the deck as a player would, reached at least the target (found and checked with
# tools/ladder_seeds.py; tests replay the top rungs): each rung is a promise that its deal can be won by that margin.
LADDERS: dict[str, tuple[tuple[int, int], ...]] = {
    "forest": ((1_245_364, 30), (889_009, 50), (49_595, 70), (421_788, 75), (698_953, 80), (382_193, 85)),
    "savane": ((928_604, 55), (255_489, 75), (556_411, 85), (706_872, 90), (445_545, 95), (1_158_255, 99)),
    "canopee": ((2_821_245, 1), (904_847, 5), (4_341_693, 10), (1_760_099, 15), (12_078_556, 20), (20_591_481, 25)),
}


@dataclass(frozen=True)
class Offer:
    """How a game offers its challenges, besides its rungs' seeds and targets (``LADDERS``)."""

    witness: str                           # the agent (GameDef.agents) whose margin makes every rung a promise
    rung_options: tuple[Options, ...] = ()  # the game options of each rung's deal, in LADDERS' order; (): none
    daily_options: Options = ()            # the game options of every daily deal
    daily_target: int | None = None        # None: the rulebook's "normal" solo win (Forêt, Savane)
    level_option: str | None = None        # the option naming a rung's level (Canopée: its difficulty); None: the
    #                                        rulebook's solo level whose margin is the rung's target


def _canopee(card_set: str, difficulty: str) -> Options:
    return options_of({"card_set": card_set, "difficulty": difficulty})


OFFERS: dict[str, Offer] = {
    "forest": Offer(witness="hard"),
    "savane": Offer(witness="hard"),
    # The base game at each difficulty, then the harder Spirit with the advanced cards: plants and threats (A),
    # then wildlife too (C), then a random choice of species (D). The daily is the rulebook's standard solo game,
    # the base cards at normal difficulty, to be won outright: the Spirit wins a tie of totals unless the player
    # holds more wildlife cards (§14.6), and a challenge counts margins, so the promise is a margin of 1.
    "canopee": Offer(witness="medium",
                     rung_options=(_canopee("base", "easier"), _canopee("base", "normal"), _canopee("base", "harder"),
                                   _canopee("A", "harder"), _canopee("C", "harder"), _canopee("D", "harder")),
                     daily_options=_canopee("base", "normal"), daily_target=1, level_option="difficulty"),
}

# Every game that offers challenges (progress is kept for each of them).
OFFERED: tuple[str, ...] = tuple(LADDERS)
# The games whose challenges the window's challenges screen (scenes/ladder.py) shows, in its column order: a game
# there needs its table in the window too (scenes/games.py).
GAMES: tuple[str, ...] = ("forest", "savane", "canopee")
# The games every ladder.json of format 1 holds: a game outside these is written once it has been played, so a
# file stays exactly as the versions before Canopée wrote (and read) it until a Canopée challenge is played.
_ALWAYS_WRITTEN = ("forest", "savane")


def today() -> date:
    """The local date; the scenes call this one place so that tests can set the day."""
    return date.today()


# ---------------------------------------------------------------------- challenges


@dataclass(frozen=True)
class Challenge:
    """One challenge game to play: a rung of a ladder, or a day's daily challenge."""

    game_id: str
    kind: str                       # RUNG or DAILY
    seed: int
    target: int                     # the margin to reach (at least) over the solo opponent
    rung: int | None = None         # RUNG: the index in LADDERS[game_id], 0 for the first rung
    day: date | None = None         # DAILY: the day it belongs to
    options: Options = ()           # the game options of the deal (a mapping is accepted); (): none

    def __post_init__(self) -> None:
        if self.game_id not in LADDERS:
            raise ValueError(f"no challenges for the game {shown(self.game_id)}")
        if self.kind == RUNG:
            if self.rung is None or not 0 <= self.rung < len(LADDERS[self.game_id]) or self.day is not None:
                raise ValueError(f"a rung challenge needs a rung index of the ladder, not {shown(self.rung)}")
        elif self.kind == DAILY:
            if self.day is None or self.rung is not None:
                raise ValueError("a daily challenge needs its day")
        else:
            raise ValueError(f"a challenge is a {RUNG} or a {DAILY}, not {shown(self.kind)}")
        object.__setattr__(self, "options", options_of(self.options))     # one spelling: equal deals compare equal

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


def rung_challenge(game_id: str, index: int) -> Challenge:
    seed, target = LADDERS[game_id][index]
    return Challenge(game_id, RUNG, seed, target, rung=index, options=rung_options(game_id, index))


def daily_seed(game_id: str, day: date) -> int:
    """A seed from the game and the day: the same on every computer and every run (hashlib, unlike hash())."""
    digest = hashlib.sha256(f"ecosysteme/daily/{game_id}/{day.isoformat()}".encode("utf-8")).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFF_FFFF


def daily_target(game_id: str) -> int:
    """The game's daily target: its own (Canopée: a win), else the rulebook's "normal" solo win."""
    target = OFFERS[game_id].daily_target
    return dict(rules_for(game_id).solo.levels)["normal"] if target is None else target


def daily_challenge(game_id: str, day: date) -> Challenge:
    return Challenge(game_id, DAILY, daily_seed(game_id, day), daily_target(game_id), day=day,
                     options=OFFERS[game_id].daily_options)


def is_genuine(challenge: Challenge) -> bool:
    """Whether a challenge is one the game offers: a rung's own deal (seed and options) and target, or the day's
    deal at the daily target. A save naming rung 5 with target 1 (or another deal, or the same seed at an easier
    difficulty) is not, and must not record a result."""
    if challenge.kind == RUNG:
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
    return next((name for name, margin in rules_for(game_id).solo.levels if margin == target), None)


def witness(game_id: str) -> str:
    """The agent (a key of the game's ``GameDef.agents``) that vouches for the game's rungs."""
    return OFFERS[game_id].witness


def solo_margin(outcome: Any) -> int:
    """The player's margin over the solo opponent at the end of a solo game, from the protocol's ``Outcome``: the
    margin the game states (``detail["margin"]``), else seat 0's total minus the automaton's (the last total)."""
    margin = outcome.detail.get("margin")
    return margin if _is_int(margin) else outcome.totals[0] - outcome.totals[-1]


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
        """Rung 1 always; rung n+1 once rung n is beaten."""
        if not 0 <= index < rung_count(game_id):
            return False
        return index == 0 or self.rungs[game_id][index - 1].beaten

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

    def record(self, challenge: Challenge, margin: int, today: date) -> RecordResult:
        """Count a finished challenge game with the player's margin, played (finished) on ``today``."""
        beaten = margin >= challenge.target
        if challenge.kind == DAILY:
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
                "games": {g: {"rungs": [{**asdict(r), "seed": seed, **_options_json(g, i)}
                                        for i, (r, (seed, _)) in enumerate(zip(self.rungs[g], LADDERS[g]))],
                              "daily": {day: asdict(r) for day, r in sorted(self.daily[g].items())}}
                          for g in LADDERS if g in _ALWAYS_WRITTEN or self.played(g)}}

    @classmethod
    def from_json(cls, data: Any) -> "Progress":
        """Progress from the file's JSON; ValueError names the first thing wrong.

        Every value is checked, and one bad value (a negative attempt count, more rungs than the ladder has, a
        date that is no date) makes the whole file damaged: a file in that state was not written by this game,
        so none of it is trusted, and the player is told rather than silently given half their progress."""
        _need(isinstance(data, dict), "the file is not a JSON object")
        _need(_is_int(data.get("format")), "no format version")
        _need(data["format"] == FORMAT, f"format version {data['format']}, this game reads {FORMAT}")
        games = data.get("games")
        _need(isinstance(games, dict), "no games")
        progress = cls()
        for game_id, entry in games.items():
            _need(game_id in LADDERS, f"unknown game {shown(game_id)}")
            _need(isinstance(entry, dict), f"{game_id}: not an object")
            rungs = entry.get("rungs", [])
            _need(isinstance(rungs, list), f"{game_id}.rungs: not a list")
            # fewer rungs than the ladder is fine (rungs added since); more is not ours
            _need(len(rungs) <= rung_count(game_id), f"{game_id}.rungs: {len(rungs)} rungs, the ladder has "
                                                     f"{rung_count(game_id)}")
            for i, raw in enumerate(rungs):
                record = _rung_record(raw, f"{game_id}.rungs[{i}]")
                seed = raw.get("seed")
                _need(seed is None or _is_int(seed), f"{game_id}.rungs[{i}].seed")
                options = raw.get("options", {})
                _need(isinstance(options, dict), f"{game_id}.rungs[{i}].options")
                # a record of another deal (the ladder's deals were changed in an update) does not count here
                if (seed is None or seed == LADDERS[game_id][i][0]) and \
                        options_of(options) == rung_options(game_id, i):
                    progress.rungs[game_id][i] = record
            daily = entry.get("daily", {})
            _need(isinstance(daily, dict), f"{game_id}.daily: not an object")
            for day, raw in daily.items():
                _need(_iso_date(day), f"{game_id}.daily: {shown(day)} is not a date")
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


def _need(ok: bool, problem: str) -> None:
    if not ok:
        raise ValueError(problem)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _iso_date(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


def _rung_record(raw: Any, where: str) -> RungRecord:
    _need(isinstance(raw, dict), f"{where}: not an object")
    beaten, best, best_date, attempts = (raw.get(k) for k in ("beaten", "best", "best_date", "attempts"))
    _need(isinstance(beaten, bool), f"{where}.beaten")
    _need(_is_int(attempts) and attempts >= 0, f"{where}.attempts")
    _need(best is None or _is_int(best), f"{where}.best")
    _need(best_date is None or _iso_date(best_date), f"{where}.best_date")
    # a best needs a date and a game behind it, and a win a best
    _need((best is None) == (best_date is None) == (attempts == 0), f"{where}: best, date and attempts disagree")
    _need(not beaten or best is not None, f"{where}: beaten without a game")
    return RungRecord(beaten, best, best_date, attempts)


def _daily_record(raw: Any, where: str) -> DailyRecord:
    _need(isinstance(raw, dict), f"{where}: not an object")
    best, beaten, attempts = raw.get("best"), raw.get("beaten"), raw.get("attempts")
    _need(_is_int(best), f"{where}.best")
    _need(isinstance(beaten, bool), f"{where}.beaten")
    _need(_is_int(attempts) and attempts >= 1, f"{where}.attempts")
    return DailyRecord(best, beaten, attempts)
