"""Canopée's score sheet as a score screen shows it: per forest and per season, the points of every source and
the cards that scored them.

``summarize(state)`` reads a game (finished, or at any point) through public information only: the points the
engine wrote in its ``sheets`` at each end of season (never scored again here: the screen shows the engine's
numbers), the public events (which trees each Tree step scored, which tree took the Tallest Tree award, the
cards each forest held when the season's flora and weather were scored — the Regeneration step discards exactly
those —, the Season Change card of each season) and the forests as they stand (trees, wildlife).

Sources, in the order a pad lists them (``Summary.sources``, only those this game can score):
trees, tallest_tree, fern, bromeliad, monstera, weather, vines, orchid (card sets with the advanced plants),
threat_bonus (solo: the Forest Spirit's), season_change (the Season Change variant), then at the end of the game
one ``wildlife:<species>`` per species some forest holds, marmoset (when the Pygmy Marmoset is in the game) and
lushest_forest. The wildlife of a species is the engine's wildlife formula (scoring.wildlife_points) applied to
that species' cards: the species together make the engine's wildlife points exactly (the Spirit's doubled).

The cards of a (forest, source, season) are those the rule counted: a Tree step's newly scored trees (trunks
and canopy), the awarded tree, the flora or weather cards of that kind standing at step 5 (whatever they scored,
an even number of ferns included), the Vines with the completed trees they multiply, the Spirit's threats, the
Season Change card's cards (Saplings' trees, Monsoon's rain, Heatwave's sun, Blooms' flora; none for Migration),
a species' wildlife cards, the Marmoset with the completed trees, every completed tree for the Lushest Forest.
Each uid's kind is in ``Summary.kinds``. Pure Python: no pygame.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from . import scoring as S
from .cardtable import WILDLIFE
from .view import CanopeeView

SEASON_SOURCES = ("trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather", "vines", "orchid",
                  "threat_bonus", "season_change")
WILDLIFE_PREFIX = "wildlife:"
# the flora and weather sources: the kinds of card each counts at step 5
STANDING_KINDS = {"fern": ("fern",), "bromeliad": ("bromeliad",), "monstera": ("monstera",),
                  "weather": ("rain", "sun"), "vines": ("vines",), "orchid": ("orchid",)}


def wildlife_source(species: str) -> str:
    """The source of one species' wildlife cards ("wildlife:frog")."""
    return WILDLIFE_PREFIX + species


def species_of(source: str) -> str | None:
    """The species of a wildlife source, else None."""
    return source[len(WILDLIFE_PREFIX):] if source.startswith(WILDLIFE_PREFIX) else None


Key = tuple[int, str, int]          # (forest, source, season 1-based)


@dataclass(frozen=True)
class Summary:
    """``forests``: the seats, then in solo the Spirit (``spirit`` its index, else None). ``seasons``: the game's
    seasons; ``played``: the seasons begun so far. ``points`` and ``cards`` by (forest, source, season): a
    season-end source in every season scored so far, an end-of-game source in the last season (where the engine
    writes it). ``season_totals[f][s - 1]``: forest f's points of season s; ``totals``: the game's."""

    forests: int
    players: int
    spirit: int | None
    seasons: int
    played: int
    over: bool
    sources: tuple[str, ...]
    points: Mapping[Key, int]
    cards: Mapping[Key, tuple[int, ...]]
    kinds: Mapping[int, str]
    season_totals: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]
    winners: tuple[int, ...] = ()
    season_changes: tuple[str | None, ...] = field(default=())

    # ------------------------------------------------------------------ reading it

    def value(self, forest: int, source: str, season: int | None = None) -> int:
        """The points of a source for a forest in one season, or over the whole game (season None)."""
        if season is not None:
            return self.points.get((forest, source, season), 0)
        return sum(self.points.get((forest, source, s), 0) for s in range(1, self.played + 1))

    def scored(self, forest: int, source: str, season: int) -> bool:
        """Whether the engine has scored this source for this forest in this season (an end-of-game source only
        in the last season, once the game is over)."""
        return (forest, source, season) in self.points

    def cards_of(self, forest: int, source: str, season: int | None = None) -> tuple[int, ...]:
        """The cards that scored a source, in one season or in all (each card once, in season order)."""
        if season is not None:
            return self.cards.get((forest, source, season), ())
        out: list[int] = []
        for s in range(1, self.played + 1):
            out += [u for u in self.cards.get((forest, source, s), ()) if u not in out]
        return tuple(out)

    def season_total(self, forest: int, season: int) -> int:
        return self.season_totals[forest][season - 1] if season <= len(self.season_totals[forest]) else 0

    def end_source(self, source: str) -> bool:
        """Scored once, at the end of the game (wildlife, the Marmoset, the Lushest Forest)."""
        return source in ("marmoset", "lushest_forest") or species_of(source) is not None


