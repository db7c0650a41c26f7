"""What one seat may know of a Canopée game (§5.6), and what it may do.

Public: every forest (trees, cards, the number of cards under a Hoatzin or a Pitcher Plant), the scores, the
discard pile, how many cards each pile and deck holds, which pile the active player is looking at, the Season
Change card, and in solo the Threats turned face up in the piles. The seat's own: the pile it is looking at,
the pile its Toucan showed it (the cards still there), the cards under its Pitcher Plants, the cards it has in
hand while placing, choosing Germination cards or deciding on a drawn card. Nobody: the set-aside cards, the
order of any deck, the cards under a Hoatzin. A card is named by its uid only where the seat may see it, and
``to_json`` lists the kind of exactly those cards.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import actions as A
from .cardtable import CANOPY, TRUNK
from .evaluate import Outlook, Rivals, outlook, put, take
from .forest import Forest
from .frames import OVER
from .scoring import tree_points


@dataclass(frozen=True)
class TreeValue:
    """A tree as it stands, for a table to show: ``height`` (its trunks), ``trunks`` (their values, from the base
    up), ``multiplier`` (its canopy's; None while unfinished), ``points`` (a completed tree's worth by the rules'
    scoring: what the end of the season adds when it is not ``scored`` yet, what it scored when it is; None while
    unfinished: an unfinished tree scores nothing)."""

    tid: int
    height: int
    trunks: tuple[int, ...]
    multiplier: int | None
    points: int | None
    scored: bool

    @property
    def scores_now(self) -> int:
        """What the tree would add if the season ended now (step 4 scores completed trees once)."""
        return self.points if self.points is not None and not self.scored else 0


class CanopeeView:
    __slots__ = ("state", "seat")

    def __init__(self, state: Any, seat: int):
        self.state = state
        self.seat = seat

    # ------------------------------------------------------------------ protocol

    def decision(self) -> str | None:
        st = self.state
        return st._dname if self.seat == st._dseat and st.phase != OVER else None

    def legal_actions(self) -> tuple:
        # read straight from the state: the bots ask it at every decision of every simulated game (a finished
        # game has no seat to decide and no legal action: see ``CanopeeState.check_invariants``)
        st = self.state
        return st._dlegal if self.seat == st._dseat else ()

    # ------------------------------------------------------------------ what the seat sees

    def looking_at(self) -> int | None:
        """The spot whose pile this seat is looking at (None if none)."""
        look = self.state.looking
        return look[1] if look is not None and look[0] == self.seat else None

    def season(self) -> int:
        """The season being played (1-based)."""
        return self.state.season

    def spots(self) -> tuple[int, ...]:
        """The spots whose piles this seat looks at, in the order it looks at them (public)."""
        return tuple(self.state.order_of[self.seat])

    def pile_size(self, spot: int) -> int:
        """How many cards the pile of ``spot`` holds (public)."""
        return len(self.state.spots[spot])

    def pile(self, spot: int) -> list[int] | None:
        """The cards of a pile if this seat may see them all, else None (see ``pile_known``)."""
        st = self.state
        if self.looking_at() == spot:
            return list(st.spots[spot])
        return None

    def pile_known(self, spot: int) -> list[int]:
        """The cards of a pile this seat knows: all of it while looking at it; else what its Toucan showed and
        is still there, and (solo) the Threats face up."""
        st = self.state
        pile = st.spots[spot]
        if self.looking_at() == spot:
            return list(pile)
        known = []
        peek = st.peek
        if peek is not None and peek[0] == self.seat and peek[1] == spot:
            known = [u for u in peek[2] if u in pile]
        if st.face_up:
            known += [u for u in pile if u in st.face_up and u not in known]
        return known

    def in_hand(self) -> dict[str, list[int]]:
        """Cards this seat holds in transit, by what they wait for: "place" (to be added one by one), "keep"
        (a kept pile before Goliath / Pitcher Plant), "tamarin", "collybia", "germination"."""
        out: dict[str, list[int]] = {}
        for fr in self.state.stack:
            name = fr[0]
            if name in ("place", "collybia_keep") and fr[1] == self.seat:
                out.setdefault("place" if name == "place" else "collybia", []).extend(fr[2])
            elif name == "keep" and fr[1] == self.seat:
                out.setdefault("keep", []).extend(fr[5])
                out.setdefault("returned", []).extend(fr[6])
            elif name == "card" and fr[1] == self.seat and fr[3] != "lightning":
                out.setdefault("placing", []).append(fr[2])
            elif name == "refuse" and fr[1] == self.seat and fr[3] == "boa_pitcher":
                out.setdefault("place", []).append(fr[4])
            elif name == "tamarin" and fr[1] == self.seat:
                out.setdefault("tamarin", []).extend(fr[2])
                out.setdefault("place", []).extend(fr[4])
            elif name == "germ_pick" and fr[1] == self.seat:
                out.setdefault("germination", []).extend(fr[2])
        return out

    def visible_cards(self) -> set[int]:
        """Every uid this seat may see where it is now (the public log tells where cards went; a card gone
        back under a deck is not listed here)."""
        st = self.state
        seen: set[int] = set(st.discard)
        for f, fo in enumerate(st.forests):
            seen.update(fo.cards)
            for t in fo.trees:
                seen.update(t.trunks)
                if t.canopy >= 0:
                    seen.add(t.canopy)
            if f == self.seat:
                seen.update(fo.pitcher.values())
        for spot in range(len(st.spots)):
            seen.update(self.pile_known(spot))
        for cards in self.in_hand().values():
            seen.update(cards)
        return seen

    def kind(self, uid: int) -> str:
        """The kind of a card this seat may see (in its legal actions, a forest, the discard pile...)."""
        return self.state.ct.kind[uid]

    def category(self, uid: int) -> int:
        """The category (cardtable.TRUNK, CANOPY, FLORA...) of a card this seat may see."""
        return self.state.ct.cat[uid]

    def immediate(self, uid: int) -> bool:
        """Whether a card this seat may see resolves on arrival (Drought, Lightning)."""
        return self.state.ct.immediate[uid]

    def forest(self, f: int):
        """Forest ``f`` (public, but for the cards under its Hoatzin and Pitcher Plants: read ``to_json``)."""
        return self.state.forests[f]

    def points(self) -> list[int]:
        """Every forest's points so far (the Spirit's last in solo)."""
        return list(self.state.points)

    def trees(self, f: int) -> list[TreeValue]:
        """Forest ``f``'s trees (public), each with its height and its worth by the rules' scoring."""
        val = self.state.ct.val
        out = []
        for t in self.state.forests[f].trees:
            values = tuple(val[u] for u in t.trunks)
            multiplier = val[t.canopy] if t.canopy >= 0 else None
            points = tree_points(values, multiplier) if multiplier is not None else None
            out.append(TreeValue(t.tid, len(values), values, multiplier, points, t.scored))
        return out

    # ------------------------------------------------------------------ the whole view, as JSON

    def to_json(self) -> dict:
        st = self.state
        seat = self.seat
        kind = st.ct.kind
        spots = []
        for i, pile in enumerate(st.spots):
            entry: dict[str, Any] = {"count": len(pile)}
            known = self.pile_known(i)
            if known:
                entry["known"] = known
            if st.face_up:
                entry["face_up"] = [u for u in pile if u in st.face_up]
            spots.append(entry)
        forests = []
        for f, fo in enumerate(st.forests):
            forests.append({
                "trees": [{"id": t.tid, "trunks": list(t.trunks), "canopy": t.canopy, "scored": t.scored,
                           "awarded": t.awarded} for t in fo.trees],
                "cards": list(fo.cards),
                "hoatzin": len(fo.hoatzin),
                "pitcher": [{"plant": p, "card": c if f == seat else None} for p, c in fo.pitcher.items()],
                "points": st.points[f],
            })
        look = st.looking
        to_act = sorted(st.to_act())
        out = {
            "game": st.game_id, "seat": seat, "players": st.players, "solo": st.solo,
            "season": st.season, "seasons": st.mode.seasons, "phase": st.phase, "active": st.active,
            "season_change": st.sc_id,
            "decision": self.decision(),
            "waiting_for": [{"seat": s, "decision": st.decision(s)} for s in to_act],
            "legal": [a.to_json() for a in self.legal_actions()],
            "deck": len(st.deck), "decks": [len(d) for d in st.decks[st.season:]],
            "germination": len(st.germ), "set_aside": len(st.set_aside), "discard": list(st.discard),
            "spots": spots, "spots_of_seat": list(st.order_of[seat]) if seat < len(st.order_of) else [],
            "looking": None if look is None else {"seat": look[0], "spot": look[1]},
            "forests": forests, "points": list(st.points),
            "sheets": [[dict(s) for s in season] for season in st.sheets],
            "in_hand": self.in_hand(),
            "last_pile": st.last_pile,
        }
        out["cards"] = {str(u): kind[u] for u in sorted(self.visible_cards())}
        return out

    # ------------------------------------------------------------------ a state as this seat may imagine it

    def determinize(self, rng: Any):
        """A whole state consistent with what this seat knows: a clone whose hidden cards (the decks, the
        set-aside cards, the piles it has not seen, the stores under Hoatzins and other seats' Pitcher Plants,
        other seats' cards in hand) are dealt again at random among the same places. Cards the seat to decide
        sees stay where they are, so the pending decision keeps its legal actions."""
        st = self.state
        known = self.visible_cards()
        deciding = st._dseat
        if 0 <= deciding < st.players and deciding != self.seat:
            known |= CanopeeView(st, deciding).visible_cards()
        known.update(st.supply)
        origin = st.ct.origin
        pools: dict[int, list[int]] = {}
        for u in range(st.ct.size):
            if u not in known:
                pools.setdefault(origin[u], []).append(u)
        mapping: dict[int, int] = {}
        for cards in pools.values():
            dealt = list(cards)
            rng.shuffle(dealt)
            mapping.update(zip(cards, dealt))
        other = st.clone()
        other.remap(mapping)
        return other

    # ------------------------------------------------------------------ for bots and hints

    def value(self, weights: Outlook | None = None) -> float:
        """This seat's forest as it would score if the season ended now (evaluate.forest_value), plus a share
        of what its unfinished trees and sets promise (evaluate.promise, or as ``weights`` weigh it)."""
        st = self.state
        return outlook(st, st.forests[self.seat], self._rivals(), weights)

    def score_if(self, action: Any, weights: Outlook | None = None) -> float:
        """What this seat's forest would be worth (as ``value``) after ``action``, from what the seat knows:
        its forest, the cards it holds or looks at, the public forests. Actions whose outcome is hidden (a
        draw, refusing a pile) leave the value as it is."""
        return self.scores_if((action,), weights)[0]

    def scores_if(self, actions: Any, weights: Outlook | None = None) -> list[float]:
        """``score_if`` of each of ``actions``, the other forests read once."""
        rivals = self._rivals()
        return [self._score_if(a, rivals, weights) for a in actions]

    def _rivals(self) -> Rivals:
        st = self.state
        return Rivals(st, [g for f, g in enumerate(st.forests) if f != self.seat])

    def _score_if(self, action: Any, rivals: Rivals, weights: Outlook | None) -> float:
        st = self.state
        fo = st.forests[self.seat]
        name = self.decision()
        t = type(action)
        if action is A.KEEP:
            spot = self.looking_at()
            if spot is not None:
                fo = _add_all(st, fo, st.spots[spot])
        elif t is A.Choose:
            u = action.card
            if name in ("order", "tamarin", "boa", "germination"):
                fo = _add_all(st, fo, [u])
            elif name == "goliath":
                pass
            elif name in ("prestige",):
                fo = _copy(fo)
                fo.cards.append(u)
            elif _in_forest(fo, u):
                fo = _copy(fo)
                take(st, fo, u)
        elif t is A.PlaceTrunk or t is A.PlaceCanopy:
            card = self._placing()
            if card >= 0:
                fo = _copy(fo)
                put(st, fo, card, None if action.tree < 0 else action.tree)
        return outlook(st, fo, rivals, weights)

    def _placing(self) -> int:
        for fr in reversed(self.state.stack):
            if fr[0] == "card" and fr[1] == self.seat:
                return fr[2]
        return -1


def _in_forest(fo: Any, u: int) -> bool:
    if u in fo.cards:
        return True
    return any(u in t.trunks or t.canopy == u for t in fo.trees)


def _copy(fo: Any) -> Forest:
    """What the evaluation reads of a forest (its trees and its cards), copied to be changed."""
    return Forest([t.copy() for t in fo.trees], fo.cards[:])


def _add_all(st: Any, fo: Any, cards: list[int]) -> Any:
    """The forest with ``cards`` added sensibly: trunks on the tallest unfinished tree (a new tree if none),
    canopies on the tallest unfinished tree, immediate cards ignored."""
    cat = st.ct.cat
    ordered = sorted(cards, key=lambda u: 0 if cat[u] == TRUNK else 1 if cat[u] == CANOPY else 2)
    fo = _copy(fo)
    for u in ordered:
        tree = None
        if cat[u] == TRUNK:
            unfinished = [t for t in fo.trees if t.canopy < 0]
            if unfinished:
                tree = max(unfinished, key=lambda t: (len(t.trunks), -t.tid)).tid
        put(st, fo, u, tree)
    return fo
