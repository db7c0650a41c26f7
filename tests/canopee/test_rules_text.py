"""Canopée's rules pages (game/canopee/rules_text.py): every card kind has its page in both languages, the pages
are made from the card data (change a number in a copy of data/cards.yaml and the page says the new one), and
no number of the rules is typed into the texts."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pygame
import pytest
import yaml

from game.canopee import rules_text as R
from game.canopee.cards import bundled_rules, rules_from_file
from game.core.texts import catalogue_path, read_catalogue
from game.i18n import STRINGS
from game.resources import resource_path

LANGS = ("fr", "en")
DECK_HEADING = {"fr": "## Dans la pioche", "en": "## In the deck"}


def page(section, lang, rules=None):
    return R.rules_text(section, lang, rules)


def plain(text: str) -> str:
    """The text with its non-breaking spaces made plain, for searching."""
    return text.replace("\u00a0", " ")


# ---------------------------------------------------------------------------- every page, both languages


def test_every_card_kind_has_its_page_in_both_languages():
    rules = bundled_rules()
    assert len(rules.kinds) > 40                       # trunks, canopies, flora... and two cards per species
    listed = R.sections(rules)
    for kind in rules.kinds.values():
        assert kind.id in listed
        texts = {lang: page(kind.id, lang) for lang in LANGS}
        assert texts["fr"] != texts["en"]
        for lang, text in texts.items():
            assert text.strip(), (kind.id, lang)
            # how many are played, said the way the data says it
            assert DECK_HEADING[lang] in text, (kind.id, lang)
            deck = plain(text.split(DECK_HEADING[lang])[1])
            if kind.count:
                word = "carte" if lang == "fr" else "card"
                assert f"{kind.count} {word}" in deck, (kind.id, lang, deck)
            assert R.deck_line(kind.id, lang).strip()


def test_every_page_is_written_and_every_section_titled():
    rules = bundled_rules()
    for section in R.sections(rules):
        for lang in LANGS:
            text = page(section, lang)
            assert len(text.split()) >= 12, (section, lang)        # a real page, not a stub
            assert "{" not in text and "}" not in text, (section, lang)   # no placeholder left unfilled
        assert page(section, "fr") != page(section, "en")
    for section in (*R.GENERAL_SECTIONS, *R.CARD_GROUPS):
        for lang in LANGS:
            assert STRINGS[f"cr_{section}"][lang].strip()


def test_the_general_pages_cover_the_brief():
    """What a newcomer needs, in the words of the pages: the turn's refuse-all draw and forced keep, the
    end-of-season steps, the Spirit's turn and difficulties, 3-4 players, the card sets and Season Changes."""
    rules = bundled_rules()
    en = {s: plain(page(s, "en")) for s in R.GENERAL_SECTIONS}
    assert "refuse every pile" in en["turn"] or "turn every pile down" in en["turn"]
    assert "cannot be refused" in en["turn"] and "Refuse button" in en["turn"]
    for step in range(7):
        assert f"Step {step} ·" in en["season_end"]
    for difficulty in ("Easier", "Normal", "Harder"):
        assert difficulty in en["solo"]
    assert "most face-down cards" in en["solo"]
    assert "central pile" in en["multi"]
    for card_set in rules.card_sets.values():
        assert card_set.name("en") in en["variants"]
    for sc in rules.season_changes:
        assert sc.name("en") in en["variants"] and sc.name("fr") in plain(page("variants", "fr"))
    for species in rules.species.values():
        assert species.name("en") in en["wildlife"]


def test_french_typography():
    for section in R.sections():
        fr, en = page(section, "fr"), page(section, "en")
        assert " :" not in fr and " ;" not in fr, section        # non-breaking spaces before : ;
        assert "\u00a0:" not in en, section
        assert "'" not in fr, section                             # typographic apostrophes only


def test_the_markup_is_well_formed():
    for section in R.sections():
        for lang in LANGS:
            columns = None
            for line in page(section, lang).split("\n"):
                line = line.strip()
                assert not line.startswith("#") or line.startswith("## "), (section, lang, line)
                if line.startswith("|"):
                    assert line.endswith("|"), (section, lang, line)
                    cols = line.count("|") - 1
                    assert columns in (None, cols), (section, lang, line)
                    columns = cols
                else:
                    columns = None


