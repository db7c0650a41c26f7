"""Canopée's part of the screenshot tool (tools/screens.py), files ``*_c<nn>_*``: the menu with the collection's
row on Canopée, its setup (2 seats, solo, 4 seats, set D's species dialog and the species chosen), the challenges,
its rules (overview, a card group's gallery, a card's page), the table (the hand-off screen, a pile looked at, a
kept pile's trunk dragged onto a lit tree then waiting for Confirm, CANOPEE.md §17 dialogs — Drought, Lightning
with 2 and 4 players, Germination —, the wildlife abilities lit on their cards, a 4-player table with its side
piles, the game log scrolled, the Forest Spirit's turn told, a season's end counting up), the score screens (2
players counting and final, solo with its verdict, 4 players; a row hovered) and the replay (mid-game and the end).
The table's positions are reached by playing the rules' own actions from a seed (``canopee_reach``), never made by
hand.
"""
from __future__ import annotations

from datetime import timedelta

import pygame

from game.session import Match, Seat
from tools.screens import ShotsPart, event

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


class Shots(ShotsPart):
    """Canopée's screens, shot through ``shooter`` (its app, frames and file names): the menu's collection and
    the setup, the challenges and the rules, the table at the moments that matter (a pile looked at, a kept
    pile dragged, §17's dialogs, an ability, four players, the Forest Spirit's turn, a season's end, the log),
    the score screens and the replay. Files are named ``c<nn>_...``."""

    NAMES = ("Ana", "Benoît", "Chloé", "Dédé")
    PREFIX = "c"

    # ------------------------------------------------------------------ input, as a player gives it

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
            match.state.apply(seat, action)
        scene = self.table(match)
        if ready and scene.private:
            self.press(scene, scene.t("ready"))
        self.frames(30)                        # the piles' cards and what was answered land
        return scene

    # ------------------------------------------------------------------ the screens

    def run(self) -> None:
        self.run_parts(self.menu_and_setup, self.challenges, self.rules, self.first_turn, self.dialogs,
                       self.more_tables, self.spirit_turn, self.season_end, self.scores)

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
        self.key(pygame.K_h)                   # the hint: Keep or Refuse, said and lit, and why
        self.settle(scene)
        self.frames(2)
        self.shot("12b_table_pile_hint")
        self.press(scene, scene.t("ct_keep"))
        self.frames(40)
        cat = match.state.ct.cat
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
                for seat in match.state.to_act():
                    match.state.apply(seat, agents[seat].choose(match.state.view(seat)))
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
