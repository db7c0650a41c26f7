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


def scoring_for(app, match):
    """The score screen of a finished match, over the menu (as the game shows it)."""
    from scenes.menu import MenuScene
    from scenes.scoring import ScoringScene

    app.push(MenuScene(app))
    scene = ScoringScene(app, match)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene
