"""Exceptions that carry a message meant for a person, not a traceback."""


class EcosystemeError(Exception):
    """Base class: ``str(error)`` is a complete, user-readable sentence."""


class BundledFileError(EcosystemeError):
    """A file that ships with the game (under data/ or assets/) is missing or cannot be read: a damaged install,
    which reinstalling repairs. The window tells the player in a dialog (scenes.app.report_fatal)."""


class CardDataError(BundledFileError):
    """The card catalogue (data/cards.yaml) is missing or malformed."""


class IllegalAction(EcosystemeError):
    """An action that the rules do not allow in the current state; the state is left untouched."""


class ScoreFileError(EcosystemeError):
    """A score file given to ``ecosysteme score`` cannot be read or is not a valid finished game."""


class SaveError(EcosystemeError):
    """A saved game cannot be restored."""


def yaml_error_location(exc: Exception, prefix: str) -> str:
    """Where a YAML error is: the line the parser stopped at, and the line the open structure began."""
    mark = getattr(exc, "problem_mark", None)
    if mark is None:
        return ""
    where = f"{prefix}line {mark.line + 1}"
    context = getattr(exc, "context_mark", None)
    if context is not None and context.line != mark.line:
        where += f" (in what line {context.line + 1} opens)"
    return where
