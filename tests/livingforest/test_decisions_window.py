"""Living Forest's decisions on the table as a player and a hostile tester met them (issue 23): the draw phase's
buttons stay put while the Fragment offer comes and goes, Attract dims every card the sun left cannot pay for,
the order of two attracted cards is set, seen and confirmed before anything is played, the orange default action
is the most useful one, and a computer's turn is told without losing a line."""
from __future__ import annotations

import pytest

import pygame

from game.livingforest import actions as A
from game.livingforest.agents import EasyAgent
from game.session import COMPUTER, HUMAN, Match, Seat

from tests.input import key, pointed_click
from .test_table_window import table_for

APP_SIZE = (1280, 720)
_REACHED: dict[str, tuple[int, list]] = {}


def reach(name: str, players: int, wanted, tries: int = 300) -> tuple[int, list]:
    """(seed, actions) of the first game (Easy computers in every seat, seeds 0, 1...) in which seat 0 is asked a
    decision that ``wanted(state)`` accepts: a position a real game comes to."""
    from game.livingforest import LIVING_FOREST

    if name not in _REACHED:
        for seed in range(tries):
            st = LIVING_FOREST.new_state(players, seed, False, {})
            agents = [EasyAgent(seed * 10 + i) for i in range(players)]
            while not st.is_over and name not in _REACHED:
                seat = min(st.to_act())
                if seat == 0 and wanted(st):
                    _REACHED[name] = (seed, list(st.actions_log()))
                else:
                    st.apply(seat, agents[seat].choose(st.view(seat)))
            if name in _REACHED:
                break
        else:
            raise AssertionError(f"no game comes to {name}")
    return _REACHED[name]


def table_at(make_app, name: str, wanted, players: int = 2, lang: str = "en", size=None, speed: float = 0.0):
    """The table of Ana (the one human; Easy computers) at the position ``reach`` found."""
    seed, actions = reach(name, players, wanted)
    app = make_app(lang=lang, size=size, speed=speed)
    seats = [Seat("Ana", HUMAN)] + [Seat(n, COMPUTER, "easy") for n in ("Bob", "Cid", "Dee")[:players - 1]]
    match = Match("living-forest", seats, seed=seed)
    for seat, action in actions:
        match.state.apply(seat, action)
    scene = table_for(app, match)
    assert scene.seat == 0 and scene.prompt() is not None
    return app, match, scene


def key_button(scene, key: str):
    return next((b for b in scene.column.buttons if getattr(b, "key", "") == key), None)


# ---------------------------------------------------------------------------- 2. the draw row stays put


def test_reveal_clicked_again_at_the_same_spot_reveals_one_card_each_time(make_app):
    # seen: the Fragment offer came into the row after the first reveal and the row re-flowed; the second click
    # at Reveal's place fell on "Reveal until a Solitary", and three clicks revealed ten cards
    def fresh_draw_with_a_fragment(st) -> bool:
        v = st.view(0)
        return st.decision(0) == "draw" and not v.help_line(0) and v.fragments(0) >= 1
    for lang in ("en", "fr"):
        app, match, scene = table_at(make_app, "draw_fragment", fresh_draw_with_a_fragment, lang=lang)
        spot = key_button(scene, "reveal").rect.center
        stop = key_button(scene, "stop").rect.copy()
        offered = False
        for _ in range(3):
            view = scene.view
            if view.decision() != "draw" or A.REVEAL not in view.legal_actions():
                break
            n = len(view.help_line(0))
            pointed_click(app, spot)
            assert len(scene.view.help_line(0)) == n + 1           # one click, one card
            offered |= key_button(scene, "fragment") is not None
            if scene.prompt() is not None and scene.prompt().decision in ("draw", "forced"):
                assert key_button(scene, "stop").rect == stop      # Stop too, in a forced stop as well
        assert offered, "the Fragment offer came into the row"


# ---------------------------------------------------------------------------- 13. the order of two attracted cards


