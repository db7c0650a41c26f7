"""A table's input while its human plays, in one place for every game: a telling's beats first, else the left
button pressed, the pointer moved and the left button released on the game's cards, and the keys, each passed to
the game's own handler (its table_input.py). The intents come from scenes/shell/intents.py, so the mouse and the
keys reach the same handlers."""
from __future__ import annotations

from .intents import Intent, Key, Point, Press, Release


class PlayInput:
    """TableBase's play input; a game's table overrides the handlers it needs."""

    def play_intent(self, intent: Intent) -> bool:
        """Input while the human whose screen it is plays: a telling's beats first (``show_intent``), else the
        left button pressed, the pointer moved (where a card being dragged is drawn) and the left button released
        on the game's cards, and the keys, each to the game's own handler."""
        if self.playing_show():
            return self.show_intent(intent)
        if isinstance(intent, Press) and intent.button == 1:
            return self._mouse_down(intent.pos)
        if isinstance(intent, Point):
            self.drag_pos = intent.pos
            return self._pointed(intent.pos)
        if isinstance(intent, Release) and intent.button == 1:
            return self._mouse_up(intent.pos)
        if isinstance(intent, Key):
            return self._key(intent)
        return False

    def show_intent(self, intent: Intent) -> bool:
        """Input while a telling is on screen (games that tell: scenes/shell/telling.py)."""
        return False

    def _mouse_down(self, pos) -> bool:
        return False

    def _pointed(self, pos) -> bool:
        """The pointer moved: True while the game has something to redraw under it (a card being dragged)."""
        return False

    def _mouse_up(self, pos) -> bool:
        return False

    def _key(self, intent: Key) -> bool:
        return False
