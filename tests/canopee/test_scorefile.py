"""Canopée score files (game/canopee/scorefile.py): the worked examples of CANOPEE.md §18 written as the issue's
score files give the rules page's numbers, as JSON and as a score pad in both languages; every malformed input
is one line naming the document (and the player, the tree) and the problem."""
from __future__ import annotations

import json

import pytest

from game.canopee.cards import bundled_rules
from game.canopee.scorefile import CanopeeScored, check_document, score_json, score_pad
from game.errors import ScoreFileError
from game.inputs import SCORE_FILE, parse_yaml

WHERE = "scores.yaml: game 1"


@pytest.fixture(scope="module")
def rules():
    return bundled_rules()


def score(text: str, rules) -> CanopeeScored:
    docs = parse_yaml(text, SCORE_FILE)          # the reader the command uses
    return check_document(docs[0], WHERE, rules)


MARIA = """
game: canopee
season: 3
players:
  - name: Maria
    previous: 31
    trees:
      - {trunks: [1, 2], canopy: 2}
      - {trunks: [0], canopy: 1}
      - {trunks: [1, 1], canopy: 1, scored: true}
      - {trunks: [2], canopy: 0, scored: true}
      - {trunks: [0, 1], canopy: 2, scored: true}
    cards: [bromeliad, fern, fern, fern, monstera, rain, rain, sun]
    wildlife: [toucan, frog, frog_pair, sloth_pair]
  - name: Otto
    previous: 40
    trees:
      - {trunks: [1, 0, 1], canopy: 1}
      - {trunks: [2], canopy: 1, scored: true, awarded: true}
      - {trunks: [1], canopy: 1, scored: true}
      - {trunks: [0, 0], canopy: 0, scored: true}
    wildlife: [boa]
"""

SEASON_1 = """
game: canopee
season: 1
players:
  - name: Ana
    trees:
      - {trunks: [0, 2], canopy: 2}
      - {trunks: [1]}
    cards: [fern, fern, fern, monstera, monstera, monstera, rain, sun, sun, fire]
    wildlife: [kinkajou]
  - name: Bea
    trees:
      - {trunks: [0, 1, 1], canopy: 1}
      - {trunks: [2], canopy: 0}
    cards: [bromeliad, bromeliad, fern, monstera, monstera, monstera, rain, rain, sun, sun,
            fire, fire, fire, disease, disease]
    wildlife: [boa]
"""

FINAL_D = """
game: canopee
season: 3
players:
  - name: Ana
    previous: 70
    trees:
      - {trunks: [1], canopy: 1, scored: true}
      - {trunks: [0, 1], canopy: 1, scored: true}
      - {trunks: [2, 0], canopy: 0, scored: true}
      - {trunks: [1, 1, 0, 2], canopy: 2, scored: true, awarded: true}
      - {trunks: [0, 1, 1]}
    wildlife: [boa, boa_pair, kinkajou, ant_pair, marmoset]
  - name: Bea
    previous: 69
    trees:
      - {trunks: [1], canopy: 1, scored: true}
      - {trunks: [0], canopy: 2, scored: true}
      - {trunks: [2, 1, 2], canopy: 1, scored: true}
      - {trunks: [0, 2, 0], canopy: 0, scored: true}
    wildlife: [jaguar, jaguar_pair, toucan_pair, tamarin]
"""

SOLO = """
game: canopee
season: 2
solo: true
players:
  - name: Léa
    previous: 20
    threats: 2
    trees: [{trunks: [1, 1], canopy: 1}]
    cards: [vines, vines, fire, blight]
  - name: Esprit
    previous: 18
    threats: 3
    trees: [{trunks: [0, 2], canopy: 1}]
    cards: [fire, fire, disease]
    wildlife: [jaguar, jaguar_pair, frog_pair, sloth]
"""


def test_example_1_maria_as_a_score_file(rules):
    scored = score(MARIA, rules)
    maria, otto = scored.players
    assert maria.scores["season"] == 41
    assert maria.scores["total"] == 31 + 41
    assert (maria.scores["trees"], maria.scores["weather"], maria.scores["wildlife"]) == (8, 5, 10)
    assert (maria.scores["lushest_forest"], otto.scores["tallest_tree"]) == (10, 5)
    assert scored.last and scored.winners == ("Maria",)


def test_example_2_season_1_as_a_score_file(rules):
    scored = score(SEASON_1, rules)
    assert [p.scores["season"] for p in scored.players] == [25, 37]
    assert [p.total for p in scored.players] == [25, 37]
    assert scored.winners is None and not scored.last
    assert "wildlife" not in scored.players[0].scores


