"""The ``ecosysteme`` command: ``score`` a finished game, ``simulate`` bot games, ``replay`` a saved game."""
from __future__ import annotations

import argparse
import json
import os
import signal
import sys
from pathlib import Path
from typing import Sequence

from . import __version__
from .core.catalogue import default_catalogue
from .core.registry import game_def, game_ids
from .errors import BundledFileError, EcosystemeError, SaveError
from .i18n import LANGUAGES, default_language, tr
from .inputs import SHOWN, shown

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130          # what a shell reports for a command ended by Ctrl-C (128 + SIGINT)
INTERRUPTED = "ecosysteme: interrupted"

# where numbers enter: far beyond any real use, well below what would overflow, hang or fill the memory
MAX_GAMES = 1_000_000_000       # ``simulate --games``: a week or so of one machine's time
MAX_SEED = 2**63 - 1            # seeds: 0 to this (a game's seed is kept below 2**63, see simulate.game_seed)
MAX_WORKERS = 64                # ``simulate --workers``
MAX_SPEED = 100.0               # ``--demo --speed``: a pick every 7 ms is already faster than the eye
MAX_NUMBER_TEXT = 40            # characters of a number argument: 2**63 has 19 digits
MAX_MESSAGE = 500               # characters of a usage error, whatever argparse quotes in it

# the demo's options, given (not None) only when typed; their defaults are applied once --demo is known
DEMO_OPTIONS = {"demo_game": ("--game", None), "demo_players": ("--players", 4), "demo_seed": ("--seed", 1),
                "demo_speed": ("--speed", 1.0), "demo_screenshots": ("--screenshots", None),
                "exit_when_done": ("--exit-when-done", False), "demo_tour": ("--tour", False)}


class _Parser(argparse.ArgumentParser):
    """argparse, with every argument that a message repeats bounded (``inputs.shown``): a megabyte of text in
    an argument, or an escape sequence, is never printed back whole."""

    def _check_value(self, action: argparse.Action, value: object) -> None:
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(map(repr, action.choices))
            raise argparse.ArgumentError(action, f"invalid choice: {shown(value)} (choose from {choices})")

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        parsed, extra = self.parse_known_args(args, namespace)
        if extra:
            more = f" and {len(extra) - 3} more" if len(extra) > 3 else ""
            self.error(f"unrecognized arguments: {' '.join(shown(a, SHOWN // 2) for a in extra[:3])}{more}")
        return parsed

    def error(self, message: str):  # type: ignore[override]
        # the last guard, for argparse's own messages that quote what was typed (an ambiguous --option=value)
        message = "".join(ch if ch.isprintable() else ascii(ch)[1:-1] for ch in message[:MAX_MESSAGE + 1])
        if len(message) > MAX_MESSAGE:
            message = message[:MAX_MESSAGE] + "…"
        super().error(message)


def _whole_number(text: str) -> int:
    """argparse type: a whole number, read only if it is short (int() of 5000 digits is refused or slow)."""
    try:
        if len(text) <= MAX_NUMBER_TEXT:
            return int(text)
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"invalid int value: {shown(text)}")


def _number(text: str) -> float:
    """argparse type: a number; infinities and NaN pass here and fail the option's range."""
    try:
        if len(text) <= MAX_NUMBER_TEXT:
            return float(text)
    except ValueError:
        pass
    raise argparse.ArgumentTypeError(f"invalid float value: {shown(text)}")


