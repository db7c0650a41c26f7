"""The Canopée table: the seat on screen's forest, the other forests smaller, the New Growth piles and the decks,
and the strip where every decision of CANOPEE.md §17 is asked — a pile to keep or refuse, the kept cards
dragged onto their trees, a card to choose in a dialog, an ability on its card.

The table reads the game only through the seat's view (``self.view``: its forest and the others', the piles'
sizes, the cards it may see) and submits only actions of ``view.legal_actions()``: the rules decide what is
legal and where a card may go (scenes/canopee/table_place.py asks the engine on a copy of the game). Hidden
cards are drawn only where the seat on screen may see them, and never behind the hand-off screen.

The match itself (turns, hand-off, computers in the worker, autosave, leaving) is scenes/shell/match.py; the
scene plumbing is scenes/shell/table_base.py. Modules beside this one: table_layout (the layout functions),
table_geometry (where the table's parts lie), table_strip (the strip in front of the player: its cards, buttons and
targets), table_input (the mouse and the keys at play), table_prompt (the words and choices of each decision),
table_place (where a card may go), table_show (the turns of the computers and the Forest Spirit, the end of a
season step by step), table_draw (the drawing of what everyone sees), table_art (the cards' small marks).
"""
from __future__ import annotations

import pygame

from game.canopee.log import tree_numbers
from game.i18n import tr
from game.session import Match

from ..gamelog import GameLogPanel
from ..shell.table_base import TableBase
from ..shell.telling import TellingTable
from ..ui import ACCENT, HIGHLIGHT, INK, LIGHT
from .table_draw import FLY_SECONDS, Flight, TableDrawing
from .table_geometry import TableGeometry
from .table_hint import CanopeeHint
from .table_input import TableInput
from .table_place import targets_of
from .table_prompt import Choice, Item, Prompt, PromptMaker
from .table_show import Show
from .table_states import positions as table_positions
from .table_strip import Staged, StripParts


class CanopeeTable(CanopeeHint, TableDrawing, StripParts, TableInput, TableGeometry, TellingTable, TableBase):
    def __init__(self, app, match: Match, autosave: bool = True) -> None:
        # the table's own state first: the match starts in TableBase.__init__ and calls the hooks
        self.show = Show()
        self.positions = table_positions(match)       # the game as it stood at the moment being told
        # what was played before this screen opened (a game resumed) is not told again
        self.show.feed(match.state, match.names(app.lang), app.lang, set(), silent=True)
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
        self._noticed = len(match.state.events())
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
        events = self.match.state.events()
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

    def mid_game(self) -> bool:
        """The demo's mid-game screenshot: the second season has begun and nothing moves."""
        st = self.match.state
        return st.season >= 2 and st.phase == "play" and not self.show.queue and not self.flights

    def title(self) -> str:
        return self.match.state.rules.name(self.app.lang)

    # ------------------------------------------------------------------ the show (turns told, seasons)

    def _feed(self) -> None:
        key = self.game_key()
        if key == self._fed:
            return
        self._fed = key
        if not self.app.settings.animation_speed:
            self.show.seen_events = len(self.match.state.events())
            return
        quiet = set(self.match.humans)
        self.show.feed(self.match.state, self.match.names(self.app.lang), self.app.lang, quiet,
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
            return self.match.state
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
        return self._memo("numbers", lambda: tree_numbers(self.match.state))

    def card_targets(self, uid: int) -> dict:
        """Where a card in hand may go now (the engine's answer, see table_place)."""
        def make():
            prompt = self.prompt()
            if prompt is None or prompt.mode != "place":
                return {}
            return targets_of(self.match.state, self.seat, prompt.decision, self.legal(), uid)
        return self._memo(("targets", uid), make)

    def draggable(self) -> list[int]:
        prompt = self.prompt()
        if prompt is None or prompt.mode != "place":
            return []
        return [u for u in prompt.shown if self.card_targets(u)]

    # ------------------------------------------------------------------ actions

    def submit_all(self, actions) -> bool:
        """Submit these actions in turn (a card's choice, then its tree): each must still be legal."""
        for i, action in enumerate(actions):
            if i and action not in self.match.state.legal_actions(self.seat):
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
        looked = self.lookup_at(st, pos)
        if looked is not None:
            return looked
        mine = self.seat if self.seat is not None else 0
        layouts = [(mine, self.my_forest())] + [(f, layout) for f, _, layout in self.mini_layouts()]
        for f, layout in layouts:
            found = layout.cards_at(pos)
            if found is not None:
                words = self.tree_words(st, f, found[1]) if found[0] == "tree" else None
                return "canopee", kind[found[1]], found[2], words

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

    def lookup_at(self, st, pos):
        """The piles, the decks and, in solo, the Forest Spirit's name: read in the card viewer like cards (their
        back, the rules that explain them, and where they stand now)."""
        if not self.private:
            for spot, rect in enumerate(self.piles().spots):
                if rect.collidepoint(pos) and spot < len(st.spots):
                    return "canopee", "look:pile", rect, self.t("ct_look_pile_now", n=spot + 1, k=len(st.spots[spot]))
        decks = self.deck_rects()
        if decks["deck"].collidepoint(pos):
            return "canopee", "look:deck", decks["deck"], self.t("ct_look_deck_now", k=len(st.deck))
        if decks["germination"].collidepoint(pos):
            return "canopee", "look:germination", decks["germination"], \
                self.t("ct_look_germination_now", k=len(st.germ))
        if st.solo:
            for _, rect in self.mini_rects():
                head = pygame.Rect(rect.x, rect.y, rect.w, self.label_h(self.fs(17)) + 4)
                if head.collidepoint(pos):
                    return "canopee", "look:spirit", head, None
        return None

    def tree_words(self, st, f: int, uid: int) -> str | None:
        """The card viewer's sentence on the tree a card belongs to: its height and trunks, and its points — at
        this season's end, already scored, or with each canopy if it were completed this season (the rules'
        ``tree_outlook``)."""
        from game.canopee.cardtable import CANOPY
        from game.canopee.scoring import tree_outlook

        ct = st.ct
        tree = next((t for t in st.forests[f].trees if uid in t.trunks or uid == t.canopy), None)
        if tree is None:
            return None
        multipliers = {ct.val[u] for u in range(ct.size) if ct.cat[u] == CANOPY}
        look = tree_outlook([ct.val[u] for u in tree.trunks], ct.val[tree.canopy] if tree.finished else None,
                            tree.scored, multipliers)
        n = self.numbers().get(tree.tid, "?")
        if look.multiplier is None:
            options = " · ".join(f"×{m} → {points}" for m, points in look.if_completed)
            return self.t("ct_look_tree_open", n=n, height=look.height, sum=sum(look.trunks), options=options)
        key = "ct_look_tree_scored" if look.scored else "ct_look_tree_waiting"
        return self.t(key, n=n, height=look.height, m=look.multiplier, points=look.points)
