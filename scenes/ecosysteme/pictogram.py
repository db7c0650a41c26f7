"""The scoring pictogram of a Forêt or Savane card, read from the kind's ``Rule`` objects (type and parameters),
never from its id: for each rule, the layouts that state it — full ones for large cards, reduced ones for small
cards that still say the whole rule — made of the items of scenes/ecosysteme/pictogram_items.py (points, the kinds
and categories counted, the neighbourhood grid, the lines, the groups, the podium, the flip, the hunt's arrow...).
scenes/ecosysteme/cardart.py chooses among them and draws the one that fits.
"""
from __future__ import annotations

from game.ecosysteme.cards import Kind, Rule

from ..artkit import INK_SOFT, CardArtError, Icon, Item, Layout, Row, Separator, Table, Text
from .pictogram_items import (Arrow, Badge, Column, Crown, Distinct, FaceDown, Flip, Grid, Group, Length, Lines, Podium,
                              Stack, Swap, Values, base_item, points_item)


# --------------------------------------------------------------------------- rules -> pictograms


def _targets(rule: Rule) -> list[Item]:
    """What a per_card / condition rule counts, as icons or badges."""
    items: list[Item] = []
    for kid in rule.get("of") or ():
        items.append(Icon(kid))
    if rule.get("category"):
        items.append(Badge(rule["category"]))
    if rule.get("face") == "down" and not items:
        items.append(FaceDown())
    elif rule.get("face") == "down":
        items.insert(0, FaceDown())
    return items


def _compact(lead: Row, head: Row, what: Row, diagram: Row, tail: Row) -> list[Layout]:
    """The reduced layouts of a rule for small cards, most explicit first; each one states the whole rule.

    lead: what comes before everything (a base and its separator); head: the points; what: what is counted
    or required (icons, badges, marks); diagram: where (a neighbourhood), the first thing left out when room
    is short; tail: what follows (a flip)."""
    options: list[Layout] = []
    for shown in (diagram, []):
        options.append([[*lead, *head, *what, *shown, *tail]])                       # one row
        if what:
            options.append([[*lead, Column([head, what]), *shown, *tail]])          # points over the targets
            options.append([[*lead, *head, *shown, *tail], what])                    # two rows
    return options


def _rule_layouts(rule: Rule, kind: Kind) -> tuple[list[Layout], list[Layout]]:
    """(full layouts, reduced layouts) for one rule, each list in order of preference.

    Full layouts are for large cards; reduced ones for small cards say the same thing (every kind, category,
    exception, condition, prey, the points, flips...) in less room: no multiplication signs, two rows."""
    t, p = rule.type, rule.params
    cross = Text("\u00d7", 0.72, "bold", INK_SOFT)
    if t == "per_card":
        targets = _targets(rule)
        extra: list[Item] = []
        if p.get("distinct"):
            extra.append(Distinct())
        for kid in p.get("except") or ():
            extra.append(Icon(kid, "no"))
        flip: list[Item] = [Flip()] if p.get("flip") else []
        tail: list[Item] = [Grid(p["where"]), *flip]
        pts = points_item(p["points"])
        if p.get("base"):
            base = base_item(p["base"])
            full = [[[base, Separator(), pts, cross, *targets, *extra, *tail]],
                    [[base, Separator(), Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead: list[Item] = [base_item(p["base"], 1.0), Separator()]
        else:
            full = [[[pts, cross, *targets, *extra, *tail]],
                    [[Column([[pts, cross], [*targets, *extra]]), *tail]]]
            lead = []
        return full, _compact(lead, [pts], [*targets, *extra], [Grid(p["where"])], flip)
    if t == "condition":
        mark = "yes" if p["when"] == "any" else "no"
        icons = [Icon(kid, mark) for kid in p["of"]]
        pts = points_item(p["points"])
        full = [[[pts, *icons, Grid(p["where"])]], [[Column([[pts], icons]), Grid(p["where"])]]]
        return full, _compact([], [pts], icons, [Grid(p["where"])], [])
    if t == "flat":
        pts = points_item(p["points"], 1.1)
        extra = [Swap()] if kind.swaps_on_place else []
        return [[[pts, *extra]]], [[[points_item(p["points"]), *extra]]]
    if t == "lines":
        pts = points_item(p["points"])
        return [[[pts, cross, Lines()]]], [[[pts, Lines()]], [[pts], [Lines()]]]
    if t == "groups":
        table = p["table"]
        full = [[[Group(), Table(table)]], [[Group()], [Table(table)]]]
        values = Values(table, "table")
        return full, [*full, [[Group(), values]], [[Group()], [values]]]
    if t == "adjacent_groups":
        kid = p["of"][0]
        pts = points_item(p["points"])
        full = [[[pts, cross, Icon(kid), Length(), Grid("adjacent")]],
                [[Column([[pts, cross], [Icon(kid), Length()]]), Grid("adjacent")]]]
        return full, _compact([], [pts], [Icon(kid), Length()], [Grid("adjacent")], [])
    if t == "majority":
        measure: Item = Group() if p["measure"] == "largest_group" else Stack()
        prizes = p["prizes"]
        full = [[[Crown(), measure, Podium(prizes)]], [[Crown(), measure], [Podium(prizes)]]]
        values = Values(prizes, "prizes")
        return full, [*full, [[Crown(), measure, values]], [[Crown(), measure], [values]]]
    if t == "hunt":
        needs = [Icon(kid, "yes") for kid in p["needs"]]
        prey = [Icon(kid) for kid in p["prey"]]
        pts = points_item(p["points"])
        full = [[[*needs, Grid("adjacent"), Arrow(), pts, Flip(), *prey]],
                [[*needs, Grid("adjacent"), Arrow()], [pts, Flip(), *prey]]]
        reduced = [*full,
                   [[*needs, Arrow(), pts, Flip(), *prey]],
                   [[*needs, Arrow(), pts], [Flip(), *prey]],
                   [[*needs, Arrow()], [pts, Flip(), *prey]]]
        return full, reduced
    raise CardArtError(f"no pictogram for the scoring rule {t!r} of {kind.id!r}")


def kind_layouts(kind: Kind, full: bool) -> list[Layout]:
    per_rule = [_rule_layouts(rule, kind)[0 if full else 1] for rule in kind.rules]
    if len(per_rule) == 1:
        return per_rule[0]
    if not full:
        # every rule side by side (each as a column) or one under the other, for each rule's options in turn
        layouts: list[Layout] = []
        for i in range(max(len(options) for options in per_rule)):
            chosen = [options[min(i, len(options) - 1)] for options in per_rule]
            side: Row = []
            for n, layout in enumerate(chosen):
                side += ([Separator()] if n else []) + [Column(layout)]
            layouts += [[side], [row for layout in chosen for row in layout]]
        return layouts
    firsts = [options[0] for options in per_rule]
    stacked: Layout = [row for layout in firsts for row in layout]
    one_row: Row = []
    for i, layout in enumerate(firsts):
        if i:
            one_row.append(Separator())
        for row in layout:
            one_row.extend(row)
    return [[one_row], stacked]
