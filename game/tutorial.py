"""Learn to play: each game's guided first game, as data (data/tutorials/<game>.yaml), and the lesson that follows it.

A tutorial is a seeded game the learner (seat 0) plays against computers of a set level: the script chooses only
the deal (its seed and options), the computers (their level: seeded agents, so the same moves come back) and
what to say. Its steps, in order, each wait for a decision of the learner's (``at``: the view's ``decision()``,
and ``when``: the view's own attributes, such as ``season: 2``) and then either ask for a move (``do``: the
action's JSON, a list's first items or a mapping's keys) or tell something (no ``do``: the player reads it and
goes on with Next). The rules still check every move: a step only ever names legal moves, and a move the rules
refuse is refused as at any table.

How a lesson follows the game (``Lesson``): the step shown is the first of the steps still to come that fits the
decision on screen, looking no further than the next milestone (a step with ``when``, waited for). A move the
step asks for ends it. Another legal move ends it too (the lesson adapts: the panel says why that was not this
step's move, and the game goes on from where the player took it), except on a ``strict`` step, where the move
is first held: the player takes it back or plays it anyway. With no step fitting, the player plays on freely
until one does. Nothing here imports pygame: scenes/shell/coach.py shows the lesson on a table.

The lesson's progress is kept in the user data folder (``tutorials.json``): the game as played so far and the
step reached, so a lesson left half-way resumes where it was, and whether each game's lesson was offered (on a
player's first game of it) or finished.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import BundledFileError, SaveError
from .inputs import InputError, Limits, parse_yaml, read_text, shown
from .resources import resource_path

TUTORIAL_DATA = Limits("the tutorials", max_bytes=1024 * 1024, max_depth=16, max_values=50_000, max_text=2_000)
LANGS = ("en", "fr")
PROGRESS = "tutorials.json"        # in the user data folder
FORMAT = 1


class TutorialDataError(BundledFileError):
    """data/tutorials/<game>.yaml is missing or malformed."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module's docstring)."""

    id: str
    say: dict[str, str]                  # what the panel says, by language
    at: str | None = None                # the learner's decision it waits for (None: any)
    when: tuple[tuple[str, Any], ...] = ()   # the view's attributes it waits for (their moment or later): a
    #                                          milestone, never skipped
    do: Any = None                       # the move it asks for (the action's JSON: list prefix or mapping keys)
    wrong: dict[str, str] | None = None  # why another move is not this step's
    strict: bool = False                 # another legal move is held first: take it back, or play it anyway
    point: str | None = None             # what to point at besides the move asked for (a table's named spot)

    def text(self, lang: str) -> str:
        return self.say.get(lang) or self.say["en"]

    def wrong_text(self, lang: str) -> str:
        words = self.wrong or {}
        return words.get(lang) or words.get("en", "")

    @property
    def telling(self) -> bool:
        """A step that only tells (no move asked): the player goes on with Next."""
        return self.do is None

    def fits(self, view) -> bool:
        """The step's moment is on screen: the learner's decision, and the view's attributes it waits for."""
        decision = view.decision()
        if decision is None or (self.at is not None and decision != self.at):
            return False
        # the milestone's moment or any later one: its whole numbers read in the order written, as a date
        # ({round: 1, pick: 4}: round 1's fourth pick or later), anything else equal; a learner who went past it
        # (another move, a pick more) still meets it
        have, want_at = [], []
        for name, want in self.when:
            value = getattr(view, name, None)
            if callable(value):
                value = value()
            if _whole(want) and _whole(value):
                have.append(value)
                want_at.append(want)
            elif value != want:
                return False
        if tuple(have) < tuple(want_at):
            return False
        if self.do is not None and not any(matches(self.do, a) for a in view.legal_actions()):
            return False            # the move it asks for is not there (the game went another way)
        return True

    def asked(self, view):
        """The legal move this step asks for, the first one the rules list."""
        if self.do is None:
            return None
        return next((a for a in view.legal_actions() if matches(self.do, a)), None)

    def all_asked(self, view, limit: int = 24) -> list:
        """Every legal move this step would take (a step may leave the choice: "any card of your forest"), up to
        ``limit`` (what the panel rings)."""
        if self.do is None:
            return []
        found = []
        for a in view.legal_actions():
            if matches(self.do, a):
                found.append(a)
                if len(found) >= limit:
                    break
        return found


