"""Independent, deliberately plain restatements of the rules, used as test oracles.

Written straight from ECOSYSTEME.md, sharing no code with game/: if the fast engine and this
slow reading disagree, one of them misreads the rulebook.
"""
from __future__ import annotations

from itertools import combinations

ROWS, COLS = 4, 5


# ---------------------------------------------------------------------------- placement


def legal_cells(placed: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Cells (relative to the first card at (0, 0)) where the next card may legally go."""
    if not placed:
        return {(0, 0)}
    out = set()
    for r, c in placed:
        for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if cell in placed:
                continue
            rows = [x for x, _ in placed] + [cell[0]]
            cols = [y for _, y in placed] + [cell[1]]
            if max(rows) - min(rows) < ROWS and max(cols) - min(cols) < COLS:
                out.add(cell)
    return out


# ---------------------------------------------------------------------------- grids


def cells_of(grid, kind):
    return [(r, c) for r in range(ROWS) for c in range(COLS) if grid[r][c] == kind]


def neighbours(r, c):
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        if 0 <= r + dr < ROWS and 0 <= c + dc < COLS:
            yield r + dr, c + dc


def groups(grid, kind):
    seen, out = set(), []
    for start in cells_of(grid, kind):
        if start in seen:
            continue
        group, todo = set(), [start]
        while todo:
            cell = todo.pop()
            if cell in group:
                continue
            group.add(cell)
            todo.extend(n for n in neighbours(*cell) if grid[n[0]][n[1]] == kind)
        seen |= group
        out.append(group)
    return out


def competition_prizes(values, prizes):
    out = []
    for v in values:
        if v <= 0:
            out.append(0)
            continue
        place = 1 + sum(1 for w in values if w > v)
        out.append(prizes[place - 1] if place <= len(prizes) else 0)
    return out


# ---------------------------------------------------------------------------- Forêt

FOREST = ["bee", "bear", "trout", "fox", "eagle", "dragonfly", "deer", "rabbit", "meadow", "stream", "wolf"]


def forest_own(grid) -> dict[str, int]:
    """Points of one Forêt ecosystem before comparisons (stream and wolf prizes are 0 here)."""
    def adj(r, c, kinds):
        return sum(1 for n in neighbours(r, c) if grid[n[0]][n[1]] in kinds)

    pts = dict.fromkeys(FOREST, 0)
    for r, c in cells_of(grid, "bee"):
        pts["bee"] += 3 * adj(r, c, {"meadow"})
    for r, c in cells_of(grid, "bear"):
        pts["bear"] += 2 * adj(r, c, {"bee", "trout"})
    for r, c in cells_of(grid, "trout"):
        pts["trout"] += 2 * adj(r, c, {"stream", "dragonfly"})
    for r, c in cells_of(grid, "fox"):
        pts["fox"] += 3 if adj(r, c, {"wolf", "bear"}) == 0 else 0
    for r, c in cells_of(grid, "eagle"):
        for rr in range(ROWS):
            for cc in range(COLS):
                if 0 < abs(rr - r) + abs(cc - c) <= 2 and grid[rr][cc] in ("rabbit", "trout"):
                    pts["eagle"] += 2
    streams = groups(grid, "stream")
    for r, c in cells_of(grid, "dragonfly"):
        for g in streams:
            if any(n in g for n in neighbours(r, c)):
                pts["dragonfly"] += len(g)
    deer = cells_of(grid, "deer")
    pts["deer"] = 2 * len({r for r, _ in deer}) + 2 * len({c for _, c in deer})
    pts["rabbit"] = len(cells_of(grid, "rabbit"))
    table = [0, 3, 6, 10, 15]
    pts["meadow"] = sum(table[min(len(g), 5) - 1] for g in groups(grid, "meadow"))
    return pts


def forest_table(grids, neutral=None, solo=False):
    """Totals (and per-kind sheets) of a Forêt table; ``neutral`` is a list of card ids."""
    sheets = [forest_own(g) for g in grids]
    longest = [max((len(g) for g in groups(grid, "stream")), default=0) for grid in grids]
    wolves = [len(cells_of(grid, "wolf")) for grid in grids]
    if neutral is not None:
        longest.append(neutral.count("stream"))
        wolves.append(neutral.count("wolf"))
    for i, p in enumerate(competition_prizes(longest, [8, 5])[: len(grids)]):
        sheets[i]["stream"] = p
    for i, p in enumerate(competition_prizes(wolves, [12, 8, 4])[: len(grids)]):
        sheets[i]["wolf"] = p
    totals = []
    for i, s in enumerate(sheets):
        total = sum(s.values())
        if not (solo and i == 1):
            gaps = sum(1 for v in s.values() if v == 0)
            total += {0: 12, 1: 12, 2: 12, 3: 7, 4: 3, 5: 0}.get(gaps, -5)
        totals.append(total)
    return sheets, totals


# ---------------------------------------------------------------------------- Savane

SAVANE = ["waterhole", "grassland", "tree", "gazelle", "zebra", "giraffe", "cheetah", "lion", "elephant",
          "hyena", "vulture"]
ANIMALS = {"gazelle", "zebra", "giraffe", "cheetah", "lion", "elephant", "hyena", "vulture"}


def savane_own(grid, prey_choice=None, best=True):
    """Points of one Savane ecosystem before the gazelle comparison.

    Lion prey: ``prey_choice`` (cells) if given, else every possible choice is tried and the
    best (or worst) total kept. Returns (points by kind, face-down cells).
    """
    def adj_kinds(r, c):
        return [grid[n[0]][n[1]] for n in neighbours(r, c)]

    pts = dict.fromkeys(SAVANE, 0)
    down: set[tuple[int, int]] = set()
    for r, c in cells_of(grid, "waterhole"):
        pts["waterhole"] += 2 * len({k for k in adj_kinds(r, c) if k in ANIMALS})
    pts["grassland"] = sum([1, 4, 9, 16][min(len(g), 4) - 1] for g in groups(grid, "grassland"))
    trees = cells_of(grid, "tree")
    pts["tree"] = 2 * len({r for r, _ in trees}) + 2 * len({c for _, c in trees})
    pts["gazelle"] = 2 * len(cells_of(grid, "gazelle"))
    for r, c in cells_of(grid, "zebra"):
        pts["zebra"] += 3 * adj_kinds(r, c).count("grassland")
    for r, c in cells_of(grid, "giraffe"):
        pts["giraffe"] += 5 if "tree" in adj_kinds(r, c) else 0
    hunted = set()
    for r, c in cells_of(grid, "cheetah"):
        for dr in (-1, 1):
            for dc in (-1, 1):
                rr, cc = r + dr, c + dc
                if 0 <= rr < ROWS and 0 <= cc < COLS and grid[rr][cc] == "gazelle":
                    pts["cheetah"] += 3
                    hunted.add((rr, cc))
    down |= hunted
    lions = [cell for cell in cells_of(grid, "lion") if "grassland" in adj_kinds(*cell)]
    prey = [cell for cell in cells_of(grid, "gazelle") + cells_of(grid, "zebra") if cell not in down]
    k = min(len(lions), len(prey))
    pts["lion"] = 4 * k

    def rest(face_down):
        out = dict(elephant=0, hyena=0, vulture=0)
        for r, c in cells_of(grid, "elephant"):
            near = [n for n in neighbours(r, c)
                    if grid[n[0]][n[1]] in ANIMALS - {"elephant"} and n not in face_down]
            out["elephant"] += 6 - 2 * len(near)
        for r, c in cells_of(grid, "hyena"):
            for rr, cc in ((r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2)):
                if (rr, cc) in face_down:
                    out["hyena"] += 3
        for r, c in cells_of(grid, "vulture"):
            out["vulture"] += 4 * sum(1 for rr in range(r + 1, ROWS) if (rr, c) in face_down)
        return out

    if prey_choice is not None:
        choices = [tuple(prey_choice)]
    else:
        choices = list(combinations(prey, k))
    results = [(sum(rest(down | set(ch)).values()), ch) for ch in choices]
    value, chosen = (max if best else min)(results, key=lambda x: x[0])
    down |= set(chosen)
    pts.update(rest(down))
    return pts, down


def savane_table(grids, neutral=None, solo=False):
    sheets = []
    for i, g in enumerate(grids):
        sheets.append(savane_own(g, best=not (solo and i == 1))[0])
    herds = [len(cells_of(g, "gazelle")) for g in grids]
    if neutral is not None:
        herds.append(neutral.count("gazelle"))
    for i, p in enumerate(competition_prizes(herds, [5, 2])[: len(grids)]):
        sheets[i]["gazelle"] += p
    return sheets, [sum(s.values()) for s in sheets]
