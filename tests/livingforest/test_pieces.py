"""Living Forest's pieces (scenes/livingforest/glyphs.py, board.py, circle.py): every symbol, tile and tree drawn at
the table's sizes and told apart by its shape, the forest board's cells found again where they are drawn and its
printed bonuses lit exactly when earned, the Circle's rocks and fires found again where they are drawn and each
standee on its own rock."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.livingforest import scoring
from game.livingforest.cards import ELEMENTS, TREE_IDS, bundled_rules
from game.session import Match, Seat

from . import rig

RULES = bundled_rules()
SIZES = (14, 32, 96)


def ink(surf: pygame.Surface) -> pygame.mask.Mask:
    """Where a picture is drawn (its silhouette)."""
    return pygame.mask.from_surface(surf, 127)


def light(surf: pygame.Surface) -> pygame.mask.Mask:
    """Where a picture is light (the white figure of a tile, the digits of a number)."""
    mask = pygame.mask.Mask(surf.get_size())
    for x in range(surf.get_width()):
        for y in range(surf.get_height()):
            r, g, b, a = surf.get_at((x, y))
            if a > 127 and r + g + b > 600:
                mask.set_at((x, y))
    return mask


def apart(a: pygame.mask.Mask, b: pygame.mask.Mask) -> float:
    """The share of the two shapes' union where only one of them is (0: the same shape)."""
    union = a.copy()
    union.draw(b, (0, 0))
    both = a.overlap_mask(b, (0, 0)).count()
    total = union.count()
    return (total - both) / total if total else 0.0


def all_distinct(masks: dict, floor: float) -> None:
    for (ka, ma), (kb, mb) in itertools.combinations(masks.items(), 2):
        assert apart(ma, mb) > floor, f"{ka} and {kb} look alike ({apart(ma, mb):.2f})"


@pytest.fixture
def glyphs(make_app):
    from scenes.livingforest.glyphs import lf_glyphs

    app = make_app()
    return lf_glyphs(app)


def drawn(surf: pygame.Surface, size: int) -> None:
    assert surf.get_size() == (size, size)
    assert ink(surf).count() > size * size * 0.15, "almost nothing drawn"


# ---------------------------------------------------------------------------- symbols and tiles


def test_symbols_render_and_differ_by_shape_at_every_size(glyphs):
    assert glyphs is glyphs.app._lf_glyphs       # one per app
    for size in SIZES:
        pics = {e: glyphs.element(e, size) for e in ELEMENTS} | {s: glyphs.symbol(s, size) for s in "SG"}
        for pic in pics.values():
            drawn(pic, size)
        all_distinct({k: ink(p) for k, p in pics.items()}, 0.12 if size == 14 else 0.18)
        bonuses = {b: glyphs.rock_bonus(b, size) for b in sorted(set(RULES.rocks))}
        for pic in bonuses.values():
            drawn(pic, size)
        all_distinct({k: ink(p) for k, p in bonuses.items()}, 0.12)
        if size == 96:
            # nothing cut off by its square: every picture keeps a margin
            for pic in [*pics.values(), *bonuses.values(), glyphs.fragment(size)]:
                box = pic.get_bounding_rect(min_alpha=40)
                assert box.x > 0 and box.y > 0 and box.right < size and box.bottom < size, box
    with pytest.raises(ValueError):
        glyphs.element("fire", 32)


def test_tiles_and_tokens_render_and_differ(glyphs):
    from scenes.livingforest.glyphs import SPIRIT_COLOURS

    for size in SIZES:
        fires = {v: glyphs.fire(v, size) for v in sorted(RULES.fire_tiles)}
        for pic in fires.values():
            drawn(pic, size)
        # the value is what tells fires apart
        all_distinct({v: light(p) for v, p in fires.items()}, 0.1)
        for colour in SPIRIT_COLOURS:
            tiles = {k: glyphs.victory(k, size, colour) for k in RULES.victory_tiles}
            for pic in tiles.values():
                drawn(pic, size)
            all_distinct({k: light(p) for k, p in tiles.items()}, 0.12)
        for pic in (glyphs.fragment(size), glyphs.sacred_tree(size), glyphs.varan_badge(size)):
            drawn(pic, size)
        standees = [glyphs.standee(c, size) for c in SPIRIT_COLOURS]
        assert all(p.get_height() == size for p in standees)
        # the four Spirits differ by shape (their crests) and by colour (average colours far apart)
        if size >= 32:
            all_distinct({c: ink(p) for c, p in zip(SPIRIT_COLOURS, standees)}, 0.03)
        # the four Spirits differ by colour: their average colours are far apart
        means = [pygame.transform.average_color(p, consider_alpha=True)[:3] for p in standees]
        for a, b in itertools.combinations(means, 2):
            assert sum(abs(x - y) for x, y in zip(a, b)) > 60


