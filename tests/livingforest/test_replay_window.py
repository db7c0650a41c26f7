"""Living Forest's replay in the window (scenes/livingforest/replay.py), driven by pygame events on the dummy
display: finished 2- and 4-player games stepped from the deal to the end by keys, buttons and clicks on log
entries; each step shows the rules' position; the last step's counts and sums are the outcome's; no card of a
draw pile or of a reserve stack is ever drawn; the layout holds from 1280×720 to 2560×1440."""
from __future__ import annotations

import functools
from collections import Counter

import pygame
import pytest

from game.gamelog import log_lines
from game.replay import replay_steps
from game.session import COMPUTER, Match, Seat
from tests.input import key, pointed_click

APP_SIZE = (1280, 720)
NAMES = ["Ana", "Ben", "Cléo", "Dora Lindqvist"]


@functools.lru_cache(maxsize=None)
def finished(players: int, seed: int = 5) -> Match:
    seats = [Seat(NAMES[i], COMPUTER, ("easy", "medium")[i % 2]) for i in range(players)]
    match = Match("living-forest", seats, seed=seed)
    while not match.over:
        match.play_computers()
    return match


def replay_for(app, match):
    from scenes.livingforest.replay import LivingForestReplay
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    scene = LivingForestReplay(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def public_cards(state) -> Counter:
    """The cards anyone may see face up, read straight from the state: every Help Line and the reserve rows."""
    seen = Counter()
    for sp in state.spirits:
        seen.update(sp.help)
    for row in state.rows.values():
        seen.update(row)
    return seen


def hidden_cards(state) -> set[int]:
    """Cards nobody may see: every draw pile and every reserve stack."""
    out: set[int] = set()
    for sp in state.spirits:
        out.update(sp.draw)
    for stack in state.stacks.values():
        out.update(stack)
    return out


def assert_shows(scene, state) -> None:
    """The scene draws ``state``'s public cards exactly, nothing hidden, and reads its public zones."""
    drawn = Counter(card for card, _ in scene.drawn)
    assert drawn == public_cards(state)
    assert not set(drawn) & hidden_cards(state) - set(public_cards(state))
    view = scene.view()
    assert view.seat < 0, "the replay looks through nobody's eyes"
    for seat in range(state.players):
        assert view.forest(seat) == dict(state.spirits[seat].forest)
    assert view.centre() == tuple(state.centre)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_the_keys_step_from_the_deal_to_the_end_through_the_rules_positions(make_app, players):
    app = make_app("en")
    match = finished(players)
    steps = replay_steps(match)
    entries = log_lines(match.state, match.names(), "en")
    scene = replay_for(app, match)
    assert scene.index == 0 and scene.counter_text() == "The deal"
    assert_shows(scene, steps[0].state)
    last = len(steps) - 1
    assert last == len(entries) == scene.last
    for i in range(1, last + 1):
        key(app, pygame.K_RIGHT)
        assert scene.index == i and scene.counter_text() == f"Step {i} / {last}"
        assert scene.info_parts()[0] == entries[i - 1].header
        assert len(scene.state.actions_log()) == entries[i - 1].actions
        assert_shows(scene, steps[i].state)
        assert scene.score_summary()["verdict"] is None or i == last
    key(app, pygame.K_RIGHT)                     # no step past the end
    assert scene.index == last
    key(app, pygame.K_LEFT)
    assert scene.index == last - 1
    key(app, pygame.K_HOME)
    assert scene.index == 0
    key(app, pygame.K_END)
    assert scene.index == last and scene.finished
    assert_shows(scene, match.state)


@pytest.mark.parametrize("players", [2, 4])
def test_the_last_step_shows_the_outcomes_counts_sums_and_winners(make_app, players):
    app = make_app("en")
    match = finished(players)
    outcome = match.state.outcome()
    scene = replay_for(app, match)
    assert scene.score_summary()["verdict"] is None and not scene.winners()
    key(app, pygame.K_END)
    counts = scene.counts()
    assert [[c.trees, c.fires, c.flowers] for c in counts] == outcome.detail["counts"]
    summary = scene.score_summary()
    assert [(n, p) for n, p, _ in summary["players"]] == list(zip(NAMES[:players], outcome.totals))
    assert {s for s, (_, _, won) in enumerate(summary["players"]) if won} == set(outcome.winners)
    won = [NAMES[s] for s in outcome.winners]
    assert summary["verdict"] == (f"{won[0]} wins!" if len(won) == 1 else f"Tie: {', '.join(won)}")


def test_a_turns_step_outlines_that_spirits_panel(make_app):
    app = make_app("en")
    match = finished(2)
    scene = replay_for(app, match)
    entries = log_lines(match.state, match.names(), "en")
    turn = next(i for i, e in enumerate(entries, 1) if e.header.endswith("· Ben"))
    scene.go(turn)
    assert scene.acting() == 1
    draw = next(i for i, e in enumerate(entries, 1) if "Guardian Animals" in e.header)
    scene.go(draw)
    assert scene.acting() is None


def test_the_buttons_the_log_entries_and_space_move_it(make_app):
    app = make_app("fr")
    match = finished(2)
    scene = replay_for(app, match)
    labels = {b.label: b for b in scene.buttons}
    assert set(labels) == {"Retour", "Précédent", "Lecture", "Suivant"}
    pointed_click(app, labels["Suivant"].rect.center)
    pointed_click(app, next(b for b in scene.buttons if b.label == "Suivant").rect.center)
    assert scene.index == 2 and scene.counter_text() == f"Étape 2 / {scene.last}"
    pointed_click(app, next(b for b in scene.buttons if b.label == "Précédent").rect.center)
    assert scene.index == 1
    # a click on a log entry goes to its step
    scene.go(scene.last)
    app.frame(0.016, [])
    rect = scene.log_rect
    for y in range(rect.y, rect.bottom, 6):
        step = scene.log.entry_at((rect.centerx, y), rect)
        if step is not None and step != scene.index:
            pointed_click(app, (rect.centerx, y))
            assert scene.index == step
            break
    else:
        pytest.fail("no log entry to click")
    # Space plays a step a second, and pauses
    scene.go(0)
    key(app, pygame.K_SPACE)
    assert scene.playing
    app.frame(1.05, [])
    assert scene.index == 1
    key(app, pygame.K_SPACE)
    app.frame(3.0, [])
    assert scene.index == 1 and not scene.playing
    # Escape goes back to the scene underneath
    key(app, pygame.K_ESCAPE)
    from scenes.menu import MenuScene

    assert isinstance(app.top, MenuScene)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_layout_holds(make_app, size, lang, players):
    app = make_app(lang, size=size)
    scene = replay_for(app, finished(players))
    scene.go(scene.last // 2)
    app.frame(0.016, [])
    screen = app.surface.get_rect()
    assert screen.contains(scene.left) and screen.contains(scene.forests_area) and screen.contains(scene.log_rect)
    assert not scene.left.colliderect(scene.forests_area)
    assert not scene.forests_area.colliderect(scene.log_rect)
    assert scene.left.contains(scene.circle.rect)
    for label, cards in scene.reserve_rows.values():
        assert all(scene.left.contains(r) for r in cards + [label])
        assert not any(scene.circle.rect.colliderect(r) for r in cards)
    rects = [p["rect"] for p in scene.panels]
    for k, parts in enumerate(scene.panels):
        assert scene.forests_area.contains(parts["rect"])
        for name in ("head", "help", "facts"):
            assert parts["rect"].contains(parts[name]), name
        assert parts["rect"].contains(scene.boards[k].rect)
        assert not scene.boards[k].rect.colliderect(parts["help"])
        assert all(not parts["rect"].colliderect(r) for j, r in enumerate(rects) if j != k)
    assert scene.boards[0].cell >= 20 * min(size[0] / 1280, size[1] / 720), "the forests stay readable"
    for card, rect in scene.drawn:
        assert screen.contains(rect)