def _tree_cards(tree: Any) -> tuple[int, ...]:
    return tuple(tree.trunks) + ((tree.canopy,) if tree.canopy >= 0 else ())


def summarize(state: Any) -> Summary:
    """The summary of a Canopée game as it stands (see the module's docstring)."""
    rules, ct = state.rules, state.ct
    view = CanopeeView(state, 0)        # a public window on the state (not the state's cached views)
    nf, players, seasons = state.nf, state.players, state.mode.seasons
    spirit = state.spirit if state.solo else None
    played = len(state.sheets)
    kinds: dict[int, str] = {}

    # the forests as they stand: every tree by its id, the wildlife cards
    forests = [view.forest(f) for f in range(nf)]
    trees: list[dict[int, Any]] = [{t.tid: t for t in fo.trees} for fo in forests]
    for fo in forests:
        for t in fo.trees:
            for u in _tree_cards(t):
                kinds[u] = ct.kind[u]
        for u in fo.cards:
            kinds[u] = ct.kind[u]

    # what the public events say, season by season
    scored_trees: dict[tuple[int, int], list[int]] = {}      # (forest, season) -> tree ids scored
    awarded: dict[tuple[int, int], int] = {}                  # (forest, season) -> tree id
    standing: dict[tuple[int, int], list[int]] = {}           # (forest, season) -> cards at step 5
    season_change: dict[int, str | None] = {}
    season = 0
    for event in state.events():
        kind, data = event.kind, event.data
        if kind == "season_start":
            season = data["season"]
            season_change[season] = data.get("season_change")
        elif kind in ("season_end", "step"):
            season = data["season"]
        elif kind == "tree_score":
            scored_trees.setdefault((data["forest"], season), []).append(data["tree"])
        elif kind == "tallest_tree" and data.get("tree") is not None:
            awarded[(data["forest"], season)] = data["tree"]
        elif kind == "regeneration":
            standing[(data["forest"], season)] = list(data["cards"])
            for u, k in zip(data["cards"], data["kinds"]):
                kinds[u] = k
    # (step 5 and Regeneration follow each other with no decision between them: a season whose flora and
    # weather were scored has always been regenerated when anyone can ask)

    def tree_cards(f: int, tids) -> tuple[int, ...]:
        out: list[int] = []
        for tid in tids:
            t = trees[f].get(tid)
            if t is not None:
                out += _tree_cards(t)
        return tuple(out)

    def completed_by(f: int, s: int) -> list[int]:
        """The completed trees of forest f at step 5 of season s: those scored by then (step 4 scores every
        completed tree, and a scored tree is never lost)."""
        return [tid for (g, t), tids in sorted(scored_trees.items(), key=lambda kv: kv[0][1])
                if g == f and t <= s for tid in tids]

    def of_kinds(cards, wanted) -> tuple[int, ...]:
        return tuple(u for u in cards if kinds.get(u) in wanted)

    # which sources this game can score
    sources = ["trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather"]
    sources += [k for k in ("vines", "orchid") if k in ct.of_kind]
    if state.solo:
        sources.append("threat_bonus")
    if state.options.get("season_change"):
        sources.append("season_change")
    over = bool(state.is_over)
    held_species: list[str] = []
    if over:
        held = {rules.kinds[ct.kind[u]].species for fo in forests for u in fo.cards if ct.cat[u] == WILDLIFE}
        held_species = [sp for sp in rules.species if sp in held]
        sources += [wildlife_source(sp) for sp in held_species]
        if "marmoset" in ct.of_kind:
            sources.append("marmoset")
        sources.append("lushest_forest")

    points: dict[Key, int] = {}
    cards: dict[Key, tuple[int, ...]] = {}
    season_totals: list[list[int]] = [[] for _ in range(nf)]
    for s in range(1, played + 1):
        sc_id = season_change.get(s)
        sc = rules.season_change(sc_id) if sc_id else None
        last = over and s == seasons
        for f in range(nf):
            sheet = state.sheets[s - 1][f]
            season_totals[f].append(sum(sheet.values()))
            here = standing.get((f, s), [])
            for source in sources:
                if source in ("trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather", "vines",
                              "orchid"):
                    points[(f, source, s)] = sheet.get(source, 0)
                elif source == "threat_bonus":
                    if f == spirit:
                        points[(f, source, s)] = sheet.get(source, 0)
                elif source == "season_change":
                    points[(f, source, s)] = sheet.get(source, 0)
                elif last:
                    if source in ("marmoset", "lushest_forest"):
                        points[(f, source, s)] = sheet.get(source, 0)
            # the cards each rule counted
            cards[(f, "trees", s)] = tree_cards(f, scored_trees.get((f, s), ()))
            if (f, s) in awarded:
                cards[(f, "tallest_tree", s)] = tree_cards(f, (awarded[(f, s)],))
            for source, wanted in STANDING_KINDS.items():
                mine = of_kinds(here, wanted)
                if source == "vines" and mine:
                    mine += tree_cards(f, completed_by(f, s))
                if mine and source in sources:
                    cards[(f, source, s)] = mine
            if f == spirit and "threat_bonus" in sources:
                threats = of_kinds(here, rules.solo.threat_kinds)
                if threats:
                    cards[(f, "threat_bonus", s)] = threats
            if sc is not None:
                mine = ()
                if sc.effect == "saplings":
                    tall = [tid for tid in scored_trees.get((f, s), ())
                            if tid in trees[f] and trees[f][tid].height == sc["height"]]
                    mine = tree_cards(f, tall)
                elif sc.effect == "monsoon":
                    mine = of_kinds(here, ("rain",))
                elif sc.effect == "heatwave":
                    mine = of_kinds(here, ("sun",))
                elif sc.effect == "blooms":
                    mine = of_kinds(here, tuple(sc["of"]))
                if mine:
                    cards[(f, "season_change", s)] = mine
            if last:
                fo = forests[f]
                is_spirit = f == spirit
                wildlife = [u for u in fo.cards if ct.cat[u] == WILDLIFE]
                for sp in held_species:
                    mine = tuple(u for u in wildlife if rules.kinds[ct.kind[u]].species == sp)
                    # the engine's formula on this species' cards (the pair's high value needs its active card,
                    # which is of the same species): the species add up to the engine's wildlife points
                    points[(f, wildlife_source(sp), s)] = S.wildlife_points(rules, [ct.kind[u] for u in mine],
                                                                             is_spirit)
                    if mine:
                        cards[(f, wildlife_source(sp), s)] = mine
                completed = tuple(u for t in fo.trees if t.canopy >= 0 for u in _tree_cards(t))
                if "marmoset" in sources:
                    marmoset = tuple(u for u in wildlife if ct.kind[u] == "marmoset")
                    if marmoset and not is_spirit:
                        cards[(f, "marmoset", s)] = marmoset + completed
                if completed:
                    cards[(f, "lushest_forest", s)] = completed
    totals = tuple(sum(t) for t in season_totals)
    outcome = state.outcome()
    winners = tuple(outcome.winners) if outcome is not None else ()
    return Summary(forests=nf, players=players, spirit=spirit, seasons=seasons, played=played, over=over,
                   sources=tuple(sources), points=points, cards=cards, kinds=kinds,
                   season_totals=tuple(tuple(t) for t in season_totals), totals=totals, winners=winners,
                   season_changes=tuple(season_change.get(s) for s in range(1, played + 1)))
