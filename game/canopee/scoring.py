"""Canopée's scoring, as pure functions: every number comes from ``CanopeeRules`` (game/canopee/cards.py).

The engine calls the small functions step by step (a tree, the Tallest Tree award, ferns, wildlife...);
``score_season`` puts them together for one end of season whose choices are all made (threats resolved, the
cards standing at step 5), as a score file describes it, and after the last season adds the end of the game.

A tree is any object with ``trunks`` (the trunk values), ``canopy`` (the canopy's multiplier, None while
unfinished), ``scored`` and ``awarded`` (booleans), and optionally ``completed_at`` (any number: lower means
completed earlier; without it, the order of the list). ``Tree`` is a small ready-made one.
There is no floor: a season or a total may be negative (§9).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping, Sequence

from .cards import CanopeeRules, Mode, SeasonChange

# the keys of one end of season, in the order a score pad shows them; then those of the end of the game
SEASON_KEYS = ("trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather", "vines", "orchid",
               "threat_bonus")
GAME_END_KEYS = ("wildlife", "marmoset", "lushest_forest")


@dataclass(frozen=True)
class Tree:
    trunks: tuple[int, ...]
    canopy: int | None = None
    scored: bool = False
    awarded: bool = False
    completed_at: int = 0

    @property
    def height(self) -> int:
        return len(self.trunks)

    @property
    def completed(self) -> bool:
        return self.canopy is not None


def _completed(tree: Any) -> bool:
    return tree.canopy is not None


def _counts(cards: Mapping[str, int] | Iterable[str]) -> Mapping[str, int]:
    if type(cards) is dict:            # the engine's counts: no ABC check
        return cards
    return cards if isinstance(cards, Mapping) else Counter(cards)


# --------------------------------------------------------------------------- step 4: trees


def tree_points(trunks: Sequence[int], multiplier: int) -> int:
    """A completed tree: the sum of its trunk values plus the canopy's multiplier times its height."""
    return sum(trunks) + multiplier * len(trunks)


@dataclass(frozen=True)
class TreeOutlook:
    """A tree as the card viewer tells it: its height and trunk values, and what it scores — at this season's end
    if completed and not scored yet, already if scored, else what each canopy would make of it this season."""
    height: int
    trunks: tuple[int, ...]
    multiplier: int | None            # its canopy's; None: unfinished
    scored: bool
    points: int | None                # a completed tree's points (scored, or at this season's end)
    if_completed: tuple[tuple[int, int], ...]     # unfinished: (canopy multiplier, points) for each canopy there is


def tree_outlook(trunk_values: Sequence[int], multiplier: int | None, scored: bool,
                 multipliers: Iterable[int]) -> TreeOutlook:
    """§9 step 4's points of a tree, now or once completed (``multipliers``: the canopies' of the game)."""
    trunks = tuple(trunk_values)
    if multiplier is not None:
        return TreeOutlook(len(trunks), trunks, multiplier, scored, tree_points(trunks, multiplier), ())
    options = tuple((m, tree_points(trunks, m)) for m in sorted(set(multipliers)))
    return TreeOutlook(len(trunks), trunks, None, False, None, options)


def new_trees(trees: Iterable[Any]) -> list[Any]:
    """The trees step 4 scores now: completed and not scored yet."""
    return [t for t in trees if _completed(t) and not t.scored]


def trees_points(trees: Iterable[Any]) -> int:
    """Step 4's tree points of a forest: every completed tree not scored yet (unfinished trees never score)."""
    return sum(tree_points(t.trunks, t.canopy) for t in new_trees(trees))


def completed_count(trees: Iterable[Any]) -> int:
    return sum(1 for t in trees if _completed(t))


@dataclass(frozen=True)
class TallestTree:
    """The Tallest Tree award of one season: the winning ``height`` (None: no eligible tree anywhere), each
    forest's ``points``, and in each winning forest the index of the tree that takes the award (``marked``,
    None elsewhere)."""

    height: int | None
    points: tuple[int, ...]
    marked: tuple[int | None, ...]


