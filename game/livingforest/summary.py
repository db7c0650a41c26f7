"""Living Forest's game as a victory screen tells it: every seat's three counts, who reached the target and
with what, whether the tie-break sum decided, the ranking, and the counts round by round.

``summarize(state)`` reads a game (finished, or at any point) through public information only: the counts come
from a seat's view (``view.counts()``, the engine's §8 numbers from the public zones: Help Lines, forests, fire
tiles, Victory tiles), the round-by-round history from the ``victory_check`` events the engine writes at each end
of round (§7.1: every seat's trees, fires and flowers then), the winners from the engine's Outcome once the game
is over. Nothing is scored again here: the screen shows the engine's numbers. Pure Python: no pygame.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..i18n import tr
from .scoring import Counts, ranking

# the three victory counts, in the order every screen of the game shows them (the table's counts too)
CATEGORIES = ("flowers", "fires", "trees")


# first letters before which French elides "de" into "d’" (a vowel, or the mute h of most first names)


def winner_title(names: list[str] | tuple[str, ...], lang: str) -> str:
    """The victory line over a finished game: "Victoire d’Ana !" / "Ana wins!", or the tie's."""
    if len(names) == 1:
        return tr("lfs_winner", lang, name=names[0])
    return tr("score_tie", lang, names=", ".join(names))


def count_of(counts: Counts, category: str) -> int:
    """One of a seat's three counts by its name in CATEGORIES."""
    return getattr(counts, category)


@dataclass(frozen=True)
class Summary:
    """``counts``: every seat's counts now (final once the game is over). ``history``: one entry per end of
    round's victory check so far, oldest first, each (round, every seat's Counts then). ``reached[s]``: the
    categories where seat s has at least ``target`` (CATEGORIES' order). ``tie_break``: the sum S decided the
    winner (several seats reached the target, or §9's round cap ended the game with nobody there);
    ``shared``: the winners tied on S share the victory. ``winners`` and ``ranking`` are the engine's once the
    game is over; before that ``winners`` is empty and ``ranking`` is §8's ranking of the counts now."""

    players: int
    target: int
    over: bool
    round: int
    capped: bool
    counts: tuple[Counts, ...]
    history: tuple[tuple[int, tuple[Counts, ...]], ...]
    reached: tuple[tuple[str, ...], ...]
    winners: tuple[int, ...]
    ranking: tuple[tuple[int, ...], ...]
    tie_break: bool
    shared: bool

    # ------------------------------------------------------------------ reading it

    @property
    def sums(self) -> tuple[int, ...]:
        """S = Trees + Fires + Flowers per seat (the tie-break)."""
        return tuple(c.sum for c in self.counts)

    @property
    def eligible(self) -> tuple[int, ...]:
        """The seats with one count at the target or above, in seat order."""
        return tuple(s for s in range(self.players) if self.reached[s])

    @property
    def rounds(self) -> tuple[int, ...]:
        """The rounds the history has a victory check for."""
        return tuple(r for r, _ in self.history)

    def series(self, seat: int, category: str) -> tuple[int, ...]:
        """One count of one seat at each victory check, oldest first (a chart's line)."""
        return tuple(count_of(counts[seat], category) for _, counts in self.history)

    def place(self, seat: int) -> int:
        """The seat's place in the ranking, 1 for the first (players tied share a place)."""
        place = 1
        for group in self.ranking:
            if seat in group:
                return place
            place += len(group)
        return place

    def highest(self) -> int:
        """The highest count any seat had at any victory check or has now (a chart's top)."""
        values = [count_of(c, k) for _, counts in self.history for c in counts for k in CATEGORIES]
        values += [count_of(c, k) for c in self.counts for k in CATEGORIES]
        return max(values, default=0)

    def lowest(self) -> int:
        """The lowest count ever (flowers may go below zero: a Help Line's negative flowers)."""
        values = [count_of(c, k) for _, counts in self.history for c in counts for k in CATEGORIES]
        values += [count_of(c, k) for c in self.counts for k in CATEGORIES]
        return min(values, default=0)


def _counts_of(data: dict) -> Counts:
    return Counts(trees=int(data["trees"]), fires=int(data["fires"]), flowers=int(data["flowers"]))


def summarize(state: Any) -> Summary:
    """The summary of a Living Forest game, read through seat 0's view (everything it uses is public)."""
    view = state.view(0)
    rules = view.rules
    target = rules.victory_target
    players = view.players
    now = tuple(view.counts())
    history: list[tuple[int, tuple[Counts, ...]]] = []
    capped = False
    for event in view.events():
        if event.kind == "victory_check":
            history.append((int(event.data["round"]), tuple(_counts_of(c) for c in event.data["counts"])))
        elif event.kind == "game_end":
            capped = bool(event.data.get("capped", False))
    reached = tuple(tuple(k for k in CATEGORIES if count_of(c, k) >= target) for c in now)
    outcome = view.outcome()
    over = outcome is not None
    eligible = [s for s in range(players) if reached[s]]
    if over:
        winners = tuple(outcome.winners)
        order = tuple(tuple(group) for group in outcome.detail.get("ranking") or ranking(rules, now))
        capped = bool(outcome.detail.get("capped", capped))
    else:
        winners = ()
        order = tuple(tuple(group) for group in ranking(rules, now))
    # S decides among several seats at the target, or among all when the round cap ended a game nobody won
    tie_break = len(eligible) > 1 or (over and capped and not eligible and players > 1)
    return Summary(players=players, target=target, over=over, round=view.round, capped=capped, counts=now,
                   history=tuple(history), reached=reached, winners=winners, ranking=order, tie_break=tie_break,
                   shared=len(winners) > 1)
