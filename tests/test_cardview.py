"""The card viewer (scenes/cardview.py): hover a card to read it, right-click to pin it; shown in the replay."""
from __future__ import annotations

import pygame
import pytest

from game.ecosysteme.cards import GAME_IDS

from .ecosysteme.test_replay import finished, finished_solo
from tests.input import click, key, move

APP_SIZE = (1280, 720)


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def replay(app, match, step=None):
    from scenes.ecosysteme.replay import ReplayScene

    scene = ReplayScene(app, match)
    app.push(scene)
    scene.go(scene.last if step is None else step)
    app.frame(0.016, [])
    return scene


def a_card(scene, slot=0, cell=0):
    """(kind id, its rect on screen) of a card of the replay's board ``slot``."""
    what, seat = scene.slots()[slot]
    kind = scene.board(what, seat)[0][cell]
    return kind, scene.cell_rect(slot, cell)


def empty_spot(scene):
    """A point of the board area with no card under it (between two boards' blocks)."""
    area = scene.boards_area
    for y in range(area.y, area.bottom, 5):
        for x in range(area.x, area.right, 5):
            if scene.card_at((x, y)) is None:
                return x, y
    raise AssertionError("no empty spot")


def squash(text: str) -> str:
    """The text with every space taken out (wrapping turns spaces into line ends)."""
    return "".join(text.split())


def words(markup: str) -> str:
    """What a reader sees on the rules screen, spaces aside: the markup's heading, bullet and table signs
    taken off."""
    out = []
    for line in markup.split("\n"):
        line = line.strip()
        if line.startswith("## "):
            line = line[3:]
        elif line.startswith("- "):
            line = line[2:]
        elif line.startswith("|"):
            line = " ".join(cell.strip() for cell in line.strip("|").split("|"))
        out.append(line)
    return squash(" ".join(out))


# ---------------------------------------------------------------------------- hover


def test_resting_on_a_card_shows_it_after_the_delay_and_not_before(make_app):
    app = make_app("en")
    scene = replay(app, finished("forest", 3))
    kind, rect = a_card(scene, 1, 7)
    move(app, rect.center)
    app.frame(0.4, [])
    assert scene.inspector.shown is None and scene.inspector.panel_rect is None
    app.frame(0.3, [])
    assert scene.inspector.shown == ("forest", kind)
    assert scene.inspector.panel_rect is not None            # drawn this frame
    # a small move on the same card does not start the wait again
    move(app, (rect.centerx + 3, rect.centery + 2))
    assert scene.inspector.shown == ("forest", kind)


def test_moving_off_the_card_hides_it_and_nothing_shows_over_empty_space(make_app):
    app = make_app("fr")
    scene = replay(app, finished("savane", 2, seed=5))
    kind, rect = a_card(scene, 0, 0)
    move(app, rect.center)
    app.frame(0.7, [])
    assert scene.inspector.shown == ("savane", kind)
    spot = empty_spot(scene)
    move(app, spot)
    assert scene.inspector.shown is None and scene.inspector.panel_rect is None
    for _ in range(3):
        app.frame(1.0, [])
    assert scene.inspector.shown is None
    # another card: the wait starts again from nothing
    other, other_rect = a_card(scene, 1, 19)
    move(app, rect.center)
    app.frame(0.7, [])
    move(app, other_rect.center)
    assert scene.inspector.shown is None
    app.frame(0.4, [])
    assert scene.inspector.shown is None
    app.frame(0.3, [])
    assert scene.inspector.shown == ("savane", other)


def tooltip_over_a_replay(make_app):
    """A finished Forêt game's replay at its end, the pointer resting on a card of the first board: its tooltip up."""
    app = make_app("en")
    scene = replay(app, finished("forest", 2))
    kind, rect = a_card(scene, 0, 12)
    move(app, rect.center)
    app.frame(0.7, [])
    assert scene.inspector.shown == ("forest", kind)
    return app, scene


def test_the_tooltip_follows_the_board_under_a_resting_pointer(make_app):
    """Stepping the replay back to the deal leaves nothing under the pointer: the tooltip goes."""
    app, scene = tooltip_over_a_replay(make_app)
    key(app, pygame.K_HOME)
    assert scene.index == 0
    assert scene.inspector.shown is None
    app.frame(1.0, [])
    assert scene.inspector.shown is None


