"""Living Forest's action phase (§6): the turns in order, the five normal actions, the bonus actions of the
rocks and corners, each a sequence of small decisions (actions.DECISIONS). Mixed into ``state.LivingForestState``.

Frames (tuples of plain values, the top one is worked on; see state.py):

- ``("turn", seat)``: the seat's turn (decision "action"), until its allowance is used or it ends it;
- ``("attract", seat, plus, bonus, taken, spent)``: an Attract under way (bonus 1 for a rock or corner bonus,
  ``plus`` the corner's +3), the cards taken so far (in transit: out of the row, not yet on the draw pile);
- ``("order", seat, cards)``: attracted cards still to put on the draw pile, one at a time;
- ``("extinguish", seat, plus, bonus, fires, spent)``: the same for fires (a fire goes to the seat at once);
- ``("plant", seat, bonus)`` then ``("plant_cell", seat, tree, bonus)``;
- ``("move", seat)``, then ``("steal", seat, victims)`` above ``("rock", seat)``: the steals resolve first
  (§6.8), then the rock's bonus (``("rock_bonus", seat, kind)`` when it asks);
- ``("corner_bonus", seat, effect, amount)`` after a tree lands on an Attract or Extinguish corner.
"""
from __future__ import annotations

from typing import Any

from . import actions as A

SUN, WATER, SEED, WIND = 0, 1, 2, 3
_ELEMENT_OF = {"attract": SUN, "extinguish": WATER, "plant": SEED, "move": WIND}

TURN, ATTRACT, ORDER, EXTINGUISH = "turn", "attract", "order", "extinguish"
PLANT, PLANT_CELL, MOVE, STEAL, ROCK, ROCK_BONUS, CORNER_BONUS = (
    "plant", "plant_cell", "move", "steal", "rock", "rock_bonus", "corner_bonus")


