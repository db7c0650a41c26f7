"""What a Forêt or Savane game must always hold: every card of the deck in exactly one place, sizes that agree
with the phase (``check_consistency``, which a save's reader asks too), each ecosystem within 4x5, in one piece
and grown from its first cell, hands that match the round and pick (``check_invariants``: the tests, the monkey
and the simulations' ``--check`` assert it after every step).
"""
from __future__ import annotations

from typing import Any

from ..errors import SaveError
from .cards import GRID_CELLS, GRID_COLS, GRID_ROWS
from .state import DISCARD, OVER, PLACE


def check_invariants(st: Any) -> None:
    """AssertionError naming the first broken invariant: every card in exactly one place, each ecosystem
    within 4x5, in one piece and grown from its first cell, hand sizes that match the round and pick."""
    def require(ok: bool, what: str) -> None:
        if not ok:
            raise AssertionError(what)

    try:
        check_consistency(st)
    except SaveError as exc:
        raise AssertionError(str(exc)) from None
    for seat, eco in enumerate(st.ecosystems):
        cells = set(eco.cells())
        require(len(cells) == eco.count <= GRID_CELLS, f"ecosystem {seat} holds {eco.count} cards")
        if not cells:
            continue
        rows, cols = {r for r, _ in cells}, {c for _, c in cells}
        require(max(rows) - min(rows) < GRID_ROWS and max(cols) - min(cols) < GRID_COLS,
                f"ecosystem {seat} overflows 4x5: {sorted(cells)}")
        require((0, 0) in cells, f"ecosystem {seat} lost its first card's cell: {sorted(cells)}")
        reached, todo = set(), [(0, 0)]
        while todo:
            r, c = todo.pop()
            if (r, c) in cells and (r, c) not in reached:
                reached.add((r, c))
                todo += [(r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)]
        require(reached == cells, f"ecosystem {seat} is not in one piece: {sorted(cells)}")
    if st.solo:
        placed = st.ecosystems[0].count
        turn_cards = st.rules.solo.turns if st.is_over else st.turn - (st.phase == PLACE)
        require(placed == turn_cards, f"solo: {placed} cards placed at turn {st.turn} ({st.phase})")
        require(st.is_over or len(st.hands[0]) >= (2 if st.phase == PLACE else 1),
                f"solo: {len(st.hands[0])} cards in hand to {st.phase}")
    else:
        sizes = {len(hand) for hand in st.hands}
        expected = 0 if st.is_over else st.rules.hand_size - (st.pick - 1)
        require(sizes == {expected}, f"hand sizes {sorted(len(h) for h in st.hands)} at pick {st.pick}, "
                                     f"expected {expected} each")


def check_consistency(st: Any) -> None:
    """Every card of the deck is in exactly one place; sizes agree with the phase."""
    places = [st.deck, st.neutral_pile, st.opponent, st.discarded, *st.hands]
    uids = [u for place in places for u in place]
    uids += [uid for eco in st.ecosystems for _, uid in eco.items()]
    if sorted(uids) != list(range(len(st.rules.deck))):
        raise SaveError("the saved game's cards do not add up to the deck (some lost or duplicated)")
    expected_hands = 1 if st.solo else st.hand_seats
    if len(st.hands) != expected_hands:
        raise SaveError("the saved game has the wrong number of hands")
    if st.solo and st.phase != OVER and st.phase != (PLACE if len(st.opponent) == st.ecosystems[0].count else DISCARD):
        raise SaveError("the saved solo game's phase does not match its ecosystems")
    if not st.solo:
        placed = [eco.count for eco in st.ecosystems]
        expected = (st.round - 1) * st.rules.picks_per_round + st.pick - 1
        if st.phase == OVER:
            expected = GRID_CELLS
        if any(n != expected for n in placed):
            raise SaveError("the saved game's ecosystems do not match its round and pick")
