"""Fuzz every reader of user and data files with nested, aliased, huge, binary and wrongly typed input.

The readers, through their real entry points: score files (``parse_score_text``, ``read_score_file`` and
``ecosysteme score``), saves (``load_match``, ``load_autosave``, ``ecosysteme replay``), the settings
(``Settings.load``), the ladder progress (``Progress.load``) and the card data (``parse_catalogue``,
``load_catalogue``). The cases come from tests/fuzzgen.py, seeded: a failure names its case, which is the same on
every run.

What every case must give (the issue's bounds), each reader's entry point on its own:
- no traceback: the reader returns, or raises its own error class with one line (no line break, no raw control
  character, at most MESSAGE_MAX characters); a user file that cannot be read is set aside with its bytes intact
  and the player gets one sentence; whatever a reader accepts is usable (clean names, a catalogue that scores);
- no hang: under CPU_LIMIT seconds of CPU time per call (CPU, not wall-clock time: the machine running the suite
  may be shared; a slow case is run again and fails only if slow twice; a watchdog stops a case after HANG s);
- no memory beyond MEMORY_LIMIT: the peak resident memory of the process during the call, over what it held
  before (see ResidentMemory: measured on every case, C parsers included). Where that cannot be measured
  (not Linux), the Python heap's peak (tracemalloc) on the heavy cases and one case in MEMORY_SAMPLE.

``FUZZ_CASES`` (default 200) sets the number of seeded mutations per reader, for a long local run.
"""
from __future__ import annotations

import contextlib
import json
import os
import random
import re
import shutil
import signal
import tempfile
import time
import tracemalloc
import unicodedata
from datetime import date
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import pytest
import yaml

from game import savegame
from game.ecosysteme.agents import make_agent
from game.core.catalogue import Catalogue, load_catalogue, parse_catalogue
from game.cli import main
from game.errors import CardDataError, SaveError, ScoreFileError
from game.i18n import LANGUAGES
from game.inputs import CARD_DATA, NAME_MAX, SAVE_FILE, SCORE_FILE, USER_FILE
from game.ladder import Progress, daily_challenge, rung_challenge, rung_count
from game.resources import resource_path
from game.scorefile import parse_score_text, read_score_file
from game.session import COMPUTER, HUMAN, Match, Seat
from game.ecosysteme.state import EcosystemeState
from game.userdata import SavedSeat, SavedSetup, Settings
from tests import fuzzgen
from tests.fuzzgen import Case

pytestmark = pytest.mark.slow      # thousands of generated hostile files, each timed and measured: the quick run (-m "not slow") leaves them to .ci/run

CASES = int(os.environ.get("FUZZ_CASES", "200"))   # seeded mutations per reader
CPU_LIMIT = 1.0                  # seconds of CPU per reader call
HANG = 30.0                      # wall-clock seconds after which a case is stopped as hung
MEMORY_LIMIT = 64 * 2 ** 20      # the memory peak of a reader call
MEMORY_SAMPLE = 8                # with tracemalloc: one light case in this many is measured
MESSAGE_MAX = 600                # characters of an error message


# ---------------------------------------------------------------------------- running a case


class Hung(BaseException):
    """Raised by the watchdog into a case that runs for HANG seconds (a BaseException: the readers that turn
    every Exception into their own error must not swallow it)."""


def _on_alarm(signum, frame):
    raise Hung()


class FarTooSlow(BaseException):
    """A call over three times the limit: no busy moment explains it, the case fails at once (a failing run of
    this file stays short)."""

    def __init__(self, cpu: float, peak: int):
        super().__init__()
        self.cpu, self.peak = cpu, peak


class ResidentMemory:
    """The process's peak resident memory during one call, on Linux: freed memory is first handed back to the
    system (glibc's malloc_trim), the kernel's high-water mark is reset (/proc/self/clear_refs), and the peak is
    read after the call. It sees every allocation, the C parsers' too, and costs nothing, so every call of every
    case is measured. Elsewhere ``available`` is false and tracemalloc measures a sample instead."""

    def __init__(self):
        self.available = False
        try:
            import ctypes

            self._trim = ctypes.CDLL("libc.so.6").malloc_trim
            self.start()
            self.available = self.peak_since(0) > 0
        except (OSError, AttributeError, ValueError):
            pass

    @staticmethod
    def _status(field: str) -> int:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith(field):
                    return int(line.split()[1]) * 1024
        raise ValueError(field)

    def start(self) -> int:
        """Reset the high-water mark; the resident memory now."""
        self._trim(0)
        with open("/proc/self/clear_refs", "w", encoding="ascii") as fh:
            fh.write("5")
        return self._status("VmRSS:")

    def peak_since(self, base: int) -> int:
        return self._status("VmHWM:") - base


