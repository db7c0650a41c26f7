"""Living Forest's card pictures (scenes/livingforest/faces.py): every card 1–66 has its art and a face from the
table's smallest reserve card (56 px) to the viewer's (400 px) in both languages; the faces differ; every element
value (negative ones too) and the Solitary / Gregarious symbol of the data are on the face; the cost and level
show; a missing or damaged picture is one line naming the file. Headless (dummy video driver, see conftest.py)."""
from __future__ import annotations

import dataclasses
import shutil

import pygame
import pytest

import scenes.livingforest.faces as faces_mod
from game.errors import BundledFileError
from game.livingforest.cards import ELEMENTS, bundled_rules
from game.resources import resource_path
from scenes.artkit import CardArtError, MissingArtError, UnreadableArtError
from scenes.livingforest.faces import ASPECT, LivingForestFaces, lf_faces, slug

WIDTHS = (56, 120, 400)
LANGS = ("fr", "en")
RULES = bundled_rules()
CARDS = tuple(sorted(RULES.cards))
ART = resource_path("assets", "cards", "livingforest")


@pytest.fixture(scope="module")
def faces() -> LivingForestFaces:
    pygame.init()
    return LivingForestFaces()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.fixture
def own_art(monkeypatch, tmp_path):
    """A private copy of assets/cards/livingforest/ that the faces read instead (fonts stay put)."""
    folder = tmp_path / "cards" / "livingforest"
    shutil.copytree(ART, folder)
    real = faces_mod.resource_path
    monkeypatch.setattr(faces_mod, "resource_path",
                        lambda *parts: tmp_path.joinpath(*parts[1:]) if parts[1:2] == ("cards",) else real(*parts))
    pygame.init()
    return folder


# ---------------------------------------------------------------------------- every card, every size


def test_every_card_has_its_own_art_file():
    assert CARDS == tuple(range(1, 67))
    names = {slug(RULES.cards[c].names["en"]) for c in CARDS}
    assert len(names) == len(CARDS)                               # one picture per card
    for name in names | {"back", "emblem"}:
        assert (ART / f"{name}.svg").is_file(), name
    assert (ART / "wild-boar.svg").is_file() and (ART / "fire-varan.svg").is_file()


@pytest.mark.slow
def test_every_card_has_a_face_at_every_width_in_both_languages(faces):
    for card in CARDS:
        for width in WIDTHS:
            for lang in LANGS:
                surf = faces.card(card, width, lang)
                assert surf.get_size() == (width, round(width * ASPECT))


@pytest.mark.parametrize("width", (56, 120))
def test_faces_differ_between_cards_and_their_art_between_animals(faces, width):
    seen = {pixels(faces.card(card, width, "en")) for card in CARDS}
    assert len(seen) == len(CARDS)
    icons = {pixels(faces.icon(str(card), 40)) for card in CARDS}
    assert len(icons) == len(CARDS)


def test_the_name_follows_the_language(faces):
    assert pixels(faces.card(4, 120, "fr")) != pixels(faces.card(4, 120, "en"))        # Renard / Fox
    assert pixels(faces.card(3, 120, "fr")) == pixels(faces.card(3, 120, "en"))        # Lynx / Lynx


def test_unknown_cards_and_silly_sizes_are_refused(faces):
    for bad in (0, 67, "12"):
        with pytest.raises(CardArtError):
            faces.card(bad, 120, "en")
    with pytest.raises(CardArtError):
        faces.card(1, 10, "en")
    with pytest.raises(CardArtError):
        faces.icon("t99", 20)
    with pytest.raises(CardArtError):
        faces.icon("99", 20)
    with pytest.raises(CardArtError):
        faces.icon("12", 2)


