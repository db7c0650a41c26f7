"""What one seat may see: its own hand, every public ecosystem and pile, never another hand.

The table scene, the hot-seat hand-off and every bot read the game only through a SeatView.
"""
from __future__ import annotations

from typing import Sequence

from .actions import Action, Pick
from ..catalogue import GameRules
from .ecosystem import Cell
from .scoring import EMPTY, GRID_CELLS, GameScore


class SeatView:
    __slots__ = ("_game", "seat")

    def __init__(self, game, seat: int):
        self._game = game
        self.seat = seat

    # the table
    @property
    def rules(self) -> GameRules:
        return self._game.rules

    @property
    def game_id(self) -> str:
        return self._game.rules.id

    @property
    def players(self) -> int:
        return self._game.players

    @property
    def solo(self) -> bool:
        return self._game.solo

    @property
    def has_neutral(self) -> bool:
        return self._game.has_neutral

    @property
    def phase(self) -> str:
        return self._game.phase

    @property
    def round(self) -> int:
        return self._game.round

    @property
    def pick(self) -> int:
        return self._game.pick

    @property
    def turn(self) -> int:
        return self._game.turn

    @property
    def direction(self) -> str:
        return self._game.direction

    @property
    def cards_left_in_deck(self) -> int:
        return len(self._game.deck)

    # this seat's secrets
    @property
    def hand(self) -> tuple[str, ...]:
        g = self._game
        return tuple(g.kind_id(uid) for uid in g.hands[self.seat])

    @property
    def my_pick(self) -> Pick | None:
        """This seat's submitted, not yet revealed pick."""
        return self._game.pending[self.seat] if not self._game.solo else None

    def legal_actions(self) -> Sequence[Action]:
        return self._game.legal_actions(self.seat)

    def seen_hands(self) -> list[tuple[int, int, tuple[str, ...]]]:
        """(round, pick, hand) for every hand this seat has held before a reveal."""
        g = self._game
        out = []
        for r in g.history:
            if g.solo:
                out.append((1, r["turn"], tuple(g.kind_id(u) for u in r["hand"])))
            else:
                out.append((r["round"], r["pick"], tuple(g.kind_id(u) for u in r["hands"][self.seat])))
        return out

    # public information
    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """Cards in every hand (the neutral's last); the sizes are public, the cards are not."""
        return tuple(len(h) for h in self._game.hands)

    @property
    def chosen(self) -> tuple[bool, ...]:
        """Which seats have already chosen this pick (not what they chose)."""
        return tuple(p is not None for p in self._game.pending)

    def ecosystem(self, seat: int) -> dict[Cell, str]:
        g = self._game
        return {cell: g.kind_id(uid) for cell, uid in g.ecosystems[seat].items()}

    def legal_cells(self, seat: int | None = None) -> list[Cell]:
        return self._game.ecosystems[self.seat if seat is None else seat].legal_cells()

    @property
    def neutral_pile(self) -> tuple[str, ...]:
        g = self._game
        return tuple(g.kind_id(uid) for uid in g.neutral_pile)

    @property
    def opponent(self) -> tuple[str, ...]:
        """Solo: the opponent's cards in reading order (row by row from the top-left)."""
        g = self._game
        return tuple(g.kind_id(uid) for uid in g.opponent)

    @property
    def last_draw(self) -> int:
        return self._game.last_draw

    def reveals(self) -> list[dict]:
        """The public log: every reveal's picks (who took what, where, swaps) and the neutral's card."""
        g = self._game
        out = []
        for r in g.history:
            entry = {"actions": list(r["actions"])}
            if g.solo:
                entry.update(turn=r["turn"], discard=r["discard"], drawn=r["drawn"])
            else:
                entry.update(round=r["round"], pick=r["pick"],
                             neutral=None if r["neutral"] is None else g.kind_id(r["neutral"]))
            out.append(entry)
        return out

    def frames(self) -> list[list[int]]:
        """Every ecosystem as a 20-cell frame of kind indices (-1 empty); public, they lie face up."""
        return self._game.frames()

    def frame_after(self, pick: Pick) -> list[int]:
        """This seat's frame if ``pick`` (assumed legal) were played: for bots weighing their options."""
        return self._game.frame_after(self.seat, pick)

    def score(self) -> GameScore:
        """The running score of every ecosystem (public: all ecosystems are face up)."""
        return self._game.score()

    def score_if(self, pick: Pick):
        return self._game.score_if(self.seat, pick)

    def gain_if(self, pick: Pick) -> int:
        """How many points ``pick`` (assumed legal) adds to this seat's total now, rivals as they stand."""
        return self.score_if(pick).total - self.score().players[self.seat].total

    def opponent_gain_if(self, card: str) -> int:
        """Solo: how many points the opponent's total gains if this seat gives them ``card`` now."""
        rules = self.rules
        mine = self.frames()[0]
        opponent = [rules.kind(k).index for k in self.opponent]

        def total(cards: list[int]) -> int:
            return rules.scorer.totals([mine, cards + [EMPTY] * (GRID_CELLS - len(cards))], solo=True)[1]
        return total(opponent + [rules.kind(card).index]) - total(opponent)
