"""Frame-time benchmark: a 6-player draft table at 1600x900 while a card is dragged across it.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_frames.py [--frames 600] [--profile 25] [--png drag.png]

Target (issue 3): median <= 4 ms and 99th percentile <= 12 ms per frame with the dummy driver.

The drag is the table's busiest still-input frame: every legal cell lit with the score badge of what the card
would earn there (the rules asked once per game state), the board's row and column labels, the badge on the
dragged card (asked of the rules each time the pointer enters a new cell), the card viewer handed every event.
A second measure moves the pointer, no button held, slowly over the hand, the board and the small boards, so
the card viewer looks up the card under it every frame and shows its tooltip after the rest delay.
``--profile N`` prints the N costliest functions of the drag (cProfile, cumulative time).
"""
from __future__ import annotations

import argparse
import cProfile
import math
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("ECOSYSTEME_DATA_DIR", tempfile.mkdtemp(prefix="ecosysteme-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ecosysteme.actions import LegalPicks, Pick  # noqa: E402
from game.session import COMPUTER, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.ecosysteme.table import TableScene  # noqa: E402

DT = 1 / 60


def motion(pos, held: bool) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0) if held else (0, 0, 0))


def timed(app: App, path, held: bool) -> list[float]:
    """Milliseconds per frame, one pointer motion per frame along ``path``."""
    times = []
    for pos in path:
        start = time.perf_counter()
        app.frame(DT, events=[motion(pos, held)])
        times.append((time.perf_counter() - start) * 1000)
    return times


def summary(what: str, times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    return (f"{what}, {len(times)} frames: median {statistics.median(ordered):.2f} ms, "
            f"99th percentile {p99:.2f} ms, worst {ordered[-1]:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", default="forest", choices=["forest", "savane"])
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile the drag and print its N costliest functions")
    parser.add_argument("--png", help="save the last dragged frame to this file, to see what was measured")
    args = parser.parse_args()

    app = App(settings=Settings(language="fr"), size=(1600, 900))
    match = Match(args.game, [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in range(1, 6)], seed=7)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(8):                               # mid-game: eight cards in every ecosystem
        legal = match.state.legal_actions(0)
        table._submit(Pick(legal.cards[0], legal.cells[0]))
    app.frame(DT, events=[])

    # --- the drag: a hand card carried over the board, round and round, never dropped
    kind, card = table.hand_rects()[0]
    legal = table.legal()
    assert isinstance(legal, LegalPicks) and kind in legal.cards and legal.cells, "no legal cell to light"
    area = table.board_area
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)])
    assert table.dragging == kind and table.choosing_card() == kind, "the card was not picked up"
    gains = table.gains(kind)
    assert set(gains) == set(legal.cells), "the lit cells do not all carry a score badge"
    for _ in range(30):                              # warm the caches (card faces at this size)
        app.frame(DT, events=[])
    board = table.board()
    # from a lit cell to a point of the board around it and on to the next lit cell, 12 frames a leg: the
    # pointer enters a new cell (a new score asked of the rules for the dragged card's badge) every ~24 frames
    lit = [board.rect(cell).center for cell in legal.cells]
    path: list[tuple[int, int]] = []
    leg = 0
    while len(path) < args.frames:
        a = lit[leg % len(lit)]
        t = leg * 0.7
        b = (int(area.centerx + math.cos(t) * area.w * 0.45), int(area.centery + math.sin(t * 1.3) * area.h * 0.45))
        c = lit[(leg * 5 + 3) % len(lit)]
        path += [(a[0] + (b[0] - a[0]) * i // 12, a[1] + (b[1] - a[1]) * i // 12) for i in range(12)]
        path += [(b[0] + (c[0] - b[0]) * i // 12, b[1] + (c[1] - b[1]) * i // 12) for i in range(12)]
        leg += 1
    path = path[:args.frames]
    over_cells = sum(1 for pos in path if board.cell_at(pos, legal.cells) is not None)
    previews = 0
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    drag, entering = [], []          # entering: the frames the pointer entered a new lit cell
    for pos in path:
        before = table.preview
        drag += timed(app, [pos], held=True)
        previews += table.preview is not None
        if table.preview is not None and (before is None or before[0] != table.preview[0]):
            entering.append(drag[-1])
    if profiler:
        profiler.disable()
    assert table.dragging == kind, "the card was dropped during the benchmark"
    if args.png:
        pygame.image.save(app.surface, args.png)

    # --- the card viewer: the pointer wanders over the cards with no button held
    away = (table.hand_area.x + 4, table.hand_area.y + 4)        # dropped off the board: the card flies back
    app.frame(DT, events=[motion(away, True), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1)])
    assert table.dragging is None and table.staged is None and match.state.pending[0] is None
    targets = [rect.center for _, rect in table.hand_rects()]
    targets += [table.board().rect(cell).center for cell in table.placed()]
    targets += [token.center for *_, tokens in table.mini_contents() for token, _, _ in tokens]
    hover_path = []
    while len(hover_path) < args.frames:             # a slow walk from card to card: 60 frames from one to the next
        for a, b in zip(targets, targets[1:]):
            hover_path += [(a[0] + (b[0] - a[0]) * i // 60, a[1] + (b[1] - a[1]) * i // 60) for i in range(60)]
    shown = 0
    hover = []
    for pos in hover_path[:args.frames]:
        hover += timed(app, [pos], held=False)
        shown += table.inspector.shown is not None

    print(summary(f"6-player table at 1600x900, dragging a card ({len(gains)} cells lit with their score, "
                  f"{over_cells} frames over one, its badge on the card in {previews})", drag))
    print(summary("  of which the frames the card entered a new cell", entering))
    print(summary(f"  the pointer over the cards, no button (the card viewer's tooltip up in {shown})", hover))
    if profiler:
        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.sort_stats("cumulative").print_stats(args.profile)
    pygame.quit()


if __name__ == "__main__":
    main()
