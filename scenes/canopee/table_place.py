"""Where a card of a kept pile may go, as the rules say: the Canopée table asks the engine, never itself.

At an "order" decision (which card next) the engine names one card per kind, and only once the card is chosen
does it ask where a trunk or a canopy goes. So that the player can drag a card straight onto its tree, the
table tries each choice on a copy of the game (``state.clone()``) and reads what the engine asks next: the
trees it offers (each target then submits the choice and the tree), or where the card went by itself (a flora
to the forest, a canopy onto the only unfinished tree). Nothing is shown from the copy but those targets.
"""
from __future__ import annotations

from game.canopee import actions as A

# a target: ("tree", tree id), ("new", -1) a new tree, ("forest", -1) among the forest's cards
Target = tuple[str, int]


def _tree_target(action) -> Target:
    return ("new", -1) if action.tree < 0 else ("tree", action.tree)


def targets_of(state, seat: int, decision: str, legal, card: int) -> dict[Target, tuple]:
    """The targets of ``card`` (a card in the seat's hands) for the pending decision, each with the actions that
    put it there, in order. Empty: the card cannot be placed now."""
    if decision in ("place_trunk", "place_canopy"):
        placing = _placing(state, seat)
        if placing != card:
            return {}
        return {_tree_target(a): (a,) for a in legal if type(a) in (A.PlaceTrunk, A.PlaceCanopy)}
    if decision != "order":
        return {}
    kind = state.ct.kind
    choice = next((a for a in legal if type(a) is A.Choose and kind[a.card] == kind[card]), None)
    if choice is None:
        return {}
    trial = state.clone()
    trial.apply(seat, choice)
    if trial.decision(seat) in ("place_trunk", "place_canopy") and _placing(trial, seat) == choice.card:
        return {_tree_target(a): (choice, a) for a in trial.legal_actions(seat)
                if type(a) in (A.PlaceTrunk, A.PlaceCanopy)}
    existing = {t.tid for t in state.forests[seat].trees}
    for t in trial.forests[seat].trees:
        if choice.card in t.trunks or t.canopy == choice.card:
            # onto its only possible tree, or a tree of its own (a trunk with no unfinished tree to grow)
            return {("tree", t.tid) if t.tid in existing else ("new", -1): (choice,)}
    return {("forest", -1): (choice,)}


def _placing(state, seat: int) -> int:
    """The trunk or canopy the engine is asking about (-1: none): the seat's view names it."""
    placing = state.view(seat).in_hand().get("placing")
    return placing[-1] if placing else -1
