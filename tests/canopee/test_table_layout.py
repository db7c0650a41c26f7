"""The Canopée table's small parts, as a player sees them: the piles' count badges on their own cards (never over
the next pile or under the outline of the pile being looked at), the forest's group counts (×2) on top of the
cards, the abilities on the forest's cards (a lit one readable, an unlit one a small mark that leaves the card's
points in view), at every window size."""
from __future__ import annotations

import pygame
import pytest

from game.session import HUMAN, Match, Seat

from . import engine_rig as R
from tests.input import pointed_click

from .test_table_window import press_ready, table_at, table_for, table_mid_game

SIZES = [(1280, 720), (1600, 900), (2560, 1440)]
FRAME = 4          # how far the outline around the pile being looked at reaches outside its card


def badges_drawn(monkeypatch, app, scene) -> list[tuple[str, object]]:
    """Redraw the whole table; the order things were drawn in: ("card", rect) for every card face,
    ("badge", (text, box)) for every count badge."""
    import scenes.canopee.table_draw as table_draw

    drawn: list[tuple[str, object]] = []
    real_badge, real_card = table_draw.badge, scene.draw_card

    def badge(surface, fonts, text, center, size, **kw):
        box = real_badge(surface, fonts, text, center, size, **kw)
        drawn.append(("badge", (text, pygame.Rect(box))))
        return box

    def draw_card(surface, uid, kind, rect):
        drawn.append(("card", pygame.Rect(rect)))
        real_card(surface, uid, kind, rect)

    monkeypatch.setattr(table_draw, "badge", badge)
    monkeypatch.setattr(scene, "draw_card", draw_card)
    scene._side = None                      # the table everyone sees is drawn again, not blitted from its copy
    app.frame(0.016, events=[])
    return drawn


def pile_badges(scene, drawn) -> list[pygame.Rect]:
    """The count badge drawn for each pile (of those showing its size, the one nearest its card's bottom right
    corner)."""
    st = scene.match.state
    out = []
    for spot, rect in enumerate(scene.piles().spots):
        text = str(len(st.spots[spot]))
        near = rect.inflate(40, 40)
        mine = [d[1] for what, d in drawn if what == "badge" and d[0] == text and d[1].colliderect(near)]
        assert mine, f"no count badge on pile {spot}"
        out.append(min(mine, key=lambda b: abs(b.centerx - rect.right) + abs(b.centery - rect.bottom)))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_pile_s_count_badge_stays_on_its_card_clear_of_the_next_pile_and_the_looking_outline(
        make_app, monkeypatch, size, players):
    if players == 2:
        app, match, scene = table_at(make_app, "pile", size=size)      # a pile looked at: its outline drawn
    else:
        app, match, scene = table_mid_game(make_app, players, players == 1, size)
    drawn = badges_drawn(monkeypatch, app, scene)
    spots = scene.piles().spots
    badges = pile_badges(scene, drawn)
    for spot, (rect, box) in enumerate(zip(spots, badges)):
        assert rect.contains(box), (spot, rect, box)                    # on its own card
        assert scene.left_col.contains(box)
        frame = rect.inflate(2 * FRAME, 2 * FRAME)                        # were this pile looked at
        assert scene.left_col.contains(frame)
        for other, (o_rect, o_box) in enumerate(zip(spots, badges)):
            if other != spot:
                assert not frame.colliderect(o_rect) and not frame.colliderect(o_box), (spot, other)
    if players == 2:
        assert match.state.looking is not None and match.state.looking[0] == 0


