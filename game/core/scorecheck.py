"""What every game's score-file reader checks the same way (``ecosysteme score``; game/scorefile.py reads the
file, each game's ``scorefile`` module its documents): a problem is one ScoreFileError line that names where it
is ("file.yaml: game 2: player 'Ana'"), a mapping's keys are the reader's own, and a player's name is cleaned as
the window cleans a seat's. Pure Python."""
from __future__ import annotations

from typing import Any, NoReturn, Sequence

from ..errors import ScoreFileError
from ..inputs import NAME_MAX, clean_text, shown


def fail(where: str, problem: str) -> NoReturn:
    raise ScoreFileError(f"{where}: {problem}")


def mapping(value: Any, where: str, expected: str, allowed: Sequence[str] | None = None) -> dict:
    """``value``, a mapping whose keys are all ``allowed`` (None: not checked here); ``expected`` says what the
    mapping holds ("'name' and 'grid'") for the message when it is not one."""
    if not isinstance(value, dict):
        fail(where, f"expected a mapping with {expected}")
    if allowed is not None:
        only_keys(value, where, allowed)
    return value


def only_keys(value: dict, where: str, allowed: Sequence[str]) -> None:
    for key in value:
        if key not in allowed:
            fail(where, f"unknown key {shown(key)} (allowed: {', '.join(allowed)})")


def game_is(doc: dict, where: str, game_id: str) -> None:
    """The document's 'game' is the reader's game (game/scorefile.py chose the reader by it)."""
    if doc.get("game") != game_id:
        fail(where, f"'game' must be {game_id}, not {shown(doc.get('game'))}")


def player_name(player: dict, pw: str, where: str) -> tuple[str, str]:
    """The player's 'name' as the game keeps it (a name is printed on a terminal: control characters, an escape
    sequence that would rewrite the screen, are dropped where it enters, as the window does for its seats), and
    the player's place in messages from now on (``where``: the document's)."""
    name = player.get("name")
    if isinstance(name, bool) or not isinstance(name, (str, int)) or not clean_text(str(name), NAME_MAX):
        fail(pw, f"each player needs a 'name' (at most {NAME_MAX} characters are kept)")
    name = clean_text(str(name), NAME_MAX)
    return name, f"{where}: player {shown(name)}"


def new_name(name: str, pw: str, names: Sequence[str]) -> None:
    if name in names:
        fail(pw, "two players have this name")
