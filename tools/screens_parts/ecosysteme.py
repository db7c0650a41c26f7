"""Forêt's and Savane's part of the screenshot tool (tools/screens.py), with the screens every game shares: the
menu, setup (4 seats, 6, 2 seats with the neutral, solo), settings, rules (both games), the table (hand, dragging
with the score preview, hand-off screen, Lapin swap, leave confirmation, Hard computers thinking, a hint, a card
waiting for Confirm), the game log beside the boards, the solo table (discard), the score screens (6 players,
Savane lion prey choice, solo result), and the challenges (the ladder fresh, part-climbed, a locked rung's message,
a damaged progress file; a challenge's score banner won and missed). Files are named ``<nn>_...``.
"""
from __future__ import annotations

from datetime import timedelta

import pygame

from game.session import COMPUTER, HUMAN, Match, Seat
from tools.screens import ShotsPart, event


class Shots(ShotsPart):
    """Forêt's and Savane's screens and the shared ones, which show their data (the ladder's rungs, the setup's
    first game). Its clicks are the shooter's (no pointer move before them, unlike ``ShotsPart.click``): the
    pictures stay the ones this part has always made."""

    def run(self) -> None:
        """Forêt and Savane (and the screens every game shares: the menu, the settings, the challenges)."""
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
        setup._set_controller(1, HUMAN)()
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

    def table(self) -> None:
        from scenes.ecosysteme.table import TableScene

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
            if "rabbit" in scene.view.hand and len(scene.match.state.ecosystems[0].cells()) >= 3:
                break
            self._play_turn(scene)
        if "rabbit" in scene.view.hand:
            scene.selected = list(scene.view.hand).index("rabbit")
            self.key(pygame.K_RETURN)
            self.key(pygame.K_RETURN)
            self.frames(60)
            self.shot("12_table_rabbit_swap")

        self.hard_table()

    def hard_table(self) -> None:
        """Hard computers: the thinking cue after the player's pick, then a hint (card, cell and swap)."""
        from scenes.ecosysteme.table import TableScene

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
        from scenes.ecosysteme.table import TableScene

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
        from scenes.ecosysteme.scoring import ScoringScene

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
        from scenes.ecosysteme.scoring import ScoringScene

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
        self.sh.click(scene.tile("savane", 3).rect.center)
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
                for seat in sorted(match.state.to_act()):
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
        from game.ecosysteme.agents import RandomAgent

        agent = RandomAgent(1)
        while not match.over:
            for seat in sorted(match.state.to_act()):
                match.state.apply(seat, agent.choose(match.state.view(seat)))
