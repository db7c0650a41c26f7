"""Canopée's Hard computer and hint in the window, driven by real pygame events on the dummy display: the frame
loop never waits for a thinking computer, the hint (button and H) shows the Hard choice at several kinds of
decision without playing it, says it in words with its reason, and lights what it names."""
from __future__ import annotations

import threading

import pygame
import pytest

from game.canopee import actions as A
from game.canopee.agents import HardAgent
from game.core.search import Choice as SearchChoice
from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.canopee.table_hint import hint_action

from ..helpers import look, settle
from tests.input import key, pointed_click

from .test_table_window import APP_SIZE, table_for


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    """A Hard with a small budget: the same search, fewer futures (the tests check what it shows, not how
    well it plays)."""
    monkeypatch.setattr(HardAgent, "PLAYOUTS", (10, 2, 16))


def frame(app, events=()):
    app.frame(0.016, events=list(events))


def hard_match(seed=4) -> Match:
    return Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "hard")], seed=seed)


def until_decision(app, scene, match, wanted, limit=400):
    """Play Ana's decisions with Medium (through her view) until one of ``wanted`` is hers to answer."""
    medium = match.definition.agents["medium"](1)
    for _ in range(limit):
        settle(app, scene)
        if scene.playing_show() or scene.telling_season() is not None:
            scene.skip()
            frame(app)
            continue
        if 0 in match.state.to_act():
            view = match.view(0)
            if view.decision() in wanted and len(view.legal_actions()) > 1:
                look(app, scene)
                return view.decision()
            scene.controller.submit(medium.choose(view))
        frame(app)
    raise AssertionError(f"no decision among {wanted} came")


def test_the_frame_loop_never_waits_for_the_hard_computer(make_app, monkeypatch):
    app = make_app("en", size=APP_SIZE)
    gate = threading.Event()
    real_choose = HardAgent.choose

    def gated(self, view):                  # a Hard that thinks until the test lets it go
        gate.wait(20)
        return real_choose(self, view)

    monkeypatch.setattr(HardAgent, "choose", gated)
    match = Match("canopee", [Seat("Ana", COMPUTER, "hard"), Seat("Bob", HUMAN)], seed=6, options={"first_player": 0})
    scene = table_for(app, match)
    before = len(match.state.actions_log())
    for _ in range(20):
        frame(app)                          # frames go on, nothing applied: the computer still thinks
    assert scene.thinking is not None and scene.computers_thinking == [0]
    assert len(match.state.actions_log()) == before
    gate.set()
    settle(app, scene)
    assert len(match.state.actions_log()) > before, "once it has chosen, its move is played"


def test_the_hint_at_a_pile_names_keep_or_refuse_and_why_without_playing_it(make_app):
    app = make_app("en", size=APP_SIZE)
    match = hard_match()
    scene = table_for(app, match)
    until_decision(app, scene, match, ("pile",))
    button = next(b for b in scene.column.buttons if b.label == scene.t("ct_hint_button"))
    place = button.rect.copy()
    before = match.state.to_json()
    pointed_click(app, place.center)
    settle(app, scene)
    frame(app)
    hint = scene.shown_hint
    assert isinstance(hint, SearchChoice) and hint.action in match.state.legal_actions(0)
    assert match.state.to_json() == before, "a hint changes nothing in the game"
    words = scene.hint_text(hint)
    label = scene.t("ct_keep") if hint.action is A.KEEP else scene.t("ct_refuse")
    assert words.startswith(scene.t("ct_hint", what=label)) and "Looking ahead" in words and "%" in words
    # the button it names is lit, and the Hint button has not moved
    lit = scene.hint_marks(hint)
    named = next(b for b in scene.column.buttons if b.label == label)
    assert named.rect in lit
    again = next(b for b in scene.column.buttons if b.label == scene.t("ct_hint_button"))
    assert again.rect == place


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_h_gives_the_hint_while_placing_cards_and_lights_the_card_or_the_tree(make_app, lang):
    app = make_app(lang, size=APP_SIZE)
    match = hard_match(seed=9)
    scene = table_for(app, match)
    decision = until_decision(app, scene, match, ("order", "place_trunk", "place_canopy"))
    key(app, pygame.K_h)
    settle(app, scene)
    frame(app)
    hint = scene.shown_hint
    assert hint is not None and hint_action(hint) in match.state.legal_actions(0)
    assert scene.hint_marks(hint), f"the hint lights what it names ({decision})"
    words = scene.hint_text(hint)
    assert words.startswith(scene.t("ct_hint", what="")[:-1].rstrip()) and len(words) > 20
    # once the player answers, the hint is gone: it was for that decision only
    scene.controller.submit(hint_action(hint))
    frame(app)
    assert scene.shown_hint is None or scene.shown_hint is not hint


