"""Each game package's part of the monkey (tools/monkey.py): ``<package>.py`` for ``game.<package>``, a class
``Part`` subclassing tools.monkey's ``GamePart`` — its scenes to reach and their labels, the checks of its games and
tables, the decisions it counts, where its players click and drag, and the jumps that open its scenes. The engine
finds it from the registry (tools/parts.py); a package without one gets ``GamePart``'s generic defaults."""
