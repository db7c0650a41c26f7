"""The Canopée table driven by real pygame events on a dummy display, as players would use it: whole games
(2-player hot-seat, solo against the Forest Spirit, 4 players with computers), hidden cards never drawn for the
wrong seat, drops on illegal targets flying back, every decision's dialog, the keyboard."""
from __future__ import annotations

import random

import pygame
import pytest

from game.canopee import actions as A
from game.i18n import STRINGS
from game.session import COMPUTER, HUMAN, Match, Seat

from ..helpers import look, settle
from tests.input import drag, key, pointed_click

APP_SIZE = (1280, 720)


# ---------------------------------------------------------------------------- driving the window


def table_for(app, match):
    from scenes.canopee.table import CanopeeTable

    scene = CanopeeTable(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def drag_card(app, scene, uid, end):
    """Drag the card ``uid`` from its place in the strip to ``end``."""
    slot = next(s for s in scene.slots() if s.uid == uid)
    drag(app, slot.rect.center, end)


def button(scene, label):
    return next(b for b in scene.column.buttons if b.label == label and b.enabled)


def press_ready(app, scene):
    pointed_click(app, button(scene, scene.t("ready")).rect.center)
    look(app, scene)                     # the player sees the decision before answering it


def focus_on(app, scene, wanted) -> None:
    """Tab until the keyboard focus is on ``wanted`` (a focusable of the table)."""
    for _ in range(len(scene.focusables()) + 1):
        if scene.focused() == wanted:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"no keyboard focus reaches {wanted}")


def answer(app, scene, rng, keyboard=False, abilities=True) -> str | None:
    """One input of the player whose screen it is: Ready on the hand-off screen, a click to skip what is shown,
    or an answer to the pending decision (a card dragged, a card or a button clicked), by mouse or keyboard.
    Returns the decision answered (None: something else was done)."""
    look(app, scene)
    if scene.private:
        press_ready(app, scene)
        return None
    if scene.playing_show():
        pointed_click(app, scene.forest_area.center)
        return None
    prompt = scene.prompt()
    if prompt is None:
        app.frame(0.016, events=[])
        settle(app, scene)
        return None
    decision = prompt.decision
    if prompt.mode == "place":
        uid = rng.choice(scene.draggable())
        target = rng.choice(sorted(scene.card_targets(uid)))
        if keyboard:
            focus_on(app, scene, ("card", uid))
            key(app, pygame.K_RETURN)
            focus_on(app, scene, ("target", target))
            key(app, pygame.K_RETURN)
        else:
            drag_card(app, scene, uid, scene.target_rect(target).center)
        if scene.staged is not None:
            key(app, pygame.K_RETURN) if keyboard else pointed_click(app, button(scene, scene.t("ct_confirm")).rect.center)
        return decision
    options: list[tuple[str, object]] = [("item", s) for s in scene.slots() if s.item is not None]
    options += [("button", b) for b in scene.column.buttons if b.enabled
                and (abilities or b.rect.colliderect(scene.strip))]
    kind, what = rng.choice(options)
    if keyboard:
        wanted = ("item", what.item) if kind == "item" else ("button", scene.column.buttons.index(what))
        focus_on(app, scene, wanted)
        key(app, pygame.K_RETURN)
        if scene.selected is not None:
            key(app, pygame.K_RETURN)
    else:
        pointed_click(app, what.rect.center)
        if scene.selected is not None:
            pointed_click(app, button(scene, scene.t("ct_confirm")).rect.center)
    return decision


def play_to_the_end(app, scene, match, seed=0, keyboard_every=0, limit=4000) -> set[str]:
    rng = random.Random(seed)
    seen: set[str] = set()
    for n in range(limit):
        if match.over:
            break
        decision = answer(app, scene, rng, keyboard=bool(keyboard_every) and n % keyboard_every == 0)
        if decision:
            seen.add(decision)
    assert match.over, "the game did not end"
    return seen


# ---------------------------------------------------------------------------- whole games


@pytest.mark.slow
def test_a_two_player_hot_seat_game_is_played_to_the_end_by_events(make_app):
    app = make_app(confirm=True)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=11)
    scene = table_for(app, match)
    assert scene.private                       # the first player is handed the screen
    seen = play_to_the_end(app, scene, match, seed=1, keyboard_every=3)
    assert {"pile", "order"} <= seen or {"pile", "place_trunk"} <= seen


