"""Screenshots of every scene of the game, for reviewing the looks by eye.

    DISPLAY=:99 SDL_FRAMEBUFFER_ACCELERATION=0 .venv/bin/python tools/screens.py --out /tmp/screens
    .venv/bin/python tools/screens.py --size 1280x720 --lang fr --out /tmp/screens      # headless works too

Drives the real scenes with real pygame events (as the tests do) and saves one PNG per scene, language and
window size: menu, setup (4 seats, 2 seats with the neutral, solo), settings, rules (both games), the table
(hand, dragging with the score preview, hand-off screen, Lapin swap, leave confirmation, Hard
computers thinking, a hint, a card waiting for Confirm), the game log beside the boards, the solo table
(discard), the score screens (6 players, Savane lion prey choice, solo result), and the challenges (the ladder
fresh, part-climbed, a locked rung's message, a damaged progress file; a challenge's score banner won and
missed). Then Canopée (files ``*_c<nn>_*``): the menu with the collection's row on Canopée, its setup (2 seats,
solo, 4 seats, set D's species dialog and the species chosen), the challenges, its rules (overview, a card
group's gallery, a card's page), the table (the hand-off screen, a pile looked at, a kept pile's trunk dragged
onto a lit tree then waiting for Confirm, CANOPEE.md §17 dialogs — Drought, Lightning with 2 and 4 players,
Germination —, the wildlife abilities lit on their cards, a 4-player table with its side piles, the game log
scrolled, the Forest Spirit's turn told, a season's end counting up), the score screens (2 players counting
and final, solo with its verdict, 4 players; a row hovered) and the replay (mid-game and the end). The table's
positions are reached by playing the rules' own actions from a seed (``canopee_reach``), never made by hand.
Then Living Forest (files ``*_l<nn>_*``): the menu on Living Forest, its setup (2 and 4 seats, the Spirits'
colours), its rules pages, the table (the hand-off; the draw phase: a reveal, the
Solitary gauge one symbol before the forced stop, the Fragment offered, a forced stop; the action choice and a
greyed action's reason; Attract with its running total, the attracted cards' order, Extinguish, a tree dragged
over the lit cells, a Move's path, a steal, a rock bonus, a corner bonus, the end of a round told, 4 players),
the score screens and the replay; positions reached from a seed (``livingforest_reach``).
``--only canopee`` (or ``ecosysteme``, ``livingforest``) shoots one part. With a DISPLAY (Xvfb) the window is a
real X11 window; without one, SDL's dummy driver is used. A part that fails is reported (traceback) and the others go on; the
exit status is then 1.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from datetime import timedelta
from pathlib import Path

if not os.environ.get("DISPLAY"):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.session import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402


PARTS = ("ecosysteme", "canopee", "livingforest")   # Forêt and Savane (with the shared screens), Canopée, Living Forest


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


class Shooter:
    def __init__(self, lang: str, size: tuple[int, int], out: Path, parts=PARTS) -> None:
        from scenes.app import App
        from scenes.menu import MenuScene

        self.app = App(Settings(language=lang, animation_speed=1.0), size=size)
        self.app.push(MenuScene(self.app))
        self.out = out
        self.tag = f"{size[0]}x{size[1]}_{lang}"
        self.parts = parts
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

    # ------------------------------------------------------------------ the scenes

    def run(self) -> list[Path]:
        if "ecosysteme" in self.parts:
            self.ecosysteme()
        if "canopee" in self.parts:
            CanopeeShots(self).run()
        if "livingforest" in self.parts:
            LivingForestShots(self).run()
        return self.saved

    def ecosysteme(self) -> None:
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
                for seat in sorted(match.game.to_act()):
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
            for seat in sorted(match.game.to_act()):
                match.game.apply(seat, agent.choose(match.game.view(seat)))


# ---------------------------------------------------------------------------------------------- Canopée

# Positions of a Canopée game reached by playing the rules' own actions (the Easy computer for every seat, from a
# seed): name -> (seed, the actions played). Found once per run, the same for every language and size.
_REACHED: dict[str, tuple[int, list]] = {}


def canopee_reach(name: str, players: int, solo: bool, options: dict, wanted, tries: int = 400) -> tuple[int, list]:
    """(seed, actions) of the first game (seeds 0, 1, 2...) in which seat 0 is asked a decision that ``wanted``
    (a test on the rules' state) accepts: a position a real game comes to, never one made up by hand."""
    if name not in _REACHED:
        from game.canopee import CANOPEE
        from game.canopee.agents import EasyAgent

        for seed in range(tries):
            st = CANOPEE.new_state(players, seed, solo, dict(options))
            agents = [EasyAgent(seed * 10 + i) for i in range(players)]
            while not st.is_over and name not in _REACHED:
                (seat,) = st.to_act()
                if seat == 0 and wanted(st):
                    _REACHED[name] = (seed, list(st.actions_log()))
                else:
                    st.apply(seat, agents[seat].choose(st.view(seat)))
            if name in _REACHED:
                break
        else:
            raise RuntimeError(f"no game of {tries} seeds comes to the position {name!r}")
    return _REACHED[name]


class CanopeeShots:
    """Canopée's screens, shot through ``shooter`` (its app, frames and file names): the menu's collection and
    the setup, the challenges and the rules, the table at the moments that matter (a pile looked at, a kept
    pile dragged, §17's dialogs, an ability, four players, the Forest Spirit's turn, a season's end, the log),
    the score screens and the replay. Files are named ``c<nn>_...``."""

    NAMES = ("Ana", "Benoît", "Chloé", "Dédé")

    def __init__(self, shooter: Shooter) -> None:
        self.sh = shooter
        self.app = shooter.app

    # ------------------------------------------------------------------ input, as a player gives it

    def frames(self, n: int = 2, events=None) -> None:
        self.sh.frames(n, events)

    def shot(self, name: str) -> None:
        self.sh.shot("c" + name)

    def move(self, pos) -> None:
        self.frames(1, [event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])

    def click(self, pos) -> None:
        self.frames(1, [event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)),
                        event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                        event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])

    def key(self, k) -> None:
        self.sh.key(k)

    def press(self, scene, label: str) -> None:
        """Click the enabled button showing ``label``."""
        self.click(next(b for b in scene.column.buttons if b.label == label and b.enabled).rect.center)

    def grab(self, scene, uid: int, to) -> None:
        """Pick up the card ``uid`` of the strip and carry it to ``to``, the mouse button still held."""
        start = next(s for s in scene.slots() if s.uid == uid).rect.center
        mid = ((start[0] + to[0]) // 2, (start[1] + to[1]) // 2)
        self.frames(1, [event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                        event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                        event(pygame.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0))])

    def answer(self, scene) -> None:
        """One input of the player whose screen it is: Ready, a click through what is being told, or the first
        answer offered to the pending decision (a card dragged to its first target, a card or a button clicked),
        confirmed."""
        if scene.private:
            self.press(scene, scene.t("ready"))
            return
        if scene.playing_show():
            self.click(scene.forest_area.center)
            return
        prompt = scene.prompt()
        if prompt is None:
            self.sh.settle(scene)
            self.frames(1)
            return
        if prompt.mode == "place":
            uid = scene.draggable()[0]
            to = scene.target_rect(sorted(scene.card_targets(uid))[0]).center
            self.grab(scene, uid, to)
            self.frames(1, [event(pygame.MOUSEBUTTONUP, pos=to, button=1)])
        else:
            slot = next((s for s in scene.slots() if s.item is not None), None)
            if slot is not None:
                self.click(slot.rect.center)
            else:
                strip = [b for b in scene.column.buttons if b.enabled and b.rect.colliderect(scene.strip)]
                self.click(next((b for b in strip if b.primary), strip[0]).rect.center)
        if scene.staged is not None or scene.selected is not None:
            self.press(scene, scene.t("ct_confirm"))

    # ------------------------------------------------------------------ tables

    def table(self, match: Match):
        from scenes.canopee.table import CanopeeTable

        scene = CanopeeTable(self.app, match, autosave=False)
        self.app.home(scene)
        self.frames(2)
        return scene

    def reached(self, name: str, players: int, wanted, solo: bool = False, options=None, ready: bool = True):
        """The table of a hot-seat game (every seat a player) at the position ``canopee_reach`` found for
        ``name``, the screen handed to the first player."""
        options = dict(options or {})
        seed, actions = canopee_reach(name, players, solo, options, wanted)
        seats = [Seat(n) for n in (("Zoé",) if solo else self.NAMES[:players])]
        match = Match("canopee", seats, seed=seed, solo=solo, options=options)
        for seat, action in actions:
            match.game.apply(seat, action)
        scene = self.table(match)
        if ready and scene.private:
            self.press(scene, scene.t("ready"))
        self.frames(30)                        # the piles' cards and what was answered land
        return scene

    # ------------------------------------------------------------------ the screens

    PART = "canopee"                           # how a failed part is named

    def run(self) -> None:
        self.run_parts(self.menu_and_setup, self.challenges, self.rules, self.first_turn, self.dialogs,
                       self.more_tables, self.spirit_turn, self.season_end, self.scores)

    def run_parts(self, *parts) -> None:
        for part in parts:
            try:
                part()
            except Exception:                  # the scenes move under other hands: one broken part, not all
                traceback.print_exc()
                self.sh.failed.append(f"{self.sh.tag} {self.PART}.{part.__name__}")

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

    def menu_and_setup(self) -> None:
        from scenes.setup import PICK, SetupScene

        app = self.app
        self.menu_on("canopee")
        self.shot("01_menu_canopee")
        setup = SetupScene(app, "canopee", 2)
        app.push(setup)
        self.frames()
        self.shot("02_setup_2")
        setup._pick_count(1)()
        self.frames()
        self.shot("03_setup_solo")
        setup._pick_count(4)()
        self.frames()
        self.shot("04_setup_4")
        setup._pick_count(2)()
        setup._set_option("card_set", "D")()
        setup._set_option("species", PICK)()   # the row's "Choose…": the species dialog
        dialog = getattr(setup, "picker", None) or getattr(setup, "species", None)
        tiles = dialog.tiles
        for rect in tiles[: 2] + tiles[-4:]:   # two base species, four advanced ones, ticked by clicks
            self.click(rect.center)
        self.move(dialog.done_button.rect.center)
        self.frames()
        self.shot("05_setup_species")
        self.click(dialog.done_button.rect.center)
        self.frames()
        self.shot("06_setup_species_chosen")

    def challenges(self) -> None:
        from game import ladder
        from game.userdata import data_dir
        from scenes.ladder import LadderScene

        app = self.app
        path = data_dir() / ladder.FILE
        kept = path.read_bytes() if path.exists() else None
        # Canopée's first rung beaten, its second tried and missed, its daily played
        progress, today = ladder.Progress(), ladder.today()
        progress.record(ladder.rung_challenge("canopee", 0), 12, today - timedelta(days=3))
        progress.record(ladder.rung_challenge("canopee", 1), 2, today)
        progress.record(ladder.daily_challenge("canopee", today), 7, today)
        progress.save()
        scene = LadderScene(app)
        app.home(scene)
        self.move(scene.tile("canopee", 1).rect.center)
        self.frames(20)
        self.shot("07_challenges")
        if kept is None:
            path.unlink(missing_ok=True)
        else:
            path.write_bytes(kept)

    def rules(self) -> None:
        from scenes.rules import RulesScene

        app = self.app
        scene = RulesScene(app, "forest")
        app.home(scene)
        self.frames()
        self.key(pygame.K_3)                   # Canopée's tab
        self.frames()
        self.shot("08_rules_overview")
        scene.select("cards_wildlife_base")
        self.frames()
        cards = scene.doc().cards              # the gallery: a card pointed at, then opened by a click
        kind, rect = cards[min(4, len(cards) - 1)]
        at = (scene.view.x + rect.centerx, scene.view.y + rect.centery - scene.scroll)
        self.move(at)
        self.frames()
        self.shot("09_rules_gallery")
        self.click(at)
        self.frames()
        self.shot(f"10_rules_card_{kind}")

    def first_turn(self) -> None:
        """A 2-player hot-seat game from its deal: the hand-off, a pile looked at, the kept pile dragged."""
        from game.canopee import CANOPEE
        from game.canopee.cardtable import TRUNK

        options = {"first_player": 0}

        def dealt_well(st) -> bool:
            # the third pile holds a trunk (something to drag onto a tree) and two other kinds of card
            pile = st.spots[2]
            return any(st.ct.cat[u] == TRUNK for u in pile) and len({st.ct.kind[u] for u in pile}) >= 3

        seed = next(s for s in range(200) if dealt_well(CANOPEE.new_state(2, s, False, options)))
        match = Match("canopee", [Seat(n) for n in self.NAMES[:2]], seed=seed, options=options)
        scene = self.table(match)
        self.shot("11_table_handoff")
        self.press(scene, scene.t("ready"))
        for _ in range(2):                     # the first two piles refused: the third is looked at
            self.frames(20)
            self.press(scene, scene.t("ct_refuse"))
        self.frames(40)
        self.shot("12_table_pile")
        self.press(scene, scene.t("ct_keep"))
        self.frames(40)
        cat = match.game.ct.cat
        uid = next((u for u in scene.draggable() if cat[u] == TRUNK), scene.draggable()[0])
        targets = sorted(scene.card_targets(uid), key=lambda t: t[0] != "tree")
        to = scene.target_rect(targets[0]).center
        self.grab(scene, uid, to)
        self.frames(2)
        self.shot("13_table_drag")
        self.frames(1, [event(pygame.MOUSEBUTTONUP, pos=to, button=1)])
        self.frames(2)
        self.shot("14_table_confirm")          # laid down, waiting for Confirm

    def dialogs(self) -> None:
        """Decisions of CANOPEE.md §17 asked in a dialog, each where a game comes to it."""
        from game.canopee import actions as A

        advanced = {"card_set": "C"}
        for name, players, wanted in (
            ("drought_discard", 2, lambda st: st.decision(0) == "drought_discard" and len(st.legal_actions(0)) >= 4),
            ("lightning_choice", 2, lambda st: st.decision(0) == "lightning_choice" and st.season >= 2),
            ("germination", 2, lambda st: st.decision(0) == "germination" and len(st.legal_actions(0)) >= 3),
            ("lightning_choice_4", 4, lambda st: st.decision(0) == "lightning_choice"),
        ):
            self.reached(name, players, wanted, options=advanced)
            self.shot(f"15_dialog_{name}")
        # the wildlife abilities on their cards, lit at the start of the turn; one pointed at
        scene = self.reached("abilities", 2, lambda st: st.decision(0) == "turn_start" and sum(
            type(a) is A.Ability for a in st.legal_actions(0)) >= 2, options=advanced)
        lit = [b for b in scene.column.buttons if b.enabled and not b.rect.colliderect(scene.strip)]
        if lit:
            self.move(lit[0].rect.center)
        self.frames()
        self.shot("16_table_abilities")

    def more_tables(self) -> None:
        # four players: a side pile looked at, the other forests on the right
        self.reached("four", 4, lambda st: st.decision(0) == "pile" and len(st.actions_log()) >= 100
                     and st.looking[1] in st.order_of[0][:2])
        self.shot("17_table_four")
        # the game log: season 2, scrolled back a little, the pointer on it
        scene = self.reached("log", 2, lambda st: st.decision(0) == "pile" and st.season == 2
                             and len(st.actions_log()) >= 20, options={"card_set": "C"})
        log = scene.log_rect()
        if log is not None:
            self.move(log.center)
            self.frames(1, [event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False)])
        self.frames()
        self.shot("18_table_log")

    def spirit_turn(self) -> None:
        """Solo: the player's turn answered, then the Forest Spirit's turn told, caught half-way."""
        scene = self.reached("solo", 1, lambda st: st.decision(0) == "pile" and len(st.actions_log()) >= 30,
                             solo=True)
        for _ in range(80):
            beat = scene.show.current if scene.playing_show() else None
            if beat is not None and beat.kind == "turn":
                break
            self.answer(scene)
        for _ in range(600):                   # at most ten seconds of frames
            if not scene.playing_show() or scene.show.time >= scene.show.current.duration * 0.6:
                break
            self.frames(1)
        self.shot("19_solo_spirit_turn")

    def season_end(self) -> None:
        """The end of the first season, a scoring step caught while its points count up."""
        from scenes.canopee.table_show import STEP_SECONDS

        scene = self.reached("season_end", 2, lambda st: st.decision(0) == "pile" and not st.deck
                             and st.season == 1 and sum(map(len, st.spots)) <= 4)
        beat = None
        for _ in range(200):
            beat = scene.show.current if scene.playing_show() else None
            if beat is not None and beat.kind == "step" and beat.after != beat.before:
                break
            self.answer(scene)
        # the points count up over the step's first second: caught half-way
        for _ in range(600):
            if not scene.playing_show() or scene.show.current is not beat or scene.show.time >= STEP_SECONDS * 0.6:
                break
            self.frames(1)
        self.shot("20_season_end")

    def scores(self) -> None:
        from game.canopee.agents import EasyAgent
        from scenes.canopee.replay import CanopeeReplay
        from scenes.canopee.scoring import CanopeeScoring

        app = self.app
        finished = {}
        for name, seats, solo, options in (
            ("2", self.NAMES[:2], False, {"card_set": "C"}),
            ("solo", ("Zoé",), True, {}),
            ("4", self.NAMES, False, {}),
        ):
            match = Match("canopee", [Seat(n) for n in seats], seed=6, solo=solo, options=options)
            agents = [EasyAgent(i) for i in range(len(seats))]
            while not match.over:
                for seat in match.game.to_act():
                    match.game.apply(seat, agents[seat].choose(match.game.view(seat)))
            finished[name] = match
            scene = CanopeeScoring(app, match)
            app.home(scene)
            self.frames(20)
            if name == "2":
                self.shot("21_scores_2_counting")
            scene.skip()
            self.frames(2)
            row = scene.row_rect(scene.rows[0])     # the trees' row, by its name: its cards light up
            self.move((row.x + row.w // 8, row.centery))
            self.frames(2)
            self.shot(f"22_scores_{name}")
        scene = CanopeeReplay(app, finished["2"])
        app.home(scene)
        scene.go(scene.last // 2)
        self.frames(2)
        self.shot("23_replay")
        scene.end()
        self.frames(2)
        self.shot("24_replay_end")


# ---------------------------------------------------------------------------------------------- Living Forest

_LF_REACHED: dict[str, tuple[int, list]] = {}


def livingforest_reach(name: str, players: int, wanted, tries: int = 400) -> tuple[int, list]:
    """(seed, actions) of the first Living Forest game (seeds 0, 1, 2..., the Easy computer in every seat) in which
    seat 0 is asked a decision that ``wanted`` (a test on the rules' state) accepts: a position a real game comes
    to, never one made up by hand. The draw phase is simultaneous: the seats are asked in seat order."""
    if name not in _LF_REACHED:
        from game.livingforest import LIVING_FOREST
        from game.livingforest.agents import EasyAgent

        for seed in range(tries):
            st = LIVING_FOREST.new_state(players, seed, False, {})
            agents = [EasyAgent(seed * 10 + i) for i in range(players)]
            while not st.is_over and name not in _LF_REACHED:
                seat = min(st.to_act())
                if seat == 0 and wanted(st):
                    _LF_REACHED[name] = (seed, list(st.actions_log()))
                else:
                    st.apply(seat, agents[seat].choose(st.view(seat)))
            if name in _LF_REACHED:
                break
        else:
            raise RuntimeError(f"no game of {tries} seeds comes to the Living Forest position {name!r}")
    return _LF_REACHED[name]


class LivingForestShots(CanopeeShots):
    """Living Forest's screens, shot through ``shooter``: the menu's shelf and the setup (2 and 4 seats, the
    Spirits' colours), its rules pages (where scenes/rules.py has them), the table at the moments that matter
    (the hand-off; the draw phase: a reveal, the gauge one symbol before the forced stop, the Fragment offered, a
    forced stop; the action choice and a greyed action's reason; Attract with cards taken and its running total,
    the order of the cards attracted; Extinguish; a tree dragged over the lit cells; a Move's path; a steal; a
    rock bonus; a corner bonus; the end of a round told; 4 players), the score screen and the replay. Files are named ``l<nn>_...``; positions come from ``livingforest_reach``."""

    NAMES = ("Ana", "Benoît", "Chloé", "Dédé")

    def shot(self, name: str) -> None:
        self.sh.shot("l" + name)

    def button(self, scene, key: str):
        return next((b for b in scene.column.buttons if getattr(b, "key", "") == key and b.enabled), None)

    def press_key(self, scene, key: str) -> None:
        """Click the enabled strip button of the choice ``key`` ("reveal", "act:plant", "end_turn"...)."""
        self.click(self.button(scene, key).rect.center)

    def settle_show(self, scene, most: int = 600) -> None:
        """Frames until nothing is being told, no computer thinks and nothing flies."""
        for _ in range(most):
            if not scene.playing_show() and not scene.computers_thinking and not scene.flights and not scene.flips:
                return
            if scene.playing_show():
                self.click(scene.geometry().centre.center)
            else:
                time.sleep(0.005)
                self.frames(1)

    # ------------------------------------------------------------------ tables

    def table(self, match: Match):
        from scenes.livingforest.table import LivingForestTable

        scene = LivingForestTable(self.app, match, autosave=False)
        self.app.home(scene)
        self.frames(2)
        return scene

    def reached(self, name: str, players: int, wanted, computers: str = "easy"):
        """The table of a game of ``players`` seats (Ana the one person, the others computers) at the position
        ``livingforest_reach`` found for ``name``, seen by Ana."""
        seed, actions = livingforest_reach(name, players, wanted)
        seats = [Seat(self.NAMES[0])] + [Seat(n, COMPUTER, computers) for n in self.NAMES[1:players]]
        match = Match("living-forest", seats, seed=seed)
        for seat, action in actions:
            match.game.apply(seat, action)
        scene = self.table(match)
        self.frames(30)                        # a card's flip, a flight land
        self.settle_show(scene)
        return scene

    # ------------------------------------------------------------------ the screens

    PART = "livingforest"

    def run(self) -> None:
        self.run_parts(self.menu_and_setup, self.rules, self.handoff, self.draw_phase, self.actions,
                       self.plant_and_move, self.bonuses, self.round_end, self.four, self.scores)

    def menu_and_setup(self) -> None:
        from scenes.setup import SetupScene

        app = self.app
        self.menu_on("living-forest")
        self.shot("01_menu")
        setup = SetupScene(app, "living-forest", 2)
        app.push(setup)
        self.frames()
        self.shot("02_setup_2")
        setup._pick_count(4)()
        setup._set_kind(1, HUMAN)()
        setup.cycle_colour(0)                  # Ana takes another Spirit than the first
        self.frames()
        self.shot("03_setup_4_colours")

    def rules(self) -> None:
        import scenes.rules as rules

        if "living-forest" not in rules.rules_games():
            print(f"screens: {self.sh.tag}: no Living Forest rules tab yet (scenes/rules.py), not shot")
            return
        scene = rules.RulesScene(self.app, "living-forest")
        self.app.home(scene)
        self.frames()
        self.shot("04_rules_overview")
        for i, section in enumerate(scene.sections()[1:4]):
            scene.select(section)
            self.frames()
            self.shot(f"05_rules_{i + 1}_{section}")

    def handoff(self) -> None:
        """A 2-player hot-seat game from its deal: the hand-off screen, then the first draw."""
        match = Match("living-forest", [Seat(n) for n in self.NAMES[:2]], seed=3)
        scene = self.table(match)
        self.shot("06_table_handoff")
        self.press(scene, scene.t("ready"))
        self.frames(30)
        self.shot("07_draw_first")

    def draw_phase(self) -> None:
        from game.livingforest import actions as A

        def drawing(st, more=lambda v: True) -> bool:
            return st.decision(0) == "draw" and more(st.view(0))

        def gauge(v) -> bool:
            return v.balance(0) == v.rules.forced_stop - 1 and A.REVEAL in v.legal_actions()

        # a reveal: the card turns over into the Help Line
        scene = self.reached("reveal", 2, lambda st: drawing(st, lambda v: len(v.help_line(0)) >= 3
                                                              and v.balance(0) <= 1))
        self.press_key(scene, "reveal")
        self.frames(6)
        self.shot("08_draw_reveal")
        self.reached("gauge", 2, lambda st: drawing(st, gauge))
        self.shot("09_draw_gauge")
        self.reached("fragment", 2, lambda st: drawing(st, lambda v: A.FRAGMENT in v.legal_actions()))
        self.shot("10_draw_fragment")
        self.reached("forced", 2, lambda st: st.decision(0) == "forced")
        self.shot("11_draw_forced")

    def actions(self) -> None:
        from game.livingforest import actions as A

        def choosing(st) -> bool:
            v = st.view(0)
            legal = v.legal_actions()
            return (st.decision(0) == "action" and v.round >= 2 and not v.actions_taken(0)
                    and sum(1 for k in A.KINDS if A.act(k) in legal) >= 3 and len(A.KINDS) > sum(
                        1 for k in A.KINDS if A.act(k) in legal))
        scene = self.reached("action", 2, choosing)
        self.shot("12_action_choice")
        greyed = next((b for b in scene.column.buttons if not b.enabled and getattr(b, "reason", "")), None)
        if greyed is not None:                 # a greyed action tells why
            self.move(greyed.rect.center)
            self.frames(2)
            self.shot("13_action_why_not")
        # Attract: one card taken, more lit, the running total of the sun spent
        scene = self.reached("attract", 2, lambda st: st.decision(0) == "attract" and st.view(0).frame()[4]
                             and any(isinstance(a, A.Take) for a in st.legal_actions(0)))
        lit = sorted(scene.prompt().cards)
        self.move(scene.target_rect(("card", lit[0])).center)
        self.frames(2)
        self.shot("14_attract")
        self.reached("order", 2, lambda st: st.decision(0) == "attract_order" and len(st.legal_actions(0)) >= 2)
        self.shot("15_attract_order")
        scene = self.reached("extinguish", 2, lambda st: st.decision(0) == "extinguish" and sum(
            isinstance(a, A.Fire) for a in st.legal_actions(0)) >= 2)
        fire = sorted(scene.prompt().fires)[-1]
        self.move(scene.target_rect(("fire", fire)).center)
        self.frames(2)
        self.shot("16_extinguish")

    def plant_and_move(self) -> None:
        from scenes.livingforest.table_prompt import plant_effects

        # a tree carried over the forest, above the lit cell whose planting does the most (a corner, a line)
        def rich(st) -> bool:                  # a cell where the tree would earn a corner or complete a line
            v = st.view(0)
            return st.decision(0) == "plant" and v.round >= 3 and any(
                plant_effects(v.rules, v.forest(0), c, "en") for c in v.plant_cells())
        scene = self.reached("plant", 2, rich)
        prompt = scene.prompt()
        view = scene.view
        cell = max(sorted(prompt.cells), key=lambda c: len(plant_effects(view.rules, view.forest(0), c, "en")))
        tree = sorted(prompt.trees)[-1]
        start = dict(scene.tree_slots())[tree].center
        to = scene.boards[0].cell_rect(cell).center
        mid = ((start[0] + to[0]) // 2, (start[1] + to[1]) // 2)
        self.frames(1, [event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                        event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                        event(pygame.MOUSEMOTION, pos=to, rel=(1, 1), buttons=(1, 0, 0))])
        self.frames(2)
        self.shot("17_plant_drag")
        self.frames(1, [event(pygame.MOUSEBUTTONUP, pos=to, button=1)])

        # a Move: the destination pointed at, its path and the Spirits jumped
        def jumps(st) -> bool:
            v = st.view(0)
            return st.decision(0) == "move" and any(v.path(a.distance)[1] for a in st.legal_actions(0)
                                                    if hasattr(a, "distance"))
        scene = self.reached("move", 3, jumps)
        prompt = scene.prompt()
        view = scene.view
        rock = max(sorted(prompt.rocks), key=lambda r: len(view.path(prompt.rocks[r].distance)[1]))
        self.move(scene.target_rect(("rock", rock)).center)
        self.frames(2)
        self.shot("18_move_path")

    def bonuses(self) -> None:
        self.reached("steal", 3, lambda st: st.decision(0) == "steal")
        self.shot("19_steal")
        self.reached("rock_bonus", 2, lambda st: st.decision(0) == "rock_bonus")
        self.shot("20_rock_bonus")
        self.reached("corner_bonus", 2, lambda st: st.decision(0) == "corner_bonus")
        self.shot("21_corner_bonus")

    def round_end(self) -> None:
        """Ana ends the round's last turn: the end of the round is told step by step (Onibi's attack caught while
        the Varans fly, then the reserve refilled)."""
        from game.livingforest import actions as A

        def last_turn(st) -> bool:
            if st.decision(0) != "action" or A.END_TURN not in st.legal_actions(0) or st.round < 2:
                return False
            after = st.clone()
            after.apply(0, A.END_TURN)
            new = after.events()[len(st.events()):]
            return any(e.kind == "varans" and e.data["fires"] and any(e.data["given"]) for e in new) and \
                not after.is_over
        scene = self.reached("round_end", 2, last_turn)
        self.press_key(scene, "end_turn")
        shots = {"onibi": "22_round_end_onibi", "refill": "23_round_end_refill"}
        for _ in range(1200):                  # at most 20 seconds of frames
            beat = scene.show.current if scene.playing_show() else None
            if beat is None and not scene.computers_thinking and not scene.show.queue:
                break
            if beat is not None and beat.kind in shots and scene.show.time >= beat.duration * 0.55:
                self.shot(shots.pop(beat.kind))
                if not shots:
                    break
            self.frames(1)

    def four(self) -> None:
        def later(st) -> bool:
            v = st.view(0)
            return st.decision(0) == "action" and v.round >= 4 and not v.actions_taken(0)
        self.reached("four", 4, later, computers="medium")
        self.shot("24_table_four")

    def scores(self) -> None:
        import importlib

        from game.livingforest.agents import EasyAgent

        try:
            scoring = importlib.import_module("scenes.livingforest.scoring")
        except ImportError:
            print(f"screens: {self.sh.tag}: no Living Forest score screen yet (scenes/livingforest/scoring.py)")
            return
        app = self.app
        finished = {}
        for name, players in (("2", 2), ("4", 4)):
            match = Match("living-forest", [Seat(n) for n in self.NAMES[:players]], seed=6)
            agents = [EasyAgent(i) for i in range(players)]
            while not match.over:
                seat = min(match.game.to_act())
                match.game.apply(seat, agents[seat].choose(match.game.view(seat)))
            finished[name] = match
            scene = scoring.LivingForestScoring(app, match)
            app.home(scene)
            self.frames(20)
            if name == "2":
                self.shot("25_scores_2_counting")
            scene.skip()
            self.frames(2)
            self.shot(f"26_scores_{name}")
        try:
            replay = importlib.import_module("scenes.livingforest.replay")
        except ImportError:
            print(f"screens: {self.sh.tag}: no Living Forest replay yet (scenes/livingforest/replay.py)")
            return
        cls = next(getattr(replay, n) for n in dir(replay) if n.endswith("Replay") and n != "ReplayBase"
                   and getattr(getattr(replay, n), "__module__", "") == replay.__name__)
        scene = cls(app, finished["2"])
        app.home(scene)
        scene.go(scene.last // 2)
        self.frames(2)
        self.shot("27_replay")
        scene.end()
        self.frames(2)
        self.shot("28_replay_end")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "screens"))
    parser.add_argument("--lang", nargs="+", default=["fr", "en"], choices=["fr", "en"])
    parser.add_argument("--size", nargs="+", default=["1600x900"], help="window sizes, e.g. 1280x720 2560x1440")
    parser.add_argument("--only", nargs="+", default=list(PARTS), choices=PARTS,
                        help="the screens of these games only (ecosysteme: Forêt, Savane and the shared screens)")
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
    sys.exit(main())
