"""Canopée in the window: its card faces, table and score screen (issue 14)."""
