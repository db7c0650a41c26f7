"""Every file a user or an install can hand the game enters here: one reader for JSON, one for YAML, one set of
limits.

A file is read with a bound on its size, parsed with a bound on its nesting depth, on the number of values it
expands to (a YAML alias counts as the whole value it repeats, so a 400-byte "billion laughs" is refused before it
is built), on the length of any text and on the size of any number. Whatever goes wrong while reading — a file
that is too big, not UTF-8, not valid JSON or YAML, nested 100 000 deep, NaN, a 5000-digit number — becomes one
``InputError`` sentence, never another exception: the caller adds where (a file name, a document) and decides
what the player sees. Values are never put into a message whole: ``shown`` bounds them.

Pure Python and PyYAML: the commands, the saves and the window all use it.
"""
from __future__ import annotations

import json
import math
import unicodedata
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import yaml

from .errors import EcosystemeError


class InputError(EcosystemeError, ValueError):
    """A file or a text that cannot be read within the limits; ``str()`` is the problem, without the file's name
    (with the line, when known: ``line`` and ``problem`` give them apart). A ValueError too, so that code
    checking values treats it as any other bad value."""

    def __init__(self, problem: str, line: int | None = None, where: str = "", document: int | None = None):
        said = f"{where}: {problem}" if where else problem
        super().__init__(said if line is None else f"line {line}: {said}")
        self.problem, self.line = problem, line
        self.where = where              # the entry it is in, as the data's own checks name one: "kinds[2] (bee).count"
        self.document = document        # in a YAML text, the document it is in (1 for the first)


@dataclass(frozen=True)
class Limits:
    """What one kind of file may hold. Far above anything the game writes or a person types; below what would
    hang the game or fill its memory."""

    name: str                 # what the file is, for messages ("a saved game")
    max_bytes: int            # the file's size
    max_depth: int            # lists and mappings inside each other
    max_values: int           # every value of the tree, aliases expanded
    max_text: int             # characters of one text (and of one YAML scalar)
    max_number: int = 2 ** 64  # |whole numbers|; floats must be finite


MB = 1024 * 1024
# the game's own small files in the user data folder: settings.json, ladder.json
USER_FILE = Limits("a settings file", max_bytes=256 * 1024, max_depth=16, max_values=50_000, max_text=1_000)
# a saved game (the autosave, a finished game kept for its replay). Forêt, Savane and Canopée end after a fixed
# number of turns (a finished 6-player Forêt game is about 50 KB, 8 000 values, 7 levels deep); a Living Forest
# table of people has no round cap (LIVING_FOREST.md §9), and its save grows by its moves alone: ~450 bytes and
# ~110 values a round at 4 players, ~210 and ~50 at 2 (random play, the busiest measured: tests/test_long_games.py),
# on ~16 KB for the deal and the computers' random states. These limits hold some 1 800 rounds at 4 players and
# 3 800 at 2, over 45 hours at a fast table's 90 s a round: longer than any table plays. (They are also what the
# hostile-input bounds allow a reader, under a second of CPU and 64 MB: tests/test_fuzz_inputs.py.) A save that
# would pass them is not written (the previous one stays, and the table says so: game/savegame.py ``save_match``).
SAVE_FILE = Limits("a saved game", max_bytes=1 * MB, max_depth=16, max_values=200_000, max_text=1_000)
# ``ecosysteme score`` files: one game is about 40 values; a file may hold a thousand games
SCORE_FILE = Limits("a score file", max_bytes=1 * MB, max_depth=16, max_values=50_000, max_text=1_000,
                    max_number=10 ** 9)
# the bundled card data (data/cards.yaml, 7 KB)
CARD_DATA = Limits("the card data", max_bytes=1 * MB, max_depth=32, max_values=50_000, max_text=2_000,
                   max_number=10 ** 9)

NAME_MAX = 20                 # characters of a player's name, wherever it comes from
SHOWN = 60                    # at most this many characters of an input value in a message


def shown(value: Any, limit: int = SHOWN) -> str:
    """A value as a message may print it: repr-like, control characters escaped, at most ``limit`` characters.
    A container is only named (its contents could be anything, of any size)."""
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return f"a mapping of {len(value)}"
    if isinstance(value, str):      # repr escapes control characters and lone surrogates
        return repr(value[:limit]) + ("…" if len(value) > limit else "")
    if isinstance(value, int) and not isinstance(value, bool):
        if abs(value) >= 10 ** limit:
            return f"a number of more than {limit} digits"
        return str(value)
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def clean_text(text: str, max_len: int) -> str:
    """A name as the game keeps it: without control or format characters (a NUL stops the text renderer, an
    escape sequence rewrites a terminal) nor lone surrogates, stripped, at most ``max_len`` characters."""
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cf", "Cs"))
    return kept.strip()[:max_len]


# ---------------------------------------------------------------------------- values read from a file
# The checks the game's own JSON files (the records' index, the ladder's progress) make of each value once parsed:
# ``need`` raises a plain ValueError naming the first thing wrong, which their readers turn into a damaged file.


