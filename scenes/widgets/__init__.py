"""Widgets more than one game draws with: the score pad (scorepad.py), the solo margin banner (margin.py)."""