def test_a_tooltip_that_goes_without_an_event_is_drawn_gone(make_app):
    """In the main loop a still scene is drawn only after events: a tooltip that goes in an update (the card under
    the resting pointer changed with no event: the replay moved on) still asks for the frame that shows it gone,
    or the old tooltip stays on screen (the monkey found it in a Canopée replay)."""
    app, scene = tooltip_over_a_replay(make_app)
    scene.go(0)                                  # the board changes under the pointer, no event
    app.frame(0.016, events=[], always_draw=False)
    assert scene.inspector.shown is None
    assert not scene.animating()
    fresh = pygame.Surface(app.surface.get_size())
    scene.draw(fresh)
    assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(app.surface, "RGB"), "the tooltip left on screen"


def test_the_neutral_pile_and_the_solo_opponent_can_be_read(make_app):
    app = make_app("en")
    scene = replay(app, finished("forest", 2))
    assert scene.slots()[2] == ("neutral", None)
    kind, rect = a_card(scene, 2, 5)
    move(app, rect.center)
    app.frame(0.7, [])
    assert scene.inspector.shown == ("forest", kind)
    solo = make_app("fr")
    scene = replay(solo, finished_solo())
    assert scene.slots()[1] == ("opponent", None)
    kind, rect = a_card(scene, 1, 19)
    click(solo, button=3, pos=rect.center)
    assert scene.inspector.shown == ("forest", kind) and scene.inspector.pinned


def test_cancel_hides_it_until_the_pointer_moves_again(make_app):
    app = make_app("en")
    scene = replay(app, finished("forest", 2))
    kind, rect = a_card(scene, 0, 3)
    move(app, rect.center)
    app.frame(0.7, [])
    assert scene.inspector.shown is not None
    scene.inspector.cancel()
    app.frame(1.0, [])
    assert scene.inspector.shown is None
    # a drag (a button held) is not reading: nothing shows while it lasts
    app.frame(0.016, [event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(1, 0, 0))])
    app.frame(1.0, [])
    assert scene.inspector.shown is None
    move(app, rect.center)
    app.frame(0.7, [])
    assert scene.inspector.shown == ("forest", kind)


# ---------------------------------------------------------------------------- pinned


