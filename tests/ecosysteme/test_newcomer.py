"""What a new player found in a real window, pinned down with real events on the dummy display.

Each test drives the app as a player would (mouse motion, clicks, keys, window resizes) and asserts what the
player sees (what is drawn, and where) or what the game becomes. The sections follow the list of defects:
keyboard focus, keyboard-only play, resizing, the idle loop, no sound device, the scores shown on the cells,
the board's labels, the top bar and the hint, a Lapin's swap, the log put away, the log's whole lines, names
with control characters, Forêt's biodiversity line and the card viewer at the table.

What came with the fixes (SeatView.gain_if, the card viewer, App.frames_drawn...) is reached inside the tests, so
that on older code each test fails on its own, never the whole module.
"""
from __future__ import annotations

import json
import random
import threading

import pygame

from scenes.ecosysteme.cardart import card_art
import pytest

from game.ecosysteme.actions import Pick
from game.session import COMPUTER, Match, Seat

from ..helpers import look, scoring_for, settle
from .test_table import rabbit_game, table_for, three_seats
from .test_replay import random_finish
from tests.input import click, drag, key, move

APP_SIZE = (1280, 720)            # the smallest window the game allows: the tightest layout, the fastest frames


# ---------------------------------------------------------------------------- helpers


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


def button(scene, label):
    return next(b for b in scene.column.buttons if b.label == label)


def focused(scene) -> list[str]:
    """The labels of the buttons that wear the keyboard's focus outline."""
    return [b.label for b in scene.column.buttons if b.focus]


class Canvas(pygame.Surface):
    """A screen that remembers every blit as (source, the rect it was aimed at), for what went where."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blitted: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):
        at = dest.topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        size = source.get_size() if area is None else pygame.Rect(area).size
        self.blitted.append((source, pygame.Rect(at, size)))
        return super().blit(source, dest, area, special_flags)


class Texts:
    """Which text every surface drawn by ``app.fonts`` says (the cache hands out one surface per text)."""

    def __init__(self, app, monkeypatch) -> None:
        self.said: dict[int, tuple[pygame.Surface, str]] = {}
        real = app.fonts.text

        def text(words, style, size, color):
            surf = real(words, style, size, color)
            self.said[id(surf)] = (surf, words)
            return surf
        monkeypatch.setattr(app.fonts, "text", text)

    def of(self, surf) -> str | None:
        found = self.said.get(id(surf))
        return found[1] if found is not None and found[0] is surf else None

    def drawn(self, canvas: Canvas) -> list[tuple[str, pygame.Rect]]:
        """Every text blitted on ``canvas``, in order, with where it went."""
        return [(self.of(surf), rect) for surf, rect in canvas.blitted if self.of(surf) is not None]


def draw(app, scene) -> Canvas:
    """The scene drawn once more, on a canvas that remembers what went where."""
    canvas = Canvas(app.size)
    scene.draw(canvas)
    return canvas


def squash(text: str) -> str:
    return "".join(text.split())


def place(scene, cell=None):
    """The scene places a card of its hand (not a Lapin, when it can) at ``cell`` (default: the first legal
    one), its swap skipped and its placement confirmed: a pick made, as the rules' own moves."""
    legal = scene.legal()
    kind = next((k for k in legal.cards if k != "rabbit"), legal.cards[0])
    assert scene.try_pick(kind, legal.cells[0] if cell is None else cell)
    if scene.pending_rabbit:
        scene.skip_swap()
    if scene.staged is not None:
        scene.confirm()
    return kind


def finished(game_id="forest", players=3, seed=3, names=None):
    names = names or ["Ana", "Bob", "Chloé", "Dédé", "Élise", "Fanny"]
    match = Match(game_id, [Seat(names[i], COMPUTER) for i in range(players)], seed=seed)
    while not match.over:
        match.play_computers()
    return match




# ---------------------------------------------------------------------------- 1. the keyboard's focus


def test_hovering_take_it_back_and_leaving_it_does_not_take_the_enter_that_confirms(make_app):
    app = make_app(confirm=True)
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    kind, card = scene.hand_rects()[0]
    cell = scene.legal().cells[0]
    drag(app, card.center, scene.board().rect(cell).center)
    assert scene.staged == Pick(kind, cell)
    undo = button(scene, app.t("undo_pick"))
    move(app, undo.rect.center)                     # the pointer passes over Take it back...
    move(app, scene.top_bar.center)                 # ... and leaves it
    key(app, pygame.K_RETURN)
    assert scene.staged is None
    assert scene.view.ecosystem(0) == {cell: kind}, "Enter confirmed the card: it is played"
    assert match.state.pick == 2


def test_hovering_the_hint_button_then_arrows_and_enter_choose_the_third_card(make_app):
    app = make_app()
    match = Match("forest", three_seats(), seed=5)
    scene = table_for(app, match)
    hand = list(scene.view.hand)
    hint = button(scene, app.t("hint_button"))
    move(app, hint.rect.center)
    move(app, scene.board_area.midtop)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert scene.selected == 2 and scene.cursor is not None, "the third card is chosen: a cell cursor shows"
    assert scene.hint_job is None and scene.hint is None, "no hint was asked"
    assert focused(scene) == []
    key(app, pygame.K_RETURN)
    assert scene.view.ecosystem(0) == {(0, 0): hand[2]}


