"""Saved games: the autosave of the game in progress, and finished games kept for their replay.

A save file is one JSON object: the match (game, seed, seats and their types, the challenge if any), the
computers' random states, the game state and the list of actions. The state leaves out what the seed and the
actions rebuild whole (a game's ``replayed_keys``: Canopée's and Living Forest's events), so a save grows with
the moves alone: a game of people has no round cap, and its 500th round must save and resume like its first.
Loading checks everything: the state must be exactly what the seed and the actions give (a file edited by hand
is refused, not half-loaded), every seat and challenge must be valid, and the format must be one this version
reads (format 1, before the history was left out, still loads). Any problem is one SaveError sentence. Files are written atomically (a temporary file, then a rename), so a crash or a ``kill -9`` at any
moment leaves the previous save or the new one, never half of one.
"""
from __future__ import annotations

import errno
import math
import os
import random
import time
from datetime import date
from pathlib import Path
from typing import Any

from . import __version__
from .core.registry import GAMES as REGISTERED, game_def
from .errors import SaveError
from .inputs import SAVE_FILE, InputError, check_tree, parse_json, read_text, shown
from .ladder import Challenge, is_genuine
from .session import Match, Seat
from .userdata import AUTOSAVE, data_dir, set_aside, write_json_atomic

KIND = "ecosysteme-game"
FORMAT = 2                   # 2: the state without its replayed keys (see above); 1: the whole state
READS = (1, 2)
GAMES = "games"              # finished games, for their replay
KEEP_GAMES = 100             # the newest finished games kept
RNG_VERSION = random.Random().getstate()[0]     # 3 since Python 3.2


def match_to_dict(match: Match) -> dict:
    challenge = match.challenge
    return {
        "kind": KIND,
        "format": FORMAT,
        "version": __version__,
        "saved": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "game": match.game_id,
        "seed": match.seed,
        "solo": match.solo,
        **({"options": dict(match.options)} if match.options else {}),   # absent: none (and saves of before)
        "seats": [{"name": s.name, "kind": s.controller, "level": s.level, **({"colour": s.colour} if s.colour else {})}
                  for s in match.seats],      # no "colour": the seat's own (and saves of before)
        "challenge": None if challenge is None else {
            "kind": challenge.source, "seed": challenge.seed, "target": challenge.target, "rung": challenge.rung,
            "day": None if challenge.day is None else challenge.day.isoformat(),
            **({"options": challenge.option_map} if challenge.options else {}),   # absent: none (saves of before)
            **({"opponents": list(challenge.opponents)} if challenge.opponents else {})},   # absent: solo
        "agents": {str(seat): _rng_to_json(agent.rng) for seat, agent in sorted(match.agents.items())},
        "actions": [[seat, action.to_json()] for seat, action in match.state.actions_log()],
        "state": saved_state(match),
    }


def saved_state(match: Match) -> dict:
    """The state as a save keeps it: without what the seed and the actions rebuild (the game's replayed keys)."""
    state = match.state.to_json()
    for key in match.definition.replayed_keys:
        state.pop(key, None)
    return state


def match_from_dict(data: Any, checked: bool = False) -> Match:
    """The match a save file holds; SaveError (one sentence) for anything damaged, edited or incompatible.
    ``checked``: ``data`` was parsed by game.inputs within SAVE_FILE's limits (a file's), not built in memory."""
    try:
        if not checked:
            check_tree(data, SAVE_FILE)    # a value built in memory gets the same limits as a file's
        return _match_from_dict(data)
    except SaveError:
        raise
    except InputError as exc:
        raise SaveError(f"the saved game is damaged ({exc})") from None
    except RecursionError:
        raise SaveError("the saved game is damaged (nested too deeply)") from None
    except Exception as exc:   # noqa: BLE001 - whatever a damaged file makes the checks raise, it is one sentence
        raise SaveError(f"the saved game is damaged ({type(exc).__name__}: {_first_line(exc)})") from None


