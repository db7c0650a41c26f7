"""Canopée's score screen: the score pad with a column per season, every forest as it ends the game, and the
cards behind each number.

The pad (``SeasonPad``, scenes/canopee/season_pad.py: the shell's ScorePad with its columns grouped) has the sources
as rows — trees, the Tallest Tree, each flora, weather, vines and orchids where the card set has them, the Forest
Spirit's threat bonus in solo, the Season Change card's points in that variant, then at the end of the game the
wildlife (a row per species, or one Wildlife row when a 3–4 player pad would not fit them all), the Pygmy Marmoset
and the Lushest Forest — and the total; each player has a group of columns: one per season, then the game's. Every
number is the engine's (game.canopee.summary reads the sheets it wrote), and the totals count up.

Beside the pad, each forest's board (scenes/canopee/scoring_boards.py): its trees (trunks stacked under their
canopy, each showing its value medallion, the scored trees' token on their canopy's corner, the Tallest Tree's
crown; on a second row when that makes the cards clearly larger) and its other cards beside or under them, side by
side in rows (none over another's name or points), all as large as the fullest board lets them be; under them a
strip for the cards that left the forest (flora, weather and threats are discarded at the end of every season).
Hovering a row lights the cards that scored it: on the boards, and in each strip the season's discarded cards with
their points (in a season's column: that season only; in a player's column: that player only); at rest each strip
says the forest's points season by season. Hovering a name lights that forest. Any card can be read with the card
viewer (rest the pointer on it, or right-click) once the viewer reads Canopée cards.

Solo: the Forest Spirit's column and board (crowned when it wins), its threat bonus row and its doubled wildlife
(said in the banner), the margin and the verdict; a challenge's result, recorded once, by the shell
(scenes/shell/challenge.py) with the margin of ``game.ladder.solo_margin``. Buttons: Play again (or the
challenge's), Replay when the window has a replay for Canopée (``scenes.games.has_replay``), Menu.
"""
from __future__ import annotations

import pygame

from game import ladder
from game.canopee.summary import Summary, species_of, summarize
from game.session import Match

from ..shell.score_screen import ScoreScreen
from ..widgets.margin import Chip, draw_chips, draw_margin_head
from ..widgets.scorepad import HEAD, STRIPE, ScorePad
from .scoring_boards import ScoreBoards
from .season_pad import SUBHEAD, TOTAL, WILDLIFE, SeasonPad

COLUMN_FACTORS = (1.75, 1.45, 1.2)   # a season column, in row heights: roomy first


