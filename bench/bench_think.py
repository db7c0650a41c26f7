"""Think-time benchmark of the Hard computer opponent: the time of every one of its decisions.

    .venv/bin/python bench/bench_think.py [--games 10] [--seed 1]

Plays seeded games with the Hard bot in one seat — 2 players (with the neutral), 4 players and 6 players
against Medium bots, and the solo mode, in both games — and times each of its choices (a pick, or in solo a
placement and a discard). Medium's choices in the same games are timed too, as a yardstick measured in the
same run on the same (shared, noisy) machine.

Target (issue 4): Hard's median <= 300 ms per pick and 95th percentile <= 1 s on a 2-core machine.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ecosysteme.agents import make_agent  # noqa: E402
from game.core.catalogue import rules_for  # noqa: E402
from game.simulate import game_seed  # noqa: E402
from game.ecosysteme.state import EcosystemeState  # noqa: E402

TABLES = [("2 players", 2, False), ("4 players", 4, False), ("6 players", 6, False), ("solo", 1, True)]


def timed_game(game_id: str, players: int, solo: bool, seed: int) -> tuple[list[float], list[float]]:
    """(Hard's decision times, Medium's decision times) over one game, Hard in seat 0."""
    rules = rules_for(game_id)
    game = EcosystemeState(rules, players, seed, solo)
    agents = [make_agent("hard" if seat == 0 else "medium", seed * 8 + seat) for seat in range(game.players)]
    hard, medium = [], []
    while not game.is_over:
        for seat in sorted(game.to_act()):
            view = game.view(seat)
            start = time.perf_counter()
            action = agents[seat].choose(view)
            (hard if seat == 0 else medium).append(time.perf_counter() - start)
            game.apply(seat, action)
    return hard, medium


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):6.1f} ms   p95 {p95:6.1f} ms   max {ms[-1]:6.1f} ms   ({len(ms)} decisions)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per table (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    every_hard: list[float] = []
    for game_id in ("forest", "savane"):
        for label, players, solo in TABLES:
            hard, medium = [], []
            for i in range(args.games):
                h, m = timed_game(game_id, players, solo, game_seed(args.seed, i))
                hard += h
                medium += m
            every_hard += hard
            print(f"{game_id:7} {label:10} Hard   {summary(hard)}")
            if medium:
                print(f"{'':7} {'':10} Medium {summary(medium)}")
    print(f"{'all':18} Hard   {summary(every_hard)}")


if __name__ == "__main__":
    main()
