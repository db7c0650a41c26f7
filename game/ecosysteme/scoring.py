"""Scoring for both games, compiled from the rules in data/cards.yaml.

A *frame* is one ecosystem as a 20-item sequence in reading order over the 4x5 rectangle (row 0 is
the top row): each item is a kind index of the game, or -1 for an empty cell. A partial ecosystem
is scored the same way (its frame starts at the top-left of its bounding box), which is what the
table's running score and hover previews use.

Kinds are scored in catalogue order; Savane's flips (cheetah, lion) happen at their place in that
order and later rules (elephant, hyena, vulture) see them. Comparisons (``majority`` rules) are
settled across all ecosystems once every one has been scored, then Forêt's biodiversity.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from .cards import GRID_CELLS, GRID_COLS, GRID_ROWS, GameRules, Rule
from ..errors import IllegalAction

EMPTY = -1


def _neighbourhoods() -> dict[str, tuple[tuple[int, ...], ...]]:
    def cells(pred: Callable[[int, int, int, int], bool]) -> tuple[tuple[int, ...], ...]:
        table = []
        for r in range(GRID_ROWS):
            for c in range(GRID_COLS):
                table.append(
                    tuple(
                        rr * GRID_COLS + cc
                        for rr in range(GRID_ROWS)
                        for cc in range(GRID_COLS)
                        if (rr, cc) != (r, c) and pred(r, c, rr, cc)
                    )
                )
        return tuple(table)

    return {
        "adjacent": cells(lambda r, c, rr, cc: abs(r - rr) + abs(c - cc) == 1),
        "diagonal": cells(lambda r, c, rr, cc: abs(r - rr) == 1 and abs(c - cc) == 1),
        "within_2": cells(lambda r, c, rr, cc: abs(r - rr) + abs(c - cc) <= 2),
        "straight_2": cells(lambda r, c, rr, cc: (r == rr and abs(c - cc) == 2) or (c == cc and abs(r - rr) == 2)),
        "below": cells(lambda r, c, rr, cc: c == cc and rr > r),
    }


NEIGHBOURS = _neighbourhoods()
ADJACENT = NEIGHBOURS["adjacent"]


def frame_cell(index: int) -> tuple[int, int]:
    """(row, column) of a frame index."""
    return divmod(index, GRID_COLS)


@dataclass
class PlayerScore:
    """One ecosystem's score sheet."""

    kinds: dict[str, int]                      # kind id -> points, catalogue order (prizes included)
    total: int
    biodiversity: int | None = None            # Forêt only (None where it does not apply)
    gaps: int | None = None
    scoring_cells: dict[str, tuple[int, ...]] = field(default_factory=dict)  # frame cells that scored
    measures: dict[str, int] = field(default_factory=dict)                   # majority measures
    face_down: tuple[int, ...] = ()            # frame cells turned face down (cheetahs, lions)
    lion_candidates: tuple[int, ...] = ()      # face-up prey the lions could take
    lion_picks: int = 0                        # how many of them the lions must take
    lion_prey: tuple[int, ...] = ()            # the prey taken (the owner's choice, or the default)


@dataclass
class SoloResult:
    margin: int
    level: str | None  # "easy" / "normal" / "hard", or None for a loss


@dataclass
class GameScore:
    players: list[PlayerScore]
    winners: list[int]  # indices into players; several on a tie
    solo: SoloResult | None = None


_FULL = (1 << GRID_CELLS) - 1
_NOT_FIRST_COL = _FULL & ~sum(1 << (r * GRID_COLS) for r in range(GRID_ROWS))
_NOT_LAST_COL = _FULL & ~sum(1 << (r * GRID_COLS + GRID_COLS - 1) for r in range(GRID_ROWS))
_BIT = tuple(1 << i for i in range(GRID_CELLS))
ADJACENT_MASK = tuple(sum(1 << nb for nb in ADJACENT[i]) for i in range(GRID_CELLS))