def two_to_order(st) -> bool:
    return st.decision(0) == "attract_order" and len(st.legal_actions(0)) == 2


def test_two_attracted_cards_are_ordered_seen_and_confirmed_before_anything_is_played(make_app):
    # seen: with two cards the first click played both (the rules lay the last card by themselves) and the
    # second click, meant to reorder, fell on the next decision's row
    for lang in ("en", "fr"):
        app, match, scene = table_at(make_app, "order_two", two_to_order, lang=lang)
        attracted = list(scene.view.frame()[2])
        n = len(match.state.actions_log())
        slots = scene.order_slots()
        first, second = (rect.center for _, rect in slots)
        pointed_click(app, first)
        assert len(match.state.actions_log()) == n and scene.prompt().decision == "attract_order"
        assert [c for c, _ in slots] == attracted[::-1]             # as they would be drawn: the last one first
        assert scene.order_picked == attracted[-1]
        pointed_click(app, second)                                            # the two swap places
        assert len(match.state.actions_log()) == n
        assert [c for c, _ in scene.order_slots()] == attracted and scene.order_picked is None
        scene.draw(app.surface)                                       # the dialog shows the new order
        pointed_click(app, first)
        pointed_click(app, first)                                             # picked, then put back: nothing moves
        assert [c for c, _ in scene.order_slots()] == attracted and scene.order_picked is None
        confirm = key_button(scene, "order_confirm")
        assert confirm.primary and confirm.rect.colliderect(scene.order_box())
        pointed_click(app, confirm.rect.center)
        assert scene.view.known_top(0)[:2] == tuple(attracted)       # the first attracted is now drawn first
        # a second click where the button was lands on the seat's area: nothing more is played
        n = len(match.state.actions_log())
        pointed_click(app, confirm.rect.center)
        assert len(match.state.actions_log()) == n


def test_the_order_is_set_with_the_keyboard_too(make_app):
    app, match, scene = table_at(make_app, "order_two", two_to_order, lang="fr")
    attracted = list(scene.view.frame()[2])
    key(app, pygame.K_TAB)
    assert scene.focused() == ("order", attracted[-1])
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)                                         # swapped
    assert [c for c, _ in scene.order_slots()] == attracted
    key(app, pygame.K_ESCAPE)                                         # the focus goes; Enter: the default button
    key(app, pygame.K_RETURN)
    assert scene.view.known_top(0)[:2] == tuple(attracted)


# ---------------------------------------------------------------------------- 14. the default action


def test_the_default_action_is_the_most_useful_one_never_a_fragment_when_better_is_legal():
    # seen: the orange default was always "Fragment", the first action in the row, though usually the weakest
    from game.livingforest.agents import CLEAR_MARGIN
    from game.livingforest.evaluate import Position, Weights
    from scenes.livingforest.table_prompt import PromptMaker

    seen = {"fragment_beaten": 0, "none": 0, "defaults": set()}
    for seed in range(5):
        match = Match("living-forest", [Seat(f"P{i}", COMPUTER, "medium") for i in range(3)], seed=seed)
        while not match.over:
            for seat in match.waiting_computers():
                view = match.view(seat)
                if view.decision() != "action":
                    continue
                prompt = PromptMaker(view, match.names(), "en").make()
                primary = [c for c in prompt.buttons if c.primary]
                acts = {c.key[4:]: c for c in prompt.buttons if c.key.startswith("act:") and c.enabled}
                if not acts:                         # nothing to do: ending the turn is the default
                    assert [c.key for c in primary] == ["end_turn"]
                    continue
                worth = sorted(((Position(view, Weights()).kind_value(k), k) for k in acts), reverse=True)
                assert len(primary) <= 1 and all(c.key != "end_turn" for c in primary)
                if primary:
                    kind = primary[0].key[4:]
                    assert kind == worth[0][1] and worth[0][0] > 0
                    assert len(worth) == 1 or worth[0][0] - worth[1][0] >= CLEAR_MARGIN * worth[0][0]
                    seen["defaults"].add(kind)
                else:
                    seen["none"] += 1
                if "fragment" in acts and worth[0][1] != "fragment":
                    seen["fragment_beaten"] += 1
                    assert not acts["fragment"].primary
            match.play_computers()
    assert seen["fragment_beaten"] > 20 and seen["none"] > 0
    assert {"attract", "extinguish", "plant", "move"} <= seen["defaults"]


