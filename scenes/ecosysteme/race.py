"""The state of the race during play, as a small widget the table places: one column per ecosystem.

``RacePanel.draw(surface, rect, race, names, seat, fonts, cards, lang, scale)`` draws ``game.ecosysteme.race.race(view)``
in ``rect``: a header of names, every seat's running total, one line per comparison of the data (Forêt's streams
and wolves, Savane's gazelle herds: the kinds whose rule is ``majority``) with each ecosystem's measure and the
prize it would win now (the neutral's measure in its own column, it wins nothing), and in solo a line with the
margin over Alban / Jhay, the data's level marks (filled once reached) and how far the next one is.

Everything is fitted to the rect: the text shrinks (not below ``MIN_TEXT``), names are cut with an ellipsis,
the level marks lose their names then the "to go" text, and if the rect is too low even so, the least useful
lines go first (the solo marks, then the comparisons from the last). Nothing is drawn outside the rect.
``RacePanel.MIN_SIZE`` (240×110) is the smallest useful rect for up to 4 columns; ``min_size(race)`` the one in
which every line of a given race shows (6 seats: 308 wide; Forêt solo: 114 high, below which the level marks
give way to the words).
"""
from __future__ import annotations

import pygame

from game.ecosysteme.race import Race
from game.i18n import tr

from ..ui import ACCENT_DARK, GOOD, INK, INK_SOFT, LIGHT, PANEL_EDGE, panel

MIN_TEXT = 11                  # px: nothing smaller is drawn
MIN_ROW = 17                   # px: a line lower than this is dropped rather than squeezed
MIN_COLUMN = 44                # px: a seat's column, for its name cut to a few letters and "12 +8"
MINE = (255, 236, 170)         # the viewing seat's column
STRIPE = (234, 226, 206)


