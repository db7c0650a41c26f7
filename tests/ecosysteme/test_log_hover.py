"""Pointing at a line of the game log lights the card it names on its board (issue 23, point 17): the log names
cells on the grid as it stands, so an ecosystem that grows left renames earlier lines ("Stream at A1" becomes
"B1"); the line need never be decoded, the card it is about lights up where it lies now — on the player's board,
on another seat's small board, in the neutral's pile, on the solo opponent's grid. Which card is read from the
log's data (``LogItem.spots``), never from its words."""
from __future__ import annotations

import pytest

from game.gamelog import log_lines
from game.session import COMPUTER, Match, Seat
from scenes.ui import HIGHLIGHT
from tools.record_golden import play_case

from ..helpers import settle
from tests.input import move


def point_at(app, scene, wanted):
    """Rest the pointer on the log's piece standing for ``wanted`` (an item, or an entry's items)."""
    rect = scene.log_rect()
    view = scene.log.view_rect(rect)
    for top, bottom, items, _ in scene.log._pieces:
        if items == wanted:
            y = view.y + top - scene.log.scroll + (bottom - top) // 2
            assert view.top <= y < view.bottom, "the line is in view"
            move(app, (view.x + 40, y))
            return
    raise AssertionError("no such line in the log")


def place(app, scene, cell):
    """The human places the first card of the hand that may go at ``cell`` (a Lapin swaps nothing)."""
    settle(app, scene)
    legal = scene.legal()
    assert cell in legal.cells, (cell, legal.cells)
    assert scene.try_pick(legal.cards[0], cell)
    if scene.pending_rabbit:
        scene.skip_swap()
    settle(app, scene)
    app.frame(0.016, [])


def ring_drawn(app, rect) -> bool:
    """The gold ring of a lit card: just outside its left edge."""
    return tuple(app.surface.get_at((rect.left - 3, rect.centery)))[:3] == HIGHLIGHT


@pytest.fixture
def grown(make_app):
    """Ana's second card went left of her first: her grid grew a column to the left."""
    from scenes.ecosysteme.table import TableScene

    app = make_app("en", size=(1600, 900))
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER)], seed=11)
    scene = TableScene(app, match)
    app.push(scene)
    place(app, scene, (0, 0))
    place(app, scene, (0, -1))
    return app, scene, match


def test_a_past_line_lights_its_card_after_the_grid_grew_left(grown):
    app, scene, match = grown
    first = log_lines(match.state, match.names(), "en")[0]
    ana = first.items[0]
    assert ana.who == "Ana" and ana.cell == "B1", "named on the grid as it stands: the first card is in B now"
    assert ana.spots == (("eco", 0, 0, 0),)
    card = scene.board().rect((0, 0))
    app.frame(0.016, [])
    assert not ring_drawn(app, card)
    point_at(app, scene, (ana,))
    assert scene.log.hovered(scene.log_rect()) == (ana,)
    assert scene._log_marks(scene.log_rect()) == [card]
    assert ring_drawn(app, card), "the card lights on the board"
    assert not ring_drawn(app, scene.board().rect((0, -1))), "only that card"
    move(app, (5, app.size[1] - 5))                          # the pointer leaves the log: nothing lit
    assert scene._log_marks(scene.log_rect()) == [] and not ring_drawn(app, card)


def test_another_seats_line_lights_its_card_on_the_small_board_and_a_header_lights_the_reveal(grown):
    app, scene, match = grown
    entry = log_lines(match.state, match.names(), "en")[1]
    bob = entry.items[1]
    assert bob.who == "Bob" and bob.spots[0][:2] == ("eco", 1)
    cell = bob.spots[0][2:]
    (_, _, _, _, _, tokens), = [m for m in scene.mini_contents() if m[1] == "eco" and m[2] == 1]
    token = next(rect for rect, at, _ in tokens if at == cell)
    point_at(app, scene, (bob,))
    assert scene._log_marks(scene.log_rect()) == [token]
    # the reveal's header: every card of it (Ana's on her board, Bob's on his, the neutral's in its pile)
    point_at(app, scene, entry.items)
    marks = scene._log_marks(scene.log_rect())
    neutral = [m for m in scene.mini_contents() if m[1] == "neutral"][0][5]
    assert marks == [scene.board().rect((0, -1)), token, neutral[1][0]]


def test_the_hovered_line_is_shaded_in_the_panel(grown):
    from scenes.gamelog import HOVER_FILL

    app, scene, match = grown
    ana = log_lines(match.state, match.names(), "en")[0].items[0]
    view = scene.log.view_rect(scene.log_rect())
    top, bottom, _, _ = next(p for p in scene.log._pieces if p[2] == (ana,))
    at = (view.right - 12, view.y + top - scene.log.scroll + 1)        # right of the words, inside the band
    app.frame(0.016, [])
    assert tuple(app.surface.get_at(at))[:3] != HOVER_FILL
    point_at(app, scene, (ana,))
    assert tuple(app.surface.get_at(at))[:3] == HOVER_FILL


