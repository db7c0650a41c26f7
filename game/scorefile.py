"""Score files for ``ecosysteme score``: finished games written in YAML, one game per document.

    game: forest            # or savane
    players:
      - name: Ana
        grid:               # 4 rows of 5 card ids, top row first
          - [bee, meadow, meadow, stream, stream]
          - ...
        prey: [[1, 2]]      # optional, Savane: the cells (row, column) the lions took
    neutral: {stream: 3, wolf: 2}   # optional, two-player games
    solo: true                      # optional: exactly two players, the second is Alban / Jhay
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

import yaml

from .catalogue import GAME_IDS, GRID_COLS, GRID_ROWS, GameRules, rules_for
from .errors import IllegalAction, ScoreFileError, yaml_error_location
from .scoring import GameScore, frame_from_rows


@dataclass
class ScoredGame:
    rules: GameRules
    names: list[str]
    solo: bool
    score: GameScore


def _fail(where: str, problem: str) -> None:
    raise ScoreFileError(f"{where}: {problem}")


def _check_game(doc: Any, where: str) -> ScoredGame:
    if not isinstance(doc, dict):
        _fail(where, "expected a mapping with 'game' and 'players'")
    allowed = {"game", "players", "neutral", "solo"}
    for key in doc:
        if key not in allowed:
            _fail(where, f"unknown key {key!r} (allowed: game, players, neutral, solo)")
    if "game" not in doc:
        _fail(where, "missing 'game' (forest or savane)")
    if doc["game"] not in GAME_IDS:
        _fail(where, f"'game' must be forest or savane, not {doc['game']!r}")
    rules = rules_for(doc["game"])
    solo = doc.get("solo", False)
    if not isinstance(solo, bool):
        _fail(where, f"'solo' must be true or false, not {solo!r}")

    players = doc.get("players")
    if not isinstance(players, list) or not players:
        _fail(where, "'players' must be a list of players, each with a name and a grid")
    if solo and len(players) != 2:
        _fail(where, f"a solo game has exactly two players (you, then {rules.solo.opponent}), found {len(players)}")
    if not solo and not rules.players_min <= len(players) <= rules.players_max:
        _fail(where, f"{rules.name('en')} is played by {rules.players_min} to {rules.players_max} players, "
                     f"found {len(players)}")

    names: list[str] = []
    frames: list[list[int]] = []
    prey_choices: list[list[int] | None] = []
    used: Counter[str] = Counter()
    for i, player in enumerate(players):
        pw = f"{where}: players[{i}]"
        if not isinstance(player, dict):
            _fail(pw, "expected a mapping with 'name' and 'grid'")
        for key in player:
            if key not in ("name", "grid", "prey"):
                _fail(pw, f"unknown key {key!r} (allowed: name, grid, prey)")
        name = player.get("name")
        if not isinstance(name, (str, int)) or not str(name).strip():
            _fail(pw, "each player needs a 'name'")
        name = str(name).strip()
        pw = f"{where}: player {name!r}"
        if name in names:
            _fail(pw, "two players have this name")
        names.append(name)
        grid = player.get("grid")
        if not isinstance(grid, list) or len(grid) != GRID_ROWS:
            _fail(pw, f"'grid' must be {GRID_ROWS} rows of {GRID_COLS} card ids, top row first")
        for r, row in enumerate(grid, 1):
            if not isinstance(row, list) or len(row) != GRID_COLS:
                found = f"{len(row)} entries" if isinstance(row, list) else repr(row)
                _fail(pw, f"grid row {r} must have {GRID_COLS} card ids, found {found}")
            for c, kid in enumerate(row, 1):
                if not isinstance(kid, str) or kid not in rules.kind_by_id:
                    _fail(pw, f"grid row {r}, column {c}: {kid!r} is not a card of {rules.name('en')} "
                              f"(cards: {', '.join(rules.kind_ids)})")
                used[kid] += 1
        frames.append(frame_from_rows(rules, grid))
        prey = player.get("prey")
        if prey is None:
            prey_choices.append(None)
        else:
            if not rules.scorer.has_hunt:
                _fail(pw, f"'prey' only applies to games with lions, not {rules.name('en')}")
            if not isinstance(prey, list) or not all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(v, int) for v in p) for p in prey
            ):
                _fail(pw, "'prey' must be a list of [row, column] cells (1-based)")
            for row, col in prey:
                if not (1 <= row <= GRID_ROWS and 1 <= col <= GRID_COLS):
                    _fail(pw, f"prey cell [{row}, {col}] is outside the grid")
            choice = [(row - 1) * GRID_COLS + (col - 1) for row, col in prey]
            try:
                rules.scorer.score_frame(frames[-1], prey_choice=choice)
            except IllegalAction as exc:
                _fail(pw, f"'prey': {exc}")
            prey_choices.append(choice)

    neutral_counts = doc.get("neutral")
    neutral = None
    if neutral_counts is not None:
        if solo or len(players) != 2:
            _fail(where, "'neutral' only applies to two-player games")
        if not isinstance(neutral_counts, dict):
            _fail(where, "'neutral' must map card ids to counts, e.g. {stream: 3, wolf: 2}")
        neutral = []
        for kid, count in neutral_counts.items():
            if not isinstance(kid, str) or kid not in rules.kind_by_id:
                _fail(where, f"neutral: {kid!r} is not a card of {rules.name('en')}")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                _fail(where, f"neutral: the count of {kid!r} must be a whole number, not {count!r}")
            used[kid] += count
            neutral.extend([rules.kind_by_id[kid].index] * count)
        most = rules.rounds * rules.picks_per_round
        if len(neutral) > most:
            _fail(where, f"neutral: {len(neutral)} cards, but the neutral pile holds at most {most} (one per pick)")

    for kid, n in used.items():
        available = rules.kind_by_id[kid].count
        if n > available:
            _fail(where, f"{n} {kid!r} cards are used, but {rules.name('en')} has only {available}")

    score = rules.scorer.score_table(frames, neutral=neutral, solo=solo, prey_choices=prey_choices)
    return ScoredGame(rules=rules, names=names, solo=solo, score=score)


def parse_score_text(text: str, source: str) -> list[ScoredGame]:
    """Every game of a score file, or ScoreFileError naming the document and the problem."""
    try:
        docs = list(yaml.safe_load_all(text))
    except yaml.YAMLError as exc:
        at = yaml_error_location(exc, " at ")
        problem = getattr(exc, "problem", None) or "syntax error"
        raise ScoreFileError(f"{source}: not valid YAML{at} ({problem})") from None
    docs = [d for d in docs if d is not None]
    if not docs:
        raise ScoreFileError(f"{source}: no game found (write one game per YAML document)")
    return [_check_game(doc, f"{source}: game {i}") for i, doc in enumerate(docs, 1)]


def read_score_file(path: str) -> list[ScoredGame]:
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except FileNotFoundError:
        raise ScoreFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ScoreFileError(f"{path}: is a folder, not a score file") from None
    except UnicodeDecodeError:
        raise ScoreFileError(f"{path}: is not a text file (UTF-8 YAML expected)") from None
    except OSError as exc:
        raise ScoreFileError(f"{path}: cannot be read ({exc.strerror})") from None
    return parse_score_text(text, path)
