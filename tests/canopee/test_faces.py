"""Canopée's card pictures (scenes/canopee/faces.py): every card kind has its art and a face at the table's
smallest size up to the viewer's, in both languages; kinds and categories are told apart at a glance (by shape,
not colour alone); a trunk's value and a canopy's multiplier read at 48 px; the pictograms follow the card data;
a missing or damaged picture is one line naming the file. Headless (dummy video driver, see conftest.py)."""
from __future__ import annotations

import dataclasses
import shutil

import pygame
import pytest

import scenes.canopee.faces as faces_mod
from game.canopee import scoring as S
from game.canopee.cards import bundled_rules
from game.errors import BundledFileError
from game.resources import resource_path
from scenes.canopee.art_glyphs import SYMBOLS, symbol
from scenes.canopee.faces import ASPECT, CanopeeFaces, canopee_faces
from scenes.artkit import MissingArtError, UnreadableArtError, Vec

WIDTHS = (48, 96, 300)
LANGS = ("fr", "en")
RULES = bundled_rules()
KINDS = tuple(RULES.kinds)
SEASON_CARDS = tuple(sc.id for sc in RULES.season_changes)


@pytest.fixture(scope="module")
def faces() -> CanopeeFaces:
    pygame.init()
    return CanopeeFaces()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def art_in(monkeypatch, folder) -> None:
    """Make the faces look for assets/cards/canopee/ in folder/cards/canopee/ (fonts stay where they are)."""
    real = faces_mod.resource_path

    def moved(*parts: str):
        return folder.joinpath(*parts[1:]) if parts[:2] == ("assets", "cards") else real(*parts)

    monkeypatch.setattr(faces_mod, "resource_path", moved)


def copied_art(tmp_path, leave_out: str | None = None):
    src = resource_path("assets", "cards", "canopee")
    dst = tmp_path / "cards" / "canopee"
    dst.mkdir(parents=True)
    for path in src.glob("*.svg"):
        if path.name != leave_out:
            shutil.copy(path, dst / path.name)
    return dst


# ---------------------------------------------------------------------------- every card, every size


def test_every_card_kind_and_season_card_has_its_art(faces):
    assert faces.missing_art() == []
    assert set(faces.kinds()) == set(KINDS) | set(SEASON_CARDS)
    for kind in faces.kinds():
        assert faces.art_path(faces.art_id(kind)).is_file()


