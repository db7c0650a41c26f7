"""The cards of one game, numbered: uid -> kind id, category, value, origin.

A game's cards are fixed at its deal (the rainforest deck of its mode and card set, the Germination deck, the
Starting Trunks it needs); every zone then holds uids. The table is immutable and shared by a state's clones.
Uids follow the data order (rainforest cards, then Germination, then Starting Trunks), never the shuffled
order: a hidden card is never named by its uid anywhere a seat can read (views, events).
"""
from __future__ import annotations

from typing import Sequence

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
                 "bound")

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
        self.bound: dict | None = None      # the engine's shortcuts to this table's ability cards (state.py)

    def kinds_of(self, uids) -> list[str]:
        kind = self.kind
        return [kind[u] for u in uids]
