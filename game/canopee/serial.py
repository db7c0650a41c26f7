"""A Canopée state to JSON and back. The JSON holds everything (deck orders, the random generator's state):
it is a save, not a view. Reading one back checks it whole — every card in exactly one zone, every frame a
known one — so a damaged or hand-edited save is one SaveError sentence, never a crash later in the game."""
from __future__ import annotations

from typing import Any

from ..core.jsonread import (as_int, as_ints, check_header, outcome_from_json, outcome_to_json, read_save,
                             rng_from_json, rng_to_json, to_lists, to_tuples)
from ..errors import SaveError
from .actions import action_from_json
from .cards import CanopeeRules
from .cardtable import CardTable
from .events import event_data
from .forest import Forest
from .options import normalise_options

FORMAT = 1
_KEYS = ("format", "game", "players", "seed", "solo", "options", "species", "rng", "cards", "season", "decks",
         "set_aside", "germination", "discard", "supply", "spots", "face_up", "forests", "points", "sheets",
         "sc_deck", "sc_id", "phase", "active", "turn_no", "last_pile", "eos_order", "threat_snapshot",
         "prestige_taken", "used", "arrived", "looking", "peek", "next_tree", "next_completion", "stack", "events",
         "actions", "outcome")


def state_to_json(st: Any) -> dict:
    ct = st.ct
    options = dict(st.options)
    if isinstance(options.get("species"), tuple):
        options["species"] = list(options["species"])
    return {
        "format": FORMAT, "game": st.game_id, "players": st.players, "seed": st.seed, "solo": st.solo,
        "options": options, "species": list(st.species),
        "rng": rng_to_json(st.rng),
        "cards": {"rainforest": [ct.kind[u] for u in ct.rainforest],
                  "germination": [ct.kind[u] for u in ct.germination], "starting": len(ct.starting)},
        "season": st.season, "decks": [list(d) for d in st.decks], "set_aside": list(st.set_aside),
        "germination": list(st.germ), "discard": list(st.discard), "supply": list(st.supply),
        "spots": [list(p) for p in st.spots], "face_up": sorted(st.face_up),
        "forests": [fo.to_json() for fo in st.forests], "points": list(st.points),
        "sheets": [[dict(s) for s in season] for season in st.sheets],
        "sc_deck": list(st.sc_deck), "sc_id": st.sc_id, "phase": st.phase, "active": st.active,
        "turn_no": st.turn_no, "last_pile": st.last_pile, "eos_order": list(st.eos_order),
        "threat_snapshot": [list(t) for t in st.threat_snapshot],
        "prestige_taken": sorted([g, u] for g, u in st.prestige_taken.items()),
        "used": sorted(st.used), "arrived": sorted(st.arrived),
        "looking": None if st.looking is None else list(st.looking),
        "peek": None if st.peek is None else [st.peek[0], st.peek[1], list(st.peek[2])],
        "next_tree": st.next_tree, "next_completion": st.next_completion,
        "stack": [to_lists(fr) for fr in st.stack],
        "events": [[e[0], e[1], event_data(e)] for e in st._events],
        "actions": [[s, a.to_json()] for s, a in st._actions],
        "outcome": outcome_to_json(st._outcome),
    }


def state_from_json(data: Any, rules: CanopeeRules, cls: type) -> Any:
    return read_save("Canopée", _read, data, rules, cls)


