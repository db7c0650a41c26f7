"""Score files for ``ecosysteme score``: finished games (or seasons) written in YAML, one per document, each read
by its game's own reader (``GameDef.score_file``: Forêt's and Savane's grids, Canopée's seasons, Living Forest's
victory checks; see each game's ``scorefile`` module for its keys).

    game: forest            # a registered game's id: which reader reads the rest
    players: ...
"""
from __future__ import annotations

from typing import Any

from .core.registry import game_def, game_ids
from .errors import ScoreFileError
from .inputs import SCORE_FILE, InputError, parse_yaml, read_text, shown


def scored_games() -> tuple[str, ...]:
    """The games a score file may hold: those whose definition reads score files."""
    return tuple(gid for gid in game_ids() if game_def(gid).score_file() is not None)


def score_reader(game_id: str) -> Any:
    """The reader of ``game_id``'s score files (``check_document``, ``score_json``, ``score_pad``)."""
    return game_def(game_id).score_file()


def _words(ids: tuple[str, ...]) -> str:
    return ", ".join(ids[:-1]) + f" or {ids[-1]}" if len(ids) > 1 else "".join(ids)


def _check_document(doc: Any, where: str) -> tuple[str, Any]:
    """One document, read by its game's reader (imported only for a file that has one of its documents)."""
    if not isinstance(doc, dict):
        raise ScoreFileError(f"{where}: expected a mapping with 'game' and 'players'")
    known = scored_games()
    if "game" not in doc:
        raise ScoreFileError(f"{where}: missing 'game' ({_words(known)})")
    if doc["game"] not in known:
        raise ScoreFileError(f"{where}: 'game' must be {_words(known)}, not {shown(doc['game'])}")
    definition = game_def(doc["game"])
    return doc["game"], definition.score_file().check_document(doc, where, definition.rules)


def parse_score_text(text: str, source: str) -> list[tuple[str, Any]]:
    """Every game of a score file as (game id, its reader's scored game), or ScoreFileError naming the document
    and the problem."""
    try:
        docs = parse_yaml(text, SCORE_FILE)
    except InputError as exc:
        # a value out of bounds is named by its game (the document) and its entry, as the checks below name theirs
        game = "" if exc.document is None else f"game {exc.document}: "
        raise ScoreFileError(f"{source}: {game}{exc}") from None
    docs = [d for d in docs if d is not None]
    if not docs:
        raise ScoreFileError(f"{source}: no game found (write one game per YAML document)")
    return [_check_document(doc, f"{source}: game {i}") for i, doc in enumerate(docs, 1)]


def read_score_file(path: str) -> list[tuple[str, Any]]:
    try:
        text = read_text(path, SCORE_FILE)
    except InputError as exc:
        raise ScoreFileError(f"{path}: {exc}") from None
    return parse_score_text(text, path)
