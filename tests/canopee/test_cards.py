"""Canopée's card data (the games.canopee section of data/cards.yaml): the shipped data is the deck CANOPEE.md
describes (§2, §3, §3.7, §12, §14, §15), and every kind of damage is refused with one line naming the entry.

Expected numbers are copied from the rules page, never read back from the data under test.
"""
from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from game.core.catalogue import Checker
from game.canopee.cards import CanopeeRules, bundled_rules, check_section
from game.errors import CardDataError
from game.resources import resource_path

CARDS = resource_path("data", "cards.yaml")


def section() -> dict:
    return copy.deepcopy(yaml.safe_load(CARDS.read_text(encoding="utf-8"))["games"]["canopee"])


def check(raw) -> CanopeeRules:
    return check_section(Checker(Path("data/cards.yaml")), "canopee", raw)


@pytest.fixture(scope="module")
def rules() -> CanopeeRules:
    return bundled_rules()


# ---------------------------------------------------------------------------- the shipped data


# §3.1/§3.2: id -> (base copies, advanced copies, category)
DECK_TABLE = {
    "trunk_0": (6, 0, "trunk"), "trunk_1": (7, 0, "trunk"), "trunk_2": (5, 0, "trunk"),
    "canopy_0": (2, 0, "canopy"), "canopy_1": (6, 0, "canopy"), "canopy_2": (3, 0, "canopy"),
    "fern": (13, 0, "flora"), "bromeliad": (11, 0, "flora"), "monstera": (11, 0, "flora"),
    "seed": (5, 0, "seed"), "rain": (8, 0, "weather"), "sun": (8, 0, "weather"),
    "fire": (6, 0, "threat"), "disease": (6, 0, "threat"), "drought": (3, 0, "threat"),
    "collybia": (0, 2, "flora"), "vines": (0, 3, "flora"), "orchid": (0, 3, "flora"),
    "pitcher_plant": (0, 2, "flora"), "blight": (0, 2, "threat"), "lightning": (0, 2, "threat"),
}
BASE_SPECIES = ("boa", "frog", "ant", "kinkajou", "sloth", "toucan")
ADVANCED_SPECIES = ("goliath", "hoatzin", "howler", "jaguar", "marmoset", "butterfly", "tamarin")
# §3.3: species -> (active, pair alone, pair with its active card)
WILDLIFE_TABLE = {
    "boa": (2, 2, 5), "frog": (2, 2, 5), "ant": (1, 1, 4), "kinkajou": (2, 1, 4), "sloth": (2, 2, 5),
    "toucan": (1, 1, 4), "goliath": (-1, 2, 5), "hoatzin": (1, 1, 4), "howler": (1, 2, 5), "jaguar": (-2, 3, 6),
    "marmoset": (0, 2, 5), "butterfly": (1, 1, 4), "tamarin": (1, 2, 5),
}


def test_every_card_of_the_deck_tables_has_its_count_and_category(rules):
    for kid, (base, advanced, category) in DECK_TABLE.items():
        kind = rules.kinds[kid]
        assert kind.category == category, kid
        assert kind.count == base + advanced, kid
        assert kind.advanced == (advanced > 0), kid
    assert rules.kinds["trunk_start"].value == 0 and rules.kinds["trunk_start"].count == 0
    assert [rules.kinds[f"trunk_{v}"].value for v in range(3)] == [0, 1, 2]
    assert [rules.kinds[f"canopy_{v}"].value for v in range(3)] == [0, 1, 2]
    assert {k for k in rules.kinds if rules.kinds[k].immediate} == {"drought", "lightning"}


def test_every_kind_has_a_french_and_an_english_name(rules):
    assert rules.name("fr") == "Canopée" and rules.name("en") == "Canopy"
    for kind in rules.kinds.values():
        assert kind.name("fr") and kind.name("en"), kind.id
    assert rules.kinds["fern"].name("fr") == "Fougère à feuilles de cuir"
    assert rules.kinds["frog_pair"].name("en") != rules.kinds["frog"].name("en")


def test_wildlife_is_two_cards_per_species_with_the_points_of_the_table(rules):
    assert tuple(s for s in rules.species if not rules.species[s].advanced) == BASE_SPECIES
    assert tuple(s for s in rules.species if rules.species[s].advanced) == ADVANCED_SPECIES
    for sid, (active, alone, with_active) in WILDLIFE_TABLE.items():
        a, p = rules.kinds[sid], rules.kinds[f"{sid}_pair"]
        assert (a.category, a.species, a.pair, a.points) == ("wildlife", sid, False, active)
        assert (p.category, p.species, p.pair, p.points, p.points_with_active) == ("wildlife", sid, True, alone,
                                                                                   with_active)
        assert a.count == p.count == 1


