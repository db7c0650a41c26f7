"""Forêt's and Savane's game log: every reveal in words, French or English, from public information only.

One LogEntry per reveal (solo: per turn), in order: a header ("Round 1 · pick 3", "Turn 4") and one LogItem
per seat ("Ana: Bee at B2", with a Lapin's "swapped C1 ↔ A2"), then the neutral's card in a two-player game
("Neutral: Fox"); in solo the card placed, the card given to Alban / Jhay and the cards drawn (how many, never
which). The hands a record keeps are never read: they were private when the pick was made.

Cells are named like a spreadsheet's, on the 4×5 grid the player sees: the column's letter A–E from the left,
then the row's number 1–4 from the top ("B2": second column, second row). An ecosystem floats until its cards
span 4 rows and 5 columns, so the grid is the one of ``game`` as it stands, anchored at its cards' top-left,
exactly as the table and the replay draw it: for a finished game (and in the replay, which draws every step
on the final grid) a name is where the card lies at the end; during a game every line is named on the grid
shown now, so a line always points at a card on screen (an ecosystem that grows up or left renames them). The
alternatives read worse: relative cells ("1 up, 2 left of the first card") are long and the first card is
not marked, and a grid frozen at the time of the pick no longer matches anything on screen a few picks later:
after a card is put left of the first one, both would be "at A1" in the log, and the board labelled A–E now
would show neither name where it says. So a line may change as the grid grows (as a spreadsheet's references
follow an inserted column), always agreeing with the labels on screen; and a line need not be decoded at all:
each item carries ``spots``, where its cards lie now (after every later Lapin swap), and pointing at a line
lights those cards on their boards (the table's ``log_marks``).

The entries are game.gamelog's (its ``log_lines`` comes here through the GameDef); each one's ``actions`` is
the length of the game's action log once that reveal is made: a reveal takes one pick per seat, a solo turn its
pick and its discard (a solo turn still waiting for its discard counts the discard it will have).
"""
from __future__ import annotations

from typing import Sequence

from .cards import GRID_COLS, GRID_ROWS
from ..gamelog import LogEntry, LogItem
from ..i18n import tr
from .ecosystem import Cell, Ecosystem
from .state import EcosystemeState

COLUMNS = "ABCDE"


def cell_name(eco: Ecosystem, cell: Cell) -> str:
    """A cell of ``eco`` on its 4×5 grid as it stands: "B2" is the second column, second row."""
    row, col = divmod(eco.frame_index(cell), GRID_COLS)
    return f"{COLUMNS[col]}{row + 1}"


def axis_names(eco: Ecosystem, rows: Sequence[int], cols: Sequence[int]) -> tuple[dict[int, str], dict[int, str]]:
    """The names the log gives now to the rows and columns of ``eco`` among ``rows`` / ``cols`` (relative
    cells, as the table draws them), for those inside its 4×5 grid: the table labels its board with them so
    that every line of the log can be found on it."""
    top, left = eco.origin
    return ({r: str(r - top + 1) for r in rows if 0 <= r - top < GRID_ROWS},
            {c: COLUMNS[c - left] for c in cols if 0 <= c - left < GRID_COLS})


def log_lines(game: EcosystemeState, names: Sequence[str], lang: str) -> list[LogEntry]:
    """Every reveal of ``game`` so far, oldest first. ``names``: the seats' names (``Match.names()``; in solo
    the second is the opponent's)."""
    spots = _spots(game)
    if game.solo:
        opponent = names[1] if len(names) > 1 else game.rules.solo.opponent
        return [_solo_entry(game, n, record, opponent, lang, spots) for n, record in enumerate(game.history, 1)]
    return [_draft_entry(game, n, record, names, lang, spots) for n, record in enumerate(game.history, 1)]