def tallest_tree(forests: Sequence[Sequence[Any]], points: int) -> TallestTree:
    """Resolve the award across forests (each a list of trees). Eligible: completed trees that never won it,
    scored in an earlier season or not. Every forest holding a tree of the greatest eligible height scores
    ``points``; in each, the earliest-completed tree of that height is marked."""
    best: list[tuple[int, int] | None] = []      # per forest: (height, index of its marked tree)
    for trees in forests:
        # the tallest, then the earliest completed, then the first listed: a later tree replaces the one
        # chosen only when it is taller, or as tall and completed earlier
        chosen = None
        height = completed_at = 0
        for i, t in enumerate(trees):
            if t.canopy is None or t.awarded:
                continue
            h, c = len(t.trunks), getattr(t, "completed_at", 0)
            if chosen is None or h > height or (h == height and c < completed_at):
                chosen, height, completed_at = i, h, c
        best.append(None if chosen is None else (height, chosen))
    heights = [b[0] for b in best if b is not None]
    if not heights:
        return TallestTree(None, tuple(0 for _ in forests), tuple(None for _ in forests))
    top = max(heights)
    won = [b is not None and b[0] == top for b in best]
    return TallestTree(top, tuple(points if w else 0 for w in won),
                       tuple(b[1] if w else None for b, w in zip(best, won)))


def award_points(mode: Mode, season: int, season_change: SeasonChange | None = None) -> int:
    """The Tallest Tree award of ``season`` at this table, with a Season of Giants' bonus."""
    points = mode.tallest_tree_points(season)
    if season_change is not None and season_change.effect == "giants":
        points += season_change["bonus"]
    return points


# --------------------------------------------------------------------------- step 0 and step 5: flora and weather


def fern_points(rules: CanopeeRules, ferns: int) -> int:
    """An odd number of ferns scores per fern; an even number nothing (5 ferns 10, 6 ferns 0)."""
    return rules.scoring.fern_odd_each * ferns if ferns % 2 else 0


def bromeliad_points(rules: CanopeeRules, bromeliads: int) -> int:
    """The bromeliads together, from the table (1 → 2, 2 → 7, 3 or more → −3)."""
    table = rules.scoring.bromeliad
    return table[min(bromeliads, len(table) - 1)]


def monstera_points(rules: CanopeeRules, monsteras: int) -> int:
    """The monsteras together: 8 from 3 of them, else nothing."""
    s = rules.scoring
    return s.monstera_points if monsteras >= s.monstera_at_least else 0


def weather_points(rules: CanopeeRules, rain: int, sun: int) -> int:
    """Each Rain + Sun pair."""
    return rules.scoring.rain_sun_pair * min(rain, sun)


def vines_points(rules: CanopeeRules, vines: int, completed_trees: int) -> int:
    """Each Vines card scores per completed tree of the forest, of any season."""
    return rules.scoring.vines_per_tree * vines * completed_trees


def orchids_survive(rules: CanopeeRules, rain: int, sun: int) -> bool:
    """Step 0's check: a forest whose Rain and Sun counts differ by the gap or more discards its orchids."""
    return abs(rain - sun) < rules.scoring.orchid_discard_gap


def orchid_points(rules: CanopeeRules, orchids: int) -> int:
    """Each orchid still standing at step 5."""
    return rules.scoring.orchid_points * orchids


def flora_weather(rules: CanopeeRules, cards: Mapping[str, int] | Iterable[str], completed_trees: int) -> dict[str, int]:
    """Step 5 of one forest: ``cards`` are those standing after the threats (ids or counts by id)."""
    n = _counts(cards)
    return {
        "fern": fern_points(rules, n.get("fern", 0)),
        "bromeliad": bromeliad_points(rules, n.get("bromeliad", 0)),
        "monstera": monstera_points(rules, n.get("monstera", 0)),
        "weather": weather_points(rules, n.get("rain", 0), n.get("sun", 0)),
        "vines": vines_points(rules, n.get("vines", 0), completed_trees),
        "orchid": orchid_points(rules, n.get("orchid", 0)),
    }