class CanopeeScoring(ScoreBoards, ScoreScreen):
    def __init__(self, app, match: Match) -> None:
        # the game's data first: ScoreScreen.__init__ makes the pad from it and may record a challenge
        self.match = match
        self.state = match.state
        self.rules = match.rules
        self.summary: Summary = summarize(self.state)
        self.count = self.summary.forests
        self.spirit = self.summary.spirit
        sources = list(self.summary.sources)
        self.species_rows = [k for k in sources if species_of(k) is not None]
        self.full_rows = sources + [TOTAL]
        self.short_rows = self._collapsed(sources) + [TOTAL]
        self.rows = list(self.full_rows)
        self.hover_col: int | None = None          # the player column under the pointer in a hovered row
        self.hover_season: int | None = None       # the season column under the pointer in a hovered row
        self._boards: list[dict] = []
        self._strip_cache: dict = {}
        self._needs: dict[int, tuple] = {}           # each forest's trees and cards, as _board_needs works them out
        self._faces = None
        super().__init__(app, match)

    def _collapsed(self, sources: list[str]) -> list[str]:
        """The sources with every species in one Wildlife row (where the species were)."""
        out: list[str] = []
        for key in sources:
            if species_of(key) is not None:
                if WILDLIFE not in out:
                    out.append(WILDLIFE)
            else:
                out.append(key)
        return out

    # ------------------------------------------------------------------ the shell's hooks

    @property
    def faces(self):
        if self._faces is None:
            from .faces import canopee_faces

            self._faces = canopee_faces(self.app)
        return self._faces

    def make_pad(self) -> ScorePad:
        self.names = self.match.names(self.app.lang)      # the Spirit named in the player's language
        return SeasonPad(self.app, self.rows, self.names, self.summary.seasons, self.cell, self.row_label,
                         self.sub_label, icon=self.row_icon, rules_above=self.rules_above(), speed=self.speed,
                         on_row=self.pad_row, on_header=self.pad_header)

    def rules_above(self) -> tuple[str, ...]:
        end = [k for k in self.rows if k == WILDLIFE or self.summary.end_source(k)]
        return tuple(end[:1])

    def row_label(self, key: str) -> str:
        if key == TOTAL:
            return self.t("cano_total")
        if key in ("season_change", "marmoset"):
            return self.t("cs_" + key)
        species = species_of(key)
        if species is not None:
            return self.rules.species[species].name(self.app.lang)
        return self.t("cano_" + key)

    # the picture of each row: a card of the kind it counts
    ROW_KINDS = {"trees": "trunk_1", "tallest_tree": "canopy_2", "fern": "fern", "bromeliad": "bromeliad",
                 "monstera": "monstera", "weather": "rain", "vines": "vines", "orchid": "orchid",
                 "threat_bonus": "fire", "marmoset": "marmoset", "lushest_forest": "canopy_1", WILDLIFE: "toucan"}

    def row_kind(self, key: str) -> str | None:
        species = species_of(key)
        if species is not None:
            return self.rules.species[species].active
        if key == "season_change":           # any Season Change card's picture: they share their art
            return next(iter(self.rules.season_change_by_id), None)
        return self.ROW_KINDS.get(key)

    def row_icon(self, key: str, size: int) -> pygame.Surface | None:
        kind = self.row_kind(key)
        return self.faces.icon(kind, size) if kind is not None else None

    def sub_label(self, season: int | None) -> str:
        return self.t("cs_col_total") if season is None else self.t("cs_col_season", n=season)

    def game_name(self) -> str:
        return self.rules.name(self.app.lang)

    def winners(self) -> list[int]:
        """The forests crowned: the game's winners; in solo the Spirit when the player did not win (the
        protocol's winners are seats only)."""
        won = list(self.summary.winners)
        if self.spirit is not None and not won and self.summary.over:
            return [self.spirit]
        return won

    def solo_result(self) -> tuple[int, str | None] | None:
        if not self.match.solo:
            return None
        return ladder.solo_margin(self.state.outcome()), None

    def solo_summary(self) -> dict | None:
        info = super().solo_summary()
        if info is not None and info["result"] is not None and 0 not in self.winners():
            info["result"] = self.t("cs_spirit_wins", spirit=self.names[-1])
        return info

    def band_hint(self) -> str:
        return self.t("cs_hint")

    # ------------------------------------------------------------------ the numbers

    def cell(self, key: str, f: int, season: int | None) -> int | None:
        """The pad's number for a row, a forest and a season (None: the game's column); None: blank."""
        sm = self.summary
        if season is not None and season > sm.played:
            return None
        if key == TOTAL:
            return sm.totals[f] if season is None else sm.season_total(f, season)
        if key == "threat_bonus" and f != self.spirit:
            return None
        keys = self.species_rows if key == WILDLIFE else [key]
        if key == WILDLIFE or sm.end_source(key):
            if not sm.over or (season is not None and season != sm.seasons):
                return None
            return sum(sm.value(f, k) for k in keys)
        return sm.value(f, key, season)

    def value(self, key: str, i: int) -> int | None:
        return self.cell(key, i, None)

    def row_cards(self, key: str | None, f: int, season: int | None = None) -> tuple[int, ...]:
        """The cards that scored a row for forest ``f`` (in one season, or all)."""
        if key is None or key == TOTAL:
            return ()
        keys = self.species_rows if key == WILDLIFE else [key]
        out: list[int] = []
        for k in keys:
            out += [u for u in self.summary.cards_of(f, k, season) if u not in out]
        return tuple(out)

    def lit_cards(self) -> dict[int, frozenset[int]]:
        """The cards lit now, per forest: those that scored the hovered row (only the pointed player's, only the
        pointed season's)."""
        key = self.hover_row
        if key is None or key == TOTAL or self.counting:
            return {}
        return {f: frozenset(self.row_cards(key, f, self.hover_season))
                for f in range(self.count) if self.hover_col is None or f == self.hover_col}

    def strip_groups(self, f: int) -> list[tuple[str, tuple[int, ...], str | None]]:
        """What forest ``f``'s strip shows for the hovered row: (label with the points, the cards that scored it
        but left the forest, the kind whose icon stands before the label), by season (the Wildlife row: by
        species, each its icon and its points); at rest, the forest's points season by season."""
        key = self.hover_row
        if self.counting or (self.hover_col is not None and f != self.hover_col):
            return []
        on_board = self._boards[f]["uids"] if f < len(self._boards) else set()
        if key is None or key == TOTAL:             # at rest: the forest's points season by season
            return [(self.t("cs_group_season", n=s, points=self.summary.season_total(f, s)), (), None)
                    for s in range(1, self.summary.played + 1)]
        if key == WILDLIFE or species_of(key) is not None:
            if self.cell(key, f, None) is None:
                return []
            out = []
            for k in (self.species_rows if key == WILDLIFE else [key]):
                mine = self.summary.cards_of(f, k)
                if mine:
                    # one species: its name; every species: each its picture, the names would not fit
                    label = str(self.summary.value(f, k)) if key == WILDLIFE else \
                        self.t("cs_group_row", label=self.row_label(k), points=self.summary.value(f, k))
                    out.append((label, tuple(u for u in mine if u not in on_board),
                                self.row_kind(k) if key == WILDLIFE else None))
            return out
        if self.summary.end_source(key):
            value = self.cell(key, f, None)
            if value is None:
                return []
            label = self.t("cs_group_row", label=self.row_label(key), points=value)
            if key == "lushest_forest":
                trees = sum(1 for t in self._forest(f).trees if t.canopy >= 0)
                label += " · " + self.t("cs_trees_one" if trees == 1 else "cs_trees_many", n=trees)
            return [(label, tuple(u for u in self.row_cards(key, f) if u not in on_board), None)]
        seasons = [self.hover_season] if self.hover_season is not None else range(1, self.summary.played + 1)
        out = []
        for s in seasons:
            value = self.cell(key, f, s)
            if value is None:
                continue
            cards = tuple(u for u in self.row_cards(key, f, s) if u not in on_board)
            label = self.t("cs_group_season", n=s, points=value)
            sc_id = self.summary.season_changes[s - 1] if key == "season_change" else None
            if sc_id:                          # which card it was that season
                label = self.t("cs_group_card", n=s, card=self.rules.season_change(sc_id).name(self.app.lang),
                               points=value)
            out.append((label, cards, None, value))
        if any(cards for _, cards, _, _ in out):
            # a season that scored nothing and left no card says nothing here: the room goes to the cards
            out = [g for g in out if g[1] or g[3]]
        return [g[:3] for g in out]

    # ------------------------------------------------------------------ pointing

    def pad_row(self, key: str, column: int | None) -> None:
        self.hover_row = key
        self.hover_col = column
        self.hover_season = self.pad.pointed_season if column is not None else None

    def hover(self, pos) -> None:
        self.hover_row = self.hover_player = self.hover_col = self.hover_season = None
        if self.pad.hover(pos):
            return
        for f, board in enumerate(self._boards):
            if board["name_rect"].collidepoint(pos):
                self.hover_player = f
                return

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: (game id, kind id, its rect)."""
        for f in range(len(self._boards)):
            for uid, rect in reversed(self.board_cards(f) + self.strip_cards(f)):
                if rect.collidepoint(pos):
                    return self.match.game_id, self.summary.kinds[uid], rect
        return None

    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        s, c = self.s, self.content
        self.gap = round(16 * s)
        # the species as rows of their own when the pad's rows stay readable, else one Wildlife row
        for rows in (self.full_rows, self.short_rows):
            tallest = min(round(34 * s), int((c.h - 8) / (len(rows) + HEAD + SUBHEAD + 0.3)))
            if tallest >= round(22 * s):
                break
        if rows != self.rows:
            self._set_rows(rows)
        while self.pad.height(tallest) > c.h and tallest > 12:
            tallest -= 1
        # the boards' cards first, up to a comfortable size; then the roomiest pad
        comfortable = round(52 * s)
        best, best_key = None, None
        for row_h in sorted({tallest, max(12, min(tallest, round(28 * s))), max(12, min(tallest, round(24 * s)))},
                            reverse=True):
            for factor in COLUMN_FACTORS:
                label_col, col, pad = self.pad.metrics(row_h, factor)
                width = self.pad.width(row_h, factor)
                area = pygame.Rect(c.x + width + self.gap, c.y, max(40, c.right - c.x - width - self.gap), c.h)
                boards = self._plan_boards(area)
                key = (min(boards.get("worth", 0), comfortable), row_h, factor)
                if best_key is None or key > best_key:
                    best_key = key
                    best = {"row_h": row_h, "label_col": label_col, "col": col, "pad": pad, "width": width,
                            "area": area, "boards": boards}
        self.plan = best
        # the rows spread (a little) over the height the pad does not use, their texts as measured
        pitch = best["row_h"]
        while pitch < round(best["row_h"] * 1.35) and self.pad.height(pitch + 1) <= c.h:
            pitch += 1
        pad_rect = pygame.Rect(c.x, c.y, best["width"], 0)
        self.pad.place(pad_rect, pitch, best["label_col"], best["col"], best["pad"], s, type_h=best["row_h"])
        self._place_boards(best["area"], best["boards"])

    def _set_rows(self, rows: list[str]) -> None:
        """The pad again with other rows (the species alone or together), its count-up where it was."""
        old = self.pad
        self.rows = list(rows)
        self.pad = self.make_pad()
        self.pad.anim_time, self.pad.counting = min(old.anim_time, self.pad.anim_length), old.counting

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        # the shell draws the pad (as any ScorePad); ours also outlines the cell the pointer is on
        self.pad.cell_column, self.pad.cell_season = self.hover_col, self.hover_season
        super().draw(surface)

    def _draw_solo(self, surface: pygame.Surface) -> None:
        info = self.solo_summary()
        if info is None:
            return
        s = self.s
        _, chip_y, chip_h = draw_margin_head(surface, self.app.fonts, self.solo_rect, s, info["margin_text"],
                                             info["result"], info["won"])
        inner = self.solo_rect.inflate(-round(28 * s), -round(16 * s))
        solo = self.rules.solo
        chips = [Chip(self.t("cs_spirit_note", bonus=solo.threat_bonus, factor=solo.wildlife_factor),
                      fill=STRIPE)]
        draw_chips(surface, self.app.fonts, inner.x, inner.right, chip_y, chip_h, chips, s)

    def draw_content(self, surface: pygame.Surface) -> None:
        lit = self.lit_cards()
        for f in range(len(self._boards)):
            self._draw_board(surface, f, lit)

