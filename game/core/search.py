"""One search for every game's Hard level and hint: information-set Monte Carlo tree search over the protocol.

The seat searching knows only its view. Each iteration deals one world consistent with it
(``view.determinize(rng)``: the hidden cards dealt again, never read), walks down one tree shared by every world
(a node is a sequence of actions; an action not legal in this world is simply not offered there), adds one
node, plays the rest of the game out with the game's own play-out policy (its Medium, or something cheaper), and
gives each node the final reward of the seat that chose its action. This is Cowling, Powley & Whitehouse's
single-observer ISMCTS (*Information Set Monte Carlo Tree Search*, IEEE TCIAIG 2012): selection by UCB1 counts a
child's *availability* (how often it was legal when its parent was reached) instead of the parent's visits, so
that actions legal in few worlds are not favoured. The tree below the root includes the other seats' decisions,
played as each seat would see them in that world.

What is a game's own is asked of its definition (``GameDefBase``'s search hooks, each with a default):
``search_policy`` (the play-out player of a seat), ``search_shortlist`` (the actions worth searching at a node:
all by default), ``search_rewards`` (each seat's reward for a finished game, in [0, 1]) and ``search_cutoff`` /
``search_evaluate`` (a play-out stopped early and its position judged, for long games).

Everything random comes from the search's own generator, seeded by the caller, and the budget is a number of
play-outs: the same seed and position give the same choice on any machine. ``seconds`` is a safety net only (a
slow machine stops early rather than freeze a window's worker); Hard budgets are chosen so that it is not reached.
Pure Python, no pygame.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

EXPLORATION = 0.7           # UCB1's constant for rewards in [0, 1] (a little below √2: the policies are good)


@dataclass(frozen=True)
class Budget:
    playouts: int = 600                 # iterations of the search (the reproducible limit)
    seconds: float | None = 5.0         # a safety net, never the expected limit (see the module's docstring)
    depth: int = 12                     # tree nodes below the root at most; deeper, the policy plays
    exploration: float = EXPLORATION


@dataclass
class _Node:
    seat: int                           # who chose the action leading here (-1: the root)
    visits: int = 0
    reward: float = 0.0                 # sum of ``seat``'s rewards over the visits
    available: int = 0                  # times this node's action was legal when its parent was reached
    won: float = 0.0                    # (the root's children) sum of the root seat's share of the win
    children: dict[Any, "_Node"] = field(default_factory=dict)    # by action (frozen dataclasses: hashable)

    def ucb(self, c: float) -> float:
        return self.reward / self.visits + c * math.sqrt(math.log(max(1, self.available)) / self.visits)


@dataclass(frozen=True)
class Choice:
    """The search's answer: the action chosen, how often each candidate was visited and its mean reward (for
    the hint's reason), and how many play-outs it took."""

    action: Any
    stats: tuple[tuple[Any, int, float], ...]     # (action, visits, mean reward), most visited first
    playouts: int
    chances: tuple[float, ...] = ()               # per entry of ``stats``: the share of its futures the seat won
    #                                               (a future cut off early counts its evaluation)

    def chance(self, action: Any) -> float | None:
        """The share of the searched futures after ``action`` that the seat won (None: not searched)."""
        for (a, _, _), c in zip(self.stats, self.chances):
            if a == action:
                return c
        return None


def next_seat(state: Any) -> int:
    """The seat whose decision comes next (several at once, as in a draw phase: the first in turn order)."""
    waiting = state.to_act()
    order = state.turn_order()
    if order:
        for seat in order:
            if seat in waiting:
                return seat
    return min(waiting)


