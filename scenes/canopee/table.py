"""The Canopée table: the seat on screen's forest, the other forests smaller, the New Growth piles and the decks,
and the strip where every decision of CANOPEE.md §17 is asked — a pile to keep or refuse, the kept cards
dragged onto their trees, a card to choose in a dialog, an ability on its card.

The table reads the game only through the seat's view (``self.view``: its forest and the others', the piles'
sizes, the cards it may see) and submits only actions of ``view.legal_actions()``: the rules decide what is
legal and where a card may go (scenes/canopee/table_place.py asks the engine on a copy of the game). Hidden
cards are drawn only where the seat on screen may see them, and never behind the hand-off screen.

The match itself (turns, hand-off, computers in the worker, autosave, leaving) is scenes/shell/match.py; the
scene plumbing is scenes/shell/table_base.py. Modules beside this one: table_layout (geometry), table_prompt
(the words and choices of each decision), table_place (where a card may go), table_show (the turns of the
computers and the Forest Spirit, the end of a season step by step), table_draw (the drawing), table_art (the
cards' small marks).
"""
from __future__ import annotations

import pygame

from game.canopee.log import pile_name, tree_numbers
from game.i18n import tr
from game.session import Match

from ..shell.table_base import TableBase
from ..shell.telling import TellingTable
from ..ui import ACCENT, ENTER_KEYS, HIGHLIGHT, INK, LIGHT, Button
from .table_art import aspect, value_depth
from .table_draw import FLY_SECONDS, Flight, Slot, Staged, TableDrawing
from .table_layout import ForestLayout, PilesLayout, face_up_rows, forest_layout, piles_ring, piles_row
from ..gamelog import GameLogPanel
from .table_place import targets_of
from .table_prompt import ABILITY_KIND, Choice, Item, Prompt, PromptMaker
from .table_show import Show
from .table_states import Positions

def head_rect(strip: pygame.Rect, pad: int, head_h: int) -> pygame.Rect:
    return pygame.Rect(strip.x + pad, strip.y + pad, strip.w - 2 * pad, head_h)


# the card kind -> the ability its button uses
ABILITY_NAME = {kind: name for name, kind in ABILITY_KIND.items()}


