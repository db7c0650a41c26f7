"""A button the player may click again never moves (issue 23, point 2): in every game's table, driven through its
decisions by synthetic clicks, each click on a button is watched, and every button offered both before and after
that click (the same action, or the same words where a button names no action) is still at the same place — so
that clicking the same spot twice does the same thing twice.

Seen in Living Forest's draw phase: after a Reveal the Fragment offer came into the row and the row re-flowed
around the card's name; Reveal moved left and *Reveal until a Solitary* slid under the pointer."""
from __future__ import annotations

import random

import pygame
import pytest

from game.session import COMPUTER, HUMAN, Match, Seat

from .helpers import look, settle
from tests.input import drag, pointed_click

APP_SIZE = (1280, 720)


def identity(button) -> str:
    """What a button does: its action's key where it has one (a Living Forest action's label carries its budget),
    else its words."""
    return getattr(button, "key", "") or button.label


class RowWatch:
    """Watches ``app.frame``: for each frame whose events end with a left click on an enabled button of the table,
    the table's enabled buttons before and after; a button offered both times (once each) must keep its rect."""

    def __init__(self, app) -> None:
        self.app = app
        self.clicks = 0
        self.faults: list[str] = []
        self.clicked: set[str] = set()
        real = app.frame

        def frame(dt, events=None, always_draw=True):
            ups = [e.pos for e in events or () if e.type == pygame.MOUSEBUTTONUP and e.button == 1]
            scene = app.top
            before = self.row(scene)
            hit = [b for b in before if ups and b[1].collidepoint(ups[-1])]
            drawn = real(dt, events, always_draw)
            if hit and app.top is scene:
                self.clicks += 1
                self.clicked.add(hit[0][0])
                self.compare(scene, hit[0][0], before, self.row(scene))
            return drawn

        app.frame = frame

    @staticmethod
    def row(scene) -> list[tuple[str, pygame.Rect]]:
        column = getattr(scene, "column", None)
        if column is None:
            return []
        return [(identity(b), b.rect.copy()) for b in column.buttons if b.enabled]

    def compare(self, scene, clicked: str, before, after) -> None:
        def unique(row):
            seen: dict[str, list] = {}
            for name, rect in row:
                seen.setdefault(name, []).append(rect)
            return {name: rects[0] for name, rects in seen.items() if len(rects) == 1}

        old, new = unique(before), unique(after)
        for name in old.keys() & new.keys():
            if old[name] != new[name]:
                self.faults.append(f"{type(scene).__name__}: after a click on {clicked!r}, {name!r} moved "
                                   f"from {tuple(old[name])} to {tuple(new[name])}")


def enabled(scene, label: str):
    return next((b for b in scene.column.buttons if b.label == label and b.enabled), None)


# ---------------------------------------------------------------------------- Forêt and Savane


def ecosysteme_input(app, scene, rng) -> None:
    """One input by the mouse: Ready; Confirm or Undo of a card waiting on the board; a Lapin's swap skipped; the
    hint asked now and then; else a hand card dragged onto a lit cell (solo: onto the opponent to discard)."""
    from game.ecosysteme.actions import LegalPicks

    if scene.private:
        pointed_click(app, enabled(scene, scene.t("ready")).rect.center)
        look(app, scene)                 # the player reads the hand before playing it
        return
    if scene.handing_off or scene.reveal_timer > 0 or scene.thinking is not None or scene.hint_job is not None:
        settle(app, scene)
        app.frame(0.1, events=[])
        return
    if scene.staged is not None:
        label = "undo_pick" if rng.random() < 0.2 else "confirm_pick"
        pointed_click(app, enabled(scene, scene.t(label)).rect.center)
        return
    if scene.pending_rabbit:
        pointed_click(app, enabled(scene, scene.t("skip_swap")).rect.center)
        return
    hint = enabled(scene, scene.t("hint_button"))
    if hint is not None and scene.shown_hint is None and rng.random() < 0.15:
        pointed_click(app, hint.rect.center)
        return
    hands = scene.hand_rects()
    if not hands or scene.seat not in scene.match.state.to_act():
        app.frame(0.1, events=[])
        return
    kind, rect = rng.choice(hands)
    if scene.discarding:
        target = next(r for _, what, r in scene.mini_boards() if what[0] == "opponent")
        drag(app, rect.center, target.center)
        return
    legal = scene.legal()
    assert isinstance(legal, LegalPicks)
    cell = rng.choice(sorted(legal.cells))
    drag(app, rect.center, scene.board().rect(cell).center)


@pytest.mark.slow
@pytest.mark.parametrize("game, solo, lang", [("forest", False, "fr"), ("savane", True, "en")])
def test_forest_and_savane_buttons_keep_their_places(make_app, game, solo, lang):
    from scenes.ecosysteme.table import TableScene

    app = make_app(lang=lang, confirm=True)
    watch = RowWatch(app)
    seats = [Seat("Zoé", HUMAN)] if solo else [Seat("Ana", HUMAN), Seat("Ben", HUMAN), Seat("Cid", COMPUTER)]
    match = Match(game, seats, seed=4, solo=solo)
    scene = TableScene(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    rng = random.Random(1)
    for _ in range(400):
        if match.over or app.top is not scene:
            break
        ecosysteme_input(app, scene, rng)
    assert match.over
    assert {scene.t("confirm_pick"), scene.t("undo_pick")} <= watch.clicked
    assert not watch.faults, "\n".join(watch.faults[:10])


# ---------------------------------------------------------------------------- Canopée


@pytest.mark.slow
@pytest.mark.parametrize("players, solo, lang", [(2, False, "en"), (1, True, "fr")])
def test_canopee_buttons_keep_their_places(make_app, players, solo, lang):
    from .canopee.test_table_window import answer, table_for

    app = make_app(lang=lang, confirm=True)
    watch = RowWatch(app)
    seats = [Seat(f"P{i + 1}", HUMAN) for i in range(players)]
    match = Match("canopee", seats, seed=11, solo=solo)
    scene = table_for(app, match)
    rng = random.Random(3)
    for _ in range(1500):
        if match.over:
            break
        answer(app, scene, rng, abilities=True)
    assert match.over and watch.clicks > 40
    assert not watch.faults, "\n".join(watch.faults[:10])


# ---------------------------------------------------------------------------- Living Forest


@pytest.mark.slow
@pytest.mark.parametrize("humans, lang, seed", [(2, "en", 11), (1, "fr", 8)])
def test_living_forest_buttons_keep_their_places(make_app, humans, lang, seed):
    from .livingforest.test_table_window import answer, table_for

    app = make_app(lang=lang)
    watch = RowWatch(app)
    seats = [Seat("Ana", HUMAN)] + [Seat(n, HUMAN if i < humans - 1 else COMPUTER, "medium")
                                    for i, n in enumerate(("Bob", "Cid"))]
    match = Match("living-forest", seats, seed=seed)
    scene = table_for(app, match)
    rng = random.Random(seed)
    for _ in range(1200):
        if match.over or len(watch.faults) > 20:
            break
        answer(app, scene, rng)
    assert not watch.faults, "\n".join(watch.faults[:10])
    assert {"reveal", "stop", "act:attract", "end_turn"} <= watch.clicked
