"""A player's turn (§5, §7): the start-of-turn window, looking at the piles one by one, keeping one (Goliath,
a Pitcher Plant, then its cards, then the refill) or refusing it (Boa, Howler, then it goes back with one
more card), the draw when every pile was refused (Sloth), the end-of-turn window (Hoatzin); and the Forest
Spirit's automatic turn (§14.3). The abilities offered in those windows, and what they do, are abilities.py's.
A mixin of ``CanopeeState``: the frames it reads and pushes are those of frames.py.
"""
from __future__ import annotations

from typing import Any

from . import actions as A
from .actions import ACCEPT, DECLINE, END_TURN, GO, KEEP, REFUSE
from .cardtable import THREAT
from .frames import (BOA, BOA_PITCHER, END, GOLIATH, HOWLER, KEEPF, PITCHER, PLACE, PLACING, PUTBACK, REFILL,
                     REFUSED_ALL, REFUSEF, SPIRIT, START, TURN, VISIT)
from .placing import by_kind, without

_KEEP_ONLY = (KEEP,)
# the turn's frames, the pile looked at and the events a turn makes most, made once: a simulation would make
# and free them at every pile (seats and spots fit in 8, a pile's index in a seat's three in 4)
_VISIT_FRAME = tuple(tuple((TURN, s, VISIT, k) for k in range(4)) for s in range(8))
_END_FRAME = tuple((TURN, s, END, 0) for s in range(8))
_START_FRAME = tuple((TURN, s, START, 0) for s in range(8))
_LOOKING = tuple(tuple((s, p) for p in range(8)) for s in range(8))
_END_TURN_EVENT = tuple(("end_turn", s) for s in range(8))
_REFUSE_EVENT = tuple(tuple(("refuse", s, p) for p in range(8)) for s in range(8))
_ANT = A.ability("ant")           # the same object as abilities.py's (``actions.ability`` makes each once)
_KEEP_OR_REFUSE = (KEEP, REFUSE)


