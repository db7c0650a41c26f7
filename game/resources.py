"""One place that knows where the game's bundled files live.

From source the root is the repository (the parent of this package); in a PyInstaller build it is
the unpacked bundle (``sys._MEIPASS``). Nothing is ever read relative to the current directory.

In the executable the card art (assets/cards/, some 150 small SVG files) travels as one archive,
assets/cards.zip (build.spec, ``write_art_archive``): the one-file executable unpacks every bundled file at each
start and removes it at the end, and one file is far quicker to unpack than 150. ``resource_path`` then hands
out paths inside it that are named as the files would be and read like them (``is_file``, ``exists``,
``read_bytes``, ``read_text``, ``open`` for reading), so nothing else needs to know.
"""
from __future__ import annotations

import errno
import functools
import io
import sys
import threading
import zipfile
from pathlib import Path

ART = ("assets", "cards")            # the card art's folder
ART_ARCHIVE = "cards.zip"            # the executable's card art, in assets/ beside where the folder would be


def resource_root() -> Path:
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """Absolute path of a bundled file, e.g. ``resource_path("data", "cards.yaml")``."""
    root = resource_root()
    path = root.joinpath(*parts)
    if tuple(parts[:len(ART)]) == ART and _archive(str(root)) is not None:
        return ArchivedPath(path)
    return path


def write_art_archive(folder: Path, target: Path) -> Path:
    """The card art of ``folder`` (assets/cards) as one zip file at ``target``, members named by their place in
    the folder (``lion.svg``, ``canopee/emblem.svg``), in name order; what build.spec bundles."""
    target.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(p for p in folder.rglob("*") if p.is_file()):
            archive.write(path, path.relative_to(folder).as_posix())
    return target


class _Archive:
    """The card art archive of a bundle, opened on first use; its member names as files and folders."""

    def __init__(self, path: Path):
        self.path = path
        self.folder = path.parent.joinpath(*ART[1:])     # where the files would be: assets/cards
        self._lock = threading.Lock()
        self._zip: zipfile.ZipFile | None = None
        self._files: frozenset[str] = frozenset()
        self._dirs: frozenset[str] = frozenset()
        self.damage: str | None = None                   # why the archive cannot be read, if it cannot

    def _open(self) -> None:
        if self._zip is not None or self.damage is not None:
            return
        try:
            self._zip = zipfile.ZipFile(self.path)
            names = self._zip.namelist()
        except (OSError, zipfile.BadZipFile, ValueError) as exc:
            self.damage = f"the card art archive {self.path.name} is damaged ({exc})"
            return
        self._files = frozenset(n for n in names if not n.endswith("/"))
        self._dirs = frozenset(parent.as_posix() for n in self._files for parent in Path(n).parents)

    def member(self, path: Path) -> str | None:
        try:
            return path.relative_to(self.folder).as_posix()
        except ValueError:
            return None

    def is_file(self, member: str) -> bool:
        with self._lock:
            self._open()
        # a damaged archive cannot say what it holds: its files are read, and the read says it is damaged
        return self.damage is not None or member in self._files

    def is_dir(self, member: str) -> bool:
        with self._lock:
            self._open()
        return self.damage is None and member in self._dirs

    def read(self, member: str, shown: Path) -> bytes:
        with self._lock:
            self._open()
            if self.damage is not None:
                raise OSError(errno.EIO, self.damage, str(shown))
            if member not in self._files:
                raise FileNotFoundError(errno.ENOENT, "No such file or directory", str(shown))
            try:
                return self._zip.read(member)
            except Exception as exc:   # noqa: BLE001 - a damaged member (bad CRC, zlib.error...): one sentence
                raise OSError(errno.EIO, f"the card art archive {self.path.name} is damaged ({exc})",
                              str(shown)) from None


@functools.lru_cache(maxsize=4)
def _archive(root: str) -> _Archive | None:
    """The bundle's card art archive: in the executable, where assets/cards.zip stands instead of the folder."""
    base = Path(root)
    archive = base / ART[0] / ART_ARCHIVE
    if base.joinpath(*ART).is_dir() or not archive.is_file():
        return None
    return _Archive(archive)


class ArchivedPath(type(Path())):    # PosixPath or WindowsPath, as Path() makes here
    """A path under assets/cards/ of a bundle whose card art is archived: named as the file would be, read from
    the archive. Paths made from it (``parent``, ``/``) are archived paths too."""

    def _where(self) -> tuple[_Archive | None, str]:
        """The archive this path is in, and its member name there (None: not in an archive after all)."""
        parts = self.parts
        for i in range(len(parts) - len(ART), -1, -1):
            if parts[i:i + len(ART)] == ART:
                archive = _archive(str(Path(*parts[:i])))
                member = archive.member(self) if archive is not None else None
                if member is not None:
                    return archive, member
        return None, ""

    def is_file(self) -> bool:
        archive, member = self._where()
        return super().is_file() if archive is None else archive.is_file(member)

    def is_dir(self) -> bool:
        archive, member = self._where()
        return super().is_dir() if archive is None else archive.is_dir(member)

    def exists(self) -> bool:
        return self.is_file() or self.is_dir()

    def read_bytes(self) -> bytes:
        archive, member = self._where()
        return super().read_bytes() if archive is None else archive.read(member, self)

    def read_text(self, encoding: str | None = None, errors: str | None = None) -> str:
        return self.read_bytes().decode(encoding or "utf-8", errors or "strict")

    def open(self, mode: str = "r", buffering: int = -1, encoding: str | None = None, errors: str | None = None,
             newline: str | None = None):
        archive, _ = self._where()
        if archive is None:
            return super().open(mode, buffering, encoding, errors, newline)
        if set(mode) - set("rbt"):
            raise OSError(errno.EROFS, "the card art archive is read-only", str(self))
        data = io.BytesIO(self.read_bytes())
        return data if "b" in mode else io.TextIOWrapper(data, encoding or "utf-8", errors, newline)
