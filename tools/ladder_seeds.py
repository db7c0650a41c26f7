"""Choose (or check) the challenge ladders' deals: every rung must be known to be beatable.

    .venv/bin/python tools/ladder_seeds.py --check                      # replay every rung with its witness
    .venv/bin/python tools/ladder_seeds.py --check --game canopee       # one game's ladder only
    .venv/bin/python tools/ladder_seeds.py --search 400 --game canopee  # propose seeds for the targets

A rung is a promise to the player: this deal can be won by that margin. Each game's witness agent (game/ladder.py
``OFFERS``: Forêt and Savane's Hard bot, Canopée's Medium agent), playing the deal as a player would, through its
seat's view (it never sees the deck's order nor any hidden card), vouches for it: ``--check`` replays every rung
and reports the witness's margin; ``--search`` plays the witness on N deals per rung setup (a game's rungs share
one when they have no options; Canopée's each have their own difficulty and card set) and, for each rung's target,
proposes the deal whose margin is the smallest one still reaching the target (beatable, and no easier than it needs
to be), to be copied into ``LADDERS``. The witness plays each deal with its own generator seeded from the deal's
seed, as the tests do. Any game with a ladder works the same way, through the protocol (game/core/protocol.py).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from pathlib import Path
from typing import Any, Iterable, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import ladder  # noqa: E402
from game.core.registry import game_def  # noqa: E402

SEEDS_FROM, SEEDS_STEP = 10_000, 7919       # the deals --search tries: SEEDS_FROM + i * SEEDS_STEP


def play_witness(game_id: str, seed: int, options: ladder.Options = ()) -> Any:
    """The finished solo game the game's witness plays on a deal (the seed and the game options)."""
    definition = game_def(game_id)
    agent = definition.agents[ladder.witness(game_id)](seed)
    state = definition.new_state(1, seed, True, dict(options) or None)
    while not state.is_over:
        for seat in sorted(state.to_act()):
            state.apply(seat, agent.choose(state.view(seat)))
    return state


def witness_margin(job: tuple) -> tuple[str, int, int]:
    """The witness's final margin on a solo deal: ``job`` is (game_id, seed) for a deal without options, or
    (game_id, seed, options)."""
    game_id, seed, *rest = job
    state = play_witness(game_id, seed, rest[0] if rest else ())
    return game_id, seed, ladder.solo_margin(state.outcome())


def _label(options: ladder.Options) -> str:
    return " ".join(f"{name}={value}" for name, value in options)


def _run(jobs: list[tuple], workers: int) -> Iterator[tuple[str, int, int]]:
    """Every job's witness margin, in the jobs' order: in this process for one worker, else in a pool."""
    if workers <= 1:
        yield from map(witness_margin, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(witness_margin, jobs, chunksize=8)


def check(games: Iterable[str], workers: int) -> int:
    jobs = [(g, seed, ladder.rung_options(g, i)) for g in games for i, (seed, _) in enumerate(ladder.LADDERS[g])]
    targets = [t for g in games for _, t in ladder.LADDERS[g]]
    failures = 0
    for (game_id, seed, options), target, (_, _, margin) in zip(jobs, targets, _run(jobs, workers)):
        ok = margin >= target
        failures += not ok
        print(f"{game_id:7} seed {seed:>10}  target {target:>4}  {ladder.witness(game_id)} {margin:+4d}  "
              f"{'ok' if ok else 'NOT BEATEN'}  {_label(options)}".rstrip(), flush=True)
    return 1 if failures else 0


def search(count: int, games: Iterable[str], workers: int, save: str | None) -> int:
    games = list(games)
    # every distinct rung setup of each game, in rung order
    setups = {g: list(dict.fromkeys(ladder.rung_options(g, i) for i in range(ladder.rung_count(g)))) for g in games}
    jobs = [(g, SEEDS_FROM + i * SEEDS_STEP, options) for g in games for options in setups[g] for i in range(count)]
    margins: dict[tuple[str, ladder.Options], list[tuple[int, int]]] = {(g, o): [] for g in games for o in setups[g]}
    for (game_id, seed, options), (_, _, margin) in zip(jobs, _run(jobs, workers)):
        margins[(game_id, options)].append((margin, seed))
    if save:                                   # every deal's margin, to choose other targets without replaying
        Path(save).write_text(json.dumps({f"{g} {_label(o)}".strip(): found for (g, o), found in margins.items()}),
                              encoding="utf-8")
    # a seed is every rung's own: none of another game's ladder nor of another rung
    used = {seed for g, rungs in ladder.LADDERS.items() if g not in games for seed, _ in rungs}
    for game_id in games:
        print(f"{game_id}: {count} deals per setup, witness {ladder.witness(game_id)}")
        chosen = []
        for i, (_, target) in enumerate(ladder.LADDERS[game_id]):
            options = ladder.rung_options(game_id, i)
            found = sorted(margins[(game_id, options)])
            pick = next(((m, s) for m, s in found if m >= target and s not in used), None)
            where = f"rung {i + 1} {_label(options)}".rstrip()
            if pick is None:
                best = found[-1][0] if found else None
                print(f"  {where}, target {target}: no deal reached it (best {best})")
                continue
            used.add(pick[1])
            chosen.append((pick[1], target))
            print(f"  {where}, target {target}: seed {pick[1]} (witness {pick[0]:+d}; "
                  f"{sum(m >= target for m, _ in found)} of {len(found)} deals reach it)")
        print(f'    "{game_id}": ({", ".join(f"({s:_}, {t})" for s, t in chosen)}),')
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--check", action="store_true", help="replay every rung of game/ladder.py")
    what.add_argument("--search", type=int, metavar="N", help="play N deals per rung setup and propose seeds")
    parser.add_argument("--game", action="append", choices=ladder.offered(),
                        help="only this game's ladder (repeatable; default: every game with a ladder)")
    parser.add_argument("--workers", type=int, default=2, help="processes (1: play in this one)")
    parser.add_argument("--save", metavar="FILE", help="--search: also write every deal's margin to FILE (JSON)")
    args = parser.parse_args(argv)
    games = tuple(args.game or ladder.offered())
    return check(games, args.workers) if args.check else search(args.search, games, args.workers, args.save)


if __name__ == "__main__":
    sys.exit(main())
