"""Screenshots of every scene of the game, for reviewing the looks by eye.

    DISPLAY=:99 SDL_FRAMEBUFFER_ACCELERATION=0 .venv/bin/python tools/screens.py --out /tmp/screens
    .venv/bin/python tools/screens.py --size 1280x720 --lang fr --out /tmp/screens      # headless works too

Drives the real scenes with real pygame events (as the tests do) and saves one PNG per scene, language and
window size. This file is the engine, shared by every game: the window, the frames, the input, the file names, the
command line; it reads the registry and names no game. The scenes worth a picture are each game package's part,
tools/screens_parts/<package>.py (a ``Shots`` class, subclass of ``ShotsPart``), found from the registry
(tools/parts.py) and imported when the run starts, shot in menu order — today ``ecosysteme`` (Forêt and Savane,
with the screens every game shares: the menu, the settings, the challenges), ``canopee`` (files ``*_c<nn>_*``),
``livingforest`` (files ``*_l<nn>_*``); each part's docstring lists its screens. Their positions are reached by
playing the rules' own actions from a seed, never made by hand. A game whose package has no part is not shot (the
run says so). ``--only canopee`` (or ``ecosysteme``, ``livingforest``) shoots one part. With a DISPLAY (Xvfb) the
window is a real X11 window; without one, SDL's dummy driver is used. A part that fails is reported (traceback) and
the others go on; the exit status is then 1.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.userdata import Settings  # noqa: E402
from tools.parts import part_module, window_packages  # noqa: E402


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def game_parts() -> dict[str, type | None]:
    """Each package of the games the window plays, in menu order: its part's ``Shots`` class, None without one."""
    found = {}
    for package in window_packages():
        module = part_module("screens", package)
        found[package] = module.Shots if module is not None else None
    return found


class Shooter:
    def __init__(self, lang: str, size: tuple[int, int], out: Path, parts=None) -> None:
        from scenes.app import App
        from scenes.menu import MenuScene

        self.app = App(Settings(language=lang, animation_speed=1.0), size=size)
        self.app.push(MenuScene(self.app))
        self.out = out
        self.tag = f"{size[0]}x{size[1]}_{lang}"
        self.parts = tuple(game_parts()) if parts is None else parts    # the packages to shoot
        self.saved: list[Path] = []
        self.failed: list[str] = []            # the parts that raised (their traceback was printed)

    def frames(self, n: int = 2, events=None) -> None:
        for i in range(n):
            self.app.frame(1 / 60, events=events if i == 0 and events else [])

    def shot(self, name: str) -> None:
        path = self.out / f"{self.tag}_{name}.png"
        pygame.image.save(self.app.surface, str(path))
        self.saved.append(path)

    def click(self, pos) -> None:
        self.frames(1, [event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def key(self, k) -> None:
        self.frames(1, [event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])

    def settle(self, scene) -> None:
        """Frames until the computers (and the hint) have finished thinking in their worker thread."""
        while scene.thinking is not None or scene.hint_job is not None:
            time.sleep(0.01)
            self.frames(1)

    def run(self) -> list[Path]:
        """Each part asked for, in menu order."""
        for package, shots in game_parts().items():
            if package not in self.parts:
                continue
            if shots is None:
                print(f"screens: {self.tag}: no part for {package} (tools/screens_parts/{package}.py), not shot")
                continue
            shots(self, package).run()
        return self.saved


class ShotsPart:
    """A game package's screens, shot through ``shooter`` (its app, frames and file names): a part subclasses it
    as ``Shots`` and writes ``run``. The input helpers give events as a player does; the file names start with
    ``PREFIX``; a failing step of ``run_parts`` is reported under the package's name and the next goes on."""

    PREFIX = ""

    def __init__(self, shooter: Shooter, package: str) -> None:
        self.sh = shooter
        self.app = shooter.app
        self.package = package

    def run(self) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ input, as a player gives it

    def frames(self, n: int = 2, events=None) -> None:
        self.sh.frames(n, events)

    def shot(self, name: str) -> None:
        self.sh.shot(self.PREFIX + name)

    def move(self, pos) -> None:
        self.frames(1, [event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])

    def click(self, pos) -> None:
        """The pointer moved to ``pos``, then a click there."""
        self.frames(1, [event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
                        event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                        event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def key(self, k) -> None:
        self.sh.key(k)

    def press(self, scene, label: str) -> None:
        """Click the enabled button showing ``label``."""
        self.click(next(b for b in scene.column.buttons if b.label == label and b.enabled).rect.center)

    def settle(self, scene) -> None:
        self.sh.settle(scene)

    # ------------------------------------------------------------------ the screens

    def run_parts(self, *parts) -> None:
        for part in parts:
            try:
                part()
            except Exception:                  # the scenes move under other hands: one broken part, not all
                traceback.print_exc()
                self.sh.failed.append(f"{self.sh.tag} {self.package}.{part.__name__}")

    def menu_on(self, game_id: str) -> None:
        """The menu, the keyboard on the collection's row, then on to ``game_id``'s tile."""
        self.app.home()
        self.frames(40)
        menu = self.app.top
        self.key(pygame.K_LEFT)
        for _ in range(len(menu.shelf.buttons)):
            if menu.shelf.focus < 0 or menu.shelf.buttons[menu.shelf.focus].game_id == game_id:
                break
            self.key(pygame.K_RIGHT)
        self.frames()


def main(argv=None) -> int:
    parts = tuple(package for package, shots in game_parts().items() if shots is not None)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "screens"))
    parser.add_argument("--lang", nargs="+", default=["fr", "en"], choices=["fr", "en"])
    parser.add_argument("--size", nargs="+", default=["1600x900"], help="window sizes, e.g. 1280x720 2560x1440")
    parser.add_argument("--only", nargs="+", default=list(parts), choices=parts,
                        help="the screens of these game packages only (each part's docstring, in "
                        "tools/screens_parts/, says which it shoots)")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("ECOSYSTEME_DATA_DIR", tempfile.mkdtemp(prefix="ecosysteme-screens-"))
    saved, failed = [], []
    for size in args.size:
        w, h = (int(v) for v in size.lower().split("x"))
        for lang in args.lang:
            shooter = Shooter(lang, (w, h), out, tuple(args.only))
            saved += shooter.run()
            failed += shooter.failed
            pygame.quit()
    print(f"{len(saved)} screenshots in {out}")
    if failed:
        print("failed: " + ", ".join(failed), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    # the games' parts import this engine as tools.screens: run that module, not a second copy of it named __main__
    from tools.screens import main as run_main
    sys.exit(run_main())
