"""Frame-time benchmark: a 6-player draft table at 1600x900 while a card is dragged across it.

    SDL_VIDEODRIVER=dummy .venv/bin/python bench/bench_frames.py [--frames 600] [--profile 25] [--png drag.png]
        [--sound [--fps 60]]

Target (issue 3): median <= 4 ms and 99th percentile <= 12 ms per frame with the dummy driver.

The drag is the table's busiest still-input frame: every legal cell lit with the score badge of what the card
would earn there (the rules asked once per game state), the board's row and column labels, the badge on the
dragged card (asked of the rules each time the pointer enters a new cell), the card viewer handed every event.
A second measure moves the pointer, no button held, slowly over the hand, the board and the small boards, so
the card viewer looks up the card under it every frame and shows its tooltip after the rest delay.
``--profile N`` prints the N costliest functions of the drag (cProfile, cumulative time).

Sound: without ``--sound`` the frames are silent, as on a machine without a sound device (the game's audio never
opens the mixer), so the figures compare with those from before the game had sound. ``--sound`` times the drag
both ways in the same run, interleaved (``SoundAB``): blocks of frames with the sound off, and the same blocks with
pygame's real mixer open under SDL's dummy audio driver (which mixes in real time and throws the result away), the
family's music streaming and an effect fired every 20 frames, as the scenes do, through ``app.audio``. Both ways
the frames are paced at 60 per second, as the game's loop does, so that the mixer's thread does a frame's worth of
decoding and mixing between two frames, as in play (back to back, a 3 ms frame would see a fifth of it);
``--fps 0`` draws them back to back instead, as the silent measure does.
"""
from __future__ import annotations

