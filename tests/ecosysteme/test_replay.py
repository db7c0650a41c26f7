"""The game log (game.gamelog and its panel), the replay scene, the score screen's Replay button and
``ecosysteme replay FILE``."""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import savegame
from game.ecosysteme.actions import Discard, Pick
from game.cli import main
from game.gamelog import log_lines
from game.session import COMPUTER, Match, Seat

from ..helpers import scoring_for
from tests.input import click, key

APP_SIZE = (1280, 720)
SIZES = [(1280, 720), (1600, 900), (2560, 1440)]
COMMAND = Path(sys.executable).parent / "ecosysteme"

# the rulebooks' card names (data/cards.yaml), written out so that a wrong lookup cannot pass
FOREST_NAMES = {
    "fr": {"bee": "Abeille", "bear": "Ours", "trout": "Truite", "fox": "Renard", "eagle": "Aigle",
           "dragonfly": "Libellule", "deer": "Cerf", "rabbit": "Lapin", "meadow": "Clairière",
           "stream": "Ruisseau", "wolf": "Loup"},
    "en": {"bee": "Bee", "bear": "Bear", "trout": "Trout", "fox": "Fox", "eagle": "Eagle",
           "dragonfly": "Dragonfly", "deer": "Deer", "rabbit": "Rabbit", "meadow": "Meadow",
           "stream": "Stream", "wolf": "Wolf"},
}


@pytest.fixture
def data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("ECOSYSTEME_DATA_DIR", str(tmp_path))
    return tmp_path


def hand(game, seat: int) -> list[str]:
    return [game.kind_id(uid) for uid in game.hands[seat]]


def rabbit_game() -> tuple[Match, dict]:
    """Two players and the neutral. Ana: a first card at (0, 0), a second of another kind at (0, 1), then a
    Lapin above the first card, swapping the first two; Bob: three cards down a column."""
    for seed in range(500):
        match = Match("forest", [Seat("Ana"), Seat("Bob")], seed=seed)
        game = match.state
        first = next(k for k in hand(game, 0) if k != "rabbit")
        match.submit(0, Pick(first, (0, 0)))
        bob = [hand(game, 1)[0]]
        match.submit(1, Pick(bob[0], (0, 0)))
        second = next((k for k in hand(game, 0) if k not in ("rabbit", first)), None)
        if second is None:
            continue
        match.submit(0, Pick(second, (0, 1)))
        bob.append(hand(game, 1)[0])
        match.submit(1, Pick(bob[1], (1, 0)))
        if "rabbit" not in hand(game, 0):
            continue
        match.submit(0, Pick("rabbit", (-1, 0), ((0, 0), (0, 1))))
        bob.append(hand(game, 1)[0])
        match.submit(1, Pick(bob[2], (2, 0)))
        return match, {"first": first, "second": second, "bob": bob}
    raise AssertionError("no seed gives Ana a Lapin on her third pick")


def random_finish(match: Match, seed: int = 1) -> Match:
    rng = random.Random(seed)
    while not match.over:
        match.play_computers()
        for seat in match.waiting_humans():
            match.submit(seat, rng.choice(list(match.state.legal_actions(seat))))
    return match


def finished(game_id: str = "forest", players: int = 2, seed: int = 3) -> Match:
    names = ["Ana", "Bob", "Chloé", "Dédé", "Élise", "Françoise-Marie"]
    return random_finish(Match(game_id, [Seat(names[i], COMPUTER) for i in range(players)], seed=seed))


def finished_solo(seed: int = 3) -> Match:
    return random_finish(Match("forest", [Seat("Ana")], seed=seed, solo=True), seed)