def arrow_to(app, scene, label, arrow):
    """Press ``arrow`` until the dialog's button ``label`` has the keyboard's focus (two buttons: twice at most)."""
    for _ in range(2):
        if focused(scene) == [label]:
            break
        key(app, arrow)
    assert focused(scene) == [label]


def test_escape_then_enter_keeps_playing_and_arrows_choose_the_dialogs_button(make_app):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    app.push(MenuScene(app))
    match = Match("forest", three_seats(), seed=11)
    scene = table_for(app, match)
    before = match.state.to_text()
    key(app, pygame.K_ESCAPE)
    assert scene.confirming_leave
    key(app, pygame.K_RETURN)                      # the safe default: Keep playing
    assert app.top is scene and not scene.confirming_leave
    assert match.state.to_text() == before
    key(app, pygame.K_ESCAPE)
    assert focused(scene) == []                     # no button is the keyboard's before an arrow says so
    key(app, pygame.K_RIGHT)
    first = focused(scene)
    key(app, pygame.K_RIGHT)
    second = focused(scene)
    key(app, pygame.K_LEFT)
    assert len(first) == len(second) == 1 and first != second and focused(scene) == first
    assert {first[0], second[0]} == {app.t("leave_yes"), app.t("leave_no")}
    arrow_to(app, scene, app.t("leave_no"), pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert app.top is scene and not scene.confirming_leave, "Keep playing, chosen with the arrows"
    assert match.state.to_text() == before
    key(app, pygame.K_ESCAPE)
    arrow_to(app, scene, app.t("leave_yes"), pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, MenuScene) and not isinstance(app.top, TableScene), "Leave, chosen with the arrows"


# ---------------------------------------------------------------------------- 2. keyboard only

CARD_KEYS = [(pygame.K_LEFT, 0), (pygame.K_RIGHT, 0), (pygame.K_TAB, 0), (pygame.K_TAB, pygame.KMOD_SHIFT)]
CELL_KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN]


def keyboard_step(app, scene, rng) -> None:
    """One step of a human with keys only: Enter on the hand-off screen; a card chosen with ←/→/Tab, Enter,
    a cell with the arrows, Enter, S for a Lapin's swap, Enter to confirm; in solo a card to give away, Enter."""
    if scene.private:
        key(app, pygame.K_RETURN)                   # Ready
        assert not scene.private, "Enter on the hand-off screen shows the hand"
        look(app, scene)                            # the player reads the hand before the next key
        return
    for _ in range(rng.randrange(4)):
        key(app, *rng.choice(CARD_KEYS))
    game = scene.match.state
    hand = scene.view.hand
    kind = hand[min(scene.selected, len(hand) - 1)]     # what Enter takes
    if scene.discarding:
        key(app, pygame.K_RETURN)
        assert [game.kind_id(uid) for uid in game.opponent][-1] == kind, "the selected card was given away"
        return
    key(app, pygame.K_RETURN)
    assert scene.cursor is not None, "Enter chose the card: a cell cursor"
    for _ in range(rng.randrange(4)):
        key(app, rng.choice(CELL_KEYS))
    cell = scene.cursor
    key(app, pygame.K_RETURN)
    if scene.pending_rabbit:
        assert scene.pending_rabbit == (kind, cell)
        key(app, pygame.K_s)
    staged = scene.staged
    assert staged is not None and (staged.card, staged.cell) == (kind, cell), "it waits there for Confirm"
    key(app, pygame.K_RETURN)
    assert scene.staged is None
    assert scene.hint_job is None and scene.hint is None, "no key asked for a hint"


def play_by_keyboard(app, scene, limit):
    from scenes.ecosysteme.table import TableScene

    rng = random.Random(7)
    steps = 0
    while isinstance(app.top, TableScene):
        keyboard_step(app, scene, rng)
        steps += 1
        assert steps <= limit, "the game does not move on"
    return steps


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_a_whole_solo_game_with_keys_only(make_app, game_id):
    from scenes.ecosysteme.scoring import ScoringScene

    app = make_app(confirm=True)
    match = Match(game_id, [Seat("Zoé")], seed=21, solo=True)
    scene = table_for(app, match)
    steps = play_by_keyboard(app, scene, limit=40)
    assert steps == 40                              # 20 placements and 20 cards given away
    assert isinstance(app.top, ScoringScene) and match.over and match.state.score().solo is not None


@pytest.mark.slow
@pytest.mark.parametrize("game_id, humans", [("forest", 2), ("savane", 3)], ids=["two and the neutral", "three"])
def test_a_whole_hot_seat_game_with_keys_only(make_app, game_id, humans):
    from scenes.ecosysteme.scoring import ScoringScene

    app = make_app(confirm=True)
    names = ["Ana", "Ben", "Cléo"]
    match = Match(game_id, [Seat(names[i]) for i in range(humans)], seed=22)
    scene = table_for(app, match)
    rules = match.rules
    picks = rules.rounds * rules.picks_per_round * humans    # every cell of every human's grid
    steps = play_by_keyboard(app, scene, limit=2 * picks)
    assert steps == 2 * picks                       # a hand-off screen, then a pick, for every pick of everyone
    assert isinstance(app.top, ScoringScene) and match.over
    if humans == 2:
        assert match.state.has_neutral and len(match.state.neutral_pile) == picks // 2


