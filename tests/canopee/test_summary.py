"""The score screen's summary (game/canopee/summary.py) says what the engine scored, never its own sums: for
random games of every mode, its totals are the outcome's, each season's points the engine's sheet, and the cards
it names for each number recount, through the engine's own formulas, to that number — from public information
only."""
from __future__ import annotations

from collections import Counter

import pytest

from game.canopee import CANOPEE
from game.canopee import scoring as S
from game.canopee.agents import AGENTS
from game.canopee.cardtable import GERMINATION, WILDLIFE
from game.canopee.summary import SEASON_SOURCES, species_of, summarize, wildlife_source

MODES = [
    ("2p base", 2, False, {}),
    ("2p A", 2, False, {"card_set": "A"}),
    ("2p B", 2, False, {"card_set": "B"}),
    ("2p C", 2, False, {"card_set": "C"}),
    ("2p D 6 species", 2, False, {"card_set": "D", "species": 6}),
    ("2p D 7 species", 2, False, {"card_set": "D", "species": 7}),
    ("2p D random", 2, False, {"card_set": "D"}),
    ("2p season change", 2, False, {"season_change": True}),
    ("2p D season change", 2, False, {"card_set": "D", "season_change": True}),
    ("solo easier", 1, True, {"difficulty": "easier"}),
    ("solo normal", 1, True, {"difficulty": "normal"}),
    ("solo harder", 1, True, {"difficulty": "harder"}),
    ("solo C harder", 1, True, {"card_set": "C", "difficulty": "harder"}),
    ("3p base", 3, False, {}),
    ("3p C", 3, False, {"card_set": "C"}),
    ("4p base", 4, False, {}),
    ("4p D", 4, False, {"card_set": "D"}),
]
SEEDS = (0, 1, 2, 3)


def play(players: int, seed: int, solo: bool, options: dict, level: str = "random", until=None):
    """A game of the engine played by bots (every seat ``level``) to its end, or until ``until(state)``."""
    state = CANOPEE.new_state(players, seed, solo, options or None)
    bots = {s: AGENTS[level](seed * 8 + s) for s in range(players)}
    while not state.is_over and not (until is not None and until(state)):
        for seat in sorted(state.to_act()):
            state.apply(seat, bots[seat].choose(state.view(seat)))
    return state


def games():
    """Every mode, a few seeds with random seats and one with Medium seats (they grow more trees)."""
    for name, players, solo, options in MODES:
        for seed in SEEDS:
            yield name, play(players, seed, solo, options)
        yield name, play(players, 99, solo, options, "medium")


@pytest.fixture(scope="module")
def finished():
    return list(games())


def test_the_totals_and_every_seasons_points_are_the_engines(finished):
    for name, state in finished:
        sm = summarize(state)
        outcome = state.outcome()
        assert sm.over and sm.totals == tuple(outcome.totals), name
        assert sm.winners == tuple(outcome.winners), name
        scored = {e.data["season"]: e.data for e in state.events() if e.kind == "season_scores"}
        assert sm.played == sm.seasons == len(scored), name
        for f in range(sm.forests):
            for s in range(1, sm.seasons + 1):
                sheet = state.sheets[s - 1][f]          # the engine's sheet (the last has the game's end too)
                told = scored[s]["sheets"][str(f)]      # as the season's end told it, before the game's end
                assert {k: v for k, v in sheet.items() if k not in S.GAME_END_KEYS} == told, (name, f, s)
                assert sm.season_total(f, s) == sum(sheet.values()), (name, f, s)
                # every source as the engine wrote it; the species together make its wildlife points
                for key in SEASON_SOURCES + ("marmoset", "lushest_forest"):
                    if key in sm.sources and (f == sm.spirit or key != "threat_bonus"):
                        assert sm.value(f, key, s) == sheet.get(key, 0), (name, f, s, key)
                species = [k for k in sm.sources if species_of(k) is not None]
                assert sum(sm.value(f, k, s) for k in species) == sheet.get("wildlife", 0), (name, f, s)
                assert sum(sm.value(f, k, s) for k in sm.sources) == sm.season_total(f, s), (name, f, s)
            assert sum(sm.season_total(f, s) for s in range(1, sm.seasons + 1)) == sm.totals[f]


def test_the_sources_are_those_the_game_can_score(finished):
    for name, state in finished:
        sm = summarize(state)
        plants = state.rules.card_sets[state.options["card_set"]].plants
        assert ("vines" in sm.sources) == ("orchid" in sm.sources) == plants, name
        assert ("threat_bonus" in sm.sources) == state.solo, name
        assert ("season_change" in sm.sources) == bool(state.options["season_change"]), name
        held = {state.rules.kinds[state.ct.kind[u]].species for fo in state.forests for u in fo.cards
                if state.ct.cat[u] == WILDLIFE}
        assert {species_of(k) for k in sm.sources if species_of(k)} == held, name
        assert sm.sources[-1] == "lushest_forest"


def _tree_of(state, f, uid):
    return next(t for t in state.forests[f].trees if uid in t.trunks or uid == t.canopy)


