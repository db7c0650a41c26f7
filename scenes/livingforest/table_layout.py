"""The Living Forest table's geometry (pure: rects from the window's size, the scale, the player count).

Planned as three columns under the top bar:

- left: the Circle of Spirits (a square as wide as the column), the supplies under it, the game log below;
- centre: on top the band everyone shares (the three reserve rows of Guardian Animals with their stacks, the tree
  dispensers), then the seat on screen's area (its forest large, its Help Line, piles, counts), then the strip
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
        facts = pygame.Rect(body.x, board.bottom + gap // 2, body.w, head_h * 3)
        help_rect = pygame.Rect(body.x, facts.bottom + gap // 2, body.w,
                                min(body.bottom - facts.bottom - gap // 2, int(body.w * 0.5)))
        return SeatArea(seat, rect, head, board, help_rect, facts)
    if compact:
        help_h = max(24, int(body.h * 0.3))
        top = pygame.Rect(body.x, body.y, body.w, body.h - help_h - gap // 2)
        board_w = min(int(top.w * 0.62), int(top.h * 1.55))
        board = pygame.Rect(top.x, top.y, board_w, top.h)
        facts = pygame.Rect(board.right + gap // 2, top.y, top.right - board.right - gap // 2, top.h)
        help_rect = pygame.Rect(body.x, top.bottom + gap // 2, body.w, help_h)
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

    # centre, top band: 12 reserve slots and their 3 stacks in one line (grouped by level), the dispensers under
    slots = 3 * 4
    card_w = int(min((centre.w - gap * 4) / (slots + 3 * 0.62), 96 * s))
    card_h = round(card_w * aspect)
    reserve = pygame.Rect(centre.x, centre.y, centre.w, line + card_h + gap)
    group_w = (reserve.w - 2 * gap) // 3
    rows = {lv: pygame.Rect(reserve.x + i * (group_w + gap), reserve.y, group_w, reserve.h)
            for i, lv in enumerate((1, 2, 3))}
    tree_size = int(min((centre.w - 11 * gap * 0.6) / 12, 78 * s, card_h * 0.9))
    dispensers = pygame.Rect(centre.x, reserve.bottom + gap // 2, centre.w, tree_size + line + gap // 2)

    strip = pygame.Rect(centre.x, centre.bottom - strip_h, centre.w, strip_h)
    mine_rect = pygame.Rect(centre.x, dispensers.bottom + gap, centre.w, strip.y - gap - dispensers.bottom - gap)
    mine = _split_seat(seat, mine_rect, line + gap // 2, gap, compact=False)

    others_seats = [(seat + k) % players for k in range(1, players)]
    others = []
    if others_seats:
        n = len(others_seats)
        each = (right.h - gap * (n - 1)) // n
        for i, other in enumerate(others_seats):
            rect = pygame.Rect(right.x, right.y + i * (each + gap), right.w, each)
            others.append(_split_seat(other, rect, line, max(4, gap * 2 // 3), compact=True))
    return TableLayout(gap, left, circle, supplies, log, centre, reserve, rows, card_w, dispensers, tree_size,
                       mine, strip, others)
