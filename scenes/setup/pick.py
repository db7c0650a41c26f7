"""An option's value picked by hand (the game's ``Pick``: Canopée's species of set D): the dialog over the setup,
a tile per item to tick, and the items' pictures."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Pick, PickItem

from ..games import card_icon
from ..shell.intents import Back, Intent, Point, Press, Release, Step
from ..ui import (ACCENT, ACCENT_DARK, BAD, HIGHLIGHT, INK, INK_SOFT, LIGHT, PANEL, PANEL_EDGE, Button, ButtonColumn,
                  panel)

if TYPE_CHECKING:
    from .scene import SetupScene


class PickToggle(Button):
    """One item in the pick dialog (a species): its picture and name; lit while chosen."""

    chosen: bool = False
    picture: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, fonts) -> None:
        rect, lit = self.rect, self.hover or self.focus
        fill = (252, 232, 190) if self.chosen else ((250, 246, 236) if lit else PANEL)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = ACCENT_DARK if self.chosen else (ACCENT if lit else PANEL_EDGE)
        pygame.draw.rect(surface, edge, rect, width=3 if self.chosen or lit else 1, border_radius=10)
        if self.focus:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(8, 8), width=3, border_radius=12)
        pad = max(4, rect.h // 10)
        x = rect.x + pad
        if self.picture is not None:
            surface.blit(self.picture, self.picture.get_rect(midleft=(x, rect.centery)))
            x += self.picture.get_width() + pad
        mark = max(12, rect.h // 3)
        text_w = rect.right - x - pad - mark - pad
        # the name on two lines at most, each kept inside the tile (a long word made smaller, never cut)
        size = self.size
        while size > 11 and len(fonts.wrap_lines(self.label, "bold", size, text_w)) > 2:
            size -= 1
        lines = [fonts.fit(text, "bold", size, INK, text_w)
                 for text in fonts.wrap_lines(self.label, "bold", size, text_w)[:2]]
        line_h = fonts.get("bold", size).get_linesize()
        y = rect.centery - line_h * len(lines) // 2
        for line in lines:
            surface.blit(line, (x, y + (line_h - line.get_height()) // 2))
            y += line_h
        # the check box at the right: ticked while chosen
        box = pygame.Rect(0, 0, mark, mark)
        box.midright = (rect.right - pad, rect.centery)
        corner = max(3, mark // 5)
        pygame.draw.rect(surface, ACCENT_DARK if self.chosen else LIGHT, box, border_radius=corner)
        pygame.draw.rect(surface, ACCENT_DARK if self.chosen else PANEL_EDGE, box, width=2, border_radius=corner)
        if self.chosen:
            bx, by, bw, bh = box
            points = [(bx + bw * 0.2, by + bh * 0.55), (bx + bw * 0.42, by + bh * 0.78),
                      (bx + bw * 0.8, by + bh * 0.25)]
            pygame.draw.lines(surface, LIGHT, False, points, max(2, mark // 6))


class PickDialog:
    """Pick an option's value by hand (Canopée's species of set D): a tile per item to tick, in its groups, how
    many are ticked, Draw at random, Clear, and Done once the count is one the game allows. Escape (or Back)
    leaves the choice as it was. Its words are the setup's ``pick_text`` for the option."""

    def __init__(self, setup: SetupScene, option: str, pick: Pick, picked: list[str]) -> None:
        self.setup = setup
        self.app = setup.app
        self.option = option
        self.pick = pick
        self.items = pick.items                   # the game's PickItems, in its order
        self.counts = pick.counts
        self.picked = set(picked)
        self.column = ButtonColumn(horizontal=True)
        self.mouse = (-1, -1)

    def t(self, part: str, **fmt) -> str:
        return self.setup.pick_text(self.option, part, **fmt)

    def valid(self) -> bool:
        return len(self.picked) in self.counts

    def result(self) -> tuple[str, ...]:
        return self.pick.ordered(self.picked)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        k = self.setup.k

        def px(v: float) -> int:
            return int(v * k)

        cols = 4
        pad, gap = px(32), px(12)
        heading_h, group_gap, bottom_h = px(28), px(10), px(56)
        # the items by group, each under its heading (none for the group ""), the groups in the game's order
        by_group: dict[str, list[PickItem]] = {}
        for item in self.items:
            by_group.setdefault(item.group, []).append(item)
        groups = list(by_group.items())
        headed = sum(1 for group, _ in groups if group)
        rows = sum(-(-len(items) // cols) for _, items in groups)
        fixed = headed * heading_h + (rows - len(groups)) * gap + (len(groups) - 1) * group_gap
        # as tall as its content (tiles px(64) high), within the window
        height = min(px(104) + fixed + rows * px(64) + px(24) + bottom_h + pad, h - 40)
        self.box = pygame.Rect(0, 0, min(px(960), w - 40), height)
        self.box.center = (w // 2, h // 2)
        grid_top = self.box.y + px(104)
        grid_h = self.box.bottom - pad - bottom_h - px(24) - grid_top
        tile_w = (self.box.w - 2 * pad - (cols - 1) * gap) // cols
        tile_h = min(px(64), (grid_h - fixed) // max(1, rows))
        lang = self.app.lang
        buttons: list[Button] = []
        self.tiles: list[pygame.Rect] = []
        self.headings: list[tuple[str, pygame.Rect]] = []
        y = grid_top
        for group, items in groups:
            if group:
                self.headings.append((group, pygame.Rect(self.box.x + pad, y, self.box.w - 2 * pad, heading_h)))
                y += heading_h
            for n, item in enumerate(items):
                r, c = divmod(n, cols)
                rect = pygame.Rect(self.box.x + pad + c * (tile_w + gap), y + r * (tile_h + gap), tile_w, tile_h)
                self.tiles.append(rect)
                toggle = PickToggle(item.name(lang), self._toggle(item.id), rect, size=px(17))
                toggle.chosen = item.id in self.picked
                toggle.picture = pick_picture(self.app, self.setup.game_id, item, tile_h - px(14))
                buttons.append(toggle)
            y += -(-len(items) // cols) * (tile_h + gap) - gap + group_gap
        y = self.box.bottom - pad - bottom_h
        self.count_rect = pygame.Rect(self.box.x + pad, y, px(220), bottom_h)
        draw = pygame.Rect(self.count_rect.right + px(12), y, px(210), bottom_h)
        clear = pygame.Rect(draw.right + px(12), y, px(170), bottom_h)
        done = pygame.Rect(0, 0, px(200), bottom_h)
        done.bottomright = (self.box.right - pad, self.box.bottom - pad)
        buttons.append(Button(self.t("draw"), self.draw_random, draw, size=px(20)))
        buttons.append(Button(self.t("clear"), self.clear, clear, size=px(20)))
        self.done_button = Button(self.t("done"), self.done, done, primary=True, size=px(22))
        self.done_button.enabled = self.valid()
        buttons.append(self.done_button)
        self.column.set(buttons, same_places=True)
        for b in buttons:
            b.hover = b.enabled and b.rect.collidepoint(self.mouse)

    def _toggle(self, sid: str):
        def toggle() -> None:
            if sid in self.picked:
                self.picked.discard(sid)
            elif len(self.picked) < max(self.counts):
                self.picked.add(sid)
            self.layout(self.app.size)
        return toggle

    def draw_random(self) -> None:
        """A choice the rules allow, drawn at random (the player may change it before Done)."""
        rng = random.SystemRandom()
        count = rng.choice(self.counts)
        self.picked = set(rng.sample([item.id for item in self.items], count))
        self.layout(self.app.size)

    def clear(self) -> None:
        self.picked = set()
        self.layout(self.app.size)

    def done(self) -> None:
        if self.valid():
            self.setup.pick_chosen(self.option, self.result())

    def take(self, intent: Intent) -> bool:
        """An intent, from the mouse or the keys alike (the setup passes it on while the dialog is open): Escape
        cancels, ↑ / ↓ go across the grid's rows, the rest is its buttons'."""
        if isinstance(intent, (Point, Press, Release)):
            self.mouse = intent.pos
        if isinstance(intent, Back):
            self.setup.pick_chosen(self.option, None)
            return True
        if isinstance(intent, Step) and intent.dy and self.column.focus >= 0:
            self._vertical(intent.dy)
            return True
        self.column.on_intent(intent)
        return True                # modal: nothing reaches the setup behind it

    def _vertical(self, step: int) -> None:
        """↑ / ↓ on the grid: the control in the row above / below, the nearest across (← / → and Tab go
        one by one)."""
        here = self.column.buttons[self.column.focus].rect
        rows = [(i, b.rect) for i, b in enumerate(self.column.buttons)
                if b.enabled and (b.rect.centery - here.centery) * step > here.h // 2]
        if not rows:
            return
        nearest = min(abs(r.centery - here.centery) for _, r in rows)
        row = [(i, r) for i, r in rows if abs(r.centery - here.centery) - nearest < here.h // 2]
        self.column.focus_on(min(row, key=lambda item: abs(item[1].centerx - here.centerx))[0])

    def draw(self, surface: pygame.Surface) -> None:
        k = self.setup.k
        fonts = self.app.fonts

        def px(v: float) -> int:
            return int(v * k)

        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        title = fonts.fit(self.t("title"), "title", px(32), INK, self.box.w - px(64))
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + px(22))))
        counts = self.t("or").join(str(n) for n in self.counts)
        intro = fonts.fit(self.t("intro", counts=counts), "regular", px(19), INK_SOFT,
                          self.box.w - px(64))
        surface.blit(intro, intro.get_rect(midtop=(self.box.centerx, self.box.y + px(70))))
        for group, rect in self.headings:
            heading = fonts.fit(self.t(group), "bold", px(18), INK_SOFT, rect.w)
            surface.blit(heading, heading.get_rect(midleft=(rect.x, rect.centery)))
            line_y = rect.centery + 1
            pygame.draw.line(surface, PANEL_EDGE, (rect.x + heading.get_width() + px(12), line_y),
                             (rect.right, line_y), 1)
        self.column.draw(surface, fonts)
        ink = INK if self.valid() else BAD
        count = fonts.fit(self.t("count", n=len(self.picked)) + f" / {counts}", "bold", px(22), ink,
                          self.count_rect.w)
        surface.blit(count, count.get_rect(midleft=(self.count_rect.x, self.count_rect.centery)))


def pick_picture(app, game_id: str, item: PickItem, size: int) -> pygame.Surface:
    """An item's picture for its tile: the icon of its card kind (scenes/games.card_icon), or its initial on a
    green disc for an item without a picture."""
    size = max(8, size)
    if item.icon is not None:
        return card_icon(app, game_id, item.icon, size)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surf, (70, 120, 80), (size // 2, size // 2), size // 2)
    letter = app.fonts.text(item.name(app.lang)[:1].upper(), "bold", size // 2, LIGHT)
    surf.blit(letter, letter.get_rect(center=(size // 2, size // 2)))
    return surf
