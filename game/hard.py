"""The Hard computer opponent: Monte-Carlo look-ahead over the cards it has not seen.

For its most promising moves (the best immediate gains, as Medium sees them) it plays the rest of its game
out many times with cards drawn from the *unseen* pool — the whole deck minus every card lying face up and
minus its own hand — and keeps the move whose futures end best on average. The same futures are used for
every candidate move (common random numbers), so the comparison between moves is much sharper than the
noise of any single future.

It reads the game only through its SeatView: its own hand, the public ecosystems, the neutral pile and the
solo opponent's grid; never another hand nor the deck's order. Every random draw comes from its own seeded
generator, so the same seed gives the same choices.

The play-outs use a fast placement policy: each card goes to the legal cell where its neighbours suit it
best, by an affinity table the scorer itself computes (what two kinds side by side are worth together).
Rival ecosystems are not played out; their comparison values (streams, wolves, gazelle herds) are
extrapolated to the end of the game.
"""
from __future__ import annotations

import random
from typing import Sequence

from .actions import Action, Discard, LegalPicks, Pick
from .bots import _best, _picks, _Weigher
from .catalogue import GRID_CELLS, GRID_COLS, GameRules
from .ecosystem import STRIDE, Ecosystem, board_neighbours
from .scoring import EMPTY
from .view import SeatView

_AFFINITY: dict[str, list[list[float]]] = {}
_POLICIES: dict[str, "_Policy"] = {}


def affinity(rules: GameRules) -> list[list[float]]:
    """aff[a][b]: points that a card of kind ``a`` and one of kind ``b`` earn by lying side by side, beyond
    what each earns alone (negative when they spoil each other, like a fox next to a wolf). Kinds compared
    by their largest group (streams) get a small bonus for joining up."""
    cached = _AFFINITY.get(rules.id)
    if cached is not None:
        return cached
    scorer = rules.scorer
    n = len(rules.kinds)

    def alone(k: int) -> int:
        frame = [EMPTY] * GRID_CELLS
        frame[GRID_COLS + 1] = k
        return scorer.score_frame(frame).total

    single = [alone(k) for k in range(n)]
    table = [[0.0] * n for _ in range(n)]
    grouped = {kind for kind, _ in scorer.majorities}
    for a in range(n):
        for b in range(n):
            both = []
            for other in (GRID_COLS + 2, 2 * GRID_COLS + 1):       # beside it, and below it
                frame = [EMPTY] * GRID_CELLS
                frame[GRID_COLS + 1], frame[other] = a, b
                both.append(scorer.score_frame(frame).total)
            table[a][b] = sum(both) / len(both) - single[a] - single[b]
            if a == b and a in grouped:
                table[a][b] += 1.5
    _AFFINITY[rules.id] = table
    return table


