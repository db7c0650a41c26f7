"""Forêt's and Savane's part of the monkey (tools/monkey.py): their tables (one human against computers, hot-seat,
solo), the hand-off screen, a Lapin about to swap, the score screens (Savane's lion prey) and the replay.

Their targets are the table's own: the hand cards, the legal cells, the mini boards; a hand card dragged onto a
legal cell (or to the solo opponent, to discard), a Lapin's swap dragged between two cells. The jumps open a table
(one human, or 2-4 in hot-seat) of a game played some of the way, a Forêt table where a Lapin can swap, a game one
choice from its end (hot-seat, solo or a challenge of the ladder: its score screen is a click away) and a replay.
The checks are the game's own invariants (every card in one place, ecosystems within 4x5 and connected, hand sizes),
the JSON round trip, and the table's: the seat on screen, and a Lapin's swap waiting only where it may be made.
"""
from __future__ import annotations

import random
from typing import Callable

import pygame

from game import ladder
from game.ecosysteme.actions import LegalPicks
from game.ecosysteme.cards import GRID_CELLS
from game.ecosysteme.state import EcosystemeState
from game.session import COMPUTER, HUMAN, Match, Seat
from scenes.ecosysteme.replay import ReplayScene
from scenes.ecosysteme.scoring import ScoringScene
from scenes.ecosysteme.table import TableScene
from tools.monkey_kit import Broken, GamePart, Point, Targets, button_targets, check_seat, require

# the scenes a run must reach: swap = the table waiting for a Lapin's swap, privacy = the hot-seat hand-off screen
SCENES = ("table", "swap", "privacy", "scoring", "replay")
# the scenes with a card viewer (by their exact class), and where it counts
VIEWER_SCENES = {TableScene: "table", ScoringScene: "scoring", ReplayScene: "replay"}
LEVELS = ("easy", "easy", "medium", "medium", "hard")    # computers of forced games (Hard thinks longest)


def check_game(game: EcosystemeState) -> None:
    """Every card in one place, ecosystems within 4x5 and connected, hand sizes (the game's own invariants),
    and the JSON round trip."""
    try:
        game.check_invariants()
    except AssertionError as exc:
        raise Broken(str(exc)) from None
    require(EcosystemeState.from_text(game.to_text()).to_json() == game.to_json(), "the game does not survive its JSON")


def check_table(scene: TableScene) -> None:
    """Forêt's and Savane's table: the seat checks, and a Lapin's swap waits only where it may be made."""
    check_seat(scene)
    match, game = scene.match, scene.match.state
    if not scene.spectating and scene.pending_rabbit:
        seat = scene.seat
        kind, cell = scene.pending_rabbit
        require(game.pending[seat] is None and kind in match.view(seat).hand
                and game.ecosystems[seat].is_legal(cell), f"a swap pending for {scene.pending_rabbit}")


