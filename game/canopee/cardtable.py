"""The cards of one game, numbered: uid -> kind id, category, value, origin; the table of a mode, made once per
process, and the shortcuts to its ability cards that the engine binds to a state.

A game's cards are fixed at its deal (the rainforest deck of its mode and card set, the Germination deck, the
Starting Trunks it needs); every zone then holds uids. The table is immutable and shared by a state's clones.
Uids follow the data order (rainforest cards, then Germination, then Starting Trunks), never the shuffled
order: a hidden card is never named by its uid anywhere a seat can read (views, events).
"""
from __future__ import annotations

from typing import Any, Sequence

from .cards import START_TRUNK, CanopeeRules

# categories as small ints: the hot paths compare them per card
TRUNK, CANOPY, FLORA, SEED, WEATHER, THREAT, WILDLIFE = range(7)
CATEGORY = {"trunk": TRUNK, "canopy": CANOPY, "flora": FLORA, "seed": SEED, "weather": WEATHER,
            "threat": THREAT, "wildlife": WILDLIFE}

# how a card enters a forest (``CardTable.arrival``): among its cards with nothing to decide (0), a trunk or a
# canopy looking for its tree, an immediate card resolving at once. Bits, so that a group of cards can be told
# apart in one pass (``or`` of them all)
SIMPLE, ARRIVES_TRUNK, ARRIVES_CANOPY, ARRIVES_IMMEDIATE = 0, 1, 2, 4

RAINFOREST, GERMINATION, STARTING = 0, 1, 2
ORIGINS = ("rainforest", "germination", "starting")


class CardTable:
    __slots__ = ("rules", "kind", "cat", "val", "origin", "active", "immediate", "arrival", "size", "rainforest",
                 "germination", "germination_set", "starting", "uid_of_active", "of_kind",
                 "flora_kinds", "bound")

    def __init__(self, rules: CanopeeRules, rainforest: Sequence[str], germination: Sequence[str],
                 starting: int):
        self.rules = rules
        kinds = list(rainforest) + list(germination) + [START_TRUNK] * starting
        origin = [RAINFOREST] * len(rainforest) + [GERMINATION] * len(germination) + [STARTING] * starting
        self.kind: tuple[str, ...] = tuple(kinds)
        self.origin: tuple[int, ...] = tuple(origin)
        self.cat: tuple[int, ...] = tuple(CATEGORY[rules.kinds[k].category] for k in kinds)
        self.val: tuple[int, ...] = tuple(rules.kinds[k].value for k in kinds)
        # an active wildlife card (one with an ability): its kind id; "" for any other card
        self.active: tuple[str, ...] = tuple(k if rules.kinds[k].is_active else "" for k in kinds)
        self.immediate: tuple[bool, ...] = tuple(rules.kinds[k].immediate for k in kinds)
        self.arrival: tuple[int, ...] = tuple(
            ARRIVES_IMMEDIATE if imm else ARRIVES_TRUNK if c == TRUNK else ARRIVES_CANOPY if c == CANOPY else SIMPLE
            for imm, c in zip(self.immediate, self.cat))
        self.size = len(kinds)
        n_rain, n_germ = len(rainforest), len(germination)
        self.rainforest = range(0, n_rain)
        self.germination = range(n_rain, n_rain + n_germ)
        self.germination_set = frozenset(self.germination)
        self.starting = range(n_rain + n_germ, n_rain + n_germ + starting)
        # the abilities' cards: each active wildlife card exists once (a species has one active card)
        self.uid_of_active: dict[str, int] = {}
        self.of_kind: dict[str, tuple[int, ...]] = {}
        by_kind: dict[str, list[int]] = {}
        for uid, k in enumerate(kinds):
            by_kind.setdefault(k, []).append(uid)
            if self.active[uid] and origin[uid] == RAINFOREST:
                self.uid_of_active.setdefault(k, uid)
        self.of_kind = {k: tuple(v) for k, v in by_kind.items()}
        self.flora_kinds: frozenset[str] = frozenset(k for k in by_kind if rules.kinds[k].category == "flora")
        self.bound: dict | None = None      # the engine's shortcuts to this table's ability cards (``shortcuts``)

    def kinds_of(self, uids) -> list[str]:
        kind = self.kind
        return [kind[u] for u in uids]


_TABLES: dict[tuple, CardTable] = {}


def card_table(rules: CanopeeRules, card_set: str, species: tuple[str, ...], players: int, solo: bool,
               starting: int) -> CardTable:
    """The card table of a mode, made once per process (a simulation deals thousands of identical decks)."""
    key = (id(rules), card_set, species, players, solo, starting)
    table = _TABLES.get(key)
    if table is None or table.rules is not rules:
        deck = rules.deck_for({"card_set": card_set, "species": species}, players, solo)
        table = _TABLES[key] = CardTable(rules, deck, rules.germination.deck(), starting)
    return table


# the species whose active card the engine looks for by name
ABILITY_SPECIES = ("frog", "toucan", "tamarin", "ant", "hoatzin", "sloth", "boa", "howler", "goliath", "kinkajou",
                   "jaguar", "butterfly", "marmoset")
# what ``CanopeeState._bind_table`` sets (see ``shortcuts``)
SHORTCUT_NAMES = tuple("_u_" + name for name in ABILITY_SPECIES) + (
    "_collybias", "_pitchers", "_w1_cards", "_w5_cards", "_w1_set", "_w5_set", "_w6_set", "_keep_cards",
    "_refuse_cards", "_refuse_adds")


def shortcuts(ct: CardTable) -> dict[str, Any]:
    """The state attributes ``CanopeeState._bind_table`` sets for a card table: ``_u_<species>``, the uid of each
    ability card (-1: not in this game), the Collybias and Pitcher Plants, and the cards that may act in each
    window. Worked out once per table (``CardTable.bound``): a simulation deals thousands of games from one."""
    uid = ct.uid_of_active.get
    b: dict[str, Any] = {"_u_" + name: uid(name, -1) for name in ABILITY_SPECIES}
    kinds = ct.kind
    collybias = tuple(u for u in ct.rainforest if kinds[u] == "collybia")
    pitchers = tuple(u for u in ct.rainforest if kinds[u] == "pitcher_plant")
    b["_collybias"], b["_pitchers"] = collybias, pitchers
    # the cards that may act at the start / the end of a turn, those of this game only
    b["_w1_cards"] = tuple(u for u in (b["_u_frog"], b["_u_toucan"], b["_u_tamarin"], b["_u_ant"]) if u >= 0) \
        + collybias
    b["_w5_cards"] = tuple(u for u in (b["_u_ant"], b["_u_hoatzin"]) if u >= 0) + collybias
    # the same as sets, and the cards that may act in a pile's window (W6) or when a pile is kept or refused:
    # one look at a forest's cards tells whether the slow path is needed
    b["_w1_set"] = frozenset(b["_w1_cards"])
    b["_w5_set"] = frozenset(b["_w5_cards"])
    b["_w6_set"] = frozenset(u for u in (b["_u_ant"],) + collybias if u >= 0)
    b["_keep_cards"] = frozenset(u for u in (b["_u_goliath"],) + pitchers if u >= 0)
    b["_refuse_cards"] = frozenset(u for u in (b["_u_boa"], b["_u_howler"]) if u >= 0)
    b["_refuse_adds"] = ct.rules.turn.refuse_adds
    return b