class LivingForestTurn:
    """The action phase's frames: each ``_h_<frame>`` returns the decision it asks ((name, legal actions)) or
    None once it changed the stack; each ``_a_<decision>`` applies one action of its decision."""

    # ------------------------------------------------------------------ turns

    def _start_action_phase(self) -> None:
        self.phase = "action"
        self.turn_pos = 0
        self._ev("actions", None, order=self.turn_order(), allowance=[sp.allowance for sp in self.spirits])
        self._begin_turn(self.first)

    def _begin_turn(self, seat: int) -> None:
        self.active = seat
        self.spirits[seat].done = []
        self._ev("turn", seat, allowance=self.spirits[seat].allowance)
        self.stack.append((TURN, seat))

    def _next_turn(self) -> None:
        """The stack is empty: the next seat in turn order plays, or the round ends (§6.10)."""
        self.turn_pos += 1
        if self.turn_pos < self.players:
            self._begin_turn((self.first + self.turn_pos) % self.players)
        else:
            self._end_round()

    def transit(self) -> list[int]:
        """Reserve cards attracted and not yet on their draw pile (in a pending frame)."""
        out: list[int] = []
        for fr in self.stack:
            if fr[0] == ATTRACT:
                out.extend(fr[4])
            elif fr[0] == ORDER:
                out.extend(fr[2])
        return out

    # ------------------------------------------------------------------ what is possible

    def budget(self, seat: int, element: int, plus: int = 0) -> int:
        """§6.2: max(0, Total + the bonus's +N)."""
        sp = self.spirits[seat]
        return max(0, sp.hsum[element] + sp.perm[element] + plus)

    def plant_cells(self, seat: int) -> list[tuple[int, int]]:
        """The empty cells next to a tree (the start tree included), in row order (§6.7)."""
        forest = self.spirits[seat].forest
        start = self.rules.start_cell
        nb = self.t.neighbours
        return [c for c in self.t.cells if c != start and c not in forest
                and any(n == start or n in forest for n in nb[c])]

    def plantable(self, seat: int) -> list[str]:
        """The tree types still in the dispensers the seat's seeds pay for, in cost order."""
        budget = self.budget(seat, SEED)
        dispenser = self.dispenser
        return [tid for tid, tt in self.rules.trees.items() if dispenser[tid] > 0 and tt.cost <= budget]

    def possible(self, seat: int, kind: str, plus: int = 0) -> bool:
        """Whether an action of ``kind`` (a normal action or a bonus) can do something (§6.4-§6.8)."""
        if kind == "fragment":
            return self.fragment_supply > 0
        if kind == "attract":
            budget = self.budget(seat, SUN, plus)
            cost = self.t.cost
            return any(cost[c] <= budget for level in self.t.levels for c in self.rows[level])
        if kind == "extinguish":
            budget = self.budget(seat, WATER, plus)
            return any(v <= budget for v in self.centre)
        if kind == "plant":
            return bool(self.plantable(seat)) and bool(self.plant_cells(seat))
        if kind == "move":
            return self.budget(seat, WIND) >= 1
        raise ValueError(f"unknown action kind {kind!r}")

    def may_repeat(self, seat: int) -> bool:
        """T11 in the forest: the second action may be of the first's kind (§6.3)."""
        repeat = self.t.repeat
        return any(tree in repeat for tree in self.spirits[seat].forest.values())

    def legal_kinds(self, seat: int) -> list[str]:
        """The normal actions the seat may start now: possible, and different from the one taken unless T11."""
        sp = self.spirits[seat]
        if len(sp.done) >= sp.allowance:
            return []
        repeat = self.may_repeat(seat) if sp.done else True
        return [k for k in A.KINDS if (repeat or k not in sp.done) and self.possible(seat, k)]

    def path(self, seat: int, distance: int) -> tuple[int, list[int]]:
        """Where a move of ``distance`` ends and the Spirits jumped, in jump order (each once): occupied rocks
        are passed over and not counted (§6.8)."""
        n_rocks = len(self.rules.rocks)
        occupied = {sp.rock: s for s, sp in enumerate(self.spirits) if s != seat}
        pos = self.spirits[seat].rock
        jumped: list[int] = []
        steps = 0
        while steps < distance:
            pos = (pos + 1) % n_rocks
            other = occupied.get(pos)
            if other is None:
                steps += 1
            elif other not in jumped:
                jumped.append(other)
        return pos, jumped

    # ------------------------------------------------------------------ small moves of things

    def _take_fragments(self, seat: int, n: int) -> int:
        n = min(n, self.fragment_supply)
        self.fragment_supply -= n
        self.spirits[seat].fragments += n
        return n

    def _to_top(self, seat: int, card: int) -> None:
        sp = self.spirits[seat]
        sp.draw.append(card)
        sp.known += 1
        self._ev("top", seat, card=card)

    def _bonus_frame(self, seat: int, kind: str, plus: int) -> tuple:
        if kind == "attract":
            return (ATTRACT, seat, plus, 1, (), 0)
        if kind == "extinguish":
            return (EXTINGUISH, seat, plus, 1, (), 0)
        return (PLANT, seat, 1)

    # ------------------------------------------------------------------ the turn

    def _h_turn(self, frame: tuple):
        seat = frame[1]
        kinds = self.legal_kinds(seat)
        if not kinds:
            sp = self.spirits[seat]
            self.stack.pop()
            self._ev("end_turn", seat, passed=False, actions=len(sp.done))
            return None
        return "action", tuple(A.ACTS[k] for k in kinds) + (A.END_TURN,)

    def _a_action(self, seat: int, action: Any) -> None:
        sp = self.spirits[seat]
        if action is A.END_TURN:
            self.stack.pop()
            self._ev("end_turn", seat, passed=True, actions=len(sp.done))
            return
        kind = action.kind
        sp.done.append(kind)
        self._ev("act", seat, kind=kind, number=len(sp.done))
        if kind == "fragment":
            self._ev("take_fragment", seat, taken=self._take_fragments(seat, 1))
        elif kind == "attract":
            self.stack.append((ATTRACT, seat, 0, 0, (), 0))
        elif kind == "extinguish":
            self.stack.append((EXTINGUISH, seat, 0, 0, (), 0))
        elif kind == "plant":
            self.stack.append((PLANT, seat, 0))
        else:
            self.stack.append((MOVE, seat))

    # ------------------------------------------------------------------ Attract (§6.5)

    def _h_attract(self, frame: tuple):
        _, seat, plus, bonus, taken, spent = frame
        left = self.budget(seat, SUN, plus) - spent
        cost = self.t.cost
        take = A.take
        legal = [take(c) for level in self.t.levels for c in self.rows[level] if cost[c] <= left]
        if taken or bonus:
            legal.append(A.DONE)
        if not legal:                         # cannot happen: the action was possible when started
            self.stack.pop()
            return None
        return "attract", tuple(legal)

    def _a_attract(self, seat: int, action: Any) -> None:
        frame = self.stack[-1]
        _, _, plus, bonus, taken, spent = frame
        if action is A.DONE:
            self.stack.pop()
            self._ev("attract_done", seat, cards=list(taken), bonus=bool(bonus), plus=plus)
            if len(taken) == 1:
                self._to_top(seat, taken[0])
            elif taken:
                self.stack.append((ORDER, seat, taken))
            return
        card = action.card
        level = self.t.level[card]
        self.rows[level].remove(card)
        self.attracted[level] += 1
        cost = self.t.cost[card]
        self.stack[-1] = (ATTRACT, seat, plus, bonus, taken + (card,), spent + cost)
        self._ev("take", seat, card=card, level=level, cost=cost, left=self.budget(seat, SUN, plus) - spent - cost)

    def _h_order(self, frame: tuple):
        seat, cards = frame[1], frame[2]
        if len(cards) == 1:
            self.stack.pop()
            self._to_top(seat, cards[0])
            return None
        return "attract_order", tuple(A.top(c) for c in cards)

    def _a_attract_order(self, seat: int, action: Any) -> None:
        cards = self.stack[-1][2]
        self.stack[-1] = (ORDER, seat, tuple(c for c in cards if c != action.card))
        self._to_top(seat, action.card)

    # ------------------------------------------------------------------ Extinguish (§6.6)

    def _h_extinguish(self, frame: tuple):
        _, seat, plus, bonus, fires, spent = frame
        left = self.budget(seat, WATER, plus) - spent
        fire = A.fire
        legal = [fire(v) for v in sorted(set(self.centre)) if v <= left]
        if fires or bonus:
            legal.append(A.DONE)
        if not legal:
            self.stack.pop()
            return None
        return "extinguish", tuple(legal)

    def _a_extinguish(self, seat: int, action: Any) -> None:
        frame = self.stack[-1]
        _, _, plus, bonus, fires, spent = frame
        if action is A.DONE:
            self.stack.pop()
            self._ev("extinguish_done", seat, fires=list(fires), bonus=bool(bonus), plus=plus)
            return
        value = action.value
        self.centre.remove(value)
        self.spirits[seat].fires.append(value)
        self.stack[-1] = (EXTINGUISH, seat, plus, bonus, fires + (value,), spent + value)
        self._ev("fire", seat, value=value, left=self.budget(seat, WATER, plus) - spent - value)

    # ------------------------------------------------------------------ Plant (§6.7)

    def _h_plant(self, frame: tuple):
        seat = frame[1]
        trees = self.plantable(seat)
        if not trees or not self.plant_cells(seat):
            self.stack.pop()
            return None
        return "plant", tuple(A.tree(t) for t in trees)

    def _a_plant(self, seat: int, action: Any) -> None:
        self.stack.append((PLANT_CELL, seat, action.type_id, self.stack[-1][2]))

    def _h_plant_cell(self, frame: tuple):
        cell = A.cell
        return "plant_cell", tuple(cell(x, y) for x, y in self.plant_cells(frame[1])) + (A.BACK,)

    def _a_plant_cell(self, seat: int, action: Any) -> None:
        _, _, tree, bonus = self.stack.pop()
        if action is A.BACK:
            return
        self.stack.pop()                       # the plant frame: done
        sp = self.spirits[seat]
        where = (action.x, action.y)
        lines_before = self._lines(sp)
        sp.forest[where] = tree
        self.dispenser[tree] -= 1
        self._refresh_perm(sp)
        completed = [line for line in self._lines(sp) if line not in lines_before]
        self._ev("plant", seat, tree=tree, cell=list(where), lines=completed, bonus=bool(bonus))
        corner = self.t.corner.get(where)
        if corner is None:
            return
        if corner.effect == "fragments":
            taken = self._take_fragments(seat, corner.amount)
            self._ev("corner", seat, effect=corner.effect, cell=list(where), result="taken", taken=taken)
        elif self.possible(seat, corner.effect, corner.amount):
            self.stack.append((CORNER_BONUS, seat, corner.effect, corner.amount))
        else:
            self._ev("corner", seat, effect=corner.effect, cell=list(where), result="fizzled")

    def _lines(self, sp) -> list[str]:
        filled = set(sp.forest) | {self.rules.start_cell}
        return [line.id for line in self.rules.lines if all(c in filled for c in line.cells)]

    def _h_corner_bonus(self, frame: tuple):
        return "corner_bonus", _ACCEPT_DECLINE

    def _a_corner_bonus(self, seat: int, action: Any) -> None:
        _, _, effect, amount = self.stack.pop()
        accepted = action is A.ACCEPT
        self._ev("corner", seat, effect=effect, result="accepted" if accepted else "declined", plus=amount)
        if accepted:
            self.stack.append(self._bonus_frame(seat, effect, amount))

    # ------------------------------------------------------------------ Move (§6.8)

    def _h_move(self, frame: tuple):
        move = A.move
        return "move", tuple(move(d) for d in range(1, self.budget(frame[1], WIND) + 1))

    def _a_move(self, seat: int, action: Any) -> None:
        self.stack.pop()
        sp = self.spirits[seat]
        start = sp.rock
        end, jumped = self.path(seat, action.distance)
        sp.rock = end
        self._ev("move", seat, start=start, end=end, distance=action.distance, jumped=jumped,
                 rock=self.rules.rocks[end])
        self.stack.append((ROCK, seat))
        if jumped:
            self.stack.append((STEAL, seat, tuple(jumped)))

    def _h_steal(self, frame: tuple):
        seat, victims = frame[1], frame[2]
        kinds_order = self.rules.victory_tiles
        while victims:
            victim = victims[0]
            held = {k for _, k in self.spirits[victim].tiles}
            kinds = [k for k in kinds_order if k in held]
            if len(kinds) >= 2:
                self.stack[-1] = (STEAL, seat, victims)
                steal = A.steal
                return "steal", tuple(steal(victim, k) for k in kinds)
            if kinds:                          # a single kind to take: no choice (§11 A6)
                self._steal(seat, victim, kinds[0])
            victims = victims[1:]
        self.stack.pop()
        return None

    def _a_steal(self, seat: int, action: Any) -> None:
        _, _, victims = self.stack[-1]
        self._steal(seat, action.seat, action.kind)
        self.stack[-1] = (STEAL, seat, victims[1:])

    def _steal(self, thief: int, victim: int, kind: str) -> None:
        tiles = self.spirits[victim].tiles
        of_kind = [t for t in tiles if t[1] == kind]
        # the colour never counts (§2.10): one's own back first, else the robbed Spirit's, else the lowest seat's
        tile = next((t for t in of_kind if t[0] == thief), None) \
            or next((t for t in of_kind if t[0] == victim), None) or min(of_kind)
        tiles.remove(tile)
        self.spirits[thief].tiles.append(tile)
        self._ev("steal", thief, victim=victim, kind=kind, colour=tile[0])

    def _h_rock(self, frame: tuple):
        seat = frame[1]
        self.stack.pop()
        kind = self.rules.rocks[self.spirits[seat].rock]
        if kind == "fragment":
            taken = self._take_fragments(seat, 1)
            self._ev("rock_bonus", seat, kind=kind, result="taken" if taken else "fizzled", taken=taken)
        elif self.possible(seat, kind):
            self.stack.append((ROCK_BONUS, seat, kind))
        else:
            self._ev("rock_bonus", seat, kind=kind, result="fizzled")
        return None

    def _h_rock_bonus(self, frame: tuple):
        return "rock_bonus", _ACCEPT_DECLINE

    def _a_rock_bonus(self, seat: int, action: Any) -> None:
        _, _, kind = self.stack.pop()
        accepted = action is A.ACCEPT
        self._ev("rock_bonus", seat, kind=kind, result="accepted" if accepted else "declined")
        if accepted:
            self.stack.append(self._bonus_frame(seat, kind, 0))