def _check_range(parser: argparse.ArgumentParser, option: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        parser.error(f"{option} must be between {low} and {high}")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="ecosysteme",
        description="The Ecosystème collection: Ecosystème – Forêt and – Savane, Canopée, Living Forest. Commands: "
                    "score a finished game, simulate bot games, or replay a saved game.",
    )
    parser.add_argument("--version", action="version", version=f"ecosysteme {__version__}")
    demo = parser.add_argument_group("demo mode (a whole game with computers in every seat, in the window)")
    demo.add_argument("--demo", action="store_true", help="play a demo game")
    # default None: an option typed without --demo is refused rather than silently ignored (see DEMO_OPTIONS)
    demo.add_argument("--game", dest="demo_game", choices=game_ids(), default=None,
                      help="demo: which game (default: the first of the menu)")
    demo.add_argument("--players", dest="demo_players", type=_whole_number, default=None, metavar="N",
                      help="demo: computer seats, as the game allows (Forêt, Savane 2 to 6; Canopée, Living Forest "
                           "2 to 4; default 4)")
    demo.add_argument("--seed", dest="demo_seed", type=_whole_number, default=None, metavar="S",
                      help=f"demo: the deal, 0 to {MAX_SEED} (default 1)")
    demo.add_argument("--speed", dest="demo_speed", type=_number, default=None, metavar="X",
                      help=f"demo: speed factor, more than 0 and at most {MAX_SPEED:g} (default 1)")
    demo.add_argument("--screenshots", dest="demo_screenshots", default=None, metavar="DIR",
                      help="demo: save menu.png, table.png and scoring.png here (with --tour, replay.png and "
                           "rules.png too)")
    demo.add_argument("--tour", dest="demo_tour", action="store_true", default=None,
                      help="demo: after the score screen, step through the game's replay, then turn a few pages "
                           "of its rules, as a player would (each screen said on stdout once it is shown)")
    demo.add_argument("--exit-when-done", action="store_true", default=None,
                      help="demo: quit (exit 0) after the score screen (after the rules, with --tour)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    score = sub.add_parser("score", help="score finished games from a YAML file",
                           description="Score finished games written in a YAML file (one game per document).")
    score.add_argument("file", metavar="FILE", help="YAML score file; several games as several documents (---)")
    score.add_argument("--json", action="store_true", help="one JSON line per game instead of a score pad")
    score.add_argument("--lang", choices=LANGUAGES, default=None, help="language of the score pad")

    sim = sub.add_parser("simulate", help="play many games with bots in every seat",
                         description="Play complete seeded games with a bot in every seat and report the results.")
    sim.add_argument("--game", choices=game_ids(), required=True)
    who = sim.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=_whole_number, metavar="N",
                     help="number of seats (Forêt, Savane: 2 to 6; Canopée, Living Forest: 2 to 4)")
    who.add_argument("--solo", action="store_true",
                     help="solo mode against the game's automaton (Alban in Forêt, Jhay in Savane, the Forest "
                          "Spirit in Canopée)")
    sim.add_argument("--seats", default=None, metavar="TYPE,TYPE,...",
                     help="bot of each seat, comma separated (random, easy, medium; hard too in Forêt and Savane); "
                          "default random")
    sim.add_argument("--games", type=_whole_number, default=1000, metavar="K",
                     help=f"number of games, 1 to {MAX_GAMES} (default 1000)")
    sim.add_argument("--seed", type=_whole_number, default=0, metavar="S",
                     help=f"seed of the run, 0 to {MAX_SEED} (default 0)")
    sim.add_argument("--workers", type=_whole_number, default=1, metavar="W",
                     help=f"worker processes, 1 to {MAX_WORKERS} (default 1; the results do not depend on it)")
    sim.add_argument("--options", default=None, metavar="KEY=VALUE,...",
                     help="the game's setup options, e.g. card_set=D,season_change=true (Canopée); Living "
                          "Forest's games stop at its round cap unless round_cap=false")
    sim.add_argument("--check", action="store_true",
                     help="check every invariant of the game after every action (every card in exactly one "
                          "place, the game's own rules of state) and each finished game's JSON round trip; "
                          "slower")
    sim.add_argument("--json", action="store_true", help="print the results as one JSON object")
    parser.simulate_parser = sim  # type: ignore[attr-defined]  # its own usage for argument errors

    replay = sub.add_parser("replay", help="watch a saved game again, pick by pick, in the window",
                            description="Open the window on the replay of a saved game: a finished game kept in "
                                        "the games folder of the user data folder, or the autosave of a game in "
                                        "progress (replayed up to where it is). A game the window does not play "
                                        "(Canopée) is told as text, as with --text.")
    replay.add_argument("file", metavar="FILE", help="a saved game (.json)")
    replay.add_argument("--text", action="store_true",
                        help="print the game's log, step by step, and its result instead of opening the window")
    replay.add_argument("--lang", choices=LANGUAGES, default=None, help="language of the text")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The command; its exit code. Ctrl-C, at any point of any command (the window too), ends it with one line
    and 130."""
    try:
        return _main(argv)
    except BrokenPipeError:
        # the reader went away (``ecosysteme simulate ... | head -1``): nothing left to say, and nobody to say it to
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError, AttributeError):
            pass
        return 1
    except KeyboardInterrupt:
        # the process is on its way out: a second Ctrl-C must not turn the one line into a traceback
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        if sys.stderr is not None:       # None in a windowed Windows build
            print(INTERRUPTED, file=sys.stderr)
        return EXIT_INTERRUPTED


def _main(argv: Sequence[str] | None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    _check_demo_options(parser, args)
    try:
        catalogue = default_catalogue()  # the file and its top level: a broken file is reported first
        if args.command is not None:
            catalogue.check_all()        # a command may need any game's rules: every section now (the window
                                         # checks them as it needs them, and the rest after its first frame)
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
            print(f"ecosysteme: {_printable(str(exc))}", file=sys.stderr)
        return EXIT_USAGE


def _printable(message: str) -> str:
    """A message as a terminal should get it: a control character from a file name or a file (an escape
    sequence) written as its code."""
    return "".join(ch if ch.isprintable() or ch == "\n" else ascii(ch)[1:-1] for ch in message)


def _check_demo_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse a demo option without --demo, and --demo with a command (either would be ignored); then give the
    demo options that were not typed their defaults."""
    if not args.demo:
        typed = [option for dest, (option, _) in DEMO_OPTIONS.items() if getattr(args, dest) is not None]
        if typed:
            parser.error(f"{typed[0]} is an option of the demo: use it with --demo (alone it would do nothing)")
    elif args.command is not None:
        parser.error(f"--demo plays in the window: it cannot be used with the {args.command} command")
    for dest, (_, default) in DEMO_OPTIONS.items():
        if getattr(args, dest) is None:
            setattr(args, dest, default)
    if args.demo_game is None:          # the first game of the menu
        args.demo_game = game_ids()[0]


