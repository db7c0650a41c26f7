"""The Canopée table's drawing (a mixin of ``CanopeeTable``, scenes/canopee/table.py): the left column (the
season, the scores, the decks and the New Growth piles), the other forests, the seat's own forest with its
trees and grouped cards, and, for the seat on screen only, the card dragged, the cards flying, the beat playing
(the strip of cards in front of it and the targets a dragged card may go to are table_strip.py's).

Every card face goes through ``draw_card`` and every small picture through ``draw_icon`` (a test checks each
card drawn may be seen by the seat on screen).
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.canopee.cardtable import TRUNK
from game.canopee.log import pile_name

from ..ui import ACCENT, HIGHLIGHT, INK, LIGHT, LIGHT_SOFT, panel
from .table_art import (MIN_FACE, aspect, badge, blit_card, crown, faces, height_mark, scored_token, value_chip,
                        value_depth)
from .table_layout import ForestLayout

MINI_FILL = (30, 58, 48)
MINI_EDGE = (70, 104, 88)
FLY_SECONDS = 0.35


def badge_box(fonts, text: str, size: int) -> pygame.Rect:
    """The size of the badge ``table_art.badge`` draws for ``text`` (at the origin), so that it can be put in a
    card's corner."""
    label = fonts.text(text, "black", max(10, size), LIGHT)
    box = label.get_rect().inflate(max(8, size // 2 + 4), 2)
    box.w = max(box.w, box.h)
    return pygame.Rect(0, 0, box.w, box.h)


@dataclass
class Flight:
    """A card flying across the table (a pile's new card, a dropped card going back)."""

    start: tuple[int, int]
    end: pygame.Rect
    kind: str | None          # None: a card back
    delay: float
    time: float = 0.0
    uid: int = -1


class TableDrawing:
    """The drawing half of the Canopée table (see the module's docstring)."""

    # ------------------------------------------------------------------ drawing: what everyone sees

    def draw_side(self, surface) -> None:
        """The table everyone sees. It changes only with the game (and the screen, the seat, the hand-off
        screen): drawn once into the window and kept, then blitted back while a card is dragged or a beat
        plays; what moves (a computer thinking, the beat's highlights) is drawn over it every frame."""
        season, points = self.shown_season_points()     # an end of season being told counts its points up
        key = (self.game_key(), self.seat, self.app.size, self.show_log, self.private, self.app.lang,
               self.spectating, self.shown_event(), season, tuple(points))
        # the left column with the gap around it: a deck's count badge sits on its card's corner and may overhang
        # the column's edge by a pixel or two, which a copy of the column alone would lose
        regions = [self.left_col.inflate(2 * self.gap, 2 * self.gap), self.forest_area] + \
            [rect for _, rect in self.mini_rects()]
        cached = self._side
        if cached is None or cached[0] != key:
            self._draw_left(surface)
            for f, rect, layout in self.mini_layouts():
                self._draw_mini(surface, f, rect, layout)
            self._draw_my_forest(surface)
            bounds = surface.get_rect()
            self._side = (key, [(r, surface.subsurface(r.clip(bounds)).copy()) for r in regions])
        else:
            for rect, copy in cached[1]:
                surface.blit(copy, rect.topleft)
        # over it, what moves
        beat = self.show.current if self.playing_show() else None
        for f, rect in self.mini_rects():
            if f in self.computers_thinking:
                self._draw_thinking(surface, (rect.right - int(24 * self.s), rect.y + int(14 * self.s)))
            if beat is not None and beat.forest == f:
                pygame.draw.rect(surface, ACCENT, rect, width=3, border_radius=10)
        if beat is not None and beat.spot is not None:
            rect = self.piles().spots[beat.spot]
            pygame.draw.rect(surface, ACCENT, rect.inflate(12, 12), width=4, border_radius=10)

    def draw_card(self, surface, uid: int, kind: str, rect: pygame.Rect) -> None:
        """Every card face the table draws goes through here (a test checks each uid drawn may be seen)."""
        blit_card(self.app, surface, kind, rect)

    def draw_icon(self, surface, uid: int, kind: str, rect: pygame.Rect) -> None:
        """A card's small picture (checked like ``draw_card``)."""
        surface.blit(faces(self.app).icon(kind, rect.w), rect)

    def draw_back(self, surface, rect: pygame.Rect, pile: str = "growth") -> None:
        surface.blit(faces(self.app).back(rect.w, pile), rect)

    def _draw_left(self, surface) -> None:
        st = self.board()
        fonts = self.app.fonts
        parts = self.left_parts()
        panel(surface, self.left_col, color=MINI_FILL, edge=MINI_EDGE, radius=10, shadow=False)
        info = parts["info"]
        pad = self.gap
        x, y, w = info.x + pad, info.y + pad, info.w - 2 * pad
        lh = self.label_h(self.fs(18))
        season, points = self.shown_season_points()
        head = fonts.fit(self.t("ct_season", season=season, seasons=st.mode.seasons), "bold", self.fs(18),
                         HIGHLIGHT, w)
        surface.blit(head, (x, y))
        y += lh
        if st.sc_id is not None:
            sc = fonts.fit(st.season_change.name(self.app.lang), "italic", self.fs(16), LIGHT, w)
            surface.blit(sc, (x, y))
            y += lh
        elif st.options.get("season_change"):
            y += lh
        names = self.match.names(self.app.lang)
        active = st.active if st.phase == "play" and self.telling_season() is None else None
        beat = self.show.current if self.playing_show() else None
        if beat is not None and beat.kind == "turn":     # the table as that turn left it: its player marked
            active = beat.forest
        for f in range(len(st.forests)):
            colour = HIGHLIGHT if f == active else LIGHT
            name = fonts.fit_or_cut(names[f], "bold" if f == self.seat else "regular", self.fs(17), colour,
                                    int(w * 0.72), max(9, self.fs(12)))
            surface.blit(name, (x + lh, y))
            if f == active:
                pygame.draw.polygon(surface, HIGHLIGHT, [(x + 2, y + 3), (x + 2, y + lh - 5),
                                                         (x + lh * 0.6, y + lh / 2 - 1)])
            pts = fonts.text(str(points[f]), "black", self.fs(18), colour)
            surface.blit(pts, pts.get_rect(topright=(x + w, y)))
            y += lh
        # the decks: the Season deck, the Germination deck, the discard pile
        decks = self.deck_rects()
        counts = {"deck": len(st.deck), "germination": len(st.germ), "discard": len(st.discard)}
        labels = {"deck": "ct_deck", "germination": "ct_germination_deck", "discard": "ct_discard"}
        for name, rect in decks.items():
            if name == "discard":
                if st.discard:
                    self.draw_card(surface, st.discard[-1], st.ct.kind[st.discard[-1]], rect)
                else:
                    pygame.draw.rect(surface, MINI_EDGE, rect, width=2, border_radius=6)
            elif counts[name]:
                self.draw_back(surface, rect, "germination" if name == "germination" else "growth")
            else:
                pygame.draw.rect(surface, MINI_EDGE, rect, width=2, border_radius=6)
            badge(surface, fonts, str(counts[name]), (rect.right - 2, rect.y + 4), self.fs(14))
            label = fonts.fit(self.t(labels[name]), "regular", self.fs(14), LIGHT_SOFT, rect.w + 2 * self.gap)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        self._draw_piles(surface)

    def _draw_piles(self, surface) -> None:
        st = self.board()
        fonts = self.app.fonts
        piles = self.piles()
        names = self.match.names(self.app.lang)
        seat = self.seat if self.seat is not None else 0
        mine = st.order_of[seat] if seat < len(st.order_of) else ()
        view = self.board_view() if self.view is not None else None
        looking = st.looking
        for s, tag in piles.seats:
            colour = HIGHLIGHT if s == seat else LIGHT_SOFT
            pygame.draw.rect(surface, (22, 44, 36), tag, border_radius=tag.h // 2)
            text = fonts.fit_or_cut(names[s], "bold", self.fs(15), colour, tag.w - 8, max(9, self.fs(11)))
            surface.blit(text, text.get_rect(center=tag.center))
        for spot, rect in enumerate(piles.spots):
            pile = st.spots[spot]
            order = mine.index(spot) + 1 if spot in mine else None
            if pile:
                self.draw_back(surface, rect)
                # solo: the Threats turned face up on the pile, their pictures along its top (the cards
                # themselves, named, in a row under the piles: ``face_up_rows``)
                up = [u for u in pile if u in st.face_up]
                if up:
                    icon = max(10, min(rect.w // 3, (rect.w - 4 - 2 * (len(up) - 1)) // len(up)))
                    x0 = rect.centerx - (len(up) * icon + 2 * (len(up) - 1)) // 2
                    for i, u in enumerate(up):
                        self.draw_icon(surface, u, st.ct.kind[u], pygame.Rect(x0 + i * (icon + 2), rect.y + 3, icon,
                                                                             icon))
            else:
                pygame.draw.rect(surface, MINI_EDGE, rect, width=2, border_radius=6)
            if looking is not None and looking[1] == spot:
                # which pile is being looked at, and by whom (everyone may know it, §17.5): around the table
                # the outline (the player is the one whose turn the scores show), in a row a label too
                pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=8)
            if looking is not None and looking[1] == spot and not st.shared:
                eye = fonts.fit(self.t("ct_looking", name=names[looking[0]]), "bold", self.fs(13), INK,
                                rect.w + self.gap)
                box = eye.get_rect(midtop=(rect.centerx, rect.bottom + 6)).inflate(8, 2)
                pygame.draw.rect(surface, HIGHLIGHT, box, border_radius=box.h // 2)
                surface.blit(eye, eye.get_rect(center=box.center))
            count = self.pile_badges()[spot]
            badge(surface, fonts, str(len(pile)), count.center, self.fs(16))
            if st.solo and pile:
                down = sum(1 for u in pile if u not in st.face_up)
                words = self.t("ct_face_down_one" if down == 1 else "ct_face_down_many", n=down)
                text = fonts.fit(words, "regular", self.fs(14), LIGHT_SOFT, rect.w + self.gap)
                surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + self.label_h(self.fs(13)) + 8)))
            if st.shared:
                if order is not None:     # this seat's 1st, 2nd and 3rd pile, in the order it visits them
                    box = badge_box(fonts, str(order), self.fs(15))
                    box.topleft = (rect.x + 2, rect.y + 2)
                    badge(surface, fonts, str(order), box.center, self.fs(15), fill=ACCENT, ink=INK)
            else:
                label = fonts.fit(pile_name(st, spot, self.app.lang).capitalize(), "bold", self.fs(15), LIGHT,
                                  rect.w + self.gap)
                surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 4)))
        if st.shared:
            area = self.left_parts()["piles"]
            note = fonts.fit(self.t("ct_your_piles"), "italic", self.fs(14), LIGHT_SOFT, self.left_col.w - 12)
            surface.blit(note, note.get_rect(midtop=(area.centerx, area.y)))
        for spot, title, row in self.face_up_rows():      # solo: the Threats face up, whole and named
            name = pile_name(st, spot, self.app.lang)
            text = fonts.fit_or_cut(self.t("ct_face_up_on", pile=name), "bold", self.fs(14), LIGHT_SOFT, title.w,
                                    min_size=max(9, self.fs(11)))
            surface.blit(text, text.get_rect(midtop=title.midtop))
            for u, rect in row:
                self.draw_card(surface, u, st.ct.kind[u], rect)
        # what this seat's Toucan showed it, under that pile (the seat's own knowledge: not behind the hand-off)
        if view is not None and not self.private and not self.spectating:
            for spot, rect in enumerate(piles.spots):
                if st.looking is not None and st.looking[1] == spot:
                    continue
                known = [u for u in view.pile_known(spot) if u not in st.face_up][:4]
                if not known:
                    continue
                # in a row from the left corner, clear of the count badge in the right one
                room = self.pile_badges()[spot].x - 2 - rect.x
                icon = max(10, min(rect.w // 3, (room - 2 * (len(known) - 1)) // len(known)))
                for i, u in enumerate(known):
                    self.draw_icon(surface, u, view.kind(u), pygame.Rect(rect.x + i * (icon + 2),
                                                                         rect.bottom - icon - 2, icon, icon))

    def _draw_mini(self, surface, f: int, rect: pygame.Rect, layout: ForestLayout) -> None:
        fonts = self.app.fonts
        st = self.board()
        panel(surface, rect, color=MINI_FILL, edge=MINI_EDGE, radius=10, shadow=False)
        names = self.match.names(self.app.lang)
        points = self.shown_season_points()[1][f]
        head = fonts.fit_or_cut(self.t("ct_mini", name=names[f], points=points), "bold", self.fs(17), LIGHT,
                                rect.w - 40, max(9, self.fs(12)))
        surface.blit(head, (rect.x + 8, rect.y + 3))
        self._draw_forest(surface, st.forests[f], layout, small=True, values=self.tree_values(f))

    def _draw_thinking(self, surface, centre) -> None:
        r = max(3, int(3.5 * self.s))
        for i in range(3):
            lift = max(0.0, math.sin(self.time * 7 - i * 0.9)) * 5 * self.s
            pygame.draw.circle(surface, HIGHLIGHT, (centre[0] + (i - 1) * 3 * r, int(centre[1] - lift)), r)

    def _draw_my_forest(self, surface) -> None:
        st = self.board()
        fonts = self.app.fonts
        area = self.forest_area
        panel(surface, area, color=(20, 40, 33), edge=MINI_EDGE, radius=12, shadow=False)
        seat = self.seat if self.seat is not None else 0
        names = self.match.names(self.app.lang)
        points = self.shown_season_points()[1][seat]
        title = fonts.fit(self.t("ct_forest", name=names[seat], points=points), "bold", self.fs(20), LIGHT,
                          area.w - 2 * self.gap)
        surface.blit(title, (area.x + self.gap, area.y + self.gap // 2))
        fo = self.board_view().forest(seat)
        layout = self.my_forest()
        self._draw_forest(surface, fo, layout, small=False, values=self.tree_values(seat))
        if not layout.trees and not layout.groups and layout.new_tree is None:
            # no card yet (solo: nobody starts with a trunk): say what will grow here
            lines = fonts.wrap_lines(self.t("ct_forest_empty"), "italic", self.fs(18), area.w * 2 // 3)
            y = area.centery - len(lines) * self.label_h(self.fs(18)) // 2
            for line in lines:
                text = fonts.text(line, "italic", self.fs(18), LIGHT_SOFT)
                surface.blit(text, text.get_rect(midtop=(area.centerx, y)))
                y += self.label_h(self.fs(18))
        stores = []
        if fo.hoatzin:
            stores.append(self.t("ct_hoatzin_store", n=len(fo.hoatzin)))
        if fo.pitcher:
            text = self.t("ct_pitcher_store", n=len(fo.pitcher))
            if not self.private and not self.spectating:     # its owner knows what the plants hold
                text += self.t("ct_holding", cards=", ".join(self._card_name(st.ct.kind[u])
                                                             for u in fo.pitcher.values()))
            stores.append(text)
        if stores:
            text = fonts.fit(" · ".join(stores), "italic", self.fs(15), LIGHT_SOFT, area.w // 2)
            surface.blit(text, text.get_rect(topright=(area.right - self.gap, area.y + self.gap // 2)))

    def _draw_forest(self, surface, fo, layout: ForestLayout, small: bool, values=None) -> None:
        fonts = self.app.fonts
        kind = self.match.state.ct.kind
        size = self.fs(12 if small else 16)
        values = values or {}
        for spot in layout.trees:
            mark = max(6, min(spot.label.h, layout.cw // 3))
            room = spot.label.w - 2 * (mark + 2) if spot.scored or spot.awarded else spot.label.w
            label = self.t("ct_tree", n=spot.number) if not small else str(spot.number)
            if not small and fonts.get("bold", max(9, size * 3 // 4)).size(label)[0] > room:
                label = str(spot.number)        # narrow trees beside a crown and a token: the number alone
            text = fonts.fit(label, "bold", size, LIGHT_SOFT, max(6, room), min_size=6)
            surface.blit(text, text.get_rect(midtop=(spot.label.centerx, spot.label.y)))
            if not spot.finished:               # the canopy's place, waiting for it
                pygame.draw.rect(surface, MINI_EDGE, spot.crown, width=max(1, layout.cw // 40),
                                 border_radius=max(3, layout.cw // 12))
            for uid, rect in spot.cards:
                self.draw_card(surface, uid, kind[uid], rect)
            # the scored tree's animal token and the Tallest Tree's crown sit on the tree's label row, clear
            # of the cards' names
            if spot.scored:
                scored_token(surface, (spot.label.right - mark // 2, spot.label.centery), mark // 2)
            if spot.awarded:
                crown(surface, (spot.label.x + mark // 2 + 1, spot.label.centery), mark)
            self._draw_tree_values(surface, spot, layout.cw, values.get(spot.tid), small)
        if layout.new_tree is not None and not small:
            self._dashed(surface, layout.new_tree, MINI_EDGE)
            text = fonts.fit(self.t("ct_new_tree"), "bold", size, LIGHT_SOFT, layout.new_tree.w - 6)
            surface.blit(text, text.get_rect(center=layout.new_tree.center))
        for group in layout.groups:
            self.draw_card(surface, group.uids[0], group.kind, group.rect)
        self._group_badges(surface, layout, small)

    def _draw_tree_values(self, surface, spot, cw: int, value, small: bool) -> None:
        """A tree's numbers: each card's value on the band of it that shows, where the card laid over it hides
        the face's own (a tall tree, another player's small forest), and under the tree its height and what it
        is worth now (the view's ``trees``: the rules' scoring)."""
        fonts = self.app.fonts
        st = self.match.state
        kind, cat = st.ct.kind, st.ct.cat
        if spot.step < value_depth(cw) or cw < MIN_FACE:
            last = len(spot.cards) - (0 if cw < MIN_FACE else 1)     # the base trunk's face shows whole
            for i, (uid, rect) in enumerate(spot.cards[:last]):
                k = st.rules.kinds[kind[uid]]
                text = str(k.value) if cat[uid] == TRUNK else f"×{k.value}"
                band = spot.step if i < len(spot.cards) - 1 else min(rect.h, value_depth(cw) or rect.h // 3)
                value_chip(surface, fonts, text, rect, band, cat[uid] == TRUNK)
        if value is None or not spot.foot.h:
            return
        pts = value.points
        lit = bool(value.scores_now)                     # what the end of this season will add
        colour = HIGHLIGHT if lit else LIGHT_SOFT
        size = self.foot_size(small)
        if small:                                          # a height sign, the height, the points
            words = f"{value.height} · {'+' if lit else ''}{pts or 0}"
        else:
            height = self.t("clog_trunks_one") if value.height == 1 else self.t("clog_trunks_many", n=value.height)
            points = self.t("clog_points_zero") if not pts else \
                self.t("clog_point", n=pts) if pts in (-1, 1) else self.t("clog_points", n=pts)
            words = f"{height} · {'+' if lit else ''}{points}"
        mark_w = max(5, size // 2) if small else 0
        room = spot.foot.w + self.gap - 2 - (mark_w + 2 if mark_w else 0)
        text = fonts.fit_or_cut(words, "bold", size, colour, room, min_size=min(9, size))
        box = text.get_rect(midtop=(spot.foot.centerx + (mark_w + 2) // 2, spot.foot.y + 1))
        surface.blit(text, box)
        if mark_w:
            tall = max(8, box.h - 3)
            height_mark(surface, pygame.Rect(box.x - mark_w - 2, box.centery - tall // 2, mark_w, tall), colour)

    def _group_badges(self, surface, layout: ForestLayout, small: bool) -> None:
        """A group's count (×2) in its card's top right corner, drawn once every card is down: no card of the
        next group lies over it."""
        for group in layout.groups:
            if len(group.uids) > 1:
                box = self.group_badge(group, small)
                badge(surface, self.app.fonts, f"×{len(group.uids)}", box.center, self.fs(13 if small else 18))

    def group_badge(self, group, small: bool = False) -> pygame.Rect:
        """Where a group's count badge lies: inside its card's top right corner."""
        box = badge_box(self.app.fonts, f"×{len(group.uids)}", self.fs(13 if small else 18))
        box.topright = (group.rect.right - 1, group.rect.y + 1)
        return box

    def ability_size(self) -> int:
        """The type size of the ability buttons on the forest's cards (never below a readable size)."""
        return max(12, self.fs(14))

    def ability_places(self, layout: ForestLayout, wanted) -> list[pygame.Rect]:
        """Where the ability buttons of the seat's forest go: ``wanted`` is (card rect, label, lit) per button.

        Lit: as tall as a line of its words and as wide as they need (wider than a small card: centred on it),
        over the card's foot and reaching into the free space under it; two side by side share the room
        between them. Unlit: a small round mark on the right of the card's picture, above its name, so its
        points stay in view."""
        font = self.app.fonts.get("bold", self.ability_size())
        bh = font.get_linesize() + 4
        bounds = self.forest_area.inflate(-6, -6)
        places: list[pygame.Rect] = []
        for card, label, lit in wanted:
            if not lit:
                d = max(12, min(card.w // 3, self.label_h(self.fs(13))))
                mark = pygame.Rect(0, 0, d, d)
                mark.bottomright = (card.right - 3, card.y + round(card.h * 0.52) - 2)
                places.append(mark)
                continue
            w = min(max(card.w - 4, font.size(label)[0] + 16), bounds.w)
            place = pygame.Rect(0, 0, w, bh)
            # the free space under the card: down to the next card below it, or the forest's edge
            below = min([g.rect.y for g in layout.groups if g.rect.y > card.y and g.rect.x < card.right
                         and card.x < g.rect.right] + [bounds.bottom])
            place.midbottom = (card.centerx, card.bottom + max(0, min(bh // 2, below - card.bottom - 2)))
            place.clamp_ip(bounds)
            places.append(place)
        lit = sorted((p for p, (_, _, on) in zip(places, wanted) if on), key=lambda p: p.x)
        for a, b in zip(lit, lit[1:]):
            if a.colliderect(b):           # neighbours in a row: the line between them halfway
                cut = (a.right + b.x) // 2
                a.w = cut - 1 - a.x
                b.w, b.x = b.right - cut - 1, cut + 1
        return places

    def pile_badges(self) -> list[pygame.Rect]:
        """Where each pile's count badge lies: inside its card's bottom right corner, so it never reaches the
        next pile nor the outline around the pile being looked at."""
        fonts = self.app.fonts
        st = self.board()
        out = []
        for spot, rect in enumerate(self.piles().spots):
            box = badge_box(fonts, str(len(st.spots[spot])), self.fs(16))
            box.bottomright = (rect.right - 2, rect.bottom - 2)
            out.append(box)
        return out

    def _dashed(self, surface, rect: pygame.Rect, colour) -> None:
        dash = max(4, rect.w // 10)
        for x in range(rect.x, rect.right, dash * 2):
            pygame.draw.line(surface, colour, (x, rect.y), (min(x + dash, rect.right), rect.y), 2)
            pygame.draw.line(surface, colour, (x, rect.bottom - 1), (min(x + dash, rect.right), rect.bottom - 1), 2)
        for y in range(rect.y, rect.bottom, dash * 2):
            pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(y + dash, rect.bottom)), 2)
            pygame.draw.line(surface, colour, (rect.right - 1, y), (rect.right - 1, min(y + dash, rect.bottom)), 2)

    # ------------------------------------------------------------------ names, on top

    def _card_name(self, kind: str) -> str:
        return self.match.state.rules.kinds[kind].name(self.app.lang)

    def draw_over(self, surface) -> None:
        for flight in self.flights:
            t = (flight.time - flight.delay) / FLY_SECONDS
            if t < 0:
                continue
            t = min(1.0, t)
            ease = 1 - (1 - t) ** 3
            x = flight.start[0] + (flight.end.x - flight.start[0]) * ease
            y = flight.start[1] + (flight.end.y - flight.start[1]) * ease
            rect = pygame.Rect(round(x), round(y), flight.end.w, flight.end.h)
            if flight.start == flight.end.center or flight.kind is None:
                if flight.kind is None:
                    rect.center = (round(flight.start[0] + (flight.end.centerx - flight.start[0]) * ease),
                                   round(flight.start[1] + (flight.end.centery - flight.start[1]) * ease))
                self.draw_back(surface, rect)
            else:
                self.draw_card(surface, flight.uid, flight.kind, rect)
        if self.drag is not None and not self.private:
            uid, kind, offset = self.drag
            layout = self.my_forest()
            home = next((s.rect.w for s in self.slots() if s.uid == uid), layout.cw)
            # over a target the card takes the forest's size, held at the same place under the pointer
            width = layout.cw if self.hover_target else home
            rect = pygame.Rect(self.drag_pos[0] - offset[0] * width // max(1, home),
                               self.drag_pos[1] - offset[1] * width // max(1, home), width, round(width * aspect()))
            self.draw_card(surface, uid, kind, rect)
        if self.playing_show():
            names = self.match.names(self.app.lang)
            if self.telling_season() is not None:
                # the end of a season is told in the strip, under the forests it scores
                self.show.draw_wide(surface, self.strip, self.app, names, min(self.s, 1.6))
            else:
                self.show.draw(surface, self.forest_area.inflate(-self.gap * 4, -self.gap * 2), self.app, names,
                               min(self.s, 1.6))