_ACCEPT_DECLINE = (A.ACCEPT, A.DECLINE)

# frame -> handler; decision -> applier (state.LivingForestState reads them)
HANDLE = {TURN: LivingForestTurn._h_turn, ATTRACT: LivingForestTurn._h_attract, ORDER: LivingForestTurn._h_order,
          EXTINGUISH: LivingForestTurn._h_extinguish, PLANT: LivingForestTurn._h_plant, PLANT_CELL: LivingForestTurn._h_plant_cell,
          MOVE: LivingForestTurn._h_move, STEAL: LivingForestTurn._h_steal, ROCK: LivingForestTurn._h_rock,
          ROCK_BONUS: LivingForestTurn._h_rock_bonus, CORNER_BONUS: LivingForestTurn._h_corner_bonus}
APPLY = {"action": LivingForestTurn._a_action, "attract": LivingForestTurn._a_attract,
         "attract_order": LivingForestTurn._a_attract_order, "extinguish": LivingForestTurn._a_extinguish,
         "plant": LivingForestTurn._a_plant, "plant_cell": LivingForestTurn._a_plant_cell, "move": LivingForestTurn._a_move,
         "steal": LivingForestTurn._a_steal, "rock_bonus": LivingForestTurn._a_rock_bonus,
         "corner_bonus": LivingForestTurn._a_corner_bonus}
LivingForestTurn._HANDLE = HANDLE
LivingForestTurn._APPLY = APPLY
