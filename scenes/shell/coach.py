"""Learn to play on a table: the lesson's panel, its pointer and its buttons (game/tutorial.py keeps the lesson).

A ``Coach`` rides on any game's table (scenes/shell/table_base.py asks it first): the panel takes the game log's
place (the log is the table's least needed part in a first game; a table with no room for it gets a box at its
bottom right), says the step, and points at the move it asks for — the table's own hint marks for that action
(each table knows where an action is on screen: its button, card, pile, cell or tree: ``coach_marks``), ringed
in their own colour, with an arrow from the card to drag to where it goes, or from the panel to the move. The
rules still check every move: the table submits as ever, and the coach only vets it against the step (``allow``)
and follows it (``played``).

The panel's buttons never move: each kind has its place, from the bottom (``_button_rects``), whatever the words
above.
"""
from __future__ import annotations

import math

import pygame

from game import tutorial as T

from ..ui import ACCENT, BAD, INK, INK_SOFT, PANEL, Button, ButtonColumn, panel
from .intents import ANSWERING, Back, Confirm, Intent, Release

QUIET_AFTER_NEXT = 0.35          # a second Enter after Next must not pass the next step unread (as a telling's)
READ_BEFORE_ENTER = 1.0          # a step that tells is on screen this long before Enter passes it (its button: at once)
RING = (255, 112, 170)        # apart from the table's gold (what may be chosen) and the hint's blue


