"""The part of a GameDef (game/core/protocol.py) that is the same for every game laid out as one package with the
usual modules: ``cards`` (``bundled_rules()``), ``state`` (the State class), ``serial``
(``state_from_json(data, rules, cls)``), ``actions`` (``action_from_json``), ``log`` (``log_lines``) and
``agents`` (``AGENTS``).

A game's Def subclasses ``PackageGameDef``, names its package and its State class, and writes only what is its
own (``info``, ``new_state``, options that depend on one another). The modules are imported on first use, so
importing a game's package stays free (the registry's promise: start-up does not grow with the games).
"""
from __future__ import annotations

import functools
import importlib
from types import ModuleType
from typing import Any, Mapping, Sequence


class PackageGameDef:
    """A GameDef's plumbing, read from the game's package. Subclasses set ``package`` (``__name__`` of the
    package's ``__init__``) and ``state_class`` (the name of the State class in its ``state`` module), and define
    ``info`` and ``new_state``."""

    package: str = ""
    state_class: str = ""
    replayed_keys: tuple[str, ...] = ()     # see GameDef.replayed_keys (game/core/protocol.py)

    def module(self, name: str) -> ModuleType:
        """The game's module ``name`` ("cards", "state"...), imported on first use."""
        return importlib.import_module(f"{self.package}.{name}")

    @functools.cached_property
    def rules(self) -> Any:
        """The game's card data, read and checked on first use."""
        return self.module("cards").bundled_rules()

    @functools.cached_property
    def agents(self) -> Mapping[str, Any]:
        return dict(self.module("agents").AGENTS)

    def new_state(self, players: int, seed: int, solo: bool = False, options: Mapping[str, Any] | None = None):
        raise NotImplementedError

    def state_from_json(self, data: Any):
        cls = getattr(self.module("state"), self.state_class)
        return self.module("serial").state_from_json(data, self.rules, cls)

    def action_from_json(self, data: Any):
        return self.module("actions").action_from_json(data)

    def replay(self, players: int, seed: int, solo: bool, options: Mapping[str, Any] | None,
               log: Sequence[tuple[int, Any]]):
        state = self.new_state(players, seed, solo, options)
        for seat, action in log:
            state.apply(seat, action)
        return state

    def log_lines(self, state: Any, names: Sequence[str], lang: str) -> list:
        return self.module("log").log_lines(state, names, lang)
