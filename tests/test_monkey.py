"""The monkey test: seeded random mouse, keyboard and window events through every scene of the real window, the
game's invariants checked after every frame. The full count is a script: tools/monkey.py --events 20000. The engine
(tools/monkey.py) is shared; each game's checks and scenes are its part's (tools/monkey_parts/<package>.py)."""
from __future__ import annotations

import pygame
import pytest

from game.ecosysteme.state import EcosystemeState
from tools.monkey import run_monkey
from tools.monkey_kit import Broken, check_still
from tools.monkey_parts.ecosysteme import check_game

pytestmark = pytest.mark.slow      # long random play through the whole window: the quick run (-m "not slow") leaves them to .ci/run


def test_random_input_reaches_every_scene_and_breaks_nothing():
    summary = run_monkey(events=2000, seed=2)
    assert not summary.failures, summary.report()
    assert summary.events == 2000
    # every scene (the 20 000-event runs of the README also see the card viewer in each of its scenes)
    assert not summary.missing(viewers=False), summary.report()
    assert all(summary.scenes[label] for label in summary.required)
    # the scenes required are the shell's and every game's, as the games' parts (tools/monkey_parts/) list them
    assert {"menu", "question", "rules", "records", "rules over table", "lesson", "table", "swap", "canopee",
            "canopee scoring", "lf", "lf replay"} <= set(summary.required), summary.required
    assert summary.scenes["question"], summary.report()          # the menu's question was clicked through
    assert summary.viewers["table pinned"] and summary.viewers["table tooltip"], summary.report()
    assert summary.stills >= 50, summary.report()               # still frames left undrawn, their picture checked
    assert summary.checks >= 1000 and summary.states >= 30, summary.report()
    assert summary.games_finished >= 1, summary.report()


def test_one_seed_gives_one_run_in_french_on_the_smallest_window():
    first = run_monkey(events=500, seed=11, size=(1280, 720), lang="fr")
    assert not first.failures, first.report()
    again = run_monkey(events=500, seed=11, size=(1280, 720), lang="fr")
    assert (again.digest, again.frames, again.scenes) == (first.digest, first.frames, first.scenes)


def test_the_invariants_catch_a_broken_game():
    game = EcosystemeState.new("forest", 3, seed=1)
    check_game(game)
    game.hands[0].append(game.deck.pop())          # one hand a card too many
    with pytest.raises(Broken, match="hand sizes"):
        check_game(game)
    game.hands[0][-1] = game.hands[1][0]           # ... and that card in two hands at once
    with pytest.raises(Broken, match="cards do not add up"):
        check_game(game)


def test_the_still_screen_check_catches_a_scene_that_changes_unseen(make_app):
    """A scene that changes in update() while it says nothing moves leaves a stale picture in the main loop."""
    from scenes.base import Scene

    class Dusk(Scene):
        def __init__(self, app) -> None:
            super().__init__(app)
            self.clock = 0.0

        def animating(self) -> bool:
            return False

        def update(self, dt: float) -> None:
            self.clock += dt

        def draw(self, surface) -> None:
            surface.fill((200, 40, 40) if self.clock > 0.05 else (0, 0, 0))

    app = make_app()
    app.push(Dusk(app))
    assert app.frame(0.0, [], always_draw=False)       # pushed: drawn once
    check_still(app, was_animating=False)              # nothing changed yet
    assert not app.frame(0.1, [], always_draw=False)   # dusk falls, unseen
    with pytest.raises(Broken, match="stale"):
        check_still(app, was_animating=False)


def test_a_resting_pointer_s_tooltip_reaches_the_screen_in_the_main_loop(make_app):
    """The main loop draws a still table only when it says it moves: the frame in which the tooltip comes up (the
    table stops waiting for it in that very update) must still be drawn."""
    from game.session import COMPUTER, Match, Seat
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    table = TableScene(app, Match("forest", [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in (1, 2, 3)], seed=7))
    app.push(table)
    app.frame(1 / 60, [])
    kind, card = table.hand_rects()[0]
    app.frame(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0), buttons=(0, 0, 0))],
              always_draw=False)
    for _ in range(120):                 # the main loop's frames: drawn only while the scene says it moves
        was = table.animating()
        if not app.frame(1 / 60, [], always_draw=False):
            check_still(app, was)        # what stays on screen is what the table would draw
        if app.idle():
            break
    assert table.inspector.shown == ("forest", kind)
    assert table.inspector.panel_rect is not None, "the tooltip was never drawn"


# ---------------------------------------------------------------------------- Canopée


def test_a_short_canopee_run_reaches_its_table_its_score_screen_and_most_of_its_decisions():
    """Canopée's scenes in a short run (its jumps only): the table in every kind of game, the hand-off screen, the
    score screen, the replay, and the decisions of CANOPEE.md §17 shown on the table and answered by clicks and
    keys, the engine's invariants and the table's checked after every frame (tools/monkey.py --events 20000
    reaches every decision)."""
    from game.canopee.actions import DECISIONS
    from tools.monkey_parts.canopee import COMMON_DECISIONS, SCENES

    summary = run_monkey(events=2000, seed=1, only="canopee")
    assert not summary.failures, summary.report()
    assert summary.events == 2000
    assert summary.required == SCENES
    assert all(summary.scenes[label] for label in SCENES), summary.report()
    kinds = {kind for kind in summary.game_kinds if kind.startswith("canopee ")}
    assert {"canopee hot-seat", "canopee solo", "canopee one human"} <= kinds, summary.report()
    assert summary.viewers["canopee tooltip"] + summary.viewers["canopee pinned"], summary.report()
    shown = [name for name in DECISIONS if summary.decisions["canopee"][name]]
    answered = [name for name in DECISIONS if summary.answered["canopee"][name]]
    assert len(shown) >= len(DECISIONS) // 2 and len(answered) >= len(DECISIONS) // 3, summary.report()
    # not only what every game asks: the jumps brought the rarer ones to the screen
    assert len([name for name in shown if name not in COMMON_DECISIONS]) >= 8, summary.report()
    assert summary.games_finished >= 1 and summary.states >= 30, summary.report()