def lifted(scene, canvas) -> list[str]:
    """The hand's cards drawn raised above their place: the one the keyboard has chosen."""
    return [kind for kind, rect in scene.hand_rects()
            if any(at.x == rect.x and at.y < rect.y and at.size == rect.size for _, at in canvas.blitted)]


def test_the_card_enter_gives_away_is_the_one_shown_selected(make_app):
    app = make_app()
    match = Match("forest", [Seat("Zoé")], seed=10, solo=True)
    scene = table_for(app, match)
    key(app, pygame.K_LEFT)                         # the hand's last card...
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)                       # ... placed
    assert scene.discarding and not scene.pending_rabbit
    shown = lifted(scene, draw(app, scene))
    key(app, pygame.K_RETURN)                       # give the selected card away
    given = match.state.kind_id(match.state.opponent[-1])
    assert shown == [given], "the card given away was the one shown selected"


def test_tab_and_shift_tab_change_the_selected_card(make_app):
    app = make_app()
    scene = table_for(app, Match("forest", three_seats(), seed=4))
    count = len(scene.view.hand)
    assert scene.selected == 0
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.selected == 2
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.selected == 1
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.selected == count - 1               # round the hand
    assert scene.cursor is None and focused(scene) == []


def test_up_and_down_move_the_cell_cursor_and_never_the_buttons(make_app):
    app = make_app()
    match = Match("forest", three_seats(), seed=4)
    scene = table_for(app, match)
    for cell in [(0, 0), (0, 1), (1, 1)]:          # an L of three cards: cells above and below to choose from
        place(scene, cell)
    settle(app, scene)
    key(app, pygame.K_RETURN)
    cells = list(scene.legal().cells)
    moved = 0
    for k, step in [(pygame.K_DOWN, 1), (pygame.K_DOWN, 1), (pygame.K_UP, -1), (pygame.K_UP, -1),
                    (pygame.K_UP, -1), (pygame.K_DOWN, 1)]:
        before = scene.cursor
        key(app, k)
        ahead = [c for c in cells if (c[0] - before[0]) * step > 0]
        assert scene.cursor in cells
        if ahead:
            assert (scene.cursor[0] - before[0]) * step > 0, "the cursor went the arrow's way"
            moved += 1
        else:
            assert scene.cursor == before
        assert focused(scene) == [] and scene.column.focus == -1, "no button took the arrow"
    assert moved >= 3
    kind = scene.view.hand[scene.selected]
    where = scene.cursor
    key(app, pygame.K_RETURN)
    assert scene.view.ecosystem(0)[where] == kind
    assert scene.hint_job is None and scene.hint is None


def test_on_the_second_solo_turn_enter_down_enter_places_a_card(make_app):
    app = make_app()
    match = Match("forest", [Seat("Zoé")], seed=10, solo=True)
    scene = table_for(app, match)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)                       # turn 1: the card...
    assert scene.discarding
    key(app, pygame.K_RETURN)                       # ... and the one given to Alban
    assert match.state.turn == 2 and not scene.discarding
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    if scene.pending_rabbit:
        key(app, pygame.K_s)
    assert match.state.ecosystems[0].count == 2 and scene.discarding, "the card is placed"
    assert scene.hint_job is None and scene.hint is None, "no hint"


# ---------------------------------------------------------------------------- 3. resizing

RESIZES = [(1920, 1080), (1400, 800)]


def layout_rects(scene) -> dict[str, tuple]:
    """Every rect of the scene's layout (its public attributes, their lists and dicts, its buttons), by name."""
    from scenes.ui import Button, ButtonColumn

    out: dict[str, tuple] = {}

    def walk(value, name, depth):
        if isinstance(value, pygame.Rect):
            out[name] = tuple(value)
        elif isinstance(value, Button):
            out[name] = tuple(value.rect)
        elif isinstance(value, ButtonColumn):
            walk(value.buttons, name, depth)
        elif isinstance(value, (list, tuple)) and depth < 4:
            for i, item in enumerate(value):
                walk(item, f"{name}[{i}]", depth + 1)
        elif isinstance(value, dict) and depth < 4:
            for k, item in value.items():
                walk(item, f"{name}[{k!r}]", depth + 1)

    for attr, value in vars(scene).items():
        if not attr.startswith("_") and attr != "app":
            walk(value, attr, 0)
    return out


