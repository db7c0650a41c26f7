"""The monkey's kit a game's part uses (tools/monkey_parts/<package>.py): the types of points and targets, the
invariants every game's state and table must pass, ``GamePart`` (a part's defaults) and the scene's buttons as
targets. Named no game; the engine is tools/monkey.py."""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, Callable


import pygame

from game.core.registry import game_def
from game.session import HUMAN, Match, Seat
from scenes.app import App
from scenes.menu import MenuScene
from scenes.setup import SetupScene
from scenes.shell.table_base import TableBase
from scenes.ui import Button, ButtonColumn

if TYPE_CHECKING:
    from tools.monkey import Monkey
    from tools.monkey_report import Summary


Point = tuple[int, int]
Frames = list[list[pygame.event.Event]]
Targets = list[tuple[float, pygame.Rect]]


class Broken(AssertionError):
    """A game-state or window invariant does not hold."""


def require(ok: bool, what: str) -> None:
    if not ok:
        raise Broken(what)


def table_way(scene: TableBase) -> str:
    """How a table stands, for its label: "leave" (asking to leave), "privacy" (the hand-off screen), "watch"
    (computers alone), "" (at play)."""
    return "leave" if scene.confirming_leave else "privacy" if scene.private else "watch" if scene.spectating else ""


# ---------------------------------------------------------------------- invariants any game's must hold

def check_seat(scene: TableBase) -> None:
    """Any game's table: the screen belongs to the human whose choice is awaited; the game can always move on;
    a finished game's table only stays to show its last moves."""
    match = scene.match
    if scene.spectating:
        require(not match.humans, "spectating a game with humans")
    else:
        seat = scene.seat
        # no seat yet: a computer that thinks in the worker (a Hard) plays first, no human is asked anything yet
        first_thought = seat is None and not match.waiting_humans() and scene.thinking is not None
        require(first_thought or (seat is not None and match.seats[seat].human),
                f"the screen belongs to seat {seat}, not a human")
        if first_thought:
            return
        waiting = match.waiting_humans()
        # (handing off: in hot-seat, the last to act watches what its action revealed land before the screen passes)
        require(not waiting or seat in waiting or scene.handing_off, f"seat {seat} on screen while {waiting} must "
                "choose")
        require(match.over or bool(waiting) or scene.thinking is not None, "nobody can move: the game is stuck")
    require(not scene.private or match.hot_seat, "the hand-off screen without a second human")
    # a table may stay until the game's end has been told (scores_due), then goes
    require(not match.over or scene.finishing or getattr(scene, "scores_due", False),
            "the game is over but the table stays")


