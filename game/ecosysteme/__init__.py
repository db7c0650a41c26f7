"""Ecosystème – Forêt and – Savane: the draft into a 4×5 ecosystem, the neutral player, the solo against Alban
and Jhay. Its rules (state, actions, views, scoring, bots) live in this package."""
