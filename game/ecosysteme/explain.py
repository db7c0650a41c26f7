"""Why the score pad says what it says. Pure Python, no pygame.

``Explainer`` turns a finished (or running) table's score into words, row by row and player by player: per card
the points it made and why ("Ours B2 : 4 (à côté : 2 × Abeille)"), the groups of a group rule, the rows and
columns of a lines rule, every comparison's ranking with the neutral or the solo opponent in it and the prize
each got, Forêt's biodiversity gaps and its table, Savane's flips and lion prey. Everything comes from the rules'
own compiled steps (``Scorer.trace``, run with the very lion prey the score used) and from the score itself, so
an explanation's points always add up to the pad's number (tests/ecosysteme/test_explain.py checks it on random games).

The state of the race during play, and the comparisons as they stand, are race.py's.

Cells are named as in the game log (game.gamelog): the column's letter A–E from the left, then the row 1–4 from
the top of the final 4×5 grid.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import GRID_CELLS, GRID_COLS, GameRules, Rule
from ..i18n import tr
from .grid import ADJACENT, EMPTY, NEIGHBOURS
from .log import COLUMNS
from .race import Comparison, Standing, comparison
from .scoring import GameScore, RuleTrace

BIODIVERSITY = "biodiversity"
TOTAL = "total"
MAX_CELLS_LISTED = 6          # a long group lists its first cells, then "…"


def cell_label(index: int) -> str:
    """A frame cell as the game log names it: "B2" is the second column, second row."""
    row, col = divmod(index, GRID_COLS)
    return f"{COLUMNS[col]}{row + 1}"


def cells_text(cells: Sequence[int], limit: int = MAX_CELLS_LISTED) -> str:
    names = [cell_label(c) for c in sorted(cells)]
    if len(names) > limit:
        names = names[:limit - 1] + ["…"]
    return ", ".join(names)


def ordinal(place: int, lang: str) -> str:
    """1er / 2e, 1st / 2nd / 3rd / 4th."""
    key = {1: "why_place_1", 2: "why_place_2", 3: "why_place_3"}.get(place, "why_place_n")
    return tr(key, lang, n=place)


# ---------------------------------------------------------------------------------------------- the data


@dataclass(frozen=True)
class Item:
    """One line of an explanation: its share of the row (``points``), in words.

    ``text`` names the card ("Ours B2 : 4 (…)"), ``short`` leaves the card's kind out when the row already says
    it ("B2 : 4 (…)"); ``cells`` are the frame cells it is about; ``prize`` marks a comparison's prize (the
    ranking says it too)."""

    points: int
    text: str
    short: str
    cells: tuple[int, ...] = ()
    prize: bool = False


@dataclass(frozen=True)
class GapTable:
    """Forêt's biodiversity for one player: the kinds that scored nothing and the data's table."""

    gaps: tuple[str, ...]                          # kind ids, catalogue order
    points: int
    table: tuple[tuple[str, int, bool], ...]       # ("0–2", 12, False), ("3", 7, True), … (True: this player's)


@dataclass(frozen=True)
class RowWhy:
    """Why one row of the pad gave one player its number: ``points`` is the pad's number (0 for a blank) and
    always equals the sum of the items' points."""

    row: str                                       # a kind id, "biodiversity" or "total"
    player: int
    points: int
    items: tuple[Item, ...]
    comparison: Comparison | None = None
    gaps: GapTable | None = None
    notes: tuple[str, ...] = ()                    # about the rule, the same for every player (its scale, …)
    own_notes: tuple[str, ...] = ()                # about this player's ecosystem (its face-down cards, …)


# ---------------------------------------------------------------------------------------------- explaining


