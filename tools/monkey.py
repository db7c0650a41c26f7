"""Monkey test: seeded random mouse, keyboard and window events through every scene of the real window.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python tools/monkey.py --events 20000 --seed 1
    .venv/bin/python tools/monkey.py --events 5000 --seed 7 --size 1280x720 --lang fr --keep-going
    .venv/bin/python tools/monkey.py --events 2000 --seed 5 --only canopee
    .venv/bin/python tools/monkey.py --events 2000 --seed 5 --only living-forest

Opens the real App on a private temporary data folder (the player's settings and ladder are never touched) and
feeds it random events: mouse motion, clicks and drags biased towards what is on screen (buttons, the menu's
question, hand cards, legal cells, tiles, lion prey), right-clicks and resting pointers on cards (the card
viewer, pinned or as a tooltip, at the table, the score screen and the replay), keys, held keys repeating,
typed text, the wheel, window resizes to the usual screen sizes and to any other (below the minimum size too:
the window then asks for room, and gets it a few actions later), full screen, and the odd QUIT (the app is then
opened again, as after any way out). Games are played to the score screen; now and then the monkey jumps to
the scene it has seen least (a hot-seat table, a Lapin about to swap, a game's last pick, the menu asking
before a new game replaces an interrupted one, a replay...), so that every scene is reached. After every frame
the game state's invariants are checked. A frame without events is run as the main loop runs it (drawn only
if the scene says it moves): the picture left on screen must then be the one the scene would draw. Computers
and hints think in a held worker: a job runs when the monkey releases it, a few frames later, so one seed
always gives the same run.

Canopée is played too: its tables (2 players hot-seat, solo against the Forest Spirit, 3-4 players with
computers, any card set and the Season Change variant), its score screen and its replay (once the router has
one). Its targets are the table's own: the strip's cards and buttons, the dialog's cards where they lie in the
forests, the ability buttons on their cards, a kept card dragged onto a lit target (or anywhere: it flies
back). A random game rarely asks the rarest decisions of CANOPEE.md §17 (Season of Prestige, Renewal, the
Leafcutter Ant before a season's step...), so the Canopée jumps also open a table at a decision the run has
shown least: a game of a random set-up played forward by seeded random choices in the engine until that
decision comes up, its seat a human's. Canopée's checks are its engine's (``check_invariants``, the JSON round
trip, a finished game replayed from its log) and the table's (the screen belongs to the human asked, the strip
offers only the seat's legal actions for the decision pending and only cards that seat may see, the hand-off
screen shows nothing but Ready). The summary lists the decisions of ``game.canopee.actions.DECISIONS`` shown on
the table and those answered there.

Living Forest is played too: its tables (2 players hot-seat, 3-4 players with computers, now and then a human
against a computer or computers alone, each Spirit in a colour chosen at random or left to the seat), its score
screen and its replay, and its setup, menu tile and rules. Its targets are the table's own: the strip's buttons (the
five actions, Reveal, Stop, the Fragment, the bonuses, the tiles to steal, Undo), the reserve cards, the fires, the
trees, the cells and the rocks lit for the decision pending (and, less often, those not lit), a tree dragged onto a
lit cell or anywhere else (it flies back), the table while a computer's turn or a round's end is told. The jumps to
a Living Forest table also open it at the decision the run has answered least (LIVING_FOREST.md §11: a Fire Varan's
forced stop, the attracted cards' order, a steal, a rock's or a corner's bonus...): a game of a random set-up played
forward by the seeded computer players until that decision comes up (its seat a human's). Its checks are the
engine's (``check_invariants``, the JSON round trip, a finished game replayed from its log) and the table's (the
screen belongs to the human asked; the strip asks the seat's pending decision and lights only its legal actions, its
buttons are the prompt's; the reserve shows the face-up cards and nothing of a stack, the Help Lines only their
cards; the hand-off screen shows nothing but Ready). The summary lists the decisions of
``game.livingforest.actions.DECISIONS`` shown on the table and those answered there.

Exit status 1 at the first exception or broken invariant (with --keep-going the app is opened again after
each one, and all of them are listed at the end), or when a scene of REQUIRED, a card viewer of VIEWERS, a
Canopée decision or a Living Forest decision was never reached.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import os
import random
import re
import sys
import tempfile
import time
import traceback
from collections import Counter, deque
from concurrent.futures import Future
from contextlib import ExitStack
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Callable
from unittest import mock

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game import ladder, savegame  # noqa: E402
from game.canopee import CANOPEE  # noqa: E402
from game.canopee.actions import DECISIONS  # noqa: E402
from game.livingforest import LIVING_FOREST, SPIRITS  # noqa: E402
from game.livingforest.actions import DECISIONS as LF_DECISIONS  # noqa: E402
from game.ecosysteme.actions import LegalPicks  # noqa: E402
from game.ecosysteme.cards import GRID_CELLS  # noqa: E402
from game.i18n import LANGUAGES  # noqa: E402
from game.session import COMPUTER, HUMAN, Match, Seat  # noqa: E402
from game.ecosysteme.state import EcosystemeState  # noqa: E402
from game.userdata import ENV_DIR, Settings, has_autosave  # noqa: E402
from scenes.shell import match as match_module  # noqa: E402
from scenes.app import MIN_SIZE, App  # noqa: E402
from scenes.canopee.replay import CanopeeReplay  # noqa: E402
from scenes.canopee.scoring import CanopeeScoring  # noqa: E402
from scenes.canopee.table import CanopeeTable  # noqa: E402
from scenes.games import has_replay, replay_scene, score_scene  # noqa: E402
from scenes.livingforest.replay import LivingForestReplay  # noqa: E402
from scenes.livingforest.scoring import LivingForestScoring  # noqa: E402
from scenes.livingforest.table import LivingForestTable  # noqa: E402
from scenes.ladder import LadderScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.ecosysteme.replay import ReplayScene  # noqa: E402
from scenes.rules import RulesScene, rules_games  # noqa: E402
from scenes.ecosysteme.scoring import ScoringScene  # noqa: E402
from scenes.settings import SettingsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from scenes.shell.score_screen import ScoreScreen  # noqa: E402
from scenes.shell.table_base import TableBase  # noqa: E402
from scenes.ecosysteme.table import TableScene  # noqa: E402
from scenes.ui import Button, ButtonColumn  # noqa: E402

# Canopée's scenes a run must reach: its table, its hand-off screen, its score screen and its replay (the router has one)
CANOPEE_REPLAY = has_replay("canopee")
CANOPEE_SCENES = ("canopee", "canopee privacy", "canopee scoring") + (("canopee replay",) if CANOPEE_REPLAY else ())


# Living Forest's scenes a run must reach: its table, its hand-off screen, its score screen and its replay
LF = "living-forest"
LF_SCENES = ("lf", "lf privacy", "lf scoring", "lf replay")
# the scenes a run must reach: swap = the table waiting for a Lapin's swap, privacy = the hot-seat hand-off screen,
# question = the menu asking before a new game replaces the interrupted one
REQUIRED = ("menu", "question", "setup", "table", "swap", "privacy", "scoring", "replay", "ladder", "settings",
            "rules") + CANOPEE_SCENES + LF_SCENES
LABELS = {MenuScene: "menu", SetupScene: "setup", ScoringScene: "scoring", LadderScene: "ladder",
          SettingsScene: "settings", RulesScene: "rules", ReplayScene: "replay", CanopeeScoring: "canopee scoring"}
# the scenes with a card viewer, and how it must have been seen in each: pinned (a right-click) and as a tooltip
VIEWER_SCENES = {TableScene: "table", ScoringScene: "scoring", ReplayScene: "replay", CanopeeTable: "canopee",
                 CanopeeScoring: "canopee scoring", LivingForestTable: "lf"}
LABELS[LivingForestScoring] = "lf scoring"
if LivingForestScoring.card_at is not ScoreScreen.card_at:     # (once its score screen shows cards)
    VIEWER_SCENES[LivingForestScoring] = "lf scoring"
VIEWER_PLACES = tuple(VIEWER_SCENES.values()) + (("canopee replay",) if CANOPEE_REPLAY else ()) + \
    ("lf replay",)
VIEWERS = tuple(f"{place} {how}" for place in VIEWER_PLACES for how in ("pinned", "tooltip"))
# Canopée's set-ups: 2 players hot-seat, solo against the Forest Spirit, 3-4 players with computers, and now and
# then 2 players against a computer
CANOPEE_KINDS = ("hot-seat", "hot-seat", "solo", "solo", "computers", "computers", "computers", "one human")
CANOPEE_SEARCH = 400       # games dealt at most to find a decision wanted (the rarest comes up in 1 game of 40)
DECISION_JUMP = 0.3        # per jump, while some Canopée decision was never shown: a table at one of them
DECISION_JUMP_ONLY = 0.6   # ... in a run of one game's jumps, whose jumps come twice as often (a short run)
# the decisions most games ask (in three random games of four or more): played on any table, aimed at only when
# every other decision has been shown as often
COMMON_DECISIONS = ("turn_start", "pile", "order", "place_trunk", "place_canopy", "drought_discard", "germination",
                    "fire_discard")
# Living Forest's set-ups (LF_KINDS): 2 players hot-seat, 3-4 players with computers, a human against a computer,
# and now and then computers alone (the table watched)
LF_KINDS = ("hot-seat", "hot-seat", "computers", "computers", "computers", "one human", "watched")
LF_LEVELS = ("easy", "medium")             # the computers the setup offers
LF_SEARCH = 60             # games dealt at most to find a decision wanted (the rarest comes up about once a game)
LF_COLOUR_CHOSEN = 0.7     # per seat: a Spirit's colour chosen (else "": the seat's own)
LF_AIM = 5                 # the jumps aim at a rarer decision until it was answered this many times on the table
# the decisions every turn asks: played on any table, aimed at only when every other was answered as often
LF_COMMON = ("draw", "action", "attract", "extinguish", "plant", "plant_cell", "move")
# the weights of the Living Forest strip's buttons (by their key; "act:..." and "steal:..." by their start):
# mostly forward (Reveal, an action, the bonuses), less often the ways out (Stop, End turn, Back, Undo)
LF_BUTTONS = {"reveal": 4.0, "until": 1.0, "stop": 2.0, "fragment": 1.5, "act": 3.0, "end_turn": 1.2, "done": 2.0,
              "order_confirm": 2.0, "back": 0.5, "undo": 0.8, "accept": 2.0, "decline": 1.5, "steal": 2.0}
# window sizes players have (a resize picks one of these half the time, else any size)
SCREENS = ((1280, 720), (1280, 800), (1366, 768), (1440, 900), (1536, 864), (1600, 900), (1920, 1080),
           (1920, 1200), (2560, 1440))
GAMES = ("forest", "savane")
LEVELS = ("easy", "easy", "medium", "medium", "hard")    # computers of forced games (Hard thinks longest)
JUMP_CHANCE = 1 / 80       # per action: jump to the least-visited scene
STAY_LIMIT = 500           # events in one kind of scene before a jump is due
SMALLEST = (320, 200)      # resizes below the minimum (a window manager may force any size) go down to this
ROOM_CHANCE = 0.3          # per action while the window is too small: give it room, as its message asks
RELEASE_CHANCE = 0.5       # per frame and held job: the worker finishes it
TEXT = "abcdefghijklmnopqrstuvwxyzABCDEFXYZ0123456789   -'.éèàçÉÎôœñßøあ漢🙂"
KEYS = [(pygame.K_LEFT, 3), (pygame.K_RIGHT, 3), (pygame.K_UP, 3), (pygame.K_DOWN, 3), (pygame.K_RETURN, 4),
        (pygame.K_KP_ENTER, 0.5), (pygame.K_ESCAPE, 1.5), (pygame.K_SPACE, 2), (pygame.K_TAB, 3),
        (pygame.K_BACKSPACE, 1), (pygame.K_h, 2), (pygame.K_s, 2), (pygame.K_PAGEUP, 0.5), (pygame.K_PAGEDOWN, 0.5),
        (pygame.K_HOME, 0.5), (pygame.K_END, 0.5), (pygame.K_DELETE, 0.3), (pygame.K_1, 0.7), (pygame.K_2, 0.7),
        (pygame.K_KP_1, 0.2), (pygame.K_KP_2, 0.2), (pygame.K_a, 0.5), (pygame.K_e, 0.5), (pygame.K_z, 0.5),
        (pygame.K_0, 0.3), (pygame.K_9, 0.3), (pygame.K_l, 0.7), (pygame.K_c, 0.3), (pygame.K_v, 0.3),
        (pygame.K_x, 0.3)]
# keys a player holds down (they repeat, KEY_REPEAT in scenes/app.py): arrows, erasing, Tab, the log's pages
HELD_KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_DELETE,
             pygame.K_TAB, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_a, pygame.K_e, pygame.K_z)
MISC = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWENTER, pygame.WINDOWLEAVE,
        pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWMOVED, pygame.ACTIVEEVENT, pygame.KEYUP,
        pygame.MOUSEBUTTONUP, pygame.TEXTEDITING, pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED)

Point = tuple[int, int]
Frames = list[list[pygame.event.Event]]


class Broken(AssertionError):
    """A game-state or window invariant does not hold."""


def require(ok: bool, what: str) -> None:
    if not ok:
        raise Broken(what)


def scene_label(scene) -> str:
    if isinstance(scene, TableScene):
        if scene.confirming_leave:
            return "leave"
        if scene.private:
            return "privacy"
        if scene.pending_rabbit:
            return "swap"
        if scene.spectating:
            return "watch"
        return "discard" if scene.discarding else "table"
    for table, name in ((CanopeeTable, "canopee"), (LivingForestTable, "lf")):
        if isinstance(scene, table):
            way = "leave" if scene.confirming_leave else "privacy" if scene.private else \
                "watch" if scene.spectating else ""
            return f"{name} {way}".strip()
    if isinstance(scene, CanopeeReplay):
        return "canopee replay"
    if isinstance(scene, LivingForestReplay):
        return "lf replay"
    if isinstance(scene, MenuScene) and scene.asking:
        return "question"
    return LABELS.get(type(scene), type(scene).__name__.removesuffix("Scene").lower())


def viewer_place(scene) -> str | None:
    """Where a scene's card viewer counts (VIEWERS), None for a scene without one."""
    if isinstance(scene, CanopeeReplay):
        return "canopee replay"
    if isinstance(scene, LivingForestReplay):
        return "lf replay"
    return VIEWER_SCENES.get(type(scene))