def drawn_box(app) -> pygame.Rect:
    """Where the window shows anything but the bare background."""
    screen, background = app.surface, app.background()
    more = screen.copy()
    more.blit(background, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    less = background.copy()
    less.blit(screen, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    more.blit(less, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(more, (0, 0, 0, 255), (24, 24, 24, 255))
    mask.invert()
    boxes = mask.get_bounding_rects()
    assert boxes, "something is drawn"
    return boxes[0].unionall(boxes[1:])


def open_scene(app, name):
    """The scene ``name`` on top of the menu, as a player reaches it."""
    from scenes.ladder import LadderScene
    from scenes.menu import MenuScene
    from scenes.ecosysteme.replay import ReplayScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene

    if name == "scoring":
        scoring_for(app, finished())             # over the menu, as the game shows it
    else:
        app.push(MenuScene(app))
    if name == "setup":
        app.push(SetupScene(app))
    elif name == "settings":
        app.push(SettingsScene(app))
    elif name == "rules":
        app.push(RulesScene(app))
    elif name == "ladder":
        app.push(LadderScene(app))
    elif name in ("table", "leave dialog"):
        scene = table_for(app, Match("forest", three_seats(), seed=2))
        place(scene)
        if name == "leave dialog":
            key(app, pygame.K_ESCAPE)
            assert scene.confirming_leave
    elif name == "hand-off":
        scene = table_for(app, Match("forest", [Seat("Ana"), Seat("Ben")], seed=2))
        assert scene.private
    elif name == "replay":
        app.push(ReplayScene(app, finished()))
    app.frame(0.016, events=[])
    return app.top


def assert_laid_out_for(app, scene, size):
    w, h = size
    assert app.surface.get_size() == size
    laid = layout_rects(scene)
    assert laid, "the scene has a layout to check"
    scene.layout(app.size)
    assert layout_rects(scene) == laid, "the scene had laid itself out for the window as it is"
    window = pygame.Rect((0, 0), app.size)
    outside = [name for name, rect in laid.items() if not window.contains(pygame.Rect(rect))]
    assert not outside, f"past the window's edge: {outside}"
    app.frame(0.016, events=[])
    box = drawn_box(app)
    assert abs(box.centerx - w / 2) < 0.1 * w, "the picture sits in the middle of the window"
    assert box.w > 0.45 * w and box.h > 0.45 * h, "and uses the window's room"


SCENES = ["menu", "setup", "settings", "rules", "ladder", "table", "hand-off", "leave dialog", "scoring", "replay"]


@pytest.mark.parametrize("name", SCENES)
def test_every_scene_lays_itself_out_again_when_the_window_is_resized(make_app, name):
    from scenes.ecosysteme.table import TableScene

    app = make_app(size=(1280, 720))
    scene = open_scene(app, name)
    for size in RESIZES:
        app.window.size = size
        app.frame(0.016, events=[event(pygame.WINDOWRESIZED, x=size[0], y=size[1])])
        assert app.top is scene
        assert_laid_out_for(app, scene, size)
        if isinstance(scene, TableScene):
            window = pygame.Rect((0, 0), size)
            for area in (scene.top_bar, scene.hand_area, scene.board_area):
                assert window.contains(area)
            assert scene.top_bar.w == size[0], "the top bar spans the window"
            assert scene.board_area.w > size[0] / 3 and scene.hand_area.w > size[0] / 3
    # F11 and back: the layout follows the window each time (the dummy screen's full screen is below the
    # minimum size: the scene is laid out for the minimum, off screen, and a message asks for room)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    laid = layout_rects(scene)
    scene.layout(app.size)
    assert layout_rects(scene) == laid, "laid out again for the full screen"
    screen = pygame.Rect((0, 0), app.size)
    assert all(screen.contains(pygame.Rect(rect)) for rect in laid.values())
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert_laid_out_for(app, scene, RESIZES[-1])


# ---------------------------------------------------------------------------- 4. a still screen is not redrawn


def run_frames(app, count, events=()) -> int:
    """``count`` frames as the main loop runs them; how many reached the screen."""
    before = app.frames_drawn
    for i in range(count):
        app.frame(0.016, events=list(events) if i == 0 else [], always_draw=False)
    return app.frames_drawn - before


def test_a_table_waiting_for_the_player_draws_nothing_until_an_event(make_app):
    app = make_app()
    scene = table_for(app, Match("forest", three_seats(), seed=3))
    run_frames(app, 2)
    assert run_frames(app, 30) == 0 and app.idle(), "nothing moves: nothing drawn"
    assert run_frames(app, 1, [event(pygame.MOUSEMOTION, pos=scene.top_bar.center, rel=(1, 1),
                                     buttons=(0, 0, 0))]) == 1, "the pointer moved: drawn"
    assert run_frames(app, 10) == 0 and app.idle()
    assert run_frames(app, 1, [event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)]) == 1
    assert scene.selected == 1


def test_a_card_waiting_for_confirm_pulses_and_is_drawn_every_frame(make_app):
    app = make_app(confirm=True)
    scene = table_for(app, Match("forest", three_seats(), seed=3))
    kind, card = scene.hand_rects()[0]
    drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
    assert scene.staged is not None
    assert run_frames(app, 20) == 20 and not app.idle()
    key(app, pygame.K_RETURN)
    run_frames(app, 2)
    assert run_frames(app, 20) == 0 and app.idle()


def test_a_reveal_is_drawn_until_it_ends(make_app):
    from scenes.shell.match import REVEAL_SECONDS

    app = make_app(speed=1.0)
    scene = table_for(app, Match("forest", three_seats(), seed=3))
    place(scene)
    assert scene.reveal_timer > 0
    frames = int(REVEAL_SECONDS / 0.016) - 2
    assert run_frames(app, frames) == frames and not app.idle()
    run_frames(app, 10)
    assert scene.reveal_timer == 0
    assert run_frames(app, 20) == 0 and app.idle()


def test_a_computer_thinking_is_drawn_every_frame(make_app):
    app = make_app()
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER, "hard"), Seat("Cid", COMPUTER)], seed=3)
    gate = threading.Event()
    real_thinker = match.thinker

    def held_thinker():
        job = real_thinker()
        return lambda: gate.wait(20) and job()
    match.thinker = held_thinker
    try:
        scene = table_for(app, match)
        assert scene.thinking is not None
        assert run_frames(app, 15) == 15 and not app.idle(), "the thinking dots move"
    finally:
        gate.set()
    settle(app, scene)
    run_frames(app, 2)
    assert run_frames(app, 15) == 0 and app.idle()


