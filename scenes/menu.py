"""The main menu: the collection's games on their shelf, the fan of cards, and the entries (Continue, New game,
Challenges, Rules, Settings, Quit); and its question before a new game replaces an interrupted one.

How each game of the collection is pictured and named (``window_games``, ``game_emblem``, ``game_text``,
``opponent_name``, ``short_name``) is scenes/collection.py's; the names are handed on from here too, where the setup
has always imported them.
"""
from __future__ import annotations

import math

import pygame

from game.userdata import has_autosave

from .base import Scene
from .collection import game_emblem, game_info, game_text, opponent_name, short_name, window_games
from .games import screens_of
from .shell.intents import Back, Intent, Key, NextFocus, Press, PreviousFocus, Step, intent_of
from .ui import ACCENT, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL_EDGE, Button, ButtonColumn, panel

# the collection's names, handed on (scenes/collection.py)
__all__ = ["MenuScene", "GameTile", "fan_cards", "window_games", "game_info", "game_text", "opponent_name", "short_name",
           "game_emblem"]

# the cards of the fan, left to right, as (game, preferred kind, its category): a kind the card data lacks is
# replaced by another of the game's kinds (see fan_cards)
def fan_cards(catalogue) -> list[tuple[str, str]]:
    """The title screen's fan as (game, kind) pairs: each game's own (GameScreens.fan_cards), dealt turn about in
    menu order."""
    hands = [[(game_id, kind) for kind in screens_of(game_id).fan_cards(catalogue)] for game_id in window_games()]
    fan: list[tuple[str, str]] = []
    for turn in range(max((len(h) for h in hands), default=0)):
        fan += [hand[turn] for hand in hands if turn < len(hand)]
    return fan


