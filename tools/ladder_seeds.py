"""Choose (or check) the challenge ladder's deals: every rung must be known to be beatable.

    .venv/bin/python tools/ladder_seeds.py --check            # replay every rung with the Hard bot
    .venv/bin/python tools/ladder_seeds.py --search 400       # propose seeds for the targets in game/ladder.py

A rung is a promise to the player: this deal can be won by that margin. The Hard bot, playing the deal as a
player would (it never sees the deck's order), is the witness: ``--check`` replays every rung and reports its
margin; ``--search`` plays the Hard bot on many deals and, for each rung's target, proposes the deal whose
margin is the smallest one still reaching the target (beatable, and no easier than it needs to be), to be
copied into ``LADDERS``. The Hard bot plays each deal with the seed ``deal_seed`` (below), as the test does.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.catalogue import rules_for  # noqa: E402
from game.ecosysteme.hard import HardAgent  # noqa: E402
from game.ladder import LADDERS  # noqa: E402
from game.play import play_game  # noqa: E402


def witness_margin(job: tuple[str, int]) -> tuple[str, int, int]:
    """The Hard bot's final margin on a solo deal (its own generator seeded from the deal)."""
    game_id, seed = job
    game = play_game(rules_for(game_id), [HardAgent(seed)], seed, solo=True)
    return game_id, seed, game.score().solo.margin


def check(workers: int) -> int:
    jobs = [(g, seed) for g, ladder in LADDERS.items() for seed, _ in ladder]
    targets = {(g, seed): t for g, ladder in LADDERS.items() for seed, t in ladder}
    failures = 0
    with multiprocessing.Pool(workers) as pool:
        for game_id, seed, margin in pool.imap(witness_margin, jobs):
            target = targets[(game_id, seed)]
            ok = margin >= target
            failures += not ok
            print(f"{game_id:7} seed {seed:>10}  target {target:>4}  Hard bot {margin:+4d}  {'ok' if ok else 'NOT BEATEN'}")
    return 1 if failures else 0


def search(count: int, workers: int, save: str | None) -> int:
    jobs = [(g, 10_000 + i * 7919) for g in LADDERS for i in range(count)]
    margins: dict[str, list[tuple[int, int]]] = {g: [] for g in LADDERS}
    with multiprocessing.Pool(workers) as pool:
        for game_id, seed, margin in pool.imap_unordered(witness_margin, jobs):
            margins[game_id].append((margin, seed))
    if save:                                   # every deal's margin, to choose other targets without replaying
        Path(save).write_text(json.dumps(margins), encoding="utf-8")
    for game_id, ladder in LADDERS.items():
        found = sorted(margins[game_id])
        best = found[-1][0] if found else None
        print(f"{game_id}: {len(found)} deals, the Hard bot's best margin {best}")
        chosen = []
        used: set[int] = set()
        for _, target in ladder:
            pick = next(((m, s) for m, s in found if m >= target and s not in used), None)
            if pick is None:
                print(f"  target {target}: no deal reached it")
                continue
            used.add(pick[1])
            chosen.append((pick[1], target))
            print(f"  target {target}: seed {pick[1]} (Hard bot {pick[0]:+d})")
        print(f'    "{game_id}": ({", ".join(f"({s}, {t})" for s, t in chosen)}),')
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--check", action="store_true", help="replay every rung of game/ladder.py")
    what.add_argument("--search", type=int, metavar="N", help="play N deals per game and propose seeds")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--save", metavar="FILE", help="--search: also write every deal's margin to FILE (JSON)")
    args = parser.parse_args()
    return check(args.workers) if args.check else search(args.search, args.workers, args.save)


if __name__ == "__main__":
    sys.exit(main())