@pytest.mark.slow
def test_a_solo_game_against_the_forest_spirit_shows_its_turns(make_app):
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=5, solo=True, options={"card_set": "B"})
    scene = table_for(app, match)
    told = []
    original = scene.show.add

    def add(beat):
        told.append(beat)
        original(beat)
    scene.show.add = add
    rng = random.Random(3)
    for _ in range(4000):
        if match.over:
            break
        answer(app, scene, rng)
    assert match.over
    spirit = match.names(app.lang)[1]
    turns = [b for b in told if b.kind == "turn"]
    assert turns and all(spirit in b.header for b in turns)          # only the Spirit's turns are told
    assert all(b.note.startswith(STRINGS["ct_spirit_why"]["en"]) for b in turns)
    assert any(b.spot is not None for b in turns)
    steps = [b for b in told if b.kind == "step"]
    assert {b.step for b in steps} >= {4, 5}                           # trees and flora scored, step by step
    assert any(b.after != b.before for b in steps)
    # the last season's end plays before the score screen
    for _ in range(400):
        if type(app.top).__name__ == "CanopeeScoring":
            break
        pointed_click(app, scene.forest_area.center)
    assert type(app.top).__name__ == "CanopeeScoring"


@pytest.mark.slow
def test_a_four_player_game_with_three_computers_reaches_the_score_screen(make_app):
    app = make_app(size=(1600, 900))
    seats = [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy"), Seat("Cid", COMPUTER, "medium"),
             Seat("Dee", COMPUTER, "medium")]
    match = Match("canopee", seats, seed=8, options={"card_set": "A", "season_change": True})
    scene = table_for(app, match)
    assert not scene.private                       # one human: no hand-off screen
    assert len(scene.piles().spots) == 5 and scene.piles().seats     # a side pile per neighbour, the central one
    play_to_the_end(app, scene, match, seed=4, keyboard_every=5)
    app.frame(0.016, events=[])
    assert type(app.top).__name__ == "CanopeeScoring"


# ---------------------------------------------------------------------------- hidden cards


def public_cards(state) -> set[int]:
    """Cards anyone may see: the forests (trees and cards), the discard pile, the Threats face up in solo."""
    seen = set(state.discard) | set(state.face_up)
    for fo in state.forests:
        seen.update(fo.cards)
        for t in fo.trees:
            seen.update(t.trunks)
            if t.canopy >= 0:
                seen.add(t.canopy)
    return seen


def watch_drawn(scene, match) -> list[tuple[int, bool]]:
    """Check every card face the table draws: one the seat on screen may see, and behind the hand-off screen
    a public one only. Returns the (uid, private screen) pairs drawn."""
    drawn: list[tuple[int, bool]] = []
    original = scene.draw_card
    cache: dict = {}

    def allowed() -> set[int]:
        # while a moment is told the table draws that moment's game: what was public then may be shown (a
        # Germination card in a forest before the season's end put it back under its deck)
        shown = scene.board()
        key = (len(match.state.events()), scene.seat, scene.private, id(shown))
        if key not in cache:
            cache.clear()
            cards = public_cards(match.state) | public_cards(shown)
            if not scene.private:
                cards |= match.view(scene.seat).visible_cards() | shown.view(scene.seat).visible_cards()
            cache[key] = cards
        return cache[key]

    def draw_card(surface, uid, kind, rect):
        if uid >= 0:
            assert uid in allowed(), f"card {uid} ({kind}) drawn for seat {scene.seat} who may not see it"
            assert match.state.ct.kind[uid] == kind
        drawn.append((uid, scene.private))
        original(surface, uid, kind, rect)

    def draw_icon(surface, uid, kind, rect):
        assert uid in allowed(), f"card {uid} ({kind}) shown for seat {scene.seat} who may not see it"
        drawn.append((uid, scene.private))
        icon(surface, uid, kind, rect)
    icon = scene.draw_icon
    scene.draw_card = draw_card
    scene.draw_icon = draw_icon
    return drawn


