"""Living Forest's part of the monkey (tools/monkey.py): its tables (2 players hot-seat, 3-4 players with computers,
now and then a human against a computer or computers alone, each Spirit in a colour chosen at random or left to the
seat), its score screen and its replay (its setup, menu tile and rules are reached by the jumps every game shares).

Its targets are the table's own: the strip's buttons (the five actions, Reveal, Stop, the Fragment, the bonuses, the
tiles to steal, Undo), the reserve cards, the fires, the trees, the cells and the rocks lit for the decision pending
(and, less often, those not lit), a tree dragged onto a lit cell or anywhere else (it flies back), the table while a
computer's turn or a round's end is told. The jumps to a Living Forest table also open it at the decision the run
has answered least (LIVING_FOREST.md §11: a Fire Varan's forced stop, the attracted cards' order, a steal, a rock's
or a corner's bonus...): a game of a random set-up played forward by the seeded computer players until that decision
comes up (its seat a human's). Its checks are the engine's (``check_invariants``, the JSON round trip, a finished
game replayed from its log) and the table's (the screen belongs to the human asked; the strip asks the seat's
pending decision and lights only its legal actions, its buttons are the prompt's; the reserve shows the face-up
cards and nothing of a stack, the Help Lines only their cards; the hand-off screen shows nothing but Ready). The
summary lists the decisions of ``game.livingforest.actions.DECISIONS`` shown on the table and those answered there;
a run answers them all (``--events 20000``).
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from game.livingforest import LIVING_FOREST, SPIRITS
from game.livingforest.actions import DECISIONS
from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.games import replay_scene, score_scene
from scenes.livingforest.replay import LivingForestReplay
from scenes.livingforest.scoring import LivingForestScoring
from scenes.livingforest.table import LivingForestTable
from scenes.shell.score_screen import ScoreScreen
from tools.monkey_kit import GamePart, Point, Targets, buttons, check_hand_off, check_state, require, table_way

GAME = "living-forest"
# the scenes a run must reach: its table, its hand-off screen, its score screen and its replay
SCENES = ("lf", "lf privacy", "lf scoring", "lf replay")
# the scenes with a card viewer (by their exact class), and where it counts; the replay's too
VIEWER_SCENES = {LivingForestTable: "lf"}
if LivingForestScoring.card_at is not ScoreScreen.card_at:     # (once its score screen shows cards)
    VIEWER_SCENES[LivingForestScoring] = "lf scoring"
# Living Forest's set-ups (KINDS): 2 players hot-seat, 3-4 players with computers, a human against a computer, and
# now and then computers alone (the table watched)
KINDS = ("hot-seat", "hot-seat", "computers", "computers", "computers", "one human", "watched")
LEVELS = ("easy", "medium")             # the computers the setup offers
SEARCH = 60                # games dealt at most to find a decision wanted (the rarest comes up about once a game)
COLOUR_CHOSEN = 0.7        # per seat: a Spirit's colour chosen (else "": the seat's own)
AIM = 5                    # the jumps aim at a rarer decision until it was answered this many times on the table
# the decisions every turn asks: played on any table, aimed at only when every other was answered as often
COMMON = ("draw", "action", "attract", "extinguish", "plant", "plant_cell", "move")
# the weights of the strip's buttons (by their key; "act:..." and "steal:..." by their start): mostly forward
# (Reveal, an action, the bonuses), less often the ways out (Stop, End turn, Back, Undo)
BUTTONS = {"reveal": 4.0, "until": 1.0, "stop": 2.0, "fragment": 1.5, "act": 3.0, "end_turn": 1.2, "done": 2.0,
           "order_confirm": 2.0, "back": 0.5, "undo": 0.8, "accept": 2.0, "decline": 1.5, "steal": 2.0}


def check_game(game) -> None:
    """Living Forest's own invariants (every card, fire, Varan, Fragment, Victory tile and tree in exactly one place,
    the Solitary balance, forests grown from the start tree, the actions allowed, a decision pending while the game
    goes on) and the JSON round trip of its saves."""
    check_state(game, LIVING_FOREST)


def offered(prompt) -> list[tuple[str, object]]:
    """Every action the Living Forest strip offers: its buttons' first actions, the reserve cards, fires, trees,
    rocks and attracted cards it lights, the cells of a chosen tree (a tree's drop submits the tree, then its cell:
    the cells lit before a tree is chosen are checked against the view's plantable cells)."""
    found = [(f"button {choice.key or choice.label}", choice.actions[0]) for choice in prompt.buttons
             if choice.actions]
    for what in ("cards", "fires", "trees", "rocks", "order"):
        found += [(f"{what[:-1]} {key}", action) for key, action in getattr(prompt, what).items()]
    if prompt.decision == "plant_cell":
        found += [(f"cell {key}", action) for key, action in prompt.cells.items()]
    return found


def check_table(scene: LivingForestTable) -> None:
    """The seat checks; behind the hand-off screen nothing but Ready; at play, the strip asks the decision pending
    for the seat on screen (nothing while another seat is asked), every button and lit thing carries one of that
    seat's legal actions, the buttons on screen are the prompt's; the reserve shows exactly the face-up cards (never
    a stack's), the Help Lines only their cards, the order dialog only the cards attracted."""
    if not check_hand_off(scene):
        return
    match = scene.match
    seat = scene.seat
    view = match.view(seat)
    # what is being told (a computer's turn, a round's end) shows the table as it was then, step by step: the seat's
    # view of that moment; else the game now
    drawn = scene.shown_view() if scene.playing_show() and hasattr(scene, "shown_view") else view
    rows = {card for cards in drawn.rows().values() for card in cards}
    shown = [card for _, card, _ in scene.reserve_slots()]
    require(sorted(shown) == sorted(rows), f"the reserve shows {sorted(shown)}, not its face-up cards {sorted(rows)}")
    lines = [(s, card) for s, card, _ in scene.help_rects() if card not in drawn.help_line(s)]
    require(not lines, f"a Help Line shows cards it does not hold: {lines[:3]}")
    prompt = scene.prompt()
    asked = view.decision() if seat in match.state.to_act() else None
    require((prompt and prompt.decision) == asked, f"seat {seat} is asked {asked} but the strip asks "
            f"{prompt and prompt.decision}")
    if prompt is None:
        return
    legal = view.legal_actions()
    wrong = [(what, action) for what, action in offered(prompt) if action not in legal]
    require(not wrong, f"the {asked} strip of seat {seat} offers {wrong[0][0]}: {wrong[0][1]}, not legal now"
            if wrong else "")
    if prompt.decision == "plant":
        require(set(prompt.cells) == set(view.plant_cells()), f"the cells lit to plant {sorted(prompt.cells)} are "
                f"not the view's {sorted(view.plant_cells())}")
    order = [card for card, _ in scene.order_slots()]
    require(sorted(order) == sorted(prompt.order), f"the order dialog shows {order}, not the cards attracted")
    if not scene.playing_show() and not scene.confirming_leave:
        on_screen = sorted(b.key for b in scene.column.buttons if getattr(b, "key", "") and b.enabled
                           and b.key != "undo")
        asked_for = sorted(choice.key for choice in prompt.buttons if choice.enabled and choice.key != "undo")
        require(on_screen == asked_for, f"the strip's buttons {on_screen} are not the {asked} prompt's {asked_for}")


def playing(scene: LivingForestTable) -> bool:
    """Whether the table is at play for a seat (not behind the hand-off screen, asking to leave, watched)."""
    return scene.seat is not None and not scene.private and not scene.confirming_leave and not scene.spectating


def planting(scene: LivingForestTable) -> bool:
    prompt = scene.prompt() if playing(scene) and not scene.playing_show() else None
    return prompt is not None and bool(prompt.trees)


class Part(GamePart):
    REQUIRED = SCENES
    VIEWERS = tuple(VIEWER_SCENES.values()) + ("lf replay",)
    OWN_RUN = True
    KIND = "lf "
    DECISIONS = DECISIONS
    TITLE = "Living Forest"
    LEAST = "answered"
    AIM = "lf decision"
    TABLE = "lf"

    # ------------------------------------------------------------------ what is on screen

    def label(self, scene) -> str | None:
        if isinstance(scene, LivingForestTable):
            return f"lf {table_way(scene)}".strip()
        if isinstance(scene, LivingForestReplay):
            return "lf replay"
        return "lf scoring" if type(scene) is LivingForestScoring else None

    def viewer_place(self, scene) -> str | None:
        if isinstance(scene, LivingForestReplay):
            return "lf replay"
        return VIEWER_SCENES.get(type(scene))

    def drags_matter(self, scene) -> bool:
        """Its drags mean something only where a tree is planted."""
        return not isinstance(scene, LivingForestTable) or planting(scene)

    def targets(self, scene) -> Targets | None:
        """The table's clickable things: its buttons (the strip's by BUTTONS); while a turn or a round's end is
        told, the table (a click shows the next step); at play, what the decision pending lights (reserve cards,
        fires, trees, cells, rocks, the attracted cards to order) and, less often, what it does not (they must do
        nothing): the other reserve cards, trees, rocks and cells, the stacks, the Help Lines."""
        if not isinstance(scene, LivingForestTable):
            return None
        found = []
        for b in buttons(scene):
            key = getattr(b, "key", "")
            found.append((BUTTONS.get(key.partition(":")[0], 3.0 if b.primary else 1.0), b.rect))
        if not playing(scene):
            return found
        if scene.playing_show():
            return found + [(3.0, scene.geometry().centre)]
        prompt = scene.prompt()
        if prompt is None:
            return found
        lit = [("card", c) for c in prompt.cards] + [("fire", v) for v in prompt.fires] + \
            [("tree", t) for t in prompt.trees] + [("rock", r) for r in prompt.rocks] + \
            [("order", c) for c in prompt.order] + \
            [("cell", c) for c in (prompt.cells if prompt.decision == "plant_cell" else ())]
        found += [(3.0, rect) for rect in map(scene.target_rect, lit) if rect is not None]
        rules = scene.match.state.rules
        board = scene.boards[scene.seat]
        found += [(0.1, rect) for *_, rect in scene.reserve_slots()] + [(0.1, rect) for _, rect in scene.tree_slots()]
        found += [(0.05, scene.stack_rect(level)) for level in scene.geometry().reserve_rows]
        found += [(0.05, scene.target_rect(("rock", r))) for r in range(len(rules.rocks))]
        found += [(0.05, board.cell_rect((x, y))) for x in range(rules.width) for y in range(rules.height)]
        found += [(0.05, rect) for *_, rect in scene.help_rects()]
        return found

    def card_rects(self, scene) -> list[pygame.Rect] | None:
        if isinstance(scene, LivingForestTable):
            if scene.private:
                return []
            return [rect for *_, rect in scene.reserve_slots() + scene.order_slots() + scene.help_rects()]
        if isinstance(scene, LivingForestReplay):
            return [rect for _, rect in getattr(scene, "drawn", ())]     # the cards its last frame drew
        return None

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """A tree the player may plant dragged onto a lit cell, now and then onto a cell not lit or anywhere (it
        flies back); else nothing in particular."""
        if not isinstance(scene, LivingForestTable) or not planting(scene):
            return None
        rng, point = self.rng, self.monkey.point
        prompt = scene.prompt()
        tree = rng.choice(sorted(prompt.trees))
        start = point(dict(scene.tree_slots())[tree])
        board = scene.boards[scene.seat]
        if prompt.cells and rng.random() < 0.75:
            return start, point(board.cell_rect(rng.choice(sorted(prompt.cells))))
        rules = scene.match.state.rules
        if rng.random() < 0.6:
            return start, point(board.cell_rect((rng.randrange(rules.width), rng.randrange(rules.height))))
        return start, point()

    # ------------------------------------------------------------------ checks

    def check_position(self, scene, key: tuple) -> None:
        """The table's checks, as Canopée's (its way of standing: a show being told, a tree held); the decision on
        screen counted."""
        if isinstance(scene, LivingForestTable):
            self.monkey.check_decisions(scene, key, GAME, (scene.playing_show(), scene.drag is not None), check_table)

    # ------------------------------------------------------------------ jumps

    def aiming(self) -> bool:
        """While a decision was answered too few times (AIM, or once for those every turn asks)."""
        answered = self.summary.answered[GAME]
        return not all(answered[name] >= (1 if name in COMMON else AIM) for name in DECISIONS)

    def jumps(self) -> dict[str, Callable[[], object]]:
        app, rng = self.app, self.rng
        return {
            # half its table jumps go to the decision the run has answered least
            "lf": lambda: LivingForestTable(app, self.match(progress=rng.random(), decision=rng.random() < 0.5)),
            "lf privacy": lambda: LivingForestTable(app, self.match("hot-seat", progress=rng.random())),
            "lf scoring": lambda: self.end(),
            "lf replay": lambda: self.replay(),
            "lf decision": lambda: LivingForestTable(app, self.match(decision=True)),
        }

    def interrupted(self, game_id: str, progress: float) -> Match:
        return self.match(progress=progress)

    def deal(self, rng: random.Random, kind: str | None = None) -> tuple[str, int, dict, list[str]]:
        """A Living Forest game as the setup makes one: (kind of KINDS, players, options, each seat's Spirit colour)
        with the first player random or chosen, colours chosen at random (no two alike) or left to the seat ("")."""
        kind = kind or rng.choice(KINDS)
        players = {"hot-seat": 2, "computers": rng.choice((3, 4)), "one human": 2, "watched": rng.randint(2, 4)}[kind]
        choices = {option.id: option.values for option in LIVING_FOREST.info.options}
        options = {"first_player": rng.choice(choices["first_player"])}
        colours = rng.sample(SPIRITS, players)
        return kind, players, options, [c if rng.random() < COLOUR_CHOSEN else "" for c in colours]

    def wanted(self, rng: random.Random) -> str:
        """The decision a jump aims at: one answered least on the tables, the rarer ones first (those every turn
        asks only when the others were answered as often)."""
        answered = self.summary.answered[GAME]
        fewest = min(answered[name] for name in DECISIONS)
        rare = [name for name in DECISIONS if name not in COMMON and answered[name] == fewest]
        return rng.choice(rare or [name for name in DECISIONS if answered[name] == fewest])

    def match(self, kind: str | None = None, progress: float = 1.0, decision: bool = False,
              last: bool = False) -> Match:
        """A Living Forest match of ``kind`` (any: None) played forward by the seeded computer players (each seat
        one of the game's, its seed from the run's): ``progress`` of its actions (1.0: to its end; ``last``: all
        but the last), or (``decision``) to one of the times a seat is asked the decision the run has answered
        least (a game of another deal, up to SEARCH of them, until one asks it). The seat asked then is always a
        human's: the table opens on it."""
        rng = random.Random(self.rng.getrandbits(32))
        wanted = None
        if decision:
            wanted = self.wanted(rng)
            self.summary.targets[GAME][wanted] += 1
            kind = kind if kind != "watched" else None
        levels = tuple(LIVING_FOREST.agents)
        for _ in range(SEARCH if wanted else 1):
            deal = self.deal(rng, kind)
            while wanted and deal[0] == "watched":      # the decision is asked of a human
                deal = self.deal(rng, kind)
            seed = rng.getrandbits(31)
            state = LIVING_FOREST.new_state(deal[1], seed, False, deal[2])
            agents = [LIVING_FOREST.agents[rng.choice(levels)](rng.getrandbits(31)) for _ in range(deal[1])]
            times = rng.randint(1, 3)         # the first, second or third time it is asked (or the last)
            found: list[tuple[int, int]] = []   # (actions played, seat asked) each time it was asked
            while not state.is_over and len(found) < times:
                waiting = sorted(state.to_act())
                asked = [s for s in waiting if state.decision(s) == wanted]
                if asked:
                    found.append((len(state.actions_log()), asked[0]))
                    if len(found) == times:
                        break
                # the draw phase is simultaneous: its seats draw in any order
                seat = waiting[rng.randrange(len(waiting))] if len(waiting) > 1 else waiting[0]
                state.apply(seat, agents[seat].choose(state.view(seat)))
            if found:
                break
        log = state.actions_log()
        if found:
            cut, asked = found[-1]
        else:               # no game asked it (or none was wanted): the last one, some of the way
            cut = len(log) - 1 if last else min(len(log), int((rng.random() if wanted else progress) * len(log)))
            # the seat asked after those actions: the one that made the next
            asked = log[cut][0] if cut < len(log) else min(state.to_act(), default=0)
        return self.seated(deal, seed, log[:cut], asked, rng, every=wanted is not None)

    def seated(self, deal: tuple, seed: int, actions: list, asked: int, rng: random.Random,
               every: bool = False) -> Match:
        """The match of ``deal`` on ``seed`` with ``actions`` played: every seat human in hot-seat, none in a
        watched game, else computers but for the seat ``asked`` next (and now and then seat 0 too; ``every``: now
        and then all of them, a 3-4 player hot-seat game, so that every seat's decisions come to the screen)."""
        kind, players, options, colours = deal
        everyone = set(range(players))
        humans = everyone if kind == "hot-seat" else set() if kind == "watched" else {asked} | (
            {0} if rng.random() < 0.2 else set()) | (everyone if every and rng.random() < 0.3 else set())
        seats = [Seat(f"P{i + 1}", HUMAN, colour=colours[i]) if i in humans else
                 Seat(f"C{i + 1}", COMPUTER, rng.choice(LEVELS), colour=colours[i]) for i in range(players)]
        match = Match(GAME, seats, seed=seed, options=dict(options))
        for seat, action in actions:
            match.state.apply(seat, action)
        return match

    def end(self):
        """Living Forest's score screen, or the table one action from it, the last action a human's."""
        rng = self.rng
        table = rng.random() < 0.5
        match = self.match(rng.choice(("hot-seat", "computers", "one human")), progress=1.0, last=table)
        return LivingForestTable(self.app, match) if table else score_scene(self.app, match)

    def replay(self):
        """Living Forest's replay (the router's) of a game played some or all of the way, opened on one of its
        steps."""
        match = self.match(progress=self.rng.choice((1.0, self.rng.random())))
        scene = replay_scene(self.app, match)
        scene.go(self.rng.randint(0, scene.last))
        return scene
