"""A solo challenge's result on the score screen (game.ladder): recorded once, said in a banner, followed by its
buttons.

``ChallengeResult`` records the finished game into the player's ladder progress once the scores are final
(load, record, save; a second score screen of the same game shows the result again instead of counting it
twice), keeps what the banner says (the target reached or missed, a new best, the next rung unlocked, a save
that failed), names the challenge for the title bar, offers Retry (the same deal), Next rung (once open and
counted) and Challenges, and draws its banner with the solo banner's pieces (scenes/widgets/margin.py).

Any game with challenges reuses it whole; the game gives only its margin (a function, read when recording).
"""
from __future__ import annotations

import weakref
from typing import Callable

import pygame

from game import ladder
from game.ladder import DAILY, Challenge, Progress, RecordResult

from ..ui import ACCENT, GOOD, INK, LIGHT, PANEL_EDGE
from ..widgets.margin import Chip, draw_chips, draw_margin_head
from ..widgets.scorepad import STRIPE

# challenge results by finished game: a second score screen for the same game (never made today) shows the
# result again instead of counting the game twice
_RECORDED: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


class ChallengeResult:
    def __init__(self, app, challenge: Challenge, state, margin: Callable[[], int], name: str,
                 t: Callable[..., str], won: Callable[[], bool] | None = None) -> None:
        self.app = app
        self.challenge = challenge
        self.state = state                   # the finished game (the key of _RECORDED)
        self.margin = margin                 # the player's margin as the scores stand
        self.won = won                       # versus: whether the player won (None: the margin decides)
        self.name = name                     # the player's, for the next game
        self.t = t                           # the score screen's words (it keeps the keys it used)
        self.result: RecordResult | None = None
        self.best: int | None = None
        self.attempts = 0                    # the games finished on this challenge, this one included
        self.next_open = False
        self.save_problem: str | None = None

    def record(self) -> None:
        """Count the finished challenge game in the player's progress, once (load, record, save)."""
        if self.result is not None:
            return
        progress, problem = Progress.load(self.app.lang)
        done = _RECORDED.get(self.state)
        if done is None:
            done = progress.record(self.challenge, self.margin(), ladder.today(),
                                   None if self.won is None else self.won())
            _RECORDED[self.state] = done
            try:
                progress.save()
            except OSError as exc:       # worded as the settings' and the autosave's: the file and why
                from game.userdata import write_problem

                self.save_problem = self.t("score_not_saved", error=write_problem(exc, self.app.lang))
        if problem:
            self.app.notice = problem        # the progress file was damaged: the menu says so
        self.result = done
        ch = self.challenge
        if ch.source == DAILY:
            record = progress.daily_result(ch.game_id, ch.day)
        else:
            record = progress.rung(ch.game_id, ch.rung)
        self.best, self.attempts = record.best, record.attempts
        if ch.source != DAILY:
            self.next_open = progress.is_open(ch.game_id, ch.rung + 1)

    # ------------------------------------------------------------------ words

    def label(self) -> str:
        """Which challenge this was, for the title bar."""
        ch = self.challenge
        if ch.source == DAILY:
            from ..ladder import format_date

            return self.t("score_challenge_daily", date=format_date(ch.day, self.app.lang, year=False))
        return self.t("score_challenge_rung", n=ch.number, total=ladder.rung_count(ch.game_id))

    def summary(self, margin: int, margin_text: str, counting: bool) -> dict:
        """What the banner says now: the margin, then (once counted and recorded) the verdict and the chips
        (kind, label, lit)."""
        target = self.challenge.target
        done = self.result if not counting else None
        verdict = None
        versus = self.challenge.versus
        if done is not None and versus:
            verdict = self.t("score_won") if done.beaten else self.t("score_not_won")
        elif done is not None:
            verdict = self.t("score_target_met") if done.beaten else \
                self.t("score_target_missed", n=target - done.margin)
        target_text = self.t("score_target_win") if versus else self.t("score_target", target=target)
        chips = [("target", target_text, done is not None and done.beaten)]
        if done is not None and versus:      # won by winning: no best margin to chase, the games played
            games = self.t("ladder_games_one") if self.attempts == 1 else self.t("ladder_games_many", n=self.attempts)
            chips.append(("best", games, False))
        elif done is not None:
            if done.new_best:
                chips.append(("best", self.t("score_new_best", margin=done.margin), True))
            else:
                chips.append(("best", self.t("score_best", margin=self.best), False))
            if done.unlocked is not None:
                chips.append(("unlocked", self.t("score_unlocked", n=done.unlocked + 1), True))
            elif done.first_win and self.challenge.rung == ladder.rung_count(self.challenge.game_id) - 1:
                chips.append(("unlocked", self.t("score_top"), True))
        return {"margin": margin, "margin_text": margin_text,
                "beaten": None if done is None else done.beaten, "verdict": verdict, "chips": chips}

    def draw(self, surface: pygame.Surface, box: pygame.Rect, s: float, info: dict) -> None:
        """The banner: the margin and the verdict, then the target, the best, the unlock (``info``: summary)."""
        fonts = self.app.fonts
        inner, chip_y, chip_h = draw_margin_head(surface, fonts, box, s, info["margin_text"], info["verdict"],
                                                 bool(info["beaten"]))
        fills = {"target": GOOD, "best": ACCENT, "unlocked": GOOD}
        chips = []
        for kind, label, lit in info["chips"]:
            marked = lit and kind != "target"
            chips.append(Chip(label, fill=fills[kind] if lit else STRIPE, edge=INK if marked else PANEL_EDGE,
                              edge_width=2 if marked else 0, ink=INK if kind == "best" or not lit else LIGHT,
                              style="black" if lit else "bold", tick=lit and kind == "target"))
        # three slots, filled as the result comes in, so nothing moves when it does
        draw_chips(surface, fonts, inner.x, inner.right, chip_y, chip_h, chips, s, slots=3)

    # ------------------------------------------------------------------ what follows

    def buttons(self, confirmed: bool, counting: bool) -> list[tuple[str, Callable[[], None], bool, bool]]:
        """(label, action, primary, enabled): Retry, Next rung (once open and counted: it would give the result
        away), Challenges."""
        offer_next = self.next_open and not counting
        specs = [(self.t("score_retry"), self.retry, confirmed and not offer_next, True)]
        if offer_next:
            specs.append((self.t("score_next_rung"), self.next_rung, confirmed, True))
        specs.append((self.t("challenges"), self.to_ladder, False, True))
        return specs

    def retry(self) -> None:
        """The same challenge again: the same deal."""
        from ..ladder import start_challenge

        self.record()
        start_challenge(self.app, self.challenge, replace=True, name=self.name)

    def next_rung(self) -> None:
        from ..ladder import start_challenge

        self.record()
        nxt = ladder.rung_challenge(self.challenge.game_id, self.challenge.rung + 1)
        start_challenge(self.app, nxt, replace=True, name=self.name)

    def to_ladder(self) -> None:
        from ..ladder import LadderScene

        self.record()
        self.app.home(LadderScene(self.app))
