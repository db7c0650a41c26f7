"""The pictogram layouts of every Canopée card kind (scenes/canopee/faces.py draws them), read from the card data
(CanopeeRules): scoring numbers and tables, thresholds, abilities' numbers, from the richest layout to the most
compact; a kind the data adds with no drawing of its own gets its category and points. The glyphs they are made of
are scenes/canopee/art_glyphs.py's.
"""
from __future__ import annotations

from typing import Callable

from game.canopee import scoring as S
from game.canopee.cards import CanopeeRules, CardKind

from ..artkit import INK, INK_SOFT, NEGATIVE, Icon, Item, Layout, Separator, Table, Text
from .art_glyphs import Glyph


# --------------------------------------------------------------------------- words-free texts

_MINUS = "\u2212"
CROSS = "\u00d7"


def num(n: int, scale: float = 0.92, fact=None) -> Text:
    """A signed count of cards ("+2", "−1")."""
    text = f"+{n}" if n > 0 else (f"{_MINUS}{-n}" if n < 0 else "0")
    return Text(text, scale, "black", NEGATIVE if n < 0 else INK, fact)


def txt(text: str, scale: float = 0.8, style: str = "bold", color=INK_SOFT, fact=None) -> Text:
    return Text(text, scale, style, color, fact)


class _Counts(Table):
    """A scoring table: how many cards (small) over the points they make (bold), the last column "n+"."""

    grow = 1.4          # a table alone in its panel: its figures as large as the other cards' points

    def __init__(self, table, heads, fact, grow: float = 1.4):
        super().__init__(table)
        self.heads = list(heads)
        self.fact = fact
        self.grow = grow

    def min_unit(self):
        return super().min_unit() / self.grow

    def size(self, ctx, u):
        return super().size(ctx, u * self.grow)

    def draw(self, ctx, x, y, u):
        super().draw(ctx, x, y, u * self.grow)


def _count_table(points_for: Callable[[int], int], upto: int, open_end: bool, what: str) -> _Counts:
    values = tuple(points_for(n) for n in range(1, upto + 1))
    heads = [str(n) for n in range(1, upto + 1)]
    if open_end:
        heads[-1] += "+"
    return _Counts(values, heads, (what, values), 1.4 if upto <= 4 else 1.0)


# --------------------------------------------------------------------------- layouts per kind


def kind_layouts(rules: CanopeeRules, kind: CardKind, full: bool) -> list[Layout]:
    """The pictogram layouts of a kind, the richest first (full: for large cards, else for small ones). Built from
    the card data: scoring numbers, thresholds, abilities' numbers; a kind the data adds with no drawing of its
    own gets its category and points."""
    maker = _MAKERS.get(kind.id)
    if maker is None and kind.is_wildlife:
        maker = _wildlife
    if maker is None:
        maker = _MAKERS_BY_CATEGORY.get(kind.category, _plain)
    return maker(rules, kind, full)


def _plain(rules, kind, full):
    return [[[Glyph(kind.category, ("category", kind.category))]]]


def _trunk(rules, kind, full):
    # in a completed tree, this trunk adds its value
    pts = num(kind.value, 1.0, ("value", kind.value))
    return [[[Glyph("trunk"), _Arrow(), Glyph("tree", ("completed", True)), pts]],
            [[Glyph("tree", ("completed", True)), pts]], [[pts]]]


def _canopy(rules, kind, full):
    m = kind.value
    mult = Text(f"{m}{CROSS}", 1.0, "black", INK, ("multiplier", m))
    if full:
        return [[[mult, Glyph("height", ("per_trunk", True))]]]
    return [[[mult, Glyph("height", ("per_trunk", True))]], [[Text(f"{m}{CROSS}", 1.0, "black", INK,
                                                                   ("multiplier", m))]]]


def _fern(rules, kind, full):
    table = _count_table(lambda n: S.fern_points(rules, n), 6, False, "table")
    each = rules.scoring.fern_odd_each
    odd = txt("1\u00b73\u00b75", 0.78, fact=("odd", True))
    compact = [[odd, txt(":"), num(each, fact=("points", each)), txt(CROSS), Icon(kind.id)]]
    if full:
        return [[[table], compact[0]], [[table]], compact]
    return [[[table]], compact, [[odd], [num(each, fact=("points", each)), txt(CROSS), Icon(kind.id)]],
            [[odd], [num(each, fact=("points", each))]]]


