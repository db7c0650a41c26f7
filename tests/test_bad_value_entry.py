"""A value over the readers' bounds is named by the entry it is in, as every other data error is (issue 23
point 20: "the number 2000000000 is too big" named neither the card nor the player).

The card data says "data/cards.yaml: games.forest.kinds[2] (trout).count: must be at least 1"; a score file says
"file: game 2: players[0]: unknown key". A number too big, a float out of range or a text too long now says the
same "where" before its problem, in cards.yaml, in every game's score file and in a save.
"""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core.catalogue import load_catalogue
from game.errors import CardDataError, SaveError, ScoreFileError
from game.inputs import InputError, SCORE_FILE, check_tree, parse_yaml
from game.scorefile import parse_score_text

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def test_a_huge_count_in_the_card_data_names_the_card(tmp_path):
    text = (ROOT / "data" / "cards.yaml").read_text(encoding="utf-8")
    third = list(re.finditer(r"count: \d+", text))[2]          # Forêt's third kind, the trout
    bad = tmp_path / "cards.yaml"
    bad.write_text(text[:third.start()] + "count: 2000000000" + text[third.end():], encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_catalogue(bad)
    assert str(caught.value) == (f"{bad}: games.forest.kinds[2] (trout).count: the number 2000000000 is too big "
                                 f"(at most 1,000,000,000)")


@pytest.mark.parametrize("example, old, new, where", [
    ("forest-two-players.yaml", "neutral: {stream: 3, wolf: 2}", "neutral: {stream: 3000000000000, wolf: 2}",
     "game 2: neutral.stream: the number 3000000000000 is too big"),
    ("canopee-season3.yaml", "    previous: 31", "    previous: 31000000000",
     "game 2: players[0].previous: the number 31000000000 is too big"),
    ("living-forest.yaml", "    fire_tiles: [2, 2, 2, 3, 3, 4, 4]", "    fire_tiles: [2, 2, 2, 3, 3, 4, 40000000000]",
     "game 2: players[1].fire_tiles[6]: the number 40000000000 is too big"),
])
def test_a_value_over_the_bounds_in_a_score_file_names_its_game_and_entry(example, old, new, where):
    text = (EXAMPLES / example).read_text(encoding="utf-8")
    assert old in text
    # the damaged game second in the file: the game is named too
    two = text + "\n---\n" + text.replace(old, new, 1)
    with pytest.raises(ScoreFileError) as caught:
        parse_score_text(two, "file.yaml")
    assert str(caught.value).startswith(f"file.yaml: {where}")


def test_the_entry_is_named_in_document_order_and_keys_too():
    with pytest.raises(InputError) as caught:
        parse_yaml("a: [1, 2, {b: 1.0e+999}]\n", SCORE_FILE)     # YAML reads 1.0e+999 as an infinite float
    assert caught.value.where == "a[2].b" and caught.value.document == 1
    with pytest.raises(InputError) as caught:
        check_tree({"x": {"y" * 2000: 1}}, SCORE_FILE)
    assert caught.value.where == "x (a key)"


def test_a_save_with_a_huge_number_says_where(tmp_path):
    from game import savegame
    from game.session import Match, Seat

    data = json.loads(json.dumps(savegame.match_to_dict(Match("forest", [Seat("Ana"), Seat("Bo")], seed=1))))
    data["state"]["deck"][3] = 10 ** 30
    with pytest.raises(SaveError) as caught:
        savegame.match_from_dict(data)
    assert "state.deck[3]: the number" in str(caught.value)
