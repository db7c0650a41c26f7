"""The beat of the Living Forest telling on the table (scenes/livingforest/table_show.py makes the beats, the shell's
scenes/shell/telling.py paces them): its panel over the seat on screen's area — the header, an end of round's steps
as chips, the note, each line with its card's picture (in two columns, or the newest under a count of those that
gave way, when they do not fit) — and the pieces a step sends flying (the Varans, the new fires, the reserve's new
cards, the Sacred Tree).

``BeatDrawing`` is a part of ``LivingForestTable``'s drawing.
"""
from __future__ import annotations

import pygame

from ..ui import ACCENT, GOOD, INK, INK_SOFT, LIGHT, panel
from .table_art import aspect, faces
from .table_show import FINAL_STEPS, STEPS


class BeatDrawing:
    """The panel telling the current beat, and its flying pieces."""

    def beat_area(self) -> pygame.Rect:
        """Where the panel telling a beat may grow: over the seat on screen's area and the strip under it (nothing
        is asked while something is told)."""
        lay = self.geometry()
        if not lay.mine:
            return lay.centre
        mine = lay.mine.rect
        return pygame.Rect(mine.x + mine.w // 16, mine.y + lay.gap, mine.w - mine.w // 8,
                           lay.strip.bottom - lay.gap - mine.y - lay.gap)

    def beat_rect(self) -> pygame.Rect:
        """The panel telling the current beat (the cards under it are hidden from the card viewer)."""
        beat = self.show.current if self.show.queue else None
        return self.beat_layout(beat)["rect"] if beat is not None else self.beat_area()

    def beat_layout(self, beat) -> dict:
        """The beat's panel measured from its parts as drawn (header, steps, note, each line's picture and
        words, the hint), sized to hold every line of the beat: in one column, else in two where each line reads
        whole in half the width, else (a turn too long for the window) as many of the newest as fit, under a line
        saying how many earlier ones give way — never a first line silently missing (issue 23)."""
        area = self.beat_area()
        fonts = self.app.fonts
        pad = max(8, round(12 * self.s))
        size = self.fs(17)
        icon = round(size * 1.4)
        w = area.w - 2 * pad
        head = fonts.fit_or_cut(beat.header, "title", self.fs(24), INK, w, min_size=12)
        note = fonts.fit_or_cut(beat.note, "bold", self.fs(19), INK, w, min_size=10) if beat.note else None
        hint = fonts.fit_or_cut(self.t("lft_skip"), "italic", self.fs(14), INK_SOFT, w, min_size=9)
        steps_h = 0 if beat.kind == "turn" else round(24 * self.s) + 6
        fixed = pad + head.get_height() + 2 + steps_h + (note.get_height() + 4 if note else 0) + pad \
            + hint.get_height()
        room = area.h - fixed

        def measure(width: int, least: int) -> list[tuple[list[pygame.Surface], int]] | None:
            """Each line's words fitted to ``width`` beside its picture (on two lines where one would shrink
            below ``least``), and its height as drawn; None where a line would not read whole even so."""
            room_w = width - icon - pad // 2
            # one size for every line: the largest at which each reads on one line, down to ``least``, where a
            # line too long for that takes two
            common = size
            while common > least and any(fonts.get("regular", common).size(t)[0] > room_w for t, _ in beat.lines):
                common -= 1
            out = []
            for text, _ in beat.lines:
                parts = [text]
                if fonts.get("regular", common).size(text)[0] > room_w:
                    parts = fonts.wrap_lines(text, "regular", common, room_w)
                    if len(parts) > 2 or any(fonts.get("regular", common).size(p)[0] > room_w for p in parts):
                        return None
                surfs = [fonts.text(p, "regular", common, INK) for p in parts]
                out.append((surfs, max(icon, sum(f.get_height() for f in surfs)) + 2))
            return out

        n = len(beat.lines)
        lines = measure(w, max(10, round(size * 0.8))) or \
            [([fonts.fit_or_cut(t, "regular", size, INK, w - icon - pad // 2, min_size=9)], 0) for t, _ in beat.lines]
        lines = [(surfs, h or max(icon, surfs[0].get_height()) + 2) for surfs, h in lines]
        columns = [list(range(n))]
        col_w = w
        if sum(h for _, h in lines) > room and n > 1:
            half = (w - pad) // 2
            halves = measure(half, max(10, round(size * 0.8)))
            split = -(-n // 2)
            if halves is not None:
                # the split that balances the two columns' heights (the first column never the shorter)
                heights = [h for _, h in halves]
                split = min(range(1, n), key=lambda k: (max(sum(heights[:k]), sum(heights[k:])), -k))
            if halves is not None and max(sum(h for _, h in halves[:split]),
                                          sum(h for _, h in halves[split:])) <= room:
                lines, columns, col_w = halves, [list(range(split)), list(range(split, n))], half
        height = max(sum(lines[i][1] for i in col) for col in columns) if lines else 0
        overflow = height > room                # the newest lines, and how many earlier ones gave way
        height = min(height, room)
        mine = self.geometry().mine
        least = (mine.rect.h if mine else area.h) // 2
        rect = pygame.Rect(area.x, area.y, area.w, min(area.h, max(fixed + height, least)))
        return {"rect": rect, "pad": pad, "head": head, "note": note, "hint": hint, "lines": lines,
                "columns": columns, "col_w": col_w, "icon": icon, "overflow": overflow, "room": height}

    def paint_beat(self, surface) -> None:
        beat = self.show.current
        if beat is None:
            return
        lay = self.beat_layout(beat)
        rect, pad = lay["rect"], lay["pad"]
        fonts = self.app.fonts
        panel(surface, rect, radius=14)
        x, y = rect.x + pad, rect.y + pad
        w = rect.w - 2 * pad
        surface.blit(lay["head"], (x, y))
        y += lay["head"].get_height() + 2
        if beat.kind != "turn":
            y = self.paint_steps(surface, pygame.Rect(x, y, w, round(24 * self.s)), beat)
        if lay["note"] is not None:
            surface.blit(lay["note"], (x, y))
            y += lay["note"].get_height() + 4
        hint = lay["hint"]
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))
        shown = self.show.shown_lines(beat)
        icon = lay["icon"]
        art = faces(self.app)
        drawn = 0
        hidden = 0
        for c, col in enumerate(lay["columns"]):
            cx = x + c * (lay["col_w"] + pad)
            todo = [i for i in col if i < shown]
            if lay["overflow"]:
                # too many lines for the window: the newest, under a line counting the earlier ones
                marker_h = max(icon, fonts.get("italic", self.fs(15)).get_linesize()) + 2
                fit, used = [], marker_h
                for i in reversed(todo):
                    if used + lay["lines"][i][1] > lay["room"]:
                        break
                    fit.insert(0, i)
                    used += lay["lines"][i][1]
                hidden = len(todo) - len(fit)
                yy = y
                if hidden:
                    words = self.t("lft_show_earlier_one" if hidden == 1 else "lft_show_earlier_many", n=hidden)
                    surf = fonts.fit_or_cut(words, "italic", self.fs(15), INK_SOFT, lay["col_w"], min_size=9)
                    surface.blit(surf, (cx + icon + pad // 2, yy + (marker_h - surf.get_height()) // 2))
                    yy += marker_h
                todo = fit
            else:
                yy = y
            for i in todo:
                surfs, h = lay["lines"][i]
                card = beat.lines[i][1]
                if card is not None:
                    surface.blit(art.icon(card, icon), (cx, yy + (h - icon) // 2))
                ty = yy + (h - sum(f.get_height() for f in surfs)) // 2
                for surf in surfs:
                    surface.blit(surf, (cx + icon + pad // 2, ty))
                    ty += surf.get_height()
                yy += h
                drawn += 1
        self.beat_lines_drawn = drawn
        self.beat_lines_hidden = hidden
        self.paint_beat_pieces(surface, beat)

    def paint_steps(self, surface, row: pygame.Rect, beat) -> int:
        steps = FINAL_STEPS if beat.data.get("final") else STEPS
        n = len(steps)
        gap = 4
        cw = (row.w - gap * (n - 1)) // n
        labels = [self.t("lft_step_" + step) for step in steps]
        for i in range(n):
            chip = pygame.Rect(row.x + i * (cw + gap), row.y, cw, row.h)
            current = i == beat.step
            done = i < beat.step
            fill = ACCENT if current else GOOD if done else (214, 204, 180)
            pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
            label = self.app.fonts.fit_or_cut(labels[i], "bold", self.fs(13), INK if current or not done else LIGHT,
                                              chip.w - 8, min_size=8)
            surface.blit(label, label.get_rect(center=chip.center))
        return row.bottom + 6

    def paint_beat_pieces(self, surface, beat) -> None:
        """The step's pieces flying: the Varans to the discard piles, the new fires to the centre, the Sacred
        Tree to its new holder."""
        k = self.show.flight()
        if k >= 1.0:
            return
        lay = self.geometry()
        size = max(16, round(28 * self.s))
        ease = 1 - (1 - k) ** 2
        if beat.kind == "onibi":
            start = self.circle.rect.center
            for seat, n in enumerate(beat.data.get("given", [])):
                if not n:
                    continue
                area = next((a for a in ([lay.mine] if lay.mine else []) + lay.others if a.seat == seat), None)
                if area is None:
                    continue
                end = area.facts.center
                for j in range(min(n, 4)):
                    kk = max(0.0, min(1.0, ease - j * 0.08))
                    pos = (start[0] + (end[0] - start[0]) * kk - size / 2, start[1] + (end[1] - start[1]) * kk)
                    surface.blit(self.glyphs.varan_badge(size), pos)
        elif beat.kind == "fires":
            start = lay.reserve.center
            end = self.circle.rect.center
            for j, value in enumerate(beat.data.get("added", [])):
                kk = max(0.0, min(1.0, ease - j * 0.06))
                pos = (start[0] + (end[0] - start[0]) * kk - size / 2, start[1] + (end[1] - start[1]) * kk)
                surface.blit(self.glyphs.fire(value, size), pos)
        elif beat.kind == "refill":
            # each new card from its level's stack into an empty place of its row (where settle_row lays it)
            free = {lv: [i for i, c in enumerate(places) if c is None] for lv, places in self.reserve_places().items()}
            cw = lay.card_w
            for j, card in enumerate(beat.data.get("cards", [])):
                level = beat.data.get("levels", {}).get(card)
                if level is None or not free.get(level):
                    continue
                start = self.stack_rect(level).topleft
                end = self.slot_rect(level, free[level].pop(0)).topleft
                kk = max(0.0, min(1.0, ease - j * 0.08))
                pos = (start[0] + (end[0] - start[0]) * kk, start[1] + (end[1] - start[1]) * kk)
                self.draw_card(surface, card, pygame.Rect(round(pos[0]), round(pos[1]), cw, round(cw * aspect())))
        elif beat.kind == "sacred" and beat.seat is not None:
            old = (beat.seat - 1) % self.match.state.players
            a = self.circle.rock_centre(self.view.rock(old))
            b = self.circle.rock_centre(self.view.rock(beat.seat))
            pos = (a[0] + (b[0] - a[0]) * ease - size / 2, a[1] + (b[1] - a[1]) * ease - size / 2)
            surface.blit(self.glyphs.sacred_tree(size), pos)
