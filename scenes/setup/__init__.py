"""New game: which game of the collection, how many seats (or solo), who sits where, and what the chosen game
asks besides — its own options (``GameInfo.options``: Canopée's card set, species, Season Change cards, solo
difficulty, first player), each named by game/i18n.py's ``option_name`` / ``option_label``, so that a game joining
the collection needs no new code here.

It opens on the last setup played; opened on a game (the menu's shelf), on that game's last setup played
(``Settings.setups``). Choosing another game on the screen keeps the table as it is (names, seats, the count fitted
to the game) and brings that game's options back as last played.

The screen is one scene (scene.py: ``SetupScene``, its state, actions and input) made of mixins, each a part small
enough to read whole: seats.py (the table and the setups remembered), options.py (the game's options), layout.py
(where things go), drawing.py; its own controls are widgets.py's, and the dialog picking an option's value by hand
is pick.py's. The names other code uses are all importable from here, as when this was one module."""
from __future__ import annotations

from .pick import PickDialog, PickToggle, pick_picture
from .scene import SetupScene
from .seats import (DEFAULT_COUNT, NAME_LEN, PICK, SEAT_COLOURS, SEAT_OPTIONS, SOLO, SeatsModel,
                    computer_levels)
from .widgets import ColourSwatch, NameStop, OptionRow, SeatSegment, badge_ink, seat_picture, seat_rgb

__all__ = ["SetupScene", "NameStop", "SOLO", "computer_levels",
           "PICK", "SEAT_OPTIONS", "SEAT_COLOURS", "DEFAULT_COUNT", "NAME_LEN", "SeatsModel",
           "ColourSwatch", "OptionRow", "SeatSegment", "badge_ink", "seat_picture", "seat_rgb",
           "PickDialog", "PickToggle", "pick_picture"]