def test_icons_of_every_card_and_tree(faces):
    for kind in [str(c) for c in CARDS] + list(RULES.trees) + ["start"]:
        assert faces.icon(kind, 24).get_size() == (24, 24)
        assert faces.name(kind, "fr") and faces.name(kind, "en")
    # an animal's token shows its animal: not a blank disc
    token = faces.icon("1", 48)
    colours = {token.get_at((x, y))[:3] for x in range(8, 40, 3) for y in range(8, 40, 3)}
    assert len(colours) > 12


# ---------------------------------------------------------------------------- what the face says


@pytest.mark.parametrize("width", WIDTHS)
def test_every_element_value_and_symbol_of_the_data_is_on_the_face(faces, width):
    for card_id in CARDS:
        card = RULES.cards[card_id]
        items = faces.face_items(card_id, width)
        shown = {value for kind, value in items if kind == "element"}
        assert shown == {(e, card.elements[e]) for e in ELEMENTS if card.elements.get(e)}, card_id
        assert (("symbol", card.symbol) in items) == (card.symbol is not None), card_id
        assert {v for k, v in items if k == "symbol"} <= {card.symbol}
        if card.cost:
            assert ("cost", card.cost) in items
        if card.is_varan:
            assert ("varan", True) in items
        else:
            assert ("level", card.level) in items


def test_negative_values_are_on_the_face_with_a_minus_sign(faces):
    negatives = [c for c in CARDS if any(v < 0 for v in RULES.cards[c].elements.values())]
    assert negatives                                             # the data has some (Goldfish: -1 seed...)
    for card_id in negatives:
        layout, _, _ = faces._panel(RULES.cards[card_id], 120)
        chips = [item for row in layout for item in row]
        for chip in chips:
            assert chip.text.startswith("\u2212") == (chip.value < 0)


@pytest.mark.parametrize("width", (56, 120, 400))
def test_element_chips_fit_their_panel_and_read(faces, width):
    for card_id in CARDS:
        u, (w, h), box = faces.panel_fit(card_id, width)
        assert w <= box[2] + 0.5 and h <= box[3] + 0.5, card_id
        many = sum(1 for v in RULES.cards[card_id].elements.values() if v) > 4      # the Eagle's five
        floor = (8.5 if many else 10.5) if width < 80 else 16.0
        assert u >= floor, (card_id, u)


def test_names_read_at_every_size(faces):
    for card_id in CARDS:
        for width in WIDTHS:
            for lang in LANGS:
                name, px, squeeze = faces.name_fit(card_id, width, lang)
                assert px >= 9 and squeeze >= 0.8, (card_id, width, lang, name)
    assert faces.name_fit(54, 56, "fr")[0] == "Mante"          # the short name where the whole one is too long
    assert faces.name_fit(54, 400, "fr")[0] == "Mante religieuse"


def test_changing_the_card_data_changes_the_face():
    pygame.init()
    cards = dict(RULES.cards)
    bear = cards[1]
    cards[1] = dataclasses.replace(bear, elements={**bear.elements, "wind": -2}, symbol="G")
    changed = LivingForestFaces(rules=dataclasses.replace(RULES, cards=cards))
    items = changed.face_items(1, 120)
    assert ("element", ("wind", -2)) in items and ("symbol", "G") in items and ("symbol", "S") not in items
    assert pixels(changed.card(1, 120, "en")) != pixels(LivingForestFaces().card(1, 120, "en"))


# ---------------------------------------------------------------------------- bad files


def one_line_naming(caught, name: str) -> bool:
    message = str(caught.value)
    return name in message and "\n" not in message and isinstance(caught.value, BundledFileError)


def test_a_missing_svg_is_one_line_naming_the_file(own_art):
    (own_art / "tanuki.svg").unlink()
    with pytest.raises(MissingArtError) as caught:        # found at once: the window says so in one sentence
        LivingForestFaces()
    assert one_line_naming(caught, "tanuki.svg")


