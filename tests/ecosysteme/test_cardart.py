"""The card renderer: every face, back and icon renders at its size, is cached, follows the rule data, and
tells animals from habitats by shape. Headless (dummy video driver, see conftest.py)."""
from __future__ import annotations

import pygame
import pytest

import scenes.ecosysteme.cardart as cardart
from game.ecosysteme.cards import GAME_IDS
from game.core.catalogue import LANGUAGES, default_catalogue, parse_catalogue
from game.resources import resource_path
from scenes.artkit import Metrics
from scenes.ecosysteme.cardart import CardArt, CardArtError, MissingArtError

WIDTHS = (60, 120, 300)


@pytest.fixture(scope="module")
def art() -> CardArt:
    pygame.init()
    return CardArt()


def all_kinds():
    cat = default_catalogue()
    return [(game_id, kind) for game_id in GAME_IDS for kind in cat[game_id].kinds]


def cards_yaml() -> str:
    return resource_path("data", "cards.yaml").read_text(encoding="utf-8")


def alpha_rows(surf: pygame.Surface, rect: pygame.Rect) -> list[list[int]]:
    return [[surf.get_at((x, y)).a for x in range(rect.left, rect.right)] for y in range(rect.top, rect.bottom)]


def same_pixels(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    return pygame.image.tobytes(a.subsurface(rect), "RGBA") == pygame.image.tobytes(b.subsurface(rect), "RGBA")


def art_in(monkeypatch, folder) -> None:
    """Make the renderer look for assets/cards/* in folder/cards/ (fonts and data stay where they are)."""
    real = cardart.resource_path

    def moved(*parts: str):
        return folder.joinpath(*parts[1:]) if parts[:2] == ("assets", "cards") else real(*parts)

    monkeypatch.setattr(cardart, "resource_path", moved)


# --------------------------------------------------------------------------- art files


@pytest.mark.parametrize("game_id,kind", all_kinds(), ids=lambda v: getattr(v, "id", v))
def test_every_kind_in_the_card_data_has_its_illustration(game_id, kind):
    assert resource_path("assets", "cards", f"{kind.id}.svg").is_file()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_its_card_back(game_id):
    assert resource_path("assets", "cards", f"back-{game_id}.svg").is_file()


def test_a_kind_without_art_is_refused_by_name_when_the_renderer_is_made():
    text = cards_yaml().replace(
        "      - id: wolf\n",
        "      - id: owl\n"
        "        name: {fr: Chouette, en: Owl}\n"
        "        category: animal\n"
        "        count: 1\n"
        "        scoring:\n"
        "          - {rule: flat, points: 1}\n"
        "      - id: wolf\n", 1)
    catalogue = parse_catalogue(text)
    assert "owl" in catalogue["forest"].kind_ids
    with pytest.raises(MissingArtError) as caught:
        CardArt(catalogue)
    assert "owl.svg" in str(caught.value)
    assert "bee.svg" not in str(caught.value)


def test_art_deleted_after_start_gives_a_clear_error_naming_the_file(monkeypatch, tmp_path):
    pygame.init()
    art = CardArt()
    art_in(monkeypatch, tmp_path)
    with pytest.raises(MissingArtError) as caught:
        art.face("forest", "bee", 120, "fr")
    assert str(tmp_path / "cards" / "bee.svg") in str(caught.value)
    assert isinstance(caught.value, FileNotFoundError)
    with pytest.raises(MissingArtError, match="back-savane.svg"):
        art.back("savane", 120)
    with pytest.raises(MissingArtError, match="zebra.svg"):
        art.icon("savane", "zebra", 24)


def test_an_unreadable_svg_is_reported_with_its_path(monkeypatch, tmp_path):
    pygame.init()
    art = CardArt()
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "bee.svg").write_text("this is not an svg", encoding="utf-8")
    art_in(monkeypatch, tmp_path)
    with pytest.raises(CardArtError, match="bee.svg"):
        art.face("forest", "bee", 120, "en")


def test_unknown_cards_and_silly_widths_are_refused(art):
    with pytest.raises(CardArtError, match="lion"):
        art.face("forest", "lion", 120, "fr")
    with pytest.raises(CardArtError, match="width"):
        art.face("forest", "bee", 5, "fr")


# --------------------------------------------------------------------------- sizes, alpha, caching


