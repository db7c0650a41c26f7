"""The rulebooks' worked examples, replayed on the scorer.

Every example of /work/shared/rules/ECOSYSTEME.md (§1.3-§1.5, the "Rulebook examples" of §2 and §3)
is rebuilt here as a literal 4x5 ecosystem, written row by row from the top. Sources: ``000_…`` (Forêt, page 4-5 examples), ``002_…`` (Forêt score pad), ``004_…``
(Savane examples and Margot's score sheet).

The pictures themselves are not in the text extractions, so each grid below is a layout that
matches the book's description card for card (the bee "in the top row" is in the top row, the
eagle's rabbit is "on its right", …) and fills the rest of the 4x5 rectangle with cards that do not
disturb the example. Every table stays within the card counts of data/cards.yaml.

Cells are named (row, column) counted from 1, top-left first, as the engine's messages do.
"""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.catalogue import rules_for
from game.errors import IllegalAction
from game.ecosysteme.grid import frame_cell
from game.ecosysteme.scoring import frame_from_rows

FOREST = rules_for("forest")
SAVANE = rules_for("savane")


# ---------------------------------------------------------------------------- helpers


def frame(game, rows):
    """A frame from 4 literal rows of 5 card ids (None: empty cell)."""
    assert len(rows) == 4 and all(len(row) == 5 for row in rows), "an ecosystem is 4 rows of 5"
    return frame_from_rows(game, rows)


def at(row: int, col: int) -> int:
    """Frame index of the cell at (row, column), both counted from 1."""
    return (row - 1) * 5 + (col - 1)


def cells(indices) -> set[tuple[int, int]]:
    """Frame indices as (row, column) cells counted from 1."""
    return {(r + 1, c + 1) for r, c in map(frame_cell, indices)}


def without(rows, *where):
    """A copy of the grid with the cards at the given (row, column) cells removed."""
    out = [list(row) for row in rows]
    for row, col in where:
        assert out[row - 1][col - 1] is not None
        out[row - 1][col - 1] = None
    return out


def replaced(rows, row, col, card):
    out = [list(r) for r in rows]
    out[row - 1][col - 1] = card
    return out


def own(game, rows):
    """One ecosystem scored alone (no comparison prize, no biodiversity)."""
    return game.scorer.score_frame(frame(game, rows))


def assert_fits_the_deck(game, *grids, extra=()):
    """The ecosystems (and a neutral pile) of one game never use more cards of a kind than exist."""
    used = Counter(card for grid in grids for row in grid for card in row if card is not None)
    used.update(extra)
    too_many = {k: n for k, n in used.items() if n > game.kind(k).count}
    assert not too_many, f"more cards than the deck holds: {too_many}"


def indices(game, cards):
    return [game.kind(card).index for card in cards]


def test_helpers_name_cells_like_the_engine():
    assert at(1, 1) == 0 and at(2, 3) == 7 and at(4, 5) == 19
    assert cells([at(3, 2), at(4, 5)]) == {(3, 2), (4, 5)}


# ============================================================================ FORÊT

# Ferdinand's ecosystem: the score-pad page (002) says his stream, the longest of the table,
# is the one pictured on page 4 of the rulebook, so the page 4 examples (000) are laid out in it:
# the bees, the eagle, the two dragonflies and a 4-card stream.
FERDINAND = [
    ["meadow", "bee",    "stream", "stream",    "stream"],
    ["rabbit", "meadow", "bee",    "dragonfly", "stream"],
    ["meadow", "trout",  "fox",    "stream",    "bear"],
    ["eagle",  "rabbit", "meadow", "stream",    "dragonfly"],
]

# Amélie "won by focusing on deer and dragonflies near streams; her 3-card stream was the second
# longest after Ferdinand's; scoring with every kind but 3, she won 7 biodiversity points".
AMELIE = [
    ["deer",      "wolf",   "deer",   "wolf",   "rabbit"],
    ["dragonfly", "stream", "stream", "stream", "dragonfly"],
    ["stream",    "trout",  "wolf",   "rabbit", "meadow"],
    ["bee",       "bee",    "eagle",  "meadow", "fox"],
]

# Mana: a 5-meadow clearing, bees and deer below it, a pack of 3 wolves, 6 gaps.
MANA = [
    ["meadow", "meadow",    "meadow", "meadow",    "meadow"],
    ["bee",    "deer",      "bee",    "deer",      "bee"],
    ["fox",    "dragonfly", "eagle",  "dragonfly", "fox"],
    ["eagle",  "wolf",      "wolf",   "wolf",      "eagle"],
]


