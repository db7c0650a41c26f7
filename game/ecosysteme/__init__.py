"""Ecosystème – Forêt and – Savane: the draft into a 4×5 ecosystem, the neutral player, the solo against Alban
and Jhay. Its rules (state, actions, views, scoring, bots) live in this package; ``FOREST`` and ``SAVANE`` are
its games as the registry (game.core.registry) hands them out."""


def __getattr__(name: str):
    # the definitions import the state, which imports this package's other modules: loaded on first use only,
    # so that ``import game.ecosysteme.scoring`` stays light and free of import cycles
    if name in ("FOREST", "SAVANE"):
        from . import definition

        return getattr(definition, name)
    raise AttributeError(name)
