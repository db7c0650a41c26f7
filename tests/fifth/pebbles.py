"""Pebbles, a fifth game that lives only in the tests: proof that a game joins the collection through the public
registry API alone (``game.core.registry.register``), with no shared file edited.

The rules, small on purpose but with what the shared code must cope with — hidden hands, a hidden deck, a turn of
two decisions, public events, a random deal:
- 2 to 3 players; a deck of pebbles numbered 1 to 6, four of each (24). Each player is dealt a hand of 3 (hidden
  from the others), two pebbles lie face up in the river, the rest is the deck (its order hidden).
- A turn is two decisions: "place" a pebble of one's hand in one's own row (public), then "take" one: a river
  pebble (the river is refilled from the deck) or the deck's top one, unseen by the others.
- The game ends once every row holds 6 pebbles. A row scores the sum of its pebbles, plus 3 for each pair of
  equal pebbles in it; the highest total wins (a tie: shared victory).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from game.core.agents import RandomAgent
from game.core.gamedef import GameDefBase
from game.core.protocol import Event, GameInfo, Outcome, StateDefaults
from game.errors import IllegalAction, SaveError
from game.gamelog import LogEntry, LogItem

GAME_ID = "pebbles"
VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 4
HAND = 3
RIVER = 2
ROW = 6
PAIR_BONUS = 3
PLACE, TAKE = "place", "take"
NAMES = {"fr": "Galets", "en": "Pebbles"}


@dataclass(frozen=True)
class Place:
    pebble: int

    def to_json(self) -> list:
        return ["place", self.pebble]


@dataclass(frozen=True)
class Take:
    slot: int            # a river slot (0, 1), or -1: the deck's top pebble

    def to_json(self) -> list:
        return ["take", self.slot]


def kind_id(value: int) -> str:
    return f"pebble{value}"


def action_from_json(data: Any) -> Place | Take:
    if isinstance(data, list) and len(data) == 2 and type(data[1]) is int:
        if data[0] == "place" and data[1] in VALUES:
            return Place(data[1])
        if data[0] == "take" and -1 <= data[1] < RIVER:
            return Take(data[1])
    raise ValueError(f"not a Pebbles action: {data!r}")


@dataclass(frozen=True)
class PebblesRules:
    """What the log and the tests read of a game's cards (``rules.kinds``): one kind per pebble value."""

    id: str = GAME_ID

    @property
    def kinds(self) -> list["Pebble"]:
        return [Pebble(v) for v in VALUES]


@dataclass(frozen=True)
class Pebble:
    value: int

    @property
    def id(self) -> str:
        return kind_id(self.value)

    def name(self, lang: str) -> str:
        return f"{NAMES[lang][:-1]} {self.value}"


