"""What one seat may know of a Living Forest game (§12), and what it may do.

Public: every Help Line, discard pile, forest, fire tile, Fragment count, Victory tile and standee; the face-up
reserve rows, the centre's fires, the supplies and dispensers; the phase, who is to act and the multi-part
action under way (the cards and fires taken so far). A draw pile shows only its size — and to its owner the cards
it put on top itself (attracted cards, §12) —, a reserve stack only its size: nobody sees their order, and
``to_json`` (what the tests search for leaks) holds nothing else.
"""
from __future__ import annotations

import random
from typing import Any

from .scoring import ELEMENTS


class LivingForestView:
    __slots__ = ("state", "seat")

    def __init__(self, state: Any, seat: int):
        self.state = state
        self.seat = seat

    # ------------------------------------------------------------------ protocol

    def decision(self) -> str | None:
        return self.state.decision(self.seat)

    def legal_actions(self) -> tuple:
        return self.state.legal_actions(self.seat)

    # ------------------------------------------------------------------ what the seat sees

    @property
    def rules(self):
        return self.state.rules

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def round(self) -> int:
        return self.state.round

    @property
    def phase(self) -> str:
        """"draw" (the Guardian Animals phase), "action" or "over"."""
        return self.state.phase

    @property
    def first(self) -> int:
        """The Sacred Tree's holder."""
        return self.state.first

    @property
    def active(self) -> int:
        """Whose turn it is in the action phase (-1 in the draw phase)."""
        return self.state.active

    def own_top(self) -> list[int]:
        """The cards this seat put on top of its own draw pile and has not drawn yet, top first."""
        sp = self.state.spirits[self.seat]
        return sp.draw[len(sp.draw) - sp.known:][::-1] if sp.known else []

    def draw_size(self, seat: int) -> int:
        return len(self.state.spirits[seat].draw)

    def help_line(self, seat: int) -> list[int]:
        return list(self.state.spirits[seat].help)

    def discard(self, seat: int) -> list[int]:
        return list(self.state.spirits[seat].discard)

    def forest(self, seat: int) -> dict[tuple[int, int], str]:
        """Cell -> tree type id, the start cell left out."""
        return dict(self.state.spirits[seat].forest)

    def totals(self, seat: int) -> dict[str, int]:
        """§6.2's element totals (Help Line + trees + completed lines), without any temporary bonus."""
        return self.state.totals(seat)

    def balance(self, seat: int) -> int:
        return self.state.spirits[seat].balance

    def counts(self):
        """Every seat's victory counts now (scoring.Counts)."""
        return self.state.counts()

    def fires(self, seat: int) -> list[int]:
        return list(self.state.spirits[seat].fires)

    def fragments(self, seat: int) -> int:
        return self.state.spirits[seat].fragments

    def tiles(self, seat: int) -> list[tuple[int, str]]:
        """The Victory tiles ``seat`` holds: (colour = the seat they came with, kind)."""
        return list(self.state.spirits[seat].tiles)

    def rock(self, seat: int) -> int:
        return self.state.spirits[seat].rock

    def allowance(self, seat: int) -> int:
        return self.state.spirits[seat].allowance

    def done(self, seat: int) -> list[str]:
        """The normal actions ``seat`` took this turn."""
        return list(self.state.spirits[seat].done)

    def rows(self) -> dict[int, list[int]]:
        """The face-up reserve cards by level, in slot order."""
        return {lv: list(r) for lv, r in self.state.rows.items()}

    def stack_sizes(self) -> dict[int, int]:
        return {lv: len(s) for lv, s in self.state.stacks.items()}

    def centre(self) -> list[int]:
        return list(self.state.centre)

    def dispenser(self) -> dict[str, int]:
        return dict(self.state.dispenser)

    def supplies(self) -> dict[str, int]:
        """What is left in the Varan and Fragment supplies."""
        return {"varans": self.state.varan_supply, "fragments": self.state.fragment_supply}

    def budget(self, element: str, plus: int = 0) -> int:
        """This seat's §6.2 budget of ``element`` ("sun"...), with a bonus's +N."""
        return self.state.budget(self.seat, ELEMENTS.index(element), plus)

    def plant_cells(self, seat: int | None = None) -> list[tuple[int, int]]:
        return self.state.plant_cells(self.seat if seat is None else seat)

    def path(self, distance: int) -> tuple[int, list[int]]:
        """Where a move of ``distance`` takes this seat, and the Spirits it jumps."""
        return self.state.path(self.seat, distance)

    def frames(self) -> list[list]:
        """The pending work of the action phase, bottom first (turn.py's frames: all public)."""
        return [list(fr) for fr in self.state.stack]

    # ------------------------------------------------------------------ the whole view, as JSON

    def to_json(self) -> dict:
        st = self.state
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
            "frames": self.frames(),
            "scores": st.scores(),
        }

    # ------------------------------------------------------------------ a state as this seat may imagine it

    def determinize(self, rng: Any):
        """A whole state consistent with what this seat knows: a clone whose draw piles (but the cards this seat
        put on top of its own) and reserve stacks are shuffled again with ``rng``, with a generator of its own
        (the real one's next shuffles are not this seat's to know)."""
        st = self.state
        other = st.clone()
        for s, sp in enumerate(other.spirits):
            keep = sp.known if s == self.seat else 0
            hidden = sp.draw[:len(sp.draw) - keep]
            rng.shuffle(hidden)
            sp.draw[:len(hidden)] = hidden
            if s != self.seat:
                sp.known = 0
        for stack in other.stacks.values():
            rng.shuffle(stack)
        other.rng = random.Random(rng.getrandbits(64))
        return other