class TestForestPage4Examples:
    """000, page 4: "EXEMPLE : l'Abeille de la ligne du haut rapporte un total de 6 points…"."""

    def test_top_row_bee_scores_6_for_meadows_left_and_below(self):
        # keep only the top-row bee (1, 2): meadow on its left (1, 1) and below it (2, 2)
        assert own(FOREST, without(FERDINAND, (2, 3))).kinds["bee"] == 6

    def test_second_row_bee_scores_3_for_the_meadow_on_its_left(self):
        # keep only the second-row bee (2, 3): the meadow (2, 2) on its left
        assert own(FOREST, without(FERDINAND, (1, 2))).kinds["bee"] == 3

    def test_the_two_other_meadows_are_too_far_from_the_bees(self):
        sheet = own(FOREST, FERDINAND)
        assert sheet.kinds["bee"] == 6 + 3
        assert sheet.kinds["meadow"] == 0  # four lone meadows: no group
        assert cells(sheet.scoring_cells["bee"]) == {(1, 2), (2, 3)}

    def test_eagle_scores_6_for_two_rabbits_and_a_diagonal_trout(self):
        # "6 points pour le Lapin sur sa droite, celui situé à 2 cartes au-dessus de lui,
        #  et la Truite en diagonale (à 2 cartes)": eagle (4, 1), rabbits (4, 2) and (2, 1), trout (3, 2)
        assert own(FOREST, FERDINAND).kinds["eagle"] == 6
        assert own(FOREST, without(FERDINAND, (3, 2))).kinds["eagle"] == 4  # the diagonal trout is worth 2

    def test_second_row_dragonfly_scores_6_for_a_4_stream_above_and_a_2_stream_below(self):
        # keep only the dragonfly (2, 4): it touches the 4-stream twice, counted once, and the 2-stream
        assert own(FOREST, without(FERDINAND, (4, 5))).kinds["dragonfly"] == 4 + 2

    def test_bottom_row_dragonfly_scores_2_for_the_2_stream(self):
        assert own(FOREST, without(FERDINAND, (2, 4))).kinds["dragonfly"] == 2

    def test_both_dragonflies(self):
        assert own(FOREST, FERDINAND).kinds["dragonfly"] == 8


def test_three_deer_on_two_columns_and_three_rows_score_10():
    """000, page 5: "Ces 3 Cerfs ont été placés sur 2 colonnes et 3 lignes pour un total de 10 points"."""
    grid = [
        ["meadow", "deer",  "meadow", "bee",  "meadow"],
        ["bear",   "fox",   "rabbit", "bear", "fox"],
        ["trout",  "bee",   "stream", "deer", "eagle"],
        ["rabbit", "deer",  "stream", "wolf", "bear"],
    ]
    assert own(FOREST, grid).kinds["deer"] == 2 * 2 + 3 * 2 == 10


class TestForestScorePad:
    """002, "EXEMPLE DE CALCUL DES SCORES": Amélie 50, Ferdinand 36, Mana 43.

    The extraction prints the pad's numbers in a scrambled row order (4 points of bees cannot be
    scored at 3 per meadow), but each column still adds up to its total. The grids above give every
    player exactly the numbers of their own column, assigned to kinds where the rules allow them,
    with the biodiversity and gap counts of the pad (7 for 3 gaps, 0 for 5, -5 for 6).
    """

    EXPECTED = {
        #            bee bear trout fox eagle dfly deer rabbit meadow stream wolf
        "Amélie":    (0,  0,   4,    3,  4,    7,   6,   2,     0,     5,     12),
        "Ferdinand": (9,  0,   0,    3,  6,    8,   0,   2,     0,     8,     0),
        "Mana":      (9,  0,   0,    6,  0,    0,   6,   0,     15,    0,     12),
    }
    BIODIVERSITY = {"Amélie": (7, 3), "Ferdinand": (0, 5), "Mana": (-5, 6)}
    TOTALS = {"Amélie": 50, "Ferdinand": 36, "Mana": 43}
    PAD_COLUMNS = {  # the numbers printed under each name, in the extraction's order
        "Amélie": [4, 4, 7, 5, 6, 2, 3, 0, 0, 0, 12, 7],
        "Ferdinand": [0, 2, 8, 8, 9, 6, 0, 0, 0, 3, 0, 0],
        "Mana": [0, 0, 0, 0, 9, 0, 6, 12, 15, 0, 6, -5],
    }

    @pytest.fixture
    def result(self):
        assert_fits_the_deck(FOREST, AMELIE, FERDINAND, MANA)
        return FOREST.scorer.score_table([frame(FOREST, g) for g in (AMELIE, FERDINAND, MANA)])

    @pytest.mark.parametrize("seat, name", list(enumerate(["Amélie", "Ferdinand", "Mana"])))
    def test_every_line_of_the_pad(self, result, seat, name):
        sheet = result.players[seat]
        assert tuple(sheet.kinds.values()) == self.EXPECTED[name]
        assert (sheet.biodiversity, sheet.gaps) == self.BIODIVERSITY[name]
        assert sheet.total == self.TOTALS[name]

    @pytest.mark.parametrize("seat, name", list(enumerate(["Amélie", "Ferdinand", "Mana"])))
    def test_the_pad_numbers_reassigned(self, result, seat, name):
        sheet = result.players[seat]
        column = sorted(list(sheet.kinds.values()) + [sheet.biodiversity])
        assert column == sorted(self.PAD_COLUMNS[name])

    def test_streams_ferdinand_longest_amelie_second_with_3_cards(self, result):
        amelie, ferdinand, mana = result.players
        assert (ferdinand.measures["stream"], amelie.measures["stream"], mana.measures["stream"]) == (4, 3, 0)
        assert (ferdinand.kinds["stream"], amelie.kinds["stream"]) == (8, 5)

    def test_amelie_wins(self, result):
        assert result.winners == [0]


