"""Scoring for both games, compiled from the rules in data/cards.yaml.

A *frame* is one ecosystem as a 20-item sequence in reading order over the 4x5 rectangle (row 0 is
the top row): each item is a kind index of the game, or -1 for an empty cell. A partial ecosystem
is scored the same way (its frame starts at the top-left of its bounding box), which is what the
table's running score and hover previews use.

Kinds are scored in catalogue order; Savane's flips (cheetah, lion) happen at their place in that
order and later rules (elephant, hyena, vulture) see them. Comparisons (``majority`` rules) are
settled across all ecosystems once every one has been scored, then Forêt's biodiversity.

Here: the score sheets, the Scorer (one ecosystem, a whole table, one ecosystem against fixed rivals, the trace
the explanations read) and small helpers over frames. The grid's geometry and a frame's scoring context are
grid.py's; the compiled steps of each family of rule, rule_steps.py's.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from ..errors import IllegalAction
from .cards import GRID_CELLS, GameRules, Rule
from .grid import EMPTY, Eval, Step, frame_cell
from .rule_steps import RuleSteps


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


class Scorer(RuleSteps):
    """Scores frames of one game. Built once per GameRules (``rules.scorer``); each rule compiled into a step by
    its family's compiler (``RuleSteps``)."""

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

    # ------------------------------------------------------------------ scoring one ecosystem

    def _evaluate(self, frame: Sequence[int], prey_choice: Sequence[int] | None, chooser: str) -> tuple[Eval, list[int]]:
        ev = Eval(frame, self.nkinds, prey_choice, chooser)
        points = [0] * self.nkinds
        for kind, step in self.steps:
            points[kind] += step(ev)
        return ev, points

    def _default_prey(self, ev: Eval, rest, candidates, picks) -> tuple[int, ...]:
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

    def _sheet(self, ev: Eval, points: list[int]) -> PlayerScore:
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
        ev = Eval(frame, self.nkinds, prey_choice, chooser)
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
