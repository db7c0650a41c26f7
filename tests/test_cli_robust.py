"""The ``ecosysteme`` command against a hostile user: Ctrl-C at any moment, unbounded numbers, options that would
be silently ignored (issue 12, classes 3, 5 and 8).

Ctrl-C is sent as a terminal sends it, to the command's whole process group (pool workers included), or to the
command alone; either way the command ends within seconds with one line and exit code 130, and leaves no
process behind.
"""
from __future__ import annotations

import os
import random
import select
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import main

pytestmark = pytest.mark.slow      # the commands run as subprocesses: the quick run (-m "not slow") leaves them to .ci/run

ROOT = Path(__file__).resolve().parent.parent
COMMAND = Path(sys.executable).parent / "ecosysteme"   # the installed console script of this venv

INTERRUPTED = "ecosysteme: interrupted"
PROMPT = 5.0          # seconds from Ctrl-C to the end of the command (a second or two; the machine is shared)
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="process groups and /proc")

# the command, run in a fresh interpreter that says when it has imported the game and is calling main():
# Ctrl-C from then on is the command's to handle (before it, the interpreter's own start-up is interrupted)
LAUNCH = "import sys; from game.cli import main; print('started', flush=True); sys.exit(main(sys.argv[1:]))"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()                # not what a fixture printed (pygame's greeting)
    try:
        code = main(list(argv))
    except SystemExit as exc:          # argparse: usage errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------------------- Ctrl-C


