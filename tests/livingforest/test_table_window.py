"""The Living Forest table driven by real pygame events on a dummy display, as players would use it: a whole
2-player hot-seat game (mouse for most decisions, the keyboard for some, trees dragged onto their cells), a
4-player game against three computers, an illegal drop flying back, every decision's prompt, hidden cards never
drawn, Undo inside the action phase and never after a Reveal."""
from __future__ import annotations

import pytest

import random

import pygame

from game.livingforest import actions as A
from game.session import COMPUTER, HUMAN, Match, Seat

from tests.input import drag, key, pointed_click

from ..canopee.test_table_window import focus_on
from ..helpers import look, settle

APP_SIZE = (1280, 720)


# ---------------------------------------------------------------------------- driving the window


def table_for(app, match):
    from scenes.livingforest.table import LivingForestTable

    app.push(LivingForestTable(app, match, autosave=False))
    app.frame(0.016, events=[])
    return app.top


def buttons(scene):
    return [b for b in scene.column.buttons if b.enabled]


def button(scene, key_name):
    return next(b for b in scene.column.buttons if getattr(b, "key", "") == key_name and b.enabled)


def press(app, scene, b, keyboard=False) -> None:
    if keyboard:
        focus_on(app, scene, ("button", scene.column.buttons.index(b)))
        key(app, pygame.K_RETURN)
    else:
        pointed_click(app, b.rect.center)


def choose_target(app, scene, target, keyboard=False) -> None:
    if keyboard:
        focus_on(app, scene, target)
        key(app, pygame.K_RETURN)
    else:
        pointed_click(app, scene.target_rect(target).center)


def answer(app, scene, rng, keyboard=False) -> str | None:
    """One input of the player whose screen it is: Ready on the hand-off screen, a click through what is told, or
    an answer to the pending decision by mouse or keyboard. Returns the decision answered."""
    look(app, scene)
    if scene.private or scene.playing_show():            # Ready; a click through what is told
        ready = next((b for b in scene.column.buttons if b.label == scene.t("ready")), None)
        pointed_click(app, ready.rect.center if scene.private else scene.geometry().centre.center)
        return None
    prompt = scene.prompt()
    if prompt is None:                                   # a computer is thinking
        settle(app, scene)
        app.frame(0.016, events=[])
        return None
    d = prompt.decision
    by_key = {getattr(b, "key", ""): b for b in buttons(scene)}
    if d == "draw":
        # reveal while the balance is low, stop more often as it rises
        b = scene.view.balance(scene.seat)
        wanted = "stop" if "stop" in by_key and rng.random() < 0.25 + 0.3 * max(0, b) else \
            rng.choice([k for k in ("reveal", "reveal", "until", "fragment") if k in by_key] or ["stop"])
        press(app, scene, by_key[wanted], keyboard)
    elif d == "action":
        acts = [k for k in by_key if k.startswith("act:")]
        if "undo" in by_key and rng.random() < 0.1:
            press(app, scene, by_key["undo"], keyboard)
        elif acts and rng.random() < 0.92:
            press(app, scene, by_key[rng.choice(acts)], keyboard)
        else:
            press(app, scene, by_key["end_turn"], keyboard)
    elif d in ("attract", "extinguish", "attract_order", "move"):
        targets = [t for t in scene.focusables() if t[0] != "button"]
        if by_key and (not targets or rng.random() < 0.3):
            press(app, scene, rng.choice(list(by_key.values())), keyboard)
        else:
            choose_target(app, scene, rng.choice(targets), keyboard)
    elif d == "plant":
        tree = rng.choice(sorted(prompt.trees))
        cell = rng.choice(sorted(prompt.cells))
        if keyboard:
            choose_target(app, scene, ("tree", tree), True)
            assert scene.prompt().decision == "plant_cell"
            choose_target(app, scene, ("cell", cell), True)
        else:
            drag(app, dict(scene.tree_slots())[tree].center, scene.boards[scene.seat].cell_rect(cell).center)
    elif d == "plant_cell":
        if rng.random() < 0.15:
            press(app, scene, by_key["back"], keyboard)
        else:
            choose_target(app, scene, ("cell", rng.choice(sorted(prompt.cells))), keyboard)
    else:       # forced, steal, rock_bonus, corner_bonus: buttons
        press(app, scene, rng.choice(list(by_key.values())), keyboard)
    return d