# ---------------------------------------------------------------------- invariants

def check_game(game: EcosystemeState) -> None:
    """Every card in one place, ecosystems within 4x5 and connected, hand sizes (the game's own invariants),
    and the JSON round trip."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    require(EcosystemeState.from_text(game.to_text()).to_json() == game.to_json(), "the game does not survive its JSON")


def check_seat(scene: TableBase) -> None:
    """Any game's table: the screen belongs to the human whose choice is awaited; the game can always move on;
    a finished game's table only stays to show its last moves."""
    match = scene.match
    if scene.spectating:
        require(not match.humans, "spectating a game with humans")
    else:
        seat = scene.seat
        require(seat is not None and match.seats[seat].human, f"the screen belongs to seat {seat}, not a human")
        waiting = match.waiting_humans()
        # (handing off: in hot-seat, the last to act watches what its action revealed land before the screen passes)
        require(not waiting or seat in waiting or scene.handing_off, f"seat {seat} on screen while {waiting} must "
                "choose")
        require(match.over or bool(waiting) or scene.thinking is not None, "nobody can move: the game is stuck")
    require(not scene.private or match.hot_seat, "the hand-off screen without a second human")
    # Canopée's table stays until the end of the last season has been told (scores_due), then goes
    require(not match.over or scene.finishing or getattr(scene, "scores_due", False),
            "the game is over but the table stays")


def check_table(scene: TableScene) -> None:
    """Forêt's and Savane's table: the seat checks, and a Lapin's swap waits only where it may be made."""
    check_seat(scene)
    match, game = scene.match, scene.match.game
    if not scene.spectating and scene.pending_rabbit:
        seat = scene.seat
        kind, cell = scene.pending_rabbit
        require(game.pending[seat] is None and kind in match.view(seat).hand
                and game.ecosystems[seat].is_legal(cell), f"a swap pending for {scene.pending_rabbit}")