def test_example_3_final_as_a_score_file(rules):
    scored = score(FINAL_D, rules)
    ana, bea = scored.players
    assert (ana.scores["wildlife"], ana.scores["marmoset"], ana.scores["lushest_forest"]) == (10, 3, 10)
    assert (bea.scores["wildlife"], bea.scores["tallest_tree"], bea.scores["lushest_forest"]) == (6, 5, 10)
    assert (ana.total, bea.total) == (93, 90)
    assert scored.winners == ("Ana",)


def test_solo_file_gives_the_spirit_its_threat_bonus_and_the_vines_pay(rules):
    scored = score(SOLO, rules)
    lea, spirit = scored.players
    assert lea.scores["vines"] == 2 * 1 and lea.scores["threat_bonus"] == 0
    assert spirit.scores["threat_bonus"] == 7
    assert scored.winners is None                     # season 2 of 3


def test_solo_final_doubles_the_spirits_wildlife_and_ignores_its_marmoset(rules):
    text = SOLO.replace("season: 2", "season: 3").replace("[jaguar, jaguar_pair, frog_pair, sloth]",
                                                           "[jaguar, jaguar_pair, frog_pair, sloth, marmoset]")
    spirit = score(text, rules).players[1]
    assert spirit.scores["wildlife"] == 20 and spirit.scores["marmoset"] == 0


def test_json_has_the_exact_keys_of_the_contract(rules):
    out = score_json(score(MARIA, rules))
    assert list(out) == ["game", "season", "players", "winners"]
    assert out["game"] == "canopee" and out["season"] == 3 and out["winners"] == ["Maria"]
    keys = {"trees", "tallest_tree", "fern", "bromeliad", "monstera", "weather", "vines", "orchid", "threat_bonus",
            "season", "total", "wildlife", "marmoset", "lushest_forest"}
    for player in out["players"]:
        assert set(player) == {"name", "scores"}
        assert set(player["scores"]) == keys
    assert out["players"][0]["scores"]["total"] == 72
    json.dumps(out)                                   # plain values only
    early = score_json(score(SEASON_1, rules))
    assert list(early) == ["game", "season", "players"]
    assert set(early["players"][0]["scores"]) == keys - {"wildlife", "marmoset", "lushest_forest"}


def test_winners_after_a_full_tie_are_listed_in_player_order(rules):
    text = """
game: canopee
season: 2
players:
  - {name: Zoé, trees: [{trunks: [1], canopy: 1}], wildlife: [boa]}
  - {name: Yann, trees: [{trunks: [1], canopy: 1}], wildlife: [frog]}
  - {name: Xavier, trees: [{trunks: [0]}]}
"""
    scored = score(text, rules)
    assert [p.total for p in scored.players] == [2 + 4 + 5 + 2, 2 + 4 + 5 + 2, 0]   # tree, award, lushest, wildlife
    assert scored.winners == ("Zoé", "Yann")


@pytest.mark.parametrize("lang, words", [
    ("en", ["Canopy – end of season 3 and end of the game", "Trees", "Tallest tree", "Wildlife", "Lushest forest",
            "This season", "Earlier seasons", "Total", "Winner: Maria"]),
    ("fr", ["Canopée – fin de la saison 3 et fin de la partie", "Arbres", "Arbre le plus haut", "Faune",
            "Forêt la plus luxuriante", "Cette saison", "Saisons précédentes", "Total", "Gagnant·e : Maria"]),
])
def test_score_pad_in_both_languages(rules, lang, words):
    pad = score_pad(score(MARIA, rules), lang)
    for word in words:
        assert word in pad, word
    lines = pad.splitlines()
    table = [line for line in lines[1:] if not line.startswith(("Winner", "Gagnant"))]
    assert len({len(line) for line in table}) == 1, pad      # columns line up
    assert "Threat bonus" not in pad and "Bonus des menaces" not in pad       # a solo score only
    total_line = next(line for line in lines if line.startswith("Total"))
    assert total_line.split()[-2:] == ["72", str(40 + 5 + 5 + 2)]     # Otto: tree, award, boa


def test_score_pad_of_a_solo_season_names_the_spirit(rules):
    pad = score_pad(score(SOLO, rules), "en")
    assert "Solo: Esprit is the Forest Spirit" in pad
    assert "Winner" not in pad and "Wildlife" not in pad
    assert "Threat bonus" in pad
    assert "Solo : Esprit est l’Esprit de la forêt" in score_pad(score(SOLO, rules), "fr")


