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
