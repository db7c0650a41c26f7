"""Fit Living Forest's judgement of a round's start (game/livingforest/lookahead.py) again: Medium plays itself
(2, 3 and 4 players), every position at the start of round 2 and later is kept with the game's winners, and a
conditional logit (a seat's chance: the softmax over the seats of weights · ``lookahead.features``) is fitted by
Newton's method with a little ridge. Prints the log loss on a fifth of the games held out, against "every seat as
likely", and the weights to paste into ``FEATURE_WEIGHTS``.

    .venv/bin/python tools/lf_fit_lookahead.py [--games 2000,800,800] [--seed 10000]

Pure Python (no numpy): a few minutes.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.search import next_seat  # noqa: E402
from game.livingforest import LIVING_FOREST  # noqa: E402
from game.livingforest.agents import MediumAgent  # noqa: E402
from game.livingforest.lookahead import FEATURE_NAMES, features, round_start  # noqa: E402

RIDGE = 1.0


def positions(players: int, games: int, seed: int) -> list[tuple[int, list[list[float]], list[float]]]:
    """(game, each seat's features, each seat's share of the win) at every round's start from round 2."""
    out = []
    for g in range(games):
        state = LIVING_FOREST.new_state(players, seed + g, False, None)
        agents = [MediumAgent(seed * 7 + g * 4 + s) for s in range(players)]
        found, seen = [], 0
        while not state.is_over:
            if state.round >= 2 and state.round != seen and round_start(state):
                seen = state.round
                found.append([features(state, s) for s in range(players)])
            seat = next_seat(state)
            state.apply(seat, agents[seat].choose(state.view(seat)))
        won = state.outcome().winners
        share = [1.0 / len(won) if s in won else 0.0 for s in range(players)]
        if won:
            out.extend((seed + g, x, share) for x in found)
    return out


def chances(w: list[float], xs: list[list[float]]) -> list[float]:
    z = [sum(a * b for a, b in zip(w, x)) for x in xs]
    top = max(z)
    e = [math.exp(v - top) for v in z]
    total = sum(e)
    return [v / total for v in e]


def log_loss(w: list[float], data) -> float:
    total = 0.0
    for _, xs, y in data:
        p = chances(w, xs)
        total -= sum(yi * math.log(max(1e-12, pi)) for yi, pi in zip(y, p))
    return total / len(data)


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[c][c]:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(data, iterations: int = 15) -> list[float]:
    k = len(FEATURE_NAMES)
    w = [0.0] * k
    for _ in range(iterations):
        grad = [RIDGE * wi for wi in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for _, xs, y in data:
            p = chances(w, xs)
            mean = [sum(p[s] * xs[s][j] for s in range(len(xs))) for j in range(k)]
            for s, x in enumerate(xs):
                d = [x[j] - mean[j] for j in range(k)]
                for j in range(k):
                    grad[j] += (p[s] - y[s]) * x[j]
                    pd, row = p[s] * d[j], hess[j]
                    for m in range(j, k):
                        row[m] += pd * d[m]
        for j in range(k):
            for m in range(j):
                hess[j][m] = hess[m][j]
        step = solve(hess, grad)
        w = [a - b for a, b in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="800,800,2000", help="games with 2, 3 and 4 players")
    parser.add_argument("--seed", type=int, default=10000)
    args = parser.parse_args()
    data = []
    for players, games in zip((2, 3, 4), (int(n) for n in args.games.split(","))):
        data += positions(players, games, args.seed + 10000 * players)
    held = {g for g in {d[0] for d in data} if random.Random(g).random() < 0.2}
    train = [d for d in data if d[0] not in held]
    test = [d for d in data if d[0] in held]
    w = fit(train)
    uniform = sum(math.log(len(xs)) for _, xs, _ in test) / len(test)
    print(f"{len(data)} positions; held out: log loss {log_loss(w, test):.4f} (every seat as likely: {uniform:.4f})")
    w = fit(data)
    print("FEATURE_WEIGHTS = (")
    print("\n".join(f"    ({name!r}, {v:.4f})," for name, v in zip(FEATURE_NAMES, w)))
    print(")")


if __name__ == "__main__":
    main()