def flora_weather_total(rules: CanopeeRules, n: Mapping[str, int], completed_trees: int) -> int:
    """The sum of ``flora_weather``'s points from counts by kind id, without the dict: the bots' evaluation asks
    it many times for each decision."""
    s = rules.scoring
    get = n.get
    ferns = get("fern", 0)
    table = s.bromeliad
    total = (s.fern_odd_each * ferns if ferns % 2 else 0) + table[min(get("bromeliad", 0), len(table) - 1)]
    if get("monstera", 0) >= s.monstera_at_least:
        total += s.monstera_points
    return (total + s.rain_sun_pair * min(get("rain", 0), get("sun", 0))
            + s.vines_per_tree * get("vines", 0) * completed_trees + s.orchid_points * get("orchid", 0))


# --------------------------------------------------------------------------- Season Change bonuses


def saplings_bonus(season_change: SeasonChange | None, scored_now: Iterable[Any]) -> int:
    """Season of Saplings (step 4): each tree scored this season of the card's height scores its points."""
    if season_change is None or season_change.effect != "saplings":
        return 0
    return season_change["points"] * sum(1 for t in scored_now if len(t.trunks) == season_change["height"])


def step5_bonus(season_change: SeasonChange | None, cards: Mapping[str, int] | Iterable[str]) -> int:
    """Season of Monsoon (each Rain outside a pair), Heatwave (each Sun outside a pair) and Blooms (one of each
    listed flora) at step 5; 0 for any other card."""
    if season_change is None:
        return 0
    n = _counts(cards)
    rain, sun = n.get("rain", 0), n.get("sun", 0)
    if season_change.effect == "monsoon":
        return season_change["points"] * (rain - min(rain, sun))
    if season_change.effect == "heatwave":
        return season_change["points"] * (sun - min(rain, sun))
    if season_change.effect == "blooms":
        return season_change["points"] if all(n.get(k, 0) > 0 for k in season_change["of"]) else 0
    return 0


def migration_points(season_change: SeasonChange | None, wildlife_counts: Sequence[int]) -> tuple[int, ...]:
    """Season of Migration (end of step 1): the forests with the most wildlife cards, at least one, score."""
    if season_change is None or season_change.effect != "migration":
        return tuple(0 for _ in wildlife_counts)
    top = max(wildlife_counts, default=0)
    return tuple(season_change["points"] if top >= 1 and n == top else 0 for n in wildlife_counts)


# --------------------------------------------------------------------------- end of the game


def wildlife_points(rules: CanopeeRules, wildlife: Iterable[str], spirit: bool = False) -> int:
    """The wildlife cards of a forest (§3.3): an active card its value; a pair card its high value when the
    forest holds that species' active card, else its low value. The Forest Spirit's cards never score below
    the floor and the total is multiplied."""
    cards = list(wildlife)
    held = set(cards)
    total = 0
    for kid in cards:
        kind = rules.kinds[kid]
        value = kind.points_with_active if kind.pair and kind.species in held else kind.points
        if spirit:
            value = max(value, rules.solo.wildlife_floor)
        total += value
    return total * rules.solo.wildlife_factor if spirit else total


def marmoset_points(rules: CanopeeRules, wildlife: Iterable[str], trees: Iterable[Any], spirit: bool = False) -> int:
    """The Pygmy Marmoset's ability: per distinct height among the holder's completed trees, for the holder of
    the active card (the Spirit's abilities have no effect)."""
    if spirit or "marmoset" not in set(wildlife):
        return 0
    heights = {len(t.trunks) for t in trees if _completed(t)}
    return rules.scoring.marmoset_per_height * len(heights)


def lushest_forest(completed_counts: Sequence[int], points: int) -> tuple[int, ...]:
    """Most completed trees (at least one): every forest tied at the top scores ``points``."""
    top = max(completed_counts, default=0)
    return tuple(points if top >= 1 and n == top else 0 for n in completed_counts)


def winners(totals: Sequence[int], wildlife_counts: Sequence[int], solo: bool = False) -> tuple[int, ...]:
    """The highest total wins; a tie goes to the most wildlife cards, then is shared. In solo (forest 0 the
    player, forest 1 the Spirit) a tie left after the wildlife cards goes to the Spirit."""
    top = max(totals)
    tied = [i for i, t in enumerate(totals) if t == top]
    most = max(wildlife_counts[i] for i in tied)
    tied = [i for i in tied if wildlife_counts[i] == most]
    if solo and len(tied) > 1:
        return (1,)
    return tuple(tied)


