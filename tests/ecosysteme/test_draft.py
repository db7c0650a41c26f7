"""Scenario tests of the draft, the neutral seat, solo turns, placement and the per-seat view."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ecosysteme.actions import Discard, LegalPicks, Pick
from game.ecosysteme.agents import RandomAgent
from game.ecosysteme.ecosystem import Ecosystem
from game.errors import IllegalAction, SaveError
from game.ecosysteme.state import DISCARD, OVER, PLACE, EcosystemeState
from game.ecosysteme.view import SeatView

from .. import oracle


def first_pick(game: EcosystemeState, seat: int) -> Pick:
    legal = game.legal_actions(seat)
    return Pick(legal.cards[0], legal.cells[0])


def play_pick(game: EcosystemeState) -> None:
    for seat in sorted(game.to_act()):
        game.apply(seat, first_pick(game, seat))


def hand_kinds(game: EcosystemeState, seat: int) -> list[str]:
    return sorted(game.kind_id(u) for u in game.hands[seat])


# ---------------------------------------------------------------------------- deal and passing


@pytest.mark.parametrize("game_id,hand", [("forest", 10), ("savane", 11)])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_deal(game_id, hand, players):
    game = EcosystemeState.new(game_id, players, seed=1)
    hands = players + (1 if players == 2 else 0)   # two players: a third hand for the neutral
    assert [len(h) for h in game.hands] == [hand] * hands
    assert len(game.deck) == len(game.rules.deck) - hand * hands


def test_round_one_passes_left_and_round_two_passes_right():
    game = EcosystemeState.new("forest", 4, seed=2)
    before = [list(h) for h in game.hands]
    picks = [first_pick(game, s) for s in range(4)]
    for seat, pick in enumerate(picks):
        game.apply(seat, pick)
    for seat in range(4):
        taken = game.ecosystems[seat].card_at((0, 0))
        remaining = sorted(u for u in before[seat] if u != taken)
        assert sorted(game.hands[(seat + 1) % 4]) == remaining   # seat i gives to seat i + 1
    assert game.direction == "left"
    for _ in range(9):
        play_pick(game)
    assert (game.round, game.pick, game.direction) == (2, 1, "right")
    assert [len(h) for h in game.hands] == [10] * 4           # fresh hands for round 2
    before = [list(h) for h in game.hands]
    picks = [first_pick(game, s) for s in range(4)]
    taken = []
    for seat, pick in enumerate(picks):
        uid = next(u for u in before[seat] if game.kind_id(u) == pick.card)
        taken.append(uid)
        game.apply(seat, pick)
    for seat in range(4):
        remaining = sorted(u for u in before[seat] if u != taken[seat])
        assert sorted(game.hands[(seat - 1) % 4]) == remaining   # seat i gives to seat i - 1


def test_picks_are_revealed_together():
    game = EcosystemeState.new("forest", 3, seed=4)
    hand0 = list(game.hands[0])
    game.apply(0, first_pick(game, 0))
    # nothing is placed nor passed until every seat has chosen; the others only see *that* seat 0 chose
    assert game.ecosystems[0].count == 0 and game.hands[0] == hand0
    assert game.view(1).chosen == (True, False, False)
    assert not hasattr(game.view(1), "pending")
    assert game.legal_actions(0) == ()            # already chosen
    with pytest.raises(IllegalAction):
        game.apply(0, first_pick(game, 1))
    game.retract(0)                                 # change of mind before the reveal
    assert game.view(1).chosen == (False, False, False)
    for seat in range(3):
        game.apply(seat, first_pick(game, seat))
    assert [e.count for e in game.ecosystems] == [1, 1, 1]
    assert game.pick == 2


def test_savane_eleventh_card_is_discarded_after_each_round():
    game = EcosystemeState.new("savane", 3, seed=5)
    for _ in range(10):
        play_pick(game)
    assert len(game.discarded) == 3                  # one card left in each hand
    assert [len(h) for h in game.hands] == [11, 11, 11]
    for _ in range(10):
        play_pick(game)
    assert game.phase == OVER and len(game.discarded) == 6


# ---------------------------------------------------------------------------- neutral


def test_two_players_share_the_table_with_a_public_neutral_pile():
    game = EcosystemeState.new("forest", 2, seed=6)
    assert game.has_neutral and len(game.hands) == 3
    neutral_hand = list(game.hands[2])
    play_pick(game)
    assert len(game.neutral_pile) == 1 and game.neutral_pile[0] in neutral_hand
    # round 1: seat 1 passes to the neutral, the neutral passes to seat 0
    assert sorted(game.hands[0]) == sorted(u for u in neutral_hand if u != game.neutral_pile[0])
    view = game.view(0)
    assert view.neutral_pile == (game.kind_id(game.neutral_pile[0]),)
    assert view.hand_sizes == (9, 9, 9)
    while not game.is_over:
        play_pick(game)
    assert len(game.neutral_pile) == 20
    assert len(game.score().players) == 2            # the neutral scores nothing itself


def test_neutral_passes_are_one_human_each_round():
    game = EcosystemeState.new("savane", 2, seed=8)
    hands = [list(h) for h in game.hands]
    play_pick(game)
    # round 1: 0 -> 1, 1 -> neutral, neutral -> 0
    assert set(game.hands[2]) <= set(hands[1])
    for _ in range(9):
        play_pick(game)
    hands = [list(h) for h in game.hands]
    play_pick(game)
    # round 2: 0 -> neutral, 1 -> 0, neutral -> 1
    assert set(game.hands[2]) <= set(hands[0])
    assert set(game.hands[1]) <= set(hands[2])


# ---------------------------------------------------------------------------- illegal actions


def illegal_cases(game: EcosystemeState):
    legal = game.legal_actions(0)
    card = legal.cards[0]
    missing = next(k for k in game.rules.kind_ids if k not in legal.cards)
    return [
        (0, Pick(missing, legal.cells[0])),                 # not in hand
        (0, Pick(card, (3, 3))),                            # not next to anything
        (0, Pick(card, (9, 9))),                            # off the board
        (0, Pick(card, "A1")),                              # not a cell
        (0, Pick(card, tuple(float(v) for v in legal.cells[0]))),   # not whole numbers
        (0, Pick(card, (True, False))),
        (7, Pick(card, legal.cells[0])),                    # no such seat
        (0, Discard(card)),                                 # not the solo discard phase
        (0, ("bee", (0, 1))),                               # not an action
    ]


def test_illegal_actions_raise_and_leave_the_state_untouched():
    game = EcosystemeState.new("forest", 3, seed=9)
    for _ in range(3):
        play_pick(game)
    for seat, action in illegal_cases(game):
        before = game.to_text()
        with pytest.raises(IllegalAction):
            game.apply(seat, action)
        assert game.to_text() == before
        assert not game.is_legal(seat, action) if seat < 3 else True


def test_the_floating_grid_stops_at_five_columns_and_four_rows():
    eco = Ecosystem()
    assert eco.legal_cells() == ((0, 0),)            # the first card defines the origin
    for uid, cell in enumerate([(0, 0), (0, 1), (0, 2), (0, -1), (0, -2)]):
        eco.place(uid, cell)
    cells = set(eco.legal_cells())
    assert (0, 3) not in cells and (0, -3) not in cells   # five wide: no further left or right
    assert (1, 0) in cells and (-1, 0) in cells
    for uid, cell in enumerate([(1, 0), (2, 0), (-1, 0)], start=5):
        eco.place(uid, cell)
    cells = set(eco.legal_cells())
    assert (3, 0) not in cells and (-2, 0) not in cells    # four high: no further up or down
    with pytest.raises(IllegalAction):
        eco.place(99, (-2, 0))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=20, max_size=20))
def test_any_sequence_of_legal_placements_fills_the_4x5_rectangle(choices):
    eco = Ecosystem()
    for uid, choice in enumerate(choices):
        cells = eco.legal_cells()
        assert cells, "a legal cell always exists while fewer than 20 cards are placed"
        assert set(cells) == oracle.legal_cells(set(eco.cells()))
        eco.place(uid, cells[choice % len(cells)])
    assert eco.legal_cells() == ()
    rows = {r for r, _ in eco.cells()}
    cols = {c for _, c in eco.cells()}
    assert len(rows) == 4 and len(cols) == 5 and eco.full


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), min_size=6, max_size=19), st.data())
def test_a_swap_only_exchanges_two_cards(choices, data):
    eco = Ecosystem()
    for uid, choice in enumerate(choices):
        cells = eco.legal_cells()
        eco.place(uid, cells[choice % len(cells)])
    cells = eco.cells()
    a, b = data.draw(st.sampled_from(cells)), data.draw(st.sampled_from(cells))
    before = dict(eco.items())
    legal_before = eco.legal_cells()
    if a == b:
        with pytest.raises(IllegalAction):
            eco.swap(a, b)
        return
    eco.swap(a, b)
    after = dict(eco.items())
    assert after[a] == before[b] and after[b] == before[a]
    assert {k: v for k, v in after.items() if k not in (a, b)} == {k: v for k, v in before.items() if k not in (a, b)}
    assert eco.legal_cells() == legal_before       # the layout is unchanged


# ---------------------------------------------------------------------------- the Lapin swap


def game_with_rabbit_in_hand(seed_start: int = 0, twins: bool = False) -> tuple[EcosystemeState, int]:
    """A 3-player Forêt game at pick 6 where seat 0 holds a Lapin (and, with twins, has two cards alike)."""
    for seed in range(seed_start, seed_start + 500):
        game = EcosystemeState.new("forest", 3, seed=seed)
        for _ in range(5):
            play_pick(game)
        kinds = list(game.view(0).ecosystem(0).values())
        if "rabbit" in game.view(0).hand and (not twins or len(set(kinds)) < len(kinds)):
            return game, seed
    raise AssertionError("no seed with a rabbit")


def test_a_rabbit_may_swap_two_cards_right_after_it_is_placed():
    game, _ = game_with_rabbit_in_hand()
    legal = game.legal_actions(0)
    cell = legal.cells[0]
    placed = dict(game.view(0).ecosystem(0))
    a, b = next((x, y) for x in placed for y in placed if x < y and placed[x] != placed[y])
    game.apply(0, Pick("rabbit", cell, (b, a)))          # order of the pair does not matter
    for seat in (1, 2):
        game.apply(seat, first_pick(game, seat))
    after = game.view(0).ecosystem(0)
    assert after[a] == placed[b] and after[b] == placed[a] and after[cell] == "rabbit"


def test_the_swap_may_involve_the_rabbit_itself():
    game, _ = game_with_rabbit_in_hand(100)
    legal = game.legal_actions(0)
    cell = legal.cells[-1]
    placed = dict(game.view(0).ecosystem(0))
    other = next(c for c, k in placed.items() if k != "rabbit")
    assert Pick("rabbit", cell, (cell, other)) in legal
    game.apply(0, Pick("rabbit", cell, (cell, other)))
    for seat in (1, 2):
        game.apply(seat, first_pick(game, seat))
    after = game.view(0).ecosystem(0)
    assert after[other] == "rabbit" and after[cell] == placed[other]


def test_bad_swaps_are_refused():
    game, _ = game_with_rabbit_in_hand(200, twins=True)
    legal = game.legal_actions(0)
    cell = legal.cells[0]
    placed = dict(game.view(0).ecosystem(0))
    some = next(iter(placed))
    other_card = next(c for c in legal.cards if c != "rabbit")
    same = [(x, y) for x in placed for y in placed if x < y and placed[x] == placed[y]]
    bad = [
        Pick(other_card, cell, (some, cell)),                 # only a rabbit swaps
        Pick("rabbit", cell, (some, some)),                   # two different cards
        Pick("rabbit", cell, (some, (3, 4))),                 # an empty cell
        Pick("rabbit", cell, (some, (0.0, 0.0))),             # not a cell
        Pick("rabbit", cell, (some,)),                        # one cell only
        Pick("rabbit", cell, same[0]),                        # two identical cards change nothing
    ]
    for action in bad:
        before = game.to_text()
        with pytest.raises(IllegalAction):
            game.apply(0, action)
        assert game.to_text() == before
        assert action not in legal


def test_legal_picks_sequence_indexing_matches_iteration():
    game, _ = game_with_rabbit_in_hand(300)
    legal = game.legal_actions(0)
    assert isinstance(legal, LegalPicks)
    listed = list(legal)
    assert len(listed) == len(legal) == len(set(listed))
    assert [legal[i] for i in range(len(legal))] == listed
    assert legal[-1] == listed[-1]
    for cell in legal.cells:
        assert legal.swap_count("rabbit") == len(legal.swaps("rabbit", cell))


def test_a_random_swap_is_always_allowed_and_every_swap_can_come_up():
    import random as random_module

    game, _ = game_with_rabbit_in_hand(400)
    legal = game.legal_actions(0)
    cell = legal.cells[0]
    allowed = set(legal.swaps("rabbit", cell)) | {None}
    rng = random_module.Random(1)
    drawn = [legal.random_swap("rabbit", cell, rng.random) for _ in range(40 * len(allowed))]
    assert set(drawn) == allowed


# ---------------------------------------------------------------------------- solo


@pytest.mark.parametrize("game_id", ["forest", "savane"])
def test_solo_turns_draws_and_the_opponent_in_reading_order(game_id):
    game = EcosystemeState.new(game_id, seed=11, solo=True)
    assert len(game.hands[0]) == 10 and game.phase == PLACE
    sizes = []
    draws = []
    given_to_opponent = []
    turn = 0
    while not game.is_over:
        turn += 1
        game.apply(0, first_pick(game, 0))
        assert game.phase == DISCARD
        with pytest.raises(IllegalAction):            # a second placement before the discard
            game.apply(0, Pick(game.view(0).hand[0], game.legal_actions(0)[0].card and (0, 0)))
        card = game.legal_actions(0)[0]
        given_to_opponent.append(card.card)
        game.apply(0, card)
        sizes.append(len(game.hands[0]))
        draws.append(game.last_draw)
    assert turn == 20
    # draw 1, or 5 right after the opponent completes a row (turns 5, 10, 15); nothing after turn 20
    assert draws == [1, 1, 1, 1, 5] * 3 + [1, 1, 1, 1, 0]
    assert sizes[:5] == [9, 8, 7, 6, 9]
    assert sizes[-1] == 0 and len(game.discarded) == 1
    view = game.view(0)
    assert list(view.opponent) == given_to_opponent        # top-left first, row by row
    frames = game.frames()
    assert [game.rules.kinds[k].id for k in frames[1]] == given_to_opponent
    result = game.score()
    assert result.solo is not None and result.solo.margin == result.players[0].total - result.players[1].total


# ---------------------------------------------------------------------------- the per-seat view


def test_a_seat_view_never_shows_another_hand():
    game = EcosystemeState.new("forest", 4, seed=12)
    play_pick(game)
    view = game.view(2)
    assert isinstance(view, SeatView)
    assert view.hand == tuple(game.kind_id(u) for u in game.hands[2])
    public = [name for name in dir(view) if not name.startswith("_")]
    assert "hands" not in public
    others = [tuple(sorted(game.kind_id(u) for u in game.hands[s])) for s in (0, 1, 3)]
    seen = [tuple(sorted(h)) for _, _, h in view.seen_hands()]
    assert all(h not in seen for h in others if h != tuple(sorted(view.hand)))
    # the public log says who placed what where, never the hands
    for entry in view.reveals():
        assert set(entry) == {"actions", "round", "pick", "neutral"}
    assert view.hand_sizes == (9, 9, 9, 9)


def test_the_seen_hands_are_the_hands_this_seat_held():
    game = EcosystemeState.new("savane", 3, seed=13)
    held = []
    for _ in range(4):
        held.append(tuple(game.kind_id(u) for u in game.hands[1]))
        play_pick(game)
    assert [h for _, _, h in game.view(1).seen_hands()] == held


def test_the_hover_preview_is_the_score_after_that_pick():
    game = EcosystemeState.new("forest", 3, seed=14)
    for _ in range(5):
        play_pick(game)
    legal = game.legal_actions(0)
    pick = Pick(legal.cards[0], legal.cells[0])
    preview = game.view(0).score_if(pick)
    before = game.to_text()
    game.apply(0, pick)
    for seat in (1, 2):
        game.apply(seat, first_pick(game, seat))
    assert game.score().players[0].kinds == preview.kinds
    with pytest.raises(IllegalAction):
        EcosystemeState.from_text(before).score_if(0, Pick(legal.cards[0], (3, 3)))


# ---------------------------------------------------------------------------- damaged saves


def saved_game() -> str:
    game = EcosystemeState.new("forest", 2, seed=15)
    for _ in range(4):
        play_pick(game)
    game.apply(0, first_pick(game, 0))
    return game.to_text()


def edit(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("damage", [
    lambda t: t[: len(t) // 2],                                                   # truncated
    lambda t: "not json at all",
    lambda t: "[]",
    lambda t: edit(t, lambda d: d.update(format=99)),                             # another version
    lambda t: edit(t, lambda d: d.update(game="chess")),
    lambda t: edit(t, lambda d: d["hands"][0].append(d["hands"][1][0])),          # a duplicated card
    lambda t: edit(t, lambda d: d["deck"].pop()),                                 # a lost card
    lambda t: edit(t, lambda d: d["ecosystems"][0].append([3, 4, d["deck"].pop()])),  # wrong count
    lambda t: edit(t, lambda d: d.update(phase="dancing")),
    lambda t: edit(t, lambda d: d["pending"].__setitem__(0, {"card": "bee", "cell": [3, 3], "swap": None})),
    lambda t: edit(t, lambda d: d.update(rng=[3, [1, 2], None])),
    lambda t: edit(t, lambda d: d.pop("hands")),
])
def test_a_damaged_save_is_refused_with_a_clear_message(damage):
    with pytest.raises(SaveError) as info:
        EcosystemeState.from_text(damage(saved_game()))
    assert "\n" not in str(info.value) and "saved game" in str(info.value)


def test_random_agent_only_plays_legal_actions_and_is_reproducible():
    game_a, game_b = EcosystemeState.new("savane", 4, seed=16), EcosystemeState.new("savane", 4, seed=16)
    agents_a = [RandomAgent(s) for s in range(4)]
    agents_b = [RandomAgent(s) for s in range(4)]
    while not game_a.is_over:
        for seat in sorted(game_a.to_act()):
            a, b = agents_a[seat].choose(game_a.view(seat)), agents_b[seat].choose(game_b.view(seat))
            assert a == b and game_a.is_legal(seat, a)
            game_a.apply(seat, a)
            game_b.apply(seat, b)
