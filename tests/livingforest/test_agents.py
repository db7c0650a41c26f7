"""Living Forest's computer seats (game/livingforest/agents.py) and ``ecosysteme simulate --game living-forest``:
every choice legal, games that end, choices that depend only on what the seat may know (hidden piles sealed, or
dealt again), the strength the issue asks for, the rounds report, and one sentence with exit 2 for bad input.

The strength figures of the README come from 1000+ game runs of ``ecosysteme simulate``; the ``slow`` tests here
play a bounded number of games (``LF_AGENT_GAMES``, 40 by default) so that the suite stays short."""
from __future__ import annotations

import copy
import json
import os
import random

import pytest

from game.cli import main
from game.livingforest import LIVING_FOREST
from game.livingforest.agents import AGENTS, EasyAgent, MediumAgent
from game.livingforest.evaluate import DeckRecord
from game.simulate import game_seed, play_one, rounds_summary

GAMES = int(os.environ.get("LF_AGENT_GAMES", "40"))
CAP = LIVING_FOREST.rules.round_cap


def new(players: int, seed: int, **options):
    return LIVING_FOREST.new_state(players, seed, options={"round_cap": True, **options})


def play(state, agents, each=None):
    """Play to the end, the lowest seat first (as simulate does); ``each(state, seat, agent)`` before every
    choice may check what it likes and returns the action to play (None: the agent's own choice)."""
    while not state.is_over:
        seat = min(state.to_act())
        action = each(state, seat, agents[seat]) if each is not None else None
        if action is None:
            action = agents[seat].choose(state.view(seat))
        state.apply(seat, action)
    return state


# ---------------------------------------------------------------------------- legal, and games end


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["random", "easy", "medium"])
def test_every_agent_only_plays_legal_actions_and_keeps_every_invariant(kind, players):
    state = new(players, 11 * players)
    agents = [AGENTS[kind](seat) for seat in range(players)]
    decisions = set()

    def each(st, seat, agent):
        view = st.view(seat)
        action = agent.choose(view)
        assert action in view.legal_actions(), (view.decision(), action)
        decisions.add(view.decision())
        return action

    play(state, agents, each)
    state.check_invariants()
    assert state.outcome() is not None
    # the agents met the draw phase and the action phase's main decisions
    assert {"draw", "action"} <= decisions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_easy_and_medium_finish_their_games_by_a_victory_well_before_the_round_cap(players):
    for seed in range(6):
        seats = ["medium", "easy", "easy", "medium"][:players]
        state = play_one("living-forest", seats, 100 + seed)
        detail = state.outcome().detail
        assert not detail["capped"] and detail["round"] < CAP / 2
        assert state.outcome().winners and all(any(c >= 12 for c in detail["counts"][w])
                                               for w in state.outcome().winners)


def test_the_same_seed_gives_the_same_choices():
    logs = []
    for _ in range(2):
        state = new(3, 5)
        play(state, [MediumAgent(1), EasyAgent(2), MediumAgent(3)])
        logs.append([(s, a.to_json()) for s, a in state.actions_log()])
    assert logs[0] == logs[1]


def test_the_agents_are_the_games_seat_types():
    assert set(LIVING_FOREST.agents) == {"random", "easy", "medium", "hard"}
    for kind, factory in LIVING_FOREST.agents.items():
        assert factory(3).name == kind


# ---------------------------------------------------------------------------- only what the seat may know


class Sealed(list):
    """A hidden pile during a choice: its size may be read, and the cards from ``open_from`` to the top (the
    cards its owner put there itself, §12), nothing else."""

    def __init__(self, cards, open_from: int):
        super().__init__(cards)
        self.open_from = open_from

    def _refuse(self, *args, **kwargs):
        raise AssertionError("an agent read a hidden pile")

    def __getitem__(self, index):
        if isinstance(index, slice):
            start = index.start if index.start is not None else 0
            if start < 0:
                start += len(self)
            if start >= self.open_from and (index.step is None or index.step > 0):
                return list.__getitem__(self, index)
        elif isinstance(index, int):
            i = index + len(self) if index < 0 else index
            if i >= self.open_from:
                return list.__getitem__(self, index)
        self._refuse()

    __iter__ = __contains__ = __reversed__ = index = count = copy = __eq__ = __hash__ = _refuse


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_the_agents_never_read_a_reserve_stack_nor_a_draw_pile_beyond_the_cards_their_seat_put_on_top(kind,
                                                                                                     players):
    state = new(players, 31 + players)
    agents = [AGENTS[kind](seat) for seat in range(players)]
    own_tops = 0

    def each(st, seat, agent):
        nonlocal own_tops
        piles = [sp.draw for sp in st.spirits]
        stacks = dict(st.stacks)
        for s, sp in enumerate(st.spirits):
            sp.draw = Sealed(sp.draw, len(sp.draw) - sp.known if s == seat else len(sp.draw))
        for level in st.stacks:
            st.stacks[level] = Sealed(st.stacks[level], len(st.stacks[level]))
        own_tops += bool(st.spirits[seat].known)
        try:
            return agent.choose(st.view(seat))
        finally:
            for sp, pile in zip(st.spirits, piles):
                sp.draw = pile
            st.stacks.update(stacks)

    play(state, agents, each)
    assert own_tops, "no choice was made with attracted cards on top of the pile: the test proves less"


