"""Forêt's and Savane's own tests: their rules, computers, screens and golden games."""
