"""Canopée's game log: every public event of a game in words, French or English (game.gamelog's entries).

One entry per turn ("Turn 5 · Maria": the piles refused and the pile kept with their sizes, the cards placed and
where — a new tree, a trunk on tree 2, a canopy completing it —, the abilities used, a Drought or a Lightning and
the answers, the Forest Spirit's pile), one per end of season (step by step: what each forest discards, draws and
scores, the Tallest Tree, the season's points; after the last season the end of the game and the winners). The
start of a season (who plays first, the Season Change card) opens the first turn of that season.

Built from ``state.events()`` only, which never holds a hidden card; and of those events the log names a card
only where it is placed, discarded from a forest, revealed or kept from a draw in front of everyone. A pile is
named by its place and size, never its cards ("refused pile 2 (3 cards)"), even when a Howler discards it or
the end of a 3–4 player season clears it; the Toucan's glimpse, the cards under a Hoatzin or a Pitcher Plant, the
Threats a Goliath sends back, the Germination cards put back and the order of any deck are never named.

Trees are numbered per forest in the order it started them ("tree 1" is its first, its Starting Trunk's when it
has one): the number a tree keeps all game, whichever trees fall (``tree_numbers``). Piles are named as
``pile_name`` says ("pile 2", "central pile"): a table labelling its trees and piles so can be read with the log.

Each entry's ``actions`` is found by playing the game's actions again from the deal and counting the events each
one made (kept per state, so a log shown during a game replays only the new actions).

LogItem kinds: "season" (a season starts), "pile" (a pile looked at, refused, kept or taken), "place", "discard",
"draw", "ability", "threat" (Drought, Lightning, Fire, Disease, Blight and the Spirit's threat bonus), "step" (a
step of the end of a season), "score" (points scored), "end" (the end of the game and its winners).

Here: the entry points (``log_lines``, ``pile_name``, ``tree_numbers``, ``action_marks``) and the describer's
frame — its words, entries, items and trees; how each event is told is log_phrases.py's.
"""
from __future__ import annotations

import weakref
from bisect import bisect_left
from typing import Any, Sequence

from ..errors import IllegalAction
from ..gamelog import LogEntry, LogItem
from ..i18n import tr
from .log_phrases import EventPhrases

# every event kind the engine makes (state.py and the modules mixed into its state); a test checks that a game
# never makes one the log does not know
EVENT_KINDS = frozenset({
    "place", "season_start", "spirit_trunks", "turn", "look", "keep", "refuse", "put_back", "refill", "end_turn",
    "refuse_all", "draw", "discard", "immediate", "lightning", "ability", "goliath_return", "pitcher_store",
    "pitcher_release", "collybia", "spirit_take", "pile_discarded", "season_end", "step", "hoatzin_reveal",
    "threat_bonus", "jaguar", "butterfly", "migration", "germinate", "germination", "blight", "fire",
    "fire_spread", "disease", "disease_spread", "tree_score", "saplings", "tallest_tree", "prestige",
    "flora_score", "regeneration", "season_scores", "game_end",
})
# events that say nothing a player needs read (a refilled pile's size shows at the next look)
_SILENT = frozenset({"put_back", "refill", "end_turn"})


def log_lines(state: Any, names: Sequence[str], lang: str) -> list[LogEntry]:
    """Every entry of a Canopée game so far, oldest first. ``names``: the seats' names (a solo game's second
    name, if given, is not read: the Spirit is named in ``lang``)."""
    return _Log(state, names, lang).entries()


def pile_name(state: Any, spot: int, lang: str, names: Sequence[str] | None = None) -> str:
    """A New Growth pile as the log names it: "pile 1" to "pile 3" (NG1-NG3) with two players or in solo; with
    3-4 players the side pile ``spot`` lies between seats ``spot`` and ``spot + 1`` and is named after them
    ("pile Ana–Bob", given the seats' ``names``; else "pile <spot + 1>"), the last one is the central pile. For a
    table to label its piles the same way."""
    if state.shared and spot == state.players:
        return tr("clog_pile_central", lang)
    if state.shared and names is not None and spot < len(names):
        return tr("clog_pile_between", lang, a=names[spot], b=names[(spot + 1) % state.players])
    return tr("clog_pile", lang, n=spot + 1)


def tree_numbers(state: Any) -> dict[int, int]:
    """Each tree id of the game (started so far) -> its number in its forest (1, 2... in the order the forest
    started them): what the log calls "tree 2", for a table to label its trees the same way."""
    numbers: dict[int, int] = {}
    started: dict[int, int] = {}
    for event in state.events():
        data = event.data
        if event.kind == "place" and data.get("new_tree"):
            forest = data["forest"]
            started[forest] = started.get(forest, 0) + 1
            numbers[data["tree"]] = started[forest]
    return numbers


