"""``ecosysteme score`` for Living Forest: one victory check (§7.1, §8) per YAML document.

    game: living-forest
    players:
      - name: Ana
        forest:                  # 3 rows of 5, top row first: a tree type id, `start` (the centre), or `-`
          - [-, t3a, -, -, -]
          - [-, t4b, start, t5a, -]
          - [-, -, t10, -, -]
        help_line: [1, 5, 18, varan]   # the cards in play: numbers of LIVING_FOREST.md §2.3, `varan` for a Varan
        fire_tiles: [2, 3, 3]          # the values of the fires this player has put out
        victory_tiles: [fire, tree, flower]

``help_line``, ``fire_tiles`` and ``victory_tiles`` may be left out (none); ``forest`` too (only the start tree).
``check_document`` turns one loaded document into a ``LivingForestScored`` (or one ScoreFileError line naming
the document and the problem); ``score_json`` gives the JSON line of the issue's contract; ``score_pad`` a score
pad in French or English. game/ecosysteme/scorefile.py hands this module the file's Living Forest documents.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from ..core.scorecheck import fail, game_is, mapping, new_name, only_keys, player_name
from ..i18n import tr
from ..inputs import shown
from . import scoring
from .cards import GAME_ID, START_TREE as START

DOC_KEYS = ("game", "players")
PLAYER_KEYS = ("name", "forest", "help_line", "fire_tiles", "victory_tiles")
# the words of the file format for an empty cell and a Fire Varan (the start tree is written by its id)
EMPTY = "-"
VARAN = "varan"
# the keys of a player's scores in the JSON line, in order
JSON_KEYS = scoring.ELEMENTS + ("trees", "fires", "flowers", "sum", "eligible")


@dataclass(frozen=True)
class PlayerScore:
    name: str
    scores: Mapping[str, Any]       # JSON_KEYS: ints, "eligible" a bool


@dataclass(frozen=True)
class LivingForestScored:
    """One scored victory check: the players in document order and the winners' names in that order (empty
    when nobody reaches the target: the game would go on)."""

    rules: Any
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...]

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]


def _list(value: Any, where: str, what: str, example: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        fail(where, f"{what!r} must be a list such as {example}, not {shown(value)}")
    return value


def check_document(doc: Any, where: str, rules: Any) -> LivingForestScored:
    """One Living Forest victory check, checked and scored. ``where`` names the document in messages
    ("file.yaml: game 2"); every problem is one ScoreFileError line."""
    mapping(doc, where, "'game' and 'players'", DOC_KEYS)
    game_is(doc, where, rules.game_id)
    players = doc.get("players")
    if not isinstance(players, list) or not players:
        fail(where, "'players' must be a list of players, each with a name, a forest and a help line")
    if not rules.players_min <= len(players) <= rules.players_max:
        fail(where, f"{rules.name('en')} is played by {rules.players_min} to {rules.players_max} players, "
                     f"found {len(players)}")

    names: list[str] = []
    entries = []
    trees_used: Counter[str] = Counter()       # the whole document's, against the dispensers of this game
    cards_used: Counter[int] = Counter()       # reserve cards and Varans: one deck for everybody
    fires_used: Counter[int] = Counter()
    tiles_used: Counter[str] = Counter()
    for i, player in enumerate(players):
        entry = _check_player(player, f"{where}: players[{i}]", where, rules, names)
        names.append(entry[0])
        entries.append(entry)
        trees_used.update(entry[1].values())
        cards_used.update(c for c in entry[2] if c not in rules.starting)
        fires_used.update(entry[3])
        tiles_used.update(entry[4])
    _check_supply(rules, where, len(players), trees_used, cards_used, fires_used, tiles_used)

    all_counts = []
    scored = []
    for name, forest, help_line, fire_tiles, victory_tiles in entries:
        totals = scoring.element_totals(rules, help_line, forest)
        c = scoring.counts(rules, help_line, forest, fire_tiles, victory_tiles)
        all_counts.append(c)
        scores: dict[str, Any] = {e: totals[e] for e in scoring.ELEMENTS}
        scores.update(trees=c.trees, fires=c.fires, flowers=c.flowers, sum=c.sum,
                      eligible=c.eligible(rules.victory_target))
        scored.append(PlayerScore(name=name, scores=scores))
    winners = tuple(names[i] for i in sorted(scoring.winners(rules, all_counts)))
    return LivingForestScored(rules=rules, players=tuple(scored), winners=winners)


def _check_player(player: Any, pw: str, where: str, rules: Any, names: list[str]):
    mapping(player, pw, "'name', 'forest', 'help_line', 'fire_tiles' and 'victory_tiles'")
    name, pw = player_name(player, pw, where)
    only_keys(player, pw, PLAYER_KEYS)        # told with the player's name, as the file's writer knows them
    new_name(name, pw, names)
    forest = _check_forest(player.get("forest"), pw, rules)
    help_line = _check_help_line(player.get("help_line"), pw, rules)

    fire_tiles = _list(player.get("fire_tiles"), pw, "fire_tiles", "[2, 3, 3]")
    values = sorted(rules.fire_tiles)
    for v in fire_tiles:
        if isinstance(v, bool) or not isinstance(v, int) or v not in values:
            fail(pw, f"fire_tiles: a fire's value is one of {', '.join(map(str, values))}, not {shown(v)}")

    victory_tiles = _list(player.get("victory_tiles"), pw, "victory_tiles", "[fire, tree, flower]")
    for kind in victory_tiles:
        if not isinstance(kind, str) or kind not in rules.victory_tiles:
            fail(pw, f"victory_tiles: {shown(kind)} is not a victory tile (the kinds are "
                      f"{', '.join(rules.victory_tiles)})")
    return name, forest, help_line, list(fire_tiles), list(victory_tiles)


def _check_forest(raw: Any, pw: str, rules: Any) -> dict[tuple[int, int], str]:
    """The planted trees by cell (x, y), the start cell left out, as game/livingforest/scoring.py reads them.
    Left out, a forest holds only its start tree."""
    w, h = rules.width, rules.height
    sx, sy = rules.start_cell
    shape = f"'forest' must be {h} rows of {w} cells, top row first (a tree id, {START} or {EMPTY})"
    if raw is None:
        return {}
    if not isinstance(raw, list) or len(raw) != h:
        found = f"{len(raw)} rows" if isinstance(raw, list) else shown(raw)
        fail(pw, f"{shape}, found {found}")
    forest: dict[tuple[int, int], str] = {}
    start_at = []
    for y, row in enumerate(raw):
        if not isinstance(row, list) or len(row) != w:
            found = f"{len(row)} cells" if isinstance(row, list) else shown(row)
            fail(pw, f"forest row {y + 1} must have {w} cells, found {found}")
        for x, cell in enumerate(row):
            if cell == EMPTY:
                continue
            if cell == START:
                start_at.append((x, y))
            elif isinstance(cell, str) and cell in rules.trees:
                forest[(x, y)] = cell
            else:
                fail(pw, f"forest row {y + 1}, column {x + 1}: {shown(cell)} is not a tree (trees: "
                          f"{', '.join(rules.trees)}; {START} for the start tree, {EMPTY} for an empty cell)")
    centre = f"row {sy + 1}, column {sx + 1}"
    if start_at != [(sx, sy)]:
        if not start_at:
            fail(pw, f"the forest has no start tree: write {START} at its centre ({centre})")
        if len(start_at) > 1:
            fail(pw, f"the forest has {len(start_at)} start trees, one only, at its centre ({centre})")
        x, y = start_at[0]
        fail(pw, f"the start tree stands at the centre ({centre}), not at row {y + 1}, column {x + 1}")
    # every tree is planted next to a tree: the forest grows from the centre in one piece
    reached = {(sx, sy)}
    todo = [(sx, sy)]
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in forest and nxt not in reached:
                reached.add(nxt)
                todo.append(nxt)
    for (x, y), tree in sorted(forest.items(), key=lambda item: (item[0][1], item[0][0])):
        if (x, y) not in reached:
            fail(pw, f"forest row {y + 1}, column {x + 1}: {tree} is not connected to the start tree (a tree is "
                      f"planted next to another)")
    return forest


def _check_help_line(raw: Any, pw: str, rules: Any) -> list[int]:
    cards = _list(raw, pw, "help_line", "[1, 5, 18, varan]")
    last = max(c for c in rules.cards if c != rules.varan)
    ids: list[int] = []
    for card in cards:
        if card == VARAN:
            ids.append(rules.varan)
            continue
        if isinstance(card, bool) or not isinstance(card, int) or card == rules.varan or card not in rules.cards:
            fail(pw, f"help_line: {shown(card)} is not a card (the numbers 1 to {last} of the rules, "
                      f"{VARAN} for a Fire Varan)")
        ids.append(card)
    # a player owns one copy of each card, the Varans apart: one card cannot be twice in play
    twice = [c for c, n in Counter(ids).items() if n > 1 and c != rules.varan]
    if twice:
        card = rules.cards[twice[0]]
        fail(pw, f"help_line: card {card.id} ({card.name('en')}) is there twice; a player has one copy of each "
                  f"card ({VARAN} apart)")
    balance = sum(1 for c in ids if rules.cards[c].symbol == "S") - sum(1 for c in ids if rules.cards[c].symbol == "G")
    if balance > rules.forced_stop:
        fail(pw, f"help_line: {balance} more Solitary than Gregarious symbols, but a draw stops at "
                  f"{rules.forced_stop}")
    return ids


def _check_supply(rules: Any, where: str, players: int, trees: Counter[str], cards: Counter[int],
                  fires: Counter[int], tiles: Counter[str]) -> None:
    """No document holds more of a thing than a game of this many players has: tree copies, the reserve cards
    (one of each), the Varans, the fire tiles of each value, one victory tile of each kind per Spirit."""
    game = rules.name("en")
    for tree, n in trees.items():
        copies = rules.trees[tree].copies[players]
        if n > copies:
            fail(where, f"{n} {tree} trees are planted, but a {players}-player game of {game} has only {copies}")
    for card_id, n in cards.items():
        if card_id == rules.varan:
            if n > rules.varans:
                fail(where, f"{n} Fire Varans are in play, but {game} has only {rules.varans}")
        elif n > 1:
            card = rules.cards[card_id]
            fail(where, f"card {card_id} ({card.name('en')}) is in {n} help lines, but {game} has only one")
    for value, n in fires.items():
        if n > rules.fire_tiles[value]:
            fail(where, f"{n} fire tiles of value {value} are held, but {game} has only {rules.fire_tiles[value]}")
    for kind, n in tiles.items():
        if n > players:
            fail(where, f"{n} {kind} victory tiles are held, but a {players}-player game has only {players} "
                         f"(one per Spirit)")


# --------------------------------------------------------------------------- output


def score_json(scored: LivingForestScored) -> dict:
    """The JSON line of the issue's contract: game, players (name, scores), winners (names, in player order)."""
    return {
        "game": scored.rules.game_id,
        "players": [{"name": p.name, "scores": {k: p.scores[k] for k in JSON_KEYS}} for p in scored.players],
        "winners": list(scored.winners),
    }