def _default_interrupts() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class Command:
    """A command in its own process group, killed with everything it started if a test leaves it running."""

    def __init__(self, argv: list[str], data: Path, installed: bool = False):
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ECOSYSTEME_DATA_DIR=str(data),
                   PYTHONPATH=str(ROOT))
        cmd = [str(COMMAND), *argv] if installed else [sys.executable, "-c", LAUNCH, *argv]
        # Ctrl-C as a terminal gives it: a command started from a background job (a CI runner's `cmd &`) would
        # inherit SIGINT ignored, and then no Ctrl-C could reach it
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     start_new_session=True, preexec_fn=_default_interrupts)
        self.group = self.proc.pid

    def wait_started(self, timeout: float = 60) -> None:
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        assert ready, "the command did not start"
        assert self.proc.stdout.readline() == b"started\n", self.proc.stderr.read().decode()[-2000:]

    def wait_for(self, condition, what: str, timeout: float = 60) -> None:
        end = time.monotonic() + timeout
        while not condition():
            assert self.proc.poll() is None, f"the command ended before {what}: {self.proc.stderr.read()[-2000:]}"
            assert time.monotonic() < end, f"never {what}"
            time.sleep(0.05)

    def children(self) -> list[int]:
        kids = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                except OSError:
                    continue
                if int(stat.rsplit(")", 1)[1].split()[1]) == self.proc.pid:   # the field after the state: ppid
                    kids.append(int(entry.name))
        return kids

    def interrupt(self, whole_group: bool = True) -> tuple[int, str, float]:
        """Ctrl-C; the exit code, stderr and the seconds the command took to end."""
        sent = time.monotonic()
        if whole_group:
            os.killpg(self.group, signal.SIGINT)       # as a terminal does: every process of the command
        else:
            self.proc.send_signal(signal.SIGINT)
        try:
            _, err = self.proc.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            pytest.fail("still running 30 s after Ctrl-C")
        return self.proc.returncode, err.decode("utf-8", "replace"), time.monotonic() - sent

    def group_left(self, timeout: float = 3.0) -> bool:
        """Whether any process of the command is still there (a pool worker, say)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                os.killpg(self.group, 0)
            except ProcessLookupError:
                return False
            time.sleep(0.05)
        return True

    def kill(self) -> None:
        try:
            os.killpg(self.group, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.proc.communicate()


@pytest.fixture
def command(tmp_path):
    started = []

    def start(*argv: str, installed: bool = False) -> Command:
        started.append(Command(list(argv), tmp_path / "data", installed))
        return started[-1]

    yield start
    for cmd in started:
        cmd.kill()


def assert_interrupted(cmd: Command, whole_group: bool = True) -> None:
    code, err, seconds = cmd.interrupt(whole_group)
    assert "Traceback" not in err, err[-3000:]
    assert err == INTERRUPTED + "\n", err[-3000:]
    assert code == 130
    assert seconds < PROMPT, f"{seconds:.1f} s from Ctrl-C to the end"
    assert not cmd.group_left(), "a process of the command is still running"


# a million games: far more than the test waits for (and few enough jobs for the interrupt to be all it tests)
SIMULATE = ("simulate", "--game", "forest", "--players", "4", "--games", "1000000", "--seed", "1")


@linux_only
def test_ctrl_c_ends_a_simulation_in_one_process(command):
    cmd = command(*SIMULATE)
    cmd.wait_started()
    time.sleep(1.5)                     # well into its games
    assert cmd.proc.poll() is None
    assert_interrupted(cmd)


@linux_only
@pytest.mark.parametrize("whole_group", [True, False], ids=["terminal", "command-alone"])
def test_ctrl_c_ends_a_simulation_with_two_workers_and_its_workers(command, whole_group):
    cmd = command(*SIMULATE, "--workers", "2")
    cmd.wait_started()
    cmd.wait_for(lambda: len(cmd.children()) >= 2, "two workers")
    time.sleep(0.8)                     # the workers are in the middle of their chunks
    assert_interrupted(cmd, whole_group)


@linux_only
def test_ctrl_c_ends_the_installed_command_simulating_with_two_workers(command):
    """The case that needed kill -9: the pool waited forever for workers killed by Ctrl-C."""
    cmd = command(*SIMULATE, "--workers", "2", installed=True)
    cmd.wait_for(lambda: len(cmd.children()) >= 2, "two workers")
    time.sleep(0.8)
    assert_interrupted(cmd)


@linux_only
def test_ctrl_c_ends_score_while_it_reads(command, tmp_path):
    """``score`` on a pipe that never ends: Ctrl-C while the command waits in the middle of reading it."""
    fifo = tmp_path / "scores.yaml"
    os.mkfifo(fifo)
    cmd = command("score", str(fifo))
    cmd.wait_started()
    writer = []

    def reading() -> bool:             # a pipe opens for writing without waiting only once a reader has it open
        try:
            writer.append(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        except OSError:
            return False
        return True

    cmd.wait_for(reading, "reading the file")
    try:
        os.write(writer[0], b"game: forest\n")     # some of it, and the rest never comes
        time.sleep(0.3)
        assert_interrupted(cmd)
    finally:
        os.close(writer[0])


@linux_only
def test_ctrl_c_ends_the_window_during_a_demo(command, tmp_path):
    shots = tmp_path / "shots"
    cmd = command("--demo", "--game", "forest", "--players", "4", "--speed", "2", "--screenshots", str(shots))
    cmd.wait_started()
    cmd.wait_for(lambda: (shots / "table.png").exists(), "at the table")   # computers are playing
    time.sleep(0.5)
    assert_interrupted(cmd)


@linux_only
def test_ctrl_c_ends_a_replay(command, tmp_path):
    from game.savegame import save_match
    from game.session import COMPUTER, Match, Seat

    match = Match("savane", [Seat("Ana", COMPUTER), Seat("Bob", COMPUTER)], seed=5)
    while not match.over:
        match.play_computers()
    path = tmp_path / "game.json"
    save_match(match, path)
    cmd = command("replay", str(path))
    cmd.wait_started()
    time.sleep(2.5)                     # the window is up, waiting for the player
    assert cmd.proc.poll() is None, cmd.proc.stderr.read()[-2000:]
    assert_interrupted(cmd)


def test_an_interrupt_anywhere_in_a_command_is_one_line_and_130(capsys, monkeypatch):
    """In-process: whatever the command was doing when Ctrl-C came (here: scoring), the same ending."""
    import game.cli

    def interrupted(*_):
        raise KeyboardInterrupt

    monkeypatch.setattr(game.cli, "_score", interrupted)
    previous = signal.getsignal(signal.SIGINT)
    try:
        code, out, err = run(capsys, "score", "whatever.yaml")
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C escaped the command: a traceback")
    finally:
        signal.signal(signal.SIGINT, previous)    # the command ignores a second Ctrl-C on its way out
    assert (code, out, err) == (130, "", INTERRUPTED + "\n")


# ---------------------------------------------------------------------------- numbers


@pytest.fixture
def no_run(monkeypatch):
    """Refused arguments must be refused before anything starts: no simulation, no window."""
    import game.simulate
    import scenes.app

    def started(*_, **__):
        raise AssertionError("the command started instead of refusing its arguments")

    monkeypatch.setattr(game.simulate, "simulate", started)
    monkeypatch.setattr(scenes.app, "run", started)


HUGE = "9" * 5000
SIM = ("simulate", "--game", "forest", "--players", "2")


@pytest.mark.parametrize("argv, words", [
    ([*SIM, "--games", "1000000000000"], ["--games", "1000000000"]),
    ([*SIM, "--games", "1000000001"], ["--games", "1000000000"]),
    ([*SIM, "--games", HUGE], ["--games", "invalid int value"]),
    (["simulate", "--game", "forest", "--players", HUGE], ["--players", "invalid int value"]),
    ([*SIM, "--seed", "-1"], ["--seed", "0", str(2**63 - 1)]),
    ([*SIM, "--seed", str(2**63)], ["--seed", str(2**63 - 1)]),
    ([*SIM, "--seed", HUGE], ["--seed", "invalid int value"]),
    ([*SIM, "--workers", "65"], ["--workers", "64"]),
    ([*SIM, "--workers", "0"], ["--workers", "1", "64"]),
    ([*SIM, "--workers", HUGE], ["--workers"]),
    (["simulate", "--game", "x" * 100_000, "--players", "2"], ["--game", "invalid choice", "forest"]),
    ([*SIM, "--seats", "random," + "\x1b[2J" * 1000 + "random"], ["unknown seat type", "\\x1b"]),
    ([*SIM, "--solo=" + "y" * 100_000], ["--solo"]),
    (["--demo", "--speed", "nan"], ["--speed", "100"]),
    (["--demo", "--speed", "inf"], ["--speed", "100"]),
    (["--demo", "--speed", "1e400"], ["--speed", "100"]),
    (["--demo", "--speed", "101"], ["--speed", "100"]),
    (["--demo", "--speed", HUGE], ["--speed", "invalid float value"]),
    (["--demo", "--seed", "-5"], ["--seed", str(2**63 - 1)]),
    (["--demo", "--seed", HUGE], ["--seed", "invalid int value"]),
    (["--demo", "--players", "9" * 30], ["--players", "2", "6"]),
    (["--demo", "--players", HUGE], ["--players", "invalid int value"]),
    (["z" * 100_000], ["invalid choice", "score"]),
    (["score", "f.yaml", *["extra\x1b[31m" * 1000] * 50], ["unrecognized arguments", "and 47 more"]),
    (["score", "f.yaml", "--lang", "q" * 100_000], ["--lang", "invalid choice", "'fr', 'en'"]),
    (["--gam=" + "q" * 100_000], ["--game", "invalid choice"]),
])
def test_no_argument_is_unbounded(capsys, no_run, argv, words):
    """Every number has a range, and a message quotes at most a short, escaped piece of what was typed."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert "Traceback" not in err
    assert len(err) < 1000, f"{len(err)} characters of error"
    assert "\x1b" not in err
    last = err.strip().splitlines()[-1]
    assert "error:" in last
    for word in words:
        assert word in last, (word, last[:300])


