"""The game log and the replay, for every registered game (game.core.registry): random games played to the end
through legal actions, then played again by game.replay.replay_steps from the deal. The replay's last step is the
game itself, the log has one entry per step after the deal (each entry's ``actions`` is where its step stands),
every entry reads in French and in English, and no log names a card no public event of the game ever showed."""
from __future__ import annotations

import random
import re
from collections.abc import Mapping

import pytest

from game.core.registry import GAMES, game_def
from game.gamelog import log_lines
from game.replay import replay_steps
from game.session import Match, Seat

NAMES = ["Ana", "Bob", "Chloé", "Dan", "Eve", "Fay"]
LANGS = ("fr", "en")


def cases() -> list[tuple[str, int, bool]]:
    out = []
    for gid in GAMES:
        info = game_def(gid).info
        out += [(gid, info.players_min, False), (gid, info.players_max, False)]
        if info.solo:
            out.append((gid, 1, True))
    return out


def finished(gid: str, players: int, solo: bool, seed: int) -> Match:
    match = Match(gid, [Seat(NAMES[i]) for i in range(players)], seed, solo)
    rng = random.Random(seed)
    state = match.state
    while not state.is_over:
        seat = min(state.to_act())
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
    return match


class _NumberedCard:
    """A card a game names by its number (Living Forest: ``rules.cards``), as a kind: its number as a string."""

    def __init__(self, card):
        self.id = str(card.id)
        self.card = card

    def name(self, lang: str) -> str:
        return self.card.name(lang)


def kinds_of(rules) -> list:
    kinds = getattr(rules, "kinds", None)
    if kinds is None:                       # Living Forest: cards by number, written as numbers in its events
        return [_NumberedCard(c) for c in rules.cards.values()]
    return list(kinds.values()) if isinstance(kinds, Mapping) else list(kinds)


def public_kinds(state, kind_ids: set[str]) -> set[str]:
    """Every kind id written in the game's public events (Forêt, Savane: the picks, the neutral's and the solo
    discards; Canopée: the kinds of the cards placed, discarded, revealed...; Living Forest: the numbers under a
    "card" or "cards" key: revealed, attracted, refilled...)."""
    found: set[str] = set()

    def walk(value, numbers: bool = False) -> None:
        if isinstance(value, str):
            if value in kind_ids:
                found.add(value)
        elif numbers and type(value) is int:
            if str(value) in kind_ids:
                found.add(str(value))
        elif isinstance(value, Mapping):
            for k, v in value.items():
                walk(v, numbers or k in ("card", "cards"))
        elif isinstance(value, (list, tuple)):
            for v in value:
                walk(v, numbers)

    for event in state.events():
        walk(dict(event.data))
    return found


@pytest.mark.parametrize("case", cases(), ids=lambda c: f"{c[0]}-{'solo' if c[2] else c[1]}")
def test_the_replay_ends_on_the_game_and_the_log_has_an_entry_per_step(case):
    gid, players, solo = case
    for seed in range(2):
        match = finished(gid, players, solo, seed)
        steps = replay_steps(match)
        assert steps[0].index == 0 and [s.index for s in steps] == list(range(len(steps)))
        assert steps[-1].state.to_json() == match.state.to_json()
        deal = game_def(gid).new_state(players, seed, solo)
        assert steps[0].state.to_json() == deal.to_json()
        for lang in LANGS:
            entries = log_lines(match.state, match.names(), lang)
            assert len(entries) == len(steps) - 1
            assert [e.step for e in entries] == list(range(1, len(steps)))
            counts = [e.actions for e in entries]
            assert counts == sorted(counts) and counts[-1] == len(match.state.actions_log())
            for entry, step in zip(entries, steps[1:]):
                assert len(step.state.actions_log()) == entry.actions
                assert entry.header.strip() and entry.text.strip() and entry.items
                assert all(item.text.strip() for item in entry.items)


@pytest.mark.parametrize("case", cases(), ids=lambda c: f"{c[0]}-{'solo' if c[2] else c[1]}")
def test_no_log_names_a_card_no_public_event_showed(case):
    gid, players, solo = case
    for seed in range(3):
        match = finished(gid, players, solo, seed)
        state = match.state
        kinds = kinds_of(state.rules)
        shown = public_kinds(state, {k.id for k in kinds})
        for lang in LANGS:
            text = "\n".join(e.text for e in log_lines(state, match.names(), lang))
            public_names = {k.name(lang) for k in kinds if k.id in shown}
            for k in kinds:
                if k.id in shown:
                    continue
                name = k.name(lang)
                masked = text
                for longer in sorted((p for p in public_names if name in p), key=len, reverse=True):
                    masked = masked.replace(longer, "")
                assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", masked), f"{name} is in the log"


def test_a_replay_of_a_canopee_game_in_progress_ends_where_it_stands():
    match = Match("canopee", [Seat("Ana"), Seat("Bob")], 4)
    rng = random.Random(4)
    for _ in range(40):
        seat = min(match.state.to_act())
        legal = match.state.legal_actions(seat)
        match.state.apply(seat, legal[rng.randrange(len(legal))])
    steps = replay_steps(match)
    assert steps[-1].state.to_json() == match.state.to_json()
    assert len(steps) == len(log_lines(match.state, match.names(), "en")) + 1