@pytest.mark.slow
def test_no_card_of_a_pile_is_ever_drawn_for_a_seat_that_may_not_see_it(make_app):
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=21,
                  options={"card_set": "C", "season_change": True})
    scene = table_for(app, match)
    drawn = watch_drawn(scene, match)
    rng = random.Random(9)
    looked = 0
    for n in range(5000):
        if match.over:
            break
        prompt = None if scene.private else scene.prompt()
        if prompt is not None and prompt.decision == "pile" and scene.telling_season() is None:
            # the pile looked at is drawn in the strip, for its looker only, after the hand-off screen (and after
            # the end of a season is told)
            spot = match.view(scene.seat).looking_at()
            pile = set(match.view(scene.seat).pile(spot))
            del drawn[:]
            app.frame(0.016, events=[])
            assert pile <= {uid for uid, _ in drawn}
            looked += 1
            other = match.view(1 - scene.seat)
            assert other.pile(spot) is None and not set(other.visible_cards()) & (pile - public_cards(match.state))
        answer(app, scene, rng)
    assert match.over and looked > 20


def test_behind_the_hand_off_screen_only_public_cards_are_drawn(make_app):
    app = make_app()
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=2)
    scene = table_for(app, match)
    drawn = watch_drawn(scene, match)
    assert scene.private
    app.frame(0.016, events=[])
    assert [b.label for b in scene.column.buttons] == [scene.t("ready")]     # no Keep to press unseen
    spot = match.view(scene.seat).looking_at()
    hidden = set(match.state.spots[spot])
    assert hidden and not hidden & {uid for uid, _ in drawn}
    press_ready(app, scene)
    assert hidden <= {uid for uid, _ in drawn}


# ---------------------------------------------------------------------------- placing cards


def until(app, scene, match, wanted, rng, limit=3000):
    """Answer decisions at random until the seat on screen is asked ``wanted`` (a decision or a prompt mode)."""
    for _ in range(limit):
        prompt = None if scene.private or scene.playing_show() else scene.prompt()
        if prompt is not None and wanted in (prompt.decision, prompt.mode):
            return prompt
        answer(app, scene, rng)
    raise AssertionError(f"never asked {wanted}")


def test_a_drop_on_an_illegal_target_flies_back_and_changes_nothing(make_app):
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=6)
    scene = table_for(app, match)
    rng = random.Random(2)
    until(app, scene, match, "place", rng)
    before = match.state.to_json()
    uid = scene.draggable()[0]
    targets = scene.card_targets(uid)
    layout = scene.my_forest()
    wrong = [scene.left_col.center, scene.right_col.center, scene.top_bar.center]
    # a tree this card may not go onto (a card that goes among the forest's cards may be dropped anywhere in it)
    if ("forest", -1) not in targets:
        wrong += [t.rect.center for t in layout.trees if ("tree", t.tid) not in targets]
    for spot in wrong:
        drag_card(app, scene, uid, spot)
        assert match.state.to_json() == before
        assert scene.drag is None and scene.staged is None
        assert [f.uid for f in scene.flights] == [uid]          # it flies back to its place in the strip
        for _ in range(40):
            app.frame(0.05, events=[])
        assert not scene.flights
    assert uid in scene.draggable()
    # and onto a lit target it is placed
    target = sorted(targets)[0]
    drag_card(app, scene, uid, scene.target_rect(target).center)
    assert match.state.to_json() != before


def test_a_placement_waits_for_confirm_and_undo_takes_it_back(make_app):
    app = make_app(confirm=True)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=7)
    scene = table_for(app, match)
    rng = random.Random(5)
    until(app, scene, match, "place", rng)
    before = match.state.to_json()
    uid = scene.draggable()[0]
    target = sorted(scene.card_targets(uid))[0]
    drag_card(app, scene, uid, scene.target_rect(target).center)
    assert scene.staged is not None and match.state.to_json() == before     # laid down, nothing played yet
    assert uid not in [s.uid for s in scene.slots()]
    pointed_click(app, button(scene, scene.t("ct_undo")).rect.center)
    assert scene.staged is None and match.state.to_json() == before
    assert uid in [s.uid for s in scene.slots()]
    # with the keyboard: Backspace takes it back, Enter confirms
    drag_card(app, scene, uid, scene.target_rect(target).center)
    key(app, pygame.K_BACKSPACE)
    assert scene.staged is None and match.state.to_json() == before
    drag_card(app, scene, uid, scene.target_rect(target).center)
    key(app, pygame.K_RETURN)
    assert scene.staged is None and match.state.to_json() != before