def play_to_the_end(app, scene, match, seed=0, keyboard_every=0, limit=6000) -> set[str]:
    """Answer every decision by events until the game is over; the decisions answered."""
    rng = random.Random(seed)
    n = 0
    decisions = set()
    while not match.over:
        assert n < limit, "the game did not end"
        decisions.add(answer(app, scene, rng, keyboard=bool(keyboard_every) and n % keyboard_every == 0))
        n += 1
    return decisions - {None}


# ---------------------------------------------------------------------------- whole games


@pytest.mark.slow
def test_a_two_player_hot_seat_game_is_played_to_the_end_by_events(make_app):
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=11)
    scene = table_for(app, match)
    assert scene.prompt().decision == "draw"
    seen = play_to_the_end(app, scene, match, seed=1, keyboard_every=4)
    assert {"draw", "action", "plant", "attract", "move"} <= seen


@pytest.mark.slow
def test_a_four_player_game_with_three_computers_reaches_the_end(make_app):
    app = make_app(size=(1600, 900))
    seats = [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy"), Seat("Cid", COMPUTER, "medium"),
             Seat("Dee", COMPUTER, "medium")]
    match = Match("living-forest", seats, seed=8)
    scene = table_for(app, match)
    assert not scene.private                       # one human: no hand-off screen
    assert len(scene.geometry().others) == 3
    play_to_the_end(app, scene, match, seed=4, keyboard_every=5)
    app.frame(0.016, events=[])
    assert app.top is not scene                    # the score screen (or the menu until it exists)


def play_until(app, scene, match, wanted, seed=0, limit=3000):
    """Play by events until ``wanted(scene)`` holds for the seat on screen."""
    rng = random.Random(seed)
    for _ in range(limit):
        if not scene.private and not scene.playing_show() and scene.prompt() is not None and wanted(scene):
            look(app, scene)             # the player reads the decision the hand-off or a telling gave way to
            return
        assert not match.over, "the game ended first"
        answer(app, scene, rng)
    raise AssertionError("never reached")


def can_plant(scene) -> bool:
    p = scene.prompt()
    return p.decision == "plant" or (p.decision == "action" and A.act("plant") in scene.view.legal_actions())


# ---------------------------------------------------------------------------- the plant: drag, drop, fly back


def test_a_tree_dropped_off_the_lit_cells_flies_back_and_changes_nothing(make_app):
    app = make_app(speed=1.0)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=5)
    scene = table_for(app, match)
    play_until(app, scene, match, can_plant, seed=2)
    if scene.prompt().decision == "action":
        pointed_click(app, button(scene, "act:plant").rect.center)
    prompt = scene.prompt()
    assert prompt.decision == "plant"
    board = scene.boards[scene.seat]
    lit = set(prompt.cells)
    assert lit and lit == set(scene.view.plant_cells())
    off = next((x, y) for y in range(3) for x in range(5) if (x, y) not in lit and (x, y) != (2, 1))
    tree = sorted(prompt.trees)[0]
    before = (len(match.state.actions_log()), scene.view.forest(scene.seat), scene.view.dispenser())
    drag(app, dict(scene.tree_slots())[tree].center, board.cell_rect(off).center)
    assert (len(match.state.actions_log()), scene.view.forest(scene.seat), scene.view.dispenser()) == before
    assert scene.prompt().decision == "plant"
    assert scene.flights and scene.flights[-1].kind == tree           # it flies back to its dispenser
    assert scene.message == scene.t("lft_not_there")
    # dropped outside the forest: back too, nothing said
    drag(app, dict(scene.tree_slots())[tree].center, scene.geometry().strip.center)
    assert len(match.state.actions_log()) == before[0]
    # on a lit cell: planted there
    cell = sorted(lit)[0]
    drag(app, dict(scene.tree_slots())[tree].center, board.cell_rect(cell).center)
    planter = [e for e in match.state.events() if e.kind == "plant"][-1]
    assert tuple(planter.data["cell"]) == cell and planter.data["tree"] == tree


def test_a_tree_is_planted_by_two_clicks_and_another_tree_goes_back(make_app):
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=5)
    scene = table_for(app, match)
    play_until(app, scene, match, can_plant, seed=2)
    if scene.prompt().decision == "action":
        pointed_click(app, button(scene, "act:plant").rect.center)
    tree = sorted(scene.prompt().trees)[-1]
    pointed_click(app, dict(scene.tree_slots())[tree].center)
    prompt = scene.prompt()
    assert prompt.decision == "plant_cell" and prompt.tree == tree
    pointed_click(app, button(scene, "back").rect.center)                    # Another tree
    assert scene.prompt().decision == "plant"
    pointed_click(app, dict(scene.tree_slots())[tree].center)
    cell = sorted(scene.prompt().cells)[0]
    pointed_click(app, scene.boards[scene.seat].cell_rect(cell).center)
    last = [e for e in match.state.events() if e.kind == "plant"][-1]
    assert last.data["tree"] == tree and tuple(last.data["cell"]) == cell


