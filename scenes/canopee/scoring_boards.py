"""The forests on Canopée's score screen (scenes/canopee/scoring.py): each forest's board as it ends the game — its
trees (trunks stacked under their canopy, each showing its value medallion, the scored trees' token on their
canopy's corner, the Tallest Tree's crown; on a second row when that makes the cards clearly larger) and its other
cards beside or under them, side by side in rows, all as large as the fullest board lets them be — and under it a
strip for the cards that left the forest, with the groups the hovered row lights.

``ScoreBoards`` is a part of ``CanopeeScoring``: the boards' plan, their places and their drawing.
"""
from __future__ import annotations

import pygame

from ..ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, draw_crown, panel
from .season_pad import TOTAL

DIM = (10, 20, 16, 150)
MIN_CARD = 24                   # the narrowest card face drawn (faces.py draws none narrower)
MAX_CARD = 96                   # the widest card on a board, at scale 1
WRAP_GAIN = 1.15                # the trees take a second row only for cards this much wider


class ScoreBoards:
    """The forests' boards and strips."""

    # ------------------------------------------------------------------ the plan: the largest cards that fit

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

        return CanopeeView(self.state, 0).forest(f)

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
