"""Whole games through the legal actions: every mode played out by every computer seat with the card count
kept at each step, the same seed and actions giving the same game, the JSON round trip mid-game, saves that
are damaged refused in one sentence, and views that never hold what their seat may not know."""
from __future__ import annotations

import json
import random

import pytest

from game.canopee import CANOPEE
from game.canopee import actions as A
from game.errors import SaveError

from .engine_rig import conserved

pytestmark = pytest.mark.slow      # long seeded play-outs: the quick run (-m "not slow") leaves them to .ci/run

MODES = {
    "2p base": (2, False, {}),
    "2p A": (2, False, {"card_set": "A"}),
    "2p B": (2, False, {"card_set": "B"}),
    "2p C": (2, False, {"card_set": "C"}),
    "2p D": (2, False, {"card_set": "D"}),
    "2p season change": (2, False, {"card_set": "C", "season_change": True}),
    "solo easier": (1, True, {"difficulty": "easier", "card_set": "C"}),
    "solo normal": (1, True, {}),
    "solo harder": (1, True, {"difficulty": "harder", "card_set": "D"}),
    "3p": (3, False, {"card_set": "A"}),
    "4p": (4, False, {"card_set": "C", "season_change": True}),
}


def play(players, solo, options, seed, agent="random", each=None):
    st = CANOPEE.new_state(players, seed, solo, options)
    agents = [CANOPEE.agents[agent](seed * 8 + s) for s in range(players)]
    steps = 0
    while not st.is_over:
        (seat,) = st.to_act()
        st.apply(seat, agents[seat].choose(st.view(seat)))
        steps += 1
        if each:
            each(st, steps)
        assert steps < 3000
    return st


@pytest.mark.parametrize("mode", MODES)
def test_random_games_of_every_mode_end_with_every_card_in_one_zone(mode):
    players, solo, options = MODES[mode]
    for seed in range(12):
        def check(st, step):
            assert conserved(st), (mode, seed, step)
            (seat,) = st.to_act() or (None,)
            if seat is not None:
                assert st.legal_actions(seat), (mode, seed, step, st.decision(seat))
                assert st.decision(seat) in A.DECISIONS
        st = play(players, solo, options, seed, each=check)
        out = st.outcome()
        assert len(out.totals) == players + (1 if solo else 0)
        assert list(out.totals) == st.all_points()
        assert set(out.winners) <= set(range(players))
        assert st.to_act() == frozenset() and st.legal_actions(0) == ()


@pytest.mark.parametrize("agent", ["easy", "medium"])
@pytest.mark.parametrize("mode", ["2p C", "solo normal", "3p", "4p"])
def test_the_easy_and_medium_seats_finish_games(agent, mode):
    players, solo, options = MODES[mode]
    for seed in range(3):
        st = play(players, solo, options, seed, agent=agent)
        assert conserved(st) and st.is_over


def test_medium_beats_random_and_easy_more_often_than_not():
    wins = {"random": 0, "easy": 0}
    for opponent in wins:
        for seed in range(16):
            st = CANOPEE.new_state(2, seed, False, {})
            agents = [CANOPEE.agents["medium"](seed), CANOPEE.agents[opponent](seed + 1)]
            while not st.is_over:
                (seat,) = st.to_act()
                st.apply(seat, agents[seat].choose(st.view(seat)))
            wins[opponent] += 0 in st.outcome().winners
    assert wins["random"] >= 12 and wins["easy"] >= 9, wins


def test_the_same_seed_and_actions_replay_the_same_game():
    players, solo, options = MODES["2p season change"]
    st = play(players, solo, options, seed=5)
    again = CANOPEE.replay(players, 5, solo, options, st.actions_log())
    assert again.to_json() == st.to_json()
    assert [e.to_json() for e in again.events()] == [e.to_json() for e in st.events()]
    log = [(s, CANOPEE.action_from_json(json.loads(json.dumps(a.to_json())))) for s, a in st.actions_log()]
    assert CANOPEE.replay(players, 5, solo, options, log).outcome() == st.outcome()


@pytest.mark.parametrize("mode", ["2p C", "solo harder", "4p"])
def test_a_json_round_trip_mid_game_is_the_same_game_and_plays_on_identically(mode):
    players, solo, options = MODES[mode]
    for stop in (1, 37, 120):
        st = CANOPEE.new_state(players, 11, solo, options)
        agents = [CANOPEE.agents["random"](s) for s in range(players)]
        for _ in range(stop):
            if st.is_over:
                break
            (seat,) = st.to_act()
            st.apply(seat, agents[seat].choose(st.view(seat)))
        data = json.loads(json.dumps(st.to_json()))
        copy = CANOPEE.state_from_json(data)
        assert copy.to_json() == st.to_json()
        twin = st.clone()
        rng_a, rng_b = random.Random(3), random.Random(3)
        while not st.is_over:
            (seat,) = st.to_act()
            assert copy.to_act() == twin.to_act() == {seat}
            legal = st.legal_actions(seat)
            assert copy.legal_actions(seat) == legal == twin.legal_actions(seat)
            i = rng_a.randrange(len(legal))
            assert i == rng_b.randrange(len(legal))
            st.apply(seat, legal[i])
            copy.apply(seat, legal[i])
            twin.apply(seat, legal[i])
        assert copy.to_json() == st.to_json() == twin.to_json()


def test_a_clone_is_independent():
    st = CANOPEE.new_state(2, 4, False, {"card_set": "C"})
    before = st.to_json()
    twin = st.clone()
    agent = CANOPEE.agents["random"](0)
    while not twin.is_over:
        (seat,) = twin.to_act()
        twin.apply(seat, agent.choose(twin.view(seat)))
    assert st.to_json() == before