def pixels(surface, rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


def event(kind, **attrs):
    return pygame.event.Event(kind, **attrs)


# ---------------------------------------------------------------------------- the log, in words


def test_a_two_player_log_names_cards_cells_the_swap_and_the_neutral():
    match, picks = rabbit_game()
    game = match.state
    neutral = [game.kind_id(r["neutral"]) for r in game.history]
    en, fr = (FOREST_NAMES[lang] for lang in ("en", "fr"))
    # Ana's grid grew a row upwards with the Lapin: her first two cards are now on row 2, the Lapin at A1
    first, second, bob = picks["first"], picks["second"], picks["bob"]
    assert [e.text for e in log_lines(game, match.names(), "en")] == [
        f"Round 1 · pick 1: Ana: {en[first]} at A2; Bob: {en[bob[0]]} at A1; Neutral: {en[neutral[0]]}",
        f"Round 1 · pick 2: Ana: {en[second]} at B2; Bob: {en[bob[1]]} at A2; Neutral: {en[neutral[1]]}",
        f"Round 1 · pick 3: Ana: Rabbit at A1, swapped A2 ↔ B2; Bob: {en[bob[2]]} at A3; Neutral: {en[neutral[2]]}",
    ]
    assert [e.text for e in log_lines(game, match.names(), "fr")][2] == \
        f"Manche 1 · choix 3 : Ana : Lapin en A1, échange A2 ↔ B2 ; Bob : {fr[bob[2]]} en A3 ; " \
        f"Neutre : {fr[neutral[2]]}"
    entry = log_lines(game, match.names(), "en")[2]
    assert [(i.kind, i.who, i.card, i.cell, i.swap) for i in entry.items] == [
        ("pick", "Ana", "rabbit", "A1", "swapped A2 ↔ B2"), ("pick", "Bob", bob[2], "A3", None),
        ("neutral", "Neutral", neutral[2], None, None)]
    assert [e.step for e in log_lines(game, match.names(), "en")] == [1, 2, 3]


def test_cells_are_named_on_the_grid_as_it_stands():
    match = Match("forest", [Seat("Ana"), Seat("Bob")], seed=4)
    game = match.state
    match.submit(0, Pick(hand(game, 0)[0], (0, 0)))
    match.submit(1, Pick(hand(game, 1)[0], (0, 0)))
    assert [i.cell for i in log_lines(game, match.names(), "en")[0].items[:2]] == ["A1", "A1"]
    match.submit(0, Pick(hand(game, 0)[0], (0, -1)))       # left of the first card: it moves to column B
    match.submit(1, Pick(hand(game, 1)[0], (0, 1)))
    log = log_lines(game, match.names(), "en")
    assert [i.cell for i in log[0].items[:2]] == ["B1", "A1"]
    assert [i.cell for i in log[1].items[:2]] == ["A1", "B1"]


def test_the_log_never_shows_a_hand():
    """Each entry is the picks and the neutral's card: nothing of the hands the record keeps."""
    match = finished("forest", 2)
    for entry, record in zip(log_lines(match.state, match.names(), "en"), match.state.history):
        shown = [item.card for item in entry.items]
        assert shown == [p.card for p in record["actions"]] + [match.state.kind_id(record["neutral"])]


def solo_game() -> Match:
    """Solo: every turn the first card of the hand at the first legal cell, the next one given to Alban."""
    match = Match("forest", [Seat("Ana")], seed=11, solo=True)
    game = match.state
    while not match.over:
        card = hand(game, 0)[0]
        match.submit(0, Pick(card, game.ecosystems[0].legal_cells()[0]))
        match.submit(0, Discard(hand(game, 0)[0]))
    return match


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_solo_log_says_the_card_placed_given_and_the_draw(lang):
    match = solo_game()
    game = match.state
    names = FOREST_NAMES[lang]
    log = log_lines(game, match.names(), lang)
    assert len(log) == 20
    for entry, record in zip(log, game.history):
        pick = record["actions"][0]
        place, gave, *drew = entry.items
        assert (place.kind, place.who, place.card) == ("pick", None, pick.card)
        assert place.what.startswith(names[pick.card] + (" at " if lang == "en" else " en "))
        assert (gave.kind, gave.card) == ("discard", record["discard"])
        assert gave.text == (f"gave {names[record['discard']]} to Alban" if lang == "en"
                             else f"{names[record['discard']]} pour Alban")
        if record["turn"] < 20:
            [drew] = drew
            n = record["drawn"]
            assert drew.kind == "draw"
            if lang == "en":
                assert drew.text == ("drew 1 card" if n == 1 else f"drew {n} cards")
            else:
                assert drew.text == ("pioche 1 carte" if n == 1 else f"pioche {n} cartes")
        else:
            assert drew == []                       # the last turn draws nothing
    # Alban's row of five is full after turn 5: five cards are drawn
    assert log[4].text.endswith("drew 5 cards" if lang == "en" else "pioche 5 cartes")
    assert log[0].header == ("Turn 1" if lang == "en" else "Tour 1")


def test_a_solo_turn_half_played_shows_only_the_card_placed():
    match = Match("forest", [Seat("Ana")], seed=2, solo=True)
    game = match.state
    card = hand(game, 0)[0]
    match.submit(0, Pick(card, (0, 0)))
    [entry] = log_lines(game, match.names(), "en")
    assert entry.text == f"Turn 1: {FOREST_NAMES['en'][card]} at A1"


# ---------------------------------------------------------------------------- the panel


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_panel_fits_its_rect_at_every_size(make_app, lang, size):
    from scenes.gamelog import GameLogPanel

    app = make_app(lang, size)
    w, h = size
    for match in (finished("forest", 6, seed=2), finished_solo(), rabbit_game()[0]):
        for width in (round(w * 0.18), round(w * 0.3)):
            rect = pygame.Rect(w - width - 10, 60, width, h - 120)
            app.surface.fill((1, 2, 3))
            before = app.surface.copy()
            log = GameLogPanel(app)
            log.draw(app.surface, rect, match.state, match.names())
            pieces = log.content_rects()
            assert pieces and all(0 <= r.x and r.right <= log.content_width for r in pieces)
            assert log.content_width < log.view_rect(rect).w
            # nothing drawn outside the panel
            for strip in (pygame.Rect(0, 0, rect.x, h), pygame.Rect(0, 0, w, rect.y),
                          pygame.Rect(0, rect.bottom, w, h - rect.bottom), pygame.Rect(rect.right, 0, w - rect.right, h)):
                assert pixels(app.surface, strip) == pixels(before, strip)


def test_the_log_panel_follows_the_newest_entry_and_scrolls(make_app):
    from scenes.gamelog import GameLogPanel

    app = make_app("en")
    match = finished("forest", 4)
    rect = pygame.Rect(900, 80, 340, 500)
    log = GameLogPanel(app)
    log.draw(app.surface, rect, match.state, match.names())
    most = log.scroll
    assert most > 0                                  # 20 reveals do not fit: the newest is at the bottom
    assert log.entry_at((rect.centerx, log.view_rect(rect).bottom - 5), rect) == 20
    # the wheel scrolls only over the panel
    assert not log.handle(event(pygame.MOUSEMOTION, pos=(100, 100), rel=(0, 0), buttons=(0, 0, 0)), rect)
    assert not log.handle(event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0), rect)
    assert log.scroll == most
    log.handle(event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)), rect)
    assert log.handle(event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0), rect)
    assert log.scroll < most and not log.follow
    log.draw(app.surface, rect, match.state, match.names())
    assert log.scroll < most                         # scrolled up: it stays there
    assert log.handle(event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0), rect)
    up = log.scroll
    assert log.handle(event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0), rect)
    assert log.scroll > up
    for _ in range(40):
        log.handle(event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0), rect)
    assert log.scroll == most and log.follow         # back at the bottom: it follows again
    # a highlighted entry is brought into view
    log.draw(app.surface, rect, match.state, match.names(), highlight=2)
    view = log.view_rect(rect)
    assert log.entry_at((rect.centerx, view.y + 40), rect) in (1, 2, 3)
    log.draw(app.surface, rect, match.state, match.names(), highlight=19)
    assert log.entry_at((rect.centerx, view.bottom - 5), rect) in (19, 20)
    log.draw(app.surface, rect, match.state, match.names(), highlight=0)     # the deal: back to the top
    assert log.scroll == 0


