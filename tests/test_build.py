"""The double-click executable: build.spec builds it, and it runs the demo headless and exits 0."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.skipif(shutil.which("pyinstaller", path=str(Path(sys.executable).parent)) is None,
                    reason="PyInstaller is installed with the test extras (pip install -e '.[test]')")
def test_the_executable_builds_and_plays_the_demo_headless(tmp_path):
    pyinstaller = shutil.which("pyinstaller", path=str(Path(sys.executable).parent))
    dist, work = tmp_path / "dist", tmp_path / "build"
    build = subprocess.run([pyinstaller, "--noconfirm", "--distpath", str(dist), "--workpath", str(work),
                            str(ROOT / "build.spec")], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr[-2000:]
    exe = dist / ("Ecosysteme.exe" if sys.platform == "win32" else "Ecosysteme")
    assert exe.is_file()
    # from a foreign folder: nothing may be read from, or written to, the current directory
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run([str(exe), "--demo", "--game", "forest", "--players", "4", "--exit-when-done",
                          "--speed", "8"], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert list(elsewhere.iterdir()) == []
    # the version of pyproject.toml, read from the bundled copy
    wanted = re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(encoding="utf-8"), re.M)[1]
    shown = subprocess.run([str(exe), "--version"], cwd=elsewhere, env=env, capture_output=True, text=True,
                           timeout=120)
    assert shown.stdout.strip() == f"ecosysteme {wanted}"
    # the bundle leaves multiprocessing out (start-up time): simulations run in one process, same results
    sim = subprocess.run([str(exe), "simulate", "--game", "savane", "--players", "3", "--games", "6", "--seed", "4",
                          "--workers", "2", "--json"], cwd=elsewhere, env=env, capture_output=True, text=True,
                         timeout=300)
    assert sim.returncode == 0, sim.stderr[-2000:]
    assert "--workers is ignored" in sim.stderr
    from game.simulate import simulate

    here = simulate("savane", ["random"] * 3, 6, seed=4)
    assert json.loads(sim.stdout)["mean_score"] == here.to_json()["mean_score"]
    assert list(elsewhere.iterdir()) == []
