"""A Canopée game's events as the engine keeps them, and how they are read back: most events are a bare tuple (a
simulation makes thousands), ``event_data`` gives any of them its mapping (the log, the saves, the protocol's
``events``); ``WatchedEvents`` shows each new event to a watcher (``CanopeeState.apply_observed``).
"""
from __future__ import annotations

from typing import Any


class WatchedEvents(list):
    """The state's events while an action is applied observed (``CanopeeState.apply_observed``): each event made
    is shown to the watcher with the state, once it is in the list. The engine appends its events in many places
    (some through a local name for speed); they all reach this list's ``append``."""

    __slots__ = ("state", "observe")

    def append(self, event: Any) -> None:
        list.append(self, event)
        self.observe(len(self) - 1, self.state)


# An event is kept as (kind, forest, data mapping); the most frequent ones as (kind, forest, value, ...), their
# values in the order below, without a mapping nor a tuple of their own (a simulation plays thousands of games).
# ``event_data`` gives every event its mapping.
EVENT_FIELDS = {"turn": ("turn",), "look": ("spot", "count"), "keep": ("spot", "count"), "refuse": ("spot",),
                "end_turn": (), "refill": ("spot", "count"), "put_back": ("spot", "count"),
                "place": ("card", "kind")}


def event_data(event: tuple) -> dict:
    """The data mapping of a kept event."""
    if len(event) == 3 and type(event[2]) is dict:
        return event[2]
    return dict(zip(EVENT_FIELDS[event[0]], event[2:]))