def check_state(game, definition) -> None:
    """A game of the protocol (game/core/protocol.py): its engine's own invariants and the JSON round trip of its
    saves."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    data = game.to_json()
    require(definition.state_from_json(data).to_json() == data,
            f"the {definition.info.name('en')} game does not survive its JSON")


def check_replays(match: Match) -> None:
    """A finished game of the protocol played again from its match's seats, seed and options and its log ends the
    same (the replay, a saved game, 'ecosysteme replay' and an Undo that rewinds all rest on it, from the same)."""
    game, definition = match.state, match.definition
    again = definition.replay(len(match.seats), match.seed, match.solo, match.options or None, game.actions_log())
    require(again.to_json() == game.to_json(),
            f"the finished {definition.info.name('en')} game does not replay from its log")


def check_hand_off(scene: TableBase) -> bool:
    """A table asking decisions of a seat: the seat checks, and behind the hand-off screen nothing but Ready.
    Whether the table is at play for a seat (its strip is then checked)."""
    check_seat(scene)
    if scene.private and not scene.confirming_leave:
        labels = [b.label for b in scene.column.buttons]
        require(labels == [scene.t("ready")], f"behind the hand-off screen the buttons are {labels}")
    if scene.handing_off and not (scene.private or scene.confirming_leave):
        # hot-seat: a telling plays for the table, then the screen passes; nothing may be answered meanwhile
        # (the seat on screen is the one who played last, no longer asked anything)
        labels = [b.label for b in scene.column.buttons if b.enabled]
        require(not labels, f"while the screen is being handed on the buttons {labels} can be pressed")
    return not (scene.seat is None or scene.spectating or scene.private or scene.handing_off or scene.match.over)


def check_still(app: App, was_animating: bool) -> None:
    """A frame the main loop did not draw (the scene said nothing moves) left the last picture on screen: it must
    be what the scene would draw now, or the player looks at a stale screen until the next event.
    ``was_animating``: what the scene's animating() said before this frame's update."""
    shown = pygame.image.tobytes(app.surface, "RGB")
    fresh = pygame.Surface(app.surface.get_size())
    app.top.draw(fresh)
    now = pygame.image.tobytes(fresh, "RGB")
    if now == shown:
        return
    w, h = fresh.get_size()

    def pixels(y: int, x0: int = 0, x1: int = w) -> slice:
        return slice((y * w + x0) * 3, (y * w + x1) * 3)
    rows = [y for y in range(h) if now[pixels(y)] != shown[pixels(y)]]
    sample = rows[::max(1, len(rows) // 40)] + rows[-1:]      # the columns, from about 40 of the changed rows
    cols = [x for x in range(w) if any(now[pixels(y, x, x + 1)] != shown[pixels(y, x, x + 1)] for y in sample)]
    where = f"x {cols[0]}-{cols[-1]}, y {rows[0]}-{rows[-1]}" if cols else f"y {rows[0]}-{rows[-1]}"
    why = ("it stopped moving in this frame's update and its last change was never drawn" if was_animating else
           "it changed in update() while it said nothing moves")
    # the details first, the kind of defect on the last line (a failure's signature: the same defect met again)
    raise Broken(f"the picture left on screen differs at {where} of {w}x{h}; {still_state(app.top)}\n"
                 f"the screen is stale: {type(app.top).__name__}.animating() is False, {why}")


def still_state(scene) -> str:
    """What may have changed unseen, for a stale-screen report."""
    parts = []
    inspector = getattr(scene, "inspector", None)
    if inspector is not None:
        parts.append(f"card viewer {'pinned ' if inspector.pinned else ''}{inspector.shown}")
    for name in ("reveal_timer", "draw_notice", "staged", "hint", "thinking", "message", "private", "handing_off"):
        if hasattr(scene, name):
            value = getattr(scene, name)
            parts.append(f"{name} {round(value, 3) if isinstance(value, float) else value!r}")
    return ", ".join(parts)


# ---------------------------------------------------------------------- a game's part

class GamePart:
    """A game package's part of the monkey (tools/monkey_parts/<package>.py subclasses it as ``Part``), one per run,
    for the package's registered games (``game_ids``). These defaults are what a game whose package has no part
    gets: no scene of it required, no jump to it, no card viewer or decision counted; its state checked by the
    protocol (``check_invariants``, the JSON round trip of its saves, a finished game replayed from its log), its
    table by the seat checks and the hand-off screen once per position; the clicks go to the buttons on screen."""

    REQUIRED: tuple[str, ...] = ()   # the labels of its scenes a run must reach
    VIEWERS: tuple[str, ...] = ()    # the places (scene labels) whose card viewer a run must see, pinned and hovered
    OWN_RUN = False                  # offers a run of its own jumps (``--only``, its one game)
    KIND = None                      # its games' kinds' prefix in the summary (None: the game's id and a space)
    DECISIONS: tuple[str, ...] = ()  # the decisions its tables ask, counted when shown and answered there
    TITLE = ""                       # the game's name in the summary's lines on its decisions
    LEAST = "shown"                  # what its decision jumps count (the decision shown or answered least)
    AIM = ""                         # the jump label that opens its table at a decision the run lacks
    TABLE = ""                       # the jump label that opens one of its tables at play (the rules over it)

    def __init__(self, monkey: Monkey, game_ids: tuple[str, ...]) -> None:
        self.monkey = monkey
        self.game_ids = game_ids

    @property
    def rng(self) -> random.Random:
        return self.monkey.rng

    @property
    def app(self) -> App:
        return self.monkey.app

    @property
    def summary(self) -> Summary:
        return self.monkey.summary

    # ------------------------------------------------------------------ what is on screen

    def label(self, scene) -> str | None:
        """The label of one of its scenes (the summary's, REQUIRED's), None: the engine's (the class's name)."""
        return None

    def viewer_place(self, scene) -> str | None:
        """Where the card viewer of one of its scenes counts (VIEWERS), None: nowhere."""
        return None

    def targets(self, scene) -> Targets | None:
        """The clickable places of one of its scenes, with weights (its buttons included), None: its buttons."""
        return None

    def card_rects(self, scene) -> list[pygame.Rect] | None:
        """Where the cards of one of its scenes lie (the card viewer's spots are drawn in them), None: none."""
        return None

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """Where a drag means something in one of its scenes, None: anywhere."""
        return None

    def drags_matter(self, scene: TableBase) -> bool:
        """Whether drags are likely at its table now (they are weighted up at a table at play)."""
        return True

    # ------------------------------------------------------------------ checks

    def kind(self, match: Match) -> str:
        """The summary's kind of game: its prefix, then hot-seat, solo, one human or watched."""
        return (f"{match.game_id} " if self.KIND is None else self.KIND) + game_kind(match)

    def state_key(self, game) -> tuple:
        """What tells one position of a game from the next (the state's identity first, then what moves)."""
        return id(game), len(game.actions_log()), game.is_over, tuple(sorted(game.to_act()))

    def check_scene(self, scene) -> None:
        """Checks of one of its scenes, every frame, before the game's."""

    def check_position(self, scene, key: tuple) -> None:
        """Checks of one of its scenes once the game's position (``key``) is known: a table's, once per position
        and way it stands."""
        if isinstance(scene, TableBase):
            self.monkey.check_table_once(scene, key, (), check_hand_off)

    def check_state(self, game, definition) -> None:
        """A game's state, once per position."""
        check_state(game, definition)

    def check_finished(self, match: Match) -> None:
        """A game seen to its end, once."""
        check_replays(match)

    # ------------------------------------------------------------------ jumps

    def draw_first(self, rng: random.Random) -> None:
        """Its draws at every jump, before the engine's (whatever scene the jump opens: a seed's numbers stay put)."""

    def draw_last(self, rng: random.Random) -> None:
        """Its draws at every jump, after the engine's."""

    def jumps(self) -> dict[str, Callable[[], object]]:
        """The scenes a jump opens, by label (each of REQUIRED and VIEWERS, and AIM): the scene, or None for the
        menu. Called at each jump, after the draws."""
        return {}

    def aiming(self) -> bool:
        """Whether its AIM jumps are still wanted (a decision never shown, or answered too few times)."""
        return False

    def interrupted(self, game_id: str, progress: float) -> Match:
        """A game of ``game_id`` in progress, for the menu's question (a new game replaces it): here a new one, all
        its seats people (the engine cannot play a game forward on its own)."""
        info = game_def(game_id).info
        players = min(max(2, info.players_min), info.players_max)
        return Match(game_id, [Seat(f"P{i + 1}", HUMAN) for i in range(players)], seed=self.rng.getrandbits(31))


def game_kind(match: Match) -> str:
    if match.solo:
        return "solo"
    if not match.humans:
        return "watched"
    return "hot-seat" if match.hot_seat else "one human"


def buttons(scene) -> list[Button]:
    """The enabled buttons of a scene (its button column or list, back and tab buttons; the menu's question's
    alone while it is asked)."""
    if isinstance(scene, MenuScene) and scene.asking:
        return [b for b in scene.dialog.buttons if b.enabled]
    if isinstance(scene, SetupScene) and scene.picker is not None:      # a pick dialog takes the clicks
        return [b for b in scene.picker.column.buttons if b.enabled]
    column = getattr(scene, "column", None)
    found = list(column.buttons) if isinstance(column, ButtonColumn) else []
    found += [b for b in (getattr(scene, "back_button", None), getattr(scene, "dismiss_button", None)) if b]
    found += list(getattr(scene, "tabs", {}).values())
    found += [b for b in getattr(scene, "buttons", ()) if isinstance(b, Button)]
    return [b for b in found if b.enabled]


def button_targets(scene, lit: float = 3.0) -> Targets:
    """The scene's enabled buttons as click targets: the primary ones weighing ``lit``, the others 1."""
    return [(lit if b.primary else 1.0, b.rect) for b in buttons(scene)]


def describe(event: pygame.event.Event) -> str:
    """An event in a few words, for a failure report."""
    attrs = {k: v for k, v in event.dict.items() if k in ("pos", "button", "text", "y", "size")}
    if "key" in event.dict:
        attrs["key"] = pygame.key.name(event.key) or event.key
        attrs.update({"mod": event.mod} if event.mod else {})
    return f"{pygame.event.event_name(event.type)}{attrs or ''}"


def motion(at: Point, held: tuple[int, int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=held, touch=False)

