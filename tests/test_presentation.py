"""How the project presents itself (issue 23 point 21): the README's opening and the package's description name
every game the window plays, not only the first two."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

from game.core.registry import game_def
from scenes.games import window_games

ROOT = Path(__file__).resolve().parent.parent


def short_name(game_id: str) -> str:
    """The name a reader knows the game by: its French name without the family's ('Forêt', 'Canopée')."""
    return game_def(game_id).info.names["fr"].split(" – ")[-1]


def test_the_readme_opening_presents_every_game_of_the_window():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    title = text.splitlines()[0]
    assert "Forêt and Savane" not in title
    opening = text[:text.index("\n## ")]          # the title and the paragraphs before the first section
    for game_id in window_games():
        assert re.search(rf"\*\*[^*]*{re.escape(short_name(game_id))}\*\*", opening), game_id   # in bold, listed


def test_the_package_description_names_every_game_of_the_window():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for game_id in window_games():
        assert short_name(game_id) in project["description"], game_id
