"""The chosen game's own options (``GameInfo.options``), as the setup asks them: which the table asks for, the values
offered for each (one per seat for a seat option, "Choose…" for one the game lets pick by hand), the value chosen,
and what it means. A mixin of ``SetupScene`` (scene.py); the pick dialog it opens is pick.py's."""
from __future__ import annotations

from typing import Any

from game.core.protocol import Pick, PickItem
from game.core.registry import game_def
from game.i18n import STRINGS

from ..menu import game_info
from .pick import PickDialog
from .seats import PICK, SEAT_OPTIONS, SOLO


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type: an option's True is not its seat 1."""
    return type(a) is type(b) and a == b


class OptionsModel:
    """The game's options at this table: offered, chosen, picked by hand, and said in words."""

    def offered_options(self) -> list:
        """The chosen game's options this table asks for (``OptionSpec``): those of its mode (solo or several
        players) that matter with the other choices, as the game says (Canopée's species only for a set of chosen
        species)."""
        solo = self.count == SOLO
        game = game_def(self.game_id)
        return [spec for spec in game_info(self.game_id).options if (spec.solo if solo else spec.multi)
                and game.option_matters(spec.id, self.choices, self.count, solo)]

    def pick(self, option: str) -> Pick | None:
        """What an option may be picked from by hand at this table, and how many, as the game says (Canopée's set
        D: 6 or 7 of its species); None: only its listed values."""
        return game_def(self.game_id).option_pick(option, self.choices, self.count, self.count == SOLO)

    def values(self, spec) -> list:
        """The values offered for an option, in order: the game's, one per seat for a seat option, and
        "Choose…" (PICK) for an option the game lets pick by hand here."""
        values = list(spec.values)
        if spec.id in SEAT_OPTIONS:
            values = [v for v in values if type(v) is not int] + list(range(self.count))
        if self.pick(spec.id) is not None:
            values.append(PICK)
        return values

    def value(self, spec) -> Any:
        """An option's value as chosen, if the table offers it now (else the game's default)."""
        chosen = self.choices.get(spec.id, spec.default)
        if isinstance(chosen, tuple):                     # picked by hand: still a choice the game allows here?
            pick = self.pick(spec.id)
            return chosen if pick is not None and pick.valid(chosen) else spec.default
        return chosen if any(_same(chosen, v) for v in self.values(spec) if v != PICK) else spec.default

    def is_chosen(self, spec, value: Any) -> bool:
        current = self.value(spec)
        if value == PICK:
            return isinstance(current, tuple)
        return _same(current, value)

    def chosen_options(self) -> dict[str, Any]:
        """Every option of the game as chosen and valid here (remembered: a solo game keeps the Season Change
        choice of the games of several, for next time)."""
        out = {}
        offered = {spec.id for spec in self.offered_options()}
        for spec in game_info(self.game_id).options:
            if spec.id not in self.choices:
                continue
            if spec.id not in offered:          # not asked at this table: kept as it was chosen
                out[spec.id] = self.choices[spec.id]
            elif _same(self.value(spec), self.choices[spec.id]):
                out[spec.id] = self.choices[spec.id]
        return out

    def match_options(self) -> dict[str, Any]:
        """The options the match is played with: the ones this table asks for, each as chosen."""
        return {spec.id: self.value(spec) for spec in self.offered_options()}

    def _set_option(self, option: str, value: Any):
        def choose() -> None:
            if value == PICK:
                self.open_pick(option)
                return
            self.choices[option] = value
            self.layout(self.app.size)
        return choose

    def pick_text(self, option: str, part: str, **fmt) -> str:
        """The pick dialog's words for an option (its title, intro, count, buttons, group headings): the game's
        own ``coll_<game>_<option>_<part>`` if it has one, else the option's ``coll_<option>_<part>``."""
        key = f"coll_{self.game_id}_{option}_{part}"
        return self.t(key if key in STRINGS else f"coll_{option}_{part}", **fmt)

    def open_pick(self, option: str) -> None:
        """The dialog picking an option's value by hand, on the items picked so far (none the first time)."""
        pick = self.pick(option)
        if pick is None:
            return
        current = self.choices.get(option)
        picked = [item.id for item in pick.items if isinstance(current, tuple) and item.id in current]
        self.picker = PickDialog(self, option, pick, picked)
        self.app.audio.play("dialog")
        self.picker.layout(self.app.size)
        if self._key is not None:               # opened from the keyboard: the keyboard goes on in the dialog
            self.picker.column.focus_on(0)

    def pick_chosen(self, option: str, picked: tuple[str, ...] | None) -> None:
        """The dialog closed: with the items (in the game's order), or None (cancelled: nothing changes)."""
        self.picker = None
        if picked is not None:
            self.choices[option] = picked
        self.layout(self.app.size)
        segment = self.pick_segments.get(option)
        focus = next((i for i, b in enumerate(self.column.buttons) if b is segment), -1)
        if focus >= 0 and self._came_by_key:
            self.column.focus_on(focus)

    def about(self, spec) -> str | None:
        """What the chosen value of an option means, if the game says (``coll_about_<game>_<option>_<value>``,
        its ``_solo`` form first in a solo game, filled with the game's ``option_words``); for a value picked by
        hand, how many (their pictures follow)."""
        value = self.value(spec)
        if spec.id in SEAT_OPTIONS:           # the seat chosen, by its name as typed (a number on the segment)
            if type(value) is int and value < self.count:
                return self.t(f"coll_about_{spec.id}_seat", name=self.shown_name(value))
            return self.t(f"coll_about_{spec.id}_random")
        key = f"coll_about_{self.game_id}_{spec.id}_{PICK if isinstance(value, tuple) else value}"
        if self.count == SOLO and f"{key}_solo" in STRINGS:
            key = f"{key}_solo"
        if key not in STRINGS:
            return None
        fmt: dict[str, Any] = {**game_def(self.game_id).option_words(self.app.lang),
                               "n": len(value) if isinstance(value, tuple) else value}
        return self.t(key, **fmt)

    def picked_items(self, option: str) -> list[PickItem]:
        """The items picked by hand for an option this table asks (the game's ``PickItem``s, in its order); []
        when its value is one of its listed ones."""
        spec = next((s for s in self.offered_options() if s.id == option), None)
        value = self.value(spec) if spec is not None else None
        pick = self.pick(option)
        if not isinstance(value, tuple) or pick is None:
            return []
        return [item for item in pick.items if item.id in value]

    def _has_about(self, spec) -> bool:
        if spec.id in SEAT_OPTIONS:
            return True
        prefix = f"coll_about_{self.game_id}_{spec.id}_"
        return any(f"{prefix}{v}" in STRINGS for v in self.values(spec))
