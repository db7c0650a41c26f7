"""A Spirit's Forest board as printed: the 5x3 clearing, the starting tree on ``rules.start_cell``, each corner's
bonus (rules.corners) and each line's bonus (rules.lines) at the line's end, lit when earned — a corner when a tree
stands on it, a line when ``scoring.completed_lines`` says so. Cells where a tree may go glow (``lit``); a dragged
tree shows as a ghost (``hover``).

``ForestBoard(app, rules)``: ``layout(rect)``, ``draw(surface, forest, lang, lit=(), hover=None)``,
``cell_at(pos)``, ``cell_rect(cell)``, ``piece_at(pos, forest)`` (what the card viewer reads there: a tree, a corner,
a line). The board is drawn from ~260x156 px (an opponent's) to ~900x540; its printed background is painted once
per size. ``piece_picture``: the card viewer's picture of a corner or a line.
"""
from __future__ import annotations

import math

import pygame

from game.livingforest import scoring
from game.livingforest.cards import START_TREE
from game.livingforest.rules_text import corner_piece, line_piece

from ..artkit import Vec, mix, rounded_pts
from .glyph_shapes import FRAGMENT, GOLD, INK, WHITE, draw_symbol, shape
from .glyphs import lf_glyphs

Cell = tuple[int, int]

_CLEARING = (150, 184, 96)
_CLEARING_DARK = (92, 128, 62)
_SOIL = (122, 96, 62)
_SOIL_LIGHT = (168, 140, 96)
_FRAME = (70, 52, 32)
_STRIP = 0.62          # the bonus strips (right and bottom), in cells
_GAP = 0.07            # between cells, in cells
_PAD = 0.14            # the frame around the cells, in cells
_LEGIBLE_BADGE = 14    # a bonus plaque's height (px) from which its amount is written (below: its symbol only)


