"""Many seeded games with a bot in every seat: win shares, mean scores, solo margins, speed."""
from __future__ import annotations

import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Sequence

from .agents import make_agent
from .catalogue import rules_for
from .play import play_game


def game_seed(run_seed: int, index: int) -> int:
    """The seed of the index-th game of a run: any single game can be replayed on its own."""
    return (run_seed * 1_000_003 + index) % (2**63)


@dataclass
class SimulationResult:
    game: str
    seats: list[str]
    solo: bool
    games: int
    seed: int
    seconds: float
    wins: list[float]                  # ties shared: a k-way tie gives 1/k to each
    score_sums: list[int]
    margins: list[int] = field(default_factory=list)            # solo only
    levels: dict[str, int] = field(default_factory=dict)        # solo: games whose best level is this

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def win_share(self, seat: int) -> float:
        return self.wins[seat] / self.games

    def mean_score(self, seat: int) -> float:
        return self.score_sums[seat] / self.games

    def reached(self, level: str) -> float:
        """Solo: share of games that reached this level or a higher one."""
        names = [name for name, _ in rules_for(self.game).solo.levels]
        at_least = names[names.index(level):]
        return sum(self.levels.get(n, 0) for n in at_least) / self.games

    def to_json(self) -> dict:
        out = {
            "game": self.game,
            "seats": self.seats,
            "solo": self.solo,
            "games": self.games,
            "seed": self.seed,
            "games_per_second": round(self.games_per_second, 1),
            "win_share": [round(self.win_share(i), 4) for i in range(len(self.seats))],
            "mean_score": [round(self.mean_score(i), 2) for i in range(len(self.seats))],
        }
        if self.solo:
            names = [name for name, _ in rules_for(self.game).solo.levels]
            out["margin"] = margin_summary(self.margins)
            out["levels"] = {name: self.levels.get(name, 0) for name in names + ["loss"]}
            out["reached"] = {name: round(self.reached(name), 4) for name in names}
        return out


def margin_summary(margins: Sequence[int]) -> dict:
    ordered = sorted(margins)
    q = statistics.quantiles(ordered, n=10, method="inclusive") if len(ordered) > 1 else [ordered[0]] * 9
    return {
        "mean": round(statistics.fmean(ordered), 2),
        "min": ordered[0],
        "p10": q[0],
        "median": statistics.median(ordered),
        "p90": q[8],
        "max": ordered[-1],
    }


def _play_chunk(job: tuple[str, tuple[str, ...], bool, int, range]) -> list[list[int]]:
    """Final totals of a range of games of a run (runs in a worker process when there are several)."""
    game_id, seats, solo, seed, indices = job
    rules = rules_for(game_id)
    scorer = rules.scorer
    out = []
    for index in indices:
        gseed = game_seed(seed, index)
        agents = [make_agent(name, gseed * 8 + seat) for seat, name in enumerate(seats)]
        game = play_game(rules, agents, gseed, solo)
        neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
        out.append(scorer.totals(game.frames(), neutral, solo))
    return out


def simulate(game_id: str, seats: Sequence[str], games: int, seed: int, solo: bool = False,
             workers: int = 1) -> SimulationResult:
    """Play ``games`` seeded games. Every game depends only on (seed, its index), so the results
    are the same whatever the number of worker processes."""
    rules = rules_for(game_id)
    scorer = rules.scorer
    n = len(seats)
    result = SimulationResult(game=game_id, seats=list(seats), solo=solo, games=games, seed=seed, seconds=0.0,
                              wins=[0.0] * n, score_sums=[0] * n)
    start = time.perf_counter()
    workers = max(1, min(workers, games))
    size = max(1, min(50, games // (workers * 4) or 1))
    jobs = [(game_id, tuple(seats), solo, seed, range(i, min(i + size, games))) for i in range(0, games, size)]
    if workers == 1:
        chunks = map(_play_chunk, jobs)
    else:
        import multiprocessing     # here: the packaged game leaves it out (see build.spec)

        pool = multiprocessing.get_context("spawn" if sys.platform != "linux" else "fork").Pool(workers)
        chunks = pool.imap(_play_chunk, jobs)   # in order: the totals are summed in game order
    try:
        for totals in (t for chunk in chunks for t in chunk):
            winners = [i for i in scorer.winners(totals, solo) if i < n]   # solo: index 1 is the opponent
            for i in winners:
                result.wins[i] += 1 / len(winners)
            for i in range(n):
                result.score_sums[i] += totals[i]
            if solo:
                outcome = scorer.solo_result(totals)
                result.margins.append(outcome.margin)
                level = outcome.level or "loss"
                result.levels[level] = result.levels.get(level, 0) + 1
    finally:
        if workers > 1:
            pool.close()
            pool.join()
    result.seconds = time.perf_counter() - start
    return result