def test_the_cards_of_each_number_recount_to_it(finished):
    """The cards named for a number are the ones the rule counted: the engine's formulas on them give it."""
    for name, state in finished:
        sm, rules, kind, val = summarize(state), state.rules, state.ct.kind, state.ct.val
        for f in range(sm.forests):
            fo = state.forests[f]
            completed = [t for t in fo.trees if t.canopy >= 0]
            for s in range(1, sm.seasons + 1):
                # trees: the trees scored this season, each whole
                trees = {_tree_of(state, f, u).tid: _tree_of(state, f, u) for u in sm.cards_of(f, "trees", s)}
                assert sum(S.tree_points([val[u] for u in t.trunks], val[t.canopy]) for t in trees.values()) \
                    == sm.value(f, "trees", s), (name, f, s)
                assert sorted(sm.cards_of(f, "trees", s)) == sorted(
                    u for t in trees.values() for u in t.trunks + [t.canopy])
                # the Tallest Tree: one awarded tree, whole, where the award was won
                award = sm.cards_of(f, "tallest_tree", s)
                assert bool(award) == (sm.value(f, "tallest_tree", s) > 0), (name, f, s)
                if award:
                    tree = _tree_of(state, f, award[0])
                    assert tree.awarded and sorted(award) == sorted(tree.trunks + [tree.canopy])
                # flora and weather: the cards standing at step 5, recounted
                counts = Counter(kind[u] for key in ("fern", "bromeliad", "monstera", "weather", "orchid")
                                 for u in sm.cards_of(f, key, s))
                vines = sm.cards_of(f, "vines", s)
                counts["vines"] = sum(1 for u in vines if kind[u] == "vines")
                canopies = sum(1 for u in vines if kind[u].startswith("canopy"))
                for key, points in S.flora_weather(rules, counts, canopies).items():
                    if key in sm.sources:
                        assert points == sm.value(f, key, s), (name, f, s, key)
                if "season_change" in sm.sources:
                    sc_id = sm.season_changes[s - 1]
                    sc = rules.season_change(sc_id) if sc_id else None
                    if sc is not None and sc.effect in ("monsoon", "heatwave", "blooms"):
                        counted = Counter(kind[u] for u in sm.cards_of(f, "season_change", s))
                        if sc.effect != "blooms":       # the rain (sun) outside pairs: the sun (rain) counts too
                            counted = Counter(kind[u] for u in sm.cards_of(f, "weather", s))
                        assert S.step5_bonus(sc, counted) == sm.value(f, "season_change", s), (name, f, s)
                if f == sm.spirit:
                    threats = sm.cards_of(f, "threat_bonus", s)
                    assert all(kind[u] in rules.solo.threat_kinds for u in threats)
                    if sm.value(f, "threat_bonus", s):
                        assert threats, (name, s)
            # the end of the game: the species' cards are the forest's wildlife; the Lushest Forest its trees
            last = sm.seasons
            wildlife = sorted(u for u in fo.cards if state.ct.cat[u] == WILDLIFE)
            named = []
            for key in sm.sources:
                species = species_of(key)
                if species is not None:
                    mine = sm.cards_of(f, key, last)
                    assert all(rules.kinds[kind[u]].species == species for u in mine)
                    assert S.wildlife_points(rules, [kind[u] for u in mine], f == sm.spirit) == sm.value(f, key, last)
                    named += mine
            assert sorted(named) == wildlife, name
            assert sorted(sm.cards_of(f, "lushest_forest", last)) == sorted(
                u for t in completed for u in t.trunks + [t.canopy])
            if "marmoset" in sm.sources and sm.value(f, "marmoset", last):
                heights = {len(_tree_of(state, f, u).trunks) for u in sm.cards_of(f, "marmoset", last)
                           if kind[u] != "marmoset"}
                assert len(heights) * rules.scoring.marmoset_per_height == sm.value(f, "marmoset", last)


def test_the_spirits_wildlife_is_doubled_and_never_negative(finished):
    for name, state in finished:
        sm = summarize(state)
        if sm.spirit is None:
            continue
        for key in sm.sources:
            species = species_of(key)
            if species is None:
                continue
            kinds = [state.ct.kind[u] for u in sm.cards_of(sm.spirit, key, sm.seasons)]
            floor = state.rules.solo.wildlife_floor
            plain = sum(max(floor, state.rules.kinds[k].points_with_active if state.rules.kinds[k].pair and
                            species in kinds else state.rules.kinds[k].points) for k in kinds)
            assert sm.value(sm.spirit, key, sm.seasons) == plain * state.rules.solo.wildlife_factor, name


def test_only_public_cards_are_named(finished):
    """Every card the summary names is one every seat may see now, or a Germination card whose return under
    its deck the public log showed (Regeneration lists the cards it takes away)."""
    for name, state in finished:
        sm = summarize(state)
        visible = [state.view(seat).visible_cards() for seat in range(state.players)]
        shown = {u for e in state.events() if e.kind == "regeneration" for u in e.data["cards"]}
        for uids in sm.cards.values():
            for u in uids:
                assert all(u in seen for seen in visible) or (
                    state.ct.origin[u] == GERMINATION and u in shown), (name, u)
                assert sm.kinds[u] == state.ct.kind[u]


def test_a_game_in_progress_has_its_seasons_so_far_and_no_end_of_game_yet():
    state = play(2, 5, False, {"card_set": "C"}, until=lambda st: st.season == 2 and st.phase == "play")
    sm = summarize(state)
    assert not sm.over and sm.played == 2 and sm.totals == tuple(state.points)
    assert "lushest_forest" not in sm.sources and not any(species_of(k) for k in sm.sources)
    assert sm.season_total(0, 2) == 0 and sm.season_total(0, 1) == state.points[0]
    # the season under way names no flora yet: its end has not come
    assert not any(sm.cards_of(f, key, 2) for f in range(2) for key in ("fern", "bromeliad", "monstera", "weather"))


def test_the_wildlife_source_names_its_species():
    assert wildlife_source("frog") == "wildlife:frog" and species_of("wildlife:frog") == "frog"
    assert species_of("trees") is None
