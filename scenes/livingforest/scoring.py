"""Living Forest's victory screen: every Spirit's three counts against the target, who reached it and how, the
tie-break sum when it decided, and the counts round by round as three small line charts.

On the left the score pad (the shell's ScorePad): a row per count — Sacred Flowers, fires put out, different
trees, each with its symbol — and the sum S (§8's tie-break) as the total row, which counts up; a count at the
target or above is ringed, the sum row outlined in gold when it decided the game. Under the pad, in words: the
goal, then each Spirit in the ranking's order, crowned when it won, with what it reached ("Ana: 12 flowers") or
its best count, then whether the sum decided (and the sums), was not needed, or shares the victory.

On the right, one chart per count (scenes/widgets/roundchart.py): a line per Spirit in its colour (and its own
marker shape), the rounds across, the dashed target line; the three share their scale. They draw themselves
while the sums count up. Pointing a pad row lights its chart, a name (in the pad or the legend) that Spirit's
lines, a chart the values at the round under the pointer.

Every number is the engine's, through game.livingforest.summary (public events and views only). Buttons: Play
again, Replay when the window has a replay for Living Forest (``scenes.games.has_replay``), Menu.
"""
from __future__ import annotations

import pygame

from game.livingforest.summary import CATEGORIES, Summary, count_of, summarize, winner_title
from game.session import Match

from ..shell.score_screen import ScoreScreen
from ..ui import ACCENT, ACCENT_DARK, HIGHLIGHT, INK, INK_SOFT, LIGHT, draw_crown, panel
from ..widgets.roundchart import MARKERS, Line, RoundChart, draw_marker
from ..widgets.scorepad import ScorePad
from .glyphs import lf_glyphs, seat_colours, spirit_rgb

SUM = "sum"
# a count's words (``lfs_<category>_one`` / ``_many``) and its row's label key
LABELS = {"flowers": "lfs_flowers", "fires": "lfs_fires", "trees": "lfs_trees", SUM: "lfs_sum"}
PAD_FACTORS = {2: 2.5, 3: 2.2, 4: 2.0}        # a player column, in row heights