# ---------------------------------------------------------------------------- 5. no sound device, keys repeat


def test_the_game_opens_no_sound_device_and_held_keys_repeat(make_app):
    pygame.mixer.quit()
    make_app()
    assert not pygame.mixer.get_init()
    delay, interval = pygame.key.get_repeat()
    assert delay > 0 and interval > 0


# ---------------------------------------------------------------------------- 6. the score on every lit cell


def grown_table(app, seed=3, picks=3):
    match = Match("forest", three_seats(), seed=seed)
    scene = table_for(app, match)
    cells = [(0, 0), (0, 1), (1, 0), (1, 1), (0, 2)][:picks]
    for cell in cells:
        place(scene, cell)
    settle(app, scene)
    app.frame(0.016, events=[])
    return match, scene


def badges(app, scene, texts, canvas) -> dict:
    """The score badge's text drawn in the middle of each legal cell."""
    board = scene.board()
    centres = {board.rect(cell).center: cell for cell in scene.legal().cells}
    out = {}
    for words, rect in texts.drawn(canvas):
        if rect.center in centres and words[:1] in "+-":
            out[centres[rect.center]] = words
    return out


def gold_ring(canvas, scene, cell) -> bool:
    """The cell wears the gold ring: gold 5 px above its top edge, where no neighbour's outline reaches (the
    cell's own lit edge is inside it, the cursor's outline 1-4 px out, the cell above's ring 2-4 px out)."""
    from scenes.ui import HIGHLIGHT

    rect = scene.board().rect(cell)
    return tuple(canvas.get_at((rect.centerx, rect.y - 5)))[:3] == tuple(HIGHLIGHT)[:3]


def assert_gains_shown(app, scene, texts, card):
    canvas = draw(app, scene)
    view = scene.view
    game = scene.match.state
    cells = list(scene.legal().cells)
    assert len(cells) >= 4
    now = game.score().players[0].total
    expected = {cell: view.gain_if(Pick(card, cell)) for cell in cells}
    assert expected == {cell: game.score_if(0, Pick(card, cell)).total - now for cell in cells}
    assert scene.gains(card) == expected
    assert badges(app, scene, texts, canvas) == {cell: f"{gain:+d}" for cell, gain in expected.items()}, \
        "every legal cell shows what the card would score there"
    best, worst = max(expected.values()), min(expected.values())
    for cell, gain in expected.items():
        # the best cells wear gold, unless every cell is worth the same (then none is the best)
        assert gold_ring(canvas, scene, cell) == (gain == best and best > worst), f"gold ring on {cell}"
    return best > worst


def test_every_legal_cell_shows_what_the_dragged_card_scores_there_and_the_best_wear_gold(make_app, monkeypatch):
    app = make_app()
    match, scene = grown_table(app)
    texts = Texts(app, monkeypatch)
    rings = 0
    for kind, rect in scene.hand_rects():
        app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
        away = scene.hand_area.midbottom                 # held away from the board: the card hides no cell
        move(app, away, held=True)
        assert scene.dragging == kind
        rings += assert_gains_shown(app, scene, texts, kind)
        app.frame(0.016, events=[event(pygame.MOUSEBUTTONUP, pos=away, button=1)])
        assert scene.dragging is None
    assert rings, "some card is worth more on some cells than on others"
    canvas = draw(app, scene)
    assert badges(app, scene, texts, canvas) == {}, "no badge once the card is back in hand"


def test_the_keyboard_cell_cursor_shows_the_same_scores(make_app, monkeypatch):
    app = make_app()
    match, scene = grown_table(app, seed=5)
    texts = Texts(app, monkeypatch)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert scene.cursor is not None
    assert_gains_shown(app, scene, texts, scene.view.hand[1])


# ---------------------------------------------------------------------------- 7. the board's labels


