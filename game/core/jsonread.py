"""What every game's save reader shares: reading plain JSON values back strictly, and turning any slip of a
damaged save into one SaveError sentence that names the game.

A save is read by hand-written code that trusts nothing (a hand-edited file may hold a text where a number was,
a list cut short, a key missing). The readers below raise ValueError on a value of the wrong type;
``read_save`` catches that, and any other slip a damaged save can cause while its state is rebuilt (a missing
key, a short list, a broken invariant), and says it as ``this <game> save is damaged (...)`` — never a crash
later in the game. Every sentence here is a clause, as game/savegame.py's are: the player reads it inside another
("The saved game could not be resumed: {error}. Start a new one.", "…; the file is kept as …"), so it starts in
lower case (but for the game's name) and has no full stop of its own.

Pure Python, no pygame.
"""
from __future__ import annotations

import random
from typing import Any, Callable, TypeVar

from ..errors import SaveError
from .protocol import Outcome

T = TypeVar("T")

# what a damaged save can make a reader raise, besides its own SaveError
SLIPS = (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError)

# the number of words of a Mersenne Twister state (624) plus its position: what random.getstate() holds
_RNG_WORDS = 625


def read_save(game_name: str, read: Callable[..., T], *args: Any) -> T:
    """``read(*args)``, with any slip of a damaged save (``SLIPS``) said as one SaveError sentence naming the
    game (``game_name``, as players call it: "Canopée"); the reader's own SaveError passes through as it is."""
    try:
        return read(*args)
    except SaveError:
        raise
    except SLIPS as exc:
        raise SaveError(f"this {game_name} save is damaged ({type(exc).__name__}: {str(exc)[:80]})") from None


def check_header(data: Any, game_name: str, game_id: str, fmt: int, keys: tuple[str, ...]) -> dict:
    """``data`` if it is a mapping holding every one of ``keys``, of format ``fmt`` and of game ``game_id``;
    otherwise the SaveError sentence that says which (naming the game as players call it, ``game_name``)."""
    if not isinstance(data, dict):
        raise SaveError(f"this {game_name} save is not a mapping")
    missing = [k for k in keys if k not in data]
    if missing:
        raise SaveError(f"this {game_name} save lacks its {missing[0]!r}")
    if data["format"] != fmt or data["game"] != game_id:
        raise SaveError(f"this save is not a {game_name} game of format {fmt}")
    return data


def as_int(value: Any) -> int:
    """``value`` if it is a whole number (not a boolean, not a float); ValueError otherwise."""
    if type(value) is not int:
        raise ValueError(f"expected a whole number, found {str(value)[:20]!r}")
    return value


def as_ints(value: Any) -> list[int]:
    """``value`` if it is a list of whole numbers (as a new list); ValueError otherwise."""
    if not isinstance(value, list):
        raise ValueError("expected a list of numbers")
    return [as_int(v) for v in value]


def as_bool(value: Any) -> bool:
    """``value`` if it is true or false (not 0 or 1); ValueError otherwise."""
    if type(value) is not bool:
        raise ValueError(f"expected true or false, found {str(value)[:20]!r}")
    return value


def to_lists(value: Any) -> Any:
    """Tuples and lists, nested, as lists: a frame of a game's stack of decisions as JSON writes it."""
    if isinstance(value, (tuple, list)):
        return [to_lists(v) for v in value]
    return value


def to_tuples(value: Any) -> Any:
    """Lists, nested, as tuples: ``to_lists`` undone (a stack frame as the engine holds it)."""
    if isinstance(value, list):
        return tuple(to_tuples(v) for v in value)
    return value


def rng_to_json(rng: random.Random) -> list:
    """A generator's whole state as JSON values: ``[version, [625 numbers], gauss]``."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Any) -> random.Random:
    """A generator in the state ``rng_to_json`` wrote; ValueError for a state that is not one (a wrong size, all
    zeros: the Mersenne Twister would never leave it)."""
    version, internal, gauss = data
    internal = as_ints(internal)
    if len(internal) != _RNG_WORDS or not any(internal[:-1]):
        raise ValueError("bad random state")
    rng = random.Random()
    rng.setstate((as_int(version), tuple(internal), gauss))
    return rng


def outcome_to_json(outcome: Outcome | None) -> dict | None:
    """An Outcome as JSON values (None stays None)."""
    if outcome is None:
        return None
    return {"totals": list(outcome.totals), "winners": list(outcome.winners),
            "detail": to_lists(dict(outcome.detail))}


def outcome_from_json(data: Any) -> Outcome | None:
    """``outcome_to_json`` undone; ValueError (or another slip) for anything else."""
    if data is None:
        return None
    return Outcome(tuple(as_ints(data["totals"])), tuple(as_ints(data["winners"])), dict(data["detail"]))
