"""The draft table driven by real pygame events on a dummy display, as a player would use it."""
from __future__ import annotations

import pygame

from scenes.ecosysteme.cardart import card_art
import pytest

from game.i18n import STRINGS
from game.session import COMPUTER, HUMAN, Match, Seat

from ..helpers import look, settle
from tests.input import click, drag, key




def table_for(app, match):
    from scenes.ecosysteme.table import TableScene

    scene = TableScene(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def three_seats():
    return [Seat("Ana", HUMAN), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)]


def test_drag_a_card_onto_a_legal_cell_places_it(make_app):
    app = make_app()
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    kind, card = scene.hand_rects()[0]
    cell = scene.legal().cells[0]
    drag(app, card.center, scene.board().rect(cell).center)
    placed = scene.view.ecosystem(0)
    assert placed == {(0, 0): kind}
    assert match.state.pick == 2              # the computers had chosen: the pick was revealed


def test_a_drop_anywhere_else_returns_the_card_and_changes_nothing(make_app):
    app = make_app()
    match = Match("forest", three_seats(), seed=4)
    scene = table_for(app, match)
    # place a first card so that there are illegal cells next to legal ones
    kind, card = scene.hand_rects()[0]
    drag(app, card.center, scene.board().rect((0, 0)).center)
    settle(app, scene)                      # the computers' picks land (from the worker): the reveal
    before = match.state.to_text()
    hand_before = scene.view.hand
    _, card = scene.hand_rects()[1]
    board = scene.board()
    occupied = board.rect((0, 0)).center                 # not empty: illegal
    for target in (occupied, (5, 5), scene.top_bar.center):
        drag(app, card.center, target)
        assert match.state.to_text() == before
        assert scene.view.hand == hand_before
        assert scene.dragging is None


def test_hovering_a_cell_previews_the_score_change(make_app):
    app = make_app()
    match = Match("forest", three_seats(), seed=5)
    scene = table_for(app, match)
    for _ in range(3):
        kind, card = scene.hand_rects()[0]
        drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
    kind, card = scene.hand_rects()[0]
    cell = scene.legal().cells[0]
    target = scene.board().rect(cell).center
    app.frame(0.016, events=[
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1), buttons=(1, 0, 0)),
    ])
    from game.ecosysteme.actions import Pick

    expected = match.state.score_if(0, Pick(kind, cell)).total - match.state.score().players[0].total
    assert scene.preview == (cell, expected)


def test_keyboard_only_pick(make_app):
    app = make_app()
    match = Match("savane", three_seats(), seed=6)
    scene = table_for(app, match)
    second = scene.view.hand[1]
    key(app, pygame.K_RIGHT)                  # the second card
    key(app, pygame.K_RETURN)                 # choose it: the cursor goes to a cell
    assert scene.cursor == (0, 0)
    key(app, pygame.K_RETURN)                 # place it there
    assert scene.view.ecosystem(0) == {(0, 0): second}


def rabbit_game(app):
    """A table where Ana holds a Lapin and has at least two different cards placed."""
    for seed in range(200):
        match = Match("forest", three_seats(), seed=seed)
        scene = table_for(app, match)
        for _ in range(6):
            hand = list(scene.view.hand)
            placed = set(scene.view.ecosystem(0).values())
            if "rabbit" in hand and len(placed) >= 2:
                return match, scene
            kind = next(k for k in hand if k != "rabbit")
            _, card = scene.hand_rects()[hand.index(kind)]
            drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
        app.pop()
    raise AssertionError("no deal with a rabbit")


def test_a_rabbit_swap_through_events(make_app):
    app = make_app()
    match, scene = rabbit_game(app)
    hand = list(scene.view.hand)
    _, card = scene.hand_rects()[hand.index("rabbit")]
    cell = scene.legal().cells[0]
    drag(app, card.center, scene.board().rect(cell).center)
    assert scene.pending_rabbit == ("rabbit", cell)          # swap mode
    placed = scene.view.ecosystem(0)
    a, b = next((x, y) for x in placed for y in placed if placed[x] != placed[y])
    drag(app, scene.board().rect(a).center, scene.board().rect(b).center)
    after = scene.view.ecosystem(0)
    assert after[a] == placed[b] and after[b] == placed[a] and after[cell] == "rabbit"


