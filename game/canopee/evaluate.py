"""What a forest would score if the season ended now: the Forest Spirit's evaluation V (§14.5) and the bots'
yardstick. Public information only: forests are public, and the caller says which cards it adds or removes.

V counts, for one forest against the others: the completed trees not scored yet; the Tallest Tree award if
its best eligible tree is at least as tall as every other forest's; the Lushest Forest award if it has at
least as many completed trees; flora and weather after step 3 played out with least-loss discards (its own
Fire, Disease and Blight, and the others' spreading ones); its wildlife (the Spirit's doubled, never below the
floor); the Spirit's threat bonus. Every number comes from the rules (data/cards.yaml).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from . import scoring as S
from .cardtable import CANOPY, TRUNK, WILDLIFE
from .forest import Forest, Tree

# The evaluation runs many times for each decision of a computer seat (and for every decision of every play-out
# of the Hard search): it counts each forest's cards once, in plain dicts, and never builds a scoring sheet.


def _census(ct, cards: Iterable[int]) -> tuple[dict[str, int], list[str]]:
    """Cards by kind id (in order of first appearance) and the wildlife kinds (in card order)."""
    kind, cat = ct.kind, ct.cat
    counts: dict[str, int] = {}
    wildlife = []
    for u in cards:
        k = kind[u]
        counts[k] = counts.get(k, 0) + 1
        if cat[u] == WILDLIFE:
            wildlife.append(k)
    return counts, wildlife


class Rivals:
    """What ``forest_value`` reads of the other forests: their tallest eligible tree, their most completed
    trees, how many of them spread Fire and Disease at step 3, their most Threat cards (solo bonus). Worked out
    once for every action a seat weighs at one decision (the other forests do not change)."""

    __slots__ = ("best_height", "completed", "fires", "diseases", "threats")

    def __init__(self, st: Any, others: Sequence[Forest]):
        kind = st.ct.kind
        th = st.rules.threats
        sc = st.season_change
        fire_at = sc["spread_at"] if sc is not None and sc.effect == "wildfires" else th.fire.spread_at
        disease_at = th.disease.spread_at
        threat_kinds = st.rules.solo.threat_kinds
        self.best_height = self.completed = self.fires = self.diseases = self.threats = 0
        for o in others:
            best = completed = 0
            for t in o.trees:
                if t.canopy >= 0:
                    completed += 1
                    if not t.awarded and len(t.trunks) > best:
                        best = len(t.trunks)
            fire = disease = threats = 0
            for u in o.cards:
                k = kind[u]
                if k == "fire":
                    fire += 1
                elif k == "disease":
                    disease += 1
                if k in threat_kinds:
                    threats += 1
            self.best_height = max(self.best_height, best)
            self.completed = max(self.completed, completed)
            self.fires += fire >= fire_at
            self.diseases += disease >= disease_at
            self.threats = max(self.threats, threats)


def _flora_weather(rules, counts: dict, completed: int, sc) -> int:
    return S.flora_weather_total(rules, counts, completed) + (S.step5_bonus(sc, counts) if sc is not None else 0)


def _lose_least(rules, counts: dict, kinds: Iterable[str], completed: int, sc, n: int) -> None:
    """Take ``n`` cards among ``kinds`` out of ``counts``, each time the one whose loss costs the least."""
    kinds = tuple(kinds)
    for _ in range(n):
        present = [k for k in kinds if counts.get(k, 0) > 0]
        if not present:
            return
        best_k, best_v = None, None
        for k in present:
            counts[k] -= 1
            v = _flora_weather(rules, counts, completed, sc)
            counts[k] += 1
            if best_v is None or v > best_v:
                best_k, best_v = k, v
        counts[best_k] -= 1


def _lose_wildlife(rules, wildlife: list[str], n: int, spirit: bool) -> list[str]:
    for _ in range(n):
        if not wildlife:
            break
        best_i, best_v = 0, None
        for i in range(len(wildlife)):
            v = S.wildlife_points(rules, wildlife[:i] + wildlife[i + 1:], spirit)
            if best_v is None or v > best_v:
                best_i, best_v = i, v
        wildlife = wildlife[:best_i] + wildlife[best_i + 1:]
    return wildlife


def forest_value(st: Any, fo: Forest, others: Sequence[Forest], spirit: bool = False) -> int:
    """V of ``fo`` (a forest of ``st``'s game, possibly a modified copy) against the ``others``."""
    rivals = Rivals(st, others)
    value, completed = _trees(st, fo, rivals)
    cards = _cards(st, fo.cards, completed, rivals, spirit)
    value += cards[0]
    if spirit:
        value += S.threat_bonus(st.rules, cards[1], rivals.threats)
    return value


@dataclass(frozen=True)
class Outlook:
    """How a computer seat weighs ``promise``: its unfinished trees' share (``trees``) and its cards' (``cards``),
    and a floor under the trees' share of the season left (``floor``) before the last season: unfinished trees
    stay in the forest from one season to the next, where the other cards are discarded."""

    trees: float = 1.0
    cards: float = 1.0
    floor: float = 0.0


def outlook(st: Any, fo: Forest, rivals: Rivals, weights: Outlook | None = None) -> float:
    """What the computer seats weigh: ``forest_value`` (not the Spirit's) plus ``promise`` (as ``weights`` says;
    None: ``promise`` itself)."""
    value, completed = _trees(st, fo, rivals)
    cards = _cards(st, fo.cards, completed, rivals, False)
    later = _promise(st, fo, cards) if weights is None else _weighed_promise(st, fo, cards, weights)
    return value + cards[0] + later


def _trees(st: Any, fo: Forest, rivals: Rivals) -> tuple[int, int]:
    """V's trees and awards, and how many trees the forest has completed."""
    val = st.ct.val
    value = best = completed = 0
    for t in fo.trees:
        if t.canopy >= 0:
            completed += 1
            trunks = t.trunks
            if not t.scored:
                value += sum(val[u] for u in trunks) + val[t.canopy] * len(trunks)
            if not t.awarded and len(trunks) > best:
                best = len(trunks)
    if best and best >= rivals.best_height:
        value += S.award_points(st.mode, st.season, st.season_change)
    if completed and completed >= rivals.completed:
        value += st.mode.lushest_forest
    return value, completed


def _cards(st: Any, cards: list[int], completed: int, rivals: Rivals, spirit: bool) -> tuple:
    """The part of V that the forest's cards outside its trees make: flora and weather after step 3, wildlife
    after Disease; then the forest's Threat cards (the Spirit's bonus) and ``promise``'s terms of the cards."""
    rules, ct = st.rules, st.ct
    counts, wildlife = _census(ct, cards)
    sc = st.season_change
    # the Spirit counts its threats for its bonus; the computer seats weigh what the cards promise
    threats = S.threat_count(rules, counts) if spirit else 0
    later = (None, None, 0.0) if spirit else _promise_of_cards(rules, counts)
    th = rules.threats
    flora = ct.flora_kinds
    flora_kinds = [k for k in counts if k in flora]
    # step 3 played out: its Blight, then Fire, then the others' spreading fires
    for _ in range(counts.get("blight", 0) * th.blight_discards):
        present = [k for k in flora_kinds if counts[k] > 0]
        if not present:
            break
        top = max(counts[k] for k in present)
        _lose_least(rules, counts, [k for k in present if counts[k] == top], completed, sc, 1)
    losses = 0
    fires = counts.get("fire", 0)
    wildfires = sc is not None and sc.effect == "wildfires"
    spread_at = sc["spread_at"] if wildfires else th.fire.spread_at
    if fires >= spread_at:
        losses += th.fire.spread_discards
    elif fires >= th.fire.discard_at and not wildfires:
        losses += th.fire.discards
    losses += rivals.fires * th.fire.spread_discards
    if losses:
        _lose_least(rules, counts, flora_kinds, completed, sc, losses)
    value = _flora_weather(rules, counts, completed, sc)
    if wildlife:
        sick = 0
        diseases = counts.get("disease", 0)
        if diseases >= th.disease.spread_at:
            sick += th.disease.spread_discards
        elif diseases >= th.disease.discard_at:
            sick += th.disease.discards
        sick += rivals.diseases * th.disease.spread_discards
        if sick:
            wildlife = _lose_wildlife(rules, wildlife, sick, spirit)
        value += S.wildlife_points(rules, wildlife, spirit)
    return (value, threats) + later


def without(st: Any, fo: Forest, u: int) -> Forest:
    """A copy of ``fo`` without card ``u`` (a discard, as §6.5 and §6.4 describe it)."""
    out = fo.copy()
    take(st, out, u)
    return out


def take(st: Any, fo: Forest, u: int) -> None:
    """``without``, on ``fo`` itself (a copy the caller owns)."""
    c = st.ct.cat[u]
    if c == TRUNK or c == CANOPY:
        for t in fo.trees:
            if c == TRUNK and u in t.trunks:
                t.trunks.remove(u)
                if not t.trunks:
                    fo.trees.remove(t)
                break
            if c == CANOPY and t.canopy == u:
                t.canopy = -1
                break
    elif u in fo.cards:
        fo.cards.remove(u)


def with_card(st: Any, fo: Forest, u: int, tree: int | None = None) -> tuple[Forest, bool]:
    """A copy of ``fo`` with card ``u`` added (a trunk on ``tree``'s tree id or a new tree when None, a canopy
    on ``tree`` or on the tallest unfinished tree), and whether it completes a tree."""
    out = fo.copy()
    return out, put(st, out, u, tree)


def put(st: Any, fo: Forest, u: int, tree: int | None = None) -> bool:
    """``with_card``, on ``fo`` itself (a copy the caller owns): whether it completes a tree."""
    c = st.ct.cat[u]
    if c == TRUNK:
        target = fo.tree(tree) if tree is not None else None
        if target is not None and target.canopy < 0:
            target.trunks.append(u)
        else:
            fo.trees.append(Tree(-1, [u]))
        return False
    if c == CANOPY:
        unfinished = [t for t in fo.trees if t.canopy < 0]
        if not unfinished:
            return False
        target = fo.tree(tree) if tree is not None else None
        if target is None or target.canopy >= 0:
            target = max(unfinished, key=lambda t: (len(t.trunks), -t.tid))
        target.canopy = u
        return True
    if not st.ct.immediate[u]:
        fo.cards.append(u)
    return False


_SIZES: dict[tuple[int, int], tuple[Any, tuple[int, ...]]] = {}


def _season_sizes(mode: Any, cards: int) -> tuple[int, ...]:
    """``mode.season_sizes(cards)``, worked out once per mode and deck."""
    hit = _SIZES.get((id(mode), cards))
    if hit is None or hit[0] is not mode:
        hit = _SIZES[(id(mode), cards)] = (mode, mode.season_sizes(cards))
    return hit[1]


def promise(st: Any, fo: Forest) -> float:
    """A share of what a forest's unfinished work may still bring this season, for the computer seats (the
    Spirit's V does without it): unfinished trees (an average canopy), Monstera short of their set, an even
    number of Ferns, unpaired weather. The share shrinks as the season deck runs out."""
    return _promise(st, fo, (0, 0) + _promise_of_cards(st.rules, _census(st.ct, fo.cards)[0]))


def _promise_of_cards(rules, counts: dict) -> tuple[float | None, float | None, float]:
    """``promise``'s terms of the cards outside the trees (None: no term), added in this order."""
    s = rules.scoring
    monstera = counts.get("monstera", 0)
    ferns = counts.get("fern", 0)
    unpaired = abs(counts.get("rain", 0) - counts.get("sun", 0))
    return (0.5 * s.monstera_points * monstera / s.monstera_at_least if 0 < monstera < s.monstera_at_least else None,
            0.5 * s.fern_odd_each * (ferns + 1) if ferns and ferns % 2 == 0 else None,
            0.3 * s.rain_sun_pair * min(unpaired, 2))


def _season_left(st: Any) -> float:
    """The share of the season deck still to come."""
    mode = st.mode
    sizes = _season_sizes(mode, len(st.ct.rainforest) - mode.set_aside)
    return len(st.deck) / max(1, sizes[min(st.season, len(sizes)) - 1])


def unfinished(st: Any, fo: Forest) -> float:
    """What an average canopy would make of the unfinished trees; a taller tree also has the Tallest Tree in
    sight."""
    val = st.ct.val
    value = 0.0
    for t in fo.trees:
        if t.canopy < 0:
            h = len(t.trunks)
            value += 0.6 * (sum(val[u] for u in t.trunks) + h) + 0.4 * h * (h - 1) / 2
    return value


def _weighed_promise(st: Any, fo: Forest, cards: tuple, weights: Outlook) -> float:
    left = _season_left(st)
    trees_left = left if st.season >= st.mode.seasons else max(left, weights.floor)
    _, _, monstera, ferns, weather = cards
    sets = (monstera or 0.0) + (ferns or 0.0) + weather
    return weights.trees * trees_left * unfinished(st, fo) + weights.cards * left * sets


def _promise(st: Any, fo: Forest, cards: tuple) -> float:
    """``promise`` from ``_cards``'s answer (its last three terms)."""
    left = _season_left(st)
    if left <= 0:
        return 0.0
    value = unfinished(st, fo)
    _, _, monstera, ferns, weather = cards
    if monstera is not None:
        value += monstera
    if ferns is not None:
        value += ferns
    value += weather
    return left * value