RESIDENT = ResidentMemory()


class Meter:
    """What the reader calls of one case cost: the most CPU time and the highest memory peak of any one call (a
    case calls several entry points; each is bounded on its own). ``memory``: "resident", "tracemalloc" or None."""

    def __init__(self, memory: str | None):
        self.memory = memory
        self.cpu = 0.0
        self.peak = 0


_meter: Meter | None = None


def call(reader: Callable[[], Any]) -> Any:
    """Run one reader's entry point under the current case's meter."""
    meter = _meter
    memory = meter.memory if meter is not None else None
    if memory == "resident":
        base = RESIDENT.start()
    elif memory == "tracemalloc":
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
    start = time.process_time()
    try:
        return reader()
    finally:
        cpu = time.process_time() - start
        if meter is not None:
            meter.cpu = max(meter.cpu, cpu)
            if memory == "resident":
                meter.peak = max(meter.peak, RESIDENT.peak_since(base))
            elif memory == "tracemalloc":
                meter.peak = max(meter.peak, tracemalloc.get_traced_memory()[1] - base)
            if cpu > 3 * CPU_LIMIT and memory != "tracemalloc":
                raise FarTooSlow(cpu, meter.peak)


def _run(check: Callable[[Case, bool], None], case: Case, memory: str | None, full: bool = True) -> Meter:
    global _meter
    _meter = Meter(memory)
    watchdog = hasattr(signal, "setitimer")      # not on Windows: there a hang hangs the run
    if watchdog:
        previous = signal.signal(signal.SIGALRM, _on_alarm)
        signal.setitimer(signal.ITIMER_REAL, HANG)
    if memory == "tracemalloc":
        tracemalloc.start()
    try:
        check(case, full)
        return _meter
    finally:
        if watchdog:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
        if memory == "tracemalloc":
            tracemalloc.stop()
        _meter = None


class Stats:
    def __init__(self):
        self.cases = 0
        self.cpu_max = (0.0, "")
        self.memory_max = (0, "")
        self.measured = 0
        self.start = time.perf_counter()
        self.cpu_start = time.process_time()
        self.families: dict[str, float] = {}

    def summary(self, reader: str) -> str:
        return (f"{reader}: {self.cases} cases in {time.perf_counter() - self.start:.1f} s "
                f"({time.process_time() - self.cpu_start:.1f} s CPU); slowest call {self.cpu_max[0]:.3f} s CPU "
                f"({self.cpu_max[1]}); memory ({'resident' if RESIDENT.available else 'tracemalloc'}) measured on "
                f"{self.measured} cases, highest peak "
                f"{self.memory_max[0] / 2 ** 20:.1f} MB ({self.memory_max[1]}); CPU by family: "
                + ", ".join(f"{name} {cpu:.1f} s" for name, cpu in sorted(self.families.items(), key=lambda f: -f[1])))


def exercise(reader: str, cases: Iterable[Case], check: Callable[[Case, bool], None]) -> None:
    """Every case through ``check(case, full)``; one failure listing every case that broke a bound, grouped by
    problem. ``full`` false: the reader's main entry point only (what tracemalloc measures, where it is used)."""
    failures: dict[str, list[str]] = {}
    stats = Stats()
    for n, case in enumerate(cases):
        stats.cases += 1
        family = case.name.split("/")[1]
        measure = case.heavy or family in ("valid", "size", "binary") or n % MEMORY_SAMPLE == 0
        start = time.process_time()
        problem = _exercise_one(case, check, measure, stats)
        kind = family if family in ("valid", "size", "binary", "mutation", "whole file") else "slots"
        stats.families[kind] = stats.families.get(kind, 0.0) + time.process_time() - start
        if problem:
            failures.setdefault(_kind(problem), []).append(f"{case.name[:160]}: {problem}")
    print(stats.summary(reader))
    if failures:
        lines = []
        for group in sorted(failures.values(), key=len, reverse=True):
            lines.append(f"{len(group)} case(s), e.g. {group[0]}")
            lines.extend(f"    also {name.split(': ')[0]}" for name in group[1:4])
        count = sum(map(len, failures.values()))
        pytest.fail(f"{count} of {stats.cases} cases broke a bound, {len(failures)} kinds of problem:\n"
                    + "\n".join(lines) + "\n" + stats.summary(reader), pytrace=False)


