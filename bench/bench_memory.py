"""Memory benchmark: the peak resident memory of long mixed sessions in the real window.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_memory.py                  # the README's sessions
    .venv/bin/python bench/bench_memory.py --sessions monkey --sizes 2560x1440 --seeds 4 --events 20000
    .venv/bin/python bench/bench_memory.py --sessions demo --demo-games 40 --sizes 1600x900

Goal (issue 23): a long session at 2560x1440 peaks at no more than 250 MB resident.

Each session runs in a process of its own (the peak is the process's), started on a private data folder, and
prints its peak resident memory (VmHWM of /proc/self/status), its resident memory at the end (VmRSS) and, where
the code has one, the largest the app's picture store got (scenes/pictures.py). Linux only (/proc).

- ``monkey``: tools/monkey.py's seeded run of the whole window (the four games' setups, tables, hand-off
  screens, score screens, replays and card viewers, the rules screen, the challenges, the settings, resizes to
  the usual screen sizes and any other, full screen, the odd way out and back in) opened at the size given, and
  every ``--storm-every`` actions a resize storm: the window dragged through ``--storm-sizes`` sizes between
  1280x720 and 2560x1440, one frame drawn at each, then put back to the session's size. The monkey's own
  bookkeeping (every match it met, its checks' copies of the screen) counts in the peak too. Its way out and back
  in (an app closed, another opened in the same process) is, for a player, a new process: the closed app is
  collected then, as that process's end would free it. Its check of the frames the main loop leaves undrawn is
  left out (it copies the screen twice: a check's memory, not the game's).
- ``demo``: ``--demo-games`` demo games in a row in one window (Forêt, Savane, Canopée and Living Forest in
  turn, 2-4 computers), back to the menu after each score screen, as the demo mode plays them.

The same script measures the code before a change: copy it into that checkout's bench/ folder and run it
there (it imports the code of the checkout it sits in; the store's column then says "-").
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SESSIONS = ("monkey", "demo")
DEMO_GAMES = (("forest", 4), ("savane", 3), ("canopee", 2), ("living-forest", 4), ("forest", 6), ("canopee", 4),
              ("living-forest", 2), ("savane", 5))


def status() -> dict[str, int]:
    """VmHWM and VmRSS of this process, in MB."""
    out = {}
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith(("VmHWM", "VmRSS")):
                key, value = line.split(":")
                out[key] = int(value.split()[0]) // 1024
    return out


class StorePeak:
    """The largest the app's picture store got, frame by frame (None on code without one)."""

    def __init__(self) -> None:
        self.bytes: int | None = None

    def see(self, app) -> None:
        store = getattr(app, "pictures", None)
        if store is not None:
            self.bytes = max(self.bytes or 0, store.bytes)


def no_check(app, was_animating: bool) -> None:
    """The bench's stand-in for the monkey's check_still (see monkey_session)."""


def monkey_session(events: int, seed: int, size: tuple[int, int], lang: str, storm_every: int,
                   storm_sizes: int) -> dict:
    from tools import monkey

    peak = StorePeak()

    class StormyMonkey(monkey.Monkey):
        """The monkey, with a resize storm every ``storm_every`` actions (see the module's docstring)."""
        actions = 0
        closed = False

        def act(self) -> None:
            self.actions += 1
            if storm_every and self.actions % storm_every == 0 and not self.app.too_small:
                self.storm()
            else:
                super().act()

        def storm(self) -> None:
            import pygame

            window = self.app.window
            window.minimum_size = monkey.MIN_SIZE
            for i in range(storm_sizes + 1):
                if self.app is None or self.summary.events >= self.limit:
                    return
                w, h = size if i == storm_sizes else (self.rng.randint(1280, 2560), self.rng.randint(720, 1440))
                window.size = (w, h)
                w, h = window.size
                self.frame([pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
                            pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
                            pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)])

        def frame(self, events) -> None:
            if self.closed:
                # the monkey's way out and back in: for a player a new process, whose memory starts afresh; here
                # the closed app (in reference cycles) is collected at the first frame of the next one
                self.closed = False
                gc.collect()
            super().frame(events)
            if self.app is not None:
                peak.see(self.app)

        def close(self) -> None:
            super().close()
            self.closed = True

    start = time.perf_counter()
    # the monkey's check of a frame the main loop leaves undrawn (the picture on screen is the one the scene would
    # draw) draws it offscreen and compares two copies of the screen: 35 MB for a moment at 2560x1440, a check's
    # and not the game's (whose undrawn frames are just not drawn)
    with mock.patch.object(monkey, "Monkey", StormyMonkey), mock.patch.object(monkey, "check_still", no_check):
        summary = monkey.run_monkey(events, seed, size, lang, keep_going=True)
    return {"frames": summary.frames, "games": summary.games_started, "failures": len(summary.failures),
            "store_peak": peak.bytes, "seconds": time.perf_counter() - start}


