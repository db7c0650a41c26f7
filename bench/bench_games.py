"""Games per second of every game of the collection, through the same protocol loop ``ecosysteme simulate`` uses
(random agents in every seat, every action through the legal check), and the ratio of random 2-player Canopée
games to random 6-player Forêt games measured in the same repeats (the issue's target: at least 1x).

    .venv/bin/python bench/bench_games.py [--games 300] [--repeats 5]

The machine is shared and its speed drifts from minute to minute: the two games are timed one right after the
other in every repeat, and the ratio is taken per repeat (its median is the stable figure).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.simulate import play_one  # noqa: E402

MODES = {
    "forest, 6 players": ("forest", 6, False, None),
    "canopee, 2 players": ("canopee", 2, False, None),
    "canopee, 2 players, card set D": ("canopee", 2, False, {"card_set": "D"}),
    "canopee, 4 players": ("canopee", 4, False, None),
    "canopee, solo": ("canopee", 1, True, None),
}


def games_per_second(game_id: str, players: int, solo: bool, options, games: int, seed: int) -> float:
    seats = ["random"] * players
    start = time.perf_counter()
    for i in range(games):
        play_one(game_id, seats, seed + i, solo, options)
    return games / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    play_one("canopee", ["random"] * 2, 0)          # warm: the card data, the modules
    play_one("forest", ["random"] * 6, 0)
    rates: dict[str, list[float]] = {name: [] for name in MODES}
    ratios = []
    for repeat in range(args.repeats):
        for name, (game_id, players, solo, options) in MODES.items():
            rates[name].append(games_per_second(game_id, players, solo, options, args.games, 1000 * repeat))
        ratios.append(rates["canopee, 2 players"][-1] / rates["forest, 6 players"][-1])
    print(f"{args.games} random games per mode, {args.repeats} repeats, one process (median, min-max):")
    for name, values in rates.items():
        print(f"  {name:<32} {statistics.median(values):7.0f} games/s  ({min(values):.0f}-{max(values):.0f})")
    print(f"ratio, random 2-player Canopée / random 6-player Forêt, per repeat: median "
          f"{statistics.median(ratios):.2f}x (min {min(ratios):.2f}, max {max(ratios):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
