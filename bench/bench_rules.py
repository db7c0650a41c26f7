"""Rules-engine benchmark: random full 6-player Forêt games per second, and scorings per second.

    .venv/bin/python bench/bench_rules.py [--games 200] [--repeats 7]

Single-process figures measure the engine; the last line shows ``ecosysteme simulate`` using every
core (each game depends only on its seed, so worker processes do not change any result).

A "game" is what ``ecosysteme simulate`` plays: a deal, 20 simultaneous picks by six random bots
through the legal-action interface (validated, revealed, passed), then the final scoring.
This machine is shared and its speed drifts by tens of percent from minute to minute, so each
repeat also times a straightforward reference engine (naive_reference.py) right beside ours,
and the ratio between the two is reported along with the absolute figures.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

# the checkout's own game first (not an installed copy), then this folder's naive reference
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import naive_reference  # noqa: E402

from game.ecosysteme.agents import RandomAgent  # noqa: E402
from game.core.catalogue import rules_for  # noqa: E402
from game.ecosysteme.play import play_game  # noqa: E402


def engine_games(players: int, games: int, seed: int) -> float:
    rules = rules_for("forest")
    scorer = rules.scorer
    start = time.perf_counter()
    for i in range(games):
        agents = [RandomAgent(seed + i * 8 + s) for s in range(players)]
        game = play_game(rules, agents, seed + i)
        scorer.totals(game.frames())
    return games / (time.perf_counter() - start)


def naive_games(players: int, games: int, seed: int) -> float:
    start = time.perf_counter()
    for i in range(games):
        naive_reference.play(players, seed + i)
    return games / (time.perf_counter() - start)


def finished_frames(game_id: str, count: int) -> list[list[int]]:
    rules = rules_for(game_id)
    frames = []
    seed = 0
    while len(frames) < count:
        game = play_game(rules, [RandomAgent(seed + s) for s in range(4)], seed)
        frames.extend(game.frames())
        seed += 1
    return frames[:count]


def grid_scorings(game_id: str, frames: list[list[int]]) -> float:
    score = rules_for(game_id).scorer.score_frame
    start = time.perf_counter()
    for frame in frames:
        score(frame)
    return len(frames) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per repeat (default 200)")
    parser.add_argument("--repeats", type=int, default=7, help="repeats; the median is reported (default 7)")
    parser.add_argument("--players", type=int, default=6)
    args = parser.parse_args()

    random.seed(0)
    engine, naive, ratio = [], [], []
    forest_frames = finished_frames("forest", 2000)
    savane_frames = finished_frames("savane", 2000)
    forest_scores, savane_scores = [], []
    for r in range(args.repeats):
        seed = 10_000 * r
        e = engine_games(args.players, args.games, seed)
        n = naive_games(args.players, max(20, args.games // 4), seed)
        engine.append(e)
        naive.append(n)
        ratio.append(e / n)
        forest_scores.append(grid_scorings("forest", forest_frames))
        savane_scores.append(grid_scorings("savane", savane_frames))
        print(f"repeat {r + 1}: engine {e:7.0f} games/s   naive reference {n:6.0f} games/s   ratio {e / n:4.1f}x",
              flush=True)

    med = statistics.median
    print()
    print(f"random {args.players}-player Forêt games: median {med(engine):.0f}/s (best {max(engine):.0f}/s, "
          f"worst {min(engine):.0f}/s)")
    print(f"naive reference engine, same runs:   median {med(naive):.0f}/s   -> ours is {med(ratio):.1f}x faster")
    print(f"grid scorings (one finished ecosystem): Forêt {med(forest_scores):.0f}/s, Savane {med(savane_scores):.0f}/s")

    cores = os.cpu_count() or 1
    if cores > 1:
        from game.simulate import simulate

        games = args.games * 5
        one = simulate("forest", ["random"] * args.players, games, 1, workers=1).games_per_second
        many = simulate("forest", ["random"] * args.players, games, 1, workers=cores).games_per_second
        print(f"ecosysteme simulate, {games} games: {one:.0f}/s with 1 process, {many:.0f}/s with {cores} "
              f"(--workers {cores})")


if __name__ == "__main__":
    main()
