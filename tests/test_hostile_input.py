"""Hostile input, by class, closed where it enters (game/inputs.py): every user file and data file read with
bounds on size, depth, expanded values, text and numbers; anything wrong is one sentence, and a user file that
cannot be read is set aside so the next launch does not meet it again."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from game import savegame
from game.core.catalogue import parse_catalogue
from game.errors import CardDataError, SaveError, ScoreFileError
from game.ladder import Progress, rung_challenge
from game.scorefile import parse_score_text
from game.session import Match, Seat
from game.userdata import Settings

pytestmark = pytest.mark.slow      # hostile files and commands, many as subprocesses: the quick run (-m "not slow") leaves them to .ci/run

ROOT = Path(__file__).resolve().parent.parent
CARDS = (ROOT / "data" / "cards.yaml").read_text(encoding="utf-8")
DEEP = 100_000


@pytest.fixture(autouse=True)
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def nested_json(depth: int = DEEP) -> str:
    return "[" * depth + "]" * depth


def one_sentence(message: str) -> None:
    assert "\n" not in message and len(message) < 400, message
    assert "Traceback" not in message and "RecursionError" not in message


# ---------------------------------------------------------------------------- 1. a user file that crashes


def test_a_deeply_nested_settings_file_is_set_aside_and_the_game_starts(data_folder):
    (data_folder / "settings.json").write_text('{"language": ' + nested_json() + "}")
    settings, problem = Settings.load()
    assert settings == Settings(language=settings.language)
    assert "settings.json.bad" in problem
    assert not (data_folder / "settings.json").exists(), "the next launch starts clean"


def test_a_deeply_nested_ladder_file_is_set_aside_and_progress_restarts(data_folder):
    (data_folder / "ladder.json").write_text(nested_json())
    progress, problem = Progress.load("fr")
    assert progress.beaten_count("forest") == 0
    assert "ladder.json.bad" in problem
    assert (data_folder / "ladder.json.bad").read_text() == nested_json(), "kept, byte for byte"


def test_a_deeply_nested_autosave_is_refused_in_one_sentence_and_set_aside(data_folder):
    (data_folder / "autosave.json").write_text('{"kind": "ecosysteme-game", "format": 1, "seats": '
                                               + nested_json() + "}")
    with pytest.raises(SaveError) as info:
        savegame.load_autosave()
    one_sentence(str(info.value))
    assert "autosave.json.bad" in str(info.value)
    assert not (data_folder / "autosave.json").exists()


def test_any_exception_a_save_provokes_is_a_damaged_save_not_a_crash(data_folder, monkeypatch):
    from game.ecosysteme.state import EcosystemeState

    match = Match("forest", [Seat("Ana"), Seat("Bo")], seed=4)
    savegame.save_match(match, data_folder / "autosave.json")

    def choke(data):          # whatever a damaged file makes the state's reader raise
        raise RuntimeError("a value no check foresaw")
    monkeypatch.setattr(EcosystemeState, "from_json", staticmethod(choke))
    with pytest.raises(SaveError, match="damaged"):
        savegame.load_autosave()
    assert (data_folder / "autosave.json.bad").exists()


def run_cli(*args: str, data_folder: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "ECOSYSTEME_DATA_DIR": str(data_folder)}
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True, env=env,
                          timeout=timeout, cwd=data_folder)


def test_replay_of_a_deeply_nested_file_is_one_line(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text(nested_json())
    proc = run_cli("replay", str(path), data_folder=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("ecosysteme: ") and "deep.json" in proc.stderr
    assert "Traceback" not in proc.stderr


# ---------------------------------------------------------------------------- 3. exponential or unbounded input

# "billion laughs" as one flow value: each level repeats the one before nine times (9**9 values, 400 bytes)
BOMB = "[&l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol], " + ", ".join(
    f"&l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]" for i in range(1, 9)) + "]"


def score_file(**over: str) -> str:
    """A two-player Forêt score file, each part replaceable by raw YAML text."""
    row = "[bee, meadow, meadow, stream, stream]"
    parts = {"game": "forest", "row": row, "cell": "bee", "neutral": "{stream: 1}"}
    parts.update(over)
    first = parts["row"].replace("[bee,", f"[{parts['cell']},", 1)
    grid = "\n".join(f"      - {first if r == 0 else row}" for r in range(4))
    other = "\n".join(f"      - {row}" for r in range(4))
    return (f"game: {parts['game']}\nplayers:\n  - name: Ana\n    grid:\n{grid}\n"
            f"  - name: Ben\n    grid:\n{other}\nneutral: {parts['neutral']}\n")


def test_the_score_file_template_is_valid():
    assert [g.names for _, g in parse_score_text(score_file(), "f.yaml")] == [["Ana", "Ben"]]


@pytest.mark.parametrize("where", ["game", "cell", "row", "neutral"])
def test_an_alias_bomb_in_a_score_file_is_refused_before_it_grows(where):
    text = score_file(**{where: BOMB if where != "neutral" else "{stream: " + BOMB + "}"})
    with pytest.raises(ScoreFileError) as info:
        parse_score_text(text, "bomb.yaml")
    one_sentence(str(info.value))
    assert "too many values" in str(info.value) and "bomb.yaml" in str(info.value)


def test_an_alias_bomb_in_the_card_data_is_refused():
    text = CARDS.replace("version: 1", "version: " + BOMB, 1)
    with pytest.raises(CardDataError, match="too many values"):
        parse_catalogue(text, "cards.yaml")


def test_a_small_alias_in_the_card_data_is_still_fine():
    # anchors and aliases are ordinary YAML: only their expanded size is bounded
    text = CARDS.replace("version: 1", "version: &v 1", 1)
    assert parse_catalogue(text, "cards.yaml").games["forest"].players_max == 6


@pytest.mark.parametrize("name, words", [
    ("1" * 5000, "too long"),
    ("9" * 30, "too big"),
])
def test_a_huge_name_is_refused_with_a_short_message(name, words):
    text = score_file().replace("name: Ana", f"name: {name}")
    with pytest.raises(ScoreFileError) as info:
        parse_score_text(text, "f.yaml")
    one_sentence(str(info.value))
    assert words in str(info.value)


@pytest.mark.parametrize("count", ["1000000000000", "300000000", "21"])
def test_a_neutral_count_is_bounded_before_anything_is_built(count):
    text = score_file(neutral=f"{{stream: {count}}}")
    with pytest.raises(ScoreFileError) as info:
        parse_score_text(text, "f.yaml")
    one_sentence(str(info.value))


def test_a_score_file_nested_deep_is_refused():
    text = score_file(cell="[" * 20_000 + "]" * 20_000)
    with pytest.raises(ScoreFileError, match="nested too deeply"):
        parse_score_text(text, "f.yaml")


def test_score_of_an_endless_file_stops_at_the_size_limit(tmp_path):
    proc = run_cli("score", "/dev/zero", data_folder=tmp_path)
    assert proc.returncode == 2 and "too big" in proc.stderr and proc.stderr.count("\n") == 1


def test_an_absurd_card_count_is_refused():
    text = CARDS.replace("count: 20", "count: 100000000", 1)
    with pytest.raises(CardDataError, match="count: must be at most"):
        parse_catalogue(text, "cards.yaml")


def test_card_data_nested_50000_deep_is_refused_not_a_segfault(tmp_path):
    # in a child: before the depth check, libyaml's composer recursed until the process died
    text = CARDS.replace("version: 1", "version: " + "[" * 50_000 + "]" * 50_000, 1)
    path = tmp_path / "cards.yaml"
    path.write_text(text)
    code = ("import sys\nfrom game.core.catalogue import load_catalogue\nfrom game.errors import CardDataError\n"
            f"try:\n    load_catalogue({str(path)!r})\nexcept CardDataError as exc:\n    print(exc)\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert "nested too deeply" in proc.stdout


def test_an_error_never_prints_a_value_whole():
    text = score_file(game="'" + "x" * 900 + "'")
    with pytest.raises(ScoreFileError) as info:
        parse_score_text(text, "f.yaml")
    assert len(str(info.value)) < 200


# ---------------------------------------------------------------------------- 4. text the renderer refuses


def test_a_control_character_in_a_card_name_is_refused_where_it_enters():
    text = CARDS.replace("fr: Ours", "fr: \"Ou\\0rs\"", 1)
    assert text != CARDS
    with pytest.raises(CardDataError, match="control character U\\+0000"):
        parse_catalogue(text, "cards.yaml")


def test_escape_sequences_in_score_file_names_never_reach_the_terminal(tmp_path, capsys):
    from game.cli import main

    path = tmp_path / "f.yaml"
    path.write_text(score_file().replace("name: Ana", 'name: "\\e[31mAna\\e[0m\\0"'),
                    encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x00" not in out
    assert "[31mAna[0m" in out.splitlines()[1]


def test_a_nul_in_a_saved_seat_name_is_dropped_and_the_table_opens(make_app, data_folder):
    from scenes.ecosysteme.table import TableScene

    match = Match("forest", [Seat("Ana"), Seat("Bo")], seed=4)
    data = savegame.match_to_dict(match)
    data["seats"][0]["name"] = "A\x00n\x1ba\ud800"
    (data_folder / "autosave.json").write_text(json.dumps(data))
    resumed = savegame.load_autosave()
    assert resumed.seats[0].name == "Ana"
    app = make_app()
    app.push(TableScene(app, resumed))
    app.frame(0.016, events=[])


# ---------------------------------------------------------------------------- 7. saves accepted that should not be


def challenge_save(**change) -> dict:
    rung = rung_challenge("forest", 4)
    match = Match("forest", [Seat("Ana")], seed=rung.seed, solo=True, challenge=rung)
    data = savegame.match_to_dict(match)
    data["challenge"].update(change)
    return data


@pytest.mark.parametrize("change", [{"target": 1}, {"rung": 5}, {"rung": 0}, {"target": 1, "rung": 5}])
def test_a_challenge_whose_rung_or_target_was_changed_is_refused(tmp_path, change):
    path = tmp_path / "save.json"
    path.write_text(json.dumps(challenge_save(**change)))
    with pytest.raises(SaveError, match="challenge"):
        savegame.load_match(path)


def test_a_daily_challenge_of_another_deal_is_refused(tmp_path):
    from game.ladder import daily_challenge

    day = daily_challenge("forest", date(2026, 11, 24))
    match = Match("forest", [Seat("Ana")], seed=day.seed, solo=True, challenge=day)
    data = savegame.match_to_dict(match)
    data["challenge"]["day"] = "2026-11-25"            # another day's deal is another seed
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="challenge"):
        savegame.load_match(path)
    data["challenge"]["day"] = "2026-11-24"
    path.write_text(json.dumps(data))
    assert savegame.load_match(path).challenge == day


def computer_save() -> dict:
    match = Match("forest", [Seat("Ana"), Seat("Bo", "computer", "medium")], seed=9)
    return savegame.match_to_dict(match)


@pytest.mark.parametrize("damage", ["zero", "nan", "infinity", "version"])
def test_a_degenerate_computer_random_state_is_refused(tmp_path, damage):
    data = computer_save()
    state = data["agents"]["1"]
    if damage == "zero":
        state[1] = [0] * 624 + [624]
    elif damage == "version":
        state[0] = 2
    text = json.dumps(data)
    if damage in ("nan", "infinity"):
        # Python's json writes NaN and Infinity; JSON does not have them
        state[2] = float("nan") if damage == "nan" else float("inf")
        text = json.dumps(data)
    path = tmp_path / "save.json"
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        savegame.load_match(path)
    one_sentence(str(info.value))


# ---------------------------------------------------------------------------- found by the fuzz test


def test_a_second_damaged_save_does_not_replace_the_first_damaged_copy(data_folder):
    for content in (b"{first", b"{second"):
        (data_folder / "autosave.json").write_bytes(content)
        with pytest.raises(SaveError):
            savegame.load_autosave()
    assert (data_folder / "autosave.json.bad").read_bytes() == b"{first"
    assert (data_folder / "autosave.json.2.bad").read_bytes() == b"{second"


def test_a_remembered_setup_that_could_not_be_written_back_is_ignored(data_folder):
    (data_folder / "settings.json").write_text(json.dumps({"language": "fr", "last_setup": {
        "game": "forest", "count": 1, "seats": [{"kind": "human", "level": "\ud800", "name": ""}]}}))
    settings, problem = Settings.load()
    assert settings.language == "fr" and settings.last_setup is None
    settings.save()                                    # a lone surrogate kept would make this raise
    assert Settings.load()[0] == settings


@pytest.mark.parametrize("value", ["!!bool maybe", "!!timestamp abc", '!!int ""', "!!python/name:os.system"])
def test_explicit_yaml_tags_are_refused_in_one_sentence(value):
    with pytest.raises(ScoreFileError, match="tags"):
        parse_score_text(score_file(game=value), "f.yaml")
