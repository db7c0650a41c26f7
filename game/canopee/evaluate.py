"""What a forest would score if the season ended now: the Forest Spirit's evaluation V (§14.5) and the bots'
yardstick. Public information only: forests are public, and the caller says which cards it adds or removes.

V counts, for one forest against the others: the completed trees not scored yet; the Tallest Tree award if
its best eligible tree is at least as tall as every other forest's; the Lushest Forest award if it has at
least as many completed trees; flora and weather after step 3 played out with least-loss discards (its own
Fire, Disease and Blight, and the others' spreading ones); its wildlife (the Spirit's doubled, never below the
floor); the Spirit's threat bonus. Every number comes from the rules (data/cards.yaml).
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Sequence

from . import scoring as S
from .cardtable import CANOPY, FLORA, TRUNK, WILDLIFE
from .forest import Forest


def _best_height(fo: Forest) -> int:
    return max((len(t.trunks) for t in fo.trees if t.canopy >= 0 and not t.awarded), default=0)


def _completed(fo: Forest) -> int:
    return sum(1 for t in fo.trees if t.canopy >= 0)


def _flora_weather(rules, counts: Counter, completed: int, sc) -> int:
    return sum(S.flora_weather(rules, counts, completed).values()) + S.step5_bonus(sc, counts)


def _lose_least(rules, counts: Counter, kinds: Iterable[str], completed: int, sc, n: int) -> None:
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
    rules, ct = st.rules, st.ct
    kind, cat, val = ct.kind, ct.cat, ct.val
    sc = st.season_change
    value = 0
    for t in fo.trees:
        if t.canopy >= 0 and not t.scored:
            value += sum(val[u] for u in t.trunks) + val[t.canopy] * len(t.trunks)
    best = _best_height(fo)
    if best and all(best >= _best_height(o) for o in others):
        value += S.award_points(st.mode, st.season, sc)
    completed = _completed(fo)
    if completed and all(completed >= _completed(o) for o in others):
        value += st.mode.lushest_forest
    counts = Counter(kind[u] for u in fo.cards)
    flora_kinds = [k for k in counts if cat[ct.of_kind[k][0]] == FLORA]
    th = rules.threats
    # step 3 played out: its Blight, then Fire, then the others' spreading fires
    for _ in range(counts.get("blight", 0) * th.blight_discards):
        present = [k for k in flora_kinds if counts[k] > 0]
        if not present:
            break
        top = max(counts[k] for k in present)
        _lose_least(rules, counts, [k for k in present if counts[k] == top], completed, sc, 1)
    losses = 0
    fires = counts.get("fire", 0)
    spread_at = sc["spread_at"] if sc is not None and sc.effect == "wildfires" else th.fire.spread_at
    if fires >= spread_at:
        losses += th.fire.spread_discards
    elif fires >= th.fire.discard_at and not (sc is not None and sc.effect == "wildfires"):
        losses += th.fire.discards
    for o in others:
        if sum(1 for u in o.cards if kind[u] == "fire") >= spread_at:
            losses += th.fire.spread_discards
    _lose_least(rules, counts, flora_kinds, completed, sc, losses)
    value += _flora_weather(rules, counts, completed, sc)
    wildlife = [kind[u] for u in fo.cards if cat[u] == WILDLIFE]
    if wildlife:
        sick = 0
        diseases = counts.get("disease", 0)
        if diseases >= th.disease.spread_at:
            sick += th.disease.spread_discards
        elif diseases >= th.disease.discard_at:
            sick += th.disease.discards
        for o in others:
            if sum(1 for u in o.cards if kind[u] == "disease") >= th.disease.spread_at:
                sick += th.disease.spread_discards
        wildlife = _lose_wildlife(rules, wildlife, sick, spirit)
        value += S.wildlife_points(rules, wildlife, spirit)
    if spirit:
        mine = S.threat_count(rules, counts_of(ct, fo.cards))
        theirs = max((S.threat_count(rules, counts_of(ct, o.cards)) for o in others), default=0)
        value += S.threat_bonus(rules, mine, theirs)
    return value


def counts_of(ct, cards: Iterable[int]) -> Counter:
    kind = ct.kind
    return Counter(kind[u] for u in cards)


def without(st: Any, fo: Forest, u: int) -> Forest:
    """A copy of ``fo`` without card ``u`` (a discard, as §6.5 and §6.4 describe it)."""
    out = fo.copy()
    c = st.ct.cat[u]
    if c == TRUNK or c == CANOPY:
        for t in out.trees:
            if c == TRUNK and u in t.trunks:
                t.trunks.remove(u)
                if not t.trunks:
                    out.trees.remove(t)
                break
            if c == CANOPY and t.canopy == u:
                t.canopy = -1
                break
    elif u in out.cards:
        out.cards.remove(u)
    return out


def with_card(st: Any, fo: Forest, u: int, tree: int | None = None) -> tuple[Forest, bool]:
    """A copy of ``fo`` with card ``u`` added (a trunk on ``tree``'s tree id or a new tree when None, a canopy
    on ``tree`` or on the tallest unfinished tree), and whether it completes a tree."""
    from .forest import Tree

    out = fo.copy()
    c = st.ct.cat[u]
    if c == TRUNK:
        target = out.tree(tree) if tree is not None else None
        if target is not None and target.canopy < 0:
            target.trunks.append(u)
        else:
            out.trees.append(Tree(-1, [u]))
        return out, False
    if c == CANOPY:
        unfinished = [t for t in out.trees if t.canopy < 0]
        if not unfinished:
            return out, False
        target = out.tree(tree) if tree is not None else None
        if target is None or target.canopy >= 0:
            target = max(unfinished, key=lambda t: (len(t.trunks), -t.tid))
        target.canopy = u
        return out, True
    if not st.ct.immediate[u]:
        out.cards.append(u)
    return out, False


def promise(st: Any, fo: Forest) -> float:
    """A share of what a forest's unfinished work may still bring this season, for the computer seats (the
    Spirit's V does without it): unfinished trees (an average canopy), Monstera short of their set, an even
    number of Ferns, unpaired weather. The share shrinks as the season deck runs out."""
    mode, ct = st.mode, st.ct
    sizes = mode.season_sizes(len(ct.rainforest) - mode.set_aside)
    left = len(st.deck) / max(1, sizes[min(st.season, len(sizes)) - 1])
    if left <= 0:
        return 0.0
    rules = st.rules
    val, kind = ct.val, ct.kind
    value = 0.0
    for t in fo.trees:
        if t.canopy < 0:
            h = len(t.trunks)
            # an average canopy multiplies the height; a taller tree also has the Tallest Tree in sight
            value += 0.6 * (sum(val[u] for u in t.trunks) + h) + 0.4 * h * (h - 1) / 2
    counts = Counter(kind[u] for u in fo.cards)
    s = rules.scoring
    monstera = counts.get("monstera", 0)
    if 0 < monstera < s.monstera_at_least:
        value += 0.5 * s.monstera_points * monstera / s.monstera_at_least
    ferns = counts.get("fern", 0)
    if ferns and ferns % 2 == 0:
        value += 0.5 * s.fern_odd_each * (ferns + 1)
    unpaired = abs(counts.get("rain", 0) - counts.get("sun", 0))
    value += 0.3 * s.rain_sun_pair * min(unpaired, 2)
    return left * value