# ---------------------------------------------------------------------------- every decision has its prompt


def controls(prompt) -> set:
    """Every action a prompt offers: its buttons, and the things on the table a click answers."""
    out = {a for c in prompt.buttons for a in c.actions}
    for mapping in (prompt.cards, prompt.fires, prompt.trees, prompt.cells, prompt.rocks, prompt.order):
        out |= set(mapping.values())
    return out


@pytest.mark.slow
def test_every_decision_gets_a_prompt_offering_each_legal_action():
    from scenes.livingforest.table_prompt import PromptMaker

    seen: set[str] = set()
    for seed in range(12):
        players = 2 + seed % 3
        match = Match("living-forest", [Seat(f"P{i}", COMPUTER, "medium" if i % 2 else "random")
                                        for i in range(players)], seed=seed)
        for _ in range(4000):
            if match.over:
                break
            for seat in match.waiting_computers():
                view = match.view(seat)
                prompt = PromptMaker(view, match.names(), "fr" if seed % 2 else "en").make()
                legal = set(view.legal_actions())
                assert prompt is not None and prompt.decision == view.decision()
                assert prompt.title and prompt.text
                offered = controls(prompt)
                if prompt.decision == "plant":    # a tree is offered with its cells (the drop carries both)
                    assert set(prompt.cells) == set(view.plant_cells())
                missing = legal - offered
                assert not missing, (prompt.decision, missing)
                seen.add(prompt.decision)
            match.play_computers()
    assert seen == set(A.DECISIONS), set(A.DECISIONS) - seen


# ---------------------------------------------------------------------------- undo


def test_undo_in_the_action_phase_restores_the_turn_and_is_never_offered_after_a_reveal(make_app):
    app = make_app()
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=7)
    scene = table_for(app, match)
    answer(app, scene, random.Random(0)) if scene.private else None      # Ready
    # the draw phase: a Reveal is never taken back (no Undo button, Backspace and Ctrl+Z do nothing)
    pointed_click(app, button(scene, "reveal").rect.center)
    assert scene.prompt().decision in ("draw", "forced")
    assert not any(getattr(b, "key", "") == "undo" for b in scene.column.buttons)
    n = len(match.state.actions_log())
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(match.state.actions_log()) == n
    play_until(app, scene, match, lambda sc: sc.prompt().decision == "action"
               and A.act("attract") in sc.view.legal_actions() and not sc.view.actions_taken(sc.seat), seed=3)
    seat = scene.seat
    view = scene.view
    before = (len(match.state.actions_log()), view.rows(), view.known_top(seat), view.totals(seat))
    assert not any(getattr(b, "key", "") == "undo" and b.enabled for b in scene.column.buttons)   # nothing yet
    pointed_click(app, button(scene, "act:attract").rect.center)
    card = sorted(scene.prompt().cards)[0]
    pointed_click(app, scene.target_rect(("card", card)).center)
    assert card not in scene.view.rows()[match.rules.cards[card].level]
    pointed_click(app, button(scene, "undo").rect.center)
    view = scene.view                                   # the game was replayed: a new view
    after = (len(match.state.actions_log()), view.rows(), view.known_top(seat), view.totals(seat))
    assert after == before and view.decision() == "action" and scene.seat == seat
    # a whole action taken back by the keyboard too
    pointed_click(app, button(scene, "act:attract").rect.center)
    pointed_click(app, scene.target_rect(("card", card)).center)
    if "done" in {getattr(b, "key", "") for b in buttons(scene)}:
        pointed_click(app, button(scene, "done").rect.center)
    assert scene.view.actions_taken(seat) == ("attract",)
    key(app, pygame.K_BACKSPACE)
    assert (len(match.state.actions_log()), scene.view.rows()) == before[:2]
    assert scene.view.actions_taken(seat) == ()


# ---------------------------------------------------------------------------- hidden cards


