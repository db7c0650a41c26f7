"""Write a contact sheet of every card face (both games, several widths, plus the backs) and of every kind's
icon (the tokens of the table's small boards, on their cells' colour), one PNG per language.

    .venv/bin/python tools/card_sheet.py                      # /tmp/cards_fr.png and /tmp/cards_en.png
    .venv/bin/python tools/card_sheet.py --out shots --widths 56 72 90 130 --icons 14 18 24 --lang fr --zoom 2

Runs headless (no window is opened). Use it to review the card art after changing the SVGs, the renderer
(scenes/cardart.py) or the scoring data (data/cards.yaml).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.catalogue import default_catalogue  # noqa: E402
from game.resources import resource_path  # noqa: E402
from scenes.cardart import CardArt  # noqa: E402

BACKGROUND = (24, 48, 40)
CELL = (22, 44, 36)           # the table's board cells (scenes/table.py), where the icons are seen
LABEL = (236, 232, 214)
GAP = 14
MARGIN = 24


def sheet(art: CardArt, lang: str, widths: list[int], icon_sizes: list[int]) -> pygame.Surface:
    catalogue = art.catalogue
    title_font = pygame.font.Font(str(resource_path("assets", "fonts", "Lato-Black.ttf")), 26)
    label_font = pygame.font.Font(str(resource_path("assets", "fonts", "Lato-Bold.ttf")), 16)
    label_w = 70
    blocks: list[tuple[int, int, object]] = []   # (x, y, surface)
    y = MARGIN
    right = 0
    for game in catalogue.family("ecosysteme").values():
        title = title_font.render(f"{game.name(lang)}  ({lang})", True, LABEL)
        blocks.append((MARGIN, y, title))
        y += title.get_height() + GAP
        for width in widths:
            label = label_font.render(f"{width} px", True, LABEL)
            blocks.append((MARGIN, y + 4, label))
            x = MARGIN + label_w
            for kind in game.kinds:
                blocks.append((x, y, art.face(game.id, kind.id, width, lang)))
                x += width + GAP
            x += GAP
            blocks.append((x, y, art.back(game.id, width)))
            x += width + GAP
            right = max(right, x)
            y += art.height_for(width) + GAP
        # the icons, one row per size, each on a board cell as the table draws them
        for size in icon_sizes:
            blocks.append((MARGIN, y + max(0, size - 16) // 2, label_font.render(f"{size} px", True, LABEL)))
            x = MARGIN + label_w
            for kind in game.kinds:
                cell = pygame.Surface((size + 4, size + 4))
                cell.fill(CELL)
                cell.blit(art.icon(game.id, kind.id, size), (2, 2))
                blocks.append((x, y, cell))
                x += size + 10
            right = max(right, x)
            y += size + 4 + GAP // 2
        y += GAP
    out = pygame.Surface((right + MARGIN, y + MARGIN))
    out.fill(BACKGROUND)
    for bx, by, surf in blocks:
        out.blit(surf, (bx, by))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()), help="folder for cards_<lang>.png")
    parser.add_argument("--widths", type=int, nargs="+", default=[56, 72, 90, 130, 300])
    parser.add_argument("--icons", type=int, nargs="+", default=[14, 18, 24, 30], help="icon sizes")
    parser.add_argument("--zoom", type=int, default=1, help="magnify the sheet (whole pixels) to look closely")
    parser.add_argument("--lang", nargs="+", default=["fr", "en"], choices=["fr", "en"])
    args = parser.parse_args(argv)
    pygame.init()
    art = CardArt(default_catalogue())
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang:
        path = args.out / f"cards_{lang}.png"
        picture = sheet(art, lang, args.widths, args.icons)
        if args.zoom > 1:
            picture = pygame.transform.scale_by(picture, args.zoom)
        pygame.image.save(picture, str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
