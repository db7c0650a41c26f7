"""A deliberately straightforward Forêt engine, kept only as a yardstick for bench_rules.py.

It plays the same game the obvious way: ecosystems as dicts of (row, col) -> card, legal cells found
by scanning every card's neighbours against the bounding box, a list of legal (card, cell) built
for every decision, and scoring by walking the grid. Measuring it in the same run as the real
engine gives a speed ratio that does not depend on how busy this shared machine happens to be.
"""
from __future__ import annotations

import random

from game.core.catalogue import rules_for

ROWS, COLS = 4, 5
MEADOW = [0, 3, 6, 10, 15]
BIO = {0: 12, 1: 12, 2: 12, 3: 7, 4: 3, 5: 0}


def legal_cells(eco: dict) -> list:
    if not eco:
        return [(0, 0)]
    rows = [r for r, _ in eco]
    cols = [c for _, c in eco]
    top, bottom, left, right = min(rows), max(rows), min(cols), max(cols)
    out = set()
    for (r, c) in eco:
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if cell in eco:
                continue
            if max(bottom, cell[0]) - min(top, cell[0]) < ROWS and max(right, cell[1]) - min(left, cell[1]) < COLS:
                out.add(cell)
    return sorted(out)


def legal_actions(eco: dict, hand: list) -> list:
    """Every (card, cell) as a list; a Lapin's swaps are listed once it is chosen."""
    cells = legal_cells(eco)
    return [(card, cell) for card in sorted(set(hand)) for cell in cells]


def swaps(eco: dict, card: str, cell) -> list:
    after = dict(eco)
    after[cell] = card
    cells = sorted(after)
    return [(a, b) for i, a in enumerate(cells) for b in cells[i + 1:] if after[a] != after[b]]


def choose(eco: dict, actions: list, rng: random.Random):
    """The same policy as the real random bot: a card, then a cell, then no swap or a swap."""
    card = rng.choice(sorted({a[0] for a in actions}))
    cell = rng.choice([a[1] for a in actions if a[0] == card])
    swap = None
    if card == "rabbit":
        swap = rng.choice([None] + swaps(eco, card, cell))
    return card, cell, swap


def apply(eco: dict, hand: list, action) -> None:
    card, cell, swap = action
    hand.remove(card)
    eco[cell] = card
    if swap:
        a, b = swap
        eco[a], eco[b] = eco[b], eco[a]


def to_grid(eco: dict) -> list:
    top = min(r for r, _ in eco)
    left = min(c for _, c in eco)
    return [[eco.get((top + r, left + c)) for c in range(COLS)] for r in range(ROWS)]


def neighbours(grid, r, c):
    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= rr < ROWS and 0 <= cc < COLS:
            yield grid[rr][cc]


def groups(grid, kind):
    seen, sizes = set(), []
    for r in range(ROWS):
        for c in range(COLS):
            if grid[r][c] != kind or (r, c) in seen:
                continue
            todo, size = [(r, c)], 0
            seen.add((r, c))
            while todo:
                y, x = todo.pop()
                size += 1
                for yy, xx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
                    if 0 <= yy < ROWS and 0 <= xx < COLS and (yy, xx) not in seen and grid[yy][xx] == kind:
                        seen.add((yy, xx))
                        todo.append((yy, xx))
            sizes.append(size)
    return sizes


def score(grids: list) -> list:
    sheets = []
    for g in grids:
        s = dict.fromkeys(["bee", "bear", "trout", "fox", "eagle", "dragonfly", "deer", "rabbit", "meadow",
                           "stream", "wolf"], 0)
        deer_rows, deer_cols = set(), set()
        for r in range(ROWS):
            for c in range(COLS):
                k = g[r][c]
                near = list(neighbours(g, r, c))
                if k == "bee":
                    s["bee"] += 3 * near.count("meadow")
                elif k == "bear":
                    s["bear"] += 2 * (near.count("bee") + near.count("trout"))
                elif k == "trout":
                    s["trout"] += 2 * (near.count("stream") + near.count("dragonfly"))
                elif k == "fox":
                    s["fox"] += 0 if ("wolf" in near or "bear" in near) else 3
                elif k == "eagle":
                    for rr in range(ROWS):
                        for cc in range(COLS):
                            if 0 < abs(rr - r) + abs(cc - c) <= 2 and g[rr][cc] in ("rabbit", "trout"):
                                s["eagle"] += 2
                elif k == "deer":
                    deer_rows.add(r)
                    deer_cols.add(c)
                elif k == "rabbit":
                    s["rabbit"] += 1
        s["deer"] = 2 * (len(deer_rows) + len(deer_cols))
        s["meadow"] = sum(MEADOW[min(n, 5) - 1] for n in groups(g, "meadow"))
        for r in range(ROWS):
            for c in range(COLS):
                if g[r][c] == "dragonfly":
                    # streams touching it, each once: flood from each neighbouring stream
                    seen_streams = []
                    for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                        if 0 <= rr < ROWS and 0 <= cc < COLS and g[rr][cc] == "stream":
                            comp = _component(g, rr, cc)
                            if comp not in seen_streams:
                                seen_streams.append(comp)
                    s["dragonfly"] += sum(len(x) for x in seen_streams)
        sheets.append(s)
    longest = [max(groups(g, "stream"), default=0) for g in grids]
    wolves = [sum(row.count("wolf") for row in g) for g in grids]
    for i in range(len(grids)):
        s = sheets[i]
        for values, prizes, kind in ((longest, [8, 5], "stream"), (wolves, [12, 8, 4], "wolf")):
            if values[i] > 0:
                place = 1 + sum(1 for v in values if v > values[i])
                s[kind] = prizes[place - 1] if place <= len(prizes) else 0
    totals = []
    for s in sheets:
        gaps = sum(1 for v in s.values() if v == 0)
        totals.append(sum(s.values()) + BIO.get(gaps, -5))
    return totals


def _component(g, r, c):
    kind, todo, seen = g[r][c], [(r, c)], {(r, c)}
    while todo:
        y, x = todo.pop()
        for yy, xx in ((y - 1, x), (y + 1, x), (y, x - 1), (y, x + 1)):
            if 0 <= yy < ROWS and 0 <= xx < COLS and (yy, xx) not in seen and g[yy][xx] == kind:
                seen.add((yy, xx))
                todo.append((yy, xx))
    return frozenset(seen)


def play(players: int, seed: int) -> list:
    """One random Forêt game for ``players`` seats (3 to 6); returns the totals."""
    rules = rules_for("forest")
    rng = random.Random(seed)
    deck = [k.id for k in rules.kinds for _ in range(k.count)]
    rng.shuffle(deck)
    ecos = [dict() for _ in range(players)]
    for rnd in range(2):
        hands = [[deck.pop() for _ in range(10)] for _ in range(players)]
        for _ in range(10):
            picks = [choose(ecos[s], legal_actions(ecos[s], hands[s]), rng) for s in range(players)]
            for s in range(players):
                apply(ecos[s], hands[s], picks[s])
            hands = hands[-1:] + hands[:-1] if rnd == 0 else hands[1:] + hands[:1]
    return score([to_grid(e) for e in ecos])
