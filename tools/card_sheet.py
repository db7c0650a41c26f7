"""Write a contact sheet of every card face (Forêt, Savane, Canopée, Living Forest; several widths, plus the backs) and of
every kind's icon (the tokens of the table's small boards, on their cells' colour), one PNG per language.

    .venv/bin/python tools/card_sheet.py                      # /tmp/cards_fr.png and /tmp/cards_en.png
    .venv/bin/python tools/card_sheet.py --out shots --widths 56 72 90 130 --icons 14 18 24 --lang fr --zoom 2

    .venv/bin/python tools/card_sheet.py --games canopee --widths 48 96      # Canopée's cards only
    .venv/bin/python tools/card_sheet.py --games living-forest --widths 56 120   # Living Forest's cards only

Runs headless (no window is opened). Use it to review the card art after changing the SVGs, the renderers
(scenes/ecosysteme/cardart.py, scenes/canopee/faces.py, scenes/livingforest/faces.py) or the card data (data/cards.yaml).
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

from game.core.catalogue import default_catalogue  # noqa: E402
from game.resources import resource_path  # noqa: E402
from scenes.canopee.faces import CanopeeFaces  # noqa: E402
from scenes.ecosysteme.cardart import CardArt  # noqa: E402
from scenes.livingforest.faces import ASPECT as LF_ASPECT  # noqa: E402
from scenes.livingforest.faces import LivingForestFaces  # noqa: E402

BACKGROUND = (24, 48, 40)
CELL = (22, 44, 36)           # the table's board cells (scenes/ecosysteme/table.py), where the icons are seen
LABEL = (236, 232, 214)
GAP = 14
MARGIN = 24


ROW_CARDS = 24          # Canopée's faces wrap after this many per row (it has 60 cards)


GAMES = ("forest", "savane", "canopee", "living-forest")


def sheet(art: CardArt, lang: str, widths: list[int], icon_sizes: list[int],
          canopee: CanopeeFaces | None = None, games: tuple[str, ...] = GAMES[:3],
          livingforest: LivingForestFaces | None = None) -> pygame.Surface:
    catalogue = art.catalogue
    title_font = pygame.font.Font(str(resource_path("assets", "fonts", "Lato-Black.ttf")), 26)
    label_font = pygame.font.Font(str(resource_path("assets", "fonts", "Lato-Bold.ttf")), 16)
    label_w = 70
    blocks: list[tuple[int, int, object]] = []   # (x, y, surface)
    y = MARGIN
    right = 0
    # every game as (id, title, kinds, face(kind, width), backs(width), icon(kind, size), height(width))
    shown = [(game.id, game.name(lang), [kind.id for kind in game.kinds],
              lambda k, w, g=game.id: art.face(g, k, w, lang), lambda w, g=game.id: [art.back(g, w)],
              lambda k, s, g=game.id: art.icon(g, k, s), art.height_for)
             for game in (catalogue["forest"], catalogue["savane"])]
    if canopee is not None:
        shown.append(("canopee", catalogue["canopee"].name(lang), list(canopee.kinds()),
                      lambda k, w: canopee.face(k, w, lang),
                      lambda w: [canopee.back(w, "growth"), canopee.back(w, "germination")], canopee.icon,
                      lambda w: round(w * 1.4)))
    if livingforest is not None:
        lf = livingforest
        shown.append(("living-forest", catalogue["living-forest"].name(lang), sorted(lf.rules.cards),
                      lambda k, w: lf.card(k, w, lang), lambda w: [lf.back(w)], lambda k, s: lf.icon(str(k), s),
                      lambda w: round(w * LF_ASPECT)))
    for game_id, name, kinds, face, backs, icon, height_for in shown:
        if game_id not in games:
            continue
        title = title_font.render(f"{name}  ({lang})", True, LABEL)
        blocks.append((MARGIN, y, title))
        y += title.get_height() + GAP
        for width in widths:
            label = label_font.render(f"{width} px", True, LABEL)
            blocks.append((MARGIN, y + 4, label))
            x = MARGIN + label_w
            for n, kind in enumerate(kinds):
                if n and n % ROW_CARDS == 0:
                    x, y = MARGIN + label_w, y + height_for(width) + GAP
                blocks.append((x, y, face(kind, width)))
                x += width + GAP
            x += GAP
            for back in backs(width):
                blocks.append((x, y, back))
                x += width + GAP
            right = max(right, x)
            y += height_for(width) + GAP
        # the icons, one row per size, each on a board cell as the table draws them
        for size in icon_sizes:
            blocks.append((MARGIN, y + max(0, size - 16) // 2, label_font.render(f"{size} px", True, LABEL)))
            x = MARGIN + label_w
            for kind in kinds:
                cell = pygame.Surface((size + 4, size + 4))
                cell.fill(CELL)
                cell.blit(icon(kind, size), (2, 2))
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
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    args = parser.parse_args(argv)
    pygame.init()
    art = CardArt(default_catalogue())
    canopee = CanopeeFaces() if "canopee" in args.games else None
    livingforest = LivingForestFaces() if "living-forest" in args.games else None
    args.out.mkdir(parents=True, exist_ok=True)
    for lang in args.lang:
        path = args.out / f"cards_{lang}.png"
        picture = sheet(art, lang, args.widths, args.icons, canopee, tuple(args.games), livingforest)
        if args.zoom > 1:
            picture = pygame.transform.scale_by(picture, args.zoom)
        pygame.image.save(picture, str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
