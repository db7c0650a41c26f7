"""Forêt and Savane in the window (scenes/shell/screens.py): the draft table, the score screen, the replay, the
card art (scenes/ecosysteme/cardart.py) and the rules screen's pages from game/ecosysteme/rules_text.py."""
from __future__ import annotations

import pygame

from ..shell.screens import GameScreens

# the emblem of each game: two of its cards, as (preferred kind, its category); another of the game's kinds stands
# in for one the card data lacks (cardart.pick_kinds)
EMBLEM = {"forest": (("bear", "animal"), ("meadow", "habitat")),
          "savane": (("lion", "animal"), ("waterhole", "terrain"))}
# the title screen's fan: these cards of each game, as (kind, category), dealt turn about with the other game's
FAN = {"forest": (("fox", "animal"), ("bee", "animal"), ("stream", "habitat")),
       "savane": (("giraffe", "animal"), ("lion", "animal"))}


GRID_LOOKUP = "look:grid"       # the card viewer's "kind" for the board's column letters and row numbers


class EcosystemeScreens(GameScreens):
    music = "ecosysteme"
    sounds = {"reveal": "reveal", "turn": "card_lay"}

    def rules_section(self, match, seat):
        """Solo: the solo rules (the card given to Alban / Jhay too); two seats: the neutral player's; else a
        pick's placement."""
        if match.solo:
            return "solo"
        return "two_players" if len(match.seats) == 2 else "placement"

    def table(self, app, match, **options):
        from .table import TableScene

        return TableScene(app, match, **options)

    def score(self, app, match):
        from .scoring import ScoringScene

        return ScoringScene(app, match)

    def replay(self, app, match, source=None):
        from .replay import ReplayScene

        return ReplayScene(app, match, source)

    def rules_pages(self, app):
        from .rules_pages import EcosystemeRules

        return EcosystemeRules(app, app.catalogue[self.game_id])

    def rules_tab(self, app) -> str:
        return app.t(f"rules_game_{self.game_id}")

    def card_icon(self, app, kind: str, size: int) -> pygame.Surface:
        from .cardart import card_art

        return card_art(app).icon(self.game_id, kind, size)

    def card_face(self, app, kind: str, width: int, lang: str) -> pygame.Surface:
        from .cardart import card_art

        return card_art(app).face(self.game_id, kind, width, lang)

    def card_page(self, kind: str, lang: str) -> str:
        from game.ecosysteme.rules_text import rules_text

        if kind == GRID_LOOKUP:        # the board's letters and numbers: the rules of placing a card
            return rules_text(self.game_id, "placement", lang)
        return rules_text(self.game_id, kind, lang)

    def card_facts(self, app, kind: str, width: int, lang: str) -> tuple[pygame.Surface, str, str]:
        from game.ecosysteme.cards import GRID_COLS, GRID_ROWS

        from .cardart import card_art

        if kind == GRID_LOOKUP:
            return (self.emblem(app, max(24, width // 2)), app.t("eco_look_grid"),
                    app.t("eco_look_grid_facts", rows=GRID_ROWS, cols=GRID_COLS))

        card = app.catalogue[self.game_id].kind(kind)
        facts = f"{app.t(f'rules_cat_{card.category}')} · {app.t('rules_count', n=card.count)}"
        return card_art(app).face(self.game_id, kind, width, lang), card.name(lang), facts

    def emblem(self, app, size: int) -> pygame.Surface:
        """Two of the game's cards' medallions side by side (as the setup always showed them)."""
        from .cardart import card_art, pick_kinds

        step = size - round(size * 0.31)              # the second medallion overlaps the first by a third
        surf = pygame.Surface((step + size, size), pygame.SRCALPHA)
        for n, kind in enumerate(pick_kinds(app.catalogue[self.game_id], EMBLEM[self.game_id])):
            surf.blit(card_art(app).icon(self.game_id, kind, size), (n * step, 0))
        return surf

    def prepare(self, app) -> None:
        """The card art, its files checked (a missing picture is said before the menu's first frame)."""
        from .cardart import card_art

        card_art(app)

    def fan_cards(self, catalogue) -> list[str]:
        from .cardart import pick_kinds

        return list(pick_kinds(catalogue[self.game_id], list(FAN[self.game_id])))

    def setup_note(self, setup, rules) -> tuple[str, bool] | None:
        """Solo: the levels to reach against Alban / Jhay; two players: the neutral player; computers only: the
        demo's words."""
        if setup.solo:
            levels = ", ".join(f"{points} ({setup.t('score_level_' + level).lower()})"
                               for level, points in rules.solo.levels)
            return setup.t("solo_note", name=rules.solo.opponent, levels=levels), False
        if setup.count == 2:
            return setup.t("neutral_note"), False
        if setup.computers_only:
            return setup.t("watch_note"), False
        return None

    def log_empty_key(self) -> str:
        return "log_empty"          # picks are revealed, there are no turns


FOREST = EcosystemeScreens("forest")
SAVANE = EcosystemeScreens("savane")
