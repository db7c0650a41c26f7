"""How the challenges screen draws its tiles (scenes/ladder.py lays them out and answers the player): each game's
header, the daily challenge's calendar leaf, the ladder's rail and its rungs — their badge, level chip, target
margin and record —, the bar of keys and messages, the notice of an unreadable progress file, and the glyphs the
fonts lack (a check, a padlock, a play mark). A mixin of ``LadderScene``, drawing its state, never changing it."""
from __future__ import annotations

import math
from datetime import date
from typing import TYPE_CHECKING

import pygame

from game import ladder
from game.i18n import option_label, tr

from .collection import game_emblem, game_text, opponent_name
from .ui import ACCENT, ACCENT_DARK, BAD, GOOD, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL, PANEL_EDGE, panel

if TYPE_CHECKING:
    from .ladder import Tile

LOCKED_FILL = (222, 214, 196)
LOCKED_INK = (138, 128, 110)
BEATEN_FILL = (232, 240, 222)
DAILY_FILL = (252, 240, 206)


def format_date(day: date | str, lang: str, year: bool = True) -> str:
    """ "12 mars 2025" / "12 Mar 2025" (or without the year): unambiguous in both languages."""
    if isinstance(day, str):
        day = date.fromisoformat(day)
    month = tr("ladder_months", lang).split("|")[day.month - 1]
    if year:
        return tr("ladder_date", lang, day=day.day, month=month, year=day.year)
    return tr("ladder_day", lang, day=day.day, month=month)


