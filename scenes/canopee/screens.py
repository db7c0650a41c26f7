"""Canopée in the window (scenes/shell/screens.py): its table, score screen, replay, card faces
(scenes/canopee/faces.py), rules pages (scenes/canopee/rules_pages.py) and the setup's note on a mode."""
from __future__ import annotations

import pygame

from ..shell.screens import GameScreens


class CanopeeScreens(GameScreens):
    music = "canopee"
    sounds = {"look": "pile_look", "keep": "pile_keep", "refuse": "pile_refuse", "refuse_all": "pile_refuse",
              "place": "card_lay", "fire": "threat_fire", "fire_spread": "threat_fire", "disease": "threat_disease",
              "disease_spread": "threat_disease", "blight": "threat_disease", "immediate": "threat_drought",
              "lightning": "threat_drought", "season_end": "season_end", "game_end": "season_end"}

    sound_priority = ("season_end", "tree_complete", "threat_fire", "threat_disease", "threat_drought")

    # the rules' section of each decision (F1 at the table); one not named: a turn's
    RULES_SECTIONS = {"place_trunk": "placing", "place_canopy": "placing", "order": "placing",
                      "drought_discard": "threats", "lightning_choice": "threats", "lightning_discard": "threats",
                      "fire_discard": "threats", "blight_tie": "threats", "germination": "season_end",
                      "renewal": "season_end", "butterfly": "season_end", "season_ant": "season_end",
                      "jaguar_target": "season_end", "goliath": "wildlife", "pitcher": "wildlife", "boa": "wildlife",
                      "howler": "wildlife", "sloth": "wildlife", "tamarin": "wildlife", "ant": "wildlife",
                      "collybia": "wildlife", "collybia_keep": "wildlife"}

    def rules_section(self, match, seat):
        if match.over:
            return "game_end"
        decision = match.view(seat).decision() if seat is not None else None
        return self.RULES_SECTIONS.get(decision, "solo" if match.solo and decision is None else "turn")

    def sound_of(self, event) -> str | None:
        data = event.data
        if event.kind == "place" and str(data.get("kind", "")).startswith("canopy") and "tree" in data:
            return "tree_complete"          # a canopy closes its tree
        return super().sound_of(event)

    def table(self, app, match, **options):
        from .table import CanopeeTable

        return CanopeeTable(app, match, **options)

    def score(self, app, match):
        from .scoring import CanopeeScoring

        return CanopeeScoring(app, match)

    def replay(self, app, match, source=None):
        from .replay import CanopeeReplay

        return CanopeeReplay(app, match, source)

    def rules_pages(self, app):
        from .rules_pages import CanopeeRules

        return CanopeeRules(app, app.catalogue[self.game_id])

    def card_icon(self, app, kind: str, size: int) -> pygame.Surface:
        from .faces import canopee_faces

        return canopee_faces(app).icon(kind, size)

    # what the table lets the player look up besides its cards (the card viewer's "kinds" for them): each is
    # read with its card back (or the game's emblem) and the rules' section that explains it
    LOOKUPS = {"look:pile": ("growth", "turn"), "look:deck": ("growth", "season_end"),
               "look:germination": ("germination", "season_end"), "look:spirit": (None, "solo")}

    def card_page(self, kind: str, lang: str) -> str:
        """A card's page of the rules (a Season Change card: its effect; a pile, a deck, the Spirit: the rules'
        section that explains it)."""
        from game.canopee.cards import bundled_rules
        from game.canopee.rules_text import rules_text

        from .faces import season_change_text

        if kind in self.LOOKUPS:
            return rules_text(self.LOOKUPS[kind][1], lang)
        rules = bundled_rules()
        if kind in rules.season_change_by_id:
            return season_change_text(rules, kind, lang)
        return rules_text(kind, lang)

    def card_facts(self, app, kind: str, width: int, lang: str) -> tuple[pygame.Surface, str, str]:
        from .faces import canopee_faces

        faces = canopee_faces(app)
        if kind in self.LOOKUPS:
            back = self.LOOKUPS[kind][0]
            face = faces.back(width, back) if back else faces.emblem(width)
            what = kind.split(":")[1]
            return face, app.t(f"ct_look_{what}"), app.t(f"ct_look_{what}_facts")
        card = faces.rules.kinds.get(kind)
        facts = app.t(f"cf_cat_{faces.category(kind)}")
        if card is not None and card.count:
            count = app.t("cf_count_one") if card.count == 1 else app.t("rules_count", n=card.count)
            facts += f" · {count}"
        return faces.face(kind, width, lang), faces.name(kind, lang), facts

    def emblem(self, app, size: int) -> pygame.Surface:
        from .faces import canopee_faces

        return canopee_faces(app).emblem(size)

    def setup_note(self, setup, rules) -> tuple[str, bool] | None:
        """The game's words on the mode, with its seasons (and, where every species is in, that they are)."""
        try:
            mode = rules.mode_for(setup.count, setup.solo)
        except ValueError:
            return setup.mode_note(rules)
        note = setup.mode_note(rules, seasons=mode.seasons)
        if note is not None and mode.all_wildlife:
            note = (note[0] + " " + setup.t("coll_note_all_wildlife"), note[1])
        return note


SCREENS = CanopeeScreens("canopee")