def test_victory_tiles_are_told_apart_at_the_size_of_the_counts(glyphs):
    """The three counts beside each name (14-20 px) show a Victory tile each: flower, fire and tree must differ by
    their middle's colour too (white silhouettes on the Spirit's colour read as three alike blobs)."""
    from scenes.livingforest.glyphs import SPIRIT_COLOURS

    for size, colour in itertools.product((14, 16, 20), SPIRIT_COLOURS):
        middle = {}
        for kind in RULES.victory_tiles:
            pic = glyphs.victory(kind, size, colour)
            r = max(2, size // 4)
            middle[kind] = pygame.transform.average_color(pic.subsurface((size // 2 - r, size // 2 - r, 2 * r, 2 * r)))
        for (ka, a), (kb, b) in itertools.combinations(middle.items(), 2):
            assert sum(abs(x - y) for x, y in zip(a[:3], b[:3])) > 60, (size, colour, ka, kb)


def test_a_small_boards_bonus_plaques_still_show_their_symbol(make_app):
    """On the other Spirits' compact boards a printed bonus is too small for its number: its symbol then fills the
    plaque (a sun's yellow covers a good share of it), not a dot lost in an empty plaque."""
    from scenes.livingforest.board import ForestBoard

    board = ForestBoard(make_app(), RULES)
    for size in ((17, 9), (23, 12)):
        plaque = board._badge(("sun", 3), size, False)
        seen = [plaque.get_at((x, y)) for x in range(size[0]) for y in range(size[1])]
        drawn_px = [c for c in seen if c.a > 127]
        sunny = [c for c in drawn_px if c.r > 200 and c.g > 130 and c.b < 120]
        assert len(sunny) > 0.12 * len(drawn_px), (size, len(sunny), len(drawn_px))


def test_every_tree_tile_renders_and_each_type_looks_its_own(glyphs):
    for size in SIZES:
        pics = {t: glyphs.tree(t, size, "en") for t in TREE_IDS + ("start",)}
        for pic in pics.values():
            drawn(pic, size)
        if size >= 32:
            all_distinct({t: light(p) for t, p in pics.items()}, 0.04)
    coloured = glyphs.tree("start", 64, "en", colour_id="red")
    assert pygame.transform.average_color(coloured)[:3] != pygame.transform.average_color(glyphs.tree("start", 64))[:3]


def test_seat_colours_keep_choices_and_fill_in_order():
    from scenes.livingforest.glyphs import SPIRIT_COLOURS, seat_colours

    from game.livingforest import SPIRITS

    assert tuple(SPIRIT_COLOURS) == SPIRITS       # the colours the setup offers are the ones drawn
    order = list(SPIRIT_COLOURS)
    m = Match("living-forest", [Seat("A", colour=order[2]), Seat("B"), Seat("C", colour=order[2]), Seat("D")], 1)
    colours = seat_colours(m)
    assert colours[0] == order[2]
    assert len(set(colours)) == 4                     # a colour taken twice: the second seat gets a free one
    assert colours[1] == order[0] and colours[2] == order[1] and colours[3] == order[3]


# ---------------------------------------------------------------------------- the forest board


def board_for(make_app):
    from scenes.livingforest.board import ForestBoard

    return ForestBoard(make_app(), RULES)


@pytest.mark.parametrize("size", [(260, 156), (420, 260), (900, 540), (700, 300)])
def test_board_cells_round_trip(make_app, size):
    board = board_for(make_app)
    board.layout(pygame.Rect(13, 17, *size))
    assert board.rect.w <= size[0] and board.rect.h <= size[1]
    seen = set()
    for y in range(RULES.height):
        for x in range(RULES.width):
            r = board.cell_rect((x, y))
            assert board.rect.contains(r)
            assert board.cell_at(r.center) == (x, y)
            assert board.cell_at(r.topleft) == (x, y) and board.cell_at((r.right - 1, r.bottom - 1)) == (x, y)
            seen.add(tuple(r))
    assert len(seen) == RULES.width * RULES.height
    assert board.cell_at((board.rect.right - 2, board.rect.bottom - 2)) is None      # the bonus strip
    assert board.cell_at((0, 0)) is None


def test_board_lights_lines_exactly_when_completed(make_app):
    board = board_for(make_app)
    board.layout(pygame.Rect(0, 0, 600, 360))
    surf = pygame.Surface((600, 360))
    column = next(line for line in RULES.lines if len(line.cells) == 3)
    forest = {}
    trees = iter(TREE_IDS)
    for cell in column.cells:
        board.draw(surf, forest, "en")
        assert board.lit_lines == {line.id for line in scoring.completed_lines(RULES, forest)}
        assert column.id not in board.lit_lines
        if cell != RULES.start_cell:
            forest[cell] = next(trees)
    board.draw(surf, forest, "en")
    assert board.lit_lines == {column.id} == {line.id for line in scoring.completed_lines(RULES, forest)}
    full = {(x, y): TREE_IDS[(x + y) % 12] for x in range(RULES.width) for y in range(RULES.height)
            if (x, y) != RULES.start_cell}
    board.draw(surf, full, "en")
    assert board.lit_lines == {line.id for line in RULES.lines}
    assert board.lit_corners == {c.cell for c in RULES.corners}
    # a lit bonus looks different from an unlit one where it is printed
    r = board.line_badge_rect(column)
    lit_pic = surf.subsurface(r).copy()
    board.draw(surf, {}, "en")
    assert board.lit_lines == set() and board.lit_corners == set()
    assert pygame.transform.average_color(lit_pic) != pygame.transform.average_color(surf.subsurface(r))


def test_board_draws_trees_lit_cells_and_a_ghost(make_app):
    board = board_for(make_app)
    board.layout(pygame.Rect(0, 0, 600, 360))
    surf = pygame.Surface((600, 360))
    cell = (0, 1)
    r = board.cell_rect(cell)
    board.draw(surf, {}, "en")
    empty = pygame.transform.average_color(surf, r)
    board.draw(surf, {}, "en", lit=[cell])
    glowing = pygame.transform.average_color(surf, r)
    board.draw(surf, {}, "en", hover=(cell, "t8"))
    ghost = pygame.transform.average_color(surf, r)
    board.draw(surf, {cell: "t8"}, "en")
    planted = pygame.transform.average_color(surf, r)
    assert len({empty, glowing, ghost, planted}) == 4


# ---------------------------------------------------------------------------- the Circle of Spirits


def circle_for(make_app, rect=(0, 0, 600, 600)):
    from scenes.livingforest.circle import CircleOfSpirits

    circle = CircleOfSpirits(make_app(), RULES)
    circle.layout(pygame.Rect(rect))
    return circle


@pytest.mark.parametrize("rect", [(0, 0, 300, 300), (40, 10, 500, 640), (0, 0, 900, 900)])
def test_circle_rocks_and_fires_round_trip(make_app, rect):
    circle = circle_for(make_app, rect)
    assert len({circle.rock_centre(i) for i in range(len(RULES.rocks))}) == len(RULES.rocks)
    for i in range(len(RULES.rocks)):
        assert circle.rock_at(circle.rock_centre(i)) == i
        assert pygame.Rect(rect).collidepoint(circle.rock_centre(i))
    # rock 0 at the top, then clockwise (screen y down: rock 3 is on the right)
    top = circle.rock_centre(0)
    assert top[1] == min(circle.rock_centre(i)[1] for i in range(12))
    assert circle.rock_centre(3)[0] > circle.rock_centre(9)[0]
    st = rig.deal(4)
    rig.set_fires(st, [2, 3, 4, 2, 3, 4, 2], {})
    view = st.view(0)
    surf = pygame.Surface(pygame.Rect(rect).bottomright)
    circle.draw(surf, view, ["green", "blue", "red", "yellow"], "en")
    rects = [circle.fire_rect(i) for i in range(7)]
    for i, r in enumerate(rects):
        assert circle.fire_at(r.center) == i
        assert r.collidelist([q for j, q in enumerate(rects) if j != i]) == -1
    assert circle.fire_at(circle.rock_centre(0)) is None


def test_circle_draws_each_standee_at_its_rock_and_the_total(make_app):
    from scenes.livingforest.glyphs import SPIRIT_COLOURS

    circle = circle_for(make_app)
    match = Match("living-forest", [Seat(f"P{i}") for i in range(4)], 7)
    view = match.view(0)
    colours = list(SPIRIT_COLOURS)
    surf = pygame.Surface((600, 600))
    circle.draw(surf, view, colours, "en")
    for seat in range(4):
        where = circle.standee_rect(seat)
        x, y = circle.rock_centre(view.rock(seat))
        assert where.collidepoint(x, y)
        mean = pygame.transform.average_color(surf, where.inflate(-where.w // 2, -where.h // 2))[:3]
        # the standee's body is its Spirit's colour, closer to it than to any other Spirit's
        dist = {c: sum(abs(a - b) for a, b in zip(mean, rgb)) for c, rgb in SPIRIT_COLOURS.items()}
        assert min(dist, key=dist.get) == colours[seat]
    assert circle.shown_total == sum(view.centre())


def test_circle_move_path_rings_the_jumped_spirits(make_app):
    circle = circle_for(make_app)
    match = Match("living-forest", [Seat(f"P{i}") for i in range(4)], 7)
    view = match.view(0)
    mover = view.active if view.active >= 0 else 0
    # the farthest reach of a 12-rock ring jumps the three others
    end, jumped = view.path(8, seat=mover)
    surf = pygame.Surface((600, 600))
    circle.draw(surf, view, ["green", "blue", "red", "yellow"], "en", reachable={end: 8}, path=(end, jumped),
                chosen=end)
    assert circle.shown_jumped == set(jumped) and jumped
    assert circle.shown_path[-1] == end


def test_tree_art_is_what_the_generator_writes(tmp_path):
    """Every tree type has its picture, and assets/cards/livingforest/tree-*.svg are the generator's output byte
    for byte (a hand edit would be lost at the next run)."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("lf_trees", root / "tools" / "livingforest_art" / "trees.py")
    trees = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(trees)
    assert set(trees.TREES) == set(TREE_IDS) | {"start"}
    for path in trees.write(tmp_path):
        shipped = root / "assets" / "cards" / "livingforest" / path.name
        assert shipped.read_bytes() == path.read_bytes(), f"{shipped.name} differs from what trees.py writes"
