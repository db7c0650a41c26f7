"""Canopée's score screen: the score pad with a column per season, every forest as it ends the game, and the
cards behind each number.

The pad (``SeasonPad``, the shell's ScorePad with its columns grouped) has the sources as rows — trees, the
Tallest Tree, each flora, weather, vines and orchids where the card set has them, the Forest Spirit's threat
bonus in solo, the Season Change card's points in that variant, then at the end of the game the wildlife (a row
per species, or one Wildlife row when a 3–4 player pad would not fit them all), the Pygmy Marmoset and the
Lushest Forest — and the total; each player has a group of columns: one per season, then the game's. Every
number is the engine's (game.canopee.summary reads the sheets it wrote), and the totals count up.

Beside the pad, each forest's board: its trees (trunks stacked under their canopy, each showing its value medallion,
the scored trees' token on their canopy's corner, the Tallest Tree's crown; on a second row when that makes the cards
clearly larger) and its other cards beside or under them, side by side in rows (none over another's name or points),
all as large as the fullest board lets them be; under them a strip for the cards that left the forest
(flora, weather and threats are discarded at the end of every season). Hovering a row lights the cards that scored
it: on the boards, and in each strip the season's discarded cards with their points (in a season's column: that
season only; in a player's column: that player only); at rest each strip says the forest's points season by season.
Hovering a name lights that forest. Any card can be read with the card viewer (rest the pointer on it, or
right-click) once the viewer reads Canopée cards.

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
from ..ui import ACCENT_DARK, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL_EDGE, draw_crown, panel
from ..widgets.margin import Chip, draw_chips, draw_margin_head
from ..widgets.scorepad import HEAD, STRIPE, ScorePad, fit_text

SUBHEAD = 0.95                  # the seasons' header row, in row heights
COLUMN_FACTORS = (1.75, 1.45, 1.2)   # a season column, in row heights: roomy first
DIM = (10, 20, 16, 150)
WILDLIFE = "wildlife"           # the one row standing for every species when they do not fit
TOTAL = "total"
MIN_CARD = 24                   # the narrowest card face drawn (faces.py draws none narrower)
MAX_CARD = 96                   # the widest card on a board, at scale 1
WRAP_GAIN = 1.15                # the trees take a second row only for cards this much wider


# ---------------------------------------------------------------------------- the pad


class SeasonPad(ScorePad):
    """A ScorePad whose player columns are groups: one column per season, then the game's (season None).
    ``cell(row, player, season)`` gives a number (None: blank); ``value(row, player)`` — what the shell reads —
    is the game's column. ``header_rects`` are the players' groups (pointing a group's header, or one of its
    season headers, lights that player); pointing a row remembers the season column under the pointer
    (``pointed_season``, None on the game's column or the labels)."""

    def __init__(self, app, rows, names, seasons: int, cell, label, sub_label, icon=None, rules_above=(),
                 speed: float = 0.0, on_row=None, on_header=None) -> None:
        self.cell = cell
        self.seasons = seasons
        self.subs: tuple[int | None, ...] = tuple(range(1, seasons + 1)) + (None,)
        self.sub_label = sub_label
        super().__init__(app, rows, names, lambda key, i: cell(key, i, None), label, icon=icon,
                         rules_above=rules_above, speed=speed, on_row=on_row, on_header=on_header)
        self.sub_rects: dict[tuple[int, int | None], pygame.Rect] = {}
        self.pointed_season: int | None = None
        # the cell the screen outlines in the hovered row: a player's column, a season of it (None: all)
        self.cell_column: int | None = None
        self.cell_season: int | None = None
        self.type_h = 0

    # ------------------------------------------------------------------ numbers

    def shown_cell(self, key: str, i: int, season: int | None) -> str:
        """The text a cell shows now ("" while hidden or blank); the totals count up."""
        if not self.row_shown(self.rows.index(key)):
            return ""
        v = self.cell(key, i, season)
        if v is None:
            return ""
        if key == self.total:
            v = round(v * self.count_progress())
        return str(v)

    # ------------------------------------------------------------------ size and place

    def metrics(self, row_h: int, factor: float) -> tuple[int, int, int]:
        """(label column width, one season column's width, inner padding)."""
        fonts = self.app.fonts
        pad = self.padding(row_h)
        label_font = fonts.get("bold", self.label_size(row_h))
        label_w = max(label_font.size(self.label(k))[0] for k in self.rows)
        label_col = pad + self.icon_room(row_h) + label_w + pad
        col = max(round(row_h * factor), fonts.get("black", self.total_size(row_h)).size("888")[0] + pad)
        return label_col, col, pad

    def width(self, row_h: int, factor: float) -> int:
        label_col, col, pad = self.metrics(row_h, factor)
        return label_col + len(self.names) * len(self.subs) * col + pad

    def height(self, row_h: int) -> int:
        return round(row_h * (len(self.rows) + HEAD + SUBHEAD)) + 2 * self.padding(row_h)

    def place(self, rect: pygame.Rect, row_h: int, label_col: int, col_w: int, pad: int, s: float,
              type_h: int | None = None) -> None:
        """As ScorePad's; ``type_h``: the row height the texts are sized for (and ``metrics`` measured), when
        the rows are spread further apart than that to fill the height."""
        self.type_h = type_h or row_h
        self.rect, self.row_h, self.label_col, self.s = rect, row_h, label_col, s
        x0 = rect.x + label_col
        head_h, sub_h = round(row_h * HEAD), round(row_h * SUBHEAD)
        group_w = col_w * len(self.subs)
        y = rect.y + pad
        self.header_rects = [pygame.Rect(x0 + i * group_w, y, group_w, head_h) for i in range(len(self.names))]
        self.sub_rects = {(i, sub): pygame.Rect(x0 + i * group_w + k * col_w, y + head_h, col_w, sub_h)
                          for i in range(len(self.names)) for k, sub in enumerate(self.subs)}
        y += head_h + sub_h
        self.row_rects = {}
        for key in self.rows:
            self.row_rects[key] = pygame.Rect(rect.x + pad // 2, y, rect.w - pad, row_h)
            y += row_h
        rect.h = y + pad - rect.y

    # ------------------------------------------------------------------ pointing

    def sub_at(self, x: int) -> tuple[int, int | None] | None:
        """(player, season) of the column under ``x`` (season None: the game's column)."""
        for key, r in self.sub_rects.items():
            if r.x <= x < r.right:
                return key
        return None

    def hover(self, pos) -> bool:
        sub = self.sub_at(pos[0])
        self.pointed_season = sub[1] if sub is not None else None
        for (i, _), r in self.sub_rects.items():
            if r.collidepoint(pos):
                if self.on_header is not None:
                    self.on_header(i)
                return True
        return super().hover(pos)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, winners=(), hover_row: str | None = None,
             hover_column: int | None = None) -> None:
        fonts, row_h, s = self.app.fonts, self.row_h, self.s
        th = self.type_h                   # the texts' size
        cell_column, cell_season = self.cell_column, self.cell_season
        self.draw_frame(surface, winners, hover_column)
        body_bottom = self.row_rects[self.total].bottom
        value_size, total_size = self.value_size(th), self.total_size(th)
        for n, key in enumerate(self.rows):
            rect = self.draw_row(surface, n, key, hover_row, th)
            for (i, sub), col in self.sub_rects.items():
                text = self.shown_cell(key, i, sub)
                if not text:
                    continue
                game_col = sub is None
                if key == self.total:
                    ink = ACCENT_DARK if i in winners and game_col else INK
                    surf = fonts.text(text, "black", total_size if game_col else value_size, ink)
                else:
                    ink = INK if text != "0" else INK_SOFT
                    style = ("black" if game_col else "bold") if text != "0" else "regular"
                    surf = fonts.text(text, style, value_size, ink)
                surface.blit(surf, surf.get_rect(center=(col.centerx, rect.centery + 1)))
            if key == hover_row and cell_column is not None:
                # the cell (or the player's group) the pointer is on
                cells = [r for (i, sub), r in self.sub_rects.items()
                         if i == cell_column and (cell_season is None or sub == cell_season)]
                if cell_season is not None:
                    cell = pygame.Rect(cells[0].x + 1, rect.y + 1, cells[0].w - 2, rect.h - 2)
                else:
                    cell = pygame.Rect(cells[0].x + 1, rect.y + 1, cells[-1].right - cells[0].x - 2, rect.h - 2)
                pygame.draw.rect(surface, INK, cell, width=max(1, round(2 * s)), border_radius=5)
        # the groups: a line between players, the game's column set apart, the season headers
        sub_size = max(11, round(th * 0.42))
        line_top, line_bottom = self.header_rects[0].y + round(row_h * 0.2), body_bottom
        for i, head in enumerate(self.header_rects):
            if i:
                pygame.draw.line(surface, PANEL_EDGE, (head.x, line_top), (head.x, line_bottom), 2)
            game_col = self.sub_rects[(i, None)]
            pygame.draw.line(surface, PANEL_EDGE, (game_col.x, game_col.y + 3), (game_col.x, body_bottom), 1)
        for (i, sub), r in self.sub_rects.items():
            text = self.sub_label(sub)
            style = "black" if sub is None else "bold"
            surf = fit_text(fonts, text, style, sub_size, INK if sub is None else INK_SOFT, r.w - 4)
            surface.blit(surf, surf.get_rect(center=r.center))
        self.draw_names(surface, winners, th)


# ---------------------------------------------------------------------------- the screen


class CanopeeScoring(ScoreScreen):
    def __init__(self, app, match: Match) -> None:
        # the game's data first: ScoreScreen.__init__ makes the pad from it and may record a challenge
        self.match = match
        self.game = match.game
        self.rules = match.rules
        self.summary: Summary = summarize(self.game)
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
        return ladder.solo_margin(self.game.outcome()), None

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

    def _board_needs(self, f: int) -> tuple[list, list[int], int]:
        """A forest's trees (each its cards from the bottom trunk up to the canopy), its other cards, and the
        tallest tree's number of cards. The forests are final: kept once worked out (the layout asks often)."""
        cache = self._needs
        if f in cache:
            return cache[f][:3]
        fo = self._forest(f)
        trees = [list(t.trunks) + ([t.canopy] if t.canopy >= 0 else []) for t in fo.trees]
        tallest = max((len(t) for t in trees), default=0)
        # the other cards in the card data's order: a species' two cards side by side
        kinds = self.rules.kinds
        cards = sorted(fo.cards, key=lambda u: (kinds[self.summary.kinds[u]].index, u))
        cache[f] = (trees, cards, tallest, [bool(t.awarded) for t in fo.trees])
        return cache[f][:3]

    def _forest(self, f: int):
        from game.canopee.view import CanopeeView

        return CanopeeView(self.game, 0).forest(f)

    def _aspect(self) -> float:
        from .faces import ASPECT

        return ASPECT

    def _plan_boards(self, area: pygame.Rect) -> dict:
        """The boards' grid in ``area`` (under the solo banner in solo) and the largest card size that fits
        ("card"; "worth": the same, less when a board's trees need two rows)."""
        n = self.count
        top = area.y + (self.solo_h + self.gap if self.solo_h else 0)
        room = pygame.Rect(area.x, top, area.w, area.bottom - top)
        best = {"cols": 1, "card": 0, "room": room}
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            bw = (room.w - (cols - 1) * self.gap) // cols
            bh = (room.h - (rows - 1) * self.gap) // rows
            card = min(self._card_fit(f, bw, bh) for f in range(n))
            # trees on two rows read less well than on one: they count as that much smaller cards
            wrapped = any(self._layout(f, card, bw, bh, wrap=False) is None for f in range(n))
            worth = card / WRAP_GAIN if wrapped else card
            if worth > best.get("worth", 0):
                best = {"cols": cols, "card": card, "worth": worth, "room": room, "bw": bw, "bh": bh}
        return best

    def _board_frame(self, bh: int) -> tuple[int, int]:
        """(inner padding, header height) of a board."""
        s = self.s
        return round(8 * s), round(26 * s)

    def _strip_h(self, card: int) -> int:
        return round(self._strip_card(card) * self._aspect()) + round(20 * self.s)

    @property
    def strip_label_size(self) -> int:
        return max(12, round(14 * self.s))

    def _strip_card(self, card: int) -> int:
        return max(MIN_CARD, round(card * 0.8))

    def _corner_depth(self, card: int) -> int:
        """How much of a trunk's or canopy's top must show for its corner medallion (its value, its multiplier)
        to read whole: faces.py draws it in the top-right corner of the picture, under the frame's border."""
        return self.faces.corner_depth(card)

    def _tree_step(self, card: int) -> int:
        """How far each card of a tree stands below the one above it: its top band, the medallion whole."""
        return max(6, round(card * self._aspect() * 0.3), self._corner_depth(card))

    def _card_fit(self, f: int, bw: int, bh: int) -> int:
        """The largest card width (at most ``MAX_CARD`` px at scale 1) with which forest ``f`` fits a board of
        bw × bh with no card covering another's name or value (trees show each card's top band); only when no
        width does, the largest at which the other cards may overlap (a third of each showing, at least). The
        trees stay in one row unless a second row makes the cards clearly larger."""
        for overlap in (False, True):
            one_row = self._largest(f, bw, bh, overlap, wrap=False)
            wrapped = self._largest(f, bw, bh, overlap, wrap=True)
            if wrapped and wrapped > (one_row or 0) * WRAP_GAIN:
                return wrapped
            if one_row:
                return one_row
        return MIN_CARD

    def _largest(self, f: int, bw: int, bh: int, overlap: bool, wrap: bool) -> int | None:
        """The largest card width with which ``_layout`` fits forest ``f`` so (None: not even the narrowest)."""
        top = round(MAX_CARD * self.s)
        # the fit is (nearly) monotonic in the width: halve the range, then look a few widths above
        lo, hi = MIN_CARD - 1, top
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self._layout(f, mid, bw, bh, overlap, wrap=wrap) is not None:
                lo = mid
            else:
                hi = mid - 1
        for card in range(min(top, lo + 4), lo, -1):
            if self._layout(f, card, bw, bh, overlap, wrap=wrap) is not None:
                return card
        return lo if lo >= MIN_CARD else None

    def _layout(self, f: int, card: int, bw: int, bh: int, overlap: bool = False, wrap: bool = True,
                force: bool = False) -> dict | None:
        """Forest ``f``'s cards on a board of bw × bh at this card width, relative to the body's top-left corner,
        or None if they do not fit: the trees in a row (as many rows as the width needs, each its crowns' room),
        the other cards beside them or under them in rows as even as can be, none covering another (with
        ``overlap``, a third of each card showing at least; ``wrap`` False: the trees in one row, or None; with
        ``force``, whatever the room: the last resort).
        {"cards": [(uid, Rect)] in drawing order, "trees": [(tree index, Rect, uids)], "bottom": the content's}"""
        s = self.s
        trees, cards, _ = self._board_needs(f)
        awarded = self._needs[f][3]
        pad, head = self._board_frame(bh)
        ch = round(card * self._aspect())
        step = self._tree_step(card)
        gap = max(3, round(card * 0.12))
        width = bw - 2 * pad
        body_h = bh - 2 * pad - head - self._strip_h(card) - round(10 * s)
        crown = round(card * 0.32)
        if force:
            width, body_h = max(width, card), 1 << 20
        # the trees: as many to a row as the width holds, the rows as even as can be
        placed: list[tuple[int, pygame.Rect]] = []
        marks: list[tuple[int, pygame.Rect, frozenset[int]]] = []
        trees_w = tree_h = 0
        if trees:
            fit = (width + gap) // (card + gap)
            if fit < 1 or (fit < len(trees) and not wrap and not force):
                return None
            nrows = -(-len(trees) // fit)
            per = -(-len(trees) // nrows)
            for r in range(nrows):
                row = range(r * per, min(len(trees), (r + 1) * per))
                tallest = max(len(trees[t]) for t in row)
                top_room = crown if any(awarded[t] for t in row) else 0
                bottom = tree_h + (gap if r else 0) + top_room + ch + (tallest - 1) * step
                for k, t in enumerate(row):
                    x = k * (card + gap)
                    top = bottom - ch - (len(trees[t]) - 1) * step
                    # the canopy on top; each trunk below it shows its top band, the lowest trunk whole
                    for j, uid in enumerate(reversed(trees[t])):
                        placed.append((uid, pygame.Rect(x, top + j * step, card, ch)))
                    marks.append((t, pygame.Rect(x, top, card, bottom - top), frozenset(trees[t])))
                trees_w = max(trees_w, len(row) * (card + gap) - gap)
                tree_h = bottom
            if tree_h > body_h:
                return None
        if not cards:
            return {"cards": placed, "trees": marks, "bottom": tree_h}
        shift = max(card // 3, 4) if overlap or force else card + gap
        best = None
        for below in (False, True):
            if trees and not below:
                x0, y0, room_w, room_h = trees_w + 2 * gap, 0, width - trees_w - 2 * gap, body_h
            else:
                x0, y0 = 0, (tree_h + gap if trees else 0)
                room_w, room_h = width, body_h - y0
            if room_w < card or (room_h < ch and not force):
                continue
            per_row_most = 1 + (room_w - card) // shift
            rows = -(-len(cards) // per_row_most)
            if rows * (ch + gap) - gap > room_h:
                continue
            # as few rows as the cards need without overlapping (else with), their cards shared out evenly
            plain = 1 + (room_w - card) // (card + gap)
            most_rows = max(1, (room_h + gap) // (ch + gap))
            rows = max(rows, min(most_rows, -(-len(cards) // plain), len(cards)))
            per_row = -(-len(cards) // rows)
            dx = card + gap if per_row <= 1 else min(card + gap, (room_w - card) // (per_row - 1))
            height = y0 + rows * (ch + gap) - gap
            # the more compact of the two (the strip's room grows); beside the trees when as compact
            if best is None or height < best[0]:
                best = (height, [(uid, pygame.Rect(x0 + c * dx, y0 + r * (ch + gap), card, ch))
                                 for k, uid in enumerate(cards) for r, c in [divmod(k, per_row)]])
        if best is None:
            return None
        return {"cards": placed + best[1], "trees": marks, "bottom": max(tree_h, best[0])}

    def _place_boards(self, area: pygame.Rect, plan: dict) -> None:
        n = self.count
        room, cols = plan["room"], plan["cols"]
        if self.solo_h:
            self.solo_rect = pygame.Rect(area.x, area.y, area.w, self.solo_h)
        rows = -(-n // cols)
        bw = (room.w - (cols - 1) * self.gap) // cols
        bh = (room.h - (rows - 1) * self.gap) // rows
        card = max(MIN_CARD, plan["card"])
        aspect = self._aspect()
        self.card_w, self.card_h = card, round(card * aspect)
        self.strip_w = self._strip_card(card)
        self.strip_h_card = round(self.strip_w * aspect)
        self._boards = []
        self._strip_cache = {}
        for f in range(n):
            r, c = divmod(f, cols)
            rect = pygame.Rect(room.x + c * (bw + self.gap), room.y + r * (bh + self.gap), bw, bh)
            self._boards.append(self._lay_board(f, rect))
        # every strip at the foot of its board, all of one size (as large as the fullest board lets them be)
        strip_w = min(board["strip_w"] for board in self._boards)
        label_h = self.app.fonts.get("bold", self.strip_label_size).get_linesize() + round(2 * self.s)
        for board in self._boards:
            rect, strip = board["rect"], board["strip"]
            height = label_h + round(strip_w * aspect)
            board["strip"] = pygame.Rect(strip.x, strip.bottom - height, strip.w, height)
            board["strip_w"] = strip_w
        self._dim = pygame.Surface((card, self.card_h), pygame.SRCALPHA)
        self._dim.fill(DIM)

    def _lay_board(self, f: int, rect: pygame.Rect) -> dict:
        """Where a board draws its name, its trees (each card's rect, the canopy on top), its other cards and
        its strip."""
        s = self.s
        pad, head = self._board_frame(rect.h)
        card = self.card_w
        name_rect = pygame.Rect(rect.x + pad, rect.y + round(4 * s), rect.w - 2 * pad, head - round(4 * s))
        strip = pygame.Rect(rect.x + pad, rect.bottom - pad - self._strip_h(card), rect.w - 2 * pad,
                            self._strip_h(card))
        body = pygame.Rect(rect.x + pad, rect.y + head + round(4 * s), rect.w - 2 * pad,
                           strip.y - round(10 * s) - rect.y - head - round(4 * s))
        # as _card_fit chose: the trees in one row when they fit so, the cards apart when they can be
        layout = next((lay for overlap in (False, True) for wrap in (False, True)
                       for lay in [self._layout(f, card, rect.w, rect.h, overlap, wrap)] if lay is not None), None) \
            or self._layout(f, card, rect.w, rect.h, force=True)
        fo = self._forest(f)
        placed = [(uid, r.move(body.x, body.y)) for uid, r in layout["cards"]]
        tree_marks = [(fo.trees[t], r.move(body.x, body.y), uids) for t, r, uids in layout["trees"]]
        # the strip: under the trees and cards, its cards as large as the room left lets them be (up to the
        # board's own cards)
        content_bottom = max((r.bottom for _, r in placed), default=body.y)
        top = min(content_bottom + round(12 * s), rect.bottom - pad - self._strip_h(card))
        label_h = self.app.fonts.get("bold", self.strip_label_size).get_linesize()
        room = rect.bottom - pad - top - label_h - round(2 * s)
        strip_w = max(self.strip_w, min(card, int(room / self._aspect())))
        strip = pygame.Rect(rect.x + pad, rect.bottom - pad - label_h - round(2 * s) - round(strip_w * self._aspect()),
                            rect.w - 2 * pad, label_h + round(2 * s) + round(strip_w * self._aspect()))
        return {"rect": rect, "name_rect": name_rect, "body": body, "strip": strip, "cards": placed,
                "trees": tree_marks, "uids": {uid for uid, _ in placed}, "strip_w": strip_w}

    # ------------------------------------------------------------------ geometry for tests and input

    def board_rect(self, f: int) -> pygame.Rect:
        return self._boards[f]["rect"]

    def board_cards(self, f: int) -> list[tuple[int, pygame.Rect]]:
        """Forest ``f``'s cards on its board: (uid, rect), in drawing order."""
        return list(self._boards[f]["cards"])

    def strip_cards(self, f: int) -> list[tuple[int, pygame.Rect]]:
        """The cards the strip of forest ``f`` shows now: (uid, rect)."""
        return [(uid, rect) for _, _, _, cards in self._strip_layout(f) for uid, rect in cards]

    def _strip_layout(self, f: int) -> list[tuple[str, pygame.Rect, str | None, list[tuple[int, pygame.Rect]]]]:
        """The strip's groups laid out: (label, label rect, the label's icon kind, [(uid, rect)]). Groups with
        cards stand side by side on one line, their cards overlapping as much as the width needs (clipped at the
        strip's edge when even that is not enough); labels alone flow onto as many lines as the strip holds."""
        groups = self.strip_groups(f)
        key = (f, self.hover_row, self.hover_col, self.hover_season, self.app.lang, tuple(self._boards[f]["strip"]),
               self.counting)
        cached = self._strip_cache.get(key)
        if cached is not None:
            return cached
        s, fonts = self.s, self.app.fonts
        strip = self._boards[f]["strip"]
        font = fonts.get("bold", self.strip_label_size)
        label_h = font.get_linesize()
        sw = self._boards[f]["strip_w"]
        sh = round(sw * self._aspect())
        ggap = round(14 * s)
        icon_w = label_h + round(3 * s)
        widths = [font.size(label)[0] + (icon_w if icon else 0) for label, _, icon in groups]
        out = []
        if not any(cards for _, cards, _ in groups):
            x, y = strip.x, strip.y
            for (label, _, icon), w in zip(groups, widths):
                if x > strip.x and x + w > strip.right and y + 2 * label_h <= strip.bottom:
                    x, y = strip.x, y + label_h
                out.append((label, pygame.Rect(x, y, min(w, strip.right - x), label_h), icon, []))
                x += w + ggap
        else:
            # labels longer than their cards give way (shrunk, then cut) when the line is short of room
            least = [sw + (len(cards) - 1) * round(5 * s) if cards else 0 for _, cards, _ in groups]
            room = strip.w - ggap * max(0, len(groups) - 1)
            if sum(max(w, m) for w, m in zip(widths, least)) > room:
                share = room // max(1, len(groups))
                widths = [min(w, max(m, share)) for w, m in zip(widths, least)]
            fixed = sum(max(w, sw if cards else 0) for w, (_, cards, _) in zip(widths, groups)) \
                + ggap * max(0, len(groups) - 1)
            extra = sum(max(0, len(cards) - 1) for _, cards, _ in groups)
            step = sw + round(3 * s)
            if extra:
                # the cards of a group overlap when the strip is short of room (each keeps a sliver, at least)
                room = strip.w - fixed
                step = max(round(5 * s), min(step, room // extra if room > 0 else 0))
            x = strip.x
            for (label, cards, icon), w in zip(groups, widths):
                cards_w = (sw + (len(cards) - 1) * step) if cards else 0
                label_rect = pygame.Rect(x, strip.y, max(0, min(w, strip.right - x)), label_h)
                rects = [(uid, pygame.Rect(x + k * step, strip.y + label_h + round(2 * s), sw, sh))
                         for k, uid in enumerate(cards)]
                out.append((label, label_rect, icon, rects))
                x += max(w, cards_w) + ggap
        if len(self._strip_cache) > 64:
            self._strip_cache.clear()
        self._strip_cache[key] = out
        return out

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

    def _face(self, kind: str, width: int) -> pygame.Surface:
        return self.faces.face(kind, width, self.app.lang)

    def _draw_board(self, surface: pygame.Surface, f: int, lit: dict[int, frozenset[int]]) -> None:
        s = self.s
        board = self._boards[f]
        rect = board["rect"]
        winners = self.shown_winners()
        panel(surface, rect, color=(30, 58, 46), edge=HIGHLIGHT if f == self.hover_player else (70, 104, 86),
              radius=max(8, round(10 * s)))
        if f == self.hover_player:
            pygame.draw.rect(surface, HIGHLIGHT, rect, width=max(2, round(3 * s)), border_radius=max(8, round(10 * s)))
        # the name (crowned), its total as the pad shows it, the Spirit's own rules
        name_rect = board["name_rect"]
        x = name_rect.x
        if f in winners:
            ch = round(name_rect.h * 0.7)
            draw_crown(surface, pygame.Rect(x, name_rect.centery - ch // 2, round(ch * 1.3), ch))
            x += round(ch * 1.3) + round(6 * s)
        total = self.shown_value(TOTAL, f)
        label = f"{self.names[f]}  ·  {total}" if total else self.names[f]
        ink = HIGHLIGHT if f in winners or f == self.hover_player else LIGHT
        text = self._fit(label, "black" if f in winners else "bold", max(13, round(18 * s)), ink, name_rect.right - x)
        surface.blit(text, text.get_rect(midleft=(x, name_rect.centery)))
        # the trees and the other cards: a card not lit is dimmed as it is drawn (the next card of its tree
        # covers it but for its top), a lit tree or card outlined
        mine = lit.get(f, frozenset())
        dimmed = bool(lit)
        for uid, r in board["cards"]:
            surface.blit(self._face(self.summary.kinds[uid], r.w), r)
            if dimmed and uid not in mine:
                surface.blit(self._dim, r)
        if mine:
            width, radius = max(2, round(2 * s)), max(3, round(4 * s))
            in_trees = set()
            for _, r, uids in board["trees"]:
                if uids & mine:
                    in_trees |= uids
                    pygame.draw.rect(surface, HIGHLIGHT, r.inflate(4, 4), width=width, border_radius=radius)
            for uid, r in board["cards"]:
                if uid in mine and uid not in in_trees:
                    pygame.draw.rect(surface, HIGHLIGHT, r.inflate(4, 4), width=width, border_radius=radius)
        self._draw_tree_marks(surface, board)
        self._draw_strip(surface, f)

    def token_rect(self, tree_rect: pygame.Rect) -> pygame.Rect:
        """Where a scored tree's token sits: on its canopy's top-left corner, over the category mark every canopy
        shares. Not at the tree's foot, where it hid the lowest trunk's points; the canopy's value is in its
        top-right corner and each trunk's in the band the next card leaves showing, so none is covered."""
        radius = max(5, round(self.card_w * 0.14))
        inset = max(1, round(self.card_w * 0.02))
        return pygame.Rect(tree_rect.x + inset, tree_rect.y + inset, 2 * radius, 2 * radius)

    def _draw_tree_marks(self, surface: pygame.Surface, board: dict) -> None:
        """A scored tree's token on its canopy, the Tallest Tree's crown over an awarded canopy."""
        from .table_art import crown, scored_token

        for tree, r, _ in board["trees"]:
            if tree.scored:
                spot = self.token_rect(r)
                scored_token(surface, spot.center, spot.w // 2)
            if tree.awarded:
                # over the canopy, its name and corner left readable
                crown(surface, (r.centerx, r.y - round(self.card_w * 0.14)), round(self.card_w * 0.46))

    def _draw_strip(self, surface: pygame.Surface, f: int) -> None:
        s = self.s
        strip = self._boards[f]["strip"]
        pygame.draw.line(surface, (70, 104, 86), (strip.x, strip.y - round(3 * s)),
                         (strip.right, strip.y - round(3 * s)), 1)
        layout = self._strip_layout(f)
        if not layout:
            return
        clip = surface.get_clip()
        box = strip.inflate(round(8 * s), round(8 * s))      # room for the outlines, the overflow cut
        surface.set_clip(box.clip(clip) if clip else box)
        ink = HIGHLIGHT if self.hover_row not in (None, TOTAL) else LIGHT_SOFT
        for label, label_rect, icon, cards in layout:
            x = label_rect.x
            if icon is not None:
                size = label_rect.h - 2
                surface.blit(self.faces.icon(icon, size), (x, label_rect.y + 1))
                x += size + round(4 * s)
            text = self._fit(label, "bold", self.strip_label_size, ink, max(20, label_rect.right - x))
            surface.blit(text, (x, label_rect.y))
            for uid, r in cards:
                surface.blit(self._face(self.summary.kinds[uid], r.w), r)
                pygame.draw.rect(surface, HIGHLIGHT, r.inflate(2, 2), width=max(1, round(2 * s)),
                                 border_radius=max(3, round(4 * s)))
        surface.set_clip(clip)

