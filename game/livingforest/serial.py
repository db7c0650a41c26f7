"""A Living Forest state to JSON and back, at any moment (in the middle of the draw phase, of a multi-part
action...). The JSON holds everything (draw pile and stack orders, the random generator's state): it is a save,
not a view. Reading one back checks it whole — every card, fire, Varan, Fragment, tile and tree in exactly one
place, every frame a known one — so a damaged or hand-edited save is one SaveError sentence, never a crash later."""
from __future__ import annotations

from typing import Any

from ..core.jsonread import (as_bool, as_int, as_ints, check_header, outcome_from_json, outcome_to_json,
                             read_save, rng_from_json, rng_to_json, to_lists, to_tuples)
from ..errors import SaveError
from .actions import action_from_json
from .options import normalise_options
from .spirit import Spirit

FORMAT = 1
_KEYS = ("format", "game", "players", "seed", "options", "rng", "round", "first", "phase", "active", "turn_pos",
         "spirits", "rows", "stacks", "dispenser", "fire_supply", "centre", "varans", "fragments", "attracted",
         "stack", "events", "actions", "outcome")
_SPIRIT_KEYS = ("draw", "known", "discard", "help", "frag_ok", "stopped", "allowance", "done", "forest", "fires",
                "fragments", "tiles", "rock")


def state_to_json(st: Any) -> dict:
    spirits = []
    for sp in st.spirits:
        spirits.append({
            "draw": list(sp.draw), "known": sp.known, "discard": list(sp.discard), "help": list(sp.help),
            "frag_ok": sp.frag_ok, "stopped": sp.stopped, "allowance": sp.allowance, "done": list(sp.done),
            "forest": sorted([x, y, t] for (x, y), t in sp.forest.items()), "fires": list(sp.fires),
            "fragments": sp.fragments, "tiles": [list(t) for t in sp.tiles], "rock": sp.rock,
        })
    return {
        "format": FORMAT, "game": st.game_id, "players": st.players, "seed": st.seed, "options": dict(st.options),
        "rng": rng_to_json(st.rng),
        "round": st.round, "first": st.first, "phase": st.phase, "active": st.active, "turn_pos": st.turn_pos,
        "spirits": spirits,
        "rows": [[lv, list(r)] for lv, r in st.rows.items()],
        "stacks": [[lv, list(s)] for lv, s in st.stacks.items()],
        "dispenser": dict(st.dispenser),
        "fire_supply": [[v, n] for v, n in st.fire_supply.items()],
        "centre": list(st.centre), "varans": st.varan_supply, "fragments": st.fragment_supply,
        "attracted": [[lv, n] for lv, n in st.attracted.items()],
        "stack": [to_lists(fr) for fr in st.stack],
        "events": [[k, s, d, at] for (k, s, d), at in zip(st._events, st._event_at)],
        "actions": [[s, a.to_json()] for s, a in st._actions],
        "outcome": outcome_to_json(st._outcome),
    }


def state_from_json(data: Any, rules: Any, cls: type) -> Any:
    return read_save("Living Forest", _read, data, rules, cls)