# ---------------------------------------------------------------------------- the replay scene


def replay_for(app, match, source=None):
    from scenes.menu import MenuScene
    from scenes.ecosysteme.replay import ReplayScene

    app.push(MenuScene(app))
    scene = ReplayScene(app, match, source)
    app.push(scene)
    app.frame(0.016, events=[])
    return scene


def assert_shows(scene, step) -> None:
    """The scene shows exactly the rules' position at ``step``."""
    assert scene.state.to_json() == step.state.to_json()
    final = scene.final
    for seat in range(final.players):
        cards, fresh, swapped = scene.board("seat", seat)
        expected = {final.ecosystems[seat].frame_index(cell): step.state.kind_id(uid)
                    for cell, uid in step.state.ecosystems[seat].items()}
        assert cards == expected
        if step.record is not None:
            pick = step.record["actions"][seat]
            assert fresh == {final.ecosystems[seat].frame_index(pick.cell)}
            assert bool(swapped) == (pick.swap is not None)
        else:
            assert not fresh


def test_the_replay_steps_through_the_rules_positions(make_app):
    app = make_app("en")
    match = finished("forest", 2)
    steps = savegame.replay_steps(match)
    scene = replay_for(app, match)
    assert scene.index == 0 and scene.counter_text() == "The deal"
    for i in range(1, len(steps)):
        key(app, pygame.K_RIGHT)
        assert scene.index == i
        assert_shows(scene, steps[i])
    assert scene.counter_text() == "Pick 20 / 20"
    key(app, pygame.K_RIGHT)                         # no step past the end
    assert scene.index == 20
    key(app, pygame.K_LEFT)
    assert scene.index == 19
    assert_shows(scene, steps[19])
    key(app, pygame.K_HOME)
    assert scene.index == 0
    assert_shows(scene, steps[0])
    key(app, pygame.K_END)
    assert scene.index == 20
    # at the end: the final grids, the neutral's whole pile and the final scores
    for seat in range(2):
        frame = match.state.ecosystems[seat].frame(match.state.frame_kinds)
        assert scene.board("seat", seat)[0] == {k: match.rules.kinds[kind].id for k, kind in enumerate(frame)}
    assert list(scene.board("neutral", None)[0].values()) == [match.state.kind_id(u) for u in match.state.neutral_pile]
    summary = scene.score_summary()
    score = match.state.score()
    assert summary["title"] == "Final scores"
    assert [(name, total) for name, total, _ in summary["players"]] == \
        [(n, p.total) for n, p in zip(match.names(), score.players)]
    assert [won for *_, won in summary["players"]] == [i in score.winners for i in range(2)]
    assert summary["verdict"] in (f"{match.names()[score.winners[0]]} wins!", "Tie: Ana, Bob")