def test_the_canopee_checks_catch_a_broken_game_and_a_strip_asking_what_the_rules_do_not(make_app):
    from dataclasses import replace

    from game.canopee.actions import choose
    from game.session import HUMAN, Match, Seat
    from scenes.canopee.table import CanopeeTable
    from scenes.canopee.table_prompt import Choice
    from tools.monkey_parts.canopee import check_game as check_section, check_table as check_canopee_table

    app = make_app()
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=4, solo=True)
    table = CanopeeTable(app, match, autosave=False)
    app.push(table)
    app.frame(1 / 60, [])
    check_section(match.state)
    check_canopee_table(table)
    prompt = table.prompt()
    table.prompt = lambda: replace(prompt, decision="goliath")          # a strip left behind by the rules
    with pytest.raises(Broken, match="strip asks goliath"):
        check_canopee_table(table)
    extra = Choice("Take the set-aside card", (choose(match.state.set_aside[0]),))
    table.prompt = lambda: replace(prompt, buttons=prompt.buttons + [extra])   # an answer the rules refuse
    with pytest.raises(Broken, match="not legal now"):
        check_canopee_table(table)
    match.state.discard.append(match.state.deck[-1])                      # a card in two places at once
    with pytest.raises(Broken, match="exactly one zone"):
        check_section(match.state)


# ---------------------------------------------------------------------------- Living Forest


def test_a_short_living_forest_run_reaches_its_tables_and_most_of_its_decisions():
    """Living Forest's scenes in a short run (its jumps only): the table hot-seat and against computers, the hand-off
    screen, the score screen and the replay, and the decisions of LIVING_FOREST.md §11 shown on the
    table and answered by clicks, drags and keys, the rarer ones brought by jumps to a game played forward to them;
    the engine's invariants and the table's checked after every frame (tools/monkey.py --events 20000 answers them
    all)."""
    from game.livingforest.actions import DECISIONS
    from tools.monkey_parts.livingforest import COMMON as LF_COMMON, SCENES as LF_SCENES

    summary = run_monkey(events=2000, seed=3, only="living-forest")
    assert not summary.failures, summary.report()
    assert summary.events == 2000
    assert summary.required == LF_SCENES
    assert all(summary.scenes[label] for label in LF_SCENES), summary.report()
    kinds = {kind for kind in summary.game_kinds if kind.startswith("lf ")}
    assert {"lf hot-seat", "lf one human"} <= kinds, summary.report()
    assert summary.viewers["lf tooltip"] + summary.viewers["lf pinned"], summary.report()
    shown = [name for name in DECISIONS if summary.decisions["living-forest"][name]]
    answered = [name for name in DECISIONS if summary.answered["living-forest"][name]]
    assert len(shown) >= 9 and len(answered) >= 7, summary.report()
    # not only what every turn asks: the jumps brought rarer ones (a forced stop, a steal, a bonus...) to the screen
    assert len([name for name in answered if name not in LF_COMMON]) >= 2, summary.report()
    assert summary.games_finished >= 1 and summary.states >= 30, summary.report()


def test_the_living_forest_checks_catch_a_broken_game_and_a_table_showing_what_it_should_not(make_app):
    from dataclasses import replace

    from game.livingforest import actions as A
    from game.session import COMPUTER, HUMAN, Match, Seat
    from scenes.livingforest.table_prompt import Choice
    from tools.monkey_parts.livingforest import check_game as check_lf, check_table as check_lf_table

    from .livingforest.test_table_window import table_for

    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=4)
    table = table_for(make_app(), match)          # one human: the table at play, no hand-off screen
    check_lf(match.state)
    check_lf_table(table)
    prompt = table.prompt()
    assert prompt.decision == "draw"
    table.prompt = lambda: replace(prompt, decision="steal")              # a strip left behind by the rules
    with pytest.raises(Broken, match="strip asks steal"):
        check_lf_table(table)
    extra = Choice("Steal a fire", (A.steal(1, "fire"),), key="steal:fire")
    table.prompt = lambda: replace(prompt, buttons=prompt.buttons + [extra])   # an answer the rules refuse
    with pytest.raises(Broken, match="not legal now"):
        check_lf_table(table)
    table.prompt = lambda: prompt
    slots = table.reserve_slots()
    hidden = match.state.stacks[1][-1]                                      # a stack's top card, face down
    table.reserve_slots = lambda: slots + [(1, hidden, slots[0][2])]
    with pytest.raises(Broken, match="the reserve shows"):
        check_lf_table(table)
    match.state.fragment_supply += 1                                        # a Fragment out of nowhere
    with pytest.raises(Broken, match="Fragments"):
        check_lf(match.state)