def _kind(problem: str) -> str:
    """Problems of one kind, for the report: the same exception at the same place, the same broken promise."""
    parts = problem.split(": ")
    if parts[0] == "traceback":
        key = ": ".join(parts[:2]) + problem[problem.rfind(" (at "):]
    elif parts[0] == "contract":
        key = re.sub(r"['\"{].*", "", ": ".join(parts[:3]))
    else:
        key = parts[0]
    return re.sub(r"\d+(\.\d+)?", "N", key)


def _exercise_one(case: Case, check: Callable[[Case, bool], None], measure: bool, stats: Stats) -> str | None:
    try:
        meter = _run(check, case, "resident" if RESIDENT.available else None)
        cpu, peak = meter.cpu, meter.peak
        if cpu > CPU_LIMIT:       # a busy moment of the machine? once more
            again = _run(check, case, "resident" if RESIDENT.available else None)
            if again.cpu > CPU_LIMIT:
                return (f"slow: {cpu:.2f} s then {again.cpu:.2f} s of CPU in one call (limit {CPU_LIMIT} s), a "
                        f"memory peak of {max(peak, again.peak) / 2 ** 20:.0f} MB")
            cpu, peak = again.cpu, min(peak, again.peak)
        if cpu > stats.cpu_max[0]:
            stats.cpu_max = (cpu, case.name[:80])
        if not RESIDENT.available:
            if not measure:
                return None
            # tracemalloc slows the reader several times over: a second run, of its main entry point only
            peak = _run(check, case, "tracemalloc", full=False).peak
        stats.measured += 1
        if peak > stats.memory_max[0]:
            stats.memory_max = (peak, case.name[:80])
        if peak > MEMORY_LIMIT:
            return f"memory: a peak of {peak / 2 ** 20:.0f} MB in one call (limit {MEMORY_LIMIT / 2 ** 20:.0f} MB)"
    except FarTooSlow as slow:
        return (f"slow: {slow.cpu:.2f} s of CPU in one call (limit {CPU_LIMIT} s), a memory peak of "
                f"{slow.peak / 2 ** 20:.0f} MB")
    except Hung:
        return f"hung: stopped after {HANG:.0f} s"
    except AssertionError as exc:
        return f"contract: {str(exc)[:300]}"
    except Exception as exc:   # noqa: BLE001 - the defect this test looks for: an exception of no reader's class
        return f"traceback: {type(exc).__name__}: {_first(exc)} (at {_where(exc)})"
    return None


