"""A Forêt or Savane game to JSON and back. The JSON holds everything (the deck's order, the hands, the random
generator's state, the picks submitted and not yet revealed): it is a save, not a view. Reading one back checks
it whole — every card in exactly one place, sizes that agree with the phase, every pending pick legal — so a
damaged or hand-edited save is one SaveError sentence, never a half-loaded game.
"""
from __future__ import annotations

from typing import Any

from ..core.catalogue import rules_for
from ..errors import IllegalAction, SaveError
from .actions import action_from_json
from .ecosystem import Ecosystem
from .invariants import check_consistency
from .state import DISCARD, OVER, PICK, PLACE

FORMAT = 1


def state_to_json(st: Any) -> dict:
    version, internal, gauss = st.rng.getstate()
    return {
        "format": FORMAT,
        "game": st.rules.id,
        "players": st.players,
        "solo": st.solo,
        "seed": st.seed,
        "rng": [version, list(internal), gauss],
        "deck": list(st.deck),
        "hands": [list(h) for h in st.hands],
        "ecosystems": [eco.to_list() for eco in st.ecosystems],
        "neutral_pile": list(st.neutral_pile),
        "opponent": list(st.opponent),
        "discarded": list(st.discarded),
        "round": st.round,
        "pick": st.pick,
        "turn": st.turn,
        "last_draw": st.last_draw,
        "phase": st.phase,
        "pending": [None if p is None else p.to_json() for p in st.pending],
        "history": [
            {**r, "actions": [a.to_json() for a in r["actions"]]} for r in st.history
        ],
    }


def state_from_json(data: Any, cls: type) -> Any:
    """A game of class ``cls`` rebuilt from its JSON; a malformed or inconsistent state raises SaveError."""
    try:
        return _read(data, cls)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError, IllegalAction) as exc:
        raise SaveError(f"the saved game is damaged ({type(exc).__name__}: {exc})") from None


def _read(d: Any, cls: type) -> Any:
    if not isinstance(d, dict):
        raise SaveError("the saved game is not a JSON object")
    if d.get("format") != FORMAT:
        raise SaveError(f"the saved game has format {d.get('format')!r}; this version reads format {FORMAT}")
    if d.get("game") not in ("forest", "savane"):
        raise SaveError(f"unknown game {d.get('game')!r} in the saved game")
    rules = rules_for(d["game"])
    game = cls(rules, int(d["players"]), d["seed"], bool(d["solo"]), _deal=False)
    version, internal, gauss = d["rng"]
    game.rng.setstate((version, tuple(internal), gauss))
    game.deck = [int(u) for u in d["deck"]]
    game.hands = [[int(u) for u in h] for h in d["hands"]]
    if len(d["ecosystems"]) != game.players:
        raise SaveError("the saved game has the wrong number of ecosystems")
    game.ecosystems = [Ecosystem.from_list(e) for e in d["ecosystems"]]
    game.neutral_pile = [int(u) for u in d["neutral_pile"]]
    game.opponent = [int(u) for u in d["opponent"]]
    game.discarded = [int(u) for u in d["discarded"]]
    game.round, game.pick, game.turn = int(d["round"]), int(d["pick"]), int(d["turn"])
    game.last_draw = int(d["last_draw"])
    if d["phase"] not in (PICK, PLACE, DISCARD, OVER):
        raise SaveError(f"unknown phase {d['phase']!r} in the saved game")
    game.phase = d["phase"]
    pending = d["pending"]
    if len(pending) != game.players:
        raise SaveError("the saved game has the wrong number of pending picks")
    game.pending = [None if p is None else action_from_json(p) for p in pending]  # type: ignore[misc]
    game.history = [{**r, "actions": [action_from_json(a) for a in r["actions"]]} for r in d["history"]]
    check_consistency(game)
    for seat, p in enumerate(game.pending):
        if p is not None:
            game.pending[seat] = None
            game._pending_uids[seat] = game._validate(seat, p)
            game.pending[seat] = p
    return game