def _spots(game: EcosystemeState) -> dict[tuple[int, int], tuple[tuple, ...]]:
    """Where the cards of each pick lie now, by (reveal, seat): the card placed first, then (a Lapin's) the
    two cards it swapped, as ``("eco", seat, row, col)`` — every placement and swap of the history played again
    on each seat's cells, so a card is followed through the swaps made after it."""
    out: dict[tuple[int, int], tuple[tuple, ...]] = {}
    for seat in range(len(game.ecosystems)):
        lay: dict[Cell, int] = {}                # cell -> the reveal whose card lies there
        told: dict[int, tuple[int, ...]] = {}    # reveal -> the cards its line names (by their reveals)
        for n, record in enumerate(game.history, 1):
            actions = record.get("actions", [])
            if seat >= len(actions):
                continue
            pick = actions[seat]
            lay[pick.cell] = n
            cards = [n]
            if pick.swap is not None:
                a, b = pick.swap
                lay[a], lay[b] = lay[b], lay[a]
                cards += [m for m in (lay[a], lay[b]) if m != n]
            told[n] = tuple(cards)
        now = {m: cell for cell, m in lay.items()}
        for n, cards in told.items():
            out[(n, seat)] = tuple(("eco", seat, *now[m]) for m in cards)
    return out


def _card(game: EcosystemeState, kind_id: str, lang: str) -> str:
    return game.rules.kind(kind_id).name(lang)


def _pick_item(game: EcosystemeState, seat: int, pick, who: str | None, lang: str, spots: tuple[tuple, ...] = ()) -> LogItem:
    eco = game.ecosystems[seat]
    cell = cell_name(eco, pick.cell)
    what = tr("log_at", lang, card=_card(game, pick.card, lang), cell=cell)
    swap = None
    if pick.swap is not None:
        a, b = (cell_name(eco, c) for c in pick.swap)
        swap = tr("log_swap", lang, a=a, b=b)
    text = what if who is None else f"{tr('log_who', lang, name=who)} {what}"
    if swap:
        text += f", {swap}"
    return LogItem("pick", text, what, who, pick.card, seat, cell, swap, spots)


def _draft_entry(game: EcosystemeState, n: int, record: dict, names: Sequence[str], lang: str,
                 spots: dict[tuple[int, int], tuple[tuple, ...]]) -> LogEntry:
    items = [_pick_item(game, seat, pick, names[seat] if seat < len(names) else f"{seat + 1}", lang,
                        spots.get((n, seat), ()))
             for seat, pick in enumerate(record["actions"])]
    if record.get("neutral") is not None:
        kind = game.kind_id(record["neutral"])
        who = tr("log_neutral", lang)
        what = _card(game, kind, lang)
        # the neutral takes one card per reveal: this one is its pile's card of the reveals before it with one
        pile = sum(1 for r in game.history[: n - 1] if r.get("neutral") is not None)
        items.append(LogItem("neutral", f"{tr('log_who', lang, name=who)} {what}", what, who, kind,
                             spots=(("neutral", pile),)))
    header = tr("log_round_pick", lang, round=record["round"], pick=record["pick"])
    # every seat picks once per reveal
    return _entry(n, header, items, tr("log_sep", lang), lang, n * game.players)


def _solo_entry(game: EcosystemeState, n: int, record: dict, opponent: str, lang: str,
                spots: dict[tuple[int, int], tuple[tuple, ...]]) -> LogEntry:
    items = [_pick_item(game, 0, pick, None, lang, spots.get((n, 0), ())) for pick in record["actions"]]
    if record.get("discard") is not None:
        what = tr("log_gave", lang, card=_card(game, record["discard"], lang), name=opponent)
        # the opponent's cards lie in the order given: this one follows those of the turns before
        given = sum(1 for r in game.history[: n - 1] if r.get("discard") is not None)
        items.append(LogItem("discard", what, what, None, record["discard"], 0, spots=(("opponent", given),)))
    drawn = record.get("drawn") or 0
    if drawn:
        what = tr("log_drew_one", lang) if drawn == 1 else tr("log_drew_many", lang, n=drawn)
        items.append(LogItem("draw", what, what, None, None, 0))
    # a solo turn is two actions: its pick, then the card given away
    return _entry(n, tr("log_turn", lang, turn=record["turn"]), items, ", ", lang, 2 * n)


def _entry(n: int, header: str, items: list[LogItem], sep: str, lang: str, actions: int) -> LogEntry:
    text = f"{tr('log_who', lang, name=header)} " + sep.join(item.text for item in items)
    return LogEntry(n, header, tuple(items), text, actions)
