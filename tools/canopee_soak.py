"""A long soak of Canopée: random games of every mode, card set and variant, with every invariant (every card in
exactly one zone, the game's own) checked after every action, and a JSON round trip at the end of each game.

    .venv/bin/python tools/canopee_soak.py --games 100000 [--part 0 --parts 2]

Prints the games played per mode, and the first broken invariant or exception (with its seed) if any.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import game_def  # noqa: E402

MODES = [
    (2, {}), (2, {"card_set": "A"}), (2, {"card_set": "B"}), (2, {"card_set": "C"}),
    (2, {"card_set": "D", "species": 6}), (2, {"card_set": "D", "species": 7}), (2, {"season_change": True}),
    (2, {"card_set": "D", "season_change": True}),
    (1, {"difficulty": "easier"}), (1, {}), (1, {"difficulty": "harder"}), (1, {"card_set": "D"}),
    (3, {}), (3, {"card_set": "C"}), (4, {}), (4, {"card_set": "D", "species": 7}),
]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--part", type=int, default=0)
    parser.add_argument("--parts", type=int, default=1)
    args = parser.parse_args()
    canopee = game_def("canopee")
    start = time.perf_counter()
    played = 0
    actions = 0
    for index in range(args.part, args.games, args.parts):
        players, options = MODES[index % len(MODES)]
        solo = players == 1
        seed = 7_000_000 + index
        rng = random.Random(seed)
        try:
            state = canopee.new_state(players, seed, solo, options or None)
            while not state.is_over:
                seat = min(state.to_act())
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
                state.check_invariants()
                actions += 1
            back = canopee.state_from_json(json.loads(json.dumps(state.to_json())))
            assert back.to_json() == state.to_json(), "the JSON round trip changed the state"
        except Exception as exc:   # noqa: BLE001 - a soak reports whatever breaks, with what replays it
            print(f"game {index} (players {players}, options {options}, seed {seed}): {type(exc).__name__}: {exc}")
            return 1
        played += 1
    seconds = time.perf_counter() - start
    print(f"{played} games ({actions} actions, every invariant after each) in {seconds:.0f} s: no exception, "
          f"no lost card, every JSON round trip exact")
    return 0


if __name__ == "__main__":
    sys.exit(main())