def test_art_lost_or_damaged_after_start_is_named_when_needed(own_art):
    faces = LivingForestFaces()
    for gone in ("fire-varan.svg", "back.svg"):
        (own_art / gone).unlink()
    fox = own_art / "fox.svg"
    fox.write_bytes(fox.read_bytes()[:900])
    for draw, error, name in ((lambda: faces.card(66, 96, "en"), MissingArtError, "fire-varan.svg"),
                              (lambda: faces.back(60), MissingArtError, "back.svg"),
                              (lambda: faces.card(4, 96, "fr"), UnreadableArtError, "fox.svg")):
        with pytest.raises(error) as caught:
            draw()
        assert one_line_naming(caught, name)
    assert faces.card(1, 96, "en").get_width() == 96      # the others still draw


def test_the_art_files_are_small_original_svg():
    files = list(ART.glob("*.svg"))
    assert len(files) >= 68
    for path in files:
        data = path.read_bytes()
        assert data.startswith(b"<svg") and len(data) <= 15 * 1024, (path.name, len(data))
        assert b"<image" not in data and b"base64" not in data     # drawn in paths, no embedded bitmaps


def test_the_generator_writes_the_files_there(tmp_path):
    """tools/livingforest_art/gen.py writes assets/cards/livingforest byte for byte (the art is ours, made there)."""
    import subprocess
    import sys

    gen = resource_path("tools", "livingforest_art", "gen.py")
    done = subprocess.run([sys.executable, str(gen), str(tmp_path), "1", "66", "back", "emblem"],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    for name in ("bear", "fire-varan", "back", "emblem"):
        assert (tmp_path / f"{name}.svg").read_bytes() == (ART / f"{name}.svg").read_bytes(), name


# ---------------------------------------------------------------------------- in the window (these quit pygame
# when their app is freed: they come last, after the tests sharing the module's faces)


def test_the_api_of_the_table(make_app):
    app = make_app("fr", (1280, 720))
    faces = lf_faces(app)
    assert lf_faces(app) is faces                              # one per app
    assert faces.back(60).get_size() == (60, round(60 * ASPECT))
    assert faces.emblem(64).get_size() == (64, 64)
    for card in CARDS:
        assert faces.name(str(card), "fr") == RULES.cards[card].name("fr")
        assert faces.name(str(card), "en") == RULES.cards[card].name("en")
    assert faces.card(12, 96, "fr") is faces.card(12, 96, "fr")          # cached
    assert faces.art_path("wild-boar").name == "wild-boar.svg"


@pytest.mark.parametrize("lang", LANGS)
def test_the_card_viewer_shows_living_forest_cards(make_app, lang):
    from scenes.cardview import CardInspector

    app = make_app(lang, (1280, 720))
    viewer = CardInspector(app)
    shown = [(kind, pinned, viewer.laid_out(("living-forest", kind), pinned))
             for kind in ("1", "5", "52", "66", "t5a") for pinned in (False, True)]
    assert all(laid.face.get_width() >= 100 and laid.lines for _, _, laid in shown)      # large, with its page
    assert max(laid.size[0] for *_, laid in shown) <= 1280 and max(laid.size[1] for *_, laid in shown) <= 720
    viewer._shown, viewer._pinned = ("living-forest", "52"), True
    viewer.draw(app.surface)
    # what the Eagle gives is told in words: every element it brings
    words = " ".join(next(laid for kind, pinned, laid in shown if kind == "52" and pinned).lines).lower()
    names = {"fr": ("soleil", "eau", "graine", "vent", "fleur"), "en": ("sun", "water", "seed", "wind", "flower")}
    assert all(name in words for name in names[lang])


def test_the_card_sheet_tool_draws_living_forest(tmp_path):
    from tools.card_sheet import main

    pygame.init()
    main(["--out", str(tmp_path), "--games", "living-forest", "--widths", "56", "--icons", "14", "--lang", "fr"])
    width, height = pygame.image.load(str(tmp_path / "cards_fr.png")).get_size()
    assert width > 24 * 56 and height > 3 * round(56 * ASPECT)       # 66 cards in rows, and their icons