def _first(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return text[:200]


def _where(exc: BaseException) -> str:
    tb = exc.__traceback__
    frames = []
    while tb is not None:
        frames.append(f"{Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}")
        tb = tb.tb_next
    return " > ".join(frames[-3:])


# ---------------------------------------------------------------------------- what readers must give


def assert_one_line(message: str, what: str) -> None:
    assert isinstance(message, str) and message.strip(), f"{what}: an empty message"
    assert len(message) <= MESSAGE_MAX, f"{what}: a message of {len(message)} characters: {message[:120]!r}…"
    bad = [ch for ch in message if unicodedata.category(ch) in ("Cc", "Cs")]
    assert not bad, f"{what}: the message holds {bad[0]!r} (a line break or a control character): {message[:200]!r}"
    assert "Traceback" not in message, f"{what}: {message[:200]!r}"


def assert_clean_name(name: Any, what: str) -> None:
    assert isinstance(name, str) and name, f"{what}: {name!r}"
    assert len(name) <= NAME_MAX, f"{what}: a name of {len(name)} characters"
    bad = [ch for ch in name if unicodedata.category(ch) in ("Cc", "Cf", "Cs")]
    assert not bad, f"{what}: the name {name!r} holds {bad[0]!r}"


def write_case(case: Case, path: Path) -> None:
    """The case's file at ``path`` (a folder when the case is one)."""
    if case.data is None:
        path.mkdir()
        (path / "inside.txt").write_text("a folder where a file was expected")
    else:
        path.write_bytes(case.data)


def assert_set_aside(case: Case, path: Path, message: str | None, what: str) -> None:
    """A damaged user file: gone from its place, kept whole beside it, and the player told where."""
    aside = path.with_name(path.name + ".bad")
    assert not path.exists(), f"{what}: the damaged file was left in place"
    assert aside.exists(), f"{what}: the damaged file was not kept as {aside.name}"
    if case.data is None:
        assert aside.is_dir() and (aside / "inside.txt").exists(), f"{what}: the folder was not kept"
    else:
        assert aside.read_bytes() == case.data, f"{what}: {aside.name} does not hold the file's bytes"
    assert message is not None and aside.name in message, f"{what}: the message does not name {aside.name}"


def assert_untouched(case: Case, path: Path, what: str) -> None:
    assert not path.with_name(path.name + ".bad").exists(), f"{what}: a file it accepted was set aside"
    if case.data is not None:
        assert path.read_bytes() == case.data, f"{what}: the file was changed"


class Folder:
    """A fresh, empty folder per case (the data folder of the user files' readers). Old ones are left to pytest
    (removing each costs more than the case), unless they hold a big file."""

    def __init__(self, root: Path):
        self.root = root
        self.n = 0
        self.big = False

    def fresh(self, case: Case) -> Path:
        if self.big:
            shutil.rmtree(self.root / f"case{self.n}", ignore_errors=True)
        self.n += 1
        self.big = case.data is not None and len(case.data) > 100_000
        path = self.root / f"case{self.n}"
        path.mkdir()
        return path


# ---------------------------------------------------------------------------- valid starting points


@contextlib.contextmanager
def data_dir_at(path: Path) -> Iterator[None]:
    old = os.environ.get("ECOSYSTEME_DATA_DIR")
    os.environ["ECOSYSTEME_DATA_DIR"] = str(path)
    try:
        yield
    finally:
        if old is None:
            del os.environ["ECOSYSTEME_DATA_DIR"]
        else:
            os.environ["ECOSYSTEME_DATA_DIR"] = old


def _play(match: Match, steps: int, seed: int) -> Match:
    human = make_agent("easy", seed)
    for _ in range(steps):
        if match.over:
            break
        match.play_computers()
        for seat in match.waiting_humans():
            match.submit(seat, human.choose(match.view(seat)))
    return match


def save_trees() -> list[dict]:
    """Real saves (game.savegame.match_to_dict) of short games: computers, the neutral, solo mid-turn, a
    ladder rung, a daily challenge, a hot-seat pick waiting."""
    rung = rung_challenge("forest", 1)
    daily = daily_challenge("savane", date(2026, 11, 23))
    hot = _play(Match("forest", [Seat("Ana"), Seat("Bo"), Seat("Cy", COMPUTER, "easy")], seed=8), 3, 2)
    hot.submit(0, make_agent("easy", 1).choose(hot.view(0)))
    solo = _play(Match("savane", [Seat("Zoé")], seed=5, solo=True), 4, 3)
    solo.submit(0, make_agent("easy", 1).choose(solo.view(0)))
    matches = [
        _play(Match("savane", [Seat("Ana"), Seat("Bo", COMPUTER, "easy"), Seat("Cy", COMPUTER, "random")],
                    seed=11), 5, 1),
        _play(Match("forest", [Seat("Ana"), Seat("Bo", COMPUTER, "easy")], seed=3), 5, 2),
        solo,
        _play(Match("forest", [Seat("Ana")], seed=rung.seed, solo=True, challenge=rung), 6, 4),
        _play(Match("savane", [Seat("Ana")], seed=daily.seed, solo=True, challenge=daily), 3, 5),
        hot,
    ]
    trees = []
    for match in matches:
        tree = savegame.match_to_dict(match)
        tree["saved"] = "2026-11-23T18:32:35"      # the same bytes on every run
        trees.append(tree)
    return trees


def base_settings() -> list[Settings]:
    setup = SavedSetup("savane", 3, (SavedSeat(HUMAN, "medium", "Ana"), SavedSeat(COMPUTER, "hard", ""),
                                     SavedSeat(COMPUTER, "easy", "Bo")))
    return [Settings(language="fr", fullscreen=True, animation_speed=2.0, confirm_picks=False, last_setup=setup),
            Settings()]


def settings_trees(folder: Path) -> list[dict]:
    """Real settings files, as Settings.save writes them."""
    trees = []
    with data_dir_at(folder):
        for settings in base_settings():
            settings.save()
            trees.append(json.loads((folder / Settings.FILE).read_text(encoding="utf-8")))
    return trees


def ladder_trees() -> list[dict]:
    """Real ladder progress (Progress.to_json): rungs beaten and not, daily results."""
    p = Progress()
    p.record(rung_challenge("forest", 0), 41, date(2026, 11, 20))
    p.record(rung_challenge("forest", 1), 12, date(2026, 11, 21))
    p.record(rung_challenge("savane", 0), 60, date(2026, 11, 22))
    p.record(daily_challenge("savane", date(2026, 11, 20)), 80, date(2026, 11, 20))
    p.record(daily_challenge("forest", date(2026, 11, 23)), 10, date(2026, 11, 23))
    return [p.to_json(), Progress().to_json()]


def _finished(game_id: str, players: int, solo: bool, seed: int) -> EcosystemeState:
    game = EcosystemeState.new(game_id, players, seed, solo)
    agents = [make_agent("random", seed + s) for s in range(players)]
    while not game.is_over:
        for seat in sorted(game.to_act()):
            game.apply(seat, agents[seat].choose(game.view(seat)))
    return game


def score_docs() -> list[dict]:
    """Score-file games written from finished games: Forêt for two with the neutral's pile, Savane solo against
    Jhay, Savane for four."""
    docs = []
    for game_id, players, solo, seed, names in (("forest", 2, False, 1, ["Ana", "Ben"]),
                                                ("savane", 1, True, 2, ["Zoé", "Jhay"]),
                                                ("savane", 4, False, 3, ["Ana", "Bo", "Cy", "Di"])):
        game = _finished(game_id, players, solo, seed)
        kinds = game.rules.kinds
        doc: dict[str, Any] = {"game": game_id, "players": [
            {"name": name, "grid": [[kinds[frame[r * 5 + c]].id for c in range(5)] for r in range(4)]}
            for name, frame in zip(names, game.frames())]}
        if solo:
            doc["solo"] = True
        if game.has_neutral:
            pile = game.view(0).neutral_pile
            doc["neutral"] = {kid: pile.count(kid) for kid in dict.fromkeys(pile)}
        if game.rules.scorer.has_hunt:     # the lions' prey, as the scorer would choose it, written out
            for player, frame in zip(doc["players"], game.frames()):
                prey = game.rules.scorer.score_frame(frame).lion_prey
                if prey:
                    player["prey"] = [[cell // 5 + 1, cell % 5 + 1] for cell in prey]
        docs.append(doc)
    return docs


def cards_text() -> str:
    return resource_path("data", "cards.yaml").read_text(encoding="utf-8")


# ---------------------------------------------------------------------------- the cases of each reader


def _json_dump(tree: Any, rng: random.Random | None = None) -> bytes:
    return fuzzgen.to_json(tree)


def _json_reader_cases(reader: str, trees: list[Any], slots: dict[str, tuple[Any, tuple]], limits) -> Iterator[Case]:
    valid = _json_dump(trees[0])
    yield Case(f"{reader}/valid", valid, False)
    yield from fuzzgen.slot_cases(reader, slots, fuzzgen.json_attacks(limits), _json_dump, f'"{fuzzgen.SLOT}"')
    yield from fuzzgen.hostile_value_cases(reader, slots, _json_dump, f'"{fuzzgen.SLOT}"', limits.max_text)
    yield from fuzzgen.size_cases(reader, valid, limits, None)
    yield from fuzzgen.binary_cases(reader, valid)
    yield from fuzzgen.mutation_cases(reader, trees, _json_dump, CASES, limits.max_text)


def _yaml_dump(docs: list[Any], rng: random.Random | None = None) -> bytes:
    return fuzzgen.to_yaml(docs, rng)


def _yaml_reader_cases(reader: str, valid: bytes, docs: list[Any], slots, limits) -> Iterator[Case]:
    yield Case(f"{reader}/valid", valid, False)
    yield from fuzzgen.slot_cases(reader, slots, fuzzgen.yaml_attacks(limits), _yaml_dump, fuzzgen.SLOT)
    yield from fuzzgen.hostile_value_cases(reader, slots, _yaml_dump, fuzzgen.SLOT, limits.max_text, yaml_floats=True)
    yield from fuzzgen.size_cases(reader, valid, limits, b"#")
    yield from fuzzgen.yaml_size_cases(reader, limits)
    yield from fuzzgen.binary_cases(reader, valid)
    yield from fuzzgen.mutation_cases(reader, [docs], _yaml_dump, CASES, limits.max_text)


def save_cases() -> Iterator[Case]:
    trees = save_trees()
    slots = {"seat name": (trees[0], ("seats", 0, "name")), "seed": (trees[0], ("seed",)),
             "state": (trees[1], ("state",)), "an action": (trees[2], ("actions", 0)),
             "agents": (trees[0], ("agents", "1")), "challenge": (trees[3], ("challenge",)),
             "challenge rung": (trees[3], ("challenge", "rung")), "kind": (trees[4], ("kind",)),
             "format": (trees[5], ("format",)), "version": ({**trees[1], "format": 2}, ("version",))}
    yield from _json_reader_cases("save", trees, slots, SAVE_FILE)


def settings_cases() -> Iterator[Case]:
    with tempfile.TemporaryDirectory() as folder:
        trees = settings_trees(Path(folder))
    slots = {"language": (trees[0], ("language",)), "animation_speed": (trees[0], ("animation_speed",)),
             "last_setup": (trees[0], ("last_setup",)), "seat count": (trees[0], ("last_setup", "count")),
             "seat name": (trees[0], ("last_setup", "seats", 0, "name")),
             "setup game": (trees[0], ("last_setup", "game")),
             "seat level": (trees[0], ("last_setup", "seats", 1, "level"))}
    yield from _json_reader_cases("settings", trees, slots, USER_FILE)


def ladder_cases() -> Iterator[Case]:
    trees = ladder_trees()
    slots = {"format": (trees[0], ("format",)), "a best": (trees[0], ("games", "forest", "rungs", 0, "best")),
             "a rung": (trees[0], ("games", "forest", "rungs", 1)), "daily": (trees[0], ("games", "savane", "daily")),
             "a day": (trees[0], ("games", "forest", "daily", "2026-11-23"))}
    yield from _json_reader_cases("ladder", trees, slots, USER_FILE)


def score_cases() -> Iterator[Case]:
    docs = score_docs()
    valid = fuzzgen.to_yaml(docs)
    slots = {"game": (docs, (0, "game")), "a name": (docs, (2, "players", 1, "name")),
             "a row": (docs, (0, "players", 0, "grid", 1)), "a cell": (docs, (1, "players", 0, "grid", 2, 3)),
             "neutral counts": (docs, (0, "neutral", "stream")), "neutral": (docs, (0, "neutral")),
             "prey": (docs, (1, "players", 0, "prey")), "solo": (docs, (1, "solo"))}
    yield from _yaml_reader_cases("score", valid, docs, slots, SCORE_FILE)


def cards_cases() -> Iterator[Case]:
    text = cards_text()
    tree = yaml.safe_load(text)
    slots = {"version": ([tree], (0, "version")), "a game's name": ([tree], (0, "games", "forest", "name", "en")),
             "a count": ([tree], (0, "games", "forest", "kinds", 0, "count")),
             "a card id": ([tree], (0, "games", "savane", "kinds", 2, "id")),
             "a scoring": ([tree], (0, "games", "savane", "kinds", 3, "scoring")),
             "players.min": ([tree], (0, "games", "forest", "players", "min")),
             "solo levels": ([tree], (0, "games", "savane", "solo", "levels")),
             "an extra key": ([tree], (0, "extra"))}
    yield from _yaml_reader_cases("cards", text.encode("utf-8"), [tree], slots, CARD_DATA)


def all_cases(reader: str) -> Iterator[Case]:
    return {"save": save_cases, "settings": settings_cases, "ladder": ladder_cases, "score": score_cases,
            "cards": cards_cases}[reader]()


# ---------------------------------------------------------------------------- score files


def _score_outcome(reader: Callable[[], Any], what: str) -> tuple[bool, Any]:
    try:
        return True, call(reader)
    except ScoreFileError as exc:
        assert_one_line(str(exc), what)
        return False, str(exc)


def test_score_files(tmp_path, capsys):
    folder = Folder(tmp_path)

    def check(case: Case, full: bool) -> None:
        capsys.readouterr()      # what a case stopped midway left behind
        path = folder.fresh(case) / "game.yaml"
        write_case(case, path)
        read, result = _score_outcome(lambda: read_score_file(str(path)), "read_score_file")
        if not full:
            return
        if not read:
            assert result.startswith(str(path)), f"the message does not name the file: {result[:100]!r}"
        text = case.text()
        if text is not None:
            parsed, _ = _score_outcome(lambda: parse_score_text(text, "f.yaml"), "parse_score_text")
            # (the text of a file over the size limit may be within it: a limit on bytes, then on characters)
            if len(case.data) <= SCORE_FILE.max_bytes:
                assert parsed == read, "parse_score_text and read_score_file disagree"
        if case.damaged is not None:
            assert read != case.damaged, f"{'accepted' if read else 'refused'}: {str(result)[:200]}"
        if read:
            for _, game in result:
                for name in game.names:
                    assert_clean_name(name, "a player's name")
        # the command: a score pad (or JSON), or one line on stderr and exit code 2
        args = ["score", str(path)] + (["--json"] if len(case.name) % 2 else ["--lang", "en"])
        code = call(lambda: main(args))
        out, err = capsys.readouterr()
        if read:
            assert (code, err) == (0, ""), f"ecosysteme score: {code} {err[:200]!r}"
            bad = [ch for ch in out if unicodedata.category(ch) in ("Cc", "Cf", "Cs") and ch != "\n"]
            assert not bad, f"ecosysteme score printed {bad[0]!r}"
        else:
            assert code == 2 and out == "", f"ecosysteme score: exit {code}, stdout {out[:100]!r}"
            assert err.startswith("ecosysteme: ") and err.endswith("\n"), f"stderr {err[:200]!r}"
            assert_one_line(err[:-1], "ecosysteme score's stderr")

    exercise("score files", score_cases(), check)


# ---------------------------------------------------------------------------- saves


def test_saves(tmp_path, monkeypatch, capsys):
    folder = Folder(tmp_path)

    def check(case: Case, full: bool) -> None:
        capsys.readouterr()      # what a case stopped midway left behind
        data = folder.fresh(case)
        monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
        path = data / "autosave.json"
        write_case(case, path)
        try:
            match = call(lambda: savegame.load_match(path))
        except SaveError as exc:
            match, message = None, str(exc)
            assert_one_line(message, "load_match")
        if not full:
            return
        if case.damaged is not None:
            assert (match is None) == case.damaged, f"{'refused' if match is None else 'accepted'}"
        if match is not None:
            for seat in match.seats:
                assert_clean_name(seat.name, "a seat's name")
            match.state.to_json()
            for seat in sorted(match.state.to_act()):
                match.view(seat).legal_actions()
        assert_untouched(case, path, "load_match")      # load_match only reads
        # Continue: the same answer, and a damaged save moved aside whole
        try:
            resumed = call(savegame.load_autosave)
        except SaveError as exc:
            assert match is None, "load_autosave refused a save load_match accepted"
            assert_one_line(str(exc), "load_autosave")
            assert_set_aside(case, path, str(exc), "load_autosave")
        else:
            assert match is not None, "load_autosave accepted a save load_match refused"
            assert resumed.state.to_json() == match.state.to_json()
            assert_untouched(case, path, "load_autosave")
        if match is None:      # ecosysteme replay: one line and exit code 2, no window
            write_case(Case(case.name, case.data), path)
            code = call(lambda: main(["replay", str(path)]))
            out, err = capsys.readouterr()
            assert code == 2 and err.startswith("ecosysteme: ") and err.endswith("\n"), \
                f"ecosysteme replay: exit {code}, stderr {err[:200]!r}"
            assert_one_line(err[:-1], "ecosysteme replay's stderr")
            assert str(path) in err, f"ecosysteme replay does not name the file: {err[:200]!r}"

    exercise("saves", save_cases(), check)


# ---------------------------------------------------------------------------- settings and ladder


def _check_user_file(case: Case, path: Path, message: str | None, what: str) -> None:
    if message is not None:
        assert_one_line(message, what)
    if path.with_name(path.name + ".bad").exists() or not path.exists():
        assert_set_aside(case, path, message, what)
        assert case.damaged is not False, "a valid file was set aside"
    else:
        assert_untouched(case, path, what)
        assert case.damaged is not True, "a damaged file was kept and read"


def test_settings(tmp_path, monkeypatch):
    folder = Folder(tmp_path)
    expected = base_settings()[0]

    def check(case: Case, full: bool) -> None:
        data = folder.fresh(case)
        monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
        path = data / Settings.FILE
        write_case(case, path)
        settings, message = call(Settings.load)
        if not full:
            return
        _check_user_file(case, path, message, "Settings.load")
        assert settings.language in LANGUAGES
        assert type(settings.fullscreen) is bool and type(settings.confirm_picks) is bool
        assert type(settings.animation_speed) is float and 0 <= settings.animation_speed <= 4
        setup = settings.last_setup
        if setup is not None:
            assert isinstance(setup, SavedSetup) and len(setup.seats) == setup.count
            for seat in setup.seats:
                assert isinstance(seat.controller, str) and isinstance(seat.level, str)
                if seat.name:       # "" is the seat's default name
                    assert_clean_name(seat.name, "a setup's seat name")
        if case.name == "settings/valid":
            assert (settings, message) == (expected, None)
        if path.exists():       # whatever was loaded is saved and comes back the same
            settings.save()
            assert Settings.load() == (settings, None)

    exercise("settings", settings_cases(), check)


def test_ladder_progress(tmp_path, monkeypatch):
    folder = Folder(tmp_path)
    expected = Progress.from_json(ladder_trees()[0])

    def check(case: Case, full: bool) -> None:
        data = folder.fresh(case)
        monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
        path = data / "ladder.json"
        write_case(case, path)
        progress, message = call(lambda: Progress.load("en"))
        if not full:
            return
        _check_user_file(case, path, message, "Progress.load")
        for game_id in ("forest", "savane"):
            assert len(progress.rungs[game_id]) == rung_count(game_id)
            progress.current_rung(game_id)
            progress.beaten_count(game_id)
            for day, rec in progress.daily[game_id].items():
                date.fromisoformat(day)
                assert type(rec.best) is int and type(rec.attempts) is int
        if case.name == "ladder/valid":
            assert (progress, message) == (expected, None)
        if path.exists():       # whatever was loaded is saved and comes back the same
            progress.save()
            assert Progress.load("en") == (progress, None)

    exercise("ladder progress", ladder_cases(), check)


# ---------------------------------------------------------------------------- the card data


def test_card_data(tmp_path):
    folder = Folder(tmp_path)

    def outcome(reader: Callable[[], Catalogue], what: str) -> tuple[bool, Any]:
        try:
            return True, call(reader)
        except CardDataError as exc:
            assert_one_line(str(exc), what)
            return False, str(exc)

    def check(case: Case, full: bool) -> None:
        path = folder.fresh(case) / "cards.yaml"
        write_case(case, path)
        loaded, result = outcome(lambda: load_catalogue(path), "load_catalogue")
        if not full:
            return
        text = case.text()
        if text is not None:
            parsed, _ = outcome(lambda: parse_catalogue(text, "cards.yaml"), "parse_catalogue")
            if len(case.data) <= CARD_DATA.max_bytes:
                assert parsed == loaded, "parse_catalogue and load_catalogue disagree"
        if case.damaged is not None:
            assert loaded != case.damaged, f"{'accepted' if loaded else 'refused'}: {str(result)[:200]}"
        if loaded:
            # data that passes validation is data the game can play: names it can draw, rules it can score
            rng = random.Random(case.name)
            for rules in (result[g] for g in ("forest", "savane")):
                for kind in rules.kinds:
                    for name in kind.names.values():
                        assert not any(unicodedata.category(ch) in ("Cc", "Cs") for ch in name), repr(name)
                frames = [[rng.randrange(len(rules.kinds)) for _ in range(20)] for _ in range(rules.players_min)]
                rules.scorer.score_table(frames)

    exercise("card data", cards_cases(), check)


# ---------------------------------------------------------------------------- a file that never ends


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_file_that_never_ends_is_refused_promptly(tmp_path, monkeypatch, capsys):
    """``ecosysteme score /dev/zero``: each reader reads no further than its size limit."""
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    zero = Path("/dev/zero")
    for reader, error in ((lambda: read_score_file(str(zero)), ScoreFileError),
                          (lambda: savegame.load_match(zero), SaveError),
                          (lambda: load_catalogue(zero), CardDataError)):

        def check(case: Case, full: bool) -> None:
            with pytest.raises(error) as caught:
                call(reader)
            assert_one_line(str(caught.value), error.__name__)

        meter = _run(check, Case("/dev/zero", b""), "resident" if RESIDENT.available else None)
        assert meter.cpu < CPU_LIMIT and meter.peak < MEMORY_LIMIT, (error.__name__, meter.cpu, meter.peak)
    assert main(["score", str(zero)]) == 2
    assert capsys.readouterr().err.startswith("ecosysteme: /dev/zero")
