"""The texts of the in-game rules screen, in French and English (pure data, no pygame).

``RULES_TEXT[game_id][section][lang]``: a section is one of ``GENERAL_SECTIONS`` or a card kind id of
data/cards.yaml. The texts are written for this edition (the facts are the rulebooks': counts, points).

A tiny markup, read by scenes/rules.py, one instruction per line:
    ## Heading        a sub-heading
    - text            a bullet point
    | a | b | c |     a table row (consecutive rows make one table; the first row is the header)
    (empty line)      a paragraph break
    anything else     a paragraph
"""
from __future__ import annotations

GENERAL_SECTIONS = ("overview", "placement", "two_players", "solo", "scoring")

RULES_TEXT: dict[str, dict[str, dict[str, str]]] = {
    # ================================================================================= FORÊT
    "forest": {
        "overview": {
            "fr": """## Le but
Composez, carte après carte, l'écosystème qui rapporte le plus de points : un rectangle de 4 rangées sur 5 colonnes, soit 20 cartes. Le plus gros total l'emporte ; à égalité, la victoire est partagée.

## Le draft
Chaque joueur reçoit une main de 10 cartes. À chaque tour, tout le monde choisit en secret une carte de sa main ; les cartes choisies sont dévoilées en même temps et chacun pose la sienne dans son propre écosystème. Puis chacun donne le reste de sa main à son voisin.
- Manche 1 : 10 choix, les mains passent vers la gauche.
- Manche 2 : une nouvelle main de 10 cartes pour chacun, 10 choix, les mains passent vers la droite.
Au bout des 20 choix, les écosystèmes sont complets et l'on compte les points.

## Dans cette édition
Vous choisissez en une fois la carte, sa case (et l'échange du Lapin) ; le jeu révèle ensuite les choix de tous les joueurs d'un coup.

## Le matériel
130 cartes de 11 sortes (au plus 120 sont distribuées). De 2 à 6 joueurs, ou en solo contre Alban.""",
            "en": """## The goal
Build, one card at a time, the ecosystem worth the most points: a rectangle 4 rows high and 5 columns wide, 20 cards in all. The highest total wins; players with equal totals share the victory.

## The draft
Each player gets a hand of 10 cards. On every pick, everyone secretly chooses one card from their hand; the chosen cards are shown at the same moment and each player adds theirs to their own ecosystem. Then everyone hands the rest of their hand to a neighbour.
- Round 1: 10 picks, hands travel to the left.
- Round 2: a fresh hand of 10 cards each, 10 picks, hands travel to the right.
After 20 picks every ecosystem is complete and the points are counted.

## In this edition
You choose the card, its cell (and the Rabbit's swap) in one go; the game then reveals every player's choice at once.

## The cards
130 cards of 11 kinds (at most 120 are dealt). 2 to 6 players, or solo against Alban.""",
        },
        "placement": {
            "fr": """## Où poser une carte
La première carte se pose n'importe où. Chaque carte suivante doit toucher, par un côté entier, une carte déjà posée : à gauche, à droite, au-dessus ou en dessous. Un simple contact par un coin (en diagonale) ne suffit pas.

## Une grille qui s'agrandit
Au départ, l'écosystème n'a pas de cadre : il peut s'étendre dans toutes les directions. Seule sa taille finale est imposée : 4 rangées de haut et 5 colonnes de large (dans ce sens-là).
- Dès que vos cartes occupent 5 colonnes, impossible d'aller plus loin à gauche ou à droite.
- Dès qu'elles occupent 4 rangées, impossible d'aller plus haut ou plus bas.
Sur la table, les cases éclairées montrent toujours où la carte peut aller. À la fin, le rectangle de 4 × 5 est plein.

## Le vocabulaire des cartes
- Adjacente : qui partage un côté avec la carte (4 voisines au plus). Les diagonales ne sont pas adjacentes.
- Groupe (ou ruisseau) : des cartes de même sorte reliées entre elles par des côtés communs.
- Lapin : juste après l'avoir posé, vous pouvez échanger de place deux cartes de votre écosystème.""",
            "en": """## Where a card may go
Your first card goes anywhere. Every later card must share a full side with a card already placed: left, right, above or below. Touching only at a corner (diagonally) is not enough.

## A grid that grows
At first your ecosystem has no frame: it may spread in any direction. Only its final size is fixed: 4 rows high and 5 columns wide (in that orientation).
- As soon as your cards span 5 columns, you cannot go further left or right.
- As soon as they span 4 rows, you cannot go further up or down.
On the table, the lit cells always show where the card may go. At the end, the 4 × 5 rectangle is full.

## Words used on the cards
- Adjacent: sharing a side with the card (4 neighbours at most). Diagonal cards are not adjacent.
- Group (or stream): cards of the same kind linked to each other through shared sides.
- Rabbit: right after placing it, you may make two cards of your ecosystem trade places.""",
        },
        "two_players": {
            "fr": """## Un troisième joueur, neutre
À deux, un joueur neutre s'installe à la table. Il reçoit une main comme les autres et prend sa place dans le passage des mains : à la manche 1, l'un de vous lui passe sa main ; à la manche 2, c'est l'autre.

## Ce qu'il fait
À chaque tour, une fois vos deux cartes choisies, le jeu prend au hasard l'une des cartes que tient le joueur neutre et l'ajoute, face visible, à sa pile. Sa pile reste visible pendant toute la partie ; l'emplacement de ses cartes n'a pas d'importance.

## À quoi il sert
Il ne marque jamais de points et ne peut pas gagner, mais il participe aux comparaisons :
- ses Ruisseaux comptent pour la comparaison des ruisseaux, et tous ensemble ils forment un seul ruisseau (sa longueur est leur nombre) ;
- ses Loups comptent pour la comparaison des loups.
Surveillez sa pile : il peut vous priver de la première place.""",
            "en": """## A third, neutral player
With two players, a neutral player joins the table. It is dealt a hand like everyone else and takes its seat in the passing circle: in round 1 one of you passes a hand to it, in round 2 the other does.

## What it does
On every pick, once you have both chosen, the game draws one card at random from the neutral player's hand and lays it face up on its pile. The pile stays visible all game; where its cards lie does not matter.

## Why it matters
It never scores and cannot win, but it takes part in the comparisons:
- its Streams count in the stream comparison, and all of them together form a single stream (its length is their number);
- its Wolves count in the wolf comparison.
Keep an eye on its pile: it can push you out of first place.""",
        },
        "solo": {
            "fr": """## Seul contre Alban
Alban est un adversaire virtuel : il bâtit son écosystème avec les cartes que vous lui abandonnez.
- Vous commencez avec une main de 10 cartes.
- À chaque tour, posez une carte dans votre écosystème en respectant les règles de placement, puis choisissez une carte de votre main et donnez-la à Alban.
- Les cartes d'Alban remplissent sa grille dans le sens de la lecture : la rangée du haut de gauche à droite, puis la suivante, jusqu'au coin en bas à droite. Il ne choisit rien et ses cartes n'ont aucun effet à la pose (son Lapin n'échange rien).
- Piochez ensuite 1 carte, ou 5 cartes quand Alban vient de terminer une rangée (après les tours 5, 10 et 15).
- Après 20 tours, les deux écosystèmes sont complets ; la carte restée en main est défaussée.

## Le décompte
Les deux écosystèmes se comptent normalement ; les comparaisons des ruisseaux et des loups se font entre vous et Alban. Alban ne marque aucun point de biodiversité.

## Votre niveau
Retranchez le score d'Alban du vôtre :
| Écart | Résultat |
| 70 ou plus | victoire difficile |
| de 50 à 69 | victoire normale |
| de 30 à 49 | victoire facile |
| moins de 30 | défaite |""",
            "en": """## Alone against Alban
Alban is a virtual opponent: he builds his ecosystem out of the cards you give up.
- You start with a hand of 10 cards.
- Each turn, place one card in your ecosystem by the usual rules, then choose one card of your hand and give it to Alban.
- Alban's cards fill his grid in reading order: the top row from left to right, then the next row, down to the bottom-right corner. He chooses nothing and his cards have no effect when placed (his Rabbit swaps nothing).
- Then draw 1 card, or 5 cards when Alban has just completed a row (after turns 5, 10 and 15).
- After 20 turns both ecosystems are complete; the card left in your hand is discarded.

## Scoring
Both ecosystems are scored normally; the stream and wolf comparisons are between you and Alban. Alban earns no biodiversity points.

## Your level
Take Alban's score away from yours:
| Margin | Result |
| 70 or more | hard win |
| 50 to 69 | normal win |
| 30 to 49 | easy win |
| under 30 | loss |""",
        },
        "scoring": {
            "fr": """## Compter les points
Chacune des 11 sortes de cartes rapporte des points selon sa propre règle (voir la page de chaque carte), puis on ajoute la biodiversité.

## Les comparaisons
Les Ruisseaux et les Loups se comparent d'un écosystème à l'autre. Seuls les écosystèmes qui ont au moins une carte de cette sorte y participent.
- Ruisseaux : le plus long ruisseau de chacun. 1er : 8 points, 2e : 5 points.
- Loups : le nombre de Loups. 1er : 12 points, 2e : 8, 3e : 4.

## Les égalités
Votre place vaut 1 plus le nombre d'écosystèmes qui font strictement mieux que vous. Les ex æquo partagent donc la même place et touchent tous sa récompense ; la ou les places suivantes ne sont pas attribuées. Avec des récompenses de 12, 8 et 4 :
| Loups | Points |
| 3, 3 et 2 | 12, 12 et 4 |
| 3, 2 et 2 | 12, 8 et 8 |
| 3, 3 et 3 | 12, 12 et 12 |

## La biodiversité
Comptez vos trous : les sortes de cartes qui vous ont rapporté 0 point, parce que vous n'en avez aucune ou parce que leur condition n'est pas remplie (des Ruisseaux ou des Loups qui ne gagnent aucune récompense comptent aussi comme un trou).
| Trous | 0 à 2 | 3 | 4 | 5 | 6 ou plus |
| Points | 12 | 7 | 3 | 0 | −5 |

## Le vainqueur
Le plus gros total (11 sortes + biodiversité) gagne ; les ex æquo se partagent la victoire.""",
            "en": """## Counting the points
Each of the 11 kinds of cards scores by its own rule (see each card's page), then biodiversity is added.

## Comparisons
Streams and Wolves are compared between ecosystems. Only ecosystems holding at least one card of that kind take part.
- Streams: each player's longest stream. 1st: 8 points, 2nd: 5 points.
- Wolves: the number of Wolves. 1st: 12 points, 2nd: 8, 3rd: 4.

## Ties
Your place is 1 plus the number of ecosystems that do strictly better than you. Tied players therefore share a place and all collect its prize; the next place or places are then not awarded. With prizes of 12, 8 and 4:
| Wolves | Points |
| 3, 3 and 2 | 12, 12 and 4 |
| 3, 2 and 2 | 12, 8 and 8 |
| 3, 3 and 3 | 12, 12 and 12 |

## Biodiversity
Count your gaps: the kinds of cards that earned you 0 points, because you have none of them or because their condition failed (Streams or Wolves that win no prize are gaps too).
| Gaps | 0 to 2 | 3 | 4 | 5 | 6 or more |
| Points | 12 | 7 | 3 | 0 | −5 |

## The winner
The highest total (11 kinds + biodiversity) wins; tied players share the victory.""",
        },
        # --------------------------------------------------------------------- Forêt kinds
        "bee": {
            "fr": """3 points pour chaque Clairière adjacente à l'Abeille (jusqu'à 4, soit 12 points au plus).

## Exemple
Une Clairière à sa gauche et une autre juste en dessous : 6 points.

## Conseil
Les Abeilles font aussi le bonheur des Ours voisins.""",
            "en": """3 points for each Meadow adjacent to the Bee (up to 4 of them, so 12 points at most).

## Example
A Meadow on its left and another right below it: 6 points.

## Tip
Bees also delight the Bears next to them.""",
        },
        "bear": {
            "fr": """2 points pour chaque Abeille adjacente et pour chaque Truite adjacente.

## Exemple
Un Ours entre une Abeille et une Truite : 4 points. Entouré de quatre Abeilles ou Truites : 8 points.

## Attention
Un Ours à côté d'un Renard prive ce Renard de ses points.""",
            "en": """2 points for each adjacent Bee and for each adjacent Trout.

## Example
A Bear between a Bee and a Trout: 4 points. Surrounded by four Bees or Trout: 8 points.

## Watch out
A Bear next to a Fox robs that Fox of its points.""",
        },
        "trout": {
            "fr": """2 points pour chaque Ruisseau adjacent et pour chaque Libellule adjacente.

## Exemple
Une Truite au bord d'un Ruisseau, avec une Libellule au-dessus : 4 points.

## Conseil
Les Truites nourrissent aussi les Ours voisins et les Aigles proches.""",
            "en": """2 points for each adjacent Stream and for each adjacent Dragonfly.

## Example
A Trout beside a Stream, with a Dragonfly above it: 4 points.

## Tip
Trout also feed the Bears next to them and the Eagles nearby.""",
        },
        "fox": {
            "fr": """3 points si aucune des cartes adjacentes au Renard n'est un Loup ou un Ours ; sinon, 0 point.

Les cartes en diagonale n'ont pas d'importance : seuls les quatre côtés comptent.""",
            "en": """3 points if none of the cards adjacent to the Fox is a Wolf or a Bear; otherwise 0 points.

Diagonal cards do not matter: only the four sides count.""",
        },
        "eagle": {
            "fr": """2 points pour chaque Lapin et pour chaque Truite à 2 pas ou moins de l'Aigle.

## Les cases à 2 pas ou moins
- les 4 cartes adjacentes ;
- les 4 cartes à deux cases en ligne droite (deux vers le haut, le bas, la gauche ou la droite) ;
- les 4 cartes en diagonale : une diagonale compte pour deux pas (un de côté, un vers le haut ou le bas).
Soit 12 cases au plus.

## Exemple
Un Lapin à sa droite, un Lapin deux cases au-dessus et une Truite en diagonale : 6 points.""",
            "en": """2 points for each Rabbit and for each Trout at most 2 steps away from the Eagle.

## Cells at most 2 steps away
- the 4 adjacent cards;
- the 4 cards two cells away in a straight line (two up, down, left or right);
- the 4 diagonal cards: a diagonal counts as two steps (one sideways, one up or down).
That is 12 cells at most.

## Example
A Rabbit on its right, a Rabbit two cells above and a Trout on a diagonal: 6 points.""",
        },
        "dragonfly": {
            "fr": """Regardez les ruisseaux qui touchent la Libellule par un côté : elle marque la longueur totale de ces ruisseaux, 1 point par carte Ruisseau.

Un même ruisseau qui la touche par deux côtés ne compte qu'une fois.

## Exemple
Une Libellule qui touche un ruisseau de 4 cartes et un autre de 2 cartes : 6 points.""",
            "en": """Look at the streams touching the Dragonfly along a side: it scores the total length of those streams, 1 point per Stream card.

A stream touching it on two sides still counts only once.

## Example
A Dragonfly touching a stream of 4 cards and another of 2 cards: 6 points.""",
        },
        "deer": {
            "fr": """Les Cerfs marquent ensemble, une seule fois pour tout l'écosystème : 2 points par rangée et 2 points par colonne contenant au moins un Cerf.

## Exemple
3 Cerfs répartis sur 3 rangées et 2 colonnes : 6 + 4 = 10 points.

## Au mieux
Des Cerfs dans les 4 rangées et les 5 colonnes : 18 points.""",
            "en": """Deer score together, once for the whole ecosystem: 2 points for each row and 2 points for each column holding at least one Deer.

## Example
3 Deer spread over 3 rows and 2 columns: 6 + 4 = 10 points.

## At best
Deer in all 4 rows and all 5 columns: 18 points.""",
        },
        "rabbit": {
            "fr": """1 point par Lapin.

## L'échange
Juste après avoir posé un Lapin, vous pouvez échanger de place deux cartes de votre écosystème, n'importe lesquelles (le Lapin lui-même peut en faire partie). L'échange est facultatif et ne se garde pas pour plus tard.

Sur la table, glissez une carte sur une autre pour les échanger, ou passez.""",
            "en": """1 point per Rabbit.

## The swap
Right after placing a Rabbit, you may make any two cards of your ecosystem trade places (the Rabbit itself may be one of them). The swap is optional and cannot be saved for later.

On the table, drag one card onto another to swap them, or skip.""",
        },
        "meadow": {
            "fr": """Chaque groupe de Clairières reliées entre elles marque selon sa taille :
| Taille du groupe | 1 | 2 | 3 | 4 | 5 ou plus |
| Points | 0 | 3 | 6 | 10 | 15 |

## Exemples
Une Clairière isolée ne rapporte rien. Deux groupes séparés de 3 : 12 points ; un seul groupe de 6 : 15 points.

## Conseil
Les Clairières font aussi marquer les Abeilles voisines.""",
            "en": """Each group of connected Meadows scores by its size:
| Group size | 1 | 2 | 3 | 4 | 5 or more |
| Points | 0 | 3 | 6 | 10 | 15 |

## Examples
A lone Meadow earns nothing. Two separate groups of 3: 12 points; a single group of 6: 15 points.

## Tip
Meadows also make the Bees next to them score.""",
        },
        "stream": {
            "fr": """Votre plus long ruisseau (des Ruisseaux reliés par leurs côtés) est comparé au plus long ruisseau des autres écosystèmes :
- le plus long : 8 points ;
- le deuxième : 5 points.
Seul votre plus long ruisseau compte ; en cas d'égalité, la place est partagée (voir Décompte).

## Conseil
Les Ruisseaux font aussi marquer les Truites et les Libellules.""",
            "en": """Your longest stream (Streams linked by their sides) is compared with the longest stream of every other ecosystem:
- the longest: 8 points;
- the second: 5 points.
Only your longest stream counts; on a tie, the place is shared (see Scoring).

## Tip
Streams also make Trout and Dragonflies score.""",
        },
        "wolf": {
            "fr": """On compare le nombre de Loups de chaque écosystème ; leur emplacement n'a aucune importance :
- le plus de Loups : 12 points ;
- le deuxième : 8 points ;
- le troisième : 4 points.
En cas d'égalité, la place est partagée (voir Décompte).

## Attention
Un Loup adjacent à un Renard prive ce Renard de ses points.""",
            "en": """The number of Wolves in each ecosystem is compared; where they stand makes no difference:
- the most Wolves: 12 points;
- the second: 8 points;
- the third: 4 points.
On a tie, the place is shared (see Scoring).

## Watch out
A Wolf adjacent to a Fox robs that Fox of its points.""",
        },
    },
    # ================================================================================ SAVANE
    "savane": {
        "overview": {
            "fr": """## Le but
Composez, carte après carte, la savane qui rapporte le plus de points : un rectangle de 4 rangées sur 5 colonnes, soit 20 cartes. Le plus gros total l'emporte ; à égalité, la victoire est partagée.

## Le draft
Chaque joueur reçoit une main de 11 cartes. À chaque tour, tout le monde choisit en secret une carte de sa main ; les cartes choisies sont dévoilées en même temps et chacun pose la sienne dans son propre écosystème. Puis chacun donne le reste de sa main à son voisin.
- Manche 1 : 10 choix, les mains passent vers la gauche. La 11e carte qui reste en main est défaussée.
- Manche 2 : une nouvelle main de 11 cartes pour chacun, 10 choix, les mains passent vers la droite ; la dernière carte est encore défaussée.
Au bout des 20 choix, les écosystèmes sont complets et l'on compte les points.

## Dans cette édition
Vous choisissez en une fois la carte et sa case ; le jeu révèle ensuite les choix de tous les joueurs d'un coup.

## Le matériel
132 cartes : 3 sortes de terrains et 8 sortes d'animaux. De 2 à 6 joueurs, ou en solo contre Jhay.""",
            "en": """## The goal
Build, one card at a time, the savannah worth the most points: a rectangle 4 rows high and 5 columns wide, 20 cards in all. The highest total wins; players with equal totals share the victory.

## The draft
Each player gets a hand of 11 cards. On every pick, everyone secretly chooses one card from their hand; the chosen cards are shown at the same moment and each player adds theirs to their own ecosystem. Then everyone hands the rest of their hand to a neighbour.
- Round 1: 10 picks, hands travel to the left. The 11th card left in each hand is discarded.
- Round 2: a fresh hand of 11 cards each, 10 picks, hands travel to the right; the last card is discarded again.
After 20 picks every ecosystem is complete and the points are counted.

## In this edition
You choose the card and its cell in one go; the game then reveals every player's choice at once.

## The cards
132 cards: 3 kinds of terrain and 8 kinds of animals. 2 to 6 players, or solo against Jhay.""",
        },
        "placement": {
            "fr": """## Où poser une carte
La première carte se pose n'importe où. Chaque carte suivante doit toucher, par un côté entier, une carte déjà posée : à gauche, à droite, au-dessus ou en dessous. Un simple contact par un coin (en diagonale) ne suffit pas.

## Une grille qui s'agrandit
Au départ, l'écosystème n'a pas de cadre : il peut s'étendre dans toutes les directions. Seule sa taille finale est imposée : 4 rangées de haut et 5 colonnes de large (dans ce sens-là).
- Dès que vos cartes occupent 5 colonnes, impossible d'aller plus loin à gauche ou à droite.
- Dès qu'elles occupent 4 rangées, impossible d'aller plus haut ou plus bas.
Sur la table, les cases éclairées montrent toujours où la carte peut aller. À la fin, le rectangle de 4 × 5 est plein.

## Le vocabulaire des cartes
- Adjacente : qui partage un côté avec la carte (4 voisines au plus). Les diagonales ne sont pas adjacentes.
- Diagonale : l'une des 4 cartes qui touchent la carte par un coin seulement.
- Groupe : des cartes de même sorte reliées entre elles par des côtés communs.
- En dessous : dans la même colonne, plus bas, à n'importe quelle distance.
- Face cachée : une Gazelle ou un Zèbre chassé est retourné ; ce n'est plus un animal, mais un festin pour les Hyènes et les Vautours.""",
            "en": """## Where a card may go
Your first card goes anywhere. Every later card must share a full side with a card already placed: left, right, above or below. Touching only at a corner (diagonally) is not enough.

## A grid that grows
At first your ecosystem has no frame: it may spread in any direction. Only its final size is fixed: 4 rows high and 5 columns wide (in that orientation).
- As soon as your cards span 5 columns, you cannot go further left or right.
- As soon as they span 4 rows, you cannot go further up or down.
On the table, the lit cells always show where the card may go. At the end, the 4 × 5 rectangle is full.

## Words used on the cards
- Adjacent: sharing a side with the card (4 neighbours at most). Diagonal cards are not adjacent.
- Diagonal: one of the 4 cards touching the card only at a corner.
- Group: cards of the same kind linked to each other through shared sides.
- Below: in the same column, further down, at any distance.
- Face down: a hunted Gazelle or Zebra is turned over; it is no longer an animal, but a feast for Hyenas and Vultures.""",
        },
        "two_players": {
            "fr": """## Un troisième joueur, neutre
À deux, un joueur neutre s'installe à la table. Il reçoit une main comme les autres et prend sa place dans le passage des mains : à la manche 1, l'un de vous lui passe sa main ; à la manche 2, c'est l'autre.

## Ce qu'il fait
À chaque tour, une fois vos deux cartes choisies, le jeu prend au hasard l'une des cartes que tient le joueur neutre et l'ajoute, face visible, à sa pile. Sa pile reste visible pendant toute la partie ; l'emplacement de ses cartes n'a pas d'importance.

## À quoi il sert
Il ne marque jamais de points et ne peut pas gagner, mais ses Gazelles participent à la comparaison des troupeaux de Gazelles. Surveillez sa pile : il peut vous priver du bonus du plus grand troupeau.""",
            "en": """## A third, neutral player
With two players, a neutral player joins the table. It is dealt a hand like everyone else and takes its seat in the passing circle: in round 1 one of you passes a hand to it, in round 2 the other does.

## What it does
On every pick, once you have both chosen, the game draws one card at random from the neutral player's hand and lays it face up on its pile. The pile stays visible all game; where its cards lie does not matter.

## Why it matters
It never scores and cannot win, but its Gazelles take part in the Gazelle herd comparison. Keep an eye on its pile: it can take the biggest-herd bonus away from you.""",
        },
        "solo": {
            "fr": """## Seul contre Jhay
Jhay est un adversaire virtuel qui bâtit son écosystème avec les cartes que vous abandonnez.
- Vous commencez avec une main de 10 cartes.
- À chaque tour, posez une carte dans votre écosystème en respectant les règles de placement, puis choisissez une carte de votre main et donnez-la à Jhay.
- Les cartes de Jhay remplissent sa grille dans le sens de la lecture : la rangée du haut de gauche à droite, puis la suivante, jusqu'au coin en bas à droite. Jhay ne choisit rien.
- Piochez ensuite 1 carte, ou 5 cartes quand Jhay vient de terminer une rangée (après les tours 5, 10 et 15).
- Après 20 tours, les deux écosystèmes sont complets ; la carte restée en main est défaussée.

## Le décompte
Les deux écosystèmes se comptent normalement ; la comparaison des troupeaux de Gazelles se fait entre vous et Jhay. Quand les Lions de Jhay chassent, c'est vous qui choisissez leurs proies : le jeu prend le choix le plus défavorable pour Jhay.

## Votre niveau
Retranchez le score de Jhay du vôtre :
| Écart | Résultat |
| 85 ou plus | victoire difficile |
| de 75 à 84 | victoire normale |
| de 55 à 74 | victoire facile |
| moins de 55 | défaite |""",
            "en": """## Alone against Jhay
Jhay is a virtual opponent who builds an ecosystem out of the cards you give up.
- You start with a hand of 10 cards.
- Each turn, place one card in your ecosystem by the usual rules, then choose one card of your hand and give it to Jhay.
- Jhay's cards fill Jhay's grid in reading order: the top row from left to right, then the next row, down to the bottom-right corner. Jhay chooses nothing.
- Then draw 1 card, or 5 cards when Jhay has just completed a row (after turns 5, 10 and 15).
- After 20 turns both ecosystems are complete; the card left in your hand is discarded.

## Scoring
Both ecosystems are scored normally; the Gazelle herd comparison is between you and Jhay. When Jhay's Lions hunt, you choose their prey: the game takes the choice that hurts Jhay most.

## Your level
Take Jhay's score away from yours:
| Margin | Result |
| 85 or more | hard win |
| 75 to 84 | normal win |
| 55 to 74 | easy win |
| under 55 | loss |""",
        },
        "scoring": {
            "fr": """## Compter les points, dans l'ordre
Chaque sorte de carte rapporte des points selon sa propre règle (voir la page de chaque carte). L'ordre compte, car des cartes se retournent en cours de route :
Point d'eau → Prairie → Arbre → Gazelle → Zèbre → Girafe → Guépard → Lion → Éléphant → Hyène → Vautour.

## Les cartes retournées
Les Guépards et les Lions retournent face cachée les Gazelles et les Zèbres qu'ils chassent. Une carte retournée garde les points qu'elle a déjà marqués ; ensuite, elle n'est plus un animal (elle ne gêne plus les Éléphants) mais elle nourrit les Hyènes et les Vautours.

## La comparaison des troupeaux
On compare le nombre de Gazelles de chaque écosystème (seuls ceux qui en ont au moins une participent) : le plus grand troupeau gagne 5 points de plus, le deuxième 2 points.

## Les égalités
Votre place vaut 1 plus le nombre d'écosystèmes qui font strictement mieux que vous. Les ex æquo partagent donc la même place et touchent tous sa récompense ; la place suivante n'est pas attribuée. Par exemple, avec 6, 6 et 4 Gazelles : 5, 5 et rien.

## Le vainqueur
Il n'y a pas de biodiversité dans Savane. Le plus gros total gagne ; les ex æquo se partagent la victoire.""",
            "en": """## Counting the points, in order
Each kind of card scores by its own rule (see each card's page). The order matters, because some cards get turned over along the way:
Waterhole → Grassland → Tree → Gazelle → Zebra → Giraffe → Cheetah → Lion → Elephant → Hyena → Vulture.

## Cards turned face down
Cheetahs and Lions turn the Gazelles and Zebras they hunt face down. A card turned over keeps the points it has already scored; from then on it is no longer an animal (it no longer bothers Elephants) but it feeds Hyenas and Vultures.

## The herd comparison
The number of Gazelles in each ecosystem is compared (only those with at least one take part): the biggest herd earns 5 extra points, the second 2 points.

## Ties
Your place is 1 plus the number of ecosystems that do strictly better than you. Tied players therefore share a place and all collect its prize; the next place is then not awarded. For instance, with 6, 6 and 4 Gazelles: 5, 5 and nothing.

## The winner
There is no biodiversity in Savannah. The highest total wins; tied players share the victory.""",
        },
        # -------------------------------------------------------------------- Savane kinds
        "waterhole": {
            "fr": """2 points pour chaque sorte d'animal différente adjacente au Point d'eau.

Deux Girafes ne comptent que pour une sorte. Les terrains (Point d'eau, Prairie, Arbre) ne sont pas des animaux.

## Exemple
Un Point d'eau à côté de deux Girafes et d'un Lion : 2 sortes, 4 points.""",
            "en": """2 points for each different kind of animal adjacent to the Waterhole.

Two Giraffes count as one kind only. Terrain cards (Waterhole, Grassland, Tree) are not animals.

## Example
A Waterhole next to two Giraffes and a Lion: 2 kinds, 4 points.""",
        },
        "grassland": {
            "fr": """Chaque groupe de Prairies reliées entre elles marque selon sa taille :
| Taille du groupe | 1 | 2 | 3 | 4 ou plus |
| Points | 1 | 4 | 9 | 16 |

## Exemple
Un groupe de 4 Prairies et une Prairie isolée : 16 + 1 = 17 points.

## Conseil
Les Prairies font aussi marquer les Zèbres voisins et permettent aux Lions de chasser.""",
            "en": """Each group of connected Grasslands scores by its size:
| Group size | 1 | 2 | 3 | 4 or more |
| Points | 1 | 4 | 9 | 16 |

## Example
A group of 4 Grasslands and a lone one: 16 + 1 = 17 points.

## Tip
Grasslands also make nearby Zebras score and let Lions hunt.""",
        },
        "tree": {
            "fr": """Les Arbres marquent ensemble, une seule fois pour tout l'écosystème : 2 points par rangée et 2 points par colonne contenant au moins un Arbre.

## Exemple
3 Arbres répartis sur 3 rangées et 2 colonnes : 6 + 4 = 10 points.

## Conseil
Une Girafe a besoin d'un Arbre à côté d'elle.""",
            "en": """Trees score together, once for the whole ecosystem: 2 points for each row and 2 points for each column holding at least one Tree.

## Example
3 Trees spread over 3 rows and 2 columns: 6 + 4 = 10 points.

## Tip
A Giraffe needs a Tree next to it.""",
        },
        "gazelle": {
            "fr": """2 points par Gazelle, plus la comparaison des troupeaux : l'écosystème qui a le plus de Gazelles gagne 5 points de plus, le deuxième 2 points.

Les Gazelles marquent avant toute chasse : une Gazelle retournée ensuite par un Guépard ou un Lion garde ses points, et elle compte toujours dans le troupeau.

À deux joueurs, les Gazelles du joueur neutre participent à la comparaison.""",
            "en": """2 points per Gazelle, plus the herd comparison: the ecosystem with the most Gazelles earns 5 extra points, the second 2 points.

Gazelles score before any hunting: a Gazelle later turned over by a Cheetah or a Lion keeps its points and still counts in the herd.

With two players, the neutral player's Gazelles take part in the comparison.""",
        },
        "zebra": {
            "fr": """3 points pour chaque Prairie adjacente au Zèbre.

Les Zèbres marquent avant la chasse : un Zèbre retourné ensuite par un Lion garde ses points.

## Exemple
Un Zèbre entouré de 3 Prairies : 9 points.""",
            "en": """3 points for each Grassland adjacent to the Zebra.

Zebras score before the hunt: a Zebra later turned over by a Lion keeps its points.

## Example
A Zebra surrounded by 3 Grasslands: 9 points.""",
        },
        "giraffe": {
            "fr": """5 points si au moins un Arbre est adjacent à la Girafe ; sinon, rien.

Plusieurs Arbres autour d'elle ne rapportent pas davantage.""",
            "en": """5 points if at least one Tree is adjacent to the Giraffe; otherwise nothing.

More Trees around it earn nothing more.""",
        },
        "cheetah": {
            "fr": """3 points pour chaque Gazelle placée sur l'une des 4 diagonales du Guépard.

## La chasse
Une fois que tous les Guépards ont marqué, chaque Gazelle chassée par un Guépard est retournée face cachée. Elle garde ses propres points, mais ce n'est plus un animal ; les Hyènes et les Vautours s'en régalent.

Une Gazelle placée en diagonale de deux Guépards les nourrit tous les deux.""",
            "en": """3 points for each Gazelle on one of the Cheetah's 4 diagonals.

## The hunt
Once every Cheetah has scored, each Gazelle hunted by a Cheetah is turned face down. It keeps its own points, but it is no longer an animal; Hyenas and Vultures feast on it.

A Gazelle on the diagonal of two Cheetahs feeds both of them.""",
        },
        "lion": {
            "fr": """Un Lion chasse seulement s'il est adjacent à au moins une Prairie.

Chaque Lion qui chasse retourne face cachée une Gazelle ou un Zèbre encore face visible, n'importe où dans votre écosystème, et marque 4 points. S'il ne reste aucune Gazelle ni aucun Zèbre face visible, le Lion ne marque rien.

## Le choix des proies
C'est vous qui choisissez les proies ; le jeu vous propose le choix qui donne le meilleur total.""",
            "en": """A Lion hunts only if it is adjacent to at least one Grassland.

Each hunting Lion turns one face-up Gazelle or Zebra, anywhere in your ecosystem, face down and scores 4 points. When no face-up Gazelle or Zebra is left, the Lion scores nothing.

## Choosing the prey
You choose the prey; the game suggests the choice that gives you the best total.""",
        },
        "elephant": {
            "fr": """6 points, moins 2 points pour chaque animal face visible adjacent qui n'est pas un Éléphant.

Les terrains et les cartes retournées face cachée ne le dérangent pas. Il n'y a pas de minimum : avec 4 voisins gênants, l'Éléphant vaut −2 points.

## Exemple
Un Éléphant entre un Lion et une Prairie : 6 − 2 = 4 points.""",
            "en": """6 points, minus 2 points for each adjacent face-up animal that is not an Elephant.

Terrain cards and face-down cards do not bother it. There is no floor: with 4 bothersome neighbours, the Elephant is worth −2 points.

## Example
An Elephant between a Lion and a Grassland: 6 − 2 = 4 points.""",
        },
        "hyena": {
            "fr": """3 points pour chaque carte face cachée située exactement à deux cases de la Hyène en ligne droite : deux cases au-dessus, en dessous, à gauche ou à droite, quelle que soit la carte entre les deux.

Les diagonales et les cartes adjacentes ne comptent pas.""",
            "en": """3 points for each face-down card exactly two cells away from the Hyena in a straight line: two cells up, down, left or right, whatever card lies in between.

Diagonal and adjacent cards do not count.""",
        },
        "vulture": {
            "fr": """4 points pour chaque carte face cachée située en dessous du Vautour, dans la même colonne, à n'importe quelle distance.

Un Vautour placé sur la rangée du haut surveille donc toute sa colonne ; sur la rangée du bas, il ne marque rien.""",
            "en": """4 points for each face-down card below the Vulture in the same column, at any distance.

A Vulture in the top row watches its whole column; in the bottom row it scores nothing.""",
        },
    },
}


