"""Living Forest's card pictures (scenes/livingforest/faces.py): every card 1–66 has a face from the table's
smallest reserve card (56 px) to the viewer's (400 px) in both languages, the pictures differ, the icons of cards
and trees are there. Headless (dummy video driver, see conftest.py)."""
from __future__ import annotations

import pygame
import pytest

from game.livingforest.cards import bundled_rules
from scenes.artkit import CardArtError
from scenes.livingforest.faces import ASPECT, LivingForestFaces, lf_faces

WIDTHS = (56, 120, 400)
LANGS = ("fr", "en")
RULES = bundled_rules()
CARDS = tuple(sorted(RULES.cards))


@pytest.fixture(scope="module")
def faces() -> LivingForestFaces:
    pygame.init()
    return LivingForestFaces()


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_every_card_has_a_face_at_every_width_in_both_languages(faces):
    assert CARDS == tuple(range(1, 67))
    for card in CARDS:
        for width in WIDTHS:
            for lang in LANGS:
                surf = faces.card(card, width, lang)
                assert surf.get_size() == (width, round(width * ASPECT))


@pytest.mark.parametrize("width", (56, 120))
def test_faces_differ_between_cards(faces, width):
    seen = {pixels(faces.card(card, width, "en")) for card in CARDS}
    assert len(seen) == len(CARDS)


def test_unknown_cards_and_silly_sizes_are_refused(faces):
    with pytest.raises(CardArtError):
        faces.card(67, 120, "en")
    with pytest.raises(CardArtError):
        faces.card(1, 10, "en")
    with pytest.raises(CardArtError):
        faces.icon("t99", 20)


def test_icons_of_every_card_and_tree(faces):
    kinds = [str(c) for c in CARDS] + list(RULES.trees) + ["start"]
    for kind in kinds:
        assert faces.icon(kind, 24).get_size() == (24, 24)
        assert faces.name(kind, "fr")


def test_the_api_of_the_table(make_app):
    app = make_app("fr", (1280, 720))
    faces = lf_faces(app)
    assert lf_faces(app) is faces                              # one per app
    assert faces.back(60).get_size() == (60, round(60 * ASPECT))
    assert faces.emblem(64).get_size() == (64, 64)
    for card in CARDS:
        assert faces.name(str(card), "fr") == RULES.cards[card].name("fr")
    assert faces.card(12, 96, "fr") is faces.card(12, 96, "fr")          # cached
    assert faces.art_path("wild-boar").name == "wild-boar.svg"
