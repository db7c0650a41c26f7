"""The user's data folder and small JSON files in it, written atomically.

The folder is platformdirs' user data folder for "ecosysteme", or $ECOSYSTEME_DATA_DIR when set (tests).
A file that cannot be read is moved aside (``name.bad``) and the caller starts afresh: nothing crashes,
and the damaged copy is kept for a bug report.

The folder may be impossible to make or to write (a read-only home, the variable naming a file): reading then
finds every file absent, writing raises an OSError that the caller words with ``write_problem``, and the window
says once at start-up what ``storage_problem`` finds. Only writers create the folder.
"""
from __future__ import annotations

import errno
import json
import os
import re
import tempfile
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from platformdirs import user_data_path

from .i18n import LANGUAGES, default_language, tr
from .inputs import NAME_MAX, USER_FILE, InputError, Limits, clean_text, read_json_file

ENV_DIR = "ECOSYSTEME_DATA_DIR"
AUTOSAVE = "autosave.json"       # the game in progress (game/savegame.py)


def data_dir() -> Path:
    """Where the player's files are. Not created here: a folder that cannot be made must not stop the game
    (``write_json_atomic`` makes it when a file is first written; ``storage_problem`` checks it at start-up)."""
    override = os.environ.get(ENV_DIR)
    return Path(override) if override else user_data_path("ecosysteme", appauthor=False)


def has_autosave() -> bool:
    """Whether a game in progress is saved (cheap: the menu asks before anything else is imported)."""
    try:
        return (data_dir() / AUTOSAVE).is_file()
    except OSError:          # a folder that cannot even be looked into holds no save
        return False


# why a write failed, in words: errno -> the i18n key of the reason (anything else: data_why_other)
_WHY = {errno.ENOSPC: "data_why_full", errno.EROFS: "data_why_readonly", errno.EACCES: "data_why_denied",
        errno.EPERM: "data_why_denied", errno.ENOTDIR: "data_why_file", errno.EEXIST: "data_why_file",
        errno.EISDIR: "data_why_folder", errno.EFBIG: "data_why_too_big"}
if hasattr(errno, "EDQUOT"):     # not on Windows
    _WHY[errno.EDQUOT] = "data_why_quota"


def write_problem(exc: OSError, lang: str, file: str | None = None) -> str:
    """What went wrong writing a file, for the player: "settings.json: the disk is full". The file is ``file``
    (``""``: the reason alone) or the one the error names (``write_json_atomic`` names the real file, never its
    temporary copy). The reason is in words for the common errors; any other is named by its code."""
    if file is None:
        file = Path(os.fsdecode(exc.filename)).name if isinstance(exc.filename, (str, bytes, os.PathLike)) else ""
    key = _WHY.get(exc.errno or 0, "data_why_other")
    why = tr(key, lang, code=errno.errorcode.get(exc.errno or 0, type(exc).__name__))
    return tr("data_write_problem", lang, file=file, why=why) if file else why


