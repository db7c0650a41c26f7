"""A Living Forest state to JSON and back, at any moment (in the middle of the draw phase, of a multi-part
action...). The JSON holds everything (draw pile and stack orders, the random generator's state): it is a save,
not a view. Reading one back checks it whole — every card, fire, Varan, Fragment, tile and tree in exactly one
place, every frame a known one — so a damaged or hand-edited save is one SaveError sentence, never a crash later."""
from __future__ import annotations

import random
from typing import Any

from ..core.protocol import Outcome
from ..errors import SaveError
from .actions import action_from_json

FORMAT = 1
_KEYS = ("format", "game", "players", "seed", "options", "rng", "round", "first", "phase", "active", "turn_pos",
         "spirits", "rows", "stacks", "dispenser", "fire_supply", "centre", "varans", "fragments", "attracted",
         "stack", "events", "actions", "outcome")
_SPIRIT_KEYS = ("draw", "known", "discard", "help", "frag_ok", "stopped", "allowance", "done", "forest", "fires",
                "fragments", "tiles", "rock")


def _jsonable(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_jsonable(v) for v in value]
    return value


def _tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    return value


def state_to_json(st: Any) -> dict:
    version, internal, gauss = st.rng.getstate()
    outcome = None
    if st._outcome is not None:
        outcome = {"totals": list(st._outcome.totals), "winners": list(st._outcome.winners),
                   "detail": _jsonable(dict(st._outcome.detail))}
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
        "rng": [version, list(internal), gauss],
        "round": st.round, "first": st.first, "phase": st.phase, "active": st.active, "turn_pos": st.turn_pos,
        "spirits": spirits,
        "rows": [[lv, list(r)] for lv, r in st.rows.items()],
        "stacks": [[lv, list(s)] for lv, s in st.stacks.items()],
        "dispenser": dict(st.dispenser),
        "fire_supply": [[v, n] for v, n in st.fire_supply.items()],
        "centre": list(st.centre), "varans": st.varan_supply, "fragments": st.fragment_supply,
        "attracted": [[lv, n] for lv, n in st.attracted.items()],
        "stack": [_jsonable(fr) for fr in st.stack],
        "events": [[k, s, d, at] for (k, s, d), at in zip(st._events, st._event_at)],
        "actions": [[s, a.to_json()] for s, a in st._actions],
        "outcome": outcome,
    }


def state_from_json(data: Any, rules: Any, cls: type) -> Any:
    try:
        return _read(data, rules, cls)
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, AssertionError) as exc:
        raise SaveError(f"This Living Forest save is damaged ({type(exc).__name__}: {str(exc)[:80]}).") from None


def _int(value: Any) -> int:
    if type(value) is not int:
        raise ValueError(f"expected a whole number, found {str(value)[:20]!r}")
    return value


def _ints(value: Any) -> list[int]:
    if not isinstance(value, list):
        raise ValueError("expected a list of numbers")
    return [_int(v) for v in value]