def test_the_replay_buttons_and_the_log_entries_move_it(make_app):
    app = make_app("fr")
    match = rabbit_game()[0]
    random_finish(match)
    scene = replay_for(app, match)
    labels = {b.label: b for b in scene.buttons}
    assert set(labels) == {"Retour", "Précédent", "Lecture", "Suivant"}
    assert not labels["Précédent"].enabled
    click(app, labels["Suivant"].rect.center)
    click(app, next(b for b in scene.buttons if b.label == "Suivant").rect.center)
    assert scene.index == 2 and scene.counter_text() == "Choix 2 / 20"
    click(app, next(b for b in scene.buttons if b.label == "Précédent").rect.center)
    assert scene.index == 1
    # the Lapin's swap at pick 3: its two cells are outlined on Ana's board
    steps = savegame.replay_steps(match)
    scene.go(3)
    assert sorted(scene.board("seat", 0)[2]) == sorted(match.state.ecosystems[0].frame_index(c)
                                                       for c in steps[3].record["actions"][0].swap)
    # a click on a log entry goes to that step
    app.frame(0.016, [])
    rect = scene.log_rect
    target = None
    for y in range(rect.y, rect.bottom, 4):
        step = scene.log.entry_at((rect.centerx, y), rect)
        if step is not None and step != scene.index:
            target = (step, (rect.centerx, y))
            break
    assert target is not None
    click(app, target[1])
    assert scene.index == target[0]
    assert_shows(scene, steps[target[0]])


