"""Frame-time benchmark of the Living Forest table: 4 players, mid-game, while a Protective Tree is dragged.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_livingforest_frames.py [--frames 600] [--size 1600x900]
        [--seed 7] [--png f.png] [--profile 25] [--sound [--fps 60]]

Target (issue 16): median <= 4 ms and 99th percentile <= 12 ms per frame with the dummy driver, at 1280x720,
1600x900 and 2560x1440 (``--size`` picks one; all three by default).

The human (seat 0) plays a 4-player game against three Medium computers, taking the first legal choice of the
rules, until round 3 has begun and its action phase offers Plant. Plant is chosen and a tree is picked up from its
dispenser, then carried over the seat's forest (its lit cells, with the effects of the one under the pointer) and
over the reserve rows, one pointer motion per frame, never dropped: the busiest still-input frame of the table
(the lit cells, the hovered cell redrawn with the tree, the dragged tile, the other Spirits, the Circle, the log).
``--profile N`` prints the N costliest functions of the drag (cProfile, cumulative time). Silent unless
``--sound``, which times the drag with the sound off and on, interleaved (bench_frames.py's ``SoundAB``).
"""
from __future__ import annotations

import argparse
import cProfile
import math
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
# the Forêt frame bench sets up the headless display and a private data folder on import, and lends its helpers
from bench_frames import DT, SoundAB, add_sound_options, motion, silent, summary  # noqa: E402

import pygame  # noqa: E402

from game.livingforest import actions as A  # noqa: E402
from game.session import COMPUTER, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.livingforest.table import LivingForestTable  # noqa: E402

SIZES = ("1280x720", "1600x900", "2560x1440")
PLANT = A.act("plant")


def reach_a_plant(app: App, table: LivingForestTable, match: Match, seed: int) -> None:
    """Play on (the human takes the first legal choice, the computers theirs) until round 3 has begun and the
    human's action phase offers Plant; Plant is then chosen, so that the trees it may plant are lit."""
    for _ in range(20000):
        if match.over:
            sys.exit(f"bench_livingforest_frames: seed {seed} ended before a plant in round 3; try another --seed")
        app.frame(DT, events=[])
        if match.active_human() != 0 or table.private:
            continue
        view = match.view(0)
        legal = view.legal_actions()
        if view.round >= 3 and view.decision() == "action" and PLANT in legal:
            table.submit_all((PLANT,))               # as a click on the Plant button would
            app.frame(DT, events=[])
            return
        # the first choice, except ending the turn before an action was taken (the game would crawl to round 3
        # without a tree) and Plant before round 3 (the forest would fill before the measure)
        choices = [a for a in legal if a != PLANT] or legal
        table._submit(choices[0])
    sys.exit("bench_livingforest_frames: no plant reached")


def pointer_path(table: LivingForestTable, frames: int) -> list[tuple[int, int]]:
    """Round and round the seat's forest, then across the reserve and back, 24 frames a leg."""
    board = table.boards[0].rect
    reserve = table.geometry().reserve
    path: list[tuple[int, int]] = []
    t = 0.0
    leg = 0
    while len(path) < frames:
        if leg % 3 == 2:                             # a sweep over the reserve rows, left to right
            for i in range(24):
                path.append((reserve.x + reserve.w * i // 24, reserve.centery))
        else:
            for _ in range(24):
                path.append((int(board.centerx + math.cos(t) * board.w * 0.48),
                             int(board.centery + math.sin(t * 1.3) * board.h * 0.48)))
                t += 0.09
        leg += 1
    return path[:frames]


def bench(size: tuple[int, int], frames: int, seed: int, png: str | None, profile: int,
          sound_fps: float | None = None) -> str:
    """One size's drag; with sound_fps (--sound), timed with the sound off and on, interleaved."""
    app = App(settings=Settings(language="fr", animation_speed=0.0), size=size)
    silent(app)
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER, "medium") for i in range(1, 4)]
    match = Match("living-forest", seats, seed=seed)
    table = LivingForestTable(app, match, autosave=False)
    app.push(table)
    reach_a_plant(app, table, match, seed)
    prompt = table.prompt()
    assert prompt is not None and prompt.decision == "plant" and prompt.trees and prompt.cells, \
        "Plant offers no tree to drag"
    tree = sorted(prompt.trees)[0]
    start = dict(table.tree_slots())[tree].center
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    assert table.drag is not None and table.drag[0] == tree, "the tree was not picked up"
    for _ in range(30):                              # warm the caches (tiles and faces at this size)
        app.frame(DT, events=[motion(start, True)])
    path = pointer_path(table, frames)
    board = table.boards[0]
    lit = sum(1 for pos in path if board.cell_at(pos) in prompt.cells)
    if sound_fps is not None:
        ab = SoundAB(app, "livingforest", fps=sound_fps)
        times = ab.run(lambda i: app.frame(DT, events=[motion(path[i], True)]), len(path))
        assert table.drag is not None, "the tree was dropped during the benchmark"
        return ab.report(f"Living Forest, 4 players, round {match.state.round}, {size[0]}x{size[1]}, dragging tree "
                         f"{tree}", times)
    profiler = cProfile.Profile() if profile else None
    if profiler:
        profiler.enable()
    times = []
    for pos in path:
        begin = time.perf_counter()
        app.frame(DT, events=[motion(pos, True)])
        times.append((time.perf_counter() - begin) * 1000)
    if profiler:
        profiler.disable()
    assert table.drag is not None, "the tree was dropped during the benchmark"
    if png:
        pygame.image.save(app.surface, png)
    out = (f"Living Forest, 4 players, round {match.state.round}, {size[0]}x{size[1]}, dragging tree {tree} "
           f"({len(prompt.cells)} cells lit, {lit} frames over one)\n" + summary("drag", times))
    if profiler:
        print(out)
        pstats.Stats(profiler, stream=sys.stdout).sort_stats("cumulative").print_stats(profile)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", nargs="+", default=list(SIZES), help="window sizes, e.g. 1280x720 2560x1440")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--png", help="save the last dragged frame to this file (the size is added to its name)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile the drag and print its N costliest functions")
    add_sound_options(parser)
    args = parser.parse_args()
    for text in args.size:
        size = tuple(int(v) for v in text.lower().split("x"))
        png = None
        if args.png:
            p = Path(args.png)
            png = str(p.with_name(f"{p.stem}_{size[0]}x{size[1]}{p.suffix or '.png'}"))
        print(bench(size, args.frames, args.seed, png, args.profile, args.fps if args.sound else None), flush=True)
        pygame.quit()


if __name__ == "__main__":
    main()