class GameTile(Button):
    """One game of the collection on the menu's shelf: its emblem, its name and who plays it. A click (or Enter
    when the keyboard is on it) starts a new game of it."""

    game_id: str = ""
    app = None
    make_emblem = True        # off: the emblem is drawn only once made (the menu's first frame waits for none)

    def _metrics(self, fonts) -> tuple[int, int, int, int]:
        """(pad, the name's line height, the players line's text size, the emblem area's height)."""
        pad = max(6, round(10 * self.rect.w / 200))
        name_h = fonts.get("bold", self.size).get_linesize()
        sub_size = max(11, round(self.size * 0.72))
        sub_h = fonts.get("regular", sub_size).get_linesize()
        return pad, name_h, sub_size, self.rect.h - 2 * pad - name_h - sub_h - pad // 2

    def emblem(self, fonts, make: bool = True) -> pygame.Surface | None:
        """The game's emblem at the size the tile gives it (None if not made yet and ``make`` is off)."""
        pad, _, _, art_h = self._metrics(fonts)
        size = max(8, round(art_h * 0.9))                # a little air around the emblem
        emblem = game_emblem(self.app, self.game_id, size, make)
        room = self.rect.w - 3 * pad                   # the tile's width, with air either side of the emblem
        if emblem is not None and emblem.get_width() > room:   # a wide emblem (two medallions): smaller, inside
            emblem = game_emblem(self.app, self.game_id, max(8, size * room // emblem.get_width()), make)
        return emblem

    def draw(self, surface: pygame.Surface, fonts) -> None:
        app, rect = self.app, self.rect
        lit = self.hover or self.focus
        k = rect.w / 200
        box = rect.move(0, -max(2, round(4 * k)) if lit else 0)
        panel(surface, box, edge=ACCENT if lit else PANEL_EDGE, radius=max(8, round(14 * k)))
        if lit:
            pygame.draw.rect(surface, ACCENT, box, width=max(2, round(3 * k)), border_radius=max(8, round(14 * k)))
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, box.inflate(8, 8), width=3, border_radius=max(10, round(16 * k)))
        pad, name_h, sub_size, art_h = self._metrics(fonts)
        art = pygame.Rect(box.x + pad, box.y + pad, box.w - 2 * pad, art_h)
        emblem = self.emblem(fonts, self.make_emblem)
        if emblem is not None:
            surface.blit(emblem, emblem.get_rect(center=art.center))
        name = fonts.fit(self.label, "bold", self.size, INK, box.w - 2 * pad)
        surface.blit(name, name.get_rect(midtop=(box.centerx, art.bottom + pad // 2)))
        # the head of the game's card data: its whole rules are not needed to show it on the shelf
        head = app.catalogue.header(self.game_id)
        who = app.t("coll_players_solo" if head.solo else "coll_players", low=head.players_min, high=head.players_max)
        sub = fonts.fit(who, "regular", sub_size, INK_SOFT, box.w - 2 * pad)
        surface.blit(sub, sub.get_rect(midtop=(box.centerx, art.bottom + pad // 2 + name_h)))


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.column = ButtonColumn()
        self.shelf = ButtonColumn()     # the collection: one tile per game, a click starts a new game of it
        self.time = 0.0
        self.fan = fan_cards(app.catalogue)
        for game_id in dict.fromkeys(g for g, _ in self.fan):
            screens_of(game_id).prepare(app)       # their pictures' files checked before the first frame
        self.dealt = 0                  # fan cards ready to show (see update)
        self.emblems_made = False       # every tile's emblem made once (see update); then made as drawn
        self.drawn = False              # whether the menu has been on screen once
        self._tilted = app.pictures.shelf("menu fan")
        # New game while a game is interrupted asks first: continue it, start a new one, or go back
        self.asking = False
        self.dialog = ButtonColumn(enter_default=True, horizontal=True)
        self.waiting = ""               # the interrupted game in a few words (its game and players)
        self._by_key = False            # the event being handled is a key (the question then takes the focus)
        self._chosen: str | None = None  # the game the New game being asked about is for (None: the setup's)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = k = max(1.0, min(w / 1600, h / 900))
        bw, bh, gap = int(360 * k), int(62 * k), int(18 * k)
        x = int(w * 0.62) - bw // 2
        saved = has_autosave()
        entries = [("continue", self.resume, True)] if saved else []
        entries += [
            ("new_game", self.new_game, not saved),
            ("challenges", self.challenges, False),
            ("records", self.open_records, False),
            ("rules", self.rules, False),
            ("settings", self.open_settings, False),
            ("quit", self.app.quit, False),
        ]
        # the title block (title, the collection's games, the tagline) sits above the buttons, all centred as one
        self.title_h = int(84 * k) + int(40 * k) + int(36 * k) + int(64 * k)
        n = len(entries)
        block = self.title_h + n * bh + (n - 1) * gap
        if block > h - 40:          # seven buttons in a small window: closer and a little lower, never cut off
            gap = int(12 * k)
            bh = max(int(48 * k), (h - 40 - self.title_h - (n - 1) * gap) // n)
            block = self.title_h + n * bh + (n - 1) * gap
        top = max(20, h // 2 - block // 2)
        y = top + self.title_h
        self.column.set([
            Button(self.t(key), action, pygame.Rect(x, y + i * (bh + gap), bw, bh), primary=primary,
                   size=int(26 * k))
            for i, (key, action, primary) in enumerate(entries)
        ])
        self.title_top = top
        self.card_width = max(110, min(int(190 * k), h // 5))
        self._layout_shelf(size, x)
        if self.asking:
            self._layout_question(size)

    def _layout_shelf(self, size: tuple[int, int], column_x: int) -> None:
        """The left of the window, from the top: the fan of cards, then the collection's shelf (a heading and
        one tile per game), the two as one block in the middle of the window's height."""
        w, h = size
        k = self.s
        margin, gap = int(40 * k), int(18 * k)
        self.left = pygame.Rect(margin, 0, max(200, column_x - 2 * margin), h)
        ids = window_games()
        n = max(1, len(ids))
        tile_w = min(int(200 * k), (self.left.w - (n - 1) * gap) // n)
        tile_h = round(tile_w * 0.92)
        cw = self.card_width
        fan_h = round(cw * 1.4 * 0.93 + cw * 0.55) + round(2 * cw * 0.12)   # the tilted cards' height, spread
        heading_h = int(34 * k)
        block = fan_h + int(26 * k) + heading_h + tile_h
        top = max(int(16 * k), (h - block) // 2)
        self.fan_centre = (self.left.centerx, top + fan_h // 2 - round(cw * 0.12))
        self.shelf_heading = pygame.Rect(self.left.x, top + fan_h + int(26 * k), self.left.w, heading_h)
        row_w = n * tile_w + (n - 1) * gap
        x0 = self.left.centerx - row_w // 2
        tiles = []
        for i, game_id in enumerate(ids):
            tile = GameTile(short_name(self.app, game_id), self._new_game_of(game_id),
                            pygame.Rect(x0 + i * (tile_w + gap), self.shelf_heading.bottom, tile_w, tile_h),
                            size=max(14, round(22 * tile_w / 200)))
            tile.game_id, tile.app, tile.make_emblem = game_id, self.app, self.emblems_made
            tiles.append(tile)
        self.shelf.set(tiles)

    def _layout_question(self, size: tuple[int, int]) -> None:
        w, h = size
        k = self.s
        self.question_box = box = pygame.Rect(0, 0, int(720 * k), int(252 * k))
        box.center = (w // 2, h // 2)
        gap = int(24 * k)
        bw, bh = (box.w - 4 * gap) // 3, int(58 * k)
        y = box.bottom - gap - bh
        entries = [("continue", self._question_continue, True), ("new_game", self._question_replace, False),
                   ("back", self._question_close, False)]
        self.dialog.set([Button(self.t(key), action, pygame.Rect(box.x + gap + i * (bw + gap), y, bw, bh),
                                primary=primary, size=int(22 * k))
                         for i, (key, action, primary) in enumerate(entries)])

    def enter(self) -> None:
        self.layout(self.app.size)
        self.app.audio.music("menu")

    def _rotated(self, game_id: str, kind: str, width: int, angle: float) -> pygame.Surface:
        """A tilted card face, cached per half degree so the sway costs no rotation per frame."""
        key = (game_id, kind, width, angle, self.app.lang)
        surf = self._tilted.get(key)
        if surf is None:
            face = screens_of(game_id).card_face(self.app, kind, width, self.app.lang)
            surf = pygame.transform.rotozoom(face, -angle, 1.0)
            self._tilted[key] = surf
        return surf

    def resume(self) -> None:
        """Continue the interrupted game; a damaged save is put aside with a message (a new game is offered)."""
        from game import savegame
        from game.errors import SaveError

        try:
            match = savegame.load_autosave()
        except SaveError as exc:
            self.app.notice = self.t("save_damaged", error=str(exc))
            self.layout(self.app.size)
            return
        from .games import in_window

        if not in_window(match.game_id):          # kept as it is: the commands play it
            self.app.notice = self.t("save_not_in_window", game=match.definition.info.name(self.app.lang))
            self.layout(self.app.size)
            return
        from .games import score_scene, table_scene

        self.app.push(score_scene(self.app, match) if match.over else table_scene(self.app, match))

    def new_game(self, game_id: str | None = None) -> None:
        """The setup screen (on ``game_id``, a game of the shelf; None: the last setup played); first a question
        if a game is interrupted: its autosave is overwritten as soon as a new game's table is on screen (Back
        from the setup screen still keeps it)."""
        self._chosen = game_id
        if not has_autosave():
            self._open_setup()
            return
        self.asking = True
        self.app.audio.play("dialog")
        self.waiting = self._waiting_game()
        self.dialog = ButtonColumn(enter_default=True, horizontal=True)
        self._layout_question(self.app.size)
        if self._by_key:
            # asked from the keyboard: the focus goes into the question, on its first (and safe) answer
            self.dialog.on_intent(NextFocus())

    def _new_game_of(self, game_id: str):
        def start() -> None:
            self.new_game(game_id)
        return start

    def _waiting_game(self) -> str:
        """"Forêt · Ana, Bob, Cid": what Continue would resume; "" if the save cannot be read (Continue then
        says why)."""
        from game import savegame
        from game.errors import SaveError

        try:
            match = savegame.load_match(savegame.autosave_path())
        except SaveError:
            return ""
        parts = [match.definition.info.name(self.app.lang)]
        if match.solo:
            parts.append(self.t("solo"))
        parts.append(", ".join(seat.name for seat in match.seats))
        return " · ".join(parts)

    def _question_continue(self) -> None:
        self.asking = False
        self.resume()

    def _question_replace(self) -> None:
        self.asking = False
        self._open_setup()

    def _question_close(self) -> None:
        self.asking = False

    def _open_setup(self) -> None:
        from .setup import SetupScene

        self.app.push(SetupScene(self.app, self._chosen))

    def challenges(self) -> None:
        from .ladder import LadderScene

        self.app.push(LadderScene(self.app))

    def open_records(self) -> None:
        from .records import RecordsScene

        self.app.push(RecordsScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        if isinstance(intent, Press) and self.app.notice:
            self.app.notice = None
        if self.asking:
            # the question is modal: nothing reaches the menu behind it, and Escape closes it (not the game)
            if isinstance(intent, Back):
                self._question_close()
            else:
                self.dialog.on_intent(intent)
            return True
        self._by_key = isinstance(intent, Key)
        try:
            if isinstance(intent, Key):
                return self._shelf_key(intent) or self.column.on_intent(intent)
            if isinstance(intent, Press):
                self.shelf.clear_focus()
            return self.shelf.on_intent(intent, keys=False) or self.column.on_intent(intent)
        finally:
            self._by_key = False

    def _shelf_key(self, intent: Key) -> bool:
        """The keyboard between the entries and the shelf: ← from the entries goes to the shelf's first game;
        on the shelf ← and → go from game to game (→ past the last one back to the entries), Enter or Space
        start the game, ↑, ↓ and Tab go back to the entries (on New game)."""
        tiles = self.shelf.buttons
        if not tiles:
            return False
        across = intent.dx if isinstance(intent, Step) and not intent.dy else 0
        if self.shelf.focus < 0:
            if across < 0:
                self.column.clear_focus()
                self.shelf.focus_on(0)
                return True
            return False
        if across:
            to = self.shelf.focus + across
            if to >= len(tiles):
                self._back_to_entries()
            else:
                self.shelf.focus_on(max(0, to))
            return True
        if isinstance(intent, (Step, NextFocus, PreviousFocus)):
            self._back_to_entries()
            return True
        return self.shelf.on_intent(intent)

    def _back_to_entries(self) -> None:
        self.shelf.clear_focus()
        labels = [b.label for b in self.column.buttons]
        self.column.focus_on(labels.index(self.t("new_game")) if self.t("new_game") in labels else 0)

    def animating(self) -> bool:
        # the emblems and the fan are still made, or the fan sways (unless animations are off)
        return not self.emblems_made or self.dealt < len(self.fan) or self.app.settings.animation_speed > 0

    def update(self, dt: float) -> None:
        self.time += dt * max(self.app.settings.animation_speed, 0.0)
        if not self.drawn:
            return
        # from the second frame on, each frame makes one of the shelf's emblems and deals one card of the fan, each
        # drawn from its art once; the first frame (the start-up's last step) waits for none of them
        if not self.emblems_made:
            fonts = self.app.fonts
            waiting = next((tile for tile in self.shelf.buttons if tile.emblem(fonts, make=False) is None), None)
            if waiting is not None:
                waiting.emblem(fonts)
            else:
                self.emblems_made = True
                for tile in self.shelf.buttons:
                    tile.make_emblem = True
        if self.dealt < len(self.fan):
            game_id, kind = self.fan[self.dealt]
            screens_of(game_id).card_face(self.app, kind, self.card_width, self.app.lang)
            self.dealt += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = True
        surface.blit(self.app.background(), (0, 0))
        w, h = surface.get_size()
        fonts = self.app.fonts
        # a gently swaying fan of cards on the left, above the shelf
        cw = self.card_width
        cx, cy = self.fan_centre
        for i, (game_id, kind) in enumerate(self.fan[: self.dealt]):
            angle = (i - 2) * 11 + math.sin(self.time * 0.8 + i) * 1.5
            rotated = self._rotated(game_id, kind, cw, round(angle * 2) / 2)
            dx = (i - 2) * cw * 0.48
            dy = abs(i - 2) * cw * 0.12
            surface.blit(rotated, rotated.get_rect(center=(cx + dx, cy + dy)))
        self._draw_shelf(surface)
        k = self.s
        right = self.column.buttons[0].rect.centerx
        title = fonts.text("Ecosystème", "title", int(84 * k), LIGHT)
        rect = title.get_rect(midtop=(right, self.title_top))
        surface.blit(title, rect)
        games = " · ".join(short_name(self.app, g) for g in window_games())
        subtitle = fonts.fit(games, "bold", int(24 * k), (214, 190, 120), self.column.buttons[0].rect.w + int(120 * k))
        sub_rect = subtitle.get_rect(midtop=(right, rect.bottom + int(8 * k)))
        surface.blit(subtitle, sub_rect)
        tag = fonts.text(self.t("tagline"), "italic", int(26 * k), LIGHT_SOFT)
        surface.blit(tag, tag.get_rect(midtop=(right, sub_rect.bottom + int(6 * k))))
        self.column.draw(surface, fonts)
        version = fonts.text(self.t("version", v=self.app.version), "regular", int(16 * self.s), LIGHT_SOFT)
        surface.blit(version, version.get_rect(bottomright=(w - 16, h - 12)))
        if self.app.notice:
            # over the fan of cards, clear of the title, the buttons and the shelf
            width = min(int(560 * self.s), self.left.w, rect.x - int(24 * self.s) - self.left.x)
            lines = fonts.wrap(self.app.notice, "regular", int(18 * self.s), (60, 40, 30), width - 40)
            line_h = lines[0].get_height()
            box = pygame.Rect(0, 0, width, 24 + line_h * len(lines))
            box.topleft = (self.left.x, int(24 * self.s))
            panel(surface, box)
            for i, line in enumerate(lines):
                surface.blit(line, (box.x + 20, box.y + 12 + line_h * i))
        if self.asking:
            self._draw_question(surface)

    def _draw_shelf(self, surface: pygame.Surface) -> None:
        """The collection: a heading with a rule either side, then the games' tiles."""
        fonts, k, rect = self.app.fonts, self.s, self.shelf_heading
        heading = fonts.fit(self.t("coll_heading"), "bold", int(20 * k), (214, 190, 120), rect.w)
        at = heading.get_rect(center=(rect.centerx, rect.y + rect.h * 0.42))
        surface.blit(heading, at)
        row = self.shelf.buttons
        if row:
            left, right = row[0].rect.x, row[-1].rect.right
            for x0, x1 in ((left, at.x - int(14 * k)), (at.right + int(14 * k), right)):
                if x1 - x0 > 8:
                    pygame.draw.line(surface, (112, 128, 110), (x0, at.centery), (x1, at.centery), max(1, int(2 * k)))
        self.shelf.draw(surface, fonts)

    def _draw_question(self, surface: pygame.Surface) -> None:
        """In the style of the table's leave dialog: the screen shaded, a panel, the question, three answers."""
        w, h = self.app.size
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        fonts, k, box = self.app.fonts, self.s, self.question_box
        panel(surface, box)
        title = fonts.fit(self.t("menu_replace_title"), "title", int(30 * k), INK, box.w - 40)
        y = box.y + int(26 * k)
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y += title.get_height() + int(10 * k)
        if self.waiting:
            line = fonts.fit_or_cut(self.waiting, "bold", int(20 * k), INK, box.w - 40, min_size=int(16 * k))
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height() + int(8 * k)
        note = fonts.wrap(self.t("menu_replace_note"), "regular", int(18 * k), INK_SOFT, box.w - int(60 * k))
        for line in note[:2]:
            surface.blit(line, line.get_rect(midtop=(box.centerx, y)))
            y += line.get_height()
        self.dialog.draw(surface, fonts)
