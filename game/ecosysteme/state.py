"""The game itself: the draft for 2-6 seats (with the two-player neutral seat) and the solo mode.

Picks are simultaneous: every seat submits a Pick (card, cell, optional swap); once all have, the
picks are revealed and applied together, the neutral draws, and hands pass (left in round 1, right
in round 2). In solo mode a turn is a Pick, applied at once, then a Discard into the opponent's
ecosystem, then a draw of 1 card (5 after the opponent completes a row).

Everything random comes from one ``random.Random`` seeded at the start and kept in the state, so
the same seed and the same actions give the same game, and a state restored from JSON carries on
exactly as the original would (serial.py writes and reads it; invariants.py says what a state must hold).
"""
from __future__ import annotations

import json
import random
from typing import Any, Sequence

from .actions import Action, Discard, LegalPicks, Pick, normalise_swap
from .cards import GRID_CELLS, GRID_COLS, GameRules
from ..core.protocol import StateDefaults
from ..core.catalogue import rules_for
from .ecosystem import Ecosystem, placed_kinds
from ..core.protocol import Event, Outcome
from ..errors import IllegalAction, SaveError
from .grid import EMPTY
from .scoring import GameScore, PlayerScore
from .view import SeatView

PICK = "pick"          # multi-seat: seats are choosing
PLACE = "place"        # solo: place a card
DISCARD = "discard"    # solo: give a card to the opponent
OVER = "over"


