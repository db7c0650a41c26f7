"""Living Forest's game log: every public event of a game in words, French or English (game.gamelog's entries).

One entry per Guardian Animals phase ("Round 3 · Guardian Animals": each seat's reveals, Fragments and stop),
one per turn ("Round 3 · Ana": the actions, the cards attracted, the fires put out, the tree planted, the move,
the steals and bonuses), one per end of round (the victory check, Onibi's Varans, the new fires, the refill, the
Sacred Tree; at the end of the game the winners). Built from ``state.events()`` only: a card is named only where
an event showed it (revealed, attracted, face up in a row), never a draw pile's or a stack's order.

Each entry's ``actions`` is the number of actions applied when its last event happened (the state records it
per event: ``event_steps``), so entry ``k`` is the replay's step ``k``.

LogItem kinds: "draw" (a reveal, a reshuffle, a Fragment, a stop), "action" (a normal action begun or the turn
ended), "card" (a card attracted or put on the draw pile), "fire", "plant", "move", "steal", "bonus" (a rock or
corner bonus), "check" (the victory check), "varan", "centre" (new fires), "refill", "end".
"""
from __future__ import annotations

from dataclasses import replace

from typing import Any, Sequence

from ..gamelog import LogEntry, LogItem
from ..i18n import tr

# every event kind the engine makes; a test checks that a game never makes one the log does not know
EVENT_KINDS = frozenset({
    "setup", "round", "reveal", "reshuffle", "fragment", "stop", "actions", "turn", "act", "take_fragment",
    "take", "attract_done", "top", "fire", "extinguish_done", "plant", "corner", "move", "steal", "rock_bonus",
    "end_turn", "victory_check", "varans", "new_fires", "refill", "discard", "sacred_tree", "game_end",
})
_OPENS = {"round": "draw", "turn": "turn", "victory_check": "end"}
_SILENT = frozenset({"setup", "round", "actions", "turn", "attract_done", "extinguish_done", "discard"})


def log_lines(state: Any, names: Sequence[str], lang: str) -> list[LogEntry]:
    """Every entry of a Living Forest game so far, oldest first. ``names``: the seats' names."""
    return _Log(state, names, lang).entries()


def cell_name(cell: Sequence[int], lang: str) -> str:
    """A forest cell in words: column and row counted from 1 (the start tree is column 3, row 2)."""
    return tr("lf_log_cell", lang, x=cell[0] + 1, y=cell[1] + 1)


