"""The drawing of Canopée's replay (scenes/canopee/replay.py): the left column (the season and its Season Change
card, the decks, the New Growth piles with the Threats a solo game turned face up) and each forest's panel (its
trees numbered as the log numbers them, its other cards grouped with counts, the step's new cards outlined).

``ReplayDrawing`` is a part of ``CanopeeReplay``: it reads the scene's steps, views and layout, and draws every card
face through ``draw_card`` (a test checks each is public at its step).
"""
from __future__ import annotations

import pygame

from game.canopee.log import pile_name

from ..ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, draw_crown, panel
from .table_art import MIN_FACE, badge, blit_card, crown, faces, scored_token
from .table_layout import STEP

FILL = (30, 58, 48)
EDGE = (70, 104, 88)
FOREST_FILL = (20, 40, 33)
TILE = (22, 44, 36)


class ReplayDrawing:
    """The replay's boards drawn at the shown step."""

    # ------------------------------------------------------------------ cards

    def draw_card(self, surface: pygame.Surface, uid: int, kind: str, rect: pygame.Rect) -> None:
        """Every card face the replay draws goes through here (a test checks each is public at its step)."""
        self._blit_face(surface, kind, rect)

    def _blit_face(self, surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
        blit_card(self.app, surface, kind, rect)

    def draw_back(self, surface: pygame.Surface, rect: pygame.Rect, pile: str = "growth") -> None:
        if rect.w >= MIN_FACE:
            surface.blit(faces(self.app).back(rect.w, pile), rect)
        else:
            pygame.draw.rect(surface, EDGE, rect, border_radius=max(2, rect.w // 6))

    def _empty_spot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, EDGE, rect, width=max(1, round(2 * self.s)), border_radius=max(3, rect.w // 10))

    # ------------------------------------------------------------------ the left column: the season, decks, piles

    def _draw_table(self, surface: pygame.Surface) -> None:
        st, fonts, lang = self.state, self.app.fonts, self.app.lang
        view = self.view()
        panel(surface, self.left, color=FILL, edge=EDGE, radius=max(6, round(10 * self.s)), shadow=False)
        line = self.season_line
        head = fonts.fit(self.t("crp_season", season=st.season, seasons=st.mode.seasons), "bold", self.fs(18),
                         HIGHLIGHT, line.w)
        surface.blit(head, head.get_rect(midleft=line.midleft))
        if self.sc_card is not None:
            card = self.sc_card
            x = card.right + self.gap + round(4 * self.s)
            room = self.left.right - self.gap - round(4 * self.s) - x
            label = fonts.fit(self.t("crp_season_change"), "regular", self.fs(13), LIGHT_SOFT, room)
            surface.blit(label, (x, card.y))
            if st.sc_id is not None:
                self.draw_season_card(surface, st.sc_id, card)
                y = card.y + label.get_height() + round(2 * self.s)
                for text in fonts.wrap(st.season_change.name(lang), "bold", self.fs(16), LIGHT, room)[:3]:
                    surface.blit(text, (x, y))
                    y += text.get_height()
            else:
                self._empty_spot(surface, card)
        counts = {"deck": len(st.deck), "germination": len(st.germ), "discard": len(st.discard)}
        labels = {"deck": "crp_deck", "germination": "crp_germination", "discard": "crp_discard"}
        for name, rect in self.decks.items():
            if not counts[name]:
                self._empty_spot(surface, rect)
            elif name == "discard":                  # the discard pile is public: its top card shows
                top = st.discard[-1]
                self.draw_card(surface, top, view.kind(top), rect)
            else:
                self.draw_back(surface, rect, name if name == "germination" else "growth")
            badge(surface, fonts, str(counts[name]), (rect.right - 2, rect.y + round(4 * self.s)), self.fs(13))
            text = fonts.fit(self.t(labels[name]), "regular", self.fs(13), LIGHT_SOFT,
                             rect.w + 2 * self.gap + round(8 * self.s))
            surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
        title = fonts.fit(self.t("crp_piles"), "bold", self.fs(15), LIGHT, self.piles_title.w)
        surface.blit(title, title.get_rect(midleft=self.piles_title.midleft))
        self._draw_piles(surface)

    def _draw_piles(self, surface: pygame.Surface) -> None:
        st, fonts, view = self.state, self.app.fonts, self.view()
        piles = self.piles
        for seat, tag in piles.seats:                # 3–4 players: who sits where around the piles
            pygame.draw.rect(surface, TILE, tag, border_radius=tag.h // 2)
            name = fonts.fit_or_cut(self.names[seat], "bold", self.fs(13), LIGHT_SOFT, tag.w - 8, 9)
            surface.blit(name, name.get_rect(center=tag.center))
        for spot, rect in enumerate(piles.spots):
            pile = st.spots[spot]
            if pile:
                self.draw_back(surface, rect)
                up = [u for u, _ in self.face_up(spot)]
                if up:                               # their pictures along the pile's top; the cards below
                    icon = max(10, min(rect.w // 3, (rect.w - 4 - 2 * (len(up) - 1)) // len(up)))
                    x0 = rect.centerx - (len(up) * icon + 2 * (len(up) - 1)) // 2
                    for i, u in enumerate(up):
                        surface.blit(faces(self.app).icon(view.kind(u), icon), (x0 + i * (icon + 2), rect.y + 3))
            else:
                self._empty_spot(surface, rect)
            badge(surface, fonts, str(len(pile)), (rect.right - 2, rect.bottom - 4), self.fs(14))
            # each pile named as the log names it ("Pile 2", "Central pile")
            size = self.fs(12 if st.shared else 14)
            name = pile_name(st, spot, self.app.lang, self.names)
            label = fonts.fit_or_cut(name[:1].upper() + name[1:], "bold", size, LIGHT,
                                     rect.w * 2 if st.shared else rect.w + self.gap, min_size=9)
            surface.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2)))
            if not st.shared:
                if st.solo and pile:
                    down = len(pile) - len(view.pile_known(spot))
                    text = fonts.fit(self.t("crp_face_down", n=down), "regular", self.fs(13), LIGHT_SOFT,
                                     rect.w, min_size=8)
                    surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.bottom + round(8 * self.s))))
        for spot, title, row in self.face_up_rows():    # solo: the Threats face up, whole and named
            words = self.t("ct_face_up_on", pile=pile_name(st, spot, self.app.lang, self.names))
            text = fonts.fit_or_cut(words, "bold", self.fs(13), LIGHT_SOFT, title.w, min_size=9)
            surface.blit(text, text.get_rect(midtop=title.midtop))
            for u, rect in row:
                self.draw_card(surface, u, view.kind(u), rect)

    # ------------------------------------------------------------------ each forest's panel

    def _draw_board(self, surface: pygame.Surface, f: int) -> None:
        fonts, s = self.app.fonts, self.s
        view = self.view()
        rect = self.panels[f]
        acting = f in self.acting()
        panel(surface, rect, color=FOREST_FILL, edge=HIGHLIGHT if acting else EDGE,
              radius=max(6, round(10 * s)), shadow=False)
        # the header: a crown for the winners, the name, what its stores hold (counts only: hidden cards)
        x = rect.x + self.gap + round(4 * s)
        mid = rect.y + self.head_h // 2 + 1
        if f in self.winners():
            ch = round(self.head_h * 0.5)
            draw_crown(surface, pygame.Rect(x, mid - ch // 2 - 1, round(ch * 1.3), ch))
            x += round(ch * 1.3) + round(6 * s)
        fo = view.forest(f)
        stores = []
        if fo.hoatzin:
            stores.append(self.t("crp_hoatzin", n=len(fo.hoatzin)))
        if fo.pitcher:
            stores.append(self.t("crp_pitcher", n=len(fo.pitcher)))
        right = rect.right - self.gap - round(4 * s)
        if stores:
            note = fonts.fit_or_cut(" · ".join(stores), "italic", self.fs(14), LIGHT_SOFT, rect.w // 2, 10)
            surface.blit(note, note.get_rect(midright=(right, mid)))
            right -= note.get_width() + round(12 * s)
        ink = HIGHLIGHT if acting or f in self.winners() else LIGHT
        name = fonts.fit_or_cut(self.names[f] if f < len(self.names) else str(f + 1), "bold", self.fs(17), ink,
                                max(20, right - x), 10)
        surface.blit(name, name.get_rect(midleft=(x, mid)))
        layout = self.forest_layouts()[f]
        if not layout.trees and not layout.groups:
            text = fonts.fit(self.t("crp_empty"), "italic", self.fs(15), LIGHT_SOFT, layout.area.w)
            surface.blit(text, text.get_rect(center=layout.area.center))
            return
        kind = view.kind
        fresh = self.fresh()
        width = max(2, round(3 * s))
        size = self.fs(13)
        font = fonts.get("bold", size)
        for spot in layout.trees:
            mark = max(6, min(spot.label.h, layout.cw // 3))
            room = spot.label.w - (2 * (mark + 2) if spot.scored or spot.awarded else 0)
            label = self.t("crp_tree", n=spot.number)
            if font.size(label)[0] > room:
                label = str(spot.number)
            text = fonts.fit(label, "bold", size, LIGHT_SOFT, max(6, room), min_size=8)
            surface.blit(text, text.get_rect(midtop=(spot.label.centerx, spot.label.y)))
            if not spot.finished:                  # the canopy's place, still empty
                pygame.draw.rect(surface, EDGE, spot.crown, width=max(1, layout.cw // 40),
                                 border_radius=max(3, layout.cw // 12))
            for uid, card in spot.cards:
                self.draw_card(surface, uid, kind(uid), card)
            if spot.scored:
                scored_token(surface, (spot.label.right - mark // 2, spot.label.centery), mark // 2)
            if spot.awarded:
                crown(surface, (spot.label.x + mark // 2 + 1, spot.label.centery), mark)
            for uid, card in spot.cards:           # this step's new cards, outlined over the tree
                if uid in fresh:
                    # the lowest card shows whole, the others their top only
                    visible = card if uid == spot.cards[-1][0] else \
                        pygame.Rect(card.x, card.y, card.w, max(2, round(card.h * STEP)))
                    pygame.draw.rect(surface, HIGHLIGHT, visible.inflate(width, width), width=width,
                                     border_radius=max(3, round(5 * s)))
        for group in layout.groups:
            self.draw_card(surface, group.uids[0], group.kind, group.rect)
            if fresh & set(group.uids):
                pygame.draw.rect(surface, HIGHLIGHT, group.rect.inflate(width, width), width=width,
                                 border_radius=max(3, round(5 * s)))
            if len(group.uids) > 1:
                badge(surface, fonts, f"×{len(group.uids)}", (group.rect.right - 4, group.rect.y + 6),
                      self.fs(13))

    def draw_season_card(self, surface: pygame.Surface, sc_id: str, rect: pygame.Rect) -> None:
        """The season's Season Change card (public: turned face up for everyone)."""
        self._blit_face(surface, sc_id, rect)
