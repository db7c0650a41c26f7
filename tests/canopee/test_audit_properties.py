"""Audit by whole games: random seats play games full of abilities, and after every action the rules that must
always hold are checked from the state and the public event log — each ability at most once per season and
never in the turn its card arrived (§7.1), the forced keep and the free refusal (§5.5), no pile looked at
twice in a turn (§5.3), scored trees never touched again (§6.4), a new season starting with nothing but trees,
wildlife and the Pitcher Plants' released cards (§8 step 6); and at the end the Lushest Forest award and the
winner with its tie-break (§11), recomputed here from the forests."""
from __future__ import annotations

import pytest

from game.canopee import CANOPEE
from game.canopee import actions as A
from game.canopee.cardtable import WILDLIFE

# abilities used "at most once per season" (§7.1); the Collybia is consumed instead, the Butterfly discards itself
ONCE_A_SEASON = {"frog", "toucan", "tamarin", "ant", "hoatzin", "sloth", "boa", "howler", "goliath", "kinkajou"}

GAMES = {
    "2p D, base and advanced abilities": (2, False, {"card_set": "D", "species": [
        "boa", "frog", "ant", "sloth", "toucan", "howler", "goliath"]}),
    "2p D, the others": (2, False, {"card_set": "D", "species": [
        "kinkajou", "tamarin", "hoatzin", "jaguar", "butterfly", "marmoset", "ant"]}),
    "2p C, season change": (2, False, {"card_set": "C", "season_change": True}),
    "3p A": (3, False, {"card_set": "A"}),
    "4p C": (4, False, {"card_set": "C"}),
    "solo C": (1, True, {"card_set": "C"}),
}


class Referee:
    """Reads the new public events after each action and the state, and fails on a broken rule."""

    def __init__(self, st):
        self.st = st
        self.seen = 0
        self.season = 1
        self.in_play = True            # between a season's start and its end
        self.used: set[str] = set()
        self.arrived: set[int] = set()
        self.looked: list[int] = []   # the spots looked at in this turn, in order
        self.protected: dict[int, tuple[int, int]] = {}     # card of a scored tree -> (forest, tree id)
        self.released: set[int] = set()                    # cards a Pitcher Plant let go at this season end

    def check(self):
        st = self.st
        events = st.events()
        for e in events[self.seen:]:
            self.event(e)
        self.seen = len(events)
        self.pile_rule()
        self.scored_trees_stay()

    def scored_trees_stay(self):
        """§6.4: once scored, a tree's trunks and canopy never leave it."""
        for (card, (f, tid)) in self.protected.items():
            t = self.st.forests[f].tree(tid)
            assert t is not None and (card in t.trunks or card == t.canopy), "a scored tree lost a card"
        for f, fo in enumerate(self.st.forests):
            for t in fo.trees:
                if t.scored:
                    for card in t.trunks + [t.canopy]:
                        self.protected[card] = (f, t.tid)

    def event(self, e):
        st = self.st
        d = e.data
        if e.kind == "season_start":
            self.season, self.in_play, self.used = d["season"], True, set()
            if self.season > 1:
                for fo in st.forests:
                    left = {u for u in fo.cards if st.ct.cat[u] != WILDLIFE}
                    assert left <= self.released, "Regeneration left cards in a forest"
            self.released = set()
        elif e.kind == "pitcher_release" and not self.in_play:
            self.released.update(d["cards"] if "cards" in d else [d["card"]])
        elif e.kind == "season_end":
            self.in_play = False
        elif e.kind == "turn":
            self.arrived, self.looked = set(), []
        elif e.kind == "place" and isinstance(d.get("card"), int):
            self.arrived.add(d["card"])
        elif e.kind == "look":
            order = st.order_of[d["forest"]]
            k = order.index(d["spot"])
            assert not self.looked or k > self.looked[-1], "a pile looked at again in the same turn"
            self.looked.append(k)
        elif e.kind == "ability" and d["name"] in ONCE_A_SEASON:
            name = d["name"]
            assert name not in self.used, f"{name} used twice in season {self.season}"
            self.used.add(name)
            if self.in_play:
                card = st.ct.uid_of_active[name]
                assert card not in self.arrived, f"{name} used in the turn it arrived"

    def pile_rule(self):
        """§5.5: with the deck empty, a pile with no non-empty own pile after it must be kept; otherwise the
        player may refuse."""
        st = self.st
        if st.is_over:
            return
        (seat,) = st.to_act()
        if st.decision(seat) != "pile":
            return
        order = st.order_of[seat]
        k = order.index(st.looking[1])
        later = any(st.spots[s] for s in order[k + 1:])
        forced = not st.deck and not later
        assert (A.REFUSE not in st.legal_actions(seat)) == forced, (seat, k, len(st.deck), later)

    def game_end(self):
        st = self.st
        sheet = st.sheets[-1]
        completed = [sum(1 for t in fo.trees if t.canopy >= 0) for fo in st.forests]
        top = max(completed)
        for f, n in enumerate(completed):
            want = st.mode.lushest_forest if top >= 1 and n == top else 0
            assert sheet[f]["lushest_forest"] == want, (f, completed)
        wildlife = [len(st.wildlife_kinds(f)) for f in range(st.nf)]
        best = max(st.points)
        tied = [f for f in range(st.nf) if st.points[f] == best]
        most = max(wildlife[f] for f in tied)
        tied = [f for f in tied if wildlife[f] == most]
        if st.solo and len(tied) > 1:
            tied = [1]                                      # OP-61: the Spirit wins a full tie
        assert st.outcome().winners == tuple(f for f in tied if f < st.players)


@pytest.mark.parametrize("game", GAMES)
def test_random_games_keep_the_timing_and_pile_rules_and_score_the_end_as_the_rules_say(game):
    players, solo, options = GAMES[game]
    for seed in range(6):
        st = CANOPEE.new_state(players, seed, solo, dict(options, **({} if solo else {"first_player": 0})))
        agents = [CANOPEE.agents["random"](seed * 31 + s) for s in range(players)]
        ref = Referee(st)
        ref.check()
        steps = 0
        while not st.is_over:
            (seat,) = st.to_act()
            st.apply(seat, agents[seat].choose(st.view(seat)))
            ref.check()
            steps += 1
            assert steps < 4000
        ref.game_end()