def mask_cells(mask: int) -> list[int]:
    """Frame cells of a bit mask, in reading order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class _Eval:
    """Mutable per-frame context while one ecosystem is scored."""

    __slots__ = ("frame", "pos", "down", "groups_memo", "cells", "measures", "hunt", "prey_choice", "chooser")

    def __init__(self, frame: Sequence[int], nkinds: int, prey_choice=None, chooser: str = "best"):
        self.frame = frame
        pos: list[list[int]] = [[] for _ in range(nkinds + 1)]  # last list collects EMPTY
        for i, k in enumerate(frame):
            pos[k].append(i)
        self.pos = pos
        self.down = [False] * GRID_CELLS
        self.groups_memo: dict[int, list[int]] = {}
        self.cells: dict[int, list[int]] = {}
        self.measures: dict[int, int] = {}
        self.hunt: tuple[tuple[int, ...], int, tuple[int, ...]] | None = None
        self.prey_choice = prey_choice
        self.chooser = chooser

    def groups(self, kind: int) -> list[int]:
        """The connected groups of a kind, as bit masks of frame cells."""
        memo = self.groups_memo.get(kind)
        if memo is not None:
            return memo
        remaining = sum(map(_BIT.__getitem__, self.pos[kind]))
        groups = []
        while remaining:
            g = remaining & -remaining
            while True:
                grown = (g | ((g << 1) & _NOT_FIRST_COL) | ((g >> 1) & _NOT_LAST_COL)
                         | (g << GRID_COLS) | (g >> GRID_COLS)) & remaining
                if grown == g:
                    break
                g = grown
            groups.append(g)
            remaining ^= g
        self.groups_memo[kind] = groups
        return groups

    def fork(self) -> "_Eval":
        """A copy sharing the read-only parts, for trying out choices."""
        trial = _Eval.__new__(_Eval)
        trial.frame, trial.pos, trial.groups_memo = self.frame, self.pos, self.groups_memo
        trial.down = list(self.down)
        trial.cells, trial.measures, trial.hunt = {}, {}, None
        trial.prey_choice, trial.chooser = None, self.chooser
        return trial


Step = Callable[[_Eval], int]


class Scorer:
    """Scores frames of one game. Built once per GameRules (``rules.scorer``)."""

    def __init__(self, rules: GameRules):
        self.rules = rules
        self.nkinds = len(rules.kinds)
        self._index = {k.id: k.index for k in rules.kinds}
        # (kind index, step) in scoring order; majority steps only record their measure
        self.steps: list[tuple[int, Step]] = []
        self.majorities: list[tuple[int, tuple[int, ...]]] = []  # (kind index, prizes)
        for kind in rules.kinds:
            for rule in kind.rules:
                self.steps.append((kind.index, self._compile(kind.index, rule)))
                if rule.type == "majority":
                    self.majorities.append((kind.index, rule["prizes"]))
        self.neutral_kinds = tuple(self._index[k] for k in rules.neutral_compares)
        self.has_hunt = any(r.type == "hunt" for k in rules.kinds for r in k.rules)

    # ------------------------------------------------------------------ compiling rules

    def _targets(self, rule: Rule) -> list[bool]:
        """Membership table indexed by kind (its extra last slot is EMPTY's, always False)."""
        table = [False] * (self.nkinds + 1)
        if "of" in rule.params:
            for kid in rule["of"]:
                table[self._index[kid]] = True
        elif "category" in rule.params:
            for k in self.rules.kinds:
                table[k.index] = k.category == rule["category"]
        else:  # any card (face-down counting)
            table[: self.nkinds] = [True] * self.nkinds
        for kid in rule.get("except", ()):
            table[self._index[kid]] = False
        return table

    def _compile(self, kind: int, rule: Rule) -> Step:
        return getattr(self, f"_rule_{rule.type}")(kind, rule)

    def _rule_per_card(self, kind: int, rule: Rule) -> Step:
        table = NEIGHBOURS[rule["where"]]
        target = self._targets(rule)
        points, base, face = rule["points"], rule["base"], rule["face"]
        distinct, flip = rule["distinct"], rule["flip"]

        if face == "any" and not distinct and not flip and base == 0:
            def step(ev: _Eval) -> int:  # the common case, kept lean for simulations
                frame = ev.frame
                total = 0
                scored = []
                for cell in ev.pos[kind]:
                    n = 0
                    for nb in table[cell]:
                        if target[frame[nb]]:
                            n += 1
                    if n:
                        total += n * points
                        scored.append(cell)
                ev.cells[kind] = scored
                return total
            return step

        def step(ev: _Eval) -> int:
            frame, down = ev.frame, ev.down
            total = 0
            scored = []
            hunted = []
            for cell in ev.pos[kind]:
                found = []
                for nb in table[cell]:
                    k = frame[nb]
                    if k == EMPTY or not target[k]:
                        continue
                    if face == "down" and not down[nb]:
                        continue
                    if face == "up" and down[nb]:
                        continue
                    found.append(nb)
                n = len({frame[nb] for nb in found}) if distinct else len(found)
                pts = base + n * points
                total += pts
                if pts:
                    scored.append(cell)
                if flip:
                    hunted.extend(found)
            for nb in hunted:  # every card hunted by any card of this kind, once all have scored
                down[nb] = True
            ev.cells[kind] = scored
            return total
        return step

    def _rule_condition(self, kind: int, rule: Rule) -> Step:
        table = NEIGHBOURS[rule["where"]]
        target = self._targets(rule)
        points, want_any = rule["points"], rule["when"] == "any"

        def step(ev: _Eval) -> int:
            frame = ev.frame
            scored = []
            for cell in ev.pos[kind]:
                found = False
                for nb in table[cell]:
                    if target[frame[nb]]:
                        found = True
                        break
                if found == want_any:
                    scored.append(cell)
            ev.cells[kind] = scored
            return points * len(scored)
        return step

    def _rule_flat(self, kind: int, rule: Rule) -> Step:
        points = rule["points"]

        def step(ev: _Eval) -> int:
            cells = ev.pos[kind]
            ev.cells[kind] = list(cells)
            return points * len(cells)
        return step

    def _rule_lines(self, kind: int, rule: Rule) -> Step:
        points = rule["points"]

        def step(ev: _Eval) -> int:
            cells = ev.pos[kind]
            ev.cells[kind] = list(cells)
            rows = {c // GRID_COLS for c in cells}
            cols = {c % GRID_COLS for c in cells}
            return points * (len(rows) + len(cols))
        return step

    def _rule_groups(self, kind: int, rule: Rule) -> Step:
        table = rule["table"]
        last = len(table) - 1

        def step(ev: _Eval) -> int:
            total = 0
            scored = 0
            for group in ev.groups(kind):
                pts = table[min(group.bit_count() - 1, last)]
                if pts:
                    total += pts
                    scored |= group
            ev.cells[kind] = mask_cells(scored)
            return total
        return step

    def _rule_adjacent_groups(self, kind: int, rule: Rule) -> Step:
        of = self._index[rule["of"][0]]
        points = rule["points"]

        def step(ev: _Eval) -> int:
            if not ev.pos[kind]:
                ev.cells[kind] = []
                return 0
            groups = ev.groups(of)
            total = 0
            scored = []
            for cell in ev.pos[kind]:
                around = ADJACENT_MASK[cell]
                length = 0
                for g in groups:           # each distinct group touching it counts once, whole
                    if g & around:
                        length += g.bit_count()
                if length:
                    total += points * length
                    scored.append(cell)
            ev.cells[kind] = scored
            return total
        return step

    def _rule_majority(self, kind: int, rule: Rule) -> Step:
        largest = rule["measure"] == "largest_group"

        def step(ev: _Eval) -> int:
            if largest:
                best = max(ev.groups(kind), key=int.bit_count, default=0)
                ev.measures[kind] = best.bit_count()
                measured = mask_cells(best)
            else:
                measured = ev.pos[kind]
                ev.measures[kind] = len(measured)
            # the cards that would earn a prize (cleared afterwards if no prize is won)
            earlier = ev.cells.get(kind)
            ev.cells[kind] = sorted(set(earlier) | set(measured)) if earlier else list(measured)
            return 0  # prizes are settled across ecosystems afterwards
        return step

    def _rule_hunt(self, kind: int, rule: Rule) -> Step:
        needs = self._targets(Rule("x", {"of": rule["needs"]}))
        prey = self._targets(Rule("x", {"of": rule["prey"]}))
        points = rule["points"]
        position = len(self.steps)  # this step's place: the rules after it feel its flips

        def step(ev: _Eval) -> int:
            frame, down = ev.frame, ev.down
            hunters = [cell for cell in ev.pos[kind] if any(needs[frame[nb]] for nb in ADJACENT[cell])]
            if not hunters and not ev.prey_choice:
                return 0
            candidates = tuple(i for i, k in enumerate(frame) if k != EMPTY and prey[k] and not down[i])
            picks = min(len(hunters), len(candidates))
            if ev.prey_choice is None:
                chosen = self._default_prey(ev, self.steps[position + 1:], candidates, picks)
            else:
                chosen = self._check_prey(ev.prey_choice, candidates, picks)
            for cell in chosen:
                down[cell] = True
            ev.hunt = (candidates, picks, chosen)
            ev.cells[kind] = hunters[:picks]
            return points * picks
        return step

    # ------------------------------------------------------------------ scoring one ecosystem

    def _evaluate(self, frame: Sequence[int], prey_choice: Sequence[int] | None, chooser: str) -> tuple[_Eval, list[int]]:
        ev = _Eval(frame, self.nkinds, prey_choice, chooser)
        points = [0] * self.nkinds
        for kind, step in self.steps:
            points[kind] += step(ev)
        return ev, points

    def _default_prey(self, ev: _Eval, rest, candidates, picks) -> tuple[int, ...]:
        """The prey that maximises (chooser "best") or minimises ("worst") the owner's total.

        Every rule that reads face-down cards counts them one by one, so each prey's effect on
        the rest of the scoring adds up independently: ranking prey by that effect is exact.
        """
        if not picks:
            return ()

        def rest_total(extra: int | None) -> int:
            trial = ev.fork()
            if extra is not None:
                trial.down[extra] = True
            return sum(step(trial) for _, step in rest)

        base = rest_total(None)
        gain = {cell: rest_total(cell) - base for cell in candidates}
        sign = -1 if ev.chooser == "best" else 1
        ranked = sorted(candidates, key=lambda cell: (sign * gain[cell], cell))
        return tuple(sorted(ranked[:picks]))

    @staticmethod
    def _check_prey(choice: Sequence[int], candidates: tuple[int, ...], picks: int) -> tuple[int, ...]:
        chosen = tuple(sorted(set(choice)))
        if not picks and chosen:
            raise IllegalAction("no lion hunts here (a lion hunts only next to a grassland, "
                                "and only while face-up prey remain)")
        if len(chosen) != len(tuple(choice)) or len(chosen) != picks or not set(chosen) <= set(candidates):
            where = ", ".join(f"[{r + 1}, {c + 1}]" for r, c in map(frame_cell, candidates)) or "none"
            raise IllegalAction(
                f"the lions must take exactly {picks} different face-up prey; "
                f"the face-up prey are at (row, column) {where}"
            )
        return chosen

    def score_frame(self, frame: Sequence[int], prey_choice: Sequence[int] | None = None,
                    chooser: str = "best") -> PlayerScore:
        """One ecosystem on its own: points by kind before comparison prizes and biodiversity."""
        if len(frame) != GRID_CELLS:
            raise ValueError(f"a frame has {GRID_CELLS} cells, not {len(frame)}")
        ev, points = self._evaluate(frame, prey_choice, chooser)
        return self._sheet(ev, points)

    def _sheet(self, ev: _Eval, points: list[int]) -> PlayerScore:
        kinds = self.rules.kinds
        candidates, picks, prey = ev.hunt if ev.hunt is not None else ((), 0, ())
        return PlayerScore(
            kinds={k.id: points[k.index] for k in kinds},
            total=sum(points),
            scoring_cells={kinds[i].id: tuple(c) for i, c in ev.cells.items()},
            measures={kinds[i].id: m for i, m in ev.measures.items()},
            face_down=tuple(i for i, d in enumerate(ev.down) if d),
            lion_candidates=candidates,
            lion_picks=picks,
            lion_prey=prey,
        )

    # ------------------------------------------------------------------ scoring a whole table

    def _settle(self, frames, neutral, solo, prey_choices):
        """Score every frame, then the comparisons and biodiversity.

        Returns (evaluations, points by kind per frame, biodiversity or None per frame, gaps).
        """
        if solo and len(frames) != 2:
            raise ValueError("a solo game scores exactly two ecosystems: the player's and the opponent's")
        solo_rules = self.rules.solo
        evals = []
        all_points = []
        for i, frame in enumerate(frames):
            chooser = solo_rules.opponent_choices if solo and i == 1 else "best"
            ev, points = self._evaluate(frame, prey_choices[i] if prey_choices is not None else None, chooser)
            evals.append(ev)
            all_points.append(points)

        # comparisons: only ecosystems with at least one such card take part
        for kind, prizes in self.majorities:
            values = [ev.measures.get(kind, 0) for ev in evals]
            if neutral is not None and kind in self.neutral_kinds:
                # the neutral's cards of a compared kind all count, as one connected whole
                values.append(sum(1 for k in neutral if k == kind))
            ranked = sorted(values, reverse=True)
            for i, points in enumerate(all_points):
                value = values[i]
                if value > 0:   # competition ranking (§1.5): 1 + the number of larger values
                    place = ranked.index(value)
                    if place < len(prizes):
                        points[kind] += prizes[place]

        bio: list[int | None] = [None] * len(frames)
        gaps: list[int | None] = [None] * len(frames)
        if self.rules.biodiversity is not None:
            for i, points in enumerate(all_points):
                if solo and i == 1 and not solo_rules.opponent_biodiversity:
                    continue
                gaps[i] = points.count(0)
                bio[i] = self.rules.biodiversity_points(gaps[i])
        return evals, all_points, bio, gaps

    # ------------------------------------------------------------------ one ecosystem against fixed rivals (bots)

    def majority_values(self, frame: Sequence[int], chooser: str = "best") -> dict[int, int]:
        """The measures this frame brings to each comparison (kind index -> value)."""
        ev, _ = self._evaluate(frame, None, chooser)
        return {kind: ev.measures.get(kind, 0) for kind, _ in self.majorities}

    def rival_values(self, frames: Sequence[Sequence[int]], neutral: Sequence[int] | None = None) -> dict[int, list[int]]:
        """Per compared kind, the values of ``frames`` (and of the neutral pile), as ``total_against`` wants."""
        out: dict[int, list[int]] = {kind: [] for kind, _ in self.majorities}
        for frame in frames:
            for kind, value in self.majority_values(frame).items():
                out[kind].append(value)
        if neutral is not None:
            for kind in out:
                if kind in self.neutral_kinds:
                    out[kind].append(sum(1 for k in neutral if k == kind))
        return out

    def total_against(self, frame: Sequence[int], rivals: dict[int, list[int]], biodiversity: bool = True,
                      chooser: str = "best") -> int:
        """This frame's total, the comparisons settled against the rivals' values (the same rules as
        ``score_table``, without scoring the rivals again: what a bot needs to weigh many moves)."""
        ev, points = self._evaluate(frame, None, chooser)
        for kind, prizes in self.majorities:
            value = ev.measures.get(kind, 0)
            if value > 0:
                place = sum(1 for v in rivals.get(kind, ()) if v > value)
                if place < len(prizes):
                    points[kind] += prizes[place]
        total = sum(points)
        if biodiversity and self.rules.biodiversity is not None:
            total += self.rules.biodiversity_points(points.count(0))
        return total

    def totals(self, frames: Sequence[Sequence[int]], neutral: Sequence[int] | None = None,
               solo: bool = False) -> list[int]:
        """Just the final totals (what simulations and bots need), by the same rules as score_table."""
        _, all_points, bio, _ = self._settle(frames, neutral, solo, None)
        return [sum(points) + (b or 0) for points, b in zip(all_points, bio)]

    def score_table(
        self,
        frames: Sequence[Sequence[int]],
        neutral: Sequence[int] | None = None,
        solo: bool = False,
        prey_choices: Sequence[Sequence[int] | None] | None = None,
    ) -> GameScore:
        """Score every ecosystem of a game, with the full score sheets.

        ``neutral``: the two-player neutral pile as kind indices (it only takes part in comparisons).
        ``solo``: exactly two frames, the second is the solo opponent (Alban / Jhay).
        ``prey_choices``: per ecosystem, the lion prey chosen by its owner (None: the default).
        """
        evals, all_points, bio, gaps = self._settle(frames, neutral, solo, prey_choices)
        sheets = []
        for ev, points, b, g in zip(evals, all_points, bio, gaps):
            sheet = self._sheet(ev, points)
            for kid, pts in sheet.kinds.items():
                if not pts:
                    sheet.scoring_cells[kid] = ()
            sheet.biodiversity, sheet.gaps = b, g
            sheet.total += b or 0
            sheets.append(sheet)
        return GameScore(players=sheets, winners=self.winners([s.total for s in sheets], solo),
                         solo=self.solo_result([s.total for s in sheets]) if solo else None)

    def solo_result(self, totals: Sequence[int]) -> SoloResult:
        margin = totals[0] - totals[1]
        return SoloResult(margin=margin, level=self.rules.solo.level_for(margin))

    def winners(self, totals: Sequence[int], solo: bool = False) -> list[int]:
        """Highest total wins, ties share; in solo the player wins only by reaching a level."""
        if solo:
            return [0] if self.solo_result(totals).level is not None else [1]
        best = max(totals)
        return [i for i, t in enumerate(totals) if t == best]

    # ------------------------------------------------------------------ tracing (read-only, for game.ecosysteme.explain)

    def targets(self, rule: Rule) -> frozenset[str]:
        """The kind ids a rule counts around a card (``of`` / ``category`` minus ``except``; every kind for a
        rule that counts face-down cards of any kind)."""
        table = self._targets(rule)
        return frozenset(k.id for k in self.rules.kinds if table[k.index])

    def trace(self, frame: Sequence[int], prey_choice: Sequence[int] | None = None,
              chooser: str = "best") -> list["RuleTrace"]:
        """Score one ecosystem rule by rule with the very steps ``score_frame`` runs, recording what each saw
        and gave, so that an explanation can never disagree with the score.

        A rule that scores card by card (per_card, condition, flat, adjacent_groups) is also run once per card
        of its kind, on a copy of the ecosystem as it stood before the rule (the same face-down cards) in which
        only that card is of the kind: what the compiled step gives there is that card's share. Nothing here
        is used by the scoring itself.
        """
        if len(frame) != GRID_CELLS:
            raise ValueError(f"a frame has {GRID_CELLS} cells, not {len(frame)}")
        ev = _Eval(frame, self.nkinds, prey_choice, chooser)
        rules = [(kind, rule) for kind in self.rules.kinds for rule in kind.rules]
        out = []
        for (index, step), (kind, rule) in zip(self.steps, rules):
            down_before = frozenset(i for i, d in enumerate(ev.down) if d)
            per_card = None
            if rule.type in _PER_CARD_RULES:
                per_card = {}
                for cell in ev.pos[index]:
                    trial = ev.fork()
                    trial.pos = list(ev.pos)
                    trial.pos[index] = [cell]
                    trial.groups_memo = {k: g for k, g in ev.groups_memo.items() if k != index}
                    per_card[cell] = step(trial)
            hunt_before = ev.hunt
            points = step(ev)
            out.append(RuleTrace(
                kind=kind.id, rule=rule, points=points, cells=tuple(ev.cells.get(index, ())),
                per_card=per_card, down_before=down_before,
                down_after=frozenset(i for i, d in enumerate(ev.down) if d),
                measure=ev.measures.get(index) if rule.type == "majority" else None,
                hunt=ev.hunt if rule.type == "hunt" and ev.hunt is not hunt_before else None,
                groups=tuple(ev.groups(index)) if rule.type in ("groups", "majority") else (),
            ))
        return out


# the rules whose points are a sum over the cards of their kind (Scorer.trace splits them card by card)
_PER_CARD_RULES = ("per_card", "condition", "flat", "adjacent_groups")


@dataclass(frozen=True)
class RuleTrace:
    """One rule of one ecosystem as ``Scorer.trace`` saw it run."""

    kind: str                                   # the kind id the rule belongs to
    rule: Rule
    points: int                                 # what the rule gave (comparison prizes come later)
    cells: tuple[int, ...]                      # the frame cells it marked as scoring
    per_card: dict[int, int] | None             # card by card (frame cell -> points), for per-card rules
    down_before: frozenset[int]                 # the face-down cells when the rule ran
    down_after: frozenset[int]
    measure: int | None = None                  # a majority rule's measure
    hunt: tuple[tuple[int, ...], int, tuple[int, ...]] | None = None   # (candidates, picks, prey taken)
    groups: tuple[int, ...] = ()                # groups / majority: the kind's connected groups (bit masks)


def majority_prizes(values: Sequence[int], prizes: Sequence[int]) -> list[int]:
    """The prize of each value in a comparison, as ``Scorer._settle`` awards them (§1.5): only a value above 0
    takes part; its place is 1 + the number of larger values; tied values share a place."""
    ranked = sorted(values, reverse=True)
    out = []
    for value in values:
        place = ranked.index(value)
        out.append(prizes[place] if value > 0 and place < len(prizes) else 0)
    return out


def frame_from_rows(rules: GameRules, rows: Iterable[Iterable[str | None]]) -> list[int]:
    """A frame from rows of card ids (None for an empty cell); raises KeyError on an unknown id."""
    frame = []
    for row in rows:
        for kid in row:
            frame.append(EMPTY if kid is None else rules.kind_by_id[kid].index)
    return frame