def check_state(game, definition) -> None:
    """A game of the protocol (Canopée, Living Forest): its engine's own invariants and the JSON round trip of its
    saves."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    data = game.to_json()
    require(definition.state_from_json(data).to_json() == data,
            f"the {definition.info.name('en')} game does not survive its JSON")


def check_replays(game, definition) -> None:
    """A finished game of the protocol played again from its seed and its log ends the same (the replay, a saved
    game, 'ecosysteme replay' and Living Forest's Undo all rest on it)."""
    again = definition.replay(game.players, game.seed, getattr(game, "solo", False), game.options,
                              game.actions_log())
    require(again.to_json() == game.to_json(),
            f"the finished {definition.info.name('en')} game does not replay from its log")


def check_section(game) -> None:
    """Canopée's own invariants (every card in exactly one zone, trees well formed, points adding up to the
    score sheets, a decision pending while the game goes on) and the JSON round trip of its saves."""
    check_state(game, CANOPEE)


def check_hand_off(scene: TableBase) -> bool:
    """A table asking decisions of a seat (Canopée's, Living Forest's): the seat checks, and behind the hand-off
    screen nothing but Ready. Whether the table is at play for a seat (its strip is then checked)."""
    check_seat(scene)
    if scene.private and not scene.confirming_leave:
        labels = [b.label for b in scene.column.buttons]
        require(labels == [scene.t("ready")], f"behind the hand-off screen the buttons are {labels}")
    if scene.handing_off and not (scene.private or scene.confirming_leave):
        # hot-seat: a telling plays for the table, then the screen passes; nothing may be answered meanwhile
        # (the seat on screen is the one who played last, no longer asked anything)
        labels = [b.label for b in scene.column.buttons if b.enabled]
        require(not labels, f"while the screen is being handed on the buttons {labels} can be pressed")
    return not (scene.seat is None or scene.spectating or scene.private or scene.handing_off or scene.match.over)


def check_canopee_table(scene: CanopeeTable) -> None:
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


def check_lf(game) -> None:
    """Living Forest's own invariants (every card, fire, Varan, Fragment, Victory tile and tree in exactly one place,
    the Solitary balance, forests grown from the start tree, the actions allowed, a decision pending while the game
    goes on) and the JSON round trip of its saves."""
    check_state(game, LIVING_FOREST)


def lf_offered(prompt) -> list[tuple[str, object]]:
    """Every action the Living Forest strip offers: its buttons' first actions, the reserve cards, fires, trees,
    rocks and attracted cards it lights, the cells of a chosen tree (a tree's drop submits the tree, then its cell:
    the cells lit before a tree is chosen are checked against the view's plantable cells)."""
    offered = [(f"button {choice.key or choice.label}", choice.actions[0]) for choice in prompt.buttons
               if choice.actions]
    for what in ("cards", "fires", "trees", "rocks", "order"):
        offered += [(f"{what[:-1]} {key}", action) for key, action in getattr(prompt, what).items()]
    if prompt.decision == "plant_cell":
        offered += [(f"cell {key}", action) for key, action in prompt.cells.items()]
    return offered


def check_lf_table(scene: LivingForestTable) -> None:
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
    asked = view.decision() if seat in match.game.to_act() else None
    require((prompt and prompt.decision) == asked, f"seat {seat} is asked {asked} but the strip asks "
            f"{prompt and prompt.decision}")
    if prompt is None:
        return
    legal = view.legal_actions()
    wrong = [(what, action) for what, action in lf_offered(prompt) if action not in legal]
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


def check_still(app: App, was_animating: bool) -> None:
    """A frame the main loop did not draw (the scene said nothing moves) left the last picture on screen: it must
    be what the scene would draw now, or the player looks at a stale screen until the next event.
    ``was_animating``: what the scene's animating() said before this frame's update."""
    shown = pygame.image.tobytes(app.surface, "RGB")
    fresh = pygame.Surface(app.surface.get_size())
    app.top.draw(fresh)
    now = pygame.image.tobytes(fresh, "RGB")
    if now == shown:
        return
    w, h = fresh.get_size()

    def pixels(y: int, x0: int = 0, x1: int = w) -> slice:
        return slice((y * w + x0) * 3, (y * w + x1) * 3)
    rows = [y for y in range(h) if now[pixels(y)] != shown[pixels(y)]]
    sample = rows[::max(1, len(rows) // 40)] + rows[-1:]      # the columns, from about 40 of the changed rows
    cols = [x for x in range(w) if any(now[pixels(y, x, x + 1)] != shown[pixels(y, x, x + 1)] for y in sample)]
    where = f"x {cols[0]}-{cols[-1]}, y {rows[0]}-{rows[-1]}" if cols else f"y {rows[0]}-{rows[-1]}"
    why = ("it stopped moving in this frame's update and its last change was never drawn" if was_animating else
           "it changed in update() while it said nothing moves")
    # the details first, the kind of defect on the last line (a failure's signature: the same defect met again)
    raise Broken(f"the picture left on screen differs at {where} of {w}x{h}; {still_state(app.top)}\n"
                 f"the screen is stale: {type(app.top).__name__}.animating() is False, {why}")


def still_state(scene) -> str:
    """What may have changed unseen, for a stale-screen report."""
    parts = []
    inspector = getattr(scene, "inspector", None)
    if inspector is not None:
        parts.append(f"card viewer {'pinned ' if inspector.pinned else ''}{inspector.shown}")
    for name in ("reveal_timer", "draw_notice", "staged", "hint", "thinking", "message", "private", "handing_off"):
        if hasattr(scene, name):
            value = getattr(scene, name)
            parts.append(f"{name} {round(value, 3) if isinstance(value, float) else value!r}")
    return ", ".join(parts)


# ---------------------------------------------------------------------- the run

class HeldWorker:
    """Stands in for the table's worker thread: a job runs (in this thread) only when the monkey releases it,
    so when the computers' choices and hints land is the seed's decision, not the scheduler's."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Callable[[], object], Future]] = []
        self.done = 0

    def submit(self, fn, *args, **kwargs) -> Future:
        future: Future = Future()
        self.jobs.append((functools.partial(fn, *args, **kwargs), future))
        return future

    def release(self, rng: random.Random) -> list[str]:
        """Finish each held job with RELEASE_CHANCE; the tracebacks of those that failed."""
        held, failed = [], []
        for job, future in self.jobs:
            if rng.random() >= RELEASE_CHANCE:
                held.append((job, future))
                continue
            future.set_running_or_notify_cancel()
            self.done += 1
            try:
                future.set_result(job())
            except Exception as exc:    # noqa: BLE001 - the table copes (a legal card); the run reports it
                failed.append(traceback.format_exc())
                future.set_exception(exc)
        self.jobs = held
        return failed


@dataclass
class Failure:
    event: int          # events sent so far
    scene: str
    text: str           # the traceback, or the broken invariant

    @property
    def signature(self) -> str:
        """The error (numbers left out) and the places it went through: the same bug met twice, once."""
        lines = [line.strip() for line in self.text.strip().splitlines()]
        return re.sub(r"-?\d+", "#", lines[-1]) + "".join(line for line in lines if line.startswith("File "))


@dataclass
class Summary:
    seed: int
    size: tuple[int, int]
    lang: str
    only: str | None = None     # "canopee" / "living-forest": a run whose jumps go to that game's scenes only
    events: int = 0
    frames: int = 0
    checks: int = 0             # frames whose game state was checked (a table or score screen on top)
    states: int = 0             # distinct game states checked in full (JSON round trip included)
    games_started: int = 0
    game_kinds: Counter = field(default_factory=Counter)   # games started: hot-seat, solo, one human, watched
    games_finished: int = 0
    restarts: int = 0
    jumps: int = 0
    jobs: int = 0               # computers' choices and hints worked out by the (held) worker
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)
    viewers: Counter = field(default_factory=Counter)   # frames with the card viewer up, per scene and way
    stills: int = 0             # frames left undrawn by the main loop, their picture checked
    decisions: Counter = field(default_factory=Counter)  # Canopée decisions shown on the table (once per position)
    answered: Counter = field(default_factory=Counter)   # ... and answered there by the monkey's input
    targets: Counter = field(default_factory=Counter)    # ... the decisions the jumps to a Canopée table aimed at
    lf_decisions: Counter = field(default_factory=Counter)  # Living Forest decisions shown on the table
    lf_answered: Counter = field(default_factory=Counter)   # ... and answered there by the monkey's input
    lf_targets: Counter = field(default_factory=Counter)    # ... the decisions the jumps to its table aimed at
    failures: list[Failure] = field(default_factory=list)
    digest: str = ""

    def counters(self, game: str) -> tuple[Counter, Counter]:
        """A game's decisions shown on its table and answered there (Canopée's, Living Forest's)."""
        return (self.decisions, self.answered) if game == "canopee" else (self.lf_decisions, self.lf_answered)

    @property
    def required(self) -> tuple[str, ...]:
        """The scenes this run must reach: REQUIRED, or one game's alone in a run of its jumps only."""
        return {"canopee": CANOPEE_SCENES, LF: LF_SCENES}.get(self.only, REQUIRED)

    @property
    def required_viewers(self) -> tuple[str, ...]:
        prefix = {"canopee": "canopee", LF: "lf"}.get(self.only, "")
        return tuple(what for what in VIEWERS if what.startswith(prefix))

    def missing(self, viewers: bool = True, decisions: bool | None = None) -> list[str]:
        """The scenes of REQUIRED never reached and (``viewers``) the card viewers of VIEWERS never seen and
        (``decisions``, as ``viewers`` unless said: what a long run must see) the Canopée and Living Forest
        decisions never shown (those of the run's game only, in a run of one game's jumps)."""
        decisions = viewers if decisions is None else decisions
        return [label for label in self.required if not self.scenes[label]] + \
            [f"the card viewer ({what})" for what in self.required_viewers if viewers and not self.viewers[what]] + \
            [f"the Canopée decision {name}" for name in DECISIONS if decisions and self.only != LF
             and not self.decisions[name]] + \
            [f"the Living Forest decision {name}" for name in LF_DECISIONS if decisions and self.only != "canopee"
             and not self.lf_decisions[name]]

    def report(self) -> str:
        kinds = ", ".join(f"{n} {kind}" for kind, n in self.game_kinds.most_common())
        lines = [f"monkey: seed {self.seed}, {self.events} events, {self.size[0]}x{self.size[1]}, {self.lang}"
                 + (f", jumps to {self.only}'s scenes only" if self.only else ""),
                 f"  {self.frames} frames in {self.seconds:.1f} s; invariants checked in {self.checks} frames, "
                 f"{self.states} distinct game states",
                 f"  games: {self.games_started} started ({kinds}), {self.games_finished} played to the score screen; "
                 f"{self.restarts} app restarts; {self.jumps} jumps to a scene; {self.jobs} worker jobs",
                 f"  {self.stills} frames left undrawn by the main loop (a still scene), their picture checked",
                 "  card viewer up, frames: " + (", ".join(f"{what} {n}" for what, n in sorted(self.viewers.items()))
                                                  or "none"),
                 "  events per scene:"]
        lines += [f"    {label:<16} {n:>6}" for label, n in self.scenes.most_common()]
        for game, title, names, targets, least in (("canopee", "Canopée", DECISIONS, self.targets, "shown"),
                                                   (LF, "Living Forest", LF_DECISIONS, self.lf_targets, "answered")):
            if self.only not in (None, game):
                continue
            shown, answered = self.counters(game)
            lines.append(f"  {title} decisions shown on the table: {sum(1 for name in names if shown[name])} of "
                         f"{len(names)}, answered there: {sum(1 for name in names if answered[name])}; "
                         f"{sum(targets.values())} jumps to a table at the decision {least} least (aimed at)")
            lines += [f"    {name:<18} shown {shown[name]:>4}, answered {answered[name]:>4}, aimed at "
                      f"{targets[name]:>3}" for name in names]
        missing = self.missing()
        lines.append(f"  not reached: {', '.join(missing)}" if missing else "  every scene reached")
        lines.append(f"  digest {self.digest} (the same seed, size and language give the same digest)")
        distinct: dict[str, list[Failure]] = {}
        for failure in self.failures:
            distinct.setdefault(failure.signature, []).append(failure)
        lines.append(f"  failures: {len(self.failures)} ({len(distinct)} distinct)" if self.failures
                     else "  failures: none")
        for same in distinct.values():
            first = same[0]
            lines.append(f"\n--- {len(same)}x, first at event {first.event} (seed {self.seed}, scene {first.scene}):")
            lines.append(first.text.rstrip())
        return "\n".join(lines)


class Stop(Exception):
    """The first failure ends a run without --keep-going."""


class Monkey:
    def __init__(self, seed: int, size: tuple[int, int], lang: str, keep_going: bool,
                 smallest: tuple[int, int], only: str | None = None) -> None:
        self.rng = random.Random(seed)
        self.size = size
        self.smallest = smallest
        self.keep_going = keep_going
        self.summary = Summary(seed, size, lang, only)
        self.worker = HeldWorker()
        self.app: App | None = None
        self.limit = 0
        self.stay = 0                                   # events since the top scene's type last changed
        self.last_type: type | None = None
        self.matches: dict[int, tuple[Match, bool]] = {}   # every match seen (kept: ids stay unique)
        self.checked = None                             # the game state last checked
        self.table_checked = None                       # the Canopée or Living Forest table's state last checked
        # per game (Canopée, Living Forest): the decision last shown on its table: state, position, seat, name
        self.shown: dict[str, tuple] = {}
        self.hash = hashlib.sha1()
        self.recent = deque(maxlen=12)                  # the last frames' events, for a failure report

    # ------------------------------------------------------------------ the app

    def open(self) -> None:
        settings, notice = Settings.load()
        self.app = App(settings=settings, size=self.size, notice=notice)
        self.app.push(MenuScene(self.app))

    def close(self) -> None:
        if self.app is not None:
            self.app.stack.clear()
            self.app.window.destroy()
            self.app = None
        self.worker.jobs.clear()
        self.checked = None
        self.table_checked = None
        self.shown = {}

    def restart(self) -> None:
        self.close()
        self.open()
        self.summary.restarts += 1

    def system_random(self) -> random.Random:
        """Stands in for random.SystemRandom, which the scenes draw new deals from."""
        return random.Random(self.rng.getrandbits(32))

    def run(self, events: int) -> Summary:
        self.limit = events
        start = time.perf_counter()
        Settings(language=self.summary.lang, animation_speed=1.0).save()
        self.open()
        try:
            while self.summary.events < events:
                self.act()
        except Stop:
            pass
        finally:
            self.close()
            pygame.quit()
        self.summary.seconds = time.perf_counter() - start
        self.summary.digest = self.hash.hexdigest()[:16]
        self.summary.jobs = self.worker.done
        return self.summary

    def fail(self, text: str, scene: str) -> None:
        w, h = self.app.size
        failure = Failure(self.summary.events, f"{scene}, {w}x{h}", text)
        self.summary.failures.append(failure)
        print(f"monkey: FAILURE at event {failure.event} (seed {self.summary.seed}, scene {failure.scene})\n"
              f"last frames: {' | '.join(self.recent)}\n{text}", file=sys.stderr)
        if not self.keep_going:
            raise Stop
        self.restart()

    # ------------------------------------------------------------------ frames and checks

    def frame(self, events: list[pygame.event.Event]) -> None:
        app = self.app
        events = events[: self.limit - self.summary.events]
        label = self.label()
        self.summary.frames += 1
        self.summary.events += len(events)
        self.summary.scenes[label] += len(events)
        scene_type = type(app.top)
        self.stay = self.stay + len(events) if scene_type is self.last_type else 0
        self.last_type = scene_type
        if events:
            self.recent.append(f"{label}: " + ", ".join(map(describe, events)))
        try:
            # with no event, as the main loop: the frame is drawn only if the scene moves (or asked for it)
            top = app.top
            was_animating = top.animating() if top is not None and not events else True
            drawn = app.frame(self.dt(), events, always_draw=bool(events))
            if app.running and app.top is not None:
                if not drawn:
                    self.summary.stills += 1
                    check_still(app, was_animating)
                self.check()
        except Exception:   # noqa: BLE001 - whatever escapes the window is what the monkey looks for
            self.fail(traceback.format_exc(), label)
            return
        if not app.running or app.top is None:
            self.restart()
            return
        failed = self.worker.release(self.rng)
        if failed:
            self.fail(failed[0], label + " (a worker job)")

    def dt(self) -> float:
        return self.rng.choice((1 / 60,) * 12 + (1 / 30, 1 / 30, 0.1, 0.0))

    def check(self) -> None:
        app = self.app
        require(app.surface.get_size() == app.window.size,
                f"drawing on {app.surface.get_size()} in a {app.window.size} window")
        scene = app.top
        place = viewer_place(scene)
        inspector = getattr(scene, "inspector", None)
        if place and inspector is not None and inspector.shown is not None and not app.too_small:
            self.summary.viewers[f"{place} {'pinned' if inspector.pinned else 'tooltip'}"] += 1
        self.hash.update(self.label().encode())
        if isinstance(scene, TableScene):
            check_table(scene)
        match = getattr(scene, "match", None)
        if not isinstance(match, Match):
            return
        game = match.game
        canopee = match.game_id == "canopee"
        forest = match.game_id == LF
        self.summary.checks += 1
        if id(match) not in self.matches:
            self.matches[id(match)] = (match, not match.over)
            if not match.over:
                self.summary.games_started += 1
                self.summary.game_kinds[("canopee " if canopee else "lf " if forest else "") + game_kind(match)] += 1
        if canopee:
            key = (id(game), len(game.actions_log()), game.is_over, tuple(game.to_act()))
        elif forest:      # (an Undo's rewind puts a new game in the match: a new position)
            key = (id(game), len(game.actions_log()), game.is_over, tuple(sorted(game.to_act())))
        else:
            key = (id(game), len(game.history), game.phase, tuple(p is None for p in game.pending),
                   len(game.opponent))
        changed = key != self.checked
        if changed and (canopee or forest):
            self.count_answer(game, match.game_id, key[1])      # before the next decision is counted as shown
        if isinstance(scene, CanopeeTable):
            self.check_canopee_table(scene, key)
        if isinstance(scene, LivingForestTable):
            self.check_lf_table(scene, key)
        if not changed:
            return
        self.checked = key
        self.hash.update(repr(key[1:]).encode())
        if canopee:
            check_section(game)
        elif forest:
            check_lf(game)
        else:
            check_game(game)
        self.summary.states += 1
        if match.over and self.matches[id(match)][1]:
            self.matches[id(match)] = (match, False)
            self.summary.games_finished += 1
            if canopee or forest:
                check_replays(game, match.definition)

    def check_canopee_table(self, scene: CanopeeTable, key: tuple) -> None:
        """The table's checks, once per position and way the strip stands; the decision on screen counted."""
        self.check_decisions(scene, key, "canopee", (scene.memo_key(), scene.selected), check_canopee_table)

    def check_lf_table(self, scene: LivingForestTable, key: tuple) -> None:
        """The Living Forest table's checks, as Canopée's (its way of standing: a show being told, a tree held)."""
        self.check_decisions(scene, key, LF, (scene.playing_show(), scene.drag is not None), check_lf_table)

    def check_decisions(self, scene, key: tuple, game: str, stands: tuple, check: Callable) -> None:
        """A table that asks its game's decisions one by one (Canopée's, Living Forest's): ``check`` once per
        position and way it stands (``stands``: what else changes the screen); the decision on screen counted
        once per position, while nothing is being told and the window has room."""
        app = self.app
        table_key = key + (scene.seat, scene.private, scene.confirming_leave, scene.spectating, app.size,
                           scene.show_log) + stands
        if table_key != self.table_checked:
            self.table_checked = table_key
            check(scene)
        if scene.seat is None or scene.spectating or scene.private or scene.confirming_leave or app.too_small \
                or scene.playing_show() or scene.match.over:
            return
        prompt = scene.prompt()
        position = key[:2]
        shown = self.shown.get(game)
        if prompt is not None and (shown is None or shown[:2] != position):
            self.shown[game] = position + (scene.seat, prompt.decision)
            self.summary.counters(game)[0][prompt.decision] += 1
            self.hash.update(prompt.decision.encode())

    def count_answer(self, state, game: str, actions: int) -> None:
        """The decision last shown on a table of ``game`` was answered if the seat asked is among those that acted
        since (in Living Forest's draw phase the other seats draw at the same time: a computer may act first)."""
        shown = self.shown.pop(game, None)
        if shown is not None and shown[0] == id(state) and actions > shown[1] \
                and any(seat == shown[2] for seat, _ in state.actions_log()[shown[1]:actions]):
            self.summary.counters(game)[1][shown[3]] += 1

    # ------------------------------------------------------------------ choosing what to do

    def label(self) -> str:
        """What is on screen: the top scene, or the message asking for a larger window."""
        return "too small" if self.app.too_small else scene_label(self.app.top)

    def act(self) -> None:
        # jumps come twice as often in a run of one game's jumps, and three times as often (staying half as long)
        # while a scene of the run was never seen: a short run of the whole window has some twenty to see
        unseen = not all(self.summary.scenes[label] for label in self.summary.required)
        if self.stay > STAY_LIMIT // (2 if unseen else 1) or self.rng.random() < JUMP_CHANCE * (
                2 if self.summary.only else 1) * (3 if unseen else 1):
            self.jump()
            return
        app = self.app
        playing = isinstance(app.top, TableBase) and not app.top.private
        if playing and isinstance(app.top, LivingForestTable) and not self.lf_planting(app.top):
            playing = False     # its drags mean something only where a tree is planted
        place = viewer_place(app.top)
        viewer = 0 if place is None else 5 if isinstance(app.top, TableBase) else 10    # the card viewer's
        actions = [(10, self.move), (8, self.click), (30, self.click_target), (35 if playing else 12, self.drag),
                   (16, self.press), (3, self.hold), (4 if self.typing() else 1, self.type_text), (3, self.wheel),
                   (4, self.idle), (viewer, self.inspect), (1, self.resize), (0.3, self.fullscreen),
                   (1, self.misc), (0.05, self.quit)]
        action = self.rng.choices([a for _, a in actions], [w for w, _ in actions])[0]
        if app.too_small and self.rng.random() < ROOM_CHANCE:
            action = self.fullscreen if app.settings.fullscreen else functools.partial(self.resize, shrink=False)
        try:
            frames = action()
        except Exception:   # noqa: BLE001 - a scene that cannot answer where its buttons are is broken too
            self.fail(traceback.format_exc(), self.label() + " (read by the monkey)")
            return
        for events in frames:
            if self.app is not app or self.summary.events >= self.limit:
                return
            self.frame(events)

    def point(self, rect: pygame.Rect | None = None) -> Point:
        if rect is None:
            w, h = self.app.size
            if self.rng.random() < 0.03:                   # a drag can go past the window's edge
                return self.rng.randint(-40, w + 40), self.rng.randint(-40, h + 40)
            return self.rng.randrange(w), self.rng.randrange(h)
        return rect.x + self.rng.randrange(max(1, rect.w)), rect.y + self.rng.randrange(max(1, rect.h))

    def button(self) -> int:
        return self.rng.choices((1, 2, 3, 4, 5), (20, 1, 2, 1, 1))[0]

    def typing(self) -> bool:
        return any(f.focus for f in getattr(self.app.top, "fields", ()))

    # ------------------------------------------------------------------ mouse

    def move(self) -> Frames:
        return [[motion(self.point(), (0, 0, 0))] for _ in range(self.rng.randint(1, 3))]

    def click(self) -> Frames:
        at = self.point()
        button = self.button()
        down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=button, touch=False)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=button, touch=False)
        return [[motion(at, (0, 0, 0)), down, up]] if self.rng.random() < 0.5 else [[down], [up]]

    def click_target(self) -> Frames:
        targets = self.targets(self.app.top)
        if not targets:
            return self.click()
        rect = self.rng.choices([r for _, r in targets], [w for w, _ in targets])[0]
        at = self.point(rect)
        frames = [[motion(at, (0, 0, 0))]]
        frames += [[pygame.event.Event(kind, pos=at, button=1, touch=False)]
                   for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)]
        return frames

    def drag(self) -> Frames:
        start, end = self.drag_ends(self.app.top) or (self.point(), self.point())
        button = 1 if self.rng.random() < 0.9 else self.button()
        held = (1, 0, 0) if button == 1 else (0, 0, 1)
        steps = self.rng.randint(1, 5)
        frames = [[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=button, touch=False)]]
        for i in range(1, steps + 1):
            at = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            frames.append([motion(at, held)])
        frames.append([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button, touch=False)])
        return frames

    def wheel(self) -> Frames:
        y = self.rng.choice((-3, -1, -1, 1, 1, 3))
        return [[pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y),
                                    touch=False)] for _ in range(self.rng.randint(1, 4))]

    def inspect(self) -> Frames:
        """A card read in the viewer: right-clicked (pinned), or the pointer resting on it (the tooltip)."""
        scene = self.app.top
        spots = self.card_spots(scene)
        if not spots:
            return self.move()
        at = self.rng.choice(spots)
        if self.rng.random() < 0.4:
            down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=3, touch=False)
            up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=3, touch=False)
            return [[motion(at, (0, 0, 0))], [down], [up]]
        # resting: no event for a while, as many frames as the viewer's delay takes at the frames' pace, or fewer
        return [[motion(at, (0, 0, 0))]] + [[] for _ in range(self.rng.randint(10, 60))]

    def card_spots(self, scene) -> list[Point]:
        """Screen points over a card the scene's viewer would show (its card_at says so)."""
        card_at = getattr(scene, "card_at", None)
        if card_at is None or getattr(scene, "inspector", None) is None or self.app.too_small:
            return []
        rects: list[pygame.Rect] = []
        if isinstance(scene, TableScene) and scene.seat is not None:
            rects += [rect for _, rect in scene.hand_rects()]
            board = scene.board()
            rects += [board.rect(cell) for cell in scene.placed()]
            rects += [token for *_, tokens in scene.mini_contents() for token, _, _ in tokens]
        elif isinstance(scene, ScoringScene):
            rects += [scene.cell_rect(i, k) for i in range(scene.count) for k in range(GRID_CELLS)]
        elif isinstance(scene, LivingForestTable):
            if not scene.private:
                rects += [rect for *_, rect in scene.reserve_slots() + scene.order_slots() + scene.help_rects()]
        elif isinstance(scene, CanopeeTable):
            if not scene.private:
                rects += [slot.rect for slot in scene.slots()]
            layouts = [scene.my_forest()] + [layout for _, _, layout in scene.mini_layouts()]
            rects += forest_rects(layouts) + list(scene.piles().spots) + [scene.deck_rects()["discard"]]
        elif isinstance(scene, CanopeeScoring):
            # the boards laid out (card_at reads the same ones)
            rects += [rect for f in range(len(scene._boards))
                      for _, rect in scene.board_cards(f) + scene.strip_cards(f)]
        elif isinstance(scene, CanopeeReplay):
            rects += forest_rects(scene.forest_layouts())
        elif isinstance(scene, LivingForestReplay):
            rects += [rect for _, rect in getattr(scene, "drawn", ())]     # the cards its last frame drew
        elif isinstance(scene, ReplayScene) and hasattr(scene, "blocks"):
            rects += [scene.cell_rect(n, k) for n, (what, seat) in enumerate(scene.slots())
                      for k in scene.board(what, seat)[0]]
        points = [self.point(rect) for rect in rects] + [self.point() for _ in range(40)]
        return [p for p in points if card_at(p)]

    # ------------------------------------------------------------------ keyboard

    def press(self) -> Frames:
        key = self.rng.choices([k for k, _ in KEYS], [w for _, w in KEYS])[0]
        mod = self.rng.choices((pygame.KMOD_NONE, pygame.KMOD_SHIFT, pygame.KMOD_CTRL), (20, 3, 1))[0]
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
        if char and self.typing():
            events.append(pygame.event.Event(pygame.TEXTINPUT, text=char))
        if self.rng.random() < 0.5:
            events.append(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0))
        return [events]

    def hold(self) -> Frames:
        """A key held down: KEYDOWN, then the key repeat's further KEYDOWNs (no KEYUP between) every other frame
        or so, then KEYUP; a character is typed again with each repeat."""
        key = self.rng.choice(HELD_KEYS)
        mod = pygame.KMOD_SHIFT if self.rng.random() < 0.15 else pygame.KMOD_NONE
        name = pygame.key.name(key)
        char = name if len(name) == 1 else ""
        typing = bool(char) and self.typing()

        def down() -> list[pygame.event.Event]:
            events = [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)]
            return events + ([pygame.event.Event(pygame.TEXTINPUT, text=char)] if typing else [])
        frames = [down()]
        for _ in range(self.rng.randint(2, 30)):
            frames.append(down() if self.rng.random() < 0.55 else [])
        frames.append([pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)])
        return frames

    def type_text(self) -> Frames:
        n = self.rng.choice((1, 1, 2, 3, 8, 24))
        return [[pygame.event.Event(pygame.TEXTINPUT, text="".join(self.rng.choice(TEXT) for _ in range(n)))]]

    # ------------------------------------------------------------------ the window

    def resize(self, shrink: bool | None = None) -> Frames:
        """A new window size: at least the minimum or, ``shrink`` (30% of the time unless said), under it, as a
        window manager that ignores the minimum may force it."""
        if shrink is None:
            shrink = self.rng.random() < 0.3
        low, high = (self.smallest, MIN_SIZE) if shrink else (MIN_SIZE, (2560, 1440))
        if not shrink and self.rng.random() < 0.5:
            size = self.rng.choice(SCREENS)
        else:
            size = (self.rng.randint(low[0], high[0]), self.rng.randint(low[1], high[1]))
        window = self.app.window
        window.minimum_size = (1, 1) if shrink else MIN_SIZE
        window.size = size
        w, h = window.size
        return [[pygame.event.Event(pygame.WINDOWSIZECHANGED, x=w, y=h),
                 pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h),
                 pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)]]

    def fullscreen(self) -> Frames:
        return [[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)]]

    def misc(self) -> Frames:
        kind = self.rng.choice(MISC)
        attrs = {pygame.KEYUP: {"key": pygame.K_RETURN, "mod": 0, "unicode": "", "scancode": 0},
                 pygame.MOUSEBUTTONUP: {"pos": self.point(), "button": 1, "touch": False},
                 pygame.TEXTEDITING: {"text": "é", "start": 0, "length": 1},
                 pygame.WINDOWMOVED: {"x": 10, "y": 10}}.get(kind, {})
        return [[pygame.event.Event(kind, **attrs)]]

    def quit(self) -> Frames:
        return [[pygame.event.Event(pygame.QUIT)]]

    def idle(self) -> Frames:
        return [[] for _ in range(self.rng.randint(1, 40))]

    # ------------------------------------------------------------------ what is on screen

    def targets(self, scene) -> list[tuple[float, pygame.Rect]]:
        """Clickable places with weights: the primary button is the likeliest next step (the menu is a hub)."""
        if isinstance(scene, LivingForestTable):
            return self.lf_targets(scene)
        lit = 1.0 if isinstance(scene, MenuScene) else 3.0
        if isinstance(scene, CanopeeTable) and (scene.staged is not None or scene.selected is not None):
            lit = 12.0      # Confirm, against the many cards a dialog may show (a click on another picks it)
        found = [(lit if b.primary else 1.0, b.rect) for b in buttons(scene)]
        if isinstance(scene, MenuScene) and not scene.asking:     # the collection's tiles: a new game of each
            found += [(1.0, tile.rect) for tile in scene.shelf.buttons]
        elif isinstance(scene, SetupScene):   # every chosen option is lit (primary) here: Start gets its own weight
            if scene.picker is None:          # (a pick dialog, set D's species: its buttons alone)
                found += [(1.0, f.rect) for f in scene.fields] + [(5.0, scene.start_rect)]
        elif isinstance(scene, CanopeeTable):
            found += self.canopee_targets(scene)
        elif isinstance(scene, CanopeeScoring):
            found += [(0.2, scene.row_rect(key)) for key in scene.rows]
            found += [(0.2, scene.header_rect(i)) for i in range(len(scene.pad.header_rects))]
        elif isinstance(scene, TableScene) and scene.seat is not None and not scene.private \
                and not scene.confirming_leave:
            found += [(1.0, rect) for _, rect in scene.hand_rects()]
            legal = scene.legal()
            if isinstance(legal, LegalPicks):
                board = scene.board()
                found += [(0.5, board.rect(cell)) for cell in legal.cells]
            found += [(0.3, rect) for _, _, rect in scene.mini_boards()]
        elif isinstance(scene, ScoringScene):
            found += [(2.0, scene.cell_rect(i, k)) for i in scene.choosable
                      for k in scene.score.players[i].lion_candidates]
            found += [(0.2, scene.row_rect(key)) for key in scene.rows]
            found += [(0.2, scene.header_rect(i)) for i in range(scene.count)]
        elif isinstance(scene, LadderScene):
            found += [(1.0, tile.rect) for tiles in scene.columns for tile in tiles]
        elif isinstance(scene, RulesScene):
            found += [(1.0, entry.rect) for entry in scene.entries]
        return found

    def canopee_targets(self, scene: CanopeeTable) -> list[tuple[float, pygame.Rect]]:
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

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something: a hand card to a legal cell (or to the solo opponent), a Lapin's swap,
        the rules' scroll bar."""
        if isinstance(scene, RulesScene):
            return self.point(scene.bar), (scene.bar.centerx, self.point()[1])
        if isinstance(scene, CanopeeTable):
            return self.canopee_drag(scene)
        if isinstance(scene, LivingForestTable):
            return self.lf_drag(scene)
        if not isinstance(scene, TableScene) or scene.seat is None or scene.spectating or scene.private \
                or scene.confirming_leave:
            return None
        board = scene.board()
        if scene.pending_rabbit:
            cells = scene.match.game.ecosystems[scene.seat].cells() + [scene.pending_rabbit[1]]
            a, b = self.rng.sample(cells, 2) if len(cells) > 1 else (cells[0], cells[0])
            return self.point(board.rect(a)), self.point(board.rect(b))
        hand = scene.hand_rects()
        if not hand:
            return None
        rect = self.rng.choice(hand)[1]
        if scene.discarding:
            opponent = [r for _, what, r in scene.mini_boards() if what[0] == "opponent"]
            return self.point(rect), self.point(opponent[0] if opponent else None)
        legal = scene.legal()
        if not isinstance(legal, LegalPicks) or not legal.cells:
            return self.point(rect), self.point()
        swapping = [r for k, r in hand if legal.swap_count(k)]
        if swapping and self.rng.random() < 0.6:     # a Lapin that can swap: take it, for the swap screen
            rect = self.rng.choice(swapping)
        return self.point(rect), self.point(board.rect(self.rng.choice(legal.cells)))

    def canopee_drag(self, scene: CanopeeTable) -> tuple[Point, Point] | None:
        """A kept card of the strip dragged onto one of its lit targets (a tree, the new tree's place, the
        forest), now and then onto anything else (it flies back); else a card of the strip dragged anywhere."""
        if scene.seat is None or scene.private or scene.confirming_leave or scene.spectating or \
                scene.playing_show():
            return None
        slots = scene.slots()
        if not slots:
            return None
        draggable = [slot for slot in slots if slot.draggable]
        slot = self.rng.choice(draggable or slots)
        targets = sorted(scene.card_targets(slot.uid), key=repr) if slot.draggable else []
        rects = [rect for rect in (scene.target_rect(t) for t in targets) if rect is not None]
        if rects and self.rng.random() < 0.8:
            return self.point(slot.rect), self.point(self.rng.choice(rects))
        return self.point(slot.rect), self.point()

    def lf_playing(self, scene: LivingForestTable) -> bool:
        """Whether the Living Forest table is at play for a seat (not behind the hand-off screen, asking to leave,
        watched)."""
        return scene.seat is not None and not scene.private and not scene.confirming_leave and not scene.spectating

    def lf_planting(self, scene: LivingForestTable) -> bool:
        prompt = scene.prompt() if self.lf_playing(scene) and not scene.playing_show() else None
        return prompt is not None and bool(prompt.trees)

    def lf_targets(self, scene: LivingForestTable) -> list[tuple[float, pygame.Rect]]:
        """The Living Forest table's clickable things: its buttons (the strip's by LF_BUTTONS); while a turn or a
        round's end is told, the table (a click shows the next step); at play, what the decision pending lights
        (reserve cards, fires, trees, cells, rocks, the attracted cards to order) and, less often, what it does not
        (they must do nothing): the other reserve cards, trees, rocks and cells, the stacks, the Help Lines."""
        found = []
        for b in buttons(scene):
            key = getattr(b, "key", "")
            found.append((LF_BUTTONS.get(key.partition(":")[0], 3.0 if b.primary else 1.0), b.rect))
        if not self.lf_playing(scene):
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
        rules = scene.match.game.rules
        board = scene.boards[scene.seat]
        found += [(0.1, rect) for *_, rect in scene.reserve_slots()] + [(0.1, rect) for _, rect in scene.tree_slots()]
        found += [(0.05, scene.stack_rect(level)) for level in scene.geometry().reserve_rows]
        found += [(0.05, scene.target_rect(("rock", r))) for r in range(len(rules.rocks))]
        found += [(0.05, board.cell_rect((x, y))) for x in range(rules.width) for y in range(rules.height)]
        found += [(0.05, rect) for *_, rect in scene.help_rects()]
        return found

    def lf_drag(self, scene: LivingForestTable) -> tuple[Point, Point] | None:
        """A tree the player may plant dragged onto a lit cell, now and then onto a cell not lit or anywhere (it
        flies back); else nothing in particular."""
        if not self.lf_planting(scene):
            return None
        rng = self.rng
        prompt = scene.prompt()
        tree = rng.choice(sorted(prompt.trees))
        start = self.point(dict(scene.tree_slots())[tree])
        board = scene.boards[scene.seat]
        if prompt.cells and rng.random() < 0.75:
            return start, self.point(board.cell_rect(rng.choice(sorted(prompt.cells))))
        rules = scene.match.game.rules
        if rng.random() < 0.6:
            return start, self.point(board.cell_rect((rng.randrange(rules.width), rng.randrange(rules.height))))
        return start, self.point()

    # ------------------------------------------------------------------ jumps

    def jump(self) -> None:
        """Straight to the required scene with the fewest events so far (as a player gets there in the end); once
        every scene was seen, while a Canopée decision was never shown or a Living Forest decision was answered
        too few times (LF_AIM), now and then to a table of that game at the decision shown (answered) least, and
        while a card viewer of VIEWERS was never seen, now and then to its scene."""
        app, rng, summary = self.app, self.rng, self.summary
        chance = DECISION_JUMP_ONLY if summary.only else DECISION_JUMP
        required = summary.required
        fewest = min(summary.scenes[label] for label in required)
        aims = [label for label, game, unseen in (
            ("decision", "canopee", not all(summary.decisions[name] for name in DECISIONS)),
            ("lf decision", LF, not all(summary.lf_answered[name] >= (1 if name in LF_COMMON else LF_AIM)
                                        for name in LF_DECISIONS)))
            if unseen and summary.only in (None, game)]
        # every scene first (a short run must see them all), then the decisions too: each game's aim its own chance,
        # Canopée's first (its rarest decisions come up in one game of forty, Living Forest's about once a game)
        label = next((aim for aim in aims if rng.random() < chance), None) if fewest else None
        # ... and, in a run of the whole window, the card viewers: half the other jumps go to a scene whose viewer
        # was never up (pinned or as a tooltip)
        lacking = sorted({what.rpartition(" ")[0] for what in summary.required_viewers if not summary.viewers[what]})
        if label is None and fewest and lacking and not summary.only and rng.random() < 0.5:
            label = rng.choice(lacking)
        if label is None:
            label = rng.choice([label for label in required if summary.scenes[label] == fewest])
        game_id = rng.choice(GAMES)
        any_game = rng.choice(GAMES + ("canopee", LF))     # the screens every game has
        rules_game = any_game if any_game in rules_games() else game_id      # (once the rules screen has it)
        hot_seat = rng.randint(2, 4)
        scenes = {
            "menu": lambda: None,
            "setup": lambda: SetupScene(app, any_game, rng.randint(1, 6)),
            "settings": lambda: SettingsScene(app),
            "rules": lambda: RulesScene(app, rules_game),
            "ladder": lambda: LadderScene(app),
            "table": lambda: TableScene(app, self.new_match(game_id, humans=1, progress=rng.random())),
            "privacy": lambda: TableScene(app, self.new_match(game_id, humans=hot_seat, progress=rng.random())),
            "swap": lambda: TableScene(app, self.rabbit_match()),
            "scoring": lambda: TableScene(app, self.last_pick_match()),
            "replay": lambda: self.replay(game_id),
            "question": lambda: None,
            # Canopée: half its table jumps go to a decision the run has shown least
            "canopee": lambda: CanopeeTable(app, self.canopee_match(progress=rng.random(),
                                                                    decision=rng.random() < 0.5)),
            "canopee privacy": lambda: CanopeeTable(app, self.canopee_match("hot-seat", progress=rng.random())),
            "canopee scoring": lambda: self.canopee_end(),
            "canopee replay": lambda: self.canopee_replay(),
            "decision": lambda: CanopeeTable(app, self.canopee_match(decision=True)),
            # Living Forest: half its table jumps go to the decision the run has answered least
            "lf": lambda: LivingForestTable(app, self.lf_match(progress=rng.random(), decision=rng.random() < 0.5)),
            "lf privacy": lambda: LivingForestTable(app, self.lf_match("hot-seat", progress=rng.random())),
            "lf scoring": lambda: self.lf_end(),
            "lf replay": lambda: self.lf_replay(),
            "lf decision": lambda: LivingForestTable(app, self.lf_match(decision=True)),
        }
        self.summary.jumps += 1
        self.stay = 0
        try:
            if label == "question" and not has_autosave():     # the question needs an interrupted game
                progress = rng.random() * 0.9
                savegame.autosave(self.canopee_match(progress=progress) if any_game == "canopee" else
                                  self.lf_match(progress=progress) if any_game == LF else
                                  self.new_match(game_id, humans=rng.randint(1, 2), progress=progress))
            app.home(scenes[label]())
            if label == "question":
                app.top.new_game()
        except Exception:   # noqa: BLE001 - a scene that cannot open on a legal game is a failure too
            self.fail(traceback.format_exc(), f"jump to {label}")

    def replay(self, game_id: str) -> ReplayScene:
        """The replay of a game played some or all of the way, opened on one of its steps."""
        scene = ReplayScene(self.app, self.new_match(game_id, humans=self.rng.randint(0, 2),
                                                     progress=self.rng.choice((1.0, self.rng.random()))))
        scene.go(self.rng.randint(0, scene.last))
        return scene

    def new_match(self, game_id: str, humans: int, progress: float = 0.0, solo: bool = False) -> Match:
        """A new match (``humans`` humans, then computers up to 2-6 seats), played ``progress`` of the way."""
        rng = self.rng
        count = 1 if solo else max(humans, rng.randint(2, 6))
        seats = [Seat(f"P{i + 1}", HUMAN) if i < humans else Seat(f"C{i + 1}", COMPUTER, rng.choice(LEVELS))
                 for i in range(count)]
        match = Match(game_id, seats, seed=rng.getrandbits(31), solo=solo)
        game = match.game
        steps = game.rules.solo.turns * 2 if solo else game.rules.rounds * game.rules.picks_per_round
        self.play(match, int(progress * (steps - 1)))
        return match

    def play(self, match: Match, steps: int, until: Callable[[Match], bool] = lambda m: False) -> None:
        """Random legal choices for the humans, the computers' own for the rest: ``steps`` reveals (or solo steps)."""
        rng = random.Random(self.rng.getrandbits(32))
        game = match.game
        for _ in range(steps):
            if game.is_over or until(match):
                return
            for seat in match.waiting_humans():
                legal = game.legal_actions(seat)
                match.submit(seat, legal[rng.randrange(len(legal))])
            match.play_computers()

    def rabbit_match(self) -> Match:
        """A Forêt match where the first human holds a Lapin that can swap (the table's swap screen is a drag away)."""
        while True:
            match = self.new_match("forest", humans=self.rng.randint(1, 2))

            def ready(m: Match) -> bool:
                legal = m.game.legal_actions(0)
                return isinstance(legal, LegalPicks) and any(legal.swap_count(k) for k in legal.cards)
            self.play(match, 19, until=ready)
            if not match.over and ready(match):
                return match

    def last_pick_match(self) -> Match:
        """A match one choice from its end: a hot-seat or solo game, or a challenge of the ladder."""
        rng = self.rng
        if rng.random() < 0.3:
            game_id = rng.choice(GAMES)
            if rng.random() < 0.5:
                challenge = ladder.daily_challenge(game_id, ladder.today())
            else:
                progress, _ = ladder.Progress.load(self.summary.lang)
                challenge = ladder.rung_challenge(game_id, progress.current_rung(game_id))
            match = Match(game_id, [Seat("P1", HUMAN)], seed=challenge.seed, solo=True, challenge=challenge)
            self.play(match, match.rules.solo.turns * 2 - 1)
            return match
        solo = rng.random() < 0.3
        return self.new_match(rng.choice(GAMES), humans=1 if solo else rng.randint(1, 3), progress=1.0, solo=solo)

    # ------------------------------------------------------------------ Canopée's games

    def canopee_deal(self, rng: random.Random, kind: str | None = None) -> tuple[str, int, bool, dict]:
        """A Canopée game as the setup makes one: (kind of CANOPEE_KINDS, players, solo, options) with a random
        card set, its species (drawn, a number of them or hand-picked), the Season Change variant, the solo
        difficulty, the first player."""
        rules = CANOPEE.rules
        kind = kind or rng.choice(CANOPEE_KINDS)
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

    def canopee_match(self, kind: str | None = None, progress: float = 1.0, decision: bool = False,
                      last: bool = False) -> Match:
        """A Canopée match of ``kind`` (any: None) played forward by seeded random choices in the engine:
        ``progress`` of its actions (1.0: to its end; ``last``: all but the last), or (``decision``) to the first
        time a seat is asked the decision the run has shown least, the rarer ones first (a game of another deal,
        up to CANOPEE_SEARCH of them, until one asks it). The seat asked then is always a human's: the table
        opens on it."""
        rng = random.Random(self.rng.getrandbits(32))
        wanted = None
        if decision:
            shown = self.summary.decisions
            rare = [name for name in DECISIONS if name not in COMMON_DECISIONS]
            fewest = min(shown[name] for name in DECISIONS)
            wanted = rng.choice([name for name in rare if shown[name] == fewest] or
                                [name for name in DECISIONS if shown[name] == fewest])
            self.summary.targets[wanted] += 1
        for _ in range(CANOPEE_SEARCH if wanted else 1):
            deal = self.canopee_deal(rng, kind)
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
        return self.canopee_seated(deal, seed, log[:cut], asked, rng, every=wanted is not None)

    def canopee_seated(self, deal: tuple, seed: int, actions: list, asked: int, rng: random.Random,
                       every: bool = False) -> Match:
        """The match of ``deal`` on ``seed`` with ``actions`` played: every seat human in hot-seat and solo, else
        computers but for the seat ``asked`` next (and now and then seat 0 too; ``every``: half the time all of
        them, a 3-4 player hot-seat game, so that every seat's decisions come to the screen)."""
        kind, players, solo, options = deal
        humans = set(range(players)) if kind in ("hot-seat", "solo") else {asked} | (
            {0} if rng.random() < 0.2 else set()) | (set(range(players)) if every and rng.random() < 0.5 else set())
        levels = tuple(CANOPEE.agents)
        seats = [Seat(f"P{i + 1}", HUMAN) if i in humans else Seat(f"C{i + 1}", COMPUTER, rng.choice(levels))
                 for i in range(players)]
        match = Match("canopee", seats, seed=seed, solo=solo, options=dict(options))
        for seat, action in actions:
            match.game.apply(seat, action)
        return match

    def canopee_end(self):
        """Canopée's score screen, or the table one decision from it: a game of any kind or a Canopée challenge
        of the ladder (the day's or the player's rung: its result is recorded)."""
        rng = self.rng
        table = rng.random() < 0.5
        if rng.random() < 0.3:
            if rng.random() < 0.5:
                challenge = ladder.daily_challenge("canopee", ladder.today())
            else:
                progress, _ = ladder.Progress.load(self.summary.lang)
                challenge = ladder.rung_challenge("canopee", progress.current_rung("canopee"))
            match = Match("canopee", [Seat("P1", HUMAN)], seed=challenge.seed, solo=True, challenge=challenge)
            state, moves = match.game.clone(), random.Random(rng.getrandbits(32))
            while not state.is_over:
                legal = state.legal_actions(0)
                state.apply(0, legal[moves.randrange(len(legal))])
            log = state.actions_log()
            for seat, action in log[:len(log) - 1 if table else len(log)]:
                match.game.apply(seat, action)
        else:
            match = self.canopee_match(progress=1.0, last=table)
        return CanopeeTable(self.app, match) if table else score_scene(self.app, match)

    def canopee_replay(self) -> CanopeeReplay:
        """Canopée's replay (the router's) of a game played some or all of the way, opened on one of its steps."""
        match = self.canopee_match(progress=self.rng.choice((1.0, self.rng.random())))
        scene = replay_scene(self.app, match)
        scene.go(self.rng.randint(0, scene.last))
        return scene

    # ------------------------------------------------------------------ Living Forest's games

    def lf_deal(self, rng: random.Random, kind: str | None = None) -> tuple[str, int, dict, list[str]]:
        """A Living Forest game as the setup makes one: (kind of LF_KINDS, players, options, each seat's Spirit
        colour) with the first player random or chosen, colours chosen at random (no two alike) or left to the
        seat ("")."""
        kind = kind or rng.choice(LF_KINDS)
        players = {"hot-seat": 2, "computers": rng.choice((3, 4)), "one human": 2, "watched": rng.randint(2, 4)}[kind]
        choices = {option.id: option.values for option in LIVING_FOREST.info.options}
        options = {"first_player": rng.choice(choices["first_player"])}
        colours = rng.sample(SPIRITS, players)
        return kind, players, options, [c if rng.random() < LF_COLOUR_CHOSEN else "" for c in colours]

    def lf_wanted(self, rng: random.Random) -> str:
        """The Living Forest decision a jump aims at: one answered least on the tables, the rarer ones first (those
        every turn asks only when the others were answered as often)."""
        answered = self.summary.lf_answered
        fewest = min(answered[name] for name in LF_DECISIONS)
        rare = [name for name in LF_DECISIONS if name not in LF_COMMON and answered[name] == fewest]
        return rng.choice(rare or [name for name in LF_DECISIONS if answered[name] == fewest])

    def lf_match(self, kind: str | None = None, progress: float = 1.0, decision: bool = False,
                 last: bool = False) -> Match:
        """A Living Forest match of ``kind`` (any: None) played forward by the seeded computer players (each seat
        one of the game's, its seed from the run's): ``progress`` of its actions (1.0: to its end; ``last``: all
        but the last), or (``decision``) to one of the times a seat is asked the decision the run has answered
        least (a game of another deal, up to LF_SEARCH of them, until one asks it). The seat asked then is always
        a human's: the table opens on it."""
        rng = random.Random(self.rng.getrandbits(32))
        wanted = None
        if decision:
            wanted = self.lf_wanted(rng)
            self.summary.lf_targets[wanted] += 1
            kind = kind if kind != "watched" else None
        levels = tuple(LIVING_FOREST.agents)
        for _ in range(LF_SEARCH if wanted else 1):
            deal = self.lf_deal(rng, kind)
            while wanted and deal[0] == "watched":      # the decision is asked of a human
                deal = self.lf_deal(rng, kind)
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
        return self.lf_seated(deal, seed, log[:cut], asked, rng, every=wanted is not None)

    def lf_seated(self, deal: tuple, seed: int, actions: list, asked: int, rng: random.Random,
                  every: bool = False) -> Match:
        """The match of ``deal`` on ``seed`` with ``actions`` played: every seat human in hot-seat, none in a
        watched game, else computers but for the seat ``asked`` next (and now and then seat 0 too; ``every``: now
        and then all of them, a 3-4 player hot-seat game, so that every seat's decisions come to the screen)."""
        kind, players, options, colours = deal
        everyone = set(range(players))
        humans = everyone if kind == "hot-seat" else set() if kind == "watched" else {asked} | (
            {0} if rng.random() < 0.2 else set()) | (everyone if every and rng.random() < 0.3 else set())
        seats = [Seat(f"P{i + 1}", HUMAN, colour=colours[i]) if i in humans else
                 Seat(f"C{i + 1}", COMPUTER, rng.choice(LF_LEVELS), colour=colours[i]) for i in range(players)]
        match = Match(LF, seats, seed=seed, options=dict(options))
        for seat, action in actions:
            match.game.apply(seat, action)
        return match

    def lf_end(self):
        """Living Forest's score screen (once it exists), or the table one action from it, the last action a
        human's."""
        rng = self.rng
        table = rng.random() < 0.5
        match = self.lf_match(rng.choice(("hot-seat", "computers", "one human")), progress=1.0, last=table)
        return LivingForestTable(self.app, match) if table else score_scene(self.app, match)

    def lf_replay(self):
        """Living Forest's replay (the router's) of a game played some or all of the way, opened on one of its
        steps."""
        match = self.lf_match(progress=self.rng.choice((1.0, self.rng.random())))
        scene = replay_scene(self.app, match)
        scene.go(self.rng.randint(0, scene.last))
        return scene