def sections(game_id: str, kind_ids: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Every section of a game's rules: the general ones, then one per card kind."""
    return GENERAL_SECTIONS + tuple(kind_ids)


def rules_text(game_id: str, section: str, lang: str) -> str:
    """The text of one section; French gets its non-breaking spaces before ``: ; ! ?``.

    "4 × 5" or "6 + 4 = 10" never breaks across lines."""
    entry = RULES_TEXT[game_id][section]
    text = entry.get(lang) or entry["en"]
    for sign in ("×", "−", "+", "="):
        text = text.replace(f" {sign} ", f"\u00a0{sign}\u00a0")
    if lang == "fr":
        for mark in (":", ";", "!", "?"):
            text = text.replace(f" {mark}", f"\u00a0{mark}")
    return text


def markup_blocks(text: str) -> list[tuple]:
    """A rules page's markup as blocks, in order: ("gap",) for every blank line, ("heading", text) for
    "## …", ("table", rows) for consecutive "| … |" lines (each row a list of cells, the first the header),
    ("bullet", text) for "- …" and ("para", text) for any other line. The rules screen and the card viewer
    both lay their pages out from these."""
    blocks: list[tuple] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i].strip()
        if not line:
            blocks.append(("gap",))
        elif line.startswith("## "):
            blocks.append(("heading", line[3:].strip()))
        elif line.startswith("|"):
            rows = []
            while i < len(lines) and lines[i].strip().startswith("|"):
                rows.append([cell.strip() for cell in lines[i].strip().strip("|").split("|")])
                i += 1
            blocks.append(("table", rows))
            continue
        elif line.startswith("- "):
            blocks.append(("bullet", line[2:].strip()))
        else:
            blocks.append(("para", line))
        i += 1
    return blocks