@pytest.mark.slow
def test_no_card_of_a_draw_pile_or_a_reserve_stack_is_ever_drawn(make_app):
    app = make_app(speed=1.0)
    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN), Seat("Cid", COMPUTER, "easy")],
                  seed=21)
    scene = table_for(app, match)
    from scenes.livingforest.table_art import faces

    art = faces(app)
    original = art.card
    bad = []

    def public(view) -> set[int]:
        out = set(view.face_up())
        for s in range(match.state.players):
            out |= set(view.help_line(s)) | set(view.discard(s))
        for frame in view.frames():
            if frame[0] in ("attract", "order"):
                out |= set(frame[4] if frame[0] == "attract" else frame[2])
        return out

    def shown_cards() -> set[int]:
        game = match.state
        view = game.view(scene.seat if scene.seat is not None else 0)
        # the live game, and the moment being told (the seat's own view of an earlier state of the rules)
        out = public(view) | public(scene.shown_view())
        if not scene.private and scene.seat is not None:
            out |= set(view.known_top(scene.seat))
        # what the show tells (the end of a round: the reserve refilled, cards attracted) was public
        for beat in scene.show.queue:
            out |= {int(c) for _, c in beat.lines if c and c.isdigit()}
            out |= set(beat.data.get("cards", ()))
        return out

    def card(card_id, width, lang):
        if card_id not in shown_cards():
            bad.append(card_id)
        return original(card_id, width, lang)
    art.card = card
    rng = random.Random(5)
    for _ in range(1500):
        if match.over:
            break
        answer(app, scene, rng)
    assert not bad, f"hidden cards drawn: {sorted(set(bad))}"


# ---------------------------------------------------------------------------- what is told: computers, the end of a round


@pytest.mark.slow
def test_computers_turns_and_the_end_of_each_round_are_told_step_by_step(make_app):
    from game.i18n import STRINGS
    from scenes.livingforest.table_show import STEPS, water_at

    app = make_app(speed=1.0)
    seats = [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "medium"), Seat("Cid", COMPUTER, "easy")]
    match = Match("living-forest", seats, seed=13)
    scene = table_for(app, match)
    told = []
    added = scene.show.add
    scene.show.add = lambda beat: (told.append(beat), added(beat))     # every beat told, kept for the checks
    rng = random.Random(2)
    skips = 0
    for _ in range(6000):
        if match.over:
            break
        if scene.playing_show():
            # a click or Enter: one beat; Space: the whole telling
            k = skips % 3
            if k == 0:
                pointed_click(app, scene.geometry().centre.center)
            elif k == 1:
                key(app, pygame.K_RETURN)
            else:
                queued = len(scene.show.queue)
                key(app, pygame.K_SPACE)
                assert not scene.show.queue or queued == 0
            skips += 1
            continue
        answer(app, scene, rng)
    assert match.over
    turns = [b for b in told if b.kind == "turn"]
    assert turns and {b.seat for b in turns} == {1, 2}                  # the computers' turns only
    ends = [b.kind for b in told if b.kind != "turn"]
    # each round's end in the rules' order: the check, Onibi, the new fires, the refill, the Sacred Tree
    rounds = ends.count("check")
    assert rounds >= 2 and ends.count("sacred") == rounds - 1 and ends[-1] == "over"
    first = ends[:5]
    assert first == list(STEPS)
    # the round that ends the game has two steps, not Onibi and the rest it never reaches
    assert ends[-2:] == ["check", "over"] and [b.step for b in told[-2:]] == [0, 1]
    assert all(b.data["final"] for b in told[-2:]) and not any(b.data.get("final") for b in told[:-2])
    onibi = [b for b in told if b.kind == "onibi"]
    events = match.state.events()
    checks = [i for i, e in enumerate(events) if e.kind == "victory_check"]
    varans = [e for e in events if e.kind == "varans"]
    for beat, at, ev in zip(onibi, checks, varans):
        assert beat.data["fire"] == ev.data["fire"] and beat.data["given"] == ev.data["given"]
        end = next((i for i, e in enumerate(events) if i > at and e.kind == "round"), len(events))
        water = water_at(match.rules, events, at, end, match.state.players)
        assert beat.data["water"] == water
        # the comparison shown: attacked exactly when water < fires (§7.2)
        for s in range(3):
            if ev.data["fires"]:
                assert (s in ev.data["attacked"]) == (water[s] < ev.data["fire"])
    hit = STRINGS["lft_show_hit_many"]["en"].split("{")[0]
    assert any(hit in text or "<" in text for b in onibi for text, _ in b.lines)
    for _ in range(200):
        if app.top is not scene:
            break
        pointed_click(app, scene.geometry().centre.center)
    assert app.top is not scene