def shown_folder(path: Path, limit: int = 60) -> str:
    """A folder as a message names it: the home folder as ~, a very long path cut in its middle (its end, the
    folder itself, is what a player recognises)."""
    text = str(path)
    home = str(Path.home())
    if home not in ("", os.sep) and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home):]
    if len(text) > limit:
        text = text[: limit // 3] + "…" + text[-(limit - limit // 3 - 1):]
    return text


# the write test's file; named like write_json_atomic's temporary files so that a kill leaves nothing for good
_PROBE = "write-test.json"


def storage_problem(lang: str) -> str | None:
    """Make the data folder if needed and check that a file can be written in it: None if so, else the
    sentence that tells the player nothing will be saved, and why (called once, at start-up)."""
    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return tr("data_no_folder", lang, folder=shown_folder(folder), why=write_problem(exc, lang, file=""))
    try:
        fd, probe = tempfile.mkstemp(prefix=_PROBE, suffix=".tmp", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return tr("data_no_write", lang, folder=shown_folder(folder), why=write_problem(exc, lang, file=""))
    return None


# write_json_atomic's temporary files: the target's name, mkstemp's random letters, .tmp
_LEFTOVER = re.compile(r".+\.json[a-z0-9_]+\.tmp")
LEFTOVER_AGE = 60.0      # seconds: a younger one may be another running copy's save in progress


def remove_leftovers(max_age: float = LEFTOVER_AGE) -> int:
    """Delete the temporary files that a save killed half-way (kill -9, a power cut) left in the data folder and
    its subfolders (games/); how many. Only those older than ``max_age``: another copy of the game may be
    saving right now."""
    folder = data_dir()
    removed = 0
    cutoff = time.time() - max_age
    try:
        folders = [folder] + [sub for sub in folder.iterdir() if sub.is_dir() and not sub.is_symlink()]
    except OSError:          # no folder, or not one that can be read: nothing was left in it
        return 0
    for place in folders:
        try:
            names = [entry for entry in place.iterdir() if _LEFTOVER.fullmatch(entry.name)]
        except OSError:
            continue
        for entry in names:
            try:
                if entry.is_file() and not entry.is_symlink() and entry.stat().st_mtime < cutoff:
                    entry.unlink()
                    removed += 1
            except OSError:  # gone meanwhile, or not ours to delete: left as it is
                pass
    return removed


KEEP_ASIDE = 20          # damaged copies kept per file; beyond, the last one is replaced


def set_aside(path: Path) -> Path:
    """Move a damaged file to NAME.bad (NAME.2.bad ... if earlier damaged copies are there), so that it is never
    overwritten; where it is now (``path`` itself if it could not be moved)."""
    aside = path.with_name(path.name + ".bad")
    for n in range(2, KEEP_ASIDE + 1):       # an earlier damaged copy is kept too: NAME.2.bad, NAME.3.bad, ...
        if not aside.exists():
            break
        aside = path.with_name(f"{path.name}.{n}.bad")
    try:
        os.replace(path, aside)
    except OSError:
        return path
    return aside


def write_json_atomic(path: Path, data: Any, compact: bool = False, max_bytes: int | None = None) -> None:
    """Write through a temporary file and a rename: a crash never leaves half a file (a kill may leave the
    temporary file: ``remove_leftovers``). The folder is made if needed. An OSError names ``path``, the file the
    player knows, whichever step failed (not the temporary file, nor the folder). ``compact``: no spaces or
    line breaks (saves, whose size counts). ``max_bytes``: a text longer than that (which reading it back would
    refuse) is not written, and the file stays as it was (OSError EFBIG)."""
    text = json.dumps(data, ensure_ascii=False, **({"separators": (",", ":")} if compact else {"indent": 1}))
    if max_bytes is not None and len(text.encode("utf-8")) > max_bytes:
        raise OSError(errno.EFBIG, os.strerror(errno.EFBIG), str(path))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    except OSError as exc:
        exc.filename, exc.filename2 = str(path), None
        raise
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            exc.filename, exc.filename2 = str(path), None
        raise


def read_json(path: Path, limits: Limits = USER_FILE) -> tuple[Any, str | None]:
    """(data, None); (None, name of the damaged copy) after moving a damaged file aside; (None, None) if absent.
    Damaged means anything game.inputs refuses: not JSON, too big, too deep, NaN, ... (see its limits)."""
    try:
        if not path.exists():
            return None, None
    except OSError:          # a folder that cannot be entered holds nothing we can read
        return None, None
    try:
        return read_json_file(path, limits), None
    except InputError:
        return None, set_aside(path).name


@dataclass(frozen=True)
class SavedSeat:
    controller: str                   # game.session's HUMAN or COMPUTER (the file's key: "kind")
    level: str                        # the computer's level (kept for a human too: it comes back if switched)
    name: str                         # "" = the seat's default name, in whichever language is on next time
    colour: str = ""                  # the seat's chosen colour (GameInfo.seat_colours); "": none (files before it)


def _is_word(value: Any) -> bool:
    """An identifier the game writes (a game, a seat's controller, a level): checked against the catalogue later, but
    already never something that could not be written back (a lone surrogate) or shown."""
    return isinstance(value, str) and len(value) <= 30 and value.isascii() and value.isidentifier()


def _is_game_id(value: Any) -> bool:
    """A game's id as the registry writes it: a word, or words joined by hyphens ("living-forest")."""
    return isinstance(value, str) and not value.startswith("-") and _is_word(value.replace("-", "_"))


@dataclass(frozen=True)
class SavedSetup:
    """The last New game setup, offered again next time. Only its shape is checked here: the setup screen
    checks the game, the seat count and the levels against the catalogue and ignores a setup that does not fit."""

    game_id: str
    count: int                        # 1 = solo
    seats: tuple[SavedSeat, ...]      # as many as ``count``
    # the game's setup options (GameInfo.options) as chosen: {} for a game without any, and in files from
    # before options existed; a value is a bool, a number, a word or a tuple of words (Canopée's species)
    options: dict = field(default_factory=dict)

    MAX_SEATS = 32                    # far above any game's; a bigger number is a damaged file, not a setup
    MAX_OPTIONS = 16                  # likewise for the options of one game, and the words of one option
    MAX_GAMES = 32                    # and for the games whose setups are kept (Settings.setups)

    @classmethod
    def from_json(cls, value: Any) -> "SavedSetup | None":
        """The setup in ``value`` (as saved by ``Settings.save``), or None for anything else."""
        if not isinstance(value, dict):
            return None
        game, count, seats = value.get("game"), value.get("count"), value.get("seats")
        if not (_is_game_id(game) and type(count) is int and 1 <= count <= cls.MAX_SEATS
                and isinstance(seats, list) and len(seats) == count):
            return None
        parsed = []
        for seat in seats:
            if not isinstance(seat, dict):
                return None
            kind, level, name = seat.get("kind"), seat.get("level"), seat.get("name")
            if not (_is_word(kind) and _is_word(level) and isinstance(name, str)):
                return None
            # a colour is cosmetic: one of another shape is dropped alone (the seat's default colour then)
            colour = seat.get("colour", "")
            # a hand-edited name may hold anything: only what could have been typed is kept
            parsed.append(SavedSeat(kind, level, clean_text(name, NAME_MAX), colour if _is_word(colour) else ""))
        return cls(game, count, tuple(parsed), cls._options(value.get("options")))

    def to_json(self) -> dict:
        """The setup as ``from_json`` reads it: the file's keys for the game and a seat's controller are ``game``
        and ``kind``, as in every version."""
        data = asdict(self)
        data["game"] = data.pop("game_id")
        for seat in data["seats"]:
            seat["kind"] = seat.pop("controller")
        return data

    @classmethod
    def _options(cls, value: Any) -> dict:
        """The options of a saved setup: each one of a shape the setup screen could have written, the others
        left out alone (the setup screen then offers the game's default for them); {} for anything else."""
        if not isinstance(value, dict) or len(value) > cls.MAX_OPTIONS:
            return {}
        options: dict[str, Any] = {}
        for name, item in value.items():
            if not _is_word(name):
                continue
            if isinstance(item, bool) or (type(item) is int and abs(item) <= 1000) or _is_word(item):
                options[name] = item
            elif isinstance(item, list) and len(item) <= cls.MAX_OPTIONS and all(_is_word(w) for w in item):
                options[name] = tuple(item)
        return options


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    animation_speed: float = 1.0      # 0.5 slow, 1 normal, 2 fast; 0 = no animations
    confirm_picks: bool = True        # a placement waits for Confirm and can be taken back until then
    last_setup: SavedSetup | None = None   # New game opens on it (a file without it, from before: None)
    # the last setup played of each game, by game id: choosing a game on the setup screen brings its own back
    # (a file from before: {}, and last_setup stands for its game)
    setups: dict = field(default_factory=dict)
    # sound (scenes/shell/audio.py): volumes from 0 to 1, effects and music each times the master; muted (M) keeps
    # the volumes for when it comes back; pause_unfocused: silent while the window is unfocused or minimised
    master_volume: float = 0.75
    effects_volume: float = 0.75
    music_volume: float = 0.5
    muted: bool = False
    pause_unfocused: bool = True

    FILE = "settings.json"
    VOLUMES = ("master_volume", "effects_volume", "music_volume")

    @classmethod
    def load(cls) -> tuple["Settings", str | None]:
        """The saved settings (or defaults, the language from the system), and a message if any."""
        path = data_dir() / cls.FILE
        data, aside = read_json(path)
        settings = cls(language=default_language())
        problem = tr("settings_damaged", settings.language, file=cls.FILE, aside=aside) if aside else None
        try:
            settings._take(data)
        except Exception:    # noqa: BLE001 - whatever a file holds, a damaged one never stops the game
            settings = cls(language=default_language())
            problem = tr("settings_damaged", settings.language, file=cls.FILE, aside=set_aside(path).name)
            data = None
        if data is not None and not isinstance(data, dict):
            problem = tr("settings_empty", settings.language, file=cls.FILE)
        return settings, problem

    def _take(self, data: Any) -> None:
        """Every valid value of a settings file's object; a wrong value is ignored alone (its default stays)."""
        settings = self
        if isinstance(data, dict):
            for f in fields(self):
                value = data.get(f.name)
                if f.name == "language" and value in LANGUAGES:
                    settings.language = value
                elif f.name == "fullscreen" and isinstance(value, bool):
                    settings.fullscreen = value
                elif f.name in ("confirm_picks", "muted", "pause_unfocused") and isinstance(value, bool):
                    setattr(settings, f.name, value)
                elif (f.name in self.VOLUMES and isinstance(value, (int, float)) and not isinstance(value, bool)
                      and 0 <= value <= 1):
                    setattr(settings, f.name, float(value))
                elif f.name == "animation_speed" and isinstance(value, (int, float)) and 0 <= value <= 4:
                    settings.animation_speed = float(value)
                elif f.name == "last_setup":
                    settings.last_setup = SavedSetup.from_json(value)   # damaged: None, the defaults
                elif f.name == "setups" and isinstance(value, dict):
                    # one game's damaged setup is left out alone; a setup filed under another game is damaged
                    for game_id, raw in list(value.items())[:SavedSetup.MAX_GAMES]:
                        saved = SavedSetup.from_json(raw)
                        if saved is not None and saved.game_id == game_id:
                            settings.setups[game_id] = saved

    def save(self) -> None:
        data = asdict(self)
        data["last_setup"] = None if self.last_setup is None else self.last_setup.to_json()
        data["setups"] = {game_id: saved.to_json() for game_id, saved in self.setups.items()}
        write_json_atomic(data_dir() / self.FILE, data)