def test_the_board_labels_name_every_card_as_the_log_does(make_app, monkeypatch):
    from game.ecosysteme.log import cell_name
    from game.gamelog import log_lines

    app = make_app()
    match = Match("forest", three_seats(), seed=8)
    scene = table_for(app, match)
    for cell in [(0, 0), (0, -1), (-1, -1), (-1, -2), (-2, -2), (-1, -3)]:   # the ecosystem grows left and up
        place(scene, cell)
        settle(app, scene)
    texts = Texts(app, monkeypatch)
    app.frame(0.016, events=[])
    canvas = draw(app, scene)
    board = scene.board()
    eco = match.state.ecosystems[0]
    placed = {cell: match.state.kind_id(uid) for cell, uid in eco.items()}
    assert min(r for r, _ in placed) == -2 and min(c for _, c in placed) == -3
    above = min(board.rect(cell).y for cell in placed)
    left = min(board.rect(cell).x for cell in placed)
    columns = {words: rect.centerx for words, rect in texts.drawn(canvas)
               if words in "ABCDE" and len(words) == 1 and rect.bottom <= above}
    rows = {words: rect.centery for words, rect in texts.drawn(canvas)
            if words in ("1", "2", "3", "4") and rect.right <= left}
    for cell in placed:
        name = cell_name(eco, cell)
        rect = board.rect(cell)
        assert columns.get(name[0]) == rect.centerx, f"{name}: its letter is over its column"
        assert rows.get(name[1:]) == rect.centery, f"{name}: its number is beside its row"
    # every line of the log about this player, found on the board by its labels, is that card
    items = [item for entry in log_lines(match.state, match.names(), app.lang) for item in entry.items
             if item.seat == 0]
    assert len(items) == 6
    for item in items:
        at = (columns[item.cell[0]], rows[item.cell[1:]])
        cell = board.cell_at(at, list(placed))
        assert cell is not None and placed[cell] == item.card, item.text


# ---------------------------------------------------------------------------- 8. the top bar and the hint


def test_the_top_bar_asks_for_confirm_while_a_card_waits(make_app, monkeypatch):
    app = make_app("fr", confirm=True)
    scene = table_for(app, Match("forest", three_seats(), seed=3))
    texts = Texts(app, monkeypatch)
    kind, card = scene.hand_rects()[0]
    drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
    assert scene.staged is not None
    said = [words for words, rect in texts.drawn(draw(app, scene)) if scene.top_bar.contains(rect)]
    assert app.t("table_confirm_status", name="Ana") in said
    key(app, pygame.K_BACKSPACE)                     # taken back: the bar asks for a pick again
    said = [words for words, rect in texts.drawn(draw(app, scene)) if scene.top_bar.contains(rect)]
    assert app.t("table_confirm_status", name="Ana") not in said and app.t("your_pick", name="Ana") in said


def test_the_hint_says_what_it_earns_and_its_ghost_steps_aside_while_a_card_is_dragged(make_app, monkeypatch):
    app = make_app()
    match, scene = grown_table(app, seed=6, picks=2)
    key(app, pygame.K_h)
    settle(app, scene)
    hint = scene.shown_hint
    assert isinstance(hint, Pick)
    texts = Texts(app, monkeypatch)
    gain = match.state.score_if(0, hint).total - match.state.score().players[0].total
    words = app.t("table_hint_gain" if gain > 0 else "table_hint_gain_later", gain=gain)
    panel = scene.hint_rect()
    canvas = draw(app, scene)
    shown = " ".join(w for w, rect in texts.drawn(canvas) if panel.contains(rect))
    assert squash(words) in squash(shown), "the hint says what the pick earns"
    cell = scene.board().rect(hint.cell)
    assert any(rect.topleft == cell.topleft for _, rect in canvas.blitted), "the ghost lies on the hinted cell"
    hand = scene.hand_rects()
    _, card = hand[[k for k, _ in hand].index(hint.card)]
    app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)])
    move(app, scene.hand_area.midbottom, held=True)
    canvas = draw(app, scene)
    assert not any(rect.topleft == cell.topleft for _, rect in canvas.blitted), "no ghost on the lit cell"
    assert hint.cell in badges(app, scene, texts, canvas), "the cell's score shows instead"


# ---------------------------------------------------------------------------- 9. a Lapin's swap


def test_the_card_taken_for_a_lapins_swap_follows_the_pointer(make_app, monkeypatch):
    app = make_app()
    match, scene = rabbit_game(app)
    hand = list(scene.view.hand)
    _, card = scene.hand_rects()[hand.index("rabbit")]
    drag(app, card.center, scene.board().rect(scene.legal().cells[0]).center)
    assert scene.pending_rabbit
    placed = scene.view.ecosystem(0)
    a = next(iter(placed))
    faces = {}
    real_face = card_art(app).face

    def face(game_id, kind, width, lang):
        surf = real_face(game_id, kind, width, lang)
        faces[id(surf)] = kind
        return surf
    monkeypatch.setattr(card_art(app), "face", face)
    pointer = (scene.board_area.right - 37, scene.board_area.bottom - 23)
    app.frame(0.016, events=[event(pygame.MOUSEBUTTONDOWN, pos=scene.board().rect(a).center, button=1)])
    for pos in (scene.board_area.center, pointer):
        move(app, pos, held=True)
    assert scene.dragging == "swap" and scene.swap_from == a
    canvas = draw(app, scene)
    at_pointer = [faces.get(id(surf)) for surf, rect in canvas.blitted if rect.center == pointer]
    assert placed[a] in at_pointer, "the card taken is drawn under the pointer"


# ---------------------------------------------------------------------------- 10. L gives the log's room