@pytest.mark.parametrize("game_id,kind", all_kinds(), ids=lambda v: getattr(v, "id", v))
def test_every_face_renders_at_every_width_in_both_languages(art, game_id, kind):
    for width in WIDTHS:
        for lang in LANGUAGES:
            face = art.face(game_id, kind.id, width, lang)
            assert face.get_size() == (width, CardArt.height_for(width)) == (width, round(width * 1.4))
            assert face.get_flags() & pygame.SRCALPHA
            w, h = face.get_size()
            for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert face.get_at(corner).a == 0, (kind.id, width, corner)
            assert face.get_at((w // 2, h // 2)).a == 255
            assert face.get_at((w // 2, h // 4)).a == 255     # the illustration is opaque


def test_faces_backs_and_icons_are_cached(art):
    face = art.face("savane", "zebra", 120, "fr")
    assert art.face("savane", "zebra", 120, "fr") is face
    assert art.face("savane", "zebra", 120, "en") is not face
    assert art.face("savane", "zebra", 121, "fr") is not face
    assert art.back("forest", 90) is art.back("forest", 90)
    assert art.icon("forest", "bee", 24) is art.icon("forest", "bee", 24)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_both_backs_render_with_transparent_rounded_corners(art, game_id):
    for width in WIDTHS:
        back = art.back(game_id, width)
        w, h = back.get_size()
        assert (w, h) == (width, CardArt.height_for(width))
        assert back.get_flags() & pygame.SRCALPHA
        assert back.get_at((0, 0)).a == 0 and back.get_at((w - 1, h - 1)).a == 0
        assert back.get_at((w // 2, h // 2)).a == 255
    forest, savane = art.back("forest", 120), art.back("savane", 120)
    assert not same_pixels(forest, savane, forest.get_rect())


@pytest.mark.parametrize("game_id,kind", all_kinds(), ids=lambda v: getattr(v, "id", v))
def test_icons_are_tokens_with_clear_corners(art, game_id, kind):
    """Discs for animals, octagons for habitats and terrain: transparent corners, an opaque middle."""
    for size in (16, 32, 64):
        icon = art.icon(game_id, kind.id, size)
        assert icon.get_size() == (size, size)
        assert icon.get_at((0, 0)).a == 0 and icon.get_at((size - 1, size - 1)).a == 0
        assert icon.get_at((size // 2, size // 2)).a == 255


def test_converted_for_the_display_when_there_is_one():
    pygame.init()
    had_display = pygame.display.get_surface() is not None
    if not had_display:
        pygame.display.set_mode((1, 1))
    try:
        face = CardArt().face("forest", "fox", 80, "fr")
        assert face.get_flags() & pygame.SRCALPHA
        assert face.get_at((0, 0)).a == 0 and face.get_at((40, 56)).a == 255
    finally:
        if not had_display:
            pygame.display.quit()
            pygame.display.init()


# --------------------------------------------------------------------------- what the faces show


def corner_alpha(face: pygame.Surface) -> list[list[int]]:
    k = max(4, face.get_width() // 10)
    return alpha_rows(face, pygame.Rect(0, 0, k, k))


@pytest.mark.parametrize("width", (60, 120))
def test_animals_and_habitats_have_different_frame_shapes(art, width):
    shapes: dict[bool, set] = {True: set(), False: set()}
    for game_id, kind in all_kinds():
        shape = tuple(tuple(row) for row in corner_alpha(art.face(game_id, kind.id, width, "en")))
        shapes[kind.category == "animal"].add(shape)
    # one frame shape for all animals, another for all habitats and terrain
    assert len(shapes[True]) == 1 and len(shapes[False]) == 1
    animal, habitat = next(iter(shapes[True])), next(iter(shapes[False]))
    clear_diff = sum(abs(a - b) > 100 for ra, rb in zip(animal, habitat) for a, b in zip(ra, rb))
    assert clear_diff >= 3
    # the cut corner takes more off the top edge than the rounded corner does
    assert sum(a == 0 for a in habitat[0]) > sum(a == 0 for a in animal[0])


def test_the_name_follows_the_language(art):
    for game_id, kind in all_kinds():
        fr = pygame.image.tobytes(art.face(game_id, kind.id, 120, "fr"), "RGBA")
        en = pygame.image.tobytes(art.face(game_id, kind.id, 120, "en"), "RGBA")
        assert (fr == en) == (kind.name("fr") == kind.name("en")), kind.id


def test_accented_names_sit_on_the_same_baseline():
    """Éléphant's capital E must not drop below Elephant's: compare the lowest ink of the first letter."""
    pygame.init()
    art = CardArt()
    h = CardArt.height_for(200)

    def first_letter_bottom(lang: str) -> int:
        face = art.face("savane", "elephant", 200, lang)
        band = Metrics.for_width(200, h).band
        text = face.subsurface(pygame.Rect(round(band[0]), round(band[1]), round(band[2]), round(band[3])))
        tw, th = text.get_size()
        x0 = next(x for x in range(tw) if any(text.get_at((x, y)).r < 120 for y in range(th)))
        rows = [y for y in range(th) if any(text.get_at((x, y)).r < 120 for x in range(x0, x0 + 4))]
        return rows[-1]

    assert abs(first_letter_bottom("fr") - first_letter_bottom("en")) <= 1


def changed_catalogue(old: str, new: str):
    text = cards_yaml()
    assert old in text
    return parse_catalogue(text.replace(old, new, 1))


@pytest.mark.parametrize("old,new,game_id,kind_id", [
    ("{rule: per_card, of: [meadow], where: adjacent, points: 3}",
     "{rule: per_card, of: [meadow], where: adjacent, points: 5}", "forest", "bee"),
    ("{rule: per_card, of: [meadow], where: adjacent, points: 3}",
     "{rule: per_card, of: [stream], where: adjacent, points: 3}", "forest", "bee"),
    ("{rule: per_card, of: [meadow], where: adjacent, points: 3}",
     "{rule: per_card, of: [meadow], where: diagonal, points: 3}", "forest", "bee"),
    ("{rule: per_card, of: [bee, trout], where: adjacent, points: 2}",
     "{rule: per_card, of: [bee, wolf], where: adjacent, points: 2}", "forest", "bear"),
    ("prizes: [12, 8, 4]", "prizes: [12, 8, 2]", "forest", "wolf"),
    ("table: [1, 4, 9, 16]", "table: [1, 5, 9, 16]", "savane", "grassland"),
    ("when: none, points: 3", "when: any, points: 3", "forest", "fox"),
    ("needs: [grassland], prey: [gazelle, zebra]", "needs: [tree], prey: [gazelle, zebra]", "savane", "lion"),
    ("needs: [grassland], prey: [gazelle, zebra]", "needs: [grassland], prey: [gazelle, giraffe]", "savane", "lion"),
    ("face: down, where: below, points: 4", "face: down, where: straight_2, points: 4", "savane", "vulture"),
    ("except: [elephant]", "except: [hyena]", "savane", "elephant"),
])
def test_the_pictogram_is_drawn_from_the_rule_data(art, old, new, game_id, kind_id):
    """Every part of a rule shows on every face: changing any of it (not only its first target, nor only on
    large cards) changes the pictogram and nothing else."""
    changed = CardArt(changed_catalogue(old, new))
    for width in (56, 60, 120, 300):
        real = art.face(game_id, kind_id, width, "fr")
        other = changed.face(game_id, kind_id, width, "fr")
        h = real.get_height()
        top = pygame.Rect(0, 0, width, round(h * 0.45))                        # frame, badge, illustration
        bottom = pygame.Rect(0, round(h * 0.68), width, h - round(h * 0.68))   # the pictogram
        assert same_pixels(real, other, top)
        assert not same_pixels(real, other, bottom), (new, width)


# --------------------------------------------------------------------------- the whole rule at every size

# the widths faces are drawn at: a hand of 11 at 1280x720 (56-60), board cells and hands (64-150), the menu's
# fan (110-190), the rules screen's page of a card (up to 330 and more on large windows)
FACE_WIDTHS = (56, 58, 60, 64, 72, 80, 90, 99, 100, 110, 130, 160, 190, 240, 330, 420)


def rule_facts(kind) -> set:
    """Everything a face must show of the kind's rules, read from the rule data (see CardArt.face_items)."""
    facts = set()
    for rule in kind.rules:
        t, p = rule.type, rule.params
        if "points" in p:
            facts.add(("points", p["points"]))
        if t in ("per_card", "condition", "adjacent_groups"):
            facts.add(("where", p.get("where", "adjacent")))
        if t == "per_card":
            facts |= {("kind", k) for k in p.get("of") or ()}
            facts |= {("kind_no", k) for k in p.get("except") or ()}
            facts |= {(name, p[key]) for name, key in (("category", "category"), ("base", "base")) if p.get(key)}
            facts |= {(name, True) for name, key in (("distinct", "distinct"), ("flip", "flip")) if p.get(key)}
            if p.get("face") == "down":
                facts.add(("face_down", True))
        elif t == "condition":
            facts |= {("kind_yes" if p["when"] == "any" else "kind_no", k) for k in p["of"]}
        elif t == "flat":
            pass                                  # its points only
        elif t == "lines":
            facts.add(("lines", True))
        elif t == "groups":
            facts |= {("table", tuple(p["table"])), ("group", True)}
        elif t == "adjacent_groups":
            facts |= {("kind", p["of"][0]), ("length", True)}
        elif t == "majority":
            facts |= {("majority", True), ("prizes", tuple(p["prizes"])),
                      ("count", True) if p["measure"] == "count" else ("group", True)}
        elif t == "hunt":
            facts |= {("kind_yes", k) for k in p["needs"]} | {("kind", k) for k in p["prey"]} | {("flip", True)}
        else:
            raise AssertionError(f"a rule type this test does not know: {t}")
    if kind.swaps_on_place:
        facts.add(("swap", True))
    return facts


def test_the_expected_parts_of_a_rule_come_from_the_data():
    """The bear counts bees and trout; the lion needs a grassland and hunts gazelles and zebras."""
    cat = default_catalogue()
    assert rule_facts(cat["forest"].kind("bear")) == {
        ("points", 2), ("kind", "bee"), ("kind", "trout"), ("where", "adjacent")}
    assert rule_facts(cat["savane"].kind("lion")) == {
        ("points", 4), ("kind_yes", "grassland"), ("kind", "gazelle"), ("kind", "zebra"), ("flip", True)}
    assert rule_facts(cat["savane"].kind("elephant")) >= {("base", 6), ("points", -2), ("category", "animal"),
                                                          ("kind_no", "elephant")}


@pytest.mark.parametrize("game_id,kind", all_kinds(), ids=lambda v: getattr(v, "id", v))
def test_every_face_states_the_whole_rule_at_every_size(art, game_id, kind):
    """Small faces (a hand of 11, board cells) used to keep only the first target of a rule: the bear
    showed "+2 bee", the lion lost its grassland and its zebra. What is drawn is read from the face's own
    layout."""
    expected = rule_facts(kind)
    for width in FACE_WIDTHS:
        shown = art.face_items(game_id, kind.id, width)
        assert expected <= shown, (kind.id, width, expected - shown)


@pytest.mark.parametrize("game_id,kind", all_kinds(), ids=lambda v: getattr(v, "id", v))
def test_every_pictogram_fits_its_panel_at_a_readable_size(art, game_id, kind):
    for width in FACE_WIDTHS:
        fit = art.face_fit(game_id, kind.id, width)
        assert fit.used[0] <= fit.box[0] + 0.01 and fit.used[1] <= fit.box[1] + 0.01, (kind.id, width, fit)
        # every item at or above its floor: icons at least 9 px, figures at least 8 px, grid cells 2.4 px
        assert fit.unit >= fit.floor, (kind.id, width, fit)
        assert fit.unit >= 9, (kind.id, width, fit)
        assert fit.unit >= width * 0.14, (kind.id, width, fit)     # and it grows with the card


# --------------------------------------------------------------------------- icons told apart


def on_table(icon: pygame.Surface) -> list[tuple[float, float, float]]:
    """The icon's pixels as seen on the table's board cells (alpha-blended over their colour)."""
    bg = (22, 44, 36)
    raw = pygame.image.tobytes(icon, "RGBA")
    return [tuple(b + (raw[i + c] - b) * raw[i + 3] / 255 for c, b in enumerate(bg)) for i in range(0, len(raw), 4)]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_kind_has_an_icon_of_its_own_even_small(art, game_id):
    """On the small boards (14-30 px) Savane's tokens were near-identical tan circles (gazelle and cheetah
    differed by 11 levels of 255 on average): each kind now differs clearly from every other one."""
    kinds = [kind.id for kind in default_catalogue()[game_id].kinds]
    for size in (14, 18, 24):
        pixels = {kid: on_table(art.icon(game_id, kid, size)) for kid in kinds}
        for i, a in enumerate(kinds):
            for b in kinds[i + 1:]:
                diff = sum(abs(x - y) for p, q in zip(pixels[a], pixels[b]) for x, y in zip(p, q))
                mean = diff / (3 * size * size)
                assert mean > 18, (size, a, b, round(mean, 1))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_animal_icons_and_terrain_icons_have_different_shapes(art, game_id):
    shapes: dict[bool, set] = {True: set(), False: set()}
    for kind in default_catalogue()[game_id].kinds:
        icon = art.icon(game_id, kind.id, 24)
        shapes[kind.category == "animal"].add(tuple(icon.get_at((x, y)).a > 128 for x in range(24) for y in range(24)))
    assert len(shapes[True]) == 1 and len(shapes[False]) == 1
    animal, terrain = next(iter(shapes[True])), next(iter(shapes[False]))
    assert sum(a != b for a, b in zip(animal, terrain)) >= 12