import argparse
import cProfile
import math
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "ECOSYSTEME_DATA_DIR" not in os.environ:        # a private folder, made only when none is given
    os.environ["ECOSYSTEME_DATA_DIR"] = tempfile.mkdtemp(prefix="ecosysteme-bench-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.ecosysteme.actions import LegalPicks, Pick  # noqa: E402
from game.session import COMPUTER, Match, Seat  # noqa: E402
from game.userdata import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.ecosysteme.table import TableScene  # noqa: E402
from scenes.games import screens_of  # noqa: E402
from scenes.shell.audio import Audio, MixerBackend, RecordingBackend  # noqa: E402

DT = 1 / 60

# the effects each family's table plays (assets/sounds/manifest.yaml), fired in turn with --sound
FAMILY_EFFECTS = {
    "ecosysteme": ("card_pick", "card_lay", "card_back", "reveal", "swap", "your_turn", "button", "dialog"),
    "canopee": ("card_pick", "card_lay", "card_back", "pile_look", "pile_keep", "pile_refuse", "tree_complete",
                "threat_fire", "season_end", "your_turn"),
    "livingforest": ("card_pick", "card_back", "lf_reveal", "solitary", "fire_out", "onibi", "tree_plant",
                     "spirit_move", "your_turn"),
}


def add_sound_options(parser: argparse.ArgumentParser) -> None:
    """--sound and --fps, the same in every frame benchmark."""
    parser.add_argument("--sound", action="store_true",
                        help="time the drag with the sound off and on, interleaved (SDL_AUDIODRIVER=dummy)")
    parser.add_argument("--fps", type=float, default=60.0,
                        help="with --sound, frames a second (the game's pace; 0: back to back)")


def silent(app: App) -> None:
    """The app's sound as on a machine without a sound device: no mixer opened, nothing played."""
    app.audio.close()
    app.audio = Audio(lambda: app.settings, RecordingBackend(opens=False))


class SoundAB:
    """The same frames timed with the sound off and on, in alternating blocks (off-on, on-off, off-on...), so that
    the machine's drift and the other programs on it weigh on both alike.

    Off: the app's audio as without a device (``silent``). On: a fresh ``Audio`` on pygame's mixer, shown two
    frames (it may open the device), the game family's music started (``app.audio.music``: the mixer opens and the
    loop streams from its file), and during the block an effect every ``every`` frames, in turn from the family's
    list, played in the timed frame just before ``app.frame`` (``app.audio.play``) as a scene would in its update.
    Each switch runs ``settle`` untimed frames first; a switch to on also plays each effect once and stops it
    there, so that their files are loaded before the timed frames (the game loads an effect the first time it
    plays it, then keeps it; closing the mixer lets them go)."""

    def __init__(self, app: App, family: str, block: int = 50, every: int = 20, settle: int = 5,
                 fps: float = 60.0) -> None:
        self.app, self.family = app, family
        self.effects = FAMILY_EFFECTS[family]
        self.block, self.every, self.settle = block, every, settle
        self.period = 1.0 / fps if fps > 0 else 0.0
        self.fired = 0
        self.music_heard = False
        self.cpu = {"off": [0.0, 0.0], "on": [0.0, 0.0]}      # the process's CPU seconds, wall seconds, in blocks

    def _switch(self, on: bool) -> None:
        app = self.app
        silent(app)
        if on:
            app.audio = Audio(lambda: app.settings, MixerBackend())
            app.audio.frame_drawn()
            app.audio.frame_drawn()
            app.audio.music(self.family)
            if app.audio.state != "on":
                sys.exit("--sound: pygame's mixer did not open (is SDL_AUDIODRIVER=dummy set?)")
            for sound_id in self.effects:
                app.audio.play(sound_id)
            pygame.mixer.stop()                          # the effects loaded; the block fires its own
        for _ in range(self.settle):
            app.frame(DT, events=[])
        if on:
            self.music_heard = self.music_heard or pygame.mixer.music.get_busy()

    def run(self, frame, count: int) -> dict[str, list[float]]:
        """Milliseconds per frame, {"off": [...], "on": [...]}: ``frame(i)`` draws frame i of the path, each
        block of the path once each way, a frame starting every ``1 / fps`` seconds (the wait untimed)."""
        times: dict[str, list[float]] = {"off": [], "on": []}
        for k, first in enumerate(range(0, count, self.block)):
            for on in ((False, True) if k % 2 == 0 else (True, False)):
                self._switch(on)
                due = wall0 = time.perf_counter()
                cpu0 = time.process_time()               # every thread's: the mixer's too
                for i in range(first, min(count, first + self.block)):
                    start = time.perf_counter()
                    if on and i % self.every == 0:
                        self.app.audio.play(self.effects[self.fired % len(self.effects)])
                        self.fired += 1
                    frame(i)
                    end = time.perf_counter()
                    times["on" if on else "off"].append((end - start) * 1000)
                    due = max(due + self.period, end)    # a late frame is not caught up on: the next one waits
                    time.sleep(max(0.0, due - time.perf_counter()))
                spent = self.cpu["on" if on else "off"]
                spent[0] += time.process_time() - cpu0
                spent[1] += time.perf_counter() - wall0
        silent(self.app)
        return times

    def report(self, what: str, times: dict[str, list[float]]) -> str:
        off, on = times["off"], times["on"]
        p99 = {k: sorted(v)[max(0, int(len(v) * 0.99) - 1)] for k, v in times.items()}
        lines = [
            summary(f"{what}, sound off (no mixer)", off),
            summary(f"{what}, sound on (the mixer open, music_{self.family} streaming"
                    f"{'' if self.music_heard else ' NOT PLAYING'}, {self.fired} effects fired)", on),
            f"  on / off: median {statistics.median(on) / statistics.median(off):.2f}x, "
            f"99th percentile {p99['on'] / p99['off']:.2f}x (blocks of {self.block} frames, alternated, "
            + (f"{1 / self.period:.0f} frames a second)" if self.period else "back to back)")]
        if self.period:                  # back to back, the main thread alone takes a whole core: no measure
            lines.append(f"  the process's CPU (every thread) per second of these frames: "
                         f"off {self._cpu('off'):.3f} s, on {self._cpu('on'):.3f} s")
        return "\n".join(lines)

    def _cpu(self, mode: str) -> float:
        cpu, wall = self.cpu[mode]
        return cpu / wall if wall else float("nan")


def motion(pos, held: bool) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0) if held else (0, 0, 0))


def timed(app: App, path, held: bool) -> list[float]:
    """Milliseconds per frame, one pointer motion per frame along ``path``."""
    times = []
    for pos in path:
        start = time.perf_counter()
        app.frame(DT, events=[motion(pos, held)])
        times.append((time.perf_counter() - start) * 1000)
    return times


