"""Typesetting helpers that several games' rules pages share (pure Python, no pygame, no words of their own).

The pages are written in the tiny markup game/ecosysteme/rules_text.py describes (``## heading``, ``- bullet``,
``| table |``); these helpers print numbers, lists and tables into it and tidy the result. The words they need
("and", "or") are handed to them by each game, from its own catalogue.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence


def num(n: int) -> str:
    """A number as the pages print it: a true minus sign for negative values."""
    return str(n) if n >= 0 else f"−{-n}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else num(n)


def series(items: Iterable[Any], conjunction: str) -> str:
    """"a, b and c" with ``conjunction`` ("and", "et", "or"...) before the last item."""
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def table(rows: Sequence[Sequence[Any]]) -> str:
    """Rows as the markup's table lines (the first row is the header)."""
    return "\n".join("| " + " | ".join(str(c) for c in row) + " |" for row in rows)


def typeset(text: str, lang: str) -> str:
    """Non-breaking spaces: around ×, −, +, = and → (a sum never breaks across lines) and, in French, before
    : ; ! ? » and after «."""
    for sign in ("×", "−", "+", "=", "→"):
        text = text.replace(f" {sign} ", f"\u00a0{sign}\u00a0")
    if lang == "fr":
        for mark in (":", ";", "!", "?", "»"):
            text = text.replace(f" {mark}", f"\u00a0{mark}")
        text = text.replace("« ", "«\u00a0")
    return text


def tidy(text: str) -> str:
    """No run of blank lines, none at the ends (a placeholder left empty leaves no hole)."""
    out: list[str] = []
    for line in text.split("\n"):
        if not line.strip() and (not out or not out[-1].strip()):
            continue
        out.append(line.rstrip())
    while out and not out[-1].strip():
        out.pop()
    return "\n".join(out)
