"""Every hook a GameDef (game/core/protocol.py) offers the shared code, with its default (``GameDefBase``), and the
part of a GameDef that is the same for every game laid out as one package with the usual modules
(``PackageGameDef``): ``cards`` (``bundled_rules()``), ``state`` (the State class), ``serial``
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


class GameDefBase:
    """The optional hooks of a GameDef, each with what a game without it means. The shared code calls them
    directly (never ``hasattr``): a game overrides the ones it has. What each is for: game/core/protocol.py."""

    replayed_keys: tuple[str, ...] = ()     # see GameDef.replayed_keys (game/core/protocol.py)

    def option_pick(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> Any:
        return None

    def option_matters(self, option_id: str, options: Mapping[str, Any], players: int, solo: bool) -> bool:
        return True

    def option_words(self, lang: str) -> Mapping[str, str]:
        return {}

    def check_cards(self, checker: Any, game_id: str, raw: Any) -> Any:
        """The game's section of data/cards.yaml read whole by ``checker`` (game.core.catalogue.Checker): its
        rules. A game that keeps no section there is never asked."""
        raise NotImplementedError(f"{game_id} has no section in the card data")

    def score_file(self) -> Any:
        """The reader of the game's score files (``ecosysteme score``), or None: the game has none. It offers
        ``check_document(doc, where, rules)``, ``score_json(scored)`` and ``score_pad(scored, lang)``."""
        return None

    def challenges(self) -> Any:
        """The game's solo challenges (game/core/challenges.py ``Offer``: its ladder's rungs, its daily deal), or
        None: the game offers none."""
        return None

    @property
    def round_cap(self) -> int | None:
        """The round after which a game between computers is stopped (``simulate``'s safety), None: none."""
        return None

    @property
    def solo_levels(self) -> tuple[tuple[str, int], ...]:
        """A solo grading a win by its margin over the automaton: (level, least margin), easiest first; (): a solo
        game is won or lost."""
        return ()

    def pending_actions(self, state: Any) -> tuple[tuple[int, Any], ...]:
        """Actions ``state`` holds chosen but not yet played (a simultaneous pick waiting for the others'):
        ``actions_log`` leaves them out, a save keeps them in its state, and its check replays them."""
        return ()

    # ------------------------------------------------------------------ the shared search (game/core/search.py)

    def search_policy(self, seat: int, seed: int) -> Any:
        """The player of ``seat``'s moves in the search's play-outs: an object whose ``choose(view)`` returns a
        legal action. By default the uniform random player; a game gives its Medium (or a cheaper one)."""
        from .agents import RandomAgent

        return RandomAgent(seed)

    def search_shortlist(self, view: Any, seat: int, legal: Sequence[Any]) -> Sequence[Any]:
        """The actions worth searching at a decision (``view``: the deciding seat's, in the world searched): all
        of them by default; a game with many near-identical actions keeps the promising ones."""
        return legal

    def search_rewards(self, state: Any) -> Sequence[float]:
        """Each seat's reward for the finished game ``state``, in [0, 1]: by default mostly the win, a little the
        margin (search.outcome_rewards)."""
        from .search import outcome_rewards

        return outcome_rewards(state)

    def search_cutoff(self, state: Any, steps: int) -> bool:
        """Whether a play-out stops here (``steps``: decisions played out so far) and ``search_evaluate`` judges
        the position instead: never by default (every play-out goes to the end)."""
        return False

    def search_evaluate(self, state: Any) -> Sequence[float]:
        """Each seat's expected reward at a position where ``search_cutoff`` stopped a play-out."""
        raise NotImplementedError("a game that cuts play-outs short judges the position it stops at")


class PackageGameDef(GameDefBase):
    """A GameDef's plumbing, read from the game's package. Subclasses set ``package`` (``__name__`` of the
    package's ``__init__``) and ``state_class`` (the name of the State class in its ``state`` module), and define
    ``info`` and ``new_state``."""

    package: str = ""
    state_class: str = ""

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

    def search_policy(self, seat: int, seed: int) -> Any:
        """The game's Medium plays the search's play-outs (its ``agents`` module's "medium")."""
        return self.agents["medium"](seed)

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

    def check_cards(self, checker: Any, game_id: str, raw: Any) -> Any:
        return self.module("cards").check_section(checker, game_id, raw)

    def score_file(self) -> Any:
        return self.module("scorefile")
