"""New game: which game of the collection, how many seats (or solo), who sits where, and what the chosen game
asks besides — its own options (``GameInfo.options``: Canopée's card set, species, Season Change cards, solo
difficulty, first player), each named by game/i18n.py's ``option_name`` / ``option_label``, so that a game joining
the collection needs no new code here.

It opens on the last setup played; opened on a game (the menu's shelf), on that game's last setup played
(``Settings.setups``). Choosing another game on the screen keeps the table as it is (names, seats, the count fitted
to the game) and brings that game's options back as last played."""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.protocol import Pick, PickItem
from game.core.registry import game_def
from game.i18n import STRINGS, option_label, option_name
from game.session import COMPUTER, HUMAN, Match, Seat
from game.userdata import SavedSeat, SavedSetup

from .base import Scene
from .games import card_icon
from .menu import game_emblem, game_info, game_text, opponent_name, window_games
from .shell.intents import Intent, Release
from .ui import (ACCENT, ACCENT_DARK, BAD, HIGHLIGHT, INK, INK_SOFT, LIGHT, PANEL, PANEL_EDGE, Button,
                 ButtonColumn, TextField, panel)

__all__ = ["SetupScene", "NameStop", "SOLO", "computer_levels"]

SOLO = 1                      # the seat count that means the solo challenge
DEFAULT_COUNT = 4                         # the seats of a first game (the first game of the menu)
SEAT_COLOURS = [(196, 98, 60), (64, 122, 176), (112, 150, 64), (150, 90, 160), (200, 156, 40), (70, 150, 140)]
NAME_LEN = 16
# Options whose numbered values are seats: the game lists the seats every table has (0 and 1), a bigger table
# takes its other seats too, so the setup offers one value per seat of the table being set up.
SEAT_OPTIONS = ("first_player",)
PICK = "pick"                 # an option's "Choose…" segment: its value picked by hand (the game's Pick), a tuple


def computer_levels(game_id: str) -> tuple[str, ...]:
    """The computer opponents a game offers, weakest first: its agents but the random one (a stand-in for tests
    and benchmarks, no opponent)."""
    return tuple(name for name in game_def(game_id).agents if name != "random")


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type: an option's True is not its seat 1."""
    return type(a) is type(b) and a == b


@dataclass
class OptionRow:
    """Where one of the game's options is asked: its name on the left, its values as segments (buttons of the
    column), and the line under them saying what the chosen value means (None: no such line)."""

    option: str
    label: pygame.Rect
    about: pygame.Rect | None


class NameStop(Button):
    """A name field's place in the keyboard focus order: arrows / Tab reach it, Enter or Space on it start
    editing the name. The field itself takes the mouse, so this takes no mouse event; it draws only the
    keyboard's outline around the field, while the field is not being edited (then the field shows its own)."""

    field: TextField | None = None

    def on_intent(self, intent: Intent) -> bool:
        return False

    def draw(self, surface: pygame.Surface, fonts) -> None:
        if self.focus and not (self.field and self.field.focus):
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(8, 8), width=3, border_radius=12)


