"""The ``ecosysteme`` command: ``score`` a finished game, ``simulate`` bot games, ``replay`` a saved game."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Sequence

from . import __version__
from .agents import AGENTS
from .catalogue import GAME_IDS, default_catalogue
from .errors import BundledFileError, EcosystemeError, SaveError
from .i18n import LANGUAGES, default_language, tr
from .scorefile import ScoredGame, read_score_file
from .scoring import frame_cell

EXIT_USAGE = 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ecosysteme",
        description="Ecosystème – Forêt and Savane. Commands: score a finished game, simulate bot games, or "
                    "replay a saved game.",
    )
    parser.add_argument("--version", action="version", version=f"ecosysteme {__version__}")
    demo = parser.add_argument_group("demo mode (a whole game with computers in every seat, in the window)")
    demo.add_argument("--demo", action="store_true", help="play a demo game")
    demo.add_argument("--game", dest="demo_game", choices=GAME_IDS, default="forest", help="demo: which game (default forest)")
    demo.add_argument("--players", dest="demo_players", type=int, default=4, metavar="N", help="demo: 2 to 6 computer seats (default 4)")
    demo.add_argument("--seed", dest="demo_seed", type=int, default=1, metavar="S", help="demo: the deal (default 1)")
    demo.add_argument("--speed", dest="demo_speed", type=float, default=1.0, metavar="X", help="demo: speed factor (default 1)")
    demo.add_argument("--screenshots", dest="demo_screenshots", metavar="DIR", help="demo: save menu.png, table.png and scoring.png here")
    demo.add_argument("--exit-when-done", action="store_true", help="demo: quit (exit 0) after the score screen")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = sub.add_parser("score", help="score finished games from a YAML file",
                           description="Score finished games written in a YAML file (one game per document).")
    score.add_argument("file", metavar="FILE", help="YAML score file; several games as several documents (---)")
    score.add_argument("--json", action="store_true", help="one JSON line per game instead of a score pad")
    score.add_argument("--lang", choices=LANGUAGES, default=None, help="language of the score pad")

    sim = sub.add_parser("simulate", help="play many games with bots in every seat",
                         description="Play complete seeded games with a bot in every seat and report the results.")
    sim.add_argument("--game", choices=GAME_IDS, required=True)
    who = sim.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=int, metavar="N", help="number of seats (2 to 6)")
    who.add_argument("--solo", action="store_true", help="solo mode against Alban (Forêt) or Jhay (Savane)")
    sim.add_argument("--seats", default=None, metavar="TYPE,TYPE,...",
                     help=f"bot of each seat, comma separated (types: {', '.join(sorted(AGENTS))}); default random")
    sim.add_argument("--games", type=int, default=1000, metavar="K", help="number of games (default 1000)")
    sim.add_argument("--seed", type=int, default=0, metavar="S", help="seed of the run (default 0)")
    sim.add_argument("--workers", type=int, default=1, metavar="W",
                     help="worker processes (default 1; the results do not depend on it)")
    sim.add_argument("--json", action="store_true", help="print the results as one JSON object")
    parser.simulate_parser = sim  # type: ignore[attr-defined]  # its own usage for argument errors

    replay = sub.add_parser("replay", help="watch a saved game again, pick by pick, in the window",
                            description="Open the window on the replay of a saved game: a finished game kept in "
                                        "the games folder of the user data folder, or the autosave of a game in "
                                        "progress (replayed up to where it is).")
    replay.add_argument("file", metavar="FILE", help="a saved game (.json)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        default_catalogue()  # every command needs valid card data: report a broken file first
        if args.command == "score":
            return _score(args)
        if args.command == "simulate":
            return _simulate(parser.simulate_parser, args)
        if args.command == "replay":
            return _replay(args)
        return _window(parser, args)
    except EcosystemeError as exc:
        if args.command is None:
            # the window, perhaps the windowed executable without a terminal: a dialog says it
            from scenes.app import report_fatal

            report_fatal("fatal_data" if isinstance(exc, BundledFileError) else "fatal_start", detail=str(exc))
        else:
            print(f"ecosysteme: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """No command: open the game window (or run the demo in it)."""
    demo = None
    if args.demo:
        rules = default_catalogue()[args.demo_game]
        if not rules.players_min <= args.demo_players <= rules.players_max:
            parser.error(f"--players must be between {rules.players_min} and {rules.players_max}")
        if not args.demo_speed > 0:
            parser.error("--speed must be more than 0")
        if args.demo_screenshots:
            try:
                Path(args.demo_screenshots).mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                parser.error(f"--screenshots: cannot make the folder {args.demo_screenshots}: {exc.strerror or exc}")
        demo = {"game": args.demo_game, "players": args.demo_players, "seed": args.demo_seed,
                "speed": args.demo_speed, "screenshots": args.demo_screenshots,
                "exit_when_done": args.exit_when_done}
    from scenes.app import run  # the window needs pygame; the commands above do not

    return run(demo)


def _replay(args: argparse.Namespace) -> int:
    """The window on the replay of a saved game; a file that cannot be replayed is one line, no window."""
    from .savegame import load_match

    path = Path(args.file)
    try:
        match = load_match(path)
    except SaveError as exc:          # reported by main, before any window opens; always naming the file
        if str(path) not in str(exc):
            raise SaveError(f"{path}: {exc}") from None
        raise
    from scenes.replay import run_replay

    return run_replay(match, path)


# ---------------------------------------------------------------------------- score


def _score(args: argparse.Namespace) -> int:
    games = read_score_file(args.file)
    lang = args.lang or default_language()
    for n, game in enumerate(games, 1):
        if args.json:
            print(json.dumps(_score_json(game), ensure_ascii=False))
        else:
            if n > 1:
                print()
            print(_score_pad(game, n, len(games), lang))
    return 0


def _score_json(game: ScoredGame) -> dict:
    players = []
    for name, sheet in zip(game.names, game.score.players):
        scores = dict(sheet.kinds)
        if sheet.biodiversity is not None:
            scores["biodiversity"] = sheet.biodiversity
        scores["total"] = sheet.total
        players.append({"name": name, "scores": scores})
    out = {"game": game.rules.id, "players": players, "winners": [game.names[i] for i in game.score.winners]}
    if game.score.solo is not None:
        out["solo"] = {"margin": game.score.solo.margin, "level": game.score.solo.level}
    return out


def _score_pad(game: ScoredGame, n: int, count: int, lang: str) -> str:
    rules, score = game.rules, game.score
    labels = [k.name(lang) for k in rules.kinds]
    rows = [[str(sheet.kinds[k.id]) for sheet in score.players] for k in rules.kinds]
    if rules.biodiversity is not None:
        labels.append(tr("biodiversity", lang))
        rows.append(["" if s.biodiversity is None else str(s.biodiversity) for s in score.players])
    labels.append(tr("total", lang))
    rows.append([str(s.total) for s in score.players])

    label_w = max(len(x) for x in labels) + 2
    col_w = [max(6, len(name) + 2, *(len(r[i]) + 2 for r in rows)) for i, name in enumerate(game.names)]
    title = rules.name(lang)
    if count > 1:
        title = f"{tr('game_n', lang, n=n)} – {title}"
    lines = [title, " " * label_w + "".join(name.rjust(w) for name, w in zip(game.names, col_w))]
    rule = "-" * (label_w + sum(col_w))
    for i, (label, row) in enumerate(zip(labels, rows)):
        if i == len(labels) - 1:
            lines.append(rule)
        lines.append(label.ljust(label_w) + "".join(v.rjust(w) for v, w in zip(row, col_w)))

    for name, sheet in zip(game.names, score.players):
        if sheet.lion_prey:
            cells = ", ".join(f"[{r + 1}, {c + 1}]" for r, c in map(frame_cell, sheet.lion_prey))
            lines.append(f"{tr('lion_prey', lang)} – {name}: {cells}")
    winners = [game.names[i] for i in score.winners]
    if score.solo is not None:
        level = tr(f"level_{score.solo.level or 'loss'}", lang)
        lines.append(f"{tr('margin', lang)}: {score.solo.margin:+d} → {level}")
    else:
        key = "winner" if len(winners) == 1 else "winners"
        lines.append(f"{tr(key, lang)}: {', '.join(winners)}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- simulate


def _simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from .simulate import margin_summary, simulate

    rules = default_catalogue()[args.game]
    seat_count = 1 if args.solo else args.players
    if not args.solo and not rules.players_min <= seat_count <= rules.players_max:
        parser.error(f"--players must be between {rules.players_min} and {rules.players_max}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.workers < 1:
        parser.error("--workers must be at least 1")
    if args.workers > 1 and getattr(sys, "frozen", False):
        # the packaged game leaves multiprocessing out (it would slow every start-up); results are the same
        print("ecosysteme: the packaged game simulates in one process; --workers is ignored", file=sys.stderr)
        args.workers = 1
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else ["random"] * seat_count
    if len(seats) != seat_count:
        parser.error(f"--seats names {len(seats)} seat(s) but the game has {seat_count}")
    unknown = [s for s in seats if s not in AGENTS]
    if unknown:
        parser.error(f"unknown seat type {unknown[0]!r} (choose from: {', '.join(sorted(AGENTS))})")

    result = simulate(args.game, seats, args.games, args.seed, args.solo, workers=args.workers)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    who = f"solo vs {rules.solo.opponent}" if args.solo else f"{seat_count} players"
    print(f"{rules.name('en')}, {who}, {result.games} games, seed {result.seed}: "
          f"{result.games_per_second:.{0 if result.games_per_second >= 10 else 1}f} games/s")
    print(f"{'seat':<6}{'bot':<10}{'wins':>8}{'mean score':>12}")
    for i, name in enumerate(seats):
        print(f"{i + 1:<6}{name:<10}{result.win_share(i):>8.1%}{result.mean_score(i):>12.1f}")
    if args.solo:
        m = margin_summary(result.margins)
        print(f"margin over {rules.solo.opponent}: mean {m['mean']:+.1f}, min {m['min']:+d}, "
              f"10% {m['p10']:+.0f}, median {m['median']:+.0f}, 90% {m['p90']:+.0f}, max {m['max']:+d}")
        parts = [f"{name} (≥{margin}) {result.reached(name):.1%}" for name, margin in rules.solo.levels]
        print("levels reached: " + ", ".join(parts) + f"; losses {result.levels.get('loss', 0) / result.games:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