def game_kind(match: Match) -> str:
    if match.solo:
        return "solo"
    if not match.humans:
        return "watched"
    return "hot-seat" if match.hot_seat else "one human"


def buttons(scene) -> list[Button]:
    """The enabled buttons of a scene (its button column or list, back and tab buttons; the menu's question's
    alone while it is asked)."""
    if isinstance(scene, MenuScene) and scene.asking:
        return [b for b in scene.dialog.buttons if b.enabled]
    if isinstance(scene, SetupScene) and scene.picker is not None:      # a pick dialog takes the clicks
        return [b for b in scene.picker.column.buttons if b.enabled]
    column = getattr(scene, "column", None)
    found = list(column.buttons) if isinstance(column, ButtonColumn) else []
    found += [b for b in (getattr(scene, "back_button", None), getattr(scene, "dismiss_button", None)) if b]
    found += list(getattr(scene, "tabs", {}).values())
    found += [b for b in getattr(scene, "buttons", ()) if isinstance(b, Button)]
    return [b for b in found if b.enabled]


def forest_rects(layouts) -> list[pygame.Rect]:
    """Every card's rect in Canopée's forest layouts: the trees' cards and the grouped cards."""
    return [rect for layout in layouts for tree in layout.trees for _, rect in tree.cards] + \
        [group.rect for layout in layouts for group in layout.groups]