def test_every_character_has_a_glyph_in_the_fonts():
    chars = {c for s in R.sections() for lang in LANGS for c in page(s, lang)}
    chars |= {c for key, texts in STRINGS.items() if key.startswith("cr_") for text in texts.values() for c in text}
    pygame.font.init()
    missing = []
    for style in ("Lato-Regular.ttf", "Lato-Bold.ttf"):
        font = pygame.font.Font(str(resource_path("assets", "fonts", style)), 20)

        def picture(c: str) -> bytes:
            surf = font.render(c, False, (0, 0, 0), (255, 255, 255))
            return bytes(surf.get_size()) + pygame.image.tobytes(surf, "RGB")

        notdef = picture("\ue000")
        missing += [f"{style}: U+{ord(c):04X}" for c in sorted(chars) if not c.isspace() and picture(c) == notdef]
    assert missing == []


# ---------------------------------------------------------------------------- the numbers come from the data


def _strings_of_the_texts() -> list[tuple[int, str]]:
    """Every string literal of game/canopee/rules_text.py and of the rules_*.py modules it is made of (f-strings'
    literal parts included), docstrings aside, and every text of its catalogue."""
    sources = sorted(Path(R.__file__).parent.glob("rules_*.py"))
    assert len(sources) > 1 and Path(R.__file__) in sources
    literals = []
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef)) and node.body:
                first = node.body[0]
                if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                    docstrings.add(id(first.value))
        literals += [(f"{path.name}:{node.lineno}", node.value) for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]
    # and the templates of its catalogue (game/canopee/locale/<lang>/rules.po), by key
    return literals + [(key, text) for lang in LANGS
                       for key, text in read_catalogue(catalogue_path("game.canopee", lang, "rules")).items()]


def test_no_number_is_typed_into_the_texts():
    """Not one digit in the templates, the phrases or the table headers: every number a page shows was filled
    in from the card data (or counts something on the page, like a pile's or a step's number)."""
    strings = _strings_of_the_texts()
    assert len(strings) > 200
    # (a placeholder's own name may hold a digit: {step1}, {p1})
    typed = [(line, text[:60]) for line, text in strings if re.search(r"\d", re.sub(r"\{\w+\}", "", text))]
    assert typed == []


def _changed_rules(tmp_path: Path, change) -> object:
    data = yaml.safe_load(resource_path("data", "cards.yaml").read_text(encoding="utf-8"))
    change(data["games"]["canopee"])
    path = tmp_path / "cards.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return rules_from_file(path)


def _kind(section: dict, kind_id: str) -> dict:
    return next(k for k in section["kinds"] if k["id"] == kind_id)


def _species(section: dict, sid: str) -> dict:
    return next(s for s in section["wildlife"]["species"] if s["id"] == sid)


def _change(c: dict) -> None:
    """A copy of the data with many numbers changed (the totals follow the counts so that it still loads)."""
    _kind(c, "fern")["base"] = 15
    c["totals"]["base"] += 15 - 13
    c["scoring"]["fern_odd_each"] = 3
    c["scoring"]["bromeliad"] = [0, 1, 6, 9, -4]
    c["scoring"]["monstera"] = {"at_least": 4, "points": 11}
    c["scoring"]["rain_sun_pair"] = 6
    c["scoring"]["orchid"] = {"points": 4, "discard_gap": 3}
    c["modes"]["two"]["tallest_tree"] = [2, 6, 9]
    c["modes"]["two"]["lushest_forest"] = 12
    c["modes"]["four"]["set_aside"] = 6
    c["modes"]["three"]["refill"] = [1, 1, 3]
    c["turn"]["refuse_adds"] = 2
    c["threats"]["fire"]["spread_at"] = 4
    c["solo"]["threat_bonus"] = 9
    c["solo"]["wildlife_factor"] = 3
    c["solo"]["difficulties"]["easier"]["player_trunks"] = 2
    c["germination"]["draw"] = 4
    _species(c, "jaguar")["active"] = -3
    _species(c, "boa")["pair_with_active"] = 6
    c["abilities"]["sloth_draw"] = 3
    next(s for s in c["season_changes"] if s["effect"] == "giants")["bonus"] = 5