class TestComparisonTies:
    """§1.5 on the wolf packs (prizes 12/8/4), 000 "Égalités": tied packs share a place, the next
    place(s) are not awarded; an ecosystem with no wolf takes no part."""

    PACK_OF_3 = [
        ["wolf", "fox",   "deer",  "meadow", "meadow"],
        ["bear", "wolf",  "trout", "stream", "stream"],
        ["bee",  "eagle", "wolf",  "rabbit", "dragonfly"],
        ["deer", "fox",   "bear",  "meadow", "stream"],
    ]
    PACK_OF_2 = [
        ["wolf", "fox",   "deer",  "meadow", "meadow"],
        ["bear", "wolf",  "trout", "stream", "stream"],
        ["bee",  "eagle", "fox",   "rabbit", "dragonfly"],
        ["deer", "fox",   "bear",  "meadow", "stream"],
    ]
    NO_WOLF = [
        ["fox",  "fox",   "deer",  "meadow", "meadow"],
        ["bear", "bee",   "trout", "stream", "stream"],
        ["bee",  "eagle", "fox",   "rabbit", "dragonfly"],
        ["deer", "fox",   "bear",  "meadow", "stream"],
    ]

    @pytest.mark.parametrize("packs, prizes", [
        ((3, 3, 2), [12, 12, 4]),
        ((3, 2, 2), [12, 8, 8]),
        ((3, 3, 3), [12, 12, 12]),
        ((3, 2, 0), [12, 8, 0]),
        ((3, 3, 2, 0), [12, 12, 4, 0]),
        ((2, 0), [12, 0]),
    ])
    def test_wolf_prizes(self, packs, prizes):
        by_size = {3: self.PACK_OF_3, 2: self.PACK_OF_2, 0: self.NO_WOLF}
        grids = [by_size[n] for n in packs]
        assert_fits_the_deck(FOREST, *grids)
        result = FOREST.scorer.score_table([frame(FOREST, g) for g in grids])
        assert [p.measures["wolf"] for p in result.players] == list(packs)
        assert [p.kinds["wolf"] for p in result.players] == prizes

    def test_no_wolf_is_a_gap(self):
        result = FOREST.scorer.score_table([frame(FOREST, g) for g in (self.PACK_OF_2, self.NO_WOLF)])
        no_wolf = result.players[1]
        assert no_wolf.kinds["wolf"] == 0
        assert no_wolf.gaps == sum(1 for v in no_wolf.kinds.values() if v == 0)
        assert "wolf" in [k for k, v in no_wolf.kinds.items() if v == 0]


