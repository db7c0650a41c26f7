"""Typesetting helpers that several games' rules pages share (pure Python, no pygame, no words of their own).

The pages are written in a tiny markup (``## heading``, ``- bullet``, ``| table |``), which ``markup_blocks`` reads
for the rules screen and the card viewer; the other helpers print numbers, lists and tables into it and tidy the
result. The words they need
("and", "or") are handed to them by each game, from its own catalogue.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence


def num(n: int) -> str:
    """A number as the pages print it: a true minus sign for negative values."""
    return str(n) if n >= 0 else f"−{-n}"


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else num(n)


def plural(n: int, lang: str) -> bool:
    """Whether ``n`` takes a noun's plural form: French puts 0 and 1 in the singular, English only 1. Grammar,
    not words, so it is code; the forms themselves are each game's catalogue's (``noun.<noun>.one|many``)."""
    return abs(n) > 1 if lang == "fr" else abs(n) != 1


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


def markup_blocks(text: str) -> list[tuple]:
    """A rules page's markup as blocks, in order: ("gap",) for every blank line, ("heading", text) for
    "## …", ("table", rows) for consecutive "| … |" lines (each row a list of cells, the first the header),
    ("bullet", text) for "- …" and ("para", text) for any other line. The rules screen and the card viewer
    both lay their pages out from these."""
    blocks: list[tuple] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if not line:
            blocks.append(("gap",))
        elif line.startswith("## "):
            blocks.append(("heading", line[3:].strip()))
        elif line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append([cell.strip() for cell in lines[i].strip().strip("|").split("|")])
                i += 1
            blocks.append(("table", rows))
            continue
        elif line.startswith("- "):
            blocks.append(("bullet", line[2:].strip()))
        else:
            blocks.append(("para", line))
        i += 1
    return blocks