def test_enter_begins_the_default_action_and_with_none_it_does_nothing(make_app):
    from game.livingforest.agents import suggested_action

    def fragment_and_a_clear_better(st) -> bool:
        v = st.view(0)
        best = suggested_action(v) if st.decision(0) == "action" else None
        return best is not None and best.kind != "fragment" and A.act("fragment") in v.legal_actions()

    def no_clear_best(st) -> bool:
        v = st.view(0)
        return st.decision(0) == "action" and suggested_action(v) is None and \
            sum(type(a) is A.Act for a in v.legal_actions()) >= 2
    app, match, scene = table_at(make_app, "default_clear", fragment_and_a_clear_better)
    best = suggested_action(scene.view)
    assert not key_button(scene, "act:fragment").primary
    assert key_button(scene, "act:" + best.kind).primary
    key(app, pygame.K_RETURN)
    assert scene.view.actions_taken(0)[-1:] == (best.kind,)
    app, match, scene = table_at(make_app, "default_none", no_clear_best, lang="fr")
    assert not any(b.primary for b in scene.column.buttons)
    n = len(match.state.actions_log())
    key(app, pygame.K_RETURN)                  # nothing offered as the default: Enter does nothing
    assert len(match.state.actions_log()) == n and scene.prompt().decision == "action"


# ---------------------------------------------------------------------------- 12. Attract: lit or dimmed