class Explainer:
    """Explanations of one scored table.

    ``frames`` and ``score`` are the game's (``EcosystemeState.frames()``, ``EcosystemeState.score(...)``), ``neutral`` the neutral's
    pile as kind indices (two players); ``names`` are the players' names in score order (``Match.names()``: the
    solo opponent's second)."""

    def __init__(self, rules: GameRules, frames: Sequence[Sequence[int]], score: GameScore, names: Sequence[str],
                 lang: str, neutral: Sequence[int] | None = None) -> None:
        self.rules = rules
        self.frames = [list(f) for f in frames]
        self.score = score
        self.names = list(names)
        self.lang = lang
        self.neutral = list(neutral) if neutral is not None else None
        scorer = rules.scorer
        self.scorer = scorer
        # each ecosystem traced with the lion prey its score used: the same flips, so the same points
        self.traces: list[list[RuleTrace]] = [
            scorer.trace(frame, prey_choice=p.lion_prey if scorer.has_hunt else None)
            for frame, p in zip(self.frames, score.players)]
        self.comparisons: dict[str, Comparison] = {}
        for kind in rules.kinds:
            for rule in kind.rules:
                if rule.type == "majority":
                    values = [score.players[i].measures.get(kind.id, 0) for i in range(len(score.players))]
                    self.comparisons[kind.id] = comparison(kind.id, rule, values, self._neutral_value(kind.id))
        self._cache: dict[tuple[str, int], RowWhy] = {}

    def t(self, key: str, **fmt) -> str:
        return tr(key, self.lang, **fmt)

    def kind_name(self, kind_id: str) -> str:
        return self.rules.kind(kind_id).name(self.lang)

    def player_name(self, player: int | None) -> str:
        if player is None:
            return self.t("neutral")
        return self.names[player] if player < len(self.names) else str(player + 1)

    def _neutral_value(self, kind_id: str) -> int | None:
        """What the neutral's pile brings to a comparison (None: no neutral, or it does not take part)."""
        if self.neutral is None or kind_id not in self.rules.neutral_compares:
            return None
        index = self.rules.kind(kind_id).index
        return sum(1 for k in self.neutral if k == index)

    # ------------------------------------------------------------------ rows

    def row(self, row: str, player: int) -> RowWhy:
        """Why ``row`` (a kind id, "biodiversity" or "total") gave ``player`` its number."""
        key = (row, player)
        why = self._cache.get(key)
        if why is None:
            if row == TOTAL:
                why = self._total(player)
            elif row == BIODIVERSITY:
                why = self._biodiversity(player)
            else:
                why = self._kind(row, player)
            self._cache[key] = why
        return why

    def _kind(self, kind_id: str, player: int) -> RowWhy:
        items: list[Item] = []
        notes: list[str] = []
        own: list[str] = []
        comp = None
        frame = self.frames[player]
        index = self.rules.kind(kind_id).index
        present = [c for c, k in enumerate(frame) if k == index]
        for trace in self.traces[player]:
            if trace.kind != kind_id:
                continue
            rule_type = trace.rule.type
            if rule_type == "majority":
                comp = self.comparisons[kind_id]
                items.append(self._prize_item(comp, player, present))
                if self._neutral_value(kind_id) is not None and comp.measure == "largest_group":
                    notes.append(self.t("why_neutral_group", kind=self.kind_name(kind_id)))
                continue
            if not present:
                continue
            if rule_type in ("per_card", "condition"):
                items += [self._card_item(trace, frame, cell) for cell in present]
                if rule_type == "per_card" and trace.rule["face"] == "down":
                    down = sorted(trace.down_before)
                    own.append(self.t("why_face_down_note", cells=cells_text(down, 20) if down else "—"))
            elif rule_type == "flat":
                items.append(self._flat_item(trace, present))
            elif rule_type == "lines":
                items.append(self._lines_item(trace, present))
            elif rule_type == "groups":
                items += self._group_items(trace)
                table = trace.rule["table"]
                scale = " · ".join(f"{n + 1}{'+' if n == len(table) - 1 else ''} → {pts}"
                                   for n, pts in enumerate(table))
                notes.append(self.t("why_scale", table=scale))
            elif rule_type == "adjacent_groups":
                items += [self._adjacent_groups_item(trace, frame, cell) for cell in present]
            elif rule_type == "hunt":
                items += self._hunt_items(trace, frame, present)
        if not present and comp is None:
            items.append(Item(0, self.t("why_no_card", card=self.kind_name(kind_id)), self.t("why_none_short")))
        points = self.score.players[player].kinds[kind_id]
        return RowWhy(kind_id, player, points, tuple(items), comparison=comp, notes=tuple(notes),
                      own_notes=tuple(own))

    # per card ------------------------------------------------------------------------------------------

    def _named(self, kind_id: str, cell: int, points: int, reason: str | None) -> Item:
        card = self.kind_name(kind_id)
        text = self.t("why_card", card=card, cell=cell_label(cell), points=points)
        short = self.t("why_cell", cell=cell_label(cell), points=points)
        if reason:
            text, short = f"{text} ({reason})", f"{short} ({reason})"
        return Item(points, text, short, (cell,))

    def _joined(self, kinds: Sequence[str]) -> str:
        return self.t("why_or").join(self.kind_name(k) for k in kinds)

    def _listed_kinds(self, rule: Rule) -> list[str]:
        """The kinds a rule names (for "no Wolf or Bear next to it")."""
        if "of" in rule.params:
            return list(rule["of"])
        targets = self.scorer.targets(rule)
        return [k.id for k in self.rules.kinds if k.id in targets]

    def _what(self, rule: Rule) -> str:
        """What a rule counts, in words: its kinds, a category, or face-down cards."""
        if rule.type == "per_card" and rule["face"] == "down" and "of" not in rule.params \
                and "category" not in rule.params:
            return self.t("why_face_down_card")
        if "category" in rule.params and "of" not in rule.params:
            return self.t(f"why_category_{rule['category']}")
        return self._joined(self._listed_kinds(rule))

    def _card_item(self, trace: RuleTrace, frame: Sequence[int], cell: int) -> Item:
        rule = trace.rule
        points = trace.per_card[cell]
        where = self.t(f"why_where_{rule['where']}")
        targets = self.scorer.targets(rule)
        face = rule.get("face", "any")
        found = []
        for nb in NEIGHBOURS[rule["where"]][cell]:
            k = frame[nb]
            if k == EMPTY or self.rules.kinds[k].id not in targets:
                continue
            if (face == "down" and nb not in trace.down_before) or (face == "up" and nb in trace.down_before):
                continue
            found.append(nb)
        kinds_found = [self.rules.kinds[frame[nb]].id for nb in found]
        if rule.type == "condition":
            if found:
                listed = ", ".join(f"{self.kind_name(k)} {cell_label(nb)}" for k, nb in zip(kinds_found, found))
                reason = self.t("why_with", where=where, found=listed)
            else:
                reason = self.t("why_without", what=self._what(rule), where=where)
            return self._named(trace.kind, cell, points, reason)
        # per_card: base + n × points, n the cards (or the distinct kinds) found
        if rule["distinct"]:
            distinct = list(dict.fromkeys(kinds_found))
            n = len(distinct)
            names = ", ".join(self.kind_name(k) for k in distinct)
            counted = self.t("why_distinct_one" if n == 1 else "why_distinct_many", n=n, kinds=names)
        else:
            n = len(found)
            if face == "down":
                counted = f"{n} × {self.t('why_face_down_card')}"
            else:
                counts = {k: kinds_found.count(k) for k in dict.fromkeys(kinds_found)}
                counted = ", ".join(f"{c} × {self.kind_name(k)}" for k, c in counts.items())
        if rule["base"] + n * rule["points"] != points:      # never expected: say only what the rules gave
            return self._named(trace.kind, cell, points, None)
        reason = self.t("why_with", where=where, found=counted) if n else \
            self.t("why_without", what=self._what(rule), where=where)
        if rule["base"]:
            step = rule["points"]
            sign = "−" if step < 0 else "+"
            reason = self.t("why_then", a=f"{rule['base']} {sign} {abs(step)} × {n}", b=reason)
        if rule["flip"] and found:
            reason = self.t("why_then", a=reason, b=self.t("why_flips", cells=cells_text(found)))
        return self._named(trace.kind, cell, points, reason)

    def _flat_item(self, trace: RuleTrace, present: list[int]) -> Item:
        each = trace.rule["points"]
        total = sum(trace.per_card.values())
        text = self.t("why_flat", n=len(present), card=self.kind_name(trace.kind), each=each, total=total)
        text += f" ({cells_text(present)})"
        return Item(total, text, text, tuple(present))

    def _lines_item(self, trace: RuleTrace, present: list[int]) -> Item:
        rows = sorted({c // GRID_COLS for c in present})
        cols = sorted({c % GRID_COLS for c in present})
        text = self.t("why_lines", rows=", ".join(str(r + 1) for r in rows), cols=", ".join(COLUMNS[c] for c in cols),
                      r=len(rows), c=len(cols), points=trace.rule["points"], total=trace.points)
        return Item(trace.points, text, text, tuple(present))

    def _group_items(self, trace: RuleTrace) -> list[Item]:
        table = trace.rule["table"]
        items = []
        nothing: list[int] = []          # the groups too small to score, in one line
        for group in trace.groups:
            cells = [c for c in range(GRID_CELLS) if group >> c & 1]
            points = table[min(len(cells), len(table)) - 1]
            if points:
                text = self.t("why_group", n=len(cells), cells=cells_text(cells), points=points)
                items.append(Item(points, text, text, tuple(cells)))
            else:
                nothing += cells
        items.sort(key=lambda item: (-item.points, item.cells))
        if nothing:
            text = self.t("why_groups_nothing", cells=cells_text(nothing))
            items.append(Item(0, text, text, tuple(sorted(nothing))))
        return items

    def _adjacent_groups_item(self, trace: RuleTrace, frame: Sequence[int], cell: int) -> Item:
        of = trace.rule["of"][0]
        index = self.rules.kind(of).index
        groups = _groups(frame, index)
        sizes = [len(g) for g in groups if any(nb in g for nb in ADJACENT[cell])]
        points = trace.per_card[cell]
        if sizes:
            reason = self.t("why_adjacent_groups", kind=self.kind_name(of), sizes=" + ".join(map(str, sizes)))
        else:
            reason = self.t("why_without", what=self.kind_name(of), where=self.t("why_where_adjacent"))
        return self._named(trace.kind, cell, points, reason)

    def _hunt_items(self, trace: RuleTrace, frame: Sequence[int], present: list[int]) -> list[Item]:
        rule = trace.rule
        candidates, picks, prey = trace.hunt if trace.hunt is not None else ((), 0, ())
        hunters = [c for c in present if _touches(frame, c, self._indices(rule["needs"]))]
        pairs = dict(pair_prey(hunters[:picks], prey))
        items = []
        for cell in present:
            if cell in pairs:
                target = pairs[cell]
                reason = self.t("why_takes", prey=self.kind_name(self.rules.kinds[frame[target]].id),
                                cell=cell_label(target))
                items.append(self._named(trace.kind, cell, rule["points"], reason))
            elif cell in hunters:
                items.append(self._named(trace.kind, cell, 0, self.t("why_no_prey")))
            else:
                what = self._joined(rule["needs"])
                items.append(self._named(trace.kind, cell, 0,
                                         self.t("why_without", what=what, where=self.t("why_where_adjacent"))))
        return items

    def _indices(self, kind_ids: Sequence[str]) -> set[int]:
        return {self.rules.kind(k).index for k in kind_ids}

    # comparisons -------------------------------------------------------------------------------------

    def _prize_item(self, comp: Comparison, player: int, present: list[int]) -> Item:
        standing = comp.of(player)
        if standing is None or standing.place is None:
            text = self.t("why_out")
        else:
            text = self.t("why_prize", place=ordinal(standing.place, self.lang), value=standing.value,
                          prize=standing.prize)
        prize = standing.prize if standing is not None else 0
        return Item(prize, text, text, tuple(self.score.players[player].scoring_cells.get(comp.kind, ())), True)

    def standing_text(self, comp: Comparison, standing: Standing) -> str:
        """One line of a ranking: "1er · Ana : 5 → 8", the neutral "Joueur neutre : 5 (ne marque rien)"."""
        name = self.player_name(standing.player)
        if standing.place is None:
            return self.t("why_standing_out", name=name)
        place = ordinal(standing.place, self.lang)
        if standing.player is None:
            return self.t("why_standing_neutral", place=place, name=name, value=standing.value)
        return self.t("why_standing", place=place, name=name, value=standing.value, prize=standing.prize)

    def comparison_title(self, comp: Comparison) -> str:
        return self.t(f"why_measure_{comp.measure}", kind=self.kind_name(comp.kind)) + " · " + \
            self.t("why_prizes", prizes=" / ".join(map(str, comp.prizes)))

    # biodiversity and total --------------------------------------------------------------------------

    def _biodiversity(self, player: int) -> RowWhy:
        p = self.score.players[player]
        if p.biodiversity is None:
            return RowWhy(BIODIVERSITY, player, 0, (),
                          own_notes=(self.t("why_no_bio", name=self.player_name(player)),))
        gaps = tuple(k for k, pts in p.kinds.items() if pts == 0)
        table = gap_table(self.rules.biodiversity, len(gaps))
        names = ", ".join(self.kind_name(k) for k in gaps) or "—"
        text = self.t("why_gaps", n=len(gaps), kinds=names, points=p.biodiversity)
        return RowWhy(BIODIVERSITY, player, p.biodiversity, (Item(p.biodiversity, text, text),),
                      gaps=GapTable(gaps, p.biodiversity, table))

    def _total(self, player: int) -> RowWhy:
        p = self.score.players[player]
        items = []
        for kind_id, pts in p.kinds.items():
            if pts:
                text = f"{self.kind_name(kind_id)} {pts}"
                items.append(Item(pts, text, text))
        if p.biodiversity:
            text = f"{self.t('biodiversity')} {p.biodiversity:+d}"
            items.append(Item(p.biodiversity, text, text))
        return RowWhy(TOTAL, player, p.total, tuple(items))


# ---------------------------------------------------------------------------------------------- helpers


def gap_table(by_gaps: Sequence[int], gaps: int) -> tuple[tuple[str, int, bool], ...]:
    """The biodiversity table of the data, equal neighbours merged ("0–2" → 12), the last entry open ("6+");
    True marks the entry ``gaps`` falls in."""
    out = []
    last = len(by_gaps) - 1
    start = 0
    for n in range(len(by_gaps)):
        if n < last and by_gaps[n + 1] == by_gaps[n] and n + 1 < last:
            continue
        if n == last:
            label = f"{n}+"
        elif start == n:
            label = str(n)
        else:
            label = f"{start}–{n}"
        hit = start <= gaps <= n or (n == last and gaps >= last)
        out.append((label, by_gaps[n], hit))
        start = n + 1
    return tuple(out)


def _groups(frame: Sequence[int], index: int) -> list[set[int]]:
    """The connected groups of a kind (sets of frame cells)."""
    left = {c for c, k in enumerate(frame) if k == index}
    groups = []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            for nb in ADJACENT[todo.pop()]:
                if nb in left:
                    left.remove(nb)
                    group.add(nb)
                    todo.append(nb)
        groups.append(group)
    return groups


def _touches(frame: Sequence[int], cell: int, kinds: set[int]) -> bool:
    return any(frame[nb] in kinds for nb in ADJACENT[cell])


def hunters(rules: GameRules, frame: Sequence[int]) -> list[int]:
    """The cards that hunt (next to what their ``hunt`` rule needs), reading order; empty without a hunt rule."""
    out = []
    for kind in rules.kinds:
        for rule in kind.rules:
            if rule.type == "hunt":
                needs = {rules.kind(k).index for k in rule["needs"]}
                out += [c for c, k in enumerate(frame) if k == kind.index and _touches(frame, c, needs)]
    return out


def pair_prey(lions: Sequence[int], prey: Sequence[int]) -> list[tuple[int, int]]:
    """Which hunter took which prey, for showing it: the rules only say how many, so each hunter in reading
    order takes the nearest prey left (then the first in reading order). Extra prey or hunters stay unpaired."""
    left = list(prey)
    pairs = []
    for lion in lions:
        if not left:
            break
        lr, lc = divmod(lion, GRID_COLS)
        best = min(left, key=lambda p: (abs(p // GRID_COLS - lr) + abs(p % GRID_COLS - lc), p))
        left.remove(best)
        pairs.append((lion, best))
    return pairs
