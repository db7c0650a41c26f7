"""The setup screen itself: its state, what its controls do, starting the match, and its input. What it shows and
asks is its mixins': seats.py (the table and the setups remembered), options.py (the game's options), layout.py
(where things go) and drawing.py."""
from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.registry import game_def
from game.session import COMPUTER, HUMAN, Match, Seat
from game.userdata import SavedSetup

from ..base import Scene
from ..menu import window_games
from ..shell.intents import Confirm, Intent, Key, Point, Press, Release, Step, TextInput, intent_of
from ..ui import Button, ButtonColumn, TextField
from ..widgets.notice import Question
from .drawing import SetupDrawing
from .layout import SetupLayout
from .options import OptionsModel
from .pick import PickDialog
from .seats import DEFAULT_COUNT, SOLO, SeatsModel
from .widgets import ColourSwatch, NameStop, OptionRow

SPACE = Confirm(default=False)      # Space's intent (intents.py): it presses what has the focus; SDL then types " "


class SetupScene(SeatsModel, OptionsModel, SetupLayout, SetupDrawing, Scene):
    """``game_id`` and ``count`` given: that game (as it was last played) and seat count; else the last setup
    played (see ``SavedSetup``), or Forêt for four."""

    def __init__(self, app, game_id: str | None = None, count: int | None = None) -> None:
        super().__init__(app)
        seats = max(app.catalogue[g].players_max for g in window_games())
        self.game_id, self.count = window_games()[0], DEFAULT_COUNT
        self.controllers = [HUMAN] + [COMPUTER] * (seats - 1)
        self.levels = ["medium"] * seats
        self.names = [""] * seats                 # "" until filled: the seat's default name
        # each seat's colour where the game has seat colours (Living Forest's Spirits): "" until fitted, then one
        # of the game's (GameInfo.seat_colours), no two seats at the table alike (see _fit_colours)
        self.colours = [""] * seats
        self.fields: list[TextField] = []
        self.choices: dict[str, Any] = {}         # the game's options as chosen (any other: its default)
        # each game's last setup: as played (the settings), or as left on this screen (switching games)
        self.memory: dict[str, SavedSetup] = dict(app.settings.setups)
        last = app.settings.last_setup
        if last is not None and last.game_id not in self.memory:       # a settings file from before setups
            self.memory[last.game_id] = last
        # the name the player last gave a human seat (the solo seat takes it when it was a computer's before)
        self.player_name = self._remembered_player([last, *self.memory.values()])
        self._restore(last)
        self.names = [name or self._default_name(i) for i, name in enumerate(self.names)]
        if game_id is not None and game_id != self.game_id:
            self.game_id, self.choices = game_id, {}
            self._restore(self.memory.get(game_id), names=False)
            self._names_follow_controllers()
        before = self.count
        if count is not None:
            self.count = count
        self._fit_count()
        self._fit_solo(before)
        self.column = ButtonColumn()
        self.offer = Question(app)                # Learn to play, offered on a player's first game of a game
        self.option_rows: list[OptionRow] = []
        self.picker: PickDialog | None = None     # an option being picked by hand, while its dialog is open
        self.pick_segments: dict[str, Button] = {}  # each such option's "Choose…" segment (the focus comes back)
        self.dt = 0.0
        self.mouse = (-1, -1)                     # where the pointer was last seen (for hover after a re-layout)
        self._key: Key | None = None              # the key being handled (Space opening a name is not typed)

    # ------------------------------------------------------------------ what the controls do

    def _cycle(self, i: int, step: int):
        def cycle() -> None:
            self.cycle_colour(i, step)
        return cycle

    def _pick_game(self, gid: str):
        def pick() -> None:
            if gid != self.game_id:
                # the table stays as it is on screen (the same people sit at it, the count fitted to the game);
                # the game's own options come back as last played, or as last set here (kept on leaving it)
                self._store_names()
                self.memory[self.game_id] = self._snapshot()
                self.game_id = gid
                saved = self.memory.get(gid)
                self.choices = dict(saved.options) if saved is not None else {}
                self._take_colours(saved)
                self._fit_count()
                self._names_follow_controllers()
            self.layout(self.app.size)
        return pick

    def _pick_count(self, n: int):
        def pick() -> None:
            before = self.count
            self._store_names()
            self.count = n
            self._fit_solo(before)
            self.layout(self.app.size)
        return pick

    def _edit(self, i: int):
        def edit() -> None:
            # Space opened the name: SDL sends its " " next, which must not replace the selected name
            self.fields[i].focus_in(swallow=" " if self._key == SPACE else None)
        return edit

    def _set_controller(self, i: int, controller: str, level: str | None = None):
        def choose() -> None:
            self._store_names()
            default = self._is_default(i, self.names[i])
            self.controllers[i] = controller
            if level is not None:
                self.levels[i] = level
            if default:                       # an untouched name follows the seat: "Player 2" / "Computer 2"
                self.names[i] = self._default_name(i)
                self.fields[i].text = self.names[i]
            self.layout(self.app.size)
        return choose

    # ------------------------------------------------------------------ starting

    def seats(self) -> list[Seat]:
        self._store_names()
        self._fit_solo()
        self._fit_colours()
        if self.count == SOLO:
            return [Seat(self.names[0], HUMAN, colour=self.colour(0))]
        return [Seat(self.names[i], self.controllers[i], self.level(i), self.colour(i)) for i in range(self.count)]

    def start(self) -> None:
        if self.duplicate_names():
            return
        if self._offer_lesson():
            return
        self.start_now()

    def _offer_lesson(self) -> bool:
        """A player's first game of a game that has a lesson: Learn to play is offered, once (game/tutorial.py
        keeps that it was). First: no game of it finished, nor one in progress, on this computer."""
        from game import savegame
        from game.tutorial import has_tutorial, update_progress, was_offered

        gid = self.game_id
        if self.offer or not has_tutorial(gid) or was_offered(gid):
            return False
        update_progress(gid, offered=True)
        if any(f"-{gid}-" in path.name for path in savegame.finished_games()):
            return False
        name = game_def(gid).info.name(self.app.lang)
        self.offer.ask(self.t("tut_offer", game=name), (self.t("tut_offer_yes"), self.learn),
                       (self.t("tut_offer_no"), self.start_now), self.k)
        self.app.audio.play("dialog")
        return True

    def learn(self) -> None:
        """Learn to play the chosen game (the lesson left half-way, if any)."""
        from ..learn import open_lesson

        self._remember()
        if open_lesson(self.app, self.game_id):
            return
        self.layout(self.app.size)

    def start_now(self) -> None:
        from ..games import table_scene

        match = Match(self.game_id, self.seats(), seed=random.SystemRandom().randrange(2**31),
                      solo=self.count == SOLO, options=self.match_options())
        self._remember()
        self.app.push(table_scene(self.app, match))

    # ------------------------------------------------------------------ events

    _came_by_key = False

    def handle(self, event: pygame.event.Event) -> bool:
        """The one place the setup reads a raw event: translated once (as typing while a name has the keyboard),
        then taken as an intent."""
        typing = self.picker is None and any(field.focus for field in self.fields)
        intent = intent_of(event, typing=typing)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        """An intent, from the mouse or the keys alike: the pick dialog's while it is open, else the names' first
        (a press enters or leaves one; the one being edited takes the typing), then the controls'."""
        if isinstance(intent, (Point, Press, Release)):
            self.mouse = intent.pos
        if self.offer:
            return self.offer.take(intent)
        if self.picker is not None:
            self._came_by_key = isinstance(intent, Key)
            return self.picker.take(intent)
        if isinstance(intent, Press) and intent.button == 1:
            # every field sees a press: the one left loses the focus, the one clicked takes it
            for field in self.fields:
                field.on_intent(intent)
            self._refresh_start()
            entered = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(intent.pos)), None)
            if entered is not None:
                # Tab goes on from this name, as from any control
                self.column.focus_on(next(j for j, b in enumerate(self.column.buttons)
                                        if isinstance(b, NameStop) and b.field is self.fields[entered]))
                return True
            return self.column.on_intent(intent)
        for field in self.fields:
            if field.on_intent(intent):
                self._refresh_start()
                return True
        if isinstance(intent, TextInput):
            return False                        # typed with no name being edited: nothing else types
        if isinstance(intent, Step) and intent.dx and not intent.dy:
            # ← / → on a seat's colour: the colour before / after (Enter and Space give the next one too)
            focused = self.column.buttons[self.column.focus] if 0 <= self.column.focus < len(self.column.buttons) \
                else None
            if isinstance(focused, ColourSwatch):
                (focused.back if intent.dx < 0 else focused.action)()
                return True
        # Tab, ↑ and ↓ leave a name being edited and come here, to move the focus on
        self._key = intent if isinstance(intent, Key) else None
        try:
            return self.column.on_intent(intent)
        finally:
            self._key = None

    def back(self) -> None:
        if self.picker is not None:           # Escape closes the pick dialog first
            self.pick_chosen(self.picker.option, None)
            return
        super().back()

    def update(self, dt: float) -> None:
        self.dt = dt

    def animating(self) -> bool:
        return any(f.focus for f in self.fields)        # the caret blinks; nothing else moves here

    def typing(self) -> bool:
        return self.picker is None and any(field.focus for field in self.fields)

