"""Learn to play (game/tutorial.py, scenes/shell/coach.py, scenes/learn.py): every game's lesson, played on its real
table with synthetic mouse events, step type by step type; a move that is not the step's (held on a strict step,
adapted to on another); leaving and resuming; skipping; its last words opening a real game's setup; the offer on a
player's first game; and a damaged lesson file told in a sentence."""
from __future__ import annotations

import pygame
import pytest

from game import tutorial as T
from game.tutorial import matches
from tests.lesson_driver import click, do_step, drag, key, play_free, settle

GAMES = sorted(T.scripts())
LESSON_OFFER = True         # the data folder as a new player's (tests/conftest.py): the first-game offer is on


def open_table(app, gid):
    from scenes.learn import open_lesson
    from scenes.menu import MenuScene

    app.push(MenuScene(app))
    assert open_lesson(app, gid)
    table = app.top
    assert table.coach is not None
    return table


def advance_to(app, table, wanted) -> None:
    """Play the lesson (its steps by the pointer, free decisions by a stand-in) until ``wanted(step)`` is on
    screen."""
    for _ in range(400):
        state = settle(app, table)
        if state == "step" and wanted(table.coach.step()[1]):
            return
        assert state in ("step", "free"), f"the lesson stopped at {state}"
        if state == "free":
            play_free(table)
        else:
            do_step(app, table)
    raise AssertionError("the step never came")


def panel_text(table) -> str:
    return table.coach.words()[1]


def test_bundled_lessons():
    assert {"canopee"} <= set(GAMES)
    for gid, script in T.scripts().items():
        assert script.game_id == gid
        for step in script.steps:
            for lang in T.LANGS:
                assert step.text(lang).strip()
                if step.do is not None:
                    assert step.wrong_text(lang).strip()


@pytest.mark.parametrize("gid", GAMES)
def test_every_step_comes_at_its_moment(gid):
    """The learner who does what each step asks sees every step of the lesson, in order, before the game ends."""
    script = T.scripts()[gid]
    seen = T.walk(script)
    assert seen.shown == [s.id for s in script.steps]
    assert seen.lesson.over and not seen.match.over


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("gid", GAMES)
def test_lesson_played_by_the_pointer_to_its_end(make_app, gid, lang):
    """Every step, by the mouse as a player does it: Next clicked on a telling step, the move clicked or dragged
    where the panel points; the panel's words are the step's; the last words offer a real game."""
    app = make_app(lang, confirm=True)
    table = open_table(app, gid)
    script = table.coach.lesson.script
    done = []
    for _ in range(600):
        state = settle(app, table)
        if state == "end":
            break
        assert state in ("step", "free"), state
        if state == "free":
            play_free(table)
            continue
        i, step = table.coach.step()
        assert step.text(lang) in panel_text(table)
        if step.do is not None:
            assert table.coach.targets(), f"{step.id}: nothing pointed at"
        before = len(table.match.state.actions_log())
        do_step(app, table)
        if step.telling:
            assert len(table.match.state.actions_log()) == before        # Next plays nothing
        else:
            assert len(table.match.state.actions_log()) > before, f"{step.id}: the move was not played"
            assert any(matches(step.do, a) for _, a in table.match.state.actions_log()[before:])
        assert table.coach.lesson.index == i + 1
        assert table.coach.lesson.adapted is None
        done.append(step.id)
    assert done == [s.id for s in script.steps]
    assert table.coach.state() == "end"
    labels = [b.label for b in table.coach.buttons.buttons]
    assert labels == [app.t("tut_finish_game"), app.t("tut_real_game")]
    click(app, table.coach.buttons.buttons[1].rect.center)
    from scenes.setup import SetupScene

    assert isinstance(app.top, SetupScene) and app.top.game_id == gid and app.top.count == script.players
    assert T.read_progress()[gid]["done"] is True


def _other_move(table, step):
    """A legal move the step does not ask for, that the table can show (its marks on screen)."""
    view = table.match.view(table.seat)
    for action in view.legal_actions():
        if not matches(step.do, action) and table.coach_marks(action):
            return action
    return None


def _make_move(app, table, action) -> None:
    marks = [pygame.Rect(r) for r in table.coach_marks(action)]
    if len(marks) == 1:
        click(app, marks[0].center)
    else:
        drag(app, marks[0].center, marks[-1].center)


