"""Ecosystème (Forêt, Savane) in the window: its draft table (table.py) and its score screen (scoring.py)."""