def test_l_hides_the_log_and_the_board_takes_its_room(make_app, monkeypatch):
    app = make_app()
    scene = table_for(app, Match("forest", three_seats(), seed=3))
    texts = Texts(app, monkeypatch)
    title = app.t("log_title")
    assert not any(r.x == scene.right_col.x for _, _, r in scene.mini_boards()), "the right column has the log"
    assert title in [words for words, _ in texts.drawn(draw(app, scene))]
    area, cell = scene.board_area.copy(), scene.board().cw
    key(app, pygame.K_l)
    assert title not in [words for words, _ in texts.drawn(draw(app, scene))], "the log is put away"
    assert scene.board_area.w > area.w and scene.board_area.right >= scene.right_col.right - 20
    assert scene.board().cw >= cell
    assert not scene.board_area.colliderect(scene.hand_area)
    key(app, pygame.K_l)
    assert scene.show_log and scene.board_area == area


def test_l_gives_the_right_columns_small_boards_its_height(make_app):
    app = make_app()
    seats = [Seat("Ana")] + [Seat(n, COMPUTER) for n in ("Bob", "Cid", "Dan", "Eve", "Fay")]
    scene = table_for(app, Match("savane", seats, seed=3))
    right = [r for _, _, r in scene.mini_boards() if r.x == scene.right_col.x]
    assert right
    key(app, pygame.K_l)
    grown = [r for _, _, r in scene.mini_boards() if r.x == scene.right_col.x]
    # with the log put away the boards spread over both columns again (three to a column), each taller
    assert grown and all(g.h > max(r.h for r in right) for g in grown)
    assert grown[-1].bottom >= scene.right_col.bottom - 10, "they reach the column's foot"
    for a in grown:
        for b in grown:
            assert a is b or not a.colliderect(b)
    key(app, pygame.K_l)
    assert [r for _, _, r in scene.mini_boards() if r.x == scene.right_col.x] == right


# ---------------------------------------------------------------------------- 11. the log's whole lines


def assert_whole_lines(canvas, texts, view):
    lines = [(words, rect) for words, rect in texts.drawn(canvas) if rect.colliderect(view)]
    assert lines, "the log shows lines"
    for words, rect in lines:
        assert view.top <= rect.top and rect.bottom <= view.bottom, f"{words!r} is cut by the log's edge"
    return len(lines)


def test_the_log_never_shows_a_line_cut_by_its_edges(make_app, monkeypatch):
    from scenes.gamelog import GameLogPanel

    app = make_app()
    match = finished(players=4, seed=5)
    panel = GameLogPanel(app)
    rect = pygame.Rect(200, 120, 330, 411)
    texts = Texts(app, monkeypatch)
    panel.draw(Canvas(app.size), rect, match.state, match.names())     # laid out: at the bottom
    view = panel.view_rect(rect)
    assert_whole_lines(_drawn_log(app, panel, rect, match), texts, view)
    panel.scroll_by(-10 ** 6, rect)
    for dy in (7, 13, 29, 101, -5, -37, 211, 3, -1, 17):
        panel.scroll_by(dy, rect)
        assert_whole_lines(_drawn_log(app, panel, rect, match), texts, view)
    panel.scroll_by(-10 ** 6, rect)
    for _ in range(1000):                          # and seven pixels at a time, from the top to the bottom
        panel.scroll_by(7, rect)
        assert_whole_lines(_drawn_log(app, panel, rect, match), texts, view)
        if panel.follow:
            break
    assert panel.follow, "the sweep reached the newest entry"


def _drawn_log(app, panel, rect, match):
    canvas = Canvas(app.size)
    panel.draw(canvas, rect, match.state, match.names())
    return canvas


def test_the_log_never_shows_an_icon_cut_by_its_edges(make_app, monkeypatch):
    from scenes.gamelog import GameLogPanel

    app = make_app()
    match = finished(players=4, seed=5)
    icons = set()
    real_icon = card_art(app).icon

    def icon(game_id, kind, size):
        surf = real_icon(game_id, kind, size)
        icons.add(id(surf))
        return surf
    monkeypatch.setattr(card_art(app), "icon", icon)
    panel = GameLogPanel(app)
    rect = pygame.Rect(200, 120, 330, 411)
    panel.draw(Canvas(app.size), rect, match.state, match.names())
    view = panel.view_rect(rect)
    panel.scroll_by(-10 ** 6, rect)
    cut = []
    for _ in range(1000):                          # seven pixels at a time, from the top to the bottom
        panel.scroll_by(7, rect)
        for surf, at in _drawn_log(app, panel, rect, match).blitted:
            if id(surf) in icons and at.colliderect(view) and not (view.top <= at.top and at.bottom <= view.bottom):
                cut.append((panel.scroll, tuple(at)))
        if panel.follow:
            break
    assert not cut, f"icons cut by the log's edge (scroll, rect): {cut}"


def test_the_tables_log_scrolled_by_the_wheel_shows_whole_lines(make_app, monkeypatch):
    app = make_app()
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    for _ in range(12):
        place(scene)
        settle(app, scene)
    texts = Texts(app, monkeypatch)
    log = scene.log_rect()
    view = scene.log.view_rect(log)
    move(app, log.center)
    for y in (1, 1, 2, -1, 3, 1, -2, 1):
        app.frame(0.016, events=[event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                       precise_y=float(y))])
        assert_whole_lines(draw(app, scene), texts, view)
    key(app, pygame.K_PAGEDOWN)
    assert_whole_lines(draw(app, scene), texts, view)


