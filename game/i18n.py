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
    "tagline": {"fr": "Bâtissez l’écosystème le plus riche", "en": "Build the richest ecosystem"},
    "new_game": {"fr": "Nouvelle partie", "en": "New game"},
    "rules": {"fr": "Règles", "en": "Rules"},
    "settings": {"fr": "Réglages", "en": "Settings"},
    "quit": {"fr": "Quitter", "en": "Quit"},
    "back": {"fr": "Retour", "en": "Back"},
    "version": {"fr": "version {v}", "en": "version {v}"},
    # a dialog when the game cannot start or go on
    "fatal_title": {"fr": "Ecosystème – erreur", "en": "Ecosystème – error"},
    "fatal_ok": {"fr": "Fermer", "en": "Close"},
    "fatal_data": {"fr": "Un fichier du jeu est absent ou abîmé :\n\n{detail}\n\n"
                         "Réinstaller le jeu devrait le réparer.",
                   "en": "A file of the game is missing or damaged:\n\n{detail}\n\n"
                         "Reinstalling the game should repair it."},
    "fatal_start": {"fr": "Le jeu ne peut pas ouvrir sa fenêtre :\n\n{detail}",
                    "en": "The game cannot open its window:\n\n{detail}"},
    "fatal_bug": {"fr": "Ecosystème s’est arrêté sur une erreur inattendue :\n\n{detail}\n\n"
                        "Les détails sont dans {log}.",
                  "en": "Ecosystème stopped on an unexpected error:\n\n{detail}\n\n"
                        "The details are in {log}."},
    # settings
    "language": {"fr": "Langue", "en": "Language"},
    "fullscreen": {"fr": "Plein écran (F11)", "en": "Full screen (F11)"},
    "animations": {"fr": "Animations", "en": "Animations"},
    "on": {"fr": "Oui", "en": "On"},
    "off": {"fr": "Non", "en": "Off"},
    "speed_none": {"fr": "Aucune", "en": "None"},
    "speed_slow": {"fr": "Lentes", "en": "Slow"},
    "speed_normal": {"fr": "Normales", "en": "Normal"},
    "speed_fast": {"fr": "Rapides", "en": "Fast"},
    "lang_fr": {"fr": "Français", "en": "Français"},
    "lang_en": {"fr": "English", "en": "English"},
    # setup
    "setup_title": {"fr": "Nouvelle partie", "en": "New game"},
    "choose_game": {"fr": "Jeu", "en": "Game"},
    "players": {"fr": "Joueurs", "en": "Players"},
    "solo": {"fr": "Solo", "en": "Solo"},
    "human": {"fr": "Humain", "en": "Human"},
    "computer": {"fr": "Ordinateur", "en": "Computer"},
    "bot_easy": {"fr": "Facile", "en": "Easy"},
    "bot_medium": {"fr": "Moyen", "en": "Medium"},
    "bot_hard": {"fr": "Difficile", "en": "Hard"},
    "hint_button": {"fr": "Indice (H)", "en": "Hint (H)"},
    "hint_thinking": {"fr": "Réflexion…", "en": "Thinking…"},
    "hint_pick": {"fr": "Suggestion : la carte {card}, sur la case entourée de bleu.",
                  "en": "Suggestion: the {card} card, on the cell outlined in blue."},
    "hint_swap": {"fr": "Puis échangez les deux cartes reliées.", "en": "Then swap the two linked cards."},
    "hint_discard": {"fr": "Suggestion : donnez la carte {card} à {name}.",
                     "en": "Suggestion: give the {card} card to {name}."},
    "thinking_one": {"fr": "{name} réfléchit…", "en": "{name} is thinking…"},
    "thinking_many": {"fr": "{n} ordinateurs réfléchissent…", "en": "{n} computers are thinking…"},
    "start": {"fr": "Commencer", "en": "Start"},
    "neutral_note": {"fr": "À deux, un joueur neutre se joint à la partie : il garde une carte au hasard à chaque "
                           "tour, et sa pile compte dans les comparaisons.",
                     "en": "With two players, a neutral player joins in: it keeps a random card each turn, and its "
                           "pile counts in the comparisons."},
    "solo_note": {"fr": "Seul contre {name}, qui reçoit vos défausses. Battez-le de {levels} points.",
                  "en": "Alone against {name}, who gets your discards. Beat them by {levels} points."},
    "settings_damaged": {"fr": "Vos réglages ({file}) étaient illisibles : les réglages par défaut sont repris, "
                                "et l’ancien fichier est gardé sous le nom {aside}.",
                         "en": "Your settings ({file}) could not be read: the defaults are back, and the old file "
                               "was kept as {aside}."},
    "settings_empty": {"fr": "Vos réglages ({file}) ne contenaient rien d’utilisable : les réglages par défaut "
                             "sont repris.",
                       "en": "Your settings ({file}) held nothing usable: the defaults are back."},
    "player_n": {"fr": "Joueur {n}", "en": "Player {n}"},
    "computer_n": {"fr": "Ordinateur {n}", "en": "Computer {n}"},
    "same_names": {"fr": "Deux places portent le même nom : changez-en un pour commencer.",
                   "en": "Two seats have the same name: change one to start."},
    "watch_note": {"fr": "Aucun humain : vous regarderez l’ordinateur jouer toutes les places.",
                   "en": "No human: you will watch the computer play every seat."},
    "game_tile": {"fr": "{low} à {high} joueurs, ou solo contre {name}",
                  "en": "{low} to {high} players, or solo against {name}"},
    # table
    "neutral": {"fr": "Joueur neutre", "en": "Neutral player"},
    "skip_swap": {"fr": "Pas d’échange (S)", "en": "No swap (S)"},
    "ready": {"fr": "Je suis prêt·e", "en": "I’m ready"},
    "pass_to": {"fr": "Passez l’écran à {name}", "en": "Pass the screen to {name}"},
    "pass_note": {"fr": "Les autres joueurs ne regardent pas.", "en": "Everyone else looks away."},
    "leave_note": {"fr": "La partie est enregistrée : « Reprendre » au menu la poursuit.",
                   "en": "The game is saved: “Continue” in the menu picks it up again."},
    "leave_note_unsaved": {"fr": "Cette démonstration ne sera pas enregistrée.",
                           "en": "This demonstration is not saved."},
    "autosave_failed": {"fr": "La partie n’a pas pu être enregistrée ({error}).",
                        "en": "The game could not be saved ({error})."},
    "continue": {"fr": "Reprendre", "en": "Continue"},
    # a placement waits for its confirmation and can be taken back until then
    "confirm_pick": {"fr": "Valider (Entrée)", "en": "Confirm (Enter)"},
    "undo_pick": {"fr": "Reprendre la carte (Retour)", "en": "Take it back (Backspace)"},
    "placed_help": {"fr": "Validez pour jouer cette carte, ou reprenez-la pour changer d’avis.",
                    "en": "Confirm to play this card, or take it back to change your mind."},
    "setting_confirm": {"fr": "Valider chaque choix", "en": "Confirm each pick"},
    "window_too_small": {"fr": "La fenêtre est trop petite : agrandissez-la à au moins {w} × {h}.",
                         "en": "The window is too small: make it at least {w} × {h}."},
    "save_damaged": {"fr": "La partie enregistrée n’a pas pu être reprise : {error}. Commencez-en une nouvelle.",
                     "en": "The saved game could not be resumed: {error}. Start a new one."},
    "leave_question": {"fr": "Quitter la partie en cours ?", "en": "Leave the game in progress?"},
    "leave_yes": {"fr": "Quitter", "en": "Leave"},
    "leave_no": {"fr": "Continuer", "en": "Keep playing"},
    "not_there": {"fr": "Cette carte ne peut pas aller là.", "en": "That card cannot go there."},
    "bad_swap": {"fr": "Cet échange n’est pas possible.", "en": "That swap is not possible."},
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
    "their_score": {"fr": "{name} : {total}", "en": "{name}: {total}"},
    "watching": {"fr": "Partie de démonstration · vue de {name}", "en": "Demo game · seen from {name}"},
    "demo_hint": {"fr": "Démonstration : l’ordinateur joue toutes les places. Échap revient au menu.",
                  "en": "Demo: the computer plays every seat. Escape goes back to the menu."},
    "drag_hint": {"fr": "Glissez une carte de votre main sur une case éclairée. Clavier : ←/→ pour la carte, "
                        "Entrée, flèches pour la case, Entrée.",
                  "en": "Drag a card from your hand onto a lit cell. Keyboard: ←/→ for the card, Enter, "
                        "arrows for the cell, Enter."},
    "swap_keys": {"fr": "Lapin posé. Glissez une de vos cartes sur une autre pour les échanger. Clavier : flèches, "
                        "Entrée sur la première carte puis sur la seconde ; S : pas d’échange.",
                  "en": "Rabbit placed. Drag one of your cards onto another to swap them. Keyboard: arrows, Enter "
                        "on the first card then on the second; S: no swap."},
    "biodiversity_line": {"fr": "Biodiversité : {points:+d}", "en": "Biodiversity: {points:+d}"},
    "drew_one": {"fr": "Vous piochez 1 carte", "en": "You draw 1 card"},
    "drew_many": {"fr": "Vous piochez {n} cartes", "en": "You draw {n} cards"},
    "drew_row": {"fr": "Ligne complète chez {name} : vous piochez {n} cartes",
                 "en": "A row of {name}’s grid is full: you draw {n} cards"},
    "keys_short": {"fr": "Clavier : ←/→ la carte, Entrée, flèches la case, Entrée.",
                   "en": "Keyboard: ←/→ a card, Enter, arrows a cell, Enter."},
    "solo_hint": {"fr": "Placez une carte, puis donnez-en une à {name}. Vous piochez ensuite {draw} carte, "
                        "ou {row} quand {name} complète une ligne.",
                  "en": "Place a card, then give one to {name}. You then draw {draw} card, {row} when a row of "
                        "{name}’s grid is full."},
    "discard_hint": {"fr": "Glissez une carte sur la grille de {name} (ou ←/→ puis Entrée).",
                     "en": "Drag a card onto {name}’s grid (or ←/→ then Enter)."},
    # rules screen
    "rules_title": {"fr": "Règles du jeu", "en": "Game rules"},
    "rules_game_forest": {"fr": "Forêt", "en": "Forest"},
    "rules_game_savane": {"fr": "Savane", "en": "Savannah"},
    "rules_overview": {"fr": "Principe du jeu", "en": "Overview"},
    "rules_placement": {"fr": "Placement", "en": "Placement"},
    "rules_two_players": {"fr": "À deux joueurs", "en": "Two players"},
    "rules_solo": {"fr": "Mode solo", "en": "Solo mode"},
    "rules_scoring": {"fr": "Décompte", "en": "Scoring"},
    "rules_group_habitat": {"fr": "Habitats", "en": "Habitats"},
    "rules_group_terrain": {"fr": "Terrains", "en": "Terrain"},
    "rules_group_animal": {"fr": "Animaux", "en": "Animals"},
    "rules_cat_habitat": {"fr": "Habitat", "en": "Habitat"},
    "rules_cat_terrain": {"fr": "Terrain", "en": "Terrain"},
    "rules_cat_animal": {"fr": "Animal", "en": "Animal"},
    "rules_count": {"fr": "{n} cartes dans le paquet", "en": "{n} cards in the deck"},
    "rules_keys": {"fr": "↑/↓ rubrique · ←/→ jeu · Pg.préc./Pg.suiv. défiler · Échap retour",
                   "en": "↑/↓ section · ←/→ game · PgUp/PgDn scroll · Esc back"},
    # end-of-game scores
    "score_title": {"fr": "Fin de partie", "en": "Final scores"},
    "score_winner": {"fr": "Victoire de {names} !", "en": "{names} wins!"},
    "score_tie": {"fr": "Égalité : {names}", "en": "Tie: {names}"},
    "score_margin": {"fr": "Écart : {margin}", "en": "Margin: {margin}"},
    "score_thresholds": {"fr": "Seuils", "en": "Thresholds"},
    "score_level_easy": {"fr": "Facile", "en": "Easy"},
    "score_level_normal": {"fr": "Normal", "en": "Normal"},
    "score_level_hard": {"fr": "Difficile", "en": "Hard"},
    "score_confirm": {"fr": "Valider les scores", "en": "Confirm scores"},
    "score_play_again": {"fr": "Rejouer", "en": "Play again"},
    "score_menu": {"fr": "Menu", "en": "Menu"},
    "score_skip": {"fr": "Clic, Espace ou Entrée : tout afficher", "en": "Click, Space or Enter: show everything"},
    "score_hover_hint": {"fr": "Survolez une ligne pour voir les cartes qui l’ont rapportée.",
                         "en": "Hover over a row to see the cards that scored it."},
    "score_prey_hint": {"fr": "Proies des lions ({names}) : cliquez une carte cerclée pour la changer, puis validez.",
                        "en": "Lion prey ({names}): click a circled card to change it, then confirm."},
    "score_prey_more": {"fr": "{name} : choisissez encore {n} proie(s) parmi les cartes cerclées.",
                        "en": "{name}: choose {n} more prey among the circled cards."},
    # challenge ladder
    "challenges": {"fr": "Défis", "en": "Challenges"},
    "ladder_intro": {"fr": "Chaque échelon est une donne fixe, la même pour tous les joueurs. Battez l’adversaire "
                           "de l’écart visé pour ouvrir l’échelon suivant.",
                     "en": "Every rung is a fixed deal, the same for every player. Beat the opponent by the target "
                           "margin to open the next rung."},
    "ladder_against": {"fr": "Solo contre {name}", "en": "Solo against {name}"},
    "ladder_count": {"fr": "{n}/{total} échelons réussis", "en": "{n}/{total} rungs beaten"},
    "ladder_rung": {"fr": "Échelon {n}", "en": "Rung {n}"},
    "ladder_target": {"fr": "Écart ≥ {target}", "en": "Margin ≥ {target}"},
    "ladder_expert": {"fr": "Expert", "en": "Expert"},
    "ladder_best": {"fr": "Record {margin:+d} · {date}", "en": "Best {margin:+d} · {date}"},
    "ladder_games_one": {"fr": "1 partie", "en": "1 game"},
    "ladder_games_many": {"fr": "{n} parties", "en": "{n} games"},
    "ladder_not_played": {"fr": "Pas encore joué", "en": "Not played yet"},
    "ladder_locked": {"fr": "Verrouillé", "en": "Locked"},
    "ladder_locked_hint": {"fr": "Échelon {n} verrouillé : battez d’abord l’échelon {prev}.",
                           "en": "Rung {n} is locked: beat rung {prev} first."},
    "ladder_play": {"fr": "Jouer", "en": "Play"},
    "ladder_daily": {"fr": "Défi du jour", "en": "Daily challenge"},
    "ladder_daily_best": {"fr": "Meilleur écart du jour : {margin:+d}", "en": "Today’s best margin: {margin:+d}"},
    "ladder_daily_none": {"fr": "Pas encore joué aujourd’hui", "en": "Not played today"},
    "ladder_keys": {"fr": "Flèches : choisir · Entrée : jouer · Échap : retour",
                    "en": "Arrows: choose · Enter: play · Esc: back"},
    "ladder_damaged": {"fr": "Votre progression dans les défis ({file}) était illisible : elle repart de zéro, et "
                             "l’ancien fichier est gardé sous le nom {aside}.",
                       "en": "Your challenge progress ({file}) could not be read: it starts again from scratch, and "
                             "the old file was kept as {aside}."},
    "ladder_dismiss": {"fr": "Compris", "en": "Got it"},
    "ladder_player": {"fr": "Vous", "en": "You"},
    "ladder_months": {"fr": "janv.|févr.|mars|avr.|mai|juin|juil.|août|sept.|oct.|nov.|déc.",
                      "en": "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec"},
    "ladder_date": {"fr": "{day} {month} {year}", "en": "{day} {month} {year}"},
    "ladder_day": {"fr": "{day} {month}", "en": "{day} {month}"},
    "score_challenge_rung": {"fr": "Défi · échelon {n} sur {total}", "en": "Challenge · rung {n} of {total}"},
    "score_challenge_daily": {"fr": "Défi du jour · {date}", "en": "Daily challenge · {date}"},
    "score_target": {"fr": "Objectif ≥ {target}", "en": "Target ≥ {target}"},
    "score_target_met": {"fr": "Objectif atteint !", "en": "Target reached!"},
    "score_target_missed": {"fr": "Objectif manqué de {n}", "en": "Missed by {n}"},
    "score_new_best": {"fr": "Nouveau record : {margin:+d}", "en": "New best: {margin:+d}"},
    "score_best": {"fr": "Record : {margin:+d}", "en": "Best: {margin:+d}"},
    "score_unlocked": {"fr": "Échelon {n} débloqué !", "en": "Rung {n} unlocked!"},
    "score_top": {"fr": "Sommet de l’échelle !", "en": "Top of the ladder!"},
    "score_retry": {"fr": "Réessayer", "en": "Retry"},
    "score_next_rung": {"fr": "Échelon suivant", "en": "Next rung"},
    "score_not_saved": {"fr": "Le résultat n’a pas pu être enregistré ({error}).",
                        "en": "The result could not be saved ({error})."},
    # game log and replay
    "log_title": {"fr": "Journal de la partie", "en": "Game log"},
    "log_empty": {"fr": "Aucun choix révélé pour l’instant", "en": "No picks revealed yet"},
    "log_round_pick": {"fr": "Manche {round} · choix {pick}", "en": "Round {round} · pick {pick}"},
    "log_turn": {"fr": "Tour {turn}", "en": "Turn {turn}"},
    "log_who": {"fr": "{name} :", "en": "{name}:"},
    "log_sep": {"fr": " ; ", "en": "; "},
    "log_at": {"fr": "{card} en {cell}", "en": "{card} at {cell}"},
    "log_swap": {"fr": "échange {a} ↔ {b}", "en": "swapped {a} ↔ {b}"},
    "log_neutral": {"fr": "Neutre", "en": "Neutral"},
    "log_gave": {"fr": "{card} pour {name}", "en": "gave {card} to {name}"},
    "log_drew_one": {"fr": "pioche 1 carte", "en": "drew 1 card"},
    "log_drew_many": {"fr": "pioche {n} cartes", "en": "drew {n} cards"},
    "score_replay": {"fr": "Revoir", "en": "Replay"},
    "replay_title": {"fr": "Revoir la partie", "en": "Replay"},
    "replay_deal": {"fr": "La donne", "en": "The deal"},
    "replay_pick": {"fr": "Choix {n} / {total}", "en": "Pick {n} / {total}"},
    "replay_turn": {"fr": "Tour {n} / {total}", "en": "Turn {n} / {total}"},
    "replay_in_progress": {"fr": "partie en cours", "en": "game in progress"},
    "replay_previous": {"fr": "Précédent", "en": "Previous"},
    "replay_next": {"fr": "Suivant", "en": "Next"},
    "replay_play": {"fr": "Lecture", "en": "Play"},
    "replay_pause": {"fr": "Pause", "en": "Pause"},
    "replay_keys": {"fr": "← → : pas à pas · Espace : lecture · Début / Fin · Échap : retour",
                    "en": "← →: step · Space: play · Home / End · Esc: back"},
    "replay_final": {"fr": "Scores finaux", "en": "Final scores"},
    "replay_scores": {"fr": "Scores en cours", "en": "Scores so far"},
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