# ---------------------------------------------------------------------------- every decision's dialog

# modes the random search deals, so that every decision of the rules comes up for seat 0
_MODES = [(2, False, {"card_set": "C", "season_change": True}), (1, True, {"card_set": "C"}),
          (4, False, {"card_set": "C", "season_change": True}), (3, False, {"card_set": "D", "season_change": True}),
          (2, False, {"card_set": "A", "season_change": True})]
_REACHED: dict[str, tuple] = {}


def reach(decision: str) -> tuple:
    """(players, solo, options, seed, actions before it) of a game where seat 0 is asked ``decision``, found by
    playing random legal actions in the engine."""
    from game.canopee import CANOPEE

    if decision in _REACHED:
        return _REACHED[decision]
    for g in range(2000):
        players, solo, options = _MODES[g % len(_MODES)]
        st = CANOPEE.new_state(players, g, solo, options)
        rng = random.Random(g)
        while not st.is_over:
            (seat,) = st.to_act()
            name = st.decision(seat)
            if seat == 0 and name not in _REACHED:
                _REACHED[name] = (players, solo, options, g, st.actions_log())
            st.apply(seat, rng.choice(st.legal_actions(seat)))
        if decision in _REACHED:
            return _REACHED[decision]
    raise AssertionError(f"no random game asks {decision}")


def table_at(make_app, decision: str, lang="en", size=None, confirm=False):
    """The table of a hot-seat game (every seat human; solo: the player) where seat 0 is asked ``decision``,
    its screen handed to seat 0."""
    players, solo, options, seed, actions = reach(decision)
    app = make_app(lang=lang, size=size, confirm=confirm)
    seats = [Seat(f"P{i + 1}", HUMAN) for i in range(players)]
    match = Match("canopee", seats, seed=seed, solo=solo, options=dict(options))
    for seat, action in actions:
        match.state.apply(seat, action)
    scene = table_for(app, match)
    if scene.private:
        press_ready(app, scene)
    return app, match, scene


def _words(text: str) -> bool:
    return bool(text) and "{" not in text and not text.startswith(("ct_", "clog_"))


@pytest.mark.parametrize("decision", sorted(A.DECISIONS))
def test_every_decision_is_asked_in_words_and_answered_by_a_click(make_app, decision):
    app, match, scene = table_at(make_app, decision)
    prompt = scene.prompt()
    assert scene.seat == 0 and prompt.decision == decision
    assert _words(prompt.title) and _words(prompt.line)
    assert STRINGS.get(f"ct_{decision}_title") is None or prompt.title != f"ct_{decision}_title"
    legal = match.view(0).legal_actions()
    # every item, button and ability answers with legal actions; together they cover every answer but the
    # trees of a card still to be chosen (they come with the drag)
    offered = [a for item in prompt.items for a in item.actions[:1]] + \
              [a for c in prompt.buttons for a in c.actions[:1]] + list(prompt.abilities.values()) + prompt.toucan
    assert all(a in legal for a in offered)
    if prompt.mode == "place":
        assert scene.draggable()
        for uid in scene.draggable():
            assert all(actions[0] in legal for actions in scene.card_targets(uid).values())
    else:
        kinds = {type(a) for a in legal} - {A.Ability}
        assert kinds <= {type(a) for a in offered}
    before = len(match.state.actions_log())
    rng = random.Random(1)
    answer(app, scene, rng, abilities=False)
    assert len(match.state.actions_log()) > before


@pytest.mark.parametrize("decision", ["pile", "fire_discard", "lightning_choice", "germination", "season_ant"])
def test_decisions_are_answered_with_the_keyboard(make_app, decision):
    app, match, scene = table_at(make_app, decision, lang="fr")
    before = len(match.state.actions_log())
    answer(app, scene, random.Random(2), keyboard=True, abilities=False)
    assert len(match.state.actions_log()) > before


@pytest.mark.parametrize("decision", ["drought_discard", "fire_discard", "germination"])
def test_with_confirm_on_enter_chooses_a_card_and_enter_again_confirms_it(make_app, decision):
    app, match, scene = table_at(make_app, decision, confirm=True)
    before = match.state.to_json()
    slot = next(s for s in scene.slots() if s.item is not None)
    focus_on(app, scene, ("item", slot.item))
    key(app, pygame.K_RETURN)
    assert scene.selected is slot.item and match.state.to_json() == before
    key(app, pygame.K_RETURN)
    assert scene.selected is None and match.state.to_json() != before