class Accepted(Exception):
    pass


def test_the_largest_numbers_are_accepted(monkeypatch):
    import game.simulate

    def accepted(*args, **kwargs):
        raise Accepted(args, kwargs)

    monkeypatch.setattr(game.simulate, "simulate", accepted)
    with pytest.raises(Accepted) as run_asked:
        main([*SIM, "--games", "1000000000", "--seed", str(2**63 - 1), "--workers", "64"])
    assert run_asked.value.args == (("forest", ["random", "random"], 1_000_000_000, 2**63 - 1, False),
                                    {"workers": 64, "options": {}, "check": False})


# the run starts playing at once, whatever its size: the jobs are made as the games are played, with a bounded
# number handed to the workers ahead. Run in a process of its own with 1.5 GB of address space: today's list of
# twenty billion jobs fills it at once, or would take hours to build.
FIRST_CHUNK = """
import resource, sys, time
resource.setrlimit(resource.RLIMIT_AS, (1536 * 2**20, 1536 * 2**20))
import game.simulate

class FirstChunk(Exception):
    pass

played = []

def first_chunk(job):
    played.append(job)
    raise FirstChunk(len(job[-1]))     # the range of game indices is the job's last part

game.simulate._play_chunk = first_chunk    # in the workers too: they are forked from here
start = time.monotonic()
try:
    game.simulate.simulate("forest", ["random"] * 3, 10**12, 1, workers=int(sys.argv[1]))
except FirstChunk as exc:
    print(f"first chunk of {exc} games after {time.monotonic() - start:.2f} s")
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_AS and fork")
@pytest.mark.parametrize("workers", [1, 2])
def test_a_trillion_games_start_at_once_in_little_memory(workers):
    proc = subprocess.run([sys.executable, "-c", FIRST_CHUNK, str(workers)], capture_output=True, text=True,
                          cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
    assert "Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert proc.returncode == 0
    seconds = float(proc.stdout.split("after ")[1].split()[0])
    assert proc.stdout.startswith("first chunk of 50 games") and seconds < 10


def test_the_pool_is_handed_a_bounded_number_of_chunks_ahead():
    """Jobs are read from the run only as results come back: a window of chunks, never the whole run."""
    from game.simulate import _in_order

    read = []

    def jobs():
        for i in range(10**12):
            read.append(i)
            yield i

    class Done:
        def __init__(self, value):
            self.value = value

        def get(self):
            return self.value

    class Pool:
        def apply_async(self, func, args):
            return Done(args[0])

    results = _in_order(Pool(), jobs(), window=8)
    assert [next(results) for _ in range(100)] == list(range(100))
    assert len(read) <= 100 + 8


def test_margin_summary_from_counts_is_the_statistics_of_the_list():
    """Solo runs keep how many games ended with each margin, not a list as long as the run: the summary read from
    the counts is the statistics module's, figure for figure (type included: a median can be 12 or 12.5)."""
    from game.simulate import margin_summary

    rng = random.Random(12)
    for _ in range(500):
        margins = [rng.randint(-30, 110) for _ in range(rng.randint(1, 40))]
        ordered = sorted(margins)
        q = statistics.quantiles(ordered, n=10, method="inclusive") if len(ordered) > 1 else [ordered[0]] * 9
        expected = {"mean": round(statistics.fmean(ordered), 2), "min": ordered[0], "p10": q[0],
                    "median": statistics.median(ordered), "p90": q[8], "max": ordered[-1]}
        counts: dict[int, int] = {}
        for m in margins:
            counts[m] = counts.get(m, 0) + 1
        for given in (margins, counts):
            got = margin_summary(given)
            assert got == expected and [type(v) for v in got.values()] == [type(v) for v in expected.values()]