# ---------------------------------------------------------------------------- 12. names with control characters

ODD_NAMES = ["A\x00na", "B\x1b[31mob\x07", "C\ud800ix", "\tDé\u200bdé\n"]


def draw_everything(app, match):
    """The table, the score screen, the replay and its log, each drawn: nothing may raise."""
    from scenes.gamelog import GameLogPanel
    from scenes.ecosysteme.replay import ReplayScene

    table = table_for(app, match)
    app.frame(0.016, events=[])
    random_finish(match)
    scoring = scoring_for(app, match)
    app.frame(0.016, events=[])
    replay = ReplayScene(app, match)
    app.push(replay)
    for _ in range(3):
        app.frame(0.016, events=[])
        key(app, pygame.K_LEFT)
    GameLogPanel(app).draw(app.surface, pygame.Rect(40, 40, 360, 500), match.state, match.names())
    return table, scoring, replay


def test_control_characters_in_a_saved_name_draw_without_crashing(make_app, tmp_path):
    from game import savegame

    app = make_app()
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cid")], seed=4)
    data = savegame.match_to_dict(match)
    for seat, name in zip(data["seats"], ODD_NAMES):
        seat["name"] = name
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")        # \ud800 stays an escape in the file
    loaded = savegame.load_match(path)
    draw_everything(app, loaded)


def test_text_with_control_characters_is_drawn_without_them(make_app):
    # whatever route a name takes to the screen, drawing it must not trip over it: seats given such names
    # behind the Seat's back (as an older save's loader did) and every way the scenes draw text
    app = make_app()
    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)], seed=4)
    for seat, name in zip(match.seats, [n for n in ODD_NAMES if "\ud800" not in n]):
        seat.name = name                            # (a lone surrogate cannot be saved: Seat drops it)
    draw_everything(app, match)
    fonts = app.fonts
    for name in ODD_NAMES:                          # the letters drawn, the rest left out
        for surf in (fonts.text(name, "bold", 20, (0, 0, 0)), fonts.fit(name, "bold", 20, (0, 0, 0), 60),
                     fonts.fit_or_cut(name * 5, "bold", 20, (0, 0, 0), 60, 12)):
            assert surf.get_width() > 0
        assert fonts.wrap(name + " " + name, "regular", 18, (0, 0, 0), 40)


def test_control_characters_typed_in_a_name_are_left_out(make_app):
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    app.frame(0.016, events=[])
    field = setup.fields[0]
    click(app, button=1, pos=field.rect.center)
    assert field.focus
    app.frame(0.016, events=[event(pygame.TEXTINPUT, text=piece) for piece in ("Z", "\x00", "o\x1b", "é\ud800")])
    key(app, pygame.K_RETURN)
    assert field.text == "Zoé"
    click(app, button=1, pos=setup.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.match.seats[0].name == "Zoé"
    app.frame(0.016, events=[])


# ---------------------------------------------------------------------------- 13. Forêt's biodiversity line


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_first_frame_says_how_many_kinds_are_missing(make_app, monkeypatch, lang):
    app = make_app(lang)
    match = Match("forest", three_seats(), seed=3)
    texts = Texts(app, monkeypatch)
    app.surface = first = Canvas(app.size)          # the table's first frame is drawn here
    table_for(app, match)
    rules = match.rules
    kinds = len(rules.kinds)                        # an empty ecosystem: every kind scores nothing
    line = app.t("table_biodiversity", points=rules.biodiversity_points(kinds), gaps=kinds)
    assert str(kinds) in line and str(rules.biodiversity_points(kinds)) in line
    assert line in [words for words, _ in texts.drawn(first)]


# ---------------------------------------------------------------------------- 14. the card viewer at the table


def test_resting_on_a_small_boards_card_shows_it_and_a_pinned_card_closes_with_escape(make_app):
    from scenes.cardview import HOVER_DELAY

    app = make_app()
    match = Match("forest", three_seats(), seed=3)
    scene = table_for(app, match)
    place(scene)
    settle(app, scene)
    token, _, kind = next(t for *_, tokens in scene.mini_contents() for t in tokens)
    move(app, token.center)
    for _ in range(4):
        app.frame(0.1, events=[])
    assert scene.inspector.shown is None, "not before the pointer has rested"
    app.frame(0.7 - 0.4, events=[])
    assert HOVER_DELAY <= 0.7 and scene.inspector.shown == (match.game_id, kind)
    move(app, scene.top_bar.center)
    assert scene.inspector.shown is None
    hand_kind, card = scene.hand_rects()[2]
    click(app, button=3, pos=card.center)                      # a right-click pins the hand's card
    assert scene.inspector.pinned and scene.inspector.shown == (match.game_id, hand_kind)
    assert scene.dragging is None and scene.cursor is None
    key(app, pygame.K_ESCAPE)
    assert scene.inspector.shown is None
    assert not scene.confirming_leave and app.top is scene, "Escape closed the card, not the game"