def test_a_hint_naming_another_copy_of_identical_forest_cards_lights_the_one_card_offered(make_app):
    """Identical cards outside the trees are one card to click (×N): the search may name any copy, and the hint
    must light that card and name it, not light nothing (seen in a real-window game: a Fire's discard)."""
    app = make_app("en", size=APP_SIZE)
    medium = None
    for seed in range(1, 40):
        match = Match("canopee", [Seat("Ana", HUMAN)], seed=seed, solo=True)
        scene = table_for(app, match)
        medium = match.definition.agents["medium"](seed)
        for _ in range(400):
            settle(app, scene)
            if match.over:
                break
            if scene.playing_show() or scene.telling_season() is not None:
                scene.skip()
                frame(app)
                continue
            prompt = scene.prompt() if 0 in match.state.to_act() else None
            stack = next((item for item in prompt.items if item.count > 1), None) if prompt else None
            if stack is not None:
                break
            if 0 in match.state.to_act():
                scene.controller.submit(medium.choose(match.view(0)))
            frame(app)
        if stack is not None:
            break
    assert stack is not None, "a choice among identical forest cards came"
    offered = stack.actions[0]
    other = next(a for a in match.state.legal_actions(0) if type(a) is A.Choose and a != offered
                 and match.view(0).kind(a.card) == stack.kind)
    assert scene.shown_as(other) == offered
    assert scene.hint_marks(other), "the stack's card is lit"
    assert scene.hint_text(other).startswith(scene.t("ct_hint", what=scene._card_name(stack.kind)))


def test_the_toucans_hint_names_its_pile_and_stays_to_light_the_piles_button(make_app):
    app = make_app("fr", size=APP_SIZE)
    scene = table_for(app, hard_match())
    words = scene.hint_text(A.ability("toucan", 1))
    assert "pile 2" in words
    # once the Toucan is pressed (its piles' buttons shown), the hint that named it stays, to light the pile
    scene.sub = "toucan"
    scene.controller.current_hint = lambda: A.ability("toucan", 1)
    assert not scene.hint_put_away()
    scene.controller.current_hint = lambda: A.KEEP
    assert scene.hint_put_away()


def test_a_close_second_choice_is_said_to_be_about_as_good_not_better():
    from scenes.shell.hint import chance_words
    from game.i18n import tr

    t = lambda key, **fmt: tr(key, "en", **fmt)     # noqa: E731
    close = SearchChoice(A.KEEP, ((A.KEEP, 60, 0.5), (A.REFUSE, 50, 0.5)), 160, (0.77, 0.79))
    clear = SearchChoice(A.KEEP, ((A.KEEP, 60, 0.5), (A.REFUSE, 50, 0.5)), 160, (0.64, 0.26))
    assert chance_words(close, t, "ct_hint") == [t("ct_hint_chance_close", n=160, pct=77, alt=79)]
    assert "about as good" in chance_words(close, t, "ct_hint")[0]
    assert chance_words(clear, t, "ct_hint") == [t("ct_hint_chance", n=160, pct=64, alt=26)]
