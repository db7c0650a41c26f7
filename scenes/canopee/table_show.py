"""What the Canopée table plays out for the players to watch: the computers' and the Forest Spirit's turns (which
pile, why, the cards placed, the trees growing), the end of a season step by step with the points counting up,
the next season's set-up and the end of the game — paced like a reveal, a beat skipped with a click or Enter, the
whole telling with Space.

Everything told comes from the public events (``state.events()``) and the game log's words (game/canopee/log.py),
so nothing hidden can show here. ``Show.feed`` turns what is new into beats; the table runs them (the shell's
pacing, scenes/shell/telling.py), draws the one playing (``draw``) and holds its input and the controller's next
step while they play.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.canopee.log import log_lines, pile_name
from game.canopee.season import STEP_NAMES
from game.i18n import tr

from ..shell.telling import Beat as TellingBeat, Pace, Telling
from ..ui import ACCENT, GOOD, INK, INK_SOFT, LIGHT, panel
from .table_art import faces

LINE_SECONDS = 0.42         # each line of an end-of-season step told, at animation speed 1
TURN_LINE_SECONDS = 0.3     # each line of another player's turn (a 4-player table tells three in a row)
STEP_SECONDS = 0.9          # an end-of-season step, before its lines (the points count up meanwhile)
HOLD_SECONDS = 0.7          # the last line stays this long
_SCORE_EVENTS = ("tree_score", "tallest_tree", "threat_bonus", "migration", "saplings")


@dataclass
class Beat(TellingBeat):
    """A beat of Canopée's telling: ``kind`` "turn", "start" (a season's set-up), "step" (of an end of season),
    "end"; its ``lines`` (words, card kind for its picture)."""
    before: list[int] | None = None        # every forest's points as the beat starts, and once it is over
    after: list[int] | None = None
    step: int = -1                         # an end-of-season step's number
    spot: int | None = None                # the pile a Spirit's turn took (lit on the table)
    forest: int | None = None              # whose turn it is
    season: int | None = None              # the season an end-of-season beat tells (the table shows it meanwhile)
    # the game log's entry the beat tells (its ``step``, 0: none) and how many of its lines the log shows once
    # ``i`` of the beat's lines are in view (``reveal[i]``): the log says what the telling has reached
    entry: int = 0
    reveal: list[int] | None = None
    # the events right after which the table draws the game while the beat plays (None: the live game):
    # ``before`` until all its lines are in view (an end-of-season step: the forests before it), then ``at``
    before_at: int | None = None
    at: int | None = None


def _line(item, lang: str) -> tuple[str, str | None]:
    """A log item as a line of the show: its subject named first, its words capitalised (as the log panel)."""
    what = item.what[:1].upper() + item.what[1:]
    text = f"{tr('log_who', lang, name=item.who)} {what}" if item.who else what
    return text, item.card


def _reveal(indices: list[int], start: int) -> list[int]:
    """How many of an entry's items the log shows with 0, 1, 2... of a beat's lines in view, the lines being its
    items ``indices``; ``start``: what the log shows before the first (the items before it, an end-of-season
    step's title with it)."""
    return [indices[0] if indices else start] + [i + 1 for i in indices]


def _step_delta(events, start: int, end: int, nf: int) -> list[int]:
    """The points each forest scored between two event indices (the end-of-season scoring events)."""
    delta = [0] * nf
    for e in events[start:end]:
        d = e.data
        f = d.get("forest")
        if f is None or not 0 <= f < nf:
            continue
        if e.kind in _SCORE_EVENTS:
            delta[f] += int(d.get("points") or 0)
        elif e.kind == "flora_score":
            delta[f] += sum(d["points"].values()) + int(d.get("season_change") or 0)
    return delta


class Show(Telling):
    """The beats still to play, and the one playing (see the module's docstring)."""

    pace = Pace(turn_line=TURN_LINE_SECONDS, step=STEP_SECONDS, step_line=LINE_SECONDS, hold=HOLD_SECONDS)

    def paced_as_turn(self, beat: Beat) -> bool:
        return beat.kind not in ("step", "end")      # a turn, a season's set-up

    # ------------------------------------------------------------------ what is new

    def feed(self, state, names: list[str], lang: str, quiet: set[int], tell_turns: bool = True,
             silent: bool = False) -> None:
        """Make beats of what the game did since the last call. ``quiet``: the forests whose turns are not
        told (the humans at this screen: they played them); ``tell_turns`` False: only seasons are told;
        ``silent``: everything so far counts as told (a game resumed: what was played is not played again)."""
        self.silent = silent
        events = state.events()
        if len(events) == self.seen_events:
            return
        self.seen_events = len(events)
        entries = log_lines(state, names, lang)
        openers = [(i, e) for i, e in enumerate(events) if e.kind in ("turn", "season_end")]
        over = state.is_over
        nf = len(state.points)
        for k, ((at, ev), entry) in enumerate(zip(openers, entries)):
            complete = k + 1 < len(openers) or over
            end = openers[k + 1][0] if k + 1 < len(openers) else len(events)
            if ev.kind == "turn":
                self._turn(state, events, entry, at, end, k, complete, quiet, tell_turns, lang)
            else:
                self._season(state, events, entry, at, end, k, complete, nf, lang)

    def _turn(self, state, events, entry, at, end, k, complete, quiet, tell_turns, lang) -> None:
        season_at = [i for i, item in enumerate(entry.items) if item.kind == "season"]
        if season_at and ("start", k) not in self.told:
            self.told.add(("start", k))
            season = 1 + sum(1 for e in events[:at] if e.kind == "season_end")
            if season > 1:                   # the first season's set-up is the table the players look at
                self.add(Beat("start", tr("clog_season", lang, season=season), "",
                              [_line(entry.items[i], lang) for i in season_at], 0.0, entry=entry.step,
                              reveal=_reveal(season_at, 0), at=at))
        if not complete or ("turn", k) in self.told:
            return
        self.told.add(("turn", k))
        forest = events[at].data.get("forest")
        if not tell_turns or forest in quiet:
            return
        told = [i for i, item in enumerate(entry.items) if item.kind != "season"]
        lines = [_line(entry.items[i], lang) for i in told]
        if not lines:
            return
        note, spot = "", None
        take = next((e for e in events[at:end] if e.kind == "spirit_take"), None)
        if take is not None:                 # the Forest Spirit's choice, by its rule (§14.3)
            spot = take.data["spot"]
            note = tr("ct_spirit_why", lang)
            if spot > 0:
                left = [pile_name(state, s, lang) for s in range(spot) if s != spot]
                n = state.rules.turn.refuse_adds
                cards = tr("clog_cards_one", lang) if n == 1 else tr("clog_cards_many", lang, n=n)
                if len(left) == 1:
                    note += " " + tr("ct_spirit_left_one", lang, pile=left[0], cards=cards)
                else:
                    note += " " + tr("ct_spirit_left", lang, piles=tr("clog_and", lang).join(left), cards=cards)
        # drawn over the table as the turn left it: right after the next turn (or the season's end) began
        self.add(Beat("turn", entry.header, note, lines, 0.0, spot=spot, forest=forest, entry=entry.step,
                      reveal=_reveal(told, 0), at=end if end < len(events) else None))

    def _season(self, state, events, entry, at, end, k, complete, nf, lang) -> None:
        steps = [j for j in range(at, end) if events[j].kind == "step"]
        groups = self._step_groups(entry, lang)
        totals = self._totals_before(events, at, nf)
        season = 1 + sum(1 for e in events[:at] if e.kind == "season_end")
        # the moment the season's points are in and nothing is cleared yet for the next: its scores' event
        scores_at = next((i for i in range(at, end) if events[i].kind == "season_scores"), None)
        shown = 0                            # the entry's items the log shows once the steps so far are told
        for m, j in enumerate(steps):
            nxt = steps[m + 1] if m + 1 < len(steps) else None
            done = nxt is not None or complete
            stop = nxt if nxt is not None else end
            delta = _step_delta(events, j, stop, nf)
            after = [a + b for a, b in zip(totals, delta)]
            number = events[j].data["step"]
            told = groups.get(number, [])
            if number == 0:
                told = groups.get(-1, []) + told
            start = groups.get(("title", number), shown)
            reveal = _reveal(told, start)
            if done and ("step", k, m) not in self.told:
                self.told.add(("step", k, m))
                if told or delta != [0] * nf:
                    name = tr("clog_step", lang, n=number, name=tr("clog_step_" + STEP_NAMES[number], lang))
                    # over the forests as the step found them, then as it left them (the last step: before the
                    # next season is dealt)
                    self.add(Beat("step", entry.header, name, [_line(entry.items[i], lang) for i in told], 0.0,
                                  list(totals), after, step=number, season=season, entry=entry.step,
                                  reveal=reveal, before_at=j, at=nxt if nxt is not None else scores_at))
            shown = max(shown, reveal[-1])
            totals = after
        if complete and state.is_over and ("end", k) not in self.told:
            self.told.add(("end", k))
            final = next((e.data["points"] for e in events[at:end] if e.kind == "game_end"), None)
            told = groups.get("end", [])
            if final is not None:
                self.add(Beat("end", entry.header, tr("ct_game_over", lang), [_line(entry.items[i], lang)
                                                                               for i in told], 0.0,
                              list(totals), list(final), season=season, entry=entry.step,
                              reveal=_reveal(told, shown)))

    @staticmethod
    def _totals_before(events, at: int, nf: int) -> list[int]:
        """Every forest's points when the end of a season begins: the last season's totals, or nothing."""
        for e in reversed(events[:at]):
            if e.kind == "season_scores":
                return list(e.data["points"])[:nf]
        return [0] * nf

    @staticmethod
    def _step_groups(entry, lang: str) -> dict:
        """The end-of-season entry's lines (their indices in its items) by step number (-1: before the first step;
        "end": the game's end), and ("title", n): how many items the log shows with step n's title, before its
        first line."""
        names = {tr("clog_step", lang, n=n, name=tr("clog_step_" + name, lang)): n for n, name in
                 enumerate(STEP_NAMES)}
        groups: dict = {}
        current: object = -1
        for i, item in enumerate(entry.items):
            if item.kind == "step":
                current = names.get(item.text, current)
                groups[("title", current)] = i + 1
                continue
            key = "end" if item.kind == "end" else current
            groups.setdefault(key, []).append(i)
        return groups

    # ------------------------------------------------------------------ playing

    def shown_event(self) -> int | None:
        """The event right after which the table draws the game now (None: the live game): see ``Beat``."""
        beat = self.current
        if beat is None:
            return None
        if beat.before_at is not None and self.shown_lines(beat) < len(beat.lines):
            return beat.before_at
        return beat.at

    def log_until(self) -> tuple[int, int] | None:
        """What the game log shows while a beat plays: (the beat's entry, how many of its items), the later
        entries not yet; None: everything."""
        beat = self.current
        if beat is None or not beat.entry or beat.reveal is None:
            return None
        return beat.entry, beat.reveal[self.shown_lines(beat)]

    # ------------------------------------------------------------------ drawing

    def points_now(self, beat: Beat) -> list[int] | None:
        """The totals counting up from ``before`` to ``after`` over the step's first second."""
        if beat.before is None or beat.after is None:
            return None
        k = max(0.0, min(1.0, (self.time - 0.2) / max(0.3, STEP_SECONDS - 0.2)))
        return [round(a + (b - a) * k) for a, b in zip(beat.before, beat.after)]

    def height(self, beat: Beat, width: int, app, scale: float) -> int:
        """The panel's height for the whole beat (all its lines), so it does not grow as they appear."""
        fonts, k = app.fonts, scale
        pad = max(8, round(14 * k))
        w = width - 2 * pad
        h = 2 * pad + fonts.get("title", round(26 * k)).get_linesize() + round(4 * k)
        if beat.kind in ("step", "end"):
            h += round(26 * k) + round(6 * k)
        if beat.note:
            style = "italic" if beat.kind == "turn" else "bold"
            h += len(fonts.wrap_lines(beat.note, style, round(18 * k), w)[:3]) * fonts.get(style, round(18 * k)) \
                .get_linesize() + round(4 * k)
        if beat.before is not None:
            h += round(40 * k) + round(8 * k)
        size = round(18 * k)
        icon = round(size * 1.5)
        line = fonts.get("regular", size).get_linesize()
        for text, _ in beat.lines:
            h += max(icon, len(fonts.wrap_lines(text, "regular", size, w - icon - pad)) * line) + round(4 * k)
        return h + fonts.get("italic", round(15 * k)).get_linesize() + pad

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, app, names: list[str], scale: float) -> None:
        beat = self.current
        if beat is None:
            return
        fonts = app.fonts
        k = scale
        rect = pygame.Rect(rect.x, rect.y, rect.w, max(rect.h * 2 // 5, min(rect.h, self.height(beat, rect.w, app,
                                                                                                  k))))
        panel(surface, rect, radius=14)
        pad = max(8, round(14 * k))
        x, y, w = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        head = fonts.fit(beat.header, "title", round(26 * k), INK, w)
        surface.blit(head, (x, y))
        y += head.get_height() + round(4 * k)
        if beat.kind in ("step", "end"):
            y = self._draw_steps(surface, pygame.Rect(x, y, w, round(26 * k)), beat, fonts, k)
        if beat.note:
            for line in fonts.wrap(beat.note, "italic" if beat.kind == "turn" else "bold", round(18 * k),
                                   INK_SOFT if beat.kind == "turn" else INK, w)[:3]:
                surface.blit(line, (x, y))
                y += line.get_height()
            y += round(4 * k)
        points = self.points_now(beat)
        if points is not None:
            y = self._draw_totals(surface, pygame.Rect(x, y, w, round(40 * k)), beat, points, names, fonts, k)
        # shrunk, then cut, rather than running out of the panel on a narrow window
        hint = fonts.fit_or_cut(tr("ct_skip", app.lang), "italic", round(15 * k), INK_SOFT, w,
                                 min_size=min(10, round(15 * k)))
        bottom = rect.bottom - pad - hint.get_height()
        surface.blit(hint, hint.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))
        shown = self.shown_lines(beat)
        size = round(18 * k)
        icon = round(size * 1.5)
        lines = beat.lines[:shown]
        # the newest lines stay in view: the oldest go first when the panel is full
        rows = []
        for text, card in lines:
            wrapped = fonts.wrap_lines(text, "regular", size, w - icon - pad)
            rows.append((wrapped, card))
        heights = [max(icon, len(r[0]) * fonts.get("regular", size).get_linesize()) + round(4 * k) for r in rows]
        while rows and sum(heights) > bottom - y:
            rows.pop(0)
            heights.pop(0)
        art = faces(app)
        for (wrapped, card), hgt in zip(rows, heights):
            if card is not None:
                surface.blit(art.icon(card, icon), (x, y))
            ty = y
            for part in wrapped:
                surf = fonts.text(part, "regular", size, INK)
                surface.blit(surf, (x + icon + pad // 2, ty))
                ty += fonts.get("regular", size).get_linesize()
            y += hgt

    def draw_wide(self, surface: pygame.Surface, rect: pygame.Rect, app, names: list[str], scale: float) -> None:
        """The beat playing in a wide, low panel (the end of a season, told in the strip under the forests it
        scores): its title and the seven steps on one row, the step's name and the points counting up on the
        next, its lines in columns below (the newest in view), the keys' hint in the corner."""
        beat = self.current
        if beat is None:
            return
        fonts, k = app.fonts, scale
        panel(surface, rect, radius=14, shadow=False)
        pad = max(6, round(12 * k))
        inner = rect.inflate(-2 * pad, -2 * pad)
        left_w = int(inner.w * 0.36)
        right = pygame.Rect(inner.x + left_w + pad, inner.y, inner.w - left_w - pad, 0)
        head = fonts.fit(beat.header, "title", round(24 * k), INK, left_w)
        surface.blit(head, (inner.x, inner.y))
        chips_h = round(24 * k)
        y = inner.y
        if beat.kind in ("step", "end"):
            self._draw_steps(surface, pygame.Rect(right.x, y + (head.get_height() - chips_h) // 2, right.w, chips_h),
                             beat, fonts, k)
        y += max(head.get_height(), chips_h) + round(4 * k)
        totals_h = round(36 * k)
        if beat.note:
            note = fonts.fit_or_cut(beat.note, "bold", round(18 * k), INK, left_w, min_size=min(11, round(18 * k)))
            surface.blit(note, (inner.x, y + (totals_h - note.get_height()) // 2))
        points = self.points_now(beat)
        if points is not None:
            self._draw_totals(surface, pygame.Rect(right.x, y, right.w, totals_h), beat, points, names, fonts, k)
        y += totals_h + round(6 * k)
        hint = fonts.fit_or_cut(tr("ct_skip", app.lang), "italic", round(14 * k), INK_SOFT, inner.w // 2,
                                min_size=min(10, round(14 * k)))
        surface.blit(hint, hint.get_rect(bottomright=inner.bottomright))
        # the lines, column by column (two when the panel is wide enough for two readable ones)
        size = round(17 * k)
        icon = round(size * 1.4)
        line_h = fonts.get("regular", size).get_linesize()
        cols = 2 if inner.w >= round(560 * k) else 1
        col_w = (inner.w - pad * (cols - 1)) // cols
        bottom = inner.bottom - (hint.get_height() if cols == 1 else 0)
        room = bottom - y
        rows = []
        for text, card in beat.lines[:self.shown_lines(beat)]:
            wrapped = fonts.wrap_lines(text, "regular", size, col_w - icon - pad // 2)
            rows.append((wrapped, card, max(icon, len(wrapped) * line_h) + round(3 * k)))

        def fits(rows) -> bool:             # laid column by column, the last column short of the hint
            col, used = 0, 0
            for *_, h in rows:
                limit = room - (hint.get_height() if col == cols - 1 and cols > 1 else 0)
                if used + h > limit:
                    col, used = col + 1, 0
                    limit = room - (hint.get_height() if col == cols - 1 and cols > 1 else 0)
                    if col >= cols or h > limit:
                        return False
                used += h
            return True
        while rows and not fits(rows):      # the oldest lines go first: the newest stay in view
            rows.pop(0)
        art = faces(app)
        col, used = 0, 0
        for wrapped, card, h in rows:
            limit = room - (hint.get_height() if col == cols - 1 and cols > 1 else 0)
            if used + h > limit:
                col, used = col + 1, 0
            x, ty = inner.x + col * (col_w + pad), y + used
            if card is not None:
                surface.blit(art.icon(card, icon), (x, ty))
            for part in wrapped:
                surface.blit(fonts.text(part, "regular", size, INK), (x + icon + pad // 2, ty))
                ty += line_h
            used += h

    def _draw_steps(self, surface, row: pygame.Rect, beat: Beat, fonts, k: float) -> int:
        """The seven steps of the end of a season as chips, those done ticked, the current one lit."""
        n = len(STEP_NAMES)
        gap = max(3, round(4 * k))
        cw = (row.w - gap * (n - 1)) // n
        size = round(14 * k)
        for i in range(n):
            chip = pygame.Rect(row.x + i * (cw + gap), row.y, cw, row.h)
            current = i == beat.step or (beat.kind == "end" and i == n - 1)
            done = beat.kind == "end" or i < beat.step
            fill = ACCENT if current else GOOD if done else (214, 204, 180)
            pygame.draw.rect(surface, fill, chip, border_radius=chip.h // 2)
            label = fonts.fit(str(i), "bold", size, INK if current or not done else LIGHT, chip.w - 6)
            surface.blit(label, label.get_rect(center=chip.center))
        return row.bottom + round(6 * k)

    def _draw_totals(self, surface, row: pygame.Rect, beat: Beat, points: list[int], names: list[str], fonts,
                     k: float) -> int:
        n = len(points)
        gap = round(8 * k)
        cw = (row.w - gap * (n - 1)) // n
        for f in range(n):
            box = pygame.Rect(row.x + f * (cw + gap), row.y, cw, row.h)
            gained = beat.after[f] - beat.before[f]
            pygame.draw.rect(surface, (226, 216, 190), box, border_radius=8)
            value = fonts.text(str(points[f]), "black", round(24 * k), INK)
            surface.blit(value, value.get_rect(midright=(box.right - gap, box.centery)))
            plus = fonts.text(f"{gained:+d}", "bold", round(16 * k), GOOD if gained > 0 else (200, 80, 60)) \
                if gained else None
            # the name gets what the figures leave; in a narrow box (four players) the gain makes way for it
            who = names[f] if f < len(names) else "?"
            room = box.w - 3 * gap - value.get_width()
            wanted = min(fonts.get("bold", round(16 * k)).size(who)[0], round(48 * k))
            if plus is not None and room - plus.get_width() - gap >= wanted:
                room -= plus.get_width() + gap
                surface.blit(plus, plus.get_rect(midright=(box.right - 2 * gap - value.get_width(), box.centery)))
            name = fonts.fit_or_cut(who, "bold", round(16 * k), INK_SOFT, max(8, room), min_size=min(10, round(16 * k)))
            surface.blit(name, name.get_rect(midleft=(box.x + gap, box.centery)))
        return row.bottom + round(8 * k)