# ---------------------------------------------------------------------------- when each event happened

# state -> (a copy of its game played again from the deal, events after each action): see ``action_marks``
_MARKS: "weakref.WeakKeyDictionary[Any, tuple[Any, list[int]]]" = weakref.WeakKeyDictionary()


def action_marks(state: Any) -> list[int] | None:
    """``marks[i]``: how many events the game had made after its first ``i`` actions (``marks[0]``: the deal's),
    for every action played so far; None if the actions played again from the deal do not give this state's
    events (a state not made by its actions). Kept per state and brought up to date with the new actions only."""
    log = state.actions_log()
    cached = _MARKS.get(state)
    for _ in range(2):
        if cached is None or len(cached[1]) > len(log) + 1:
            replica = _new_like(state)
            cached = (replica, [len(replica._events)])
        replica, marks = cached
        try:
            for seat, action in log[len(marks) - 1:]:
                replica.apply(seat, action)
                marks.append(len(replica._events))
        except IllegalAction:           # a position arranged by hand, not made by its actions
            break
        if marks[-1] == len(state._events):
            _MARKS[state] = cached
            return marks
        cached = None               # played again from scratch once before giving up
    _MARKS.pop(state, None)
    return None


def _new_like(state: Any) -> Any:
    from . import CANOPEE

    return CANOPEE.new_state(state.players, state.seed, state.solo, state.options)


# ---------------------------------------------------------------------------- the describer

class _Entry:
    __slots__ = ("header", "items", "end", "season", "kind")

    def __init__(self, header: str, kind: str, season: int = 0):
        self.header = header
        self.items: list[LogItem] = []
        self.end = 0                  # the index of the event after its last one
        self.kind = kind              # "turn" or "season"
        self.season = season


class _Tree:
    __slots__ = ("forest", "number", "trunks", "canopy")

    def __init__(self, forest: int, number: int):
        self.forest = forest
        self.number = number
        self.trunks: list[int] = []
        self.canopy = -1


