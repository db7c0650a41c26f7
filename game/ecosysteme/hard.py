"""The Hard computer opponent: Monte-Carlo look-ahead over the cards it has not seen.

It shortlists its most promising moves (the best immediate gains, as Medium sees them), then plays the rest
of the game out many times after each one, with cards drawn from the *unseen* pool — the whole deck minus
every card lying face up and minus its own hand — and keeps the move whose futures end best. All candidates
meet the same futures (common random numbers), and successive halving gives the close contenders most of the
play-outs, so the comparison between moves is much sharper than the noise of any single future.

- Draft (2-6 players): in each future it fills its ecosystem, choosing at every later pick among a few
  cards of the pool; its total is then settled against the other ecosystems' comparison values (streams,
  wolves, gazelle herds) extrapolated to the end of the game.
- Solo: the future follows the rules exactly — its own known hand, a draw of 1 (or 5 after the opponent
  completes a row), and every discard filling the opponent's grid in reading order — and a move is judged
  by the final margin over the opponent. This is what lets it plan its discards.

It reads the game only through its SeatView: its own hand, the public ecosystems, the neutral pile and the
solo opponent's grid; never another hand nor the deck's order. Every random draw comes from its own seeded
generator, so the same seed gives the same choices.

The play-outs use a fast placement policy (``_Policy``): a card goes to the legal cell where it is worth most
by tables that the scorer itself computes from data/cards.yaml — what two kinds earn together side by side,
diagonally or two cells apart — plus the rows and columns a lines-scoring kind (Cerf, Arbre) opens and, in
Forêt, a bonus for a kind the ecosystem lacks (biodiversity).
"""
from __future__ import annotations

import random

from .actions import Action, LegalPicks, Pick
from .bots import _picks, _Weigher
from .cards import GRID_CELLS, GRID_COLS, GameRules
from .ecosystem import AROUND_BITS, BOARD_BITS, DIAGONAL_BITS, STRAIGHT_2_BITS, STRIDE, Ecosystem
from .grid import EMPTY
from .view import SeatView

_AFFINITY: dict[tuple, list[list[float]]] = {}
_POLICIES: dict[str, "_Policy"] = {}


ADJACENT_PAIRS = ((0, 1), (1, 0))          # beside, below
DIAGONAL_PAIRS = ((1, 1), (1, -1))
STRAIGHT_2_PAIRS = ((0, 2), (2, 0))         # two cells away in a line


def affinity(rules: GameRules, offsets: tuple[tuple[int, int], ...] = ADJACENT_PAIRS) -> list[list[float]]:
    """aff[a][b]: the points a card of kind ``a`` and one of kind ``b`` earn together at these relative
    positions (by default side by side), beyond what each earns alone: negative when they spoil each other,
    like a fox next to a wolf. Worked out by the scorer itself, so it follows the rules in cards.yaml. Kinds
    compared by their largest group (streams) get a small bonus for joining up."""
    key = (rules.id, offsets)
    cached = _AFFINITY.get(key)
    if cached is not None:
        return cached
    scorer = rules.scorer
    n = len(rules.kinds)
    anchor = GRID_COLS + 1                    # row 1, column 1: every offset above stays inside the frame

    def alone(k: int) -> int:
        frame = [EMPTY] * GRID_CELLS
        frame[anchor] = k
        return scorer.score_frame(frame).total

    single = [alone(k) for k in range(n)]
    table = [[0.0] * n for _ in range(n)]
    grouped = {kind for kind, _ in scorer.majorities} if offsets == ADJACENT_PAIRS else set()
    for a in range(n):
        for b in range(n):
            both = []
            for dr, dc in offsets:
                frame = [EMPTY] * GRID_CELLS
                frame[anchor], frame[anchor + dr * GRID_COLS + dc] = a, b
                both.append(scorer.score_frame(frame).total)
            table[a][b] = sum(both) / len(both) - single[a] - single[b]
            if a == b and a in grouped:
                table[a][b] += 1.5
    _AFFINITY[key] = table
    return table