class PebblesState(StateDefaults):
    game_id = GAME_ID
    rules = PebblesRules()

    def __init__(self, players: int, seed: int, deal: bool = True) -> None:
        self.players, self.seed = players, seed
        self.rng = random.Random(seed)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.rows: list[list[int]] = [[] for _ in range(players)]
        self.river: list[int] = []
        self.deck: list[int] = []
        self.turn, self.step = 0, PLACE
        self._log: list[tuple[int, Any]] = []
        self._events: list[Event] = []
        if deal:
            deck = [v for v in VALUES for _ in range(COPIES)]
            self.rng.shuffle(deck)
            for seat in range(players):
                self.hands[seat] = [deck.pop() for _ in range(HAND)]
            self.river = [deck.pop() for _ in range(RIVER)]
            self.deck = deck

    # ------------------------------------------------------------------ the protocol

    @property
    def is_over(self) -> bool:
        return all(len(row) == ROW for row in self.rows)

    def to_act(self) -> frozenset[int]:
        return frozenset() if self.is_over else frozenset((self.turn,))

    def legal_actions(self, seat: int) -> list[Place | Take]:
        if seat not in self.to_act():
            return []
        if self.step == PLACE:
            return [Place(v) for v in sorted(set(self.hands[seat]))]
        return [Take(i) for i in range(len(self.river))] + ([Take(-1)] if self.deck else [])

    def apply(self, seat: int, action: Any) -> bool:
        if action not in self.legal_actions(seat):
            raise IllegalAction(f"{action!r} is not a legal action of seat {seat} now")
        if isinstance(action, Place):
            self.hands[seat].remove(action.pebble)
            self.rows[seat].append(action.pebble)
            self._events.append(Event("place", seat, {"pebble": kind_id(action.pebble)}))
            self.step = TAKE if (self.river or self.deck) and len(self.rows[seat]) < ROW else PLACE
            if self.step == PLACE:
                self._next_turn()
        else:
            if action.slot >= 0:
                pebble = self.river.pop(action.slot)
                self._events.append(Event("take", seat, {"pebble": kind_id(pebble)}))
                if self.deck:
                    self.river.insert(action.slot, self.deck.pop())
                    self._events.append(Event("refill", None, {"pebble": kind_id(self.river[action.slot])}))
            else:
                pebble = self.deck.pop()
                self._events.append(Event("draw", seat, {}))
            self.hands[seat].append(pebble)
            self.step = PLACE
            self._next_turn()
        self._log.append((seat, action))
        return False

    def _next_turn(self) -> None:
        for k in range(1, self.players + 1):
            seat = (self.turn + k) % self.players
            if len(self.rows[seat]) < ROW:
                self.turn = seat
                return

    def view(self, seat: int) -> "PebblesView":
        if not 0 <= seat < self.players:
            raise IllegalAction(f"there is no seat {seat} in this game")
        return PebblesView(self, seat)

    def scores(self) -> list[int]:
        return [sum(row) + PAIR_BONUS * sum(row.count(v) // 2 for v in VALUES) for row in self.rows]

    def outcome(self) -> Outcome | None:
        if not self.is_over:
            return None
        totals = self.scores()
        best = max(totals)
        return Outcome(tuple(totals), tuple(s for s, t in enumerate(totals) if t == best))

    def clone(self) -> "PebblesState":
        return PebblesState.from_json(self.to_json())

    def to_json(self) -> dict:
        return {"game": GAME_ID, "players": self.players, "seed": self.seed, "rng": _rng_json(self.rng),
                "hands": [list(h) for h in self.hands], "rows": [list(r) for r in self.rows],
                "river": list(self.river), "deck": list(self.deck), "turn": self.turn, "step": self.step,
                "log": [[seat, action.to_json()] for seat, action in self._log],
                "events": [e.to_json() for e in self._events]}

    @classmethod
    def from_json(cls, data: Any) -> "PebblesState":
        try:
            state = cls(data["players"], data["seed"], deal=False)
            state.rng.setstate((data["rng"][0], tuple(data["rng"][1]), data["rng"][2]))
            state.hands = [list(h) for h in data["hands"]]
            state.rows = [list(r) for r in data["rows"]]
            state.river, state.deck = list(data["river"]), list(data["deck"])
            state.turn, state.step = data["turn"], data["step"]
            state._log = [(seat, action_from_json(a)) for seat, a in data["log"]]
            state._events = [Event(e["kind"], e["seat"], e["data"]) for e in data["events"]]
            state.check_invariants()
        except (KeyError, TypeError, ValueError, IndexError, AssertionError) as exc:
            raise SaveError(f"the saved Pebbles game is damaged ({exc})") from None
        return state

    def actions_log(self) -> list[tuple[int, Any]]:
        return list(self._log)

    def events(self) -> list[Event]:
        return list(self._events)

    def check_invariants(self) -> None:
        everywhere = sorted([p for h in self.hands for p in h] + [p for r in self.rows for p in r]
                            + self.river + self.deck)
        assert everywhere == sorted(v for v in VALUES for _ in range(COPIES)), "a pebble lost or doubled"
        assert all(len(r) <= ROW for r in self.rows), "a row too long"
        assert self.step in (PLACE, TAKE) and 0 <= self.turn < self.players


class PebblesView:
    def __init__(self, state: PebblesState, seat: int) -> None:
        self.state, self.seat = state, seat

    def decision(self) -> str | None:
        return self.state.step if self.seat in self.state.to_act() else None

    def legal_actions(self) -> list[Place | Take]:
        return self.state.legal_actions(self.seat)

    def to_json(self) -> dict:
        st = self.state
        return {"seat": self.seat, "hand": sorted(st.hands[self.seat]), "rows": [list(r) for r in st.rows],
                "river": list(st.river), "deck": len(st.deck), "hands": [len(h) for h in st.hands],
                "turn": st.turn, "step": st.step, "decision": self.decision()}

    def determinize(self, rng: Any) -> PebblesState:
        """The other hands and the deck dealt again from the pebbles this seat cannot see."""
        st = self.state.clone()
        unseen = [p for s, h in enumerate(st.hands) if s != self.seat for p in h] + st.deck
        rng.shuffle(unseen)
        for s in range(st.players):
            if s != self.seat:
                st.hands[s] = [unseen.pop() for _ in st.hands[s]]
        st.deck = [unseen.pop() for _ in st.deck]
        return st


class GreedyAgent:
    """Places its highest pebble, or one that makes a pair; takes the river's highest."""

    name = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PebblesView) -> Any:
        legal = view.legal_actions()
        if view.decision() == PLACE:
            row = view.state.rows[view.seat]
            return max(legal, key=lambda a: (a.pebble in row, a.pebble))
        river = view.to_json()["river"]
        return max(legal, key=lambda a: river[a.slot] if a.slot >= 0 else 2.5)


def _rng_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


class PebblesDef(GameDefBase):
    info = GameInfo(GAME_ID, NAMES, players_min=2, players_max=3, solo=False)
    agents = {"random": RandomAgent, "medium": GreedyAgent}
    rules = PebblesRules()

    def new_state(self, players: int, seed: int, solo: bool = False,
                  options: Mapping[str, Any] | None = None) -> PebblesState:
        if solo or options:
            raise ValueError("Pebbles has no solo and no options")
        if not 2 <= players <= 3:
            raise ValueError(f"Pebbles is played by 2 or 3, not {players}")
        return PebblesState(players, seed)

    def state_from_json(self, data: Any) -> PebblesState:
        return PebblesState.from_json(data)

    def action_from_json(self, data: Any) -> Place | Take:
        return action_from_json(data)

    def replay(self, players: int, seed: int, solo: bool, options: Mapping[str, Any] | None,
               log: Sequence[tuple[int, Any]]) -> PebblesState:
        state = self.new_state(players, seed, solo, options)
        for seat, action in log:
            state.apply(seat, action)
        return state

    def log_lines(self, state: PebblesState, names: Sequence[str], lang: str) -> list[LogEntry]:
        """One entry per turn (its place, then its take), public only: a pebble drawn from the deck is not
        named. A turn begins with a place, so an entry ends where the next place begins (or with the game)."""
        fr = lang == "fr"
        entries: list[LogEntry] = []
        items: list[LogItem] = []
        actions = 0
        events = state.events()
        for i, event in enumerate(events):
            pebble = event.data.get("pebble")
            name = Pebble(int(pebble.removeprefix("pebble"))).name(lang) if pebble else None
            if event.kind == "refill":
                text = f"{'la rivière reçoit' if fr else 'the river gets'} {name}"
                items.append(LogItem("refill", text, text, card=pebble))
            else:
                actions += 1
                who = names[event.seat]
                what = {"place": "pose" if fr else "places", "take": "prend" if fr else "takes",
                        "draw": "pioche" if fr else "draws"}[event.kind]
                if name:
                    what += f" {name}"
                items.append(LogItem(event.kind, f"{who} {what}", what, who=who, seat=event.seat, card=pebble))
            if i + 1 == len(events) or events[i + 1].kind == "place":
                header = f"{'Tour' if fr else 'Turn'} {len(entries) + 1}"
                entries.append(LogEntry(len(entries) + 1, header, tuple(items),
                                        header + ": " + "; ".join(item.text for item in items), actions, i + 1))
                items = []
        return entries


PEBBLES = PebblesDef()