class CanopeeTable(TableDrawing, TellingTable, TableBase):
    def __init__(self, app, match: Match, autosave: bool = True) -> None:
        # the table's own state first: the match starts in TableBase.__init__ and calls the hooks
        self.show = Show()
        self.positions = Positions(match)       # the game as it stood at the moment being told
        # what was played before this screen opened (a game resumed) is not told again
        self.show.feed(match.game, match.names(app.lang), app.lang, set(), silent=True)
        self.drag: tuple[int, str, tuple[int, int]] | None = None    # (uid, kind, grab offset)
        self.drag_pos = (0, 0)
        self.staged: Staged | None = None
        self.selected: Item | None = None       # a dialog's card chosen, waiting for Confirm
        self.focus = -1                         # keyboard: index in ``focusables``
        self.aiming: int | None = None          # keyboard: the hand card whose target is being chosen
        self.sub: str | None = None             # a local step of a prompt: "toucan" (which pile to peek at)
        self.flights: list[Flight] = []
        self.pile_counts: list[int] | None = None
        self.hover_target = None
        self.scores_due = False                 # the game is over: the score screen follows the last beat
        self._fed = None
        self.notice: tuple[str, float] | None = None    # what the player's last answer did by itself
        self._noticed = len(match.game.events())
        self._side: tuple | None = None         # the table everyone sees, as last drawn (see draw_side)
        super().__init__(app, match, autosave)
        self.log = GameLogPanel(app)
        self._feed()

    # ------------------------------------------------------------------ the controller's hooks

    def turn_began(self, new_seat: bool) -> None:
        if new_seat:
            self.notice = None               # it was said to the player before
        self.staged = None
        self.selected = None
        self.aiming = None
        self.sub = None
        self.focus = -1
        self._feed()

    def accepted(self) -> None:
        self.message = None
        self.staged = None
        self.selected = None
        self.aiming = None
        self.sub = None
        self.focus = -1
        self._notice()
        self._feed()

    def _notice(self) -> None:
        """What the rules did on their own after the player's answer, said once above the strip: the card
        drawn when every pile was refused, a canopy with no tree to top."""
        events = self.match.game.events()
        new, self._noticed = events[self._noticed:], len(events)
        lang = self.app.lang
        for e in new:
            if e.data.get("forest") != self.seat:
                continue
            text = None
            if e.kind == "refuse_all":
                n = e.data["drawn"]
                cards = tr("clog_cards_one", lang) if n == 1 else tr("clog_cards_many", lang, n=n)
                text = self.t("ct_refused_all", cards=cards) if n else self.t("ct_refused_all_none")
            elif e.kind == "discard" and e.data.get("reason") == "no_tree":
                text = tr("clog_no_tree", lang, card=self._card_name(e.data["kind"]))
            if text:
                self.notice = (text[:1].upper() + text[1:], 4.0)

    def show_scores(self) -> None:
        self._feed()
        if self.show.remaining() > 0:
            self.scores_due = True           # the end of the last season plays first
            return
        self.app.replace(self.score_scene())

    def score_scene(self):
        from .scoring import CanopeeScoring

        return CanopeeScoring(self.app, self.match)

    def memo_key(self):
        # the strip's buttons and cards change with what waits for Confirm and a prompt's local step
        staged = (self.staged.uid, self.staged.target) if self.staged else None
        return self.sub, staged, self.selected is not None, self.shown_event()

    def hint_put_away(self) -> bool:
        return True                          # Canopée's table has no hint button

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: the second season has begun and nothing moves."""
        st = self.match.game
        return st.season >= 2 and st.phase == "play" and not self.show.queue and not self.flights

    def title(self) -> str:
        return self.match.game.rules.name(self.app.lang)

    # ------------------------------------------------------------------ the show (turns told, seasons)

    def _feed(self) -> None:
        key = self.game_key()
        if key == self._fed:
            return
        self._fed = key
        if not self.app.settings.animation_speed:
            self.show.seen_events = len(self.match.game.events())
            return
        quiet = set(self.match.humans)
        self.show.feed(self.match.game, self.match.names(self.app.lang), self.app.lang, quiet,
                       tell_turns=not self.spectating)
        if self.show.queue:
            self.reveal_timer = self.show.remaining()

    def log_until(self) -> tuple[int, int] | None:
        # the log reaches what the telling has: a turn's lines, a season's steps, as they are shown
        return self.show.log_until() if self.playing_show() else None

    def telling_season(self):
        """The end-of-season beat on screen (None: none): meanwhile the table shows that season, its points
        counting up with the beat, not the next season already dealt."""
        beat = self.show.current if self.playing_show() else None
        return beat if beat is not None and beat.season is not None else None

    def shown_event(self) -> int | None:
        """While a beat is told, the event right after which the table draws the game (None: the live game)."""
        return self.show.shown_event() if self.playing_show() else None

    def board(self):
        """The game the table draws: the moment being told (a turn as it ended, an end-of-season step before and
        after it), else the live game. The states are the rules' own (table_states), read like the live one."""
        k = self.shown_event()
        if k is None:
            return self.match.game
        self.positions.prepare([i for b in self.show.queue for i in (b.before_at, b.at) if i is not None])
        return self.positions.after(k)

    def board_view(self):
        """The seat on screen's view of the game drawn (never more than that seat sees)."""
        return self.board().view(self.seat if self.seat is not None else 0)

    def shown_season_points(self) -> tuple[int, list[int]]:
        """The season and every forest's points as the table shows them now (see ``telling_season``)."""
        st = self.board()
        beat = self.telling_season()
        if beat is None:
            return st.season, list(st.points)
        return beat.season, self.show.points_now(beat) or list(st.points)

    # ------------------------------------------------------------------ the prompt

    def prompt(self) -> Prompt | None:
        def make():
            view = self.view
            if view is None or self.spectating:
                return None
            return PromptMaker(view, self.match.names(self.app.lang), self.app.lang).make()
        return self._memo("prompt", make)

    def tree_values(self, f: int) -> dict:
        """Forest ``f``'s trees, tree id -> its height and worth (the view's ``trees``: the rules' scoring)."""
        def make():
            return {v.tid: v for v in self.board_view().trees(f)}
        return self._memo(("trees", f), make)

    def numbers(self) -> dict[int, int]:
        return self._memo("numbers", lambda: tree_numbers(self.match.game))

    def card_targets(self, uid: int) -> dict:
        """Where a card in hand may go now (the engine's answer, see table_place)."""
        def make():
            prompt = self.prompt()
            if prompt is None or prompt.mode != "place":
                return {}
            return targets_of(self.match.game, self.seat, prompt.decision, self.legal(), uid)
        return self._memo(("targets", uid), make)

    def draggable(self) -> list[int]:
        prompt = self.prompt()
        if prompt is None or prompt.mode != "place":
            return []
        return [u for u in prompt.shown if self.card_targets(u)]

    # ------------------------------------------------------------------ layout

    def place(self, size: tuple[int, int]) -> None:
        w, h = size
        st = self.match.game
        bar = self.top_bar.h
        gap = max(6, w // 160)
        self.gap = gap
        left_w = int(w * (0.23 if st.shared else 0.2))
        right_w = int(w * 0.22)
        self.left_col = pygame.Rect(gap, bar + gap, left_w, h - bar - 2 * gap)
        self.right_col = pygame.Rect(w - right_w - gap, bar + gap, right_w, h - bar - 2 * gap)
        cx = self.left_col.right + gap
        cw = self.right_col.x - gap - cx
        strip_h = int(h * 0.31)
        self.strip = pygame.Rect(cx, h - gap - strip_h, cw, strip_h)
        self.forest_area = pygame.Rect(cx, bar + gap, cw, self.strip.y - gap - bar - gap)

    def others(self) -> list[int]:
        st = self.match.game
        seat = self.seat if self.seat is not None else 0
        return [f for f in range(len(st.forests)) if f != seat]

    def mini_rects(self) -> list[tuple[int, pygame.Rect]]:
        def make():
            others = self.others()
            col = self.right_col
            gap = self.gap
            n = len(others)
            if not others:
                return []
            share = 1.0 if not self.show_log else (0.42 if n == 1 else 0.66 if n == 2 else 0.74)
            total = int(col.h * share) - (gap if self.show_log else 0)
            each = (total - gap * (n - 1)) // n
            return [(f, pygame.Rect(col.x, col.y + i * (each + gap), col.w, each)) for i, f in enumerate(others)]
        return self._memo("minis", make)

    def log_rect(self) -> pygame.Rect | None:
        def make():
            minis = self.mini_rects()
            top = (minis[-1][1].bottom + self.gap) if minis else self.right_col.y
            rect = pygame.Rect(self.right_col.x, top, self.right_col.w, self.right_col.bottom - top)
            return rect if rect.h >= int(100 * self.s) else None
        return self._memo("log", make)

    def label_h(self, size: int) -> int:
        return self.app.fonts.get("bold", size).get_linesize()

    def my_forest(self) -> ForestLayout:
        def make():
            seat = self.seat if self.seat is not None else 0
            fo = self.board_view().forest(seat)
            targets = set()
            if not self.spectating:
                for u in self.draggable():
                    targets.update(self.card_targets(u))
            area = self.forest_area.inflate(-2 * self.gap, -2 * self.gap)
            area.y += self.label_h(self.fs(20)) + self.gap // 2
            area.h -= self.label_h(self.fs(20)) + self.gap // 2
            return self._forest_layout(fo, area, int(150 * self.s), ("new", -1) in targets, self.fs(16),
                                       foot_size=self.foot_size(False))
        return self._memo("my_forest", make)

    def foot_size(self, small: bool) -> int:
        """The type size of the line under each tree (its height and points), never below a readable size."""
        return max(10, self.fs(11)) if small else max(12, self.fs(14))

    def _forest_layout(self, fo, area, max_w, new_tree, label_size, side: float = 0.0,
                       foot_size: int = 0) -> ForestLayout:
        st = self.match.game
        ct = st.ct
        order = {k: i for i, k in enumerate(st.rules.kinds)}
        return forest_layout(fo, self.numbers(), ct.kind.__getitem__, ct.cat.__getitem__, order.__getitem__,
                             area, aspect(), max_w, new_tree, self.label_h(label_size), max(3, self.gap // 2),
                             side=side, foot_h=self.label_h(foot_size) if foot_size else 0, depth=value_depth)

    def mini_layouts(self) -> list[tuple[int, pygame.Rect, ForestLayout]]:
        def make():
            st = self.board()
            out = []
            for f, rect in self.mini_rects():
                head = self.label_h(self.fs(17))
                area = pygame.Rect(rect.x + 6, rect.y + head + 4, rect.w - 12, rect.h - head - 8)
                side = 0.45 if area.w > 1.8 * area.h else 0.0
                out.append((f, rect, self._forest_layout(st.forests[f], area, int(70 * self.s), False,
                                                         self.fs(12), side, foot_size=self.foot_size(True))))
            return out
        return self._memo("minis_layout", make)

    def left_parts(self) -> dict[str, pygame.Rect]:
        """The left column: the season and scores on top, the decks, then the piles."""
        def make():
            st = self.board()
            col = self.left_col
            pad = self.gap
            lh = self.label_h(self.fs(18))
            lines = 1 + (1 if st.sc_id is not None or st.options.get("season_change") else 0) + len(st.forests)
            info = pygame.Rect(col.x, col.y, col.w, pad * 2 + lines * lh)
            deck_w = min(int(col.w / 5.2), int(70 * self.s))
            deck_h = round(deck_w * aspect()) + self.label_h(self.fs(15)) + pad
            decks = pygame.Rect(col.x, info.bottom + pad, col.w, deck_h + pad)
            piles = pygame.Rect(col.x, decks.bottom + pad, col.w, col.bottom - decks.bottom - pad)
            return {"info": info, "decks": decks, "piles": piles, "deck_w": pygame.Rect(0, 0, deck_w, 0)}
        return self._memo("left", make)

    def piles(self) -> PilesLayout:
        def make():
            st = self.match.game
            area = self.left_parts()["piles"].inflate(-2 * self.gap, -2 * self.gap)
            if st.shared:                    # the note on the order of the seat's piles goes on top
                area.y += self.label_h(self.fs(14))
                area.h -= self.label_h(self.fs(14))
                me = self.seat if self.seat is not None else 0
                return piles_ring(area, aspect(), st.players, me, int(110 * self.s), self.label_h(self.fs(15)) + 4)
            return piles_row(area, aspect(), int(120 * self.s), self.gap, self.label_h(self.fs(16)) + 4)
        return self._memo("piles", make)

    def face_up_rows(self) -> list[tuple[int, pygame.Rect, list[tuple[int, pygame.Rect]]]]:
        """Solo: the Threats lying face up on the piles, each pile's in a row of whole cards under the piles,
        (spot, the row's title rect, [(uid, card rect)]), the cards as large as the column's room allows."""
        def make():
            st = self.board()
            if not st.solo:
                return []
            ups = {spot: [u for u in pile if u in st.face_up] for spot, pile in enumerate(st.spots)}
            col = self.left_parts()["piles"].inflate(-2 * self.gap, -2 * self.gap)
            # under the piles' lines (who looks, how many cards are hidden: see table_draw's _draw_piles)
            below = max(r.bottom for r in self.piles().spots) + self.label_h(self.fs(13)) + 8 + \
                self.label_h(self.fs(14)) + self.gap
            rows = face_up_rows(col, below, [(spot, len(cards)) for spot, cards in ups.items()], aspect(),
                                int(90 * self.s), self.gap, self.label_h(self.fs(14)))
            return [(spot, title, list(zip(ups[spot], rects))) for spot, title, rects in rows]
        return self._memo("face_up", make)

    def deck_rects(self) -> dict[str, pygame.Rect]:
        def make():
            parts = self.left_parts()
            box = parts["decks"]
            dw = parts["deck_w"].w
            dh = round(dw * aspect())
            gap = (box.w - 3 * dw) // 4
            y = box.y + self.gap // 2
            return {name: pygame.Rect(box.x + gap + i * (dw + gap), y, dw, dh)
                    for i, name in enumerate(("deck", "germination", "discard"))}
        return self._memo("decks", make)

    # ------------------------------------------------------------------ the strip: the cards in front of the player

    def strip_parts(self) -> dict[str, pygame.Rect]:
        def make():
            strip = self.strip
            pad = self.gap
            head_h = self.label_h(self.fs(22)) + 2 * self.label_h(self.fs(17)) + pad
            prompt = self.prompt()
            labels = [c.label for c in self.strip_buttons(prompt)] if prompt is not None else []
            if prompt is not None and self.app.settings.confirm_picks and (prompt.items or self.draggable()):
                # Confirm and Undo come with a choice: room is kept for them, so the cards keep their places
                labels += [self.t("ct_confirm"), self.t("ct_undo")]
            body_h = strip.h - head_h - 2 * pad
            if prompt is not None and not self.sub and not prompt.shown and not prompt.items:
                # nothing but answers (Lightning's, the Jaguar's...): the buttons take the whole width
                buttons = pygame.Rect(strip.x + pad, strip.y + head_h + pad, strip.w - 2 * pad, body_h)
                cards = pygame.Rect(strip.x + pad, buttons.y, 0, body_h)
                return {"head": head_rect(strip, pad, head_h), "cards": cards, "buttons": buttons}
            # the buttons' column as wide as their words need (within a quarter of the strip): the cards the
            # most room (a Drought on a big forest offers a dozen)
            font = self.app.fonts.get("bold", self.fs(20))
            widest = max((font.size(label)[0] for label in labels), default=0)
            bw = min(int(strip.w * 0.27), max(int(strip.w * 0.15), widest + int(56 * self.s))) if labels else 0
            buttons = pygame.Rect(strip.right - pad - bw, strip.y + head_h + pad, bw, body_h)
            cards = pygame.Rect(strip.x + pad, strip.y + head_h + pad, strip.w - 3 * pad - bw, body_h)
            return {"head": head_rect(strip, pad, head_h), "cards": cards, "buttons": buttons}
        return self._memo("strip_parts", make)

    def slots(self) -> list[Slot]:
        """The cards shown in the strip: the context (a pile, a kept pile, a draw) and the cards to click."""
        def make():
            prompt = self.prompt()
            if prompt is None or self.sub:
                return []
            view = self.view
            entries: list[tuple[int, str, Item | None, bool, str]] = []
            items_by_uid = {it.uid: it for it in prompt.items if it.uid >= 0}
            drag = set(self.draggable())
            for u in prompt.shown:
                item = items_by_uid.pop(u, None)
                entries.append((u, view.kind(u), item, u in drag, item.label if item else ""))
            for it in prompt.items:
                if it.uid < 0 or it.uid in items_by_uid:
                    entries.append((it.uid, it.kind, it, False, it.label))
            if self.staged is not None:
                entries = [e for e in entries if e[0] != self.staged.uid]
            if not entries:
                return []
            area = self.strip_parts()["cards"]
            n = len(entries)
            gap = self.gap
            label = self.label_h(self.fs(15))

            def width(rows: int) -> int:
                across = -(-n // rows)
                return int(min(150 * self.s, (area.w - gap * (across - 1)) / across,
                               ((area.h - gap * (rows - 1)) / rows - label) / aspect()))
            # many cards to choose from (a Drought on a big forest) wrap onto more rows when that makes them larger
            rows = max((1, 2, 3), key=lambda r: (width(r), -r))
            across = -(-n // rows)
            cw = width(rows)
            ch = round(cw * aspect())
            out = []
            for i, (u, kind, item, draggable, lab) in enumerate(entries):
                row, col = divmod(i, across)
                in_row = min(across, n - row * across)
                x0 = area.x + max(0, (area.w - (in_row * cw + (in_row - 1) * gap)) // 2)
                rect = pygame.Rect(x0 + col * (cw + gap), area.y + row * (ch + label + gap), cw, ch)
                out.append(Slot(u, kind, rect, item, draggable, lab))
            return out
        return self._memo("slots", make)

    def strip_buttons(self, prompt: Prompt) -> list[Choice]:
        if self.sub == "toucan":
            out = [Choice(self.t("ct_peek_at", pile=pile_name(self.match.game, a.arg, self.app.lang,
                                                                   self.match.names(self.app.lang))), (a,))
                   for a in prompt.toucan]
            return out + [Choice(self.t("ct_cancel"), (), local="cancel")]
        if self.staged is not None or self.selected is not None:
            return [Choice(self.t("ct_confirm"), (), primary=True, local="confirm"),
                    Choice(self.t("ct_undo"), (), local="undo")]
        return list(prompt.buttons)

    def play_buttons(self) -> list[Button]:
        if self.seat is None or self.private or self.playing_show() or self.spectating:
            return []                        # behind the hand-off screen: Ready alone
        prompt = self.prompt()
        if prompt is None:
            return []
        buttons = []
        area = self.strip_parts()["buttons"]
        choices = self.strip_buttons(prompt)
        if choices:
            gap = self.gap
            n = len(choices)
            # a column beside the cards; across the strip, as a grid, when there are no cards
            cols = 1 if area.w < self.strip.w * 0.6 else min(n, 3 if n > 4 else n)
            rows = -(-n // cols)
            bw = min((area.w - gap * (cols - 1)) // cols, int(360 * self.s))
            bh = min(int(52 * self.s), (area.h - gap * (rows - 1)) // rows)
            x0 = area.centerx - (cols * bw + (cols - 1) * gap) // 2
            for i, choice in enumerate(choices):
                r, c = divmod(i, cols)
                rect = pygame.Rect(x0 + c * (bw + gap), area.y + r * (bh + gap), bw, bh)
                enabled = bool(choice.actions) or bool(choice.local)
                buttons.append(Button(choice.label, lambda c=choice: self.press(c), rect, primary=choice.primary,
                                      enabled=enabled, size=self.fs(20)))
        # the abilities on their cards, lit when they may be used now; in the player's own turn the others are
        # there too, unlit, so a card that acts is known as one
        if not self.sub and self.staged is None and self.selected is None:
            layout = self.my_forest()
            ab = self.match.game.rules.abilities
            counts = {"frog": ab.frog_adds, "tamarin": ab.tamarin_draw}
            cards: dict[int, object] = dict(prompt.abilities)
            if prompt.mode in ("window", "pile", "place"):
                for group in layout.groups:
                    name = ABILITY_NAME.get(group.kind)
                    if name is not None and not any(u in cards for u in group.uids):
                        cards[group.uids[0]] = name
            wanted = []
            for uid, action in cards.items():
                rect = layout.card_rect(uid)
                if rect is None:
                    continue
                name = action if isinstance(action, str) else action.name
                label = self.t("ct_ab_" + name, n=counts.get(name, 0))
                wanted.append((rect, label, not isinstance(action, str), action))
            # lit: a readable button on the card's foot; unlit: a small mark clear of the card's points
            from .table_draw import AbilityButton

            places = self.ability_places(layout, [w[:3] for w in wanted])
            for (rect, label, lit, action), button in zip(wanted, places):
                buttons.append(AbilityButton(label, (lambda a=action: self.use_ability(a)) if lit else (lambda: None),
                                             button, primary=lit, enabled=lit, size=self.ability_size()))
        return buttons

    # ------------------------------------------------------------------ actions

    def submit_all(self, actions) -> bool:
        """Submit these actions in turn (a card's choice, then its tree): each must still be legal."""
        for i, action in enumerate(actions):
            if i and action not in self.match.game.legal_actions(self.seat):
                return False
            if not self._submit(action):
                return False
        return True

    def press(self, choice: Choice) -> None:
        if choice.local == "confirm":
            self.confirm()
        elif choice.local in ("undo", "cancel"):
            self.undo()
        elif choice.actions:
            self.submit_all(choice.actions)

    def use_ability(self, action) -> None:
        if action.name == "toucan":
            self.sub = "toucan"              # which pile: a button per pile the Toucan may look at
            self.focus = -1
            self._buttons()
            return
        self.submit_all((action,))

    def choose_item(self, item: Item) -> None:
        """A card of a dialog clicked: chosen at once, or (the "confirm each pick" setting) held for Confirm."""
        if self.app.settings.confirm_picks:
            self.selected = item
            self._buttons()
            return
        self.submit_all(item.actions)

    def item_state(self, item: Item) -> str:
        """How a dialog's card is shown: "chosen" (waiting for Confirm), "dimmed" (another one is), "offered".
        Compared by value: the prompt's items are made again when the choice changes the table's memo."""
        if self.selected is None:
            return "offered"
        return "chosen" if item == self.selected else "dimmed"

    def drop(self, uid: int, target) -> bool:
        """A card of the hand let go on ``target``: placed (or staged) if the engine allows it there."""
        actions = self.card_targets(uid).get(target)
        if actions is None:
            return False
        if self.app.settings.confirm_picks:
            self.staged = Staged(uid, self.view.kind(uid), target, actions)
            self.focus = -1
            self._buttons()
            return True
        return self.submit_all(actions)

    def confirm(self) -> bool:
        if self.staged is not None:
            staged, self.staged = self.staged, None
            return self.submit_all(staged.actions)
        if self.selected is not None:
            item, self.selected = self.selected, None
            return self.submit_all(item.actions)
        return False

    def undo(self) -> None:
        """Take back what waits for Confirm (nothing was submitted), or leave the local step."""
        self.staged = None
        self.selected = None
        self.sub = None
        self.aiming = None
        self.focus = -1
        self.message = None
        self._buttons()

    # ------------------------------------------------------------------ input

    def target_at(self, pos, uid: int):
        """The legal target of ``uid`` under ``pos`` (None: none)."""
        layout = self.my_forest()
        for target in self.card_targets(uid):
            rect = self.target_rect(target, layout)
            if rect is not None and rect.collidepoint(pos):
                return target
        return None

    def target_rect(self, target, layout: ForestLayout | None = None) -> pygame.Rect | None:
        layout = layout or self.my_forest()
        what, tid = target
        if what == "tree":
            spot = layout.tree(tid)
            return spot.rect.inflate(self.gap, self.gap) if spot else None
        if what == "new":
            return layout.new_tree.inflate(self.gap, self.gap) if layout.new_tree else None
        return self.forest_zone(layout)

    def forest_zone(self, layout: ForestLayout) -> pygame.Rect:
        """The forest as a drop target for cards that go among its cards: anywhere in it (no card that goes
        there has a tree to go to as well, so the two kinds of target never compete)."""
        return self.forest_area.inflate(-self.gap, -self.gap)

    def play_event(self, event: pygame.event.Event) -> bool:
        if self.playing_show():
            return self.show_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.drag_pos = event.pos
            if self.drag is not None:
                self.hover_target = self.target_at(event.pos, self.drag[0])
            return self.drag is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _mouse_down(self, pos) -> bool:
        prompt = self.prompt()
        if prompt is None:
            return False
        if self.staged is not None:
            rect = self.target_rect(self.staged.target)
            if rect is not None and rect.collidepoint(pos):
                self.undo()                  # picked up again
                return True
        for slot in self.slots():
            if not slot.rect.collidepoint(pos):
                continue
            if slot.draggable:
                self.staged = None
                self.drag = (slot.uid, slot.kind, (pos[0] - slot.rect.x, pos[1] - slot.rect.y))
                self.drag_pos = pos
                self.focus = -1
                return True
            if slot.item is not None:
                self.choose_item(slot.item)
                return True
        # a card to choose may be clicked where it lies in a forest too
        for item, rect in self.forest_items():
            if rect.collidepoint(pos):
                self.choose_item(item)
                return True
        return False

    def forest_items(self) -> list[tuple[Item, pygame.Rect]]:
        """The dialog's cards as they lie in the forests: (item, the card's rect there)."""
        def make():
            prompt = self.prompt()
            if prompt is None or prompt.mode != "dialog" or not prompt.items:
                return []
            layouts = [self.my_forest()] + [layout for _, _, layout in self.mini_layouts()]
            out = []
            for item in prompt.items:
                if item.uid < 0:
                    continue
                for layout in layouts:
                    rect = layout.card_rect(item.uid)
                    if rect is not None:
                        out.append((item, rect))
                        break
            return out
        return self._memo("forest_items", make)

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return False
        uid, kind, offset = self.drag
        self.drag = None
        self.hover_target = None
        target = self.target_at(pos, uid)
        if target is not None and self.drop(uid, target):
            return True
        # anywhere else: the card flies back to its place in the strip and nothing changes
        home = next((s.rect for s in self.slots() if s.uid == uid), None)
        if home is not None and self.app.settings.animation_speed:
            self.flights.append(Flight((pos[0] - offset[0], pos[1] - offset[1]), home, kind, 0.0, uid=uid))
        if target is None and self.forest_area.collidepoint(pos):
            self.message = self.t("ct_not_there")
        return True

    # keyboard: Tab / arrows move the focus over the cards and buttons, Enter acts, Escape steps back

    def focusables(self) -> list[tuple[str, object]]:
        prompt = self.prompt()
        if prompt is None:
            return []
        if self.aiming is not None:
            return [("target", t) for t in self.card_targets(self.aiming)]
        out: list[tuple[str, object]] = []
        for slot in self.slots():
            if slot.draggable:
                out.append(("card", slot.uid))
            elif slot.item is not None:
                out.append(("item", slot.item))
        out += [("button", i) for i, b in enumerate(self.column.buttons) if b.enabled]
        return out

    def _key(self, event) -> bool:
        key = event.key
        undo_keys = (pygame.K_BACKSPACE, pygame.K_DELETE)
        if key == pygame.K_ESCAPE or key in undo_keys or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            if self.aiming is not None:
                self.aiming = None
                self.focus = -1
                return True
            if self.staged is not None or self.selected is not None or self.sub:
                self.undo()
                return True
            return False
        items = self.focusables()
        if not items:
            return False
        step = {pygame.K_TAB: 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}.get(key)
        if key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
            step = -1
        if step:
            self.focus = (self.focus + step) % len(items) if 0 <= self.focus < len(items) else (
                0 if step > 0 else len(items) - 1)
            self._sync_focus(items)
            return True
        if key in ENTER_KEYS:
            if not 0 <= self.focus < len(items):
                if key == pygame.K_SPACE:
                    return False
                if self.staged is not None or self.selected is not None:
                    return self.confirm()
                primary = next((b for b in self.column.buttons if b.primary and b.enabled), None)
                if primary is not None:
                    primary.action()
                    return True
                return False
            what, value = items[self.focus]
            if what == "button":
                self.column.buttons[value].action()
            elif what == "item":
                if self.selected == value:   # Enter again on the card chosen: that choice confirmed
                    self.confirm()
                else:
                    self.choose_item(value)
            elif what == "card":
                self.aiming = value
                self.focus = 0
                self._sync_focus(self.focusables())
            elif what == "target":
                uid, self.aiming = self.aiming, None
                self.focus = -1
                if not self.drop(uid, value):
                    self.message = self.t("ct_not_there")
            return True
        return False

    def _sync_focus(self, items) -> None:
        if 0 <= self.focus < len(items) and items[self.focus][0] == "button":
            self.column.focus_on(items[self.focus][1])
        else:
            self.column.clear_focus()

    def focused(self) -> tuple[str, object] | None:
        items = self.focusables()
        return items[self.focus] if 0 <= self.focus < len(items) else None

    # ------------------------------------------------------------------ every frame

    def before_update(self, dt: float) -> None:
        self._feed()
        speed = max(self.app.settings.animation_speed, 0.0) * self.spectator_speed
        if not speed:
            self.show.skip()
        elif not self.private and not self.confirming_leave:
            had = bool(self.show.queue)
            self.show.update(dt * speed)
            if had and not self.show.queue:
                self._buttons()              # the table's buttons come back
        self.reveal_timer = self.show.remaining() if speed else 0.0
        self._watch_piles()
        for flight in self.flights:
            flight.time += dt * max(speed, 0.01)
        self.flights = [f for f in self.flights if f.time < f.delay + FLY_SECONDS]

    def after_update(self, dt: float) -> None:
        if self.notice is not None and not self.playing_show():    # it waits for the beats to be seen
            text, left = self.notice
            left -= dt
            self.notice = (text, left) if left > 0 else None
        self.scores_when_told()

    def _watch_piles(self) -> None:
        """A pile that grows gets its new cards flying from the Season deck (a refused pile, a refill), as the
        table draws the piles (the moment told, then the live game)."""
        st = self.board()
        counts = [len(p) for p in st.spots]
        old, self.pile_counts = self.pile_counts, counts
        if old is None or len(old) != len(counts) or not self.app.settings.animation_speed or self.private:
            return
        deck = self.deck_rects()["deck"]
        piles = self.piles()
        delay = 0.0
        for spot, (a, b) in enumerate(zip(old, counts)):
            for _ in range(max(0, b - a)):
                self.flights.append(Flight(deck.center, piles.spots[spot], None, delay))
                delay += 0.08

    def moving(self) -> bool:
        return bool(self.flights) or self.staged is not None or self.drag is not None or self.scores_due or \
            self.notice is not None or self.telling_moves()

    # ------------------------------------------------------------------ the top bar

    def progress_text(self) -> str:
        st = self.board()
        beat = self.telling_season()
        if beat is not None:
            return beat.header
        return self.t("ct_progress", season=st.season, seasons=st.mode.seasons, cards=len(st.deck))

    def status(self) -> tuple[str, tuple[int, int, int]]:
        names = self.match.names(self.app.lang)
        name = names[self.seat] if self.seat is not None else ""
        if self.spectating:
            return self.t("watching", name=name), ACCENT
        if self.playing_show():
            return self.t("ct_watch"), HIGHLIGHT
        waiting = self.computers_thinking
        if waiting:
            return self.t("thinking_one", name=names[waiting[0]]), HIGHLIGHT
        prompt = self.prompt()
        if prompt is None:
            return "", LIGHT
        if self.staged is not None or self.selected is not None:
            return self.t("table_confirm_status", name=name), ACCENT
        return f"{name} · {prompt.title}", ACCENT

    def message_place(self) -> tuple[tuple[int, int], int]:
        return (self.strip.centerx, self.strip.y - 4), self.strip.w

    def draw_notes(self, surface) -> None:
        if self.notice is None or self.playing_show():
            return
        (x, bottom), width = self.message_place()
        text = self.app.fonts.fit(self.notice[0], "bold", self.fs(18), INK, width - 20)
        box = text.get_rect(midbottom=(x, bottom)).inflate(16, 4)
        pygame.draw.rect(surface, HIGHLIGHT, box, border_radius=box.h // 2)
        surface.blit(text, text.get_rect(center=box.center))

    # ------------------------------------------------------------------ the card viewer

    def card_at(self, pos):
        st = self.board()
        kind = st.ct.kind
        if not self.private:
            for slot in self.slots():
                if slot.rect.collidepoint(pos):
                    return "canopee", slot.kind, slot.rect
        layouts = [self.my_forest()] + [layout for _, _, layout in self.mini_layouts()]
        for layout in layouts:
            found = layout.cards_at(pos)
            if found is not None:
                return "canopee", kind[found[1]], found[2]
        for _, _, row in self.face_up_rows():
            for u, rect in row:
                if rect.collidepoint(pos):
                    return "canopee", kind[u], rect
        discard = self.deck_rects()["discard"]
        if st.discard and discard.collidepoint(pos):
            return "canopee", kind[st.discard[-1]], discard
        if st.sc_id is not None:             # the season's Season Change card, named under the season
            info, lh = self.left_parts()["info"], self.label_h(self.fs(18))
            line = pygame.Rect(info.x, info.y + self.gap + lh, info.w, lh)
            if line.collidepoint(pos):
                return "canopee", st.sc_id, line
        return None
