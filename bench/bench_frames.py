"""Frame-time benchmark: a 6-player draft table at 1600x900 while a card is dragged across it.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_frames.py [--frames 600]

Target (issue 3): median <= 4 ms and 99th percentile <= 12 ms per frame with the dummy driver.
"""
from __future__ import annotations

import argparse
import math
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("ECOSYSTEME_DATA_DIR", tempfile.mkdtemp(prefix="ecosysteme-bench-"))

import pygame  # noqa: E402

from game.actions import Pick  # noqa: E402
from game.session import COMPUTER, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.table import TableScene  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", default="forest", choices=["forest", "savane"])
    args = parser.parse_args()

    app = App(settings=Settings(language="fr"), size=(1600, 900))
    match = Match(args.game, [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in range(1, 6)], seed=7)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(8):                               # mid-game: eight cards in every ecosystem
        legal = match.game.legal_actions(0)
        table._submit(Pick(legal.cards[0], legal.cells[0]))
    app.frame(0.016, events=[])

    kind, card = table.hand_rects()[0]
    area = table.board_area
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)])
    for _ in range(30):                              # warm the caches (card faces at this size)
        app.frame(0.016, events=[])

    times = []
    for i in range(args.frames):
        t = i / 40
        pos = (int(area.centerx + math.cos(t) * area.w * 0.45), int(area.centery + math.sin(t * 1.3) * area.h * 0.45))
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0))
        start = time.perf_counter()
        app.frame(0.016, events=[event])
        times.append((time.perf_counter() - start) * 1000)
    assert table.dragging == kind, "the card was dropped during the benchmark"
    times.sort()
    median = statistics.median(times)
    p99 = times[int(len(times) * 0.99) - 1]
    print(f"6-player table at 1600x900, dragging a card, {len(times)} frames: "
          f"median {median:.2f} ms, 99th percentile {p99:.2f} ms, worst {times[-1]:.2f} ms")
    pygame.quit()


if __name__ == "__main__":
    main()