@pytest.mark.parametrize("gid", GAMES)
def test_strict_step_holds_another_move(make_app, gid):
    """On a strict step another legal move is held: the panel says why it is not this step's move, and Take it
    back leaves the game as it was; Play it anyway plays it and the lesson goes on."""
    app = make_app("en")
    table = open_table(app, gid)
    strict = [s for s in table.coach.lesson.script.steps if s.strict and s.do is not None]
    if not strict:
        pytest.skip("no strict step")
    advance_to(app, table, lambda s: s is strict[0])
    step = strict[0]
    other = _other_move(table, step)
    assert other is not None
    before = list(table.match.state.actions_log())
    index = table.coach.lesson.index
    _make_move(app, table, other)
    assert table.coach.state() == "held"
    assert step.wrong_text("en") in panel_text(table)
    assert list(table.match.state.actions_log()) == before           # nothing played
    take_back = next(b for b in table.coach.buttons.buttons if b.label == app.t("tut_take_back"))
    click(app, take_back.rect.center)
    assert table.coach.state() == "step" and table.coach.step()[1] is step
    assert list(table.match.state.actions_log()) == before and table.coach.lesson.index == index
    _make_move(app, table, other)
    anyway = next(b for b in table.coach.buttons.buttons if b.label == app.t("tut_play_anyway"))
    click(app, anyway.rect.center)
    assert len(table.match.state.actions_log()) > len(before)
    assert table.coach.lesson.index > index
    assert table.coach.lesson.adapted is step
    settle(app, table)
    assert app.t("tut_adapted", why=step.wrong_text("en")) in panel_text(table)


@pytest.mark.parametrize("gid", GAMES)
def test_another_move_on_a_step_is_played_and_the_lesson_adapts(make_app, gid):
    """On a step that is not strict, another legal move is played at once: the lesson says why it was not the
    step's move and goes on from the player's game."""
    app = make_app("en")
    table = open_table(app, gid)

    def open_step(s):
        return s.do is not None and not s.strict and _other_move(table, s) is not None
    advance_to(app, table, open_step)
    _, step = table.coach.step()
    other = _other_move(table, step)
    before = len(table.match.state.actions_log())
    _make_move(app, table, other)
    app.frame(0.02, events=[])
    if table.coach.step() is not None and table.coach.step()[1] is step:     # a move waiting for Confirm
        click(app, table.coach.move_marks()[-1].center)
    assert len(table.match.state.actions_log()) > before
    assert table.coach.lesson.adapted is step
    state = settle(app, table)
    if state in ("step", "free"):
        assert app.t("tut_adapted", why=step.wrong_text("en")) in panel_text(table)


@pytest.mark.parametrize("gid", GAMES)
def test_a_lesson_left_resumes_where_it_was(make_app, gid):
    """Leaving (Escape, then Leave) keeps the lesson: Learn to play, now *Resume the lesson* on the setup screen,
    brings back the same game at the same step; the lesson is neither the menu's Continue nor a record."""
    from game.userdata import data_dir
    from scenes.menu import MenuScene
    from scenes.setup import SetupScene

    app = make_app("en")
    table = open_table(app, gid)
    for _ in range(4):
        if settle(app, table) == "free":
            play_free(table)
        else:
            do_step(app, table)
    settle(app, table)
    actions = list(table.match.state.actions_log())
    index = table.coach.lesson.index
    assert actions and index >= 2
    app.frame(0.02, events=key(pygame.K_ESCAPE))
    assert table.confirming_leave
    assert table.leave_note_key() == "tut_leave_note"
    leave = next(b for b in table.column.buttons if b.label == app.t("leave_yes"))
    click(app, leave.rect.center)
    assert isinstance(app.top, MenuScene)
    assert not (data_dir() / "autosave.json").exists()
    setup = SetupScene(app, gid)
    app.push(setup)
    app.frame(0.02, events=[])
    assert setup.learn_button.label == app.t("learn_resume")
    click(app, setup.learn_button.rect.center)
    again = app.top
    assert again is not table and again.coach is not None
    assert list(again.match.state.actions_log()) == actions
    assert again.coach.lesson.index == index


@pytest.mark.parametrize("gid", GAMES)
def test_skip_opens_a_real_games_setup(make_app, gid):
    from scenes.setup import SetupScene

    app = make_app("fr")
    table = open_table(app, gid)
    settle(app, table)
    skip = next(b for b in table.coach.buttons.buttons if b.label == app.t("tut_skip"))
    click(app, skip.rect.center)
    assert isinstance(app.top, SetupScene) and app.top.game_id == gid
    record = T.read_progress()[gid]
    assert record["done"] is True and "game" not in record
    assert app.top.learn_button.label == app.t("learn_to_play")      # a new lesson, not a resumed one


def start_from_setup(app, gid):
    """The setup screen of ``gid`` over the menu, and a click on its Start button."""
    from scenes.setup import SetupScene

    setup = SetupScene(app, gid)
    app.push(setup)
    app.frame(0.02, events=[])
    click(app, setup.start_button.rect.center)
    return setup


