"""Where the Canopée table draws things: a forest as its trees and its grouped cards, the New Growth piles (a row
with two players or solo, a ring of side piles around the central one with 3–4 players), the decks.

Pure geometry from public facts (a forest's trees and cards, the piles' sizes): no drawing, no rules. The table
(scenes/canopee/table.py) asks for these once per game change and window size.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.canopee.cardtable import CANOPY, FLORA, SEED, THREAT, TRUNK, WEATHER, WILDLIFE

STEP = 0.3            # the part of a card's height that shows above the card laid over it in a tree
# the order of the grouped cards, category by category (then the card data's order)
GROUP_ORDER = {FLORA: 0, WEATHER: 1, SEED: 2, THREAT: 3, WILDLIFE: 4, TRUNK: 5, CANOPY: 6}


@dataclass
class TreeSpot:
    """One tree on screen: ``rect`` its whole column (the drop target), ``cards`` (uid, rect) in drawing order
    (the canopy on top first, then the trunks down to the first one at the base), ``crown`` the canopy's place
    (an outline while the tree is unfinished), ``label`` where its number goes, ``foot`` the line under it
    (its height and points; empty when the layout was asked for none), ``step`` how much of each card shows
    above the one laid over it."""

    tid: int
    number: int
    rect: pygame.Rect
    crown: pygame.Rect
    label: pygame.Rect
    cards: list[tuple[int, pygame.Rect]]
    finished: bool
    scored: bool
    awarded: bool
    height: int
    foot: pygame.Rect = field(default_factory=pygame.Rect)
    step: int = 0


@dataclass
class Group:
    kind: str
    uids: list[int]
    rect: pygame.Rect


@dataclass
class ForestLayout:
    area: pygame.Rect
    cw: int = 0
    ch: int = 0
    trees: list[TreeSpot] = field(default_factory=list)
    new_tree: pygame.Rect | None = None
    groups: list[Group] = field(default_factory=list)
    cards_zone: pygame.Rect | None = None      # where the grouped cards lie: the drop target "the forest"
    group_w: int = 0

    def tree(self, tid: int) -> TreeSpot | None:
        for t in self.trees:
            if t.tid == tid:
                return t
        return None

    def card_rect(self, uid: int) -> pygame.Rect | None:
        for t in self.trees:
            for u, r in t.cards:
                if u == uid:
                    return r
        for g in self.groups:
            if uid in g.uids:
                return g.rect
        return None

    def cards_at(self, pos) -> tuple[str, int, pygame.Rect] | None:
        """("tree", uid, rect) or ("group", first uid, rect) of the card under ``pos`` (the topmost one)."""
        for g in self.groups:
            if g.rect.collidepoint(pos):
                return "group", g.uids[0], g.rect
        for t in self.trees:
            # the cards of a tree overlap: the one drawn last (lowest) wins where they do
            for u, r in reversed(t.cards):
                if r.collidepoint(pos):
                    return "tree", u, r
        return None


def group_cards(uids, kind_of, cat_of, order_of) -> list[tuple[str, list[int]]]:
    """A forest's cards outside its trees, one group per kind, category by category."""
    groups: dict[str, list[int]] = {}
    for u in uids:
        groups.setdefault(kind_of(u), []).append(u)
    return sorted(groups.items(), key=lambda kv: (GROUP_ORDER.get(cat_of(kv[1][0]), 9), order_of(kv[0])))