# ---------------------------------------------------------------------------- options that would do nothing


@pytest.mark.parametrize("argv, option", [
    (["--game", "savane"], "--game"),
    (["--players", "3"], "--players"),
    (["--seed", "3"], "--seed"),
    (["--speed", "2"], "--speed"),
    (["--screenshots", "shots"], "--screenshots"),
    (["--exit-when-done"], "--exit-when-done"),
    (["--players", "3", "simulate", "--game", "forest", "--players", "2", "--games", "1"], "--players"),
    (["--game", "savane", "score", "f.yaml"], "--game"),
])
def test_a_demo_option_without_demo_is_refused(capsys, no_run, argv, option):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("usage: ecosysteme")
    last = err.strip().splitlines()[-1]
    assert last.startswith("ecosysteme: error:") and option in last and "--demo" in last


def test_demo_with_a_command_is_refused(capsys, no_run):
    code, out, err = run(capsys, "--demo", "simulate", "--game", "forest", "--players", "2", "--games", "1")
    assert code == 2 and out == ""
    last = err.strip().splitlines()[-1]
    assert "--demo" in last and "simulate" in last


def test_the_demo_defaults_still_apply(monkeypatch):
    import scenes.app

    asked = []
    monkeypatch.setattr(scenes.app, "run", lambda demo: asked.append(demo) or 0)
    assert main(["--demo"]) == 0
    assert main(["--demo", "--game", "savane", "--players", "3", "--seed", "0", "--speed", "100"]) == 0
    assert main([]) == 0
    assert asked == [
        {"game": "forest", "players": 4, "seed": 1, "speed": 1.0, "screenshots": None, "exit_when_done": False,
         "tour": False},
        {"game": "savane", "players": 3, "seed": 0, "speed": 100.0, "screenshots": None, "exit_when_done": False,
         "tour": False},
        None,
    ]


@pytest.mark.parametrize("seats", ["", " ", "random,,random", "random,", ",random", "random, ,random"])
def test_an_empty_seat_type_is_refused(capsys, no_run, seats):
    players = str(max(2, seats.count(",") + 1))
    code, out, err = run(capsys, "simulate", "--game", "forest", "--players", players, "--seats", seats,
                         "--games", "1")
    assert code == 2 and out == ""
    assert err.startswith("usage: ecosysteme simulate")
    last = err.strip().splitlines()[-1]
    assert "--seats" in last and "empty" in last