def test_the_pages_follow_the_data(tmp_path):
    """Change numbers in a copy of the data: each page says the new number, and stops saying the old one."""
    old, new = bundled_rules(), _changed_rules(tmp_path, _change)
    for lang in LANGS:
        assert page("fern", lang, old) != page("fern", lang, new)
    en = {s: plain(page(s, "en", new)) for s in R.sections(new)}
    fr = {s: plain(page(s, "fr", new)) for s in R.sections(new)}
    before = {s: plain(page(s, "en", old)) for s in R.sections(old)}
    checks = [
        ("fern", "15 cards in the base game", "13 cards in the base game"),
        ("fern", "| Points | 3 | 0 | 9 | 0 | 15 | 0 |", "| Points | 2 | 0 | 6 | 0 | 10 | 0 |"),
        ("monstera", "4 or more earn 11 points", "3 or more earn 8 points"),
        ("bromeliad", "| Bromeliad | 1 | 2 | 3 | 4 or more |", "| Bromeliad | 1 | 2 | 3 or more |"),
        ("bromeliad", "| Points | 1 | 6 | 9 | −4 |", "| Points | 2 | 7 | −3 |"),
        ("rain", "earns 6 points", "earns 5 points"),
        ("orchid", "scores 4 points", "scores 3 points"),
        ("orchid", "differ by 3 or more", "differ by 2 or more"),
        ("setup", "2 points (season 1), 6 points (season 2) and 9 points (season 3)",
         "3 points (season 1), 4 points (season 2) and 5 points (season 3)"),
        ("setup", "at the end of the game: 12 points", "at the end of the game: 10 points"),
        ("setup", "base game: 35, 35 and 34 cards", "base game: 34, 34 and 34 cards"),
        ("setup", "the 114 cards of the base game", "the 112 cards of the base game"),
        ("turn", "add 2 cards from the Season deck", "add 1 card from the Season deck"),
        ("threats", "From 4 Fire cards the fire spreads", "From 3 Fire cards the fire spreads"),
        ("fire", "from 4 Fire cards, the fire spreads", "from 3 Fire cards, the fire spreads"),
        ("solo", "it scores 9 points", "it scores 7 points"),
        ("solo", "multiplied by 3", "multiplied by 2"),
        ("solo", "| Easier | 2 | 0 |", "| Easier | 1 | 0 |"),
        ("multi", "6 cards set aside", "with nothing set aside"),
        ("multi", "the central pile with 3 cards", "the central pile with 2 cards"),
        ("seed", "draws 4 Germination cards", "draws 3 Germination cards"),
        ("season_end", "draws 4 Germination cards", "draws 3 Germination cards"),
        ("wildlife", "| Jaguar | −3 | 3 | 6 | 3 |", "| Jaguar | −2 | 3 | 6 | 4 |"),
        ("jaguar", "At the end of the game: −3 points", "At the end of the game: −2 points"),
        ("boa_pair", "6 points if your forest also holds", "5 points if your forest also holds"),
        ("sloth", "you draw 3 cards from the Season deck instead of 1", "you draw 2 cards from the Season deck"),
        ("variants", "worth 5 points more", "worth 3 points more"),
    ]
    for section, now, was in checks:
        assert was in before[section], (section, was)          # the old page said the old number...
        assert now in en[section], (section, now, en[section])   # ...the new page says the new one
        assert was not in en[section], (section, was)
    # and in French too
    assert "15 cartes dans le jeu de base" in fr["fern"]
    assert "il marque 9 points" in fr["solo"]
    assert "| Jaguar | −3 |" in fr["wildlife"]


def test_a_kind_the_texts_do_not_know_still_gets_its_page(tmp_path):
    """A new card in the data gets a page with its name and count, from the data alone."""
    def add(c):
        c["kinds"].append({"id": "liana_x", "name": {"fr": "Liane géante", "en": "Giant Liana"}, "category": "flora",
                           "advanced": 4})
        c["totals"]["advanced"] += 4

    rules = _changed_rules(tmp_path, add)
    assert "liana_x" in R.sections(rules) and R.group_of("liana_x", rules) == "cards_flora"
    for lang, name, copies in (("fr", "Liane géante", "4 cartes"), ("en", "Giant Liana", "4 cards")):
        text = plain(page("liana_x", lang, rules))
        assert name in text and copies in text, (lang, text)


def test_the_groups_hold_every_card_once():
    rules = bundled_rules()
    seen = [k for _, kinds in R.card_groups(rules) for k in kinds]
    assert sorted(seen) == sorted(rules.kinds)
    assert [g for g, _ in R.card_groups(rules)] == list(R.CARD_GROUPS)
    for group, kinds in R.card_groups(rules):
        for kind in kinds:
            assert R.group_of(kind, rules) == group
    with pytest.raises(KeyError):
        R.rules_text("no_such_page", "en")