def test_play_advances_a_step_a_second_and_pauses(make_app):
    app = make_app("en")
    match = finished_solo()
    scene = replay_for(app, match)
    assert scene.counter_text() == "The deal"
    key(app, pygame.K_SPACE)
    assert scene.playing
    assert next(b for b in scene.buttons if b.primary).label == "Pause"
    app.frame(0.6, [])
    assert scene.index == 0
    app.frame(0.6, [])
    assert scene.index == 1 and scene.counter_text() == "Turn 1 / 20"
    for _ in range(3):
        app.frame(1.0, [])
    assert scene.index == 4
    key(app, pygame.K_SPACE)
    assert not scene.playing
    app.frame(3.0, [])
    assert scene.index == 4
    # playing stops at the last step; Play from there starts again from the deal
    key(app, pygame.K_SPACE)
    for _ in range(30):
        app.frame(1.0, [])
    assert scene.index == 20 and not scene.playing
    assert scene.board("opponent", None)[0] == {i: match.state.kind_id(u) for i, u in enumerate(match.state.opponent)}
    summary = scene.score_summary()
    solo = match.state.score().solo
    assert summary["verdict"].startswith(f"Margin: {solo.margin:+d}")
    key(app, pygame.K_SPACE)
    assert scene.playing and scene.index == 0


def test_back_returns_to_the_previous_scene_and_escape_quits_when_alone(make_app):
    from scenes.ecosysteme.replay import ReplayScene

    app = make_app("en")
    match = finished("forest", 3)
    scene = replay_for(app, match)
    click(app, next(b for b in scene.buttons if b.label == "Back").rect.center)
    assert type(app.top).__name__ == "MenuScene" and app.running
    alone = make_app("en")
    alone.push(ReplayScene(alone, match))
    alone.frame(0.016, [])
    key(alone, pygame.K_ESCAPE)
    assert not alone.running and alone.exit_code == 0


def test_the_replay_of_a_game_in_progress_stops_where_it_is(make_app, data_folder):
    app = make_app("en")
    match = Match("savane", [Seat("Ana"), Seat("Bob", COMPUTER), Seat("Cy", COMPUTER)], seed=4)
    rng = random.Random(1)
    for _ in range(7):
        match.play_computers()
        match.submit(0, rng.choice(list(match.state.legal_actions(0))))
    match.play_computers()
    savegame.autosave(match)
    loaded = savegame.load_match(savegame.autosave_path())
    scene = replay_for(app, loaded)
    key(app, pygame.K_END)
    assert scene.index == 7 and scene.counter_text() == "Pick 7 / 7"
    assert scene.info_parts() == ["Round 1 · pick 7", "game in progress"]
    assert scene.state.to_json()["ecosystems"] == match.state.to_json()["ecosystems"]
    assert scene.score_summary()["verdict"] is None and scene.score_summary()["title"] == "Scores so far"


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [1, 2, 6])
def test_the_replay_layout_never_overlaps(make_app, lang, size, players):
    app = make_app(lang, size)
    match = finished_solo() if players == 1 else finished("savane", players, seed=5)
    scene = replay_for(app, match)
    scene.go(scene.last)
    app.frame(0.016, [])
    w, h = size
    screen = pygame.Rect(0, 0, w, h)
    blocks = scene.blocks
    assert len(blocks) == (2 if players == 1 else players + (players == 2))
    for i, a in enumerate(blocks):
        assert scene.boards_area.contains(a)
        assert not any(a.colliderect(b) for b in blocks[i + 1:])
    assert scene.cw >= 30                            # cards big enough to read, even six boards at 1280×720
    assert not scene.main.colliderect(scene.log_rect) and screen.contains(scene.log_rect)
    assert not scene.strip.colliderect(scene.boards_area)
    buttons = [b.rect for b in scene.buttons]
    for i, a in enumerate(buttons):
        assert screen.contains(a) and not a.colliderect(scene.main) and not a.colliderect(scene.log_rect)
        assert not any(a.colliderect(b) for b in buttons[i + 1:])
    assert scene.keys_x < scene.bottom.right


# ---------------------------------------------------------------------------- the score screen


@pytest.mark.parametrize("lang,label", [("en", "Replay"), ("fr", "Revoir")])
def test_the_score_screen_opens_the_replay_and_comes_back(make_app, lang, label):
    from scenes.ecosysteme.replay import ReplayScene
    from scenes.ecosysteme.scoring import ScoringScene

    app = make_app(lang)
    match = finished("forest", 2)
    scoring = scoring_for(app, match)
    scoring.skip()
    button = next(b for b in scoring.column.buttons if b.label == label)
    others = [b.rect for b in scoring.column.buttons if b is not button]
    assert scoring.band.contains(button.rect) and not any(button.rect.colliderect(r) for r in others)
    click(app, button.rect.center)
    assert isinstance(app.top, ReplayScene) and app.top.match is match
    key(app, pygame.K_ESCAPE)
    assert app.top is scoring and isinstance(app.top, ScoringScene)


