"""Write Canopée's card art (assets/cards/canopee/*.svg, our own drawings as SVG paths): python gen.py OUT_DIR [names...]

Run from this folder; the files it writes are the ones in assets/cards/canopee, byte for byte.
"""
import sys
from pathlib import Path

import animals
import plants
import sky
import trees

ART = {
    "trunk_start": lambda: trees.starting_trunk(11),
    "trunk_0": lambda: trees.trunk(0, 12),
    "trunk_1": lambda: trees.trunk(1, 13),
    "trunk_2": lambda: trees.trunk(2, 14),
    "canopy_0": lambda: trees.canopy(0, 15),
    "canopy_1": lambda: trees.canopy(1, 16),
    "canopy_2": lambda: trees.canopy(2, 17),
    "fern": lambda: plants.fern(21),
    "bromeliad": lambda: plants.bromeliad(22),
    "monstera": lambda: plants.monstera(23),
    "collybia": lambda: plants.collybia(24),
    "vines": lambda: plants.vines(25),
    "orchid": lambda: plants.orchid(26),
    "pitcher_plant": lambda: plants.pitcher_plant(27),
    "seed": lambda: plants.seed(28),
    "rain": lambda: sky.rain(31),
    "sun": lambda: sky.sun(32),
    "fire": lambda: sky.fire(33),
    "disease": lambda: sky.disease(34),
    "drought": lambda: sky.drought(35),
    "blight": lambda: sky.blight(36),
    "lightning": lambda: sky.lightning(37),
    "season": lambda: sky.season(38),
    "back_growth": lambda: sky.back("growth"),
    "back_germination": lambda: sky.back("germination"),
    "emblem": sky.emblem,
    "boa": lambda: animals.boa(41),
    "frog": lambda: animals.frog(42),
    "ant": lambda: animals.ant(43),
    "kinkajou": lambda: animals.kinkajou(44),
    "sloth": lambda: animals.sloth(45),
    "toucan": lambda: animals.toucan(46),
    "goliath": lambda: animals.goliath(47),
    "hoatzin": lambda: animals.hoatzin(48),
    "howler": lambda: animals.howler(49),
    "jaguar": lambda: animals.jaguar(50),
    "marmoset": lambda: animals.marmoset(51),
    "butterfly": lambda: animals.butterfly(52),
    "tamarin": lambda: animals.tamarin(53),
}


def main():
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    names = sys.argv[2:] or list(ART)
    for name in names:
        text = ART[name]()
        (out / f"{name}.svg").write_text(text)
        print(name, len(text.encode()))


if __name__ == "__main__":
    main()
