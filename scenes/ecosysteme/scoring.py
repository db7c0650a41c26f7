"""Ecosystème's score screen (Forêt, Savane): every ecosystem's final grid beside the score pad, the lion prey
choice, the neutral's pile, and why each row scored what it did.

The pad has the kinds as rows and the players as columns (the solo opponent last). Hovering a row lights, in
every grid, the cards that scored that kind, and a panel beside the row (over the pad's other rows, never over
the hovered one) says why, from game.ecosysteme.explain: in a player's column that player's cards one by one, the
ranking of a comparison, the biodiversity gaps and table; on the row's label every player in a line. Hovering
a column header (or a grid's name) lights that player's grid. In a two-player game the neutral's pile is shown
under the grids, the kinds it compares first, with their counts.

In Savane the owner of a lion that hunts may change its prey by clicking the circled cards, and the pad is
rescored at once; each hunting lion and its prey carry the same number, joined by an arrow, and the band says
it in words ("Lion B2 → Gazelle C4"). Nobody is crowned, and no winner or level is announced, before "Confirm
scores" freezes the choice: a prey can change the winner.

Any card of the grids or of the neutral's strip can be read with the card viewer (scenes.cardview): rest the
pointer on it, or right-click it.

The frame is the shell's (scenes/shell/score_screen.py): the title, the pad and its count-up
(scenes/widgets/scorepad.py), the solo banner, a challenge's result (scenes/shell/challenge.py), the buttons
(play again, watch the replay, the menu). This module writes the grids, the prey, the neutral's strip and the
explanations, and plans how the pad and the grids share the screen.
"""
from __future__ import annotations

import math

import pygame

from game.ecosysteme.cards import GRID_COLS, GRID_ROWS
from game.ecosysteme.explain import Explainer, cell_label, hunters, pair_prey
from game.session import Match

from ..shell.score_screen import ScoreScreen
from ..ui import ACCENT_DARK, HIGHLIGHT, INK, INK_SOFT, LIGHT, PANEL, PANEL_EDGE, draw_crown, panel
from ..widgets.scorepad import HEAD, HOVER_FILL, STRIPE

DIM = (10, 20, 16, 150)
COLUMN_WIDTHS = (2.9, 2.15, 1.7)   # a player column, in row heights: roomy first, narrow if the grids need it