# ---------------------------------------------------------------------------- ecosysteme replay FILE


@pytest.fixture
def saved_game(data_folder) -> tuple[Path, Match]:
    match = finished("forest", 2)
    return savegame.archive(match), match


def test_the_command_opens_the_replay_of_a_saved_game(saved_game, monkeypatch):
    import scenes.games

    path, match = saved_game
    opened = []
    monkeypatch.setattr(scenes.games, "run_replay", lambda m, source: opened.append((m, source)) or 0)
    assert main(["replay", str(path)]) == 0
    [(loaded, source)] = opened
    assert loaded.state.to_json() == match.state.to_json() and Path(source) == path


def test_the_command_shows_the_replay_in_a_window(saved_game, monkeypatch):
    """The real window (SDL's dummy driver), told to quit after its first frame: the replay is on it."""
    import scenes.ecosysteme.replay
    from scenes.app import FIRST_FRAME_ENV

    path, match = saved_game
    drawn = []
    real_draw = scenes.ecosysteme.replay.ReplayScene.draw

    def draw(self, surface):
        drawn.append((self.match.state.to_json(), len(self.steps), self.app.stack[:]))
        real_draw(self, surface)

    monkeypatch.setattr(scenes.ecosysteme.replay.ReplayScene, "draw", draw)
    monkeypatch.setenv(FIRST_FRAME_ENV, "1")
    assert main(["replay", str(path)]) == 0
    [(state, steps, stack)] = drawn
    assert state == match.state.to_json() and steps == 21 and len(stack) == 1


def test_the_command_replays_an_autosave_up_to_where_it_is(data_folder, monkeypatch):
    import scenes.games

    match = Match("forest", [Seat("Ana"), Seat("Bob", COMPUTER)], seed=8)
    rng = random.Random(2)
    for _ in range(5):
        match.play_computers()
        match.submit(0, rng.choice(list(match.state.legal_actions(0))))
    savegame.autosave(match)
    opened = []
    monkeypatch.setattr(scenes.games, "run_replay", lambda m, source: opened.append(m) or 0)
    assert main(["replay", str(savegame.autosave_path())]) == 0
    [loaded] = opened
    assert not loaded.over and len(savegame.replay_steps(loaded)) == 6


def damaged_files(folder: Path, good: Path) -> dict[str, Path]:
    data = json.loads(good.read_text(encoding="utf-8"))
    files = {"missing": folder / "nowhere.json"}
    files["truncated"] = folder / "truncated.json"
    files["truncated"].write_text(good.read_text(encoding="utf-8")[:300], encoding="utf-8")
    files["foreign"] = folder / "foreign.json"
    files["foreign"].write_text(json.dumps({"game": "chess"}), encoding="utf-8")
    data["actions"][3][1]["cell"] = [3, 3]
    files["edited"] = folder / "edited.json"
    files["edited"].write_text(json.dumps(data), encoding="utf-8")
    return files


@pytest.mark.parametrize("problem", ["missing", "truncated", "foreign", "edited"])
def test_a_file_that_cannot_be_replayed_is_one_line_and_no_window(saved_game, tmp_path, capsys, monkeypatch,
                                                                  problem):
    import scenes.games

    monkeypatch.setattr(scenes.games, "run_replay", lambda *a: pytest.fail("a window opened"))
    path = damaged_files(tmp_path, saved_game[0])[problem]
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"ecosysteme: {path}") and "Traceback" not in err


def test_the_installed_command_reports_a_damaged_file_without_traceback(tmp_path):
    bad = tmp_path / "game.json"
    bad.write_bytes(b"\x00\xff not a game")
    done = subprocess.run([str(COMMAND), "replay", str(bad)], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "ECOSYSTEME_DATA_DIR": str(tmp_path),
                               "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and done.stderr.startswith(f"ecosysteme: {bad}")
    assert "Traceback" not in done.stderr and done.stdout == ""