@pytest.mark.parametrize("kind", KINDS + SEASON_CARDS)
def test_every_face_renders_at_every_width_in_both_languages(faces, kind):
    for width in WIDTHS:
        for lang in LANGS:
            face = faces.face(kind, width, lang)
            assert face.get_size() == (width, round(width * ASPECT))
            # opaque inside (a whole card), see-through in the rounded corners
            assert face.get_at((width // 2, face.get_height() // 2)).a == 255
            assert face.get_at((0, 0)).a < 64


def test_unknown_cards_and_silly_sizes_are_refused(faces):
    from scenes.artkit import CardArtError

    with pytest.raises(CardArtError):
        faces.face("unicorn", 96, "en")
    with pytest.raises(CardArtError):
        faces.face("fern", 10, "en")
    with pytest.raises(CardArtError):
        faces.back(60, "nowhere")
    with pytest.raises(CardArtError):
        faces.icon("fern", 2)


# ---------------------------------------------------------------------------- told apart


@pytest.mark.slow
@pytest.mark.parametrize("width", WIDTHS)
def test_faces_differ_between_kinds(faces, width):
    for lang in LANGS:
        seen = {}
        for kind in KINDS + SEASON_CARDS:
            key = pixels(faces.face(kind, width, lang))
            assert key not in seen, (kind, seen.get(key))
            seen[key] = kind
    # and not by their name alone: the pictures and pictograms differ too (the Season Change cards share one
    # picture on purpose, and differ by their text)
    bodies = {}
    for kind in KINDS:
        key = pixels(faces._body(kind, width))
        assert key not in bodies, (kind, bodies.get(key))
        bodies[key] = kind


def mask_of(category: str, size: int = 48) -> set[tuple[int, int]]:
    v = Vec((size, size), 4, (0, 0, 0, 0))
    symbol(v, category, size / 2, size / 2, size * 0.42, (255, 255, 255))
    surf = v.down()
    return {(x, y) for x in range(size) for y in range(size) if surf.get_at((x, y)).a > 128}


def test_categories_are_told_apart_by_the_shape_of_their_symbol(faces):
    """Not colour alone: every category's symbol covers a clearly different set of pixels from every other."""
    masks = {category: mask_of(category) for category in SYMBOLS}
    for i, a in enumerate(SYMBOLS):
        assert len(masks[a]) > 150, a          # a real shape, not a dot
        for b in SYMBOLS[i + 1:]:
            differ = len(masks[a] ^ masks[b]) / len(masks[a] | masks[b])
            assert differ > 0.3, (a, b, round(differ, 2))
    for kind in KINDS + SEASON_CARDS:
        for width in WIDTHS:
            assert ("symbol", faces.category(kind)) in faces.face_items(kind, width)


def on_cell(icon: pygame.Surface) -> list[tuple[float, ...]]:
    bg = (22, 44, 36)
    raw = pixels(icon)
    return [tuple(b + (raw[i + c] - b) * raw[i + 3] / 255 for c, b in enumerate(bg)) for i in range(0, len(raw), 4)]


@pytest.mark.slow
def test_every_kind_has_an_icon_of_its_own(faces):
    """The log's small pictures: each kind differs from every other (a pair card from its active card by the
    pair mark); the Season Change cards share theirs."""
    for size in (16, 24):
        seen = {kind: on_cell(faces.icon(kind, size)) for kind in KINDS}
        for i, a in enumerate(KINDS):
            for b in KINDS[i + 1:]:
                diff = sum(abs(x - y) for p, q in zip(seen[a], seen[b]) for x, y in zip(p, q)) / (3 * size * size)
                assert diff > 4, (size, a, b, round(diff, 1))


# ---------------------------------------------------------------------------- values, marks, readability


@pytest.mark.parametrize("kind", [k for k in KINDS if RULES.kinds[k].category in ("trunk", "canopy")])
def test_trunk_values_and_canopy_multipliers_are_on_the_face_large(faces, kind):
    k = RULES.kinds[kind]
    expected = str(k.value) if k.category == "trunk" else f"\u00d7{k.value}"
    fact = ("value" if k.category == "trunk" else "multiplier", k.value)
    for width in WIDTHS:
        text, px = faces.medallion(kind, width)
        assert text == expected
        assert px >= 12                     # readable on the table's smallest cards (48 px wide)
        assert fact in faces.face_items(kind, width)
    # the figure is drawn: two trunks (canopies) of different values differ in the medallion's corner
    other = next(o for o in KINDS if RULES.kinds[o].category == k.category and RULES.kinds[o].value != k.value)
    r = round(faces._medallion_radius(48) * 2)
    corner = pygame.Rect(48 - r - 2, 2, r, r)
    a, b = faces.face(kind, 48, "en"), faces.face(other, 48, "en")
    assert pixels(a.subsurface(corner)) != pixels(b.subsurface(corner))


def test_pair_immediate_and_advanced_marks(faces):
    for kind in KINDS:
        k = RULES.kinds[kind]
        items = faces.face_items(kind, 96)
        assert (("pair", True) in items) == k.pair, kind
        assert (("immediate", True) in items) == k.immediate, kind
        assert (("advanced", True) in items) == k.advanced, kind


@pytest.mark.parametrize("kind", KINDS + SEASON_CARDS)
def test_names_and_pictograms_read_at_every_size(faces, kind):
    for width in (48, 64, 80, 96, 130, 200, 300, 400):
        if kind in RULES.kinds:
            unit, floor = faces.face_fit(kind, width)
            assert unit >= floor - 1e-6, (width, unit, floor)
        for lang in LANGS:
            name, px, squeeze = faces.name_fit(kind, width, lang)
            assert name
            assert px >= 9 and squeeze >= 0.6, (width, lang, name, px, squeeze)


def test_small_cards_show_the_short_name_large_ones_the_whole_name(faces):
    assert faces.name_fit("fern", 48, "fr")[0] == "Fougère"
    assert faces.name_fit("fern", 300, "fr")[0] == RULES.kinds["fern"].name("fr")
    assert faces.name_fit("boa_pair", 300, "en")[0] == RULES.species["boa"].name("en")   # + the pair mark
    assert faces.name_fit("jaguar_pair", 48, "fr")[0] == "Jaguar"


# ---------------------------------------------------------------------------- pictograms from the data


def test_pictograms_say_what_the_data_says(faces):
    fern = tuple(S.fern_points(RULES, n) for n in range(1, 7))
    assert ("table", fern) in faces.face_items("fern", 300)
    brom = tuple(S.bromeliad_points(RULES, n) for n in range(1, len(RULES.scoring.bromeliad)))
    assert ("table", brom) in faces.face_items("bromeliad", 300)
    assert ("points", RULES.scoring.rain_sun_pair) in faces.face_items("rain", 96)
    assert ("discard_at", RULES.threats.fire.discard_at) in faces.face_items("fire", 300)
    assert ("spread_at", RULES.threats.fire.spread_at) in faces.face_items("fire", 300)
    assert ("draws", RULES.germination.draw) in faces.face_items("seed", 300)
    for kind in KINDS:
        k = RULES.kinds[kind]
        if k.is_wildlife:
            for width in WIDTHS:
                items = faces.face_items(kind, width)
                assert ("points", k.points) in items, (kind, width)
                if k.pair and width >= 96:
                    assert ("points_with_active", k.points_with_active) in items, (kind, width)
    # abilities: the moment they are used, from the timing windows of the rules
    assert ("timing", "refuse") in faces.face_items("boa", 300)
    assert ("timing", "turn_start") in faces.face_items("frog", 300)
    assert ("timing", "season_end") in faces.face_items("jaguar", 300)
    assert ("timing", "game_end") in faces.face_items("marmoset", 300)


def test_changing_the_card_data_changes_the_faces():
    pygame.init()
    scoring = dataclasses.replace(RULES.scoring, fern_odd_each=3, rain_sun_pair=6)
    kinds = dict(RULES.kinds)
    kinds["boa"] = dataclasses.replace(kinds["boa"], points=4, points_with_active=4)
    kinds["trunk_2"] = dataclasses.replace(kinds["trunk_2"], value=3)
    rules = dataclasses.replace(RULES, scoring=scoring, kinds=kinds)
    faces = CanopeeFaces(rules)
    assert ("table", (3, 0, 9, 0, 15, 0)) in faces.face_items("fern", 300)
    assert ("points", 6) in faces.face_items("sun", 96)
    assert ("points", 4) in faces.face_items("boa", 96)
    assert ("value", 3) in faces.face_items("trunk_2", 48)
    assert faces.medallion("trunk_2", 48)[0] == "3"


# ---------------------------------------------------------------------------- bad files


def test_a_missing_svg_is_one_line_naming_the_file(monkeypatch, tmp_path):
    pygame.init()
    copied_art(tmp_path, leave_out="toucan.svg")
    art_in(monkeypatch, tmp_path)
    with pytest.raises(MissingArtError) as caught:
        CanopeeFaces()
    message = str(caught.value)
    assert "toucan.svg" in message and "\n" not in message
    assert isinstance(caught.value, BundledFileError)      # the window reports it in one sentence, no traceback


def test_art_deleted_after_start_is_named_when_needed(monkeypatch, tmp_path):
    pygame.init()
    folder = copied_art(tmp_path)
    art_in(monkeypatch, tmp_path)
    faces = CanopeeFaces()
    (folder / "sloth.svg").unlink()
    (folder / "back_germination.svg").unlink()
    with pytest.raises(MissingArtError, match="sloth.svg") as caught:
        faces.face("sloth_pair", 96, "en")
    assert "\n" not in str(caught.value)
    with pytest.raises(MissingArtError, match="back_germination.svg"):
        faces.back(60, "germination")
    faces.face("fern", 96, "en")                          # the others still draw


def test_a_damaged_svg_is_one_line_naming_the_file(monkeypatch, tmp_path):
    pygame.init()
    folder = copied_art(tmp_path)
    art_in(monkeypatch, tmp_path)
    data = (folder / "fern.svg").read_bytes()
    (folder / "fern.svg").write_bytes(data[: len(data) // 2])
    faces = CanopeeFaces()
    with pytest.raises(UnreadableArtError) as caught:
        faces.face("fern", 96, "fr")
    assert "fern.svg" in str(caught.value) and "\n" not in str(caught.value)


def test_the_art_files_are_small_original_svg():
    for path in resource_path("assets", "cards", "canopee").glob("*.svg"):
        data = path.read_bytes()
        assert data.startswith(b"<svg") and len(data) <= 15 * 1024, (path.name, len(data))
        assert b"<image" not in data and b"base64" not in data     # drawn in paths, no embedded bitmaps


# ---------------------------------------------------------------------------- in the window (these quit pygame
# when their app is freed: they come last, after the tests sharing the module's faces)


def test_the_api_of_the_table(make_app):
    app = make_app("fr", (1280, 720))
    faces = canopee_faces(app)
    assert canopee_faces(app) is faces                         # one per app
    for pile in ("growth", "germination"):
        assert faces.back(60, pile).get_size() == (60, 84)
    assert pixels(faces.back(60, "growth")) != pixels(faces.back(60, "germination"))
    assert faces.emblem(64).get_size() == (64, 64)
    for kind in KINDS:
        assert faces.name(kind, "fr") == RULES.kinds[kind].name("fr")
        assert faces.name(kind, "en") == RULES.kinds[kind].name("en")
        assert faces.icon(kind, 20).get_size() == (20, 20)
    assert faces.name("sc01", "en") == RULES.season_change("sc01").name("en")
    assert faces.face("fern", 96, "fr") is faces.face("fern", 96, "fr")     # cached




@pytest.mark.parametrize("lang", LANGS)
def test_the_card_viewer_shows_canopee_cards(make_app, lang):
    from scenes.cardview import CardInspector

    app = make_app(lang, (1280, 720))
    inspector = CardInspector(app)
    for kind in ("fern", "boa", "boa_pair", "trunk_start", "sc03"):
        for pinned in (True, False):
            laid = inspector.laid_out(("canopee", kind), pinned)
            assert laid.face.get_width() >= 100
            assert laid.size[0] <= 1280 and laid.size[1] <= 720
            assert laid.lines                               # the card's page, in words
        inspector._shown, inspector._pinned = ("canopee", kind), True
        inspector.draw(app.surface)


def test_the_card_sheet_tool_draws_canopee(tmp_path):
    from tools.card_sheet import main

    pygame.init()
    assert main(["--out", str(tmp_path), "--games", "canopee", "--widths", "48", "--icons", "14",
                 "--lang", "en"]) == 0
    sheet = pygame.image.load(str(tmp_path / "cards_en.png"))
    assert sheet.get_width() > 24 * 48