class Part(GamePart):
    REQUIRED = SCENES
    VIEWERS = tuple(VIEWER_SCENES.values())
    KIND = ""           # (the collection's first games: their kinds unprefixed)
    TABLE = "table"

    def __init__(self, monkey, game_ids: tuple[str, ...]) -> None:
        super().__init__(monkey, game_ids)
        self.game_id = game_ids[0]      # the jump's game (Forêt or Savane), drawn at each jump
        self.hot_seat = 2               # ... and its hot-seat tables' humans

    # ------------------------------------------------------------------ what is on screen

    def label(self, scene) -> str | None:
        if isinstance(scene, TableScene):
            if scene.confirming_leave:
                return "leave"
            if scene.private:
                return "privacy"
            if scene.pending_rabbit:
                return "swap"
            if scene.spectating:
                return "watch"
            return "discard" if scene.discarding else "table"
        return {ScoringScene: "scoring", ReplayScene: "replay"}.get(type(scene))

    def viewer_place(self, scene) -> str | None:
        return VIEWER_SCENES.get(type(scene))

    def targets(self, scene) -> Targets | None:
        """The table's hand cards, legal cells and mini boards; the score screen's lion prey, rows and headers."""
        if isinstance(scene, TableScene):
            found = button_targets(scene)
            if scene.seat is not None and not scene.private and not scene.confirming_leave:
                found += [(1.0, rect) for _, rect in scene.hand_rects()]
                legal = scene.legal()
                if isinstance(legal, LegalPicks):
                    board = scene.board()
                    found += [(0.5, board.rect(cell)) for cell in legal.cells]
                found += [(0.3, rect) for _, _, rect in scene.mini_boards()]
            return found
        if isinstance(scene, ScoringScene):
            found = button_targets(scene)
            found += [(2.0, scene.cell_rect(i, k)) for i in scene.choosable
                      for k in scene.score.players[i].lion_candidates]
            found += [(0.2, scene.row_rect(key)) for key in scene.rows]
            found += [(0.2, scene.header_rect(i)) for i in range(scene.count)]
            return found
        return None

    def card_rects(self, scene) -> list[pygame.Rect] | None:
        if isinstance(scene, TableScene) and scene.seat is not None:
            rects = [rect for _, rect in scene.hand_rects()]
            board = scene.board()
            rects += [board.rect(cell) for cell in scene.placed()]
            rects += [token for *_, tokens in scene.mini_contents() for token, _, _ in tokens]
            return rects
        if isinstance(scene, ScoringScene):
            return [scene.cell_rect(i, k) for i in range(scene.count) for k in range(GRID_CELLS)]
        if isinstance(scene, ReplayScene) and hasattr(scene, "blocks"):
            return [scene.cell_rect(n, k) for n, (what, seat) in enumerate(scene.slots())
                    for k in scene.board(what, seat)[0]]
        return None

    def drag_ends(self, scene) -> tuple[Point, Point] | None:
        """A hand card to a legal cell (or to the solo opponent), a Lapin's swap."""
        monkey = self.monkey
        if not isinstance(scene, TableScene) or scene.seat is None or scene.spectating or scene.private \
                or scene.confirming_leave:
            return None
        board = scene.board()
        if scene.pending_rabbit:
            cells = scene.match.state.ecosystems[scene.seat].cells() + [scene.pending_rabbit[1]]
            a, b = self.rng.sample(cells, 2) if len(cells) > 1 else (cells[0], cells[0])
            return monkey.point(board.rect(a)), monkey.point(board.rect(b))
        hand = scene.hand_rects()
        if not hand:
            return None
        rect = self.rng.choice(hand)[1]
        if scene.discarding:
            opponent = [r for _, what, r in scene.mini_boards() if what[0] == "opponent"]
            return monkey.point(rect), monkey.point(opponent[0] if opponent else None)
        legal = scene.legal()
        if not isinstance(legal, LegalPicks) or not legal.cells:
            return monkey.point(rect), monkey.point()
        swapping = [r for k, r in hand if legal.swap_count(k)]
        if swapping and self.rng.random() < 0.6:     # a Lapin that can swap: take it, for the swap screen
            rect = self.rng.choice(swapping)
        return monkey.point(rect), monkey.point(board.rect(self.rng.choice(legal.cells)))

    # ------------------------------------------------------------------ checks

    def state_key(self, game) -> tuple:
        return (id(game), len(game.history), game.phase, tuple(p is None for p in game.pending),
                len(game.opponent))

    def check_scene(self, scene) -> None:
        if isinstance(scene, TableScene):
            check_table(scene)

    def check_position(self, scene, key: tuple) -> None:
        """(The table is checked every frame, check_scene.)"""

    def check_state(self, game, definition) -> None:
        check_game(game)

    def check_finished(self, match: Match) -> None:
        """(A finished game's checks are its state's.)"""

    # ------------------------------------------------------------------ jumps

    def draw_first(self, rng: random.Random) -> None:
        self.game_id = rng.choice(self.game_ids)

    def draw_last(self, rng: random.Random) -> None:
        self.hot_seat = rng.randint(2, 4)

    def jumps(self) -> dict[str, Callable[[], object]]:
        app, rng = self.app, self.rng
        game_id, hot_seat = self.game_id, self.hot_seat
        return {
            "table": lambda: TableScene(app, self.new_match(game_id, humans=1, progress=rng.random())),
            "privacy": lambda: TableScene(app, self.new_match(game_id, humans=hot_seat, progress=rng.random())),
            "swap": lambda: TableScene(app, self.rabbit_match()),
            "scoring": lambda: TableScene(app, self.last_pick_match()),
            "replay": lambda: self.replay(game_id),
        }

    def interrupted(self, game_id: str, progress: float) -> Match:
        """A game of the jump's own Forêt or Savane (whichever of the two was asked), played some of the way."""
        return self.new_match(self.game_id, humans=self.rng.randint(1, 2), progress=progress)

    def replay(self, game_id: str) -> ReplayScene:
        """The replay of a game played some or all of the way, opened on one of its steps."""
        scene = ReplayScene(self.app, self.new_match(game_id, humans=self.rng.randint(0, 2),
                                                     progress=self.rng.choice((1.0, self.rng.random()))))
        scene.go(self.rng.randint(0, scene.last))
        return scene

    def new_match(self, game_id: str, humans: int, progress: float = 0.0, solo: bool = False) -> Match:
        """A new match (``humans`` humans, then computers up to 2-6 seats), played ``progress`` of the way."""
        rng = self.rng
        count = 1 if solo else max(humans, rng.randint(2, 6))
        seats = [Seat(f"P{i + 1}", HUMAN) if i < humans else Seat(f"C{i + 1}", COMPUTER, rng.choice(LEVELS))
                 for i in range(count)]
        match = Match(game_id, seats, seed=rng.getrandbits(31), solo=solo)
        game = match.state
        steps = game.rules.solo.turns * 2 if solo else game.rules.rounds * game.rules.picks_per_round
        self.play(match, int(progress * (steps - 1)))
        return match

    def play(self, match: Match, steps: int, until: Callable[[Match], bool] = lambda m: False) -> None:
        """Random legal choices for the humans, the computers' own for the rest: ``steps`` reveals (or solo steps)."""
        rng = random.Random(self.rng.getrandbits(32))
        game = match.state
        for _ in range(steps):
            if game.is_over or until(match):
                return
            for seat in match.waiting_humans():
                legal = game.legal_actions(seat)
                match.submit(seat, legal[rng.randrange(len(legal))])
            match.play_computers()

    def rabbit_match(self) -> Match:
        """A Forêt match where the first human holds a Lapin that can swap (the table's swap screen is a drag away)."""
        while True:
            match = self.new_match("forest", humans=self.rng.randint(1, 2))

            def ready(m: Match) -> bool:
                legal = m.state.legal_actions(0)
                return isinstance(legal, LegalPicks) and any(legal.swap_count(k) for k in legal.cards)
            self.play(match, 19, until=ready)
            if not match.over and ready(match):
                return match

    def last_pick_match(self) -> Match:
        """A match one choice from its end: a hot-seat or solo game, or a challenge of the ladder."""
        rng = self.rng
        if rng.random() < 0.3:
            game_id = rng.choice(self.game_ids)
            if rng.random() < 0.5:
                challenge = ladder.daily_challenge(game_id, ladder.today())
            else:
                progress, _ = ladder.Progress.load(self.summary.lang)
                challenge = ladder.rung_challenge(game_id, progress.current_rung(game_id))
            match = Match(game_id, [Seat("P1", HUMAN)], seed=challenge.seed, solo=True, challenge=challenge)
            self.play(match, match.rules.solo.turns * 2 - 1)
            return match
        solo = rng.random() < 0.3
        return self.new_match(rng.choice(self.game_ids), humans=1 if solo else rng.randint(1, 3), progress=1.0,
                              solo=solo)
