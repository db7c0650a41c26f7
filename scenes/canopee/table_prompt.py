"""What the Canopée table asks, decision by decision (CANOPEE.md §17): one ``Prompt`` made from the pending
decision's name and its legal actions, read through the seat's view — a title and a one-line explanation in
the player's words, the cards to click (``items``, each submitting its actions), the buttons, the cards shown
for context (the pile looked at, the kept pile, a draw) and the abilities lit on the forest's cards.

Nothing here decides what is legal: every item and button carries an action of ``view.legal_actions()``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.canopee import actions as A
from game.canopee.cardtable import CANOPY, TRUNK
from game.canopee.log import pile_name, tree_numbers
from game.i18n import tr

# the decisions answered by dragging cards onto the forest
PLACING = ("order", "place_trunk", "place_canopy")
# which card of the forest carries each ability's button (collybia: the Collybia named by the action)
ABILITY_KIND = {"frog": "frog", "toucan": "toucan", "tamarin": "tamarin", "ant": "ant", "hoatzin": "hoatzin",
                "collybia": "collybia"}


@dataclass
class Item:
    """A card to click: submitting ``actions`` in turn. ``label``: a caption under it (tree 2, ×3...)."""

    actions: tuple
    kind: str
    uid: int
    label: str = ""
    count: int = 1


@dataclass
class Choice:
    """A button: submits ``actions`` (none: a local step, ``local`` names it)."""

    label: str
    actions: tuple
    primary: bool = False
    local: str = ""


@dataclass
class Prompt:
    decision: str
    title: str
    line: str
    mode: str                                   # "dialog", "place", "pile", "window"
    items: list[Item] = field(default_factory=list)
    buttons: list[Choice] = field(default_factory=list)
    shown: list[int] = field(default_factory=list)      # cards on view in the strip (not clicked)
    shown_label: str = ""
    abilities: dict[int, Any] = field(default_factory=dict)   # forest card uid -> its Ability action(s)
    toucan: list[Any] = field(default_factory=list)            # Ability("toucan", spot) actions


class PromptMaker:
    """Builds the prompt of a seat's pending decision (see the module's docstring)."""

    def __init__(self, view, names: list[str], lang: str) -> None:
        self.view = view
        self.st = view.state
        self.rules = self.st.rules
        self.names = names
        self.lang = lang
        self.seat = view.seat
        self._numbers: dict[int, int] | None = None

    # ------------------------------------------------------------------ words

    def t(self, key: str, **fmt) -> str:
        return tr(key, self.lang, **fmt)

    def card(self, kind: str) -> str:
        return self.rules.kinds[kind].name(self.lang)

    def pile(self, spot: int) -> str:
        name = pile_name(self.st, spot, self.lang, self.names)
        return name[:1].upper() + name[1:]

    def cards(self, n: int) -> str:
        return self.t("clog_cards_one") if n == 1 else self.t("clog_cards_many", n=n)

    # ------------------------------------------------------------------ items

    def where(self, uid: int) -> tuple[int, str]:
        """The forest holding ``uid`` and, for a tree's card, the tree's caption ("tree 2")."""
        for f, fo in enumerate(self.st.forests):
            if uid in fo.cards:
                return f, ""
            for t in fo.trees:
                if uid in t.trunks or t.canopy == uid:
                    if self._numbers is None:
                        self._numbers = tree_numbers(self.st)
                    number = self._numbers.get(t.tid, 0)
                    return f, self.t("ct_tree", n=number)
        return -1, ""

    def forest_items(self, choose: list) -> list[Item]:
        """Forest cards to choose: one item per kind among the cards outside the trees (identical cards are
        no choice), one per card in the trees (which tree matters)."""
        view = self.view
        out: list[Item] = []
        by_kind: dict[str, Item] = {}
        for a in choose:
            u = a.card
            kind = view.kind(u)
            _, label = self.where(u)
            if label:
                out.append(Item((a,), kind, u, label))
                continue
            item = by_kind.get(kind)
            if item is None:
                item = by_kind[kind] = Item((a,), kind, u)
                out.append(item)
            else:
                item.count += 1
        for item in out:
            if item.count > 1:
                item.label = f"×{item.count}"
        return out

    def hand_items(self, choose: list) -> list[Item]:
        return [Item((a,), self.view.kind(a.card), a.card) for a in choose]

    def abilities(self, legal) -> tuple[dict[int, Any], list[Any]]:
        """The ability actions of this decision, on the forest card that carries each."""
        fo = self.view.forest(self.seat)
        kind = self.view.kind
        out: dict[int, Any] = {}
        toucan = []
        for a in legal:
            if type(a) is not A.Ability:
                continue
            if a.name == "toucan":
                toucan.append(a)
            if a.name == "collybia":
                out[a.arg] = a
                continue
            for u in fo.cards:
                if kind(u) == ABILITY_KIND.get(a.name):
                    out.setdefault(u, a)
                    break
        return out, toucan

    # ------------------------------------------------------------------ the prompt

    def make(self) -> Prompt | None:
        view = self.view
        name = view.decision()
        legal = list(view.legal_actions())
        if name is None or not legal:
            return None
        maker: Callable[[str, list], Prompt] = getattr(self, "p_" + name, self.p_generic)
        prompt = maker(name, legal)
        prompt.abilities, prompt.toucan = self.abilities(legal)
        return prompt

    def choices(self, legal) -> list:
        return [a for a in legal if type(a) is A.Choose]

    def decline(self, label_key: str, **fmt) -> Choice:
        return Choice(self.t(label_key, **fmt), (A.DECLINE,))

    def p_generic(self, name: str, legal) -> Prompt:
        """A decision with no words of its own (never expected): its cards and its answers."""
        prompt = Prompt(name, self.t("ct_choose_title"), self.t("ct_choose_line"), "dialog")
        prompt.items = self.forest_items(self.choices(legal))
        for a in legal:
            if type(a) is not A.Choose:
                prompt.buttons.append(Choice(str(a.to_json()[0]), (a,)))
        return prompt

    def p_turn_start(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_turn_start_title"), self.t("ct_turn_start_line"), "window")
        prompt.buttons.append(Choice(self.t("ct_go"), (A.GO,), primary=True))
        return prompt

    def p_end_turn(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_end_turn_title"), self.t("ct_end_turn_line"), "window")
        prompt.buttons.append(Choice(self.t("ct_end_turn"), (A.END_TURN,), primary=True))
        return prompt

    def p_pile(self, name, legal) -> Prompt:
        view, st = self.view, self.st
        spot = view.looking_at()
        cards = view.pile(spot) if spot is not None else []
        title = self.t("ct_pile_title", pile=self.pile(spot) if spot is not None else "", cards=self.cards(len(cards)))
        order = st.order_of[self.seat]
        later = [s for s in order[order.index(spot) + 1:]] if spot in order else []
        forced = A.REFUSE not in legal
        if forced:
            line = self.t("ct_pile_forced")
        elif not any(st.spots[s] for s in later):
            line = self.t("ct_pile_last", cards=self.cards(self.rules.turn.refuse_all_draw))
        else:
            line = self.t("ct_pile_line")
        prompt = Prompt(name, title, line, "pile", shown=list(cards or ()),
                        shown_label=title)
        prompt.buttons.append(Choice(self.t("ct_keep"), (A.KEEP,), primary=True))
        prompt.buttons.append(Choice(self.t("ct_refuse"), (A.REFUSE,) if not forced else ()))
        return prompt

    def p_goliath(self, name, legal) -> Prompt:
        hand = self.view.in_hand()
        prompt = Prompt(name, self.t("ct_goliath_title", card=self.card("goliath")), self.t("ct_goliath_line"),
                        "dialog", shown=hand.get("keep", []))
        prompt.items = self.hand_items(self.choices(legal))
        prompt.buttons.append(self.decline("ct_done"))
        return prompt

    def p_pitcher(self, name, legal) -> Prompt:
        hand = self.view.in_hand()
        stores = [a for a in legal if type(a) is A.Store]
        plants = sorted({a.plant for a in stores})
        prompt = Prompt(name, self.t("ct_pitcher_title", card=self.card("pitcher_plant")), self.t("ct_pitcher_line"),
                        "dialog", shown=hand.get("keep", []) + hand.get("place", []))
        for a in stores:
            label = self.t("ct_under_plant", n=plants.index(a.plant) + 1) if len(plants) > 1 else ""
            prompt.items.append(Item((a,), self.view.kind(a.card), a.card, label))
        prompt.buttons.append(self.decline("ct_no_store"))
        return prompt

    def p_boa(self, name, legal) -> Prompt:
        spot = self.view.looking_at()
        prompt = Prompt(name, self.t("ct_boa_title", card=self.card("boa")), self.t("ct_boa_line"), "dialog",
                        shown=(self.view.pile(spot) or []) if spot is not None else [])
        prompt.items = self.hand_items(self.choices(legal))
        prompt.buttons.append(self.decline("ct_take_nothing"))
        return prompt

    def p_howler(self, name, legal) -> Prompt:
        spot = self.view.looking_at()
        prompt = Prompt(name, self.t("ct_howler_title", card=self.card("howler")), self.t("ct_howler_line"), "dialog",
                        shown=(self.view.pile(spot) or []) if spot is not None else [])
        prompt.buttons.append(Choice(self.t("ct_howler_yes"), (A.ACCEPT,), primary=True))
        prompt.buttons.append(Choice(self.t("ct_howler_no"), (A.DECLINE,)))
        return prompt

    def p_sloth(self, name, legal) -> Prompt:
        more, base = self.rules.abilities.sloth_draw, self.rules.turn.refuse_all_draw
        prompt = Prompt(name, self.t("ct_sloth_title", card=self.card("sloth"), n=more, m=base),
                        self.t("ct_sloth_line"), "dialog")
        prompt.buttons.append(Choice(self.t("ct_draw_n", n=more), (A.ACCEPT,), primary=True))
        prompt.buttons.append(Choice(self.t("ct_draw_n", n=base), (A.DECLINE,)))
        return prompt

    def placing_prompt(self, name: str, key: str) -> Prompt:
        hand = self.view.in_hand()
        view = self.view
        # in the order §17 suggests (trunks, canopies, the others, immediate cards last); any order may be played
        rank = {TRUNK: 0, CANOPY: 1}
        shown = hand.get("placing", []) + sorted(hand.get("place", []), key=lambda u: (
            3 if view.immediate(u) else rank.get(view.category(u), 2), view.kind(u)))
        return Prompt(name, self.t(key + "_title"), self.t(key + "_line"), "place", shown=shown)

    def p_order(self, name, legal) -> Prompt:
        return self.placing_prompt(name, "ct_order")

    def p_place_trunk(self, name, legal) -> Prompt:
        return self.placing_prompt(name, "ct_place_trunk")

    def p_place_canopy(self, name, legal) -> Prompt:
        return self.placing_prompt(name, "ct_place_canopy")

    def discards_left(self, default: int = 1) -> int:
        """How many cards the discard being asked still takes (the pending frame's count)."""
        for fr in reversed(self.st.stack):
            if fr[0] == "discard" and fr[1] == self.seat:
                return int(fr[2])
        return default

    def forest_dialog(self, name: str, legal, title: str, line: str) -> Prompt:
        prompt = Prompt(name, title, line, "dialog")
        prompt.items = self.forest_items(self.choices(legal))
        return prompt

    def p_drought_discard(self, name, legal) -> Prompt:
        return self.forest_dialog(name, legal, self.t("ct_drought_title", card=self.card("drought")),
                                  self.t("ct_drought_line"))

    def p_lightning_discard(self, name, legal) -> Prompt:
        n = self.discards_left(self.rules.threats.lightning_cards)
        return self.forest_dialog(name, legal, self.t("ct_lightning_discard_title", card=self.card("lightning"),
                                                      cards=self.cards(n)), self.t("ct_lightning_discard_line"))

    def p_ant(self, name, legal) -> Prompt:
        return self.forest_dialog(name, legal, self.t("ct_ant_title", card=self.card("ant")), self.t("ct_ant_line"))

    def p_collybia(self, name, legal) -> Prompt:
        return self.forest_dialog(name, legal, self.t("ct_collybia_title", card=self.card("collybia")),
                                  self.t("ct_collybia_line"))

    def p_fire_discard(self, name, legal) -> Prompt:
        n = self.discards_left()
        hit = self.t("clog_hit_flora_one" if n == 1 else "clog_hit_flora_many", n=n)
        return self.forest_dialog(name, legal, self.t("ct_fire_title", card=self.card("fire"), hit=hit),
                                  self.t("ct_fire_line"))

    def p_disease_discard(self, name, legal) -> Prompt:
        n = self.discards_left()
        hit = self.t("clog_hit_wildlife_one" if n == 1 else "clog_hit_wildlife_many", n=n)
        return self.forest_dialog(name, legal, self.t("ct_disease_title", card=self.card("disease"), hit=hit),
                                  self.t("ct_disease_line"))

    def p_blight_tie(self, name, legal) -> Prompt:
        return self.forest_dialog(name, legal, self.t("ct_blight_title", card=self.card("blight")),
                                  self.t("ct_blight_line"))

    def p_renewal(self, name, legal) -> Prompt:
        sc = self.st.season_change
        prompt = self.forest_dialog(name, legal, self.t("ct_renewal_title", card=sc.name(self.lang) if sc else ""),
                                    self.t("ct_renewal_line"))
        prompt.buttons.append(self.decline("ct_keep_them"))
        return prompt

    def p_prestige(self, name, legal) -> Prompt:
        sc = self.st.season_change
        choose = self.choices(legal)
        giver = self.where(choose[0].card)[0] if choose else -1
        prompt = self.forest_dialog(name, legal, self.t("ct_prestige_title", card=sc.name(self.lang) if sc else ""),
                                    self.t("ct_prestige_line", name=self.names[giver] if giver >= 0 else ""))
        return prompt

    def p_lightning_choice(self, name, legal) -> Prompt:
        n = self.rules.threats.lightning_cards
        opponents = sorted({a.opponent for a in legal if type(a) is A.Lightning})
        several = len(opponents) > 1
        line = self.t("ct_lightning_line_many" if several else "ct_lightning_line",
                      name=self.names[opponents[0]] if opponents else "", cards=self.cards(n))
        prompt = Prompt(name, self.t("ct_lightning_title", card=self.card("lightning")), line, "dialog")
        for a in legal:
            if type(a) is not A.Lightning:
                continue
            key = "ct_lightning_" + a.mode + ("_with" if several else "")
            prompt.buttons.append(Choice(self.t(key, cards=self.cards(n), name=self.names[a.opponent]), (a,),
                                         primary=not prompt.buttons))
        return prompt

    def p_tamarin(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_tamarin_title", card=self.card("tamarin")), self.t("ct_tamarin_line"),
                        "dialog")
        prompt.items = self.hand_items(self.choices(legal))
        return prompt

    def p_collybia_keep(self, name, legal) -> Prompt:
        drawn = self.view.in_hand().get("collybia", [])
        prompt = Prompt(name, self.t("ct_collybia_keep_title", card=self.card("collybia")),
                        self.t("ct_collybia_keep_line"), "dialog", shown=drawn)
        prompt.buttons.append(Choice(self.t("ct_add_it"), (A.ACCEPT,), primary=True))
        prompt.buttons.append(Choice(self.t("ct_discard_it"), (A.DECLINE,)))
        return prompt

    def p_season_ant(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_season_ant_title", card=self.card("ant")), self.t("ct_season_ant_line"),
                        "dialog")
        for a in legal:
            if type(a) is A.Ability:
                prompt.buttons.append(Choice(self.t("ct_use_it"), (a,), primary=True))
        prompt.buttons.append(self.decline("ct_not_now"))
        return prompt

    def p_jaguar_target(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_jaguar_title", card=self.card("jaguar")), self.t("ct_jaguar_line"), "dialog")
        for a in legal:
            if type(a) is A.Target:
                prompt.buttons.append(Choice(self.names[a.seat], (a,), primary=not prompt.buttons))
        return prompt

    def p_butterfly(self, name, legal) -> Prompt:
        prompt = Prompt(name, self.t("ct_butterfly_title", card=self.card("butterfly")), self.t("ct_butterfly_line"),
                        "dialog")
        for a in legal:
            if type(a) is A.Species:
                prompt.items.append(Item((a,), a.kind, -1))
        prompt.buttons.append(self.decline("ct_no_thanks"))
        return prompt

    def p_germination(self, name, legal) -> Prompt:
        drawn = self.view.in_hand().get("germination", [])
        left = 1
        for fr in reversed(self.st.stack):
            if fr[0] == "germ_pick" and fr[1] == self.seat:
                left = max(0, int(fr[4]) - len(fr[3]))
                break
        prompt = Prompt(name, self.t("ct_germination_title", cards=self.cards(left)), self.t("ct_germination_line"),
                        "dialog",
                        shown=drawn)
        prompt.items = self.hand_items(self.choices(legal))
        prompt.buttons.append(self.decline("ct_done"))
        return prompt