class SeatSegment(Button):
    """A seat as the value of an option (the first player): the seat's badge, the numbered disc in its colour that
    its row shows, so the choice reads the same at every seat count (the line under the row names the seat)."""

    badge: tuple[int, int, int] = PANEL_EDGE

    def draw(self, surface: pygame.Surface, fonts) -> None:
        label, self.label = self.label, ""
        super().draw(surface, fonts)          # the segment itself: its fill, chosen or not, and the focus
        self.label = label
        radius = max(6, min(self.rect.h - 10, self.rect.w - 12) // 2)
        centre = self.rect.center
        pygame.draw.circle(surface, self.badge, centre, radius)
        pygame.draw.circle(surface, LIGHT, centre, radius, width=2)
        number = fonts.text(label, "black", max(10, radius * 5 // 4), badge_ink(self.badge))
        surface.blit(number, number.get_rect(center=centre))


def badge_ink(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat badge's number: white on the darker colours, ink on a light one (the yellow Spirit)."""
    return INK if 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2] > 165 else (255, 255, 255)


class ColourSwatch(Button):
    """A seat's colour (Living Forest's Spirit), shown as its standee: a click, Enter or Space give the seat the
    next colour no other seat holds; a right click or ← the one before, → the next."""

    picture: pygame.Surface | None = None
    back: Any = None                      # the action giving the colour before

    def on_intent(self, intent: Intent) -> bool:
        if (self.enabled and isinstance(intent, Release) and intent.button == 3
                and self.rect.collidepoint(intent.pos) and self.back is not None):
            self.back()
            return True
        return super().on_intent(intent)

    def draw(self, surface: pygame.Surface, fonts) -> None:
        lit = self.hover or self.focus
        pygame.draw.rect(surface, (250, 246, 236) if lit else PANEL, self.rect, border_radius=10)
        pygame.draw.rect(surface, ACCENT if lit else PANEL_EDGE, self.rect, width=3 if lit else 1, border_radius=10)
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(center=self.rect.center))
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, self.rect.inflate(8, 8), width=3, border_radius=12)


def seat_rgb(game_id: str, colour: str) -> tuple[int, int, int] | None:
    """What a seat colour id of ``game_id`` looks like (its screens' palette); None for "" or an unknown id."""
    from .games import screens_of

    return screens_of(game_id).seat_rgb(colour) if colour else None


def seat_picture(app, game_id: str, colour: str, height: int) -> pygame.Surface:
    """A seat colour as the setup shows it: the game's picture of it (Living Forest's Spirit standee), or a plain
    disc of the colour."""
    from .games import screens_of

    height = max(8, height)
    surf = screens_of(game_id).seat_picture(app, colour, height)
    if surf is not None:
        return surf
    surf = pygame.Surface((height * 3 // 4, height), pygame.SRCALPHA)
    r = surf.get_width() // 2
    pygame.draw.circle(surf, seat_rgb(game_id, colour) or PANEL_EDGE, (r, height // 2), r)
    return surf


class SetupScene(Scene):
    """``game_id`` and ``count`` given: that game (as it was last played) and seat count; else the last setup
    played (see ``SavedSetup``), or Forêt for four."""

    def __init__(self, app, game_id: str | None = None, count: int | None = None) -> None:
        super().__init__(app)
        seats = max(app.catalogue[g].players_max for g in window_games())
        self.game_id, self.count = window_games()[0], DEFAULT_COUNT
        self.kinds = [HUMAN] + [COMPUTER] * (seats - 1)
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
            self._names_follow_kinds()
        before = self.count
        if count is not None:
            self.count = count
        self._fit_count()
        self._fit_solo(before)
        self.column = ButtonColumn()
        self.option_rows: list[OptionRow] = []
        self.picker: PickDialog | None = None     # an option being picked by hand, while its dialog is open
        self.pick_segments: dict[str, Button] = {}  # each such option's "Choose…" segment (the focus comes back)
        self.dt = 0.0
        self.mouse = (-1, -1)                     # where the pointer was last seen (for hover after a re-layout)
        self._key = None                          # the key being handled (Space opening a name is not typed)

    # ------------------------------------------------------------------ what is offered, and the last setup

    @property
    def solo(self) -> bool:
        return self.count == SOLO

    @property
    def computers_only(self) -> bool:
        return all(k == COMPUTER for k in self.kinds[: self.count])

    def counts(self, game_id: str | None = None) -> tuple[int, ...]:
        """The seat counts a game offers, from its rules: solo (if it has a solo mode), then its players'
        minimum to maximum."""
        game_id = game_id or self.game_id
        rules = self.app.catalogue[game_id]
        solo = (SOLO,) if game_info(game_id).solo else ()
        return solo + tuple(range(rules.players_min, rules.players_max + 1))

    def levels_offered(self) -> tuple[str, ...]:
        return computer_levels(self.game_id)

    def plays(self) -> list[tuple[str, str | None]]:
        """The segments of a seat's "who plays" control: a human, or a computer at one of the game's levels."""
        return [(HUMAN, None)] + [(COMPUTER, level) for level in self.levels_offered()]

    def level(self, i: int) -> str:
        """Seat ``i``'s computer level in this game: as chosen, or Medium where the game has no such level (Forêt's
        Hard, set before choosing a game without it; chosen again, it comes back)."""
        offered = self.levels_offered()
        if self.levels[i] in offered:
            return self.levels[i]
        return "medium" if "medium" in offered else offered[-1]

    def _fit_count(self) -> None:
        """A count the game does not offer (another game's) becomes the nearest one it does: a table of several
        stays a table of several (two seats where the other game starts at three become three, not the solo game)."""
        offered = self.counts()
        if self.count not in offered:
            alike = [n for n in offered if (n == SOLO) == (self.count == SOLO)] or offered
            self.count = min(alike, key=lambda n: (abs(n - self.count), n))

    def _restore(self, saved: SavedSetup | None, names: bool = True) -> bool:
        """A setup played before, if it still fits what the game offers (True); anything else is ignored whole
        (what is there stays), never fatal: the settings file may be old, hand-edited or damaged. ``names``: its
        names too (switching games keeps the names on screen: the same people sit at the table)."""
        if saved is None or saved.game_id not in window_games() or saved.count not in self.counts(saved.game_id):
            return False
        if len(saved.seats) != saved.count or saved.count > len(self.kinds):
            return False
        levels = computer_levels(saved.game_id)
        for seat in saved.seats:
            if seat.kind not in (HUMAN, COMPUTER) or (seat.kind == COMPUTER and seat.level not in levels):
                return False
        if saved.count == SOLO and saved.seats[0].kind != HUMAN:
            return False
        self.game_id, self.count = saved.game_id, saved.count
        self.choices = dict(saved.options)
        for i, seat in enumerate(saved.seats):
            self.kinds[i] = seat.kind
            if seat.level in levels:
                self.levels[i] = seat.level
            if names:
                self.names[i] = seat.name[:NAME_LEN].strip()
        self._take_colours(saved)
        return True

    @staticmethod
    def _remembered_player(setups) -> str:
        """The first name typed for a human seat in the setups remembered (most recent first); "" if none."""
        for saved in setups:
            for seat in (saved.seats if saved is not None else ()):
                name = seat.name[:NAME_LEN].strip()
                if seat.kind == HUMAN and name:
                    return name
        return ""

    def _fit_solo(self, before: int = SOLO) -> None:
        """A solo game's only seat is the player's, whatever was set up before (a table of computers, another
        game's): where the first seat is a computer, the first human of the table of ``before`` seats takes its
        place (the two seats swap, so going back to several brings the same people back), else the seat becomes
        a human named as the player last named a human seat (``player_name``), or the default "Player 1"."""
        if self.count != SOLO or self.kinds[0] == HUMAN:
            return
        self._store_names()
        human = next((i for i in range(1, min(before, len(self.kinds))) if self.kinds[i] == HUMAN), None)
        if human is not None:
            # an untouched name stays the default of the seat it lands in ("Computer 1" becomes "Computer 2")
            for i in (0, human):
                if self._is_default(i, self.names[i]):
                    self.names[i] = ""
            for seats in (self.kinds, self.levels, self.names, self.colours):
                seats[0], seats[human] = seats[human], seats[0]
            for i in (0, human):
                self.names[i] = self.names[i] or self._default_name(i)
        else:
            self.kinds[0] = HUMAN
            taken = {name.casefold() for name in self.names[1:before]}
            name = self.player_name if self.player_name.casefold() not in taken else ""
            self.names[0] = name or self._default_name(0)
        for i, field in enumerate(self.fields):
            field.text = self.names[i]
        self._names_follow_kinds()          # an untouched name follows its seat: "Computer 1" is "Computer 2" now

    def _snapshot(self) -> SavedSetup:
        """This screen's setup of the chosen game; names left at their default are kept as "" so that they
        follow the language."""
        seats = tuple(SavedSeat(seat.kind, self.level(i), "" if self._is_default(i, seat.name) else seat.name,
                                seat.colour)
                      for i, seat in enumerate(self.seats()))
        return SavedSetup(self.game_id, self.count, seats, self.chosen_options())

    def _remember(self) -> None:
        """Keep this setup in the settings for the next New game, as the last one and as its game's."""
        saved = self._snapshot()
        self.app.settings.last_setup = saved
        self.app.settings.setups = {**self.app.settings.setups, self.game_id: saved}
        try:
            self.app.settings.save()
        except OSError:
            pass               # a full or read-only disk: the game starts all the same, the setup is not kept

    # ------------------------------------------------------------------ the game's options

    def offered_options(self) -> list:
        """The chosen game's options this table asks for (``OptionSpec``): those of its mode (solo or several
        players) that matter with the other choices, as the game says (Canopée's species only for a set of chosen
        species)."""
        solo = self.count == SOLO
        game = game_def(self.game_id)
        return [spec for spec in game_info(self.game_id).options if (spec.solo if solo else spec.multi)
                and game.option_matters(spec.id, self.choices, self.count, solo)]

    def pick(self, option: str) -> Pick | None:
        """What an option may be picked from by hand at this table, and how many, as the game says (Canopée's set
        D: 6 or 7 of its species); None: only its listed values."""
        return game_def(self.game_id).option_pick(option, self.choices, self.count, self.count == SOLO)

    def values(self, spec) -> list:
        """The values offered for an option, in order: the game's, one per seat for a seat option, and
        "Choose…" (PICK) for an option the game lets pick by hand here."""
        values = list(spec.values)
        if spec.id in SEAT_OPTIONS:
            values = [v for v in values if type(v) is not int] + list(range(self.count))
        if self.pick(spec.id) is not None:
            values.append(PICK)
        return values

    def value(self, spec) -> Any:
        """An option's value as chosen, if the table offers it now (else the game's default)."""
        chosen = self.choices.get(spec.id, spec.default)
        if isinstance(chosen, tuple):                     # picked by hand: still a choice the game allows here?
            pick = self.pick(spec.id)
            return chosen if pick is not None and pick.valid(chosen) else spec.default
        return chosen if any(_same(chosen, v) for v in self.values(spec) if v != PICK) else spec.default

    def is_chosen(self, spec, value: Any) -> bool:
        current = self.value(spec)
        if value == PICK:
            return isinstance(current, tuple)
        return _same(current, value)

    def chosen_options(self) -> dict[str, Any]:
        """Every option of the game as chosen and valid here (remembered: a solo game keeps the Season Change
        choice of the games of several, for next time)."""
        out = {}
        offered = {spec.id for spec in self.offered_options()}
        for spec in game_info(self.game_id).options:
            if spec.id not in self.choices:
                continue
            if spec.id not in offered:          # not asked at this table: kept as it was chosen
                out[spec.id] = self.choices[spec.id]
            elif _same(self.value(spec), self.choices[spec.id]):
                out[spec.id] = self.choices[spec.id]
        return out

    def match_options(self) -> dict[str, Any]:
        """The options the match is played with: the ones this table asks for, each as chosen."""
        return {spec.id: self.value(spec) for spec in self.offered_options()}

    def _set_option(self, option: str, value: Any):
        def choose() -> None:
            if value == PICK:
                self.open_pick(option)
                return
            self.choices[option] = value
            self.layout(self.app.size)
        return choose

    def pick_text(self, option: str, part: str, **fmt) -> str:
        """The pick dialog's words for an option (its title, intro, count, buttons, group headings): the game's
        own ``coll_<game>_<option>_<part>`` if it has one, else the option's ``coll_<option>_<part>``."""
        key = f"coll_{self.game_id}_{option}_{part}"
        return self.t(key if key in STRINGS else f"coll_{option}_{part}", **fmt)

    def open_pick(self, option: str) -> None:
        """The dialog picking an option's value by hand, on the items picked so far (none the first time)."""
        pick = self.pick(option)
        if pick is None:
            return
        current = self.choices.get(option)
        picked = [item.id for item in pick.items if isinstance(current, tuple) and item.id in current]
        self.picker = PickDialog(self, option, pick, picked)
        self.picker.layout(self.app.size)
        if self._key is not None:               # opened from the keyboard: the keyboard goes on in the dialog
            self.picker.column.focus_on(0)

    def pick_chosen(self, option: str, picked: tuple[str, ...] | None) -> None:
        """The dialog closed: with the items (in the game's order), or None (cancelled: nothing changes)."""
        self.picker = None
        if picked is not None:
            self.choices[option] = picked
        self.layout(self.app.size)
        segment = self.pick_segments.get(option)
        focus = next((i for i, b in enumerate(self.column.buttons) if b is segment), -1)
        if focus >= 0 and self._came_by_key:
            self.column.focus_on(focus)

    def about(self, spec) -> str | None:
        """What the chosen value of an option means, if the game says (``coll_about_<game>_<option>_<value>``,
        its ``_solo`` form first in a solo game, filled with the game's ``option_words``); for a value picked by
        hand, how many (their pictures follow)."""
        value = self.value(spec)
        if spec.id in SEAT_OPTIONS:           # the seat chosen, by its name as typed (a number on the segment)
            if type(value) is int and value < self.count:
                return self.t(f"coll_about_{spec.id}_seat", name=self.shown_name(value))
            return self.t(f"coll_about_{spec.id}_random")
        key = f"coll_about_{self.game_id}_{spec.id}_{PICK if isinstance(value, tuple) else value}"
        if self.count == SOLO and f"{key}_solo" in STRINGS:
            key = f"{key}_solo"
        if key not in STRINGS:
            return None
        fmt: dict[str, Any] = {**game_def(self.game_id).option_words(self.app.lang),
                               "n": len(value) if isinstance(value, tuple) else value}
        return self.t(key, **fmt)

    def picked_items(self, option: str) -> list[PickItem]:
        """The items picked by hand for an option this table asks (the game's ``PickItem``s, in its order); []
        when its value is one of its listed ones."""
        spec = next((s for s in self.offered_options() if s.id == option), None)
        value = self.value(spec) if spec is not None else None
        pick = self.pick(option)
        if not isinstance(value, tuple) or pick is None:
            return []
        return [item for item in pick.items if item.id in value]

    def _has_about(self, spec) -> bool:
        if spec.id in SEAT_OPTIONS:
            return True
        prefix = f"coll_about_{self.game_id}_{spec.id}_"
        return any(f"{prefix}{v}" in STRINGS for v in self.values(spec))

    # ------------------------------------------------------------------ seat colours (Living Forest's Spirits)

    def palette(self, game_id: str | None = None) -> tuple[str, ...]:
        """The colours a seat of the game may take (``GameInfo.seat_colours``), in the order seats take them
        unless chosen; () for a game without (the setup then asks for none)."""
        return tuple(game_info(game_id or self.game_id).seat_colours)

    def colour(self, i: int) -> str:
        """Seat ``i``'s colour as it will be played ("" in a game without seat colours)."""
        return self.colours[i] if self.palette() else ""

    def _take_colours(self, saved: SavedSetup | None) -> None:
        """A remembered setup's colours, where its game has seat colours (checked when fitted)."""
        if saved is not None and self.palette(saved.game_id):
            for i, seat in enumerate(saved.seats[: len(self.colours)]):
                self.colours[i] = seat.colour

    def _fit_colours(self) -> None:
        """Every seat at the table one of the game's colours, no two alike: a seat whose colour is not the
        game's, or is held by a seat before it, takes the first colour free (a seat left as it was takes the
        colour of its place, as the table would give it)."""
        palette = self.palette()
        if not palette:
            return
        used: set[str] = set()
        for i in range(self.count):
            if self.colours[i] not in palette or self.colours[i] in used:
                self.colours[i] = next((c for c in palette if c not in used), "")
            used.add(self.colours[i])

    def cycle_colour(self, i: int, step: int = 1) -> None:
        """Seat ``i`` takes the next colour (``step`` -1: the one before) that no other seat at the table holds;
        when every colour is held, it swaps with the seat holding the next one, so any colour can be had."""
        palette = self.palette()
        self._fit_colours()
        if len(palette) < 2 or self.colours[i] not in palette:
            return
        here = palette.index(self.colours[i])
        held = {self.colours[j]: j for j in range(self.count) if j != i}
        ahead = [palette[(here + step * d) % len(palette)] for d in range(1, len(palette))]
        free = next((c for c in ahead if c not in held), None)
        if free is None:
            self.colours[held[ahead[0]]] = self.colours[i]
            free = ahead[0]
        self.colours[i] = free
        self.layout(self.app.size)

    def colour_name(self, colour: str) -> str:
        from .games import screens_of

        return screens_of(self.game_id).seat_colour_name(self.app, colour)

    # ------------------------------------------------------------------ names

    def _default_name(self, i: int) -> str:
        return self.t("player_n" if self.kinds[i] == HUMAN else "computer_n", n=i + 1)

    def _is_default(self, i: int, name: str) -> bool:
        return name in {self.t("player_n", n=i + 1), self.t("computer_n", n=i + 1), ""}

    def _store_names(self) -> None:
        # the name as it will be played: no leading or trailing spaces, and an empty one is the default
        for i, field in enumerate(self.fields):
            self.names[i] = field.text.strip() or self._default_name(i)
        # the player's name, as last typed for a human seat (the first one at the table)
        for i in range(min(self.count, len(self.fields))):
            if self.kinds[i] == HUMAN and not self._is_default(i, self.names[i]):
                self.player_name = self.names[i]
                break

    def _names_follow_kinds(self) -> None:
        """An untouched name follows its seat's kind: "Player 2" / "Computer 2"."""
        for i, name in enumerate(self.names):
            if self._is_default(i, name):
                self.names[i] = self._default_name(i)
                if i < len(self.fields):
                    self.fields[i].text = self.names[i]

    def shown_name(self, i: int) -> str:
        """Seat ``i``'s name as its field shows it now (typing included), or its default."""
        text = self.fields[i].text.strip() if i < len(self.fields) else self.names[i]
        return text or self._default_name(i)

    def badge_colour(self, i: int) -> tuple[int, int, int]:
        """Seat ``i``'s badge: its Spirit's colour where the game has seat colours, else the seat's own."""
        return seat_rgb(self.game_id, self.colour(i)) or SEAT_COLOURS[i % len(SEAT_COLOURS)]

    def duplicate_names(self) -> bool:
        self._store_names()
        names = [n.casefold() for n in self.names[: self.count]]
        return len(set(names)) != len(names)

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        self._store_names()
        self._fit_solo()
        self._fit_colours()
        # a name being edited stays so through a resize (the fields are made anew)
        editing = next(((i, f.caret, f.anchor) for i, f in enumerate(self.fields) if f.focus), None)
        w, h = size
        self.k = k = max(1.0, min(w / 1600, h / 900))     # larger windows: everything larger

        def px(v: float) -> int:
            return int(v * k)

        self.box = pygame.Rect(0, 0, min(px(1240), w - 40), min(px(660), h - 50))
        self.box.center = (w // 2, h // 2)
        x0 = self.box.x + px(40)
        inner_w = self.box.w - px(80)
        label_w = px(190)
        buttons: list[Button] = []
        # the game: one tile per game of the collection, its emblem, its name and who plays it
        self.game_row = pygame.Rect(x0, self.box.y + px(92), inner_w, px(96))
        games = window_games()
        tile_gap = px(20)
        if len(games) > 3:
            # four games and more: the row's labels take only their own width, and the tiles the rest
            font = self.app.fonts.get("bold", px(24))
            label_w = min(label_w, max(font.size(self.t(key))[0] for key in ("choose_game", "players")) + px(24))
            tile_gap = px(12)
        tile_w = (inner_w - label_w - (len(games) - 1) * tile_gap) // max(1, len(games))
        self.game_tiles: dict[str, pygame.Rect] = {}
        for i, gid in enumerate(games):
            rect = pygame.Rect(self.game_row.x + label_w + i * (tile_w + tile_gap), self.game_row.y, tile_w, px(96))
            self.game_tiles[gid] = rect
            buttons.append(Button("", self._pick_game(gid), rect, primary=gid == self.game_id))
        # the seat count
        self.count_row = pygame.Rect(x0, self.game_row.bottom + px(20), inner_w, px(52))
        for i, n in enumerate(self.counts()):
            width = px(96) if n == SOLO else px(64)
            first = self.counts()[0]
            x = self.count_row.x + label_w + (0 if n == SOLO else (px(96 + 12) if first == SOLO else 0)
                                              + (i - (1 if first == SOLO else 0)) * px(74))
            label = self.t("solo") if n == SOLO else str(n)
            buttons.append(Button(label, self._pick_count(n), pygame.Rect(x, self.count_row.y, width, px(52)),
                                  primary=n == self.count, size=px(22)))
        top = self.count_row.bottom + px(28)
        self.start_rect = pygame.Rect(0, 0, px(260), px(60))
        self.start_rect.bottomright = (self.box.right - px(40), self.box.bottom - px(26))
        back = pygame.Rect(0, 0, px(200), px(60))
        back.bottomleft = (self.box.x + px(40), self.box.bottom - px(26))
        specs = self.offered_options()
        self.fields = []
        self.seat_rows: list[pygame.Rect] = []
        self.option_rows = []
        if not specs:
            # the seats: one column up to three, then two columns of three
            cols = 1 if self.count <= 3 else 2
            col_w = inner_w if cols == 1 else (inner_w - px(30)) // 2
            row_h = px(50)
            self._layout_seats(buttons, x0, top, col_w, row_h, lines=3,
                               toggle_w=min(px(520), col_w - px(46 + 16 + 190)))
            self.note_top = top + min(self.count, 3) * (row_h + px(12)) + px(8)
            self.note_box = pygame.Rect(self.box.x + px(40), self.note_top, self.box.w - px(80),
                                        max(0, back.top - px(8) - self.note_top))
        else:
            # the seats on the left, one under the other; the game's options on the right
            seats_w = (inner_w - px(40)) // 2
            room = back.top - px(12) - top
            row_h = min(px(50), room // max(1, self.count) - px(12))
            toggle_w = min(len(self.plays()) * px(96), seats_w - px(46 + 16 + 160))
            self._layout_seats(buttons, x0, top, seats_w, row_h, lines=max(1, self.count), toggle_w=toggle_w)
            self._layout_options(buttons, specs, pygame.Rect(x0 + seats_w + px(40), top, inner_w - seats_w - px(40),
                                                             room))
            # the note sits between Back and Start
            self.note_top = back.y
            self.note_box = pygame.Rect(back.right + px(24), back.y - px(4),
                                        self.start_rect.x - back.right - px(48), back.h + px(8))
        buttons.append(Button(self.t("back"), self.back, back, size=px(24)))
        self.start_button = Button(self.t("start"), self.start, self.start_rect, primary=True, size=px(26))
        buttons.append(self.start_button)
        self._set_buttons(buttons)
        self._refresh_start()
        if editing is not None and editing[0] < len(self.fields):
            i, caret, anchor = editing
            self.fields[i].focus_in()
            self.fields[i].caret, self.fields[i].anchor = caret, anchor
        if self.picker is not None:
            self.picker.layout(size)

    def _layout_seats(self, buttons: list[Button], x0: int, top: int, col_w: int, row_h: int, lines: int,
                      toggle_w: int) -> None:
        """One row per seat: its badge, its name, and (but in solo) who plays it; ``lines`` rows to a column."""
        k = self.k

        def px(v: float) -> int:
            return int(v * k)

        plays = self.plays()
        labels = [self.t(kind) if level is None else self._level_label(level) for kind, level in plays]
        coloured = bool(self.palette())
        for i in range(self.count):
            col, line = divmod(i, lines)
            row = pygame.Rect(x0 + col * (col_w + px(30)), top + line * (row_h + px(12)), col_w, row_h)
            self.seat_rows.append(row)
            width = 0 if self.count == SOLO else toggle_w
            field_x = row.x + px(46)
            if coloured:
                # the seat's colour, as its Spirit's standee, between its number and its name
                swatch = ColourSwatch("", self._cycle(i, 1), pygame.Rect(field_x, row.y, px(44), row_h))
                swatch.back, swatch.picture = self._cycle(i, -1), seat_picture(self.app, self.game_id,
                                                                                self.colours[i], row_h - px(8))
                buttons.append(swatch)
                field_x = swatch.rect.right + px(10)
            field_w = min(px(300), row.right - field_x - width - px(16))
            field = TextField(self.names[i], pygame.Rect(field_x, row.y, field_w, row_h), NAME_LEN, size=px(22))
            self.fields.append(field)
            stop = NameStop("", self._edit(i), field.rect)
            stop.field = field
            buttons.append(stop)
            if self.count != SOLO:
                part = width // len(plays)
                toggle_x = row.right - width
                size = self._segment_size(labels, part - px(4) - 20, px(18))
                for j, (kind, level) in enumerate(plays):
                    rect = pygame.Rect(toggle_x + j * part, row.y + px(3), part - px(4), row_h - px(6))
                    chosen = self.kinds[i] == kind and (level is None or self.level(i) == level)
                    buttons.append(Button(labels[j], self._set_kind(i, kind, level), rect, primary=chosen,
                                          size=size))

    def _cycle(self, i: int, step: int):
        def cycle() -> None:
            self.cycle_colour(i, step)
        return cycle

    def _level_label(self, level: str) -> str:
        key = f"bot_{level}"
        return self.t(key) if key in STRINGS else level.capitalize()

    def _layout_options(self, buttons: list[Button], specs: list, area: pygame.Rect) -> None:
        """One row per option: its name, its values as segments, and a line on what the chosen one means."""
        k = self.k

        def px(v: float) -> int:
            return int(v * k)

        label_w = px(172)
        seg_h, about_h, gap = px(40), px(22), px(8)
        y = area.y
        self.pick_segments = {}
        for spec in specs:
            values = self.values(spec)
            seg_x = area.x + label_w + px(12)
            total = area.right - seg_x + px(6)                 # each segment then gives px(6) back as a gap
            part = total // len(values)
            labels = self._value_labels(spec, values, part - px(6) - 16)
            widths = [part] * len(values)
            size = self._segment_size(labels, part - px(6) - 16, px(18))
            if size < px(16) or spec.id in SEAT_OPTIONS:
                # crowded (or seats, at any count): each segment as wide as its label asks ("Random" wider than a
                # seat's badge), the row filled
                font = self.app.fonts.get("bold", px(18))
                natural = [max(px(52), font.size(label)[0] + 16 + px(6) + px(8)) for label in labels]
                widths = [n * total // sum(natural) for n in natural]
                size = min(self._segment_size([label], width - px(6) - 16, px(18))
                           for label, width in zip(labels, widths))
            x = seg_x
            for j, value in enumerate(values):
                rect = pygame.Rect(x, y, widths[j] - px(6), seg_h)
                x += widths[j]
                seat = spec.id in SEAT_OPTIONS and type(value) is int
                segment = (SeatSegment if seat else Button)(labels[j], self._set_option(spec.id, value), rect,
                                                            primary=self.is_chosen(spec, value), size=size)
                if seat:
                    segment.badge = self.badge_colour(value)
                buttons.append(segment)
                if value == PICK:
                    self.pick_segments[spec.id] = buttons[-1]
            about = pygame.Rect(area.x, y + seg_h + px(2), area.w, about_h) if self._has_about(spec) else None
            self.option_rows.append(OptionRow(spec.id, pygame.Rect(area.x, y, label_w, seg_h), about))
            y += seg_h + (about_h + px(2) if about else 0) + gap

    def _value_labels(self, spec, values: list, width: int) -> list[str]:
        """The segments' labels: each value's label, or its short form (before " · ": "A" for "A · plants &
        threats") when the full ones would not fit at a readable size (the line under the row says it whole)."""
        lang = self.app.lang
        labels = [self.t("coll_choose") if v == PICK else option_label(self.game_id, spec.id, v, lang) for v in values]
        if spec.id in SEAT_OPTIONS:
            # a seat by its number, drawn as its badge (SeatSegment) at every seat count; the line under the row
            # names it
            labels = [str(v + 1) if type(v) is int else label for v, label in zip(values, labels)]
        if self._segment_size(labels, width, int(18 * self.k)) < int(15 * self.k):
            labels = [label.split(" · ")[0] for label in labels]
        return labels

    def _set_buttons(self, buttons: list[Button]) -> None:
        """The column's new buttons, the keyboard focus at the same place (the controls keep their order
        whatever is chosen, and many share a label: each seat's Human / Easy / …); hover from the pointer."""
        self.column.set(buttons, same_places=True)
        for b in buttons:
            b.hover = b.enabled and b.rect.collidepoint(self.mouse)

    def _segment_size(self, labels: list[str], width: int, size: int) -> int:
        """One type size for a row of segments: the largest (up to ``size``) at which every label fits."""
        fonts = self.app.fonts
        while size > 11 and any(fonts.get("bold", size).size(label)[0] > width for label in labels):
            size -= 1
        return size

    def swatches(self) -> list[ColourSwatch]:
        """The seats' colour controls, in seat order ([] for a game without seat colours)."""
        return [b for b in self.column.buttons if isinstance(b, ColourSwatch)]

    def _refresh_start(self) -> None:
        self.start_button.enabled = not self.duplicate_names()

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
                self._names_follow_kinds()
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
            self.fields[i].focus_in(swallow=" " if self._key == pygame.K_SPACE else None)
        return edit

    def _set_kind(self, i: int, kind: str, level: str | None = None):
        def choose() -> None:
            self._store_names()
            default = self._is_default(i, self.names[i])
            self.kinds[i] = kind
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
        return [Seat(self.names[i], self.kinds[i], self.level(i), self.colour(i)) for i in range(self.count)]

    def start(self) -> None:
        from .games import table_scene

        if self.duplicate_names():
            return
        match = Match(self.game_id, self.seats(), seed=random.SystemRandom().randrange(2**31),
                      solo=self.count == SOLO, options=self.match_options())
        self._remember()
        self.app.push(table_scene(self.app, match))

    # ------------------------------------------------------------------ events and drawing

    _came_by_key = False

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if self.picker is not None:
            self._came_by_key = event.type == pygame.KEYDOWN
            return self.picker.handle(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # every field sees a press: the one left loses the focus, the one clicked takes it
            for field in self.fields:
                field.handle(event)
            self._refresh_start()
            entered = next((i for i, f in enumerate(self.fields) if f.rect.collidepoint(event.pos)), None)
            if entered is not None:
                # Tab goes on from this name, as from any control
                self.column.focus_on(next(j for j, b in enumerate(self.column.buttons)
                                        if isinstance(b, NameStop) and b.field is self.fields[entered]))
                return True
            return self.column.handle(event)
        for field in self.fields:
            if field.handle(event):
                self._refresh_start()
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # ← / → on a seat's colour: the colour before / after (Enter and Space give the next one too)
            focused = self.column.buttons[self.column.focus] if 0 <= self.column.focus < len(self.column.buttons) \
                else None
            if isinstance(focused, ColourSwatch):
                (focused.back if event.key == pygame.K_LEFT else focused.action)()
                return True
        # Tab, ↑ and ↓ leave a name being edited and come here, to move the focus on
        self._key = event.key if event.type == pygame.KEYDOWN else None
        try:
            return self.column.handle(event)
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

    def note(self) -> tuple[str, bool] | None:
        """The line under the seats (between Back and Start for a game with options): why Start is off, or what
        the chosen mode means."""
        if self.duplicate_names():
            return self.t("same_names"), True
        from .games import screens_of

        screens = screens_of(self.game_id)
        swatch = next((b for b in self.column.buttons if isinstance(b, ColourSwatch) and (b.hover or b.focus)), None)
        if swatch is not None:
            # what the standee under the pointer (or the keyboard) is, in words, and how to change it: the arrows
            # answer the keyboard's focus only (the pointer never moves it), so each way says its own
            i = self.swatches().index(swatch)
            hint = screens.seat_colour_hint(self.app, self.names[i], self.colours[i], swatch.focus)
            if hint:
                return hint, False
        return screens.setup_note(self, self.app.catalogue[self.game_id])

    def mode_note(self, rules, **numbers: Any) -> tuple[str, bool] | None:
        """A game's own words on the mode chosen (``coll_note_<game>_solo``, ``_<count>`` or ``_many``), with
        the solo opponent's name, the seat count and the game's ``numbers`` (its seasons...) filled in; computers
        alone: the demo's words."""
        solo = self.count == SOLO
        if not solo and self.computers_only:
            return self.t("watch_note"), False
        fmt: dict[str, Any] = {"n": self.count, "name": opponent_name(self.app, self.game_id), **numbers}
        for key in ([f"coll_note_{self.game_id}_solo"] if solo else
                    [f"coll_note_{self.game_id}_{self.count}", f"coll_note_{self.game_id}_many"]):
            if key in STRINGS:
                return self.t(key, **fmt), False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts, k = self.app.fonts, self.k

        def px(v: float) -> int:
            return int(v * k)

        panel(surface, self.box)
        title = fonts.text(self.t("setup_title"), "title", px(40), INK)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + px(24))))
        for key, row in (("choose_game", self.game_row), ("players", self.count_row)):
            label = fonts.text(self.t(key), "bold", px(24), INK)
            surface.blit(label, label.get_rect(midleft=(row.x, row.centery)))
        self.column.draw(surface, fonts)
        self._draw_tiles(surface)
        # the seats
        for i, row in enumerate(self.seat_rows):
            badge_d = min(px(36), row.h - px(6))
            badge = pygame.Rect(row.x, row.centery - badge_d // 2, badge_d, badge_d)
            fill = self.badge_colour(i)
            pygame.draw.ellipse(surface, fill, badge)
            number = fonts.text(str(i + 1), "black", px(20), badge_ink(fill))
            surface.blit(number, number.get_rect(center=badge.center))
        for field in self.fields:
            field.draw(surface, fonts, self.dt)
        self._draw_options(surface)
        note = self.note()
        if note:
            text, warning = note
            colour = BAD if warning else INK_SOFT
            box = self.note_box
            if self.option_rows or self.offered_options():
                lines = fonts.wrap(text, "italic", px(17), colour, box.w)[:3]
                line_h = fonts.get("italic", px(17)).get_linesize()
                y = box.centery - line_h * len(lines) // 2
                for line in lines:
                    surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
                    y += line_h
            else:
                y = self.note_top
                for line in fonts.wrap(text, "italic", px(20), colour, self.box.w - px(80))[:3]:
                    surface.blit(line, (self.box.x + px(40), y))
                    y += line.get_height()
        pygame.draw.line(surface, PANEL_EDGE, (self.box.x + px(30), self.count_row.bottom + px(12)),
                         (self.box.right - px(30), self.count_row.bottom + px(12)), 1)
        if self.picker is not None:
            self.picker.draw(surface)

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        """The game tiles: the emblem, the name, who plays it (on two lines when the tile is narrow; four games
        and more: the emblems smaller, and who plays it said short when the sentence would not fit)."""
        fonts, lang, k = self.app.fonts, self.app.lang, self.k

        def px(v: float) -> int:
            return int(v * k)

        size = px(58)
        slot = max((game_emblem(self.app, gid, size).get_width() for gid in self.game_tiles), default=size)
        tile_w = min((rect.w for rect in self.game_tiles.values()), default=0)
        if slot > tile_w * 0.38:          # narrow tiles: the widest emblem takes at most 38% of one
            size = max(8, size * int(tile_w * 0.38) // slot)
            slot = max(game_emblem(self.app, gid, size).get_width() for gid in self.game_tiles)
        pad = px(14) if len(self.game_tiles) <= 3 else px(10)
        for gid, rect in self.game_tiles.items():
            rules = self.app.catalogue[gid]
            info = game_info(gid)
            chosen = gid == self.game_id
            ink = INK if chosen else (246, 242, 230)
            emblem = game_emblem(self.app, gid, size)
            emblem_box = pygame.Rect(rect.x + pad, rect.y, slot, rect.h)
            surface.blit(emblem, emblem.get_rect(midleft=(emblem_box.x + (slot - emblem.get_width()) // 2,
                                                          rect.centery)))
            text_x = emblem_box.right + pad
            text_w = rect.right - text_x - px(10)
            name_text = info.name(lang)
            if fonts.get("bold", px(22)).size(name_text)[0] > text_w:
                name_text = name_text.split("–")[-1].strip()           # "Savane", not "Ecosystème – Savane"
            names = [name_text]
            if fonts.get("bold", px(19)).size(name_text)[0] > text_w:
                names = fonts.wrap_lines(name_text, "bold", px(20), text_w)[:2]    # "Living" / "Forest"
            name_lines = [fonts.fit(text, "bold", px(22) if len(names) == 1 else px(20), ink, text_w)
                          for text in names]
            lines = self._tile_players(gid, rules, info, ink, text_w, 3 - len(name_lines))
            block = sum(line.get_height() for line in name_lines + lines) + px(4)
            y = rect.centery - block // 2
            for line in name_lines:
                surface.blit(line, (text_x, y))
                y += line.get_height()
            y += px(4)
            for line in lines:
                surface.blit(line, (text_x, y))
                y += line.get_height()

    def _tile_players(self, gid: str, rules, info, ink, width: int, room: int) -> list[pygame.Surface]:
        """Who plays a game, for its tile, on ``room`` lines at most (1 or 2): the sentence ("2 to 6 players, or
        solo against Alban") where it fits, else its short form ("2–6 players · solo")."""
        fonts, k = self.app.fonts, self.k
        low, high = rules.players_min, rules.players_max
        texts = []
        if info.solo:
            texts.append(game_text(self.app, "game_tile", gid, low=low, high=high, name=opponent_name(self.app, gid)))
        texts.append(self.t("coll_players_solo" if info.solo else "coll_players", low=low, high=high))
        # the sentence on its lines, else the short form on one line (a little smaller if need be: cut at its
        # "·" it would read badly), else on two
        tries = [(texts[0], size, room) for size in (int(16 * k), int(15 * k))]
        tries += [(texts[-1], size, 1) for size in (int(16 * k), int(15 * k), int(14 * k))]
        tries += [(texts[-1], int(15 * k), room)]
        for text, size, most in tries:
            lines = fonts.wrap_lines(text, "regular", size, width)
            if len(lines) <= most and all(fonts.get("regular", size).size(line)[0] <= width for line in lines):
                return [fonts.text(line, "regular", size, ink) for line in lines]
        return [fonts.fit(texts[-1], "regular", int(16 * k), ink, width)]

    def _draw_options(self, surface: pygame.Surface) -> None:
        fonts, k = self.app.fonts, self.k
        specs = {spec.id: spec for spec in self.offered_options()}
        names = {row.option: option_name(self.game_id, row.option, self.app.lang) for row in self.option_rows}
        # one size for every name: the largest at which each fits on one line (down to a fair size; a name
        # longer still goes on two lines)
        width = min((row.label.w for row in self.option_rows), default=0)
        size = int(18 * k)
        while size > int(15 * k) and any(fonts.get("bold", size).size(n)[0] > width for n in names.values()):
            size -= 1
        for row in self.option_rows:
            spec = specs.get(row.option)
            if spec is None:
                continue
            name = names[row.option]
            lines = [fonts.fit(text, "bold", size, INK, row.label.w)
                     for text in fonts.wrap_lines(name, "bold", size, row.label.w)[:2]]
            line_h = fonts.get("bold", size).get_linesize()
            y = row.label.centery - line_h * len(lines) // 2
            for line in lines:
                surface.blit(line, (row.label.x, y))
                y += line_h
            if row.about is not None:
                text = self.about(spec)
                if text:
                    line = fonts.fit_or_cut(text, "italic", int(16 * k), INK_SOFT, row.about.w, min_size=int(13 * k))
                    at = line.get_rect(midleft=(row.about.x, row.about.centery))
                    surface.blit(line, at)
                    # the items picked by hand, as their pictures (their names are in the pick dialog)
                    x, side = at.right + int(8 * k), row.about.h
                    for item in self.picked_items(row.option):
                        if x + side > row.about.right:
                            break
                        picture = _pick_picture(self.app, self.game_id, item, side)
                        surface.blit(picture, picture.get_rect(midleft=(x, row.about.centery)))
                        x += side + int(4 * k)


# ---------------------------------------------------------------------- an option's value picked by hand (a Pick)


class PickToggle(Button):
    """One item in the pick dialog (a species): its picture and name; lit while chosen."""

    chosen: bool = False
    picture: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, fonts) -> None:
        rect, lit = self.rect, self.hover or self.focus
        fill = (252, 232, 190) if self.chosen else ((250, 246, 236) if lit else PANEL)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = ACCENT_DARK if self.chosen else (ACCENT if lit else PANEL_EDGE)
        pygame.draw.rect(surface, edge, rect, width=3 if self.chosen or lit else 1, border_radius=10)
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=12)
        pad = max(4, rect.h // 10)
        x = rect.x + pad
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(midleft=(x, rect.centery)))
            x += self.picture.get_width() + pad
        mark = max(12, rect.h // 3)
        text_w = rect.right - x - pad - mark - pad
        # the name on two lines at most, each kept inside the tile (a long word made smaller, never cut)
        size = self.size
        while size > 11 and len(fonts.wrap_lines(self.label, "bold", size, text_w)) > 2:
            size -= 1
        lines = [fonts.fit(text, "bold", size, INK, text_w)
                 for text in fonts.wrap_lines(self.label, "bold", size, text_w)[:2]]
        line_h = fonts.get("bold", size).get_linesize()
        y = rect.centery - line_h * len(lines) // 2
        for line in lines:
            surface.blit(line, (x, y + (line_h - line.get_height()) // 2))
            y += line_h
        # the check box at the right: ticked while chosen
        box = pygame.Rect(0, 0, mark, mark)
        box.midright = (rect.right - pad, rect.centery)
        corner = max(3, mark // 5)
        pygame.draw.rect(surface, ACCENT_DARK if self.chosen else LIGHT, box, border_radius=corner)
        pygame.draw.rect(surface, ACCENT_DARK if self.chosen else PANEL_EDGE, box, width=2, border_radius=corner)
        if self.chosen:
            bx, by, bw, bh = box
            points = [(bx + bw * 0.2, by + bh * 0.55), (bx + bw * 0.42, by + bh * 0.78),
                      (bx + bw * 0.8, by + bh * 0.25)]
            pygame.draw.lines(surface, LIGHT, False, points, max(2, mark // 6))


class PickDialog:
    """Pick an option's value by hand (Canopée's species of set D): a tile per item to tick, in its groups, how
    many are ticked, Draw at random, Clear, and Done once the count is one the game allows. Escape (or Back)
    leaves the choice as it was. Its words are the setup's ``pick_text`` for the option."""

    def __init__(self, setup: SetupScene, option: str, pick: Pick, picked: list[str]) -> None:
        self.setup = setup
        self.app = setup.app
        self.option = option
        self.pick = pick
        self.items = pick.items                   # the game's PickItems, in its order
        self.counts = pick.counts
        self.picked = set(picked)
        self.column = ButtonColumn(horizontal=True)
        self.mouse = (-1, -1)

    def t(self, part: str, **fmt) -> str:
        return self.setup.pick_text(self.option, part, **fmt)

    def valid(self) -> bool:
        return len(self.picked) in self.counts

    def result(self) -> tuple[str, ...]:
        return self.pick.ordered(self.picked)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        k = self.setup.k

        def px(v: float) -> int:
            return int(v * k)

        cols = 4
        pad, gap = px(32), px(12)
        heading_h, group_gap, bottom_h = px(28), px(10), px(56)
        # the items by group, each under its heading (none for the group ""), the groups in the game's order
        by_group: dict[str, list[PickItem]] = {}
        for item in self.items:
            by_group.setdefault(item.group, []).append(item)
        groups = list(by_group.items())
        headed = sum(1 for group, _ in groups if group)
        rows = sum(-(-len(items) // cols) for _, items in groups)
        fixed = headed * heading_h + (rows - len(groups)) * gap + (len(groups) - 1) * group_gap
        # as tall as its content (tiles px(64) high), within the window
        height = min(px(104) + fixed + rows * px(64) + px(24) + bottom_h + pad, h - 40)
        self.box = pygame.Rect(0, 0, min(px(960), w - 40), height)
        self.box.center = (w // 2, h // 2)
        grid_top = self.box.y + px(104)
        grid_h = self.box.bottom - pad - bottom_h - px(24) - grid_top
        tile_w = (self.box.w - 2 * pad - (cols - 1) * gap) // cols
        tile_h = min(px(64), (grid_h - fixed) // max(1, rows))
        lang = self.app.lang
        buttons: list[Button] = []
        self.tiles: list[pygame.Rect] = []
        self.headings: list[tuple[str, pygame.Rect]] = []
        y = grid_top
        for group, items in groups:
            if group:
                self.headings.append((group, pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad, heading_h)))
                y += heading_h
            for n, item in enumerate(items):
                r, c = divmod(n, cols)
                rect = pygame.Rect(self.box.x + pad + c * (tile_w + gap), y + r * (tile_h + gap), tile_w, tile_h)
                self.tiles.append(rect)
                toggle = PickToggle(item.name(lang), self._toggle(item.id), rect, size=px(17))
                toggle.chosen = item.id in self.picked
                toggle.picture = _pick_picture(self.app, self.setup.game_id, item, tile_h - px(14))
                buttons.append(toggle)
            y += -(-len(items) // cols) * (tile_h + gap) - gap + group_gap
        y = self.box.bottom - pad - bottom_h
        self.count_rect = pygame.Rect(self.box.x + pad, y, px(220), bottom_h)
        draw = pygame.Rect(self.count_rect.right + px(12), y, px(210), bottom_h)
        clear = pygame.Rect(draw.right + px(12), y, px(170), bottom_h)
        done = pygame.Rect(0, 0, px(200), bottom_h)
        done.bottomright = (self.box.right - pad, self.box.bottom - pad)
        buttons.append(Button(self.t("draw"), self.draw_random, draw, size=px(20)))
        buttons.append(Button(self.t("clear"), self.clear, clear, size=px(20)))
        self.done_button = Button(self.t("done"), self.done, done, primary=True, size=px(22))
        self.done_button.enabled = self.valid()
        buttons.append(self.done_button)
        self.column.set(buttons, same_places=True)
        for b in buttons:
            b.hover = b.enabled and b.rect.collidepoint(self.mouse)

    def _toggle(self, sid: str):
        def toggle() -> None:
            if sid in self.picked:
                self.picked.discard(sid)
            elif len(self.picked) < max(self.counts):
                self.picked.add(sid)
            self.layout(self.app.size)
        return toggle

    def draw_random(self) -> None:
        """A choice the rules allow, drawn at random (the player may change it before Done)."""
        rng = random.SystemRandom()
        count = rng.choice(self.counts)
        self.picked = set(rng.sample([item.id for item in self.items], count))
        self.layout(self.app.size)

    def clear(self) -> None:
        self.picked = set()
        self.layout(self.app.size)

    def done(self) -> None:
        if self.valid():
            self.setup.pick_chosen(self.option, self.result())

    def handle(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.setup.pick_chosen(self.option, None)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.column.focus >= 0:
            self._vertical(1 if event.key == pygame.K_DOWN else -1)
            return True
        self.column.handle(event)
        return True                # modal: nothing reaches the setup behind it

    def _vertical(self, step: int) -> None:
        """↑ / ↓ on the grid: the control in the row above / below, the nearest across (← / → and Tab go
        one by one)."""
        here = self.column.buttons[self.column.focus].rect
        rows = [(i, b.rect) for i, b in enumerate(self.column.buttons)
                if b.enabled and (b.rect.centery - here.centery) * step > here.h // 2]
        if not rows:
            return
        nearest = min(abs(r.centery - here.centery) for _, r in rows)
        row = [(i, r) for i, r in rows if abs(r.centery - here.centery) - nearest < here.h // 2]
        self.column.focus_on(min(row, key=lambda item: abs(item[1].centerx - here.centerx))[0])

    def draw(self, surface: pygame.Surface) -> None:
        k = self.setup.k
        fonts = self.app.fonts

        def px(v: float) -> int:
            return int(v * k)

        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        title = fonts.fit(self.t("title"), "title", px(32), INK, self.box.w - px(64))
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + px(22))))
        counts = self.t("or").join(str(n) for n in self.counts)
        intro = fonts.fit(self.t("intro", counts=counts), "regular", px(19), INK_SOFT,
                          self.box.w - px(64))
        surface.blit(intro, intro.get_rect(midtop=(self.box.centerx, self.box.y + px(70))))
        for group, rect in self.headings:
            heading = fonts.fit(self.t(group), "bold", px(18), INK_SOFT, rect.w)
            surface.blit(heading, heading.get_rect(midleft=(rect.x, rect.centery)))
            line_y = rect.centery + 1
            pygame.draw.line(surface, PANEL_EDGE, (rect.x + heading.get_width() + px(12), line_y),
                             (rect.right, line_y), 1)
        self.column.draw(surface, fonts)
        ink = INK if self.valid() else BAD
        count = fonts.fit(self.t("count", n=len(self.picked)) + f" / {counts}", "bold", px(22), ink,
                          self.count_rect.w)
        surface.blit(count, count.get_rect(midleft=(self.count_rect.x, self.count_rect.centery)))


def _pick_picture(app, game_id: str, item: PickItem, size: int) -> pygame.Surface:
    """An item's picture for its tile: the icon of its card kind (scenes/games.card_icon), or its initial on a
    green disc for an item without a picture."""
    size = max(8, size)
    if item.icon is not None:
        return card_icon(app, game_id, item.icon, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (70, 120, 80), (size // 2, size // 2), size // 2)
    letter = app.fonts.text(item.name(app.lang)[:1].upper(), "bold", size // 2, LIGHT)
    surf.blit(letter, letter.get_rect(center=(size // 2, size // 2)))
    return surf