# ---------------------------------------------------------------------------- every malformed input: one line


def doc(**changes):
    base = {"game": "canopee", "season": 1, "players": [
        {"name": "Ana", "trees": [{"trunks": [0, 1], "canopy": 1}], "cards": ["fern"], "wildlife": ["boa"]},
        {"name": "Bea", "trees": [{"trunks": [0]}]},
    ]}
    base.update(changes)
    return base


def player(**changes):
    p = {"name": "Ana", "trees": [{"trunks": [0]}]}
    p.update(changes)
    return doc(players=[p, {"name": "Bea"}])


def tree(season=2, **changes):
    t = {"trunks": [1], "canopy": 1}
    t.update(changes)
    d = player(trees=[t])
    d["season"] = season
    return d


MALFORMED = [
    ("not a mapping", ["game", "canopee"], f"{WHERE}: expected a mapping with 'game', 'season' and 'players'"),
    ("unknown key", doc(neutral={"fern": 1}), f"{WHERE}: unknown key 'neutral'"),
    ("another game", doc(game="forest"), f"{WHERE}: 'game' must be canopee, not 'forest'"),
    ("solo not a boolean", doc(solo="yes"), f"{WHERE}: 'solo' must be true or false, not 'yes'"),
    ("no players", doc(players=[]), f"{WHERE}: 'players' must be a list"),
    ("players a mapping", doc(players={"Ana": 1}), f"{WHERE}: 'players' must be a list"),
    ("one player", doc(players=[{"name": "Ana"}]), f"{WHERE}: Canopy is played by 2 to 4 players (or solo), found 1"),
    ("five players", doc(players=[{"name": str(i)} for i in range(5)]), "2 to 4 players (or solo), found 5"),
    ("solo of three", doc(solo=True, players=[{"name": str(i)} for i in range(3)]),
     f"{WHERE}: a solo game has exactly two players (you, then the Forest Spirit), found 3"),
    ("season missing", {"game": "canopee", "players": doc()["players"]},
     f"{WHERE}: missing 'season' (the season that just ended, 1 to 3)"),
    ("season zero", doc(season=0), f"{WHERE}: 'season' must be between 1 and 3, not 0"),
    ("season four", doc(season=4), f"{WHERE}: 'season' must be between 1 and 3, not 4"),
    ("season three at three players", doc(season=3, players=[{"name": n} for n in "ABC"]),
     f"{WHERE}: 'season' must be between 1 and 2, not 3"),
    ("season a text", doc(season="three"), f"{WHERE}: 'season' must be a whole number, not 'three'"),
    ("season a boolean", doc(season=True), f"{WHERE}: 'season' must be a whole number, not True"),
    ("player not a mapping", doc(players=["Ana", "Bea"]), f"{WHERE}: players[0]: expected a mapping"),
    ("unknown player key", player(grid=[]), f"{WHERE}: players[0]: unknown key 'grid'"),
    ("no name", doc(players=[{"trees": []}, {"name": "Bea"}]), f"{WHERE}: players[0]: each player needs a 'name'"),
    ("blank name", doc(players=[{"name": "\x1b "}, {"name": "Bea"}]), f"{WHERE}: players[0]: each player needs"),
    ("same name", doc(players=[{"name": "Bea"}, {"name": "Bea"}]), f"{WHERE}: player 'Bea': two players have this name"),
    ("previous a text", player(previous="31"), f"{WHERE}: player 'Ana': 'previous' must be a whole number, not '31'"),
    ("previous huge", player(previous=10 ** 8), f"{WHERE}: player 'Ana': 'previous' must be between"),
    ("threats negative", player(threats=-1), f"{WHERE}: player 'Ana': 'threats' must be between 0 and 14, not -1"),
    ("trees a mapping", player(trees={"trunks": [1]}), f"{WHERE}: player 'Ana': 'trees' must be a list of trees"),
    ("tree a list", player(trees=[[1, 2]]), f"{WHERE}: player 'Ana': tree 1: expected a mapping"),
    ("unknown tree key", tree(height=2), f"{WHERE}: player 'Ana': tree 1: unknown key 'height'"),
    ("no trunks", tree(trunks=[]), f"{WHERE}: player 'Ana': tree 1: 'trunks' must list the values of its trunks"),
    ("trunks a number", tree(trunks=3), f"{WHERE}: player 'Ana': tree 1: 'trunks' must list"),
    ("trunk value 3", tree(trunks=[1, 3]), f"{WHERE}: player 'Ana': tree 1: a trunk's value is one of 0, 1, 2, not 3"),
    ("trunk value a boolean", tree(trunks=[True]), "a trunk's value is one of 0, 1, 2, not True"),
    ("canopy 5", tree(canopy=5), f"{WHERE}: player 'Ana': tree 1: a canopy's multiplier is one of 0, 1, 2, not 5"),
    ("scored a text", tree(scored="yes"), f"{WHERE}: player 'Ana': tree 1: 'scored' must be true or false"),
    ("scored unfinished", tree(canopy=None, scored=True),
     f"{WHERE}: player 'Ana': tree 1: an unfinished tree (no canopy) has never been scored"),
    ("scored before season 1", tree(season=1, scored=True),
     f"{WHERE}: player 'Ana': tree 1: no tree was scored before the end of season 1"),
    ("awarded not scored", tree(awarded=True), f"{WHERE}: player 'Ana': tree 1: a tree that won the Tallest Tree"),
    ("too many awards", dict(player(trees=[{"trunks": [1], "canopy": 1, "scored": True, "awarded": True}] * 2),
                             season=2),
     f"{WHERE}: player 'Ana': 2 trees won the Tallest Tree award before season 2"),
    ("cards a text", player(cards="fern"), f"{WHERE}: player 'Ana': 'cards' must be a list of card ids"),
    ("unknown card", player(cards=["fern", "cactus"]), f"{WHERE}: player 'Ana': cards: 'cactus' is not a card of Canopy"),
    ("card a number", player(cards=[7]), f"{WHERE}: player 'Ana': cards: 7 is not a card of Canopy"),
    ("trunk in cards", player(cards=["trunk_1"]), f"{WHERE}: player 'Ana': cards: 'trunk_1' belongs in 'trees'"),
    ("wildlife in cards", player(cards=["frog"]), f"{WHERE}: player 'Ana': cards: 'frog' is wildlife"),
    ("drought in cards", player(cards=["drought"]), f"{WHERE}: player 'Ana': cards: 'drought' is discarded as it arrives"),
    ("wildlife a flora", player(wildlife=["fern"]), f"{WHERE}: player 'Ana': wildlife: 'fern' is not a wildlife card"),
    ("unknown species", player(wildlife=["unicorn_pair"]), "wildlife: 'unicorn_pair' is not a wildlife card"),
    ("17 ferns", player(cards=["fern"] * 17), f"{WHERE}: 17 'fern' cards are listed, but Canopy has only 16"),
    ("the same frog twice", doc(players=[{"name": "A", "wildlife": ["frog"]}, {"name": "B", "wildlife": ["frog"]}]),
     f"{WHERE}: 2 'frog' cards are listed, but Canopy has only 1"),
    ("too many 2-trunks", player(trees=[{"trunks": [2] * 7}]),
     f"{WHERE}: 7 trunks of value 2 are listed, but Canopy has only 6"),
    ("too many x2 canopies", player(trees=[{"trunks": [1], "canopy": 2}] * 5),
     f"{WHERE}: 5 canopies of multiplier 2 are listed, but Canopy has only 4"),
]


