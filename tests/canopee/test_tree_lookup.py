"""Everything on the table can be looked up (issue 27, point 3): a card of a Canopée tree, under the pointer,
tells the tree's height and trunks and what it scores — at this season's end, already, or with each canopy if
it were completed this season — beside the card's rule."""
from __future__ import annotations

from game.canopee.cardtable import CANOPY
from game.canopee.scoring import tree_outlook, tree_points
from game.session import HUMAN, Match, Seat
from scenes.cardview import HOVER_DELAY
from scenes.games import table_scene
from tests.helpers import settle
from tests.input import move


def test_tree_outlook_is_the_season_s_tree_points():
    assert tree_outlook([1, 0, 2], 2, False, [0, 1, 2]).points == tree_points([1, 0, 2], 2) == 9
    open_tree = tree_outlook([1, 2], None, False, [2, 0, 1, 1])
    assert open_tree.points is None and open_tree.if_completed == ((0, 3), (1, 5), (2, 7))


def test_a_tree_card_under_the_pointer_tells_its_tree(make_app):
    app = make_app("en")
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=7, solo=True)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    medium = match.definition.agents["medium"](1)
    seen = set()
    for _ in range(400):
        if match.over or len(seen) == 2:
            break
        settle(app, scene)
        if scene.playing_show():
            app.frame(0.5, events=[])
            continue
        if 0 in match.state.to_act():
            scene.controller.submit(medium.choose(match.view(0)))
        app.frame(0.05, events=[])
        settle(app, scene)
        if scene.playing_show() or match.over:
            continue
        st, ct = match.state, match.state.ct
        for spot in scene.my_forest().trees:
            tree = next(t for t in st.forests[0].trees if t.tid == spot.tid)
            state = "scored" if tree.scored else "waiting" if tree.finished else "open"
            if state in seen or (state == "open" and tree.height < 2):
                continue
            uid, rect = spot.cards[-1]                    # the first trunk, at the base
            move(app, rect.center)
            app.frame(HOVER_DELAY + 0.05, events=[])
            shown = scene.inspector.shown
            assert shown is not None and shown[:2] == ("canopee", ct.kind[uid])
            words = shown[2]
            values = [ct.val[u] for u in tree.trunks]
            assert words.startswith(f"Tree {spot.number} · height {tree.height}"), words
            if tree.finished:
                points = tree_points(values, ct.val[tree.canopy])
                assert f"canopy ×{ct.val[tree.canopy]}: " in words and f"{points} points" in words, words
            else:
                kinds = sorted({ct.val[u] for u in range(ct.size) if ct.cat[u] == CANOPY})
                assert f"trunks worth {sum(values)}" in words
                assert " · ".join(f"×{m} → {tree_points(values, m)}" for m in kinds) in words, words
            seen.add(state)
            move(app, (2, 2))
            app.frame(0.05, events=[])
            app.frame(0.016, events=[])                   # the viewer laid out and drawn with the tree's words
    assert len(seen) == 2, seen


def test_the_piles_the_decks_and_the_spirit_are_looked_up_like_cards(make_app):
    """Hovered, each shows its back (or the game's emblem), its rules section and how it stands now."""
    from game.canopee.rules_text import rules_text
    from scenes.cardview import card_page

    app = make_app("fr")
    match = Match("canopee", [Seat("Ana", HUMAN)], seed=3, solo=True)
    scene = table_scene(app, match, autosave=False)
    app.push(scene)
    app.frame(0.016, events=[])
    settle(app, scene)
    st = match.state
    spot = scene.piles().spots[1]
    decks = scene.deck_rects()
    head = scene.mini_rects()[0][1]
    cases = [(spot.center, "look:pile", f"Pile 2 : {len(st.spots[1])} cartes", "turn"),
             (decks["deck"].center, "look:deck", f"Il reste {len(st.deck)} cartes", "season_end"),
             (decks["germination"].center, "look:germination", f"{len(st.germ)} cartes dans la pioche", "season_end"),
             ((head.centerx, head.y + 6), "look:spirit", None, "solo")]
    for pos, kind, words, section in cases:
        move(app, pos)
        app.frame(HOVER_DELAY + 0.05, events=[])
        shown = scene.inspector.shown
        assert shown is not None and shown[:2] == ("canopee", kind), (kind, shown)
        assert (shown[2].startswith(words) if words else len(shown) == 2), shown
        assert card_page("canopee", kind, "fr") == rules_text(section, "fr")
        app.frame(0.016, events=[])                       # laid out and drawn: its back, its words
        move(app, (2, 2))
        app.frame(0.05, events=[])


def test_a_canopy_to_place_shows_on_each_tree_what_it_would_score(make_app):
    """Before the player commits (issue 27, point 4): each unfinished tree a canopy may complete shows the points
    it would score at this season's end; a trunk, the tree's new height."""
    from game.canopee.cardtable import TRUNK

    seen = set()
    for seed in (33, 5, 7, 12):
        app = make_app("en")
        match = Match("canopee", [Seat("Ana", HUMAN)], seed=seed, solo=True)
        scene = table_scene(app, match, autosave=False)
        app.push(scene)
        medium = match.definition.agents["medium"](1)
        for _ in range(300):
            settle(app, scene)
            if scene.playing_show():
                app.frame(0.5, events=[])
                continue
            if match.over:
                break
            prompt = scene.prompt() if 0 in match.state.to_act() else None
            if prompt is not None and prompt.mode == "place":
                st, ct = match.state, match.state.ct
                for uid in scene.draggable():
                    for target in scene.card_targets(uid):
                        if target[0] != "tree":
                            continue
                        tree = next(t for t in st.forests[0].trees if t.tid == target[1])
                        values = [ct.val[u] for u in tree.trunks]
                        words = scene.target_preview(uid, target)
                        if ct.cat[uid] == TRUNK:
                            assert words == f"height {len(values) + 1}"
                            seen.add("trunk")
                        else:
                            assert words == f"+{tree_points(values, ct.val[uid])} pts"
                            seen.add("canopy")
                        scene.aiming = uid
                        app.frame(0.016, events=[])           # drawn on the tree's crown
            if 0 in match.state.to_act():
                scene.controller.submit(medium.choose(match.view(0)))
            app.frame(0.05, events=[])
        if seen == {"trunk", "canopy"}:
            break
    assert seen == {"trunk", "canopy"}, seen