class RacePanel:
    """Stateless apart from caches; one per table is enough."""

    MIN_SIZE = (240, 110)      # up to 4 columns (3 seats and the neutral, or 4 seats); 6 seats want 310

    @staticmethod
    def min_size(race: Race) -> tuple[int, int]:
        """The smallest rect in which every line of ``race`` shows, readably (at a scale of 1)."""
        columns = len(race.totals) + (1 if race.neutral else 0)
        rows = 2 + len(race.comparisons) + (2 if race.solo else 0)
        return (max(RacePanel.MIN_SIZE[0], 44 + MIN_COLUMN * columns),
                max(RacePanel.MIN_SIZE[1], 2 * 6 + rows * MIN_ROW))

    def lines(self, race: Race, height: int) -> list[tuple[str, int | None]]:
        """The lines that fit ``height``, top to bottom: ("head", None), ("total", None), ("comparison", n), and
        in solo ("solo", None) (the margin and how far the next level is) and ("marks", None) (the levels)."""
        rows: list[tuple[str, int | None]] = [("head", None), ("total", None)]
        rows += [("comparison", n) for n in range(len(race.comparisons))]
        if race.solo is not None:
            rows += [("solo", None), ("marks", None)]
        inner = height - 2 * self._pad(height)
        while len(rows) > 2 and inner / len(rows) < MIN_ROW:
            # the least useful line goes first: the level marks (the words say how far the next one is), then
            # the margin (the totals give it), then the comparisons from the last
            drop = next((r for r in rows if r[0] == "marks"), None) or \
                next((r for r in rows if r[0] == "solo"), None) or [r for r in rows if r[0] == "comparison"][-1]
            rows.remove(drop)
        return rows

    @staticmethod
    def _pad(height: int) -> int:
        return max(4, min(10, height // 20))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, race: Race, names, seat: int | None, fonts, cards,
             lang: str, scale: float = 1.0) -> None:
        rect = pygame.Rect(rect)
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)
        try:
            self._draw(surface, rect, race, list(names), seat, fonts, cards, lang, scale)
        finally:
            surface.set_clip(clip)

    def comparison_at(self, rect: pygame.Rect, race: Race, scale: float, pos) -> tuple[int, pygame.Rect] | None:
        """The comparison line (its index in ``race.comparisons``, its rect) under ``pos``, as ``draw`` lays the
        lines out in ``rect`` (the card viewer reads it: the kind, and how the comparison stands)."""
        rect = pygame.Rect(rect)
        if not rect.collidepoint(pos):
            return None
        pad = self._pad(rect.h)
        rows = self.lines(race, rect.h)
        row_h = min((rect.h - 2 * pad) // len(rows), round(30 * scale))
        y = rect.y + pad + (rect.h - 2 * pad - row_h * len(rows)) // 2
        for n, (what, index) in enumerate(rows):
            line = pygame.Rect(rect.x + pad, y + n * row_h, rect.w - 2 * pad, row_h)
            if what == "comparison" and line.collidepoint(pos):
                return index, line
        return None

    def _draw(self, surface, rect, race: Race, names, seat, fonts, cards, lang, scale) -> None:
        panel(surface, rect, radius=max(6, round(8 * scale)), shadow=False)
        pad = self._pad(rect.h)
        rows = self.lines(race, rect.h)
        row_h = min((rect.h - 2 * pad) // len(rows), round(30 * scale))
        size = max(MIN_TEXT, min(round(17 * scale), round(row_h * 0.62)))
        icon_size = max(8, min(row_h - 4, round(24 * scale)))
        label_w = max(icon_size + 4, fonts.get("bold", size).size(tr("race_total", lang))[0] + 6)
        columns = list(range(len(race.totals))) + ([None] if race.neutral else [])
        x0 = rect.x + pad + label_w
        col_w = max(1, (rect.right - pad - x0) // len(columns))
        y = rect.y + pad + (rect.h - 2 * pad - row_h * len(rows)) // 2     # a roomy rect: the lines centred

        def col_rect(n: int, top: int, h: int) -> pygame.Rect:
            return pygame.Rect(x0 + n * col_w, top, col_w, h)

        # the viewing seat's column, light, behind everything but the solo line
        body_h = row_h * sum(1 for r in rows if r[0] not in ("solo", "marks"))
        if seat is not None and seat in columns:
            mine = col_rect(columns.index(seat), y, body_h).inflate(-2, 0)
            pygame.draw.rect(surface, MINE, mine, border_radius=4)

        for n, (what, index) in enumerate(rows):
            top = y + n * row_h
            line = pygame.Rect(rect.x + pad, top, rect.w - 2 * pad, row_h)
            if what == "head":
                heads = _heads(fonts, [tr("race_neutral", lang) if who is None else
                                       (names[who] if who < len(names) else str(who + 1)) for who in columns],
                               size, col_w - 4)
                for c, who in enumerate(columns):
                    name = heads[c]
                    cell = col_rect(c, top, row_h)
                    text = _fit(fonts, name, "bold", size, INK_SOFT if who is None else INK, cell.w - 4)
                    surface.blit(text, text.get_rect(center=cell.center))
            elif what == "total":
                pygame.draw.line(surface, PANEL_EDGE, (line.x, top), (line.right, top))
                label = _fit(fonts, tr("race_total", lang), "bold", size, INK_SOFT, label_w - 4)
                surface.blit(label, label.get_rect(midleft=(line.x, line.centery)))
                best = max(race.totals)
                for c, who in enumerate(columns):
                    if who is None:
                        continue
                    cell = col_rect(c, top, row_h)
                    value = race.totals[who]
                    text = _fit(fonts, str(value), "black", size + 1, ACCENT_DARK if value == best else INK,
                                cell.w - 2)
                    surface.blit(text, text.get_rect(center=cell.center))
            elif what == "comparison":
                comp = race.comparisons[index]
                if n % 2:
                    stripe = pygame.Rect(line.x, top, line.w, row_h)
                    pygame.draw.rect(surface, STRIPE, stripe, border_radius=3)
                    if seat is not None and seat in columns:
                        pygame.draw.rect(surface, MINE, col_rect(columns.index(seat), top, row_h).inflate(-2, 0))
                icon = cards.icon(race.game_id, comp.kind, icon_size)
                surface.blit(icon, icon.get_rect(midleft=(line.x, line.centery)))
                for c, who in enumerate(columns):
                    standing = comp.of(who)
                    if standing is None:
                        continue
                    self._standing(surface, fonts, col_rect(c, top, row_h), standing, who is None, size)
            elif what == "solo":
                self._solo(surface, fonts, line, race, lang, size)
            elif what == "marks":
                self._marks(surface, fonts, line, race, lang, size)

    @staticmethod
    def _standing(surface, fonts, cell: pygame.Rect, standing, neutral: bool, size: int) -> None:
        """A measure and, when it would win one now, its prize ("3 +8"); the neutral's in grey."""
        if standing.value == 0:
            text = fonts.text("–", "regular", size, INK_SOFT)
            surface.blit(text, text.get_rect(center=cell.center))
            return
        value = fonts.text(str(standing.value), "regular" if neutral else "bold", size, INK_SOFT if neutral else INK)
        prize = None
        if standing.prize > 0:
            prize = fonts.text(f"+{standing.prize}", "black", max(MIN_TEXT, size - 2), GOOD_DARK)
        width = value.get_width() + (prize.get_width() + 3 if prize else 0)
        if prize is not None and width > cell.w - 2:        # no room beside: the prize under the measure
            both = value.get_height() * 0.6 + prize.get_height() * 0.6
            if both <= cell.h:
                surface.blit(value, value.get_rect(midbottom=(cell.centerx, cell.centery + 2)))
                surface.blit(prize, prize.get_rect(midtop=(cell.centerx, cell.centery - 2)))
            else:
                surface.blit(prize, prize.get_rect(center=cell.center))
            return
        x = cell.centerx - width // 2
        surface.blit(value, value.get_rect(midleft=(x, cell.centery)))
        if prize is not None:
            surface.blit(prize, prize.get_rect(midleft=(x + value.get_width() + 3, cell.centery + 1)))

    @staticmethod
    def _solo(surface, fonts, line: pygame.Rect, race: Race, lang: str, size: int) -> None:
        """"Margin +35" and, on the right, how far the next level is ("Normal: 15 to go")."""
        solo = race.solo
        pygame.draw.line(surface, PANEL_EDGE, (line.x, line.y), (line.right, line.y))
        margin = _fit(fonts, tr("race_margin", lang, margin=f"{solo.margin:+d}"), "black", size, INK, line.w // 2)
        surface.blit(margin, margin.get_rect(midleft=(line.x, line.centery)))
        if solo.next_level is None:
            rest = tr("race_all", lang)
        else:
            rest = tr("race_next", lang, level=tr(f"score_level_{solo.next_level}", lang), n=solo.to_next)
        room = line.w - margin.get_width() - 10
        text = _fit(fonts, rest, "bold", size, ACCENT_DARK if solo.next_level else GOOD_DARK, room)
        surface.blit(text, text.get_rect(midright=(line.right, line.centery)))

    @staticmethod
    def _marks(surface, fonts, line: pygame.Rect, race: Race, lang: str, size: int) -> None:
        """The data's level marks, one chip each ("Easy ≥ 30"), filled once the margin reaches it; the level
        names give way to the bare marks when the chips are narrow."""
        solo = race.solo
        gap = 4
        chip_w = (line.w - gap * (len(solo.levels) - 1)) // len(solo.levels)
        chip_h = max(MIN_TEXT + 2, line.h - 4)
        text_size = max(MIN_TEXT, size - 1)
        font = fonts.get("bold", text_size)
        named = [f"{tr('score_level_' + name, lang)} ≥ {need}" for name, need, _ in solo.levels]
        if any(font.size(label)[0] > chip_w - 8 for label in named):
            named = [f"≥ {need}" for _, need, _ in solo.levels]
        for n, ((name, need, got), label) in enumerate(zip(solo.levels, named)):
            chip = pygame.Rect(line.x + n * (chip_w + gap), line.centery - chip_h // 2, chip_w, chip_h)
            pygame.draw.rect(surface, GOOD if got else STRIPE, chip, border_radius=4)
            pygame.draw.rect(surface, INK if name == solo.reached else PANEL_EDGE, chip,
                             width=2 if name == solo.reached else 1, border_radius=4)
            text = _fit(fonts, label, "bold", text_size, LIGHT if got else INK, chip.w - 6)
            surface.blit(text, text.get_rect(center=chip.center))


GOOD_DARK = (46, 120, 62)      # a prize in reach: the palette's green, dark enough on parchment


def _heads(fonts, names: list[str], size: int, width: int) -> list[str]:
    """Column heads that tell the seats apart: a name too long for its column is cut, unless that would leave
    two heads alike ("Compu…", "Compu…"): then each of those is written short, its words' initials and its
    numbers ("Computer 2" → "C2")."""
    font = fonts.get("bold", max(MIN_TEXT, min(size, MIN_TEXT)))
    long = [font.size(name)[0] > width for name in names]
    starts = [name[:4].casefold() for name in names]
    heads = []
    for name, cut, start in zip(names, long, starts):
        if cut and starts.count(start) > 1:
            words = name.split()
            name = "".join(w[0] for w in words if not w.isdigit()) + "".join(w for w in words if w.isdigit())
        heads.append(name)
    return heads


def _fit(fonts, text: str, style: str, size: int, color, width: int) -> pygame.Surface:
    return fonts.fit_or_cut(text, style, size, color, max(8, width), min(MIN_TEXT, size))
