"""A seat's view of Living Forest (game/livingforest/view.py): what its accessors tell is public — the same in every
game the seat cannot tell apart, read without ever looking into a draw pile (but the cards the seat put on top of
its own) or a reserve stack, of which only the sizes show — and it is a copy: nothing a reader does to what it
gets back changes the game.

Every public accessor is checked, with every meaningful argument: a new one is picked up by ``readings`` (and a
new kind of argument fails until ``ARGUMENTS`` learns it)."""
from __future__ import annotations

import inspect
import itertools
import json
import random

import pytest

from game.livingforest import LIVING_FOREST
from game.livingforest.agents import AGENTS
from game.livingforest.scoring import ELEMENTS
from game.livingforest.view import LivingForestView

from .test_agents import Sealed

NOT_ACCESSORS = {"determinize", "state"}     # the seat's imagined game, and the whole game (the engine's)
ARGUMENTS = {
    "seat": lambda view: list(range(view.players)),
    "element": lambda view: list(ELEMENTS),
    "plus": lambda view: [0, 3],
    "kind": lambda view: ["attract", "extinguish", "plant", "move", "fragment"],
    "distance": lambda view: [1, 2, 5],
}


def accessors() -> list[str]:
    return [name for name in dir(LivingForestView) if not name.startswith("_") and name not in NOT_ACCESSORS]


def readings(view: LivingForestView) -> dict:
    """(accessor, arguments...) -> what the view answers, for every public accessor and argument."""
    out = {}
    for name in accessors():
        member = inspect.getattr_static(LivingForestView, name)
        if isinstance(member, property) or not callable(member):     # a property, the ``seat`` slot
            out[(name,)] = getattr(view, name)
            continue
        choices = []
        for param in list(inspect.signature(member).parameters.values())[1:]:
            values = ARGUMENTS[param.name](view)
            choices.append(values + [None] if param.default is None else values)
        for args in itertools.product(*choices):
            out[(name,) + args] = getattr(view, name)(*args)
    return out


def checkpoints(players: int, seed: int, every: int = 7):
    """A game of Medium and Easy seats, paused every few decisions (and at the end) for a test to look: yields the
    state, paused. The seats attract cards (known tops), reshuffle, bust, move and steal along the way."""
    state = LIVING_FOREST.new_state(players, seed, options={"round_cap": True})
    agents = [AGENTS[("medium", "easy")[s % 2]](s) for s in range(players)]
    step = 0
    while not state.is_over:
        if step % every == 0:
            yield state
        seat = min(state.to_act())
        state.apply(seat, agents[seat].choose(state.view(seat)))
        step += 1
    yield state


def test_every_accessor_is_read_by_these_tests():
    names = set(accessors())
    # the brief's list (issue 15) and what the agents and the window read
    assert {"rows", "face_up", "stack_sizes", "centre", "dispenser", "supplies", "fire_supply", "round", "first",
            "phase", "active", "rock", "victory_tiles", "fragments", "fire_tiles", "help_line", "discard",
            "draw_size", "known_top", "balance", "allowance", "actions_taken", "forest", "totals", "budget",
            "frame", "frames", "events", "possible", "plant_cells", "plantable", "path"} <= names


@pytest.mark.slow
@pytest.mark.parametrize("players, seed", [(2, 3), (4, 8)])
def test_no_accessor_tells_what_the_seat_cannot_know(players, seed):
    # the same readings from the real game and from a twin with every hidden pile dealt again
    rng = random.Random(seed)
    compared = differed = known = 0
    for state in checkpoints(players, seed):
        for seat in range(players):
            view = state.view(seat)
            twin = view.determinize(rng)
            differed += [sp.draw for sp in twin.spirits] != [sp.draw for sp in state.spirits] \
                and twin.stacks != state.stacks
            known += bool(view.known_top(seat))
            assert readings(twin.view(seat)) == readings(view), f"seat {seat}'s view changed with hidden cards"
            compared += 1
    assert compared > 50 and differed > compared / 2 and known, (compared, differed, known)


