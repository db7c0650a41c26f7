"""Record golden games of Forêt and Savane: seeded games of every mode (2 to 6 seats, the neutral's two-player
game, solo; random, medium and hard bots) with their action logs, final totals and a hash of the final state,
plus saves of this version (mid-game and finished), so that a refactor can prove it changed nothing.

    .venv/bin/python tools/record_golden.py            # writes tests/golden/

Run it once, before moving code; tests/ecosysteme/test_golden.py replays the files bit for bit. Re-recording is only right
when a change is meant to change the games (say why in the commit).
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ecosysteme.agents import make_agent  # noqa: E402
from game.core.catalogue import rules_for  # noqa: E402
from game.ecosysteme.play import play_game  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"

# (game, seats or "solo", bot, seed): every seat count and the solo, each bot; hard on a sample (it is slow)
CASES = [
    (game, count, bot, 1000 + 7 * (1 if count == "solo" else count) + ("random", "medium", "hard").index(bot))
    for game in ("forest", "savane")
    for bot in ("random", "medium", "hard")
    for count in (["solo", 2, 3, 4, 5, 6] if bot != "hard" else ["solo", 2, 4, 6])
]


def state_hash(game) -> str:
    return hashlib.sha256(game.to_text().encode("utf-8")).hexdigest()


def play_case(game_id: str, count, bot: str, seed: int):
    solo = count == "solo"
    seats = 1 if solo else count
    agents = [make_agent(bot, seed * 8 + seat) for seat in range(seats)]
    return play_game(rules_for(game_id), agents, seed, solo)


def record(game_id: str, count, bot: str, seed: int) -> dict:
    game = play_case(game_id, count, bot, seed)
    neutral = [game.kind_of[u] for u in game.neutral_pile] if game.has_neutral else None
    totals = game.rules.scorer.totals(game.frames(), neutral, game.solo)
    return {
        "game": game_id, "seats": count, "bot": bot, "seed": seed,
        "actions": [[seat, action.to_json()] for seat, action in game.actions_log()],
        "totals": list(totals),
        "state_sha256": state_hash(game),
    }


def record_saves() -> None:
    """Saves written by this version: a game in progress (a hot-seat pick waiting, computers with their random
    states) and a finished challenge, each with what it must load as."""
    from game import savegame
    from game.ladder import rung_challenge
    from game.session import COMPUTER, Match, Seat

    saves = GOLDEN / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    human = make_agent("medium", 3)

    def play(match, steps=None):
        n = 0
        while not match.over and (steps is None or n < steps):
            match.play_computers()
            for seat in match.waiting_humans():
                match.submit(seat, human.choose(match.view(seat)))
            n += 1
        return match

    in_progress = play(Match("savane", [Seat("Ana"), Seat("Bo"), Seat("Cy", COMPUTER, "hard"),
                                        Seat("Di", COMPUTER, "medium")], seed=77), steps=7)
    in_progress.submit(0, human.choose(in_progress.view(0)))      # Ana has chosen, Bo not yet
    rung = rung_challenge("forest", 1)
    finished = play(Match("forest", [Seat("Zoé")], seed=rung.seed, solo=True, challenge=rung))
    for name, match in (("in_progress", in_progress), ("finished_challenge", finished)):
        data = savegame.match_to_dict(match)
        data["saved"] = "2026-11-24T00:00:00"                       # a fixed stamp: the file is a fixture
        (saves / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        expect = {"state_sha256": state_hash(match.state), "seats": [[s.name, s.controller, s.level] for s in match.seats],
                  "over": match.over}
        (saves / f"{name}.expect.json").write_text(json.dumps(expect, indent=1), encoding="utf-8")


def main() -> int:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    games = []
    for case in CASES:
        games.append(record(*case))
        print(f"{case[0]:7} {str(case[1]):5} {case[2]:7} seed {case[3]}: totals {games[-1]['totals']}")
    (GOLDEN / "ecosysteme_games.json").write_text(json.dumps(games, indent=0), encoding="utf-8")
    record_saves()
    print(f"{len(games)} games and 2 saves written to {GOLDEN}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