def forest_layout(forest, numbers: dict[int, int], kind_of, cat_of, order_of, area: pygame.Rect, aspect: float,
                  max_w: int, new_tree: bool, label_h: int, gap: int, split: float | None = None,
                  side: float = 0.0, foot_h: int = 0, depth=None) -> ForestLayout:
    """Trees across the top of ``area`` (``split`` of its height when there are grouped cards), the grouped
    cards below; or, with ``side`` (a share of the width), the trees on the left and the cards on the right.
    ``new_tree``: leave a slot for a trunk that starts a tree. ``foot_h``: a line under each tree (its height
    and points). ``depth(card width)``: how much of a tree's card must show for its value to read whole (the
    face's corner medallion): the cards of a tree step down by that much where the height allows, else by
    ``STEP`` of a card (the table then writes the values over the cards' top bands).

    With neither ``split`` nor ``side`` given, the forest is laid out the way that makes its cards the largest:
    the line between the trees and the cards where the smaller of the two is the largest, the trees beside
    the cards in a wide area when that is better (a few trees leave most of the width empty), and the height
    one of them does not use given to the other."""
    groups = group_cards(forest.cards, kind_of, cat_of, order_of)
    both = bool(groups) and bool(forest.trees or new_tree)
    args = (forest, numbers, kind_of, cat_of, order_of, area, aspect, max_w, new_tree, _Heads(label_h, foot_h, depth),
            gap)
    if side and both:
        return _side_by_side(*args, side)
    if split is None and both:
        options = [_stacked(*args, groups, share / 20, fill=True) for share in range(7, 18)]
        if area.w > 1.2 * area.h:
            options += [_side_by_side(*args, share / 20) for share in range(3, 15)]
        # the smaller of the two kinds of cards as large as can be, then the two together
        return max(options, key=lambda lo: (min(lo.cw, lo.group_w), lo.cw + lo.group_w))
    return _stacked(*args, groups, 0.62 if split is None else split)


def _side_by_side(forest, numbers, kind_of, cat_of, order_of, area, aspect, max_w, new_tree, heads, gap,
                  side: float) -> ForestLayout:
    """A wide, low area (another player's forest; a forest of few trees): the trees on the left (``side`` of the
    width), the cards on the right."""
    left = pygame.Rect(area.x, area.y, int(area.w * side), area.h)
    right = pygame.Rect(left.right + gap, area.y, area.right - left.right - gap, area.h)
    wood = forest_layout(_Trees(forest), numbers, kind_of, cat_of, order_of, left, aspect, max_w, new_tree,
                         heads.label, gap, foot_h=heads.foot, depth=heads.depth)
    cards = forest_layout(_Cards(forest), numbers, kind_of, cat_of, order_of, right, aspect, max_w, False,
                          heads.label, gap)
    wood.groups, wood.cards_zone, wood.group_w, wood.area = cards.groups, cards.cards_zone, cards.group_w, \
        pygame.Rect(area)
    return wood


def _tree_width(area_w: int, trees_h: int, cols: int, cards: int, aspect: float, max_w: int, label_h: int,
                gap: int) -> int:
    """The trees' card width: ``cols`` columns across ``area_w``, the tallest (``cards`` cards) within
    ``trees_h``."""
    cw = max_w
    if cols:
        cw = min(cw, (area_w - gap * (cols - 1)) / cols)
        cw = min(cw, (trees_h - label_h) / (aspect * (1 + STEP * (cards - 1))))
    return max(8, int(cw))


def _trees_height(cw: int, cards: int, aspect: float, label_h: int) -> int:
    """The height the trees take with cards ``cw`` wide (their numbers, the tallest column)."""
    ch = round(cw * aspect)
    return label_h + (cards - 1) * max(2, round(ch * STEP)) + ch


def _group_grid(n: int, zone_w: int, zone_h: int, aspect: float, max_w: int, gap: int) -> tuple[int, int]:
    """(card width, rows) of ``n`` grouped cards as large as they fit in the zone, on one row or more."""
    rows, gw = 1, 0.0
    for r in (1, 2, 3):
        per_row = math.ceil(n / r)
        w = min(max_w, (zone_w - gap * (per_row - 1)) / per_row, (zone_h - gap * (r - 1)) / r / aspect)
        if w > gw:
            gw, rows = w, r
    return max(8, int(gw)), rows


class _Heads:
    """What a tree column holds besides its cards: its number's line on top (``label``), its foot line
    (``foot``), and how far its cards must step down for their values to read (``depth``, or None)."""

    __slots__ = ("label", "foot", "depth")

    def __init__(self, label: int, foot: int, depth) -> None:
        self.label, self.foot, self.depth = label, foot, depth