class LadderDraw:
    """The tiles of ``LadderScene``, drawn (its ``draw`` lays the screen out of them)."""

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
        if ladder.OFFERS[game_id].versus:       # won by winning the game against computer seats
            sub, short = f"{self.t('ladder_versus_header')}  ·  {count}", f"{self.t('ladder_versus_short')}  ·  {count}"
        else:
            sub = f"{game_text(self.app, 'ladder_against', game_id, name=opponent_name(self.app, game_id))}  ·  {count}"
            short = f"{self.t('ladder_solo')}  ·  {count}"
        if fonts.get("regular", px(16)).size(sub)[0] > rect.right - x:
            sub = short         # a narrow column: solo (or versus) and the progress, readable
        if fonts.get("regular", px(16)).size(sub)[0] > rect.right - x:
            sub = count
        line = fonts.fit(sub, "regular", px(18), INK_SOFT, rect.right - x)
        surface.blit(line, (x, rect.y + px(38)))

    def _draw_target(self, surface: pygame.Surface, rect: pygame.Rect, challenge, ink) -> pygame.Rect:
        """The target margin at the right of a tile, left of its play mark; where it was drawn. In narrow
        columns on two lines, "Margin" over "≥ 30", so that the name and the record keep their room. A challenge
        against computers: "Win"."""
        fonts, px = self.app.fonts, self.px
        target = challenge.target
        if not self.compact:
            label = self.t("ladder_target_win") if challenge.versus else self.t("ladder_target", target=target)
            text = fonts.text(label, "black", px(22), ink)
            at = text.get_rect(midright=(rect.right - px(50), rect.centery))
            surface.blit(text, at)
            return at
        caption_text = self.t("ladder_goal") if challenge.versus else self.t("coll_ladder_margin")
        caption = fonts.text(caption_text, "regular", px(15), _darker(ink) if ink != INK else INK_SOFT)
        if challenge.versus:
            value = fonts.text(self.t("ladder_target_win"), "black", px(18), ink)
        else:
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
        target_rect = self._draw_target(surface, rect, tile.challenge, INK)
        self._play_mark(surface, rect, ACCENT_DARK)
        text_w = target_rect.x - x - px(16)
        head_text = f"{self.t('ladder_daily')}  ·  {format_date(self.today, self.app.lang, year=False)}"
        if fonts.get("bold", px(20)).size(head_text)[0] > text_w:
            head_text = self.t("ladder_daily")      # a narrow tile: the calendar leaf says the day
        head = fonts.fit(head_text, "bold", px(24), INK, text_w)
        head_y = rect.centery - (head.get_height() + fonts.get("bold", px(18)).get_height()) // 2 + px(1)
        surface.blit(head, (x, head_y))
        result = self.progress.daily_result(tile.game_id, self.today)
        if result is None:
            sub, ink = self.t("ladder_daily_none"), INK_SOFT
        elif tile.challenge.versus:         # won by winning: said so, not the margin
            sub, ink = self.t("ladder_daily_won" if beaten else "ladder_daily_not_won"), GOOD if beaten else INK
        else:
            sub, ink = self.t("ladder_daily_best", margin=result.best), GOOD if beaten else INK
        subs = [sub, self.t("ladder_not_played") if result is None else self.t("ladder_best_short", margin=result.best)]
        if tile.challenge.versus:           # whom the day's deal is played against, before how it went if room
            who = self.versus_text(tile.challenge.opponents)
            subs = [f"{who}  ·  {sub}", who] if result is None else [f"{who}  ·  {sub}", sub]
        style = "bold" if result else "regular"
        sub_w = text_w - (px(30) if beaten else 0)      # room for the check after it
        font = fonts.get(style, px(16))
        sub = next((t for t in subs if font.size(t)[0] <= sub_w), min(subs, key=lambda t: font.size(t)[0]))
        sub_surf = fonts.fit_or_cut(sub, style, px(18), _darker(ink), sub_w, min_size=10)
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
        target_rect = self._draw_target(surface, rect, tile.challenge, ink)
        if state != "locked":
            self._play_mark(surface, rect, ACCENT_DARK if current or self._focused() is tile else PANEL_EDGE)
        # the name and its level over the record, as one block centred in the tile
        name = fonts.text(self.t("ladder_rung", n=tile.index + 1), "bold", px(22), ink)
        detail_h = fonts.get("bold", px(17)).get_height()
        name_y = rect.centery - (name.get_height() + detail_h + px(2)) // 2 + px(3)   # the accent room sits on top
        surface.blit(name, (x, name_y))
        chip_text = self.level_text(tile.game_id, tile.index)
        # the chip's frame reaches px(8) past its text: its right edge stays px(8) clear of the target
        room = target_rect.x - px(16) - (x + name.get_width() + px(18))
        level_first = ""                    # the level said on the line below, where its chip has no room
        # one way for the whole column: every rung's chip, or every rung's level on its line (not mixed)
        widest = max(fonts.get("bold", px(13)).size(self.level_text(tile.game_id, i))[0]
                     for i in range(ladder.rung_count(tile.game_id)))
        if chip_text and widest > room:
            chip_text, level_first = "", chip_text
        if chip_text:
            chip = fonts.fit(chip_text, "bold", px(15), ink if state == "locked" else INK_SOFT, room)
            chip_rect = chip.get_rect(midleft=(x + name.get_width() + px(18), name_y + name.get_height() // 2 + px(2)))
            pygame.draw.rect(surface, PANEL if state != "locked" else LOCKED_FILL, chip_rect.inflate(px(16), px(6)),
                             border_radius=px(8))
            pygame.draw.rect(surface, PANEL_EDGE, chip_rect.inflate(px(16), px(6)), width=1, border_radius=px(8))
            surface.blit(chip, chip_rect)
        # the record, or why it cannot be played; after what the deal is played with (its cards, or its computers);
        # the most telling line that fits, from the whole to the short forms
        deal = [cards for cards in self.deal_texts(tile.game_id, tile.index) if cards]
        if state == "locked":           # the padlock says it is locked: what it is played with, first
            if tile.challenge.versus:
                texts = deal
            else:
                texts = [text for cards in deal for text in (f"{cards}  ·  {self.t('ladder_locked')}", cards)]
            texts = texts or [self.t("ladder_locked")]
        elif rec.best is None:
            texts = [f"{cards}  ·  {self.t('ladder_not_played')}" for cards in deal]
            texts += deal if tile.challenge.versus else [self.t("ladder_not_played")]
        else:
            record = self.record_texts(tile.challenge, rec)
            texts = [f"{cards}  ·  {line}" for line in record for cards in deal] + record
        if level_first:                 # the level before the rest; a record outranks the level alone
            texts = ([f"{level_first}  ·  {text}" for text in texts]
                     + (texts if rec.best is not None and state != "locked" else [])
                     + [f"{level_first}  ·  {cards}" for cards in deal] + [level_first])
        style = "regular" if rec.best is None else "bold"
        colour = _darker(ink if state != "beaten" else GOOD)
        width = target_rect.x - x - px(12)
        text = next((t for t in texts if fonts.get(style, px(17)).size(t)[0] <= width), texts[-1])
        line = fonts.fit_or_cut(text, style, px(17), colour, width, min_size=10)
        surface.blit(line, (x, name_y + name.get_height() + px(2)))

    def record_texts(self, challenge, rec) -> list[str]:
        """A played rung's record in words, longest first: its best margin and date (a versus rung: won on that
        date, or not yet) with the count of games, then without it, then the date without its year, then bare."""
        games = self.t("ladder_games_one") if rec.attempts == 1 else self.t("ladder_games_many", n=rec.attempts)
        if challenge.versus:            # won by winning the game: when, or not yet (no margin to chase)
            if not rec.beaten:
                return [f"{self.t('ladder_not_won')}  ·  {games}", self.t("ladder_not_won")]
            full, short = (self.t("ladder_won", date=format_date(rec.best_date, self.app.lang, year=year))
                           for year in (True, False))
            return [f"{full}  ·  {games}", full, short]
        full, short = (self.t("ladder_best", margin=rec.best, date=format_date(rec.best_date, self.app.lang, year=year))
                       for year in (True, False))
        return [f"{full}  ·  {games}", full, short, self.t("ladder_best_short", margin=rec.best)]

    def level_text(self, game_id: str, index: int) -> str:
        """A rung's level chip: the rulebook's solo level (Forêt, Savane: Easy, Normal, Hard, then Expert) or the
        option the game names its levels by (Canopée's difficulty: Easier, Normal, Harder); "" for none."""
        if ladder.rung_opponents(game_id, index):
            return ""                       # a versus rung has no level: its computers are said under its name
        level = ladder.rung_level(game_id, index)
        option = ladder.OFFERS[game_id].level_option
        if option is not None:
            return option_label(game_id, option, level, self.app.lang) if level else self.t("ladder_expert")
        return self.t(f"score_level_{level}") if level else self.t("ladder_expert")

    def versus_text(self, opponents: tuple[str, ...]) -> str:
        """A versus challenge's computers in words: "vs 2 × Medium", "vs Hard + Medium" (in seat order, a run of
        one level counted)."""
        runs: list[list] = []
        for level in opponents:
            if runs and runs[-1][0] == level:
                runs[-1][1] += 1
            else:
                runs.append([level, 1])
        who = " + ".join(f"{n} × {self.t('bot_' + level)}" if n > 1 else self.t("bot_" + level) for level, n in runs)
        return self.t("ladder_versus", who=who)

    def deal_texts(self, game_id: str, index: int) -> list[str]:
        """What else a rung's deal is played with, besides its level, in words: its options' labels ("A · plants &
        threats"), then their short forms ("A"); [""] for a game whose rungs have no options. A versus rung: its
        computers ("vs 2 × Medium")."""
        opponents = ladder.rung_opponents(game_id, index)
        if opponents:
            return [self.versus_text(opponents)]
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