def test_first_game_offers_the_lesson_once(make_app):
    """Start on a game never played here asks once: Learn to play, or Play now; the next Start just starts."""
    from scenes.menu import MenuScene

    gid = GAMES[0]
    app = make_app("en")
    app.push(MenuScene(app))
    setup = start_from_setup(app, gid)
    assert setup.offer and app.top is setup
    assert setup.offer.sentence.startswith("Your first game of")
    now = next(b for b in setup.offer.buttons if b.label == app.t("tut_offer_no"))
    click(app, now.rect.center)
    table = app.top
    assert table is not setup and table.coach is None
    app.home()
    setup = start_from_setup(app, gid)
    assert not setup.offer and app.top is not setup


def test_first_game_offer_opens_the_lesson(make_app):
    from scenes.menu import MenuScene

    app = make_app("fr")
    app.push(MenuScene(app))
    setup = start_from_setup(app, GAMES[0])
    app.frame(0.02, events=key(pygame.K_RETURN))          # Enter: the offer's first answer, Learn to play
    assert app.top is not setup and app.top.coach is not None


def test_lesson_file_problems_are_one_sentence(tmp_path):
    good = (T.resource_path("data", "tutorials") / "canopee.yaml").read_text(encoding="utf-8")
    cases = {
        "game: canopee\nseed: 1\nplayers: 9\nlevel: easy\nsteps: []\nend: {en: a, fr: b}\nfree: {en: a, fr: b}\n":
            "players is between",
        good.replace("game: canopee", "game: chess"): "unknown game",
        good.replace("    do: [keep]\n    strict: true\n", "    do: [keep]\n    strict: yes please\n", 1):
            "strict is true or false",
        good.replace("  - id: refuse", "  - id: welcome", 1): "two steps have one id",
        good + "\n  bad: [": "line",
    }
    for text, said in cases.items():
        with pytest.raises(T.TutorialDataError) as err:
            T.parse_script(text, "lesson.yaml")
        assert said in str(err.value) and str(err.value).startswith("lesson.yaml")
        assert "\n" not in str(err.value)


def test_a_damaged_lesson_file_is_said_and_the_game_goes_on(make_app, monkeypatch):
    from scenes.learn import open_lesson
    from scenes.menu import MenuScene

    app = make_app("en")
    app.push(MenuScene(app))

    def broken():
        raise T.TutorialDataError("data/tutorials/canopee.yaml: steps is a list")
    monkeypatch.setattr(T, "scripts", broken)
    assert not open_lesson(app, "canopee")
    assert "steps is a list" in app.notice
    assert isinstance(app.top, MenuScene)


def test_damaged_progress_starts_the_lesson_again(make_app):
    from game.userdata import data_dir

    app = make_app("en")
    gid = GAMES[0]
    table = open_table(app, gid)
    settle(app, table)
    do_step(app, table)
    (data_dir() / T.PROGRESS).write_text("{not json", encoding="utf-8")
    assert T.saved_lesson(gid) is None
    assert T.read_progress() == {}


def test_escape_on_a_telling_step_asks_to_leave(make_app):
    """The panel waiting for Next holds the table's moves, never Escape: the leave question comes."""
    app = make_app("en")
    table = open_table(app, GAMES[0])
    settle(app, table)
    assert table.coach.blocks()
    app.frame(0.02, events=key(pygame.K_ESCAPE))
    assert table.confirming_leave


def test_a_lesson_played_to_its_end_is_nobodys_record(make_app, monkeypatch):
    """The lesson's game played out (its last words left for Finish this game): the score screen comes as after any
    game, but the scripted deal is not recorded, nor kept as the menu's Continue."""
    from game.userdata import data_dir
    from scenes.shell import recorder
    from scenes.shell.score_screen import ScoreScreen

    recorded = []
    monkeypatch.setattr(recorder, "record_later", lambda *a, **k: recorded.append(a))
    app = make_app("en")
    table = open_table(app, "forest")
    for _ in range(300):
        state = settle(app, table)
        if state == "over" or state == "left":
            break
        if not table.coach.active or state == "free":
            play_free(table)
        elif state == "end":
            click(app, table.coach.buttons.buttons[0].rect.center)     # Finish this game
            assert table.coach.lesson.closed and not table.coach.buttons.buttons
        else:
            do_step(app, table)
    for _ in range(50):
        app.frame(0.1, events=[])
    assert isinstance(app.top, ScoreScreen)
    assert recorded == []
    assert not (data_dir() / "autosave.json").exists()
    assert T.read_progress()["forest"]["done"] is True