def _window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """No command: open the game window (or run the demo in it)."""
    demo = None
    if args.demo:
        from scenes.games import in_window      # no pygame: which games the window plays

        info = game_def(args.demo_game).info
        if not in_window(args.demo_game):
            parser.error(f"--game {args.demo_game}: the window does not play {info.name('en')} in this version "
                         f"(the commands do: score, simulate, replay --text)")
        _check_range(parser, "--players", args.demo_players, info.players_min, info.players_max)
        _check_range(parser, "--seed", args.demo_seed, 0, MAX_SEED)
        if not 0 < args.demo_speed <= MAX_SPEED:       # NaN fails too
            parser.error(f"--speed must be more than 0 and at most {MAX_SPEED:g}")
        if args.demo_screenshots:
            try:
                Path(args.demo_screenshots).mkdir(parents=True, exist_ok=True)
            except (OSError, ValueError) as exc:        # ValueError: a NUL in the path
                reason = getattr(exc, "strerror", None) or "not a valid folder name"
                parser.error(f"--screenshots: cannot make the folder {shown(args.demo_screenshots)}: {reason}")
        demo = {"game": args.demo_game, "players": args.demo_players, "seed": args.demo_seed,
                "speed": args.demo_speed, "screenshots": args.demo_screenshots,
                "exit_when_done": args.exit_when_done, "tour": args.demo_tour}
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
    from scenes.games import has_replay, run_replay

    if args.text or not has_replay(match.game_id):       # a game the window cannot replay is told as text
        print(_replay_text(match, args.lang or default_language()))
        return 0

    return run_replay(match, path)