def test_damaged_saves_are_refused_in_one_sentence():
    st = play(2, False, {"card_set": "A"}, seed=2)
    good = st.to_json()
    damaged = []
    for key in ("decks", "forests", "stack", "rng", "cards", "options"):
        bad = json.loads(json.dumps(good))
        bad[key] = "?"
        damaged.append(bad)
    bad = json.loads(json.dumps(good))
    bad["discard"].append(bad["discard"][0])                   # a card twice
    damaged.append(bad)
    bad = json.loads(json.dumps(good))
    bad["discard"].pop()                                       # a card lost
    damaged.append(bad)
    bad = json.loads(json.dumps(good))
    bad["format"] = 99
    damaged += [bad, None, [], {"game": "canopee"}]
    for data in damaged:
        with pytest.raises(SaveError) as err:
            CANOPEE.state_from_json(data)
        assert "\n" not in str(err.value) and len(str(err.value)) < 200
    mid = CANOPEE.new_state(2, 2, False, {})
    data = mid.to_json()
    data["stack"] = [["fly", 1]]
    with pytest.raises(SaveError):
        CANOPEE.state_from_json(data)


# ---------------------------------------------------------------------------- hidden information


def _reshuffle_hidden(st, rng):
    """The same position with every hidden card moved around: the decks' orders, the set-aside cards, the
    Germination deck (their contents mixed among them, each zone keeping its size)."""
    other = st.clone()
    zones = [d for d in other.decks] + [other.set_aside]
    pool = [u for z in zones for u in z]
    rng.shuffle(pool)
    at = 0
    for z in zones:
        z[:] = pool[at:at + len(z)]
        at += len(z)
    rng.shuffle(other.germ)
    other.deck = other.decks[other.season - 1]
    return other


@pytest.mark.parametrize("mode", ["2p C", "solo easier", "3p"])
def test_views_do_not_change_when_only_hidden_cards_do(mode):
    players, solo, options = MODES[mode]
    rng = random.Random(9)

    def check(st, step):
        if step % 7:
            return
        other = _reshuffle_hidden(st, rng)
        for seat in range(players):
            assert st.view(seat).to_json() == other.view(seat).to_json(), (mode, step, seat)

    play(players, solo, options, seed=3, each=check)


def _hidden_from(st, seat):
    hidden = set(st.set_aside) | set(st.germ) | {u for d in st.decks for u in d}
    for f, fo in enumerate(st.forests):
        hidden |= set(fo.hoatzin)
        if f != seat:
            hidden |= set(fo.pitcher.values())
    look = st.looking
    for spot, pile in enumerate(st.spots):
        if look is not None and look == (seat, spot):
            continue
        peek = st.peek
        known = set(peek[2]) if peek is not None and peek[:2] == (seat, spot) else set()
        hidden |= {u for u in pile if u not in st.face_up and u not in known}
    for fr in st.stack:
        owner_frames = ("place", "keep", "tamarin", "collybia_keep", "germ_pick", "card")
        if fr[0] in owner_frames and fr[1] != seat:
            for part in fr[2:]:
                if isinstance(part, tuple):
                    hidden |= set(part)
    return hidden


@pytest.mark.parametrize("mode", ["2p C", "solo normal", "4p"])
def test_a_view_names_no_card_its_seat_may_not_see(mode):
    players, solo, options = MODES[mode]

    def check(st, step):
        for seat in range(players):
            view = st.view(seat).to_json()
            assert json.loads(json.dumps(view)) == view
            named = {int(u) for u in view["cards"]}
            assert not named & _hidden_from(st, seat), (mode, step, seat)
            for action in st.legal_actions(seat):
                card = getattr(action, "card", None)
                if card is not None:
                    assert card in named

    play(players, solo, options, seed=6, each=check)


def test_the_pile_being_looked_at_is_in_the_lookers_view_only():
    st = CANOPEE.new_state(2, 1, False, {"first_player": 0})
    (seat,) = st.to_act()
    spot = st.view(0).looking_at()
    assert spot == 0 and st.view(1).looking_at() is None
    cards = st.spots[spot]
    assert st.view(0).to_json()["spots"][spot]["known"] == cards
    assert "known" not in st.view(1).to_json()["spots"][spot]
    assert st.view(1).to_json()["looking"] == {"seat": 0, "spot": 0}     # which pile is public
    assert A.KEEP in st.legal_actions(0)


def test_a_determinization_deals_the_hidden_cards_again_and_keeps_what_the_seat_knows():
    st = CANOPEE.new_state(2, 8, False, {"card_set": "A", "first_player": 0})
    st.check_invariants()
    view = st.view(1)
    changed = False
    for k in range(5):
        other = view.determinize(random.Random(k))
        other.check_invariants()
        assert other.view(1).to_json() == view.to_json()
        assert other.view(0).to_json()["legal"] == st.view(0).to_json()["legal"]
        # seat 1 does not see the pile seat 0 is looking at: it may be other cards; seat 0's stays
        changed |= other.spots[0] != st.spots[0] or other.decks != st.decks
        assert other.set_aside != st.set_aside or other.decks != st.decks
    assert changed
    assert st.view(0).determinize(random.Random(1)).spots[0] == st.spots[0]


def test_check_invariants_names_a_lost_card():
    st = CANOPEE.new_state(2, 8, False, {})
    st.deck.pop()
    with pytest.raises(AssertionError, match="exactly one zone"):
        st.check_invariants()