def threat_count(rules: CanopeeRules, cards: Mapping[str, int] | Iterable[str]) -> int:
    """Threat cards that count for the Spirit's bonus (Fire, Disease, Blight)."""
    n = _counts(cards)
    return sum(n.get(k, 0) for k in rules.solo.threat_kinds)


def threat_bonus(rules: CanopeeRules, spirit_threats: int, player_threats: int) -> int:
    """§14.6: the Spirit scores the bonus when it holds more threats than the player (counted at step 0)."""
    return rules.solo.threat_bonus if spirit_threats > player_threats else 0


# --------------------------------------------------------------------------- one end of season, whole


@dataclass(frozen=True)
class Forest:
    """One forest at step 5 of an end of season: its trees (``scored``/``awarded`` as before step 4), the cards
    standing (flora, weather, seeds, threats: ids or counts by id), its wildlife card ids, and ``threats`` (the
    Fire, Disease and Blight counted at step 0, for the solo bonus)."""

    trees: Sequence[Any]
    cards: Mapping[str, int] | Sequence[str] = ()
    wildlife: Sequence[str] = ()
    threats: int = 0


@dataclass(frozen=True)
class SeasonResult:
    """Each forest's sheet (a mapping: SEASON_KEYS, ``season_change`` when a card scored, GAME_END_KEYS after
    the last season, then ``season`` = their sum), the Tallest Tree resolution, the winners after the last
    season (indexes; None before)."""

    sheets: tuple[Mapping[str, int], ...]
    tallest: TallestTree
    last: bool
    winners: tuple[int, ...] | None = None
    wildlife_cards: tuple[int, ...] = field(default=())


def score_season(rules: CanopeeRules, mode: Mode, season: int, forests: Sequence[Forest],
                 solo: bool = False, season_change: SeasonChange | None = None,
                 previous: Sequence[int] | None = None) -> SeasonResult:
    """Steps 4 and 5 of ``season`` (1-based) for every forest, the solo threat bonus (forest 1 is the Spirit),
    the points of a Season Change card (Migration on the wildlife as given, Saplings, Monsoon, Heatwave, Blooms;
    Giants in the award) under ``season_change``, and after the mode's last season the end of the game (wildlife, marmoset, Lushest Forest, winners on
    ``previous`` + this season)."""
    if not 1 <= season <= mode.seasons:
        raise ValueError(f"season {season} is not one of this game's 1 to {mode.seasons}")
    last = season == mode.seasons
    award = tallest_tree(tuple(f.trees for f in forests), award_points(mode, season, season_change))
    completed = [completed_count(f.trees) for f in forests]
    lushest = lushest_forest(completed, mode.lushest_forest) if last else None
    migration = migration_points(season_change, [len(f.wildlife) for f in forests])
    sheets = []
    for i, f in enumerate(forests):
        spirit = solo and i == 1
        sheet = {"trees": trees_points(f.trees), "tallest_tree": award.points[i]}
        sheet.update(flora_weather(rules, f.cards, completed[i]))
        sheet["threat_bonus"] = threat_bonus(rules, forests[1].threats, forests[0].threats) if spirit else 0
        bonus = (migration[i] + saplings_bonus(season_change, new_trees(f.trees))
                 + step5_bonus(season_change, f.cards))
        if season_change is not None:
            sheet["season_change"] = bonus
        if last:
            sheet["wildlife"] = wildlife_points(rules, f.wildlife, spirit)
            sheet["marmoset"] = marmoset_points(rules, f.wildlife, f.trees, spirit)
            sheet["lushest_forest"] = lushest[i]
        sheet["season"] = sum(sheet.values())
        sheets.append(sheet)
    wildlife_cards = tuple(len(f.wildlife) for f in forests)
    won = None
    if last:
        before = previous or [0] * len(forests)
        won = winners([p + s["season"] for p, s in zip(before, sheets)], wildlife_cards, solo)
    return SeasonResult(tuple(sheets), award, last, won, wildlife_cards)