def _match_from_dict(d: Any) -> Match:
    if not isinstance(d, dict) or d.get("kind") != KIND:
        raise SaveError("this is not a saved game of Ecosystème")
    if d.get("format") not in READS:
        raise SaveError(f"the game was saved by another version of Ecosystème ({shown(d.get('version', '?'))}, "
                        f"format {shown(d.get('format'))}); this version reads formats "
                        f"{', '.join(map(str, READS))}")
    seats = [Seat(_text(s["name"]), _text(s["kind"]), _text(s["level"]), _text(s.get("colour", "")))
             for s in _list(d["seats"])]
    challenge = None
    if d["challenge"] is not None:
        c = d["challenge"]
        challenge = Challenge(_text(d["game"]), _text(c["kind"]), _int(c["seed"]), _int(c["target"]),
                              None if c["rung"] is None else _int(c["rung"]),
                              None if c["day"] is None else date.fromisoformat(_text(c["day"])),
                              c.get("options", ()),     # checked by Challenge, then by is_genuine
                              c.get("opponents", ()))
        if not is_genuine(challenge):
            # finishing it would record a result on a rung (or a day) whose deal or target it does not have
            raise SaveError("the saved game's challenge is not one the game offers (its deal or its target "
                            "was changed)")
    game_id = _text(d["game"])
    if game_id not in REGISTERED:
        raise SaveError(f"the saved game is of a game this version does not have ({shown(game_id)})")
    options = d.get("options", {})
    if not isinstance(options, dict):
        raise TypeError(f"expected the options as a mapping, found {shown(options)}")
    match = Match(game_id, seats, _int(d["seed"]), bool(d["solo"]), challenge=challenge, options=dict(options))
    definition = game_def(game_id)
    stored = d["state"]
    if not isinstance(stored, dict):
        raise TypeError(f"expected the state as a mapping, found {type(stored).__name__}")
    if isinstance(stored.get("game"), str) and stored["game"] != game_id:
        # another game's state under this header (each game's reader would only say it is not one of its own)
        raise SaveError("the saved game's state is not the game its header describes")
    actions = [(_int(seat), definition.action_from_json(a)) for seat, a in _list(d["actions"])]
    replayed = None
    left_out = [key for key in definition.replayed_keys if key not in stored]
    if left_out:
        # format 2: the history the save left out is the replay's (checked below against the rest of the state)
        replayed = definition.replay(len(seats), match.seed, match.solo, match.options or None, actions)
        whole = replayed.to_json()
        stored = {**stored, **{key: whole[key] for key in left_out}}
    game = definition.state_from_json(stored)
    if game.game_id != match.game_id or game.seed != match.seed:
        raise SaveError("the saved game's state is not the game its header describes")
    if (game.solo, game.players) != (match.solo, match.state.players):
        raise SaveError("the saved game's state is not the game its header describes")
    # the state must be exactly what the seed and the actions give: a hand-edited file is refused
    if replayed is None:
        replayed = definition.replay(len(seats), match.seed, match.solo, match.options or None, actions)
    for seat, action in definition.pending_actions(game):    # chosen, not yet played (a simultaneous step)
        replayed.apply(seat, action)
    if replayed.to_json() != game.to_json():
        raise SaveError("the saved game does not match its own moves (the file was changed)")
    match.state = game
    agents = d["agents"]
    if sorted(agents) != sorted(str(s) for s in match.agents):
        raise SaveError("the saved game's computer players do not match its seats")
    for seat, agent in match.agents.items():
        agent.rng.setstate(_rng_from_json(agents[str(seat)]))
    return match


def _rng_to_json(rng) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _rng_from_json(value: Any) -> tuple:
    version, internal, gauss = _list(value)
    # Python's Mersenne Twister state: 624 words and a position. All-zero words are a state the generator never
    # reaches (it would return 0 for ever); a NaN or infinite cached gauss would leak into the computer's play.
    if not (version == RNG_VERSION and isinstance(internal, list) and len(internal) == 625
            and all(type(x) is int and 0 <= x < 2 ** 32 for x in internal) and 0 <= internal[-1] <= 624
            and any(internal[:-1])
            and (gauss is None or (type(gauss) in (int, float) and math.isfinite(gauss)))):
        raise SaveError("a computer player's random state is damaged")
    return (version, tuple(internal), gauss if gauss is None else float(gauss))


def _int(value: Any) -> int:
    if type(value) is not int:
        raise TypeError(f"expected a whole number, found {shown(value)}")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected a text, found {shown(value)}")
    return value


def _first_line(exc: BaseException) -> str:
    text = str(exc).splitlines()[0] if str(exc) else ""
    return text if len(text) <= 120 else text[:120] + "…"


def _list(value: Any) -> list:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, found {type(value).__name__}")
    return value


# ---------------------------------------------------------------------------- files


def save_match(match: Match, path: Path) -> None:
    """Write the save (compact: its size counts). One that loading would refuse as too big is not written (the
    previous save stays): OSError EFBIG, said by the table like any failed autosave."""
    data = match_to_dict(match)
    try:
        check_tree(data, SAVE_FILE)
    except InputError:
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG), str(path)) from None
    write_json_atomic(path, data, compact=True, max_bytes=SAVE_FILE.max_bytes)


def load_match(path: Path) -> Match:
    """The match saved in ``path``; SaveError if it cannot be read, is damaged or incompatible."""
    try:
        text = read_text(path, SAVE_FILE)
    except InputError as exc:
        raise SaveError(f"{path}: {exc}") from None
    try:
        data = parse_json(text, SAVE_FILE)
    except InputError as exc:
        raise SaveError(f"{path} is not a saved game ({exc})") from None
    return match_from_dict(data, checked=True)


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE


def autosave(match: Match) -> None:
    """Save the game in progress (after every completed pick); a finished game goes to the archive."""
    if match.over:
        archive(match)
        clear_autosave()
    else:
        save_match(match, autosave_path())


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except (FileNotFoundError, NotADirectoryError):     # no save, or no data folder to hold one
        pass


def load_autosave() -> Match:
    """The interrupted game. SaveError if damaged: the file is then already set aside (autosave.json.bad, never
    overwritten), and the error says where."""
    path = autosave_path()
    try:
        return load_match(path)
    except SaveError as exc:
        if path.exists():
            aside = set_aside(path)
            raise SaveError(f"{exc}; the file is kept as {aside.name}") from None
        raise


def archive(match: Match) -> Path:
    """Keep a finished game for its replay (the newest KEEP_GAMES are kept); its path."""
    folder = data_dir() / GAMES
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    path = folder / f"{stamp}-{match.game_id}-{match.seed}.json"
    save_match(match, path)
    old = sorted(folder.glob("*.json"))[:-KEEP_GAMES]
    for p in old:
        try:
            p.unlink()
        except OSError:
            pass
    return path


def finished_games() -> list[Path]:
    """The kept finished games, newest first."""
    folder = data_dir() / GAMES
    try:
        return sorted(folder.glob("*.json"), reverse=True) if folder.is_dir() else []
    except OSError:          # a data folder that cannot be looked into keeps no games
        return []


def replay_steps(match: Match) -> list:
    """Every position of ``match``'s game from the deal, one per entry of its log: game.replay.replay_steps (a
    list of game.replay.Step), still found here by the scenes and the commands that read saves."""
    from .replay import replay_steps as steps

    return steps(match)
