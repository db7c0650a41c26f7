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
    """
    yield
    if "pygame" in sys.modules:
        gc.collect()
