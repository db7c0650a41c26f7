"""The Forest Spirit's choices (§14.4, §14.5): where its trunks and canopies go, the order it adds a pile's
cards, and — by its evaluation V (evaluate.forest_value) — what it discards and which Germination cards it
keeps. Its pile choice is in ``CanopeeState._h_spirit_turn``. It picks among the same legal actions a seat
would be offered, so it can never break a rule.

Ties in V: completing a tree first; then, for a discard, Threat > unpaired Weather > the lowest trunk of the
shortest unfinished tree > Seed > Flora > other cards > Wildlife; then the lowest card id.
"""
from __future__ import annotations

from typing import Any, Sequence

from .actions import DECLINE, Choose, PlaceCanopy, PlaceTrunk
from .cardtable import CANOPY, FLORA, SEED, THREAT, TRUNK, WEATHER, WILDLIFE
from .evaluate import forest_value, with_card, without

SPIRIT, PLAYER = 1, 0
_ORDER_RANK = {TRUNK: 0, CANOPY: 1}


def choose(st: Any, name: str, legal: Sequence[Any]) -> Any:
    if name == "order":
        return _order(st, legal)
    if name == "place_trunk":
        return _trunk(st, legal)
    if name == "place_canopy":
        return _canopy(st, legal)
    if name == "germination":
        return _germination(st, legal)
    choices = [a for a in legal if type(a) is Choose]
    if choices and (name.endswith(("_discard", "_tie")) or name == "ant"):
        return _discard(st, choices)
    return legal[0]


def _order(st: Any, legal: Sequence[Any]) -> Any:
    """Trunks, then canopies, then the other cards, immediate cards last (§14.4)."""
    cat, imm = st.ct.cat, st.ct.immediate

    def rank(a: Any) -> int:
        u = a.card
        return 3 if imm[u] else _ORDER_RANK.get(cat[u], 2)

    return min((a for a in legal if type(a) is Choose), key=rank)


def _oldest_tallest(trees: list) -> Any:
    return max(trees, key=lambda t: (len(t.trunks), -t.tid))


def trunk_target(st: Any) -> int:
    """The tree id the Spirit's next trunk goes on, or -1 for a new tree (§14.4)."""
    spirit, player = st.forests[SPIRIT], st.forests[PLAYER]
    unfinished = [t for t in spirit.trees if t.canopy < 0]
    if len(unfinished) <= 1:
        return -1
    own = max((len(t.trunks) for t in spirit.trees if not t.awarded), default=0)
    if any(len(t.trunks) > own for t in player.trees if not t.awarded):
        return _oldest_tallest(unfinished).tid
    tallest = max(len(t.trunks) for t in spirit.trees)
    shorter = [t for t in unfinished if len(t.trunks) < tallest]
    if shorter:
        return _oldest_tallest(shorter).tid
    top = _oldest_tallest(unfinished)
    rest = [t for t in unfinished if t is not top]
    return min(rest, key=lambda t: t.tid).tid


def _trunk(st: Any, legal: Sequence[Any]) -> Any:
    want = trunk_target(st)
    for a in legal:
        if type(a) is PlaceTrunk and a.tree == want:
            return a
    return legal[0]


def _canopy(st: Any, legal: Sequence[Any]) -> Any:
    unfinished = [t for t in st.forests[SPIRIT].trees if t.canopy < 0]
    want = _oldest_tallest(unfinished).tid
    for a in legal:
        if type(a) is PlaceCanopy and a.tree == want:
            return a
    return legal[0]


def _discard_rank(st: Any, fo: Any, u: int) -> int:
    cat, kind = st.ct.cat[u], st.ct.kind[u]
    if cat == THREAT:
        return 0
    if cat == WEATHER:
        kinds = st.ct.kind
        rain = sum(1 for v in fo.cards if kinds[v] == "rain")
        sun = sum(1 for v in fo.cards if kinds[v] == "sun")
        if (kind == "rain" and rain > sun) or (kind == "sun" and sun > rain):
            return 1
        return 5
    if cat == TRUNK:
        unfinished = [t for t in fo.trees if t.canopy < 0]
        if unfinished:
            shortest = min(unfinished, key=lambda t: (len(t.trunks), t.tid))
            if u in shortest.trunks and st.ct.val[u] == min(st.ct.val[v] for v in shortest.trunks):
                return 2
        return 6
    if cat == SEED:
        return 3
    if cat == FLORA:
        return 4
    if cat == WILDLIFE:
        return 7
    return 6


def _discard(st: Any, choices: Sequence[Choose]) -> Choose:
    spirit = st.forests[SPIRIT]
    others = [st.forests[PLAYER]]

    def key(a: Choose):
        value = forest_value(st, without(st, spirit, a.card), others, spirit=True)
        return (-value, _discard_rank(st, spirit, a.card), a.card)

    return min(choices, key=key)


def _germination(st: Any, legal: Sequence[Any]) -> Any:
    spirit = st.forests[SPIRIT]
    others = [st.forests[PLAYER]]
    best, best_key = DECLINE, (forest_value(st, spirit, others, spirit=True), False, 0)
    for a in legal:
        if type(a) is not Choose:
            continue
        tree = trunk_target(st) if st.ct.cat[a.card] == TRUNK else None
        fo, completes = with_card(st, spirit, a.card, None if tree == -1 else tree)
        key = (forest_value(st, fo, others, spirit=True), completes, -a.card)
        if key[:2] > best_key[:2]:
            best, best_key = a, key
    return best