def test_a_rabbit_swap_can_be_skipped_with_s(make_app):
    app = make_app()
    match, scene = rabbit_game(app)
    before = scene.view.ecosystem(0)
    hand = list(scene.view.hand)
    _, card = scene.hand_rects()[hand.index("rabbit")]
    cell = scene.legal().cells[0]
    drag(app, card.center, scene.board().rect(cell).center)
    key(app, pygame.K_s)
    assert scene.view.ecosystem(0) == {**before, cell: "rabbit"}


def test_after_a_skipped_swap_in_solo_the_keyboard_goes_on_to_the_discard(make_app):
    # a Lapin placed with the keyboard keeps the cell cursor for its swap; once the pick is in (S skips the
    # swap) the cursor must let go, or Enter on the discard would do nothing
    app = make_app()
    for seed in range(60):
        match = Match("forest", [Seat("Zoé")], seed=seed, solo=True)
        if "rabbit" in match.state.view(0).hand:
            break
    scene = table_for(app, match)
    game = match.state
    while game.ecosystems[0].count < 1 or scene.discarding:    # a card first, for the Lapin to swap with
        play_human_turn_by_keyboard(app, scene)
        if "rabbit" not in scene.view.hand:
            pytest.skip("the Lapin left the hand")
    scene.selected = list(scene.view.hand).index("rabbit")
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert scene.pending_rabbit
    key(app, pygame.K_s)
    assert scene.discarding and scene.cursor is None
    given = len(game.opponent)
    key(app, pygame.K_RETURN)
    assert len(game.opponent) == given + 1, "Enter gives the selected card away"


def play_human_turn_by_keyboard(app, scene):
    """Enter, Enter (then S for a rabbit): the first card at the first legal cell."""
    if scene.private:
        return
    look(app, scene)                     # after the hand-off screen, the player reads the hand first
    if scene.discarding:
        key(app, pygame.K_RETURN)
        return
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    if scene.pending_rabbit:
        key(app, pygame.K_s)


@pytest.mark.slow
def test_a_whole_hot_seat_game_with_the_neutral_reaches_the_score_screen(make_app, monkeypatch):
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene

    app = make_app("fr")
    match = Match("forest", [Seat("Ana"), Seat("Ben")], seed=8)
    scene = table_for(app, match)
    faces = []
    real_face = card_art(app).face

    def spy(game_id, kind, width, lang):
        faces.append(kind)
        return real_face(game_id, kind, width, lang)

    monkeypatch.setattr(card_art(app), "face", spy)
    turns = 0
    while isinstance(app.top, TableScene):
        assert scene.private, "every human turn starts behind the privacy screen"
        faces.clear()
        app.frame(0.016, events=[])
        assert faces == [], "no card face (no hand) is drawn behind the privacy screen"
        ready = next(b for b in scene.column.buttons if b.label == app.t("ready"))
        click(app, ready.rect.center)
        assert not scene.private
        play_human_turn_by_keyboard(app, scene)
        turns += 1
        assert turns <= 40
    assert turns == 40
    assert isinstance(app.top, ScoringScene) and match.over
    assert len(match.state.neutral_pile) == 20


