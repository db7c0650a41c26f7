"""``ecosysteme score`` for Canopée: one end of season per YAML document (the lead's reader loads the YAML).

    game: canopee
    season: 3          # the season that just ended: 1-3 (3-4 players: 1-2)
    solo: false        # optional: exactly two players, the second is the Forest Spirit
    players:
      - name: Maria
        previous: 31   # optional, default 0: points of earlier seasons
        threats: 0     # optional, default 0: Fire+Disease+Blight at the start of this end of season (solo bonus)
        trees:         # trunk values, canopy multiplier (absent = unfinished), scored / awarded earlier
          - {trunks: [1, 2], canopy: 2}
          - {trunks: [1, 1, 0], canopy: 1, scored: true, awarded: true}
        cards: [fern, fern, fern, bromeliad, rain, sun]   # standing at step 5 (after threats)
        wildlife: [frog, frog_pair, toucan]

``check_document`` turns one loaded document into a ``CanopeeScored`` (or one ScoreFileError line naming the
document and the problem); ``score_json`` gives the JSON line of the issue's contract; ``score_pad`` a score pad
in French or English. ``trees``, ``cards`` and ``wildlife`` may be left out (nothing of that sort).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Mapping

from ..core.scorecheck import fail, game_is, mapping, new_name, player_name
from ..i18n import tr
from ..inputs import shown
from . import scoring
from .cards import START_TRUNK, CanopeeRules

DOC_KEYS = ("game", "season", "solo", "players")
PLAYER_KEYS = ("name", "previous", "threats", "trees", "cards", "wildlife")
TREE_KEYS = ("trunks", "canopy", "scored", "awarded")
SCORE_LIMIT = 100_000           # |previous|: far above any real game, small enough to print
# the keys of a player's scores in the JSON line, in order (GAME_END_KEYS only after the last season)
JSON_SEASON_KEYS = scoring.SEASON_KEYS
JSON_END_KEYS = scoring.GAME_END_KEYS


@dataclass(frozen=True)
class PlayerScore:
    name: str
    previous: int
    scores: Mapping[str, int]      # JSON_SEASON_KEYS (+ JSON_END_KEYS after the last season), season, total

    @property
    def total(self) -> int:
        return self.scores["total"]


@dataclass(frozen=True)
class CanopeeScored:
    """One scored end of season. ``winners``: the winners' names in player order after the last season, None
    before it. In solo the second player is the Forest Spirit."""

    rules: CanopeeRules
    season: int
    last: bool
    solo: bool
    players: tuple[PlayerScore, ...]
    winners: tuple[str, ...] | None

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]


def _whole(value: Any, where: str, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        fail(where, f"{what} must be a whole number, not {shown(value)}")
    if not low <= value <= high:
        fail(where, f"{what} must be between {low} and {high}, not {shown(value)}")
    return value


def _id_list(value: Any, where: str, what: str) -> list:
    if value is None:
        return []
    if not isinstance(value, list):
        fail(where, f"{what!r} must be a list of card ids, not {shown(value)}")
    return value


def check_document(doc: Any, where: str, rules: CanopeeRules) -> CanopeeScored:
    """One Canopée end of season, checked and scored. ``where`` names the document in messages
    ("file.yaml: game 2"); every problem is one ScoreFileError line."""
    mapping(doc, where, "'game', 'season' and 'players'", DOC_KEYS)
    game_is(doc, where, rules.id)
    solo = doc.get("solo", False)
    if not isinstance(solo, bool):
        fail(where, f"'solo' must be true or false, not {shown(solo)}")
    players = doc.get("players")
    if not isinstance(players, list) or not players:
        fail(where, "'players' must be a list of players, each with a name and a forest")
    spirit = rules.solo.spirit_name("en")
    if solo and len(players) != 2:
        fail(where, f"a solo game has exactly two players (you, then the {spirit}), found {len(players)}")
    if not solo and not rules.players_min <= len(players) <= rules.players_max:
        fail(where, f"{rules.name('en')} is played by {rules.players_min} to {rules.players_max} players "
                     f"(or solo), found {len(players)}")
    mode = rules.mode_for(len(players), solo)
    if "season" not in doc:
        fail(where, f"missing 'season' (the season that just ended, 1 to {mode.seasons})")
    season = _whole(doc["season"], where, "'season'", 1, mode.seasons)

    names: list[str] = []
    forests: list[scoring.Forest] = []
    previous: list[int] = []
    used: Counter[str] = Counter()          # every card of the document, for the decks' limits
    trunk_values: Counter[int] = Counter()
    canopy_values: Counter[int] = Counter()
    for i, player in enumerate(players):
        forest, name, prev = _check_player(player, f"{where}: players[{i}]", where, rules, season, names, used,
                                           trunk_values, canopy_values)
        names.append(name)
        forests.append(forest)
        previous.append(prev)
    _check_supply(rules, where, used, trunk_values, canopy_values, solo, len(players), mode.seasons)

    result = scoring.score_season(rules, mode, season, forests, solo=solo, previous=previous)
    scored = []
    for name, prev, sheet in zip(names, previous, result.sheets):
        keys = JSON_SEASON_KEYS + (JSON_END_KEYS if result.last else ())
        scores = {k: sheet[k] for k in keys}
        scores["season"] = sheet["season"]
        scores["total"] = prev + sheet["season"]
        scored.append(PlayerScore(name=name, previous=prev, scores=scores))
    winners = None if result.winners is None else tuple(names[i] for i in sorted(result.winners))
    return CanopeeScored(rules=rules, season=season, last=result.last, solo=solo, players=tuple(scored),
                         winners=winners)


def _check_player(player: Any, pw: str, where: str, rules: CanopeeRules, season: int, names: list[str],
                  used: Counter[str], trunk_values: Counter[int], canopy_values: Counter[int]):
    mapping(player, pw, "'name', 'trees', 'cards' and 'wildlife'", PLAYER_KEYS)
    name, pw = player_name(player, pw, where)
    new_name(name, pw, names)
    previous = _whole(player.get("previous", 0), pw, "'previous'", -SCORE_LIMIT, SCORE_LIMIT)
    threat_cards = sum(rules.kinds[k].count + dict(rules.germination.cards).get(k, 0)
                       for k in rules.solo.threat_kinds)
    threats = _whole(player.get("threats", 0), pw, "'threats'", 0, threat_cards)

    trees = []
    raw_trees = player.get("trees", [])
    if raw_trees is None:
        raw_trees = []
    if not isinstance(raw_trees, list):
        fail(pw, f"'trees' must be a list of trees such as {{trunks: [1, 2], canopy: 2}}, not {shown(raw_trees)}")
    trunk_ok = sorted({k.value for k in rules.kinds.values() if k.category == "trunk"})
    canopy_ok = sorted({k.value for k in rules.kinds.values() if k.category == "canopy"})
    awarded = 0
    for t, raw in enumerate(raw_trees, 1):
        tw = f"{pw}: tree {t}"
        if not isinstance(raw, dict):
            fail(tw, f"expected a mapping such as {{trunks: [1, 2], canopy: 2}}, not {shown(raw)}")
        for key in raw:
            if key not in TREE_KEYS:
                fail(tw, f"unknown key {shown(key)} (allowed: {', '.join(TREE_KEYS)})")
        trunks = raw.get("trunks")
        if not isinstance(trunks, list) or not trunks:
            fail(tw, f"'trunks' must list the values of its trunks (at least one), not {shown(trunks)}")
        if len(trunks) > sum(k.count for k in rules.kinds.values() if k.category == "trunk") + 10:
            fail(tw, f"{len(trunks)} trunks are more than the game holds")
        for v in trunks:
            if isinstance(v, bool) or v not in trunk_ok:
                fail(tw, f"a trunk's value is one of {', '.join(map(str, trunk_ok))}, not {shown(v)}")
            trunk_values[v] += 1
        canopy = raw.get("canopy")
        if canopy is not None:
            if isinstance(canopy, bool) or canopy not in canopy_ok:
                fail(tw, f"a canopy's multiplier is one of {', '.join(map(str, canopy_ok))}, not {shown(canopy)}")
            canopy_values[canopy] += 1
        flags = {}
        for key in ("scored", "awarded"):
            flags[key] = raw.get(key, False)
            if not isinstance(flags[key], bool):
                fail(tw, f"{key!r} must be true or false, not {shown(flags[key])}")
        if flags["scored"] and canopy is None:
            fail(tw, "an unfinished tree (no canopy) has never been scored")
        if flags["scored"] and season == 1:
            fail(tw, "no tree was scored before the end of season 1")
        if flags["awarded"] and not flags["scored"]:
            fail(tw, "a tree that won the Tallest Tree award was scored that season: add 'scored: true'")
        awarded += flags["awarded"]
        trees.append(scoring.Tree(trunks=tuple(trunks), canopy=canopy, scored=flags["scored"],
                                  awarded=flags["awarded"], completed_at=t))
    if awarded > season - 1:
        fail(pw, f"{awarded} trees won the Tallest Tree award before season {season}, at most one per season "
                  f"can have")

    cards = _id_list(player.get("cards"), pw, "cards")
    for kid in cards:
        kind = rules.kinds.get(kid) if isinstance(kid, str) else None
        if kind is None:
            allowed = ", ".join(k.id for k in rules.kinds.values() if k.category not in ("trunk", "canopy", "wildlife")
                                and not k.immediate)
            fail(pw, f"cards: {shown(kid)} is not a card of {rules.name('en')} (cards: {allowed})")
        if kind.category in ("trunk", "canopy"):
            fail(pw, f"cards: {shown(kid)} belongs in 'trees' (trunk values and canopy multipliers)")
        if kind.is_wildlife:
            fail(pw, f"cards: {shown(kid)} is wildlife: list it under 'wildlife'")
        if kind.immediate:
            fail(pw, f"cards: {shown(kid)} is discarded as it arrives: it never stands in a forest")
        used[kid] += 1
    wildlife = _id_list(player.get("wildlife"), pw, "wildlife")
    for kid in wildlife:
        kind = rules.kinds.get(kid) if isinstance(kid, str) else None
        if kind is None or not kind.is_wildlife:
            fail(pw, f"wildlife: {shown(kid)} is not a wildlife card (a species such as 'frog', or its pair "
                      f"card 'frog_pair'; species: {', '.join(rules.species)})")
        used[kid] += 1
    forest = scoring.Forest(trees=tuple(trees), cards=Counter(cards), wildlife=tuple(wildlife), threats=threats)
    return forest, name, previous


def _check_supply(rules: CanopeeRules, where: str, used: Counter[str], trunk_values: Counter[int],
                  canopy_values: Counter[int], solo: bool, players: int, seasons: int) -> None:
    """No document holds more cards of a kind than the rainforest and Germination decks have (and the
    Starting Trunks the game deals)."""
    germ = dict(rules.germination.cards)
    for kid, n in used.items():
        kind = rules.kinds[kid]
        available = kind.count + germ.get(kid, 0)
        if n > available:
            fail(where, f"{n} {shown(kid)} cards are listed, but {rules.name('en')} has only {available}")
    if solo:
        d = rules.solo.difficulties.values()
        starting = (rules.solo.spirit_trunks_per_season * seasons + max(x.spirit_trunks for x in d)
                    + max(x.player_trunks for x in d))
    else:
        starting = rules.mode_for(players).starting_trunks * players
    for category, values in (("trunk", trunk_values), ("canopy", canopy_values)):
        for value, n in values.items():
            available = sum(k.count + germ.get(k.id, 0) for k in rules.kinds.values()
                            if k.category == category and k.value == value and k.id != START_TRUNK)
            if category == "trunk" and value == rules.kinds[START_TRUNK].value:
                available += starting
            if n > available:
                word = "trunks of value" if category == "trunk" else "canopies of multiplier"
                fail(where, f"{n} {word} {value} are listed, but {rules.name('en')} has only {available}")


# --------------------------------------------------------------------------- output


def score_json(scored: CanopeeScored) -> dict:
    """The JSON line of the issue's contract: game, season, players (name, scores), and after the last season
    the winners' names."""
    out: dict[str, Any] = {
        "game": scored.rules.id,
        "season": scored.season,
        "players": [{"name": p.name, "scores": dict(p.scores)} for p in scored.players],
    }
    if scored.winners is not None:
        out["winners"] = list(scored.winners)
    return out


