"""What a table tells the players to watch, paced: the computers' turns and the ends of rounds or seasons, told as
beats — a panel of lines appearing one after the other, held a moment, then the next beat — a beat skipped with a
click or Enter, the whole telling with Space.

A game makes its beats from the public events (its ``Telling.feed``: nothing hidden can show) and draws them; this
module keeps what every telling table shares: the ``Beat`` (what a panel tells), the ``Telling`` (the queue of beats,
their pacing and the time into the one playing) with its ``Pace``, and ``TellingTable``, the part of a table scene
(scenes/shell/table_base.py) that holds the input while beats play, lets the player step through them and waits for
the last one before the score screen.
"""
from __future__ import annotations

from dataclasses import dataclass

from .intents import ANSWERING, Back, Confirm, Intent, Press


@dataclass
class Beat:
    """One panel of the telling; a game's beats add what its pictures need."""
    kind: str                                 # "turn" or the game's kinds of steps
    header: str
    note: str
    lines: list[tuple[str, str | None]]       # (words, the card for its picture) shown one after the other
    duration: float = 0.0                     # set by ``Telling.add`` from the pace


@dataclass(frozen=True)
class Pace:
    """How long a beat plays, in seconds at animation speed 1. A turn: ``turn_start`` then ``turn_line`` a line
    (at least one); a step (an end of round or season): ``step`` (its pieces move, its points count) then
    ``step_line`` a line; either holds its last line ``hold``."""
    turn_line: float
    step: float
    step_line: float
    hold: float
    turn_start: float = 0.3


class Telling:
    """The beats still to play, and the time into the first (the one playing). A game's subclass gives ``pace``
    and ``feed`` (its beats from what the game did since the last call) and draws the beat playing."""

    pace: Pace

    def __init__(self) -> None:
        self.queue: list[Beat] = []
        self.time = 0.0                      # into the first beat of the queue
        self.seen_events = 0
        self.told: set[tuple] = set()
        self.silent = False

    def paced_as_turn(self, beat: Beat) -> bool:
        """Whether a beat plays at a turn's pace (else at a step's)."""
        return beat.kind == "turn"

    # ------------------------------------------------------------------ playing

    def add(self, beat: Beat) -> None:
        """A beat to play after the others, its duration from the pace (none while ``silent``: what was played
        before the screen opened is not told again)."""
        if self.silent:
            return
        n, pace = len(beat.lines), self.pace
        if self.paced_as_turn(beat):
            beat.duration = pace.turn_start + pace.turn_line * max(1, n) + pace.hold
        else:
            beat.duration = pace.step + pace.step_line * n + pace.hold
        self.queue.append(beat)

    @property
    def current(self) -> Beat | None:
        return self.queue[0] if self.queue else None

    def remaining(self) -> float:
        """Seconds (at speed 1) of beats still to play."""
        if not self.queue:
            return 0.0
        return max(0.0, sum(b.duration for b in self.queue) - self.time)

    def update(self, dt: float) -> None:
        self.time += dt
        while self.queue and self.time >= self.queue[0].duration:
            self.time -= self.queue[0].duration
            self.queue.pop(0)
        if not self.queue:
            self.time = 0.0

    def skip(self) -> None:
        self.queue.clear()
        self.time = 0.0

    def next(self) -> None:
        """On to the next beat (a click or Enter)."""
        if self.queue:
            self.queue.pop(0)
        self.time = 0.0

    def clear(self) -> None:
        """Forget every beat (the table shows what is, a game was loaded): nothing already played is told."""
        self.skip()

    def shown_lines(self, beat: Beat) -> int:
        """How many of the beat's lines are in view now."""
        pace = self.pace
        start, each = (pace.turn_start, pace.turn_line) if self.paced_as_turn(beat) else (pace.step, pace.step_line)
        return max(0, min(len(beat.lines), int((self.time - start) / each) + 1))


class TellingTable:
    """The part of a table scene (a ``TableBase``) that tells: its ``show`` (a ``Telling``) plays while the table
    is in view. The game's table keeps ``_feed`` (the new events into beats, once per change of the game) and
    ``scores_due`` (the game is over: the score screen follows the last beat)."""

    show: Telling
    scores_due: bool

    def _feed(self) -> None:
        """Tell what the game did since the last call."""
        raise NotImplementedError

    def playing_show(self) -> bool:
        """A beat is on screen (never behind the hand-off screen)."""
        return bool(self.show.queue) and not self.private

    def telling(self) -> bool:
        """The controller's question: is something told (in hot-seat the hand-off waits for it, so the table
        watches a computer's turn and an end of round or season together, then the screen passes)?"""
        self._feed()
        return bool(self.show.queue)

    def show_intent(self, intent: Intent) -> bool:
        """Input while a beat is told: a click or Enter shows the next beat, Space (the Confirm that presses no
        default) the whole telling at once (three computers' turns and an end of season are many beats to click
        through); Escape still asks to leave; other keys and clicks wait."""
        if isinstance(intent, Back):
            return False
        step = None
        if isinstance(intent, Confirm):
            step = self.show.next if intent.default else self.show.skip
        elif isinstance(intent, Press) and intent.button == 1:
            step = self.show.next
        if step is not None:
            step()
            self.reveal_timer = self.show.remaining()
            if not self.show.queue:
                self._buttons()              # the table's buttons come back
        return isinstance(intent, ANSWERING)

    def telling_moves(self) -> bool:
        """A beat is still on screen: it ends by itself, and the frame it ends in must be drawn (the controller
        counts the reveal down a frame before the beat's own end)."""
        return bool(self.show.queue) and not self.private and not self.confirming_leave \
            and self.app.settings.animation_speed > 0

    def scores_when_told(self) -> None:
        """The game is over and its last beats are told: on to the score screen."""
        if self.scores_due and not self.show.queue:
            self.scores_due = False
            self.app.replace(self.score_scene())
