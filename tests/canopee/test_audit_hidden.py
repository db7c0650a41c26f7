"""Audit of hidden information (§5.6, §17.5) against CANOPEE.md: what each seat's view names — and what the
public event log names — while a pile is looked at, after a Toucan, a Goliath, a Tamarin, a Pitcher Plant, the
Hoatzin and Germination. A card is "named" when its uid appears in a view's ``cards`` or in an event."""
from __future__ import annotations

from game.canopee import actions as A

from .engine_rig import (act, clear_forest, deck_top, decision, germination_top, give, new, refresh, season_end,
                         set_pile, take)

ZOO = ["boa", "howler", "sloth", "goliath", "tamarin", "frog", "toucan"]


def _fresh(card_set="base", **options):
    st = new(2, card_set=card_set, **options)
    clear_forest(st, 0)
    clear_forest(st, 1)
    return st


def named(st, seat):
    """The uids seat ``seat``'s view names."""
    return {int(u) for u in st.view(seat).to_json()["cards"]}


def in_events(st):
    """The uids the public event log names."""
    out = set()
    for e in st.events():
        data = e.data
        if isinstance(data.get("card"), int):
            out.add(data["card"])
        out.update(u for u in data.get("cards", ()) if isinstance(u, int))
    return out


def test_while_a_pile_is_looked_at_only_its_looker_sees_it_the_others_see_which_pile_and_its_size():
    """§5.6 / §17.5, here during the Boa's decision that follows a refusal."""
    st = _fresh("D", species=ZOO)
    give(st, 0, "boa")
    pile = set_pile(st, 0, "monstera", "fire", "rain")
    refresh(st)
    act(st, A.REFUSE)                     # NG1: the Boa may take a card of it
    assert decision(st) == (0, "boa")
    assert set(pile) <= named(st, 0) and not set(pile) & named(st, 1)
    seen = st.view(1).to_json()
    assert seen["looking"] == {"seat": 0, "spot": 0} and seen["spots"][0]["count"] == 3
    assert "known" not in seen["spots"][0] and st.view(1).pile(0) is None
    act(st, A.DECLINE)
    # once refused, the pile's cards are named nowhere public
    assert not set(pile) & in_events(st) and not set(pile) & named(st, 1)


def test_the_toucans_glimpse_is_its_owners_and_covers_only_the_cards_it_saw():
    """§5.6 Toucan: the owner, for that pile; a card added after the look (Dart Frog) stays unknown."""
    st = _fresh("D", species=ZOO)
    give(st, 0, "toucan", "frog")
    pile = list(set_pile(st, 2, "fern", "disease"))
    added = deck_top(st, "rain", "sun", "monstera")[2]          # the Frog's card for NG3
    refresh(st)
    act(st, A.ability("toucan", 2), A.ability("frog"))
    assert st.spots[2][:2] == pile and st.spots[2][2] == added
    assert sorted(st.view(0).pile_known(2)) == sorted(pile)
    assert set(pile) <= named(st, 0) and added not in named(st, 0)
    assert st.view(1).pile_known(2) == [] and not set(st.spots[2]) & named(st, 1)


def test_threats_a_goliath_sends_back_are_never_shown_to_the_opponent():
    """§7.4: face down (2 players). Seat 1 learns them only by looking at that pile in its own turn."""
    st = _fresh("C")
    give(st, 0, "goliath")
    fire, disease, fern = set_pile(st, 0, "fire", "disease", "fern")
    refresh(st)
    act(st, A.KEEP, A.choose(fire))
    assert decision(st) == (0, "goliath")       # the Disease may follow it
    assert fire in named(st, 0) and fire not in named(st, 1)
    act(st, A.DECLINE)
    assert decision(st) == (1, "pile") and st.view(1).looking_at() == 0 and fire in st.spots[0]
    assert fire not in in_events(st) and disease in named(st, 1) and fern in named(st, 1)


def test_the_tamarins_two_cards_are_its_owners_until_one_is_kept():
    st = _fresh("D", species=ZOO)
    give(st, 0, "tamarin")
    monstera, fire = deck_top(st, "monstera", "fire")
    refresh(st)
    act(st, A.ability("tamarin"))
    assert decision(st) == (0, "tamarin")
    assert {monstera, fire} <= named(st, 0) and not {monstera, fire} & named(st, 1)
    act(st, A.choose(monstera))
    assert {monstera, fire} <= named(st, 1)     # one in the forest, the other on the face-up discard pile


def test_a_card_under_a_pitcher_plant_from_the_boa_is_its_owners_alone():
    """§5.6: cards under a Pitcher Plant, owner only (also when the Boa brought it)."""
    st = _fresh("D", species=ZOO)
    _boa, plant = give(st, 0, "boa", "pitcher_plant")
    monstera = set_pile(st, 0, "monstera", "fire")[0]
    refresh(st)
    act(st, A.REFUSE, A.choose(monstera), A.store(monstera, plant))
    assert monstera in named(st, 0) and monstera not in named(st, 1) and monstera not in in_events(st)
    assert st.view(1).to_json()["forests"][0]["pitcher"] == [{"plant": plant, "card": None}]


def test_germination_cards_drawn_are_the_drawers_and_those_not_kept_stay_unnamed():
    """§8 step 2: unkept cards go face down under the Germination deck."""
    st = _fresh()
    give(st, 0, "seed")
    fern, rain, sun = germination_top(st, "fern", "rain", "sun")
    season_end(st, last=0)
    assert decision(st) == (0, "germination")
    assert {fern, rain, sun} <= named(st, 0) and not {fern, rain, sun} & named(st, 1)
    act(st, A.choose(rain))
    assert not {fern, sun} & in_events(st)
    for seat in (0, 1):
        assert not {fern, sun} & named(st, seat)


def test_the_hoatzins_cards_are_nobodys_until_revealed_then_everyones():
    """§5.6 / §7.4."""
    st = _fresh("C")
    give(st, 0, "hoatzin")
    stored = take(st, "monstera")
    st.forests[0].hoatzin.append(stored)
    refresh(st)
    assert stored not in named(st, 0) and stored not in named(st, 1)
    assert st.view(1).to_json()["forests"][0]["hoatzin"] == 1
    season_end(st, last=0)
    assert stored in in_events(st)               # revealed at step 0 and added to the forest


def test_the_set_aside_cards_are_never_named():
    """§4.5 / OP-52."""
    st = new(2, seed=4)
    hidden = set(st.set_aside)
    assert len(hidden) == 10
    while not st.is_over:
        (seat,) = st.to_act()
        legal = st.legal_actions(seat)
        act(st, A.KEEP if A.KEEP in legal else legal[0])
        assert not hidden & named(st, 0) and not hidden & named(st, 1)
    assert not hidden & in_events(st)
