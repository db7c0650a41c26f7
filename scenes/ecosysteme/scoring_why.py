"""Why a row of Ecosystème's score pad scored what it did (scenes/ecosysteme/scoring.py): the panel beside the hovered
row (over the pad's other rows, never over the hovered one), from game.ecosysteme.explain — in a player's column
that player's cards one by one, the ranking of a comparison, the biodiversity gaps and table; on the row's label
every player in a line.

``WhyPanel`` is a part of ``ScoringScene``: the explanations are the rules' words; the panel only lays them out.
"""
from __future__ import annotations

import pygame

from game.ecosysteme.explain import Explainer

from .cardart import card_art
from ..ui import ACCENT_DARK, HIGHLIGHT, INK, INK_SOFT, PANEL_EDGE, panel
from ..widgets.scorepad import HOVER_FILL, STRIPE


class WhyPanel:
    """The explanation panel of the hovered row."""

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
            icon = card_art(self.app).icon(self.game_id, laid["row"], round(ts * 1.3))
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

    def _why_ranking(self, blocks: list, comp, player: int | None) -> None:
        ex = self.explainer
        blocks.append(("text", ex.comparison_title(comp), "bold", False))
        for standing in comp.standings:
            mine = player is not None and standing.player == player
            blocks.append(("text", ex.standing_text(comp, standing), "bold" if mine else "regular", mine))
