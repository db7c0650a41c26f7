"""Ecosystème – the rules and the app core (pure Python: no pygame import here)."""
import tomllib

from .resources import resource_path


def _project_version() -> str:
    """The version in pyproject.toml: the source tree's, or the copy bundled into the executable.

    Read with tomllib rather than importlib.metadata, which costs about 20 ms of every start-up (it imports the
    email package) and needs the package installed.
    """
    try:
        with open(resource_path("pyproject.toml"), "rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, ValueError, KeyError, TypeError):   # not there or damaged: the installed metadata, if any
        pass
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("ecosysteme")
    except PackageNotFoundError:
        return "0.0.0+unknown"


__version__ = _project_version()
