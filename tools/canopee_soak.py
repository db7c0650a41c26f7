"""A long soak of Canopée through ``ecosysteme simulate --check``: random games of every mode, card set and variant,
with every invariant (every card in exactly one zone, the game's own) checked after every action and each finished
game read back from its JSON.

    .venv/bin/python tools/canopee_soak.py --games 100000 [--workers 2]

Runs one ``simulate`` command per mode (the games shared evenly among the modes) and prints each command with its
result, then the totals. The first broken game stops the soak with the command's own one-line message (the seed
and the action that broke it), exit 1.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# (seats or "solo", options): 2 players with every card set, the species choice and the variant; solo at every
# difficulty and with the richest set; 3 and 4 players
MODES = [
    (2, ""), (2, "card_set=A"), (2, "card_set=B"), (2, "card_set=C"),
    (2, "card_set=D,species=6"), (2, "card_set=D,species=7"), (2, "season_change=true"),
    (2, "card_set=D,season_change=true"),
    ("solo", "difficulty=easier"), ("solo", ""), ("solo", "difficulty=harder"), ("solo", "card_set=D"),
    (3, ""), (3, "card_set=C"), (4, ""), (4, "card_set=D,species=7"),
]


def command(mode: tuple, games: int, seed: int, workers: int) -> list[str]:
    seats, options = mode
    argv = [sys.executable, "-m", "game.cli", "simulate", "--game", "canopee"]
    argv += ["--solo"] if seats == "solo" else ["--players", str(seats)]
    if options:
        argv += ["--options", options]
    return argv + ["--games", str(games), "--seed", str(seed), "--workers", str(workers), "--check", "--json"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100_000, help="games in all (default 100000)")
    parser.add_argument("--workers", type=int, default=1, help="worker processes of each simulate run")
    parser.add_argument("--seed", type=int, default=7, help="the run's seed (each mode's is derived from it)")
    args = parser.parse_args()
    start = time.perf_counter()
    total_games = total_actions = 0
    for index, mode in enumerate(MODES):
        games = args.games // len(MODES) + (1 if index < args.games % len(MODES) else 0)
        if games == 0:
            continue
        argv = command(mode, games, args.seed * 100 + index, args.workers)
        shown = " ".join(["ecosysteme"] + argv[3:])
        proc = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"{shown}\n  FAILED: {proc.stderr.strip()}")
            return 1
        result = json.loads(proc.stdout)
        total_games += result["games"]
        total_actions += result["checked_actions"]
        print(f"{shown}\n  {result['games']} games, {result['checked_actions']} actions checked, "
              f"{result['games_per_second']} games/s")
    seconds = time.perf_counter() - start
    print(f"{total_games} games in {len(MODES)} modes ({total_actions} actions, every invariant after each, every "
          f"finished game read back from its JSON) in {seconds:.0f} s: no exception, no lost card")
    return 0


if __name__ == "__main__":
    sys.exit(main())
