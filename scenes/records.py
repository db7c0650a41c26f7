"""The Records screen: every finished game the player kept (game/records.py), as figures, a chart and a list.

From the menu. At the top, which games (all, or one of the collection's) and whose (everyone, or one player's name;
‹ › or ← → go through the names). Under them three panels:

- **the figures**: for one player in one game, the games played, the wins and the win rate, the best and the
  average score, the win rate against each computer level, the solo games' margins over the game's automaton and
  the challenges tried and beaten; for one player in every game, a line per game; for everyone, a line per
  player (a click on it chooses that player);
- **the chart** of one player's scores in one game over time (the last ``CHART_GAMES``), beside the best opponent's
  score of each game (the automaton's in solo), on the round-by-round chart widget (scenes/widgets/roundchart.py);
- **the last games**, newest first or sorted by game or by player (records.SORTS), a page at a time; a click (or
  ↑ ↓ and Enter) opens the game's replay.

At the bottom, Back, *Forget <name>* (the chosen player's name leaves every record; the games they played alone
go) and *Clear records*, each asked first. The records are read, and forgotten or cleared, on the records' own
thread (scenes/shell/recorder.py); a file that could not be read whole is told in one sentence, over the screen,
until dismissed. This module holds the screen's state, layout and input; scenes/records_draw.py draws it.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import pygame

from game import records as rec
from game.records import Record, Records, Stats

from .base import Scene
from .collection import game_text, level_name, opponent_name, short_name
from .ladder_draw import format_date
from .records_draw import RecordsDraw
from .shell.intents import Back, Choose, Confirm, Intent, Key, NextFocus, Page, Point, PreviousFocus, Press, \
    Release, Scroll, Step, intent_of
from .ui import Button, ButtonColumn
from .widgets.notice import Notice, NoticeHolder

EVERYONE = None             # the player chosen: None for everyone
ALL_GAMES = None            # the game chosen: None for all
CHART_GAMES = 40            # the chart shows this many of the player's last games
LEVELS = ("easy", "medium", "hard")     # the computer levels, in the order they are listed


def _memoized(method):
    """The screen's figures are worked out once per choice (game, player, sort), not at every frame: ten thousand
    records make each a few milliseconds, and the pointer's every move redraws the screen."""
    @functools.wraps(method)
    def cached(self):
        key = (method.__name__, self.game, self.player, self.sort, self.app.lang)
        memo = self.__dict__.setdefault("_memo", {})
        if key not in memo:
            if len(memo) > 256:
                memo.clear()
            memo[key] = method(self)
        return memo[key]
    return cached


def record_games() -> tuple[str, ...]:
    """The games the screen offers as filters: the window's, in menu order."""
    from .games import window_games

    return window_games()


@dataclass(frozen=True)
class Figure:
    """One line of the figures panel: a heading (``value`` None), or a label and its value."""

    label: str
    value: str | None = None


@dataclass(frozen=True)
class TableRow:
    """One line of a table of the figures panel (per game, or per player): its cells, and what a click on it
    chooses (a player's name; None: nothing)."""

    cells: tuple[str, ...]
    player: str | None = None
    total: bool = False


@dataclass
class Row:
    """One of the last games listed, on screen."""

    record: Record
    rect: pygame.Rect


def percent(app, rate: float | None) -> str:
    return "—" if rate is None else app.t("percent", n=round(100 * rate))


def signed(value: float | None, digits: int = 0) -> str:
    if value is None:
        return "—"
    return f"{value:+.{digits}f}" if digits else f"{round(value):+d}"


