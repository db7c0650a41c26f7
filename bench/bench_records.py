"""Records benchmark: what a full records file (game/records.py MAX_RECORDS games) costs the player.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_records.py [--games 10000] [--rounds 3]

Plays a handful of real games of every window game and mode (random humans, Easy computers), records them, then
copies their records (and saved games) under new dates and ids until the index holds ``--games`` games, in a
temporary data folder. It then measures, ``--rounds`` times each, median in milliseconds:

- *load*: ``Records.load`` of the full index (what the Records screen waits for, on the records' thread);
- *record*: ``record_game`` of one more finished game into the full index (what a score screen hands to the
  records' thread: the frame never waits for it);
- *open*: the Records screen pushed, its records read and its first frame drawn;
- *move*: a frame after the pointer moved over the list (the figures, table, chart and list come from the memo);
- *choose*: a frame after another game's tab is clicked (the figures worked out again for the new choice);
- *menu*: a frame of the menu, for scale (the same window and machine).

The machine is shared and its speed drifts: the ratios to *menu* in the same run are the figures to quote.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def fill(folder: Path, games: int) -> None:
    """``games`` records in ``folder``: real games, then their copies under new ids and dates."""
    from game import records
    from game.records import Records, record_game
    from scenes.games import window_games
    from tests.test_records import play, tables

    base = time.time() - games * 3600
    n = 0
    for game_id in window_games():
        for _, match in tables(game_id):
            play(match, seed=n)
            rec, problem = record_game(match, base + n * 3600 - 900, ended=base + n * 3600)
            assert problem is None, problem
            n += 1
    index, _ = Records.load()
    real = list(index.records)
    out = list(real)
    for i in range(len(real), games):
        model = real[i % len(real)]
        stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(base + i * 3600))
        rid = f"{stamp}-{model.game_id}-{i}"
        shutil.copyfile(records.folder() / model.game_file, records.folder() / f"{rid}.json")
        out.append(replace(model, id=rid, date=time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(base + i * 3600)),
                           game_file=f"{rid}.json", key=f"bench{i}"))
    Records(out).save()


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="ecosysteme-bench-records-"))
    os.environ["ECOSYSTEME_DATA_DIR"] = str(folder)
    try:
        import pygame

        from game.records import Records, record_game
        from game.session import Match, Seat
        from game.userdata import Settings
        from scenes.app import App
        from scenes.menu import MenuScene
        from scenes.records import RecordsScene
        from scenes.shell.recorder import settle
        from tests.input import click, move
        from tests.test_records import play

        fill(folder, args.games)
        size = (folder / "records.json").stat().st_size
        times: dict[str, list[float]] = {k: [] for k in ("load", "record", "open", "move", "choose", "menu")}
        app = App(settings=Settings(language="en", animation_speed=0.0), size=(1600, 900))
        app.push(MenuScene(app))
        for r in range(args.rounds):
            t = time.perf_counter()
            loaded, problem = Records.load()
            times["load"].append(time.perf_counter() - t)
            assert problem is None and len(loaded.records) >= args.games, (problem, len(loaded.records))
            match = play(Match("canopee", [Seat("Ana"), Seat("Bob")], seed=100 + r), seed=r)
            t = time.perf_counter()
            _, problem = record_game(match, time.time() - 600)
            times["record"].append(time.perf_counter() - t)
            assert problem is None, problem
            t = time.perf_counter()
            app.frame(0.016, events=[])
            times["menu"].append(time.perf_counter() - t)
            t = time.perf_counter()
            scene = RecordsScene(app)
            app.push(scene)
            settle()
            app.frame(0.016, events=[])
            times["open"].append(time.perf_counter() - t)
            for _ in range(5):
                row = scene.rows[len(scene.rows) // 2]
                t = time.perf_counter()
                move(app, (row.rect.centerx + _, row.rect.centery))
                times["move"].append(time.perf_counter() - t)
            tab = scene.game_tabs[1 + r % (len(scene.game_tabs) - 1)][1]
            t = time.perf_counter()
            click(app, tab.center)
            times["choose"].append(time.perf_counter() - t)
            app.pop()
            app.frame(0.016, events=[])
        menu = median_ms(times["menu"])
        print(f"{args.games} records, index {size / 1e6:.1f} MB, {args.rounds} rounds (median ms; ratio to a menu frame)")
        for name, samples in times.items():
            value = median_ms(samples)
            print(f"  {name:7s} {value:9.1f} ms   {value / menu:7.1f}x")
        pygame.quit()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
