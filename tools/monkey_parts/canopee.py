"""Canopée's part of the monkey (tools/monkey.py): its tables (2 players hot-seat, solo against the Forest Spirit, 3-4
players with computers, any card set and the Season Change variant), its score screen and its replay (once the
router has one).

Its targets are the table's own: the strip's cards and buttons, the dialog's cards where they lie in the forests,
the ability buttons on their cards, a kept card dragged onto a lit target (or anywhere: it flies back). A random
game rarely asks the rarest decisions of CANOPEE.md §17 (Season of Prestige, Renewal, the Leafcutter Ant before a
season's step...), so the Canopée jumps also open a table at a decision the run has shown least: a game of a random
set-up played forward by seeded random choices in the engine until that decision comes up, its seat a human's.
Canopée's checks are its engine's (``check_invariants``, the JSON round trip, a finished game replayed from its log)
and the table's (the screen belongs to the human asked, the strip offers only the seat's legal actions for the
decision pending and only cards that seat may see, the hand-off screen shows nothing but Ready). The summary lists
the decisions of ``game.canopee.actions.DECISIONS`` shown on the table and those answered there; a run misses
none of them (``--events 20000``).
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from game import ladder
from game.canopee import CANOPEE
from game.canopee.actions import DECISIONS
from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.canopee.replay import CanopeeReplay
from scenes.canopee.scoring import CanopeeScoring
from scenes.canopee.table import CanopeeTable
from scenes.games import has_replay, replay_scene, score_scene
from tools.monkey_kit import GamePart, Point, Targets, button_targets, check_hand_off, check_state, require, table_way

GAME = "canopee"
# the scenes a run must reach: its table, its hand-off screen, its score screen and its replay (the router has one)
HAS_REPLAY = has_replay(GAME)
SCENES = ("canopee", "canopee privacy", "canopee scoring") + (("canopee replay",) if HAS_REPLAY else ())
# the scenes with a card viewer (by their exact class), and where it counts; the replay's too
VIEWER_SCENES = {CanopeeTable: "canopee", CanopeeScoring: "canopee scoring"}
# Canopée's set-ups: 2 players hot-seat, solo against the Forest Spirit, 3-4 players with computers, and now and
# then 2 players against a computer
KINDS = ("hot-seat", "hot-seat", "solo", "solo", "computers", "computers", "computers", "one human")
# the computers of forced games, Hard among them but less often than the quick levels (it thinks longest: a run of
# the same number of events then still reaches the rarer decisions), as Forêt's and Savane's part does
LEVELS = ("random", "easy", "easy", "medium", "medium", "hard")
SEARCH = 400               # games dealt at most to find a decision wanted (the rarest comes up in 1 game of 40)
# the decisions most games ask (in three random games of four or more): played on any table, aimed at only when
# every other decision has been shown as often
COMMON_DECISIONS = ("turn_start", "pile", "order", "place_trunk", "place_canopy", "drought_discard", "germination",
                    "fire_discard")


def check_game(game) -> None:
    """Canopée's own invariants (every card in exactly one zone, trees well formed, points adding up to the
    score sheets, a decision pending while the game goes on) and the JSON round trip of its saves."""
    check_state(game, CANOPEE)


def check_table(scene: CanopeeTable) -> None:
    """The seat checks; behind the hand-off screen nothing but Ready; at play, the strip asks the decision pending
    for the seat on screen, every card, button, ability, drop target and answer waiting for Confirm carries one of
    that seat's legal actions, and the strip shows no card the seat may not see."""
    if not check_hand_off(scene):
        return
    match = scene.match
    seat = scene.seat
    view = match.view(seat)
    prompt = scene.prompt()
    decision = view.decision()
    if decision is None:            # nothing asked of this seat now (a Hard computer still thinking): no question
        require(prompt is None, f"seat {seat} is asked nothing but the strip asks {prompt and prompt.decision}")
        return
    require(prompt is not None and prompt.decision == decision,
            f"seat {seat} is asked {decision} but the strip asks {prompt and prompt.decision}")
    legal = view.legal_actions()
    offered = [("card", item.actions[0]) for item in prompt.items if item.actions]
    offered += [("button", choice.actions[0]) for choice in scene.strip_buttons(prompt) if choice.actions]
    for action in prompt.abilities.values():
        if not isinstance(action, str):
            offered += [("ability", a) for a in (action if isinstance(action, (tuple, list)) else (action,))]
    offered += [("toucan", a) for a in prompt.toucan]
    for uid in scene.draggable():
        offered += [(f"drop of card {uid} on {target}", actions[0])
                    for target, actions in scene.card_targets(uid).items()]
    for waiting in (scene.staged, scene.selected):
        if waiting is not None:
            offered.append(("answer waiting for Confirm", waiting.actions[0]))
    wrong = [(what, action) for what, action in offered if action not in legal]
    require(not wrong, f"the {decision} strip of seat {seat} offers {wrong[0][0]} {wrong[0][1]}, not legal now"
            if wrong else "")
    shown = {slot.uid for slot in scene.slots() if slot.uid >= 0}
    hidden = shown - set(view.visible_cards())
    require(not hidden, f"the strip shows seat {seat} cards it may not see: {sorted(hidden)[:5]}")


