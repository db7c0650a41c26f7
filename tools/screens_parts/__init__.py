"""Each game package's part of the screenshot tool (tools/screens.py): ``<package>.py`` for ``game.<package>``, a
class ``Shots`` subclassing tools.screens' ``ShotsPart`` whose ``run`` shoots the package's screens. The engine finds
it from the registry (tools/parts.py); ``--only <package>`` shoots it alone; a package without one is not shot."""