def _bromeliad(rules, kind, full):
    n = len(rules.scoring.bromeliad) - 1
    table = _count_table(lambda k: S.bromeliad_points(rules, k), n, True, "table")
    values = tuple(S.bromeliad_points(rules, k) for k in range(1, n + 1))
    return [[[table]], [[txt("\u00b7".join(str(v).replace("-", _MINUS) for v in values), 0.86, "black", INK,
                             ("table", values))]]]


def _monstera(rules, kind, full):
    at = rules.scoring.monstera_at_least
    table = _count_table(lambda k: S.monstera_points(rules, k), at, True, "table")
    pts = rules.scoring.monstera_points
    short = [[txt(f"{at}+", 0.86, "black", INK, ("at_least", at)), Icon(kind.id), txt("="),
              num(pts, fact=("points", pts))]]
    if not full:
        return [[[table]], short, [[txt(f"{at}+", 0.86, "black", INK, ("at_least", at)), txt(":"),
                                    num(pts, fact=("points", pts))]]]
    return [[[table]], short, [[txt(f"{at}+", 0.86, "black", INK, ("at_least", at))],
                               [num(pts, fact=("points", pts))]]]


def _weather(rules, kind, full):
    pts = rules.scoring.rain_sun_pair
    other = [k.id for k in rules.kinds.values() if k.category == "weather" and k.id != kind.id]
    icons = [Icon(kind.id)] + [Icon(o) for o in other[:1]]
    row = [icons[0], txt("+")] + icons[1:] + [txt("="), num(pts, fact=("points", pts))]
    return [[row], [icons, [num(pts, fact=("points", pts))]], [[num(pts, fact=("points", pts))]]]


def _vines(rules, kind, full):
    pts = rules.scoring.vines_per_tree
    return [[[num(pts, fact=("points", pts)), txt(CROSS), Glyph("tree", ("per_completed_tree", True))]],
            [[num(pts, fact=("points", pts)), Glyph("tree", ("per_completed_tree", True))]]]


def _orchid(rules, kind, full):
    pts = rules.scoring.orchid_points
    gap = rules.scoring.orchid_discard_gap
    weather = [k.id for k in rules.kinds.values() if k.category == "weather"][:2]
    risk = [Icon(weather[0]), txt("\u2194"), Icon(weather[-1]), txt(f"\u2265{gap}", 0.8, "black", INK,
                                                                    ("gap", gap)), Glyph("discard")]
    score = [num(pts, 1.0, ("points", pts))]
    return [[score, risk], [score + [Separator()] + risk], [score, [txt(f"\u2265{gap}", 0.8, "black", INK,
                                                                        ("gap", gap)), Glyph("discard")]],
            [score]]


def _collybia(rules, kind, full):
    a = rules.abilities
    moment = Glyph("own_turn", ("timing", "own_turn"))
    effect = [num(-a.collybia_discards, fact=("discards", a.collybia_discards)), Glyph("card"), _Arrow(),
              num(a.collybia_draw, fact=("draws", a.collybia_draw)), Glyph("card")]
    return [[[moment], effect], [[moment] + effect], [[moment, _Arrow(), num(a.collybia_draw,
                                                                              fact=("draws", a.collybia_draw))]]]


def _pitcher(rules, kind, full):
    n = rules.abilities.pitcher_holds
    moment = Glyph("keep", ("timing", "keep"))
    effect = [num(n, fact=("holds", n)), Glyph("under", ("face_down", True))]
    return [[[moment, _Arrow()] + effect], [[moment], effect]]