def forest_rects(layouts) -> list[pygame.Rect]:
    """Every card's rect in Canopée's forest layouts: the trees' cards and the grouped cards."""
    return [rect for layout in layouts for tree in layout.trees for _, rect in tree.cards] + \
        [group.rect for layout in layouts for group in layout.groups]


class Part(GamePart):
    REQUIRED = SCENES
    VIEWERS = tuple(VIEWER_SCENES.values()) + (("canopee replay",) if HAS_REPLAY else ())
    OWN_RUN = True
    KIND = "canopee "
    DECISIONS = DECISIONS
    TITLE = "Canopée"
    LEAST = "shown"
    AIM = "decision"
    TABLE = "canopee"

    # ------------------------------------------------------------------ what is on screen

    def label(self, scene) -> str | None:
        if isinstance(scene, CanopeeTable):
            return f"canopee {table_way(scene)}".strip()
        if isinstance(scene, CanopeeReplay):
            return "canopee replay"
        return "canopee scoring" if type(scene) is CanopeeScoring else None

    def viewer_place(self, scene) -> str | None:
        if isinstance(scene, CanopeeReplay):
            return "canopee replay"
        return VIEWER_SCENES.get(type(scene))

    def targets(self, scene) -> Targets | None:
        if isinstance(scene, CanopeeTable):
            # Confirm, against the many cards a dialog may show (a click on another picks it)
            lit = 12.0 if scene.staged is not None or scene.selected is not None else 3.0
            return button_targets(scene, lit) + self.table_targets(scene)
        if isinstance(scene, CanopeeScoring):
            found = button_targets(scene)
            found += [(0.2, scene.row_rect(key)) for key in scene.rows]
            found += [(0.2, scene.header_rect(i)) for i in range(len(scene.pad.header_rects))]
            return found
        return None

    def table_targets(self, scene: CanopeeTable) -> Targets:
        """The Canopée table's clickable things (its buttons come with the scene's): while a turn or a season's
        end is told, the table (a click shows the next step); at play, the strip's cards (a dialog's to choose,
        a kept pile's to pick up), the dialog's cards where they lie in the forests, the piles and decks."""
        if scene.seat is None or scene.private or scene.confirming_leave or scene.spectating:
            return []
        if scene.playing_show():
            return [(2.0, scene.forest_area)]
        found = [(3.0 if slot.item is not None else 1.0, slot.rect) for slot in scene.slots()]
        found += [(1.5, rect) for _, rect in scene.forest_items()]
        found += [(0.2, rect) for rect in scene.piles().spots] + [(0.1, r) for r in scene.deck_rects().values()]
        return found

    def card_rects(self, scene) -> list[pygame.Rect] | None:
        if isinstance(scene, CanopeeTable):
            rects = [slot.rect for slot in scene.slots()] if not scene.private else []
            layouts = [scene.my_forest()] + [layout for _, _, layout in scene.mini_layouts()]
            return rects + forest_rects(layouts) + list(scene.piles().spots) + [scene.deck_rects()["discard"]]
        if isinstance(scene, CanopeeScoring):
            # the boards laid out (card_at reads the same ones)
            return [rect for f in range(len(scene._boards)) for _, rect in scene.board_cards(f) + scene.strip_cards(f)]
        if isinstance(scene, CanopeeReplay):
            return forest_rects(scene.forest_layouts())
        return None

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """A kept card of the strip dragged onto one of its lit targets (a tree, the new tree's place, the
        forest), now and then onto anything else (it flies back); else a card of the strip dragged anywhere."""
        if not isinstance(scene, CanopeeTable) or scene.seat is None or scene.private or scene.confirming_leave \
                or scene.spectating or scene.playing_show():
            return None
        slots = scene.slots()
        if not slots:
            return None
        point = self.monkey.point
        draggable = [slot for slot in slots if slot.draggable]
        slot = self.rng.choice(draggable or slots)
        targets = sorted(scene.card_targets(slot.uid), key=repr) if slot.draggable else []
        rects = [rect for rect in (scene.target_rect(t) for t in targets) if rect is not None]
        if rects and self.rng.random() < 0.8:
            return point(slot.rect), point(self.rng.choice(rects))
        return point(slot.rect), point()

    # ------------------------------------------------------------------ checks

    def check_position(self, scene, key: tuple) -> None:
        """The table's checks, once per position and way the strip stands; the decision on screen counted."""
        if isinstance(scene, CanopeeTable):
            self.monkey.check_decisions(scene, key, GAME, (scene.memo_key(), scene.selected), check_table)

    # ------------------------------------------------------------------ jumps

    def aiming(self) -> bool:
        """While some decision was never shown."""
        return not all(self.summary.decisions[GAME][name] for name in DECISIONS)

    def jumps(self) -> dict[str, Callable[[], object]]:
        app, rng = self.app, self.rng
        return {
            # half its table jumps go to a decision the run has shown least
            "canopee": lambda: CanopeeTable(app, self.match(progress=rng.random(), decision=rng.random() < 0.5)),
            "canopee privacy": lambda: CanopeeTable(app, self.match("hot-seat", progress=rng.random())),
            "canopee scoring": lambda: self.end(),
            "canopee replay": lambda: self.replay(),
            "decision": lambda: CanopeeTable(app, self.match(decision=True)),
        }

    def interrupted(self, game_id: str, progress: float) -> Match:
        return self.match(progress=progress)

    def deal(self, rng: random.Random, kind: str | None = None) -> tuple[str, int, bool, dict]:
        """A Canopée game as the setup makes one: (kind of KINDS, players, solo, options) with a random card set, its
        species (drawn, a number of them or hand-picked), the Season Change variant, the solo difficulty, the first
        player."""
        rules = CANOPEE.rules
        kind = kind or rng.choice(KINDS)
        players = {"hot-seat": 2, "solo": 1, "computers": rng.choice((3, 4)), "one human": 2}[kind]
        solo = kind == "solo"
        card_set = rng.choice(list(rules.card_sets))
        options: dict = {"card_set": card_set}
        counts = rules.card_sets[card_set].species_counts
        if counts and rng.random() < 0.5:
            count = rng.choice(counts)
            picked = set(rng.sample(list(rules.species), count))
            options["species"] = count if rng.random() < 0.5 else tuple(s for s in rules.species if s in picked)
        if solo:
            options["difficulty"] = rng.choice(list(rules.solo.difficulties))
        else:
            options["season_change"] = rng.random() < 0.5
            if rng.random() < 0.3:
                options["first_player"] = rng.randrange(players)
        return kind, players, solo, options

    def match(self, kind: str | None = None, progress: float = 1.0, decision: bool = False,
              last: bool = False) -> Match:
        """A Canopée match of ``kind`` (any: None) played forward by seeded random choices in the engine:
        ``progress`` of its actions (1.0: to its end; ``last``: all but the last), or (``decision``) to the first
        time a seat is asked the decision the run has shown least, the rarer ones first (a game of another deal,
        up to SEARCH of them, until one asks it). The seat asked then is always a human's: the table opens on it."""
        rng = random.Random(self.rng.getrandbits(32))
        wanted = None
        if decision:
            shown = self.summary.decisions[GAME]
            rare = [name for name in DECISIONS if name not in COMMON_DECISIONS]
            fewest = min(shown[name] for name in DECISIONS)
            wanted = rng.choice([name for name in rare if shown[name] == fewest] or
                                [name for name in DECISIONS if shown[name] == fewest])
            self.summary.targets[GAME][wanted] += 1
        for _ in range(SEARCH if wanted else 1):
            deal = self.deal(rng, kind)
            seed = rng.getrandbits(31)
            state = CANOPEE.new_state(deal[1], seed, deal[2], deal[3])
            cut = None
            while not state.is_over:
                (seat,) = state.to_act()
                if wanted is not None and state.decision(seat) == wanted:
                    cut = len(state.actions_log())
                    break
                legal = state.legal_actions(seat)
                state.apply(seat, legal[rng.randrange(len(legal))])
            if cut is not None:
                break
        log = state.actions_log()
        if cut is None:           # no game asked it (or none was wanted): the last one, some of the way
            cut = len(log) - 1 if last else min(len(log), int((rng.random() if wanted else progress) * len(log)))
        # the seat asked after those actions: the one that made the next (one seat decides at a time)
        asked = log[cut][0] if cut < len(log) else min(state.to_act(), default=0)
        return self.seated(deal, seed, log[:cut], asked, rng, every=wanted is not None)

    def seated(self, deal: tuple, seed: int, actions: list, asked: int, rng: random.Random,
               every: bool = False) -> Match:
        """The match of ``deal`` on ``seed`` with ``actions`` played: every seat human in hot-seat and solo, else
        computers but for the seat ``asked`` next (and now and then seat 0 too; ``every``: half the time all of
        them, a 3-4 player hot-seat game, so that every seat's decisions come to the screen)."""
        kind, players, solo, options = deal
        humans = set(range(players)) if kind in ("hot-seat", "solo") else {asked} | (
            {0} if rng.random() < 0.2 else set()) | (set(range(players)) if every and rng.random() < 0.5 else set())
        levels = LEVELS
        seats = [Seat(f"P{i + 1}", HUMAN) if i in humans else Seat(f"C{i + 1}", COMPUTER, rng.choice(levels))
                 for i in range(players)]
        match = Match(GAME, seats, seed=seed, solo=solo, options=dict(options))
        for seat, action in actions:
            match.state.apply(seat, action)
        return match

    def end(self):
        """Canopée's score screen, or the table one decision from it: a game of any kind or a Canopée challenge
        of the ladder (the day's or the player's rung: its result is recorded)."""
        rng = self.rng
        table = rng.random() < 0.5
        if rng.random() < 0.3:
            if rng.random() < 0.5:
                challenge = ladder.daily_challenge(GAME, ladder.today())
            else:
                progress, _ = ladder.Progress.load(self.summary.lang)
                challenge = ladder.rung_challenge(GAME, progress.current_rung(GAME))
            match = Match(GAME, [Seat("P1", HUMAN)], seed=challenge.seed, solo=True, challenge=challenge)
            state, moves = match.state.clone(), random.Random(rng.getrandbits(32))
            while not state.is_over:
                legal = state.legal_actions(0)
                state.apply(0, legal[moves.randrange(len(legal))])
            log = state.actions_log()
            for seat, action in log[:len(log) - 1 if table else len(log)]:
                match.state.apply(seat, action)
        else:
            match = self.match(progress=1.0, last=table)
        return CanopeeTable(self.app, match) if table else score_scene(self.app, match)

    def replay(self):
        """Canopée's replay (the router's) of a game played some or all of the way, opened on one of its steps."""
        match = self.match(progress=self.rng.choice((1.0, self.rng.random())))
        scene = replay_scene(self.app, match)
        scene.go(self.rng.randint(0, scene.last))
        return scene