class CanopeeTurn:
    """The frames of a turn. Expects the attributes and helpers of ``CanopeeState``."""

    __slots__ = ()

    # ------------------------------------------------------------------ the turn

    def _h_turn(self, fr: tuple) -> bool:
        _, seat, stage, k = fr
        if stage == VISIT:
            return self._visit(seat, k, k)
        if stage == START:
            if not self._w1_set.isdisjoint(self.forests[seat].cards):
                legal = self._w1(seat)
                if len(legal) > 1:
                    return self._ask(seat, "turn_start", legal)
            # nothing to use first: look at once
            self.stack[-1] = _VISIT_FRAME[seat][0]
            return self._visit(seat, 0, 0)
        if stage == END:
            return self._turn_end(seat)
        return self._refused_all(seat)

    def _visit(self, seat: int, k: int, framed: int) -> bool:
        """The VISIT stage: the seat looks at its next pile with cards from its ``k``-th on and decides on it
        (the turn's frame on top says ``framed``); with none left, every pile was refused. The hot path of the
        game (every pile looked at): built without calls where it can."""
        order, spots = self.order_of[seat], self.spots
        while k < 3 and not spots[order[k]]:
            k += 1
        if k == 3:
            self.stack[-1] = (TURN, seat, REFUSED_ALL, 0)
            self.looking = None
            return False
        if k != framed:
            self.stack[-1] = _VISIT_FRAME[seat][k]
        spot = order[k]
        look = self.looking
        if look is None or look[1] != spot or look[0] != seat:
            self.looking = _LOOKING[seat][spot]
            self._events.append(("look", seat, spot, len(spots[spot])))
        # forced: the season deck is out and no later pile of the seat's three has cards (§5.5)
        if self.deck:
            legal = _KEEP_OR_REFUSE
        else:
            legal = _KEEP_ONLY
            for j in range(k + 1, 3):
                if spots[order[j]]:
                    legal = _KEEP_OR_REFUSE
                    break
        if not self._w6_set.isdisjoint(self.forests[seat].cards):
            if self._collybias:
                legal = legal + tuple(self._w6(seat))
            else:
                # the Leafcutter Ant alone (it is in the forest): as ``_w6``
                ant = self._u_ant
                if ant not in self.used and ant not in self.arrived and seat != self.spirit:
                    legal = legal + (_ANT,)
        self._dseat = seat
        self._dname = "pile"
        self._dlegal = legal
        return True

    def _refused_all(self, seat: int) -> bool:
        base = self._refuse_all_base()
        extra = self.rules.abilities.sloth_draw - self.rules.turn.refuse_all_draw
        if extra > 0 and len(self.deck) > base and self._can(seat, self._u_sloth):
            return self._ask(seat, "sloth", [ACCEPT, DECLINE])
        self._refuse_all_draw(seat, base)
        return False

    def _turn_end(self, seat: int) -> bool:
        if not self._w5_set.isdisjoint(self.forests[seat].cards):
            legal = [END_TURN]
            if self.deck and self._can(seat, self._u_hoatzin):
                legal.append(A.ability("hoatzin"))
            legal += self._w6(seat)
            if len(legal) > 1:
                return self._ask(seat, "end_turn", legal)
        # no card of the seat acts at the end of its turn: the usual case
        self.stack.pop()
        self.peek = None
        self.looking = None
        self._events.append(_END_TURN_EVENT[seat])
        return False

    def _a_turn(self, fr: tuple, a: Any) -> bool | None:
        _, seat, stage, k = fr
        if stage == VISIT:
            if a is KEEP:
                return self._keep_pile(seat, k)
            if a is REFUSE:
                return self._refuse_pile(seat, k)
            self._use_ability(seat, a)
        elif stage == START:
            if a is GO:
                self.stack[-1] = _VISIT_FRAME[seat][0]
            else:
                self._use_ability(seat, a)
        elif stage == REFUSED_ALL:
            base = self._refuse_all_base()
            if a is ACCEPT:
                self.used.add(self._u_sloth)
                self._ev("ability", seat, name="sloth")
                base += self.rules.abilities.sloth_draw - self.rules.turn.refuse_all_draw
            self._refuse_all_draw(seat, base)
        else:
            if a is END_TURN:
                self.stack.pop()
                self._end_turn(seat)
            else:
                self._use_ability(seat, a)
        return None

    # The two answers to a pile, the hot path of a game. Each does what the frames would (KEEPF, PLACE, REFUSEF,
    # the turn's stages, the next turn), in the same order, and goes on by itself as far as nothing needs a
    # decision nor an ability card: then it returns True, the next decision set (``apply`` has nothing more to
    # run). Otherwise it leaves the frames on the stack and returns False or None for the loop to work on.

    def _refuse_pile(self, seat: int, k: int) -> bool | None:
        spot = self.order_of[seat][k]
        stack = self.stack
        k += 1
        stack[-1] = _VISIT_FRAME[seat][k]
        self._events.append(_REFUSE_EVENT[seat][spot])
        refusers = self._refuse_cards
        if refusers and not refusers.isdisjoint(self.forests[seat].cards) and (
                (self._u_boa >= 0 and self._can(seat, self._u_boa))
                or (self._u_howler >= 0 and self._can(seat, self._u_howler))):
            stack.append((REFUSEF, seat, spot, BOA, -1))
            return None
        self._put_back(seat, spot)          # the pile goes back with one more card
        return self._visit(seat, k, k)      # the next pile, as the loop would look at it

    def _keep_pile(self, seat: int, k: int) -> bool | None:
        spot = self.order_of[seat][k]
        stack = self.stack
        stack[-1] = _END_FRAME[seat]
        spots = self.spots
        pile = spots[spot]                 # the kept cards
        if self.face_up:
            self.face_up.difference_update(pile)
        self.looking = None
        events = self._events
        events.append(("keep", seat, spot, len(pile)))
        fo_cards = self.forests[seat].cards
        keepers = self._keep_cards
        if keepers and not keepers.isdisjoint(fo_cards) and (
                (self._u_goliath >= 0 and self._can(seat, self._u_goliath))
                or (self._pitchers and self._plants(seat))):
            spots[spot] = []
            stack.append((KEEPF, seat, spot, k, GOLIATH, tuple(pile), ()))
            return None
        arrival = self.ct.arrival
        for u in pile:
            if arrival[u]:
                # a card that may ask where it goes: placing, then the refill, by the frames (the first ones
                # run here, as the loop would run them)
                cards = tuple(pile)
                spots[spot] = []
                keep = (KEEPF, seat, spot, k, REFILL, (), ())
                stack.append(keep)
                stack.append((PLACE, seat, cards))
                if self._h_place(stack[-1]):
                    return True
                if stack[-1] is keep and len(stack) == 2:       # placed with nothing to decide
                    stack.pop()
                    return self._refill_end(seat, spot, k)
                return False
        # every card goes among the forest's cards with nothing to decide (half the piles kept): as PLACE,
        # then KEEPF's refill (the spot's list, emptied, takes it: nothing reads the spot in between)
        arrived, kind = self.arrived, self.ct.kind
        for u in pile:
            fo_cards.append(u)
            arrived.add(u)
            events.append(("place", seat, u, kind[u]))
        pile.clear()
        return self._refill_end(seat, spot, k)

    def _refill_end(self, seat: int, spot: int, k: int) -> bool:
        """The end of a kept pile's turn, as the frames would: KEEPF's refill (no Threat sent back by a
        Goliath), the turn's END stage, the next turn's beginning. The turn's frame, (TURN, seat, END, 0), is
        on top. True when the next decision is set."""
        n = self.mode.refill[k]
        deck = self.deck
        pile = self.spots[spot]            # empty since the pile was kept
        if n == 1:                         # as ``_draw``
            if deck:
                pile.append(deck.pop())
        else:
            pile.extend(self._draw(n))
        self._events.append(("refill", seat, spot, len(pile)))
        stack = self.stack
        if len(stack) != 1:
            return False
        if self._w5_set.isdisjoint(self.forests[seat].cards):
            # no card of the seat acts at the end of its turn: as ``_turn_end``
            stack.pop()
            self.peek = None
            self.looking = None
            self._events.append(_END_TURN_EVENT[seat])
        elif self._turn_end(seat):
            return True
        # the next turn, as the loop would begin it: the stack is empty (``_run`` would call ``_next``)
        nxt = (self.active + 1) % self.nf
        if nxt == self.spirit or (not self.deck and (
                all(not self.spots[s] for s in self.order_of[nxt]) if self.shared else not any(self.spots))):
            self._next()                   # the Spirit's turn, or the end of the season
            return False
        # as ``_next`` then the START stage of ``_h_turn``, without the calls (``peek`` and ``looking`` are
        # None already: the turn just ended)
        self.active = nxt
        self.turn_no += 1
        self.arrived.clear()
        self._events.append(("turn", nxt, self.turn_no))
        if not self._w1_set.isdisjoint(self.forests[nxt].cards):
            stack.append(_START_FRAME[nxt])
            return self._h_turn(stack[-1])
        stack.append(_VISIT_FRAME[nxt][0])
        return self._visit(nxt, 0, 0)

    def _refuse_all_base(self) -> int:
        sc = self.season_change
        if sc is not None and sc.effect == "plenty":
            return sc["draw"]
        return self.rules.turn.refuse_all_draw

    def _refuse_all_draw(self, seat: int, n: int) -> None:
        self.stack[-1] = (TURN, seat, END, 0)
        drawn = tuple(self._draw(n))
        self._ev("refuse_all", seat, drawn=len(drawn))
        if drawn:
            self.stack.append((PLACE, seat, drawn))

    def _end_turn(self, seat: int) -> None:
        self.peek = None
        self.looking = None
        self._events.append(_END_TURN_EVENT[seat])

    # a kept pile: Goliath, a Pitcher Plant, then its cards one by one, then the refill
    def _h_keep(self, fr: tuple) -> bool:
        _, seat, spot, k, phase, cards, returned = fr
        if phase == GOLIATH:
            if returned or self._can(seat, self._u_goliath):
                cat = self.ct.cat
                threats = [A.choose(u) for u in cards if cat[u] == THREAT]
                if threats:
                    return self._ask(seat, "goliath", [DECLINE] + threats)
            phase = PITCHER
            self.stack[-1] = (KEEPF, seat, spot, k, PITCHER, cards, returned)
        if phase == PITCHER:
            plants = self._plants(seat)
            if plants and cards:
                return self._ask(seat, "pitcher", [DECLINE] + [A.store(u, p) for u in by_kind(cards, self.ct.kind)
                                                               for p in plants])
            phase = PLACING
        if phase == PLACING:
            self.stack[-1] = (KEEPF, seat, spot, k, REFILL, (), returned)
            if cards:
                self.stack.append((PLACE, seat, cards))
            return False
        # REFILL: the Threats a Goliath sent back, then the spot's new card(s)
        self.stack.pop()
        pile = list(returned)
        if returned and self.solo:
            self.face_up.update(returned)       # Goliath's Threats go back face up in solo
        pile.extend(self._draw(self.mode.refill[k]))
        self.spots[spot] = pile
        self._events.append(("refill", seat, spot, len(pile)))
        return False

    def _a_keep(self, fr: tuple, a: Any) -> None:
        _, seat, spot, k, phase, cards, returned = fr
        if phase == GOLIATH:
            if a is DECLINE:
                self.stack[-1] = (KEEPF, seat, spot, k, PITCHER, cards, returned)
                return
            if not returned:
                self.used.add(self._u_goliath)
                self._ev("ability", seat, name="goliath")
            u = a.card
            self.stack[-1] = (KEEPF, seat, spot, k, GOLIATH, without(cards, u), returned + (u,))
            self._ev("goliath_return", seat, spot=spot)
            return
        # PITCHER
        if a is not DECLINE:
            cards = without(cards, a.card)
            old = self._store_under(seat, a.card, a.plant)
            if old >= 0:
                cards = cards + (old,)
        self.stack[-1] = (KEEPF, seat, spot, k, PLACING, cards, returned)

    def _plants(self, seat: int) -> list[int]:
        if not self._pitchers or seat == self.spirit:
            return []
        cards = self.forests[seat].cards
        return [p for p in self._pitchers if p in cards]

    def _store_under(self, seat: int, card: int, plant: int) -> int:
        """Put ``card`` under the Pitcher Plant; the card it held (or -1) comes out, now public."""
        pitcher = self.forests[seat].pitcher
        old = pitcher.get(plant, -1)
        pitcher[plant] = card
        self._ev("pitcher_store", seat, plant=plant)
        if old >= 0:
            self._ev("pitcher_release", seat, plant=plant, card=old, kind=self.ct.kind[old])
        return old

    # a refused pile: Boa, (Pitcher Plant for the Boa's card), Howler, then it goes back with one more card
    def _h_refuse(self, fr: tuple) -> bool:
        _, seat, spot, phase, card = fr
        pile = self.spots[spot]
        if phase == BOA:
            if pile and self._can(seat, self._u_boa):
                return self._ask(seat, "boa", [DECLINE] + [A.choose(u) for u in by_kind(pile, self.ct.kind)])
            phase = HOWLER
        elif phase == BOA_PITCHER:
            plants = self._plants(seat)
            if plants:
                return self._ask(seat, "pitcher", [DECLINE] + [A.store(card, p) for p in plants])
            self.stack[-1] = (REFUSEF, seat, spot, HOWLER, -1)
            self.stack.append((PLACE, seat, (card,)))
            return False
        if phase == HOWLER:
            if pile and self._can(seat, self._u_howler):
                return self._ask(seat, "howler", [ACCEPT, DECLINE])
        self.stack.pop()
        self._put_back(seat, spot)
        return False

    def _put_back(self, seat: int, spot: int) -> None:
        """A refused pile goes back with one more card (solo: its Threats face up)."""
        pile = self.spots[spot]
        look = self.looking
        if look is not None and look[1] == spot:
            self.looking = None
        if self.solo:                         # the Threats seen are turned up, then the new card comes face down
            cat = self.ct.cat
            self.face_up.update(u for u in pile if cat[u] == THREAT)
        deck = self.deck
        n = self._refuse_adds
        if n == 1:
            if deck:
                pile.append(deck.pop())
        else:
            for _ in range(n):
                if deck:
                    pile.append(deck.pop())
        self._events.append(("put_back", seat, spot, len(pile)))

    def _a_refuse(self, fr: tuple, a: Any) -> None:
        _, seat, spot, phase, card = fr
        name = self._dname
        if name == "boa":
            if a is DECLINE:
                self.stack[-1] = (REFUSEF, seat, spot, HOWLER, -1)
                return
            self.used.add(self._u_boa)
            self.spots[spot].remove(a.card)
            self.face_up.discard(a.card)
            self._ev("ability", seat, name="boa", spot=spot)
            self.stack[-1] = (REFUSEF, seat, spot, BOA_PITCHER, a.card)
        elif name == "pitcher":
            self.stack[-1] = (REFUSEF, seat, spot, HOWLER, -1)
            if a is DECLINE:
                self.stack.append((PLACE, seat, (card,)))
            else:
                old = self._store_under(seat, card, a.plant)
                if old >= 0:
                    self.stack.append((PLACE, seat, (old,)))
        else:   # howler
            if a is ACCEPT:
                self.used.add(self._u_howler)
                pile = self.spots[spot]
                self._ev("ability", seat, name="howler", spot=spot, cards=list(pile),
                         kinds=self.ct.kinds_of(pile))
                for u in pile:
                    self._to_discard(u)
                self.face_up.difference_update(pile)
                self.spots[spot] = []
            self.stack[-1] = (REFUSEF, seat, spot, PUTBACK, -1)

    # ------------------------------------------------------------------ the Forest Spirit's turn (§14.3)

    def _h_spirit_turn(self, fr: tuple) -> bool:
        self.stack.pop()
        spots, face_up, cat = self.spots, self.face_up, self.ct.cat
        best = None
        for i in range(3):
            pile = spots[i]
            if not pile:
                continue
            up = sum(1 for u in pile if u in face_up)
            key = (up - len(pile), up, i)          # most face down, then fewest face up, then leftmost
            if best is None or key < best:
                best = key
        chosen = best[2]
        for i in range(chosen):                    # the piles on its left count as refused
            if spots[i]:
                spots[i].extend(self._draw(self.rules.turn.refuse_adds))
        cards = tuple(spots[chosen])
        hidden_threat = any(cat[u] == THREAT and u not in face_up for u in cards)
        face_up.difference_update(cards)
        spots[chosen] = self._draw(self.mode.refill[chosen])
        if hidden_threat:
            spots[2].extend(self._draw(self.rules.solo.threat_pile_bonus))
        self._ev("spirit_take", SPIRIT, spot=chosen, cards=list(cards), kinds=self.ct.kinds_of(cards),
                 threat_bonus_card=hidden_threat)
        self.stack.append((PLACE, SPIRIT, cards))
        return False