def summary(what: str, times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[max(0, int(len(ordered) * 0.99) - 1)]
    return (f"{what}, {len(times)} frames: median {statistics.median(ordered):.2f} ms, "
            f"99th percentile {p99:.2f} ms, worst {ordered[-1]:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--game", default="forest", choices=["forest", "savane"])
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile the drag and print its N costliest functions")
    parser.add_argument("--png", help="save the last dragged frame to this file, to see what was measured")
    add_sound_options(parser)
    args = parser.parse_args()

    app = App(settings=Settings(language="fr"), size=(1600, 900))
    silent(app)
    match = Match(args.game, [Seat("Ana")] + [Seat(f"Bot {i}", COMPUTER) for i in range(1, 6)], seed=7)
    table = TableScene(app, match)
    app.push(table)
    for _ in range(8):                               # mid-game: eight cards in every ecosystem
        legal = match.state.legal_actions(0)
        table._submit(Pick(legal.cards[0], legal.cells[0]))
    app.frame(DT, events=[])

    # --- the drag: a hand card carried over the board, round and round, never dropped
    kind, card = table.hand_rects()[0]
    legal = table.legal()
    assert isinstance(legal, LegalPicks) and kind in legal.cards and legal.cells, "no legal cell to light"
    area = table.board_area
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1)])
    assert table.dragging == kind and table.choosing_card() == kind, "the card was not picked up"
    gains = table.gains(kind)
    assert set(gains) == set(legal.cells), "the lit cells do not all carry a score badge"
    for _ in range(30):                              # warm the caches (card faces at this size)
        app.frame(DT, events=[])
    board = table.board()
    # from a lit cell to a point of the board around it and on to the next lit cell, 12 frames a leg: the
    # pointer enters a new cell (a new score asked of the rules for the dragged card's badge) every ~24 frames
    lit = [board.rect(cell).center for cell in legal.cells]
    path: list[tuple[int, int]] = []
    leg = 0
    while len(path) < args.frames:
        a = lit[leg % len(lit)]
        t = leg * 0.7
        b = (int(area.centerx + math.cos(t) * area.w * 0.45), int(area.centery + math.sin(t * 1.3) * area.h * 0.45))
        c = lit[(leg * 5 + 3) % len(lit)]
        path += [(a[0] + (b[0] - a[0]) * i // 12, a[1] + (b[1] - a[1]) * i // 12) for i in range(12)]
        path += [(b[0] + (c[0] - b[0]) * i // 12, b[1] + (c[1] - b[1]) * i // 12) for i in range(12)]
        leg += 1
    path = path[:args.frames]
    over_cells = sum(1 for pos in path if board.cell_at(pos, legal.cells) is not None)
    if args.sound:
        ab = SoundAB(app, screens_of(args.game).music, fps=args.fps)
        times = ab.run(lambda i: app.frame(DT, events=[motion(path[i], True)]), len(path))
        assert table.dragging == kind, "the card was dropped during the benchmark"
        print(ab.report(f"6-player table at 1600x900, dragging a card ({len(gains)} cells lit with their score, "
                        f"{over_cells} frames over one)", times))
        pygame.quit()
        return
    previews = 0
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    drag, entering = [], []          # entering: the frames the pointer entered a new lit cell
    for pos in path:
        before = table.preview
        drag += timed(app, [pos], held=True)
        previews += table.preview is not None
        if table.preview is not None and (before is None or before[0] != table.preview[0]):
            entering.append(drag[-1])
    if profiler:
        profiler.disable()
    assert table.dragging == kind, "the card was dropped during the benchmark"
    if args.png:
        pygame.image.save(app.surface, args.png)

    # --- the card viewer: the pointer wanders over the cards with no button held
    away = (table.hand_area.x + 4, table.hand_area.y + 4)        # dropped off the board: the card flies back
    app.frame(DT, events=[motion(away, True), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=away, button=1)])
    assert table.dragging is None and table.staged is None and match.state.pending[0] is None
    targets = [rect.center for _, rect in table.hand_rects()]
    targets += [table.board().rect(cell).center for cell in table.placed()]
    targets += [token.center for *_, tokens in table.mini_contents() for token, _, _ in tokens]
    hover_path = []
    while len(hover_path) < args.frames:             # a slow walk from card to card: 60 frames from one to the next
        for a, b in zip(targets, targets[1:]):
            hover_path += [(a[0] + (b[0] - a[0]) * i // 60, a[1] + (b[1] - a[1]) * i // 60) for i in range(60)]
    shown = 0
    hover = []
    for pos in hover_path[:args.frames]:
        hover += timed(app, [pos], held=False)
        shown += table.inspector.shown is not None

    print(summary(f"6-player table at 1600x900, dragging a card ({len(gains)} cells lit with their score, "
                  f"{over_cells} frames over one, its badge on the card in {previews})", drag))
    print(summary("  of which the frames the card entered a new cell", entering))
    print(summary(f"  the pointer over the cards, no button (the card viewer's tooltip up in {shown})", hover))
    if profiler:
        stats = pstats.Stats(profiler, stream=sys.stdout)
        stats.sort_stats("cumulative").print_stats(args.profile)
    pygame.quit()


if __name__ == "__main__":
    main()