def _seed(rules, kind, full):
    g = rules.germination
    draw = [txt(str(g.draw), 0.92, "black", INK, ("draws", g.draw)), Glyph("germ")]
    fire = [num(g.per_fire, fact=("per_fire", g.per_fire)), Icon("fire")] if "fire" in rules.kinds else []
    keep = [Glyph("keep"), txt(f"{g.keep_per_seed}{CROSS}", 0.86, "black", INK, ("keeps", g.keep_per_seed)),
            Glyph("seed")]
    if full:
        return [[draw + fire, keep], [draw + fire + [Separator()] + keep]]
    return [[draw + fire, keep], [draw, keep[1:]], [draw]]


def _threat_rule(rule, target: str, kid: str) -> list[Layout]:
    own = [txt(str(rule.discard_at), 0.92, "black", INK, ("discard_at", rule.discard_at)), Icon(kid), _Arrow(),
           num(-rule.discards, fact=("discards", rule.discards)), Glyph(target)]
    spread = [txt(f"{rule.spread_at}+", 0.92, "black", INK, ("spread_at", rule.spread_at)), Icon(kid), _Arrow(),
              Glyph("everyone", ("everyone", True)), num(-rule.spread_discards, fact=("spread_discards",
                                                                                         rule.spread_discards)),
              Glyph(target)]
    # smaller cards: the same two thresholds without the threat's own picture (the card is that threat)
    own_short = [txt(f"{rule.discard_at}:", 0.86, "black", INK, ("discard_at", rule.discard_at)),
                 num(-rule.discards, fact=("discards", rule.discards)), Glyph(target)]
    spread_short = [txt(f"{rule.spread_at}+:", 0.86, "black", INK, ("spread_at", rule.spread_at)),
                    Glyph("everyone", ("everyone", True)),
                    num(-rule.spread_discards, fact=("spread_discards", rule.spread_discards)), Glyph(target)]
    return [[own, spread], [own_short, spread_short],
            [[num(-rule.discards, fact=("discards", rule.discards)), Glyph(target)]]]


def _fire(rules, kind, full):
    layouts = _threat_rule(rules.threats.fire, "flora", kind.id)
    g = rules.germination
    if full and "seed" in rules.kinds:
        layouts = [layouts[0] + [[num(g.per_fire, fact=("per_fire", g.per_fire)), Glyph("germ")]]] + layouts
    return layouts


def _disease(rules, kind, full):
    return _threat_rule(rules.threats.disease, "wildlife", kind.id)


def _drought(rules, kind, full):
    n = rules.threats.drought_discards
    return [[[Glyph("bolt", ("immediate", True)), _Arrow(), num(-n, fact=("discards", n)), Glyph("card")]],
            [[num(-n, fact=("discards", n)), Glyph("card")]]]


def _blight(rules, kind, full):
    n = rules.threats.blight_discards
    return [[[num(-n, fact=("discards", n)), Glyph("flora"), Glyph("most", ("most", True))]]]


def _lightning(rules, kind, full):
    n = rules.threats.lightning_cards
    draw = [Glyph("everyone", ("everyone", True)), num(n, fact=("draws", n)), Glyph("card")]
    drop_ = [Glyph("everyone", ("everyone", True)), num(-n, fact=("discards", n)), Glyph("card")]
    return [[draw, drop_], [draw + [txt("/")] + drop_], [[num(n, fact=("draws", n)), txt("/"),
                                                          num(-n, fact=("discards", n)), Glyph("card")]]]


class _Arrow(Item):
    """Then: a right arrow (cardart's, a little bolder for Canopée's busier rows)."""

    def size(self, ctx, u):
        return u * 0.5, u * 0.5

    def draw(self, ctx, x, y, u):
        v = ctx.vec
        yy = y + u * 0.25
        v.line((x, yy), (x + u * 0.3, yy), u * 0.1, INK_SOFT)
        v.polygon([(x + u * 0.5, yy), (x + u * 0.26, yy - u * 0.2), (x + u * 0.26, yy + u * 0.2)], INK_SOFT)