class TestForestNeutral:
    """§1.3 / 000 "RÈGLES POUR UNE PARTIE À DEUX": the neutral's streams and wolves count in the
    comparisons, its streams "considérées comme étant toutes connectées"; it scores nothing."""

    OTHERS = ["bee", "bear", "trout", "fox", "eagle", "dragonfly", "deer", "rabbit", "meadow", "meadow", "bear"]

    def play(self, neutral_cards):
        assert_fits_the_deck(FOREST, AMELIE, FERDINAND, extra=neutral_cards)
        return FOREST.scorer.score_table([frame(FOREST, AMELIE), frame(FOREST, FERDINAND)],
                                         neutral=indices(FOREST, neutral_cards))

    def test_neutral_streams_are_one_stream_and_its_wolves_a_pack(self):
        # 5 stream cards in the neutral pile beat Ferdinand's 4-stream; 4 wolves beat Amélie's 3
        pile = ["stream"] * 5 + ["wolf"] * 4 + self.OTHERS
        assert len(pile) == 20
        result = self.play(pile)
        amelie, ferdinand = result.players
        assert (ferdinand.kinds["stream"], amelie.kinds["stream"]) == (5, 0)
        assert (amelie.kinds["wolf"], ferdinand.kinds["wolf"]) == (8, 0)

    def test_neutral_ties_share_a_place(self):
        # 4 neutral streams tie Ferdinand for 1st: both 8, Amélie is 3rd (no prize);
        # 3 neutral wolves tie Amélie's pack: she keeps the 12
        pile = ["stream"] * 4 + ["wolf"] * 3 + self.OTHERS + ["meadow", "bee"]
        result = self.play(pile)
        amelie, ferdinand = result.players
        assert (ferdinand.kinds["stream"], amelie.kinds["stream"]) == (8, 0)
        assert amelie.kinds["wolf"] == 12

    def test_neutral_scores_nothing_and_only_its_streams_and_wolves_matter(self):
        alone = FOREST.scorer.score_table([frame(FOREST, AMELIE), frame(FOREST, FERDINAND)])
        with_pile = self.play(self.OTHERS + ["meadow"] * 5 + ["deer"] * 4)
        assert len(with_pile.players) == 2
        assert [p.kinds for p in with_pile.players] == [p.kinds for p in alone.players]
        assert [p.total for p in with_pile.players] == [p.total for p in alone.players]
        # without any neutral card: Ferdinand 1st (8), Amélie 2nd (5) and alone with wolves (12)
        assert [p.kinds["stream"] for p in alone.players] == [5, 8]
        assert alone.players[0].kinds["wolf"] == 12


class TestAlban:
    """§1.4 / 000 "RÈGLES DU MODE DE JEU SOLO": Alban gets no biodiversity; you must beat him by
    30 (easy), 50 (normal) or 70 (hard) points."""

    PLAYER = [  # 81 points against an Alban without streams or wolves
        ["meadow", "meadow", "bee",    "eagle",  "rabbit"],
        ["meadow", "bee",    "bear",   "trout",  "eagle"],
        ["rabbit", "eagle",  "stream", "stream", "dragonfly"],
        ["fox",    "deer",   "wolf",   "trout",  "stream"],
    ]
    # Alban's ecosystems (the player's discards, filled in reading order); his last discard,
    # bottom right, is a bear worth nothing there or a rabbit worth 1 point.
    ALBAN_51 = [
        ["trout", "rabbit", "eagle", "trout",  "dragonfly"],
        ["eagle", "rabbit", "rabbit", "fox",   "dragonfly"],
        ["deer",  "eagle",  "bear",  "deer",   "rabbit"],
        ["trout", "fox",    "bee",   "meadow", "bear"],
    ]
    ALBAN_31 = [
        ["deer",      "dragonfly", "meadow", "eagle",     "deer"],
        ["rabbit",    "deer",      "rabbit", "meadow",    "bear"],
        ["meadow",    "eagle",     "fox",    "meadow",    "meadow"],
        ["dragonfly", "trout",     "bee",    "dragonfly", "bear"],
    ]
    ALBAN_11 = [
        ["trout",  "meadow",    "deer",   "fox",       "eagle"],
        ["rabbit", "rabbit",    "bear",   "dragonfly", "meadow"],
        ["rabbit", "dragonfly", "meadow", "bear",      "dragonfly"],
        ["bee",    "rabbit",    "trout",  "fox",       "bear"],
    ]

    def play(self, alban):
        assert_fits_the_deck(FOREST, self.PLAYER, alban)
        return FOREST.scorer.score_table([frame(FOREST, self.PLAYER), frame(FOREST, alban)], solo=True)

    def test_alban_gets_no_biodiversity(self):
        result = self.play(self.ALBAN_11)
        player, alban = result.players
        assert alban.biodiversity is None and alban.gaps is None
        assert alban.total == sum(alban.kinds.values()) == 11  # 8 gaps would have cost him 5
        assert (player.biodiversity, player.gaps) == (12, 0)
        assert player.total == 81
        assert (player.kinds["stream"], player.kinds["wolf"]) == (8, 12)  # compared with Alban only

    @pytest.mark.parametrize("alban, last, alban_total, level", [
        ("ALBAN_51", "bear", 51, "easy"),
        ("ALBAN_51", "rabbit", 52, None),       # 29: a loss
        ("ALBAN_31", "bear", 31, "normal"),
        ("ALBAN_31", "rabbit", 32, "easy"),     # 49
        ("ALBAN_11", "bear", 11, "hard"),
        ("ALBAN_11", "rabbit", 12, "normal"),   # 69
    ])
    def test_margin_levels(self, alban, last, alban_total, level):
        result = self.play(replaced(getattr(self, alban), 4, 5, last))
        player, alban_sheet = result.players
        assert (player.total, alban_sheet.total) == (81, alban_total)
        assert result.solo.margin == 81 - alban_total
        assert result.solo.level == level
        assert result.winners == ([0] if level else [1])

    def test_level_thresholds(self):
        solo = FOREST.scorer.solo_result
        assert [solo([t, 0]).level for t in (-5, 0, 29, 30, 49, 50, 69, 70, 120)] == [
            None, None, None, "easy", "easy", "normal", "normal", "hard", "hard"]