def _shortlist(view: SeatView, legal: LegalPicks, n: int) -> list[Pick]:
    """The ``n`` legal picks with the best immediate gain (as Medium weighs them), in that order."""
    weigh = _Weigher(view)
    ranked = sorted(((weigh.gain(p), i, p) for i, p in enumerate(_picks(legal, legal.cards))),
                    key=lambda t: (-t[0], t[1]))
    return [p for _, _, p in ranked[:n]]


def _own_ecosystem(view: SeatView) -> Ecosystem:
    """A copy of this seat's ecosystem holding kind indices (the play-outs' working copy)."""
    index = view.rules.kind_by_id
    return Ecosystem.from_list([[r, c, index[k].index] for (r, c), k in view.ecosystem(view.seat).items()])


class HardAgent:
    """Hard: Monte-Carlo look-ahead over the unseen cards, from its own seat's knowledge only."""

    name = "hard"
    slow = True          # may think for longer than a frame: the window runs it in a worker thread
    CANDIDATES = 12      # moves played out: the best immediate gains
    ROLLOUTS = 32        # futures per move (the same futures for every move)
    LOOK = 3             # draft play-outs: the future hands offer this many cards to choose from

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
        shortlist = _shortlist(view, legal, self.candidates)
        if len(shortlist) == 1:
            return shortlist[0]
        return self._monte_carlo(view, shortlist)

    def _monte_carlo(self, view: SeatView, shortlist: list[Pick]) -> Pick:
        """Play each shortlisted pick out to the end of the game, in the same imagined futures."""
        rules = view.rules
        scorer = rules.scorer
        policy = _policy(rules)
        index = rules.kind_by_id
        own = _own_ecosystem(view)
        counts0 = [0] * policy.empty
        for k in own.board.values():
            counts0[k] += 1
        remaining = GRID_CELLS - own.count - 1
        # the cards this seat may still get: every card it cannot see, and the rest of its hand (which may
        # come back round); the same list for every candidate, so that they meet the same futures
        cards = self.unseen(view) + [index[k].index for k in view.hand]
        look = self.LOOK
        rivals = self._final_rivals(view)
        kind_table = tuple(range(policy.empty)) + (EMPTY,)
        best_cell = policy.best_cell

        def play_out(pick: Pick, future: float) -> int:
            kind = index[pick.card].index
            eco = own.copy()
            eco.place(kind, pick.cell)
            if pick.swap is not None:
                eco.swap(*pick.swap)
            grid = policy.grid(eco)
            counts = list(counts0)
            counts[kind] += 1
            drawn = random.Random(future).sample(cards, min(len(cards), remaining * look))
            for step in range(remaining):
                best_value, best = None, None
                for k in drawn[step * look:(step + 1) * look]:
                    b, value = best_cell(eco, grid, counts[k], k)
                    if best_value is None or value > best_value:
                        best_value, best = value, (k, b)
                if best is None:
                    break
                k, b = best
                eco.place_bit(k, b)
                grid[b] = k
                counts[k] += 1
            return scorer.total_against(eco.frame(kind_table), rivals)

        return _halving(shortlist, self.rng, self.rollouts * len(shortlist), play_out)

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
        self.empty = len(rules.kinds)          # the grid's "no card" (its affinity is 0 with every kind)
        self.rows = [row + [0.0] for row in self.aff]
        for kind in self.lines:                # rows and columns are counted apart (see best_cell)
            self.rows[kind][kind] = 0.0
        # kinds that also care about cards further away (Aigle, Guépard, Hyène): (neighbour bits, table) pairs
        self.far: list[list[tuple[list, list[float]]]] = [[] for _ in range(self.empty)]
        for offsets, bits in ((DIAGONAL_PAIRS, DIAGONAL_BITS), (STRAIGHT_2_PAIRS, STRAIGHT_2_BITS)):
            table = [list(row) for row in affinity(rules, offsets)]
            for kind in self.lines:
                table[kind][kind] = 0.0
            for k in range(self.empty):
                if any(table[k]):
                    self.far[k].append((bits, table[k] + [0.0]))

    def grid(self, eco: Ecosystem) -> list[int]:
        """The board as a list (kind per board bit, ``self.empty`` where there is no card): the play-outs'
        fast copy of an ecosystem, kept beside it."""
        grid = [self.empty] * BOARD_BITS
        for b, k in eco.board.items():
            grid[b] = k
        return grid

    def best_cell(self, eco: Ecosystem, grid: list[int], count: int, kind: int,
                  shift: float = 0.0) -> tuple[int, float]:
        """(board bit, value) of the legal cell where ``kind`` is worth most (the first such in bit order).
        ``count``: cards of this kind already there; ``shift`` is added to the card's own worth."""
        mask = eco.legal_mask()
        row = self.rows[kind]
        far = self.far[kind]
        points = self.lines.get(kind)
        rows = cols = None
        value0 = self.base[kind] + shift
        if not count:
            value0 += self.bonus
        elif points is not None:
            mine = [b for b, k in eco.board.items() if k == kind]
            rows = {b // STRIDE for b in mine}
            cols = {b % STRIDE for b in mine}
        best_value, best = None, -1
        while mask:
            low = mask & -mask
            b = low.bit_length() - 1
            mask ^= low
            value = value0
            for nb in AROUND_BITS[b]:
                value += row[grid[nb]]
            for bits, far_row in far:
                for nb in bits[b]:
                    value += far_row[grid[nb]]
            if rows is not None:
                value += points * ((b // STRIDE not in rows) + (b % STRIDE not in cols))
            elif points is not None:
                value += 2 * points            # the first of its kind opens a row and a column
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


def _halving(options: list, rng: random.Random, budget: int, play_out) -> object:
    """The option whose play-outs end best on average, by successive halving: all options are played out in
    a few futures, then the better half in more futures, and so on, so that the close contenders get most of
    the ``budget`` of play-outs. The options still in the running have always been played in the same futures,
    so their totals compare fairly."""
    totals = [0] * len(options)
    alive = list(range(len(options)))
    rounds = max(1, (len(options) - 1).bit_length())
    futures: list[float] = []
    used = 0
    while len(alive) > 1:
        per = max(1, budget // (rounds * len(alive)))
        while len(futures) < used + per:
            futures.append(rng.random())
        for f in futures[used:used + per]:
            for i in alive:
                totals[i] += play_out(options[i], f)
        used += per
        alive.sort(key=lambda i: (-totals[i], i))
        alive = alive[: (len(alive) + 1) // 2]
    return options[alive[0]]


def _policy(rules: GameRules) -> _Policy:
    policy = _POLICIES.get(rules.id)
    if policy is None:
        policy = _POLICIES[rules.id] = _Policy(rules)
    return policy


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
        self.policy = _policy(rules)
        index = rules.kind_by_id
        self.index = index
        self.own = _own_ecosystem(view)
        self.hand = [index[k].index for k in view.hand]
        self.opp = [index[k].index for k in view.opponent]
        self.pool = HardAgent.unseen(view)
        solo = rules.solo
        given = len(self.opp) + 1              # the opponent's cards once this turn's discard is made
        self.draws = sum(solo.draw_after_row if n % GRID_COLS == 0 else solo.draw
                         for n in range(max(given, 1), solo.turns))
        self.kind_table = tuple(range(len(rules.kinds))) + (EMPTY,)
        # compared kinds (streams, wolves, gazelles): their cards are weighed by how they move the prizes
        # between the player and the opponent (counting cards, a fair stand-in for a stream's length)
        self.prizes = dict(rules.scorer.majorities)
        self.majority_base = {kind: self.policy.base[kind] for kind in self.prizes}
        self._shift_memo: dict = {}

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
        key = tuple((mine[kind], theirs[kind]) for kind in self.prizes)
        known = self._shift_memo.get(key)
        if known is not None:
            return known
        keep, give = {}, {}
        for kind in self.prizes:
            m, t = mine[kind], theirs[kind]
            now = self._swing(kind, m, t)
            extra = self.prizes[kind][0] and self.majority_base[kind] - self.prizes[kind][0] / 3  # e.g. 2/gazelle
            keep[kind] = self._swing(kind, m + 1, t) - now + extra - self.policy.base[kind]
            give[kind] = now - self._swing(kind, m, t + 1) + extra - self.policy.base[kind]
        self._shift_memo[key] = keep, give
        return keep, give

    def choose(self, legal) -> Action:
        options: list[Action] = _shortlist(self.view, legal, self.candidates) if isinstance(legal, LegalPicks) \
            else list(legal)
        if len(options) == 1:
            return options[0]
        return _halving(options, self.rng, self.rollouts * len(options), self._play_out)

    def _play_out(self, option: Action, future: float) -> int:
        """The margin at the end of one imagined future after ``option``."""
        eco = self.own.copy()
        hand = list(self.hand)
        opp = list(self.opp)
        # the draws of this future: the same for every option (the pool does not depend on the option)
        deck = random.Random(future).sample(self.pool, min(len(self.pool), self.draws))
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
        opponent_value = self.policy.opponent_value
        nk = len(self.kind_table) - 1
        mine, theirs = [0] * nk, [0] * nk
        for k in eco.board.values():
            mine[k] += 1
        for k in opp[:-1] if opp[-1] is None else opp:
            theirs[k] += 1
        grid = self.policy.grid(eco)
        if opp[-1] is None:
            keep, give = self._shifts(mine, theirs)
            opp[-1] = k = self._discard(eco, grid, mine, hand, opp[:-1], keep, give)
            theirs[k] += 1
        while len(opp) < solo.turns:
            # draw, as the rules say: 5 after the opponent completes a row, else 1
            n = solo.draw_after_row if len(opp) % GRID_COLS == 0 else solo.draw
            hand.extend(deck[:n])
            del deck[:n]
            keep, give = self._shifts(mine, theirs)
            best_value, best = None, None
            for k in set(hand):
                # every card in hand is, sooner or later, placed or given away: placing the card that would
                # hurt most in the opponent's hands is worth that hurt too (wolves and streams, late in the game)
                b, value = best_cell(eco, grid, mine[k], k, keep.get(k, 0.0))
                value += opponent_value(opp, k, give.get(k, 0.0))
                if best_value is None or value > best_value:
                    best_value, best = value, (k, b)
            k, b = best
            eco.place_bit(k, b)
            grid[b] = k
            mine[k] += 1
            hand.remove(k)
            keep, give = self._shifts(mine, theirs)
            k = self._discard(eco, grid, mine, hand, opp, keep, give)
            theirs[k] += 1
            opp.append(k)
        mine = eco.frame(self.kind_table)
        frame = opp + [EMPTY] * (GRID_CELLS - len(opp))
        a, b = self.rules.scorer.totals([mine, frame], solo=True)
        return a - b

    def _discard(self, eco: Ecosystem, grid: list[int], mine: list[int], hand: list[int], opp: list[int],
                 keep: dict, give: dict) -> int:
        """Play-out discard: the card that would help the opponent least and us least (removed from hand)."""
        policy = self.policy
        full = eco.count >= GRID_CELLS
        best_value, best = None, None
        for k in set(hand):
            value = policy.opponent_value(opp, k, give.get(k, 0.0))
            if not full:
                value += policy.best_cell(eco, grid, mine[k], k, keep.get(k, 0.0))[1]
            if best_value is None or value < best_value:
                best_value, best = value, k
        hand.remove(best)
        return best