def test_a_dialog_choice_waits_for_confirm_and_escape_takes_it_back(make_app):
    app, match, scene = table_at(make_app, "drought_discard", confirm=True)
    before = match.state.to_json()
    slot = next(s for s in scene.slots() if s.item is not None)
    pointed_click(app, slot.rect.center)
    assert scene.selected is slot.item and match.state.to_json() == before
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and match.state.to_json() == before
    pointed_click(app, slot.rect.center)
    pointed_click(app, button(scene, scene.t("ct_confirm")).rect.center)
    assert match.state.to_json() != before


def test_the_forced_keep_is_explained_and_refuse_cannot_be_pressed(make_app):
    from tests.canopee import engine_rig as R

    app = make_app()
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3, options={"first_player": 0})
    st = match.state
    R.set_pile(st, 0, "fern")
    R.set_pile(st, 1, "rain")
    R.set_pile(st, 2, "sun")
    R.empty_deck(st)
    for spot in (1, 2):
        st.set_aside.extend(st.spots[spot])
        st.spots[spot] = []
    R.refresh(st)
    scene = table_for(app, match)
    press_ready(app, scene)
    prompt = scene.prompt()
    assert prompt.decision == "pile" and prompt.line == STRINGS["ct_pile_forced"]["en"]
    refuse = next(b for b in scene.column.buttons if b.label == scene.t("ct_refuse"))
    assert not refuse.enabled
    pointed_click(app, refuse.rect.center)
    assert match.state.decision(0) == "pile"


def test_ability_buttons_are_lit_only_when_their_ability_may_be_used(make_app):
    app, match, scene = table_at(make_app, "turn_start")
    prompt = scene.prompt()
    legal = match.view(0).legal_actions()
    abilities = [a for a in legal if type(a) is A.Ability]
    assert abilities
    layout = scene.my_forest()
    lit = [b for b in scene.column.buttons if not b.rect.colliderect(scene.strip) and b.enabled]
    assert len(lit) == len(prompt.abilities)
    for b in lit:                              # each sits on its card
        assert any(b.rect.colliderect(g.rect) for g in layout.groups)
    before = len(match.state.actions_log())
    pointed_click(app, lit[0].rect.center)
    if scene.sub == "toucan":                  # the Toucan asks which pile: one button per pile
        pointed_click(app, next(b for b in scene.column.buttons if b.enabled).rect.center)
    assert len(match.state.actions_log()) > before
    # at a pile, the start-of-turn abilities are gone from the cards
    until(app, scene, match, "pile", random.Random(1))
    on_cards = [b for b in scene.column.buttons if not b.rect.colliderect(scene.strip)]
    assert len([b for b in on_cards if b.enabled]) == len(scene.prompt().abilities)
    unlit = [b for b in on_cards if not b.enabled]
    for b in unlit:                            # a click on an unlit one does nothing
        before = len(match.state.actions_log())
        pointed_click(app, b.rect.center)
        assert len(match.state.actions_log()) == before


# ---------------------------------------------------------------------------- layout, the demo