# ============================================================================ SAVANE


def test_waterhole_scores_2_per_distinct_animal_kind_adjacent():
    """004: "Ce Point d'eau rapporte 4 points grâce aux Girafes et au Lion qui lui sont adjacents
    (les 2 cartes Girafes ne comptent que comme un seul type d'animal). L'Arbre placé au-dessus du
    Point d'eau n'est pas un animal, et la Hyène n'est pas considérée comme adjacente"."""
    grid = [
        ["hyena",   "tree",      "gazelle", "tree", "tree"],
        ["giraffe", "waterhole", "giraffe", "tree", "tree"],
        ["tree",    "lion",      "tree",    "tree", "grassland"],
        ["tree",    "tree",      "tree",    "tree", "grassland"],
    ]
    assert own(SAVANE, grid).kinds["waterhole"] == 4
    # were the hyena where the tree is, it would count as a third kind
    swapped = replaced(replaced(grid, 1, 1, "tree"), 1, 2, "hyena")
    assert own(SAVANE, swapped).kinds["waterhole"] == 6


class TestSavanePage5Example:
    """004: "un groupe de 4 cartes Prairie (16 points) et 1 carte Prairie isolée (1 point). Les 3
    Arbres sont répartis sur 3 lignes et 2 colonnes, pour un total de 10 points. Le premier Zèbre
    rapporte 9 points … et le second Zèbre 6 points (une même Prairie peut rapporter des points à
    plusieurs Zèbres)"."""

    GRID = [
        ["tree",    "waterhole", "waterhole", "waterhole", "waterhole"],
        ["gazelle", "grassland", "grassland", "grassland", "gazelle"],
        ["tree",    "zebra",     "grassland", "zebra",     "gazelle"],
        ["gazelle", "grassland", "gazelle",   "gazelle",   "tree"],
    ]

    def test_grassland_groups_of_4_and_1_score_17(self):
        assert own(SAVANE, self.GRID).kinds["grassland"] == 16 + 1

    def test_three_trees_on_three_rows_and_two_columns_score_10(self):
        assert own(SAVANE, self.GRID).kinds["tree"] == 10

    def test_zebras_score_9_and_6_sharing_a_grassland(self):
        assert own(SAVANE, without(self.GRID, (3, 4))).kinds["zebra"] == 9
        assert own(SAVANE, without(self.GRID, (3, 2))).kinds["zebra"] == 6
        assert own(SAVANE, self.GRID).kinds["zebra"] == 15  # the grassland (3, 3) pays both


class TestCheetahsAndLions:
    """004: "Ces Guépards rapportent 6 points et 12 points grâce aux Gazelles placées en diagonale.
    Ces Gazelles sont ensuite retournées face cachée. Les 2 Lions sont adjacents à une carte Prairie
    … Il ne reste cependant qu'une Gazelle face visible. Par conséquent, seul un Lion pourra chasser
    une proie et marquer ainsi 4 points"."""

    GRID = [
        ["gazelle", "tree",    "gazelle", "tree",    "gazelle"],
        ["tree",    "cheetah", "tree",    "tree",    "tree"],
        ["gazelle", "gazelle", "gazelle", "gazelle", "lion"],
        ["tree",    "tree",    "cheetah", "lion",    "grassland"],
    ]

    def test_cheetahs_score_12_and_6(self):
        assert own(SAVANE, without(self.GRID, (4, 3))).kinds["cheetah"] == 12
        assert own(SAVANE, without(self.GRID, (2, 2))).kinds["cheetah"] == 6
        assert own(SAVANE, self.GRID).kinds["cheetah"] == 18

    def test_only_one_lion_scores_for_the_last_face_up_gazelle(self):
        # both lions touch the grassland (4, 5); the gazelle (1, 5) is the only one no cheetah hunted
        sheet = own(SAVANE, self.GRID)
        assert sheet.kinds["gazelle"] == 14  # scored before any flip
        assert cells(sheet.lion_candidates) == {(1, 5)}
        assert sheet.lion_picks == 1
        assert cells(sheet.lion_prey) == {(1, 5)}
        assert sheet.kinds["lion"] == 4
        hunted = {(1, 1), (1, 3), (3, 1), (3, 3), (3, 2), (3, 4)}
        assert cells(sheet.face_down) == hunted | {(1, 5)}