class _Log:
    def __init__(self, state: Any, names: Sequence[str], lang: str):
        self.state = state
        self.rules = state.rules
        self.names = list(names) + [f"#{i + 1}" for i in range(len(names), state.players)]
        self.lang = lang

    def card(self, cid: int) -> str:
        return self.rules.cards[cid].name(self.lang)

    def who(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None and 0 <= seat < len(self.names) else "?"

    def t(self, key: str, **fmt: Any) -> str:
        return tr(key, self.lang, **fmt)

    # ------------------------------------------------------------------ grouping

    def entries(self) -> list[LogEntry]:
        groups: list[tuple[str, int, int | None, list]] = []     # (what, round, seat, [(event, at, index)])
        round_no = 1
        pending: list = []                                    # events before the first entry opens (setup)
        for index, (event, at) in enumerate(zip(self.state.events(), self.state.event_steps())):
            kind = event.kind
            if kind == "round":
                round_no = event.data["round"]
            if kind == "victory_check":
                round_no = event.data["round"]
            opens = _OPENS.get(kind)
            if opens is not None:
                groups.append((opens, round_no, event.seat, pending + [(event, at, index)]))
                pending = []
            elif groups:
                groups[-1][3].append((event, at, index))
            else:
                pending.append((event, at, index))
        out = []
        for what, round_no, seat, events in groups:
            items = [item for event, *_ in events for item in self.items(event)]
            if what == "draw":
                header = self.t("lf_log_draw_header", n=round_no)
            elif what == "turn":
                header = self.t("lf_log_turn_header", n=round_no, name=self.who(seat))
                # the header names the player: their own lines do not again (as Canopée's turns)
                items = [replace(i, text=i.what, who=None) if i.who == self.who(seat) else i for i in items]
            else:
                header = self.t("lf_log_end_header", n=round_no)
            if not items:
                if events is groups[-1][3] and not self.state.is_over:
                    # a phase or turn just begun: it is told once something happens, not as "nothing" meanwhile
                    break
                items = [LogItem("draw", self.t("lf_log_nothing"), self.t("lf_log_nothing"))]
            text = self.t("log_who", name=header) + " " + "; ".join(i.text for i in items)
            out.append(LogEntry(step=len(out) + 1, header=header, items=tuple(items), text=text,
                                actions=events[-1][1], events=events[-1][2] + 1))
        return out

    # ------------------------------------------------------------------ one event in words

    def items(self, event: Any) -> list[LogItem]:
        kind, seat, d = event.kind, event.seat, event.data
        if kind in _SILENT:
            return []
        name = self.who(seat)
        method = getattr(self, "_" + kind)
        return [self._item(k, what, who, card) for k, what, who, card in method(seat, name, d)]

    def counted(self, key: str, n: int) -> str:
        """"1 action", "2 actions": ``key`` + _one or _many."""
        return self.t(key + "_one") if n == 1 else self.t(key + "_many", n=n)

    def _item(self, kind: str, what: str, who: str | None, card: int | None) -> LogItem:
        text = f"{self.t('log_who', name=who)} {what}" if who else what
        return LogItem(kind, text, what, who=who, card=None if card is None else str(card))

    def _reveal(self, seat, name, d):
        yield "draw", self.t("lf_log_reveal", card=self.card(d["card"]), b=d["balance"]), name, d["card"]

    def _reshuffle(self, seat, name, d):
        yield "draw", self.t("lf_log_reshuffle", n=d["cards"]), name, None

    def _fragment(self, seat, name, d):
        yield "draw", self.t("lf_log_fragment", card=self.card(d["card"]), b=d["balance"]), name, d["card"]

    def _stop(self, seat, name, d):
        key = {"bust": "lf_log_stop_forced", "no_card": "lf_log_stop_empty"}.get(d["reason"], "lf_log_stop")
        yield "draw", self.t(key, b=d["balance"], actions=self.counted("lf_log_actions", d["allowance"])), name, None

    def _act(self, seat, name, d):
        yield "action", self.t("lf_log_act", action=self.t("lf_log_kind_" + d["kind"]), n=d["number"]), name, None

    def _take_fragment(self, seat, name, d):
        yield "action", self.t("lf_log_take_fragment", fragments=self.counted("lf_log_fragments", d["taken"])), \
            name, None

    def _take(self, seat, name, d):
        yield "card", self.t("lf_log_take", card=self.card(d["card"]), cost=d["cost"]), name, d["card"]

    def _top(self, seat, name, d):
        yield "card", self.t("lf_log_top", card=self.card(d["card"])), name, d["card"]

    def _fire(self, seat, name, d):
        yield "fire", self.t("lf_log_fire", value=d["value"]), name, None

    def _plant(self, seat, name, d):
        tree = self.rules.trees[d["tree"]].name(self.lang)
        yield "plant", self.t("lf_log_plant", tree=tree, cell=cell_name(d["cell"], self.lang)), name, None
        for line in d["lines"]:
            yield "plant", self.t("lf_log_line_" + line), name, None

    def _corner(self, seat, name, d):
        result = d["result"]
        if result == "taken":
            text = self.t("lf_log_corner_fragments", fragments=self.counted("lf_log_fragments", d["taken"]))
        else:
            text = self.t("lf_log_corner_" + result, bonus=self.t("lf_log_kind_" + d["effect"]))
        yield "bonus", text, name, None

    def _move(self, seat, name, d):
        rock = self.t("lf_log_rock_" + d["rock"])
        yield "move", self.t("lf_log_move", n=d["distance"], rock=d["end"] + 1, bonus=rock), name, None
        if d["jumped"]:
            others = ", ".join(self.who(s) for s in d["jumped"])
            yield "move", self.t("lf_log_jumped", names=others), name, None

    def _steal(self, seat, name, d):
        tile = self.t("lf_log_tile_" + d["kind"])
        yield "steal", self.t("lf_log_steal", tile=tile, other=self.who(d["victim"])), name, None

    def _rock_bonus(self, seat, name, d):
        result = d["result"]
        if d["kind"] == "fragment" and result == "taken":
            text = self.t("lf_log_rock_fragment_taken")
        else:
            text = self.t("lf_log_rock_" + result, bonus=self.t("lf_log_kind_" + d["kind"]))
        yield "bonus", text, name, None

    def _end_turn(self, seat, name, d):
        yield "action", self.t("lf_log_end_turn_passed" if d["passed"] else "lf_log_end_turn"), name, None

    def _victory_check(self, seat, name, d):
        for s, c in enumerate(d["counts"]):
            yield "check", self.t("lf_log_counts", trees=c["trees"], fires=c["fires"], flowers=c["flowers"],
                                  sum=c["sum"]), self.who(s), None

    def _varans(self, seat, name, d):
        if not d["fires"]:
            yield "varan", self.t("lf_log_no_fire"), None, None
            return
        if not any(d["given"]):
            yield "varan", self.t("lf_log_no_varan", fire=d["fire"]), None, None
            return
        for s, n in enumerate(d["given"]):
            if n:
                yield "varan", self.t("lf_log_varans", n=n, card=self.card(self.rules.varan)), self.who(s), \
                    self.rules.varan

    def _new_fires(self, seat, name, d):
        added = d["added"] + d["topped"]
        values = ", ".join(str(v) for v in added) if added else self.t("lf_log_none")
        yield "centre", self.t("lf_log_new_fires", values=values, n=len(d["centre"])), None, None

    def _refill(self, seat, name, d):
        if d["cards"]:
            cards = ", ".join(self.card(c) for c in d["cards"])
            yield "refill", self.t("lf_log_refill", level=d["level"], cards=cards), None, None

    def _sacred_tree(self, seat, name, d):
        yield "end", self.t("lf_log_sacred_tree"), name, None

    def _game_end(self, seat, name, d):
        winners = ", ".join(self.who(s) for s in d["winners"])
        key = "lf_log_capped" if d["capped"] else "lf_log_winner" if len(d["winners"]) == 1 else "lf_log_winners"
        yield "end", self.t(key, names=winners, n=d["round"]), None, None
