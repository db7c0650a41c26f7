"""Screenshots of every scene of the game, for reviewing the looks by eye.

    DISPLAY=:99 SDL_FRAMEBUFFER_ACCELERATION=0 .venv/bin/python tools/screens.py --out /tmp/screens
    .venv/bin/python tools/screens.py --size 1280x720 --lang fr --out /tmp/screens      # headless works too

Drives the real scenes with real pygame events (as the tests do) and saves one PNG per scene, language and
window size: menu, setup (4 seats, 2 seats with the neutral, solo), settings, rules (both games), the table
(hand, dragging with the score preview, hand-off screen, Lapin swap, leave confirmation, Hard
computers thinking, a hint, a card waiting for Confirm), the game log beside the boards, the solo table
(discard), the score screens (6 players, Savane lion prey choice, solo result), and the challenges (the ladder
fresh, part-climbed, a locked rung's message, a damaged progress file; a challenge's score banner won and
missed). With a DISPLAY (Xvfb) the window is a real X11 window; without one, SDL's dummy driver is used.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.session import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


class Shooter:
    def __init__(self, lang: str, size: tuple[int, int], out: Path) -> None:
        from scenes.app import App
        from scenes.menu import MenuScene

        self.app = App(Settings(language=lang, animation_speed=1.0), size=size)
        self.app.push(MenuScene(self.app))
        self.out = out
        self.tag = f"{size[0]}x{size[1]}_{lang}"
        self.saved: list[Path] = []

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

    # ------------------------------------------------------------------ the scenes

    def run(self) -> list[Path]:
        from scenes.rules import RulesScene
        from scenes.settings import SettingsScene
        from scenes.setup import SetupScene

        app = self.app
        self.frames(40)
        self.shot("01_menu")
        setup = SetupScene(app, "forest", 4)
        app.push(setup)
        self.frames()
        self.shot("02_setup_4")
        setup._pick_count(6)()
        setup._set_kind(1, HUMAN)()
        self.frames()
        self.shot("03_setup_6")
        setup._pick_game("savane")()
        setup._pick_count(2)()
        self.frames()
        self.shot("04_setup_2_neutral")
        setup._pick_count(1)()
        self.frames()
        self.shot("05_setup_solo")
        app.home(SettingsScene(app))
        self.frames()
        self.shot("06_settings")
        for gid in ("forest", "savane"):
            app.home(RulesScene(app, gid))
            self.frames()
            self.shot(f"07_rules_{gid}")
        self.table()
        self.solo()
        self.scoring()
        self.ladder()
        return self.saved

    def table(self) -> None:
        from scenes.table import TableScene

        app = self.app
        match = Match("forest", [Seat("Ana"), Seat("Benoît"), Seat("Chloé", COMPUTER), Seat("Dédé", COMPUTER),
                                 Seat("Élise", COMPUTER), Seat("Fanny", COMPUTER)], seed=5)
        scene = TableScene(app, match)
        app.home(scene)
        self.frames()
        self.shot("08_table_handoff")
        # a few turns, then a drag in progress with the preview
        for _ in range(9):
            if scene.private:
                scene.reveal_hand()
            self._play_turn(scene)
        if scene.private:
            scene.reveal_hand()
        self.frames(12)
        self.shot("09_table_reveal")           # the last to confirm watches the picks land, hand hidden
        self.frames(80)
        if scene.private:                       # then the screen passes on
            scene.reveal_hand()
            self.frames(80)
        hand = scene.hand_rects()
        kind, rect = hand[0]
        legal = list(scene.legal().cells)
        target = scene.board().rect(legal[len(legal) // 2]).center
        self.frames(1, [event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
        self.frames(1, [event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0))])
        self.frames(2)
        self.shot("10_table_drag")
        self.frames(1, [event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)])
        self.key(pygame.K_ESCAPE)
        self.frames()
        self.shot("11_table_leave")
        self.key(pygame.K_ESCAPE)
        # a rabbit to swap
        forest = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)], seed=3)
        scene = TableScene(app, forest)
        app.home(scene)
        while not scene.match.over:
            if "rabbit" in scene.view.hand and len(scene.match.game.ecosystems[0].cells()) >= 3:
                break
            self._play_turn(scene)
        if "rabbit" in scene.view.hand:
            scene.selected = list(scene.view.hand).index("rabbit")
            self.key(pygame.K_RETURN)
            self.key(pygame.K_RETURN)
            self.frames(60)
            self.shot("12_table_rabbit_swap")

        self.hard_table()

    def settle(self, scene) -> None:
        """Frames until the computers (and the hint) have finished thinking in their worker thread."""
        while scene.thinking is not None or scene.hint_job is not None:
            time.sleep(0.01)
            self.frames(1)

    def hard_table(self) -> None:
        """Hard computers: the thinking cue after the player's pick, then a hint (card, cell and swap)."""
        from scenes.table import TableScene

        app = self.app
        match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER, "hard"), Seat("Cid", COMPUTER, "hard")], seed=8)
        scene = TableScene(app, match)
        app.home(scene)
        for _ in range(6):
            self.settle(scene)
            self._play_turn(scene)
        self.frames(1)
        self.shot("12b_table_thinking")
        self.settle(scene)
        self.frames(80)
        for _ in range(8):                     # a Lapin in hand makes the richest hint (a swap), if one comes
            if "rabbit" in scene.view.hand:
                break
            self._play_turn(scene)
            self.settle(scene)
            self.frames(60)
        self.key(pygame.K_h)
        self.settle(scene)
        self.frames(3)
        self.shot("12c_table_hint")
        legal = scene.legal()                  # a card laid down, waiting for Confirm or Undo
        scene.try_pick(next(k for k in legal.cards if k != "rabbit"), legal.cells[-1])
        self.frames(3)
        self.shot("12d_table_confirm")
        scene.undo()

    def _play_turn(self, scene) -> None:
        while scene.handing_off:                # hot-seat: the last reveal plays before the screen passes
            self.frames(1)
        if scene.private:
            scene.reveal_hand()
        legal = scene.legal()
        if not hasattr(legal, "cells"):
            scene.try_discard(scene.view.hand[0])
            return
        hand = list(scene.view.hand)
        kind = next((k for k in hand if k != "rabbit"), hand[0])
        cell = legal.cells[0]
        scene.try_pick(kind, cell)
        if scene.pending_rabbit:
            scene.skip_swap()
        if scene.staged is not None:           # laid down, waiting for Confirm (the default setting)
            scene.confirm()
        self.frames(1)

    def solo(self) -> None:
        from scenes.table import TableScene

        app = self.app
        match = Match("forest", [Seat("Zoé")], seed=4, solo=True)
        scene = TableScene(app, match)
        app.home(scene)
        for _ in range(8):                     # four turns: Alban's first row is nearly full
            self._play_turn(scene)
        self.frames(4)
        self.shot("13_solo_place")
        self._play_turn(scene)
        self.frames(4)
        self.shot("14_solo_discard")
        self._play_turn(scene)                 # the fifth card completes the row: five cards drawn
        self.frames(30)
        self.shot("14b_solo_drew_five")

    def scoring(self) -> None:
        from scenes.scoring import ScoringScene

        app = self.app
        for name, match in (
            ("15_scores_forest_6", Match("forest", [Seat(n, COMPUTER) for n in
                                                     ("Ana", "Benoît", "Chloé", "Dédé", "Élise", "Fanny")], seed=2)),
            ("16_scores_savane_2", Match("savane", [Seat("Ana"), Seat("Ben")], seed=6)),
            ("17_scores_solo", Match("savane", [Seat("Zoé")], seed=1, solo=True)),
        ):
            self._finish(match)
            scene = ScoringScene(app, match)
            app.home(scene)
            self.frames(20)
            if name.startswith("15"):
                self.shot(name + "_counting")
            scene.skip()
            self.frames(2)
            hover = scene.row_rect(scene.rows[min(3, len(scene.rows) - 1)]).center
            self.frames(1, [event(pygame.MOUSEMOTION, pos=hover, rel=(1, 1), buttons=(0, 0, 0))])
            self.frames(2)
            self.shot(name)

    def ladder(self) -> None:
        from game import ladder
        from game.ecosysteme.bots import GreedyAgent
        from game.userdata import data_dir
        from scenes.ladder import LadderScene, start_challenge
        from scenes.scoring import ScoringScene

        app = self.app
        path = data_dir() / ladder.FILE
        path.unlink(missing_ok=True)
        app.home(LadderScene(app))
        self.frames()
        self.shot("18_ladder_fresh")
        # a player some way up: three Forêt rungs beaten, one tried; one Savane rung; both dailies played today
        progress, today = ladder.Progress(), ladder.today()
        for i, margin in enumerate((48, 57, 71)):
            progress.record(ladder.rung_challenge("forest", i), margin, today - timedelta(days=12 - 4 * i))
        progress.record(ladder.rung_challenge("forest", 3), 62, today)
        progress.record(ladder.rung_challenge("savane", 0), 61, today - timedelta(days=2))
        progress.record(ladder.rung_challenge("savane", 1), 40, today)
        progress.record(ladder.daily_challenge("forest", today), 44, today)
        progress.record(ladder.daily_challenge("savane", today), 81, today)
        progress.save()
        scene = LadderScene(app)
        app.home(scene)
        self.frames(1, [event(pygame.MOUSEMOTION, pos=scene.tile("savane", 1).rect.center, rel=(1, 1),
                              buttons=(0, 0, 0))])
        self.frames(20)
        self.shot("19_ladder_progress")
        self.click(scene.tile("savane", 3).rect.center)
        self.frames()
        self.shot("20_ladder_locked")
        path.write_bytes(b"\x00\xffnot a ladder")
        app.home(LadderScene(app))
        self.frames()
        self.shot("21_ladder_damaged")
        # challenge score screens: rung 1 played by the Medium bot (a win on the shipped deals), then a daily
        path.unlink(missing_ok=True)
        for name, challenge in (("22_challenge_rung", ladder.rung_challenge("forest", 0)),
                                ("23_challenge_daily", ladder.daily_challenge("savane", today))):
            app.home(LadderScene(app))
            start_challenge(app, challenge)
            match = app.top.match
            agent = GreedyAgent(1)
            while not match.over:
                for seat in match.game.waiting_for():
                    match.submit(seat, agent.choose(match.view(seat)))
            scene = ScoringScene(app, match)
            app.replace(scene)
            self.frames(30)
            self.shot(name + "_counting")
            scene.confirm()
            scene.skip()
            self.frames(2)
            self.shot(name)

    @staticmethod
    def _finish(match: Match) -> None:
        from game.agents import RandomAgent

        agent = RandomAgent(1)
        while not match.over:
            for seat in match.game.waiting_for():
                match.game.submit(seat, agent.choose(match.game.view(seat)))


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "screens"))
    parser.add_argument("--lang", nargs="+", default=["fr", "en"], choices=["fr", "en"])
    parser.add_argument("--size", nargs="+", default=["1600x900"], help="window sizes, e.g. 1280x720 2560x1440")
    args = parser.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("ECOSYSTEME_DATA_DIR", tempfile.mkdtemp(prefix="ecosysteme-screens-"))
    saved = []
    for size in args.size:
        w, h = (int(v) for v in size.lower().split("x"))
        for lang in args.lang:
            saved += Shooter(lang, (w, h), out).run()
            pygame.quit()
    print(f"{len(saved)} screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
