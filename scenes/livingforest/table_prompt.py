"""The words and choices of every Living Forest decision (LIVING_FOREST.md §11; actions.DECISIONS), as the table
asks them: a title, a sentence saying what to do (and why, where the rules decided: a forced stop), the buttons,
and the things on the table that answer it by a click (reserve cards, fires, trees, cells, rocks).

Everything here comes from the seat's view and its ``legal_actions()``: a button is lit only when its action is
legal, and a greyed action says why (the rules' reason, read from the view, never decided here).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import LANGUAGES, tr
from game.livingforest import actions as A
from game.livingforest.preview import round_end_preview
from game.livingforest.agents import suggested_action
from game.livingforest.scoring import ELEMENTS

_KIND_ELEMENT = {"attract": "sun", "extinguish": "water", "plant": "seed", "move": "wind"}


@dataclass
class Choice:
    """A button of the strip: its words, the actions it submits (in turn), or a ``local`` step of the table."""

    label: str
    actions: tuple = ()
    primary: bool = False
    local: str = ""
    reason: str = ""          # why it is greyed (shown while the pointer rests on it)
    key: str = ""             # what it is, for the tests and the keyboard ("act:attract", "reveal"...)
    icon: tuple = ()          # a picture beside the words: ("victory", kind, seat) a Victory tile in a seat's colour

    @property
    def enabled(self) -> bool:
        return bool(self.actions) or bool(self.local)


@dataclass
class Prompt:
    decision: str
    title: str
    text: str
    buttons: list[Choice] = field(default_factory=list)
    cards: dict[int, A.Take] = field(default_factory=dict)       # reserve card -> Take (lit)
    fires: dict[int, A.Fire] = field(default_factory=dict)       # fire value -> Fire (lit)
    trees: dict[str, A.Tree] = field(default_factory=dict)       # tree type -> Tree (lit)
    cells: dict[tuple[int, int], A.Cell] = field(default_factory=dict)
    rocks: dict[int, A.Move] = field(default_factory=dict)       # rock reached -> Move
    order: dict[int, A.Top] = field(default_factory=dict)        # attracted card -> Top
    budget: tuple[str, int, int] | None = None                   # (element, used, budget): the running total
    tree: str | None = None                                      # plant_cell: the tree chosen
    # the row's fixed slots, in order: each button key the decision's row can carry -> every label it may wear
    # (both languages). A slot keeps its place and width while buttons come and go and their words change, so
    # that a button clicked again is where it was (empty: the buttons' own labels)
    slots: dict[str, tuple[str, ...]] = field(default_factory=dict)


def plural(lang: str, key: str, n: int, **fmt) -> str:
    return tr(f"{key}_one" if n == 1 else f"{key}_many", lang, n=n, **fmt)


class PromptMaker:
    def __init__(self, view, names: list[str], lang: str):
        self.view = view
        self.names = names
        self.lang = lang
        self.rules = view.rules

    def t(self, key: str, **fmt) -> str:
        return tr(key, self.lang, **fmt)

    def card_name(self, cid: int) -> str:
        return self.rules.cards[cid].name(self.lang)

    @staticmethod
    def every(key: str, **fmt) -> tuple[str, ...]:
        """A label in every language (a slot is as wide as its longest)."""
        return tuple(tr(key, lang, **fmt) for lang in LANGUAGES)

    def draw_slots(self) -> dict[str, tuple[str, ...]]:
        """The draw phase's row (draw and forced alike): the Fragment offer first, on the left, where it comes and
        goes after each reveal with the revealed card's name (any card's) while Reveal, Reveal until a Solitary and
        Stop keep their places; Stop as wide as its forced-stop words."""
        fragment = tuple(tr("lft_fragment_on", lang, card=card.name(lang))
                         for card in self.rules.cards.values() for lang in LANGUAGES)
        return {"fragment": fragment, "reveal": self.every("lft_reveal"), "until": self.every("lft_until_solitary"),
                "stop": self.every("lft_stop") + self.every("lft_stop_one")}

    def make(self) -> Prompt | None:
        view = self.view
        decision = view.decision()
        if decision is None:
            return None
        legal = view.legal_actions()
        return getattr(self, "_" + decision)(legal)

    # ------------------------------------------------------------------ the Guardian Animals phase

    def _draw(self, legal) -> Prompt:
        v, seat = self.view, self.view.seat
        buttons = []
        if A.REVEAL in legal:
            buttons.append(Choice(self.t("lft_reveal"), (A.REVEAL,), primary=True, key="reveal"))
            buttons.append(Choice(self.t("lft_until_solitary"), (), local="until", key="until"))
        if A.FRAGMENT in legal:
            card = v.help_line(seat)[-1]
            buttons.append(Choice(self.t("lft_fragment_on", card=self.card_name(card)), (A.FRAGMENT,),
                                  key="fragment"))
        stop = Choice(self.t("lft_stop"), (A.STOP,) if A.STOP in legal else (), primary=A.REVEAL not in legal,
                      key="stop")
        if A.STOP not in legal:
            stop.reason = self.t("lft_first_reveal")
        buttons.append(stop)
        b, most = v.balance(seat), self.rules.forced_stop
        text = self.t("lft_draw_help", n=most)
        if b == most - 1:
            text = self.t("lft_gauge_warn") + " " + text
        return Prompt("draw", self.t("lft_draw_title"), text, buttons, slots=self.draw_slots())

    def _forced(self, legal) -> Prompt:
        v, seat = self.view, self.view.seat
        card = v.help_line(seat)[-1]
        most = self.rules.forced_stop
        text = self.t("lft_forced_help", card=self.card_name(card), n=most)
        buttons = [Choice(self.t("lft_fragment_on", card=self.card_name(card)), (A.FRAGMENT,), primary=True,
                          key="fragment"),
                   Choice(self.t("lft_stop_one"), (A.STOP,), key="stop")]
        return Prompt("forced", self.t("lft_forced_title"), text, buttons, slots=self.draw_slots())

    # ------------------------------------------------------------------ the action phase

    def why_not(self, kind: str) -> str:
        """Why a normal action is greyed: the rules' reasons, read from the view."""
        v, seat = self.view, self.view.seat
        done = v.actions_taken(seat)
        if len(done) >= v.allowance(seat):
            return self.t("lft_why_used")
        if kind in done and v.possible(kind):
            return self.t("lft_why_repeat", first=self.t("lft_act_" + kind))
        if kind == "fragment":
            return self.t("lft_why_fragment")
        element = _KIND_ELEMENT[kind]
        return self.t("lft_why_" + kind, n=v.budget(element))

    def _action(self, legal) -> Prompt:
        v, seat = self.view, self.view.seat
        left = v.allowance(seat) - len(v.actions_taken(seat))
        buttons = []
        for kind in A.KINDS:
            act = A.act(kind)
            label = self.t("lft_act_" + kind)
            element = _KIND_ELEMENT.get(kind)
            if element is not None:
                label = f"{label} ({v.budget(element)})"
            if act in legal:
                buttons.append(Choice(label, (act,), key="act:" + kind))
            else:
                buttons.append(Choice(label, (), reason=self.why_not(kind), key="act:" + kind))
        # the default (Enter, the orange button): the most useful action as the rules' Medium planner weighs it,
        # none when none is clearly best (a Fragment only when nothing better is legal); ending the turn only when
        # no action is possible, so that Enter never throws a turn away
        best = suggested_action(v)
        for choice in buttons:
            choice.primary = best is not None and choice.actions == (best,)
        possible = any(c.enabled for c in buttons)
        buttons.append(Choice(self.t("lft_end_turn"), (A.END_TURN,), primary=not possible, key="end_turn"))
        slots = {}
        for kind in A.KINDS:          # sized for a two-digit strength, whatever the strength now
            slots["act:" + kind] = tuple(tr("lft_act_" + kind, lang) + (" (88)" if kind in _KIND_ELEMENT else "")
                                         for lang in LANGUAGES)
        slots["end_turn"] = self.every("lft_end_turn")
        title = plural(self.lang, "lft_action_title", left)
        # what the round's end will do to the player, in the place of the reminder of how strength counts
        text = self.round_end_warning() or self.t("lft_action_help")
        if v.actions_taken(seat):
            first = v.actions_taken(seat)[0]
            text = self.t("lft_action_second", first=self.t("lft_act_" + first)) + " " + text
        if v.allowance(seat) == 1:
            text = self.t("lft_action_one") + " " + text
        return Prompt("action", title, text, buttons, slots=slots)

    def round_end_warning(self) -> str:
        """What the round's end will do to the player, said before they choose (game/livingforest/preview.py):
        Onibi's attack when their water is below the fires, and the fires this round's attractions add."""
        p = round_end_preview(self.view, self.view.seat)
        words = []
        if p.attacked:
            words.append(self.t("lft_onibi_warn", fire=p.fire, water=p.water, n=p.varans))
        if p.new_fires:
            words.append(self.t("lft_new_fires_warn", values=", ".join(map(str, p.new_fires))))
        return " ".join(words)

    def _spend(self, decision: str, element: str, legal, picked: str, value: str) -> Prompt:
        """Attract or Extinguish: things taken one by one within the element's budget, a running total, Done
        (with nothing taken, a bonus is declined that way)."""
        _, _, plus, bonus, taken, spent = self.view.frame()
        lit = {getattr(a, value): a for a in legal if type(a).__name__ == picked}
        buttons = []
        if A.DONE in legal:
            label = self.t("lft_done" if taken or not bonus else "lft_decline")
            buttons.append(Choice(label, (A.DONE,), primary=True, key="done"))
        title = self.t(f"lft_{decision}_bonus_title" if bonus else f"lft_{decision}_title")
        if plus:
            title += f" (+{plus})"
        prompt = Prompt(decision, title, self.t(f"lft_{decision}_help"), buttons,
                        budget=(element, spent, self.view.budget(element, plus)),
                        slots={"done": self.every("lft_done") + self.every("lft_decline")})
        setattr(prompt, "cards" if decision == "attract" else "fires", lit)
        return prompt

    def _attract(self, legal) -> Prompt:
        prompt = self._spend("attract", "sun", legal, "Take", "card")
        values = self.rules.fire_value
        prompt.text += " " + self.t("lft_attract_fires", a=values[1], b=values[2], c=values[3])
        return prompt

    def _extinguish(self, legal) -> Prompt:
        return self._spend("extinguish", "water", legal, "Fire", "value")

    def _attract_order(self, legal) -> Prompt:
        # the cards in the order they were attracted; the table lays them out as they will be drawn (the last
        # attracted first, §6.5's default), lets the player swap them, and puts them on the pile on its button
        cards = {a.card: a for a in legal if isinstance(a, A.Top)}
        buttons = [Choice(self.t("lft_order_confirm"), (), primary=True, local="order_confirm",
                          key="order_confirm")]
        return Prompt("attract_order", self.t("lft_order_title"), self.t("lft_order_help"), buttons, order=cards,
                      slots={"order_confirm": self.every("lft_order_confirm")})

    def _plant(self, legal) -> Prompt:
        v = self.view
        trees = {a.type_id: a for a in legal if isinstance(a, A.Tree)}
        cells = {c: A.cell(*c) for c in v.plant_cells()}
        bonus = v.frame()[2] if len(v.frame()) > 2 else 0
        title = self.t("lft_plant_bonus_title" if bonus else "lft_plant_title")
        return Prompt("plant", title, self.t("lft_plant_help", n=v.budget("seed")), [], trees=trees, cells=cells)

    def _plant_cell(self, legal) -> Prompt:
        v = self.view
        tree = v.frame()[2]
        cells = {(a.x, a.y): a for a in legal if isinstance(a, A.Cell)}
        buttons = [Choice(self.t("lft_back"), (A.BACK,), key="back")]
        name = self.rules.trees[tree].name(self.lang)
        return Prompt("plant_cell", self.t("lft_plant_cell_title", tree=name), self.t("lft_plant_cell_help"),
                      buttons, cells=cells, tree=tree, slots={"back": self.every("lft_back")})

    def _move(self, legal) -> Prompt:
        v = self.view
        rocks = {}
        for a in legal:
            if isinstance(a, A.Move):
                end, _ = v.path(a.distance)
                rocks.setdefault(end, a)
        return Prompt("move", self.t("lft_move_title"), self.t("lft_move_help", n=v.budget("wind")), [],
                      rocks=rocks)

    def _steal(self, legal) -> Prompt:
        victim = next(a.seat for a in legal if isinstance(a, A.Steal))
        name = self.names[victim] if victim < len(self.names) else "?"
        buttons = [Choice(self.t("lft_steal_kind", tile=self.t("lft_tile_" + a.kind)), (a,), key="steal:" + a.kind,
                          icon=("victory", a.kind, a.seat))
                   for a in legal if isinstance(a, A.Steal)]
        return Prompt("steal", self.t("lft_steal_title", name=name), self.t("lft_steal_help"), buttons)

    def _rock_bonus(self, legal) -> Prompt:
        kind = self.view.frame()[2]
        what = self.t("lft_act_" + kind)
        buttons = [Choice(self.t("lft_accept_bonus", bonus=what), (A.ACCEPT,), primary=True, key="accept"),
                   Choice(self.t("lft_decline"), (A.DECLINE,), key="decline")]
        return Prompt("rock_bonus", self.t("lft_rock_title", bonus=what), self.t("lft_bonus_help"), buttons)

    def _corner_bonus(self, legal) -> Prompt:
        _, _, effect, amount = self.view.frame()
        what = self.t("lft_act_" + effect)
        element = self.t("lft_el_" + _KIND_ELEMENT[effect])
        buttons = [Choice(self.t("lft_accept_bonus", bonus=what), (A.ACCEPT,), primary=True, key="accept"),
                   Choice(self.t("lft_decline"), (A.DECLINE,), key="decline")]
        title = self.t("lft_corner_title", bonus=what, n=amount, element=element)
        return Prompt("corner_bonus", title, self.t("lft_bonus_help"), buttons)


def plant_effects(rules, forest: dict, cell: tuple[int, int], lang: str) -> list[str]:
    """What planting on ``cell`` would do beyond the tree: its corner's bonus, the lines it completes (§2.6)."""
    from game.livingforest.scoring import completed_lines

    out = []
    for corner in rules.corners:
        if tuple(corner.cell) == tuple(cell):
            element = {"attract": "sun", "extinguish": "water"}.get(corner.effect)
            if element is None:
                out.append(tr("lft_effect_corner_fragments", lang, n=corner.amount))
            else:
                out.append(tr("lft_effect_corner_" + corner.effect, lang, n=corner.amount,
                              element=tr("lft_el_" + element, lang)))
    before = set(line.id for line in completed_lines(rules, forest))
    after = dict(forest)
    after[tuple(cell)] = "?"
    for line in completed_lines(rules, after):
        if line.id not in before:
            out.append(tr("lft_effect_line", lang, n=line.amount, element=tr("lft_el_" + line.element, lang)))
    return out


__all__ = ["Choice", "Prompt", "PromptMaker", "plant_effects", "ELEMENTS"]
