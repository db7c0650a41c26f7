"""The user's data folder and small JSON files in it, written atomically.

The folder is platformdirs' user data folder for "ecosysteme", or $ECOSYSTEME_DATA_DIR when set (tests).
A file that cannot be read is moved aside (``name.bad``) and the caller starts afresh: nothing crashes,
and the damaged copy is kept for a bug report.
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from platformdirs import user_data_path

from .i18n import LANGUAGES, default_language, tr

ENV_DIR = "ECOSYSTEME_DATA_DIR"
AUTOSAVE = "autosave.json"       # the game in progress (game/savegame.py)


def data_dir() -> Path:
    override = os.environ.get(ENV_DIR)
    path = Path(override) if override else user_data_path("ecosysteme", appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def has_autosave() -> bool:
    """Whether a game in progress is saved (cheap: the menu asks before anything else is imported)."""
    return (data_dir() / AUTOSAVE).is_file()


def set_aside(path: Path) -> Path:
    """Move a damaged file to NAME.bad, so that it is never overwritten; where it is now (``path`` itself if it
    could not be moved)."""
    aside = path.with_name(path.name + ".bad")
    try:
        os.replace(path, aside)
    except OSError:
        return path
    return aside


def write_json_atomic(path: Path, data: Any) -> None:
    """Write through a temporary file and a rename: a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_json(path: Path) -> tuple[Any, str | None]:
    """(data, None); (None, name of the damaged copy) after moving a damaged file aside; (None, None) if absent."""
    if not path.exists():
        return None, None
    try:
        return json.loads(path.read_text(encoding="utf-8")), None
    except (OSError, ValueError, UnicodeDecodeError):
        return None, set_aside(path).name


@dataclass(frozen=True)
class SavedSeat:
    kind: str                         # game.session's HUMAN or COMPUTER
    level: str                        # the computer's level (kept for a human too: it comes back if switched)
    name: str                         # "" = the seat's default name, in whichever language is on next time


@dataclass(frozen=True)
class SavedSetup:
    """The last New game setup, offered again next time. Only its shape is checked here: the setup screen
    checks the game, the seat count and the levels against the catalogue and ignores a setup that does not fit."""

    game: str
    count: int                        # 1 = solo
    seats: tuple[SavedSeat, ...]      # as many as ``count``

    MAX_SEATS = 32                    # far above any game's; a bigger number is a damaged file, not a setup

    @classmethod
    def from_json(cls, value: Any) -> "SavedSetup | None":
        """The setup in ``value`` (as saved by ``Settings.save``), or None for anything else."""
        if not isinstance(value, dict):
            return None
        game, count, seats = value.get("game"), value.get("count"), value.get("seats")
        if not (isinstance(game, str) and type(count) is int and 1 <= count <= cls.MAX_SEATS
                and isinstance(seats, list) and len(seats) == count):
            return None
        parsed = []
        for seat in seats:
            if not isinstance(seat, dict):
                return None
            kind, level, name = seat.get("kind"), seat.get("level"), seat.get("name")
            if not (isinstance(kind, str) and isinstance(level, str) and isinstance(name, str)):
                return None
            # a hand-edited name may hold anything: only what could have been typed is kept
            parsed.append(SavedSeat(kind, level, "".join(ch for ch in name if ch.isprintable()).strip()))
        return cls(game, count, tuple(parsed))


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    animation_speed: float = 1.0      # 0.5 slow, 1 normal, 2 fast; 0 = no animations
    confirm_picks: bool = True        # a placement waits for Confirm and can be taken back until then
    last_setup: SavedSetup | None = None   # New game opens on it (a file without it, from before: None)

    FILE = "settings.json"

    @classmethod
    def load(cls) -> tuple["Settings", str | None]:
        """The saved settings (or defaults, the language from the system), and a message if any."""
        data, aside = read_json(data_dir() / cls.FILE)
        settings = cls(language=default_language())
        problem = tr("settings_damaged", settings.language, file=cls.FILE, aside=aside) if aside else None
        if isinstance(data, dict):
            for f in fields(cls):
                value = data.get(f.name)
                if f.name == "language" and value in LANGUAGES:
                    settings.language = value
                elif f.name == "fullscreen" and isinstance(value, bool):
                    settings.fullscreen = value
                elif f.name == "confirm_picks" and isinstance(value, bool):
                    settings.confirm_picks = value
                elif f.name == "animation_speed" and isinstance(value, (int, float)) and 0 <= value <= 4:
                    settings.animation_speed = float(value)
                elif f.name == "last_setup":
                    settings.last_setup = SavedSetup.from_json(value)   # damaged: None, the defaults
        elif data is not None:
            problem = tr("settings_empty", settings.language, file=cls.FILE)
        return settings, problem

    def save(self) -> None:
        write_json_atomic(data_dir() / self.FILE, asdict(self))
