"""Hot-seat Living Forest at every round's end, driven by real pygame events: the last turn and the end of the
round (the victory check, Onibi, the new fires, the refill, the Sacred Tree) are told first, over the round that
ends (the top bar and the log say that round, the log's lines come with their steps), then the screen is handed
to the next round's first player (the Sacred Tree holder, even when that is the player who just played), then
that player draws. Computers' turns are told before the hand-off that follows them too."""
from __future__ import annotations

import pygame
import pytest

from game.i18n import tr
from game.livingforest.log import log_lines
from game.session import COMPUTER, HUMAN, Match, Seat

from tests.input import key, pointed_click
from ..helpers import look, settle
from .test_table_window import table_for

APP_SIZE = (1280, 720)
# the log's line kinds of an end of round, by the step of the telling that brings them (table_show.STEPS)
LOG_STEP = {"check": 0, "varan": 1, "centre": 2, "refill": 3, "end": 4}


def ready(scene):
    return next(b for b in scene.column.buttons if b.label == scene.t("ready"))


def strip_button(scene, key_name):
    return next((b for b in scene.column.buttons if getattr(b, "key", "") == key_name and b.enabled), None)


def on_screen(scene):
    """What the window shows now: the hand-off screen (to whom), a beat told, or a decision asked (of whom)."""
    if scene.private:
        return ("handoff", scene.seat)
    if scene.playing_show():
        beat = scene.show.current
        return ("tell", beat.kind, beat.seat)
    prompt = scene.prompt()
    if prompt is not None:
        return ("ask", scene.seat, prompt.decision, scene.match.state.round)
    return None


def watch_log(scene) -> dict:
    """Keep the game whose log the panel last drew (under "game")."""
    drawn: dict = {}
    draw = scene.log.draw

    def spy(surface, rect, game, names, *args, **kw):
        drawn["game"] = game
        return draw(surface, rect, game, names, *args, **kw)
    scene.log.draw = spy
    return drawn


def check_telling(scene, match, ending: int, drawn: dict) -> None:
    """During a round's end: the top bar and the log are the round that ends, the log no further than the step."""
    beat = scene.show.current
    assert scene.progress_text() == tr("lft_show_end", "en", n=ending)
    entries = log_lines(drawn["game"], match.names("en"), "en")
    end_header = tr("lf_log_end_header", "en", n=ending)
    assert entries and entries[-1].header == end_header, "the log's last entry is the round that ends"
    assert not any(tr("lf_log_draw_header", "en", n=ending + 1) == e.header for e in entries)
    reached = max(LOG_STEP[i.kind] for i in entries[-1].items)
    assert reached <= beat.step, f"the log holds step {reached} while step {beat.step} ({beat.kind}) is told"


def play_rounds(app, scene, match, rounds: int, telling_input=("click", "enter")) -> list:
    """Play ``rounds`` whole rounds by events (each player reveals one card, stops, takes a Fragment, ends the
    turn); the screens seen, in order, consecutive repeats merged; every telling checked as it plays."""
    seen = []
    n = 0
    drawn = watch_log(scene)
    while True:
        assert n < 4000, "the rounds did not end"
        n += 1
        shot = on_screen(scene)
        if shot is not None and (not seen or seen[-1] != shot):
            seen.append(shot)
        if match.state.round > rounds and shot is not None and shot[0] == "ask":
            return seen                 # the next round's first decision is asked
        if scene.private:
            look(app, scene)                # a player reads the screen before pressing (table_base's quiet time)
            pointed_click(app, ready(scene).rect.center)
        elif scene.playing_show():
            beat = scene.show.current
            if beat.kind != "turn":
                check_telling(scene, match, match.state.round - 1, drawn)
            # a beat is stepped by a click or Enter, or left to play by itself
            how = telling_input[n % len(telling_input)]
            if how == "click":
                pointed_click(app, scene.geometry().centre.center)
            elif how == "enter":
                key(app, pygame.K_RETURN)
            else:
                app.frame(0.1, events=[])
        elif scene.prompt() is None:
            settle(app, scene)
            app.frame(0.016, events=[])
        else:
            look(app, scene)
            prompt = scene.prompt()
            if prompt.decision == "draw":
                b = strip_button(scene, "stop") or strip_button(scene, "reveal")
            elif prompt.decision == "action":
                b = strip_button(scene, "act:fragment") or strip_button(scene, "end_turn")
            else:
                b = next(b for b in scene.column.buttons if b.enabled)
            pointed_click(app, b.rect.center)


