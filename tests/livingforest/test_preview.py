"""The round's end foreseen (game/livingforest/preview.py) is the round's end that comes: over many random games,
at every last move of a round that changes nothing (the last End turn), the Fire Varans each seat is told it
would receive and the fires the round's attractions would add are those the end of round then deals."""
from __future__ import annotations

import random

from game.livingforest import actions as A
from game.livingforest.preview import round_end_preview
from game.session import Match, Seat


def test_the_preview_is_what_the_round_s_end_then_does():
    compared = attacked = added = 0
    for seed in range(40):
        rng = random.Random(seed)
        players = 2 + seed % 3
        match = Match("living-forest", [Seat(f"P{i}") for i in range(players)], seed=seed)
        state = match.state
        while not match.over:
            seat = next(iter(state.to_act()))
            legal = match.view(seat).legal_actions()
            action = rng.choice(legal)
            last_end = action == A.END_TURN and all(s == seat for s in state.to_act())
            before = len(state.events())
            previews = [round_end_preview(match.view(s), s) for s in range(players)] if last_end else None
            match.submit(seat, action)
            if previews is None:
                continue
            new = state.events()[before:]
            varans = next((e for e in new if e.kind == "varans"), None)
            fires = next((e for e in new if e.kind == "new_fires"), None)
            if varans is None or fires is None:         # the game ended at the victory check: no round's end
                continue
            compared += 1
            for s, p in enumerate(previews):
                assert p.varans == varans.data["given"][s], (seed, s, p, varans.data)
                attacked += p.attacked
            assert previews[0].new_fires == tuple(fires.data["added"]), (seed, previews[0], fires.data)
            added += bool(previews[0].new_fires)
    assert compared >= 100 and attacked >= 20 and added >= 50, (compared, attacked, added)


def test_the_action_strip_warns_of_onibi_and_the_attract_strip_says_what_each_animal_adds():
    """The warning is in the table's words before the player chooses (scenes/livingforest/table_prompt.py)."""
    from scenes.livingforest.table_prompt import PromptMaker

    warned = told = 0
    for seed in range(30):
        rng = random.Random(seed)
        match = Match("living-forest", [Seat("Ana"), Seat("Bob")], seed=seed)
        for _ in range(300):
            if match.over:
                break
            seat = next(iter(match.state.to_act()))
            view = match.view(seat)
            decision = view.decision()
            if decision in ("action", "attract"):
                text = PromptMaker(view, ["Ana", "Bob"], "en").make().text
                p = round_end_preview(view, seat)
                onibi = f"fires {p.fire} against your water {p.water}: Onibi gives you {p.varans} × Fire Varan"
                if decision == "action":
                    assert (onibi in text) == p.attacked, (text, p)
                    warned += p.attacked
                else:
                    assert "Each animal attracted adds a fire at the round's end (level 1: 2, level 2: 3, " \
                           "level 3: 4)" in text
                    told += 1
            match.submit(seat, rng.choice(view.legal_actions()))
    assert warned >= 5 and told >= 5, (warned, told)
