"""The game log: every public event of a game in words, French or English, for any game of the collection.

``log_lines(state, names, lang)`` asks the game's own describer (its GameDef's ``log_lines``): Forêt and
Savane tell their reveals (game/ecosysteme/log.py), Canopée its turns and ends of season (game/canopee/log.py).
Every game answers with the same shapes, so one panel shows any log and one replay steps through any game: a
list of ``LogEntry`` (a header and its ``LogItem`` lines), oldest first, built from public information only.

Entry ``k`` (counted from 1) is replay step ``k`` (``game.replay.replay_steps``): the state once the first
``entry.actions`` actions of the game's action log are played (step 0 is the deal).

``COLUMNS``, ``axis_names`` and ``cell_name`` (the names of Forêt's and Savane's cells) are still found here:
they live in game/ecosysteme/log.py and are read from there on first use (that module imports this one).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .core.registry import game_def


@dataclass(frozen=True)
class LogItem:
    """One line of an entry.

    ``kind`` says what it tells: Forêt and Savane: "pick" (a seat's card), "neutral" (the neutral's card),
    "discard" (solo: the card given to the opponent) or "draw" (solo: the cards drawn); Canopée's kinds are
    listed in game/canopee/log.py. ``who`` is the name of whoever it is about (None when the entry's header
    already says it, or in a solo Forêt / Savane game), ``what`` the rest ("Bee at B2", "gave Wolf to Alban"),
    and ``text`` the whole line. ``card`` is the kind id shown (for an icon), ``seat`` whose it is (Forêt and
    Savane: None for the neutral; Canopée: the forest, the Spirit's after the seats'), ``cell`` a Forêt /
    Savane cell's name ("B2") and ``swap`` a Lapin's swap in words.

    ``spots``: where the cards the line is about lie now on the table, for a table to light them when the line
    is pointed at (scenes/gamelog.py, ``TableBase.log_marks``), read from the game's data, never from the words.
    Each is a tuple whose first word says where; Forêt and Savane: ``("eco", seat, row, col)`` a card on a seat's
    ecosystem (its relative cell, after every later swap), ``("neutral", i)`` the neutral pile's ``i``-th card,
    ``("opponent", i)`` the solo opponent's ``i``-th card. () where the line names no card on the table.
    """

    kind: str
    text: str
    what: str
    who: str | None = None
    card: str | None = None
    seat: int | None = None
    cell: str | None = None
    swap: str | None = None
    spots: tuple[tuple, ...] = ()


@dataclass(frozen=True)
class LogEntry:
    """One reveal, one turn, one end of season... as the game groups its events. ``step`` counts from 1 and is
    the replay step this entry leads to (``game.replay.replay_steps(match)[step]``); ``text`` is the whole entry
    on one line ("Round 1 · pick 3: Ana: Bee at B2; Bob: …"). ``actions``: how many actions of the game's
    action log (``State.actions_log()``) have been played once this entry is complete — the replay's step
    ``step`` is the deal with that many actions played. Several entries may end with the same action (in
    Canopée a Forest Spirit's turn, or an end of season that asks nothing, happens within a seat's action)."""

    step: int
    header: str
    items: tuple[LogItem, ...]
    text: str
    actions: int = 0
    # how many public events the game had made once this entry is complete (0: the game does not say): where
    # several entries end within one action, the replay shows each at its own moment (``State.apply_observed``)
    events: int = 0


def log_lines(state: Any, names: Sequence[str], lang: str) -> list[LogEntry]:
    """Every entry of ``state``'s log so far, oldest first. ``names``: the seats' names (``Match.names()``; in
    solo the second may be the opponent's)."""
    return game_def(state.game_id).log_lines(state, names, lang)