def _replay_text(match, lang: str) -> str:
    """A saved game told as text: what it is, every entry of its log (public events only, as the window's log
    shows them), and its result once over."""
    from .gamelog import log_lines

    names = match.names(lang)
    info = match.definition.info
    seats = ", ".join(names[:len(match.seats)])
    head = f"{info.name(lang)} · {tr('solo', lang) + ' · ' if match.solo else ''}{seats} · {match.seed}"
    lines = [head, ""]
    lines += [f"{entry.step:>3}. {entry.text}" for entry in log_lines(match.state, names, lang)]
    outcome = match.state.outcome() if match.over else None
    if outcome is not None:
        totals = ", ".join(f"{names[i]} {points}" for i, points in enumerate(outcome.totals) if i < len(names))
        winners = ", ".join(names[i] for i in outcome.winners if i < len(names))
        lines += ["", tr("replay_text_line", lang, label=tr("total", lang), value=totals)]
        if winners:
            key = "winner" if len(outcome.winners) == 1 else "winners"
            lines.append(tr("replay_text_line", lang, label=tr(key, lang), value=winners))
    return "\n".join(lines)


# ---------------------------------------------------------------------------- score


def _score(args: argparse.Namespace) -> int:
    from .scorefile import read_score_file, score_reader   # here: the window's start does not need them

    games = read_score_file(args.file)
    lang = args.lang or default_language()
    for n, (game_id, scored) in enumerate(games, 1):
        reader = score_reader(game_id)
        if args.json:
            print(json.dumps(reader.score_json(scored), ensure_ascii=False))
            continue
        pad = reader.score_pad(scored, lang)
        if len(games) > 1:
            pad = f"{tr('game_n', lang, n=n)} – {pad}"
        if n > 1:
            print()
        print(pad)
    return 0


# ---------------------------------------------------------------------------- simulate


