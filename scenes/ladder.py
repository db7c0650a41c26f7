"""The challenges: each game's ladder of fixed deals and its daily challenge, side by side (one column per game of
``challenge_games()``: two, three, four or more).

Every rung is a tile (number, target, its level — the rulebook's level for the first three of Forêt and Savane,
Canopée's difficulty —, the cards it is played with when the game has card sets, locked / open / beaten, best
margin and its date); the daily challenge sits above the rungs. Clicking an open tile (or Enter on it) starts the
solo game on that deal; a locked tile only says which rung to beat first. The progress comes from game.ladder,
read again each time the screen comes back into view, so a result just recorded shows at once. This module lays
the screen out and answers the player; how each tile looks is scenes/ladder_draw.py's.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game import ladder
from game.i18n import tr
from game.ladder import Challenge, Progress
from game.session import COMPUTER, HUMAN, Match, Seat

from .base import Scene
from .ladder_draw import LadderDraw, format_date
from .shell.intents import Confirm, Intent, Key, NextFocus, Point, PreviousFocus, Release, Step, intent_of
from .ui import HIGHLIGHT, LIGHT, LIGHT_SOFT, Button, panel
from .widgets.notice import Notice, NoticeHolder

# format_date is the tiles' (scenes/ladder_draw.py), handed on: the challenge's result writes its dates the same way
__all__ = ["LadderScene", "format_date", "start_challenge"]


def challenge_games() -> tuple[str, ...]:
    """The games whose challenges this screen shows, in its column order: those that offer challenges and are
    played in the window — solo ladders against the game's opponent, and ladders against computer seats (Living
    Forest's)."""
    from .games import in_window

    return tuple(g for g in ladder.offered() if in_window(g))


MESSAGE_SECONDS = 3.0


def start_challenge(app, challenge: Challenge, replace: bool = False, name: str | None = None) -> None:
    """Open the table on a challenge's deal (push it, or replace the top scene): solo, or the player against the
    challenge's computers."""
    from .games import table_scene

    seats = [Seat(name or tr("ladder_player", app.lang), HUMAN)]
    seats += [Seat(tr("computer_n", app.lang, n=i + 2), COMPUTER, level) for i, level in enumerate(challenge.opponents)]
    match = Match(challenge.game_id, seats, seed=challenge.seed, solo=not challenge.versus, challenge=challenge)
    scene = table_scene(app, match)
    if replace:
        app.replace(scene)
    else:
        app.push(scene)


@dataclass
class Tile:
    """One clickable challenge: ``index`` is the rung, or None for the daily challenge."""

    game_id: str
    index: int | None
    challenge: Challenge
    rect: pygame.Rect
    open: bool