@pytest.mark.slow
def test_in_hot_seat_the_last_to_confirm_sees_the_reveal_then_the_next_player_sees_it_too(make_app):
    """The picks are revealed when the last human confirms: that player watches them land (the hand that has
    just been passed to them hidden), then the hand-off screen comes and the next player sees them land too;
    the score screen follows the last reveal."""
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene
    from scenes.shell.match import REVEAL_SECONDS

    app = make_app()
    app.settings.animation_speed = 1.0
    match = Match("forest", [Seat("Ana"), Seat("Ben")], seed=12)
    scene = table_for(app, match)
    reveal_frames = int(REVEAL_SECONDS / 0.016) + 2
    reveals = 0
    while isinstance(app.top, TableScene):
        ready = next(b for b in scene.column.buttons if b.label == app.t("ready"))
        for _ in range(30):                     # half a second behind the hand-off screen: nothing plays
            app.frame(0.016, events=[])
        click(app, ready.rect.center)
        if len(match.state.history) > reveals:   # a reveal happened while the screen was passed: played again
            reveals = len(match.state.history)
            assert scene.reveal_timer == pytest.approx(REVEAL_SECONDS, abs=0.05)
        for _ in range(reveal_frames):
            app.frame(0.016, events=[])
        assert scene.reveal_timer == 0
        last_to_confirm = scene.seat
        before = len(match.state.history)
        play_human_turn_by_keyboard(app, scene)
        if match.over:
            break
        if len(match.state.history) > before:    # this player's confirmation revealed the picks
            assert not scene.private and scene.seat == last_to_confirm, "they see their picks land"
            assert scene.handing_off and scene.reveal_timer > 0
            drawn = []
            real_face = card_art(app).face
            card_art(app).face = lambda *a: drawn.append(a[1]) or real_face(*a)
            app.frame(0.016, events=[])
            card_art(app).face = real_face
            hand = set(match.state.view(scene.seat).hand)
            board = set(scene.placed().values())
            assert not (set(drawn) - board - hand) and not any(
                d in hand and d not in board for d in drawn), "the hand passed on is not shown"
            key(app, pygame.K_RETURN)            # no input while the reveal plays
            assert scene.handing_off and not match.state.pending[scene.seat]
            for _ in range(reveal_frames):
                app.frame(0.016, events=[])
            assert scene.private and not scene.handing_off, "then the screen is passed on"
        else:                                   # no reveal (the first to confirm): the screen passes at once
            assert scene.private and not scene.handing_off
    assert match.over and isinstance(app.top, TableScene), "the last picks are shown landing first"
    app.frame(0.016, events=[])
    assert isinstance(app.top, TableScene)
    for _ in range(reveal_frames):
        app.frame(0.016, events=[])
    assert isinstance(app.top, ScoringScene)


def test_a_solo_game_to_its_result(make_app):
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    match = Match("savane", [Seat("Zoé")], seed=9, solo=True)
    scene = table_for(app, match)
    steps = 0
    while isinstance(app.top, TableScene):
        play_human_turn_by_keyboard(app, scene)
        steps += 1
        assert steps <= 40
    assert steps == 40                         # 20 placements and 20 discards
    assert isinstance(app.top, ScoringScene)
    assert match.state.score().solo is not None


def test_a_solo_discard_by_dragging_onto_the_opponent_grid(make_app):
    app = make_app()
    match = Match("forest", [Seat("Zoé")], seed=10, solo=True)
    scene = table_for(app, match)
    hand = list(scene.view.hand)
    kind = next(k for k in hand if k != "rabbit")
    _, card = scene.hand_rects()[hand.index(kind)]
    drag(app, card.center, scene.board().rect((0, 0)).center)
    assert scene.discarding
    give, card = scene.hand_rects()[0]
    target = next(rect for _, what, rect in scene.mini_boards() if what[0] == "opponent")
    drag(app, card.center, target.center)
    assert match.state.view(0).opponent == (give,)
    assert not scene.discarding


def test_leaving_a_game_asks_first(make_app):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    app.push(MenuScene(app))
    table_for(app, Match("forest", three_seats(), seed=11))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TableScene) and app.top.confirming_leave
    key(app, pygame.K_ESCAPE)                  # Escape again: keep playing
    assert isinstance(app.top, TableScene) and not app.top.confirming_leave
    key(app, pygame.K_ESCAPE)
    leave = next(b for b in app.top.column.buttons if b.label == app.t("leave_yes"))
    click(app, leave.rect.center)
    assert isinstance(app.top, MenuScene)


