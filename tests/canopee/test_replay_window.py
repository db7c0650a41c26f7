"""Canopée's replay in the window (scenes/canopee/replay.py), driven by pygame events on the dummy display: a
finished 2-player, solo and 4-player game stepped from the deal to the end by keys, buttons and clicks on log
entries; what each step shows is the rules' position; the last step's scores are the outcome's; no card of a
pile nor any hidden card is ever drawn; the layout holds from 1280×720 to 2560×1440."""
from __future__ import annotations

import functools
import random
from collections import Counter

import pygame
import pytest

from game.canopee.cardtable import WILDLIFE
from game.canopee.log import tree_numbers
from game.gamelog import log_lines
from game.replay import replay_steps
from game.session import COMPUTER, HUMAN, Match, Seat

from tests.input import key, pointed_click

APP_SIZE = (1280, 720)
GAMES = ("two", "solo", "four")


@functools.lru_cache(maxsize=None)
def finished(which: str) -> Match:
    """A finished game: two computers (the Season Change cards on), solo against the Forest Spirit (a human
    playing at random), or four computers."""
    if which == "two":
        seats = [Seat("Ana", COMPUTER, "easy"), Seat("Bob", COMPUTER, "medium")]
        match = Match("canopee", seats, seed=3, options={"card_set": "C", "season_change": True})
    elif which == "solo":
        match = Match("canopee", [Seat("Ana", HUMAN)], seed=5, solo=True)
    else:
        seats = [Seat(n, COMPUTER, "easy") for n in ("Ana", "Bob", "Cid", "Dee")]
        match = Match("canopee", seats, seed=8, options={"card_set": "A", "season_change": True})
    rng = random.Random(7)
    while not match.over:
        match.play_computers()
        for seat in match.waiting_humans():
            match.submit(seat, rng.choice(list(match.view(seat).legal_actions())))
    return match


