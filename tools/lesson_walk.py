"""Play a game's lesson (data/tutorials/<game>.yaml) headless, as a learner who does what each step asks, and print
every step shown and every decision: what an author of a lesson reads to see that each step comes at its moment.

    python tools/lesson_walk.py canopee [--lang fr] [--to-end]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import tutorial as T  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--lang", default="en", choices=T.LANGS)
    parser.add_argument("--to-end", action="store_true", help="go on to the game's end after the last step")
    args = parser.parse_args(argv)
    try:
        script = T.scripts()[args.game]
    except T.TutorialDataError as exc:
        print(f"lesson_walk: {exc}", file=sys.stderr)
        return 2
    except KeyError:
        print(f"lesson_walk: no lesson for {args.game!r} (lessons: {', '.join(T.scripts())})", file=sys.stderr)
        return 2
    seen = T.walk(script, to_end=args.to_end)
    by_id = {s.id: s for s in script.steps}
    for n, sid in enumerate(seen.shown, 1):
        step = by_id[sid]
        what = "Next" if step.telling else f"do {step.do}"
        print(f"{n:2}. [{sid}] at {step.at} {dict(step.when)} -> {what}\n    {step.text(args.lang)}")
    missing = [s.id for s in script.steps if s.id not in seen.shown]
    print(f"\n{len(seen.shown)} of {len(script.steps)} steps shown; {seen.free} decisions played freely;"
          f" game over: {seen.match.over}")
    if missing:
        print("never shown: " + ", ".join(missing))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