class Coach:
    """The lesson on ``table`` (see the module's docstring)."""

    def __init__(self, table, lesson: T.Lesson) -> None:
        self.table = table
        self.lesson = lesson
        self.held = None                   # a move held by a strict step: taken back, or played anyway
        self.buttons = ButtonColumn(horizontal=True)
        self._key = None
        self.quiet_until = -1.0
        self._shown: tuple[int, float] | None = None     # the step on screen and since when (READ_BEFORE_ENTER)

    # ------------------------------------------------------------------ what is on screen

    @property
    def app(self):
        return self.table.app

    def t(self, key: str, **kw) -> str:
        return self.app.t(key, **kw)

    @property
    def active(self) -> bool:
        return not self.lesson.closed

    def asking(self) -> bool:
        """The learner's own decision is on screen, nothing being told over it."""
        tb = self.table
        return (tb.seat is not None and not tb.match.over and tb.seat in tb.match.state.to_act()
                and not tb.private and not tb.handing_off and not tb.playing_show())

    def view(self):
        return self.table.match.view(self.table.seat) if self.table.seat is not None else None

    def step(self) -> tuple[int, T.Step] | None:
        if not self.asking():
            return None
        return self.lesson.current(self.view())

    def state(self) -> str:
        """What the panel shows: "held", "end", "step", "free" or "watch"."""
        if self.held is not None:
            return "held"
        if self.lesson.over:
            return "end"
        if not self.asking():
            return "watch"
        return "step" if self.step() is not None else "free"

    def rect(self) -> pygame.Rect:
        tb = self.table
        s = tb.s
        log = tb.log_rect()
        if log is not None and log.h >= round(230 * s) and log.w >= round(260 * s):
            return log
        w, h = self.app.size
        box = pygame.Rect(0, 0, round(380 * s), round(270 * s))
        box.bottomright = (w - round(12 * s), h - round(64 * s))
        return box

    def _button_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The panel's three places, each as wide as the panel (a long French label stays large), from the
        bottom: Skip (or, at the end, Finish this game), the step's answer (Next, Take it back, Play a real
        game), and a second answer above it (Play it anyway). Each kind of button has its place, whatever the
        words above."""
        box = self.rect()
        s = self.table.s
        pad, bh = round(8 * s), round(38 * s)
        skip = pygame.Rect(box.x + pad, box.bottom - pad - bh, box.w - 2 * pad, bh)
        first = skip.move(0, -(bh + pad))
        second = first.move(0, -(bh + pad))
        return skip, second, first

    def refresh(self) -> None:
        """The panel's buttons for what it shows now (each at its fixed place)."""
        if not self.active:
            self.buttons.set([])
            return
        skip, second, first = self._button_rects()
        size = self.table.fs(17)
        state = self.state()
        buttons = []
        if state == "end":
            buttons.append(Button(self.t("tut_finish_game"), self.finish_game, skip, size=size))
            buttons.append(Button(self.t("tut_real_game"), self.real_game, first, primary=True, size=size))
        else:
            buttons.append(Button(self.t("tut_skip"), self.skip, skip, size=size))
        if state == "held":
            buttons.append(Button(self.t("tut_play_anyway"), self.play_anyway, second, size=size))
            buttons.append(Button(self.t("tut_take_back"), self.take_back, first, primary=True, size=size))
        elif state == "step":
            _, step = self.step()
            if step.telling:
                buttons.append(Button(self.t("tut_next"), self.next, first, primary=True, size=size))
        key = tuple((b.label, tuple(b.rect)) for b in buttons)
        if key != self._key:
            self._key = key
            self.buttons.set(buttons)

    # ------------------------------------------------------------------ the player's answers

    def next(self) -> None:
        self.lesson.next(self.view())
        self.quiet_until = self.table.time + QUIET_AFTER_NEXT
        self.save()
        self.refresh()

    def take_back(self) -> None:
        self.held = None
        self.table.undo_held()
        self.refresh()

    def play_anyway(self) -> None:
        action, self.held = self.held, None
        if action is not None:
            self.table.submit_anyway(action)
        self.refresh()

    def skip(self) -> None:
        """The lesson is skipped: a real game's setup, prepared (as at its end)."""
        self.real_game()

    def finish_game(self) -> None:
        """The player plays the lesson's game to its end, without the guide."""
        self.lesson.closed = True
        T.update_progress(self.table.match.game_id, done=True)
        self.save()
        self.refresh()

    def real_game(self) -> None:
        """Now play a real game: the setup of this game, for as many players as the lesson had."""
        from ..setup import SetupScene

        gid = self.table.match.game_id
        T.update_progress(gid, game=None, step=None, done=True, offered=True, closed=None)
        self.app.home(SetupScene(self.app, gid, self.lesson.script.players))

    def save(self) -> None:
        if not self.table.match.over:
            T.save_lesson(self.table.match, self.lesson)
        else:
            T.update_progress(self.table.match.game_id, game=None, step=None, done=True, closed=None)

    # ------------------------------------------------------------------ the table's calls

    def allow(self, action) -> bool:
        """A move the table is about to submit: True to submit it; False: held (a strict step asks first)."""
        if not self.active or self.held is not None:
            return self.held is None
        view = self.view()
        if view is None or self.lesson.vet(view, action) == T.OK:
            return True
        self.held = action
        self.app.audio.play("dialog")
        self.refresh()
        return False

    def shown(self):
        """What ``played`` needs to know of the step on screen, taken before the move is submitted."""
        if not self.active:
            return None
        view = self.view()
        return self.lesson.current(view) if view is not None and view.decision() is not None else None

    def played(self, shown, action) -> None:
        if not self.active:
            return
        self.lesson.played(shown, action)
        self.save()
        self.refresh()

    def waiting(self) -> bool:
        """The panel waits for its own answer (Next, a held move's): the table's moves wait. Its last words do
        not: the player may play on before choosing."""
        state = self.state()
        if state == "held":
            return True
        if state != "step":
            return False
        return self.step()[1].telling

    def _since(self) -> float:
        """When the step on screen came (updated as it is drawn and asked)."""
        shown = self.step()
        index = shown[0] if shown is not None else -1
        if self._shown is None or self._shown[0] != index:
            self._shown = (index, self.table.time)
        return self._shown[1]

    def blocks(self) -> bool:
        """The table's play input waits (what only reads still works: the card viewer, the log, the rules)."""
        return self.active and self.waiting()

    def take(self, intent: Intent) -> bool:
        """The panel's buttons, and Enter for its first answer while it waits; a press just after Next is
        Next's (``QUIET_AFTER_NEXT``)."""
        if not self.active:
            return False
        self.refresh()
        if isinstance(intent, ANSWERING) and self.table.time < self.quiet_until and not isinstance(intent, Back):
            if not isinstance(intent, Release):
                self.quiet_until = self.table.time + QUIET_AFTER_NEXT
            return True
        if self.buttons.on_intent(intent, keys=False):
            return True
        if isinstance(intent, Confirm) and self.waiting():
            if self.state() == "step" and self.table.time - self._since() < READ_BEFORE_ENTER:
                return True         # Enter pressed on through the table's telling: not this step's, unread
            primary = next((b for b in self.buttons.buttons if b.primary), None)
            if primary is not None:
                primary.action()
            return True
        return False

    # ------------------------------------------------------------------ drawing

    def targets(self) -> list[pygame.Rect]:
        """Where the step's move is on screen (the table's marks for it: for a step that leaves the choice, for
        each move it would take) and the spots it names."""
        shown = self.step()
        if shown is None or self.held is not None:
            return []
        _, step = shown
        rects: list[pygame.Rect] = []
        for action in step.all_asked(self.view()):
            for rect in self.table.coach_marks(action):
                if rect not in rects:
                    rects.append(pygame.Rect(rect))
        if step.point:
            rects += [pygame.Rect(r) for r in self.table.coach_spot(step.point)]
        return rects

    def move_marks(self) -> list[pygame.Rect]:
        """Where the step's first move is (a card, then where it goes): what a test's pointer drags or clicks."""
        shown = self.step()
        if shown is None or shown[1].telling:
            return []
        action = shown[1].asked(self.view())
        return [pygame.Rect(r) for r in self.table.coach_marks(action)] if action is not None else []

    def gesture(self) -> list[pygame.Rect]:
        """Where the pointer goes to make the step's first move (a click, or a drag from the first to the last):
        what the tests and the demo's tour do."""
        shown = self.step()
        if shown is None or shown[1].telling:
            return []
        action = shown[1].asked(self.view())
        return [pygame.Rect(r) for r in self.table.coach_gesture(action)] if action is not None else []

    def one_move(self) -> bool:
        shown = self.step()
        return shown is not None and len(shown[1].all_asked(self.view(), limit=2)) == 1

    def words(self) -> tuple[str, str, tuple]:
        """(heading, text, colour of the text)."""
        lang = self.app.lang
        script = self.lesson.script
        state = self.state()
        total = len(script.steps)
        heading = self.t("tut_heading", n=min(self.lesson.index + 1, total), total=total)
        if state == "held":
            shown = self.lesson.current(self.view())
            why = shown[1].wrong_text(lang) if shown is not None else ""
            return heading, why + "\n" + self.t("tut_held"), BAD
        if state == "end":
            return self.t("tut_heading_end"), script.words("end", lang), INK
        if state == "watch":
            return self.t("learn_to_play"), self.t("tut_watch"), INK_SOFT
        before = ""
        if self.lesson.adapted is not None:
            before = self.t("tut_adapted", why=self.lesson.adapted.wrong_text(lang)) + "\n\n"
        if state == "free":
            return self.t("tut_heading_free"), before + script.words("free", lang), INK
        i, step = self.step()
        heading = self.t("tut_heading", n=i + 1, total=total)
        after = "\n\n" + self.t("tut_confirm") if step.do is not None and self.table.coach_confirming() else ""
        return heading, before + step.text(lang) + after, INK

    def draw(self, surface: pygame.Surface) -> None:
        if not self.active:
            return
        self.refresh()
        self._since()
        tb = self.table
        fonts = self.app.fonts
        s = tb.s
        box = self.rect()
        targets = self.targets()
        self._draw_targets(surface, targets, box)
        panel(surface, box, color=PANEL, edge=ACCENT, radius=14)
        pad = round(12 * s)
        heading, text, colour = self.words()
        head = fonts.fit(heading, "bold", tb.fs(17), ACCENT, box.w - 2 * pad)
        surface.blit(head, (box.x + pad, box.y + pad))
        top = box.y + pad + head.get_height() + round(6 * s)
        bottom = min(b.rect.top for b in self.buttons.buttons) - pad if self.buttons.buttons else box.bottom - pad
        size = tb.fs(17)
        width = box.w - 2 * pad
        while True:         # the words fit the panel: smaller type rather than lines cut off
            lines = fonts.wrap_lines(text, "regular", size, width)
            line_h = fonts.get("regular", size).get_linesize()
            if top + len(lines) * line_h <= bottom or size <= 12:
                break
            size -= 1
        y = top
        for line in lines:
            if y + line_h > bottom + 2:
                break
            if line:
                surface.blit(fonts.text(line, "regular", size, colour), (box.x + pad, y))
            y += line_h
        self.buttons.draw(surface, fonts)

    def _draw_targets(self, surface: pygame.Surface, targets: list[pygame.Rect], box: pygame.Rect) -> None:
        if not targets:
            return
        pulse = 0.5 + 0.5 * math.sin(self.table.time * 5)
        width = max(3, round(4 * self.table.s))
        for rect in targets:
            ring = rect.inflate(8 + round(6 * pulse), 8 + round(6 * pulse))
            glow = pygame.Surface(ring.inflate(12, 12).size, pygame.SRCALPHA)
            pygame.draw.rect(glow, (*RING, 70), glow.get_rect(), width=8, border_radius=16)
            surface.blit(glow, ring.inflate(12, 12))
            pygame.draw.rect(surface, RING, ring, width=width, border_radius=12)
        marks = self.move_marks() if self.one_move() else []
        if len(marks) >= 2 and not self.table.coach_confirming():
            self._draw_arrow(surface, marks[0], marks[-1], shortest=20)   # a card to drag: from it to its place
        elif marks:
            self._draw_arrow(surface, box, marks[-1])          # one move: from the panel to it
        elif not self.step() or self.step()[1].telling:
            self._draw_arrow(surface, box, targets[-1])        # a telling step: to the place it names

    def _draw_arrow(self, surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect,
                    shortest: int | None = None) -> None:
        """An arrow from ``box``'s edge (the panel, or a card to drag) to the target's edge (none when they
        touch)."""
        if box.inflate(20, 20).colliderect(target):
            return
        start = pygame.Vector2(box.center)
        end = pygame.Vector2(target.center)
        # from the panel's border, to the target's border
        start = _edge_point(box.inflate(16, 16), end)
        end = _edge_point(target.inflate(16, 16), start)
        vec = end - start
        if vec.length() < (round(150 * self.table.s) if shortest is None else shortest):
            return                  # from the panel, close by: its ring is seen from the panel
        s = self.table.s
        width = max(4, round(5 * s))
        head = max(14, round(20 * s))
        direction = vec.normalize()
        shaft_end = end - direction * head
        normal = pygame.Vector2(-direction.y, direction.x)
        tip = [end, shaft_end + normal * head * 0.6, shaft_end - normal * head * 0.6]
        # on a layer of its own, a little see-through: the words it crosses stay readable
        points = [start, end, *tip]
        area = pygame.Rect(min(p.x for p in points), min(p.y for p in points), 0, 0)
        area.width = int(max(p.x for p in points) - area.x) + 1
        area.height = int(max(p.y for p in points) - area.y) + 1
        area.inflate_ip(2 * width + 8, 2 * width + 8)
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        at = pygame.Vector2(area.topleft)
        shadow = (0, 0, 0, 140)
        pygame.draw.line(layer, shadow, start - at + (2, 3), shaft_end - at + (2, 3), width + 2)
        pygame.draw.polygon(layer, shadow, [p - at + (2, 3) for p in tip])
        pygame.draw.line(layer, (*RING, 185), start - at, shaft_end - at, width)
        pygame.draw.polygon(layer, (*RING, 185), [p - at for p in tip])
        surface.blit(layer, area)


def _edge_point(rect: pygame.Rect, toward: pygame.Vector2) -> pygame.Vector2:
    """Where the line from ``rect``'s centre toward ``toward`` leaves the rect."""
    c = pygame.Vector2(rect.center)
    d = toward - c
    if d.length() == 0:
        return c
    tx = (rect.w / 2) / abs(d.x) if d.x else math.inf
    ty = (rect.h / 2) / abs(d.y) if d.y else math.inf
    return c + d * min(tx, ty, 1.0)

