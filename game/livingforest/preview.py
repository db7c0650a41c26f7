"""What the round's end will do, worked out before it comes (LIVING_FOREST.md §7.2–7.3), from a seat's view.

The rules hide two consequences until the round ends: Onibi attacks every Spirit whose water is below the centre's
fire total (one Fire Varan per fire tile, dealt in turn order while the supply lasts), and every animal attracted
this round adds a fire (its level's value, up to the centre's capacity). The table shows both while the player
chooses (a warning in the action phase, the fires an attraction will add), so the player learns them by seeing
them coming. Everything read here is public.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RoundEndPreview:
    fire: int                       # F: the centre's fire total now
    fires: int                      # n: the centre's fire tiles now
    water: int                      # the seat's water total (Help Line + trees + lines, no temporary bonus)
    varans: int                     # the Fire Varans the seat would receive if the round ended now
    new_fires: tuple[int, ...]      # the fires the animals attracted so far this round would add, in order

    @property
    def attacked(self) -> bool:
        return self.varans > 0


def round_end_preview(view, seat: int) -> RoundEndPreview:
    """§7.2 and §7.3 as they would fall if the round ended now (the victory check aside: a game that ends at once
    has no round's end)."""
    rules = view.rules
    centre = view.centre()
    strength, n = sum(centre), len(centre)
    order = view.turn_order() or tuple(range(view.players))
    attacked = [s for s in order if view.totals(s).get("water", 0) < strength] if n else []
    supply = view.supplies()["varans"]
    given = {s: 0 for s in attacked}
    for _ in range(n):                       # §7.2: one by one, in turn order, while the supply lasts
        for s in attacked:
            if supply <= 0:
                break
            supply -= 1
            given[s] += 1
        if supply <= 0:
            break
    # §7.3: a fire per card attracted, level by level, up to the capacity counting the fires there, a value whose
    # supply is out skipped
    stock = dict(view.fire_supply())
    added: list[int] = []
    size = n
    attracted = view.attracted()
    for level in sorted(attracted):
        value = rules.fire_value[level]
        full = False
        for _ in range(attracted[level]):
            if size >= rules.centre_capacity:
                full = True
                break
            if stock.get(value, 0) <= 0:
                continue
            stock[value] -= 1
            added.append(value)
            size += 1
        if full:
            break
    return RoundEndPreview(strength, n, view.totals(seat).get("water", 0), given.get(seat, 0), tuple(added))