def replay_for(app, match):
    from scenes.canopee.replay import CanopeeReplay
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    scene = CanopeeReplay(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def public_cards(state) -> set[int]:
    """What anyone at the table may see, read straight from the state: the forests (trees and cards, not the
    stores under a Hoatzin or a Pitcher Plant), the discard pile, the Threats a solo game turned face up."""
    seen = set(state.discard)
    for pile in state.spots:
        seen.update(u for u in pile if u in state.face_up)
    for fo in state.forests:
        seen.update(fo.cards)
        for t in fo.trees:
            seen.update(t.trunks)
            if t.canopy >= 0:
                seen.add(t.canopy)
    return seen


def as_scored(match: Match) -> dict[int, object]:
    """Each end of a season but the game's, by its replay step: the game right before the regeneration step of
    that season clears the forests (played again from the deal here, photographed when the rules make the step's
    event)."""
    from game.canopee import CANOPEE

    state = CANOPEE.new_state(len(match.seats), match.seed, match.solo, match.options or None)
    shots = []

    def watch(k, now):
        event = now.events()[k]
        if event.kind == "step" and event.data["step"] == 6:
            shots.append(now.clone())
    for seat, action in match.state.actions_log():
        state.apply_observed(seat, action, watch)
    entries = log_lines(match.state, match.names(), "en")
    ends = [e.step for e in entries if e.header.startswith("End of season") and not e.header.endswith("game")]
    return dict(zip(ends, shots))


def shown_at(match: Match, steps, i: int):
    """What replay step ``i`` shows: the rules' position there, an end of season as the season scored it."""
    return as_scored(match).get(i, steps[i].state)


def assert_shows(scene, state) -> None:
    """The scene shows ``state``'s forests as they are: each tree with its trunks and canopy and its number as
    the log names it, every other card in a group of its kind; and the piles' sizes."""
    numbers = tree_numbers(state)
    for f, layout in enumerate(scene.forest_layouts()):
        fo = state.forests[f]
        assert [(t.tid, t.number, sorted(u for u, _ in t.cards)) for t in layout.trees] == \
            [(t.tid, numbers[t.tid], sorted(t.trunks + ([t.canopy] if t.canopy >= 0 else []))) for t in fo.trees]
        assert sorted(u for g in layout.groups for u in g.uids) == sorted(fo.cards)
        assert all(state.ct.kind[u] == g.kind for g in layout.groups for u in g.uids)
    assert [len(p) for p in scene.state.spots] == [len(p) for p in state.spots]
    assert len(scene.piles.spots) == len(state.spots)


# ---------------------------------------------------------------------------- moving through the game


@pytest.mark.slow
@pytest.mark.parametrize("which", GAMES)
def test_the_keys_step_from_the_deal_to_the_end_through_the_rules_positions(make_app, which):
    app = make_app("en")
    match = finished(which)
    steps = replay_steps(match)
    entries = log_lines(match.state, match.names(), "en")
    scene = replay_for(app, match)
    assert scene.index == 0 and scene.counter_text() == "The deal"
    assert_shows(scene, steps[0].state)
    last = len(steps) - 1
    assert last == len(entries)
    for i in range(1, last + 1):
        key(app, pygame.K_RIGHT)
        assert scene.index == i and scene.counter_text() == f"Step {i} / {last}"
        assert scene.info_parts()[0] == entries[i - 1].header
        assert len(scene.state.actions_log()) == entries[i - 1].actions
        assert_shows(scene, shown_at(match, steps, i))
        assert scene.score_summary()["verdict"] is None or i == last
    key(app, pygame.K_RIGHT)                     # no step past the end
    assert scene.index == last
    key(app, pygame.K_LEFT)
    assert scene.index == last - 1
    key(app, pygame.K_HOME)
    assert scene.index == 0
    assert_shows(scene, steps[0].state)
    key(app, pygame.K_END)
    assert scene.index == last and scene.finished
    assert_shows(scene, match.state)


@pytest.mark.parametrize("which", GAMES)
def test_an_end_of_season_is_shown_over_the_forests_as_the_season_scored_them(make_app, which):
    app = make_app("en")
    match = finished(which)
    steps = replay_steps(match)
    scene = replay_for(app, match)
    scored = as_scored(match)
    assert len(scored) == match.state.mode.seasons - 1
    totals = [e.data["points"] for e in match.state.events() if e.kind == "season_scores"]
    for n, (i, state) in enumerate(sorted(scored.items())):
        scene.go(i)
        app.frame(0.016, events=[])
        assert scene.info_parts()[0] == f"End of season {n + 1}"
        assert_shows(scene, state)
        # the cards the season scored are still in its forests (the next position has cleared them)
        cat = match.state.ct.cat
        shown = [u for g in scene.forest_layouts() for grp in g.groups for u in grp.uids]
        assert any(cat[u] != WILDLIFE for u in shown)
        later = steps[i].state
        assert not any(cat[u] != WILDLIFE for fo in later.forests for u in fo.cards)
        # its season, its points, no pile dealt for the next one
        assert scene.state.season == n + 1 and scene.points() == totals[n]
        assert all(not pile for pile in scene.state.spots)


@pytest.mark.parametrize("which", GAMES)
def test_the_last_step_shows_the_outcome_s_scores_and_winners(make_app, which):
    app = make_app("en")
    match = finished(which)
    outcome = match.state.outcome()
    scene = replay_for(app, match)
    before = scene.score_summary()
    assert before["title"] == "Scores so far" and [p for _, p, _ in before["players"]] == [0] * len(outcome.totals)
    key(app, pygame.K_END)
    summary = scene.score_summary()
    names = match.names("en")
    assert summary["title"] == "Final scores"
    assert [(n, p) for n, p, _ in summary["players"]] == list(zip(names, outcome.totals))
    crowned = {f for f, (_, _, won) in enumerate(summary["players"]) if won}
    if match.solo:
        margin = outcome.totals[0] - outcome.totals[1]
        assert crowned == ({0} if outcome.winners else {1})
        assert summary["verdict"] == f"Margin: {margin:+d} · " + ("win" if outcome.winners else "loss")
    else:
        assert crowned == set(outcome.winners)
        won = [names[f] for f in outcome.winners]
        assert summary["verdict"] == (f"{won[0]} wins!" if len(won) == 1 else f"Tie: {', '.join(won)}")


def test_the_buttons_and_the_log_entries_move_it(make_app):
    app = make_app("fr")
    match = finished("two")
    steps = replay_steps(match)
    scene = replay_for(app, match)
    labels = {b.label: b for b in scene.buttons}
    assert set(labels) == {"Retour", "Précédent", "Lecture", "Suivant"}
    assert not labels["Précédent"].enabled
    pointed_click(app, labels["Suivant"].rect.center)
    pointed_click(app, next(b for b in scene.buttons if b.label == "Suivant").rect.center)
    assert scene.index == 2 and scene.counter_text() == f"Étape 2 / {len(steps) - 1}"
    pointed_click(app, next(b for b in scene.buttons if b.label == "Précédent").rect.center)
    assert scene.index == 1
    # a click on a log entry goes to its step, wherever the log is scrolled
    visited = set()
    for start in (0, 30, len(steps) - 4):
        scene.go(start)
        app.frame(0.016, [])
        rect = scene.log_rect
        for y in range(rect.y, rect.bottom, 6):
            step = scene.log.entry_at((rect.centerx, y), rect)
            if step is not None and step != scene.index and step not in visited:
                pointed_click(app, (rect.centerx, y))
                assert scene.index == step
                assert_shows(scene, shown_at(match, steps, step))
                visited.add(step)
                break
    assert len(visited) == 3


@pytest.mark.slow
def test_space_plays_a_step_a_second_and_pauses(make_app):
    app = make_app("en")
    match = finished("solo")
    scene = replay_for(app, match)
    key(app, pygame.K_SPACE)
    assert scene.playing and next(b for b in scene.buttons if b.primary).label == "Pause"
    app.frame(0.6, [])
    assert scene.index == 0
    app.frame(0.6, [])
    assert scene.index == 1
    for _ in range(3):
        app.frame(1.0, [])
    assert scene.index == 4
    key(app, pygame.K_SPACE)
    app.frame(3.0, [])
    assert scene.index == 4 and not scene.playing
    key(app, pygame.K_SPACE)
    for _ in range(scene.last + 2):
        app.frame(1.0, [])
    assert scene.index == scene.last and not scene.playing and scene.finished


def test_back_returns_to_the_previous_scene_and_escape_quits_when_alone(make_app):
    from scenes.canopee.replay import CanopeeReplay

    app = make_app("en")
    match = finished("four")
    scene = replay_for(app, match)
    pointed_click(app, next(b for b in scene.buttons if b.label == "Back").rect.center)
    assert type(app.top).__name__ == "MenuScene" and app.running
    alone = make_app("en")
    alone.push(CanopeeReplay(alone, match))        # as ``ecosysteme replay FILE`` opens it
    alone.frame(0.016, [])
    key(alone, pygame.K_RIGHT)
    key(alone, pygame.K_ESCAPE)
    assert not alone.running and alone.exit_code == 0


def test_a_game_in_progress_is_replayed_up_to_where_it_is(make_app):
    app = make_app("en")
    match = Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy")], seed=11)
    rng = random.Random(2)
    for _ in range(12):
        match.play_computers()
        for seat in match.waiting_humans():
            match.submit(seat, rng.choice(list(match.view(seat).legal_actions())))
    scene = replay_for(app, match)
    key(app, pygame.K_END)
    assert not scene.finished and "game in progress" in scene.info_parts()
    assert scene.score_summary()["verdict"] is None and scene.score_summary()["title"] == "Scores so far"
    assert [p for _, p, _ in scene.score_summary()["players"]] == match.state.points
    assert_shows(scene, match.state)


@pytest.mark.parametrize("which", GAMES)
def test_the_cards_a_step_placed_are_outlined(make_app, which):
    app = make_app("en")
    match = finished(which)
    scene = replay_for(app, match)
    entries = log_lines(match.state, match.names(), "en")
    exact = 0
    for i, entry in enumerate(entries, start=1):
        scene.go(i)
        placed = Counter(item.card for item in entry.items if item.kind == "place")
        fresh = Counter(scene.state.ct.kind[u] for u in scene.fresh())
        assert not fresh - placed, f"step {i}: {fresh} outlined, the entry placed {placed}"
        # every card the entry placed is outlined, unless it left the forest before the step's position (a
        # Drought, or the end of the season played within the same action)
        shared = any(e.actions == entry.actions for e in entries[i:])
        if not shared and not any(item.kind in ("discard", "threat") for item in entry.items):
            assert fresh == placed
            exact += bool(placed)
        if placed:
            assert scene.acting() or entry.header.startswith("End")
    assert exact > 15


# ---------------------------------------------------------------------------- nothing hidden is drawn


@pytest.mark.slow
@pytest.mark.parametrize("which", GAMES)
def test_no_pile_card_nor_hidden_card_is_ever_drawn(make_app, which):
    """Every face drawn at every step: a card public at that step (never a pile's card but the Threats a solo
    game turns face up, never a card under a Hoatzin or a Pitcher Plant, never a deck's), each through the
    scene's ``draw_card``, plus the season's Season Change card; the piles drawn as backs."""
    from scenes.canopee.faces import canopee_faces
    from scenes.canopee.table_art import MIN_FACE

    app = make_app("en")
    match = finished(which)
    scene = replay_for(app, match)
    faces = canopee_faces(app)
    calls: dict[str, list] = {"face": [], "icon": [], "back": [], "card": []}

    def spy(name, original):
        def call(kind_or_width, *args, **kwargs):
            calls[name].append(kind_or_width)
            return original(kind_or_width, *args, **kwargs)
        return call
    for name in ("face", "icon", "back"):
        setattr(faces, name, spy(name, getattr(faces, name)))
    draw_card = scene.draw_card

    def checked(surface, uid, kind, rect):
        calls["card"].append((uid, kind, rect.w))
        draw_card(surface, uid, kind, rect)
    scene.draw_card = checked
    logged = {item.card for entry in log_lines(match.state, match.names(), "en") for item in entry.items}
    hidden_seen = 0
    for i, step in enumerate(scene.steps):
        scene.go(i)
        for bucket in calls.values():
            bucket.clear()
        app.frame(0.016, [])
        state = step.state
        public = public_cards(state)
        hidden = set().union(*(set(p) for p in state.spots), state.deck, state.germ, state.set_aside,
                             *(fo.hoatzin for fo in state.forests),
                             *(fo.pitcher.values() for fo in state.forests)) - public
        hidden_seen += len(hidden)
        for uid, kind, _ in calls["card"]:
            assert uid in public and uid not in hidden, f"step {i}: card {uid} ({kind}) drawn, not public"
            assert state.ct.kind[uid] == kind
        # every face drawn is one of those cards, or the season's Season Change card turned up for everyone
        faces_drawn = Counter(kind for _, kind, w in calls["card"] if w >= MIN_FACE)
        if state.sc_id is not None and scene.sc_card is not None:
            faces_drawn[state.sc_id] += 1
        assert Counter(calls["face"]) == faces_drawn, f"step {i}: a face drawn outside the public cards"
        # icons: the log's (public events) and the narrowest cards'
        assert set(calls["icon"]) <= logged | {kind for _, kind, _ in calls["card"]}
        assert len(calls["back"]) >= sum(1 for p in state.spots if p)
        assert sum(1 for uid, _, _ in calls["card"] if uid in public) > 0 or i == 0
    assert hidden_seen > 1000


# ---------------------------------------------------------------------------- the layout


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("which", GAMES)
def test_the_layout_never_overlaps(make_app, which, lang, size):
    from scenes.canopee.table_art import MIN_FACE

    app = make_app(lang, size)
    match = finished(which)
    scene = replay_for(app, match)
    screen = pygame.Rect((0, 0), size)
    parts = [scene.left, scene.main, scene.log_rect, scene.top_bar, scene.bottom]
    for i, a in enumerate(parts):
        assert screen.contains(a)
        assert not any(a.colliderect(b) for b in parts[i + 1:])
    assert len(scene.panels) == match.state.nf
    for i, a in enumerate(scene.panels):
        assert scene.forests_area.contains(a) and not any(a.colliderect(b) for b in scene.panels[i + 1:])
    assert not scene.strip.colliderect(scene.forests_area) and scene.main.contains(scene.strip)
    table = list(scene.decks.values()) + list(scene.piles.spots) + [tag for _, tag in scene.piles.seats]
    if scene.sc_card is not None:
        table.append(scene.sc_card)
    for i, a in enumerate(table):
        assert scene.left.contains(a)
        assert not any(a.colliderect(b) for b in table[i + 1:])
    for index in (scene.last // 2, scene.last):
        scene.go(index)
        app.frame(0.016, [])
        for f, layout in enumerate(scene.forest_layouts()):
            body = scene.panels[f]
            cards = [r for t in layout.trees for _, r in t.cards] + [g.rect for g in layout.groups]
            assert all(body.contains(r) for r in cards)
            assert all(body.contains(t.label) for t in layout.trees)
            assert all(r.w >= MIN_FACE for r in cards)     # a face on every card, four forests at 1280×720 too
            groups = [g.rect for g in layout.groups]
            assert not any(a.colliderect(b) for i, a in enumerate(groups) for b in groups[i + 1:])
            columns = [t.rect for t in layout.trees]
            assert not any(a.colliderect(b) for i, a in enumerate(columns) for b in columns[i + 1:])
            assert not any(a.colliderect(b) for a in columns for b in groups)
    buttons = [b.rect for b in scene.buttons]
    for i, a in enumerate(buttons):
        assert scene.bottom.contains(a) and not any(a.colliderect(b) for b in buttons[i + 1:])
    assert scene.keys_x < scene.bottom.right


def test_resting_on_a_card_shows_it_large(make_app):
    from scenes.cardview import HOVER_DELAY

    app = make_app("en")
    match = finished("two")
    scene = replay_for(app, match)
    key(app, pygame.K_END)
    layout = scene.forest_layouts()[1]
    group = layout.groups[0]
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=group.rect.center, rel=(0, 0), buttons=(0, 0, 0))])
    app.frame(HOVER_DELAY + 0.1, [])
    app.frame(0.016, [])
    assert scene.inspector.shown == ("canopee", group.kind)
    assert scene.card_at(scene.decks["deck"].center) is None      # a deck's back tells nothing