def test_hyena_and_vulture_feed_on_face_down_cards():
    """004: "le Guépard a fait retourner plusieurs cartes face cachée. La Hyène rapporte désormais
    9 points grâce aux carcasses des cartes face cachée à 2 emplacements d'elle. Le Vautour rapporte
    8 points pour les deux cartes face cachée qui se trouvent en-dessous de lui dans sa colonne"."""
    grid = [
        ["tree",      "grassland", "tree",  "grassland", "vulture"],
        ["gazelle",   "tree",      "hyena", "tree",      "gazelle"],
        ["grassland", "cheetah",   "tree",  "cheetah",   "tree"],
        ["tree",      "grassland", "gazelle", "grassland", "gazelle"],
    ]
    sheet = own(SAVANE, grid)
    assert cells(sheet.face_down) == {(2, 1), (2, 5), (4, 3), (4, 5)}
    assert sheet.kinds["cheetah"] == 6 + 9  # the gazelle (4, 3) feeds both cheetahs before it is flipped
    assert sheet.kinds["hyena"] == 9        # (2, 1), (2, 5) and (4, 3), two cells away
    assert sheet.kinds["vulture"] == 8      # (2, 5) and (4, 5) below it


# Margot's ecosystem (004, "EXEMPLE DE CALCUL DES SCORES"), laid out from her score sheet:
# two waterholes each beside 3 animal kinds, grasslands in groups of 1 and 3, trees on 2 rows and
# 2 columns, 3 gazelles, two zebras sharing a grassland, two giraffes by a tree, a cheetah above
# her second elephant hunting 2 gazelles, a lion by a grassland, a hyena, the first elephant in
# the bottom-left corner.
MARGOT = [
    ["grassland", "giraffe",   "tree",    "zebra",     "gazelle"],
    ["gazelle",   "waterhole", "giraffe", "grassland", "zebra"],
    ["waterhole", "cheetah",   "lion",    "grassland", "grassland"],
    ["elephant",  "elephant",  "gazelle", "tree",      "hyena"],
]
# Her opponents, with smaller herds (Sanaa 2 gazelles, Alexis 1): Margot takes the +5.
SANAA = [
    ["waterhole", "giraffe",   "lion",    "grassland", "hyena"],
    ["gazelle",   "tree",      "giraffe", "grassland", "grassland"],
    ["waterhole", "cheetah",   "vulture", "grassland", "zebra"],
    ["elephant",  "waterhole", "gazelle", "elephant",  "tree"],
]
ALEXIS = [
    ["hyena",    "tree",      "giraffe",   "waterhole", "elephant"],
    ["vulture",  "cheetah",   "lion",      "cheetah",   "waterhole"],
    ["gazelle",  "grassland", "grassland", "giraffe",   "tree"],
    ["elephant", "grassland", "zebra",     "lion",      "giraffe"],
]


