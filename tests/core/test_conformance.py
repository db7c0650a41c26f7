"""One conformance suite, run over every registered game (game.core.registry): random play-outs to the end
through legal actions only, each game's invariants (every card in exactly one zone...) after every step, the
JSON round trip mid-game, the same seed and the same actions giving the same game, illegal actions refused
without a change, and no view showing what its seat may not know."""
from __future__ import annotations

import itertools
import json
import random

import pytest

from game.core.protocol import GameDef, Outcome, State, View
from game.core.registry import GAMES, game_def
from game.errors import IllegalAction


def modes(definition: GameDef) -> list[tuple[int, bool, dict]]:
    """(players, solo, options) for every seat count, the solo, and each value of every option once."""
    info = definition.info
    base = [(n, False) for n in range(info.players_min, info.players_max + 1)]
    if info.solo:
        base.append((1, True))
    out = [(n, solo, {}) for n, solo in base]
    for option in info.options:
        for value in option.values:
            if value == option.default:
                continue
            for n, solo in base:
                if (option.solo if solo else option.multi):
                    out.append((n, solo, {option.id: value}))
                    break
    return out


CASES = [(gid, *mode) for gid in GAMES for mode in modes(game_def(gid))]


def case_id(case) -> str:
    gid, players, solo, options = case
    opts = ",".join(f"{k}={v}" for k, v in options.items())
    return f"{gid}-{'solo' if solo else players}{'-' + opts if opts else ''}"


def play_out(definition: GameDef, state: State, rng: random.Random, check_every: int = 1,
             stop_after: int | None = None) -> list[tuple[int, object]]:
    """Random legal actions until the end (or ``stop_after`` actions); every ``check_every`` steps the
    invariants hold and no view leaks."""
    done = []
    for step in itertools.count():
        if state.is_over or (stop_after is not None and step >= stop_after):
            return done
        to_act = sorted(state.to_act())
        assert to_act, "nobody is to act in a game that is not over"
        seat = to_act[rng.randrange(len(to_act))]
        legal = state.legal_actions(seat)
        assert len(legal) > 0, f"seat {seat} must act but has no legal action"
        assert state.view(seat).decision() is not None
        action = legal[rng.randrange(len(legal))]
        state.apply(seat, action)
        done.append((seat, action))
        if step % check_every == 0:
            state.check_invariants()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_random_games_end_with_every_invariant_kept(case):
    gid, players, solo, options = case
    definition = game_def(gid)
    for seed in range(3):
        state = definition.new_state(players, seed, solo, options or None)
        state.check_invariants()
        play_out(definition, state, random.Random(seed))
        assert state.is_over and state.to_act() == frozenset()
        outcome = state.outcome()
        assert isinstance(outcome, Outcome) and len(outcome.totals) >= (1 if solo else players)
        assert list(outcome.totals[:len(state.scores())]) == state.scores()[:len(outcome.totals)]
        assert all(0 <= w < max(players, 1) for w in outcome.winners)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_same_seed_and_actions_give_the_same_game_and_json_round_trips_mid_game(case):
    gid, players, solo, options = case
    definition = game_def(gid)
    state = definition.new_state(players, 11, solo, options or None)
    rng = random.Random(5)
    play_out(definition, state, rng, check_every=10 ** 9, stop_after=25)
    # mid-game: through JSON text and back, then both go on with the same actions
    text = json.dumps(state.to_json())
    restored = definition.state_from_json(json.loads(text))
    assert restored.to_json() == state.to_json()
    rest = play_out(definition, state, random.Random(9), check_every=10 ** 9)
    for seat, action in rest:
        restored.apply(seat, definition.action_from_json(json.loads(json.dumps(action.to_json()))))
    assert restored.to_json() == state.to_json()
    # from the deal: the log replays to the same game
    replayed = definition.replay(players, 11, solo, options or None, state.actions_log())
    assert replayed.to_json() == state.to_json()
    assert [e.to_json() for e in replayed.events()] == [e.to_json() for e in state.events()]


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_an_illegal_action_is_refused_and_changes_nothing(case):
    gid, players, solo, options = case
    definition = game_def(gid)
    state = definition.new_state(players, 3, solo, options or None)
    rng = random.Random(3)
    for _ in range(15):
        if state.is_over:
            break
        seats = sorted(state.to_act())
        waiting = [s for s in range(max(players, 1)) if s not in seats]
        before = state.to_json()
        if waiting:           # a seat that is not to act may not act
            other = waiting[0]
            legal_elsewhere = state.legal_actions(seats[0])
            with pytest.raises(IllegalAction):
                state.apply(other, legal_elsewhere[0])
            assert state.to_json() == before
        with pytest.raises(IllegalAction):
            state.apply(max(players, 1) + 5, state.legal_actions(seats[0])[0])
        assert state.to_json() == before
        play_out(definition, state, rng, stop_after=1)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_no_view_depends_on_what_its_seat_cannot_see(case):
    """Each seat's view, as plain values, is the same from every state consistent with what that seat knows
    (its hidden cards dealt again): a view that showed a hidden card would change with the deal."""
    gid, players, solo, options = case
    definition = game_def(gid)
    state = definition.new_state(players, 21, solo, options or None)
    rng = random.Random(21)
    for _ in range(8):
        if state.is_over:
            break
        for seat in range(max(players, 1)):
            view = state.view(seat)
            assert isinstance(view, View)
            seen = view.to_json()
            for k in range(3):
                other = view.determinize(random.Random(k))
                other.check_invariants()
                assert other.view(seat).to_json() == seen, f"seat {seat}'s view changed with hidden cards"
        play_out(definition, state, rng, stop_after=3)