def describe(event: pygame.event.Event) -> str:
    """An event in a few words, for a failure report."""
    attrs = {k: v for k, v in event.dict.items() if k in ("pos", "button", "text", "y", "size")}
    if "key" in event.dict:
        attrs["key"] = pygame.key.name(event.key) or event.key
        attrs.update({"mod": event.mod} if event.mod else {})
    return f"{pygame.event.event_name(event.type)}{attrs or ''}"


def motion(at: Point, held: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=held, touch=False)


def run_monkey(events: int = 20000, seed: int = 1, size: tuple[int, int] = (1600, 900), lang: str = "en",
               keep_going: bool = False, smallest: tuple[int, int] = SMALLEST, only: str | None = None) -> Summary:
    """A monkey run on a private temporary data folder; the same arguments give the same run. ``only``
    ("canopee", "living-forest"): the jumps go to that game's scenes and decisions only (the rest is reached by
    the run's clicks)."""
    with tempfile.TemporaryDirectory(prefix="ecosysteme-monkey-") as data, ExitStack() as stack:
        monkey = Monkey(seed, size, lang, keep_going, smallest, only)
        stack.enter_context(mock.patch.dict(os.environ, {ENV_DIR: data}))
        stack.enter_context(mock.patch.object(match_module, "WORKER", monkey.worker))
        stack.enter_context(mock.patch.object(ladder, "today", lambda: date(2025, 1, 1) + timedelta(days=seed % 365)))
        stack.enter_context(mock.patch("random.SystemRandom", monkey.system_random))
        return monkey.run(events)


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.lower().partition("x")
    return int(w), int(h)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=parse_size, default=(1600, 900), help="window size, WxH")
    parser.add_argument("--lang", choices=LANGUAGES, default="en")
    parser.add_argument("--smallest", type=parse_size, default=SMALLEST,
                        help="the smallest window a resize below the minimum size makes, WxH")
    parser.add_argument("--keep-going", action="store_true", help="open the app again after a failure, list all")
    parser.add_argument("--only", choices=("canopee", LF), help="jump to this game's scenes and decisions only")
    args = parser.parse_args(argv)
    summary = run_monkey(args.events, args.seed, args.size, args.lang, args.keep_going, args.smallest, args.only)
    print(summary.report())
    return 1 if summary.failures or summary.missing() else 0


if __name__ == "__main__":
    sys.exit(main())