class BlindView:
    """A seat's view an agent can read through its public accessors only: ``state`` (the whole game, hidden
    piles included) and anything private raise."""

    def __init__(self, view):
        self._view = view

    def __getattr__(self, name):
        if name == "state" or name.startswith("_"):
            raise AssertionError(f"an agent read view.{name}")
        return getattr(self._view, name)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_the_agents_play_whole_games_without_ever_touching_the_state_behind_their_view(kind, players):
    # the same seeded game played twice, once through views that refuse ``state``: it ends, with the same choices
    logs = []
    for blind in (False, True):
        state = new(players, 40 + players)
        agents = [AGENTS[kind](seat) for seat in range(players)]

        def each(st, seat, agent):
            return agent.choose(BlindView(st.view(seat))) if blind else None

        play(state, agents, each)
        assert state.outcome() is not None and state.outcome().winners
        logs.append([(s, a.to_json()) for s, a in state.actions_log()])
    assert logs[0] == logs[1] and len(logs[0]) > 100


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_a_choice_is_the_same_in_every_state_the_seat_cannot_tell_apart(kind):
    # at every decision, a twin of the game with every draw pile (but the cards the seat put on top of its own)
    # and every reserve stack dealt again: the agent, in the same inner state, chooses the same action
    rng = random.Random(4)
    state = new(3, 77)
    agents = [AGENTS[kind](seat) for seat in range(3)]
    compared = differed = 0

    def each(st, seat, agent):
        nonlocal compared, differed
        twin = st.view(seat).determinize(rng)
        differed += [sp.draw for sp in twin.spirits] != [sp.draw for sp in st.spirits] \
            and twin.stacks != st.stacks
        theirs = copy.deepcopy(agent).choose(twin.view(seat))
        mine = agent.choose(st.view(seat))
        assert mine == theirs, (st.decision(seat), mine, theirs)
        compared += 1
        return mine

    play(state, agents, each)
    assert compared > 50 and differed > compared / 2


def test_the_draw_pile_medium_reckons_is_the_real_one():
    # the public record (starting deck + attracted cards + Varans received - Varans destroyed - Help Line -
    # discard) gives exactly the cards of the pile, whatever their order, all game long
    # random seats play long games: Varans come, and Fragments send some back
    state = new(4, 9)
    agents = [MediumAgent(0), EasyAgent(1)] + [AGENTS["random"](s) for s in (2, 3)]
    records = [DeckRecord() for _ in range(4)]
    checked = 0

    def each(st, seat, agent):
        nonlocal checked
        if st.decision(seat) not in ("draw", "forced"):
            return None
        pile = records[seat].draw_pile(st.view(seat))
        real: dict[int, int] = {}
        for c in st.spirits[seat].draw:
            real[c] = real.get(c, 0) + 1
        assert pile == real
        checked += 1
        return None

    play(state, agents, each)
    assert checked > 100
    # the record went through attracted cards and Varans (received, and some sent back by a Fragment)
    events = state.events()
    assert {"top", "reshuffle"} <= {e.kind for e in events}
    assert any(e.kind == "fragment" and e.data["varan"] for e in events)
    assert any(sum(e.data["given"]) for e in events if e.kind == "varans")


# ---------------------------------------------------------------------------- a few rules of thumb


def _drawing_state(balance_cards, fragments=0):
    """A 2-player game whose seat 0 has revealed exactly ``balance_cards`` (starting card ids) in the draw
    phase."""
    from game.livingforest.state import state_from_setup

    rules = LIVING_FOREST.rules
    rest = [c for c in rules.starting if c not in balance_cards]
    st = state_from_setup(rules, 2, first=0, decks=[list(balance_cards) + rest, None])
    for _ in balance_cards:
        st.apply(0, st.legal_actions(0)[0])         # Reveal is listed first
    st.spirits[0].fragments = fragments
    st.fragment_supply -= fragments
    st.resume()
    return st


def test_easy_reveals_while_no_bust_can_come_and_stops_at_two_without_a_fragment():
    st = _drawing_state([1, 5])                      # Bear (S), Goldfish: B = 1
    assert st.spirits[0].balance == 1
    assert EasyAgent(0).choose(st.view(0)).to_json() == ["reveal"]
    st = _drawing_state([1, 2])                      # Bear, Beetle: B = 2
    assert EasyAgent(0).choose(st.view(0)).to_json() == ["stop"]
    st = _drawing_state([1, 2], fragments=1)         # ... a Fragment could save a bust
    assert EasyAgent(0).choose(st.view(0)).to_json() == ["reveal"]


