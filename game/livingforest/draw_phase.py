"""Living Forest's Guardian Animals phase (§5), a mixin of ``state.LivingForestState``: every seat still drawing
decides at once whether to reveal its next card, stop, or spend a Fragment to remove the card just revealed;
the Solitary balance B forces a stop (§5.3), an empty deck brings the discard pile back (§5.4), and a stop sets
the seat's allowance of actions (§5.6). The Help Line's element sums and B are kept up to date here as cards
join and leave it.
"""
from __future__ import annotations

from typing import Any

from . import actions as A
from .spirit import Spirit

# the legal draw decisions, made once
_REVEAL = (A.REVEAL,)
_REVEAL_FRAG = (A.REVEAL, A.FRAGMENT)
_REVEAL_STOP = (A.REVEAL, A.STOP)
_ALL = (A.REVEAL, A.STOP, A.FRAGMENT)
_STOP_FRAG = (A.STOP, A.FRAGMENT)
_FORCED = (A.FRAGMENT, A.STOP)


class DrawPhase:
    """The draw decisions and their effects. Expects the attributes and helpers of ``LivingForestState``."""

    def _draw_decision(self, seat: int) -> tuple[str, tuple] | None:
        """The seat's draw decision, None when it has none left to take (it stops by itself)."""
        sp = self.spirits[seat]
        can_frag = sp.frag_ok and sp.fragments > 0
        if sp.balance >= self.rules.forced_stop:
            return ("forced", _FORCED) if can_frag else None
        cards_left = bool(sp.draw or sp.discard)
        if not cards_left:
            return ("draw", _STOP_FRAG) if can_frag else None
        if not sp.help:
            return "draw", (_REVEAL_FRAG if can_frag else _REVEAL)
        return "draw", (_ALL if can_frag else _REVEAL_STOP)

    def _refresh_draw(self, seat: int, settle: bool = True) -> None:
        """Set ``seat``'s pending draw decision; stop it by itself if it has no choice (§5.3 forced stop
        without a Fragment, §5.4 no card left); with ``settle``, go on to the action phase once all stopped."""
        sp = self.spirits[seat]
        if not sp.stopped:
            d = self._draw_decision(seat)
            if d is not None:
                self._dec[seat] = d
                return
            self._stop(seat, forced=True)
        self._dec.pop(seat, None)
        if settle and not self._dec and all(s.stopped for s in self.spirits):
            self._start_action_phase()
            self._run()

    def _apply_draw(self, seat: int, action: Any) -> bool:
        sp = self.spirits[seat]
        if action is A.REVEAL:
            if not sp.draw:
                # §5.4: only now, and only the discard pile
                sp.draw, sp.discard = sp.discard, []
                self.rng.shuffle(sp.draw)
                sp.known = 0
                self._ev("reshuffle", seat, cards=len(sp.draw))
            card = sp.draw.pop()
            if sp.known:
                sp.known -= 1
            self._add_help(sp, card)
            sp.frag_ok = True
            self._ev("reveal", seat, card=card, balance=sp.balance)
            return True
        if action is A.FRAGMENT:
            card = sp.help.pop()
            self._remove_help(sp, card)
            sp.fragments -= 1
            self.fragment_supply += 1
            sp.frag_ok = False
            if card == self.rules.varan:
                self.varan_supply += 1
            else:
                sp.discard.append(card)
            self._ev("fragment", seat, card=card, balance=sp.balance, varan=card == self.rules.varan)
            return False
        self._stop(seat, forced=False)
        return False

    def _stop(self, seat: int, forced: bool) -> None:
        sp = self.spirits[seat]
        sp.stopped = True
        sp.frag_ok = False
        busted = sp.balance >= self.rules.forced_stop
        # §5.6: the full allowance, or a single action after a forced stop
        sp.allowance = 1 if busted else self.rules.normal_actions
        # why: chosen, B reached 3 (§5.3), or no card left to reveal (§5.4)
        reason = "bust" if busted else "no_card" if forced else "chosen"
        self._ev("stop", seat, forced=forced, reason=reason, balance=sp.balance, allowance=sp.allowance)

    def _add_help(self, sp: Spirit, card: int) -> None:
        sp.help.append(card)
        el = self.t.el[card]
        h = sp.hsum
        for i in range(5):
            h[i] += el[i]
        sp.balance += self.t.sym[card]

    def _remove_help(self, sp: Spirit, card: int) -> None:
        el = self.t.el[card]
        h = sp.hsum
        for i in range(5):
            h[i] -= el[i]
        sp.balance -= self.t.sym[card]