def _read(data: Any, rules: Any, cls: type) -> Any:
    from .state import ACTION, DRAW, OVER
    from .turn import HANDLE

    check_header(data, "Living Forest", cls.game_id, FORMAT, _KEYS)
    players = as_int(data["players"])
    if not rules.players_min <= players <= rules.players_max:
        raise ValueError("wrong number of players")
    options = normalise_options(rules, players, data["options"])
    st = cls.__new__(cls)
    rng = rng_from_json(data["rng"])
    st._init_empty(rules, players, as_int(data["seed"]), options, rng)
    st.round = as_int(data["round"])
    st.first = as_int(data["first"])
    if not 0 <= st.first < players or st.round < 1:
        raise ValueError("round or first player out of range")
    if data["phase"] not in (DRAW, ACTION, OVER):
        raise ValueError("unknown phase")
    st.phase = data["phase"]
    st.active = as_int(data["active"])
    st.turn_pos = as_int(data["turn_pos"])
    raw = data["spirits"]
    if not isinstance(raw, list) or len(raw) != players:
        raise ValueError("wrong number of seats")
    spirits = []
    for entry in raw:
        missing = [k for k in _SPIRIT_KEYS if k not in entry]
        if missing:
            raise ValueError(f"a seat lacks its {missing[0]}")
        sp = Spirit()
        sp.draw, sp.known = as_ints(entry["draw"]), as_int(entry["known"])
        sp.discard, sp.help = as_ints(entry["discard"]), as_ints(entry["help"])
        sp.frag_ok, sp.stopped = as_bool(entry["frag_ok"]), as_bool(entry["stopped"])
        sp.allowance = as_int(entry["allowance"])
        sp.done = [str(k) for k in entry["done"]]
        forest = {}
        for x, y, tree in entry["forest"]:
            if tree not in rules.trees or not rules.on_board((as_int(x), as_int(y))):
                raise ValueError("a tree of the save is not one of the game's")
            forest[(x, y)] = tree
        sp.forest = forest
        sp.fires = as_ints(entry["fires"])
        sp.fragments = as_int(entry["fragments"])
        sp.tiles = [(as_int(c), str(k)) for c, k in entry["tiles"]]
        sp.rock = as_int(entry["rock"])
        for c in sp.cards():
            if c not in rules.cards:
                raise ValueError(f"unknown card {c}")
        spirits.append(sp)
    st.spirits = spirits
    st.rows = {as_int(lv): as_ints(r) for lv, r in data["rows"]}
    st.stacks = {as_int(lv): as_ints(s) for lv, s in data["stacks"]}
    if set(st.rows) != set(st.t.levels) or set(st.stacks) != set(st.t.levels):
        raise ValueError("wrong reserve levels")
    dispenser = {str(k): as_int(v) for k, v in data["dispenser"].items()}
    if set(dispenser) != set(rules.trees):
        raise ValueError("wrong tree dispensers")
    st.dispenser = dispenser
    st.fire_supply = {as_int(v): as_int(n) for v, n in data["fire_supply"]}
    if set(st.fire_supply) != set(rules.fire_tiles):
        raise ValueError("wrong fire supply")
    st.centre = as_ints(data["centre"])
    st.varan_supply = as_int(data["varans"])
    st.fragment_supply = as_int(data["fragments"])
    st.attracted = {as_int(lv): as_int(n) for lv, n in data["attracted"]}
    if set(st.attracted) != set(st.t.levels):
        raise ValueError("wrong attracted counts")
    stack = [to_tuples(fr) for fr in data["stack"]]
    for fr in stack:
        if not isinstance(fr, tuple) or len(fr) < 2 or fr[0] not in HANDLE or type(fr[1]) is not int \
                or not 0 <= fr[1] < players:
            raise ValueError("unknown step of play")
    st.stack = stack
    events, at = [], []
    for k, s, d, n in data["events"]:
        if s is not None:
            as_int(s)
        if not isinstance(d, dict):
            raise ValueError("an event without data")
        events.append((str(k), s, d))
        at.append(as_int(n))
    st._events, st._event_at = events, at
    st._actions = [(as_int(s), action_from_json(a)) for s, a in data["actions"]]
    st._outcome = outcome_from_json(data["outcome"])
    if (st.phase == OVER) != (st._outcome is not None) or (st.phase == ACTION and not st.stack) \
            or (st.phase != ACTION and st.stack):
        raise ValueError("the phase does not match the work left")
    st.recompute()
    try:
        st.check_invariants(decisions=False)
        st._run()
        st.check_invariants()
    except AssertionError as exc:
        raise SaveError(f"this Living Forest save is damaged: {str(exc)[:100].rstrip('.')}") from None
    return st