def _simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from .simulate import BrokenGame, simulate

    definition = game_def(args.game)
    info = definition.info
    seat_count = 1 if args.solo else args.players
    if args.solo and not info.solo:
        parser.error(f"{info.name('en')} has no solo mode: give --players {info.players_min} to "
                     f"{info.players_max} instead")
    if not args.solo:
        _check_range(parser, "--players", seat_count, info.players_min, info.players_max)
    options = _options(parser, info, args.options, args.solo)
    _check_range(parser, "--games", args.games, 1, MAX_GAMES)
    _check_range(parser, "--seed", args.seed, 0, MAX_SEED)
    _check_range(parser, "--workers", args.workers, 1, MAX_WORKERS)
    if args.workers > 1 and getattr(sys, "frozen", False):
        # the packaged game leaves multiprocessing out (it would slow every start-up); results are the same
        print("ecosysteme: the packaged game simulates in one process; --workers is ignored", file=sys.stderr)
        args.workers = 1
    agents = definition.agents
    types = ", ".join(sorted(agents))
    if args.seats is None:
        seats = ["random"] * seat_count
    else:                       # given, even empty: "" is not the default
        seats = [s.strip() for s in args.seats.split(",")]
        if "" in seats:
            parser.error(f"--seats has an empty seat type: give one type per seat, comma separated "
                         f"(types: {types})")
    if len(seats) != seat_count:
        parser.error(f"--seats names {len(seats)} seat(s) but the game has {seat_count}")
    unknown = [s for s in seats if s not in agents]
    if unknown:
        parser.error(f"unknown seat type {shown(unknown[0])} (choose from: {types})")

    try:
        result = simulate(args.game, seats, args.games, args.seed, args.solo, workers=args.workers,
                          options=options, check=args.check)
    except BrokenGame as exc:
        print(f"ecosysteme: simulate --check: {exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    _simulate_report(info, seats, result, options)
    if args.check:
        print(f"checked: {result.actions} actions, every invariant after each, every finished game read back "
              f"from its JSON unchanged")
    return 0


def _options(parser: argparse.ArgumentParser, info, text: str | None, solo: bool) -> dict:
    """``--options key=value,key=value`` checked against the game's OptionSpecs (values compared as written)."""
    if text is None:
        return {}
    specs = {o.id: o for o in info.options if (o.solo if solo else o.multi)}
    listed = ", ".join(f"{o.id}={'|'.join(_as_written(v) for v in o.values)}" for o in specs.values()) or "none"
    out: dict = {}
    for item in text.split(","):
        key, sep, value = (part.strip() for part in item.partition("="))
        if not sep or key not in specs:
            parser.error(f"--options: {shown(item)} is not an option of {info.name('en')}"
                         f"{' in solo' if solo else ''} (options: {listed})")
        match = [v for v in specs[key].values if _written(v) == value.lower()]
        if not match:
            parser.error(f"--options: {key} cannot be {shown(value)} (choose from: "
                         f"{', '.join(_as_written(v) for v in specs[key].values)})")
        out[key] = match[0]
    return out


def _as_written(value) -> str:
    """An option's value as the player types it: card sets as the rules name them (A), switches as true/false."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def _written(value) -> str:
    return str(value).lower()


def _simulate_report(info, seats: list[str], result, options: dict) -> None:
    """The text report of a run: shares, means, and in solo the wins — or, for a game whose solo grades a win by
    its margin (Forêt, Savane: ``GameDef.solo_levels``), the margins and the levels reached."""
    levels = game_def(info.id).solo_levels
    opponent = info.opponent.get("en") or "automaton"
    who = (f"solo vs {opponent}" if levels else "solo") if result.solo else f"{len(seats)} players"
    opts = "".join(f", {k}={_as_written(v)}" for k, v in options.items())
    print(f"{info.name('en')}, {who}{opts}, {result.games} games, seed {result.seed}: "
          f"{result.games_per_second:.{0 if result.games_per_second >= 10 else 1}f} games/s")
    print(f"{'seat':<6}{'bot':<10}{'wins':>8}{'mean score':>12}")
    for i, name in enumerate(seats):
        print(f"{i + 1:<6}{name:<10}{result.win_share(i):>8.1%}{result.mean_score(i):>12.1f}")
    if result.solo and levels:
        from .simulate import margin_summary

        m = margin_summary(result.margin_counts)
        print(f"margin over {opponent}: mean {m['mean']:+.1f}, min {m['min']:+d}, "
              f"10% {m['p10']:+.0f}, median {m['median']:+.0f}, 90% {m['p90']:+.0f}, max {m['max']:+d}")
        parts = [f"{name} (≥{margin}) {result.reached(name):.1%}" for name, margin in levels]
        print("levels reached: " + ", ".join(parts) + f"; losses {result.levels.get('loss', 0) / result.games:.1%}")
    elif result.solo:
        wins = result.levels.get("win", 0) / result.games
        print(f"won against the {opponent}: {wins:.1%}")
    if result.round_counts:
        _rounds_report(info, result, capped=options.get("round_cap", True))


def _rounds_report(info, result, capped: bool = True) -> None:
    """Rounds per game (a game played in rounds: Living Forest): min / median / max, a histogram, and how many
    games the simulations' round cap stopped before anyone won."""
    from .simulate import rounds_summary

    summary = rounds_summary(result.round_counts)
    median = summary["median"]
    print(f"rounds per game: min {summary['min']}, median {median:g}, mean {summary['mean']:.1f}, "
          f"max {summary['max']}")
    histogram = {int(r): n for r, n in summary["histogram"].items()}
    width = 5 if summary["max"] - summary["min"] >= 20 else 1       # rows of 5 rounds for long spreads
    rows = []
    for low in range(summary["min"] - (summary["min"] - 1) % width, summary["max"] + 1, width):
        high = low + width - 1
        games = sum(histogram.get(r, 0) for r in range(low, high + 1))
        rows.append((str(low) if width == 1 else f"{low}-{high}", games))
    most = max(n for _, n in rows)
    for label, games in rows:
        bar = "#" * (round(40 * games / most) if most else 0)
        print(f"  {label:>7} {games:>{len(str(result.games))}} {bar}")
    if not capped:
        print("no round cap (round_cap=false): every game played to a victory")
        return
    cap = game_def(info.id).round_cap
    at = f" (round {cap})" if cap is not None else ""
    print(f"stopped by the round cap{at}: {result.capped} of {result.games} games")


if __name__ == "__main__":
    sys.exit(main())
