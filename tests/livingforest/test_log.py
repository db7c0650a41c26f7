"""Living Forest's game log (game/livingforest/log.py): every event the engine makes has words, in French and in
English, and the entries follow the rounds (draw phase, turns, end of round)."""
from __future__ import annotations

import random

from game.i18n import STRINGS
from game.livingforest import LIVING_FOREST
from game.livingforest.log import EVENT_KINDS, log_lines


def played(players: int, seed: int):
    st = LIVING_FOREST.new_state(players, seed)
    rng = random.Random(seed)
    while not st.is_over:
        seat = min(st.to_act())
        legal = st.legal_actions(seat)
        st.apply(seat, legal[rng.randrange(len(legal))])
    return st


def test_every_event_kind_is_known_to_the_log_and_every_string_is_in_both_languages():
    seen = set()
    for players in (2, 3, 4):
        for seed in range(3):
            seen |= {e.kind for e in played(players, seed).events()}
    assert seen <= EVENT_KINDS, seen - EVENT_KINDS
    assert {"reveal", "stop", "act", "take", "fire", "plant", "move", "victory_check", "game_end"} <= seen
    for key, texts in STRINGS.items():
        if key.startswith("lf_log_"):
            assert texts.get("fr") and texts.get("en"), key


def test_the_log_has_a_draw_entry_then_a_turn_per_seat_then_the_end_of_each_round():
    st = played(3, 4)
    names = ["Ana", "Bob", "Cléo"]
    order = next(e for e in st.events() if e.kind == "actions").data["order"]     # round 1's turn order
    for lang in ("fr", "en"):
        entries = log_lines(st, names, lang)
        first_round = entries[:5]
        assert [e.header for e in first_round] == (
            ["Round 1 · Guardian Animals"] + [f"Round 1 · {names[s]}" for s in order]
            + ["Round 1 · end of round"] if lang == "en" else
            ["Manche 1 · animaux gardiens"] + [f"Manche 1 · {names[s]}" for s in order]
            + ["Manche 1 · fin de manche"])
        assert entries[-1].actions == len(st.actions_log())
        assert any(w in entries[-1].text for w in ("wins", "win (tie)", "gagne", "gagnent"))


def test_a_turn_names_its_player_once_and_counts_read_as_words():
    st = played(2, 5)
    names = ["Ana", "Bob"]
    for lang in ("fr", "en"):
        for entry in log_lines(st, names, lang):
            if entry.header.endswith(("· Ana", "· Bob")):        # a turn: its header names the player
                name = entry.header.rsplit("· ", 1)[1]
                assert not any(i.who == name for i in entry.items), entry.text
                assert f"{name}: {name}" not in entry.text and f"{name} : {name}" not in entry.text
            assert "(s)" not in entry.text and "de éteindre" not in entry.text, entry.text


def test_a_turn_just_begun_is_not_told_as_nothing_until_something_happens():
    # seen in the window: "Round 1 · Ana — Nothing" stood in the log while Ana was still choosing her first action
    from game.livingforest.log import log_lines
    from game.session import HUMAN, Match, Seat

    match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=4)
    assert log_lines(match.state, match.names(), "en") == []          # the draw phase has begun: nothing yet
    seat = match.active_human()
    match.submit(seat, match.view(seat).legal_actions()[0])          # a reveal
    entries = log_lines(match.state, match.names(), "en")
    assert len(entries) == 1 and all("Nothing" not in i.text for i in entries[0].items)