@dataclass(frozen=True)
class Script:
    game_id: str
    seed: int
    players: int                         # the learner and computers
    level: str                           # the computers' level
    steps: tuple[Step, ...]
    end: dict[str, str]                  # the last words: now play a real game
    free: dict[str, str]                 # what the panel says while no step fits (play on)
    options: dict = field(default_factory=dict)
    solo: bool = False
    version: int = 1                     # a lesson saved with another version starts again

    def words(self, which: str, lang: str) -> str:
        words = getattr(self, which)
        return words.get(lang) or words["en"]


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def matches(selector: Any, action: Any) -> bool:
    """Whether ``action`` is the move ``selector`` names: its JSON starts with the selector's list, or has the
    selector mapping's values ("*": any value but none)."""
    data = action.to_json()
    if isinstance(selector, list):
        return isinstance(data, list) and data[:len(selector)] == selector
    if isinstance(selector, dict) and isinstance(data, dict):
        return all(data.get(k) is not None if v == "*" else data.get(k) == v for k, v in selector.items())
    return False


# ---------------------------------------------------------------------------- reading the scripts


def _words(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or set(value) != set(LANGS) \
            or not all(isinstance(v, str) and v.strip() for v in value.values()):
        raise ValueError(f"{where}: expected the words in {' and '.join(LANGS)} ({{en: ..., fr: ...}})")
    return {k: " ".join(v.split()) if "\n\n" not in v else v.strip() for k, v in value.items()}


STEP_KEYS = {"id", "say", "at", "when", "do", "wrong", "strict", "point"}
SCRIPT_KEYS = {"seed", "players", "level", "options", "solo", "steps", "end", "free", "version"}


def _step(raw: Any, where: str) -> Step:
    if not isinstance(raw, dict):
        raise ValueError(f"{where}: a step is a mapping")
    unknown = set(raw) - STEP_KEYS
    if unknown:
        raise ValueError(f"{where}: unknown key {shown(sorted(unknown)[0])} (allowed: {', '.join(sorted(STEP_KEYS))})")
    if not isinstance(raw.get("id"), str) or not raw["id"]:
        raise ValueError(f"{where}: every step has an id")
    where = f"{where} ({raw['id']})"
    when = raw.get("when") or {}
    if not isinstance(when, dict) or not all(isinstance(k, str) for k in when):
        raise ValueError(f"{where}: when is a mapping of the view's attributes")
    do = raw.get("do")
    if do is not None and not (isinstance(do, list) and do) and not (isinstance(do, dict) and do):
        raise ValueError(f"{where}: do is an action's JSON (a list's first items, or a mapping's keys)")
    for key in ("at", "point"):
        if raw.get(key) is not None and not isinstance(raw[key], str):
            raise ValueError(f"{where}: {key} is a name")
    if not isinstance(raw.get("strict", False), bool):
        raise ValueError(f"{where}: strict is true or false")
    wrong = _words(raw["wrong"], f"{where}: wrong") if raw.get("wrong") is not None else None
    if do is not None and wrong is None:
        raise ValueError(f"{where}: a step asking for a move says why another is not it (wrong)")
    return Step(raw["id"], _words(raw.get("say"), f"{where}: say"), raw.get("at"), tuple(when.items()),
                do, wrong, raw.get("strict", False), raw.get("point"))


SCRIPT_KEYS = SCRIPT_KEYS | {"version", "game"}


def parse_script(text: str, origin: str) -> Script:
    """One game's script (a file of data/tutorials/); TutorialDataError (one line naming the file and the place)
    for any problem."""
    from .core.registry import GAMES, game_def

    try:
        docs = parse_yaml(text, TUTORIAL_DATA)
        raw = docs[0] if len(docs) == 1 else None
        if not isinstance(raw, dict) or set(raw) - SCRIPT_KEYS:
            raise ValueError(f"top level: expected a mapping of {', '.join(sorted(SCRIPT_KEYS))}")
        gid = raw.get("game")
        if gid not in GAMES:
            raise ValueError(f"game: unknown game {shown(gid)}")
        definition = game_def(gid)
        seed, players, level = raw.get("seed"), raw.get("players"), raw.get("level")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2 ** 31:
            raise ValueError("seed is a whole number")
        solo = raw.get("solo", False)
        if not isinstance(solo, bool):
            raise ValueError("solo is true or false")
        low, high = (1, 1) if solo else (definition.info.players_min, definition.info.players_max)
        if isinstance(players, bool) or not isinstance(players, int) or not low <= players <= high:
            raise ValueError(f"players is between {low} and {high}")
        if players > 1 and level not in definition.agents:
            raise ValueError(f"level {shown(level)} is not one of the game's computers")
        options = raw.get("options") or {}
        if not isinstance(options, dict):
            raise ValueError("options is a mapping")
        steps = raw.get("steps")
        if not isinstance(steps, list) or not steps:
            raise ValueError("steps is a list")
        made = tuple(_step(s, f"steps[{i}]") for i, s in enumerate(steps))
        ids = [s.id for s in made]
        if len(set(ids)) != len(ids):
            raise ValueError("two steps have one id")
        version = raw.get("version", 1)
        if not isinstance(version, int) or isinstance(version, bool):
            raise ValueError("version is a whole number")
        return Script(gid, seed, players, level or "easy", made, _words(raw.get("end"), "end"),
                      _words(raw.get("free"), "free"), dict(options), solo, version)
    except (InputError, ValueError) as exc:
        raise TutorialDataError(f"{origin}: {exc}") from None


def load_scripts(folder: Path | str | None = None) -> dict[str, Script]:
    """Every game's script, one file each in ``folder`` (by default the bundled data/tutorials/)."""
    folder = Path(folder) if folder is not None else resource_path("data", "tutorials")
    try:
        paths = sorted(folder.glob("*.yaml"))
    except OSError as exc:
        raise TutorialDataError(f"{folder}: {exc.strerror or exc}") from None
    made: dict[str, Script] = {}
    for path in paths:
        try:
            text = read_text(path, TUTORIAL_DATA)
        except InputError as exc:
            raise TutorialDataError(f"{path}: {exc}") from None
        script = parse_script(text, str(path))
        if script.game_id in made:
            raise TutorialDataError(f"{path}: a second script for {script.game_id}")
        made[script.game_id] = script
    return made


@functools.lru_cache(maxsize=1)
def scripts() -> dict[str, Script]:
    """The bundled scripts, read once."""
    return load_scripts()


def has_tutorial(game_id: str) -> bool:
    try:
        return game_id in scripts()
    except TutorialDataError:
        return False


# ---------------------------------------------------------------------------- the lesson


HELD = "held"          # the move is held: not this step's (a strict step), take it back or play it anyway
OK = "ok"


class Lesson:
    """Where a lesson stands in its script, following the game (see the module's docstring). ``index``: the first
    step still to come; ``told``: what the last move that was not the step's own made the panel say."""

    def __init__(self, script: Script, index: int = 0, closed: bool = False) -> None:
        self.script = script
        self.index = max(0, min(index, len(script.steps)))
        self.adapted: Step | None = None      # the step a move went past (its ``wrong`` is said until the next)
        self.closed = closed                  # the player chose to finish the game without the guide

    @property
    def over(self) -> bool:
        """Every step is behind: the last words (now play a real game) are due."""
        return self.index >= len(self.script.steps)

    def _window(self) -> range:
        """The steps that may show now: those still to come, up to the next milestone (waited for)."""
        steps = self.script.steps
        end = self.index
        while end < len(steps):
            end += 1
            if steps[end - 1].when:
                break
        return range(self.index, end)

    def current(self, view) -> tuple[int, Step] | None:
        """The step to show for the learner's view (its place in the script), or None: play on."""
        if view is None:
            return None
        steps = self.script.steps
        for i in self._window():
            if steps[i].fits(view):
                return i, steps[i]
        return None

    def vet(self, view, action) -> str:
        """A move the learner makes: OK to play, or HELD (a strict step's, not its move: ask first)."""
        shown_step = self.current(view)
        if shown_step is None:
            return OK
        _, step = shown_step
        if step.telling:
            return OK if not step.strict else HELD
        return OK if matches(step.do, action) or not step.strict else HELD

    def played(self, shown_step: tuple[int, Step] | None, action) -> None:
        """The learner's move was played; ``shown_step``: ``current`` just before it. The step it answers is done;
        a move that was not the step's ends the step too, and its ``wrong`` is said."""
        self.adapted = None
        if shown_step is None:
            return
        i, step = shown_step
        if step.telling:          # a telling step the move went past (never while Next is asked)
            return
        if not matches(step.do, action):
            self.adapted = step
        self.index = i + 1

    def next(self, view) -> None:
        """Next, on a telling step: it is read."""
        shown_step = self.current(view)
        if shown_step is not None and shown_step[1].telling:
            self.index = shown_step[0] + 1
            self.adapted = None


# ---------------------------------------------------------------------------- progress in the data folder


def progress_path() -> Path:
    from .userdata import data_dir

    return data_dir() / PROGRESS


def read_progress() -> dict[str, dict]:
    """Each game's lesson record: {"offered", "done", "step", "version", "game" (a saved match)}. A damaged file
    is set aside and read as empty (nothing but lessons is lost)."""
    from .userdata import read_json

    data, _aside = read_json(progress_path())
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        return {}
    return {gid: rec for gid, rec in data["games"].items() if isinstance(gid, str) and isinstance(rec, dict)}


def write_progress(games: dict[str, dict]) -> None:
    from .savegame import SAVE_FILE
    from .userdata import write_json_atomic

    write_json_atomic(progress_path(), {"format": FORMAT, "games": games}, compact=True,
                      max_bytes=SAVE_FILE.max_bytes)


def update_progress(game_id: str, **values: Any) -> None:
    """Change one game's lesson record (a failed write loses only the lesson's place)."""
    games = read_progress()
    record = dict(games.get(game_id, {}))
    for key, value in values.items():
        if value is None:
            record.pop(key, None)
        else:
            record[key] = value
    games[game_id] = record
    try:
        write_progress(games)
    except OSError:
        pass


def was_offered(game_id: str) -> bool:
    rec = read_progress().get(game_id, {})
    return bool(rec.get("offered") or rec.get("done") or rec.get("game"))


def saved_lesson(game_id: str):
    """(match, step index, closed) of a lesson left half-way, or None (none, another script version, or a save
    that does not load: the lesson starts again)."""
    from .savegame import match_from_dict

    script = scripts().get(game_id)
    rec = read_progress().get(game_id)
    if script is None or not rec or not isinstance(rec.get("game"), dict) or rec.get("version") != script.version:
        return None
    step = rec.get("step")
    if not isinstance(step, int) or isinstance(step, bool):
        return None
    try:
        match = match_from_dict(rec["game"], checked=True)
    except (SaveError, ValueError, TypeError, KeyError):
        return None
    if match.game_id != game_id or match.over:
        return None
    return match, step, bool(rec.get("closed"))


def save_lesson(match, lesson: Lesson) -> None:
    from .savegame import match_to_dict

    update_progress(match.game_id, game=None if match.over else match_to_dict(match), step=lesson.index,
                    version=lesson.script.version, closed=lesson.closed or None, offered=True)


def new_match(script: Script, name: str):
    """The lesson's game: the learner at seat 0, the script's computers, its seed and options."""
    from .session import COMPUTER, HUMAN, Match, Seat

    seats = [Seat(name, HUMAN)] + [Seat(_computer_name(i), COMPUTER, script.level) for i in range(1, script.players)]
    return Match(script.game_id, seats, seed=script.seed, solo=script.solo, options=dict(script.options))


COMPUTER_NAMES = ("Sacha", "Lou", "Noa")


def _computer_name(i: int) -> str:
    return COMPUTER_NAMES[(i - 1) % len(COMPUTER_NAMES)]


# ---------------------------------------------------------------------------- a lesson played headless


@dataclass
class Walk:
    """What ``walk`` saw: the steps shown in order (their ids), the learner's decisions with no step (played
    freely), and the match at the end."""

    shown: list[str]
    free: int
    match: Any
    lesson: Lesson


def stand_in_move(script: Script, match, view):
    """The move a learner who plays freely makes where no step speaks (``walk``, the tests): the first the rules
    list, so the same lesson plays the same way whoever drives it."""
    return view.legal_actions()[0]


def walk(script: Script, max_decisions: int = 2000, to_end: bool = False) -> Walk:
    """The lesson played by a learner who does what each step asks (Next on a telling step; where no step fits,
    an easy computer's choice in their place), up to the last step (``to_end``: and the game's end). The scripts'
    check: every step must be shown (tests/test_tutorials.py) — a step whose moment never comes is a broken
    lesson."""
    match = new_match(script, "Learner")
    lesson = Lesson(script)
    shown: list[str] = []
    free = 0
    for _ in range(max_decisions):
        if match.over or (lesson.over and not to_end):
            break
        match.play_computers()
        while not match.over and match.waiting_computers() and 0 not in match.state.to_act():
            match.play_computers()
        if match.over or 0 not in match.state.to_act():
            continue
        view = match.view(0)
        current = lesson.current(view)
        if current is None or lesson.over:
            free += 1
            match.submit(0, stand_in_move(script, match, view))
            continue
        i, step = current
        if not shown or shown[-1] != step.id:
            shown.append(step.id)
        if step.telling:
            lesson.next(view)
            continue
        action = step.asked(view)
        lesson.played(current, action)
        match.submit(0, action)
    return Walk(shown, free, match, lesson)
