"""The scene plumbing every game's table shares, around a ``MatchController`` (scenes/shell/match.py).

``TableBase`` is a Scene and the controller's host. It keeps: the controller's state readable (and settable)
on the scene as before (``scene.seat``, ``scene.private``, ``scene.thinking``...), derived state recomputed only
when the game or the screen changes (``_memo``), the legal actions, the hint's plumbing, the top bar (the
game's name, its progress line, whose turn it is), the game log panel and its L key, the one-line message,
the hand-off (privacy) screen with its Ready button, the leave question with its buttons, the card viewer,
the update loop and what "animating" means, and the draw order.

Input comes in as intents (scenes/shell/intents.py): ``handle`` translates each event once and ``take`` passes the
intent on — the quiet after a telling, the card viewer, the buttons, the log, then the game's table — so a click
and a key reach the table's actions by one path.

A next game reuses all of it and writes its table as a subclass (scenes/<game>/table.py): ``place`` (the
layout under the top bar), ``play_buttons``, the play input's handlers (scenes/shell/play_input.py: ``_mouse_down``, ``_pointed``,
``_mouse_up``, ``_key``, while it is the human's turn), ``draw_side``
and ``draw_play`` (its boards, hands and panels), ``progress_text`` and ``status`` (the top bar),
``message_place``, ``log_rect``, ``log_marks`` (the cards of the log lines pointed at), ``card_at`` (for the card
viewer), ``score_scene``, and where it needs them the ``MatchHost`` hooks (``turn_began``, ``accepted``,
``game_key``, ``state_key``).
"""
from __future__ import annotations

import time

import pygame

from game.errors import IllegalAction
from game.session import Match

from ..base import Scene
from ..cardview import CardInspector
from ..gamelog import GameLogPanel
from ..ui import BAD, HIGHLIGHT, INK, INK_SOFT, LIGHT, Button, ButtonColumn, panel
from .intents import ANSWERING, Back, Intent, Release, RulesHelp, ToggleLog, intent_of
from .play_input import PlayInput
from .match import MatchController, MatchHost


# After a telling ends (skipped or played out), input waits this long before it answers anything, and every key
# or click in that time makes it wait again: a player pressing Enter through a telling (or clicking through it)
# presses it once more than there were beats, and that press must not answer the decision that comes next
# (take a pile unseen, reveal a card, pass the hand-off screen) before the player has seen it. The press that
# passes the hand-off screen is followed by the same wait (not extended: a double press). Presses that
# follow one another faster than this are one burst, the telling's; reading a new decision before answering it
# takes longer (seen in the window: a burst of Enter comes every 0.1-0.2 s). It is applied to intents, in one
# place (``TableBase._quiet``): every ANSWERING intent but Back (Escape still asks to leave).
QUIET_AFTER_TELLING = 0.35


class Delegated:
    """An attribute of the scene kept by its match controller (read and set on the scene, as it always was)."""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, scene, owner=None):
        if scene is None:
            return self
        return getattr(scene.controller, self.name)

    def __set__(self, scene, value) -> None:
        setattr(scene.controller, self.name, value)


YOUR_TURN_AFTER = 1.5      # seconds without a person asked, after which the next ask is heard ("your turn")


