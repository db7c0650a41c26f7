"""The frame of a game's score screen: the title bar, the score pad and its count-up, the solo banner or a
challenge's, the band of buttons at the bottom, and what they do.

``ScoreScreen`` keeps: the words used (``used_keys``, for the tests of missing strings), the count-up (skipped
by a click, Space or Enter), the winners shown only once the numbers are counted and the scores final
(``confirmed``: a game may let players choose something first, Savane's lion prey), the solo summary (the
margin, the level reached, the thresholds), the challenge result (scenes/shell/challenge.py), the buttons
(Confirm scores, Play again or the challenge's, Replay when the window has a replay for the game, Menu) and their
actions (Play again opens the game's table, Replay its replay: both from the router, scenes/games.py), the card
viewer, Escape.

A next game reuses it and writes its score screen as a subclass. It sets its own data before calling
``__init__`` (the pad is made there), then gives: ``rows``, ``value``, ``row_label``, ``row_icon`` (the pad),
``winners``, ``solo_result`` and ``solo_levels`` (solo), ``place`` (the content under the title: at least
``pad.place``, and ``solo_rect`` in solo), ``draw_content`` and ``draw_overlay``, ``hover``, ``click`` and
``card_at`` (pointing), ``band_hint``; and where players choose something before the scores are final:
``confirmed``, ``ready_to_confirm``, ``pending_title`` and ``pending_band``.
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from game.session import Match, Seat

from ..base import Scene
from ..cardview import CardInspector
from ..ui import BAD, GOOD, HIGHLIGHT, INK, INK_SOFT, LIGHT, LIGHT_SOFT, PANEL_EDGE, Button, ButtonColumn, \
    draw_crown
from ..widgets.margin import Chip, draw_chips, draw_margin_head
from ..widgets.scorepad import STRIPE, ScorePad, fit_text
from .challenge import ChallengeResult
from .intents import Back, Confirm, Intent, Point, Press, Release, intent_of


TICK_SECONDS = 0.12        # the points' count-up ticks this often


class ScoreScreen(Scene):
    rows: list[str]
    confirmed = True          # the scores are final (nothing left to choose)

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.names = match.names()
        self.used_keys: set[str] = set()
        speed = getattr(app.settings, "animation_speed", 1.0) or 0.0
        self.speed = max(0.0, float(speed))
        self._swallow_up = False
        self.hover_row: str | None = None       # the pad's row lit (pointed on the pad, or through a card)
        self.hover_player: int | None = None    # the player whose column is lit
        self.column = ButtonColumn()
        self.inspector = CardInspector(app)     # hover or right-click a card to read it
        self.time = 0.0
        self.pad = self.make_pad()
        # a solo challenge: recorded once the scores are final (now, or once the players' choice is confirmed)
        self.challenge = match.challenge
        self.challenge_record = None
        self._recording = None              # the game being written into the records (a Future), once
        self._record_told = False
        if self.challenge is not None:
            if self.challenge.versus:       # against computer seats: won by winning, the margin only told
                from game.ladder import challenge_beaten, versus_margin

                margin, won = (lambda: versus_margin(match.state.outcome())), \
                    (lambda: challenge_beaten(self.challenge, match.state.outcome()))
            else:
                margin, won = (lambda: self.solo_result()[0]), None
            self.challenge_record = ChallengeResult(app, self.challenge, match.state, margin, match.seats[0].name,
                                                    self.t, won)
        if self.confirmed:
            self._record_challenge()

    # ------------------------------------------------------------------ the game's part

    def value(self, key: str, i: int) -> int | None:
        """The pad's number for a row and a player (None: blank)."""
        raise NotImplementedError

    def row_label(self, key: str) -> str:
        return self.t(key)

    # (row, size) -> the row's icon or None; a game whose rows have no icons leaves it None (no room kept)
    row_icon: Callable[[str, int], pygame.Surface | None] | None = None

    def rules_above(self) -> tuple[str, ...]:
        """The pad's rows with a rule above them (the total always has one)."""
        return ()

    def make_pad(self) -> ScorePad:
        return ScorePad(self.app, self.rows, self.names, self.value, self.row_label, icon=self.row_icon,
                        rules_above=self.rules_above(), speed=self.speed, on_row=self.pad_row,
                        on_header=self.pad_header)

    def pad_row(self, key: str, column: int | None) -> None:
        """The pointer rests on a row of the pad (``column``: the player's, None on the labels)."""
        self.hover_row = key

    def pad_header(self, column: int) -> None:
        self.hover_player = column

    def winners(self) -> list[int]:
        return list(self.match.state.outcome().winners)

    def solo_result(self) -> tuple[int, str | None] | None:
        """Solo: (the player's margin, the level reached or None); None in a game of several players. From the
        protocol's Outcome: the margin and level its detail states, else seat 0's total minus the automaton's."""
        if not self.match.solo:
            return None
        outcome = self.match.state.outcome()
        margin = outcome.detail.get("margin")
        if not isinstance(margin, int):
            margin = outcome.totals[0] - outcome.totals[-1]
        return margin, outcome.detail.get("level")

    def solo_levels(self) -> list[tuple[str, int]]:
        """Solo: the levels and the margin each needs."""
        return []

    def game_name(self) -> str:
        return self.match.definition.info.name(self.app.lang)

    def ready_to_confirm(self) -> bool:
        return True

    def pending_title(self) -> str:
        """The title bar's words while the scores wait for the players' choice."""
        return ""

    def pending_band(self) -> str:
        """The band's words while the scores wait for the players' choice."""
        return ""

    def band_hint(self) -> str:
        """The band's words once the scores are final."""
        return ""

    def place(self, size: tuple[int, int]) -> None:
        """The content under the title bar: the pad (``pad.place``), the game's boards, ``solo_rect``."""

    def hover(self, pos) -> None:
        self.hover_row = self.hover_player = None
        self.pad.hover(pos)

    def click(self, pos) -> bool:
        """A click on the content (not on a button)."""
        return False

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """The card under a screen position, for the card viewer: (game id, card id, its rect)."""
        return None

    def table_scene(self, match: Match) -> Scene:
        """The game's table for Play again (the router's)."""
        from ..games import table_scene

        return table_scene(self.app, match)

    @property
    def has_replay(self) -> bool:
        """Whether the window can replay a game of this one (the router says): else no Replay button."""
        from ..games import has_replay

        return has_replay(self.match.game_id)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The game's boards (under the title, beside the pad)."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Over the buttons (an explanation panel)."""

    # ------------------------------------------------------------------ small helpers

    def t(self, key: str, **fmt) -> str:
        self.used_keys.add(key)
        return super().t(key, **fmt)

    def _fit(self, text: str, style: str, size: int, color, max_width: int) -> pygame.Surface:
        return fit_text(self.app.fonts, text, style, size, color, max_width)

    # ------------------------------------------------------------------ the count-up, the pad

    @property
    def counting(self) -> bool:
        return self.pad.counting

    def row_shown(self, row: int) -> bool:
        return self.pad.row_shown(row)

    def count_progress(self) -> float:
        return self.pad.count_progress()

    def shown_value(self, key: str, i: int) -> str:
        """The text the pad shows now for a row and a player ("" while hidden or blank)."""
        return self.pad.shown_value(key, i)

    def shown_winners(self) -> set[int]:
        """The players crowned on screen: nobody while the totals count up or the scores wait for the players'
        choice (it can change the winner)."""
        if self.counting or not self.confirmed:
            return set()
        return set(self.winners())

    def skip(self) -> None:
        """Show the final numbers now."""
        self.pad.skip()
        if self.challenge is not None:
            self._buttons()          # "Next rung" waits for the count-up: it would give the result away

    @property
    def pad_rect(self) -> pygame.Rect:
        return self.pad.rect

    @property
    def row_h(self) -> int:
        return self.pad.row_h

    def row_rect(self, key: str) -> pygame.Rect:
        return self.pad.row_rects[key]

    def header_rect(self, i: int) -> pygame.Rect:
        return self.pad.header_rects[i]

    # ------------------------------------------------------------------ solo, challenge

    def solo_summary(self) -> dict | None:
        """What the solo banner says now: the margin, the level reached (None while counting, or while the
        scores wait for the players' choice) and the thresholds as (level, label, reached)."""
        solo = self.solo_result()
        if solo is None:
            return None
        levels = self.solo_levels()
        if self.counting:
            totals = [int(self.shown_value(self.pad.total, i) or 0) for i in range(2)]
            margin, result, level = totals[0] - totals[1], None, None
        elif not self.confirmed:
            margin, result, level = solo[0], None, None
        else:
            margin, level = solo
            if level is None and not levels and 0 in self.winners():     # a game with no levels: won or lost
                result = self.t("score_winner", names=self.names[0])
            else:
                result = self.t(f"level_{level or 'loss'}")
                result = result[:1].upper() + result[1:]
        final = not self.counting and self.confirmed
        thresholds = [(name, f"{self.t('score_level_' + name)} ≥ {need}", final and margin >= need)
                      for name, need in levels]
        won = final and (level is not None or (not thresholds and 0 in self.winners()))
        return {"margin": margin, "margin_text": self.t("score_margin", margin=f"{margin:+d}"),
                "level": level, "result": result, "won": won, "thresholds": thresholds}

    def _record_challenge(self) -> None:
        """Count the finished challenge game in the player's progress, once; and the game in the player's records
        (game/records.py), once (never in the computers' queue, whose jobs the monkey releases in its own order)."""
        if self.challenge_record is not None:
            self.challenge_record.record()
        # computers alone: nobody's record; a lesson (Learn to play): a scripted deal, nobody's result
        if self._recording is None and self.match.humans and self.match.over and not getattr(self.match, "tutorial", False):
            from .recorder import record_later

            # on the records' own thread (scenes/shell/recorder.py), in the data folder the game was played in
            self._recording = record_later(self.match, getattr(self.match, "started_at", None), self.app.lang)

    def _recorded(self) -> None:
        """The records written: a problem (a damaged file set aside, a write that failed) goes to the menu."""
        if self._recording is not None and self._recording.done() and not self._record_told:
            self._record_told = True
            try:
                _, problem = self._recording.result()
            except Exception as exc:    # noqa: BLE001 - a record that failed never stops the score screen
                problem = str(exc)
            if problem:
                self.app.notice = problem

    @property
    def challenge_result(self):
        return self.challenge_record.result if self.challenge_record is not None else None

    @property
    def challenge_best(self) -> int | None:
        return self.challenge_record.best if self.challenge_record is not None else None

    @property
    def next_open(self) -> bool:
        return self.challenge_record is not None and self.challenge_record.next_open

    @property
    def save_problem(self) -> str | None:
        return self.challenge_record.save_problem if self.challenge_record is not None else None

    def challenge_label(self) -> str:
        """Which challenge this was, for the title bar."""
        return self.challenge_record.label()

    def challenge_summary(self) -> dict | None:
        """What the challenge banner says now (see ChallengeResult.summary)."""
        if self.challenge_record is None:
            return None
        if self.challenge.versus:
            if self.counting:
                totals = [int(self.shown_value(self.pad.total, i) or 0) for i in range(len(self.names))]
                margin = totals[0] - max(totals[1:])
            else:
                margin = self.challenge_record.margin()
            # the game is won by a victory, not by points: the banner names who won, the margin is no goal here
            head = self.t("score_margin", margin=f"{margin:+d}") if self.counting else self._winners_text()
            return self.challenge_record.summary(margin, head, self.counting)
        info = self.solo_summary()
        return self.challenge_record.summary(info["margin"], info["margin_text"], self.counting)

    # ------------------------------------------------------------------ actions

    def confirm(self) -> None:
        """The players' choice is made: the scores are final."""
        if not self.ready_to_confirm():
            return
        self.confirmed = True
        self._record_challenge()
        self._buttons()

    def _result_sound(self) -> None:
        """Once the scores are final: a win if a human player won (alone or shared), else a loss; nothing for a
        game of computers alone."""
        if getattr(self, "_sounded", False) or not self.match.humans:
            return
        self._sounded = True
        won = any(seat in self.winners() for seat in self.match.humans)
        self.app.audio.play("win" if won else "loss")

    def menu(self) -> None:
        self._record_challenge()      # leaving before confirming: the game still counts, as it stands
        self.app.home()

    def back(self) -> None:
        self.menu()

    def replay(self) -> None:
        """Watch the game again, move by move; Back returns here, the scores as they were."""
        from ..games import replay_scene

        self.app.push(replay_scene(self.app, self.match))

    def play_again(self) -> None:
        seats = [Seat(s.name, s.controller, s.level, s.colour) for s in self.match.seats]
        new = Match(self.match.game_id, seats, seed=random.SystemRandom().randrange(2 ** 31), solo=self.match.solo,
                    options=dict(self.match.options))
        self.app.replace(self.table_scene(new))

    # ------------------------------------------------------------------ layout

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.s = max(0.6, min(w / 1280, h / 720))
        self.margin = m = round(18 * s)
        self.title_rect = pygame.Rect(m, m, w - 2 * m, round(50 * s))
        self.band = pygame.Rect(m, h - m - round(52 * s), w - 2 * m, round(52 * s))
        top = self.title_rect.bottom + round(12 * s)
        self.content = pygame.Rect(m, top, w - 2 * m, self.band.y - round(14 * s) - top)
        self.solo_h = round(118 * s) if self.match.solo or self.challenge is not None else 0
        self.place(size)
        self._buttons()

    def _buttons(self) -> None:
        if not hasattr(self, "band"):
            return
        s, fonts = self.s, self.app.fonts
        size = max(16, round(22 * s))
        bh = self.band.h
        specs = []
        if not self.confirmed:
            specs.append((self.t("score_confirm"), self.confirm, True, self.ready_to_confirm()))
        if self.challenge_record is None:
            specs.append((self.t("score_play_again"), self.play_again, self.confirmed, True))
        else:
            specs += self.challenge_record.buttons(self.confirmed, self.counting)
        if self.has_replay:
            specs.append((self.t("score_replay"), self.replay, False, True))
        specs.append((self.t("score_menu"), self.menu, False, True))
        buttons = []
        x = self.band.right
        for label, action, primary, enabled in reversed(specs):
            bw = max(round(150 * s), fonts.get("bold", size).size(label)[0] + round(44 * s))
            x -= bw
            buttons.append(Button(label, action, pygame.Rect(x, self.band.y, bw, bh), primary=primary,
                                  enabled=enabled, size=size))
            x -= round(14 * s)
        self.buttons_left = x
        buttons.reverse()
        self.column.set(buttons)

    # ------------------------------------------------------------------ input, time

    def handle(self, event: pygame.event.Event) -> bool:
        intent = intent_of(event)
        return intent is not None and self.take(intent)

    def take(self, intent: Intent) -> bool:
        """An intent: a click or Enter (or Space) skips the count; Escape goes to the menu; the buttons."""
        if self.inspector.on_intent(intent, self.card_at):
            return True
        if isinstance(intent, Point):
            self.hover(intent.pos)
        if self.counting:
            if isinstance(intent, Press) and intent.button == 1:
                self.skip()
                self._swallow_up = True
                return True
            if isinstance(intent, Confirm):
                self.skip()
                return True
        if isinstance(intent, Release) and intent.button == 1 and self._swallow_up:
            self._swallow_up = False
            return True
        if isinstance(intent, Back):
            self.menu()
            return True
        if self.column.on_intent(intent):
            return True
        if isinstance(intent, Release) and intent.button == 1:
            return self.click(intent.pos)
        return False

    def animating(self) -> bool:
        """The totals count up, a choice to make pulses, or a card's tooltip waits for its delay; otherwise the
        score screen is still and drawn only after events."""
        return self.counting or self.inspector.waiting or (self.speed > 0 and not self.confirmed)

    def update(self, dt: float) -> None:
        self.time += dt
        self.inspector.update(dt)
        self._recorded()
        if self.pad.advance(dt):
            self.skip()
        if self.counting:                # the points counting up, heard as small ticks
            self._tick = getattr(self, "_tick", 0.0) + dt
            if self._tick >= TICK_SECONDS:
                self._tick = 0.0
                self.app.audio.play("points_tick")
        elif self.confirmed:
            self._result_sound()         # after the count: the result is heard as it is read, not before

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        self._draw_title(surface)
        self.pad.draw(surface, self.shown_winners(), self.hover_row, self.hover_player)
        if self.challenge is not None:
            self.challenge_record.draw(surface, self.solo_rect, self.s, self.challenge_summary())
        elif self.match.solo:
            self._draw_solo(surface)
        self.draw_content(surface)
        self._draw_band(surface)
        self.column.draw(surface, self.app.fonts)
        self.draw_overlay(surface)
        self.inspector.draw(surface)

    def _winners_text(self) -> str:
        names = [self.names[i] for i in self.winners()]
        if len(names) == 1:
            return self.t("score_winner", names=names[0])
        return self.t("score_tie", names=", ".join(names))

    def _draw_title(self, surface: pygame.Surface) -> None:
        s, r = self.s, self.title_rect
        title = self.app.fonts.text(self.t("score_title"), "title", round(32 * s), LIGHT)
        surface.blit(title, title.get_rect(midleft=(r.x, r.centery)))
        sub_x = r.x + title.get_width() + round(18 * s)
        right_w = r.w // 2
        sub = self._fit(self.game_name(), "italic", round(20 * s), LIGHT_SOFT, max(60, r.right - right_w - sub_x))
        surface.blit(sub, sub.get_rect(midleft=(sub_x, r.centery + round(3 * s))))
        if self.challenge is not None:
            label = self._fit(self.challenge_label(), "black", round(24 * s), HIGHLIGHT, right_w - round(20 * s))
            surface.blit(label, label.get_rect(midright=(r.right, r.centery)))
        if self.counting or self.match.solo or self.challenge is not None:   # the result is in its own banner
            return
        if not self.confirmed:       # the players' choice may still change the result: no winner announced yet
            msg = self._fit(self.pending_title(), "bold", round(22 * s), LIGHT_SOFT, right_w - round(20 * s))
            surface.blit(msg, msg.get_rect(midright=(r.right, r.centery)))
            return
        msg = self._fit(self._winners_text(), "black", round(28 * s), HIGHLIGHT, right_w - round(40 * s))
        rect = msg.get_rect(midright=(r.right, r.centery))
        surface.blit(msg, rect)
        draw_crown(surface, pygame.Rect(rect.x - round(36 * s), rect.centery - round(13 * s),
                                         round(30 * s), round(24 * s)))

    def _draw_solo(self, surface: pygame.Surface) -> None:
        s, fonts = self.s, self.app.fonts
        info = self.solo_summary()
        if info is None:
            return
        inner, chip_y, chip_h = draw_margin_head(surface, fonts, self.solo_rect, s, info["margin_text"],
                                                 info["result"], info["won"])
        if not info["thresholds"]:
            return
        # the thresholds: one chip per level, filled once reached, the level reached outlined
        head = self._fit(self.t("score_thresholds"), "bold", max(13, round(17 * s)), INK_SOFT, inner.w // 5)
        surface.blit(head, head.get_rect(midleft=(inner.x, chip_y + chip_h // 2)))
        chips = [Chip(label, fill=GOOD if got else STRIPE, edge=INK if name == info["level"] else PANEL_EDGE,
                      edge_width=3 if name == info["level"] else 0, ink=LIGHT if got else INK,
                      style="black" if got else "bold", tick=got)
                 for name, label, got in info["thresholds"]]
        draw_chips(surface, fonts, inner.x + head.get_width() + round(14 * s), inner.right, chip_y, chip_h, chips, s)

    def _draw_band(self, surface: pygame.Surface) -> None:
        s, band = self.s, self.band
        width = self.buttons_left - band.x - round(10 * s)
        size = max(14, round(19 * s))
        if self.counting:
            text, ink = self.t("score_skip"), LIGHT_SOFT
        elif not self.confirmed:
            text, ink = self.pending_band(), HIGHLIGHT
        elif self.save_problem:
            text, ink = self.save_problem, BAD
        else:
            text, ink = self.band_hint(), LIGHT_SOFT
        lines = self.app.fonts.wrap(text, "bold", size, ink, width)
        if len(lines) > 2:
            lines = self.app.fonts.wrap(text, "bold", max(12, size - 4), ink, width)[:3]
        total_h = sum(line.get_height() for line in lines)
        y = band.centery - total_h // 2
        for line in lines:
            surface.blit(line, (band.x, y))
            y += line.get_height()
