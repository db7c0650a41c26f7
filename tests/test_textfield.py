"""The name field behaves as a desktop user expects: a click selects the default name, typing replaces the
selection, a caret moves with the arrows, Home and End, held keys repeat, and nothing unprintable gets in."""
from __future__ import annotations

import pygame
import pytest

APP_SIZE = (1280, 720)


@pytest.fixture
def field(make_app):
    from scenes.ui import TextField

    app = make_app()
    field = TextField("Player 2", pygame.Rect(100, 100, 300, 50), max_len=16)
    field.app = app                     # for the helpers below: draw needs the app's fonts
    field.draw(app.surface, app.fonts)
    return field


def down(key, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


def text(s):
    return pygame.event.Event(pygame.TEXTINPUT, text=s)


def press(field, *events):
    for event in events:
        field.handle(event)
        field.draw(field.app.surface, field.app.fonts)


def click(field, pos):
    press(field, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
          pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def type_text(field, s):
    press(field, *[text(ch) for ch in s])


def test_a_click_into_the_field_selects_the_default_name_and_typing_replaces_it(field):
    click(field, (field.rect.right - 20, field.rect.centery))
    assert field.focus and field.selected_text() == "Player 2"
    type_text(field, "Ana")
    assert field.text == "Ana"


def test_a_second_click_in_the_focused_field_places_the_caret_where_clicked(field):
    click(field, field.rect.center)
    click(field, (field.rect.x + 13, field.rect.centery))      # before the first letter
    assert field.selected_text() == ""
    type_text(field, "X")
    assert field.text == "XPlayer 2"


def test_ctrl_a_selects_everything(field):
    click(field, field.rect.center)
    press(field, down(pygame.K_END), down(pygame.K_a, pygame.KMOD_LCTRL, "a"))
    assert field.selected_text() == "Player 2"
    press(field, down(pygame.K_BACKSPACE))
    assert field.text == ""


def test_the_caret_moves_and_backspace_and_delete_edit_where_it_is(field):
    click(field, field.rect.center)
    press(field, down(pygame.K_END), down(pygame.K_LEFT), down(pygame.K_LEFT))   # "Player| 2"
    press(field, down(pygame.K_BACKSPACE))
    assert field.text == "Playe 2"
    press(field, down(pygame.K_HOME), down(pygame.K_DELETE))
    assert field.text == "laye 2"
    type_text(field, "P")
    press(field, down(pygame.K_RIGHT), down(pygame.K_DELETE))
    assert field.text == "Plye 2"


def test_a_held_backspace_repeats(field):
    # with key repeat on, a held key arrives as repeated KEYDOWNs: each one deletes a character
    click(field, field.rect.center)
    press(field, down(pygame.K_END), *[down(pygame.K_BACKSPACE)] * 3)
    assert field.text == "Playe"
    press(field, *[down(pygame.K_BACKSPACE)] * 20)
    assert field.text == ""


def test_shift_and_the_arrows_select_and_typing_replaces_the_selection(field):
    click(field, field.rect.center)
    press(field, down(pygame.K_HOME), *[down(pygame.K_RIGHT, pygame.KMOD_LSHIFT)] * 6)
    assert field.selected_text() == "Player"
    type_text(field, "Joueur")
    assert field.text == "Joueur 2"
    press(field, down(pygame.K_END, pygame.KMOD_SHIFT), down(pygame.K_DELETE))
    assert field.text == "Joueur"


def test_an_arrow_without_shift_collapses_the_selection(field):
    click(field, field.rect.center)                 # everything selected
    press(field, down(pygame.K_LEFT))
    assert field.selected_text() == ""
    type_text(field, ">")
    assert field.text == ">Player 2"


@pytest.mark.parametrize("junk", ["\x00", "\t", "\n", "\r", "\x1b", "\x7f", "\u200b", "\u202e"])
def test_control_characters_never_enter_the_name(field, junk):
    click(field, field.rect.center)
    type_text(field, f"A{junk}b")
    press(field, text(junk))
    assert field.text == "Ab"


def test_a_paste_is_cleaned_and_cut_to_the_maximum_length(field, monkeypatch):
    monkeypatch.setattr(pygame.scrap, "get_text", lambda: "Zoé\x00\tla\ngrande et plus encore\n")
    click(field, field.rect.center)
    press(field, down(pygame.K_v, pygame.KMOD_LCTRL, "v"))
    assert field.text == "Zoélagrande et p"
    assert len(field.text) == field.max_len


def test_the_maximum_length_holds_for_typing_and_inserting(field):
    click(field, field.rect.center)
    type_text(field, "abcdefghijklmnopqrstuvwxyz")
    assert field.text == "abcdefghijklmnop"
    press(field, down(pygame.K_HOME))
    type_text(field, "Z")
    assert field.text == "abcdefghijklmnop", "a full field takes nothing more"
    press(field, down(pygame.K_RIGHT, pygame.KMOD_SHIFT), down(pygame.K_RIGHT, pygame.KMOD_SHIFT))
    type_text(field, "XYZ")
    assert field.text == "XYcdefghijklmnop", "a selection is replaced by as much as fits"


def test_a_text_set_from_outside_is_cleaned_and_cut(field):
    field.text = "Al\x00ban the very long name"
    assert field.text == "Alban the very l"


def test_enter_and_escape_finish_editing_tab_passes_on(field):
    click(field, field.rect.center)
    assert field.handle(down(pygame.K_RETURN)) and not field.focus
    click(field, field.rect.center)
    assert field.handle(down(pygame.K_ESCAPE)) and not field.focus
    click(field, field.rect.center)
    assert not field.handle(down(pygame.K_TAB)) and not field.focus, "Tab moves the focus on: not used"
    assert not field.handle(text("x")), "a field without the focus takes no typing"
    assert field.text == "Player 2"


def test_the_selection_is_drawn_as_selected_text(field):
    surface = field.app.surface
    surface.fill((0, 0, 0))
    field.draw(surface, field.app.fonts)
    inside = surface.subsurface(field.rect.inflate(-6, -6))
    assert not _has_colour(inside, field.SELECTION), "no selection shown before the field is entered"
    click(field, field.rect.center)
    field.draw(surface, field.app.fonts)
    assert _has_colour(inside, field.SELECTION)
    press(field, down(pygame.K_END))
    field.draw(surface, field.app.fonts)
    assert not _has_colour(inside, field.SELECTION)


def _has_colour(surface, colour) -> bool:
    w, h = surface.get_size()
    return any(tuple(surface.get_at((x, y)))[:3] == tuple(colour) for x in range(0, w, 2) for y in range(0, h, 2))
