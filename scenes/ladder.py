"""The challenges: each game's ladder of fixed deals and its daily challenge, side by side (one column per game of
``game.challenge_games()``: two, three or more).

Every rung is a tile (number, target, its level — the rulebook's level for the first three of Forêt and Savane,
Canopée's difficulty —, the cards it is played with when the game has card sets, locked / open / beaten, best
margin and its date); the daily challenge sits above the rungs. Clicking an open tile (or Enter on it) starts the
solo game on that deal; a locked tile only says which rung to beat first. The progress comes from game.ladder,
read again each time the screen comes back into view, so a result just recorded shows at once.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import date

import pygame

from game import ladder
from game.i18n import option_label, tr
from game.ladder import Challenge, Progress
from game.session import HUMAN, Match, Seat

from .base import Scene
from .collection import game_emblem, game_text, opponent_name
from .shell.intents import Back, Confirm, Intent, Key, NextFocus, Point, Press, PreviousFocus, Release, Step, intent_of
from .ui import (ACCENT, ACCENT_DARK, BAD, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE,
                 Button, panel)

# each game's header shows its emblem (scenes/collection.py's game_emblem, the same on every screen)
__all__ = ["LadderScene", "format_date", "start_challenge"]


def challenge_games() -> tuple[str, ...]:
    """The games whose challenges this screen shows, in its column order: those that offer challenges and are
    played in the window."""
    from .games import in_window

    return tuple(g for g in ladder.offered() if in_window(g))


LOCKED_FILL = (222, 214, 196)
LOCKED_INK = (138, 128, 110)
BEATEN_FILL = (232, 240, 222)
DAILY_FILL = (252, 240, 206)
MESSAGE_SECONDS = 3.0


def format_date(day: date | str, lang: str, year: bool = True) -> str:
    """ "12 mars 2025" / "12 Mar 2025" (or without the year): unambiguous in both languages."""
    if isinstance(day, str):
        day = date.fromisoformat(day)
    month = tr("ladder_months", lang).split("|")[day.month - 1]
    if year:
        return tr("ladder_date", lang, day=day.day, month=month, year=day.year)
    return tr("ladder_day", lang, day=day.day, month=month)


def start_challenge(app, challenge: Challenge, replace: bool = False, name: str | None = None) -> None:
    """Open the solo table on a challenge's deal (push it, or replace the top scene)."""
    from .games import table_scene

    seat = Seat(name or tr("ladder_player", app.lang), HUMAN)
    match = Match(challenge.game_id, [seat], seed=challenge.seed, solo=True, challenge=challenge)
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


class LadderScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.progress, self.problem = Progress.load(app.lang)
        self.today = ladder.today()
        self.columns: list[list[Tile]] = []
        self.focus: tuple[int, int] | None = None      # (column, row) of the keyboard / mouse focus
        self.message: str | None = None
        self.message_time = 0.0
        self.time = 0.0
        self.back_button: Button | None = None
        self.dismiss_button: Button | None = None
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
        if self.problem:
            self._layout_notice()

    def _layout_notice(self) -> None:
        px, (w, h) = self.px, self.app.size
        width = px(760)
        lines = self.app.fonts.wrap_lines(self.problem, "regular", px(22), width - px(80))
        line_h = self.app.fonts.get("regular", px(22)).get_linesize()
        self.notice_box = pygame.Rect(0, 0, width, px(40) + len(lines) * line_h + px(24) + px(56) + px(30))
        self.notice_box.center = (w // 2, h // 2)
        ok = pygame.Rect(0, 0, px(200), px(56))
        ok.midbottom = (self.notice_box.centerx, self.notice_box.bottom - px(28))
        self.dismiss_button = Button(self.t("ladder_dismiss"), self.dismiss, ok, primary=True, focus=True,
                                     size=px(24))

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

    def dismiss(self) -> None:
        self.problem = None
        self.dismiss_button = None

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        if self.problem:
            # the notice first: any click, Enter, Space or Escape puts it away
            if (isinstance(intent, Release) and intent.button == 1) or isinstance(intent, (Confirm, Back)):
                self.dismiss()
                return True
            if self.dismiss_button is not None:
                self.dismiss_button.on_intent(intent)
            return isinstance(intent, (Key, Press))
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
        if self.problem:
            self._draw_notice(surface)

    def _draw_header(self, surface: pygame.Surface, game_id: str, rect: pygame.Rect) -> None:
        fonts, px = self.app.fonts, self.px
        emblem = game_emblem(self.app, game_id, px(54))
        # every game's emblem centred in the same box (a pair of cards or one medallion): the titles line up
        box = max(emblem.get_width(), 2 * px(54) - px(16))
        surface.blit(emblem, emblem.get_rect(center=(rect.x + box // 2, rect.centery)))
        x = rect.x + box + px(16)
        name = fonts.fit(self.app.catalogue[game_id].name(self.app.lang), "bold", px(28), INK, rect.right - x)
        surface.blit(name, (x, rect.y + px(2)))
        done = self.progress.beaten_count(game_id)
        count = self.t('ladder_count', n=done, total=ladder.rung_count(game_id))
        sub = f"{game_text(self.app, 'ladder_against', game_id, name=opponent_name(self.app, game_id))}  ·  {count}"
        if fonts.get("regular", px(16)).size(sub)[0] > rect.right - x:
            sub = f"{self.t('ladder_solo')}  ·  {count}"     # a narrow column: solo and the progress, readable
        if fonts.get("regular", px(16)).size(sub)[0] > rect.right - x:
            sub = count
        line = fonts.fit(sub, "regular", px(18), INK_SOFT, rect.right - x)
        surface.blit(line, (x, rect.y + px(38)))

    def _draw_target(self, surface: pygame.Surface, rect: pygame.Rect, target: int, ink) -> pygame.Rect:
        """The target margin at the right of a tile, left of its play mark; where it was drawn. In narrow
        columns on two lines, "Margin" over "≥ 30", so that the name and the record keep their room."""
        fonts, px = self.app.fonts, self.px
        if not self.compact:
            text = fonts.text(self.t("ladder_target", target=target), "black", px(22), ink)
            at = text.get_rect(midright=(rect.right - px(50), rect.centery))
            surface.blit(text, at)
            return at
        caption = fonts.text(self.t("coll_ladder_margin"), "regular", px(15), _darker(ink) if ink != INK else INK_SOFT)
        value = fonts.text(f"≥ {target}", "black", px(24), ink)
        height = caption.get_height() + value.get_height() - px(4)
        right, top = rect.right - px(46), rect.centery - height // 2
        cap_at = caption.get_rect(topright=(right, top))
        val_at = value.get_rect(topright=(right, cap_at.bottom - px(4)))
        surface.blit(caption, cap_at)
        surface.blit(value, val_at)
        return cap_at.union(val_at)

    def _draw_daily(self, surface: pygame.Surface, tile: Tile) -> None:
        fonts, px, rect = self.app.fonts, self.px, tile.rect
        beaten = self.state(tile) == "beaten"
        lit = self._focused() is tile
        pygame.draw.rect(surface, (255, 246, 220) if lit else DAILY_FILL, rect, border_radius=px(12))
        pygame.draw.rect(surface, ACCENT, rect, width=max(2, px(3)), border_radius=px(12))
        # a calendar leaf with today's day number
        leaf = pygame.Rect(0, 0, px(56), px(60))
        leaf.midleft = (rect.x + px(16), rect.centery)
        pygame.draw.rect(surface, LIGHT, leaf, border_radius=px(8))
        pygame.draw.rect(surface, ACCENT_DARK, leaf, width=max(1, px(2)), border_radius=px(8))
        band = pygame.Rect(leaf.x, leaf.y, leaf.w, px(16))
        pygame.draw.rect(surface, BAD, band, border_top_left_radius=px(8), border_top_right_radius=px(8))
        for rx in (leaf.x + leaf.w // 3, leaf.x + 2 * leaf.w // 3):
            pygame.draw.line(surface, INK, (rx, leaf.y - px(4)), (rx, leaf.y + px(6)), max(2, px(3)))
        number = fonts.text(str(self.today.day), "black", px(26), INK)
        surface.blit(number, number.get_rect(center=(leaf.centerx, (band.bottom + leaf.bottom) // 2 + px(1))))
        x = leaf.right + px(18)
        target_rect = self._draw_target(surface, rect, tile.challenge.target, INK)
        self._play_mark(surface, rect, ACCENT_DARK)
        text_w = target_rect.x - x - px(16)
        head = fonts.fit(f"{self.t('ladder_daily')}  ·  {format_date(self.today, self.app.lang, year=False)}",
                         "bold", px(24), INK, text_w)
        head_y = rect.centery - (head.get_height() + fonts.get("bold", px(18)).get_height()) // 2 + px(1)
        surface.blit(head, (x, head_y))
        result = self.progress.daily_result(tile.game_id, self.today)
        if result is None:
            sub, ink = self.t("ladder_daily_none"), INK_SOFT
        else:
            sub, ink = self.t("ladder_daily_best", margin=result.best), GOOD if beaten else INK
        sub_surf = fonts.fit(sub, "bold" if result else "regular", px(18), _darker(ink), text_w - px(30))
        sub_pos = (x, head_y + head.get_height())
        surface.blit(sub_surf, sub_pos)
        if beaten:
            self._check(surface, pygame.Rect(sub_pos[0] + sub_surf.get_width() + px(8), sub_pos[1] + px(1), px(20),
                                             px(20)), GOOD)

    def _draw_rail(self, surface: pygame.Surface, tiles: list[Tile]) -> None:
        """The ladder's upright behind the badges: green up to the highest rung beaten."""
        px = self.px
        for a, b in zip(tiles, tiles[1:]):
            x = a.rect.x + px(38)
            colour = GOOD if self.state(a) == "beaten" else PANEL_EDGE
            pygame.draw.line(surface, colour, (x, a.rect.centery), (x, b.rect.centery), max(3, px(5)))

    def _draw_rung(self, surface: pygame.Surface, tile: Tile) -> None:
        fonts, px, rect = self.app.fonts, self.px, tile.rect
        state = self.state(tile)
        rec = self.progress.rung(tile.game_id, tile.index)
        current = state == "open" and tile.index == self.progress.current_rung(tile.game_id)
        fill = {"locked": LOCKED_FILL, "open": (255, 252, 244), "beaten": BEATEN_FILL}[state]
        pygame.draw.rect(surface, fill, rect, border_radius=px(12))
        edge, width = PANEL_EDGE, 1
        if current:
            # the rung to play next breathes gently (still when animations are off)
            glow = 0.5 + 0.5 * math.sin(self.time * 3.0)
            edge = tuple(round(a + (b - a) * glow) for a, b in zip(ACCENT_DARK, ACCENT))
            width = max(2, px(3))
        elif state == "beaten":
            edge = GOOD
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=px(12))
        ink = LOCKED_INK if state == "locked" else INK
        # the badge on the rail: the number, a check once beaten, a padlock while locked
        radius = min(px(24), rect.h // 2 - px(4))
        centre = (rect.x + px(38), rect.centery)
        badge_fill = {"locked": (176, 168, 150), "open": ACCENT if current else ACCENT_DARK, "beaten": GOOD}[state]
        pygame.draw.circle(surface, badge_fill, centre, radius)
        pygame.draw.circle(surface, INK if state != "locked" else LOCKED_INK, centre, radius, width=max(1, px(2)))
        box = pygame.Rect(0, 0, radius, radius)
        box.center = centre
        if state == "locked":
            self._padlock(surface, box.inflate(radius // 5, radius // 5), LIGHT, (176, 168, 150))
        elif state == "beaten":
            self._check(surface, box, LIGHT)
        else:
            number = fonts.text(str(tile.index + 1), "black", px(24), INK if current else LIGHT)
            surface.blit(number, number.get_rect(center=(centre[0], centre[1] + px(1))))
        x = rect.x + px(76)
        target_rect = self._draw_target(surface, rect, tile.challenge.target, ink)
        if state != "locked":
            self._play_mark(surface, rect, ACCENT_DARK if current or self._focused() is tile else PANEL_EDGE)
        # the name and its level over the record, as one block centred in the tile
        name = fonts.text(self.t("ladder_rung", n=tile.index + 1), "bold", px(22), ink)
        detail_h = fonts.get("bold", px(17)).get_height()
        name_y = rect.centery - (name.get_height() + detail_h + px(2)) // 2 + px(3)   # the accent room sits on top
        surface.blit(name, (x, name_y))
        chip_text = self.level_text(tile.game_id, tile.index)
        room = target_rect.x - px(12) - (x + name.get_width() + px(18)) - px(16)
        chip = fonts.fit(chip_text, "bold", px(15), ink if state == "locked" else INK_SOFT, max(px(40), room))
        chip_rect = chip.get_rect(midleft=(x + name.get_width() + px(18), name_y + name.get_height() // 2 + px(2)))
        pygame.draw.rect(surface, PANEL if state != "locked" else LOCKED_FILL, chip_rect.inflate(px(16), px(6)),
                         border_radius=px(8))
        pygame.draw.rect(surface, PANEL_EDGE, chip_rect.inflate(px(16), px(6)), width=1, border_radius=px(8))
        surface.blit(chip, chip_rect)
        # the record, or why it cannot be played; after the cards the deal is played with, if the game has sets
        if state == "locked":
            details = [self.t("ladder_locked")]
        elif rec.best is None:
            details = [self.t("ladder_not_played")]
        else:
            games = self.t("ladder_games_one") if rec.attempts == 1 else self.t("ladder_games_many", n=rec.attempts)
            best = self.t('ladder_best', margin=rec.best, date=format_date(rec.best_date, self.app.lang))
            details = [f"{best}  ·  {games}", best]       # without the count of games where room is short
        style = "regular" if rec.best is None else "bold"
        colour = _darker(ink if state != "beaten" else GOOD)
        width = target_rect.x - x - px(12)
        deal = self.deal_texts(tile.game_id, tile.index)
        texts = [f"{cards}  ·  {detail}" if cards else detail for detail in details for cards in deal]
        if state == "locked" and deal[0]:
            texts.insert(1, deal[0])        # locked: its cards said whole rather than "Locked" (the padlock says it)
        text = next((t for t in texts if fonts.get(style, px(17)).size(t)[0] <= width), texts[-1])
        line = fonts.fit(text, style, px(17), colour, width)
        surface.blit(line, (x, name_y + name.get_height() + px(2)))

    def level_text(self, game_id: str, index: int) -> str:
        """A rung's level chip: the rulebook's solo level (Forêt, Savane: Easy, Normal, Hard, then Expert) or the
        option the game names its levels by (Canopée's difficulty: Easier, Normal, Harder)."""
        level = ladder.rung_level(game_id, index)
        option = ladder.OFFERS[game_id].level_option
        if option is not None:
            return option_label(game_id, option, level, self.app.lang) if level else self.t("ladder_expert")
        return self.t(f"score_level_{level}") if level else self.t("ladder_expert")

    def deal_texts(self, game_id: str, index: int) -> list[str]:
        """What else a rung's deal is played with, besides its level, in words: its options' labels ("A · plants &
        threats"), then their short forms ("A"); [""] for a game whose rungs have no options."""
        options = [(name, value) for name, value in ladder.rung_options(game_id, index)
                   if name != ladder.OFFERS[game_id].level_option]
        if not options:
            return [""]
        labels = [option_label(game_id, name, value, self.app.lang) for name, value in options]
        return [", ".join(labels), ", ".join(label.split(" · ")[0] for label in labels)]

    def _draw_bottom(self, surface: pygame.Surface) -> None:
        fonts, px, bar = self.app.fonts, self.px, self.bottom_bar
        keys = fonts.fit(self.t("ladder_keys"), "regular", px(18), LIGHT_SOFT, bar.w // 2)
        surface.blit(keys, keys.get_rect(midright=(bar.right, bar.centery)))
        if self.message:
            text = fonts.fit(self.message, "bold", px(20), INK, bar.w - keys.get_width() - px(60))
            pill = text.get_rect(midleft=(bar.x + px(16), bar.centery)).inflate(px(32), px(18))
            panel(surface, pill, color=(252, 228, 214), edge=BAD, radius=px(12))
            surface.blit(text, text.get_rect(center=pill.center))

    def _draw_notice(self, surface: pygame.Surface) -> None:
        fonts, px, box = self.app.fonts, self.px, self.notice_box
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((6, 14, 12, 170))
        surface.blit(shade, (0, 0))
        panel(surface, box)
        y = box.y + px(36)
        for line in fonts.wrap(self.problem, "regular", px(22), INK, box.w - px(80)):
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += fonts.get("regular", px(22)).get_linesize()
        self.dismiss_button.draw(surface, fonts)

    # ------------------------------------------------------------------ glyphs (the fonts have none)

    def _check(self, surface: pygame.Surface, box: pygame.Rect, colour) -> None:
        x, y, w, h = box
        points = [(x + w * 0.1, y + h * 0.55), (x + w * 0.4, y + h * 0.85), (x + w * 0.92, y + h * 0.2)]
        pygame.draw.lines(surface, colour, False, points, max(2, round(w / 6)))

    def _padlock(self, surface: pygame.Surface, box: pygame.Rect, colour, hole) -> None:
        x, y, w, h = box
        thick = max(2, round(w / 7))
        shackle = pygame.Rect(round(x + w * 0.22), round(y), round(w * 0.56), round(h * 0.75))
        pygame.draw.rect(surface, colour, shackle, width=thick, border_radius=shackle.w // 2)
        body = pygame.Rect(round(x + w * 0.06), round(y + h * 0.42), round(w * 0.88), round(h * 0.58))
        pygame.draw.rect(surface, colour, body, border_radius=max(2, round(w / 7)))
        r = max(1, round(w / 10))
        pygame.draw.circle(surface, hole, (body.centerx, body.centery - r // 2), r)
        pygame.draw.line(surface, hole, (body.centerx, body.centery), (body.centerx, body.centery + 2 * r),
                         max(1, r))

    def _play_mark(self, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
        """A small "play" triangle at the right end of a tile that can be played."""
        h = self.px(18)
        cx, cy = rect.right - self.px(26), rect.centery
        pygame.draw.polygon(surface, colour, [(cx - h * 0.4, cy - h * 0.55), (cx - h * 0.4, cy + h * 0.55),
                                              (cx + h * 0.55, cy)])


def _darker(colour) -> tuple[int, int, int]:
    """Text in a state colour, dark enough to read on the light tiles."""
    return tuple(round(v * 0.72) for v in colour[:3])