def test_the_hand_off_screen_lights_nothing(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app("en", size=(1600, 900))
    match = Match("forest", [Seat("Ana"), Seat("Bob")], seed=3)
    scene = TableScene(app, match)
    app.push(scene)
    assert scene.private
    for seat in range(2):                               # both humans pick; the reveal is logged
        scene.reveal_hand()
        legal = scene.legal()
        scene.try_pick(legal.cards[0], legal.cells[0])
        if scene.pending_rabbit:
            scene.skip_swap()
        for _ in range(400):                            # the reveal plays, then the screen passes
            app.frame(0.05, [])
            if scene.private:
                break
    assert match.state.history and scene.private
    line = log_lines(match.state, match.names(), "en")[0].items[0]
    point_at(app, scene, (line,))
    assert scene.log.hovered(scene.log_rect()) == (line,) and scene._log_marks(scene.log_rect()) == []


def test_the_solo_gift_lights_the_opponents_card(make_app):
    from scenes.ecosysteme.table import TableScene

    app = make_app("en", size=(1600, 900))
    match = Match("forest", [Seat("Ana")], seed=5, solo=True)
    scene = TableScene(app, match)
    app.push(scene)
    for _ in range(2):
        legal = scene.legal()
        scene.try_pick(legal.cards[0], legal.cells[0])
        if scene.pending_rabbit:
            scene.skip_swap()
        scene.try_discard(scene.view.hand[0])
        app.frame(0.016, [])
    gift = log_lines(match.state, match.names(), "en")[1].items[1]
    assert gift.kind == "discard" and gift.spots == (("opponent", 1),)
    (_, _, _, _, _, tokens), = [m for m in scene.mini_contents() if m[1] == "opponent"]
    point_at(app, scene, (gift,))
    assert scene._log_marks(scene.log_rect()) == [tokens[1][0]]
    assert tokens[1][2] == gift.card


# ---------------------------------------------------------------------- the log's data


@pytest.mark.parametrize("game_id, count", [("forest", 2), ("forest", 5), ("savane", 3), ("forest", "solo"),
                                            ("savane", "solo")])
def test_every_line_knows_where_its_cards_lie_now_through_every_later_swap(game_id, count):
    game = play_case(game_id, count, "random" if count == 2 else "medium", 4)
    kind_at = [{cell: game.kind_id(uid) for cell, uid in eco.items()} for eco in game.ecosystems]
    swaps = 0
    for entry in log_lines(game, [f"P{i}" for i in range(6)], "en"):
        for item in entry.items:
            if item.kind == "pick":
                (_, seat, *placed), *others = item.spots
                assert seat == item.seat and kind_at[seat][tuple(placed)] == item.card
                assert len(others) == (0 if item.swap is None else len({*item.spots}) - 1)
                swaps += item.swap is not None
            elif item.kind == "neutral":
                (where, i), = item.spots
                assert where == "neutral" and game.kind_id(game.neutral_pile[i]) == item.card
            elif item.kind == "discard":
                (where, i), = item.spots
                assert where == "opponent" and game.kind_id(game.opponent[i]) == item.card
            else:
                assert item.spots == ()
    if game_id == "forest":
        assert swaps, "the games played include Lapin swaps"


def test_a_card_moved_by_a_later_swap_is_lit_where_it_lies_now():
    """A card placed by Ana, later moved by one of her Lapin's swaps: its line follows it."""
    for seed in range(40):
        game = play_case("forest", 2, "random", seed)
        for n, record in enumerate(game.history):
            pick = record["actions"][0]
            if pick.swap is None:
                continue
            for m, earlier in enumerate(game.history[:n]):
                moved = earlier["actions"][0].cell
                if moved in pick.swap and moved != pick.cell:
                    entry = log_lines(game, ["Ana", "Bob"], "en")[m]
                    spot = entry.items[0].spots[0]
                    assert spot[2:] != moved, "the card is no longer where it was placed"
                    uid = game.ecosystems[0].card_at(spot[2:])
                    assert game.kind_id(uid) == earlier["actions"][0].card
                    return
    pytest.fail("no game with a later swap moving an earlier card")


def test_a_save_of_the_previous_version_tells_its_log_with_the_spots():
    from pathlib import Path

    from game import savegame
    from tools.record_golden import GOLDEN

    match = savegame.load_match(Path(GOLDEN / "saves" / "in_progress.json"))
    entries = log_lines(match.state, match.names(), "en")
    assert entries and all(item.spots for entry in entries for item in entry.items if item.kind == "pick")

