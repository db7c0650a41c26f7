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
