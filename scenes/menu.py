"""The main menu, and its question before a new game replaces an interrupted one."""
from __future__ import annotations

import math

import pygame

from game.userdata import has_autosave

from .base import Scene
from .cardart import pick_kinds
from .ui import INK, INK_SOFT, LIGHT, LIGHT_SOFT, Button, ButtonColumn, panel

# the cards of the fan, left to right, as (game, preferred kind, its category): a kind the card data lacks is
# replaced by another of the game's kinds (see fan_cards)
FAN = [("forest", "fox", "animal"), ("savane", "giraffe", "animal"), ("forest", "bee", "animal"),
       ("savane", "lion", "animal"), ("forest", "stream", "habitat")]


def fan_cards(catalogue) -> list[tuple[str, str]]:
    """The fan as (game, kind) pairs the card data has: FAN's own cards where the data has them, else others of
    the same game (never one card twice)."""
    picked = {game_id: iter(pick_kinds(catalogue[game_id], [(kind, cat) for g, kind, cat in FAN if g == game_id]))
              for game_id in dict.fromkeys(g for g, _, _ in FAN)}
    return [(game_id, next(picked[game_id])) for game_id, _, _ in FAN]


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.column = ButtonColumn()
        self.time = 0.0
        self.fan = fan_cards(app.catalogue)
        self.dealt = 0                  # fan cards ready to show (see update)
        self.drawn = False              # whether the menu has been on screen once
        self._tilted: dict = {}
        # New game while a game is interrupted asks first: continue it, start a new one, or go back
        self.asking = False
        self.dialog = ButtonColumn(enter_default=True, horizontal=True)
        self.waiting = ""               # the interrupted game in a few words (its game and players)
        self._by_key = False            # the event being handled is a key (the question then takes the focus)

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
            ("rules", self.rules, False),
            ("settings", self.open_settings, False),
            ("quit", self.app.quit, False),
        ]
        # the title block (title, the two games, the tagline) sits above the buttons, all centred as one
        self.title_h = int(84 * k) + int(40 * k) + int(36 * k) + int(64 * k)
        n = len(entries)
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
        if self.asking:
            self._layout_question(size)

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

    def _rotated(self, game_id: str, kind: str, width: int, angle: float) -> pygame.Surface:
        """A tilted card face, cached per half degree so the sway costs no rotation per frame."""
        key = (game_id, kind, width, angle, self.app.lang)
        surf = self._tilted.get(key)
        if surf is None:
            face = self.app.cards.face(game_id, kind, width, self.app.lang)
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

    def new_game(self) -> None:
        """The setup screen; first a question if a game is interrupted: its autosave is overwritten as soon as
        a new game's table is on screen (Back from the setup screen still keeps it)."""
        if not has_autosave():
            self._open_setup()
            return
        self.asking = True
        self.waiting = self._waiting_game()
        self.dialog = ButtonColumn(enter_default=True, horizontal=True)
        self._layout_question(self.app.size)
        if self._by_key:
            # asked from the keyboard: the focus goes into the question, on its first (and safe) answer
            self.dialog.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))

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

        self.app.push(SetupScene(self.app))

    def challenges(self) -> None:
        from .ladder import LadderScene

        self.app.push(LadderScene(self.app))

    def rules(self) -> None:
        from .rules import RulesScene

        self.app.push(RulesScene(self.app))

    def open_settings(self) -> None:
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def back(self) -> None:
        self.app.quit()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and self.app.notice:
            self.app.notice = None
        if self.asking:
            # the question is modal: nothing reaches the menu behind it, and Escape closes it (not the game)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self._question_close()
            else:
                self.dialog.handle(event)
            return True
        self._by_key = event.type == pygame.KEYDOWN
        try:
            return self.column.handle(event)
        finally:
            self._by_key = False

    def animating(self) -> bool:
        # the fan is still dealt, or it sways (unless animations are off)
        return self.dealt < len(self.fan) or self.app.settings.animation_speed > 0

    def update(self, dt: float) -> None:
        self.time += dt * max(self.app.settings.animation_speed, 0.0)
        if self.drawn and self.dealt < len(self.fan):
            # the fan is dealt one card per frame from the second frame on: each face is drawn from its SVG
            # once, and the first frame (the start-up's last step) waits for none of them
            game_id, kind = self.fan[self.dealt]
            self.app.cards.face(game_id, kind, self.card_width, self.app.lang)
            self.dealt += 1

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn = True
        surface.blit(self.app.background(), (0, 0))
        w, h = surface.get_size()
        fonts = self.app.fonts
        # a gently swaying fan of cards on the left
        cw = self.card_width
        cx, cy = int(w * 0.27), int(h * 0.56)
        for i, (game_id, kind) in enumerate(self.fan[: self.dealt]):
            angle = (i - 2) * 11 + math.sin(self.time * 0.8 + i) * 1.5
            rotated = self._rotated(game_id, kind, cw, round(angle * 2) / 2)
            dx = (i - 2) * cw * 0.48
            dy = abs(i - 2) * cw * 0.12
            surface.blit(rotated, rotated.get_rect(center=(cx + dx, cy + dy)))
        k = self.s
        right = self.column.buttons[0].rect.centerx
        title = fonts.text("Ecosystème", "title", int(84 * k), LIGHT)
        rect = title.get_rect(midtop=(right, self.title_top))
        surface.blit(title, rect)
        games = " · ".join(self.app.catalogue[g].name(self.app.lang).split("–")[-1].strip() for g in ("forest", "savane"))
        subtitle = fonts.text(games, "bold", int(24 * k), (214, 190, 120))
        sub_rect = subtitle.get_rect(midtop=(right, rect.bottom + int(8 * k)))
        surface.blit(subtitle, sub_rect)
        tag = fonts.text(self.t("tagline"), "italic", int(26 * k), LIGHT_SOFT)
        surface.blit(tag, tag.get_rect(midtop=(right, sub_rect.bottom + int(6 * k))))
        self.column.draw(surface, fonts)
        version = fonts.text(self.t("version", v=self.app.version), "regular", int(16 * self.s), LIGHT_SOFT)
        surface.blit(version, version.get_rect(bottomright=(w - 16, h - 12)))
        if self.app.notice:
            # under the fan of cards, clear of the buttons
            width = min(int(560 * self.s), self.column.buttons[0].rect.x - 60)
            lines = fonts.wrap(self.app.notice, "regular", int(18 * self.s), (60, 40, 30), width - 40)
            line_h = lines[0].get_height()
            box = pygame.Rect(0, 0, width, 24 + line_h * len(lines))
            box.midbottom = (max(width // 2 + 20, int(w * 0.27)), h - 30)
            panel(surface, box)
            for i, line in enumerate(lines):
                surface.blit(line, (box.x + 20, box.y + 12 + line_h * i))
        if self.asking:
            self._draw_question(surface)

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
