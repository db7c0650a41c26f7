"""What the Living Forest table plays out for the players to watch: the computers' turns (what they attract,
plant, where they move), and the end of a round step by step (§7): the victory check, Onibi's attack on the
Spirits (the Varans flying to the discard piles of the players whose water is short, "water 4 < fires 7"), the
new fires, the reserve refilled, the Sacred Tree passing — paced by the animation speed (the shell's pacing,
scenes/shell/telling.py), a beat skipped with a click or Enter, the whole telling with Space.

Everything told comes from the public events (``state.events()``, kinds in game/livingforest/log.py) and the
game log's words, so nothing hidden can show here. A player's water at the end of the round is worked out from
the events too (the forests as the plant events built them, the Help Lines as the discard events emptied them).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import tr
from game.livingforest.log import log_lines
from game.livingforest.scoring import help_line_elements, permanent_elements

from ..shell.telling import Beat as TellingBeat, Pace, Telling

LINE_SECONDS = 0.4          # each line of an end-of-round step, at animation speed 1
TURN_LINE_SECONDS = 0.32    # each line of a computer's turn
STEP_SECONDS = 0.8          # an end-of-round step before its lines (the pieces fly meanwhile)
HOLD_SECONDS = 0.8          # the last line stays this long
FLY_SECONDS = 0.7           # a Varan, a fire, the Sacred Tree flying across the table

STEPS = ("check", "onibi", "fires", "refill", "sacred")
FINAL_STEPS = ("check", "over")          # the steps of the round that ends the game


@dataclass
class Beat(TellingBeat):
    """A beat of Living Forest's telling: ``kind`` "turn", one of STEPS or "over"; its ``lines`` (words, card id
    as a string for its picture)."""
    seat: int | None = None                   # whose turn; the Sacred Tree's new holder
    step: int = -1                            # an end-of-round step's number in STEPS
    data: dict = field(default_factory=dict)  # what the step's pictures need (Varans given, fires added...)
    # the position drawn while it is told: right after event ``before`` while its pieces fly, then after event
    # ``after`` (indices in ``state.events()``; table_states.Positions makes the states)
    before: int | None = None
    after: int | None = None


def _line(item) -> tuple[str, str | None]:
    what = item.what[:1].upper() + item.what[1:]
    text = f"{item.who} · {what}" if item.who else what
    return text, item.card


class Show(Telling):
    """The beats still to play, and the one playing: the shell's pacing (``update``, ``next``, ``skip``,
    ``remaining``), Living Forest's beats."""

    pace = Pace(turn_line=TURN_LINE_SECONDS, step=STEP_SECONDS, step_line=LINE_SECONDS, hold=HOLD_SECONDS)

    # ------------------------------------------------------------------ what is new

    def feed(self, state, names: list[str], lang: str, quiet: set[int], tell_turns: bool = True,
             silent: bool = False) -> None:
        """Beats of what the game did since the last call. ``quiet``: the seats whose turns are not told (the
        humans at this screen); ``silent``: everything so far counts as told (a game resumed, an undo)."""
        self.silent = silent
        events = state.events()
        if len(events) == self.seen_events:
            return
        if len(events) < self.seen_events:          # an undo took actions back: nothing to tell again
            self.seen_events = len(events)
            return
        self.seen_events = len(events)
        entries = log_lines(state, names, lang)
        openers = [i for i, e in enumerate(events) if e.kind in ("round", "turn", "victory_check")]
        over = state.is_over
        for k, (at, entry) in enumerate(zip(openers, entries)):
            complete = k + 1 < len(openers) or over
            end = openers[k + 1] if k + 1 < len(openers) else len(events)
            kind = events[at].kind
            if not complete or (kind, at) in self.told:
                continue
            self.told.add((kind, at))
            if kind == "turn":
                seat = events[at].seat
                if tell_turns and seat not in quiet:
                    lines = [_line(i) for i in entry.items]
                    if lines:
                        self.add(Beat("turn", entry.header, "", lines, seat=seat, after=end - 1))
            elif kind == "victory_check":
                self._round_end(state, events, entry, at, end, names, lang)

    def _round_end(self, state, events, entry, at, end, names, lang) -> None:
        rules = state.rules
        by_kind: dict[str, list] = {}
        for item in entry.items:
            by_kind.setdefault(item.kind, []).append(_line(item))
        header = entry.header
        check = events[at]
        target = rules.victory_target
        window = events[at:end]
        # where each step's events lie: its position is the game right after them
        where = {e.kind: at + i for i, e in enumerate(window)}       # the last event of each kind
        finished = next((e for e in window if e.kind == "game_end"), None)
        # a round that ends the game has two steps only (the check, the end): Onibi and the rest never come
        self.add(Beat("check", header, tr("lft_show_check", lang) + " · " + tr("lft_show_target", lang, n=target),
                      by_kind.get("check", []), step=0,
                      data={"counts": check.data["counts"], "final": finished is not None}, after=at))
        if finished is not None:
            self.add(Beat("over", header, tr("lft_show_over", lang), by_kind.get("end", []), step=1,
                          data={"winners": finished.data["winners"], "final": True}, after=where["game_end"]))
            return
        last = at
        varans = next((e for e in window if e.kind == "varans"), None)
        if varans is not None:
            water = water_at(rules, events, at, end, state.players)
            fire = varans.data["fire"]
            lines = []
            given = varans.data["given"]
            if not varans.data["fires"]:
                lines.append((tr("lft_show_no_fire", lang), None))
            for s in range(state.players if varans.data["fires"] else 0):
                who = names[s] if s < len(names) else "?"
                if water[s] < fire:
                    key = "lft_show_hit_one" if given[s] == 1 else "lft_show_hit_many"
                    lines.append((tr(key, lang, name=who, water=water[s], fire=fire, n=given[s]),
                                  str(rules.varan) if given[s] else None))
                else:
                    lines.append((tr("lft_show_safe", lang, name=who, water=water[s], fire=fire), None))
            self.add(Beat("onibi", header, tr("lft_show_onibi", lang), lines, step=1,
                          data={"given": list(given), "water": water, "fire": fire},
                          before=last, after=where["varans"]))
            last = where["varans"]
        fires = next((e for e in window if e.kind == "new_fires"), None)
        if fires is not None:
            self.add(Beat("fires", header, tr("lft_show_fires", lang), by_kind.get("centre", []), step=2,
                          data={"added": list(fires.data["added"]) + list(fires.data["topped"])},
                          before=last, after=where["new_fires"]))
            last = where["new_fires"]
        refills = [e for e in window if e.kind == "refill"]
        cards = [c for e in refills for c in e.data["cards"]]
        # a line per card arriving, with its picture: "Level 2 · Marmot"
        arriving = [(f"{tr('lft_level', lang, n=e.data['level'])} · {rules.cards[c].name(lang)}", str(c))
                    for e in refills for c in e.data["cards"]]
        self.add(Beat("refill", header, tr("lft_show_refill", lang), arriving or by_kind.get("refill", []), step=3,
                      data={"cards": cards, "levels": {c: e.data["level"] for e in refills for c in e.data["cards"]}},
                      before=last, after=where.get("refill", last)))
        last = where.get("refill", last)
        sacred = next((e for e in window if e.kind == "sacred_tree"), None)
        if sacred is not None:
            who = names[sacred.seat] if sacred.seat is not None and sacred.seat < len(names) else "?"
            self.add(Beat("sacred", header, tr("lft_show_sacred", lang, name=who), [], seat=sacred.seat, step=4,
                          before=last, after=where["sacred_tree"]))

    # ------------------------------------------------------------------ playing

    def flight(self) -> float:
        """How far (0..1) the current step's pieces have flown."""
        return max(0.0, min(1.0, self.time / FLY_SECONDS))


def water_at(rules, events, at: int, end: int, players: int) -> list[int]:
    """Each seat's water total at the victory check opening at event ``at``: its forest as the plant events
    before it made it, plus its Help Line as the discard events of that end of round emptied it (§7.2)."""
    forests: list[dict] = [{} for _ in range(players)]
    for e in events[:at]:
        if e.kind == "plant" and e.seat is not None:
            forests[e.seat][tuple(e.data["cell"])] = e.data["tree"]
    helps: list[list[int]] = [[] for _ in range(players)]
    for e in events[at:end]:
        if e.kind == "discard" and e.seat is not None:
            helps[e.seat] = list(e.data["cards"])
    return [permanent_elements(rules, forests[s])["water"] + help_line_elements(rules, helps[s])["water"]
            for s in range(players)]