def _bool(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError(f"expected true or false, found {str(value)[:20]!r}")
    return value


def _read(data: Any, rules: Any, cls: type) -> Any:
    from .state import ACTION, DRAW, OVER, Spirit, normalise_options
    from .turn import HANDLE

    if not isinstance(data, dict):
        raise SaveError("This Living Forest save is not a mapping.")
    missing = [k for k in _KEYS if k not in data]
    if missing:
        raise SaveError(f"This Living Forest save lacks its {missing[0]!r}.")
    if data["format"] != FORMAT or data["game"] != cls.game_id:
        raise SaveError(f"This save is not a Living Forest game of format {FORMAT}.")
    players = _int(data["players"])
    if not rules.players_min <= players <= rules.players_max:
        raise ValueError("wrong number of players")
    options = normalise_options(rules, players, data["options"])
    st = cls.__new__(cls)
    version, internal, gauss = data["rng"]
    internal = _ints(internal)
    if len(internal) != 625 or not any(internal[:-1]):
        raise ValueError("bad random state")
    rng = random.Random()
    rng.setstate((_int(version), tuple(internal), gauss))
    st._init_empty(rules, players, _int(data["seed"]), options, rng)
    st.round = _int(data["round"])
    st.first = _int(data["first"])
    if not 0 <= st.first < players or st.round < 1:
        raise ValueError("round or first player out of range")
    if data["phase"] not in (DRAW, ACTION, OVER):
        raise ValueError("unknown phase")
    st.phase = data["phase"]
    st.active = _int(data["active"])
    st.turn_pos = _int(data["turn_pos"])
    raw = data["spirits"]
    if not isinstance(raw, list) or len(raw) != players:
        raise ValueError("wrong number of seats")
    spirits = []
    for entry in raw:
        missing = [k for k in _SPIRIT_KEYS if k not in entry]
        if missing:
            raise ValueError(f"a seat lacks its {missing[0]}")
        sp = Spirit()
        sp.draw, sp.known = _ints(entry["draw"]), _int(entry["known"])
        sp.discard, sp.help = _ints(entry["discard"]), _ints(entry["help"])
        sp.frag_ok, sp.stopped = _bool(entry["frag_ok"]), _bool(entry["stopped"])
        sp.allowance = _int(entry["allowance"])
        sp.done = [str(k) for k in entry["done"]]
        forest = {}
        for x, y, tree in entry["forest"]:
            if tree not in rules.trees or not rules.on_board((_int(x), _int(y))):
                raise ValueError("a tree of the save is not one of the game's")
            forest[(x, y)] = tree
        sp.forest = forest
        sp.fires = _ints(entry["fires"])
        sp.fragments = _int(entry["fragments"])
        sp.tiles = [(_int(c), str(k)) for c, k in entry["tiles"]]
        sp.rock = _int(entry["rock"])
        for c in sp.cards():
            if c not in rules.cards:
                raise ValueError(f"unknown card {c}")
        spirits.append(sp)
    st.spirits = spirits
    st.rows = {_int(lv): _ints(r) for lv, r in data["rows"]}
    st.stacks = {_int(lv): _ints(s) for lv, s in data["stacks"]}
    if set(st.rows) != set(st.t.levels) or set(st.stacks) != set(st.t.levels):
        raise ValueError("wrong reserve levels")
    dispenser = {str(k): _int(v) for k, v in data["dispenser"].items()}
    if set(dispenser) != set(rules.trees):
        raise ValueError("wrong tree dispensers")
    st.dispenser = dispenser
    st.fire_supply = {_int(v): _int(n) for v, n in data["fire_supply"]}
    if set(st.fire_supply) != set(rules.fire_tiles):
        raise ValueError("wrong fire supply")
    st.centre = _ints(data["centre"])
    st.varan_supply = _int(data["varans"])
    st.fragment_supply = _int(data["fragments"])
    st.attracted = {_int(lv): _int(n) for lv, n in data["attracted"]}
    if set(st.attracted) != set(st.t.levels):
        raise ValueError("wrong attracted counts")
    stack = [_tuples(fr) for fr in data["stack"]]
    for fr in stack:
        if not isinstance(fr, tuple) or len(fr) < 2 or fr[0] not in HANDLE or type(fr[1]) is not int \
                or not 0 <= fr[1] < players:
            raise ValueError("unknown step of play")
    st.stack = stack
    events, at = [], []
    for k, s, d, n in data["events"]:
        if s is not None:
            _int(s)
        if not isinstance(d, dict):
            raise ValueError("an event without data")
        events.append((str(k), s, d))
        at.append(_int(n))
    st._events, st._event_at = events, at
    st._actions = [(_int(s), action_from_json(a)) for s, a in data["actions"]]
    st._outcome = _outcome(data["outcome"])
    if (st.phase == OVER) != (st._outcome is not None) or (st.phase == ACTION and not st.stack) \
            or (st.phase != ACTION and st.stack):
        raise ValueError("the phase does not match the work left")
    st.recompute()
    try:
        st.check_invariants(decisions=False)
        st._run()
        st.check_invariants()
    except AssertionError as exc:
        raise SaveError(f"This Living Forest save is damaged: {str(exc)[:100]}.") from None
    return st


def _outcome(data: Any) -> Outcome | None:
    if data is None:
        return None
    return Outcome(tuple(_ints(data["totals"])), tuple(_ints(data["winners"])), dict(data["detail"]))
