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

from .cards import GRID_COLS, GRID_ROWS, GameRules
from ..core.scorecheck import fail, mapping, new_name, player_name
from ..errors import IllegalAction
from ..i18n import tr
from ..inputs import shown
from .grid import frame_cell
from .scoring import GameScore, frame_from_rows

# the games a score file may hold, as its 'game' key names them



@dataclass
class ScoredGame:
    rules: GameRules
    names: list[str]
    solo: bool
    score: GameScore


def check_document(doc: Any, where: str, rules: GameRules) -> ScoredGame:
    """One game of a score file of Forêt or Savane (``rules``: the game's, which its 'game' key named), checked and
    scored; one ScoreFileError line for any problem."""
    mapping(doc, where, "'game' and 'players'", ("game", "players", "neutral", "solo"))
    solo = doc.get("solo", False)
    if not isinstance(solo, bool):
        fail(where, f"'solo' must be true or false, not {shown(solo)}")

    players = doc.get("players")
    if not isinstance(players, list) or not players:
        fail(where, "'players' must be a list of players, each with a name and a grid")
    if solo and len(players) != 2:
        fail(where, f"a solo game has exactly two players (you, then {rules.solo.opponent}), found {len(players)}")
    if not solo and not rules.players_min <= len(players) <= rules.players_max:
        fail(where, f"{rules.name('en')} is played by {rules.players_min} to {rules.players_max} players, "
                     f"found {len(players)}")

    names: list[str] = []
    frames: list[list[int]] = []
    prey_choices: list[list[int] | None] = []
    used: Counter[str] = Counter()
    for i, player in enumerate(players):
        pw = f"{where}: players[{i}]"
        mapping(player, pw, "'name' and 'grid'", ("name", "grid", "prey"))
        name, pw = player_name(player, pw, where)
        new_name(name, pw, names)
        names.append(name)
        grid = player.get("grid")
        if not isinstance(grid, list) or len(grid) != GRID_ROWS:
            fail(pw, f"'grid' must be {GRID_ROWS} rows of {GRID_COLS} card ids, top row first")
        for r, row in enumerate(grid, 1):
            if not isinstance(row, list) or len(row) != GRID_COLS:
                found = f"{len(row)} entries" if isinstance(row, list) else shown(row)
                fail(pw, f"grid row {r} must have {GRID_COLS} card ids, found {found}")
            for c, kid in enumerate(row, 1):
                if not isinstance(kid, str) or kid not in rules.kind_by_id:
                    fail(pw, f"grid row {r}, column {c}: {shown(kid)} is not a card of {rules.name('en')} "
                              f"(cards: {', '.join(rules.kind_ids)})")
                used[kid] += 1
        frames.append(frame_from_rows(rules, grid))
        prey = player.get("prey")
        if prey is None:
            prey_choices.append(None)
        else:
            if not rules.scorer.has_hunt:
                fail(pw, f"'prey' only applies to games with lions, not {rules.name('en')}")
            if not isinstance(prey, list) or not all(
                isinstance(p, list) and len(p) == 2 and all(isinstance(v, int) for v in p) for p in prey
            ):
                fail(pw, "'prey' must be a list of [row, column] cells (1-based)")
            for row, col in prey:
                if not (1 <= row <= GRID_ROWS and 1 <= col <= GRID_COLS):
                    fail(pw, f"prey cell [{row}, {col}] is outside the grid")
            choice = [(row - 1) * GRID_COLS + (col - 1) for row, col in prey]
            try:
                rules.scorer.score_frame(frames[-1], prey_choice=choice)
            except IllegalAction as exc:
                fail(pw, f"'prey': {exc}")
            prey_choices.append(choice)

    neutral_counts = doc.get("neutral")
    neutral = None
    if neutral_counts is not None:
        if solo or len(players) != 2:
            fail(where, "'neutral' only applies to two-player games")
        if not isinstance(neutral_counts, dict):
            fail(where, "'neutral' must map card ids to counts, e.g. {stream: 3, wolf: 2}")
        neutral = []
        most = rules.rounds * rules.picks_per_round
        for kid, count in neutral_counts.items():
            if not isinstance(kid, str) or kid not in rules.kind_by_id:
                fail(where, f"neutral: {shown(kid)} is not a card of {rules.name('en')}")
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                fail(where, f"neutral: the count of {shown(kid)} must be a whole number, not {shown(count)}")
            used[kid] += count
            # counted before the pile is built: a count of a billion is refused, not allocated
            if sum(used.values()) > len(rules.deck) or len(neutral) + count > most:
                fail(where, f"neutral: {len(neutral) + count} cards or more, but the neutral pile holds at most "
                             f"{most} (one per pick)")
            neutral.extend([rules.kind_by_id[kid].index] * count)

    for kid, n in used.items():
        available = rules.kind_by_id[kid].count
        if n > available:
            fail(where, f"{n} {shown(kid)} cards are used, but {rules.name('en')} has only {available}")

    score = rules.scorer.score_table(frames, neutral=neutral, solo=solo, prey_choices=prey_choices)
    return ScoredGame(rules=rules, names=names, solo=solo, score=score)


