"""The game's two languages. Card names come from data/cards.yaml; other words from here."""
from __future__ import annotations

import locale
import os

LANGUAGES = ("fr", "en")

STRINGS: dict[str, dict[str, str]] = {
    "biodiversity": {"fr": "Biodiversité", "en": "Biodiversity"},
    "total": {"fr": "Total", "en": "Total"},
    "winner": {"fr": "Gagnant·e", "en": "Winner"},
    "winners": {"fr": "Gagnant·es (égalité)", "en": "Winners (tie)"},
    "game_n": {"fr": "Partie {n}", "en": "Game {n}"},
    "margin": {"fr": "Écart", "en": "Margin"},
    "level": {"fr": "Niveau", "en": "Level"},
    "level_easy": {"fr": "victoire facile", "en": "easy win"},
    "level_normal": {"fr": "victoire normale", "en": "normal win"},
    "level_hard": {"fr": "victoire difficile", "en": "hard win"},
    "level_loss": {"fr": "défaite", "en": "loss"},
    "lion_prey": {"fr": "Proies des lions", "en": "Lion prey"},
    # menu
    "tagline": {"fr": "Bâtissez l'écosystème le plus riche", "en": "Build the richest ecosystem"},
    "new_game": {"fr": "Nouvelle partie", "en": "New game"},
    "rules": {"fr": "Règles", "en": "Rules"},
    "settings": {"fr": "Réglages", "en": "Settings"},
    "quit": {"fr": "Quitter", "en": "Quit"},
    "back": {"fr": "Retour", "en": "Back"},
    "version": {"fr": "version {v}", "en": "version {v}"},
    # settings
    "language": {"fr": "Langue", "en": "Language"},
    "fullscreen": {"fr": "Plein écran (F11)", "en": "Full screen (F11)"},
    "animations": {"fr": "Animations", "en": "Animations"},
    "on": {"fr": "Oui", "en": "On"},
    "off": {"fr": "Non", "en": "Off"},
    "speed_0": {"fr": "Aucune", "en": "None"},
    "speed_0.5": {"fr": "Lentes", "en": "Slow"},
    "speed_1.0": {"fr": "Normales", "en": "Normal"},
    "speed_2.0": {"fr": "Rapides", "en": "Fast"},
    "lang_fr": {"fr": "Français", "en": "Français"},
    "lang_en": {"fr": "English", "en": "English"},
    # setup
    "setup_title": {"fr": "Nouvelle partie", "en": "New game"},
    "choose_game": {"fr": "Jeu", "en": "Game"},
    "players": {"fr": "Joueurs", "en": "Players"},
    "solo": {"fr": "Solo", "en": "Solo"},
    "human": {"fr": "Humain", "en": "Human"},
    "computer": {"fr": "Ordinateur", "en": "Computer"},
    "start": {"fr": "Commencer", "en": "Start"},
    "neutral_note": {"fr": "À deux, un joueur neutre se joint à la partie.",
                     "en": "With two players, a neutral player joins the game."},
    "solo_note": {"fr": "Seul contre {name} : battez-le d'au moins {easy} points.",
                  "en": "Alone against {name}: beat them by at least {easy} points."},
    "player_n": {"fr": "Joueur {n}", "en": "Player {n}"},
    # table
    "neutral": {"fr": "Joueur neutre", "en": "Neutral player"},
    "skip_swap": {"fr": "Pas d'échange (S)", "en": "No swap (S)"},
    "swap_hint": {"fr": "Lapin : glissez une carte sur une autre pour les échanger, ou passez.",
                  "en": "Rabbit: drag one card onto another to swap them, or skip."},
    "ready": {"fr": "Je suis prêt·e", "en": "I'm ready"},
    "pass_to": {"fr": "Passez l'écran à {name}", "en": "Pass the screen to {name}"},
    "pass_note": {"fr": "Les autres joueurs ne regardent pas.", "en": "Everyone else looks away."},
    "leave_question": {"fr": "Quitter la partie en cours ?", "en": "Leave the game in progress?"},
    "leave_yes": {"fr": "Quitter", "en": "Leave"},
    "leave_no": {"fr": "Continuer", "en": "Keep playing"},
    "not_there": {"fr": "Cette carte ne peut pas aller là.", "en": "That card cannot go there."},
    "bad_swap": {"fr": "Cet échange n'est pas possible.", "en": "That swap is not possible."},
    "discard_here": {"fr": "Donnez la carte à {name} : déposez-la sur sa grille.",
                     "en": "Give the card to {name}: drop it on their grid."},
    "round_status": {"fr": "Manche {round} · Choix {pick}/{picks} · {arrow} {direction}",
                     "en": "Round {round} · Pick {pick}/{picks} · {arrow} {direction}"},
    "solo_status": {"fr": "Tour {turn}/{turns}", "en": "Turn {turn}/{turns}"},
    "pass_left": {"fr": "les mains passent à gauche", "en": "hands pass left"},
    "pass_right": {"fr": "les mains passent à droite", "en": "hands pass right"},
    "your_pick": {"fr": "{name} : choisissez une carte", "en": "{name}: choose a card"},
    "your_swap": {"fr": "{name} : échange du Lapin", "en": "{name}: rabbit swap"},
    "your_discard": {"fr": "{name} : une carte pour {opponent}", "en": "{name}: a card for {opponent}"},
    "your_score": {"fr": "Votre score : {total}", "en": "Your score: {total}"},
    "drag_hint": {"fr": "Glissez une carte de votre main sur une case éclairée. Clavier : ←/→ pour la carte, "
                        "Entrée, flèches pour la case, Entrée.",
                  "en": "Drag a card from your hand onto a lit cell. Keyboard: ←/→ for the card, Enter, "
                        "arrows for the cell, Enter."},
    "discard_hint": {"fr": "Glissez une carte sur la grille de {name} (ou ←/→ puis Entrée).",
                     "en": "Drag a card onto {name}'s grid (or ←/→ then Enter)."},
}


def default_language() -> str:
    """French when the system speaks French, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "fr" if code.lower().startswith("fr") else "en"


def tr(key: str, lang: str, **fmt: object) -> str:
    text = STRINGS[key].get(lang) or STRINGS[key]["en"]
    return text.format(**fmt) if fmt else text
