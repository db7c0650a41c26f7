"""Start-up benchmark of the packaged game: launch to the first menu frame, against a bare pygame-ce executable.

    .venv/bin/python bench/bench_startup.py [--runs 10]
    DISPLAY=:99 .venv/bin/python bench/bench_startup.py        # a real X11 window (Xvfb), else SDL's dummy driver

Builds two one-file, windowed executables the same way (PyInstaller, in a temporary folder): the game from
build.spec, and a bare pygame-ce program that opens a window, draws one frame and quits. Then runs them in turn,
``--runs`` times each, from launch to exit; the game is told to quit right after its first menu frame
(ECOSYSTEME_QUIT_AFTER_FIRST_FRAME). Reports the medians, their ratio (the stable figure on a shared machine)
and the executables' sizes.

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


def build(work: Path) -> tuple[Path, Path]:
    tool = pyinstaller()
    game_dist, bare_dist = work / "game", work / "bare"
    subprocess.run([tool, "--noconfirm", "--log-level", "WARN", "--distpath", str(game_dist),
                    "--workpath", str(work / "build-game"), str(ROOT / "build.spec")], cwd=ROOT, check=True)
    script = work / "bare.py"
    script.write_text(BARE, encoding="utf-8")
    subprocess.run([tool, "--noconfirm", "--log-level", "WARN", "--onefile", "--windowed", "--name", "bare",
                    "--distpath", str(bare_dist), "--workpath", str(work / "build-bare"),
                    "--specpath", str(work), str(script)], cwd=work, check=True)
    suffix = ".exe" if sys.platform == "win32" else ""
    return game_dist / f"Ecosysteme{suffix}", bare_dist / f"bare{suffix}"


def launch(exe: Path, env: dict, cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run([str(exe)], env=env, cwd=cwd, check=True, timeout=120,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="ecosysteme-startup-") as tmp:
        work = Path(tmp)
        game, bare = build(work)
        env = {**os.environ, "ECOSYSTEME_QUIT_AFTER_FIRST_FRAME": "1", "SDL_AUDIODRIVER": "dummy",
               "ECOSYSTEME_DATA_DIR": str(work / "data")}
        if not env.get("DISPLAY"):
            env["SDL_VIDEODRIVER"] = "dummy"
        elif sys.platform.startswith("linux"):
            # X11 or fail: without an X server answering on DISPLAY, SDL would quietly fall back to another
            # driver and the figures would not be a real window's
            env["SDL_VIDEODRIVER"] = "x11"
        launch(game, env, work)                       # warm the disk cache for both before timing
        launch(bare, env, work)
        game_times, bare_times = [], []
        for _ in range(args.runs):                    # in turn, so that both see the same machine
            game_times.append(launch(game, env, work))
            bare_times.append(launch(bare, env, work))
        g, b = statistics.median(game_times), statistics.median(bare_times)
        driver = "X11 (DISPLAY)" if env.get("DISPLAY") else "dummy video driver"
        print(f"{args.runs} launches each, {driver}")
        print(f"game, launch to first menu frame: median {g:.3f} s  (min {min(game_times):.3f}, max {max(game_times):.3f})")
        print(f"bare pygame-ce window:            median {b:.3f} s  (min {min(bare_times):.3f}, max {max(bare_times):.3f})")
        print(f"ratio game / bare: {g / b:.2f}x")
        print(f"sizes: game {game.stat().st_size / 1e6:.1f} MB, bare {bare.stat().st_size / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