# §3.7: (card set, players, solo) -> (cards used, season deck sizes after the set-aside)
DECK_SIZES = [
    ("base", 2, False, 112, (34, 34, 34)),
    ("A", 2, False, 126, (39, 39, 38)),
    ("B", 2, False, 114, (35, 35, 34)),
    ("C", 2, False, 128, (40, 39, 39)),
    ("base", 3, False, 112, (51, 51)),
    ("base", 4, False, 126, (63, 63)),          # every wildlife added, nothing set aside
    ("A", 4, False, 140, (70, 70)),             # and the advanced flora and threats when the set has them
    ("base", 1, True, 112, (34, 34, 34)),
    ("A", 1, True, 120, (37, 37, 36)),          # minus Collybia, Pitcher Plant, Lightning
    ("C", 1, True, 122, (38, 37, 37)),
]


@pytest.mark.parametrize("card_set, players, solo, used, seasons", DECK_SIZES)
def test_the_deck_of_each_mode_has_the_sizes_of_the_rules(rules, card_set, players, solo, used, seasons):
    options = {"card_set": card_set}
    assert len(rules.deck_for(options, players, solo)) == used
    assert rules.season_deck_sizes(options, players, solo) == seasons


@pytest.mark.parametrize("count, used, seasons", [(6, 126, (39, 39, 38)), (7, 128, (40, 39, 39))])
def test_diverse_wildlife_takes_both_cards_of_each_chosen_species(rules, count, used, seasons):
    chosen = ["jaguar", "boa", "marmoset", "toucan", "tamarin", "ant", "kinkajou"][:count]
    options = {"card_set": "D", "species": chosen}
    deck = rules.deck_for(options, 2, False)
    assert len(deck) == used
    assert rules.season_deck_sizes(options, 2, False) == seasons
    in_deck = {rules.kinds[k].species for k in deck if rules.kinds[k].is_wildlife}
    assert in_deck == set(chosen)
    assert deck.count("vines") == 3 and deck.count("blight") == 2


def test_the_card_sets_add_and_remove_what_section_12_says(rules):
    def wildlife(options, players=2, solo=False):
        return {rules.kinds[k].species for k in rules.deck_for(options, players, solo) if rules.kinds[k].is_wildlife}

    assert wildlife({"card_set": "base"}) == set(BASE_SPECIES)
    assert wildlife({"card_set": "B"}) == set(ADVANCED_SPECIES)
    assert wildlife({"card_set": "base"}, players=4) == set(BASE_SPECIES + ADVANCED_SPECIES)
    assert "orchid" not in rules.deck_for({"card_set": "B"}) and "orchid" in rules.deck_for({"card_set": "A"})
    solo = rules.deck_for({"card_set": "C"}, 1, True)
    assert not {"collybia", "pitcher_plant", "lightning"} & set(solo)
    assert "trunk_start" not in rules.deck_for({"card_set": "C"}, 4)


@pytest.mark.parametrize("options, problem", [
    ({"card_set": "E"}, "unknown card set 'E'"),
    ({"card_set": "D"}, "needs a list of 6 or 7 species"),
    ({"card_set": "D", "species": ["boa"] * 6}, "6 or 7 different species"),
    ({"card_set": "D", "species": ["boa", "frog", "ant", "kinkajou", "sloth"]}, "6 or 7 species"),
    ({"card_set": "D", "species": ["boa", "frog", "ant", "kinkajou", "sloth", "unicorn"]}, "unknown species"),
])
def test_a_bad_option_is_one_sentence(rules, options, problem):
    with pytest.raises(ValueError, match=problem):
        rules.deck_for(options, 2, False)
    with pytest.raises(ValueError, match="2 to 4 players"):
        rules.deck_for({}, 5, False)


def test_the_tables_of_each_number_of_players(rules):
    two, three, four, solo = (rules.mode_for(2), rules.mode_for(3), rules.mode_for(4), rules.mode_for(1, True))
    assert (two.seasons, two.set_aside, two.deal, two.tallest_tree, two.lushest_forest) == (3, 10, (1, 2, 3),
                                                                                             (3, 4, 5), 10)
    assert (three.seasons, three.set_aside, three.deal, three.refill) == (2, 10, (1, 1, 2), (1, 1, 2))
    assert (four.set_aside, four.tallest_tree, four.lushest_forest) == (0, (3, 4), 5)
    assert (solo.seasons, solo.starting_trunks, solo.lushest_forest) == (3, 0, 10)
    assert two.starting_trunks == three.starting_trunks == four.starting_trunks == 1