@pytest.mark.parametrize("label, document, expected", MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_document_is_one_line(rules, label, document, expected):
    with pytest.raises(ScoreFileError) as info:
        check_document(document, WHERE, rules)
    message = str(info.value)
    assert "\n" not in message
    assert expected in message, message
    assert message.startswith(WHERE)


def test_a_control_character_in_a_name_is_dropped(rules):
    scored = check_document(doc(players=[{"name": "A\x1b[2Jna"}, {"name": 42}]), WHERE, rules)
    assert scored.names == ["A[2Jna", "42"]


def test_a_value_in_a_message_is_bounded(rules):
    with pytest.raises(ScoreFileError) as info:
        check_document(player(cards=["x" * 5000]), WHERE, rules)
    assert len(str(info.value)) < 400


def test_every_score_pad_string_exists_in_both_languages_with_the_same_fields():
    import re

    from game.i18n import LANGUAGES, STRINGS

    keys = [k for k in STRINGS if k.startswith("cano_")]
    for row in ("trees", "tallest_tree", "fern", "wildlife", "marmoset", "lushest_forest", "threat_bonus"):
        assert f"cano_{row}" in keys
    for key in keys:
        assert all(STRINGS[key].get(lang, "").strip() for lang in LANGUAGES), key
        fields = [set(re.findall(r"{(\w+)", STRINGS[key][lang])) for lang in LANGUAGES]
        assert fields[0] == fields[1], key
