"""The generic parts of the window that every game of the collection reuses: running a match (match.py), the
shared table scene plumbing (table_base.py), the telling of what the computers and the ends of rounds did
(telling.py), the score screen frame (score_screen.py), the challenge result (challenge.py) and the replay frame
(replay_base.py). Nothing here imports a game's screens: each game's scenes extend these."""
