"""What one seat may know of a Living Forest game (§12), and what it may do.

Public: every Help Line, discard pile, forest, fire tile, Fragment count, Victory tile and standee; the face-up
reserve rows, the centre's fires, the supplies and dispensers; the phase, who is to act and the multi-part
action under way (the cards and fires taken so far). A draw pile shows only its size — and to its owner the cards
it put on top itself (attracted cards, §12) —, a reserve stack only its size: nobody sees their order, and
``to_json`` (what the tests search for leaks) holds nothing else.

A seat (a computer agent, the window) reads the game through the accessors below only, never through ``state``:
each returns a fresh copy (a tuple, or a dict of its own) so that nothing a reader does can touch the game, and
none of them reads a draw pile's order nor a reserve stack (tests/livingforest/test_view.py checks both).
"""
from __future__ import annotations

import random
from typing import Any

from .scoring import ELEMENTS


class LivingForestView:
    __slots__ = ("_state", "seat")

    def __init__(self, state: Any, seat: int):
        self._state = state
        self.seat = seat

    @property
    def state(self) -> Any:
        """The whole state, hidden piles included: for the engine, the host and their tests. A seat's reader
        uses the accessors instead (the agents' tests make this attribute raise)."""
        return self._state

    # ------------------------------------------------------------------ protocol

    def decision(self) -> str | None:
        return self._state.decision(self.seat)

    def legal_actions(self) -> tuple:
        return self._state.legal_actions(self.seat)

    # ------------------------------------------------------------------ the table

    @property
    def rules(self):
        """The rules (immutable card data: costs, elements, symbols, trees, board, rocks...)."""
        return self._state.rules

    @property
    def players(self) -> int:
        return self._state.players

    @property
    def round(self) -> int:
        return self._state.round

    @property
    def phase(self) -> str:
        """"draw" (the Guardian Animals phase), "action" or "over"."""
        return self._state.phase

    @property
    def first(self) -> int:
        """The Sacred Tree's holder."""
        return self._state.first

    @property
    def active(self) -> int:
        """Whose turn it is in the action phase (-1 in the draw phase)."""
        return self._state.active

    def options(self) -> dict[str, Any]:
        return dict(self._state.options)

    def turn_order(self) -> tuple[int, ...]:
        """This round's seats in turn order, the Sacred Tree's holder first."""
        return tuple(self._state.turn_order())

    def waiting(self) -> dict[int, str]:
        """Every seat that has something to decide now -> its decision ("draw", "action", "attract"...)."""
        st = self._state
        return {s: st.decision(s) for s in sorted(st.to_act())}

    def rows(self) -> dict[int, tuple[int, ...]]:
        """The face-up reserve cards by level (1, 2, 3), in slot order (a row shortens as cards are attracted,
        until the round's end refills it)."""
        return {lv: tuple(r) for lv, r in self._state.rows.items()}

    def face_up(self) -> tuple[int, ...]:
        """Every face-up reserve card, level by level, in slot order."""
        return tuple(self._state.face_up())

    def stack_sizes(self) -> dict[int, int]:
        """How many cards each level's reserve stack still holds (their order is hidden)."""
        return {lv: len(s) for lv, s in self._state.stacks.items()}

    def centre(self) -> tuple[int, ...]:
        """The values of the fires in the centre, in the order they came."""
        return tuple(self._state.centre)

    def fire_supply(self) -> dict[int, int]:
        """Fire value -> tiles left in the box."""
        return dict(self._state.fire_supply)

    def dispenser(self) -> dict[str, int]:
        """Tree type id -> copies left in the dispensers."""
        return dict(self._state.dispenser)

    def supplies(self) -> dict[str, int]:
        """What is left in the Varan and Fragment supplies."""
        st = self._state
        return {"varans": st.varan_supply, "fragments": st.fragment_supply}

    def attracted(self) -> dict[int, int]:
        """Level -> cards attracted this round (§7.3's refill)."""
        return dict(self._state.attracted)

    def frames(self) -> tuple[tuple, ...]:
        """The pending work of the action phase, bottom first (turn.py's frames: tuples of plain values, all
        public)."""
        return tuple(self._state.stack)

    def frame(self) -> tuple:
        """The action under way: the top frame (turn.py), () when there is none."""
        stack = self._state.stack
        return stack[-1] if stack else ()

    def events(self) -> list:
        """The public record so far (core.protocol.Event's, oldest first): what the log shows."""
        return self._state.events()

    def counts(self):
        """Every seat's victory counts now (scoring.Counts)."""
        return self._state.counts()

    def scores(self) -> list[int]:
        """S = Trees + Fires + Flowers per seat (the final totals once the game is over)."""
        return self._state.scores()

    def outcome(self):
        """The game's Outcome once it is over, else None."""
        return self._state.outcome()

    # ------------------------------------------------------------------ each seat's public zones

    def draw_size(self, seat: int) -> int:
        """How many cards ``seat``'s draw pile holds (never which)."""
        return len(self._state.spirits[seat].draw)

    def known_top(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` put on top of its own draw pile and has not drawn yet, top first — told to that
        seat only: () for any other."""
        if seat != self.seat:
            return ()
        sp = self._state.spirits[seat]
        return tuple(sp.draw[len(sp.draw) - sp.known:][::-1]) if sp.known else ()

    def own_top(self) -> list[int]:
        """``known_top`` of this seat, as a list."""
        return list(self.known_top(self.seat))

    def help_line(self, seat: int) -> tuple[int, ...]:
        """``seat``'s Help Line, in the order revealed."""
        return tuple(self._state.spirits[seat].help)

    def discard(self, seat: int) -> tuple[int, ...]:
        return tuple(self._state.spirits[seat].discard)

    def balance(self, seat: int) -> int:
        """B (§5.3): Solitary symbols less Gregarious ones in the Help Line."""
        return self._state.spirits[seat].balance

    def stopped(self, seat: int) -> bool:
        """Whether ``seat`` stopped drawing this round."""
        return self._state.spirits[seat].stopped

    def allowance(self, seat: int) -> int:
        """The normal actions ``seat`` may take this round (§5.6)."""
        return self._state.spirits[seat].allowance

    def actions_taken(self, seat: int) -> tuple[str, ...]:
        """The normal actions ``seat`` took this turn, by kind."""
        return tuple(self._state.spirits[seat].done)

    def forest(self, seat: int) -> dict[tuple[int, int], str]:
        """Cell -> tree type id, the start cell left out."""
        return dict(self._state.spirits[seat].forest)

    def totals(self, seat: int) -> dict[str, int]:
        """§6.2's element totals (Help Line + trees + completed lines), without any temporary bonus."""
        return self._state.totals(seat)

    def fire_tiles(self, seat: int) -> tuple[int, ...]:
        """The values of the fires ``seat`` put out."""
        return tuple(self._state.spirits[seat].fires)

    def fragments(self, seat: int) -> int:
        return self._state.spirits[seat].fragments

    def victory_tiles(self, seat: int) -> tuple[tuple[int, str], ...]:
        """The Victory tiles ``seat`` holds: (colour = the seat they came with, kind)."""
        return tuple(self._state.spirits[seat].tiles)

    def rock(self, seat: int) -> int:
        """The rock of the Circle of Spirits ``seat``'s standee stands on (index into ``rules.rocks``)."""
        return self._state.spirits[seat].rock

    # ------------------------------------------------------------------ what an action could do (public)

    def budget(self, element: str, plus: int = 0, seat: int | None = None) -> int:
        """§6.2's budget of ``element`` ("sun"...) with a bonus's +N: this seat's, or ``seat``'s."""
        return self._state.budget(self.seat if seat is None else seat, ELEMENTS.index(element), plus)

    def possible(self, kind: str, plus: int = 0, seat: int | None = None) -> bool:
        """Whether an action of ``kind`` ("attract", "extinguish", "plant", "move", "fragment") can do
        something now (§6.4-§6.8), for this seat or ``seat``."""
        return self._state.possible(self.seat if seat is None else seat, kind, plus)

    def plant_cells(self, seat: int | None = None) -> tuple[tuple[int, int], ...]:
        """The empty cells next to a tree, in row order (§6.7)."""
        return tuple(self._state.plant_cells(self.seat if seat is None else seat))

    def plantable(self, seat: int | None = None) -> tuple[str, ...]:
        """The tree types left in the dispensers that the seat's seeds pay for, in cost order."""
        return tuple(self._state.plantable(self.seat if seat is None else seat))

    def path(self, distance: int, seat: int | None = None) -> tuple[int, tuple[int, ...]]:
        """Where a move of ``distance`` takes this seat (or ``seat``), and the Spirits it jumps."""
        end, jumped = self._state.path(self.seat if seat is None else seat, distance)
        return end, tuple(jumped)

    # ------------------------------------------------------------------ the whole view, as JSON

    def to_json(self) -> dict:
        st = self._state
        seats = []
        for s, sp in enumerate(st.spirits):
            entry = {
                "draw": len(sp.draw), "discard": list(sp.discard), "help": list(sp.help), "balance": sp.balance,
                "totals": [sp.hsum[i] + sp.perm[i] for i in range(len(ELEMENTS))],
                "stopped": sp.stopped, "may_fragment": sp.frag_ok, "allowance": sp.allowance, "done": list(sp.done),
                "forest": sorted([x, y, t] for (x, y), t in sp.forest.items()),
                "fires": list(sp.fires), "fragments": sp.fragments, "tiles": [list(t) for t in sp.tiles],
                "rock": sp.rock,
            }
            if s == self.seat:
                entry["own_top"] = self.own_top()
            seats.append(entry)
        to_act = sorted(st.to_act())
        return {
            "game": st.game_id, "seat": self.seat, "players": st.players, "round": st.round, "phase": st.phase,
            "first": st.first, "active": st.active, "options": dict(st.options),
            "decision": self.decision(),
            "legal": [a.to_json() for a in self.legal_actions()],
            "waiting_for": [{"seat": s, "decision": st.decision(s)} for s in to_act],
            "seats": seats,
            "rows": {str(lv): list(r) for lv, r in st.rows.items()},
            "stacks": {str(lv): len(s) for lv, s in st.stacks.items()},
            "dispenser": dict(st.dispenser), "centre": list(st.centre), "fire_supply": {str(v): n for v, n in
                                                                                        st.fire_supply.items()},
            "varans": st.varan_supply, "fragments": st.fragment_supply,
            "attracted": {str(lv): n for lv, n in st.attracted.items()},
            "frames": [list(fr) for fr in st.stack],
            "scores": st.scores(),
        }

    # ------------------------------------------------------------------ a state as this seat may imagine it

    def determinize(self, rng: Any):
        """A whole state consistent with what this seat knows: a clone whose draw piles (but the cards this seat
        put on top of its own) and reserve stacks are dealt again with ``rng``, with a generator of its own
        (the real one's next shuffles are not this seat's to know). A hidden pile is sorted before it is
        shuffled: the world dealt depends on the cards it holds, never on their real order, so that the same
        ``rng`` deals the same world in every state the seat cannot tell apart (a search's choice is then one of
        the seat's knowledge alone)."""
        st = self._state
        other = st.clone()
        for s, sp in enumerate(other.spirits):
            keep = sp.known if s == self.seat else 0
            hidden = sorted(sp.draw[:len(sp.draw) - keep])
            rng.shuffle(hidden)
            sp.draw[:len(hidden)] = hidden
            if s != self.seat:
                sp.known = 0
        for stack in other.stacks.values():
            stack.sort()
            rng.shuffle(stack)
        other.rng = random.Random(rng.getrandbits(64))
        return other
