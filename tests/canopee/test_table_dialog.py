"""A dialog's card chosen while Confirm is asked (the Drought's, with *confirm each choice* on), as a player sees
it: the chosen card lifted in a bright frame, the other candidates dimmed, in the strip and where they lie in the
forest; and the card viewer, which never opens for a card under a button nor lays its tooltip over Confirm and
Undo when another side is free."""
from __future__ import annotations

import pygame
import pytest

from scenes.ui import GOOD, HIGHLIGHT

from .test_table_layout import ability_buttons, rigged_abilities
from tests.input import pointed_click

from .test_table_window import button, table_at

SIZES = [(1280, 720), (2560, 1440)]


def rest(app, pos, seconds: float = 1.0) -> None:
    """The pointer moved to ``pos`` and left there (the viewer's tooltip shows after a rest)."""
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
    for _ in range(round(seconds / 0.05)):
        app.frame(0.05, events=[])


def frame_colours_above(surface, rect: pygame.Rect, reach: int = 20) -> set[tuple[int, int, int]]:
    """The colours just above a card's top edge, in its middle (where its frame is drawn)."""
    x = rect.centerx
    return {tuple(surface.get_at((x, y)))[:3] for y in range(max(0, rect.y - reach), rect.y)}


def brightness(surface, rect: pygame.Rect) -> float:
    """The mean brightness of a card's middle."""
    inner = rect.inflate(-rect.w // 3, -rect.h // 3)
    total = n = 0
    for x in range(inner.x, inner.right, 3):
        for y in range(inner.y, inner.bottom, 3):
            r, g, b, *_ = surface.get_at((x, y))
            total += r + g + b
            n += 1
    return total / (3 * n)


@pytest.mark.parametrize("size", SIZES)
def test_the_card_chosen_for_the_drought_is_lifted_and_framed_the_others_dimmed(make_app, size):
    app, match, scene = table_at(make_app, "drought_discard", size=size, confirm=True)
    offered = [s for s in scene.slots() if s.item is not None]
    assert len(offered) >= 2
    app.frame(0.016, events=[])
    light = {s.uid: brightness(app.surface, s.rect) for s in offered}
    chosen = offered[1]
    pointed_click(app, chosen.rect.center)
    assert scene.selected is not None and match.view(0).decision() == "drought_discard"
    app.frame(0.016, events=[])
    surface = app.surface
    # the strip: the chosen card in a bright frame, raised; the others in the shade, framed faintly
    assert HIGHLIGHT in frame_colours_above(surface, chosen.rect)
    for slot in offered:
        if slot is chosen:
            continue
        assert HIGHLIGHT not in frame_colours_above(surface, slot.rect)
        assert GOOD not in frame_colours_above(surface, slot.rect, reach=8)
        assert brightness(surface, slot.rect) < 0.85 * light[slot.uid], slot.kind
    # the same card where it lies in the forest: framed as chosen, the other candidates no longer lit
    where = dict((item.uid, rect) for item, rect in scene.forest_items())
    assert chosen.item.uid in where
    assert HIGHLIGHT in frame_colours_above(surface, where[chosen.item.uid], reach=6)
    others = [rect for uid, rect in where.items() if uid != chosen.item.uid and rect != where[chosen.item.uid]]
    assert others and not any(GOOD in frame_colours_above(surface, rect, reach=4) for rect in others)
    # the places a click finds did not move (Confirm and Undo neither): Undo takes the choice back
    assert [s.rect for s in scene.slots() if s.item is not None] == [s.rect for s in offered]
    pointed_click(app, button(scene, scene.t("ct_undo")).rect.center)
    app.frame(0.016, events=[])
    assert scene.selected is None
    assert all(GOOD in frame_colours_above(app.surface, s.rect, reach=8) for s in offered)


def test_the_card_viewer_does_not_open_for_a_card_under_a_button(make_app):
    app, match, scene = rigged_abilities(make_app, (1280, 720))
    lit = next(b for b, _ in ability_buttons(scene) if b.enabled)
    assert scene.card_at(lit.rect.center) is not None          # the button is drawn over its card
    rest(app, lit.rect.center)
    assert scene.inspector.shown is None
    # beside the button, on the card itself, the viewer opens
    card = next(g.rect for b, g in ability_buttons(scene) if b is lit)
    spot = (card.centerx, card.y + 4)
    assert not lit.rect.collidepoint(spot)
    rest(app, spot)
    assert scene.inspector.shown is not None


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_the_card_viewer_keeps_off_confirm_and_undo(make_app, size):
    app, match, scene = table_at(make_app, "drought_discard", size=size, confirm=True)
    offered = [s for s in scene.slots() if s.item is not None]
    pointed_click(app, offered[0].rect.center)
    answers = [button(scene, scene.t("ct_confirm")).rect, button(scene, scene.t("ct_undo")).rect]
    for rect in answers:                                       # resting on a button shows no card
        rest(app, rect.center)
        assert scene.inspector.shown is None
    for slot in offered:
        rest(app, slot.rect.center)
        shown = scene.inspector.panel_rect
        assert scene.inspector.shown == ("canopee", slot.kind) and shown is not None
        assert not any(shown.colliderect(rect) for rect in answers), (slot.kind, shown)
        assert not shown.colliderect(slot.rect)
