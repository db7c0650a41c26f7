"""Think-time benchmark of the Hard computer opponents of every game: the time of every one of their decisions.

    .venv/bin/python bench/bench_think.py [--games 10] [--seed 1] [--game canopee ...]

Plays seeded games with the Hard bot in one seat against Medium bots and times each of its choices that is a
choice (more than one legal action: a forced move takes no thinking). The tables:
- Forêt and Savane: 2 players (with the neutral), 4 and 6 players, and solo (a placement and a discard);
- Canopée: 2 players, 4 players, and solo against the Forest Spirit;
- Living Forest: 2 players and 4 players.
Hard sits in seat 0 of the first game and moves on a seat each game. Medium's choices in the same games are timed
too, as a yardstick measured in the same run on the same (shared, noisy) machine.

Target (issues 4 and 25): Hard's median <= 300 ms per decision and 95th percentile <= 1 s on a 2-core machine.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import game_def  # noqa: E402
from game.simulate import game_seed  # noqa: E402

TABLES = {
    "forest": [("2 players", 2, False), ("4 players", 4, False), ("6 players", 6, False), ("solo", 1, True)],
    "savane": [("2 players", 2, False), ("4 players", 4, False), ("6 players", 6, False), ("solo", 1, True)],
    "canopee": [("2 players", 2, False), ("4 players", 4, False), ("solo", 1, True)],
    "living-forest": [("2 players", 2, False), ("4 players", 4, False)],
}


def timed_game(game_id: str, players: int, solo: bool, seed: int, hard_seat: int = 0
               ) -> tuple[list[float], list[float]]:
    """(Hard's decision times, Medium's decision times) over one game, Hard in ``hard_seat``."""
    definition = game_def(game_id)
    state = definition.new_state(players, seed, solo, None)
    agents = [definition.agents["hard" if seat == hard_seat else "medium"](seed * 8 + seat) for seat in range(players)]
    hard, medium = [], []
    while not state.is_over:
        waiting = state.to_act()
        order = [s for s in (state.turn_order() or sorted(waiting)) if s in waiting] or sorted(waiting)
        for seat in order:
            if seat not in state.to_act():
                continue
            view = state.view(seat)
            start = time.perf_counter()
            action = agents[seat].choose(view)
            spent = time.perf_counter() - start
            if len(view.legal_actions()) > 1:
                (hard if seat == hard_seat else medium).append(spent)
            state.apply(seat, action)
    return hard, medium


def summary(times: list[float]) -> str:
    if not times:
        return "(no decision)"
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):6.1f} ms   p95 {p95:6.1f} ms   max {ms[-1]:6.1f} ms   ({len(ms)} decisions)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per table (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", choices=tuple(TABLES),
                        help="only this game (repeatable; default: every game)")
    args = parser.parse_args()
    every_hard: list[float] = []
    for game_id in args.game or TABLES:
        per_game: list[float] = []
        for label, players, solo in TABLES[game_id]:
            hard, medium = [], []
            for i in range(args.games):
                h, m = timed_game(game_id, players, solo, game_seed(args.seed, i), hard_seat=i % players)
                hard += h
                medium += m
            per_game += hard
            print(f"{game_id:13} {label:10} Hard   {summary(hard)}", flush=True)
            if medium:
                print(f"{'':13} {'':10} Medium {summary(medium)}", flush=True)
        print(f"{game_id:13} {'all':10} Hard   {summary(per_game)}", flush=True)
        every_hard += per_game
    print(f"{'all':24} Hard   {summary(every_hard)}")


if __name__ == "__main__":
    main()