def test_germination_deck_is_21_cards_of_section_3_5(rules):
    g = rules.germination
    deck = g.deck()
    assert len(deck) == 21
    for kid in ("fern", "bromeliad", "monstera", "rain", "sun"):
        assert deck.count(kid) == 3
    assert sorted(k for k in deck if k.startswith("trunk")) == ["trunk_0", "trunk_1", "trunk_2"]
    assert sorted(k for k in deck if k.startswith("canopy")) == ["canopy_1", "canopy_1", "canopy_2"]
    assert g.draws(fires=0) == 3 and g.draws(fires=2) == 5 and g.keep_per_seed == 1
    abundance = next(sc for sc in rules.season_changes if sc.effect == "abundance")
    assert g.draws(fires=1, base=abundance["draw"]) == 5


def test_the_eleven_season_change_cards(rules):
    assert [sc.id for sc in rules.season_changes] == [f"sc{n:02d}" for n in range(1, 12)]
    by_effect = {sc.effect: sc for sc in rules.season_changes}
    assert by_effect["prestige"].name("fr") == "Saison de la prestance"
    assert by_effect["giants"]["bonus"] == 3
    assert (by_effect["saplings"]["height"], by_effect["saplings"]["points"]) == (1, 2)
    assert by_effect["blooms"]["of"] == ("fern", "bromeliad", "monstera")
    assert by_effect["wildfires"]["spread_at"] == 2
    assert rules.season_change("sc04") is by_effect["giants"]


def test_numbers_of_threats_solo_and_scoring(rules):
    s, t, solo = rules.scoring, rules.threats, rules.solo
    assert (s.fern_odd_each, s.bromeliad, s.monstera_at_least, s.monstera_points) == (2, (0, 2, 7, -3), 3, 8)
    assert (s.rain_sun_pair, s.vines_per_tree, s.orchid_points, s.orchid_discard_gap) == (5, 1, 3, 2)
    assert (t.fire.discard_at, t.fire.discards, t.fire.spread_at, t.fire.spread_discards) == (2, 2, 3, 1)
    assert t.disease.hits == "wildlife" and t.fire.hits == "flora"
    assert (solo.threat_bonus, solo.wildlife_factor, solo.wildlife_floor) == (7, 2, 0)
    assert solo.threat_kinds == ("fire", "disease", "blight")
    assert solo.difficulties["easier"].player_trunks == 1 and solo.difficulties["harder"].spirit_trunks == 1
    assert rules.abilities.sloth_draw == 2 and rules.abilities.kinkajou_extra == 1


# ---------------------------------------------------------------------------- damage: one line naming the entry


def _kind(raw, kid):
    return next(k for k in raw["kinds"] if k["id"] == kid)