def _arrow(surface: pygame.Surface, start, end, width: int, stop: int) -> None:
    """A light arrow outlined in ink from ``start`` to ``end``, its head ``stop`` pixels short of ``end``."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 2 * stop:
        return
    ux, uy = dx / length, dy / length
    tip = (end[0] - ux * stop, end[1] - uy * stop)
    head = width * 2.6
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wings = [(base[0] - uy * head * 0.7, base[1] + ux * head * 0.7), (base[0] + uy * head * 0.7,
                                                                       base[1] - ux * head * 0.7)]
    begin = (start[0] + ux * stop, start[1] + uy * stop)
    pygame.draw.line(surface, INK, begin, base, width + 4)
    pygame.draw.polygon(surface, INK, [tip, *wings], 0)
    pygame.draw.polygon(surface, INK, [tip, *wings], 4)
    pygame.draw.line(surface, HIGHLIGHT, begin, base, width)
    pygame.draw.polygon(surface, HIGHLIGHT, [tip, *wings], 0)


def _number(surface: pygame.Surface, fonts, n: int, centre, radius: int) -> None:
    """A numbered disc: the same number on a lion and on its prey."""
    pygame.draw.circle(surface, INK, centre, radius + 2)
    pygame.draw.circle(surface, HIGHLIGHT, centre, radius)
    text = fonts.text(str(n), "black", max(11, round(radius * 1.4)), INK)
    surface.blit(text, text.get_rect(center=centre))



class ScoringScene(ScoreScreen):
    def __init__(self, app, match: Match) -> None:
        # the game's data first: ScoreScreen.__init__ makes the pad from it and may record a challenge
        self.match = match
        self.game = match.game
        self.rules = match.rules
        self.game_id = match.game_id
        self.frames = self.game.frames()
        self.kind_ids = list(self.rules.kind_ids)
        self.score = self.game.score()
        self.count = len(self.score.players)
        self.rows: list[str] = self.kind_ids + (["biodiversity"] if self.rules.biodiversity is not None else []) \
            + ["total"]
        # the two-player neutral's pile (kind ids): it scores nothing but takes part in the comparisons
        self.neutral: list[str] | None = [self.game.kind_id(uid) for uid in self.game.neutral_pile] \
            if self.game.has_neutral else None
        self._explainer: Explainer | None = None
        self._score_version = 0                 # counts the rescorings (a lion prey changed): explanations follow
        # lion prey: the players (human seats) who may change it, their choice being edited, the last full one
        self.choosable = [i for i in range(self.count)
                          if self._human(i) and self.score.players[i].lion_picks > 0
                          and len(self.score.players[i].lion_candidates) > self.score.players[i].lion_picks]
        self.editing: dict[int, list[int]] = {i: list(self.score.players[i].lion_prey) for i in self.choosable}
        self.chosen: list[tuple[int, ...] | None] = [None] * self.count
        self.confirmed = not self.choosable
        # hovering
        self.hover_cell: tuple[int, int] | None = None
        self.hover_col: int | None = None       # the player column under the pointer in a hovered pad row
        self.hover_on_pad = False               # the row is hovered on the pad (not through a grid's card)
        self._grid_rects: list[pygame.Rect] = []
        self._cell_rects: list[list[pygame.Rect]] = []
        # the kind whose cards hunt (Savane's lion), for the badge on the prey the owner may choose
        self.hunter_kind = next((k.id for k in self.rules.kinds if any(r.type == "hunt" for r in k.rules)), None)
        super().__init__(app, match)

    # ------------------------------------------------------------------ the shell's hooks

    def rules_above(self) -> tuple[str, ...]:
        return ("biodiversity",)

    def row_icon(self, key: str, size: int) -> pygame.Surface | None:
        return self.app.cards.icon(self.game_id, key, size) if key in self.kind_ids else None

    def winners(self) -> list[int]:
        return list(self.score.winners)

    def solo_result(self) -> tuple[int, str | None] | None:
        solo = self.score.solo
        return None if solo is None else (solo.margin, solo.level)

    def solo_levels(self) -> list[tuple[str, int]]:
        return list(self.rules.solo.levels)

    def game_name(self) -> str:
        return self.rules.name(self.app.lang)

    def ready_to_confirm(self) -> bool:
        return not any(self.prey_missing(i) for i in self.editing)

    def pending_title(self) -> str:
        return self.t("why_pending")

    def pending_band(self) -> str:
        missing = [i for i in self.editing if self.prey_missing(i) > 0]
        if missing:
            i = missing[0]
            return self.t("why_prey_more", name=self.names[i], pairs=self.prey_words(i), n=self.prey_missing(i))
        return " ".join(self.t("why_prey_band", name=self.names[i], pairs=self.prey_words(i)) for i in self.editing)

    def band_hint(self) -> str:
        return self.t("why_hover_hint")

    # ------------------------------------------------------------------ small helpers
    def _human(self, i: int) -> bool:
        return i < len(self.match.seats) and self.match.seats[i].human

    def kind_name(self, kind_id: str) -> str:
        return self.rules.kind(kind_id).name(self.app.lang)

    def row_label(self, key: str) -> str:
        if key in ("biodiversity", "total"):
            return self.t(key)
        return self.kind_name(key)

    def value(self, key: str, i: int) -> int | None:
        """The score pad's number for a row and a player (None: blank)."""
        p = self.score.players[i]
        if key == "total":
            return p.total
        if key == "biodiversity":
            return p.biodiversity
        return p.kinds[key]

    # ------------------------------------------------------------------ highlights

    @property
    def highlighted_cells(self) -> dict[int, frozenset[int]]:
        """Frame cells (0..19) lit in each grid: those that scored the hovered kind."""
        if self.hover_row not in self.kind_ids:
            return {}
        return {i: frozenset(p.scoring_cells.get(self.hover_row, ())) for i, p in enumerate(self.score.players)}

    @property
    def highlighted_grid(self) -> int | None:
        """The player whose grid is lit (hovering their column header or their grid's name)."""
        return self.hover_player

    # ------------------------------------------------------------------ lion prey

    def face_down(self, i: int) -> set[int]:
        """Cells of ecosystem ``i`` shown face down: the current score's, with the prey being chosen."""
        p = self.score.players[i]
        down = set(p.face_down)
        if i in self.editing:
            down -= set(p.lion_prey)
            down |= set(self.editing[i])
        return down

    def prey_missing(self, i: int) -> int:
        return self.score.players[i].lion_picks - len(self.editing.get(i, ()))

    def can_choose(self, i: int, cell: int) -> bool:
        return not self.confirmed and i in self.editing and cell in self.score.players[i].lion_candidates

    def toggle_prey(self, i: int, cell: int) -> bool:
        """Click on a candidate: take it as prey, or give it back. Rescores once the choice is complete."""
        if not self.can_choose(i, cell):
            return False
        choice = self.editing[i]
        picks = self.score.players[i].lion_picks
        if cell in choice:
            choice.remove(cell)
        else:
            choice.append(cell)
            while len(choice) > picks:      # the oldest prey gives way to the new one
                choice.pop(0)
        if len(choice) == picks:
            self.chosen[i] = tuple(sorted(choice))
            self.rescore()
        self._buttons()
        return True

    def rescore(self) -> None:
        choices = self.chosen if any(c is not None for c in self.chosen) else None
        self.score = self.game.score(prey_choices=choices)
        self._explainer = None
        self._score_version += 1

    def prey_pairs(self, i: int) -> list[tuple[int, int | None]]:
        """Which hunting lion of ecosystem ``i`` takes which prey now (the choice being made, else the score's):
        (lion cell, prey cell), a prey still to choose as None. The rules only say how many prey the lions take;
        the pairing (game.ecosysteme.explain.pair_prey) is for showing it."""
        p = self.score.players[i]
        if not p.lion_picks:
            return []
        lions = hunters(self.rules, self.frames[i])[:p.lion_picks]
        prey = self.editing[i] if not self.confirmed and i in self.editing else p.lion_prey
        pairs: list[tuple[int, int | None]] = list(pair_prey(lions, prey))
        paired = {lion for lion, _ in pairs}
        return pairs + [(lion, None) for lion in lions if lion not in paired]

    def prey_words(self, i: int) -> str:
        """The prey choice in words: "Lion B2 → Gazelle C4 · Lion D1 → prey to choose"."""
        frame = self.frames[i]
        parts = []
        for lion, prey in self.prey_pairs(i):
            hunter = f"{self.kind_name(self.kind_ids[frame[lion]])} {cell_label(lion)}"
            target = self.t("why_prey_to_choose") if prey is None else \
                f"{self.kind_name(self.kind_ids[frame[prey]])} {cell_label(prey)}"
            parts.append(f"{hunter} → {target}")
        return " · ".join(parts)

    # ------------------------------------------------------------------ why a row scored what it did

    @property
    def explainer(self) -> Explainer:
        """The explanations of the score as it stands (rebuilt when a lion prey changes it)."""
        if self._explainer is None or self._explainer.lang != self.app.lang:
            neutral = [self.rules.kind(k).index for k in self.neutral] if self.neutral is not None else None
            self._explainer = Explainer(self.rules, self.frames, self.score, self.names, self.app.lang,
                                        neutral=neutral)
        return self._explainer

    def why_content(self) -> dict | None:
        """What the explanation panel says for the row hovered on the pad, or None (nothing hovered, or the
        numbers still counting up). ``player``: the column hovered (None: the row's label, every player);
        ``blocks``: ("text", words, style, emphasis) | ("chips", [(label, lit)]) | ("note", words)."""
        key = self.hover_row
        if not self.hover_on_pad or key is None or self.counting:
            return None
        ex = self.explainer
        i = self.hover_col
        label = self.row_label(key)
        blocks: list[tuple] = []
        if i is not None:
            why = ex.row(key, i)
            if key == "total":
                blocks.append(("text", " + ".join(item.text for item in why.items) + f" = {why.points}",
                               "regular", False))
            for item in why.items if key != "total" else ():
                if not item.prize:
                    blocks.append(("text", item.text, "regular", False))
            if why.comparison is not None:
                self._why_ranking(blocks, why.comparison, i)
            if why.gaps is not None:
                blocks.append(("note", self.t("why_gap_table")))
                blocks.append(("chips", [(f"{lbl} → {pts}", hit) for lbl, pts, hit in why.gaps.table]))
            blocks += [("note", note) for note in why.own_notes + why.notes]
            value = self.value(key, i)
            return {"title": f"{label} · {self.names[i]}", "points": "" if value is None else str(value),
                    "player": i, "row": key, "blocks": blocks}
        # the row's label: every player in a line (the details are one column away)
        comp = ex.comparisons.get(key)
        notes: list[str] = []
        table = None
        for p in range(self.count):
            why = ex.row(key, p)
            notes += [n for n in why.notes if n not in notes]
            table = table or why.gaps
            parts = [item.short for item in why.items if not item.prize]
            if key == "total":
                parts = [" + ".join(item.text for item in why.items)]
            elif key == "biodiversity" and why.gaps is None:
                blocks.append(("text", " ".join(why.own_notes), "regular", False))
                continue
            elif comp is not None and not parts:
                continue                         # the ranking below says it all
            blocks.append(("text", self.t("why_player_line", name=self.names[p], points=why.points,
                                          parts=" · ".join(parts) or "—"), "regular", False))
        if comp is not None:
            self._why_ranking(blocks, comp, None)
        if table is not None:
            blocks.append(("note", self.t("why_gap_table")))
            blocks.append(("chips", [(f"{lbl} → {pts}", False) for lbl, pts, _ in table.table]))
        blocks += [("note", n) for n in notes]
        blocks.append(("note", self.t("why_hover_column")))
        return {"title": label, "points": "", "player": None, "row": key, "blocks": blocks}

    def why_layout(self) -> dict | None:
        """The explanation panel placed for the hovered row: beside the pad's other rows, below the row when it
        fits there (else above, else on the roomier side with the text shrunk, then cut), never over the row
        itself. Returns the panel's rect and its laid-out lines, or None."""
        content = self.why_content()
        if content is None:
            return None
        cache_key = (content["title"], content["player"], content["row"], self.app.size, self.app.lang,
                     self._score_version)
        if getattr(self, "_why_cache", (None,))[0] == cache_key:
            return self._why_cache[1]
        s, fonts = self.s, self.app.fonts
        row = self.pad.row_rects[content["row"]]
        gap = round(6 * s)
        width = min(self.content.w, max(self.pad_rect.w, round(340 * s)))   # over the pad, not the grids
        x = self.pad_rect.x
        top_room = row.y - gap - self.content.y
        bottom_room = self.band.y - gap - (row.bottom + gap)
        pad = round(12 * s)
        inner = width - 2 * pad
        title_size = max(14, round(18 * s))
        laid = None
        for size in range(max(13, round(15 * s)), 11, -1):
            lines = self._why_lines(content["blocks"], size, inner)
            height = 2 * pad + round(title_size * 1.5) + sum(h for _, h in lines)
            laid = (size, lines, height)
            if height <= max(top_room, bottom_room):
                break
        size, lines, height = laid
        below = height <= bottom_room or bottom_room >= top_room
        room = bottom_room if below else top_room
        if height > room:            # still too long at the smallest size: the last lines give way to "…"
            keep = room - 2 * pad - round(title_size * 1.5) - fonts.get("regular", size).get_linesize()
            cut = []
            for line in lines:
                if line[1] > keep:
                    break
                cut.append(line)
                keep -= line[1]
            lines = cut + [(("text", "…", "bold", False), fonts.get("regular", size).get_linesize())]
            height = 2 * pad + round(title_size * 1.5) + sum(h for _, h in lines)
        y = row.bottom + gap if below else row.y - gap - height
        rect = pygame.Rect(x, y, width, height)
        out = {"rect": rect, "lines": lines, "size": size, "title": content["title"], "points": content["points"],
               "title_size": title_size, "pad": pad, "row": content["row"]}
        self._why_cache = (cache_key, out)
        return out

    def _why_lines(self, blocks: list, size: int, width: int) -> list[tuple[tuple, int]]:
        """The blocks wrapped to ``width`` at a font size: ((kind, text, style, emphasis) | chips, height)."""
        fonts = self.app.fonts
        out: list[tuple[tuple, int]] = []
        note_size = max(11, size - 2)
        for block in blocks:
            if block[0] == "text":
                _, text, style, mine = block
                line_h = fonts.get(style, size).get_linesize()
                for part in fonts.wrap_lines(text, style, size, width):
                    out.append((("text", part, style, mine), line_h))
            elif block[0] == "note":
                line_h = fonts.get("italic", note_size).get_linesize()
                for part in fonts.wrap_lines(block[1], "italic", note_size, width):
                    out.append((("note", part, "italic", False), line_h))
            elif block[0] == "chips":
                chip_h = fonts.get("bold", size).get_linesize() + 6
                font = fonts.get("bold", size)
                row: list = []
                x = 0
                for label, lit in block[1]:
                    w = font.size(label)[0] + 14
                    if row and x + w > width:
                        out.append((("chips", row), chip_h + 4))
                        row, x = [], 0
                    row.append((label, lit, x, w))
                    x += w + 6
                if row:
                    out.append((("chips", row), chip_h + 4))
        return out

    def _draw_why(self, surface: pygame.Surface) -> None:
        laid = self.why_layout()
        if laid is None:
            return
        s, fonts = self.s, self.app.fonts
        rect, pad, size = laid["rect"], laid["pad"], laid["size"]
        panel(surface, rect, color=(252, 248, 236), edge=ACCENT_DARK, radius=max(8, round(10 * s)))
        x, y = rect.x + pad, rect.y + pad
        # the title: the row's icon, its name (and the player's), the pad's number on the right
        ts = laid["title_size"]
        head_h = round(ts * 1.5)
        if laid["row"] in self.kind_ids:
            icon = self.app.cards.icon(self.game_id, laid["row"], round(ts * 1.3))
            surface.blit(icon, icon.get_rect(midleft=(x, y + head_h // 2 - 2)))
            x += icon.get_width() + round(8 * s)
        points = fonts.text(laid["points"], "black", round(ts * 1.15), ACCENT_DARK) if laid["points"] else None
        room = rect.right - pad - x - (points.get_width() + round(10 * s) if points else 0)
        title = self._fit(laid["title"], "black", ts, INK, room)
        surface.blit(title, title.get_rect(midleft=(x, y + head_h // 2 - 2)))
        if points:
            surface.blit(points, points.get_rect(midright=(rect.right - pad, y + head_h // 2 - 2)))
        y += head_h
        pygame.draw.line(surface, PANEL_EDGE, (rect.x + pad, y - round(4 * s)), (rect.right - pad, y - round(4 * s)))
        x = rect.x + pad
        note_size = max(11, size - 2)
        for line, h in laid["lines"]:
            if line[0] == "chips":
                for label, lit, cx, cw in line[1]:
                    chip = pygame.Rect(x + cx, y + 2, cw, h - 6)
                    pygame.draw.rect(surface, HIGHLIGHT if lit else STRIPE, chip, border_radius=6)
                    pygame.draw.rect(surface, INK if lit else PANEL_EDGE, chip, width=2 if lit else 1,
                                     border_radius=6)
                    text = fonts.text(label, "bold", size, INK)
                    surface.blit(text, text.get_rect(center=chip.center))
            else:
                _, text, style, mine = line
                if mine:
                    pygame.draw.rect(surface, HOVER_FILL, pygame.Rect(x - 4, y, rect.w - 2 * pad + 8, h),
                                     border_radius=4)
                ink = INK_SOFT if line[0] == "note" else INK
                surf = fonts.text(text, style, note_size if line[0] == "note" else size, ink)
                surface.blit(surf, (x, y))
            y += h

    # ------------------------------------------------------------------ the neutral's pile

    def neutral_counts(self) -> list[tuple[str, int, bool]]:
        """The neutral's pile by kind: (kind id, cards, counts in the comparisons), the compared kinds first
        (from the data), each even at 0, then the rest of the pile in catalogue order."""
        if self.neutral is None:
            return []
        compares = self.rules.neutral_compares
        out = [(k, self.neutral.count(k), True) for k in compares]
        out += [(k, self.neutral.count(k), False) for k in self.kind_ids if k not in compares and k in self.neutral]
        return out

    def _neutral_spots(self) -> list[tuple[str, pygame.Rect, bool]]:
        """Where the neutral strip draws each kind: (kind id, rect, compared), for drawing and pointing."""
        rect = self.neutral_rect
        if rect is None:
            return []
        key = (tuple(rect), self.app.lang)
        cached = getattr(self, "_spots_cache", (None,))
        if cached[0] == key:
            return cached[1]
        s, fonts = self.s, self.app.fonts
        pad = round(12 * s)
        head_h = round(18 * s)
        title_w = max(fonts.get("black", round(18 * s)).size(self.t("neutral"))[0],
                      fonts.get("regular", round(15 * s)).size(self.t("why_neutral_cards", n=20))[0])
        x = rect.x + pad + min(title_w, round(150 * s)) + round(16 * s)
        body = pygame.Rect(x, rect.y + round(6 * s) + head_h, rect.right - pad - x, rect.h - round(12 * s) - head_h)
        spots = []
        chip_font = fonts.get("bold", max(12, round(15 * s)))
        count_font = fonts.get("black", max(14, round(20 * s)))
        for kind, n, compared in self.neutral_counts():
            if not compared:
                continue
            w = body.h + chip_font.size(self.kind_name(kind))[0] + count_font.size(str(n))[0] + round(22 * s)
            spots.append((kind, pygame.Rect(x, body.y, w, body.h), True))
            x += w + round(8 * s)
        if spots:       # the heading over the compared chips keeps its room
            heading = fonts.get("italic", max(11, round(13 * s))).size(self.t("why_neutral_counts"))[0]
            x = max(x, spots[0][1].x + heading + round(8 * s))
        self._rest_x = x + round(10 * s)
        rest = [(k, n) for k, n, compared in self.neutral_counts() if not compared]
        if rest:
            # the rest: small icons with their counts, in one row, or two smaller ones when a row is too long
            avail = rect.right - pad - self._rest_x
            small = fonts.get("bold", max(12, round(14 * s)))
            digits = max(small.size(str(n))[0] for _, n in rest)
            for rows in (1, 2):
                cell_h = body.h // rows
                per_row = -(-len(rest) // rows)
                cell_w = max(12, cell_h - round(8 * s)) + round(3 * s) + digits + round(7 * s)
                if per_row * cell_w <= avail:
                    break
            cell_w = min(cell_w, avail // per_row)
            for n, (kind, _) in enumerate(rest):
                r, c = divmod(n, per_row)
                spots.append((kind, pygame.Rect(self._rest_x + c * cell_w, body.y + r * cell_h, cell_w, cell_h),
                              False))
        self._spots_cache = (key, spots)
        return spots

    def _neutral_at(self, pos) -> tuple[str, pygame.Rect] | None:
        for kind, rect, _ in self._neutral_spots():
            if rect.collidepoint(pos):
                return kind, rect
        return None

    def _draw_neutral(self, surface: pygame.Surface) -> None:
        rect = self.neutral_rect
        if rect is None:
            return
        s, fonts = self.s, self.app.fonts
        panel(surface, rect, radius=max(8, round(10 * s)))
        pad = round(12 * s)
        title = self._fit(self.t("neutral"), "black", round(18 * s), INK, round(150 * s))
        cards = self.t("why_neutral_cards", n=len(self.neutral))
        sub = self._fit(cards, "regular", round(15 * s), INK_SOFT, round(150 * s))
        block_h = title.get_height() + sub.get_height()
        surface.blit(title, (rect.x + pad, rect.centery - block_h // 2))
        surface.blit(sub, (rect.x + pad, rect.centery - block_h // 2 + title.get_height()))
        spots = self._neutral_spots()
        counts = {k: n for k, n, _ in self.neutral_counts()}
        head_size = max(11, round(13 * s))
        compared = [r for _, r, c in spots if c]
        if compared:
            head = self._fit(self.t("why_neutral_counts"), "italic", head_size, INK_SOFT,
                             self._rest_x - round(10 * s) - compared[0].x)
            surface.blit(head, head.get_rect(bottomleft=(compared[0].x, compared[0].y - 1)))
        others = [r for _, r, c in spots if not c]
        if others:
            head = self._fit(self.t("why_neutral_other"), "italic", head_size, INK_SOFT,
                             rect.right - pad - others[0].x)
            surface.blit(head, head.get_rect(bottomleft=(others[0].x, compared[0].y - 1 if compared else
                                                         others[0].y - 1)))
        lit = self.hover_row
        for kind, r, is_compared in spots:
            n = counts[kind]
            if is_compared:
                pygame.draw.rect(surface, HOVER_FILL if lit == kind else STRIPE, r, border_radius=8)
                pygame.draw.rect(surface, ACCENT_DARK if lit == kind else PANEL_EDGE, r,
                                 width=max(2, round(2 * s)) if lit == kind else 1, border_radius=8)
                icon = self.app.cards.icon(self.game_id, kind, r.h - round(8 * s))
                surface.blit(icon, icon.get_rect(midleft=(r.x + round(5 * s), r.centery)))
                count = fonts.text(str(n), "black", max(14, round(20 * s)), INK)
                surface.blit(count, count.get_rect(midright=(r.right - round(8 * s), r.centery)))
                name_x = r.x + r.h
                name = self._fit(self.kind_name(kind), "bold", max(12, round(15 * s)), INK,
                                 r.right - round(12 * s) - count.get_width() - name_x)
                surface.blit(name, name.get_rect(midleft=(name_x, r.centery)))
            else:
                size = max(12, r.h - round(8 * s))
                icon = self.app.cards.icon(self.game_id, kind, size)
                surface.blit(icon, icon.get_rect(midleft=(r.x, r.centery)))
                count = fonts.text(str(n), "bold", max(12, round(14 * s)), INK_SOFT)
                surface.blit(count, count.get_rect(midleft=(r.x + size + round(3 * s), r.centery)))

    # ------------------------------------------------------------------ the lions' prey on the grids

    def _draw_prey_links(self, surface: pygame.Surface, i: int) -> None:
        """Which lion took which card: a numbered arrow from each hunting lion to its prey (a lion still
        waiting for its prey gets its number alone)."""
        s = self.s
        width = max(3, round(4 * s))
        radius = max(8, round(10 * s))
        corner = radius + max(3, round(4 * s))
        for n, (lion, prey) in enumerate(self.prey_pairs(i), 1):
            a = self._cell_rects[i][lion]
            start = (a.centerx, a.y + a.h * 3 // 10)          # across the pictures, not the names
            if prey is not None:
                b = self._cell_rects[i][prey]
                _arrow(surface, start, (b.centerx, b.y + b.h * 3 // 10), width, round(a.w * 0.18))
                _number(surface, self.app.fonts, n, (b.x + corner, b.y + corner), radius)
            _number(surface, self.app.fonts, n, (a.x + corner, a.y + corner), radius)

    def _why_ranking(self, blocks: list, comp, player: int | None) -> None:
        ex = self.explainer
        blocks.append(("text", ex.comparison_title(comp), "bold", False))
        for standing in comp.standings:
            mine = player is not None and standing.player == player
            blocks.append(("text", ex.standing_text(comp, standing), "bold" if mine else "regular", mine))


    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        s = self.s
        self.name_h = round(24 * s)
        self.card_gap = max(2, round(3 * s))
        self.block_gap = round((22 if self.count <= 4 else 14) * s)
        self.neutral_h = round(66 * s) if self.neutral is not None else 0   # the neutral's strip under the grids

        best = None
        for variant in ("side", "stacked"):
            for factor in COLUMN_WIDTHS:
                plan = self._plan(variant, factor)
                if plan is None:
                    continue
                # a roomier pad wins unless the grids would lose more than a tenth of their size
                if best is None or plan["card"] > best["card"] * 1.1 + 1:
                    best = plan
        if best is None:        # far below the minimum window size: squeeze rather than fail
            best = self._plan("side", COLUMN_WIDTHS[-1], force=True)
        self.plan = best
        self._place(best)

    def _plan(self, variant: str, factor: float, force: bool = False) -> dict | None:
        """One way to share the content area (pad beside or above the grids), or None if it does not fit."""
        s, c = self.s, self.content
        n = self.count
        if variant == "side":
            row_h = int((c.h - 12) / (len(self.rows) + HEAD + 0.6))
            row_h = min(row_h, round(38 * s))
            if row_h < round(20 * s) and not force:
                return None
            label_col, col, pad = self.pad.metrics(row_h, factor)
            pad_w = label_col + n * col + pad
            pad_rect = pygame.Rect(c.x, c.y, pad_w, min(c.h, self.pad.height(row_h)))
            area = pygame.Rect(pad_rect.right + self.block_gap, c.y, c.right - pad_rect.right - self.block_gap, c.h)
        else:
            row_h = round(26 * s)
            label_col, col, pad = self.pad.metrics(row_h, factor)
            pad_w = label_col + n * col + pad
            pad_rect = pygame.Rect(c.x, c.y, pad_w, self.pad.height(row_h))
            if self.solo_h and c.right - pad_rect.right - self.block_gap < 500 * s:
                return None      # the solo banner sits beside the pad: it needs the room
            area = pygame.Rect(c.x, pad_rect.bottom + self.block_gap, c.w, c.bottom - pad_rect.bottom - self.block_gap)
        if (pad_rect.w > c.w or area.w < 100 or area.h < 100) and not force:
            return None
        grids_area = pygame.Rect(area)
        if self.solo_h and variant == "side":
            grids_area.y += self.solo_h + self.block_gap
            grids_area.h -= self.solo_h + self.block_gap
        if self.neutral_h:
            grids_area.h -= self.neutral_h + self.block_gap
        card, cols = self._fit_grids(grids_area, n)
        if card < 24:
            if not force:
                return None
            card = 24
        return {"variant": variant, "row_h": row_h, "label_col": label_col, "col": col, "pad": pad,
                "pad_rect": pad_rect, "area": area, "grids_area": grids_area, "card": card, "cols": cols}

    def _fit_grids(self, area: pygame.Rect, n: int) -> tuple[int, int]:
        g, gb = self.card_gap, self.block_gap
        best = (0, 1)
        for cols in range(1, n + 1):
            rows = -(-n // cols)
            by_w = ((area.w - (cols - 1) * gb) / cols - (GRID_COLS - 1) * g) / GRID_COLS
            by_h = ((area.h - (rows - 1) * gb) / rows - self.name_h - (GRID_ROWS - 1) * g) / (GRID_ROWS * 1.4)
            w = int(min(by_w, by_h, 88 * self.s))
            if w > best[0]:
                best = (w, cols)
        return best

    def _place(self, plan: dict) -> None:
        self.pad.place(plan["pad_rect"], plan["row_h"], plan["label_col"], plan["col"], plan["pad"], self.s)
        # the grids
        card, cols = plan["card"], plan["cols"]
        self.card_w, self.card_h = card, round(card * 1.4)
        g, gb = self.card_gap, self.block_gap
        bw = GRID_COLS * card + (GRID_COLS - 1) * g
        bh = self.name_h + GRID_ROWS * self.card_h + (GRID_ROWS - 1) * g
        rows = -(-self.count // cols)
        area = plan["grids_area"]
        total_w = cols * bw + (cols - 1) * gb
        total_h = rows * bh + (rows - 1) * gb
        ox = area.x + (area.w - total_w) // 2
        oy = area.y + max(0, (area.h - total_h) // 3)
        self._grid_rects, self._cell_rects, self._name_rects = [], [], []
        for i in range(self.count):
            r, c = divmod(i, cols)
            bx, by = ox + c * (bw + gb), oy + r * (bh + gb)
            self._grid_rects.append(pygame.Rect(bx, by, bw, bh))
            self._name_rects.append(pygame.Rect(bx, by, bw, self.name_h))
            cells = []
            for k in range(GRID_ROWS * GRID_COLS):
                rr, cc = divmod(k, GRID_COLS)
                cells.append(pygame.Rect(bx + cc * (card + g), by + self.name_h + rr * (self.card_h + g),
                                         card, self.card_h))
            self._cell_rects.append(cells)
        self.neutral_rect = None
        if self.neutral_h:      # under the grids, centred, wide enough for its chips
            width = max(total_w, min(area.w, round(620 * self.s)))
            self.neutral_rect = pygame.Rect(area.centerx - width // 2, oy + total_h + gb, width, self.neutral_h)
        if self.solo_h:
            a = plan["area"]
            if plan["variant"] == "side":
                self.solo_rect = pygame.Rect(a.x, a.y, a.w, self.solo_h)
            else:
                right = self.pad_rect.right + self.block_gap
                self.solo_rect = pygame.Rect(right, self.pad_rect.y, self.content.right - right,
                                             min(self.pad_rect.h, self.solo_h))
        self._dim = pygame.Surface((card, self.card_h), pygame.SRCALPHA)
        self._dim.fill(DIM)
        self._soft_dim = pygame.Surface((card, self.card_h), pygame.SRCALPHA)
        self._soft_dim.fill((10, 20, 16, 80))

    # ------------------------------------------------------------------ geometry for tests and input

    def cell_rect(self, i: int, index: int) -> pygame.Rect:
        return self._cell_rects[i][index]

    def grid_rect(self, i: int) -> pygame.Rect:
        return self._grid_rects[i]

    def _cell_at(self, pos) -> tuple[int, int] | None:
        for i, grid in enumerate(self._grid_rects):
            if grid.collidepoint(pos):
                for k, rect in enumerate(self._cell_rects[i]):
                    if rect.collidepoint(pos):
                        return i, k
        return None

    def pad_row(self, key: str, column: int | None) -> None:
        self.hover_row = key
        self.hover_on_pad = True
        self.hover_col = column

    def hover(self, pos) -> None:
        self.hover_row = self.hover_player = self.hover_cell = self.hover_col = None
        self.hover_on_pad = False
        if self.pad.hover(pos):                 # a row (pad_row), or a column header (pad_header)
            return
        for i, rect in enumerate(self._name_rects):
            if rect.collidepoint(pos):
                self.hover_player = i
                return
        cell = self._cell_at(pos)
        if cell is not None:
            self.hover_cell = cell
            kind = self.frames[cell[0]][cell[1]]
            if kind >= 0 and cell[1] not in self.face_down(cell[0]):
                self.hover_row = self.kind_ids[kind]
            return
        spot = self._neutral_at(pos)
        if spot is not None and spot[0] in self.kind_ids:
            self.hover_row = spot[0]

    # ------------------------------------------------------------------ input

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: (game id, kind id, its rect) of a grid's card
        (face down too: its kind is public) or of a kind in the neutral's strip."""
        cell = self._cell_at(pos)
        if cell is not None:
            kind = self.frames[cell[0]][cell[1]]
            return (self.game_id, self.kind_ids[kind], self._cell_rects[cell[0]][cell[1]]) if kind >= 0 else None
        spot = self._neutral_at(pos)
        if spot is not None:
            return self.game_id, spot[0], spot[1]
        return None

    def click(self, pos) -> bool:
        cell = self._cell_at(pos)
        return cell is not None and self.toggle_prey(*cell)

    # ------------------------------------------------------------------ drawing

    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_grids(surface)
        self._draw_neutral(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        self._draw_why(surface)

    def _draw_grids(self, surface: pygame.Surface) -> None:
        cards = self.app.cards
        lit = self.highlighted_cells
        any_lit = bool(self.hover_row in self.kind_ids)
        winners = self.shown_winners()
        cw = self.card_w
        for i in range(self.count):
            grid = self._grid_rects[i]
            name_rect = self._name_rects[i]
            frame = self.frames[i]
            down = self.face_down(i)
            choosing = not self.confirmed and i in self.editing
            lit_here = lit.get(i, frozenset())
            if i == self.hover_player:
                pygame.draw.rect(surface, HIGHLIGHT, grid.inflate(round(12 * self.s), round(10 * self.s)),
                                 width=max(3, round(3 * self.s)), border_radius=10)
            # the name above the grid (crown for the winners)
            style = "black" if i in winners else "bold"
            ink = HIGHLIGHT if (i in winners or i == self.hover_player) else LIGHT
            x = name_rect.x
            if i in winners:
                ch = round(self.name_h * 0.62)
                draw_crown(surface, pygame.Rect(x, name_rect.centery - ch // 2 - 1, round(ch * 1.3), ch))
                x += round(ch * 1.3) + 6
            total = self.shown_value("total", i)
            label = f"{self.names[i]}  ·  {total}" if total else self.names[i]
            text = self._fit(label, style, max(13, round(self.name_h * 0.72)), ink, name_rect.right - x)
            surface.blit(text, text.get_rect(midleft=(x, name_rect.centery - 2)))
            for k, rect in enumerate(self._cell_rects[i]):
                kind = frame[k]
                if kind < 0:
                    pygame.draw.rect(surface, (22, 44, 36), rect, border_radius=4)
                    continue
                kid = self.kind_ids[kind]
                if k in down:
                    surface.blit(cards.back(self.game_id, cw), rect)
                    badge = max(12, round(cw * 0.42))
                    spot = pygame.Rect(0, 0, badge + 4, badge + 4)
                    spot.center = rect.center
                    pygame.draw.ellipse(surface, PANEL, spot)
                    icon = cards.icon(self.game_id, kid, badge)
                    surface.blit(icon, icon.get_rect(center=spot.center))
                else:
                    surface.blit(self._face(kid), rect)
                if any_lit and k not in lit_here:
                    surface.blit(self._dim, rect)
                elif not any_lit and choosing and not self.can_choose(i, k):
                    surface.blit(self._soft_dim, rect)      # the prey to choose stand out
                elif self.hover_player is not None and i != self.hover_player:
                    surface.blit(self._soft_dim, rect)      # the hovered player's grid stands out
                if any_lit and k in lit_here:
                    pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(4, 4), width=max(2, round(3 * self.s)),
                                     border_radius=6)
                if self.can_choose(i, k):
                    self._draw_candidate(surface, rect, self.hover_cell == (i, k), k in down)
            if choosing or (self.hunter_kind is not None and self.hover_row == self.hunter_kind):
                self._draw_prey_links(surface, i)

    def _draw_candidate(self, surface: pygame.Surface, rect: pygame.Rect, hot: bool, taken: bool) -> None:
        """A prey the owner may choose: a bright (pulsing) ring and a lion badge in the corner."""
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0) if self.speed > 0 else 1.0
        ring = (255, 255, 255) if hot else tuple(round(a + (b - a) * pulse) for a, b in zip(HIGHLIGHT, LIGHT))
        width = max(4, round(5 * self.s))
        outer = rect.inflate(self.card_gap, self.card_gap)     # never onto the next card's ring
        pygame.draw.rect(surface, INK, outer, width=width + 2, border_radius=8)
        pygame.draw.rect(surface, ring, outer.inflate(-2, -2), width=width, border_radius=7)
        if self.hunter_kind is not None:
            size = max(14, round(min(rect.w * 0.4, 30 * self.s)))
            badge = pygame.Rect(0, 0, size + 4, size + 4)
            badge.center = (rect.right - size // 3, rect.y + size // 3)
            pygame.draw.ellipse(surface, INK, badge)
            pygame.draw.ellipse(surface, ring, badge, width=2)
            icon = self.app.cards.icon(self.game_id, self.hunter_kind, size)
            surface.blit(icon, icon.get_rect(center=badge.center))

    def _face(self, kind_id: str) -> pygame.Surface:
        return self.app.cards.face_or_tile(self.game_id, kind_id, self.card_w, self.app.lang)
