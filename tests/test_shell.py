"""The shell's generic parts work for any game: the match controller runs a Canopée match with no table at all
(computers thinking in the worker thread, a human's action, the autosave, the hot-seat hand-off), and the
score pad draws and counts made-up rows."""
from __future__ import annotations

import random
import threading
import time

import pygame

from game import savegame
from game.session import COMPUTER, Match, Seat
from scenes.menu import MenuScene
from scenes.shell.match import MatchController, MatchHost
from scenes.shell.score_screen import ScoreScreen
from scenes.widgets.scorepad import WIN_FILL, ScorePad
from scenes.ui import PANEL


class Host(MatchHost):
    """A screen that only takes notes of what the controller tells it."""

    def __init__(self, match: Match) -> None:
        super().__init__(match)
        self.turns: list[bool] = []
        self.accepted_count = 0
        self.scores_shown = 0

    def turn_began(self, new_seat: bool) -> None:
        self.turns.append(new_seat)

    def accepted(self) -> None:
        self.accepted_count += 1

    def show_scores(self) -> None:
        self.scores_shown += 1


def run_until(controller: MatchController, done, limit: float = 60.0) -> None:
    """Frames (without drawing) until ``done()``, the worker given time to think."""
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "the match never got there"
        time.sleep(0.002)
        controller.update(0.016)


def thinking_in_the_worker(match: Match) -> list[str]:
    """Marks the computers as slow thinkers (as the Hard bot is) and notes the thread each choice is made in."""
    threads: list[str] = []
    for agent in match.agents.values():
        choose = agent.choose

        def noted(view, choose=choose):
            threads.append(threading.current_thread().name)
            return choose(view)
        agent.choose = noted
        agent.slow = True
    return threads


def test_the_controller_plays_a_canopee_match_with_no_table(make_app):
    app = make_app()
    match = Match("canopee", [Seat("Ana"), Seat("Bob", COMPUTER, "random"), Seat("Cid", COMPUTER, "easy")], seed=3)
    threads = thinking_in_the_worker(match)
    host = Host(match)
    controller = MatchController(app, match, host=host)
    assert 0 not in match.state.to_act(), "a computer begins (the deal's first player)"
    controller.start()
    assert not controller.spectating and not controller.private, "one human: no hand-off screen"
    assert controller.thinking is not None and controller.seat is None
    # the computers think in the worker thread, and the window's thread goes on (the game waits for them)
    run_until(controller, lambda: controller.seat == 0 and controller.thinking is None)
    assert threads and all(name.startswith("ecosysteme-bots") for name in threads)
    assert 0 in match.state.to_act() and host.turns[0] is True
    # the human's legal action goes through the rules; the computers then think again
    logged = len(match.state.actions_log())
    controller.submit(match.view(0).legal_actions()[0])
    assert len(match.state.actions_log()) == logged + 1 and host.accepted_count == 1
    # the next frame saves the game as it is (before the computers' next choices land): Continue gives it back
    now = match.state.to_json()
    controller.update(0.016)
    assert not controller.save_failed
    assert savegame.load_autosave().state.to_json() == now
    # to the end: the last state goes to the archive, the score screen is asked for once, no autosave is left
    rng = random.Random(4)
    while not match.over:
        run_until(controller, lambda: match.over or (controller.seat == 0 and 0 in match.state.to_act()
                                                    and controller.thinking is None))
        if not match.over:
            legal = match.view(0).legal_actions()
            controller.submit(legal[rng.randrange(len(legal))])
    run_until(controller, lambda: controller.finished)
    assert host.scores_shown == 1 and match.state.outcome() is not None
    assert savegame.finished_games() and not savegame.autosave_path().exists()


def test_the_screen_is_passed_between_two_humans_of_a_canopee_match(make_app):
    app = make_app()
    match = Match("canopee", [Seat("Ana"), Seat("Bea")], seed=5)
    host = Host(match)
    controller = MatchController(app, match, host=host)
    controller.start()
    first = controller.seat
    assert first in match.state.to_act() and controller.private, "the first player's screen starts hidden"
    controller.reveal_hand()
    assert not controller.private
    # the first player's decisions, until the turn is the other player's: the screen is hidden, then passed
    while controller.seat == first:
        controller.submit(match.view(first).legal_actions()[0])
    assert controller.seat == 1 - first and controller.private and host.turns[-1] is True
    assert not controller.may_hint(), "no hint behind the hand-off screen"
    controller.reveal_hand()
    # the hint (Canopée's Hard, on the collection's search) is worked out in the worker for the player in view:
    # its whole answer, the action and the figures of the futures it played out
    assert controller.may_hint()
    controller.request_hint()
    run_until(controller, lambda: controller.hint_job is None)
    hint = controller.current_hint()
    assert hint.action in match.view(controller.seat).legal_actions() and hint.playouts > 0


