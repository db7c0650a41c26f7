"""The rules decide, the UI asks: the rules package must stay free of pygame."""
import pkgutil
import subprocess
import sys

import game


def test_the_rules_package_never_imports_pygame():
    modules = [m.name for m in pkgutil.walk_packages(game.__path__, "game.")]
    code = "import sys\n" + "".join(f"import {m}\n" for m in modules) + \
        "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame']\nprint(bad)\nsys.exit(1 if bad else 0)\n"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "game.ecosysteme.state" in modules and "game.ecosysteme.scoring" in modules
