"""Living Forest in the window (scenes/shell/screens.py): its table, score screen, replay, card faces and pieces
(scenes/livingforest/faces.py, glyphs.py), rules pages (scenes/livingforest/rules_pages.py) and the Spirits'
standees the setup shows for the seats' colours."""
from __future__ import annotations

import pygame

from ..shell.screens import GameScreens


class LivingForestScreens(GameScreens):
    music = "livingforest"
    sounds = {"reveal": "lf_reveal", "stop/bust": "solitary", "take": "card_lay", "top": "card_lay",
              "fire": "fire_out", "plant": "tree_plant", "move": "spirit_move", "steal": "card_pick",
              "new_fires": "onibi", "varans": "onibi", "game_end": "season_end"}
    sound_priority = ("solitary", "onibi", "season_end", "fire_out", "tree_plant")

    # the rules' section of each decision (F1 at the table)
    RULES_SECTIONS = {"draw": "draw", "forced": "draw", "action": "actions", "attract": "attract",
                      "attract_order": "attract", "extinguish": "extinguish", "plant": "plant",
                      "plant_cell": "plant", "corner_bonus": "plant", "move": "move", "steal": "move",
                      "rock_bonus": "move"}

    def rules_section(self, match, seat):
        if match.over:
            return "victory"
        decision = match.view(seat).decision() if seat is not None else None
        if decision is None:           # the others choosing: the phase they are in
            return "draw" if getattr(match.state, "phase", None) == "draw" else "actions"
        return self.RULES_SECTIONS.get(decision, "actions")

    def table(self, app, match, **options):
        from .table import LivingForestTable

        return LivingForestTable(app, match, **options)

    def score(self, app, match):
        from .scoring import LivingForestScoring

        return LivingForestScoring(app, match)

    def replay(self, app, match, source=None):
        from .replay import LivingForestReplay

        return LivingForestReplay(app, match, source)

    def rules_pages(self, app):
        from .rules_pages import LivingForestRules

        return LivingForestRules(app, app.catalogue[self.game_id])

    def card_icon(self, app, kind: str, size: int) -> pygame.Surface:
        from .faces import lf_faces

        return lf_faces(app).icon(kind, size)

    def card_page(self, kind: str, lang: str) -> str:
        """A card's, a tree's or a board piece's page ("12", "t5a", "rock:2", "corner:0,0", "line:column1")."""
        from game.livingforest.rules_text import rules_text

        return rules_text(kind, lang)

    def card_facts(self, app, kind: str, width: int, lang: str) -> tuple[pygame.Surface, str, str]:
        from game.livingforest.rules_text import facts

        from .faces import lf_faces

        faces = lf_faces(app)
        face = faces.picture(kind, width, lang)      # a card, a tree, or a rock / corner / line of a board
        return face, faces.name(kind, lang), " · ".join(facts(kind, lang))

    def emblem(self, app, size: int) -> pygame.Surface:
        from .faces import lf_faces

        return lf_faces(app).emblem(size)

    def seat_rgb(self, colour: str) -> tuple[int, int, int] | None:
        from .glyphs import SPIRIT_COLOURS

        return SPIRIT_COLOURS.get(colour) if colour else None

    def seat_picture(self, app, colour: str, height: int) -> pygame.Surface:
        """The Spirit's standee in that colour."""
        from .glyphs import lf_glyphs

        return lf_glyphs(app).standee(colour, height)

    def seat_colour_name(self, app, colour: str) -> str:
        return app.t(f"lfu_colour_{colour}") if colour in self._colours() else colour

    def seat_colour_hint(self, app, name: str, colour: str, keys: bool) -> str:
        """The Spirit's colour, and how to change it (a click, or the arrows for the keyboard's focus)."""
        key = "lfu_colour_hint_keys" if keys else "lfu_colour_hint"
        return app.t(key, name=name, colour=self.seat_colour_name(app, colour))

    @staticmethod
    def _colours() -> tuple[str, ...]:
        from game.livingforest import SPIRITS

        return tuple(SPIRITS)


SCREENS = LivingForestScreens("living-forest")