def round_ends(seen: list) -> list[list]:
    """Each round's end: the screens from its first told step up to the next decision asked."""
    out = []
    for i, shot in enumerate(seen):
        if shot[:2] == ("tell", "check"):
            j = next(k for k in range(i, len(seen)) if seen[k][0] == "ask")
            out.append(seen[i:j + 1])
    return out


@pytest.mark.slow
@pytest.mark.parametrize("players, first", [(2, 1), (2, 0), (3, 2), (4, 1)])
def test_each_round_end_is_told_then_handed_to_the_sacred_tree_holder_then_drawn(make_app, players, first):
    app = make_app(speed=1.0)
    seats = [Seat(f"Player {i + 1}", HUMAN) for i in range(players)]
    match = Match("living-forest", seats, seed=7, options={"first_player": first})
    scene = table_for(app, match)
    seen = play_rounds(app, scene, match, rounds=3)
    ends = round_ends(seen)
    assert len(ends) == 3
    for r, shots in enumerate(ends, start=1):
        holder = (first + r) % players            # the Sacred Tree passes on every round
        told = [s[1] for s in shots if s[0] == "tell"]
        assert told == ["check", "onibi", "fires", "refill", "sacred"], f"round {r}: {shots}"
        assert shots[-2:] == [("handoff", holder), ("ask", holder, "draw", r + 1)], f"round {r}: {shots}"
        # nothing is handed on before the telling is over
        assert [s[0] for s in shots] == ["tell"] * 5 + ["handoff", "ask"]
    # the draw phase itself asks the humans in turn order, the first player first
    for r in (1, 2, 3):
        drawers = []
        for shot in seen:
            if shot[0] == "ask" and shot[2:] == ("draw", r) and shot[1] not in drawers:
                drawers.append(shot[1])
        assert drawers == [(first + r - 1 + i) % players for i in range(players)]


def test_a_computers_turn_is_told_before_the_screen_is_handed_on(make_app):
    app = make_app(speed=1.0)
    # turn order Ana, Bob (computer), Cid: Bob's turn is told to the table before Cid gets the screen
    seats = [Seat("Ana", HUMAN), Seat("Bob", COMPUTER, "easy"), Seat("Cid", HUMAN)]
    match = Match("living-forest", seats, seed=3, options={"first_player": 0})
    scene = table_for(app, match)
    seen = play_rounds(app, scene, match, rounds=2, telling_input=("click", "wait", "enter"))
    bob = [i for i, s in enumerate(seen) if s[:2] == ("tell", "turn") and s[2] == 1]
    assert len(bob) == 2
    for i in bob:
        before = [s for s in seen[:i] if s[0] != "tell"][-1]
        after = next(s for s in seen[i:] if s[0] != "tell")
        assert before[:2] == ("ask", 0), "Bob plays right after Ana"
        assert after == ("handoff", 2), "the hand-off to Cid comes once Bob's turn is told"


@pytest.mark.slow
def test_with_animations_off_nothing_is_told_and_the_screen_changes_hands_only_between_two_humans(make_app):
    """No telling (animations off): a player who ends a round and holds the Sacred Tree next keeps the screen they
    were already using (nothing was shown to the table, nothing of another player is on it); a 3-player round end
    still hands the screen on, to the Sacred Tree holder."""
    for players, first in ((2, 1), (3, 0)):
        app = make_app(speed=0.0)
        seats = [Seat(f"Player {i + 1}", HUMAN) for i in range(players)]
        match = Match("living-forest", seats, seed=7, options={"first_player": first})
        scene = table_for(app, match)
        seen = play_rounds(app, scene, match, rounds=2)
        assert not any(s[0] == "tell" for s in seen)
        for r in (1, 2):
            holder = (first + r) % players
            start = seen.index(("ask", holder, "draw", r + 1))
            before = seen[start - 1]
            last_actor = (first + r - 1 + players - 1) % players
            if holder == last_actor:
                assert before[:2] == ("ask", holder) and before[3] == r, (players, r, seen[start - 2:start + 1])
            else:
                assert before == ("handoff", holder), (players, r, seen[start - 2:start + 1])
