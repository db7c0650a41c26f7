"""Ecosystème – the rules and the app core (pure Python: no pygame import here)."""
from importlib.metadata import PackageNotFoundError, version as _version

try:
    __version__ = _version("ecosysteme")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0+source"
