"""Learn to play: opening a game's lesson (game/tutorial.py) on its table, with its coach (scenes/shell/coach.py).

From the setup screen's *Learn to play* (or *Resume the lesson*), and from the question the setup asks on a
player's first game of a game. A lesson left half-way resumes where it was; the lesson's game is never the
menu's Continue (it is kept with the lesson) nor a record (a scripted deal is nobody's result)."""
from __future__ import annotations

from game import tutorial as T


def learner_name(app) -> str:
    """The player's name as last typed for a human seat, else "Player 1"."""
    from .setup.seats import SeatsModel

    settings = app.settings
    setups = [settings.last_setup, *settings.setups.values()]
    return SeatsModel._remembered_player(setups) or app.t("player_n", n=1)


def open_lesson(app, game_id: str) -> bool:
    """The lesson of ``game_id`` on screen (resumed if one was left half-way); False (and a notice) if the
    tutorials' data cannot be read."""
    from .games import table_scene
    from .shell.coach import Coach

    try:
        script = T.scripts()[game_id]
    except (T.TutorialDataError, KeyError) as exc:
        app.notice = str(exc)
        return False
    saved = T.saved_lesson(game_id)
    if saved is not None:
        match, step, closed = saved
    else:
        match, step, closed = T.new_match(script, learner_name(app)), 0, False
    match.tutorial = True
    table = table_scene(app, match, autosave=False)
    lesson = T.Lesson(script, step, closed)
    table.coach = Coach(table, lesson)
    T.save_lesson(match, lesson)
    app.push(table)
    return True


def lesson_waiting(game_id: str) -> bool:
    """A lesson of ``game_id`` was left half-way (Learn to play resumes it): its record holds a game of this
    script's version. Asked at every layout of the setup screen, so it reads the small record and does not replay
    the saved game (``open_lesson`` does, and starts afresh if that game no longer loads)."""
    try:
        script = T.scripts().get(game_id)
    except T.TutorialDataError:
        return False
    record = T.read_progress().get(game_id, {})
    return script is not None and isinstance(record.get("game"), dict) and record.get("version") == script.version
