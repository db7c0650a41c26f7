"""Games per second of Living Forest, through the loop ``ecosysteme simulate`` uses (an agent in every seat, every
action through the legal check, the simulations' round cap of §9 on), and the ratio of random 4-player Living
Forest games to random 6-player Forêt games, the two timed one right after the other in every repeat.

    .venv/bin/python bench/bench_livingforest.py [--games 200] [--repeats 5] [--all]

The machine is shared and its speed drifts from minute to minute: the ratio is taken per repeat (its median is
the stable figure). A random Living Forest game is long (random seats seldom reach 12 of anything: about half of
the 4-player games run to the round cap of 60), so it is a worst case; ``--all`` adds 2 and 3 players and the
Easy and Medium seats, whose games end in about ten rounds.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.simulate import play_one  # noqa: E402

LIVING_FOREST = "living forest, 4 random"
FOREST = "forest, 6 random"
MODES = {
    LIVING_FOREST: ("living-forest", ["random"] * 4),
    FOREST: ("forest", ["random"] * 6),
}
MORE = {
    "living forest, 2 random": ("living-forest", ["random"] * 2),
    "living forest, 3 random": ("living-forest", ["random"] * 3),
    "living forest, 4 easy": ("living-forest", ["easy"] * 4),
    "living forest, 4 medium": ("living-forest", ["medium"] * 4),
    "living forest, medium + 3 easy": ("living-forest", ["medium", "easy", "easy", "easy"]),
}


def games_per_second(game_id: str, seats: list[str], games: int, seed: int) -> tuple[float, int]:
    """Games per second, and the rounds played (Living Forest; 0 for a game without rounds)."""
    rounds = 0
    start = time.perf_counter()
    for i in range(games):
        state = play_one(game_id, seats, seed + i)
        rounds += state.outcome().detail.get("round", 0)
    return games / (time.perf_counter() - start), rounds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--all", action="store_true", help="also 2 and 3 players, and the Easy and Medium seats")
    args = parser.parse_args()
    modes = dict(MODES, **(MORE if args.all else {}))
    for game_id, seats in modes.values():          # warm: the card data, the modules
        play_one(game_id, seats, 0)
    rates: dict[str, list[float]] = {name: [] for name in modes}
    rounds: dict[str, int] = {name: 0 for name in modes}
    ratios = []
    for repeat in range(args.repeats):
        for name, (game_id, seats) in modes.items():
            rate, played = games_per_second(game_id, seats, args.games, 1000 * repeat)
            rates[name].append(rate)
            rounds[name] += played
        ratios.append(rates[LIVING_FOREST][-1] / rates[FOREST][-1])
    print(f"{args.games} games per mode, {args.repeats} repeats, one process (median, min-max):")
    for name, values in rates.items():
        per_game = rounds[name] / (args.games * args.repeats)
        extra = f", {per_game:.1f} rounds a game" if per_game else ""
        print(f"  {name:<32} {statistics.median(values):7.0f} games/s  ({min(values):.0f}-{max(values):.0f}"
              f"{extra})")
    print(f"ratio, random 4-player Living Forest / random 6-player Forêt, per repeat: median "
          f"{statistics.median(ratios):.3f}x (min {min(ratios):.3f}, max {max(ratios):.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
