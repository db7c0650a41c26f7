"""Write Living Forest's card art (assets/cards/livingforest/<slug>.svg, our own drawings as SVG paths): every
Guardian Animal (animals_a.py: ids 1–33 and the Fire Varan 66; animals_b.py: ids 34–65), the draw piles' back and
the emblem. The Protective Trees are trees.py's.

    .venv/bin/python tools/livingforest_art/gen.py [OUT_DIR] [ids or names...]

OUT_DIR defaults to assets/cards/livingforest; the files it writes are the ones there, byte for byte. A file's
name is its card's English name lowercased, spaces as dashes ("wild-boar.svg"); "back" and "emblem" name the
others.
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable

_HERE = Path(__file__).resolve().parent
_ROOT = _HERE.parent.parent
for _p in (_ROOT, _HERE):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

import animals_a  # noqa: E402

try:
    import animals_b  # noqa: E402
    _B: dict[int, Callable[[int], str]] = animals_b.ANIMALS
except ImportError:          # the other half not written yet
    _B = {}

from game.livingforest.cards import bundled_rules  # noqa: E402

OUT = _ROOT / "assets" / "cards" / "livingforest"


def slug(english_name: str) -> str:
    """The file name of an animal's picture (issue 16's rule: the English name lowercased, spaces as dashes)."""
    return english_name.strip().lower().replace(" ", "-")


def art() -> dict[str, Callable[[], str]]:
    """Every picture gen.py writes: file stem -> its drawing (each animal drawn with its card id as seed)."""
    cards = bundled_rules().cards
    animals = {**animals_a.ANIMALS, **_B}
    out: dict[str, Callable[[], str]] = {}
    for card_id in sorted(animals):
        out[slug(cards[card_id].names["en"])] = (lambda fn=animals[card_id], i=card_id: fn(i))
    for name in ("back", "emblem"):
        fn = getattr(animals_a, name, None)
        if fn is not None:
            out[name] = fn
    return out


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    pictures = art()
    wanted = argv[1:] or list(pictures)
    cards = bundled_rules().cards
    for name in wanted:
        if name.isdigit():
            name = slug(cards[int(name)].names["en"])
        text = pictures[name]()
        (out / f"{name}.svg").write_text(text)
        print(name, len(text.encode()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