def test_every_string_exists_in_both_languages():
    for key_name, texts in STRINGS.items():
        assert texts.get("fr") and texts.get("en"), key_name


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_menu_setup_settings_and_table_render(make_app, lang, size):
    from scenes.menu import MenuScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    app = make_app(lang, size)
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    for scene in (SetupScene(app, count=6), SetupScene(app, count=1), SettingsScene(app)):
        app.push(scene)
        app.frame(0.016, events=[])
        app.pop()
    match = Match("savane", [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in range(5)], seed=12)
    table_for(app, match)
    app.frame(0.016, events=[])
    assert app.surface.get_size() == size


@pytest.mark.slow
def test_solo_draws_are_shown_one_card_then_five_after_a_full_row(make_app):
    app = make_app("fr")
    match = Match("forest", [Seat("Zoé")], seed=10, solo=True)
    scene = table_for(app, match)
    for turn in range(1, 6):
        legal = scene.legal()
        kind = next(k for k in scene.view.hand if k != "rabbit")
        assert scene.try_pick(kind, legal.cells[0])
        before = len(scene.view.hand)
        give = scene.view.hand[0]
        assert scene.try_discard(give)
        app.frame(0.016, events=[])
        drawn = 5 if turn == 5 else 1
        assert len(scene.view.hand) == before - 1 + drawn
        assert scene.draw_notice[0] == drawn
        words = "5 cartes" if drawn == 5 else "1 carte"
        assert words in scene.draw_notice_text()
        if drawn == 5:
            assert "Alban" in scene.draw_notice_text()
    for _ in range(400):                       # the notice goes away by itself
        app.frame(0.016, events=[])
    assert scene.draw_notice is None


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("players", [1, 2, 6])
def test_the_table_layout_keeps_every_part_apart(make_app, size, players):
    app = make_app("fr", size)
    if players == 1:
        match = Match("forest", [Seat("Zoé")], seed=3, solo=True)
    else:
        match = Match("forest", [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in range(players - 1)], seed=3)
    scene = table_for(app, match)
    for _ in range(6):                         # a few cards on the board
        legal = scene.legal()
        if hasattr(legal, "cells"):
            kind = next((k for k in scene.view.hand if k != "rabbit"), scene.view.hand[0])
            scene.try_pick(kind, legal.cells[-1])
            if scene.pending_rabbit:
                scene.skip_swap()
        else:
            scene.try_discard(scene.view.hand[0])
    app.frame(0.016, events=[])
    screen = pygame.Rect((0, 0), size)
    board = scene.board()
    cells = list(match.state.ecosystems[scene.seat].cells()) + list(getattr(scene.legal(), "cells", []))
    card_rects = [board.rect(c) for c in cells]
    hand = [r for _, r in scene.hand_rects()]
    minis = [r for _, _, r in scene.mini_boards()]
    panels = [scene.hint_rect()]
    for r in card_rects:
        assert scene.board_area.contains(r), "the ecosystem stays in its area"
    for r in hand:
        assert scene.hand_area.contains(r) and screen.contains(r)
    for r in minis:
        assert screen.contains(r) and not r.colliderect(scene.board_area) and not r.colliderect(scene.hand_area)
        assert not r.colliderect(scene.top_bar)
    for a in minis + panels:
        for b in minis + panels:
            assert a is b or not a.colliderect(b)
    assert not scene.board_area.colliderect(scene.hand_area) and not scene.hint_rect().colliderect(scene.hand_area)


def test_watching_computers_the_hand_on_show_cannot_be_dragged(make_app):
    """A watched game (every seat a computer) plays on a timer: the hand shown passes on by itself, so it is not
    the viewer's to drag (a drag held across a pass once asked the rules about a card no longer there)."""
    app = make_app()
    match = Match("forest", [Seat("A", COMPUTER), Seat("B", COMPUTER)], seed=3)
    scene = table_for(app, match)
    assert scene.spectating
    _, card = scene.hand_rects()[0]
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)])
    assert scene.dragging is None
    for _ in range(5):                                   # picks go by while the button is still held
        scene.pick_timer = scene.pick_interval
        app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=scene.board_area.center,
                                                    rel=(1, 1), buttons=(1, 0, 0))])
    assert len(match.state.history) >= 3 and scene.dragging is None
