"""The game log panel (scenes/gamelog.py) fed a Canopée game.

The panel keys its layout on ``game.history`` (Forêt's and Savane's list of reveals), which a Canopée state
does not have, and draws its icons with the Forêt and Savane card art: these adapters give it the state's
event count for the one and Canopée's faces (scenes/canopee/faces.py) for the other. They go once the panel
asks the game for both (see the report of issue 14's table).
"""
from __future__ import annotations

from ..gamelog import GameLogPanel
from .table_art import faces


class _LogGame:
    """The game as the log panel reads it (scenes/gamelog.py keys its layout on ``game.history``, which a
    Canopée state does not have): everything else is the state's."""

    def __init__(self, state) -> None:
        self._state = state

    def __getattr__(self, name):
        return getattr(self._state, name)

    @property
    def history(self):
        return [{}] * len(self._state.events())


class _LogCards:
    """Icons for the log panel: Canopée's from its faces, the others' as before."""

    def __init__(self, app) -> None:
        self._app = app

    def __getattr__(self, name):
        return getattr(self._app.cards, name)

    def icon(self, game_id: str, kind: str, size: int):
        if game_id == "canopee":
            return faces(self._app).icon(kind, size)
        return self._app.cards.icon(game_id, kind, size)


class _LogApp:
    def __init__(self, app) -> None:
        self._app = app
        self.cards = _LogCards(app)

    def __getattr__(self, name):
        return getattr(self._app, name)


class CanopeeLog(GameLogPanel):
    """The game log panel fed a Canopée game as it reads one (see ``_LogGame``, ``_LogCards``)."""

    def __init__(self, app) -> None:
        super().__init__(_LogApp(app))
        self._games: tuple | None = None

    def draw(self, surface, rect, game, names, highlight=None) -> None:
        if self._games is None or self._games[0] is not game:
            self._games = (game, _LogGame(game))
        super().draw(surface, rect, self._games[1], names, highlight)
