"""The race panel's lines can be looked up (issue 27, point 3): a comparison line under the pointer opens its
kind's card with how the comparison stands now — each ecosystem's measure and the prize it would win."""
from __future__ import annotations

import random

import pytest

from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.cardview import HOVER_DELAY
from scenes.games import table_scene
from tests.helpers import settle
from tests.input import move


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_a_comparison_line_tells_how_it_stands(make_app, game_id):
    app = make_app("en")
    match = Match(game_id, [Seat("Ana", HUMAN), Seat("Bea", COMPUTER, "easy"), Seat("Cid", COMPUTER, "easy")],
                  seed=5)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    rng = random.Random(1)
    for _ in range(5):
        settle(app, scene)
        scene.controller.submit(rng.choice(match.view(0).legal_actions()))
        for _ in range(10):
            app.frame(0.2, events=[])
    settle(app, scene)
    race, place = scene.race(), scene.race_rect()
    lines = {}
    for y in range(place.y, place.bottom):
        found = scene.race_panel.comparison_at(place, race, scene.s, (place.centerx, y))
        if found is not None:
            lines[found[0]] = found[1]
    assert sorted(lines) == list(range(len(race.comparisons))) and lines
    for index, rect in lines.items():
        comp = race.comparisons[index]
        move(app, rect.center)
        app.frame(HOVER_DELAY + 0.05, events=[])
        shown = scene.inspector.shown
        assert shown[:2] == (game_id, comp.kind)
        for st in comp.standings:
            name = "Neutral" if st.player is None else match.names()[st.player]
            assert f"{name} {st.value}" + (f" → +{st.prize}" if st.prize else "") in shown[2], shown
        app.frame(0.016, events=[])
        move(app, (2, 2))
        app.frame(0.05, events=[])


def test_the_board_s_letters_and_numbers_are_looked_up(make_app):
    """A column letter or a row number of the board: the grid's rules (placing a card) and how the log names
    cells."""
    from game.ecosysteme.log import axis_names
    from scenes.cardview import card_page
    from scenes.ecosysteme.screens import GRID_LOOKUP
    from game.ecosysteme.rules_text import rules_text

    app = make_app("fr")
    match = Match("savane", [Seat("Ana", HUMAN), Seat("Bea", COMPUTER, "easy"), Seat("Cid", COMPUTER, "easy")], seed=2)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    board = scene.board()
    rows, cols = axis_names(match.state.ecosystems[0], board.rows, board.cols)
    c, letter = next(iter(cols.items()))
    cell = board.rect((board.top, c))
    move(app, (cell.centerx, cell.y - 8))
    app.frame(HOVER_DELAY + 0.05, events=[])
    shown = scene.inspector.shown
    assert shown[:2] == ("savane", GRID_LOOKUP) and shown[2].startswith(f"Colonne {letter} :"), shown
    assert card_page("savane", GRID_LOOKUP, "fr") == rules_text("savane", "placement", "fr")
    app.frame(0.016, events=[])
    r, number = next(iter(rows.items()))
    cell = board.rect((r, board.left))
    move(app, (cell.x - 10, cell.centery))
    app.frame(HOVER_DELAY + 0.05, events=[])
    assert scene.inspector.shown[2].startswith(f"Ligne {number} :")
    app.frame(0.016, events=[])
