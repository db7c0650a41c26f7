"""The multi-game core: the protocol every game implements, and the registry of the games."""
