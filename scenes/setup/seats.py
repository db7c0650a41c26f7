"""The table being set up: which game, how many seats (or solo), who plays each seat (a human, or a computer at one
of the game's levels), its name and, where the game has them, its colour (Living Forest's Spirits) — and the setups
remembered from before (``SavedSetup``), restored when they still fit. A mixin of ``SetupScene`` (scene.py): the
state it reads is the scene's (``controllers``, ``levels``, ``names``, ``colours``, ``fields``...), set in its
``__init__``."""
from __future__ import annotations

from game.core.registry import game_def
from game.session import COMPUTER, HUMAN
from game.userdata import SavedSeat, SavedSetup

from ..menu import game_info, window_games
from .widgets import seat_rgb

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


class SeatsModel:
    """The seats and the game of the setup: what the game offers, the last setup, seat colours and names."""

    # ------------------------------------------------------------------ what is offered, and the last setup

    @property
    def solo(self) -> bool:
        return self.count == SOLO

    @property
    def computers_only(self) -> bool:
        return all(k == COMPUTER for k in self.controllers[: self.count])

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
        if len(saved.seats) != saved.count or saved.count > len(self.controllers):
            return False
        levels = computer_levels(saved.game_id)
        for seat in saved.seats:
            if seat.controller not in (HUMAN, COMPUTER) or (seat.controller == COMPUTER and seat.level not in levels):
                return False
        if saved.count == SOLO and saved.seats[0].controller != HUMAN:
            return False
        self.game_id, self.count = saved.game_id, saved.count
        self.choices = dict(saved.options)
        for i, seat in enumerate(saved.seats):
            self.controllers[i] = seat.controller
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
                if seat.controller == HUMAN and name:
                    return name
        return ""

    def _fit_solo(self, before: int = SOLO) -> None:
        """A solo game's only seat is the player's, whatever was set up before (a table of computers, another
        game's): where the first seat is a computer, the first human of the table of ``before`` seats takes its
        place (the two seats swap, so going back to several brings the same people back), else the seat becomes
        a human named as the player last named a human seat (``player_name``), or the default "Player 1"."""
        if self.count != SOLO or self.controllers[0] == HUMAN:
            return
        self._store_names()
        human = next((i for i in range(1, min(before, len(self.controllers))) if self.controllers[i] == HUMAN), None)
        if human is not None:
            # an untouched name stays the default of the seat it lands in ("Computer 1" becomes "Computer 2")
            for i in (0, human):
                if self._is_default(i, self.names[i]):
                    self.names[i] = ""
            for seats in (self.controllers, self.levels, self.names, self.colours):
                seats[0], seats[human] = seats[human], seats[0]
            for i in (0, human):
                self.names[i] = self.names[i] or self._default_name(i)
        else:
            self.controllers[0] = HUMAN
            taken = {name.casefold() for name in self.names[1:before]}
            name = self.player_name if self.player_name.casefold() not in taken else ""
            self.names[0] = name or self._default_name(0)
        for i, field in enumerate(self.fields):
            field.text = self.names[i]
        self._names_follow_controllers()          # an untouched name follows its seat: "Computer 1" is "Computer 2" now

    def _snapshot(self) -> SavedSetup:
        """This screen's setup of the chosen game; names left at their default are kept as "" so that they
        follow the language."""
        seats = tuple(SavedSeat(seat.controller, self.level(i), "" if self._is_default(i, seat.name) else seat.name,
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
        from ..games import screens_of

        return screens_of(self.game_id).seat_colour_name(self.app, colour)

    # ------------------------------------------------------------------ names

    def _default_name(self, i: int) -> str:
        return self.t("player_n" if self.controllers[i] == HUMAN else "computer_n", n=i + 1)

    def _is_default(self, i: int, name: str) -> bool:
        return name in {self.t("player_n", n=i + 1), self.t("computer_n", n=i + 1), ""}

    def _store_names(self) -> None:
        # the name as it will be played: no leading or trailing spaces, and an empty one is the default
        for i, field in enumerate(self.fields):
            self.names[i] = field.text.strip() or self._default_name(i)
        # the player's name, as last typed for a human seat (the first one at the table)
        for i in range(min(self.count, len(self.fields))):
            if self.controllers[i] == HUMAN and not self._is_default(i, self.names[i]):
                self.player_name = self.names[i]
                break

    def _names_follow_controllers(self) -> None:
        """An untouched name follows its seat's controller: "Player 2" / "Computer 2"."""
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