DAMAGE = [
    ("missing key", lambda r: r["scoring"].pop("monstera"),
     "games.canopee.scoring: missing key 'monstera'"),
    ("missing family key", lambda r: r.pop("germination"), "games.canopee: missing key 'germination'"),
    ("unknown key", lambda r: _kind(r, "fern").update(colour="green"),
     "games.canopee.kinds[7] (fern): unknown key 'colour'"),
    ("wrong type", lambda r: _kind(r, "fern").update(base="many"),
     "games.canopee.kinds[7] (fern).base: expected a whole number, found the text 'many'"),
    ("wrong type in a table", lambda r: r["scoring"].update(bromeliad=[0, 2, "seven", -3]),
     "games.canopee.scoring.bromeliad[2]: expected a whole number"),
    ("trunk without value", lambda r: _kind(r, "trunk_2").pop("value"),
     "games.canopee.kinds[3] (trunk_2): missing key 'value'"),
    ("unknown category", lambda r: _kind(r, "seed").update(category="fruit"),
     "games.canopee.kinds[14] (seed).category: expected one of"),
    ("duplicate id", lambda r: r["kinds"].append(copy.deepcopy(_kind(r, "sun"))),
     "games.canopee.kinds[22]: duplicate card id 'sun'"),
    ("unknown id in germination", lambda r: r["germination"]["cards"].update(lichen=1),
     "games.canopee.germination.cards: unknown card id 'lichen'"),
    ("unknown id in solo", lambda r: r["solo"]["removed"].append("mushroom"),
     "games.canopee.solo.removed[3]: unknown id 'mushroom'"),
    ("unknown id in a season change", lambda r: r["season_changes"][7].update({"of": ["fern", "cactus"]}),
     "games.canopee.season_changes[7] (sc08).of[1]: unknown id 'cactus'"),
    ("unknown effect", lambda r: r["season_changes"][0].update(effect="snow"),
     "games.canopee.season_changes[0] (sc01).effect: expected one of"),
    ("effect number missing", lambda r: r["season_changes"][3].pop("bonus"),
     "games.canopee.season_changes[3] (sc04): missing key 'bonus'"),
    ("wildlife as germination", lambda r: r["germination"]["cards"].update(boa=1),
     "games.canopee.germination.cards.boa: a Germination card is"),
    ("species points not a number", lambda r: r["wildlife"]["species"][0].update(active=None),
     "games.canopee.wildlife.species[0] (boa).active: expected a whole number, found nothing"),
    ("species clashes with a kind", lambda r: r["wildlife"]["species"][0].update(id="fern"),
     "games.canopee.wildlife.species[0] (fern): the card id 'fern' is already a card kind"),
    ("base count breaks the 112", lambda r: _kind(r, "fern").update(base=14),
     "games.canopee.kinds: the counts add up to 113 cards, but totals.base says 112"),
    ("advanced count breaks the 28", lambda r: _kind(r, "vines").update(advanced=4),
     "games.canopee.kinds: the counts add up to 29 cards, but totals.advanced says 28"),
    ("wildlife copies break the 112", lambda r: r["wildlife"].update(copies=2),
     "games.canopee.kinds: the counts add up to"),
    ("germination breaks the 21", lambda r: r["germination"]["cards"].update(fern=4),
     "games.canopee.germination.cards: the counts add up to 22 cards, but totals.germination says 21"),
    ("a season change too few", lambda r: r["season_changes"].pop(),
     "games.canopee.season_changes: the counts add up to 10 cards, but totals.season_changes says 11"),
    ("awards per season", lambda r: r["modes"]["two"].update(tallest_tree=[3, 4]),
     "games.canopee.modes.two.tallest_tree: one award per season (3), found 2"),
    ("set aside leaves too few", lambda r: r["modes"]["two"].update(set_aside=100),
     "games.canopee.modes.two: card set base leaves 12 cards in play"),
    ("more species to choose than exist", lambda r: r["card_sets"]["D"].update(species=[6, 20]),
     "games.canopee.card_sets.D.species[1]: must be at most 13, found 20"),
    ("a card set missing", lambda r: r["card_sets"].pop("C"), "games.canopee.card_sets: missing key 'C'"),
    ("starting trunk in a deck", lambda r: _kind(r, "trunk_start").update(base=2),
     "games.canopee.kinds[0] (trunk_start).base: the Starting Trunk is in no deck"),
    ("negative count", lambda r: _kind(r, "rain").update(base=-1),
     "games.canopee.kinds[15] (rain).base: must be at least 1, found -1"),
    ("deal of an empty spot", lambda r: r["modes"]["three"].update(deal=[1, 0, 2]),
     "games.canopee.modes.three.deal[1]: must be at least 1, found 0"),
    ("a name in one language", lambda r: r["wildlife"]["species"][2]["name"].pop("fr"),
     "games.canopee.wildlife.species[2] (ant).name: missing key 'fr'"),
    ("a solo threat that never stays", lambda r: r["solo"].update(threat_kinds=["fire", "drought"]),
     "games.canopee.solo.threat_kinds[1]: 'drought' is not a threat that stays in a forest"),
]


@pytest.mark.parametrize("label, damage, expected", DAMAGE, ids=[d[0] for d in DAMAGE])
def test_damaged_data_is_one_line_naming_the_entry(label, damage, expected):
    raw = section()
    damage(raw)
    with pytest.raises(CardDataError) as info:
        check(raw)
    message = str(info.value)
    assert "\n" not in message
    assert message.startswith("data/cards.yaml: " + expected), message


def test_the_shipped_section_passes_its_own_checker():
    rules = check(section())
    assert len(rules.deck_for({"card_set": "base"}, 2)) == 112


def test_a_card_file_without_the_section_or_unreadable_is_one_line(tmp_path):
    from game.canopee.cards import rules_from_file

    path = tmp_path / "cards.yaml"
    path.write_text("version: 1\ngames:\n  forest: {}\n", encoding="utf-8")
    with pytest.raises(CardDataError, match=r"cards.yaml: games: missing key 'canopee'$"):
        rules_from_file(path)
    path.write_text("version: 1\ngames: [\n", encoding="utf-8")
    with pytest.raises(CardDataError) as info:
        rules_from_file(path)
    assert "\n" not in str(info.value) and "YAML" in str(info.value)