def demo_session(games: int, size: tuple[int, int], speed: float) -> dict:
    with tempfile.TemporaryDirectory(prefix="ecosysteme-bench-") as data:
        os.environ["ECOSYSTEME_DATA_DIR"] = data
        import pygame

        from game.userdata import Settings
        from scenes.app import App
        from scenes.demo import start_demo
        from scenes.menu import MenuScene

        peak = StorePeak()
        start = time.perf_counter()
        app = App(settings=Settings(language="en", animation_speed=1.0), size=size)
        app.push(MenuScene(app))
        frames = 0
        for n in range(games):
            game, players = DEMO_GAMES[n % len(DEMO_GAMES)]
            director = start_demo(app, game=game, players=players, seed=n + 1, speed=speed)
            while director.stage != "done":
                app.frame(1 / 60, events=[])
                peak.see(app)
                frames += 1
                if frames > 2_000_000:
                    raise SystemExit(f"bench_memory: demo game {n + 1} ({game}) never ended")
            app.frame_hooks.remove(director)
            app.home()
            app.frame(1 / 60, events=[])
        app.stack.clear()
        app.window.destroy()
        pygame.quit()
    return {"frames": frames, "games": games, "failures": 0, "store_peak": peak.bytes,
            "seconds": time.perf_counter() - start}


def child(args) -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    size = parse_size(args.child_size)
    if args.child == "monkey":
        out = monkey_session(args.events, args.child_seed, size, args.lang, args.storm_every, args.storm_sizes)
    else:
        out = demo_session(args.demo_games, size, args.speed)
    out.update(status())
    print("RESULT " + json.dumps(out), flush=True)


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", default="monkey,demo", help="monkey, demo or both (comma-separated)")
    parser.add_argument("--sizes", default="2560x1440,1366x768", help="window sizes, WxH, comma-separated")
    parser.add_argument("--seeds", default="4", help="the monkey's seeds, comma-separated")
    parser.add_argument("--events", type=int, default=20000, help="the monkey's events per session")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--storm-every", type=int, default=1500, help="monkey actions between resize storms (0: none)")
    parser.add_argument("--storm-sizes", type=int, default=40, help="sizes one resize storm goes through")
    parser.add_argument("--demo-games", type=int, default=40)
    parser.add_argument("--speed", type=float, default=20.0, help="the demo games' speed")
    parser.add_argument("--child", choices=SESSIONS, help=argparse.SUPPRESS)
    parser.add_argument("--child-size", help=argparse.SUPPRESS)
    parser.add_argument("--child-seed", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args)
        return 0
    if not Path("/proc/self/status").is_file():
        sys.exit("bench_memory: needs Linux's /proc/self/status")
    runs = []
    for kind in args.sessions.split(","):
        for size in args.sizes.split(","):
            for seed in (args.seeds.split(",") if kind == "monkey" else ["0"]):
                runs.append((kind, size, int(seed)))
    print(f"{'session':<34} {'peak (VmHWM)':>12} {'at the end':>10} {'pictures':>9} {'frames':>7} {'games':>5} "
          f"{'time':>6}")
    worst = 0
    for kind, size, seed in runs:
        cmd = [sys.executable, str(Path(__file__).resolve()), "--child", kind, "--child-size", size,
               "--child-seed", str(seed), "--events", str(args.events), "--lang", args.lang,
               "--storm-every", str(args.storm_every), "--storm-sizes", str(args.storm_sizes),
               "--demo-games", str(args.demo_games), "--speed", str(args.speed)]
        done = subprocess.run(cmd, capture_output=True, text=True)
        lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
        if done.returncode or not lines:
            print(done.stdout[-2000:], done.stderr[-4000:], file=sys.stderr)
            sys.exit(f"bench_memory: the {kind} session at {size} failed")
        r = json.loads(lines[-1][7:])
        name = (f"monkey {args.events} events, seed {seed}, {size}" if kind == "monkey"
                else f"demo, {args.demo_games} games, {size}")
        store = "-" if r["store_peak"] is None else f"{r['store_peak'] / 2 ** 20:.0f} MB"
        failures = f" ({r['failures']} failures)" if r["failures"] else ""
        print(f"{name:<34} {r['VmHWM']:>9} MB {r['VmRSS']:>7} MB {store:>9} {r['frames']:>7} {r['games']:>5} "
              f"{r['seconds']:>5.0f}s{failures}", flush=True)
        worst = max(worst, r["VmHWM"])
    print(f"highest peak: {worst} MB (goal at 2560x1440: <= 250 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
