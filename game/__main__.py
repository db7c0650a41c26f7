"""``python -m game`` and the packaged executable's entry point: the same as the ``ecosysteme`` command."""
import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
