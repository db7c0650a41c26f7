"""Living Forest's part of the screenshot tool (tools/screens.py), files ``*_l<nn>_*``: the menu on Living Forest,
its setup (2 and 4 seats, the Spirits' colours), its rules pages, the table (the hand-off; the draw phase: a reveal,
the Solitary gauge one symbol before the forced stop, the Fragment offered, a forced stop; the action choice and a
greyed action's reason; Attract with its running total, the attracted cards' order, Extinguish, a tree dragged over
the lit cells, a Move's path, a steal, a rock bonus, a corner bonus, the end of a round told, 4 players), the score
screens and the replay; positions reached from a seed (``livingforest_reach``).
"""
from __future__ import annotations

import time

import pygame

from game.session import COMPUTER, HUMAN, Match, Seat
from tools.screens import ShotsPart, event

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


class Shots(ShotsPart):
    """Living Forest's screens, shot through ``shooter``: the menu's shelf and the setup (2 and 4 seats, the
    Spirits' colours), its rules pages (where scenes/rules.py has them), the table at the moments that matter
    (the hand-off; the draw phase: a reveal, the gauge one symbol before the forced stop, the Fragment offered, a
    forced stop; the action choice and a greyed action's reason; Attract with cards taken and its running total,
    the order of the cards attracted; Extinguish; a tree dragged over the lit cells; a Move's path; a steal; a
    rock bonus; a corner bonus; the end of a round told; 4 players), the score screen and the replay. Files are
    named ``l<nn>_...``; positions come from ``livingforest_reach``."""

    NAMES = ("Ana", "Benoît", "Chloé", "Dédé")
    PREFIX = "l"

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
            match.state.apply(seat, action)
        scene = self.table(match)
        self.frames(30)                        # a card's flip, a flight land
        self.settle_show(scene)
        return scene

    # ------------------------------------------------------------------ the screens

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
        setup._set_controller(1, HUMAN)()
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
        self.key(pygame.K_h)                   # the hint: the strongest computer's choice, said and lit
        self.settle(scene)
        self.frames(2)
        self.shot("12b_action_hint")
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
                seat = min(match.state.to_act())
                match.state.apply(seat, agents[seat].choose(match.state.view(seat)))
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
