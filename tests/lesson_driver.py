"""Playing a lesson (Learn to play) on its real table with synthetic mouse and key events, as a player does: the
tests of every game's lesson (tests/test_tutorials.py) and the screenshots' tool share it."""
from __future__ import annotations

import pygame

from game.tutorial import stand_in_move


def mouse(kind: int, pos, button: int = 1, held: bool = False) -> pygame.event.Event:
    if kind == pygame.MOUSEMOTION:
        return pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0) if held else (0, 0, 0))
    return pygame.event.Event(kind, pos=pos, button=button)


def key(k: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]


def click(app, pos) -> None:
    app.frame(0.02, events=[mouse(pygame.MOUSEMOTION, pos), mouse(pygame.MOUSEBUTTONDOWN, pos),
                            mouse(pygame.MOUSEBUTTONUP, pos)])
    app.frame(0.02, events=[])


def drag(app, start, end, steps: int = 6) -> None:
    app.frame(0.02, events=[mouse(pygame.MOUSEMOTION, start), mouse(pygame.MOUSEBUTTONDOWN, start)])
    for i in range(1, steps + 1):
        pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
        app.frame(0.016, events=[mouse(pygame.MOUSEMOTION, pos, held=True)])
    app.frame(0.02, events=[mouse(pygame.MOUSEBUTTONUP, end)])
    app.frame(0.02, events=[])


def settle(app, table, limit: int = 3000) -> str:
    """Frames until the lesson waits for the learner (a step, the free play, its last words, a held move) with
    nothing being told or thought over it; the coach's state."""
    coach = table.coach
    for _ in range(limit):
        app.frame(0.1, events=[])
        if app.top is not table:
            return "left"
        if table.match.over:
            return "over"
        if table.thinking is None and not table.playing_show() and coach.state() != "watch":
            app.frame(0.4, events=[])           # the quiet after a telling, as a player reads the new decision
            return coach.state()
    raise AssertionError("the lesson never came back to the learner")


def do_step(app, table) -> None:
    """What the step on screen asks, by the pointer: Next clicked, or its move clicked or dragged where the
    panel points."""
    coach = table.coach
    _, step = coach.step()
    if step.telling:
        button = next(b for b in coach.buttons.buttons if b.primary)
        click(app, button.rect.center)
        return
    before = len(table.match.state.actions_log())
    for _ in range(4):
        # a move may take more than one gesture: a card dragged to its cell, then a Lapin's two cards dragged one
        # onto the other, then Confirm (the player's default setting) — the panel points at each in turn
        marks = table.coach.gesture()
        assert marks, f"step {step.id}: the panel points at nothing"
        if len(marks) == 1:
            click(app, marks[0].center)
        else:
            drag(app, marks[0].center, marks[-1].center)
        app.frame(0.02, events=[])
        shown = table.coach.step()
        if len(table.match.state.actions_log()) > before or shown is None or shown[1] is not step:
            return


def play_free(table) -> None:
    """A decision no step speaks of: an easy computer's choice in the learner's place (through the table)."""
    view = table.match.view(table.seat)
    assert table._submit(stand_in_move(table.coach.lesson.script, table.match, view))
    table._buttons()