class EcosystemeState(StateDefaults):
    """Mutable game state. Read it through :meth:`view`; change it only through :meth:`apply`."""

    def __init__(self, rules: GameRules, players: int, seed: int, solo: bool = False, *, _deal: bool = True):
        if solo:
            players = 1
        elif not rules.players_min <= players <= rules.players_max:
            raise ValueError(f"{rules.name('en')} is played by {rules.players_min} to {rules.players_max} "
                             f"players (or solo), not {players}")
        self.rules = rules
        self.players = players
        self.solo = solo
        self.seed = seed
        self.has_neutral = players == 2 and not solo
        self.kind_of = rules.deck                       # card uid -> kind index
        self.frame_kinds = rules.deck + (-1,)           # the same, reading uid -1 (empty) as -1
        self._kind_ids = tuple(k.id for k in rules.kinds)
        self._uid_kind = tuple(self._kind_ids[k] for k in rules.deck)   # card uid -> kind id
        self._swapping = frozenset(k.id for k in rules.kinds if k.swaps_on_place)
        self.rng = random.Random(seed)
        self.deck: list[int] = []                        # undealt cards; the next card is the last
        self.hands: list[list[int]] = []                 # per hand seat (the neutral's is last)
        self.ecosystems = [Ecosystem() for _ in range(players)]
        self.neutral_pile: list[int] = []
        self.opponent: list[int] = []                    # solo: the opponent's cards in reading order
        self.discarded: list[int] = []
        self.round = 1
        self.pick = 1                                    # pick number within the round (1-based)
        self.turn = 1                                    # solo turn (1-based)
        self.last_draw = 0                               # solo: cards drawn after the last turn
        self.phase = PLACE if solo else PICK
        self.pending: list[Pick | None] = [None] * players
        self._pending_uids: list[int] = [-1] * players   # the hand card each pending pick plays
        self.history: list[dict] = []                    # one record per reveal (or solo turn)
        if _deal:
            self.deck = list(range(len(rules.deck)))
            self.rng.shuffle(self.deck)
            if solo:
                self.hands = [self._draw(rules.solo.hand_size)]
            else:
                self._deal_round()

    @classmethod
    def new(cls, game_id: str, players: int = 2, seed: int = 0, solo: bool = False) -> "EcosystemeState":
        return cls(rules_for(game_id), players, seed, solo)

    # ------------------------------------------------------------------ small helpers

    @property
    def hand_seats(self) -> int:
        return self.players + (1 if self.has_neutral else 0)

    @property
    def direction(self) -> str:
        """Where hands go after this pick: "left" (seat i to i+1) in odd rounds, "right" in even."""
        return "left" if self.round % 2 == 1 else "right"

    def kind_id(self, uid: int) -> str:
        return self._uid_kind[uid]

    def _draw(self, n: int) -> list[int]:
        n = min(n, len(self.deck))
        drawn = self.deck[len(self.deck) - n:]
        del self.deck[len(self.deck) - n:]
        return drawn

    def _deal_round(self) -> None:
        self.hands = [self._draw(self.rules.hand_size) for _ in range(self.hand_seats)]

    def _check_seat(self, seat: int) -> None:
        if not (isinstance(seat, int) and 0 <= seat < self.players):
            raise IllegalAction(f"there is no seat {seat!r} in this game")

    def _uid_in_hand(self, seat: int, card: str) -> int:
        uid_kind = self._uid_kind
        for uid in self.hands[seat]:
            if uid_kind[uid] == card:
                return uid
        raise IllegalAction(f"seat {seat} has no {card!r} card in hand")

    # ------------------------------------------------------------------ questions

    def legal_actions(self, seat: int) -> Sequence[Action]:
        """Every legal action of ``seat`` now: Picks (card, cell[, swap]) or, in solo, Discards.

        Empty when the seat has nothing to do (game over, or its pick is already in).
        """
        if not (type(seat) is int and 0 <= seat < self.players):
            raise IllegalAction(f"there is no seat {seat!r} in this game")
        if self.phase == OVER or (self.phase == PICK and self.pending[seat] is not None):
            return ()
        uid_kind = self._uid_kind
        kinds = tuple({uid_kind[uid]: None for uid in self.hands[seat]})   # distinct, in hand order
        if self.phase == DISCARD:
            return tuple(Discard(k) for k in kinds)
        eco = self.ecosystems[seat]
        placed = None
        if not self._swapping.isdisjoint(kinds):
            frozen = eco.board.copy()     # cheap now; turned into (cell, kind) pairs only if asked
            placed = lambda: placed_kinds(frozen, uid_kind)  # noqa: E731
        return LegalPicks(kinds, eco.legal_mask(), self._swapping, placed)

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction (with the reason) unless ``seat`` may play ``action`` now."""
        self._validate(seat, action)

    def _validate(self, seat: int, action: Action) -> int:
        """Check ``action`` for ``seat``; return the uid of the hand card it plays."""
        if not (type(seat) is int and 0 <= seat < self.players):
            raise IllegalAction(f"there is no seat {seat!r} in this game")
        phase = self.phase
        if phase == PICK or phase == PLACE:
            if type(action) is not Pick:
                raise IllegalAction("choose a card of your hand and a cell of your ecosystem")
            if phase == PICK and self.pending[seat] is not None:
                raise IllegalAction(f"seat {seat} has already chosen this pick")
        elif phase == DISCARD:
            if type(action) is not Discard:
                raise IllegalAction("choose the card to give to the opponent first")
            return self._uid_in_hand(seat, action.card)
        else:
            raise IllegalAction("the game is over")
        uid = self._uid_in_hand(seat, action.card)
        eco = self.ecosystems[seat]
        bit = eco.legal_bit(action.cell)
        if bit < 0:
            raise IllegalAction(f"{action.cell} is not a legal cell: a card goes next to one already placed, "
                                f"inside 4 rows by 5 columns")
        if action.swap is not None:
            self._validate_swap(eco, action)
        return uid

    def _validate_swap(self, eco: Ecosystem, action: Pick) -> None:
        if action.card not in self._swapping:
            raise IllegalAction(f"only a {', '.join(sorted(self._swapping))} card lets you swap two cards")
        try:
            a, b = normalise_swap(action.swap)
        except (TypeError, ValueError):
            raise IllegalAction(f"a swap names two cells, not {action.swap!r}") from None
        if a == b:
            raise IllegalAction("a swap exchanges two different cards")
        kinds = []
        for cell in (a, b):
            if cell == action.cell:
                kinds.append(action.card)
            else:
                uid = eco.card_at(cell)
                if uid is None:
                    raise IllegalAction(f"there is no card at {cell} to swap")
                kinds.append(self.kind_id(uid))
        if kinds[0] == kinds[1]:
            raise IllegalAction(f"swapping two {kinds[0]} cards changes nothing: skip the swap instead")

    def is_legal(self, seat: int, action: Action) -> bool:
        try:
            self.check(seat, action)
        except IllegalAction:
            return False
        return True


    # ------------------------------------------------------------------ the multi-game protocol (game.core.protocol)

    @property
    def game_id(self) -> str:
        return self.rules.id

    def to_act(self) -> frozenset[int]:
        """The seats that must decide now: every seat yet to pick (a simultaneous step), or the solo player."""
        if self.phase == OVER:
            return frozenset()
        if self.phase == PICK:
            return frozenset(s for s in range(self.players) if self.pending[s] is None)
        return frozenset((0,))

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def _totals(self) -> list[int]:
        neutral = [self.kind_of[uid] for uid in self.neutral_pile] if self.has_neutral else None
        return self.rules.scorer.totals(self.frames(), neutral, self.solo)

    def scores(self) -> list[int]:
        """Every seat's total now (solo: the player's, then the opponent's)."""
        return self._totals()

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        totals = self._totals()
        scorer = self.rules.scorer
        if self.solo:
            result = scorer.solo_result(totals)
            return Outcome(tuple(totals), (0,) if result.level is not None else (),
                           {"margin": result.margin, "level": result.level})
        return Outcome(tuple(totals), tuple(scorer.winners(totals)))

    def clone(self) -> "EcosystemeState":
        """An independent copy, exactly this state (RNG included): what another thread may read safely."""
        return EcosystemeState.from_json(self.to_json())

    def events(self) -> list[Event]:
        """One public event per reveal (solo: per turn): what every seat placed where, as the log tells it."""
        events = []
        for r in self.history:
            actions = [a.to_json() for a in r["actions"]]
            if "round" in r:         # the hands of the record are secrets of their time: not in the event
                neutral = None if r["neutral"] is None else self.kind_id(r["neutral"])
                events.append(Event("reveal", None, {"round": r["round"], "pick": r["pick"], "actions": actions,
                                                     "neutral": neutral}))
            else:
                discard = r["discard"]
                events.append(Event("turn", 0, {"turn": r["turn"], "actions": actions,
                                                "discard": discard}))
        return events

    # ------------------------------------------------------------------ changes

    def apply(self, seat: int, action: Action) -> bool:
        """Play ``action`` for ``seat``. Returns True when it caused a reveal (or a solo step), which the window
        animates.

        Illegal actions raise IllegalAction and leave the state untouched.
        """
        uid = self._validate(seat, action)
        if type(action) is Pick and action.swap is not None:   # stored with the smaller cell first
            action = Pick(action.card, action.cell, normalise_swap(action.swap))
        if self.solo:
            if self.phase == PLACE:
                self._solo_place(action, uid)  # type: ignore[arg-type]
            else:
                self._solo_discard(action, uid)  # type: ignore[arg-type]
            return True
        self.pending[seat] = action  # type: ignore[assignment]
        self._pending_uids[seat] = uid
        if None not in self.pending:
            self._reveal()
            return True
        return False

    def retract(self, seat: int) -> None:
        """Take back a submitted pick that has not been revealed yet."""
        self._check_seat(seat)
        if self.phase == PICK:
            self.pending[seat] = None

    def _apply_pick(self, seat: int, pick: Pick, uid: int) -> None:
        """Apply a validated pick (nothing it depends on has changed since it was validated)."""
        self.hands[seat].remove(uid)
        eco = self.ecosystems[seat]
        eco.place(uid, pick.cell)
        if pick.swap is not None:
            eco.swap(*pick.swap)

    def _reveal(self) -> None:
        picks: list[Pick] = self.pending  # type: ignore[assignment]
        record: dict[str, Any] = {
            "round": self.round,
            "pick": self.pick,
            "hands": [list(h) for h in self.hands],
            "actions": list(picks),
            "neutral": None,
        }
        for seat, pick in enumerate(picks):
            self._apply_pick(seat, pick, self._pending_uids[seat])
        if self.has_neutral:
            neutral_hand = self.hands[-1]
            uid = neutral_hand.pop(self.rng.randrange(len(neutral_hand)))
            self.neutral_pile.append(uid)
            record["neutral"] = uid
        self.history.append(record)
        self.pending = [None] * self.players

        if self.pick >= self.rules.picks_per_round:
            for hand in self.hands:            # Savane: the 11th card of every hand is discarded
                self.discarded.extend(hand)
            if self.round >= self.rules.rounds:
                self.hands = [[] for _ in self.hands]
                self.phase = OVER
                return
            self.round += 1
            self.pick = 1
            self._deal_round()
            return
        self.pick += 1
        hands = self.hands
        if self.direction == "left":     # seat i gives to seat i + 1
            self.hands = hands[-1:] + hands[:-1]
        else:                            # seat i gives to seat i - 1
            self.hands = hands[1:] + hands[:1]

    def _solo_place(self, pick: Pick, uid: int) -> None:
        self.history.append({"turn": self.turn, "hand": list(self.hands[0]), "actions": [pick],
                             "discard": None, "drawn": 0})
        self._apply_pick(0, pick, uid)
        self.phase = DISCARD

    def _solo_discard(self, discard: Discard, uid: int) -> None:
        solo = self.rules.solo
        self.hands[0].remove(uid)
        self.opponent.append(uid)
        record = self.history[-1]
        record["discard"] = discard.card
        if self.turn >= solo.turns:
            self.discarded.extend(self.hands[0])   # the last card in hand is discarded
            self.hands[0] = []
            self.last_draw = 0
            self.phase = OVER
            return
        n = solo.draw_after_row if len(self.opponent) % GRID_COLS == 0 else solo.draw
        self.hands[0].extend(self._draw(n))
        self.last_draw = n
        record["drawn"] = n
        self.turn += 1
        self.phase = PLACE

    # ------------------------------------------------------------------ scoring

    def frames(self) -> list[list[int]]:
        """Each ecosystem's 4x5 frame (kind indices, -1 empty); in solo the opponent's comes second."""
        frames = [eco.frame(self.frame_kinds) for eco in self.ecosystems]
        if self.solo:
            opp = [self.kind_of[uid] for uid in self.opponent]
            frames.append(opp + [EMPTY] * (GRID_CELLS - len(opp)))
        return frames

    def score(self, prey_choices: Sequence[Sequence[int] | None] | None = None) -> GameScore:
        """Score the table now (final at the end; a running score during the game)."""
        neutral = [self.kind_of[uid] for uid in self.neutral_pile] if self.has_neutral else None
        return self.rules.scorer.score_table(self.frames(), neutral=neutral, solo=self.solo,
                                             prey_choices=prey_choices)

    def frame_after(self, seat: int, pick: Pick) -> list[int]:
        """``seat``'s frame after ``pick``, not checked (bots call it with their legal picks only)."""
        trial = Ecosystem.from_list(self.ecosystems[seat].to_list())
        trial.place(self._uid_in_hand(seat, pick.card), pick.cell)
        if pick.swap is not None:
            trial.swap(*pick.swap)
        return trial.frame(self.frame_kinds)

    def score_if(self, seat: int, pick: Pick) -> PlayerScore:
        """``seat``'s score if ``pick`` were played now (for the table's hover preview)."""
        self.check(seat, pick)
        frames = self.frames()
        frames[seat] = self.frame_after(seat, pick)
        neutral = [self.kind_of[uid] for uid in self.neutral_pile] if self.has_neutral else None
        return self.rules.scorer.score_table(frames, neutral=neutral, solo=self.solo).players[seat]

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> SeatView:
        self._check_seat(seat)
        return SeatView(self, seat)

    # ------------------------------------------------------------------ persistence and replay

    def replay_record(self, step: int) -> dict | None:
        """The record of the reveal (solo: the turn) that made log entry ``step``."""
        return self.history[step - 1] if len(self.history) >= step else None

    def log_progress(self) -> tuple:
        """A reveal, and a solo turn's discard and draw, change the log."""
        last = self.history[-1] if self.history else {}
        return (len(self.history), last.get("discard"), last.get("drawn"))

    def actions_log(self) -> list[tuple[int, Action]]:
        """Every submitted (seat, action) in order: with the seed, enough to replay the game."""
        log: list[tuple[int, Action]] = []
        for record in self.history:
            for seat, pick in enumerate(record["actions"]):
                log.append((seat, pick))
            if self.solo and record["discard"] is not None:
                log.append((0, Discard(record["discard"])))
        return log

    @classmethod
    def replay(cls, game_id: str, players: int, seed: int, solo: bool, log: Sequence[tuple[int, Action]]) -> "EcosystemeState":
        game = cls.new(game_id, players, seed, solo)
        for seat, action in log:
            game.apply(seat, action)
        return game

    def to_json(self) -> dict:
        from .serial import state_to_json      # serial.py reads this module's phases: imported on first use

        return state_to_json(self)

    def to_text(self) -> str:
        """The state as canonical JSON text (sorted keys, no spaces): equal states give equal texts."""
        return json.dumps(self.to_json(), separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, data: Any) -> "EcosystemeState":
        """Rebuild a game; a malformed or inconsistent state raises SaveError (never half-loads)."""
        from .serial import state_from_json

        return state_from_json(data, cls)

    @classmethod
    def from_text(cls, text: str) -> "EcosystemeState":
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise SaveError(f"the saved game is not valid JSON ({exc})") from None
        return cls.from_json(data)

    def check_invariants(self) -> None:
        """AssertionError naming the first broken invariant (invariants.py says which)."""
        from .invariants import check_invariants

        check_invariants(self)
