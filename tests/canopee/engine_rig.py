"""Helpers for the engine's tests: deal a game, then arrange its cards into a position a rule needs (a pile of
given cards, a forest with given trees), always by moving real cards between zones so that every card stays
in exactly one place."""
from __future__ import annotations

from typing import Any, Iterable

from game.canopee import CANOPEE
from game.canopee.cardtable import CANOPY, GERMINATION, TRUNK
from game.canopee.forest import Tree
from game.canopee.frames import START, TURN


def new(players: int = 2, seed: int = 1, solo: bool = False, **options: Any):
    """A fresh game; seat 0 plays first unless told otherwise (solo: the player always does)."""
    if not solo:
        options.setdefault("first_player", 0)
    return CANOPEE.new_state(players, seed, solo, options)


def take(st, kind: str, germination: bool = False) -> int:
    """A card of ``kind`` taken out of the undealt stock (later seasons' decks, the set-aside cards, the current
    deck, then the piles; or the Germination deck), its uid."""
    origin = st.ct.origin
    zones = [st.germ] if germination else ([d for d in reversed(st.decks) if d is not st.deck]
                                           + [st.set_aside, st.deck] + st.spots)
    for zone in zones:
        for i in range(len(zone) - 1, -1, -1):
            u = zone[i]
            if st.ct.kind[u] == kind and (origin[u] == GERMINATION) == germination:
                return zone.pop(i)
    raise LookupError(f"no {kind} left in the stock")


def give(st, f: int, *kinds: str) -> list[int]:
    """Cards straight into forest ``f``'s cards (no placement rule: flora, weather, threats, wildlife...)."""
    uids = [take(st, k) for k in kinds]
    st.forests[f].cards.extend(uids)
    return uids


def tree(st, f: int, trunks: Iterable[str], canopy: str | None = None, scored: bool = False,
         awarded: bool = False) -> Tree:
    """A tree of the given trunk kinds (and canopy) in forest ``f``."""
    t = Tree(st.next_tree, [take(st, k) for k in trunks])
    st.next_tree += 1
    if canopy is not None:
        t.canopy = take(st, canopy)
        t.completed = st.next_completion
        st.next_completion += 1
    t.scored, t.awarded = scored, awarded
    st.forests[f].trees.append(t)
    return t


def clear_forest(st, f: int) -> None:
    """Forest ``f`` emptied (its cards back at the bottom of the current deck)."""
    fo = st.forests[f]
    for u in fo.all_cards():
        st.deck.insert(0, u)
    fo.trees, fo.cards, fo.hoatzin, fo.pitcher = [], [], [], {}


def set_pile(st, spot: int, *kinds: str) -> list[int]:
    """The pile on ``spot`` made of these cards (what was there goes under the current deck)."""
    for u in st.spots[spot]:
        st.deck.insert(0, u)
    st.spots[spot] = [take(st, k) for k in kinds]
    return st.spots[spot]


def deck_top(st, *kinds: str) -> list[int]:
    """These cards on top of the current deck, the first one drawn first."""
    uids = [take(st, k) for k in kinds]
    st.deck.extend(reversed(uids))
    return uids


def empty_deck(st) -> None:
    """The current season's deck run out (its cards set aside)."""
    st.set_aside.extend(st.deck)
    st.deck.clear()


def refresh(st) -> None:
    """After arranging cards: the current turn starts again from its first step, so the pending decision and
    its legal actions are those of the new position."""
    st.looking = None
    st.arrived.clear()
    for i in range(len(st.stack) - 1, -1, -1):
        if st.stack[i][0] == TURN:
            st.stack[i] = (TURN, st.stack[i][1], START, 0)
            del st.stack[i + 1:]
            break
    st._run()


def act(st, *actions: Any) -> None:
    """Play these actions, each by the seat whose decision is pending."""
    for a in actions:
        (seat,) = st.to_act()
        st.apply(seat, a)


def decision(st) -> tuple[int, str]:
    (seat,) = st.to_act()
    return seat, st.decision(seat)


def conserved(st) -> bool:
    """Every card of the game in exactly one zone."""
    seen = [0] * st.ct.size
    for cards in st.zones().values():
        for u in cards:
            seen[u] += 1
    return all(n == 1 for n in seen)


def kinds(st, uids: Iterable[int]) -> list[str]:
    return [st.ct.kind[u] for u in uids]


def forest_kinds(st, f: int) -> list[str]:
    return sorted(st.ct.kind[u] for u in st.forests[f].cards)


def uid_in(st, f: int, kind: str) -> int:
    return next(u for u in st.forests[f].cards if st.ct.kind[u] == kind)


def is_trunk(st, u: int) -> bool:
    return st.ct.cat[u] == TRUNK


def is_canopy(st, u: int) -> bool:
    return st.ct.cat[u] == CANOPY


def season_end(st, last: int, step: int = 0) -> None:
    """The end of the season starts now (at ``step``), ``last`` having kept the last pile: the piles and the
    deck are emptied first (their cards set aside)."""
    from game.canopee.frames import EOS

    for pile in st.spots:
        st.set_aside.extend(pile)
        pile.clear()
    empty_deck(st)
    st.looking = None
    st.stack.clear()
    st._begin_season_end(last)
    st.stack[-1] = (EOS, step)
    st._run()


def choose_kind(st, kind: str):
    """The pending decision's Choose action for a card of this kind."""
    from game.canopee import actions as A

    (seat,) = st.to_act()
    return next(a for a in st.legal_actions(seat) if type(a) is A.Choose and st.ct.kind[a.card] == kind)


def germination_top(st, *kinds: str) -> list[int]:
    """Germination cards of these kinds on top of the Germination deck, the first drawn first."""
    uids = [take(st, k, germination=True) for k in kinds]
    st.germ.extend(reversed(uids))
    return uids
