"""Never lose a game: the autosave resumes a game exactly, and a damaged, edited or foreign save is refused
with one sentence, kept aside, never overwritten."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

import pygame
import pytest

from game import savegame
from game.ecosysteme.agents import make_agent
from game.errors import SaveError
from game.ladder import daily_challenge, rung_challenge
from game.session import COMPUTER, Match, Seat

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def play(match: Match, picks: int | None = None, seed: int = 7) -> Match:
    """Humans played by a Medium bot, computers by their own agents: ``picks`` steps, or to the end."""
    human = make_agent("medium", seed)
    steps = 0
    while not match.over and (picks is None or steps < picks):
        match.play_computers()
        for seat in match.waiting_humans():
            match.submit(seat, human.choose(match.view(seat)))
        steps += 1
    return match


def matches() -> dict[str, Match]:
    rung = rung_challenge("forest", 2)
    daily = daily_challenge("forest", date(2026, 11, 23))
    return {
        "computers": Match("savane", [Seat("Ana"), Seat("Bo", COMPUTER, "hard"), Seat("Cy", COMPUTER, "easy"),
                                      Seat("Di", COMPUTER, "random")], seed=11),
        "neutral": Match("forest", [Seat("Ana"), Seat("Bo", COMPUTER, "medium")], seed=3),
        "solo": Match("savane", [Seat("Ana")], seed=5, solo=True),
        "challenge": Match("forest", [Seat("Ana")], seed=rung.seed, solo=True, challenge=rung),
        "daily": Match("forest", [Seat("Ana")], seed=daily.seed, solo=True, challenge=daily),
        "hot-seat": Match("forest", [Seat("Ana"), Seat("Bo"), Seat("Cy", COMPUTER, "medium")], seed=8),
    }


@pytest.mark.slow
@pytest.mark.parametrize("name", list(matches()))
def test_a_resumed_game_goes_on_exactly_as_the_uninterrupted_one(name):
    original = play(matches()[name], picks=6)
    if name == "hot-seat":                        # Ana has chosen, Bo not yet: her pick waits, unrevealed
        ana = make_agent("medium", 1).choose(original.view(0))
        original.submit(0, ana)
    if name == "solo":                            # placed, not yet discarded
        original.submit(0, make_agent("medium", 1).choose(original.view(0)))
    savegame.save_match(original, savegame.autosave_path())
    resumed = savegame.load_autosave()
    assert resumed.state.to_json() == original.state.to_json()
    assert [(s.name, s.controller, s.level) for s in resumed.seats] == [(s.name, s.controller, s.level) for s in original.seats]
    assert resumed.challenge == original.challenge
    assert resumed.state.pending == original.state.pending
    # the computers' random states came back too: the rest of the game is the same move for move
    play(original, seed=21)
    play(resumed, seed=21)
    assert resumed.state.to_json() == original.state.to_json()
    assert resumed.state.actions_log() == original.state.actions_log()


def saved(tmp_path: Path) -> dict:
    match = play(matches()["computers"], picks=5)
    return savegame.match_to_dict(match)


def refused(data, *words: str) -> str:
    with pytest.raises(SaveError) as caught:
        savegame.match_from_dict(data)
    message = str(caught.value)
    for word in words:
        assert word in message
    assert "\n" not in message
    return message


def test_another_version_is_refused_by_name(tmp_path):
    data = saved(tmp_path)
    data["format"], data["version"] = 99, "9.0.0"
    refused(data, "another version", "9.0.0")


def test_not_a_save_at_all(tmp_path):
    refused({"hello": 1}, "not a saved game")
    refused([1, 2, 3], "not a saved game")
    refused("text", "not a saved game")


@pytest.mark.parametrize("edit, words", [
    (lambda d: d["state"]["hands"][0].__setitem__(0, d["state"]["hands"][1][0]), ("cards do not add up",)),
    (lambda d: d["state"]["hands"][0].reverse() or d["state"]["hands"][1].reverse(), ("changed",)),
    (lambda d: d.__setitem__("seed", d["seed"] + 1), ("header",)),
    (lambda d: d["state"].__setitem__("seed", d["state"]["seed"] + 1), ("header",)),
    (lambda d: d["actions"].pop(), ("changed",)),
    (lambda d: d["seats"][1].__setitem__("level", "godlike"), ("godlike",)),
    (lambda d: d["seats"][1].__setitem__("kind", "human"), ("computer players",)),
    (lambda d: d["seats"].pop(), ("header",)),
    (lambda d: d["agents"]["1"][1].__setitem__(3, "x"), ("random state",)),
    (lambda d: d.__setitem__("game", "jungle"), ("jungle",)),
    (lambda d: d.pop("state"), ("damaged", "state")),
    (lambda d: d["challenge"] is None and d.__setitem__("challenge", {"kind": "rung"}), ("damaged",)),
], ids=["a card in two hands", "hands exchanged", "another seed", "state of another deal", "a move missing",
        "unknown level", "a computer made human", "a seat missing", "random state", "unknown game",
        "no state", "a broken challenge"])
def test_an_edited_save_is_refused_with_one_sentence(tmp_path, edit, words):
    data = saved(tmp_path)
    edit(data)
    refused(data, *words)


@pytest.mark.slow
def test_any_single_edit_either_loads_the_same_game_or_is_refused(tmp_path):
    """Every value of a save changed at random, one at a time: never an exception other than SaveError."""
    rng = random.Random(5)
    original = saved(tmp_path)
    text = json.dumps(original)
    paths = []

    def walk(node, path):
        if isinstance(node, dict):
            for k, v in node.items():
                walk(v, path + [k])
        elif isinstance(node, list):
            for i, v in enumerate(node):
                walk(v, path + [i])
        else:
            paths.append(path)
    walk(original, [])
    outcomes = {"loaded": 0, "refused": 0}
    for path in rng.sample(paths, 400):
        data = json.loads(text)
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = rng.choice([None, -1, 0, 10 ** 9, "x", [], {}, True, 2.5, [1, 2]])
        try:
            match = savegame.match_from_dict(data)
        except SaveError:
            outcomes["refused"] += 1
        else:                       # only harmless fields (a name, the date saved) may change and still load
            assert match.state.to_json() == savegame.match_from_dict(json.loads(text)).state.to_json()
            outcomes["loaded"] += 1
    assert outcomes["refused"] > 300


def test_a_truncated_file_is_put_aside_and_never_overwritten(data_folder):
    match = play(matches()["computers"], picks=4)
    path = savegame.autosave_path()
    savegame.save_match(match, path)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(SaveError) as caught:
        savegame.load_autosave()
    assert "autosave.json.bad" in str(caught.value) and "not valid JSON" in str(caught.value)
    aside = data_folder / "autosave.json.bad"
    assert aside.read_bytes() == whole[: len(whole) // 2]
    assert not path.exists()
    # the next game's autosave does not touch the damaged copy
    savegame.autosave(play(matches()["neutral"], picks=2))
    assert aside.read_bytes() == whole[: len(whole) // 2]
    assert savegame.load_autosave().game_id == "forest"


def test_an_unreadable_file_is_refused(data_folder):
    path = savegame.autosave_path()
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError, match="cannot be read|not valid JSON"):
        savegame.load_autosave()
    assert (data_folder / "autosave.json.bad").exists()


def test_a_finished_game_leaves_the_autosave_for_the_archive(data_folder):
    match = play(matches()["neutral"], picks=3)
    savegame.autosave(match)
    assert savegame.autosave_path().exists()
    play(match)
    savegame.autosave(match)
    assert not savegame.autosave_path().exists()
    [kept] = savegame.finished_games()
    again = savegame.load_match(kept)
    assert again.over and again.state.to_json() == match.state.to_json()


def test_replay_steps_go_from_the_deal_to_the_end():
    for name in ("neutral", "solo"):
        match = play(matches()[name])
        steps = savegame.replay_steps(match)
        assert len(steps) == len(match.state.history) + 1
        assert steps[0].state.to_json()["history"] == []
        assert steps[-1].state.to_json() == match.state.to_json()
        for i, step in enumerate(steps[1:], 1):
            assert step.record == match.state.history[i - 1]
            assert len(step.state.history) == i


# ---------------------------------------------------------------------------- in the window


def click(app, rect) -> None:
    app.frame(0.016, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center),
                      pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=rect.center)])


def test_the_table_saves_after_every_pick_and_continue_resumes_it(make_app, data_folder):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.table import TableScene

    app = make_app("en")
    app.push(MenuScene(app))
    assert [b.label for b in app.top.column.buttons][0] == "New game"
    match = Match("forest", [Seat("Ana"), Seat("Bo", COMPUTER, "medium"), Seat("Cy", COMPUTER, "easy")], seed=4)
    app.push(TableScene(app, match))
    human = make_agent("medium", 2)
    for _ in range(3):
        app.frame(0.016, [])
        table = app.top
        table._submit(human.choose(match.view(0)))
        app.frame(0.016, [])
        on_disk = savegame.load_match(savegame.autosave_path())
        assert on_disk.state.to_json() == match.state.to_json()
    state = match.state.to_json()
    app.top.back()
    app.top.leave()                     # "Leave" in the dialog: back to the menu
    menu = app.top
    assert isinstance(menu, MenuScene)
    labels = [b.label for b in menu.column.buttons]
    assert labels[:2] == ["Continue", "New game"]
    click(app, menu.column.buttons[0].rect)
    table = app.top
    assert isinstance(table, TableScene) and table.match is not match
    assert table.match.state.to_json() == state
    assert [s.name for s in table.match.seats] == ["Ana", "Bo", "Cy"]


def test_a_damaged_save_shows_a_message_and_offers_a_new_game(make_app, data_folder):
    from scenes.menu import MenuScene

    savegame.autosave_path().write_text('{"kind": "ecosysteme-game", "format": 1, "game": "forest"',
                                        encoding="utf-8")
    app = make_app("fr")
    app.push(MenuScene(app))
    menu = app.top
    assert menu.column.buttons[0].label == "Reprendre"
    click(app, menu.column.buttons[0].rect)
    assert app.top is menu
    assert "autosave.json.bad" in app.notice and "Commencez-en une nouvelle" in app.notice
    assert [b.label for b in menu.column.buttons][0] == "Nouvelle partie"
    assert (data_folder / "autosave.json.bad").exists()
    app.frame(0.016, [])                # the message is drawn without trouble


def test_the_demo_never_touches_the_players_save(make_app, data_folder):
    from scenes.ecosysteme.table import TableScene

    savegame.save_match(play(matches()["neutral"], picks=2), savegame.autosave_path())
    before = savegame.autosave_path().read_bytes()
    app = make_app("en")
    table = TableScene(app, Match("forest", [Seat("A", COMPUTER), Seat("B", COMPUTER)], seed=1), autosave=False)
    app.push(table)
    for _ in range(60):
        table.pick_timer = table.pick_interval
        app.frame(0.05, [])
    assert len(table.match.state.history) > 3
    assert savegame.autosave_path().read_bytes() == before


# ---------------------------------------------------------------------------- kill -9

CHILD = """
import sys
from game.session import Match, Seat, COMPUTER
from game.userdata import Settings
from scenes.app import App
from scenes.ecosysteme.table import TableScene
app = App(Settings(language="en", animation_speed=0.0), size=(1280, 720))
seats = [Seat(n, COMPUTER, lv) for n, lv in (("A", "medium"), ("B", "easy"), ("C", "random"), ("D", "medium"))]
table = TableScene(app, Match("forest", seats, seed=int(sys.argv[1])))
table.pick_interval = 0.002
app.push(table)
print("started", flush=True)
app.run()
"""


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="kill -9")
def test_a_game_killed_at_any_moment_resumes_from_its_last_pick(data_folder):
    """A running game process is killed (SIGKILL) at random moments; every time the save on disk is whole and
    the game resumed from it ends exactly as the same game played without interruption."""
    rng = random.Random(3)
    seed = 17
    whole = Match("forest", [Seat(n, COMPUTER, lv) for n, lv in (("A", "medium"), ("B", "easy"),
                                                                   ("C", "random"), ("D", "medium"))], seed=seed)
    play(whole)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(data_folder), "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    path = savegame.autosave_path()
    resumed_at = []
    for _ in range(3):
        path.unlink(missing_ok=True)
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(seed)], env=env, cwd=data_folder,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            assert child.stdout.readline().strip() == "started"
            deadline = time.monotonic() + 60
            while not path.exists() and time.monotonic() < deadline:
                time.sleep(0.01)
            time.sleep(rng.uniform(0.0, 0.4))            # somewhere in the middle of the game
            child.send_signal(signal.SIGKILL)
        finally:
            if child.poll() is None:                     # a failed step above must not leave it running
                child.kill()
            child.wait(timeout=30)
            child.stdout.close()
            child.stderr.close()
        assert child.returncode == -signal.SIGKILL
        if not path.exists():                            # it had finished: the game went to the archive
            continue
        match = savegame.load_match(path)                # never half a file
        resumed_at.append(len(match.state.history))
        play(match)
        assert match.state.to_json() == whole.state.to_json()
    assert resumed_at, "the game always finished before the kill: kill sooner"
