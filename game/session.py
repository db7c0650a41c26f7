"""A match as the app runs it: who sits where (humans and computers), the Game, and whose turn it
is on the shared screen. Pure Python: the scenes ask it, they never decide anything themselves.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

from .core.protocol import Action, State, View
from .core.registry import GAMES, game_def
from .errors import IllegalAction
from .inputs import NAME_MAX, clean_text, shown

if TYPE_CHECKING:
    from .ladder import Challenge

HUMAN = "human"
COMPUTER = "computer"


@dataclass
class Seat:
    name: str
    controller: str = HUMAN          # who plays the seat: HUMAN or COMPUTER
    level: str = "medium"            # the bot behind a computer seat (see game.ecosysteme.agents.AGENTS)
    colour: str = ""                 # a cosmetic colour the player chose (Living Forest's Spirit); "": the seat's own

    def __post_init__(self) -> None:
        # names come from the keyboard, saves and replay files: no control character (a NUL stops the text
        # renderer, an escape sequence rewrites a terminal) nor lone surrogate gets in
        self.name = clean_text(self.name, NAME_MAX) or "?"
        if self.controller not in (HUMAN, COMPUTER):
            raise ValueError(f"a seat is {HUMAN} or {COMPUTER}, not {shown(self.controller)}")
        if self.controller == COMPUTER and not self.level.isidentifier():
            # the game checks its own levels (Match): a name it could never have, refused here already
            raise ValueError(f"unknown computer level {shown(self.level)}")
        if not isinstance(self.colour, str) or (self.colour and not self.colour.isidentifier()):
            raise ValueError(f"unknown colour {shown(self.colour)}")

    @property
    def human(self) -> bool:
        return self.controller == HUMAN


@dataclass
class Match:
    """Any game of the collection (game.core.registry) as the window plays it: its state is ``state`` (for
    Forêt and Savane an ``ecosysteme.state.EcosystemeState``), read and changed only through the protocol."""

    game_id: str
    seats: list[Seat]
    seed: int
    solo: bool = False
    state: State = field(init=False)
    agents: dict[int, Any] = field(init=False, default_factory=dict)
    challenge: Challenge | None = None   # a solo challenge (game.ladder): its seed is this match's seed
    options: dict = field(default_factory=dict)   # the game's setup options (GameInfo.options)

    def __post_init__(self) -> None:
        if self.game_id not in GAMES:
            raise ValueError(f"unknown game {shown(self.game_id)}")
        definition = game_def(self.game_id)
        if self.solo and (len(self.seats) != 1 or not self.seats[0].human):
            raise ValueError("the solo mode is one human player")
        if self.challenge is not None:
            # a challenge's deal is its seed and its game options: a match given no options plays the challenge's
            wanted = self.challenge.option_map
            if not self.options:
                self.options = wanted
            # a versus challenge: the player at seat 0 against computers of exactly its levels
            table = (not self.solo and self.seats[0].human and len(self.seats) == 1 + len(self.challenge.opponents)
                     and all(not s.human and s.level == level
                             for s, level in zip(self.seats[1:], self.challenge.opponents))) \
                if self.challenge.versus else self.solo
            if (not table or self.challenge.game_id != self.game_id or self.challenge.seed != self.seed
                    or dict(self.options) != wanted):
                # the deal is the challenge: a match on another seed, game, options (an easier difficulty) or
                # computers would record a result it did not earn
                raise ValueError("a challenge is played on its own game, seed and options, at its own table "
                                 "(solo, or the player against its computers)")
        for s in self.seats:
            if not s.human and s.level not in definition.agents:
                raise ValueError(f"unknown computer level {shown(s.level)} for {definition.info.name('en')}")
        self.state = definition.new_state(len(self.seats), self.seed, self.solo, self.options or None)
        self.agents = {i: definition.agents[s.level](self.seed * 8 + i)
                       for i, s in enumerate(self.seats) if not s.human}

    # ------------------------------------------------------------------ who plays

    @property
    def definition(self):
        return game_def(self.game_id)

    @property
    def rules(self):
        return self.state.rules

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen: hands are hidden between their turns."""
        return len(self.humans) > 1

    @property
    def opponent_name(self) -> str:
        """The solo automaton's name in English (Alban, Jhay, named alike in both languages; the Forest Spirit)."""
        return self.opponent("en")

    def opponent(self, lang: str) -> str:
        """The solo automaton's name in ``lang``: "Esprit de la forêt" on a French screen."""
        names = self.definition.info.opponent
        return (names.get(lang) or names.get("en", "")) if names else ""

    def _waiting(self) -> list[int]:
        return sorted(self.state.to_act())

    def waiting_humans(self) -> list[int]:
        return [s for s in self._waiting() if self.seats[s].human]

    def active_human(self) -> int | None:
        """The human whose choice the screen is asking for now, if any. Several humans deciding at once (Living
        Forest's draw phase) are asked in the game's turn order when it has one, the first player first."""
        waiting = self.waiting_humans()
        if len(waiting) > 1 and (order := self.state.turn_order()):
            rank = {seat: i for i, seat in enumerate(order)}
            waiting.sort(key=lambda seat: rank.get(seat, len(rank)))
        return waiting[0] if waiting else None

    def view(self, seat: int) -> View:
        return self.state.view(seat)

    # ------------------------------------------------------------------ moves

    @property
    def slow_thinkers(self) -> bool:
        """Some computer seat may think for longer than a frame (the Hard bot): the window lets it think in a
        worker thread (``thinker``) rather than wait for it."""
        return any(getattr(agent, "slow", False) for agent in self.agents.values())

    def waiting_computers(self) -> list[int]:
        return [s for s in self._waiting() if not self.seats[s].human]

    def thinker(self) -> Callable[[], dict[int, Action]]:
        """A job that works out every waiting computer's choice on a snapshot of the game taken now.

        The job may run in another thread while the screen keeps reading the real game and a human submits:
        the computers see only what they would see anyway (their hands, the public table), and their choices
        are applied later with ``apply`` (same seed, same choices as ``play_computers``)."""
        seats = self.waiting_computers()
        snapshot = self.state.clone() if seats else None
        agents = self.agents

        def job() -> dict[int, Action]:
            return {seat: agents[seat].choose(snapshot.view(seat)) for seat in seats}
        return job

    def apply(self, choices: dict[int, Action]) -> bool:
        """Submit the computers' choices from a ``thinker`` job. True if that caused a reveal."""
        revealed = False
        for seat in sorted(choices):
            if seat in self.state.to_act() and not self.seats[seat].human:
                revealed = bool(self.state.apply(seat, choices[seat])) or revealed
        return revealed

    def hinter(self, seat: int) -> Callable[[], Any]:
        """A job (safe in a worker thread) giving the Hard bot's choice for ``seat`` now: the table's hint. A
        Hard on the collection's search (game/core/search.py, an agent with ``think``) answers its whole
        ``Choice`` (the action and the figures behind it, for the hint's reason); another, the action alone.

        It reads the same SeatView the player sees, so a hint never uses anything hidden from them."""
        if seat not in self.waiting_humans():
            return lambda: None
        snapshot = self.state.clone()
        steps = len(self.state.actions_log())
        seed = (self.seed * 1_000_003 + steps * 31 + seat) % (2 ** 63)
        agents = self.definition.agents
        best = agents["hard"] if "hard" in agents else agents["medium"]     # the strongest the game has

        def job() -> Any:
            agent, view = best(seed), snapshot.view(seat)
            think = getattr(agent, "think", None)
            if think is not None and len(view.legal_actions()) > 1:
                return think(view)
            return agent.choose(view)
        return job

    def play_computers(self) -> bool:
        """Let every computer seat that has to act choose now. True if that caused a reveal."""
        revealed = False
        for seat in self.waiting_computers():       # those waiting now, once each (a step, not the game)
            if seat in self.state.to_act():
                revealed = bool(self.state.apply(seat, self.agents[seat].choose(self.state.view(seat)))) or revealed
        return revealed

    def submit(self, seat: int, action: Action) -> bool:
        """A human's choice; raises IllegalAction (state unchanged) if the rules refuse it."""
        if not self.seats[seat].human:
            raise IllegalAction(f"seat {seat} is played by the computer")
        return bool(self.state.apply(seat, action))

    def undo_mark(self) -> int:
        """How many actions the game has had: a point ``rewind`` can go back to."""
        return len(self.state.actions_log())

    def rewind(self, mark: int) -> None:
        """Take back every action after ``mark`` (an ``undo_mark``): the game is the deal played again with the
        actions before it, so nothing hidden moves (same seed, same actions, same game). The window offers it
        only where the actions taken back revealed nothing (a Living Forest turn's actions); the computers'
        agents are untouched, so only the humans' actions may be taken back."""
        actions = self.state.actions_log()
        if not 0 <= mark <= len(actions):
            raise ValueError(f"no action {mark} to go back to (the game has {len(actions)})")
        if any(self.seats[seat].controller != HUMAN for seat, _ in actions[mark:]):
            raise ValueError("a computer's action cannot be taken back")
        self.state = self.definition.replay(len(self.seats), self.seed, self.solo, self.options or None,
                                           actions[:mark])

    @property
    def over(self) -> bool:
        return self.state.is_over

    def names(self, lang: str = "en") -> list[str]:
        """The seats' names, then in solo the automaton's (in ``lang``)."""
        names = [s.name for s in self.seats]
        if self.solo:
            names.append(self.opponent(lang))
        return names


def default_seats(count: int, names: Sequence[str]) -> list[Seat]:
    """The setup screen's starting seats: one human, then computers."""
    return [Seat(names[i % len(names)], HUMAN if i == 0 else COMPUTER) for i in range(count)]
