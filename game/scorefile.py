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

from .catalogue import GAME_IDS, GRID_COLS, GRID_ROWS, GameRules, rules_for
from .errors import IllegalAction, ScoreFileError
from .inputs import NAME_MAX, SCORE_FILE, InputError, clean_text, parse_yaml, read_text, shown
from .ecosysteme.scoring import GameScore, frame_from_rows

# the games a score file may hold, as its 'game' key names them
SCORED_GAMES = "forest, savane, canopee or living-forest"


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
            _fail(where, f"unknown key {shown(key)} (allowed: game, players, neutral, solo)")
    if "game" not in doc:
        _fail(where, f"missing 'game' ({SCORED_GAMES})")
    if doc["game"] not in GAME_IDS:
        _fail(where, f"'game' must be {SCORED_GAMES}, not {shown(doc['game'])}")
    rules = rules_for(doc["game"])
    solo = doc.get("solo", False)
    if not isinstance(solo, bool):
        _fail(where, f"'solo' must be true or false, not {shown(solo)}")

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
                _fail(pw, f"unknown key {shown(key)} (allowed: name, grid, prey)")
        name = player.get("name")
        # a name is printed on a terminal: control characters (an escape sequence would rewrite the screen)
        # are dropped where it enters, as the game does for its seats
        if isinstance(name, bool) or not isinstance(name, (str, int)) or not clean_text(str(name), NAME_MAX):
            _fail(pw, f"each player needs a 'name' (at most {NAME_MAX} characters are kept)")
        name = clean_text(str(name), NAME_MAX)
        pw = f"{where}: player {shown(name)}"
        if name in names:
            _fail(pw, "two players have this name")
        names.append(name)
        grid = player.get("grid")
        if not isinstance(grid, list) or len(grid) != GRID_ROWS:
            _fail(pw, f"'grid' must be {GRID_ROWS} rows of {GRID_COLS} card ids, top row first")
        for r, row in enumerate(grid, 1):
            if not isinstance(row, list) or len(row) != GRID_COLS:
                found = f"{len(row)} entries" if isinstance(row, list) else shown(row)
                _fail(pw, f"grid row {r} must have {GRID_COLS} card ids, found {found}")
            for c, kid in enumerate(row, 1):
                if not isinstance(kid, str) or kid not in rules.kind_by_id:
                    _fail(pw, f"grid row {r}, column {c}: {shown(kid)} is not a card of {rules.name('en')} "
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
        most = rules.rounds * rules.picks_per_round
        for kid, count in neutral_counts.items():
            if not isinstance(kid, str) or kid not in rules.kind_by_id:
                _fail(where, f"neutral: {shown(kid)} is not a card of {rules.name('en')}")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                _fail(where, f"neutral: the count of {shown(kid)} must be a whole number, not {shown(count)}")
            used[kid] += count
            # counted before the pile is built: a count of a billion is refused, not allocated
            if sum(used.values()) > len(rules.deck) or len(neutral) + count > most:
                _fail(where, f"neutral: {len(neutral) + count} cards or more, but the neutral pile holds at most "
                             f"{most} (one per pick)")
            neutral.extend([rules.kind_by_id[kid].index] * count)

    for kid, n in used.items():
        available = rules.kind_by_id[kid].count
        if n > available:
            _fail(where, f"{n} {shown(kid)} cards are used, but {rules.name('en')} has only {available}")

    score = rules.scorer.score_table(frames, neutral=neutral, solo=solo, prey_choices=prey_choices)
    return ScoredGame(rules=rules, names=names, solo=solo, score=score)


def parse_score_text(text: str, source: str) -> list[ScoredGame]:
    """Every game of a score file, or ScoreFileError naming the document and the problem."""
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


def _check_document(doc: Any, where: str):
    """One document, read by its game's own checker: Forêt and Savane here, Canopée and Living Forest in their
    packages (imported only for a file that has one of their documents)."""
    game = doc.get("game") if isinstance(doc, dict) else None
    if game == "canopee":
        from .canopee.scorefile import check_document

        return check_document(doc, where, rules_for("canopee"))
    if game == "living-forest":
        from .livingforest.scorefile import check_document, scoring_rules

        return check_document(doc, where, scoring_rules())
    return _check_game(doc, where)


def read_score_file(path: str) -> list[ScoredGame]:
    try:
        text = read_text(path, SCORE_FILE)
    except InputError as exc:
        raise ScoreFileError(f"{path}: {exc}") from None
    return parse_score_text(text, path)
