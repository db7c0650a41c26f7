"""A whole game played in the real window with real X input, by the hint's outlines: at each of the player's
decisions the player presses H (xdotool), waits for the hint, then clicks (or drags, for a Canopée card to place)
what the hint outlines in blue, and confirms where the "confirm each pick" setting holds the move. Nothing is
submitted behind the window's back: a decision the outlines cannot answer is reported as FORCED, and a move that
is not the hinted one as MISMATCH. Screenshots of the X screen at the first hint of each kind of decision, at
every move held for Confirm, and at the end. Then, as a player goes on, the score screen's Menu and the menu's
Records: the game just played must be the newest there, and its replay must open from it.

    Xvfb :99 -screen 0 1600x900x24 &        # no window manager: the window sits at the screen's corner
    .venv/bin/python tools/hint_autoplay.py --game canopee --lang fr --seed 12 --out /tmp/auto/canopee_fr
    .venv/bin/python tools/hint_autoplay.py --game living-forest --lang en --seed 21 --out /tmp/auto/lf_en

Canopée is played solo against the Forest Spirit, Living Forest against one Hard computer Spirit. Needs Xvfb,
xdotool, xwd and ImageMagick's ``convert`` (apt); it is a developer's check of the window, not part of the suite.
The run's log (``log.txt`` in ``--out``) lists every decision with the hint's words and ends with a line
``OVER True ... decisions N clicked N forced 0 mismatched 0``.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("canopee", "living-forest"), required=True)
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--display", default=":99")
    parser.add_argument("--minutes", type=float, default=30.0, help="give up after this long")
    args = parser.parse_args(argv)
    os.environ.update(SDL_AUDIODRIVER="dummy", DISPLAY=args.display, SDL_FRAMEBUFFER_ACCELERATION="0",
                      ECOSYSTEME_DATA_DIR=tempfile.mkdtemp())
    os.environ.pop("SDL_VIDEODRIVER", None)
    sys.path.insert(0, str(ROOT))
    from game.session import COMPUTER, HUMAN, Match, Seat
    from game.userdata import Settings
    from scenes.app import App
    from scenes.games import table_scene
    from scenes.shell.hint import hint_action

    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    log = open(out / "log.txt", "w", encoding="utf-8")
    canopee = args.game == "canopee"
    app = App(settings=Settings(language=args.lang, animation_speed=2.0), size=(1600, 900))
    if canopee:
        match = Match("canopee", [Seat("Ana", HUMAN)], seed=args.seed, solo=True)
    else:
        match = Match("living-forest", [Seat("Ana", HUMAN), Seat("Sora", COMPUTER, "hard")], seed=args.seed)
    from scenes.menu import MenuScene

    app.push(MenuScene(app))           # under the table, as a player's game opens from the menu
    scene = table_scene(app, match)
    app.push(scene)
    confirm_label = app.t("ct_confirm") if canopee else app.t("lft_order_confirm")

    def xdo(*words) -> None:
        subprocess.run(["xdotool", *map(str, words)], check=True)

    def frames(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.frame(1 / 60)
            time.sleep(1 / 120)

    def shot(name: str) -> None:
        frames(0.2)
        xwd = out / "screen.xwd"
        subprocess.run(["xwd", "-root", "-display", args.display, "-out", str(xwd)], check=True)
        subprocess.run(["convert", str(xwd), "-crop", "1600x900+0+0", str(out / f"{name}.png")], check=True)
        xwd.unlink()

    def ready() -> bool:
        return (app.top is scene and scene.thinking is None and scene.hint_job is None and not scene.playing_show()
                and scene.seat == 0 and 0 in match.state.to_act())

    def moved(mark: int) -> bool:
        end = time.monotonic() + 1.0
        while match.undo_mark() == mark and time.monotonic() < end:
            frames(0.05)
        return match.undo_mark() != mark

    def click(rect, mark: int) -> bool:
        xdo("mousemove", rect.centerx, rect.centery)
        frames(0.15)
        xdo("click", 1)
        return moved(mark)

    def drag(start, end, mark: int) -> bool:
        xdo("mousemove", *start)
        frames(0.1)
        xdo("mousedown", 1)
        for i in range(1, 9):
            xdo("mousemove", start[0] + (end[0] - start[0]) * i // 8, start[1] + (end[1] - start[1]) * i // 8)
            frames(0.03)
        frames(0.1)
        xdo("mouseup", 1)
        return moved(mark)

    seen: set[str] = set()
    held_seen: set[str] = set()
    decisions = clicked = forced = mismatched = 0
    started = time.monotonic()
    frames(1.0)
    while not match.over and time.monotonic() - started < 60 * args.minutes:
        frames(0.05)
        if not ready():
            continue
        frames(0.6)          # a player reads the new question before pressing anything (the quiet after a telling)
        if not ready():
            continue
        kind = match.view(0).decision()
        decisions += 1
        mark = match.undo_mark()
        xdo("mousemove", 5, 5)
        xdo("key", "h")
        end = time.monotonic() + 20
        while scene.shown_hint is None and time.monotonic() < end:
            frames(0.05)
        hint = scene.shown_hint
        if hint is None:
            print("no hint at", kind, file=log, flush=True)
            continue
        text = scene.hint_text(hint)
        if kind not in seen:
            seen.add(kind)
            shot(f"{len(seen):02d}_{kind}")
        asked = hint_action(hint)
        wanted = scene.shown_as(asked) if canopee else asked

        def confirm() -> bool:
            buttons = [b for b in scene.column.buttons if b.label == confirm_label]
            held = (getattr(scene, "selected", None) is not None or getattr(scene, "staged", None) is not None
                    if canopee else bool(buttons))
            if not (held and buttons):
                return False
            if kind not in held_seen:
                held_seen.add(kind)
                shot(f"held_{kind}")
            return click(buttons[0].rect, mark)

        done, tried = False, set()
        for _ in range(4):
            hint = scene.shown_hint
            if hint is None:
                break
            action = scene.shown_as(hint_action(hint)) if canopee else hint_action(hint)
            if canopee:          # a card to place: dragged from the strip to where the hint says
                route = next(((slot.rect.center, scene.target_rect(target).center)
                              for slot in scene.slots() if slot.draggable
                              for target, actions in scene.card_targets(slot.uid).items()
                              if action in actions and scene.target_rect(target) is not None), None)
                if route is not None:
                    done = drag(*route, mark) or confirm()
                    break
            marks = [r for r in scene.hint_marks(hint) if tuple(r) not in tried]
            if not marks:
                break
            tried.add(tuple(marks[0]))
            if click(marks[0], mark) or confirm():
                done = True
                break
        if done:
            clicked += 1
            applied = [a for seat, a in match.state.actions_log()[mark:] if seat == 0]
            if asked not in applied and wanted not in applied:
                mismatched += 1
                print("MISMATCH", kind, "hint", asked, "applied", applied, file=log, flush=True)
        else:
            forced += 1
            print("FORCED", kind, asked, sorted(tried), file=log, flush=True)
            scene.controller.submit(asked)
        print(decisions, kind, "->", text, file=log, flush=True)
    frames(3.0)
    shot("end_table")
    end = time.monotonic() + 15
    while app.top is scene and time.monotonic() < end:
        frames(0.5)
    frames(2.0)
    shot("end_screen")
    def records_after(outcome) -> bool:
        """As the player goes on: the score screen's Menu, the menu's Records: the game just played is the newest
        listed, with its totals; a click on it opens its replay. Screenshots of both."""
        from scenes.records import RecordsScene
        from scenes.shell.replay_base import ReplayBase

        if not pressed(app, xdo, frames, app.t("score_menu")) or not pressed(app, xdo, frames, app.t("records")):
            print("RECORDS not reached from", type(app.top).__name__, file=log, flush=True)
            return False
        frames(1.0)
        top = app.top
        listed = top.listed() if isinstance(top, RecordsScene) and not top.loading() else []
        shot("records")
        newest = listed[0] if listed else None
        same = newest is not None and tuple(newest.totals) == tuple(outcome.totals)
        print("RECORDED", same, "games", len(listed), file=log, flush=True)
        if not same:
            return False
        row = top.rows[0].rect
        xdo("mousemove", row.centerx, row.centery)
        frames(0.2)
        xdo("click", 1)
        frames(2.0)
        shot("records_replay")
        replayed = isinstance(app.top, ReplayBase) and tuple(app.top.match.state.outcome().totals) == tuple(
            outcome.totals)
        print("REPLAYED", replayed, type(app.top).__name__, file=log, flush=True)
        return replayed

    outcome = match.state.outcome() if match.over else None
    print("OVER", match.over, "totals", outcome.totals if outcome else None, "decisions", decisions, "clicked",
          clicked, "forced", forced, "mismatched", mismatched, "screen", type(app.top).__name__, file=log, flush=True)
    recorded = outcome is not None and records_after(outcome)
    return 0 if match.over and not forced and not mismatched and recorded else 1


def pressed(app, xdo, frames, label: str) -> bool:
    """A click (real X input) on the top scene's button ``label``; False if there is none."""
    buttons = getattr(getattr(app.top, "column", None), "buttons", [])
    button = next((b for b in buttons if b.label == label), None)
    if button is None:
        return False
    xdo("mousemove", button.rect.centerx, button.rect.centery)
    frames(0.2)
    xdo("click", 1)
    frames(1.0)
    return True


if __name__ == "__main__":
    sys.exit(main())
