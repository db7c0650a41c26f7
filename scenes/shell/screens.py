"""What the window asks a game for: its screens, its card pictures and words, its seats' looks and its notes.

Each game of the registry (game/core/registry.py) names one ``GameScreens`` object in ``scenes/<game>/screens.py``;
the shared scenes (menu, setup, rules, card viewer, log panel, score screen's *Play again*, demo, ladder) ask it
and never name a game. Every method imports the game's modules only when called, so naming a game's screens costs
nothing at start-up. The defaults are what a game without the piece shows.
"""
from __future__ import annotations

import pygame


class GameScreens:
    """A game's screens. Subclasses override what the game has; ``table`` and ``score`` are required."""

    # the music of the game's family at its table and score screen (assets/sounds/music_<id>.ogg); None: the
    # menu's goes on
    music: str | None = None
    # the sound of each kind of the game's public events as it comes on screen (assets/sounds/<id>.ogg; a kind
    # not named is silent): scenes/shell/audio.py EventCues
    sounds: dict[str, str] = {}
    # the sounds heard first when several events come on screen at once (at most two are heard)
    sound_priority: tuple[str, ...] = ()

    def sound_of(self, event) -> str | None:
        """The sound of one public event as it comes on screen: ``sounds`` by "kind/reason" (the event's
        ``reason``, as Living Forest's forced stop "stop/bust"), else by kind; None: silent."""
        reason = event.data.get("reason") if isinstance(event.data, dict) else None
        return self.sounds.get(f"{event.kind}/{reason}") or self.sounds.get(event.kind)

    def __init__(self, game_id: str) -> None:
        self.game_id = game_id

    # ------------------------------------------------------------------ screens

    def table(self, app, match, **options):
        """The table that plays ``match`` (``options``: e.g. ``autosave=False`` for the demo)."""
        raise NotImplementedError

    def score(self, app, match):
        """The score screen of ``match``, a finished game."""
        raise NotImplementedError

    def replay(self, app, match, source=None):
        """The replay of ``match`` (``source``: the file it was read from); None: the game has none."""
        return None

    @property
    def has_replay(self) -> bool:
        return type(self).replay is not GameScreens.replay

    def rules_pages(self, app):
        """The game's rules as pages (scenes/shell/rules_pages.py PagedRules); None: the rules screen has no tab
        for the game."""
        return None

    @property
    def has_rules(self) -> bool:
        return type(self).rules_pages is not GameScreens.rules_pages

    def rules_section(self, match, seat: int | None) -> str | None:
        """The rules screen's section for the moment ``match`` is at, as ``seat`` sees it (F1 at the table opens
        there); None: the first."""
        return None

    def rules_tab(self, app) -> str:
        """The rules screen's tab for the game: its name."""
        return app.catalogue[self.game_id].name(app.lang)

    # ------------------------------------------------------------------ cards

    def card_icon(self, app, kind: str, size: int) -> pygame.Surface:
        """A small square picture of a card kind (the log panel's icons, counts)."""
        raise NotImplementedError

    def card_face(self, app, kind: str, width: int, lang: str) -> pygame.Surface:
        """A card kind's face ``width`` pixels wide (the title screen's fan)."""
        return self.card_facts(app, kind, width, lang)[0]

    def card_page(self, kind: str, lang: str) -> str:
        """The rules screen's page for a card kind, in its markup (the card viewer's words)."""
        raise NotImplementedError

    def card_facts(self, app, kind: str, width: int, lang: str) -> tuple[pygame.Surface, str, str]:
        """(face ``width`` pixels wide, name, category · count) of a card kind, for the card viewer."""
        raise NotImplementedError

    def emblem(self, app, size: int) -> pygame.Surface | None:
        """The game's emblem, ``size`` pixels high, from its own art; None: the menu's plain medallion."""
        return None

    def prepare(self, app) -> None:
        """Check and load what the game's pictures need, where a screen first shows them (the menu, for the games
        of its fan): a missing file is reported before anything is drawn. Nothing by default."""

    def fan_cards(self, catalogue) -> list[str]:
        """The card kinds the title screen's fan shows of this game (dealt turn about with the other games')."""
        return []

    # ------------------------------------------------------------------ seats and notes

    def seat_rgb(self, colour: str) -> tuple[int, int, int] | None:
        """What a seat colour id (GameInfo.seat_colours) looks like; None for "" or an unknown id."""
        return None

    def seat_picture(self, app, colour: str, height: int) -> pygame.Surface | None:
        """A seat colour as the setup shows it (a standee); None: a plain disc of ``seat_rgb``."""
        return None

    def seat_colour_name(self, app, colour: str) -> str:
        """A seat colour's name in the window's language (the id where the game has none)."""
        return colour

    def seat_colour_hint(self, app, name: str, colour: str, keys: bool) -> str:
        """What the setup says of seat ``name``'s colour under the pointer (``keys``: chosen with the keyboard's
        arrows, which the words then name)."""
        return ""

    def setup_note(self, setup, rules) -> tuple[str, bool] | None:
        """The setup's line on the mode chosen (``setup``: the setup scene, scenes/setup/; ``rules``: the game's card
        data), as (text, is a warning), or None. By default the game's own words (``coll_note_<game>_solo``,
        ``_<count>`` or ``_many``)."""
        return setup.mode_note(rules)

    def log_empty_key(self) -> str:
        """The log panel's words before anything happened: a game of turns says so in its own way."""
        return "log_empty_turns"

