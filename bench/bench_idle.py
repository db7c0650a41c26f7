"""Idle benchmark: what a still table costs a player's machine, in CPU time and frames drawn.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_idle.py [--seconds 10] [--rounds 2] [--event-wait]
    DISPLAY=:99 SDL_FRAMEBUFFER_ACCELERATION=0 .venv/bin/python bench/bench_idle.py     # under Xvfb (X11)

Opens the real App at 1600x900 on a 4-player Forêt table (one human, three Medium computers) a few picks in,
waiting for the human, and runs the real main loop, ``App.run()``, for a few seconds with no input, in two
ways that alternate ``--rounds`` times:

- *idle*: the loop as it ships: a still screen waits on the event queue and is not drawn again;
- *every frame*: the same table with ``TableScene.animating`` forced to True, so it is drawn 60 times a
  second as a game loop without the idle wait would (as a scene that says it moves is).

Each phase is ended by an SDL timer posting ``pygame.QUIT`` (nothing else disturbs the queue). It prints CPU
seconds per wall second (``time.process_time``, every thread of the process, SDL's included), frames drawn per
second (``App.frames_drawn``) and loop turns per second. The machine is shared and its speed drifts, so the
ratio of the two phases' CPU figures in the same run is the one to quote.

``--scene menu|scoring|replay`` measures another still screen instead of the table (the menu with its cards'
sway, or animations off with ``--no-animation``; a finished game's score screen; its replay).

``--event-wait`` adds a third way, for comparison: the idle loop waiting with ``pygame.event.wait(timeout)``
instead of the shipped short sleeps between looks at the queue (``App._wait_for_events``). pygame-ce's
``event.wait`` is itself a loop with a 1 ms sleep (about 900 wake-ups a second under X11 as under the dummy
driver), which costs a still window about three times as much.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")     # no display: SDL's dummy driver (else X11 / Wayland)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a private data folder: the table's autosave must not replace the player's interrupted game
os.environ.setdefault("ECOSYSTEME_DATA_DIR", tempfile.mkdtemp(prefix="ecosysteme-bench-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.session import COMPUTER, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.ecosysteme.table import TableScene  # noqa: E402

SIZE = (1600, 900)
PICKS = 6                    # picks played before the measure: a table with cards on every board


def still_table(app: App) -> TableScene:
    """A 4-player Forêt table a few picks in, waiting for its one human (Medium computers answer at once)."""
    match = Match("forest", [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER, "medium") for i in range(1, 4)], seed=7)
    for _ in range(PICKS):
        legal = match.state.legal_actions(0)
        match.submit(0, legal[0])
        match.play_computers()
    table = TableScene(app, match)
    app.push(table)
    return table


def still_scene(app: App, name: str):
    """The scene to measure, on top of the app, waiting for the player."""
    if name == "table":
        return still_table(app)
    if name == "menu":
        from scenes.menu import MenuScene

        scene = MenuScene(app)
        app.push(scene)
        for _ in range(10):                  # the fan of cards dealt (one card per frame)
            app.frame(1 / 60, events=[])
        return scene
    match = Match("forest", [Seat("Ana", COMPUTER)] + [Seat(f"Bot {i}", COMPUTER) for i in range(1, 4)], seed=7)
    while not match.over:
        match.play_computers()
    if name == "scoring":
        from scenes.ecosysteme.scoring import ScoringScene

        scene = ScoringScene(app, match)
    else:
        from scenes.ecosysteme.replay import ReplayScene

        scene = ReplayScene(app, match)
    app.push(scene)
    for _ in range(600):                     # the score screen's count-up played to its end
        app.frame(1 / 60, events=[])
    return scene


def phase(app: App, seconds: float) -> dict[str, float]:
    """Run the real main loop for ``seconds`` with no input; what it cost."""
    turns = 0
    frame = app.frame

    def counted(*args, **kwargs):
        nonlocal turns
        turns += 1
        return frame(*args, **kwargs)

    app.frame = counted                       # an instance attribute: App.run calls self.frame
    app.running = True
    app.redraw()                              # as after any event: the phase starts with one frame drawn
    pygame.event.clear()
    pygame.time.set_timer(pygame.event.Event(pygame.QUIT), int(seconds * 1000), loops=1)
    frames0, usage0 = app.frames_drawn, resource.getrusage(resource.RUSAGE_SELF)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    try:
        app.run()
    finally:
        del app.frame
    wall = time.perf_counter() - wall0
    cpu = time.process_time() - cpu0
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return {
        "wall": wall,
        "cpu": cpu / wall,
        "user": (usage.ru_utime - usage0.ru_utime) / wall,
        "system": (usage.ru_stime - usage0.ru_stime) / wall,
        "fps": (app.frames_drawn - frames0) / wall,
        "frames": app.frames_drawn - frames0,
        "turns": turns / wall,
        "switches": (usage.ru_nvcsw + usage.ru_nivcsw - usage0.ru_nvcsw - usage0.ru_nivcsw) / wall,
    }


def event_wait() -> list[pygame.event.Event]:
    """The idle wait with pygame.event.wait(timeout), as the loop first did (for --event-wait)."""
    from scenes.app import IDLE_WAIT_MS

    first = pygame.event.wait(IDLE_WAIT_MS)
    return ([first] if first.type != pygame.NOEVENT else []) + pygame.event.get()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="length of each phase")
    parser.add_argument("--rounds", type=int, default=2, help="idle / every-frame phases, alternated")
    parser.add_argument("--scene", choices=("table", "menu", "scoring", "replay"), default="table",
                        help="the still screen to measure (default: the table)")
    parser.add_argument("--no-animation", action="store_true", help="the settings' animation speed: none")
    parser.add_argument("--event-wait", action="store_true",
                        help="also measure the idle loop waiting with pygame.event.wait(timeout)")
    args = parser.parse_args(argv)

    app = App(settings=Settings(language="en", animation_speed=0.0 if args.no_animation else 1.0), size=SIZE)
    scene = still_scene(app, args.scene)
    if args.scene == "table":
        assert scene.seat == 0 and not scene.animating(), "the table is not waiting still for its human"
    app.frame(0.0, events=[])                 # the first frame: card faces rendered at this size, autosave
    still = not scene.animating()
    # each way: (the scene's animating() forced to True, a stand-in for App._wait_for_events or None)
    ways = {"idle": (False, None), "every frame": (True, None)}
    if args.event_wait:
        ways["idle, event.wait"] = (False, event_wait)
    results: dict[str, list[dict]] = {name: [] for name in ways}
    for _ in range(args.rounds):
        for name, (busy, wait) in ways.items():
            if busy:
                scene.animating = lambda: True   # an instance attribute: App.idle asks self.top.animating()
            if wait is not None:
                app._wait_for_events = wait      # an instance attribute: App.run calls self._wait_for_events
            try:
                results[name].append(phase(app, args.seconds))
            finally:
                scene.__dict__.pop("animating", None)
                app.__dict__.pop("_wait_for_events", None)
            # the scene must still be the one measured (the table waiting for the human, nothing advanced)
            assert app.top is scene
            assert args.scene != "table" or (scene.seat == 0 and not scene.match.state.pending[0])

    driver = pygame.display.get_driver()
    w, h = app.window.size
    pygame.quit()
    what = {"table": "4-player Forêt table waiting for its human", "menu": "the menu",
            "scoring": "a 4-player Forêt game's score screen", "replay": "a 4-player Forêt game's replay"}[args.scene]
    says = "still" if still else "moving: animating() is True"
    print(f"{what} ({says}), {w}x{h}, video driver {driver}, animations {'off' if args.no_animation else 'on'}, "
          f"{args.rounds} x {args.seconds:g} s per way, no input")
    print(f"{'':<20}{'CPU s / s':>10}{'user':>8}{'system':>8}{'frames/s':>10}{'loop turns/s':>14}"
          f"{'ctx sw/s':>10}")
    med = {}
    for name, runs in results.items():
        med[name] = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
        m = med[name]
        print(f"{name:<20}{m['cpu']:>10.3f}{m['user']:>8.3f}{m['system']:>8.3f}{m['fps']:>10.1f}"
              f"{m['turns']:>14.1f}{m['switches']:>10.0f}")
        if len(runs) > 1:
            each = ", ".join(f"{r['cpu']:.3f}" for r in runs)
            print(f"{'':<20}  CPU s / s of each phase: {each}")
    idle, busy = med["idle"]["cpu"], med["every frame"]["cpu"]
    ratio = busy / idle if idle > 0 else float("inf")
    print(f"idle uses {idle / busy:.1%} of the CPU time of drawing every frame ({ratio:.1f}x less)")
    if args.event_wait:
        waited = med["idle, event.wait"]["cpu"]
        print(f"idle waiting with pygame.event.wait: {waited / busy:.1%} of it ({busy / waited:.1f}x less)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
