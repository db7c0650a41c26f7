"""The first player is chosen the same way at every seat count (issue 23, point 18: "1 2 3 4" with four seats
but "Seat 1 / Seat 2" with two or three): each seat by its badge, the numbered disc in its colour that its row
shows, and the line under the row naming the seat chosen; it fits at 1280×720 with four seats and long names, in
French and in English, in every game that offers a first player."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import LANGUAGES, tr
from tests.input import click

APP_SIZE = (1280, 720)
LONG = ["Maximilienne-Ana", "Bartholomew Kiwi", "Wolfgang Amadeus", "Héloïse-Capucine"]     # 16 letters each


def games_with_a_first_player():
    from scenes.menu import game_info, window_games
    from scenes.setup import SEAT_OPTIONS

    return [g for g in window_games() if any(spec.id in SEAT_OPTIONS for spec in game_info(g).options)]


def test_both_new_games_offer_a_first_player():
    assert {"canopee", "living-forest"} <= set(games_with_a_first_player())


def first_player_row(setup):
    row = next(r for r in setup.option_rows if r.option == "first_player")
    segments = [b for b in setup.column.buttons if b.rect.top == row.label.top and b.rect.x > row.label.right]
    return row, segments


def open_on(make_app, game_id, count, lang, size=APP_SIZE, names=LONG):
    from scenes.setup import SetupScene

    app = make_app(lang=lang, size=size)
    setup = SetupScene(app, game_id, count)
    app.push(setup)
    app.frame(0.016, events=[])
    for field, name in zip(setup.fields, names):
        field.text = name
    setup.layout(app.size)
    app.frame(0.016, events=[])
    return app, setup


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ["canopee", "living-forest"])
def test_every_seat_count_offers_the_seats_as_their_badges(make_app, game_id, lang):
    for count in (2, 3, 4):
        app, setup = open_on(make_app, game_id, count, lang)
        _, segments = first_player_row(setup)
        random, seats = segments[0], segments[1:]
        assert random.label == tr("option_first_player_random", lang)
        assert [b.label for b in seats] == [str(n) for n in range(1, count + 1)], (count, [b.label for b in seats])
        from scenes.setup import SeatSegment

        assert all(isinstance(b, SeatSegment) for b in seats) and not isinstance(random, SeatSegment)
        # each badge as the seat's row shows it (Living Forest: the Spirit's colour)
        assert [b.badge for b in seats] == [setup.badge_colour(i) for i in range(count)]
        assert len({b.badge for b in seats}) == count


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game_id", ["canopee", "living-forest"])
def test_the_line_under_the_row_names_the_seat_chosen_whole(make_app, game_id, lang, size):
    app, setup = open_on(make_app, game_id, 4, lang, size)
    spec = next(s for s in setup.offered_options() if s.id == "first_player")
    row, segments = first_player_row(setup)
    assert row.about is not None
    assert setup.about(spec) == tr("coll_about_first_player_random", lang)
    fonts, k = app.fonts, setup.k
    for seat in range(4):
        click(app, first_player_row(setup)[1][seat + 1].rect.center)
        assert setup.value(spec) == seat
        row, segments = first_player_row(setup)
        assert segments[seat + 1].primary
        text = setup.about(spec)
        assert text == tr("coll_about_first_player_seat", lang, name=LONG[seat])
        # read whole (never cut with an ellipsis) at the smallest size the line allows
        assert fonts.get("italic", int(13 * k)).size(text)[0] <= row.about.w
        # every segment inside the panel, none over another or over the line
        for i, b in enumerate(segments):
            assert setup.box.contains(b.rect) and not b.rect.colliderect(row.about)
            assert all(not b.rect.colliderect(other.rect) for other in segments[i + 1:])


def test_the_line_follows_a_name_being_typed(make_app):
    app, setup = open_on(make_app, "canopee", 3, "en", names=["Ana", "Ben", "Cléo"])
    spec = next(s for s in setup.offered_options() if s.id == "first_player")
    click(app, first_player_row(setup)[1][2].rect.center)             # seat 2 plays first
    assert setup.about(spec) == "Ben plays first."
    click(app, setup.fields[1].rect.center)
    app.frame(0.016, events=[pygame.event.Event(pygame.TEXTINPUT, text=c) for c in "Bob"])
    assert setup.fields[1].text == "Bob" and setup.about(spec) == "Bob plays first."


def test_the_chosen_badge_starts_that_seat(make_app, monkeypatch):
    import scenes.games as games
    from scenes.base import Scene

    started = []

    class Table(Scene):
        def draw(self, surface):
            surface.fill((0, 0, 0))

    def table_scene(app, match, **_):
        started.append(match)
        return Table(app)

    monkeypatch.setattr(games, "table_scene", table_scene)
    app, setup = open_on(make_app, "living-forest", 2, "fr")
    click(app, first_player_row(setup)[1][2].rect.center)
    click(app, setup.start_rect.center)
    assert started[-1].options["first_player"] == 1 and started[-1].state.view(0).first == 1