def test_medium_weighs_the_bust_with_the_cards_left_in_its_pile():
    # B = 2 with Bear and Beetle out; the 12 cards left hold 3 Solitary (Lynx, Fox, Owl): 25 %, above Medium's
    # limit without a Fragment, below it with one
    st = _drawing_state([1, 2])
    assert MediumAgent(0).choose(st.view(0)).to_json() == ["stop"]
    st = _drawing_state([1, 2], fragments=1)
    assert MediumAgent(0).choose(st.view(0)).to_json() == ["reveal"]
    # every plain card out, B = 2: the 3 cards left are all Solitary, even a Fragment does not make it worth it
    st = _drawing_state([1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13], fragments=1)
    assert st.spirits[0].balance == 2
    assert MediumAgent(0).choose(st.view(0)).to_json() == ["stop"]


# ---------------------------------------------------------------------------- strength (bounded here)


def _rotated_wins(hero: str, other: str, players: int, games: int, seed: int) -> float:
    wins = 0.0
    for i in range(games):
        me = i % players
        seats = [hero if s == me else other for s in range(players)]
        outcome = play_one("living-forest", seats, seed + i).outcome()
        if me in outcome.winners:
            wins += 1 / len(outcome.winners)
    return wins / games


@pytest.mark.slow
def test_medium_beats_three_easy_in_half_of_the_four_player_games():
    assert _rotated_wins("medium", "easy", 4, GAMES, 500) >= 0.5


@pytest.mark.slow
def test_easy_beats_three_random_in_most_four_player_games():
    assert _rotated_wins("easy", "random", 4, GAMES, 900) >= 0.6


# ---------------------------------------------------------------------------- simulate


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:               # argparse's usage errors
        code = exc.code
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_seeded_simulate_run_reports_the_winners_and_the_rounds(capsys):
    code, out, err = run(capsys, "simulate", "--game", "living-forest", "--players", "3", "--seats",
                         "medium,easy,random", "--games", "6", "--seed", "2")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("Living Forest, 3 players, 6 games, seed 2")
    assert [line.split()[1] for line in lines[2:5]] == ["medium", "easy", "random"]
    assert any(line.startswith("rounds per game: min ") for line in lines)
    assert lines[-1] == "stopped by the round cap (round 60): 0 of 6 games"
    # the histogram's games add up to the run
    bars = [line.split() for line in lines if line.startswith("  ")]
    assert sum(int(b[1]) for b in bars) == 6
    # the same run again says the same (workers do not change it either)
    again = run(capsys, "simulate", "--game", "living-forest", "--players", "3", "--seats", "medium,easy,random",
                "--games", "6", "--seed", "2", "--workers", "2")[1]
    assert again.splitlines()[2:] == lines[2:]


def test_the_json_report_has_the_rounds_distribution_and_the_capped_games(capsys):
    code, out, err = run(capsys, "simulate", "--game", "living-forest", "--players", "2", "--games", "4",
                         "--json")
    assert code == 0, err
    result = json.loads(out)
    rounds = result["rounds"]
    assert sum(rounds["histogram"].values()) == 4 and 0 <= result["capped"] <= 4
    assert rounds["min"] <= rounds["median"] <= rounds["max"] <= CAP
    finished = [play_one("living-forest", ["random"] * 2, game_seed(0, i)).outcome().detail for i in range(4)]
    assert sorted(d["round"] for d in finished) == sorted(
        int(r) for r, n in rounds["histogram"].items() for _ in range(n))
    assert result["capped"] == sum(d["capped"] for d in finished)


def test_simulations_play_with_the_round_cap_unless_the_options_turn_it_off():
    capped = play_one("living-forest", ["random"] * 2, 3)
    assert capped.options["round_cap"] is True
    free = play_one("living-forest", ["random"] * 2, 3, options={"round_cap": False})
    assert free.options["round_cap"] is False
    # other games are not touched
    assert "round_cap" not in play_one("canopee", ["random"] * 2, 3).options


def test_rounds_summary_counts_every_round_between_the_extremes():
    summary = rounds_summary({7: 2, 9: 1, 12: 1})
    assert summary == {"min": 7, "median": 8.0, "mean": 8.75, "max": 12,
                       "histogram": {"7": 2, "8": 0, "9": 1, "10": 0, "11": 0, "12": 1}}
    assert rounds_summary({5: 3})["median"] == 5


@pytest.mark.parametrize("argv, says", [
    (["--players", "5"], "--players must be between 2 and 4"),
    (["--players", "1"], "--players must be between 2 and 4"),
    (["--solo"], "Living Forest has no solo mode"),
    (["--players", "4", "--seats", "medium,easy,expert,easy"], "unknown seat type 'expert'"),
    (["--players", "2", "--seats", "medium"], "--seats names 1 seat(s) but the game has 2"),
    (["--players", "3", "--seats", "easy,,random"], "--seats has an empty seat type"),
    (["--players", "2", "--options", "round_cap=maybe"], "round_cap cannot be 'maybe'"),
    (["--players", "2", "--options", "season_change=true"], "is not an option of Living Forest"),
    (["--players", "2", "--games", "0"], "--games must be between"),
])
def test_bad_simulate_input_is_one_sentence_and_exit_2(capsys, argv, says):
    code, out, err = run(capsys, "simulate", "--game", "living-forest", *argv)
    assert code == 2 and out == ""
    assert "Traceback" not in err
    last = err.strip().splitlines()[-1]
    assert last.startswith("ecosysteme simulate: error: ") and says in last