# what each species' active card does, as (moment, effect row) from the abilities' numbers of the card data
def _ability(rules: CanopeeRules, species: str) -> tuple[Item, list[Item]] | None:
    a = rules.abilities
    sc = rules.scoring
    table = {
        "boa": lambda: (Glyph("refuse", ("timing", "refuse")), [num(a.boa_takes, fact=("takes", a.boa_takes)),
                                                               Glyph("card")]),
        "frog": lambda: (Glyph("turn_start", ("timing", "turn_start")),
                         [num(a.frog_adds, fact=("adds", a.frog_adds)), txt(CROSS), Glyph("pile")]),
        "ant": lambda: (Glyph("own_turn", ("timing", "own_turn")),
                        [num(-a.ant_discards, fact=("discards", a.ant_discards)), Glyph("card")]),
        "kinkajou": lambda: (Glyph("germ", ("timing", "germination")),
                             [Glyph("keep"), num(a.kinkajou_extra, fact=("keeps", a.kinkajou_extra))]),
        "sloth": lambda: (Glyph("refuse_all", ("timing", "refuse_all")),
                          [num(a.sloth_draw, fact=("draws", a.sloth_draw)), Glyph("card")]),
        "toucan": lambda: (Glyph("turn_start", ("timing", "turn_start")), [Glyph("eye", ("looks", True)),
                                                                          Glyph("pile")]),
        "goliath": lambda: (Glyph("keep", ("timing", "keep")), [Glyph("threat"), _Arrow(), Glyph("pile")]),
        "hoatzin": lambda: (Glyph("turn_end", ("timing", "turn_end")),
                            [num(a.hoatzin_stores, fact=("stores", a.hoatzin_stores)), Glyph("under")]),
        "howler": lambda: (Glyph("refuse", ("timing", "refuse")), [Glyph("pile"), _Arrow(), Glyph("discard")]),
        "jaguar": lambda: (Glyph("season_end", ("timing", "season_end")),
                           [Glyph("opponent"), num(-a.jaguar_discards, fact=("discards", a.jaguar_discards)),
                            Glyph("wildlife"), Glyph("random")]),
        "marmoset": lambda: (Glyph("game_end", ("timing", "game_end")),
                             [num(sc.marmoset_per_height, fact=("points", sc.marmoset_per_height)), txt(CROSS),
                              Glyph("heights", ("heights", True))]),
        "butterfly": lambda: (Glyph("season_end", ("timing", "season_end")),
                              [num(a.butterfly_adds, fact=("adds", a.butterfly_adds)), Glyph("flora")]),
        "tamarin": lambda: (Glyph("turn_start", ("timing", "turn_start")),
                            [num(a.tamarin_draw, fact=("draws", a.tamarin_draw)), Glyph("card"), _Arrow(),
                             txt(str(a.tamarin_keep), 0.92, "black", INK, ("keeps", a.tamarin_keep))]),
    }
    make = table.get(species)
    return make() if make else None


def _wildlife(rules, kind, full):
    if kind.pair:
        active = rules.species[kind.species].active if kind.species in rules.species else None
        alone = [Glyph("pair", ("pair", True)), num(kind.points, 1.0, ("points", kind.points))]
        both = [Glyph("pair", ("pair", True)), txt("+"), Icon(active) if active else Glyph("wildlife"), txt("="),
                num(kind.points_with_active, 1.0, ("points_with_active", kind.points_with_active))]
        return [[alone, both], [alone + [Separator()] + both[2:]],
                [[num(kind.points, 1.0, ("points", kind.points)), txt("/"),
                  num(kind.points_with_active, 1.0, ("points_with_active", kind.points_with_active))]]]
    pts = [num(kind.points, 1.0, ("points", kind.points))]
    ability = _ability(rules, kind.species or kind.id)
    if ability is None:
        return [[pts]]
    moment, effect = ability
    return [[pts, [moment] + effect], [pts + [Separator(), moment] + effect], [pts + [Separator(), moment]],
            [pts]]


_MAKERS: dict[str, Callable] = {
    "fern": _fern, "bromeliad": _bromeliad, "monstera": _monstera, "vines": _vines, "orchid": _orchid,
    "collybia": _collybia, "pitcher_plant": _pitcher, "fire": _fire, "disease": _disease, "drought": _drought,
    "blight": _blight, "lightning": _lightning,
}
_MAKERS_BY_CATEGORY: dict[str, Callable] = {"trunk": _trunk, "canopy": _canopy, "weather": _weather, "seed": _seed}