class ForestBoard:
    """One forest board widget; ``layout`` it in a rect, then ``draw`` any seat's forest in it."""

    def __init__(self, app, rules):
        self.app = app
        self.rules = rules
        self.glyphs = lf_glyphs(app)
        self.rect = pygame.Rect(0, 0, 0, 0)      # the board itself (within the rect given to layout)
        self.cell = 0.0                          # a cell's side, px
        self._origin = (0.0, 0.0)                # the top left of cell (0, 0)
        self._background: pygame.Surface | None = None
        self._bg_key: tuple | None = None
        self.lit_lines: set[str] = set()         # what the last draw showed earned (read by tests and tooltips)
        self.lit_corners: set[Cell] = set()

    # ------------------------------------------------------------------ geometry

    def layout(self, rect) -> None:
        """Fit the board, its proportions kept, centred in ``rect``."""
        rect = pygame.Rect(rect)
        w, h = self.rules.width, self.rules.height
        units_w = w + (w - 1) * _GAP + 2 * _PAD + _STRIP
        units_h = h + (h - 1) * _GAP + 2 * _PAD + _STRIP
        self.cell = max(4.0, min(rect.w / units_w, rect.h / units_h))
        bw, bh = round(units_w * self.cell), round(units_h * self.cell)
        self.rect = pygame.Rect(0, 0, bw, bh)
        self.rect.center = rect.center
        self._origin = (self.rect.x + _PAD * self.cell, self.rect.y + _PAD * self.cell)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        """The rect of a cell (x column 0..width-1, y row 0..height-1) on screen."""
        x, y = cell
        step = self.cell * (1 + _GAP)
        left = self._origin[0] + x * step
        top = self._origin[1] + y * step
        return pygame.Rect(round(left), round(top), round(left + self.cell) - round(left),
                           round(top + self.cell) - round(top))

    def cell_at(self, pos) -> Cell | None:
        """The cell under a screen point, or None (a gap, the frame, outside)."""
        for y in range(self.rules.height):
            for x in range(self.rules.width):
                if self.cell_rect((x, y)).collidepoint(pos):
                    return (x, y)
        return None

    def line_badge_rect(self, line) -> pygame.Rect:
        """Where a line's printed bonus sits: a plaque below a column, an upright one right of a row."""
        cells = line.cells
        last = self.cell_rect(max(cells))
        gap = round(self.cell * (_GAP + _PAD * 0.3))
        if len({c[0] for c in cells}) == 1:          # a column: below its bottom cell
            h = round(self.cell * 0.44)
            r = pygame.Rect(0, 0, round(h * 1.9), h)
            r.centerx = last.centerx
            r.top = last.bottom + gap
        else:                                         # a row: right of its last cell
            w = round(self.cell * 0.44)
            r = pygame.Rect(0, 0, w, round(w * 1.9))
            r.centery = last.centery
            r.left = last.right + gap
        return r

    def corner_badge_rect(self, corner, planted: bool = False) -> pygame.Rect:
        """Where a corner's printed bonus sits: printed on the soil in the middle of the empty cell; once a tree
        stands there, a small plaque on the tile's corner that holds no printed number (top right for the top
        corners, bottom left for the bottom ones)."""
        cr = self.cell_rect(corner.cell)
        if not planted:
            h = round(self.cell * 0.44)
            r = pygame.Rect(0, 0, round(h * 1.9), h)
            r.center = cr.center
            return r
        h = round(self.cell * 0.27)
        r = pygame.Rect(0, 0, round(h * 1.9), h)
        pad = round(self.cell * 0.02)
        if corner.cell[1] == 0:
            r.topright = (cr.right - pad, cr.top + pad)
        else:
            r.bottomleft = (cr.left + pad, cr.bottom - pad)
        return r

    def piece_at(self, pos, forest) -> tuple[str, pygame.Rect] | None:
        """What the card viewer shows for a point of the board, as (kind id, its rect): a line's printed bonus, a
        corner's (its whole cell while empty; once planted, the plaque on the tile), a tree (the starting tree
        too); None for an empty cell, the frame or outside."""
        if not self.rect.collidepoint(pos):
            return None
        forest = {tuple(c): t for c, t in forest.items()}
        for line in self.rules.lines:
            r = self.line_badge_rect(line)
            if r.collidepoint(pos):
                return line_piece(line.id), r
        for corner in self.rules.corners:
            planted = tuple(corner.cell) in forest
            r = self.corner_badge_rect(corner, planted=True) if planted else self.cell_rect(corner.cell)
            if r.collidepoint(pos):
                return corner_piece(corner.cell), r
        cell = self.cell_at(pos)
        if cell is None:
            return None
        tree = START_TREE if cell == tuple(self.rules.start_cell) else forest.get(cell)
        return (tree, self.cell_rect(cell)) if tree else None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, forest, lang: str, lit=(), hover=None, colour: str | None = None) -> None:
        """Draw the board with ``forest`` (cell -> tree id, as ``view.forest(seat)`` gives it; the start cell is
        drawn with the starting tree whatever the mapping says). ``lit``: cells where a tree may go (they glow).
        ``hover``: a cell (outlined) or ``(cell, tree_id)`` (the dragged tree's ghost on that cell). ``colour``:
        the Spirit colour id of the starting tree."""
        if self.cell <= 0 or self.rect.w <= 0:
            return
        forest = {tuple(c): t for c, t in forest.items()}
        surface.blit(self._printed(), self.rect.topleft)
        g = self.glyphs
        start = tuple(self.rules.start_cell)
        tile = max(8, round(self.cell * 0.92))
        for y in range(self.rules.height):
            for x in range(self.rules.width):
                cell = (x, y)
                tree = START_TREE if cell == start else forest.get(cell)
                if tree:
                    r = self.cell_rect(cell)
                    pic = g.tree(tree, tile, lang, colour_id=colour if tree == START_TREE else None)
                    surface.blit(pic, pic.get_rect(center=r.center))
        for cell in lit:
            self._glow(surface, self.cell_rect(tuple(cell)))
        self._draw_corners(surface, forest)
        self._draw_lines(surface, forest)
        if hover is not None:
            self._draw_hover(surface, hover, lang, tile)

    def _draw_hover(self, surface: pygame.Surface, hover, lang: str, tile: int) -> None:
        if len(hover) == 2 and isinstance(hover[1], str):
            cell, tree = tuple(hover[0]), hover[1]
        else:
            cell, tree = tuple(hover), None
        if not self.rules.on_board(cell):
            return
        r = self.cell_rect(cell)
        if tree:
            ghost = self.glyphs.tree(tree, tile, lang).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=r.center))
        pygame.draw.rect(surface, WHITE, r.inflate(4, 4), max(2, round(self.cell * 0.04)),
                         border_radius=round(self.cell * 0.12))

    def _glow(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        def make() -> pygame.Surface:
            glow = pygame.Surface(r.size, pygame.SRCALPHA)
            radius = round(self.cell * 0.12)
            pygame.draw.rect(glow, (255, 240, 150, 70), glow.get_rect(), border_radius=radius)
            pygame.draw.rect(glow, (255, 236, 120, 230), glow.get_rect(), max(2, round(self.cell * 0.05)),
                             border_radius=radius)
            return glow
        surface.blit(self.glyphs.cached(("lf-board-glow", r.size), make), r.topleft)

    def _draw_corners(self, surface: pygame.Surface, forest) -> None:
        self.lit_corners = set()
        for corner in self.rules.corners:
            earned = tuple(corner.cell) in forest
            if earned:
                self.lit_corners.add(tuple(corner.cell))
            r = self.corner_badge_rect(corner, planted=earned)
            what = (corner.effect, corner.amount)
            surface.blit(self._badge(what, r.size, earned), r.topleft)

    def _draw_lines(self, surface: pygame.Surface, forest) -> None:
        done = self.lit_lines = {line.id for line in scoring.completed_lines(self.rules, forest)}
        for line in self.rules.lines:
            r = self.line_badge_rect(line)
            surface.blit(self._badge((line.element, line.amount), r.size, line.id in done), r.topleft)

    def _badge(self, what: tuple, size: tuple[int, int], earned: bool) -> pygame.Surface:
        """A printed bonus: a plaque with its symbol and its amount (along the plaque's long side); dim while
        waiting, gold and bright once earned. ``what``: (an element, or a corner effect, amount)."""
        g = self.glyphs

        def make() -> pygame.Surface:
            name, amount = what
            w, h = size
            v = Vec((w, h), 4)
            short = min(w, h)
            rim = GOLD if earned else (70, 58, 42)
            face = (255, 246, 206) if earned else (214, 204, 176)
            v.polygon(rounded_pts(0, 0, w, h, short * 0.5), rim)
            edge = max(1.5, short * 0.1)
            v.polygon(rounded_pts(edge, edge, w - 2 * edge, h - 2 * edge, short * 0.5 - edge), face)
            wide = w >= h
            glyph_at = (short * 0.55, h / 2) if wide else (w / 2, short * 0.55)
            text_at = (w - short * 0.62, h / 2) if wide else (w / 2, h - short * 0.6)
            legible = short >= _LEGIBLE_BADGE
            grow = 1.0
            if not legible:                      # too small for a number: the symbol alone, centred and as large
                glyph_at = (w / 2, h / 2)        # as the plaque allows (a 3 px symbol read as an empty plaque)
                grow = 1.4
            symbol = {"attract": "sun", "extinguish": "water"}.get(name, name)
            if symbol == "fragments":
                fill, ink = FRAGMENT
                shape(v, "fragment", *glyph_at, short * 0.36 * grow, ink)
                shape(v, "fragment", *glyph_at, short * 0.28 * grow, fill)
                label = f"{amount}"
            else:
                draw_symbol(v, symbol, *glyph_at, short * 0.34 * grow)
                label = f"+{amount}"
            surf = v.down()
            if legible:
                g.number(surf, label, text_at, max(6, round(short * 0.56)), colour=INK, ink=face)
            if not earned:
                surf.set_alpha(225)
            return surf
        return g.cached(("lf-board-badge", what, size, earned), make)

    def _decorate(self, v: Vec, right: float, bottom: float, step: float) -> None:
        """The clearing's life in the margins the bonuses leave free: wild flowers, pebbles, a mushroom ring."""
        c = self.cell
        strip = c * _STRIP
        # below the first and last columns (the corner bonuses are in the cells): flowers and pebbles
        for i, (x, y) in enumerate(((c * 0.3, bottom + strip * 0.35), (c * 0.7, bottom + strip * 0.55),
                                    (right - step + c * 0.35, bottom + strip * 0.5))):
            x += self._origin[0] - self.rect.x
            colour = ((236, 110, 160), (250, 246, 230), (246, 206, 70))[i % 3]
            shape(v, "flower", x, y, c * 0.09, colour)
            v.circle((x, y), c * 0.035, (250, 214, 80))
        for x, y, r in ((c * 0.95, bottom + strip * 0.4, 0.06), (c * 1.05, bottom + strip * 0.55, 0.045),
                        (right - step + c * 0.75, bottom + strip * 0.35, 0.055)):
            x += self._origin[0] - self.rect.x
            v.ellipse((x, y), c * r * 1.3, c * r, (120, 116, 104))
            v.ellipse((x - c * r * 0.2, y - c * r * 0.25), c * r * 0.7, c * r * 0.45, (176, 172, 160))
        # right of the first and last rows: a mushroom pair, a fern
        mx, my = right + strip * 0.25, self._origin[1] - self.rect.y + c * 0.55
        for dx, s_ in ((0, 1.0), (c * 0.2, 0.7)):
            v.rect((mx + dx - c * 0.025 * s_, my - c * 0.02, c * 0.05 * s_, c * 0.14 * s_), (244, 236, 214))
            v.ellipse((mx + dx, my - c * 0.03), c * 0.1 * s_, c * 0.06 * s_, (196, 64, 48))
            v.circle((mx + dx - c * 0.03 * s_, my - c * 0.05 * s_), c * 0.015 * s_, (250, 246, 230))
        fx, fy = right + strip * 0.4, bottom - c * 0.25
        for a in (-150, -120, -90, -60, -30):
            r = math.radians(a)
            v.polyline([(fx, fy), (fx + c * 0.24 * math.cos(r), fy + c * 0.22 * math.sin(r))], c * 0.05,
                       (64, 120, 58))

    def _printed(self) -> pygame.Surface:
        """The board's printed picture at its current size: a clearing in a wooden frame, soil cells."""
        key = (self.rect.size, round(self.cell, 3))
        if self._background is not None and self._bg_key == key:
            return self._background
        w, h = self.rect.size
        v = Vec((w, h), 3 if max(w, h) < 500 else 2)
        c = self.cell
        v.polygon(rounded_pts(0, 0, w, h, c * 0.2), _FRAME)
        v.polygon(rounded_pts(c * 0.05, c * 0.05, w - c * 0.1, h - c * 0.1, c * 0.16), _CLEARING_DARK)
        v.polygon(rounded_pts(c * 0.09, c * 0.09, w - c * 0.18, h - c * 0.18, c * 0.13), _CLEARING)
        # tufts of grass and moss: a fixed scatter, so the board looks the same every frame
        for i in range(int(w * h / (c * c) * 6)):
            px = c * 0.2 + (math.sin(i * 12.9898) * 43758.5453) % 1 * (w - c * 0.4)
            py = c * 0.2 + (math.sin(i * 78.233) * 12543.877) % 1 * (h - c * 0.4)
            shade = mix(_CLEARING, (60, 110, 50), 0.3 + 0.3 * ((i * 7) % 5) / 5)
            v.ellipse((px, py), c * 0.06, c * 0.03, shade)
        ox, oy = self._origin[0] - self.rect.x, self._origin[1] - self.rect.y
        step = c * (1 + _GAP)
        for y in range(self.rules.height):
            for x in range(self.rules.width):
                left, top = ox + x * step, oy + y * step
                v.polygon(rounded_pts(left, top, c, c, c * 0.12), mix(_SOIL, INK, 0.25))
                v.polygon(rounded_pts(left + c * 0.03, top + c * 0.03, c * 0.94, c * 0.94, c * 0.1), _SOIL)
                v.ellipse((left + c * 0.5, top + c * 0.56), c * 0.3, c * 0.18, _SOIL_LIGHT)
        self._decorate(v, ox + self.rules.width * step, oy + self.rules.height * step, step)
        self._background = v.down()
        self._bg_key = key
        return self._background


def piece_picture(app, rules, found: tuple[str, object], width: int, lang: str) -> pygame.Surface:
    """The card viewer's picture of a corner or a line bonus (``found`` as rules_text.piece gives it): an empty
    forest board ``width`` px wide, the piece's cells glowing and its printed bonus ringed in gold."""
    what, it = found
    board = ForestBoard(app, rules)
    board.layout(pygame.Rect(0, 0, width, width * 4))
    height = board.rect.h
    board.layout(pygame.Rect(0, 0, width, height))
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    cells = [tuple(it.cell)] if what == "corner" else [tuple(c) for c in it.cells]
    board.draw(surf, {}, lang, lit=cells)
    badge = board.corner_badge_rect(it) if what == "corner" else board.line_badge_rect(it)
    ring = max(2, round(board.cell * 0.06))
    pygame.draw.rect(surf, INK, badge.inflate(3 * ring, 3 * ring), ring + 2, border_radius=badge.h // 2 + ring)
    pygame.draw.rect(surf, GOLD, badge.inflate(3 * ring, 3 * ring), ring, border_radius=badge.h // 2 + ring)
    return surf
