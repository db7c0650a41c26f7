"""Running a match on the shared screen, for any game of the collection.

``MatchController`` keeps what is not a game's own: whose screen it is (the human whose choice is asked for),
the hot-seat hand-off (the privacy screen between two humans), spectating (the demo: no human, a move on a
timer), the computers' thinking and the hint in a worker thread (futures, their results collected each
frame), submitting a human's action through ``Match``, the autosave when the game changed (and the failure
said once a session; ``save_failed`` for the leave question), the leave question's state and wording, and
finishing into the score screen once the last reveal has been seen. It speaks only the protocol through
``game.session.Match`` (``to_act`` / ``waiting_humans``, ``apply``, ``submit``, ``view(seat)``, ``over``,
``state.actions_log()``) and imports no game package.

A next game reuses it whole. What it writes itself is a ``MatchHost`` (its table scene, usually on
scenes/shell/table_base.py, which already is one): what to forget when a turn begins, what to clear when an
action is accepted, the keys that say its state changed (the defaults work for any game), its score screen.
With no host the controller runs headless (tests, tools): ``finished`` then says the match is done.
"""
from __future__ import annotations

import sys
from concurrent.futures import Executor, Future, ThreadPoolExecutor

from game import savegame
from game.session import Match

# computers that think for longer than a frame (and the hint) work here, so the window never stops drawing
WORKER = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ecosysteme-bots")
REVEAL_SECONDS = 0.9          # a reveal's animation at speed 1: the hand-off and the score screen wait for it


def progress_key(state) -> tuple:
    """A value that changes whenever any game does: every applied action is in its log."""
    return len(state.actions_log()), state.is_over


class MatchHost:
    """What a controller asks of the screen that shows its match. Every hook has a default that does nothing
    (or works for any game), so a controller also runs with no screen at all."""

    match: Match

    def __init__(self, match: Match) -> None:
        self.match = match

    def game_key(self) -> object:
        """Changes whenever the game does (the autosave writes only then)."""
        return progress_key(self.match.state)

    def state_key(self) -> object:
        """The position a hint is for (the controller adds the seat): a hint for another one is not shown."""
        return self.game_key()

    def turn_began(self, new_seat: bool) -> None:
        """A human's choice is asked for (``new_seat``: by another human than before): forget the last one's."""

    def accepted(self) -> None:
        """The rules took the human's action: clear what was waiting for it."""

    def refresh(self) -> None:
        """Something the buttons depend on changed."""

    def telling(self) -> bool:
        """Something is being told on the table for everyone to watch (computers' turns, the end of a round):
        in hot-seat the screen is handed on only once it has been told, over the table of the one who played."""
        return False

    def say(self, text: str) -> None:
        """A one-off message for the players (an autosave that failed)."""

    def show_scores(self) -> None:
        """The match is over and its last reveal seen: the game's score screen."""

    def worker(self) -> Executor:
        """Where computers and hints think (a test harness may hold the jobs)."""
        return WORKER