def _brightness(surface, rect) -> float:
    return sum(pygame.transform.average_color(surface, rect.inflate(-rect.w // 3, -rect.h // 3))[:3]) / 3


def _is_highlight(colour) -> bool:
    from scenes.ui import HIGHLIGHT

    return all(abs(a - b) < 40 for a, b in zip(colour[:3], HIGHLIGHT))


def reserve_looks(app, scene) -> dict[int, str]:
    """How each reserve card looks on the screen: "dim" (darker than its face), "lit" (as bright as its face, a
    dark ring around it, then a gold glow) or "plain"."""
    from scenes.livingforest.table_art import card_face

    scene.draw(app.surface)
    out = {}
    for _, card, rect in scene.reserve_slots():
        face = card_face(app, card, rect.w, app.lang)
        ratio = _brightness(app.surface, rect) / _brightness(face, face.get_rect())
        ring = app.surface.get_at((rect.centerx, rect.y - 1))
        glow = app.surface.get_at((rect.centerx, rect.y - 3))
        if ratio < 0.75:
            out[card] = "dim"
        elif ratio > 0.9 and sum(ring[:3]) < 150 and _is_highlight(glow):
            out[card] = "lit"
        else:
            out[card] = "plain"
    return out


@pytest.mark.slow
def test_attract_lights_what_the_sun_left_pays_for_and_dims_the_rest_at_every_sun_value(make_app):
    # seen: at 7/9 sun the cards too dear were dimmed, at 9/9 every card came back to full brightness though
    # none could be taken; and a level-2 card's gold frame read as lit
    def some_lit_some_not(st) -> bool:
        v = st.view(0)
        takes = {a.card for a in st.legal_actions(0) if type(a) is A.Take}
        return st.decision(0) == "attract" and takes and set(v.face_up()) - takes and \
            any(v.rules.cards[c].level == 2 for c in set(v.face_up()) - takes)

    def none_lit(st) -> bool:
        return st.decision(0) == "attract" and not any(type(a) is A.Take for a in st.legal_actions(0))
    for name, wanted in (("attract_none", none_lit), ("attract_some", some_lit_some_not)):
        for lang in ("en", "fr"):
            app, match, scene = table_at(make_app, name, wanted, lang=lang)
            takes = {a.card for a in scene.view.legal_actions() if type(a) is A.Take}
            looks = reserve_looks(app, scene)
            assert looks == {c: "lit" if c in takes else "dim" for c in looks}, (name, takes, looks)
            # Done ends it: the reserve at rest again, nothing lit, nothing dimmed
            if A.DONE in scene.view.legal_actions() and not takes:
                pointed_click(app, key_button(scene, "done").rect.center)
                if scene.prompt() is None or scene.prompt().decision != "attract":
                    assert set(reserve_looks(app, scene).values()) <= {"plain"}


# ---------------------------------------------------------------------------- 15. a computer's turn told whole


def watch_turns(app, scene, match, rng, enough: int = 3, limit: int = 3000) -> list[tuple[int, int, int]]:
    """Play (Ana by events, the computers themselves) and let each beat told come whole: (lines, drawn, hidden)
    of every turn told, until ``enough`` long ones (more than the old box's six lines) were seen."""
    from .test_table_window import answer

    seen = []
    for _ in range(limit):
        if match.over or sum(1 for n, _, _ in seen if n > 6) >= enough:
            break
        if not scene.playing_show():
            answer(app, scene, rng)
            continue
        beat = scene.show.current
        if beat is not None:
            scene.show.time = max(scene.show.time, beat.duration - 0.01)     # every line has come
            scene.draw(app.surface)
            assert scene.geometry().centre.contains(scene.beat_rect())
            if beat.kind == "turn":
                seen.append((len(beat.lines), scene.beat_lines_drawn, getattr(scene, "beat_lines_hidden", 0)))
        key(app, pygame.K_RETURN)
    return seen


@pytest.mark.slow
def test_a_computer_s_turn_is_told_with_every_line_at_both_ends_of_the_window_sizes(make_app):
    # seen: the summary box of a computer's turn was as tall as the seat's area whatever it held, and a turn of
    # eleven lines lost its first five ("Action 1" missing, present in the log)
    import random

    for size, players, lang in (((1280, 720), 4, "fr"), ((1280, 720), 2, "en"), ((2560, 1440), 4, "en"),
                                ((2560, 1440), 2, "fr")):
        app = make_app(lang=lang, size=size, speed=1.0)
        seats = [Seat("Ana", HUMAN)] + [Seat(f"Bot {i}", COMPUTER, "medium") for i in range(1, players)]
        match = Match("living-forest", seats, seed=13)
        scene = table_for(app, match)
        seen = watch_turns(app, scene, match, random.Random(3))
        assert sum(1 for n, _, _ in seen if n > 6) >= 3, (size, players, seen)
        assert all(drawn == n for n, drawn, _ in seen), (size, players, lang, seen)


def test_a_turn_too_long_for_the_window_says_how_many_earlier_lines_gave_way(make_app):
    from scenes.livingforest.table_show import Beat

    app = make_app(lang="en", speed=1.0)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bot", COMPUTER, "easy")], seed=13)
    scene = table_for(app, match)
    names = [c.name("en") for c in match.rules.cards.values()][:60]
    beat = Beat("turn", "Round 9 · Bot", "", [(f"Attracts {name} (4 sun)", None) for name in names], seat=1)
    said = []
    text = app.fonts.fit_or_cut
    app.fonts.fit_or_cut = lambda words, *a, **kw: (said.append(words), text(words, *a, **kw))[1]
    scene.show.add(beat)
    while scene.show.current is not beat:
        scene.show.next()
    scene.show.time = beat.duration - 0.01          # every line has come
    scene.draw(app.surface)
    app.fonts.fit_or_cut = text
    drawn, hidden = scene.beat_lines_drawn, getattr(scene, "beat_lines_hidden", 0)
    assert 0 < drawn < len(names) and drawn + hidden == len(names)
    assert scene.t("lft_show_earlier_many", n=hidden) in said     # the earlier lines give way, visibly
    assert scene.geometry().centre.contains(scene.beat_rect())
