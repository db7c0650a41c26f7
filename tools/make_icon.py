"""Draw the app icon (assets/icon.png, 256×256) from the game's own card art: a fox of Forêt and a giraffe of
Savane on a rounded green tile. Run once after changing the art:

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/make_icon.py
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game.core.catalogue import default_catalogue  # noqa: E402


def main() -> None:
    pygame.init()
    pygame.display.set_mode((1, 1))
    from scenes.ecosysteme.cardart import CardArt

    art = CardArt(default_catalogue())
    size = 256
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, (24, 58, 44), icon.get_rect(), border_radius=52)
    pygame.draw.rect(icon, (232, 160, 48), icon.get_rect(), width=8, border_radius=52)
    fox = art.icon("forest", "fox", 150)
    giraffe = art.icon("savane", "giraffe", 150)
    icon.blit(giraffe, giraffe.get_rect(center=(162, 98)))
    icon.blit(fox, fox.get_rect(center=(94, 160)))
    out = ROOT / "assets" / "icon.png"
    pygame.image.save(icon, str(out))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