class _Log(EventPhrases):
    """The describer: reads a game's events in order into entries (one per turn, one per end of season),
    each event told by its ``on_<kind>`` (log_phrases.py)."""

    def __init__(self, state: Any, names: Sequence[str], lang: str):
        self.st = state
        self.rules = state.rules
        self.lang = lang
        players = state.players
        spirit = self.rules.solo.spirit_name(lang)
        self.names = [names[f] if f < len(names) else str(f + 1) for f in range(players)]
        if state.solo:
            self.names.append(spirit)
        self.spirit_name = spirit
        self.trees: dict[int, _Tree] = {}
        self.tree_of: dict[int, int] = {}                    # a trunk's or canopy's uid -> its tree id
        self.started = [0] * len(self.names)
        self.season_change: str | None = None
        self.done: list[_Entry] = []
        self.current: _Entry | None = None
        self.prelude: list[LogItem] = []                     # a season's start, for its first turn's entry
        self.active = -1                                     # the forest whose turn it is
        self.looking: tuple[int, int, int] | None = None     # (forest, spot, cards) of the pile looked at
        self.step: LogItem | None = None                     # an end-of-season step, shown with its first line
        self.falling: LogItem | None = None                  # a canopy falling with its tree, after the cause
        self.collybia: dict[int, int] = {}                   # forest -> its Collybia acting now
        self.collybia_drawn: set[int] = set()
        self.seeds: dict[int, int] = {}                      # forest -> Seeds discarded after germination
        self.started_play = False

    # ------------------------------------------------------------------ words

    def t(self, key: str, **fmt: Any) -> str:
        return tr(key, self.lang, **fmt)

    def card(self, kind: str) -> str:
        return self.rules.kinds[kind].name(self.lang)

    def cards(self, n: int) -> str:
        return self.t("clog_cards_one") if n == 1 else self.t("clog_cards_many", n=n)

    def trunks(self, n: int) -> str:
        return self.t("clog_trunks_one") if n == 1 else self.t("clog_trunks_many", n=n)

    def points(self, n: int) -> str:
        if n == 0:
            return self.t("clog_points_zero")
        return self.t("clog_point", n=n) if n in (-1, 1) else self.t("clog_points", n=n)

    def pile(self, spot: int) -> str:
        return pile_name(self.st, spot, self.lang, self.names)

    def names_of(self, forests: Sequence[int]) -> str:
        names = [self.names[f] for f in forests]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + self.t("clog_and") + names[-1]

    def kinds(self, kinds: Sequence[str]) -> str:
        return ", ".join(self.card(k) for k in kinds)

    def sc_name(self) -> str:
        if self.season_change is None:
            return ""
        return self.rules.season_change(self.season_change).name(self.lang)

    # ------------------------------------------------------------------ entries and items

    def close(self, end: int) -> None:
        entry = self.current
        if entry is not None:
            self.flush()
            if entry.kind == "turn" and self.looking is not None:
                forest, spot, n = self.looking
                self.add(forest, "pile", self.t("clog_looking", pile=self.pile(spot), cards=self.cards(n)))
            if self.falling is not None:
                entry.items.append(self.falling)
                self.falling = None
            entry.end = end
            self.done.append(entry)
        self.current = None
        self.looking = None
        self.step = None

    def open(self, header: str, kind: str, season: int = 0) -> None:
        self.current = _Entry(header, kind, season)
        if kind == "turn":
            self.current.items.extend(self.prelude)
            self.prelude = []

    def add(self, forest: int | None, kind: str, what: str, card: str | None = None) -> None:
        """A line about ``forest`` (None: the game's): named unless it is the turn's own player's."""
        entry = self.current
        if entry is None:              # before a season's first turn: its start
            self.prelude.append(LogItem(kind, what, what, None, card, forest))
            return
        if self.step is not None:
            entry.items.append(self.step)
            self.step = None
        who = None
        if forest is not None and (entry.kind != "turn" or forest != self.active):
            who = self.names[forest]
        text = what if who is None else f"{self.t('log_who', name=who)} {what}"
        entry.items.append(LogItem(kind, text, what, who, card, forest))
        if self.falling is not None and kind == "discard":
            falling, self.falling = self.falling, None
            entry.items.append(falling)

    def flush(self) -> None:
        """Lines waiting for what comes after them: the Seeds gone after a germination."""
        seeds, self.seeds = self.seeds, {}
        for forest, n in seeds.items():
            key = "clog_seeds_gone_one" if n == 1 else "clog_seeds_gone_many"
            self.add(forest, "discard", self.t(key, n=n, card=self.card("seed")), "seed")

    def entries(self) -> list[LogEntry]:
        events = self.st.events()
        for i, event in enumerate(events):
            kind = event.kind
            if kind == "turn" or kind == "season_end" or kind == "season_start":
                self.close(i)
            if kind != "germination" and kind != "discard" and self.seeds:
                self.flush()
            handler = getattr(self, "on_" + kind, None)
            if handler is not None and (self.started_play or kind in ("place", "season_start")):
                handler(event.data)
        self.close(len(events))
        if self.prelude:               # a season just started, its first turn not yet begun
            entry = _Entry(self.t("clog_season", season=self.st.season), "turn")
            entry.items, self.prelude = self.prelude, []
            entry.end = len(events)
            self.done.append(entry)
        return self._finish()

    def _finish(self) -> list[LogEntry]:
        marks = action_marks(self.st)
        played = len(self.st.actions_log())
        sep = self.t("log_sep")
        out = []
        last = len(self.done) - 1
        for n, entry in enumerate(self.done):
            if n == last or marks is None:
                actions = played          # the entry going on now: everything played so far
            else:
                actions = min(bisect_left(marks, entry.end), played)
            text = f"{self.t('log_who', name=entry.header)} " + sep.join(item.text for item in entry.items)
            out.append(LogEntry(n + 1, entry.header, tuple(entry.items), text, actions))
        return out

    # ------------------------------------------------------------------ trees

    def tree_text(self, data: dict) -> str:
        """A placed trunk or canopy, where it went (and the trees followed)."""
        tid, card = data["tree"], data["card"]
        name = self.card(data["kind"])
        forest = data["forest"]
        if data.get("new_tree"):
            self.started[forest] += 1
            tree = self.trees[tid] = _Tree(forest, self.started[forest])
            tree.trunks.append(card)
            self.tree_of[card] = tid
            return self.t("clog_new_tree", card=name, tree=tree.number)
        tree = self.trees[tid]
        self.tree_of[card] = tid
        if data.get("completes"):
            tree.canopy = card
            return self.t("clog_completes", card=name, tree=tree.number, trunks=self.trunks(len(tree.trunks)))
        tree.trunks.append(card)
        return self.t("clog_on_tree", card=name, tree=tree.number, trunks=self.trunks(len(tree.trunks)))