@pytest.mark.parametrize("size", SIZES)
def test_a_group_s_count_is_drawn_over_every_card_and_inside_its_own(make_app, monkeypatch, size):
    app, match, scene = table_at(make_app, "drought_discard", size=size)
    layout = scene.my_forest()
    assert any(len(g.uids) > 1 for g in layout.groups), "the dialog's forest has a group of two"
    drawn = badges_drawn(monkeypatch, app, scene)
    counts = [(i, d[1]) for i, (what, d) in enumerate(drawn) if what == "badge" and d[0].startswith("×")]
    assert len(counts) >= sum(1 for g in layout.groups if len(g.uids) > 1)
    for i, box in counts:
        later = [r for what, r in drawn[i + 1:] if what == "card"]
        assert not any(r.colliderect(box) for r in later), box        # no card laid over a count
    for g in layout.groups:
        if len(g.uids) > 1:
            assert any(g.rect.contains(box) for _, box in counts), g.kind       # on its own card


def rigged_abilities(make_app, size, lang="en"):
    """A forest at the start of its owner's turn with the Tamarin and the Collybia to use (lit) and a Hoatzin
    whose ability waits for a pile (unlit), among many other cards."""
    app = make_app(lang=lang, size=size)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3,
                  options={"first_player": 0, "card_set": "C"})
    st = match.state
    R.clear_forest(st, 0)
    R.tree(st, 0, ["trunk_start", "trunk_1"], "canopy_1")
    R.tree(st, 0, ["trunk_2"])
    R.give(st, 0, "fern", "monstera", "collybia", "tamarin", "hoatzin", "howler_pair", "jaguar", "jaguar_pair",
           "butterfly", "rain", "fire", "disease", "goliath")
    R.refresh(st)
    scene = table_for(app, match)
    if scene.private:
        press_ready(app, scene)
    return app, match, scene


def ability_buttons(scene):
    """(button, the card it belongs to) for every ability button on the forest's cards."""
    groups = scene.my_forest().groups
    out = []
    for b in scene.column.buttons:
        if b.rect.colliderect(scene.strip):
            continue
        card = max(groups, key=lambda g: (g.rect.clip(b.rect).w * g.rect.clip(b.rect).h,
                                          -abs(g.rect.centerx - b.rect.centerx)))
        out.append((b, card))
    return out


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_a_lit_ability_is_readable_and_an_unlit_one_leaves_the_card_s_points_in_view(make_app, size, lang):
    app, match, scene = rigged_abilities(make_app, size, lang)
    prompt = scene.prompt()
    assert prompt.decision == "turn_start" and len(prompt.abilities) == 2
    fonts = app.fonts
    found = ability_buttons(scene)
    lit = [(b, g) for b, g in found if b.enabled]
    unlit = [(b, g) for b, g in found if not b.enabled]
    assert {g.kind for _, g in lit} == {"tamarin", "collybia"} and [g.kind for _, g in unlit] == ["hoatzin"]
    for b, g in lit:
        font = fonts.get("bold", b.size)
        assert b.size >= 12                                   # a readable size, never shrunk to fit the card
        assert b.rect.h >= font.get_linesize()                # a whole line of words high
        assert font.size(b.label)[0] <= b.rect.w - 8, (b.label, b.rect)   # its words fit at that size
        assert b.rect.colliderect(g.rect)                     # on its card
        assert scene.forest_area.contains(b.rect)
    for (a, _), (b, _) in zip(lit, lit[1:]):
        assert not a.rect.colliderect(b.rect)
    for b, g in unlit:
        card = g.rect
        assert card.contains(b.rect)
        # the card's name and points (its lower half) stay in view
        assert b.rect.bottom <= card.y + card.h * 0.55, (b.rect, card)
        assert b.rect.w <= card.w // 2
    # the pointer on the unlit mark: its words show (hover), a click does nothing
    mark = unlit[0][0]
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=mark.rect.center, rel=(0, 0),
                                                buttons=(0, 0, 0))])
    assert next(b for b, _ in ability_buttons(scene) if not b.enabled).hover
    before = len(match.state.actions_log())
    pointed_click(app, mark.rect.center)
    assert len(match.state.actions_log()) == before
    # a lit one used by a click
    tamarin = next(b for b, g in lit if g.kind == "tamarin")
    pointed_click(app, tamarin.rect.center)
    assert len(match.state.actions_log()) == before + 1