def score_pad(scored: LivingForestScored, lang: str) -> str:
    """A text score pad in ``lang`` (fr or en): the five element totals, the three victory counts, their sum and
    whether the target is reached, one column per player; then the winners, or that the game goes on."""
    rules = scored.rules
    target = rules.victory_target
    yes, no = tr("lf_score_yes", lang), tr("lf_score_no", lang)
    groups = [list(scoring.ELEMENTS), ["trees", "fires", "flowers"], ["sum", "eligible"]]
    labels, rows, breaks = [], [], []
    for keys in groups:
        if labels:
            breaks.append(len(labels))
        for key in keys:
            labels.append(tr(f"lf_score_{key}", lang, target=target))
            rows.append([(yes if v else no) if isinstance(v, bool) else str(v)
                         for v in (p.scores[key] for p in scored.players)])
    names = scored.names
    label_w = max(len(x) for x in labels) + 2
    col_w = [max(6, len(name) + 2, *(len(r[i]) + 2 for r in rows)) for i, name in enumerate(names)]
    lines = [tr("lf_score_title", lang, game=rules.name(lang))]
    lines.append(" " * label_w + "".join(name.rjust(w) for name, w in zip(names, col_w)))
    rule = "-" * (label_w + sum(col_w))
    for i, (label, row) in enumerate(zip(labels, rows)):
        if i in breaks:
            lines.append(rule)
        lines.append(label.ljust(label_w) + "".join(v.rjust(w) for v, w in zip(row, col_w)))
    if not scored.winners:
        lines.append(tr("lf_score_nobody", lang, target=target))
    else:
        key = "lf_score_winner" if len(scored.winners) == 1 else "lf_score_winners"
        lines.append(tr(key, lang, names=", ".join(scored.winners)))
    return "\n".join(lines)


# --------------------------------------------------------------------------- reading a file


def scoring_rules() -> Any:
    """The catalogue's rules once the game is registered (so a damaged data file is reported as for the other
    games), the section checked alone before that."""
    from ..core.catalogue import rules_for
    from ..core.registry import GAMES
    from .cards import bundled_rules

    return rules_for(GAME_ID) if GAME_ID in GAMES else bundled_rules()
