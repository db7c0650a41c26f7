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

A game whose challenges are played against computer seats (``Offer.rung_opponents``: Living Forest) is won by
winning: the witness sits in the player's seat against the rung's computers, seeded as a match seeds them
(game/session.py: ``seed * 8 + seat``), and the promise is that it won the deal with one of its first
``Offer.tries`` generator seeds (the deal's seed, then the next ones): ``--check`` says which.
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


def play_witness(game_id: str, seed: int, options: ladder.Options = (), opponents: tuple[str, ...] = (),
                 attempt: int = 0, player: str | None = None) -> Any:
    """The finished game the game's witness plays on a deal (the seed and the game options): solo, or in seat 0
    against computers of the ``opponents`` levels (seeded as a match seeds its computers). ``attempt``: the
    witness's generator is seeded ``seed + attempt``. ``player``: another agent in the player's seat (a test that
    only needs the deal played to its end)."""
    definition = game_def(game_id)
    seats = 1 + len(opponents)
    agents = [definition.agents[player or ladder.witness(game_id)](seed + attempt)]
    agents += [definition.agents[level](seed * 8 + i) for i, level in enumerate(opponents, start=1)]
    state = definition.new_state(seats, seed, not opponents, dict(options) or None)
    while not state.is_over:
        waiting = sorted(state.to_act())
        # as the window plays a match (game/session.py): the computers waiting answer at once, each once, and
        # the player (the witness) when none is waiting
        computers = [seat for seat in waiting if seat > 0]
        for seat in computers or waiting:
            if seat in state.to_act():
                state.apply(seat, agents[seat].choose(state.view(seat)))
    return state


def witness_margin(job: tuple) -> tuple[str, int, int, bool]:
    """The witness's final margin on a deal, and whether it won: ``job`` is (game_id, seed) for a solo deal
    without options, or (game_id, seed, options[, opponents[, attempt]])."""
    game_id, seed, *rest = job
    options = rest[0] if rest else ()
    opponents = rest[1] if len(rest) > 1 else ()
    state = play_witness(game_id, seed, options, opponents, rest[2] if len(rest) > 2 else 0)
    outcome = state.outcome()
    if opponents:
        return game_id, seed, ladder.versus_margin(outcome), 0 in outcome.winners
    margin = ladder.solo_margin(outcome)
    return game_id, seed, margin, None


def _label(options: ladder.Options) -> str:
    return " ".join(f"{name}={value}" for name, value in options)


def _run(jobs: list[tuple], workers: int) -> Iterator[tuple[str, int, int, bool | None]]:
    """Every job's witness margin, in the jobs' order: in this process for one worker, else in a pool."""
    if workers <= 1:
        yield from map(witness_margin, jobs)
        return
    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(witness_margin, jobs, chunksize=8)


def check(games: Iterable[str], workers: int) -> int:
    """Replay every rung of ``games`` with its witness; 1 if one is not beaten. A solo rung: the witness's margin
    reaches the target; a versus rung: the witness wins — with one of its first ``Offer.tries`` seeds."""
    games = list(games)
    rungs = [(g, i) for g in games for i in range(ladder.rung_count(g))]
    jobs = [(g, ladder.LADDERS[g][i][0], ladder.rung_options(g, i), ladder.rung_opponents(g, i), attempt)
            for g, i in rungs for attempt in range(ladder.OFFERS[g].tries)]
    results: dict[tuple[str, int], list[tuple[int, int, bool | None]]] = {}
    for (game_id, seed, _, _, attempt), (_, _, margin, won) in zip(jobs, _run(jobs, workers)):
        results.setdefault((game_id, seed), []).append((attempt, margin, won))
    failures = 0
    for game_id, i in rungs:
        seed, target = ladder.LADDERS[game_id][i]
        options, opponents = ladder.rung_options(game_id, i), ladder.rung_opponents(game_id, i)
        tries = results[(game_id, seed)]
        if opponents:
            won = [attempt for attempt, _, w in tries if w]
            ok = bool(won)
            said = (f"won on try {won[0] + 1} of {len(tries)} ({len(won)} wins)" if ok
                    else f"no win in {len(tries)} tries")
            what = f"vs {'+'.join(opponents)}"
        else:
            reached = [(attempt, margin) for attempt, margin, _ in tries if margin >= target]
            ok = bool(reached)
            attempt, margin = reached[0] if reached else max(((a, m) for a, m, _ in tries), key=lambda am: am[1])
            said = f"{ladder.witness(game_id)} {margin:+4d}" + (f" on try {attempt + 1} of {len(tries)}"
                                                                 if len(tries) > 1 else "")
            what = f"target {target:>4}"
        failures += not ok
        print(f"{game_id:7} seed {seed:>10}  {what}  {said}  {'ok' if ok else 'NOT BEATEN'}  {_label(options)}".rstrip(),
              flush=True)
    return 1 if failures else 0


def search(count: int, games: Iterable[str], workers: int, save: str | None) -> int:
    games = list(games)
    # every distinct rung setup (options, computers) of each game, in rung order
    setups = {g: list(dict.fromkeys((ladder.rung_options(g, i), ladder.rung_opponents(g, i))
                                    for i in range(ladder.rung_count(g)))) for g in games}
    jobs = [(g, SEEDS_FROM + i * SEEDS_STEP, options, opponents) for g in games for options, opponents in setups[g]
            for i in range(count)]
    margins: dict[tuple, list[tuple[int, int]]] = {(g, *o): [] for g in games for o in setups[g]}
    for (game_id, seed, options, opponents), (_, _, margin, won) in zip(jobs, _run(jobs, workers)):
        if won is not False:           # a versus deal the witness lost is no promise
            margins[(game_id, options, opponents)].append((margin, seed))
    if save:                                   # every deal's margin, to choose other targets without replaying
        Path(save).write_text(json.dumps({f"{g} {_label(o)} {'+'.join(v)}".strip(): found
                                          for (g, o, v), found in margins.items()}), encoding="utf-8")
    # a seed is every rung's own: none of another game's ladder nor of another rung
    used = {seed for g, rungs in ladder.LADDERS.items() if g not in games for seed, _ in rungs}
    for game_id in games:
        print(f"{game_id}: {count} deals per setup, witness {ladder.witness(game_id)}")
        chosen = []
        for i, (_, target) in enumerate(ladder.LADDERS[game_id]):
            options, opponents = ladder.rung_options(game_id, i), ladder.rung_opponents(game_id, i)
            found = sorted(margins[(game_id, options, opponents)])
            pick = next(((m, s) for m, s in found if m >= target and s not in used), None)
            if opponents:        # won: any margin (the closest win first)
                pick = next(((m, s) for m, s in found if s not in used), None)
            where = f"rung {i + 1} {_label(options)} {'+'.join(opponents)}".rstrip()
            if pick is None:
                best = found[-1][0] if found else None
                print(f"  {where}, target {target}: no deal reached it (best {best})")
                continue
            used.add(pick[1])
            chosen.append((pick[1], target))
            reached = len(found) if opponents else sum(m >= target for m, _ in found)
            print(f"  {where}, target {target}: seed {pick[1]} (witness {pick[0]:+d}; "
                  f"{reached} of {count} deals {'won' if opponents else 'reach it'})")
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