def table_mid_game(make_app, players: int, solo: bool, size, actions: int = 60, lang="en"):
    """A hot-seat table (solo: the player) some random actions into a game with the advanced cards."""
    app = make_app(lang=lang, size=size)
    seats = [Seat(f"P{i + 1}", HUMAN) for i in range(players)]
    match = Match("canopee", seats, seed=players * 10 + solo, solo=solo, options={"card_set": "C"})
    rng = random.Random(players)
    for _ in range(actions):
        (seat,) = match.state.to_act()
        match.state.apply(seat, rng.choice(match.state.legal_actions(seat)))
    scene = table_for(app, match)
    if scene.private:
        press_ready(app, scene)
    return app, match, scene


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("decision", ["order", "lightning_choice", "solo", "3", "4"])
def test_the_table_s_parts_never_overlap(make_app, size, decision):
    if decision in ("solo", "3", "4"):
        app, match, scene = table_mid_game(make_app, 1 if decision == "solo" else int(decision), decision == "solo",
                                           size)
    else:
        app, match, scene = table_at(make_app, decision, size=size)
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    parts = [scene.top_bar, scene.left_col, scene.right_col, scene.forest_area, scene.strip]
    for i, a in enumerate(parts):
        assert screen.contains(a)
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (a, b)
    minis = [rect for _, rect in scene.mini_rects()]
    log = scene.log_rect()
    for i, rect in enumerate(minis + ([log] if log else [])):
        assert scene.right_col.contains(rect)
        for other in minis[i + 1:]:
            assert not rect.colliderect(other)
    slots = [s.rect for s in scene.slots()]
    strip_buttons = [b.rect for b in scene.column.buttons if b.rect.colliderect(scene.strip)]
    for i, rect in enumerate(slots + strip_buttons):
        assert scene.strip.contains(rect)
        for other in (slots + strip_buttons)[i + 1:]:
            assert not rect.colliderect(other)
    piles = scene.piles()
    for i, rect in enumerate(piles.spots):
        assert scene.left_col.contains(rect)
        for other in piles.spots[i + 1:]:
            assert not rect.colliderect(other)
        for _, tag in piles.seats:
            assert not rect.colliderect(tag)
    layout = scene.my_forest()
    cards = [r for t in layout.trees for _, r in t.cards] + [g.rect for g in layout.groups]
    assert all(scene.forest_area.contains(r) for r in cards)
    for g in layout.groups:
        assert not any(g.rect.colliderect(r) for t in layout.trees for _, r in t.cards)


@pytest.mark.slow
def test_the_demo_watches_computers_and_takes_its_mid_game_shot_in_season_two(make_app):
    from scenes.canopee.table import CanopeeTable

    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Bob", COMPUTER, "easy"), Seat("Cid", COMPUTER, "medium")], seed=4)
    scene = CanopeeTable(app, match, autosave=False)
    app.push(scene)
    assert scene.spectating and scene.prompt() is None
    shot = None
    for _ in range(20000):
        if type(app.top).__name__ != "CanopeeTable":
            break
        app.frame(0.1, events=[])
        if shot is None and scene.mid_game():
            shot = match.state.season
            assert not scene.show.queue and match.state.phase == "play"
    assert shot == 2
    assert match.over and type(app.top).__name__ == "CanopeeScoring"


@pytest.mark.slow
def test_a_game_left_and_resumed_from_its_autosave_goes_on_at_the_same_decision(make_app):
    from game import savegame
    from scenes.canopee.table import CanopeeTable

    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=12, solo=False)
    scene = CanopeeTable(app, match)                 # autosave on
    app.push(scene)
    app.frame(0.016, events=[])
    rng = random.Random(6)
    for _ in range(40):
        answer(app, scene, rng)
    app.frame(0.016, events=[])                      # the autosave is written at the frame
    before = match.state.to_json()
    resumed = savegame.load_autosave()
    assert resumed.state.to_json() == before
    again = table_for(app, resumed)
    assert not again.show.queue                      # nothing already played is told again
    assert again.prompt().decision == scene.prompt().decision
    play_to_the_end(app, again, resumed, seed=2)


def test_the_end_of_a_season_plays_step_by_step_its_points_counting_up(make_app):
    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium")], seed=14)
    scene = table_for(app, match)
    rng = random.Random(8)
    for _ in range(3000):
        beat = scene.show.current if scene.playing_show() else None
        if beat is not None and beat.kind == "step" and beat.after != beat.before:
            break
        if beat is not None:
            pointed_click(app, scene.forest_area.center)
        else:
            answer(app, scene, rng)
    else:
        raise AssertionError("no end-of-season step scored")
    assert scene.show.points_now(beat) == beat.before
    assert scene.status()[0] == scene.t("ct_watch")
    # meanwhile the table shows the season being counted and its points so far, not the next season dealt
    assert match.state.season == beat.season + 1 and scene.progress_text() == beat.header
    assert scene.shown_season_points() == (beat.season, beat.before)
    assert not [b for b in scene.column.buttons if b.enabled]      # the table waits while it plays
    seen = []
    for _ in range(30):
        app.frame(0.05, events=[])
        if scene.show.current is not beat:
            break
        seen.append(scene.show.points_now(beat))
        # the scores drawn beside the table count up with it (the drawn side is redrawn, not its old copy)
        assert scene._side[0][-2:] == (beat.season, tuple(seen[-1]))
    assert seen[-1] == beat.after and seen != sorted(seen, reverse=True)
    # a click goes on to the next beat; Enter too
    left = len(scene.show.queue)
    if left:
        pointed_click(app, scene.forest_area.center)
        assert len(scene.show.queue) == left - 1
    if scene.show.queue:
        key(app, pygame.K_RETURN)
        assert len(scene.show.queue) == max(0, left - 2)


