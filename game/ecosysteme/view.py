"""What one seat may see: its own hand, every public ecosystem and pile, never another hand.

The table scene, the hot-seat hand-off and every bot read the game only through a SeatView.
"""
from __future__ import annotations

from typing import Sequence

from .actions import Action, Pick
from .cards import GRID_CELLS, GameRules
from .ecosystem import Cell
from .grid import EMPTY
from .scoring import GameScore


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

    # the multi-game protocol (game.core.protocol.View)
    def decision(self) -> str | None:
        """"pick" (a card of the hand and a cell), "discard" (solo: the card given to the opponent), or None
        while this seat waits (its pick is in, or the game is over)."""
        g = self._game
        if self.seat not in g.to_act():
            return None
        return "discard" if g.phase == "discard" else "pick"

    def determinize(self, rng):
        """A whole game consistent with what this seat knows: the cards it cannot see (the deck's order, the other
        hands, the neutral's hand) dealt again at random among those places, sizes kept; a seat's chosen, not
        yet revealed card stays in its hand. For searches that must not peek, and for the tests that check a
        view never depends on what it hides."""
        g = self._game.clone()
        others = [t for t in range(len(g.hands)) if t != self.seat and not g.solo]
        keep = {t: g._pending_uids[t] for t in others if t < g.players and g.pending[t] is not None}
        pool = list(g.deck)
        for t in others:
            pool += [u for u in g.hands[t] if u != keep.get(t)]
        rng.shuffle(pool)
        g.deck, pool = pool[:len(g.deck)], pool[len(g.deck):]
        for t in others:
            n = len(g.hands[t]) - (1 if t in keep else 0)
            g.hands[t], pool = pool[:n] + ([keep[t]] if t in keep else []), pool[n:]
        return g

    def to_json(self) -> dict:
        """Everything this seat may know: its own hand and pick, every public ecosystem, pile and count."""
        pick = self.my_pick
        return {
            "game": self.game_id, "seat": self.seat, "players": self.players, "solo": self.solo,
            "phase": self.phase, "round": self.round, "pick": self.pick, "turn": self.turn,
            "decision": self.decision(), "hand": list(self.hand),
            "my_pick": None if pick is None else pick.to_json(),
            "hand_sizes": list(self.hand_sizes), "chosen": list(self.chosen),
            "ecosystems": [{f"{r},{c}": kind for (r, c), kind in self.ecosystem(s).items()}
                           for s in range(self.players)],
            "neutral_pile": list(self.neutral_pile), "opponent": list(self.opponent),
            "deck": self.cards_left_in_deck, "last_draw": self.last_draw,
            "log": [{**entry, "actions": [a.to_json() for a in entry["actions"]]} for entry in self.reveals()],
        }

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