def search(view: Any, definition: Any, seed: int, budget: Budget = Budget(),
           shortlist: Callable[[Any, int, Sequence[Any]], Sequence[Any]] | None = None) -> Choice:
    """The action ``view``'s seat should take, searched within ``budget``. ``definition``: the game's GameDef
    (its search hooks). ``shortlist``: the root's candidates from its legal actions (default: the definition's
    ``search_shortlist``)."""
    rng = random.Random(seed)
    root_seat = view.seat
    legal = list(view.legal_actions())
    pick = shortlist or definition.search_shortlist
    if len(legal) <= 1:
        return Choice(legal[0] if legal else None, tuple((a, 0, 0.0) for a in legal), 0)
    first = view.determinize(rng)
    seats = _seat_count(first)
    policies = [definition.search_policy(s, rng.getrandbits(31)) for s in range(seats)]
    root = _Node(-1)
    started = time.monotonic()
    done = 0
    world = first
    while done < budget.playouts:
        if done:
            world = view.determinize(rng)
        _iterate(world, root, root_seat, definition, policies, rng, budget, pick)
        done += 1
        if budget.seconds is not None and time.monotonic() - started > budget.seconds:
            break
    ranked = sorted(root.children.items(), key=lambda kv: (-kv[1].visits, -(kv[1].reward / max(1, kv[1].visits))))
    visited = [(a, n) for a, n in ranked if n.visits]
    stats = tuple((a, n.visits, n.reward / n.visits) for a, n in visited)
    action = stats[0][0] if stats else legal[0]
    return Choice(action, stats, done, tuple(n.won / n.visits for _, n in visited))


def _seat_count(state: Any) -> int:
    return len(state.scores())


def _iterate(world: Any, root: _Node, root_seat: int, definition: Any, policies: list, rng: random.Random,
             budget: Budget, shortlist: Callable) -> None:
    node, path, depth = root, [], 0
    c = budget.exploration
    # the tree: walk down while every candidate here has been tried, add one node, then play out
    while not world.is_over and depth < budget.depth:
        seat = root_seat if node is root else next_seat(world)
        legal = world.legal_actions(seat)
        candidates = list(shortlist(world.view(seat), seat, legal)) if len(legal) > 1 else list(legal)
        if not candidates:
            candidates = list(legal)
        children = node.children
        untried = []
        for a in candidates:
            child = children.get(a)
            if child is None:
                untried.append(a)
            else:
                child.available += 1
        if untried:
            guess = policies[seat].choose(world.view(seat)) if len(untried) > 1 else untried[0]
            action = guess if guess in untried else untried[int(rng.random() * len(untried))]
            child = children[action] = _Node(seat, available=1)
            world.apply(seat, action)
            path.append(child)
            break
        best, best_value = None, -1.0
        for a in candidates:
            child = children[a]
            value = child.ucb(c)
            if value > best_value:
                best, best_value = a, value
        world.apply(seat, best)
        node = children[best]
        path.append(node)
        depth += 1
    rewards = _play_out(world, definition, policies)
    for n in path:
        n.visits += 1
        n.reward += rewards[n.seat]
    if path:
        path[0].won += win_share(world, root_seat) if world.is_over else rewards[root_seat]


def _play_out(world: Any, definition: Any, policies: list) -> Sequence[float]:
    steps = 0
    while not world.is_over:
        if definition.search_cutoff(world, steps):
            return definition.search_evaluate(world)
        seat = next_seat(world)
        world.apply(seat, policies[seat].choose(world.view(seat)))
        steps += 1
    return definition.search_rewards(world)


def win_share(state: Any, seat: int) -> float:
    """The seat's share of the victory in a finished game: 1 alone, 1/k among k winners, else 0."""
    winners = state.outcome().winners
    return 1.0 / len(winners) if seat in winners else 0.0


def outcome_rewards(state: Any, scale: float = 20.0) -> list[float]:
    """Each seat's reward for a finished game: mostly the win (shared on a shared victory), a little the margin
    over the best other total (the automaton's in solo), so that a search prefers a bigger win and a smaller
    loss when the result itself is settled. ``scale``: a margin that counts as large in this game."""
    outcome = state.outcome()
    totals = list(outcome.totals)
    winners = set(outcome.winners)
    seats = _seat_count(state)
    rewards = []
    for s in range(seats):
        others = [t for i, t in enumerate(totals) if i != s]
        margin = totals[s] - (max(others) if others else 0)
        win = (1.0 / len(winners)) if s in winners else 0.0
        rewards.append(0.85 * win + 0.15 * (0.5 + 0.5 * math.tanh(margin / scale)))
    return rewards