def test_every_table_string_is_in_both_languages_with_the_same_fields():
    import re

    keys = [k for k in STRINGS if k.startswith("ct_")]
    assert len(keys) > 100
    for k in keys:
        assert STRINGS[k].get("fr", "").strip() and STRINGS[k].get("en", "").strip(), k
        fields = [set(re.findall(r"{(\w+)", STRINGS[k][lang])) for lang in ("fr", "en")]
        assert fields[0] == fields[1], k


def test_a_card_of_the_table_is_read_in_the_card_viewer(make_app):
    app, match, scene = table_mid_game(make_app, 2, False, (1280, 720), actions=40)
    layout = scene.my_forest()
    card = layout.groups[0] if layout.groups else None
    rect = card.rect if card else layout.trees[0].cards[-1][1]
    kind = card.kind if card else match.state.ct.kind[layout.trees[0].cards[-1][0]]
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0))])
    for _ in range(60):
        app.frame(0.05, events=[])
    assert scene.inspector.shown == ("canopee", kind)


def test_the_last_answer_s_buttons_go_while_the_end_of_the_game_is_told(make_app):
    """Confirm and Undo of the game's last answer are not left under the end of the game as it plays."""

    app = make_app(speed=1.0, confirm=True)
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=4)
    st, rng = match.state, random.Random(4)
    while True:
        (seat,) = st.to_act()
        action = rng.choice(st.legal_actions(seat))
        probe = st.clone()
        probe.apply(seat, action)
        if probe.is_over:
            break
        st.apply(seat, action)
    scene = table_for(app, match)
    if scene.private:
        press_ready(app, scene)
    while scene.playing_show():
        pointed_click(app, scene.forest_area.center)
    for _ in range(50):
        if match.over:
            break
        answer(app, scene, rng, abilities=False)
    assert match.over and app.top is scene and scene.playing_show()
    assert not [b for b in scene.column.buttons if b.enabled]
    key(app, pygame.K_SPACE)                      # the whole telling skipped: the score screen follows
    app.frame(0.016, events=[])
    assert type(app.top).__name__ == "CanopeeScoring"


def test_the_season_change_card_named_under_the_season_is_read_in_the_card_viewer(make_app):
    app = make_app()
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=3, options={"season_change": True})
    scene = table_for(app, match)
    info, lh = scene.left_parts()["info"], scene.label_h(scene.fs(18))
    found = scene.card_at((info.x + 40, info.y + scene.gap + lh + lh // 2))
    assert found is not None and found[1] == match.state.sc_id


@pytest.mark.slow
def test_no_question_s_buttons_stay_when_the_computers_end_the_game_after_an_answer(make_app):
    """Seat 0's Season of Renewal answer is followed by the computers' (played at once): the game ends without
    the controller refreshing the table, and the answered question's Confirm and Undo must go all the same."""
    app = make_app(speed=1.0, confirm=True)
    match = Match("canopee", [Seat("Zoé", HUMAN)] + [Seat(f"C{i}", COMPUTER, "easy") for i in range(3)], seed=0,
                  options={"season_change": True, "card_set": "A"})
    scene = table_for(app, match)
    rng = random.Random(0)
    for _ in range(4000):
        settle(app, scene)
        if match.over:
            break
        answer(app, scene, rng, abilities=False)
    assert match.over and app.top is scene
    app.frame(0.016, events=[])
    assert [b.label for b in scene.column.buttons if b.enabled] == []


def test_a_dialog_s_cards_keep_their_places_when_one_is_chosen(make_app):
    """Room is kept for Confirm and Undo: choosing a card (confirm each choice on) moves none of them."""
    app, match, scene = table_at(make_app, "drought_discard", size=(1280, 720), confirm=True)
    before = [s.rect.copy() for s in scene.slots()]
    slot = next(s for s in scene.slots() if s.item is not None)
    pointed_click(app, slot.rect.center)
    assert scene.selected is not None
    assert [s.rect for s in scene.slots()] == before