class RecordsScene(NoticeHolder, RecordsDraw, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.records: Records | None = None       # None: being read
        self.notice = Notice(app)                 # a sentence over the screen until dismissed
        self.game: str | None = ALL_GAMES
        self.player: str | None = EVERYONE
        self.sort = "date"
        self.page = 0
        self.focus_row: int | None = None         # the keyboard's row in the list (on this page)
        self.asking: str | None = None            # "forget" or "clear": the question up
        self.asked_name: str | None = None        # the player the forget question is about
        self.hover_row: int | None = None
        self.hover_table: int | None = None
        self.chart_hover: int | None = None
        self._pending = None                      # the records' thread's job (a Future) being waited for
        self._chosen_once = False                 # the first reading chooses the newest game's player and game
        self.rows: list[Row] = []
        self.table_rects: list[tuple[pygame.Rect, str | None]] = []
        self.dialog = ButtonColumn(enter_default=True, horizontal=True)
        self._read()

    # ------------------------------------------------------------------ the records' thread

    def _read(self) -> None:
        from .shell.recorder import load_later

        self._pending = load_later(self.app.lang)

    def enter(self) -> None:
        self.layout(self.app.size)

    def _take_result(self) -> None:
        """A job of the records' thread finished: its records (and its sentence, if any) become the screen's."""
        job, self._pending = self._pending, None
        try:
            records, problem = job.result()
        except Exception as exc:      # noqa: BLE001 - a records file the reader choked on never ends the screen
            records, problem = Records(), str(exc)
        self.records = records
        self._memo = {}                  # figures of the records before: gone
        if problem:
            self.problem = problem
        if not self._chosen_once:
            self._chosen_once = True
            newest = max(records.records, key=lambda r: (r.date, r.id), default=None)
            if newest is not None:
                humans = [n for n in newest.humans() if n != rec.FORGOTTEN]
                self.game = newest.game_id if newest.game_id in record_games() else ALL_GAMES
                self.player = humans[0] if humans else EVERYONE
        if self.player is not EVERYONE and self.player not in records.players():
            self.player = EVERYONE
        self.page = 0
        self.focus_row = None
        self.layout(self.app.size)

    def loading(self) -> bool:
        return self.records is None or self._pending is not None

    # ------------------------------------------------------------------ what the screen shows (tests read these)

    @_memoized
    def players(self) -> list[str]:
        """The names the player picker goes through (after Everyone): the players of the chosen game, those who
        played most first."""
        if self.records is None:
            return []
        names = self.records.players(self.game)
        count = {n: len(self.records.games(self.game, n)) for n in names}
        return sorted(names, key=lambda n: (-count[n], n.casefold(), n))

    @_memoized
    def listed(self) -> list[Record]:
        """The last games, in the list's order (every page)."""
        if self.records is None:
            return []
        return rec.sorted_by(self.records.games(self.game, self.player), self.sort)

    @_memoized
    def stats(self) -> Stats | None:
        if self.records is None or self.player is EVERYONE:
            return None
        return self.records.stats(self.game, self.player)

    @_memoized
    def figures(self) -> list[Figure]:
        """The figures panel for one player in one game, line by line."""
        stats = self.stats()
        if stats is None or self.game is ALL_GAMES:
            return []
        t = self.t
        out = [Figure(t("records_played"), str(stats.played)),
               Figure(t("records_wins"), f"{stats.wins}  ({percent(self.app, stats.rate)})"),
               Figure(t("records_best"), "—" if stats.best is None else str(stats.best)),
               Figure(t("records_average"), "—" if stats.average is None else f"{stats.average:.1f}")]
        games = self.records.games(self.game, self.player)
        timed = [r.duration for r in games if r.duration is not None]
        if timed:
            out.append(Figure(t("records_time_played"), self.hours_words(sum(timed))))
        out.append(Figure(t("records_last_played"), format_date(max(r.date for r in games)[:10], self.app.lang)))
        levels = sorted(stats.by_level, key=lambda lv: (LEVELS.index(lv) if lv in LEVELS else len(LEVELS), lv))
        if levels:
            out.append(Figure(t("records_against_computers")))
            for level in levels:
                tally = stats.by_level[level]
                out.append(Figure(level_name(self.app, level), t("records_tally", played=tally.played,
                                                                 wins=tally.wins, rate=percent(self.app, tally.rate))))
        if stats.solo.played:
            out.append(Figure(game_text(self.app, "ladder_against", self.game,
                                        name=opponent_name(self.app, self.game) or "?")))
            solo = stats.solo
            out.append(Figure(t("records_won_played"), t("records_tally", played=solo.played, wins=solo.wins,
                                                         rate=percent(self.app, solo.rate))))
            out.append(Figure(t("records_best_margin"), signed(stats.best_margin)))
            out.append(Figure(t("records_average_margin"), signed(stats.average_margin, 1)))
        hot = [r for r in games if r.mode == rec.HOT_SEAT]
        if hot:
            won = sum(r.won(self.player) for r in hot)
            out.append(Figure(t("records_hot_seat")))
            out.append(Figure(t("records_won_played"), t("records_tally", played=len(hot), wins=won,
                                                     rate=percent(self.app, won / len(hot)))))
        if stats.challenges:
            rungs = {k: v for k, v in stats.challenges.items() if k[0] == rec.RUNG}
            days = {k: v for k, v in stats.challenges.items() if k[0] == rec.DAILY}
            out.append(Figure(t("records_challenges")))
            if rungs:
                out.append(Figure(t("records_rungs"), t("records_rungs_value", tried=len(rungs),
                                                         beaten=sum(1 for v in rungs.values() if v.beaten))))
                out.append(Figure(t("records_rung_games"), str(sum(v.attempts for v in rungs.values()))))
            if days:
                out.append(Figure(t("records_dailies"), t("records_dailies_value", played=len(days),
                                                          beaten=sum(1 for v in days.values() if v.beaten))))
            best = max((v.best for v in stats.challenges.values() if v.best is not None), default=None)
            out.append(Figure(t("records_best_challenge"), signed(best)))
        return out

    @_memoized
    def table(self) -> tuple[tuple[str, ...], list[TableRow]]:
        """The figures panel as a table: for one player in every game, a row per game and the total; for everyone,
        a row per player (in one game or in all). ((), []) when the panel shows figures instead."""
        if self.records is None or (self.player is not EVERYONE and self.game is not ALL_GAMES):
            return (), []
        t, app = self.t, self.app
        if self.player is not EVERYONE:
            head = (t("records_game"), t("records_played_short"), t("records_wins_short"), t("records_rate_short"),
                    t("records_best_short"), t("records_average_short"))
            rows = []
            for game_id in record_games():
                stats = self.records.stats(game_id, self.player)
                if stats.played:
                    rows.append(TableRow((short_name(app, game_id), str(stats.played), str(stats.wins),
                                          percent(app, stats.rate), str(stats.best),
                                          f"{stats.average:.1f}")))
            every = self.records.stats(ALL_GAMES, self.player)
            rows.append(TableRow((t("records_all_games"), str(every.played), str(every.wins), percent(app, every.rate),
                                  "", ""), total=True))
            return head, rows
        one_game = self.game is not ALL_GAMES
        head = (t("records_player"), t("records_played_short"), t("records_wins_short"), t("records_rate_short"))
        head += (t("records_best_short"), t("records_average_short")) if one_game else (t("records_last_short"),)
        rows = []
        for name in self.players():
            stats = self.records.stats(self.game, name)
            cells = (name, str(stats.played), str(stats.wins), percent(app, stats.rate))
            if one_game:
                cells += (str(stats.best), f"{stats.average:.1f}")
            else:
                last = max(r.date for r in self.records.games(ALL_GAMES, name))
                cells += (format_date(last[:10], app.lang),)
            rows.append(TableRow(cells, player=name))
        return head, rows

    @_memoized
    def chart_series(self) -> tuple[list[int], list[int], list[int | None], list[str]]:
        """The chart of one player in one game: the games' numbers (1 = their first), the player's score, the best
        opponent's (None in a game without one), each game's date; empty lists when there is no chart to draw."""
        if self.records is None or self.player is EVERYONE or self.game is ALL_GAMES:
            return [], [], [], []
        games = rec.sorted_by(self.records.games(self.game, self.player), newest_first=False)
        first = max(0, len(games) - CHART_GAMES)
        numbers, mine, theirs, dates = [], [], [], []
        for i, r in enumerate(games[first:], start=first + 1):
            own = set(r.seats_of(self.player))
            others = [total for j, total in enumerate(r.totals) if j not in own]
            numbers.append(i)
            mine.append(r.score(self.player))
            theirs.append(max(others) if others else None)
            dates.append(r.date)
        return numbers, mine, theirs, dates

    def result_of(self, record: Record) -> tuple[str, str]:
        """The list's result cell: ("won" | "lost" | "shared" | "other", its words) for the chosen player, or the
        winner's name when everyone is shown."""
        who = self.player if self.player is not EVERYONE else None
        names = [record.seats[i].name if record.seats[i].human else level_name(self.app, record.seats[i].level)
                 for i in record.winners if i < len(record.seats)]
        if who is None:
            if not record.winners:
                return "lost", self.t("records_nobody_won") if record.mode != rec.SOLO else \
                    self.t("records_automaton_won", name=opponent_name(self.app, record.game_id) or "?")
            return "other", self.t("records_won_by", name=" & ".join(names))
        if record.won(who):
            return ("shared", self.t("records_shared")) if len(record.winners) > 1 else ("won", self.t("records_won"))
        return "lost", self.t("records_lost")

    def mode_words(self, record: Record) -> str:
        c = record.challenge
        if c is not None:
            return self.t("ladder_daily") if c.source == rec.DAILY else self.t("ladder_rung", n=c.rung + 1)
        return self.t(f"records_mode_{record.mode.replace('-', '_')}")

    def seats_words(self, record: Record) -> str:
        parts = []
        for i, seat in enumerate(record.seats):
            name = seat.name if seat.human else level_name(self.app, seat.level)
            parts.append(f"{name} {record.totals[i]}")
        if record.mode == rec.SOLO and len(record.totals) > len(record.seats):
            parts.append(f"{opponent_name(self.app, record.game_id) or '?'} {record.totals[len(record.seats)]}")
        return "  ·  ".join(parts)

    def when_words(self, record: Record) -> str:
        return f"{format_date(record.date[:10], self.app.lang)}  {record.date[11:16]}"

    def duration_words(self, record: Record) -> str:
        if record.duration is None:
            return ""
        minutes = max(1, round(record.duration / 60))
        return self.t("records_minutes", n=minutes)

    def hours_words(self, seconds: int) -> str:
        minutes = max(1, round(seconds / 60))
        if minutes < 60:
            return self.t("records_minutes", n=minutes)
        return self.t("records_hours", h=minutes // 60, m=f"{minutes % 60:02d}")

    def pages(self) -> int:
        return max(1, -(-len(self.listed()) // max(1, self.per_page)))

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = max(0.8, min(w / 1600, h / 900))

        def px(v: float) -> int:
            return round(v * s)

        self.px = px
        margin = px(40)
        self.title_y = px(22)
        # the filters: the games' tabs at the left, the player picker at the right
        bar = pygame.Rect(margin, px(92), w - 2 * margin, px(50))
        self.bar = bar
        games = (ALL_GAMES,) + record_games()
        picker_w = px(430)
        tab_room = bar.w - picker_w - px(30)
        tab_w = min(px(210), (tab_room - (len(games) - 1) * px(8)) // len(games))
        self.game_tabs = [(g, pygame.Rect(bar.x + i * (tab_w + px(8)), bar.y, tab_w, bar.h))
                          for i, g in enumerate(games)]
        picker = pygame.Rect(bar.right - picker_w, bar.y, picker_w, bar.h)
        self.picker = picker
        self.player_prev = pygame.Rect(picker.x, picker.y, bar.h, bar.h)
        self.player_next = pygame.Rect(picker.right - bar.h, picker.y, bar.h, bar.h)
        self.player_box = pygame.Rect(self.player_prev.right + px(6), picker.y,
                                      self.player_next.x - self.player_prev.right - px(12), bar.h)
        # the panels
        top, bottom = bar.bottom + px(18), h - px(100)
        left_w = min(px(600), round((w - 2 * margin) * 0.40))
        self.figures_panel = pygame.Rect(margin, top, left_w, bottom - top)
        right = pygame.Rect(self.figures_panel.right + px(24), top, w - margin - self.figures_panel.right - px(24),
                            bottom - top)
        chart_h = round(right.h * 0.42)
        self.chart_panel = pygame.Rect(right.x, right.y, right.w, chart_h)
        self.list_panel = pygame.Rect(right.x, self.chart_panel.bottom + px(16), right.w,
                                      right.bottom - self.chart_panel.bottom - px(16))
        from .widgets.roundchart import RoundChart

        self.chart = RoundChart(self.app, self._chart_label)
        self.chart.layout(self.chart_panel, s)
        # the list: its header (title, the sorts, the pages), then its rows
        inner = self.list_panel.inflate(-px(28), -px(20))
        self.list_head = pygame.Rect(inner.x, inner.y, inner.w, px(40))
        sort_w = px(116)
        self.page_next = pygame.Rect(inner.right - px(40), inner.y, px(40), px(40))
        self.page_box = pygame.Rect(self.page_next.x - px(90), inner.y, px(90), px(40))
        self.page_prev = pygame.Rect(self.page_box.x - px(40), inner.y, px(40), px(40))
        x = self.page_prev.x - px(20) - len(rec.SORTS) * sort_w - (len(rec.SORTS) - 1) * px(6)
        self.sort_tabs = [(key, pygame.Rect(x + i * (sort_w + px(6)), inner.y + px(2), sort_w, px(36)))
                          for i, key in enumerate(rec.SORTS)]
        self.list_title = pygame.Rect(inner.x, inner.y, x - inner.x - px(12), px(40))
        self.row_h = px(40)
        rows_top = self.list_head.bottom + px(8)
        self.rows_area = pygame.Rect(inner.x, rows_top, inner.w, inner.bottom - rows_top)
        self.per_page = max(1, self.rows_area.h // self.row_h)
        # the bottom: Back at the left, the two questions at the right, each at its place whatever it says
        bh = px(58)
        back = pygame.Rect(margin, h - px(24) - bh, px(220), bh)
        self.back_button = Button(self.t("back"), self.back, back, size=px(24))
        clear = pygame.Rect(0, back.y, px(280), bh)
        clear.right = w - margin
        forget = pygame.Rect(0, back.y, px(340), bh)
        forget.right = clear.x - px(20)
        has_any = bool(self.records and self.records.records)
        name = self.player if self.player is not EVERYONE else ""
        self.forget_button = Button(self.t("records_forget", name=name) if name else self.t("records_forget_none"),
                                    self.ask_forget, forget, enabled=bool(name) and not self.loading(), size=px(22))
        self.clear_button = Button(self.t("records_clear"), self.ask_clear, clear,
                                   enabled=has_any and not self.loading(), size=px(22))
        self._layout_rows()
        if self.asking:
            self._layout_question()
        self.notice.layout(s)

    def _layout_rows(self) -> None:
        listed = self.listed()
        self.page = max(0, min(self.page, self.pages() - 1))
        shown = listed[self.page * self.per_page:(self.page + 1) * self.per_page]
        self.rows = [Row(r, pygame.Rect(self.rows_area.x, self.rows_area.y + i * self.row_h, self.rows_area.w,
                                        self.row_h - self.px(4)))
                     for i, r in enumerate(shown)]
        if self.focus_row is not None and self.focus_row >= len(self.rows):
            self.focus_row = len(self.rows) - 1 if self.rows else None

    def _layout_question(self) -> None:
        px, (w, h) = self.px, self.app.size
        gap, bh = px(28), px(58)
        lines = self.app.fonts.wrap_lines(self.question_text(), "regular", px(22), px(760) - px(70))
        line_h = self.app.fonts.get("regular", px(22)).get_linesize()
        self.question_box = box = pygame.Rect(0, 0, px(760), px(30) + len(lines) * line_h + px(30) + bh + gap)
        box.center = (w // 2, h // 2)
        bw = (box.w - 3 * gap) // 2
        y = box.bottom - gap - bh
        yes = self.t("records_forget_yes") if self.asking == "forget" else self.t("records_clear_yes")
        self.dialog.set([Button(yes, self._answer_yes, pygame.Rect(box.x + gap, y, bw, bh), size=px(22)),
                         Button(self.t("records_keep"), self._answer_no, pygame.Rect(box.x + 2 * gap + bw, y, bw, bh),
                                primary=True, size=px(22))])

    def _chart_label(self, number: int) -> str:
        numbers, _, _, dates = self.chart_series()
        if number in numbers:
            return self.t("records_chart_game", n=number, date=format_date(dates[numbers.index(number)][:10],
                                                                            self.app.lang))
        return self.t("records_chart_game", n=number, date="")

    # ------------------------------------------------------------------ actions

    def choose_game(self, game_id: str | None) -> None:
        if self.game == game_id:
            return
        self.game = game_id
        if self.player is not EVERYONE and self.player not in self.players():
            self.player = EVERYONE
        self.page, self.focus_row = 0, None
        self.layout(self.app.size)

    def choose_player(self, name: str | None) -> None:
        self.player = name
        self.page, self.focus_row = 0, None
        self.layout(self.app.size)

    def step_player(self, step: int) -> None:
        """‹ › and ← →: the next name (Everyone between the last and the first)."""
        names = [EVERYONE] + self.players()
        at = names.index(self.player) if self.player in names else 0
        self.choose_player(names[(at + step) % len(names)])

    def choose_sort(self, key: str) -> None:
        self.sort = key
        self.page, self.focus_row = 0, None
        self._layout_rows()

    def turn_page(self, step: int) -> None:
        page = max(0, min(self.pages() - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.focus_row = None
            self._layout_rows()

    def open_replay(self, record: Record) -> None:
        """The recorded game's replay, over this screen (Back comes back here); a replay that cannot be read is
        said in one sentence."""
        from .games import in_window, replay_scene

        if not in_window(record.game_id):
            self.tell(self.t("records_replay_unknown_game"))
            return
        match, problem = rec.load_replay(record, self.app.lang)
        if match is None:
            self.tell(problem)
            return
        self.app.push(replay_scene(self.app, match, rec.folder() / record.game_file))

    def tell(self, sentence: str) -> None:
        self.notice.tell(sentence, self.s)


    def ask_forget(self) -> None:
        if self.player is EVERYONE or self.loading():
            return
        self.asking, self.asked_name = "forget", self.player
        self.app.audio.play("dialog")
        self._layout_question()

    def ask_clear(self) -> None:
        if self.loading() or not (self.records and self.records.records):
            return
        self.asking = "clear"
        self.app.audio.play("dialog")
        self._layout_question()

    def question_text(self) -> str:
        if self.asking == "forget":
            games = len(self.records.games(ALL_GAMES, self.asked_name)) if self.records else 0
            return self.t("records_forget_ask", name=self.asked_name, n=games)
        return self.t("records_clear_ask", n=len(self.records.records) if self.records else 0)

    def _answer_yes(self) -> None:
        from .shell.recorder import clear_later, forget_later

        asking, name = self.asking, self.asked_name
        self.asking, self.asked_name = None, None
        if asking == "forget":
            self._pending = forget_later(name, self.app.lang)
            self.player = EVERYONE
        elif asking == "clear":
            self._pending = clear_later(self.app.lang)
        self.layout(self.app.size)

    def _answer_no(self) -> None:
        self.asking, self.asked_name = None, None

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        if self.notice:                 # the sentence first: a click, Enter, Space or Escape puts it away
            return self.notice.take(intent)
        if self.asking:
            # the question is modal; Escape answers no
            if isinstance(intent, Back):
                self._answer_no()
                return True
            self.dialog.on_intent(intent)
            return isinstance(intent, (Key, Press, Release))
        for button in (self.back_button, self.forget_button, self.clear_button):
            if button.on_intent(intent):
                return True
        if isinstance(intent, Point):
            self._point(intent.pos)
            return False
        if isinstance(intent, Release) and intent.button == 1:
            return self._click(intent.pos)
        if isinstance(intent, Scroll):          # the wheel turns the list's pages (up: newer)
            self.turn_page(-1 if intent.dy > 0 else 1)
            return True
        if isinstance(intent, Key):
            return self._key(intent)
        return False

    def _point(self, pos) -> None:
        self.hover_row = next((i for i, row in enumerate(self.rows) if row.rect.collidepoint(pos)), None)
        self.hover_table = next((i for i, (rect, name) in enumerate(self.table_rects)
                                 if name is not None and rect.collidepoint(pos)), None)
        numbers = self.chart_series()[0]
        self.chart_hover = self.chart.index_at(pos, len(numbers)) if numbers else None

    def _click(self, pos) -> bool:
        if self.loading():
            return False
        for game_id, rect in self.game_tabs:
            if rect.collidepoint(pos):
                self.choose_game(game_id)
                return True
        if self.player_prev.collidepoint(pos):
            self.step_player(-1)
            return True
        if self.player_next.collidepoint(pos):
            self.step_player(1)
            return True
        for key, rect in self.sort_tabs:
            if rect.collidepoint(pos):
                self.choose_sort(key)
                return True
        if self.page_prev.collidepoint(pos):
            self.turn_page(-1)
            return True
        if self.page_next.collidepoint(pos):
            self.turn_page(1)
            return True
        for rect, name in self.table_rects:
            if name is not None and rect.collidepoint(pos):
                self.choose_player(name)
                return True
        for i, row in enumerate(self.rows):
            if row.rect.collidepoint(pos):
                self.focus_row = i
                self.open_replay(row.record)
                return True
        return False

    def _key(self, intent: Key) -> bool:
        if self.loading():
            return False
        if isinstance(intent, Choose):
            games = [g for g, _ in self.game_tabs]
            if 1 <= intent.n <= len(games):
                self.choose_game(games[intent.n - 1])
                return True
            return False
        if isinstance(intent, Step):
            if intent.dx:
                self.step_player(intent.dx)
            elif self.rows:
                at = -1 if self.focus_row is None else self.focus_row
                self.focus_row = max(0, min(len(self.rows) - 1, at + intent.dy))
            return True
        if isinstance(intent, Page):
            self.turn_page(intent.pages)
            return True
        if isinstance(intent, (NextFocus, PreviousFocus)):
            at = rec.SORTS.index(self.sort)
            self.choose_sort(rec.SORTS[(at + (-1 if isinstance(intent, PreviousFocus) else 1)) % len(rec.SORTS)])
            return True
        if isinstance(intent, Confirm) and self.focus_row is not None and self.focus_row < len(self.rows):
            self.open_replay(self.rows[self.focus_row].record)
            return True
        return False

    # ------------------------------------------------------------------ time

    def animating(self) -> bool:
        """While the records' thread works, the screen waits for its answer."""
        return self._pending is not None

    def update(self, dt: float) -> None:
        if self._pending is not None and self._pending.done():
            self._take_result()