def need(ok: bool, problem: str) -> None:
    """ValueError(problem) unless ``ok``."""
    if not ok:
        raise ValueError(problem)


def is_int(value: Any) -> bool:
    """A whole number, and not a bool (JSON's true is no count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def is_iso_date(value: Any) -> bool:
    """A day written YYYY-MM-DD, and a real one (no 2025-02-30, no time after it)."""
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        date.fromisoformat(value)
    except ValueError:
        return False
    return True


# ---------------------------------------------------------------------------- files


def read_text(path: Path | str, limits: Limits) -> str:
    """The text of a file, or InputError: missing, a folder, unreadable, bigger than the limit, not UTF-8."""
    path = Path(path)
    try:
        with open(path, "rb") as fh:
            data = fh.read(limits.max_bytes + 1)
    except FileNotFoundError:
        raise InputError("no such file") from None
    except IsADirectoryError:
        raise InputError("a folder, not a file") from None
    except OSError as exc:
        raise InputError(f"cannot be read ({exc.strerror or type(exc).__name__})") from None
    except ValueError:                 # a NUL in the path (only a caller in-process can pass one)
        raise InputError("not a file name (it holds a NUL character)") from None
    if len(data) > limits.max_bytes:
        raise InputError(f"too big for {limits.name} (more than {_size(limits.max_bytes)})")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("cannot be read: not a text file (UTF-8 expected)") from None


def _size(n: int) -> str:
    return f"{n // MB} MB" if n >= MB else f"{n // 1024} KB"


# ---------------------------------------------------------------------------- JSON


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > 40:
        raise InputError(f"a number of {len(text)} digits")
    return int(text)


def _json_float(text: str) -> float:
    if len(text) > 40:
        raise InputError(f"a number of {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"the number {shown(text)} is too big")
    return value


def _json_constant(text: str) -> Any:
    raise InputError(f"{text} is not a number JSON allows")


def parse_json(text: str, limits: Limits) -> Any:
    """The value of a JSON text within ``limits``, or InputError."""
    if len(text) > limits.max_bytes:
        raise InputError(f"too big for {limits.name} (more than {_size(limits.max_bytes)})")
    try:
        value = json.loads(text, parse_int=_json_int, parse_float=_json_float, parse_constant=_json_constant)
    except InputError:
        raise
    except RecursionError:
        raise InputError(f"nested too deeply (more than {limits.max_depth} levels)") from None
    except MemoryError:
        raise InputError("too big to read") from None
    except ValueError as exc:          # json.JSONDecodeError among them
        raise InputError(f"not valid JSON ({_first_line(exc)})") from None
    check_tree(value, limits)
    return value


def read_json_file(path: Path | str, limits: Limits) -> Any:
    return parse_json(read_text(path, limits), limits)


# ---------------------------------------------------------------------------- YAML

# libyaml's parser when PyYAML has it (its wheels do): about 5x faster. Its parser keeps its own stack (no
# recursion); its composer recurses, which is why the depth is checked on the events first.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def parse_yaml(text: str, limits: Limits) -> list[Any]:
    """Every document of a YAML text within ``limits`` (empty documents included, as None), or InputError.

    A first pass over the parser's events bounds the depth, the expanded number of values and every scalar's
    length without building anything; only then are the documents built."""
    if len(text) > limits.max_bytes:
        raise InputError(f"too big for {limits.name} (more than {_size(limits.max_bytes)})")
    try:
        _check_events(text, limits)
        docs = list(yaml.load_all(text, Loader=_LOADER))
    except InputError:
        raise
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or _first_line(exc)
        mark = getattr(exc, "problem_mark", None)
        line = None if mark is None else mark.line + 1
        if "nesting depth" in str(problem):
            # PyYAML 6.0.4 bounds the nesting itself, before our own count sees it: the same one sentence
            raise InputError(f"nested too deeply (more than {limits.max_depth} levels)", line) from None
        raise InputError(f"not valid YAML ({shown(problem, 80)[1:-1]})", line) from None
    except RecursionError:
        raise InputError(f"nested too deeply (more than {limits.max_depth} levels)") from None
    except MemoryError:
        raise InputError("too big to read") from None
    except Exception as exc:   # noqa: BLE001 - a scalar its constructor refuses (a date 99-99-99): one sentence
        raise InputError(f"a value cannot be read ({type(exc).__name__}: {_first_line(exc)})") from None
    for n, doc in enumerate(docs, 1):
        try:
            check_tree(doc, limits)
        except InputError as exc:
            raise InputError(exc.problem, exc.line, exc.where, n) from None
    return docs


def _check_events(text: str, limits: Limits) -> None:
    # sizes[i]: the expanded size of the open collection i; anchors: the expanded size of each anchored value
    sizes: list[int] = [0]
    anchors: dict[str, int] = {}
    open_anchors: list[str | None] = []
    total = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if getattr(event, "tag", None) not in (None, "!"):
            # an explicit tag (!!int, !!python/..., !custom): none of our files needs one, and the constructors
            # behind them raise anything on odd values
            raise InputError(f"YAML tags such as {shown(event.tag, 30)} are not allowed", _line(event))
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            if len(open_anchors) >= limits.max_depth:
                raise InputError(f"nested too deeply (more than {limits.max_depth} levels)", _line(event))
            sizes.append(1)
            open_anchors.append(event.anchor)
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            size = sizes.pop()
            anchor = open_anchors.pop()
            if anchor is not None:
                anchors[anchor] = size
            sizes[-1] += size
        elif isinstance(event, yaml.ScalarEvent):
            if len(event.value) > limits.max_text:
                raise InputError(f"a value is too long (more than {limits.max_text} characters)", _line(event))
            if event.anchor is not None:
                anchors[event.anchor] = 1
            sizes[-1] += 1
        elif isinstance(event, yaml.AliasEvent):
            sizes[-1] += anchors.get(event.anchor, 1)
        elif isinstance(event, yaml.DocumentEndEvent):
            total += sizes[0]
            sizes = [0]
            anchors = {}
        else:
            continue
        if total + sum(sizes) > limits.max_values:
            raise InputError(f"too many values (more than {limits.max_values:,}, aliases counted as what they "
                             f"repeat)", _line(event))


def _line(event: Any) -> int | None:
    mark = getattr(event, "start_mark", None)
    return None if mark is None else mark.line + 1


# ---------------------------------------------------------------------------- the parsed tree


def check_tree(value: Any, limits: Limits) -> None:
    """InputError unless ``value`` stays within the limits: depth, values (a value reached twice, as YAML aliases
    make, counts twice), text lengths, numbers. Iterative: any depth is measured without recursion. A text or a
    number out of bounds is named by the entry it is in (``InputError.where``), as every other data error is."""
    try:
        _check_tree(value, limits)
    except _BadValue as bad:
        raise InputError(bad.problem, where=_where(value, bad.test)) from None


class _BadValue(Exception):
    """A scalar out of bounds, found by the fast pass; ``_where`` then finds the entry it is in."""

    def __init__(self, problem: str, test) -> None:
        super().__init__(problem)
        self.problem, self.test = problem, test


def _where(root: Any, test) -> str:
    """The path of the first value (in the file's order) that ``test`` refuses: mapping keys joined by dots, list
    places in brackets, a listed mapping's ``id`` beside its place ("games.forest.kinds[2] (bee).count", as the
    card data's checks write it); "" for the root itself. Only run once a problem is known: no cost otherwise."""
    stack: list[tuple[Any, str]] = [(root, "")]
    while stack:
        item, path = stack.pop()
        if isinstance(item, dict):
            subs = []
            for key, sub in item.items():
                if test(key):
                    return f"{path} (a key)" if path else "a key"
                subs.append((sub, f"{path}.{key}" if path else str(key)))
            stack.extend(reversed(subs))
        elif isinstance(item, (list, tuple)):
            subs = []
            for i, sub in enumerate(item):
                ident = sub.get("id") if isinstance(sub, dict) else None
                label = f" ({shown(ident, 30)[1:-1] if isinstance(ident, str) else shown(ident, 30)})" \
                    if isinstance(ident, (str, int)) and not test(ident) else ""
                subs.append((sub, f"{path}[{i}]{label}"))
            stack.extend(reversed(subs))
        elif test(item):
            return path
    return ""


def _check_tree(value: Any, limits: Limits) -> None:
    count = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        count += 1
        if count > limits.max_values:
            raise InputError(f"too many values (more than {limits.max_values:,})")
        if isinstance(item, dict):
            if depth > limits.max_depth:
                raise InputError(f"nested too deeply (more than {limits.max_depth} levels)")
            for key, sub in item.items():
                stack.append((key, depth + 1))
                stack.append((sub, depth + 1))
        elif isinstance(item, (list, tuple)):
            if depth > limits.max_depth:
                raise InputError(f"nested too deeply (more than {limits.max_depth} levels)")
            stack.extend((sub, depth + 1) for sub in item)
        elif isinstance(item, str):
            if len(item) > limits.max_text:
                raise _BadValue(f"a text is too long (more than {limits.max_text} characters)",
                                lambda v: isinstance(v, str) and len(v) > limits.max_text)
        elif isinstance(item, bool) or item is None:
            pass
        elif isinstance(item, int):
            if abs(item) > limits.max_number:
                raise _BadValue(f"the number {shown(item)} is too big (at most {limits.max_number:,})",
                                lambda v, n=item: type(v) is type(n) and v == n)
        elif isinstance(item, float):
            if not math.isfinite(item) or abs(item) > limits.max_number:
                raise _BadValue(f"the number {shown(item)} is out of range",
                                lambda v, n=item: isinstance(v, float) and (v == n or (v != v and n != n)))


def _first_line(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text if len(text) <= 120 else text[:120] + "…"