def test_the_replay_s_words_exist_in_both_languages_and_are_used():
    import re
    from pathlib import Path

    from game.i18n import STRINGS

    folder = Path(__file__).resolve().parents[2].joinpath("scenes", "canopee")
    source = "".join(path.read_text("utf-8") for path in sorted(folder.glob("replay*.py")))
    keys = [k for k in STRINGS if k.startswith("crp_")]
    assert keys
    for k in keys:
        fr, en = STRINGS[k]["fr"], STRINGS[k]["en"]
        assert fr.strip() and en.strip(), k
        assert set(re.findall(r"{(\w+)}", fr)) == set(re.findall(r"{(\w+)}", en)), k
        assert f'"{k}"' in source, f"{k} is never shown"


def test_a_solo_pile_shows_its_face_up_threats_and_nothing_else(make_app):
    app = make_app("en")
    match = finished("solo")
    scene = replay_for(app, match)
    shown = 0
    for i, step in enumerate(scene.steps):
        scene.go(i)
        state = step.state
        for spot, pile in enumerate(state.spots):
            up = [u for u in pile if u in state.face_up]
            laid = scene.face_up(spot)
            assert [u for u, _ in laid] == up
            for u, rect in laid:
                assert scene.card_at(rect.midtop) == ("canopee", state.ct.kind[u], rect)
                shown += 1
            back = scene.piles.spots[spot]
            if not up:
                assert scene.card_at(back.center) is None           # a pile's back tells nothing
    assert shown > 5


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_solo_pile_s_face_up_threats_are_whole_cards_in_a_row(make_app, size):
    """Three Threats face up on one pile: whole cards under the piles, never over one another nor the piles."""
    from game.canopee.agents import EasyAgent

    match = Match("canopee", [Seat("Zoé", HUMAN)], seed=3, solo=True)
    agent, rng = EasyAgent(3), random.Random(3)
    while len(match.state.actions_log()) < 44:
        (seat,) = match.state.to_act()
        legal = match.state.legal_actions(seat)
        match.state.apply(seat, rng.choice(legal) if rng.random() < 0.5 else agent.choose(match.state.view(seat)))
    app = make_app("fr", size=size)
    scene = replay_for(app, match)
    most = 0
    for i, step in enumerate(scene.steps):
        up = [[u for u in pile if u in step.state.face_up] for pile in step.state.spots]
        if max(len(u) for u in up) < 2:
            continue
        scene.go(i)
        app.frame(0.016, events=[])
        laid = [(u, rect) for spot in range(len(up)) for u, rect in scene.face_up(spot)]
        assert sorted(u for u, _ in laid) == sorted(u for cards in up for u in cards)
        for j, (u, rect) in enumerate(laid):
            assert scene.left.contains(rect) and rect.w >= 48
            assert not any(rect.colliderect(other) for _, other in laid[j + 1:])
            assert not any(rect.colliderect(pile) for pile in scene.piles.spots)
            assert scene.card_at(rect.center)[1] == step.state.ct.kind[u]
        most = max(most, max(len(u) for u in up))
    assert most >= 3
