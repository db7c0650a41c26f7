"""A placement waits for Confirm (the default) and can be taken back until then; nothing is submitted, so
nothing hidden is revealed, before the confirmation."""
from __future__ import annotations

import pygame

from game.ecosysteme.actions import LegalPicks, Pick
from game.ecosysteme.agents import make_agent
from game.session import COMPUTER, HUMAN, Match, Seat

from ..helpers import settle
from tests.input import click, drag, key


def table_for(app, match):
    from scenes.ecosysteme.table import TableScene

    scene = TableScene(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def button(scene, label):
    return next(b for b in scene.column.buttons if b.label == label)


def three_seats():
    return [Seat("Ana", HUMAN), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)]


def staged_game(make_app, seed=3, picks_before=0):
    app = make_app(confirm=True)
    match = Match("forest", three_seats(), seed=seed)
    scene = table_for(app, match)
    settle(app, scene)
    for _ in range(picks_before):
        scene.try_pick(*next((k, c) for k in scene.legal().cards for c in scene.legal().cells
                             if k != "rabbit"))
        scene.confirm()
        settle(app, scene)
    kind, card = scene.hand_rects()[0]
    cell = scene.legal().cells[0]
    before = match.state.to_text()
    drag(app, card.center, scene.board().rect(cell).center)
    return app, match, scene, kind, cell, before


def test_a_dropped_card_waits_on_the_board_and_nothing_is_played(make_app):
    app, match, scene, kind, cell, before = staged_game(make_app)
    assert scene.staged is not None and (scene.staged.card, scene.staged.cell) == (kind, cell)
    assert match.state.to_text() == before               # not submitted: the computers' picks stay hidden
    assert match.state.pick == 1 and match.state.pending[0] is None
    labels = [b.label for b in scene.column.buttons]
    assert labels == ["Take it back (Backspace)", "Confirm (Enter)"]
    hand = scene.view.hand
    assert kind in hand                                  # still in the hand as far as the rules know
    # the running score already counts it, for the player to judge
    assert scene.running_score() == match.state.score_if(0, scene.staged)
    click(app, button(scene, "Confirm (Enter)").rect.center)
    settle(app, scene)
    assert scene.staged is None
    assert match.state.pick == 2 and match.state.history[0]["actions"][0] == Pick(kind, cell)


def test_undo_by_button_key_or_click_puts_the_card_back_and_changes_nothing(make_app):
    undoers = [
        lambda app, scene: click(app, button(scene, "Take it back (Backspace)").rect.center),
        lambda app, scene: key(app, pygame.K_BACKSPACE),
        lambda app, scene: key(app, pygame.K_z, pygame.KMOD_CTRL),
        lambda app, scene: key(app, pygame.K_ESCAPE),
    ]
    for undo in undoers:
        app, match, scene, kind, cell, before = staged_game(make_app)
        hand = scene.view.hand
        undo(app, scene)
        assert scene.staged is None
        assert match.state.to_text() == before and scene.view.hand == hand
        assert not scene.confirming_leave                 # Escape took the card back, it did not leave
        assert "Hint (H)" in [b.label for b in scene.column.buttons]
        app.window.destroy()


def test_clicking_the_waiting_card_picks_it_up_again_to_put_it_elsewhere(make_app):
    app, match, scene, kind, cell, before = staged_game(make_app, picks_before=1)
    other = [c for c in scene.legal().cells if c != cell][0]
    board = scene.board()
    drag(app, board.rect(cell).center, board.rect(other).center)
    assert (scene.staged.card, scene.staged.cell) == (kind, other)
    assert match.state.to_text() == before


def test_another_card_dropped_replaces_the_waiting_one(make_app):
    app, match, scene, kind, cell, before = staged_game(make_app)
    hand = scene.hand_rects()
    second = next(k for k, _ in hand if k != kind)
    rect = next(r for k, r in hand if k == second)
    drag(app, rect.center, scene.board().rect(cell).center)
    assert (scene.staged.card, scene.staged.cell) == (second, cell)
    key(app, pygame.K_RETURN)                              # Enter confirms
    settle(app, scene)
    assert match.state.history[0]["actions"][0].card == second


def test_keyboard_place_then_confirm(make_app):
    app = make_app(confirm=True)
    match = Match("forest", three_seats(), seed=5)
    scene = table_for(app, match)
    settle(app, scene)
    key(app, pygame.K_RETURN)              # the card: the cursor goes to a cell
    key(app, pygame.K_RETURN)              # the cell: laid down, waiting
    assert scene.staged is not None and match.state.pick == 1
    key(app, pygame.K_RETURN)              # confirmed
    settle(app, scene)
    assert match.state.pick == 2


def test_a_lapin_swap_waits_too_and_undo_takes_back_the_lapin_and_its_swap(make_app):
    app = make_app(confirm=True)
    for seed in range(40):                 # a deal where Ana's hand has a Lapin with something to swap
        match = Match("forest", three_seats(), seed=seed)
        scene = table_for(app, match)
        human = make_agent("medium", 1)
        for _ in range(4):                 # a few cards down first
            settle(app, scene)
            legal = scene.legal()
            if isinstance(legal, LegalPicks) and "rabbit" in legal.cards and legal.swap_count("rabbit"):
                break
            pick = human.choose(match.view(0))
            scene.try_pick(pick.card, pick.cell)
            if scene.pending_rabbit:
                scene.skip_swap()
            scene.confirm()
        settle(app, scene)
        legal = scene.legal()
        if isinstance(legal, LegalPicks) and "rabbit" in legal.cards and legal.swap_count("rabbit"):
            break
    else:
        raise AssertionError("no deal with a Lapin to swap")
    before = match.state.to_text()
    eco_before = dict(match.state.ecosystems[0].items())
    cell = next(c for c in legal.cells if legal.swap_count("rabbit"))
    assert scene.try_pick("rabbit", cell) and scene.pending_rabbit
    cells = list(eco_before)
    a, b = next((x, y) for x in cells + [cell] for y in cells
                if x != y and match.state.is_legal(0, Pick("rabbit", cell, (x, y))))
    scene.try_swap(a, b)
    assert scene.staged is not None and scene.staged.swap is not None
    assert match.state.to_text() == before
    app.frame(0.016, [])                   # drawn with the swap shown, not yet played
    key(app, pygame.K_BACKSPACE)
    assert scene.staged is None and scene.pending_rabbit is None
    assert match.state.to_text() == before and dict(match.state.ecosystems[0].items()) == eco_before


def test_solo_the_placement_waits_then_the_discard(make_app):
    app = make_app(confirm=True)
    match = Match("savane", [Seat("Ana")], seed=2, solo=True)
    scene = table_for(app, match)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    if scene.pending_rabbit:
        key(app, pygame.K_s)
    assert scene.staged is not None and not scene.discarding
    key(app, pygame.K_RETURN)
    assert scene.discarding and scene.staged is None


def test_the_setting_off_plays_a_drop_at_once(make_app):
    app = make_app(confirm=False)
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    settle(app, scene)
    kind, card = scene.hand_rects()[0]
    drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
    settle(app, scene)
    assert scene.staged is None and match.state.pick == 2


def test_the_setting_is_saved(make_app, tmp_path):
    from game.userdata import Settings

    app = make_app(confirm=True)
    app.settings.confirm_picks = False
    app.settings.save()
    assert Settings.load()[0].confirm_picks is False