def test_a_right_click_pins_it_and_a_click_closes_it_without_reaching_the_scene(make_app):
    app = make_app("en")
    scene = replay(app, finished("forest", 3), step=5)
    kind, rect = a_card(scene, 0, min(scene.board("seat", 0)[0]))      # a card placed by pick 5
    click(app, button=3, pos=rect.center)                        # at once, no wait
    assert scene.inspector.shown == ("forest", kind) and scene.inspector.pinned
    w, h = app.size
    assert scene.inspector.panel_rect.center == (w // 2, h // 2)
    # moving the pointer away does not close it
    move(app, (5, h - 5))
    app.frame(1.0, [])
    assert scene.inspector.shown == ("forest", kind)
    # a click on the Next button closes the viewer, and the replay does not step
    nxt = next(b for b in scene.buttons if b.label == "Next")
    click(app, button=1, pos=nxt.rect.center)
    assert scene.inspector.shown is None and scene.index == 5
    # the Next button works again once the viewer is closed
    click(app, button=1, pos=nxt.rect.center)
    assert scene.index == 6
    # a right-click anywhere closes it too, and a log entry under it is not followed
    click(app, button=3, pos=rect.center)
    assert scene.inspector.pinned
    log_point = next((scene.log_rect.centerx, y) for y in range(scene.log_rect.y, scene.log_rect.bottom, 4)
                     if scene.log.entry_at((scene.log_rect.centerx, y), scene.log_rect) not in (None, 6))
    click(app, button=3, pos=log_point)
    assert scene.inspector.shown is None and scene.index == 6
    click(app, button=1, pos=log_point)
    assert scene.index != 6                           # that click was a real one


def test_a_key_closes_it_and_escape_does_not_leave_the_scene(make_app):
    app = make_app("fr")
    scene = replay(app, finished("forest", 3), step=4)
    kind, rect = a_card(scene, 1, min(scene.board("seat", 1)[0]))
    click(app, button=3, pos=rect.center)
    assert scene.inspector.pinned
    key(app, pygame.K_RIGHT)
    assert scene.inspector.shown is None and scene.index == 4      # the key only closed the viewer
    click(app, button=3, pos=rect.center)
    assert scene.inspector.pinned
    key(app, pygame.K_ESCAPE)
    assert scene.inspector.shown is None
    assert app.top is scene and app.running
    key(app, pygame.K_ESCAPE)                                       # now Escape leaves, as ever
    assert app.top is not scene


def test_a_right_click_on_nothing_is_left_to_the_scene(make_app):
    app = make_app("en")
    scene = replay(app, finished("forest", 2))
    assert not scene.inspector.handle(event(pygame.MOUSEBUTTONDOWN, pos=empty_spot(scene), button=3),
                                      scene.card_at)
    assert scene.inspector.shown is None


# ---------------------------------------------------------------------------- the words


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rule_shown_is_the_rules_screens_own(make_app, lang):
    """The tooltip says the rules page's opening rule, word for word; the pinned viewer the whole page."""
    from scenes.cardview import CardInspector
    from scenes.rules import RulesScene

    app = make_app(lang)
    inspector = CardInspector(app)
    for game_id in GAME_IDS:
        rules = RulesScene(app, game_id)
        app.push(rules)
        for kind in app.catalogue[game_id].kinds:
            rules.select(kind.id)
            page = rules.text()                       # what the rules screen lays out for this card
            lead = page.split("\n## ")[0]
            hover = inspector.laid_out((game_id, kind.id), pinned=False)
            pinned = inspector.laid_out((game_id, kind.id), pinned=True)
            assert squash(" ".join(hover.lines)) == words(lead), (game_id, kind.id)
            assert squash(" ".join(pinned.lines)) == words(page), (game_id, kind.id)
            assert "##" not in " ".join(pinned.lines) and "|" not in " ".join(pinned.lines)
        app.pop()
    # and in the player's words: the Bee's rule, the Lapin's swap on the pinned page
    bee = " ".join(inspector.laid_out(("forest", "bee"), pinned=False).lines)
    rabbit = " ".join(inspector.laid_out(("forest", "rabbit"), pinned=True).lines)
    if lang == "en":
        assert bee.startswith("3 points for each Meadow adjacent to the Bee") and "swap" in rabbit.lower()
    else:
        assert bee.startswith("3 points pour chaque Clairière adjacente à l'Abeille") and "échange" in rabbit.lower()


# ---------------------------------------------------------------------------- on screen


@pytest.mark.slow
def test_near_every_edge_the_tooltip_stays_on_screen_beside_the_card(make_app):
    app = make_app("fr", (1280, 720))
    screen = pygame.Rect(0, 0, 1280, 720)
    scene = replay(app, finished("savane", 6, seed=5))
    for slot in range(len(scene.blocks)):
        for cell in (0, 4, 15, 19):
            kind, rect = a_card(scene, slot, cell)
            for pos in (rect.center, rect.topleft, (rect.right - 1, rect.bottom - 1)):
                move(app, pos)
                app.frame(0.7, [])
                box = scene.inspector.panel_rect
                assert scene.inspector.shown == ("savane", kind)
                assert screen.contains(box), (slot, cell, box)
                assert not box.colliderect(rect), (slot, cell, box, rect)      # the card stays in sight
                for part in scene.inspector.text_blits():
                    assert box.contains(part)
                move(app, empty_spot(scene))


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1600, 900)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_card_fits_its_panel_hovered_or_pinned(make_app, lang, size):
    """Every kind of both games, as a tooltip in a window corner and pinned: the text wraps inside the panel,
    the panel inside the window, and the face is large enough to read."""
    from scenes.cardview import CardInspector

    app = make_app(lang, size)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    surface = pygame.Surface(size)
    inspector = CardInspector(app)
    corners = [(2, 2), (w - 3, 2), (2, h - 3), (w - 3, h - 3), (w // 2, h // 2)]
    for game_id in GAME_IDS:
        for kind in app.catalogue[game_id].kinds:
            card = (game_id, kind.id)
            for pos in corners:
                inspector.cancel()
                inspector.handle(event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                                 lambda p, card=card: card)
                inspector.update(1.0)
                inspector.draw(surface)
                box = inspector.panel_rect
                assert screen.contains(box), (card, pos, box)
                assert not box.collidepoint(pos)
                assert all(box.contains(part) for part in inspector.text_blits()), (card, pos)
            inspector.handle(event(pygame.MOUSEBUTTONDOWN, pos=(w // 2, h // 2), button=3), lambda p: card)
            inspector.draw(surface)
            box = inspector.panel_rect
            assert inspector.pinned and screen.contains(box)
            assert all(box.contains(part) for part in inspector.text_blits()), card
            face = inspector.laid_out().face.get_width()
            assert face >= 0.18 * w                  # 230 px at 1280 wide, 288 at 1600
            inspector.cancel()
    assert 220 <= inspector.laid_out(("forest", "bee"), pinned=False).face.get_width() * (1600 / w) <= 300
