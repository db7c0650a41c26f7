"""pygame-ce scenes (menu, setup, draft table, scoring, settings, rules) and their widgets."""
