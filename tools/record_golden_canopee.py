"""Record golden Canopée games (every mode, card set and variant; random, easy and medium seats) with their
moves, outcome and a hash of the final state, so that engine changes made for speed or clarity are proved not
to change any game.

    .venv/bin/python tools/record_golden_canopee.py        # writes tests/golden/canopee_games.json
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.simulate import play_one  # noqa: E402

GOLDEN = ROOT / "tests" / "golden" / "canopee_games.json"

# (seats or "solo", options): two players in every card set, the variant, the three solo difficulties, 3 and 4
MODES = [
    (2, {}), (2, {"card_set": "A"}), (2, {"card_set": "B"}), (2, {"card_set": "C"}),
    (2, {"card_set": "D", "species": 6}), (2, {"card_set": "D", "species": 7}), (2, {"season_change": True}),
    ("solo", {"difficulty": "easier"}), ("solo", {}), ("solo", {"difficulty": "harder"}),
    (3, {}), (4, {"card_set": "C"}),
]
BOTS = ("random", "easy", "medium")


def state_hash(state) -> str:
    return hashlib.sha256(json.dumps(state.to_json(), sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def play(seats, options: dict, bot: str, seed: int):
    solo = seats == "solo"
    return play_one("canopee", [bot] * (1 if solo else seats), seed, solo, options or None)


def cases():
    for i, (seats, options) in enumerate(MODES):
        for j, bot in enumerate(BOTS):
            yield seats, options, bot, 500 + 10 * i + j


def main() -> int:
    games = []
    for seats, options, bot, seed in cases():
        state = play(seats, options, bot, seed)
        outcome = state.outcome()
        games.append({"seats": seats, "options": options, "bot": bot, "seed": seed,
                      "actions": [[seat, action.to_json()] for seat, action in state.actions_log()],
                      "totals": list(outcome.totals), "winners": list(outcome.winners),
                      "state_sha256": state_hash(state)})
        print(f"{str(seats):5} {options} {bot:7} seed {seed}: {outcome.totals}")
    GOLDEN.write_text(json.dumps(games, indent=0), encoding="utf-8")
    print(f"{len(games)} games written to {GOLDEN}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