class LadderScene(NoticeHolder, LadderDraw, Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.notice = Notice(app)
        self.progress, self.problem = Progress.load(app.lang)
        self.today = ladder.today()
        self.columns: list[list[Tile]] = []
        self.focus: tuple[int, int] | None = None      # (column, row) of the keyboard / mouse focus
        self.message: str | None = None
        self.message_time = 0.0
        self.time = 0.0
        self.back_button: Button | None = None
        self._first_enter = True

    # ------------------------------------------------------------------ layout

    def enter(self) -> None:
        if not self._first_enter:           # back from a game: its result is in the file now
            self.progress, problem = Progress.load(self.app.lang)
            self.problem = self.problem or problem
            self.today = ladder.today()
            self.layout(self.app.size)
        self._first_enter = False

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = max(0.8, min(w / 1600, h / 900))

        def px(v: float) -> int:
            return round(v * s)

        self.px = px
        # one column per game: as wide as two always were, narrower when more share the window
        n = max(1, len(challenge_games()))
        gap = px(40) if n <= 2 else px(24)
        col_w = min(px(700), (w - 2 * px(40) - (n - 1) * gap) // n)
        self.compact = col_w < px(600)        # narrow tiles: the target on two short lines
        x0 = (w - n * col_w - (n - 1) * gap) // 2
        self.title_y = px(26)
        top = px(136)
        bottom = h - px(98)
        self.panels: list[pygame.Rect] = []
        self.headers: list[pygame.Rect] = []
        self.columns = []
        for c, game_id in enumerate(challenge_games()):
            box = pygame.Rect(x0 + c * (col_w + gap), top, col_w, bottom - top)
            self.panels.append(box)
            inner = box.inflate(-2 * px(22), -2 * px(16))
            self.headers.append(pygame.Rect(inner.x, inner.y, inner.w, px(58)))
            daily = pygame.Rect(inner.x, inner.y + px(68), inner.w, px(78))
            tiles = [Tile(game_id, None, ladder.daily_challenge(game_id, self.today), daily, True)]
            count = ladder.rung_count(game_id)
            rungs_top = daily.bottom + px(14)
            step = (inner.bottom - rungs_top + px(8)) / count
            for i in range(count):
                rect = pygame.Rect(inner.x, round(rungs_top + i * step), inner.w, round(step) - px(8))
                tiles.append(Tile(game_id, i, ladder.rung_challenge(game_id, i), rect,
                                  self.progress.is_open(game_id, i)))
            self.columns.append(tiles)
        back = pygame.Rect(0, 0, px(220), px(58))
        back.bottomleft = (x0, h - px(26))
        self.back_button = Button(self.t("back"), self.back, back, size=px(24))
        self.bottom_bar = pygame.Rect(back.right + px(24), back.y, x0 + n * col_w + (n - 1) * gap - back.right - px(24),
                                      back.h)
        self.notice.layout(s)

    # ------------------------------------------------------------------ questions (tests and drawing)

    def tile(self, game_id: str, index: int | None) -> Tile:
        """The daily tile (index None) or a rung's tile."""
        tiles = self.columns[challenge_games().index(game_id)]
        return tiles[0] if index is None else tiles[index + 1]

    def state(self, tile: Tile) -> str:
        """ "locked", "open" or "beaten" (the daily is "open" or, once won today, "beaten")."""
        if tile.index is None:
            result = self.progress.daily_result(tile.game_id, self.today)
            return "beaten" if result is not None and result.beaten else "open"
        if not tile.open:
            return "locked"
        return "beaten" if self.progress.rung(tile.game_id, tile.index).beaten else "open"

    def _focused(self) -> Tile | None:
        if self.focus is None:
            return None
        c, r = self.focus
        return self.columns[c][r]

    # ------------------------------------------------------------------ actions

    def play(self, tile: Tile) -> None:
        if not tile.open:
            prev = tile.index            # the rung before, counted from 1
            self.message = self.t("ladder_locked_hint", n=tile.index + 1, prev=prev)
            self.message_time = MESSAGE_SECONDS
            return
        self.message = None
        start_challenge(self.app, tile.challenge)


    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        if self.notice:                 # the sentence first: a click, Enter, Space or Escape puts it away
            return self.notice.take(intent)
        if self.back_button is not None and self.back_button.on_intent(intent):
            return True
        if isinstance(intent, Point):
            self.focus = self._tile_at(intent.pos)
            return False
        if isinstance(intent, Release) and intent.button == 1:
            spot = self._tile_at(intent.pos)
            if spot is not None:
                self.focus = spot
                self.play(self.columns[spot[0]][spot[1]])
                return True
            return False
        if isinstance(intent, Key):
            return self._key(intent)
        return False

    def _tile_at(self, pos) -> tuple[int, int] | None:
        for c, tiles in enumerate(self.columns):
            for r, tile in enumerate(tiles):
                if tile.rect.collidepoint(pos):
                    return c, r
        return None

    def _key(self, intent: Key) -> bool:
        if isinstance(intent, Confirm):
            tile = self._focused()
            if tile is not None:
                self.play(tile)
                return True
            return False
        if isinstance(intent, (NextFocus, PreviousFocus)):
            self._tab(-1 if isinstance(intent, PreviousFocus) else 1)
            return True
        if not isinstance(intent, Step):
            return False
        if self.focus is None:
            # the first arrow lands on the rung to play next in the first game
            self.focus = (0, self.progress.current_rung(challenge_games()[0]) + 1)
            return True
        c, r = self.focus
        c = max(0, min(len(self.columns) - 1, c + intent.dx))
        r = max(0, min(len(self.columns[c]) - 1, r + intent.dy))
        self.focus = (c, r)
        return True

    def _tab(self, step: int) -> None:
        flat = [(c, r) for c, tiles in enumerate(self.columns) for r in range(len(tiles))]
        pos = flat.index(self.focus) if self.focus in flat else (-1 if step > 0 else 0)
        self.focus = flat[(pos + step) % len(flat)]

    def animating(self) -> bool:
        """The next rung breathes (when animations are on) and a message times out."""
        return bool(self.message) or self.app.settings.animation_speed > 0

    def update(self, dt: float) -> None:
        self.time += dt * max(self.app.settings.animation_speed, 0.0)
        if self.message:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts, px = self.app.fonts, self.px
        w, _ = surface.get_size()
        title = fonts.text(self.t("challenges"), "title", px(46), LIGHT)
        title_rect = title.get_rect(midtop=(w // 2, self.title_y))
        surface.blit(title, title_rect)
        y = title_rect.bottom + px(8)
        for line in fonts.wrap(self.t("ladder_intro"), "italic", px(20), LIGHT_SOFT, px(1300))[:2]:
            surface.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += line.get_height()
        for c, game_id in enumerate(challenge_games()):
            panel(surface, self.panels[c])
            self._draw_header(surface, game_id, self.headers[c])
            tiles = self.columns[c]
            self._draw_daily(surface, tiles[0])
            self._draw_rail(surface, tiles[1:])
            for tile in tiles[1:]:
                self._draw_rung(surface, tile)
        focused = self._focused()
        if focused is not None:
            pygame.draw.rect(surface, HIGHLIGHT, focused.rect.inflate(px(8), px(8)), width=max(2, px(4)),
                             border_radius=px(14))
        self.back_button.draw(surface, fonts)
        self._draw_bottom(surface)
        self.notice.draw(surface)
