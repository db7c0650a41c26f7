"""The window while computers think (in a worker thread, with a visible cue), the hint, and the levels in
the new-game screen: driven by real pygame events on the dummy display."""
from __future__ import annotations

import pytest

import threading

import pygame

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.ecosysteme.hard import HardAgent
from game.session import COMPUTER, HUMAN, Match, Seat

from ..helpers import settle


def frame(app, events=()):
    app.frame(0.016, events=list(events))


def key(app, k):
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def table(app, match):
    from scenes.ecosysteme.table import TableScene

    scene = TableScene(app, match)
    app.push(scene)
    frame(app)
    return scene


def hard_match(seed=3):
    return Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "hard"), Seat("Cid", COMPUTER, "hard")],
                 seed=seed)


def test_the_window_keeps_drawing_while_a_computer_thinks_and_shows_it(make_app, monkeypatch):
    app = make_app("en")
    gate = threading.Event()
    real_choose = HardAgent.choose

    def slow_choose(self, view):          # a bot that thinks until the test lets it go
        gate.wait(10)
        return real_choose(self, view)

    monkeypatch.setattr(HardAgent, "choose", slow_choose)
    match = hard_match()
    scene = table(app, match)
    assert scene.thinking is not None and scene.computers_thinking == [1, 2]
    legal = scene.legal()
    scene.try_pick(legal.cards[0], legal.cells[0])          # Ana picks while both computers still think
    for _ in range(5):
        frame(app)                                            # frames go on: nothing waits for the bots
    game = match.state
    assert len(game.history) == 0 and game.pending[0] is not None
    assert scene.computers_thinking == [1, 2]
    assert scene.status()[0] == app.t("thinking_many", n=2)  # the cue: the top bar says who is thinking
    gate.set()
    settle(app, scene)
    assert len(game.history) == 1, "once the computers have chosen, the pick is revealed"
    assert scene.legal() and scene.computers_thinking == []


def test_thinking_in_the_worker_gives_the_same_choices_as_playing_at_once():
    threaded, direct = hard_match(seed=11), hard_match(seed=11)
    for match in (threaded, direct):
        legal = match.state.legal_actions(0)
        match.submit(0, Pick(legal.cards[0], legal.cells[0]))
    choices = threaded.thinker()()
    threaded.apply(choices)
    direct.play_computers()
    assert threaded.state.to_json() == direct.state.to_json()


@pytest.mark.slow
def test_a_whole_game_against_hard_computers_reaches_the_score_screen(make_app):
    from scenes.ecosysteme.scoring import ScoringScene

    app = make_app("fr")
    match = hard_match(seed=5)
    scene = table(app, match)
    while app.top is scene:
        settle(app, scene)
        legal = scene.legal()
        if isinstance(legal, LegalPicks) and legal:
            scene.try_pick(legal.cards[-1], legal.cells[-1])
            if scene.pending_rabbit:
                scene.skip_swap()
        frame(app)
    assert isinstance(app.top, ScoringScene) and match.over


def test_the_hint_shows_the_hard_bots_choice_without_playing_it(make_app):
    app = make_app("en")
    match = Match("savane", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=9)
    scene = table(app, match)
    settle(app, scene)                     # Bob has chosen (in the worker): only Ana's pick is awaited
    before = match.state.to_json()
    hint_button = next(b for b in scene.column.buttons if b.label == app.t("hint_button"))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hint_button.rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=hint_button.rect.center, button=1)])
    settle(app, scene)
    frame(app)
    hint = scene.shown_hint
    assert isinstance(hint, Pick) and hint in match.state.legal_actions(0)
    assert match.state.to_json() == before, "a hint changes nothing in the game"
    assert hint == match.hinter(0)(), "the hint is the Hard bot's choice for this seat, now"
    assert app.t("hint_pick", card=match.rules.kind(hint.card).name("en")) in scene.hint_text(hint)
    scene.try_pick(hint.card, hint.cell)
    if scene.pending_rabbit:
        scene.skip_swap()
    frame(app)
    assert scene.shown_hint is None, "the hint is for one pick only"


def test_h_asks_for_a_hint_in_solo_even_for_the_discard(make_app):
    app = make_app("fr")
    match = Match("forest", [Seat("Zoé", HUMAN)], seed=4, solo=True)
    scene = table(app, match)
    legal = scene.legal()
    scene.try_pick(legal.cards[0], legal.cells[0])
    if scene.pending_rabbit:
        scene.skip_swap()
    assert scene.discarding
    key(app, pygame.K_h)
    settle(app, scene)
    hint = scene.shown_hint
    assert isinstance(hint, Discard) and hint in match.state.legal_actions(0)
    assert match.opponent_name in scene.hint_text(hint)


def test_the_setup_screen_sets_each_computers_level(make_app):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    app = make_app("en", size=(1280, 720))
    app.push(MenuScene(app))
    setup = SetupScene(app, "forest", 4)
    app.push(setup)
    frame(app)

    def press(label, nth):
        b = [b for b in setup.column.buttons if b.label == label][nth]
        frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b.rect.center, button=1)])

    press(app.t("bot_hard"), 1)            # seat 2: Hard
    press(app.t("bot_easy"), 3)            # seat 4: Easy
    seats = setup.seats()
    assert [(s.controller, s.level) for s in seats[1:]] == [(COMPUTER, "hard"), (COMPUTER, "medium"), (COMPUTER, "easy")]
    press(app.t("start"), 0)
    assert isinstance(app.top, TableScene)
    agents = app.top.match.agents
    assert [a.name for _, a in sorted(agents.items())] == ["hard", "medium", "easy"]