@pytest.mark.parametrize("players, seed", [(3, 5)])
def test_no_accessor_reads_a_draw_pile_or_a_reserve_stack_beyond_its_size(players, seed):
    # every hidden pile sealed (its size may be read; the seat's own pile from the cards it put on top): every
    # accessor answers all the same, and the sizes are the real ones
    sealed_reads = 0
    for state in checkpoints(players, seed):
        for seat in range(players):
            view = state.view(seat)
            sizes = [len(sp.draw) for sp in state.spirits], {lv: len(s) for lv, s in state.stacks.items()}
            tops = [list(reversed(sp.draw[len(sp.draw) - sp.known:])) if sp.known else [] for sp in state.spirits]
            piles = [sp.draw for sp in state.spirits]
            stacks = dict(state.stacks)
            for s, sp in enumerate(state.spirits):
                sp.draw = Sealed(sp.draw, len(sp.draw) - sp.known if s == seat else len(sp.draw))
            for level in state.stacks:
                state.stacks[level] = Sealed(state.stacks[level], len(state.stacks[level]))
            try:
                readings(view)
                assert [view.draw_size(s) for s in range(players)] == sizes[0]
                assert view.stack_sizes() == sizes[1]
                assert list(view.known_top(seat)) == tops[seat] == view.own_top()
                assert all(view.known_top(s) == () for s in range(players) if s != seat)
                sealed_reads += 1
            finally:
                for sp, pile in zip(state.spirits, piles):
                    sp.draw = pile
                state.stacks.update(stacks)
    assert sealed_reads > 50


def _containers(value, found: list) -> None:
    """Every list, dict and set inside ``value`` (through tuples, lists, dicts and sets: plain values only)."""
    if isinstance(value, (list, dict, set)):
        found.append(value)
    if isinstance(value, dict):
        for k, v in value.items():
            _containers(k, found)
            _containers(v, found)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _containers(v, found)


def test_what_an_accessor_returns_is_a_copy_a_reader_may_spoil_freely():
    spoiled = 0
    for state in checkpoints(3, 12, every=11):
        before = json.dumps(state.to_json(), sort_keys=True)
        for seat in range(3):
            found: list = []
            for key, value in readings(state.view(seat)).items():
                if key[0] != "events":          # the public record's own frozen Event objects, shared on purpose
                    _containers(value, found)
            for c in found:
                c.clear()
            spoiled += len(found)
        assert json.dumps(state.to_json(), sort_keys=True) == before
        state.check_invariants()
    assert spoiled > 100


def test_sequences_come_back_as_tuples_and_the_table_reads_as_it_is():
    state = LIVING_FOREST.new_state(2, 1, options={"round_cap": True})
    view = state.view(0)
    rules = LIVING_FOREST.rules
    assert view.round == 1 and view.phase == "draw" and view.first in (0, 1) and view.active == -1
    assert view.rows() == {lv: tuple(r) for lv, r in state.rows.items()}
    assert all(len(r) == rules.reserve_row for r in view.rows().values())
    assert view.face_up() == tuple(c for lv in sorted(view.rows()) for c in view.rows()[lv])
    assert view.centre() == tuple(rules.start_fires)
    assert view.supplies() == {"varans": rules.varans, "fragments": rules.fragments}
    assert view.dispenser() == dict(rules.tree_copies(2))
    assert view.help_line(0) == () and view.discard(1) == () and view.draw_size(1) == len(rules.starting)
    assert view.victory_tiles(1) == tuple((1, kind) for kind in rules.victory_tiles)
    assert view.fire_tiles(0) == () and view.actions_taken(0) == () and view.frame() == () == view.frames()
    assert view.waiting() == {0: "draw", 1: "draw"}
    assert view.budget("sun") == 0 == view.budget("sun", seat=1) and view.budget("water", plus=2) == 2
    assert view.plant_cells() == tuple(state.plant_cells(0)) and view.path(1) == (state.path(0, 1)[0], ())