class TestMargotScoreSheet:
    """004: "Margot totalise 86 points et arrive deuxième, juste derrière Sanaa" (Alexis 76, Sanaa 91)."""

    EXPECTED = {
        #          waterhole grassland tree gazelle zebra giraffe cheetah lion elephant hyena vulture
        "Margot": (12,       10,       8,   6 + 5,  9,    10,     6,      4,   6 + 4,   6,    0),
        "Alexis": (10,       9,        8,   2,      6,    15,     3,      4,   12,      3,    4),
        "Sanaa":  (16,       16,       8,   4 + 2,  6,    10,     6,      4,   12,      3,    4),
    }
    TOTALS = {"Margot": 86, "Alexis": 76, "Sanaa": 91}
    SEATS = ["Margot", "Alexis", "Sanaa"]

    def play(self, prey_choices=None):
        assert_fits_the_deck(SAVANE, MARGOT, ALEXIS, SANAA)
        return SAVANE.scorer.score_table([frame(SAVANE, g) for g in (MARGOT, ALEXIS, SANAA)],
                                         prey_choices=prey_choices)

    @pytest.mark.parametrize("seat, name", list(enumerate(SEATS)))
    def test_every_line_of_the_sheet(self, seat, name):
        sheet = self.play().players[seat]
        assert tuple(sheet.kinds.values()) == self.EXPECTED[name]
        assert sheet.total == self.TOTALS[name]
        assert sheet.biodiversity is None  # no biodiversity in Savane

    def test_sanaa_wins_margot_second(self):
        result = self.play()
        assert result.winners == [2]
        assert sorted(range(3), key=lambda i: -result.players[i].total) == [2, 0, 1]

    def test_margot_has_the_largest_herd(self):
        result = self.play()
        assert [p.measures["gazelle"] for p in result.players] == [3, 1, 2]

    def test_each_waterhole_scores_6_for_3_animal_kinds(self):
        assert own(SAVANE, without(MARGOT, (3, 1))).kinds["waterhole"] == 6  # gazelle, giraffe, cheetah
        assert own(SAVANE, without(MARGOT, (2, 2))).kinds["waterhole"] == 6  # gazelle, cheetah, elephant

    def test_cheetah_flips_two_gazelles_after_they_scored(self):
        sheet = own(SAVANE, MARGOT)
        assert sheet.kinds["cheetah"] == 6
        assert sheet.kinds["gazelle"] == 6
        assert {(2, 1), (4, 3)} <= cells(sheet.face_down)

    def test_lion_takes_the_zebra_that_feeds_her_hyena(self):
        # "Elle retourne donc un Zèbre face cachée … celle-ci lui rapportera des points avec sa Hyène"
        sheet = own(SAVANE, MARGOT)
        assert cells(sheet.lion_candidates) == {(1, 4), (1, 5), (2, 5)}  # the two zebras, one gazelle
        assert sheet.lion_picks == 1
        assert cells(sheet.lion_prey) == {(2, 5)}
        assert cells(sheet.face_down) == {(2, 1), (4, 3), (2, 5)}
        assert sheet.kinds["hyena"] == 6  # the gazelle (4, 3) and the zebra (2, 5), two cells away

    def test_elephants_6_in_the_corner_and_4_under_the_cheetah(self):
        # the corner elephant (4, 1) touches only a waterhole and an elephant: 6;
        # the second (4, 2) loses 2 for the cheetah above, not for the face-down gazelle (4, 3)
        assert own(SAVANE, without(MARGOT, (4, 2))).kinds["elephant"] == 6
        assert own(SAVANE, without(MARGOT, (4, 1))).kinds["elephant"] == 4

    @pytest.mark.parametrize("prey", [(1, 4), (1, 5)])
    def test_she_could_have_chosen_another_prey(self, prey):
        result = self.play(prey_choices=[[at(*prey)], None, None])
        margot = result.players[0]
        assert cells(margot.lion_prey) == {prey}
        assert margot.kinds["lion"] == 4
        assert margot.kinds["hyena"] == 3
        assert margot.total == 86 - 3

    @pytest.mark.parametrize("choice", [
        [at(2, 1)],             # a gazelle the cheetah already turned face down
        [at(4, 5)],             # her hyena is no prey
        [at(1, 4), at(2, 5)],   # one lion takes one prey
        [at(2, 5), at(2, 5)],
        [],
    ])
    def test_an_impossible_prey_choice_is_refused(self, choice):
        with pytest.raises(IllegalAction):
            self.play(prey_choices=[choice, None, None])


class TestSavaneNeutral:
    """§1.3 / 004: "les cartes Gazelles du joueur neutre sont prises en compte lors de la comparaison"."""

    OTHERS = ["waterhole", "tree", "tree", "zebra", "giraffe", "lion", "hyena", "vulture", "grassland",
              "grassland", "elephant", "cheetah", "tree"]

    def play(self, neutral_cards):
        assert_fits_the_deck(SAVANE, MARGOT, ALEXIS, extra=neutral_cards)
        return SAVANE.scorer.score_table([frame(SAVANE, MARGOT), frame(SAVANE, ALEXIS)],
                                         neutral=None if neutral_cards is None else indices(SAVANE, neutral_cards))

    @pytest.mark.parametrize("neutral_gazelles, margot, alexis", [
        (None, 6 + 5, 2 + 2),
        (0, 6 + 5, 2 + 2),
        (2, 6 + 5, 2 + 0),   # the neutral's 2 beat Alexis's 1
        (3, 6 + 5, 2 + 0),   # tie with Margot for the herd: she keeps the 5, nobody is 2nd
        (4, 6 + 2, 2 + 0),
    ])
    def test_neutral_gazelles_count_in_the_herd_comparison(self, neutral_gazelles, margot, alexis):
        pile = None if neutral_gazelles is None else (["gazelle"] * neutral_gazelles + self.OTHERS)[:20]
        result = self.play(pile)
        assert len(result.players) == 2  # the neutral scores nothing
        assert [p.kinds["gazelle"] for p in result.players] == [margot, alexis]

    def test_only_gazelles_of_the_neutral_matter(self):
        alone = self.play(None)
        with_pile = self.play(self.OTHERS)
        assert [p.kinds for p in with_pile.players] == [p.kinds for p in alone.players]


