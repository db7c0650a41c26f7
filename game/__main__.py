"""``python -m game`` and the packaged executable's entry point: the same as the ``ecosysteme`` command."""
import sys

try:
    from game.cli import main
except KeyboardInterrupt:
    # Ctrl-C while the game's modules load (the packaged executable unpacks them first): the same one line and
    # exit code as during a command (game.cli.main), which cannot be imported to say it
    if sys.stderr is not None:
        print("ecosysteme: interrupted", file=sys.stderr)
    sys.exit(130)

if __name__ == "__main__":
    sys.exit(main())
