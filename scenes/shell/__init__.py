"""The generic parts of the window that every game of the collection reuses: running a match (match.py), the
shared table scene plumbing (table_base.py), the score screen frame (score_screen.py) and the challenge result
(challenge.py)."""
