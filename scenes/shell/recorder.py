"""The player's records (game/records.py) read and written off the frame, on one thread of their own.

A full records file (10 000 games) takes a few seconds to read and write back on a slow machine: a finished game
is recorded, the Records screen reads the file, forgets a player or clears the records, each as a job on this
thread, so no frame waits for the disk. One thread, in order: a reading asked after a game was handed over sees
that game. Every job works in the data folder it was asked in (``records.at``), so a folder changed meanwhile (a
test's next one) never receives another's game.

Never the computers' queue (scenes/shell/match.py ``WORKER``): the monkey releases that queue's jobs in its own
seeded order, and puts ``RECORDER`` in its own hands too (tools/monkey.py) so that its runs stay the same.
"""
from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, Callable

from game import records
from game.session import Match
from game.userdata import data_dir

RECORDER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="records")


def _submit(job: Callable[[], Any]) -> Future:
    root = data_dir()

    def run():
        with records.at(root):
            return job()
    return RECORDER.submit(run)


def record_later(match: Match, started: float | None, lang: str) -> Future:
    """Record a finished game (its result: ``records.record_game``'s (record, problem))."""
    return _submit(lambda: records.record_game(match, started, None, lang))


def load_later(lang: str) -> Future:
    """The records, read after every game handed over before (its result: (Records, problem or None))."""
    return _submit(lambda: records.Records.load(lang))


def forget_later(name: str, lang: str) -> Future:
    """Forget a player, then read the records again (its result: (Records, problem or None))."""
    def job():
        problem = records.forget_player(name, lang)
        again, read_problem = records.Records.load(lang)
        return again, problem or read_problem
    return _submit(job)


def clear_later(lang: str) -> Future:
    """Clear every record, then read the records again (its result: (Records, problem or None))."""
    def job():
        problem = records.clear(lang)
        again, read_problem = records.Records.load(lang)
        return again, problem or read_problem
    return _submit(job)


def settle() -> None:
    """Wait for every job handed over so far (tests, and the window's last frame before it closes)."""
    RECORDER.submit(lambda: None).result()