class TestJhay:
    """§1.4 / 004 solo: "Si Jhay possède une carte Lion, choisissez la carte Gazelle ou Zèbre à
    retourner"; beat Jhay by 55 (easy), 75 (normal) or 85 (hard)."""

    def test_you_choose_jhays_prey_the_worst_for_him(self):
        # the very same ecosystem: Margot's lion feeds her hyena, Jhay's lion is sent elsewhere
        assert_fits_the_deck(SAVANE, MARGOT, MARGOT)
        result = SAVANE.scorer.score_table([frame(SAVANE, MARGOT), frame(SAVANE, MARGOT)], solo=True)
        player, jhay = result.players
        assert cells(player.lion_prey) == {(2, 5)}
        assert player.kinds["hyena"] == 6
        assert cells(jhay.lion_prey) in ({(1, 4)}, {(1, 5)})  # either prey that feeds nobody
        assert jhay.kinds["lion"] == 4
        assert jhay.kinds["hyena"] == 3
        assert (player.total, jhay.total) == (86, 83)  # equal herds: both take the 5
        assert result.solo.margin == 3 and result.solo.level is None
        assert result.winners == [1]

    def test_an_explicit_choice_for_jhay_is_applied(self):
        result = SAVANE.scorer.score_table([frame(SAVANE, MARGOT), frame(SAVANE, MARGOT)], solo=True,
                                           prey_choices=[None, [at(2, 5)]])
        assert cells(result.players[1].lion_prey) == {(2, 5)}
        assert result.players[1].kinds["hyena"] == 6

    # Jhay's ecosystems against Sanaa's (91 at the three-player table, 94 here: she
    # ties Jhay's 2 gazelles or beats his 1 for the herd's 5); his last card, bottom
    # right, is a vulture worth nothing there or a lone grassland worth 1 point.
    JHAY_39 = [
        ["hyena",   "zebra",     "giraffe", "elephant",  "hyena"],
        ["hyena",   "grassland", "lion",    "tree",      "tree"],
        ["gazelle", "vulture",   "cheetah", "waterhole", "gazelle"],
        ["tree",    "zebra",     "giraffe", "cheetah",   "vulture"],
    ]
    JHAY_19 = [
        ["elephant", "gazelle", "vulture",   "zebra",     "cheetah"],
        ["lion",     "hyena",   "waterhole", "waterhole", "tree"],
        ["vulture",  "zebra",   "vulture",   "grassland", "vulture"],
        ["elephant", "giraffe", "elephant",  "vulture",   "vulture"],
    ]
    JHAY_9 = [
        ["hyena",   "vulture",  "vulture", "gazelle",  "waterhole"],
        ["hyena",   "giraffe",  "hyena",   "elephant", "grassland"],
        ["cheetah", "elephant", "zebra",   "lion",     "tree"],
        ["giraffe", "cheetah",  "zebra",   "hyena",    "vulture"],
    ]

    @pytest.mark.parametrize("jhay, last, jhay_total, level", [
        ("JHAY_39", "vulture", 39, "easy"),
        ("JHAY_39", "grassland", 40, None),      # 54: a loss
        ("JHAY_19", "vulture", 19, "normal"),
        ("JHAY_19", "grassland", 20, "easy"),    # 74
        ("JHAY_9", "vulture", 9, "hard"),
        ("JHAY_9", "grassland", 10, "normal"),   # 84
    ])
    def test_margin_levels(self, jhay, last, jhay_total, level):
        grid = replaced(getattr(self, jhay), 4, 5, last)
        assert_fits_the_deck(SAVANE, SANAA, grid)
        result = SAVANE.scorer.score_table([frame(SAVANE, SANAA), frame(SAVANE, grid)], solo=True)
        player, jhay_sheet = result.players
        assert (player.total, jhay_sheet.total) == (94, jhay_total)
        assert result.solo.margin == 94 - jhay_total
        assert result.solo.level == level
        assert result.winners == ([0] if level else [1])

    def test_level_thresholds(self):
        solo = SAVANE.scorer.solo_result
        assert [solo([t, 0]).level for t in (0, 54, 55, 74, 75, 84, 85, 140)] == [
            None, None, "easy", "easy", "normal", "normal", "hard", "hard"]
