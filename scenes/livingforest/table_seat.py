"""A seat's area on the Living Forest table (drawn by ``LivingForestTable``, scenes/livingforest/table.py): its
header (the standee, the Sacred Tree, the name, what the seat is doing, its three victory counts out of the target),
its forest, its Help Line (whole cards for the seat on screen, chips for the others, overlapping where the row is
short of room) and its facts (the piles' sizes, fires put out, Fragments, Victory tiles).

``SeatDrawing`` is a part of the table's drawing: it paints into the table's layer (scenes/livingforest/
table_draw.py) and gives the Help Line's places to the card viewer.
"""
from __future__ import annotations

import pygame

from game.livingforest.scoring import ELEMENTS

from ..ui import BAD, HIGHLIGHT, INK, LIGHT, LIGHT_SOFT
from .glyphs import spirit_rgb
from .table_art import aspect, faces

AREA_FILL = (28, 52, 42)
AREA_EDGE = (74, 108, 90)


class SeatDrawing:
    """Every seat's area."""

    def paint_seat(self, surface, view, area, big: bool, prompt) -> None:
        seat = area.seat
        colour = spirit_rgb(self.colours[seat])
        pygame.draw.rect(surface, AREA_FILL, area.rect, border_radius=12)
        active = seat in self.match.state.to_act()
        pygame.draw.rect(surface, HIGHLIGHT if active else colour, area.rect, 3 if active else 2, border_radius=12)
        self.paint_head(surface, view, area, big)
        lit = self.lit_cells() if big and prompt is not None else ()
        self.boards[seat].draw(surface, view.forest(seat), self.app.lang, lit=lit, colour=self.colours[seat])
        self.paint_help(surface, view, area, big)
        self.paint_facts(surface, view, area, big)

    def paint_head(self, surface, view, area, big: bool) -> None:
        """A seat's name, whether it holds the Sacred Tree, what it is doing, and its three victory counts out of
        the target (always in view). The seat on screen in one line; the others' compact panels in two (the
        name and its status above, the counts below), so that a 12-letter name reads whole."""
        seat = area.seat
        head = area.head
        g = self.glyphs
        fonts = self.app.fonts
        line = head.h if big else head.h // 2
        top = pygame.Rect(head.x, head.y, head.w, line)
        counts = top if big else pygame.Rect(head.x, top.bottom, head.w, head.h - line)
        x = head.x
        surface.blit(g.standee(self.colours[seat], line), (x, top.y))
        x += line * 3 // 4 + 4
        if view.first == seat:
            surface.blit(g.sacred_tree(line), (x, top.y))
            x += line + 2
        c = view.counts()[seat]
        target = view.rules.victory_target
        style = "black" if big else "bold"
        fsize = self.fs(18 if big else 14)
        parts = []
        for kind, n in (("flower", c.flowers), ("fire", c.fires), ("tree", c.trees)):
            pic = g.victory(kind, line if big else counts.h * 9 // 10, self.colours[seat])
            num = fonts.text(f"{n}/{target}", style, fsize, HIGHLIGHT if n >= target else LIGHT)
            parts.append((pic, num))
        if big:                                # on the right of the one line
            right = self.pairs_leftwards(surface, parts, head.right, head.centery, 2, 8)
        else:                                  # spread along the second line
            each = counts.w // len(parts)
            for i, (pic, num) in enumerate(parts):
                cx = counts.x + i * each
                surface.blit(pic, pic.get_rect(midleft=(cx, counts.centery)))
                surface.blit(num, num.get_rect(midleft=(cx + pic.get_width() + 3, counts.centery)))
            right = top.right
        names = self.match.names(self.app.lang)
        name = names[seat] if seat < len(names) else "?"
        room = right - x - 6
        status = self.seat_status(view, seat, big)
        # the name first (whole as far as it can be), the status in what is left
        label = fonts.fit_or_cut(name, "bold", self.fs(18 if big else 16), LIGHT, max(20, room - (40 if status else 0)),
                                 min_size=11)
        surface.blit(label, label.get_rect(midleft=(x, top.centery)))
        if status and room - label.get_width() > 30:
            st = fonts.fit_or_cut(status, "italic", self.fs(14 if big else 13), LIGHT_SOFT,
                                  room - label.get_width() - 8, min_size=9)
            surface.blit(st, st.get_rect(midleft=(x + label.get_width() + 8, top.centery)))

    @staticmethod
    def pairs_leftwards(surface, pairs, right: int, cy: int, inner: int, gap: int) -> int:
        """(picture, number) pairs drawn right to left ending at ``right``; returns where the leftmost began."""
        for pic, num in reversed(pairs):
            right -= num.get_width()
            surface.blit(num, num.get_rect(midleft=(right, cy)))
            right -= pic.get_width() + inner
            surface.blit(pic, pic.get_rect(midleft=(right, cy)))
            right -= gap
        return right

    def seat_status(self, view, seat: int, big: bool = False) -> str:
        """What a seat is doing: revealing or stopped (the others' Solitary count too: the seat on screen reads it
        over its Help Line), or its actions."""
        if view.phase == "draw":
            word = self.t("lft_stopped") if view.stopped(seat) else self.t("lft_drawing")
            if big:
                return word
            return f"{word} · {self.t('lft_gauge')} {view.balance(seat)}/{view.rules.forced_stop}"
        if view.phase == "action":
            done = len(view.actions_taken(seat))
            if view.active == seat:
                return self.t("lft_actions_left", n=done, m=view.allowance(seat))
            n = view.allowance(seat)
            return self.t(("lft_allowance_one" if n == 1 else "lft_allowance_many") if big else
                          ("lft_actions_n_one" if n == 1 else "lft_actions_n_many"), n=n)
        return ""

    def help_rects(self) -> list[tuple[int, int, pygame.Rect]]:
        """(seat, card, rect) of every Help Line card on the table (a whole card or a chip)."""
        return [(seat, card, rect) for seat, card, rect, _ in self.help_layout()]

    def help_layout(self) -> list[tuple[int, int, pygame.Rect, bool]]:
        """(seat, card, rect, chip) of every Help Line card. A Help Line whose cards fit at a readable size shows
        them whole (overlapping by at most half); a longer one shows its newest card whole on the right and the
        others as chips — a line each with the animal's token, its name and its elements — in columns, so that
        no card shrinks to a sliver with a cut name."""
        def make():
            lay = self.geometry()
            view = self.shown_view()
            out = []
            for area, big in ([(lay.mine, True)] if lay.mine else []) + [(a, False) for a in lay.others]:
                cards = view.help_line(area.seat)
                rect = area.help
                top = rect.y + (self.label_h(self.fs(14)) if big else 0)
                box = pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
                # another seat's cards no larger than the seat on screen's own could be (theirs come first)
                largest = None if big else int(112 * self.s)
                out += [(area.seat, card, r, chip) for card, r, chip in self.lay_help(cards, box, largest)]
            return out
        return self._memo("help_rects", make)

    def lay_help(self, cards, box: pygame.Rect, largest: int | None = None) -> list[tuple[int, pygame.Rect, bool]]:
        n = len(cards)
        if not n:
            return []
        cap = largest or int(150 * self.s)
        full = int(min(box.h / aspect(), cap))
        # whole cards side by side (a card's name is across its middle: an overlap would cut it), in one line or,
        # where the box is tall (a 2-player game's other seat), in two or three, as large as they fit
        best, lines = 0, 1
        for k in (1, 2, 3):
            per = -(-n // k)
            size = int(min((box.h - 4 * (k - 1)) / k / aspect(), cap, (box.w - 4 * (per - 1)) / per))
            if size > best:
                best, lines = size, k
        if best >= min(full, int(62 * self.s)):
            per = -(-n // lines)
            ch = round(best * aspect())
            return [(card, pygame.Rect(box.x + (i % per) * (best + 4), box.y + (i // per) * (ch + 4), best, ch), False)
                    for i, card in enumerate(cards)]
        if full < int(56 * self.s) and n <= 5:
            # cards too small to read anyway (a compact panel's): overlapping by up to half
            cw = int(min(full, box.w / (1 + 0.55 * (n - 1))))
            step = min(cw + 4, (box.w - cw) / max(1, n - 1)) if n > 1 else 0
            return [(card, pygame.Rect(round(box.x + i * step), box.y, cw, round(cw * aspect())), False)
                    for i, card in enumerate(cards)]
        # the newest card whole on the right (where it is large enough to read), the others as chips in columns
        whole = full >= int(56 * self.s)
        cw = min(full, box.w // 3) if whole else 0
        last = pygame.Rect(box.right - cw, box.y, cw, round(cw * aspect()))
        left = pygame.Rect(box.x, box.y, last.x - box.x - (4 if whole else 0), box.h)
        chipped = cards[:-1] if whole else cards
        # chips a little lower rather than too narrow for a name (~110 px a column where it can be)
        tallest = max(14, self.app.fonts.get("bold", self.fs(12)).get_linesize() + 4)
        for chip_h in range(tallest, max(13, int(15 * self.s)) - 1, -1):
            rows = max(1, (left.h + 2) // (chip_h + 2))
            cols = -(-len(chipped) // rows)
            chip_w = (left.w - 3 * (cols - 1)) // cols
            if chip_w >= 110 * self.s:
                break
        rows = -(-len(chipped) // cols)
        out = [(card, pygame.Rect(left.x + (i // rows) * (chip_w + 3), left.y + (i % rows) * (chip_h + 2),
                                  chip_w, chip_h), True) for i, card in enumerate(chipped)]
        return out + ([(cards[-1], last, False)] if whole else [])

    def paint_help(self, surface, view, area, big: bool) -> None:
        if big:
            label = self.t("lft_help_line")
            if view.phase == "draw":            # the Solitary count, once: here, by the cards
                b = view.balance(area.seat)
                label = f"{label} · {self.t('lft_gauge')} {b}/{view.rules.forced_stop}"
            self.put_text(surface, label, "bold", self.fs(14), LIGHT_SOFT, area.help.topleft, area.help.w)
        for seat, card, rect, chip in self.help_layout():
            if seat != area.seat:
                continue
            if chip:
                self.paint_chip(surface, card, rect)
                continue
            flip = self.flips.get(seat)
            if flip is not None and flip[0] == len(view.help_line(seat)) and self._is_last(seat, rect):
                continue                     # the card turning over: drawn by the flip
            self.draw_card(surface, card, rect)

    def paint_chip(self, surface, card_id: int, rect: pygame.Rect) -> None:
        """A Help Line card as one line: its token, its name, its elements (and Solitary / Gregarious)."""
        card = self.match.state.rules.cards[card_id]
        clip = surface.get_clip()
        surface.set_clip(rect.clip(clip) if clip else rect)      # a narrow chip cuts its name, never spills
        self._chip(surface, card, card_id, rect)
        surface.set_clip(clip)

    def _chip(self, surface, card, card_id: int, rect: pygame.Rect) -> None:
        fonts = self.app.fonts
        pygame.draw.rect(surface, (240, 232, 210), rect, border_radius=rect.h // 3)
        pygame.draw.rect(surface, (150, 128, 92), rect, 1, border_radius=rect.h // 3)
        size = max(8, rect.h - 5)
        # the elements on the right (and Solitary / Gregarious where there is room), the name in what is left:
        # the token first gives way, then the symbol, so that the name always shows
        els = []
        for e in ELEMENTS:
            if n := card.elements.get(e, 0):
                els.append((self.glyphs.element(e, size), fonts.text(str(n), "bold", self.fs(12), BAD if n < 0 else INK)))
        els_w = sum(p.get_width() + t.get_width() + 4 for p, t in els)
        symbol = self.glyphs.symbol(card.symbol, size) if card.symbol else None
        icon = rect.h - 2
        least = int(40 * self.s)
        with_icon = rect.w - els_w - (symbol.get_width() + 2 if symbol else 0) - icon - 8 >= least
        if symbol is not None and rect.w - els_w - symbol.get_width() - 8 < least:
            symbol = None
        x = rect.x + 4
        if with_icon:
            surface.blit(faces(self.app).icon(str(card_id), icon), (rect.x + 1, rect.y + 1))
            x = rect.x + icon + 3
        right = self.pairs_leftwards(surface, els, rect.right - 3, rect.centery, 1, 3)
        if symbol is not None:
            right -= symbol.get_width() + 1
            surface.blit(symbol, symbol.get_rect(midleft=(right, rect.centery)))
        if not with_icon and right - x - 2 < int(22 * self.s):
            # no room for a readable name (a card with many elements in a narrow chip): its picture says which
            # animal it is better than "…", and a lone "…" is never drawn over the elements (the card viewer
            # tells the rest)
            if right - rect.x - 2 >= icon:
                surface.blit(faces(self.app).icon(str(card_id), icon), (rect.x + 1, rect.y + 1))
            return
        name = fonts.fit_or_cut(card.name(self.app.lang), "bold", self.fs(12), INK, max(16, right - x - 2), min_size=9)
        surface.blit(name, name.get_rect(midleft=(x, rect.centery)))

    def _is_last(self, seat: int, rect: pygame.Rect) -> bool:
        mine = [r for s, _, r in self.help_rects() if s == seat]
        return bool(mine) and mine[-1] is rect

    def paint_facts(self, surface, view, area, big: bool) -> None:
        seat = area.seat
        rect = area.facts
        g = self.glyphs
        fonts = self.app.fonts
        fsize = self.fs(16 if big else 14)
        icon = max(12, int(fonts.get("bold", fsize).get_linesize() * (1.25 if big else 1.0)))
        y = rect.y
        if big:
            # the element totals, live (what each action would be worth)
            totals = view.totals(seat)
            x = rect.x
            each = rect.w // len(ELEMENTS)
            for e in ELEMENTS:
                surface.blit(g.element(e, icon), (x, y))
                num = fonts.text(str(totals[e]), "black", self.fs(20), LIGHT)
                surface.blit(num, num.get_rect(midleft=(x + icon + 3, y + icon // 2)))
                x += each
            y += icon + 6
        # the piles, the Fragments, the fires put out, the Victory tiles
        cw = max(10, int(icon * 0.75))
        ch = round(cw * aspect())
        row_h = max(icon, ch)
        x = rect.x
        back = pygame.Rect(x, y, cw, ch)
        self.draw_back(surface, back)
        n = fonts.text(str(view.draw_size(seat)), "bold", fsize, LIGHT)
        surface.blit(n, n.get_rect(midleft=(back.right + 3, back.centery)))
        x = back.right + n.get_width() + 10
        discard = view.discard(seat)
        drect = pygame.Rect(x, y, cw, ch)
        if discard:
            self.draw_card(surface, discard[-1], drect)
        else:
            pygame.draw.rect(surface, AREA_EDGE, drect, 1, border_radius=3)
        n = fonts.text(str(len(discard)), "bold", fsize, LIGHT)
        surface.blit(n, n.get_rect(midleft=(drect.right + 3, drect.centery)))
        x = drect.right + n.get_width() + 10
        for pic, count in ((g.fragment(icon), view.fragments(seat)), (g.fire(2, icon), len(view.fire_tiles(seat)))):
            if x + icon + 20 > rect.right and not big:
                x = rect.x
                y += row_h + 2
            surface.blit(pic, pic.get_rect(midleft=(x, y + row_h // 2)))
            n = fonts.text(str(count), "bold", fsize, LIGHT)
            surface.blit(n, n.get_rect(midleft=(x + icon + 2, y + row_h // 2)))
            x += icon + n.get_width() + 8
        tiles = view.victory_tiles(seat)
        tsize = max(10, icon * 4 // 5)
        if x + len(tiles) * (tsize + 2) > rect.right:
            x = rect.x
            y += row_h + 2
        for owner, kind in tiles:
            surface.blit(g.victory(kind, tsize, self.colours[owner]), (x, y + (row_h - tsize) // 2))
            x += tsize + 2
