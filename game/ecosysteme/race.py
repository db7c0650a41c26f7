"""The state of the race during a game, from one seat's view (every ecosystem is public): each seat's running
total, the comparisons as they stand — the kinds whose rule is ``majority``, taken from the data — with the
place and prize each ecosystem would get now and the neutral's measure, and in solo the opponent's score, the
margin and the level marks of the data. Pure Python, no pygame.

A comparison settled across the table (``comparison``: its ``Standing``s, best first) is also what the score
pad's explanations give for a majority row (explain.py).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import Rule
from .scoring import majority_prizes


@dataclass(frozen=True)
class Standing:
    """One ecosystem in a comparison. ``player`` is its index in the score (the solo opponent's is 1), None for
    the two-player neutral; ``place`` counts from 1 (None: no card of the kind, out of the comparison)."""

    player: int | None
    value: int
    place: int | None
    prize: int


@dataclass(frozen=True)
class Comparison:
    """A ``majority`` rule settled across the table: the standings best first (the neutral among them)."""

    kind: str
    measure: str                       # "count" | "largest_group" (the data's measure)
    prizes: tuple[int, ...]
    standings: tuple[Standing, ...]

    def of(self, player: int | None) -> Standing | None:
        return next((s for s in self.standings if s.player == player), None)


def comparison(kind_id: str, rule: Rule, values: Sequence[int], neutral: int | None) -> Comparison:
    """A majority rule settled over the players' values (and the neutral's, which wins no prize)."""
    everyone: list[tuple[int | None, int]] = list(enumerate(values))
    if neutral is not None:
        everyone.append((None, neutral))
    prizes = majority_prizes([v for _, v in everyone], rule["prizes"])
    ranked = sorted(v for _, v in everyone)[::-1]
    standings = []
    for (who, value), prize in zip(everyone, prizes):
        place = ranked.index(value) + 1 if value > 0 else None
        standings.append(Standing(who, value, place, prize if who is not None else 0))
    standings.sort(key=lambda s: (-s.value, s.player is None, s.player if s.player is not None else 0))
    return Comparison(kind_id, rule["measure"], tuple(rule["prizes"]), tuple(standings))


@dataclass(frozen=True)
class SoloRace:
    opponent_total: int
    margin: int
    levels: tuple[tuple[str, int, bool], ...]      # (level, margin needed, reached), ascending
    reached: str | None                            # the best level reached now
    next_level: str | None                         # the next one (None: all reached)
    to_next: int | None                            # margin points still missing for it


@dataclass(frozen=True)
class Race:
    """The race as it stands. ``totals``: every ecosystem's running total in score order (in solo the player's,
    then the opponent's); ``comparisons``: the majority kinds, in catalogue order."""

    game_id: str
    seat: int
    totals: tuple[int, ...]
    comparisons: tuple[Comparison, ...]
    neutral: bool
    solo: SoloRace | None = None


def race(view) -> Race:
    """The state of the race from a seat's view (game.ecosysteme.view.SeatView): only public information."""
    rules = view.rules
    score = view.score()
    neutral = None
    if view.has_neutral:
        pile = view.neutral_pile
        neutral = {kid: pile.count(kid) for kid in rules.neutral_compares}
    comps = []
    for kind in rules.kinds:
        for rule in kind.rules:
            if rule.type == "majority":
                values = [p.measures.get(kind.id, 0) for p in score.players]
                comps.append(comparison(kind.id, rule, values, None if neutral is None else neutral.get(kind.id)))
    totals = tuple(p.total for p in score.players)
    solo = None
    if view.solo:
        margin = totals[0] - totals[1]
        levels = tuple((name, need, margin >= need) for name, need in rules.solo.levels)
        reached = rules.solo.level_for(margin)
        nxt = next(((name, need) for name, need, got in levels if not got), None)
        solo = SoloRace(totals[1], margin, levels, reached, nxt[0] if nxt else None,
                        nxt[1] - margin if nxt else None)
    return Race(rules.id, view.seat, totals, tuple(comps), view.has_neutral, solo)