class MatchController:
    """A match as the shared screen runs it (see the module's docstring). ``update(dt)`` is called every frame."""

    def __init__(self, app, match: Match, autosave: bool = True, host: MatchHost | None = None) -> None:
        self.app = app
        self.match = match
        self.host = host if host is not None else MatchHost(match)
        self.autosave = autosave               # keep the game in the user data folder after every change
        self._saved_key = None                 # the state last saved (see save)
        self.save_failed = False               # the last autosave could not be written (see save)
        self.seat: int | None = None           # the human the screen belongs to now
        self.private = False                   # the hand-off screen is up
        self.handing_off = False               # hot-seat: a reveal plays for the last to act, then the hand-off
        self.handoff_reveal = False            # ... and that reveal plays again for the next player
        self.handoff_told = False              # hot-seat: the hand-off waits for a telling (see advance)
        self.reveal_again = False
        self.reveal_timer = 0.0                # a reveal is being shown (seconds left at speed 1)
        self.finishing = False                 # the game is over; the score screen follows the last reveal
        self.finished = False                  # the score screen was asked for
        self.confirming_leave = False          # the leave question is up
        # with no human at the table (demo mode) the screen follows seat 1 and the moves go by on a timer
        self.spectating = not match.humans
        self.pick_interval = 0.7
        self.spectator_speed = 1.0             # demo --speed: also hurries the reveal animation
        self.pick_timer = 0.0
        self.thinking: Future | None = None    # the computers' choices being worked out in the worker
        self.hint_job: Future | None = None    # the hint being worked out, and the state it is for
        self.hint_key = None
        self.hint: tuple[object, object] | None = None   # (state key, the suggested action)

    def start(self) -> None:
        """The match begins on screen: computers play up to the first human's choice (spectating: seat 1)."""
        if self.spectating:
            self.seat = 0
        else:
            self.advance()

    # ------------------------------------------------------------------ whose turn

    def advance(self, revealed: bool = False) -> None:
        """Let computers play, then hand the screen to the next human (privately if several). ``revealed``:
        the step that led here revealed something (the last to act then watches it land first)."""
        match = self.match
        if match.slow_thinkers:
            self.think()
        else:
            match.play_computers()
            # a game of turns: the computers after this one play too, up to a human's turn (in a draft every
            # computer has chosen after one call, and a human is then waiting)
            while not match.over and not match.waiting_humans() and match.waiting_computers():
                match.play_computers()
        if match.over:
            return
        nxt = match.active_human()
        if nxt is None:
            return
        if match.hot_seat and self.seat is not None and self.host.telling():
            # what the computers and the game did is told first, over the table of the one who played last
            # (the round it happened in, its log); the hand-off follows it (see update), even to that same
            # player: the table watched it together, and the next choice is a private one
            self.handing_off = True
            self.handoff_told = True
            self.host.refresh()
            return
        told, self.handoff_told = self.handoff_told, False
        new_seat = nxt != self.seat or told
        if new_seat:
            if revealed and match.hot_seat and self.seat is not None and self.reveal_timer > 0:
                # what was just revealed is seen landing by the player who acted last, hand hidden (it was
                # passed on), before the screen goes to the next player (see update)
                self.handing_off = True
                self.host.refresh()
                return
            self.private = match.hot_seat
            self.reveal_again = self.private and self.reveal_timer <= 0 and self.handoff_reveal
            self.handoff_reveal = False
            self.seat = nxt
        self.host.turn_began(new_seat)

    def reveal_length(self) -> float:
        return REVEAL_SECONDS if self.app.settings.animation_speed else 0.0

    def reveal_hand(self) -> None:
        """The player the screen was passed to is ready: the privacy screen goes."""
        self.private = False
        if self.reveal_again and self.app.settings.animation_speed:
            self.reveal_timer = REVEAL_SECONDS      # what was revealed while the screen was being passed
        self.reveal_again = False
        self.host.refresh()

    # ------------------------------------------------------------------ the human's action

    def submit(self, action) -> None:
        """The human's action through the rules: IllegalAction (nothing changed) if they refuse it."""
        revealed = self.match.submit(self.seat, action)
        self.host.accepted()
        self.advance_after(revealed)

    def advance_after(self, revealed: bool) -> None:
        if revealed:
            self.reveal_timer = self.reveal_length()
        self.advance(revealed)
        if self.match.over:
            self.finish_after_reveal()
            return
        self.host.refresh()

    # ------------------------------------------------------------------ computers thinking, and the hint

    def think(self) -> None:
        """Start the waiting computers thinking in the worker (their choices are applied in ``update``)."""
        if self.thinking is None and self.match.waiting_computers():
            self.thinking = self.host.worker().submit(self.match.thinker())

    def thought(self) -> None:
        future, self.thinking = self.thinking, None
        try:
            choices = future.result()
        except Exception as exc:       # a bot's bug must not end the evening: its seats take a legal action
            print(f"ecosysteme: a computer player failed ({exc!r}); it plays its first legal choice",
                  file=sys.stderr)
            game = self.match.state
            choices = {seat: game.legal_actions(seat)[0] for seat in self.match.waiting_computers()}
        revealed = self.match.apply(choices)
        if self.spectating:
            if revealed:
                self.reveal_timer = self.reveal_length()
            if self.match.over:
                self.finish_after_reveal()
            return
        self.advance_after(revealed)

    @property
    def computers_thinking(self) -> list[int]:
        """The computer seats still choosing (the table shows them thinking)."""
        if self.thinking is None:
            return []
        return self.match.waiting_computers()

    def hint_position(self) -> tuple:
        return self.host.state_key(), self.seat

    def may_hint(self) -> bool:
        """A hint may be asked for now: a human's own choice is in view (the game adds its own conditions)."""
        return not (self.seat is None or self.spectating or self.private or self.handing_off or self.match.over)

    def request_hint(self) -> None:
        """Ask the strongest computer what it would do in this player's place (shown, never played)."""
        if self.seat is None or self.spectating or self.private or self.hint_job is not None:
            return
        key = self.hint_position()
        if self.hint is not None and self.hint[0] == key:
            return
        self.hint_key = key
        self.hint_job = self.host.worker().submit(self.match.hinter(self.seat))
        self.host.refresh()

    def hinted(self) -> None:
        future, self.hint_job = self.hint_job, None
        try:
            action = future.result()
        except Exception as exc:
            print(f"ecosysteme: the hint failed ({exc!r})", file=sys.stderr)
            action = None
        if action is not None and self.hint_key == self.hint_position():
            self.hint = (self.hint_key, action)
        self.host.refresh()

    def current_hint(self):
        """The suggested action for the position on screen, if the player asked for one."""
        if self.hint is None or self.hint[0] != self.hint_position() or self.private:
            return None
        return self.hint[1]

    # ------------------------------------------------------------------ autosave, leaving, the end

    def save(self) -> None:
        """Save the game if it changed since the last save: a crash loses at most the move in progress."""
        if not self.autosave:
            return
        key = self.host.game_key()
        if key == self._saved_key:
            return
        self._saved_key = key
        try:
            savegame.autosave(self.match)
            self.save_failed = False
        except OSError as exc:
            self.save_failed = True          # the leave question must not promise a Continue
            # said once a session (the menu may have said it at start-up): not again after every move
            if not self.app.write_failure_told:
                from game.userdata import write_problem

                self.app.write_failure_told = True
                self.host.say(self.app.t("autosave_failed", error=write_problem(exc, self.app.lang)))

    def leave_note_key(self) -> str:
        """What the leave question says becomes of the game: kept for Continue, or not (a demo; a failed save)."""
        if not self.autosave:
            return "leave_note_unsaved"
        if self.save_failed or self.app.storage_problem:
            return "leave_note_not_saved"
        return "leave_note"

    def ask_leave(self) -> None:
        """Escape: a finished match is left at once, one in progress asks first."""
        if self.match.over:
            self.leave()
            return
        self.confirming_leave = True
        app = getattr(self.host, "app", None)       # the table's: a dialog opening is heard
        if app is not None:
            app.audio.play("dialog")
        self.host.refresh()

    def cancel_leave(self) -> None:
        self.confirming_leave = False
        self.host.refresh()

    def leave(self) -> None:
        """Leave the table: back to the challenge ladder for a challenge game, else to the menu."""
        if self.match.challenge is not None:
            from ..ladder import LadderScene

            self.app.home(LadderScene(self.app))
        else:
            self.app.home()

    def finish_after_reveal(self) -> None:
        """The score screen comes once the last reveal has been seen. The table is refreshed first: the last
        question's buttons (Confirm, Undo, a hint) must not stay on screen while the end of the game plays."""
        self.host.refresh()
        if self.reveal_timer <= 0:
            self.finish()
        else:
            self.finishing = True

    def finish(self) -> None:
        self.save()                     # the finished game goes to the archive, for its replay
        self.finished = True
        self.host.show_scores()

    # ------------------------------------------------------------------ every frame

    def update(self, dt: float) -> bool:
        """Save, collect the worker's results, play the demo's moves, run the reveal, the hand-off and the
        end. False when the frame stopped early (the match ended, or the demo's computers started thinking):
        the table then leaves the rest of its frame."""
        self.save()
        if self.hint_job is not None and self.hint_job.done():
            self.hinted()
        if self.thinking is not None and self.thinking.done():
            self.thought()
            if self.match.over:
                return False
        if self.spectating and not self.match.over and self.reveal_timer <= 0 and self.thinking is None:
            # the next moves wait until the last reveal has been seen
            self.pick_timer += dt
            if self.pick_timer >= self.pick_interval:
                self.pick_timer = 0.0
                if self.match.slow_thinkers:
                    self.think()
                    return False
                if self.match.play_computers():
                    self.reveal_timer = self.reveal_length()
                if self.match.over:
                    self.finish_after_reveal()
                    return False
        if self.reveal_timer > 0 and not self.private and not self.confirming_leave:
            # the reveal plays when the table is in view (not behind the hand-off screen)
            speed = max(self.app.settings.animation_speed, 0.01) * self.spectator_speed
            self.reveal_timer = max(0.0, self.reveal_timer - dt * speed)
        if self.handing_off and self.reveal_timer <= 0 and not self.host.telling():
            self.handing_off = False
            self.handoff_reveal = not self.handoff_told     # a reveal plays again behind the hand-off, a telling not
            self.advance()
            self.host.refresh()
        if self.finishing and self.reveal_timer <= 0:
            self.finishing = False
            self.finish()
        return True

    def busy(self) -> bool:
        """Something moves without an event: the demo plays, a computer or the hint thinks, a reveal runs."""
        if self.spectating and not self.match.over:
            return True
        if self.thinking is not None or self.hint_job is not None or self.finishing or self.handing_off:
            return True
        return self.reveal_timer > 0