class TargetPad(ScorePad):
    """The shell's pad, with each count at the target or above ringed, and the sum row outlined when the
    tie-break decided."""

    def __init__(self, *args, target: int, decided: bool, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.target = target
        self.decided = decided

    def draw_row(self, surface: pygame.Surface, n: int, key: str, hover_row: str | None, size_h: int) -> pygame.Rect:
        rect = super().draw_row(surface, n, key, hover_row, size_h)
        if not self.row_shown(n):
            return rect
        s = self.s
        if key == self.total:
            if self.decided and not self.counting:
                pygame.draw.rect(surface, ACCENT, rect.inflate(-2, -2), width=max(2, round(3 * s)), border_radius=6)
            return rect
        for i, head in enumerate(self.header_rects):
            v = self.value(key, i)
            if v is not None and v >= self.target:
                ring = pygame.Rect(0, 0, min(head.w - 6, round(size_h * 1.25)), rect.h - 4)
                ring.center = (head.centerx, rect.centery)
                pygame.draw.rect(surface, ACCENT_DARK, ring, width=max(2, round(2.5 * s)),
                                 border_radius=ring.h // 2)
        return rect


class LivingForestScoring(ScoreScreen):
    def __init__(self, app, match: Match) -> None:
        # the game's data first: ScoreScreen.__init__ makes the pad from it
        self.match = match
        self.rules = match.rules
        self.summary: Summary = summarize(match.state)
        self.target = self.summary.target
        self.rows = list(CATEGORIES) + [SUM]
        self.colours = seat_colours(match)
        self.charts = [RoundChart(app, lambda n: self.t("lfs_round_n", n=n)) for _ in CATEGORIES]
        self.hover_chart: int | None = None       # the chart under the pointer
        self.hover_index: int | None = None       # the round (index into the history) under the pointer
        self.legend_rects: list[pygame.Rect] = []
        self.verdict_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_area = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, match)

    # ------------------------------------------------------------------ the shell's hooks

    @property
    def glyphs(self):
        return lf_glyphs(self.app)

    def make_pad(self) -> ScorePad:
        return TargetPad(self.app, self.rows, self.names, self.value, self.row_label, icon=self.row_icon,
                         rules_above=self.rules_above(), speed=self.speed, on_row=self.pad_row,
                         on_header=self.pad_header, target=self.target,
                         decided=self.summary.tie_break and self.summary.over)

    def value(self, key: str, i: int) -> int | None:
        counts = self.summary.counts[i]
        return counts.sum if key == SUM else count_of(counts, key)

    def row_label(self, key: str) -> str:
        return self.t(LABELS[key])

    def row_icon(self, key: str, size: int) -> pygame.Surface | None:
        return self.count_icon(key, size)

    def count_icon(self, key: str, size: int) -> pygame.Surface | None:
        """A count's picture: the flower element, a fire tile, a tree tile (the sum has none)."""
        g = self.glyphs
        if key == "flowers":
            return g.element("flower", size)
        if key == "fires":
            try:
                return g.fire("", size)          # a fire tile without a value: every fire counts one
            except (TypeError, ValueError, KeyError):
                return g.fire(min(self.rules.fire_value.values()), size)
        if key == "trees":
            return g.tree("start", size, self.app.lang)
        return None

    def winners(self) -> list[int]:
        return list(self.summary.winners)

    def game_name(self) -> str:
        name = self.match.definition.info.name(self.app.lang)
        if self.summary.over:
            return f"{name} · {self.t('lfs_ended', n=self.summary.round)}"
        return name

    def band_hint(self) -> str:
        return self.t("lfs_hint")

    def _winners_text(self) -> str:
        # the shell's "Victoire de {names}" cannot elide: "Victoire d’Ana !"
        return winner_title([self.names[i] for i in self.winners()], self.app.lang)

    # ------------------------------------------------------------------ what the screen says

    def count_words(self, category: str, n: int) -> str:
        """"12 flowers", "1 fire" (French: 0 and 1 take the singular)."""
        one = abs(n) == 1 or (self.app.lang == "fr" and n == 0)
        return self.t(f"{LABELS[category]}_{'one' if one else 'many'}", n=n)

    def verdict(self, seat: int) -> str:
        """What ``seat`` reached, in words: "Ana: 12 flowers and 13 fires", else its best count."""
        sm = self.summary
        counts = sm.counts[seat]
        reached = sm.reached[seat]
        name = self.names[seat]
        if reached:
            words = [self.count_words(k, count_of(counts, k)) for k in reached]
            text = words[0]
            for w in words[1:]:
                text = self.t("lfs_and", a=text, b=w)
            return self.t("lfs_reached", name=name, counts=text)
        best = max(CATEGORIES, key=lambda k: count_of(counts, k))
        return self.t("lfs_missed", name=name, target=self.target,
                      best=self.count_words(best, count_of(counts, best)))

    def tie_break_text(self) -> str:
        """Whether the sum decided: among several at the target, after the round cap, or not needed."""
        sm = self.summary
        if sm.capped:
            return self.t("lfs_capped", target=self.target)
        if sm.tie_break:
            text = self.t("lfs_tie_decided", target=self.target)
            return text + ". " + self.t("lfs_tie_shared") if sm.shared else text
        if len(sm.eligible) == 1:
            return self.t("lfs_tie_unused", target=self.target)
        return self.t("lfs_tie_none", target=self.target)

    def sums_text(self) -> str:
        """"Sums: Ana 28 · Ben 27" over the Spirits the sum compared (all of them after the round cap)."""
        sm = self.summary
        seats = sm.eligible if sm.eligible else range(sm.players)
        seats = sorted(seats, key=lambda s: -sm.sums[s])
        return self.t("lfs_sums", sums=" · ".join(f"{self.names[s]} {sm.sums[s]}" for s in seats))

    # ------------------------------------------------------------------ pointing

    def pad_row(self, key: str, column: int | None) -> None:
        self.hover_row = key
        self.hover_player = column

    def hover(self, pos) -> None:
        self.hover_row = self.hover_player = None
        self.hover_chart = self.hover_index = None
        if self.pad.hover(pos):
            return
        for i, r in enumerate(self.legend_rects):
            if r.collidepoint(pos):
                self.hover_player = i
                return
        count = len(self.summary.history)
        for c, chart in enumerate(self.charts):
            index = chart.index_at(pos, count)
            if chart.rect.collidepoint(pos):
                self.hover_chart, self.hover_index = c, index
                return

    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        s, c = self.s, self.content
        gap = self.gap = round(16 * s)
        # the pad: rows as tall as they read well, no wider than about half the screen, each column wide
        # enough for its name's longest word ("Ordinateur 3" on two lines rather than "Ordinate…")
        row_h = round(40 * s)
        factor = self.column_factor(row_h)
        while row_h > round(24 * s) and (self.pad.width(row_h, factor) > c.w * 0.48
                                          or self.pad.height(row_h) > c.h * 0.5):
            row_h -= 1
            factor = self.column_factor(row_h)
        label_col, col, pad = self.pad.metrics(row_h, factor)
        width = self.pad.width(row_h, factor)
        left_w = max(width, round(430 * s))
        self.pad.place(pygame.Rect(c.x, c.y, width, 0), row_h, label_col, col, pad, s)
        top = self.pad.rect.bottom + gap
        if self.challenge is not None:      # a challenge's result, between the pad and the verdicts
            self.solo_rect = pygame.Rect(c.x, top, left_w, self.solo_h)
            top = self.solo_rect.bottom + gap
        self.verdict_rect = pygame.Rect(c.x, top, left_w, c.bottom - top)
        area = self.chart_area = pygame.Rect(c.x + left_w + gap, c.y, c.right - c.x - left_w - gap, c.h)
        # the charts: a heading with the legend, then the three stacked, the rounds numbered under the last
        self.legend_h = self._place_legend()
        inner = round(8 * s)
        each = (area.h - self.legend_h - 2 * inner) // 3
        y = area.y + self.legend_h
        for k, chart in enumerate(self.charts):
            last = k == len(self.charts) - 1
            h = area.bottom - y if last else each
            chart.layout(pygame.Rect(area.x, y, area.w, h), s, x_labels=last)
            y += h + inner

    def column_factor(self, row_h: int) -> float:
        """A player column's width in row heights: the usual share, or more when a name's longest word
        would not fit at the pad's smallest name size (ScorePad.name_lines: half a row height, down to 3/4)."""
        base = PAD_FACTORS.get(self.summary.players, 2.0)
        font = self.app.fonts.get("black", max(11, round(max(12, round(row_h * 0.5)) * 0.75)))
        word = max(font.size(w)[0] for name in self.names for w in name.replace("-", " ").split() or [name])
        return max(base, (word + 12) / row_h)

    def _place_legend(self) -> int:
        """Each Spirit's marker and name, right of the charts' heading (pointing one lights its lines); the
        height the legend takes. Names too long for one row go on a second (third...) row rather than being
        cut: "Ordinateur 3" must read whole where the screen has room for it."""
        s, fonts, area = self.s, self.app.fonts, self.chart_area
        size = self.legend_size()
        line_h = round(34 * s)
        title_w = fonts.get("bold", round(size * 1.15)).size(self.t("lfs_chart"))[0]
        room = area.w - title_w - round(24 * s)
        widths = [self.legend_need(name) for name in self.names]
        gap = round(16 * s)
        n = len(widths)

        def span(ws) -> int:
            return sum(ws) + gap * (len(ws) - 1)

        rows: list[list[int]] = []
        for count in range(1, n + 1):
            per = -(-n // count)
            rows = [list(range(i, min(n, i + per))) for i in range(0, n, per)]
            # the first row beside the heading, the others under it across the whole chart area
            if all(span([widths[i] for i in row]) <= (room if r == 0 else area.w) for r, row in enumerate(rows)):
                break
        else:                     # even one name per row does not fit: each its share, cut
            rows = [list(range(n))]
            share = (room - gap * (n - 1)) // max(1, n)
            widths = [min(w, share) for w in widths]
        self.legend_rects = [pygame.Rect(0, 0, 0, 0)] * n
        for r, row in enumerate(rows):
            x = area.right - span([widths[i] for i in row])
            for i in row:
                self.legend_rects[i] = pygame.Rect(x, area.y + r * line_h, widths[i], line_h - round(6 * s))
                x += widths[i] + gap
        return line_h * len(rows)

    def legend_need(self, name: str) -> int:
        """The width a legend entry takes to show its marker and the whole name."""
        size = self.legend_size()
        return self.app.fonts.get("bold", size).size(name)[0] + 2 * round(size * 0.5) + round(6 * self.s)

    def legend_size(self) -> int:
        return max(13, round(17 * self.s))

    # ------------------------------------------------------------------ drawing

    def draw_content(self, surface: pygame.Surface) -> None:
        self._draw_verdicts(surface)
        self._draw_charts(surface)

    def verdict_size(self) -> int:
        return max(13, round(18 * self.s))

    def verdict_height(self) -> int:
        """The height the words under the pad take once the scores are counted (they must fit there)."""
        s, fonts, sm = self.s, self.app.fonts, self.summary
        size = self.verdict_size()
        width = self.verdict_rect.w - round(24 * s)
        h = round(20 * s) + round(fonts.get("italic", size).get_height() * 1.25)
        h += round(size * 1.6) * sm.players + round(14 * s)
        decided = sm.tie_break and sm.over
        if decided:
            h += fonts.get("black", max(12, size - 3)).get_height() + round(12 * s)
        lines = fonts.wrap_lines(self.tie_break_text(), "bold" if decided else "regular", size, width)
        h += len(lines) * fonts.get("bold", size).get_height()
        if sm.tie_break or sm.capped:
            h += len(fonts.wrap_lines(self.sums_text(), "black", size, width)) * fonts.get("black", size).get_height()
        return h

    def verdict_lines_fit(self) -> bool:
        return self.verdict_height() <= self.verdict_rect.h

    def _draw_verdicts(self, surface: pygame.Surface) -> None:
        s, fonts, sm = self.s, self.app.fonts, self.summary
        rect = self.verdict_rect
        if rect.h < round(40 * s):
            return
        panel(surface, rect, radius=max(8, round(12 * s)))
        inner = rect.inflate(-round(24 * s), -round(20 * s))
        size = self.verdict_size()
        y = inner.y
        goal = fonts.fit_or_cut(self.t("lfs_goal", target=self.target), "italic", size, INK_SOFT, inner.w,
                                min_size=max(11, size - 4))
        surface.blit(goal, (inner.x, y))
        y += round(goal.get_height() * 1.25)
        if self.counting or not self.confirmed:
            return
        line_h = round(size * 1.6)
        winners = set(self.winners())
        icon = round(size * 1.35)
        for group in sm.ranking:
            for seat in group:
                if y + line_h > inner.bottom:
                    return
                x = inner.x
                place = fonts.text(f"{sm.place(seat)}.", "black", size, INK_SOFT)
                surface.blit(place, place.get_rect(midleft=(x, y + line_h // 2)))
                x += fonts.get("black", size).size("8.")[0] + round(8 * s)
                standee = self.glyphs.standee(self.colours[seat], icon)
                surface.blit(standee, standee.get_rect(midleft=(x, y + line_h // 2)))
                x += standee.get_width() + round(6 * s)
                if seat in winners:
                    ch = round(size * 0.8)
                    draw_crown(surface, pygame.Rect(x, y + line_h // 2 - ch // 2, round(ch * 1.3), ch))
                    x += round(ch * 1.3) + round(6 * s)
                won = bool(sm.reached[seat])
                text = fonts.fit_or_cut(self.verdict(seat), "bold" if won else "regular", size,
                                        INK if won else INK_SOFT, inner.right - x, min_size=max(11, size - 4))
                surface.blit(text, text.get_rect(midleft=(x, y + line_h // 2)))
                y += line_h
        y += round(6 * s)
        if y >= inner.bottom:
            return
        pygame.draw.line(surface, (196, 180, 146), (inner.x, y), (inner.right, y), 1)
        y += round(8 * s)
        decided = sm.tie_break and sm.over
        x = inner.x
        if decided:
            # a badge before the words: the sum decided this game, or (equal sums) left it shared
            badge_text = fonts.text(self.t("lfs_shared_badge" if sm.shared else "lfs_decided"), "black",
                                    max(12, size - 3), INK)
            badge = badge_text.get_rect().inflate(round(16 * s), round(6 * s))
            badge.topleft = (x, y)
            pygame.draw.rect(surface, ACCENT, badge, border_radius=badge.h // 2)
            surface.blit(badge_text, badge_text.get_rect(center=badge.center))
            y = badge.bottom + round(6 * s)
        lines = fonts.wrap(self.tie_break_text(), "bold" if decided else "regular", size,
                           INK if decided else INK_SOFT, inner.w)
        if sm.tie_break or sm.capped:
            lines += fonts.wrap(self.sums_text(), "black", size, ACCENT_DARK, inner.w)
        for line in lines:
            if y + line.get_height() > inner.bottom:
                break
            surface.blit(line, (x, y))
            y += line.get_height()

    def chart_lines(self, category: str) -> list[Line]:
        """Each Spirit's line for one count: its name, its colour, its values round by round."""
        sm = self.summary
        winners = self.shown_winners()
        return [Line(self.names[s], spirit_rgb(self.colours[s]), sm.series(s, category), strong=s in winners,
                     marker=MARKERS[s % len(MARKERS)]) for s in range(sm.players)]

    def chart_range(self) -> tuple[int, int]:
        """The charts' common scale: from 0 (or a negative flower count) to above the target and every count."""
        sm = self.summary
        return min(0, sm.lowest()), max(self.target + 1, sm.highest() + 1)

    def chart_lit(self) -> int | None:
        """The chart outlined: the one under the pointer, or the one of the pad row pointed at."""
        if self.hover_chart is not None:
            return self.hover_chart
        return CATEGORIES.index(self.hover_row) if self.hover_row in CATEGORIES else None

    def _draw_charts(self, surface: pygame.Surface) -> None:
        s, fonts, sm = self.s, self.app.fonts, self.summary
        area = self.chart_area
        size = self.legend_size()
        head = fonts.text(self.t("lfs_chart"), "bold", round(size * 1.15), LIGHT)
        line = round(34 * s) - round(6 * s)      # the heading reads on the legend's first row
        surface.blit(head, head.get_rect(midleft=(area.x + round(4 * s), area.y + line // 2)))
        for seat, r in enumerate(self.legend_rects):
            colour = spirit_rgb(self.colours[seat])
            mark = round(size * 0.5)
            draw_marker(surface, MARKERS[seat % len(MARKERS)], (r.x + mark, r.centery), mark * 0.8, colour)
            ink = HIGHLIGHT if seat == self.hover_player else LIGHT
            name = fonts.fit_or_cut(self.names[seat], "bold", size, ink, r.w - 2 * mark - round(6 * s),
                                    min_size=max(11, size - 4))
            surface.blit(name, name.get_rect(midleft=(r.x + 2 * mark + round(6 * s), r.centery)))
        low, high = self.chart_range()
        shown = self.count_progress() if self.counting else 1.0
        rounds = list(sm.rounds)
        lit_chart = self.chart_lit()
        for k, (category, chart) in enumerate(zip(CATEGORIES, self.charts)):
            lit = k == lit_chart
            icon = self.count_icon(category, max(14, round(chart.label_size() * 1.4)))
            chart.draw(surface, self.t(LABELS[category]), rounds, self.chart_lines(category), low, high,
                       target=self.target, target_label=self.t("lfs_to_win", n=self.target), icon=icon,
                       shown=shown, focus=self.hover_player, lit=lit,
                       hover=self.hover_index if self.hover_chart is not None else None)