def _read(data: Any, rules: CanopeeRules, cls: type) -> Any:
    from .state import _HANDLERS

    check_header(data, "Canopée", "canopee", FORMAT, _KEYS)
    players, solo = as_int(data["players"]), data["solo"]
    if type(solo) is not bool:
        raise ValueError("solo is not true or false")
    options = dict(data["options"])
    if isinstance(options.get("species"), list):
        options["species"] = tuple(options["species"])
    options = normalise_options(rules, players, solo, options)
    cards = data["cards"]
    for kid in cards["rainforest"] + cards["germination"]:
        if not isinstance(kid, str) or kid not in rules.kinds:
            raise ValueError(f"unknown card {str(kid)[:30]!r}")
    table = CardTable(rules, cards["rainforest"], cards["germination"], as_int(cards["starting"]))
    st = cls.__new__(cls)
    st._init_empty(rules, table, players, as_int(data["seed"]), solo, options,
                   tuple(str(s) for s in data["species"]))
    st.rng = rng_from_json(data["rng"])
    st.season = as_int(data["season"])
    st.decks = [as_ints(d) for d in data["decks"]]
    if not 1 <= st.season <= len(st.decks):
        raise ValueError("season out of range")
    st.deck = st.decks[st.season - 1]
    st.set_aside = as_ints(data["set_aside"])
    st.germ = as_ints(data["germination"])
    st.discard = as_ints(data["discard"])
    st.supply = as_ints(data["supply"])
    spots = [as_ints(p) for p in data["spots"]]
    if len(spots) != len(st.spots):
        raise ValueError("wrong number of piles")
    st.spots = spots
    st.face_up = set(as_ints(data["face_up"]))
    forests = [Forest.from_json(f) for f in data["forests"]]
    if len(forests) != st.nf:
        raise ValueError("wrong number of forests")
    st.forests = forests
    st.points = as_ints(data["points"])
    st.sheets = [[{str(k): as_int(v) for k, v in s.items()} for s in season] for season in data["sheets"]]
    st.sc_deck = [str(s) for s in data["sc_deck"]]
    st.sc_id = data["sc_id"]
    for sc in st.sc_deck + ([st.sc_id] if st.sc_id is not None else []):
        rules.season_change(sc)
    if data["phase"] not in ("play", "season_end", "over"):
        raise ValueError("unknown phase")
    st.phase = data["phase"]
    st.is_over = st.phase == "over"
    st.active = as_int(data["active"])
    st.turn_no = as_int(data["turn_no"])
    st.last_pile = as_int(data["last_pile"])
    st.eos_order = tuple(as_ints(data["eos_order"]))
    st.threat_snapshot = [tuple(as_ints(t)) for t in data["threat_snapshot"]]
    st.prestige_taken = {as_int(g): as_int(u) for g, u in data["prestige_taken"]}
    st.used = set(as_ints(data["used"]))
    st.arrived = set(as_ints(data["arrived"]))
    st.looking = None if data["looking"] is None else tuple(as_ints(data["looking"]))
    peek = data["peek"]
    st.peek = None if peek is None else (as_int(peek[0]), as_int(peek[1]), tuple(as_ints(peek[2])))
    st.next_tree = as_int(data["next_tree"])
    st.next_completion = as_int(data["next_completion"])
    stack = [to_tuples(fr) for fr in data["stack"]]
    for fr in stack:
        if not isinstance(fr, tuple) or not fr or fr[0] not in _HANDLERS:
            raise ValueError("unknown step of play")
    st.stack = stack
    st._events = [(str(k), s if s is None else as_int(s), dict(d)) for k, s, d in data["events"]]
    st._actions = [(as_int(s), action_from_json(a)) for s, a in data["actions"]]
    st._outcome = outcome_from_json(data["outcome"])
    _check_cards(st)
    if st.phase == "over":
        st._dseat, st._dname, st._dlegal = -1, None, ()
    else:
        if not st.stack:
            raise ValueError("a game in progress with nothing to do")
        st._run()
    st.check_invariants()
    return st


def _check_cards(st: Any) -> None:
    """Every card of the game in exactly one zone."""
    seen = [0] * st.ct.size
    for zone, cards in st.zones().items():
        for u in cards:
            if type(u) is not int or not 0 <= u < st.ct.size:
                raise SaveError(f"this Canopée save is damaged: an unknown card in its {zone}")
            seen[u] += 1
    if any(n != 1 for n in seen):
        raise SaveError("this Canopée save is damaged: its cards do not add up (one is missing or twice)")
    for fo in st.forests:
        for t in fo.trees:
            if not t.trunks:
                raise SaveError("this Canopée save is damaged: a tree without a trunk")
