import gc
import os
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def _collect_pygame_leftovers():
    """Collect each test's garbage once its fixtures are torn down (so after their pygame.quit()).

    An App sits in reference cycles (its scenes point back at it); left to the collector, it could be freed
    during a later test, after pygame.init() again, and its stale window and fonts would then free that test's
    live SDL objects (a crash or "unsupported surface bit depth"). Freed while SDL is down, they are no-ops.
    Collected before the test too: pytest holds a test's fixture values (a module's ``app``) until after this
    teardown, so the last test's App only becomes garbage then, and the window collects its garbage at the frame
    after a scene leaves (scenes/app.py) - the next test's, if it were left to that.
    """
    if "pygame" in sys.modules:
        gc.collect()
    yield
    if "pygame" in sys.modules:
        gc.collect()


@pytest.fixture(autouse=True)
def _lesson_offer_seen(monkeypatch, request):
    """A player's first game of a game offers its lesson first (scenes/setup: Learn to play or Play now); the tests
    that start games from the setup screen play as a player who has seen the offer once already. A module setting
    LESSON_OFFER (tests/test_tutorials.py, which tests the offer) plays as a new player."""
    if not getattr(request.module, "LESSON_OFFER", False):
        from game import tutorial

        monkeypatch.setattr(tutorial, "was_offered", lambda game_id: True)


@pytest.fixture
def make_app(tmp_path, monkeypatch, request):
    """make(lang, size, speed, confirm) -> a game window (the dummy display in tests) with its own data folder.

    The size defaults to the test module's APP_SIZE, else 1600×900; animations are off unless asked for.
    """
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    import pygame

    from game.userdata import Settings
    from scenes.app import App

    apps = []
    default_size = getattr(request.module, "APP_SIZE", (1600, 900))

    def make(lang: str = "en", size=None, speed: float = 0.0, confirm: bool = False):
        # confirm: the player's default, a placement waits for Confirm; most tests place and move on at once
        # (tests/ecosysteme/test_undo.py covers the confirmation step)
        app = App(settings=Settings(language=lang, animation_speed=speed, confirm_picks=confirm),
                  size=size or default_size)
        apps.append(app)
        return app

    yield make
    # free every window, font and surface while SDL still runs (see _collect_pygame_leftovers): popped, not
    # looped over, so no loop variable keeps the last window (and its fonts) alive through pygame.quit()
    while apps:
        app = apps.pop()
        app.stack.clear()
        app.window.destroy()
        del app
    gc.collect()
    pygame.quit()
