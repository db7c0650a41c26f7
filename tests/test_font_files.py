"""The game's text never holds its font files open: a long session (many window sizes) or many windows in one
process (the test suite) must not run into the system's open-file limit, after which saves fail too.

pygame-ce's Font opened by path keeps its file open while it lives, and one freed after pygame.font.quit() never
closes it; the game opens one font per style and pixel size, so that was dozens of files per window size, left
open for good by every window closed the way the game closes (pygame.quit() with the window still alive)."""
from __future__ import annotations

import gc
import os

import pygame
import pytest

from game.resources import resource_path
from game.session import COMPUTER, HUMAN, Match, Seat

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts descriptors in /proc/self/fd")

FONTS_DIR = str(resource_path("assets", "fonts").resolve()) + os.sep


def open_font_files() -> int:
    """How many descriptors of this process point into assets/fonts."""
    count = 0
    for name in os.listdir("/proc/self/fd"):
        try:
            count += os.readlink(f"/proc/self/fd/{name}").startswith(FONTS_DIR)
        except OSError:          # the descriptor listdir itself used, closed since
            pass
    return count


def font_file_count() -> int:
    from scenes.fonts import FONT_FILES

    return len(set(FONT_FILES.values()))


def open_tables(app) -> None:
    """A Forêt table and a Canopée table drawn: the window's own fonts, the card faces' and Canopée's."""
    from scenes.canopee.table import CanopeeTable
    from scenes.ecosysteme.table import TableScene

    app.push(TableScene(app, Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER), Seat("Cid", COMPUTER)],
                                   seed=3)))
    app.frame(0.016, events=[])
    app.push(CanopeeTable(app, Match("canopee", [Seat("Ana", HUMAN), Seat("Bob", HUMAN)], seed=11),
                          autosave=False))
    app.frame(0.016, events=[])


def test_five_windows_closed_as_the_game_closes_leave_no_font_file_open(tmp_path, monkeypatch):
    from game.userdata import Settings
    from scenes.app import App

    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    before = open_font_files()
    for _ in range(5):
        app = App(settings=Settings(language="fr", animation_speed=0.0, confirm_picks=False), size=(1280, 720))
        open_tables(app)
        assert len(app.pictures._fonts) > 10         # the text was drawn in many styles and sizes
        # as scenes.app._run does: pygame.quit() while the window and every font it opened still live
        pygame.quit()
        del app
        gc.collect()
    assert open_font_files() == before


def test_a_window_resized_through_many_sizes_opens_at_most_each_font_file_once(make_app):
    app = make_app(size=(1280, 720))
    open_tables(app)
    for size in [(1366, 768), (1440, 810), (1600, 900), (1920, 1080), (1500, 860), (2560, 1440)]:
        app.window.size = size
        app.dispatch(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
        app.frame(0.016, events=[])
        assert app.surface.get_size() == size            # laid out and drawn for this size: new font sizes
    assert open_font_files() <= font_file_count()