class HardAgent:
    """Hard: Monte-Carlo look-ahead over the unseen cards, from its own seat's knowledge only."""

    name = "hard"
    slow = True          # may think for longer than a frame: the window runs it in a worker thread
    CANDIDATES = 8       # moves played out: the best immediate gains
    ROLLOUTS = 16        # futures per move (the same futures for every move)

    def __init__(self, seed: int = 0, candidates: int | None = None, rollouts: int | None = None):
        self.rng = random.Random(seed)
        self.candidates = candidates or self.CANDIDATES
        self.rollouts = rollouts or self.ROLLOUTS

    # ------------------------------------------------------------------ what this seat knows

    @staticmethod
    def unseen(view: SeatView) -> list[int]:
        """Kind indices of every card this seat cannot see now (in rivals' hands, the deck or discarded)."""
        rules = view.rules
        counts = [k.count for k in rules.kinds]
        index = rules.kind_by_id

        def take(kind_id: str) -> None:
            counts[index[kind_id].index] -= 1

        for seat in range(view.players):
            for kind_id in view.ecosystem(seat).values():
                take(kind_id)
        for kind_id in view.hand:
            take(kind_id)
        for kind_id in view.neutral_pile:
            take(kind_id)
        for kind_id in view.opponent:
            take(kind_id)
        return [k for k, c in enumerate(counts) for _ in range(max(0, c))]

    # ------------------------------------------------------------------ choosing

    def choose(self, view: SeatView) -> Action:
        legal = view.legal_actions()
        if view.solo:
            return _SoloPlanner(view, self.rng, self.candidates, self.rollouts).choose(legal)
        weigh = _Weigher(view)
        ranked = sorted(((weigh.gain(p), i, p) for i, p in enumerate(_picks(legal, legal.cards))),
                        key=lambda t: (-t[0], t[1]))
        if len(ranked) == 1:
            return ranked[0][2]
        shortlist = [p for _, _, p in ranked[: self.candidates]]
        return self._monte_carlo(view, shortlist)

    def _monte_carlo(self, view: SeatView, shortlist: list[Pick]) -> Pick:
        rules = view.rules
        scorer = rules.scorer
        aff = affinity(rules)
        index = rules.kind_by_id
        own = Ecosystem.from_list([[r, c, index[k].index] for (r, c), k in view.ecosystem(view.seat).items()])
        remaining = GRID_CELLS - own.count - 1
        hand = [index[k].index for k in view.hand]
        pool = self.unseen(view)
        rivals = self._final_rivals(view)
        kind_table = tuple(range(len(rules.kinds))) + (EMPTY,)
        rng = self.rng
        futures = []
        for _ in range(self.rollouts):
            seq_seed = rng.random()
            futures.append(seq_seed)
        totals = [0] * len(shortlist)
        for f in futures:
            for i, pick in enumerate(shortlist):
                kind = index[pick.card].index
                eco = own.copy()
                eco.place(kind, pick.cell)
                if pick.swap is not None:
                    eco.swap(*pick.swap)
                cards = pool + hand
                cards.remove(kind)
                order = random.Random(f)
                order.shuffle(cards)
                for step in range(remaining):
                    k = cards[step]
                    eco.place_bit(k, _best_cell(eco, k, aff, order))
                totals[i] += scorer.total_against(eco.frame(kind_table), rivals)
        best = max(range(len(shortlist)), key=lambda i: (totals[i], -i))
        return shortlist[best]

    @staticmethod
    def _final_rivals(view: SeatView) -> dict[int, list[int]]:
        """The comparison values the other ecosystems (and the neutral pile) should reach by the end:
        what they show now, extrapolated to 20 cards, pulled towards the deck's share while few are placed."""
        rules = view.rules
        scorer = rules.scorer
        frames = view.frames()
        seat = view.seat
        rival_frames = [f for i, f in enumerate(frames) if i != seat]
        neutral = [rules.kind(k).index for k in view.neutral_pile] if view.has_neutral else None
        now = scorer.rival_values(rival_frames, neutral)
        placed = sum(1 for k in frames[seat] if k != EMPTY)
        total_cards = len(rules.deck)
        prior = {kind: GRID_CELLS * rules.kinds[kind].count / total_cards for kind in now}
        weight = 4
        out = {}
        for kind, values in now.items():
            out[kind] = [round((v + prior[kind] / GRID_CELLS * weight) / (placed + weight) * GRID_CELLS)
                         for v in values]
        return out


def _best_cell(eco: Ecosystem, kind: int, aff: list[list[float]], rng: random.Random) -> int:
    """The legal board bit where ``kind`` has the best neighbours (ties: at random)."""
    mask = eco.legal_mask()
    board = eco.board
    row = aff[kind]
    best_value, best = None, []
    while mask:
        low = mask & -mask
        b = low.bit_length() - 1
        mask ^= low
        value = 0.0
        for nb in board_neighbours(eco.occupied, b):
            value += row[board[nb]]
        if best_value is None or value > best_value:
            best_value, best = value, [b]
        elif value == best_value:
            best.append(b)
    return best[int(rng.random() * len(best))]


class _Policy:
    """The play-outs' quick judgement of a card at a cell: its own worth, what its neighbours add
    (the affinity table), the rows and columns a lines-scoring kind (Cerf, Arbre) opens, and in Forêt a
    bonus for a kind not yet in the ecosystem (one gap fewer for biodiversity)."""

    BIODIVERSITY_BONUS = 3.0

    def __init__(self, rules: GameRules):
        self.aff = affinity(rules)
        self.base = _base_values(rules)
        self.lines = {k.index: r["points"] for k in rules.kinds for r in k.rules if r.type == "lines"}
        for kind in self.lines:
            self.base[kind] = 0.0
        self.bonus = self.BIODIVERSITY_BONUS if rules.biodiversity is not None else 0.0

    def best_cell(self, eco: Ecosystem, kind: int, shift: float = 0.0) -> tuple[int, float]:
        """(board bit, value) of the legal cell where ``kind`` is worth most (the first such in bit order);
        ``shift`` is added to the card's own worth."""
        mask = eco.legal_mask()
        board, occupied = eco.board, eco.occupied
        row = self.aff[kind]
        points = self.lines.get(kind)
        rows = cols = None
        value0 = self.base[kind] + shift
        if points is not None or self.bonus:
            mine = [b for b, k in board.items() if k == kind]
            if not mine:
                value0 += self.bonus
            if points is not None:
                rows = {b // STRIDE for b in mine}
                cols = {b % STRIDE for b in mine}
        best_value, best = None, -1
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            mask ^= low
            value = value0
            for nb in board_neighbours(occupied, b):
                value += row[board[nb]]
            if rows is not None:
                value += points * ((b // STRIDE not in rows) + (b % STRIDE not in cols))
            if best_value is None or value > best_value:
                best_value, best = value, b
        return best, best_value

    def opponent_value(self, opp: list[int], kind: int, shift: float = 0.0) -> float:
        """What ``kind`` is worth to the solo opponent as the next card of its reading-order grid."""
        n = len(opp)
        value = self.base[kind] + shift
        row = self.aff[kind]
        if n % GRID_COLS:
            value += row[opp[n - 1]]
        if n >= GRID_COLS:
            value += row[opp[n - GRID_COLS]]
        points = self.lines.get(kind)
        if points is not None:
            r, c = divmod(n, GRID_COLS)
            mine = [i for i, k in enumerate(opp) if k == kind]
            value += points * ((r not in {i // GRID_COLS for i in mine}) + (c not in {i % GRID_COLS for i in mine}))
        return value


def _base_values(rules: GameRules) -> list[float]:
    """What one card of each kind is worth on its own, a compared kind counting a share of its first prize."""
    scorer = rules.scorer
    firsts = {kind: prizes[0] for kind, prizes in scorer.majorities}
    out = []
    for k in range(len(rules.kinds)):
        frame = [EMPTY] * GRID_CELLS
        frame[GRID_COLS + 1] = k
        out.append(scorer.score_frame(frame).total + firsts.get(k, 0) / 3)
    return out


class _SoloPlanner:
    """Solo: plays the rest of the game out — its own known hand, draws from the unseen deck, the opponent's
    grid filled in reading order by the discards — for each candidate placement or discard."""

    def __init__(self, view: SeatView, rng: random.Random, candidates: int, rollouts: int):
        self.view = view
        self.rng = rng
        self.candidates = candidates
        self.rollouts = rollouts
        rules = view.rules
        self.rules = rules
        self.solo = rules.solo
        self.policy = _POLICIES.get(rules.id) or _POLICIES.setdefault(rules.id, _Policy(rules))
        index = rules.kind_by_id
        self.index = index
        self.own = Ecosystem.from_list([[r, c, index[k].index] for (r, c), k in view.ecosystem(0).items()])
        self.hand = [index[k].index for k in view.hand]
        self.opp = [index[k].index for k in view.opponent]
        self.pool = HardAgent.unseen(view)
        self.kind_table = tuple(range(len(rules.kinds))) + (EMPTY,)
        # compared kinds (streams, wolves, gazelles): their cards are weighed by how they move the prizes
        # between the player and the opponent (counting cards, a fair stand-in for a stream's length)
        self.prizes = dict(rules.scorer.majorities)
        self.majority_base = {kind: self.policy.base[kind] for kind in self.prizes}

    def _swing(self, kind: int, mine: int, theirs: int) -> float:
        """(player's prize − opponent's prize) for a compared kind at these counts."""
        prizes = self.prizes[kind]

        def prize(v: int, other: int) -> int:
            if v <= 0:
                return 0
            place = 1 if other > v else 0
            return prizes[place] if place < len(prizes) else 0

        return prize(mine, theirs) - prize(theirs, mine)

    def _shifts(self, mine: list[int], theirs: list[int]) -> tuple[dict[int, float], dict[int, float]]:
        """Per compared kind: the worth of one more card to the player, and to the opponent (as harm)."""
        keep, give = {}, {}
        for kind in self.prizes:
            m, t = mine[kind], theirs[kind]
            now = self._swing(kind, m, t)
            extra = self.prizes[kind][0] and self.majority_base[kind] - self.prizes[kind][0] / 3  # e.g. 2/gazelle
            keep[kind] = self._swing(kind, m + 1, t) - now + extra - self.policy.base[kind]
            give[kind] = now - self._swing(kind, m, t + 1) + extra - self.policy.base[kind]
        return keep, give

    def choose(self, legal) -> Action:
        rng = self.rng
        futures = [rng.random() for _ in range(self.rollouts)]
        if isinstance(legal, LegalPicks):
            weigh = _Weigher(self.view)
            ranked = sorted(((weigh.gain(p), i, p) for i, p in enumerate(_picks(legal, legal.cards))),
                            key=lambda t: (-t[0], t[1]))
            if len(ranked) == 1:
                return ranked[0][2]
            options: list[Action] = [p for _, _, p in ranked[: self.candidates]]
        else:
            options = list(legal)
            if len(options) == 1:
                return options[0]
        totals = [0] * len(options)
        for f in futures:
            for i, option in enumerate(options):
                totals[i] += self._play_out(option, f)
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def _play_out(self, option: Action, future: float) -> int:
        """The margin at the end of one imagined future after ``option``."""
        eco = self.own.copy()
        hand = list(self.hand)
        opp = list(self.opp)
        deck = list(self.pool)
        order = random.Random(future)
        order.shuffle(deck)
        kind = self.index[option.card].index
        hand.remove(kind)
        if isinstance(option, Pick):
            eco.place(kind, option.cell)
            if option.swap is not None:
                eco.swap(*option.swap)
            opp.append(None)          # the discard comes below, once the counts are known
        else:
            opp.append(kind)
        solo = self.solo
        best_cell = self.policy.best_cell
        nk = len(self.kind_table) - 1
        mine, theirs = [0] * nk, [0] * nk
        for k in eco.board.values():
            mine[k] += 1
        for k in opp[:-1] if opp[-1] is None else opp:
            theirs[k] += 1
        if opp[-1] is None:
            keep, give = self._shifts(mine, theirs)
            opp[-1] = k = self._discard(eco, hand, opp[:-1], keep, give)
            theirs[k] += 1
        while len(opp) < solo.turns:
            # draw, as the rules say: 5 after the opponent completes a row, else 1
            n = solo.draw_after_row if len(opp) % GRID_COLS == 0 else solo.draw
            hand.extend(deck[:n])
            del deck[:n]
            keep, give = self._shifts(mine, theirs)
            best_value, best = None, None
            for k in set(hand):
                b, value = best_cell(eco, k, keep.get(k, 0.0))
                if best_value is None or value > best_value:
                    best_value, best = value, (k, b)
            k, b = best
            eco.place_bit(k, b)
            mine[k] += 1
            hand.remove(k)
            keep, give = self._shifts(mine, theirs)
            k = self._discard(eco, hand, opp, keep, give)
            theirs[k] += 1
            opp.append(k)
        mine = eco.frame(self.kind_table)
        frame = opp + [EMPTY] * (GRID_CELLS - len(opp))
        a, b = self.rules.scorer.totals([mine, frame], solo=True)
        return a - b

    def _discard(self, eco: Ecosystem, hand: list[int], opp: list[int], keep: dict, give: dict) -> int:
        """Play-out discard: the card that would help the opponent least and us least (removed from hand)."""
        policy = self.policy
        full = eco.count >= GRID_CELLS
        best_value, best = None, None
        for k in set(hand):
            value = policy.opponent_value(opp, k, give.get(k, 0.0))
            if not full:
                value += policy.best_cell(eco, k, keep.get(k, 0.0))[1]
            if best_value is None or value < best_value:
                best_value, best = value, k
        hand.remove(best)
        return best

