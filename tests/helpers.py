"""Small helpers shared by the scene tests."""
from __future__ import annotations

import time


def settle(app, scene, limit: float = 30.0) -> None:
    """Run frames until the table's worker has finished (the computers' picks, the hint), as the window
    would: computers think in a worker thread, their picks land in a later frame."""
    end = time.monotonic() + limit
    while scene.thinking is not None or scene.hint_job is not None:
        assert time.monotonic() < end, "the worker never finished"
        time.sleep(0.005)
        app.frame(0.016, events=[])


def look(app, scene) -> None:
    """Let the player see what a telling that just ended gives way to before answering it: input waits a moment
    after a telling (scenes/shell/table_base.py QUIET_AFTER_TELLING), as a player reads the new decision."""
    wait = getattr(scene, "quiet_until", 0.0) - getattr(scene, "time", 0.0)
    if wait >= 0:
        app.frame(wait + 0.001, events=[])


def scoring_for(app, match):
    """The score screen of a finished match, over the menu (as the game shows it)."""
    from scenes.menu import MenuScene
    from scenes.ecosysteme.scoring import ScoringScene

    app.push(MenuScene(app))
    scene = ScoringScene(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def missing_glyphs(chars: set[str]) -> list[str]:
    """The characters of ``chars`` that the game's fonts (regular and bold) draw as their "missing" box."""
    import pygame

    from game.resources import resource_path

    pygame.font.init()
    missing = []
    for style in ("Lato-Regular.ttf", "Lato-Bold.ttf"):
        font = pygame.font.Font(str(resource_path("assets", "fonts", style)), 20)
        def picture(c: str) -> bytes:
            surf = font.render(c, False, (0, 0, 0), (255, 255, 255))
            return bytes(surf.get_size()) + pygame.image.tobytes(surf, "RGB")

        notdef = picture("\ue000")           # a private-use character: the font's "missing" box
        missing += [f"{style}: U+{ord(c):04X} {c}" for c in sorted(chars)
                    if not c.isspace() and picture(c) == notdef]
    return missing


def record_calls(monkeypatch, cls, name: str) -> list[tuple]:
    """Every call of the method ``cls.name`` from now on, as its arguments (it still runs): which path of the
    input reached which action. Set on the class, so buttons built earlier (whose actions look the method up on
    the scene when pressed) are seen too."""
    calls: list[tuple] = []
    method = getattr(cls, name)

    def spy(self, *args, **kwargs):
        calls.append(args)
        return method(self, *args, **kwargs)
    monkeypatch.setattr(cls, name, spy)
    return calls


def play_decisions(match, steps: int, rng) -> None:
    """``steps`` decisions of the game as the window makes them: computers play, humans pick a legal action from
    their own view (``rng``: which)."""
    for _ in range(steps):
        if match.over:
            return
        if match.waiting_computers() and not match.waiting_humans():
            match.play_computers()
            continue
        seat = match.active_human()
        legal = match.view(seat).legal_actions()
        match.submit(seat, legal[rng.randrange(len(legal))])


def play_to_end(match, rng):
    """The game to its end, as ``play_decisions`` plays it; the match."""
    while not match.over:
        play_decisions(match, 1, rng)
    return match