class TableBase(Scene, MatchHost, PlayInput):
    confirm_leave = True
    coach = None        # Learn to play: the lesson on this table (scenes/shell/coach.py), if it is one

    autosave = Delegated()
    save_failed = Delegated()
    seat = Delegated()
    private = Delegated()
    handing_off = Delegated()
    reveal_timer = Delegated()
    finishing = Delegated()
    confirming_leave = Delegated()
    spectating = Delegated()
    pick_interval = Delegated()
    pick_timer = Delegated()
    spectator_speed = Delegated()
    thinking = Delegated()
    hint_job = Delegated()
    hint = Delegated()

    def __init__(self, app, match: Match, autosave: bool = True) -> None:
        """The game's own attributes must exist before this runs: the match starts here (computers play up to
        the first human's turn, which calls the hooks)."""
        Scene.__init__(self, app)
        self.match = match
        if getattr(match, "started_at", None) is None:
            match.started_at = time.time()      # the records' duration (a game continued: from where it went on)
        self.message: str | None = None
        # the buttons take keys only while a dialog is up (the leave question, the hand-off screen): at play the
        # keyboard is the table's, whatever button the mouse last passed over
        self.column = ButtonColumn(enter_default=True, horizontal=True)
        self.log = GameLogPanel(app)            # every move in words, where the game's table makes room
        self.inspector = CardInspector(app)     # hover or right-click any card to read it
        self.show_log = True                   # L hides or shows it
        self.time = 0.0
        self.quiet_until = -1.0                # input waits until then: a telling has just ended (see above)
        self._was_telling = False
        self._was_private = False
        self._burst = True                     # the quiet time is a telling's: every press in it extends it
        self._memo_key = None
        self._cues = None                       # the game's events heard as they come on screen (_sound_cues)
        self.rules_button = Button("", self.open_rules, pygame.Rect(0, 0, 0, 0))    # placed by layout
        self._asker: int | None = None          # the seat last asked to choose, and how long nobody has been
        self._away = 0.0                        # (_turn_cue)
        self._memo_values: dict = {}
        self.controller = MatchController(app, match, autosave, host=self)
        self.controller.start()

    # ------------------------------------------------------------------ the controller, on the scene

    @property
    def view(self):
        return self.match.view(self.seat) if self.seat is not None else None

    @property
    def computers_thinking(self) -> list[int]:
        return self.controller.computers_thinking

    def _autosave(self) -> None:
        self.controller.save()

    def reveal_hand(self) -> None:
        self.controller.reveal_hand()

    def leave_note_key(self) -> str:
        if self.coach is not None and not self.match.over:
            return "tut_leave_note"            # the lesson is kept: Learn to play comes back to it
        return self.controller.leave_note_key()

    def leave(self) -> None:
        self.controller.leave()

    def back(self) -> None:
        self.controller.ask_leave()

    def cancel_leave(self) -> None:
        self.controller.cancel_leave()

    def _submit(self, action, vetted: bool = False) -> bool:
        """The human's action: True if the rules took it (the message says why not). In a lesson the coach sees
        it first: a strict step's other move is held there (False: not played), to be taken back or played
        anyway (``vetted``)."""
        coach = self.coach
        if coach is not None and not vetted and not coach.allow(action):
            return False
        shown = coach.shown() if coach is not None else None
        try:
            self.controller.submit(action)
        except IllegalAction as exc:
            self.message = str(exc)
            return False
        if coach is not None:
            coach.played(shown, action)
        return True

    def submit_anyway(self, action) -> None:
        """Learn to play: the held move, played after all (the lesson adapts)."""
        self._submit(action, vetted=True)
        self._buttons()

    def undo_held(self) -> None:
        """Learn to play: the held move taken back (it was never played): the table as before it."""
        self._buttons()

    def coach_marks(self, action) -> list[pygame.Rect]:
        """Learn to play: where ``action`` is on screen (by default the hint's marks for it)."""
        marks = getattr(self, "hint_marks", None)
        return list(marks(action)) if marks is not None else []

    def coach_gesture(self, action) -> list[pygame.Rect]:
        """Learn to play: where the pointer goes to make ``action`` (a click: one place; a drag: from the first to
        the last), for the tests and the demo's tour; by default where the lesson points."""
        return self.coach_marks(action)

    def coach_spot(self, name: str) -> list[pygame.Rect]:
        """Learn to play: the places a step names (the game's tables name theirs)."""
        return []

    def coach_confirming(self) -> bool:
        """Learn to play: the player's move is laid on the table and waits for Confirm (the panel says so)."""
        return False

    # MatchHost: the controller's calls back
    def refresh(self) -> None:
        self._buttons()

    def say(self, text: str) -> None:
        self.message = text

    def accepted(self) -> None:
        self.message = None

    def show_scores(self) -> None:
        self.app.replace(self.score_scene())

    def score_scene(self) -> Scene:
        """The game's score screen for the finished match."""
        raise NotImplementedError

    # ------------------------------------------------------------------ derived state, the hint

    def memo_key(self) -> object:
        """What else (besides the game, the seat and the window) the memoised values depend on."""
        return None

    def _memo(self, name, make):
        """Derived state (legal actions, geometry, score), recomputed only when the game or the screen
        changes: a frame while dragging redraws without asking the rules again."""
        key = (self.game_key(), self.seat, self.memo_key(), self.app.size, self.show_log)
        if self._memo_key != key:
            self._memo_key = key
            self._memo_values = {}
        if name not in self._memo_values:
            self._memo_values[name] = make()
        return self._memo_values[name]

    def legal(self):
        if self.seat is None:
            return ()
        return self._memo("legal", lambda: self.match.state.legal_actions(self.seat))

    def request_hint(self) -> None:
        if self.legal():
            self.controller.request_hint()

    def hint_put_away(self) -> bool:
        """The hint is hidden for now (the game's own reasons: a move half made)."""
        return False

    @property
    def shown_hint(self):
        """The suggested action for the current state, if the player asked for one."""
        if self.hint_put_away():
            return None
        return self.controller.current_hint()

    @property
    def hint_available(self) -> bool:
        return self.controller.may_hint() and self.seat in self.match.state.to_act()

    # ------------------------------------------------------------------ layout, buttons

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = max(1.0, min(w / 1600, h / 900))     # larger windows: larger type and cards
        self.top_bar = pygame.Rect(0, 0, w, round(56 * self.s))
        # Rules (F1), in the top bar right after the game's name: the same place all game long
        fonts = self.app.fonts
        title_w = fonts.get("title", self.fs(22)).size(self.title())[0]
        label = self.t("table_rules")
        bw = fonts.get("bold", self.fs(17)).size(label)[0] + self.fs(28)
        rect = pygame.Rect(16 + title_w + self.fs(18), 0, bw, round(self.top_bar.h * 0.64))
        rect.centery = self.top_bar.centery
        self.rules_button = Button(label, self.open_rules, rect, size=self.fs(17))
        self.place(size)
        self._buttons()

    def place(self, size: tuple[int, int]) -> None:
        """The game's layout under the top bar."""

    def open_rules(self) -> None:
        """F1 or *Rules*: the rules of this game over the table, at the page of the moment (the game's screens
        say which); Back or F1 returns to the table as it was (it is not updated meanwhile: nothing moves on)."""
        from ..games import screens_of
        from ..rules import RulesScene, rules_games

        if self.match.game_id not in rules_games():
            return
        section = screens_of(self.match.game_id).rules_section(self.match, self.seat)
        self.app.push(RulesScene(self.app, self.match.game_id, section=section, over=self))

    def fs(self, size: int) -> int:
        """A font size for this window (the base sizes are for 1600×900 and below)."""
        return round(size * self.s)

    def play_buttons(self) -> list[Button]:
        """The game's buttons at play (confirm, undo, hint...)."""
        return []

    def _buttons(self) -> None:
        w, h = self.app.size
        k = self.s
        buttons = [] if self.handing_off else self.play_buttons()     # hands off: nothing to answer yet
        if self.private:
            buttons.append(Button(self.t("ready"), self.reveal_hand,
                                  pygame.Rect(w // 2 - int(140 * k), h // 2 + int(40 * k), int(280 * k), int(64 * k)),
                                  primary=True, size=self.fs(24)))
        if self.confirming_leave:
            bw, bh = int(230 * k), int(58 * k)
            buttons = [Button(self.t("leave_yes"), self.leave,
                              pygame.Rect(w // 2 - bw - int(20 * k), h // 2 + int(30 * k), bw, bh), size=self.fs(24)),
                       Button(self.t("leave_no"), self.cancel_leave,
                              pygame.Rect(w // 2 + int(20 * k), h // 2 + int(30 * k), bw, bh), primary=True,
                              size=self.fs(24))]
        self.column.set(buttons)

    def log_rect(self) -> pygame.Rect | None:
        """Where the game log goes (None: no room)."""
        return None

    def log_marks(self, items) -> list[pygame.Rect]:
        """Where this table shows the cards of the log lines the pointer rests on (``LogItem.spots``), to light
        them; [] (the default): the game's table lights nothing."""
        return []

    def _log_marks(self, log: pygame.Rect | None) -> list[pygame.Rect]:
        if log is None or self.private or self.confirming_leave:
            return []
        items = self.log.hovered(log)
        return self.log_marks(items) if items else []

    def log_until(self) -> tuple[int, int] | None:
        """How far the game log goes while the table tells what was played (GameLogPanel's ``until``: an entry's
        step and how many of its lines); None: all of it."""
        return None

    # ------------------------------------------------------------------ input

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: (game id, card id, its rect)."""
        return None

    def card_under(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card the viewer reads at ``pos``: none where a button lies over it (a pointer resting on Confirm,
        or on an ability drawn on its card, is aiming at the button)."""
        if any(b.rect.collidepoint(pos) for b in self.column.buttons):
            return None
        return self.card_at(pos)

    def enter(self) -> None:
        """At the table, its game family's music (the menu's goes on for a game that has none)."""
        from ..games import screens_of

        music = screens_of(self.match.game_id).music
        if music is not None:
            self.app.audio.music(music)

    def playing_show(self) -> bool:
        """A telling is on screen (a computer's turn, the end of a round or season, told beat by beat), whose
        beats the player may skip with keys and clicks. Games that tell override it."""
        return False

    def _telling_ended(self) -> None:
        telling, private = self.playing_show(), bool(self.private)
        if self._was_telling and not telling:
            self.quiet_until = self.time + QUIET_AFTER_TELLING
            self._burst = True
        elif self._was_private and not private and not telling:
            # the press that passes the hand-off screen shows a new decision, which a second press (Enter pressed
            # twice, a double click) must not answer unseen; one press passes it, so no burst to wait out
            self.quiet_until = self.time + QUIET_AFTER_TELLING
            self._burst = False
        self._was_telling, self._was_private = telling, private

    def handle(self, event: pygame.event.Event) -> bool:
        """The one place the table reads a raw event: translated once, then taken as an intent."""
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        """An intent, from the mouse or the keys alike; True when the table used it."""
        if not self.confirming_leave and (isinstance(intent, RulesHelp) or self.rules_button.on_intent(intent)):
            if isinstance(intent, RulesHelp):   # (the button opens them itself)
                self.open_rules()
            return True                         # the rules answer nothing: never in a telling's quiet
        if self._quiet(intent):
            return True
        if self.coach is not None and not (self.confirming_leave or self.private) and self.coach.take(intent):
            return True
        used = self._take(intent)
        self._telling_ended()                   # this very intent may have skipped the telling's last beat
        return used

    def _quiet(self, intent: Intent) -> bool:
        """The quiet after a telling (QUIET_AFTER_TELLING): a press in it is the telling's, and answers nothing."""
        if self.time >= self.quiet_until or not isinstance(intent, ANSWERING) or isinstance(intent, Back):
            return False
        if self._burst and not isinstance(intent, Release):
            self.quiet_until = self.time + QUIET_AFTER_TELLING     # still pressing: still the telling's
        return True

    def _take(self, intent: Intent) -> bool:
        dialog = self.confirming_leave or self.private
        if not dialog and self.inspector.on_intent(intent, self.card_under):
            return True
        if self.column.on_intent(intent, keys=dialog):
            return True
        log = self.log_rect() if self.show_log and not self.confirming_leave else None
        if log is not None and self.coach is not None and self.coach.active and log == self.coach.rect():
            log = None                                # the lesson's panel is there
        if log is not None and self.log.on_intent(intent, log):
            return True
        if isinstance(intent, ToggleLog) and not self.confirming_leave:
            self.show_log = not self.show_log
            self.layout(self.app.size)           # the boards take the room, or give it
            return True
        if dialog:
            if isinstance(intent, Back) and self.confirming_leave:
                self.cancel_leave()
                return True
            return isinstance(intent, ANSWERING)
        if self.seat is None or self.spectating:   # watching computers: their moves pass on by themselves
            return False
        if self.handing_off:                       # the reveal plays, then the screen passes: hands off
            if isinstance(intent, Back):
                return False
            if self.telling():                     # ... but a telling is stepped through as at play
                return self.play_intent(intent)
            return isinstance(intent, ANSWERING)
        if self.coach is not None and self.coach.blocks() and not isinstance(intent, Back):
            return isinstance(intent, ANSWERING)    # the lesson's panel waits for its answer (Escape still leaves)
        return self.play_intent(intent)


    # ------------------------------------------------------------------ every frame

    def before_update(self, dt: float) -> None:
        """The game's work at the start of a frame."""

    def after_update(self, dt: float) -> None:
        """The game's timers, once the match has moved on (not on a frame the match stopped early)."""

    def update(self, dt: float) -> None:
        self.time += dt
        self.before_update(dt)
        if self.private or self.confirming_leave:
            # the viewer sees no pointer behind a dialog: what it rested on before (the rock a Move was clicked
            # on, then the hand-off came) must not open once the dialog is gone and the pointer is elsewhere
            self.inspector.cancel()
        self.inspector.update(dt)
        if self.controller.update(dt):
            self.after_update(dt)
        self._telling_ended()                   # a telling that played out to its end
        self._sound_cues()
        self._turn_cue(dt)

    def _sound_cues(self) -> None:
        """What just came on screen, heard (scenes/shell/audio.py EventCues: each event at its telling's beat)."""
        if self._cues is None:
            from ..games import screens_of
            from .audio import EventCues

            screens = screens_of(self.match.game_id)
            self._cues = EventCues(screens.sound_of, screens.sound_priority)
        events = self.match.state.events()
        shown = getattr(self, "shown_event", None)
        k = shown() if shown is not None else None
        self._cues.update(self.app.audio, events, len(events) if k is None else k + 1)

    def _turn_cue(self, dt: float) -> None:
        """"Your turn", heard when a person is asked to choose after someone else was (the next person at a shared
        screen), or after the others took a while (``YOUR_TURN_AFTER``: computers' turns told on screen); never
        for a choice that follows the player's own at once, so a hundred quick turns stay quiet. The screen says
        whose turn it is too."""
        m = self.match
        asker = None if m.over or self.playing_show() else m.active_human()
        if asker is None:
            self._away += dt
            return
        if (self._asker is not None and asker != self._asker) or self._away >= YOUR_TURN_AFTER:
            self.app.audio.play("your_turn")
        self._asker, self._away = asker, 0.0

    def moving(self) -> bool:
        """The game's own animations run (a notice, a pulsing placement)."""
        return False

    def animating(self) -> bool:
        """The table moves while computers play or think, a reveal runs, or something pulses (the game's, a
        hint); a table waiting for the player is drawn only after events."""
        if self.controller.busy() or self.moving() or (self.coach is not None and self.coach.active):
            return True
        return self.shown_hint is not None or self.inspector.waiting

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        if self.seat is None:
            return
        self._draw_top_bar(surface)
        self.draw_side(surface)
        log = self.log_rect() if self.show_log else None
        coach = self.coach is not None and self.coach.active
        if coach and log is not None and log == self.coach.rect():
            log = None                         # the lesson's panel takes the log's place
        marks = self._log_marks(log)
        if log is not None:
            until = self.log_until()
            self.log.draw(surface, log, self.log_state(), self.match.names(), hover=bool(marks),
                          **({"until": until} if until is not None else {}))
        if self.private:
            self._draw_privacy(surface)
        else:
            self.draw_play(surface)
            self._draw_marks(surface, marks)
        if self.message and not self.private:
            midbottom, width = self.message_place()
            text = self.app.fonts.fit(self.message, "bold", self.fs(20), BAD, width)
            surface.blit(text, text.get_rect(midbottom=midbottom))
        elif not self.private:
            self.draw_notes(surface)
        if self.confirming_leave:
            self._draw_leave(surface)
        self.column.draw(surface, self.app.fonts)
        if coach and not (self.private or self.confirming_leave):
            self.coach.draw(surface)
        self.draw_over(surface)
        if not (self.private or self.confirming_leave):
            self.inspector.draw(surface, keep_clear=[b.rect for b in self.column.buttons])

    def _draw_marks(self, surface, marks: list[pygame.Rect]) -> None:
        """The cards of the log lines pointed at: washed in gold and ringed."""
        for rect in marks:
            wash = pygame.Surface(rect.size, pygame.SRCALPHA)
            wash.fill((*HIGHLIGHT[:3], 70))
            surface.blit(wash, rect)
            edge = max(2, min(4, rect.w // 12))
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(2 * edge + 2, 2 * edge + 2), width=edge,
                             border_radius=max(4, rect.w // 10))

    def log_state(self):
        """The game whose log the panel shows: the live one, or the moment a telling is at (its lines come with
        its steps)."""
        return self.match.state

    def draw_side(self, surface) -> None:
        """What stays in view behind the hand-off screen (the other seats' boards, the race)."""

    def draw_play(self, surface) -> None:
        """The human's own board and hand (hidden by the hand-off screen)."""

    def draw_notes(self, surface) -> None:
        """What shows where the message would, when there is none."""

    def draw_over(self, surface) -> None:
        """On top of everything but the card viewer (a dragged card)."""

    def message_place(self) -> tuple[tuple[int, int], int]:
        """Where the one-line message sits: its midbottom and its widest."""
        w, h = self.app.size
        return (w // 2, h - 8), w - 40

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot is due: about half the game played and nothing moving."""
        return len(self.match.state.actions_log()) >= 40 and self.reveal_timer <= 0

    def title(self) -> str:
        return self.match.definition.info.name(self.app.lang)

    def progress_text(self) -> str:
        """The top bar's middle: where the game stands (round, turn...)."""
        return ""

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The top bar's right-hand line: whose turn it is and what to do (text, colour)."""
        return "", LIGHT

    def _draw_top_bar(self, surface) -> None:
        fonts = self.app.fonts
        pygame.draw.rect(surface, (10, 22, 18), self.top_bar)
        left = fonts.text(self.title(), "title", self.fs(22), LIGHT)
        surface.blit(left, left.get_rect(midleft=(16, self.top_bar.centery)))
        self.rules_button.draw(surface, fonts)
        mid = fonts.text(self.progress_text(), "bold", self.fs(22), LIGHT)
        mid_rect = mid.get_rect(center=self.top_bar.center)
        mid_rect.left = max(mid_rect.left, self.rules_button.rect.right + self.fs(16))   # never under Rules
        surface.blit(mid, mid_rect)
        if not self.private:
            who, colour = self.status()
            right = fonts.fit(who, "bold", self.fs(20), colour, self.top_bar.right - 40 - mid_rect.right)
            surface.blit(right, right.get_rect(midright=(self.top_bar.right - 16, self.top_bar.centery)))

    def _draw_privacy(self, surface) -> None:
        w, h = self.app.size
        k = self.s
        box = pygame.Rect(0, 0, int(620 * k), int(260 * k))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = self.app.fonts.fit(self.t("pass_to", name=self.match.names()[self.seat]), "title", self.fs(36), INK,
                                   box.w - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + int(36 * k))))
        note = self.app.fonts.fit(self.t("pass_note"), "regular", self.fs(20), INK_SOFT, box.w - 40)
        surface.blit(note, note.get_rect(midtop=(box.centerx, box.y + int(96 * k))))

    def _draw_leave(self, surface) -> None:
        w, h = self.app.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        k = self.s
        box = pygame.Rect(0, 0, int(600 * k), int(220 * k))
        box.center = (w // 2, h // 2)
        panel(surface, box)
        title = self.app.fonts.fit(self.t("leave_question"), "title", self.fs(30), INK, box.w - 40)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + int(28 * k))))
        note = self.app.fonts.fit(self.t(self.leave_note_key()), "regular", self.fs(18), INK_SOFT, box.w - 40)
        surface.blit(note, note.get_rect(midtop=(box.centerx, box.y + int(76 * k))))
