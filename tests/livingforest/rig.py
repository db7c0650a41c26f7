"""Helpers for Living Forest's engine tests: cards by name, games dealt from given orders, and positions set by hand
(Help Lines, forests, fires, tiles...) with every card, fire, Varan, Fragment, tile and tree kept in exactly one
place, so that ``check_invariants`` holds on them as on a real game."""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from game.errors import IllegalAction
from game.livingforest import actions as A
from game.livingforest.cards import bundled_rules
from game.livingforest.state import LivingForestState, state_from_setup

RULES = bundled_rules()
_BY_NAME = {c.names["en"].lower(): c.id for c in RULES.cards.values()}
VARAN = RULES.varan


def cid(name: str) -> int:
    """A card's id from its English name ("Fire Varan" too)."""
    return _BY_NAME[name.lower()]


def ids(*names: str) -> list[int]:
    return [cid(n) for n in names]


def deal(players: int, first: int = 0, decks: Mapping[int, Iterable[str]] | None = None,
         rows: Mapping[int, Iterable[str]] | None = None, stacks: Mapping[int, Iterable[str]] | None = None,
         options: Mapping[str, Any] | None = None, seed: int = 0) -> LivingForestState:
    """A game dealt from given orders (top first, by English names); the rest as the seed deals it."""
    given_decks = None
    if decks:
        given_decks = [ids(*decks[s]) if s in decks else None for s in range(players)]
    return state_from_setup(
        RULES, players, first=first, decks=given_decks,
        rows={lv: ids(*names) for lv, names in (rows or {}).items()},
        stacks={lv: ids(*names) for lv, names in (stacks or {}).items()}, seed=seed, options=options)


def take_card(st: LivingForestState, seat: int, card: int) -> None:
    """Take ``card`` out of wherever it lies: a reserve card from the rows, stacks or any seat; a starting card
    from ``seat``'s own piles; a Varan from the supply."""
    if card == VARAN:
        assert st.varan_supply > 0, "no Varan left to give"
        st.varan_supply -= 1
        return
    if card in RULES.starting:
        places = [st.spirits[seat].draw, st.spirits[seat].discard, st.spirits[seat].help]
    else:
        places = list(st.rows.values()) + list(st.stacks.values())
        for sp in st.spirits:
            places += [sp.draw, sp.discard, sp.help]
    for place in places:
        if card in place:
            place.remove(card)
            return
    raise AssertionError(f"card {card} is nowhere to be taken")


def give(st: LivingForestState, seat: int, zone: str, *names: str) -> None:
    """Put these cards (English names, "Fire Varan" allowed) into ``seat``'s ``zone``: "help" (in order),
    "discard", or "draw" (the first name ends on top)."""
    sp = st.spirits[seat]
    cards = ids(*names)
    for c in cards:
        take_card(st, seat, c)
    if zone == "draw":
        sp.draw.extend(reversed(cards))
    else:
        getattr(sp, zone).extend(cards)


def set_help(st: LivingForestState, seat: int, *names: str) -> None:
    """The seat's Help Line is exactly these cards (its old cards go back to its draw pile's bottom)."""
    sp = st.spirits[seat]
    old, sp.help = sp.help, []
    for c in old:
        if c == VARAN:
            st.varan_supply += 1
        elif c in RULES.starting:
            sp.draw.insert(0, c)
        else:
            st.stacks[RULES.cards[c].level].insert(0, c)
    give(st, seat, "help", *names)


def set_row(st: LivingForestState, level: int, *names: str) -> None:
    """A reserve row is exactly these cards (taken from wherever they are; the old row goes under the stack)."""
    old, st.rows[level] = st.rows[level], []
    st.stacks[level][:0] = old
    cards = ids(*names)
    for c in cards:
        take_card(st, 0, c)
    st.rows[level] = cards


def set_fires(st: LivingForestState, centre: list[int], held: Mapping[int, list[int]]) -> None:
    """The centre's fires and each seat's fire tiles, the rest in the supply."""
    supply = dict(RULES.fire_tiles)
    for v in centre:
        supply[v] -= 1
    for values in held.values():
        for v in values:
            supply[v] -= 1
    assert all(n >= 0 for n in supply.values())
    for sp in st.spirits:
        sp.fires = []
    for seat, values in held.items():
        st.spirits[seat].fires = list(values)
    st.centre = list(centre)
    st.fire_supply = supply


def set_fragments(st: LivingForestState, held: Mapping[int, int]) -> None:
    for seat, n in held.items():
        st.spirits[seat].fragments = n
    st.fragment_supply = RULES.fragments - sum(sp.fragments for sp in st.spirits)
    assert st.fragment_supply >= 0


def set_forest(st: LivingForestState, seat: int, trees: Mapping[tuple[int, int], str]) -> None:
    sp = st.spirits[seat]
    for tree in sp.forest.values():
        st.dispenser[tree] += 1
    sp.forest = dict(trees)
    for tree in sp.forest.values():
        st.dispenser[tree] -= 1
        assert st.dispenser[tree] >= 0, f"no {tree} left for seat {seat}"


def set_tiles(st: LivingForestState, held: Mapping[int, list[tuple[int, str]]]) -> None:
    for seat, tiles in held.items():
        st.spirits[seat].tiles = list(tiles)


def play(st: LivingForestState, seat: int, *actions: Any) -> None:
    """Apply each action for ``seat``, each one first checked to be among the legal ones."""
    for action in actions:
        legal = st.legal_actions(seat)
        assert action in legal, f"{action} is not legal for seat {seat} ({st.decision(seat)}: {legal})"
        st.apply(seat, action)


def refused(st: LivingForestState, seat: int, action: Any) -> None:
    """The action is refused and nothing changes."""
    before = st.to_json()
    try:
        st.apply(seat, action)
    except IllegalAction:
        pass
    else:
        raise AssertionError(f"{action} was accepted")
    assert st.to_json() == before


def totals(st: LivingForestState, seat: int) -> tuple[int, ...]:
    """sun / water / seed / wind / flower."""
    return tuple(st.totals(seat).values())


def draw_top_first(st: LivingForestState, seat: int) -> list[str]:
    return [RULES.cards[c].names["en"] for c in reversed(st.spirits[seat].draw)]


def names(cards: Iterable[int]) -> list[str]:
    return [RULES.cards[c].names["en"] for c in cards]


def reveal_all(st: LivingForestState, seat: int, n: int) -> list[int]:
    """Reveal ``n`` times for ``seat``; the balance B after each."""
    out = []
    for _ in range(n):
        play(st, seat, A.REVEAL)
        out.append(st.spirits[seat].balance)
    return out
