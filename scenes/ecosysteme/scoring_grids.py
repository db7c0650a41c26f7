"""The grids on Ecosystème's score screen (scenes/ecosysteme/scoring.py): every ecosystem's final 4×5 grid with the
cards that scored the hovered row lit, Savane's lions and their prey (the same number on each, joined by an arrow;
the candidates the owner may click circled), and in a two-player game the neutral's pile under the grids, the
kinds it compares first, with their counts.

``ScoreGrids`` is a part of ``ScoringScene``: it draws the grids and the neutral's strip where the scene placed
them.
"""
from __future__ import annotations

import math

import pygame

from .cardart import card_art
from ..ui import ACCENT_DARK, HIGHLIGHT, INK, INK_SOFT, LIGHT, PANEL, PANEL_EDGE, draw_crown, panel
from ..widgets.scorepad import HOVER_FILL, STRIPE


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


class ScoreGrids:
    """The grids, the prey and the neutral's strip."""

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
                icon = card_art(self.app).icon(self.game_id, kind, r.h - round(8 * s))
                surface.blit(icon, icon.get_rect(midleft=(r.x + round(5 * s), r.centery)))
                count = fonts.text(str(n), "black", max(14, round(20 * s)), INK)
                surface.blit(count, count.get_rect(midright=(r.right - round(8 * s), r.centery)))
                name_x = r.x + r.h
                name = self._fit(self.kind_name(kind), "bold", max(12, round(15 * s)), INK,
                                 r.right - round(12 * s) - count.get_width() - name_x)
                surface.blit(name, name.get_rect(midleft=(name_x, r.centery)))
            else:
                size = max(12, r.h - round(8 * s))
                icon = card_art(self.app).icon(self.game_id, kind, size)
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

    # ------------------------------------------------------------------ the grids

    def _draw_grids(self, surface: pygame.Surface) -> None:
        cards = card_art(self.app)
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
            icon = card_art(self.app).icon(self.game_id, self.hunter_kind, size)
            surface.blit(icon, icon.get_rect(center=badge.center))

    def _face(self, kind_id: str) -> pygame.Surface:
        return card_art(self.app).face_or_tile(self.game_id, kind_id, self.card_w, self.app.lang)
