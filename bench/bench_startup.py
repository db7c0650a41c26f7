"""Start-up benchmark of the packaged game: launch to the first menu frame, against a bare pygame-ce executable.

    .venv/bin/python bench/bench_startup.py [--runs 10]
    DISPLAY=:99 .venv/bin/python bench/bench_startup.py        # a real X11 window (Xvfb), else SDL's dummy driver
    DISPLAY=:99 .venv/bin/python bench/bench_startup.py --compare ../before --runs 15   # against the code before
    DISPLAY=:99 .venv/bin/python bench/bench_startup.py --unpackaged --compare ../before

Builds two one-file, windowed executables the same way (PyInstaller, in a temporary folder): the game from
build.spec, and a bare pygame-ce program that opens a window, draws one frame and quits. Then runs them in turn,
``--runs`` times each, from launch to exit; the game is told to quit right after its first menu frame
(ECOSYSTEME_QUIT_AFTER_FIRST_FRAME). Reports the medians, their ratio (the stable figure on a shared machine),
the CPU time each launch used (user + system, where the system tells it: what other programs on the machine
change least) and the executables' sizes.

``--compare DIR`` builds another copy of the game (an earlier commit: ``git archive COMMIT | tar -x -C DIR``) the
same way and launches it in the same turns, so that a change is measured against the code before it on the same
machine at the same moment; ``--work DIR`` keeps the builds there (PyInstaller then rebuilds faster).
``--unpackaged`` builds nothing: it launches ``python -m game`` from the checkout (and from ``--compare DIR``)
and the bare program with the same Python, bytecode cached as in an install.

Target (issue 5): the game <= 1.5 s to its first menu frame, and <= 1.3x the bare executable.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE = '''import pygame
pygame.init()
window = pygame.Window("bare", (1280, 720))
surface = window.get_surface()
surface.fill((24, 48, 40))
window.flip()
pygame.quit()
'''


def pyinstaller() -> str:
    found = shutil.which("pyinstaller", path=str(Path(sys.executable).parent)) or shutil.which("pyinstaller")
    if not found:
        sys.exit("bench_startup: PyInstaller is missing (pip install -e '.[test]')")
    return found


def build_game(checkout: Path, work: Path, name: str) -> Path:
    """The game of ``checkout`` built from its build.spec into ``work``/``name``."""
    subprocess.run([pyinstaller(), "--noconfirm", "--log-level", "WARN", "--distpath", str(work / name),
                    "--workpath", str(work / f"build-{name}"), str(checkout / "build.spec")], cwd=checkout, check=True)
    return work / name / ("Ecosysteme.exe" if sys.platform == "win32" else "Ecosysteme")


def build(work: Path) -> tuple[Path, Path]:
    tool = pyinstaller()
    game_dist, bare_dist = work / "game", work / "bare"
    build_game(ROOT, work, "game")
    script = work / "bare.py"
    script.write_text(BARE, encoding="utf-8")
    # the modules build.spec leaves out, left out of the bare program too: numpy, installed for the sound generator,
    # would otherwise double the bare one (pygame's hook takes it in) and flatter the ratio
    excluded = [arg for module in ("tkinter", "pytest", "hypothesis", "numpy", "multiprocessing", "urllib.request")
                for arg in ("--exclude-module", module)]
    subprocess.run([tool, "--noconfirm", "--log-level", "WARN", "--onefile", "--windowed", "--name", "bare",
                    *excluded, "--distpath", str(bare_dist), "--workpath", str(work / "build-bare"),
                    "--specpath", str(work), str(script)], cwd=work, check=True)
    suffix = ".exe" if sys.platform == "win32" else ""
    return game_dist / f"Ecosysteme{suffix}", bare_dist / f"bare{suffix}"


def _children_cpu() -> float | None:
    """CPU seconds (user + system) used so far by this process's finished children (None on Windows)."""
    try:
        import resource
    except ImportError:
        return None
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def launch(command: list[str], env: dict, cwd: Path) -> tuple[float, float | None]:
    """Seconds from launch to exit, and the CPU seconds the launch used (its processes, the bootloader's
    unpacking child included): a figure that other programs on a shared machine barely change."""
    cpu = _children_cpu()
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=cwd, check=True, timeout=120,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = _children_cpu()
    return wall, (after - cpu if cpu is not None and after is not None else None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--compare", type=Path, metavar="DIR", help="another checkout of the game, timed in turn")
    parser.add_argument("--work", type=Path, metavar="DIR", help="build (and keep the builds) here")
    parser.add_argument("--unpackaged", action="store_true",
                        help="no build: `python -m game` from the checkout (and from --compare DIR) against the "
                             "bare program run by the same Python, their bytecode cached as an install's is")
    args = parser.parse_args()
    if args.compare is not None and not (args.compare / "build.spec").is_file():
        sys.exit(f"bench_startup: no build.spec in {args.compare}")
    with tempfile.TemporaryDirectory(prefix="ecosysteme-startup-") as tmp:
        work = Path(tmp) if args.work is None else args.work.resolve()
        work.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "ECOSYSTEME_QUIT_AFTER_FIRST_FRAME": "1", "SDL_AUDIODRIVER": "dummy",
               "ECOSYSTEME_DATA_DIR": str(work / "data")}
        if args.unpackaged:
            env.pop("PYTHONDONTWRITEBYTECODE", None)     # an installed game's modules are compiled once
            script = work / "bare.py"
            script.write_text(BARE, encoding="utf-8")
            programs = {"game": ([sys.executable, "-m", "game"], ROOT),
                        "bare": ([sys.executable, str(script)], work)}
            if args.compare is not None:
                programs["compared"] = ([sys.executable, "-m", "game"], args.compare.resolve())
            sizes = ""
        else:
            game, bare = build(work)
            programs = {"game": ([str(game)], work), "bare": ([str(bare)], work)}
            if args.compare is not None:
                programs["compared"] = ([str(build_game(args.compare.resolve(), work, "compare"))], work)
            sizes = ", ".join(f"{name} {Path(command[0]).stat().st_size / 1e6:.1f} MB"
                              for name, (command, _) in programs.items())
        if not env.get("DISPLAY"):
            env["SDL_VIDEODRIVER"] = "dummy"
        elif sys.platform.startswith("linux"):
            # X11 or fail: without an X server answering on DISPLAY, SDL would quietly fall back to another
            # driver and the figures would not be a real window's
            env["SDL_VIDEODRIVER"] = "x11"
        for command, cwd in programs.values():        # warm the disk cache for each before timing
            launch(command, env, cwd)
        times: dict[str, list[float]] = {name: [] for name in programs}
        cpus: dict[str, list[float]] = {name: [] for name in programs}
        for _ in range(args.runs):                    # in turn, so that all see the same machine
            for name, (command, cwd) in programs.items():
                wall, cpu = launch(command, env, cwd)
                times[name].append(wall)
                if cpu is not None:
                    cpus[name].append(cpu)
        median = {name: statistics.median(t) for name, t in times.items()}
        b = median["bare"]
        driver = "X11 (DISPLAY)" if env.get("DISPLAY") else "dummy video driver"
        print(f"{args.runs} launches each, {driver}, {'unpackaged' if args.unpackaged else 'one-file executables'}")
        labels = {"game": "game, launch to first menu frame:", "compared": f"{args.compare}, the same:",
                  "bare": "bare pygame-ce window:"}
        width = max(len(label) for label in labels.values())
        for name in ("game", "compared", "bare"):
            if name in times:
                t = times[name]
                print(f"{labels[name]:<{width}} median {median[name]:.3f} s  (min {min(t):.3f}, max {max(t):.3f})")
        print(f"ratio game / bare: {median['game'] / b:.2f}x")
        if "compared" in median:
            print(f"ratio compared / bare: {median['compared'] / b:.2f}x")
        if all(cpus.values()):
            cpu = {name: statistics.median(c) for name, c in cpus.items()}
            shown = ", ".join(f"{name} {cpu[name]:.3f} s ({cpu[name] / cpu['bare']:.2f}x the bare)"
                              for name in ("game", "compared", "bare") if name in cpu)
            print(f"CPU time per launch, median: {shown}")
        if sizes:
            print(f"sizes: {sizes}")


if __name__ == "__main__":
    main()