def test_leaving_says_what_becomes_of_the_match(make_app):
    app = make_app()
    match = Match("canopee", [Seat("Ana"), Seat("Bob", COMPUTER, "random")], seed=2)
    controller = MatchController(app, match)
    controller.start()
    assert controller.leave_note_key() == "leave_note"
    controller.ask_leave()
    assert controller.confirming_leave
    controller.cancel_leave()
    assert not controller.confirming_leave
    unsaved = MatchController(app, match, autosave=False)
    assert unsaved.leave_note_key() == "leave_note_unsaved"


def test_the_score_pad_counts_up_made_up_rows_and_crowns_the_winner(make_app):
    app = make_app(speed=1.0)
    values = {"seeds": (3, 7), "leaves": (0, None), "total": (30, 42)}
    pointed: list[tuple] = []
    pad = ScorePad(app, list(values), ["Ana", "Bea"], lambda row, i: values[row][i], str.title,
                   rules_above=("total",), speed=1.0, on_row=lambda row, col: pointed.append(("row", row, col)),
                   on_header=lambda col: pointed.append(("header", col)))
    label_col, col, inner = pad.metrics(30, 2.5)
    rect = pygame.Rect(40, 40, pad.width(30, 2.5), pad.height(30))
    pad.place(rect, 30, label_col, col, inner, 1.0)
    assert rect.h <= pad.height(30)
    # the rows appear one by one, the total counts up last
    assert pad.counting and pad.shown_value("seeds", 0) == "3" and pad.shown_value("total", 1) == ""
    assert pad.shown_value("leaves", 1) == "", "a blank stays blank"
    steps = 0
    while not pad.advance(0.05):
        steps += 1
        assert steps < 100
    pad.skip()
    assert not pad.counting and pad.shown_value("total", 0) == "30" and pad.shown_value("total", 1) == "42"
    # drawn: the winner's column in gold, the other on the pad's paper
    surface = app.surface
    surface.fill((0, 0, 0))
    pad.draw(surface, winners={1}, hover_row=None)
    first_row = pad.row_rects["seeds"]
    winner, other = pad.header_rects[1], pad.header_rects[0]
    assert surface.get_at((winner.x + 4, first_row.y + 2))[:3] == WIN_FILL
    assert surface.get_at((other.x + 4, first_row.y + 2))[:3] == PANEL
    # pointing: a row in a player's column, a row's label, a header, elsewhere
    leaves = pad.row_rects["leaves"]
    assert pad.hover((winner.centerx, leaves.centery)) and pointed[-1] == ("row", "leaves", 1)
    assert pad.hover((rect.x + 10, leaves.centery)) and pointed[-1] == ("row", "leaves", None)
    assert pad.hover(other.center) and pointed[-1] == ("header", 0)
    assert not pad.hover((rect.right + 50, rect.bottom + 50))


class TotalsOnly(ScoreScreen):
    """The least a game writes for its score screen: the rows, the values, where the pad and the banner go."""

    def __init__(self, app, match: Match) -> None:
        self.rows = ["total"]
        super().__init__(app, match)

    def value(self, key: str, i: int) -> int:
        return self.match.state.outcome().totals[i]

    def place(self, size) -> None:
        label_col, col, inner = self.pad.metrics(30, 2.5)
        rect = pygame.Rect(self.content.x, self.content.y, self.pad.width(30, 2.5), 0)
        self.pad.place(rect, 30, label_col, col, inner, self.s)
        self.solo_rect = pygame.Rect(rect.right + 20, self.content.y, self.content.right - rect.right - 20,
                                     self.solo_h)


def test_the_score_screen_frame_shows_a_canopee_solo_result(make_app):
    from game.ecosysteme.agents import RandomAgent

    app = make_app(speed=1.0)
    match = Match("canopee", [Seat("Ana")], seed=6, solo=True)
    agent = RandomAgent(2)
    while not match.over:
        for seat in sorted(match.state.to_act()):
            match.submit(seat, agent.choose(match.view(seat)))
    outcome = match.state.outcome()
    app.push(MenuScene(app))
    scene = TotalsOnly(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    assert scene.counting and scene.shown_winners() == set(), "nobody is crowned while the totals count up"
    app.frame(5.0, events=[])
    assert not scene.counting and scene.shown_value("total", 1) == str(outcome.totals[1])
    summary = scene.solo_summary()
    assert summary["margin"] == outcome.detail["margin"] and summary["thresholds"] == []
    assert summary["won"] == (0 in outcome.winners), "no levels: the verdict is the game's own winner"
    assert scene.shown_winners() == set(outcome.winners)
    labels = [b.label for b in scene.column.buttons]
    assert labels == [app.t("score_play_again"), app.t("score_replay"), app.t("score_menu")]
    scene.menu()
    assert isinstance(app.top, MenuScene)
