"""The frame benchmarks (bench/bench_frames.py, bench_canopee_frames.py, bench_livingforest_frames.py) still reach
their drag and time it, silent and with ``--sound`` (the real mixer under SDL's dummy driver, the family's music
playing): two of them had stopped running unnoticed (a renamed option, a table waiting for a drag)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

SCRIPTS = {
    "bench_frames.py": ["--frames", "20"],
    "bench_canopee_frames.py": ["--frames", "20"],
    "bench_livingforest_frames.py": ["--frames", "20", "--size", "1280x720"],
}


def run(script: str, *extra: str, tmp_path: Path) -> str:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ECOSYSTEME_DATA_DIR": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / script), *SCRIPTS[script], *extra], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.slow
@pytest.mark.parametrize("script", list(SCRIPTS))
def test_the_benchmark_times_its_drag_silent_and_with_sound(script, tmp_path):
    silent = run(script, tmp_path=tmp_path)
    assert "median" in silent and "sound" not in silent
    both = run(script, "--sound", "--fps", "0", tmp_path=tmp_path)
    assert "sound off (no mixer), 20 frames" in both and "sound on (the mixer open, music_" in both, both
    assert "NOT PLAYING" not in both and "on / off: median" in both