def _stacked(forest, numbers, kind_of, cat_of, order_of, area, aspect, max_w, new_tree, heads, gap, groups,
             split: float, fill: bool = False) -> ForestLayout:
    """The trees across the top, the grouped cards below. ``fill``: the height the trees or the cards leave
    unused (held back by the width) goes to the other."""
    label_h = heads.label + heads.foot          # the column's lines: its cards get the rest
    out = ForestLayout(area=pygame.Rect(area))
    trees = list(forest.trees)
    cols = len(trees) + (1 if new_tree else 0)
    trees_h = area.h if not groups else int(area.h * split)
    if not trees and not new_tree:
        trees_h = 0
    between = gap if trees_h and groups else 0
    groups_h = area.h - trees_h - between
    # the tallest column: its trunks and a canopy (or the canopy's place, kept for the canopy to come)
    cards = max([len(t.trunks) + 1 for t in trees] + [2])
    cw = _tree_width(area.w, trees_h, cols, cards, aspect, max_w, label_h, gap)
    n = len(groups)
    gw, rows = _group_grid(n, area.w, groups_h, aspect, max_w, gap) if groups else (0, 1)
    if fill and groups and trees_h:
        # the trees held back by the width: their spare height goes to the cards ...
        used = _trees_height(cw, cards, aspect, label_h)
        if used < trees_h:
            more = _group_grid(n, area.w, area.h - used - between, aspect, max_w, gap)
            if more[0] > gw:
                gw, rows = more
                trees_h = used
        # ... and the cards' spare height to the trees
        used_g = rows * round(gw * aspect) + (rows - 1) * gap
        room = area.h - used_g - between
        if room > trees_h:
            wider = _tree_width(area.w, room, cols, cards, aspect, max_w, label_h, gap)
            if wider > cw:
                cw = wider
            trees_h = room
        groups_h = area.h - trees_h - between
    ch = round(cw * aspect)
    out.cw, out.ch = cw, ch
    step = max(2, round(ch * STEP))
    if heads.depth is not None and cards > 1:
        # a deeper step, so each card's value shows whole, where the trees' height has room for it
        room = (trees_h - label_h - ch) // (cards - 1)
        step = max(step, min(heads.depth(cw), room))
    if cols:
        total = cols * cw + (cols - 1) * gap
        x = area.x + max(0, (area.w - total) // 2) if not groups else area.x
        top = area.y + heads.label
        for t in trees:
            crown = pygame.Rect(x, top, cw, ch)
            placed = [(t.canopy, crown)] if t.canopy >= 0 else []
            k = len(t.trunks)
            for i in range(k):          # the first trunk at the base, the later ones above it
                placed.append((t.trunks[k - 1 - i], pygame.Rect(x, top + (i + 1) * step, cw, ch)))
            bottom = top + k * step + ch
            rect = pygame.Rect(x, area.y, cw, bottom - area.y)
            out.trees.append(TreeSpot(t.tid, numbers.get(t.tid, 0), rect, crown,
                                      pygame.Rect(x, area.y, cw, heads.label), placed, t.canopy >= 0, t.scored,
                                      t.awarded, k, pygame.Rect(x, bottom, cw, heads.foot), step))
            x += cw + gap
        if new_tree:
            out.new_tree = pygame.Rect(x, top + step, cw, ch)
    if groups:
        zone = pygame.Rect(area.x, area.bottom - groups_h, area.w, groups_h)
        out.cards_zone = zone
        gh = round(gw * aspect)
        per_row = math.ceil(n / rows)
        out.group_w = gw
        for i, (kind, uids) in enumerate(groups):
            r, c = divmod(i, per_row)
            out.groups.append(Group(kind, uids, pygame.Rect(zone.x + c * (gw + gap), zone.y + r * (gh + gap), gw,
                                                            gh)))
    elif trees_h:
        out.cards_zone = pygame.Rect(area.x, area.bottom - max(gap, area.h // 8), area.w, max(gap, area.h // 8))
    return out


class _Trees:
    """A forest's trees alone (for a side-by-side layout)."""

    def __init__(self, forest) -> None:
        self.trees, self.cards = forest.trees, []


class _Cards:
    """A forest's cards outside its trees alone."""

    def __init__(self, forest) -> None:
        self.trees, self.cards = [], forest.cards


# ---------------------------------------------------------------------------- the piles


@dataclass
class PilesLayout:
    spots: list[pygame.Rect]                 # spot index -> its pile's card rect
    seats: list[tuple[int, pygame.Rect]]     # 3–4 players: (seat, its name tag's rect) around the ring
    cw: int
    ch: int


def piles_row(area: pygame.Rect, aspect: float, max_w: int, gap: int, label_h: int) -> PilesLayout:
    """Two players or solo: New Growth 1, 2, 3 side by side, their names above."""
    cw = int(min(max_w, (area.w - 2 * gap) / 3, (area.h - label_h) / aspect))
    ch = round(cw * aspect)
    total = 3 * cw + 2 * gap
    x0 = area.centerx - total // 2
    y = area.y + label_h
    return PilesLayout([pygame.Rect(x0 + i * (cw + gap), y, cw, ch) for i in range(3)], [], cw, ch)


def face_up_rows(column: pygame.Rect, top: int, counts: list[tuple[int, int]], aspect: float, max_w: int,
                 gap: int, head_h: int) -> list[tuple[int, pygame.Rect, list[pygame.Rect]]]:
    """Solo: the Threats lying face up on the piles, each pile's as a row of whole cards under the piles (from
    ``top`` down to ``column``'s bottom), titled: [(spot, its title's rect, its cards' rects)] for ``counts``
    [(spot, how many face up)], the cards as large as the room allows (at most ``max_w`` wide), never over one
    another."""
    counts = [(spot, n) for spot, n in counts if n]
    if not counts:
        return []
    most = max(n for _, n in counts)
    room = column.bottom - top - len(counts) * (head_h + gap)
    cw = max(8, int(min(max_w, (column.w - gap * (most - 1)) / most, room / len(counts) / aspect)))
    ch = round(cw * aspect)
    out = []
    y = top
    for spot, n in counts:
        title = pygame.Rect(column.x, y, column.w, head_h)
        x0 = column.centerx - (n * cw + (n - 1) * gap) // 2
        out.append((spot, title, [pygame.Rect(x0 + i * (cw + gap), title.bottom, cw, ch) for i in range(n)]))
        y = title.bottom + ch + gap
    return out


def piles_ring(area: pygame.Rect, aspect: float, players: int, me: int, max_w: int, tag_h: int) -> PilesLayout:
    """3–4 players (§15.1): the seats around the table, the seat on screen at the bottom and the next seats
    clockwise (the turn order: to the left on screen), a side pile between each two neighbours, the central
    pile in the middle. A seat's right-hand pile (its NG1) is the one it shares with the seat before it."""
    step = 2 * math.pi / players
    cx, cy = area.centerx, area.centery
    # cards as large as the ring allows: the central pile and the side piles must not meet
    cw = int(min(max_w, area.w / 5.4, area.h / aspect / 4.4))
    ch = round(cw * aspect)
    rx = (area.w - cw) / 2 - 2
    ry = (area.h - tag_h) / 2 - 2
    spots: list[pygame.Rect] = []
    pile_r = 0.78
    for s in range(players):
        a = math.pi / 2 + (s - me + 0.5) * step
        x, y = cx + rx * pile_r * math.cos(a), cy + ry * pile_r * math.sin(a)
        spots.append(pygame.Rect(round(x - cw / 2), round(y - ch / 2), cw, ch))
    spots.append(pygame.Rect(cx - cw // 2, cy - ch // 2, cw, ch))
    seats = []
    # a name tag at the side of the table stops short of the central pile
    tag_w = int(min(area.w * 0.42, area.w / 2 - cw / 2 - 6))
    for s in range(players):
        a = math.pi / 2 + (s - me) * step
        x, y = cx + rx * math.cos(a), cy + ry * math.sin(a)
        tag = pygame.Rect(0, 0, tag_w, tag_h)
        tag.center = (round(x), round(y))
        tag.clamp_ip(area)
        seats.append((s, tag))
    return PilesLayout(spots, seats, cw, ch)
