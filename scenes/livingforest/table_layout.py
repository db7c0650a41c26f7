"""The Living Forest table's geometry (pure: rects from the window's size, the scale, the player count).

Planned as three columns under the top bar:

- left: the Circle of Spirits (a square as wide as the column), the supplies under it, the game log below;
- centre: on top the band everyone shares (the three reserve rows of Guardian Animals with their stacks, the tree
  dispensers; in two lines: levels 1 and 2, then level 3 and the dispensers), then the seat on screen's area (its forest large, its Help Line, piles, counts), then the strip
  where every decision is asked (its title, its sentence, its buttons);
- right: the other seats, each in a compact panel (forest, Help Line, counts), as many as there are.

Every rect is computed once per size (the table memoises ``TableLayout``); the widgets lay themselves out in them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass
class SeatArea:
    """One seat's panel: its header (name, counts), its forest board, its Help Line, its facts (piles, tiles)."""

    seat: int
    rect: pygame.Rect
    head: pygame.Rect
    board: pygame.Rect
    help: pygame.Rect
    facts: pygame.Rect


@dataclass
class TableLayout:
    gap: int
    left: pygame.Rect
    circle: pygame.Rect
    supplies: pygame.Rect
    log: pygame.Rect | None
    centre: pygame.Rect
    reserve: pygame.Rect
    reserve_rows: dict[int, pygame.Rect]       # level -> the row's rect (label, 4 slots, the stack)
    # (the dispensers' rect: two rows of six tree tiles)
    card_w: int                                # a reserve card's width
    dispensers: pygame.Rect
    tree_size: int
    mine: SeatArea | None
    strip: pygame.Rect
    others: list[SeatArea] = field(default_factory=list)


