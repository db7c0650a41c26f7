"""The setup screen drawn: its panel, the game tiles (emblem, name, who plays it), the seats' badges and names, the
options' names and what their chosen values mean, and the note (why Start is off, or what the mode chosen means).
Drawing changes nothing. A mixin of ``SetupScene`` (scene.py)."""
from __future__ import annotations

from typing import Any

import pygame

from game.i18n import STRINGS, option_name

from ..menu import game_emblem, game_info, game_text, opponent_name
from ..ui import BAD, INK, INK_SOFT, PANEL_EDGE, panel
from .pick import pick_picture
from .seats import SOLO
from .widgets import ColourSwatch, badge_ink


class SetupDrawing:
    """The setup screen's pictures and words."""

    def note(self) -> tuple[str, bool] | None:
        """The line under the seats (between Back and Start for a game with options): why Start is off, or what
        the chosen mode means."""
        if self.duplicate_names():
            return self.t("same_names"), True
        from ..games import screens_of

        screens = screens_of(self.game_id)
        swatch = next((b for b in self.column.buttons if isinstance(b, ColourSwatch) and (b.hover or b.focus)), None)
        if swatch is not None:
            # what the standee under the pointer (or the keyboard) is, in words, and how to change it: the arrows
            # answer the keyboard's focus only (the pointer never moves it), so each way says its own
            i = self.swatches().index(swatch)
            hint = screens.seat_colour_hint(self.app, self.names[i], self.colours[i], swatch.focus)
            if hint:
                return hint, False
        return screens.setup_note(self, self.app.catalogue[self.game_id])

    def mode_note(self, rules, **numbers: Any) -> tuple[str, bool] | None:
        """A game's own words on the mode chosen (``coll_note_<game>_solo``, ``_<count>`` or ``_many``), with
        the solo opponent's name, the seat count and the game's ``numbers`` (its seasons...) filled in; computers
        alone: the demo's words."""
        solo = self.count == SOLO
        if not solo and self.computers_only:
            return self.t("watch_note"), False
        fmt: dict[str, Any] = {"n": self.count, "name": opponent_name(self.app, self.game_id), **numbers}
        for key in ([f"coll_note_{self.game_id}_solo"] if solo else
                    [f"coll_note_{self.game_id}_{self.count}", f"coll_note_{self.game_id}_many"]):
            if key in STRINGS:
                return self.t(key, **fmt), False
        return None

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        fonts, k = self.app.fonts, self.k

        def px(v: float) -> int:
            return int(v * k)

        panel(surface, self.box)
        title = fonts.text(self.t("setup_title"), "title", px(40), INK)
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + px(24))))
        for key, row in (("choose_game", self.game_row), ("players", self.count_row)):
            label = fonts.text(self.t(key), "bold", px(24), INK)
            surface.blit(label, label.get_rect(midleft=(row.x, row.centery)))
        self.column.draw(surface, fonts)
        self._draw_tiles(surface)
        # the seats
        for i, row in enumerate(self.seat_rows):
            badge_d = min(px(36), row.h - px(6))
            badge = pygame.Rect(row.x, row.centery - badge_d // 2, badge_d, badge_d)
            fill = self.badge_colour(i)
            pygame.draw.ellipse(surface, fill, badge)
            number = fonts.text(str(i + 1), "black", px(20), badge_ink(fill))
            surface.blit(number, number.get_rect(center=badge.center))
        for field in self.fields:
            field.draw(surface, fonts, self.dt)
        self._draw_options(surface)
        note = self.note()
        if note:
            text, warning = note
            colour = BAD if warning else INK_SOFT
            box = self.note_box
            if self.option_rows or self.offered_options():
                lines = fonts.wrap(text, "italic", px(17), colour, box.w)[:3]
                line_h = fonts.get("italic", px(17)).get_linesize()
                y = box.centery - line_h * len(lines) // 2
                for line in lines:
                    surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
                    y += line_h
            else:
                y = self.note_top
                for line in fonts.wrap(text, "italic", px(20), colour, self.box.w - px(80))[:3]:
                    surface.blit(line, (self.box.x + px(40), y))
                    y += line.get_height()
        pygame.draw.line(surface, PANEL_EDGE, (self.box.x + px(30), self.count_row.bottom + px(12)),
                         (self.box.right - px(30), self.count_row.bottom + px(12)), 1)
        if self.picker is not None:
            self.picker.draw(surface)
        self.offer.draw(surface)

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        """The game tiles: the emblem, the name, who plays it (on two lines when the tile is narrow; four games
        and more: the emblems smaller, and who plays it said short when the sentence would not fit)."""
        fonts, lang, k = self.app.fonts, self.app.lang, self.k

        def px(v: float) -> int:
            return int(v * k)

        size = px(58)
        slot = max((game_emblem(self.app, gid, size).get_width() for gid in self.game_tiles), default=size)
        tile_w = min((rect.w for rect in self.game_tiles.values()), default=0)
        if slot > tile_w * 0.38:          # narrow tiles: the widest emblem takes at most 38% of one
            size = max(8, size * int(tile_w * 0.38) // slot)
            slot = max(game_emblem(self.app, gid, size).get_width() for gid in self.game_tiles)
        pad = px(14) if len(self.game_tiles) <= 3 else px(10)
        for gid, rect in self.game_tiles.items():
            rules = self.app.catalogue[gid]
            info = game_info(gid)
            chosen = gid == self.game_id
            ink = INK if chosen else (246, 242, 230)
            emblem = game_emblem(self.app, gid, size)
            emblem_box = pygame.Rect(rect.x + pad, rect.y, slot, rect.h)
            surface.blit(emblem, emblem.get_rect(midleft=(emblem_box.x + (slot - emblem.get_width()) // 2,
                                                          rect.centery)))
            text_x = emblem_box.right + pad
            text_w = rect.right - text_x - px(10)
            name_text = info.name(lang)
            if fonts.get("bold", px(22)).size(name_text)[0] > text_w:
                name_text = name_text.split("–")[-1].strip()           # "Savane", not "Ecosystème – Savane"
            names = [name_text]
            if fonts.get("bold", px(19)).size(name_text)[0] > text_w:
                names = fonts.wrap_lines(name_text, "bold", px(20), text_w)[:2]    # "Living" / "Forest"
            name_lines = [fonts.fit(text, "bold", px(22) if len(names) == 1 else px(20), ink, text_w)
                          for text in names]
            lines = self._tile_players(gid, rules, info, ink, text_w, 3 - len(name_lines))
            block = sum(line.get_height() for line in name_lines + lines) + px(4)
            y = rect.centery - block // 2
            for line in name_lines:
                surface.blit(line, (text_x, y))
                y += line.get_height()
            y += px(4)
            for line in lines:
                surface.blit(line, (text_x, y))
                y += line.get_height()

    def _tile_players(self, gid: str, rules, info, ink, width: int, room: int) -> list[pygame.Surface]:
        """Who plays a game, for its tile, on ``room`` lines at most (1 or 2): the sentence ("2 to 6 players, or
        solo against Alban") where it fits, else its short form ("2–6 players · solo")."""
        fonts, k = self.app.fonts, self.k
        low, high = rules.players_min, rules.players_max
        texts = []
        if info.solo:
            texts.append(game_text(self.app, "game_tile", gid, low=low, high=high, name=opponent_name(self.app, gid)))
        texts.append(self.t("coll_players_solo" if info.solo else "coll_players", low=low, high=high))
        # the sentence on its lines, else the short form on one line (a little smaller if need be: cut at its
        # "·" it would read badly), else on two
        tries = [(texts[0], size, room) for size in (int(16 * k), int(15 * k))]
        tries += [(texts[-1], size, 1) for size in (int(16 * k), int(15 * k), int(14 * k))]
        tries += [(texts[-1], int(15 * k), room)]
        for text, size, most in tries:
            lines = fonts.wrap_lines(text, "regular", size, width)
            if len(lines) <= most and all(fonts.get("regular", size).size(line)[0] <= width for line in lines):
                return [fonts.text(line, "regular", size, ink) for line in lines]
        return [fonts.fit(texts[-1], "regular", int(16 * k), ink, width)]

    def _draw_options(self, surface: pygame.Surface) -> None:
        fonts, k = self.app.fonts, self.k
        specs = {spec.id: spec for spec in self.offered_options()}
        names = {row.option: option_name(self.game_id, row.option, self.app.lang) for row in self.option_rows}
        # one size for every name: the largest at which each fits on one line (down to a fair size; a name
        # longer still goes on two lines)
        width = min((row.label.w for row in self.option_rows), default=0)
        size = int(18 * k)
        while size > int(15 * k) and any(fonts.get("bold", size).size(n)[0] > width for n in names.values()):
            size -= 1
        for row in self.option_rows:
            spec = specs.get(row.option)
            if spec is None:
                continue
            name = names[row.option]
            lines = [fonts.fit(text, "bold", size, INK, row.label.w)
                     for text in fonts.wrap_lines(name, "bold", size, row.label.w)[:2]]
            line_h = fonts.get("bold", size).get_linesize()
            y = row.label.centery - line_h * len(lines) // 2
            for line in lines:
                surface.blit(line, (row.label.x, y))
                y += line_h
            if row.about is not None:
                text = self.about(spec)
                if text:
                    line = fonts.fit_or_cut(text, "italic", int(16 * k), INK_SOFT, row.about.w, min_size=int(13 * k))
                    at = line.get_rect(midleft=(row.about.x, row.about.centery))
                    surface.blit(line, at)
                    # the items picked by hand, as their pictures (their names are in the pick dialog)
                    x, side = at.right + int(8 * k), row.about.h
                    for item in self.picked_items(row.option):
                        if x + side > row.about.right:
                            break
                        picture = pick_picture(self.app, self.game_id, item, side)
                        surface.blit(picture, picture.get_rect(midleft=(x, row.about.centery)))
                        x += side + int(4 * k)