def score_json(game: ScoredGame) -> dict:
    """The JSON line of ``ecosysteme score --json``: game, players (name, scores), winners, the solo result."""
    players = []
    for name, sheet in zip(game.names, game.score.players):
        scores = dict(sheet.kinds)
        if sheet.biodiversity is not None:
            scores["biodiversity"] = sheet.biodiversity
        scores["total"] = sheet.total
        players.append({"name": name, "scores": scores})
    out = {"game": game.rules.id, "players": players, "winners": [game.names[i] for i in game.score.winners]}
    if game.score.solo is not None:
        out["solo"] = {"margin": game.score.solo.margin, "level": game.score.solo.level}
    return out


def score_pad(game: ScoredGame, lang: str) -> str:
    """A text score pad in ``lang``: one row per card kind, one column per player, the total, the winners."""
    rules, score = game.rules, game.score
    labels = [k.name(lang) for k in rules.kinds]
    rows = [[str(sheet.kinds[k.id]) for sheet in score.players] for k in rules.kinds]
    if rules.biodiversity is not None:
        labels.append(tr("biodiversity", lang))
        rows.append(["" if s.biodiversity is None else str(s.biodiversity) for s in score.players])
    labels.append(tr("total", lang))
    rows.append([str(s.total) for s in score.players])

    label_w = max(len(x) for x in labels) + 2
    col_w = [max(6, len(name) + 2, *(len(r[i]) + 2 for r in rows)) for i, name in enumerate(game.names)]
    lines = [rules.name(lang), " " * label_w + "".join(name.rjust(w) for name, w in zip(game.names, col_w))]
    rule = "-" * (label_w + sum(col_w))
    for i, (label, row) in enumerate(zip(labels, rows)):
        if i == len(labels) - 1:
            lines.append(rule)
        lines.append(label.ljust(label_w) + "".join(v.rjust(w) for v, w in zip(row, col_w)))

    for name, sheet in zip(game.names, score.players):
        if sheet.lion_prey:
            cells = ", ".join(f"[{r + 1}, {c + 1}]" for r, c in map(frame_cell, sheet.lion_prey))
            lines.append(f"{tr('lion_prey', lang)} – {name}: {cells}")
    winners = [game.names[i] for i in score.winners]
    if score.solo is not None:
        level = tr(f"level_{score.solo.level or 'loss'}", lang)
        lines.append(f"{tr('margin', lang)}: {score.solo.margin:+d} → {level}")
    else:
        key = "winner" if len(winners) == 1 else "winners"
        lines.append(f"{tr(key, lang)}: {', '.join(winners)}")
    return "\n".join(lines)