def _split_seat(seat: int, rect: pygame.Rect, head_h: int, gap: int, compact: bool) -> SeatArea:
    """A seat's panel cut into its parts: the header across the top; the board on the left; the Help Line and the
    facts on the right (the seat on screen), or the facts beside the board and the Help Line under both (the
    compact panels of the others)."""
    inner = rect.inflate(-2 * gap, -2 * gap)
    head = pygame.Rect(inner.x, inner.y, inner.w, head_h)
    body = pygame.Rect(inner.x, head.bottom + gap // 2, inner.w, inner.bottom - head.bottom - gap // 2)
    if compact and body.h > body.w * 1.1:
        # a tall panel (the one other seat of a 2-player game): the board across, the facts, the Help Line below
        board = pygame.Rect(body.x, body.y, body.w, min(int(body.w / 1.55), body.h // 2))
        facts = pygame.Rect(body.x, board.bottom + gap // 2, body.w, head_h * 3 // 2)   # ~3 lines
        # the Help Line takes all the height left: its cards grow into two or three lines rather than leave
        # the panel's lower half empty
        help_rect = pygame.Rect(body.x, facts.bottom + gap // 2, body.w, body.bottom - facts.bottom - gap // 2)
        return SeatArea(seat, rect, head, board, help_rect, facts)
    if compact:
        # the board as tall as its width wants (it keeps its shape), the Help Line all the height left under it
        least = max(24, int(body.h * 0.3))
        board_w = min(int(body.w * 0.62), int((body.h - least - gap // 2) * 1.55))
        top = pygame.Rect(body.x, body.y, body.w, max(int(board_w / 1.55), head_h * 3 // 2))
        board = pygame.Rect(top.x, top.y, board_w, top.h)
        facts = pygame.Rect(board.right + gap // 2, top.y, top.right - board.right - gap // 2, top.h)
        help_rect = pygame.Rect(body.x, top.bottom + gap // 2, body.w, body.bottom - top.bottom - gap // 2)
        return SeatArea(seat, rect, head, board, help_rect, facts)
    board_w = min(int(body.w * 0.5), int(body.h * 1.52))
    board = pygame.Rect(body.x, body.y, board_w, body.h)
    right = pygame.Rect(board.right + gap, body.y, body.right - board.right - gap, body.h)
    facts_h = max(head_h * 2, int(right.h * 0.34))
    facts = pygame.Rect(right.x, right.bottom - facts_h, right.w, facts_h)
    help_rect = pygame.Rect(right.x, right.y, right.w, facts.y - gap // 2 - right.y)
    return SeatArea(seat, rect, head, board, help_rect, facts)


def table_layout(size: tuple[int, int], s: float, bar: int, players: int, seat: int, show_log: bool,
                 aspect: float, line: int, strip_h: int) -> TableLayout:
    """The rects of the whole table. ``line``: a label's height; ``strip_h``: the decision strip's height (its
    text and a row of buttons); ``aspect``: a card's height / width."""
    w, h = size
    gap = max(6, w // 180)
    top = bar + gap
    left_w = int(w * 0.215)
    right_w = int(w * (0.2 if players > 2 else 0.22))
    left = pygame.Rect(gap, top, left_w, h - top - gap)
    right = pygame.Rect(w - gap - right_w, top, right_w, h - top - gap)
    centre = pygame.Rect(left.right + gap, top, right.x - gap - left.right - gap, h - top - gap)

    # left: the Circle, the supplies, the log
    circle = pygame.Rect(left.x, left.y, left.w, left.w)
    supplies = pygame.Rect(left.x, circle.bottom + gap // 2, left.w, line + gap)
    log_rect = pygame.Rect(left.x, supplies.bottom + gap, left.w, left.bottom - supplies.bottom - gap)
    log = log_rect if show_log and log_rect.h >= int(90 * s) else None

    # centre, top band in two lines, each cut in two halves: levels 1 and 2 above, level 3 and the tree dispensers
    # (two rows of six) below; each level is its 4 cards and its stack. Half the centre's width per level gives
    # the cards room to be read (a single line of 12 cards and 3 stacks left them ~50 px wide at 1280×720)
    half = (centre.w - gap) // 2
    most_h = int(centre.h * 0.38) // 2 - line - gap           # the two lines take at most ~38 % of the height
    card_w = int(min((half - 2 * gap) / (4 + 0.62), most_h / aspect, 120 * s))
    card_h = round(card_w * aspect)
    row_h = line + card_h + gap // 2
    reserve = pygame.Rect(centre.x, centre.y, centre.w, 2 * row_h + gap // 2)
    rows = {1: pygame.Rect(centre.x, centre.y, half, row_h),
            2: pygame.Rect(centre.x + half + gap, centre.y, half, row_h),
            3: pygame.Rect(centre.x, centre.y + row_h + gap // 2, half, row_h)}
    dispensers = pygame.Rect(centre.x + half + gap, rows[3].y, centre.w - half - gap, row_h)
    # two rows of six tiles, each with its count in a pill astride its top edge (half a line above each row)
    tree_size = int(min((dispensers.w - 5 * gap * 0.6) / 6, (row_h - line - gap // 2) / 2, 78 * s))

    strip = pygame.Rect(centre.x, centre.bottom - strip_h, centre.w, strip_h)
    mine_rect = pygame.Rect(centre.x, reserve.bottom + gap, centre.w, strip.y - gap - reserve.bottom - gap)
    mine = _split_seat(seat, mine_rect, line + gap // 2, gap, compact=False)

    others_seats = [(seat + k) % players for k in range(1, players)]
    others = []
    if others_seats:
        n = len(others_seats)
        each = (right.h - gap * (n - 1)) // n
        for i, other in enumerate(others_seats):
            rect = pygame.Rect(right.x, right.y + i * (each + gap), right.w, each)
            # a compact panel's head in two lines: the name and its status, then the three counts
            others.append(_split_seat(other, rect, line * 2 - 2, max(4, gap * 2 // 3), compact=True))
    return TableLayout(gap, left, circle, supplies, log, centre, reserve, rows, card_w, dispensers, tree_size,
                       mine, strip, others)


def settle_row(places: list[int | None], row: list[int], size: int) -> list[int | None]:
    """Where each card of a reserve row lies on the table: ``places`` is where they lay before (None: an empty
    place), ``row`` the row the view gives now. A card taken leaves its place empty and the others stay put (a
    second quick click never lands on a neighbour slid over); cards come back or arrive in the empty places, left
    first, and stay there (the rules' row lists them in another order: it is not the table's). A row that shares
    no card with the places (another game) is laid out afresh as the view gives it."""
    kept = [c for c in places if c is not None and c in row]
    if not kept:
        return list(row) + [None] * max(0, size - len(row))
    out = [c if c in kept else None for c in places]
    for card in (c for c in row if c not in kept):
        if None in out:
            out[out.index(None)] = card
        else:
            out.append(card)
    out += [None] * max(0, size - len(out))
    while len(out) > size and out[-1] is None:
        out.pop()
    return out
