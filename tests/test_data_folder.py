"""The user data folder when it cannot be made or written, the leftovers of saves killed half-way, and the
words a failed save is reported in (issue 12, classes 2 and 8).

The game must start and play when nothing can be saved, say so once on the menu in the player's language, and
never raise; a failed write names the file the player knows and the reason in words, never an errno nor a
temporary file.
"""
from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.session import COMPUTER, HUMAN, Match, Seat

from .helpers import scoring_for, settle
from tests.input import click, drag

ROOT = Path(__file__).resolve().parents[1]
APP_SIZE = (1280, 720)
NOTHING_KEPT = {"en": "nothing will be kept", "fr": "rien ne sera gardé"}
IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


def pick_first(app, table) -> None:
    """The player drags their first card onto the first legal cell (a Lapin then skips its swap)."""
    _, card = table.hand_rects()[0]
    drag(app, card.center, table.board().rect(table.legal().cells[0]).center)
    if table.pending_rabbit:
        skip = next(b for b in table.column.buttons if b.label == app.t("skip_swap"))
        click(app, skip.rect.center)
    settle(app, table)


def bad_folder(tmp_path: Path, kind: str) -> Path:
    """A data folder the game cannot make: the path of a file, a path under a file, under a read-only folder."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    if kind == "a file":
        return blocker
    if kind == "under a file":
        return blocker / "ecosysteme"
    locked = tmp_path / "read-only"
    locked.mkdir()
    locked.chmod(0o555)
    return locked / "ecosysteme"


FOLDER_KINDS = ["a file", "under a file",
                pytest.param("read-only parent", marks=pytest.mark.skipif(
                    IS_ROOT or sys.platform == "win32", reason="root writes in a read-only folder"))]


def finished_match() -> Match:
    match = Match("forest", [Seat("Ana", COMPUTER), Seat("Bob", COMPUTER)], seed=5)
    while not match.over:
        match.play_computers()
    return match


# ---------------------------------------------------------------------------- start-up, through the real command


def run_main(argv: list[str], data: Path, **env: str) -> subprocess.CompletedProcess:
    """``game.cli.main(argv)`` in a fresh process, as the installed command or the executable runs it."""
    code = f"import sys; from game.cli import main; sys.exit(main({argv!r}))"
    environ = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "ECOSYSTEME_DATA_DIR": str(data), "PYGAME_HIDE_SUPPORT_PROMPT": "1", **env}
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, timeout=240,
                          cwd=data.parent if data.parent.is_dir() else ROOT)


@pytest.mark.slow
@pytest.mark.parametrize("kind", FOLDER_KINDS)
def test_the_demo_plays_to_its_end_when_the_data_folder_cannot_be_made(tmp_path, kind):
    data = bad_folder(tmp_path, kind)
    done = run_main(["--demo", "--players", "2", "--speed", "50", "--exit-when-done"], data)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert not data.is_dir(), "nothing was made where the folder cannot be"
    assert (tmp_path / "a-file").read_text() == "not a folder", "the file in the way is left as it was"


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["a file", "under a file"])
def test_the_window_and_a_replay_open_when_the_data_folder_cannot_be_made(tmp_path, kind):
    from game.savegame import save_match

    data = bad_folder(tmp_path, kind)
    saved = tmp_path / "game.json"
    save_match(finished_match(), saved)
    for argv in ([], ["replay", str(saved)]):
        # the start-up benchmark's switch: the first frame on screen, then quit (exit 0)
        done = run_main(argv, data, ECOSYSTEME_QUIT_AFTER_FIRST_FRAME="1")
        assert done.returncode == 0, (argv, done.stderr)
        assert "Traceback" not in done.stderr, argv


# ---------------------------------------------------------------------------- the menu says it once


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_menu_says_once_in_the_players_language_that_nothing_will_be_saved(make_app, tmp_path, monkeypatch,
                                                                              lang):
    from game.userdata import shown_folder
    from scenes.menu import MenuScene

    data = bad_folder(tmp_path, "a file")
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
    app = make_app(lang=lang)
    app.push(MenuScene(app))
    app.frame(0.016, events=[])
    notice = app.notice
    assert notice and NOTHING_KEPT[lang] in notice, notice
    assert shown_folder(data) in notice and data.name in notice, "the folder is named"
    reason = {"en": "a file stands where a folder should be", "fr": "un fichier se trouve à la place d’un dossier"}
    assert reason[lang] in notice, notice
    other = "fr" if lang == "en" else "en"
    assert NOTHING_KEPT[other] not in notice
    assert app.t("continue") not in [b.label for b in app.top.column.buttons], "no saved game to continue"
    click(app, (5, 5))                              # a click puts the notice away ...
    assert app.notice is None
    app.frame(0.016, events=[])
    assert app.notice is None                       # ... for good


def test_a_game_plays_to_its_end_without_a_word_more_when_nothing_can_be_saved(make_app, tmp_path, monkeypatch):
    """After the menu's notice, the table's autosave fails after every pick: it must neither raise nor nag."""
    from scenes.ecosysteme.scoring import ScoringScene
    from scenes.ecosysteme.table import TableScene

    data = bad_folder(tmp_path, "under a file")
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
    app = make_app()
    assert app.notice and NOTHING_KEPT["en"] in app.notice
    match = Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=3)
    table = TableScene(app, match)
    app.push(table)
    app.frame(0.016, events=[])
    assert table.leave_note_key() == "leave_note_not_saved", "leaving does not promise a Continue"
    messages = []
    while not match.over:
        settle(app, table)
        if match.over:
            break
        pick_first(app, table)
        messages.append(table.message)
    for _ in range(5):
        app.frame(0.016, events=[])
    assert len(messages) > 5
    assert messages == [None] * len(messages), "the menu said it: not again after every pick"
    assert isinstance(app.top, ScoringScene)
    assert not data.exists()


def test_a_save_that_starts_failing_during_a_game_is_said_once(make_app, tmp_path):
    """The folder was fine at start-up, then a file takes its place (as a full disk would, any failure): the
    table says it, in words, when the first save fails, and not again at the saves after it."""
    from scenes.ecosysteme.table import TableScene

    app = make_app()
    assert app.notice is None
    match = Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=4)
    table = TableScene(app, match)
    app.push(table)
    app.frame(0.016, events=[])
    settle(app, table)
    assert (tmp_path / "autosave.json").is_file()
    for entry in tmp_path.iterdir():                # the folder gone, a file in its place
        entry.unlink()
    tmp_path.rmdir()
    tmp_path.write_text("in the way")
    on_screen: list = []                            # the table's message in every frame drawn
    watch = lambda app: on_screen.append(table.message)   # noqa: E731
    app.frame_hooks.append(watch)
    for _ in range(4):
        pick_first(app, table)
    app.frame_hooks.remove(watch)
    said = [i for i, m in enumerate(on_screen) if m]
    assert said, "the failure was said"
    assert {on_screen[i] for i in said} == {
        "The game could not be saved (autosave.json: a file stands where a folder should be)."}
    assert said == list(range(said[0], said[-1] + 1)), "said once, until the next pick"
    assert on_screen[-1] is None, "the next picks' failed saves do not say it again"
    assert match.state.pick > 4, "the game went on"
    assert table.leave_note_key() == "leave_note_not_saved", "leaving does not promise a Continue"


# ---------------------------------------------------------------------------- reading and writing with no folder


def test_without_a_folder_every_file_reads_absent_and_every_write_is_an_oserror(tmp_path, monkeypatch):
    from game import savegame
    from game.ladder import Progress
    from game.userdata import Settings, data_dir, has_autosave, storage_problem

    data = bad_folder(tmp_path, "under a file")
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
    assert data_dir() == data
    settings, problem = Settings.load()
    assert problem is None and settings.animation_speed == 1.0
    progress, problem = Progress.load("en")
    assert problem is None and progress.to_json() == Progress().to_json()
    assert not has_autosave() and savegame.finished_games() == []
    savegame.clear_autosave()                       # nothing to clear: not an error
    for write in (settings.save, progress.save, lambda: savegame.autosave(finished_match())):
        with pytest.raises(OSError):
            write()
    assert "nothing will be kept" in storage_problem("en")
    assert not data.exists()


def test_a_folder_that_can_be_made_but_not_written_is_said_too(make_app, monkeypatch):
    import game.userdata

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(game.userdata.tempfile, "mkstemp", read_only)
    app = make_app(lang="fr")
    assert app.notice.startswith("Vos parties, réglages et défis ne peuvent pas être enregistrés")
    assert "rien ne peut être écrit dans le dossier" in app.notice and "le disque est en lecture seule" in app.notice


def test_storage_is_fine_in_a_writable_folder_and_leaves_nothing_behind(tmp_path, monkeypatch):
    from game.userdata import storage_problem

    data = tmp_path / "new" / "ecosysteme"
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(data))
    assert storage_problem("en") is None
    assert data.is_dir() and list(data.iterdir()) == []


def test_the_folder_is_where_it_always_was(monkeypatch):
    """Players' files must not move: the platform's user data folder for "ecosysteme"."""
    from platformdirs import user_data_path

    from game.userdata import data_dir

    monkeypatch.delenv("ECOSYSTEME_DATA_DIR", raising=False)
    assert data_dir() == user_data_path("ecosysteme", appauthor=False)


# ---------------------------------------------------------------------------- leftovers of killed saves


def test_temporary_files_of_saves_killed_half_way_are_removed_at_start_up(make_app, tmp_path):
    games = tmp_path / "games"
    games.mkdir()
    old = time.time() - 3600
    stale = [tmp_path / "autosave.jsonk2_9x0ab.tmp", tmp_path / "settings.jsonqq1w2e3r.tmp",
             games / "2025-03-14-101500-forest-7.jsonzz8y7x6w.tmp"]
    fresh = tmp_path / "autosave.jsonnow12345.tmp"      # another running copy's save in progress
    kept = [tmp_path / "autosave.json", tmp_path / "notes.tmp", tmp_path / "ladder.json.bad",
            games / "2025-03-14-101500-forest-7.json"]
    for path in stale + kept:
        path.write_text("{}")
        os.utime(path, (old, old))
    fresh.write_text("{")
    app = make_app()
    assert app.notice is None
    assert [p for p in stale if p.exists()] == []
    assert fresh.exists(), "a save younger than a minute may be in progress: left alone"
    assert all(p.read_text() == "{}" for p in kept), "only the game's own temporary files are touched"


def test_a_kill_during_a_save_leaves_a_temporary_file_that_the_next_start_removes(tmp_path, monkeypatch):
    """The leftover as a real kill makes it: write_json_atomic's temporary file, the process gone before the
    rename."""
    from game.userdata import remove_leftovers, write_json_atomic

    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    code = ("import os, sys; from pathlib import Path; import game.userdata as u\n"
            "os.replace = lambda *a: os._exit(9)\n"
            "u.write_json_atomic(Path(sys.argv[1]) / 'autosave.json', {'a': 1})\n")
    subprocess.run([sys.executable, "-c", code, str(tmp_path)], env={**os.environ, "PYTHONPATH": str(ROOT)},
                   timeout=60, check=False)
    left = list(tmp_path.glob("autosave.json*.tmp"))
    assert len(left) == 1
    assert remove_leftovers() == 0, "too young: perhaps a save in progress"
    old = time.time() - 120
    os.utime(left[0], (old, old))
    assert remove_leftovers() == 1 and list(tmp_path.iterdir()) == []
    write_json_atomic(tmp_path / "autosave.json", {"a": 2})
    assert json.loads((tmp_path / "autosave.json").read_text()) == {"a": 2}


# ---------------------------------------------------------------------------- the words of a failed save


ERRNOS = [(errno.ENOSPC, "the disk is full", "le disque est plein"),
          (errno.EROFS, "the disk is read-only", "le disque est en lecture seule"),
          (errno.EACCES, "you are not allowed to write there", "vous n’avez pas le droit d’y écrire"),
          (errno.EPERM, "you are not allowed to write there", "vous n’avez pas le droit d’y écrire"),
          (errno.ENOTDIR, "a file stands where a folder should be", "un fichier se trouve à la place d’un dossier"),
          (errno.EIO, "cannot be written, error EIO", "écriture impossible, erreur EIO")]
if hasattr(errno, "EDQUOT"):
    ERRNOS.append((errno.EDQUOT, "your disk quota is used up", "votre quota d’espace disque est atteint"))


def fail_fsync(monkeypatch, code: int) -> None:
    """Every write fails as the disk would, after the temporary file is made (the step that named it)."""
    import game.userdata

    def fsync(fd):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(game.userdata.os, "fsync", fsync)


@pytest.mark.parametrize("code, en, fr", ERRNOS)
def test_a_failed_settings_save_is_said_in_the_players_words_naming_settings_json(make_app, tmp_path, monkeypatch,
                                                                                 code, en, fr):
    from scenes.settings import SettingsScene

    app = make_app(lang="en")
    scene = SettingsScene(app)
    app.push(scene)
    app.frame(0.016, events=[])
    fail_fsync(monkeypatch, code)
    fast = next(b for b in scene.column.buttons if b.label == app.t("speed_fast"))
    click(app, fast.rect.center)
    assert scene.problem == f"Your settings could not be saved (settings.json: {en}).", scene.problem
    french = next(b for b in scene.column.buttons if b.label == app.t("lang_fr"))
    click(app, french.rect.center)
    assert scene.problem == f"Vos réglages n’ont pas pu être enregistrés (settings.json\u00a0: {fr}).", \
        scene.problem
    assert list(tmp_path.iterdir()) == [], "no temporary file left"


def test_the_three_failed_saves_are_worded_alike(make_app, tmp_path, monkeypatch):
    """The settings, the autosave and a challenge's result: the same helper, the file each wrote."""
    from game.ladder import rung_challenge
    from scenes.ecosysteme.table import TableScene

    app = make_app(lang="fr")
    fail_fsync(monkeypatch, errno.ENOSPC)
    table = TableScene(app, Match("forest", [Seat("Ana", HUMAN), Seat("Bob", COMPUTER)], seed=3))
    app.push(table)
    app.frame(0.016, events=[])
    assert table.message == "La partie n’a pas pu être enregistrée (autosave.json\u00a0: le disque est plein)."
    app.home()

    challenge = rung_challenge("forest", 0)
    match = Match("forest", [Seat("Ana")], seed=challenge.seed, solo=True, challenge=challenge)
    while not match.over:                           # the computer's moves stand in for the player's
        legal = match.state.legal_actions(0)
        from game.ecosysteme.actions import LegalPicks, Pick

        match.submit(0, Pick(legal.cards[0], legal.cells[0]) if isinstance(legal, LegalPicks) else list(legal)[0])
    scene = scoring_for(app, match)
    scene.confirm()
    assert scene.save_problem == "Le résultat n’a pas pu être enregistré (ladder.json\u00a0: le disque est plein)."
    assert not list(tmp_path.glob("*.tmp"))


def test_write_json_atomic_names_the_real_file_whichever_step_fails(tmp_path, monkeypatch):
    from game.userdata import write_json_atomic, write_problem

    target = tmp_path / "settings.json"
    fail_fsync(monkeypatch, errno.ENOSPC)
    with pytest.raises(OSError) as caught:
        write_json_atomic(target, {"a": 1})
    assert caught.value.filename == str(target) and caught.value.errno == errno.ENOSPC
    assert list(tmp_path.iterdir()) == []
    monkeypatch.undo()
    blocker = tmp_path / "games"
    blocker.write_text("")
    with pytest.raises(OSError) as caught:
        write_json_atomic(blocker / "2025-forest-1.json", {})   # its folder cannot be made
    assert caught.value.filename == str(blocker / "2025-forest-1.json")
    assert write_problem(caught.value, "en") == "2025-forest-1.json: a file stands where a folder should be"