PAD_ROWS = JSON_SEASON_KEYS + JSON_END_KEYS


def score_pad(scored: CanopeeScored, lang: str) -> str:
    """A text score pad in ``lang`` (fr or en): one row per score, one column per player, the season's points,
    the earlier seasons', the total, and after the last season the winners."""
    rules = scored.rules
    # the threat bonus exists only in solo: a row of zeros elsewhere would only puzzle
    keys = [k for k in PAD_ROWS if k in scored.players[0].scores and (scored.solo or k != "threat_bonus")]
    labels = [tr(f"cano_{k}", lang) for k in keys]
    rows = [[str(p.scores[k]) for p in scored.players] for k in keys]
    labels += [tr("cano_season", lang), tr("cano_previous", lang), tr("cano_total", lang)]
    rows += [[str(p.scores["season"]) for p in scored.players],
             [str(p.previous) for p in scored.players],
             [str(p.total) for p in scored.players]]
    names = scored.names
    label_w = max(len(x) for x in labels) + 2
    col_w = [max(6, len(name) + 2, *(len(r[i]) + 2 for r in rows)) for i, name in enumerate(names)]
    title = tr("cano_title", lang, game=rules.name(lang), season=scored.season)
    if scored.last:
        title += tr("cano_game_end", lang)
    lines = [title]
    if scored.solo:
        lines.append(tr("cano_solo", lang, name=names[1], spirit=rules.solo.spirit_name(lang)))
    lines.append(" " * label_w + "".join(name.rjust(w) for name, w in zip(names, col_w)))
    rule = "-" * (label_w + sum(col_w))
    for i, (label, row) in enumerate(zip(labels, rows)):
        if i == len(keys) or i == len(labels) - 1:
            lines.append(rule)
        lines.append(label.ljust(label_w) + "".join(v.rjust(w) for v, w in zip(row, col_w)))
    if scored.winners is not None:
        key = "cano_winner" if len(scored.winners) == 1 else "cano_winners"
        lines.append(tr(key, lang, names=", ".join(scored.winners)))
    return "\n".join(lines)
